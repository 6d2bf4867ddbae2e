"""Compiler tests of the «zones_c» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    CARD,
    CARD_PLAYED,
    DECK,
    ENTERS_PLAY,
    HAND,
    OPPONENT,
    SIDEBOARD,
    SPELL,
    SPELL_ABILITY,
    THIS,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    Ability,
    Cost,
    Effect,
    Select,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts
from tests.test_compiler import abilities, non_keyword


def test_sideboard_abilities() -> None:
    assert abilities("Страж гробницы") == (
        Ability(ACTIVATED, zone=SIDEBOARD, costs=(Cost("shuffle_grave_opp", 5),),
                effects=(Effect("zc_summon_self_sideboard", THIS),)),
    )
    assert abilities("Узник ледника")[1] == Ability(
        TRIGGERED, zone=SIDEBOARD, trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
        effects=(Effect("pay", YOU_PLAYER, 2, optional=True, then=(Effect("zc_summon_self_sideboard", THIS),)),))


def test_summon_self_from_sideboard_needs_the_sideboard_zone() -> None:
    # without the zone reminder the ability works in play, where the card cannot be in the sideboard: unsupported
    result = compile_text("Когда противник разыгрывает заклинание, можете заплатить 2{м}, при этом вызовите Узника "
                          "ледника из вашей дополнительной колоды.", "Узник ледника", "creature")
    assert result.fully
    assert unsupported_parts(result.abilities[0])


def test_swap_hand_and_sideboard() -> None:
    assert non_keyword("Пересадка разума") == (
        Ability(SPELL_ABILITY, effects=(Effect("zc_swap_hand_sideboard", YOU_PLAYER),)),
    )


def test_search_named_in_the_plural() -> None:
    assert abilities("Погонщик яков") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("search", YOU_PLAYER, 2, params=(("select", Select(CARD, side=YOU, zone=DECK, name="Як")),
                                                    ("up_to", True))),)),
    )


def test_hire_delayed_to_end_of_your_turn_and_discard_a_kind() -> None:
    from berserk_heroes.abilities import DIES, GRAVEYARD, Ref

    back = Effect("to_hand_from_graveyard", YOU_PLAYER, 1, params=(
        ("select", Select(SPELL, side=YOU, zone=GRAVEYARD, cost_max=3)), ("up_to", False)))
    assert abilities("Неопытная некромантка") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("delayed", params=(("moment", "end_own"), ("effects", (back,)))),)),
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(
            Effect("discard", YOU_PLAYER, 1, params=(("chooser", "owner"), ("select", Select(SPELL, side=YOU, zone=HAND))),
                   otherwise=(Effect("wound", Ref("hero", side=YOU), 3),)),)),
    )
    # «В конце вашего хода» as a delayed instruction only right after «Найм:»
    assert not compile_text("Гибель: В конце вашего хода возьмите карту.", "Х", "creature").fully


def test_opponent_may_discard_else_reveal() -> None:
    from berserk_heroes.abilities import OPPONENT_PLAYER

    assert abilities("Беспочвенные подозрения") == (
        Ability(SPELL_ABILITY, effects=(
            Effect("zc_opponent_may_discard", OPPONENT_PLAYER, 1, params=(
                ("select", Select(CARD, side=OPPONENT, zone=HAND, elements=("Нейтральные",))),), otherwise=(
                Effect("sequence", params=(("effects", (
                    Effect("reveal_hand", OPPONENT_PLAYER),
                    Effect("discard", OPPONENT_PLAYER, 1, params=(
                        ("chooser", YOU), ("select", Select(CARD, side=OPPONENT, zone=HAND, cost_max=3)))))),)),)),)),
    )


def test_show_from_hand_then_search_same_name() -> None:
    from berserk_heroes.abilities import NAMED, TURN_START

    assert abilities("Дракон-оракул")[1] == Ability(
        TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), effects=(
            Effect("zc_reveal_from_hand_name", YOU_PLAYER, 1, optional=True,
                   params=(("select", Select(SPELL, side=YOU, zone=HAND, elements=("Горы",))),),
                   then=(Effect("search", YOU_PLAYER, 1, params=(
                       ("select", Select(SPELL, side=YOU, zone=DECK, name=NAMED)), ("up_to", False))),)),))


def test_remove_extra_lives_then_revive_self() -> None:
    from berserk_heroes.abilities import GRAVEYARD, PUT_INTO_GRAVEYARD

    assert abilities("Кровопийца Драксиля") == (
        Ability(TRIGGERED, zone=GRAVEYARD, trigger=Trigger(PUT_INTO_GRAVEYARD), effects=(
            Effect("zc_remove_extra_lives", YOU_PLAYER, 3, optional=True, then=(Effect("revive", THIS, 1),)),)),
    )


def test_search_opponent_deck_same_or_lower_cost() -> None:
    from berserk_heroes.abilities import CREATURE, DIES

    assert abilities("Чёрный жнец")[0] == Ability(
        TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=YOU)), effects=(
            Effect("zc_search_opp_deck_to_grave", YOU_PLAYER, 1,
                   params=(("select", Select(CARD, side=OPPONENT, zone=DECK)),)),))
    # «той же стоимости» needs a trigger about a creature that died
    line = "Найм: Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище."
    assert not compile_text(line, "Х", "creature").fully
