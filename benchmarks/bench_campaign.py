"""The long random-game campaign on all cores: invariants, hidden information and replays over many games.

    .venv/bin/python benchmarks/bench_campaign.py [--games 100000] [--workers N] [--audit-every 1]

Half the games pair the preconstructed decks, half draw random decks from the whole pool (see
``berserk_heroes.campaign``). Prints games/s, decisions, states audited, rejections probed, replays, leaks and
tracebacks, then the first failures with the game index that reproduces each
(``play_checked_game(index)``). Exits 1 if anything failed. Nothing about speed is asserted.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn, TimeRemainingColumn

from berserk_heroes.campaign import CampaignReport, chunks, run_campaign


def _work(start: int, count: int, probes: int, audit_every: int, replay_every: int,
          audit_games_every: int) -> CampaignReport:
    return run_campaign(count, start, probes, audit_every, replay_every, audit_games_every)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--start", type=int, default=0, help="first game index")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--chunk", type=int, default=250, help="games per task")
    parser.add_argument("--probes", type=int, default=4, help="illegal options tried per game")
    parser.add_argument("--audit-every", type=int, default=1, help="audit the views every N decisions (0: never)")
    parser.add_argument("--audit-games-every", type=int, default=1,
                        help="audit every N-th game for hidden information (at every --audit-every decision)")
    parser.add_argument("--replay-every", type=int, default=100, help="record and replay every N-th game")
    args = parser.parse_args(argv)

    total = CampaignReport()
    started = time.perf_counter()
    columns = (*Progress.get_default_columns()[:1], BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TimeRemainingColumn())
    with Progress(*columns) as progress, ProcessPoolExecutor(args.workers) as pool:
        task = progress.add_task("campaign", total=args.games)
        futures = {pool.submit(_work, args.start + start, count, args.probes, args.audit_every, args.replay_every,
                               args.audit_games_every): count for start, count in chunks(args.games, args.chunk)}
        for future in as_completed(futures):
            total.add(future.result())
            progress.advance(task, futures[future])
    elapsed = time.perf_counter() - started

    print(f"games                {total.games:>12,}   ({total.games / elapsed:,.1f} games/s on {args.workers} "
          f"workers, {elapsed:,.0f} s)")
    print(f"decisions            {total.decisions:>12,}")
    print(f"states audited       {total.states_audited:>12,}   (2 seats + spectator, every {args.audit_every} "
          f"decision(s) of every {args.audit_games_every} game(s))")
    print(f"rejections probed    {total.probes:>12,}")
    print(f"records replayed     {total.replays:>12,}")
    print(f"leaks                {total.leaks:>12,}")
    print(f"tracebacks           {total.tracebacks:>12,}")
    print(f"failures             {len(total.failures):>12,}")
    for line in sorted(total.failures)[:20]:
        print("  " + line)
    return 1 if total.failures else 0


if __name__ == "__main__":
    sys.exit(main())
