"""The game server: one protocol for browsers and bots (``docs/protocol.md``, ``docs/server.md``).

An ASGI application (Starlette on uvicorn) around the engine's decision protocol:

* ``app.py``        the application: HTTP routes, the WebSocket endpoint, start-up and shut-down
* ``protocol.py``   the versioned message format: validating client frames, building server frames
* ``seat_state.py`` what one seat (or a spectator) is sent, built only from ``Game.view`` and the options
* ``live.py``       games in play in this process: choices, commit-before-ack, broadcasts, server-side AI
* ``store.py``      the database (SQLAlchemy 2): games as events, decks, nodes; ``migrations/`` (Alembic)
* ``leases.py``     which process owns a game (several processes on one PostgreSQL)
* ``limits.py``     size and rate limits; ``tokens.py`` capability tokens
* ``bot.py``        the bot client (``berserk bot``); ``ai.py`` the engine's agents behind one function
"""

from __future__ import annotations

from .settings import ServerSettings

__all__ = ["ServerSettings"]
