"""The acceptance game: a real server, two ``berserk bot`` processes playing a whole game through the
protocol, and a third connection spectating without ever seeing a hand; then the record replays."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import httpx
from server_helpers import Seat, ServerProcess, new_game_body

from berserk_heroes.server.bot import BotBrain, parse_link


def bot(link: str, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "berserk_heroes.cli", "bot", link, "--agent", "random",
                             "--seed", str(seed)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_bot_processes_play_a_game_that_a_spectator_watches(sqlite_url: str, tmp_path: Path) -> None:
    server = ServerProcess(sqlite_url, tmp=tmp_path).start()
    created = server.create(new_game_body(seed=21, public=True))
    spectator = Seat(server.url, created["game"], created["spectator"]["token"])
    assert spectator.connect()["seat"] is None
    bots = [bot(created["seats"][i]["link"], seed=i) for i in (0, 1)]
    while spectator.state is None or spectator.state["result"] is None:
        spectator.until(lambda f: f["type"] == "state", timeout=120)
    outputs = [b.communicate(timeout=120) for b in bots]
    assert [b.returncode for b in bots] == [0, 0], outputs
    assert all("Результат / result" in out for out, _ in outputs)
    watched = [f for f in spectator.frames if f["type"] == "state"]
    assert len(watched) == watched[-1]["decision_seq"] + 1  # the spectator saw every decision
    assert all(p["hand"] is None for f in watched for p in f["view"]["players"])
    assert all("options" not in (f["decision"] or {}) for f in watched)
    record = tmp_path / "game.json"
    record.write_text(httpx.get(f"{server.url}/api/games/{created['game']}/record").text, encoding="utf-8")
    replayed = subprocess.run([sys.executable, "-m", "berserk_heroes.cli", "replay", str(record)],
                              capture_output=True, text=True)
    assert replayed.returncode == 0 and "OK" in replayed.stdout
    server.stop()


def test_a_bad_link_is_a_clear_error(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "berserk_heroes.cli", "bot", "http://127.0.0.1:1/nothing"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "not a game link" in done.stderr and "Traceback" not in done.stderr


def test_the_bot_brain_answers_only_its_own_decisions() -> None:
    brain = BotBrain(lambda decision: len(decision["options"]) - 1)
    assert brain.on_frame({"type": "welcome", "seat": 1}) is None
    options = [{"id": 0}, {"id": 1}]
    mine = {"type": "state", "log": [], "log_complete": True, "result": None,
            "decision": {"seq": 4, "player": 1, "options": options}}
    assert json.loads(brain.on_frame(mine) or "") == {"type": "choose", "decision_seq": 4, "option_id": 1}
    assert brain.on_frame(mine) is None  # the same decision is answered once
    theirs = {**mine, "decision": {"seq": 5, "player": 0, "kind": "main"}}
    assert brain.on_frame(theirs) is None
    assert json.loads(brain.on_frame({"type": "error", "code": "stale_decision"}) or "") == {"type": "sync"}
    assert parse_link("http://h:1/x/game/G#T").websocket == "ws://h:1/x/ws"
