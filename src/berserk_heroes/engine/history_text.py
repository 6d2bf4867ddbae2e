"""The event history put into words for the state hash (engine/history.py keeps the history itself).

Because the history only grows within a turn, the text of a state is read on from where it was last taken
(``GameState.history_texts`` remembers it, and copies share it): hashing after every step puts each event into words
once, not the whole turn and the past turns again.
"""

from __future__ import annotations

from typing import NamedTuple

Entry = tuple[str, int, int, int, int]  # an event of the history (engine/history.py)


class Texts(NamedTuple):
    """The history as the state hash reads it, as last put into words (``GameState.history_texts``; copies share it):
    this turn's entries with the text of their tuple and of its items (the tuple's text without its brackets), and
    the past turns with the text of theirs."""

    events: tuple[Entry, ...]
    items: str
    text: str
    past: tuple[tuple[int, tuple[Entry, ...]], ...]
    past_text: str


def _tuple_text(items: str, count: int) -> str:
    """``repr`` of a tuple of ``count`` items whose texts, joined by ", ", are ``items``."""
    return f"({items},)" if count == 1 else f"({items})"


def _read(entries: tuple[Entry, ...], known: tuple[Entry, ...], items: str) -> str:
    """The items text of ``entries``: ``items`` (that of ``known``) read on when ``entries`` begin with ``known``."""
    done = len(known)
    if done > len(entries) or entries[:done] != known:
        done, items = 0, ""
    if done == len(entries):
        return items
    more = ", ".join([repr(entry) for entry in entries[done:]])
    return f"{items}, {more}" if done else more


def _turn_text(entries: tuple[Entry, ...], memo: Texts) -> str:
    """``repr`` of a past turn's entries: this turn's remembered text when the turn just ended (read on with the
    events that ended it), a past turn's when it is still kept."""
    if entries is memo.events:
        return memo.text
    return _tuple_text(_read(entries, memo.events, memo.items), len(entries))


EMPTY_TEXTS = Texts((), "", "()", (), "()")
"""The remembered texts of a new game: no past turn, no entry."""


def read_on(memo: Texts, events: tuple[Entry, ...], past: tuple[tuple[int, tuple[Entry, ...]], ...]) -> Texts:
    """The event history put into words for the state's hash: ``text`` is exactly ``repr(events)`` and ``past_text``
    ``repr(past)``, but each entry is put into words once. The texts remembered (``memo``, by the state or by the state
    it was copied from) are read on with the entries appended since, and the turn that ends keeps its text as a past
    turn; a history changed in any other way (renamed: ``history.renamed``) is read again."""
    if memo.events is events and memo.past is past:
        return memo
    items = _read(events, memo.events, memo.items)
    past_text = memo.past_text if memo.past is past else _tuple_text(
        ", ".join([f"({active!r}, {_turn_text(entries, memo)})" for active, entries in past]), len(past))
    return Texts(events, items, _tuple_text(items, len(events)), past, past_text)
