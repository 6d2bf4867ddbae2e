"""The web client's table in a real browser (Debian's chromium): two people play a whole game by clicks,
a game against the AI reaches its end, a spectator never sees a hand, a reload restores the table, an
illegal action explains itself under the refused move, and the phone-sized layout fits."""

from __future__ import annotations

from typing import Any

import httpx
from server_helpers import ServerProcess, demo_decks, new_game_body
from web_helpers import PHONE, local, new_page, play_turns, screenshot, table_state, wait_for_state


def two_seats(server: ServerProcess, seed: int = 7, public: bool = True) -> dict[str, Any]:
    return server.create(new_game_body(seed=seed, public=public))


def open_seat(browser: Any, server: ServerProcess, link: str, viewport: dict[str, int] | None = None) -> Any:
    page = new_page(browser, viewport)
    page.goto(server.url + local(link))
    wait_for_state(page, "s.view")
    return page


def save_demo_decks(server: ServerProcess) -> list[str]:
    """The vanilla demo decks saved on the server (games of them start at once and end quickly)."""
    return [httpx.post(f"{server.url}/api/decks", json={"text": deck["text"], "name": f"demo {i}"}, timeout=120).json()["id"]
            for i, deck in enumerate(demo_decks())]


def test_two_browsers_play_a_whole_game_by_clicks(browser: Any, web_server: ServerProcess) -> None:
    decks = save_demo_decks(web_server)
    host = new_page(browser)  # the lobby: a game against a friend by link
    host.goto(web_server.url + "/")
    host.select_option("select[name=deck]", f"saved:{decks[0]}")
    host.select_option("select[name=opponent]", "friend")
    host.click("#start")
    invite = local(host.input_value("#invite-link"))
    host.click("#my-seat")
    host.wait_for_selector("input.link")  # waiting for the friend, with the link to send again
    friend = new_page(browser)
    friend.goto(web_server.url + invite)
    friend.select_option(".join select[name=deck]", f"saved:{decks[1]}")
    friend.click("#join")
    pages = {0: host, 1: friend}
    for page in pages.values():
        wait_for_state(page, "s.status === 'active' && s.view")
    game_id = table_state(host)["game"]  # type: ignore[index]
    play_turns(pages, until=lambda s: s["view"]["turn"] >= 3 and s["view"]["play"])
    screenshot(pages[0], "table-mid-game-seat0")
    screenshot(pages[1], "table-mid-game-seat1")
    clicks = play_turns(pages)
    final = [wait_for_state(page, "s.status === 'finished'") for page in pages.values()]
    assert final[0]["result"] == final[1]["result"] and final[0]["result"]["reason"] == "hero_defeated"
    assert clicks > 10
    for page in pages.values():
        result = page.locator("#result")
        assert result.is_visible() and result.inner_text()
        assert page.locator("#replay-link").get_attribute("href").startswith(f"/replay/{game_id}")
        assert page.script_errors == []
        # the fallen hero shows 0 life left, never a negative one (its wounds badge shows the overkill)
        assert not any(text.startswith("♥-") for text in page.locator(".life").all_inner_texts())
    screenshot(pages[0], "table-game-over")
    record = httpx.get(f"{web_server.url}/api/games/{game_id}/record").json()
    assert len(record["steps"]) == final[0]["decision_seq"]  # every click was one stored choice


def test_a_game_against_the_ai_reaches_its_end_from_the_lobby(browser: Any, web_server: ServerProcess) -> None:
    saved = save_demo_decks(web_server)
    page = new_page(browser)
    page.goto(web_server.url + "/")
    page.click("#lang")  # the English switch
    page.wait_for_selector("#start:has-text('Start')")
    page.click("#lang")
    page.wait_for_selector("#start:has-text('Начать')")
    assert [o.get_attribute("value") for o in page.locator("select[name=opponent] option").all()] == [
        "random", "easy", "heuristic", "medium", "hard", "friend"]  # each level of the AI, and a friend
    page.select_option("select[name=deck]", f"saved:{saved[0]}")
    page.select_option("select[name=opponent]", "random")
    page.select_option("select[name=deck2]", f"saved:{saved[1]}")
    page.click("#start")
    page.wait_for_url("**/game/**")
    wait_for_state(page, "s.view")
    play_turns({0: page})
    state = wait_for_state(page, "s.status === 'finished'")
    assert state["result"]["winner"] in (0, 1, -1)
    assert page.locator("#result").is_visible() and page.script_errors == []
    page.goto(web_server.url + "/")  # the game is listed with its replay
    page.wait_for_selector(f'#games tr[data-game="{state["game"]}"] a.replay')


