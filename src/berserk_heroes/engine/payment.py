"""Payment (§3, §7.6, seed 000): coins are closed to pay; amounts are fixed at declaration.

Temporary coins («до конца хода») are spent first: they vanish at the end of the turn anyway.
"""

from __future__ import annotations

from .state import GameState


def can_pay_coins(s: GameState, player: int, amount: int) -> bool:
    if amount > 0 and player != s.active and s.static_sources and coins_locked(s, player):
        return False
    return s.players[player].open_coins >= amount


def coins_locked(s: GameState, player: int) -> bool:
    """«Игроки не могут закрывать или оплачивать {м} не в свой ход» (a ``limit offturn_coins`` static in play):
    ``player`` may not pay with coins now (replace_prevent)."""
    from . import continuous

    return player != s.active and continuous.has_static_kind(s, "limit") and \
        any(p.what == "offturn_coins" for _, p in continuous.parts_of_kind(s, "limit"))


def pay_coins(s: GameState, player: int, amount: int) -> None:
    """Close ``amount`` open coins of ``player`` (the caller has checked that he has them)."""
    p = s.players[player]
    assert p.open_coins >= amount, "payment without enough open coins"
    from_temp = min(amount, p.temp_coins - p.closed_temp)
    p.closed_temp += from_temp
    p.closed_coins += amount - from_temp
    p.spent_this_turn += amount
