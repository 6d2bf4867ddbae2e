"""What a simulation plays: the decks, the pairings, the agents, and one task per game with its own seed.

A game's seed is derived from the run's seed and the game's index alone (:func:`game_seed`), and each game
knows which deck sits in which seat, so a game plays the same wherever and whenever it runs: results do not
depend on the number of workers or on the order in which they finish.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from ..config import RulesConfig
from ..decks.format import Deck
from ..rng import Rng


@dataclass(frozen=True)
class SimDeck:
    """One deck of the simulation: a short label for reports (a precon name or the file's stem) and the deck."""

    label: str
    deck: Deck


@dataclass(frozen=True)
class SimulationSpec:
    """Everything that decides a simulation's results (with the agents' own seeded RNGs).

    ``pairings`` are pairs of indices into ``decks``; each is played ``games`` times, deck A in seat 0 in the
    even-numbered games of the pairing and in seat 1 in the odd ones. ``agents[i]`` is the agent spec
    (``berserk_heroes.agents.make_agent``) that plays ``decks[i]``.
    """

    decks: tuple[SimDeck, ...]
    pairings: tuple[tuple[int, int], ...]
    games: int
    agents: tuple[str, ...]
    seed: int = 0
    config: RulesConfig = field(default_factory=RulesConfig)
    allow_unsupported: bool = False

    def __post_init__(self) -> None:
        if self.games < 1:
            raise ValueError("a simulation needs at least one game per pairing")
        if len(self.agents) != len(self.decks):
            raise ValueError("one agent spec per deck")
        for a, b in self.pairings:
            if not (0 <= a < len(self.decks) and 0 <= b < len(self.decks)) or a == b:
                raise ValueError(f"bad pairing {(a, b)}: two different deck indices")

    @property
    def total_games(self) -> int:
        return self.games * len(self.pairings)


@dataclass(frozen=True)
class GameTask:
    """One game to play: its index in the run, the deck index in each seat, and its seed."""

    index: int
    pairing: int
    seats: tuple[int, int]
    seed: int


def head_to_head(deck_a: SimDeck, deck_b: SimDeck, games: int, agents: tuple[str, str], seed: int = 0,
                 config: RulesConfig | None = None, allow_unsupported: bool = False) -> SimulationSpec:
    """Deck A against deck B, ``games`` games, ``agents`` = (A's agent spec, B's agent spec)."""
    return SimulationSpec((deck_a, deck_b), ((0, 1),), games, agents, seed, config or RulesConfig(),
                          allow_unsupported)


def gauntlet(decks: tuple[SimDeck, ...], games: int, agent: str, seed: int = 0, config: RulesConfig | None = None,
             allow_unsupported: bool = False) -> SimulationSpec:
    """Every deck against every other deck (each unordered pair once), ``games`` games a pairing, one agent."""
    if len(decks) < 2:
        raise ValueError("a gauntlet needs at least two decks")
    pairings = tuple(itertools.combinations(range(len(decks)), 2))
    return SimulationSpec(decks, pairings, games, tuple(agent for _ in decks), seed, config or RulesConfig(),
                          allow_unsupported)


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: a SplitMix64 hash of both (independent streams per game)."""
    rng = Rng((run_seed * 0x9E3779B97F4A7C15 + index) & ((1 << 64) - 1))
    rng.next64()
    return rng.next64() >> 1  # a non-negative 63-bit seed: it fits any record or JSON reader


def agent_seed(game_seed_value: int, seat: int) -> int:
    """The seed of the agent in ``seat`` of a game (apart from the game's own RNG)."""
    return game_seed(game_seed_value, seat + 1)


def tasks(spec: SimulationSpec) -> list[GameTask]:
    """Every game of the run in index order; seats alternate within each pairing."""
    out = []
    for p, (a, b) in enumerate(spec.pairings):
        for j in range(spec.games):
            index = p * spec.games + j
            seats = (a, b) if j % 2 == 0 else (b, a)
            out.append(GameTask(index, p, seats, game_seed(spec.seed, index)))
    return out
