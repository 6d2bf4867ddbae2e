"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of cancelling the card the opponent plays, repeating a spell: real card texts → the exact compiled meaning.

Compiler tests of replacements «вместо …», prevention, «должен»: real card texts → the exact meaning compiled.

Compiler tests of delayed instructions, «вместо кладбища», «не может действовать»: real card texts → the exact meaning compiled.

Delayed instructions («в начале вашего следующего хода …», «… в конце (следующего) хода»): an Effect ``delayed`` with
its moment and its instructions, which refer to the targets of the ability that sets it up.

Compiler tests of optional replacements (a decision in the middle of an engine action): real card texts → the exact meaning compiled.

Optional replacements: «Если <X> должен получить раны (от заклинания), вместо этого их может получить <эта карта>»
→ a replacement static whose one instruction is the optional «<эта карта> получает столько же ран».

Compiler tests of replacement, prevention, prohibitions: real card texts → the exact meaning compiled.

Wound immunities, replacement statics («если … должен получить раны, вместо этого …»), prevention shields,
prohibitions for a time («не может разыгрывать / брать / атаковать»), «не открывается в начале хода», the duration
«до конца хода противника» and «… вместо (вашей) руки» after a search.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_compiler import non_keyword

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    BAN,
    CARD,
    CARD_NAME,
    CARD_PLAYED,
    CHARACTER,
    COINS_STAY_CLOSED,
    CREATURE,
    DECK,
    DECK_TOP,
    DIES,
    DRAW_INSTEAD,
    EACH,
    END_OF_NEXT_OPPONENT_TURN,
    END_OF_NEXT_OWN_TURN,
    END_OF_OPPONENT_TURN,
    END_OF_TURN,
    ENTER_CLOSED,
    ENTERS_PLAY,
    EVENT,
    GOT_POISONED,
    GRAVEYARD,
    HAND,
    HEALED_BEYOND_WOUNDS,
    HERO,
    NAMED,
    NEXT_OWN_TURN,
    OPPONENT,
    PERMANENT,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
    WOUNDED,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    RevealHand,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.compiler import compile_text, compile_unit
from berserk_heroes.cards.language.base import CompileError
from berserk_heroes.engine.support import unsupported_parts


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_lose_sleeping_then_cancel_spell() -> None:
    """Мальводен: «Когда противник разыгрывает заклинание, теряет Спящий, при этом отмените это заклинание.»"""
    (ab,) = non_keyword("Мальводен")
    assert ab == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
        effects=(Effect("lose", THIS, params=(("keyword", "sleeping"), ("duration", PERMANENT)),
                        then=(Effect("cancel_card", EVENT()),)),))


def test_if_opponent_plays_non_creature_destroy_self_cancel() -> None:
    """Акванит-страж: «Если противник разыгрывает карту, не являющуюся существом, вы можете уничтожить
    Акванита-стража, при этом отмените эту карту.» — «Если» is a trigger word (112.2)."""
    (ab,) = non_keyword("Акванит-страж")
    assert ab == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND, state="not_creature")),
        effects=(Effect("destroy", THIS, optional=True, then=(Effect("cancel_card", EVENT()),)),))


def test_if_opponent_plays_non_spell_infinitive() -> None:
    """Зендар: «…, не являющуюся заклинанием, вы можете уничтожить Зендара, при этом отменить эту карту.»"""
    ab = non_keyword("Зендар")[1]
    assert ab.trigger == Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND, state="not_spell"))
    assert ab.effects == (Effect("destroy", THIS, optional=True, then=(Effect("cancel_card", EVENT()),)),)


def test_repeat_self_optional_part_named_late() -> None:
    """Побег: «Положите существо в руку владельца; вы можете замешать 3 карты с кладбища противника в его колоду, при
    этом повторите это заклинание.» — the spell repeats itself; the three cards are named at execution (§7.4)."""
    (ab,) = non_keyword("Побег")
    assert ab.kind == SPELL_ABILITY
    assert ab.targets == (Target(Select(CREATURE)),
                          Target(Select(CARD, side=OPPONENT, zone=GRAVEYARD), min=3, max=3, at_execution=True))
    assert ab.effects[1] == Effect(A.MOVE, TARGET(1), params=A.move_params(A.DECK, A.SHUFFLED), optional=True,
                                   then=(Effect("repeat", THIS, params=(("repeated", SPELL),)),))


def test_cancel_needs_a_card_the_opponent_plays() -> None:
    """«отмените эту карту / это заклинание» only after «Когда/Если противник разыгрывает <карту>»; «это заклинание»
    only after a spell was named; «повторите это заклинание» only on a spell or after a spell was played."""
    assert not _fully("Когда вы разыгрываете заклинание, отмените это заклинание.")
    assert not _fully("Когда противник разыгрывает существо, отмените это заклинание.")
    assert not _fully("В начале хода отмените эту карту.")
    assert not _fully("Найм: повторите это заклинание.")
    assert _fully("Когда противник разыгрывает существо, отмените эту карту.")
    assert _fully("Когда противник разыгрывает заклинание, повторите это заклинание.")


def test_ambush_return_spell_and_cancel() -> None:
    """Римаанды: «Когда противник разыгрывает заклинание, Засада 3{м}, при этом верните это заклинание в руку владельца
    и отмените его эффект.» — one instruction: the spell back to its owner's hand, then its abilities cancelled."""
    (ab,) = non_keyword("Римаанды")
    assert ab.trigger == Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND))
    (ambush,) = ab.effects
    assert ambush.verb == "play_from" and ambush.param("price") == "ambush" and ambush.amount == 3
    assert ambush.then == (Effect("sequence", params=(("effects", (Effect(A.MOVE, EVENT(), params=A.move_params(A.HAND, None, A.GRAVEYARD)),
                                                                    Effect("cancel_card", EVENT()))),)),)


