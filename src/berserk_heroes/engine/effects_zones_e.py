"""Effect handlers of the «zones_e» phrase family (graveyard, hand, discarding); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, DONE, Decision, Option
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, Handler, Result, players_of
from .zones import discard

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _cost_done(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«на стоимость {м} уничтоженной карты» (Скормить зевтарам): the printed cost of the cards the previous instruction
    was done to (``frame.done``: a card that could not be destroyed does not count)."""
    return sum(s.catalog.defs[c].cost or 0 for c in frame.done)


AMOUNT_KINDS["cost_done"] = _cost_done


def _opp_short(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждую карту, которую противник не смог сбросить» (Опустошитель): the number each player had to discard (the
    amount's one part, counted again) minus the opponent's cards the previous discard was done to (``frame.done``)."""
    from .effects import amount_of

    wanted = amount_of(s, frame, amount.parts[0]) if amount.parts else 0
    opponent = 1 - frame.item.player
    discarded = sum(1 for c in frame.done if s.catalog.owners[c] == opponent)
    return max(0, wanted - discarded)


AMOUNT_KINDS["opp_short"] = _opp_short

def _discard_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Сбросьте все карты (эта карта уже находится на кладбище, когда разыгрывается)»: every card of the player's hand
    is discarded (no choice to make); the number is noted for the source this turn (``turn_counts``
    "discarded_noted/<source>"), read by a delayed instruction set up by the same card (engine/delayed.py ``noted_discard_count``)."""
    cards: list[int] = []
    for player in players_of(s, frame, e.what):
        hand = list(s.players[player].hand)
        for c in hand:
            discard(s, player, c)
        cards.extend(hand)
    s.turn_counts[f"discarded_noted/{frame.item.source}"] = len(cards)
    frame.last = tuple(cards)
    frame.doing = frame.last
    return FULL if cards else NONE


def _discard_any(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Каждый игрок, начиная с вас, может сбросить любое количество карт из своей руки»: each player of ``what`` in turn
    (the controller first) picks cards of his own hand one at a time — each is discarded at once, so the next player
    sees it — or stops («done»). ``frame.scratch``: the cards discarded, -2 closing each player's turn."""
    players = players_of(s, frame, e.what)
    if choice is not None:
        k = frame.scratch.count(-2)
        if choice.kind == CARD and k < len(players) and choice.card in s.players[players[k]].hand:
            discard(s, players[k], choice.card)
            frame.scratch = (*frame.scratch, choice.card)
        else:
            frame.scratch = (*frame.scratch, -2)
    while frame.scratch.count(-2) < len(players):
        player = players[frame.scratch.count(-2)]
        hand = s.players[player].hand
        if not hand:
            frame.scratch = (*frame.scratch, -2)
            continue
        return Decision(player, "card", (*(Option(CARD, c) for c in hand), Option(DONE)),
                        "Сбросьте карту (или «done»)", "Discard a card (or done)")
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    frame.doing = frame.last
    return FULL if frame.last else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "each_discards_any": _discard_any,
    "discard_hand_noted": _discard_hand,
}

HANDLERS.update(FAMILY_HANDLERS)
