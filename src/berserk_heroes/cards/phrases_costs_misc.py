"""Transformer methods of the «costs_misc» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «costs_misc» section).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARD_PLAYED,
    CHARACTER,
    CREATURE,
    DISCARDED,
    EACH,
    END_OF_OPPONENT_TURN,
    GRAVEYARD,
    HAND,
    IT,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    PLAY,
    SPELL,
    SUPPORT,
    THIS_TURN,
    YOU,
    YOU_PLAYER,
    Amount,
    Condition,
    Cost,
    HistoryQuery,
    Ref,
    Select,
    StaticPart,
    Trigger,
)

if TYPE_CHECKING:
    from berserk_heroes.cards.compiler_transform import NP, Draft


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class CostsMiscPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «costs_misc» phrases."""

    # --- conditions ---------------------------------------------------------------------------------------

    def c_hand_more(self, _: list[Any]) -> Condition:
        """«если у вас в руке больше карт, чем у противника»: your hand size > the opponent's."""
        return Condition("hand_vs_opponent", op=">")

    def c_hand_less(self, _: list[Any]) -> Condition:
        """«если у вас в руке меньше карт, чем у противника»: your hand size < the opponent's."""
        return Condition("hand_vs_opponent", op="<")

    # --- «следующее <карта> стоит на N{м} дешевле / дороже» --------------------------------------------------

    def next_np(self, children: list[Any]) -> tuple[str, NP]:
        np = next(c for c in children if isinstance(c, _ct().NP))
        return "next", np

    def next_np_your(self, children: list[Any]) -> tuple[str, NP]:
        np = next(c for c in children if isinstance(c, _ct().NP))
        if np.select is None or np.select.side != ANY:
            raise _ct().CompileError("«ваше следующее …» with a side of its own")
        return "next", dataclasses.replace(np, select=dataclasses.replace(np.select, side=YOU))

    def e_next_cost(self, children: list[Any]) -> Draft:
        """«Следующее <карта> <игрока> стоит на N{м> дешевле/дороже (до <срока>)»: the next card of that kind the
        player plays costs N less / more (`next_cost`: what = the player, amount = the signed change, params
        select, duration — PERMANENT: until such a card is played)."""
        ct = _ct()
        np = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("next",))
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        n = ct._ints(children)[0]
        if "plural" in children:
            raise ct.CompileError("«следующие …» (plural)")
        duration = next((c for c in children if type(c) is str and c not in ("singular", "plural")), PERMANENT)
        sel = np.select
        if (np.kind != "target" or sel is None or np.max != 1 or np.min != 1 or sel.zone != PLAY or sel.other
                or sel.state is not None or sel.name is not None or sel.keyword is not None
                or sel.strike_min is not None or sel.strike_max is not None or sel.not_created
                or sel.kind not in (CREATURE, SPELL, CARD, SUPPORT)):
            raise ct.CompileError("«следующее …» of what")
        if sel.side == YOU:
            player = YOU_PLAYER
        elif sel.side == OPPONENT:
            player = OPPONENT_PLAYER
        else:
            raise ct.CompileError("«следующее …» without whose (yours or the opponent's)")
        select = dataclasses.replace(sel, side=ANY, zone=HAND)
        return ct.Draft("next_cost", np=ct.NP("ref", ref=player), amount=sign * n,
                     params=(("select", select), ("duration", duration)))

    # --- «При розыгрыше <этой карты>», «Когда вы разыгрываете <эту карту>» -----------------------------------

    def played_self(self, children: list[Any]) -> Trigger:
        """This card was played (from the hand, or by «Засада»): CARD_PLAYED of the source itself. Only for cards
        that stay in play (a spell is in the graveyard by then; its triggered abilities in play are refused)."""
        ct = _ct()
        if children and children[0] in (YOU, OPPONENT) and children[0] != YOU:
            raise ct.CompileError("the opponent plays this card?")
        self.self_subject = True
        return Trigger(CARD_PLAYED)

    def e_repeat_enters_its(self, children: list[Any]) -> Draft:
        """«его Найм сработает ещё раз»: like «Найм <этой карты> срабатывает ещё раз» (the pronoun must mean this
        card: checked by the Finaliser, which resolves it)."""
        return _ct().Draft("repeat_enters", _ct().NP("it"))

    def c_open_coins(self, children: list[Any]) -> Condition:
        """«если у вас есть N или более открытых {м}»."""
        return Condition("open_coins", op=">=", value=_ct()._ints(children)[0])

    def c_it_stunned(self, _: list[Any]) -> Condition:
        """«если оно оглушено»: the card the previous instruction acted on (IT) is stunned. The Finaliser accepts it
        only on an instruction about that same target (see ``it_condition``)."""
        return Condition("ref_state", ref=IT, state="stunned")

    def c_discarded_this_turn(self, _: list[Any]) -> Condition:
        """«если вы сбрасывали карту в этом ходу»: you discarded at least one card this turn (any way)."""
        return Condition("history", history=HistoryQuery(DISCARDED, subject=Select(CARD, side=YOU)), op=">=", value=1)

    def c_went_second(self, _: list[Any]) -> Condition:
        """«если вы ходили вторым»: the other player took the first turn of the game."""
        return Condition("went_second")

    def sc_this_creature_wounds(self, children: list[Any]) -> Condition:
        """«Пока на этом существе не менее N ран» on a creature's own static: the source has N or more wounds."""
        ct = _ct()
        if self.ctx.card_type != "creature":  # type: ignore[attr-defined]
            raise ct.CompileError("«на этом существе» of a card that is not a creature")
        return Condition("source_wounds", op=">=", value=ct._ints(children)[0])

    def s_cost_floor(self, children: list[Any]) -> list[StaticPart]:
        """«<np> стоят на N{м} дешевле, но не менее M{м}»: ``cost`` with a ``floor``."""
        ct = _ct()
        n, floor = ct._ints(children)
        end = next(i for i, c in enumerate(children) if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        parts: list[StaticPart] = self.s_cost(children[:end + 1])  # type: ignore[attr-defined]
        if len(parts) != 1 or parts[0].value != -n:
            raise ct.CompileError("«но не менее» on a cost that is not lowered")
        return [dataclasses.replace(parts[0], floor=floor)]

    def s_ambush_cost(self, children: list[Any]) -> list[StaticPart]:
        """«Засады ваших существ стоят на N{м} меньше, но не менее M{м}»: ``ambush_cost`` −N with ``floor`` M for the
        «Засада» price of your creatures (in hand)."""
        n, floor = _ct()._ints(children)
        return [StaticPart("ambush_cost", select=Select(CREATURE, side=YOU, zone=HAND), value=-n, floor=floor)]

    def s_free_if_grave(self, children: list[Any]) -> list[StaticPart]:
        """«Если на вашем кладбище есть N или более <карт>, можете разыграть <эту карту> бесплатно»: ``cost_set`` 0 with
        what "free" (an alternative cost: the other cost modifiers are discarded, digest §3.2)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if np.select is None or np.kind != "all" or np.select.side != ANY or np.select.zone != PLAY:
            raise ct.CompileError("graveyard count of what")
        cond = Condition("count", select=dataclasses.replace(np.select, side=YOU, zone=GRAVEYARD), op=">=",
                         value=ct._ints(children)[0])
        return [StaticPart("cost_set", value=0, what="free", condition=cond)]

    def s_cost_set_self(self, children: list[Any]) -> list[StaticPart]:
        """«Стоит N{м}, если <условие>»: this card's printed cost is N while the condition holds."""
        ct = _ct()
        cond = next(c for c in children if isinstance(c, Condition))
        return [StaticPart("cost_set", value=ct._ints(children)[0], condition=cond)]

    def step_opponent_may_pay(self, children: list[Any]) -> list[Draft]:
        """«Противник может заплатить N{м}»: the opponent decides; the instruction is done only if he pays (so an
        «иначе …» after it runs when he does not or cannot)."""
        ct = _ct()
        return [ct.Draft("opponent_may_pay", ct.NP("ref", ref=OPPONENT_PLAYER), ct._ints(children)[0])]

    def sc_self_open(self, _: list[Any]) -> Condition:
        """«Пока <эта карта> открыта»."""
        return Condition("source_state", state="open")

    def s_cost_cond(self, children: list[Any]) -> list[StaticPart]:
        """«Пока …, <np> стоят на N{м} дешевле/дороже»: ``cost`` with a condition."""
        cond = next(c for c in children if isinstance(c, Condition))
        parts: list[StaticPart] = self.s_cost([c for c in children if not isinstance(c, Condition)])  # type: ignore[attr-defined]
        return [dataclasses.replace(p, condition=cond) for p in parts]

    def e_cost_mod(self, children: list[Any]) -> Draft:
        """«До <срока> <карты> стоят на N{м} дешевле/дороже»: ``cost_mod`` for every player (the cards of either
        player, or of the side the noun phrase names)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if "plural" not in children:
            raise ct.CompileError("«… стоит …» (singular) until a time: which card?")
        sel = np.select
        if (sel is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit)
                or sel.zone != PLAY or sel.other or sel.state is not None or sel.name is not None
                or sel.keyword is not None or sel.kind not in (CREATURE, SPELL, CARD, SUPPORT)):
            raise ct.CompileError("«… стоят …» of what")
        player = {ANY: Ref("player", side=EACH), YOU: YOU_PLAYER, OPPONENT: OPPONENT_PLAYER}[sel.side]
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        duration = next(c for c in children if type(c) is str and c not in ("singular", "plural"))
        return ct.Draft("cost_mod", ct.NP("ref", ref=player), sign * ct._ints(children)[0],
                        params=(("select", dataclasses.replace(sel, side=ANY, zone=HAND)), ("duration", duration)))

    def c_played_n(self, children: list[Any]) -> Condition:
        """«если вы разыграли N или более <карт> в этом ходу»: plays of such cards by you this turn."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        sel = np.select
        if (sel is None or np.kind not in ("all", "target") or sel.side != ANY or sel.zone != PLAY or sel.other
                or sel.state is not None or sel.keyword is not None):
            raise ct.CompileError("«разыграли N <карт>» of what")
        played = HistoryQuery(CARD_PLAYED, subject=dataclasses.replace(sel, zone=HAND, side=YOU))
        return Condition("history", history=played, op=">=", value=ct._ints(children)[0])

    def s_cost_set_if(self, children: list[Any]) -> list[StaticPart]:
        """«Если <условие>, <эта карта> стоит N{м} до конца хода» (a condition about this turn): ``cost_set``."""
        ct = _ct()
        cond = next(c for c in children if isinstance(c, Condition))
        if cond.history is None or cond.history.event != CARD_PLAYED or cond.history.window != THIS_TURN:
            raise ct.CompileError("«… стоит N до конца хода» under a condition that may stop holding this turn")
        return [StaticPart("cost_set", value=ct._ints(children)[-1], condition=cond)]

    def e_first_card_next_turn(self, children: list[Any]) -> Draft:
        """«Первая карта каждого противника в его следующий ход стоит на N{м} дороже»: ``next_cost`` for the opponent
        that counts only in his next turn (params in_next_turn) and ends with it."""
        ct = _ct()
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        return ct.Draft("next_cost", ct.NP("ref", ref=OPPONENT_PLAYER), sign * ct._ints(children)[0], params=(
            ("select", Select(CARD, zone=HAND)), ("duration", END_OF_OPPONENT_TURN), ("in_next_turn", True)))

    # --- «Игрок …»: a player of your choice ------------------------------------------------------------------

    def _a_player(self, make: Any) -> Draft:
        """«Игрок <делает X>»: the controller chooses a player — two modes, X for you or X for the opponent."""
        ct = _ct()
        modes = [make(YOU_PLAYER, OPPONENT_PLAYER), make(OPPONENT_PLAYER, YOU_PLAYER)]
        return ct.Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def e_a_player_discards(self, children: list[Any]) -> Draft:
        ct = _ct()
        n = children[-1]
        return self._a_player(lambda who, _: [ct.Draft("discard", ct.NP("ref", ref=who), n,
                                                        params=(("chooser", "owner"),))])

    def e_a_player_discards_random(self, _: list[Any]) -> Draft:
        ct = _ct()
        return self._a_player(lambda who, _: [ct.Draft("discard", ct.NP("ref", ref=who), 1,
                                                        params=(("chooser", "random"),))])

    def e_a_player_draws(self, children: list[Any]) -> Draft:
        ct = _ct()
        n = children[-1]
        return self._a_player(lambda who, _: [ct.Draft("draw", ct.NP("ref", ref=who), n)])

    def e_a_player_gains_coins(self, children: list[Any]) -> Draft:
        ct = _ct()
        n = ct._ints(children)[0]
        return self._a_player(lambda who, _: [ct.Draft("gain_coins", ct.NP("ref", ref=who), n,
                                                        params=(("temporary", False),))])

    def e_a_player_discards_other_draws(self, _: list[Any]) -> Draft:
        ct = _ct()
        return self._a_player(lambda who, other: [
            ct.Draft("discard", ct.NP("ref", ref=who), 1, params=(("chooser", "owner"),)),
            ct.Draft("draw", ct.NP("ref", ref=other), 1)])

    def e_each_reveal_discard_opp(self, children: list[Any]) -> Draft:
        """«Каждый игрок, начиная с вас, показывает руку и сбрасывает карту по выбору противника»: each player (you
        first) shows his hand; then each discards, the card picked by that player's opponent (chooser "opponent")."""
        ct = _ct()
        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        each = Ref("player", side=EACH)
        return ct.Draft("sequence", group=[ct.Draft("reveal_hand", ct.NP("ref", ref=each)),
                                           ct.Draft("discard", ct.NP("ref", ref=each), n,
                                                    params=(("chooser", "opponent"),))])

    def wound_own_cost(self, children: list[Any]) -> list[Cost]:
        """«ранить ваше существо на N» before the colon: Cost("wound_own", N) — the player picks one of his creatures
        (this one too) when paying; it takes N wounds from this card (§3.2, like «Жажда»)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if np.kind == "all" and np.select == Select(CHARACTER, side=YOU):  # heroes_b: «ранить всех ваших персонажей»
            return [Cost("hb_wound_all_own", ct._ints(children)[-1])]
        if np.kind != "target" or np.select != Select(CREATURE, side=YOU) or np.max != 1:
            raise ct.CompileError("wound what as a cost")
        return [Cost("wound_own", ct._ints(children)[-1])]

    def e_copy_and_fight(self, children: list[Any]) -> Draft:
        """«Создайте её копию; её копия сражается с <np>»: a copy of the card the pronoun means (the engine supports
        copies of this card only), then the copy just created (IT) fights the target."""
        ct = _ct()
        defender = next(c for c in children if isinstance(c, ct.NP))
        if defender.kind != "target":
            raise ct.CompileError("the copy fights what")
        return ct.Draft("sequence", group=[
            ct.Draft("create_copy", ct.NP("it"), 1, params=(("no_enters", False),)),
            ct.Draft("fight", defender, params=(("attacker", ct.NP("it")),))])

    def e_wound_two(self, children: list[Any]) -> Draft:
        """«Ранить на N <np> и <np>»: each noun phrase is wounded by N (two targets, named in order)."""
        ct = _ct()
        nps = [c for c in children if isinstance(c, ct.NP)]
        amount = next(c for c in children if isinstance(c, (int, Amount)) and not isinstance(c, bool))
        if len(nps) != 2 or any(np.kind != "target" or np.max != 1 for np in nps):
            raise ct.CompileError("«Ранить на N X и Y» of what")
        return ct.Draft("sequence", group=[ct.Draft("wound", np, amount) for np in nps])

    # «… наносят на N ран больше», «получает на N ран меньше (от <np>)»: wound modifiers (digest §5 step 4–5: applied
    # with «Превосходство», before armour; engine/wounds.py)
    def wm_np(self, children: list[Any]) -> tuple[str, Select]:
        return ("wm_np", _wm_select(children[0]))

    def wm_from(self, children: list[Any]) -> tuple[str, Select]:
        return ("wm_from", _wm_select(children[0]))

    def s_wounds_dealt_more(self, children: list[Any]) -> list[StaticPart]:
        """«<np> наносят (<np>) на N ран больше (<np>)»: ``wounds_dealt`` +N for wounds dealt by the subject's cards
        (to the cards of ``victim`` when named)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        victims = [c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_np"]
        if len(victims) > 1:
            raise ct.CompileError("two receivers")
        sel = self._static_select(np, True)  # type: ignore[attr-defined]
        return [StaticPart("wounds_dealt", select=sel, value=ct._ints(children)[0],
                           victim=victims[0] if victims else None)]

    def s_wounds_taken_less_self(self, children: list[Any]) -> list[StaticPart]:
        """«Получает на N ран меньше (от <np>)»: ``wounds_taken`` −N for this card (from the cards of ``victim`` —
        here the dealer — when named)."""
        ct = _ct()
        dealers = [c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_from"]
        return [StaticPart("wounds_taken", value=-ct._ints(children)[0], victim=dealers[0] if dealers else None)]

    def s_wounds_taken_less_closed(self, children: list[Any]) -> list[StaticPart]:
        """«Получает на N ран меньше, пока закрыт»: ``wounds_taken`` −N for this card while it is closed."""
        return [StaticPart("wounds_taken", value=-_ct()._ints(children)[0],
                           condition=Condition("source_state", state="closed"))]

    def s_wounds_taken_less(self, children: list[Any]) -> list[StaticPart]:
        """«<np> получают на N ран меньше (от <np>)»: ``wounds_taken`` −N for the subject's cards."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        dealers = [c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_from"]
        sel = self._static_select(np, True)  # type: ignore[attr-defined]
        return [StaticPart("wounds_taken", select=sel, value=-ct._ints(children)[0],
                           victim=dealers[0] if dealers else None)]

    def wm_from_np(self, children: list[Any]) -> tuple[str, Any]:
        return ("wm_from_np", children[0])

    def s_np_no_wounds_from_pl(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не получают ран от <np>»: ``grant`` of the immunity keyword (as «<np> не получает ран от <np>»,
        family «replace_prevent») to the cards named; an immunity with a parameter is refused (granted keywords)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        kw = self._from_np(next(c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_from_np"))  # type: ignore[attr-defined]
        if kw.meta:
            raise ct.CompileError("granted keyword with a parameter")
        sel = self._static_select(np, True)  # type: ignore[attr-defined]
        return [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value)]

    def p_not_egg(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющееся Яйцом»: not of the class Яйцо (eggs are the class «Яйцо», as the noun «яйцо»)."""
        return ("not_class", "Яйцо")

    def k_no_wounds_dealt_by_np(self, children: list[Any]) -> list[Any]:
        """«<карты> не наносят ран <этой карте>»: this card does not take wounds from those cards (the keyword of
        «Не получает ран от <карт>», family «replace_prevent»)."""
        ct = _ct()
        return [self._from_np(next(c for c in children if isinstance(c, ct.NP)))]  # type: ignore[attr-defined]


def _wm_select(np: Any) -> Select:
    """The cards of a bare or «все/ваши» noun phrase (a receiver or a dealer of a wound modifier)."""
    ct = _ct()
    if not isinstance(np, ct.NP) or np.select is None or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
        raise ct.CompileError("wound modifier: which cards")
    return np.select


def it_condition(cond: Condition | None) -> bool:
    """Whether a condition (or a part of it) asks about IT, the card the previous instruction acted on."""
    if cond is None:
        return False
    return (cond.kind == "ref_state" and cond.ref == IT) or any(it_condition(p) for p in cond.parts)
