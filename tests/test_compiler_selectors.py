"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of replacement and cancelling («эту карту поддержки», modes under another instruction): real card texts → the exact compiled meaning.

Compiler tests of playing cards and paying for them: real card texts → exact ability objects.
"""

from __future__ import annotations

import dataclasses

import pytest
from test_compiler import non_keyword

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    CARD,
    CARD_PLAYED,
    CREATURE,
    DECK,
    DIES,
    END_OF_TURN,
    END_OF_YOUR_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    GRAVEYARD,
    HAND,
    IT,
    NEXT_CARD,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    SAME_NAME_CARDS,
    SPELL_ABILITY,
    STATIC,
    SUPPORT,
    TARGET,
    THESE_CARDS,
    THIS,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import CompileError, compile_text, compile_unit
from berserk_heroes.engine.support import unsupported_parts
from tests.test_compiler import abilities

PLAYED = Ref("event", role="subject")


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_ambush_modes_on_the_support_card_played() -> None:
    """Яргус Сатар: «Когда противник разыгрывает карту поддержки, Засада 2{м}, при этом выберите одно из:
    • Уничтожьте эту карту поддержки; • Возьмите эту карту поддержки под контроль.»"""
    (ab,) = non_keyword("Яргус Сатар")
    modes = (Ability(SPELL_ABILITY, effects=(Effect("destroy", PLAYED),)),
             Ability(SPELL_ABILITY, effects=(Effect("control", PLAYED, params=(("duration", PERMANENT),)),)))
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 2),
        trigger=Trigger(CARD_PLAYED, subject=Select(SUPPORT, side=OPPONENT, zone=HAND)),
        effects=(Effect("play_from", THIS, 2, params=(("price", "ambush"),), then=(Effect("choose_mode", params=(
            ("modes", modes), ("min", 1), ("max", 1), ("times", 1))),)),))
    assert not unsupported_parts(ab)


def test_this_support_card_needs_a_support_card_played() -> None:
    """«эту карту поддержки» is only the support card of the trigger; with nothing else named before it."""
    assert _fully("Когда противник разыгрывает карту поддержки, уничтожьте эту карту поддержки.")
    assert not _fully("Когда противник разыгрывает существо, уничтожьте эту карту поддержки.")
    assert not _fully("Уничтожьте эту карту поддержки.", card_type="spell")
    assert not _fully("Когда противник разыгрывает карту поддержки, ранить существо на 1, уничтожьте эту карту "
                      "поддержки.")


def test_nested_modes_with_targets_are_chosen_at_resolution() -> None:
    """Modes under another instruction are chosen at resolution, one of them (its targets named when reached, §7.4):
    «одно из» is supported, «одно или оба» (several modes at resolution) is refused."""
    one = "Когда противник разыгрывает существо, Засада 2{м}, при этом выберите одно из: • Ранить существо на 1; • " \
          "Возьмите карту."
    (ab,) = [a for a in compile_text(one, "Тест", "creature").abilities if a.kind == TRIGGERED]
    assert not list(unsupported_parts(ab))
    both = one.replace("одно из", "одно или оба")
    (ab,) = [a for a in compile_text(both, "Тест", "creature").abilities if a.kind == TRIGGERED]
    assert "several modes chosen at resolution" in unsupported_parts(ab)


def test_next_cost_by_x_for_both_players() -> None:
    half = Amount("strike", ref=THIS, div=2)
    params = (("select", Select(CARD, zone=HAND)), ("duration", END_OF_YOUR_TURN))
    assert abilities("Нугнар") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("sequence", params=(("effects", (
            Effect("change_cost", YOU_PLAYER, half, params=(("applies_to", NEXT_CARD), *params, ("sign", -1))),
            Effect("change_cost", OPPONENT_PLAYER, half, params=(("applies_to", NEXT_CARD), *params, ("sign", 1))))),)),)),
    )
    # the same player's next card twice: refused
    assert not compile_text("Гибель: До конца вашего хода следующая ваша карта стоит на Х{м} дешевле, а ваша следующая "
                            "карта стоит на Х{м} дороже, где Х — половина силы удара этой карты (округлённая вниз).",
                            "Нугнар", "creature").fully


def test_ambush_closes_his_creatures() -> None:
    """«его существ» after «Когда противник разыгрывает …» = the opponent's creatures (as «существ противника»)."""
    plain = compile_text("Когда противник разыгрывает существо, Засада 4{м}, при этом закройте всех существ противника.",
                         "Унгар-следопыт", "creature").abilities[0]
    assert abilities("Унгар-следопыт")[1] == dataclasses.replace(plain, text=abilities("Унгар-следопыт")[1].text)
    assert plain.effects == (Effect("play_from", THIS, 4, params=(("price", "ambush"),), then=(
        Effect("close", Ref("all", select=Select(CREATURE, side=OPPONENT))),)),)
    # after another trigger «его» could be a card: refused
    assert not compile_text("Когда вы разыгрываете существо, Засада 4{м}, при этом закройте всех его существ.",
                            "Унгар-следопыт", "creature").fully


