"""Game records (records.py): record, save, load, replay in a fresh process; tampered records are rejected
with an error naming the first bad step or field."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from berserk_heroes import Game, PlayerSetup, RulesConfig
from berserk_heroes.agents.random_agent import play_random_game
from berserk_heroes.cards.model import CardDef
from berserk_heroes.demo import card_pool, demo_setups, game_cards
from berserk_heroes.errors import RecordError
from berserk_heroes.records import (
    RECORD_FORMAT,
    GameRecord,
    RecordStep,
    dumps_record,
    load_record,
    loads_record,
    record_from_dict,
    record_from_game,
    replay,
    save_record,
)
from berserk_heroes.rng import Rng

SEEDS = (1, 2, 3, 4)


@pytest.fixture(scope="module")
def pool() -> Any:
    return card_pool()


@pytest.fixture(scope="module")
def setups(pool: Any) -> list[PlayerSetup]:
    return demo_setups(pool)


@pytest.fixture(scope="module")
def finished(setups: list[PlayerSetup]) -> dict[int, Game]:
    return {seed: play_random_game(Game(setups, seed=seed), seed=seed) for seed in SEEDS}


@pytest.fixture(scope="module")
def record(finished: dict[int, Game]) -> GameRecord:
    return record_from_game(finished[1])


def as_data(record: GameRecord) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(dumps_record(record))
    return data


def reject(data: Any, pool: Any) -> RecordError:
    """The RecordError that loading or replaying ``data`` raises."""
    with pytest.raises(RecordError) as caught:
        replay(record_from_dict(data, "t.json"), pool)
    return caught.value


def branching_step(record: GameRecord, pool: Any) -> tuple[int, list[str]]:
    """A step (1-based) with more than one legal option, and those options' notations."""
    game = Game(demo_setups(pool), seed=record.seed)
    for number, step in enumerate(record.steps, start=1):
        if number > 10 and len(game.legal_options) > 2:
            return number, game.notations()
        game.choose(step.choice, player=step.player)
    raise AssertionError("no branching step")


# ------------------------------------------------------------------------------------------------- round trip


@pytest.mark.parametrize("seed", SEEDS)
def test_record_save_load_replay_reproduces_the_game(seed: int, finished: dict[int, Game], pool: Any,
                                                     tmp_path: Path) -> None:
    game = finished[seed]
    record = record_from_game(game)
    assert record.format == RECORD_FORMAT
    assert len(record.steps) == len(game.history) > 0
    assert record.result == game.result is not None
    assert record.final_hash == game.state_hash() == record.steps[-1].hash
    assert [p.hero for p in record.players] == ["demo-001", "demo-002"]
    assert list(record.players[0].deck) == [d.key for d in game.setups[0].deck]  # original order
    path = tmp_path / "game.json"
    save_record(record, path)
    loaded = load_record(path)
    assert loaded == record
    replayed = replay(loaded, pool)
    assert replayed.state_hash() == game.state_hash()
    assert replayed.history == game.history


def test_records_replay_in_a_fresh_process(finished: dict[int, Game], tmp_path: Path) -> None:
    paths = []
    for seed, game in finished.items():
        path = tmp_path / f"game{seed}.json"
        save_record(record_from_game(game), path)
        paths.append(str(path))
    script = ("import sys\nfrom berserk_heroes.records import load_record, replay\n"
              "from berserk_heroes.demo import card_pool\n"
              "for p in sys.argv[1:]:\n    print(replay(load_record(p), card_pool()).state_hash())\n")
    done = subprocess.run([sys.executable, "-c", script, *paths], capture_output=True, text=True, timeout=60,
                          env={"PYTHONHASHSEED": "random", "PATH": ""}, check=True)
    assert done.stdout.split() == [g.state_hash() for g in finished.values()]


