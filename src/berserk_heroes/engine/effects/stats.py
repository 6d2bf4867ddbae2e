"""The engine of the «stats» concept of the card language (its compiler half: ``cards/language/stats.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.stats``: Effect handlers and Amount kinds of the «heroes_b» phrase family; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the «heroes_b» section of ``abilities.py`` for what each means).

From ``effects.stats``: Effect handlers, Amount kinds and the attack-end check of the «triggers_b» phrase family; registered into
``effects.HANDLERS`` / ``effects.AMOUNT_KINDS`` on import (see the «triggers_b» section of ``abilities.py``).

- ``distribute_boosts``: «Распределите Х эффектов усиления среди ваших существ»;
- Amount ``life``: «текущие жизни этого существа»;
- ``note_attack`` / ``check_attacks``: «При атаке, если цель погибла» (event ATTACK_TARGET_DIED). An attack (a strike
  attack, a fight, a shot) notes its attacker and final target when it ends; deaths are applied by the rules effects
  (``rules_effects.apply_rules_effects``), which then call :func:`check_attacks`: a noted creature target that died
  (it left play for its owner's graveyard during the attack) emits the event. Only in games where some ability
  listens to it (``Catalog.listened``), so other games pay nothing.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import CARD, Decision, Option
from .. import continuous, history
from ..events import emit
from ..selectors import fits
from ..state import GameState
from ..wounds import ABILITY, deal_wounds
from ..zones import enter_play
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _boost,
    _each_in_play,
    _search,
    amount_of,
    cards_of,
)

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


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


def grave_permission_select(s: GameState, source: int) -> A.Select | None:
    """The select of the ``grave_play`` instruction printed on card ``source``."""
    for ab in s.catalog.defs[source].abilities:
        for eff in A.nested_effects(ab.effects):
            if eff.verb == "establish" and eff.param("rule") == A.GRAVE_PLAY:
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


def _swap_strike_life(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Поменяйте местами значения удара и текущих жизней существа»: with strike S and life left L, it gets strike
    +(L − S) and life +(S − L), for good (its wounds stay: its life left becomes S; at 0 it dies)."""
    from . import _effect_on

    def swap(c: int) -> bool:
        cs = s.cards[c]
        strike, left = max(0, continuous.strike(s, cs)), continuous.life(s, cs)
        if strike != left:
            _effect_on(s, frame, c, "modify", "strike", left - strike, A.PERMANENT)
            _effect_on(s, frame, c, "modify", "life", strike - left, A.PERMANENT)
        return True

    return _each_in_play(s, frame, e, swap)


def _distribute_boosts(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """N boosts, one at a time, each on a card of ``what`` (in play) the controller picks; the picks so far are kept
    in ``frame.scratch`` (a card may be picked again). With one card left to pick from, the rest go on it."""
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        _boost_one(s, frame, choice.card)
        frame.scratch = (*frame.scratch, choice.card)
    while len(frame.scratch) < n:
        pool = [c for c in cards_of(s, frame, e.what) if c in s.cards]
        if not pool:
            break
        if len(pool) > 1:
            left = n - len(frame.scratch)
            return Decision(frame.item.player, "card", tuple(Option(CARD, c) for c in pool),
                            f"Положите эффект усиления на существо (осталось {left})",
                            f"Put a boost on a creature ({left} left)")
        _boost_one(s, frame, pool[0])
        frame.scratch = (*frame.scratch, pool[0])
    placed = tuple(c for c in frame.scratch if c >= 0)
    frame.last = tuple(dict.fromkeys(placed))
    if not placed:
        return NONE if n > 0 else FULL
    return FULL if len(placed) >= n else PARTIAL


def _boost_one(s: GameState, frame: ResolveFrame, card: int) -> None:
    """One boost on ``card`` (as «Положите эффект усиления на …»: an opposite weakening is cancelled instead)."""
    last = frame.last
    frame.last = (card,)
    _boost(s, frame, A.Effect("boost", A.IT, 1, params=(("sign", 1),)), None)
    frame.last = last


def _current_life(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«текущие жизни <этой карты>»: its current life (after wounds); 0 when it is not in play."""
    cards = cards_of(s, frame, amount.ref)
    cs = s.cards.get(cards[0]) if cards else None
    return max(0, continuous.life(s, cs)) if cs is not None else 0


AMOUNT_KINDS.update({"life": _current_life})


def _deal_same_to_his_hero(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«оно наносит столько же ран герою этого противника»: the event's subject (the card that dealt the wounds) deals
    the event's number of wounds to the hero of the wounded card's controller, if that is an opponent."""
    event = frame.item.event
    if not event or len(event) < 3 or event[1] < 0 or event[2] < 0:
        return NONE
    dealer, wounded = event[1], event[2]
    cs = s.cards.get(wounded)
    controller = cs.controller if cs is not None else s.catalog.owners[wounded]
    if controller == frame.item.player:
        return NONE  # no «этот противник»: the wounded card was the controller's own
    hero = s.players[controller].hero
    frame.last = (hero,)
    return FULL if deal_wounds(s, dealer, hero, amount_of(s, frame, e.amount), ABILITY) > 0 else NONE


# --- «При атаке, если цель погибла» -------------------------------------------------------------------------------


def note_attack(s: GameState, attacker: int, target: int) -> None:
    """An attack of ``attacker`` on the final target ``target`` has ended: check after the next deaths whether the
    target died (only a creature can die; only when an ability of the game listens)."""
    if A.ATTACK_TARGET_DIED in s.catalog.listened and s.catalog.defs[target].type == "creature":
        s.attack_checks = (*s.attack_checks, (attacker, target))


def check_attacks(s: GameState) -> None:
    """After the rules effects have moved dead creatures to the graveyard: emit ATTACK_TARGET_DIED for every noted
    attack whose target died (left play, and went to its owner's graveyard or — a created card — the reserve, as a
    creature that died this turn)."""
    checks, s.attack_checks = s.attack_checks, ()
    for attacker, target in checks:
        if target in s.cards or not history.happened(s, A.DIES, target):
            continue
        owner = s.players[s.catalog.owners[target]]
        if target in owner.graveyard or target in owner.reserve:
            emit(s, A.ATTACK_TARGET_DIED, attacker, target)


CONCEPT_HANDLERS: dict[str, Handler] = {
    "swap_strike_life": _swap_strike_life,
    "search_event_cost": _search_event_cost,
    "revive_event": _revive_event,
    "distribute_boosts": _distribute_boosts,
    "deal_same_to_his_hero_too": _deal_same_to_his_hero,
}

HANDLERS.update(CONCEPT_HANDLERS)
