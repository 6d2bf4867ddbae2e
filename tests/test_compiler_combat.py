"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of attacks and combat: real card texts → the exact compiled
meaning, and the refusals around them.

Compiler and support tests of combat keywords (real card texts, compiled meaning).
"""

from __future__ import annotations

import dataclasses

from test_compiler import non_keyword

from berserk_heroes import abilities as A
from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ATTACKS_BY_STRIKE,
    CHARACTER,
    CREATURE,
    END_OF_TURN,
    NEXT_OWN_TURN,
    OPPONENT,
    PERMANENT,
    SPELL,
    SPELL_ABILITY,
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
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import compiled_pool, copies_itself, reserve_for
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.cards.language.selectors import SUPERIORITY_CODES
from berserk_heroes.engine.support import unsupported_parts

T0, T1 = Ref("target", index=0), Ref("target", index=1)


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_fight_then_heal_the_fighter() -> None:
    """Сразить: «Ваше существо сражается с существом противника, затем полностью излечите это существо. (Если оно
    выжило).» — «это существо» is the fighter (target #1), healed only if it is still alive."""
    (ab,) = non_keyword("Сразить")
    assert ab == Ability(
        SPELL_ABILITY, text=ab.text,
        targets=(Target(Select(CREATURE, side=YOU)), Target(Select(CREATURE, side=OPPONENT))),
        effects=(Effect("fight", T1, params=(("attacker", T0),)),
                 Effect("heal", T0, None, params=(("all", True),),
                        condition=Condition("acted_on_survived", ref=Ref("same_card")))))
    assert not unsupported_parts(ab)


def test_this_creature_after_a_fight_only_for_the_heal() -> None:
    """«это существо» after a fight stays refused for anything but the heal of «Сразить» (whose creature?)."""
    assert not _fully("Ваше существо сражается с существом противника, затем закройте это существо.", card_type="spell")
    assert not _fully("Ваше существо сражается с существом противника, затем ранить это существо на 2.",
                      card_type="spell")


def test_attack_now_a_character_of_the_opponent() -> None:
    """Тойон, Рабовладелец: «В конце вашего хода выберите ваше существо, подготовьте его, оно немедленно атакует
    персонажа противника.»"""
    (ab,) = non_keyword("Тойон, Рабовладелец")
    assert ab == Ability(
        TRIGGERED, text=ab.text, trigger=Trigger(TURN_END, whose_turn=YOU),
        targets=(Target(Select(CREATURE, side=YOU)),),
        effects=(Effect("declare_target", T0), Effect("open", T0, params=(("ready", True),)), Effect("attack", T0, params=(("mode", "at_once"),))))
    assert not unsupported_parts(ab)


def test_attack_now_this_card() -> None:
    """Жаждущий сражения: «В начале хода противника выбранное при Найме существо немедленно атакует Жаждущего
    сражения.»"""
    _, ab = non_keyword("Жаждущий сражения")
    chosen = Ref("all", select=Select(CREATURE, side="any", state="hire_chosen"))
    assert ab == Ability(TRIGGERED, text=ab.text, trigger=Trigger(TURN_START, whose_turn=OPPONENT),
                         effects=(Effect("attack", chosen, params=(("mode", "at_once"), ("at", THIS))),))
    assert not unsupported_parts(ab)


def test_summoned_gains_haste_and_attacks_now() -> None:
    """Волдер Брейк: «Когда ваш инквизитор покидает игру, вызовите инквизитора стоимостью 2{м} или менее, он получает
    Рывок и немедленно атакует.»"""
    _, ab = non_keyword("Волдер Брейк")
    it = Ref("it")
    assert ab.effects[1] == Effect("sequence", params=(("effects", (
        Effect("grant", it, 1, params=(("keyword", "haste"), ("duration", PERMANENT))),
        Effect("attack", it, params=(("mode", "at_once"),)))),))
    assert not unsupported_parts(ab)


def test_attack_now_refusals() -> None:
    """«немедленно атакует» only as the last, unconditional instruction of its ability, of one creature."""
    assert _fully("Выберите ваше существо, оно немедленно атакует персонажа противника.", card_type="spell")
    assert not _fully("Выберите ваше существо, оно немедленно атакует персонажа противника; возьмите карту.",
                      card_type="spell")
    assert not _fully("Все ваши существа немедленно атакуют персонажа противника.", card_type="spell")
    assert not _fully("Ваши существа немедленно атакует персонажа противника.", card_type="spell")


def test_taunt_and_reduction_from_creatures() -> None:
    """Санкторум: «–2 от атак существ. Санкторум должен быть выбран целью атаки ударом в ход противника. Если в игре
    несколько Санкторумов, противник выбирает любого из них.» — two keywords."""
    result = compile_text("–2 от атак существ. Санкторум должен быть выбран целью атаки ударом в ход противника. Если "
                          "в игре несколько Санкторумов, противник выбирает любого из них.", "Санкторум", "creature")
    assert result.fully
    assert result.keywords == (("attack_reduction_creatures", 2), ("must_be_struck_offturn", 1))
    assert compile_text("–2 от атак.", "Тест", "creature").keywords == (("attack_reduction", 2),)


def test_attacking_creature_shoots_when_alone() -> None:
    """Гхар-дунн, Одинокий волк: «Каждый раз, когда ваше существо атакует ударом, если под вашим контролем нет других
    существ, оно производит Выстрел на 2.»"""
    (ab,) = non_keyword("Гхар-дунн, Одинокий волк")
    assert ab == Ability(
        TRIGGERED, text=ab.text, every_time=True,
        trigger=Trigger(ATTACKS_BY_STRIKE, subject=Select(CREATURE, side=YOU)),
        targets=(Target(Select(CHARACTER, side=OPPONENT)),),
        effects=(Effect("shot", T0, 2, params=(("shooter", Ref("event", role="subject")),),
                        condition=Condition("no_other_creatures")),))
    assert not unsupported_parts(ab)


def test_attacking_creature_shoots_refusals() -> None:
    """«других существ» on a creature's ability (other than this one, or than the attacker?) and «оно производит
    выстрел» without a creature in the trigger stay refused."""
    assert not _fully("Каждый раз, когда ваше существо атакует ударом, если под вашим контролем нет других существ, "
                      "оно производит Выстрел на 2.")
    assert not _fully("В начале вашего хода оно производит Выстрел на 2.", card_type="hero")


def test_no_wounds_from_attacks_if_it_did_not_attack() -> None:
    """Тупорыл: «Не получает ран от атак в ход противника, если не атаковал в прошлый ход.»"""
    (ab,) = non_keyword("Тупорыл")  # (Превосходство is a keyword line)
    cond = Condition("and", parts=(Condition("opponent_turn"), Condition("not", parts=(Condition("history", history=V.HistoryQuery(V.ATTACKS, V.PREVIOUS_TURN, of_source=True)),))))
    assert ab.statics == (StaticPart("grant", keyword="no_wounds_from_attacks", value=1, condition=cond),)
    assert not unsupported_parts(ab)


def test_quote_of_several_keywords_in_a_static() -> None:
    """Беспокойный: «Пока на этом существе не менее 3 ран, имеет: «Опыт в атаке, может атаковать дважды за ход, только
    разные цели».» — a grant of each keyword with the static's condition."""
    (ab,) = non_keyword("Беспокойный")
    cond = Condition("source_wounds", op=">=", value=3)
    assert ab.statics == (StaticPart("grant", keyword="attack_experience", value=1, condition=cond),
                          StaticPart("grant", keyword="attacks_per_turn", value=2, condition=cond),
                          StaticPart("grant", keyword="only_different_targets", value=1, condition=cond))
    assert not unsupported_parts(ab)


def test_quote_of_several_keywords_given_or_alone() -> None:
    """A static «имеет: «…»» or an instruction «получает «…»» takes a quote of several keywords (a grant of each); the
    keywords' line alone is no card's line."""
    quote = "«Опыт в атаке, может атаковать дважды за ход, только разные цели»"
    assert _fully(f"Найм: Ваше существо получает: {quote}.")
    assert _fully(f"Существо получает: {quote} до конца хода.", card_type="spell")
    assert not _fully("Может атаковать дважды за ход, только разные цели.")


def test_hero_must_be_the_target_of_every_attack() -> None:
    """Вызов на бой: «До начала вашего хода ваш герой должен быть выбран целью каждой атаки противника, если это
    возможно.»"""
    (ab,) = non_keyword("Вызов на бой")
    assert ab.effects == (Effect("grant", Ref("hero", side=YOU), 1,
                                 params=(("keyword", "must_be_attacked"), ("duration", NEXT_OWN_TURN))),)
    assert not unsupported_parts(ab)


def test_open_deck_top_and_its_conditions() -> None:
    """Посол Жлезодрева: «Вы играете с открытой верхней картой колоды. / Пока верхняя карта — заклинание, не может быть
    целью атак. / Пока верхняя карта — существо, имеет защиту от заклинаний.»"""
    open_top, not_target, protection = non_keyword("Посол Жлезодрева")
    assert open_top.statics == (StaticPart("play_with_deck_top_open"),)
    spell = Condition("deck_top_is", select=Select(SPELL, side=YOU, zone="deck"))
    creature = Condition("deck_top_is", select=Select(CREATURE, side=YOU, zone="deck"))
    assert not_target.statics == (StaticPart("grant", keyword="cannot_be_attacked", value=1, condition=spell),
                                  StaticPart("grant", keyword="cannot_be_shot_target", value=1, condition=spell))
    assert protection.statics == (StaticPart("grant", keyword="spell_protection", value=1, condition=creature),)
    for ab in (open_top, not_target, protection):
        assert not unsupported_parts(ab)


def test_harmless_and_exposed_for_a_time() -> None:
    """Все на одного!: «Выберите существо противника. До начала вашего следующего хода оно не наносит ран, а существа
    имеют Направленный удар по этому существу.»"""
    (ab,) = non_keyword("Все на одного!")
    assert ab.targets == (Target(Select(CREATURE, side=OPPONENT)),)
    assert ab.effects == (Effect("declare_target", T0), Effect("sequence", params=(("effects", (
        Effect("grant", T0, 1, params=(("keyword", "deals_no_wounds"), ("duration", NEXT_OWN_TURN))),
        Effect("grant", T0, 1, params=(("keyword", "no_defender_against"), ("duration", NEXT_OWN_TURN))))),)))
    assert not unsupported_parts(ab)


def test_only_a_strike_target_of_creatures() -> None:
    """Неистовый страж: «Существа могут выбирать Неистового стража только в качестве цели атаки ударом.»"""
    result = compile_text("Броня 3.\nСущества могут выбирать Неистового стража только в качестве цели атаки ударом.",
                          "Неистовый страж", "creature")
    assert result.fully
    assert result.keywords == (("armor", 3), ("strike_target_only", 1))


def test_undefended_attack_lessens_the_wounds_from_the_attacked() -> None:
    """Несокрушимый: «Если от атаки этого существа не был назначен защитник, получает на 2 раны меньше от атакованного
    существа до конца хода.»"""
    (ab,) = non_keyword("Несокрушимый")
    assert ab == Ability(TRIGGERED, text=ab.text, trigger=Trigger("attack_undefended"), effects=(
        Effect("prevent", THIS, 2, params=(("from", Ref("event", role="other")),
                                                       ("duration", END_OF_TURN))),))
    assert not unsupported_parts(ab)


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
    """A copy of another card is made from a card in play: a declared target; a copy of a card
    named any other way (e.g. «все существа») stays unsupported."""
    r = compile_text("Найм: Если ваш герой — разбойник, создайте копию закрытого существа стоимостью 2{м}.",
                     "Макнэ Гоб Ли", "creature")
    assert r.fully and not any(unsupported_parts(ab) for ab in r.abilities)
    ab = A.Ability(A.SPELL_ABILITY, effects=(A.Effect("create", A.Ref("all", select=A.Select()), 1),))
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
    assert ab.effects == (A.Effect("open", A.THIS, params=(("ready", True),)),)
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
                                   other=A.Select(A.CREATURE, side=A.YOU, other=True,
                                                  keywords_any=SUPERIORITY_CODES))
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
    # «атакованное существо»: a creature only — an attack at a hero stuns nothing (issue 14)
    attacked = A.Ref("event", role="other", select=A.Select(A.CREATURE))
    assert granted.trigger == A.Trigger(A.ATTACKS) and granted.effects == (A.Effect("close", attacked, params=(("stun", True),)),)
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