def test_ambush_repeat_under_your_control() -> None:
    """Келем: «… Засада 3{м}, при этом повторите это заклинание под вашим контролем; вы можете выбрать новые цели.»"""
    (ab,) = non_keyword("Келем")
    (ambush,) = ab.effects
    assert ambush.then == (Effect("repeat", EVENT(), params=(("repeated", SPELL),)),)


def test_repeat_without_new_targets_settled_by_digest() -> None:
    """Королева наг: «Когда вы разыгрываете заклинание, повторите его.» — once left unparsed (same targets or
    new ones?); compiled now: digest §6.3 «Повторить» says new targets may be chosen and X keeps its
    value, which is what `repeat` of the SPELL does (tests/test_compiler_triggers.py)."""
    assert _fully("Когда вы разыгрываете заклинание, повторите его.", "Королева наг")


OPP = Ref("player", side=OPPONENT)
ME = Ref("player", side=YOU)


def _card(text: str, name: str, card_type: str = "creature") -> Any:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    for ability in result.abilities:
        assert unsupported_parts(ability) == [], ability
    return result.abilities


def test_dark_worg_discards_a_creature_of_your_choice_instead() -> None:
    text = ("Найм: Противник сбрасывает карту, если ваш герой {Тьма} или {Нейтральные}, вместо этого он показывает руку "
            "и сбрасывает существо на ваш выбор.")
    (ab,) = _card(text, "Тёмный ворг")
    cond = Condition("count", select=Select(HERO, side=YOU, elements=("Тьма", "Нейтральные")), op=">=", value=1)
    assert ab.kind == TRIGGERED and ab.trigger == Trigger(ENTERS_PLAY) and ab.targets == ()
    (seq,) = ab.effects
    plain, instead = seq.param("effects")
    assert plain == Effect("discard", OPP, 1, params=(("chooser", "owner"),), condition=Condition("not", parts=(cond,)))
    assert instead.condition == cond
    assert instead.param("effects") == (
        RevealHand(OPP),
        Effect("discard", OPP, 1, params=(("chooser", YOU), ("select", Select(CREATURE, side=OPPONENT, zone=HAND)))))


def test_dark_worg_refuses_a_condition_that_could_change() -> None:
    text = ("Найм: Противник сбрасывает карту, если у вас есть дракон, вместо этого он показывает руку "
            "и сбрасывает существо на ваш выбор.")
    assert not compile_text(text, "Тёмный ворг", "creature").fully


def test_oivind_shuffles_and_redirects_the_search_when_coins_were_spent() -> None:
    text = ("Когда противник разыгрывает заклинание, Засада 3{м}, при этом противник перемешивает колоду.\n"
            "Найм: Поиск — существо; если при розыгрыше Ойвинда были потрачены {м}, положите его (существо) на верх "
            "колоды вместо вашей руки.")
    ambush, hire = _card(text, "Ойвинд")
    assert ambush.keyword == ("ambush", 3)
    assert ambush.effects[0].then == (Effect(A.MOVE, OPP, params=A.move_params(A.DECK, A.SHUFFLED, A.DECK, (A.COUNT, A.ALL_MATCHING))),)
    spent = Condition("not", parts=(Condition("no_coins_spent"),))
    sel = Select(CREATURE, side=YOU, zone=DECK)
    assert hire.effects == (
        Effect("search", ME, 1, params=(("select", sel), ("up_to", False)), condition=Condition("no_coins_spent")),
        Effect("search", ME, 1, params=(("select", sel), ("up_to", False), ("to", DECK_TOP)), condition=spent))


def test_kurdash_may_be_destroyed_instead_of_the_wounds_and_destroys_their_source() -> None:
    text = ("Если ваш герой должен получить раны, вы можете уничтожить Курдаша, при этом предотвратить получение ран и "
            "уничтожить их источник, если это существо или карта поддержки.")
    (ab,) = _card(text, "Курдаш")
    source = Effect("destroy", Ref("event", role="other"), condition=Condition(
        "it_fits", ref=Ref("same_card"), select=Select(CARD, state="creature_or_support")))
    assert ab == Ability(STATIC, text=text, effects=(Effect("destroy", THIS, optional=True, then=(source,)),),
                         statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=WOUNDED),))


def test_stitched_golem_shields_the_one_summoned_slua() -> None:
    text = ("Найм: Вызовите слуа стоимостью 4{м} или менее; он не получает ран, не может атаковать и выступать "
            "защитником до начала вашего хода.")
    (ab,) = _card(text, "Штопаный голем")
    summon, seq = ab.effects
    assert summon == Effect("put_into_play", ME, 1, params=(("from", ("deck",)), ("summoned", True),
        ("select", Select(CREATURE, side=YOU, zone=DECK, classes=("Слуа",), cost_max=4)), ("up_to", False)))
    assert seq.param("effects") == tuple(
        Effect("grant", Ref("it"), 1, params=(("keyword", code), ("duration", NEXT_OWN_TURN)))
        for code in ("no_wounds", "cannot_attack", "cannot_defend"))


def test_a_pronoun_after_a_summon_names_the_one_summoned_creature() -> None:
    """«Вызовите гнома; он получает Рывок»: «он» is the creature summoned (``it``); after a summon of several creatures
    («всех слуа»), a singular «он» names none of them and the text stays refused."""
    summoned = compile_text("Найм: Вызовите гнома; он получает Рывок.", "Штопаный голем", "creature")
    assert summoned.fully
    assert [e.verb for e in summoned.abilities[0].effects] == ["put_into_play", "grant"]
    assert summoned.abilities[0].effects[1].what == Ref("it")
    assert not compile_text("Найм: Вызовите всех слуа; он не получает ран, не может атаковать и выступать защитником "
                            "до начала вашего хода.", "Штопаный голем", "creature").fully


