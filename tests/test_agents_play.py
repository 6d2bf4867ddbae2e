"""The agents play: specs and levels, legal and reproducible choices, budgets, and the heuristic beats random."""

from __future__ import annotations

import pytest
from test_agents_interface import advance, precon_game

from berserk_heroes import Game
from berserk_heroes.agents import LEVELS, SeatInput, make_agent, play_game, split_specs
from berserk_heroes.agents import ismcts as ismcts_module
from berserk_heroes.agents.heuristic import HeuristicAgent
from berserk_heroes.agents.ismcts import IsmctsAgent, option_key


def mid_game(seed: int = 3) -> Game:
    """A main decision with several options, a few turns into a precon game."""
    game = advance(precon_game(seed, "steppe", "mountains"), 40, seed=seed)
    while game.decision is not None and (game.decision.kind != "main" or len(game.legal_options) < 3):
        game.choose(game.legal_options[0])
    assert game.decision is not None
    return game


def test_levels_and_parameters_make_the_agents_they_name() -> None:
    easy = make_agent("easy", 1)
    assert isinstance(easy, HeuristicAgent) and easy.noise == 0.3
    hard = make_agent("hard", 1)
    assert isinstance(hard, IsmctsAgent) and hard.iterations == 1000
    assert isinstance(make_agent("ismcts:hard", 1), IsmctsAgent)
    quick = make_agent("ismcts:easy,rollout=random,depth=2", 1)
    assert isinstance(quick, IsmctsAgent) and (quick.iterations, quick.rollout, quick.depth) == (20, "random", 2)
    timed = make_agent("ismcts:time=0.05", 1)
    assert isinstance(timed, IsmctsAgent) and timed.time_limit == 0.05 and timed.iterations is None
    assert set(LEVELS) == {"easy", "medium", "hard"}


@pytest.mark.parametrize("spec, message", [
    ("ismcts:iterations=lots", "expected a number"), ("ismcts:rollout=greedy", "rollout"),
    ("random:hard", "no difficulty levels"), ("hard:iterations=5", "no parameter"), ("heuristic:noise=2", "noise"),
    ("ismcts:iterations=0", "at least 1"), ("ismcts:opponent_list=maybe", "opponent_list"),
])
def test_bad_specs_say_what_is_wrong(spec: str, message: str) -> None:
    agent = None
    with pytest.raises(ValueError, match=message):
        agent = make_agent(spec, 1)
        agent.act(SeatInput(mid_game()))  # opponent_list is checked when the information set is made


def test_split_specs_keeps_parameters_with_their_agent() -> None:
    assert split_specs("heuristic,ismcts") == ["heuristic", "ismcts"]
    assert split_specs("ismcts:iterations=50,depth=2,hard") == ["ismcts:iterations=50,depth=2", "hard"]


@pytest.mark.parametrize("spec", ["heuristic", "easy", "ismcts:iterations=8"])
def test_agents_play_whole_games_reproducibly(spec: str) -> None:
    def history() -> list[tuple[int, str]]:
        game = play_game(precon_game(5, "forest", "darkness"), [make_agent(spec, 7), make_agent("random", 8)])
        assert game.is_over
        return game.history

    assert history() == history()


def test_ismcts_makes_exactly_its_iterations_and_returns_a_legal_option() -> None:
    game = mid_game()
    for iterations in (1, 7, 40):
        agent = IsmctsAgent(3, iterations=iterations)
        option = agent.act(SeatInput(game))
        assert option in game.legal_options
        assert agent.last_iterations == iterations


def test_ismcts_stops_when_its_time_is_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock that advances 10 ms at each reading: a 0.1 s budget allows about ten iterations, whatever the
    machine (the test asserts the budget logic, not a timing)."""
    ticks = iter(range(10**6))
    monkeypatch.setattr(ismcts_module.time, "perf_counter", lambda: next(ticks) * 0.01)
    agent = IsmctsAgent(3, time_limit=0.1)
    assert agent.act(SeatInput(mid_game())) in mid_game().legal_options
    assert 5 <= agent.last_iterations <= 11


def test_ismcts_skips_the_search_when_one_option_is_legal() -> None:
    game = precon_game(2)
    for n in range(1000):
        if len(game.legal_options) == 1:
            break
        game.choose(game.legal_options[n % len(game.legal_options)])
    assert game.decision is not None and len(game.legal_options) == 1
    agent = IsmctsAgent(1, iterations=50)
    assert agent.act(SeatInput(game)) == game.legal_options[0]
    assert agent.last_iterations == 0


def test_ismcts_is_deterministic_under_a_seed() -> None:
    for seed in (3, 4, 6):
        game = mid_game(seed)
        first, again = (IsmctsAgent(seed, iterations=30) for _ in range(2))
        assert [first.act(SeatInput(game)) for _ in range(2)] == [again.act(SeatInput(game)) for _ in range(2)]


def test_option_keys_merge_copies_in_hand_and_keep_cards_in_play_apart() -> None:
    game = mid_game()
    keys = [option_key(game, o) for o in game.legal_options]
    assert len(set(keys)) <= len(keys)
    plays = [o for o in game.legal_options if o.kind == "play"]
    for o in plays:
        assert option_key(game, o)[1] == game.state.catalog.names[o.card]
    attacks = [o for o in game.legal_options if o.kind == "attack"]
    for o in attacks:
        assert option_key(game, o)[1] == o.card


def test_heuristic_beats_random() -> None:
    """Generous bound: the heuristic wins about 99% against random (benchmarks/bench_agents.py); 15 of 20 fails only
    if it is broken."""
    wins = 0
    for n in range(20):
        seat = n % 2
        decks = ("steppe", "mountains", "forest", "swamp", "darkness", "multi", "neutral")
        game = precon_game(n, decks[n % 7], decks[(n * 3 + 1) % 7])
        agents = [make_agent("random", n), make_agent("random", n)]
        agents[seat] = make_agent("heuristic", n)
        wins += play_game(game, agents).winner == seat
    assert wins >= 15
