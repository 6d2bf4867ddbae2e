"""Compiler tests of the «triggers_d» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import non_keyword

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARD_PLAYED,
    CHARACTER,
    CREATURE,
    EACH,
    ENTERS_PLAY,
    EVENT,
    HAND,
    HERO,
    IT,
    NAMED,
    OPPONENT,
    SPELL,
    TD_ACTS,
    TD_HEAL_UNWOUNDED,
    TD_MEDITATION_NTH,
    TD_MIGHT_FIRED,
    TD_MOR_FIRED,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
    YOU,
    Ability,
    Condition,
    Effect,
    Ref,
    Select,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def _hero_is(*elements: str) -> Condition:
    return Condition("count", select=Select(HERO, side=YOU, elements=elements), op=">=", value=1)


def test_heal_self_fully_after_fight() -> None:
    """«Найм: Сразиться с существом противника, если ваш герой {Леса} или {Нейтральные}, полностью излечиться» (Изгой
    чащи): the fight, then this creature heals all its wounds under the condition."""
    ab = non_keyword("Изгой чащи")[0]
    assert ab.kind == TRIGGERED and ab.trigger == Trigger(ENTERS_PLAY)
    assert ab.targets[0].select == Select(CREATURE, side=OPPONENT)
    fight, heal = ab.effects
    assert fight.verb == "fight" and fight.condition is None
    assert heal == Effect("heal", THIS, params=(("all", True),), condition=_hero_is("Леса", "Нейтральные"))
    # «излечиться» has a creature's subject only
    assert not _fully("Полностью излечиться.", card_type="spell")


def test_reveal_hand_then_look_top_under_condition() -> None:
    """«Найм: Противник показывает руку, если ваш герой {Болота} или {Нейтральные}, посмотрите верхнюю карту любой
    колоды, можете положить её под низ колоды» (Фея-разведчик)."""
    ab = non_keyword("Фея-разведчик")[0]
    cond = _hero_is("Болота", "Нейтральные")
    (seq,) = ab.effects
    assert seq.verb == "sequence"
    assert dict(seq.params)["effects"] == (
        Effect("reveal_hand", Ref("player", side=OPPONENT)),
        Effect("look_deck_top", Ref("player", side=ANY), condition=cond),
        Effect("to_deck_bottom", IT, optional=True, condition=cond),
    )


def test_might_fired_of_your_orc() -> None:
    """«Когда у вашего орка срабатывает Могущество, ранить героя противника на 1. (Один раз за ход.)» (Орочий гонец)."""
    ab = non_keyword("Орочий гонец")[1]
    assert ab.trigger == Trigger(TD_MIGHT_FIRED, subject=Select(CREATURE, side=YOU, classes=("Орк",)))
    assert ab.effects == (Effect("wound", Ref("hero", side=OPPONENT), 1),) and not ab.every_time


def test_every_second_meditation() -> None:
    """«Каждый второй раз за ход, когда у вас срабатывает Медитация, положите эффект усиления на Бовкуна» (Бовкун)."""
    ab = non_keyword("Бовкун")[0]
    assert ab == Ability(TRIGGERED, text=ab.text, every_time=True,
                         trigger=Trigger(TD_MEDITATION_NTH, subject=Select(CHARACTER, side=YOU), nth=2),
                         effects=(Effect("boost", THIS, 1, params=(("sign", 1),)),))


def test_war_machine_acts() -> None:
    """«Каждый раз, когда ваша боевая машина действует, положите эффект усиления на Великий Таран» (Великий Таран)."""
    ab = non_keyword("Великий Таран")[0]
    assert ab == Ability(TRIGGERED, text=ab.text, every_time=True,
                         trigger=Trigger(TD_ACTS, subject=Select(CREATURE, side=YOU, classes=("Боевая машина",))),
                         effects=(Effect("boost", THIS, 1, params=(("sign", 1),)),))


def test_repeat_the_spell_played() -> None:
    """«Когда вы разыгрываете заклинание, повторите его» (Королева наг): the family «cancel»'s repeat of the trigger's
    spell; «повторите его» after any other trigger is refused."""
    ab = non_keyword("Королева наг")[0]
    assert ab.trigger == Trigger(CARD_PLAYED, subject=Select(SPELL, side=YOU, zone=HAND))
    assert ab.effects == (Effect("repeat_spell", EVENT()),)
    assert not _fully("Когда вы разыгрываете существо, повторите его.")
    assert not _fully("Найм: Выберите существо, повторите его.")


def test_he_must_close_or_be_wounded() -> None:
    """«В конце хода противника он должен закрыть своё существо, иначе раниться на 2» (Штрехбрейкер): «он» is the
    opponent only at the end of his turn."""
    ab = non_keyword("Штрехбрейкер")[1]
    assert ab.trigger == Trigger(TURN_END, whose_turn=OPPONENT)
    assert ab.effects == (Effect("td_must_close_or_wounded", Ref("player", side=OPPONENT), 2),)
    assert not _fully("В конце вашего хода он должен закрыть своё существо, иначе раниться на 2.")


def test_loses_sleeping_when_your_mor_fires() -> None:
    """«Теряет Спящий, когда срабатывает ваш Мор, при этом отравить существо противника на 1» (Моорван); «Мор N» is
    marked (params ``mor``), an instruction «положите N верхних карт любой колоды на кладбище» is not (Энн Уэй из КыШ)."""
    ab = non_keyword("Моорван")[0]
    assert ab.trigger == Trigger(TD_MOR_FIRED, subject=Select(CARD, side=YOU))
    (lose,) = ab.effects
    assert lose.verb == "lose_keyword" and lose.what == THIS and lose.then[0].verb == "poison"
    assert non_keyword("Ореос")[0].effects == (Effect("mill", Ref("player", side=ANY), 1, params=(("mor", True),)),)
    assert non_keyword("Энн Уэй из КыШ")[0].effects[0].params == ()


def test_show_a_spell_and_apply_it() -> None:
    """«В конце хода покажите заклинание стоимостью 1{м} из вашей руки, примените его эффект. (Заклинание остаётся в
    руке.)» (Бог грома): both paragraphs compile (the reminder is explanatory); the spell is picked when it resolves."""
    result = compile_text("В конце хода покажите заклинание стоимостью 1{м} из вашей руки, примените его эффект.\n"
                          "(Заклинание остаётся в руке.)", "Бог грома", "creature")
    assert result.fully
    (ab,) = result.abilities
    assert ab.trigger == Trigger(TURN_END) and ab.targets == ()
    assert ab.effects == (Effect("td_show_apply_spell", Ref("player", side=YOU), params=(
        ("select", Select(SPELL, side=YOU, zone=HAND, cost_min=1, cost_max=1)),)),)


def test_active_player_names_a_card() -> None:
    """«В начале каждого хода активный игрок называет карту; все игроки показывают руки и сбрасывают все карты с таким
    названием» (Мастер загадок); «с таким названием» needs the naming just before."""
    ab = non_keyword("Мастер загадок")[0]
    each = Ref("player", side=EACH)
    assert ab.trigger == Trigger(TURN_START)
    assert ab.effects == (Effect("td_active_names_card", THIS), Effect("sequence", params=(("effects", (
        Effect("reveal_hand", each),
        Effect("discard_matching", each, params=(("select", Select(CARD, zone=HAND, name=NAMED)),)))),)))
    assert not _fully("В начале каждого хода все игроки показывают руки и сбрасывают все карты с таким названием.")
    assert not _fully("В начале каждого хода активный игрок называет карту.")


def test_heal_aimed_at_unwounded_self() -> None:
    """«Каждый раз, когда Ленивый толстяк должен быть излечен и на нём нет ран, оглушите существо противника»."""
    ab = non_keyword("Ленивый толстяк")[0]
    assert ab.trigger == Trigger(TD_HEAL_UNWOUNDED) and ab.every_time
    assert ab.targets[0].select == Select(CREATURE, side=OPPONENT)
    assert [e.verb for e in ab.effects] == ["stun"]
