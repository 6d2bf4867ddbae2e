"""Transformer methods of the «amounts» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «amounts» section).
"""

from __future__ import annotations


class AmountsPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «amounts» phrases."""
