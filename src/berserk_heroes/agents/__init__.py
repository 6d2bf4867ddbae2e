"""Agents: programs that answer decisions from what their seat may know (``agents/base.py``).

    agent = make_agent("ismcts:iterations=500", seed=7)   # random, heuristic, ismcts[:PARAMS], easy, medium, hard
    play_game(game, [make_agent("heuristic", 1), agent])

A spec is ``NAME[:PARAM,PARAM…]``; a parameter is ``KEY=VALUE`` or a difficulty level (``ismcts:hard``). The
difficulty levels for people, alone, name an agent and its budget (``LEVELS``). See ``docs/agents.md`` for every
parameter and the measured strength of each agent.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Agent, SeatInput, StaleSeatInput, play_game
from .information import InformationSet
from .random_agent import RandomAgent

__all__ = ["AGENT_NAMES", "LEVELS", "Agent", "InformationSet", "RandomAgent", "SeatInput", "StaleSeatInput",
           "make_agent", "parse_spec", "play_game", "split_specs"]

# Difficulty levels: alone, an agent and its budget; as a parameter of an agent, that agent's budget for the level.
# ``medium`` searches about 0.05 s per decision on one core, ``hard`` about 0.5 s (docs/agents.md has the strength).
LEVELS: dict[str, str] = {"easy": "heuristic:noise=0.3", "medium": "ismcts:iterations=100",
                          "hard": "ismcts:iterations=1000"}
_LEVEL_PARAMS: dict[str, dict[str, dict[str, str]]] = {
    "heuristic": {"easy": {"noise": "0.3"}, "medium": {}, "hard": {}},
    "ismcts": {"easy": {"iterations": "20"}, "medium": {"iterations": "100"}, "hard": {"iterations": "1000"}},
}
ISMCTS_PARAMS = ("iterations", "time", "rollout", "depth", "turns", "c", "opponent_list")


def _random(seed: int, params: dict[str, str]) -> Agent:
    _check_params("random", params, ())
    return RandomAgent(seed)


def _heuristic(seed: int, params: dict[str, str]) -> Agent:
    from .heuristic import HeuristicAgent

    _check_params("heuristic", params, ("noise",))
    return HeuristicAgent(seed, noise=_number(params, "noise", 0.0))


def _ismcts(seed: int, params: dict[str, str]) -> Agent:
    from .ismcts import IsmctsAgent

    _check_params("ismcts", params, ISMCTS_PARAMS)
    return IsmctsAgent(seed, iterations=int(_number(params, "iterations", 0)) if "iterations" in params else None,
                       time_limit=_number(params, "time", 0.0) if "time" in params else None,
                       rollout=params.get("rollout", "heuristic"), depth=int(_number(params, "depth", 20)),
                       exploration=_number(params, "c", 0.7), opponent_list=params.get("opponent_list", "known"),
                       turns=int(_number(params, "turns", 1)))


_FACTORIES: dict[str, Callable[[int, dict[str, str]], Agent]] = {
    "random": _random, "heuristic": _heuristic, "ismcts": _ismcts}
AGENT_NAMES = tuple(_FACTORIES)


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:iterations=500,rollout=random"`` → ``("ismcts", {"iterations": "500", "rollout": "random"})``;
    a bare difficulty level is kept as ``{"level": …}`` (``"ismcts:hard"``)."""
    name, _, rest = spec.strip().partition(":")
    params: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, sep, value = item.partition("=")
        if not sep and item.lower() in LEVELS:
            params["level"] = item.lower()
            continue
        if not sep or not key.strip() or not value.strip():
            raise ValueError(f"agent spec {spec!r}: expected KEY=VALUE or a level ({', '.join(LEVELS)}), "
                             f"not {item!r}")
        params[key.strip()] = value.strip()
    return name.strip().lower(), params


def split_specs(text: str) -> list[str]:
    """``"heuristic,ismcts:iterations=50,depth=4"`` → ``["heuristic", "ismcts:iterations=50,depth=4"]``: a comma
    starts a new spec unless what follows is a ``KEY=VALUE`` parameter of the one before."""
    specs: list[str] = []
    for piece in text.split(","):
        key, sep, _ = piece.partition("=")
        if specs and sep and ":" not in key:
            specs[-1] += "," + piece
        else:
            specs.append(piece.strip())
    return specs


def make_agent(spec: str, seed: int) -> Agent:
    """The agent a spec names, with its own RNG seeded by ``seed``: ``random``, ``heuristic``, ``ismcts`` (with
    ``iterations=N`` or ``time=SECONDS`` …) or a difficulty level (``easy``, ``medium``, ``hard``; ``ismcts:hard``).
    A bad spec raises ``ValueError`` saying what is accepted."""
    name, params = parse_spec(spec)
    if name in LEVELS:
        _check_params(name, params, ())
        name, params = parse_spec(LEVELS[name])
    factory = _FACTORIES.get(name)
    if factory is None:
        known = ", ".join((*_FACTORIES, *LEVELS))
        raise ValueError(f"unknown agent {name!r}; known agents: {known}")
    level = params.pop("level", None)
    if level is not None:
        params = {**_LEVEL_PARAMS.get(name, {}).get(level, {}), **params}
        if name not in _LEVEL_PARAMS:
            raise ValueError(f"agent {name!r} has no difficulty levels")
    return factory(seed, params)


def _number(params: dict[str, str], key: str, default: float) -> float:
    text = params.get(key)
    if text is None:
        return default
    try:
        return float(text)
    except ValueError:
        raise ValueError(f"agent parameter {key}={text!r}: expected a number") from None


def _check_params(name: str, params: dict[str, str], allowed: tuple[str, ...]) -> None:
    unknown = sorted(set(params) - set(allowed))
    if unknown:
        accepted = ", ".join(allowed) or "none"
        raise ValueError(f"agent {name!r} has no parameter {unknown[0]!r} (accepted: {accepted})")
