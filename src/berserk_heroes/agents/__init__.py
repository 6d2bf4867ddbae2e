"""Agents: programs that answer decisions (random now; heuristic and search later)."""

from .random_agent import RandomAgent

__all__ = ["RandomAgent"]
