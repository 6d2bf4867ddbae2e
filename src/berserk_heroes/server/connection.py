"""One WebSocket connection: hello, then frames in and out, within the size and rate limits.

Frames are read one at a time (a choose waits for its commit before the next frame is read); frames out go
through a bounded queue drained by a writer task, so a slow client never holds up a game: if it falls
``outbox_size`` frames behind it is disconnected, and gets the whole state again when it reconnects.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from ..errors import BerserkError
from .limits import TokenBucket
from .live import Hub, LiveGame, Moved
from .protocol import (
    PROTOCOL_VERSION,
    ClientFrame,
    ProtocolError,
    binary_frame,
    encode,
    hello_first,
    parse_frame,
    rate_limited,
    unsupported_protocol,
)
from .seat_state import Role
from .settings import ServerSettings

log = logging.getLogger("berserk_heroes.server")

POLICY_VIOLATION = 1008
_CLOSE = object()


class Connection:
    """A client's WebSocket, as a :class:`~.live.Subscriber` of one game."""

    def __init__(self, ws: WebSocket, settings: ServerSettings) -> None:
        self.ws = ws
        self.settings = settings
        self.role: Role = None
        self.log_sent = 0
        self.bucket = TokenBucket(settings.frames_per_second, settings.frame_burst)
        self.dropped = 0
        self._last_rate_error = 0.0
        self._outbox: asyncio.Queue[object] = asyncio.Queue(settings.outbox_size)
        self._close_code = 1000
        self.closed = asyncio.Event()
        self._reader: asyncio.Task[Any] | None = None  # the task waiting in next_frame, if one is
        self._reader_cancelled = False

    # -- out ----------------------------------------------------------------------------------------------------

    def send(self, text: str) -> None:
        try:
            self._outbox.put_nowait(text)
        except asyncio.QueueFull:  # too slow a reader: let it reconnect and resync
            self._set_closed()

    def send_frame(self, frame: dict[str, Any]) -> None:
        self.send(encode(frame))

    def close(self, code: int = 1000) -> None:
        self._close_code = code
        try:
            self._outbox.put_nowait(_CLOSE)
        except asyncio.QueueFull:
            self._set_closed()

    async def pump(self) -> None:
        """Send queued frames in order; stop at a close."""
        try:
            while True:
                item = await self._outbox.get()
                if not isinstance(item, str):  # the close sentinel
                    break
                await self.ws.send_text(item)
        except Exception as exc:  # the client went away
            log.debug("connection closed while sending: %s", exc)
        finally:
            self._set_closed()
            with contextlib.suppress(Exception):
                await self.ws.close(self._close_code)

    def _set_closed(self) -> None:
        """This side is done with the connection: a task waiting for the client's next frame stops waiting."""
        self.closed.set()
        reader, self._reader = self._reader, None
        if reader is not None:
            self._reader_cancelled = True
            reader.cancel()

    # -- in ----------------------------------------------------------------------------------------------------

    async def next_frame(self) -> ClientFrame | None:
        """The next valid frame; None when the client is gone or the connection was closed from this side
        (``closed``). One task per connection, cancelled by :meth:`_set_closed` only while it waits here: that
        costs nothing per frame, where racing each receive against ``closed`` took a task and an
        ``asyncio.wait`` per frame."""
        if self.closed.is_set():
            return None
        task = asyncio.current_task()
        self._reader = task
        try:
            return await self.receive()
        except asyncio.CancelledError:
            if not self._reader_cancelled or task is None or task.uncancel() > 0:
                raise  # cancelled from elsewhere too (the server stops)
            return None
        finally:
            self._reader = None

    async def receive(self) -> ClientFrame | None:
        """The next valid frame; None when the client is gone. Refused frames are answered here."""
        while True:
            message = await self.ws.receive()
            if message["type"] == "websocket.disconnect":
                return None
            if not self.bucket.allow():
                self._over_rate()
                continue
            text = message.get("text")
            if text is None:
                self.send_frame(binary_frame().frame())
                continue
            try:
                return parse_frame(text, self.settings.max_frame_bytes)
            except ProtocolError as exc:
                self.send_frame(exc.frame(exc.extra.pop("id", None)))

    def _over_rate(self) -> None:
        self.dropped += 1
        if self.dropped > self.settings.max_dropped_frames:
            self.send_frame(ProtocolError("rate_limited", "слишком много сообщений: соединение закрыто",
                                          "too many frames: the connection is closed").frame())
            self.close(POLICY_VIOLATION)
            return
        now = time.monotonic()
        if now - self._last_rate_error >= 1.0:  # one error a second, not one per dropped frame
            self._last_rate_error = now
            self.send_frame(rate_limited().frame())


