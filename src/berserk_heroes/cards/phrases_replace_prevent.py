"""Transformer methods of the «replace_prevent» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «replace_prevent» section).
"""

from __future__ import annotations


class ReplacePreventPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «replace_prevent» phrases."""
