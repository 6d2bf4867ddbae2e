"""Named counters (digest §2.2 «эффекты»): «эффект ужаса», «Снимите N эффектов костей:», counted by name.

The transformer mixin for ``counters.lark``. A counter's name is its genitive as printed («ужаса», «воли»: the
normaliser's ``~`` token), the key under which the engine keeps it on a card (``CardState.counters``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    ANY,
    BOOST,
    CARD,
    CLOSE,
    COUNTERS_KEPT,
    COUNTERS_PAY,
    CREATURE,
    ENTERS_PLAY,
    HAND,
    PLAY,
    SPENT_PLAYING_IT,
    STATIC,
    SUPPORT,
    THIS,
    TRIGGERED,
    X_PAID_HALF,
    YOU,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Cost,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import X_AMOUNT, _ints, _np_of


def marker_name(token: Token) -> str:
    """The counter's name of a MARKER token («~ужаса» → «ужаса»)."""
    return str(token)[1:]


# StaticPart kind: the controller's counters named ``counter`` may pay the Засада price of the cards of ``select``, 1{м}
# each; when they do, he draws ``value`` cards (engine/effects/entering.py ``_ambush_counters``)
AMBUSH_COUNTERS = "ambush_counters"


class CountersPhrases:
    """Phrases of named counters."""

    def s_counters_pay_ambush(self, children: list[Any]) -> list[StaticPart]:
        """«Вы можете тратить эффекты знания для оплаты Засады ваших карт; если вы это делаете, возьмите карту»."""
        marker = next(c for c in children if isinstance(c, Token) and c.type == "MARKER")
        return [StaticPart(AMBUSH_COUNTERS, select=Select(CARD, side=YOU, zone=HAND), value=1,
                           counter=marker_name(marker))]

    def s_counters_pay(self, children: list[Any]) -> list[StaticPart]:
        """«Вы можете тратить эффекты подати для оплаты <орков>»: ``counters_pay`` — the controller's counters of that
        name pay, 1{м} each, the cost of his cards of the noun phrase as he plays them (cards that enter play: a spell's
        cost is paid at the end of its declaration, which is not read here)."""
        marker = next(c for c in children if isinstance(c, Token) and c.type == "MARKER")
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or np.select.side != ANY \
                or np.select.zone != PLAY or np.select.kind not in (CREATURE, SUPPORT) or not (np.implicit or np.bare_plural):
            raise CompileError("«тратить эффекты … для оплаты <карт>» of what")
        select = dataclasses.replace(np.select, side=YOU, zone=HAND)
        return [StaticPart(COUNTERS_PAY, select=select, counter=marker_name(marker))]

    def s_counters_kept(self, children: list[Any]) -> list[StaticPart]:
        """«Эффекты гонорара не могут быть сняты, пока эта карта в игре»: ``counters_kept`` of that name."""
        marker = next(c for c in children if isinstance(c, Token) and c.type == "MARKER")
        return [StaticPart(COUNTERS_KEPT, counter=marker_name(marker))]

    def mc_one(self, children: list[Any]) -> tuple[str, str, int]:
        """«эффект ужаса»: one counter of that name."""
        return ("marker", marker_name(children[-1]), 1)

    def mc_n(self, children: list[Any]) -> tuple[str, str, int]:
        """«3 эффекта костей»: N counters of that name."""
        return ("marker", marker_name(children[-1]), _ints(children)[0])

    def cc_marker(self, children: list[Any]) -> tuple[int, str]:
        """A named counter put on a card (``counters`` params counter: its name)."""
        _, marker, n = children[0]
        return n, marker

    def cc_marker_x(self, children: list[Any]) -> tuple[Amount, str]:
        """«Х эффектов места»: X named counters (the X of the ability: «Заплатите Х{м}, при этом …»)."""
        return X_AMOUNT, marker_name(children[-1])

    def cost_remove_markers(self, children: list[Any]) -> list[Cost]:
        """«Снимите N эффектов воли:» — N such counters removed from this card as the payment (``remove_markers``)."""
        _, marker, n = next(c for c in children if isinstance(c, tuple) and c[:1] == ("marker",))
        return [Cost("remove_markers", n, marker=marker)]

    def cost_remove_x_markers(self, children: list[Any]) -> list[Cost]:
        """«Снимите Х эффектов костей», «Снимите N или более эффектов ужаса»: X such counters, at least N (0 for a bare
        X), X chosen as the ability is declared (engine/declare.py ``_x_markers``) and read by ``Amount("x")``."""
        marker = next(c for c in children if isinstance(c, Token) and c.type == "MARKER")
        return [Cost("remove_markers", (_ints(children) or [0])[0], is_x=True, marker=marker_name(marker))]

    def cost_remove_boosts(self, children: list[Any]) -> list[Cost]:
        """«Снимите N эффектов усиления с <этой карты>:» — N of its boosts removed as the payment (``remove_markers``
        with the boost's name: engine/named_counters.py counts a card's boosts as its counters of that name)."""
        n, kind = next(c for c in children if isinstance(c, tuple))
        if kind != BOOST:
            raise CompileError("only boosts are removed from a card as a payment")
        return [Cost("remove_markers", n, marker=BOOST)]

    def cost_remove_boost_any(self, children: list[Any]) -> list[Cost]:
        """«снимите эффект усиления с любого существа»: one boost off a creature in play of either player, picked by the
        payer (``remove_boost``)."""
        n, kind = next(c for c in children if isinstance(c, tuple))
        if kind != BOOST or n != 1:
            raise CompileError("one boost removed from any creature")
        return [Cost("remove_boost", n)]

    def costs_then_tap(self, children: list[Any]) -> list[Cost]:
        """«<payments>, <снимите …> {Т}:» — those payments, then this card closes."""
        return [*(cost for part in children if isinstance(part, list) for cost in part), Cost(CLOSE)]

    def costs_markers_and_own(self, children: list[Any]) -> list[Cost]:
        """«Снимите Х эффектов костей, уничтожьте Костяную сферу:» — the counters, then the other payment."""
        removal, own = children
        return [*removal, own]

    def e_gain_counters(self, children: list[Any]) -> Draft:
        """«Получите 2 жетона молитвы»: that many counters put on your hero (digest §3.3: the hero holds them)."""
        _, marker, n = children[-1]
        return Draft("counters", NP("ref", ref=YOUR_HERO), n, params=(("counter", marker),))

    def cp_markers(self, children: list[Any]) -> Callable[[NP, NP], Draft]:
        """«<np> получает N эффектов пламени»: ``counters`` of that name on the card named."""
        _, marker, n = children[-1]
        return lambda _, np: Draft("counters", np, n, params=(("counter", marker),))

    def pe_your_counters(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждый ваш эффект пламени / жетон молитвы»: the counters of that name on all the cards you control."""
        marker = next(c for c in children if isinstance(c, Token) and c.type == "MARKER")
        return ("per_each", Amount("your_counters", marker=marker_name(marker)))

    def ad_markers_removed(self, children: list[Any]) -> Amount:
        """«количество снятых эффектов ужаса»: the X of the payment «Снимите Х / N или более эффектов ужаса»."""
        return Amount("x")

    def c_wounds_over_half_life(self, _: list[Any]) -> Condition:
        """«на <этой карте> ран больше, чем половина её максимального здоровья (с округлением вверх)»: wounds > the
        maximum life / 2, rounded up (``source_wounds_life_share``: the share is 1 / value)."""
        return Condition("source_wounds_life_share", op=">", value=2)

    def e_remove_x_counters(self, children: list[Any]) -> Draft:
        """«снимите с <np> Х эффектов усиления»: ``counters`` with params ``remove`` — the controller chooses X as it
        resolves (0 up to the boosts on the card, params ``choose_x``) and takes that many off; X is the spell's X from
        then on (engine/effects/stats.py ``_remove_chosen``)."""
        counter = children[-1]
        return Draft("counters", _np_of(children), X_AMOUNT,
                     params=(("counter", counter), ("remove", True), ("choose_x", True)))

    def e_move_boosts_from_self(self, children: list[Any]) -> Draft:
        """«переместите на <np> эффект усиления с этой карты»: ``counters`` with params ``from`` THIS — the boosts are
        taken off this card and put on the card named (not done when this card has none left)."""
        n, kind = next(c for c in children if isinstance(c, tuple))
        if kind != BOOST:
            raise CompileError("only boosts are moved from this card")
        return Draft("counters", _np_of(children), n, params=(("counter", BOOST), ("from", THIS)))

    def a_enters_half_boosted(self, _: list[Any]) -> Ability:
        """«Входит в игру с Х/2 эффектами усиления (с округлением вниз)»: it enters play with half the X paid for it,
        rounded down, in boosts (a replacement of entering, as «… с Х эффектами усиления»)."""
        return Ability(STATIC, statics=(StaticPart("enters_boosted_by_paid", what=X_PAID_HALF),))

    def a_enters_half_boosted_then(self, children: list[Any]) -> list[Ability]:
        """«Входит в игру с Х/2 эффектами усиления (…); <инструкции>»: the static, and the instructions done as it
        enters play (a Найм)."""
        drafts = next(c for c in children if isinstance(c, list))
        entering: Ability = self._ability(TRIGGERED, drafts, trigger=Trigger(ENTERS_PLAY))  # type: ignore[attr-defined]
        return [self.a_enters_half_boosted([]), entering]

    def pe_every_n_spent_playing_it(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждые N{м}, потраченные при розыгрыше <этой карты>»: the coins paid to play it, divided by N, rounded
        down (``spent_playing_it``: 0 when it entered play without being played)."""
        n = _ints(children)[0]
        if n < 2:
            raise CompileError("«за каждые» N")
        return ("per_each", Amount(SPENT_PLAYING_IT, div=n))
