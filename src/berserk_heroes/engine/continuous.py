"""Current characteristics (§2.2, 114): base values + effects on the card + static abilities in play.

Everything here is computed on demand from the state, so nothing derived is stored or can go stale.
"""

from __future__ import annotations

from typing import Any

from . import selectors
from .state import CardState, GameState


def static_parts(s: GameState) -> list[tuple[int, Any]]:
    """(source iid, StaticPart) for every static ability working right now (source in play and has not
    lost its abilities)."""
    if not s.static_sources:
        return []
    statics = s.catalog.statics
    return [(iid, part) for iid in s.static_sources if not lost_abilities(s.cards[iid]) for part in statics[iid]]


def lost_abilities(cs: CardState) -> bool:
    """«Теряет особенности»: the printed text no longer counts (gained effects remain, §6.2)."""
    return bool(cs.effects) and any(e.kind == "lose_all" for e in cs.effects)


def _static_bonus(s: GameState, cs: CardState, kind: str, key: str) -> int:
    if not s.static_sources:
        return 0
    matches, condition_holds = selectors.matches, selectors.condition_holds
    total = 0
    for src, part in static_parts(s):
        if part.kind != kind:
            continue
        if kind == "modify":
            amount = part.strike if key == "strike" else part.life
            if not amount and part.what == key:
                amount = part.value
            if not amount:
                continue
        else:
            amount = part.value
        sel = part.select
        if sel is not None and not matches(s, sel, cs.iid, s.cards[src].controller, src):
            continue
        cond = part.condition
        if cond is not None and not condition_holds(s, cond, src, s.cards[src].controller):
            continue
        total += amount
    return total


def strike(s: GameState, cs: CardState) -> int:
    """Current strike of a card in play (never below 0)."""
    base = s.catalog.defs[cs.iid].strike or 0
    for e in cs.effects:
        if e.kind == "modify" and e.key == "strike":
            base += e.value
        elif e.kind == "boost":
            base += e.value
        elif e.kind == "set_strike":
            base = e.value
    base += _static_bonus(s, cs, "modify", "strike")
    return base if base > 0 else 0


def max_life(s: GameState, cs: CardState) -> int:
    """Maximum life: initial ± life effects, ignoring wounds (§2.2)."""
    base = s.catalog.defs[cs.iid].life or 0
    for e in cs.effects:
        if e.kind == "modify" and e.key == "life":
            base += e.value
        elif e.kind == "boost":
            base += e.value
    return base + _static_bonus(s, cs, "modify", "life")


def life(s: GameState, cs: CardState) -> int:
    """Current life = maximum life + дополнительные жизни − wounds (§2.2)."""
    extra = sum(e.value for e in cs.effects if e.kind == "extra_life") if cs.effects else 0
    return max_life(s, cs) + extra - cs.wounds


def keyword(s: GameState, cs: CardState, name: str) -> int:
    """Value of a keyword the card has now (0 if none); the highest value applies (§6)."""
    value = s.catalog.defs[cs.iid].kw.get(name, 0)
    if value and lost_abilities(cs):
        value = 0
    for e in cs.effects:
        if e.kind == "grant" and e.key == name and e.value > value:
            value = e.value
        elif e.kind == "lose" and e.key == name:
            return 0
    if s.static_sources:
        matches, condition_holds = selectors.matches, selectors.condition_holds
        for src, part in static_parts(s):
            if part.kind == "grant" and part.keyword == name:
                sel = part.select
                if sel is None or matches(s, sel, cs.iid, s.cards[src].controller, src):
                    cond = part.condition
                    if cond is None or condition_holds(s, cond, src, s.cards[src].controller):
                        value = max(value, part.value or 1)
    return value


def has(s: GameState, cs: CardState, name: str) -> bool:
    return keyword(s, cs, name) > 0


def forbidden(s: GameState, cs: CardState, what: str) -> bool:
    """Whether a static «не может …» forbids ``what`` ('attack', 'defend', 'be_attacked') for the card."""
    if what == "attack" and has(s, cs, "cannot_attack"):
        return True
    if what == "defend" and has(s, cs, "cannot_defend"):
        return True
    if not s.static_sources:
        return False
    matches = selectors.matches
    for src, part in static_parts(s):
        if part.kind == "forbid" and part.what == what:
            sel = part.select
            if sel is None or matches(s, sel, cs.iid, s.cards[src].controller, src):
                return True
    return False


def card_cost(s: GameState, player: int, iid: int) -> int:
    """What playing card ``iid`` costs ``player`` now: printed cost + cost modifiers (never below 0)."""
    cost = s.catalog.defs[iid].cost or 0
    if s.static_sources:
        matches = selectors.matches
        for src, part in static_parts(s):
            if part.kind == "cost":
                sel = part.select
                if sel is None or matches(s, sel, iid, s.cards[src].controller, src):
                    cost += part.value
    return cost if cost > 0 else 0
