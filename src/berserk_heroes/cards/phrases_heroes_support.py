"""Transformer methods of the «heroes_support» phrase family (mixed into ``compiler_transform.ToAbilities``): texts of
heroes (activated abilities, statics over your creatures) and of support cards (amulets, armour, weapons, events,
terrains).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «heroes_support» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    HAND,
    OPPONENT_PLAYER,
    PLAY,
    Amount,
    Condition,
    Cost,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class HeroesSupportPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «heroes_support» phrases."""

    def ad_hs_strike_sum(self, children: list[Any]) -> Amount:
        """«где Х – сумма ударов всех ваших существ»: the strikes of the cards named, added up (``strike_sum``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise ct.CompileError("sum of the strikes of what")
        return Amount("strike_sum", select=np.select)

    def hs_costs_close(self, children: list[Any]) -> list[Cost]:
        """«N{м}, закройте ваше существо / вашего <класса>:» — coins, then close one of your creatures (``close_own``;
        a class keeps only those of the class)."""
        coins = [c for part in children if isinstance(part, list) for c in part]
        np = _ct()._np_of(children)
        return [*coins, self.oc_close([np])]  # type: ignore[attr-defined]

    def c_hs_he_played(self, children: list[Any]) -> Condition:
        """«если он разыгрывал <карту> в этом ходу» — «он»: the opponent the trigger names (checked in ``_ability``, as
        «у него» of «triggers_hoard»): he played one or more such cards this turn (``played_this_turn`` of the
        opponent)."""
        ct = _ct()
        np = ct._np_of(children)
        sel = np.select if np is not None else None
        if (sel is None or np.kind not in ("all", "target") or sel.side != ANY or sel.zone != PLAY or sel.other
                or sel.state is not None or sel.keyword is not None):
            raise ct.CompileError("«он разыгрывал <карту>» of what")
        self.he_pronoun = True
        return Condition("played_this_turn", select=dataclasses.replace(sel, zone=HAND), ref=OPPONENT_PLAYER, op=">=",
                         value=1)
