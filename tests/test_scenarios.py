"""Every scenario file under ``scenarios/`` is a test (docs/scenarios.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from berserk_heroes.scenarios.runner import run_scenario_file, scenario_files

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
FILES = scenario_files([ROOT])

def test_there_are_scenarios() -> None:
    assert len(FILES) >= 1


@pytest.mark.parametrize("path", FILES, ids=[p.relative_to(ROOT).as_posix() for p in FILES])
def test_scenario(path: Path) -> None:
    result = run_scenario_file(path)
    assert result.ok, result.report()
