"""The engine of double-faced cards (digest §2.1 «Обращённый», §6.2 «Переверните»; its compiler half:
``cards/language/control_copies.py`` ``e_flip``): the handler of the verb ``flip``, registered into ``HANDLERS``.

A double-faced card's definition holds its other side (``CardDef.back``). The «Обращённый» side appears only by
«Переверните» (digest §2.1), so a game holds no instance of it until the first flip: then ``Catalog.with_copy`` adds
one (catalogs stay immutable; a replay makes the same catalog). Flipping puts the other side's instance in the card's
place — in the play zone, and as its player's hero when the card is a hero — and moves everything that belongs to
the card in play to it: controller, open or closed, wounds, effects, counters, poison, stun, attacks this turn. The
side turned away waits in its owner's запас (a hidden zone, where no effect looks for it by name) until the card is
flipped back. Its abilities are the new side's only: uses of the old side's abilities this turn do not carry over
(``GameState.used`` is keyed by instance), and the flip is not entering play (no «входит в игру» trigger).

Reading chosen where the rules are silent (documented in docs/keywords.md): «Переверните» flips back a card that is
on its «Обращённый» side; a card with no other side is not flipped (the instruction is not done).
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import Option
from .. import continuous
from ..events import emit
from ..resolution import Resolution
from ..state import CardState, GameState
from . import HANDLERS, Handler, Result, _each_in_play

OTHER_SIDE = "@other_side"  # CardState counter of a flipped card: the instance of its side turned away (in the запас)


def _flip(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Переверните <эту карту>»: each card of ``what`` in play turns to its other side."""
    return _each_in_play(s, frame, e, lambda c: flip(s, c) >= 0)


def flip(s: GameState, iid: int) -> int:
    """Turn the card ``iid`` in play to its other side; the instance now in play, or −1 when it has none."""
    cs = s.cards.get(iid)
    if cs is None:
        return -1
    other = _other_side(s, iid, cs)
    if other < 0:
        return -1
    owner = s.catalog.owners[iid]
    reserve = s.players[owner].reserve
    if other in reserve:
        reserve.remove(other)
    reserve.append(iid)
    s.cards[other] = _moved_state(cs, other, iid)
    del s.cards[iid]
    s.play[s.play.index(iid)] = other
    _replace_everywhere(s, iid, other)
    emit(s, A.FLIPPED, other, iid, player=cs.controller)
    return other


def _other_side(s: GameState, iid: int, cs: CardState) -> int:
    """The instance of the card's other side: the one it was flipped from, or — the first time — a new instance of
    its «Обращённый» side (``CardDef.back``) added to the game; −1 when the card has no other side."""
    if OTHER_SIDE in cs.counters:
        return cs.counters[OTHER_SIDE]
    back = s.catalog.defs[iid].back
    if back is None:
        return -1
    other = len(s.catalog.defs)
    s.catalog = s.catalog.with_copy(back, s.catalog.owners[iid])
    return other


def _moved_state(cs: CardState, new: int, old: int) -> CardState:
    """The card's state in play, carried to the instance of its other side (which remembers ``old``)."""
    moved = cs.copy()
    moved.iid = new
    counters = {k: v for k, v in moved.counters.items() if k != OTHER_SIDE}
    counters[OTHER_SIDE] = old
    moved.counters = counters
    return moved


def _replace_everywhere(s: GameState, old: int, new: int) -> None:
    """What the game keeps by instance follows the card to its other side: a hero's place, the cards it hoards and
    its parts; the static abilities in play are the new side's; the old side's uses this turn end."""
    for p in s.players:
        if p.hero == old:
            p.hero = new
    if old in s.hoarded:
        s.hoarded[new] = s.hoarded.pop(old)
    if s.parts and old in s.parts:
        s.parts = {(new if host == old else host): parts for host, parts in s.parts.items()}
    if old in s.static_sources:
        s.static_sources.remove(old)
    if continuous.has_statics(s, new):
        s.static_sources.append(new)
    for key in [k for k in s.used if k[0] == old]:
        del s.used[key]


CONCEPT_HANDLERS: dict[str, Handler] = {
    "flip": _flip,
}

HANDLERS.update(CONCEPT_HANDLERS)
