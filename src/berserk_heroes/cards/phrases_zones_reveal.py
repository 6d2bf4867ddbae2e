"""Transformer methods of the «zones_reveal» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_reveal» section).
"""

from __future__ import annotations


class ZonesRevealPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_reveal» phrases."""
