"""The engine of the «zone_moves» concept of the card language (its compiler half: ``cards/language/zone_moves.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.zone_moves``: Effect handlers and helpers of the «hoard_b» phrase family («добывает / добытые карты»); registered into
``effects.HANDLERS`` / ``effects.AMOUNT_KINDS`` on import.

**Cards that went to a graveyard this turn** («карт, попавших на его кладбище в этом ходу», «всех существ, которые
попали на кладбища в этом ходу»): every move into a graveyard emits PUT_INTO_GRAVEYARD, which the event history keeps
with the graveyard's owner as its player (engine/history.py); the cards still there are those of this turn's events
that are in the graveyard now.

From ``effects.zone_moves``: Effect handlers of the «hoard_copies» phrase family (hoarding, Яйцо, copies, control changes); registered into
``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the «triggers_hoard» phrase family; registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the «zones_a» phrase family; registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the «zones_b» phrase family; registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the «zones_c» phrase family; registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the «zones_d» phrase family (the deck: looks, searches, cards put on it or under it); registered
into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the «zones_e» phrase family (graveyard, hand, discarding); registered into
``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers and helpers of the «zones_f» phrase family (graveyards, decks, Мор); registered into
``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the «zones_reveal» phrase family; registered into ``effects.HANDLERS`` on import.

Hidden information stays honest: a card looked at («Посмотрите …») is put on display for the looking player only,
a card shown («Покажите …») for both (``effects.show`` → ``GameState.shown`` → views «shown»).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import CARD, DONE, MODE, NAME, NO, X_VALUE, YES, Decision, Option, card_names
from .. import continuous, history
from ..events import emit
from ..replay_bars import replay_barred
from ..restrictions import player_forbids
from ..selectors import candidates, fits
from ..state import GameState
from ..wounds import ABILITY, deal_wounds, heal
from ..zones import draw, enter_play, hoard, remove_from_zone, to_deck
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _choose_cards,
    _each_in_play,
    _effect_on,
    _look_top,
    _outcome,
    _picked,
    amount_of,
    cards_of,
    players_of,
    show,
    summon_card,
)

if TYPE_CHECKING:
    from ..resolve import ResolveFrame


def entered_this_turn(s: GameState, player: int) -> list[int]:
    """The cards in ``player``'s graveyard that came there this turn (in the graveyard's order)."""
    came = {e[1] for e in history.events(s, A.PUT_INTO_GRAVEYARD, player=player)}
    return [c for c in s.players[player].graveyard if c in came] if came else []


def _event_regeneration(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """Amount ``event_regeneration`` («… с регенерацией Х погибает, … Х …»): the Регенерация value of the trigger's
    card — its current value while in play, else its printed one (the value the trigger's «с регенерацией» checked:
    ``selectors.fits`` reads the printed keywords of a card out of play)."""
    from .. import continuous

    card = frame.item.event[1] if frame.item.event else -1
    if card < 0:
        return 0
    cs = s.cards.get(card)
    return continuous.keyword(s, cs, "regeneration") if cs is not None else s.catalog.defs[card].kw.get("regeneration", 0)


def _look_hoard_back(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """``look_hoard_back`` («посмотрите N верхние карты его колоды, <holder> добывает K из них; положите остальные
    карты обратно в любом порядке»): ``what`` is a card (the hero struck) whose controller's deck is looked at; the
    controller of the ability sees its top ``n`` cards, picks ``amount`` of them (not optional) for the holder to hoard,
    then the order in which the rest go back on top (the first chosen nearest the top). ``frame.scratch``: the picks,
    -3, the cards looked at that are still in the deck (−10 − card), then the order."""
    from ..zones import hoard
    from . import _choose_cards, show

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
        k = e.amount if isinstance(e.amount, int) else 1
        d = _choose_cards(s, frame, me, top, k, choice, False,
                          ("Выберите карту, её добудут", "Choose a card to hoard"))
        if d is not None:
            return d
        choice = None
        picks = [c for c in frame.scratch if c >= 0]
        holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
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


AMOUNT_KINDS.update({"event_regeneration": _event_regeneration})


def _return_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every card of
    `what` controlled by another player than its owner comes under its owner's control (a control change: first-turn
    weakness applies, 209.2). A «возьмите под контроль … до …» effect on it is over: it would otherwise give the card
    back to the player it was taken from when its time runs out."""

    def give_back(c: int) -> bool:
        cs = s.cards[c]
        owner = s.catalog.owners[c]
        if cs.controller == owner or s.catalog.defs[c].type == "hero":
            return False
        cs.controller = owner
        cs.entered_turn = s.turn
        if any(x.kind == "control" for x in cs.effects):
            cs.effects = [x for x in cs.effects if x.kind != "control"]
        return True

    _each_in_play(s, frame, e, give_back)
    return FULL  # (done also when every card already was under its owner's control)


