"""Compiler tests of the «hoard_b» phrase family (round 6: «добывает / добытые карты»): real card texts → exact
ability objects."""

from __future__ import annotations

from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CARD,
    CARD_PLAYED,
    COINS,
    CREATURE,
    DIES,
    DRAWN,
    ENEMY_HERO,
    GRAVEYARD,
    HERO,
    HOARDED_HERO,
    HOB_UNHOARDED_TO_HAND,
    OPPONENT,
    STATIC,
    STRIKES,
    THIS,
    TRIGGERED,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Ref,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities, card


def test_event_cost_below_hoarded_count() -> None:
    """Кром, Воевода: «его стоимость {м} меньше количества добытых вашим героем карт» is a condition on the trigger's
    card; «этого гнома» is the gnome played."""
    (ab,) = abilities("Кром, Воевода")
    assert ab == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CREATURE, side=YOU, zone="hand", classes=("Гном",))),
        effects=(Effect("create_copy", Ref("event", side=YOU, role="subject"), 1, params=(("no_enters", False),),
                        optional=True,
                        condition=Condition("hob_event_cost_below_count",
                                            select=Select(CARD, side=YOU, zone=HOARDED_HERO))),))


def test_event_cost_below_count_needs_a_card_trigger() -> None:
    """«его стоимость» with no trigger about a card is refused."""
    result = compile_text("В начале вашего хода, если его стоимость {м} меньше количества добытых вашим героем карт, "
                          "возьмите карту.", "Проба", "creature")
    assert not result.fully


def test_opponent_draw_in_his_turn_hoarded() -> None:
    """Заточённый: the static «пока он добыт» and the replacement of the opponent's draws in his turn are two
    abilities of one paragraph; «её» is the top card of his deck."""
    static, replacement = abilities("Заточённый")[:2]
    assert static == Ability(STATIC, statics=(StaticPart("play_self_hoarded"),))
    assert replacement == Ability(
        STATIC,
        effects=(Effect("hoard", Ref("player", side=OPPONENT), 1, params=(("holder", THIS), ("deck", "top"))),),
        statics=(StaticPart("replace", select=Select(HERO, side=OPPONENT), what=DRAWN,
                            condition=Condition("opponent_turn")),))


def test_hoarded_name_in_opponent_graveyard_then_wound_him() -> None:
    """Дух шахтёра: the condition names the opponent, so «ранить его на 3» wounds his hero."""
    ab = abilities("Дух шахтёра")[0]
    assert ab == Ability(ACTIVATED, costs=(Cost(COINS, 1),), effects=(
        Effect("wound", ENEMY_HERO, 3, condition=Condition("hob_hoarded_name_in_opp_grave")),))


def test_wound_him_needs_a_named_player() -> None:
    """Without the condition «его» stays a pronoun (no card named before it: refused on an activated ability)."""
    assert not compile_text("1{м}: Ранить его на 3.", "Проба", "creature").fully


def test_kills_hoards_and_heals_then_counts_the_opponent_graveyard() -> None:
    """Цеметавр: «добывает его и полностью излечивается» is a hoard of the killed creature then a full heal of this
    card; its Гибель wounds the opponent's hero by the cards that went to his graveyard this turn."""
    kills, death = abilities("Цеметавр")
    assert kills.trigger == Trigger("kills", other=Select(CREATURE))
    assert kills.effects == (Effect("sequence", params=(("effects", (
        Effect("hoard", Ref("event", side=YOU, role="other"), params=(("holder", THIS),)),
        Effect("heal", THIS, params=(("all", True),)))),)),)
    assert death.effects == (Effect("wound", ENEMY_HERO, Amount("history", history=V.HistoryQuery(
        V.PUT_INTO_GRAVEYARD, subject=Select(CARD, side=OPPONENT), measure=V.DISTINCT_CARDS))),)


