"""The deck builder in a real browser: search with the card filters, live validation that refuses an
illegal deck with its rule, import and export of the deck text, saving to the server, unsupported cards
marked with the reason."""

from __future__ import annotations

from typing import Any

import httpx
from server_helpers import ServerProcess
from web_helpers import new_page, screenshot

from berserk_heroes.demo import demo_deck_texts

LEGAL = demo_deck_texts()[0]
ILLEGAL = LEGAL.replace("3 Орк-новобранец [demo-003]", "4 Орк-новобранец [demo-003]")


def open_builder(browser: Any, server: ServerProcess) -> Any:
    page = new_page(browser)
    page.goto(server.url + "/decks")
    page.wait_for_selector("#results .result-card")
    page.evaluate("() => localStorage.clear()")
    return page


def import_text(page: Any, text: str) -> None:
    page.locator("details.panel summary").click()
    page.fill("#deck-text", text)
    page.click("#import")


def test_the_deck_builder_refuses_an_illegal_deck_with_its_rule(browser: Any, web_server: ServerProcess) -> None:
    page = open_builder(browser, web_server)
    import_text(page, ILLEGAL)
    problem = page.locator('#validation li.problem[data-code="too_many_copies"]')
    problem.wait_for()
    assert problem.get_attribute("data-rule") == "1.3" and "§1.3" in problem.inner_text()
    entry = page.locator('#deck-list li[data-key="demo-003"]')
    entry.locator("button", has_text="−").click()  # one copy fewer: live validation accepts the deck
    page.wait_for_selector("#validation.ok")
    entry.locator("button", has_text="+").click()  # and one more is refused again, with its rule
    page.wait_for_selector('#validation li.problem[data-rule="1.3"]')
    screenshot(page, "deck-builder-illegal")
    assert page.script_errors == []


def test_import_export_and_save_keep_the_deck(browser: Any, web_server: ServerProcess) -> None:
    page = open_builder(browser, web_server)
    import_text(page, LEGAL)
    page.wait_for_selector("#validation.ok")
    page.click("#export")
    exported = page.input_value("#deck-text")
    server = httpx.post(f"{web_server.url}/api/decks/validate", json={"text": LEGAL}).json()
    again = httpx.post(f"{web_server.url}/api/decks/validate", json={"text": exported}).json()
    assert again["problems"] == [] and again["canonical"].split("\n")[1:] == server["canonical"].split("\n")[1:]
    page.fill("#deck-name", "Проверка")
    page.click("#save")
    saved = page.locator("#saved")
    saved.get_by_text("Проверка").wait_for()
    decks = httpx.get(f"{web_server.url}/api/decks").json()["decks"]
    assert any(d["name"] == "Проверка" for d in decks)
    page.goto(web_server.url + "/")  # the saved deck can be picked in the lobby
    page.wait_for_selector("select[name=deck] optgroup option[value^='saved:']", state="attached")
    page.goto(web_server.url + "/decks")  # and the draft survives a reload
    page.wait_for_selector('#deck-list li[data-key="demo-003"]')


def test_search_filters_draw_cards_and_mark_unsupported_ones(browser: Any, web_server: ServerProcess) -> None:
    unsupported = next(c for c in httpx.get(f"{web_server.url}/api/cards", params={"text": "Х"}, timeout=120).json()["cards"]
                       if not c["supported"])
    page = open_builder(browser, web_server)
    page.fill("#search input[name=name]", unsupported["name"])
    page.click("#find")
    card = page.locator(f'#results .result-card[data-key="{unsupported["key"]}"] .card')
    card.wait_for()
    assert "unsupported" in (card.get_attribute("class") or "")
    assert unsupported["unsupported_text"][0][:20] in card.locator(".unsupported-note").inner_text()
    page.fill("#search input[name=name]", "")
    page.select_option("#search select[name=element]", "Горы")
    page.select_option("#search select[name=type]", "creature")
    page.click("#find")
    page.wait_for_function("() => [...document.querySelectorAll('#results .card')].length > 0 && "
                           "[...document.querySelectorAll('#results .card')].every(c => c.className.includes('el-mountains')"
                           " || c.className.includes('el-multi'))")
    first = page.locator("#results .result-card").first
    first.locator("button.add").click()
    page.wait_for_selector(f'#deck-list li[data-key="{first.get_attribute("data-key")}"]')
    screenshot(page, "deck-builder-search")
