"""Compiler tests of the «zones_f» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CARD,
    CHARACTER,
    CREATURE,
    EACH,
    EITHER,
    END_OF_NEXT_OWN_TURN,
    GRAVEYARD,
    OPPONENT,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
)
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities


def test_mor_bonus_and_paid_return_from_graveyard() -> None:
    static, activated = abilities("Вергельд")
    assert static == Ability(STATIC, statics=(StaticPart("zf_mor_bonus", select=Select(CARD, side=YOU), value=2),))
    assert activated == Ability(
        ACTIVATED, costs=(Cost("shuffle_grave_opp", 3),),
        effects=(Effect("to_hand_from_graveyard", Ref("player", side=YOU), 1,
                        params=(("select", Select(CARD, side=YOU, zone=GRAVEYARD)), ("up_to", False))),))


def test_printed_mor_is_marked_and_put_top_cards_is_not() -> None:
    assert abilities("Ореос")[0].effects == (Effect("mill", Ref("player", side=ANY), 1, params=(("mor", True),)),)
    # «Положите 3 верхние карты любой колоды на кладбище» moves cards as a Мор does but is no «Мор»: no bonus
    assert abilities("Энн Уэй из КыШ")[0].effects[0].params == ()


def test_paid_return_needs_a_card_of_your_graveyard() -> None:
    text = "Замешайте 3 карты с кладбища противника в его колоду: Верните карту с кладбища противника в руку."
    assert not compile_text(text, "Вергельд", "hero").fully


def test_players_get_a_ban_on_graveyard_namesakes() -> None:
    (spell,) = abilities("Оковы прошлого")
    assert spell == Ability(SPELL_ABILITY, effects=(Effect("ban", Ref("player", side=EACH), params=(
        ("action", "play"), ("select", Select(CARD, state="zf_grave_namesake")), ("limit", 0), ("window", None),
        ("duration", END_OF_NEXT_OWN_TURN))),))


def test_the_quote_alone_is_not_supported() -> None:
    # compiled alone (a creature's static) it is a part kind the engine does not execute: never silently wrong
    from berserk_heroes.engine.support import unsupported_parts

    result = compile_text("Вы не можете разыгрывать карты с таким же названием, как у других карт на кладбище.",
                          "Гном", "creature")
    assert result.fully
    assert list(unsupported_parts(result.abilities[0]))


def test_heal_notes_excess_for_the_summon_after_it() -> None:
    (spell,) = abilities("Найти лекарство")
    heal, summon = spell.effects
    assert heal.verb == "zf_heal_note_excess" and heal.what == Ref("hero", side=YOU)
    assert heal.amount == Amount("count", select=Select(CREATURE, side=YOU, zone=GRAVEYARD))
    assert summon.verb == "summon"
    assert summon.param("select") == Select(CREATURE, side=YOU, zone="deck", cost_max_amount=Amount("zf_excess_healed"))


def test_where_then_semicolon_only_before_the_excess_summon() -> None:
    text = "Излечите вашего героя на Х, где Х — количество существ на вашем кладбище; возьмите карту."
    assert not compile_text(text, "Найти лекарство", "spell").fully


def test_heal_one_wounded_character_of_each_player_then_return_if_any_wounded() -> None:
    (spell,) = abilities("Бесконечная любовь")
    assert spell.targets == (Target(Select(CHARACTER, side=YOU, state="wounded")),
                             Target(Select(CHARACTER, side=OPPONENT, state="wounded")))
    heals, back = spell.effects
    assert heals == Effect("sequence", params=(("effects", (
        Effect("heal", TARGET(0), 2, params=(("all", False),)), Effect("heal", TARGET(1), 2, params=(("all", False),)))),))
    assert back.verb == "to_hand_from_graveyard" and back.what == THIS
    assert back.condition == Condition("count", select=Select(CHARACTER, state="wounded"), op=">=", value=1)


def test_played_from_hand_redirects_the_search() -> None:
    spell = abilities("Воля Уггуда")[2]
    plain, redirected = spell.effects
    assert plain.verb == "search" and plain.condition == Condition("not", parts=(Condition("zf_played_from_hand"),))
    assert redirected.verb == "search_to" and redirected.condition == Condition("zf_played_from_hand")
    assert redirected.param("to") == GRAVEYARD


def test_played_from_hand_only_on_a_spell() -> None:
    text = "Найм: Поиск — любая карта; если вы разыграли эту карту из руки, положите найденную карту на кладбище вместо руки."
    assert not compile_text(text, "Гном", "creature").fully


def test_revive_one_creature_of_each_graveyard_they_fight_as_undead() -> None:
    (spell,) = abilities("Непримиримые враги")
    assert spell.effects == (Effect("zf_revive_two_enemies", Ref("player", side=YOU), 2, params=(("class", "Нежить"),)),)
    assert spell.targets == ()


def test_any_number_targets_of_a_cost_x_hire_are_the_x_paid() -> None:
    from berserk_heroes.cards.compiled import compiled_pool

    card = next(c for c in compiled_pool() if c.name == "Скрытый в листве")
    assert card.supported
    (hire,) = card.abilities
    assert hire.targets == (Target(Select(CREATURE, side=OPPONENT, zone=GRAVEYARD, state="zf_x_paid"), min=0, max=30),)


def test_play_non_creatures_of_the_opponents_graveyard() -> None:
    permission = abilities("Врата Ихвэ")[0]
    assert permission == Ability(STATIC, statics=(StaticPart(
        "zf_play_opp_grave", select=Select(CARD, side=OPPONENT, zone=GRAVEYARD, state="cn_not_creature")),))


def test_foreign_creatures_are_mercenaries_and_a_free_play_from_either_graveyard() -> None:
    static, end = abilities("Двухголовый огр")
    assert static == Ability(STATIC, statics=(StaticPart(
        "zf_class_instead", select=Select(CREATURE, side=YOU, state="zf_not_owned"), what="Наёмник"),))
    (play,) = end.effects
    mercenaries = Amount("count", select=Select(CREATURE, side=YOU, classes=("Наёмник",)))
    assert play == Effect("play_free", Ref("player", side=YOU), 1, params=(
        ("select", Select(CARD, side=EITHER, zone=GRAVEYARD, cost_max_amount=mercenaries)),))


def test_many_cards_of_any_graveyard_are_still_refused() -> None:
    assert not compile_text("Найм: Замешайте до двух карт с любого кладбища в колоду.", "Кьедель", "creature").fully
