"""Amounts (and handlers) of the «amounts_statics» phrase family; registered into ``effects.AMOUNT_KINDS`` /
``effects.HANDLERS`` on import.

Values of a destroyed card («где Х – удар, а Y – количество жизней уничтоженного существа», «меньшее из значений удара
или жизней уничтоженного существа»): the card an earlier instruction of the same ability destroyed (its target, bound
by the compiler) is read as it was when it left play — ``GameState.destroyed_values`` (strike, life), kept for every card
leaving play in games where some card reads these amounts (``Catalog.keeps_destroyed_values``). «Жизни» are its current life (digest
§2.2: maximum life + extra lives − wounds; «Жизни сокращаются до X» removes the wounds, so a card's «жизни» count
them). If the card was not destroyed (still in play: the destruction was prevented or replaced), there is no
«уничтоженное существо» and the amount is 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from . import continuous, history
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, Handler, Result, _outcome, amount_of, cards_of
from .selectors import candidates
from .state import CardEffect, CardState, GameState
from .wounds import ABILITY, deal_wounds

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _gone(s: GameState, frame: ResolveFrame, amount: A.Amount) -> tuple[int, int]:
    """(strike, life) of the destroyed card when it left play; (0, 0) if it did not leave play."""
    cards = cards_of(s, frame, amount.ref)
    if not cards or cards[0] in s.cards:
        return 0, 0
    strike, life = s.destroyed_values.get(cards[0], (0, 0))
    return max(strike, 0), max(life, 0)


def _gone_strike(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return _gone(s, frame, amount)[0]


def _gone_life(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return _gone(s, frame, amount)[1]


def _gone_min(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    return min(_gone(s, frame, amount))


AMOUNT_KINDS["destroyed_strike"] = _gone_strike  # «удар уничтоженного существа»
AMOUNT_KINDS["destroyed_life"] = _gone_life  # «количество жизней уничтоженного существа»
AMOUNT_KINDS["destroyed_strike_life_min"] = _gone_min  # «меньшее из значений удара или жизней уничтоженного существа»

def _top_count(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждого <класс> среди них» after «Покажите N верхних карт колоды»: the cards of ``select`` among the top
    ``value`` cards of the controller's deck."""
    from .selectors import fits

    assert amount.select is not None
    player = frame.item.player
    top = s.players[player].deck[-amount.value:] if amount.value > 0 else []
    return sum(1 for c in top if fits(s, amount.select, c, player, frame.item.source))


AMOUNT_KINDS["top_count"] = _top_count

def own_wounds_this_turn(s: GameState, player: int) -> int:
    """«ран, полученных вашими персонажами от ваших карт в этом ходу», asked of the event history: the WOUNDED
    entries of this turn about ``player``'s characters (the history notes the wounded card's controller then) whose
    source card is ``player``'s (in play: its controller; elsewhere — a spell — its owner). Wounds without a source
    card (poison) do not count."""
    total = 0
    for _, _, source, amount, wounded_side in history.events(s, A.WOUNDED, A.THIS_TURN, player):
        if source >= 0 and wounded_side == player and _side_of(s, source) == player:
            total += amount
    return total


def _side_of(s: GameState, card: int) -> int:
    """The player a card belongs to: its controller in play, its owner elsewhere."""
    cs = s.cards.get(card)
    return cs.controller if cs is not None else s.catalog.owners[card]


def enters_boosted(s: GameState, cs: CardState) -> None:
    """The card has just entered play: «Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими
    персонажами от ваших карт в этом ходу» — X boosts are on it at once (a replacement of entering: no event)."""
    x = own_wounds_this_turn(s, cs.controller)
    for _ in range(x):
        cs.effects.append(CardEffect("boost", "", 1, A.PERMANENT, cs.iid, s.turn, cs.controller, None))


def _meditation_sum(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«сумма значений медитации <ваших существ>»: the Медитация values (continuous.keyword) of the cards added up."""
    assert amount.select is not None
    return sum(continuous.keyword(s, s.cards[c], "meditation")
               for c in candidates(s, amount.select, frame.item.player, frame.item.source) if c in s.cards)


AMOUNT_KINDS["meditation_sum"] = _meditation_sum


def _distribute_wounds(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Распределите Х ран среди <существ>»: the controller assigns the X wounds one at a time, each to a card of
    ``what`` in play (a card may get several; with one card left to pick from, the rest go to it); the picks are kept
    in ``frame.scratch``. Then each card is wounded once by its share (one wounding each, source = this ability's
    source), in the order the cards were first picked. Nothing is dealt before every wound is assigned, so X and the
    cards stay the same while the player picks."""
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    while len(frame.scratch) < n:
        pool = [c for c in cards_of(s, frame, e.what) if c in s.cards]
        if not pool:
            break
        if len(pool) > 1:
            left = n - len(frame.scratch)
            return Decision(frame.item.player, "card", tuple(Option(CARD, c) for c in pool),
                            f"Распределите раны: ранить существо на 1 (осталось {left})",
                            f"Distribute wounds: one more to a creature ({left} left)")
        frame.scratch = (*frame.scratch, *([pool[0]] * (n - len(frame.scratch))))
    shares: dict[int, int] = {}
    for c in frame.scratch:
        shares[c] = shares.get(c, 0) + 1
    frame.scratch = ()
    wounded = [c for c, k in shares.items() if c in s.cards and deal_wounds(s, frame.item.source, c, k, ABILITY) > 0]
    frame.last = tuple(shares)
    frame.doing = tuple(wounded)
    if not shares:
        return NONE if n > 0 else FULL
    return _outcome(len(wounded), len(shares))


FAMILY_HANDLERS: dict[str, Handler] = {
    "distribute_wounds_x": _distribute_wounds,  # «Распределите Х ран среди <существ>»
}
HANDLERS.update(FAMILY_HANDLERS)
