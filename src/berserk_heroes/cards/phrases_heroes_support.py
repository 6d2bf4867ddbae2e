"""Transformer methods of the «heroes_support» phrase family (mixed into ``compiler_transform.ToAbilities``): texts of
heroes (activated abilities, statics over your creatures) and of support cards (amulets, armour, weapons, events,
terrains).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «heroes_support» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    Amount,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class HeroesSupportPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «heroes_support» phrases."""

    def ad_hs_strike_sum(self, children: list[Any]) -> Amount:
        """«где Х – сумма ударов всех ваших существ»: the strikes of the cards named, added up (``strike_sum``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise ct.CompileError("sum of the strikes of what")
        return Amount("strike_sum", select=np.select)
