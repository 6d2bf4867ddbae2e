"""The engine of the «attacks» concept of the card language (its compiler half: ``cards/language/attacks.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.attacks``: Effect handlers of attacks and combat; registered into
``effects.HANDLERS`` on import (see the section «attacks and combat» of ``abilities.py``).

«<существо> немедленно атакует (<персонажа противника> / <эту карту>)» — ``attack`` in mode ATTACK_AT_ONCE (the verb
``attack`` also stops a strike attack, mode ATTACK_STOPPED; ``fight`` is «Сразиться»). Digest §4.2 «Немедленно»:
skip everything else, perform the instructed action by the normal rules, then resume where play was interrupted. The
compiler accepts the verb only as the last instruction of its ability (``cards.language.abilities.check_attack_now``), so the
attack starts once the ability has resolved: :class:`ImmediateAttackFrame` is put under the resolution; when it runs,
the rules effects are applied, the abilities waiting in the Queue are **set aside**, and the creature makes a strike
attack by the normal rules (``combat.declare_attack``: it closes unless Опыт в атаке, «при атаке» triggers, a defender,
the fight); its Queue is empty as for any attack declared in the фаза Выбора. When the attack is over the abilities set
aside go back in front of the Queue (they were declared first) and play resumes.

The attack needs what an attack by strike needs (``attack_rules.able_to_attack``: an open creature, no first-turn weakness
unless Рывок, able to act, an attack left this turn …), whoever is the active player; its target must be a legal
target of that attacker (``attack_rules.attack_targets``). When it cannot attack, or has no legal target, nothing happens.

From ``effects.attacks``: Effect handlers of combat keywords; registered into ``effects.HANDLERS`` on import.
"""

from __future__ import annotations

from typing import Any

from ... import abilities as A
from ...decisions import CARD, NO, YES, Decision, Option
from .. import attack_rules, combat
from ..combat import INTERRUPTED, AttackFrame
from ..events import emit
from ..frames import Frame, pop
from ..resolution import Resolution
from ..restrictions import forbids
from ..rules_effects import apply_rules_effects, note_attack
from ..state import GameState
from . import FULL, HANDLERS, NONE, Handler, Result, cards_of


class ImmediateAttackFrame(Frame):
    """«немедленно атакует»: a strike attack made once the resolution above it is over, with the Queue set aside."""

    __slots__ = ("attacker", "target", "stage", "saved", "again")

    def __init__(self, attacker: int, target: int, again: bool = False) -> None:
        self.attacker = attacker
        self.target = target
        self.stage = 0
        self.saved: tuple[Any, ...] = ()
        self.again = again  # the second attack of «Атакует дважды подряд» (attack_rules.able_to_attack_again)

    def step(self, s: GameState) -> Decision | None:
        if self.stage == 0:
            apply_rules_effects(s)  # the ability has resolved: a creature at 0 life dies first
            self.stage = 1
            a, t = self.attacker, self.target
            able = attack_rules.able_to_attack_again if self.again else attack_rules.able_to_attack
            if s.result is not None or a not in s.cards or t not in s.cards or not able(s, a) \
                    or t not in attack_rules.attack_targets(s, a):
                pop(s, self)
                return None
            self.saved = tuple(s.queue)
            s.queue.clear()
            combat.declare_attack(s, a, t)  # pushes the AttackFrame above this frame
            return None
        s.queue[:0] = list(self.saved)  # the attack is over: what was waiting resolves as before
        pop(s, self)
        return None