# ---- keyword variants, poison, conditions on equipment and elements ----


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
    assert e.verb == "open" and e.param("ready") and e.what == A.THIS
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


def test_attack_now_of_another_object_is_refused() -> None:
    """«немедленно атакует <объект>»: one object phrase; only a character of the opponent (picked then) or this card."""
    ok = compile_text("В конце вашего хода выберите ваше существо, оно немедленно атакует персонажа противника.", "Тест",
                      "creature")
    assert ok.fully and ok.abilities[0].effects[-1] == Effect("attack", T0, params=(("mode", "at_once"),))
    refused = compile_text("В конце вашего хода выберите ваше существо, оно немедленно атакует вашего героя.", "Тест",
                           "creature")
    assert not refused.fully


def test_strike_attacked_creature_is_struck_while_attacking() -> None:
    # «При ударе атакованное существо …»: the struck creature, only on a strike this card makes as the attacker
    ability = non_keyword("Задумчивый тролль")[0]
    assert ability.trigger == A.Trigger(A.STRIKES)
    assert ability.condition == A.Condition("source_state", state="attacking")
    effect = ability.effects[0]
    assert (effect.verb, effect.what, effect.param("keyword")) == (
        "grant", A.Ref("event", role="other", select=A.Select(A.CREATURE)), "no_untap")


