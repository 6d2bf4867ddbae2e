"""The compiled card pool kept on disk between runs, so that a command neither compiles the 1,400 card texts nor
builds the card-text parser each time it starts.

Where: ``$BERSERK_CACHE_DIR``, else ``$XDG_CACHE_HOME/berserk-heroes``, else ``~/.cache/berserk-heroes``. The
folder is created private (0o700) and used only while it is the user's own and no one else may write to it.

What: one file per *source key*, a hash of everything the compiled pool is made from — the card data files, the
grammar and every source file of the package (the compiler, the ability vocabulary, the engine's support table),
the lark and Python versions and this module's :data:`FORMAT`. Editing any of them changes the key, so a stale
file is never read; the newest :data:`KEEP` files are kept (several checkouts may share one folder).

Trust: the file is unpickled only after its header matched — magic, format, the expected key and the SHA-256 of
the payload (so a truncated or corrupt file is seen before anything is unpickled) — and only from the private
folder, from a file owned by the user that no one else may write. Anything else is a miss: the caller compiles
and writes a fresh file (atomically, ``files.write_bytes_atomically``). A folder that cannot be used or written
only costs the time of compiling.

Cards are pickled one by one and unpickled on first use (:class:`LazyCards`), so ``berserk cards show NAME``
builds one card and a game the eighty it plays. So are the words that describe each card's abilities
(``compiled.described``): describing inflects Russian words, and loading the morphological analyser for that would
cost a warm ``cards show`` more than all the rest.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import pickle
import stat
import sys
import threading
from collections.abc import Iterable, Iterator, Mapping
from contextlib import suppress
from pathlib import Path
from typing import Any

FORMAT = 1
"""Version of the file layout and payload; raise it when either changes."""
KEEP = 8
"""How many cache files (source keys) the folder keeps, most recently used first."""
ENV_DIR = "BERSERK_CACHE_DIR"
MAGIC = b"berserk-heroes compiled card pool\n"
_PREFIX = "compiled-pool-"
_SUFFIX = ".pickle"
_PACKAGE = Path(__file__).resolve().parent.parent
_SOURCE_SUFFIXES = (".py", ".lark", ".jsonl", ".yaml")


def cache_dir() -> Path:
    """The cache folder (see the module doc); not created here."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg and Path(xdg).is_absolute() else Path.home() / ".cache"
    return base / "berserk-heroes"


def private_dir() -> Path | None:
    """The cache folder, created if needed, when it is the user's own and only the user may write to it; else
    None (the cache is then not used at all)."""
    folder = cache_dir()
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.stat()
    except OSError:
        return None
    return folder if stat.S_ISDIR(info.st_mode) and _only_mine(info) else None


def _only_mine(info: os.stat_result) -> bool:
    """Owned by this user (where the system has owners) and not writable by the group or others."""
    getuid = getattr(os, "getuid", None)
    owned = getuid is None or info.st_uid == getuid()
    return owned and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def source_files(data_files: Iterable[Path]) -> list[Path]:
    """Every file the compiled pool depends on: ``data_files`` and the package's sources, data and grammar."""
    package = sorted(p for p in _PACKAGE.rglob("*") if p.suffix in _SOURCE_SUFFIXES and "__pycache__" not in p.parts)
    return [*data_files, *package]


def source_key(data_files: Iterable[Path]) -> str:
    """The hex SHA-256 of the compiled pool's sources (see the module doc)."""
    digest = hashlib.sha256(f"{FORMAT}|{sys.implementation.name}|{sys.version_info[:2]}|{_lark_version()}".encode())
    for path in source_files(data_files):
        content = path.read_bytes()
        digest.update(f"|{path.name}|{len(content)}|".encode())
        digest.update(content)
    return digest.hexdigest()


def _lark_version() -> str:
    """lark's version file, read without importing lark (a warm start never needs the parser)."""
    spec = importlib.util.find_spec("lark")
    if spec is None or spec.origin is None:
        return "no lark"
    return hashlib.sha256(Path(spec.origin).read_bytes()).hexdigest()


def cache_file(key: str, folder: Path) -> Path:
    """The file of one source key."""
    return folder / f"{_PREFIX}{key[:32]}{_SUFFIX}"


def lark_cache_file() -> str | bool:
    """Where lark keeps its parser tables: a file in the private folder (lark adds its own key check), or False
    (no cache) when there is no private folder."""
    folder = private_dir()
    return str(folder / "lark-parser.cache") if folder is not None else False


