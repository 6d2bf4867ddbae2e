"""The README's quick tour runs as written: its ``>>>`` examples are a doctest."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_quick_tour_runs() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted >= 10  # the tour is there (a README without examples would pass vacuously)
    assert result.failed == 0


def test_readme_coverage_figures_match_the_coverage_report() -> None:
    """Issue 14: the README's claims match ``berserk cards coverage`` exactly — the share and count of cards played in
    full, and the heroes and quests that play."""
    import re

    from berserk_heroes.cards.support_report import support_report

    report = support_report()
    text = " ".join(README.read_text(encoding="utf-8").split())
    match = re.search(r"\((\d+\.\d)% now, ([\d,]+) cards;", text)
    assert match is not None, "the README states the coverage as «(N.N% now, N cards;»"
    assert match.group(1) == f"{report.percent:.1f}"
    assert int(match.group(2).replace(",", "")) == report.supported
    for kind, word in (("hero", "heroes"), ("quest", "quests")):
        row = report.by_type[kind]
        assert f"{word} {row.supported} of {row.total}" in text, f"the README's {word} figure"
