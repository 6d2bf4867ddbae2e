"""Russian wording: the noun form after a number (one function for every message that counts in Russian)."""

from __future__ import annotations

import pytest

from berserk_heroes.russian import count_of, plural


@pytest.mark.parametrize(("n", "form"), [
    (0, "копий"), (1, "копия"), (2, "копии"), (4, "копии"), (5, "копий"), (11, "копий"), (12, "копий"),
    (14, "копий"), (20, "копий"), (21, "копия"), (22, "копии"), (25, "копий"), (101, "копия"), (111, "копий"),
    (112, "копий"), (122, "копии"), (-1, "копия"),
])
def test_plural(n: int, form: str) -> None:
    assert plural(n, "копия", "копии", "копий") == form


def test_count_of() -> None:
    assert count_of(3, "карта", "карты", "карт") == "3 карты"
    assert count_of(40, "карта", "карты", "карт") == "40 карт"


@pytest.mark.parametrize(("cost", "expected"), [(1, "нужна 1 открытая монета"), (3, "нужны 3 открытые монеты"),
                                                (5, "нужно 5 открытых монет")])
def test_not_enough_coins_agrees_with_the_cost(cost: int, expected: str) -> None:
    from helpers import Table, creature

    from berserk_heroes import IllegalAction, Option
    from berserk_heroes.decisions import PLAY

    t = Table.build([creature("Великан", cost=cost)])
    t.to_hand("Великан")
    t.coins(0, cost, closed=cost)
    t.refresh()
    with pytest.raises(IllegalAction) as caught:
        t.game.choose(Option(PLAY, t.iid("Великан")))
    assert caught.value.code == "not_enough_coins" and caught.value.message_ru.startswith(expected + ", у вас")



def test_a_noun_phrase_agrees_in_every_case() -> None:
    from berserk_heroes.russian import ACCUSATIVE, DATIVE, GENITIVE, NounPhrase

    phrase = NounPhrase("существо", ("другой", "ваш", "закрытый"), tail="противника")
    assert phrase.form() == "другое ваше закрытое существо противника"
    assert phrase.form(GENITIVE) == "другого вашего закрытого существа противника"
    assert phrase.form(DATIVE, many=True) == "другим вашим закрытым существам противника"
    assert phrase.form(ACCUSATIVE, many=True) == "других ваших закрытых существ противника"  # animate
    assert NounPhrase("карта", ("ваш",)).form(ACCUSATIVE) == "вашу карту"


@pytest.mark.parametrize(("n", "creatures", "cards"), [
    (1, "1 закрытое существо", "1 закрытая карта"), (2, "2 закрытых существа", "2 закрытые карты"),
    (5, "5 закрытых существ", "5 закрытых карт"), (21, "21 закрытое существо", "21 закрытая карта"),
])
def test_a_noun_phrase_after_a_number(n: int, creatures: str, cards: str) -> None:
    from berserk_heroes.russian import NounPhrase

    assert NounPhrase("существо", ("закрытый",)).counted(n) == creatures
    assert NounPhrase("карта", ("закрытый",)).counted(n) == cards


def test_numbers_verbs_and_names() -> None:
    from berserk_heroes.russian import (
        ACCUSATIVE,
        agree_with_number,
        may,
        name_in_case,
        number_phrase,
        verb_for_you,
    )

    assert number_phrase(3, "рана") == "3 раны"
    assert agree_with_number("монета", 1, ACCUSATIVE) == "монету"
    assert verb_for_you("берёт") == "берёте"
    assert name_in_case("Защита от заклинаний", ACCUSATIVE) == "Защиту от заклинаний"
    assert name_in_case("Рывок", ACCUSATIVE) == "Рывок"
    assert may("раньте существо на 2") == "можете ранить существо на 2"


def test_the_analyser_is_built_once() -> None:
    from berserk_heroes.russian import morph

    assert morph() is morph()
