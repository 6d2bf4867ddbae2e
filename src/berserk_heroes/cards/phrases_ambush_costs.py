"""Transformer methods of the «ambush_costs» phrase family (mixed into ``compiler_transform.ToAbilities``).

Round 6: «Засада» variants.

- «…; атака ударом прерывается» → ``ac_interrupt_attack`` of the trigger's attacker (``Ref("event")``): its strike
  attack in progress stops (no defender, no fight). Only after «Когда противник объявляет атаку» (checked by
  :func:`check_ambush_costs`). Стальной коготь.
- «Выстрел на N по каждому существу противника, которое атаковало в этот ход» → ``shot`` of every enemy creature with
  ``Select.state`` ``ac_attacked_this_turn`` (it made an attack this turn: a strike, a shot or a fight). Стрелок
  стального ливня.
- «отмените заклинание противника» → the ``cancel_card`` of «отмените это заклинание» (family «cancel»).
- «противник открывает {м}, потраченные на розыгрыш этого заклинания» → ``ac_open_spent`` (the opponent opens as many of
  his closed coins as the trigger's CARD_PLAYED says he paid); only after «Когда противник разыгрывает заклинание».
  Вихревой барьер.
- «Каждый раз, когда вы применяете Засаду, …» → ``Trigger(AC_AMBUSH_USED, subject=Select(CARD, side=YOU))``: a card
  of yours was played by its Засада (emitted by ``effects._ambush`` once the card is played); with «получите 1{м} до
  конца вашего следующего хода» (``gain_coins`` with that duration, now accepted: ``turn.cleanup`` keeps such coins
  gained in the player's own turn through its end). Тинвэ.
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    AC_AMBUSH_USED,
    ATTACKS,
    CARD,
    CARD_PLAYED,
    CREATURE,
    OPPONENT,
    SPELL,
    YOU,
    Ability,
    Effect,
    Ref,
    Select,
    Trigger,
)

AC_ATTACKED = "ac_attacked_this_turn"  # Select.state: the card made an attack this turn (engine: turn_counts)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class AmbushCostsPhrases:
    """«ambush_costs» phrase family (see the module doc)."""

    def e_ac_interrupt_attack(self, _: list[Any]) -> Any:
        """«атака ударом прерывается»: the attack of the trigger's attacker (checked by :func:`check_ambush_costs`)."""
        ct = _ct()
        return ct.Draft("ac_interrupt_attack", ct.NP("ref", ref=Ref("event", role="subject")))

    def e_ac_shot_attacked(self, children: list[Any]) -> Any:
        """«Выстрел на N по каждому существу противника, которое атаковало в этот ход»."""
        ct = _ct()
        select = Select(CREATURE, side=OPPONENT, state=AC_ATTACKED)
        return ct.Draft("shot", ct.NP("all", select, plural=True), ct._amt(children))

    def ev_ac_ambush_used(self, _: list[Any]) -> Trigger:
        """«Когда вы применяете Засаду»: a card of yours was played by its Засада."""
        return Trigger(AC_AMBUSH_USED, subject=Select(CARD, side=YOU))

    def e_ac_open_spent(self, _: list[Any]) -> Any:
        """«противник открывает {м}, потраченные на розыгрыш этого заклинания»: the trigger's spell."""
        ct = _ct()
        return ct.Draft("ac_open_spent", ct.NP("ref", ref=Ref("event", role="subject")))


def check_ambush_costs(ability: Ability) -> None:
    """Each instruction of this family only after the trigger it reads (called by ``compiler.check_vocabulary``)."""
    for e in _all(ability.effects):
        trig = ability.trigger
        if e.verb == "ac_interrupt_attack":
            if trig is None or trig.event != ATTACKS or trig.subject is None or trig.subject.side != OPPONENT:
                raise _ct().CompileError("«атака ударом прерывается» without «Когда противник объявляет атаку»")
        elif e.verb == "ac_open_spent":
            if trig is None or trig.event != CARD_PLAYED or trig.subject is None or trig.subject.kind != SPELL \
                    or trig.subject.side != OPPONENT or trig.other is not None:
                raise _ct().CompileError("«потраченные на розыгрыш этого заклинания» without a spell the opponent plays")


def _all(effects: tuple[Effect, ...]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_all(e.then))
        out.extend(_all(e.otherwise))
        if e.verb == "sequence":
            out.extend(_all(e.param("effects") or ()))
    return out
