"""Costs before the colon and the costs an instruction asks for («заплатите», «сбросьте», «закройте»)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    ABILITY_DISCOUNT,
    ANY,
    CARD,
    CARDS_UNTIL,
    CHARACTER,
    CLOSE,
    COIN_DIFFERENCE,
    COINS,
    CREATURE,
    EACH,
    GRAVEYARD,
    HAND,
    HOARDED,
    NAMED,
    PLAY,
    REVEAL_TOP,
    SHOWN_LIFE_VS_STRIKE,
    SHUFFLE_OWN,
    SPELL,
    STAY_OPEN,
    SUPPORT,
    THIS,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Ref,
    Select,
    StaticPart,
)
from berserk_heroes.abilities import (
    PLAY_FROM as A_PLAY_FROM,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import COST_EQ_X, X_AMOUNT, _ints, _np_of

COST_X = "cost_x"  # Select state: cost = the X declared for this activation (engine/declare.py, effects.cards_of)


def _rewrite_selects(obj: Any, fix: Any) -> Any:
    """``obj`` (an ability's part: dataclasses, tuples) with every Select in it replaced by ``fix(select)``."""
    if isinstance(obj, Select):
        return fix(obj)
    if isinstance(obj, tuple):
        return tuple(_rewrite_selects(o, fix) for o in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        changes = {f.name: _rewrite_selects(getattr(obj, f.name), fix) for f in dataclasses.fields(obj)}
        return dataclasses.replace(obj, **{k: v for k, v in changes.items() if v is not getattr(obj, k)})
    return obj


def declared_x_costs(ability: Ability) -> Ability:
    """«стоимостью Х{м}» in an activated ability whose payment declares an X («Х{м}, …:»): exactly that X (Select
    state ``cost_x``, checked where the X is known: declare.DeclareFrame for targets, effects.cards_of for «каждое …»)."""
    if not any(c.is_x for c in ability.costs) or "cost_eq_x" not in repr(ability):
        return ability

    def fix(sel: Select) -> Select:
        if sel.cost_max_amount != COST_EQ_X:
            return sel
        if sel.state is not None:
            raise CompileError("«стоимостью Х{м}» beside another state")
        return dataclasses.replace(sel, cost_max_amount=None, state=COST_X)

    return dataclasses.replace(ability, targets=_rewrite_selects(ability.targets, fix),
                               effects=_rewrite_selects(ability.effects, fix))


class CostsPhrases:
    """Transformer methods of the «costs» concept (mixed into ``transformer.ToAbilities``); grammar: ``costs.lark``."""

    ctx: Any

    def oc_wound_hero(self, children: list[Any]) -> Any:
        """«Раньте вашего героя на N:» (a cost): ``Cost("wound_hero", N)`` — N wounds on your hero as payment."""
        from berserk_heroes.abilities import Cost

        return Cost("wound_hero", int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")))

    def wound_own_cost(self, children: list[Any]) -> list[Cost]:
        """«ранить ваше существо на N» before the colon: Cost("wound_own", N) — the player picks one of his creatures
        (this one too) when paying; it takes N wounds from this card (§3.2, like «Жажда»)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.kind == "all" and np.select == Select(CHARACTER, side=YOU):  # «ранить всех ваших персонажей»
            return [Cost("wound_all_own", _ints(children)[-1])]
        if np.kind != "target" or np.select != Select(CREATURE, side=YOU) or np.max != 1:
            raise CompileError("wound what as a cost")
        return [Cost("wound_own", _ints(children)[-1])]

    def costs_close(self, children: list[Any]) -> list[Cost]:
        """«N{м}, закройте ваше существо / вашего <класса>:» — coins, then close one of your creatures (``close_own``;
        a class keeps only those of the class)."""
        coins = [c for part in children if isinstance(part, list) for c in part]
        np = _np_of(children)
        return [*coins, self.oc_close([np])]

    def oc_remove_x_extra_lives(self, _: list[Any]) -> Cost:
        """«Снимите Х дополнительных жизней с ваших персонажей:» — X of them, X (0 or more) chosen as it is declared."""
        return Cost("remove_extra_lives", 0, is_x=True)

    def costs_coins_x_lives(self, children: list[Any]) -> list[Cost]:
        """«N{м}, снимите Х дополнительных жизней с ваших персонажей:» — the coins, then X extra lives."""
        coins = [c for part in children if isinstance(part, list) for c in part]
        return [*coins, self.oc_remove_x_extra_lives([])]

    def oc_hoard_grave(self, children: list[Any]) -> Cost:
        """«Ваш герой добывает N карт с кладбища:» as a payment: N cards of your graveyard, picked by you, go under your
        hero (``hoard_grave``; engine/declare.py pick_pool and payment)."""
        return Cost("hoard_grave", _ints(children)[0])

    def oc_hoard_by_self(self, children: list[Any]) -> Cost:
        """«<эта карта> добывает <карту поддержки>:» as a payment: one card in play of the noun phrase, picked by the
        payer, goes under this card (``hoard_by_self``; engine/declare.py pick_pool and payment)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select is None \
                or np.select.zone != PLAY or np.chooser not in (None, YOU):
            raise CompileError("hoard what as a cost")
        return Cost("hoard_by_self", 1, select=np.select)

    def ad_paid_hoard_cost(self, _: list[Any]) -> Amount:
        """«где Х — стоимость {м} добытой карты» after the payment «<эта карта> добывает <карту>:»: the printed cost of
        the card hoarded to pay, the ability's X (checked by ``ToAbilities._ability``: only with that payment)."""
        self.paid_hoard_cost = True
        return Amount("x")

    def oc_remove_extra_lives(self, children: list[Any]) -> Cost:
        return Cost("remove_extra_lives", _ints(children)[0])

    def cost_discard_kind(self, children: list[Any]) -> list[Cost]:
        """Payment «Сбросьте существо / заклинание:»: one card of that kind from the payer's hand (``Cost("discard")``
        with ``select``; engine/declare.py pick_pool filters the hand by it)."""

        sel = next((c for c in children if isinstance(c, Select)), None)
        if sel is None:
            raise CompileError("discard what")
        return [Cost("discard", 1, select=sel)]

    def cost_shuffle_self(self, _: list[Any]) -> list[Cost]:
        """«замешайте <эту карту> в колоду» as a payment: this card goes into its owner's deck."""
        return [Cost("shuffle_self")]

    def cost_shuffle_grave(self, children: list[Any]) -> list[Cost]:
        """«замешайте N карт с вашего кладбища в колоду» as a payment: N cards of your graveyard, picked by you."""

        return [Cost("shuffle_grave", _ints(children)[0])]

    def costs(self, children: list[Any]) -> list[Cost]:
        out: list[Cost] = []
        for c in children:
            out.extend(c)
        return out

    def cost_coins(self, children: list[Any]) -> list[Cost]:
        return [Cost(COINS, _ints(children)[0])]

    def cost_x(self, _: list[Any]) -> list[Cost]:
        return [Cost(COINS, 0, is_x=True)]

    def cost_tap(self, _: list[Any]) -> list[Cost]:
        return [Cost(CLOSE)]

    def cost_stay_open(self, _: list[Any]) -> list[Cost]:
        return [Cost(STAY_OPEN)]

    def oc_lose_coins(self, children: list[Any]) -> Cost:
        return Cost("lose_coins", (_ints(children) or [1])[0])

    def oc_close(self, children: list[Any]) -> Cost:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS:
            return Cost(CLOSE)
        if np is not None and np.kind == "ref" and np.ref == Ref("hero", side=YOU):
            return Cost("close_hero")
        if np is not None and np.kind == "target" and np.select == Select(CREATURE, side=YOU):
            return Cost("close_own")
        if (np is not None and np.kind == "target" and np.min == np.max == 1 and np.select is not None
                and np.select == Select(CREATURE, side=YOU, classes=np.select.classes) and len(np.select.classes) == 1):
            # «Закройте вашу речную деву:» (Хозяйка кабаре), «вашего аккенийца:»
            return Cost("close_own", select=np.select)
        raise CompileError("close what as a cost")

    def oc_destroy(self, children: list[Any]) -> Cost:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS:
            return Cost("destroy_self")
        if np is not None and np.kind == "target" and np.select == Select(CREATURE, side=YOU):
            return Cost("destroy_own")
        if (np is not None and np.kind == "target" and np.min == np.max == 1 and np.select is not None
                and np.select == Select(CREATURE, side=YOU, classes=np.select.classes) and len(np.select.classes) == 1):
            return Cost("destroy_own", select=np.select)  # «Уничтожьте вашего тролля:» (as «Закройте …»)
        if np is not None and np.kind == "target" and np.min == np.max == 1 \
                and np.select == Select(CARD, side=YOU, other=True):  # «Уничтожьте другую вашу карту:» (Звонок мошенника)
            return Cost("destroy_own", select=np.select)
        if np is not None and np.kind == "target" and np.select == Select(SUPPORT):  # (Хельга)
            return Cost("destroy_support")
        raise CompileError("destroy what as a cost")

    def costs_discard_tap(self, children: list[Any]) -> list[Cost]:
        return [*children[0], Cost(CLOSE)]

    def l_ability_discount(self, children: list[Any]) -> tuple[str, list[Draft]]:
        """«эта способность стоит на N{м} меньше за каждый …»: a link that is no instruction — ``a_activated`` takes it
        out into the ability's meta ABILITY_DISCOUNT (the amount, times N)."""
        n = _ints(children)[0]
        _, per = next(c for c in children if isinstance(c, tuple) and c[0] == "per_each")
        if not isinstance(per, Amount) or per.per != 1:
            raise CompileError("«эта способность стоит меньше» by what")
        return "plain", [Draft(ABILITY_DISCOUNT, params=(("amount", dataclasses.replace(per, per=n)),))]

    def l_ability_discount_x(self, _: list[Any]) -> tuple[str, list[Draft]]:
        """«эта способность стоит на Х{м} меньше» (Х defined by the «где Х — …» of the chain, which replaces the Draft's
        amount): as ``l_ability_discount``, the amount taken out by ``a_activated``."""
        return "plain", [Draft(ABILITY_DISCOUNT, amount=X_AMOUNT)]

    def ad_strike_of_target(self, _: list[Any]) -> Amount:
        """«сила удара выбранного этой способностью существа»: the strike of the ability's first target (``a_activated``
        accepts it only in the ability's own discount, with one creature as its only target)."""
        return Amount("strike", ref=Ref("target", 0))

    def ad_coin_difference(self, _: list[Any]) -> Amount:
        """«разница между количеством ваших {м} и {м} противников»: ``coin_difference`` (your coins less his, all of them
        counted as «количество ваших {м}»; what it is when you have fewer is RulesConfig ``coin_difference``)."""
        return Amount(COIN_DIFFERENCE)

    def oc_shuffle_own(self, children: list[Any]) -> Cost:
        """«Замешайте вашу карту поддержки в колоду:» — one card of yours in play of the noun phrase, picked when paying,
        shuffled into its owner's deck (``shuffle_own``; the ability's Х is its printed cost)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select is None \
                or np.select.side != YOU or np.select.zone != PLAY or np.select.kind not in (CREATURE, SUPPORT):
            raise CompileError("shuffle what into the deck as a cost")
        return Cost(SHUFFLE_OWN, 1, select=np.select)

    def oc_reveal_top(self, _: list[Any]) -> Cost:
        """«Покажите верхнюю карту колоды:» — the top card of the payer's deck shown to both (``reveal_top``)."""
        return Cost(REVEAL_TOP)

    def c_shown_life_vs_strike(self, children: list[Any]) -> Condition:
        """«у показанной карты значение жизней больше / меньше значения удара»: ``shown_life_vs_strike`` (the card the
        ability's payment showed; ``ToAbilities._ability`` refuses it without that payment)."""
        self.shown_compared = True
        return Condition(SHOWN_LIFE_VS_STRIKE, op=next(c for c in children if c in (">", "<")))

    def cmp_more(self, _: list[Any]) -> str:
        return ">"

    def cmp_less(self, _: list[Any]) -> str:
        return "<"

    def cost_discard(self, _: list[Any]) -> list[Cost]:
        return [Cost("discard", 1)]

    def cost_discard_n(self, children: list[Any]) -> list[Cost]:
        return [Cost("discard", _ints(children)[0])]

    def cost_discard_x(self, _: list[Any]) -> list[Cost]:
        return [Cost("discard", 0, is_x=True)]

    def cd_cheaper(self, _: list[Any]) -> int:
        return -1

    def cd_dearer(self, _: list[Any]) -> int:
        return 1

    def have_pl(self, _: list[Any]) -> str:
        return "plural"

    def have_sg(self, _: list[Any]) -> str:
        return "singular"

    def ad_greatest_cost(self, children: list[Any]) -> Amount:
        """«наибольшая стоимость {м} среди <карт>»: the greatest printed cost among the cards the noun phrase names (0 if
        there are none; Amount ``greatest_cost``)."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit):
            raise CompileError("the greatest cost among what")
        return Amount("greatest_cost", select=np.select)

    def s_cost_surcharge(self, children: list[Any]) -> list[StaticPart]:
        """«Если <карта противника> должна стоить дороже, она стоит дополнительно на N{м} дороже»: ``cost`` with what
        ``surcharge`` — the cards of the noun phrase whose other modifiers make them cost more than printed cost N more
        (only the dearer direction is read: «дешевле … дешевле» is refused)."""
        np = _np_of(children)
        directions = [c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1)]
        if directions != [1, 1]:
            raise CompileError("«должна стоить дешевле»: only the dearer surcharge is read")
        if np is None or np.kind != "target" or not np.implicit or np.select is None or np.max != 1:
            raise CompileError("«если <карта> должна стоить …» of what")
        select = dataclasses.replace(np.select, zone="hand")
        return [StaticPart("cost", select=select, value=_ints(children)[-1], what="surcharge")]

    def next_np_equipment(self, _: list[Any]) -> tuple[str, NP]:
        """«следующая экипировка»: the next weapon, armour or amulet (a support card of Select state ``equipment``)."""
        return "next", NP("target", select=Select(SUPPORT, state="equipment"), implicit=True)

    def s_coin_worth(self, children: list[Any]) -> list[StaticPart]:
        """«(Пока …,) каждая ваша {м} при оплате <существ> считается как N{м}»: ``coin_worth`` — when its controller pays
        for playing a card of the noun phrase (from his hand or elsewhere), each of his coins pays N
        (engine/cost_modifiers.coins_to_pay)."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or np.select.side != "any":
            raise CompileError("«при оплате <карт>» of what")
        worth = _ints(children)[-1]
        if worth < 2:
            raise CompileError("a coin worth less than 2")
        cond = next((c for c in children if isinstance(c, Condition)), None)
        select = dataclasses.replace(np.select, side=YOU, zone="hand")
        return [StaticPart("coin_worth", select=select, value=worth, condition=cond)]

    def s_play_or_ambush_hoarded_by(self, children: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать добытые вашими персонажами карты заклинаний или применять их Засады»: ``play_hoarded_by``
        and, for the same cards, ``ambush_from_zone`` (what ``hoarded_by``): their Засада works as from the hand."""
        parts = self.s_play_hoarded_by(children)
        assert parts[0].select is not None
        # (the cards hoarded under the characters of the player asking: side YOU of the holders, selectors.candidates)
        mine = dataclasses.replace(parts[0].select, side=YOU)
        # (the kind statics.AMBUSH_FROM_ZONE, written out: statics imports abilities, which imports this module)
        return [*parts, StaticPart("ambush_from_zone", what="hoarded_by", select=mine)]

    def s_play_hoarded_by(self, children: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать добытые вашими персонажами карты»: ``play_hoarded_by`` — its controller may play the
        cards of the noun phrase (hoarded under his characters) as from his hand, at their usual cost."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or not (np.implicit or np.bare_plural) \
                or np.select.zone != HOARDED or np.select.side != YOU:
            raise CompileError("«вы можете разыгрывать <карты>» of which cards")
        # the holders are always its controller's characters (engine/zones.hoard_permission): the select keeps the rest
        return [StaticPart("play_hoarded_by", select=dataclasses.replace(np.select, side="any"))]

    def costs_return_own(self, children: list[Any]) -> list[Cost]:
        """«N{м}, положите ваше существо в руку:» — coins, then one of your creatures, picked when paying, goes back to
        its owner's hand (``return_own``; a class would keep only those of the class)."""
        coins = [c for part in children if isinstance(part, list) for c in part]
        np = _np_of(children)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select != Select(CREATURE, side=YOU):
            raise CompileError("put what into the hand as a cost")
        return [*coins, Cost("return_own")]

    def costs_reveal_shuffle_hand(self, children: list[Any]) -> list[Cost]:
        """«N{м}, покажите <заклинание> из руки, замешайте его в колоду:» — coins, then one card of that kind from the
        payer's hand, picked when paying, shown to both and shuffled into his deck (``reveal_and_shuffle_hand``; the
        ability's Х is its printed cost)."""
        coins = [c for part in children if isinstance(part, list) for c in part]
        np = _np_of(children)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select is None \
                or np.select.side not in (ANY, YOU) or np.select.zone not in (HAND, PLAY) or np.select.kind not in (CARD, CREATURE, SPELL):
            raise CompileError("show what from the hand as a cost")
        return [*coins, Cost("reveal_and_shuffle_hand", 1, select=dataclasses.replace(np.select, zone=HAND, side=YOU))]

    def ad_shuffled_cost(self, _: list[Any]) -> Amount:
        """«где Х — стоимость {м} замешанной карты»: the printed cost of the card the payment shuffled into the deck, the
        ability's X (checked by ``ToAbilities._ability``: only with that payment)."""
        self.shuffled_cost = True
        return Amount("x")

    def e_named_cards_cost(self, children: list[Any]) -> Draft:
        """«Карты с таким названием стоят на N{м} дороже / дешевле до <срока>»: ``change_cost`` of cards until a time
        for every player, of the cards with the name the «Назовите карту» before named (Select name NAMED)."""
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        duration = next(c for c in children if type(c) is str and c not in ("singular", "plural"))
        return Draft("change_cost", NP("ref", ref=Ref("player", side=EACH)), sign * _ints(children)[0],
                     params=(("applies_to", CARDS_UNTIL), ("select", Select(CARD, zone=HAND, name=NAMED)),
                             ("duration", duration)))

    def e_reveal_name_cost(self, children: list[Any]) -> Draft:
        """«<игрок> показывает руку; назовите карту; карты с таким названием стоят на N{м} дороже до <срока>»: the three
        instructions as one ``sequence`` (so that a «при этом» before it covers them all)."""
        reveal: Draft = self.e_reveal_hand(children[:1])  # type: ignore[attr-defined]
        name: Draft = self.e_name_card([])  # type: ignore[attr-defined]
        return Draft("sequence", group=[reveal, name, self.e_named_cards_cost(children[1:])])

    def ah_your_hero(self, _: list[Any]) -> Ref:
        return Ref("hero", side=YOU)

    def e_apply_ability_free(self, children: list[Any]) -> Draft:
        """«примените особенность <карты> [стоимостью N{м} или менее] без оплаты»: ``apply_ability`` (you) with params
        ``holder`` — the card whose activated ability is applied — and ``cost_max`` / ``cost_min``, the bounds of that
        ability's coins (``p_cost`` pairs)."""
        holder = next(c for c in children if isinstance(c, Ref))
        bounds = tuple(c for c in children if isinstance(c, tuple) and c[0] in ("cost_max", "cost_min"))
        if any(isinstance(c, tuple) and c not in bounds for c in children):
            raise CompileError("«примените особенность … стоимостью …»: only «N{м} или менее / или более»")
        return Draft("apply_ability", NP("ref", ref=Ref("player", side=YOU)), params=(("holder", holder), *bounds))

    def costs_hero_wounds_self_x(self, children: list[Any]) -> list[Cost]:
        """«Х{м}, раньтесь на Х(, сбросьте карту)( {Т}):» of a hero: the coins, X wounds on the hero (``wound_hero`` of
        the X declared), the other payments in printed order."""
        if self.ctx.card_type != "hero":
            raise CompileError("«раньтесь на Х» as a payment of a card other than a hero")
        paid = [c for part in children if isinstance(part, list) for c in part]
        before = [c for c in paid if c.kind != "discard"]  # (the coins before the wounds; a discard comes after)
        if not any(c.is_x for c in before):
            raise CompileError("«раньтесь на Х» without an X to pay")
        tap = [Cost(CLOSE)] if any(isinstance(c, Token) and c.type == "TAP" for c in children) else []
        return [*before, Cost("wound_hero", 0, is_x=True), *(c for c in paid if c.kind == "discard"), *tap]

    def wound_own_x_cost(self, children: list[Any]) -> list[Cost]:
        """«ранить вашего героя на Х» before the colon: X wounds on your hero (``wound_hero`` of the X declared)."""
        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != Ref("hero", side=YOU):
            raise CompileError("wound what by X as a cost")
        return [Cost("wound_hero", 0, is_x=True)]

    def c_paid_discard_fits(self, children: list[Any]) -> Condition:
        """«если было сброшено <заклинание>»: the card discarded to pay for this activation fits the noun phrase
        (``paid_discard_fits``, engine/selectors.py; checked by ``keywords.paid_x_abilities``: only with that payment)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.side != ANY or np.select.zone != PLAY:
            raise CompileError("«если было сброшено» what")
        return Condition("paid_discard_fits", select=dataclasses.replace(np.select, zone=GRAVEYARD))

    def costs_wound_close_x_own(self, children: list[Any]) -> list[Cost]:
        """«Раньте Х ваших существ на N, закройте их {Т}:» — X open creatures of yours (picked when paying) take N wounds
        each from this card and close (``wound_close_own``, X declared), then this card closes."""
        return [Cost("wound_close_own", _ints(children)[-1], is_x=True), Cost(CLOSE)]

    def e_play_free_with_thirst(self, children: list[Any]) -> Draft:
        """«Разыграйте <существо из руки> бесплатно, оно имеет жажду Х»: ``play_from`` of a card of your hand (a bare
        «существо» is one of your hand: where cards are played from), paid nothing but its «Жажда Х» (params thirst, the
        X declared)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.min != 1 or np.max != 1 \
                or np.select.kind != CREATURE or np.select.side != ANY or np.select.zone != PLAY:
            raise CompileError("play what for free with Жажда")
        select = dataclasses.replace(np.select, side=YOU, zone=HAND)
        return Draft(A_PLAY_FROM, NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=(("select", select), ("thirst", Amount("x"))))

    def oc_each_draws(self, children: list[Any]) -> Cost:
        """«Каждый игрок берёт (N) карт(у):» as a payment: each player draws N cards, the payer first (``each_draws``)."""
        if children[0] != EACH:  # (the words of the instruction «<игрок> берёт N карт», so that the parser need not
            raise CompileError("who draws as a payment")  # decide early which one it reads)
        return Cost("each_draws", next(c for c in children[1:] if isinstance(c, int)))
