"""Compiler tests of the «zones_reveal» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

import dataclasses

import pytest

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CARD,
    COINS,
    CREATURE,
    DECK_TO_GRAVEYARD,
    EITHER,
    GRAVEYARD,
    HAND,
    IT,
    NAMED,
    OPPONENT,
    PUT_INTO_GRAVEYARD,
    SPELL,
    SPELL_ABILITY,
    SUPPORT,
    TARGET,
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
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text

ME = Ref("player", side=YOU)
HIM = Ref("player", side=OPPONENT)


def one(text: str, name: str, card_type: str = "creature") -> Ability:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    return dataclasses.replace(result.abilities[0], text="")


def refused(text: str, name: str, card_type: str = "creature") -> bool:
    return not compile_text(text, name, card_type).fully


def test_either_graveyard_one_card() -> None:
    # «с любого кладбища»: the cards of both graveyards (side EITHER), for one card only
    assert one("Когда Харон попадает на кладбище, замешайте его и одну карту с любого кладбища в колоду.",
               "Харон") == Ability(
        TRIGGERED, zone=GRAVEYARD, trigger=Trigger(PUT_INTO_GRAVEYARD),
        targets=(Target(Select(CARD, side=EITHER, zone=GRAVEYARD)),),
        effects=(Effect("sequence", params=(("effects", (Effect("shuffle_into_deck", THIS),
                                                          Effect("shuffle_into_deck", TARGET(0)))),)),))
    revive = one("Положите 6 верхних карт каждой колоды на кладбище; возродите существо с любого кладбища под вашим "
                 "контролем.", "Наследие Ашура", "spell").effects[1]
    assert revive == Effect("revive", ME, 1, params=(
        ("select", Select(CREATURE, side=EITHER, zone=GRAVEYARD)), ("up_to", False)))


@pytest.mark.parametrize("text", [
    "Замешайте все карты с любого кладбища в колоду владельца.",  # one graveyard or both?
    "Найм: Замешайте до двух карт с любого кладбища в колоду.",  # from one graveyard or from both?
    "Верните существо с любого кладбища под вашим контролем в руку.",  # «под вашим контролем» only for a revive
])
def test_either_graveyard_refused_where_ambiguous(text: str) -> None:
    assert refused(text, "Пробник", "spell" if not text.startswith("Найм") else "creature")


def test_plain_graveyard_is_still_yours() -> None:
    # FAQ #16: «с кладбища» without «любого» stays your graveyard (side ANY in a private zone)
    ab = one("3{м}, замешайте Чёрного кузнеца в колоду: Замешайте карту поддержки с кладбища в колоду (эта особенность "
             "работает на кладбище).", "Чёрный кузнец")
    assert ab == Ability(ACTIVATED, zone=GRAVEYARD, costs=(Cost(COINS, 3), Cost("shuffle_self")),
                         targets=(Target(Select(SUPPORT, zone=GRAVEYARD)),),
                         effects=(Effect("shuffle_into_deck", TARGET(0)),))


def test_shuffle_from_your_graveyard_as_a_payment() -> None:
    ab = one("3{м}, замешайте 3 карты с вашего кладбища в колоду: Возродите Надиха (эта особенность работает на "
             "кладбище).", "Надих")
    assert ab == Ability(ACTIVATED, zone=GRAVEYARD, costs=(Cost(COINS, 3), Cost("shuffle_grave", 3)),
                         effects=(Effect("revive", THIS, 1),))


def test_look_at_the_top_card_of_any_deck() -> None:
    assert one("Каждый раз, когда Гном-разведчик наносит раны герою, вы можете посмотреть верхнюю карту любой колоды.",
               "Гном-разведчик").effects == (Effect("look_deck_top", Ref("player", side=ANY), optional=True),)
    # «… можете положить её под низ колоды»: «её» is the card looked at
    assert one("В конце вашего хода посмотрите верхнюю карту колоды, можете положить её под низ колоды.",
               "Дракон-оракул").effects == (Effect("look_deck_top", ME),
                                           Effect("to_deck_bottom", IT, optional=True))


def test_look_top_variants() -> None:
    assert one("Посмотрите Х верхних карт вашей колоды; положите их обратно в любом порядке. Возьмите карту.",
               "Прорицание воргов", "spell").effects[0] == Effect(
        "look_top", ME, Amount("x"), params=(("n", 0), ("take", 0), ("rest", "top")))
    assert one("Посмотрите четыре верхние карты вашей колоды; можете положить любые из них на кладбище.",
               "Гадание по костям", "spell").effects == (Effect("look_top", ME, params=(
                   ("n", 4), ("take", 4), ("rest", "keep"), ("to", GRAVEYARD), ("up_to", True))),)
    assert one("Найм: Посмотрите три верхние карты вашей колоды, можете показать из них карту поддержки и положить её в "
               "руку, остальные — под низ колоды в любом порядке.", "Яркий щёголь").effects == (Effect(
                   "look_top", ME, params=(("n", 3), ("take", 1), ("rest", "bottom"), ("up_to", True),
                                           ("select", Select(SUPPORT, zone="deck")), ("show", True))),)


def test_reveal_top_cards_and_take() -> None:
    assert one("Покажите 8 верхних карт колоды, вызовите из них всех орков стоимостью 1{м} или менее, положите "
               "остальные карты на верх колоды в любом порядке.", "Великий поход", "spell").effects == (Effect(
                   "look_top", ME, params=(("n", 8), ("take", 8), ("rest", "top"), ("to", "play"),
                                           ("select", Select(CREATURE, zone="deck", classes=("Орк",), cost_max=1)),
                                           ("reveal", True), ("take_all", True))),)
    assert one("Покажите 4 верхние карты колоды, положите все показанные таким образом заклинания в руку, остальные — "
               "на кладбище.", "Найти ответы", "spell").effects == (Effect(
                   "look_top", ME, params=(("n", 4), ("take", 4), ("rest", GRAVEYARD), ("to", HAND),
                                           ("select", Select(SPELL, zone="deck")), ("reveal", True),
                                           ("take_all", True))),)


def test_reveal_until() -> None:
    assert one("Показывайте по одной верхней карте вашей колоды, пока не покажете до двух зверей; положите показанных "
               "зверей в руку, замешайте остальные карты в колоду.", "По свежим следам", "spell").effects == (Effect(
                   "reveal_until", ME, 2, params=(("select", Select(CREATURE, zone="deck", classes=("Зверь",))),
                                                  ("to", HAND), ("rest", "shuffle"))),)
    # «по одной»: anything else is refused
    assert refused("Показывайте по две верхние карты вашей колоды, пока не покажете до двух зверей; положите "
                   "показанных зверей в руку, замешайте остальные карты в колоду.", "Пробник", "spell")


def test_reveal_then_shuffle_the_deck() -> None:
    ab = one("В конце хода покажите верхнюю карту вашей колоды; если это существо, Выстрел на 1, иначе излечите "
             "персонажа на 2; перемешайте колоду.", "Бард")
    assert ab.effects[0] == Effect("reveal_top", ME, 1)
    assert ab.effects[-1] == Effect("shuffle_deck", ME)


def test_other_players_put_cards_into_their_decks() -> None:
    assert one("Найм: Если ваш герой — маг, противник замешивает карту из руки в колоду по его выбору.",
               "Вижуал Чхон Са").effects[0] == Effect(
        "hand_to_deck", HIM, 1, params=(("select", Select(CARD, side=OPPONENT, zone=HAND)), ("position", "shuffle")),
        condition=Condition("count", select=Select("hero", side=YOU, classes=("Герой-маг",))))
    each = Ref("player", side="each")
    assert one("Каждый игрок замешивает карту из руки и карту из кладбища в колоду.", "Помешательство",
               "spell").effects == (Effect("sequence", params=(("effects", (
                   Effect("pick_to_deck", each, 1, params=(("zone", HAND), ("chooser", "owner"))),
                   Effect("pick_to_deck", each, 1, params=(("zone", GRAVEYARD), ("chooser", "owner"))))),)),)
    assert one("Противник показывает руку и замешивает в колоду карту на ваш выбор.", "Пробник",
               "spell").effects == (Effect("sequence", params=(("effects", (
                   Effect("reveal_hand", HIM), Effect("pick_to_deck", HIM, 1, params=(("zone", HAND),
                                                                                      ("chooser", YOU))))),)),)


def test_from_the_deck_to_the_graveyard_trigger() -> None:
    assert one("Когда Жрица стали попадает из колоды на кладбище, возродите Жрицу стали (эта особенность работает на "
               "кладбище).", "Жрица стали") == Ability(
        TRIGGERED, zone=GRAVEYARD, trigger=Trigger(DECK_TO_GRAVEYARD), effects=(Effect("revive", THIS, 1),))


def test_shuffle_all_with_a_keyword_into_the_owners_decks() -> None:
    assert one("Замешайте всех существ с защитой от заклинаний в колоды владельцев.", "Удар подсвечником",
               "spell") == Ability(SPELL_ABILITY, effects=(Effect("shuffle_into_deck", Ref("all", select=Select(
                   CREATURE, keyword="spell_protection"))),))


def test_other_name_then_shuffle_this_card() -> None:
    assert one("Найм: Вызовите существо стоимостью 3{м} или менее с другим названием, при этом замешайте Мнимона в "
               "колоду владельца.", "Мнимон").effects == (Effect("summon", ME, 1, params=(
                   ("select", Select(CREATURE, side=YOU, zone="deck", cost_max=3, state="other_name")),
                   ("up_to", False)), then=(Effect("shuffle_into_deck", THIS),)),)


def test_name_a_card() -> None:
    named = Select(CARD, zone=HAND, name=NAMED)
    assert one("Назовите карту. Противник показывает руку и сбрасывает все карты с таким названием; если противник "
               "сбросил существо, возродите нежить стоимостью 1{м}.", "Некромантия", "spell").effects == (
        Effect("name_card", THIS),
        Effect("sequence", params=(("effects", (Effect("reveal_hand", HIM),
                                                Effect("discard_matching", HIM, params=(("select", named),)))),)),
        Effect("revive", ME, 1, params=(("select", Select(CREATURE, side=YOU, zone=GRAVEYARD, classes=("Нежить",),
                                                          cost_min=1, cost_max=1)), ("up_to", False)),
               condition=Condition("it_any", select=Select(CREATURE, zone=GRAVEYARD))))
    assert one("Найм: Назовите карту и покажите верхнюю карт вашей колоды; если вы показали названную карту, положите "
               "её в руку.", "Дитя Йара").effects == (
        Effect("sequence", params=(("effects", (Effect("name_card", THIS), Effect("reveal_top", ME, 1))),)),
        Effect("take_revealed", IT, condition=Condition("revealed", select=Select(CARD, zone="deck", name=NAMED))))
    # «с таким названием» / «если противник сбросил …» need the naming / the discard just before
    assert refused("Противник показывает руку и сбрасывает все карты с таким названием.", "Пробник", "spell")
    assert refused("Возьмите карту; если противник сбросил существо, возьмите карту.", "Пробник", "spell")


def test_all_graveyards() -> None:
    assert one("Замешайте всех гномов с поля боя и всех кладбищ в колоды владельцев.", "Величайшая потасовка",
               "spell").effects == (Effect("sequence", params=(("effects", (
                   Effect("shuffle_into_deck", Ref("all", select=Select(CREATURE, classes=("Гном",)))),
                   Effect("shuffle_into_deck", Ref("all", select=Select(CREATURE, side=EITHER, zone=GRAVEYARD,
                                                                        classes=("Гном",))),
                          params=(("graveyards", "all"),)))),)),)


def test_look_top_more_if_and_reveal_split() -> None:
    assert one("Посмотрите 6 верхних карт колоды, положите одну из них в руку; если у противника нет открытых {м}, "
               "положите ещё одну карту; остальные положите на верх колоды в любом порядке.", "Найти гармонию",
               "spell").effects == (Effect("look_top", ME, params=(
                   ("n", 6), ("take", 1), ("rest", "top"), ("more", 1),
                   ("more_if", Condition("opponent_open_coins", op="==", value=0)))),)
    assert one("Покажите 3 верхние карты колоды; положите одну из них в руку, другую на кладбище, оставшуюся добывает "
               "ваш герой.", "Быстрый грабёж", "spell").effects == (Effect("reveal_split", ME, params=(("n", 3),)),)
