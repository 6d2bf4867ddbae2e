"""Games survive their server: ``kill -9`` mid-game, then a restart, and both seats continue from the same
decision with nothing lost; two processes on one database, and when the one that owns a game dies the
other takes it over. Real servers in subprocesses, on SQLite and on PostgreSQL."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
from server_helpers import Seat, ServerProcess, new_game_body, play_until

from berserk_heroes.demo import game_cards
from berserk_heroes.records import loads_record, replay


def connect_seats(url: str, created: dict[str, Any]) -> list[Seat]:
    seats = [Seat(url, created["game"], created["seats"][i]["token"]) for i in (0, 1)]
    for seat in seats:
        assert seat.connect()["type"] == "welcome"
    return seats


def reconnect(url: str, created: dict[str, Any], timeout: float = 30) -> list[Seat]:
    """Both seats again, retrying while the game is still held by a dead process's lease."""
    deadline = time.monotonic() + timeout
    while True:
        seats = [Seat(url, created["game"], created["seats"][i]["token"]) for i in (0, 1)]
        firsts = [seat.connect() for seat in seats]
        if all(f["type"] == "welcome" for f in firsts):
            return seats
        for seat in seats:
            seat.close()
        # at the moment the dead process's lease runs out, one seat may be let in and the other not yet
        assert all(f["type"] in ("moved", "error", "welcome") for f in firsts), firsts
        assert time.monotonic() < deadline, firsts
        time.sleep(0.2)


def finished(seats: list[Seat]) -> bool:
    return seats[0].state is not None and seats[0].state["result"] is not None


def check_record(url: str, game: str, choices: int) -> None:
    record = loads_record(httpx.get(f"{url}/api/games/{game}/record", timeout=30).text)
    assert len(record.steps) == choices
    replay(record, game_cards())


def drain(seat: Seat) -> None:
    """Read what the dead server managed to send."""
    try:
        while True:
            seat.recv(timeout=2)
    except Exception:
        pass


def test_kill_9_mid_game_then_restart_and_both_seats_continue(database_url: str, tmp_path: Path) -> None:
    server = ServerProcess(database_url, tmp=tmp_path).start()
    created = server.create(new_game_body(seed=11))
    seats = connect_seats(server.url, created)
    play_until(seats, lambda: seats[0].state is not None and seats[0].state["decision_seq"] >= 25)
    decider = next(s for s in seats if s.my_decision() is not None)
    d = decider.my_decision()
    assert d is not None
    decider.send({"type": "choose", "decision_seq": d["seq"], "option_id": 0})  # in flight when the server dies
    server.kill9()
    for seat in seats:
        drain(seat)
    acked = any(f["type"] == "ack" and f["decision_seq"] == d["seq"] for f in decider.frames)
    logs_before = [[(e["seq"], e["notation"]) for f in s.frames if f["type"] == "state" for e in f["log"]]
                   for s in seats]
    states_before = [s.state for s in seats]

    restarted = ServerProcess(database_url, port=server.port, tmp=tmp_path).start()
    again = reconnect(restarted.url, created)
    seq = again[0].state["decision_seq"]  # type: ignore[index]
    assert seq in (d["seq"], d["seq"] + 1) and again[1].state["decision_seq"] == seq  # type: ignore[index]
    if acked:
        assert seq == d["seq"] + 1  # an acknowledged choice is never lost
    for before, seat, log in zip(states_before, again, logs_before):
        after = seat.state
        assert after is not None and before is not None
        assert [(e["seq"], e["notation"]) for e in after["log"]][:len(log)] == log  # nothing lost
        if seq == before["decision_seq"]:
            assert after["view"] == before["view"] and after["decision"] == before["decision"]  # same decision
    play_until(again, lambda: finished(again))
    check_record(restarted.url, created["game"], again[0].state["decision_seq"])  # type: ignore[index]
    restarted.stop()


def test_two_processes_share_a_database_and_one_takes_over_when_the_other_dies(database_url: str,
                                                                                 tmp_path: Path) -> None:
    first = ServerProcess(database_url, lease=5.0, tmp=tmp_path).start()
    second = ServerProcess(database_url, lease=5.0, tmp=tmp_path).start()
    created = second.create(new_game_body(seed=5))  # created through either: it is in the shared database
    seats = connect_seats(first.url, created)
    play_until(seats, lambda: seats[0].state is not None and seats[0].state["decision_seq"] >= 15)
    elsewhere = Seat(second.url, created["game"], created["seats"][0]["token"]).connect()
    assert elsewhere == {**elsewhere, "type": "moved", "url": first.url}  # the owner is alive: go there
    seq = seats[0].state["decision_seq"]  # type: ignore[index]
    first.kill9()
    again = reconnect(second.url, created)
    assert again[0].state["decision_seq"] == seq and again[0].state["view"] == seats[0].state["view"]  # type: ignore[index]
    play_until(again, lambda: finished(again))
    check_record(second.url, created["game"], again[0].state["decision_seq"])  # type: ignore[index]
    second.stop()
