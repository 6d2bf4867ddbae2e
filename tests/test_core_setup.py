"""§1.4 — the подготовительный этап: heroes in play, shuffle, first player, deal of 4, пересдача (mulligan)."""

from __future__ import annotations

import random

import pytest
from helpers import creature, new_game, vanilla_deck

from berserk_heroes.decisions import KEEP, MULLIGAN, Option


def _decks(size: int = 20) -> tuple[list, list]:
    return ([creature(f"А{i}") for i in range(size)], [creature(f"Б{i}") for i in range(size)])


def _order(game) -> tuple:
    s = game.state
    return tuple((tuple(p.deck), tuple(p.hand)) for p in s.players) + (s.first_player,)


def test_1_4_1_heroes_start_in_play_open_and_unwounded() -> None:
    d0, d1 = _decks()
    game = new_game(d0, d1, seed=3)
    s = game.state
    for p in s.players:
        assert p.hero in s.play
        cs = s.cards[p.hero]
        assert cs.controller == p.index and not cs.closed and cs.wounds == 0
        assert s.catalog.defs[p.hero].type == "hero"
        assert p.hero not in p.deck and p.hero not in p.hand


def test_1_4_3_shuffle_same_seed_same_order() -> None:
    d0, d1 = _decks()
    assert _order(new_game(d0, d1, seed=42)) == _order(new_game(d0, d1, seed=42))


def test_1_4_3_shuffle_different_seeds_differ() -> None:
    d0, d1 = _decks()
    orders = {_order(new_game(d0, d1, seed=seed))[:2] for seed in range(12)}
    assert len(orders) == 12


def test_1_4_3_shuffle_actually_permutes_the_deck() -> None:
    d0, d1 = _decks()
    game = new_game(d0, d1, seed=5)
    p = game.state.players[0]
    unshuffled = list(range(1, 1 + len(d0)))
    assert sorted(p.deck + p.hand) == unshuffled
    assert p.deck + p.hand[::-1] != unshuffled


def test_1_4_3_shuffle_uses_the_games_own_rng_not_the_random_module(monkeypatch: pytest.MonkeyPatch) -> None:
    d0, d1 = _decks()
    expected = _order(new_game(d0, d1, seed=9))

    def forbidden(*args, **kwargs):
        raise AssertionError("the engine must not use the global random module")

    for name in ("shuffle", "random", "randrange", "randint", "choice", "sample", "getrandbits"):
        monkeypatch.setattr(random, name, forbidden)
    random.seed(12345)  # the module's state has no influence either
    assert _order(new_game(d0, d1, seed=9)) == expected


def test_1_4_3_first_player_is_chosen_by_the_rng() -> None:
    d0, d1 = _decks(6)
    firsts = [new_game(d0, d1, seed=seed).state.first_player for seed in range(40)]
    assert set(firsts) == {0, 1}
    # and it is a function of the seed
    assert firsts == [new_game(d0, d1, seed=seed).state.first_player for seed in range(40)]


def test_1_4_4_deal_four_cards() -> None:
    d0, d1 = _decks(20)
    game = new_game(d0, d1, seed=1)
    for p in game.state.players:
        assert len(p.hand) == 4
        assert len(p.deck) == 16


def test_1_4_6_no_coins_before_the_first_turn() -> None:
    d0, d1 = _decks()
    game = new_game(d0, d1, seed=1)
    assert game.decision.kind == "mulligan"
    assert [p.coins for p in game.state.players] == [0, 0]


def test_1_4_5_mulligan_first_player_first_then_second_then_the_game() -> None:
    d0, d1 = _decks()
    for seed in range(6):
        game = new_game(d0, d1, seed=seed)
        first = game.state.first_player
        d = game.decision
        assert d.kind == "mulligan" and d.player == first
        hand = game.state.players[first].hand
        assert set(d.options) == {Option(MULLIGAN, i) for i in hand} | {Option(KEEP)}
        game.choose("keep", player=first)
        assert game.decision.kind == "mulligan" and game.decision.player == 1 - first
        game.choose("keep", player=1 - first)
        # each player mulligans once: the game goes on with the first player's turn
        assert game.decision.kind == "main" and game.decision.player == first
        assert game.state.turn == 1 and game.state.active == first
        assert not any(o.kind == MULLIGAN for o in game.legal_options)


def test_1_4_5_mulligan_returns_cards_to_the_bottom_in_the_chosen_order() -> None:
    d0, d1 = _decks(20)
    for order in ((0, 1, 2), (2, 0, 1)):
        game = new_game(d0, d1, seed=11)
        first = game.state.first_player
        p = game.state.players[first]
        hand = list(p.hand)
        top3 = p.deck[-3:]
        chosen = [hand[i] for i in order]
        for iid in chosen:
            game.choose(Option(MULLIGAN, iid))
        # each returned card goes under the previous one: the last one returned is the bottom card
        assert p.deck[:3] == chosen[::-1]
        game.choose("keep")
        assert p.deck[:3] == chosen[::-1], "the returned cards stay at the bottom"
        assert len(p.hand) == 4, "the deal is refilled to 4"
        assert sorted(p.hand) == sorted([hand[i] for i in range(4) if i not in order] + top3)


def test_1_4_5_mulligan_by_notation_and_whole_hand() -> None:
    d0, d1 = _decks(20)
    game = new_game(d0, d1, seed=2)
    first = game.state.first_player
    p = game.state.players[first]
    old = list(p.hand)
    names = [game.state.name(i) for i in old]
    for name in names:
        game.choose(f"mulligan {name}")
    assert p.hand == [] and game.decision.options == (Option(KEEP),)
    game.choose("keep")
    assert len(p.hand) == 4 and not set(p.hand) & set(old)
    assert p.deck[:4] == old[::-1]
    assert len(p.deck) == 16


def test_1_4_5_mulligan_keep_changes_nothing() -> None:
    d0, d1 = _decks(20)
    game = new_game(d0, d1, seed=4)
    snapshot = [(list(p.hand), list(p.deck)) for p in game.state.players]
    game.choose("keep")
    game.choose("keep")
    # nobody drew yet: the first player does not draw on his first turn
    for p, (hand, deck) in zip(game.state.players, snapshot):
        assert p.hand == hand
        assert p.deck == deck


def test_1_4_5_second_player_mulligan_is_his_own() -> None:
    d0, d1 = _decks(20)
    game = new_game(d0, d1, seed=8)
    first = game.state.first_player
    second = 1 - first
    game.choose("keep")
    p = game.state.players[second]
    returned = p.hand[0]
    game.choose(Option(MULLIGAN, returned), player=second)
    game.choose("keep", player=second)
    assert p.deck[0] == returned and len(p.hand) == 4
    assert len(game.state.players[first].hand) == 4


def test_1_4_7_first_player_does_not_draw_on_his_first_turn() -> None:
    deck = vanilla_deck("", 20)
    game = new_game(deck, deck, seed=3)
    game.choose("keep")
    game.choose("keep")
    s = game.state
    first = s.first_player
    assert len(s.players[first].hand) == 4 and len(s.players[first].deck) == 16
    assert s.players[first].coins == 1
    game.choose("end")
    # the second player's first turn: he draws
    assert s.active == 1 - first
    assert len(s.players[1 - first].hand) == 5 and s.players[1 - first].coins == 1
    game.choose("end")
    # and the first player draws from his second turn on
    assert len(s.players[first].hand) == 5
