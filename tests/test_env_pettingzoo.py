"""The PettingZoo AEC environment passes PettingZoo's own API and seed tests, and plays whole games."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from berserk_heroes.env import pettingzoo_env  # noqa: E402
from berserk_heroes.env.encoding import MAX_ACTIONS, OBS_SIZE  # noqa: E402


def test_api_test() -> None:
    api_test(pettingzoo_env.env(), num_cycles=400)


def test_seed_test() -> None:
    seed_test(lambda: pettingzoo_env.env(decks=("steppe", "forest", "swamp")), num_cycles=200)


def play_out(env: pettingzoo_env.BerserkAECEnv, seed: int) -> dict[str, float]:
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        if termination or truncation:
            env.step(None)
            continue
        mask = observation["action_mask"]
        assert observation["observation"].shape == (OBS_SIZE,) and mask.shape == (MAX_ACTIONS,)
        assert mask.any() and observation["observation"][0] == 1.0  # global.i_decide
        env.step(int(rng.choice(np.flatnonzero(mask))))
    return totals


def test_whole_games_end_with_opposite_rewards() -> None:
    env = pettingzoo_env.env()
    for seed in range(3):
        totals = play_out(env, seed)
        assert sorted(totals.values()) in ([-1.0, 1.0], [0.0, 0.0])


def test_same_seed_same_game_and_other_seed_other_game() -> None:
    env = pettingzoo_env.env()
    env.reset(seed=4)
    first = env.game.state_hash() if env.game else ""
    env.reset(seed=4)
    assert env.game is not None and env.game.state_hash() == first
    env.reset(seed=5)
    assert env.game.state_hash() != first


def test_the_agent_that_does_not_decide_sees_no_options() -> None:
    env = pettingzoo_env.env()
    env.reset(seed=2)
    waiting = next(a for a in env.agents if a != env.agent_selection)
    observation = env.observe(waiting)
    assert not observation["action_mask"].any() and observation["observation"][0] == 0.0


def test_a_masked_action_is_refused_and_changes_nothing() -> None:
    env = pettingzoo_env.env()
    env.reset(seed=3)
    assert env.game is not None
    before = env.game.state_hash()
    with pytest.raises(ValueError, match="masked out"):
        env.step(MAX_ACTIONS - 1)
    assert env.game.state_hash() == before
