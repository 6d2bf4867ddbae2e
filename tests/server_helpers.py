"""Shared pieces of the game-server tests (tests/test_server*.py): databases, servers, clients.

PostgreSQL: ``make test`` starts a throwaway cluster (scripts/pg_cluster.sh) and passes its URL in
``BERSERK_TEST_PG_URL``; without it the tests start their own when Debian's PostgreSQL is installed, skip
otherwise — except under CI (``CI`` set), where a missing PostgreSQL fails instead of skipping.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import pytest
from websockets.sync.client import connect

from berserk_heroes.demo import demo_deck_texts

if TYPE_CHECKING:
    from starlette.testclient import TestClient

ROOT = Path(__file__).resolve().parent.parent
PG_SCRIPT = ROOT / "scripts" / "pg_cluster.sh"
_URL_LINE = re.compile(r"(http://\S+?)/\s")


# -- databases ------------------------------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def pg_admin_url() -> Iterator[str]:
    """A PostgreSQL server's URL (the ``postgres`` database), for creating one database per test."""
    url = os.environ.get("BERSERK_TEST_PG_URL")
    if url:
        yield url
        return
    if not list(Path("/usr/lib/postgresql").glob("*/bin/initdb")):
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL is not installed: `make test` installs it (scripts/pg_cluster.sh install)")
        pytest.skip("PostgreSQL is not installed (make test installs and starts it)")
    folder = tempfile.mkdtemp(prefix="berserk-pg-")
    started = subprocess.run([str(PG_SCRIPT), "start", folder, "fast"], capture_output=True, text=True, check=True)
    try:
        yield started.stdout.strip()
    finally:
        subprocess.run([str(PG_SCRIPT), "stop", folder], check=False)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture()
def pg_url(pg_admin_url: str) -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test."""
    import psycopg

    name = "t_" + secrets.token_hex(6)
    admin = pg_admin_url.replace("postgresql://", "postgresql://", 1)
    with psycopg.connect(_libpq(admin), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    try:
        yield admin.replace("/postgres?", f"/{name}?", 1)
    finally:
        with psycopg.connect(_libpq(admin), autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def _libpq(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


@pytest.fixture()
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'berserk.sqlite3'}"


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest) -> str:
    """Each test that takes this runs once on SQLite and once on PostgreSQL."""
    fixture = "sqlite_url" if request.param == "sqlite" else "pg_url"
    url: str = request.getfixturevalue(fixture)
    return url


@pytest.fixture()
def client(sqlite_url: str) -> Iterator[TestClient]:
    """The application in-process on a fresh SQLite database; its seats are closed at the end."""
    from starlette.testclient import TestClient

    from berserk_heroes.server.app import create_app
    from berserk_heroes.server.settings import ServerSettings

    settings = ServerSettings(database_url=sqlite_url, public_url="http://testserver", waiting_poll_seconds=0.05,
                              docs_dir=ROOT / "docs")
    with TestClient(create_app(settings)) as test_client:
        test_client.opened_seats = []  # type: ignore[attr-defined]
        yield test_client
        for seat in test_client.opened_seats:  # type: ignore[attr-defined]
            seat.close()


def create(client: TestClient, body: dict[str, Any] | None = None) -> dict[str, Any]:
    reply = client.post("/api/games", json=body or new_game_body())
    assert reply.status_code == 201, reply.text
    created: dict[str, Any] = reply.json()
    return created


# -- games --------------------------------------------------------------------------------------------------------


def demo_decks() -> list[dict[str, str]]:
    """The vanilla demo decks as deck texts (no card text to compile: games start at once)."""
    return [{"text": text} for text in demo_deck_texts()]


def new_game_body(seed: int = 7, ai: tuple[str | None, str | None] = (None, None), **extra: Any) -> dict[str, Any]:
    decks = demo_decks()
    return {"players": [{"deck": decks[i], "ai": ai[i]} for i in (0, 1)], "seed": seed, **extra}


# -- a server in a process of its own --------------------------------------------------------------------------------


class ServerProcess:
    """``berserk serve`` in a subprocess (so that it can be killed with SIGKILL)."""

    def __init__(self, database: str, port: int = 0, lease: float = 10.0, tmp: Path | None = None) -> None:
        self.database = database
        self.port = port
        self.lease = lease
        self.tmp = tmp
        self.proc: subprocess.Popen[str] | None = None
        self.url = ""

    def start(self) -> ServerProcess:
        args = [sys.executable, "-m", "berserk_heroes.cli", "serve", "--port", str(self.port),
                "--database", self.database, "--lease", str(self.lease), "--no-warm-up"]  # demo decks only
        log = open(self.tmp / f"server-{time.monotonic_ns()}.log", "w") if self.tmp else subprocess.DEVNULL
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=log, text=True, cwd=self.tmp or ROOT)
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        found = _URL_LINE.search(line)
        if not found:
            self.proc.kill()
            raise RuntimeError(f"the server did not start: {line!r}")
        self.url = found.group(1)
        self.port = int(self.url.rsplit(":", 1)[1])
        self.wait_ready()
        return self

    def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            try:
                if httpx.get(self.url + "/api", timeout=5).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline or (self.proc and self.proc.poll() is not None):
                raise RuntimeError("the server did not answer")
            time.sleep(0.05)

    def kill9(self) -> None:
        assert self.proc is not None
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)

    def create(self, body: dict[str, Any]) -> dict[str, Any]:
        reply = httpx.post(self.url + "/api/games", json=body, timeout=60)
        assert reply.status_code == 201, reply.text
        created: dict[str, Any] = reply.json()
        return created


class InProcessSocket:
    """Starlette TestClient's WebSocket session behind the same small interface as a real socket."""

    def __init__(self, client: Any) -> None:
        self._context = client.websocket_connect("/ws")
        self._session = self._context.__enter__()

    def send(self, text: str) -> None:
        self._session.send_text(text)

    def recv(self, timeout: float | None = None) -> str:
        message = self._session.receive()
        if message["type"] == "websocket.close":
            raise ConnectionError(f"closed by the server ({message.get('code')})")
        return str(message["text"])

    def close(self) -> None:
        try:
            self._context.__exit__(None, None, None)
        except Exception:
            pass


