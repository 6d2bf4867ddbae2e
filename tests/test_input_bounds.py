"""Bounded work from input (issue 12.3 and 12.5): every loop that input controls is bounded, and every number
a user types is read without Python's int-string limit ever being reached.

Rules options have declared ranges (RulesConfig field metadata) checked by one validator, whichever way a
config is made; the draw loop stops working once the deck is empty; deck files, records and prompt lines
are bounded; messages quote only an excerpt of the input.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import Table
from hypothesis import given, settings
from hypothesis import strategies as st

from berserk_heroes import DataError, Game, IllegalAction, RecordError, RulesConfig
from berserk_heroes.cards.pool import CardPool, load_card_pool
from berserk_heroes.cli import config_from_args, resolve_input
from berserk_heroes.config import allowed_values, check_option, option_fields, option_kind
from berserk_heroes.decks.format import _ALL_HEADERS, _split_header, _split_key, parse_deck, read_deck
from berserk_heroes.demo import demo_setups
from berserk_heroes.engine.zones import draw
from berserk_heroes.limits import (
    MAX_DECK_CARDS,
    MAX_DECK_FILE_BYTES,
    MAX_INPUT_CHARS,
    MAX_LINE_CHARS,
    MAX_LISTED_ERRORS,
    MAX_RECORD_TEXT_CHARS,
    excerpt,
    shown,
    whole_number,
)
from berserk_heroes.records import checked_config, loads_record

HUGE = "9" * 5000  # beyond Python's 4,300-digit int-string limit
BILLION = 1_000_000_000


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_card_pool()


def berserk(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The command in a subprocess: a regression that hangs fails on the timeout instead of hanging the suite."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "100"}
    return subprocess.run([sys.executable, "-m", "berserk_heroes.cli", *args], capture_output=True, text=True,
                          encoding="utf-8", timeout=timeout, env=env)


# ------------------------------------------------------------------------------------------ rules options


def test_every_option_declares_the_values_it_accepts() -> None:
    for name, option in option_fields().items():
        kind, _nullable = option_kind(option)
        if kind == "int":
            least, most = option.metadata["range"]
            assert 0 <= least <= option.default if option.default is not None else least >= 0, name
            assert option.default is None or option.default <= most, name
        elif kind == "str":
            assert option.default in option.metadata["choices"], name
        else:
            assert kind == "bool", name


def _too_big(option: dataclasses.Field) -> int:
    return option.metadata["range"][1] + 1


INT_OPTIONS = [name for name, f in option_fields().items() if option_kind(f)[0] == "int"]


@pytest.mark.parametrize("name", INT_OPTIONS)
def test_one_validator_bounds_every_whole_number_option_everywhere(name: str) -> None:
    """The same range holds for RulesConfig(...), from_dict, records.checked_config and --config."""
    option = option_fields()[name]
    value = _too_big(option)
    for make in (lambda: RulesConfig(**{name: value}), lambda: RulesConfig.from_dict({name: value}),
                 lambda: checked_config({name: value}), lambda: config_from_args([f"{name}={value}"])):
        with pytest.raises(DataError) as caught:
            make()
        assert name in caught.value.where and allowed_values(option) in caught.value.message
    most = option.metadata["range"][1]
    assert getattr(RulesConfig(**{name: most}), name) == most


def test_a_billion_cards_per_turn_is_refused_with_the_range() -> None:
    with pytest.raises(DataError, match=r"must be a whole number 0–10, not '1000000000'"):
        config_from_args(["cards_drawn_per_turn=1000000000"])
    with pytest.raises(DataError, match="opening_hand"):
        RulesConfig(opening_hand=BILLION)


def test_word_options_accept_only_their_choices() -> None:
    with pytest.raises(DataError, match=r"'fifo' or 'lifo'"):
        RulesConfig(queue_order="random")
    with pytest.raises(DataError, match=r"'nothing', 'lose' or 'lose_after_3'"):
        RulesConfig.from_dict({"deck_out": "explode"})


def test_config_messages_quote_only_an_excerpt() -> None:
    with pytest.raises(DataError) as caught:
        config_from_args([f"opening_hand={HUGE}"])
    assert len(str(caught.value)) < 300
    with pytest.raises(DataError) as caught:
        RulesConfig(turn_limit=10**5000)  # a number too long for repr() (int-string limit)
    assert "digits" in caught.value.message and len(str(caught.value)) < 300
    option = option_fields()["queue_order"]
    with pytest.raises(DataError) as caught:
        check_option(option, "x" * 100_000)
    assert len(str(caught.value)) < 300


def test_rules_table_shows_the_accepted_values() -> None:
    rows = {name: doc for name, _default, _section, doc in RulesConfig.describe()}
    assert rows["opening_hand"].endswith("[a whole number 0–20]")
    assert rows["hand_limit"].endswith("[a whole number 0–50 or none]")


# ------------------------------------------------------------------------------------------ the draw loop


def test_drawing_a_billion_from_an_empty_deck_counts_a_billion_failed_draws() -> None:
    """§9.9: each draw from an empty deck fails (a loss under deck_out 'lose'); the outcome is kept, the work
    is not done a billion times."""
    t = Table.build()
    player = t.s.players[1]
    player.deck.clear()
    before = player.failed_draws
    assert draw(t.s, 1, BILLION) == 0
    assert player.failed_draws == before + BILLION


def test_drawing_past_the_end_of_the_deck_draws_what_there_is_then_fails_the_rest() -> None:
    t = Table.build()
    player = t.s.players[1]
    del player.deck[2:]
    hand, before = len(player.hand), player.failed_draws
    assert draw(t.s, 1, 5) == 2
    assert len(player.hand) == hand + 2 and player.failed_draws == before + 3


def test_a_draw_from_an_empty_deck_still_loses_under_deck_out_lose() -> None:
    t = Table.build(deck_out="lose")
    t.s.players[1].deck.clear()
    for _ in range(4):
        if t.game.is_over:
            break
        t.game.choose("end")
    assert t.game.result is not None and t.game.result[1] == "deck_out"


# ------------------------------------------------------------------------------------------ numbers


@pytest.mark.parametrize(("text", "expected"), [("0", 0), ("42", 42), ("-3", -3), ("+7", 7), ("²", None),
                                                ("٣", None), ("", None), ("-", None), ("1e3", None),
                                                ("9" * 9, 999_999_999), ("9" * 10, None), (HUGE, None)])
def test_whole_number(text: str, expected: int | None) -> None:
    assert whole_number(text) == expected


@pytest.mark.parametrize(("text", "code"), [("²", "unknown_option"), ("٣", "unknown_option"),
                                            ("12²", "unknown_option"), ("9" * 999, "bad_number"),
                                            ("0" * 998 + "1", "bad_number"), (HUGE, "input_too_long")])
def test_prompt_numbers_never_raise_value_error(text: str, code: str) -> None:
    game = Game(demo_setups(), seed=1)
    with pytest.raises(IllegalAction) as caught:
        resolve_input(game, text)
    assert caught.value.code == code and len(caught.value.message_en) < 300


def test_prompt_card_ids_never_raise_value_error() -> None:
    game = Game(demo_setups(), seed=1)
    for ref in (f"play Орк-рубака#{HUGE}", "play Орк-рубака#²", f"attack Гном#{HUGE} -> hero"):
        with pytest.raises(IllegalAction):
            resolve_input(game, ref)


def test_prompt_input_is_bounded() -> None:
    game = Game(demo_setups(), seed=1)
    with pytest.raises(IllegalAction) as caught:
        resolve_input(game, "x" * (MAX_INPUT_CHARS + 1))
    assert caught.value.code == "input_too_long"


def test_excerpt_and_shown() -> None:
    assert excerpt("short") == "short"
    long = excerpt("a" * 1000)
    assert long.startswith("a" * 60) and long.endswith("(+940)") and len(long) < 80
    assert shown(10**5000).startswith("a number of about 5000 digits")
    assert shown("x") == "'x'"


# ------------------------------------------------------------------------------------------ records


def _record_text() -> str:
    from berserk_heroes.records import dumps_record, record_from_game

    game = Game(demo_setups(), seed=2)
    for _ in range(6):
        game.choose(game.legal_options[0])
    return dumps_record(record_from_game(game))


def test_a_record_with_a_huge_number_is_a_record_error() -> None:
    text = _record_text().replace('"seed": 2', f'"seed": {HUGE}', 1)
    with pytest.raises(RecordError, match="invalid JSON"):
        loads_record(text, "huge.json")


@pytest.mark.parametrize("depth", [100_000, 5_000])
def test_a_deeply_nested_record_is_a_record_error(depth: int) -> None:
    with pytest.raises(RecordError):
        loads_record("[" * depth + "]" * depth, "deep.json")


def test_a_record_with_a_billion_card_draw_is_refused_when_loaded() -> None:
    data = json.loads(_record_text())
    data["config"]["cards_drawn_per_turn"] = BILLION
    with pytest.raises(RecordError) as caught:
        loads_record(json.dumps(data), "crafted.json")
    assert "config.cards_drawn_per_turn" in caught.value.where


def test_a_record_deck_is_bounded() -> None:
    data = json.loads(_record_text())
    data["players"][0]["deck"] = ["x"] * (MAX_DECK_CARDS + 1)
    with pytest.raises(RecordError, match=f"at most {MAX_DECK_CARDS} cards"):
        loads_record(json.dumps(data), "crafted.json")


@pytest.mark.parametrize("field", ["choice", "hash"])
def test_record_texts_are_bounded(field: str) -> None:
    """A megabyte-long choice or hash would be quoted whole by the replay's messages."""
    data = json.loads(_record_text())
    data["steps"][3][field] = "x" * 1_000_000
    with pytest.raises(RecordError, match=f"longer than {MAX_RECORD_TEXT_CHARS} characters") as caught:
        loads_record(json.dumps(data), "crafted.json")
    assert len(str(caught.value)) < 300
    data["steps"][3][field] = "end"
    data["players"][1]["deck"][0] = "k" * 1_000_000
    with pytest.raises(RecordError, match="card key is longer"):
        loads_record(json.dumps(data), "crafted.json")


