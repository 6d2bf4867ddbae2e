"""Compiler tests of the «heroes_b» phrase family (texts of heroes): real card texts → exact abilities."""

from __future__ import annotations

import dataclasses

import pytest

from berserk_heroes.abilities import (
    ACTIVATED,
    CARD,
    CLOSE,
    COINS,
    CREATURE,
    DECK,
    DIES,
    END_OF_TURN,
    ENEMY_HERO,
    GRAVEYARD,
    HAND,
    HB_HOARDED_NIGHTMARE,
    IT,
    MEDITATION_USED,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_START,
    WOUNDED,
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
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import CompileError, compile_unit
from tests.test_compiler import abilities


def test_put_nightmare_hoarded_into_play() -> None:
    """Ликару: only cards hoarded under your Кошмар creatures (not under your hero)."""
    assert abilities("Ликару") == (Ability(
        ACTIVATED, costs=(Cost(COINS, 3), Cost(CLOSE)),
        effects=(Effect("za_put_into_play", YOU_PLAYER, 1,
                        params=(("select", Select(CREATURE, side=YOU, zone=HB_HOARDED_NIGHTMARE)),)),)),)


def test_a_player_reveals_is_wounded_draws() -> None:
    """Рейвенкар, Потухший: a player of your choice reveals, his hero is wounded by the card's cost, then he draws."""
    def mode(who, hero):  # type: ignore[no-untyped-def]
        return Ability(SPELL_ABILITY, effects=(
            Effect("reveal_top", who, 1),
            Effect("wound", hero, Amount("cost", ref=IT), then=(Effect("draw", who, 1),))))

    assert abilities("Рейвенкар, Потухший") == (Ability(
        ACTIVATED, costs=(Cost(COINS, 1), Cost(CLOSE)),
        effects=(Effect("choose_mode", params=(
            ("modes", (mode(YOU_PLAYER, YOUR_HERO), mode(OPPONENT_PLAYER, ENEMY_HERO))),
            ("min", 1), ("max", 1), ("times", 1))),)),)


def test_search_cost_of_meditation_value() -> None:
    """Сейвар, Наставник: Х of «стоимостью Х{м}» is the value of the Медитация that worked."""
    lin = Select(CREATURE, side=YOU, classes=("Линунг",))
    assert abilities("Сейвар, Наставник") == (Ability(
        TRIGGERED, trigger=Trigger(MEDITATION_USED, subject=lin),
        effects=(Effect("hb_search_event_cost", YOU_PLAYER, 1,
                        params=(("select", Select(CREATURE, side=YOU, zone=DECK, classes=("Линунг",))),
                                ("up_to", False))),)),)


def test_double_strike_and_life() -> None:
    """Витослава: +its strike and +its life value (maximum life), for good."""
    t = TARGET(0)
    assert abilities("Витослава")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 7),), targets=(Target(Select(CREATURE, side=YOU)),),
        effects=(Effect("sequence", params=(("effects", (
            Effect("modify", t, Amount("strike", ref=t), params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            Effect("modify", t, Amount("hb_max_life", ref=t),
                   params=(("strike", 0), ("life", 1), ("duration", PERMANENT))))),)),))


def test_revive_the_dead_demon_with_one_life() -> None:
    """Валинда: «этого демона» is the trigger's card even after «вашего героя» was named (a hero is no demon)."""
    assert abilities("Валинда")[1] == Ability(
        TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=YOU, classes=("Демон",))),
        effects=(Effect("wound", YOUR_HERO, 4, optional=True,
                        then=(Effect("hb_revive_event", Ref("event", role="subject"), None, params=(("life", 1),)),)),))


def test_may_play_undead_from_graveyard_this_turn() -> None:
    """Анири: a permission on your hero until the end of the turn."""
    assert abilities("Анири") == (Ability(
        ACTIVATED, costs=(Cost(COINS, 2), Cost(CLOSE)),
        effects=(Effect("hb_grave_play", YOU_PLAYER, None, params=(
            ("select", Select(CREATURE, side=YOU, zone=GRAVEYARD, classes=("Нежить",))),
            ("duration", END_OF_TURN))),)),)


def test_reveal_x_cards_prevent_x_wounds_to_this_hero() -> None:
    """Адина: Х is the number of cards shown; the shield is for the hero alone, until the end of the turn."""
    assert abilities("Адина") == (Ability(
        TRIGGERED, trigger=Trigger(TURN_START, whose_turn=OPPONENT),
        effects=(Effect("reveal_from_hand", YOU_PLAYER, params=(("select", Select(CARD, side=YOU, zone=HAND)),),
                        then=(Effect("prevent", YOU_PLAYER, Amount("done"),
                                     params=(("scope", "hero"), ("duration", END_OF_TURN))),)),)),)


def test_slua_life_left_and_wound_all_own_cost() -> None:
    """Илиарт Керсам: the life this creature has left; every character of yours wounded as the payment."""
    granted = Ability(TRIGGERED, trigger=Trigger(WOUNDED),
                      effects=(Effect("wound", ENEMY_HERO, Amount("hb_life", ref=THIS)),))
    first, second = abilities("Илиарт Керсам")
    assert first == Ability(STATIC, statics=(StaticPart(
        "grant_ability", select=Select(CREATURE, side=YOU, classes=("Слуа",)),
        ability=dataclasses.replace(granted, text=first.statics[0].ability.text)),))
    assert second == Ability(ACTIVATED, costs=(Cost(COINS, 2), Cost("hb_wound_all_own", 1)),
                             effects=(Effect("draw", YOU_PLAYER, 1),))


def test_each_player_closes_creatures_or_coins() -> None:
    """Гронбар: the player whose turn starts chooses (you in yours, the opponent in his) for his own side."""
    def ability(whose, extra):  # type: ignore[no-untyped-def]
        modes = (Ability(SPELL_ABILITY, effects=(Effect("close", Ref("all", select=Select(CREATURE, side=whose))),)),
                 Ability(SPELL_ABILITY, effects=(Effect("hb_close_all_coins", Ref("player", side=whose)),)))
        return Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=whose), effects=(Effect(
            "choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1), *extra)),))

    assert abilities("Гронбар") == (ability(YOU, ()), ability(OPPONENT, (("chooser", "opponent"),)))


def test_exact_creature_lead_and_swap_strike_life() -> None:
    """Эрлкинг, Вожак: a static with the condition «ровно на одно существо больше»; the swap instruction."""
    first, second = abilities("Эрлкинг, Вожак")
    assert first.statics[0].condition == Condition("hb_creature_lead", op="==", value=1)
    assert first.statics[0].keyword == "haste"
    assert second == Ability(ACTIVATED, costs=(Cost(COINS, 1),), targets=(Target(Select(CREATURE)),),
                             effects=(Effect("hb_swap_strike_life", TARGET(0)),))


@pytest.mark.parametrize("text", [
    "Когда у вашего линунга срабатывает Медитация, Поиск — линунг стоимостью Х{м}.",  # no Х named
    "Поиск — линунг стоимостью Х{м}.",
    "Когда погибает ваш демон, возродите существо с 1 жизнью.",  # which creature
    "2{м}{Т}: Вы можете разыгрывать нежить с вашего кладбища.",  # for how long
    "Когда ваше существо получает раны, ранить героя противника на Х, где Х — количество текущих жизней этого существа.",
])
def test_cost_x_refused_without_its_number(text: str) -> None:
    with pytest.raises(CompileError):
        compile_unit(text, "Тест", "hero")
