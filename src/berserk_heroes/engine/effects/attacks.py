"""The engine of the «attacks» concept of the card language (its compiler half: ``cards/language/attacks.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.attacks``: Effect handlers of the «combat_b» phrase family (attacks and combat); registered into
``effects.HANDLERS`` on import (see the «combat_b» section of ``abilities.py``).

«<существо> немедленно атакует (<персонажа противника> / <эту карту>)» — ``attack_at_once``. Digest §4.2 «Немедленно»:
skip everything else, perform the instructed action by the normal rules, then resume where play was interrupted. The
compiler accepts the verb only as the last instruction of its ability (``phrases_combat_b.check_attack_now``), so the
attack starts once the ability has resolved: :class:`ImmediateAttackFrame` is put under the resolution; when it runs,
the rules effects are applied, the abilities waiting in the Queue are **set aside**, and the creature makes a strike
attack by the normal rules (``combat.declare_attack``: it closes unless Опыт в атаке, «при атаке» triggers, a defender,
the fight); its Queue is empty as for any attack declared in the фаза Выбора. When the attack is over the abilities set
aside go back in front of the Queue (they were declared first) and play resumes.

The attack needs what an attack by strike needs (``combat.able_to_attack``: an open creature, no first-turn weakness
unless Рывок, able to act, an attack left this turn …), whoever is the active player; its target must be a legal
target of that attacker (``combat.attack_targets``). When it cannot attack, or has no legal target, nothing happens.

From ``effects.attacks``: Effect handlers of the «combat_keywords» phrase family; registered into ``effects.HANDLERS`` on import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import abilities as A
from ...decisions import CARD, Decision, Option
from .. import combat
from ..frames import Frame, pop
from ..state import GameState
from ..zones import enter_play
from . import FULL, HANDLERS, NONE, Handler, Result, _outcome, amount_of, cards_of

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


class ImmediateAttackFrame(Frame):
    """«немедленно атакует»: a strike attack made once the resolution above it is over, with the Queue set aside."""

    __slots__ = ("attacker", "target", "stage", "saved")

    def __init__(self, attacker: int, target: int) -> None:
        self.attacker = attacker
        self.target = target
        self.stage = 0
        self.saved: tuple[Any, ...] = ()

    def step(self, s: GameState) -> Decision | None:
        if self.stage == 0:
            from ..rules_effects import apply_rules_effects

            apply_rules_effects(s)  # the ability has resolved: a creature at 0 life dies first
            self.stage = 1
            a, t = self.attacker, self.target
            if s.result is not None or a not in s.cards or t not in s.cards or not combat.able_to_attack(s, a) \
                    or t not in combat.attack_targets(s, a):
                pop(s, self)
                return None
            self.saved = tuple(s.queue)
            s.queue.clear()
            combat.declare_attack(s, a, t)  # pushes the AttackFrame above this frame
            return None
        s.queue[:0] = list(self.saved)  # the attack is over: what was waiting resolves as before
        pop(s, self)
        return None


def _attack_now(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<существо> немедленно атакует …»: the creature (one card) attacks ``at`` (this card) or a character its
    controller picks among its legal targets; the attack itself starts when this resolution is over."""
    attackers = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    if len(attackers) != 1 or not combat.able_to_attack(s, attackers[0]):
        return NONE
    attacker = attackers[0]
    legal = combat.attack_targets(s, attacker)
    at = e.param("at")
    options = [c for c in cards_of(s, frame, at) if c in legal] if at is not None else legal
    if not options:
        return NONE
    if choice is None and len(options) > 1:
        name = s.name(attacker)
        return Decision(s.cards[attacker].controller, "card", tuple(Option(CARD, c) for c in options),
                        f"{name} немедленно атакует: выберите персонажа", f"{name} attacks at once: choose a character")
    target = choice.card if choice is not None and choice.card in options else options[0]
    index = next(i for i, f in enumerate(s.frames) if f is frame)
    s.frames.insert(index, ImmediateAttackFrame(attacker, target))  # runs once the resolution is over
    frame.last = (attacker,)
    return FULL


