"""The ``berserk`` command (cli.py), run as a subprocess, plus the demo decks and the input resolver."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import signal
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
3 Разоритель
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
    assert "Разоритель" in refused.stderr and "--allow-unsupported" in refused.stderr
    allowed = berserk("play", "--ai-vs-ai", "--seed", "2", "--deck1", str(deck), "--allow-unsupported")
    assert allowed.returncode == 0, allowed.stderr
    assert "игнорируется" in allowed.stderr and "Разоритель" in allowed.stderr
    assert "Результат:" in allowed.stdout


# ------------------------------------------------------------------------------------------------ cards


def test_cards_show_prints_the_printed_text_the_compiled_meaning_and_the_status(
        capsys: pytest.CaptureFixture[str]) -> None:
    from berserk_heroes.cli import main

    assert main(["cards", "show", "Баргест"]) == 0
    out = capsys.readouterr().out
    assert "Имеет +2 к удару, пока атакует." in out  # as printed
    # in words, Russian then English, with the condition of the static part (it only works while attacking)
    assert "Пока эта карта атакует: это существо имеет +2 к удару." in out
    assert "While this card is attacking: this creature has +2 strike." in out
    assert out.index("Орда") < out.index("Horde")
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


# ------------------------------------------------------------------- one error path, never a lost record


NO_HERO_DECK = "3 Орк\n"
QUEST_DECK = UNSUPPORTED_DECK.replace("3 Разоритель", "3 Удачная инвестиция")


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``berserk ARGS`` in this process: (exit code, stdout, stderr)."""
    from berserk_heroes.cli import main

    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_deck_check_of_a_deck_without_a_hero_cites_the_rule(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "nohero.txt"
    deck.write_text(NO_HERO_DECK, encoding="utf-8")
    code, out, err = run_main(capsys, "deck", "check", str(deck))
    assert code == 1 and "[§1.3] в колоде нет героя" in out and "(no_hero)" in out
    assert out.splitlines()[-1].endswith("`berserk play` refuses it") and "hero none" in out


def test_play_refuses_a_deck_without_a_hero_before_any_warning(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "nohero.txt"
    deck.write_text(NO_HERO_DECK, encoding="utf-8")
    code, out, err = run_main(capsys, "play", "--ai-vs-ai", "--seed", "1", "--deck1", str(deck))
    assert code == 2 and out == ""
    assert "no game can be played with this deck" in err and "(no_hero)" in err and "§1.3" in err
    assert "playing anyway" not in err and "deck_too_small" not in err


def test_a_deck_with_quests_plays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/quests.md: a quest is a card of the deck like any other; a deck with supported quests plays."""
    deck = tmp_path / "quest.txt"
    deck.write_text(QUEST_DECK, encoding="utf-8")
    code, out, err = run_main(capsys, "play", "--ai-vs-ai", "--seed", "1", "--deck1", str(deck), "--allow-unsupported")
    assert code == 0 and "quest_unsupported" not in err and "Результат" in out


def test_an_unwritable_record_path_is_refused_before_the_game(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    for path in (tmp_path / "missing" / "g.json", tmp_path):
        code, out, err = run_main(capsys, "play", "--ai-vs-ai", "--seed", "1", "--record", str(path))
        assert code == 2 and out == "" and "Traceback" not in err and "Ошибка" in err


def test_the_record_never_overwrites_a_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "mine.txt"
    deck.write_text(demo_deck_texts()[1], encoding="utf-8")
    before = deck.read_bytes()
    code, out, err = run_main(capsys, "play", "--ai-vs-ai", "--seed", "1", "--deck1", str(deck),
                              "--record", str(deck))
    assert code == 2 and "input file" in err and deck.read_bytes() == before
    other = tmp_path / "notes.txt"
    other.write_text("my notes\n", encoding="utf-8")
    code, out, err = run_main(capsys, "play", "--ai-vs-ai", "--seed", "1", "--record", str(other))
    assert code == 2 and "not a game record" in err and other.read_text(encoding="utf-8") == "my notes\n"


def test_an_existing_record_is_replaced(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    assert run_main(capsys, "play", "--ai-vs-ai", "--seed", "1", "--record", str(path))[0] == 0
    assert run_main(capsys, "play", "--ai-vs-ai", "--seed", "2", "--record", str(path))[0] == 0
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == 2
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]  # no temporary file left


def test_a_failed_save_leaves_the_existing_record_whole(tmp_path: Path) -> None:
    from berserk_heroes.records import record_from_game, save_record

    path = tmp_path / "g.json"
    path.write_text('{"format": "berserk-heroes-record/1"}\n', encoding="utf-8")
    game = Game(demo_setups(), seed=1)
    setups = [dataclasses.replace(s, name="\ud800") for s in game.setups]  # cannot be encoded: the write fails
    with pytest.raises(UnicodeEncodeError):
        save_record(record_from_game(Game(setups, seed=1)), path)
    assert path.read_text(encoding="utf-8") == '{"format": "berserk-heroes-record/1"}\n'
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_a_bad_config_value_in_a_record_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md: a malformed record is bad input (2), not a record that does not replay (1)."""
    path = tmp_path / "g.json"
    assert run_main(capsys, "play", "--ai-vs-ai", "--seed", "1", "--record", str(path))[0] == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["config"]["opening_hand"] = "x"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code, out, err = run_main(capsys, "replay", str(path))
    assert code == 2 and "config.opening_hand" in err


@pytest.mark.parametrize(("content", "expected"), [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ('{"format": "berserk-heroes-record/1", "seed": ' + "9" * 5000 + "}", "invalid JSON"),
    (b"\xff\xfe{}", "UTF-8"),
])
def test_replay_of_hostile_json_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | bytes,
                                        expected: str) -> None:
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    code, out, err = run_main(capsys, "replay", str(path))
    assert code == 2 and expected in err and len(err) < 400


def test_odd_numbers_at_the_prompt_are_refused_and_the_game_goes_on() -> None:
    done = berserk("play", "--seed", "3", stdin="²\n" + "9" * 5000 + "\n" + "x" * 100_000 + "\nkeep\nq\n")
    assert done.returncode == 0, done.stderr
    assert "нет такого варианта: «²»" in done.stdout and "input_too_long" in done.stdout
    assert "T0 P1: keep" in done.stdout and "Traceback" not in done.stderr


def test_closed_stdout_exits_141_with_a_message() -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run([sys.executable, "-m", "berserk_heroes.cli", "rules"], capture_output=False,
                          stderr=subprocess.PIPE, text=True, encoding="utf-8", timeout=60, env=env,
                          preexec_fn=lambda: os.close(1))
    assert done.returncode == 141 and "standard output is closed" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_broken_pipe_exits_141_and_saves_the_record(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "100"}
    child = subprocess.Popen([sys.executable, "-m", "berserk_heroes.cli", "play", "--ai-vs-ai", "--seed", "1",
                              "--record", str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.readline()
    child.stdout.close()  # like `| head -1`
    err = child.stderr.read().decode("utf-8")
    assert child.wait(timeout=60) == 141
    assert "broken pipe" in err and "Traceback" not in err
    assert berserk("replay", str(path)).returncode == 0


def test_ctrl_c_in_an_interactive_game_saves_an_unfinished_record(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8", "COLUMNS": "100"}
    child = subprocess.Popen([sys.executable, "-m", "berserk_heroes.cli", "play", "--seed", "3",
                              "--record", str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env)
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(b"keep\n")
    child.stdin.flush()
    seen = b""
    while seen.count(b"> ") < 2:  # the second prompt: one choice of ours has been applied
        chunk = os.read(child.stdout.fileno(), 65536)
        assert chunk, "the game ended before the prompt"
        seen += chunk
    child.send_signal(signal.SIGINT)
    _out, err = child.communicate(timeout=60)
    assert child.returncode == 130, err
    text = err.decode("utf-8")
    assert "Прервано / interrupted" in text and "unfinished record saved" in text and "Traceback" not in text
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["result"] is None and any(s["choice"] == "keep" for s in record["steps"])
    assert berserk("replay", str(path)).returncode == 0


def test_every_exit_code_is_documented() -> None:
    from berserk_heroes import cli

    doc = (Path(__file__).parents[1] / "docs" / "cli.md").read_text(encoding="utf-8")
    codes = {name: value for name, value in vars(cli).items() if name.startswith("EXIT_")}
    assert len(codes) == 5
    for value in codes.values():
        assert f"**{value}**" in doc


def test_ctrl_c_while_the_engine_applies_a_choice_takes_effect_after_it() -> None:
    """An interrupted game is always between two choices, so its record reproduces it."""
    from berserk_heroes.cli import InterruptGuard

    class SlowGame:
        applied = False

        def choose(self, option: object, player: int | None = None) -> None:
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C arrives while the engine works
            for _ in range(1000):  # the handler runs between these steps
                pass
            self.applied = True

    game = SlowGame()
    with InterruptGuard() as guard, pytest.raises(KeyboardInterrupt):
        guard.choose(game, "end", 0)  # type: ignore[arg-type]
    assert game.applied
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # restored
