"""Which process owns a game, when several server processes share one database (``docs/server.md``).

Each process is a row of ``nodes`` with a lease (``lease_until``) that it renews every third of
``lease_seconds``. A game's ``owner`` is the process serving it. A process claims a game when it has no
owner or its owner's lease has run out (``Store.claim``), so when a process dies its games are taken over
by the next process a player connects to, at most ``lease_seconds`` later (at once if the new process
listens on the dead one's address). Every stored choice is compare-and-set on the owner and the number of
choices (``Store.append_choices``): a process that lost a game without noticing cannot write to it, and
evicts it at its next choice or lease renewal.
"""

from __future__ import annotations

import asyncio
import logging

import anyio

from .live import Hub
from .settings import ServerSettings
from .store import Store

log = logging.getLogger("berserk_heroes.server")


def register(store: Store, settings: ServerSettings) -> None:
    store.register_node(settings.node_id, settings.public_url, settings.bind, settings.lease_seconds)


async def keep_lease(store: Store, hub: Hub, settings: ServerSettings) -> None:
    """Renew this process's lease forever; evict the games it no longer owns."""
    while True:
        await asyncio.sleep(settings.lease_seconds / 3)
        try:
            if not await anyio.to_thread.run_sync(store.renew_node, settings.node_id, settings.lease_seconds):
                log.warning("this server's lease row was gone: registering again")
                await anyio.to_thread.run_sync(register, store, settings)
            await hub.check_ownership()
        except Exception:  # the database is unreachable for now: try again at the next beat
            log.exception("lease renewal failed")
