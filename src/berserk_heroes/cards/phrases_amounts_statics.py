"""Transformer methods of the «amounts_statics» phrase family (round 6, mixed into ``compiler_transform.ToAbilities``):
amounts «где Х — …» that read values of cards, and a few static abilities.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «amounts_statics» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import PERMANENT, Amount, Ref

# internal: in an Amount, «уничтоженного существа» — the card the ability's «Уничтожьте <существо>» destroyed (bound to
# that instruction's target by ``as_resolve_amount``)
AS_DESTROYED = Ref("as_destroyed")


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def as_note_destroyed(fin: Any, verb: str, what: Ref | None) -> None:
    """Remember the card of the ability's «Уничтожьте <одно существо>» (a declared target): the «уничтоженное
    существо» of a later amount. A second destruction makes the phrase ambiguous (refused when it is read)."""
    if verb == "destroy":
        fin.as_destroyed = what if what is not None and what.kind == "target" and not hasattr(fin, "as_destroyed") \
            else None


def as_resolve_amount(fin: Any, d: Any) -> None:
    """Bind ``AS_DESTROYED`` in the draft's amount to the destroyed card (refused when no single target was destroyed
    by an earlier instruction of the ability)."""
    if not isinstance(d.amount, Amount) or d.amount.ref != AS_DESTROYED:
        return
    destroyed = getattr(fin, "as_destroyed", None)
    if destroyed is None:
        raise _ct().CompileError("«уничтоженного существа» without one card destroyed before")
    target = fin.targets[destroyed.index]
    if target.min != 1 or target.max != 1:
        raise _ct().CompileError("«уничтоженного существа» after the destruction of several cards")
    d.amount = dataclasses.replace(d.amount, ref=destroyed)


class AmountsStaticsPhrases:
    """Mixin of ``ToAbilities``: the «amounts_statics» rules."""

    def ad_as_gone_min(self, _: list[Any]) -> Amount:
        """«меньшее из значений удара или жизней уничтоженного существа»."""
        return Amount("as_gone_min", ref=AS_DESTROYED)

    def e_as_gains_gone_strike_life(self, children: list[Any]) -> Any:
        """«<np> получает +Х к удару и +Y к жизням, где Х – удар, а Y – количество жизней уничтоженного существа»: two
        permanent modifies of the same card, by the destroyed card's strike and by its life."""
        ct = _ct()
        return ct.Draft("sequence", group=[
            ct.Draft("modify", ct._np_of(children), Amount("as_gone_strike", ref=AS_DESTROYED),
                     params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            ct.Draft("modify", ct.NP("it"), Amount("as_gone_life", ref=AS_DESTROYED),
                     params=(("strike", 0), ("life", 1), ("duration", PERMANENT)))])
