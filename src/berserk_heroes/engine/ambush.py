"""«Засада» from another zone: «Вы можете использовать Засаду верхней карты вашей колоды» (Стража врат), «Вы можете
разыгрывать Засаду добытых <этой картой> карт на N{м} дешевле» (Пани) — StaticPart kind ``ambush_from_zone``.

Such a card's Засада (only that ability of it) triggers, is declared and is played as from the hand
(triggers._zone_ok, declare.declarable, effects._ambush), at the printed price changed by ``value``
(cost_modifiers.ambush_price).
"""

from __future__ import annotations

from .. import abilities as A
from . import continuous
from .selectors import candidates
from .state import GameState

AMBUSH_FROM = "ambush_from_zone"


def ambush_allowed_by(s: GameState, player: int, card: int) -> A.StaticPart | None:
    """The static part of a card ``player`` controls that lets him use the Засада of ``card`` where it is (the top card
    of his deck; a card hoarded by that card), or None."""
    if not continuous.has_static_kind(s, AMBUSH_FROM):
        return None
    for src, part in continuous.parts_of_kind(s, AMBUSH_FROM):
        if src not in s.cards or s.cards[src].controller != player:
            continue
        if part.what == "deck_top":
            deck = s.players[player].deck
            if deck and deck[-1] == card:
                return part
        elif part.what == "hoarded_self" and card in s.hoarded.get(src, ()):
            return part
        elif part.what == "hoarded_by" and part.select is not None and card in s.hoard_origin:
            # «… или применять их Засады»: hoarded under his characters (Нири)
            if card in candidates(s, part.select, player, src):
                return part
    return None


def ambush_user(s: GameState, card: int) -> int:
    """Who may use the Засада of ``card`` out of play: for a card hoarded under a holder, the holder's controller (the
    statics that allow it are his: «… или применять их Засады» of cards hoarded from any graveyard, Нири); else its
    owner (his hand, the top of his deck)."""
    if card in s.hoard_origin:
        holder = next((h for h, cards in s.hoarded.items() if card in cards), -1)
        if holder in s.cards:
            return s.cards[holder].controller
    return s.catalog.owners[card]


def ambush_zone_ok(s: GameState, player: int, card: int) -> bool:
    """Whether ``player`` may use the Засада of ``card`` where it is now: from his hand, or as a static part allows."""
    if card in s.players[player].hand:
        return True
    return bool(s.static_sources) and ambush_allowed_by(s, player, card) is not None


def ambush_zone_change(s: GameState, player: int, card: int) -> int:
    """The price change of that Засада when it is used from outside the hand («на N{м} дешевле»)."""
    if card in s.players[player].hand:
        return 0
    part = ambush_allowed_by(s, player, card)
    return part.value if part is not None else 0
