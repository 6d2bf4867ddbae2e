"""Transformer methods of the «triggers_hoard» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers_hoard» section).
"""

from __future__ import annotations


class TriggersHoardPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «triggers_hoard» phrases."""
