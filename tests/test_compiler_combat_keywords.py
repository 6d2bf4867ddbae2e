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


def test_copy_of_another_card_is_supported_only_for_a_card_in_play_named_at_declaration() -> None:
    """A copy of another card is made from a card in play (family «copies»): a declared target; a copy of a card
    named any other way (e.g. «все существа») stays unsupported."""
    r = compile_text("Найм: Если ваш герой — разбойник, создайте копию закрытого существа стоимостью 2{м}.",
                     "Макнэ Гоб Ли", "creature")
    assert r.fully and not any(unsupported_parts(ab) for ab in r.abilities)
    ab = A.Ability(A.SPELL_ABILITY, effects=(A.Effect("create_copy", A.Ref("all", select=A.Select()), 1),))
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
    assert ab.statics == (A.StaticPart("keyword_bonus", select=A.Select(A.CREATURE, side=A.YOU, classes=("Тролль",)),
                                       keyword="regeneration", value=1),)
    assert not unsupported_parts(ab)  # Регенерация's heal reads the current value (effects._heal, param keyword)
    ab = _one("Ваши орки имеют +1 к могуществу.", "Тхакрай")
    assert unsupported_parts(ab)  # Могущество's ability still uses the printed value


def test_except_attacked_elements_and_after_attack() -> None:
    ab = _one("При атаке ранить всех персонажей противника на 1, кроме атакованного.", "Морраг")
    assert ab.effects == (A.Effect("wound", A.ALL(A.Select(A.CHARACTER, side=A.OPPONENT, state="not_attacked")), 1),)
    ab = _one("При атаке ранить другое существо противника на 2 (кроме атакованного).", "Рукан")
    assert ab.targets[0].select.state == "not_attacked"
    ab = _one("Превосходство над существами со стихией.", "Солдат Ордена")
    assert dict(ab.meta)["over"].elements == ("Степи", "Леса", "Горы", "Болота", "Тьма")
    ab = _one("Превосходство над не-степными существами.", "Славящий битву")
    assert dict(ab.meta)["over"] == A.Select(A.CREATURE, not_elements=("Степи",))
    ab = _one("Когда существо противника атаковало другое ваше существо с Превосходством, ранить атаковавшее "
              "существо на 2.", "Славящий битву")
    assert ab.trigger == A.Trigger(A.AFTER_ATTACK, subject=A.Select(A.CREATURE, side=A.OPPONENT),
                                   other=A.Select(A.CREATURE, side=A.YOU, other=True, keyword="superiority"))
    assert ab.effects == (A.Effect("wound", A.EVENT("subject"), 2),)


def test_state_conditions_and_quotes() -> None:
    ab = _one("Найм: Существо противника теряет особенности; если оно {Тьма}, ранить его на 3.", "Лиа")
    assert ab.effects[1].condition == A.Condition("it_fits", select=A.Select(A.CREATURE, elements=("Тьма",)))
    ab = _one("Уничтожьте существо, сила удара которого меньше его текущих жизней.", "Превращение в слизь", "spell")
    assert ab.targets[0].select.state == "strike_below_life"
    ab = _one("Каждое ваше существо до конца хода получает 'при атаке - оглушите атакованное существо'.",
              "Застать врасплох", "spell")
    granted = ab.effects[0].param("ability")
    assert ab.effects[0].param("duration") == A.END_OF_TURN
    assert granted.trigger == A.Trigger(A.ATTACKS) and granted.effects == (A.Effect("stun", A.EVENT("other")),)
    r = compile_text("Спящий. Теряет Спящий, если у вас 5{м} или более.", "Древняя черепаха", "creature")
    assert r.fully
    trig = r.abilities[1]
    assert trig.trigger == A.Trigger(A.CONDITION_MET)
    assert trig.condition == A.Condition("and", parts=(A.Condition("source_state", state="sleeping"),
                                                       A.Condition("coins", op=">=", value=5)))
    ab = _one("Может атаковать только персонажей без ран.", "Сонный огр")
    assert ab.keyword == ("attacks_only_unwounded", 1)


def test_sleeping_if_refuses_other_keywords() -> None:
    r = compile_text("Теряет Рывок, если у вас 5 или более {м}.", "Тест", "creature")
    assert not r.fully


def test_after_attack_reminder() -> None:
    r = compile_text("При атаке по вашему существу ранить существо на 2.\n(После атаки).", "Наяда", "creature")
    assert r.fully
    assert r.abilities[0].trigger == A.Trigger(A.AFTER_ATTACK, subject=A.Select(A.CREATURE),
                                               other=A.Select(A.CREATURE, side=A.YOU))
    assert not compile_text("При атаке по вашему существу ранить существо на 2.", "Наяда", "creature").fully


def test_until_end_of_opponent_turn() -> None:
    ab = _one("2{м}{Т}: Существо теряет особенности до конца хода противника.", "Эльгашт", "hero")
    assert ab.effects[0].param("duration") == A.END_OF_OPPONENT_TURN
    ab = _one("2{м}{Т}: Существо получает Бешенство до конца своего хода.", "Посох Дхайи", "weapon")
    assert ab.effects[0].param("duration") == A.END_OF_ITS_TURN


# ---- second pass ----


def test_attack_and_ability_reduction_keyword() -> None:
    ab = _one("–1 от атак и способностей (в том числе от заклинаний).", "Старейшина")
    assert ab.keyword == ("attack_ability_reduction", 1)
    assert not unsupported_parts(ab)


def test_quoted_keyword_grant_is_a_keyword_grant() -> None:
    ab = _one("Ваши орки имеют «–1 от атак и способностей (в том числе от заклинаний)».", "Орк-старейшина")
    assert ab.statics == (A.StaticPart("grant", select=A.Select(A.CREATURE, side=A.YOU, classes=("Орк",)),
                                       keyword="attack_ability_reduction", value=1),)


def test_poison_more_and_gets_poison() -> None:
    ab = _one("{Т}: Усилить отравление каждого существа противника на 1.", "Генератор тумана")
    (e,) = ab.effects
    assert e.verb == "poison" and e.amount == 1 and e.param("add") is True
    assert e.what.kind == "all" and e.what.select.side == A.OPPONENT
    ab = _one("Каждое существо противника получает Отравление 1.", "Грани жизни", "spell")
    (e,) = ab.effects
    assert e.verb == "poison" and e.amount == 1 and not e.param("add")
    assert _card("Генератор тумана").supported and _card("Грани жизни").supported


def test_if_you_have_equipment() -> None:
    ab = _one("При ударе, если у вас есть экипировка, подготовьте эту карту.", "Нага-мечник")
    assert ab.trigger is not None and ab.trigger.event == A.STRIKES
    (e,) = ab.effects
    assert e.verb == "ready" and e.what == A.THIS
    assert e.condition == A.Condition("count", select=A.Select(A.SUPPORT, side=A.YOU, state="equipment"), op=">=",
                                      value=1)


def test_if_your_hero_has_either_element() -> None:
    ab = _one("Найм: Положите эффект усиления на существо, если ваш герой {Степи} или {Нейтральные}, Дирр-громила "
              "получает Рывок.", "Дирр-громила")
    boost, grant = ab.effects
    assert boost.condition is None
    assert grant.verb == "grant" and grant.what == A.THIS
    assert grant.condition == A.Condition("count", select=A.Select(A.HERO, side=A.YOU, elements=("Степи", "Нейтральные")),
                                          op=">=", value=1)
