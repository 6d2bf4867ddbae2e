"""PNG plots of a simulation report (matplotlib, drawn off-screen).

* ``heatmap.png`` — each deck's score against each other deck (a gauntlet's matrix; 2×2 for A vs B);
* ``turns.png`` — when games end (stacked by winner) and each deck's score by the turn its games ended.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

# The labels are Russian: matplotlib's default font (DejaVu Sans) has Cyrillic.
MAX_BINS = 16  # turn bins on the x axis at most: wider bins past that, so that each holds enough games
TAIL = 0.98  # the bins cover the games up to this quantile of length; longer games are counted in the last bin
MIN_POINT_GAMES = 5  # a score is plotted for a turn bin only when this many games of the deck ended in it


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")  # no display: files only
    import matplotlib.pyplot as plt

    return plt


def write_plots(report: dict[str, Any], folder: Path) -> list[Path]:
    """Draw both plots into ``folder``; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = [folder / "heatmap.png", folder / "turns.png"]
    heatmap(report, paths[0])
    turns(report, paths[1])
    return paths


def heatmap(report: dict[str, Any], path: Path) -> None:
    """Row deck's score against column deck, in %, coloured from red (loses) through white to blue (wins)."""
    plt = _pyplot()
    labels = [d["label"] for d in report["spec"]["decks"]]
    matrix = report["matrix"]
    size = len(labels)
    values = [[math.nan if v is None else 100 * v for v in row] for row in matrix]
    fig, ax = plt.subplots(figsize=(max(6.0, 2.5 + 1.1 * size), max(4.8, 1.8 + 0.9 * size)), dpi=110)
    image = ax.imshow(values, cmap="RdBu", vmin=0, vmax=100)
    ax.set_xticks(range(size), labels, rotation=30, ha="right")
    overall = [d["rate"] for d in report["decks"]]  # the row deck's score over all its games
    ax.set_yticks(range(size), [f"{label} ({100 * r:.0f}%)" if r is not None else label
                                for label, r in zip(labels, overall)])
    ax.set_xlabel("противник / opponent")
    ax.set_ylabel("колода (доля очков во всех её партиях) / deck (overall score)")
    games = _games_between(report)
    for i in range(size):
        for j in range(size):
            if not math.isnan(values[i][j]):
                dark = abs(values[i][j] - 50) > 30
                ax.text(j, i, f"{values[i][j]:.0f}%\nn={games[i][j]}", ha="center", va="center", fontsize=8,
                        color="white" if dark else "black")
    fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04, label="% очков строки / row's score %")
    ax.set_title(_title(report, "Доля очков колоды строки (ничья = ½)\nrow deck's score (draw = ½)"), fontsize=10)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def _games_between(report: dict[str, Any]) -> list[list[int]]:
    size = len(report["spec"]["decks"])
    games = [[0] * size for _ in range(size)]
    for (a, b), m in zip(report["spec"]["pairings"], report["matchups"]):
        games[a][b] = games[b][a] = m["games"]
    return games


def _title(report: dict[str, Any], what: str) -> str:
    agents = sorted(set(report["spec"]["agents"]))
    return f"{what}\nагенты / agents: {', '.join(agents)}; партий / games: {report['run']['games']}"


def turns(report: dict[str, Any], path: Path) -> None:
    """Top: how many games ended at each turn, by winner. Bottom: each deck's score among the games that ended
    in each turn bin, with the Wilson 95% band for a head-to-head run."""
    plt = _pyplot()
    labels = [d["label"] for d in report["spec"]["decks"]]
    games = report["games"]
    if not games:
        return
    ordered = sorted(g["turns"] for g in games)
    low, high = ordered[0], ordered[int(TAIL * (len(ordered) - 1))]  # the rare longest games share the last bin
    width = max(1, math.ceil((high - low + 1) / MAX_BINS))
    edges = list(range(low, high + width, width))
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(9, 7.5), dpi=110, sharex=True,
                                      gridspec_kw={"height_ratios": [1, 1.3]})
    _length_histogram(top, games, labels, edges, width)
    _score_by_turn(bottom, report, labels, edges, width)
    label = "ход, на котором партия закончилась / turn the game ended"
    if width > 1:
        label += f"; по {width} / bins of {width}"
    if ordered[-1] >= edges[-1]:
        label += f"; последний: до {ordered[-1]} / last bin: up to {ordered[-1]}"
    bottom.set_xlabel(label)
    top.set_title(_title(report, "Когда заканчиваются партии и кто их выигрывает / when games end, who wins"),
                  fontsize=10)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def _bin_of(turn: int, edges: list[int], width: int) -> int:
    return (turn - edges[0]) // width


def _centres(edges: list[int], width: int) -> list[float]:
    return [e + (width - 1) / 2 for e in edges[:-1]] or [float(edges[0])]


def _length_histogram(ax: Any, games: list[dict[str, Any]], labels: list[str], edges: list[int],
                      width: int) -> None:
    bins = max(1, len(edges) - 1)
    winners = [*range(len(labels)), -1]
    counts = {w: [0] * bins for w in winners}
    for g in games:
        counts[g["winner"]][min(bins - 1, _bin_of(g["turns"], edges, width))] += 1
    x = _centres(edges, width)[:bins]
    bottom = [0] * bins
    for w in winners:
        if any(counts[w]):
            name = labels[w] if w >= 0 else "ничья / draw"
            colour = "0.6" if w < 0 else None
            ax.bar(x, counts[w], width=0.9 * width, bottom=bottom, label=name, color=colour)
            bottom = [b + c for b, c in zip(bottom, counts[w])]
    ax.set_ylabel("партий / games")
    ax.legend(title="победитель / winner", fontsize=8, title_fontsize=8, ncol=2 if len(labels) > 4 else 1)


def _score_by_turn(ax: Any, report: dict[str, Any], labels: list[str], edges: list[int], width: int) -> None:
    from .stats import wilson

    head_to_head = len(labels) == 2
    bins = max(1, len(edges) - 1)
    x = _centres(edges, width)[:bins]
    for deck in report["by_turn"][:1] if head_to_head else report["by_turn"]:
        score, n = [0.0] * bins, [0] * bins
        for row in deck["turns"]:
            b = min(bins - 1, _bin_of(row["turn"], edges, width))
            score[b] += row["score"]
            n[b] += row["games"]
        shown = [i for i in range(bins) if n[i] >= MIN_POINT_GAMES]  # a rate of a few games is noise
        ax.plot([x[i] for i in shown], [100 * score[i] / n[i] for i in shown], marker="o", label=deck["deck"])
        if head_to_head:
            band = [wilson(score[i], n[i]) for i in shown]
            ax.fill_between([x[i] for i in shown], [100 * lo for lo, _ in band], [100 * hi for _, hi in band],
                            alpha=0.2, label="95% Wilson")
    ax.axhline(50, color="0.5", linewidth=0.8, linestyle="--")
    ax.set_ylim(0, 100)
    ax.set_ylabel("доля очков колоды, % / deck's score, %")
    ax.legend(fontsize=8, ncol=2 if len(labels) > 4 else 1)
