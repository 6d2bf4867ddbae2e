"""Instructions about coins: gain, lose, open, close, pay, cost changes."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARDS_UNTIL,
    COINS_STAY_CLOSED,
    CREATURE,
    EACH,
    END_OF_ITS_TURN,
    END_OF_NEXT_OWN_TURN,
    END_OF_NEXT_TURN,
    END_OF_TURN,
    END_OF_YOUR_TURN,
    ENEMY_HERO,
    ENTER_CLOSED,
    EVENT_PLAYER,
    HAND,
    IT,
    NEXT_CARD,
    NEXT_ENTERS_CLOSED,
    NEXT_HIRE_OFF,
    OPEN_COINS,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    PLAY,
    SAME_NAME_CARDS,
    SPELL,
    SUPPORT,
    THESE_CARDS,
    THIS,
    TO_OWNERS_HERO,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    _EVENT_COST,
    ANY_NUMBER,
    SAME_NAME,
    X_AMOUNT,
    CoinCount,
    _amt,
    _coin_count_of,
    _duration,
    _ints,
    _np_of,
    _plain_strs,
    _spliced,
    _verb_of,
)


def check_coins(ability: Ability) -> None:
    """«найденных таким образом существ»: the search before must look for creatures only; «если ваша карта имеет
    наименьшую стоимость» only right after «Каждый игрок показывает верхнюю карту колоды» (the cards it compares)."""
    _check_list(ability.effects)
    shown = False
    for e in ability.effects:
        if _reads_shown_costs(e.condition) and not shown:
            raise CompileError("«ваша карта имеет наименьшую стоимость» without each player's top card shown")
        shown = shown or _shows_each_top(e)


def _shows_each_top(e: Effect) -> bool:
    """«Каждый игрок показывает верхнюю карту колоды»: a shown look of every player's top card (one look of EACH, or
    the sequence of one look a player that zone_moves' ``e_each_reveals_top`` makes)."""
    if e.verb == "look":
        return bool(e.param("reveal")) and e.what is not None and e.what.kind == "player"
    return e.verb == "sequence" and bool(e.param("effects")) and all(_shows_each_top(x) for x in e.param("effects"))


def _reads_shown_costs(cond: Condition | None) -> bool:
    return cond is not None and (cond.kind == A.SHOWN_TOP_COST or any(_reads_shown_costs(p) for p in cond.parts))


def _check_list(effects: tuple[Effect, ...]) -> None:
    for i, e in enumerate(effects):
        if e.verb == "change_cost" and e.param("of_kind") is not None:
            prev = effects[i - 1] if i else None
            sel = prev.param("select") if prev is not None else None
            if prev is None or prev.verb != "search" or sel is None or sel.kind != e.param("of_kind"):
                raise CompileError("«найденных таким образом существ» not right after a search for creatures")
        _check_list(e.then)
        _check_list(e.otherwise)
        _check_list(e.param("effects", ()) or ())


# «Получите / потеряйте / заплатите <монеты> (до <срока>)»: the verb, the count («N{м}» NUMBER, «{м}» none, «Х{м}» X),
# «закрытую», and whether a duration follows → the method that compiles the instruction. Any other combination is
# not the language (the unit is not compiled).
COIN_INSTRUCTIONS: dict[tuple[str, str | None, bool, bool], str] = {
    ("gain_verb", None, False, False): "_gain_coins",
    ("gain_verb", None, False, True): "_gain_coins",
    ("gain_verb", "NUMBER", False, False): "_gain_coins",
    ("gain_verb", "NUMBER", False, True): "_gain_coins",
    ("gain_verb", "NUMBER", True, False): "_gain_closed_coins",  # «Получите N закрытую {м}»: permanent, closed
    ("gain_verb", "NUMBER", True, True): "_gain_closed_coins_for_a_time",  # «… до конца следующего хода» (Нархи)
    ("lose_verb", "NUMBER", False, False): "_lose_coins",
    ("lose_verb", "NUMBER", False, True): "_lose_coins_for_a_time",  # they come back when the duration ends
    ("pay_verb", "NUMBER", False, False): "_pay",
    ("pay_verb", "X", False, False): "_pay_x",  # «заплатить Х{м}, при этом …»: X chosen on resolution
}


# «<игрок> получает / теряет <монеты>»: the verb and the count (as in COIN_INSTRUCTIONS) → the effect verb.
COINS_OF_A_PLAYER: dict[tuple[str, str | None, bool], str] = {
    ("gets_verb", "NUMBER", False): "gain_coins",
    ("lose_verb3", "NUMBER", False): "lose_coins",
}


