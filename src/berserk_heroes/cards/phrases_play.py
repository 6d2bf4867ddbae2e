"""Transformer methods of the «play» phrase family (mixed into ``compiler_transform.ToAbilities``).

Playing cards and paying for them: one-shot cost modifiers with an «Х» amount, reactions to the opponent's play.
Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «play» section).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from lark import Token

from berserk_heroes.abilities import (
    CARD,
    CARD_PLAYED,
    CREATURE,
    ENEMY_HERO,
    HAND,
    IT,
    OPPONENT,
    OPPONENT_PLAYER,
    SPELL,
    SUPPORT,
    Ability,
    Effect,
    Select,
    StaticPart,
    Target,
)

if TYPE_CHECKING:
    from berserk_heroes.cards.compiler_transform import Draft


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class PlayPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «play» phrases."""

    # --- «следующая <карта> <игрока> стоит на Х{м} дешевле / дороже …, где Х — …» ----------------------------

    def e_pl_next_cost_x(self, children: list[Any]) -> Draft:
        """«<следующая …> стоит на Х{м} дешевле/дороже (до <срока>)»: ``next_cost`` (family «costs_misc») whose amount
        is the «Х» of the sentence's «где Х — …» (placeholder X_AMOUNT until ``chain`` replaces it); the direction is
        kept in params ``sign`` (-1 cheaper, +1 dearer) since the amount is no longer a signed number."""
        ct = _ct()
        fake = [Token("NUMBER", "1") if isinstance(c, Token) and c.type == "X" else c for c in children]
        draft: Draft = self.e_next_cost(fake)  # type: ignore[attr-defined]
        sign = draft.amount
        if sign not in (-1, 1):
            raise ct.CompileError("«стоит на Х» without a direction")
        return dataclasses.replace(draft, amount=ct.X_AMOUNT, params=(*draft.params, ("sign", sign)))

    def e_pl_next_cost_pair_x(self, children: list[Any]) -> Draft:
        """«До <срока> следующая ваша карта стоит на Х{м} дешевле, а следующая карта противника стоит на Х{м}
        дороже»: two ``next_cost`` modifiers (each player's own next card; the same duration), in printed order."""
        ct = _ct()
        duration = children[0]
        if type(duration) is not str:
            raise ct.CompileError("duration")
        cut = next(i for i, c in enumerate(children) if c == "pl_and")
        first = self.e_pl_next_cost_x([*children[1:cut], duration])
        second = self.e_pl_next_cost_x([*children[cut + 1:], duration])
        if first.np == second.np:
            raise ct.CompileError("«…, а …» about the same player's next card")
        return ct.Draft("sequence", group=[first, second])

    def pl_and(self, _: list[Any]) -> str:
        return "pl_and"

    # --- «Когда противник разыгрывает <карту>, Засада N{м}, при этом закройте всех его существ» ------------------

    def a_pl_ambush_close_his(self, children: list[Any]) -> Any:
        """«…, при этом закройте всех его существ» after «Когда противник разыгрывает <карту>»: «его» is the opponent
        (the player who plays; the card played has no creatures), so every creature of the opponent is closed."""
        ct = _ct()
        trigger, every = children[0]
        if trigger.event != CARD_PLAYED or trigger.subject is None or trigger.subject.side != OPPONENT:
            raise ct.CompileError("«его существ» after a trigger other than «противник разыгрывает …»")
        value = ct._ints(children)[0]
        close = ct.Draft("close", ct.NP("all", select=Select(CREATURE, side=OPPONENT), plural=True))
        return self.a_ambush([(trigger, every), (value, [close])])  # type: ignore[attr-defined]

    # --- «можете разыграть её / их на N{м} дешевле до <срока>» ---------------------------------------------------

    def e_pl_discount_it(self, children: list[Any]) -> Draft:
        """«(До <срока>) можете разыграть её / их на N{м} дешевле (до <срока>)»: the cards the instruction before acted
        on (IT: found by a «Поиск», returned to the hand …) cost N less to play from your hand until the duration ends
        (``play_discount``: amount the change, −N; used up when the card is played)."""
        ct = _ct()
        duration = next(c for c in children if type(c) is str)
        # the pronoun is IT, the cards the instruction before put into the hand (``check_play`` makes sure that
        # instruction is a «Поиск» or «Верните … с кладбища в руку»; the Finaliser refuses pronouns after such «picking»
        # instructions in general, since not every one of them leaves the cards it moved as IT)
        return ct.Draft("play_discount", ct.NP("ref", ref=IT), -ct._ints(children)[0],
                        params=(("duration", duration),))

    # --- «Поиск — экипировка» ---------------------------------------------------------------------------------

    def e_pl_search_equipment(self, _: list[Any]) -> Draft:
        """«Поиск — экипировка»: a search for one weapon, armour or amulet (the noun of «экипировку»)."""
        ct = _ct()
        np = ct.build_np(self.n_tr_equipment([]))  # type: ignore[attr-defined]
        return self._deck_pick("search", np, "deck")  # type: ignore[attr-defined]


    # --- «Каждый противник выбирает одно из: • Раниться на N; • Потерять все свои {м}; • Уничтожить все свои карты …» -

    def e_pl_opponent_picks(self, children: list[Any]) -> Draft:
        """The opponent picks one of the modes (params chooser "opponent", read by ``declare._mode_step``); each mode is
        said in his voice («раниться», «свои»), so it acts on him (two players: «каждый противник» is the opponent)."""
        ct = _ct()
        if ct._ints(children)[:1] != [1]:
            raise ct.CompileError("mode count")
        modes = [c for c in children if isinstance(c, list)]
        return ct.Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1),
                                               ("chooser", "opponent")))

    def pl_opp_mode(self, children: list[Any]) -> list[Draft]:
        return [next(c for c in children if isinstance(c, _ct().Draft))]

    def pl_oe_wound_self(self, children: list[Any]) -> Draft:
        """«Раниться на N» said by the opponent: his hero takes N wounds."""
        ct = _ct()
        return ct.Draft("wound", ct.NP("ref", ref=ENEMY_HERO), ct._ints(children)[0])

    def pl_oe_lose_all_coins(self, _: list[Any]) -> Draft:
        """«Потерять все свои {м}» said by the opponent: he loses every coin he has (``lose_all_coins``)."""
        ct = _ct()
        return ct.Draft("lose_all_coins", ct.NP("ref", ref=OPPONENT_PLAYER))

    def pl_oe_destroy_all_but_hero(self, _: list[Any]) -> Draft:
        """«Уничтожить все свои карты, кроме героя» said by the opponent: every card of his in play but his hero."""
        ct = _ct()
        return ct.Draft("destroy", ct.NP("all", select=Select(CARD, side=OPPONENT, state="not_hero"), plural=True))

    # --- «Существа не могут потерять особенность Спящий» --------------------------------------------------------

    def s_pl_forbid_lose_sleeping(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут потерять особенность Спящий»: ``forbid`` with what "lose_sleeping" (engine: ``lose_keyword``
        of Спящий does nothing to those cards)."""
        ct = _ct()
        sel = self._static_select(ct._np_of(children), True)  # type: ignore[attr-defined]
        return [StaticPart("forbid", select=sel, what="lose_sleeping")]

    # --- «Существа с таким же названием стоят на N{м} дороже в следующий ход противника» -----------------------

    def e_pl_same_name_cost(self, children: list[Any]) -> Draft:
        """«<Существа> с таким же названием стоят на N{м} дороже / дешевле в следующий ход противника» right after an
        instruction about one card: cards of that kind with the name of that card (IT; ``check_play`` checks the
        instruction before) cost N more / less for every player during the opponent's next turn (``name_cost``)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        sel = np.select
        if (sel is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit)
                or sel.name != ct.SAME_NAME or sel != Select(sel.kind, zone=sel.zone, name=ct.SAME_NAME)
                or sel.kind not in (CREATURE, SPELL, CARD, SUPPORT) or "plural" not in children):
            raise ct.CompileError("«<карты> с таким же названием стоят …»: which cards")
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        return ct.Draft("name_cost", ct.NP("ref", ref=IT), sign * ct._ints(children)[0],
                        params=(("select", Select(sel.kind, zone=HAND)),))

