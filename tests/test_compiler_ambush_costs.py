"""Compiler tests of the «ambush_costs» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import non_keyword

from berserk_heroes.abilities import (
    AC_AMBUSH_USED,
    ATTACKS,
    CARD,
    CARD_PLAYED,
    CHARACTER,
    CREATURE,
    DECK,
    END_OF_NEXT_OWN_TURN,
    GRAVEYARD,
    HAND,
    NEXT_OWN_TURN,
    OPPONENT,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    THIS,
    TRIGGERED,
    YOU,
    Ability,
    Amount,
    Effect,
    Ref,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts

ATTACK_DECLARED = Trigger(ATTACKS, subject=Select(CHARACTER, side=OPPONENT))
EVENT_CARD = Ref("event", role="subject")


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_shot_at_the_attacker_and_interrupt() -> None:
    """Стальной коготь: «Когда противник объявляет атаку, Засада 3{м}, при этом Выстрел на 2 по атакующему существу;
    атака ударом прерывается.» — the attacker may be a hero (a hero's shot): the shot's Ref keeps only a creature."""
    ab = next(a for a in non_keyword("Стальной коготь") if a.zone == HAND)
    attacker = Ref("event", role="subject", select=Select(CREATURE))
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 3), trigger=ATTACK_DECLARED,
        effects=(Effect("ambush", THIS, 3, then=(Effect("shot", attacker, 2),
                                                 Effect("ac_interrupt_attack", EVENT_CARD))),))
    assert not unsupported_parts(ab)


def test_interrupt_needs_an_attack_declared() -> None:
    assert not _fully("Когда противник разыгрывает существо, Засада 3{м}, при этом атака ударом прерывается.")
    assert not _fully("Атака ударом прерывается.", card_type="spell")


def test_shot_at_each_enemy_creature_that_attacked() -> None:
    """Стрелок стального ливня: «…, Засада 4{м}, при этом Выстрел на 3 по каждому существу противника, которое
    атаковало в этот ход.»"""
    (ab,) = non_keyword("Стрелок стального ливня")
    attacked = Ref("all", select=Select(CREATURE, side=OPPONENT, state="attacked_this_turn"))
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 4), trigger=ATTACK_DECLARED,
        effects=(Effect("ambush", THIS, 4, then=(Effect("shot", attacked, 3),)),))
    assert not unsupported_parts(ab)


def test_cancel_the_opponents_spell_and_reopen_his_coins() -> None:
    """Вихревой барьер (a spell): «Когда противник разыгрывает заклинание, Засада 3{м}, при этом отмените заклинание
    противника; противник открывает {м}, потраченные на розыгрыш этого заклинания.» + «Возьмите карту.»"""
    ab = next(a for a in non_keyword("Вихревой барьер") if a.kind == TRIGGERED)
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 3),
        trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
        effects=(Effect("ambush", THIS, 3, then=(Effect("cancel_card", EVENT_CARD),
                                                 Effect("ac_open_spent", EVENT_CARD))),))
    assert not unsupported_parts(ab)


def test_coins_spent_only_after_an_opponents_spell() -> None:
    assert not _fully("Когда противник разыгрывает существо, противник открывает {м}, потраченные на розыгрыш этого "
                      "заклинания.")
    assert not _fully("Когда вы разыгрываете заклинание, противник открывает {м}, потраченные на розыгрыш этого "
                      "заклинания.")
    assert not _fully("Когда противник разыгрывает существо, Засада 3{м}, при этом отмените заклинание противника.")


def test_when_you_use_an_ambush_gain_a_coin_to_the_end_of_your_next_turn() -> None:
    """Тинвэ: «Каждый раз, когда вы применяете Засаду, получите 1{м} до конца вашего следующего хода.»"""
    ab = next(a for a in non_keyword("Тинвэ") if a.kind == TRIGGERED)
    assert ab == Ability(
        TRIGGERED, text=ab.text, every_time=True, trigger=Trigger(AC_AMBUSH_USED, subject=Select(CARD, side=YOU)),
        effects=(Effect("gain_coins", Ref("player", side=YOU), 1,
                        params=(("temporary", True), ("duration", END_OF_NEXT_OWN_TURN))),))
    assert not unsupported_parts(ab)


def test_cheaper_per_distinct_name_and_summon_a_name_not_in_the_graveyard() -> None:
    """Родриго: «Стоит на 1{м} дешевле за каждую карту с разным названием на кладбище.» + «При розыгрыше Родриго
    вызовите существо с названием, которого нет среди карт на кладбище.» («на кладбище»: yours, FAQ #16)"""
    cost, summon = non_keyword("Родриго")
    graveyard = Select(CARD, side=YOU, zone=GRAVEYARD)
    assert cost.statics == (StaticPart("cost", value=-1, per=Amount("distinct_names", select=graveyard)),)
    assert summon.trigger == Trigger(CARD_PLAYED)
    assert summon.effects == (Effect("summon", Ref("player", side=YOU), 1, params=(
        ("select", Select(CREATURE, side=YOU, zone=DECK, state="ac_name_not_in_graveyard")), ("up_to", False))),)
    assert not unsupported_parts(cost) and not unsupported_parts(summon)


def test_distinct_names_only_after_for_each() -> None:
    """«с разным названием на кладбище» means a count only in «за каждую карту …»."""
    assert not _fully("Уничтожьте карту с разным названием на кладбище.", card_type="spell")
    assert not _fully("Стоит на 1{м} дешевле за каждое существо с разным названием на кладбище.")


def test_ambush_of_the_deck_top_and_of_hoarded_cards() -> None:
    """Стража врат: «Вы можете смотреть верхнюю карту вашей колоды. Вы можете использовать Засаду верхней карты вашей
    колоды.»; Пани: «Вы можете разыгрывать Засаду добытых Пани карт на 1{м} дешевле.»"""
    (gate,) = non_keyword("Стража врат")
    assert gate.kind == STATIC and gate.statics == (StaticPart("ac_look_top"), StaticPart("ac_ambush_from", what="deck_top"))
    pani = next(a for a in non_keyword("Пани") if a.kind == STATIC)
    assert pani.statics == (StaticPart("ac_ambush_from", what="hoarded_self", value=-1),)
    assert not unsupported_parts(gate) and not unsupported_parts(pani)


def test_a_card_with_ambush_has_the_keyword() -> None:
    """«с Засадой» selects cards whose Засада is printed as an ability (Пани, Незамеченные, Тинвэ read it)."""
    from berserk_heroes.cards.compiled import compiled_pool

    claw = next(c for c in compiled_pool() if c.name == "Стальной коготь")
    assert claw.has("ambush") and claw.kw["ambush"] == 3


def test_spells_in_the_hand_have_clutch() -> None:
    """Крылатая академия: «Заклинания в вашей руке имеют Кладку.» — only Кладка may be given to cards in a hand."""
    ab = non_keyword("Крылатая академия")[0]
    assert ab.statics == (StaticPart("grant", select=Select(SPELL, side=YOU, zone=HAND), keyword="clutch", value=1),)
    assert not unsupported_parts(ab)
    other = compile_text("Заклинания в вашей руке имеют Рывок.", "Тест", "terrain")
    assert other.fully and unsupported_parts(other.abilities[0]) == ["keyword haste granted to cards in hand"]


def test_first_card_of_the_opponent_dearer_per_card_of_this_name() -> None:
    """Грязные слухи: «До начала вашего хода первая карта каждого противника стоит на 1{м} больше за каждую карту с
    таким названием на кладбище (включая эту карту).»"""
    ab = next(a for a in non_keyword("Грязные слухи") if a.kind == SPELL_ABILITY)
    count = Amount("count", select=Select(CARD, side=YOU, zone=GRAVEYARD, name="Грязные слухи"))
    assert ab.effects == (Effect("next_cost", Ref("player", side=OPPONENT), count, params=(
        ("select", Select(CARD, zone=HAND)), ("duration", NEXT_OWN_TURN), ("sign", 1))),)
    assert not unsupported_parts(ab)
    assert not _fully("До конца хода первая карта каждого противника стоит на 1{м} больше за каждую карту с таким "
                      "названием на кладбище (включая эту карту).", card_type="spell")
