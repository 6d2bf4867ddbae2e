"""Effect primitives (119–120): one handler per verb of ``abilities.VERBS``.

A handler gets the state, the resolving frame (its Queue item, «его» = ``frame.last``, ``frame.scratch``
for choices made so far) and the effect, plus the option just chosen if it asked for one. It returns a
Decision (ask the player), an outcome (FULL / PARTIAL / NONE, for «при этом» / «иначе» and 120.7–120.8),
or a tuple of effects to run next (modes, groups).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import CARD, DONE, Decision, Option
from .. import continuous
from ..events import emit
from ..restrictions import forbids
from ..selectors import (
    _kind_ok,
    attacked_in,
    candidates,
    count,
    event_excluded,
    fits,
    side_player,
    zone_cards,
)
from ..state import CardEffect, GameState, ability_at
from ..zones import discard, draw, enter_play, hoard, to_deck, to_hand

if TYPE_CHECKING:
    from ..resolve import ResolveFrame

FULL, PARTIAL, NONE = 2, 1, 0
Result = Decision | int | tuple[A.Effect, ...] | list[tuple[tuple[A.Effect, ...], int]]
Handler = Callable[[GameState, "ResolveFrame", A.Effect, Option | None], Result]


# ---------------------------------------------------------------------------------------------------------
# References and amounts
# ---------------------------------------------------------------------------------------------------------


def cards_of(s: GameState, frame: ResolveFrame, ref: A.Ref | None) -> list[int]:
    """The cards a Ref means for this resolution."""
    item = frame.item
    if ref is None or ref.kind == "this":
        return [item.source]
    k = ref.kind
    if k == "target":
        index = frame.base + ref.index
        if index in frame.late:  # named during the resolution (§7.4)
            return list(frame.late[index])
        return list(item.targets[index]) if index < len(item.targets) else []
    if k == "all":
        assert ref.select is not None
        found = candidates(s, ref.select, item.player, item.source)
        if ref.select.state == "not_attacked":  # «кроме атакованного»
            found = [c for c in found if c != attacked_in(item.event)]
        elif ref.select.state in ("not_event", "not_event_other"):  # «все другие …» after a trigger's card
            found = [c for c in found if c != event_excluded(ref.select, item.event)]
        return found
    if k == "event":
        if not item.event:
            return []
        card = item.event[1] if ref.role == "subject" else item.event[2]
        if ref.select is not None and card >= 0 and not _kind_ok(ref.select.kind, s.catalog.defs[card].type):
            return []  # «атакующее существо» when a hero made the attack
        return [card] if card >= 0 else []
    if k == "hero":
        who = side_player(ref.side, item.player)
        return [s.players[who if who is not None else item.player].hero]
    if k == "it":
        return list(frame.last)
    if k == "last_found":  # the cards the last «Поиск» of this resolution found
        return list(frame.found)
    return []


def players_of(s: GameState, frame: ResolveFrame, ref: A.Ref | None) -> list[int]:
    """The players a Ref means (a player ref, or the controllers of the cards it means)."""
    item = frame.item
    if ref is None:
        return [item.player]
    if ref.kind == "player":
        who = side_player(ref.side, item.player)
        return [item.player, 1 - item.player] if who is None else [who]
    out = []
    for c in cards_of(s, frame, ref):
        cs = s.cards.get(c)
        p = cs.controller if cs is not None else s.catalog.owners[c]
        if p not in out:
            out.append(p)
    return out


# Amount kinds added by phrase families (engine/effects_<family>.py): kind → evaluator(state, frame, amount).
AMOUNT_KINDS: dict[str, Callable[[GameState, ResolveFrame, A.Amount], int]] = {}


def amount_of(s: GameState, frame: ResolveFrame, amount: int | A.Amount | None, default: int = 1) -> int:
    if amount is None:
        return default
    if isinstance(amount, int):
        return amount
    item = frame.item
    if amount.kind == "fixed":
        value = amount.value
    elif amount.kind == "x":
        value = item.x
    elif amount.kind == "count":
        assert amount.select is not None
        value = count(s, amount.select, item.player, item.source)
    elif amount.kind == "strike":
        cards = cards_of(s, frame, amount.ref)
        value = continuous.strike(s, s.cards[cards[0]]) if cards and cards[0] in s.cards else 0
        if cards and cards[0] not in s.cards:  # it left play: its last known strike («module» / «triggers» records)
            if cards[0] in s.last_strike:
                value = s.last_strike[cards[0]]
            elif cards[0] in s.last_known:
                value = s.last_known[cards[0]][0]
    elif amount.kind == "ambushes_this_turn":  # «за каждую засаду, сработавшую в этот ход»
        value = s.turn_counts.get("ambushes", 0)
    elif amount.kind == "event_amount":  # «столько же ран», «получает Х ран, … на Х»: the event's amount
        value = item.event[3] if item.event and len(item.event) > 3 else 0
    elif amount.kind == "event_cost":  # «… стоимость добытой карты»: the event's other card
        card = item.event[2] if item.event else -1
        value = (s.catalog.defs[card].cost or 0) if card >= 0 else 0
    elif amount.kind == "boosts":  # «за каждый эффект усиления на …»
        cards = cards_of(s, frame, amount.ref)
        value = sum(1 for c in cards if c in s.cards for x in s.cards[c].effects if x.kind == "boost" and x.value > 0)
    elif amount.kind in AMOUNT_KINDS:
        value = AMOUNT_KINDS[amount.kind](s, frame, amount)
    else:
        raise ValueError(f"unknown amount kind {amount.kind!r}")
    if amount.div != 1:  # «за каждые N …»
        value //= amount.div
    return value * amount.per


def _outcome(done: int, total: int) -> int:
    if total == 0 or done == 0:
        return NONE
    return FULL if done >= total else PARTIAL


def _each_in_play(s: GameState, frame: ResolveFrame, effect: A.Effect, act: Callable[[int], bool]) -> int:
    """Apply ``act`` to every referenced card still in play; 120.7 partial execution."""
    cards = cards_of(s, frame, effect.what)
    done = [c for c in cards if c in s.cards and act(c)]
    frame.last = tuple(cards)
    frame.doing = tuple(done)  # «… таким образом» (Amount "done") counts the cards it was done to
    return _outcome(len(done), len(cards))


# ---------------------------------------------------------------------------------------------------------
# Handlers
# ---------------------------------------------------------------------------------------------------------


def _draw(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)
    outcomes = []
    drawn: list[int] = []
    for p in players_of(s, frame, e.what):
        k = draw(s, p, n)
        drawn.extend(s.players[p].hand[len(s.players[p].hand) - k:] if k else ())
        outcomes.append(_outcome(k, n))
    frame.doing = tuple(drawn)
    return min(outcomes) if outcomes else NONE


def _choose_cards(s: GameState, frame: ResolveFrame, chooser: int, pool: list[int], n: int,
                  choice: Option | None, may_stop: bool, prompt: tuple[str, str]) -> Decision | None:
    """Collect up to ``n`` distinct cards from ``pool`` into ``frame.scratch``; None when finished."""
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        else:
            frame.scratch = (*frame.scratch, choice.card)
    if -1 in frame.scratch:
        return None
    left = [c for c in pool if c not in frame.scratch]
    if len(frame.scratch) >= n or not left:
        return None
    options = [Option(CARD, c) for c in left]
    if may_stop:
        options.append(Option(DONE))
    return Decision(chooser, "card", tuple(options), prompt[0], prompt[1])


def _picked(frame: ResolveFrame) -> list[int]:
    return [c for c in frame.scratch if c >= 0]


def _discard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Сбросьте N карт» / «Противник сбрасывает …» / «Каждый игрок сбрасывает …»: each player in turn
    discards N cards — chosen by himself (``chooser`` 'owner'), by the controller ('you'), or at random."""
    n = amount_of(s, frame, e.amount)
    players = players_of(s, frame, e.what)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    done = frame.scratch.count(-2)  # -2 closes the picks of one player
    while done < len(players):
        player = players[done]
        picks = _picks_of(frame.scratch, done)
        hand = [c for c in s.players[player].hand if c not in picks]
        if e.param("select") is not None:  # «сбросить заклинание»: only cards of that kind
            hand = [c for c in hand if fits(s, e.param("select"), c, frame.item.player, frame.item.source)]
        if len(picks) >= n or not hand:
            frame.scratch = (*frame.scratch, -2)
            done += 1
            continue
        if e.param("chooser") == "random":
            frame.scratch = (*frame.scratch, hand[s.rng.randrange(len(hand))])
            continue
        chooser = player if e.param("chooser", "owner") == "owner" else frame.item.player
        if e.param("chooser") == "opponent":  # costs_misc: «… по выбору противника» (the discarding player's opponent)
            chooser = 1 - player
        return Decision(chooser, "card", tuple(Option(CARD, c) for c in hand), "Выберите карту, чтобы сбросить",
                        "Choose a card to discard")
    total = 0
    for k, player in enumerate(players):
        for c in _picks_of(frame.scratch, k):
            discard(s, player, c)
            total += 1
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    frame.doing = frame.last
    return _outcome(total, n * len(players))


