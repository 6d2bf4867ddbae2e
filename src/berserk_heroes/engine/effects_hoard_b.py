"""Effect handlers and helpers of the «hoard_b» phrase family («добывает / добытые карты»); registered into
``effects.HANDLERS`` / ``effects.AMOUNT_KINDS`` on import.

**Cards that went to a graveyard this turn** («карт, попавших на его кладбище в этом ходу», «всех существ, которые
попали на кладбища в этом ходу»): every move into a graveyard emits PUT_INTO_GRAVEYARD, which the event history keeps
with the graveyard's owner as its player (engine/history.py); the cards still there are those of this turn's events
that are in the graveyard now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from . import history
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, Handler, Result, _outcome, cards_of
from .selectors import fits
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame

def entered_this_turn(s: GameState, player: int) -> list[int]:
    """The cards in ``player``'s graveyard that came there this turn (in the graveyard's order)."""
    came = {e[1] for e in history.events(s, A.PUT_INTO_GRAVEYARD, player=player)}
    return [c for c in s.players[player].graveyard if c in came] if came else []


def _event_regeneration(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """Amount ``event_regeneration`` («… с регенерацией Х погибает, … Х …»): the Регенерация value of the trigger's
    card — its current value while in play, else its printed one (the value the trigger's «с регенерацией» checked:
    ``selectors.fits`` reads the printed keywords of a card out of play)."""
    from . import continuous

    card = frame.item.event[1] if frame.item.event else -1
    if card < 0:
        return 0
    cs = s.cards.get(card)
    return continuous.keyword(s, cs, "regeneration") if cs is not None else s.catalog.defs[card].kw.get("regeneration", 0)


def _hoard_grave_turn(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """``hoard_grave_turn`` (params holder, select): the holder hoards every card of ``select`` that went to any
    graveyard this turn and is still there («Ваш герой добывает всех существ, которые попали на кладбища в этом
    ходу»)."""
    from .zones import hoard

    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    sel = e.param("select")
    me = frame.item.player
    cards = [c for p in (me, 1 - me) for c in entered_this_turn(s, p)
             if sel is None or fits(s, sel, c, me, frame.item.source)]
    if not holders:
        return _outcome(0, len(cards))
    done = [c for c in cards if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _look_hoard_back(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """``look_hoard_back`` («посмотрите N верхние карты его колоды, <holder> добывает K из них; положите остальные
    карты обратно в любом порядке»): ``what`` is a card (the hero struck) whose controller's deck is looked at; the
    controller of the ability sees its top ``n`` cards, picks ``amount`` of them (not optional) for the holder to hoard,
    then the order in which the rest go back on top (the first chosen nearest the top). ``frame.scratch``: the picks,
    -3, the cards looked at that are still in the deck (−10 − card), then the order."""
    from .effects import _choose_cards, show
    from .zones import hoard

    me = frame.item.player
    cards = cards_of(s, frame, e.what)
    whose = s.cards[cards[0]].controller if cards and cards[0] in s.cards else -1
    if whose < 0:
        return _outcome(0, 1)
    deck = s.players[whose].deck
    if -3 not in frame.scratch:
        n = e.param("n", 1)
        top = deck[-n:][::-1] if n > 0 else []
        show(s, top, me)  # the cards looked at are on display to the controller only
        k = e.amount if isinstance(e.amount, int) else 1
        d = _choose_cards(s, frame, me, top, k, choice, False,
                          ("Выберите карту, её добудут", "Choose a card to hoard"))
        if d is not None:
            return d
        choice = None
        picks = [c for c in frame.scratch if c >= 0]
        holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
        done = [c for c in picks if holders and hoard(s, holders[0], c)]
        frame.last = tuple(done)
        # after -3: the looked-at cards still in the deck (encoded −10 − card), then the order the player picks
        frame.scratch = (*frame.scratch, -3, *(-10 - c for c in top if c in deck))
    cut = frame.scratch.index(-3)
    looked = [-10 - c for c in frame.scratch[cut + 1:] if c <= -10]
    ordered = [c for c in frame.scratch[cut + 1:] if c >= 0]
    if choice is not None:
        ordered.append(choice.card)
        frame.scratch = (*frame.scratch, choice.card)
    remaining = [c for c in looked if c not in ordered and c in deck]
    if len(remaining) >= 2:
        return Decision(me, "card", tuple(Option(CARD, c) for c in remaining),
                        "Порядок: какую карту положить на верх колоды следующей",
                        "Order: which card goes next (the first chosen is nearest the top)")
    ordered.extend(remaining)
    rest = [c for c in ordered if c in deck]
    for c in rest:
        deck.remove(c)
    deck.extend(reversed(rest))  # the first chosen ends on top (the end of the list)
    return FULL if frame.last else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "hoard_grave_turn": _hoard_grave_turn,
    "look_hoard_back": _look_hoard_back,
}

HANDLERS.update(FAMILY_HANDLERS)
AMOUNT_KINDS.update({"event_regeneration": _event_regeneration})