def test_tardit_checks_the_extra_life_branch_before_the_healing() -> None:
    text = ("При атаке излечить вашего героя на 2; если на вашем герое не было ран, вместо этого он получает "
            "дополнительную жизнь.")
    (ab,) = _card(text, "Тардит")
    unwounded = Condition("count", select=Select(HERO, side=YOU, state="unwounded"), op=">=", value=1)
    hero = Ref("hero", side=YOU)
    extra, heal = ab.effects
    assert extra == Effect("extra_life", hero, 1, condition=unwounded)
    assert heal.verb == "heal" and heal.what == hero and heal.amount == 2
    assert heal.condition == Condition("not", parts=(unwounded,))


def test_the_unwounded_hero_condition_is_refused_with_other_instructions() -> None:
    text = "При атаке ранить вашего героя на 2; если на вашем герое не было ран, вместо этого возьмите карту."
    assert not compile_text(text, "Тардит", "creature").fully


def test_dryagv_turns_excess_healing_of_your_swamp_creatures_into_extra_lives() -> None:
    text = ("Когда ваше болотное существо должно получить избыточное лечение, вместо этого оно получает столько же "
            "дополнительных жизней.")
    (ab,) = _card(text, "Дрягв")
    assert ab == Ability(STATIC, text=text, effects=(
        Effect("extra_life", Ref("event", role="subject"), Amount("event_amount")),), statics=(
        StaticPart("replace", select=Select(CREATURE, side=YOU, elements=("Болота",)), what=HEALED_BEYOND_WOUNDS),))


def test_uber_vail_triggers_on_poisoning_and_on_the_death_of_a_vail() -> None:
    text = ("Когда существо противника получает Отравление, Убер-вайл не получает ран до конца хода.\n"
            "Когда погибает ваш вайл, положите эффект усиления на Убер-вайла.")
    poisoned, dies = _card(text, "Убер-вайл")
    assert poisoned.trigger == Trigger(GOT_POISONED, subject=Select(CREATURE, side=OPPONENT))
    assert poisoned.effects == (Effect("grant", THIS, 1, params=(("keyword", "no_wounds"),
                                                                 ("duration", END_OF_TURN))),)
    assert dies.trigger.subject == Select(CREATURE, side=YOU, classes=("Вайл",))
    assert dies.effects[0].verb == "counters" and dies.effects[0].what == THIS


T0 = Ref("target", index=0)


def _one(text: str, name: str, card_type: str = "creature") -> Any:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    return result.abilities[0]


def _delayed(moment: str, *effects: Effect) -> Effect:
    return Effect("delayed", None, params=(("moment", moment), ("effects", effects)))


def test_dies_at_start_of_next_own_turn() -> None:
    ab = _one("Выберите существо. Оно погибает в начале вашего следующего хода.", "Мёртвое касание", "spell")
    assert ab.targets == (Target(Select(CREATURE)),)
    assert ab.effects == (Effect("declare_target", T0), _delayed("start_next_own", Effect("destroy", T0, params=(("dies", True),))))


def test_this_creature_of_a_spell_is_its_one_target() -> None:
    """The sentence «В начале вашего следующего хода …» is not split off as a new ability (it is no trigger)."""
    ab = _one("Закройте существо. В начале вашего следующего хода это существо получает 3 эффекта усиления.",
              "Отдых в тени Кронга", "spell")
    assert ab.effects == (Effect("close", T0),
                          _delayed("start_next_own", Effect("counters", T0, 3, params=(("counter", "boost"),))))


def test_opens_at_end_of_next_turn() -> None:
    ab = _one("Найм: Оглушите существо противника, оно открывается в конце следующего хода.", "Болотница")
    assert ab.targets == (Target(Select(CREATURE, side=OPPONENT)),)
    assert ab.effects == (Effect("close", T0, params=(("stun", True),)), _delayed("end_next", Effect("open", T0)))


def test_back_to_hand_at_end_of_turn_after_ambush() -> None:
    ab = _one("Когда противник берёт вторую карту за ход, Засада 2{м}, при этом возьмите карту и положите Детей топи "
              "в вашу руку в конце хода.", "Дети топи")
    # «при этом возьмите карту и положите …»: both instructions joined by «и» run under «при этом», in order
    assert ab.effects[0].then == (Effect("draw", Ref("player", side=YOU), 1),
                                  _delayed("end_this", Effect(A.MOVE, THIS, params=A.move_params(A.HAND, None, A.PLAY))))


def test_delayed_instruction_with_its_own_target_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_unit("В начале вашего следующего хода ранить существо на 2.", "Тест", "spell")


def test_spell_delayed_about_itself_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_unit("В начале вашего следующего хода это существо получает 3 эффекта усиления.", "Тест", "spell")


def test_cannot_act_until_next_own_turn() -> None:
    ab = _one("Гибель: Выберите существо; оно не может действовать до начала вашего следующего хода.",
              "Песчаный элементаль")
    assert ab.effects[1] == Effect("grant", T0, 1, params=(("keyword", "cannot_act"), ("duration", NEXT_OWN_TURN)))


def test_creature_deals_wounds_to_this_is_wounded_from() -> None:
    ab = _one("Когда существо наносит раны Мохноногу, оно не может действовать до конца следующего хода противника.",
              "Мохноног")
    assert ab.trigger == Trigger(WOUNDED, other=Select(CREATURE))
    assert ab.effects == (Effect("grant", Ref("event", role="other"), 1,
                                 params=(("keyword", "cannot_act"), ("duration", END_OF_NEXT_OPPONENT_TURN))),)


def test_quoted_perish_at_end_of_turn() -> None:
    ab = _one("Когда Ткач Соултрада наносит раны существу, оно получает: «В конце хода погибает».", "Ткач Соултрада")
    granted = ab.effects[0].param("ability")
    assert granted.trigger == Trigger(TURN_END) and granted.effects == (Effect("destroy", THIS, params=(("dies", True),)),)


