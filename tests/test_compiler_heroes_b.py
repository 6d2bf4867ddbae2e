"""Compiler tests of the hero texts of issue 14 (activated and triggered abilities): docs/compiler.md «Texts of heroes:
activated and triggered abilities (issue 14)»."""

from __future__ import annotations

import pytest

from berserk_heroes import abilities as A
from berserk_heroes.abilities import CARD, COMPLETED, DECK, HAND, OPPONENT, YOU, Amount, Select
from berserk_heroes.cards.compiler import CompileError, compile_unit
from tests.test_compiler import abilities


def _params(effect: A.Effect) -> dict[str, object]:
    return dict(effect.params)


def test_same_type_as_the_card_shown_to_pay() -> None:
    got = abilities("Северянин Гвидо")[0]
    assert [c.kind for c in got.costs] == ["coins", "reveal_and_shuffle_hand"]
    (search,) = got.effects
    select = _params(search)["select"]
    assert search.verb == "search" and isinstance(select, Select)
    assert (select.kind, select.zone, select.state) == (CARD, DECK, A.SAME_TYPE_AS_SHOWN)
    assert select.cost_max_amount == Amount("x", value=-1)


def test_same_type_needs_a_card_shown() -> None:
    with pytest.raises(CompileError):
        compile_unit("1{м}: Поиск — карта того же типа.", "Проба", "hero")


def test_a_player_shuffles_his_completed_quests_worth() -> None:
    (mode_effect,) = abilities("Горуг, Крючкотворец")[0].effects
    modes = _params(mode_effect)["modes"]
    assert isinstance(modes, tuple) and len(modes) == 2
    for mode, side in zip(modes, (YOU, OPPONENT), strict=True):
        (seq,) = mode.effects
        move, draw = _params(seq)["effects"]  # type: ignore[misc]
        assert move.amount == Amount("count", select=Select(CARD, side=side, zone=COMPLETED, card_type="quest"))
        assert (_params(move)["from"], _params(move)["to"]) == (HAND, DECK)
        assert draw.verb == "draw" and draw.amount == Amount("done") and draw.what == A.Ref("player", side=side)


def test_show_a_card_then_cards_of_its_type_for_a_time() -> None:
    (got,) = abilities("Турмс, Зажиточный")
    reveal, delayed = got.effects
    assert reveal.verb == "reveal" and reveal.amount == 1 and _params(reveal)[A.COUNT] == A.EXACTLY
    trigger = _params(delayed)["trigger"]
    assert isinstance(trigger, A.Trigger) and trigger.subject is not None
    assert trigger.subject.state == A.SAME_TYPE_AS_SHOWN


def test_other_name_not_dearer_than_the_card_chosen() -> None:
    (got,) = abilities("Тилия")
    (move,) = got.effects
    (enter,) = move.then
    select = _params(enter)["select"]
    assert move.optional and enter.verb == A.PUT_INTO_PLAY and _params(enter)["from"] == (HAND,)
    assert isinstance(select, Select) and select.state == A.OTHER_NAME_NOT_DEARER_THAN_TARGET
    with pytest.raises(CompileError):
        compile_unit("В конце хода положите в игру существо с другим названием той же или меньшей стоимости.",
                     "Проба", "hero")


def test_top_cards_compared_inside_the_payment() -> None:
    (got,) = abilities("Букмекер Глури")
    (pay,) = got.effects  # the comparison and the coin belong to «при этом»: nothing without the payment
    shown, gain = pay.then
    assert pay.verb == "pay" and pay.optional and shown.verb == "sequence"
    assert gain.verb == "gain_coins" and gain.condition == A.Condition(A.SHOWN_TOP_COST, op=">")
    with pytest.raises(CompileError):
        compile_unit("В начале вашего хода, если ваша карта имеет наибольшую стоимость {м}, получите 1{м}.",
                     "Проба", "hero")
