"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of texts of heroes: real card texts → exact abilities.

Compiler tests of texts of heroes and support cards: real card texts → exact abilities.
"""

from __future__ import annotations

import dataclasses

import pytest

from berserk_heroes import abilities as A
from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    ALL,
    BOOSTED,
    CARD,
    CHARACTER,
    CLOSE,
    CLOSED_COINS,
    COINS,
    CREATURE,
    DECK,
    DIES,
    DISCARDED,
    END_OF_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    GRAVE_PLAY,
    GRAVEYARD,
    HAND,
    HERO,
    HOARDED_NIGHTMARE,
    IT,
    LEAVES_PLAY,
    MEDITATION_USED,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    SUPPORT,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
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
    LookAtTopCard,
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
        effects=(Effect("put_into_play", YOU_PLAYER, 1,
                        params=(("from", ("hoarded",)), ("select", Select(CREATURE, side=YOU, zone=HOARDED_NIGHTMARE)),)),)),)


def test_a_player_reveals_is_wounded_draws() -> None:
    """Рейвенкар, Потухший: a player of your choice reveals, his hero is wounded by the card's cost, then he draws."""
    def mode(who, hero):  # type: ignore[no-untyped-def]
        return Ability(SPELL_ABILITY, effects=(
            LookAtTopCard(who, reveal=True),
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
        effects=(Effect("search", YOU_PLAYER, 1,
                        params=(("select", Select(CREATURE, side=YOU, zone=DECK, classes=("Линунг",))),
                                ("up_to", False), ("cost", Amount("event_amount")))),)),)


def test_double_strike_and_life() -> None:
    """Витослава: +its strike and +its life value (maximum life), for good."""
    t = TARGET(0)
    assert abilities("Витослава")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 7),), targets=(Target(Select(CREATURE, side=YOU)),),
        effects=(Effect("sequence", params=(("effects", (
            Effect("modify", t, Amount("strike", ref=t), params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            Effect("modify", t, Amount("life_value_of", ref=t),
                   params=(("strike", 0), ("life", 1), ("duration", PERMANENT))))),)),))


def test_revive_the_dead_demon_with_one_life() -> None:
    """Валинда: «этого демона» is the trigger's card even after «вашего героя» was named (a hero is no demon)."""
    assert abilities("Валинда")[1] == Ability(
        TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=YOU, classes=("Демон",))),
        effects=(Effect("wound", YOUR_HERO, 4, optional=True,
                        then=(Effect("put_into_play", Ref("event", role="subject"), None, params=(
                            ("from", ("graveyard",)), ("life", 1))),)),))


def test_may_play_undead_from_graveyard_this_turn() -> None:
    """Анири: a permission on your hero until the end of the turn."""
    assert abilities("Анири") == (Ability(
        ACTIVATED, costs=(Cost(COINS, 2), Cost(CLOSE)),
        effects=(Effect("establish", YOU_PLAYER, None, params=(("rule", GRAVE_PLAY),
            ("select", Select(CREATURE, side=YOU, zone=GRAVEYARD, classes=("Нежить",))),
            ("duration", END_OF_TURN))),)),)


def test_reveal_x_cards_prevent_x_wounds_to_this_hero() -> None:
    """Адина: Х is the number of cards shown; the shield is for the hero alone, until the end of the turn."""
    assert abilities("Адина") == (Ability(
        TRIGGERED, trigger=Trigger(TURN_START, whose_turn=OPPONENT),
        effects=(Effect("reveal", YOU_PLAYER, params=(("zone", HAND), ("select", Select(CARD, side=YOU, zone=HAND))),
                        then=(Effect("prevent", YOU_PLAYER, Amount("done"),
                                     params=(("scope", "hero"), ("duration", END_OF_TURN))),)),)),)


def test_slua_life_left_and_wound_all_own_cost() -> None:
    """Илиарт Керсам: the life this creature has left; every character of yours wounded as the payment."""
    granted = Ability(TRIGGERED, trigger=Trigger(WOUNDED),
                      effects=(Effect("wound", ENEMY_HERO, Amount("current_life_of", ref=THIS)),))
    first, second = abilities("Илиарт Керсам")
    assert first == Ability(STATIC, statics=(StaticPart(
        "grant_ability", select=Select(CREATURE, side=YOU, classes=("Слуа",)),
        ability=dataclasses.replace(granted, text=first.statics[0].ability.text)),))
    assert second == Ability(ACTIVATED, costs=(Cost(COINS, 2), Cost("wound_all_own", 1)),
                             effects=(Effect("draw", YOU_PLAYER, 1),))


