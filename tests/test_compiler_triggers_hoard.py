"""Compiler tests of the «triggers_hoard» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import abilities, non_keyword

from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ALL,
    BOOSTED,
    CARD,
    CREATURE,
    DIES,
    ENEMY_HERO,
    EVENT,
    HERO,
    HOARDED,
    HOARDED_HERO,
    HOARDS,
    IT,
    KILLS,
    LEAVES_PLAY,
    OPPONENT,
    OPPONENT_PLAYER,
    RETURNED_TO_HAND,
    STATIC,
    SUMMONED,
    SUPPORT,
    TARGET,
    TARGETED,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
    WOUNDED,
    YOU,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Effect,
    Select,
    StaticPart,
    Trigger,
)

YOUR_HOARD = Select(CARD, side=YOU, zone=HOARDED)


def test_hoarded_by_your_characters_static_per() -> None:
    """«Имеет +1 к удару и жизням за каждую добытую вашими персонажами карту» (Бригада)."""
    assert abilities("Бригада") == (
        Ability(STATIC, statics=(StaticPart("modify", strike=1, life=1, per=YOUR_HOARD),)),)


def test_hoarded_cost_per() -> None:
    """«Стоит на 1{м} дешевле за каждую добытую вашими персонажами карту» (Сэйрим)."""
    assert abilities("Сэйрим") == (Ability(STATIC, statics=(StaticPart("cost", value=-1, per=YOUR_HOARD),)),)


def test_hoarded_by_your_hero() -> None:
    """«Имеет +1 к удару за каждое добытое вашим героем существо» (Сборщик тел)."""
    (ab,) = non_keyword("Сборщик тел")
    assert ab.statics == (StaticPart("modify", strike=1, per=Select(CREATURE, side=YOU, zone=HOARDED_HERO)),)


def test_hoarded_count_amount() -> None:
    """«Выстрел на Х, где Х – количество добытых вашими персонажами карт» (Гном-стрелок)."""
    (ab,) = abilities("Гном-стрелок")
    assert ab.effects[0].verb == "shot"
    assert ab.effects[0].amount == Amount("count", select=YOUR_HOARD)


def test_hoarded_by_any_character() -> None:
    """«за каждую добытую персонажами карту» (no «вашими»: everybody's holders), Мерзкие аптекари."""
    ab = abilities("Мерзкие аптекари")[0]
    assert ab.effects[0].verb == "heal"
    assert ab.effects[0].amount == Amount("count", select=Select(CARD, zone=HOARDED), per=1)


def test_his_hero_at_opponents_turn() -> None:
    """«В начале хода противника ранить его героя на 1» (Страж купели): the opponent's hero."""
    assert abilities("Страж купели") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=OPPONENT), effects=(Effect("wound", ENEMY_HERO, 1),)),)


def test_wound_him_at_opponents_turn_end() -> None:
    """«В конце хода противника ранить его на 2» (Забастовщик): the opponent (through his hero)."""
    ab = abilities("Забастовщик")[1]
    assert ab.trigger == Trigger(TURN_END, whose_turn=OPPONENT)
    assert ab.effects == (Effect("wound", ENEMY_HERO, 2),)


def test_wound_him_after_opponent_discards() -> None:
    """«Когда противник сбрасывает карту, ранить его на 2» (Посвящённая)."""
    (ab,) = abilities("Посвящённая")
    assert ab.effects == (Effect("wound", ENEMY_HERO, 2),)


def test_he_reveals_and_discards() -> None:
    """«В конце хода противника он показывает руку и сбрасывает карту на ваш выбор» (Вытрясатель секретов)."""
    ab = abilities("Вытрясатель секретов")[1]
    (seq,) = ab.effects
    assert [(e.verb, e.what) for e in seq.param("effects")] == [("reveal_hand", OPPONENT_PLAYER),
                                                              ("discard", OPPONENT_PLAYER)]


def test_his_pronoun_refused_without_the_opponent() -> None:
    """«он» / «ранить его» with no opponent in the trigger stay refused."""
    from berserk_heroes.cards.compiler import compile_text

    for text in ("В конце хода он показывает руку и сбрасывает карту на ваш выбор.",
                 "В конце вашего хода ранить его на 2.", "Когда вы сбрасываете карту, ранить его на 1."):
        assert not compile_text(text, "X", "creature").fully, text


def test_summoned_event() -> None:
    """«Каждый раз, когда вы вызываете демона, положите на него эффект усиления» (Хранитель врат)."""
    ab = abilities("Хранитель врат")[1]
    assert ab.trigger == Trigger(SUMMONED, subject=Select(CREATURE, side=YOU, classes=("Демон",)))
    assert ab.every_time
    assert ab.effects == (Effect("boost", EVENT(), 1, params=(("sign", 1),)),)


