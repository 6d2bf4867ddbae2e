"""The server's background tasks besides the lease (``leases.py``): SQLite checkpoints, waiting games,
and the garbage collector of a dedicated server process."""

from __future__ import annotations

import asyncio
import gc
import logging

import anyio

from .live import Hub
from .settings import ServerSettings
from .store import Store

log = logging.getLogger("berserk_heroes.server")

FULL_COLLECTION_SECONDS = 600.0


def tune_process() -> None:
    """Settings for a process that is nothing but this server (``berserk serve``), for latency:

    * Python's full (generation 2) garbage collections walk every live object — the card pool and every
      game in play — and took 0.2–0.5 s each at 200 concurrent games, stalling every game at once several
      times a minute. Games make almost no reference cycles (a few hundred objects per thousand choices,
      freed by the young generations), so full collections are left to :func:`collect_garbage`, which
      runs one every ten minutes; after the start-up warm-up the loaded card data is frozen out of them
      (``gc.freeze``).
    * The commit thread (PostgreSQL's, ``commits.CommitWriter``) hands each choice back to the event loop; with Python's default 5 ms switch
      interval every such hand-over can wait up to 5 ms for the busy loop to let go of the GIL.
    """
    import sys

    gen0, gen1, _ = gc.get_threshold()
    gc.set_threshold(gen0, gen1, 1_000_000)
    sys.setswitchinterval(0.0005)


async def collect_garbage(seconds: float = FULL_COLLECTION_SECONDS) -> None:
    """A full collection now and then, for the rare cycles that reach the oldest generation."""
    while True:
        await asyncio.sleep(seconds)
        gc.collect()


async def warm_up(compile_precons: bool, freeze: bool) -> None:
    """Load the card pool and (``compile_precons``) compile the precon decks' cards before the first request
    needs them; then, in a dedicated process, freeze them out of the garbage collector's scans."""
    await anyio.to_thread.run_sync(_load_cards, compile_precons)
    if freeze:
        gc.collect()
        gc.freeze()


def _load_cards(compile_precons: bool) -> None:
    from ..decks.precon import precon_decks
    from ..demo import game_cards, setup_from_deck

    cards = game_cards()
    for deck in precon_decks().values() if compile_precons else ():
        setup_from_deck(deck, cards)


async def checkpoints(store: Store, seconds: float = 1.0) -> None:
    """SQLite's WAL checkpoints, in a worker thread once a second (``Store.checkpoint``)."""
    while store.is_sqlite:
        await asyncio.sleep(seconds)
        try:
            await anyio.to_thread.run_sync(store.checkpoint)
        except Exception:
            log.exception("checkpoint failed")


async def poll_waiting(hub: Hub, settings: ServerSettings) -> None:
    """Start the waiting games whose second player joined."""
    while True:
        await asyncio.sleep(settings.waiting_poll_seconds)
        try:
            await hub.poll_waiting()
        except Exception:
            log.exception("polling waiting games failed")
