"""Benchmark: how strong the agents are, measured — ladders over every pairing of the preconstructed decks.

Each match plays its games over all 49 ordered pairings of the 7 precon decks (mirrors included), every deal twice
with the seats swapped, so deck and seat advantages cancel. It prints, per match, the first agent's wins, draws and
losses, its win rate with a Wilson 95% interval, and the seconds per game; then an OpenSkill (Plackett–Luce) rating
of every agent over all the games; and the ISMCTS iterations per second (over its searches in the ladder, and from
a fixed mid-game precon position). Games run in worker processes (``--workers``, default 2); every game's outcome
depends only on its number, so the figures do not depend on the number of workers. Never asserts anything.

    python benchmarks/bench_agents.py                                   # the two target matches, 400 games each
    python benchmarks/bench_agents.py --match "ismcts:iterations=400 vs heuristic @100"   # more, on fewer games
    python benchmarks/bench_agents.py --speed-only

Targets (issue 15): heuristic beats random ≥ 90%; ISMCTS at its stated budget beats heuristic ≥ 65%; ISMCTS
≥ 1,000 iterations/s per core. The "per CPU second" rate is the per-core rate on a busy machine.
"""

from __future__ import annotations

import argparse
import itertools
import math
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from berserk_heroes.agents import SeatInput, make_agent, play_game
from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.demo import game_cards, setup_from_deck
from berserk_heroes.engine.game import Game, PlayerSetup

DEFAULT_MATCHES = ("heuristic vs random @400", "ismcts:iterations=100 vs heuristic @400")


@dataclass
class Match:
    """Agent ``a`` against agent ``b`` over ``games`` games; results from ``a``'s side."""

    a: str
    b: str
    games: int
    outcomes: list[float] = field(default_factory=list)
    choices: int = 0
    seconds: float = 0.0
    search: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])  # ISMCTS iterations, wall s, CPU s

    @classmethod
    def parse(cls, text: str, default_games: int) -> Match:
        """``"A vs B"`` or ``"A vs B @N"``."""
        body, _, games = text.partition("@")
        a, sep, b = body.partition(" vs ")
        if not sep or not a.strip() or not b.strip():
            raise SystemExit(f"--match {text!r}: expected 'AGENT vs AGENT [@GAMES]'")
        return cls(a.strip(), b.strip(), int(games) if games.strip() else default_games)


@lru_cache(maxsize=1)
def precon_setups() -> dict[str, PlayerSetup]:
    cards = game_cards()
    return {name: setup_from_deck(deck, cards) for name, deck in precon_decks().items()}