def test_death_to_deck_top_instead_of_graveyard() -> None:
    ab = _one("Гибель: Вы можете положить Оборотня на верх колоды вместо кладбища.", "Оборотень")
    assert ab.trigger == Trigger(DIES)
    assert ab.effects == (Effect(A.MOVE, THIS, params=A.move_params(A.DECK, A.DECK_TOP, A.GRAVEYARD), optional=True),)


def test_instead_of_graveyard_outside_death_is_refused() -> None:
    with pytest.raises(CompileError):
        compile_unit("{Т}: Положите Оборотня на верх колоды вместо кладбища.", "Оборотень", "creature")


def test_next_cost_per_unit_of_excess_damage() -> None:
    ab = _one("Ранить существо на 3; следующее заклинание противника стоит на 1{м} дороже за каждую единицу "
              "избыточного урона.", "Показательная казнь", "spell")
    assert ab.effects[1].verb == "change_cost" and ab.effects[1].what == Ref("player", side=OPPONENT)
    assert ab.effects[1].amount == Amount("excess")


def test_next_cost_per_card_is_counted_when_it_resolves() -> None:
    """«… стоит на 1{м} дороже за каждую вашу речную деву»: a count (made into the modifier's value when the instruction
    resolves, as every amount: engine/effects/coins._change_cost), not a number read again when the card is played."""
    ab = _one("Следующее заклинание противника стоит на 1{м} дороже за каждую вашу речную деву.", "Тест", "spell")
    (e,) = ab.effects
    assert e.verb == "change_cost" and e.what == Ref("player", side=OPPONENT)
    assert isinstance(e.amount, Amount) and e.amount.kind == "count" and e.amount.per == 1
    assert e.param("sign") is None


def test_hero_gets_quoted_ability_and_hoards_this_spell() -> None:
    result = compile_text("Ваш герой получает: «В конце хода ранить каждого героя на 2» и добывает Сумерки Святолесья.",
                          "Сумерки Святолесья", "spell")
    assert result.fully
    (seq,) = result.abilities[0].effects
    grant, hoard = seq.param("effects")
    assert grant.verb == "grant" and grant.what == Ref("hero", side=YOU)
    assert grant.param("ability").trigger == Trigger(TURN_END)
    assert hoard == Effect("hoard", THIS, params=(("holder", Ref("hero", side=YOU)),))


def test_creatures_enter_closed_until_end_of_next_own_turn() -> None:
    ab = _one("До конца вашего следующего хода существа входят в игру закрытыми.", "Буран на вершинах", "spell")
    assert ab.targets == ()
    assert ab.effects == (Effect("establish", Ref("player", side=YOU), params=(("rule", ENTER_CLOSED), ("duration", END_OF_NEXT_OWN_TURN),)),)


def test_extra_turn_and_nothing_opens_next_turn() -> None:
    result = compile_text("Получите дополнительный ход.\nВаши существа и {м} не открываются в начале вашего следующего "
                          "хода.", "Время взаймы", "spell")
    assert result.fully
    extra, rest = result.abilities
    assert extra.effects == (Effect("extra_turn", Ref("player", side=YOU)),)
    grant, coins = rest.effects[0].param("effects")
    duration = ("duration", END_OF_NEXT_OWN_TURN)
    assert grant == Effect("grant", Ref("all", select=Select(CREATURE, side=YOU)), 1,
                           params=(("keyword", "no_untap"), duration))
    assert coins == Effect("establish", Ref("player", side=YOU), params=(("rule", COINS_STAY_CLOSED), duration,))


def test_not_target_of_attacks_until_your_turn() -> None:
    ab = _one("Потеряйте 1{м}: До начала вашего хода ваши звери не могут быть целью атаки.", "Наездник на бяке")
    (seq,) = ab.effects
    keywords = [e.param("keyword") for e in seq.param("effects")]
    assert keywords == ["cannot_be_attacked", "cannot_be_shot_target"]
    assert all(e.param("duration") == NEXT_OWN_TURN for e in seq.param("effects"))
    assert seq.param("effects")[0].what.select == Select(CREATURE, side=YOU, classes=("Зверь",))


REDIRECT = (Effect("wound", THIS, Amount("event_amount"), optional=True),)


def _one_2(text: str, name: str, card_type: str = "creature") -> Any:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    ability = result.abilities[0]
    assert unsupported_parts(ability) == []
    return ability


def test_ur_vail_takes_the_wounds_of_another_creature_of_yours() -> None:
    text = "Если ваше существо должно получить раны, вместо этого их может получить Ур-вайл."
    ab = _one_2(text, "Ур-вайл")
    assert ab == Ability(STATIC, text=text, effects=REDIRECT, statics=(
        StaticPart("replace", select=Select(CREATURE, side=YOU, other=True), what=WOUNDED),))


def test_ergchanta_only_for_your_nightmares() -> None:
    text = "Если ваш кошмар должен получить раны, вместо этого их может получить Эргчанта."
    ab = _one_2(text, "Эргчанта")
    assert ab.effects == REDIRECT
    assert ab.statics == (StaticPart("replace", select=Select(CREATURE, side=YOU, other=True, classes=("Кошмар",)),
                                     what=WOUNDED),)


def test_pallant_only_wounds_from_a_spell() -> None:
    text = "Если ваше существо должно получить раны от заклинания, вместо этого их может получить Паллант."
    ab = _one_2(text, "Паллант")
    assert ab.effects == REDIRECT
    assert ab.statics[0].condition == Condition("event_source_is_spell")
    assert ab.statics[0].select == Select(CREATURE, side=YOU, other=True)


