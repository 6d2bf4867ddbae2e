"""The terminal the commands write to: plain lines through rich, a closed output reported as such.

Shared by ``cli.py`` and the commands of other packages (``simulate/command.py``), so that none of them imports the
command-line entry point.
"""

from __future__ import annotations

import errno
import sys

from rich.console import Console


class _Terminal(Console):
    """A rich Console that reports a closed output as BrokenPipeError (rich's own handling exits with code 1
    and no message), so that :func:`main` can save the record and say what happened."""

    def on_broken_pipe(self) -> None:
        raise BrokenPipeError(errno.EPIPE, "broken pipe")


def terminal(stderr: bool = False) -> Console:
    """The console of stdout (or stderr): plain lines, 100 columns when not a terminal (stable output)."""
    stream = sys.stderr if stderr else sys.stdout
    return _Terminal(stderr=stderr, highlight=False, width=None if stream.isatty() else 100)


def say(console: Console, line: str) -> None:
    """Print a plain line (no rich markup: notations may contain brackets)."""
    console.print(line, markup=False, highlight=False, soft_wrap=True)
