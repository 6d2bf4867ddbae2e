"""The random agent: picks uniformly among the legal options, with its own seeded RNG."""

from __future__ import annotations

from ..decisions import Option
from ..engine.game import Game
from ..rng import Rng
from .base import SeatInput


class RandomAgent:
    """Uniformly random legal choices; reproducible for a given seed."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, seat_input: SeatInput) -> Option:
        return self.rng.choice(seat_input.options)


def play_random_game(game: Game, seed: int = 0, max_steps: int = 100_000) -> Game:
    """Play ``game`` to the end with random choices for both sides from one RNG (the fastest self-play, for
    benchmarks and invariant tests); returns it."""
    rng = Rng(seed)
    steps = 0
    while game.decision is not None:
        game.choose(rng.choice(game.decision.options))
        steps += 1
        if steps > max_steps:
            raise RuntimeError("game did not end")
    return game
