"""Every scenario file under ``scenarios/`` is a test (docs/scenarios.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from berserk_heroes.scenarios.runner import run_scenario_file, scenario_files

ROOT = Path(__file__).resolve().parent.parent / "scenarios"
FILES = scenario_files([ROOT])

NEEDS_PARSE = {  # `error:` steps whose text names a real move that is illegal now: they expect its specific code
    "rules/113_2_activation_in_the_opponents_turn.yaml",  # rule 113.2
    "rules/209_2_first_turn_weakness_after_the_deal.yaml",  # not_enough_coins 309.1, first_turn_weakness 209.2
}
_NEEDS_PARSE = pytest.mark.xfail(reason="needs Game.parse to explain real but illegal moves", strict=False)


def _param(path: Path) -> object:
    name = path.relative_to(ROOT).as_posix()
    return pytest.param(path, id=name, marks=[_NEEDS_PARSE] if name in NEEDS_PARSE else [])


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 1


def test_the_marked_scenarios_exist() -> None:
    assert {(ROOT / name).is_file() for name in NEEDS_PARSE} == {True}


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_scenario(path: Path) -> None:
    result = run_scenario_file(path)
    assert result.ok, result.report()
