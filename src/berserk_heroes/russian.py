"""Russian wording: the form of a noun after a number («1 копия», «3 копии», «5 копий»), and the shared
morphological analyser (:func:`morph`)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pymorphy3


def plural(n: int, one: str, few: str, many: str) -> str:
    """The noun form that follows the number ``n``: ``one`` (1, 21, 101 …), ``few`` (2–4, 22–24 …) or
    ``many`` (0, 5–20, 11–14, 25 …), e.g. ``plural(n, "копия", "копии", "копий")``."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def count_of(n: int, one: str, few: str, many: str) -> str:
    """The number and its noun: ``count_of(4, "копия", "копии", "копий")`` is «4 копии»."""
    return f"{n} {plural(n, one, few, many)}"


@functools.cache
def morph() -> pymorphy3.MorphAnalyzer:
    """The one Russian morphological analyser of the program (pymorphy3 with its Russian dictionaries), shared by
    the card compiler (reading: :mod:`berserk_heroes.cards.lemmas`) and the card descriptions (inflecting).

    Built on first use only (loading the dictionaries takes a few tenths of a second), so that a program that never
    reads or writes card text never pays for it."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")
