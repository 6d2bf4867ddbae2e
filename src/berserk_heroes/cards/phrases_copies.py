"""Transformer methods of the «copies» phrase family (round 5; mixed into ``compiler_transform.ToAbilities``).

Copies of arbitrary cards (the engine makes them from a card in play: ``engine/effects_copies.py``), control changes and
«добывает» phrases. Methods are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «copies»
section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CREATURE,
    IT,
    LEAVES_PLAY,
    OPPONENT,
    PERMANENT,
    PLAY,
    TRIGGERED,
    Ability,
    Effect,
    Ref,
    Select,
    Trigger,
)

CP_MADE_BY_THIS = "cp_made_by_this"  # Select state: a copy in play made by an instruction of the ability's own card
CP_LEAST_STRIKE = "cp_least_strike"  # Select state: the least current strike among all creatures in play (ties: all)


def _ct() -> Any:
    from . import compiler_transform

    return compiler_transform


class CopiesPhrases:
    """Mixin of ``ToAbilities`` for the «copies» family."""

    def a_cp_destroy_made_copy(self, _: list[Any]) -> Ability:
        """«Когда <эта карта> покидает игру, уничтожьте созданную им копию»: when this card leaves play, ``destroy`` of
        every card in play that an instruction of this card made as a copy (Select state ``cp_made_by_this``,
        recorded by ``engine/effects_combat_keywords.enter_copy``)."""
        made = Ref("all", select=Select(CARD, side=ANY, zone=PLAY, state=CP_MADE_BY_THIS))
        return Ability(TRIGGERED, trigger=Trigger(LEAVES_PLAY, subject=None), effects=(Effect("destroy", made),))

    def e_cp_take_least_strike(self, _: list[Any]) -> Any:
        """«Возьмите под контроль существо с наименьшей силой удара по выбору противника»: ``take_control`` (permanent)
        of one creature in play — any side, as printed — whose current strike is the least among all creatures in play
        (Select state ``cp_least_strike``); the opponent names it (a target with chooser OPPONENT)."""
        ct = _ct()
        np = ct.NP("target", Select(CREATURE, side=ANY, zone=PLAY, state=CP_LEAST_STRIKE), chooser=OPPONENT)
        return ct.Draft("take_control", np, params=(("duration", PERMANENT),))

    def e_cp_each_player_copies(self, _: list[Any]) -> Any:
        """«каждый игрок создаёт копию выбранного вами существа»: you name one creature in play (either side) as the
        target; each player, you first, creates a copy of it under his own control (``cp_each_player_copies``)."""
        ct = _ct()
        return ct.Draft("cp_each_player_copies", ct.NP("target", Select(CREATURE, side=ANY, zone=PLAY)))

    def cp_it_hoards_this(self, what: Any) -> Any:
        """«создайте Яйцо, оно добывает эту карту» (called by ``e_hoard``): the card just created (IT) hoards this card
        (from wherever it is: in play, for Моровой дракон). :func:`check_copies_chain` makes sure «оно» follows a
        «Создайте»."""
        ct = _ct()
        return ct.Draft("hoard", what, params=(("holder", IT), ("cp_created_holder", True)))


def check_copies_chain(drafts: list[Any]) -> None:
    """A chain of instructions is refused when «оно добывает эту карту» does not come right after a «Создайте <жетон>»
    (otherwise «оно» would mean another card); the marker param is dropped once checked."""
    for i, d in enumerate(drafts):
        params = dict(d.params)
        if not params.get("cp_created_holder"):
            continue
        prev = drafts[i - 1] if i else None
        if prev is None or prev.verb != "create" or prev.then or prev.otherwise or prev.optional \
                or prev.condition != d.condition:
            raise _ct().CompileError("«оно добывает эту карту» not right after «Создайте …»")
        d.params = tuple((k, v) for k, v in d.params if k != "cp_created_holder")
