"""Compiler tests of the «hoard_copies» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ANY,
    CREATURE,
    EACH,
    END_OF_OPPONENT_TURN,
    END_OF_TURN,
    ENTERS_PLAY,
    HAND,
    HC_FOUND,
    HC_HOARDED_THIS,
    IT,
    OPPONENT,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from tests.test_compiler import abilities, non_keyword

ALL_CREATURES = Ref("all", select=Select(CREATURE))


def test_creatures_return_under_their_owners_control() -> None:
    assert non_keyword("Турун")[0] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("hc_return_control", ALL_CREATURES),
        Effect("modify", Ref("all", select=Select(CREATURE, side=YOU)),
               params=(("strike", 1), ("life", 0), ("duration", END_OF_TURN)))))


def test_timed_ban_on_control_changes_and_created_creatures() -> None:
    ban, modes, draw = abilities("Увидеть истину")
    assert ban == Ability(SPELL_ABILITY, effects=(Effect("ban", Ref("player", side=EACH), params=(
        ("action", "be_controlled"), ("select", Select(CREATURE)), ("limit", 0), ("window", None),
        ("duration", END_OF_OPPONENT_TURN))),))
    assert modes == Ability(SPELL_ABILITY, effects=(Effect("choose_mode", params=(("modes", (
        Ability(SPELL_ABILITY, effects=(Effect("destroy", Ref("all", select=Select(CREATURE, keyword="created"))),)),
        Ability(SPELL_ABILITY, effects=(Effect("hc_return_control", ALL_CREATURES),)))),
        ("min", 1), ("max", 1), ("times", 1))),))
    assert draw == Ability(SPELL_ABILITY, effects=(Effect("draw", YOU_PLAYER, 1),))


def test_hoard_from_your_hand_and_the_strike_of_the_hoarded_card() -> None:
    assert non_keyword("Отродье Раага") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("hc_hoard_own_hand", YOU_PLAYER, 1, params=(
            ("holder", THIS), ("select", Select(CREATURE, side=YOU, zone=HAND, classes=("Орк",))))),)),
        Ability(STATIC, statics=(StaticPart("modify", strike=1, per=Amount(
            "hc_hoarded_strike", select=Select(CREATURE, zone=HC_HOARDED_THIS, classes=("Орк",)))),)),
    )


def test_return_the_cards_hoarded_by_this_card_into_play_later() -> None:
    assert non_keyword("Белый зверь") == (Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE), min=1, max=2),),
        effects=(Effect("hoard", TARGET(0), params=(("holder", THIS),)),
                 Effect("delayed", params=(("moment", "end_next_own"), ("effects", (
                     Effect("hc_return_to_play", Ref("all", select=Select(CREATURE, zone=HC_HOARDED_THIS))),))))),
    ),)


def test_greatest_strike_under_each_opponents_control() -> None:
    assert non_keyword("Яростный клыкан")[1] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("destroy", Ref("all", select=Select(CREATURE, side=OPPONENT, state="hc_greatest_strike"))),))


def test_hoard_cards_from_a_chosen_graveyard() -> None:
    assert abilities("Серый сумрак") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("hc_hoard_graveyard", Ref("player", side=ANY), 5, params=(("holder", THIS),)),)),)


def test_an_egg_hoards_the_card_found_by_the_search() -> None:
    (ability,) = abilities("Заботливый")
    assert ability.trigger == Trigger(TURN_END)
    assert ability.effects[1:] == (Effect("create", YOU_PLAYER, 1, params=(("name", "Яйцо"),)),
                                   Effect("hoard", HC_FOUND, params=(("holder", IT),)))


def test_lose_x_coins_to_create_x_copies_of_this_card() -> None:
    from berserk_heroes.cards.compiled import compiled_pool, reserve_for

    (ability,) = non_keyword("Сквайр Кронга")
    assert ability == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("hc_lose_x_copies", THIS, optional=True),))
    pool = compiled_pool()
    squire = pool.find("Сквайр Кронга")
    assert squire is not None
    assert [c.name for c in reserve_for([squire], pool)] == ["Сквайр Кронга"] * 10  # the запас keeps ten copies


def test_instructions_about_it_share_the_condition_before_them() -> None:
    (ability,) = abilities("Крик МетеОРКОВ")
    priest = ability.effects[0].condition
    assert priest is not None
    assert [(e.verb, e.what, e.condition) for e in ability.effects] == [
        ("take_control_until", TARGET(0), priest), ("open", TARGET(0), priest), ("grant", TARGET(0), priest)]
