"""The engine of the «amounts» concept of the card language (its compiler half: ``cards/language/amounts.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.amounts``: Effect handlers and Amount kinds of amounts (computed numbers); registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the section «amounts (computed numbers)» of ``abilities.py`` for what each kind means).

From ``effects.amounts``: Amounts (and handlers) of amounts («где Х — …», values of cards, a few statics); registered into ``effects.AMOUNT_KINDS`` /
``effects.HANDLERS`` on import.

Values of a destroyed card («где Х – удар, а Y – количество жизней уничтоженного существа», «меньшее из значений удара
или жизней уничтоженного существа»): the card an earlier instruction of the same ability destroyed (its target, bound
by the compiler) is read as it was when it left play — ``GameState.destroyed_values`` (strike, life), kept for every card
leaving play in games where some card reads these amounts (``Catalog.keeps_destroyed_values``). «Жизни» are its current life (digest
§2.2: maximum life + extra lives − wounds; «Жизни сокращаются до X» removes the wounds, so a card's «жизни» count
them). If the card was not destroyed (still in play: the destruction was prevented or replaced), there is no
«уничтоженное существо» and the amount is 0.

From ``effects.amounts``: Engine additions of excess damage, keyword variants, granted abilities; registered into ``effects`` on import.

The excess damage of attacks is measured in ``combat.py`` (``fight`` / ``_strike`` with ``excess``, the event
ATTACK_EXCESS_WOUNDS) and in ``effects._shot`` / ``effects._fight``; here: their amounts and verbs.

From ``effects.amounts``: Effect handlers and Amount kinds of trigger events, conditions and effects of triggered abilities; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the section «trigger events, conditions and effects» of ``abilities.py`` for what each one means).
"""

from __future__ import annotations

import dataclasses

from ... import abilities as A
from .. import continuous
from ..combined import cost
from ..continuous import static_amount
from ..resolution import Resolution
from ..selectors import candidates, fits, history_measure, kind_admits, quest_counters_on
from ..state import GameState
from . import (
    AMOUNT_KINDS,
    HANDLERS,
    Handler,
    amount_of,
    cards_of,
    players_of,
)


