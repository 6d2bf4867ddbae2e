"""Wounds and healing (§5.4–5.7): modifiers, prevention (Броня, Чешуя), replacement (Не получает ран).

``kind`` of a wound source: ``strike`` (attack or retaliation), ``shot``, ``ability`` (Ранить, Найм …),
``poison``. Armour and scales only act on strikes and shots (§6.1).
"""

from __future__ import annotations

from .. import abilities as A
from . import continuous
from .events import emit
from .state import GameState

STRIKE = "strike"
SHOT = "shot"
ABILITY = "ability"
POISON = "poison"


def deal_wounds(s: GameState, source: int, target: int, amount: int, kind: str) -> int:
    """Put ``amount`` wounds on ``target`` from ``source`` after every modifier; returns wounds dealt."""
    cs = s.cards.get(target)
    if cs is None or amount <= 0:
        return 0
    if cs.counters.get("hidden", 0):
        return 0  # hidden characters take no wounds (§6.2 «Скрытый персонаж»)
    if continuous.has(s, cs, "no_wounds"):
        return 0
    if kind == SHOT and continuous.has(s, cs, "shot_protection"):
        return 0
    if kind == POISON and continuous.has(s, cs, "poison_protection"):
        return 0
    if continuous.has(s, cs, "vulnerability"):
        amount += 1
    if kind in (STRIKE, SHOT):
        scales = continuous.keyword(s, cs, "scales")
        if scales and amount <= scales:
            return 0
        armor = continuous.keyword(s, cs, "armor")
        if armor > cs.armor_used:
            prevented = min(armor - cs.armor_used, amount)
            cs.armor_used += prevented
            amount -= prevented
    if amount <= 0:
        return 0
    cs.wounds += amount
    cs.wounded_turn = s.turn
    emit(s, A.WOUNDED, target, source, amount)
    if source >= 0:
        emit(s, A.DEALS_WOUNDS, source, target, amount)
    return amount


def heal(s: GameState, target: int, amount: int | None) -> int:
    """Remove up to ``amount`` wounds (all when None); returns how many were removed (119.5.1)."""
    cs = s.cards.get(target)
    if cs is None or cs.wounds == 0:
        return 0
    removed = cs.wounds if amount is None else min(amount, cs.wounds)
    cs.wounds -= removed
    if removed:
        emit(s, A.HEALED, target, amount=removed)
    return removed
