"""The Gymnasium single-agent wrapper: Gymnasium's environment checker, whole games, masks and seeds."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from berserk_heroes.env.gym_env import ILLEGAL_PENALTY, BerserkGymEnv  # noqa: E402


def test_gymnasium_env_checker() -> None:
    check_env(BerserkGymEnv(), skip_render_check=True)


def play(env: BerserkGymEnv, seed: int) -> tuple[float, int]:
    observation, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    total, steps = 0.0, 0
    while True:
        mask = env.action_masks()
        assert mask.any() and (mask == info["action_mask"].astype(bool)).all()
        assert env.observation_space.contains(observation)
        observation, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        total += reward
        steps += 1
        if terminated or truncated:
            return total, steps


def test_games_end_with_a_reward_for_the_learner() -> None:
    env = BerserkGymEnv(opponent="random")
    for seed in range(3):
        total, _ = play(env, seed)
        assert total in (-1.0, 0.0, 1.0)
        assert env.game is not None and env.game.is_over
        winner = env.game.result[0] if env.game.result else -1
        assert total == (0.0 if winner < 0 else 1.0 if winner == env.seat else -1.0)


def test_seeded_resets_repeat_the_game_and_seats_vary() -> None:
    env = BerserkGymEnv()
    results = [play(env, 7) for _ in range(2)]
    assert results[0] == results[1]
    seats = set()
    for seed in range(8):
        env.reset(seed=seed)
        seats.add(env.seat)
    assert seats == {0, 1}
    fixed = BerserkGymEnv(seat=1)
    fixed.reset(seed=0)
    assert fixed.seat == 1 and fixed.game is not None and fixed.game.decision is not None
    assert fixed.game.decision.player == 1  # the opponent's choices are made before the learner is asked


def test_masked_action_costs_a_penalty_or_raises_and_changes_nothing() -> None:
    env = BerserkGymEnv()
    observation, _ = env.reset(seed=1)
    assert env.game is not None
    before = env.game.state_hash()
    again, reward, terminated, truncated, info = env.step(63)
    assert (reward, terminated, truncated, info["illegal"]) == (ILLEGAL_PENALTY, False, False, True)
    assert (again == observation).all() and env.game.state_hash() == before
    strict = BerserkGymEnv(illegal="raise")
    strict.reset(seed=1)
    with pytest.raises(ValueError, match="masked out"):
        strict.step(63)


def test_bad_opponent_spec_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        BerserkGymEnv(opponent="nobody")
