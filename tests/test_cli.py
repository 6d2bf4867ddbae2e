"""The ``berserk`` command (cli.py), run as a subprocess, plus the demo decks and the input resolver."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from berserk_heroes import Game, IllegalAction
from berserk_heroes.cli import config_from_args, resolve_input
from berserk_heroes.decks.validate import validate_deck
from berserk_heroes.demo import card_pool, demo_deck_texts, demo_decks, demo_setups
from berserk_heroes.errors import DataError
from berserk_heroes.rng import Rng

LOG_LINE = re.compile(r"^T\d+ P[12]: \S")


def berserk(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``python -m berserk_heroes.cli ARGS`` with ``stdin`` piped in."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "100"}
    return subprocess.run([sys.executable, "-m", "berserk_heroes.cli", *args], input=stdin,
                          capture_output=True, text=True, encoding="utf-8", timeout=60, env=env)


@pytest.fixture(scope="module")
def ai_game_3() -> subprocess.CompletedProcess[str]:
    return berserk("play", "--ai-vs-ai", "--seed", "3")


# ------------------------------------------------------------------------------------------------ play

def test_ai_vs_ai_prints_the_log_and_a_result_line(ai_game_3: subprocess.CompletedProcess[str]) -> None:
    assert ai_game_3.returncode == 0, ai_game_3.stderr
    lines = ai_game_3.stdout.splitlines()
    assert lines[0].startswith("Игра: P1 «Степи: Натиск»") and "сид 3" in lines[0]
    log = lines[1:-1]
    assert log and all(LOG_LINE.match(line) for line in log)
    assert any(re.match(r"^T\d+ P[12]: attack .+ -> hero$", line) for line in log)
    assert lines[-1].startswith("Результат: ") and f"решений: {len(log)}" in lines[-1]


def test_ai_vs_ai_is_reproducible(ai_game_3: subprocess.CompletedProcess[str]) -> None:
    assert berserk("play", "--ai-vs-ai", "--seed", "3").stdout == ai_game_3.stdout


def test_ai_vs_ai_record_then_replay(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    played = berserk("play", "--ai-vs-ai", "--seed", "5", "--record", str(path))
    assert played.returncode == 0, played.stderr
    replayed = berserk("replay", str(path), "--log")
    assert replayed.returncode == 0, replayed.stderr
    out = replayed.stdout.splitlines()
    assert out[-2].startswith("OK: ") and out[-1] == played.stdout.splitlines()[-2]
    assert out[:-2] == played.stdout.splitlines()[1:-2]  # the same log, step by step


def test_rules_options_change_the_game() -> None:
    done = berserk("play", "--ai-vs-ai", "--seed", "2", "--config", "turn_limit=3",
                   "--config", "mulligan=false")
    assert done.returncode == 0, done.stderr
    assert "mulligan" not in done.stdout
    assert done.stdout.splitlines()[-1].startswith("Результат: ничья") and "turn_limit" in done.stdout


@pytest.mark.parametrize("item", ["nope=1", "turn_limit=many", "queue_order=sideways", "mulligan",
                                  "mulligan=maybe", "hand_limit=-1"])
def test_bad_rules_option_exits_2_without_traceback(item: str) -> None:
    done = berserk("play", "--ai-vs-ai", "--seed", "1", "--config", item)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "Ошибка" in done.stderr


def test_piped_game_rejects_illegal_input_in_russian_and_goes_on() -> None:
    done = berserk("play", "--seed", "3", stdin="xyz\n99\nkeep\nq\n")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Нельзя: нет такого варианта: «xyz»" in out and "код unknown_option" in out
    assert "нет варианта с номером 99" in out
    assert out.index("Нельзя") < out.index("T0 P1: keep")  # asked again, then the game went on
    assert "Ваша рука" in out and "Противник P2" in out and "Игра прервана" in out


def test_piped_game_to_the_end_of_input_saves_a_record(tmp_path: Path) -> None:
    path = tmp_path / "partial.json"
    done = berserk("play", "--seed", "4", "--record", str(path), stdin="1\n" * 6)
    assert done.returncode == 0, done.stderr
    assert "Ввод закончился" in done.stdout
    assert json.loads(path.read_text(encoding="utf-8"))["result"] is None
    assert berserk("replay", str(path)).returncode == 0


def test_opponent_mulligan_is_hidden() -> None:
    done = berserk("play", "--seed", "1", stdin="q\n")  # P2 moves first with seed 1 and mulligans
    p2_lines = [line for line in done.stdout.splitlines() if line.startswith("T0 P2: mulligan")]
    assert p2_lines and all(line == "T0 P2: mulligan (карта скрыта)" for line in p2_lines)


def test_deck_files(tmp_path: Path) -> None:
    deck = tmp_path / "mine.txt"
    deck.write_text(demo_deck_texts()[1].replace("Учебные Горы", "Моя колода"), encoding="utf-8")
    done = berserk("play", "--ai-vs-ai", "--seed", "1", "--deck1", str(deck))
    assert done.returncode == 0, done.stderr
    assert "P1 «Моя колода» (Учебный мастер)" in done.stdout
    bad = tmp_path / "bad.txt"
    bad.write_text("Герой: Учебный вождь\n3 Несуществующая карта\n", encoding="utf-8")
    done = berserk("play", "--ai-vs-ai", "--deck2", str(bad))
    assert done.returncode == 2 and "bad.txt:2" in done.stderr and "Traceback" not in done.stderr
    assert berserk("play", "--deck1", str(tmp_path / "missing.txt")).returncode == 2


# ---------------------------------------------------------------------------------------------- replay

def test_replay_of_a_tampered_record_names_the_step(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    assert berserk("play", "--ai-vs-ai", "--seed", "6", "--record", str(path)).returncode == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["steps"][9]["hash"] = "0123456789abcdef"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    done = berserk("replay", str(path))
    assert done.returncode == 1
    assert "step 10" in done.stdout and "0123456789abcdef" in done.stdout and "Traceback" not in done.stderr


@pytest.mark.parametrize(("content", "expected"), [
    ('{"format": "berserk-heroes-record/2", "seed": 1', "line 1"),
    ("[]", "must be an object"),
    ('{"format": "berserk-heroes-record/2"}', "players"),
    ('{"format": "berserk-heroes-record/1"}', "no longer read"),
    (None, "cannot read"),
])
def test_replay_of_a_broken_file_exits_2(tmp_path: Path, content: str | None, expected: str) -> None:
    path = tmp_path / "broken.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    done = berserk("replay", str(path))
    assert done.returncode == 2 and expected in done.stderr and "Traceback" not in done.stderr


# ----------------------------------------------------------------------------------------------- rules

def test_rules_table() -> None:
    done = berserk("rules")
    assert done.returncode == 0
    for text in ("queue_order", "fifo", "§9.4", "turn_limit", "Параметр"):
        assert text in done.stdout


def test_config_from_args_reads_types() -> None:
    config = config_from_args(["hand_limit=7", "queue-order=lifo", "first_player_draws=да",
                               "turn_limit=none"])
    got = (config.hand_limit, config.queue_order, config.first_player_draws, config.turn_limit)
    assert got == (7, "lifo", True, None)
    with pytest.raises(DataError, match="coin_cap"):
        config_from_args(["coin_cap=-1"])


# ------------------------------------------------------------------------------------- input and demo decks

def test_typed_notation_of_an_illegal_attack_is_explained() -> None:
    game = Game(demo_setups(), seed=3)
    rng = Rng(9)
    while True:  # play until the deciding player has a creature with first-turn weakness
        d = game.decision
        assert d is not None
        view = game.view(d.player).data
        weak = [c for c in view["play"] if c["controller"] == d.player and c.get("weak")]
        if d.kind == "main" and weak:
            break
        game.choose(rng.choice(d.options))
    with pytest.raises(IllegalAction) as caught:
        resolve_input(game, f"attack {weak[0]['name']} -> hero")
    assert caught.value.code == "first_turn_weakness" and caught.value.rule == "209.2"
    assert resolve_input(game, str(len(game.legal_options))) == game.legal_options[-1]
    assert resolve_input(game, "END") == game.legal_options[-1]


def test_demo_decks_are_legal_forty_card_decks() -> None:
    pool = card_pool()
    for deck in demo_decks(pool):
        assert len(deck.cards) == 40 and max(Counter(deck.cards).values()) <= 3
        assert validate_deck(deck, pool) == []
    setups = demo_setups(pool)
    assert [s.hero.name for s in setups] == ["Учебный вождь", "Учебный мастер"]
    assert all(d.set_code == "demo" and not d.abilities for s in setups for d in s.deck)


UNSUPPORTED_DECK = """Герой: Кос-Заг, Атаман
3 Погромщик
3 Орки-застрельщики
3 Легат Аккении
3 Вождь варваров
3 Песчаный лев
3 Фрондибола
3 Фузилер Братства
3 Мантикора
3 Примарилиты
3 Орк
3 Кест
3 Свита Итинери
3 Четырёхрукий
1 Орк
"""


def test_deck_with_unsupported_cards_is_refused_unless_allowed(tmp_path: Path) -> None:
    """Issue 4.4: a deck with a card the engine does not fully support is refused with the list of such
    cards; with --allow-unsupported it is played, and the ignored text is shown."""
    deck = tmp_path / "deck.txt"
    deck.write_text(UNSUPPORTED_DECK, encoding="utf-8")
    refused = berserk("play", "--ai-vs-ai", "--seed", "2", "--deck1", str(deck))
    assert refused.returncode == 2
    assert "Погромщик" in refused.stderr and "--allow-unsupported" in refused.stderr
    allowed = berserk("play", "--ai-vs-ai", "--seed", "2", "--deck1", str(deck), "--allow-unsupported")
    assert allowed.returncode == 0, allowed.stderr
    assert "игнорируется" in allowed.stderr and "Погромщик" in allowed.stderr
    assert "Результат:" in allowed.stdout


# ------------------------------------------------------------------------------------------------ cards


def test_cards_show_prints_the_printed_text_the_compiled_meaning_and_the_status(
        capsys: pytest.CaptureFixture[str]) -> None:
    from berserk_heroes.cli import main

    assert main(["cards", "show", "Баргест"]) == 0
    out = capsys.readouterr().out
    assert "Имеет +2 к удару, пока атакует." in out  # as printed
    # in plain words, with the condition of the static part (it only works while attacking)
    assert "Static modify this card strike +2 life +0 while source_state attacking" in out
    assert "keyword horde" in out
    assert "status: supported" in out


def test_cards_show_of_an_unknown_card_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    from berserk_heroes.cli import main

    assert main(["cards", "show", "Нет такой карты"]) == 2
    assert "Нет такой карты" in capsys.readouterr().err


def test_cards_search_filters_by_element_type_and_cost(capsys: pytest.CaptureFixture[str]) -> None:
    from berserk_heroes.cli import main

    assert main(["cards", "search", "--element", "Степи", "--type", "creature", "--cost", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"\d+ cards \(\d+ supported\)", lines[-1])
    keys = [line.split()[1] for line in lines[:-1] if line.strip()]
    by_key = {c.key: c for c in card_pool()}
    expected = {c.key for c in card_pool() if c.type == "creature" and c.cost == 1 and "Степи" in c.elements}
    assert "14-013" in keys  # Лидана
    assert set(keys) <= set(by_key) and {by_key[k].key for k in keys} <= expected