def test_each_player_closes_creatures_or_coins() -> None:
    """Гронбар: the player whose turn starts chooses (you in yours, the opponent in his) for his own side."""
    def ability(whose, extra):  # type: ignore[no-untyped-def]
        modes = (Ability(SPELL_ABILITY, effects=(Effect("close", Ref("all", select=Select(CREATURE, side=whose))),)),
                 Ability(SPELL_ABILITY, effects=(Effect("set_coins", Ref("player", side=whose), params=(("state", CLOSED_COINS),)),)))
        return Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=whose), effects=(Effect(
            "choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1), *extra)),))

    assert abilities("Гронбар") == (ability(YOU, ()), ability(OPPONENT, (("chooser", "opponent"),)))


def test_exact_creature_lead_and_swap_strike_life() -> None:
    """Эрлкинг, Вожак: a static with the condition «ровно на одно существо больше»; the swap instruction."""
    first, second = abilities("Эрлкинг, Вожак")
    assert first.statics[0].condition == Condition("creature_lead", op="==", value=1)
    assert first.statics[0].keyword == "haste"
    assert second == Ability(ACTIVATED, costs=(Cost(COINS, 1),), targets=(Target(Select(CREATURE)),),
                             effects=(Effect("modify", TARGET(0), params=(("how", "swap"), ("duration", PERMANENT))),))


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
    played = Condition("history", history=V.HistoryQuery(V.CARD_PLAYED, subject=Select(SPELL, side=V.OPPONENT, zone=HAND)))
    assert abilities("Грязные трущобы") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=OPPONENT), effects=(
            Effect("wound", ENEMY_HERO, 3, condition=played),
            Effect("wound", YOUR_HERO, 1, condition=Condition("not", parts=(played,))))),
    )


def test_a_player_cycles_and_the_active_player() -> None:
    def cycle(who: Ref) -> tuple[Effect, ...]:
        return (Effect(A.MOVE, who, 1, params=A.move_params(A.DECK, A.DECK_BOTTOM, A.HAND, (A.COUNT, A.EXACTLY)), then=(Effect("draw", who, 1),)),)

    modes = tuple(Ability(SPELL_ABILITY, effects=cycle(who)) for who in (YOU_PLAYER, OPPONENT_PLAYER))
    got = abilities("Вход в парк")[1]
    assert got.costs == (Cost(COINS, 1), Cost(CLOSE))
    assert got.effects[0].verb == "choose_mode"
    assert tuple(m.effects for m in got.effects[0].param("modes")) == tuple(m.effects for m in modes)
    yours, theirs = Condition("your_turn"), Condition("opponent_turn")
    assert abilities("Невезение") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END), effects=(Effect("sequence", params=(("effects", (
            Effect("draw", YOU_PLAYER, 1, condition=yours),
            Effect("draw", OPPONENT_PLAYER, 1, condition=theirs),
            Effect("wound", YOUR_HERO, 3, condition=Condition("and", parts=(yours, Condition("hand_size", op=">", value=3)))),
            Effect("wound", ENEMY_HERO, 3, condition=Condition("and", parts=(
                theirs, Condition("opponent_hand_size", op=">", value=3))))),),)),)),
    )


def test_graveyard_counts() -> None:
    assert abilities("Древний фолиант")[1] == Ability(TRIGGERED, trigger=Trigger(LEAVES_PLAY), effects=(
        Effect("draw", YOU_PLAYER, Amount("count", select=Select(CARD, side=YOU, zone=GRAVEYARD, name="Древний фолиант"))),))
    names = Condition("grave_distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD), value=13)
    assert abilities("Элевера, Мятежная") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 1), Cost("discard", 1)), effects=(
            Effect("wound", ALL(Select(HERO, side=OPPONENT)), 5, condition=names),)),
    )


