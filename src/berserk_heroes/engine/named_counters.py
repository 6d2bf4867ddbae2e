"""Named counters held as a player's resource (digest §2.2 «эффекты», §3.3 «жетоны молитвы»).

An «эффект <noun-gen>» is paid from the card whose ability is paid. A «жетон <noun-gen>» (``A.TOKEN_COUNTER_PREFIX``)
is its player's: it lies on his hero or on another card of his (a «тотемный столбик»), and it is paid from any card
he controls — his hero's first, then his other cards' in the order of their instance numbers (no decision: the tokens
are alike, and where they were taken from changes nothing else)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A

if TYPE_CHECKING:  # (types only: this module stays outside the engine's import circle)
    from .state import CardState, GameState


def holders(s: GameState, player: int, source: int, marker: str) -> list[CardState]:
    """The cards a payment of ``marker`` counters for ``source``'s ability is taken from, in the order they pay."""
    if not marker.startswith(A.TOKEN_COUNTER_PREFIX):
        cs = s.cards.get(source)
        return [cs] if cs is not None else []
    hero = s.players[player].hero
    yours = [cs for cs in s.cards.values() if cs.controller == player and cs.counters.get(marker, 0) > 0]
    return sorted(yours, key=lambda cs: (cs.iid != hero, cs.iid))


def available(s: GameState, player: int, source: int, marker: str) -> int:
    """How many ``marker`` counters the player can pay for ``source``'s ability (while they are not kept on their cards:
    ``cost_modifiers.counters_kept``, which the payments ask first)."""
    if marker == A.BOOST:
        return sum(cs.boosts() for cs in holders(s, player, source, marker))
    return sum(cs.counters.get(marker, 0) for cs in holders(s, player, source, marker))


def remove(s: GameState, player: int, source: int, marker: str, n: int) -> None:
    """Take ``n`` ``marker`` counters as a payment (the caller checked :func:`available`)."""
    if marker == A.BOOST:  # «Снимите эффект усиления с …:» — a boost is an effect on the card (effects/stats.py)
        for cs in holders(s, player, source, marker):
            n = _remove_boosts(cs, n)
        return
    for cs in holders(s, player, source, marker):
        taken = min(n, cs.counters.get(marker, 0))
        cs.counters[marker] = cs.counters.get(marker, 0) - taken
        n -= taken


def on_your_cards(s: GameState, player: int, marker: str) -> int:
    """«за каждый ваш эффект пламени / жетон молитвы»: the ``marker`` counters on the cards the player controls."""
    return sum(cs.counters.get(marker, 0) for cs in s.cards.values() if cs.controller == player)


def spend_from_your_cards(s: GameState, player: int, marker: str, n: int) -> None:
    """Take ``n`` of the player's ``marker`` counters (the caller checked :func:`on_your_cards`): his hero's first, then
    his other cards' in the order of their instance numbers, as a token payment (:func:`holders`)."""
    hero = s.players[player].hero
    yours = sorted((cs for cs in s.cards.values() if cs.controller == player and cs.counters.get(marker, 0) > 0),
                   key=lambda cs: (cs.iid != hero, cs.iid))
    for cs in yours:
        taken = min(n, cs.counters[marker])
        cs.counters[marker] -= taken
        n -= taken


def take_boost(cs: CardState) -> None:
    """«снимите эффект усиления с <существа>» as a payment: one boost off that card (the latest)."""
    _remove_boosts(cs, 1)


def _remove_boosts(cs: CardState, n: int) -> int:
    """Remove up to ``n`` boosts from the card, the latest first; how many are still to remove."""
    for i in range(len(cs.effects) - 1, -1, -1):
        if n and cs.effects[i].kind == "boost" and cs.effects[i].value > 0:
            del cs.effects[i]
            n -= 1
    return n
