"""Transformer methods of the «combat_keywords» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «combat_keywords» section).
"""

from __future__ import annotations


class CombatKeywordsPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «combat_keywords» phrases."""