def test_quote_of_two_keywords_given_by_an_instruction() -> None:
    # «получает «Не может атаковать и выступать защитником» до конца хода противника»: a grant of each keyword
    group = non_keyword("Страж вечности")[0].effects[0].param("effects")
    assert [(e.verb, e.param("keyword"), e.param("duration")) for e in group] == [
        ("grant", "cannot_attack", A.END_OF_OPPONENT_TURN), ("grant", "cannot_defend", A.END_OF_OPPONENT_TURN)]


def test_attacks_twice_in_a_row() -> None:
    # «Атакует дважды подряд, только разные цели» (Таанх): the keyword only_different_targets and, after its strike
    # attack, a second one at once (once a turn; params again: closed as it is)
    r = compile_text("Атакует дважды подряд, только разные цели.", "Таанх", "creature")
    assert r.fully
    assert tuple(dataclasses.replace(a, text="") for a in r.abilities) == (
        A.Ability(A.STATIC, keyword=("only_different_targets", 1)),
        A.Ability(A.TRIGGERED, trigger=A.Trigger(A.AFTER_ATTACK), effects=(
            A.Effect("attack", A.THIS, params=(("mode", A.ATTACK_AT_ONCE), ("again", True))),)),
    )


def test_suppression_on_declaration() -> None:
    # «Подавление ваших существ срабатывает при объявлении атаки (а не после атаки)» (Пантера): a keyword grant; the
    # expanded Подавление closes with params suppression (the rules option suppression_timing)
    ab = _one("Подавление ваших существ срабатывает при объявлении атаки (а не после атаки).", "Пантера")
    assert ab.statics == (A.StaticPart(
        "grant", select=A.Select(A.CREATURE, side=A.YOU), keyword="suppression_on_declaration", value=1),)
    from berserk_heroes.engine.keywords import keyword_abilities

    (suppression,) = keyword_abilities("suppression", 1)
    assert suppression.effects == (A.Effect("close", A.EVENT("other"), params=(("suppression", True),)),)