def _picks_of(scratch: tuple[int, ...], k: int) -> list[int]:
    """The cards picked for the k-th player (picks are separated by -2)."""
    groups: list[list[int]] = [[]]
    for c in scratch:
        if c == -2:
            groups.append([])
        else:
            groups[-1].append(c)
    return groups[k] if k < len(groups) else []


def _from_zone_to(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None, zone: str,
                  move: Callable[[int, int], None], verb_ru: str) -> Result:
    """Поиск / Вызов / Возрождение / from graveyard to hand: the player picks up to N matching cards and
    may decline (FAQ #2, #18)."""
    sel: A.Select = e.param("select") or A.Select(A.CARD, side=A.YOU, zone=zone)
    if zone == "deck" and sel.zone == "sideboard":  # «Поиск – … в дополнительной колоде»
        zone = "sideboard"
    if sel.zone != zone:
        sel = dataclasses.replace(sel, zone=zone)
    if sel.cost_max_amount is not None and sel.cost_max_amount.kind == "x":  # «стоимостью (менее)
        # Х{м}» — the X paid for this ability or spell (value −1: «менее»)
        sel = dataclasses.replace(sel, cost_max=frame.item.x + sel.cost_max_amount.value, cost_max_amount=None)
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    if choice is None and not frame.scratch and zone in ("deck", "sideboard") and verb_ru == "Поиск":
        emit(s, A.SEARCHED, -1, player=player)  # «Вызовите» also takes from the deck, but is no Поиск (§6.3)
    pool = candidates(s, sel, player, frame.item.source)
    if sel.state in ("not_event", "not_event_other"):  # «верните другого …» — not the trigger's card
        pool = [c for c in pool if c != event_excluded(sel, frame.item.event)]
    elif sel.state == "name_of_target":  # «… с таким же названием» as the card chosen (TARGET 0)
        chosen = frame.item.targets[0] if frame.item.targets else ()
        names = {s.catalog.names[c] for c in chosen}
        pool = [c for c in pool if s.catalog.names[c] in names]
    if e.what is not None and e.what.kind == "this":  # «Возродите <эту карту>»: only the source itself
        pool = [frame.item.source] if frame.item.source in zone_cards(s, zone, None) else []
    # Поиск may always be declined (FAQ #2); «до N» may stop early; otherwise take what there is.
    may_stop = verb_ru == "Поиск" or bool(e.param("up_to"))
    d = _choose_cards(s, frame, player, pool, n, choice, may_stop,
                      (f"{verb_ru}: выберите карту (или «done»)", f"{verb_ru}: choose a card (or done)"))
    if d is not None:
        return d
    picks = _picked(frame)
    if verb_ru == "Поиск":
        show(s, picks, -1)  # «Поиск»: the card found is shown (digest §6.3, §8.2)
    for c in picks:
        move(c, player)
    if zone == "deck" and (picks or pool):
        s.rng.shuffle(s.players[player].deck)  # after looking through the deck, shuffle it
    frame.last = tuple(picks)
    return _outcome(len(picks), n)


