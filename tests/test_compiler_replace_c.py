"""Compiler tests of the «replace_c» phrase family (round 5): real card texts → the exact meaning compiled."""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    CARD,
    CREATURE,
    DECK,
    END_OF_TURN,
    ENTERS_PLAY,
    HAND,
    HEALED_BEYOND_WOUNDS,
    HERO,
    NEXT_OWN_TURN,
    OPPONENT,
    RC_POISONED,
    STATIC,
    THIS,
    TRIGGERED,
    WOUNDED,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts

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
        Effect("reveal_hand", OPP),
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
    assert ambush.effects[0].then == (Effect("shuffle_deck", OPP),)
    spent = Condition("not", parts=(Condition("no_coins_spent"),))
    sel = Select(CREATURE, side=YOU, zone=DECK)
    assert hire.effects == (
        Effect("search", ME, 1, params=(("select", sel), ("up_to", False)), condition=Condition("no_coins_spent")),
        Effect("search_to", ME, 1, params=(("select", sel), ("up_to", False), ("to", "deck_top")), condition=spent))


def test_kurdash_may_be_destroyed_instead_of_the_wounds_and_destroys_their_source() -> None:
    text = ("Если ваш герой должен получить раны, вы можете уничтожить Курдаша, при этом предотвратить получение ран и "
            "уничтожить их источник, если это существо или карта поддержки.")
    (ab,) = _card(text, "Курдаш")
    source = Effect("destroy", Ref("event", role="other"), condition=Condition(
        "it_fits", ref=Ref("same_card"), select=Select(CARD, state="rc_creature_or_support")))
    assert ab == Ability(STATIC, text=text, effects=(Effect("destroy", THIS, optional=True, then=(source,)),),
                         statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=WOUNDED),))


def test_stitched_golem_shields_the_one_summoned_slua() -> None:
    text = ("Найм: Вызовите слуа стоимостью 4{м} или менее; он не получает ран, не может атаковать и выступать "
            "защитником до начала вашего хода.")
    (ab,) = _card(text, "Штопаный голем")
    summon, seq = ab.effects
    assert summon == Effect("summon", ME, 1, params=(
        ("select", Select(CREATURE, side=YOU, zone=DECK, classes=("Слуа",), cost_max=4)), ("up_to", False)))
    assert seq.param("effects") == tuple(
        Effect("grant", Ref("it"), 1, params=(("keyword", code), ("duration", NEXT_OWN_TURN)))
        for code in ("no_wounds", "cannot_attack", "cannot_defend"))


def test_a_pronoun_after_a_summon_stays_refused_elsewhere() -> None:
    assert not compile_text("Найм: Вызовите гнома; он получает Рывок.", "Штопаный голем", "creature").fully
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
    assert poisoned.trigger == Trigger(RC_POISONED, subject=Select(CREATURE, side=OPPONENT))
    assert poisoned.effects == (Effect("grant", THIS, 1, params=(("keyword", "no_wounds"),
                                                                 ("duration", END_OF_TURN))),)
    assert dies.trigger.subject == Select(CREATURE, side=YOU, classes=("Вайл",))
    assert dies.effects[0].verb == "boost" and dies.effects[0].what == THIS
