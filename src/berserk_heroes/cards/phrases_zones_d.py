"""Transformer methods of the «zones_d» phrase family (mixed into ``compiler_transform.ToAbilities``): the deck — looks at
its top cards, searches, cards put on it or under it (round 5).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_d» section);
:func:`zd_drafts` is a pass over the drafts of an ability before the ``Finaliser`` (called by ``ToAbilities._ability``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CREATURE,
    DECK,
    HAND,
    HC_FOUND,
    OPPONENT,
    YOU,
    Amount,
    Cost,
    Ref,
)


def zd_drafts(drafts: list[Any]) -> list[Any]:
    """«Поиск — <существо>; если <условие>, вызовите это существо» (Дирижабль): «это существо» is the creature the
    search just found (now in the hand) — a pronoun after a search is refused elsewhere, since a search may find
    several cards or another kind of card. Accepted only right after a search of at most one creature (no «до N»),
    the summon being that whole next instruction; it becomes ``zd_summon_found`` of ``HC_FOUND``."""
    from .compiler_transform import NP

    for prev, d in zip(drafts, drafts[1:]):
        if d.verb != "summon" or d.np is None or d.np.kind != "demonstrative" or prev.verb != "search":
            continue
        if d.np.select is not None or d.then or d.otherwise or d.group or prev.then or prev.otherwise:
            continue
        sel = dict(prev.params).get("select")
        if prev.amount != 1 or dict(prev.params).get("up_to") or sel is None or sel.kind != CREATURE \
                or sel.zone != DECK or prev.condition is not None or prev.optional:
            continue
        d.verb = "zd_summon_found"
        d.np = NP("ref", ref=HC_FOUND)
        d.amount = None
    return drafts


class ZonesDPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_d» phrases."""

    def e_zd_look_opp_grave_top_bottom(self, children: list[Any]) -> Any:
        """«Посмотрите Х верхних карт колоды противника, где Х — <количество>; положите одну из них на кладбище,
        остальные положите на верх или под низ колоды в любом порядке» (Подрыв-гоблин): only the controller sees the
        cards; one goes to the opponent's graveyard, each other one on the top or at the bottom, his choice."""
        from .compiler_transform import NP, CompileError, Draft, _ints

        amount = next((c for c in children if isinstance(c, Amount)), None)
        if amount is None or amount.kind != "count":
            raise CompileError("«где Х — …» of the look")
        if _ints(children) != [1]:
            raise CompileError("more than one card to the graveyard")
        return Draft("zd_look_grave_top_bottom", NP("ref", ref=Ref("player", side=OPPONENT)), amount,
                     params=(("to_grave", 1),))

    def e_zd_look_excess_rest_random(self, children: list[Any]) -> Any:
        """«посмотрите Х верхних карт вашей колоды, где Х — величина избыточного урона, положите одну из них в руку,
        остальные — под низ колоды в случайном порядке» (Магический поток): Х is the excess damage of the «Ранить»
        just before (``Amount("excess")``, checked by ``phrases_amounts.check_amount``)."""
        from .compiler_transform import NP, CompileError, Draft, _ints

        if _ints(children) != [1]:
            raise CompileError("more than one card to the hand")
        return Draft("zd_look_top_rest_random", NP("ref", ref=Ref("player", side=YOU)), Amount("excess"),
                     params=(("take", 1),))

    def e_zd_opp_may_pay_else_bottom(self, children: list[Any]) -> Any:
        """«Противник может заплатить стоимость <выбранного существа>; иначе положите это существо под низ колоды» (У
        всего есть цена): one target creature; «это существо» is that target (nothing else is named)."""
        from .compiler_transform import NP, CompileError, Draft

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select is None \
                or np.select.kind != CREATURE or np.select.zone != "play":
            raise CompileError("the cost of which creature")
        return Draft("zd_opp_may_pay_or_bottom", np)


    def a_zd_show_shuffle_x_opp_shuffle(self, children: list[Any]) -> Any:
        """«Покажите <архаалита> стоимостью Х{м}, замешайте его в колоду: Противник показывает руку и замешивает в колоду
        карту стоимостью Х{м} на ваш выбор» (Гум’Арот): the payment ``zd_show_shuffle_hand`` (a card of your hand of that
        kind, picked at declaration, shown to both and shuffled into your deck; Х is its printed cost), then the
        opponent's hand is shown and you pick a card of cost Х in it for his deck."""
        from .compiler_transform import NP, CompileError, Draft
        from .phrases_heroes_b import HB_COST_EQ_X

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select is None \
                or np.select.cost_max_amount != HB_COST_EQ_X or np.select.zone != "play" or np.select.side != ANY:
            raise CompileError("show which card of cost Х")
        sel = dataclasses.replace(np.select, cost_max_amount=None, zone=HAND, side=YOU)
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        drafts = [Draft("reveal_hand", who), Draft("zd_pick_to_deck_cost_x", who, 1)]
        return self._ability(ACTIVATED, drafts, costs=(Cost("zd_show_shuffle_hand", 1, select=sel),))  # type: ignore[attr-defined]
