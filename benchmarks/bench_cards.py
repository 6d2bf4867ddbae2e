"""Benchmark: random-vs-random games with the preconstructed decks (the real-card workload).

Prints games per second on one core (target ≥ 100) for every pair of precon decks played in turn, the mean
number of decisions, and how many Queue items were resolved per game. Never asserts timings.
"""

from __future__ import annotations

import argparse
import itertools
import time

from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.demo import game_cards, setup_from_deck
from berserk_heroes.engine.game import Game
from berserk_heroes.rng import Rng


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    cards = game_cards()
    decks = precon_decks()
    setups = {name: setup_from_deck(deck, cards) for name, deck in decks.items()}
    pairs = list(itertools.combinations_with_replacement(sorted(setups), 2))
    Game([setups[pairs[0][0]], setups[pairs[0][1]]], seed=0)  # warm up (imports, caches)
    decisions = resolved = 0
    start = time.perf_counter()
    for n in range(args.games):
        a, b = pairs[n % len(pairs)]
        game = Game([setups[a], setups[b]], seed=n)
        rng = Rng(n)
        while game.decision is not None:
            before = game.state.next_queue_id
            game.choose(rng.choice(game.decision.options))
            resolved += game.state.next_queue_id - before
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"precon decks ({len(decks)} decks, {len(pairs)} pairings): {args.games / elapsed:.1f} random games/s "
          f"(target ≥ 100) on one core")
    print(f"mean decisions per game: {decisions / args.games:.1f}; abilities declared per game: "
          f"{resolved / args.games:.1f}")


if __name__ == "__main__":
    main()