def test_games_with_compiled_abilities_replay_in_a_fresh_process(tmp_path: Path) -> None:
    cards = game_cards()
    with_text = [c for c in cards.pool.search(type="creature") if c.set_code == "14" and c.text.strip()]
    chosen = [c.key for c in with_text if cards.get(c.key).supported and cards.get(c.key).abilities][:14]
    assert len(chosen) >= 10
    deck = tuple(cards.get(key) for key in chosen for _ in range(3))[:40]
    hero = cards.get("demo-001")
    setups = [PlayerSetup(hero, deck, name="real"), demo_setups()[1]]
    paths = []
    used_abilities = False
    for seed in (1, 2, 3):
        game = play_random_game(Game(setups, seed=seed), seed=seed)
        used_abilities |= any(n.startswith(("declare", "target", "activate")) for _, n in game.history)
        path = tmp_path / f"real{seed}.json"
        save_record(record_from_game(game), path)
        paths.append(str(path))
    assert used_abilities
    done = subprocess.run([sys.executable, "-m", "berserk_heroes.cli", "replay", *paths[:1]],
                          capture_output=True, text=True, encoding="utf-8", timeout=60,
                          env={"PYTHONHASHSEED": "random", "PATH": ""})
    assert done.returncode == 0 and done.stdout.startswith("OK"), done.stdout + done.stderr
    for other in paths[1:]:
        assert replay(load_record(other), cards).is_over


def test_unfinished_game_and_rules_config_are_recorded(setups: list[PlayerSetup], pool: Any) -> None:
    config = RulesConfig(queue_order="lifo", coin_income=2, turn_limit=50)
    game = Game(setups, seed=11, config=config)
    rng = Rng(5)
    for _ in range(40):
        game.choose(rng.choice(game.legal_options))
    record = loads_record(dumps_record(record_from_game(game)))
    assert record.result is None and record.config["coin_income"] == 2
    replayed = replay(record, pool)
    assert replayed.state.config == config
    assert replayed.state_hash() == game.state_hash()


def test_a_plain_dict_or_fake_pool_is_enough() -> None:
    hero = CardDef("x-hero", "Герой", "hero", ("Степи",), life=10)
    grunt = CardDef("x-grunt", "Рубака", "creature", ("Степи",), cost=1, strike=2, life=2)
    setup = PlayerSetup(hero, (grunt,) * 12, name="fake")
    game = play_random_game(Game([setup, setup], seed=4), seed=4)

    class FakePool:
        def get(self, key: str) -> CardDef:
            return {"x-hero": hero, "x-grunt": grunt}[key]

    record = record_from_game(game)
    assert replay(record, FakePool()).state_hash() == game.state_hash()
    assert replay(record, {"x-hero": hero, "x-grunt": grunt}).result == game.result
    with pytest.raises(RecordError, match=r"players\[0\]\.deck\[0\].*x-grunt"):
        replay(record, {"x-hero": hero})


def test_record_file_has_one_step_per_line(record: GameRecord) -> None:
    lines = dumps_record(record).splitlines()
    steps_at = next(i for i, line in enumerate(lines) if line.strip().startswith('"steps"'))
    assert len(lines) == steps_at + len(record.steps) + 3
    assert json.loads(lines[steps_at + 1].rstrip(",")) == record.steps[0].to_dict()


# -------------------------------------------------------------------------------------------------- tampering


def test_changed_choice_names_its_step(record: GameRecord, pool: Any) -> None:
    number, notes = branching_step(record, pool)
    data = as_data(record)
    other = next(n for n in notes if n != record.steps[number - 1].choice)
    data["steps"][number - 1]["choice"] = other
    err = reject(data, pool)
    assert err.step == number and f"step {number}" in str(err)