def test_a_spectator_never_sees_a_hand(browser: Any, web_server: ServerProcess) -> None:
    created = two_seats(web_server, seed=3)
    seats = {seat: open_seat(browser, web_server, created["seats"][seat]["link"]) for seat in (0, 1)}
    spectator = open_seat(browser, web_server, created["spectator"]["link"])
    play_turns(seats, until=lambda s: s["view"]["turn"] >= 2)
    seq = table_state(seats[0])["decision_seq"]  # type: ignore[index]
    watched = wait_for_state(spectator, f"s.decision_seq === {seq}")
    assert watched["seat"] is None and all(p["hand"] is None for p in watched["view"]["players"])
    assert spectator.locator(".hand .card").count() == 0 and spectator.locator("#decision").count() == 0
    for seat, page in seats.items():
        hand = [card["id"] for card in table_state(page)["view"]["players"][seat]["hand"]]  # type: ignore[index]
        assert hand and page.locator(".hand .card").count() == len(hand)
        for card_id in hand:  # no card of a hand is drawn for the spectator, nor for the other seat
            assert spectator.locator(f'.card[data-id="{card_id}"]').count() == 0
            assert seats[1 - seat].locator(f'.card[data-id="{card_id}"]').count() == 0
            assert str(card_id) not in (watched.get("card_keys") or {})
    counts = spectator.locator(".hand-count").all_inner_texts()
    assert len(counts) == 2 and all(any(ch.isdigit() for ch in text) for text in counts)
    screenshot(spectator, "table-spectator")


def test_a_reload_mid_game_restores_the_table(browser: Any, web_server: ServerProcess) -> None:
    created = two_seats(web_server, seed=5)
    pages = {seat: open_seat(browser, web_server, created["seats"][seat]["link"]) for seat in (0, 1)}
    play_turns(pages, until=lambda s: s["view"]["turn"] >= 2 and s["log"])
    before = wait_for_state(pages[0])
    html_cards = sorted(pages[0].locator(".table .card").evaluate_all("els => els.map(e => e.dataset.id)"))
    pages[0].reload()
    after = wait_for_state(pages[0], f"s.decision_seq === {before['decision_seq']}")
    assert after["view"] == before["view"] and after["decision"] == before["decision"]
    assert pages[0].evaluate("() => window.berserkTable.log.length") == before["decision_seq"]
    assert sorted(pages[0].locator(".table .card").evaluate_all("els => els.map(e => e.dataset.id)")) == html_cards
    play_turns(pages, until=lambda s: s["decision_seq"] >= before["decision_seq"] + 3)  # and play goes on


def test_an_illegal_action_shows_the_engines_reason(browser: Any, web_server: ServerProcess) -> None:
    created = two_seats(web_server, seed=11)
    pages = {seat: open_seat(browser, web_server, created["seats"][seat]["link"]) for seat in (0, 1)}
    play_turns(pages, until=lambda s: s["decision"] and s["decision"]["kind"] == "main")
    state = max((wait_for_state(p) for p in pages.values()), key=lambda s: s["decision_seq"])
    seat = state["decision"]["player"]
    page = pages[seat]
    mine = wait_for_state(page, f"s.decision_seq === {state['decision_seq']}")
    playable = {o.get("card") for o in mine["decision"]["options"] if o["kind"] == "play"}
    blocked = [c for c in mine["view"]["players"][seat]["hand"] if c["id"] not in playable]
    assert blocked, "the first main decision should have a card it cannot pay for"
    page.locator(f'.hand .card[data-id="{blocked[0]["id"]}"]').click()
    illegal = page.locator("#card-actions button.illegal")
    illegal.first.wait_for(timeout=5000)
    assert illegal.first.get_attribute("data-code") == "not_enough_coins"
    assert "§309.1" in (illegal.first.get_attribute("title") or "")
    why = page.locator("#card-actions button.illegal .why").first
    assert why.is_visible() and "309.1" in why.inner_text()  # shown without hovering
    end_button = page.locator('#decision button.option[data-kind="end"]').first
    reason_box, end_box = why.bounding_box(), end_button.bounding_box()
    assert reason_box and end_box and not _overlap(reason_box, end_box)  # it covers no other button
    screenshot(page, "table-illegal-reason")
    end = [o for o in mine["decision"]["options"] if o["kind"] == "end"]
    page.locator('#decision button.option[data-kind="end"]').first.click()  # a misclick on «end» is asked about
    page.locator("#confirm").wait_for()
    page.locator("#confirm-no").click()
    assert end and table_state(page)["decision_seq"] == mine["decision_seq"]  # type: ignore[index]


def test_the_table_fits_a_phone(browser: Any, web_server: ServerProcess) -> None:
    created = two_seats(web_server, seed=9)
    pages = {seat: open_seat(browser, web_server, created["seats"][seat]["link"], PHONE) for seat in (0, 1)}
    play_turns(pages, until=lambda s: s["view"]["turn"] >= 3 and s["view"]["play"])
    page = pages[0]
    screenshot(page, "table-phone")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"] + 1  # nothing wider than the screen: the hand scrolls inside its row


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    """Whether two bounding boxes (x, y, width, height) share any area."""
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] \
        and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]
