"""Effect handlers of the «hoard_copies» phrase family (hoarding, Яйцо, copies, control changes); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, X_VALUE, Decision, Option
from .effects import (
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _each_in_play,
    _outcome,
    amount_of,
    cards_of,
    hoard_picked,
)
from .selectors import fits
from .state import GameState
from .zones import enter_play, hoard

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _return_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every card of
    `what` controlled by another player than its owner comes under its owner's control (a control change: first-turn
    weakness applies, 209.2). A «возьмите под контроль … до …» effect on it is over: it would otherwise give the card
    back to the player it was taken from when its time runs out."""

    def give_back(c: int) -> bool:
        cs = s.cards[c]
        owner = s.catalog.owners[c]
        if cs.controller == owner or s.catalog.defs[c].type == "hero":
            return False
        cs.controller = owner
        cs.entered_turn = s.turn
        if any(x.kind == "control" for x in cs.effects):
            cs.effects = [x for x in cs.effects if x.kind != "control"]
        return True

    _each_in_play(s, frame, e, give_back)
    return FULL  # (done also when every card already was under its owner's control)


def _return_to_play(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«верните в игру всех добытых <этой картой> существ»: each such hoarded card enters play under its owner's control
    (from under its holder; it is not played, its Найм triggers). ``it`` is the cards that entered."""
    cards = [c for c in cards_of(s, frame, e.what) if c in s.hoard_origin]
    for c in cards:
        enter_play(s, c, s.catalog.owners[c])
    frame.last = tuple(cards)
    return FULL if cards else NONE


def _hoard_own_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<эта карта> добывает орка из руки»: the controller picks ``amount`` cards of his hand matching params select (he
    must pick while there is one) and params holder hoards them. ``it`` is the cards hoarded."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    player = frame.item.player
    if not holders:
        return NONE
    n = amount_of(s, frame, e.amount)
    pool = [c for c in s.players[player].hand if fits(s, e.param("select"), c, player, frame.item.source)]
    return hoard_picked(s, frame, holders[0], player, pool, n, choice,
                        ("Выберите карту из вашей руки, её добудут", "Choose a card of your hand to be hoarded"))


def _hoard_graveyard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<держатель> добывает N карт с выбранного кладбища»: the controller picks a graveyard (by its owner's hero), then
    N of its cards one at a time (all of them if there are fewer); params holder hoards them. ``frame.scratch`` holds
    the hero picked, then the cards picked."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if not holders:
        return NONE
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    if not frame.scratch:
        heroes = tuple(Option(CARD, s.players[p].hero) for p in (player, 1 - player) if s.players[p].graveyard)
        if not heroes:
            frame.last = ()
            return NONE
        return Decision(player, "card", heroes, "Выберите кладбище (героя его владельца)",
                        "Choose a graveyard (by its owner's hero)")
    grave = s.players[s.catalog.owners[frame.scratch[0]]].graveyard
    picks = frame.scratch[1:]
    left = [c for c in grave if c not in picks]
    if len(picks) < n and left:
        name = s.name(frame.item.source)
        return Decision(player, "card", tuple(Option(CARD, c) for c in left),
                        f"{name}: выберите карту с кладбища, её добудут (ещё {n - len(picks)})",
                        f"{name}: choose a card of the graveyard to be hoarded ({n - len(picks)} more)")
    done = [c for c in picks if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return _outcome(len(done), n)


def _lose_x_copies(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«(Вы можете) потерять Х{м}, при этом создать Х копий этого существа»: the controller chooses X (0 up to his
    coins), loses X coins, then X copies of the card come from his запас (a copy: the card plus «Созданный», none of
    the original's state; digest §2.1). The copies' own Найм triggers (the text does not say otherwise)."""
    player = frame.item.player
    ps = s.players[player]
    if choice is None:
        name = s.name(frame.item.source)
        return Decision(player, "x", tuple(Option(X_VALUE, frame.item.source, num=v) for v in range(ps.coins + 1)),
                        f"{name}: сколько {{м}} потерять (столько же копий)",
                        f"{name}: how many coins to lose (as many copies)")
    x = min(choice.num, ps.coins)
    ps.coins -= x
    ps.closed_coins = min(ps.closed_coins, ps.coins)
    made: list[int] = []
    for original in cards_of(s, frame, e.what):
        key = s.catalog.defs[original].key
        for _ in range(x):
            found = next((c for c in ps.reserve if s.catalog.defs[c].key == key), None)
            if found is None:
                break
            enter_play(s, found, player)
            made.append(found)
    frame.last = tuple(made)
    return _outcome(len(made), x) if x else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "lose_x_copies_of_hoarded": _lose_x_copies,
    "hoard_graveyard": _hoard_graveyard,
    "return_control_of": _return_control,
    "return_to_play": _return_to_play,
    "hoard_own_hand": _hoard_own_hand,
}

HANDLERS.update(FAMILY_HANDLERS)