def test_boosted_event() -> None:
    """«Каждый раз, когда вы кладёте эффект усиления на ваше существо, Выстрел на 1» (Охотник Эвенрейна)."""
    (ab,) = abilities("Охотник Эвенрейна")
    assert ab.trigger == Trigger(BOOSTED, subject=Select(CREATURE, side=YOU))
    assert ab.effects[0].verb == "shot"


def test_wounded_x_is_the_event_amount() -> None:
    """«Когда Каменный дракон получает Х ран, ранить героя противника на Х»; «Когда получает Х ран, … или …»."""
    ab = abilities("Каменный дракон")[-1]
    assert ab.trigger == Trigger(WOUNDED)
    assert ab.effects == (Effect("wound", ENEMY_HERO, Amount("event_amount")),)
    (ab,) = abilities("Жрица Кронга")
    modes = ab.effects[0].param("modes")
    assert [m.effects[0].amount for m in modes] == [Amount("event_amount"), Amount("event_amount")]


def test_wounded_from_a_creature() -> None:
    """«Когда получает раны от существа, отравить его на 2» (Ламинг): «его» is the creature that dealt them."""
    (ab,) = abilities("Ламинг")
    assert ab.trigger == Trigger(WOUNDED, other=Select(CREATURE))
    assert ab.effects == (Effect("poison", EVENT("other"), 2),)


def test_support_targeted() -> None:
    """«Когда ваша карта поддержки стала целью – отравить существо противника на 2» (Гоблин-страж)."""
    ab = abilities("Гоблин-страж")[1]
    assert ab.trigger == Trigger(TARGETED, subject=Select(SUPPORT, side=YOU))
    assert ab.effects[0].verb == "poison"


def test_leaves_play_self_and_may_hoard() -> None:
    """«Когда покидает игру, ваш герой может добыть существо» (Доспех-капкан)."""
    (ab,) = abilities("Доспех-капкан")
    assert ab.trigger == Trigger(LEAVES_PLAY)
    assert ab.effects == (Effect("hoard", TARGET(0), params=(("holder", YOUR_HERO),), optional=True),)


def test_hoards_creature_and_its_cost() -> None:
    """«Когда ваш кошмар добывает существо, ранить существо противника на Х, где Х – стоимость добытой карты»."""
    (ab,) = abilities("Н’Ктар")
    assert ab.trigger == Trigger(HOARDS, subject=Select(CREATURE, side=YOU, classes=("Кошмар",)),
                                 other=Select(CREATURE))
    assert ab.effects == (Effect("wound", TARGET(0), Amount("event_cost")),)
    assert ab.per_turn == 1


def test_give_control_and_each_opponent() -> None:
    """Пожар: «…, иначе противник получает контроль над этой картой»; «ранить каждого противника на 2»."""
    start, end = abilities("Пожар")
    (discard,) = start.effects
    assert discard.verb == "discard" and discard.optional
    assert discard.otherwise == (Effect("give_control", THIS),)
    assert end.effects == (Effect("wound", ENEMY_HERO, 2),)


def test_each_opponent_draws() -> None:
    """«В конце вашего хода каждый противник берёт карту» (Звонок мошенника; its other unit is not compiled)."""
    from test_compiler import card

    ab = card("Звонок мошенника").abilities[0]
    assert ab.trigger == Trigger(TURN_END, whose_turn=YOU)
    assert [(e.verb, e.what, e.amount) for e in ab.effects] == [("draw", OPPONENT_PLAYER, 1)]


def test_dies_not_in_your_turn_and_opponent_empty_hand() -> None:
    """«Когда существо противника погибает не в ваш ход» (Гум’Арот); «если у противника нет карт в руке»
    (Заточённый) — cards whose other units belong to other phrase families."""
    from test_compiler import card

    ab = card("Гум’Арот, Инструктор").abilities[0]
    assert ab.trigger == Trigger(DIES, subject=Select(CREATURE, side=OPPONENT), whose_turn=OPPONENT)
    ab = card("Заточённый").abilities[-1]
    assert ab.effects[0].condition == Condition("opponent_hand_size", op="==", value=0)