def _attack(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """An attack made or stopped by an effect: param ``mode`` ATTACK_AT_ONCE («немедленно атакует») or ATTACK_STOPPED
    («атака ударом прерывается»)."""
    if e.param("mode") == A.ATTACK_STOPPED:
        return _stop_strike_attack(s, frame, e)
    return _attack_now(s, frame, e, choice)


def _stop_strike_attack(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«…; атака ударом прерывается»: the strike attack that `what` (the trigger's attacker) is making stops at once — no
    defender is assigned, no fight takes place; the attacker stays closed (it paid) and has attacked this turn. Nothing
    for a shot (not a strike attack) or an attack already over."""
    attackers = cards_of(s, frame, e.what)
    if not attackers or attackers[0] not in s.cards:
        return NONE
    cs = s.cards[attackers[0]]
    if cs.counters.get(INTERRUPTED) or not any(isinstance(f, AttackFrame) and f.attacker == cs.iid for f in s.frames):
        return NONE
    cs.counters[INTERRUPTED] = 1  # (a counter, not a field of the frame: ordinary games keep their state hashes)
    return FULL


def _fight(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Сразиться»: a strike attack on that creature by the fight rules, both as if open; nobody closes; no
    defender; it does not use up the strike attack (§5.6). Being an attack: the fighter is «атакующий»
    meanwhile, «при атаке» fires, Медитация is paid, a card that cannot be attacked cannot be fought.
    ``what`` is the card fought — several («сразитесь с любым числом существ»): each in turn, in the order named,
    while the fighter is in play; ``attacker`` (a Ref) the one that fights it, the source by default."""
    if e.param(A.PAIRS_BY) is not None:
        return _fight_pairs(s, frame, e, choice)
    fighters = cards_of(s, frame, e.param("attacker"))
    opponents = cards_of(s, frame, e.what)
    if not fighters or fighters[0] not in s.cards:
        return NONE
    fought = tuple(target for target in opponents if fighters[0] in s.cards and _fight_one(s, frame, fighters[0], target))
    if not fought:
        return NONE
    frame.last = fought
    return FULL


def _fight_pairs(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """params pairs_by (OPPONENT: the controller's opponent): for each fighter of ``attacker`` in turn that player picks
    a card of ``what`` not picked before («ранее не выбранное для этого заклинания»; ``frame.scratch``: the picks, one
    per fighter in order) until either runs out; then each fighter fights the card picked for it («они сражаются с
    вашими»), in the order picked."""
    fighters = [c for c in cards_of(s, frame, e.param("attacker")) if c in s.cards]
    pool = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    if choice is not None and choice.kind == CARD:
        frame.scratch = (*frame.scratch, choice.card)
    picked = list(frame.scratch)
    left = [c for c in pool if c not in picked]
    if len(picked) < len(fighters) and left:
        chooser = 1 - frame.item.player if e.param(A.PAIRS_BY) == A.OPPONENT else frame.item.player
        name = s.name(fighters[len(picked)])
        return Decision(chooser, "card", tuple(Option(CARD, c) for c in left),
                        f"{name}: выберите существо противника, с которым оно сразится",
                        f"{name}: choose the opponent's creature it fights")
    fought = tuple(target for fighter, target in zip(fighters, picked, strict=False)
                   if fighter in s.cards and _fight_one(s, frame, fighter, target))
    frame.last = fought
    return FULL if fought else NONE


def _fight_one(s: GameState, frame: Resolution, attacker: int, target: int) -> bool:
    """One fight of ``attacker`` with ``target`` (see :func:`_fight`); False when it cannot be fought."""
    if target not in s.cards or not attack_rules.can_be_fought(s, attacker, target):
        return False
    if forbids(s, "forced_fight", s.cards[attacker]) or \
            forbids(s, "forced_fight", s.cards[target]):
        return False  # «<эту карту> нельзя заставить сразиться»
    acs = s.cards[attacker]
    acs.counters["attacking"] = 1
    emit(s, A.ATTACKS, attacker, target)
    combat.attack_events(s, attacker, target, by_strike=True)
    combat.meditation(s, attacker, target)
    if attacker in s.cards and target in s.cards:
        # the excess of the fighter's strike — «избыточный урон» of the next instruction, and of the attack
        # «атаковавшее существо не нанесло ран …» — the fighter's strike wounds are collected
        dealt: list[int] | None = [] if A.ATTACK_NO_WOUNDS in s.catalog.listened else None
        excess = combat.fight(s, attacker, target, True, excess=True, dealt=dealt)
        frame.doing_excess = excess
        if excess > 0 and A.ATTACK_EXCESS_WOUNDS in s.catalog.listened:
            combat.emit_attack_excess(s, attacker, target, excess)
        if dealt is not None:
            combat.emit_no_wounds(s, attacker, target, dealt)
    if attacker in s.cards:
        s.cards[attacker].counters.pop("attacking", None)
    if A.ATTACK_TARGET_DIED in s.catalog.listened:  # «При атаке, если цель погибла»
        note_attack(s, attacker, target)
    return True


def _attack_now(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<существо> немедленно атакует …»: the creature (one card) attacks ``at`` (this card) or a character its
    controller picks among its legal targets; the attack itself starts when this resolution is over."""
    attackers = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    again = bool(e.param("again"))  # «Атакует дважды подряд»: the second attack, right after the first
    able = attack_rules.able_to_attack_again if again else attack_rules.able_to_attack
    if len(attackers) != 1 or not able(s, attackers[0]):
        return NONE
    attacker = attackers[0]
    legal = attack_rules.attack_targets(s, attacker)
    at = e.param("at")
    options = [c for c in cards_of(s, frame, at) if c in legal] if at is not None else legal
    if not options:
        return NONE
    if again and s.config.second_attack_in_a_row == "may" and (choice is None or choice.kind != CARD):
        if choice is None:  # (a yes / no first; then the target, as for any attack at once)
            return Decision(s.cards[attacker].controller, "yes_no", (Option(YES), Option(NO)),
                            f"{s.name(attacker)}: атаковать второй раз подряд?",
                            f"{s.name(attacker)}: attack a second time in a row?")
        if choice.kind != YES:
            return NONE
        choice = None
    if choice is None and len(options) > 1:
        name = s.name(attacker)
        return Decision(s.cards[attacker].controller, "card", tuple(Option(CARD, c) for c in options),
                        f"{name} немедленно атакует: выберите персонажа", f"{name} attacks at once: choose a character")
    target = choice.card if choice is not None and choice.card in options else options[0]
    index = next(i for i, f in enumerate(s.frames) if f is frame)
    s.frames.insert(index, ImmediateAttackFrame(attacker, target, again))  # runs once the resolution is over
    frame.last = (attacker,)
    return FULL


CONCEPT_HANDLERS: dict[str, Handler] = {
    "attack": _attack,
    "fight": _fight,
}

HANDLERS.update(CONCEPT_HANDLERS)
