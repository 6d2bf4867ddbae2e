"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of hoarding («добывает / добытые карты»): real card texts → exact
ability objects.

Compiler tests of hoarding, Яйцо, copies, control changes: real card texts → exact ability objects.

Compiler unit tests of more looks, reveals and zone phrases.

Compiler tests of cards moving between zones: real card texts → exact ability objects.

Compiler tests of cards moving between zones (the opponent's hand, the sideboard, Мор): real card texts → exact ability objects.

Compiler tests of zones (the sideboard, searches, discards, revivals): real card texts → exact ability objects.

Compiler tests of the deck (looks, searches, cards put on it or under it): real card texts → exact ability objects.

Compiler tests of the graveyard, the hand, discarding: real card texts → exact ability objects.

Compiler tests of graveyards, decks, Мор: real card texts → exact ability objects.

Compiler tests of zones and hidden information: real card texts → exact ability objects.
"""

from __future__ import annotations

import dataclasses

import pytest

from berserk_heroes import abilities as A
from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    ATTACKS,
    BAN,
    CARD,
    CARD_NAME,
    CARD_PLAYED,
    CHARACTER,
    COINS,
    CREATURE,
    DECK,
    DECK_TO_GRAVEYARD,
    DIES,
    DRAWN,
    EACH,
    EITHER,
    END_OF_NEXT_OWN_TURN,
    END_OF_OPPONENT_TURN,
    END_OF_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    EVENT,
    GRAVEYARD,
    HAND,
    HERO,
    HOARD,
    HOARDED_HERO,
    HOARDED_THIS,
    IT,
    LAST_FOUND,
    MILLED,
    NAMED,
    NEXT_TURN,
    OPPONENT,
    OWNER,
    PERMANENT,
    PUT_INTO_GRAVEYARD,
    REST_BOTTOM_RANDOM,
    REST_SHUFFLE,
    REST_TOP,
    REST_TOP_OR_BOTTOM,
    SIDEBOARD,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    STRIKES,
    SUPPORT,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
    UNHOARDED_BACK_TO_HAND,
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
    RevealHand,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.abilities import OPPONENT_PLAYER as OPPONENT_PLAYER_2
from berserk_heroes.abilities import OPPONENT_PLAYER as OPPONENT_PLAYER_3
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts
from tests.test_compiler import abilities, card, non_keyword


def test_event_cost_below_hoarded_count() -> None:
    """Кром, Воевода: «его стоимость {м} меньше количества добытых вашим героем карт» is a condition on the trigger's
    card; «этого гнома» is the gnome played."""
    (ab,) = abilities("Кром, Воевода")
    assert ab == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CREATURE, side=YOU, zone="hand", classes=("Гном",))),
        effects=(Effect("create", Ref("event", side=YOU, role="subject"), 1, params=(("no_enters", False),),
                        optional=True,
                        condition=Condition("event_cost_below_count",
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
        effects=(Effect("hoard", Ref("player", side=OPPONENT), 1, params=(("holder", THIS), (A.FROM, A.DECK), (A.POSITION, A.DECK_TOP))),),
        statics=(StaticPart("replace", select=Select(HERO, side=OPPONENT), what=DRAWN,
                            condition=Condition("opponent_turn")),))


def test_hoarded_name_in_opponent_graveyard_then_wound_him() -> None:
    """Дух шахтёра: the condition names the opponent, so «ранить его на 3» wounds his hero."""
    ab = abilities("Дух шахтёра")[0]
    assert ab == Ability(ACTIVATED, costs=(Cost(COINS, 1),), effects=(
        Effect("wound", ENEMY_HERO, 3, condition=Condition("hoarded_namesake_in_opp_grave")),))


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
    assert hoard.effects == (Effect("hoard", None, params=(
        ("holder", Ref("hero", side=YOU)), (A.FROM, A.GRAVEYARD), (A.ARRIVED, A.THIS_TURN), ("select", Select(CREATURE, side=ANY, zone=GRAVEYARD)))),)


def test_look_at_the_struck_hero_deck_and_hoard_one() -> None:
    """Уловка беглеца: the quoted ability looks at the deck of the hero struck («его колоды»: the event's hero)."""
    (spell,) = abilities("Уловка беглеца")
    granted = spell.effects[0].param("ability")
    assert granted.trigger == Trigger(STRIKES, other=Select(HERO, side=ANY))
    assert granted.effects == (Effect("look", Ref("event", side=YOU, role="other"), params=(
        ("n", 3), ("take", 1), ("to", HOARD), ("holder", Ref("hero", side=YOU)), ("rest", REST_TOP))),)


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
        Effect("extra_life", Ref("hero", side=YOU), Amount("event_regeneration")))),)),)
    assert draw.costs == (Cost("destroy_own", select=Select(CREATURE, side=YOU, classes=("Тролль",))),)


def test_regeneration_x_needs_a_trigger_about_that_card() -> None:
    text = "В конце хода уничтожьте существо с регенерацией Х, ваш герой получает Х дополнительных жизней."
    assert not compile_text(text, "Проба", "creature").fully


def test_hoard_from_your_graveyard_as_a_payment() -> None:
    """Чистильщик: «Ваш герой добывает 3 карты с кладбища:» is a payment; the instruction «Ваш герой добывает …» of a
    spell keeps its parse (Огреть)."""
    (ab,) = abilities("Чистильщик")
    assert ab.costs == (Cost("hoard_grave", 3),)
    assert [e.verb for e in ab.effects] == ["destroy"]
    assert card("Огреть").fully


def test_returned_from_under_the_holder_to_hand() -> None:
    """Топазовый дракон: a trigger of the hand on its return from under the holder; shown, then the wound."""
    ab = [a for a in abilities("Топазовый дракон") if a.kind == TRIGGERED][0]
    assert ab.zone == "hand" and ab.trigger == Trigger(UNHOARDED_BACK_TO_HAND)
    assert [(e.verb, e.param("zone")) for e in ab.effects] == [("reveal", HAND), ("wound", None)]
    assert ab.targets[0].select == Select(CREATURE, side=OPPONENT)


ALL_CREATURES = Ref("all", select=Select(CREATURE))


def test_creatures_return_under_their_owners_control() -> None:
    assert non_keyword("Турун")[0] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("control", ALL_CREATURES, params=(("to", OWNER),)),
        Effect("modify", Ref("all", select=Select(CREATURE, side=YOU)),
               params=(("strike", 1), ("life", 0), ("duration", END_OF_TURN)))))


def test_timed_ban_on_control_changes_and_created_creatures() -> None:
    ban, modes, draw = abilities("Увидеть истину")
    assert ban == Ability(SPELL_ABILITY, effects=(Effect("establish", Ref("player", side=EACH), params=(("rule", BAN),
        ("action", "be_controlled"), ("select", Select(CREATURE)), ("limit", 0), ("window", None),
        ("duration", END_OF_OPPONENT_TURN))),))
    assert modes == Ability(SPELL_ABILITY, effects=(Effect("choose_mode", params=(("modes", (
        Ability(SPELL_ABILITY, effects=(Effect("destroy", Ref("all", select=Select(CREATURE, keyword="created"))),)),
        Ability(SPELL_ABILITY, effects=(Effect("control", ALL_CREATURES, params=(("to", OWNER),)),)))),
        ("min", 1), ("max", 1), ("times", 1))),))
    assert draw == Ability(SPELL_ABILITY, effects=(Effect("draw", YOU_PLAYER, 1),))


def test_hoard_from_your_hand_and_the_strike_of_the_hoarded_card() -> None:
    assert non_keyword("Отродье Раага") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("hoard", YOU_PLAYER, 1, params=(
            ("holder", THIS), (A.FROM, A.HAND), ("select", Select(CREATURE, side=YOU, zone=HAND, classes=("Орк",))))),)),
        Ability(STATIC, statics=(StaticPart("modify", strike=1, per=Amount(
            "hoarded_strike", select=Select(CREATURE, zone=HOARDED_THIS, classes=("Орк",)))),)),
    )


def test_return_the_cards_hoarded_by_this_card_into_play_later() -> None:
    assert non_keyword("Белый зверь") == (Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE), min=1, max=2),),
        effects=(Effect("hoard", TARGET(0), params=(("holder", THIS),)),
                 Effect("delayed", params=(("moment", "end_next_own"), ("effects", (
                     Effect("put_into_play", Ref("all", select=Select(CREATURE, zone=HOARDED_THIS)), params=(
                         ("from", ("hoarded",)), ("under", "owner"))),))))),
    ),)


def test_greatest_strike_under_each_opponents_control() -> None:
    assert non_keyword("Яростный клыкан")[1] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("destroy", Ref("all", select=Select(CREATURE, side=OPPONENT, state="greatest_own_strike"))),))


def test_hoard_cards_from_a_chosen_graveyard() -> None:
    assert abilities("Серый сумрак") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("hoard", Ref("player", side=ANY), 5, params=(("holder", THIS), (A.FROM, A.GRAVEYARD))),)),)


def test_an_egg_hoards_the_card_found_by_the_search() -> None:
    (ability,) = abilities("Заботливый")
    assert ability.trigger == Trigger(TURN_END)
    assert ability.effects[1:] == (Effect("create", YOU_PLAYER, 1, params=(("name", "Яйцо"),)),
                                   Effect("hoard", LAST_FOUND, params=(("holder", IT),)))


def test_lose_x_coins_to_create_x_copies_of_this_card() -> None:
    from berserk_heroes.cards.compiled import compiled_pool, reserve_for

    (ability,) = non_keyword("Сквайр Кронга")
    assert ability == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("lose_x_copies_of_hoarded", THIS, optional=True),))
    pool = compiled_pool()
    squire = pool.find("Сквайр Кронга")
    assert squire is not None
    assert [c.name for c in reserve_for([squire], pool)] == ["Сквайр Кронга"] * 10  # the запас keeps ten copies


