"""The agent interface: specs, ``play_game``, ``SeatInput`` and the information-set handle."""

from __future__ import annotations

from functools import cache

import pytest

from berserk_heroes import Game, PlayerSetup
from berserk_heroes.agents import InformationSet, SeatInput, StaleSeatInput, make_agent, parse_spec, play_game
from berserk_heroes.agents.information import known_ids
from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.demo import game_cards, setup_from_deck
from berserk_heroes.errors import IllegalAction
from berserk_heroes.rng import Rng


@cache
def precon(name: str) -> PlayerSetup:
    return setup_from_deck(precon_decks()[name], game_cards())


def precon_game(seed: int, a: str = "steppe", b: str = "forest") -> Game:
    return Game([precon(a), precon(b)], seed=seed)


def advance(game: Game, choices: int, seed: int = 0) -> Game:
    """``choices`` random choices into the game (stops at its end)."""
    rng = Rng(seed)
    for _ in range(choices):
        if game.decision is None:
            break
        game.choose(rng.choice(game.decision.options))
    return game


def test_parse_spec_reads_name_and_parameters() -> None:
    assert parse_spec("ismcts:iterations=500, rollout=random") == ("ismcts", {"iterations": "500", "rollout": "random"})
    assert parse_spec(" Random ") == ("random", {})
    with pytest.raises(ValueError, match="KEY=VALUE"):
        parse_spec("ismcts:iterations")


def test_make_agent_refuses_unknown_agents_and_parameters() -> None:
    with pytest.raises(ValueError, match="unknown agent 'nobody'"):
        make_agent("nobody", 1)
    with pytest.raises(ValueError, match="no parameter 'depth'"):
        make_agent("random:depth=3", 1)


def test_play_game_plays_to_the_end_and_is_reproducible() -> None:
    def history(seed: int) -> list[tuple[int, str]]:
        game = play_game(precon_game(3), [make_agent("random", seed), make_agent("random", seed + 1)])
        assert game.is_over
        return game.history

    assert history(5) == history(5)
    assert history(5) != history(6)


def test_play_game_reports_each_choice_before_it_is_applied() -> None:
    seen: list[tuple[int, int]] = []

    def on_choice(game: Game, seat: int, option: object) -> None:
        assert game.decision is not None and option in game.decision.options
        seen.append((seat, len(game.history)))

    game = play_game(precon_game(4), [make_agent("random", 1), make_agent("random", 2)], on_choice=on_choice)
    assert [n for _, n in seen] == list(range(len(game.history)))
    assert [seat for seat, _ in seen] == [player for player, _ in game.history]


def test_an_agent_returning_an_illegal_option_is_refused() -> None:
    class Cheater:
        name = "cheater"

        def act(self, seat_input: SeatInput) -> object:
            return "attack Everything -> hero"

    game = precon_game(1)
    before = game.state_hash()
    with pytest.raises(IllegalAction):
        play_game(game, [Cheater(), Cheater()])  # type: ignore[list-item]
    assert game.state_hash() == before


def test_seat_input_holds_the_decision_and_goes_stale_after_it() -> None:
    game = advance(precon_game(2), 12)
    seat_input = SeatInput(game)
    assert game.decision is not None
    assert seat_input.seat == game.decision.player and seat_input.options == game.legal_options
    assert seat_input.notations == tuple(game.notations())
    assert seat_input.view.data == game.view(seat_input.seat).data
    info = seat_input.information_set()
    unread = SeatInput(game)
    game.choose(game.legal_options[0])
    assert seat_input.view.data["turn"] == unread.turn  # what was read at the decision stays readable
    with pytest.raises(StaleSeatInput):
        _ = unread.view
    with pytest.raises(StaleSeatInput):
        _ = unread.notations
    with pytest.raises(StaleSeatInput):
        seat_input.information_set("unknown")
    info.determinise(Rng(1))  # a snapshot: still usable


