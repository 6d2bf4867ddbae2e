"""The engine of looking at hidden cards, showing them, and searching (its compiler half: the «look», «reveal» and
«Поиск» rules of ``cards/language/zone_moves.lark``): one handler per verb — ``look``, ``reveal``, ``search``; the card
shown is taken into the hand by ``move`` from DECK to HAND; each reads its parameters (``abilities`` «looking» section) and runs the procedure they describe.

Hidden information stays honest: a card looked at («Посмотрите …») is put on display for the looking player only, a
card shown («Покажите …», a card found by «Поиск») for both (``effects.show`` → ``GameState.shown`` → what
``engine/visibility.py`` lets each player see). Nothing here decides visibility itself.
"""

from __future__ import annotations

import dataclasses

from ... import abilities as A
from ...decisions import CARD, DONE, MODE, NO, YES, Decision, Option
from ..ability_index import STATIC
from ..events import emit
from ..keyword_rules import reveal
from ..play import free_playable, play_free_now
from ..resolution import Resolution
from ..selectors import candidates, condition_holds, fits, zone_cards
from ..state import GameState
from ..zones import enter_play, hoard, hoard_scale, left_sideboard, shuffle_deck
from . import (
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _choose_cards,
    _from_zone_to,
    _outcome,
    _picked,
    amount_of,
    cards_of,
    found_by_any_search,
    names_of_chosen,
    players_of,
    searched_cards,
    show,
)

# ---------------------------------------------------------------------------------------------------------
# look: «Посмотрите / Покажите N верхних карт колоды …»
# ---------------------------------------------------------------------------------------------------------


