"""Transformer methods of the «module» phrase family (mixed into ``compiler_transform.ToAbilities``): combined
cards («Модуль», «Присоедините … к …», engine/combined.py).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «module» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import Amount


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class ModulePhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «module» phrases."""

    def md_its_cost(self, _: list[Any]) -> Amount:
        """«где Х - его стоимость»: the cost of the card the instruction acts on (``SAME_CARD``, replaced by that
        card's reference when the instruction is finished). A combined card costs the sum of its parts."""
        return Amount("cost", ref=_ct().SAME_CARD)
