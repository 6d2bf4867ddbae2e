"""Benchmark: random-vs-random games with cards that have triggered and activated abilities.

Prints games per second on one core (target ≥ 100), mean decisions per game, and how often the Queue and
trigger declarations were exercised. Never asserts timings.
"""

from __future__ import annotations

import argparse
import time

from berserk_heroes.engine.game import Game
from berserk_heroes.rng import Rng
from berserk_heroes.workloads import ability_setups


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    setups = ability_setups()
    decisions = declares = 0
    start = time.perf_counter()
    for seed in range(args.games):
        game = Game(setups, seed=seed)
        rng = Rng(seed)
        while game.decision is not None:
            d = game.decision
            if d.kind in ("trigger", "target"):
                declares += 1
            game.choose(rng.choice(d.options))
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"ability workload: {args.games / elapsed:.1f} random games/s (target ≥ 100) on one core")
    print(f"mean decisions per game: {decisions / args.games:.1f}; trigger/target decisions: {declares / args.games:.1f}")


if __name__ == "__main__":
    main()
