"""The bot client: plays one seat through the protocol, as any program in any language could
(``berserk bot LINK --agent random``). It only ever reads what the server sends its seat.

:class:`BotBrain` decides from ``state`` frames (no transport); :func:`run_bot` connects, says hello,
answers each of its seat's decisions, follows ``moved`` and reconnects after a dropped connection, and
returns the result. ``benchmarks/bench_server.py`` drives many brains over asyncio.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from ..rng import Rng
from .ai import BOT_AGENTS
from .protocol import PROTOCOL_VERSION


class BotError(Exception):
    """The bot cannot go on (a bad link, a refused token, the server unreachable for too long)."""


@dataclass(frozen=True)
class Link:
    """A capability link ``http://host:port/game/GAME#TOKEN``, taken apart."""

    base: str
    game: str
    token: str

    @property
    def websocket(self) -> str:
        return self.base.replace("https://", "wss://", 1).replace("http://", "ws://", 1) + "/ws"

    def hello(self) -> str:
        return json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION, "game": self.game, "token": self.token})

    def moved_to(self, url: str) -> Link:
        return Link(url.rstrip("/"), self.game, self.token)


def parse_link(link: str) -> Link:
    parts = urlsplit(link.strip())
    segments = [s for s in parts.path.split("/") if s]
    if parts.scheme not in ("http", "https") or len(segments) < 2 or segments[-2] != "game" or not parts.fragment:
        raise BotError(f"not a game link (http://HOST:PORT/game/GAME#TOKEN): {link!r}")
    prefix = "/".join(segments[:-2])
    base = f"{parts.scheme}://{parts.netloc}" + (f"/{prefix}" if prefix else "")
    return Link(base, segments[-1], parts.fragment)


def protocol_agent(spec: str, seed: int) -> Callable[[dict[str, Any]], int]:
    """An agent that picks an option id from a decision block of the protocol (the seat's options)."""
    if spec not in BOT_AGENTS:
        raise BotError(f"unknown agent {spec!r}; known: {', '.join(BOT_AGENTS)}")
    rng = Rng(seed)
    return lambda decision: rng.randrange(len(decision["options"]))


RESYNC_CODES = ("stale_decision", "rate_limited", "storage_failed", "busy")
"""Errors after which the bot asks for the state again (and answers its decision anew)."""


@dataclass
class BotBrain:
    """Answers ``state`` frames of one seat: a ``choose`` frame when the seat decides, else nothing."""

    agent: Callable[[dict[str, Any]], int]
    seat: int | None = None
    sent_seq: int = -1
    result: dict[str, Any] | None = None
    choices: int = 0
    log: list[dict[str, Any]] = field(default_factory=list)

    def on_frame(self, frame: dict[str, Any]) -> str | None:
        """The frame to send in answer, if any."""
        kind = frame.get("type")
        if kind == "welcome":
            self.seat = frame.get("seat")
            self.sent_seq = -1  # a new connection: a choice sent before it may never have arrived
            return None
        if kind == "error" and frame.get("code") in RESYNC_CODES:  # the choice was not taken: look again
            self.sent_seq = -1
            return json.dumps({"type": "sync"})
        if kind != "state":
            return None
        if frame.get("log_complete"):
            self.log = list(frame["log"])
        else:
            self.log.extend(frame["log"])
        if frame.get("result") is not None:
            self.result = frame["result"]
            return None
        decision = frame.get("decision")
        if not decision or decision.get("player") != self.seat or "options" not in decision:
            return None
        if decision["seq"] == self.sent_seq:
            return None
        self.sent_seq = decision["seq"]
        self.choices += 1
        return json.dumps({"type": "choose", "decision_seq": decision["seq"], "option_id": self.agent(decision)})


def run_bot(link_text: str, agent: str = "random", seed: int = 0, say: Callable[[str], None] | None = None,
            reconnect_seconds: float = 30.0, max_frame_bytes: int = 1 << 22) -> dict[str, Any]:
    """Play the seat of ``link_text`` to the end of the game; returns the result block of the last state."""
    from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
    from websockets.sync.client import connect

    first = link = parse_link(link_text)
    brain = BotBrain(protocol_agent(agent, seed))
    deadline = time.monotonic() + reconnect_seconds
    pause = 0.1
    while brain.result is None:
        try:
            with connect(link.websocket, max_size=max_frame_bytes, open_timeout=10, close_timeout=2) as ws:
                ws.send(link.hello())
                for text in ws:
                    frame = json.loads(text)
                    if frame.get("type") == "moved":
                        link = link.moved_to(frame["url"])
                        break
                    if frame.get("type") == "error" and frame.get("code") in ("bad_token", "unsupported_protocol"):
                        raise BotError(f"{frame['code']}: {frame['en']}")
                    if frame.get("type") == "error" and say is not None:
                        say(f"ошибка / error: {frame.get('code')}: {frame.get('ru')}")
                    answer = brain.on_frame(frame)
                    if frame.get("code") == "rate_limited":
                        time.sleep(1.0)
                    if answer is not None:
                        ws.send(answer)
                    if brain.result is not None:
                        break
                    deadline = time.monotonic() + reconnect_seconds
                    pause = 0.1
        except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            link = first  # the process we were sent to may be the one that died: ask the first one again
            if time.monotonic() > deadline:
                raise BotError(f"the server is unreachable: {exc}") from exc
            if say is not None:
                say(f"соединение потеряно, повтор / connection lost, retrying: {type(exc).__name__}")
        if brain.result is None:
            time.sleep(pause)
            pause = min(pause * 2, 2.0)
    if say is not None:
        say(f"Результат / result: {brain.result['ru']} / {brain.result['en']}; решений бота / bot choices: {brain.choices}")
    return brain.result
