"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of amounts (computed numbers): real card texts → the exact computed amounts.

Compiler tests of amounts «где Х — …», values of cards, a few statics: real card texts → exact ability objects.

Compiler tests of amounts (mixed phrases): real card texts →
the exact compiled meaning.
"""

from __future__ import annotations

import dataclasses

import pytest

from berserk_heroes import abilities as A
from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    ALL,
    CARD,
    CREATURE,
    DECK,
    DISCARDED,
    DRAWN,
    END_OF_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    GRAVEYARD,
    HAND,
    HERO,
    IT,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    SPELL,
    STATIC,
    STRIKE_WOUNDS,
    SUPPORT,
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
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.compiler import CompileError, compile_text, compile_unit
from tests.test_compiler import abilities, non_keyword

_DISCARDED = V.HistoryQuery(V.DISCARDED, subject=V.Select(V.CARD, side=V.YOU))  # «карт, сброшенных вами в этом ходу»


def one(text: str, name: str = "X", card_type: str = "creature") -> tuple[Effect, ...]:
    abilities, _ = compile_unit(text, name, card_type)
    assert len(abilities) == 1
    return abilities[0].effects


def test_double_strike() -> None:
    (ab,), _ = compile_unit("Сбросьте карту: Удвойте силу удара Испытателя до конца хода (1 раз за ход).",
                            "Испытатель", "creature")
    assert ab.kind == ACTIVATED and ab.per_turn == 1
    assert ab.effects == (Effect("modify", THIS, Amount("strike", ref=THIS),
                                 params=(("strike", 1), ("life", 0), ("duration", END_OF_TURN))),)


def test_double_wounds() -> None:
    effects = one("1{м}{Т}: Удвойте количество ран на каждом существе (это считается ранением).")
    assert effects == (Effect("wound", ALL(Select(CREATURE)), Amount("own_wounds")),)


def test_drawn_and_discarded_this_turn() -> None:
    effects = one("Возьмите карту. Ранить персонажа на Х, где Х - количество карт, которые вы взяли в этот ход.",
                  card_type="spell")
    assert effects[1].amount == Amount("history", history=V.HistoryQuery(V.DRAWN, subject=Select(V.CARD, side=V.YOU))) and effects[1].what == TARGET(0)
    effects = one("Сбросьте карту. Раньте каждое существо на 2 за каждую карту, которую вы сбросили в этом ходу.",
                  card_type="spell")
    assert effects[1] == Effect("wound", ALL(Select(CREATURE)), Amount("history", per=2, history=_DISCARDED))
    effects = one("Сбросьте все карты. Возьмите карту за каждую карту, сброшенную вами в этом ходу.", card_type="spell")
    assert effects[0] == Effect("discard", YOU_PLAYER, Amount("count", select=Select(CARD, side=YOU, zone=HAND)),
                                params=(("chooser", "owner"),))
    assert effects[1] == Effect("draw", YOU_PLAYER, Amount("history", history=_DISCARDED))


def test_done_this_way() -> None:
    effects = one("Каждый противник сбрасывает две карты; за каждую сброшенную таким образом карту возьмите карту.",
                  card_type="spell")
    assert effects == (Effect("discard", OPPONENT_PLAYER, 2, params=(("chooser", "owner"),)),
                       Effect("draw", YOU_PLAYER, Amount("done")))
    effects = one("Полностью излечите всех ваших существ. Возьмите карту за каждое излеченное таким образом существо.",
                  card_type="spell")
    assert effects[1] == Effect("draw", YOU_PLAYER, Amount("done", select=Select(CREATURE)))
    effects = one("Возьмите карту за каждую карту в вашей руке; сбросьте карту за каждую карту, взятую таким образом.",
                  card_type="spell")
    assert effects[1] == Effect("discard", YOU_PLAYER, Amount("done"), params=(("chooser", "owner"),))


def test_hand_gap() -> None:
    effects = one("Найм: Берите карты, пока у вас в руке не будет столько же карт, сколько у противника.")
    assert effects == (Effect("draw", YOU_PLAYER, Amount("hand_gap")),)
    effects = one("Найм: Если при розыгрыше Объезженного дракона не было потрачено {м}, противник сбрасывает карты, "
                  "пока у него не станет столько же карт, сколько и у вас.", "Объезженный дракон")
    assert effects[0].verb == "discard" and effects[0].what == OPPONENT_PLAYER and effects[0].amount == Amount("hand_gap")


def test_excess_needs_a_wound_before() -> None:
    effects = one("Ранить существо на величину его удара; возьмите карту за каждую единицу избыточного урона.",
                  card_type="spell")
    assert effects[1] == Effect("draw", YOU_PLAYER, Amount("excess"))
    # after «убивает» the excess is that of the kill (Amount ``kill_excess_wounds``), not of an earlier
    # instruction of the same ability
    (ab,), _ = compile_unit("Каждый раз, когда ваша карта убивает существо, ваш герой получает дополнительную жизнь за "
                            "каждую единицу избыточного урона.", "Кровавый виконт", "creature")
    assert ab.effects[0].amount == Amount("kill_excess_wounds")
    with pytest.raises(CompileError):  # (Кровавый виконт's kill excess is compiled: excess damage)
        compile_unit("Возьмите карту за каждую единицу избыточного урона.", "Пробник", "spell")


def test_event_cards() -> None:
    (ab,), _ = compile_unit("Каджый раз, когда вы сбрасываете карты, Неудержимый получает +2 к удару за каждую "
                            "сброшенную карту.", "Неудержимый", "creature")
    assert ab.every_time and ab.trigger is not None and ab.trigger.event == DISCARDED
    assert ab.effects == (Effect("modify", THIS, Amount("event_cards"),
                                 params=(("strike", 2), ("life", 0), ("duration", PERMANENT))),)
    (ab,), _ = compile_unit("Каждый раз, когда вы берете карты, ранить вашего героя на 1 за каждую взятую карту.",
                            "Адепт культа крови", "creature")
    assert ab.trigger is not None and ab.trigger.event == DRAWN and ab.effects[0].amount == Amount("event_cards")


def test_per_each_forms() -> None:
    (ab,), _ = compile_unit("Шаггон имеет +1 к удару за каждые 2 существа на вашем кладбище.", "Шаггон", "creature")
    assert ab.statics == (StaticPart("modify", strike=1, per=Amount(
        "count", select=Select(CREATURE, side=YOU, zone=GRAVEYARD), div=2)),)
    (ab,), _ = compile_unit("Имеет +1 к удару за каждое ваше Яйцо и каждого вашего другого дракона.",
                            "Драконий наездник", "creature")
    per = ab.statics[0].per
    assert per.kind == "sum" and per.parts[1].select.other and per.parts[1].select.classes == ("Дракон",)
    effects = one("Найм: Ранить героя противника на 1 за каждое мультистихийное существо в игре.")
    assert effects == (Effect("wound", ENEMY_HERO, Amount("count", select=Select(CREATURE, state="multi_element"))),)
    effects = one("До 3 существ получают +3 к удару до конца хода. Возьмите карты за каждое существо в игре с ударом 6 "
                  "или более.", card_type="spell")
    assert effects[1] == Effect("draw", YOU_PLAYER, Amount("count", select=Select(CREATURE, strike_min=6)))


def test_two_static_sentences() -> None:
    (ab,), _ = compile_unit("Стоит на (1) дороже за каждую карту у вас в руке. Стоит на (1) дешевле за каждое ваше "
                            "существо.", "Эйден", "creature")
    assert ab.statics == (StaticPart("cost", value=1, per=Select(CARD, side=YOU, zone=HAND)),
                          StaticPart("cost", value=-1, per=Select(CREATURE, side=YOU)))


# («Найм <этой карты> срабатывает ещё раз за каждого …» was refused here; since it is an ability
# of its own that does not repeat itself: tests/test_compiler_triggers.py)


def test_cost_of_the_card_acted_on() -> None:
    effects = one("Противник сбрасывает карту; ранить существо на Х, где Х — стоимость {м} сброшенной таким образом "
                  "карты.", card_type="spell")
    assert effects[1] == Effect("wound", TARGET(0), Amount("cost", ref=IT))
    effects = one("Положите существо в руку владельца; этот игрок кладёт Х верхних карт своей колоды на кладбище, где Х "
                  "– стоимость этого существа.", card_type="spell")
    assert effects[1] == Effect("mill", TARGET(0), Amount("cost", ref=IT), params=(("owner_of", True),))
    with pytest.raises(CompileError):  # «этого существа» with no instruction on a card before it
        compile_unit("Найм: Ранить героя противника на Х, где Х – стоимость этого существа.", "X", "creature")


def test_shots_equal_to_strike_and_distinct_counts() -> None:
    effects = one("{Т}: Два выстрела, равных силе удара этой карты.")
    assert [e.amount for e in effects[0].param("effects")] == [Amount("strike", ref=THIS)] * 2
    (ab,), _ = compile_unit("Имеет +1 к удару и жизням за каждый разный класс среди других существ.", "X", "creature")
    assert ab.statics[0].per == Amount("distinct_classes", select=Select(CREATURE, other=True))
    effects = one("Возьмите карту за каждые пять карт с разным названием на кладбище.", card_type="spell")
    assert effects[0].amount == Amount("distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD), div=5)
    effects = one("Излечите вашего героя на 1 за каждую карту с жаждой на вашем кладбище (включая эту карту).",
                  card_type="spell")
    assert effects[0].amount == Amount("count", select=Select(CARD, side=YOU, zone=GRAVEYARD, keyword="thirst"))
    with pytest.raises(CompileError):  # a creature is not in the graveyard while its ability resolves
        compile_unit("Найм: Излечите вашего героя на 1 за каждую карту на вашем кладбище (включая эту карту).", "X",
                     "creature")


def test_event_amount() -> None:
    (ab,), _ = compile_unit("Когда Знать Керсам наносит раны существу, наносит столько же ран герою противника.",
                            "Знать Керсам", "creature")
    assert ab.effects == (Effect("wound", ENEMY_HERO, Amount("event_amount")),)
    (ab,), _ = compile_unit("Каждый раз, когда ваш герой получает раны от вашей карты, возьмите карту за каждую "
                            "полученную рану.", "X", "event")
    assert ab.trigger is not None and ab.trigger.other == Select(CARD, side=YOU)
    assert ab.effects == (Effect("draw", YOU_PLAYER, Amount("event_amount")),)
    with pytest.raises(CompileError):  # no wound event to take the number from
        compile_unit("Найм: возьмите карту за каждую полученную рану.", "X", "creature")


def test_counted_cost_bound() -> None:
    effects = one("Положите до трёх существ в руки владельцев. Вызовите существо стоимостью Х{м} или менее, где Х — "
                  "количество существ в игре.", card_type="spell")
    assert effects[1].param("select").cost_max_amount == Amount("count", select=Select(CREATURE))
    effects = one("Возродите карту поддержки стоимостью {м} равной или меньшей, чем количество карт поддержки в игре.",
                  card_type="spell")
    assert effects[0].param("select").cost_max_amount == Amount("count", select=Select(SUPPORT))


def test_reveal_any_from_hand() -> None:
    effects = one("Найм: Покажите любое число заклинаний из руки; Воин пламени получает +1 к удару за каждое показанное "
                  "заклинание.", "Воин пламени")
    assert effects[0] == Effect("reveal", YOU_PLAYER, params=(("zone", HAND), ("select", Select(SPELL, side=YOU, zone=HAND))))
    assert effects[1].amount == Amount("done", select=Select(SPELL))
    effects = one("Покажите любое количество драконов из руки, возьмите карту за каждого дракона, показанного таким "
                  "образом.", card_type="spell")
    assert effects[1].amount is not None and effects[1].amount.kind == "done"


def test_might_reached() -> None:
    effects = one("В конце вашего хода ранить героя противника на 2 за каждое ваше существо, на котором эффектов "
                  "усиления больше или равно значению его Могущества.")
    assert effects == (Effect("wound", ENEMY_HERO, Amount("count", select=Select(CREATURE, side=YOU,
                                                                                  state="might_reached"), per=2)),)


def test_coins_paid_and_that_players_graveyard() -> None:
    (ab,), _ = compile_unit("Имеет +1 к удару и жизням за каждую {м} под вашим контролем.", "X", "creature")
    assert ab.statics == (StaticPart("modify", strike=1, life=1, per=Amount("coins")),)
    (ab,), _ = compile_unit("Когда вы разыгрываете другую карту, ранить героя противника на Х, где Х — количество {м}, "
                            "потраченных на розыгрыш этой карты.", "X", "creature")
    assert ab.effects == (Effect("wound", ENEMY_HERO, Amount("paid")),)
    effects = one("Найм: Излечите вашего героя на 1 за каждое существо на кладбище противника, затем возьмите карту за "
                  "каждое заклинание на кладбище этого игрока.")
    assert effects[1].amount == Amount("count", select=Select(SPELL, side=OPPONENT, zone=GRAVEYARD))
    with pytest.raises(CompileError):  # no player named before «этого игрока»
        compile_unit("Найм: Возьмите карту за каждое заклинание на кладбище этого игрока.", "X", "creature")


def _compiled(name: str) -> tuple[Ability, ...]:
    """The abilities of a card as the engine gets them (cards.compiled: the X paid for a card of cost X)."""
    card = compiled_pool().find(name)
    assert card is not None
    return tuple(dataclasses.replace(a, text="") for a in card.abilities)


def test_look_x_top_back() -> None:
    # «Найм: Посмотрите Х верхних карт вашей колоды, положите их обратно в любом порядке» (Радужный дракон)
    look = Effect("look", Ref("player", side=YOU), Amount("x"), params=(("n", 0), ("take", 0), ("rest", "top")))
    assert abilities("Радужный дракон")[1] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(look,))
    # on the card of cost X, that X is the X paid for it
    paid = dataclasses.replace(look, amount=Amount("x_paid_for_it"))
    assert any(a.effects == (paid,) for a in _compiled("Радужный дракон"))


def test_values_of_destroyed_creature() -> None:
    # «Уничтожьте ваше существо, другое ваше существо получает +Х к удару и +Y к жизням, где Х – удар, а Y – количество
    # жизней уничтоженного существа»: the amounts read target 0 (the destroyed creature) as it left play
    spell = abilities("Перекачка силы")[0]
    destroyed = TARGET(0)
    assert spell.targets[0] == Target(Select(CREATURE, side=YOU))
    assert spell.effects[0] == Effect("destroy", destroyed)
    assert spell.effects[1] == Effect("sequence", params=(("effects", (
        Effect("modify", TARGET(1), Amount("destroyed_strike", ref=destroyed),
               params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
        Effect("modify", TARGET(1), Amount("destroyed_life", ref=destroyed),
               params=(("strike", 0), ("life", 1), ("duration", PERMANENT))))),))
    # «Уничтожьте ваше существо, при этом ваш герой получает Х дополнительных жизней, где Х – меньшее из значений удара
    # или жизней уничтоженного существа»
    spell = abilities("Подношение")[0]
    assert spell.effects == (Effect("destroy", destroyed, then=(
        Effect("extra_life", YOUR_HERO, Amount("destroyed_strike_life_min", ref=destroyed)),)),)


def test_destroyed_needs_one_destroyed_target() -> None:
    # without a destruction before it, «уничтоженного существа» means nothing: refused
    result = compile_text("Ваш герой получает Х дополнительных жизней, где Х – меньшее из значений удара или жизней "
                          "уничтоженного существа.", "Проба", "spell")
    assert not result.fully


def test_meditation_of_regeneration() -> None:
    # «Ваши звери имеют медитацию Х, где Х — величина их регенерации»: Медитация = the card's own Регенерация
    assert abilities("Жабий мудрец")[0] == Ability(STATIC, statics=(StaticPart(
        "keyword_of", select=Select(CREATURE, side=YOU, classes=("Зверь",)), keyword="meditation",
        what="regeneration"),))


def test_reveal_count_boost() -> None:
    # «Покажите 6 верхних карт колоды, за каждого орка среди них положите эффект усиления на существо; положите
    # показанные карты на верх колоды в любом порядке»: one target, a boost per orc among the six, then the six back
    spell = abilities("Мощь кланов")[0]
    assert spell.targets == (Target(Select(CREATURE)),)
    orcs = Amount("top_count", select=Select(CARD, side=YOU, zone=DECK, classes=("Орк",)), value=6)
    assert spell.effects == (Effect("sequence", params=(("effects", (
        Effect("counters", TARGET(0), orcs, params=(("counter", "boost"),)),
        Effect("look", Ref("player", side=YOU), params=(("n", 6), ("take", 0), ("rest", "top"), ("reveal", True))),
    )),)),)


def test_enters_boosted_by_own_wounds() -> None:
    # «Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими персонажами от ваших карт в этом
    # ходу»: a static of the card itself, applied when it enters play
    assert abilities("Высший бичеватель") == (
        Ability(STATIC, statics=(StaticPart("enters_boosted_by_own_wounds", what="own_wounds_turn"),)),)


def test_distribute_wounds_meditation_sum() -> None:
    # «Распределите Х ран среди существ противника, где Х — сумма значений медитации ваших существ»
    spell = abilities("Колдовской круг")[0]
    assert spell.targets == ()
    assert spell.effects == (Effect("wound", Ref("all", select=Select(CREATURE, side=OPPONENT)),
                                    Amount("meditation_sum", select=Select(CREATURE, side=YOU)), params=(("split", True),)),)


def test_while_all_creatures_of_class_has() -> None:
    # «Пока все ваши существа — слуа, имеет: «Ваши существа имеют Защиту от заклинаний и –1 от способностей (в том
    # числе от заклинаний)»»: the quoted static's parts, with «no creature of yours that is not a слуа»
    cond = Condition("count", select=Select(CREATURE, side=YOU, not_classes=("Слуа",)), op="==", value=0)
    yours = Select(CREATURE, side=YOU)
    assert abilities("Вурдалак")[1] == Ability(STATIC, statics=(
        StaticPart("grant", select=yours, keyword="spell_protection", value=1, condition=cond),
        StaticPart("grant", select=yours, keyword="ability_reduction", value=1, condition=cond)))


def test_vampirism_or_plus() -> None:
    # «Ваши слуа имеют Вампиризм 1 или +1 к Вампиризму»: a grant marked keyword_or_plus (+1 to a card that has it)
    assert abilities("Лорд Алудан")[0] == Ability(STATIC, statics=(StaticPart(
        "grant", select=Select(CREATURE, side=YOU, classes=("Слуа",)), keyword="vampirism", value=1,
        what="keyword_or_plus"),))


def only(text: str, name: str, card_type: str = "creature"):  # type: ignore[no-untyped-def]
    abilities, keywords = compile_unit(text, name, card_type)
    return abilities, keywords


def test_other_spells_of_a_spell_in_graveyard() -> None:
    (ab,), _ = only("Замешайте до двух других заклинаний с кладбища в колоду.", "Ободряющий порыв", "spell")
    (target,) = ab.targets
    assert target.select.kind == SPELL and target.select.zone == GRAVEYARD and target.select.other
    assert (target.min, target.max) == (1, 2)
    assert ab.effects[0].params == A.move_params(A.DECK, A.SHUFFLED)


def test_other_creatures_of_a_spell_still_refused() -> None:
    with pytest.raises(CompileError):
        only("Замешайте до двух других существ с кладбища в колоду.", "X", "spell")


def test_additional_cost_reduction() -> None:
    (ab,), _ = only("Ваши великаны стоимостью 5{м} или более стоят дополнительно на 1{м} дешевле.", "Фенке")
    (part,) = ab.statics
    assert part.kind == "cost" and part.value == -1
    assert part.select is not None and part.select.classes == ("Великан",) and part.select.cost_min == 5
    assert part.select.zone == HAND


def test_defend_any_number_of_times() -> None:
    (ab,), _ = only("Может выступать защитником любое число раз за ход.", "Мантелет")
    assert ab.keyword == ("defend_any_times", 1)


def test_strike_wounds_hero_then_grave_to_hand() -> None:
    (ab,), _ = only("Когда наносит раны ударом по герою, положите с кладбища в руку заклинание стоимостью (1).",
                    "Цверг-колдун")
    assert ab.trigger == Trigger(STRIKE_WOUNDS, other=Select(HERO))
    assert not ab.every_time
    (effect,) = ab.effects
    assert A.is_move(effect.verb, effect.params, A.HAND, A.GRAVEYARD) and effect.amount == 1
    sel = dict(effect.params)["select"]
    assert sel.kind == SPELL and sel.zone == GRAVEYARD and (sel.cost_min, sel.cost_max) == (1, 1)


def test_wound_your_hero_cost_in_graveyard() -> None:
    (ab,), _ = only("Раньте вашего героя на 4: Верните Демоническую свору с кладбища в руку (эта особенность работает "
                    "на кладбище).", "Демоническая свора", "spell")
    assert ab.kind == ACTIVATED and ab.zone == GRAVEYARD
    assert ab.costs == (Cost("wound_hero", 4),)
    assert A.is_move(ab.effects[0].verb, ab.effects[0].params, A.HAND, A.GRAVEYARD) and ab.effects[0].what == THIS


def test_gain_closed_coin_mode() -> None:
    (ab,), _ = only("Когда попадает на кладбище, выберите одно из:\n• Получите 1 закрытую {м};\n• Ваш герой получает 2 "
                    "дополнительные жизни;\n• Верните другое существо с кладбища в руку.", "Древний энт")
    modes = dict(ab.effects[0].params)["modes"]
    assert modes[0].effects[0].verb == "gain_coins" and modes[0].effects[0].param("closed") and modes[0].effects[0].amount == 1


def test_last_wounds_received() -> None:
    """«Выстрел на Х, где Х — количество последних полученных вашим персонажем ран» (Проклятая баллиста): the wounds of
    the last wounding of any character of the controller."""
    ballista = non_keyword("Проклятая баллиста")[-1]
    assert ballista.costs == (Cost("close_hero"),)
    assert ballista.effects[0].verb == "shot" and ballista.effects[0].amount == Amount(V.LAST_WOUNDS_RECEIVED)


def test_cost_sum_bounds_a_summon() -> None:
    """«вызовите существо … стоимостью до Х{м}, где Х — суммарная стоимость {м} карт противника» (MC Вас Пышкин): the
    total printed cost of the opponent's cards bounds the summon (``Select.cost_max_amount``)."""
    (ab,) = abilities("MC Вас Пышкин")
    summon = ab.effects[0]
    assert summon.verb == "put_into_play"
    assert summon.param("select").cost_max_amount == Amount(V.COST_SUM, select=Select(CARD, side=OPPONENT))


