"""The long random-game campaign on all cores: invariants, hidden information and replays over many games.

    .venv/bin/python benchmarks/bench_campaign.py [--games 100000] [--workers N] [--audit-every 1]

Half the games pair the preconstructed decks, half draw random decks from the whole pool (see
``berserk_heroes.campaign``). Prints games/s, decisions, states audited, rejections probed, replays, leaks and
tracebacks, then the first failures with the game index that reproduces each
(``play_checked_game(index)``). Exits 1 if anything failed. Nothing about speed is asserted.

With ``--log FILE`` every finished chunk of games is appended to FILE as one JSON line, so a long campaign that is
stopped loses nothing: run the same command again and it plays only the chunks the log does not hold yet, and the
figures printed at the end cover the whole log.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

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
    parser.add_argument("--log", type=Path, help="append each finished chunk here; resume from it")
    args = parser.parse_args(argv)
    settings = {k: getattr(args, k) for k in ("probes", "audit_every", "audit_games_every", "replay_every")}
    done = _logged(args.log, settings)
    todo = [(args.start + start, count) for start, count in chunks(args.games, args.chunk)
            if args.start + start not in done]

    total = CampaignReport()
    started = time.perf_counter()
    columns = (*Progress.get_default_columns()[:1], BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TimeRemainingColumn())
    with Progress(*columns) as progress, ProcessPoolExecutor(args.workers) as pool:
        task = progress.add_task("campaign", total=sum(count for _, count in todo))
        futures = {pool.submit(_work, start, count, args.probes, args.audit_every, args.replay_every,
                               args.audit_games_every): (start, count) for start, count in todo}
        for future in as_completed(futures):
            start, count = futures[future]
            report = future.result()
            total.add(report)
            _log(args.log, settings, start, count, report)
            progress.advance(task, count)
    elapsed = time.perf_counter() - started
    played = total.games
    for report in done.values():
        total.add(report)

    print(f"games                {total.games:>12,}   ({played / elapsed:,.1f} games/s on {args.workers} "
          f"workers over the {played:,} games of this run, {elapsed:,.0f} s)")
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


def _logged(log: Path | None, settings: dict[str, int]) -> dict[int, CampaignReport]:
    """The chunks a log already holds for these settings, by their first game index."""
    if log is None or not log.exists():
        return {}
    done = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if entry["settings"] == settings:
            done[entry["start"]] = CampaignReport(**entry["report"])
    return done


def _log(log: Path | None, settings: dict[str, int], start: int, count: int, report: CampaignReport) -> None:
    if log is not None:
        entry = {"settings": settings, "start": start, "count": count, "report": dataclasses.asdict(report)}
        with log.open("a", encoding="utf-8") as out:
            out.write(json.dumps(entry, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    sys.exit(main())
