"""Transformer methods of the «zones_a» phrase family (mixed into ``compiler_transform.ToAbilities``): cards moving
between zones — graveyard, hand, deck — and the cards such an instruction acted on.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_a» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CARD,
    CARD_PLAYED,
    CREATURE,
    EACH,
    EITHER,
    GRAVEYARD,
    HAND,
    NAMED,
    OPPONENT,
    SUPPORT,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Ref,
    Select,
    Trigger,
)


class ZonesAPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_a» phrases."""

    def aj_za_either_element(self, children: list[Any]) -> list[tuple[str, Any]]:
        """«тёмное или степное»: the card has one of the two elements (``Select.elements`` means any of them)."""
        from .compiler_normalise import element_of_token

        return [("element", element_of_token(str(c))) for c in children if getattr(c, "type", None) == "ELEMENT"]

    def p_za_not_hoarding(self, _: list[Any]) -> tuple[str, Any]:
        """«, не добывшее карту»: no card is hoarded under it now (Select state ``not_hoarding``)."""
        return ("state", "not_hoarding")

    def e_za_destroy_creatures_supports(self, children: list[Any]) -> Any:
        """«Уничтожьте всех существ и все карты поддержки»: every creature, then every support card in play."""
        from .compiler_transform import NP, CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "all" or np.select != Select(CREATURE):
            raise CompileError("destroy what and all support cards")
        return Draft("sequence", group=[Draft("destroy", np),
                                        Draft("destroy", NP("all", Select(SUPPORT), plural=True))])

    def e_za_players_refresh(self, children: list[Any]) -> Any:
        """«Игроки сбрасывают свои руки, затем замешивают свои кладбища в колоды и берут по N карт»: each player
        discards his whole hand (no choice: every card), then every card of both graveyards goes into its owner's
        deck (shuffled), then each player draws N."""
        from .compiler_transform import NP, Draft, _ints

        each = NP("ref", ref=Ref("player", side=EACH))
        return Draft("sequence", group=[
            Draft("za_discard_hand", each),
            Draft("shuffle_into_deck", NP("all", Select(CARD, side=EITHER, zone=GRAVEYARD), plural=True),
                  params=(("graveyards", "all"),)),
            Draft("draw", each, _ints(children)[0])])

    def e_za_play_free_hand_or_grave(self, children: list[Any]) -> Any:
        """«(Вы можете) бесплатно разыграть <карту> из вашей руки или с кладбища»: one card of that kind from your
        hand or from your graveyard (FAQ #16: «с кладбища» is yours), played without paying its cost."""
        from .compiler_transform import NP, CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.zone != HAND \
                or np.select.side not in (YOU, ANY) or np.min != 1 or np.max != 1:
            raise CompileError("play what for free from the hand or the graveyard")
        hand = dataclasses.replace(np.select, side=YOU)
        grave = dataclasses.replace(hand, zone=GRAVEYARD)
        return Draft("play_free", NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=(("select", hand), ("or_select", grave)))

    def ev_za_any_played(self, children: list[Any]) -> Trigger:
        """«Когда игрок разыгрывает <карту>»: either player (you or the opponent) plays a matching card."""
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        sel = self._subject(np) if np is not None else None  # type: ignore[attr-defined]
        if sel is None:
            raise CompileError("played what")
        return Trigger(CARD_PLAYED, subject=dataclasses.replace(sel, side=ANY, zone=HAND))

    def c_za_self_in_graveyard(self, _: list[Any]) -> Condition:
        """«если <эта карта> на кладбище»: this card is in its owner's graveyard when the instruction runs."""
        return Condition("za_source_in_graveyard")



def za_acted_on_one(d: Any, what: Ref | None, targets: list[Any]) -> bool:
    """Whether the draft ``d`` (being finalised, its noun phrase resolved to ``what``) acts on one card that «если это
    <карта>» may then ask about: a return to the hand of one target, or a «добывает карту из руки противника» of
    one card. The engine evaluates «если это …» on the cards the previous instruction acted on (``frame.last``)."""
    if d.verb == "return_to_hand":
        return what is not None and what.kind == "target" and what.index < len(targets) \
            and targets[what.index].max == 1
    return d.verb == "hoard_from_hand" and d.amount == 1


