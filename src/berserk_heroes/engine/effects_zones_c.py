"""Effect handlers of the «zones_c» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, DONE, Decision, Option
from .effects import (
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _choose_cards,
    _picked,
    amount_of,
    players_of,
    show,
    summon_card,
)
from .events import emit
from .selectors import fits
from .zones import discard

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState


def _summon_self_sideboard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Вызовите <эту карту> из вашей дополнительной колоды»: the source, if it is still in its owner's sideboard, enters
    play under the ability's controller (a summon: SUMMONED). Nothing happens when it has left the sideboard."""
    source = frame.item.source
    player = frame.item.player
    if source not in s.players[s.catalog.owners[source]].sideboard:
        frame.last = ()
        return NONE
    summon_card(s, source, player)
    frame.last = (source,)
    return FULL


def _swap_hand_sideboard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Поменяйте местами вашу руку и дополнительную колоду»: for each player of ``what`` (you), the cards of his hand and
    of his sideboard change places (no draw or discard happens). Done when some card moved."""
    moved = False
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        moved = moved or bool(ps.hand or ps.sideboard)
        ps.hand, ps.sideboard = list(ps.sideboard), list(ps.hand)
    frame.last = ()
    return FULL if moved else NONE


def _opponent_may_discard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник может сбросить <карту>»: the player of ``what`` (the opponent) picks one card of his hand matching
    params select, or declines (``done``); FULL only if he discarded one (so the «иначе …» runs otherwise)."""
    sel: A.Select = e.param("select")
    player = players_of(s, frame, e.what)[0]
    if choice is None:
        hand = [c for c in s.players[player].hand if fits(s, sel, c, frame.item.player, frame.item.source)]
        if not hand:
            frame.last = ()
            return NONE
        return Decision(player, "card", (*(Option(CARD, c) for c in hand), Option(DONE)),
                        "Можете сбросить карту (или «done»)", "You may discard a card (or done)")
    if choice.kind != CARD:
        frame.last = ()
        return NONE
    discard(s, player, choice.card)
    frame.last = (choice.card,)
    return FULL


def _reveal_from_hand_name(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«покажите <карту> из вашей руки» (followed by «… с таким же названием»): the controller picks one card of his hand
    matching params select, or none (``done``: nothing is shown); the card is shown to both players and its name becomes
    the source's named card (``GameState.named``, read by ``Select.name`` NAMED). FULL only if a card was shown."""
    sel: A.Select = e.param("select")
    player = frame.item.player
    if choice is None:
        hand = [c for c in s.players[player].hand if fits(s, sel, c, player, frame.item.source)]
        if not hand:
            frame.last = ()
            return NONE
        return Decision(player, "card", (*(Option(CARD, c) for c in hand), Option(DONE)),
                        "Покажите карту из руки (или «done»)", "Show a card of your hand (or done)")
    if choice.kind != CARD:
        frame.last = ()
        return NONE
    show(s, (choice.card,), -1)
    s.named = {**s.named, frame.item.source: s.catalog.names[choice.card]}
    frame.last = (choice.card,)
    return FULL


def _remove_extra_lives(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«снять N дополнительные жизни с ваших персонажей»: the controller picks N times a character of his in play with
    a дополнительная жизнь left (a card with several may be picked again), and one comes off each time. Nothing when
    his characters have fewer than N in all (FULL only when N came off, so a «при этом …» needs all of them)."""
    from .effects_keywords import extra_lives_of, life_holders
    from .keywords_rules import remove_extra_life

    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    elif not frame.scratch and sum(extra_lives_of(s, c) for c in life_holders(s, player)) < n:
        frame.last = ()
        return NONE
    if len(frame.scratch) < n:
        pool = [c for c in life_holders(s, player) if extra_lives_of(s, c) > frame.scratch.count(c)]
        return Decision(player, "card", tuple(Option(CARD, c) for c in pool),
                        "Снимите дополнительную жизнь с вашего персонажа", "Remove an extra life from a character")
    for c in frame.scratch:
        remove_extra_life(s, c)
    frame.last = tuple(dict.fromkeys(frame.scratch))
    return FULL


def _search_opp_deck_to_grave(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище» (after a
    trigger about a creature that died): the controller looks through the opponent's deck and may take one card whose
    printed cost is at most the cost of the trigger's card (a search may be declined, FAQ #2); it is shown to both and
    goes to its owner's graveyard (PUT_INTO_GRAVEYARD, DECK_TO_GRAVEYARD); the deck looked through is shuffled."""
    player = frame.item.player
    opponent = 1 - player
    event = frame.item.event
    if not event or event[1] < 0:
        return NONE
    bound = s.catalog.defs[event[1]].cost or 0
    if choice is None and not frame.scratch:
        emit(s, A.SEARCHED, -1, player=player)
    deck = s.players[opponent].deck
    pool = [c for c in deck if (s.catalog.defs[c].cost or 0) <= bound]
    d = _choose_cards(s, frame, player, pool, 1, choice, True,
                      ("Поиск в колоде противника: выберите карту (или «done»)",
                       "Search the opponent's deck: choose a card (or done)"))
    if d is not None:
        return d
    picks = _picked(frame)
    show(s, picks, -1)
    for c in picks:
        deck.remove(c)
        s.players[opponent].graveyard.append(c)
        emit(s, A.PUT_INTO_GRAVEYARD, c, player=opponent)
        emit(s, A.DECK_TO_GRAVEYARD, c, player=opponent)
    s.rng.shuffle(deck)
    frame.last = tuple(picks)
    return FULL if picks else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "search_opp_deck_to_grave": _search_opp_deck_to_grave,
    "remove_extra_lives_revive": _remove_extra_lives,
    "reveal_from_hand_name": _reveal_from_hand_name,
    "opponent_may_discard": _opponent_may_discard,
    "summon_self_sideboard": _summon_self_sideboard,
    "swap_hand_sideboard": _swap_hand_sideboard,
}

HANDLERS.update(FAMILY_HANDLERS)