def test_replay_of_a_crafted_record_does_not_hang(tmp_path: Path) -> None:
    data = json.loads(_record_text())
    data["config"]["opening_hand"] = BILLION
    path = tmp_path / "crafted.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = berserk("replay", str(path))
    assert done.returncode == 2 and "opening_hand" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("item", ["opening_hand=1000000000", "cards_drawn_per_turn=1000000000"])
def test_play_with_a_billion_cards_does_not_hang(item: str) -> None:
    done = berserk("play", "--ai-vs-ai", "--seed", "1", "--config", item)
    assert done.returncode == 2 and "0–" in done.stderr and "Traceback" not in done.stderr


def test_a_scenario_with_a_billion_cards_per_turn_does_not_hang(tmp_path: Path) -> None:
    path = tmp_path / "draws.yaml"
    path.write_text("config: {cards_drawn_per_turn: 1000000000}\n"
                    "cards:\n  Вождь: {type: hero, life: 26}\n"
                    "setup:\n  active: p1\n  phase: turn_start\n  p1: {hero: Вождь}\n  p2: {hero: Вождь}\n",
                    encoding="utf-8")
    done = berserk("scenario", "run", str(path))
    assert done.returncode != 0 and "0–10, not 1000000000" in done.stdout
    assert "Traceback" not in done.stderr


