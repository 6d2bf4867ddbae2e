"""Durations («до конца хода», «до конца вашего следующего хода» …): when one ends. Effects on cards (``turn.cleanup``)
and delayed triggers that answer events until a time (``delayed``) both ask here."""

from __future__ import annotations

from .. import abilities as A


def ends_this_turn(duration: str | None, owner: int, made_in: int, turn: int, active: int, holder: int = -1) -> bool:
    """Whether ``duration``, set by player ``owner`` in turn ``made_in``, ends at the end of turn ``turn`` (whose
    active player is ``active``): «до конца хода», «до конца вашего хода» (the owner's turn), «до конца вашего
    следующего хода» (the owner's first turn after the one it was made in), «до конца своего хода» (of the card's
    controller, ``holder``) …; False for durations that end otherwise (permanent, «до начала вашего хода» …)."""
    if duration == A.END_OF_TURN:
        return True
    if duration == A.END_OF_YOUR_TURN:
        return active == owner
    if duration == A.END_OF_NEXT_OWN_TURN:
        return active == owner and turn > made_in
    if duration == A.END_OF_OPPONENT_TURN:  # «до конца хода противника»
        return active != owner
    if duration == A.END_OF_NEXT_OPPONENT_TURN:  # «до конца следующего хода противника»
        return active != owner and turn > made_in
    if duration == A.END_OF_NEXT_TURN:  # «до конца следующего хода»: the end of the turn after this one
        return turn > made_in
    if duration == A.END_OF_ITS_TURN:  # «до конца своего хода»: of the card's controller
        return active == holder
    return False