def test_instructions_about_it_share_the_condition_before_them() -> None:
    (ability,) = abilities("Крик МетеОРКОВ")
    priest = ability.effects[0].condition
    assert priest is not None
    assert [(e.verb, e.what, e.condition) for e in ability.effects] == [
        ("control", TARGET(0), priest), ("open", TARGET(0), priest), ("grant", TARGET(0), priest)]


def _one(text: str, name: str, card_type: str):  # type: ignore[no-untyped-def]
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    return result.abilities[0]


def test_cost_below_x_count() -> None:
    ab = _one("Найм: Уничтожьте существо стоимостью менее Х{м}, где Х — количество существ в игре.",
              "Мрачная дворянка", "creature")
    (target,) = ab.targets
    bound = target.select.cost_max_amount
    assert bound == Amount("sum", parts=(Amount("count", select=Select(CREATURE)), Amount("fixed", value=-1)))
    assert ab.effects[0].verb == "destroy"


def test_cost_below_x_needs_a_count() -> None:
    result = compile_text("Уничтожьте существо стоимостью менее Х{м}, где Х — сила удара этой карты.", "Тест",
                          "spell")
    assert not result.fully


def test_x_your_coins() -> None:
    ab = _one("Противник кладёт Х верхних карт своей колоды на кладбище, где Х — количество ваших {м}.",
              "Затопление", "spell")
    (effect,) = ab.effects
    assert effect.verb == "mill" and effect.amount == Amount("coins")


def test_search_terrain_and_event() -> None:
    ab = _one("Найм: Поиск — местность.", "Впечатлённый турист", "creature")
    assert ab.effects[0].verb == "search"
    assert ab.effects[0].param("select").card_type == "terrain"
    assert ab.effects[0].param("select").kind == SUPPORT
    ab = _one("Найм: Поиск — событие.", "Преданный фанат", "creature")
    assert ab.effects[0].param("select").card_type == "event"


def test_cost_per_own_copy() -> None:
    ab = _one("Ваши местности стоят на 1{м} дешевле за каждого вашего Впечатлённого туриста.",
              "Впечатлённый турист", "creature")
    (part,) = ab.statics
    assert part.kind == "cost" and part.value == -1
    assert part.select == Select(SUPPORT, side=YOU, zone=HAND, card_type="terrain")
    assert part.per == Select(CARD, side=YOU, name="Впечатлённый турист")


def test_condition_on_the_instruction_card() -> None:
    from berserk_heroes.cards.language.common import SAME_CARD

    ab = _one("Уничтожьте существо, если его стоимость {м} меньше или равна количеству существ под вашим контролем.",
              "Навалиться толпой", "spell")
    (effect,) = ab.effects
    assert effect.verb == "destroy" and effect.what is not None and effect.what.kind == "target"
    assert effect.condition is not None and effect.condition.kind == "object_cost_le_count"
    assert effect.condition.ref == SAME_CARD and effect.condition.select == Select(CREATURE, side=YOU)
    ab = _one("Уничтожьте существо, если на кладбище его владельца нет существ.", "Одинокая могила", "spell")
    cond = ab.effects[0].condition
    assert cond is not None and cond.kind == "owner_grave_none" and cond.select == Select(CREATURE, zone="graveyard")


def test_condition_on_the_instruction_card_needs_one_target() -> None:
    result = compile_text("Уничтожьте всех существ, если на кладбище его владельца нет существ.", "Тест", "spell")
    assert not result.fully


def test_if_it_survived() -> None:
    result = compile_text("Жажда 2.\nРаньте существо на 2; если оно выжило, верните эту карту с кладбища в руку.",
                          "Жажда насилия", "spell")
    assert result.fully, result.unparsed
    ab = result.abilities[-1]
    wound, back = ab.effects
    assert wound.verb == "wound" and A.is_move(back.verb, back.params, A.HAND, A.GRAVEYARD)
    assert back.condition is not None and back.condition.kind == "it_survived"


def test_if_it_survived_needs_one_wounded_creature() -> None:
    result = compile_text("Возьмите карту; если оно выжило, возьмите карту.", "Тест", "spell")
    assert not result.fully


def test_discard_and_return_self_works_in_graveyard() -> None:
    from berserk_heroes.abilities import GRAVEYARD, SPELL, THIS

    ab = _one("В начале хода вы можете сбросить заклинание и вернуть Сына реки Сновидений с кладбища в руку.",
              "Сын реки Сновидений", "creature")
    assert ab.zone == GRAVEYARD and ab.trigger is not None and ab.trigger.whose_turn == "any"
    (discard,) = ab.effects
    assert discard.verb == "discard" and discard.optional
    assert discard.param("select") == Select(SPELL, side=YOU, zone=HAND)
    (back,) = discard.then
    assert A.is_move(back.verb, back.params, A.HAND, A.GRAVEYARD) and back.what == THIS


def test_a_quest_may_be_searched_and_summoned() -> None:
    """«квест» is a card of type quest: «Поиск — квест» is supported, and so is «Вызов — квест» now that quests have
    their rules (docs/quests.md: a summoned quest counts against the quest limit)."""
    from berserk_heroes.cards.compiled import compiled_pool
    from berserk_heroes.engine.support import unsupported_parts

    (search,) = [e for ab in compile_text("Выберите одно из: • Возьмите карту; • Поиск — квест.", "Собрать слухи",
                                          "spell").abilities for e in ab.effects]
    mode = search.param("modes")[1]
    assert mode.effects[0].param("select") == Select(CARD, side=YOU, zone="deck", card_type="quest")
    pool = compiled_pool()
    assert pool.by_name("Собрать слухи").supported
    herald = compile_text("Найм: Вызов — квест.", "Глашатай", "creature").abilities
    assert not any(unsupported_parts(ab) for ab in herald)
    assert pool.by_name("Глашатай").supported


OPPONENT_PLAYER = Ref("player", side="opponent")
EACH_PLAYER = Ref("player", side=EACH)


def test_if_it_is_after_a_return_or_a_hoard() -> None:
    dark_or_steppe = Condition("revealed", select=Select(CREATURE, zone="deck", elements=("Тьма", "Степи")))
    assert abilities("Изгоняющая") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE)),), effects=(
            Effect(A.MOVE, Ref("target", 0), params=A.move_params(A.HAND, None, A.PLAY)),
            Effect("draw", YOU_PLAYER, 1, condition=dark_or_steppe))),
    )
    spell = Condition("revealed", select=Select(SPELL, zone="deck"))
    assert abilities("Скальный фантом") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("hoard", OPPONENT_PLAYER, 1, params=(("holder", THIS), (A.FROM, A.HAND), (A.CHOOSER, A.OWNER))),
            Effect("wound", Ref("hero", side="opponent"), 3, condition=spell),
            Effect("draw", YOU_PLAYER, 1, condition=Condition("not", parts=(spell,))))),
    )


def test_if_it_is_still_needs_one_card() -> None:
    # «если это …» after an instruction on several cards (or on none) stays refused
    assert not compile_text("Верните всех существ в руки владельцев, если это тёмное существо – возьмите карту.",
                            "Х", "spell").fully


def test_not_hoarding_and_refresh() -> None:
    assert abilities("Наказание за лень") == (
        Ability(SPELL_ABILITY, effects=(Effect("wound", Ref("all", select=Select(CREATURE, state="not_hoarding")),
                                               2),)),
    )
    everything = abilities("Всепоглощение")
    assert everything[1] == Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
        Effect("destroy", Ref("all", select=Select(CREATURE))),
        Effect("destroy", Ref("all", select=Select(SUPPORT))))),)),))
    assert everything[2] == Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
        Effect("discard", EACH_PLAYER, params=((A.COUNT, A.ALL_MATCHING), (A.NOTED, True))),
        Effect(A.MOVE, Ref("all", select=Select(CARD, side=EITHER, zone=GRAVEYARD)),
               params=(*A.move_params(A.DECK, A.SHUFFLED), ("graveyards", "all"),)),
        Effect("draw", EACH_PLAYER, 4))),)),))


def test_play_free_from_hand_or_graveyard() -> None:
    hand = Select(SPELL, side=YOU, zone=HAND, cost_max=4)
    assert abilities("Знаток тайных искусств") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("play_from", YOU_PLAYER, 1, optional=True,
                   params=(("select", hand), ("or_select", Select(SPELL, side=YOU, zone=GRAVEYARD, cost_max=4)))),)),
    )


def test_any_player_plays_and_self_in_graveyard() -> None:
    (spirit,) = abilities("Дух оруженосца")
    assert spirit.zone == GRAVEYARD
    assert spirit.trigger == Trigger(CARD_PLAYED, subject=Select(CARD, side=ANY, zone=HAND, state="multi_element"))
    (alp,) = abilities("Альп")
    assert alp == Ability(TRIGGERED, zone=GRAVEYARD, trigger=Trigger(TURN_END, whose_turn=YOU),
                          targets=(Target(Select(CREATURE, side=YOU)),), effects=(
        Effect("destroy", Ref("target", 0), optional=True, condition=Condition("source_in_graveyard"),
               then=(Effect("put_into_play", THIS, 1, params=(("from", ("graveyard",)), ("select", Select("card", side="you", zone="graveyard")))),)),))


def test_mill_if_a_creature_went_to_the_opponents_graveyard() -> None:
    got = Condition("it_any", select=Select(CREATURE, side="opponent", zone=GRAVEYARD))
    assert abilities("Гвург") == (
        Ability(TRIGGERED, trigger=Trigger("dies"), effects=(Effect("sequence", params=(("effects", (
            Effect("mill", Ref("player", side=ANY), 2, params=(("mor", True),)),
            Effect("draw", YOU_PLAYER, 1, condition=got))),)),)),
    )


