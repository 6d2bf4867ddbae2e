"""The engine of control (who controls a card): the verb ``control``, registered into ``HANDLERS``.

«Возьмите под контроль <np> (до <срока>)», «противник получает контроль над этой картой», «Верните <карты> под контроль
владельцев», «Противник может отдать своё существо под ваш контроль» are one effect: the cards of ``what`` come under
the control of params ``to`` (YOU: the ability's controller; OPPONENT: his opponent; OWNER: each card's owner; FEWEST_LIFE: the player whose
hero has the least current life, «В конце хода игрок с наименьшим количеством текущих жизней получает контроль …»). A
control change makes the card weak this turn (209.2: ``entered_turn``). With a duration other than PERMANENT, a
``control`` card effect remembers the controller to give the card back to when it ends (``rules_effects``).
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import CARD, DONE, Decision, Option
from .. import continuous
from ..resolution import Resolution
from ..restrictions import control_banned, forbids
from ..selectors import candidates, side_player
from ..state import CardState, GameState
from ..zones import come_under_control
from . import (
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _choose_cards,
    _each_in_play,
    _effect_on,
    _picked,
    amount_of,
    cards_of,
    players_of,
)

CONTROL_EFFECT = "control"  # CardEffect kind of a control for a time: its value is the controller to give it back to


def _new_controller(s: GameState, frame: Resolution, e: A.Effect, card: int) -> int:
    """The player params ``to`` names for ``card``."""
    to = e.param("to", A.YOU)
    if to == A.OWNER:
        return s.catalog.owners[card]
    if to == A.FEWEST_LIFE:
        return _fewest_life_player(s, s.cards[card].controller)
    who = side_player(to, frame.item.player)
    return frame.item.player if who is None else who


def _fewest_life_player(s: GameState, controller: int) -> int:
    """«игрок с наименьшим количеством текущих жизней»: the player whose hero has the least current life (§2.2); on a
    tie nobody has the fewest, so ``controller`` keeps the card."""
    lives = [continuous.life(s, s.cards[p.hero]) if p.hero in s.cards else 0 for p in s.players]
    fewest = min(lives)
    return lives.index(fewest) if lives.count(fewest) == 1 else controller


def _may_change(s: GameState, cs: CardState, to: str) -> bool:
    """Whether a card may come under another player's control by this effect. A hero never does. Returning cards to
    their owners undoes a control change, so no ban applies; «не может быть взят под контроль» (a keyword) stops taking
    it, a timed ban («… не могут быть взяты под контроль до …») stops taking and giving alike."""
    if s.catalog.defs[cs.iid].type == "hero":
        return False
    if to == A.OWNER:
        return True
    if to == A.YOU and forbids(s, "be_controlled", cs):
        return False
    return not control_banned(s, cs.iid)


def _control(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """Every card of ``what`` in play comes under the control of params ``to`` for params ``duration``; done for the
    cards whose controller changed. Giving cards back to their owners is done even when none had changed hands."""
    if e.param("select") is not None:
        return _given_by_choice(s, frame, e, choice)
    if e.param("total_strike") is not None:
        return _taken_within_strike(s, frame, e, choice)
    to = e.param("to", A.YOU)
    duration = e.param("duration", A.PERMANENT)

    def change(c: int) -> bool:
        cs = s.cards[c]
        player = _new_controller(s, frame, e, c)
        if cs.controller == player or not _may_change(s, cs, to):
            return False
        if duration != A.PERMANENT:
            _effect_on(s, frame, c, CONTROL_EFFECT, "", cs.controller, duration)  # value: whom to give it back to
        elif any(x.kind == CONTROL_EFFECT for x in cs.effects) and to == A.OWNER:
            # a control for a time is over: when it ended it would give the card back to the player it was taken from
            cs.effects = [x for x in cs.effects if x.kind != CONTROL_EFFECT]
        come_under_control(s, cs, player)
        return True

    result = _each_in_play(s, frame, e, change)
    return FULL if to == A.OWNER else result


def _taken_within_strike(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """With params ``total_strike``: the controller picks cards of ``what`` he does not control, one at a time, within
    the amount (the shared pick within a total, ``_choose_cards``), and may stop at any time; he takes control of
    them for params duration. What was taken is IT next."""
    me = frame.item.player
    budget = amount_of(s, frame, e.param("total_strike"))
    pool = [c for c in cards_of(s, frame, e.what) if c in s.cards and s.cards[c].controller != me
            and _may_change(s, s.cards[c], A.YOU)]
    asked = _choose_cards(s, frame, me, pool, len(pool), choice, True,
                          (f"Возьмите под контроль существа с суммарной силой удара не больше {budget} или «done»",
                           f"Take control of creatures of total strike at most {budget}, or done"),
                          within=(lambda c: continuous.strike(s, s.cards[c]) if c in s.cards else 0, budget))
    if asked is not None:
        return asked
    taken = [c for c in _picked(frame) if c in s.cards]
    duration = e.param("duration", A.PERMANENT)
    for c in taken:
        cs = s.cards[c]
        if duration != A.PERMANENT:
            _effect_on(s, frame, c, CONTROL_EFFECT, "", cs.controller, duration)
        come_under_control(s, cs, me)
    frame.last = tuple(taken)
    return FULL if taken else NONE


def _given_by_choice(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """With params ``select``: the player ``what`` means picks one card of ``select`` that he controls and that may
    change control, or declines (``done``); the ability's controller takes control of it. FULL only if he gave one,
    so an «иначе …» runs when he declines or has none (§7.4)."""
    giver = players_of(s, frame, e.what)[0]
    me = frame.item.player
    if choice is None:
        sel: A.Select = e.param("select")
        pool = [c for c in candidates(s, sel, me, frame.item.source)
                if s.cards[c].controller == giver and _may_change(s, s.cards[c], A.YOU)]
        if giver == me or not pool:
            frame.last = ()
            return NONE
        return Decision(giver, "card", (*(Option(CARD, c) for c in pool), Option(DONE)),
                        "Можете отдать своё существо под контроль противника (или «done»)",
                        "You may give one of your creatures to the opponent's control (or done)")
    if choice.kind != CARD or choice.card not in s.cards:
        frame.last = ()
        return NONE
    come_under_control(s, s.cards[choice.card], me)
    frame.last = (choice.card,)
    return FULL


CONCEPT_HANDLERS: dict[str, Handler] = {
    "control": _control,
}

HANDLERS.update(CONCEPT_HANDLERS)
