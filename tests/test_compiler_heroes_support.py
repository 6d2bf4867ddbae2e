"""Compiler tests of the «heroes_support» phrase family (heroes and support cards): real card texts → exact abilities."""

from __future__ import annotations

import dataclasses

from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    ALL,
    BOOSTED,
    CARD,
    CHARACTER,
    CLOSE,
    COINS,
    CREATURE,
    DECK,
    DISCARDED,
    END_OF_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    GRAVEYARD,
    HAND,
    HERO,
    LEAVES_PLAY,
    OPPONENT,
    OPPONENT_PLAYER,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    SUPPORT,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
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
    played = Condition("history", history=V.HistoryQuery(V.CARD_PLAYED, subject=Select(SPELL, side=V.OPPONENT, zone=HAND)))
    assert abilities("Грязные трущобы") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=OPPONENT), effects=(
            Effect("wound", ENEMY_HERO, 3, condition=played),
            Effect("wound", YOUR_HERO, 1, condition=Condition("not", parts=(played,))))),
    )


def test_a_player_cycles_and_the_active_player() -> None:
    def cycle(who: Ref) -> tuple[Effect, ...]:
        return (Effect("hand_to_deck", who, 1, params=(("position", "bottom"),), then=(Effect("draw", who, 1),)),)

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
    names = Condition("hs_distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD), value=13)
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
        Ability(STATIC, statics=(StaticPart("grant", select=Select(HERO), keyword="no_untap", value=1),)),
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("search", YOU_PLAYER, 1, params=(("select", Select(SUPPORT, side=YOU, zone=DECK, card_type="weapon")),
                                                    ("up_to", False))),)),
    )


def test_named_markers() -> None:
    assert abilities("Парный кинжал") == (
        Ability(TRIGGERED, trigger=Trigger(BOOSTED, subject=Select(CREATURE)), every_time=True,
                effects=(Effect("add_counter", THIS, 1, params=(("counter", "will"),)),)),
        Ability(ACTIVATED, costs=(Cost("remove_markers", 2, marker="will"),), effects=(Effect("draw", YOU_PLAYER, 1),)),
    )


def test_opponent_loses_the_game() -> None:
    cond = Condition("hs_cost_sum_above_enemy_life", select=Select(CREATURE, side=YOU))
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