def test_set_bonuses() -> None:
    def have(name: str) -> Condition:
        return Condition("count", select=Select(SUPPORT, side=YOU, name=name))

    hero = Select(HERO, side=YOU)
    assert abilities("Латы ужаса") == (Ability(STATIC, statics=(
        StaticPart("grant", select=hero, keyword="attack_reduction", value=1),
        StaticPart("keyword_bonus", select=hero, keyword="attack_reduction", value=1, condition=have("Черный фолиант")),
        StaticPart("keyword_bonus", select=hero, keyword="attack_reduction", value=1,
                   condition=have("Ненасытное лезвие")))),)
    yours = Select(CREATURE, side=YOU)
    assert abilities("Ненасытное лезвие") == (Ability(STATIC, statics=(
        StaticPart("modify", select=yours, strike=1, life=1),
        StaticPart("modify", select=yours, strike=1, life=1, condition=have("Латы ужаса")),
        StaticPart("modify", select=yours, strike=1, life=1, condition=have("Черный фолиант")))),)
    assert abilities("Черный фолиант") == (Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), effects=(
        Effect("draw", YOU_PLAYER, 1), Effect("draw", YOU_PLAYER, 1, condition=have("Латы ужаса")),
        Effect("draw", YOU_PLAYER, 1, condition=have("Ненасытное лезвие")))),)


def test_pacifier() -> None:
    closed = Condition("count", select=Select(HERO, side=OPPONENT, state="closed"))
    assert abilities("Усмиритель") == (
        Ability(STATIC, statics=(StaticPart("cost_set", value=0, condition=closed),)),
        Ability(STATIC, statics=(StaticPart("grant", select=Select(HERO), keyword="no_open_own_turn", value=1),)),
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("search", YOU_PLAYER, 1, params=(("select", Select(SUPPORT, side=YOU, zone=DECK, card_type="weapon")),
                                                    ("up_to", False))),)),
    )


def test_named_markers() -> None:
    assert abilities("Парный кинжал") == (
        Ability(TRIGGERED, trigger=Trigger(BOOSTED, subject=Select(CREATURE)), every_time=True,
                effects=(Effect("counters", THIS, 1, params=(("counter", "воли"),)),)),
        Ability(ACTIVATED, costs=(Cost("remove_markers", 2, marker="воли"),), effects=(Effect("draw", YOU_PLAYER, 1),)),
    )


def test_opponent_loses_the_game() -> None:
    cond = Condition("cost_sum_above_enemy_life", select=Select(CREATURE, side=YOU))
    assert abilities("Имир, Царь великанов")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 5), Cost(CLOSE)),
        effects=(Effect("lose_game", OPPONENT_PLAYER, condition=cond),))


def test_enemy_heroes_have_and_each_discards_then_draws() -> None:
    granted = Ability(TRIGGERED, trigger=Trigger(DISCARDED, subject=Select(CARD, side=YOU, zone=HAND)),
                      effects=(Effect("wound", YOUR_HERO, 2),))
    got = abilities("Перемалывание разума")
    part = got[0].statics[0]
    assert (part.kind, part.select) == ("grant_ability", Select(HERO, side=OPPONENT))
    assert dataclasses.replace(part.ability, text="") == granted

    def one(who: Ref) -> Effect:
        return Effect("discard", who, 1, params=(("chooser", "owner"),), then=(Effect("draw", who, 1),))

    assert got[1] == Ability(ACTIVATED, costs=(Cost(COINS, 1),), effects=(
        Effect("sequence", params=(("effects", (one(YOU_PLAYER), one(OPPONENT_PLAYER))),)),))


def test_open_any_number() -> None:
    assert abilities("Снорганг") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END),
                targets=(Target(Select(CREATURE, side=YOU, state="closed"), min=0, max=99),),
                effects=(Effect("open", TARGET(0), optional=True, then=(Effect("wound", TARGET(0), 1),)),)),
    )


def test_quote_with_two_activated_abilities() -> None:
    got = abilities("Потерянный свет")
    assert len(got) == 1 and [p.kind for p in got[0].statics] == ["grant_ability", "grant_ability"]
    first, second = (dataclasses.replace(p.ability, text="") for p in got[0].statics)
    assert all(p.select == Select(HERO, side=YOU) for p in got[0].statics)
    assert first == Ability(ACTIVATED, costs=(Cost(CLOSE),), targets=(Target(Select(CREATURE)),), effects=(
        Effect("modify", TARGET(0), params=(("strike", 2), ("life", 0), ("duration", END_OF_TURN))),))
    assert second == Ability(ACTIVATED, costs=(Cost(COINS, 1), Cost(CLOSE)), effects=(Effect("draw", YOU_PLAYER, 1),))
