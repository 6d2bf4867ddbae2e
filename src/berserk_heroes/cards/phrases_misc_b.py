"""Transformer helpers and methods of the «misc_b» phrase family (round 5, mixed into
``compiler_transform.ToAbilities``): a long tail of amounts, conditions and one-card effects.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «misc_b» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ENTERS_PLAY,
    STATIC,
    TRIGGERED,
    Ability,
    Amount,
    Effect,
    Ref,
    StaticPart,
)

# internal: in an Amount, the strike of the creature that makes the shots («равные силе своего удара»)
MB_SHOOTER = Ref("mb_shooter")
# internal: the kind of an NP naming the creature that makes a shot (the first one declares it, later ones refer to it)
SHOOTER_NP = "mb_shooter"
# internal: in an Amount, «выбранного существа» — the one card declared by the «Выберите …» that opened the ability
MB_CHOSEN = Ref("mb_chosen")


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def mb_note_chosen(fin: Any, verb: str, what: Ref | None) -> None:
    """Remember the card of a «Выберите <одну карту>» that is the first instruction of the ability (the only one
    «выбранное существо» can mean); any other first instruction leaves nothing to refer to."""
    if fin.started == 1:
        fin.mb_chosen = what if verb == "declare_target" and what is not None and what.kind == "target" else None


def mb_resolve_amount(fin: Any, d: Any) -> None:
    """Bind ``MB_CHOSEN`` in the draft's amount to the chosen card (refused when nothing was chosen first, or when the
    choice may name several cards)."""
    if isinstance(d.amount, Amount) and d.amount.ref == MB_SHOOTER:
        shooter = getattr(fin, "mb_shooter", None)
        if shooter is None:
            raise _ct().CompileError("the strike of a shooter not named")
        d.amount = dataclasses.replace(d.amount, ref=shooter)
        return
    if not isinstance(d.amount, Amount) or d.amount.ref != MB_CHOSEN:
        return
    chosen = getattr(fin, "mb_chosen", None)
    if chosen is None:
        raise _ct().CompileError("«выбранного существа» without one card chosen first")
    target = fin.targets[chosen.index]
    if target.min != 1 or target.max != 1:
        raise _ct().CompileError("«выбранного существа» of a choice of several cards")
    d.amount = dataclasses.replace(d.amount, ref=chosen)


def mb_shooter_param(fin: Any, np: Any) -> Ref:
    """The param ``shooter`` of a «shot» made by another creature: the first one names it (a target, declared like any
    other), the next ones are the same card."""
    shooter = getattr(fin, "mb_shooter", None)
    if shooter is None:
        if np.select is None:
            raise _ct().CompileError("a shooter that is not a card to choose")
        shooter = fin.ref(dataclasses.replace(np, kind="target"))
        fin.mb_shooter = shooter
    return shooter


class MiscBPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «misc_b» phrases."""

    def a_mb_enters_boosted(self, _: list[Any]) -> Ability:
        """«Входит в игру с Х эффектами усиления»: a replacement of entering play (digest §7: «Входит в игру с …»), the
        card enters with Х boosts already on it; Х is the X paid for it (only a card of cost X reads it:
        ``mb_paid_x`` in cards/compiled.py refuses it elsewhere)."""
        return Ability(STATIC, statics=(StaticPart("mb_enters_boosted", what="x_paid"),))

    def e_mb_owner_summons_cheaper(self, _: list[Any]) -> Any:
        """«Его владелец вызывает существо меньшей стоимости {м}»: ``mb_owner_summons_cheaper`` of the card named before
        (the pronoun «его»)."""
        ct = _ct()
        return ct.Draft("mb_owner_summons_cheaper", ct.NP("it"))

    def k_mb_self_poison(self, children: list[Any]) -> list[Any]:
        """«Отравление N(в начале вашего хода ранить это существо на N)» printed on a creature: keyword ``self_poison``
        N (digest §6.2: Отравление N — N wounds at the start of its own turn); the reminder must repeat N."""
        ct = _ct()
        n, m = ct._ints(children)
        if n != m or n <= 0:
            raise ct.CompileError("Отравление N with a reminder of another number")
        return [ct.KW("self_poison", n)]

    def e_mb_salvo(self, children: list[Any]) -> Any:
        """«<ваше существо> производит выстрел по существу и выстрел по герою, равные силе своего удара»: a sequence of
        two ``shot`` (an enemy creature, then the enemy hero — a shot is an attack on an enemy character, digest §5.5)
        with param ``shooter`` (the creature named first) and the shooter's strike as the amount."""
        from berserk_heroes.abilities import CREATURE, HERO, OPPONENT, YOU, Select

        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.kind != CREATURE \
                or np.select.side != YOU or np.max != 1:
            raise ct.CompileError("a shooter other than one creature of yours")
        shooter = dataclasses.replace(np, kind=SHOOTER_NP)
        amount = Amount("strike", ref=MB_SHOOTER)
        shots = [ct.Draft("shot", ct.NP("target", Select(CREATURE, side=OPPONENT)), amount,
                          params=(("shooter", shooter),)),
                 ct.Draft("shot", ct.NP("target", Select(HERO, side=OPPONENT)), amount, params=(("shooter", shooter),))]
        return ct.Draft("sequence", group=shots)

    def k_mb_scales_strike(self, _: list[Any]) -> list[Any]:
        """«Чешуя Х, где Х — сила удара <этой карты>»: keyword ``scales_strike`` (Чешуя of the card's strike now)."""
        return [_ct().KW("scales_strike")]

    def c_mb_paid_not_yours(self, _: list[Any]) -> Any:
        """«если уничтоженная карта поддержки не была вашей»: the support card destroyed to pay for this activation was
        under another player's control (``Condition("mb_paid_foreign")``; only with the cost «Уничтожьте карту
        поддержки:» — checked by ``mb_check_paid``)."""
        from berserk_heroes.abilities import Condition

        return Condition("mb_paid_foreign")

    def e_mb_lose_coins_to_yours(self, children: list[Any]) -> Any:
        """«Противник теряет по 1{м} до тех пор, пока у него не останется столько же {м}, сколько и у вас»: ``lose_coins``
        of the opponent by ``Amount("mb_coin_excess")`` (how many more coins he has than you, never below 0)."""
        from berserk_heroes.abilities import OPPONENT

        ct = _ct()
        side = children[0]
        if side != OPPONENT or ct._ints(children) != [1]:
            raise ct.CompileError("«теряет по N{м} до тех пор …» of another player or by another step")
        return ct.Draft("lose_coins", ct.NP("ref", ref=Ref("player", side=OPPONENT)), Amount("mb_coin_excess"))

    def ad_mb_strike_chosen(self, _: list[Any]) -> Amount:
        """«сила удара выбранного существа»: bound by the finaliser to the card of the opening «Выберите …»."""
        return Amount("strike", ref=MB_CHOSEN)


