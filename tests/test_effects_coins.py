"""The coin verbs (engine/effects/coins.py), each param shown by running the Effect on a fresh game's state."""

from __future__ import annotations

from helpers import run_effect, vanilla_state

from berserk_heroes import abilities as A
from berserk_heroes.decisions import Decision
from berserk_heroes.engine.effects import FULL, HANDLERS, NONE
from berserk_heroes.engine.queue import QueueItem
from berserk_heroes.engine.resolve import ResolveFrame

_state = vanilla_state
_run = run_effect


def test_gain_coins_temporary_by_default_permanent_closed_and_tagged() -> None:
    s = _state()
    me = s.players[0]
    coins, temp = me.coins, me.temp_coins
    assert _run(s, A.Effect("gain_coins", A.YOU_PLAYER, 2)) == FULL
    assert (me.coins, me.temp_coins) == (coins, temp + 2)  # until the end of the turn
    _run(s, A.Effect("gain_coins", A.YOU_PLAYER, 1, params=(("duration", A.PERMANENT),)))
    assert me.coins == coins + 1 and me.closed_coins == 0
    _run(s, A.Effect("gain_coins", A.YOU_PLAYER, 1, params=(("duration", A.PERMANENT), ("closed", True))))
    assert me.coins == coins + 2 and me.closed_coins == 1
    _run(s, A.Effect("gain_coins", A.YOU_PLAYER, 3, params=(("spend_on", "play_spell"), ("duration", A.END_OF_TURN))))
    assert me.tagged == (("play_spell", 3, 0, 0),) and me.temp_coins == temp + 2  # kept apart from the others


def test_gain_coins_for_longer_than_a_turn_is_kept_by_an_effect_on_the_hero() -> None:
    s = _state()
    _run(s, A.Effect("gain_coins", A.YOU_PLAYER, 2, params=(("duration", A.END_OF_NEXT_TURN),)))
    hero = s.cards[s.players[0].hero]
    assert [(e.kind, e.value, e.duration) for e in hero.effects] == [("coins_kept", 2, A.END_OF_NEXT_TURN)]


def test_lose_coins_some_all_and_for_a_time() -> None:
    s = _state()
    him = s.players[1]
    him.coins, him.temp_coins = 5, 2
    assert _run(s, A.Effect("lose_coins", A.OPPONENT_PLAYER, 2)) == FULL
    assert (him.coins, him.temp_coins) == (3, 2)  # his own coins only
    _run(s, A.Effect("lose_coins", A.OPPONENT_PLAYER, 1, params=(("duration", A.END_OF_NEXT_OWN_TURN),)))
    assert him.coins == 2
    hero = s.cards[him.hero]
    assert [(e.kind, e.value) for e in hero.effects] == [("lost_coins_back", 1)]  # back when it ends
    assert _run(s, A.Effect("lose_coins", A.OPPONENT_PLAYER, params=(("all", True),))) == FULL
    assert (him.coins, him.temp_coins) == (0, 0)
    assert _run(s, A.Effect("lose_coins", A.OPPONENT_PLAYER, params=(("all", True),))) == NONE


def test_set_coins_opens_some_or_all_and_closes_all() -> None:
    s = _state()
    me = s.players[0]
    me.coins, me.closed_coins, me.temp_coins, me.closed_temp = 4, 3, 1, 1
    assert _run(s, A.Effect("set_coins", A.YOU_PLAYER, 2, params=(("state", A.OPEN_COINS),))) == FULL
    assert (me.closed_coins, me.closed_temp) == (1, 1)  # own coins first
    _run(s, A.Effect("set_coins", A.YOU_PLAYER, params=(("state", A.OPEN_COINS),)))
    assert (me.closed_coins, me.closed_temp) == (0, 0)
    assert _run(s, A.Effect("set_coins", A.YOU_PLAYER, params=(("state", A.CLOSED_COINS),))) == FULL
    assert (me.closed_coins, me.closed_temp, me.coins) == (4, 1, 4)  # closed, not spent


def test_pay_closes_coins_only_when_the_payer_has_them() -> None:
    s = _state()
    me = s.players[0]
    me.coins, me.closed_coins = 3, 0
    assert _run(s, A.Effect("pay", A.YOU_PLAYER, 2)) == FULL
    assert me.open_coins == 1
    assert _run(s, A.Effect("pay", A.YOU_PLAYER, 2)) == NONE and me.open_coins == 1


def test_pay_may_asks_the_payer_and_choose_x_asks_for_x() -> None:
    s = _state()
    him = s.players[1]
    him.coins, him.closed_coins = 3, 0
    asked = _run(s, A.Effect("pay", A.OPPONENT_PLAYER, 2, params=(("may", True),)))
    assert isinstance(asked, Decision) and asked.player == 1 and asked.kind == "yes_no"
    him.coins = 1  # he cannot pay: not asked, not done (an «иначе» runs)
    assert _run(s, A.Effect("pay", A.OPPONENT_PLAYER, 2, params=(("may", True),))) == NONE
    s.players[0].coins, s.players[0].closed_coins = 2, 0
    asked = _run(s, A.Effect("pay", A.YOU_PLAYER, params=(("choose_x", True),)))
    assert isinstance(asked, Decision) and asked.kind == "x" and [o.num for o in asked.options] == [1, 2]


def test_pay_with_a_shortfall_wounds_the_payers_hero_per_missing_coin() -> None:
    s = _state()
    him = s.players[1]
    him.coins, him.closed_coins, him.temp_coins = 1, 0, 0
    hero = s.cards[him.hero]
    wounds = hero.wounds
    assert _run(s, A.Effect("pay", A.OPPONENT_PLAYER, 3, params=(("shortfall", A.SHORTFALL_WOUNDS),))) == FULL
    assert him.open_coins == 0 and hero.wounds == wounds + 2


def test_change_cost_of_these_cards_and_of_a_name_puts_the_change_on_heroes() -> None:
    s = _state()
    card = s.players[0].hand[0]
    frame_last = A.Effect("change_cost", A.IT, -2, params=(("applies_to", A.THESE_CARDS), ("duration", A.END_OF_TURN)))
    item = QueueItem(0, 0, s.players[0].hero, -1, "triggered")
    frame = ResolveFrame(item)
    frame.last = (card,)
    assert HANDLERS["change_cost"](s, frame, frame_last, None) == FULL
    from berserk_heroes.engine.cost_modifiers import next_cost_change

    assert next_cost_change(s, 0, card) == -2  # only this card, from the hand
    assert next_cost_change(s, 0, s.players[0].hand[1]) == 0
    by_name = A.Effect("change_cost", A.IT, 1, params=(("applies_to", A.SAME_NAME_CARDS),
                                                       ("select", A.Select(A.CREATURE, zone=A.HAND))))
    assert HANDLERS["change_cost"](s, frame, by_name, None) == FULL
    assert all(any(e.kind == "name_cost" for e in s.cards[p.hero].effects) for p in s.players)  # for every player


def test_change_cost_of_the_next_card_needs_a_printed_ability() -> None:
    """The next card's change is keyed by the Effect's place among its source's printed ones: a hand-made one is not."""
    s = _state()
    made = A.Effect("change_cost", A.OPPONENT_PLAYER, 2, params=(("applies_to", A.NEXT_CARD),
                                                                ("select", A.Select(A.CARD, zone=A.HAND))))
    assert _run(s, made) == NONE
