"""Transformer helpers and methods of the «misc_b» phrase family (round 5, mixed into
``compiler_transform.ToAbilities``): a long tail of amounts, conditions and one-card effects.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «misc_b» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import Amount, Ref

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
    if not isinstance(d.amount, Amount) or d.amount.ref != MB_CHOSEN:
        return
    chosen = getattr(fin, "mb_chosen", None)
    if chosen is None:
        raise _ct().CompileError("«выбранного существа» without one card chosen first")
    target = fin.targets[chosen.index]
    if target.min != 1 or target.max != 1:
        raise _ct().CompileError("«выбранного существа» of a choice of several cards")
    d.amount = dataclasses.replace(d.amount, ref=chosen)


class MiscBPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «misc_b» phrases."""

    def ad_mb_strike_chosen(self, _: list[Any]) -> Amount:
        """«сила удара выбранного существа»: bound by the finaliser to the card of the opening «Выберите …»."""
        return Amount("strike", ref=MB_CHOSEN)
