"""Compiler and support tests of the «combat_keywords» phrase family (real card texts, compiled meaning)."""

from __future__ import annotations

from berserk_heroes import abilities as A
from berserk_heroes.cards.compiled import compiled_pool, copies_itself, reserve_for
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts


def _card(name: str):  # type: ignore[no-untyped-def]
    card = compiled_pool().find(name)
    assert card is not None, name
    return card


def test_self_copy_is_supported_and_kept_in_the_reserve() -> None:
    pool = compiled_pool()
    gorgon = _card("Песчаный горгон")
    assert gorgon.supported
    assert copies_itself(gorgon)
    assert [c.name for c in reserve_for([gorgon, gorgon], pool)] == ["Песчаный горгон"] * 4


def test_copy_of_another_card_is_not_supported() -> None:
    r = compile_text("Найм: Если ваш герой — разбойник, создайте копию закрытого существа стоимостью 2{м}.",
                     "Макнэ Гоб Ли", "creature")
    if r.fully:
        assert any("copy of another card" in p for ab in r.abilities for p in unsupported_parts(ab))
    ab = A.Ability(A.SPELL_ABILITY, effects=(A.Effect("create_copy", A.TARGET(0), 1),))
    assert "copy of another card" in unsupported_parts(ab)


def _one(text: str, name: str, card_type: str = "creature") -> A.Ability:
    r = compile_text(text, name, card_type)
    assert r.fully, r.unparsed
    assert len(r.abilities) == 1
    return r.abilities[0]


def test_attack_targeted_wounds_the_attacker() -> None:
    ab = _one("Когда становится целью атаки, ранить атакующее существо на 1.", "Дракс")
    assert ab.trigger == A.Trigger(A.ATTACK_TARGETED, other=A.Select(A.CREATURE))
    assert ab.effects == (A.Effect("wound", A.EVENT("other"), 1),)
    r = compile_text("(Если атакующее существо погибло, раны от удара не наносятся.)", "Дракс", "creature")
    assert r.fully and not r.abilities


def test_defender_and_meditation_triggers() -> None:
    ab = _one("Когда существо противника выступает защитником — Выстрел по нему на 2.", "Орочий багги")
    assert ab.trigger == A.Trigger(A.DEFENDER_ASSIGNED, subject=A.Select(A.CREATURE, side=A.OPPONENT))
    assert ab.effects == (A.Effect("shot", A.EVENT("subject"), 2),)
    ab = _one("Каждый раз, когда от атаки этого существа был назначен защитник, подготовьте Упрямого гнома.",
              "Упрямый гном")
    assert ab.trigger == A.Trigger(A.ATTACK_DEFENDED) and ab.every_time
    assert ab.effects == (A.Effect("ready", A.THIS),)
    ab = _one("Когда у вашей карты срабатывает Медитация — Выстрел на 2.", "Охранник келий")
    assert ab.trigger == A.Trigger(A.MEDITATION_USED, subject=A.Select(A.CARD, side=A.YOU))


def test_wounds_by_strike_and_event_amounts() -> None:
    ab = _one("Когда получает раны от удара, отравите ваше существо на 1.", "Воин Разана")
    assert ab.trigger == A.Trigger(A.WOUNDED_BY_STRIKE)
    ab = _one("Когда Огрилон получает раны от удара или выстрела, закройте другое существо. (Один раз за ход.)",
              "Огрилон")
    assert ab.trigger == A.Trigger(A.WOUNDED_BY_ATTACK) and ab.per_turn == 1
    ab = _one("Каждый раз, когда наносит Х ран герою ударом, излечите вашего героя на Х.", "Проект «Марис Тауро»")
    assert ab.trigger == A.Trigger(A.STRIKE_WOUNDS, other=A.Select(A.HERO)) and ab.every_time
    assert ab.effects == (A.Effect("heal", A.YOUR_HERO, A.Amount("event_amount"), params=(("all", False),)),)
    ab = _one("При атаке ударом – Выстрел на 1.", "Хазг-ветеран")
    assert ab.trigger == A.Trigger(A.ATTACKS_BY_STRIKE)


def test_statics_else_and_hand_sizes() -> None:
    ab = _one("Ваши дракониды без ран имеют +1 к удару, иначе +2 к удару.", "Вспыльчивый")
    sel = A.Select(A.CREATURE, side=A.YOU, classes=("Драконид",), state="unwounded")
    assert ab.statics == (A.StaticPart("modify", select=sel, strike=1),
                          A.StaticPart("modify", select=A.Select(A.CREATURE, side=A.YOU, classes=("Драконид",),
                                                                 state="wounded"), strike=2))
    ab = _one("Пока у вас в руке меньше карт, чем у противника, Альдис имеет +2 к удару и Рывок.", "Альдис")
    cond = A.Condition("hand_vs_opponent", op="<")
    assert ab.statics == (A.StaticPart("modify", strike=2, condition=cond),
                          A.StaticPart("grant", keyword="haste", value=1, condition=cond))
    ab = _one("При ударе выберите одно из: • Каждый игрок излечивается на 2; • Каждый игрок берёт карту.",
              "Трактирный зазывала")
    heal = ab.effects[0].param("modes")[0].effects[0]
    assert heal == A.Effect("heal", A.ALL(A.Select(A.HERO)), 2, params=(("all", False),))


def test_strike_modifiers_and_keyword_bonus() -> None:
    ab = _one("+2 к удару по оглушенным существам.", "Гримнар")
    assert ab.statics == (A.StaticPart("strike_vs", value=2, victim=A.Select(A.CREATURE, state="stunned")),)
    ab = _one("Пока атакует раненого персонажа, имеет +4 к удару.", "Тяжеловес")
    assert ab.statics == (A.StaticPart("strike_vs", value=4, victim=A.Select(A.CHARACTER, state="wounded"),
                                       condition=A.Condition("source_state", state="attacking")),)
    ab = _one("Атаки по этому существу сводятся к 1.", "Мария Барли")
    assert ab.keyword == ("attacks_reduced_to", 1)
    ab = _one("Ваши дракониды имеют +1 к Чешуе.", "Успокаивающая")
    assert ab.statics == (A.StaticPart("keyword_bonus", select=A.Select(A.CREATURE, side=A.YOU, classes=("Драконид",)),
                                       keyword="scales", value=1),)
    ab = _one("Ваши тролли имеют +1 к регенерации.", "Тхакрай")
    assert unsupported_parts(ab)  # Регенерация's heal uses the printed value
