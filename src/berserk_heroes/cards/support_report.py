"""What share of the real card pool the engine plays: compiled fully *and* supported by the engine.

``berserk cards coverage`` prints this. The compiler's own parse coverage (``cards/coverage.py``) counts
texts that parsed; this report additionally requires every verb, event and keyword the abilities use to be
implemented (``engine/support.py``) — the honest number for players.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .model import CardDef

DEMO_SET = "demo"


@dataclass
class Row:
    supported: int = 0
    partly: int = 0
    unsupported: int = 0

    @property
    def total(self) -> int:
        return self.supported + self.partly + self.unsupported


@dataclass
class SupportReport:
    total: int = 0
    supported: int = 0
    by_set: dict[str, Row] = field(default_factory=dict)
    by_type: dict[str, Row] = field(default_factory=dict)
    by_element: dict[str, Row] = field(default_factory=dict)
    blockers: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)
    # cards that cannot play only because the data lacks a card they need: card name → the missing cards
    missing_data: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def percent(self) -> float:
        return 100.0 * self.supported / self.total if self.total else 0.0

    @property
    def percent_with_data(self) -> float:
        """The share of the cards whose data is complete (``missing_data`` left out) that play."""
        total = self.total - len(self.missing_data)
        return 100.0 * self.supported / total if total else 0.0


def _group(card: CardDef) -> str:
    if card.supported:
        return "supported"
    return "partly" if card.abilities or card.keywords else "unsupported"


def _blocker_key(text: str, name: str) -> str:
    text = text.lower().replace("ё", "е")
    if name:
        text = text.replace(name.lower().replace("ё", "е"), "@")
    return re.sub(r"\s+", " ", re.sub(r"\d+", "N", text)).strip()


def blocked_only_by_missing_data(card: CardDef) -> bool:
    """Whether ``card`` would play but for cards the data lacks (a created «модуль …», its «Обращённый» side)."""
    return not card.supported and bool(card.missing_cards) and len(card.unsupported_text) == len(card.missing_cards)


def support_report(cards: list[CardDef] | None = None) -> SupportReport:
    """Tabulate support over ``cards`` (default: the compiled bundled pool, demo set excluded)."""
    if cards is None:
        from .compiled import compiled_pool

        cards = [c for c in compiled_pool() if c.set_code != DEMO_SET]
    report = SupportReport()
    for card in cards:
        group = _group(card)
        report.total += 1
        report.supported += group == "supported"
        for table, key in ((report.by_set, card.set_code), (report.by_type, card.type),
                           *((report.by_element, e) for e in card.elements or ("—",))):
            row = table.setdefault(key, Row())
            setattr(row, group, getattr(row, group) + 1)
        if blocked_only_by_missing_data(card):
            report.missing_data[card.name] = card.missing_cards
        for text in set(_blocker_key(t, card.name) for t in card.unsupported_text):
            report.blockers[text] += 1
            report.examples.setdefault(text, card.name)
    return report


def _table(title: str, rows: dict[str, Row]) -> list[str]:
    lines = [f"{title:<22} {'fully':>6} {'partly':>6} {'not':>6} {'total':>6} {'%':>6}"]
    for key in sorted(rows, key=str):
        r = rows[key]
        pct = 100.0 * r.supported / r.total if r.total else 0.0
        lines.append(f"  {key:<20} {r.supported:>6} {r.partly:>6} {r.unsupported:>6} {r.total:>6} {pct:>5.1f}%")
    return lines


def render_support_report(report: SupportReport, top: int = 40) -> str:
    """One headline line, tables by set/type/element (fully / partly / not), the top blockers."""
    lines = [f"Coverage: {report.percent:.1f}% of the pool fully compiled and supported "
             f"({report.supported} of {report.total} cards)"]
    if report.missing_data:
        lines.append(f"Without the {len(report.missing_data)} cards that need a card the data lacks: "
                     f"{report.percent_with_data:.1f}% ({report.supported} of "
                     f"{report.total - len(report.missing_data)} cards)")
    lines.append("")
    lines += _table("By set", report.by_set) + [""]
    lines += _table("By type", report.by_type) + [""]
    lines += _table("By element", report.by_element) + [""]
    if report.missing_data:
        lines.append("Cards that play but for a card missing from the card data (card → the missing cards):")
        lines += [f"  {name} → {', '.join(dict.fromkeys(missing))}" for name, missing in sorted(report.missing_data.items())]
        lines.append("")
    lines.append(f"Unparsed or unsupported fragments, by cards blocked ({len(report.blockers)} distinct):")
    for text, n in report.blockers.most_common(top):
        lines.append(f"  {n:>4} · {text} · e.g. {report.examples[text]}")
    return "\n".join(lines)