def test_strike_of_this_bounds_a_summon() -> None:
    """«Вызов — дракон стоимостью до Х{м}, где Х — сила удара этой карты» (a «Гибель:»): this card's strike, its last
    known one after it died; a spell's «сила удара этой карты» is refused (a spell has no strike)."""
    (ab,), _ = compile_unit("Гибель: Вызов — дракон стоимостью до Х{м}, где Х — сила удара этой карты.", "Тест",
                            "creature")
    assert ab.effects[0].param("select").cost_max_amount == Amount("strike", ref=THIS)
    assert not compile_text("Уничтожьте существо стоимостью Х{м} или менее, где Х — сила удара этой карты.", "Тест",
                            "spell").fully


def test_destroyed_by_this_card() -> None:
    """«где Х — количество уничтоженных этой картой существ» (Выразить протест): only on a spell."""
    _, cost = abilities("Выразить протест")
    assert cost.effects[0].amount == Amount(V.DESTROYED_BY_THIS)
    assert not compile_text("Найм: Ранить героя на Х, где Х — количество уничтоженных этой картой существ.", "Тест",
                            "creature").fully


def test_shuffle_up_to_x_from_any_graveyard() -> None:
    """«Гибель: Замешайте до Х карт с любого кладбища в колоду, где Х — сила удара этой карты» (Бак с отходами): up to Х
    cards picked at resolution among both graveyards (Х its last known strike)."""
    (ab,) = non_keyword("Бак с отходами")
    (move,) = ab.effects
    assert move.verb == "move" and move.amount == Amount("strike", ref=THIS)
    assert move.param(V.UP_TO) and move.param(V.ANY_GRAVEYARD) and move.param(V.FROM) == GRAVEYARD


