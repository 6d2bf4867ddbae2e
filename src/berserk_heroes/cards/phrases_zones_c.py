"""Transformer methods of the «zones_c» phrase family (mixed into ``compiler_transform.ToAbilities``): zones and cards
moving between them, round 4 — the sideboard («дополнительная колода»), searches, graveyards.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_c» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import ACTIVATED, CARD, THIS, YOU, Ability, Cost, Ref


class ZonesCPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_c» phrases."""

    def e_zc_summon_self_sideboard(self, _: list[Any]) -> Any:
        """«Вызовите <эту карту> из вашей дополнительной колоды»: this very card, from its owner's sideboard, enters
        play under the controller. Supported only in an ability that works in the sideboard (``engine/support.py``)."""
        from .compiler_transform import NP, Draft

        return Draft("zc_summon_self_sideboard", NP("ref", ref=THIS))

    def a_zc_paid_grave_summon_self(self, children: list[Any]) -> Ability:
        """«Замешайте N карт с кладбища противника в его колоду: Вызовите <эту карту> из вашей дополнительной колоды»:
        an activated ability (its zone, the sideboard, is set by the printed reminder)."""
        from .compiler_transform import CompileError

        cost = children[0]
        if not isinstance(cost, Cost):
            raise CompileError("which payment")
        draft = self.e_zc_summon_self_sideboard([])
        return self._ability(ACTIVATED, [draft], costs=(cost,))  # type: ignore[attr-defined]

    def e_zc_swap_hand_sideboard(self, _: list[Any]) -> Any:
        """«Поменяйте местами вашу руку и дополнительную колоду»: your hand becomes your sideboard and your sideboard
        your hand."""
        from .compiler_transform import NP, Draft

        return Draft("zc_swap_hand_sideboard", NP("ref", ref=Ref("player", side=YOU)))

    def n_zc_name_yaks(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«Яков» (after «до N»): cards named «Як» (Погонщик яков: «Поиск – до двух Яков»)."""
        return [("noun", (CARD, True, ())), ("name", "Як")]