def test_night_guard_optional_instruction_is_supported() -> None:
    """«вместо этого можете ранить Ночную стражу на 2» (a replacement static): now supported, the optional
    first instruction is asked at the moment (engine/pause.py)."""
    text = "Если ваш герой должен получить раны, вместо этого можете ранить Ночную стражу на 2."
    ab = _one_2(text, "Ночная стража")
    assert ab.effects == (Effect("wound", THIS, 2, optional=True),)


def test_search_redirected_only_if_you_went_first() -> None:
    """«Поиск — X; если вы ходили первым, положите её на верх колоды вместо вашей руки»: two searches, one per branch
    of a condition that cannot change during the resolution."""
    from berserk_heroes.abilities import DECK, Ref

    text = "Поиск — нейтральная карта; если вы ходили первым, положите её на верх колоды вместо вашей руки."
    ab = _one_2(text, "Узнать дорогу", "spell")
    select = Select("card", side=YOU, zone=DECK, elements=("Нейтральные",))
    second = Condition("went_second")
    base = (("select", select), ("up_to", False))
    assert ab.effects == (
        Effect("search", Ref("player", side=YOU), 1, params=base, condition=second),
        Effect("search", Ref("player", side=YOU), 1, params=(*base, ("to", DECK_TOP)),
               condition=Condition("not", parts=(second,))),
    )


def test_a_conditional_redirect_needs_a_stable_condition() -> None:
    """A condition that the search itself could change is refused (it is evaluated once per branch)."""
    result = compile_text("Поиск — существо; если у вас есть дракон, положите его на верх колоды вместо вашей руки.",
                          "Проба", "spell")
    assert not result.fully


def test_module_cremation_wound_by_its_strike_instead_of_death() -> None:
    """«Гибель: Можете ранить существо на силу удара этой карты, если оно должно погибнуть, вместо этого ваш герой
    добывает его»: «на силу удара» = «по силе удара»; the comma form of Крематор's «; если оно должно погибнуть»."""
    from berserk_heroes.abilities import DIES, TRIGGERED, Ref, Target

    text = ("Гибель: Можете ранить существо на силу удара этой карты, если оно должно погибнуть, вместо этого ваш "
            "герой добывает его.")
    result = compile_text(f"Модуль.\n{text}", "Модуль кремации", "creature")
    assert result.fully, result.unparsed
    ab = result.abilities[1]
    assert unsupported_parts(ab) == []
    t0 = Ref("target", index=0)
    assert ab.kind == TRIGGERED and ab.trigger is not None and ab.trigger.event == DIES
    assert ab.targets == (Target(Select(CREATURE)),)
    assert ab.effects == (
        Effect("wound", t0, Amount("strike", ref=THIS), optional=True),
        Effect("instead_of_death", t0, params=(("effects", (
            Effect("hoard", t0, params=(("holder", Ref("hero", side=YOU)),)),)),)),
    )


def test_nightmare_catcher_hoards_a_card_named_at_the_moment() -> None:
    from berserk_heroes.abilities import GRAVEYARD, Ref, Target

    text = "Если Кошмарный ловец должен получить раны, вместо этого он может добыть карту существа с вашего кладбища."
    ab = _one_2(text, "Кошмарный ловец")
    assert ab.targets == (Target(Select(CREATURE, side=YOU, zone=GRAVEYARD), at_execution=True),)
    assert ab.effects == (Effect("hoard", Ref("target", index=0), params=(("holder", THIS),), optional=True),)
    assert ab.statics == (StaticPart("replace", select=None, what=WOUNDED),)


def test_prevent_per_card_hoarded_this_way() -> None:
    from berserk_heroes.abilities import PERMANENT, Ref

    text = ("Ваш герой добывает до четырёх существ с кладбища противника; предотвратите следующие 2 раны, наносимые "
            "любому вашему персонажу, за каждую добытую таким образом карту.")
    ab = _one_2(text, "Мусорная стена", "spell")
    assert ab.effects[0].verb == "hoard"
    assert ab.effects[1] == Effect("prevent", Ref("player", side=YOU), Amount("done", per=2),
                                   params=(("scope", "characters"), ("duration", PERMANENT)))


def test_thimblerigger_replaces_each_draw() -> None:
    from berserk_heroes.abilities import DRAWN, HERO, Ref, Target

    text = "Если вы должны взять карту, вместо этого можете ранить существо на 2."
    ab = _one_2(text, "Напёрсточник")
    assert ab.targets == (Target(Select(CREATURE), at_execution=True),)
    assert ab.effects == (Effect("wound", Ref("target", index=0), 2, optional=True),)
    assert ab.statics == (StaticPart("replace", select=Select(HERO, side=YOU), what=DRAWN),)


def test_extra_lives_replaced_by_healing_your_hero() -> None:
    from berserk_heroes.abilities import EXTRA_LIFE_GAINED, Ref

    text = "Если ваш слуа должен получить Х дополнительных жизней, вместо этого можете излечить вашего героя на Х."
    ab = _one_2(text, "Древнекровные")
    assert ab.statics == (StaticPart("replace", select=Select(CREATURE, side=YOU, classes=("Слуа",)),
                                     what=EXTRA_LIFE_GAINED),)
    assert len(ab.effects) == 1
    heal = ab.effects[0]
    assert (heal.verb, heal.what, heal.amount, heal.optional) == ("heal", Ref("hero", side=YOU),
                                                                  Amount("event_amount"), True)


def test_extra_lives_redirected_to_another_creature() -> None:
    from berserk_heroes.abilities import EXTRA_LIFE_GAINED, Ref, Target

    text = "Если Охотница Камилла должна получить дополнительные жизни, вместо этого их может получить другое существо."
    ab = _one_2(text, "Охотница Камилла")
    assert ab.targets == (Target(Select(CREATURE, other=True), at_execution=True),)
    assert ab.effects == (Effect("extra_life", Ref("target", index=0), Amount("event_amount"), optional=True),)
    assert ab.statics == (StaticPart("replace", select=None, what=EXTRA_LIFE_GAINED),)