def test_illegal_choice_names_its_step(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["steps"][7]["choice"] = "attack Никто -> hero"
    err = reject(data, pool)
    assert err.step == 8 and "step 8" in str(err) and "unknown_option" in str(err)


def test_changed_player_names_its_step(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["steps"][3]["player"] = 1 - data["steps"][3]["player"]
    err = reject(data, pool)
    assert err.step == 4 and "wrong_player" in str(err)


def test_changed_hash_names_its_step(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["steps"][20]["hash"] = "0" * 16
    err = reject(data, pool)
    assert err.step == 21 and "step 21" in str(err) and "0" * 16 in str(err)


def test_changed_seed_is_caught_before_the_first_step(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["seed"] += 1
    err = reject(data, pool)
    assert err.step == 0 and err.where == "t.json: seed" and "setup data changed" in err.message


def test_changed_config_is_caught(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["config"]["opening_hand"] = 5
    assert reject(data, pool).step == 0
    data["config"]["no_such_option"] = 1
    assert "config.no_such_option" in reject(data, pool).where


@pytest.mark.parametrize(("key", "value"), [("mulligan", "yes"), ("hand_limit", -1), ("turn_limit", "x"),
                                          ("queue_order", 1), ("coin_cap", 1.5)])
def test_bad_config_values_are_named(record: GameRecord, pool: Any, key: str, value: Any) -> None:
    data = as_data(record)
    data["config"][key] = value
    err = reject(data, pool)
    assert err.where == f"t.json: config.{key}" and err.step is None


def test_removed_last_step_and_extra_step(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["steps"].pop()
    assert "result" in reject(data, pool).where
    data = as_data(record)
    data["steps"].append({"player": 0, "choice": "end", "hash": "x"})
    err = reject(data, pool)
    assert err.step == len(record.steps) + 1 and "game_over" in str(err)


def test_changed_final_hash_or_result(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["final_hash"] = "f" * 16
    assert "final_hash" in reject(data, pool).where
    data = as_data(record)
    data["result"]["winner"] = 1 - data["result"]["winner"]
    assert "result" in reject(data, pool).where


def test_unknown_card_key_names_the_field(record: GameRecord, pool: Any) -> None:
    data = as_data(record)
    data["players"][1]["deck"][7] = "99-999"
    err = reject(data, pool)
    assert "players[1].deck[7]" in err.where and "99-999" in err.message


def test_truncated_file_names_the_step(record: GameRecord, tmp_path: Path) -> None:
    text = dumps_record(record)
    lines = text.splitlines(keepends=True)
    steps_at = next(i for i, line in enumerate(lines) if line.strip().startswith('"steps"'))
    cut_mid = "".join(lines[: steps_at + 31]) + lines[steps_at + 31][:20]
    path = tmp_path / "cut.json"
    path.write_text(cut_mid, encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert caught.value.step == 31 and "step 30" in caught.value.message and "cut.json" in caught.value.where
    with pytest.raises(RecordError) as caught:
        loads_record("".join(lines[: steps_at + 31]))
    assert caught.value.step == 31 and "ends after step 30" in caught.value.message
    with pytest.raises(RecordError) as caught:
        loads_record(text.replace('"choice": "keep"', '"choice": keep', 1))
    assert caught.value.step is not None and f"step {caught.value.step}" in caught.value.message


@pytest.mark.parametrize(("path", "value", "where"), [
    (("final_hash",), None, "final_hash"),
    (("steps", 5, "hash"), None, "steps[5].hash"),
    (("players", 0, "hero"), None, "players[0].hero"),
    (("seed",), "1", "seed"),
    (("seed",), True, "seed"),
    (("steps", 2, "player"), 2, "steps[2].player"),
    (("steps", 2), "keep", "steps[2]"),
    (("players", 1, "deck", 3), 17, "players[1].deck[3]"),
    (("result", "winner"), 5, "result.winner"),
    (("format",), "something-else/9", "format"),
    (("config",), [], "config"),
])
def test_malformed_fields_are_named(record: GameRecord, path: tuple[Any, ...], value: Any,
                                    where: str) -> None:
    data = as_data(record)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is None:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    with pytest.raises(RecordError) as caught:
        record_from_dict(data, "t.json")
    assert caught.value.where == f"t.json: {where}"
    if path[0] == "steps":
        assert caught.value.step == path[1] + 1 and f"step {path[1] + 1}" in caught.value.message


def test_not_an_object_and_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="must be an object"):
        loads_record("[1, 2]")
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "missing.json")


def test_records_compare_by_content(record: GameRecord) -> None:
    same = dataclasses.replace(record, source="elsewhere.json")
    assert same == record
    assert dataclasses.replace(record, steps=record.steps[:-1] + (RecordStep(0, "end", "x"),)) != record
