"""The simulation report: one JSON document, CSV tables, and a summary for the terminal.

Files written by :func:`write_report` into the output folder:

* ``report.json`` — the spec (decks, agents, seed, games), every statistic of :mod:`.stats`, every game;
* ``games.csv`` — one row per game; ``matchups.csv`` — one row per pairing; ``cards.csv`` — one row per deck
  and card (the per-card win rates).
"""

from __future__ import annotations

import csv
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from . import stats
from .plan import SimulationSpec
from .playing import GameSummary

REPORT_FORMAT = "berserk-heroes-simulation/1"
MIN_CARD_GAMES = 10  # the terminal's card table shows a card only when drawn and not drawn in this many games


def build_report(spec: SimulationSpec, games: Sequence[GameSummary], workers: int = 1,
                 seconds: float | None = None) -> dict[str, Any]:
    """The whole report as plain JSON-ready data."""
    return {
        "format": REPORT_FORMAT,
        "spec": {"decks": [{"label": d.label, "name": d.deck.name, "hero": d.deck.hero} for d in spec.decks],
                 "agents": list(spec.agents), "pairings": [list(p) for p in spec.pairings],
                 "games_per_pairing": spec.games, "seed": spec.seed, "config": spec.config.to_dict(),
                 "allow_unsupported": spec.allow_unsupported},
        "run": {"workers": workers, "seconds": None if seconds is None else round(seconds, 2),
                "games": len(games)},
        "matchups": stats.matchups(spec, games),
        "decks": stats.deck_totals(spec, games),
        "matrix": stats.score_matrix(spec, games),
        "first_player": stats.first_player(spec, games),
        "length": stats.lengths(games),
        "by_turn": stats.by_turn(spec, games),
        "defeat_causes": stats.defeat_causes(spec, games),
        "cards": stats.card_stats(spec, games),
        "games": [g.to_dict() for g in games],
    }


def write_report(report: dict[str, Any], folder: Path) -> list[Path]:
    """Write ``report.json`` and the CSV tables into ``folder`` (created); returns the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = [folder / "report.json", folder / "games.csv", folder / "matchups.csv", folder / "cards.csv"]
    paths[0].write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    labels = [d["label"] for d in report["spec"]["decks"]]
    _write_csv(paths[1], [_game_row(g, labels) for g in report["games"]])
    _write_csv(paths[2], [_flat(m) for m in report["matchups"]])
    _write_csv(paths[3], [_flat(c) for c in report["cards"]])
    return paths


def _game_row(game: dict[str, Any], labels: Sequence[str]) -> dict[str, Any]:
    seats = game["seats"]
    return {"index": game["index"], "seed": game["seed"], "seat0": labels[seats[0]], "seat1": labels[seats[1]],
            "first": labels[seats[game["first_seat"]]],
            "winner": labels[game["winner"]] if game["winner"] >= 0 else "draw",
            "reason": game["reason"], "cause": game["cause"], "turns": game["turns"],
            "decisions": game["decisions"]}


def _flat(row: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """Nested dicts become ``outer_inner`` columns."""
    out: dict[str, Any] = {}
    for key, value in row.items():
        if isinstance(value, dict):
            out.update(_flat(value, f"{prefix}{key}_"))
        else:
            out[prefix + key] = value
    return out


def _write_csv(path: Path, rows: Sequence[dict[str, Any]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as f:
        if not rows:
            return
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


# ------------------------------------------------------------------------------------------ terminal summary


def print_summary(report: dict[str, Any], console: Console, top_cards: int = 8) -> None:
    """The headline figures: matchups, first-player advantage, game length, causes of defeat, key cards."""
    console.print(_matchup_table(report))
    fp = report["first_player"]["first_player"]
    console.print(f"Первый игрок / first player: {_rate_text(fp)}")
    length = report["length"]
    if length.get("games"):
        console.print(f"Длина партии, ходов / game length in turns: среднее {length['mean']}, медиана "
                      f"{length['median']}, 10–90% {length['p10']}–{length['p90']}, от {length['min']} до "
                      f"{length['max']}; решений в среднем {length['mean_decisions']}")
    causes = report["defeat_causes"]["overall"]
    if causes:
        console.print("Частые причины поражения / common causes of defeat: "
                      + "; ".join(f"{c['cause']} ({c['games']})" for c in causes), markup=False)
    console.print(_cards_table(report, top_cards))


def _rate_text(rate: dict[str, Any]) -> str:
    if not rate["games"]:
        return "—"
    return f"{100 * rate['rate']:.1f}% [{100 * rate['low']:.1f}–{100 * rate['high']:.1f}] n={rate['games']}"


def _matchup_table(report: dict[str, Any]) -> Table:
    table = Table(title="Матчи / matchups (ничья = ½; 95% Wilson)")
    for column in ("A", "B", "игр", "A побед", "B побед", "ничьих", "A: доля очков [95%]"):
        table.add_column(column)
    for m in report["matchups"]:
        table.add_row(f"{m['deck_a']} ({m['agent_a']})", f"{m['deck_b']} ({m['agent_b']})", str(m["games"]),
                      str(m["wins_a"]), str(m["wins_b"]), str(m["draws"]), _rate_text(m["a"]))
    return table


def _cards_table(report: dict[str, Any], top: int) -> Table:
    """Per deck, the cards whose drawing changes the score most (either way), among those drawn often enough."""
    table = Table(title=f"Карты: доля очков, когда карта… / cards: score when the card was… "
                        f"(взята и не взята ≥ {MIN_CARD_GAMES} раз)")
    for column in ("колода", "карта", "в стартовой руке", "взята", "сыграна", "не взята", "Δ взята"):
        table.add_column(column)
    by_deck: dict[str, list[dict[str, Any]]] = {}
    for row in report["cards"]:  # a rate over fewer games is noise, and the biggest gaps would all be noise
        if min(row["drawn"]["games"], row["not_drawn"]["games"]) >= MIN_CARD_GAMES:
            by_deck.setdefault(row["deck"], []).append(row)
    for deck, rows in by_deck.items():
        rows.sort(key=lambda r: -abs(r["drawn_gain"]))
        for row in rows[:top]:
            table.add_row(deck, row["card"], _pct(row["opening"]), _pct(row["drawn"]), _pct(row["played"]),
                          _pct(row["not_drawn"]), f"{100 * row['drawn_gain']:+.1f}")
    return table


def _pct(rate: dict[str, Any]) -> str:
    return "—" if not rate["games"] else f"{100 * rate['rate']:.0f}% ({rate['games']})"
