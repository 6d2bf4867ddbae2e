"""Transformer methods of the «costs_misc» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «costs_misc» section).
"""

from __future__ import annotations


class CostsMiscPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «costs_misc» phrases."""