def deal(number: int) -> tuple[str, str, int]:
    """Game ``number``: (deck of agent a, deck of agent b, seat of agent a). Consecutive games share a deal with the
    seats swapped; the deals run through every ordered pairing of the decks."""
    names = list(precon_setups())
    pairs = list(itertools.product(names, names))
    deck_a, deck_b = pairs[(number // 2) % len(pairs)]
    return deck_a, deck_b, number % 2


def play_one(job: tuple[str, str, int]) -> tuple[float, int, float, list[float]]:
    """One game of a match: (a's score 1 / 0.5 / 0, choices, seconds, ISMCTS search figures)."""
    spec_a, spec_b, number = job
    deck_a, deck_b, seat_a = deal(number)
    setups = precon_setups()
    agents: list[Any] = [None, None]
    agents[seat_a] = make_agent(spec_a, 2 * number + 1)
    agents[1 - seat_a] = make_agent(spec_b, 2 * number + 2)
    decks = [setups[deck_a], setups[deck_b]] if seat_a == 0 else [setups[deck_b], setups[deck_a]]
    start = time.perf_counter()
    game = play_game(Game(decks, seed=number), agents)
    seconds = time.perf_counter() - start
    score = 0.5 if game.winner is None else 1.0 if game.winner == seat_a else 0.0
    search = [sum(ag.searched[i] for ag in agents if hasattr(ag, "searched")) for i in range(3)]
    return score, len(game.history), seconds, search


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (draws count half)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run(matches: list[Match], workers: int) -> None:
    jobs = [(m, (m.a, m.b, n)) for m in matches for n in range(m.games)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [(m, pool.submit(play_one, job)) for m, job in jobs]
        for done, (m, future) in enumerate(futures, 1):
            score, choices, seconds, search = future.result()
            m.outcomes.append(score)
            m.choices += choices
            m.seconds += seconds
            m.search = [x + y for x, y in zip(m.search, search)]
            if done % max(1, len(futures) // 20) == 0:
                print(f"  … {done}/{len(futures)} games ({m.a} vs {m.b}: {sum(m.outcomes)}/{len(m.outcomes)})",
                      flush=True)


def report(matches: Iterable[Match]) -> None:
    for m in matches:
        n = len(m.outcomes)
        wins = sum(1 for x in m.outcomes if x == 1.0)
        draws = sum(1 for x in m.outcomes if x == 0.5)
        score = sum(m.outcomes)
        low, high = wilson(score, n)
        print(f"{m.a} vs {m.b}: {wins}-{draws}-{n - wins - draws} (W-D-L) over {n} games: win rate "
              f"{score / n:.1%}, 95% CI [{low:.1%}, {high:.1%}]; {m.seconds / n:.2f} s/game, "
              f"{m.choices / n:.0f} choices/game")
        if m.search[0]:
            print(f"    ISMCTS in this match: {m.search[0] / m.search[1]:,.0f} iterations/s wall, "
                  f"{m.search[0] / m.search[2]:,.0f} per CPU second")
    ratings(matches)


def ratings(matches: Iterable[Match]) -> None:
    """OpenSkill (Plackett–Luce) ratings over every game played, in game order."""
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        print("ratings: install openskill (pip install openskill) for OpenSkill ratings")
        return
    model = PlackettLuce()
    table: dict[str, Any] = {}
    for m in matches:
        for score in m.outcomes:
            a = table.setdefault(m.a, model.rating(name=m.a))
            b = table.setdefault(m.b, model.rating(name=m.b))
            ranks = [0, 1] if score == 1.0 else [1, 0] if score == 0.0 else [0, 0]
            [[a], [b]] = model.rate([[a], [b]], ranks=ranks)
            table[m.a], table[m.b] = a, b
    print("OpenSkill ratings (Plackett–Luce; ordinal = mu − 3·sigma):")
    for name, r in sorted(table.items(), key=lambda item: -item[1].ordinal()):
        print(f"    {name:32} ordinal {r.ordinal():6.2f}   mu {r.mu:6.2f}   sigma {r.sigma:5.2f}")


def speed(spec: str, searches: int = 3) -> None:
    """ISMCTS iterations per second from a mid-game precon position (turn 7, Степи vs Горы, heuristic play)."""
    from berserk_heroes.agents.heuristic import choose_option

    setups = precon_setups()
    game = Game([setups["steppe"], setups["mountains"]], seed=3)
    while game.decision is not None and (game.state.turn < 7 or game.decision.kind != "main"
                                         or len(game.legal_options) < 3):
        game.choose(choose_option(game))
    agent: Any = make_agent(spec, 1)
    for _ in range(searches):
        agent.act(SeatInput(game))
    iterations, wall, cpu = agent.searched
    print(f"ISMCTS speed ({spec}) from a mid-game position (turn {game.state.turn}, {len(game.legal_options)} "
          f"options): {iterations / wall:,.0f} iterations/s wall, {iterations / cpu:,.0f} per CPU second "
          f"(target ≥ 1,000 per core)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--match", action="append", default=[], metavar="'A vs B [@N]'",
                        help="a match to play (repeatable); default: the two target matches")
    parser.add_argument("--games", type=int, default=400, help="games of a match without @N (default 400)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--speed-spec", default="ismcts:iterations=500", help="the agent of the speed figure")
    parser.add_argument("--speed-only", action="store_true")
    args = parser.parse_args()
    speed(args.speed_spec)
    if args.speed_only:
        return
    matches = [Match.parse(text, args.games) for text in (args.match or DEFAULT_MATCHES)]
    started = time.perf_counter()
    run(matches, args.workers)
    report(matches)
    print(f"total {time.perf_counter() - started:.0f} s on {args.workers} workers")


if __name__ == "__main__":
    main()