class Seat:
    """A protocol client of one seat (or a spectator): keeps the latest state. ``server`` is a server's
    URL (a real WebSocket) or a Starlette TestClient (in-process)."""

    def __init__(self, server: Any, game: str, token: str) -> None:
        self.server = server
        self.game = game
        self.token = token
        self.ws: Any = None
        self.state: dict[str, Any] | None = None
        self.frames: list[dict[str, Any]] = []

    def connect(self) -> dict[str, Any]:
        """Connect and say hello; returns the welcome (or the refusal) frame."""
        if isinstance(self.server, str):
            self.ws = connect(self.server.replace("http://", "ws://") + "/ws", open_timeout=30,
                              max_size=1 << 22).__enter__()
        else:
            self.ws = InProcessSocket(self.server)
            opened = getattr(self.server, "opened_seats", None)
            if opened is not None:  # closed by the test's client fixture before the app shuts down
                opened.append(self)
        self.send({"type": "hello", "protocol": 1, "game": self.game, "token": self.token})
        first = self.recv()
        if first["type"] == "welcome":
            self.until(lambda f: f["type"] == "state")
        return first

    def send(self, frame: dict[str, Any] | str) -> None:
        assert self.ws is not None
        self.ws.send(frame if isinstance(frame, str) else json.dumps(frame))

    def recv(self, timeout: float = 30) -> dict[str, Any]:
        assert self.ws is not None
        frame: dict[str, Any] = json.loads(self.ws.recv(timeout))
        self.frames.append(frame)
        if frame["type"] == "state":
            self.state = frame
        return frame

    def until(self, predicate: Any, timeout: float = 30) -> dict[str, Any]:
        deadline = time.monotonic() + timeout
        while True:
            frame = self.recv(max(0.01, deadline - time.monotonic()))
            if predicate(frame):
                return frame

    def wait_seq(self, seq: int, timeout: float = 30) -> None:
        """Read frames until the latest state is at decision ``seq`` or later."""
        while self.state is None or self.state["decision_seq"] < seq:
            self.until(lambda f: f["type"] == "state", timeout)

    def my_decision(self) -> dict[str, Any] | None:
        d = self.state["decision"] if self.state else None
        return d if d and "options" in d else None

    def choose(self, option_id: int = 0) -> dict[str, Any]:
        """Answer the current decision; returns the ack (or the error)."""
        d = self.my_decision()
        assert d is not None
        self.send({"type": "choose", "decision_seq": d["seq"], "option_id": option_id})
        return self.until(lambda f: f["type"] in ("ack", "error"))

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
            self.ws = None


def play_until(seats: list[Seat], stop: Any, rng_seed: int = 1, limit: int = 5000) -> int:
    """Answer the seats' decisions (options picked by a seeded RNG) until ``stop()``; returns choices made."""
    from berserk_heroes.rng import Rng

    rng = Rng(rng_seed)
    made = 0
    while not stop() and made < limit:
        deciding = [s for s in seats if s.my_decision() is not None]
        if not deciding:  # the server's AI decides: wait for its choices
            seats[0].until(lambda f: f["type"] == "state")
            continue
        seat = deciding[0]
        d = seat.my_decision()
        assert d is not None
        reply = seat.choose(rng.randrange(len(d["options"])))
        assert reply["type"] == "ack", reply
        for s in seats:
            s.wait_seq(d["seq"] + 1)
        made += 1
    return made