def test_no_wounds_from_attacks_keyword() -> None:
    ab = _one("Не получает ран от атак.", "Страж Уорлога")
    assert ab.kind == STATIC and ab.keyword == ("no_wounds_from_attacks", 1)


def test_no_wounds_from_creatures_with_strike() -> None:
    ab = _one("Не получает ран от существ с ударом 6 или более.", "Цветочная фея")
    assert ab.keyword == ("no_wounds_from", 1)
    assert dict(ab.meta)["from"] == Select(CREATURE, strike_min=6)


def test_no_wounds_from_poison_and_poisoned() -> None:
    result = compile_text("Не получает ран от отравления и отравленных персонажей.", "Учитель химии", "creature")
    assert result.fully
    assert [a.keyword for a in result.abilities] == [("no_wounds_from_poison", 1), ("no_wounds_from", 1)]
    assert dict(result.abilities[1].meta)["from"] == Select(CHARACTER, state="poisoned")


def test_your_hero_no_wounds_from_spells() -> None:
    ab = _one("Ваш герой не получает ран от заклинаний.", "Паладин Алламора")
    assert ab.statics == (StaticPart("grant", select=Select(HERO, side=YOU), keyword="no_wounds_from_spells", value=1),)


def test_no_wounds_while_fighting() -> None:
    ab = _one("Не получает ран, пока сражается.", "Медведь Эленьямена")
    assert ab.statics == (StaticPart("grant", keyword="no_wounds", value=1,
                                     condition=Condition("source_state", state="fighting")),)


def test_hero_no_wounds_from_opponent_until_eot() -> None:
    ab = _one("Гибель: Ваш герой не получает ран от карт противника до конца хода.", "Чёрный рыцарь")
    assert ab.effects == (Effect("grant", Ref("hero", side=YOU), 1,
                                 params=(("keyword", "no_wounds_from_opponent"), ("duration", END_OF_TURN))),)


def test_replacement_redirects_hero_wounds() -> None:
    ab = _one("Если ваш герой должен получить раны, вместо этого Страж Уорлога получает столько же ран.",
              "Страж Уорлога")
    assert ab.kind == STATIC
    assert ab.statics == (StaticPart("replace", select=Select(HERO, side=YOU), what=WOUNDED),)
    assert ab.effects == (Effect("wound", THIS, Amount("event_amount")),)
    assert unsupported_parts(ab) == []


def test_replacement_upgrade_unless_mechanism() -> None:
    ab = _one("Если Орк-ветеран должен получить раны и не является механизмом, вместо этого усовершенствуйте его.",
              "Орк-ветеран")
    cond = Condition("not", parts=(Condition("event_card", select=Select(CARD, classes=("Механизм",))),))
    assert ab.statics == (StaticPart("replace", select=None, what=WOUNDED, condition=cond),)
    assert ab.effects == (Effect("set_class", THIS, params=(("class", "Механизм"), ("new_only", True))),)


def test_optional_replacement_is_supported() -> None:
    """«вместо этого можете …» needs a decision in the middle of dealing wounds: supported since
    engine/pause.py."""
    ab = _one("Если ваш герой должен получить раны, вместо этого можете ранить Ночную стражу на 2.", "Ночная стража")
    assert ab.effects[0].optional
    assert not unsupported_parts(ab)


def test_ban_opponent_next_turn() -> None:
    ab = _one("Противник не может разыгрывать заклинания в свой следующий ход.", "Вьюга", "spell")
    assert ab.effects == (Effect("establish", Ref("player", side=OPPONENT), params=(("rule", BAN),
        ("action", "play"), ("select", Select(SPELL, zone=HAND)), ("limit", 0), ("window", "own_next_turn"),
        ("duration", END_OF_NEXT_OWN_TURN))),)


def test_ban_draw_limit() -> None:
    ab = _one("Найм: До начала вашего следующего хода каждый игрок не может брать более одной карты за ход.",
              "Телохранитель")
    assert ab.effects == (Effect("establish", Ref("player", side=EACH), params=(("rule", BAN),
        ("action", "draw"), ("select", None), ("limit", 1), ("window", None), ("duration", NEXT_OWN_TURN))),)


def test_ban_attack() -> None:
    ab = _one("Гибель: До конца хода ни один персонаж не может атаковать.", "Хладомор")
    assert ab.effects[0].verb == "establish" and ab.effects[0].param("rule") == BAN and ab.effects[0].param("action") == "attack"
    assert ab.effects[0].what == Ref("player", side=EACH)


def test_prevent_shield_and_first_wound() -> None:
    ab = _one("Найм: Если ваш герой — разбойник, предотвратите следующие 3 раны, наносимые любым вашим персонажам.",
              "Визг МетеОРКОВ")
    assert ab.effects[0].verb == "prevent" and ab.effects[0].amount == 3
    assert ab.effects[0].params == (("scope", "characters"), ("duration", PERMANENT))
    assert ab.effects[0].condition is not None
    ab = _one("Предотвратите первую рану, полученную каждым вашим персонажем за ход.", "Кальянщик")
    assert ab.statics == (StaticPart("prevent_first", select=Select(CHARACTER, side=YOU), value=1),)


def test_no_untap() -> None:
    assert _one("Не открывается в начале хода.", "Сурок Лант-Мора").keyword == ("no_untap", 1)
    ab = _one("Закройте существо; оно не открывается в начале следующего хода контролирующего его игрока.",
              "Парализовать", "spell")
    assert ab.effects[1] == Effect("grant", Ref("target"), 1, params=(("keyword", "no_untap"),
                                                                      ("duration", END_OF_NEXT_OWN_TURN)))


