"""Loading and running scenario files (format: ``docs/scenarios.md``).

A file is read and validated completely before anything runs: every malformed part is a DataError naming
``file:line``. Running reports every failure with the ``file:line`` of the step or check. A folder run reports
each file's problem as that file's failure and goes on with the next file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..config import RulesConfig
from ..decisions import DONE, KEEP, NO, NO_DEFENDER, SKIP
from ..engine.game import Game
from ..engine.position import Position
from ..errors import DataError, IllegalAction
from .cards import CardResolver
from .checks import Check, parse_check, run_check
from .facts import compare, summary
from .fields import (
    MAX_SEED,
    check_keys,
    flag,
    integer,
    item_where,
    mapping,
    sequence,
    strings,
    text,
)
from .setup import PLAYERS, DealSetup, parse_setup, player_index, start_game
from .yamlio import Node, load_yaml, loads_yaml

__all__ = ["Scenario", "ScenarioResult", "Step", "compare", "load_scenario", "loads_scenario", "parse_scenario",
           "run_paths", "run_scenario", "run_scenario_file", "scenario_files", "summary"]

TOP_KEYS = {"name", "rule", "description", "config", "cards", "setup", "script", "checks", "strict", "seed",
            "allow_unsupported"}
STEP_KINDS = {  # the key that makes a step of each kind → the other keys it may have
    "choose": {"player", "repeat"},
    "check": set(),
    "expect": set(),
    "error": {"player", "code", "rule", "message"},
}
EXPECT_KEYS = {"player", "kind", "options", "includes", "excludes"}
MAX_REPEAT = 1000


@dataclass(frozen=True)
class Step:
    """One step of the script, validated. ``kind``: choose, check, expect or error; ``where``: its file:line."""

    kind: str
    where: str
    number: int
    text: str = ""
    player: int | None = None
    repeat: int = 1
    spec: Node | None = None
    check: Check | None = None


@dataclass
class Scenario:
    """A parsed scenario, ready to run. ``setup``: a Position, a DealSetup (``phase: deal``) or None (a scenario of
    deck checks only); ``position`` is the setup when it is a Position."""

    name: str
    file: str
    rule: str | None
    position: Position | None
    config: RulesConfig
    seed: int
    strict: bool
    script: list[Step]
    checks: Check | None
    allow_unsupported: bool = False
    setup: Position | DealSetup | None = None
    cards: CardResolver = field(default_factory=lambda: CardResolver(None))
    setup_where: str = ""


@dataclass
class ScenarioResult:
    """What running a scenario gave: ``ok``, and on failure the step and a diff of what differed."""

    name: str
    file: str
    ok: bool
    failures: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def report(self) -> str:
        head = f"{'PASS' if self.ok else 'FAIL'} {self.file} — {self.name}"
        return head if self.ok else head + "\n" + "\n".join("    " + f for f in self.failures)


# ---------------------------------------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------------------------------------


def parse_scenario(data: Any, file: str) -> Scenario:
    """Validate and convert a loaded YAML document."""
    data = check_keys(data, TOP_KEYS, "scenario", f"{file}:1")
    cards = CardResolver(data.get("cards"), data.where("cards"))
    setup = parse_setup(data["setup"], cards, data.where("setup")) if data.get("setup") is not None else None
    script = _script(data, cards, setup)
    checks = parse_check(data["checks"], cards, setup, data.where("checks")) if data.get("checks") is not None else None
    if setup is None:
        _no_game_needed(data, script, checks)
    return Scenario(name=text(data, "name", Path(file).stem), file=file,
                    rule=text(data, "rule", "") or None, position=setup if isinstance(setup, Position) else None,
                    config=_config(data), seed=integer(data, "seed", 0, high=MAX_SEED), strict=flag(data, "strict", True),
                    script=script, checks=checks, allow_unsupported=flag(data, "allow_unsupported", False),
                    setup=setup, cards=cards, setup_where=data.where("setup"))


def _config(data: Node) -> RulesConfig:
    """``config:`` as RulesConfig; a wrong key or value names its line."""
    if data.get("config") is None:
        return RulesConfig()
    node = mapping(data["config"], data.where("config"), "config")
    check_keys(node, set(RulesConfig.__dataclass_fields__), "config")
    try:  # the rules options' one check of types and ranges (config.check_option)
        return RulesConfig.from_dict(dict(node))
    except DataError as exc:  # its where is «config.<key>»
        raise DataError(node.where(exc.where.removeprefix("config.")), exc.message) from None


def _no_game_needed(data: Node, script: list[Step], checks: Check | None) -> None:
    """Without a setup there is no game: only deck checks can run."""
    for step in script:
        if step.kind != "check" or (step.check is not None and step.check.needs_game):
            raise DataError(step.where, "this step needs a game, but the scenario has no 'setup'")
    if checks is not None and checks.needs_game:
        raise DataError(data.where("checks"), "these checks need a game, but the scenario has no 'setup'")


def _script(data: Node, cards: CardResolver, setup: Any) -> list[Step]:
    seq = sequence(data, "script", "script")
    return [_step(item, item_where(seq, i, data.where("script")), i + 1, cards, setup) for i, item in enumerate(seq)]


def _step(item: Any, at: str, number: int, cards: CardResolver, setup: Any) -> Step:
    """One script step; a bare string means ``choose``."""
    if isinstance(item, str):
        return Step("choose", at, number, text=item)
    node = mapping(item, at, f"script step {number}")
    kinds = [k for k in STEP_KINDS if k in node]
    if len(kinds) != 1:
        raise DataError(at, f"a step has exactly one of {', '.join(STEP_KINDS)}; this one has "
                            f"{', '.join(kinds) or 'none'}")
    kind = kinds[0]
    check_keys(node, {kind, "comment"} | STEP_KINDS[kind], f"a '{kind}' step", at)
    player = player_index(node["player"], node.where("player")) if "player" in node else None
    if kind == "check":
        return Step(kind, at, number, check=parse_check(node["check"], cards, setup, node.where("check")))
    if kind == "expect":
        return Step(kind, at, number, spec=_expect_spec(node["expect"], node.where("expect")))
    if kind == "error":
        for key in ("code", "rule", "message"):
            text(node, key, "")  # (a type check)
        return Step(kind, at, number, text=_choice_text(node, "error"), player=player, spec=node)
    return Step(kind, at, number, text=_choice_text(node, "choose"), player=player,
                repeat=integer(node, "repeat", 1, low=1, high=MAX_REPEAT))


def _choice_text(node: Node, key: str) -> str:
    """The option text of a step. YAML reads an unquoted yes / no as true / false: they mean the options «yes», «no»."""
    value = node[key]
    if isinstance(value, bool):
        return "yes" if value else "no"
    if not isinstance(value, str):
        raise DataError(node.where(key), f"'{key}' must be an option's text, e.g. \"play Казнь\"")
    return value


def _expect_spec(value: Any, at: str) -> Node:
    spec = check_keys(value, EXPECT_KEYS, "expect", at)
    if "player" in spec:
        player_index(spec["player"], spec.where("player"))
    text(spec, "kind", "")
    for key in ("options", "includes", "excludes"):
        strings(spec, key, f"'{key}'")
    return spec


def load_scenario(path: str | Path) -> Scenario:
    return parse_scenario(load_yaml(path), str(path))


def loads_scenario(text: str, file: str = "<scenario>") -> Scenario:
    return parse_scenario(loads_yaml(text, file), file)


# ---------------------------------------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------------------------------------


def _default_answer(game: Game) -> str:
    """Non-strict mode: a neutral answer to a decision the script does not address."""
    notes = game.notations()
    for word in (NO_DEFENDER, DONE, SKIP, KEEP, NO):
        if word in notes:
            return word
    return notes[0]


def run_scenario(sc: Scenario) -> ScenarioResult:
    """Run a scenario: build the game, play the script, check the result."""
    result = ScenarioResult(sc.name, sc.file, True)
    game = None
    if sc.setup is not None:
        try:
            game = start_game(sc.setup, sc.seed, sc.config, sc.allow_unsupported, result.log)
        except Exception as exc:  # noqa: BLE001 - reported as a failure of this scenario
            return ScenarioResult(sc.name, sc.file, False, [f"{sc.setup_where}: setup failed: {exc}"], result.log)
    for step in sc.script:
        failures = _guarded(step.where, _run_step, game, sc, step, result.log)
        if failures:
            result.ok = False
            result.failures.extend(failures)
            return result
    if sc.checks is not None:
        diffs = _guarded(f"{sc.file}: final checks", _check, sc, sc.checks, game)
        if diffs:
            result.ok = False
            result.failures.extend(["final checks:"] + diffs)
    return result


def _guarded(where: str, run: Any, *args: Any) -> list[str]:
    """``run(*args)``'s failures; an IllegalAction or an engine error is this step's failure, not the run's."""
    try:
        failures: list[str] = run(*args)
        return failures
    except IllegalAction as exc:
        return [f"{where}: rejected: {exc}"]
    except Exception as exc:  # noqa: BLE001 - an engine error is this scenario's failure, not the run's
        return [f"{where}: engine error: {type(exc).__name__}: {exc}"]