# instructions that leave the cards they put into the hand as IT (``frame.last``, engine/effects.py _from_zone_to)
_TO_HAND = ("search", "to_hand_from_graveyard")


def check_play(ability: Ability) -> None:
    """«можете разыграть её / их на N{м} дешевле» (``play_discount``) only right after an instruction that put the
    cards into your hand (its pronoun is those cards)."""
    _check_list(ability.effects, ability.targets)


def _check_list(effects: tuple[Effect, ...], targets: tuple[Target, ...]) -> None:
    for i, e in enumerate(effects):
        if e.verb == "play_discount":
            prev = effects[i - 1] if i else None
            if prev is None or prev.verb not in _TO_HAND or prev.then or prev.otherwise or prev.condition is not None:
                raise _ct().CompileError("«разыграть её / их дешевле» not right after putting cards into the hand")
        if e.verb == "name_cost":
            prev = effects[i - 1] if i else None
            if (prev is None or prev.verb != "return_to_hand" or prev.what is None or prev.what.kind != "target"
                    or prev.what.index >= len(targets) or targets[prev.what.index].max != 1 or prev.then or prev.otherwise or prev.condition is not None or prev.optional):
                raise _ct().CompileError("«с таким же названием» not right after returning one chosen card")
        _check_list(e.then, targets)
        _check_list(e.otherwise, targets)
        _check_list(e.param("effects", ()) or (), targets)