def test_payment_from_the_opponents_graveyard_then_revive_from_it() -> None:
    from berserk_heroes.abilities import ACTIVATED, Cost

    assert abilities("Пробуждающий")[1] == Ability(ACTIVATED, costs=(Cost("shuffle_grave_opp", 4),), effects=(
        Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("graveyard",)), ("select", Select(CREATURE, side="opponent", zone=GRAVEYARD)),
                                                ("up_to", False))),))
    # «с его кладбища» without that payment before it is not compiled
    assert not compile_text("2{м}: Возродите существо с его кладбища под вашим контролем.", "Х", "creature").fully


def test_named_cards_shuffled_from_the_hand_then_drawn() -> None:
    from berserk_heroes.abilities import NAMED, Amount

    opp = OPPONENT_PLAYER
    assert abilities("Разведать") == (
        Ability(SPELL_ABILITY, effects=(Effect("name", THIS, params=(("named", CARD_NAME),)), Effect("sequence", params=(("effects", (
            RevealHand(opp),
            Effect(A.MOVE, opp, params=A.move_params(A.DECK, A.SHUFFLED, A.HAND, (A.COUNT, A.ALL_MATCHING), ("select", Select(CARD, zone=HAND, name=NAMED)))),
            Effect("draw", opp, Amount("done")))),)))),
    )


def test_hoard_from_any_players_hand() -> None:
    # «… по выбору этого игрока» (Айоргу, Турголиа) is compiled as a choice of modes; «по его
    # выбору» is the `hoard` verb with chooser
    any_hand = Effect("hoard", Ref("player", side=ANY), 1, params=(("holder", THIS), (A.FROM, A.HAND)))
    compiled = card("Крылатая тьма").abilities
    assert any(ab.trigger == Trigger(ATTACKS) and ab.effects == (any_hand,) for ab in compiled)


def test_search_a_card_by_its_name() -> None:
    from berserk_heroes.abilities import DECK

    assert abilities("Хранитель Зиккурата")[0] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("search", YOU_PLAYER, 1, params=(("select", Select(CARD, side=YOU, zone=DECK, name="Зиккурат")),
                                                ("up_to", False))),))


def test_search_with_either_keyword() -> None:
    from berserk_heroes.abilities import DECK

    ability = next(a for a in abilities("Улдар") if a.kind == TRIGGERED)
    sel = ability.effects[0].then[0].param("select")
    assert sel == Select(CREATURE, side=YOU, zone=DECK, keywords_any=(
        "superiority", "superiority_lower_strike", "superiority_lower_cost", "suppression"))


def test_hoarded_creature_put_into_play() -> None:
    from berserk_heroes.abilities import ACTIVATED, COINS, HOARDED_NIGHTMARE_HERO, Cost

    assert abilities("Крылатая тьма") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 3),), effects=(Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("hoarded",)),
            ("select", Select(CREATURE, side=YOU, zone=HOARDED_NIGHTMARE_HERO)),)),)),
        Ability(TRIGGERED, trigger=Trigger("attacks"), effects=(
            Effect("hoard", Ref("player", side=ANY), 1, params=(("holder", THIS), (A.FROM, A.HAND))),)),
    )


def _hoard_hand(who: object, then: tuple[Effect, ...] = ()) -> Effect:
    return Effect("hoard", who, 1, params=(("holder", THIS), (A.FROM, A.HAND), (A.CHOOSER, A.OWNER)), then=then)  # type: ignore[arg-type]


def test_hoard_from_the_hand_of_a_player_of_your_choice() -> None:
    def modes(yours_then: tuple[Effect, ...]) -> Effect:
        return Effect("choose_mode", params=(("modes", (
            Ability(SPELL_ABILITY, effects=(_hoard_hand(YOU_PLAYER, yours_then),)),
            Ability(SPELL_ABILITY, effects=(_hoard_hand(OPPONENT_PLAYER_2),)))), ("min", 1), ("max", 1), ("times", 1)))

    assert abilities("Айоргу") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(modes(()),)),)
    assert abilities("Турголиа") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(modes((Effect("draw", YOU_PLAYER, 1),)),)),)
    assert abilities("Дору") == (
        Ability(ACTIVATED, costs=(Cost("coins", 1),), effects=(_hoard_hand(OPPONENT_PLAYER_2),)),)


def test_milled_by_this_cards_mor() -> None:
    assert abilities("Мумия") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("mill", Ref("player", side=ANY), 1, params=(("mor", True),)),)),
        Ability(TRIGGERED, zone=GRAVEYARD, every_time=True,
                trigger=Trigger(MILLED, subject=Select(CREATURE, side=YOU, zone=GRAVEYARD)),
                effects=(Effect(A.MOVE, EVENT(), params=A.move_params(A.HAND, None, A.GRAVEYARD)),)),
    )
    # «…, иначе ранить героя на 1»: each target is named when its instruction is reached (§7.4)
    vestnik = abilities("Вестник неизбежного")[1]
    assert [t.at_execution for t in vestnik.targets] == [True, True]
    assert vestnik.effects[0].otherwise[0].what == Ref("target", 1)


def test_attacks_by_strike_without_subject_and_elided_else_gain() -> None:
    """Великий червь: «Когда атакует ударом» is the card itself; «получает дополнительную жизнь, иначе +1 к удару»:
    the «иначе» link leaves out «получает» and its subject (the same card); no targets, so the «иначе» may follow a
    «из-за Мора» trigger."""
    mor = Effect("mill", Ref("player", side=ANY), 1, params=(("mor", True),))
    plus_one = Effect("modify", THIS, params=(("strike", 1), ("life", 0), ("duration", PERMANENT)))
    assert abilities("Великий червь") == (
        Ability(TRIGGERED, trigger=Trigger(A.ATTACKS_BY_STRIKE), effects=(mor,)),
        Ability(TRIGGERED, every_time=True, trigger=Trigger(MILLED, subject=Select(CREATURE, side=ANY, zone=GRAVEYARD)),
                effects=(Effect("extra_life", THIS, 1, otherwise=(plus_one,)),)),
    )


def test_activated_any_times_and_summon_from_deck_or_hand() -> None:
    assert abilities("Леди Дриана") == (
        Ability(ACTIVATED, costs=(Cost("coins", 2),), every_time=True, effects=(Effect("draw", YOU_PLAYER, 1),)),
        Ability(ACTIVATED, costs=(Cost("coins", 4), Cost("close")), effects=(
            Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("deck", "hand")), ("summoned", True),
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
        return Ability(SPELL_ABILITY, targets=(Target(sel),), effects=(Effect(A.MOVE, TARGET(0), params=A.move_params(A.SIDEBOARD)),))

    assert abilities("Внезапное сокращение") == (
        Ability(SPELL_ABILITY, effects=(Effect("choose_mode", params=(
            ("modes", (mode(Select(CREATURE, side=EITHER, zone=GRAVEYARD)), mode(Select(CREATURE)))),
            ("min", 1), ("max", 2), ("times", 1))),)),
    )


def test_discard_or_be_wounded() -> None:
    assert non_keyword("Истязание") == (
        Ability(SPELL_ABILITY, effects=(Effect("discard", OPPONENT_PLAYER_2, 1, params=(("chooser", "owner"),),
                                               otherwise=(Effect("wound", ENEMY_HERO, 3),)),)),
    )


def test_random_discard_then_search_if() -> None:
    unique = Condition("discarded_card_fits", select=Select(CARD, zone=GRAVEYARD, keyword="unique"))
    assert non_keyword("Тени в разуме") == (
        Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
            Effect("discard", Ref("player", side=EACH), 1, params=(("chooser", "random"),)),
            Effect("search", YOU_PLAYER, 1, params=(("select", Select(CARD, side=YOU, zone=DECK, keyword="unique")),
                                                    ("up_to", False)), condition=unique))),)),)),
    )


def test_hand_into_deck_and_spell_back_to_hand() -> None:
    fewer = Amount("sum", parts=(Amount("done"), Amount("fixed", value=-1)))
    assert abilities("Грабёж") == (Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
        Effect(A.MOVE, OPPONENT_PLAYER_2, params=A.move_params(A.DECK, A.SHUFFLED, A.HAND, (A.COUNT, A.ALL_MATCHING))),
        Effect("draw", OPPONENT_PLAYER_2, fewer))),)),)),)
    assert abilities("Погонщик Тоа-Дана")[-1] == Ability(
        TRIGGERED, trigger=Trigger(PUT_INTO_GRAVEYARD, subject=Select(SPELL, side=YOU)),
        effects=(Effect("pay", YOU_PLAYER, 2, optional=True, then=(Effect(A.MOVE, EVENT(), params=A.move_params(A.HAND, None, A.GRAVEYARD)),)),))


def test_namesake_in_his_graveyard() -> None:
    assert non_keyword("Агатовый дракон") == (
        Ability(TRIGGERED, every_time=True, trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND)),
                effects=(Effect("wound", ENEMY_HERO, 5, condition=Condition("namesake_in_grave", ref=EVENT())),)),
    )


def test_card_not_a_hero() -> None:
    assert abilities("Отправить на рудники") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CARD, state="not_hero")),), effects=(
            Effect("gain_coins", OPPONENT_PLAYER_2, 1, params=(("duration", PERMANENT),)),
            Effect(A.MOVE, TARGET(0), params=A.move_params(A.DECK, A.DECK_BOTTOM)))),
    )


def test_opponent_destroys_his_own() -> None:
    modes = abilities("Содрать шкуру")[0].effects[0].param("modes")
    assert modes[2] == Ability(SPELL_ABILITY, effects=(Effect("destroy", OPPONENT_PLAYER_2, 1, params=(
        ("select", Select(CREATURE, side=OPPONENT, keyword="spell_protection")),)),))


