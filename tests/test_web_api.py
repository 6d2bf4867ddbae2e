"""The server routes the web client needs, in-process: card data by key and by search (the filters of
``berserk cards search``), the card keys a state frame gives (only of cards the seat may see), and the
client's pages and static files served from the package."""

from __future__ import annotations

from typing import Any

from server_helpers import Seat, create, new_game_body
from starlette.testclient import TestClient

from berserk_heroes.server.card_data import MAX_KEYS, MAX_RESULTS


def test_cards_by_key_give_the_printed_card_and_its_support(client: TestClient) -> None:
    reply = client.get("/api/cards?keys=14-001,demo-003,no-such-card").json()
    assert set(reply["cards"]) == {"14-001", "demo-003"} and reply["unknown"] == ["no-such-card"]
    dragon = reply["cards"]["14-001"]
    assert dragon["name"] == "Анаксарх" and dragon["elements"] == ["Степи"] and dragon["cost"] == 4
    assert dragon["strike"] == 4 and dragon["life"] == 4 and "{м}" in dragon["text"] and dragon["type_ru"] == "Существо"
    assert isinstance(dragon["supported"], bool) and isinstance(dragon["unsupported_text"], list)
    leader = client.get("/api/cards?keys=15-002").json()["cards"]["15-002"]  # «Чешуя 2»: a keyword by its printed word
    assert {"code": "scales", "ru": "Чешуя", "value": 2} in leader["keywords"]
    too_many = client.get("/api/cards?keys=" + ",".join(f"k{i}" for i in range(MAX_KEYS + 1)))
    assert too_many.status_code == 400 and too_many.json()["error"]["code"] == "too_many_keys"


def test_card_search_uses_the_filters_of_cards_search(client: TestClient) -> None:
    from berserk_heroes.demo import card_pool

    found = client.get("/api/cards", params={"element": "Горы", "type": "creature", "cost": "3"}).json()
    assert found["cards"] and all(c["elements"].count("Горы") and c["type"] == "creature" and c["cost"] == 3
                                  for c in found["cards"])
    expected = card_pool().search(element="Горы", type="creature", cost=3, newest_only=True)
    assert found["total"] == len(expected) and [c["key"] for c in found["cards"]] == [c.key for c in expected][:MAX_RESULTS]
    by_name = client.get("/api/cards", params={"name": "анаксарх"}).json()["cards"]
    assert [c["name"] for c in by_name] == ["Анаксарх"]
    supported = client.get("/api/cards", params={"text": "Выстрел", "supported": "1"}).json()
    assert supported["cards"] and all(c["supported"] for c in supported["cards"])
    unsupported = [c for c in client.get("/api/cards", params={"text": "Выстрел"}).json()["cards"] if not c["supported"]]
    assert all(c["unsupported_text"] for c in unsupported)  # an unsupported card says what the engine cannot play
    for bad in ({"cost": "два"}, {"offset": "-1"}, {"name": "x" * 101}):
        assert client.get("/api/cards", params=bad).status_code == 400


def test_a_state_gives_card_keys_only_for_the_cards_its_seat_sees(client: TestClient) -> None:
    created = create(client, new_game_body(seed=4))
    seats = [Seat(client, created["game"], created["seats"][i]["token"]) for i in (0, 1)]
    spectator = Seat(client, created["game"], created["spectator"]["token"])
    for seat in (*seats, spectator):
        seat.connect()
    for index, seat in enumerate(seats):
        state: dict[str, Any] = seat.state  # type: ignore[assignment]
        own = {str(c["id"]) for c in state["view"]["players"][index]["hand"]}
        other = {str(c["id"]) for c in seats[1 - index].state["view"]["players"][1 - index]["hand"]}  # type: ignore[index]
        keys = state["card_keys"]
        assert own <= set(keys) and not other & set(keys)
        assert not other & set(spectator.state["card_keys"])  # type: ignore[index]
        assert all(key.startswith("demo-") for key in keys.values())


def test_the_client_pages_and_files_are_served_by_the_server(client: TestClient) -> None:
    for path, page in (("/", "lobby"), ("/decks", "decks"), ("/replay/abc", "replay")):
        reply = client.get(path)
        assert reply.status_code == 200 and f'data-page="{page}"' in reply.text and "/static/js/main.js" in reply.text
    assert client.get("/game/nope").status_code == 404
    for name in ("js/main.js", "js/table.js", "js/lobby.js", "js/decks.js", "js/replay.js", "js/cards.js", "style.css"):
        served = client.get(f"/static/{name}")
        assert served.status_code == 200 and "://" not in served.text  # no CDN: every asset is the server's own
    assert "://" not in client.get("/").text
