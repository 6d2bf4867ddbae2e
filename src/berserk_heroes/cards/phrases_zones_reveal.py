"""Transformer methods of the «zones_reveal» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_reveal» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..abilities import (
    ANY,
    CARD,
    CREATURE,
    DECK,
    EITHER,
    GRAVEYARD,
    HAND,
    NAMED,
    OPPONENT,
    SPELL,
    SUPPORT,
    THIS,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Ref,
    Select,
    Target,
)


def check_either(ability: Ability) -> None:
    """«с любого кладбища» (``Select.side`` EITHER) is compiled only where it means one card chosen from either
    graveyard: a target of one card, or the one card a «Возродите» picks. «все карты / до N карт с любого
    кладбища» could mean one graveyard or both (refused), and no other verb reads EITHER."""
    from .compiler_transform import CompileError

    if not _either_ok(ability, allowed=False):
        raise CompileError("«с любого кладбища» where it could mean one graveyard or both")
    for prev, effect in zip((None, *ability.effects), ability.effects):  # helper «leftovers_b»: «если оно выжило»
        if effect.condition is not None and effect.condition.kind == "lb_it_survived" and (
                prev is None or prev.verb not in ("wound", "shot") or prev.what is None or prev.what.kind != "target"
                or ability.targets[prev.what.index].max != 1 or ability.targets[prev.what.index].select.kind != CREATURE):
            raise CompileError("«если оно выжило» not after wounding one creature")
    for effect in ability.effects:  # helper «leftovers_b»: «…, если его …» on the card the instruction acts on
        if effect.condition is not None and effect.condition.kind in ("lb_object_cost_le_count", "lb_owner_grave_none") and (
                effect.what is None or effect.what.kind != "target"
                or not any(t.max == 1 for i, t in enumerate(ability.targets) if i == effect.what.index)):
            raise CompileError("«если его …» on an instruction without one target")


def _either_ok(obj: Any, allowed: bool) -> bool:
    if isinstance(obj, Select):
        return obj.side != EITHER or (allowed and obj.zone == GRAVEYARD)
    if isinstance(obj, Target):
        return _either_ok(obj.select, obj.max == 1)
    if isinstance(obj, Ref):
        return _either_ok(obj.select, allowed)
    if isinstance(obj, Effect):
        one_pick = obj.verb in ("revive", "play_free") and obj.amount == 1 and not obj.param("up_to")  # (zones_f:
        # «разыграйте с любого кладбища карту … бесплатно» — one card of either graveyard)
        every = obj.verb == "shuffle_into_deck" and obj.param("graveyards") == "all"  # «всех кладбищ»: both, surely
        return (all(_either_ok(v, one_pick and k == "select") for k, v in obj.params)
                and _either_ok(obj.what, every)
                and all(_either_ok(getattr(obj, f), False) for f in ("amount", "condition"))
                and all(_either_ok(e, False) for e in (*obj.then, *obj.otherwise)))
    if isinstance(obj, (tuple, list)):
        return all(_either_ok(v, allowed) for v in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return all(_either_ok(getattr(obj, f.name), False) for f in dataclasses.fields(obj))
    return True


X_BELOW = Amount("x", value=-1)  # helper «leftovers_b»: placeholder of «стоимостью менее Х{м}» until «где Х — …» gives Х


class ZonesRevealPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_reveal» phrases."""

    # «effect: … | zr_effect» (an unaliased alternative) gives a tree named ``effect`` around the draft.
    def effect(self, children: list[Any]) -> Any:
        return children[0]

    def p_any_grave_yours(self, _: list[Any]) -> tuple[str, Any]:
        """«с любого кладбища под вашим контролем» (only a «Возродите» reads it: see NP.control_yours)."""
        return ("any_grave_yours", None)

    def ki_spell_protection(self, _: list[Any]) -> str:
        return "spell_protection"

    def zd_you(self, _: list[Any]) -> str:
        return YOU

    def zd_any(self, _: list[Any]) -> str:
        return ANY

    def e_zr_look_top_one(self, children: list[Any]) -> Any:
        """«Посмотрите верхнюю карту (вашей / любой) колоды»: the controller (alone) sees it; it is «её» next."""
        from .compiler_transform import NP, Draft

        side = next(c for c in children if c in (YOU, ANY))
        return Draft("look_deck_top", NP("ref", ref=Ref("player", side=side)))

    def zr_look_x(self, _: list[Any]) -> Amount:
        return Amount("x")

    def e_zr_look_top_back_x(self, _: list[Any]) -> Any:
        """«Посмотрите Х верхних карт вашей колоды; положите их обратно в любом порядке»."""
        from .compiler_transform import NP, Draft

        return Draft("look_top", NP("ref", ref=Ref("player", side=YOU)), Amount("x"),
                     params=(("n", 0), ("take", 0), ("rest", "top")))

    def e_zr_look_top_to_grave(self, children: list[Any]) -> Any:
        """«Посмотрите N верхних карт вашей колоды; можете положить любые из них на кладбище»: the player picks
        any number of them (or none) for the graveyard; the others stay on top in their order."""
        from .compiler_transform import NP, Draft, _the

        n = _the(children, int)
        return Draft("look_top", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("n", n), ("take", n), ("rest", "keep"), ("to", GRAVEYARD), ("up_to", True)))

    def e_zr_look_top_show_take(self, children: list[Any]) -> Any:
        """«Посмотрите N верхних карт вашей колоды, можете показать из них <карту> и положить её в руку, остальные —
        под низ / на верх колоды в любом порядке»: up to one matching card is shown to both and taken."""
        from .compiler_transform import NP, CompileError, Draft, _np_of, _the

        np = _np_of(children)
        if np is None or np.kind != "target" or np.max != 1 or np.select is None or np.select.side != ANY \
                or np.select.zone != "play":
            raise CompileError("show which card of them")
        rest = next(c for c in children if c in ("top", "bottom", "graveyard"))
        sel = dataclasses.replace(np.select, zone="deck")
        return Draft("look_top", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("n", _the(children, int)), ("take", 1), ("rest", rest), ("up_to", True),
                             ("select", sel), ("show", True)))

    def e_zr_shuffle_deck(self, _: list[Any]) -> Any:
        """«Перемешайте колоду» (your deck)."""
        from .compiler_transform import NP, Draft

        return Draft("shuffle_deck", NP("ref", ref=Ref("player", side=YOU)))

    def e_zr_shuffle_it_and(self, children: list[Any]) -> Any:
        """«Замешайте его и <карту …> в колоду»: two shuffles into the owners' decks, «его» first."""
        from .compiler_transform import NP, CompileError, Draft

        nps = [c for c in children if isinstance(c, NP)]
        if len(nps) != 1 or nps[0].kind != "target":
            raise CompileError("shuffle it and what")
        return Draft("sequence", group=[Draft("shuffle_into_deck", NP("it")), Draft("shuffle_into_deck", nps[0])])

    def cost_zr_shuffle_self(self, _: list[Any]) -> list[Cost]:
        """«замешайте <эту карту> в колоду» as a payment: this card goes into its owner's deck."""
        return [Cost("shuffle_self")]

    def cost_zr_shuffle_grave(self, children: list[Any]) -> list[Cost]:
        """«замешайте N карт с вашего кладбища в колоду» as a payment: N cards of your graveyard, picked by you."""
        from .compiler_transform import _ints

        return [Cost("shuffle_grave", _ints(children)[0])]

    def e_zr_player_hand_to_deck(self, children: list[Any]) -> Any:
        """«Противник замешивает карту из руки в колоду по его выбору»: he picks it from his hand."""
        from .compiler_transform import NP, CompileError, Draft

        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        return Draft("hand_to_deck", NP("ref", ref=Ref("player", side=OPPONENT)), 1,
                     params=(("select", Select(CARD, side=OPPONENT, zone=HAND)), ("position", "shuffle")))

    def e_zr_player_hand_grave_to_deck(self, children: list[Any]) -> Any:
        """«Каждый игрок замешивает карту из руки и карту из кладбища в колоду»: each picks one of each, his own."""
        from .compiler_transform import NP, Draft

        who = NP("ref", ref=Ref("player", side=children[0]))
        return Draft("sequence", group=[
            Draft("pick_to_deck", who, 1, params=(("zone", HAND), ("chooser", "owner"))),
            Draft("pick_to_deck", who, 1, params=(("zone", GRAVEYARD), ("chooser", "owner")))])

    def e_zr_reveal_hand_shuffle(self, children: list[Any]) -> Any:
        """«Противник показывает руку и замешивает в колоду карту на ваш выбор»: you pick the card (the hand is
        shown to both)."""
        from .compiler_transform import NP, CompileError, Draft

        if children[0] != OPPONENT:
            raise CompileError("reveal and shuffle: whose hand")
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[Draft("reveal_hand", who),
                                        Draft("pick_to_deck", who, 1, params=(("zone", HAND), ("chooser", YOU)))])

    def _reveal_take(self, children: list[Any], to: str) -> Any:
        """«Покажите N верхних карт колоды, <вызовите / положите в руку> из них <карты>, остальные положите <куда>»:
        all N are shown to both; «все / всех <карты>» takes every matching one, «(можете) <карту>» one (or none)."""
        from .compiler_transform import NP, CompileError, Draft, _np_of, _the

        np = _np_of(children)
        optional = "may" in children
        if np is None or np.select is None or np.kind not in ("all", "target") or np.select.zone != "play" \
                or np.select.side != ANY or (np.kind == "target" and (np.max != 1 or not optional and to == "play")):
            raise CompileError("take which of the shown cards")
        if np.kind == "all" and optional:
            raise CompileError("may take all")
        n = _the(children, int)
        rest = next(c for c in children if c in ("top", "bottom", "graveyard"))
        take: tuple[tuple[str, Any], ...] = (("take_all", True),) if np.kind == "all" else (("up_to", True),)
        return Draft("look_top", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("n", n), ("take", n if np.kind == "all" else 1), ("rest", rest), ("to", to),
                             ("select", dataclasses.replace(np.select, zone="deck")), ("reveal", True), *take))

    def e_zr_reveal_take_summon(self, children: list[Any]) -> Any:
        return self._reveal_take(children, "play")

    def e_zr_reveal_take_hand(self, children: list[Any]) -> Any:
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind != "target" or not np.implicit:
            raise CompileError("«все показанные таким образом <карты>»")
        return self._reveal_take([c if c is not np else dataclasses.replace(np, kind="all") for c in children],
                                 "hand")

    def e_zr_reveal_until_hand(self, children: list[Any]) -> Any:
        """«Показывайте по одной верхней карте вашей колоды, пока не покажете до N <класс>; возьмите показанных <класс>
        в руку, замешайте остальные карты в колоду»: one by one (shown to both) until N of the class are shown or the
        deck runs out."""
        from .compiler_normalise import class_of_token
        from .compiler_transform import NP, CompileError, Draft, _ints

        one, n = _ints(children)
        classes = [class_of_token(str(c)) for c in children if getattr(c, "type", "") == "CLASS"]
        if one != 1 or len(classes) != 2 or classes[0][0] != classes[1][0] or not (classes[0][1] and classes[1][1]):
            raise CompileError("reveal until: which cards")
        sel = Select(CREATURE, zone=DECK, classes=(classes[0][0],))
        return Draft("reveal_until", NP("ref", ref=Ref("player", side=YOU)), n,
                     params=(("select", sel), ("to", HAND), ("rest", "shuffle")))

    def e_zr_reveal_until_summon(self, children: list[Any]) -> Any:
        """«Показывайте карты с верха колоды, пока не покажете <класс>; вызовите его, положите остальные карты под
        низ колоды в случайном порядке»."""
        from .compiler_normalise import class_of_token
        from .compiler_transform import NP, CompileError, Draft

        classes = [class_of_token(str(c)) for c in children if getattr(c, "type", "") == "CLASS"]
        if len(classes) != 1 or classes[0][1]:
            raise CompileError("reveal until: which card")
        sel = Select(CREATURE, zone=DECK, classes=(classes[0][0],))
        return Draft("reveal_until", NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=(("select", sel), ("to", "play"), ("rest", "bottom_random")))

    def ev_zr_deck_to_graveyard(self, children: list[Any]) -> Any:
        """«Когда <эта карта> попадает из колоды на кладбище» (its zone reminder makes it work in the graveyard)."""
        from ..abilities import DECK_TO_GRAVEYARD, Trigger
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref is None or np.ref.kind != "this":
            raise CompileError("which card goes from the deck to the graveyard")
        self.self_subject = True
        return Trigger(DECK_TO_GRAVEYARD)

    def p_zr_other_name(self, _: list[Any]) -> tuple[str, Any]:
        """«с другим названием»: a card whose name differs from this card's (``Select.state`` "other_name")."""
        return ("state", "other_name")

    def e_zr_name_card(self, _: list[Any]) -> Any:
        """«Назовите карту»: the name is remembered on this card (Select.name NAMED: «с таким названием»)."""
        from .compiler_transform import NP, Draft

        return Draft("name_card", NP("ref", ref=THIS))

    def e_zr_name_and_reveal(self, children: list[Any]) -> Any:
        """«Назовите карту и покажите верхнюю карту вашей колоды»."""
        from .compiler_transform import NP, Draft

        return Draft("sequence", group=[self.e_zr_name_card(children),
                                        Draft("reveal_top", NP("ref", ref=Ref("player", side=YOU)), 1)])

    def e_zr_reveal_hand_discard_named(self, children: list[Any]) -> Any:
        """«Противник показывает руку и сбрасывает все карты с таким названием» (the name named before)."""
        from .compiler_transform import NP, CompileError, Draft

        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[Draft("reveal_hand", who), Draft("discard_matching", who, params=(
            ("select", Select(CARD, zone=HAND, name=NAMED)),))])

    def c_zr_shown_named(self, _: list[Any]) -> Condition:
        """«если вы показали названную карту»: the card just shown has the name named."""
        return Condition("revealed", select=Select(CARD, zone=DECK, name=NAMED))

    def c_zr_discarded(self, children: list[Any]) -> Condition:
        """«если противник сбросил <существо>»: one of the cards just discarded is one."""
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind != "target" or not np.implicit or np.select is None or np.select.side != ANY \
                or np.select.zone != "play":
            raise CompileError("discarded what")
        return Condition("it_any", select=dataclasses.replace(np.select, zone=GRAVEYARD))

    def e_zr_shuffle_play_and_graves(self, children: list[Any]) -> Any:
        """«Замешайте всех <класс> с поля боя и всех кладбищ в колоды владельцев»: every one in play and in both
        graveyards (``graveyards`` "all": «всех кладбищ» is both, unlike «любого кладбища»)."""
        from .compiler_normalise import class_of_token
        from .compiler_transform import NP, CompileError, Draft

        cls, plural = class_of_token(str(next(c for c in children if getattr(c, "type", "") == "CLASS")))
        if not plural:
            raise CompileError("shuffle whom")
        in_play = Select(CREATURE, classes=(cls,))
        in_graves = Select(CREATURE, side=EITHER, zone=GRAVEYARD, classes=(cls,))
        return Draft("sequence", group=[Draft("shuffle_into_deck", NP("all", in_play, plural=True)),
                                        Draft("shuffle_into_deck", NP("all", in_graves, plural=True),
                                              params=(("graveyards", "all"),))])

    def e_zr_shuffle_graves(self, _: list[Any]) -> Any:
        """«Замешайте все карты с кладбищ в колоды» (both graveyards, each card into its owner's deck)."""
        from .compiler_transform import NP, Draft

        return Draft("shuffle_into_deck", NP("all", Select(CARD, side=EITHER, zone=GRAVEYARD), plural=True),
                     params=(("graveyards", "all"),))

    def c_zr_weapon_in_grave(self, _: list[Any]) -> Condition:
        """«(Когда эта карта попадает на кладбище,) если на нём есть оружие»: a weapon in your graveyard (the one this
        card went to; the only use of the phrase in the pool)."""
        return Condition("count", select=Select(SUPPORT, side=YOU, zone=GRAVEYARD, card_type="weapon"))

    def e_zr_deck_top_owners_order(self, children: list[Any]) -> Any:
        """«Положите всех существ на верх колоды владельца в порядке, выбранном их владельцами»: each owner orders his
        own cards."""
        from .compiler_transform import CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != "play":
            raise CompileError("put which cards on top")
        return Draft("to_deck_top_ordered", np)

    def ev_zr_to_any_graveyard(self, children: list[Any]) -> Any:
        """«Когда <существо> попадает на любое кладбище» (either player's: a card goes to its owner's graveyard)."""
        from ..abilities import PUT_INTO_GRAVEYARD, Trigger
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None or np.select.side != ANY \
                or np.select.zone != "play":
            raise CompileError("which card goes to any graveyard")
        return Trigger(PUT_INTO_GRAVEYARD, subject=np.select)

    def e_zr_look_top_more_if(self, children: list[Any]) -> Any:
        """«Посмотрите N верхних карт колоды, положите K из них в руку; если <условие>, положите ещё M карт(у);
        остальные положите …»: ``more`` cards more when ``more_if`` holds (at resolution)."""
        from .compiler_transform import NP, CompileError, Draft, _ints, _the

        n = _the(children, int)
        take, more = _ints(children)
        cond = _the(children, Condition)
        rest = next(c for c in children if c in ("top", "bottom", "graveyard"))
        if take + more > n:
            raise CompileError("more taken than seen")
        return Draft("look_top", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("n", n), ("take", take), ("rest", rest), ("more", more), ("more_if", cond)))

    def e_zr_reveal_split(self, children: list[Any]) -> Any:
        """«Покажите 3 верхние карты колоды; положите одну из них в руку, другую на кладбище, оставшуюся добывает ваш
        герой»."""
        from .compiler_transform import NP, CompileError, Draft, _ints, _the

        n = _the(children, int)
        if n != 3 or _ints(children) != [1]:
            raise CompileError("split the shown cards")
        return Draft("reveal_split", NP("ref", ref=Ref("player", side=YOU)), params=(("n", 3),))
    # (methods of the helper «leftovers_b», which works in this family's extension points)

    def ad_lb_your_coins(self, _: list[Any]) -> Amount:
        """«где Х — количество ваших {м}»: all your coins (open, closed, temporary), as «за каждую {м} под вашим
        контролем» (``Amount("coins")``)."""
        return Amount("coins")

    def p_lb_cost_below_x(self, _: list[Any]) -> tuple[str, Any]:
        """«стоимостью менее Х{м}»: cost at most Х − 1 (Х set by «где Х — <количество>», see
        ``phrases_amounts.replace_x_in_selects``)."""
        return ("cost_max_amount", X_BELOW)

    def n_lb_terrain(self, _: list[Any]) -> tuple[str, Any]:
        """«местность»: a support card of type terrain."""
        return ("noun", (SUPPORT, False, (), "terrain"))

    def n_lb_terrain_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, True, (), "terrain"))

    def n_lb_quest(self, _: list[Any]) -> tuple[str, Any]:
        """«квест»: a card of type quest (an unsupported card type, but a card like any other for a search)."""
        return ("noun", (CARD, False, (), "quest"))

    def n_lb_event(self, _: list[Any]) -> tuple[str, Any]:
        """«событие»: a support card of type event."""
        return ("noun", (SUPPORT, False, (), "event"))

    def n_lb_event_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, True, (), "event"))

    def s_lb_cost_per_own_copy(self, children: list[Any]) -> list[Any]:
        """«Ваши местности стоят на 1{м} дешевле за каждого вашего Впечатлённого туриста»: a cost modifier of the
        cards in your hand, counted once per card of this name under your control (each copy's ability counts on
        its own, like every static ability)."""
        from .compiler_transform import StaticPart, _ints, _np_of

        sel = self._static_select(_np_of(children), "plural" in children)  # type: ignore[attr-defined]
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        per = Select(CARD, side=YOU, name=self.ctx.name)  # type: ignore[attr-defined]
        return [StaticPart("cost", select=dataclasses.replace(sel, zone=HAND), value=sign * _ints(children)[0],
                           per=per)]

    def _lb_counted(self, children: list[Any]) -> Select:
        from .compiler_transform import NP, CompileError

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.select is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit):
            raise CompileError("count of what")
        return np.select

    def c_lb_object_cost_le_count(self, children: list[Any]) -> Condition:
        """«…, если его стоимость {м} меньше или равна количеству <карт>»: checked when the instruction is executed,
        on the card it acts on (``ref`` SAME_CARD; engine/resolve.py passes that card)."""
        from .compiler_transform import SAME_CARD

        return Condition("lb_object_cost_le_count", ref=SAME_CARD, select=self._lb_counted(children))

    def c_lb_owner_grave_none(self, children: list[Any]) -> Condition:
        """«…, если на кладбище его владельца нет <карт>»: none in the graveyard of the owner of the card the
        instruction acts on, when it is executed."""
        from .compiler_transform import SAME_CARD, CompileError

        sel = self._lb_counted(children)
        if sel.zone != "play" or sel.side != ANY:
            raise CompileError("graveyard cards of what")
        return Condition("lb_owner_grave_none", ref=SAME_CARD, select=dataclasses.replace(sel, zone=GRAVEYARD))

    def c_lb_it_survived(self, _: list[Any]) -> Condition:
        """«если оно выжило» after an instruction that wounded one creature: it is still in play with life above 0
        (a creature at 0 life dies by a rules effect once the ability has resolved: it did not survive)."""
        return Condition("lb_it_survived")

    def lb_hand_spell(self, _: list[Any]) -> Select:
        return Select(SPELL, side=YOU, zone=HAND)

    def lb_hand_creature(self, _: list[Any]) -> Select:
        return Select(CREATURE, side=YOU, zone=HAND)

    def e_lb_discard_and_return_self(self, children: list[Any]) -> Any:
        """«сбросить заклинание и вернуть <эту карту> с кладбища в руку»: discard one such card of your hand (you pick);
        only then (``then``, «при этом») this card goes from the graveyard to the hand."""
        from .compiler_transform import NP, Draft

        sel = next(c for c in children if isinstance(c, Select))
        back = self._grave_to_hand(NP("ref", ref=THIS))  # type: ignore[attr-defined]
        draft = Draft("discard", NP("ref", ref=Ref("player", side=YOU)), 1,
                      params=(("chooser", "owner"), ("select", sel)))
        draft.then.append(back)
        return draft
