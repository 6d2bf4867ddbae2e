"""The OpenSpiel game passes OpenSpiel's random-simulation checks; chance, clones and observations behave."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")

import berserk_heroes.env.openspiel_game  # noqa: E402,F401  (registers the game)
from berserk_heroes.env.encoding import MAX_ACTIONS, OBS_SIZE  # noqa: E402
from berserk_heroes.env.openspiel_game import GAME_NAME  # noqa: E402


def test_random_sim_test() -> None:
    game = pyspiel.load_game(GAME_NAME, {"deck0": "steppe", "deck1": "forest", "num_seeds": 50})
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)


def test_game_type_and_info() -> None:
    game = pyspiel.load_game(GAME_NAME)
    kind = game.get_type()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.num_distinct_actions() == MAX_ACTIONS and game.observation_tensor_size() == OBS_SIZE


def test_the_root_chance_outcome_is_the_seed_and_decides_the_game() -> None:
    game = pyspiel.load_game(GAME_NAME, {"num_seeds": 10})
    root = game.new_initial_state()
    assert root.is_chance_node() and len(root.chance_outcomes()) == 10
    assert sum(p for _, p in root.chance_outcomes()) == pytest.approx(1.0)
    a, b, c = (root.child(seed) for seed in (3, 3, 4))
    assert a.observation_string(0) == b.observation_string(0)
    assert a.observation_string(0) != c.observation_string(0)


def test_clones_are_independent() -> None:
    game = pyspiel.load_game(GAME_NAME)
    state = game.new_initial_state().child(1)
    copy = state.clone()
    before = copy.observation_string(copy.current_player())
    state.apply_action(state.legal_actions()[-1])
    assert len(copy.history()) == len(state.history()) - 1
    assert copy.observation_string(copy.current_player()) == before
    assert copy.game is not state.game and copy.game.state_hash() != state.game.state_hash()


def test_observations_hide_the_other_hand() -> None:
    game = pyspiel.load_game(GAME_NAME)
    state = game.new_initial_state().child(2)
    seat = state.current_player()
    mine, theirs = state.observation_string(seat), state.observation_string(1 - seat)
    assert mine != theirs
    assert '"hand": null' in theirs and '"hand": null' in mine  # each sees only its own hand


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(Exception, match="unknown precon"):
        pyspiel.load_game(GAME_NAME, {"deck0": "nope"})
