"""Transformer methods of the «zones_e» phrase family (mixed into ``compiler_transform.ToAbilities``): round 5 — the
graveyard, the hand, discarding, showing cards.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_e» section).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import Amount, Cost, Select, StaticPart


class ZonesEPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_e» phrases."""

    def ze_cost_discard_kind(self, children: list[Any]) -> list[Cost]:
        """Payment «Сбросьте существо / заклинание:»: one card of that kind from the payer's hand (``Cost("discard")``
        with ``select``; engine/declare.py pick_pool filters the hand by it)."""
        from .compiler_transform import CompileError

        sel = next((c for c in children if isinstance(c, Select)), None)
        if sel is None:
            raise CompileError("discard what")
        return [Cost("discard", 1, select=sel)]

    def e_ze_lose_keyword_next_turn(self, children: list[Any]) -> Any:
        """«<np> теряет <keyword> до начала хода»: as «теряет <keyword>», until the next turn starts (whoever's turn it is:
        duration ``NEXT_TURN``)."""
        from .compiler_transform import CompileError, Draft, _np_of

        kws = next(c for c in children if isinstance(c, list))
        if len(kws) != 1 or kws[0].meta:
            raise CompileError("lose one keyword")
        np = _np_of(children)
        if np is None:
            raise CompileError("who loses it")
        return Draft("lose_keyword", np, params=(("keyword", kws[0].code), ("duration", A.NEXT_TURN)))

    def e_ze_revive_x_self(self, _: list[Any]) -> Any:
        """«Возродите Х <этих карт>»: X cards of this card's name from your graveyard enter play under you (as many as
        there are, up to X; the X paid for the ability). ``revive`` of ``Select(CARD, side=YOU, zone=GRAVEYARD,
        name=<this name>)``."""
        from .compiler_transform import NP, X_AMOUNT, Draft

        sel = Select(A.CARD, side=A.YOU, zone=A.GRAVEYARD, name=self.ctx.name)  # type: ignore[attr-defined]
        return Draft("revive", NP("ref", ref=A.Ref("player", side=A.YOU)), X_AMOUNT,
                     params=(("select", sel), ("up_to", False)))

    def s_ze_greatest_noncreature_grave_cost(self, children: list[Any]) -> Any:
        """«<эта карта> имеет +Х к удару и жизням, где Х — наибольшая стоимость {м} среди карт не-существ на любом
        кладбище»: a static bonus of this card, strike and life each +1 times the amount ``ze_greatest_noncreature_grave_cost``
        (the greatest printed cost among the cards that are not creatures in both graveyards; 0 when there is none)."""
        from .compiler_transform import THIS, CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("whose strike")
        return [StaticPart("modify", strike=1, life=1, per=Amount("ze_greatest_noncreature_grave_cost"))]

    def e_ze_wound_owner_destroyed_cost(self, _: list[Any]) -> Any:
        """«Раньте владельца карты поддержки на стоимость {м} уничтоженной карты»: ``misc_wound_owner`` of the support
        card named before (the pronoun: checked by the finaliser), by the printed cost of the cards the previous
        instruction was done to (``Amount("ze_cost_done")``: not destroyed — a card that cannot be — no wounds)."""
        from .compiler_transform import NP, Draft

        return Draft("misc_wound_owner", NP("it"), Amount("ze_cost_done"))

    def e_ze_discard_hand_noted(self, _: list[Any]) -> Any:
        """«Сбросьте все карты (эта карта уже находится на кладбище, когда разыгрывается)»: ``ze_discard_hand`` — every card
        of your hand (the spell itself is in the graveyard already); the number is noted for «сколько вы сбросили»."""
        from .compiler_transform import NP, Draft

        return Draft("ze_discard_hand", NP("ref", ref=A.Ref("player", side=A.YOU)))

    def e_ze_delayed_draw_discarded(self, children: list[Any]) -> Any:
        """«В начале вашего следующего хода возьмите столько же карт, сколько вы сбросили, и ещё N»: a delayed draw (engine
        /delayed.py) whose X is fixed when it is set up (param ``ze_x`` "discarded": the cards ``ze_discard_hand`` of
        this source discarded this turn); it draws X + N."""
        from .compiler_transform import NP, Draft, _ints

        moment = self._moment(children)  # type: ignore[attr-defined]
        extra = _ints(children)[0]
        draw = Draft("draw", NP("ref", ref=A.Ref("player", side=A.YOU)),
                     Amount("sum", parts=(Amount("x"), Amount("fixed", value=extra))))
        return Draft("delayed", None, params=(("moment", moment), ("ze_x", "discarded")), group=[draw])

    def e_ze_each_discards_any(self, _: list[Any]) -> Any:
        """«Каждый игрок, начиная с вас, может сбросить любое количество карт из своей руки»: ``ze_discard_any`` of each
        player (the controller first): each picks any number of cards of his own hand, one at a time, or stops."""
        from .compiler_transform import NP, Draft

        return Draft("ze_discard_any", NP("ref", ref=A.Ref("player", side=A.EACH)))

    def e_ze_wound_each_hero_per_hand(self, children: list[Any]) -> Any:
        """«Ранить каждого героя на N за каждую карту в руке его игрока»: as zones_b's «Ранить каждого игрока на N за каждую
        карту в его руке» (each hero by N times the cards in his own player's hand). Only «каждого героя» and a number."""
        from .compiler_transform import NP, CompileError

        np = next((c for c in children if isinstance(c, NP)), None)
        amount = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        if np is None or np.kind != "all" or np.select != Select(A.HERO, side=A.ANY):
            raise CompileError("wound which heroes per hand")
        if amount is None:
            raise CompileError("a number of wounds per card")
        return self.e_zb_wound_each_per_hand([Token("NUMBER", str(amount))])  # type: ignore[attr-defined]

    def e_ze_each_discards_x_draw_short(self, children: list[Any]) -> Any:
        """«Каждый игрок сбрасывает Х карт, где Х — <количество>, возьмите карту за каждую карту, которую противник не смог
        сбросить»: ``discard`` of each player (the controller first, each picks his own) by the amount, then ``draw`` of
        the controller by ``Amount("ze_opp_short", parts=(<the amount>,))`` — that amount minus the opponent's cards the
        discard just before was done to."""
        from .compiler_transform import NP, CompileError, Draft

        if children[0] != A.EACH:
            raise CompileError("which players discard")
        amount = next((c for c in children if isinstance(c, Amount)), None)
        if amount is None or amount.kind == "x":
            raise CompileError("what is Х")
        discard = Draft("discard", NP("ref", ref=A.Ref("player", side=A.EACH)), amount, params=(("chooser", "owner"),))
        draw = Draft("draw", NP("ref", ref=A.Ref("player", side=A.YOU)), Amount("ze_opp_short", parts=(amount,)))
        return Draft("sequence", group=[discard, draw])
