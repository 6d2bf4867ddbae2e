"""Benchmark: the web client's first table render on localhost.

Starts ``berserk serve`` (SQLite in a temporary folder), creates games, and opens a seat's link in Debian's
chromium (Playwright) again and again, each time in a fresh browser context (nothing cached: every script,
the stylesheet and the card data are fetched anew). Printed: the time from the navigation's start to the
table's first drawing (the page's ``table-rendered`` performance mark: the WebSocket's ``state`` received,
the cards' data fetched, the table drawn), median and slowest, for a game of the vanilla demo decks and for
a game of two preconstructed decks (real cards with text). Never asserts timings.

    python benchmarks/bench_web.py            # 20 loads of each
    python benchmarks/bench_web.py --loads 5
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from bench_server import start_server  # noqa: E402

from berserk_heroes.demo import demo_deck_texts  # noqa: E402


def seat_link(url: str, decks: list[dict[str, Any]]) -> str:
    body = {"players": [{"deck": decks[0]}, {"deck": decks[1]}], "seed": 1}
    created = httpx.post(url + "/api/games", json=body, timeout=120).json()
    return url + "/" + created["seats"][0]["link"].split("/", 3)[3]


def first_render_ms(browser: Any, link: str) -> float:
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(link)
    page.wait_for_function("() => performance.getEntriesByName('table-rendered').length > 0", timeout=30_000)
    ms = float(page.evaluate("() => performance.getEntriesByName('table-rendered')[0].startTime"))
    context.close()
    return ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--loads", type=int, default=20)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium")
    if chromium is None:
        raise SystemExit("chromium is not installed (make chromium-install)")
    folder = Path(tempfile.mkdtemp(prefix="bench-web-"))
    proc, url = start_server(f"sqlite:///{folder / 'berserk.sqlite3'}", folder)  # precons compiled first
    try:
        games = {"demo decks": [{"text": t} for t in demo_deck_texts()],
                 "precons steppe/forest": [{"precon": "steppe"}, {"precon": "forest"}]}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
            for name, decks in games.items():
                link = seat_link(url, decks)
                first_render_ms(browser, link)  # the server's first look at the game (rebuilt, cards compiled)
                times = [first_render_ms(browser, link) for _ in range(args.loads)]
                print(f"{name}: first table render median {statistics.median(times):.0f} ms, "
                      f"slowest {max(times):.0f} ms over {len(times)} loads (fresh browser context each)")
            browser.close()
    finally:
        proc.terminate()
        proc.wait(10)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
