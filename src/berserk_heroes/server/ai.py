"""The engine's own agents on the server: the one place that turns an agent name into a choice
(``agents.make_agent``: each decides from its seat's knowledge only)."""

from __future__ import annotations

from ..agents import SeatInput, make_agent
from ..decisions import Option
from ..engine.game import Game

AGENTS: tuple[str, ...] = ("random", "easy", "heuristic", "medium", "hard")
"""Agent names a game may be created with (``"ai"`` of a seat): the difficulty levels of docs/agents.md."""

BOT_AGENTS: tuple[str, ...] = ("random",)
"""Agents ``berserk bot --agent`` takes: it plays from protocol frames alone, which only the random agent needs."""


def ai_choice(spec: str, game: Game, seat: int, seed: int) -> Option:
    """The option the agent ``spec`` picks for ``seat`` at the game's current decision. ``seed`` is fixed by
    the game and the decision number, so a server that restarts makes the same choice again."""
    if spec not in AGENTS:
        raise ValueError(f"unknown agent {spec!r}")
    return make_agent(spec, seed).act(SeatInput(game))


def ai_seed(game_seed: int, seat: int, decision_seq: int) -> int:
    """The agent's seed for one decision of one seat."""
    return (game_seed * 1_000_003 + decision_seq * 2 + seat) % (2**63)
