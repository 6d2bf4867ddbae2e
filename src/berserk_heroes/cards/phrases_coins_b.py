"""Transformer methods of the «coins_b» phrase family (round 6; mixed into ``compiler_transform.ToAbilities``).

Coins lost or gained for a time («потеряйте 1{м} до конца вашего следующего хода», «до конца следующего хода получите
Х{м}, а противник теряет Х{м}», «до конца своего хода противник получает 1{м}») and cards entering play closed
(«вызовите <np> закрытым»). Methods are named after their grammar rules (the «coins_b» section of ``grammar.lark``);
the handlers are in ``engine/effects_coins_b.py``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    COINS_CLOSED_NOT_PLAY,
    DISCARDED,
    END_OF_NEXT_TURN,
    END_OF_YOUR_TURN,
    HAND,
    HERO,
    OPPONENT,
    THIS,
    YOU,
    Amount,
    Condition,
    Ref,
    Select,
    StaticPart,
    Trigger,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def _amounts(children: list[Any]) -> list[Any]:
    return [c for c in children if isinstance(c, Amount) or (isinstance(c, int) and not isinstance(c, bool))]


def _plain_strs(children: list[Any]) -> list[str]:
    return [c for c in children if type(c) is str]


class CoinsBPhrases:
    """Mixin of ``ToAbilities`` for the «coins_b» family."""

    def d_cb_end_next(self, _: list[Any]) -> str:
        """«до конца следующего хода»: the end of the turn after this one (anyone's; engine/turn._expires)."""
        return END_OF_NEXT_TURN

    def e_cb_lose_coins_until(self, children: list[Any]) -> Any:
        """«Потеряйте N{м} до <срока>»: you lose N coins; they come back when the duration ends."""
        ct = _ct()
        duration = _plain_strs(children)[-1]
        return ct.Draft("cb_lose_coins_until", ct.NP("ref", ref=Ref("player", side=YOU)), ct._ints(children)[0],
                        params=(("duration", duration),))

    def e_cb_gain_and_lose_until(self, children: list[Any]) -> Any:
        """«До <срока> получите N{м}, а противник теряет M{м}»: your temporary coins kept until the duration ends, and
        the opponent's coins lost until then (both for the same duration)."""
        ct = _ct()
        duration, side = _plain_strs(children)[:2]
        if side != OPPONENT:
            raise ct.CompileError("«а <игрок> теряет» of another player than the opponent")
        gain, lose = _amounts(children)
        return ct.Draft("sequence", group=[
            ct.Draft("cb_gain_coins_until", ct.NP("ref", ref=Ref("player", side=YOU)), gain,
                     params=(("duration", duration),)),
            ct.Draft("cb_lose_coins_until", ct.NP("ref", ref=Ref("player", side=OPPONENT)), lose,
                     params=(("duration", duration),))])

    def e_cb_player_gains_until_own_end(self, children: list[Any]) -> Any:
        """«до конца своего хода противник получает N{м}»: temporary coins of that player until the end of his own turn
        (``gain_coins`` duration END_OF_YOUR_TURN is measured from the player who gains: gained in another's turn, they
        last until the end of his next one)."""
        ct = _ct()
        side = _plain_strs(children)[0]
        if side != OPPONENT:
            raise ct.CompileError("«до конца своего хода <игрок> получает» of another player than the opponent")
        return ct.Draft("gain_coins", ct.NP("ref", ref=Ref("player", side=OPPONENT)), ct._ints(children)[0],
                        params=(("temporary", True), ("duration", END_OF_YOUR_TURN)))

    def _cb_closed(self, draft: Any) -> Any:
        if draft.verb not in ("summon", "revive"):
            raise _ct().CompileError(f"«закрытым» after {draft.verb}")
        return dataclasses.replace(draft, params=(*draft.params, ("closed", True)))

    def e_cb_summon_closed(self, children: list[Any]) -> Any:
        """«Вызовите <np> закрытым»: ``summon`` with params closed (the card enters play closed)."""
        return self._cb_closed(self.e_summon(children))  # type: ignore[attr-defined]

    def e_cb_revive_closed(self, children: list[Any]) -> Any:
        """«Возродите <np> закрытым»: ``revive`` with params closed (the card enters play closed)."""
        return self._cb_closed(self.e_revive(children))  # type: ignore[attr-defined]

    def ev_cb_opp_coins_closed_not_play(self, _: list[Any]) -> Trigger:
        """«противник закрывает {м} не для розыгрыша карт»: the «coins» event ``coins_closed_not_play`` (payment.pay_coins
        for anything but playing a card, coins closed by an instruction) of the opponent (its subject: his hero)."""
        return Trigger(COINS_CLOSED_NOT_PLAY, subject=Select(HERO, side=OPPONENT))

    def s_cb_no_untap_while_in_play(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не открывается, пока <эта карта> в игре»: the cards named have «Не открывается в начале хода»
        (``no_untap``: turn.restore_phase leaves them closed) — a static, so it holds exactly while this card is in
        play. «Выбранное при найме существо» (Бультр) is the creature this card's own «Найм: Выберите …» named."""
        ct = _ct()
        sel = self._static_select(ct._np_of(children), False)  # type: ignore[attr-defined]
        return [StaticPart("grant", select=sel, keyword="no_untap", value=1)]

    def c_cb_no_open_coins(self, _: list[Any]) -> Condition:
        """«если у вас нет открытых {м}»: the costs_misc condition ``open_coins`` (your open coins) equal to 0."""
        return Condition("open_coins", op="==", value=0)

    def e_cb_destroy_self_and_weaker(self, _: list[Any]) -> Any:
        """«уничтожьте эту карту и всех существ с силой удара меньше, чем у неё»: ``cb_destroy_self_and_weaker`` with
        the amount this card's strike (Amount ``strike`` of THIS: its last known strike if it has left play)."""
        ct = _ct()
        return ct.Draft("cb_destroy_self_and_weaker", ct.NP("ref", ref=THIS), Amount("strike", ref=THIS))

    def ev_cb_any_player_discards(self, _: list[Any]) -> Trigger:
        """«(Каждый раз,) когда игрок сбрасывает карту»: a card of either player's hand is discarded."""
        return Trigger(DISCARDED, subject=Select(CARD, side=ANY, zone=HAND))

    def cb_bullets(self, children: list[Any]) -> list[Any]:
        """«<trigger>: • <chain>; • <chain>; …»: the chains one after the other, like the sentences of a body (the
        parts after the first name their targets when execution reaches them, §7.4: they follow a «;»)."""
        from berserk_heroes.cards.phrases_misc import mark_late

        out: list[Any] = []
        for c in children:
            if not isinstance(c, list):
                continue
            if out:
                mark_late(c)
            out.extend(c)
        return out


def event_card_condition(fin: Any, cond: Condition) -> Condition | None:
    """«если это <тип>» in an ability triggered by a discard (no card revealed before): the discarded card — the
    trigger's card — is of that type (``cb_event_card``, engine/resolve.py passes the event's card as ``it``). None
    when the trigger is not a discard (the condition stays refused)."""
    trig = getattr(fin, "trigger", None)
    if cond.kind != "revealed" or trig is None or trig.event != DISCARDED:
        return None
    return Condition("cb_event_card", select=cond.select)


class CoinsBPhrases2:
    """Mixin of ``ToAbilities`` for the «coins_b» family (second part: an ability that works in the hand)."""

    def e_cb_shuffle_self_hand_and_card(self, _: list[Any]) -> Any:
        """«замешать <эту карту> из руки и карту из игры в колоды владельцев»: ``cb_shuffle_self_from_hand`` (this card,
        only if it is still in its owner's hand), then ``shuffle_into_deck`` of one target card in play that is not a
        hero (heroes never go into a deck), both into their owners' decks."""
        ct = _ct()
        card = ct.NP("target", Select(CARD, side=ANY, zone="play", state="not_hero"), min=1, max=1)
        return ct.Draft("sequence", group=[ct.Draft("cb_shuffle_self_from_hand", ct.NP("ref", ref=THIS)),
                                           ct.Draft("shuffle_into_deck", card)])

    def cb_zone(self, kind: str, trigger: Any, effects: tuple[Any, ...], zone: str) -> str:
        """The zone of an ability whose «при этом» part shuffles this card from the hand: the hand. Only for a triggered
        ability «<trigger>, можете заплатить N{м}, при этом …» about no other card (so the card is in the hand when the
        trigger happens and when it resolves); anything else with that instruction is refused."""
        from berserk_heroes.abilities import TRIGGERED

        from .phrases_coins import _nested

        if not any(e.verb == "cb_shuffle_self_from_hand" for e in _nested(effects)):
            return zone
        if not (kind == TRIGGERED and trigger is not None and len(effects) == 1 and effects[0].optional
                and effects[0].verb == "pay" and effects[0].condition is None and not effects[0].otherwise
                and trigger.subject is None and trigger.other is None and zone == "play"):
            raise _ct().CompileError("«замешать <эту карту> из руки» outside «<trigger>, можете заплатить …, при этом …»")
        return HAND