def test_namesakes_of_a_graveyard_card_from_his_hand() -> None:
    assert abilities("Апрашас")[1] == Ability(
        ACTIVATED, costs=(Cost("coins", 2),), targets=(Target(Select(CARD, side=OPPONENT, zone=GRAVEYARD)),),
        effects=(Effect("declare_target", TARGET(0)), Effect("sequence", params=(("effects", (
            RevealHand(OPPONENT_PLAYER_2), Effect(A.MOVE, OPPONENT_PLAYER_2, params=A.move_params(
                A.DECK, A.SHUFFLED, A.HAND, (A.COUNT, A.ALL_MATCHING), (A.SAME_NAME_AS, TARGET(0)))))),))))


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


def test_sideboard_abilities() -> None:
    assert abilities("Страж гробницы") == (
        Ability(ACTIVATED, zone=SIDEBOARD, costs=(Cost("shuffle_grave_opp", 5),),
                effects=(Effect("put_into_play", THIS, params=(("from", ("sideboard",)), ("summoned", True))),)),
    )
    assert abilities("Узник ледника")[1] == Ability(
        TRIGGERED, zone=SIDEBOARD, trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
        effects=(Effect("pay", YOU_PLAYER, 2, optional=True, then=(Effect("put_into_play", THIS, params=(("from", ("sideboard",)), ("summoned", True))),)),))


def test_summon_self_from_sideboard_needs_the_sideboard_zone() -> None:
    # without the zone reminder the ability works in play, where the card cannot be in the sideboard: unsupported
    result = compile_text("Когда противник разыгрывает заклинание, можете заплатить 2{м}, при этом вызовите Узника "
                          "ледника из вашей дополнительной колоды.", "Узник ледника", "creature")
    assert result.fully
    assert unsupported_parts(result.abilities[0])


def test_swap_hand_and_sideboard() -> None:
    assert non_keyword("Пересадка разума") == (
        Ability(SPELL_ABILITY, effects=(Effect(A.MOVE, YOU_PLAYER, params=A.move_params(A.SIDEBOARD, None, A.HAND, (A.SWAP, True))),)),
    )


def test_search_named_in_the_plural() -> None:
    assert abilities("Погонщик яков") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("search", YOU_PLAYER, 2, params=(("select", Select(CARD, side=YOU, zone=DECK, name="Як")),
                                                    ("up_to", True))),)),
    )


def test_hire_delayed_to_end_of_your_turn_and_discard_a_kind() -> None:
    from berserk_heroes.abilities import DIES, GRAVEYARD, Ref

    back = Effect(A.MOVE, YOU_PLAYER, 1, params=A.move_params(A.HAND, None, A.GRAVEYARD, (A.COUNT, A.EXACTLY), ("select", Select(SPELL, side=YOU, zone=GRAVEYARD, cost_max=3))))
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
            Effect("discard", OPPONENT_PLAYER, 1, params=((A.COUNT, A.UP_TO), ("select", Select(CARD, side=OPPONENT, zone=HAND, elements=("Нейтральные",))),), otherwise=(
                Effect("sequence", params=(("effects", (
                    RevealHand(OPPONENT_PLAYER),
                    Effect("discard", OPPONENT_PLAYER, 1, params=(
                        ("chooser", YOU), ("select", Select(CARD, side=OPPONENT, zone=HAND, cost_max=3)))))),)),)),)),
    )


def test_show_from_hand_then_search_same_name() -> None:
    from berserk_heroes.abilities import NAMED, TURN_START

    assert abilities("Дракон-оракул")[1] == Ability(
        TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), effects=(
            Effect("reveal", YOU_PLAYER, 1, optional=True,
                   params=(("zone", HAND), ("select", Select(SPELL, side=YOU, zone=HAND, elements=("Горы",))),
                           ("names", True)),
                   then=(Effect("search", YOU_PLAYER, 1, params=(
                       ("select", Select(SPELL, side=YOU, zone=DECK, name=NAMED)), ("up_to", False))),)),))


def test_remove_extra_lives_then_revive_self() -> None:
    from berserk_heroes.abilities import GRAVEYARD, PUT_INTO_GRAVEYARD

    assert abilities("Кровопийца Драксиля") == (
        Ability(TRIGGERED, zone=GRAVEYARD, trigger=Trigger(PUT_INTO_GRAVEYARD), effects=(
            Effect("remove_extra_lives", YOU_PLAYER, 3, optional=True, then=(Effect("put_into_play", THIS, 1, params=(("from", ("graveyard",)), ("select", Select("card", side="you", zone="graveyard")))),)),)),
    )


def test_search_opponent_deck_same_or_lower_cost() -> None:
    from berserk_heroes.abilities import CREATURE, DIES

    assert abilities("Чёрный жнец")[0] == Ability(
        TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=YOU)), effects=(
            Effect("search", OPPONENT_PLAYER, 1, params=(
                ("select", Select(CARD, side=OPPONENT, zone=DECK)), ("to", GRAVEYARD),
                ("cost_max", Amount("cost", ref=Ref("event"))))),))
    # «той же стоимости» needs a trigger about a creature that died
    line = "Найм: Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище."
    assert not compile_text(line, "Х", "creature").fully


def test_search_then_summon_the_creature_found() -> None:
    assert abilities("Дирижабль") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), effects=(
            Effect("search", YOU_PLAYER, 1, params=(("select", Select(CREATURE, side=YOU, zone=DECK, cost_min=1,
                                                                      cost_max=1)), ("up_to", False))),
            Effect("put_into_play", LAST_FOUND, params=(("from", ("hand",)), ("summoned", True)), condition=Condition(
                "count", Select(HERO, side=YOU, elements=("Нейтральные",)), op=">=", value=1)),
        )),
    )


def test_summon_after_a_search_of_several_cards_stays_refused() -> None:
    # «Поиск до двух существ; вызовите это существо»: which one of them?
    result = compile_text("Найм: Поиск — до двух существ стоимостью 1{м}; если ваш герой нейтральный, вызовите это "
                          "существо.", "Тест", "creature")
    assert not result.fully


def test_look_at_opponents_top_cards_one_to_graveyard() -> None:
    assert non_keyword("Подрыв-гоблин") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(
            Effect("look", OPPONENT_PLAYER_3, Amount("count", Select(CREATURE, side=YOU, classes=("Подземник",))),
                   params=(("take", 1), ("to", GRAVEYARD), ("rest", REST_TOP_OR_BOTTOM))),
        )),
    )


def test_look_at_excess_damage_cards() -> None:
    assert abilities("Магический поток") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
            Effect("wound", TARGET(0), 10),
            Effect("look", YOU_PLAYER, Amount("excess"), params=(("take", 1), ("rest", REST_BOTTOM_RANDOM))),
        )),
    )


def test_excess_without_a_wound_before_is_refused() -> None:
    result = compile_text("Посмотрите Х верхних карт вашей колоды, где Х — величина избыточного урона, положите одну "
                          "из них в руку, остальные — под низ колоды в случайном порядке.", "Тест", "spell")
    assert not result.fully


def test_opponent_may_pay_the_cost_else_bottom() -> None:
    assert abilities("У всего есть цена") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),),
                effects=(Effect("sequence", params=(("effects", (
                    Effect("declare_target", TARGET(0)),
                    Effect("pay", OPPONENT_PLAYER, Amount("cost", ref=IT), params=(("may", True),),
                           otherwise=(Effect(A.MOVE, IT, params=A.move_params(A.DECK, A.DECK_BOTTOM)),)))),)),)),
    )


def test_show_and_shuffle_a_card_of_cost_x_as_payment() -> None:
    assert abilities("Гум’Арот, Инструктор")[1] == Ability(
        ACTIVATED, costs=(Cost("reveal_and_shuffle_hand", 1, select=Select(CREATURE, side=YOU, zone=HAND,
                                                                          classes=("Архаалит",))),),
        effects=(RevealHand(OPPONENT_PLAYER_3), Effect(A.MOVE, OPPONENT_PLAYER_3, 1, params=A.move_params(A.DECK, A.SHUFFLED, A.HAND, (A.COUNT, A.EXACTLY), (A.CHOOSER, A.BY_YOU), (A.X_COST, True)))))


def test_discard_a_creature_to_lose_sleeping_until_next_turn() -> None:
    assert abilities("Узрак")[1] == Ability(
        ACTIVATED, costs=(Cost("discard", 1, select=Select(CREATURE, side=YOU, zone=HAND)),),
        effects=(Effect("lose", THIS, params=(("keyword", "sleeping"), ("duration", NEXT_TURN))),))


def test_discard_a_spell_as_payment() -> None:
    result = compile_text("Сбросьте заклинание: Узрак теряет Спящий до начала хода.", "Узрак", "creature")
    assert result.fully
    assert result.abilities[0].costs == (Cost("discard", 1, select=Select("spell", side=YOU, zone=HAND)),)


def test_revive_x_copies_of_this_card() -> None:
    from berserk_heroes.abilities import CARD, GRAVEYARD, YOU_PLAYER, Amount

    assert abilities("Преданный Архааля") == (
        Ability(ACTIVATED, zone=GRAVEYARD, costs=(Cost("coins", 0, is_x=True), Cost("discard", 1)),
                effects=(Effect("put_into_play", YOU_PLAYER, Amount("x"), params=(("from", ("graveyard",)),
                    ("select", Select(CARD, side=YOU, zone=GRAVEYARD, name="Преданный Архааля")), ("up_to", False))),)),
    )