def test_seat_input_refuses_a_finished_game() -> None:
    game = play_game(precon_game(1), [make_agent("random", 1), make_agent("random", 2)])
    with pytest.raises(ValueError, match="over"):
        SeatInput(game)


@pytest.mark.parametrize("choices", [0, 5, 30, 80, 140])
def test_a_determinised_game_looks_the_same_from_the_seat(choices: int) -> None:
    game = advance(precon_game(8, "mountains", "darkness"), choices)  # a game of 162 choices
    assert game.decision is not None
    seat = game.decision.player
    info = InformationSet(game, seat)
    for n in range(5):
        sample = info.determinise(Rng(n))
        assert sample.view(seat).data == game.view(seat).data
        assert sample.history == []
        assert sample.legal_options == game.legal_options


def test_determinising_deals_the_unseen_cards_again() -> None:
    game = advance(precon_game(8), 40)
    assert game.decision is not None
    seat = game.decision.player
    other = game.state.players[1 - seat]
    info = InformationSet(game, seat)
    hands = {tuple(info.determinise(Rng(n)).state.players[1 - seat].hand) for n in range(20)}
    assert len(hands) > 10  # the opponent's hand is resampled
    for n in range(5):
        sample = info.determinise(Rng(n)).state.players[1 - seat]
        assert sorted(sample.hand + sample.deck) == sorted(other.hand + other.deck)  # his list is known
        assert len(sample.hand) == len(other.hand)
    assert info.determinise(Rng(3)).state_hash() == info.determinise(Rng(3)).state_hash()


def test_the_deal_does_not_depend_on_where_the_real_game_keeps_its_hidden_cards() -> None:
    for choices in (10, 50, 90):
        game = advance(precon_game(9, "swamp", "neutral"), choices, seed=choices)
        if game.decision is None:
            continue
        seat = game.decision.player
        twin = InformationSet(game, seat).determinise(Rng(99))  # the seat cannot tell these two games apart
        assert known_ids(twin, seat) == known_ids(game, seat)
        for n in range(3):
            a = InformationSet(game, seat).determinise(Rng(n))
            b = InformationSet(twin, seat).determinise(Rng(n))
            assert a.state_hash() == b.state_hash()


def test_an_unknown_opponent_list_is_guessed_from_the_pool() -> None:
    game = advance(precon_game(10), 30)
    assert game.decision is not None
    seat = game.decision.player
    info = InformationSet(game, seat, opponent_list="unknown")
    real_names = sorted(game.state.catalog.names[i] for i in game.state.players[1 - seat].deck)
    sample = info.determinise(Rng(1))
    guessed = sorted(sample.state.catalog.names[i] for i in sample.state.players[1 - seat].deck)
    assert guessed != real_names
    assert sample.view(seat).data == game.view(seat).data
    advance(sample, 200, seed=1)  # the guessed cards play


def test_the_handle_has_no_public_way_to_the_real_game() -> None:
    game = advance(precon_game(11), 20)
    info = SeatInput(game).information_set()
    public = [name for name in dir(info) if not name.startswith("_")]
    assert sorted(public) == ["determinise", "opponent_list", "seat", "unseen_counts"]
    assert not any(isinstance(getattr(info, name), Game) for name in public)


@pytest.mark.parametrize("seed, a, b", [(2, "steppe", "mountains"), (5, "darkness", "swamp"), (6, "multi", "neutral")])
def test_every_determinisation_plays_on(seed: int, a: str, b: str) -> None:
    """At every decision of a heuristic game, determinised games play on to the next turn without breaking — also in
    the middle of an instruction that already named a hidden card (a discard both players make: Steppe vs Mountains,
    seed 2, turn 3)."""
    from berserk_heroes.agents.heuristic import choose_option

    game = precon_game(seed, a, b)
    while game.decision is not None:
        info = InformationSet(game, game.decision.player)
        for n in range(2):
            sample = info.determinise(Rng(n), top=5 if n else None)
            turn = sample.state.turn
            while sample.decision is not None and sample.state.turn <= turn:
                sample.choose(choose_option(sample))
        game.choose(choose_option(game))
