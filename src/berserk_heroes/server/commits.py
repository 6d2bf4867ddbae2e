"""Group commit: accepted choices of every game in this process are written in batches.

A choice is acknowledged only after the transaction holding it has committed (commit-before-ack). While
one transaction commits, the choices that arrive queue up and go into the next one, so a busy server pays
one commit (one fsync on PostgreSQL) for many choices, and an idle one commits each choice at once.

Two writers, chosen by the database (:func:`commit_writer`): PostgreSQL's commit waits for a round trip and a
WAL flush, so one thread writes (:class:`CommitWriter`) while the event loop goes on. SQLite's commit is a
write into its WAL file (``synchronous=NORMAL``: no fsync) of a few tens of microseconds, which the event
loop's own thread makes at the end of the loop iteration in which the choices arrived
(:class:`LoopCommitWriter`): handing it to a thread had cost several times more CPU than the write, as the
two threads took turns at the GIL around each of the driver's calls.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Sequence
from typing import Protocol

from .store import Append, Store

log = logging.getLogger("berserk_heroes.server")

MAX_BATCH = 512
_STOP = object()


class StorageFailed(Exception):
    """The database did not take the choice (it is not stored, nothing was acknowledged)."""


class Writer(Protocol):
    """``await writer.append(item)`` → True if stored, False if the compare-and-set refused it (this process
    no longer owns the game, or the game moved on without it); StorageFailed if the database failed."""

    async def append(self, item: Append) -> bool:
        """Store ``item`` with the other choices of its batch."""

    def close(self) -> None:
        """Write what is queued and stop."""


def commit_writer(store: Store) -> Writer:
    """The writer for this database: on the event loop for SQLite, in a thread of its own for PostgreSQL."""
    return LoopCommitWriter(store) if store.is_sqlite else CommitWriter(store)


class LoopCommitWriter:
    """A :class:`Writer` that commits on the event loop's thread: the choices that arrive during one iteration of
    the loop are written by one transaction, at its end (``call_soon``)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._pending: list[tuple[Append, asyncio.Future[bool]]] = []

    async def append(self, item: Append) -> bool:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[bool] = loop.create_future()
        if not self._pending:
            loop.call_soon(self._flush)
        self._pending.append((item, future))
        return await future

    def close(self) -> None:
        self._flush()

    def _flush(self) -> None:
        batch, self._pending = self._pending, []
        if batch:
            _settle_all(list(zip((future for _, future in batch), write_batch(self.store, [item for item, _ in batch]))))


class CommitWriter:
    """A :class:`Writer` with a thread of its own, which writes whatever has queued while it wrote the last batch."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._queue: queue.SimpleQueue[object] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="berserk-commits", daemon=True)
        self._thread.start()

    async def append(self, item: Append) -> bool:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[bool] = loop.create_future()
        self._queue.put((item, future, loop))
        return await future

    def close(self) -> None:
        self._queue.put(_STOP)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is _STOP:
                return
            batch = [first]
            while len(batch) < MAX_BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is _STOP:
                    self._queue.put(_STOP)
                    break
                batch.append(more)
            self._write(batch)  # type: ignore[arg-type]

    def _write(self, batch: Sequence[tuple[Append, asyncio.Future[bool], asyncio.AbstractEventLoop]]) -> None:
        results = write_batch(self.store, [item for item, _, _ in batch])
        by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Future[bool], bool | BaseException]]] = {}
        for (_, future, loop), result in zip(batch, results):
            by_loop.setdefault(loop, []).append((future, result))
        for loop, settled in by_loop.items():  # one wake-up of the event loop per batch, not one per choice
            loop.call_soon_threadsafe(_settle_all, settled)



def write_batch(store: Store, items: Sequence[Append]) -> list[bool | BaseException]:
    """Store ``items`` by one transaction; per item, whether it was stored, or StorageFailed."""
    try:
        return list(store.append_choices(items))
    except Exception:  # one bad item must not fail the others: retry each alone
        log.exception("group commit failed; retrying its %d choices one by one", len(items))
        return [_write_one(store, item) for item in items]


def _write_one(store: Store, item: Append) -> bool | BaseException:
    try:
        return store.append_choices([item])[0]
    except Exception as exc:
        log.exception("storing choice %d of game %s failed", item.choice.seq, item.choice.game_id)
        return StorageFailed(str(exc))


def _settle_all(settled: Sequence[tuple[asyncio.Future[bool], bool | BaseException]]) -> None:
    for future, result in settled:
        _settle(future, result)


def _settle(future: asyncio.Future[bool], result: bool | BaseException) -> None:
    if future.done():  # the waiting connection went away
        return
    if isinstance(result, BaseException):
        future.set_exception(result)
    else:
        future.set_result(result)