def test_greatest_noncreature_cost_in_any_graveyard() -> None:
    from berserk_heroes.abilities import STATIC, Amount, StaticPart

    expected = (Ability(STATIC, statics=(
        StaticPart("modify", strike=1, life=1, per=Amount("greatest_noncreature_grave_cost")),)),)
    assert abilities("Пурушин") == expected
    old = compile_text("Пурушин имеет +Х к удару и жизням, где Х – наибольшая стоимость среди карт не-существ на любом "
                       "кладбище.", "Пурушин", "creature")
    assert old.fully and old.abilities[0].statics == expected[0].statics


def test_discard_then_destroy_support_and_wound_its_owner() -> None:
    from berserk_heroes.abilities import SPELL_ABILITY, SUPPORT, TARGET, YOU_PLAYER, Amount, Target

    support = TARGET(0)
    assert abilities("Скормить зевтарам") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(SUPPORT)),), effects=(
            Effect("discard", YOU_PLAYER, 1, params=(("chooser", "owner"),), then=(Effect("destroy", support),)),
            Effect("wound", support, Amount("cost_done"), params=(("to", "owners_hero"),)))),
    )


def test_discard_hand_then_delayed_draw_of_as_many_plus_one() -> None:
    from berserk_heroes.abilities import SPELL_ABILITY, YOU_PLAYER, Amount

    assert abilities("Пески времени") == (
        Ability(SPELL_ABILITY, effects=(Effect("discard", YOU_PLAYER, params=((A.COUNT, A.ALL_MATCHING), (A.NOTED, True))),)),
        Ability(SPELL_ABILITY, effects=(Effect("delayed", params=(
            ("moment", "start_next_own"), ("noted_discard_count", "discarded"),
            ("effects", (Effect("draw", YOU_PLAYER, Amount("sum", parts=(Amount("x"), Amount("fixed", value=1)))),)))),)),
    )


def test_each_player_discards_any_then_wound_each_hero_per_hand() -> None:
    from berserk_heroes.abilities import (
        CARD,
        EACH,
        ENEMY_HERO,
        OPPONENT,
        SPELL_ABILITY,
        YOUR_HERO,
        Amount,
        Ref,
    )

    def per_hand(side: str) -> Amount:
        return Amount("count", select=Select(CARD, side=side, zone=HAND), per=3)

    assert abilities("Чистилище") == (
        Ability(SPELL_ABILITY, effects=(
            Effect("discard", Ref("player", side=EACH), params=((A.COUNT, A.UP_TO),)),
            Effect("sequence", params=(("effects", (Effect("wound", YOUR_HERO, per_hand(YOU)),
                                                    Effect("wound", ENEMY_HERO, per_hand(OPPONENT)))),)))),
    )
    # the amount per card must be a number, the wounded ones every hero
    assert not compile_text("Ранить каждое существо на 3 за каждую карту в руке его игрока.", "Чистилище", "spell").fully


def test_each_discards_half_strike_draw_per_card_the_opponent_could_not() -> None:
    from berserk_heroes.abilities import DIES, EACH, TRIGGERED, YOU_PLAYER, Amount, Ref, Trigger

    x = Amount("strike", ref=THIS, div=2)
    assert abilities("Опустошитель") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("sequence", params=(("effects", (
            Effect("discard", Ref("player", side=EACH), x, params=(("chooser", "owner"),)),
            Effect("draw", YOU_PLAYER, Amount("opp_short", parts=(x,))))),)),)),
    )


def test_name_a_card_then_a_player_of_your_choice_reveals_and_discards() -> None:
    from berserk_heroes.abilities import (
        CARD,
        ENTERS_PLAY,
        NAMED,
        OPPONENT_PLAYER,
        SPELL_ABILITY,
        TRIGGERED,
        YOU_PLAYER,
        Trigger,
    )

    named = Select(CARD, zone=HAND, name=NAMED)

    def modes(drop: str) -> tuple[Ability, ...]:
        def make(who: object) -> Ability:
            last = (Effect("discard", who, 1, params=(("chooser", "owner"), ("select", named))) if drop == "one"
                    else Effect("discard", who, params=((A.COUNT, A.ALL_MATCHING), ("select", named))))
            return Ability(SPELL_ABILITY, effects=(RevealHand(who), last))
        return (make(YOU_PLAYER), make(OPPONENT_PLAYER))

    knight = abilities("Рыцарь Сеггера")
    assert knight == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("name", THIS, params=(("named", CARD_NAME),)),
        Effect("choose_mode", params=(("modes", modes("one")), ("min", 1), ("max", 1), ("times", 1))))),)
    assert abilities("Вампир в бегах")[0].effects[1].param("modes") == modes("all")


def test_mor_bonus_and_paid_return_from_graveyard() -> None:
    static, activated = abilities("Вергельд")
    assert static == Ability(STATIC, statics=(StaticPart("mor_bonus_static", select=Select(CARD, side=YOU), value=2),))
    assert activated == Ability(
        ACTIVATED, costs=(Cost("shuffle_grave_opp", 3),),
        effects=(Effect(A.MOVE, Ref("player", side=YOU), 1, params=A.move_params(
            A.HAND, None, A.GRAVEYARD, (A.COUNT, A.EXACTLY), ("select", Select(CARD, side=YOU, zone=GRAVEYARD)))),))


def test_printed_mor_is_marked_and_put_top_cards_is_not() -> None:
    assert abilities("Ореос")[0].effects == (Effect("mill", Ref("player", side=ANY), 1, params=(("mor", True),)),)
    # «Положите 3 верхние карты любой колоды на кладбище» moves cards as a Мор does but is no «Мор»: no bonus
    assert abilities("Энн Уэй из КыШ")[0].effects[0].params == ()


def test_paid_return_needs_a_card_of_your_graveyard() -> None:
    text = "Замешайте 3 карты с кладбища противника в его колоду: Верните карту с кладбища противника в руку."
    assert not compile_text(text, "Вергельд", "hero").fully


def test_players_get_a_ban_on_graveyard_namesakes() -> None:
    (spell,) = abilities("Оковы прошлого")
    assert spell == Ability(SPELL_ABILITY, effects=(Effect("establish", Ref("player", side=EACH), params=(("rule", BAN),
        ("action", "play"), ("select", Select(CARD, state="grave_namesake")), ("limit", 0), ("window", None),
        ("duration", END_OF_NEXT_OWN_TURN))),))


def test_the_quote_alone_is_not_supported() -> None:
    # compiled alone (a creature's static) it is a part kind the engine does not execute: never silently wrong
    from berserk_heroes.engine.support import unsupported_parts

    result = compile_text("Вы не можете разыгрывать карты с таким же названием, как у других карт на кладбище.",
                          "Гном", "creature")
    assert result.fully
    assert list(unsupported_parts(result.abilities[0]))


def test_heal_notes_excess_for_the_summon_after_it() -> None:
    (spell,) = abilities("Найти лекарство")
    heal, summon = spell.effects
    assert heal.verb == "heal" and heal.param("excess") == "noted" and heal.what == Ref("hero", side=YOU)
    assert heal.amount == Amount("count", select=Select(CREATURE, side=YOU, zone=GRAVEYARD))
    assert summon.verb == "put_into_play" and summon.param("summoned")
    assert summon.param("select") == Select(CREATURE, side=YOU, zone="deck", cost_max_amount=Amount("excess_healed_noted"))


def test_where_then_semicolon_only_before_the_excess_summon() -> None:
    text = "Излечите вашего героя на Х, где Х — количество существ на вашем кладбище; возьмите карту."
    assert not compile_text(text, "Найти лекарство", "spell").fully


def test_heal_one_wounded_character_of_each_player_then_return_if_any_wounded() -> None:
    (spell,) = abilities("Бесконечная любовь")
    assert spell.targets == (Target(Select(CHARACTER, side=YOU, state="wounded")),
                             Target(Select(CHARACTER, side=OPPONENT, state="wounded")))
    heals, back = spell.effects
    assert heals == Effect("sequence", params=(("effects", (
        Effect("heal", TARGET(0), 2, params=(("all", False),)), Effect("heal", TARGET(1), 2, params=(("all", False),)))),))
    assert A.is_move(back.verb, back.params, A.HAND, A.GRAVEYARD) and back.what == THIS
    assert back.condition == Condition("count", select=Select(CHARACTER, state="wounded"), op=">=", value=1)


def test_played_from_hand_redirects_the_search() -> None:
    spell = abilities("Воля Уггуда")[2]
    plain, redirected = spell.effects
    assert plain.verb == "search" and plain.condition == Condition("not", parts=(Condition("was_played_from_hand"),))
    assert redirected.verb == "search" and redirected.condition == Condition("was_played_from_hand")
    assert redirected.param("to") == GRAVEYARD


def test_played_from_hand_only_on_a_spell() -> None:
    text = "Найм: Поиск — любая карта; если вы разыграли эту карту из руки, положите найденную карту на кладбище вместо руки."
    assert not compile_text(text, "Гном", "creature").fully


def test_revive_one_creature_of_each_graveyard_they_fight_as_undead() -> None:
    (spell,) = abilities("Непримиримые враги")
    assert spell.effects == (Effect("revive_two_enemy_creatures", Ref("player", side=YOU), 2, params=(("class", "Нежить"),)),)
    assert spell.targets == ()


def test_any_number_targets_of_a_cost_x_hire_are_the_x_paid() -> None:
    from berserk_heroes.cards.compiled import compiled_pool

    card = next(c for c in compiled_pool() if c.name == "Скрытый в листве")
    assert card.supported
    (hire,) = card.abilities
    assert hire.targets == (Target(Select(CREATURE, side=OPPONENT, zone=GRAVEYARD, state="x_paid_count"), min=0, max=30),)


def test_play_non_creatures_of_the_opponents_graveyard() -> None:
    permission = abilities("Врата Ихвэ")[0]
    assert permission == Ability(STATIC, statics=(StaticPart(
        "play_from_opp_grave", select=Select(CARD, side=OPPONENT, zone=GRAVEYARD, state="not_creature")),))


