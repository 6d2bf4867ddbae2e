"""Compiler tests of the «zones_b» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CARD,
    CARD_PLAYED,
    CREATURE,
    DECK,
    DIES,
    EACH,
    EITHER,
    ENEMY_HERO,
    ENTERS_PLAY,
    EVENT,
    GRAVEYARD,
    HAND,
    MILLED,
    OPPONENT,
    OPPONENT_PLAYER,
    PUT_INTO_GRAVEYARD,
    SPELL,
    SPELL_ABILITY,
    TARGET,
    THIS,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Ref,
    Select,
    Target,
    Trigger,
)
from tests.test_compiler import abilities, card, non_keyword


def _hoard_hand(who: object, then: tuple[Effect, ...] = ()) -> Effect:
    return Effect("hoard_from_hand", who, 1, params=(("holder", THIS), ("chooser", "owner")), then=then)  # type: ignore[arg-type]


def test_hoard_from_the_hand_of_a_player_of_your_choice() -> None:
    def modes(yours_then: tuple[Effect, ...]) -> Effect:
        return Effect("choose_mode", params=(("modes", (
            Ability(SPELL_ABILITY, effects=(_hoard_hand(YOU_PLAYER, yours_then),)),
            Ability(SPELL_ABILITY, effects=(_hoard_hand(OPPONENT_PLAYER),)))), ("min", 1), ("max", 1), ("times", 1)))

    assert abilities("Айоргу") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(modes(()),)),)
    assert abilities("Турголиа") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(modes((Effect("draw", YOU_PLAYER, 1),)),)),)
    assert abilities("Дору") == (
        Ability(ACTIVATED, costs=(Cost("coins", 1),), effects=(_hoard_hand(OPPONENT_PLAYER),)),)


def test_milled_by_this_cards_mor() -> None:
    assert abilities("Мумия") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("mill", Ref("player", side=ANY), 1, params=(("mor", True),)),)),
        Ability(TRIGGERED, zone=GRAVEYARD, every_time=True,
                trigger=Trigger(MILLED, subject=Select(CREATURE, side=YOU, zone=GRAVEYARD)),
                effects=(Effect("grave_card_to_hand", EVENT()),)),
    )
    # «…, иначе ранить героя на 1»: both targets would be named at declaration — refused
    assert not card("Вестник неизбежного").fully


def test_activated_any_times_and_summon_from_deck_or_hand() -> None:
    assert abilities("Леди Дриана") == (
        Ability(ACTIVATED, costs=(Cost("coins", 2),), every_time=True, effects=(Effect("draw", YOU_PLAYER, 1),)),
        Ability(ACTIVATED, costs=(Cost("coins", 4), Cost("close")), effects=(
            Effect("summon_deck_or_hand", YOU_PLAYER, 1, params=(
                ("select", Select(CREATURE, side=YOU, zone=DECK, cost_max=6)), ("up_to", False))),)),
    )


def test_opponent_chooses_the_mode() -> None:
    def search(**cost: int) -> Ability:
        return Ability(SPELL_ABILITY, effects=(Effect("search", YOU_PLAYER, 1, params=(
            ("select", Select(CREATURE, side=YOU, zone=DECK, **cost)), ("up_to", False))),))  # type: ignore[arg-type]

    assert abilities("Официант") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("choose_mode", params=(
            ("modes", (search(cost_max=4), search(cost_min=4))), ("min", 1), ("max", 1), ("times", 1),
            ("chooser", "opponent"))),)),
    )


def test_to_the_sideboard() -> None:
    def mode(sel: Select) -> Ability:
        return Ability(SPELL_ABILITY, targets=(Target(sel),), effects=(Effect("to_sideboard", TARGET(0)),))

    assert abilities("Внезапное сокращение") == (
        Ability(SPELL_ABILITY, effects=(Effect("choose_mode", params=(
            ("modes", (mode(Select(CREATURE, side=EITHER, zone=GRAVEYARD)), mode(Select(CREATURE)))),
            ("min", 1), ("max", 2), ("times", 1))),)),
    )


def test_discard_or_be_wounded() -> None:
    assert non_keyword("Истязание") == (
        Ability(SPELL_ABILITY, effects=(Effect("discard", OPPONENT_PLAYER, 1, params=(("chooser", "owner"),),
                                               otherwise=(Effect("wound", ENEMY_HERO, 3),)),)),
    )


def test_random_discard_then_search_if() -> None:
    unique = Condition("zb_discarded", select=Select(CARD, zone=GRAVEYARD, keyword="unique"))
    assert non_keyword("Тени в разуме") == (
        Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
            Effect("discard", Ref("player", side=EACH), 1, params=(("chooser", "random"),)),
            Effect("search", YOU_PLAYER, 1, params=(("select", Select(CARD, side=YOU, zone=DECK, keyword="unique")),
                                                    ("up_to", False)), condition=unique))),)),)),
    )


def test_hand_into_deck_and_spell_back_to_hand() -> None:
    assert abilities("Грабёж") == (Ability(SPELL_ABILITY, effects=(Effect("hand_into_deck_draw", OPPONENT_PLAYER, 1),)),)
    assert abilities("Погонщик Тоа-Дана")[-1] == Ability(
        TRIGGERED, trigger=Trigger(PUT_INTO_GRAVEYARD, subject=Select(SPELL, side=YOU)),
        effects=(Effect("pay", YOU_PLAYER, 2, optional=True, then=(Effect("grave_card_to_hand", EVENT()),)),))


def test_namesake_in_his_graveyard() -> None:
    assert non_keyword("Агатовый дракон") == (
        Ability(TRIGGERED, every_time=True, trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND)),
                effects=(Effect("wound", ENEMY_HERO, 5, condition=Condition("zb_same_name_in_grave", ref=EVENT())),)),
    )


def test_card_not_a_hero() -> None:
    assert abilities("Отправить на рудники") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CARD, state="not_hero")),), effects=(
            Effect("gain_coins", OPPONENT_PLAYER, 1, params=(("temporary", False),)),
            Effect("to_deck_bottom", TARGET(0)))),
    )


def test_opponent_destroys_his_own() -> None:
    modes = abilities("Содрать шкуру")[0].effects[0].param("modes")
    assert modes[2] == Ability(SPELL_ABILITY, effects=(Effect("destroy_own_pick", OPPONENT_PLAYER, 1, params=(
        ("select", Select(CREATURE, side=OPPONENT, keyword="spell_protection")),)),))


def test_namesakes_of_a_graveyard_card_from_his_hand() -> None:
    assert abilities("Апрашас")[1] == Ability(
        ACTIVATED, costs=(Cost("coins", 2),), targets=(Target(Select(CARD, side=OPPONENT, zone=GRAVEYARD)),),
        effects=(Effect("declare_target", TARGET(0)), Effect("sequence", params=(("effects", (
            Effect("reveal_hand", OPPONENT_PLAYER), Effect("shuffle_hand_namesakes", TARGET(0)))),))))


def test_wound_each_player_per_card_in_his_hand() -> None:
    def per_hand(side: str) -> Amount:
        return Amount("count", select=Select(CARD, side=side, zone=HAND))

    modes = abilities("Странная буря")[0].effects[0].param("modes")
    assert modes[1] == Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
        Effect("wound", YOUR_HERO, per_hand(YOU)), Effect("wound", ENEMY_HERO, per_hand(OPPONENT)))),)),))


def test_played_creature_or_spell() -> None:
    ability = non_keyword("Виндерхальд")[0]
    assert ability.trigger == Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND,
                                                                   state="creature_or_spell"))
    assert ability.keyword == ("ambush", 3)
