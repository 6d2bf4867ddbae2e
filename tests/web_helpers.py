"""Shared pieces of the web client's browser tests (tests/test_web_*.py): a real server, Debian's chromium
driven by Playwright, and a player that plays by clicking what a person would click.

Chromium cannot be downloaded here: ``make test`` installs Debian's package (``make chromium-install``).
Without it the browser tests skip, except under CI (``CI`` set), where they fail.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import ServerProcess

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
"""Screenshots of the table (git-ignored): look at them after a run."""

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1400, "height": 1000}


def chromium_path() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail("chromium is not installed: `make test` installs it (make chromium-install)")
    pytest.skip("chromium is not installed (make chromium-install)")


@pytest.fixture(scope="module")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """``berserk serve`` on a free port with a fresh SQLite database."""
    tmp = tmp_path_factory.mktemp("web")
    server = ServerProcess(f"sqlite:///{tmp / 'berserk.sqlite3'}", tmp=tmp).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    path = chromium_path()
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=path, args=["--no-sandbox", "--disable-gpu"])
        try:
            yield launched
        finally:
            launched.close()


def new_page(browser: Any, viewport: dict[str, int] | None = None) -> Any:
    """A page in a browser context of its own (its own storage: another person), failing the test on any
    script error."""
    context = browser.new_context(viewport=viewport or DESKTOP)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.script_errors = errors
    return page


def screenshot(page: Any, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def local(link: str) -> str:
    """A capability link's path and fragment (the server's public URL may differ from the test's)."""
    return "/" + link.split("/", 3)[3]


def table_state(page: Any) -> dict[str, Any] | None:
    state: dict[str, Any] | None = page.evaluate("() => window.berserkTable && window.berserkTable.state")
    return state


def wait_for_state(page: Any, predicate: str = "true", timeout: float = 20_000) -> dict[str, Any]:
    """Wait until the page holds a state for which the JS expression ``predicate`` (over ``s``) holds."""
    page.wait_for_function(f"() => {{ const t = window.berserkTable; const s = t && t.state;"
                           f" return s && t.sentSeq === null && ({predicate}); }}", timeout=timeout)
    state = table_state(page)
    assert state is not None
    return state


# -- a player that clicks -----------------------------------------------------------------------------------------

KIND_ORDER = {"attack": 0, "play": 1, "activate": 2, "keep": 3, "no-defender": 4, "done": 5}


def preferred_option(options: list[dict[str, Any]]) -> dict[str, Any]:
    """An aggressive plan that ends games quickly: attack the hero, else attack, play, activate …; end the
    turn last."""
    def rank(option: dict[str, Any]) -> int:
        if option["kind"] == "attack" and option["notation"].endswith("-> hero"):
            return -1
        if option["kind"] == "end":
            return 9
        return KIND_ORDER.get(option["kind"], 6)
    return min(options, key=rank)


def click_option(page: Any, option: dict[str, Any]) -> None:
    """Choose ``option`` the way a person does: a card's option by clicking the card (then its target,
    highlighted); any other by its button; a risky one is confirmed in the dialog."""
    card = option.get("card")
    cards = page.locator(f'.table .card[data-id="{card}"]') if card is not None else None
    if cards is not None and cards.count() == 1:
        cards.click()
        target = option.get("target")
        button = page.locator(f'#card-actions button.option[data-notation="{_css(option["notation"])}"]')
        highlighted = page.locator(f'.table .card.target[data-id="{target}"]')
        if target is not None and target != card and highlighted.count() == 1:
            head = option["notation"].split(" -> ")[0]
            group = page.locator(f'#card-actions button.group[data-head="{_css(head)}"]')
            if group.count():  # an action with several targets: name the action first
                group.click()
            highlighted.click()  # the highlighted target takes the option
        elif button.count():
            button.click()
        else:  # the option's target is not on the table (or is the card itself): the action's button list
            page.locator(f'#card-actions button.group[data-head="{_css(option["notation"].split(" -> ")[0])}"]').click()
            button.click()
    else:
        page.locator(f'#decision > .buttons button.option[data-notation="{_css(option["notation"])}"], '
                     f'#decision details.all button.option[data-notation="{_css(option["notation"])}"]').first.click(
                         force=True)
    confirm = page.locator("#confirm-yes")
    if confirm.count():
        confirm.click()


def _css(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def play_turns(pages: dict[int, Any], until: Any = None, limit: int = 400) -> int:
    """Play by clicks on the pages of the seats (0, 1; a seat without a page is the AI's) until
    ``until(state)`` holds (default: the game is over). Returns how many choices were clicked."""
    done = until or (lambda state: state["status"] == "finished")
    clicks = 0
    while clicks < limit:
        states = [wait_for_state(page) for page in pages.values()]
        latest = max(states, key=lambda state: state["decision_seq"])
        seq = latest["decision_seq"]
        if done(latest):
            return clicks
        page = pages.get(latest["decision"]["player"]) if latest["decision"] else None
        if page is None:  # the AI decides (or the game is ending): wait for its move or the end
            watcher = next(iter(pages.values()))
            try:
                watcher.wait_for_function(f"() => {{ const s = window.berserkTable.state; return s.decision_seq > {seq}"
                                          f" || s.status === 'finished'; }}", timeout=60_000)
            except Exception as exc:
                raise AssertionError(f"the AI made no move after decision {seq} ({latest['status']}, "
                                     f"{latest['decision']}): see {screenshot(watcher, 'ai-stuck')}") from exc
            continue
        mine = wait_for_state(page, f"s.decision_seq === {seq} && s.decision && s.decision.options")
        option = preferred_option(mine["decision"]["options"])
        click_option(page, option)
        try:
            for each in pages.values():
                each.wait_for_function(f"() => window.berserkTable.state.decision_seq > {seq}", timeout=20_000)
        except Exception as exc:
            raise AssertionError(f"clicking {option} took no choice: see {screenshot(page, 'stuck')}") from exc
        clicks += 1
    raise AssertionError(f"no end after {limit} clicks")
