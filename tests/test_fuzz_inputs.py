"""Hostile input changes nothing and never yields a traceback or a hang (issue 12).

Hypothesis drives every kind of input a user or an attacker hands the program: deck texts, records (whole
files and single mutated fields), scenario files, option notations and option objects, rules configs and
command lines. Each test states the one outcome allowed besides success: the package's own error
(:class:`~berserk_heroes.errors.BerserkError`) with the game, if any, exactly as it was. A hang is caught by an
alarm: each example gets a few seconds at most.
"""

from __future__ import annotations

import copy
import io
import json
import os
import signal
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from berserk_heroes import cli
from berserk_heroes.config import RulesConfig
from berserk_heroes.decisions import KINDS, Option
from berserk_heroes.demo import card_pool, demo_deck_texts, demo_setups, game_cards
from berserk_heroes.engine.game import Game
from berserk_heroes.errors import BerserkError, IllegalAction
from berserk_heroes.records import (
    checked_config,
    dumps_record,
    loads_record,
    record_from_dict,
    record_from_game,
    replay,
)
from berserk_heroes.rng import Rng
from berserk_heroes.scenarios.runner import loads_scenario, run_scenario

FUZZ = settings(max_examples=int(os.environ.get("BERSERK_FUZZ_EXAMPLES", "60")), deadline=None, suppress_health_check=[HealthCheck.too_slow])
SECONDS_PER_EXAMPLE = 20  # far above any honest input's cost: only a hang reaches it


class Hang(Exception):
    """An input made the program work for longer than any honest input needs."""


@contextmanager
def no_hang(seconds: int = SECONDS_PER_EXAMPLE) -> Iterator[None]:
    def alarm(signum: int, frame: Any) -> None:
        raise Hang(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# ---------------------------------------------------------------------------------------------- strategies

huge_digits = st.integers(4301, 6000).map(lambda n: "9" * n)  # beyond Python's int/str conversion limit
huge_int = st.integers(4301, 6000).map(lambda n: 10**n)
small_int = st.one_of(st.integers(-3, 300), st.integers())
any_int = st.one_of(small_int, huge_int)
json_scalar = st.one_of(st.none(), st.booleans(), any_int, st.floats(allow_nan=False), st.text(max_size=30))
text_scalar = st.one_of(st.none(), st.booleans(), small_int, st.floats(allow_nan=False), st.text(max_size=30))
json_value = st.recursive(json_scalar, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)), max_leaves=12)
junk_text = st.one_of(st.text(max_size=200), st.binary(max_size=200).map(lambda b: b.decode("latin-1")))


def _pool_names() -> list[str]:
    return sorted({c.name for c in card_pool()})[:400]


NAMES = _pool_names()
card_name = st.one_of(st.sampled_from(NAMES), st.text(min_size=1, max_size=20))
deck_line = st.one_of(
    st.builds(lambda n, name: f"{n} {name}", st.one_of(small_int.map(str), huge_digits, st.text(max_size=5)),
              card_name),
    st.builds(lambda name, key: f"1 {name} [{key}]", card_name, st.text(max_size=8)),
    st.builds(lambda head, value: f"{head}: {value}", st.sampled_from(
        ["Герой", "Название", "Колода", "Дополнительная колода", "Hero", "sideboard", "Чушь"]), card_name),
    st.just(" " * 5000), st.just("#" + "x" * 3000), junk_text)
deck_text = st.one_of(st.lists(deck_line, max_size=30).map("\n".join),
                      st.builds(lambda base, extra: base + "\n" + "\n".join(extra),
                                st.sampled_from(demo_deck_texts()), st.lists(deck_line, max_size=5)))


# --------------------------------------------------------------------------------------------------- decks


@FUZZ
@given(deck_text)
def test_any_deck_text_is_read_or_refused_with_a_reason(text: str) -> None:
    from berserk_heroes.decks import parse_deck, validate_deck

    pool = card_pool()
    with no_hang():
        try:
            deck = parse_deck(text, pool, "<fuzz>")
        except BerserkError as exc:
            assert len(str(exc)) < 20_000, "an error message must quote excerpts, not whole inputs"
            return
        validate_deck(deck, pool)


@FUZZ
@given(deck_text)
def test_deck_check_command_never_shows_a_traceback(tmp_path_factory: pytest.TempPathFactory, text: str) -> None:
    path = tmp_path_factory.mktemp("deck") / "deck.txt"
    path.write_text(text, encoding="utf-8", errors="surrogateescape")
    code, output = _run_cli(["deck", "check", str(path)])
    assert code in (0, 1, 2), output
    assert "Traceback" not in output