class CoinsPhrases:
    """Transformer methods of the «coins» concept (mixed into ``transformer.ToAbilities``); grammar: ``coins.lark``."""

    _a_player: Any
    _deck_pick: Any
    _delayed: Any
    _moment: Any
    e_revive: Any
    e_summon: Any
    he_pronoun: Any
    hoarded_cost: Any
    pay_x: Any
    he_must_close: Any
    event_player_pays: Any

    def a_turn_player_coins(self, children: list[Any]) -> list[Ability]:
        """«В начале / В конце хода игрок <закрывает N{м} / открывает половину своих {м}>»: every turn, the player whose
        turn it is does it — two triggered abilities, one on your turns (you), one on the opponent's (he). Only «хода»
        (every turn): after «вашего хода» or «хода противника» «игрок» would be someone else."""
        (trigger, every), act = children[0], children[-1]
        if every or trigger.event not in (A.TURN_START, A.TURN_END) or trigger.whose_turn != ANY:
            raise CompileError("«игрок» after a turn of one player, or after another trigger")
        return [Ability(A.TRIGGERED, trigger=dataclasses.replace(trigger, whose_turn=side),
                        effects=(act(Ref("player", side=side)),)) for side in (YOU, OPPONENT)]

    def tpc_close(self, children: list[Any]) -> Callable[[Ref], Effect]:
        """«закрывает N{м}»: N of that player's open coins close (``set_coins`` closed, amount N)."""
        n = _ints(children)[0]
        return lambda player: Effect("set_coins", player, n, params=(("state", A.CLOSED_COINS),))

    def tpc_open_half(self, _: list[Any]) -> Callable[[Ref], Effect]:
        """«открывает половину своих {м} (с округлением вниз)»: ``set_coins`` open with params portion HALF_DOWN (half of
        which coins: the rules option ``open_half_coins_of``)."""
        return lambda player: Effect("set_coins", player, params=(("state", OPEN_COINS), (A.PORTION, A.HALF_DOWN)))

    def c_your_shown_card_cheapest(self, _: list[Any]) -> Condition:
        """«если ваша карта имеет наименьшую стоимость» (after «Каждый игрок показывает верхнюю карту колоды»): the top
        card of your deck costs less than the top card of every other player's (Condition shown_top_cost "<"; a tie:
        the rules option ``shown_cost_ties``). Only right after that reveal (:func:`check_coins`)."""
        return Condition(A.SHOWN_TOP_COST, op="<")

    def s_meditation_coins_stay_closed(self, _: list[Any]) -> list[StaticPart]:
        """«Монеты, закрытые для оплаты медитации, не открываются в начале следующего хода их владельца»."""
        return [StaticPart(A.MEDITATION_COINS_STAY_CLOSED)]

    def e_opponent_coins_stay_closed(self, children: list[Any]) -> Draft:
        """«{м} каждого противника не открываются до <срока>»: his coins stay closed in his фаза восстановления until
        then (``establish`` COINS_STAY_CLOSED on the opponent, with that duration)."""
        duration = _duration(children)
        if duration != A.NEXT_OWN_TURN:
            raise CompileError("«{м} противника не открываются» until another time than the start of your turn")
        return Draft("establish", NP("ref", ref=OPPONENT_PLAYER), params=(("rule", COINS_STAY_CLOSED),
                                                                          ("duration", duration)))

    def e_open_spent(self, _: list[Any]) -> Any:
        """«противник открывает {м}, потраченные на розыгрыш этого заклинания»: the opponent (whose spell the trigger is
        about: ``check_ambush_costs``) opens as many of his closed coins as he paid for it."""
        return Draft("set_coins", NP("ref", ref=OPPONENT_PLAYER), Amount("paid"),
                     params=(("state", OPEN_COINS),))

    def e_cancel_next_spell_refund(self, children: list[Any]) -> Draft:
        """«Отмените следующее заклинание противника; он открывает {м}, потраченные на розыгрыш этого заклинания, при
        этом ранить его на Х, где Х — количество потраченных {м}»: a delayed instruction (moment NEXT_EVENT) on the
        opponent's next spell played: it is cancelled (``cancel_card`` of the event's card); he opens as many of his
        closed coins as he paid for it (``set_coins``, Amount paid); if he opened some, his hero takes that many wounds."""
        np = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("next",))
        sel = np.select
        if np.kind != "target" or sel is None or sel != Select(SPELL, side=OPPONENT):
            raise CompileError("«отмените следующее …» of what")
        played = Ref("event", role="subject")
        wound = Draft("wound", NP("ref", ref=ENEMY_HERO), Amount("paid"))
        refund = Draft("set_coins", NP("ref", ref=OPPONENT_PLAYER), Amount("paid"), params=(("state", OPEN_COINS),),
                       then=[wound])
        trigger = A.Trigger(A.CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND))
        return Draft("delayed", None, params=(("moment", A.NEXT_EVENT), ("trigger", trigger)),
                     group=[Draft("cancel_card", NP("ref", ref=played)), refund])

    def _gain_closed_coins(self, children: list[Any]) -> Any:
        """«Получите N закрытую {м}»: you gain N permanent coins, closed."""
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        return Draft("gain_coins", NP("ref", ref=Ref("player", side=YOU)), n,
                     params=(("duration", PERMANENT), ("closed", True)))

    def _gain_closed_coins_for_a_time(self, children: list[Any]) -> Any:
        """«Получите N закрытую {м} до конца следующего хода»: N temporary coins, closed, that a ``coins_kept`` effect on
        your hero keeps until the duration ends (engine/effects/coins._gain_kept_coins); only the durations longer than
        the turns of the coins' player measure."""
        duration = _duration(children)
        if duration != END_OF_NEXT_TURN:
            raise CompileError("closed coins for this time")
        return Draft("gain_coins", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0],
                     params=(("duration", duration), ("closed", True)))

    def e_coins_discount_found(self, children: list[Any]) -> Draft:
        """The creatures the «Поиск» just before found (IT) cost N less to play from your hand until the duration ends
        (``change_cost`` of these cards, params ``of_kind`` creature: only the creatures among them, checked by
        :func:`check_coins` against the search). «Вы можете»: a permission, so no choice is asked."""
        duration = next(c for c in children if type(c) is str)
        return Draft("change_cost", NP("ref", ref=IT), -_ints(children)[0],
                     params=(("applies_to", THESE_CARDS), ("duration", duration), ("of_kind", CREATURE)))

    def e_coins_gain_for(self, children: list[Any]) -> Draft:
        """N coins of yours until the duration ends that pay only for what the sentence says (``gain_coins`` with
        params ``spend_on``, ``duration``). «эту монету» / «её» only after 1{м}, «эти монеты» only after more."""
        if _coin_count_of(children) != ("NUMBER", False):
            raise CompileError("tagged coins: «N{м}»")
        children = _spliced(children)
        duration = _duration(children)
        n = _ints(children)[0]
        one = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "cso")
        spend_on = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "cp")
        if one != (n == 1):
            raise CompileError("«эту монету» / «эти монеты» does not agree with the coins gained")
        if duration not in (END_OF_TURN, END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN):
            raise CompileError("tagged coins: duration")
        return Draft("gain_coins", NP("ref", ref=YOU_PLAYER), n,
                        params=(("spend_on", spend_on), ("duration", duration)))

    def e_coins_gain_x_for(self, children: list[Any]) -> Draft:
        """«Получите Х{м} до <срока>, где Х — <величина>. Вы можете тратить эти монеты только на …»: as
        ``e_coins_gain_for``, the coins gained the amount of the «где» («эти монеты»: X may be more than one)."""
        if _coin_count_of(children) != ("X", False):
            raise CompileError("tagged coins: «Х{м}, где Х — …»")
        children = _spliced(children)
        amount = next(c for c in children if isinstance(c, A.Amount))
        one = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "cso")
        spend_on = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "cp")
        duration = _duration(children)
        if one or duration not in (END_OF_TURN, END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN):
            raise CompileError("tagged coins: «эти монеты» and a duration")
        return Draft("gain_coins", NP("ref", ref=YOU_PLAYER), amount, params=(("spend_on", spend_on), ("duration", duration)))

    def cso_one(self, _: list[Any]) -> tuple[str, bool]:
        return ("cso", True)

    def cso_many(self, _: list[Any]) -> tuple[str, bool]:
        return ("cso", False)

    def copies_of_creatures(self, _: list[Any]) -> tuple[str, str]:
        return ("cp", "play_creature")

    def copies_of_spells(self, _: list[Any]) -> tuple[str, str]:
        return ("cp", "play_spell")

    def copies_of_supports(self, _: list[Any]) -> tuple[str, str]:
        return ("cp", "support")

    def copies_mentioning_supports(self, _: list[Any]) -> tuple[str, str]:
        """«на розыгрыш карт, где упоминаются карты поддержки»: cards whose printed text names support cards."""
        return ("cp", "play_mentions_support")

    def e_coins_summon_self_hand(self, _: list[Any]) -> Draft:
        """«вызвать эту карту из руки»: this card, if it is still in its owner's hand, enters play
        (``put_into_play`` from the hand, a summon); only in a triggered ability «…, при этом …» of the hand
        (``coins_zone``)."""
        return Draft(A.PUT_INTO_PLAY, NP("ref", ref=THIS), params=A.entering_params((A.HAND,), summoned=True))

    def _lose_coins_for_a_time(self, children: list[Any]) -> Any:
        """«Потеряйте N{м} до <срока>»: you lose N coins; they come back when the duration ends."""
        duration = _plain_strs(children)[-1]
        return Draft("lose_coins", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0],
                        params=(("duration", duration),))

    def _closed(self, draft: Any) -> Any:
        if not (A.is_summon(draft) or A.is_revive(draft)):
            raise CompileError(f"«закрытым» after {draft.verb}")
        return dataclasses.replace(draft, params=(*draft.params, ("closed", True)))

    def e_summon_closed(self, children: list[Any]) -> Any:
        """«Вызовите <np> закрытым»: a summon with params closed (the card enters play closed)."""
        return self._closed(self.e_summon(children))

    def e_revive_closed(self, children: list[Any]) -> Any:
        """«Возродите <np> закрытым»: a revive with params closed (the card enters play closed)."""
        return self._closed(self.e_revive(children))

    def c_fewer_coins_than_opponent(self, _: list[Any]) -> A.Condition:
        """«у вас меньше {м}, чем у противника»: your coins (all of them) fewer than the opponent's."""
        return A.Condition("coins_vs_opponent", op="<")

    def c_more_coins_than_opponent(self, _: list[Any]) -> A.Condition:
        """«у вас больше {м}, чем у противника»: your coins (all of them) more than the opponent's."""
        return A.Condition("coins_vs_opponent", op=">")

    def c_as_many_coins_as_opponent(self, _: list[Any]) -> A.Condition:
        """«у противника столько же {м}, сколько и у вас»: your coins (all of them) as many as the opponent's."""
        return A.Condition("coins_vs_opponent", op="==")

    def e_open_n_coins(self, children: list[Any]) -> Any:
        """«Откройте N{м}», «Откройте Х{м}, где Х — …»: open N of your closed coins (as many as are closed, at most N:
        the same instruction as «откройте до Х{м}»)."""
        return self.e_open_up_to_coins(children)

    def e_next_cost(self, children: list[Any]) -> Draft:
        """«Следующее <карта> <игрока> стоит на N{м> дешевле/дороже (до <срока>)»: the next card of that kind the
        player plays costs N less / more (`next_cost`: what = the player, amount = the signed change, params
        select, duration — PERMANENT: until such a card is played)."""
        np = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("next",))
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        n = _ints(children)[0]
        if "plural" in children:
            raise CompileError("«следующие …» (plural)")
        duration = next((c for c in children if type(c) is str and c not in ("singular", "plural")), PERMANENT)
        sel = np.select
        if (np.kind != "target" or sel is None or np.max != 1 or np.min != 1 or sel.zone != PLAY or sel.other
                or sel.state not in (None, "equipment") or sel.name is not None or sel.keyword is not None
                or sel.strike_min is not None or sel.strike_max is not None or sel.not_created
                or sel.kind not in (CREATURE, SPELL, CARD, SUPPORT)):
            raise CompileError("«следующее …» of what")
        if sel.side in (YOU, ANY):
            player = YOU_PLAYER
        elif sel.side == OPPONENT:
            player = OPPONENT_PLAYER
        else:
            raise CompileError("«следующее …» of whom")
        select = dataclasses.replace(sel, side=ANY, zone=HAND)
        # «следующее степное заклинание» without whose: params unowned — whose next card it is, is the rules option
        # ``unowned_next_card`` (engine/effects/coins.py); the controller's is only the fallback
        unowned = (("unowned", True),) if sel.side == ANY else ()
        return Draft("change_cost", np=NP("ref", ref=player), amount=sign * n,
                     params=(("applies_to", NEXT_CARD), ("select", select), ("duration", duration), *unowned))

    def step_opponent_may_pay(self, children: list[Any]) -> list[Draft]:
        """«Противник может заплатить N{м}»: the opponent decides; the instruction is done only if he pays (so an
        «иначе …» after it runs when he does not or cannot)."""
        return [Draft("pay", NP("ref", ref=OPPONENT_PLAYER), _ints(children)[0], params=(("may", True),))]

    def e_cost_mod(self, children: list[Any]) -> Draft:
        """«До <срока> <карты> стоят на N{м} дешевле/дороже»: ``change_cost`` of cards until a time, for every player (the cards of either
        player, or of the side the noun phrase names)."""
        np = next(c for c in children if isinstance(c, NP))
        if "plural" not in children:
            raise CompileError("«… стоит …» (singular) until a time: which card?")
        sel = np.select
        if (sel is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit)
                or sel.zone != PLAY or sel.other or sel.state is not None or sel.name is not None
                or sel.keyword is not None or sel.kind not in (CREATURE, SPELL, CARD, SUPPORT)):
            raise CompileError("«… стоят …» of what")
        player = {ANY: Ref("player", side=EACH), YOU: YOU_PLAYER, OPPONENT: OPPONENT_PLAYER}[sel.side]
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        duration = next(c for c in children if type(c) is str and c not in ("singular", "plural"))
        return Draft("change_cost", NP("ref", ref=player), sign * _ints(children)[0],
                     params=(("applies_to", CARDS_UNTIL), ("select", dataclasses.replace(sel, side=ANY, zone=HAND)),
                             ("duration", duration)))

    def e_a_player_gains_coins(self, children: list[Any]) -> Draft:
        if _coin_count_of(children) != ("NUMBER", False):
            raise CompileError("«Игрок получает N{м}»")
        n = _ints(_spliced(children))[0]
        return self._a_player(lambda who, _: [Draft("gain_coins", NP("ref", ref=who), n,
                                                        params=(("duration", PERMANENT),))])

    def step_cost_sum_wins(self, children: list[Any]) -> list[Any]:
        """«Если суммарная стоимость {м} <ваших существ> больше текущих жизней противника, он проигрывает игру»: the
        printed costs of those cards, added up, against the enemy hero's current life (condition
        ``cost_sum_above_enemy_life``); then the opponent loses (``lose_game``)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.side != YOU:
            raise CompileError("«суммарная стоимость» of what")
        cond = Condition("cost_sum_above_enemy_life", select=np.select)
        return [Draft("lose_game", NP("ref", ref=OPPONENT_PLAYER), condition=cond)]

    def e_open_any_number(self, children: list[Any]) -> Any:
        """«открыть любое число ваших существ»: the controller names any number (none too) of his closed creatures, they
        open (a target of 0..N cards; an open card cannot be opened, so only closed ones are offered — «при этом» after
        it then concerns exactly the opened cards)."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or np.select.side != YOU \
                or np.select.state is not None or not np.plural:
            raise CompileError("«любое число» of what")
        sel = dataclasses.replace(np.select, state="closed")
        return Draft("open", NP("target", select=sel, min=0, max=ANY_NUMBER, plural=True))

    def e_lose_coins_to_yours(self, children: list[Any]) -> Any:
        """«Противник теряет по 1{м} до тех пор, пока у него не останется столько же {м}, сколько и у вас»: ``lose_coins``
        of the opponent by ``Amount("coin_excess")`` (how many more coins he has than you, never below 0)."""
        from berserk_heroes.abilities import OPPONENT

        side = children[0]
        if side != OPPONENT or _ints(children) != [1]:
            raise CompileError("«теряет по N{м} до тех пор …» of another player or by another step")
        return Draft("lose_coins", NP("ref", ref=Ref("player", side=OPPONENT)), Amount("coin_excess"))

    def e_next_cost_x(self, children: list[Any]) -> Draft:
        """«<следующая …> стоит на Х{м} дешевле/дороже (до <срока>)»: ``change_cost`` of the next card whose amount
        is the «Х» of the sentence's «где Х — …» (placeholder X_AMOUNT until ``chain`` replaces it); the direction is
        kept in params ``sign`` (-1 cheaper, +1 dearer) since the amount is no longer a signed number."""
        fake = [Token("NUMBER", "1") if isinstance(c, Token) and c.type == "X" else c for c in children]
        draft: Draft = self.e_next_cost(fake)
        sign = draft.amount
        if sign not in (-1, 1):
            raise CompileError("«стоит на Х» without a direction")
        return dataclasses.replace(draft, amount=X_AMOUNT, params=(*draft.params, ("sign", sign)))

    def e_next_cost_pair_x(self, children: list[Any]) -> Draft:
        """«До <срока> следующая ваша карта стоит на Х{м} дешевле, а следующая карта противника стоит на Х{м}
        дороже»: two ``change_cost`` modifiers of the next card (each player's own next card; the same duration), in printed order."""
        duration = children[0]
        if type(duration) is not str:
            raise CompileError("duration")
        cut = next(i for i, c in enumerate(children) if c == "pl_and")
        first = self.e_next_cost_x([*children[1:cut], duration])
        second = self.e_next_cost_x([*children[cut + 1:], duration])
        if first.np == second.np:
            raise CompileError("«…, а …» about the same player's next card")
        return Draft("sequence", group=[first, second])

    def e_discount_it(self, children: list[Any]) -> Draft:
        """«(До <срока>) можете разыграть её / их на N{м} дешевле (до <срока>)»: the cards the instruction before acted
        on (IT: found by a «Поиск», returned to the hand …) cost N less to play from your hand until the duration ends
        (``change_cost`` of these cards: amount the change, −N; used up when the card is played)."""
        duration = next(c for c in children if type(c) is str)
        # the pronoun is IT, the cards the instruction before put into the hand (``check_play`` makes sure that
        # instruction is a «Поиск» or «Верните … с кладбища в руку»; the Finaliser refuses pronouns after such «picking»
        # instructions in general, since not every one of them leaves the cards it moved as IT)
        return Draft("change_cost", NP("ref", ref=IT), -_ints(children)[0],
                     params=(("applies_to", THESE_CARDS), ("duration", duration)))

    def e_same_name_cost(self, children: list[Any]) -> Draft:
        """«<Существа> с таким же названием стоят на N{м} дороже / дешевле в следующий ход противника» right after an
        instruction about one card: cards of that kind with the name of that card (IT; ``check_play`` checks the
        instruction before) cost N more / less for every player during the opponent's next turn (``change_cost`` of cards with that name)."""
        np = next(c for c in children if isinstance(c, NP))
        sel = np.select
        if (sel is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit)
                or sel.name != SAME_NAME or sel != Select(sel.kind, zone=sel.zone, name=SAME_NAME)
                or sel.kind not in (CREATURE, SPELL, CARD, SUPPORT) or "plural" not in children):
            raise CompileError("«<карты> с таким же названием стоят …»: which cards")
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        return Draft("change_cost", NP("ref", ref=IT), sign * _ints(children)[0],
                     params=(("applies_to", SAME_NAME_CARDS), ("select", Select(sel.kind, zone=HAND))))

    def e_open_at(self, children: list[Any]) -> Any:
        """«…, оно открывается в конце следующего хода»."""

        return self._delayed(self._moment(children), [Draft("open", _np_of(children))])

    def e_enter_closed_until(self, children: list[Any]) -> Any:
        """«До конца вашего следующего хода существа входят в игру закрытыми»: every creature (anyone's) that enters play
        meanwhile comes in closed (an effect on your hero, engine/zones.enters_closed)."""
        from berserk_heroes.abilities import CREATURE, Select


        np = _np_of(children)
        duration = _duration(children)
        # («существа» is read as a bare noun by the noun phrase rules; the plural verb «входят» makes it every creature)
        if np is None or not (np.kind == "all" or np.kind == "target" and np.implicit) or np.select != Select(CREATURE) \
                or duration is None:
            raise CompileError("«<np> входят в игру закрытыми»: only every creature, for a time")
        return Draft("establish", NP("ref", ref=Ref("player", side=YOU)), params=(("rule", ENTER_CLOSED), ("duration", duration)))

    def e_next_enters_closed(self, _: list[Any]) -> Any:
        """«Следующее существо входит в игру закрытым»: the next creature (anyone's) to enter play comes in closed — an
        effect on your hero that it uses up (engine/zones.enters_closed); it lasts until then."""
        return Draft("establish", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("rule", NEXT_ENTERS_CLOSED), ("duration", PERMANENT)))

    def e_next_hire_off(self, _: list[Any]) -> Any:
        """«Следующий Найм не срабатывает»: the next card to enter play whose «Найм:» would trigger, anyone's, has none of
        them trigger — an effect on your hero that it uses up (engine/triggers.collect); it lasts until then."""
        return Draft("establish", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("rule", NEXT_HIRE_OFF), ("duration", PERMANENT)))

    def e_no_untap_with_coins(self, children: list[Any]) -> Any:
        """«Ваши существа и {м} не открываются в начале вашего следующего хода»: your creatures (those in play now) get
        «Не открывается в начале хода» and your coins stay closed, until the end of your next turn."""
        from berserk_heroes.abilities import CREATURE, END_OF_NEXT_OWN_TURN, Select


        np = _np_of(children)
        if np is None or np.kind != "all" or np.select != Select(CREATURE, side=YOU):
            raise CompileError("«<np> и {м} не открываются»: only your creatures")
        duration = ("duration", END_OF_NEXT_OWN_TURN)
        return Draft("sequence", group=[Draft("grant", np, 1, params=(("keyword", "no_untap"), duration)),
                                        Draft("establish", NP("ref", ref=Ref("player", side=YOU)),
                                              params=(("rule", COINS_STAY_CLOSED), duration))])

    def e_open_up_to_coins(self, children: list[Any]) -> Any:
        """«откройте до Х{м}»: open up to X of your closed coins (``set_coins`` opens as many as there are, at most X:
        opening a coin never costs the player anything)."""
        amounts = [c for c in children if isinstance(c, (int, Amount))]
        if len(amounts) != 1:
            raise CompileError("«откройте до …{м}»: how many")
        return Draft("set_coins", NP("ref", ref=Ref("player", side=YOU)), amounts[0], params=(("state", OPEN_COINS),))

    def e_wound_event_cost(self, children: list[Any]) -> Any:
        """«ранить <np> на стоимость {м} этого существа»: the printed cost of the trigger's card
        (``Amount("event_card_cost")``: the event's subject; :func:`check_event_cost_above_ref` refuses it unless the trigger is about one
        creature)."""
        return Draft("wound", _np_of(children), _EVENT_COST)

    def e_wound_opp_per_closed(self, children: list[Any]) -> Any:
        """«ранить противника на N за каждую его закрытую {м}»: the opponent's hero, N per closed coin of his."""
        n = _ints(children)[0]
        return Draft("wound", NP("ref", ref=ENEMY_HERO), Amount("opponent_closed_coins", per=n))

    def e_summon_each_cost(self, children: list[Any]) -> Any:
        """«Вызовите гномов стоимостью 1, 2 и 3{м}»: three summons, one card of <class> of each cost."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.kind != CREATURE or not np.plural \
                or np.select.cost_min is not None or np.select.cost_max is not None or np.select.side != ANY \
                or np.select.zone != "play" or np.select.other or np.select.state is not None:
            raise CompileError("«вызовите <класс> стоимостью 1, 2 и 3» of what")
        drafts = []
        for cost in (1, 2, 3):
            sel: Select = dataclasses.replace(np.select, cost_min=cost, cost_max=cost)
            drafts.append(self._deck_pick("summon", NP("target", sel), "deck"))
        return Draft("sequence", group=drafts)

    def _pay_x(self, _: list[Any]) -> Any:
        """«заплатить Х{м}» (an instruction, with no Х cost): the controller chooses X when it resolves and pays X of
        his open coins (``pay`` with params choose_x); Х in the rest of the ability is that number. Checked by
        :func:`check_linked_instructions`: only as an optional instruction with a «при этом» part."""
        self.pay_x = True
        return Draft("pay", NP("ref", ref=Ref("player", side=YOU)), params=(("choose_x", True),))

    def e_opp_may_close(self, children: list[Any]) -> Any:
        """«противник может закрыть N своих персонажей»: the opponent decides and closes N of his open characters
        (a ``close`` he picks, params may; done only if he closes N, so a «при этом» part runs only then)."""
        return Draft(A.CLOSE, NP("ref", ref=OPPONENT_PLAYER), _ints(children)[0], params=(
            (A.COUNT, A.EXACTLY), ("select", Select(A.CHARACTER, side=YOU)), (A.MAY, True)))

    def e_close_and_wound(self, children: list[Any]) -> Any:
        """«закрыть <эту карту> и ранить её на N»: close, then wound the same card (only this card: a fixed reference,
        so that «её» cannot mean anything else)."""
        np = _np_of(children)
        if np is None or not (np.kind == "ref" and np.ref == THIS):
            raise CompileError("«закрыть X и ранить её»: only this card")
        return Draft("sequence", group=[Draft("close", np), Draft("wound", np, _amt(children))])

    def e_must_close_or_be_wounded(self, children: list[Any]) -> Any:
        """«он должен закрыть своё существо, иначе раниться на N»: ``must_close_or_be_wounded`` of the opponent (only
        at the end of his turn: :func:`check_keyword_trigger_phrases`) — he closes one of his open creatures, or, having none, his
        hero takes N wounds from this card."""
        self.he_must_close = True
        return Draft("must_close_or_be_wounded", NP("ref", ref=Ref("player", side=OPPONENT)), _ints(children)[0])

    def e_he_may_close_else_wounded(self, children: list[Any]) -> Any:
        """«он может закрыть N{м}, иначе ранить его на M»: ``set_coins`` (closed, N, may) of the opponent — he decides;
        ``otherwise`` this card wounds his hero by M. «он» must be the opponent the trigger names (``he_pronoun``)."""
        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "it":
            raise CompileError("«<np> может закрыть N{м}, иначе …»: only «он», the opponent")
        self.he_pronoun = True
        n, m = _ints(children)[:2]
        opponent = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("set_coins", opponent, n, params=(("state", A.CLOSED_COINS), ("may", True)),
                     otherwise=[Draft("wound", NP("ref", ref=ENEMY_HERO), m)])

    def e_event_player_must_pay(self, children: list[Any]) -> Any:
        """«он должен заплатить N{м}» after «Когда игрок заставляет …»: ``pay`` of the trigger's player (the player
        who made a card leave a graveyard: checked in ``ToAbilities._ability``)."""
        self.event_player_pays = True
        return Draft("pay", NP("ref", ref=Ref("event", role=EVENT_PLAYER)), _ints(children)[0])

    def ad_hoarded_cost(self, _: list[Any]) -> Amount:
        """«стоимость добытой карты»: checked against the trigger in ``ToAbilities._ability``."""
        self.hoarded_cost = True
        return Amount("event_cost")

    def c_he_no_open_coins(self, _: list[Any]) -> Condition:
        """«если у него нет открытых {м}» — «него»: the opponent the trigger names (checked in ``_ability``)."""
        self.he_pronoun = True
        return Condition("opponent_open_coins", op="==", value=0)

    def e_opp_may_pay_else_bottom(self, children: list[Any]) -> Any:
        """«Противник может заплатить стоимость <выбранного существа>; иначе положите это существо под низ колоды» (У
        всего есть цена): one target creature; «это существо» is that target (nothing else is named). The opponent may
        pay its printed cost (``pay`` params may); if he does not, it goes to the bottom of its owner's deck."""

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select is None \
                or np.select.kind != CREATURE or np.select.zone != "play":
            raise CompileError("the cost of which creature")
        # the creature is named first (``declare_target``), so that its cost and «это существо» both read it (IT)
        bottom = Draft(A.MOVE, NP("ref", ref=IT), params=A.move_params(A.DECK, A.DECK_BOTTOM))
        return Draft("sequence", group=[Draft("declare_target", np),
                                        Draft("pay", NP("ref", ref=OPPONENT_PLAYER), Amount("cost", ref=IT),
                                              params=(("may", True),), otherwise=[bottom])])

    def e_pay_its_cost(self, _: list[Any]) -> Draft:
        """«заплатить его стоимость {м}»: ``pay`` by you of the printed cost of the creature the ability is about (the
        trigger's card; bound by the finaliser, as «сила удара этого существа»)."""
        from berserk_heroes.cards.language.common import THIS_CREATURE

        return Draft("pay", NP("ref", ref=YOU_PLAYER), Amount("cost", ref=THIS_CREATURE))

    def e_wound_owner_destroyed_cost(self, _: list[Any]) -> Any:
        """«Раньте владельца карты поддержки на стоимость {м} уничтоженной карты»: ``wound`` with ``to`` TO_OWNERS_HERO of
        the support card named before (the pronoun: checked by the finaliser), by the printed cost of the cards the previous
        instruction was done to (``Amount("cost_done")``: not destroyed — a card that cannot be — no wounds)."""

        return Draft("wound", NP("it"), Amount("cost_done"), params=(("to", TO_OWNERS_HERO),))

    def e_close(self, children: list[Any]) -> Draft:
        return Draft("close", _np_of(children))

    def e_open(self, children: list[Any]) -> Draft:
        return Draft("open", _np_of(children))

    def e_coins(self, children: list[Any]) -> Draft:
        """«Получите / потеряйте / заплатите <монеты> (до <срока>)»: one sentence, its meaning from
        :data:`COIN_INSTRUCTIONS`."""
        count, closed = _coin_count_of(children)
        method = COIN_INSTRUCTIONS.get((_verb_of(children), count, closed, _duration(children) is not None))
        if method is None:
            raise CompileError("these coins with this verb")
        compile_coins: Callable[[list[Any]], Draft] = getattr(self, method)
        return compile_coins(_spliced(children))

    def coin_count(self, children: list[Any]) -> CoinCount:
        return CoinCount(children)

    def _gain_coins(self, children: list[Any]) -> Draft:
        duration = _duration(children)
        temporary = duration is not None
        if duration == END_OF_ITS_TURN:  # «получите N{м} до конца своего хода» — you, the card's controller
            duration = END_OF_YOUR_TURN
        if temporary and duration not in (END_OF_TURN, END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN):  # «triggers»: «до
            # конца вашего хода»; «Засада»: «до конца вашего следующего хода» (turn.cleanup keeps them)
            raise CompileError("coin duration")
        params: tuple[tuple[str, Any], ...] = () if temporary else (("duration", PERMANENT),)
        if duration in (END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN):
            params = (("duration", duration),)
        return Draft("gain_coins", NP("ref", ref=Ref("player", side=YOU)), (_ints(children) or [1])[0], params=params)

    def _lose_coins(self, children: list[Any]) -> Draft:
        return Draft("lose_coins", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0])

    def _pay(self, children: list[Any]) -> Draft:
        return Draft("pay", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0])

    def e_open_coins(self, _: list[Any]) -> Draft:
        return Draft("set_coins", NP("ref", ref=Ref("player", side=YOU)), params=(("state", OPEN_COINS),))

    def e_coins_player(self, children: list[Any]) -> Draft:
        """«<игрок> получает / теряет N{м}»: that player gains N coins for good, or loses N (no other count)."""
        verb = COINS_OF_A_PLAYER.get((_verb_of(children), *_coin_count_of(children)))
        if verb is None:
            raise CompileError("these coins with this verb")
        params: tuple[tuple[str, Any], ...] = (("duration", PERMANENT),) if verb == "gain_coins" else ()
        return Draft(verb, NP("ref", ref=Ref("player", side=children[0])), _ints(_spliced(children))[0], params=params)

    def e_per_each_lose_other_gains_closed(self, children: list[Any]) -> Draft:
        """«За каждого героя игрок теряет N{м} до <срока>, другой игрок получает N закрытых {м} до <срока>»: the ability's
        player loses N{м} per hero in play until the duration ends (``lose_coins`` params duration: they come back then); his
        opponent gains as many closed temporary coins for the same time (``gain_coins`` params closed)."""
        from berserk_heroes.abilities import OPPONENT, YOU

        lost, gained = _ints(children)
        durations = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        if lost != gained or len(set(durations)) != 1:
            raise CompileError("«за каждого … игрок теряет …, другой игрок получает …» of other amounts or times")
        amount = Amount("count", select=A.Select("hero", side=A.ANY, zone=A.PLAY), per=lost)
        duration = durations[0]
        return Draft("sequence", group=[
            Draft("lose_coins", NP("ref", ref=Ref("player", side=YOU)), amount, params=(("duration", duration),)),
            Draft("gain_coins", NP("ref", ref=Ref("player", side=OPPONENT)), amount,
                  params=(("closed", True), ("duration", duration)))])

    def e_wound_richer_by_coin_gap(self, _: list[Any]) -> Draft:
        """«Ранить игрока с наибольшим количеством {м} на Х, где Х — разница в количестве ваших {м}»: the opponent's hero
        by how many more coins he has than you (``coin_excess``), or your hero by how many more you have
        (``coin_surplus``); at most one of the two is above 0, and neither when you have as many."""
        from berserk_heroes.abilities import OPPONENT, YOU

        return Draft("sequence", group=[
            Draft("wound", NP("ref", ref=Ref("hero", side=OPPONENT)), Amount("coin_excess")),
            Draft("wound", NP("ref", ref=Ref("hero", side=YOU)), Amount("coin_surplus"))])