def test_summon_closed_not_by_element() -> None:
    """Древний дракон: «Не может быть вызван {Нейтральные} картами» (a deck static) and «Вызов — дракон в закрытом виде
    стоимостью до Х{м}, где Х — сила удара этой карты» (closed, bounded by its last known strike)."""
    static, dies = abilities("Древний дракон")
    assert static.zone == DECK and static.statics == (
        StaticPart(V.NOT_SUMMONED_BY, select=Select(CARD, elements=("Нейтральные",))),)
    summon = dies.effects[0]
    assert summon.param("closed") and summon.param("select").cost_max_amount == Amount("strike", ref=THIS)
    assert not compile_text("Уничтожьте существо в закрытом виде.", "Тест", "spell").fully


def test_summon_or_revive_half_excess_healing() -> None:
    """Пепельный дракон: «Излечите героя на Х, где Х — сила удара этой карты, вызовите или возродите существо стоимостью
    {м} равной или меньшей, чем половина избыточного лечения (округлённая вниз)»."""
    (dies,) = abilities("Пепельный дракон")
    heal, enter = dies.effects
    assert heal.verb == "heal" and heal.param("excess") == V.EXCESS_NOTED and heal.amount == Amount("strike", ref=THIS)
    assert enter.param("from") == (DECK, GRAVEYARD) and enter.param("summoned")
    assert enter.param("select").cost_max_amount == Amount("excess_healed_noted", div=2)