def test_previous_turn_conditions() -> None:
    """Тилис («…, если в предыдущий ход в игру входило другое ваше существо»); Ледяной гигант («если в прошлый
    ход не погибло существо»)."""
    (ab,) = abilities("Тилис")
    assert ab.effects[0].condition == Condition("history", history=V.HistoryQuery(
        V.ENTERS_PLAY, V.PREVIOUS_TURN, subject=Select(CREATURE, side=YOU, other=True), measure=V.DISTINCT_CARDS))
    ab = non_keyword("Ледяной гигант")[0]
    assert ab.effects[0].verb == "destroy"
    assert ab.effects[0].condition == Condition("history", op="==", value=0, history=V.HistoryQuery(
        V.DIES, V.PREVIOUS_TURN, subject=Select(CREATURE)))


def test_more_hoard_phrases() -> None:
    """Жадность, Гном-подрывник, Маг пепла, Вечный страх, Сурок Лант-Мора («у него» after «хода противника»)."""
    from test_compiler import card

    assert abilities("Жадность")[0].effects == (
        Effect("rehoard", ALL(YOUR_HOARD), params=(("holder", YOUR_HERO),)),)
    (ab,) = abilities("Гном-подрывник")
    assert ab.effects == (Effect("look_hoard", OPPONENT_PLAYER, 1, params=(("holder", THIS), ("n", 2))),)
    ab = non_keyword("Маг пепла")[0]
    assert ab.statics[0].condition == Condition("life_below_count", select=YOUR_HOARD)
    assert abilities("Вечный страх") == (Ability(STATIC, statics=(StaticPart("play_self_hoarded"),)),)
    ab = card("Сурок Лант-Мора").abilities[-1]
    assert ab.effects[0].condition == Condition("opponent_open_coins", op="==", value=0)


def test_returned_to_hand_and_class_bratstvo() -> None:
    """Илистый страж («Теряет Спящий, когда существо возвращается в руку владельца, при этом может добыть …»);
    Авиатор Братства («При гибели братства …»)."""
    ab = non_keyword("Илистый страж")[0]
    assert ab.trigger == Trigger(RETURNED_TO_HAND, subject=Select(CREATURE))
    (lose,) = ab.effects
    assert lose.verb == "lose_keyword"
    assert lose.then == (Effect("hoard", TARGET(0), params=(("holder", THIS),), optional=True),)
    (ab,) = abilities("Авиатор Братства")
    assert ab.trigger == Trigger(DIES, subject=Select(CREATURE, classes=("Братство",)))


def test_hero_wounded_by_your_card() -> None:
    """«Когда ваш герой получает раны от вашей карты, возьмите карту. (Один раз за ход.)» (Замок Керсам)."""
    (ab,) = abilities("Замок Керсам")
    assert ab.trigger == Trigger(WOUNDED, subject=Select(HERO, side=YOU), other=Select(CARD, side=YOU))
    assert ab.per_turn == 1


def test_kills_a_dominated_creature() -> None:
    """«Когда убивает существо, над которым имеет Превосходство, возьмите карту» (Истребители чудовищ)."""
    ab = non_keyword("Истребители чудовищ")[0]
    assert ab.trigger == Trigger(KILLS, other=Select(CREATURE, state="dominated"))


def test_cost_of_the_card_hoarded_this_way() -> None:
    """«Ваш герой добывает карту с любого кладбища. Излечитесь на Х, где Х — стоимость {м} добытой таким образом
    карты» (Питаться падалью)."""
    (ab,) = abilities("Питаться падалью")
    hoard, heal = ab.effects
    assert hoard.verb == "hoard" and heal.verb == "heal"
    assert heal.amount == Amount("cost", ref=IT)


def test_play_a_hoarded_card_for_free() -> None:
    """«Найм: Разыграйте добытую вашим персонажем карту стоимостью 4{м} или менее бесплатно» (Гном-всадник): the
    controller picks one card hoarded under his characters and plays it without paying (`play_free`)."""
    (ab,) = abilities("Гном-всадник")
    (play,) = ab.effects
    assert play.verb == "play_free" and play.amount == 1
    sel = play.param("select")
    assert sel.zone == HOARDED and sel.side == YOU and sel.cost_max == 4 and sel.kind == CARD


def test_class_noun_in_a_support_cards_name() -> None:
    """«Когда существо противника погибает, вы можете замешать демона с вашего кладбища в колоду» (Сапоги демона,
    броня): «демона» cannot be this card (a support card has no creature class), so it is any demon there."""
    ab = abilities("Сапоги демона")[1]
    (target,) = ab.targets
    assert target.select.classes == ("Демон",) and target.select.zone == "graveyard"
    (shuffle,) = ab.effects
    assert shuffle.verb == "shuffle_into_deck" and shuffle.optional
