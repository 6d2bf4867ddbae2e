"""Group commit: accepted choices of every game in this process are written by one thread, in batches.

A choice is acknowledged only after the transaction holding it has committed (commit-before-ack). While
one transaction commits, the choices that arrive queue up and go into the next one, so a busy server pays
one commit (one fsync on PostgreSQL) for many choices, and an idle one commits each choice at once.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Sequence

from .store import Append, Store

log = logging.getLogger("berserk_heroes.server")

MAX_BATCH = 512
_STOP = object()


class StorageFailed(Exception):
    """The database did not take the choice (it is not stored, nothing was acknowledged)."""


class CommitWriter:
    """``await writer.append(item)`` → True if stored, False if the compare-and-set refused it (this process
    no longer owns the game, or the game moved on without it); StorageFailed if the database failed."""

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
        try:
            results: list[bool | BaseException] = list(self.store.append_choices([item for item, _, _ in batch]))
        except Exception:  # one bad item must not fail the others: retry each alone
            log.exception("group commit failed; retrying its %d choices one by one", len(batch))
            results = [self._write_one(item) for item, _, _ in batch]
        by_loop: dict[asyncio.AbstractEventLoop, list[tuple[asyncio.Future[bool], bool | BaseException]]] = {}
        for (_, future, loop), result in zip(batch, results):
            by_loop.setdefault(loop, []).append((future, result))
        for loop, settled in by_loop.items():  # one wake-up of the event loop per batch, not one per choice
            loop.call_soon_threadsafe(_settle_all, settled)

    def _write_one(self, item: Append) -> bool | BaseException:
        try:
            return self.store.append_choices([item])[0]
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