# ------------------------------------------------------------------------------------------------- records


def _small_record() -> dict[str, Any]:
    game = Game(demo_setups(), seed=3, config=RulesConfig(turn_limit=3))
    rng = Rng(3)
    while game.decision is not None:
        game.choose(rng.choice(game.decision.options))
    return json.loads(dumps_record(record_from_game(game)))


RECORD = _small_record()


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:6]):
            yield from _paths(item, (*prefix, index))


RECORD_PATHS = [p for p in _paths(RECORD) if p]


def _replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    data = copy.deepcopy(data)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


def _replay_or_refuse(data: Any) -> None:
    with no_hang():
        try:
            record = record_from_dict(data, "<fuzz>")
            replay(record, game_cards())
        except BerserkError:
            pass


@FUZZ
@given(st.sampled_from(RECORD_PATHS), json_value)
def test_a_record_with_any_field_changed_replays_or_is_refused(path: tuple[Any, ...], value: Any) -> None:
    _replay_or_refuse(_replaced(RECORD, path, value))


@FUZZ
@given(st.sampled_from(RECORD_PATHS), json_value)
def test_a_changed_record_never_verifies(path: tuple[Any, ...], value: Any) -> None:
    """Records commit to everything that defines the game: any change but a player's display name fails."""
    changed = _replaced(RECORD, path, value)
    assume(changed != RECORD and path[-1] != "name")
    with pytest.raises(BerserkError):
        replay(record_from_dict(changed, "<fuzz>"), game_cards())


@pytest.mark.parametrize("path", RECORD_PATHS, ids=lambda path: ".".join(map(str, path)))
def test_an_integer_too_long_to_print_is_refused_with_a_reason(path: tuple[Any, ...]) -> None:
    """Python refuses to print an integer of more than 4,300 digits: an error message must not try to (CI found
    ``result.winner = 10**4301`` raising a bare ValueError)."""
    changed = _replaced(RECORD, path, 10 ** 4301)
    with pytest.raises(BerserkError):
        replay(record_from_dict(changed, "<fuzz>"), game_cards())


@FUZZ
@given(junk_text)
def test_any_text_as_a_record_is_refused_with_a_reason(text: str) -> None:
    with no_hang():
        try:
            loads_record(text, "<fuzz>")
        except BerserkError:
            pass


@FUZZ
@given(st.sampled_from(['"seed": 3', '"player": 0', '"turn_limit": 3', '"winner": -1']), huge_digits)
def test_numbers_beyond_the_int_limit_in_a_record_are_refused(field: str, digits: str) -> None:
    text = dumps_record(record_from_dict(RECORD))
    assert field in text
    with pytest.raises(BerserkError):
        loads_record(text.replace(field, field.split(":")[0] + ": " + digits, 1), "<fuzz>")


@pytest.mark.parametrize("depth", [100, 10_000, 200_000])
def test_deeply_nested_json_is_refused_not_a_crash(tmp_path: Path, depth: int) -> None:
    path = tmp_path / "nested.json"
    path.write_text("[" * depth + "]" * depth, encoding="utf-8")
    code, output = _run_cli(["replay", str(path)])
    assert code == 2 and "Traceback" not in output


# ----------------------------------------------------------------------------------------------- scenarios

scenario_value = st.recursive(
    st.one_of(text_scalar, st.sampled_from(["p1", "p2", "attack", "end", "creature", "Гоблин", "wound"])),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(
        ["name", "setup", "script", "checks", "cards", "p1", "p2", "hero", "play", "hand", "choose", "error",
         "expect", "check", "type", "strike", "life", "active", "turn", "code", "rule", "player"]), inner,
        max_size=5)), max_leaves=20)


@FUZZ
@given(st.one_of(junk_text, scenario_value.map(lambda v: json.dumps(v, ensure_ascii=False)),
                 huge_digits.map(lambda digits: f"name: x\nsetup: {{turn: {digits}}}\nscript: []\n")))
def test_any_scenario_file_runs_or_is_refused_with_a_reason(text: str) -> None:
    with no_hang():
        try:
            scenario = loads_scenario(text, "<fuzz>.yaml")
        except BerserkError:
            return
        run_scenario(scenario)


# ----------------------------------------------------------------------------------------- notations, options


def _mid_game(seed: int) -> Game:
    game = Game(demo_setups(), seed=seed)
    rng = Rng(seed)
    for _ in range(rng.randrange(60)):
        if game.decision is None:
            break
        game.choose(rng.choice(game.decision.options))
    return game


