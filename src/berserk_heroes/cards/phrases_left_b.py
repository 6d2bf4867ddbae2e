"""Transformer methods of the «left_b» phrase family (round 5 helper, mixed into ``compiler_transform.ToAbilities``):
small variations of phrases other families already support.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «left_b» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import CARD, OPPONENT, Select, StaticPart


class LeftBPhrases:
    """Mixin of ``ToAbilities``: the «left_b» rules."""

    def s_lb_opp_cards_no_untap(self, _: list[Any]) -> list[StaticPart]:
        """«Карты противника не открываются» (Потревоженный дуб): every card the opponent controls in play (heroes,
        creatures, support cards; coins are not cards) has «Не открывается в начале хода» (``no_untap``: the фаза
        восстановления does not open it), as «Герои не открываются в свой ход» (Усмиритель, «heroes_support»).
        Cards opened by an instruction («Откройте», «Подготовьте») still open."""
        return [StaticPart("grant", select=Select(CARD, side=OPPONENT), keyword="no_untap", value=1)]
