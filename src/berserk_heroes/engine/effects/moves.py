"""The engine of cards moving between zones other than play (its compiler half: ``cards/language/zone_moves.py``).

One verb, ``move`` (``abilities.VERBS['move']``), moves cards to a hand, a deck (top, bottom, shuffled in) or a
sideboard: either the cards a Ref names (each goes if it is still where the effect expects it), or cards a player
picks from one of his zones (how many, who picks, which). Drawing, discarding, Мор and hoarding keep verbs of their
own because the rules give them events of their own (DRAWN, DISCARDED, Мор, HOARDS) that triggers and replacements
listen to.

Rules: a card leaving play for a hand or a deck goes to its owner's (§8.2); a created card goes back to its owner's
запас instead (§1.4.2, ``zones.to_hand`` / ``zones.to_deck``); heroes never leave play this way; after a player looks
through his deck it is shuffled (§8.2).
"""

from __future__ import annotations

import dataclasses

from ... import abilities as A
from ...decisions import CARD, DONE, Decision, Option
from .. import continuous
from ..events import emit
from ..history import entered_this_turn
from ..quests import complete, put_aside
from ..resolution import Resolution
from ..restrictions import forbids
from ..selectors import fits
from ..state import GameState, ability_at
from ..zones import (
    discard,
    draw,
    hoard,
    hoard_scale,
    is_created,
    left_sideboard,
    remove_from_zone,
    shuffle_deck,
    stays_in_graveyard,
    to_deck,
    to_graveyard,
    to_hand,
)
from . import (
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _each_in_play,
    _from_zone_to,
    _outcome,
    _picks_of,
    amount_of,
    cards_of,
    hoard_picked,
    players_of,
)


