"""Transformer methods of the «heroes_b» phrase family (mixed into ``compiler_transform.ToAbilities``): texts of heroes
(activated abilities, hero triggers and statics) of the round-4 worklist ``heroes_b``.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «heroes_b» section).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CREATURE,
    ENEMY_HERO,
    GRAVEYARD,
    HAND,
    IT,
    OPPONENT,
    PERMANENT,
    SPELL_ABILITY,
    THIS,
    TRIGGERED,
    TURN_START,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    Trigger,
)

# «стоимостью Х{м}» (exactly Х) where Х is the number of the triggering event (Сейвар, Наставник: the value of the
# Медитация that worked). A marker in ``Select.cost_max_amount`` until :meth:`HeroesBPhrases.hb_effects` turns the
# instruction into ``hb_search_event_cost``; :func:`check_heroes_b` refuses any unit where it is left.
HB_COST_EQ_X = Amount("hb_cost_eq_x")
_COST_X = re.compile(r"стоимостью\s*[хx]")


def check_heroes_b(ability: Ability) -> None:
    """Raise CompileError if a «стоимостью Х{м}» of this family was left in the ability (Х not known there)."""
    if _COST_X.search(ability.text.lower()) is None:  # (cheap: only a unit printing «стоимостью Х» can hold it)
        return
    if "hb_cost_eq_x" in repr(ability):
        raise _ct().CompileError("«стоимостью Х{м}» with an Х that is not the event's number")


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class HeroesBPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «heroes_b» phrases."""

    def ha_hb_your_nightmare(self, _: list[Any]) -> tuple[str, str]:
        """«добытое вашим кошмаром существо»: cards hoarded under one of your Кошмар creatures (zone
        ``hoarded_nightmare``; the hero is not a holder here, unlike zones_a's «вашим кошмаром или героем»)."""
        from berserk_heroes.abilities import HB_HOARDED_NIGHTMARE

        return (HB_HOARDED_NIGHTMARE, YOU)

    def e_hb_player_reveals_wounded_draws(self, _: list[Any]) -> Any:
        """«Игрок показывает верхнюю карту своей колоды, ранится на Х, где Х — стоимость {м} показанной карты, при этом
        берёт карту»: the controller picks a player (two modes, as «Игрок …» of «costs_misc»); he reveals his top card,
        his hero is wounded by its printed cost (``Amount("cost", ref=IT)``: the card revealed), and only then he draws
        a card."""
        ct = _ct()

        def make(who: Ref, _: Ref) -> list[Any]:
            hero = YOUR_HERO if who == YOU_PLAYER else ENEMY_HERO
            return [ct.Draft("reveal_top", ct.NP("ref", ref=who), 1),
                    ct.Draft("wound", ct.NP("ref", ref=hero), Amount("cost", ref=IT),
                             then=[ct.Draft("draw", ct.NP("ref", ref=who), 1)])]

        return self._a_player(make)  # type: ignore[attr-defined]

    def ev_hb_meditation_x(self, children: list[Any]) -> Trigger:
        """«Когда у <вашей карты> срабатывает Медитация Х»: as «… срабатывает Медитация»; Х (the value of that
        Медитация: the event's number) may be used by «стоимостью Х{м}» after it."""
        trigger: Trigger = self.ev_meditation_used(children)  # type: ignore[attr-defined]
        self.hb_event_x = True
        return trigger

    def p_hb_cost_x(self, _: list[Any]) -> tuple[str, Any]:
        """«стоимостью Х{м}» (exactly Х): a marker, allowed only after «срабатывает Медитация Х» (see hb_effects)."""
        return ("cost_max_amount", HB_COST_EQ_X)

    def hb_effects(self, trigger: Trigger | None, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        """«Поиск — <карта> стоимостью Х{м}» after a trigger whose Х is the event's number (the value of the
        Медитация): ``hb_search_event_cost`` (the select without the marker; its cost must equal the event's
        number). Any other use of the marker is left for :func:`check_heroes_b` to refuse."""
        if getattr(self, "hb_this_demonstrative", False) and (
                trigger is None or trigger.subject is not None or trigger.other is not None):
            raise _ct().CompileError("«этого существа»: this card only in a trigger about it alone")
        if not getattr(self, "hb_event_x", False) or trigger is None:
            return effects
        out = []
        for e in effects:
            sel = e.param("select")
            if e.verb == "search" and isinstance(sel, Select) and sel.cost_max_amount == HB_COST_EQ_X \
                    and not e.then and not e.otherwise:
                params = tuple((k, dataclasses.replace(v, cost_max_amount=None) if k == "select" else v)
                               for k, v in e.params)
                e = dataclasses.replace(e, verb="hb_search_event_cost", params=params)
            out.append(e)
        return tuple(out)

    def e_hb_double_strike_life(self, children: list[Any]) -> Any:
        """«Удвойте {удар} и {жизнь} <существа>»: as «Удвойте силу удара» (+its strike), and +its life (the {жизнь}
        value, ``Amount("hb_max_life")``: its maximum life now; wounds stay), permanently."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind not in ("ref", "target") or np.max != 1:
            raise ct.CompileError("double the strike and life of what")
        return ct.Draft("sequence", group=[
            ct.Draft("modify", np, Amount("strike", ref=ct.SAME_CARD),
                     params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            ct.Draft("modify", ct.NP("it"), Amount("hb_max_life", ref=ct.SAME_CARD),
                     params=(("strike", 0), ("life", 1), ("duration", PERMANENT)))])

    def e_hb_revive_with_life(self, children: list[Any]) -> Any:
        """«возродить <этого демона> с N жизнью»: the trigger's card (a demonstrative: «этого <класса>» must be the
        trigger's card) comes back from the graveyard into play under your control with N life left (its wounds are
        its life − N): ``hb_revive_event``. Any other card («возродите существо с 1 жизнью»: which one) is refused."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "demonstrative":
            raise ct.CompileError("revive with N life: which card")
        n = ct._ints(children)[-1]
        if n < 1:
            raise ct.CompileError("revive with no life")
        return ct.Draft("hb_revive_event", np, params=(("life", n),))

    def e_hb_may_play_from_grave(self, children: list[Any]) -> Any:
        """«Вы можете разыгрывать <карты> с вашего кладбища <до срока>»: a permission put on your hero for that time
        (``hb_grave_play``, params select, duration): you may play the matching cards of your graveyard as from the
        hand (paying their cost; they are not hoarded)."""
        ct = _ct()
        np = ct._np_of(children)
        duration = ct._duration(children)
        if (np is None or np.kind not in ("target", "all") or np.select is None or np.select.zone != GRAVEYARD
                or np.select.side not in (YOU, ANY) or duration is None):
            raise ct.CompileError("play what from the graveyard, for how long")
        sel = dataclasses.replace(np.select, side=YOU)  # «с (вашего) кладбища»: yours (FAQ #16)
        return ct.Draft("hb_grave_play", ct.NP("ref", ref=YOU_PLAYER), None,
                        params=(("select", sel), ("duration", duration)))

    def e_hb_reveal_x_prevent_self(self, children: list[Any]) -> Any:
        """«Покажите Х карт из вашей руки, при этом предотвратите Х следующих ран, нанесённых <этому герою>, до
        <срока>»: you show any number of cards of your hand (``reveal_from_hand``, as «Покажите любое число карт из
        руки»); then a shield of that many wounds (``Amount("done")``: the cards shown) for your hero alone
        (``prevent``, scope "hero"), until the printed time. Only a hero's own text (the shield sits on your hero)."""
        ct = _ct()
        if self.ctx.card_type != "hero":  # type: ignore[attr-defined]
            raise ct.CompileError("a shield for a card that is not your hero")
        duration = ct._duration(children)
        return ct.Draft("reveal_from_hand", ct.NP("ref", ref=YOU_PLAYER),
                        params=(("select", Select(CARD, side=YOU, zone=HAND)),),
                        then=[ct.Draft("prevent", ct.NP("ref", ref=YOU_PLAYER), Amount("done"),
                                       params=(("scope", "hero"), ("duration", duration)))])

    def ad_hb_current_life(self, children: list[Any]) -> Amount:
        """«количество текущих жизней этого существа»: the life this card has left now (``Amount("hb_life", ref=THIS)``;
        0 once it has left play). «этого существа» must be this card: only in an ability whose trigger names no other
        card (checked in :meth:`hb_effects`)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or not ((np.kind == "ref" and np.ref == THIS) or (np.kind == "demonstrative" and np.select is None)):
            raise ct.CompileError("current life of what")
        if np.kind == "demonstrative":
            self.hb_this_demonstrative = True
        return Amount("hb_life", ref=THIS)

    def a_hb_each_player_closes(self, _: list[Any]) -> list[Ability]:
        """«В начале своего хода игрок выбирает: • Закройте своих существ; • Закройте свои монеты.»: two triggered
        abilities — at the start of your turn you choose (close all your creatures, or all your coins); at the start
        of the opponent's turn he chooses (``choose_mode`` with chooser "opponent") for his own."""
        out = []
        for whose, chooser in ((YOU, None), (OPPONENT, "opponent")):
            player = Ref("player", side=whose)
            modes = (Ability(SPELL_ABILITY, effects=(Effect("close", Ref("all", select=Select(CREATURE, side=whose))),)),
                     Ability(SPELL_ABILITY, effects=(Effect("hb_close_all_coins", player),)))
            params: tuple[tuple[str, Any], ...] = (("modes", modes), ("min", 1), ("max", 1), ("times", 1))
            if chooser is not None:
                params = (*params, ("chooser", chooser))
            out.append(Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=whose),
                               effects=(Effect("choose_mode", params=params),)))
        return out

    def sc_hb_exact_creature_lead(self, children: list[Any]) -> Condition:
        """«Пока у вас ровно на N существо больше, чем у противника»: your creatures in play minus his equal N
        (``hb_creature_lead``, op ``==``)."""
        return Condition("hb_creature_lead", op="==", value=_ct()._ints(children)[0])

    def e_hb_swap_strike_life(self, children: list[Any]) -> Any:
        """«Поменяйте местами значения удара и текущих жизней <существа>»: its strike becomes its life left and its
        life left its strike (``hb_swap_strike_life``: two permanent modify effects; wounds stay)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind not in ("ref", "target") or np.max != 1:
            raise ct.CompileError("swap strike and life of what")
        return ct.Draft("hb_swap_strike_life", np)
