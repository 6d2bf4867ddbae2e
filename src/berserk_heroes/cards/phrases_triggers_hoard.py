"""Transformer methods of the «triggers_hoard» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers_hoard» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    ANY,
    DISCARDED,
    DRAWN,
    DRAWN_NTH,
    ENEMY_HERO,
    HAND,
    HOARDED,
    HOARDED_HERO,
    OPPONENT,
    TURN_END,
    TURN_START,
    YOU,
    Ref,
    Trigger,
)


class TriggersHoardPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «triggers_hoard» phrases."""

    # --- «добытые (вашими) персонажами / вашим героем карты»: a noun phrase of hoarded cards ---------------------

    def aj_hoarded(self, children: list[Any]) -> tuple[str, Any]:
        """The holder decides the zone and the side (the holder's controller, not the hoarded card's)."""
        zone, side = children[-1]
        if side == ANY:
            return ("zone", zone)
        return ("zone_side", (zone, side))

    def hoarded_word(self, _: list[Any]) -> None:
        return None

    def ha_your_chars(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED, YOU)

    def ha_any_chars(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED, ANY)

    def ha_your_hero(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED_HERO, YOU)

    def effect(self, children: list[Any]) -> Any:
        """``effect: … | th_effect``: the family's effects (their own aliases) pass through."""
        return children[0]

    # --- «он» / «его» meaning the opponent ------------------------------------------------------------------

    def pl_he(self, _: list[Any]) -> str:
        """«он показывает руку …» after «В конце хода противника»: the opponent (checked against the trigger in
        ``ToAbilities._ability``)."""
        self.he_pronoun = True
        return OPPONENT

    def np_his_hero(self, _: list[Any]) -> Any:
        """«его героя»: the hero of the opponent named by the trigger (resolved by the Finaliser)."""
        from berserk_heroes.cards.compiler_transform import NP

        return NP("his_hero")


HIS_HERO = Ref("his_hero")  # internal: «его (героя)» — the opponent's hero, when the trigger names the opponent


def opponent_is_active(trigger: Trigger | None) -> bool:
    """Whether the trigger names the opponent as the one player it is about, so that «он» / «его» (a player)
    can only mean him: «В начале / В конце хода противника», «Когда противник сбрасывает / берёт карту / …»."""
    if trigger is None:
        return False
    if trigger.event in (TURN_START, TURN_END):
        return trigger.whose_turn == OPPONENT
    if trigger.event in (DISCARDED, DRAWN, DRAWN_NTH) and trigger.other is None:
        return trigger.subject is not None and trigger.subject.side == OPPONENT and trigger.subject.zone == HAND
    return False


def his_hero(trigger: Trigger | None) -> Ref:
    """The opponent's hero, for «его (героя)» after a trigger that names the opponent."""
    from berserk_heroes.cards.compiler_transform import CompileError

    if not opponent_is_active(trigger):
        raise CompileError("«его (героя)»: whose?")
    return ENEMY_HERO
