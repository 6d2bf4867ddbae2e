"""Train sb3-contrib's MaskablePPO on the Gymnasium wrapper against an agent, then measure it.

    pip install -e '.[train]'                       # sb3-contrib (and PyTorch); not needed by the tests
    python examples/train_maskable_ppo.py --steps 20000 --eval-games 200

The learner plays a seat drawn at every reset (precon decks steppe vs mountains by default) against
``--opponent`` (any ``make_agent`` spec). After training it plays ``--eval-games`` games against the same opponent,
choosing among the legal actions only, and prints its score with a Wilson 95% interval next to the score of a
uniformly random masked policy over the same games (same seeds) — the baseline the training has to beat.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker

from berserk_heroes.env.gym_env import BerserkGymEnv
from berserk_heroes.simulate.stats import wilson

Policy = Callable[[np.ndarray, np.ndarray], int]


def evaluate(policy: Policy, opponent: str, decks: tuple[str, str], games: int, seed: int) -> tuple[float, int]:
    """The policy's score (draw = ½) over ``games`` games with seeds ``seed``, ``seed + 1`` …"""
    env = BerserkGymEnv(opponent=opponent, decks=decks)
    score = 0.0
    for n in range(games):
        observation, _ = env.reset(seed=seed + n)
        while True:
            observation, reward, terminated, truncated, _ = env.step(policy(observation, env.action_masks()))
            if terminated or truncated:
                score += 1.0 if reward > 0 else 0.5 if reward == 0 else 0.0
                break
    return score, games


def report(label: str, score: float, games: int) -> None:
    low, high = wilson(score, games)
    print(f"{label:<28} {100 * score / games:5.1f}% [{100 * low:.1f}–{100 * high:.1f}] over {games} games")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=20_000, help="training steps (learner decisions)")
    parser.add_argument("--opponent", default="random", help="the opponent's agent spec (default random)")
    parser.add_argument("--decks", nargs=2, default=("steppe", "mountains"), metavar="DECK")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", metavar="PATH", help="save the trained model (a .zip)")
    args = parser.parse_args()
    decks = (args.decks[0], args.decks[1])

    env = ActionMasker(BerserkGymEnv(opponent=args.opponent, decks=decks), lambda e: e.unwrapped.action_masks())
    model = MaskablePPO("MlpPolicy", env, seed=args.seed, n_steps=1024, batch_size=256, learning_rate=3e-4,
                        gamma=0.999, ent_coef=0.01, policy_kwargs={"net_arch": [256, 256]}, verbose=0)
    start = time.perf_counter()
    model.learn(total_timesteps=args.steps)
    minutes = (time.perf_counter() - start) / 60
    print(f"trained {args.steps} steps against {args.opponent} in {minutes:.1f} min")
    if args.save:
        model.save(args.save)

    def trained(observation: np.ndarray, mask: np.ndarray) -> int:
        action, _ = model.predict(observation, action_masks=mask, deterministic=True)
        return int(action)

    rng = np.random.default_rng(args.seed)

    def uniform(observation: np.ndarray, mask: np.ndarray) -> int:
        return int(rng.choice(np.flatnonzero(mask)))

    eval_seed = 1_000_000 + args.seed  # games never seen in training
    report("MaskablePPO", *evaluate(trained, args.opponent, decks, args.eval_games, eval_seed))
    report("uniform random (baseline)", *evaluate(uniform, args.opponent, decks, args.eval_games, eval_seed))


if __name__ == "__main__":
    main()
