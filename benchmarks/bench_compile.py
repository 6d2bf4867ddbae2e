"""Benchmark: loading the card data, building the grammar's parser, and compiling the whole pool.

Prints seconds for each step (a fresh process each time, so no cache of an earlier step helps the next) and the
pool's coverage. Never asserts timings: tests only check coverage floors.
"""

from __future__ import annotations

import subprocess
import sys

STEPS = {
    "load the card data (validated against the schema)": (
        "from berserk_heroes.cards.pool import _load, default_data_files\n"
        "pool = _load(tuple(default_data_files()))"),
    "build the LALR parser of the grammar (from lark's cache when an earlier process left one)": (
        "from berserk_heroes.cards.compiler import parser\n"
        "parser()"),
    "compile every card of the pool (parser included)": (
        "from berserk_heroes.cards.coverage import coverage_report, load_raw_cards\n"
        "report = coverage_report(load_raw_cards())"),
}

TIMER = ("import time\nstart = time.perf_counter()\n{code}\nprint(time.perf_counter() - start)")


def main() -> None:
    for label, code in STEPS.items():
        out = subprocess.run([sys.executable, "-c", TIMER.format(code=code)], check=True, capture_output=True,
                             text=True).stdout
        print(f"{label}: {float(out.strip()):.2f} s")


if __name__ == "__main__":
    main()
