"""Compiler tests of the «heroes_support» phrase family (heroes and support cards): real card texts → exact abilities."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    CLOSE,
    COINS,
    CREATURE,
    ENEMY_HERO,
    YOU,
    Ability,
    Amount,
    Cost,
    Effect,
    Select,
)
from tests.test_compiler import abilities


def test_sum_of_strikes() -> None:
    assert abilities("Скальвит")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 8), Cost(CLOSE)),
        effects=(Effect("wound", ENEMY_HERO, Amount("strike_sum", select=Select(CREATURE, side=YOU))),))