# ------------------------------------------------------------------------------------------ deck files


HERO_LINE = "Герой: Учебный вождь\n"


@pytest.mark.parametrize("line", ["1 Орк-рубака" + " " * 40_000 + "[x", "a" + " " * 40_000 + "b",
                                  "Герой" + " " * 40_000 + "x", "1" + " " * 40_000 + "x"])
def test_a_40000_space_line_is_refused_with_a_short_message(pool: CardPool, line: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_deck(HERO_LINE + line + "\n", pool, "long.txt")
    message = str(caught.value)
    assert caught.value.where == "long.txt:2" and str(MAX_LINE_CHARS) in message and len(message) < 400


def test_counts_of_any_length_are_bad_counts(pool: CardPool) -> None:
    for count in ("1000000000", "9" * 250):
        with pytest.raises(DataError, match="bad count") as caught:
            parse_deck(f"{HERO_LINE}{count} Орк-рубака\n", pool)
        assert len(str(caught.value)) < 400


def test_a_deck_is_bounded_in_cards_and_the_error_is_said_once(pool: CardPool) -> None:
    text = HERO_LINE + "99 Орк-рубака\n" * (MAX_DECK_CARDS // 99 + 3)
    with pytest.raises(DataError) as caught:
        parse_deck(text, pool)
    assert str(caught.value).count(f"more than {MAX_DECK_CARDS} cards") == 1


def test_many_bad_lines_list_a_bounded_number_of_errors(pool: CardPool) -> None:
    text = HERO_LINE + "".join(f"1 Нет такой карты {i}\n" for i in range(300))
    with pytest.raises(DataError) as caught:
        parse_deck(text, pool)
    message = str(caught.value)
    assert message.count("unknown card") == MAX_LISTED_ERRORS
    assert f"and {300 - MAX_LISTED_ERRORS} more" in message


def test_a_deck_file_is_bounded_in_size(pool: CardPool, tmp_path: Path) -> None:
    path = tmp_path / "big.txt"
    path.write_text(HERO_LINE + ("# " + "x" * 100 + "\n") * (MAX_DECK_FILE_BYTES // 100), encoding="utf-8")
    with pytest.raises(DataError, match=f"larger than {MAX_DECK_FILE_BYTES} bytes"):
        read_deck(path, pool)
    with pytest.raises(DataError, match="longer than"):
        parse_deck("\n" * (MAX_DECK_FILE_BYTES + 1), pool)


def test_a_deck_that_is_not_utf8_is_a_data_error(pool: CardPool, tmp_path: Path) -> None:
    path = tmp_path / "cp1251.txt"
    path.write_bytes("Герой: Учебный вождь\n".encode("cp1251"))
    with pytest.raises(DataError, match="UTF-8"):
        read_deck(path, pool)


# The patterns the deck parser used before it was made linear: the new str-method parsing must read every
# line the same way (same header, same key split) — only in linear time.
_OLD_HEADER_RE = re.compile(r"^(?P<head>[^\d:#\[][^:#\[]*?)\s*:\s*(?P<value>.*)$")
_OLD_KEY_RE = re.compile(r"^(?P<name>.*?)\s*\[(?P<key>[^\[\]]*)\]$")
_LINE_TEXT = st.text(alphabet=st.sampled_from(list(" \t:[]#1Гг ероййdeck-Оркa")), max_size=30)


@settings(max_examples=300, deadline=None)
@given(ref=_LINE_TEXT)
def test_key_split_reads_like_the_old_pattern(ref: str) -> None:
    old = _OLD_KEY_RE.match(ref)
    expected = (old["name"].strip(), old["key"].strip()) if old else (ref.strip(), None)
    assert _split_key(ref) == expected


@settings(max_examples=300, deadline=None)
@given(line=_LINE_TEXT)
def test_header_split_reads_like_the_old_pattern(line: str) -> None:
    line = line.strip()
    old = _OLD_HEADER_RE.match(line)
    head = old["head"].strip().casefold() if old else None
    expected = (head, old["value"].strip()) if old and head in _ALL_HEADERS else None
    assert _split_header(line) == expected
