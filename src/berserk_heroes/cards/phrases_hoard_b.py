"""Transformer methods of the «hoard_b» phrase family (round 6 helper, mixed into ``compiler_transform.ToAbilities``):
«добывает / добытые карты» — conditions and amounts about hoarded cards, hoarding replacements.

Methods are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «hoard_b» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARD_PLAYED,
    CREATURE,
    DISTINCT_CARDS,
    DRAWN,
    ENEMY_HERO,
    ENTERS_PLAY,
    GRAVEYARD,
    HERO,
    HOB_UNHOARDED_TO_HAND,
    OPPONENT,
    PUT_INTO_GRAVEYARD,
    STATIC,
    STRIKES,
    THIS,
    TRIGGERED,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    HistoryQuery,
    Ref,
    Select,
    StaticPart,
    Trigger,
)

# Condition kinds of this family (engine/selectors.condition_holds)
HOB_EVENT_COST_BELOW_COUNT = "hob_event_cost_below_count"
HOB_HOARDED_NAME_IN_OPP_GRAVE = "hob_hoarded_name_in_opp_grave"


def _ct() -> Any:
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class HoardBPhrases:
    """Mixin of ``ToAbilities``: the «hoard_b» rules."""

    def c_hob_event_cost_below_count(self, children: list[Any]) -> Condition:
        """«если его стоимость {м} меньше количества <карт>» after a trigger about one card («Когда вы разыгрываете
        гнома»): the trigger's card costs strictly less than the number of those cards, counted when the instruction is
        executed (``resolve._execute`` passes the event's card). :func:`hob_check` refuses it without such a
        trigger."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or (
                np.kind == "target" and not np.implicit):
            raise ct.CompileError("«меньше количества <…>»: count of what")
        sel: Select = np.select
        return Condition(HOB_EVENT_COST_BELOW_COUNT, select=sel)

    def c_hob_hoarded_name_in_opp_grave(self, _: list[Any]) -> Condition:
        """«если у вас есть добытая карта с таким же названием, как на кладбище противника»: one of the cards hoarded
        under your characters (zone HOARDED, as «у <X> есть добытая карта») has the name of a card in the opponent's
        graveyard. It names the opponent: a following «ранить его на N» wounds his hero
        (``phrases_zones_b.e_zb_wound_him`` reads ``hob_named_opponent``)."""
        self.hob_named_opponent = True
        return Condition(HOB_HOARDED_NAME_IN_OPP_GRAVE)

    def e_hob_hoard_and_heal_full(self, children: list[Any]) -> Any:
        """«<эта карта> добывает <np> и полностью излечивается»: ``hoard`` (as «<X> добывает <np>»), then ``heal`` all
        of the holder — only when the holder is this card itself (the subject of «излечивается»)."""
        ct = _ct()
        holder = next(c for c in children if isinstance(c, ct.NP))
        if holder.kind != "ref" or holder.ref != THIS:
            raise ct.CompileError("«… добывает … и полностью излечивается»: only this card")
        return ct.Draft("sequence", group=[
            self.e_hoard(children),  # type: ignore[attr-defined]
            ct.Draft("heal", ct.NP("ref", ref=THIS), None, params=(("all", True),))])

    def e_hob_wound_opp_grave_turn(self, _: list[Any]) -> Any:
        """«Ранить противника на Х, где Х — число карт, попавших на его кладбище в этом ходу»: the opponent's hero, by
        the number of cards that went to the opponent's graveyard this turn (a history Amount of PUT_INTO_GRAVEYARD, each card
        once; cards that came and left again count too)."""
        ct = _ct()
        return ct.Draft("wound", ct.NP("ref", ref=ENEMY_HERO),
                        Amount("history", history=HistoryQuery(PUT_INTO_GRAVEYARD, subject=Select(CARD, side=OPPONENT),
                                                               measure=DISTINCT_CARDS)))

    def e_hob_hoard_grave_turn(self, children: list[Any]) -> Any:
        """«<holder> добывает всех существ, которые попали на кладбища в этом ходу»: ``hob_hoard_grave_turn`` (params
        holder, select): every creature card that went to either graveyard this turn and is still there."""
        ct = _ct()
        holder, what = [c for c in children if isinstance(c, ct.NP)]
        if what.kind != "all" or what.select != Select(CREATURE, side=ANY):
            raise ct.CompileError("«…, которые попали на кладбища в этом ходу»: only «всех существ»")
        return ct.Draft("hob_hoard_grave_turn", None, params=(
            ("holder", self._holder(holder)),  # type: ignore[attr-defined]
            ("select", Select(CREATURE, side=ANY, zone=GRAVEYARD))))

    def e_hob_look_his_deck_hoard(self, children: list[Any]) -> Any:
        """«Посмотрите N верхние карты его колоды, <holder> добывает K из них; положите остальные карты обратно в любом
        порядке» (after «При ударе по герою»): ``hob_look_hoard_back`` of the event's hero (``what``: whose deck),
        params holder, n; K (``amount``) cards must be hoarded, the rest go back on top in the order the player picks."""
        ct = _ct()
        n, k = ct._ints(children)[:2]
        if k != 1 or n < 2:
            raise ct.CompileError("look and hoard: how many")
        holder = next(c for c in children if isinstance(c, ct.NP))
        return ct.Draft("hob_look_hoard_back", ct.NP("ref", ref=Ref("event", role="other")), k,
                        params=(("holder", self._holder(holder)), ("n", n)))  # type: ignore[attr-defined]

    def a_hob_death_rehoard(self, _: list[Any]) -> Ability:
        """«Гибель: Вместо возвращения добытых этим существом карт ваш герой становится добывшей их картой»: a static
        ``hoarded_to_hero_on_death`` of this card — when it dies, its hoarded cards go under its controller's hero (keeping the
        zones they came from) instead of returning (``zones.to_graveyard``). Not a triggered ability: by the time a
        «Гибель:» ability resolved, the cards would have returned already."""
        return Ability(STATIC, statics=(StaticPart("hoarded_to_hero_on_death"),))

    def p_hob_regeneration_x(self, _: list[Any]) -> tuple[str, Any]:
        """«с регенерацией Х»: a card with Регенерация (any value); every «Х» of the instructions is that value (set by
        :func:`hob_check`, which also checks that the trigger is about that card)."""
        self.hob_regen_x = True
        return ("keyword", "regeneration")

    def e_hob_hoard_and_extra_lives(self, children: list[Any]) -> Any:
        """«<holder> добывает <np> и получает N дополнительных жизней»: ``hoard`` (as «<X> добывает <np>»), then
        ``extra_life`` of the holder."""
        ct = _ct()
        holder = next(c for c in children if isinstance(c, ct.NP))
        lives = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return ct.Draft("sequence", group=[self.e_hoard(children),  # type: ignore[attr-defined]
                                           ct.Draft("extra_life", holder, lives)])

    def oc_hob_hoard_grave(self, children: list[Any]) -> Cost:
        """«Ваш герой добывает N карт с кладбища:» as a payment: N cards of your graveyard, picked by you, go under your
        hero (``hob_hoard_grave``; engine/declare.py pick_pool and payment)."""
        return Cost("hob_hoard_grave", _ct()._ints(children)[0])

    def a_hob_unhoarded_reveal(self, children: list[Any]) -> Ability:
        """«Когда возвращается из-под добывающей карты в руку, покажите <эту карту>, при этом <инструкции>»: a triggered
        ability of this card (event HOB_UNHOARDED_TO_HAND, no subject: this card) — it is shown (``reveal_self``), then
        the instructions; refused unless it works in the hand (the zone reminder: ``compiler._in_zone``)."""
        ct = _ct()
        self.self_subject = True
        drafts = next(c for c in children if isinstance(c, list))
        reveal = ct.Draft("reveal_self", ct.NP("ref", ref=THIS))
        self.reveals_self = True
        return self._ability(TRIGGERED, [reveal, *drafts], trigger=Trigger(HOB_UNHOARDED_TO_HAND))  # type: ignore[attr-defined]

    def a_hob_opp_draw_hoarded(self, _: list[Any]) -> Ability:
        """«Если противник должен взять карту в свой ход, вместо этого <эта карта> добывает её»: a replacement static of
        each draw of the opponent (``what`` DRAWN about his hero, as «Если вы должны взять карту, вместо этого …» of
        «replace_opt») while it is his turn (condition ``opponent_turn``); instead, this card hoards the card he would
        have drawn — the top card of his deck (``hoard`` of the opponent's deck top, holder THIS). ``zones.draw`` asks
        only when the deck has a card."""
        return Ability(STATIC, effects=(
            Effect("hoard", Ref("player", side=OPPONENT), 1, params=(("holder", THIS), ("deck", "top"))),),
            statics=(StaticPart("replace", select=Select(HERO, side=OPPONENT), what=DRAWN,
                                condition=Condition("opponent_turn")),))

    def a_hob_static_then_replacement(self, children: list[Any]) -> list[Ability]:
        """A static sentence and a replacement sentence in one paragraph: two abilities, in printed order."""
        first = self.a_static([children[0]])  # type: ignore[attr-defined]
        second = children[1]
        return [first, *(second if isinstance(second, list) else [second])]


