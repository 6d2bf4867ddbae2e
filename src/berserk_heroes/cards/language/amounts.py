"""Amounts: numbers, X, «за каждый …», counts and values read from cards and events."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    CARD,
    CARD_PLAYED,
    COST_SUM,
    CREATURE,
    DESTROYED_BY_THIS,
    DISCARDED,
    DRAWN,
    GRAVEYARD,
    HEALED,
    IT,
    LAST_OWN_TURN,
    LAST_WOUNDS_RECEIVED,
    OPPONENT_PLAYER,
    SUM_AMOUNTS,
    THIS,
    YOU,
    Amount,
    HistoryQuery,
    Select,
    StaticPart,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    CHOSEN_CARD,
    DESTROYED_CARDS,
    DESTROYED_OPPONENTS,
    DISTINCT_NAMES_MARK,
    SAME_CARD,
    SAME_NAME,
    THAT_PLAYER,
    THIS_CREATURE,
    X_AMOUNT,
    _compile_error,
    _ints,
    _np_of,
    _nps,
    counted_select,
)


def per_each_distinct_name(select: Select) -> tuple[str, Any] | None:
    """«за каждую карту с разным названием на кладбище» (Родриго): the number of different names among the cards of your
    graveyard (FAQ #16: «на кладбище» is yours) — ``Amount("distinct_names")`` as «за каждые N карт …» with N = 1. None
    for any other «за каждое …» (called by ``ToAbilities.per_each``)."""
    if select.state != DISTINCT_NAMES_MARK:
        return None
    if select.kind != CARD or select.classes or select.elements or select.other:
        raise CompileError("«с разным названием» of what")
    return ("per_each", Amount("distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD)))


def _cards(children: list[Any], each: bool = False) -> None:
    """The noun phrase before a counting clause must be plain cards («карт», «каждую карту»)."""
    nps = _nps(children)
    np = nps[0] if len(nps) == 1 else None
    if np is None or np.select != Select(CARD) or np.kind != "all" or (each and np.plural is False):
        raise _compile_error("a count of cards")



# «за <карты>, <clause>» (``amounts.lark`` counted_clause): the clause's token → the method that builds the count
COUNTED_CLAUSES: dict[str, str] = {
    ",_сброшенную_вами_в_этом_ходу": "pe_discarded_this_turn",
    ",_которую_вы_сбросили_в_этом_ходу": "pe_discarded_this_turn",
    ",_взятую_таким_образом": "pe_done",
    ",_сброшенную_таким_образом": "pe_done",
    ",_замешанную_таким_образом": "pe_done",
    ",_показанного_таким_образом": "pe_done_np",
    ",_на_котором_эффектов_усиления_больше_или_равно_значению_его_могущества": "pe_might_reached",
    # cards of that name played this turn (Феникс: «Стоит на 1{м} дешевле за каждую карту с таким же названием, …»)
    ",_разыгранную_в_этот_ход": "st_pe_played_this_turn",
    "(_включая_эту_карту_)": "pe_including_this",
    ",_взятые_в_этот_ход": "pe_drawn_this_turn",  # no player named: the cards either player drew this turn
}

# «где Х — <aggregate> <measure> <cards> (<note>)» (``amounts.lark`` ad_measure): the words → the method that builds the
# Amount (each checks the cards it may measure)
MEASURES: dict[tuple[str, str, str], str] = {
    ("", "сила удар", ""): "ad_strike",
    ("", "удар", ""): "ad_strike",
    # the strikes of the cards named, summed (Скальвит)
    ("сумма", "удар", ""): "ad_strike_sum",
    ("половина", "сила удар", "( округленный вниз )"): "ad_half_strike",
    # this card's current life
    ("", "текущий жизнь", ""): "ad_life",
    # the life this card has left (Илиарт Керсам, in a quoted «Когда получает раны, …»)
    ("количество", "текущий жизнь", ""): "ad_hero_current_life",
    ("количество", "рана на", ""): "ad_wounds_on",
    ("количество", "эффект усиление на", ""): "ad_boosts",
    # the {яйцо} on the Яйца named, summed (Дион: «количество {яйцо} на вашем Яйце»)
    ("количество", "{яйцо} на", ""): "ad_eggs_on",
    ("сумма", "значение медитация", ""): "ad_meditation_sum",
    # this card's last known strike (a «Гибель:» only)
    ("", "сила удар", "( до тот , как оно погибнуть+past )"): "ad_strike_before_death",
}

# Amount kinds a static ability counts whenever it is read (continuous.static_amount)
STATIC_PER_AMOUNTS = frozenset({"count", "distinct_names", "coins", "own_closed_coins", COST_SUM})


def declare_where_chosen(drafts: list[Draft], chosen: NP, after_where: list[Draft]) -> list[Draft]:
    """«Ранить персонажа на Х, где Х — текущие жизни <другого вашего существа>, при этом уничтожьте его»: the card the
    «где Х» measures is chosen first — a «Выберите …» opening the instructions, so CHOSEN_CARD (the amount's ref) is
    it — and a pronoun in the links after the «где» names it (the card named last)."""
    for d in after_where:
        for part in (d, *d.then, *d.otherwise):
            if part.np is not None and part.np.kind == "it":
                part.np = NP("ref", ref=CHOSEN_CARD)
    return [Draft("declare_target", chosen), *drafts]


class AmountsPhrases:
    """Transformer methods of the «amounts» concept (mixed into ``transformer.ToAbilities``); grammar: ``amounts.lark``."""

    where_chosen: NP | None = None  # the card a «где Х — <мера> <одной карты>» measures (declare_where_chosen)

    ctx: Any
    this_demonstrative: Any
    before_death: Any
    demonstrative_ref: Any
    _static_parts: Any

    def ad_amounts(self, children: list[Any]) -> Any:
        return children[0]

    def pe_amounts(self, children: list[Any]) -> Any:
        return children[0]

    def ad_drawn_this_turn(self, children: list[Any]) -> Amount:
        """«количество карт, которые вы взяли в этот ход»."""
        _cards(children)
        return Amount("history", history=HistoryQuery(DRAWN, subject=Select(CARD, side=YOU)))

    def ad_done_cards(self, children: list[Any]) -> Amount:
        """«количество карт, взятых таким образом»."""
        _cards(children)
        return Amount("done")

    def ad_done_discarded(self, _: list[Any]) -> Amount:
        """«количество сброшенных таким образом карт»: every card the discard just before was done to (both players'
        when each player discarded; rules option ``discarded_this_way``, docs/engine.md)."""
        return Amount("done", select=None)

    def ad_done_shuffled(self, _: list[Any]) -> Amount:
        """«количество замешанных таким образом карт»: every card the shuffle into a deck just before was done to."""
        return Amount("done", select=None)

    def ad_cost_it(self, _: list[Any]) -> Amount:
        """«стоимость {м} сброшенной таким образом / уничтоженной карты», «стоимость этого существа»: the printed cost
        of the card(s) the previous instruction acted on (checked by :func:`check_amount`)."""
        return Amount("cost", ref=IT)

    def ad_ambush_cost_it(self, _: list[Any]) -> Amount:
        """«стоимость Засады уничтоженного существа»: the price of the «Засада N» printed on the card(s) the previous
        instruction destroyed (0 for a card without one; checked by :func:`check_amount`, as «стоимость» is)."""
        return Amount("ambush_cost", ref=IT)

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

    def pe_every_n_clause(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждые N <карт>, <о них>» (Дум: «за каждые три карты, взятые в этот ход»): the count the clause names
        (:data:`COUNTED_CLAUSES`), divided by N, rounded down."""
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        if n < 2:
            raise _compile_error("«за каждые» N")
        (np,) = _nps(children)
        counted = NP("all", select=counted_select(np), plural=True)  # «N карт»: every card of the kind, counted
        clause = next(c for c in children if isinstance(c, tuple) and c[:1] == ("clause",))
        tag, amount = self.pe_clause([counted, clause])
        if amount.div != 1 or amount.per != 1:
            raise _compile_error("«за каждые N» of a divided count")
        return tag, dataclasses.replace(amount, div=n)

    def pe_drawn_this_turn(self, children: list[Any]) -> tuple[str, Amount]:
        """«(за каждые N) карты, взятые в этот ход» (no player named: the cards either player drew this turn)."""
        _cards(children, each=True)
        return ("per_each", Amount("history", history=HistoryQuery(DRAWN, subject=Select(CARD))))

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
        card_type = self.ctx.card_type
        if card_type != "spell" or sel.zone != GRAVEYARD or sel.side != YOU or sel.kind not in (CARD, SPELL):
            raise _compile_error("«(включая эту карту)» where this card may not be counted")
        return ("per_each", sel)

    def ad_paid(self, _: list[Any]) -> Amount:
        """«количество {м}, потраченных на розыгрыш этой карты» after «Когда вы разыгрываете …»: the coins paid."""
        return Amount("paid")

    def ad_event_amount(self, _: list[Any]) -> Amount:
        """«величина сработавшей регенерации»: the number of the triggering event (checked by ``check_amount``)."""
        return Amount("event_amount")

    def ad_paid_for_activation(self, _: list[Any]) -> Amount:
        """«количество потраченных таким образом {м}»: the coins paid to activate this ability (PAID_FOR_ABILITY)."""
        return Amount(A.PAID_FOR_ABILITY)

    def ad_spent_on_action(self, _: list[Any]) -> Amount:
        """«количество потраченных {м} на это действие» after «Когда … действует»: the coins spent on the action (the
        ACTS_EVENT's amount: a {Т} ability's coins; an attack or a defence spends none)."""
        return Amount("spent_on_action")

    def pe_your_coins(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую {м} под вашим контролем»: all your coins, open and closed (temporary ones included)."""
        return ("per_each", Amount("coins"))

    def pe_every_n_your_coins(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждые ваши N{м}»: all your coins (as :meth:`pe_your_coins`), divided by N, rounded down."""
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        if n < 2:
            raise _compile_error("«за каждые» N")
        return ("per_each", Amount("coins", div=n))

    def pe_chosen_by_thirst(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждого персонажа, выбранного его жаждой»: the different characters this card's Жажда chose as it was
        played (``thirst_chosen``)."""
        return ("per_each", Amount(A.THIRST_CHOSEN))

    def step_owners_gain_per_done(self, children: list[Any]) -> list[Draft]:
        """«за каждую уничтоженную таким образом карту её владелец получает N{м}»: each owner of the cards the
        instruction before acted on gains N coins per card of his (``gain_coins`` params ``owners_of_done``)."""
        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        if per != Amount("done"):
            raise _compile_error("«её владелец получает» per what")
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        return [Draft("gain_coins", None, n, params=(("duration", A.PERMANENT), (A.OWNERS_OF_DONE, True)))]

    def pe_done_opponents(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую уничтоженную карту противника»: of the cards the instruction before acted on (destroyed), those
        of the opponent (owned by him: they are in his graveyard now)."""
        return ("per_each", DESTROYED_OPPONENTS)

    def pe_that_players_grave(self, children: list[Any]) -> tuple[str, Amount]:
        """«… за каждое заклинание на кладбище этого игрока»: the graveyard of the player named by the «за каждое …»
        before it in the same ability (resolved by :func:`check_amount`)."""
        (np,) = _nps(children)
        sel = counted_select(np)
        if sel.zone != "play" or sel.side != "any":
            raise _compile_error("«на кладбище этого игрока» with another zone or side")
        return ("per_each", Amount("count", select=dataclasses.replace(sel, zone=GRAVEYARD, side=THAT_PLAYER)))

    def pe_own_grave(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждое заклинание на кладбище»: the cards of that kind in your graveyard (a graveyard named without its
        owner is yours, FAQ #16)."""
        (np,) = _nps(children)
        sel = counted_select(np)
        if sel.zone != "play" or sel.side != "any":
            raise _compile_error("«на кладбище» with another zone or side")
        return ("per_each", Amount("count", select=dataclasses.replace(sel, zone=GRAVEYARD, side=YOU)))

    def pe_opponents_coins(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую {м} ваших противников»: the coins of the opponent, open and closed, temporary included (the
        ``coins`` amount of the other player: ref OPPONENT_PLAYER)."""
        return ("per_each", Amount("coins", ref=OPPONENT_PLAYER))

    def pe_event_wounds(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую полученную рану» after «Когда … получает раны …»."""
        return ("per_each", Amount("event_amount"))

    def pe_excess(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую единицу избыточного урона» (of the «Ранить» just before)."""
        return ("per_each", Amount("excess"))

    def pe_event_card(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую сброшенную / взятую карту» after «Каждый раз, когда вы сбрасываете / берёте карты»."""
        return ("per_each", Amount("event_cards"))

    def ad_destroyed_strike_life_min(self, _: list[Any]) -> Amount:
        """«меньшее из значений удара или жизней уничтоженного существа»."""
        return Amount("destroyed_strike_life_min", ref=DESTROYED_CARDS)

    def ad_meditation_sum(self, children: list[Any]) -> Amount:
        """«сумма значений медитации <ваших существ>»: the Медитация values of the cards added up."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind != "all":
            raise CompileError("sum of the Медитация of what")
        return Amount("meditation_sum", select=np.select)

    def ad_hero_current_life(self, children: list[Any]) -> Amount:
        """«количество текущих жизней этого существа»: the life this card has left now (``Amount("current_life_of", ref=THIS)``;
        0 once it has left play). «этого существа» must be this card: only in an ability whose trigger names no other
        card (checked in :meth:`search_event_cost_effects`)."""
        np = _np_of(children)
        if np is None or not ((np.kind == "ref" and np.ref == THIS) or (np.kind == "demonstrative" and np.select is None)):
            raise CompileError("current life of what")
        if np.kind == "demonstrative":
            self.this_demonstrative = True
        return Amount("current_life_of", ref=THIS)

    def ad_strike_sum(self, children: list[Any]) -> Amount:
        """«где Х – сумма ударов всех ваших существ»: the strikes of the cards named, added up (``strike_sum``)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise CompileError("sum of the strikes of what")
        return Amount("strike_sum", select=np.select)

    def pe_self_in_grave(self, _: list[Any]) -> tuple[str, Select]:
        """«за каждый <эту карту> на кладбище (включая эту карту)»: cards with this card's name in your graveyard
        (FAQ #16) — a card that has just left play for the graveyard is counted («Когда покидает игру»)."""
        return ("per_each", Select(CARD, side=YOU, zone=GRAVEYARD, name=self.ctx.name))

    def pe_lives_removed(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждые K снятые дополнительные жизни»: the lives the instruction before removed, divided by K (the
        handler leaves one entry per life in ``done``)."""
        return ("per_each", Amount("done", div=_ints(children)[0]))

    def ad_strike_chosen(self, _: list[Any]) -> Amount:
        """«сила удара выбранного существа»: bound by the finaliser to the card of the opening «Выберите …»."""
        return Amount("strike", ref=CHOSEN_CARD)

    def md_its_cost(self, _: list[Any]) -> Amount:
        """«где Х - его стоимость»: the cost of the card the instruction acts on (``SAME_CARD``, replaced by that
        card's reference when the instruction is finished). A combined card costs the sum of its parts."""
        return Amount("cost", ref=SAME_CARD)

    def st_pe_played_this_turn(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждую карту с таким же названием, разыгранную в этот ход»: a history Amount — the cards of
        that name played this turn by either player (only a name is accepted: the cards are no longer where they were
        played from)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.name is None \
                or np.select != Select(np.select.kind, name=np.select.name, zone=np.select.zone):
            raise CompileError("«за каждую <карту>, разыгранную в этот ход»: only a name")
        name = np.select.name
        if name == SAME_NAME:  # a static ability names no other card: «с таким же названием» is this card's name
            name = self.ctx.name
        if not name or name == SAME_NAME:
            raise CompileError("«с таким же названием»: which name")
        return ("per_each", Amount("history", history=HistoryQuery(CARD_PLAYED, subject=Select(np.select.kind, name=name))))

    def ad_destroyed_by_this(self, _: list[Any]) -> Amount:
        """«количество уничтоженных этой картой существ»: the creatures this card killed or destroyed this turn — read
        on a spell only (it resolves in the turn it is played, so this turn holds all it did; on a card in play the
        words would reach back before this turn)."""
        if self.ctx.card_type != "spell":
            raise CompileError("«уничтоженных этой картой» on a card that may have destroyed them in earlier turns")
        return Amount(DESTROYED_BY_THIS)

    def ad_cost_sum(self, children: list[Any]) -> Amount:
        """«суммарная стоимость {м} карт противника»: the printed costs of every card the noun phrase names (in play:
        heroes have no cost), added up — ``Amount("cost_sum", select)``, counted when it is read
        (``continuous.static_amount``: it may bound the cost of the cards a search or a summon picks)."""
        np = _np_of(children)
        if np is None or np.select is None or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
            raise CompileError("total cost of what")
        return Amount(COST_SUM, select=np.select)

    def ad_last_wounds_received(self, _: list[Any]) -> Amount:
        """«количество последних полученных вашим персонажем ран»: the wounds the last wounding of any of your
        characters (hero or creature: «персонаж») put on it — whenever it happened (``engine/wounds.deal_wounds``
        notes it for the player)."""
        return Amount(LAST_WOUNDS_RECEIVED)

    def ad_excess_wounds(self, _: list[Any]) -> Amount:
        """«где Х — избыточный урон»."""
        return Amount("excess")

    def pe_boosts_self(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждый эффект усиления на этой карте»: the boosts on this card (``Amount("boosts", ref=THIS)``; in a
        static counted by ``continuous.static_amount``)."""
        return ("per_each", Amount("boosts", ref=THIS))

    def _this_np(self, children: list[Any], what: str) -> None:
        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError(f"{what} of what")

    def ad_half_strike(self, children: list[Any]) -> Amount:
        """«половина силы удара этой карты (округлённая вниз)»."""
        self._this_np(children, "strike")
        return Amount("strike", ref=THIS, div=2)

    def ad_wounds_on(self, children: list[Any]) -> Amount:
        """«количество ран на <этой карте / вашем герое>» (counted when it is read)."""
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == A.YOUR_HERO:
            return Amount("wounds_on", ref=A.YOUR_HERO)
        self._this_np(children, "wounds")
        return Amount("wounds_on", ref=THIS)

    def _this(self, children: list[Any], what: str) -> None:
        """The noun phrase of an amount must be this card: «этой карты», or «этого существа» (then checked by
        :func:`check_event_phrases`: only where nothing else can have been named)."""
        np = _np_of(children)
        if np is None:
            raise CompileError(f"{what} of what")
        if np.kind == "demonstrative" and np.select is None:
            self.demonstrative_ref = True
            return
        if np.kind != "ref" or np.ref != THIS:
            raise CompileError(f"{what} of what")

    def ad_strike_before_death(self, children: list[Any]) -> Amount:
        """«сила удара этого существа (до того, как оно погибло)»: this card's strike when it left play (a «Гибель:»
        ability reads the last known value, ``GameState.last_known``)."""
        self._this(children, "strike")
        self.before_death = True
        return Amount("strike", ref=THIS)

    def ad_life(self, children: list[Any]) -> Amount:
        """«текущие жизни этого существа»: this card's current life; «текущие жизни <другого вашего существа>» (one card
        to choose): that card's, chosen first (:func:`declare_where_chosen`)."""
        np = _np_of(children)
        if np is not None and np.kind == "target" and np.select is not None and np.max == 1:
            self.where_chosen = np
            return Amount("life", ref=CHOSEN_CARD)
        self._this(children, "life")
        return Amount("life", ref=THIS)

    def ad_healed_last_own_turn(self, _: list[Any]) -> Amount:
        """«количество ран, излеченных с ваших существ в ваш прошлый ход»: wounds healed from the controller's creatures
        during his last turn."""
        healed = HistoryQuery(HEALED, LAST_OWN_TURN, subject=Select(CREATURE, side=YOU), measure=SUM_AMOUNTS)
        return Amount("history", history=healed)

    def amount_def(self, children: list[Any]) -> Any:
        """``amount_def: … | hoarded_cost_amount_def`` passes through."""
        return children[0]

    def ad_your_coins(self, _: list[Any]) -> Amount:
        """«где Х — количество ваших {м}»: all your coins (open, closed, temporary), as «за каждую {м} под вашим
        контролем» (``Amount("coins")``)."""
        return Amount("coins")

    def ad_your_closed_coins(self, _: list[Any]) -> Amount:
        """«количество ваших закрытых {м}»: ``Amount("own_closed_coins")``."""
        return Amount("own_closed_coins")

    def ad_opponent_closed_coins(self, _: list[Any]) -> Amount:
        """«количество закрытых {м} противника»: ``Amount("opponent_closed_coins")``."""
        return Amount("opponent_closed_coins")

    def amount(self, children: list[Any]) -> int:
        return int(children[0])

    def am_fixed(self, children: list[Any]) -> int:
        return _ints(children)[0]

    def am_x(self, _: list[Any]) -> Amount:
        return X_AMOUNT

    def ad_count(self, children: list[Any]) -> Amount:
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit):
            raise CompileError("count of what")
        return Amount("count", select=np.select)

    def counted_clause(self, children: list[Any]) -> tuple[str, str]:
        return ("clause", str(children[0]))

    def pe_clause(self, children: list[Any]) -> Any:
        """«за <карты>, <о них>»: the count :data:`COUNTED_CLAUSES` names for the clause, over the cards named."""
        clause = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("clause",))
        builder: Any = getattr(self, COUNTED_CLAUSES[clause])
        return builder([c for c in children if isinstance(c, NP)])

    def aggregate(self, children: list[Any]) -> tuple[str, str]:
        return ("aggregate", str(children[0]))

    def measure(self, children: list[Any]) -> tuple[str, str]:
        return ("measure", " ".join(str(c) for c in children))

    def measure_note(self, children: list[Any]) -> tuple[str, str]:
        return ("note", " ".join(str(c) for c in children))

    def ad_measure(self, children: list[Any]) -> Amount:
        """An aggregate, a measure and the cards measured (:data:`MEASURES` names the amount's builder)."""
        parts: dict[str, str] = dict(c for c in children if isinstance(c, tuple) and c[:1] in (("aggregate",), ("measure",), ("note",)))
        key = (parts.get("aggregate", ""), parts["measure"], parts.get("note", ""))
        if key not in MEASURES:
            raise CompileError(f"«{' '.join(key)}»: no such amount")
        builder: Any = getattr(self, MEASURES[key])
        return builder([c for c in children if isinstance(c, NP)])

    def ad_eggs_on(self, children: list[Any]) -> Amount:
        """«количество {яйцо} на <ваших Яйцах>»: the {яйцо} counters on every card the noun phrase names, summed."""
        np = _np_of(children)
        if np is None or np.select is None or np.select.classes != ("Яйцо",):
            raise CompileError(f"{{яйцо}} on what: {np}")
        return Amount("eggs_on", select=np.select)

    def ad_boosts(self, children: list[Any]) -> Amount:
        """«количество эффектов усиления на <этой карте>»."""
        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("boosts on what")
        return Amount("boosts", ref=THIS)

    def ad_strike(self, children: list[Any]) -> Amount:
        np = _np_of(children)
        if np is not None and np.kind == "demonstrative" and np.select is not None:
            return Amount("strike", ref=IT)  # combined cards: «сила удара этого механизма» — the card destroyed just before
        if np is not None and np.kind == "demonstrative":
            return Amount("strike", ref=THIS_CREATURE)  # «сила удара этого существа»: the ability's creature
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("strike of what")
        if self.ctx.card_type == "spell":  # a spell has no strike: «этой карты» cannot be it
            raise CompileError("the strike of a spell")
        return Amount("strike", ref=THIS)

    def per_each(self, children: list[Any]) -> tuple[str, Select]:
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise CompileError("«за каждое» of what")
        distinct = per_each_distinct_name(np.select)  # «за каждую карту с разным названием на кладбище»
        if distinct is not None:
            return distinct
        return ("per_each", np.select)

    def per_each_ambush(self, _: list[Any]) -> tuple[str, Amount]:
        return ("per_each", Amount("ambushes_this_turn"))

    def s_thirst_x(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеют жажду Х, где Х — <количество>»: Жажда 1 granted ``per`` the amount (Жажда Х; none while Х is 0),
        counted as a card is played (``continuous.keyword_as_played``). Only amounts a static can count now."""
        sel, cond = self._static_parts(children)
        amount = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("where",))
        if sel is None or not isinstance(amount, Amount) or amount.kind not in STATIC_PER_AMOUNTS:
            raise CompileError("«жажда Х» of this card, or with an Х a static cannot count")
        return [StaticPart("grant", select=sel, keyword="thirst", value=1, condition=cond, per=amount)]
