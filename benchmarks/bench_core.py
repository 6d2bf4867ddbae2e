"""Core engine benchmark, one core: games per second, clone and legal-option rates, memory.

    .venv/bin/python benchmarks/bench_core.py [--games N] [--seconds S]

Figures are printed next to their targets (≥200 random games/s, ≥20 000 clones/s). Nothing is asserted:
timings depend on the machine. Games are random vs random on the bundled demo (vanilla) decks.
"""

from __future__ import annotations

import argparse
import platform
import resource
import sys
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass

from berserk_heroes import Game
from berserk_heroes.agents.random_agent import play_random_game
from berserk_heroes.demo import demo_setups
from berserk_heroes.engine.game import PlayerSetup
from berserk_heroes.engine.turn import main_decision
from berserk_heroes.records import record_from_game, replay
from berserk_heroes.rng import Rng

GAMES_TARGET = 200.0
CLONE_TARGET = 20_000.0
MID_GAME_TURN = 10


@dataclass(frozen=True)
class Figure:
    """One measured figure with its unit and optional target."""

    name: str
    value: float
    unit: str
    target: float | None = None

    def line(self) -> str:
        if self.target is None:
            mark = ""
        else:
            verdict = "ok" if self.value >= self.target else "BELOW TARGET"
            mark = f"   (target ≥ {self.target:,.0f}: {verdict})"
        return f"{self.name:<34} {self.value:>12,.1f} {self.unit}{mark}"


def bench_games(setups: list[PlayerSetup], games: int) -> tuple[Figure, Figure]:
    """Complete random-vs-random games per second and the mean number of decisions per game."""
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        game = play_random_game(Game(setups, seed=seed), seed=seed)
        decisions += len(game.history)
    elapsed = time.perf_counter() - start
    return (Figure("random games / s", games / elapsed, "games/s", GAMES_TARGET),
            Figure("mean decisions / game", decisions / games, "decisions"))


def mid_game(setups: list[PlayerSetup], seed: int = 1) -> Game:
    """A game played randomly up to a main-phase decision at turn ``MID_GAME_TURN`` or later."""
    for attempt in range(100):
        game = Game(setups, seed=seed + attempt)
        rng = Rng(seed + attempt)
        while game.decision is not None:
            d = game.decision
            if game.state.turn >= MID_GAME_TURN and d.kind == "main" and len(d.options) > 2:
                return game
            game.choose(rng.choice(d.options))
    raise RuntimeError("no game reached the middle")


def rate(fn: Callable[[], object], seconds: float) -> float:
    """Calls per second of ``fn`` over about ``seconds`` (batches of 200 calls)."""
    calls = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(200):
            fn()
        calls += 200
        now = time.perf_counter()
        if now >= deadline:
            return calls / (now - start)


def bench_state_ops(game: Game, seconds: float) -> list[Figure]:
    """clone(), legal-option generation (the фаза Выбора decision), notation and state hash rates."""
    state = game.state

    def notations() -> object:
        game._notations = None
        return game.notations()

    return [
        Figure("clone() / s (mid-game)", rate(game.clone, seconds), "clones/s", CLONE_TARGET),
        Figure("legal options generated / s", rate(lambda: main_decision(state), seconds), "decisions/s"),
        Figure("notations rendered / s", rate(notations, seconds), "lists/s"),
        Figure("state_hash() / s", rate(game.state_hash, seconds), "hashes/s"),
    ]


def bench_records(setups: list[PlayerSetup], games: int) -> Figure:
    """Record (with per-step hashes) and verify-replay of whole games, per second."""
    finished = [play_random_game(Game(setups, seed=seed), seed=seed) for seed in range(games)]
    pool = {d.key: d for s in setups for d in (s.hero, *s.deck, *s.reserve)}
    start = time.perf_counter()
    for game in finished:
        replay(record_from_game(game), pool)
    return Figure("record + verified replay / s", games / (time.perf_counter() - start), "games/s")


def memory(setups: list[PlayerSetup]) -> list[Figure]:
    """Peak traced allocation of one whole game, and the process's peak resident size."""
    tracemalloc.start()
    play_random_game(Game(setups, seed=7), seed=7)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    maxrss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if sys.platform == "darwin":  # bytes there, kilobytes on Linux
        maxrss_kb //= 1024
    return [Figure("peak traced memory, one game", peak / 1024, "KiB"),
            Figure("peak RSS of this process", maxrss_kb / 1024, "MiB")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="number of random games (default 300)")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per rate measurement (default 1)")
    args = parser.parse_args(argv)
    setups = demo_setups()
    python = f"Python {platform.python_version()} on {platform.machine()}"
    print(f"berserk-heroes core benchmark — {python}, one core")
    sizes = f"{len(setups[0].deck)} + {len(setups[1].deck)} cards"
    print(f"decks: demo «{setups[0].name}» vs «{setups[1].name}» ({sizes}); {args.games} games")
    figures = list(bench_games(setups, args.games))
    figures += bench_state_ops(mid_game(setups), args.seconds)
    figures.append(bench_records(setups, max(1, args.games // 5)))
    figures += memory(setups)
    for figure in figures:
        print(figure.line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
