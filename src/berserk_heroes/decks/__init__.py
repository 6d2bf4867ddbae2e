"""Decks: the plain-text deck format (:mod:`.format`) and deck legality (:mod:`.validate`)."""

from __future__ import annotations

from .format import Deck, format_deck, parse_deck, read_deck, write_deck
from .validate import DeckProblem, check_deck, validate_deck

__all__ = [
    "Deck", "DeckProblem", "check_deck", "format_deck", "parse_deck", "read_deck", "validate_deck",
    "write_deck",
]