class ZonesAPhrases2:
    """More «zones_a» phrases (payments and conditions about the cards a Мор moved)."""

    def za_opp_grave_cost(self, children: list[Any]) -> Cost:
        """«Замешайте N карт с кладбища противника в его колоду» as a payment: N cards of the opponent's graveyard,
        picked by you, go into his deck (``Cost("shuffle_grave_opp", N)``)."""
        from .compiler_transform import NP, CompileError

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.select is None or np.select.kind != CARD \
                or np.select.side != OPPONENT or np.select.zone != GRAVEYARD or np.min != np.max:
            raise CompileError("shuffle which cards of the opponent's graveyard")
        return Cost("shuffle_grave_opp", np.max)

    def a_za_revive_paid_grave(self, children: list[Any]) -> Ability:
        """«<payment>: Возродите существо с его кладбища под вашим контролем»: one creature of the opponent's graveyard
        (the one the payment took cards from) enters play under you."""
        from .compiler_transform import NP, CompileError, Draft

        cost = children[0]
        np = next((c for c in children[1:] if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.select is None or np.select != Select(CREATURE) or np.max != 1:
            raise CompileError("revive what from his graveyard")
        sel = Select(CREATURE, side=OPPONENT, zone=GRAVEYARD)
        draft = Draft("revive", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("select", sel), ("up_to", False)))
        return self._ability(ACTIVATED, [draft], costs=(cost,))  # type: ignore[attr-defined]

    def e_za_mill_if_opp_got(self, children: list[Any]) -> Any:
        """«Мор N, если из-за Мора <этой карты> на кладбище противника попало <существо>, возьмите карту»: the Мор
        (any deck, §Мор), then the draw if one of the cards it moved (``frame.last``) fits, in the opponent's
        graveyard (condition ``it_any`` with side OPPONENT)."""
        from .compiler_transform import NP, CompileError, Draft, _ints

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.select is None or np.select.side != ANY or np.max != 1:
            raise CompileError("if what went to the opponent's graveyard")
        n, draw = _ints(children)[0], [c for c in children if isinstance(c, int) and not isinstance(c, bool)][-1]
        got = Condition("it_any", select=dataclasses.replace(np.select, side=OPPONENT, zone=GRAVEYARD))
        return Draft("sequence", group=[Draft("mill", NP("ref", ref=Ref("player", side=ANY)), n, params=(("mor", True),)),
                                        Draft("draw", NP("ref", ref=Ref("player", side=YOU)), draw, condition=got)])

    def e_za_reveal_shuffle_named_draw(self, children: list[Any]) -> Any:
        """«Противник показывает руку и замешивает в колоду все карты с таким названием, затем берёт карту за каждую
        карту, замешанную таким образом» (the name named before): his hand is shown, every card of it with that name
        goes into his deck (shuffled), then he draws one card for each (``Amount("done")``)."""
        from .compiler_transform import NP, CompileError, Draft

        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[
            Draft("reveal_hand", who),
            Draft("za_shuffle_matching", who, params=(("select", Select(CARD, zone=HAND, name=NAMED)),)),
            Draft("draw", who, Amount("done"))])

    def e_za_hoard_any_hand(self, children: list[Any]) -> Any:
        """«<X> добывает карту из руки любого игрока по его выбору / по выбору этого игрока»: the controller picks a
        player (you or the opponent, by his hero), that player picks one card of his hand, X hoards it."""
        from .compiler_transform import NP, CompileError, Draft

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None:
            raise CompileError("who hoards")
        holder = self._holder(np)  # type: ignore[attr-defined]
        return Draft("za_hoard_any_hand", NP("ref", ref=Ref("player", side=ANY)), 1, params=(("holder", holder),))

    def c_za_hoarded_yours(self, _: list[Any]) -> Condition:
        """«если таким образом была добыта ваша карта» (right after a «добывает карту из руки любого игрока»): the card
        hoarded is one of yours (its owner: you)."""
        return Condition("it_any", select=Select(CARD, side=YOU, zone=HAND))

    def n_za_ziggurat(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«Зиккурат» (the card of that name, a terrain) as a noun: any card named «Зиккурат» (Хранитель Зиккурата)."""
        return [("noun", (CARD, False, ())), ("name", "Зиккурат")]

    def p_za_with_either_keyword(self, children: list[Any]) -> tuple[str, Any]:
        """«с Превосходством или Подавлением»: the card has one of the two keywords. «Превосходство» is any of its
        printed forms («над <X>», «над существами с меньшей силой удара / меньшей стоимости»)."""
        codes: list[str] = []
        for c in children:
            if isinstance(c, str):
                codes.extend(SUPERIORITY_CODES if c == "superiority" else (c,))
        return ("keywords_any", tuple(codes))


SUPERIORITY_CODES = ("superiority", "superiority_lower_strike", "superiority_lower_cost")


class ZonesAPhrases3:
    """«zones_a»: hoarded cards put into play."""

    def ha_za_your_nightmare_or_hero(self, _: list[Any]) -> tuple[str, str]:
        """«вашим кошмаром или героем»: cards hoarded under one of your Кошмар creatures or under your hero."""
        from berserk_heroes.abilities import ZA_HOARDED_NIGHTMARE_HERO

        return (ZA_HOARDED_NIGHTMARE_HERO, YOU)

    def e_za_put_into_play(self, children: list[Any]) -> Any:
        """«Положите <добытое … существо> в игру под вашим контролем»: one such hoarded card, picked by you on resolution,
        enters play under your control (it is not played)."""
        from berserk_heroes.abilities import (
            HB_HOARDED_NIGHTMARE,
            HOARDED,
            HOARDED_HERO,
            ZA_HOARDED_NIGHTMARE_HERO,
        )

        from .compiler_transform import NP, CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.max != 1 \
                or np.select.zone not in (HOARDED, HOARDED_HERO, ZA_HOARDED_NIGHTMARE_HERO, HB_HOARDED_NIGHTMARE):
            raise CompileError("put what into play")
        return Draft("za_put_into_play", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("select", np.select),))