def test_hoard_creatures_that_went_to_graveyards_this_turn() -> None:
    """Сожжение мира: the hero hoards the creatures of both graveyards that came there this turn."""
    _, hoard = abilities("Сожжение мира")
    assert hoard.effects == (Effect("hob_hoard_grave_turn", None, params=(
        ("holder", Ref("hero", side=YOU)), ("select", Select(CREATURE, side=ANY, zone=GRAVEYARD)))),)


def test_look_at_the_struck_hero_deck_and_hoard_one() -> None:
    """Уловка беглеца: the quoted ability looks at the deck of the hero struck («его колоды»: the event's hero)."""
    (spell,) = abilities("Уловка беглеца")
    granted = spell.effects[0].param("ability")
    assert granted.trigger == Trigger(STRIKES, other=Select(HERO, side=ANY))
    assert granted.effects == (Effect("hob_look_hoard_back", Ref("event", side=YOU, role="other"), 1,
                                      params=(("holder", Ref("hero", side=YOU)), ("n", 3))),)


def test_his_deck_needs_a_strike_at_a_hero() -> None:
    """«его колоды» after any other trigger is refused (whose deck?)."""
    text = ("При атаке посмотрите 3 верхние карты его колоды, ваш герой добывает одну из них; положите остальные "
            "карты обратно в любом порядке.")
    assert not compile_text(text, "Проба", "creature").fully


def test_death_rehoard_is_a_static() -> None:
    """Шахтная тележка: «Гибель: Вместо возвращения добытых этим существом карт …» replaces the return (a static read
    when it dies), not a «Гибель:» trigger."""
    (ab,) = [a for a in abilities("Шахтная тележка") if a.keyword is None]
    assert ab == Ability(STATIC, statics=(StaticPart("hoarded_to_hero_on_death"),))


def test_regeneration_x_of_the_dying_troll() -> None:
    """Грых, Ужас троллей: Х is the Регенерация of the troll that died; «Уничтожьте вашего тролля:» is a cost."""
    dies, draw = abilities("Грых, Ужас троллей")
    assert dies.trigger == Trigger(DIES, subject=Select(CREATURE, side=YOU, classes=("Тролль",), keyword="regeneration"))
    assert dies.every_time
    assert dies.effects == (Effect("sequence", params=(("effects", (
        Effect("hoard", Ref("event", side=YOU, role="subject"), params=(("holder", Ref("hero", side=YOU)),)),
        Effect("extra_life", Ref("hero", side=YOU), Amount("hob_event_regeneration")))),)),)
    assert draw.costs == (Cost("destroy_own", select=Select(CREATURE, side=YOU, classes=("Тролль",))),)


def test_regeneration_x_needs_a_trigger_about_that_card() -> None:
    text = "В конце хода уничтожьте существо с регенерацией Х, ваш герой получает Х дополнительных жизней."
    assert not compile_text(text, "Проба", "creature").fully


def test_hoard_from_your_graveyard_as_a_payment() -> None:
    """Чистильщик: «Ваш герой добывает 3 карты с кладбища:» is a payment; the instruction «Ваш герой добывает …» of a
    spell keeps its parse (Огреть)."""
    (ab,) = abilities("Чистильщик")
    assert ab.costs == (Cost("hob_hoard_grave", 3),)
    assert [e.verb for e in ab.effects] == ["destroy"]
    assert card("Огреть").fully


def test_returned_from_under_the_holder_to_hand() -> None:
    """Топазовый дракон: a trigger of the hand on its return from under the holder; shown, then the wound."""
    ab = [a for a in abilities("Топазовый дракон") if a.kind == TRIGGERED][0]
    assert ab.zone == "hand" and ab.trigger == Trigger(HOB_UNHOARDED_TO_HAND)
    assert [e.verb for e in ab.effects] == ["reveal_self", "wound"]
    assert ab.targets[0].select == Select(CREATURE, side=OPPONENT)
