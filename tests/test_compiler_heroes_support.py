"""Compiler tests of the «heroes_support» phrase family (heroes and support cards): real card texts → exact abilities."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    CLOSE,
    COINS,
    CREATURE,
    CHARACTER,
    ENEMY_HERO,
    HAND,
    OPPONENT,
    OPPONENT_PLAYER,
    SPELL,
    STATIC,
    TARGET,
    TRIGGERED,
    TURN_END,
    YOU,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from tests.test_compiler import abilities


def test_sum_of_strikes() -> None:
    assert abilities("Скальвит")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 8), Cost(CLOSE)),
        effects=(Effect("wound", ENEMY_HERO, Amount("strike_sum", select=Select(CREATURE, side=YOU))),))


def test_close_your_creature_as_payment() -> None:
    akk = Select(CREATURE, side=YOU, classes=("Аккениец",))
    assert abilities("Алманз, Бронтобой")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 1), Cost("close_own", select=akk)),
        targets=(Target(Select(CREATURE, side=OPPONENT)),), effects=(Effect("close", TARGET(0)),))
    orc = Condition("count", select=Select(CREATURE, side=YOU, classes=("Орк",)))
    assert abilities("Тогрим, Наводчик") == (
        Ability(STATIC, statics=(StaticPart("grant", select=Select(CREATURE, side=YOU, classes=("Боевая машина",)),
                                            value=1, keyword="haste", condition=orc),)),
        Ability(ACTIVATED, costs=(Cost(COINS, 1), Cost("close_own")),
                targets=(Target(Select(CHARACTER, side=OPPONENT), chooser=OPPONENT),),
                effects=(Effect("shot", TARGET(0), 3),)),
    )


def test_if_he_played_a_spell_this_turn() -> None:
    played = Condition("played_this_turn", select=Select(SPELL, zone=HAND), ref=OPPONENT_PLAYER)
    assert abilities("Грязные трущобы") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=OPPONENT), effects=(
            Effect("wound", ENEMY_HERO, 3, condition=played),
            Effect("wound", YOUR_HERO, 1, condition=Condition("not", parts=(played,))))),
    )
