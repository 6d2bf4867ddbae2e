"""Amounts (and handlers) of the «amounts_statics» phrase family (round 6); registered into ``effects.AMOUNT_KINDS`` /
``effects.HANDLERS`` on import.

Values of a destroyed card («где Х – удар, а Y – количество жизней уничтоженного существа», «меньшее из значений удара
или жизней уничтоженного существа»): the card an earlier instruction of the same ability destroyed (its target, bound
by the compiler) is read as it was when it left play — ``GameState.last_known`` (strike, wounds, life), kept for every
instance in games where some card reads these amounts (``Catalog.as_gone``). «Жизни» are its current life (digest
§2.2: maximum life + extra lives − wounds; «Жизни сокращаются до X» removes the wounds, so a card's «жизни» count
them). If the card was not destroyed (still in play: the destruction was prevented or replaced), there is no
«уничтоженное существо» and the amount is 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from .effects import AMOUNT_KINDS, HANDLERS, Handler, cards_of
from .state import CardEffect, CardState, GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _gone(s: GameState, frame: ResolveFrame, amount: A.Amount) -> tuple[int, int]:
    """(strike, life) of the destroyed card when it left play; (0, 0) if it did not leave play."""
    cards = cards_of(s, frame, amount.ref)
    if not cards or cards[0] in s.cards:
        return 0, 0
    known = s.last_known.get(cards[0])
    if known is None or len(known) < 3:
        return 0, 0
    return max(known[0], 0), max(known[2], 0)


def _gone_strike(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return _gone(s, frame, amount)[0]


def _gone_life(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return _gone(s, frame, amount)[1]


def _gone_min(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return min(_gone(s, frame, amount))


AMOUNT_KINDS["as_gone_strike"] = _gone_strike  # «удар уничтоженного существа»
AMOUNT_KINDS["as_gone_life"] = _gone_life  # «количество жизней уничтоженного существа»
AMOUNT_KINDS["as_gone_min"] = _gone_min  # «меньшее из значений удара или жизней уничтоженного существа»

def _top_count(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждого <класс> среди них» after «Покажите N верхних карт колоды»: the cards of ``select`` among the top
    ``value`` cards of the controller's deck."""
    from .selectors import fits

    assert amount.select is not None
    player = frame.item.player
    top = s.players[player].deck[-amount.value:] if amount.value > 0 else []
    return sum(1 for c in top if fits(s, amount.select, c, player, frame.item.source))


AMOUNT_KINDS["as_top_count"] = _top_count

OWN_WOUNDS_KEY = ("@as_own_wounds/0", "@as_own_wounds/1")  # turn_counts: wounds a player's characters took from his cards


def tally_own_wounds(s: GameState, source: int, cs: CardState, amount: int) -> None:
    """Called by wounds.deal_wounds (only when ``Catalog.as_own_wounds``): ``amount`` wounds were put on ``cs``; when
    the source card is controlled by the same player (in play: its controller; elsewhere — a spell — its owner), they
    count for «ран, полученных вашими персонажами от ваших карт в этом ходу». Wounds without a source card (poison)
    do not count."""
    if source < 0:
        return
    src = s.cards.get(source)
    owner = src.controller if src is not None else s.catalog.owners[source]
    if owner == cs.controller:
        key = OWN_WOUNDS_KEY[cs.controller]
        s.turn_counts[key] = s.turn_counts.get(key, 0) + amount


def enters_boosted(s: GameState, cs: CardState) -> None:
    """The card has just entered play: «Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими
    персонажами от ваших карт в этом ходу» — X boosts are on it at once (a replacement of entering: no event)."""
    x = s.turn_counts.get(OWN_WOUNDS_KEY[cs.controller], 0)
    for _ in range(x):
        cs.effects.append(CardEffect("boost", "", 1, A.PERMANENT, cs.iid, s.turn, cs.controller, None))


FAMILY_HANDLERS: dict[str, Handler] = {}
HANDLERS.update(FAMILY_HANDLERS)
