"""Transformer methods of the «module» phrase family (mixed into ``compiler_transform.ToAbilities``): combined
cards («Модуль», «Присоедините … к …», engine/combined.py).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «module» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import THIS, Amount


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class ModulePhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «module» phrases."""

    def md_its_cost(self, _: list[Any]) -> Amount:
        """«где Х - его стоимость»: the cost of the card the instruction acts on (``SAME_CARD``, replaced by that
        card's reference when the instruction is finished). A combined card costs the sum of its parts."""
        return Amount("cost", ref=_ct().SAME_CARD)

    def md_host_it(self, _: list[Any]) -> Any:
        """«к нему»: the card named before (the finaliser turns the pronoun into its Ref)."""
        return _ct().NP("it")

    def md_host_self(self, _: list[Any]) -> Any:
        """«к Мехазавру»: this card."""
        return _ct().NP("ref", ref=THIS)

    def md_attach(self, children: list[Any]) -> Any:
        """«Присоедините к <host> <card>»: verb ``attach`` — ``what`` the card(s) attached, param ``to`` the card they
        are attached to (engine/effects_module.py)."""
        ct = _ct()
        host, what = [c for c in children if isinstance(c, ct.NP)]
        if what.kind not in ("ref", "target", "it"):
            raise ct.CompileError("«присоедините» of several cards")
        return ct.Draft("attach", what, params=(("to", host),))
