"""Effect handlers and Amount kinds of the «heroes_b» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «heroes_b» section of ``abilities.py`` for what each means)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .. import abilities as A
from . import continuous
from .effects import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _each_in_play,
    _search,
    cards_of,
    players_of,
)
from .selectors import fits
from .state import CardEffect
from .zones import enter_play

if TYPE_CHECKING:
    from ..decisions import Option
    from .resolve import ResolveFrame
    from .state import GameState


def _search_event_cost(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Поиск — <карта> стоимостью Х{м}», Х the number of the triggering event (the value of the Медитация that
    worked): a Поиск whose select also asks for a printed cost of exactly Х."""
    event = frame.item.event
    if not event or len(event) < 4:
        return NONE
    x = int(event[3])
    sel: A.Select = e.param("select")
    sel = dataclasses.replace(sel, cost_min=x, cost_max=x)
    params = tuple((k, sel if k == "select" else v) for k, v in e.params)
    return _search(s, frame, dataclasses.replace(e, verb="search", params=params), choice)


def _max_life(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«Удвойте … {жизнь} <существа>»: its life value now (maximum life, with its modifiers; wounds not counted)."""
    cards = [c for c in cards_of(s, frame, amount.ref) if c in s.cards]
    return max(0, continuous.max_life(s, s.cards[cards[0]])) if cards else 0


def _life(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«количество текущих жизней этого существа»: the life it has left now (0 once it has left play)."""
    cards = [c for c in cards_of(s, frame, amount.ref) if c in s.cards]
    return max(0, continuous.life(s, s.cards[cards[0]])) if cards else 0


AMOUNT_KINDS.update({"life_value_of": _max_life, "current_life_of": _life})

def _revive_event(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«возродить этого демона с N жизнью»: the trigger's card, if it is in its owner's graveyard now, enters play
    under the ability's controller with N life left (wounds = its life − N); it is «it» for what follows."""
    back = []
    for c in cards_of(s, frame, e.what):
        owner = s.catalog.owners[c]
        if c in s.cards or c not in s.players[owner].graveyard:
            continue
        cs = enter_play(s, c, frame.item.player)
        cs.wounds = max(0, continuous.max_life(s, cs) - int(e.param("life", 1)))
        back.append(c)
    frame.last = tuple(back)
    return FULL if back else NONE


def _grave_play(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Вы можете разыгрывать <карты> с вашего кладбища до конца хода»: a permission (CardEffect ``grave_play``)
    on the hero of each player meant, for the printed time; ``play.from_graveyard`` reads it (the select is this
    effect's, found again through the effect's source: :func:`grave_permission_select`)."""
    duration = e.param("duration", A.END_OF_TURN)
    for p in players_of(s, frame, e.what):
        hero = s.players[p].hero
        if hero in s.cards:
            s.cards[hero].effects.append(CardEffect("grave_play", "", 1, duration, frame.item.source, s.turn,
                                                    frame.item.player))
    return FULL


def grave_permission_select(s: GameState, source: int) -> A.Select | None:
    """The select of the ``grave_play`` instruction printed on card ``source``."""
    for ab in s.catalog.defs[source].abilities:
        for eff in A.nested_effects(ab.effects):
            if eff.verb == "grave_play":
                sel: A.Select = eff.param("select")
                return sel
    return None


def grave_permitted(s: GameState, player: int, iid: int) -> bool:
    """Whether a ``grave_play`` permission on ``player``'s hero lets him play card ``iid`` of his graveyard."""
    hero = s.cards.get(s.players[player].hero)
    if hero is None:
        return False
    for x in hero.effects:
        if x.kind == "grave_play":
            sel = grave_permission_select(s, x.source)
            if sel is not None and fits(s, sel, iid, player, x.source):
                return True
    return False


def _close_all_coins(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Закройте свои монеты»: every open coin of the player `what` (permanent and temporary) is closed (not spent)."""
    done = NONE
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        if ps.open_coins > 0:
            closing = ps.open_coins
            ps.closed_coins = ps.coins
            ps.closed_temp = ps.temp_coins
            done = FULL
            if A.COINS_CLOSED_NOT_PLAY in s.catalog.listened:  # «Когда игрок закрывает монеты …»
                from .payment import coins_closed_not_play

                coins_closed_not_play(s, p, closing)
        if ps.tagged:  # coins usable only for some payments close too
            from .payment import close_tagged

            if any(closed < n for _, n, closed, _ in ps.tagged):
                close_tagged(ps)
                done = FULL
    return done


def _swap_strike_life(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Поменяйте местами значения удара и текущих жизней существа»: with strike S and life left L, it gets strike
    +(L − S) and life +(S − L), for good (its wounds stay: its life left becomes S; at 0 it dies)."""
    from .effects import _effect_on

    def swap(c: int) -> bool:
        cs = s.cards[c]
        strike, left = max(0, continuous.strike(s, cs)), continuous.life(s, cs)
        if strike != left:
            _effect_on(s, frame, c, "modify", "strike", left - strike, A.PERMANENT)
            _effect_on(s, frame, c, "modify", "life", strike - left, A.PERMANENT)
        return True

    return _each_in_play(s, frame, e, swap)


FAMILY_HANDLERS: dict[str, Handler] = {"swap_strike_life": _swap_strike_life, "close_all_coins": _close_all_coins, "search_event_cost": _search_event_cost, "revive_event": _revive_event,
                                       "grave_play": _grave_play}

HANDLERS.update(FAMILY_HANDLERS)
