"""Hostile frames against a real server (uvicorn, in a subprocess; SQLite and PostgreSQL): every one gets a
clear error or closes its connection, none changes the game or reveals another seat's hand, and the
server goes on serving the game to its end."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from server_helpers import Seat, ServerProcess, new_game_body, play_until
from websockets.sync.client import connect

from berserk_heroes.rng import Rng
from berserk_heroes.server.seat_state import visible_ids

ERROR_CODES = {"not_json", "not_an_object", "unknown_type", "unknown_field", "missing_field", "wrong_type",
               "out_of_range", "too_large", "binary_frame", "rate_limited", "stale_decision", "wrong_player",
               "unknown_option_id", "unknown_option", "already_joined", "spectator", "hello_first", "bad_token",
               "unsupported_protocol"}
"""Every code a hostile frame may get. An engine code with a rule (a real move forbidden now) is allowed too."""

WEIRD_VALUES: list[Any] = [None, True, False, -1, 0, 1, 2**31, 2**63, -(2**70), 1.5, float("1e308"), "", "0", "ё" * 50,
                           "\u0000", "\ud800x", "<script>", "x" * 5000, [], [1, [2, [3]]], {}, {"a": {"b": {}}}]
KEYS = ["type", "decision_seq", "option_id", "notation", "id", "protocol", "game", "token", "extra", "__proto__"]
TYPES = ["choose", "explain", "sync", "ping", "hello", "CHOOSE", "", "state", "ack", "welcome", "x" * 100]


def hostile_frame(rng: Rng, seq: int, hidden_names: list[str]) -> str | bytes:
    """One frame that must not change the game: never a legal choice of the current decision."""
    kind = rng.randrange(12)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(1 + rng.randrange(64)))  # a binary frame
    if kind == 1:
        return "{" * (1 + rng.randrange(9000))  # broken, deep JSON
    if kind == 2:
        return json.dumps([1, {"type": "choose"}])
    if kind == 3:  # a choose for a decision that is not the current one
        return json.dumps({"type": "choose", "decision_seq": seq + rng.choice([-1, 1, 2, 1000]), "option_id": 0})
    if kind == 4:  # an option id past the end
        return json.dumps({"type": "choose", "decision_seq": seq, "option_id": 10**5 + rng.randrange(10)})
    if kind == 5 and hidden_names:  # a move naming a card this seat cannot see
        return json.dumps({"type": "choose", "decision_seq": seq, "notation": f"play {rng.choice(hidden_names)}"})
    if kind == 6:
        return json.dumps({"type": "choose", "decision_seq": seq, "option_id": 0, "notation": "end"})
    if kind == 7:
        return json.dumps({"type": "hello", "protocol": 1, "game": "x", "token": "y"})
    if kind == 8:
        return json.dumps({rng.choice(KEYS): rng.choice(WEIRD_VALUES) for _ in range(1 + rng.randrange(4))})
    if kind == 9:
        frame = {"type": rng.choice(TYPES), rng.choice(KEYS): rng.choice(WEIRD_VALUES)}
        if frame["type"] in ("sync", "ping"):
            frame["type"] = "explain"
        return json.dumps(frame)
    if kind == 10:
        return '{"type": "choose", "decision_seq": NaN, "option_id": Infinity}'
    return json.dumps({"type": "choose", "decision_seq": True, "option_id": False})


def test_hostile_frames_change_nothing_and_leak_nothing(database_url: str, tmp_path: Path) -> None:
    server = ServerProcess(database_url, tmp=tmp_path).start()
    created = server.create(new_game_body(seed=3))
    game = created["game"]
    seats = [Seat(server.url, game, created["seats"][i]["token"]) for i in (0, 1)]
    for seat in seats:
        seat.connect()
    play_until(seats, lambda: seats[0].state is not None and seats[0].state["decision_seq"] >= 10)
    before = [seat.state for seat in seats]
    seq = before[0]["decision_seq"]  # type: ignore[index]
    rng = Rng(2024)
    sent = 0
    for round_number in range(16):  # each connection stays within its burst allowance
        who = round_number % 3
        token = created["spectator"]["token"] if who == 2 else created["seats"][who]["token"]
        view = before[0]["view"] if who == 2 else before[who]["view"]  # type: ignore[index]
        opponent = 1 - who if who < 2 else 0
        hidden = [c["name"] for c in before[opponent]["view"]["players"][opponent]["hand"]]  # type: ignore[index]
        seen_names = json.dumps(view, ensure_ascii=False)
        hidden = [name for name in hidden if name not in seen_names]
        for frame, reply in hostile_session(server.url, game, token, rng, seq, hidden, frames=40):
            sent += 1
            assert reply["type"] == "error", reply
            assert reply["code"] in ERROR_CODES or reply["rule"], reply
            text = json.dumps(reply, ensure_ascii=False)
            echoed = json.loads(frame).get("notation", "") if isinstance(frame, str) and frame.startswith("{\"type\": \"choose") else ""
            if echoed and any(name in echoed for name in hidden):  # the same answer as for a card that does not exist
                assert reply["code"] in ("unknown_option", "wrong_player", "spectator"), reply
            assert not any(name in text.replace(echoed, "") for name in hidden), reply  # no refusal names a hidden card
    assert sent >= 500
    for seat, old in zip(seats, before):  # the game is exactly where it was
        seat.send({"type": "sync"})
        now = seat.until(lambda f: f["type"] == "state")
        assert old is not None and now["decision_seq"] == seq and now["view"] == old["view"]
        assert visible_ids(json.dumps(now["view"])) == visible_ids(json.dumps(old["view"]))
    assert_transport_abuse_is_refused(server.url, game, created)
    play_until(seats, lambda: seats[0].state is not None and seats[0].state["result"] is not None)
    server.stop()


def hostile_session(url: str, game: str, token: str, rng: Rng, seq: int, hidden: list[str],
                    frames: int) -> list[tuple[str | bytes, dict[str, Any]]]:
    """Say hello with a real token, then send hostile frames; returns each with its answer."""
    replies = []
    with connect(url.replace("http://", "ws://") + "/ws", max_size=1 << 22) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "token": token}))
        assert json.loads(ws.recv(10))["type"] == "welcome"
        assert json.loads(ws.recv(10))["type"] == "state"
        for _ in range(frames):
            frame = hostile_frame(rng, seq, hidden)
            ws.send(frame)
            reply = json.loads(ws.recv(10))
            while reply["type"] == "state":  # a hostile frame may not move the game, but others' frames arrive
                reply = json.loads(ws.recv(10))
            replies.append((frame, reply))
    return replies


def assert_transport_abuse_is_refused(url: str, game: str, created: dict[str, Any]) -> None:
    ws_url = url.replace("http://", "ws://") + "/ws"
    with connect(ws_url) as ws:  # anything before hello
        ws.send(json.dumps({"type": "choose", "decision_seq": 0, "option_id": 0}))
        assert json.loads(ws.recv(10))["code"] == "hello_first"
    with connect(ws_url) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": 99, "game": game, "token": created["seats"][0]["token"]}))
        assert json.loads(ws.recv(10))["code"] == "unsupported_protocol"
    with connect(ws_url, max_size=1 << 22) as ws:  # a frame over the size limit closes the connection
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "token": created["seats"][0]["token"]}))
        ws.recv(10)
        ws.recv(10)
        ws.send("x" * 100_000)
        closed = _close_code(ws)
        assert closed == 1009
    with connect(ws_url, max_size=1 << 22) as ws:  # a flood: rate limited, then closed
        ws.send(json.dumps({"type": "hello", "protocol": 1, "game": game, "token": created["spectator"]["token"]}))
        for _ in range(400):
            ws.send('{"type": "ping"}')
        frames = _read_until_closed(ws)
        assert any(f.get("code") == "rate_limited" for f in frames)
        assert sum(1 for f in frames if f["type"] == "pong") <= 80


def _close_code(ws: Any) -> int | None:
    _read_until_closed(ws)
    return ws.close_code  # type: ignore[no-any-return]


def _read_until_closed(ws: Any) -> list[dict[str, Any]]:
    frames = []
    try:
        while True:
            frames.append(json.loads(ws.recv(10)))
    except Exception:
        return frames