def test_until_end_of_opponent_turn_and_spell_ban() -> None:
    ab = _one("Персонаж не получает ран до конца хода противника, при этом вы не можете разыгрывать карты заклинаний "
              "до конца вашего следующего хода.", "Печать мага", "spell")
    grant = ab.effects[0]
    assert grant.params == (("keyword", "no_wounds"), ("duration", END_OF_OPPONENT_TURN))
    assert grant.then[0].verb == "establish" and grant.then[0].param("rule") == BAN and grant.then[0].what == Ref("player", side=YOU)


def test_search_found_card_to_graveyard() -> None:
    ab = _one("Гибель: Поиск – любая карта; положите найденную карту на ваше кладбище вместо вашей руки.", "Талион")
    assert ab.effects[0].verb == "search" and ab.effects[0].param("to") == "graveyard"


def test_static_prohibitions_and_limits() -> None:
    ab = _one("Ваши дракониды не могут быть взяты под контроль.", "Чешуйчатый полк")
    assert ab.statics == (StaticPart("forbid", select=Select(CREATURE, side=YOU, classes=("Драконид",)),
                                     what="be_controlled"),)
    ab = _one("Первоэлемента нельзя заставить сразиться.", "Первоэлемент")
    assert ab.statics == (StaticPart("forbid", select=None, what="forced_fight"),)
    ab = _one("Игроки не могут получать более 1{м} за ход.", "Первоэлемент")
    assert ab.statics == (StaticPart("limit", what="gain_coins", value=1),)


def test_instead_of_death() -> None:
    ab = _one("Найм: Ранить существо на 2; если оно должно погибнуть, вместо этого ваш герой добывает его.", "Крематор")
    wound, instead = ab.effects
    assert wound == Effect("wound", Ref("target"), 2)
    assert instead.verb == "instead_of_death" and instead.what == Ref("target")
    assert instead.param("effects") == (Effect("hoard", Ref("target"), params=(("holder", Ref("hero", side=YOU)),)),)


def test_not_closed_by_opponent_and_hero_life_condition() -> None:
    ab = _one("Карты противника не могут заставить Ётуна закрыться.", "Ётун")
    assert ab.statics == (StaticPart("grant", keyword="not_closed_by_opponent", value=1),)
    result = compile_text("Не может атаковать. Не может быть лишён особенностей. Ваш герой не получает ран, пока имеет "
                          "меньше текущих жизней, чем Кроха.", "Кроха", "creature")
    assert result.fully
    assert [a.keyword for a in result.abilities[:2]] == [("cannot_attack", 1), ("cannot_lose_abilities", 1)]
    assert result.abilities[2].statics == (StaticPart("grant", select=Select(HERO, side=YOU), keyword="no_wounds",
                                                      value=1, condition=Condition("hero_life_below_source")),)


def test_replace_next_draw() -> None:
    ab = _one("В следующий раз, когда противник должен взять карту, вместо этого вы берёте карту.", "Очернение в прессе",
              "spell")
    assert ab.effects == (Effect("establish", Ref("player", side=OPPONENT), 1,
                                 params=(("rule", DRAW_INSTEAD), ("by", YOU), ("duration", PERMANENT))),)


def test_hero_life_sum_and_no_wounds_while_attacking_until() -> None:
    ab = _one("Ваш герой не получает ран, пока имеет меньше текущих жизней, чем сумма текущих жизней ваших великанов.",
              "Имир, Царь великанов")
    assert ab.statics[0].condition == Condition("hero_life_below_sum",
                                                select=Select(CREATURE, side=YOU, classes=("Великан",)))
    ab = _one("2{м}{Т}: До конца хода ваше существо с Подавлением не получает ран, пока атакует.", "Харседан")
    assert ab.effects == (Effect("grant", Ref("target"), 1, params=(("keyword", "no_wounds_while_attacking"),
                                                                    ("duration", END_OF_TURN))),)


def test_offturn_coins_lock() -> None:
    ab = _one("Игроки не могут закрывать или оплачивать {м} не в свой ход.", "Ведающий запасами")
    assert ab.statics == (StaticPart("limit", what="offturn_coins"),)


def test_static_forbids_destroy_hoard_hand() -> None:
    ab = _one("Существа в игре не могут быть взяты под контроль или добыты.", "Турун")
    assert [(p.kind, p.what) for p in ab.statics] == [("forbid", "be_controlled"), ("forbid", "be_hoarded")]
    ab = _one("Другие ваши карты поддержки не могут быть уничтожены.", "Эгида")
    assert ab.statics == (StaticPart("forbid", select=Select("support", side=YOU, other=True), what="be_destroyed"),)
    ab = _one("Карты противника не могут добыть или положить Волхва Лихолесья в руку.", "Волхв Лихолесья")
    assert ab.statics == (StaticPart("forbid", what="hoarded_by_opponent"), StaticPart("forbid", what="to_hand_by_opponent"))


def test_cannot_be_shot_target() -> None:
    assert _one("Не может быть целью выстрелов.", "Страж Оренхольма").keyword == ("cannot_be_shot_target", 1)


@pytest.mark.parametrize("name", ["Цветочная фея", "Паладин Алламора", "Учитель химии", "Медведь Эленьямена",
                                  "Чёрный рыцарь", "Страж Уорлога", "Орк-ветеран", "Вьюга", "Телохранитель",
                                  "Хладомор", "Визг МетеОРКОВ", "Кальянщик", "Парализовать", "Печать мага", "Талион",
                                  "Бессилие утопленника", "Александр Лаутер", "Фазрааль", "Деджедай, Осевший",
                                  "Чешуйчатый полк", "Первоэлемент", "Крематор",
                                  "Минотавр Охора", "Ётун", "Кроха", "Очернение в прессе",
                                  "Страж Оренхольма", "Ведающий запасами"])
