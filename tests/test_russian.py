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

