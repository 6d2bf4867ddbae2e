"""Effect handlers and Amount kinds of the «amounts» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «amounts» section of ``abilities.py`` for what each kind means)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .. import abilities as A
from . import history
from .continuous import static_amount
from .effects import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    Handler,
    Result,
    _choose_cards,
    _picked,
    amount_of,
    cards_of,
    players_of,
)
from .selectors import candidates, fits

if TYPE_CHECKING:
    from ..decisions import Option
    from .resolve import ResolveFrame
    from .state import GameState

def _reveal_from_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Покажите любое число <карт> из руки»: the player picks any number of matching cards of his hand (``done`` to
    stop) and shows them; the hand does not change. They are the «показанные» cards for the next instruction."""
    player = frame.item.player
    sel = e.param("select") or A.Select(A.CARD, side=A.YOU, zone=A.HAND)
    pool = candidates(s, sel, player, frame.item.source)
    decision = _choose_cards(s, frame, player, pool, len(pool), choice, True,
                             ("Покажите карту из руки (или «done»)", "Show a card from your hand (or done)"))
    if decision is not None:
        return decision
    shown = tuple(_picked(frame))
    s.events.append(("cards_revealed", player, shown))
    frame.doing = shown
    return FULL


def _gain_closed_coins(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Получите N закрытую {м}»: N permanent coins that come closed (they open with the others at the
    start of the owner's turn); coins beyond the cap are not gained, so neither closed."""
    n = amount_of(s, frame, e.amount)
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        gained = max(0, min(s.config.coin_cap, ps.coins + n) - ps.coins)
        ps.coins += gained
        ps.closed_coins += gained
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {"reveal_from_hand": _reveal_from_hand, "gain_closed_coins": _gain_closed_coins}

HANDLERS.update(FAMILY_HANDLERS)


def _sum(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return sum(amount_of(s, frame, part) for part in amount.parts)


def _history(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """A measure of the game's event history (engine/history.py): «карт, сброшенных вами в этом ходу» …"""
    assert amount.history is not None
    return history.measure(s, amount.history, frame.item.player, frame.item.source)


def _done(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«… таким образом»: the cards the previous instruction acted on (of the select's kind, if any)."""
    if amount.select is None:
        return len(frame.done)
    sel = amount.select
    return sum(1 for c in frame.done if fits(s, sel, c, frame.item.player, frame.item.source))


def _hand_gap(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """How many more cards than you the opponent has in hand (at least 0)."""
    you = frame.item.player
    gap = len(s.players[1 - you].hand) - len(s.players[you].hand)
    return gap if gap > 0 else 0


def _event_cards(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждую сброшенную / взятую карту» of «Каждый раз, когда вы сбрасываете / берёте карты»: the engine emits
    one event per card (zones.draw / zones.discard), so each trigger is about one card."""
    event = frame.item.event
    return 1 if event and event[1] >= 0 else 0


def _cost(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """The printed cost of the card(s) of ``ref`` (IT: those the previous instruction acted on), wherever they are."""
    defs = s.catalog.defs
    if s.parts:  # a combined card costs the sum of its parts' costs (engine/combined.py)
        from .combined import cost

        return sum(cost(s, c) if c in s.cards else defs[c].cost or 0 for c in cards_of(s, frame, amount.ref))
    return sum(defs[c].cost or 0 for c in cards_of(s, frame, amount.ref))


def _counted(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """Counts shared with static abilities (continuous.static_amount), before ``div`` / ``per``."""
    plain = dataclasses.replace(amount, per=1, div=1)
    return static_amount(s, plain, frame.item.player, frame.item.source)


def _event_amount(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """The number the triggering event carries (the wounds of a WOUNDED / DEALS_WOUNDS event)."""
    event = frame.item.event
    return event[3] if event and len(event) > 3 else 0


def _excess(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return frame.excess


AMOUNT_KINDS.update({
    "sum": _sum, "history": _history,
    "done": _done, "hand_gap": _hand_gap,
    "excess": _excess, "event_cards": _event_cards, "cost": _cost, "distinct_classes": _counted,
    "distinct_names": _counted, "event_amount": _event_amount, "paid": _event_amount, "coins": _counted,
})
