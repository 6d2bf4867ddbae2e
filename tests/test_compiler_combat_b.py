"""Compiler tests of the «combat_b» phrase family (round 6: attacks and combat): real card texts → the exact compiled
meaning, and the refusals around them."""

from __future__ import annotations

from test_compiler import non_keyword

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
from berserk_heroes.cards.compiler import compile_text
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
                        condition=Condition("cb_survived", ref=Ref("same_card")))))
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
        effects=(Effect("declare_target", T0), Effect("ready", T0), Effect("cb_attack_now", T0)))
    assert not unsupported_parts(ab)


def test_attack_now_this_card() -> None:
    """Жаждущий сражения: «В начале хода противника выбранное при Найме существо немедленно атакует Жаждущего
    сражения.»"""
    _, ab = non_keyword("Жаждущий сражения")
    chosen = Ref("all", select=Select(CREATURE, side="any", state="hire_chosen"))
    assert ab == Ability(TRIGGERED, text=ab.text, trigger=Trigger(TURN_START, whose_turn=OPPONENT),
                         effects=(Effect("cb_attack_now", chosen, params=(("at", THIS),)),))
    assert not unsupported_parts(ab)


def test_summoned_gains_haste_and_attacks_now() -> None:
    """Волдер Брейк: «Когда ваш инквизитор покидает игру, вызовите инквизитора стоимостью 2{м} или менее, он получает
    Рывок и немедленно атакует.»"""
    _, ab = non_keyword("Волдер Брейк")
    it = Ref("it")
    assert ab.effects[1] == Effect("sequence", params=(("effects", (
        Effect("grant", it, 1, params=(("keyword", "haste"), ("duration", PERMANENT))),
        Effect("cb_attack_now", it))),))
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
                        condition=Condition("cb_no_other_creatures")),))
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


def test_quote_of_several_keywords_elsewhere_is_refused() -> None:
    """Only a static «имеет: «…»» takes a quote of several keywords."""
    quote = "«Опыт в атаке, может атаковать дважды за ход, только разные цели»"
    assert not _fully(f"Найм: Ваше существо получает: {quote}.")
    assert not _fully(f"Существо получает: {quote} до конца хода.", card_type="spell")
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
    assert open_top.statics == (StaticPart("cb_open_deck_top"),)
    spell = Condition("cb_deck_top", select=Select(SPELL, side=YOU, zone="deck"))
    creature = Condition("cb_deck_top", select=Select(CREATURE, side=YOU, zone="deck"))
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
    assert ab == Ability(TRIGGERED, text=ab.text, trigger=Trigger("cb_attack_undefended"), effects=(
        Effect("less_wounds_from", THIS, 2, params=(("from", Ref("event", role="other")),
                                                       ("duration", END_OF_TURN))),))
    assert not unsupported_parts(ab)