def _check(sc: Scenario, check: Check, game: Game | None) -> list[str]:
    return run_check(check, game, sc.cards, sc.config, sc.allow_unsupported)


def _run_step(game: Game | None, sc: Scenario, step: Step, log: list[str]) -> list[str]:
    if step.kind == "check":
        assert step.check is not None
        diffs = _check(sc, step.check, game)
        return [f"{step.where}: check after step {step.number - 1} failed:"] + diffs if diffs else []
    assert game is not None  # (parse_scenario: only checks run without a setup)
    if step.kind == "expect":
        return _expect(game, step.spec, step.where)
    if step.kind == "error":
        return _expect_error(game, step)
    for _ in range(step.repeat):
        failure = _choose(game, sc, step, log)
        if failure:
            return [failure]
    return []


def _choose(game: Game, sc: Scenario, step: Step, log: list[str]) -> str | None:
    text, player, where = step.text, step.player, step.where
    while True:
        d = game.decision
        if d is None:
            return f"{where}: the game is over ({game.result}) but the script wants «{text}»"
        try:
            option = game.parse(text)
        except IllegalAction:
            scripted_turn = d.kind == "main" and (player is None or player == d.player)
            if not sc.strict and not scripted_turn and (player is None or player != d.player):
                answer = _default_answer(game)
                log.append(f"auto: {PLAYERS[d.player]} {answer}")
                game.choose(answer)
                continue
            return (f"{where}: unscripted or unexpected decision: {PLAYERS[d.player]} must choose "
                    f"{d.kind}; options: {game.notations()}; the script says «{text}»")
        if player is not None and player != d.player:
            return f"{where}: the script expects {PLAYERS[player]} to decide, but it is {PLAYERS[d.player]}"
        log.append(f"{PLAYERS[d.player]}: {game.notation(option)}")
        game.choose(option)
        return None


