"""The game server's HTTP API and pages, in-process: decks saved, listed and validated with their rules;
game creation refusing bad input with a clear error and storing nothing; the Russian lobby page."""

from __future__ import annotations

from typing import Any

import pytest
from server_helpers import create, new_game_body
from starlette.testclient import TestClient

from berserk_heroes.demo import demo_deck_texts

ILLEGAL_DECK = demo_deck_texts()[0].replace("3 Орк-новобранец [demo-003]", "4 Орк-новобранец [demo-003]")


def error_of(reply: Any, status: int) -> dict[str, Any]:
    assert reply.status_code == status, reply.text
    error: dict[str, Any] = reply.json()["error"]
    assert error["code"] and error["ru"] and error["en"]
    return error


def public_ids(client: TestClient) -> list[str]:
    return [g["game"] for g in client.get("/api/games").json()["games"]]


def test_the_lobby_page_is_russian_and_lists_public_games(client: TestClient) -> None:
    created = create(client, new_game_body(public=True))
    create(client, new_game_body(public=False))
    page = client.get("/")  # the web client's lobby (docs/web.md): it lists GET /api/games
    assert page.status_code == 200 and 'lang="ru"' in page.text and 'data-page="lobby"' in page.text
    assert "/docs/protocol.md" in page.text and client.get("/static/js/lobby.js").status_code == 200
    assert public_ids(client) == [created["game"]]  # the private game is not listed
    assert client.get("/docs/protocol.md").status_code == 200
    assert client.get("/docs/../README.md").status_code == 404
    game_page = client.get(f"/game/{created['game']}")
    assert game_page.status_code == 200 and 'data-page="table"' in game_page.text
    assert created["seats"][0]["token"] not in game_page.text


def test_decks_are_validated_saved_listed_and_played(client: TestClient) -> None:
    checked = client.post("/api/decks/validate", json={"text": ILLEGAL_DECK}).json()
    assert [(p["code"], p["rule"]) for p in checked["problems"]] == [("too_many_copies", "1.3")]
    assert checked["problems"][0]["ru"] and checked["problems"][0]["line"]
    saved = client.post("/api/decks", json={"text": demo_deck_texts()[1], "name": "Моя колода"})
    assert saved.status_code == 201 and saved.json()["problems"] == []
    deck_id = saved.json()["id"]
    kept_illegal = client.post("/api/decks", json={"text": ILLEGAL_DECK})  # a user's deck is kept, problems listed
    assert kept_illegal.status_code == 201 and kept_illegal.json()["problems"]
    listed = client.get("/api/decks").json()["decks"]
    assert {d["id"] for d in listed} == {deck_id, kept_illegal.json()["id"]}
    assert client.get(f"/api/decks/{deck_id}").json()["text"] == demo_deck_texts()[1]
    body = new_game_body()
    body["players"][1]["deck"] = {"saved": deck_id}
    assert create(client, body)["status"] == "active"
    precons = client.get("/api/precons").json()["precons"]
    assert {"steppe", "mountains"} <= {p["id"] for p in precons}


@pytest.mark.parametrize("change, status, code", [
    (lambda b: b["players"][0].update(deck={"text": ILLEGAL_DECK}), 422, "illegal_deck"),
    (lambda b: b["players"][0].update(deck={"text": "3 Нет такой карты"}), 422, "bad_deck"),
    (lambda b: b["players"][0].update(deck={"precon": "nope"}), 400, "unknown_precon"),
    (lambda b: b["players"][0].update(deck={"saved": "nope"}), 404, "unknown_deck"),
    (lambda b: b["players"][0].update(deck={"precon": "steppe", "text": "x"}), 400, "bad_deck_spec"),
    (lambda b: b["players"][1].update(ai="alphazero"), 400, "unknown_agent"),
    (lambda b: b.update(config={"no_such_rule": 1}), 400, "bad_config"),
    (lambda b: b.update(config={"hand_limit": -1}), 400, "bad_config"),
    (lambda b: b.update(seed=-1), 400, "bad_seed"),
    (lambda b: b.update(seed=True), 400, "bad_seed"),
    (lambda b: b.update(extra=1), 400, "unknown_field"),
    (lambda b: b.update(players=[b["players"][0]]), 400, "bad_players"),
    (lambda b: b["players"][0].update(open=True), 400, "bad_players"),
    (lambda b: b["players"][0].update(name="x" * 500), 400, "bad_name"),
])
def test_a_bad_game_request_is_refused_and_stores_nothing(client: TestClient, change: Any, status: int,
                                                          code: str) -> None:
    body = new_game_body(public=True)
    change(body)
    assert error_of(client.post("/api/games", json=body), status)["code"] == code
    assert public_ids(client) == []


def test_an_illegal_deck_names_its_problems(client: TestClient) -> None:
    body = new_game_body()
    body["players"][1]["deck"] = {"text": ILLEGAL_DECK}
    error = error_of(client.post("/api/games", json=body), 422)
    assert error["problems"][0]["rule"] == "1.3" and "players[1]" in error["ru"]


def test_bodies_that_are_not_json_or_too_large_are_refused(client: TestClient) -> None:
    assert error_of(client.post("/api/games", content=b"{nope"), 400)["code"] == "not_json"
    assert error_of(client.post("/api/games", content=b"[NaN]"), 400)["code"] == "not_json"
    assert error_of(client.post("/api/games", content=b"[" * 100_000), 400)["code"] == "not_json"  # deep, not fatal
    assert error_of(client.post("/api/games", content=b"[" * 300_000), 413)["code"] == "too_large"
    assert error_of(client.post("/api/decks", json={"text": "x" * 300_000}), 413)["code"] == "too_large"
    assert error_of(client.post("/api/decks", json=[1]), 400)["code"] == "not_an_object"
    assert error_of(client.get("/api/games/nosuchgame"), 404)["code"] == "unknown_game"


def test_writes_are_rate_limited_per_address(client: TestClient) -> None:
    burst = client.app.state.settings.post_burst  # type: ignore[attr-defined]
    statuses = [client.post("/api/decks/validate", json={"text": "Герой: [demo-001]"}).status_code
                for _ in range(burst + 20)]
    assert statuses[:burst] == [200] * burst and statuses[-1] == 429