def fought_in(s: GameState, source: int, spec: A.Target) -> bool:
    """Whether ``spec`` is the target a «Сразиться» / «… сражается с …» of one of ``source``'s abilities fights."""
    for ab in (*s.catalog.defs[source].abilities, *s.catalog.granted):
        for i, t in enumerate(ab.targets):
            if t is spec:
                return any(e.verb == "fight" and e.what is not None and e.what.kind == "target" and e.what.index == i
                           for e in _walk(ab.effects))
    return False


def _walk(effects: tuple[A.Effect, ...]) -> list[A.Effect]:
    out: list[A.Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_walk((*e.then, *e.otherwise)))
        inner = e.param("effects")
        if isinstance(inner, tuple):
            out.extend(_walk(inner))
    return out


def _less_wounds_from(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«получает на N ран меньше от <атакованного существа> до конца хода»: a CardEffect ``less_wounds_from`` (key:
    the iid of that card) on the cards of ``what``; nothing when that card is no creature in play (a hero attacked)."""
    from . import _put_effect

    froms = [c for c in cards_of(s, frame, e.param("from")) if c in s.cards and s.catalog.defs[c].type == "creature"]
    if len(froms) != 1:
        return NONE
    return _put_effect(s, frame, e, "less_wounds_from", str(froms[0]), amount_of(s, frame, e.amount), A.END_OF_TURN)


def _create_copy(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Создайте копию <карты>(, её Найм не срабатывает)» (digest §2.1 «Copies»): a copy has the name,
    properties and printed abilities of the card, plus «Созданный»; wounds, effects and gained abilities are
    not copied. The copy comes from the controller's запас, where the deck keeps copies of every card that
    copies itself (``cards.compiled.reserve_for``); a copy of another card that can be seen in play is made then
    (``effects.control_copies.copy_for``): a new card in play with none of the original's state.
    With ``no_enters`` the copy's own «Найм» abilities do not trigger. The copy is IT for the next effects
    («…, она теряет особенности»)."""
    from .control_copies import copy_for

    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    originals = cards_of(s, frame, e.what)
    made: list[int] = []
    for original in originals:
        for _ in range(n):
            found = copy_for(s, original, player, made)
            if found < 0:
                break
            enter_copy(s, frame, e, found, player)
            made.append(found)
    frame.last = tuple(made)
    if not originals:
        return NONE
    return _outcome(len(made), n * len(originals))


def enter_copy(s: GameState, frame: ResolveFrame, e: A.Effect, copy: int, player: int) -> None:
    """A copy enters play under ``player``'s control; with param ``no_enters`` its own «Найм» does not trigger. The
    card whose instruction made it is remembered («уничтожьте созданную им копию»)."""
    from .control_copies import mark_made_by

    mark = len(s.triggers)
    enter_play(s, copy, player)
    if e.param("no_enters"):
        s.triggers[mark:] = [t for t in s.triggers[mark:] if not _own_enters(s, t, copy)]
    mark_made_by(s, copy, frame.item.source)


def _own_enters(s: GameState, point: object, card: int) -> bool:
    """Whether a trigger point is the «Найм:» of ``card`` itself (its own entering play)."""
    from ..triggers import TriggerPoint, ability_of

    assert isinstance(point, TriggerPoint)
    if point.source != card or point.event[0] != A.ENTERS_PLAY or point.event[1] != card:
        return False
    ab = ability_of(s, point)
    return ab is not None and ab.trigger is not None and ab.trigger.subject is None


CONCEPT_HANDLERS: dict[str, Handler] = {
    "attack_at_once": _attack_now,
    "less_wounds_from": _less_wounds_from,
    "create_copy": _create_copy,
}

HANDLERS.update(CONCEPT_HANDLERS)