def _expect(game: Game, spec: Any, where: str) -> list[str]:
    d = game.decision
    fails = []
    if d is None:
        return [f"{where}: expected a decision, but the game is over ({game.result})"]
    notes = game.notations()
    if "player" in spec and PLAYERS[d.player] != spec["player"]:
        fails.append(f"{where}: decision player: expected {spec['player']}, got {PLAYERS[d.player]}")
    if "kind" in spec and d.kind != spec["kind"]:
        fails.append(f"{where}: decision kind: expected {spec['kind']}, got {d.kind}")
    if "options" in spec and sorted(spec["options"]) != sorted(notes):
        fails.append(f"{where}: options: expected {sorted(spec['options'])}, got {sorted(notes)}")
    for note in spec.get("includes") or ():
        if note not in notes:
            fails.append(f"{where}: option «{note}» missing; options: {notes}")
    for note in spec.get("excludes") or ():
        if note in notes:
            fails.append(f"{where}: option «{note}» should not be legal")
    return fails


def _expect_error(game: Game, step: Step) -> list[str]:
    """An ``error:`` step: the choice, made as ``player`` when given, must be refused with the expected code, rule
    and message, and leave the game exactly as it was."""
    spec, where = step.spec, step.where
    assert spec is not None
    before = game.state_hash()
    try:
        game.choose(step.text, player=step.player)
    except IllegalAction as exc:
        fails = []
        if "code" in spec and exc.code != str(spec["code"]):
            fails.append(f"{where}: error code: expected {spec['code']}, got {exc.code} ({exc.message_en})")
        if "rule" in spec and exc.rule != str(spec["rule"]):
            fails.append(f"{where}: error rule: expected {spec['rule']}, got {exc.rule} ({exc.code})")
        message = str(spec.get("message", ""))
        if message and message not in exc.message_ru and message not in exc.message_en:
            fails.append(f"{where}: error message: expected it to contain «{message}», got «{exc.message_ru}» / "
                         f"«{exc.message_en}»")
        if game.state_hash() != before:
            fails.append(f"{where}: the rejected choice changed the game")
        return fails
    who = f" from {PLAYERS[step.player]}" if step.player is not None else ""
    return [f"{where}: «{step.text}»{who} was accepted, but the script expects it to be rejected"]


def run_scenario_file(path: str | Path) -> ScenarioResult:
    """Load and run one file. Never raises: whatever is wrong with the file is this result's failure."""
    try:
        sc = load_scenario(path)
    except DataError as exc:
        return ScenarioResult(Path(path).stem, str(path), False, [f"malformed scenario: {exc}"])
    except Exception as exc:  # noqa: BLE001 - a gap in the validation must not stop a folder run
        return ScenarioResult(Path(path).stem, str(path), False,
                              [f"{path}: cannot read the scenario ({type(exc).__name__}: {exc}); please report this"])
    return run_scenario(sc)


def scenario_files(paths: list[str | Path]) -> list[Path]:
    """The scenario files under ``paths``: a folder gives its ``*.yaml`` files (sorted, recursively), anything else
    itself (a missing file is then reported by ``run_scenario_file``)."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(p.rglob("*.yaml")))
        else:
            out.append(p)
    return out


def run_paths(paths: list[str | Path]) -> list[ScenarioResult]:
    """Run every scenario file under ``paths`` (files or folders)."""
    return [run_scenario_file(p) for p in scenario_files(paths)]