def test_foreign_creatures_are_mercenaries_and_a_free_play_from_either_graveyard() -> None:
    static, end = abilities("Двухголовый огр")
    assert static == Ability(STATIC, statics=(StaticPart(
        "class_instead", select=Select(CREATURE, side=YOU, state="not_owned"), what="Наёмник"),))
    (play,) = end.effects
    mercenaries = Amount("count", select=Select(CREATURE, side=YOU, classes=("Наёмник",)))
    assert play == Effect("play_from", Ref("player", side=YOU), 1, params=(
        ("select", Select(CARD, side=EITHER, zone=GRAVEYARD, cost_max_amount=mercenaries)),))


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
        effects=(Effect("sequence", params=(("effects", (Effect(A.MOVE, THIS, params=A.move_params(A.DECK, A.SHUFFLED)),
                                                          Effect(A.MOVE, TARGET(0), params=A.move_params(A.DECK, A.SHUFFLED)))),)),))
    revive = one("Положите 6 верхних карт каждой колоды на кладбище; возродите существо с любого кладбища под вашим "
                 "контролем.", "Наследие Ашура", "spell").effects[1]
    assert revive == Effect("put_into_play", ME, 1, params=(("from", ("graveyard",)),
        ("select", Select(CREATURE, side=EITHER, zone=GRAVEYARD)), ("up_to", False)))


@pytest.mark.parametrize("text", [
    "Верните существо с любого кладбища под вашим контролем в руку.",  # «под вашим контролем» only for a revive
])
def test_either_graveyard_refused_where_ambiguous(text: str) -> None:
    assert refused(text, "Пробник", "spell" if not text.startswith("Найм") else "creature")


def test_either_graveyard_several_cards_are_a_target() -> None:
    # «до N карт с любого кладбища»: a target of several cards of both graveyards; whether they may come from both is
    # the rules option any_graveyard_picks, applied when they are chosen (engine/declare.same_graveyard)
    ab = one("Найм: Замешайте до двух карт с любого кладбища в колоду.", "Кьедель")
    assert ab.targets == (Target(Select(CARD, side=EITHER, zone=GRAVEYARD), max=2),)
    assert ab.effects == (Effect(A.MOVE, TARGET(0), params=A.move_params(A.DECK, A.SHUFFLED)),)


def test_plain_graveyard_is_still_yours() -> None:
    # FAQ #16: «с кладбища» without «любого» stays your graveyard (side ANY in a private zone)
    ab = one("3{м}, замешайте Чёрного кузнеца в колоду: Замешайте карту поддержки с кладбища в колоду (эта особенность "
             "работает на кладбище).", "Чёрный кузнец")
    assert ab == Ability(ACTIVATED, zone=GRAVEYARD, costs=(Cost(COINS, 3), Cost("shuffle_self")),
                         targets=(Target(Select(SUPPORT, zone=GRAVEYARD)),),
                         effects=(Effect(A.MOVE, TARGET(0), params=A.move_params(A.DECK, A.SHUFFLED)),))


def test_shuffle_from_your_graveyard_as_a_payment() -> None:
    ab = one("3{м}, замешайте 3 карты с вашего кладбища в колоду: Возродите Надиха (эта особенность работает на "
             "кладбище).", "Надих")
    assert ab == Ability(ACTIVATED, zone=GRAVEYARD, costs=(Cost(COINS, 3), Cost("shuffle_grave", 3)),
                         effects=(Effect("put_into_play", THIS, 1, params=(("from", ("graveyard",)), ("select", Select("card", side="you", zone="graveyard")))),))


def test_look_at_the_top_card_of_any_deck() -> None:
    assert one("Каждый раз, когда Гном-разведчик наносит раны герою, вы можете посмотреть верхнюю карту любой колоды.",
               "Гном-разведчик").effects == (LookAtTopCard(Ref("player", side=ANY), optional=True),)
    # «… можете положить её под низ колоды»: «её» is the card looked at
    assert one("В конце вашего хода посмотрите верхнюю карту колоды, можете положить её под низ колоды.",
               "Дракон-оракул").effects == (LookAtTopCard(ME),
                                           Effect(A.MOVE, IT, params=A.move_params(A.DECK, A.DECK_BOTTOM), optional=True))


def test_look_top_variants() -> None:
    assert one("Посмотрите Х верхних карт вашей колоды; положите их обратно в любом порядке. Возьмите карту.",
               "Прорицание воргов", "spell").effects[0] == Effect(
        "look", ME, Amount("x"), params=(("n", 0), ("take", 0), ("rest", "top")))
    assert one("Посмотрите четыре верхние карты вашей колоды; можете положить любые из них на кладбище.",
               "Гадание по костям", "spell").effects == (Effect("look", ME, params=(
                   ("n", 4), ("take", 4), ("rest", "keep"), ("to", GRAVEYARD), ("up_to", True))),)
    assert one("Найм: Посмотрите три верхние карты вашей колоды, можете показать из них карту поддержки и положить её в "
               "руку, остальные — под низ колоды в любом порядке.", "Яркий щёголь").effects == (Effect(
                   "look", ME, params=(("n", 3), ("take", 1), ("up_to", True), ("select", Select(SUPPORT, zone="deck")),
                                       ("show", True), ("rest", "bottom"))),)


def test_reveal_top_cards_and_take() -> None:
    assert one("Покажите 8 верхних карт колоды, вызовите из них всех орков стоимостью 1{м} или менее, положите "
               "остальные карты на верх колоды в любом порядке.", "Великий поход", "spell").effects == (Effect(
                   "look", ME, params=(("n", 8), ("take", 8), ("to", "play"),
                                       ("select", Select(CREATURE, zone="deck", classes=("Орк",), cost_max=1)),
                                       ("take_all", True), ("rest", "top"), ("reveal", True))),)
    assert one("Покажите 4 верхние карты колоды, положите все показанные таким образом заклинания в руку, остальные — "
               "на кладбище.", "Найти ответы", "spell").effects == (Effect(
                   "look", ME, params=(("n", 4), ("take", 4), ("to", HAND), ("select", Select(SPELL, zone="deck")),
                                       ("take_all", True), ("rest", GRAVEYARD), ("reveal", True))),)


def test_reveal_until() -> None:
    assert one("Показывайте по одной верхней карте вашей колоды, пока не покажете до двух зверей; положите показанных "
               "зверей в руку, замешайте остальные карты в колоду.", "По свежим следам", "spell").effects == (Effect(
                   "look", ME, params=(("until", True), ("take", 2),
                                       ("select", Select(CREATURE, zone="deck", classes=("Зверь",))),
                                       ("to", HAND), ("rest", REST_SHUFFLE), ("reveal", True))),)
    # «по одной»: anything else is refused
    assert refused("Показывайте по две верхние карты вашей колоды, пока не покажете до двух зверей; положите "
                   "показанных зверей в руку, замешайте остальные карты в колоду.", "Пробник", "spell")


def test_reveal_then_shuffle_the_deck() -> None:
    ab = one("В конце хода покажите верхнюю карту вашей колоды; если это существо, Выстрел на 1, иначе излечите "
             "персонажа на 2; перемешайте колоду.", "Бард")
    assert ab.effects[0] == LookAtTopCard(ME, reveal=True)
    assert ab.effects[-1] == Effect(A.MOVE, ME, params=A.move_params(A.DECK, A.SHUFFLED, A.DECK, (A.COUNT, A.ALL_MATCHING)))


def test_other_players_put_cards_into_their_decks() -> None:
    assert one("Найм: Если ваш герой — маг, противник замешивает карту из руки в колоду по его выбору.",
               "Вижуал Чхон Са").effects[0] == Effect(
        A.MOVE, HIM, 1, params=A.move_params(A.DECK, A.SHUFFLED, A.HAND, (A.COUNT, A.EXACTLY),
                                             ("select", Select(CARD, side=OPPONENT, zone=HAND))),
        condition=Condition("count", select=Select("hero", side=YOU, classes=("Герой-маг",))))
    each = Ref("player", side="each")
    assert one("Каждый игрок замешивает карту из руки и карту из кладбища в колоду.", "Помешательство",
               "spell").effects == (Effect("sequence", params=(("effects", (
                   Effect(A.MOVE, each, 1, params=A.move_params(A.DECK, A.SHUFFLED, HAND, (A.COUNT, A.EXACTLY))),
                   Effect(A.MOVE, each, 1, params=A.move_params(A.DECK, A.SHUFFLED, GRAVEYARD, (A.COUNT, A.EXACTLY))))),)),)
    assert one("Противник показывает руку и замешивает в колоду карту на ваш выбор.", "Пробник",
               "spell").effects == (Effect("sequence", params=(("effects", (
                   RevealHand(HIM), Effect(A.MOVE, HIM, 1, params=A.move_params(A.DECK, A.SHUFFLED, HAND, (A.COUNT, A.EXACTLY), (A.CHOOSER, A.BY_YOU))))),)),)


def test_from_the_deck_to_the_graveyard_trigger() -> None:
    assert one("Когда Жрица стали попадает из колоды на кладбище, возродите Жрицу стали (эта особенность работает на "
               "кладбище).", "Жрица стали") == Ability(
        TRIGGERED, zone=GRAVEYARD, trigger=Trigger(DECK_TO_GRAVEYARD), effects=(Effect("put_into_play", THIS, 1, params=(("from", ("graveyard",)), ("select", Select("card", side="you", zone="graveyard")))),))


def test_shuffle_all_with_a_keyword_into_the_owners_decks() -> None:
    assert one("Замешайте всех существ с защитой от заклинаний в колоды владельцев.", "Удар подсвечником",
               "spell") == Ability(SPELL_ABILITY, effects=(Effect(A.MOVE, Ref("all", select=Select(
                   CREATURE, keyword="spell_protection")), params=A.move_params(A.DECK, A.SHUFFLED)),))


