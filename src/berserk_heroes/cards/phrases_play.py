"""Transformer methods of the «play» phrase family (mixed into ``compiler_transform.ToAbilities``).

Playing cards and paying for them: one-shot cost modifiers with an «Х» amount, reactions to the opponent's play.
Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «play» section).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from lark import Token

from berserk_heroes.abilities import CARD_PLAYED, CREATURE, IT, OPPONENT, Ability, Effect, Select

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


# instructions that leave the cards they put into the hand as IT (``frame.last``, engine/effects.py _from_zone_to)
_TO_HAND = ("search", "to_hand_from_graveyard")


def check_play(ability: Ability) -> None:
    """«можете разыграть её / их на N{м} дешевле» (``play_discount``) only right after an instruction that put the
    cards into your hand (its pronoun is those cards)."""
    _check_list(ability.effects)


def _check_list(effects: tuple[Effect, ...]) -> None:
    for i, e in enumerate(effects):
        if e.verb == "play_discount":
            prev = effects[i - 1] if i else None
            if prev is None or prev.verb not in _TO_HAND or prev.then or prev.otherwise or prev.condition is not None:
                raise _ct().CompileError("«разыграть её / их дешевле» not right after putting cards into the hand")
        _check_list(e.then)
        _check_list(e.otherwise)
        _check_list(e.param("effects", ()) or ())
