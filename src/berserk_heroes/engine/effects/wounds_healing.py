"""The engine of the «wounds_healing» concept of the card language (its compiler half: ``cards/language/wounds_healing.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.wounds_healing``: Effect handlers of the «misc» phrase family; registered into ``effects.HANDLERS`` on import.

From ``effects.wounds_healing``: Effect handlers and helpers of the «misc_c» phrase family (a mixed list of one-card phrases). Registered
into ``effects.HANDLERS`` on import (see the end of effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import CARD, DONE, Decision, Option
from .. import continuous
from ..keyword_rules import remove_extra_life
from ..state import GameState
from ..wounds import ABILITY, deal_wounds
from . import FULL, HANDLERS, NONE, Handler, Result, _outcome, _wound, amount_of, cards_of
from .keywords import extra_lives_of

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


def _wound_owner(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«…, при этом раньте его владельца на Х»: the hero of the owner of each card ``what`` means is wounded by the
    amount (wounds of an ability, as «Ранить»); each hero once, however many of his cards are meant."""
    n = amount_of(s, frame, e.amount)
    heroes: list[int] = []
    for c in cards_of(s, frame, e.what):
        hero = s.players[s.catalog.owners[c]].hero
        if hero not in heroes:
            heroes.append(hero)
    if not heroes or n <= 0:
        return NONE
    done = [h for h in heroes if h in s.cards and deal_wounds(s, frame.item.source, h, n, ABILITY) > 0]
    frame.doing = tuple(done)
    return _outcome(len(done), len(heroes))


def _remove_lives(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Снимите до N дополнительных жизней с ваших / любых персонажей»: one life at a time, the controller picks a
    character (his own, or any player's with param ``side`` ANY) with a дополнительная жизнь, or stops («до»). Hidden
    characters are not offered. ``frame.doing`` gets the character once per life removed, so that «… за каждые K
    снятые дополнительные жизни» (Amount ``done`` with ``div`` K) counts the lives."""
    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        elif remove_extra_life(s, choice.card):
            frame.scratch = (*frame.scratch, choice.card)
    picked = tuple(c for c in frame.scratch if c >= 0)
    if -1 not in frame.scratch and len(picked) < n:
        side_any = e.param("side") == A.ANY
        holders = [c for c in s.play if s.catalog.defs[c].type in ("creature", "hero")
                   and (side_any or s.cards[c].controller == player)
                   and not s.cards[c].counters.get("hidden", 0) and extra_lives_of(s, c) > 0]
        if holders:
            options = (*(Option(CARD, c) for c in holders), Option(DONE))
            left = n - len(picked)
            return Decision(player, "card", options, f"Снимите дополнительную жизнь (ещё до {left}) или «done»",
                            f"Remove an extra life (up to {left} more) or done")
    frame.doing = picked
    return FULL if picked else NONE


def _heal_up_to(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Излечите до N ран с ваших персонажей»: one wound at a time, the controller picks a wounded character of his (not
    hidden) or stops («до»); as «keywords»' heal_total, but the player may stop early. Done as far as it went."""
    from ..wounds import heal

    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        else:
            heal(s, choice.card, 1)
            frame.scratch = (*frame.scratch, choice.card)
    picked = tuple(c for c in frame.scratch if c >= 0)
    if -1 not in frame.scratch and len(picked) < n:
        wounded = [c for c in s.play if s.cards[c].controller == player and s.cards[c].wounds > 0
                   and s.catalog.defs[c].type in ("creature", "hero") and not s.cards[c].counters.get("hidden", 0)]
        if wounded:
            left = n - len(picked)
            return Decision(player, "card", (*(Option(CARD, c) for c in wounded), Option(DONE)),
                            f"Излечите рану (ещё до {left}) или «done»", f"Heal a wound (up to {left} more) or done")
    frame.last = tuple(dict.fromkeys(picked))
    frame.doing = frame.last
    return FULL if picked else NONE


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
    from ..declare import granted_to

    own: list[A.Ability] = []
    if not continuous.lost_abilities(cs):
        own.extend(s.catalog.defs[iid].abilities)
        if s.parts and iid in s.parts:
            from ..combined import part_abilities

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


CONCEPT_HANDLERS: dict[str, Handler] = {
    "heal_up_to": _heal_up_to,
    "wound_owner": _wound_owner,
    "remove_lives": _remove_lives,
    "wound_same_strike": _wound_same_strike,
}

HANDLERS.update(CONCEPT_HANDLERS)
