"""Russian wording: the form of a noun after a number («1 копия», «3 копии», «5 копий»)."""

from __future__ import annotations


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