def _verbs(drafts: list[Any]) -> Any:
    for d in drafts:
        yield d.verb
        yield from _verbs(d.then)
        yield from _verbs(d.otherwise)
        yield from _verbs(d.group)


def hob_check(phrases: Any, trigger: Any, drafts: list[Any]) -> None:
    """«его стоимость» of :meth:`HoardBPhrases.c_hob_event_cost_below_count` is the trigger's card: refused unless the
    trigger is about one card played or entering play (``subject`` of CARD_PLAYED / ENTERS_PLAY, no other card)."""
    if any(d.condition is not None and d.condition.kind == HOB_EVENT_COST_BELOW_COUNT for d in drafts) and (
            trigger is None or trigger.event not in (CARD_PLAYED, ENTERS_PLAY) or trigger.subject is None
            or trigger.other is not None):
        raise _ct().CompileError("«его стоимость» without a trigger about a card played or entering play")
    if "hob_look_hoard_back" in _verbs(drafts) and (
            trigger is None or trigger.event != STRIKES or trigger.other is None or trigger.other.kind != HERO
            or trigger.subject is not None):
        raise _ct().CompileError("«его колоды» without «При ударе по герою»")
    if getattr(phrases, "hob_regen_x", False):  # «… с регенерацией Х погибает, …»: Х is that card's Регенерация
        if trigger is None or trigger.subject is None or trigger.subject.keyword != "regeneration" \
                or trigger.other is not None:
            raise _ct().CompileError("«с регенерацией Х» outside the card a trigger is about")
        _x_is_regeneration(drafts)


def _x_is_regeneration(drafts: list[Any]) -> None:
    from berserk_heroes.cards.compiler_transform import X_AMOUNT

    for d in drafts:
        if d.amount == X_AMOUNT:
            d.amount = Amount("hob_event_regeneration")
        _x_is_regeneration(d.then)
        _x_is_regeneration(d.otherwise)
        _x_is_regeneration(d.group)
