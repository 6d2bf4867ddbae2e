"""Effect handlers, Amount kinds and the attack-end check of the «triggers_b» phrase family; registered into
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

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from . import continuous, history
from .effects import AMOUNT_KINDS, FULL, HANDLERS, NONE, PARTIAL, Handler, Result, _boost, amount_of, cards_of
from .events import emit
from .state import GameState, ability_at
from .wounds import ABILITY, deal_wounds

if TYPE_CHECKING:
    from .resolve import ResolveFrame


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


def _life(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«текущие жизни <этой карты>»: its current life (after wounds); 0 when it is not in play."""
    cards = cards_of(s, frame, amount.ref)
    cs = s.cards.get(cards[0]) if cards else None
    return max(0, continuous.life(s, cs)) if cs is not None else 0


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


def _repeat_enters_richer(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Найм … срабатывает ещё раз за каждого игрока, у которого {м} больше, чем у вас» (coins: open, closed,
    temporary — as the condition «у вас N или более {м}»)."""
    me = s.players[frame.item.player]
    from .payment import tagged_total  # (coins usable only for some payments are coins too)

    mine = me.coins + me.temp_coins + tagged_total(me)
    richer = sum(1 for p in s.players if p is not me and p.coins + p.temp_coins + tagged_total(p) > mine)
    result: Result = NONE
    for _ in range(richer):
        result = HANDLERS["repeat_enters"](s, frame, A.Effect("repeat_enters", e.what), None)
    return result


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


_DECLARE_TARGET = HANDLERS["declare_target"]


def _declare_target(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Выберите …» (effects._declare_target); in the source's own «Найм:» (its ENTERS_PLAY trigger about itself) the
    card named is also remembered on the source (counter ``@hire_chosen``) for «выбранное при Найме существо»."""
    result = _DECLARE_TARGET(s, frame, e, choice)
    item = frame.item
    src = s.cards.get(item.source)
    if src is not None and item.kind == "triggered" and item.ability >= 0 and len(frame.last) == 1 \
            and frame.last[0] in s.cards:
        ab = ability_at(s.catalog, item.source, item.ability)
        if ab.trigger is not None and ab.trigger.event == A.ENTERS_PLAY and ab.trigger.subject is None:
            src.counters["@hire_chosen"] = frame.last[0]
    return result


FAMILY_HANDLERS: dict[str, Handler] = {
    "declare_target": _declare_target,  # also remembers the card named by the source's own «Найм: Выберите …»
    "distribute_boosts": _distribute_boosts,  # «Распределите Х эффектов усиления среди ваших существ»
    "deal_same_to_his_hero_too": _deal_same_to_his_hero,  # «оно наносит столько же ран герою этого противника»
    "repeat_hire_per_richer": _repeat_enters_richer,  # «Найм … срабатывает ещё раз за каждого игрока, у которого …»
}

HANDLERS.update(FAMILY_HANDLERS)
AMOUNT_KINDS.update({"life": _life})
