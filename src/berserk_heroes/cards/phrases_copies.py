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
