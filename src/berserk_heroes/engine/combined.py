"""Combined cards («Объединённая карта», digest §2.1; ).

A card with «Модуль» that would enter play may instead be attached to a «механизм» of its controller (its Найм
still fire, digest «Модуль»); «Присоедините X к Y» attaches a card the same way (engine/attaching.py). The
result is one character:

- the card it was attached to (the *host*) stays in play and *is* the combined card: its state (wounds, effects,
  closed, entered turn …) is the combined card's state; the attached cards (*parts*, ``GameState.parts[host]``)
  are in no other zone;
- base strike, life and cost are the sums of the host's and the parts' printed values; it has all their names,
  elements and classes; the wounds of a part that was in play carry over (added to the host's);
- it has every ability printed on its parts (our reading: the digest lists names, elements and classes, and the
  cards are written for it — Антиграв «Вместо гибели этого существа – положите все его части в руку»,
  Турбохвост «Гибель: Возьмите Х карт, где Х - сила удара этого существа» only make sense on a combined card). A
  part's ability is numbered ``PART_BASE + part * PART_STRIDE + index`` on the host (state.ability_at), so "this
  card" in it is the combined card;
- when it leaves play, the parts become separate cards again and go where the host went (each to its owner's
  zone of that kind; created parts to their owner's запас), after the host's own leaving events (so the parts'
  «Гибель:» answer the combined card's death; zones.settle).

Games without combined cards pay one falsy-dict test (``s.parts``) in the places below.
"""

from __future__ import annotations

from typing import Any

from .state import PART_BASE, PART_STRIDE, GameState


def is_part(s: GameState, iid: int) -> bool:
    return bool(s.parts) and any(iid in parts for parts in s.parts.values())


def host_of(s: GameState, iid: int) -> int | None:
    """The combined card in play that ``iid`` is a part of (None when it is no part)."""
    if not s.parts:
        return None
    return next((host for host, parts in s.parts.items() if iid in parts), None)


def members(s: GameState, iid: int) -> tuple[int, ...]:
    """The cards a card in play is made of: itself, then its parts."""
    parts = s.parts.get(iid) if s.parts else None
    return (iid, *parts) if parts else (iid,)


def base_strike(s: GameState, iid: int) -> int:
    defs = s.catalog.defs
    return sum(defs[c].strike or 0 for c in members(s, iid))


def base_life(s: GameState, iid: int) -> int:
    defs = s.catalog.defs
    return sum(defs[c].life or 0 for c in members(s, iid))


def cost(s: GameState, iid: int) -> int:
    """The card's cost («стоимость»): printed, or the sum of the parts' for a combined card (X counts 0)."""
    defs = s.catalog.defs
    if not s.parts or iid not in s.parts:
        return defs[iid].cost or 0
    return sum(defs[c].cost or 0 for c in members(s, iid))


def names(s: GameState, iid: int) -> tuple[str, ...]:
    return tuple(s.catalog.names[c] for c in members(s, iid))


def elements(s: GameState, iid: int) -> tuple[str, ...]:
    defs = s.catalog.defs
    if not s.parts or iid not in s.parts:
        return defs[iid].elements
    return tuple(dict.fromkeys(e for c in members(s, iid) for e in defs[c].elements))


def classes(s: GameState, iid: int) -> tuple[str, ...]:
    """The printed classes of all the parts (without effects)."""
    defs = s.catalog.defs
    return tuple(dict.fromkeys(k for c in members(s, iid) for k in defs[c].classes))


def keyword(s: GameState, iid: int, name: str) -> int:
    """The highest printed value of a keyword among the parts (the host's own included)."""
    defs = s.catalog.defs
    if not s.config.combined_abilities:
        return defs[iid].kw.get(name, 0)
    return max(defs[c].kw.get(name, 0) for c in members(s, iid))


def part_abilities(s: GameState, host: int, kind: str, always: bool = False) -> list[tuple[int, Any]]:
    """(ability number on the host, ability) of the abilities of ``kind`` printed on the host's parts (none under
    the rules option ``combined_abilities`` False, unless ``always``)."""
    out: list[tuple[int, Any]] = []
    if not (always or s.config.combined_abilities):
        return out
    for part in s.parts.get(host, ()):
        for index, ab in enumerate(s.catalog.defs[part].abilities):
            if ab.kind == kind:
                out.append((PART_BASE + part * PART_STRIDE + index, ab))
    return out


def part_of_ability(index: int) -> tuple[int, int]:
    """(part iid, index on the part) of a part ability number."""
    return divmod(index - PART_BASE, PART_STRIDE)


def render_part_ability(index: int, name_of: Any) -> str:
    """Notation of a part's ability on the combined card: «<part name>.<number>»."""
    part, i = part_of_ability(index)
    return f"{name_of(part)}.{i + 1}"
