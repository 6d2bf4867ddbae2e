"""Start-up times of two commands, cold (no cache: the pool is compiled and the cache written) and warm.

    python benchmarks/bench_startup.py [--runs 5] [--baseline OTHER_CHECKOUT/src]

Each command runs as a user runs it (``berserk …`` in a fresh process, its output discarded) with the compiled
pool's cache in a fresh temporary folder (``BERSERK_CACHE_DIR``): the first run is cold, the next ``--runs`` are
warm; the figures are wall-clock seconds (the best and the median warm run) and the CPU seconds of the process. The
processes write Python's bytecode files as a normal installation does, whatever ``PYTHONDONTWRITEBYTECODE`` says.
``--baseline`` runs the same commands first with another checkout's ``src`` folder (e.g. an export of main), an A/B
in one run. Targets (issue 13): ``cards show`` < 0.3 s and ``play --ai-vs-ai --seed 1`` < 0.6 s warm, on an idle machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMANDS = {
    "cards show Мантикора": ["cards", "show", "Мантикора"],
    "play --ai-vs-ai --seed 1": ["play", "--ai-vs-ai", "--seed", "1"],
}


def berserk(source: str | None = None) -> list[str]:
    """The ``berserk`` script next to this Python, else (or for another checkout's ``source``, put first on
    PYTHONPATH by :func:`measure`) ``python -m berserk_heroes.cli``."""
    script = Path(sys.executable).with_name("berserk")
    return [str(script)] if script.exists() and source is None else [sys.executable, "-m", "berserk_heroes.cli"]


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run (the run must succeed)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="warm runs of each command (default 5)")
    parser.add_argument("--baseline", metavar="SRC", help="also measure this checkout's src folder, first")
    args = parser.parse_args()
    print(f"start-up, wall seconds (CPU seconds); {args.runs} warm runs; load average {os.getloadavg()[0]:.1f}")
    print(f"{'command':<38} {'cold':>14} {'warm best':>14} {'warm median':>14}")
    if args.baseline:
        measure(args.runs, args.baseline)
    measure(args.runs, None)
    print("(a loaded machine stretches the wall times; the CPU times show the work itself)")


def measure(runs: int, source: str | None) -> None:
    """Print the cold and warm rows of every command, for this checkout or another one's ``source``."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if source is not None:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH")) if p)
    base = berserk(source)
    subprocess.run([*base, "rules"], env=env, check=True, stdout=subprocess.DEVNULL)  # bytecode written once
    for label, command in COMMANDS.items():
        folder = tempfile.mkdtemp(prefix="berserk-bench-cache-")
        try:
            env["BERSERK_CACHE_DIR"] = folder
            cold = timed([*base, *command], env)
            warm = [timed([*base, *command], env) for _ in range(runs)]
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        best = min(warm)
        median = sorted(warm)[len(warm) // 2]
        name = f"{label} [{'baseline' if source else 'this'}]"
        print(f"{name:<38} {_fmt(cold):>14} {_fmt(best):>14} {_fmt(median):>14}")


def _fmt(run: tuple[float, float]) -> str:
    return f"{run[0]:.2f} ({run[1]:.2f})"


if __name__ == "__main__":
    main()
