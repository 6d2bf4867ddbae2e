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


def _heuristic(seed: int, params: dict[str, str]) -> Agent:
    from .heuristic import HeuristicAgent

    _no_params("heuristic", params, ("noise",))
    return HeuristicAgent(seed, noise=_number(params, "noise", 0.0))


def _ismcts(seed: int, params: dict[str, str]) -> Agent:
    from .ismcts import IsmctsAgent

    _no_params("ismcts", params, ("iterations", "time", "rollout", "depth", "c", "opponent_list"))
    iterations = params.get("iterations")
    time_limit = params.get("time")
    return IsmctsAgent(seed, iterations=int(_number(params, "iterations", 0)) if iterations else None,
                       time_limit=_number(params, "time", 0.0) if time_limit else None,
                       rollout=params.get("rollout", "heuristic"), depth=int(_number(params, "depth", 6)),
                       exploration=_number(params, "c", 0.7), opponent_list=params.get("opponent_list", "known"))


_FACTORIES: dict[str, Callable[[int, dict[str, str]], Agent]] = {
    "random": _random, "heuristic": _heuristic, "ismcts": _ismcts}
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


def _number(params: dict[str, str], key: str, default: float) -> float:
    text = params.get(key)
    if text is None:
        return default
    try:
        return float(text)
    except ValueError:
        raise ValueError(f"agent parameter {key}={text!r}: expected a number") from None


def _no_params(name: str, params: dict[str, str], allowed: tuple[str, ...]) -> None:
    unknown = sorted(set(params) - set(allowed))
    if unknown:
        accepted = ", ".join(allowed) or "none"
        raise ValueError(f"agent {name!r} has no parameter {unknown[0]!r} (accepted: {accepted})")