def _move(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """``move``: cards go to params ``to`` — the cards ``what`` names, or those a player picks from his params
    ``from`` zone."""
    if e.param(A.SWAP) and e.param(A.COUNT) is not None:
        return _swap_picked(s, frame, e, choice)
    if e.param(A.COUNT) is not None:
        return _pick_and_move(s, frame, e, choice)
    to = e.param(A.TO)
    if e.param(A.SWAP):
        return _exchange(s, frame, e)
    if to == A.SIDEBOARD:
        return _to_sideboard(s, frame, e)
    if to == A.COMPLETED:
        return _complete_quests(s, frame, e)
    if e.param(A.FROM) == A.HOARDED:
        return _unhoard_to_graveyard(s, frame, e)
    if e.param(A.FROM) not in (None, A.PLAY):
        return _move_if_still_in(s, frame, e, e.param(A.FROM))
    if to == A.HAND:
        return _return_to_hand(s, frame, e)
    if e.param(A.ORDER) in (A.OWNERS_CHOOSE, A.CONTROLLER_CHOOSES):
        return _to_deck_top_in_owners_order(s, frame, e, choice)
    if e.param(A.POSITION, A.SHUFFLED) == A.SHUFFLED:
        return _shuffle_into_deck(s, frame, e)
    return _to_deck_end(s, frame, e)


def _unhoard_to_graveyard(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """(params ``from`` HOARDED, ``to`` GRAVEYARD) the cards ``what`` names that are still hoarded leave their holder for
    their owners' graveyards («добывает <карту с кладбища> до конца хода»: it goes back at the end of the turn)."""
    cards = cards_of(s, frame, e.what)
    done = [c for c in cards if c in s.hoard_origin]
    for c in done:
        to_graveyard(s, c)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _in_zone(s: GameState, card: int, zone: str) -> bool:
    """Whether ``card`` is in ``zone`` (play, or its owner's hand / graveyard / deck / sideboard) now."""
    if zone == A.PLAY:
        return card in s.cards
    return card in getattr(s.players[s.catalog.owners[card]], zone)


def _put(s: GameState, card: int, e: A.Effect) -> None:
    """Put ``card`` into its owner's params ``to`` zone (a deck: at params ``position``)."""
    if e.param(A.TO) == A.HAND:
        to_hand(s, card)
    elif e.param(A.TO) == A.GRAVEYARD:  # (a hoarded card: «… добытое <этой картой>, на кладбище владельца»)
        to_graveyard(s, card)
    else:
        to_deck(s, card, e.param(A.POSITION, A.SHUFFLED))


def _move_if_still_in(s: GameState, frame: Resolution, e: A.Effect, zone: str) -> Result:
    """The cards of ``what`` that are still in ``zone`` move («Гибель: можете положить эту карту на верх колоды вместо
    кладбища», «верните это существо в вашу руку» after it died, «замешайте эту карту из руки в колоду»); a card that
    has left that zone meanwhile stays where it is. ``it`` is the cards moved."""
    cards = cards_of(s, frame, e.what)
    done = [c for c in cards if _in_zone(s, c, zone) and not stays_in_graveyard(s, c)]
    for c in done:
        _put(s, c, e)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _return_to_hand(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Верните <карту> в руку владельца»: each card of ``what`` still in play, not a hero, unless a static forbids the
    opponent's cards to do it («Карты противника не могут … положить <её> в руку»)."""
    def back(c: int) -> bool:
        if s.catalog.defs[c].type == "hero":
            return False
        if s.cards[c].controller != frame.item.player and forbids(s, "to_hand_by_opponent", s.cards[c]):
            return False
        to_hand(s, c)
        return True

    return _each_in_play(s, frame, e, back)


def _to_deck_end(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Положите <карту> на верх / под низ колоды владельца»: a card in play (not a hero), or one already in its
    owner's deck — the card just looked at or shown («можете положить её под низ колоды» after «Посмотрите верхнюю
    карту …»)."""
    cards = cards_of(s, frame, e.what)
    done = [c for c in cards if (c in s.cards or _in_zone(s, c, A.DECK)) and s.catalog.defs[c].type != "hero"]
    for c in done:
        to_deck(s, c, e.param(A.POSITION))
    frame.last = tuple(cards)
    return _outcome(len(done), len(cards))


def _shuffle_into_deck(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Замешайте … в колоду»: from play, hand or graveyard into the owner's deck, shuffled (not a hero)."""
    cards = [c for c in cards_of(s, frame, e.what) if s.catalog.defs[c].type != "hero" and not stays_in_graveyard(s, c)]
    for c in cards:
        to_deck(s, c, A.SHUFFLED)
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


def _to_deck_top_in_owners_order(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Положите <карты> на верх колоды владельца в порядке, выбранном их владельцами»: the cards ``what`` in play go on
    top of their owners' decks; each owner (the controller first) picks the order of his own, the first picked ending
    up on top; params order CONTROLLER_CHOOSES («в выбранном порядке»): the controller picks the order of each deck.
    ``frame.scratch``: the picks so far, deck by deck."""
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    # the cards in play now (nothing else happens between the picks; heroes never go into a deck)
    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards and s.catalog.defs[c].type != "hero"]
    first = frame.item.player
    for owner in (first, 1 - first):
        left = [c for c in cards if s.catalog.owners[c] == owner and c not in frame.scratch]
        if len(left) >= 2:
            if e.param(A.ORDER) == A.CONTROLLER_CHOOSES:
                return Decision(first, "card", tuple(Option(CARD, c) for c in left),
                                "Порядок: какую карту положить на верх колоды её владельца следующей (первая будет "
                                "сверху)", "Order: which card goes on top of its owner's deck next (the first chosen "
                                "ends up on top)")
            return Decision(owner, "card", tuple(Option(CARD, c) for c in left),
                            "Порядок: какую вашу карту положить на верх колоды следующей (первая будет сверху)",
                            "Order: which of your cards goes on top next (the first chosen ends up on top)")
    ordered = [c for c in frame.scratch if c in cards] + [c for c in cards if c not in frame.scratch]
    for c in reversed(ordered):  # the first picked goes last, so it ends up on top
        to_deck(s, c, A.DECK_TOP)
    frame.last = tuple(ordered)
    return FULL if ordered else NONE


def _to_sideboard(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Положите <карту> в дополнительную колоду»: each card of ``what`` still in play (not a hero) or in a graveyard
    goes to its owner's sideboard (a created card to the запас, as when it leaves play any other way); with params
    ``from`` a zone other than play («положите Хроноса из руки …»), only a card still in that zone."""
    cards = cards_of(s, frame, e.what)
    source = e.param(A.FROM)
    done = []
    for c in cards:
        owner = s.players[s.catalog.owners[c]]
        if source not in (None, A.PLAY):
            if not _in_zone(s, c, source):
                continue
        elif c in s.cards:
            if s.catalog.defs[c].type == "hero":
                continue
        elif c not in owner.graveyard or stays_in_graveyard(s, c):
            continue
        remove_from_zone(s, c)
        (owner.reserve if is_created(s, c) else owner.sideboard).append(c)
        done.append(c)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _complete_quests(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Завершите этот квест»: each quest of ``what`` still in play goes to the completed quests (engine/quests.py);
    with params replaced, put aside for another quest instead («Замените ваш квест …»)."""
    cards = cards_of(s, frame, e.what)
    done = [c for c in cards if (put_aside if e.param(A.REPLACED) else complete)(s, c)]
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _pick_and_move(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """A ``move`` with params ``count``: the cards are picked in a zone (params ``from``) rather than named. Params
    ``cost`` (an Amount, «стоимостью Х{м}» with Х the number of the event replaced): only cards of that cost, counted
    now (as a search's)."""
    cost = e.param("cost")
    if cost is not None:
        x = amount_of(s, frame, cost)
        sel = dataclasses.replace(e.param("select"), cost_min=x, cost_max=x)
        e = dataclasses.replace(e, params=tuple((k, sel if k == "select" else v) for k, v in e.params if k != "cost"))
    source = e.param(A.FROM)
    if source == A.GRAVEYARD and e.param(A.TO) == A.HAND:
        def take(c: int, p: int) -> None:
            remove_from_zone(s, c)  # (its pool offered only cards that may leave)
            s.players[s.catalog.owners[c]].hand.append(c)

        return _from_zone_to(s, frame, e, choice, A.GRAVEYARD, take, "Кладбище → рука")
    if source == A.GRAVEYARD and e.param(A.TO) == A.DECK and e.param(A.ANY_GRAVEYARD):
        # «Замешайте до Х карт с любого кладбища в колоду»: the controller picks them in the graveyards (one, or both:
        # RulesConfig any_graveyard_picks, effects._from_zone_to), each goes into its owner's deck
        return _from_zone_to(s, frame, e, choice, A.GRAVEYARD, lambda c, p: to_deck(s, c, A.SHUFFLED),
                             "Кладбище → колода")
    if source == e.param(A.TO) == A.DECK:
        return _shuffle_decks(s, frame, e)
    if e.param(A.COUNT) == A.ALL_MATCHING:
        if e.what is not None and e.what.kind == "player" and e.what.side == A.ANY:
            return _move_all_of_chosen(s, frame, e, choice)
        return _move_all_matching(s, frame, e)
    return _pick_each(s, frame, e, choice)


def _shuffle_decks(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Перемешайте колоду»: a deck put into itself, shuffled — the deck of each player of ``what`` is shuffled."""
    for p in players_of(s, frame, e.what):
        shuffle_deck(s, p, instructed=True)
    return FULL


def _exchange(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Поменяйте местами вашу руку и дополнительную колоду» (params ``swap``): for each player of ``what`` the cards of
    his params ``from`` and ``to`` zones change places (no draw or discard happens). Done when some card moved."""
    moved = False
    source, to = e.param(A.FROM), e.param(A.TO)
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        here, there = getattr(ps, source), getattr(ps, to)
        moved = moved or bool(here or there)
        setattr(ps, source, list(there))
        setattr(ps, to, list(here))
        for c in (there if to == A.SIDEBOARD else here if source == A.SIDEBOARD else ()):
            left_sideboard(s, c)
    frame.last = ()
    return FULL if moved else NONE


def _swap_picked(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Поменяйте местами карту в руке и дополнительной колоде» (params ``swap`` with ``count``): the controller picks a
    card of his params ``from`` zone, then one of his ``to`` zone, and they change places. Nothing when either zone is
    empty (there is nothing to exchange)."""
    player = frame.item.player
    ps = s.players[player]
    source, to = e.param(A.FROM), e.param(A.TO)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    picked = len(frame.scratch)
    if picked < 2 and getattr(ps, source) and getattr(ps, to):
        zone = getattr(ps, source if picked == 0 else to)
        where = ("из руки", "of the hand") if picked == 0 else ("из дополнительной колоды", "of the sideboard")
        return Decision(player, "card", tuple(Option(CARD, c) for c in zone),
                        f"Выберите карту {where[0]} для обмена", f"Choose a card {where[1]} to exchange")
    if picked < 2:
        return NONE
    mine, theirs = frame.scratch
    remove_from_zone(s, mine)
    remove_from_zone(s, theirs)
    getattr(ps, to).append(mine)
    getattr(ps, source).append(theirs)
    frame.last = (mine, theirs)
    return FULL


def _fits(s: GameState, frame: Resolution, e: A.Effect, card: int) -> bool:
    """Whether ``card`` is one the move may pick: it matches params ``select`` and, with params ``x_cost``, its printed
    cost is the ability's X."""
    sel = e.param("select")
    if sel is not None and not fits(s, sel, card, frame.item.player, frame.item.source):
        return False
    namesake = e.param(A.SAME_NAME_AS)
    if namesake is not None and not _shares_name(s, frame, namesake, card):
        return False
    return not e.param(A.X_COST) or (s.catalog.defs[card].cost or 0) == frame.item.x


def _shares_name(s: GameState, frame: Resolution, ref: A.Ref, card: int) -> bool:
    """Params ``same_name_as`` («с таким же названием, как <ref>»): ``card`` bears the name of the first card ``ref``
    names (none when it names no card)."""
    named = cards_of(s, frame, ref)
    return bool(named) and s.catalog.names[card] == s.catalog.names[named[0]]


def _move_all_matching(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """(params count ALL_MATCHING) «<игрок> замешивает в колоду все карты с таким названием»: every card of the params
    ``from`` zone of each player of ``what`` that fits goes; they are «замешанные таким образом» (``frame.doing``)."""
    done: list[int] = []
    for p in players_of(s, frame, e.what):
        for c in [c for c in getattr(s.players[p], e.param(A.FROM)) if _fits(s, frame, e, c)]:
            _put(s, c, e)
            done.append(c)
    frame.last = tuple(done)
    frame.doing = tuple(done)
    return FULL if done else NONE


def _move_all_of_chosen(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Замешайте все карты с любого кладбища в колоду владельца» (``what`` a player of side ANY): the controller picks
    one player whose params ``from`` zone holds cards (by his hero), then every fitting card of it moves. The rules
    option ``any_graveyard_picks`` 'mixed' reads «любого» as both: the cards of both players move, no pick."""
    if s.config.any_graveyard_picks == "mixed":
        return _move_all_matching(s, frame, e)
    player = frame.item.player
    zone = e.param(A.FROM)
    if choice is None:
        heroes = tuple(Option(CARD, s.players[p].hero) for p in (player, 1 - player) if getattr(s.players[p], zone))
        if not heroes:
            frame.last = frame.doing = ()
            return NONE
        where = _ZONE_WORDS.get(zone, (zone, zone))
        return Decision(player, "card", heroes, f"Выберите игрока (его героя): все карты его {where[0]}",
                        f"Choose a player (by his hero): all cards of his {where[1]}")
    side = A.YOU if s.catalog.owners[choice.card] == player else A.OPPONENT
    return _move_all_matching(s, frame, dataclasses.replace(e, what=A.Ref("player", side=side)))


def _pick_each(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«(Каждый игрок / противник) замешивает N карт из руки / кладбища в колоду», «положите карту из руки на верх
    колоды», «противник показывает руку и замешивает в колоду карту стоимостью Х{м} на ваш выбор»: each player of
    ``what`` in turn has ``amount`` cards of his own params ``from`` zone that fit picked, one at a time, by himself
    (params ``chooser`` OWNER, the default) or by the controller (BY_YOU); then they all go. ``frame.scratch``: the
    picks, -2 closing each player's."""
    n = amount_of(s, frame, e.amount)
    players = players_of(s, frame, e.what) or [frame.item.player]
    zone = e.param(A.FROM)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    done = frame.scratch.count(-2)
    while done < len(players):
        player = players[done]
        picks = _picks_of(frame.scratch, done)
        pool = [c for c in _own_cards_in(s, frame, player, zone) if c not in picks and _fits(s, frame, e, c)]
        if len(picks) >= n or not pool:
            frame.scratch = (*frame.scratch, -2)
            done += 1
            continue
        chooser = frame.item.player if e.param(A.CHOOSER) == A.BY_YOU else player
        where = _ZONE_WORDS.get(zone, (zone, zone))
        goes = _GOES_WORDS.get(e.param(A.TO), _GOES_WORDS[A.DECK])
        return Decision(chooser, "card", tuple(Option(CARD, c) for c in pool),
                        f"Выберите карту {where[0]}, она уйдёт {goes[0]}", f"Choose a card of the {where[1]} for {goes[1]}")
    total = 0
    for k in range(len(players)):
        for c in _picks_of(frame.scratch, k):
            _put(s, c, e)
            total += 1
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    frame.doing = frame.last  # «берёт столько же карт» (Amount "done"): the cards put this way
    return _outcome(total, n * len(players))


_GOES_WORDS = {A.DECK: ("в колоду", "the deck"), A.HAND: ("в руку", "the hand"),
               A.GRAVEYARD: ("на кладбище", "the graveyard")}
_ZONE_WORDS = {A.HAND: ("руки", "hand"), A.GRAVEYARD: ("кладбища", "graveyard"),
               A.HOARDED_THIS: ("добытых этой картой", "hoarded by this card")}


def _own_cards_in(s: GameState, frame: Resolution, player: int, zone: str) -> list[int]:
    """The cards of ``player``'s ``zone``; HOARDED_THIS: the cards he owns hoarded under the ability's own card
    («положите существо каждого игрока, добытое <этой картой>, …»)."""
    if zone == A.HOARDED_THIS:
        return [c for c in s.hoarded.get(frame.item.source, ()) if s.catalog.owners[c] == player] if s.hoarded else []
    return list(getattr(s.players[player], zone))


# ---- drawing and Мор: from the top of a deck, with events of their own (DRAWN, MILLED) ----


def _draw(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)
    outcomes = []
    drawn: list[int] = []
    own_done = _each_draws_own_done(s, e)
    for p in players_of(s, frame, e.what):
        if own_done:
            n = sum(1 for c in frame.done if s.catalog.owners[c] == p)
        k = draw(s, p, n)
        drawn.extend(s.players[p].hand[len(s.players[p].hand) - k:] if k else ())
        outcomes.append(_outcome(k, n))
    frame.doing = tuple(drawn)
    return min(outcomes) if outcomes else NONE



def _each_draws_own_done(s: GameState, e: A.Effect) -> bool:
    """«Каждый игрок берёт Х карт, где Х — количество сброшенных таким образом карт» under the rules option
    ``discarded_this_way: own``: each player draws as many as the cards of his own the instruction before was done to
    (under 'total', every one of them, the amount as it is)."""
    return (s.config.discarded_this_way == "own" and e.what is not None and e.what.kind == "player"
            and e.what.side == A.EACH and isinstance(e.amount, A.Amount) and e.amount.kind == "done"
            and e.amount.select is None)


MOR_BONUS = "mor_bonus_static"  # = cards.language.statics.MOR_BONUS


def mor_bonus(s: GameState, frame: Resolution, e: A.Effect) -> int:
    """«Ваши карты с Мором имеют +N к Мору» (Вергельд): what the static abilities in play add to this «Мор X» (an
    Effect ``mill`` with param ``mor``): N for each such static whose controller's cards include the source of the
    resolving ability. Costs nothing when no card in play has one (``has_static_kind``)."""
    if not e.param("mor") or not continuous.has_static_kind(s, MOR_BONUS):
        return 0
    source = frame.item.source
    return sum(part.value for src, part in continuous.parts_of_kind(s, MOR_BONUS)
               if s.controller_of(src) == frame.item.player and continuous.applies(s, src, part, source))



def _mill(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Мор X»: the top X cards of a deck to the graveyard. «любой колоды» (side ANY): the controller picks
    the deck (by its hero); «каждый игрок» (EACH): every deck."""
    n = amount_of(s, frame, e.amount)
    if e.params:  # «Ваши карты с Мором имеют +2 к Мору»
        n += mor_bonus(s, frame, e)
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
        emit(s, A.MOR_FIRES, -1, frame.item.source, moved, player=frame.item.player)
    return _outcome(moved, n)


# ---- discarding: from a hand to its owner's graveyard, a DISCARDED event each (§8.2) ----


def _discard(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """``discard``: cards of the hands of the players ``what`` go to the graveyard — N picked (params count EXACTLY,
    the default), every one that fits (ALL_MATCHING), or as many as each player likes, up to N (UP_TO)."""
    count = e.param(A.COUNT, A.EXACTLY)
    if count == A.ALL_MATCHING:
        return _discard_all_matching(s, frame, e)
    if count == A.UP_TO:
        return _discard_up_to(s, frame, e, choice)
    return _discard_picked(s, frame, e, choice)


def _discard_picked(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """(params count EXACTLY) «Сбросьте N карт» / «Противник сбрасывает …» / «Каждый игрок сбрасывает …»: each player
    in turn discards N cards (of params select) — chosen by himself (``chooser`` OWNER), by the controller (BY_YOU), by
    his opponent ('opponent') or at random ('random'); they are discarded together once all are picked."""
    n = amount_of(s, frame, e.amount)
    players = players_of(s, frame, e.what)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    done = frame.scratch.count(-2)  # -2 closes the picks of one player
    while done < len(players):
        player = players[done]
        picks = _picks_of(frame.scratch, done)
        hand = [c for c in s.players[player].hand if c not in picks]
        if e.param("select") is not None:  # «сбросить заклинание (стоимостью Х{м})»: only cards of that kind (and cost)
            hand = [c for c in hand if _fits(s, frame, e, c)]
        if len(picks) >= n or not hand:
            frame.scratch = (*frame.scratch, -2)
            done += 1
            continue
        if e.param("chooser") == "random":
            frame.scratch = (*frame.scratch, hand[s.rng.randrange(len(hand))])
            continue
        chooser = player if e.param("chooser", "owner") == "owner" else frame.item.player
        if e.param("chooser") == "opponent":  # «… по выбору противника» (the discarding player's opponent)
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




def _discard_all_matching(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """(params count ALL_MATCHING) «<игрок> сбрасывает все карты <select>», «Сбросьте все карты», «Игроки сбрасывают свои
    руки»: every card of each hand that fits params select (any card without one), one by one in hand order, each a
    discard. With params ``noted`` the number is noted for the source this turn (``turn_counts``
    "discarded_noted/<source>"), read by a delayed instruction of the same card (engine/delayed.py
    ``noted_discard_count``). Done when at least one card was discarded."""
    sel = e.param("select")
    done: list[int] = []
    for player in players_of(s, frame, e.what):
        hand = [c for c in s.players[player].hand if sel is None or fits(s, sel, c, frame.item.player, frame.item.source)]
        for c in hand:
            discard(s, player, c)
        done.extend(hand)
    if e.param(A.NOTED):
        s.turn_counts[f"discarded_noted/{frame.item.source}"] = len(done)
    frame.last = tuple(done)
    frame.doing = frame.last
    return FULL if done else NONE


def _discard_up_to(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """(params count UP_TO) «Каждый игрок, начиная с вас, может сбросить любое количество карт из своей руки»,
    «Противник может сбросить <карту>»: each player of ``what`` in turn (the controller first) picks up to N cards of his
    own hand that fit params select (any number without an amount), one at a time — each is discarded at once, so the
    next player sees it — or stops («done»). Done when some card was discarded (so an «иначе …» runs otherwise).
    ``frame.scratch``: the cards discarded, -2 closing each player's turn."""
    players = players_of(s, frame, e.what)
    most = amount_of(s, frame, e.amount) if e.amount is not None else len(s.catalog.owners)
    sel = e.param("select")
    if choice is not None:
        k = frame.scratch.count(-2)
        if choice.kind == CARD and k < len(players) and choice.card in s.players[players[k]].hand:
            discard(s, players[k], choice.card)
            frame.scratch = (*frame.scratch, choice.card)
        else:
            frame.scratch = (*frame.scratch, -2)
    while frame.scratch.count(-2) < len(players):
        k = frame.scratch.count(-2)
        hand = [c for c in s.players[players[k]].hand
                if sel is None or fits(s, sel, c, frame.item.player, frame.item.source)]
        if not hand or len(_picks_of(frame.scratch, k)) >= most:
            frame.scratch = (*frame.scratch, -2)
            continue
        return Decision(players[k], "card", (*(Option(CARD, c) for c in hand), Option(DONE)),
                        "Можете сбросить карту (или «done»)", "You may discard a card (or done)")
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    frame.doing = frame.last
    return FULL if frame.last else NONE


# ---- hoarding: a card goes under a character (params holder), a HOARDS event each (§6.3) ----


def _hoard(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """``hoard``: cards go under params holder — the cards ``what`` names, or cards of a player's params ``from`` zone
    (DECK: its top / bottom; HAND, GRAVEYARD: picked, in the zone of a player the controller chooses when ``what`` is
    any player; HOARDED: already hoarded, they change holder), or (params ``arrived`` THIS_TURN) every card of params
    select that came to a graveyard this turn."""
    source = e.param(A.FROM)
    if source == A.HOARDED:
        return _rehoard(s, frame, e, choice)
    if e.param(A.OWN_ZONES):
        return _hoard_own_cards(s, frame, e)
    if e.param(A.ARRIVED) == A.THIS_TURN:
        return _hoard_arrived_this_turn(s, frame, e, choice)
    anyone = e.what is not None and e.what.kind == "player" and e.what.side == A.ANY
    if source == A.GRAVEYARD and anyone:
        return _hoard_from_chosen_graveyard(s, frame, e, choice)
    if source == A.HAND:
        return (_hoard_from_chosen_hand if anyone else _hoard_from_hand)(s, frame, e, choice)
    return _hoard_cards(s, frame, e, choice)


def _hoard_cards(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«… добывает <карту>»: ``what`` are the cards, or (params ``from`` DECK) a player whose deck gives ``amount`` cards
    from its params ``position`` end (DECK_TOP / DECK_BOTTOM)."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    if not holders:
        return NONE
    what = e.what
    if what is not None and what.kind == "player" and e.param(A.FROM) == A.DECK:
        n = hoard_scale(s, holders[0], amount_of(s, frame, e.amount))
        cards = []
        for p in players_of(s, frame, what):
            deck = s.players[p].deck
            cards.extend(deck[::-1][:n] if e.param(A.POSITION) == A.DECK_TOP else deck[:n])
    else:
        cards = cards_of(s, frame, what)
    done = [c for c in cards if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    frame.doing = frame.last  # «за каждую добытую таким образом карту» (Amount done)
    if e.param(A.FROM) == A.DECK and e.amount == 1 and frame.item.source in s.cards:
        # the card hoarded from a deck is open to both (§8.1): «карту того же типа» after it reads its type
        s.cards[frame.item.source].counters[A.SHOWN_CARD] = done[0] if done else -1
    return _outcome(len(done), len(cards))



def _hoard_from_hand(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<holder> добывает N карт из руки противника по его выбору», «<эта карта> добывает орка из руки»: N cards of the
    hand of player ``what`` that fit params select are picked (while there are some) by that player (params
    ``chooser`` OWNER) or by the controller (BY_YOU), and the holder hoards them; ``it`` is the cards hoarded."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    players = players_of(s, frame, e.what)
    if not holders or not players:
        return NONE
    player = players[0]
    chooser = player if e.param(A.CHOOSER, A.OWNER) == A.OWNER else frame.item.player
    sel = e.param("select")
    pool = [c for c in s.players[player].hand if sel is None or fits(s, sel, c, player, frame.item.source)]
    any_number = e.amount is None and e.param(A.COUNT) == A.UP_TO  # «любое число …»
    n = len(pool) if any_number else hoard_scale(s, holders[0], amount_of(s, frame, e.amount))
    return hoard_picked(s, frame, holders[0], chooser, pool, n, choice,
                        ("Выберите карту из руки, её добудут", "Choose a card from the hand to be hoarded"),
                        may_stop=e.param(A.COUNT) == A.UP_TO)



def _hoard_arrived_this_turn(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """(params ``from`` GRAVEYARD, ``arrived`` THIS_TURN) the holder hoards every card of params select that went to
    any graveyard this turn and is still there («Ваш герой добывает всех существ, которые попали на кладбища в этом
    ходу»)."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    sel = e.param("select")
    me = frame.item.player
    cards = [c for p in (me, 1 - me) for c in entered_this_turn(s, p)
             if sel is None or fits(s, sel, c, me, frame.item.source)]
    if not holders:
        return _outcome(0, len(cards))
    done = [c for c in cards if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))



def _hoard_from_chosen_graveyard(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<держатель> добывает N карт с выбранного кладбища»: the controller picks a graveyard (by its owner's hero), then
    N of its cards one at a time (all of them if there are fewer); params holder hoards them. ``frame.scratch`` holds
    the hero picked, then the cards picked. «N карт с любого кладбища» (params any_graveyard) under the rules option
    any_graveyard_picks 'mixed': no graveyard is picked, the N cards may come from both."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    player = frame.item.player
    if not holders:
        return NONE
    n = hoard_scale(s, holders[0], amount_of(s, frame, e.amount))
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    if e.param(A.ANY_GRAVEYARD) and s.config.any_graveyard_picks == "mixed":
        grave, picks = [*s.players[player].graveyard, *s.players[1 - player].graveyard], frame.scratch
    elif not frame.scratch:
        heroes = tuple(Option(CARD, s.players[p].hero) for p in (player, 1 - player) if s.players[p].graveyard)
        if not heroes:
            frame.last = ()
            return NONE
        return Decision(player, "card", heroes, "Выберите кладбище (героя его владельца)",
                        "Choose a graveyard (by its owner's hero)")
    else:
        grave, picks = s.players[s.catalog.owners[frame.scratch[0]]].graveyard, frame.scratch[1:]
    left = [c for c in grave if c not in picks]
    if len(picks) < n and left:
        name = s.name(frame.item.source)
        return Decision(player, "card", tuple(Option(CARD, c) for c in left),
                        f"{name}: выберите карту с кладбища, её добудут (ещё {n - len(picks)})",
                        f"{name}: choose a card of the graveyard to be hoarded ({n - len(picks)} more)")
    done = [c for c in picks if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return _outcome(len(done), n)



def _hoard_from_chosen_hand(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<X> добывает карту из руки любого игрока по его выбору»: the controller picks the player (by his hero), then
    that player picks one card of his hand (two, doubled: engine/zones.hoard_scale) and the holder hoards it.
    ``frame.scratch`` keeps the player chosen (as -100 - player) and then the cards."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    if not holders:
        frame.last = ()
        return NONE
    if not frame.scratch:
        if choice is None:
            me = frame.item.player
            heroes = tuple(Option(CARD, s.players[p].hero) for p in (me, 1 - me))
            return Decision(me, "card", heroes, "Выберите игрока (его героя): он отдаст карту из руки",
                            "Choose a player (by his hero): he gives a card of his hand")
        frame.scratch = (-100 - s.catalog.owners[choice.card],)
        choice = None
    player = -100 - frame.scratch[0]
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    n = hoard_scale(s, holders[0], 1)
    left = [c for c in s.players[player].hand if c not in frame.scratch[1:]]
    if len(frame.scratch) - 1 < n and left:
        return Decision(player, "card", tuple(Option(CARD, c) for c in left),
                        "Выберите карту из руки, её добудут", "Choose a card from your hand to be hoarded")
    done = [c for c in frame.scratch[1:] if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    frame.doing = frame.last
    return FULL if done else NONE



def _hoard_own_cards(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """(params ``own_zones``) «каждый герой добывает все свои карты из игры, руки и кладбища»: the hero of each player
    of ``what`` hoards every card that player controls in play (his hero stays; a quest only with
    RulesConfig.quests_are_cards_in_play), then every card of his hand and graveyard. The cards in play go first, for
    every player, so that a card coming back from under a card that left play is hoarded from where it lands."""
    zones = e.param(A.OWN_ZONES)
    players = [p for p in players_of(s, frame, e.what) if s.players[p].hero in s.cards]
    done: list[int] = []
    if A.PLAY in zones:
        for p in players:
            hero = s.players[p].hero
            mine = [c for c in s.play if s.cards[c].controller == p and c != hero
                    and (s.config.quests_are_cards_in_play or s.catalog.defs[c].type != "quest")]
            done.extend(c for c in mine if c in s.cards and hoard(s, hero, c))
    for p in players:
        for zone in (z for z in (A.HAND, A.GRAVEYARD) if z in zones):
            pile = list(s.players[p].hand if zone == A.HAND else s.players[p].graveyard)
            done.extend(c for c in pile if hoard(s, s.players[p].hero, c))
    frame.last = tuple(done)
    return FULL if done else NONE


def _rehoard(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<holder> становится добывшей картой для всех добытых … карт»: move them under the new holder (they keep
    the zone they came from, where they return when this holder leaves play)."""
    holders = cards_of(s, frame, e.param("holder"))
    if not holders or holders[0] not in s.cards:
        return NONE
    holder = holders[0]
    cards = [c for c in cards_of(s, frame, e.what) if c in s.hoard_origin]
    moved = []
    for c in cards:
        old = next((h for h, under in s.hoarded.items() if c in under), -1)
        if old < 0 or old == holder:
            continue
        rest = tuple(x for x in s.hoarded[old] if x != c)
        if rest:
            s.hoarded[old] = rest
        else:
            del s.hoarded[old]
        s.hoarded[holder] = (*s.hoarded.get(holder, ()), c)
        moved.append(c)
    frame.last = tuple(moved)
    return FULL if moved or not cards else PARTIAL


CONCEPT_HANDLERS: dict[str, Handler] = {
    A.MOVE: _move,
    "draw": _draw,
    "mill": _mill,
    "discard": _discard,
    "hoard": _hoard,
}

HANDLERS.update(CONCEPT_HANDLERS)