def _sum(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    return sum(amount_of(s, frame, part) for part in amount.parts)


def _at_most(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«… (не более N{м})»: the number of its one part, capped at ``value``."""
    return min(amount_of(s, frame, amount.parts[0]), amount.value)


def _at_least(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«Х –2 (но не менее 1)»: the number of its one part, raised to ``value`` when below it."""
    return max(amount_of(s, frame, amount.parts[0]), amount.value)


def _history(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """A measure of the game's event history (engine/history.py): «карт, сброшенных вами в этом ходу» …"""
    assert amount.history is not None
    return history_measure(s, amount.history, frame.item.player, frame.item.source)


def _done(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«… таким образом»: the cards the previous instruction acted on (of the select's kind, if any)."""
    if amount.select is None:
        return len(frame.done)
    sel = amount.select
    return sum(1 for c in frame.done if fits(s, sel, c, frame.item.player, frame.item.source))


def _hand_gap(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """How many more cards than you the opponent has in hand (at least 0)."""
    you = frame.item.player
    gap = len(s.players[1 - you].hand) - len(s.players[you].hand)
    return gap if gap > 0 else 0


def _hand_short(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«Берите карты, пока у вас не станет N карт»: how many cards the controller's hand lacks to hold ``value`` (0 when
    it holds as many or more), counted once."""
    return max(0, amount.value - len(s.players[frame.item.player].hand))


def _event_cards(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждую сброшенную / взятую карту» of «Каждый раз, когда вы сбрасываете / берёте карты»: the engine emits
    one event per card (zones.draw / zones.discard), so each trigger is about one card."""
    event = frame.item.event
    return 1 if event and event[1] >= 0 else 0


def _cost(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """The printed cost of the card(s) of ``ref`` (IT: those the previous instruction acted on), wherever they are;
    with a ``select``, only those of its kind («суммарная стоимость сброшенных карт поддержки»)."""
    defs = s.catalog.defs
    cards = cards_of(s, frame, amount.ref)
    if amount.select is not None:
        cards = [c for c in cards if kind_admits(amount.select.kind, defs[c].type)]
    if s.parts:  # a combined card costs the sum of its parts' costs (engine/combined.py)
        return sum(cost(s, c) if c in s.cards else defs[c].cost or 0 for c in cards)
    return sum(defs[c].cost or 0 for c in cards)


def _ambush_cost(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«стоимость Засады уничтоженного существа»: the price of the printed «Засада N» of the card(s) of ``ref`` (IT:
    those the previous instruction destroyed; ``CardDef.kw['ambush']``), 0 for a card without one."""
    defs = s.catalog.defs
    return sum(defs[c].kw.get("ambush", 0) for c in cards_of(s, frame, amount.ref))


def _coins(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждую {м} …», «половину своих {м}» of the player an event Ref names («Игрок, уничтоживший эту карту»):
    every coin of his (open, closed, temporary); else as in static abilities (the controller's, or his opponent's)."""
    if amount.ref is not None and amount.ref.kind == "event":
        players = players_of(s, frame, amount.ref)
        if not players:
            return 0
        ps = s.players[players[0]]
        return ps.coins + ps.temp_coins
    return _counted(s, frame, amount)


def _counted(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """Counts shared with static abilities (continuous.static_amount), before ``div`` / ``per``."""
    plain = dataclasses.replace(amount, per=1, div=1)
    return static_amount(s, plain, frame.item.player, frame.item.source)


def _event_amount(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """The number the triggering event carries (the wounds of a WOUNDED / DEALS_WOUNDS event)."""
    event = frame.item.event
    return event[3] if event and len(event) > 3 else 0


def _paid(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«{м}, потраченных на розыгрыш этой карты»: the coins of the play that triggered the ability; in a spell's own
    text, those paid for this spell (its CARD_PLAYED of this turn: a spell resolves in the turn it is played)."""
    if frame.item.event:
        return _event_amount(s, frame, amount)
    source = frame.item.source
    return next((ev[3] for ev in reversed(s.turn_events) if ev[0] == A.CARD_PLAYED and ev[1] == source), 0)


def _excess(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    return frame.excess


AMOUNT_KINDS.update({
    "sum": _sum, "at_most": _at_most, "at_least": _at_least, "history": _history,
    "done": _done, "hand_gap": _hand_gap, "hand_short": _hand_short,
    "excess": _excess, "event_cards": _event_cards, "cost": _cost, "distinct_classes": _counted,
    "distinct_names": _counted, "event_amount": _event_amount, "paid": _paid,
    "spent_on_action": _event_amount, "coins": _coins, "ambush_cost": _ambush_cost,
    "own_closed_coins": _counted,
})


def _gone(s: GameState, frame: Resolution, amount: A.Amount) -> tuple[int, int]:
    """(strike, life) of the destroyed card when it left play; (0, 0) if it did not leave play."""
    cards = cards_of(s, frame, amount.ref)
    if not cards or cards[0] in s.cards:
        return 0, 0
    strike, life = s.destroyed_values.get(cards[0], (0, 0))
    return max(strike, 0), max(life, 0)


def _gone_strike(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    return _gone(s, frame, amount)[0]


def _gone_life(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    return _gone(s, frame, amount)[1]


def _gone_min(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    return min(_gone(s, frame, amount))


AMOUNT_KINDS["destroyed_strike"] = _gone_strike  # «удар уничтоженного существа»
AMOUNT_KINDS["destroyed_life"] = _gone_life  # «количество жизней уничтоженного существа»
AMOUNT_KINDS["destroyed_strike_life_min"] = _gone_min  # «меньшее из значений удара или жизней уничтоженного существа»

def _top_count(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждого <класс> среди них» after «Покажите N верхних карт колоды»: the cards of ``select`` among the top
    ``value`` cards of the controller's deck."""
    assert amount.select is not None
    player = frame.item.player
    top = s.players[player].deck[-amount.value:] if amount.value > 0 else []
    return sum(1 for c in top if fits(s, amount.select, c, player, frame.item.source))


AMOUNT_KINDS["top_count"] = _top_count

def _meditation_sum(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«сумма значений медитации <ваших существ>»: the Медитация values (continuous.keyword) of the cards added up."""
    assert amount.select is not None
    return sum(continuous.keyword(s, s.cards[c], "meditation")
               for c in candidates(s, amount.select, frame.item.player, frame.item.source) if c in s.cards)


AMOUNT_KINDS["meditation_sum"] = _meditation_sum


def _attack_excess(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«на величину избыточного урона» of an attack: the excess carried by the ATTACK_EXCESS_WOUNDS event."""
    event = frame.item.event
    return int(event[3]) if event and event[0] == A.ATTACK_EXCESS_WOUNDS else 0


def _strike_excess(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«где Х — избыточный урон» after «При ударе»: the excess carried by the STRIKE_EXCESS_WOUNDS event."""
    event = frame.item.event
    return int(event[3]) if event and event[0] == A.STRIKE_EXCESS_WOUNDS else 0


def _kill_excess(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждую единицу избыточного урона» after «Когда <карта> убивает существо»: the KILLS event's excess."""
    event = frame.item.event
    return int(event[3]) if event and event[0] == A.KILLS else 0


AMOUNT_KINDS.update({"attack_excess_wounds": _attack_excess, "kill_excess_wounds": _kill_excess,
                     "strike_excess_wounds": _strike_excess})


def _opponent_closed_coins(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждую его (противника) закрытую {м}»: the opponent's closed coins (temporary ones included)."""
    p = s.players[1 - frame.item.player]
    return p.closed_coins + p.closed_temp


def _wounds_on(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«количество ран на <этой карте>»: its wounds now, or the last known ones if it left play (a «Гибель:»)."""
    cards = cards_of(s, frame, amount.ref)
    if not cards:
        return 0
    card = cards[0]
    if card in s.cards:
        return s.cards[card].wounds
    return s.last_known.get(card, (0, 0))[1]


def _eggs_on(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«количество {яйцо} на <ваших Яйцах>»: the {яйцо} counters on the cards in play that ``select`` names."""
    assert amount.select is not None
    item = frame.item
    return sum(s.cards[c].counters.get(A.EGG, 0) for c in candidates(s, amount.select, item.player, item.source)
               if c in s.cards)


def _last_wounds_received(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«количество последних полученных вашим персонажем ран»: the wounds of the last wounding of any character of the
    controller, noted on his hero by ``wounds.deal_wounds`` (0 before the first)."""
    hero = s.cards.get(s.players[frame.item.player].hero)
    return hero.counters.get(A.LAST_WOUNDS_MARK, 0) if hero is not None else 0


AMOUNT_KINDS[A.LAST_WOUNDS_RECEIVED] = _last_wounds_received


def _destroyed_by_this(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«количество уничтоженных этой картой существ»: the creatures the source killed by its wounds (KILLS) or destroyed
    by an instruction (DESTROYED of a creature) this turn, each counted once (the history keeps these events in games
    with this amount, ``history.ON_DEMAND``)."""
    source = frame.item.source
    victims = {other for name, subject, other, _, _ in s.turn_events
               if name in (A.KILLS, A.DESTROYED) and subject == source and other >= 0
               and s.catalog.defs[other].type == "creature"}
    return len(victims)


AMOUNT_KINDS[A.DESTROYED_BY_THIS] = _destroyed_by_this


AMOUNT_KINDS.update({"opponent_closed_coins": _opponent_closed_coins, "wounds_on": _wounds_on, "eggs_on": _eggs_on})


CONCEPT_HANDLERS: dict[str, Handler] = {
}

HANDLERS.update(CONCEPT_HANDLERS)


def _quest_counters(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«количество {!} на этой карте» (docs/quests.md): the quest counters on the card (0 once it left play); «за каждый
    {!} на погибшем существе»: those the trigger's card had as it left play."""
    if amount.ref is not None and amount.ref.kind == "event":
        return sum(quest_counters_on(s, c) for c in cards_of(s, frame, amount.ref))
    return sum(s.cards[c].counters.get(A.QUEST_COUNTER, 0) for c in cards_of(s, frame, amount.ref) if c in s.cards)


AMOUNT_KINDS["quest_counters"] = _quest_counters


def _paid_for_ability(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«количество потраченных таким образом {м}»: the coins paid to activate this ability (recorded by the
    declaration in ``turn_counts``: the activation resolves in the turn it is declared)."""
    return s.turn_counts.get(f"{A.PAID_FOR_ABILITY}{frame.item.source}", 0)


AMOUNT_KINDS[A.PAID_FOR_ABILITY] = _paid_for_ability


def _hand_over(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«… до тех пор, пока не останется N карт»: how many cards the hand of the player ``ref`` names holds over
    ``value`` (0 when it holds N or fewer), counted once as the instruction begins."""
    players = players_of(s, frame, amount.ref) or [frame.item.player]
    return max(0, len(s.players[players[0]].hand) - amount.value)


AMOUNT_KINDS[A.HAND_OVER] = _hand_over
