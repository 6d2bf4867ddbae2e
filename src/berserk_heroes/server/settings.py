"""Server settings: where the database is, how the server is reached, and the limits it enforces."""

from __future__ import annotations

import socket
import uuid
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_DATA_DIR = Path("data")
"""Where ``berserk serve`` keeps its SQLite database unless ``--database`` names another."""


def sqlite_url(data_dir: Path) -> str:
    """The SQLAlchemy URL of the embedded database in ``data_dir``."""
    return f"sqlite:///{(data_dir / 'berserk.sqlite3').resolve()}"


@dataclass
class ServerSettings:
    """Everything a server process needs to know. Defaults are what ``make run`` uses."""

    database_url: str = field(default_factory=lambda: sqlite_url(DEFAULT_DATA_DIR))
    public_url: str = "http://127.0.0.1:8000"
    """How clients reach this process: capability links and ``moved`` messages point here."""
    bind: str = ""
    """The address this process listens on (host:port). A node row with the same bind belongs to a
    process that is dead (the address could not be bound otherwise), so its games are taken over at once."""
    node_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    lease_seconds: float = 10.0
    """A process owns its games while its lease is fresh; it renews it every third of this time."""
    max_frame_bytes: int = 16 * 1024
    """The largest WebSocket frame accepted (a choose message is ~100 bytes)."""
    max_body_bytes: int = 256 * 1024
    """The largest HTTP request body (a deck file is a few KiB)."""
    frames_per_second: float = 20.0
    frame_burst: int = 60
    """Per-connection rate limit: a token bucket of ``frame_burst`` refilled at ``frames_per_second``."""
    max_dropped_frames: int = 200
    """A connection that keeps sending over its rate is closed after this many dropped frames."""
    posts_per_minute: float = 120.0
    post_burst: int = 60
    """Per-client-address rate limit of HTTP requests that create something (games, decks)."""
    hello_timeout: float = 10.0
    """Seconds a new WebSocket connection has to send its ``hello``."""
    outbox_size: int = 256
    """Messages queued for one connection; a client that falls this far behind is disconnected (it
    reconnects and gets the whole state)."""
    max_connections_per_game: int = 32
    waiting_poll_seconds: float = 1.0
    """How often a game waiting for its second player checks the database (the join may reach another
    process)."""
    compress: bool = False
    """WebSocket permessage-deflate. Off by default: it cost ~15% of the server's CPU in the benchmark, and
    a state frame is a few KiB (a player receives ~10–20 KiB/s uncompressed)."""
    warm_up: bool = True
    """Compile the precon decks' cards at start-up (a few seconds in the background), so that the first
    game with them starts at once."""
    dedicated_process: bool = False
    """The process runs nothing but this server (``berserk serve``): tune its garbage collector
    (``background.tune_process``). False for an application embedded in tests."""
    docs_dir: Path | None = None
    """The project's docs folder, served under ``/docs/`` when present (a source checkout)."""

    @staticmethod
    def host_name() -> str:
        return socket.gethostname()
