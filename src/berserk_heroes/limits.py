"""Bounds on everything a user's input controls, and the helpers that apply them.

Small input must never make the program do unbounded work: every size, count and number read from a deck
file, a record, an argument or the prompt is bounded here, with limits a real game could want and no more.
The rules options have their own ranges in the metadata of :class:`~berserk_heroes.config.RulesConfig`.
The limits are listed in ``docs/cli.md`` (section «Limits»).
"""

from __future__ import annotations

import reprlib

MAX_DIGITS = 9
"""Most digits of a whole number typed by a user (a count, an option number, an id, an option value).
Longer numbers are refused before ``int()`` sees them: Python refuses to convert more than 4,300 digits,
and no count in a game comes near a billion."""

MAX_LINE_CHARS = 300
"""Longest line of a deck file (the longest card name has 27 letters; a comment fits easily)."""

MAX_DECK_FILE_BYTES = 64 * 1024
"""Largest deck file (a 40-card deck takes about 1 KB)."""

MAX_COPIES_PER_LINE = 99
"""Largest count on one card line of a deck file."""

MAX_DECK_CARDS = 500
"""Most cards in a deck or a sideboard (the rules set no maximum, §1.3; real decks have 40 to 60)."""

MAX_RECORD_FILE_BYTES = 16 * 1024 * 1024
"""Largest record file (a 100-turn game takes about 50 KB)."""

MAX_INPUT_CHARS = 1000
"""Longest line typed at the interactive prompt."""

MAX_RECORD_TEXT_CHARS = 1000
"""Longest text field of a record (a choice in notation, a hash, a name, a card key): messages quote them."""

EXCERPT_CHARS = 60
"""Most characters of a user's input that a message quotes."""

MAX_LISTED_ERRORS = 20
"""Most errors of one file that a message lists (the rest are counted)."""


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` as a message quotes it: at most ``limit`` characters, then how many more there are."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… (+{len(text) - limit})"


def whole_number(text: str, max_digits: int = MAX_DIGITS) -> int | None:
    """The whole number ``text`` spells in ASCII digits, with an optional sign; None if it is not one or has
    more than ``max_digits`` digits (so a huge number is a clear error, never a ``ValueError`` from ``int``)."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits or len(digits) > max_digits or not (digits.isascii() and digits.isdigit()):
        return None
    return int(text)


def listing(errors: list[str], limit: int = MAX_LISTED_ERRORS) -> str:
    """Errors one per line, at most ``limit`` of them, then how many were left out."""
    shown = errors[:limit]
    if len(errors) > limit:
        rest = len(errors) - limit
        shown.append(f"… и ещё {rest} / and {rest} more")
    return "\n".join(shown)


class _Shown(reprlib.Repr):
    """``repr`` for messages: containers cut short, and a whole number too long to print (Python refuses to print
    more than 4,300 digits) shown by its size, wherever it is nested."""

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 64:
            return f"a number of about {int(x.bit_length() * 0.30103)} digits"
        return super().repr_int(x, level)


_SHOWN = _Shown()
_SHOWN.maxstring = _SHOWN.maxother = EXCERPT_CHARS


def shown(value: object) -> str:
    """Any value as a message shows it: its ``repr``, shortened to an excerpt, never too long to print."""
    return excerpt(_SHOWN.repr(value))
