"""The agent interface: an agent decides from what its seat may know, and from nothing else.

An agent is handed a :class:`SeatInput` at each of its decisions and returns one of its options::

    class MyAgent:
        name = "mine"
        def act(self, seat_input: SeatInput) -> Option:
            return seat_input.options[0]

``SeatInput`` carries the seat, the decision's kind, its legal options and their notations, the seat's view
(``game.view(seat)``) and an :class:`~berserk_heroes.agents.information.InformationSet` handle for search agents,
whose ``determinise(rng)`` returns a full game consistent with what the seat knows. None of them exposes the real
game: the handle holds a private snapshot and hands out only resampled copies, and a ``SeatInput`` refuses to
answer once the game has moved past its decision (so an agent cannot keep one and read later states through it).
Each agent owns its RNG (:class:`~berserk_heroes.rng.Rng`, seeded at construction).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from ..decisions import Option

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..views import View
    from .information import InformationSet


class Agent(Protocol):
    """Anything that answers decisions: ``act`` returns one of ``seat_input.options``."""

    name: str

    def act(self, seat_input: SeatInput) -> Option:
        """The option this agent chooses at this decision."""
        ...


class StaleSeatInput(RuntimeError):
    """A ``SeatInput`` was read after its game moved on to another decision."""


class SeatInput:
    """What the deciding seat may know at one decision.

    ``seat``, ``kind`` and ``options`` are plain values. ``view``, ``notations`` and ``information_set()`` are
    computed on first use (a random agent pays for none of them) and only while the game still waits for this
    decision; the information set is a snapshot, usable afterwards too.
    """

    __slots__ = ("seat", "kind", "options", "turn", "_game", "_decision", "_view", "_notations", "_info")

    def __init__(self, game: Game) -> None:
        decision = game.decision
        if decision is None:
            raise ValueError("the game is over: there is no decision to make")
        self.seat: int = decision.player
        self.kind: str = decision.kind
        self.options: tuple[Option, ...] = decision.options
        self.turn: int = game.state.turn
        self._game = game
        self._decision = decision
        self._view: View | None = None
        self._notations: tuple[str, ...] | None = None
        self._info: dict[str, InformationSet] = {}

    def _live(self) -> Game:
        """The game, while it still waits for this decision (a Decision is a new object at every step)."""
        if self._game.decision is not self._decision:
            raise StaleSeatInput("this decision has been made: its seat input is no longer valid")
        return self._game

    @property
    def view(self) -> View:
        """``game.view(seat)``: the seat's own hand, counts of hidden zones, everything public."""
        if self._view is None:
            self._view = self._live().view(self.seat)
        return self._view

    @property
    def notations(self) -> tuple[str, ...]:
        """The notation of each option, in the same order."""
        if self._notations is None:
            self._notations = tuple(self._live().notations())
        return self._notations

    def information_set(self, opponent_list: str = "known") -> InformationSet:
        """The seat's information set as a handle for search (see ``agents/information.py``).

        ``opponent_list``: ``"known"`` (default) — the seat knows the opponent's deck list, as with the public
        preconstructed decks and open deck lists; ``"unknown"`` — it knows only the opponent's cards it has seen,
        and guesses the rest from the card pool of the opponent hero's elements."""
        info = self._info.get(opponent_list)
        if info is None:
            from .information import InformationSet

            info = self._info[opponent_list] = InformationSet(self._live(), self.seat, opponent_list)
        return info


def play_game(game: Game, agents: Sequence[Agent], max_steps: int = 100_000,
              on_choice: Callable[[Game, int, Option], None] | None = None) -> Game:
    """Drive ``game`` to its end, asking the deciding seat's agent at every decision; returns the game.

    ``on_choice(game, seat, option)``, when given, is called before each choice is applied (logs, statistics).
    An agent that returns something not among its options raises ``IllegalAction`` (its explanation says why),
    and the game is left as it was."""
    steps = 0
    while game.decision is not None:
        seat_input = SeatInput(game)
        option = agents[seat_input.seat].act(seat_input)
        if on_choice is not None:
            on_choice(game, seat_input.seat, option)
        game.choose(option, player=seat_input.seat)
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"the game did not end within {max_steps} choices")
    return game