def test_other_name_then_shuffle_this_card() -> None:
    assert one("Найм: Вызовите существо стоимостью 3{м} или менее с другим названием, при этом замешайте Мнимона в "
               "колоду владельца.", "Мнимон").effects == (Effect("put_into_play", ME, 1, params=(("from", ("deck",)), ("summoned", True),
                   ("select", Select(CREATURE, side=YOU, zone="deck", cost_max=3, state="other_name")),
                   ("up_to", False)), then=(Effect(A.MOVE, THIS, params=A.move_params(A.DECK, A.SHUFFLED)),)),)


def test_name_a_card() -> None:
    named = Select(CARD, zone=HAND, name=NAMED)
    assert one("Назовите карту. Противник показывает руку и сбрасывает все карты с таким названием; если противник "
               "сбросил существо, возродите нежить стоимостью 1{м}.", "Некромантия", "spell").effects == (
        Effect("name", THIS, params=(("named", CARD_NAME),)),
        Effect("sequence", params=(("effects", (RevealHand(HIM),
                                                Effect("discard", HIM, params=((A.COUNT, A.ALL_MATCHING), ("select", named))))),)),
        Effect("put_into_play", ME, 1, params=(("from", ("graveyard",)), ("select", Select(CREATURE, side=YOU, zone=GRAVEYARD, classes=("Нежить",),
                                                          cost_min=1, cost_max=1)), ("up_to", False)),
               condition=Condition("it_any", select=Select(CREATURE, zone=GRAVEYARD))))
    assert one("Найм: Назовите карту и покажите верхнюю карт вашей колоды; если вы показали названную карту, положите "
               "её в руку.", "Дитя Йара").effects == (
        Effect("sequence", params=(("effects", (Effect("name", THIS, params=(("named", CARD_NAME),)), LookAtTopCard(ME, reveal=True))),)),
        Effect("move", IT, params=(("to", "hand"), ("from", "deck")), condition=Condition("revealed", select=Select(CARD, zone="deck", name=NAMED))))
    # «с таким названием» / «если противник сбросил …» need the naming / the discard just before
    assert refused("Противник показывает руку и сбрасывает все карты с таким названием.", "Пробник", "spell")
    assert refused("Возьмите карту; если противник сбросил существо, возьмите карту.", "Пробник", "spell")


def test_all_graveyards() -> None:
    assert one("Замешайте всех гномов с поля боя и всех кладбищ в колоды владельцев.", "Величайшая потасовка",
               "spell").effects == (Effect("sequence", params=(("effects", (
                   Effect(A.MOVE, Ref("all", select=Select(CREATURE, classes=("Гном",))), params=A.move_params(A.DECK, A.SHUFFLED)),
                   Effect(A.MOVE, Ref("all", select=Select(CREATURE, side=EITHER, zone=GRAVEYARD,
                                                                        classes=("Гном",))),
                          params=(*A.move_params(A.DECK, A.SHUFFLED), ("graveyards", "all"),)))),)),)


def test_look_top_more_if_and_reveal_split() -> None:
    assert one("Посмотрите 6 верхних карт колоды, положите одну из них в руку; если у противника нет открытых {м}, "
               "положите ещё одну карту; остальные положите на верх колоды в любом порядке.", "Найти гармонию",
               "spell").effects == (Effect("look", ME, params=(
                   ("n", 6), ("take", 1), ("more", 1), ("more_if", Condition("opponent_open_coins", op="==", value=0)),
                   ("rest", "top"))),)
    assert one("Покажите 3 верхние карты колоды; положите одну из них в руку, другую на кладбище, оставшуюся добывает "
               "ваш герой.", "Быстрый грабёж", "spell").effects == (Effect("look", ME, params=(
                   ("n", 3), ("to", (HAND, GRAVEYARD)), ("rest", HOARD), ("holder", Ref("hero", side=YOU)),
                   ("reveal", True))),)


def test_all_cards_of_any_graveyard_are_one_chosen_players() -> None:
    # «все карты с любого кладбища»: a move of the graveyard of a player the controller picks (option any_graveyard_picks)
    assert one("Замешайте все карты с любого кладбища в колоду владельца.", "Обновление", "spell").effects == (
        Effect(A.MOVE, Ref("player", side=A.ANY), params=A.move_params(
            A.DECK, A.SHUFFLED, GRAVEYARD, (A.COUNT, A.ALL_MATCHING))),)


def test_found_by_any_search_works_in_the_deck() -> None:
    ability = one("Эта карта может быть найдена любым Поиском (эта особенность работает в колоде).", "Обновление", "spell")
    assert (ability.kind, ability.zone, ability.statics) == (A.STATIC, A.DECK, (A.StaticPart(A.FOUND_BY_ANY_SEARCH),))


def test_deck_shuffled_trigger_and_history() -> None:
    # «Когда противник перемешивает колоду»: DECK_SHUFFLED about the hero of the deck's owner
    ability = one("Когда противник перемешивает колоду, возьмите карту.", "Пробник")
    assert ability.trigger == Trigger(A.DECK_SHUFFLED, subject=Select(A.HERO, side=A.OPPONENT))
    ban = one("Вы не можете разыграть это заклинание, если противник не перемешивал колоду в этот или прошлый ход.",
              "Пробник", "spell").statics[0]
    assert ban.kind == A.CANNOT_PLAY_SELF and ban.condition.kind == "not"
    windows = [part.history.window for part in ban.condition.parts[0].parts]
    assert windows == [A.THIS_TURN, A.PREVIOUS_TURN]


@pytest.mark.parametrize("bound", ["", "до "])
def test_revive_within_a_total_cost(bound: str) -> None:
    """«Возродите до трёх существ суммарной стоимостью (до) 4{м}»: up to three, their costs together at most 4."""
    text = f"Возродите до трёх существ суммарной стоимостью {bound}4{{м}}."
    (ab,) = compile_text(text, "Тест", "spell").abilities
    assert ab.effects == (A.Effect(A.PUT_INTO_PLAY, A.YOU_PLAYER, 3, params=(
        ("from", (A.GRAVEYARD,)), ("select", A.Select(CREATURE, side=A.YOU, zone=A.GRAVEYARD)), (A.UP_TO, True),
        (A.TOTAL_COST, 4))),)
    assert not compile_text("Возродите существо суммарной стоимостью 4{м}.", "Тест", "spell").fully


def test_summon_within_a_total_cost() -> None:
    """«Вызовите до двух существ суммарной стоимостью до 5{м}»: the same pick from the deck, a Вызов."""
    (ab,) = compile_text("Вызовите до двух существ суммарной стоимостью до 5{м}.", "Тест", "spell").abilities
    assert ab.effects == (A.Effect(A.PUT_INTO_PLAY, A.YOU_PLAYER, 2, params=(
        ("from", (DECK,)), ("summoned", True), ("select", A.Select(CREATURE, side=A.YOU, zone=DECK)), (A.UP_TO, True),
        (A.TOTAL_COST, 5))),)


def test_free_plays_from_both_graveyards_within_a_total() -> None:
    """«Разыграйте бесплатно до трех заклинаний с любых кладбищ суммарной стоимостью до 6{м}»: up to three spells of
    both graveyards (params any_graveyards), within the total; the singular «с любого кладбища» stays refused here."""
    text = "Разыграйте бесплатно до трех заклинаний с любых кладбищ суммарной стоимостью до 6{м}."
    (ab,) = compile_text(text, "Тест", "spell").abilities
    assert ab.effects == (A.Effect(A.PLAY_FROM, A.YOU_PLAYER, 3, params=(
        ("select", A.Select(A.SPELL, side=EITHER, zone=A.GRAVEYARD)), (A.UP_TO, True), (A.TOTAL_COST, 6),
        (A.ANY_GRAVEYARDS, True))),)
    assert not compile_text("Возродите до трёх существ суммарной стоимостью 4{м} с любого кладбища.", "Тест",
                            "spell").fully


def test_one_of_each_within_a_total() -> None:
    """«Разыграйте с кладбища существо, заклинание и карту поддержки суммарной стоимостью Х{м} бесплатно»: one card of
    each noun phrase (params each_of), within the X paid."""
    text = "Разыграйте с кладбища существо, заклинание и карту поддержки суммарной стоимостью Х{м} бесплатно."
    (ab,) = compile_text(text, "Тест", "spell").abilities
    (effect,) = ab.effects
    assert effect.amount == 3 and effect.param(A.TOTAL_COST) == A.Amount("x")
    assert [sel.kind for sel in effect.param(A.EACH_OF)] == [CREATURE, A.SPELL, A.SUPPORT]


def test_summon_up_to_x_within_x() -> None:
    """«…; если было уничтожено ваше существо, вызовите не более Х существ суммарной стоимостью Х{м}, где Х — стоимость
    {м} уничтоженного существа»: one amount for the count and the total; the condition only after «Уничтожьте»."""
    text = ("Уничтожьте существо; если было уничтожено ваше существо, вызовите не более Х существ суммарной стоимостью "
            "Х{м}, где Х — стоимость {м} уничтоженного существа.")
    (ab,) = compile_text(text, "Тест", "spell").abilities
    summon = ab.effects[1]
    assert summon.amount == summon.param(A.TOTAL_COST) == A.Amount("cost", ref=A.IT)
    assert summon.condition == A.Condition("it_any", select=A.Select(CREATURE, side=A.YOU, zone=A.GRAVEYARD))
    assert not compile_text("Возьмите карту; если было уничтожено ваше существо, возьмите карту.", "Тест", "spell").fully