def _x_to_paid(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    out = []
    for e in effects:
        amount = Amount("mb_x_paid") if isinstance(e.amount, Amount) and e.amount == Amount("x") else e.amount
        out.append(dataclasses.replace(e, amount=amount, then=_x_to_paid(e.then), otherwise=_x_to_paid(e.otherwise)))
    return tuple(out)


def _reads_paid_foreign(effects: tuple[Effect, ...]) -> bool:
    return any((e.condition is not None and e.condition.kind == "mb_paid_foreign")
               or _reads_paid_foreign((*e.then, *e.otherwise)) for e in effects)


def mb_paid_x(cost_is_x: bool, abilities: list[Ability]) -> tuple[list[Ability], list[str]]:
    """Family «misc_b»: the X of a card of cost X (rule: the player picks X when he plays it and pays it on top of the
    cost; engine/effects_misc_b.py ``XPlayFrame``). In the card's own «Найм» (a triggered ability on its own entering
    play) an «Х» is that paid X (``Amount("mb_x_paid")``); «Входит в игру с Х эффектами усиления» needs a cost X.
    Returns the abilities and the reasons for refusing (a card without cost X reading a paid X)."""
    gaps: list[str] = []
    out = []
    for ab in abilities:
        if _reads_paid_foreign(ab.effects) and not any(c.kind == "mb_destroy_support" for c in ab.costs):
            gaps.append("«если уничтоженная карта поддержки не была вашей» without that payment")
        if any(p.kind == "mb_enters_boosted" for p in ab.statics) and not cost_is_x:
            gaps.append("«Входит в игру с Х …» on a card without cost X")
        if cost_is_x and ab.kind == TRIGGERED and ab.trigger is not None and ab.trigger.event == ENTERS_PLAY \
                and ab.trigger.subject is None and ab.trigger.other is None and not ab.costs:
            ab = dataclasses.replace(ab, effects=_x_to_paid(ab.effects))
        out.append(ab)
    return out, gaps


def mb_reads_paid_x(abilities: tuple[Ability, ...]) -> bool:
    """Whether a card's abilities read the X paid for it (its play then asks for X)."""
    def uses(effects: tuple[Effect, ...]) -> bool:
        return any((isinstance(e.amount, Amount) and e.amount.kind == "mb_x_paid") or uses(e.then) or uses(e.otherwise)
                   for e in effects)

    return any(any(p.kind == "mb_enters_boosted" for p in ab.statics) or uses(ab.effects)
               or any(t.select.state == "zf_x_paid" for t in ab.targets)  # zones_f: «Х <карт>» targets of its Найм
               for ab in abilities)
