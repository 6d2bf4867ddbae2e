"""Transformer methods of the «amounts» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «amounts» section).
Computed numbers are ``Amount`` objects (kinds documented in the «amounts» section of ``abilities.py``); a «за
каждое …» phrase returns ``("per_each", Select | Amount)`` like the grammar's ``per_each``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    CARD,
    CARD_PLAYED,
    CREATURE,
    DISCARDED,
    DRAWN,
    GRAVEYARD,
    HAND,
    IT,
    OPPONENT,
    PERMANENT,
    THIS,
    WOUNDED,
    YOU,
    YOU_PLAYER,
    Amount,
    HistoryQuery,
    Ref,
    Select,
)


def _compile_error(msg: str) -> Exception:
    from berserk_heroes.cards.compiler_transform import CompileError

    return CompileError(msg)


def _nps(children: list[Any]) -> list[Any]:
    from berserk_heroes.cards.compiler_transform import NP

    return [c for c in children if isinstance(c, NP)]


THAT_PLAYER = "@that_player"  # internal: «этого игрока», the side of the graveyard counted just before


def _cards(children: list[Any], each: bool = False) -> None:
    """The noun phrase before a counting clause must be plain cards («карт», «каждую карту»)."""
    nps = _nps(children)
    np = nps[0] if len(nps) == 1 else None
    if np is None or np.select != Select(CARD) or np.kind != "all" or (each and np.plural is False):
        raise _compile_error("a count of cards")


def counted_select(np: Any) -> Select:
    """The cards a count is over: «каждое <np>», plural, or a bare noun («за каждые 2 существа …»)."""
    if np is None or np.select is None or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
        raise _compile_error("count of what")
    return np.select


def apply_per(draft: Any, per: Select | Amount) -> None:
    """«<инструкция> за каждое …»: the draft's number (or the strike/life bonus of «получает +N …») counts once
    per card / per unit of ``per``."""
    from berserk_heroes.cards.compiler_transform import PER_EACH_VERBS

    amount = per if isinstance(per, Amount) else Amount("count", select=per)
    if draft.verb == "modify" and draft.amount is None:
        draft.amount = amount
        return
    # replace_delay: «следующее заклинание противника стоит на 1{м} дороже за каждую единицу избыточного урона» — a
    # next-card cost change by a number fixed by this resolution (not a count that could differ when the card is played)
    fixed = draft.verb == "next_cost" and amount.kind in ("excess", "done")
    if not isinstance(draft.amount, int) or draft.verb not in (*PER_EACH_VERBS, "discard") and not fixed:
        raise _compile_error("«за каждое» on an instruction without a number")
    draft.amount = dataclasses.replace(amount, per=amount.per * draft.amount)


def _events_with_amount() -> frozenset[str]:
    """Events whose tuple carries a number of wounds or a strength (``event[3]``) that «Х» / «столько же» reads."""
    from berserk_heroes import abilities as A

    names = ("DEALS_WOUNDS", "WOUNDED", "STRIKE_WOUNDS", "STRIKES", "WOUNDED_BY_STRIKE", "WOUNDED_BY_ATTACK",
             "DEALS_WOUNDS_NOT_STRIKE", "MEDITATION_USED",
             "MEDITATION_COINS", "MEDITATION_WOUNDS", "EXTRA_LIFE_GAINED")  # the last three: family «triggers»
    return frozenset(getattr(A, n) for n in names if hasattr(A, n))


_EVENTS_WITH_AMOUNT = _events_with_amount()


def check_amount(fin: Any, draft: Any) -> None:
    """Finaliser check, called for each draft in order: «за каждую сброшенную / взятую карту» needs a trigger on
    discarding / drawing cards; «избыточный урон» needs a «Ранить» of this ability just before; «таким образом»
    needs an instruction before it."""
    amount = draft.amount
    previous = getattr(fin, "amounts_previous", None)
    fin.amounts_previous = draft.verb
    if not isinstance(amount, Amount):
        return
    sel = amount.select
    if amount.kind == "count" and sel is not None and sel.zone == GRAVEYARD:
        if sel.side == THAT_PLAYER:  # «на кладбище этого игрока»: the graveyard counted before
            side = getattr(fin, "amounts_grave_side", None)
            if side is None:
                raise _compile_error("«этого игрока» with no player named before")
            draft.amount = dataclasses.replace(amount, select=dataclasses.replace(sel, side=side))
        else:
            fin.amounts_grave_side = sel.side
    if amount.kind == "paid":
        trigger = fin.trigger
        if trigger is None or trigger.event != CARD_PLAYED:
            raise _compile_error("«{м}, потраченных на розыгрыш этой карты» without «Когда … разыгрываете …»")
    if amount.kind == "event_cards":
        trigger = fin.trigger
        if trigger is None or trigger.event not in (DISCARDED, DRAWN):
            raise _compile_error("«за каждую сброшенную карту» without a discard / draw trigger")
    if amount.kind == "event_amount":
        trigger = fin.trigger
        if trigger is None or trigger.event not in _EVENTS_WITH_AMOUNT:
            raise _compile_error("«столько же ран» / «за каждую полученную рану» without a wound trigger")
    if amount.kind == "excess" and previous not in ("wound", "fight"):  # «statics_b»: the excess of a fight too
        raise _compile_error("«избыточный урон» of what")
    if amount.kind == "done" and previous is None:
        raise _compile_error("«таким образом» with nothing before it")
    same_card = amount.ref is not None and amount.ref.kind == "same_card"  # «module»: «его стоимость» (its own card)
    # (heroes_b: after «покажите верхнюю карту», the card revealed: Рейвенкар, Потухший)
    if amount.kind == "cost" and not same_card and previous not in ("discard", "destroy", "return_to_hand", "hoard",
                                                                     "reveal_top"):
        raise _compile_error("«стоимость …» of which card")
    # «module»: the last known strike of the card destroyed; «statics»: the strike of the creature just chosen
    if amount.kind == "strike" and amount.ref == IT and previous not in ("destroy", "declare_target"):
        raise _compile_error("«сила удара этого …» of which card")
    if draft.verb == "mill" and dict(draft.params).get("owner_of") and previous != "return_to_hand":
        raise _compile_error("«этот игрок» of what")


def replace_x_in_selects(draft: Any, amount: Amount) -> bool:
    """«… стоимостью Х{м} или менее, где Х — <количество>»: put the amount into the selectors' cost bound (the draft's
    noun phrase and its Select params); True if there was an X there. Only counts are allowed (matched any time)."""
    from berserk_heroes.cards.compiler_transform import X_AMOUNT
    from berserk_heroes.cards.phrases_zones_reveal import X_BELOW

    def fix(sel: Any) -> Any:
        if isinstance(sel, Select) and sel.cost_max_amount in (X_AMOUNT, X_BELOW):
            if amount.kind != "count" or sel.cost_max is not None:
                raise _compile_error("«стоимостью Х» with an X that is not a count")
            if sel.cost_max_amount == X_BELOW:  # «стоимостью менее Х» (helper «leftovers_b»): at most Х − 1
                return dataclasses.replace(sel, cost_max_amount=Amount("sum", parts=(amount, Amount("fixed", value=-1))))
            return dataclasses.replace(sel, cost_max_amount=amount)
        return sel

    found = False
    if draft.np is not None and draft.np.select is not None:
        new = fix(draft.np.select)
        if new is not draft.np.select:
            draft.np, found = dataclasses.replace(draft.np, select=new), True
    params = tuple((k, fix(v)) for k, v in draft.params)
    if params != draft.params:
        draft.params, found = params, True
    return found


class AmountsPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «amounts» phrases."""

    # the grammar's hooks into existing rules (``effect``, ``amount_def``, ``per_each``, ``event``): pass through
    def e_amounts(self, children: list[Any]) -> Any:
        return children[0]

    def ad_amounts(self, children: list[Any]) -> Any:
        return children[0]

    def pe_amounts(self, children: list[Any]) -> Any:
        return children[0]

    def ev_amounts(self, children: list[Any]) -> Any:
        return children[0]

    # --- effects ----------------------------------------------------------------------------------------------

    def a_static_two(self, children: list[Any]) -> Any:
        """Two static sentences in one paragraph («Стоит на 1 дороже за каждую карту у вас в руке. Стоит на 1 дешевле
        за каждое ваше существо.»): one static ability with both parts."""
        return self.a_static([[*children[0], *children[1]]])  # type: ignore[attr-defined]

    def e_double_strike(self, children: list[Any]) -> Any:
        """«Удвойте силу удара <np> (до конца хода)»: +its current strike (Amount strike of the same card)."""
        from berserk_heroes.cards.compiler_transform import SAME_CARD, Draft, _duration, _np_of

        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target", "it", "demonstrative") or np.max != 1:
            raise _compile_error("double the strike of what")
        return Draft("modify", np, Amount("strike", ref=SAME_CARD),
                     params=(("strike", 1), ("life", 0), ("duration", _duration(children) or PERMANENT)))

    def e_double_wounds(self, _: list[Any]) -> Any:
        """«Удвойте количество ран на каждом существе (это считается ранением)»: wound each by its own wounds."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        return Draft("wound", NP("all", Select(CREATURE), plural=True), Amount("own_wounds"))

    def e_draw_to_opp_hand(self, _: list[Any]) -> Any:
        """«Берите карты, пока у вас в руке не будет столько же карт, сколько у противника»."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        return Draft("draw", NP("ref", ref=YOU_PLAYER), Amount("hand_gap"))

    def e_discard_to_your_hand(self, children: list[Any]) -> Any:
        """«Противник сбрасывает карты, пока у него не станет столько же карт, сколько и у вас»."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        if children[0] != OPPONENT:
            raise _compile_error("who discards down to your hand")
        return Draft("discard", NP("ref", ref=Ref("player", side=OPPONENT)), Amount("hand_gap"),
                     params=(("chooser", "owner"),))

    def e_discard_all(self, _: list[Any]) -> Any:
        """«Сбросьте все карты»: as many as are in your hand."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        return Draft("discard", NP("ref", ref=YOU_PLAYER), Amount("count", select=Select(CARD, side=YOU, zone=HAND)),
                     params=(("chooser", "owner"),))

    def e_each_opponent_discards(self, children: list[Any]) -> Any:
        """«Каждый противник сбрасывает N карт» (one opponent in a two-player game)."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        return Draft("discard", NP("ref", ref=Ref("player", side=OPPONENT)), children[-1], params=(("chooser", "owner"),))

    def e_mill_that_player(self, children: list[Any]) -> Any:
        """«этот игрок кладёт Х верхних карт своей колоды на кладбище» right after an instruction on a card: the player
        is that card's owner (a pronoun for the card named last)."""
        from berserk_heroes.cards.compiler_transform import NP, Draft, _amt

        return Draft("mill", NP("it"), _amt(children), params=(("owner_of", True),))

    def e_n_shots_strike(self, children: list[Any]) -> Any:
        """«N выстрелов, равных силе удара этой карты»: N shots, each its own target, each of this card's strike."""
        from berserk_heroes.abilities import CHARACTER
        from berserk_heroes.cards.compiler_transform import NP, Draft

        count = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        if not 1 < count <= 6:
            raise _compile_error("number of shots")
        return Draft("sequence", group=[Draft("shot", NP("target", Select(CHARACTER, side=OPPONENT)),
                                              Amount("strike", ref=THIS)) for _ in range(count)])

    def e_reveal_any_from_hand(self, children: list[Any]) -> Any:
        """«Покажите любое число <карт> из руки»: you pick any number of such cards of your hand and show them (the
        hand does not change); they are what a following «за каждое показанное …» counts."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        (np,) = _nps(children)
        sel = np.select if np.kind == "all" else None
        if sel is None or sel.zone != HAND or sel.side != YOU:
            raise _compile_error("«покажите любое число» of what")
        return Draft("reveal_from_hand", NP("ref", ref=YOU_PLAYER), params=(("select", sel),))

    def e_deal_same(self, children: list[Any]) -> Any:
        """«Когда <эта карта> наносит раны …, наносит столько же ран <np>»: this card wounds <np> by the wounds of the
        event (Amount event_amount; the trigger is checked by :func:`check_amount`)."""
        from berserk_heroes.cards.compiler_transform import Draft, _np_of

        if not self.self_subject:  # type: ignore[attr-defined]
            raise _compile_error("«наносит столько же ран» by which card")
        return Draft("wound", _np_of(children), Amount("event_amount"))

    def ev_wounded_by(self, children: list[Any]) -> Any:
        """«Когда <np> получает раны от <np>»: the other card of the event is the wounds' source."""
        from berserk_heroes.abilities import Trigger

        subject, source = _nps(children)
        return Trigger(WOUNDED, subject=self._subject(subject), other=self._other(source))  # type: ignore[attr-defined]

    def e_draw_cards_per(self, children: list[Any]) -> Any:
        """«Возьмите карты за каждое …»: a card per counted card."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        draft = Draft("draw", NP("ref", ref=YOU_PLAYER), 1)
        apply_per(draft, per)
        return draft

    def step_per_pre(self, children: list[Any]) -> list[Any]:
        """«за каждую сброшенную таким образом карту <инструкция>»."""
        from berserk_heroes.cards.compiler_transform import Draft

        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        drafts = [c for c in children if isinstance(c, Draft)]
        apply_per(drafts[0], per)
        return drafts

    # --- «где Х — …» --------------------------------------------------------------------------------------------

    def ad_drawn_this_turn(self, children: list[Any]) -> Amount:
        """«количество карт, которые вы взяли в этот ход»."""
        _cards(children)
        return Amount("history", history=HistoryQuery(DRAWN, subject=Select(CARD, side=YOU)))

    def ad_done_cards(self, children: list[Any]) -> Amount:
        """«количество карт, взятых таким образом»."""
        _cards(children)
        return Amount("done")

    def ad_cost_it(self, _: list[Any]) -> Amount:
        """«стоимость {м} сброшенной таким образом / уничтоженной карты», «стоимость этого существа»: the printed cost
        of the card(s) the previous instruction acted on (checked by :func:`check_amount`)."""
        return Amount("cost", ref=IT)

    # --- «за каждое …» ------------------------------------------------------------------------------------------

    def pe_discarded_this_turn(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждую карту, сброшенную вами (которую вы сбросили) в этом ходу»."""
        _cards(children, each=True)
        return ("per_each", Amount("history", history=HistoryQuery(DISCARDED, subject=Select(CARD, side=YOU))))

    def pe_done(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждую карту, взятую / сброшенную / замешанную таким образом»."""
        _cards(children, each=True)
        return ("per_each", Amount("done"))

    def pe_done_pre(self, _: list[Any]) -> tuple[str, Amount]:
        return ("per_each", Amount("done"))

    def pe_done_np(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждого дракона, показанного таким образом»: the cards of the previous instruction that fit."""
        (np,) = _nps(children)
        return ("per_each", Amount("done", select=counted_select(np)))

    def pe_might_reached(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждое ваше существо, на котором эффектов усиления больше или равно значению его Могущества» (state
        "might_reached": it has Могущество X and at least X усиления)."""
        (np,) = _nps(children)
        sel = counted_select(np)
        if sel.state is not None:
            raise _compile_error("two states")
        return ("per_each", Amount("count", select=dataclasses.replace(sel, state="might_reached")))

    def pe_done_kind(self, children: list[Any]) -> tuple[str, Amount]:
        noun = next(c for c in children if isinstance(c, tuple) and c[:1] == ("noun",))
        kind, _, classes = noun[1]
        if classes:
            raise _compile_error("«таким образом» of a class")
        if kind == CARD:  # «за каждую замешанную таким образом карту»: every card the instruction before moved
            return self.pe_done_pre(children)
        return ("per_each", Amount("done", select=Select(kind)))

    def pe_every_n(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждые N <карт>»: the count divided by N, rounded down."""
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        (np,) = _nps(children)
        if n < 2:
            raise _compile_error("«за каждые» N")
        return ("per_each", Amount("count", select=counted_select(np), div=n))

    def pe_union(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждое ваше Яйцо и каждого вашего дракона»: the two counts added up."""
        first, second = _nps(children)
        if first.kind != "all" or second.kind != "all":
            raise _compile_error("«за каждое X и каждое Y»")
        return ("per_each", Amount("sum", parts=(Amount("count", select=counted_select(first)),
                                                 Amount("count", select=counted_select(second)))))

    def pe_distinct_classes(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждый разный класс среди других существ» (every other creature in play, either side)."""
        return ("per_each", Amount("distinct_classes", select=Select(CREATURE, other=True)))

    def pe_distinct_names(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждые N карт с разным названием на кладбище» (your graveyard, FAQ #16)."""
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        if n < 2:
            raise _compile_error("«за каждые» N")
        return ("per_each", Amount("distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD), div=n))

    def pe_including_this(self, children: list[Any]) -> tuple[str, Select]:
        """«за каждую карту … на вашем кладбище (включая эту карту)» on a spell: a spell is in the graveyard while it
        resolves (engine/play.py), so the count includes it (when it fits the selector — Сбор крови, «каждую карту с
        жаждой», has Жажда 1 itself)."""
        from berserk_heroes.abilities import SPELL

        (np,) = _nps(children)
        sel = counted_select(np)
        card_type = self.ctx.card_type  # type: ignore[attr-defined]
        if card_type != "spell" or sel.zone != GRAVEYARD or sel.side != YOU or sel.kind not in (CARD, SPELL):
            raise _compile_error("«(включая эту карту)» where this card may not be counted")
        return ("per_each", sel)

    def ad_paid(self, _: list[Any]) -> Amount:
        """«количество {м}, потраченных на розыгрыш этой карты» after «Когда вы разыгрываете …»: the coins paid."""
        return Amount("paid")

    def pe_your_coins(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую {м} под вашим контролем»: all your coins, open and closed (temporary ones included)."""
        return ("per_each", Amount("coins"))

    def pe_that_players_grave(self, children: list[Any]) -> tuple[str, Amount]:
        """«… за каждое заклинание на кладбище этого игрока»: the graveyard of the player named by the «за каждое …»
        before it in the same ability (resolved by :func:`check_amount`)."""
        (np,) = _nps(children)
        sel = counted_select(np)
        if sel.zone != "play" or sel.side != "any":
            raise _compile_error("«на кладбище этого игрока» with another zone or side")
        return ("per_each", Amount("count", select=dataclasses.replace(sel, zone=GRAVEYARD, side=THAT_PLAYER)))

    def pe_event_wounds(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую полученную рану» after «Когда … получает раны …»."""
        return ("per_each", Amount("event_amount"))

    def pe_excess(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую единицу избыточного урона» (of the «Ранить» just before)."""
        return ("per_each", Amount("excess"))

    def pe_event_card(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую сброшенную / взятую карту» after «Каждый раз, когда вы сбрасываете / берёте карты»."""
        return ("per_each", Amount("event_cards"))

    def p_cost_max_x(self, _: list[Any]) -> tuple[str, Any]:
        """«стоимостью Х{м} или менее» (Х given by «где Х — …», see :func:`replace_x_in_selects`)."""
        from berserk_heroes.cards.compiler_transform import X_AMOUNT

        return ("cost_max_amount", X_AMOUNT)

    def p_cost_max_count(self, children: list[Any]) -> tuple[str, Any]:
        """«стоимостью {м} равной или меньшей, чем количество <карт>»."""
        (np,) = _nps(children)
        return ("cost_max_amount", Amount("count", select=counted_select(np)))

    def aj_multi_element(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "multi_element")

    # ---- «leftovers_a» (a later helper using the «amounts» extension points) ----

    def ev_lfa_strike_wounds_hero(self, _: list[Any]) -> Any:
        """«Когда наносит раны ударом по герою»: this card's strike put wounds on a hero (STRIKE_WOUNDS, like
        «Каждый раз, когда наносит Х ран ударом герою» of «combat_keywords»)."""
        from berserk_heroes.abilities import HERO, STRIKE_WOUNDS, Trigger

        return Trigger(STRIKE_WOUNDS, other=Select(HERO))

    def e_lfa_grave_to_hand(self, children: list[Any]) -> Any:
        """«Положите с кладбища в руку <карту>»: as «Верните <карту> с кладбища в руку» (your graveyard, FAQ #16;
        the card is picked on resolution)."""
        (np,) = _nps(children)
        if np.kind != "target" or np.select is None or np.select.zone != "play":
            raise _compile_error("«положите с кладбища в руку»: which card?")
        return self._grave_to_hand(np)  # type: ignore[attr-defined]

    def e_lfa_gain_closed_coins(self, children: list[Any]) -> Any:
        """«Получите N закрытую {м}»: verb ``gain_closed_coins`` (you gain N permanent coins, closed)."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        return Draft("gain_closed_coins", NP("ref", ref=Ref("player", side=YOU)), n)

    def oc_lfa_wound_hero(self, children: list[Any]) -> Any:
        """«Раньте вашего героя на N:» (a cost): ``Cost("wound_hero", N)`` — N wounds on your hero as payment."""
        from berserk_heroes.abilities import Cost

        return Cost("wound_hero", int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")))

    def k_defend_any_times(self, _: list[Any]) -> list[Any]:
        """«Может выступать защитником любое число раз за ход» (Мантелет): keyword ``defend_any_times``."""
        from berserk_heroes.cards.compiler_transform import KW

        return [KW("defend_any_times")]


__all__ = ["AmountsPhrases", "apply_per", "check_amount", "counted_select", "YOU"]

