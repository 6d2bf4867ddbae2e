"""Transformer methods of the «zones_b» phrase family (mixed into ``compiler_transform.ToAbilities``).

Cards moving between zones: hoarding a card from a hand of a player of your choice, «из-за Мора» triggers …
Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_b» section).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from berserk_heroes.abilities import (
    OPPONENT_PLAYER,
    YOU_PLAYER,
)

if TYPE_CHECKING:
    from berserk_heroes.cards.compiler_transform import Draft


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class ZonesBPhrases:
    """Phrase family «zones_b»."""

    _holder: Any

    # --- «<holder> добывает карту из руки любого игрока по выбору этого игрока» ---------------------------------

    def zb_if_yours_draw(self, children: list[Any]) -> int:
        """«; если таким образом была добыта ваша карта, возьмите N карт»: the number of cards to draw."""
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def e_zb_hoard_any_hand(self, children: list[Any]) -> Draft:
        """The controller picks a player (two modes, as «Игрок …» of costs_misc); that player picks the card of his
        hand the holder hoards. «если таким образом была добыта ваша карта, возьмите карту» → the mode of your own
        hand draws (``then``: only if a card was hoarded)."""
        ct = _ct()
        holder = self._holder(next(c for c in children if isinstance(c, ct.NP)))
        draw = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]

        def mode(who: Any, then: list[Draft]) -> list[Draft]:
            return [ct.Draft("hoard_from_hand", ct.NP("ref", ref=who), 1,
                             params=(("holder", holder), ("chooser", "owner")), then=then)]

        yours_then = [ct.Draft("draw", ct.NP("ref", ref=YOU_PLAYER), draw[0])] if draw else []
        modes = [mode(YOU_PLAYER, yours_then), mode(OPPONENT_PLAYER, [])]
        return ct.Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))
