"""Effect handlers and helpers of the «misc_c» phrase family (a mixed list of one-card phrases). Registered
into ``effects.HANDLERS`` on import (see the end of effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, DONE, Decision, Option
from . import continuous
from .effects import FULL, HANDLERS, NONE, Handler, Result, _wound, cards_of, players_of
from .restrictions import control_banned, forbids
from .selectors import candidates
from .state import GameState

if TYPE_CHECKING:
    from .effects import ResolveFrame


def _shoots(effects: tuple[A.Effect, ...]) -> bool:
    """Whether an instruction among ``effects`` (their «при этом» / «иначе» parts and modes too) is a «Выстрел» made
    by the card itself (not «<другое существо> производит выстрел»: param ``shooter``)."""
    for e in effects:
        if e.verb == "shot" and e.param("shooter") is None:
            return True
        if _shoots(e.then) or _shoots(e.otherwise):
            return True
        if any(isinstance(m, A.Ability) and _shoots(m.effects) for m in e.param("modes", ())):
            return True
    return False


def has_shot(s: GameState, iid: int) -> bool:
    """«у него есть выстрел»: the card in play has an ability that shoots — printed (unless it lost its abilities),
    of a combined card's parts, or given to it (``declare.granted_to``: statics, effects, granted keywords)."""
    cs = s.cards.get(iid)
    if cs is None:
        return False
    from .declare import granted_to

    own: list[A.Ability] = []
    if not continuous.lost_abilities(cs):
        own.extend(s.catalog.defs[iid].abilities)
        if s.parts and iid in s.parts:
            from .combined import part_abilities

            own.extend(ab for kind in (A.ACTIVATED, A.TRIGGERED) for _, ab in part_abilities(s, iid, kind))
    own.extend(ab for _, ab in granted_to(s, iid))
    return any(_shoots(ab.effects) for ab in own)


def _wound_same_strike(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«ранить всех существ с таким же ударом»: X = the current strike of the card of ``what`` (in play); every
    creature in play with strike X is wounded by X, as one «Ранить» (the usual wound handler)."""
    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    if not cards:
        frame.last = ()
        return NONE
    x = continuous.strike(s, s.cards[cards[0]])
    select = A.Select(A.CREATURE, strike_min=x, strike_max=x)
    return _wound(s, frame, A.Effect("wound", A.Ref("all", select=select), x), choice)


def _opponent_may_give(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник может отдать своё существо под ваш контроль»: the player of ``what`` picks one of the cards of params
    select that can change control (not a hero, not «не может быть взят под контроль»), or declines (``done``); the
    ability's controller takes control of the card picked (209.2: it is weak this turn). FULL only if he gave one (so
    the «иначе …» runs otherwise)."""
    player = players_of(s, frame, e.what)[0]
    me = frame.item.player
    if choice is None:
        sel: A.Select = e.param("select")
        pool = [c for c in candidates(s, sel, me, frame.item.source)
                if s.cards[c].controller == player and s.catalog.defs[c].type != "hero"
                and not forbids(s, "be_controlled", s.cards[c]) and not control_banned(s, c)]
        if player == me or not pool:
            frame.last = ()
            return NONE
        return Decision(player, "card", (*(Option(CARD, c) for c in pool), Option(DONE)),
                        "Можете отдать своё существо под контроль противника (или «done»)",
                        "You may give one of your creatures to the opponent's control (or done)")
    if choice.kind != CARD or choice.card not in s.cards:
        frame.last = ()
        return NONE
    cs = s.cards[choice.card]
    cs.controller = me
    cs.entered_turn = s.turn  # first-turn weakness applies after a control change (209.2), as «Возьмите под контроль»
    frame.last = (choice.card,)
    return FULL


FAMILY_HANDLERS: dict[str, Handler] = {
    "wound_same_strike": _wound_same_strike,
    "opponent_may_give_card": _opponent_may_give,
}

HANDLERS.update(FAMILY_HANDLERS)
