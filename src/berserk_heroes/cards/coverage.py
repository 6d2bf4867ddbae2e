"""Compiler coverage: how much of the card pool the card-text compiler fully understands.

``coverage_report(cards)`` compiles every card and groups the results; ``render(report)`` prints it:
the headline percentage, a table by set, type and element, and the unparsed fragments ranked by how many
cards each one blocks. ``python -m berserk_heroes.cards.coverage`` prints the report for the whole pool.
"""

from __future__ import annotations

import glob
import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from berserk_heroes.cards.compiler import CompileResult, compile_text, unknown_words
from berserk_heroes.cards.compiler_normalise import normalise, replace_self

SETS_DIR = Path("/work/shared/cards/sets")


@dataclass(frozen=True, slots=True)
class CardText:
    """The fields of a card the coverage report needs."""

    key: str
    name: str
    type: str
    set_code: str
    elements: tuple[str, ...]
    text: str


@dataclass(slots=True)
class Row:
    """Counts of fully / partly / not compiled cards in one group."""

    fully: int = 0
    partly: int = 0
    none: int = 0

    @property
    def total(self) -> int:
        return self.fully + self.partly + self.none


@dataclass(slots=True)
class CoverageReport:
    """Result of compiling a pool: per-card results, group tables and ranked blockers."""

    total: int = 0
    fully: int = 0
    by_set: dict[str, Row] = field(default_factory=lambda: defaultdict(Row))
    by_type: dict[str, Row] = field(default_factory=lambda: defaultdict(Row))
    by_element: dict[str, Row] = field(default_factory=lambda: defaultdict(Row))
    blockers: Counter[str] = field(default_factory=Counter)
    words: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)
    results: dict[str, CompileResult] = field(default_factory=dict)

    @property
    def percent(self) -> float:
        return 100.0 * self.fully / self.total if self.total else 0.0


def fragment_key(fragment: str, name: str) -> str:
    """Group similar fragments: lowercase, the card's name → «@», numbers → N."""
    text = replace_self(fragment, name).replace("@self", "@") if name else fragment
    text = re.sub(r"\d+", "N", text.lower().replace("ё", "е"))
    return re.sub(r"\s+", " ", text).strip()


def _as_card_text(card: Any) -> CardText:
    if isinstance(card, CardText):
        return card
    if isinstance(card, dict):
        key = f"{card.get('set')}-{card.get('number') or card.get('name')}"
        return CardText(key, card["name"], card["type"], str(card.get("set", "")),
                        tuple(card.get("elements") or ()), card.get("text") or "")
    return CardText(card.key, card.name, card.type, str(card.set_code), tuple(card.elements), card.text or "")


def coverage_report(cards: Iterable[Any]) -> CoverageReport:
    """Compile every card (CardDef, CardText or a raw data dict) and tabulate the results."""
    report = CoverageReport()
    for raw in cards:
        card = _as_card_text(raw)
        result = compile_text(card.text, card.name, card.type)
        report.results[card.key] = result
        report.total += 1
        status = "fully" if result.fully else ("partly" if result.abilities or result.keywords else "none")
        report.fully += status == "fully"
        groups = [report.by_set[card.set_code], report.by_type[card.type]]
        groups += [report.by_element[e] for e in card.elements or ("—",)]
        for row in groups:
            setattr(row, status, getattr(row, status) + 1)
        for key in {fragment_key(f, card.name) for f in result.unparsed}:
            report.blockers[key] += 1
            report.examples.setdefault(key, card.name)
        unknown = {w for f in result.unparsed for w in unknown_words(normalise(f, card.name).text)}
        for word in {w for w in unknown if any(ch.isalpha() for ch in w)}:
            report.words[word] += 1
    return report


def _table(title: str, rows: dict[str, Row]) -> list[str]:
    lines = [f"{title:<24} {'fully':>6} {'partly':>6} {'not':>6} {'total':>6} {'%':>6}"]
    for key in sorted(rows):
        r = rows[key]
        pct = 100.0 * r.fully / r.total if r.total else 0.0
        lines.append(f"  {key:<22} {r.fully:>6} {r.partly:>6} {r.none:>6} {r.total:>6} {pct:>5.1f}%")
    return lines


def render(report: CoverageReport, top: int = 40) -> str:
    """The report as text: headline, tables by set / type / element, top blockers."""
    lines = [f"Coverage: {report.percent:.1f}% of the pool fully compiled ({report.fully} of {report.total} cards)",
             ""]
    lines += _table("By set", report.by_set) + [""]
    lines += _table("By type", report.by_type) + [""]
    lines += _table("By element", report.by_element) + [""]
    lines.append(f"Top blockers (cards blocked · fragment · e.g.), {len(report.blockers)} distinct:")
    for frag, n in report.blockers.most_common(top):
        lines.append(f"  {n:>4} · {frag} · {report.examples[frag]}")
    lines += ["", "Words the grammar does not know yet (cards whose unparsed text has them):"]
    lines.append("  " + ", ".join(f"{w} {n}" for w, n in report.words.most_common(top)))
    return "\n".join(lines)


def load_raw_cards(sets_dir: Path = SETS_DIR) -> list[dict[str, Any]]:
    """Read every card of ``sets_dir/*.jsonl`` as a raw dict."""
    cards: list[dict[str, Any]] = []
    for path in sorted(glob.glob(str(sets_dir / "*.jsonl"))):
        with open(path, encoding="utf-8") as fh:
            cards.extend(json.loads(line) for line in fh if line.strip())
    return cards


def load_cards() -> list[Any]:
    """The pool: through ``cards.pool.load_card_pool`` if it exists and works, else the raw jsonl files."""
    try:
        from berserk_heroes.cards import pool

        loaded = pool.load_card_pool()
        cards = list(getattr(loaded, "cards", loaded))
        if cards and hasattr(cards[0], "text"):
            return cards
    except Exception:  # noqa: BLE001 - the pool loader is optional here
        pass
    return list(load_raw_cards())


def main(argv: list[str] | None = None) -> int:
    """Print the coverage report of the whole pool."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    top = int(args[0]) if args else 40
    print(render(coverage_report(load_cards()), top=top))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
