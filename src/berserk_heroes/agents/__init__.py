"""Agents: programs that answer decisions from what their seat may know (``agents/base.py``).

    agent = make_agent("ismcts:time=0.1", seed=7)     # or random, heuristic, ismcts:iterations=500, easy, medium, hard
    play_game(game, [make_agent("heuristic", 1), agent])

See ``docs/agents.md`` for the specs, the difficulty levels and the measured strength of each agent.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Agent, SeatInput, StaleSeatInput, play_game
from .information import InformationSet
from .random_agent import RandomAgent

__all__ = ["Agent", "InformationSet", "RandomAgent", "SeatInput", "StaleSeatInput", "make_agent", "parse_spec",
           "play_game", "AGENT_NAMES", "DIFFICULTIES"]

# Difficulty levels for people: each is an agent spec (documented in docs/agents.md).
DIFFICULTIES: dict[str, str] = {}


def _random(seed: int, params: dict[str, str]) -> Agent:
    _no_params("random", params, ())
    return RandomAgent(seed)


_FACTORIES: dict[str, Callable[[int, dict[str, str]], Agent]] = {"random": _random}
AGENT_NAMES = tuple(_FACTORIES)


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:iterations=500,rollout=random"`` → ``("ismcts", {"iterations": "500", "rollout": "random"})``."""
    name, _, rest = spec.strip().partition(":")
    params: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise ValueError(f"agent spec {spec!r}: expected KEY=VALUE, not {item!r}")
        params[key.strip()] = value.strip()
    return name.strip().lower(), params


def make_agent(spec: str, seed: int) -> Agent:
    """The agent a spec names, with its own RNG seeded by ``seed``: ``random``, ``heuristic``, ``ismcts`` (with
    ``iterations=N`` or ``time=SECONDS`` …) or a difficulty level (``easy``, ``medium``, ``hard``).
    A bad spec raises ``ValueError`` saying what is accepted."""
    name, params = parse_spec(spec)
    if name in DIFFICULTIES:
        _no_params(name, params, ())
        name, params = parse_spec(DIFFICULTIES[name])
    factory = _FACTORIES.get(name)
    if factory is None:
        known = ", ".join((*_FACTORIES, *DIFFICULTIES))
        raise ValueError(f"unknown agent {name!r}; known agents: {known}")
    return factory(seed, params)


def _no_params(name: str, params: dict[str, str], allowed: tuple[str, ...]) -> None:
    unknown = sorted(set(params) - set(allowed))
    if unknown:
        accepted = ", ".join(allowed) or "none"
        raise ValueError(f"agent {name!r} has no parameter {unknown[0]!r} (accepted: {accepted})")
