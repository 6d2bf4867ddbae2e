"""The web client's pages: one HTML shell per page (lobby, table, deck builder, replay viewer) that loads
the client's ES modules from ``static/`` (served by the server itself: no CDN, no build step;
``docs/web.md``)."""

from __future__ import annotations

from html import escape
from pathlib import Path

STATIC_DIR = Path(__file__).resolve().parent / "static"

PAGES = ("lobby", "table", "decks", "replay")
MODULES = {"lobby": ("lobby",), "table": ("table", "cards", "lobby"), "decks": ("decks", "cards"),
           "replay": ("replay", "table", "cards", "lobby")}
"""The modules each page imports besides main, i18n and dom: the shell preloads them all at once, so the
page does not wait for one import after another (the first table render, benchmarks/bench_web.py)."""
TITLES = {"lobby": "Берсерк. Герои", "table": "Берсерк. Герои — стол", "decks": "Берсерк. Герои — колоды",
          "replay": "Берсерк. Герои — повтор"}


def client_page(page: str) -> str:
    """The shell of ``page``: the stylesheet, an empty ``<main>`` the script fills, and the script. Russian by
    default; the page's language switch is the client's (``i18n.js``)."""
    if page not in PAGES:
        raise ValueError(f"unknown page {page!r}")
    return (f'<!doctype html><html lang="ru"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">'
            f"<title>{escape(TITLES[page])}</title>"
            f'<link rel="icon" href="data:,"><link rel="stylesheet" href="/static/style.css">{_preloads(page)}</head>'
            f'<body data-page="{page}"><header id="bar"></header><main id="app">'
            f'<noscript>Для игры нужен JavaScript. Боты играют по протоколу: /docs/protocol.md</noscript></main>'
            f'<script type="module" src="/static/js/main.js"></script></body></html>')


def _preloads(page: str) -> str:
    return "".join(f'<link rel="modulepreload" href="/static/js/{name}.js">'
                   for name in ("main", "i18n", "dom", *MODULES[page]))
