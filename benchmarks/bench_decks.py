"""Deck-file parsing, one core: milliseconds per good and per bad line, and hostile long lines.

    .venv/bin/python benchmarks/bench_decks.py

Parsing must take time linear in the text (issue 12.3: a 40,000-space line took 12.7 s and gave a
1.8 MB message). Figures are printed, nothing is asserted: timings depend on the machine.
"""

from __future__ import annotations

import time

from berserk_heroes.cards.pool import load_card_pool
from berserk_heroes.decks.format import parse_deck
from berserk_heroes.errors import DataError

LINES = 300
HOSTILE = {
    "40,000 spaces between a name and «[x»": "1 Орк" + " " * 40_000 + "[x",
    "«a», 40,000 spaces, «b»": "a" + " " * 40_000 + "b",
    "a header word and 40,000 spaces": "Герой" + " " * 40_000 + "x",
    "a line of 290 characters": "a" + " " * 288 + "b",
}


def timed(text: str) -> tuple[float, int]:
    """Seconds to parse ``text`` and the length of the error message (0 when it parses)."""
    pool = load_card_pool()
    start = time.perf_counter()
    try:
        parse_deck(text, pool, "bench.txt")
        size = 0
    except DataError as exc:
        size = len(str(exc))
    return time.perf_counter() - start, size


def main() -> None:
    pool = load_card_pool()
    names = [card.name for card in list(pool)[:LINES]]
    good = "Герой: Кос-Заг, Атаман\n" + "".join(f"1 {name}\n" for name in names)
    bad = "Герой: Кос-Заг, Атаман\n" + "".join(f"1 {name}ъ\n" for name in names)
    print(f"berserk-heroes deck parsing benchmark — {LINES} lines each")
    seconds, _ = timed(good)
    print(f"{'good card lines':<44} {seconds / LINES * 1000:8.3f} ms/line")
    seconds, size = timed(bad)
    print(f"{'unknown card names':<44} {seconds / LINES * 1000:8.3f} ms/line   (message {size:,} chars)")
    for label, line in HOSTILE.items():
        seconds, size = timed(line)
        print(f"{label:<44} {seconds * 1000:8.3f} ms        (message {size:,} chars)")


if __name__ == "__main__":
    main()