def test_each_player_discards_any_then_draws_the_cards_discarded() -> None:
    """«Начиная с вас, игроки могут сбросить любое число карт. Каждый игрок берёт Х карт, где Х — количество сброшенных
    таким образом карт» (Поделиться маной): each player's discard up to any number, then each player draws «done»."""
    each = A.Ref("player", side=A.EACH)
    assert abilities("Поделиться маной") == (
        Ability(SPELL_ABILITY, effects=(Effect("discard", each, params=((A.COUNT, A.UP_TO),)),
                                        Effect("draw", each, A.Amount("done")))),
    )


def test_draw_to_ten_then_discard_the_hand_at_the_end_of_the_turn() -> None:
    """Сверхрыблексы: «Берите карты, пока у вас не станет десять карт» draws the hand's shortfall (counted once);
    the spell's paragraph «В конце хода сбросьте руку» is a delayed instruction of the spell, not a trigger in play;
    «Пропустите свой следующий ход» skips the controller's next turn."""
    you = A.Ref("player", side=A.YOU)
    _, _, draw, end, skip = abilities("Сверхрыблексы")
    assert draw == Ability(SPELL_ABILITY, effects=(Effect("draw", you, A.Amount("hand_short", value=10)),))
    assert end == Ability(SPELL_ABILITY, effects=(Effect("delayed", params=(
        ("moment", A.END_THIS), ("effects", (Effect("discard", you, params=((A.COUNT, A.ALL_MATCHING),)),)))),))
    assert skip == Ability(SPELL_ABILITY, effects=(Effect("extra_turn", you, params=(("skip", True),)),))
    # a creature's «В конце хода …» stays its triggered ability
    (trig,) = compile_text("В конце хода сбросьте руку.", "Проба", "creature").abilities
    assert trig.kind == A.TRIGGERED


def test_name_a_creature_and_the_opponent_destroys_it() -> None:
    """Укрощение: «Назовите существо» names a creature; «противник уничтожает существо / всех существ с таким названием»
    is his destroy of the named creatures (no «своё»: param owner_unsaid), «всех» every one of them."""
    (ab,) = abilities("Укрощение")
    name, one, every = ab.effects
    assert name.param("kind") == CREATURE
    named = A.Select(CREATURE, side=A.OPPONENT, name=A.NAMED)
    assert one == Effect("destroy", A.Ref("player", side=A.OPPONENT), 1,
                         params=(("select", named), ("owner_unsaid", True)))
    assert every.param(A.COUNT) == A.ALL_MATCHING and every.condition is not None


def test_search_every_named_card_of_a_players_deck_for_your_hero() -> None:
    """Террор: «Поиск – все карты с таким названием в колоде игрока; ваш герой добывает найденные таким образом карты»
    — a player of the caster's choice (two modes); every card of the name in his deck goes under your hero."""
    (ab,) = abilities("Террор")
    name, modes = ab.effects
    assert name.verb == "name"
    searches = [mode.effects[0] for mode in modes.param("modes")]
    assert [s.what for s in searches] == [A.Ref("player", side=A.YOU), A.Ref("player", side=A.OPPONENT)]
    assert all(s.param("to") == A.HOARD and s.param(A.COUNT) == A.ALL_MATCHING and s.param("holder") == A.YOUR_HERO
               and s.param("select") == A.Select(A.CARD, zone=A.DECK, name=A.NAMED) for s in searches)


# ---- Leaving a graveyard (docs/compiler.md «Leaving a graveyard: who may, and who made a card leave») ----


def test_cards_cannot_leave_graveyards() -> None:
    """Привратник: «Карты не могут покидать кладбища» — forbid LEAVE_GRAVEYARD of every card in a graveyard."""
    from tests.test_compiler import abilities as real

    static = real("Привратник")[1]
    assert static.statics == (A.StaticPart("forbid", select=A.Select(A.CARD, zone=A.GRAVEYARD),
                                           what=A.LEAVE_GRAVEYARD),)


def test_opponent_makes_a_creature_leave_a_graveyard() -> None:
    """Страж усопших: LEFT_GRAVEYARD of a creature, from any graveyard, made by the opponent (his hero the other card);
    the ability works in the sideboard."""
    from tests.test_compiler import abilities as real

    (ab,) = real("Страж усопших")
    assert ab.zone == A.SIDEBOARD
    assert ab.trigger == A.Trigger(A.LEFT_GRAVEYARD, subject=A.Select(A.CREATURE, zone=A.GRAVEYARD),
                                   other=A.Select(A.HERO, side=A.OPPONENT))


def test_any_player_who_makes_a_card_leave_pays() -> None:
    """Пограничный город: «игрок» is either player; «он должен заплатить 1{м}» is his payment (the event's player);
    «(за каждую карту)» adds nothing (one event per card)."""
    from tests.test_compiler import abilities as real

    trig, act = real("Пограничный город")
    assert trig.trigger == A.Trigger(A.LEFT_GRAVEYARD, subject=A.Select(A.CARD, zone=A.GRAVEYARD),
                                     other=A.Select(A.HERO, side=A.ANY))
    assert trig.effects == (A.Effect("pay", A.Ref("event", role=A.EVENT_PLAYER), 1),)
    assert [e.verb for e in act.effects] == ["lose", "move"]
    assert act.effects[1].what == A.Ref("all", select=A.Select(A.CARD, side=A.YOU, zone=A.GRAVEYARD))


def test_opponent_shuffles_a_card_of_your_graveyard() -> None:
    """Уруган: SHUFFLED_FROM_GRAVEYARD of a card of your graveyard, the opponent's doing; the Засада works in the hand."""
    from tests.test_compiler import abilities as real

    ambush = [ab for ab in real("Уруган") if ab.trigger is not None]
    assert len(ambush) == 1 and ambush[0].zone == A.HAND
    assert ambush[0].trigger == A.Trigger(A.SHUFFLED_FROM_GRAVEYARD, subject=A.Select(A.CARD, side=A.YOU,
                                                                                     zone=A.GRAVEYARD),
                                          other=A.Select(A.HERO, side=A.OPPONENT))


def test_a_player_shuffles_his_completed_quests_worth() -> None:
    """Горуг, Крючкотворец: «Игрок замешивает из руки Х карт, где Х — количество завершённых им квестов и берёт столько
    же карт» — you or the opponent, as the controller picks."""
    (mode_effect,) = abilities("Горуг, Крючкотворец")[0].effects
    modes = mode_effect.param("modes")
    assert isinstance(modes, tuple) and len(modes) == 2
    for mode, side in zip(modes, (YOU, OPPONENT), strict=True):
        (seq,) = mode.effects
        move, draw = seq.param("effects")
        assert move.amount == Amount("count", select=Select(CARD, side=side, zone=A.COMPLETED, card_type="quest"))
        assert (move.param("from"), move.param("to")) == (HAND, DECK)
        assert draw.verb == "draw" and draw.amount == Amount("done") and draw.what == Ref("player", side=side)


def test_first_drawn_card_played_at_a_set_price() -> None:
    """Слияние с космосом: a trigger of the hand on being the first card drawn this turn (DRAWN_NTH 1, no subject: this
    card), played for exactly 2{м}; then every creature on top of its owner's deck in the order the caster picks."""
    trig, spell = abilities("Слияние с космосом")
    assert trig.kind == A.TRIGGERED and trig.zone == A.HAND and trig.trigger == A.Trigger(A.DRAWN_NTH, nth=1)
    assert trig.effects == (A.Effect(A.PLAY_FROM, A.THIS, 2, params=(("price", A.SET_PRICE),)),)
    (move,) = spell.effects
    assert move.param("order") == A.CONTROLLER_CHOOSES and move.param("position") == A.DECK_TOP


def test_look_takes_one_card_of_each_set_of_elements() -> None:
    """Рафаэль: every multi-element card of the five shown goes to the hand, one of each set of elements; the rest under
    the deck in a random order."""
    (look,) = abilities("Рафаэль")[0].effects
    assert look.verb == "look" and look.param("reveal") and look.param(A.DISTINCT_ELEMENTS)
    assert look.param("select") == Select(CARD, side=ANY, zone=DECK, state="multi_element")
    assert (look.param("to"), look.param("rest")) == (HAND, A.REST_BOTTOM_RANDOM)


def test_summon_of_the_event_cards_cost_less_two_at_least_one() -> None:
    """Вордер: «Когда вы вызываете существо стоимостью Х{м}, вызовите существо стоимостью Х –2{м} (но не менее 1, один
    раз за ход)» — the trigger's card may cost anything; the summon picks a card of cost exactly max(Х − 2, 1), Х the
    summoned card's cost (params cost); «(но не менее 1, один раз за ход)» is the floor and the once-a-turn limit."""
    first, second = abilities("Вордер")
    assert first.trigger == A.Trigger(A.SUMMONED, subject=Select(A.CREATURE, side=A.YOU)) and first.per_turn == 1
    (summon,) = first.effects
    less = A.Amount("sum", parts=(A.Amount("event_card_cost"), A.Amount("fixed", value=-2)))
    assert summon.param("cost") == A.Amount("at_least", value=1, parts=(less,))
    assert summon.param("select").cost_max_amount is None
    (delayed,) = second.effects
    awaited = delayed.param("trigger")
    assert awaited.event == A.ATTACK_TARGET_DIED and awaited.other == Select(A.CREATURE, side=A.OPPONENT)
    assert delayed.param("effects")[0].param("cost") == A.Amount("event_cost")


def test_summon_from_either_players_deck_or_hand_under_its_owner() -> None:
    """Крестьянский самосуд: one dark or neutral creature of either player's deck or hand enters under its owner, then
    «уничтожьте его» destroys that card."""
    summon, destroy = abilities("Крестьянский самосуд")[1].effects
    assert summon.param("from") == (DECK, HAND) and summon.param("under") == A.OWNER
    assert summon.param("select").side == A.EITHER
    assert destroy == A.Effect("destroy", A.IT)