def test_more_wounds_from_this_card() -> None:
    # «В начале хода выберите существо, оно получает на 2 раны больше от <этой карты>» (Грозящий расправой)
    ab = _one("В начале хода выберите существо, оно получает на 2 раны больше от Грозящего расправой.",
              "Грозящий расправой")
    assert ab.trigger == A.Trigger(A.TURN_START)
    assert ab.targets == (A.Target(A.Select(A.CREATURE)),)
    assert ab.effects[-1] == A.Effect("prevent", A.TARGET(0), 2, params=(("from", A.THIS), ("more", True)))


def test_cancel_next_card_after_a_kill() -> None:
    # «При атаке, если цель погибла, отмените следующую карту противника стоимостью 3{м} или более» (Страж Исхара)
    ab = _one("При атаке, если цель погибла, отмените следующую карту противника стоимостью 3{м} или более.",
              "Страж Исхара")
    assert ab.trigger == A.Trigger(A.ATTACK_TARGET_DIED)
    (delayed,) = ab.effects
    assert delayed.params == (("moment", A.NEXT_EVENT), ("trigger", A.Trigger(
        A.CARD_PLAYED, subject=A.Select(A.CARD, side=A.OPPONENT, zone=A.HAND, cost_min=3))),
        ("effects", (A.Effect("cancel_card", A.EVENT()),)))


def test_bonus_and_unquoted_granted_death() -> None:
    """«Ваши существа получают +2 к удару и Гибель: Мор 1» (Тёмное воинство): the bonus, then the same creatures (IT)
    gain the unquoted «Гибель»; a static's «имеют +1 к удару и «…»» stays refused."""
    r = compile_text("Ваши существа получают +2 к удару и Гибель: Мор 1.", "Тест", "spell")
    assert r.fully
    modify, grant = r.abilities[0].effects[0].param("effects")
    assert modify.verb == "modify" and modify.param("strike") == 2 and modify.what.kind == "all"
    assert grant.verb == "grant" and grant.what.kind == "it"
    granted = grant.param("ability")
    assert granted.trigger.event == V.DIES and granted.effects[0].verb == "mill"
    assert compile_text("Ваши существа получают +2 к удару и «Гибель: Мор 1».", "Тест", "spell").fully
    assert not _fully("Ваши существа имеют +1 к удару и «Гибель: Мор 1».")


def test_fights_paired_by_the_opponent() -> None:
    """Лесная дипломатия: all your creatures are fought by all of his, the opponent pairing them (fight pairs_by)."""
    from tests.test_compiler import abilities as real

    (fight,) = real("Лесная дипломатия")[-1].effects
    assert fight.verb == "fight" and fight.param(A.PAIRS_BY) == A.OPPONENT
    assert fight.what == A.Ref("all", select=A.Select(A.CREATURE, side=A.YOU))
    assert fight.param("attacker") == A.Ref("all", select=A.Select(A.CREATURE, side=A.OPPONENT))