def _look(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """``look`` (see ``abilities.VERBS['look']``): the procedure follows from where the cards go."""
    to = e.param("to", A.HAND)
    rest = e.param("rest", A.REST_BOTTOM)
    if e.param("until"):
        return _show_until(s, frame, e, choice)
    if isinstance(to, tuple):
        return _one_to_each(s, frame, e, choice)
    if to == A.HOARD:
        return _hoard_then_order(s, frame, e, choice) if rest == A.REST_TOP else _hoard_may_pick(s, frame, e, choice)
    if rest == A.REST_TOP_OR_BOTTOM:
        return _take_then_top_or_bottom(s, frame, e, choice)
    if not e.param("take") and rest == A.REST_KEEP:
        return _top_card(s, frame, e, choice)
    if e.what is not None and e.what.kind == "player" and e.what.side == A.ANY:
        return _order_chosen_deck(s, frame, e, choice)
    return _take_and_order(s, frame, e, choice)


_DECK_OF = -20  # in ``frame.scratch``: _DECK_OF − p, the player whose deck «любой колоды» named (picked first)


def _order_chosen_deck(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите N верхних карт любой колоды, положите их обратно в любом порядке»: the controller picks the deck
    (by its owner's hero), then looks and orders as for his own (the compiler lets no card be taken from it)."""
    if not frame.scratch or frame.scratch[0] > _DECK_OF:
        owner = _deck_owner(s, frame, e, choice, "Посмотрите верхние карты")
        if isinstance(owner, Decision):
            return owner
        frame.scratch = (_DECK_OF - owner,)
        choice = None
    return _take_and_order(s, frame, e, choice, _DECK_OF - frame.scratch[0])


_PICK_FOR = {A.HAND: ("Выберите карту в руку", "Choose the card for your hand"),
             A.GRAVEYARD: ("Выберите карту на кладбище", "Choose the card for the graveyard")}
_PLACED = -3  # in ``frame.scratch``: ends the graveyard pick; then (card, _TOP | _BOTTOM) pairs
_TOP, _BOTTOM = -10, -11


def _deck_owner(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None,
                verb_ru: str) -> int | Decision:
    """The player whose deck ``e`` is about; «любой колоды» (side ANY): the controller picks it by its hero."""
    if e.what is not None and e.what.kind == "player" and e.what.side == A.ANY:
        if choice is None:
            heroes = tuple(Option(CARD, s.players[p].hero) for p in (frame.item.player, 1 - frame.item.player))
            return Decision(frame.item.player, "card", heroes, f"{verb_ru}: выберите колоду (героя её владельца)",
                            "Choose a deck (by its owner's hero)")
        return s.catalog.owners[choice.card]
    players = players_of(s, frame, e.what)
    return players[0] if players else frame.item.player


def _top_card(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите верхнюю карту <вашей / любой> колоды»: the controller alone sees it (views «shown»); «Покажите
    верхнюю карту колоды» (``reveal``): both see it, and it is logged as revealed (Condition ``revealed``). It stays
    on top and is «её» for what follows («можете положить её под низ колоды»)."""
    owner = _deck_owner(s, frame, e, choice, "Посмотрите верхнюю карту")
    if isinstance(owner, Decision):
        return owner
    if e.param(A.WITH_HAND):  # «посмотрите руку и верхнюю карту колоды»: his hand too, to the controller only
        show(s, s.players[owner].hand, frame.item.player)
    deck = s.players[owner].deck
    if not deck:
        frame.last = ()
        return NONE
    frame.last = (deck[-1],)
    if e.param("reveal"):
        s.events.append(("revealed", deck[-1]))
    show(s, (deck[-1],), -1 if e.param("reveal") else frame.item.player)
    return FULL


def _take_and_order(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None,
                    owner: int | None = None) -> Result:
    """«Посмотрите N верхних карт колоды, возьмите K из них в руку, остальные положите <rest> (в любом
    порядке)»: the player picks the K cards, then the order of the rest (the first chosen goes on top of the
    deck, or right under it for «под низ»); rest REST_KEEP leaves them in their order, REST_BOTTOM_RANDOM puts them
    under the deck in a random order, GRAVEYARD into the graveyard. The cards looked at are on display to the player
    only, or to both with ``reveal`` (views «shown»). ``owner``: whose deck (the controller's by default)."""
    n = amount_of(s, frame, e.amount) if e.amount is not None else e.param("n", 1)
    take = e.param("take", 0)
    more_if = e.param("more_if")
    if more_if is not None and condition_holds(s, more_if, frame.item.source, frame.item.player):
        take += e.param("more", 1)
    rest = e.param("rest", A.REST_BOTTOM)
    player = frame.item.player
    deck = s.players[player if owner is None else owner].deck
    top = deck[-n:][::-1] if n > 0 else []
    show(s, top, -1 if e.param("reveal") else player)  # «Покажите N верхних карт»: to both
    if -3 not in frame.scratch:  # -3 ends the taking; what follows is the order of the rest
        if take:
            sel: A.Select | None = e.param("select")
            pool = [c for c in top if sel is None or fits(s, sel, c, player, frame.item.source)]

            if e.param("to") == A.PLAY_FROM:  # «можете бесплатно разыграть из них …»: only what he may play now
                pool = [c for c in pool if free_playable(s, player, c)]
            if e.param("take_all"):  # «вызовите из них всех <орков>»: every matching card, no choice
                frame.scratch = tuple(pool)
                pool = []
            prompt = _TAKE_PROMPTS.get(e.param("to"), _TAKE_PROMPTS[A.HAND])
            if e.param(A.DISTINCT_ELEMENTS):
                d = _one_of_each_element_set(s, frame, player, pool, choice)
            else:  # (the deck «любой колоды» named, kept first in the scratch, is no card picked)
                named_deck = sum(1 for c in frame.scratch if c <= _DECK_OF)
                d = _choose_cards(s, frame, player, pool, take + named_deck, choice, bool(e.param("up_to")), prompt)
            if d is not None:
                return d
            choice = None
        frame.scratch = (*frame.scratch, -3)
    cut = frame.scratch.index(-3)
    taken = [c for c in frame.scratch[:cut] if c >= 0]
    ordered = list(frame.scratch[cut + 1:])
    if choice is not None:
        ordered.append(choice.card)
        frame.scratch = (*frame.scratch, choice.card)
    remaining = [c for c in top if c not in taken and c not in ordered]
    if rest in (A.REST_TOP, A.REST_BOTTOM) and len(remaining) >= 2:
        where = "на верх" if rest == A.REST_TOP else "под низ"
        return Decision(player, "card", tuple(Option(CARD, c) for c in remaining),
                        f"Порядок: какую карту положить {where} колоды следующей",
                        "Order: which card goes next (the first chosen is nearest the top)")
    ordered.extend(remaining)
    if e.param("show"):
        show(s, taken, -1)
    for c in taken:
        if e.param("to") == A.PLAY:  # «вызовите из них …»: a summon from the deck (open, under your control)
            enter_play(s, c, player)
            continue
        if e.param("to") == A.PLAY_FROM:  # «можете бесплатно разыграть из них …» (a spell: declared after this ability)
            play_free_now(s, player, c, s.frames.index(frame))
            continue
        _move_from_deck(s, player, c, A.GRAVEYARD if e.param("to") == A.GRAVEYARD else A.HAND)
    if rest == A.REST_BOTTOM_RANDOM:  # the others, in their deck order, go under the deck shuffled
        _under_in_random_order(s, deck, [c for c in reversed(top) if c in deck])
    elif rest != A.REST_KEEP:
        for c in ordered:
            deck.remove(c)
    if rest == A.GRAVEYARD:
        s.players[player].graveyard.extend(ordered)
        for c in ordered:
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=player)
            emit(s, A.DECK_TO_GRAVEYARD, c, player=player)
    elif rest == A.REST_TOP:
        deck.extend(reversed(ordered))
    elif rest == A.REST_BOTTOM:
        for c in ordered:
            deck.insert(0, c)
    frame.last = tuple(taken)
    return FULL if top else NONE


# The prompt of the pick of ``_take_and_order``, by where the cards taken go (params to).
_TAKE_PROMPTS = {
    A.GRAVEYARD: ("Выберите карту для кладбища (или «done»)", "Choose a card for the graveyard (or done)"),
    A.HAND: ("Выберите карту, чтобы взять в руку", "Choose a card to put into your hand"),
    A.PLAY_FROM: ("Выберите карту, её разыграют бесплатно (или «done»)", "Choose a card to play for free (or done)"),
}


def _one_of_each_element_set(s: GameState, frame: Resolution, player: int, pool: list[int],
                             choice: Option | None) -> Decision | None:
    """«… карты с отличными друг от друга сочетаниями стихий»: every card of ``pool`` is taken but of the cards sharing
    one set of elements only one — a card alone with its set is taken at once, the player picks one of each shared set
    (into ``frame.scratch``, as ``_choose_cards``)."""
    def elements(c: int) -> frozenset[str]:
        return frozenset(s.catalog.defs[c].elements)

    sets = [elements(c) for c in pool]
    alone = tuple(c for c, es in zip(pool, sets, strict=True) if sets.count(es) == 1)
    shared = [c for c, es in zip(pool, sets, strict=True) if sets.count(es) > 1]
    if not frame.scratch:
        frame.scratch = alone
    wanted = len(alone) + len({elements(c) for c in shared})
    return _choose_cards(s, frame, player, shared, wanted, choice, False,
                         ("Выберите карту: одну из карт с одинаковым сочетанием стихий (в руку)",
                          "Choose a card: one of the cards with the same set of elements (to the hand)"),
                         still_open=lambda picked, c: all(elements(p) != elements(c) for p in picked))


def _move_from_deck(s: GameState, player: int, card: int, to: str) -> None:
    """``card`` leaves ``player``'s deck for his HAND, his GRAVEYARD (PUT_INTO_GRAVEYARD and DECK_TO_GRAVEYARD are
    emitted) or the top of the deck (DECK_TOP); a card a Поиск found in his sideboard instead
    (effects.searches_sideboard) leaves the sideboard (no DECK_TO_GRAVEYARD)."""
    ps = s.players[player]
    from_deck = card in ps.deck
    if from_deck:
        ps.deck.remove(card)
    else:
        ps.sideboard.remove(card)
        left_sideboard(s, card)
    if to == A.GRAVEYARD:
        ps.graveyard.append(card)
        emit(s, A.PUT_INTO_GRAVEYARD, card, player=player)
        if from_deck:
            emit(s, A.DECK_TO_GRAVEYARD, card, player=player)
    elif to == A.DECK_TOP:
        ps.deck.append(card)
    else:
        ps.hand.append(card)


def _under_in_random_order(s: GameState, deck: list[int], cards: list[int]) -> None:
    """«… остальные — под низ колоды в случайном порядке»: ``cards`` (in the order given) leave the deck, are
    shuffled, and go under it."""
    for c in cards:
        deck.remove(c)
    s.rng.shuffle(cards)
    deck[:0] = cards


def _take_then_top_or_bottom(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите Х верхних карт колоды противника; положите одну из них на кладбище, остальные положите на верх или
    под низ колоды в любом порядке»: the controller (only he sees the cards) picks ``take`` of them for their
    owner's graveyard; then, one card at a time in the order he picks, each of the others goes on the top or at the
    bottom of the deck (a card put on top later lies above one put there earlier; one put under later lies below)."""
    player = frame.item.player
    owners = players_of(s, frame, e.what)
    if not owners:
        return NONE
    deck = s.players[owners[0]].deck
    # «Посмотрите Х …» (the amount) or «Посмотрите 3 …» (params n: Ирдли)
    n = max(amount_of(s, frame, e.amount) if e.amount is not None else e.param("n", 1), 0)
    top = deck[-n:][::-1] if n > 0 else []
    if not top:
        return NONE
    show(s, top, player)  # «Посмотрите»: to the controller only
    if choice is not None:
        if choice.kind == MODE:
            frame.scratch = (*frame.scratch, _TOP if choice.num == 0 else _BOTTOM)
            choice = None
        elif _PLACED in frame.scratch:
            frame.scratch = (*frame.scratch, choice.card)
            choice = None
    if _PLACED not in frame.scratch:
        d = _choose_cards(s, frame, player, top, e.param("take", 1), choice, False,
                          ("Выберите карту для кладбища", "Choose a card for the graveyard"))
        if d is not None:
            return d
        frame.scratch = (*frame.scratch, _PLACED)
    cut = frame.scratch.index(_PLACED)
    to_grave = [c for c in frame.scratch[:cut] if c >= 0]
    placed = list(frame.scratch[cut + 1:])
    if len(placed) % 2:  # a card picked, its place not yet
        return Decision(player, "mode", (Option(MODE, placed[-1], num=0), Option(MODE, placed[-1], num=1)),
                        f"{s.name(placed[-1])}: 1 — на верх колоды, 2 — под низ колоды",
                        f"{s.name(placed[-1])}: 1 — on top of the deck, 2 — at the bottom")
    left = [c for c in top if c not in to_grave and c not in placed[0::2]]
    if len(left) >= 2:
        return Decision(player, "card", tuple(Option(CARD, c) for c in left),
                        "Какую карту положить следующей (на верх или под низ колоды)",
                        "Which card to place next (on top of or under the deck)")
    if len(left) == 1:  # the last card: only where it goes
        frame.scratch = (*frame.scratch, left[0])
        return _take_then_top_or_bottom(s, frame, e, None)
    for c in to_grave:
        _move_from_deck(s, owners[0], c, A.GRAVEYARD)
    for c, where in zip(placed[0::2], placed[1::2]):
        deck.remove(c)
        if where == _TOP:
            deck.append(c)
        else:
            deck.insert(0, c)
    frame.last = tuple(to_grave)
    return FULL


def _hoard_may_pick(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите N верхних карт колоды противника, <holder> может добыть одну из них»: the controller sees the
    top N cards of that player's deck and picks ``take`` of them (with ``up_to``, fewer or none) to hoard; the rest
    stay in place."""
    players = players_of(s, frame, e.what)
    holders = cards_of(s, frame, e.param("holder"))
    if not players:
        return NONE
    deck = s.players[players[0]].deck
    n = e.param("n", 1)
    top = deck[-n:][::-1] if n else []
    if choice is None and not frame.scratch:
        show(s, top, frame.item.player)  # the cards looked at are on display to the controller only
    take = hoard_scale(s, holders[0], e.param("take", 1)) if holders else e.param("take", 1)
    d = _choose_cards(s, frame, frame.item.player, top, take, choice, bool(e.param("up_to")),
                      ("Выберите карту, её добудут (или «done»)", "Choose a card to hoard (or done)"))
    if d is not None:
        return d
    picks = _picked(frame)
    done = [c for c in picks if holders and hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return FULL if done else NONE


def _hoard_then_order(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«посмотрите N верхние карты его колоды, <holder> добывает K из них; положите остальные карты обратно в любом
    порядке»: ``what`` is a card (the hero struck) whose controller's deck is looked at; the controller of the
    ability sees its top ``n`` cards, picks ``take`` of them (fewer only with ``up_to``) for the holder to hoard,
    then the order in which the rest go back on top (the first chosen nearest the top). ``frame.scratch``: the picks,
    -3, the cards looked at that are still in the deck (−10 − card), then the order."""
    me = frame.item.player
    cards = cards_of(s, frame, e.what)
    whose = s.cards[cards[0]].controller if cards and cards[0] in s.cards else -1
    if whose < 0:
        return _outcome(0, 1)
    deck = s.players[whose].deck
    if -3 not in frame.scratch:
        n = e.param("n", 1)
        top = deck[-n:][::-1] if n > 0 else []
        show(s, top, me)  # the cards looked at are on display to the controller only
        holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
        take = hoard_scale(s, holders[0], e.param("take", 1)) if holders else e.param("take", 1)
        d = _choose_cards(s, frame, me, top, take, choice, bool(e.param("up_to")),
                          ("Выберите карту, её добудут", "Choose a card to hoard"))
        if d is not None:
            return d
        choice = None
        picks = [c for c in frame.scratch if c >= 0]
        done = [c for c in picks if holders and hoard(s, holders[0], c)]
        frame.last = tuple(done)
        # after -3: the looked-at cards still in the deck (encoded −10 − card), then the order the player picks
        frame.scratch = (*frame.scratch, -3, *(-10 - c for c in top if c in deck))
    cut = frame.scratch.index(-3)
    looked = [-10 - c for c in frame.scratch[cut + 1:] if c <= -10]
    ordered = [c for c in frame.scratch[cut + 1:] if c >= 0]
    if choice is not None:
        ordered.append(choice.card)
        frame.scratch = (*frame.scratch, choice.card)
    remaining = [c for c in looked if c not in ordered and c in deck]
    if len(remaining) >= 2:
        return Decision(me, "card", tuple(Option(CARD, c) for c in remaining),
                        "Порядок: какую карту положить на верх колоды следующей",
                        "Order: which card goes next (the first chosen is nearest the top)")
    ordered.extend(remaining)
    rest = [c for c in ordered if c in deck]
    for c in rest:
        deck.remove(c)
    deck.extend(reversed(rest))  # the first chosen ends on top (the end of the list)
    return FULL if frame.last else NONE


def _one_to_each(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Покажите 3 верхние карты колоды; положите одну из них в руку, другую на кладбище, оставшуюся добывает ваш
    герой»: the top ``n`` cards are shown to both; the controller picks one card for each destination of the tuple
    ``to`` in turn (HAND, GRAVEYARD), and the rest go to ``rest`` (HOARD: the ``holder`` hoards them). With fewer
    cards, the destinations are served in order. ``frame.scratch``: the cards picked so far."""
    players = players_of(s, frame, e.what)
    player = players[0] if players else frame.item.player
    deck = s.players[player].deck
    n = e.param("n", 3)
    top = deck[-n:][::-1] if n > 0 else []
    show(s, top, -1 if e.param("reveal") else frame.item.player)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    left = [c for c in top if c not in frame.scratch]
    places: tuple[str, ...] = e.param("to")
    if len(frame.scratch) < len(places) and len(left) >= 2:
        ru, en = _PICK_FOR[places[len(frame.scratch)]]
        return Decision(frame.item.player, "card", tuple(Option(CARD, c) for c in left), ru, en)
    picks = list(frame.scratch) + left  # with fewer cards: the destinations in order, then the rest
    holders = cards_of(s, frame, e.param("holder"))
    for k, c in enumerate(picks):
        place = places[k] if k < len(places) else e.param("rest")
        if place in (A.HAND, A.GRAVEYARD):
            _move_from_deck(s, player, c, place)
        elif place == A.HOARD and holders:
            hoard(s, holders[0], c)
    frame.last = tuple(picks)
    return FULL if len(picks) == n else (NONE if not picks else PARTIAL)


def _show_until(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Показывайте карты с верха колоды (по одной), пока не покажете (до) N <select>»: the player ``what`` shows his
    top cards one by one (to both players) until ``take`` cards matching ``select`` were shown or the deck runs out;
    those go ``to`` (HAND, or PLAY: they enter play), the other shown cards ``rest`` (REST_SHUFFLE: shuffled into the
    deck with the whole deck; REST_BOTTOM_RANDOM: under it in a random order)."""
    n = e.param("take", 1)
    players = players_of(s, frame, e.what)
    player = players[0] if players else frame.item.player
    sel: A.Select = e.param("select")
    deck = s.players[player].deck
    shown: list[int] = []
    found: list[int] = []
    for c in reversed(deck):
        if len(found) >= n:
            break
        shown.append(c)
        if fits(s, sel, c, frame.item.player, frame.item.source):
            found.append(c)
    show(s, shown, -1 if e.param("reveal") else frame.item.player)
    to = e.param("to", A.HAND)
    for c in found:
        if to == A.PLAY:
            enter_play(s, c, player)
        else:
            _move_from_deck(s, player, c, A.HAND)
    rest = [c for c in shown if c not in found]
    if e.param("rest", A.REST_SHUFFLE) == A.REST_BOTTOM_RANDOM:
        _under_in_random_order(s, deck, rest)
    elif rest or found:
        shuffle_deck(s, player)  # «замешайте остальные карты в колоду»
    frame.last = tuple(found)
    return _outcome(len(found), n)


# ---------------------------------------------------------------------------------------------------------
# reveal: «Покажите руку / карту из руки / эту карту», «раскрывается»
# ---------------------------------------------------------------------------------------------------------


def _reveal(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """``reveal`` (see ``abilities.VERBS['reveal']``): what is shown follows from ``zone``, ``what``, ``select`` and
    the amount."""
    if e.param("zone", A.PLAY) == A.PLAY:
        return _turn_face_up(s, frame, e, choice)
    if e.what is not None and e.what.kind != "player":
        return _show_cards_in_hand(s, frame, e, choice)
    if e.param("select") is None:
        return _show_hand(s, frame, e, choice)
    if e.param("chooser") == "random":
        return _show_random_from_hand(s, frame, e)
    if e.amount is None:
        return _show_any_from_hand(s, frame, e, choice)
    return _show_one_from_hand(s, frame, e, choice)


def _turn_face_up(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«… раскрывается»: a hidden card in play (``what``) is hidden no more (keyword_rules.reveal)."""
    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    done = [c for c in cards if reveal(s, c)]
    frame.last = tuple(cards)
    return FULL if done else NONE


def _show_cards_in_hand(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«покажите <эту карту> из вашей руки»: done when the card is in its owner's hand (nothing moves)."""
    cards = cards_of(s, frame, e.what)
    frame.last = tuple(cards)
    return FULL if cards and all(c in s.players[s.catalog.owners[c]].hand for c in cards) else NONE


def _show_hand(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Покажите руку»: information for the other player only; the engine's state does not change (the
    revealed cards appear in the log of events)."""
    for p in players_of(s, frame, e.what):
        s.events.append(("hand_revealed", p, tuple(s.players[p].hand)))
        show(s, s.players[p].hand, -1)
    return FULL


def _show_any_from_hand(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Покажите любое число <карт> из руки»: the player picks any number of matching cards of his hand (``done`` to
    stop) and shows them; the hand does not change. They are the «показанные» cards for the next instruction."""
    player = frame.item.player
    sel = e.param("select") or A.Select(A.CARD, side=A.YOU, zone=A.HAND)
    pool = candidates(s, sel, player, frame.item.source)
    decision = _choose_cards(s, frame, player, pool, len(pool), choice, True,
                             ("Покажите карту из руки (или «done»)", "Show a card from your hand (or done)"))
    if decision is not None:
        return decision
    shown = tuple(_picked(frame))
    s.events.append(("cards_revealed", player, shown))
    frame.doing = shown
    return FULL


def _show_random_from_hand(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Противник показывает случайную карту из руки»: one card of each player's hand (of ``what``, matching params
    select), picked at random, is shown to both; it is IT for the next instructions and, with ``names``, its name is the
    source's named card (none when his hand is empty: an earlier name must not be banned again)."""
    sel: A.Select = e.param("select")
    shown = []
    for p in players_of(s, frame, e.what):
        hand = [c for c in s.players[p].hand if fits(s, sel, c, frame.item.player, frame.item.source)]
        if hand:
            shown.append(hand[s.rng.randrange(len(hand))])
    frame.last = tuple(shown)
    if e.param("names"):
        named = {k: v for k, v in s.named.items() if k != frame.item.source}
        s.named = {**named, frame.item.source: s.catalog.names[shown[0]]} if shown else named
    if not shown:
        return NONE
    show(s, shown, -1)
    s.events.append(("cards_revealed", s.catalog.owners[shown[0]], tuple(shown)))
    return FULL


def _keep_shown(s: GameState, source: int, card: int) -> None:
    """Keep on the source the card its ability showed (-1: none), for «карту такого же типа» (``A.SHOWN_CARD``,
    selectors.same_type_as_shown)."""
    if source in s.cards:
        s.cards[source].counters[A.SHOWN_CARD] = card


def _show_one_from_hand(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«покажите <карту> из вашей руки» (followed by «… с таким же названием»): the controller picks one card of his hand
    matching params select, or none (``done``: nothing is shown); the card is shown to both players and its name becomes
    the source's named card with ``names`` (``GameState.named``, read by ``Select.name`` NAMED). FULL only if a card
    was shown."""
    sel: A.Select = e.param("select")
    player = frame.item.player
    if choice is None:
        hand = [c for c in s.players[player].hand if fits(s, sel, c, player, frame.item.source)]
        if not hand:
            frame.last = ()
            _keep_shown(s, frame.item.source, -1)
            return NONE
        if e.param(A.COUNT) == A.EXACTLY:  # «Покажите карту из руки»: one must be shown
            return Decision(player, "card", tuple(Option(CARD, c) for c in hand),
                            "Покажите карту из руки", "Show a card of your hand")
        return Decision(player, "card", (*(Option(CARD, c) for c in hand), Option(DONE)),
                        "Покажите карту из руки (или «done»)", "Show a card of your hand (or done)")
    if choice.kind != CARD:
        frame.last = ()
        _keep_shown(s, frame.item.source, -1)
        return NONE
    show(s, (choice.card,), -1)
    _keep_shown(s, frame.item.source, choice.card)
    if e.param("names"):  # «… с таким же названием» later: the card shown names the name
        s.named = {**s.named, frame.item.source: s.catalog.names[choice.card]}
    frame.last = (choice.card,)
    return FULL


# ---------------------------------------------------------------------------------------------------------
# search: «Поиск» (FAQ #2, digest §6.3)
# ---------------------------------------------------------------------------------------------------------


def _search(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """``search`` (see ``abilities.VERBS['search']``): the player looks through a deck for up to N cards of
    ``select``, may decline (FAQ #2), and the deck is shuffled; the cards found go ``to``."""
    if e.param("to") == A.HOARD:
        return _search_all_to_hoard(s, frame, e, choice)
    if e.what is not None and e.what.kind == "player" and e.what.side == A.OPPONENT:
        return _search_opponent_deck(s, frame, e, choice)
    cost = e.param("cost")
    if cost is not None and cost.ref is not None and not cards_of(s, frame, cost.ref):
        return NONE  # «той же стоимости» as a card the instruction before did not find: no cost to search for
    if cost is not None:  # «стоимостью Х{м}», Х counted now (the number of the event)
        x = amount_of(s, frame, cost)
        sel = dataclasses.replace(e.param("select"), cost_min=x, cost_max=x)
        e = dataclasses.replace(e, params=tuple((k, sel if k == "select" else v) for k, v in e.params))
    if e.param("to", A.HAND) == A.HAND:
        return _search_to_hand(s, frame, e, choice)
    return _search_then_place(s, frame, e, choice)


def _search_to_hand(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """Поиск into the hand (from the deck, or the sideboard when ``select`` says so); the cards found are
    «найденные таким образом» for later instructions (``frame.found``)."""
    def to_hand_from_deck(c: int, p: int) -> None:
        if c in s.players[p].deck:
            s.players[p].deck.remove(c)
        else:
            s.players[p].sideboard.remove(c)
            left_sideboard(s, c)  # «Когда карта покидает дополнительную колоду»
        s.players[p].hand.append(c)

    result = _from_zone_to(s, frame, e, choice, "deck", to_hand_from_deck, "Поиск")
    if not isinstance(result, Decision):
        frame.found = frame.last  # «найденного таким образом дракона» after other instructions
    return result


def _search_then_place(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """Поиск, but the card found goes «на верх вашей колоды» or «на кладбище» instead of the hand."""
    to = e.param("to", A.DECK_TOP)
    found: list[int] = []

    def move(c: int, p: int) -> None:
        found.append(c)

    result = _from_zone_to(s, frame, e, choice, "deck", move, "Поиск")
    if isinstance(result, Decision):
        return result
    for c in found:  # after the shuffle of the search, put the card where the text says
        _move_from_deck(s, s.catalog.owners[c], c, A.GRAVEYARD if to == A.GRAVEYARD else A.DECK_TOP)
    return result


def _search_opponent_deck(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище» (after a
    trigger about a creature that died): the controller looks through the opponent's deck and may take one card whose
    printed cost is at most ``cost_max`` (the cost of the trigger's card; a search may be declined, FAQ #2); it is shown to both and
    goes to its owner's graveyard (PUT_INTO_GRAVEYARD, DECK_TO_GRAVEYARD); the deck looked through is shuffled."""
    player = frame.item.player
    opponent = 1 - player
    most: A.Amount = e.param("cost_max")
    if most.ref is not None and not cards_of(s, frame, most.ref):
        return NONE  # the card whose cost bounds the search is not there
    bound = amount_of(s, frame, most)
    if choice is None and not frame.scratch:
        emit(s, A.SEARCHED, -1, player=player)
    deck = searched_cards(s, opponent)
    pool = [c for c in deck if (s.catalog.defs[c].cost or 0) <= bound]
    if deck is s.players[opponent].deck and s.catalog.uses(STATIC, A.FOUND_BY_ANY_SEARCH):
        pool = pool + found_by_any_search(s, deck, pool)
    d = _choose_cards(s, frame, player, pool, 1, choice, True,
                      ("Поиск в колоде противника: выберите карту (или «done»)",
                       "Search the opponent's deck: choose a card (or done)"))
    if d is not None:
        return d
    picks = _picked(frame)
    show(s, picks, -1)
    for c in picks:
        _move_from_deck(s, opponent, c, A.GRAVEYARD)
    if deck is s.players[opponent].deck:  # (a sideboard searched instead is not shuffled)
        shuffle_deck(s, opponent)
    frame.last = tuple(picks)
    return FULL if picks else NONE


def _search_all_to_hoard(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Поиск – все карты с таким названием в колоде <игрока>; ваш герой добывает найденные таким образом карты»: the
    controller searches the deck of the player ``what`` (his own or the opponent's) for every card of params select
    (count ALL_MATCHING) — or, with params ``search_zones``, those zones of his together (the deck and hand of each
    opponent, Объявить в розыск). A search may be declined (FAQ #2): he is asked, without seeing the deck, whether he takes
    them; declined, nothing moves and the deck is not shuffled. Taken, every such card is shown to both and goes under
    params holder (hoarded from the deck, §6.3), and that deck is shuffled."""
    player = frame.item.player
    named = cards_of(s, frame, e.what) if e.what is not None and e.what.kind != "player" else []
    if e.what is not None and e.what.kind != "player" and not named:
        return NONE  # «… его владельца»: the card named before is gone, no owner to search
    # «… в колоде, руке и кладбище его владельца»: the owner of the card named before, wherever it is now
    owner = s.catalog.owners[named[0]] if named else players_of(s, frame, e.what)[0]
    if choice is None:
        emit(s, A.SEARCHED, -1, player=player)
        return Decision(player, "yes_no", (Option(YES), Option(NO)),
                        "Поиск: взять все найденные карты? (no — отказаться от поиска)",
                        "Search: take every card found? (no — decline the search)")
    if choice.kind != YES:
        frame.last = ()
        return NONE
    select = dataclasses.replace(e.param("select"), side=A.ANY)
    searched = searched_cards(s, owner)
    looked = [c for zone in e.param(A.SEARCH_ZONES, (A.DECK,)) for c in (
        searched if zone == A.DECK else zone_cards(s, zone, owner))]
    found = [c for c in looked if fits(s, select, c, player, frame.item.source)]
    if select.state == "name_of_target":  # «с таким названием» as the card chosen before (TARGET 0)
        found = [c for c in found if s.catalog.names[c] in names_of_chosen(s, frame)]
    holders = cards_of(s, frame, e.param("holder"))
    show(s, found, -1)
    done = [c for c in found if holders and hoard(s, holders[0], c)]
    if searched is s.players[owner].deck:  # (a sideboard searched instead is not shuffled)
        shuffle_deck(s, owner)
    frame.last = tuple(done)
    frame.found = frame.last
    return FULL if done else NONE


CONCEPT_HANDLERS: dict[str, Handler] = {
    "look": _look,
    "reveal": _reveal,
    "search": _search,
}

HANDLERS.update(CONCEPT_HANDLERS)
