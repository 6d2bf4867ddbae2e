"""Engine rules of one-card phrases (a mixed list) that the play code reads: kept apart from
``effects.wounds_healing`` (which imports ``effects``) so that ``play`` and the effect modules can import it freely."""

from __future__ import annotations

from .. import abilities as A
from . import continuous, history
from .state import GameState


def replay_barred(s: GameState, iid: int) -> bool:
    """«Игроки не могут разыгрывать карты с таким же названием, как у карт, разыгранных в этот ход» (a static
    ``no_replay_of_played_names`` of a card in play): card ``iid`` has the name of a card played this turn. Callers test
    ``s.static_sources`` first, so games without statics in play pay nothing."""
    if not continuous.has_static_kind(s, "no_replay_of_played_names"):
        return False
    names = s.catalog.names
    name = names[iid]
    return any(names[card] == name for _, card, _, _, _ in history.events(s, A.CARD_PLAYED))
