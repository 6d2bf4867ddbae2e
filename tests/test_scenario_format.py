"""The scenario format itself: malformed files name file, line and field; strict mode; diffs."""

from __future__ import annotations

from pathlib import Path

import pytest

from berserk_heroes.errors import DataError
from berserk_heroes.scenarios.runner import load_scenario, run_scenario, run_scenario_file

GOOD = """\
name: a fight
cards:
  Гоблин: {type: creature, strike: 1, life: 1}
  Тролль: {type: creature, strike: 4, life: 5}
  Вождь: {type: hero, life: 26}
setup:
  active: p1
  p1: {hero: Вождь, play: [Гоблин]}
  p2: {hero: Вождь, play: [Тролль]}
script:
  - choose: "attack Гоблин -> Тролль"
checks:
  p2.play.Тролль.wounds: 1
  p1.graveyard: [Гоблин]
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_scenario_passes(tmp_path: Path) -> None:
    assert run_scenario_file(_write(tmp_path, GOOD)).ok


def test_yaml_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("script:", "script: [unclosed"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert str(path) in str(err.value) and ":" in err.value.where


def test_unknown_field_names_file_line_and_field(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("  p1: {hero: Вождь, play: [Гоблин]}",
                                         "  p1: {hero: Вождь, play: [Гоблин], mana: 3}"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert err.value.where == f"{path}:8, field 'mana'"


def test_unknown_card_is_named_with_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("play: [Тролль]", "play: [Троль-опечатка]"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert "Троль-опечатка" in str(err.value) and f"{path}:9" in err.value.where


def test_bad_ability_field_is_named(tmp_path: Path) -> None:
    text = GOOD.replace("  Гоблин: {type: creature, strike: 1, life: 1}",
                        "  Гоблин: {type: creature, strike: 1, life: 1, abilities: [{kind: triggered, "
                        "trigger: {event: explodes}}]}")
    with pytest.raises(DataError) as err:
        load_scenario(_write(tmp_path, text))
    assert "unknown event 'explodes'" in str(err.value) and "field 'event'" in err.value.where


def test_strict_mode_fails_on_an_unscripted_decision(tmp_path: Path) -> None:
    # P2 has an open creature, so a defender decision comes up that the script does not answer.
    text = GOOD.replace("play: [Тролль]", "play: [Тролль, Тролль]").replace(
        '  - choose: "attack Гоблин -> Тролль"', '  - choose: "attack Гоблин -> hero"\n  - choose: end')
    result = run_scenario(load_scenario(_write(tmp_path, text)))
    assert not result.ok
    assert "unscripted or unexpected decision: p2 must choose defender" in result.report()


def test_non_strict_mode_answers_unscripted_decisions_neutrally(tmp_path: Path) -> None:
    text = "strict: false\n" + GOOD.replace("play: [Тролль]", "play: [Тролль, Тролль]").replace(
        '  - choose: "attack Гоблин -> Тролль"', '  - choose: "attack Гоблин -> hero"\n  - choose: end').replace(
        "checks:\n  p2.play.Тролль.wounds: 1\n  p1.graveyard: [Гоблин]\n", "checks:\n  p2.hero.wounds: 1\n")
    result = run_scenario(load_scenario(_write(tmp_path, text)))
    assert result.ok, result.report()
    assert "auto: p2 no-defender" in result.log


def test_failed_check_prints_a_diff_with_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("p2.play.Тролль.wounds: 1", "p2.play.Тролль.wounds: 3"))
    result = run_scenario_file(path)
    assert not result.ok
    assert f"{path}:13: p2.play.Тролль.wounds: expected 3, got 1" in result.report()
