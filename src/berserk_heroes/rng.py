"""The game's own seeded random number generator.

A tiny SplitMix64 generator: its whole state is one integer, so cloning a game copies one int, and
the sequence is identical on every Python version (``random.Random.shuffle`` is not guaranteed to be).
"""

from __future__ import annotations

from typing import TypeVar

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
        while True:
            v = self.next64()
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
