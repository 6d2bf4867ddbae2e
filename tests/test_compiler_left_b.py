"""Compiler tests of the «left_b» phrase family (round 5 helper): real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import CARD, OPPONENT, STATIC, Ability, Select, StaticPart
from tests.test_compiler import abilities


def test_opponent_cards_do_not_untap() -> None:
    # «Карты противника не открываются»: every card of the opponent in play has «Не открывается в начале хода»
    ability = abilities("Потревоженный дуб")[1]
    assert ability == Ability(STATIC, statics=(
        StaticPart("grant", select=Select(CARD, side=OPPONENT), keyword="no_untap", value=1),))
