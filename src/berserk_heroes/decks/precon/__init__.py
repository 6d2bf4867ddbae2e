"""The preconstructed decks: plain deck files in this folder, built only from fully supported cards.

``scripts/build_precons.py`` regenerates them; ``tests/test_precon.py`` checks that each one is legal and
that random games with every pair of them keep the engine's invariants.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..format import Deck, parse_deck

FOLDER = Path(__file__).resolve().parent
ORDER = ("steppe", "mountains", "forest", "swamp", "darkness", "multi", "neutral")


@lru_cache(maxsize=1)
def precon_decks() -> dict[str, Deck]:
    """File stem → Deck, in a stable order (elements first, then multi-element and neutral)."""
    from ...cards.pool import load_card_pool

    pool = load_card_pool()
    files = sorted(FOLDER.glob("*.txt"), key=lambda p: (ORDER.index(p.stem) if p.stem in ORDER else 99, p.stem))
    return {p.stem: parse_deck(p.read_text(encoding="utf-8"), pool, source_name=str(p)) for p in files}
