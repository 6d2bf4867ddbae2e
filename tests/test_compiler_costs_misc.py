"""Compiler tests of the «costs_misc» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    CHARACTER,
    ENTERS_PLAY,
    OPPONENT,
    TARGET,
    TRIGGERED,
    YOU_PLAYER,
    Ability,
    Condition,
    Effect,
    Select,
    Target,
    Trigger,
)
from tests.test_compiler import abilities, non_keyword


def test_hand_size_compared_with_the_opponents() -> None:
    more = Condition("hand_vs_opponent", op=">")
    assert abilities("Джаал") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                effects=(Effect("draw", YOU_PLAYER, 1, condition=more),)),
    )
    assert non_keyword("Лучница Аккении") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CHARACTER, side=OPPONENT)),),
                effects=(Effect("shot", TARGET(0), 2, condition=Condition("hand_vs_opponent", op="<")),)),
    )
