"""Transformer methods of the «triggers_hoard» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers_hoard» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import ANY, HOARDED, HOARDED_HERO, YOU


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