def read(key: str) -> dict[str, Any] | None:
    """The payload stored under ``key``, or None when there is none that can be trusted (see the module doc)."""
    folder = private_dir()
    if folder is None:
        return None
    path = cache_file(key, folder)
    try:
        with open(path, "rb") as stream:
            if not _only_mine(os.fstat(stream.fileno())):
                return None
            data = stream.read()
    except OSError:
        return None
    payload = _checked_payload(data, key)
    if payload is None:
        return None
    with suppress(OSError):
        os.utime(path)  # most recently used: kept by prune()
    try:
        loaded = pickle.loads(payload)
    except Exception:  # noqa: BLE001 - a payload this code cannot read (the key matched, so it is damaged): a miss
        return None
    return loaded if isinstance(loaded, dict) and loaded.get("format") == FORMAT else None


def _checked_payload(data: bytes, key: str) -> bytes | None:
    """The payload after a header naming this format and key and the payload's SHA-256; None otherwise."""
    parts = data.split(b"\n", 4)
    if len(parts) != 5:
        return None
    magic, version, key_line, digest_line, payload = parts
    expected = (MAGIC.rstrip(b"\n"), f"format {FORMAT}".encode(), f"key {key}".encode())
    if (magic, version, key_line) != expected:
        return None
    if digest_line != f"sha256 {hashlib.sha256(payload).hexdigest()}".encode():
        return None
    return payload


def write(key: str, payload: dict[str, Any]) -> Path | None:
    """Store ``payload`` under ``key``; returns the file, or None when the cache cannot be written (no error: the
    next run compiles again)."""
    folder = private_dir()
    if folder is None:
        return None
    from ..files import write_bytes_atomically

    body = pickle.dumps({**payload, "format": FORMAT}, protocol=pickle.HIGHEST_PROTOCOL)
    header = MAGIC + f"format {FORMAT}\nkey {key}\nsha256 {hashlib.sha256(body).hexdigest()}\n".encode()
    path = cache_file(key, folder)
    try:
        write_bytes_atomically(path, header + body, mode=0o600)
    except OSError:
        return None
    prune(folder)
    return path


def prune(folder: Path, keep: int = KEEP) -> None:
    """Remove all but the ``keep`` most recently used cache files."""
    files = []
    for path in folder.glob(f"{_PREFIX}*{_SUFFIX}"):
        with suppress(OSError):
            files.append((path.stat().st_mtime, path))
    for _, path in sorted(files, reverse=True)[keep:]:
        with suppress(OSError):
            path.unlink()


def pickled_each(items: Mapping[str, Any]) -> dict[str, bytes]:
    """Each value pickled on its own (for :class:`LazyCards`)."""
    return {key: pickled(value) for key, value in items.items()}


class LazyCards(Mapping[str, Any]):
    """Key → object, each unpickled from its own bytes on first access and then kept. Only built from a payload
    :func:`read` has checked; ``check(key, obj)`` refuses an object of the wrong kind (ValueError)."""

    def __init__(self, blobs: Mapping[str, bytes], check: Any = None) -> None:
        self._blobs = blobs
        self._built: dict[str, Any] = {}
        self._check = check
        self._lock = threading.Lock()  # server threads may ask for the same card at once: build it once

    def __getitem__(self, key: str) -> Any:
        value = self._built.get(key)
        if value is None:
            blob = self._blobs[key]
            with self._lock:
                value = self._built.get(key)
                if value is None:
                    value = pickle.loads(blob)
                    if self._check is not None:
                        self._check(key, value)
                    self._built[key] = value
        return value

    def __iter__(self) -> Iterator[str]:
        return iter(self._blobs)

    @property
    def built(self) -> int:
        """How many values have been unpickled so far."""
        return len(self._built)

    def __len__(self) -> int:
        return len(self._blobs)


class LazyDict(Mapping[str, Any]):
    """A dict unpickled from one blob on first access (``pickled(dict)``), each value passed through ``build``: the
    parts of the payload most commands never read (the cards' data records, their grammar use) cost nothing."""

    def __init__(self, blob: bytes, build: Any = None) -> None:
        self._blob = blob
        self._build = build
        self._data: dict[str, Any] | None = None
        self._lock = threading.Lock()

    def _dict(self) -> dict[str, Any]:
        if self._data is None:
            with self._lock:
                if self._data is None:
                    raw = pickle.loads(self._blob)
                    if not isinstance(raw, dict):
                        raise ValueError("a cached table that is not a table")
                    self._data = {key: self._build(value) for key, value in raw.items()} if self._build else raw
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._dict()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._dict())

    def __len__(self) -> int:
        return len(self._dict())


def pickled(value: Any) -> bytes:
    """``value`` pickled for :class:`LazyDict` or :class:`LazyCards`."""
    return pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
