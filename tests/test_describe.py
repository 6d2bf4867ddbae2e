"""``berserk cards show`` descriptions: generated from the ability objects, complete, with no internal codes.

The pool test is the completeness check of issue 13 point 7: it walks every supported card's ability tree and
checks that the describer used each field that carries information (``Describer.used``), so a new kind, field
or param with no words fails here instead of printing a code.
"""

from __future__ import annotations

import re

import pytest

from berserk_heroes import abilities as A
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.describe import (
    Describer,
    UnknownNode,
    card_text,
    describe_ability,
    internal_codes,
    node_fields,
)

_CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _supported() -> list:
    return [card for card in compiled_pool() if card.supported and card.abilities]


def test_every_node_of_the_pool_is_put_into_words() -> None:
    left_out: dict[str, str] = {}
    for card in _supported():
        describer = Describer(card, strict=True)
        for ability in card.abilities:
            describer.ability(ability)
        for node, field in node_fields(card.abilities):
            if (id(node), field) not in describer.used:
                left_out.setdefault(f"{type(node).__name__}.{field}", card.name)
    assert not left_out, f"fields with no words (field → a card): {left_out}"


def test_no_internal_code_in_any_description() -> None:
    found: dict[str, str] = {}
    for card in _supported():
        for ability in card.abilities:
            words = describe_ability(ability, card, strict=True)
            for code in internal_codes(words.ru + " " + words.en):
                found.setdefault(code, card.name)
            assert "Ability(" not in words.ru + words.en
            assert _CYRILLIC.search(words.ru), (card.name, words.ru)
    assert not found, found


def test_an_unknown_kind_fails_in_strict_mode_and_never_shows_its_code() -> None:
    ability = A.Ability(A.SPELL_ABILITY, effects=(A.Effect("made_up_verb", A.THIS),))
    with pytest.raises(UnknownNode, match="made_up_verb"):
        describe_ability(ability, strict=True)
    words = describe_ability(ability)
    assert "made_up_verb" not in words.ru + words.en
    assert "(…)" in words.ru


def test_an_unknown_param_fails_in_strict_mode() -> None:
    ability = A.Ability(A.SPELL_ABILITY, effects=(A.Effect("destroy", A.THIS, params=(("made_up_param", 1),)),))
    with pytest.raises(UnknownNode, match="made_up_param"):
        describe_ability(ability, strict=True)


def test_a_hire_that_wounds_a_chosen_enemy_creature() -> None:
    ability = A.Ability(A.TRIGGERED, trigger=A.Trigger(A.ENTERS_PLAY),
                        targets=(A.Target(A.Select(A.CREATURE, side=A.OPPONENT)),), effects=(A.Wound(A.TARGET(0), 2),))
    words = describe_ability(ability, strict=True)
    assert words.ru == ("Когда эта карта входит в игру: Выберите существо противника; раньте выбранное существо на 2. "
                        "(Раз за ход.)")
    assert words.en == ("When this card enters play: Choose a creature of the opponent; wound the chosen creature by 2. "
                        "(Once a turn.)")


def test_filters_limits_costs_and_optionality_are_all_said() -> None:
    select = A.Select(A.CREATURE, side=A.YOU, other=True, state="closed", classes=("Гном",), cost_max=3)
    ability = A.Ability(A.ACTIVATED, costs=(A.Cost(A.COINS, 2), A.Cost(A.CLOSE)), optional=True, per_turn=2,
                        targets=(A.Target(select, min=2, max=2),), effects=(A.Effect("open", A.TARGET(0), params=(("ready", True),)),))
    words = describe_ability(ability, strict=True)
    assert words.ru.startswith("2 монеты, закройте эту карту (Т): Можете выбрать 2 других ваших закрытых существа "
                               "класса «Гном», стоимостью 3 или меньше; подготовьте выбранных существ.")
    assert words.ru.endswith("(Не больше 2 раз за ход.)")
    assert "up to" not in words.en and "At most 2 times a turn" in words.en


def test_durations_and_keywords_are_inflected() -> None:
    ability = A.Ability(A.SPELL_ABILITY, effects=(A.Grant(A.THIS, "armor", 2, A.END_OF_TURN),))
    words = describe_ability(ability, strict=True)
    assert words.ru == "Эта карта получает Броню 2 до конца хода."
    assert words.en == "This card gains Armor 2 until the end of the turn."


def test_a_player_verb_agrees_with_you_and_with_the_opponent() -> None:
    mine = describe_ability(A.Ability(A.SPELL_ABILITY, effects=(A.Draw(2),)), strict=True)
    theirs = describe_ability(A.Ability(A.SPELL_ABILITY, effects=(A.Draw(1, A.OPPONENT_PLAYER),)), strict=True)
    assert (mine.ru, mine.en) == ("Возьмите 2 карты.", "Draw 2 cards.")
    assert (theirs.ru, theirs.en) == ("Противник берёт 1 карту.", "The opponent draws 1 card.")


def test_cards_show_prints_the_text_then_russian_then_english() -> None:
    card = compiled_pool().by_name("Гару")
    assert card is not None
    text = card_text(card)
    printed = text.index("Покажите верхнюю карту")
    russian = text.index("Как играет движок:")
    english = text.index("What the engine plays:")
    assert printed < russian < english
    assert not internal_codes(text.replace(card.key, ""))
    assert "получает Броню 2 до конца хода" in text


def test_the_negation_of_the_previous_condition_reads_otherwise() -> None:
    """«Если у противника нет открытых {м}, ранить выбранное существо на 4; иначе ранить его на 2» (Стужа)."""
    no_coins = A.Condition("opponent_open_coins", op="==", value=0)
    ability = A.Ability(A.SPELL_ABILITY, targets=(A.Target(A.Select(A.CREATURE)),), effects=(
        A.Effect("wound", A.TARGET(0), 4, condition=no_coins),
        A.Effect("wound", A.TARGET(0), 2, condition=A.Condition("not", parts=(no_coins,)))))
    words = describe_ability(ability, strict=True)
    assert words.ru == ("Выберите существо; если у противника открытых монет ровно 0, раньте выбранное существо на 4; "
                        "иначе раньте выбранное существо на 2.")
    assert words.en.endswith("; otherwise wound the chosen creature by 2.")