def _return_to_play(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«верните в игру всех добытых <этой картой> существ»: each such hoarded card enters play under its owner's control
    (from under its holder; it is not played, its Найм triggers). ``it`` is the cards that entered."""
    cards = [c for c in cards_of(s, frame, e.what) if c in s.hoard_origin]
    for c in cards:
        enter_play(s, c, s.catalog.owners[c])
    frame.last = tuple(cards)
    return FULL if cards else NONE


def _lose_x_copies(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«(Вы можете) потерять Х{м}, при этом создать Х копий этого существа»: the controller chooses X (0 up to his
    coins), loses X coins, then X copies of the card come from his запас (a copy: the card plus «Созданный», none of
    the original's state; digest §2.1). The copies' own Найм triggers (the text does not say otherwise)."""
    player = frame.item.player
    ps = s.players[player]
    if choice is None:
        name = s.name(frame.item.source)
        return Decision(player, "x", tuple(Option(X_VALUE, frame.item.source, num=v) for v in range(ps.coins + 1)),
                        f"{name}: сколько {{м}} потерять (столько же копий)",
                        f"{name}: how many coins to lose (as many copies)")
    x = min(choice.num, ps.coins)
    ps.coins -= x
    ps.closed_coins = min(ps.closed_coins, ps.coins)
    made: list[int] = []
    for original in cards_of(s, frame, e.what):
        key = s.catalog.defs[original].key
        for _ in range(x):
            found = next((c for c in ps.reserve if s.catalog.defs[c].key == key), None)
            if found is None:
                break
            enter_play(s, found, player)
            made.append(found)
    frame.last = tuple(made)
    return _outcome(len(made), x) if x else NONE


def _give_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«противник получает контроль над этой картой»: the other player takes control (209.2 weakness)."""
    new = 1 - frame.item.player

    def give(c: int) -> bool:
        cs = s.cards[c]
        if cs.controller == new or s.catalog.defs[c].type == "hero":
            return False
        from ..restrictions import control_banned

        if control_banned(s, c):  # «… не могут быть взяты под контроль» (a timed ban)
            return False
        cs.controller = new
        cs.entered_turn = s.turn
        return True

    return _each_in_play(s, frame, e, give)


def _reveal_self(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«покажите <эту карту> из вашей руки»: done when the source is in its owner's hand (nothing moves)."""
    source = frame.item.source
    frame.last = (source,)
    return FULL if source in s.players[s.catalog.owners[source]].hand else NONE


def _look_hoard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите N верхних карт колоды противника, <holder> может добыть одну из них»: the controller sees the
    top N cards of that player's deck and may pick up to ``amount`` of them to hoard; the rest stay in place."""
    players = players_of(s, frame, e.what)
    holders = cards_of(s, frame, e.param("holder"))
    if not players:
        return NONE
    deck = s.players[players[0]].deck
    n = e.param("n", 1)
    top = deck[-n:][::-1] if n else []
    if choice is None and not frame.scratch:
        show(s, top, frame.item.player)  # the cards looked at are on display to the controller only
    d = _choose_cards(s, frame, frame.item.player, top, amount_of(s, frame, e.amount), choice, True,
                      ("Выберите карту, её добудут (или «done»)", "Choose a card to hoard (or done)"))
    if d is not None:
        return d
    picks = _picked(frame)
    done = [c for c in picks if holders and hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return FULL if done else NONE


def _free_playable(s: GameState, player: int, iid: int) -> bool:
    """May ``player`` play card ``iid`` for free now (from any zone)? The checks of ``play.playable_reason``
    except the zone and the coins: a playable type, supported, not banned, the creature limit, a spell with
    legal targets. Refused (not playable this way): «Жажда» cards and X-cost spells (their extra costs with a
    free play are not settled by the digest)."""
    from .. import declare
    from ..play import PLAYABLE_TYPES
    from ..zones import creatures_of
    d = s.catalog.defs[iid]
    if d.type not in PLAYABLE_TYPES or (not d.supported and not s.ignore_unsupported):
        return False
    if d.kw.get("thirst") or d.cost_is_x:
        return False
    if player_forbids(s, player, "play", iid):
        return False
    if s.static_sources and replay_barred(s, iid):  # «… как у карт, разыгранных в этот ход»
        return False
    limit = s.config.creature_limit
    if d.type == "creature" and limit is not None and len(creatures_of(s, player)) >= limit:
        return False
    return d.type != "spell" or not s.catalog.has_abilities or declare.spell_declarable(s, player, iid)


def _play_free(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Разыграйте <карту …> бесплатно» / «можете разыграть её бесплатно»: the controller plays the card without
    paying its cost (309.1 otherwise as usual: it is played — CARD_PLAYED — and Найм triggers). ``what`` IT: the
    card just revealed; ``what`` a player: he picks one of the cards matching params select (a graveyard, his
    hand, hoarded cards). A creature or support card enters play under the controller; a spell is put into his
    hand and declared (targets, then the Queue) right after this ability has resolved, with a base cost 0."""
    from .. import declare
    from ..events import emit
    player = frame.item.player
    sel = e.param("select")
    if sel is None:
        pool = [c for c in cards_of(s, frame, e.what) if c not in s.cards]
    else:
        pool = candidates(s, sel, player, frame.item.source)
        if e.param("or_select") is not None:  # «… из вашей руки или с кладбища» — either zone
            pool += candidates(s, e.param("or_select"), player, frame.item.source)
    pool = [c for c in pool if _free_playable(s, player, c)]
    if sel is not None:
        d = _choose_cards(s, frame, player, pool, 1, choice, False,
                          ("Выберите карту, её разыграют бесплатно", "Choose a card to play for free"))
        if d is not None:
            return d
        pool = _picked(frame)
    if not pool:
        frame.last = ()
        return NONE
    iid = pool[0]
    frame.last = (iid,)
    if s.catalog.notes_hand_plays:  # «если вы разыграли эту карту из руки» (a free play from the hand counts)
        pass

        note_origin(s, player, iid)
    if s.catalog.defs[iid].type == "spell" and s.catalog.has_abilities and s.catalog.defs[iid].abilities:
        remove_from_zone(s, iid)
        s.players[player].hand.append(iid)
        spell = declare.DeclareFrame(player, iid, tuple(declare.spell_abilities(s, iid)), "spell", (), -1, 0)
        s.frames.insert(s.frames.index(frame), spell)  # runs when this ability's resolution is over
        return FULL
    if s.catalog.defs[iid].type == "spell":  # a spell without abilities: straight to its owner's graveyard
        remove_from_zone(s, iid)
        s.players[s.catalog.owners[iid]].graveyard.append(iid)
        emit(s, A.CARD_PLAYED, iid, player=player, amount=0)
        emit(s, A.PUT_INTO_GRAVEYARD, iid, player=player)
        return FULL
    enter_play(s, iid, player)
    emit(s, A.CARD_PLAYED, iid, player=player, amount=0)
    return FULL


def _put_into_play(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Положите <добытое … существо> в игру под вашим контролем»: the controller picks one card of params select (it
    must be taken if there is one) and it enters play under him (from under its holder; not played)."""
    player = frame.item.player
    pool = candidates(s, e.param("select"), player, frame.item.source)
    d = _choose_cards(s, frame, player, pool, 1, choice, False,
                      ("Выберите карту, она войдёт в игру под вашим контролем", "Choose a card to put into play"))
    if d is not None:
        return d
    picks = _picked(frame)
    for c in picks:
        enter_play(s, c, player)
    frame.last = tuple(picks)
    return FULL if picks else NONE


def _summon_deck_or_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Вызовите <select> из вашей колоды или руки»: the controller picks up to N matching cards among his deck and his
    hand (as a summon: no declining unless «до N»); they enter play under him. The deck is shuffled when it was looked
    through (as after a summon)."""
    sel: A.Select = e.param("select")
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    if choice is None and not frame.scratch:
        emit(s, A.SEARCHED, -1, player=player)
    source = frame.item.source
    pool = (candidates(s, dataclasses.replace(sel, zone=A.DECK), player, source)
            + candidates(s, dataclasses.replace(sel, zone=A.HAND), player, source))
    d = _choose_cards(s, frame, player, pool, n, choice, bool(e.param("up_to")),
                      ("Вызов (колода или рука): выберите карту", "Summon (deck or hand): choose a card"))
    if d is not None:
        return d
    picks = _picked(frame)
    for c in picks:
        summon_card(s, c, player)
    if pool:
        s.rng.shuffle(s.players[player].deck)
    frame.last = tuple(picks)
    return _outcome(len(picks), n)


def _hand_into_deck_draw(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """Грабёж: player `what` shuffles his hand into his deck, then draws as many cards minus `amount`."""
    less = amount_of(s, frame, e.amount)
    player = players_of(s, frame, e.what)[0]
    p = s.players[player]
    moved = list(p.hand)
    for c in moved:
        to_deck(s, c)
    if len(moved) > less:
        draw(s, player, len(moved) - less)
    frame.last = tuple(moved)
    return FULL if moved else NONE


def _destroy_own_pick(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник уничтожает своё <существо …>»: that player picks one of his cards matching params select; it is
    destroyed as by «Уничтожьте» (the same checks)."""
    player = players_of(s, frame, e.what)[0]
    pool = [c for c in candidates(s, e.param("select"), frame.item.player, frame.item.source)
            if s.cards[c].controller == player]
    d = _choose_cards(s, frame, player, pool, amount_of(s, frame, e.amount), choice, False,
                      ("Выберите ваше существо: оно будет уничтожено", "Choose your creature to destroy"))
    if d is not None:
        return d
    frame.last = tuple(_picked(frame))
    if not frame.last:
        return NONE
    return HANDLERS["destroy"](s, frame, A.Effect("destroy", A.IT), None)


def _shuffle_hand_namesakes(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """Every card of the hand of the owner of `what` (a card, e.g. in his graveyard) with its name goes into his deck."""
    cards = cards_of(s, frame, e.what)
    if not cards:
        return NONE
    owner = s.players[s.catalog.owners[cards[0]]]
    name = s.catalog.names[cards[0]]
    moved = [c for c in owner.hand if s.catalog.names[c] == name]
    for c in moved:
        to_deck(s, c)
    frame.last = tuple(moved)
    return FULL if moved else NONE


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
    from ..keyword_rules import remove_extra_life
    from .keywords import extra_lives_of, life_holders

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


_PLACED = -3  # in ``frame.scratch``: ends the graveyard pick; then (card, _TOP | _BOTTOM) pairs
_TOP, _BOTTOM = -10, -11


def _summon_found(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«вызовите это существо» after a «Поиск»: each card the search found that is still in its owner's hand enters play
    under the controller (a summon from the hand: SUMMONED is emitted, as for «Вызовите»)."""
    player = frame.item.player
    done = []
    for c in cards_of(s, frame, e.what):
        if c in s.players[s.catalog.owners[c]].hand:
            summon_card(s, c, player)
            done.append(c)
    frame.last = tuple(done)
    return FULL if done else NONE


def _look_grave_top_bottom(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите Х верхних карт колоды противника; положите одну из них на кладбище, остальные положите на верх или
    под низ колоды в любом порядке»: the controller (only he sees the cards) picks ``to_grave`` of them for their
    owner's graveyard; then, one card at a time in the order he picks, each of the others goes on the top or at the
    bottom of the deck (a card put on top later lies above one put there earlier; one put under later lies below)."""
    player = frame.item.player
    owners = players_of(s, frame, e.what)
    if not owners:
        return NONE
    deck = s.players[owners[0]].deck
    n = max(amount_of(s, frame, e.amount), 0)
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
        d = _choose_cards(s, frame, player, top, e.param("to_grave", 1), choice, False,
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
        return _look_grave_top_bottom(s, frame, e, None)
    owner = s.players[owners[0]]
    for c in to_grave:
        deck.remove(c)
        owner.graveyard.append(c)
        emit(s, A.PUT_INTO_GRAVEYARD, c, player=owners[0])
        emit(s, A.DECK_TO_GRAVEYARD, c, player=owners[0])
    for c, where in zip(placed[0::2], placed[1::2]):
        deck.remove(c)
        if where == _TOP:
            deck.append(c)
        else:
            deck.insert(0, c)
    frame.last = tuple(to_grave)
    return FULL


def _look_top_rest_random(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите Х верхних карт вашей колоды, положите K из них в руку, остальные — под низ колоды в случайном
    порядке»: ``look_top`` with the others left in place, then moved to the bottom in a random order."""
    n = max(amount_of(s, frame, e.amount), 0)
    deck = s.players[frame.item.player].deck
    top = deck[-n:] if n > 0 else []  # the deck does not change before look_top ends
    params = tuple((k, v) for k, v in e.params if k != "rest") + (("rest", "keep"),)
    result = _look_top(s, frame, dataclasses.replace(e, verb="look_top", params=params), choice)
    if isinstance(result, Decision):
        return result
    rest = [c for c in top if c in deck]
    for c in rest:
        deck.remove(c)
    s.rng.shuffle(rest)
    deck[0:0] = rest
    return result


def _opp_may_pay_or_bottom(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник может заплатить стоимость <выбранного существа>; иначе положите это существо под низ колоды»: the
    controller's opponent may pay the card's printed cost in open coins (asked only when he can); if he does not, the
    card (still in play) goes to the bottom of its owner's deck."""
    from ..payment import can_pay_coins, pay_coins

    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    frame.last = tuple(cards)
    if not cards:
        return NONE
    card = cards[0]
    opponent = 1 - frame.item.player
    price = s.catalog.defs[card].cost or 0
    if choice is None and can_pay_coins(s, opponent, price):
        name = s.name(card)
        return Decision(opponent, "yes_no", (Option(YES), Option(NO)),
                        f"Заплатить {price}{{м}} за {name}? (иначе — под низ колоды)",
                        f"Pay {price} coins for {name}? (else it goes under the deck)")
    if choice is not None and choice.kind == YES:
        pay_coins(s, opponent, price)
        return NONE
    if s.catalog.defs[card].type == "hero":
        return NONE
    to_deck(s, card, "bottom")
    return FULL


def _cost_done(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«на стоимость {м} уничтоженной карты» (Скормить зевтарам): the printed cost of the cards the previous instruction
    was done to (``frame.done``: a card that could not be destroyed does not count)."""
    return sum(s.catalog.defs[c].cost or 0 for c in frame.done)


AMOUNT_KINDS["cost_done"] = _cost_done


def _opp_short(s: GameState, frame: ResolveFrame, amount: A.Amount) -> int:
    """«за каждую карту, которую противник не смог сбросить» (Опустошитель): the number each player had to discard (the
    amount's one part, counted again) minus the opponent's cards the previous discard was done to (``frame.done``)."""
    from . import amount_of

    wanted = amount_of(s, frame, amount.parts[0]) if amount.parts else 0
    opponent = 1 - frame.item.player
    discarded = sum(1 for c in frame.done if s.catalog.owners[c] == opponent)
    return max(0, wanted - discarded)


AMOUNT_KINDS["opp_short"] = _opp_short

MOR_BONUS = "mor_bonus_static"  # = cards.phrases_zones_f.MOR_BONUS


def mor_bonus(s: GameState, frame: ResolveFrame, e: A.Effect) -> int:
    """«Ваши карты с Мором имеют +N к Мору» (Вергельд): what the static abilities in play add to this «Мор X» (an
    Effect ``mill`` with param ``mor``): N for each such static whose controller's cards include the source of the
    resolving ability. Costs nothing when no card in play has one (``has_static_kind``)."""
    if not e.param("mor") or not continuous.has_static_kind(s, MOR_BONUS):
        return 0
    source = frame.item.source
    return sum(part.value for src, part in continuous.parts_of_kind(s, MOR_BONUS)
               if _controller(s, src) == frame.item.player and continuous.applies(s, src, part, source))


def _controller(s: GameState, iid: int) -> int:
    return s.cards[iid].controller if iid in s.cards else s.catalog.owners[iid]


EXCESS_KEY = "excess_healed_noted/"  # + the source's iid: in ``GameState.turn_counts`` (this turn only)


def excess_healed(s: GameState, source: int) -> int:
    """Amount kind ``excess_healed_noted`` (a Select's ``cost_max_amount``, read by continuous.static_amount): the healing
    beyond the wounds noted by the last «Излечите …» (HEAL_NOTE_EXCESS) of ``source`` this turn."""
    return s.turn_counts.get(EXCESS_KEY + str(source), 0)


def _heal_note_excess(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Излечите вашего героя на Х» before «…, чем избыточное лечение» (Найти лекарство): an ordinary heal
    (wounds.heal: an «избыточное лечение» replacement still applies), noting Х minus the wounds removed. Healing that
    is forbidden («не могут быть излечены») heals nothing, so nothing is beyond the wounds either."""
    n = amount_of(s, frame, e.amount)
    key = EXCESS_KEY + str(frame.item.source)
    s.turn_counts[key] = 0

    def heal_it(c: int) -> bool:
        removed = heal(s, c, n)
        if c in s.cards and not player_forbids(s, s.cards[c].controller, "heal"):
            s.turn_counts[key] = s.turn_counts.get(key, 0) + n - removed
        return removed > 0

    return _each_in_play(s, frame, e, heal_it)


FROM_HAND_KEY = "@played_from_hand_mark/"  # + the card's iid: in ``GameState.turn_counts``, 1 if it was played from the hand


def note_origin(s: GameState, player: int, iid: int) -> None:
    """A card is being played by ``player``: note whether it comes from his hand (condition ``was_played_from_hand``,
    «если вы разыграли эту карту из руки»). Only in games with that condition (``Catalog.notes_hand_plays``)."""
    if iid in s.players[player].hand:
        s.turn_counts[FROM_HAND_KEY + str(iid)] = 1
    else:
        s.turn_counts.pop(FROM_HAND_KEY + str(iid), None)


def played_from_hand(s: GameState, source: int) -> bool:
    """Condition ``was_played_from_hand``: this card (a spell resolving) was played from its player's hand this turn."""
    return s.turn_counts.get(FROM_HAND_KEY + str(source), 0) == 1


def _revive_two_enemies(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Возродите двух существ с разных кладбищ; они становятся <классом> и наносят друг другу раны, равные своему удару»
    (Непримиримые враги): the controller picks a creature of his own graveyard, then one of the opponent's (a graveyard
    without creatures gives none: what there is is taken); they enter play under him (open, §6.3 «Возрождение»), both
    become the class (``set_classes``, as «становится <классом>»), then, if both are in play, each deals the other
    wounds equal to its own strike — both strikes are read before any wound is dealt (an ability's wounds, the
    creature as their source). ``frame.scratch``: the pick of each graveyard in turn (-1: none)."""
    player = frame.item.player
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    while len(frame.scratch) < 2:
        side = (player, 1 - player)[len(frame.scratch)]
        pool = [c for c in s.players[side].graveyard if s.catalog.defs[c].type == "creature"]
        if not pool:
            frame.scratch = (*frame.scratch, -1)
            continue
        whose = ("вашего", "your") if side == player else ("противника", "the opponent's")
        return Decision(player, "card", tuple(Option(CARD, c) for c in pool),
                        f"Возрождение: выберите существо с кладбища {whose[0]}",
                        f"Revive: choose a creature of {whose[1]} graveyard")
    picks = [c for c in frame.scratch if c >= 0]
    for c in picks:
        enter_play(s, c, player)
    entered = [c for c in picks if c in s.cards]
    for c in entered:
        _effect_on(s, frame, c, "set_classes", e.param("class"), 0, A.PERMANENT)
    if len(entered) == 2:
        a, b = entered
        strike_a, strike_b = continuous.strike(s, s.cards[a]), continuous.strike(s, s.cards[b])
        deal_wounds(s, a, b, strike_a, ABILITY)
        deal_wounds(s, b, a, strike_b, ABILITY)
    frame.last = tuple(entered)
    return FULL if len(entered) == 2 else (PARTIAL if entered else NONE)


def x_paid_spec(s: GameState, source: int, spec: A.Target, available: int) -> A.Target:
    """A target spec with state ``x_paid_count`` («Вы можете замешать Х существ …» in the Найм of a card of cost X): X cards,
    the X paid for the source (misc_b's counter ``x_paid``; 0 for a card put into play without being played); when
    fewer are there, all of them (what there is is taken, as §6.3 Поиск)."""
    import dataclasses

    from .costs import X_PAID

    cs = s.cards.get(source)
    x = cs.counters.get(X_PAID, 0) if cs is not None else 0
    return dataclasses.replace(spec, min=min(x, available), max=x)


PLAY_OPP_GRAVE = "play_from_opp_grave"  # = cards.phrases_zones_f.PLAY_OPP_GRAVE


def opp_grave_permitted(s: GameState, player: int, iid: int) -> bool:
    """«Вы можете разыгрывать карты не-существ с кладбища противника» (Врата Ихвэ, a static in play): whether a static
    of a card ``player`` controls lets him play card ``iid`` of his opponent's graveyard (as from the hand: its cost
    paid, its usual rules; a spell stays in its owner's graveyard, a support card enters play under ``player``)."""
    if not continuous.has_static_kind(s, PLAY_OPP_GRAVE):
        return False
    return any(_controller(s, src) == player and continuous.applies(s, src, part, iid)
               for src, part in continuous.parts_of_kind(s, PLAY_OPP_GRAVE))


CLASS_INSTEAD = "class_instead"  # = cards.phrases_zones_f.CLASS_INSTEAD


def static_class(s: GameState, iid: int) -> str | None:
    """«<существа> имеют класс <класс> вместо своего» (Двухголовый огр): the class a static in play gives card ``iid``
    in place of its own (its select: creatures the static's controller controls but does not own), or None. Applied
    by ``selectors.classes_of`` before the classes an instruction set («становится <классом>»): the static wins."""
    if not continuous.has_static_kind(s, CLASS_INSTEAD):
        return None
    for src, part in continuous.parts_of_kind(s, CLASS_INSTEAD):
        if continuous.applies(s, src, part, iid):
            return str(part.what)
    return None


def _deck_owner(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None,
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


def _look_deck_top(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите верхнюю карту <вашей / любой> колоды»: the controller alone sees it (views «shown»); it stays on
    top and is «её» for what follows («можете положить её под низ колоды»)."""
    owner = _deck_owner(s, frame, e, choice, "Посмотрите верхнюю карту")
    if isinstance(owner, Decision):
        return owner
    deck = s.players[owner].deck
    if not deck:
        frame.last = ()
        return NONE
    frame.last = (deck[-1],)
    show(s, (deck[-1],), frame.item.player)
    return FULL


def _reveal_until(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Показывайте карты с верха колоды, пока не покажете …»: see ``abilities.VERBS['reveal_until']``."""
    n = amount_of(s, frame, e.amount)
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
    show(s, shown, -1)
    to = e.param("to", A.HAND)
    for c in found:
        if to == "play":
            enter_play(s, c, player)
        else:
            deck.remove(c)
            s.players[player].hand.append(c)
    rest = [c for c in shown if c not in found]
    if e.param("rest", "shuffle") == "bottom_random":
        for c in rest:
            deck.remove(c)
        s.rng.shuffle(rest)
        deck[:0] = rest
    elif rest or found:
        s.rng.shuffle(deck)  # «замешайте остальные карты в колоду»
    frame.last = tuple(found)
    return _outcome(len(found), n)


def _name_card(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Назовите карту»: the controller names any card name of the card data (decisions.card_names)."""
    names = card_names()
    if choice is None:
        options = tuple(Option(NAME, frame.item.source, num=i) for i in range(len(names)))
        return Decision(frame.item.player, "name", options, "Назовите карту", "Name a card")
    s.named = {**s.named, frame.item.source: names[choice.num]}
    return FULL


def _reveal_split(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """See ``abilities.VERBS['reveal_split']``; ``frame.scratch``: the card for the hand, then for the graveyard."""
    players = players_of(s, frame, e.what)
    player = players[0] if players else frame.item.player
    deck = s.players[player].deck
    n = e.param("n", 3)
    top = deck[-n:][::-1] if n > 0 else []
    show(s, top, -1)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    left = [c for c in top if c not in frame.scratch]
    if len(frame.scratch) < 2 and len(left) >= 2:
        ru, en = (("Выберите карту в руку", "Choose the card for your hand") if not frame.scratch else
                  ("Выберите карту на кладбище", "Choose the card for the graveyard"))
        return Decision(frame.item.player, "card", tuple(Option(CARD, c) for c in left), ru, en)
    picks = list(frame.scratch) + left  # with fewer than 3 cards: hand first, then graveyard, then the hero
    hero = s.players[frame.item.player].hero
    for k, c in enumerate(picks):
        if k == 0:
            deck.remove(c)
            s.players[player].hand.append(c)
        elif k == 1:
            deck.remove(c)
            s.players[player].graveyard.append(c)
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=player)
            emit(s, A.DECK_TO_GRAVEYARD, c, player=player)
        else:
            hoard(s, hero, c)
    frame.last = tuple(picks)
    return FULL if len(picks) == n else (NONE if not picks else PARTIAL)


CONCEPT_HANDLERS: dict[str, Handler] = {
    "look_hoard_back": _look_hoard_back,
    "lose_x_copies_of_hoarded": _lose_x_copies,
    "return_control_of": _return_control,
    "return_to_play": _return_to_play,
    "give_control": _give_control,
    "reveal_self": _reveal_self,
    "look_hoard": _look_hoard,
    "play_free": _play_free,
    "put_into_play": _put_into_play,
    "shuffle_hand_namesakes": _shuffle_hand_namesakes,
    "destroy_own_pick": _destroy_own_pick,
    "hand_into_deck_draw": _hand_into_deck_draw,
    "summon_deck_or_hand": _summon_deck_or_hand,
    "search_opp_deck_to_grave": _search_opp_deck_to_grave,
    "remove_extra_lives_revive": _remove_extra_lives,
    "reveal_from_hand_name": _reveal_from_hand_name,
    "summon_self_sideboard": _summon_self_sideboard,
    "summon_found": _summon_found,
    "look_grave_top_bottom": _look_grave_top_bottom,
    "look_top_rest_random": _look_top_rest_random,
    "opp_may_pay_or_bottom": _opp_may_pay_or_bottom,
    "heal_note_excess": _heal_note_excess,
    "revive_two_enemy_creatures": _revive_two_enemies,
    "reveal_split": _reveal_split,
    "name_card": _name_card,
    "reveal_until": _reveal_until,
    "look_deck_top": _look_deck_top,
}

HANDLERS.update(CONCEPT_HANDLERS)