def test_thirst_x_granted_by_a_static_is_counted_per_the_amount() -> None:
    """Бесчестный агитатор: «Существа противника имеют жажду Х, где Х — число карт с уникальностью на вашем кладбище» —
    Жажда 1 granted per unique card of your graveyard (counted as a card is played)."""
    static = next(ab for ab in abilities("Бесчестный агитатор") if ab.statics)
    (part,) = static.statics
    assert (part.kind, part.keyword, part.value) == ("grant", "thirst", 1)
    assert part.select == A.Select(CREATURE, side=OPPONENT)
    assert part.per == A.Amount("count", select=A.Select(CARD, side=A.YOU, zone=GRAVEYARD, keyword="unique"))


def test_after_a_fight_the_boosts_heal_and_close_are_the_fighters_if_it_survived() -> None:
    """Атака с преимуществом: «него» and «это существо» after the fight are your fighter (target 0), each instruction
    under ``acted_on_survived``; the boosts count the fight's excess."""
    (spell,) = abilities("Атака с преимуществом")
    fight, boosts, heal, close = spell.effects
    fighter = A.Ref("target", 0)
    assert fight.verb == "fight" and fight.param("attacker") == fighter
    assert (boosts.verb, boosts.what, boosts.amount, boosts.param("counter")) == (
        "counters", fighter, A.Amount("excess"), A.BOOST)
    assert (heal.verb, heal.what, heal.param("all")) == ("heal", fighter, True)
    assert (close.verb, close.what) == ("close", fighter)
    assert {e.condition.kind for e in (boosts, heal, close) if e.condition} == {"acted_on_survived"}
    assert all(e.condition is not None for e in (boosts, heal, close))
