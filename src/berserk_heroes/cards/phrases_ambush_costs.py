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
- «за каждую карту с разным названием на кладбище» → ``Amount("distinct_names")`` of your graveyard (:func:`ac_per_each`);
  «существо с названием, которого нет среди карт на кладбище» → ``Select.state`` ac_name_not_in_graveyard. Родриго.
- «Вы можете смотреть верхнюю карту вашей колоды. Вы можете использовать Засаду верхней карты вашей колоды.» (Стража
  врат), «Вы можете разыгрывать Засаду добытых <этой картой> карт на N{м} дешевле» (Пани) → StaticParts ac_look_top /
  ac_ambush_from (engine: ``effects_ambush_costs``).
- «кладку» (accusative of the keyword): «Заклинания в вашей руке имеют Кладку» (Крылатая академия).
- «До начала вашего хода первая карта каждого противника стоит на N{м} больше за каждую карту с таким названием на
  кладбище (включая эту карту)» → ``next_cost`` of the opponent by a count of this card's name (Грязные слухи).
See docs/compiler.md («ambush_costs») for the engine side and what was left on purpose.
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    AC_AMBUSH_USED,
    ATTACKS,
    CARD,
    CARD_PLAYED,
    CREATURE,
    GRAVEYARD,
    HAND,
    NEXT_OWN_TURN,
    OPPONENT,
    OPPONENT_PLAYER,
    SPELL,
    YOU,
    Ability,
    Amount,
    Ref,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.phrases_cancel import nested_effects

AC_NAME_NOT_IN_GRAVEYARD = "ac_name_not_in_graveyard"  # Select.state: no card of its name in its owner's graveyard
AC_ATTACKED = "attacked_this_turn"
AC_LOOK_TOP = "ac_look_top"  # StaticPart kind: the controller sees the top card of his deck
AC_AMBUSH_FROM = "ac_ambush_from"  # StaticPart kind: Засада works from another zone (what: deck_top / hoarded_self)
AC_DISTINCT_NAMES = "ac_distinct_names"  # compiler-only mark of «за каждую карту с разным названием на кладбище»  # Select.state: the card made an attack this turn (engine: turn_counts)


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

    def p_ac_distinct_names(self, _: list[Any]) -> tuple[str, Any]:
        """«(карту) с разным названием на кладбище»: only after «за каждую» (:func:`ac_per_each`)."""
        return ("state", AC_DISTINCT_NAMES)

    def p_ac_name_not_in_graveyard(self, _: list[Any]) -> tuple[str, Any]:
        """«с названием, которого нет среди карт на кладбище»: ``Select.state`` ac_name_not_in_graveyard."""
        return ("state", AC_NAME_NOT_IN_GRAVEYARD)

    def s_ac_look_top(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете смотреть верхнюю карту вашей колоды»: the controller sees it (``views.build_view``)."""
        return [StaticPart(AC_LOOK_TOP)]

    def s_ac_ambush_top(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете использовать Засаду верхней карты вашей колоды»."""
        return [StaticPart(AC_AMBUSH_FROM, what="deck_top")]

    def s_ac_ambush_hoarded(self, children: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать Засаду добытых <этой картой> карт на N{м} дешевле»."""
        return [StaticPart(AC_AMBUSH_FROM, what="hoarded_self", value=-_ct()._ints(children)[0])]

    def e_ac_first_card_per_name(self, children: list[Any]) -> Any:
        """«До начала вашего хода первая карта каждого противника стоит на N{м} больше за каждую карту с таким названием
        на кладбище (включая эту карту)» (a spell): ``next_cost`` of the opponent (two players: «каждого противника» is
        he) with duration «до начала вашего хода» — his first card from now on is his next one — by N for each card of
        this spell's name in your graveyard («на кладбище»: yours, FAQ #16; the spell is there while it resolves)."""
        ct = _ct()
        if self.ctx.card_type != "spell":  # type: ignore[attr-defined]
            raise ct.CompileError("«(включая эту карту)» where this card may not be counted")
        duration = next(c for c in children if type(c) is str)
        if duration != NEXT_OWN_TURN:
            raise ct.CompileError("«первая карта каждого противника» for another time")
        count = Amount("count", select=Select(CARD, side=YOU, zone=GRAVEYARD, name=self.ctx.name),  # type: ignore[attr-defined]
                       per=ct._ints(children)[0])
        return ct.Draft("next_cost", ct.NP("ref", ref=OPPONENT_PLAYER), count, params=(
            ("select", Select(CARD, zone=HAND)), ("duration", NEXT_OWN_TURN), ("sign", 1)))

    def e_ac_open_spent(self, _: list[Any]) -> Any:
        """«противник открывает {м}, потраченные на розыгрыш этого заклинания»: the trigger's spell."""
        ct = _ct()
        return ct.Draft("ac_open_spent", ct.NP("ref", ref=Ref("event", role="subject")))


def check_ambush_costs(ability: Ability) -> None:
    """Each instruction of this family only after the trigger it reads (called by ``compiler.check_vocabulary``);
    «с разным названием на кладбище» only in «за каждую карту …» (:func:`ac_per_each` replaces it there)."""
    if AC_DISTINCT_NAMES in repr(ability):
        raise _ct().CompileError("«с разным названием на кладбище» outside «за каждую карту …»")
    for e in nested_effects(ability.effects):
        trig = ability.trigger
        if e.verb == "ac_interrupt_attack":
            if trig is None or trig.event != ATTACKS or trig.subject is None or trig.subject.side != OPPONENT:
                raise _ct().CompileError("«атака ударом прерывается» without «Когда противник объявляет атаку»")
        elif e.verb == "ac_open_spent":
            if trig is None or trig.event != CARD_PLAYED or trig.subject is None or trig.subject.kind != SPELL \
                    or trig.subject.side != OPPONENT or trig.other is not None:
                raise _ct().CompileError("«потраченные на розыгрыш этого заклинания» without a spell the opponent plays")




def ac_per_each(select: Select) -> tuple[str, Any] | None:
    """«за каждую карту с разным названием на кладбище» (Родриго): the number of different names among the cards of your
    graveyard (FAQ #16: «на кладбище» is yours) — ``Amount("distinct_names")`` as «за каждые N карт …» with N = 1. None
    for any other «за каждое …» (called by ``ToAbilities.per_each``)."""
    if select.state != AC_DISTINCT_NAMES:
        return None
    if select.kind != CARD or select.classes or select.elements or select.other:
        raise _ct().CompileError("«с разным названием» of what")
    return ("per_each", Amount("distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD)))