def test_discount_for_the_cards_put_into_the_hand() -> None:
    sleeping = Select(CREATURE, side=YOU, zone=GRAVEYARD, keyword="sleeping")
    assert abilities("Силуэт на дне") == (
        Ability(SPELL_ABILITY, effects=(
            Effect(A.MOVE, YOU_PLAYER, 2, params=A.move_params(A.HAND, None, A.GRAVEYARD, (A.COUNT, A.UP_TO), ("select", sleeping))),
            Effect("change_cost", IT, -1, params=(("applies_to", THESE_CARDS), ("duration", END_OF_TURN),)))),
    )
    equipment = Select(SUPPORT, side=YOU, zone=DECK, state="equipment")
    assert abilities("Олли чудесный") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("search", YOU_PLAYER, 1, params=(("select", equipment), ("up_to", False))),
            Effect("change_cost", IT, -5, params=(("applies_to", THESE_CARDS), ("duration", END_OF_YOUR_TURN),), optional=True))),
    )
    # the pronoun must be the cards just put into the hand
    for text in ("Возьмите карту; можете разыграть её на 5{м} дешевле до конца вашего хода.",
                 "Выберите существо. До конца хода можете разыграть их на 1{м} дешевле."):
        assert not compile_text(text, "Тест", "spell").fully


def test_opponent_picks_a_mode_in_his_voice() -> None:
    modes = (Ability(SPELL_ABILITY, effects=(Effect("wound", ENEMY_HERO, 10),)),
             Ability(SPELL_ABILITY, effects=(Effect("lose_coins", OPPONENT_PLAYER, params=(("all", True),)),)),
             Ability(SPELL_ABILITY, effects=(
                 Effect("destroy", Ref("all", select=Select(CARD, side=OPPONENT, state="not_hero"))),)))
    assert abilities("Грани бедствий") == (
        Ability(SPELL_ABILITY, effects=(Effect("choose_mode", params=(
            ("modes", modes), ("min", 1), ("max", 1), ("times", 1), ("chooser", "opponent"))),)),
    )


def test_creatures_cannot_lose_sleeping() -> None:
    assert abilities("Пленитель") == (
        Ability(STATIC, statics=(StaticPart("forbid", select=Select(CREATURE), what="lose_sleeping"),)),
    )


def test_same_name_cost_in_the_opponents_next_turn() -> None:
    assert abilities("Усыпить") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
            Effect(A.MOVE, TARGET(0), params=A.move_params(A.HAND, None, A.PLAY)),
            Effect("change_cost", IT, 1, params=(("applies_to", SAME_NAME_CARDS), ("select", Select(CREATURE, zone=HAND)),)))),
    )
    # not after an instruction about one chosen card: «с таким же названием» as what?
    assert not compile_text("Возьмите карту. Существа с таким же названием стоят на 1{м} дороже в следующий ход "
                            "противника.", "Усыпить", "spell").fully


# ---- «того же / такого же типа», «с другим названием той же или меньшей стоимости» (heroes of set 14–21) ----


def test_same_type_as_the_card_shown_to_pay() -> None:
    """Северянин Гвидо: «1{м}, покажите карту, замешайте её в колоду: Поиск — карта того же типа стоимостью менее Х{м}»."""
    got = abilities("Северянин Гвидо")[0]
    assert [c.kind for c in got.costs] == ["coins", "reveal_and_shuffle_hand"]
    (search,) = got.effects
    select = search.param("select")
    assert search.verb == "search" and isinstance(select, Select)
    assert (select.kind, select.zone, select.state) == (CARD, DECK, A.SAME_TYPE_AS_SHOWN)
    assert select.cost_max_amount == A.Amount("x", value=-1)


def test_same_type_needs_a_card_shown() -> None:
    with pytest.raises(CompileError):
        compile_unit("1{м}: Поиск — карта того же типа.", "Проба", "hero")


def test_show_a_card_then_cards_of_its_type_for_a_time() -> None:
    """Турмс, Зажиточный: «покажите карту из руки; до конца вашего хода, когда вы разыгрываете карту такого же типа …»."""
    (got,) = abilities("Турмс, Зажиточный")
    reveal, delayed = got.effects
    assert reveal.verb == "reveal" and reveal.amount == 1 and reveal.param(A.COUNT) == A.EXACTLY
    trigger = delayed.param("trigger")
    assert isinstance(trigger, A.Trigger) and trigger.subject is not None
    assert trigger.subject.state == A.SAME_TYPE_AS_SHOWN


def test_other_name_not_dearer_than_the_card_chosen() -> None:
    """Тилия: «… положите ваше существо в руку владельца, при этом положите в игру существо с другим названием той же
    или меньшей стоимости» — compared with the one creature chosen; refused when none was."""
    (got,) = abilities("Тилия")
    (move,) = got.effects
    (enter,) = move.then
    select = enter.param("select")
    assert move.optional and enter.verb == A.PUT_INTO_PLAY and enter.param("from") == (HAND,)
    assert isinstance(select, Select) and select.state == A.OTHER_NAME_NOT_DEARER_THAN_TARGET
    with pytest.raises(CompileError):
        compile_unit("В конце хода положите в игру существо с другим названием той же или меньшей стоимости.",
                     "Проба", "hero")
