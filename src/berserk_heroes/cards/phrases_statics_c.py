"""Transformer methods of the «statics_c» phrase family (mixed into ``compiler_transform.ToAbilities``).

Round 5: «Превосходство над выбранным классом» — the keyword with its parameter, printed, granted by a static or given
by an instruction («Существо получает Превосходство над выбранным классом»: verb ``sc_grant_superiority``, the class
named by the source's «Выберите класс» is read when the instruction resolves and kept on the card). Methods are
named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «statics_c» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    CHOSEN_CLASS,
    CREATURE,
    ENTERS_PLAY,
    SC_LOSES_SLEEPING,
    THIS,
    TRIGGERED,
    TURN_END,
    YOU,
    Ability,
    Amount,
    Condition,
    Heal,
    Select,
    StaticPart,
    Trigger,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def sc_grant_draft(draft: Any) -> Any:
    """An instruction «<np> получает Превосходство над <X>» (a ``grant`` draft carrying the keyword's parameter
    ``over``): the verb ``sc_grant_superiority`` when X is «выбранным классом» (the only parameter whose cards can be
    named by a class: the effect keeps the class); None for any other keyword with a parameter (still refused)."""
    params = dict(draft.params)
    over = params.get("over")
    if params.get("keyword") != "superiority" or set(params) != {"keyword", "duration", "over"}:
        return None
    if not isinstance(over, Select) or over.classes != (CHOSEN_CLASS,) or over != _chosen_class_creatures():
        return None
    return dataclasses.replace(draft, verb="sc_grant_superiority")


def _chosen_class_creatures() -> Select:
    return Select(CREATURE, classes=(CHOSEN_CLASS,))


class StaticsCPhrases:
    """«statics_c» phrase family (see the module doc)."""

    def k_sc_superiority_chosen(self, _: list[Any]) -> list[Any]:
        """«Превосходство над выбранным классом»: over the creatures of the class the card's «Выберите класс» named
        (the classes offered are those of creatures, ``effects._choose_class``)."""
        return [_ct().KW("superiority", 1, (("over", _chosen_class_creatures()),))]

    def s_sc_open_vs_dominated(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не закрываются, когда атакуют существ, которых превосходят» (Мантег): the cards named have the
        keyword ``sc_open_vs_dominated`` (``combat.declare_attack``: a strike attack at a creature it has Превосходство
        over does not close it)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        sel = self._static_select(np, True)  # type: ignore[attr-defined]
        return [StaticPart("grant", select=sel, keyword="sc_open_vs_dominated")]

    def pe_sc_boosts_self(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждый эффект усиления на этой карте»: the boosts on this card (``Amount("boosts", ref=THIS)``; in a
        static counted by ``continuous.static_amount``)."""
        return ("per_each", Amount("boosts", ref=THIS))

    def c_sc_event_cost_above_coins(self, _: list[Any]) -> Condition:
        """«если его стоимость {м} больше, чем количество ваших {м}» after a trigger about a card («Каждый раз, когда в
        игру входит существо, …»): the trigger's card costs more than all your coins (open, closed, temporary — as
        «где Х — количество ваших {м}»); checked when the instruction is executed (``resolve._execute`` passes the
        event's card). :func:`sc_check` refuses it without such a trigger."""
        return Condition(SC_EVENT_COST_ABOVE_COINS)

    def ev_sc_loses_sleeping(self, children: list[Any]) -> Trigger:
        """«Когда <существо> теряет Спящий» (event SC_LOSES_SLEEPING, emitted by ``effects._lose_keyword``)."""
        ct = _ct()
        return Trigger(SC_LOSES_SLEEPING, subject=self._subject(ct._np_of(children)))  # type: ignore[attr-defined]

    def e_sc_wound_event_cost(self, children: list[Any]) -> Any:
        """«ранить <np> на стоимость {м} этого существа»: the printed cost of the trigger's card
        (``Amount("sc_event_cost")``: the event's subject; :func:`sc_check` refuses it unless the trigger is about one
        creature)."""
        ct = _ct()
        return ct.Draft("wound", ct._np_of(children), _EVENT_COST)

    def a_sc_regeneration_x(self, children: list[Any]) -> Ability:
        """«Регенерация Х, где Х – <количество>» (digest §6.2: at the end of its controller's turn, heal X): the
        triggered ability of the keyword with X counted when it resolves (the keyword itself is not given: nothing
        reads a value of Регенерация on a card that may change)."""
        where = next(c for c in children if isinstance(c, tuple) and c[:1] == ("where",))
        amount = where[1]
        if not isinstance(amount, Amount) or amount.kind != "count":
            raise _ct().CompileError("«Регенерация Х» with another Х")
        return Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU), effects=(Heal(THIS, amount),))


SC_EVENT_COST_ABOVE_COINS = "sc_event_cost_above_coins"
_EVENT_COST = Amount("sc_event_cost")  # «стоимость {м} этого существа» after a trigger about one creature


def sc_check(trigger: Any, drafts: list[Any]) -> None:
    """«его стоимость» of :meth:`StaticsCPhrases.c_sc_event_cost_above_coins` is the trigger's card: refused when the
    ability has no trigger about a card in play (``subject`` with the event ENTERS_PLAY)."""
    if any(d.condition is not None and d.condition.kind == SC_EVENT_COST_ABOVE_COINS for d in drafts) and (
            trigger is None or trigger.event != ENTERS_PLAY or trigger.subject is None):
        raise _ct().CompileError("«его стоимость» without a trigger about a card entering play")
    if any(d.amount == _EVENT_COST for d in drafts) and (
            trigger is None or trigger.subject is None or trigger.other is not None
            or trigger.subject.kind != CREATURE):
        raise _ct().CompileError("«стоимость этого существа» without a trigger about one creature")
