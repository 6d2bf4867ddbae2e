"""The statistics of a simulation, computed from its game summaries (pure functions, no I/O).

Win rates count a draw as half a win (a "score"), so that A's and B's rates add up to one; each comes with its
Wilson 95% interval, which stays inside [0, 1] and behaves for small samples and rates near 0 or 1.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .plan import SimulationSpec
from .playing import GameSummary

Z95 = 1.959963984540054  # the standard normal quantile of 97.5%


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / n`` (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Rate:
    """A score out of ``n`` games (a draw counts ½) with its Wilson 95% interval."""

    score: float
    n: int

    @property
    def rate(self) -> float:
        return self.score / self.n if self.n else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.score, self.n)

    def to_dict(self) -> dict[str, Any]:
        low, high = self.interval
        return {"score": self.score, "games": self.n, "rate": _round(self.rate), "low": _round(low),
                "high": _round(high)}

    def text(self) -> str:
        """``57.0% [52.1–61.8] n=400``."""
        if not self.n:
            return "—"
        low, high = self.interval
        return f"{100 * self.rate:.1f}% [{100 * low:.1f}–{100 * high:.1f}] n={self.n}"


def _round(x: float) -> float | None:
    return None if math.isnan(x) else round(x, 4)


def score_of(game: GameSummary, deck: int) -> float:
    """1 for a win of ``deck``, ½ for a draw, 0 for a loss."""
    return 1.0 if game.winner == deck else 0.5 if game.winner < 0 else 0.0


def rate_of(games: Iterable[GameSummary], deck: int) -> Rate:
    """``deck``'s score over ``games`` (which must all include it)."""
    listed = list(games)
    return Rate(sum(score_of(g, deck) for g in listed), len(listed))


def matchups(spec: SimulationSpec, games: Sequence[GameSummary]) -> list[dict[str, Any]]:
    """Per pairing: games, A's wins, B's wins, draws, and A's score with its interval."""
    out = []
    for p, (a, b) in enumerate(spec.pairings):
        played = [g for g in games if g.pairing == p]
        out.append({"pairing": p, "deck_a": spec.decks[a].label, "deck_b": spec.decks[b].label,
                    "agent_a": spec.agents[a], "agent_b": spec.agents[b], "games": len(played),
                    "wins_a": sum(g.winner == a for g in played), "wins_b": sum(g.winner == b for g in played),
                    "draws": sum(g.winner < 0 for g in played), "a": rate_of(played, a).to_dict()})
    return out


def deck_totals(spec: SimulationSpec, games: Sequence[GameSummary]) -> list[dict[str, Any]]:
    """Each deck's score over all its games."""
    return [{"deck": d.label, "agent": spec.agents[i], **rate_of((g for g in games if i in g.seats), i).to_dict()}
            for i, d in enumerate(spec.decks)]


def score_matrix(spec: SimulationSpec, games: Sequence[GameSummary]) -> list[list[float | None]]:
    """``m[i][j]``: deck i's score rate against deck j (None where they did not meet or i == j)."""
    size = len(spec.decks)
    m: list[list[float | None]] = [[None] * size for _ in range(size)]
    for p, (a, b) in enumerate(spec.pairings):
        played = [g for g in games if g.pairing == p]
        if played:
            m[a][b] = rate_of(played, a).rate
            m[b][a] = rate_of(played, b).rate
    return m


def first_player(spec: SimulationSpec, games: Sequence[GameSummary]) -> dict[str, Any]:
    """How the player who moves first fares: overall, and for each deck going first and going second."""
    overall = Rate(sum(1.0 if g.winner_seat == g.first_seat else 0.5 if g.winner_seat < 0 else 0.0
                       for g in games), len(games))
    per_deck = []
    for i, d in enumerate(spec.decks):
        first = [g for g in games if g.seats[g.first_seat] == i]
        second = [g for g in games if i in g.seats and g.seats[g.first_seat] != i]
        per_deck.append({"deck": d.label, "first": rate_of(first, i).to_dict(),
                         "second": rate_of(second, i).to_dict()})
    return {"first_player": overall.to_dict(), "decks": per_deck}


def lengths(games: Sequence[GameSummary]) -> dict[str, Any]:
    """The distribution of game length in turns (and the mean number of decisions)."""
    turns = sorted(g.turns for g in games)
    if not turns:
        return {"games": 0}
    return {"games": len(turns), "mean": round(statistics.fmean(turns), 2), "median": statistics.median(turns),
            "p10": _quantile(turns, 0.1), "p90": _quantile(turns, 0.9), "min": turns[0], "max": turns[-1],
            "histogram": {str(t): n for t, n in sorted(Counter(turns).items())},
            "mean_decisions": round(statistics.fmean(g.decisions for g in games), 1)}


def _quantile(ordered: Sequence[int], q: float) -> int:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def by_turn(spec: SimulationSpec, games: Sequence[GameSummary]) -> list[dict[str, Any]]:
    """Per deck and per turn at which its games ended: how many ended then, and the deck's score among them
    (does the deck win the short games or the long ones?)."""
    out = []
    for i, d in enumerate(spec.decks):
        ended: dict[int, list[GameSummary]] = defaultdict(list)
        for g in games:
            if i in g.seats:
                ended[g.turns].append(g)
        out.append({"deck": d.label, "turns": [{"turn": t, **rate_of(ended[t], i).to_dict()} for t in sorted(ended)]})
    return out


CARD_FACTS = ("opening", "drawn", "played")


def card_stats(spec: SimulationSpec, games: Sequence[GameSummary]) -> list[dict[str, Any]]:
    """Per deck and card name: the deck's score in games where the card was in the opening hand, was drawn
    (ever in hand), was played, and was never drawn; ``drawn_gain`` = drawn minus not drawn (how much drawing
    it helps). Rows sorted by deck, then by games drawn."""
    rows = []
    for i, d in enumerate(spec.decks):
        mine = [(g, g.seats.index(i)) for g in games if i in g.seats]
        names = sorted({n for g, seat in mine for fact in CARD_FACTS for n in getattr(g, fact)[seat]})
        for name in names:
            row: dict[str, Any] = {"deck": d.label, "card": name}
            for fact in CARD_FACTS:
                row[fact] = rate_of((g for g, seat in mine if name in getattr(g, fact)[seat]), i).to_dict()
            row["not_drawn"] = rate_of((g for g, seat in mine if name not in g.drawn[seat]), i).to_dict()
            drawn, not_drawn = row["drawn"]["rate"], row["not_drawn"]["rate"]
            row["drawn_gain"] = None if drawn is None or not_drawn is None else round(drawn - not_drawn, 4)
            rows.append(row)
    rows.sort(key=lambda r: (r["deck"], -r["drawn"]["games"], r["card"]))
    return rows


def defeat_causes(spec: SimulationSpec, games: Sequence[GameSummary], top: int = 5) -> dict[str, Any]:
    """The most common causes of defeat: overall, and for each deck those of the games it lost."""
    overall = Counter(g.cause for g in games if g.winner >= 0)
    per_deck = {}
    for i, d in enumerate(spec.decks):
        lost = Counter(g.cause for g in games if i in g.seats and g.winner >= 0 and g.winner != i)
        per_deck[d.label] = [{"cause": c, "games": n} for c, n in lost.most_common(top)]
    reasons = Counter(g.reason for g in games)
    return {"reasons": dict(reasons.most_common()),
            "overall": [{"cause": c, "games": n} for c, n in overall.most_common(top)], "decks": per_deck}
