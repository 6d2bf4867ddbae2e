"""The game's own seeded random number generator.

A tiny SplitMix64 generator: its whole state is one integer, so cloning a game copies one int, and
the sequence is identical on every Python version (``random.Random.shuffle`` is not guaranteed to be).
"""

from __future__ import annotations

import operator
from typing import SupportsIndex, TypeVar

from .errors import DataError
from .limits import shown

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """Deterministic RNG; ``Rng(seed)`` always yields the same sequence."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Next 64-bit unsigned value."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange() needs n > 0")
        limit = _MASK - (_MASK % n)
        while True:  # (next64 written out: a random agent draws once per decision, a shuffle once per card)
            z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            v = z ^ (z >> 31)
            if v < limit:
                return v % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[T] | tuple[T, ...]) -> T:
        """One element, uniformly."""
        return items[self.randrange(len(items))]

    def copy(self) -> Rng:
        """An independent generator in the same state."""
        r = Rng.__new__(Rng)
        r.state = self.state
        return r


SEED_LIMIT = 1 << 64
"""Game seeds are whole numbers ``0 <= seed < SEED_LIMIT``: exactly the generator's states."""


def checked_seed(seed: object) -> int:
    """``seed`` as a game seed, or DataError naming «seed».

    Only whole numbers from 0 to 2**64 − 1 are game seeds: the generator keeps 64 bits, so a larger or negative
    seed would play the same game as another seed while a record names a different one. Refusing them keeps
    seed ↔ game one to one (``Rng`` itself still masks, for agents' derived seeds). Integer types other than
    ``int`` (numpy's) are accepted through ``__index__``; ``bool``, floats and text are not.
    """
    if type(seed) is int:
        value = seed
    elif isinstance(seed, bool) or not isinstance(seed, SupportsIndex):
        raise DataError("seed", f"сид должен быть целым числом / the seed must be a whole number, not {shown(seed)}")
    else:
        value = operator.index(seed)
    if not 0 <= value < SEED_LIMIT:
        raise DataError("seed", f"сид должен быть от 0 до 2**64 − 1 / the seed must be from 0 to 2**64 − 1 "
                                f"({SEED_LIMIT - 1}), not {shown(value)}")
    return int(value)
