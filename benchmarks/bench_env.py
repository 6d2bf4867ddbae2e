"""Benchmark: learning-environment throughput in steps per second, on one core.

Each environment plays whole games with uniformly random legal actions (the precon decks steppe vs mountains):
the PettingZoo AEC environment (a step = one choice of either seat, observation built with ``last()``), the
Gymnasium wrapper (a step = one learner choice; the random opponent's choices happen inside), the OpenSpiel
game (a step = one action, observation tensor of the deciding player built at each step), and, for scale, the
bare engine with no observation. Prints figures only; never asserts timings.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np


def bench(label: str, run: Callable[[int], int], seconds: float) -> None:
    run(0)  # warm-up: imports, card compilation, caches
    steps, games, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += run(games + 1)
        games += 1
    elapsed = time.perf_counter() - start
    print(f"{label:<44} {steps / elapsed:9.0f} steps/s   ({games} games, {steps / games:.0f} steps/game)")


def pettingzoo_game(seed: int) -> int:
    from berserk_heroes.env import pettingzoo_env

    env = _cached("aec", pettingzoo_env.env)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps = 0
    for _agent in env.agent_iter():
        observation, _, termination, truncation, _ = env.last()
        action = None if termination or truncation else int(rng.choice(np.flatnonzero(observation["action_mask"])))
        env.step(action)
        steps += action is not None
    return steps


def gym_game(seed: int) -> int:
    from berserk_heroes.env.gym_env import BerserkGymEnv

    env = _cached("gym", BerserkGymEnv)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps, done = 0, False
    while not done:
        _, _, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        done = terminated or truncated
        steps += 1
    return steps


def openspiel_game(seed: int) -> int:
    import pyspiel

    from berserk_heroes.env.openspiel_game import GAME_NAME

    game = _cached("spiel", lambda: pyspiel.load_game(GAME_NAME))
    state = game.new_initial_state()
    rng = np.random.default_rng(seed)
    state.apply_action(int(rng.integers(game.max_chance_outcomes())))
    steps = 0
    while not state.is_terminal():
        state.observation_tensor(state.current_player())
        state.apply_action(int(rng.choice(state.legal_actions())))
        steps += 1
    return steps


def engine_game(seed: int) -> int:
    from berserk_heroes.env.games import GameDealer
    from berserk_heroes.rng import Rng

    game = _cached("dealer", GameDealer).deal(seed, 0)
    rng = Rng(seed)
    steps = 0
    while game.decision is not None:
        game.choose(rng.choice(game.decision.options))
        steps += 1
    return steps


_CACHE: dict[str, object] = {}


def _cached(key: str, make: Callable[[], object]) -> object:
    if key not in _CACHE:
        _CACHE[key] = make()
    return _CACHE[key]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per environment (default 5)")
    args = parser.parse_args()
    bench("engine alone (no observation)", engine_game, args.seconds)
    bench("PettingZoo AEC (last() + step())", pettingzoo_game, args.seconds)
    bench("Gymnasium wrapper vs random (learner steps)", gym_game, args.seconds)
    bench("OpenSpiel (observation_tensor + apply_action)", openspiel_game, args.seconds)


if __name__ == "__main__":
    main()