GAMES = [_mid_game(seed) for seed in range(4)]
notation_text = st.one_of(
    junk_text, st.sampled_from(KINDS).flatmap(lambda k: st.builds(
        lambda name, tail: f"{k} {name}{tail}", card_name,
        st.sampled_from(["", " -> hero", ":1", ":99", "#3", "#-1", " @Гоблин", "#" + "9" * 5000]))),
    st.just("²"), st.just("x " + "9" * 5000))


def _refused_without_change(game: Game, attempt: Any) -> None:
    before = game.state_hash()
    try:
        attempt()
    except IllegalAction:
        assert game.state_hash() == before
    else:
        pytest.fail("accepted")


@FUZZ
@given(st.sampled_from(range(len(GAMES))), notation_text)
def test_any_notation_is_an_option_or_refused_leaving_the_game_as_it_was(index: int, text: str) -> None:
    game = GAMES[index].clone()
    assume(game.decision is not None)
    with no_hang():
        try:
            option = game.parse(text)
        except IllegalAction:
            return
    assert option in game.legal_options


garbage = st.one_of(any_int, st.text(max_size=5), st.none(), st.booleans(), st.floats())


@FUZZ
@given(st.sampled_from(range(len(GAMES))), st.one_of(st.text(max_size=8), st.sampled_from(KINDS)), any_int,
       any_int, any_int, any_int, st.one_of(st.none(), st.sampled_from([0, 1]), garbage))
def test_any_option_object_is_legal_or_refused_leaving_the_game_as_it_was(
        index: int, kind: str, card: int, target: int, num: int, extra: int, player: Any) -> None:
    game = GAMES[index].clone()
    assume(game.decision is not None)
    option = Option(kind, card, target, num, extra)
    rightful = player is None or (type(player) is int and player == game.decision.player)
    assume(not (rightful and option in game.legal_options))
    _refused_without_change(game, lambda: game.choose(option, player=player))


@FUZZ
@given(st.sampled_from(range(len(GAMES))), st.tuples(garbage, garbage, garbage))
def test_malformed_options_are_refused(index: int, fields: tuple[Any, Any, Any]) -> None:
    game = GAMES[index].clone()
    assume(game.decision is not None)
    _refused_without_change(game, lambda: game.choose(Option("play", *fields)))  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------------- configs

CONFIG_KEYS = sorted(RulesConfig().to_dict())


@FUZZ
@given(st.dictionaries(st.one_of(st.sampled_from(CONFIG_KEYS), st.text(max_size=8)), json_value, max_size=4))
def test_any_config_is_refused_or_gives_a_game_that_ends(values: dict[str, Any]) -> None:
    with no_hang():
        try:
            config = checked_config(values)
        except BerserkError:
            return
        game = Game(demo_setups(), seed=1, config=config)
        rng = Rng(1)
        for _ in range(3000):
            if game.decision is None:
                break
            game.choose(rng.choice(game.decision.options))


@FUZZ
@given(st.sampled_from(CONFIG_KEYS), st.one_of(small_int.map(str), huge_digits, st.text(max_size=12)))
def test_any_config_on_the_command_line_plays_or_is_refused(key: str, value: str) -> None:
    code, output = _run_cli(["play", "--ai-vs-ai", "--seed", "1", "--config", f"{key}={value}",
                             "--config", "turn_limit=4"])
    assert code in (0, 2), output
    assert "Traceback" not in output


# ---------------------------------------------------------------------------------------------- the CLI


def _run_cli(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with no_hang(), redirect_stdout(out), redirect_stderr(err):
        try:
            code = cli.main(argv)
        except SystemExit as exc:  # argparse's usage errors
            code = exc.code if isinstance(exc.code, int) else 2
    return code, out.getvalue() + err.getvalue()


@FUZZ
@given(st.lists(st.one_of(st.sampled_from(
    ["play", "replay", "rules", "deck", "check", "list", "cards", "show", "search", "scenario", "run", "--seed",
     "--config", "--deck1", "--record", "--ai-vs-ai", "--element", "-1", "0", "²", "9" * 5000, "/nonexistent",
     "/dev/null", "/"]), st.text(max_size=10)), max_size=6))
def test_no_command_line_yields_a_traceback(argv: list[str]) -> None:
    assume("play" not in argv or "--ai-vs-ai" in argv)  # an interactive game would wait for the terminal
    code, output = _run_cli(argv)
    assert isinstance(code, int)
    assert "Traceback" not in output
