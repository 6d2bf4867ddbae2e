"""Transformer methods of the «costs_misc» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «costs_misc» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import Condition


class CostsMiscPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «costs_misc» phrases."""

    # --- conditions ---------------------------------------------------------------------------------------

    def c_hand_more(self, _: list[Any]) -> Condition:
        """«если у вас в руке больше карт, чем у противника»: your hand size > the opponent's."""
        return Condition("hand_vs_opponent", op=">")

    def c_hand_less(self, _: list[Any]) -> Condition:
        """«если у вас в руке меньше карт, чем у противника»: your hand size < the opponent's."""
        return Condition("hand_vs_opponent", op="<")