def summon_card(s: GameState, card: int, player: int) -> None:
    """«Вызовите …» done by a handler that picked the card itself: it enters play under ``player`` (not played) and the
    SUMMONED event follows («Когда вы вызываете …»)."""
    enter_play(s, card, player)
    emit(s, A.SUMMONED, card, player=player)


def _grave_to_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def move(c: int, p: int) -> None:
        s.players[s.catalog.owners[c]].graveyard.remove(c)
        s.players[s.catalog.owners[c]].hand.append(c)

    return _from_zone_to(s, frame, e, choice, "graveyard", move, "Кладбище → рука")


def _enter(s: GameState, iid: int, player: int) -> None:
    enter_play(s, iid, player)


def _return_to_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def back(c: int) -> bool:
        if s.catalog.defs[c].type == "hero":
            return False
        if s.cards[c].controller != frame.item.player and forbids(s, "to_hand_by_opponent", s.cards[c]):
            return False  # «Карты противника не могут … положить <её> в руку»
        to_hand(s, c)
        return True

    return _each_in_play(s, frame, e, back)


def _to_deck(position: str) -> Handler:
    def handler(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
        def move(c: int) -> bool:
            if s.catalog.defs[c].type == "hero":
                return False
            to_deck(s, c, position)
            return True

        cards = cards_of(s, frame, e.what)
        # a card in play, or one in its owner's deck: the card just looked at / shown («можете положить её под низ
        # колоды» after «Посмотрите верхнюю карту …»)
        done = [c for c in cards if (c in s.cards or c in s.players[s.catalog.owners[c]].deck) and move(c)]
        frame.last = tuple(cards)
        return _outcome(len(done), len(cards))

    return handler


def _effect_on(s: GameState, frame: ResolveFrame, c: int, kind: str, key: str, value: int,
               duration: str, cond: A.Condition | None = None) -> None:
    """Put an effect on card ``c``. With duration WHILE, ``cond`` is its condition of existence (120.6)."""
    s.cards[c].effects.append(CardEffect(kind, key, value, duration, frame.item.source, s.turn, frame.item.player,
                                         cond if duration == A.WHILE else None))


def _put_effect(s: GameState, frame: ResolveFrame, e: A.Effect, kind: str, key: str, value: int,
                default_duration: str) -> Result:
    """Put one CardEffect on every referenced card in play (duration from the text, or the default)."""
    duration = e.param("duration", default_duration)
    cond = e.param("while")

    def put(c: int) -> bool:
        _effect_on(s, frame, c, kind, key, value, duration, cond)
        return True

    return _each_in_play(s, frame, e, put)


def _mill(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Мор X»: the top X cards of a deck to the graveyard. «любой колоды» (side ANY): the controller picks
    the deck (by its hero); «каждый игрок» (EACH): every deck."""
    n = amount_of(s, frame, e.amount)
    if e.params:  # «Ваши карты с Мором имеют +2 к Мору»
        n += zone_moves.mor_bonus(s, frame, e)
    moved = 0
    players = players_of(s, frame, e.what)
    if e.what is not None and e.what.kind == "player" and e.what.side == A.ANY:
        if choice is None:
            heroes = tuple(Option(CARD, s.players[p].hero) for p in (frame.item.player, 1 - frame.item.player))
            return Decision(frame.item.player, "card", heroes, "Мор: выберите колоду (героя её владельца)",
                            "Mill: choose a deck (by its owner's hero)")
        players = [s.catalog.owners[choice.card]]
    milled: list[int] = []
    for p in players:
        deck = s.players[p].deck
        for _ in range(min(n, len(deck))):
            card = deck.pop()
            s.players[p].graveyard.append(card)
            emit(s, A.PUT_INTO_GRAVEYARD, card, player=p)
            emit(s, A.DECK_TO_GRAVEYARD, card, player=p)
            if A.MILLED in s.catalog.listened:  # «из-за Мора <X> на кладбище попало …»
                emit(s, A.MILLED, card, other=frame.item.source, player=p)
            moved += 1
            milled.append(card)
    frame.last = tuple(milled)  # «если из-за Мора … на кладбище противника попало существо» (it_any)
    if A.MOR_FIRES in s.catalog.listened and e.param("mor"):  # «когда срабатывает ваш Мор»
        emit(s, A.MOR_FIRES, -1, frame.item.source, player=frame.item.player)
    return _outcome(moved, n)


def _shuffle_into_deck(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Замешайте … в колоду»: from play, hand or graveyard into the owner's deck, shuffled."""
    cards = [c for c in cards_of(s, frame, e.what) if s.catalog.defs[c].type != "hero"]
    for c in cards:
        to_deck(s, c, "shuffle")
    frame.last = tuple(cards)
    frame.doing = frame.last
    if cards and e.then and e.what is not None and e.what.kind == "target":
        # «замешать 3 карты …, при этом …» with fewer named (a target named at execution, §7.4) is not
        # fully done, so its «при этом» part does not follow (§7.4)
        specs = ability_at(s.catalog, frame.item.source, frame.item.ability).targets
        index = frame.base + e.what.index
        if index < len(specs) and len(cards) < specs[index].min:
            return PARTIAL
    return FULL if cards else NONE


def show(s: GameState, cards: tuple[int, ...] | list[int], viewer: int) -> None:
    """Put cards on display for this turn and the next (views.py «shown»): to both players (``viewer`` -1:
    «Покажите»), or to one player only (a «Посмотрите»)."""
    s.shown = (*s.shown, *((c, viewer, s.turn) for c in cards if (c, viewer, s.turn) not in s.shown))


def _hoard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«… добывает <карту>»: ``what`` are the cards, or a player whose deck gives ``amount`` cards from the
    ``deck`` end ('top'/'bottom'); ``holder`` the card they go under (this card by default)."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    if not holders:
        return NONE
    what = e.what
    if what is not None and what.kind == "player" and e.param("deck"):
        n = amount_of(s, frame, e.amount)
        cards = []
        for p in players_of(s, frame, what):
            deck = s.players[p].deck
            cards.extend(deck[::-1][:n] if e.param("deck") == "top" else deck[:n])
    else:
        cards = cards_of(s, frame, what)
    done = [c for c in cards if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    frame.doing = frame.last  # «за каждую добытую таким образом карту» (Amount done)
    return _outcome(len(done), len(cards))


def _hoard_from_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    players = players_of(s, frame, e.what)
    if not holders or not players:
        return NONE
    player = players[0]
    n = amount_of(s, frame, e.amount)
    chooser = player if e.param("chooser", "owner") == "owner" else frame.item.player
    return hoard_picked(s, frame, holders[0], chooser, s.players[player].hand, n, choice,
                        ("Выберите карту из руки, её добудут", "Choose a card from the hand to be hoarded"))


def hoard_picked(s: GameState, frame: ResolveFrame, holder: int, chooser: int, pool: list[int], n: int,
                 choice: Option | None, prompt: tuple[str, str]) -> Result:
    """``chooser`` picks ``n`` cards of ``pool`` (one at a time, while there are some) and ``holder`` hoards them;
    ``it`` is the cards hoarded. Shared by the «добывает … из руки» handlers."""
    d = _choose_cards(s, frame, chooser, pool, n, choice, False, prompt)
    if d is not None:
        return d
    done = [c for c in _picked(frame) if hoard(s, holder, c)]
    frame.last = tuple(done)
    return _outcome(len(done), n)


def _hand_to_deck(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Положите N карт из руки на верх / под низ колоды», «замешайте карту из руки в колоду»; «Противник кладёт N
    карт из руки на верх своей колоды»: ``what`` is the player whose hand it is (he picks)."""
    players = players_of(s, frame, e.what)
    player = players[0] if players else frame.item.player
    n = amount_of(s, frame, e.amount)
    sel: A.Select | None = e.param("select")
    hand = s.players[player].hand
    pool = [c for c in hand if sel is None or fits(s, sel, c, frame.item.player, frame.item.source)]
    d = _choose_cards(s, frame, player, pool, n, choice, False,
                      ("Выберите карту из руки для колоды", "Choose a card from your hand for the deck"))
    if d is not None:
        return d
    picks = _picked(frame)
    for c in picks:
        to_deck(s, c, e.param("position", "top"))
    frame.last = tuple(picks)
    return _outcome(len(picks), n)


HANDLERS: dict[str, Handler] = {
    "draw": _draw, "discard": _discard,
    "return_to_hand": _return_to_hand, "to_deck_top": _to_deck("top"), "to_deck_bottom": _to_deck("bottom"),
    "to_hand_from_graveyard": _grave_to_hand, "mill": _mill,
    "shuffle_into_deck": _shuffle_into_deck, "hoard": _hoard,
    "hoard_from_hand": _hoard_from_hand, "hand_to_deck": _hand_to_deck,
}


def execute(s: GameState, frame: ResolveFrame, effect: A.Effect, choice: Option | None) -> Result:
    """Run one effect."""
    handler = HANDLERS.get(effect.verb)
    if handler is None:
        raise NotImplementedError(f"effect verb {effect.verb!r} has no handler")
    return handler(s, frame, effect, choice)


# The concept modules register their handlers into HANDLERS, in name order (imported last: they use this module).
from . import (  # noqa: E402,F401
    amounts,
    attacks,
    choices,
    coins,
    control,
    control_copies,
    costs,
    destruction,
    durations,
    entering,
    flow,
    general,
    keyword_grants,
    keywords,
    looking,
    open_closed,
    prevention,
    stats,
    wounds_healing,
    zone_moves,
)