async def serve_connection(ws: WebSocket, hub: Hub, settings: ServerSettings) -> None:
    """The WebSocket endpoint: hello, then the game's frames until the client leaves."""
    await ws.accept()
    conn = Connection(ws, settings)
    pump = asyncio.create_task(conn.pump())
    live: LiveGame | None = None
    try:
        live = await _hello(conn, hub)
        if live is not None:
            await _session(conn, hub, live)
    except WebSocketDisconnect:
        pass
    finally:
        if live is not None:
            hub.detach(live, conn)
        conn.close(conn._close_code)
        with contextlib.suppress(asyncio.TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(pump, 5)


async def _hello(conn: Connection, hub: Hub) -> LiveGame | None:
    """The first frame must be a valid hello with a token that opens the game."""
    try:
        frame = await asyncio.wait_for(conn.receive(), conn.settings.hello_timeout)
    except TimeoutError:
        conn.send_frame(ProtocolError("hello_timeout", "не получено hello", "no hello received").frame())
        conn.close(POLICY_VIOLATION)
        return None
    if frame is None:
        return None
    try:
        if frame.type != "hello":
            raise hello_first()
        if frame.fields["protocol"] != PROTOCOL_VERSION:
            raise unsupported_protocol(frame.fields["protocol"])
        live, role = await hub.open(frame.fields["game"], frame.fields["token"])
    except ProtocolError as exc:
        conn.send_frame(exc.frame(frame.id))
        conn.close(POLICY_VIOLATION)
        return None
    except Moved as moved:
        conn.send_frame(moved.frame())
        conn.close(1012)
        return None
    except BerserkError as exc:  # a stored game the engine cannot rebuild
        log.error("game %s cannot be rebuilt: %s", frame.fields.get("game"), exc)
        conn.send_frame(ProtocolError("game_broken", "игру не удаётся восстановить", "the game cannot be rebuilt").frame(frame.id))
        conn.close(1011)
        return None
    conn.role = role
    welcome = {"type": "welcome", "protocol": PROTOCOL_VERSION, "game": live.id, "seat": role,
               "role": "spectator" if role is None else "player"}
    if frame.id is not None:
        welcome["id"] = frame.id
    conn.send_frame(welcome)
    await hub.attach(live, conn)
    return live


async def _session(conn: Connection, hub: Hub, live: LiveGame) -> None:
    """Answer the client's frames until it leaves or the connection is closed from this side."""
    while (frame := await conn.next_frame()) is not None:
        try:
            reply = await _dispatch(conn, hub, live, frame)
        except ProtocolError as exc:
            reply = exc.frame()
        if reply is not None:
            if frame.id is not None:
                reply["id"] = frame.id
            conn.send_frame(reply)


async def _dispatch(conn: Connection, hub: Hub, live: LiveGame, frame: ClientFrame) -> dict[str, Any] | None:
    if frame.type == "choose":
        await hub.choose(live, conn, frame)
        conn.bucket.refund()
        return None
    if frame.type == "explain":
        return await hub.explain(live, conn.role, frame)
    if frame.type == "sync":
        await hub.sync(live, conn)
        return None
    if frame.type == "ping":
        return {"type": "pong"}
    raise ProtocolError("already_joined", "hello уже получено", "hello was already received")
