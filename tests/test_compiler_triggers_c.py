"""Compiler tests of the «triggers_c» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import non_keyword

from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    CHARACTER,
    CREATURE,
    ENTERS_PLAY,
    HERO,
    OPPONENT,
    OPPONENT_PLAYER,
    STATIC,
    STRIKES,
    TC_ATTACK_NO_WOUNDS,
    THIS,
    TRIGGERED,
    TURN_START,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_repeat_enters_richer_word_order() -> None:
    """«… у которого больше {м}, чем у вас» (Ферришин 19-009) = «… у которого {м} больше, чем у вас» (triggers_b)."""
    abs_ = non_keyword("Ферришин")
    assert abs_[-1] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                               effects=(Effect("tb_repeat_enters_richer", THIS),))


def test_shot_other_target() -> None:
    """«Найм: Выстрел на 1; если ваш герой нейтральный, Выстрел на 2 в другую цель» (Оксилия)."""
    ab = non_keyword("Оксилия")[0]
    enemy = Select(CHARACTER, side=OPPONENT)
    assert ab.trigger == Trigger(ENTERS_PLAY)
    # the second target is named when execution reaches it (§7.4: a part after «;» under a condition), never the first
    assert ab.targets == (Target(enemy), Target(Select(CHARACTER, side=OPPONENT, state="other_target"),
                                                at_execution=True))
    neutral = Condition("count", select=Select(HERO, side=YOU, elements=("Нейтральные",)), op=">=", value=1)
    assert ab.effects == (Effect("shot", Ref("target", index=0), 1),
                          Effect("shot", Ref("target", index=1), 2, condition=neutral))


def test_shot_other_target_needs_a_target_before() -> None:
    """«в другую цель» with no target named before it: other than which? Refused."""
    assert not _fully("Найм: Выстрел на 2 в другую цель.")
    assert not _fully("Найм: Возьмите карту; Выстрел на 2 в другую цель.")


def test_opponent_pays_or_is_wounded() -> None:
    """«При ударе противник должен заплатить 3{м}, если не хватает — ранить его на столько, сколько не хватает {м}»."""
    (ab,) = non_keyword("Вышибала")
    assert ab == Ability(TRIGGERED, trigger=Trigger(STRIKES),
                         effects=(Effect("tc_pay_or_wounded", Ref("player", side=OPPONENT), 3),))


def test_may_pay_x_then() -> None:
    """«Найм: Вы можете заплатить Х{м}, при этом Выстрел по существу на Х» (Снаг): X chosen and paid on resolution."""
    ab = non_keyword("Снаг")[-1]
    assert ab.trigger == Trigger(ENTERS_PLAY)
    assert ab.targets == (Target(Select(CREATURE, side=OPPONENT)),)
    assert ab.effects == (Effect("tc_pay_x", Ref("player", side=YOU), optional=True,
                                 then=(Effect("shot", Ref("target", index=0), Amount("x")),)),)


def test_pay_x_refused_elsewhere() -> None:
    """«заплатите Х{м}» without «можете … при этом» (what would X be before?) is refused."""
    assert not _fully("Найм: Заплатите Х{м}.")
    assert not _fully("Найм: Можете заплатить Х{м}.")


def test_opponent_may_close_three() -> None:
    """«В начале хода противник может закрыть трёх своих персонажей, при этом закрыть эту карту и ранить её на 3»."""
    (ab,) = non_keyword("Росянка")
    assert ab.trigger == Trigger(TURN_START)
    then = Effect("sequence", params=(("effects", (Effect("close", THIS), Effect("wound", THIS, 3))),))
    assert ab.effects == (Effect("tc_opp_may_close", OPPONENT_PLAYER, 3, then=(then,)),)


def test_close_and_wound_only_this_card() -> None:
    """«закрыть <X> и ранить его» about another card is refused (only this card, a fixed reference)."""
    assert not _fully("Найм: Закройте существо и раньте его на 3.")


def test_attack_dealt_no_wounds() -> None:
    """«Каждый раз, когда атаковавшее существо не нанесло ран вашему существу, положите эффект усиления на каждого
    вашего драконида» (Вдохновенный): event ``tc_attack_no_wounds`` about your creature (the attacker unfiltered)."""
    (ab,) = non_keyword("Вдохновенный")
    assert ab.trigger == Trigger(TC_ATTACK_NO_WOUNDS, subject=Select(CREATURE, side=YOU))
    assert ab.every_time
    assert ab.effects == (Effect("boost", Ref("all", select=Select(CREATURE, side=YOU, classes=("Драконид",))), 1,
                                 params=(("sign", 1),)),)


def test_not_closed_by_opponent_while_fewer() -> None:
    """«Если у вас существ меньше, чем у противника, ваши существа не могут быть закрыты способностями карт
    противника» (Динур): a conditional grant of «not_closed_by_opponent»."""
    (ab,) = non_keyword("Динур")
    assert ab.kind == STATIC
    assert ab.statics == (StaticPart("grant", select=Select(CREATURE, side=YOU), keyword="not_closed_by_opponent",
                                     value=1, condition=Condition("hb_creature_lead", op="<", value=0)),)


def test_spell_more_wounds_with_empty_hand() -> None:
    """«Если в вашей руке нет карт, Отчаянный выстрел наносит на 2 раны больше»: a static of the spell itself."""
    abs_ = non_keyword("Отчаянный выстрел")
    assert abs_[-1].kind == STATIC
    assert abs_[-1].statics == (StaticPart("wounds_dealt", value=2, condition=Condition("hand_size", op="==", value=0)),)


def test_self_more_wounds_refused_on_creatures() -> None:
    """On a creature the static would be an in-play one: not this family's reading, refused."""
    assert not _fully("Если в вашей руке нет карт, Тест наносит на 2 раны больше.")


def test_turn_facts_conditions() -> None:
    """Последствия: «Если в этот ход погибло существо противника, положите по 2 эффекта усиления на двух или менее
    существ. Если в этот ход герой противника получил 3 или более ран, ранить героя противника на 4.»"""
    (ab,) = non_keyword("Последствия")
    assert ab.targets == (Target(Select(CREATURE), min=1, max=2),)
    assert ab.effects == (
        Effect("boost", Ref("target", index=0), 2, params=(("sign", 1),),
               condition=Condition("history", history=V.HistoryQuery(V.DIES, subject=V.Select(V.CREATURE, side=V.OPPONENT)))),
        Effect("wound", Ref("hero", side=OPPONENT), 4,
               condition=Condition("history", value=3, history=V.HistoryQuery(
                   V.WOUNDED, subject=V.Select(V.HERO, side=V.OPPONENT), measure=V.SUM_AMOUNTS))),
    )
