"""``berserk serve``: bind the address, print the URL, run the application on uvicorn."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .settings import DEFAULT_DATA_DIR, ServerSettings, sqlite_url

REPO_DOCS = Path(__file__).resolve().parents[3] / "docs"


def listen(host: str, port: int) -> socket.socket:
    """A listening socket, bound before the application starts: if the address is ours, any earlier server
    registered on it is dead (``Store.register_node``)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def serve(host: str = "127.0.0.1", port: int = 8000, database: str | None = None, data_dir: str | None = None,
          public_url: str | None = None, log_level: str = "warning", say: Callable[[str], None] = print,
          **settings: Any) -> int:
    """Run the server until interrupted. ``settings`` are :class:`ServerSettings` fields (``lease_seconds``,
    ``posts_per_minute``, ``warm_up`` …)."""
    import uvicorn

    from .app import create_app
    from .background import tune_process

    tune_process()

    sock = listen(host, port)
    port = sock.getsockname()[1]
    shown_host = f"[{host}]" if ":" in host else host
    url = (public_url or f"http://{shown_host}:{port}").rstrip("/")
    folder = Path(data_dir) if data_dir else DEFAULT_DATA_DIR
    config = ServerSettings(database_url=database or sqlite_url(folder), public_url=url,
                            bind=f"{socket.gethostname()}:{host}:{port}", dedicated_process=True,
                            docs_dir=REPO_DOCS if REPO_DOCS.is_dir() else None, **settings)
    where = config.database_url if database else f"SQLite, {folder.resolve()}"
    say(f"Сервер «Берсерк. Герои»: {url}/  (база / database: {_without_password(where)}; Ctrl+C — остановить)")
    server = uvicorn.Config(create_app(config), log_level=log_level, access_log=False, lifespan="on",
                            ws_max_size=config.max_frame_bytes, ws_ping_interval=20.0, ws_ping_timeout=20.0,
                            ws_per_message_deflate=config.compress)
    uvicorn.Server(server).run(sockets=[sock])
    return 0


def _without_password(url: str) -> str:
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return url
