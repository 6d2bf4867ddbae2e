"""How well the grammar generalises: a leave-one-set-out measure (``berserk cards coverage --generalisation``).

For each printed set S, a card of S *generalises* when its whole text parsed and every grammar production its parse
used (``cards/productions.py``) is used by some card of another set as well — so the grammar would have read it
had S never been seen. Cards of other sets that share a name with a card of S (reprints) do not count as other
sets: a reprint would let the grammar have learned the very card. Only cards with rules text are counted (a card
without text needs no grammar). A production that only S uses is the grammar having learned S's cards rather than
the language; ``--verbose`` lists those that the most cards depend on.

The per-card productions come from the compiled pool's cache (``cards/compiled.py``), so the measure costs no
compilation when the cache is warm.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from .compiled import CardGrammar
from .data import normalize_name
from .model import CardDef

DEMO_SET = "demo"


@dataclass(frozen=True, slots=True)
class SetRow:
    """One set: cards with rules text, how many parsed in full, how many of those generalise."""

    set_code: str
    cards: int
    parsed: int
    general: int

    @staticmethod
    def percent(part: int, whole: int) -> float:
        return 100.0 * part / whole if whole else 0.0


@dataclass(frozen=True, slots=True)
class SingleSetProduction:
    """A production that the cards of one set use and no card of another set does (reprints aside)."""

    production: str
    set_code: str
    cards: tuple[str, ...]


@dataclass(slots=True)
class Generalisation:
    """The rows by set (oldest first), their total, and the single-set productions (most cards first)."""

    rows: list[SetRow] = field(default_factory=list)
    single: list[SingleSetProduction] = field(default_factory=list)
    recorded: bool = True
    """False when no card recorded any production (the parser could not be instrumented): the measure is void."""

    @property
    def total(self) -> SetRow:
        return SetRow("total", *(sum(getattr(r, f) for r in self.rows) for f in ("cards", "parsed", "general")))


def generalisation(cards: Iterable[CardDef], grammar: Mapping[str, CardGrammar]) -> Generalisation:
    """The leave-one-set-out measure over ``cards`` (the demo set and cards without text left out)."""
    texts = [c for c in cards if c.set_code != DEMO_SET and c.text.strip() and c.key in grammar]
    by_set: dict[str, list[CardDef]] = defaultdict(list)
    for card in texts:
        by_set[card.set_code].append(card)
    report = Generalisation(recorded=any(grammar[c.key].productions for c in texts))
    single: dict[tuple[str, str], list[str]] = defaultdict(list)
    for set_code in sorted(by_set, key=_set_order):
        members = by_set[set_code]
        names = {normalize_name(c.name) for c in members}
        others = {p for c in texts if c.set_code != set_code and normalize_name(c.name) not in names
                  for p in grammar[c.key].productions}
        parsed = [c for c in members if grammar[c.key].parsed]
        general = [c for c in parsed if not grammar[c.key].hand_written and others.issuperset(grammar[c.key].productions)]
        report.rows.append(SetRow(set_code, len(members), len(parsed), len(general)))
        for card in members:
            for production in set(grammar[card.key].productions) - others:
                single[(production, set_code)].append(card.name)
    report.single = sorted((SingleSetProduction(p, s, tuple(n)) for (p, s), n in single.items()),
                           key=lambda x: (-len(x.cards), _set_order(x.set_code), x.production))
    return report


def _set_order(set_code: str) -> tuple[int, str]:
    return (int(set_code), set_code) if set_code.isdigit() else (10_000, set_code)


def render_generalisation(report: Generalisation, verbose: bool = False, top: int = 40) -> str:
    """The table by set with its total; with ``verbose``, the ``top`` single-set productions."""
    total = report.total
    lines = [f"Generalisation (leave one set out): {SetRow.percent(total.general, total.cards):.1f}% of the cards with "
             f"rules text parse using only productions other sets use too ({total.general} of {total.cards}; "
             f"{total.parsed} parse in full)", ""]
    if not report.recorded:
        lines.insert(1, "  no parse recorded its productions (unexpected lark version?): the figures are void")
    lines.append(f"{'set':<8} {'cards':>6} {'parsed':>7} {'general':>8} {'parsed %':>9} {'general %':>10}")
    for row in [*report.rows, total]:
        lines.append(f"  {row.set_code:<6} {row.cards:>6} {row.parsed:>7} {row.general:>8} "
                     f"{SetRow.percent(row.parsed, row.cards):>8.1f}% {SetRow.percent(row.general, row.cards):>9.1f}%")
    lines += ["", f"Productions only one set uses: {len(report.single)}"
              + ("" if verbose else " (--verbose lists them)")]
    if verbose:
        lines.append("  cards · set · production · e.g.")
        for item in report.single[:top]:
            shown = ", ".join(dict.fromkeys(item.cards))
            lines.append(f"  {len(item.cards):>5} · {item.set_code:>4} · {item.production} · {_short(shown)}")
    return "\n".join(lines)


def _short(text: str, limit: int = 60) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