def test_prevention_and_prohibition_cards_supported(name: str) -> None:
    cards = [c for c in compiled_pool() if c.name == name]
    assert cards and all(c.supported for c in cards), [c.unsupported_text for c in cards]


# --- prohibitions on players and on named cards, creatures that cannot be destroyed or attack -----------------


def test_they_cannot_draw_after_wounding_each_opponent() -> None:
    ab = _one("Ранить каждого противника на 8, они не могут брать карты до начала вашего хода.", "Раскол черепа",
              "spell")
    wound, ban = ab.effects
    assert wound.verb == "wound" and wound.what == Ref("hero", side=OPPONENT) and wound.amount == 8
    assert ban.verb == "establish" and ban.param("rule") == BAN and ban.what == Ref("hero", side=OPPONENT)
    assert ban.param("action") == "draw" and ban.param("duration") == NEXT_OWN_TURN


def test_they_cannot_draw_refused_for_creatures() -> None:
    result = compile_text("Ранить существо на 2, они не могут брать карты до начала вашего хода.", "Тест", "spell")
    assert not result.fully


def test_named_cards_cannot_be_played_joined_to_the_naming_paragraph() -> None:
    text = "Назовите карту.\nКарты с таким названием не могут быть разыграны до начала вашего следующего хода."
    ab = _one(text, "Запрет на въезд", "spell")
    name, ban = ab.effects
    assert name.verb == "name" and name.param("named") == CARD_NAME
    assert ban.verb == "establish" and ban.param("rule") == BAN and ban.what == Ref("player", side=EACH)
    assert ban.param("action") == "play" and ban.param("select") == Select(CARD, name=NAMED)
    assert ban.param("duration") == NEXT_OWN_TURN


def test_named_ban_without_a_name_is_refused() -> None:
    result = compile_text("Игроки не могут разыгрывать карты с таким названием до конца вашего хода.", "Тест", "spell")
    assert not result.fully


def test_ambush_names_a_card_then_bans_it() -> None:
    card = next(c for c in compiled_pool() if c.name == "Лучница рассвета" and c.key == "19-006")
    assert card.supported
    ab = next(a for a in card.abilities if a.keyword == ("ambush", 4))
    _, ban = ab.effects[0].then
    assert ban.param("select") == Select(CARD, name=NAMED) and ban.param("duration") == "end_of_your_turn"


def test_hoarding_creatures_cannot_be_destroyed() -> None:
    ab = _one("Ваши существа, добывшие карту, не могут быть уничтожены, пока Ратник хирда в игре.", "Ратник хирда")
    assert ab.statics == (StaticPart("forbid", select=Select(CREATURE, side=YOU, state="hoarding"),
                                     what="be_destroyed"),)
    assert not unsupported_parts(ab)


def test_creatures_with_changed_strike_cannot_attack() -> None:
    ab = _one("Существа с силой удара, отличной от начальной, не могут атаковать.", "Тилия, Мастер ловушек")
    assert ab.statics == (StaticPart("grant", select=Select(CREATURE, state="strike_changed"), keyword="cannot_attack",
                                     value=1),)


def test_condition_your_class_creature_holds_a_hoarded_card() -> None:
    card = next(c for c in compiled_pool() if c.name == "Кошмарик")
    assert card.supported
    ab = card.abilities[-1]
    (wound,) = ab.effects
    assert wound.verb == "wound" and wound.what == Ref("hero", side=OPPONENT)
    assert wound.condition == Condition("count", op=">=", value=1,
                                        select=Select(CREATURE, side=YOU, classes=("Кошмар",), state="hoarding"))


def test_more_wounds_of_a_kind_until_and_one_of_each_class() -> None:
    # Прокачать тачку: «у вас есть орк и боевая машина» (one card of each class) and «до конца хода персонажи
    # противников получают на 1 рану больше от выстрелов» (a more_wounds_taken effect keyed by the kind of wounds)
    ab = _one("В начале вашего хода, если у вас есть орк и боевая машина, до конца хода персонажи противников "
              "получают на 1 рану больше от выстрелов, при этом завершите этот квест.", "Прокачать тачку", "quest")
    (more,) = ab.effects
    assert more == A.Effect("prevent", A.ALL(Select(CHARACTER, side=OPPONENT)), 1, params=(
        ("more", True), ("wound_kind", "shot"), ("duration", A.END_OF_TURN)), then=more.then, condition=more.condition)
    assert more.condition == Condition("and", parts=(
        Condition("count", select=Select(CREATURE, side=YOU, classes=("Орк",)), op=">=", value=1),
        Condition("count", select=Select(CREATURE, side=YOU, classes=("Боевая машина",)), op=">=", value=1)))
    strikes = _one("До конца хода ваши существа получают на 2 раны больше от ударов.", "Проба", "spell")
    assert strikes.effects[0].params == (("more", True), ("wound_kind", "strike"), ("duration", A.END_OF_TURN))


def test_a_pair_of_singular_class_nouns_only_in_a_have_condition() -> None:
    # «орк и боевая машина» is one of each only in «у вас есть …»; anywhere else it is refused
    with pytest.raises(CompileError):
        compile_unit("Ранить орка и боевую машину на 1.", "Проба", "spell")


def test_extra_lives_replaced_by_a_return_of_cost_x() -> None:
    # Нетопырь слуа: «вместо этого можете вернуть слуа стоимостью Х{м} с кладбища в руку» — Х is the number of extra lives
    ab = _one("Если ваш слуа должен получить Х дополнительных жизней, вместо этого можете вернуть слуа стоимостью Х{м} "
              "с кладбища в руку.", "Нетопырь слуа")
    (move,) = ab.effects
    assert move.verb == A.MOVE and move.optional
    assert move.param("select") == Select(CREATURE, side=YOU, zone=A.GRAVEYARD, classes=("Слуа",))
    assert move.param("cost") == A.Amount("event_amount")
