"""Deck simulation: many games between decks with chosen agents, and statistics of how they went.

    from berserk_heroes.simulate import head_to_head, run_games, build_report
    spec = head_to_head(deck_a, deck_b, games=200, agents=("heuristic", "random"), seed=1)
    games = run_games(spec, LocalProcesses())          # GameSummary per game, in index order
    report = build_report(spec, games)                 # win rates (Wilson 95%), first player, cards, causes

``plan`` (what is played, seeds), ``playing`` (one game, what it showed), ``runner`` (processes or Ray),
``stats`` (the statistics), ``report`` (JSON/CSV/terminal), ``plots`` (PNG), ``command`` (``berserk simulate``).
See ``docs/simulate.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_names import lazy_names

if TYPE_CHECKING:
    from .plan import GameTask, SimDeck, SimulationSpec, game_seed, gauntlet, head_to_head, tasks
    from .playing import GameSummary, play_task
    from .report import build_report, write_report
    from .runner import InProcess, LocalProcesses, RayCluster, run_games

# Each name is imported from its module on first use: ``berserk`` registers the ``simulate`` command's arguments
# (simulate.command) on every start, and must not load the runners, the engine and multiprocessing for it.
_HOMES = {
    **dict.fromkeys(("GameTask", "SimDeck", "SimulationSpec", "game_seed", "gauntlet", "head_to_head", "tasks"), ".plan"),
    **dict.fromkeys(("GameSummary", "play_task"), ".playing"),
    **dict.fromkeys(("build_report", "write_report"), ".report"),
    **dict.fromkeys(("InProcess", "LocalProcesses", "RayCluster", "run_games"), ".runner"),
}

__all__ = [
    "GameSummary", "GameTask", "InProcess", "LocalProcesses", "RayCluster", "SimDeck", "SimulationSpec",
    "build_report", "game_seed", "gauntlet", "head_to_head", "play_task", "run_games", "tasks", "write_report",
]


__getattr__ = lazy_names(__name__, _HOMES, globals())
