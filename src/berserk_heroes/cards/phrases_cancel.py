"""Transformer methods of the «cancel» phrase family (mixed into ``compiler_transform.ToAbilities``).

Cancelling the card the opponent plays («отмените это заклинание / эту карту», 309.1 step 10) and repeating a spell
(«повторите это заклинание»); the trigger «Если противник разыгрывает <карту>» (112.2 lists «Если» among the trigger
words) and the posts «, не являющуюся существом / заклинанием». Methods are named after their grammar rules (the
``-> alias`` of ``grammar.lark``'s «cancel» section). :func:`cn_finish` checks what «это заклинание» / «эту карту»
mean once the trigger is known, and refuses the unit otherwise.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    CARD_PLAYED,
    EVENT,
    OPPONENT,
    SPELL,
    SPELL_ABILITY,
    THIS,
    Effect,
    Target,
    Trigger,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


_MARK = "cn_card"  # a param on the drafts of this family, removed by cn_finish: the noun printed («spell» / «card»)


class CancelPhrases:
    """«cancel» phrase family (see the module doc)."""

    def ev_cn_if_opp_played(self, children: list[Any]) -> Trigger:
        """«Если противник разыгрывает <карту>»: the trigger «Когда противник разыгрывает <карту>» (``ev_played``)."""
        np = children[-1]
        trigger: Trigger = self.ev_played([OPPONENT, np])  # type: ignore[attr-defined]
        if trigger.event != CARD_PLAYED or trigger.subject is None:
            raise _ct().CompileError("«Если противник разыгрывает» without a card")
        return trigger

    def p_cn_not_creature(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющуюся существом»: any card but a creature (``Select.state`` "cn_not_creature")."""
        return ("state", "cn_not_creature")

    def p_cn_not_spell(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющуюся заклинанием»: any card but a spell (``Select.state`` "cn_not_spell")."""
        return ("state", "cn_not_spell")

    def e_cn_cancel_spell(self, _: list[Any]) -> Any:
        """«отмените это заклинание»: the trigger's spell (checked by :func:`cn_finish`)."""
        ct = _ct()
        return ct.Draft("cancel_card", ct.NP("ref", ref=EVENT()), params=((_MARK, "spell"),))

    def e_cn_cancel_card(self, _: list[Any]) -> Any:
        """«отмените эту карту»: the trigger's card (checked by :func:`cn_finish`)."""
        ct = _ct()
        return ct.Draft("cancel_card", ct.NP("ref", ref=EVENT()), params=((_MARK, "card"),))

    def e_cn_return_cancel(self, _: list[Any]) -> Any:
        """«верните это заклинание в руку владельца и отмените его эффект»: the trigger's spell goes from its owner's
        graveyard to his hand (``grave_card_to_hand``), then its abilities still in the Queue are cancelled."""
        ct = _ct()
        return ct.Draft("sequence", group=[
            ct.Draft("grave_card_to_hand", ct.NP("ref", ref=EVENT()), params=((_MARK, "spell"),)),
            ct.Draft("cancel_card", ct.NP("ref", ref=EVENT()), params=((_MARK, "spell"),))])

    def e_cn_repeat(self, _: list[Any]) -> Any:
        """«повторите это заклинание»: this spell, or the trigger's spell (decided by :func:`cn_finish`)."""
        ct = _ct()
        return ct.Draft("repeat_spell", ct.NP("ref", ref=EVENT()), params=((_MARK, "spell"),))


def _fix(e: Effect, kind: str, trigger: Trigger | None, card_type: str) -> Effect:
    if e.verb == "sequence" and e.param("effects"):  # Римаанды: «верните … и отмените …» (one instruction)
        group = tuple(_fix(t, kind, trigger, card_type) for t in e.param("effects"))
        e = dataclasses.replace(e, params=tuple(("effects", group) if k == "effects" else (k, v) for k, v in e.params))
    then = tuple(_fix(t, kind, trigger, card_type) for t in e.then)
    otherwise = tuple(_fix(t, kind, trigger, card_type) for t in e.otherwise)
    if e.param(_MARK) is None:
        return dataclasses.replace(e, then=then, otherwise=otherwise) if (then, otherwise) != (e.then, e.otherwise) \
            else e
    noun = e.param(_MARK)
    params = tuple(p for p in e.params if p[0] != _MARK)
    played = trigger is not None and trigger.event == CARD_PLAYED and trigger.subject is not None \
        and trigger.other is None
    what = EVENT()
    if e.verb in ("cancel_card", "grave_card_to_hand"):
        # only the card the *opponent* plays (every card of the list); «это заклинание» only after a spell was named
        if not played or trigger.subject.side != OPPONENT or (noun == "spell" and trigger.subject.kind != SPELL):  # type: ignore[union-attr]
            raise _ct().CompileError("«отмените …» without a card the opponent plays in the trigger")
    else:  # repeat_spell
        if trigger is None and kind == SPELL_ABILITY and card_type == "spell":
            what = THIS  # Побег: the spell repeats itself
        elif not played or trigger.subject.kind != SPELL:  # type: ignore[union-attr]
            raise _ct().CompileError("«повторите это заклинание» without this spell or a spell played")
    return dataclasses.replace(e, what=what, params=params, then=then, otherwise=otherwise)


def cn_late_targets(targets: tuple[Target, ...], effects: tuple[Effect, ...]) -> tuple[Target, ...]:
    """Побег: «<инструкция>; вы можете <инструкция с целью>, при этом повторите это заклинание» — the target of the
    optional part after «;» is named when execution reaches it (§7.4: parts separated by «;» name their targets one
    by one), so the spell can be played (and repeated) without it; only for that target, used by that part alone."""
    if not any(e.verb == "repeat_spell" and e.what == THIS for e in nested_effects(effects)):
        return targets
    out = list(targets)
    for pos, e in enumerate(effects):
        if pos == 0 or not e.optional or e.condition is not None or e.what is None or e.what.kind != "target" \
                or not any(t.verb == "repeat_spell" for t in e.then):
            continue
        index = e.what.index
        users = [x for x in nested_effects(effects) if x.what == e.what]
        if len(users) == 1 and index < len(out):
            out[index] = dataclasses.replace(out[index], at_execution=True)
    return tuple(out)


def nested_effects(effects: tuple[Effect, ...]) -> list[Effect]:
    """Every effect of ``effects`` with those nested in it (``then``, ``otherwise``, a ``sequence``), in order."""
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(nested_effects(e.then))
        out.extend(nested_effects(e.otherwise))
        if e.verb == "sequence":
            out.extend(nested_effects(e.param("effects") or ()))
    return out


def cn_finish(kind: str, trigger: Trigger | None, effects: tuple[Effect, ...], card_type: str) -> tuple[Effect, ...]:
    """Resolve «это заклинание» / «эту карту» of this family's effects against the trigger (or refuse the unit)."""
    return tuple(_fix(e, kind, trigger, card_type) for e in effects)
