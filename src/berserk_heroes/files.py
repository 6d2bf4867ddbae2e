"""Reading and writing the user's files safely: bounded reads, atomic writes, and the checks made before a
file is written (so that nothing a user made — a deck, a record — is lost or half-written).
"""

from __future__ import annotations

import os
import tempfile
from contextlib import suppress
from pathlib import Path

from .errors import DataError
from .limits import excerpt
from .russian import plural


def read_text_bounded(path: str | Path, max_bytes: int, what: str) -> str:
    """The UTF-8 text of a file (a BOM is dropped) of at most ``max_bytes`` bytes. Never reads more than that,
    whatever the file is (a huge file, a device); DataError names the file when it cannot be read, is too
    large or is not UTF-8. ``what`` names the file's role in messages («the deck», «the record»)."""
    try:
        with open(path, "rb") as stream:
            data = stream.read(max_bytes + 1)
    except OSError as exc:
        raise DataError(str(path), f"не удалось прочитать файл / cannot read {what}: {_os_reason(exc)}") from None
    if len(data) > max_bytes:
        raise DataError(str(path), f"файл больше {max_bytes} {plural(max_bytes, 'байта', 'байт', 'байт')} / {what} is larger than {max_bytes} bytes")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DataError(str(path), f"файл не в кодировке UTF-8 / {what} is not UTF-8 text "
                                   f"(byte {exc.start})") from None


def write_text_atomically(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file in the same folder and a rename, so that a
    crash or Ctrl-C never leaves half a file and an existing file is replaced only by the complete text.
    A symbolic link is followed (its target is replaced, not the link)."""
    write_bytes_atomically(path, text.encode("utf-8"))


def write_bytes_atomically(path: str | Path, data: bytes, mode: int | None = None) -> None:
    """:func:`write_text_atomically` for bytes. ``mode``: the new file's permissions (default: those of the file
    it replaces, else the usual ones) — a private cache passes 0o600."""
    target = Path(path).resolve()
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, _mode_for(target) if mode is None else mode)
        os.replace(temp, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise


def _mode_for(target: Path) -> int:
    """The permissions the written file gets: those of the file it replaces, else the usual ones (umask)."""
    with suppress(OSError):
        return target.stat().st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def check_writable(path: str | Path, what: str) -> None:
    """Raise DataError unless ``path`` can be written by :func:`write_text_atomically`: its folder exists and
    takes new files, and it is not a folder or a read-only file. Checked before work whose result would
    otherwise be lost (a game and its record)."""
    target = Path(path)
    where = str(path)
    if target.is_dir():
        raise DataError(where, f"это папка, а не файл / {what} path is a folder")
    if target.exists() and not os.access(target, os.W_OK):
        raise DataError(where, f"файл только для чтения / {what} file is read-only")
    folder = target.resolve().parent
    try:
        fd, probe = tempfile.mkstemp(prefix=".probe.", dir=folder)
    except OSError as exc:
        raise DataError(where, f"нельзя записать в папку {excerpt(str(folder))} / cannot write {what} there: "
                               f"{_os_reason(exc)}") from None
    os.close(fd)
    os.unlink(probe)


def same_file(a: str | Path, b: str | Path) -> bool:
    """Whether two paths name the same file (through links and relative paths)."""
    with suppress(OSError):
        return os.path.samefile(a, b)
    return Path(a).resolve() == Path(b).resolve()


def _os_reason(exc: OSError) -> str:
    """An OSError in a few words («No such file or directory»), without repeating the (maybe long) path."""
    return exc.strerror or type(exc).__name__
