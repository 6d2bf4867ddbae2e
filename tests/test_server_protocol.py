"""The game server's protocol, in-process (Starlette's TestClient on SQLite): whole games through the
protocol, what each seat and a spectator are sent, and every refusal changing nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from server_helpers import Seat, create, new_game_body, play_until
from starlette.testclient import TestClient

from berserk_heroes.demo import game_cards
from berserk_heroes.records import loads_record, replay
from berserk_heroes.server.seat_state import visible_ids


def seats_of(client: TestClient, created: dict[str, Any]) -> tuple[Seat, Seat, Seat]:
    game = created["game"]
    seats = [Seat(client, game, created["seats"][i]["token"]) for i in (0, 1)]
    spectator = Seat(client, game, created["spectator"]["token"])
    for seat in (*seats, spectator):
        assert seat.connect()["type"] == "welcome"
    return seats[0], seats[1], spectator


def hand_ids(frame: dict[str, Any], seat: int) -> set[int]:
    hand = frame["view"]["players"][seat]["hand"]
    return {card["id"] for card in hand}


def states(seat: Seat) -> dict[int, dict[str, Any]]:
    return {f["decision_seq"]: f for f in seat.frames if f["type"] == "state"}


def test_two_seats_play_a_whole_game_and_nobody_sees_another_hand(client: TestClient) -> None:
    s0, s1, spectator = seats_of(client, create(client))
    d = s0.my_decision() or s1.my_decision()
    decider = s0 if s0.my_decision() else s1
    assert d is not None and decider.choose(0)["type"] == "ack"  # option 0 of a mulligan: a card goes back
    for seat in (s0, s1):
        seat.wait_seq(1)
    made = play_until([s0, s1], lambda: s0.state is not None and s0.state["result"] is not None)
    assert made > 20
    spectator.wait_seq(s0.state["decision_seq"])  # type: ignore[index]
    by_seat = [states(s0), states(s1)]
    watched = states(spectator)
    assert set(watched) == set(by_seat[0]) == set(by_seat[1])  # every decision reached every connection
    leaks = []
    for seq, frame in watched.items():
        hands = [hand_ids(by_seat[p][seq], p) for p in (0, 1)]
        if any(p["hand"] is not None for p in frame["view"]["players"]) or visible_ids(json.dumps(frame["view"])) & (hands[0] | hands[1]):
            leaks.append(("spectator", seq))
        for p in (0, 1):
            mine = by_seat[p][seq]
            if mine["view"]["players"][1 - p]["hand"] is not None or visible_ids(json.dumps(mine["view"])) & hands[1 - p]:
                leaks.append((p, seq))
    assert leaks == []
    assert "options" not in watched[0]["decision"]
    mulligans = [e["notation"] for f in spectator.frames if f["type"] == "state" for e in f["log"]
                 if e["notation"].startswith("mulligan")]
    own = [e["notation"] for f in s0.frames if f["type"] == "state" for e in f["log"]
           if e["notation"].startswith("mulligan") and e["player"] == 0]
    assert all(n == "mulligan (карта скрыта)" for n in mulligans)  # which card went back stays hidden
    assert all(n != "mulligan (карта скрыта)" for n in own)
    final = s0.state
    assert final is not None and final["status"] == "finished" and final["result"]["ru"]


def test_a_finished_game_s_record_downloads_and_replays(client: TestClient) -> None:
    created = create(client)
    s0, s1, _ = seats_of(client, created)
    assert client.get(f"/api/games/{created['game']}/record").status_code == 409
    assert client.get(f"/api/games/{created['game']}/replay/0").status_code == 409
    play_until([s0, s1], lambda: s0.state is not None and s0.state["result"] is not None)
    reply = client.get(f"/api/games/{created['game']}/record")
    assert reply.status_code == 200 and "attachment" in reply.headers["content-disposition"]
    record = loads_record(reply.text)
    game = replay(record, game_cards())
    hashes = [record.initial_hash, *(step.hash for step in record.steps)]
    for step in (0, 1, 7, len(record.steps)):  # the replay viewer's frames match the record's hashes
        for seat in ("0", "1", "spectator"):
            frame = client.get(f"/api/games/{created['game']}/replay/{step}", params={"seat": seat}).json()
            assert frame["state_hash"] == hashes[step] and frame["decision_seq"] == step and len(frame["log"]) == step
            assert (frame["view"]["players"][0]["hand"] is None) == (seat != "0")
    assert client.get(f"/api/games/{created['game']}/replay/{len(hashes)}").status_code == 400
    assert len(record.steps) == s0.state["decision_seq"]  # type: ignore[index]
    assert list(game.result or ()) == [s0.state["result"]["winner"], s0.state["result"]["reason"]]  # type: ignore[index]


def test_options_carry_ids_notations_labels_and_visible_cards(client: TestClient) -> None:
    s0, s1, _ = seats_of(client, create(client))
    decider = s0 if s0.my_decision() else s1
    d = decider.my_decision()
    assert d is not None and d["kind"] == "mulligan" and d["prompt_ru"] and d["prompt_en"]
    seen = visible_ids(json.dumps(decider.state["view"]))  # type: ignore[index]
    for index, option in enumerate(d["options"]):
        assert option["id"] == index and option["notation"] and option["ru"] and option["en"]
        assert option.get("card", -1) in seen | {-1}
    assert any("card" in option for option in d["options"])  # mulligan options name cards of one's own hand


def test_a_resent_or_stale_choice_is_harmless(client: TestClient) -> None:
    s0, s1, _ = seats_of(client, create(client))
    decider = s0 if s0.my_decision() else s1
    d = decider.my_decision()
    assert d is not None
    frame = {"type": "choose", "decision_seq": d["seq"], "option_id": len(d["options"]) - 1, "id": "first"}
    decider.send(frame)
    ack = decider.until(lambda f: f["type"] in ("ack", "error"))
    assert ack == {"type": "ack", "decision_seq": d["seq"], "id": "first"}
    decider.wait_seq(d["seq"] + 1)
    before = decider.state
    decider.send(frame)  # the same frame again, e.g. after a reconnect
    stale = decider.until(lambda f: f["type"] in ("ack", "error"))
    assert stale["code"] == "stale_decision" and stale["decision_seq"] == d["seq"] + 1 and stale["id"] == "first"
    assert stale["accepted"] == d["options"][-1]["notation"]
    decider.send({"type": "choose", "decision_seq": d["seq"] + 5, "option_id": 0})
    assert decider.until(lambda f: f["type"] == "error")["code"] == "stale_decision"
    decider.send({"type": "sync"})
    again = decider.until(lambda f: f["type"] == "state")
    assert again["decision_seq"] == before["decision_seq"] and again["view"] == before["view"]  # type: ignore[index]


def _keep_both(s0: Seat, s1: Seat) -> Seat:
    """Answer both mulligans with «keep»; returns the seat that decides next."""
    for _ in range(2):
        decider = s0 if s0.my_decision() else s1
        d = decider.my_decision()
        assert d is not None and d["kind"] == "mulligan"
        keep = next(o["id"] for o in d["options"] if o["notation"] == "keep")
        assert decider.choose(keep)["type"] == "ack"
        for seat in (s0, s1):
            seat.wait_seq(d["seq"] + 1)
    return s0 if s0.my_decision() else s1


def test_an_illegal_choice_gets_the_engine_s_code_rule_and_messages(client: TestClient) -> None:
    s0, s1, _ = seats_of(client, create(client))
    decider = _keep_both(s0, s1)
    d = decider.my_decision()
    assert d is not None and d["kind"] == "main"
    seat = decider.state["seat"]  # type: ignore[index]
    offered = {o["notation"] for o in d["options"]}
    hand = decider.state["view"]["players"][seat]["hand"]  # type: ignore[index]
    unplayable = next(c["name"] for c in hand if f"play {c['name']}" not in offered)
    decider.send({"type": "choose", "decision_seq": d["seq"], "notation": f"play {unplayable}"})
    error = decider.until(lambda f: f["type"] == "error")
    assert error["code"] == "not_enough_coins" and error["rule"] == "309.1" and error["ru"] and error["en"]
    decider.send({"type": "explain", "decision_seq": d["seq"], "notation": f"play {unplayable}"})
    explanation = decider.until(lambda f: f["type"] == "explanation")
    assert explanation["legal"] is False and explanation["code"] == "not_enough_coins"
    decider.send({"type": "choose", "decision_seq": d["seq"], "notation": "play Нет такой карты"})
    assert decider.until(lambda f: f["type"] == "error")["code"] == "unknown_option"
    decider.send({"type": "choose", "decision_seq": d["seq"], "option_id": len(d["options"])})
    assert decider.until(lambda f: f["type"] == "error")["code"] == "unknown_option_id"
    decider.send({"type": "sync"})
    assert decider.until(lambda f: f["type"] == "state")["decision_seq"] == d["seq"]  # nothing changed


def test_only_the_deciding_seat_chooses(client: TestClient) -> None:
    s0, s1, spectator = seats_of(client, create(client))
    decider, other = (s0, s1) if s0.my_decision() else (s1, s0)
    seq = decider.my_decision()["seq"]  # type: ignore[index]
    other.send({"type": "choose", "decision_seq": seq, "option_id": 0})
    assert other.until(lambda f: f["type"] == "error")["code"] == "wrong_player"
    spectator.send({"type": "choose", "decision_seq": seq, "option_id": 0})
    assert spectator.until(lambda f: f["type"] == "error")["code"] == "spectator"
    other.send({"type": "sync"})
    assert other.until(lambda f: f["type"] == "state")["decision_seq"] == seq


def test_a_wrong_token_and_an_unknown_game_get_the_same_refusal(client: TestClient) -> None:
    created = create(client)
    wrong_token = Seat(client, created["game"], "x" * 32).connect()
    unknown_game = Seat(client, "nosuchgame00", "x" * 32).connect()
    assert wrong_token == unknown_game and wrong_token["code"] == "bad_token"
    old = Seat(client, created["game"], created["seats"][0]["token"])
    old.ws = None
    assert Seat(client, created["game"], created["spectator"]["token"]).connect()["seat"] is None


def test_a_reconnecting_seat_gets_everything_back(client: TestClient) -> None:
    created = create(client)
    s0, s1, _ = seats_of(client, created)
    play_until([s0, s1], lambda: s0.state is not None and s0.state["decision_seq"] >= 12)
    before = s0.state
    s0.close()
    again = Seat(client, created["game"], created["seats"][0]["token"])
    assert again.connect()["seat"] == 0
    after = again.state
    assert after is not None and before is not None
    assert after["decision_seq"] == before["decision_seq"] and after["view"] == before["view"]
    assert after["log_complete"] and [e["seq"] for e in after["log"]] == list(range(1, before["decision_seq"] + 1))


def test_a_game_against_the_server_s_ai(client: TestClient) -> None:
    created = create(client, new_game_body(ai=(None, "random")))
    assert "token" not in created["seats"][1] and created["seats"][1]["ai"] == "random"
    seat = Seat(client, created["game"], created["seats"][0]["token"])
    seat.connect()
    play_until([seat], lambda: seat.state is not None and seat.state["result"] is not None)
    players = {e["player"] for e in seat.state["log"] if True} if seat.state else set()  # last frames' log
    assert seat.state is not None and seat.state["status"] == "finished"
    assert players <= {0, 1}
    log = [e for f in seat.frames if f["type"] == "state" for e in f["log"]]
    assert {e["player"] for e in log} == {0, 1}


def test_an_open_game_starts_when_its_second_player_joins(client: TestClient) -> None:
    body = new_game_body(public=True)
    body["players"][1] = {"open": True}
    created = create(client, body)
    assert created["status"] == "waiting" and "token" not in created["seats"][1]
    listed = client.get("/api/games").json()["games"]
    entry = next(g for g in listed if g["game"] == created["game"])
    assert entry["status"] == "waiting" and entry["invite"] == created["invite"]["token"]
    first = Seat(client, created["game"], created["seats"][0]["token"])
    first.connect()
    assert first.state is not None and first.state["status"] == "waiting" and first.state["view"] is None
    joined = client.post(f"/api/games/{created['game']}/join",
                         json={"invite": created["invite"]["token"], "deck": new_game_body()["players"][1]["deck"],
                               "name": "Гость"})
    assert joined.status_code == 201, joined.text
    assert client.post(f"/api/games/{created['game']}/join",
                       json={"invite": created["invite"]["token"], "deck": {"precon": "steppe"}}).status_code == 409
    first.until(lambda f: f["type"] == "state" and f["status"] == "active")
    second = Seat(client, created["game"], joined.json()["token"])
    assert second.connect()["seat"] == 1
    play_until([first, second], lambda: first.state is not None and first.state["decision_seq"] >= 4)


def test_a_process_that_lost_its_game_refuses_to_write_and_sends_players_on(client: TestClient) -> None:
    created = create(client)
    s0, s1, _ = seats_of(client, created)
    store = client.app.state.store  # type: ignore[attr-defined]
    store.register_node("thief", "http://elsewhere:8000", "elsewhere:8000", 60)
    with store.engine.begin() as conn:  # another live process took the game over (this one was paused)
        conn.exec_driver_sql("UPDATE games SET owner = 'thief' WHERE id = ?", (created["game"],))
    decider = s0 if s0.my_decision() else s1
    d = decider.my_decision()
    assert d is not None
    decider.send({"type": "choose", "decision_seq": d["seq"], "option_id": 0})
    moved = decider.recv()
    assert {"type": "moved", "url": "http://elsewhere:8000"}.items() <= moved.items()
    with pytest.raises(ConnectionError):  # then the connection is closed: reconnect at the url
        decider.recv()
    assert store.choices(created["game"]) == []  # nothing was written


def test_result_words_carry_no_internal_code() -> None:
    """The result a table shows is in words («победа игрока 1: герой повержен»); its code travels as ``reason``."""
    from berserk_heroes.server.labels import result_texts

    assert result_texts((0, "hero_defeated")) == ("победа игрока 1: герой повержен", "player 1 wins: the hero was defeated")
    assert result_texts((-1, "turn_limit")) is not None and "turn_limit" not in "".join(result_texts((-1, "turn_limit")) or ())


def test_log_lines_name_players_as_the_table_does() -> None:
    """A seat's log says «вы» and «соперник», as its panels do; a spectator's says «игрок 1/2» (and the doctests)."""
    import doctest

    from berserk_heroes.server import labels

    assert doctest.testmod(labels).failed == 0
    for kind in labels.WORDS:
        mine = labels.log_texts(2, 1, kind, viewer=1)
        assert mine[0].startswith("Ход 2, вы ") and mine[1].startswith("Turn 2, you ")
        assert labels.log_texts(2, 1, kind, viewer=0)[0].startswith("Ход 2, соперник ")
    assert set(labels.YOUR_VERBS) == set(labels.WORDS)


@pytest.mark.parametrize("text", [
    '{"type":"choose","decision_seq":12,"option_id":3}', '{"a": NaN}', '{"a": Infinity}', '{"a": "\\ud800"}',
    '"\ud800"', '{"a": 123456789012345678901234567890}', '{"a": 18446744073709551616}', '{"a": 1e400}',
    '{"a": 1.5}', '{"x": [1, {"y": 2.0}]}', '{"a": -0}', '{"a":1,"a":2}', "[" * 1020 + "]" * 1020,
    "[" * 2000 + "]" * 2000, "{" * 9000, "", "  {}  ", '{"a": "ё\\u0000"}', "{'a': 1}"])
def test_a_frame_s_json_is_read_as_the_strict_reader_reads_it(text: str) -> None:
    """The fast reader of frames (orjson) takes and refuses exactly what the strict one does, with the same values."""
    from berserk_heroes.server.protocol import loads_frame, loads_strict

    def outcome(read: Any) -> tuple[str, Any]:
        try:
            return "taken", read(text)
        except (ValueError, RecursionError):
            return "refused", None

    assert outcome(loads_frame) == outcome(loads_strict)


def test_a_choice_whose_commit_fails_is_undone_and_can_be_made_again(client: TestClient) -> None:
    """The engine applies a choice to the live game before it is stored: a failed commit is answered
    ``storage_failed``, the game is what it was (rebuilt from its stored choices), and the same choice then goes
    through."""
    from berserk_heroes.server.commits import StorageFailed

    created = create(client)
    s0, s1, spectator = seats_of(client, created)
    play_until([s0, s1], lambda: s0.state is not None and s0.state["decision_seq"] >= 3)
    decider = s0 if s0.my_decision() else s1
    d = decider.my_decision()
    assert d is not None
    before = decider.state
    hub = client.app.state.hub  # type: ignore[attr-defined]
    writer = hub.writer

    class Failing:
        async def append(self, item: Any) -> bool:
            raise StorageFailed("disk full")

    hub.writer = Failing()
    try:
        decider.send({"type": "choose", "decision_seq": d["seq"], "option_id": 0})
        refused = decider.until(lambda f: f["type"] in ("ack", "error"))
    finally:
        hub.writer = writer
    assert refused["type"] == "error" and refused["code"] == "storage_failed"
    live = hub.games[created["game"]]
    assert live.game.decision.seq == d["seq"] and live.seq == d["seq"]
    decider.send({"type": "sync"})
    again = decider.until(lambda f: f["type"] == "state")
    assert again["view"] == before["view"] and again["decision"] == before["decision"]  # type: ignore[index]
    assert decider.choose(0)["type"] == "ack"
    spectator.wait_seq(d["seq"] + 1)
    assert len(client.app.state.store.choices(created["game"])) == d["seq"] + 1  # type: ignore[attr-defined]
