"""The README's quick tour runs as written: its ``>>>`` examples are a doctest."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_quick_tour_runs() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.attempted >= 10  # the tour is there (a README without examples would pass vacuously)
    assert result.failed == 0
