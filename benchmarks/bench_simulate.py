"""Benchmark: ``berserk simulate``'s throughput with 1 and 2 workers, on local processes and on a local Ray.

Plays the same games (precon decks steppe vs mountains, the chosen agent on both sides, a fixed seed) with each
backend and worker count, prints games per second and the speed-up from 1 to 2 workers, and checks that every
run gave the same results (they must: seeds come from the game index). Never asserts timings. The machine's other
load counts: on a 2-core machine, 2 workers can reach 2× only when nothing else runs, so each line also prints
the load average, and for local processes the workers' CPU time per game (which other load does not change: equal
figures for 1 and 2 workers mean the second worker adds no overhead).
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from collections.abc import Callable
from typing import Any

from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.simulate import InProcess, LocalProcesses, SimDeck, head_to_head, run_games
from berserk_heroes.simulate.runner import Backend


def timed(label: str, spec: object, backend: Backend) -> tuple[float, list[object]]:
    start = time.perf_counter()
    games = run_games(spec, backend)  # type: ignore[arg-type]
    rate = len(games) / (time.perf_counter() - start)
    print(f"{label:<34} {rate:7.1f} games/s   (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    return rate, list(games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--agent", default="random")
    parser.add_argument("--no-ray", action="store_true", help="skip the Ray runs")
    args = parser.parse_args()
    decks = precon_decks()
    spec = head_to_head(SimDeck("steppe", decks["steppe"]), SimDeck("mountains", decks["mountains"]), args.games,
                        (args.agent, args.agent), seed=1)
    warm = head_to_head(spec.decks[0], spec.decks[1], 8, spec.agents)  # compiles the decks in every worker
    print(f"{args.games} games, agent {args.agent}, steppe vs mountains (warm workers)")
    run_games(warm, InProcess())
    _, reference = timed("in-process (no pool)", spec, InProcess())
    speedup("local processes", LocalProcesses, spec, warm, reference, count_cpu=True)
    if args.no_ray:
        return
    try:
        import ray  # noqa: F401
    except ImportError:
        print("ray is not installed: no Ray figures (pip install 'berserk-heroes[ray]')")
        return
    from berserk_heroes.simulate import RayCluster

    speedup("Ray (local)", lambda workers: RayCluster("local", workers), spec, warm, reference)


def speedup(label: str, make: Callable[[int], Backend], spec: Any, warm: Any, reference: list[object],
            count_cpu: bool = False) -> None:
    """Games/s with 1 and 2 workers of one kind (warmed up first), and the speed-up; with ``count_cpu`` the
    workers' CPU time per game (only for local processes: Ray's workers are not our children, its daemons are)."""
    rates = []
    for workers in (1, 2):
        cpu_before = _children_cpu()
        backend = make(workers)
        run_games(warm, backend)
        rate, same = timed(f"{label}, {workers} worker(s)", spec, backend)
        backend.close()
        cpu = _children_cpu() - cpu_before
        if count_cpu:
            games = len(same) + warm.total_games
            print(f"{'':<34} {1000 * cpu / games:7.1f} ms of worker CPU per game")
        assert same == reference, f"{label}: results differ from the in-process run"
        rates.append(rate)
    print(f"speed-up 1 → 2 workers ({label}): {rates[1] / rates[0]:.2f}×")


def _children_cpu() -> float:
    """CPU seconds used by this process's ended (and awaited) child processes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    main()
