"""The replay viewer in a real browser: every finished game has a link; the viewer steps back and forth,
each step's state hash checked against the record, from either seat's view or the spectator's."""

from __future__ import annotations

import time
from typing import Any

import httpx
from server_helpers import ServerProcess, new_game_body
from web_helpers import new_page, screenshot


def finished_ai_game(server: ServerProcess) -> dict[str, Any]:
    """A game the server's AI plays against itself to the end."""
    created = server.create(new_game_body(seed=2, ai=("random", "random"), public=True))
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        info: dict[str, Any] = httpx.get(f"{server.url}/api/games/{created['game']}").json()
        if info["status"] == "finished":
            return info
        time.sleep(0.2)
    raise AssertionError("the AI game did not end")


def step_of(page: Any) -> int:
    return int(page.evaluate("() => window.berserkReplay.step"))


def wait_step(page: Any, step: int) -> None:
    page.wait_for_function(f"() => window.berserkReplay && window.berserkReplay.step === {step}"
                           f" && document.querySelector('#step').textContent.includes('{step}')")
    assert page.locator("#hash.ok").is_visible(), page.locator("#hash").inner_text()


def test_a_replay_steps_back_and_forth_verified_by_state_hash(browser: Any, web_server: ServerProcess) -> None:
    game = finished_ai_game(web_server)
    steps = game["decision_seq"]
    page = new_page(browser)
    page.goto(web_server.url + "/")
    page.locator(f'#games tr[data-game="{game["game"]}"] a.replay').click()  # the lobby links every finished game
    wait_step(page, steps)
    assert page.locator("#result").is_visible()
    page.click("#back")
    wait_step(page, steps - 1)
    page.click("#back")
    wait_step(page, steps - 2)
    page.click("#forward")
    wait_step(page, steps - 1)
    page.click("#first")
    wait_step(page, 0)
    page.click("#forward")
    wait_step(page, 1)
    assert page.locator(".hand .card").count() == 0  # the spectator's view: no hand
    page.select_option("#seat", "0")  # seat 0's view of the same step: its hand
    page.wait_for_selector(".hand .card")
    wait_step(page, 1)
    screenshot(page, "replay-seat0")
    page.evaluate("() => { window.berserkReplay.record.steps[0].hash = 'tampered'; window.berserkReplay.draw(); }")
    assert page.locator("#hash.bad").is_visible()  # a hash that differs from the record is shown as such
    assert page.script_errors == []
