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
from ...decisions import CARD, DONE, X_VALUE, Decision, Option
from .. import continuous, history
from ..selectors import fits
from ..state import GameState
from ..wounds import ABILITY, deal_wounds
from ..zones import discard, draw, enter_play, hoard, is_created, remove_from_zone, to_deck
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _choose_cards,
    _effect_on,
    _outcome,
    _picks_of,
    amount_of,
    cards_of,
    hoard_picked,
    players_of,
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


AMOUNT_KINDS.update({"event_regeneration": _event_regeneration})


def _hoard_grave_turn(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """``hoard_grave_turn`` (params holder, select): the holder hoards every card of ``select`` that went to any
    graveyard this turn and is still there («Ваш герой добывает всех существ, которые попали на кладбища в этом
    ходу»)."""
    from ..zones import hoard

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


def _hoard_own_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<эта карта> добывает орка из руки»: the controller picks ``amount`` cards of his hand matching params select (he
    must pick while there is one) and params holder hoards them. ``it`` is the cards hoarded."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    player = frame.item.player
    if not holders:
        return NONE
    n = amount_of(s, frame, e.amount)
    pool = [c for c in s.players[player].hand if fits(s, e.param("select"), c, player, frame.item.source)]
    return hoard_picked(s, frame, holders[0], player, pool, n, choice,
                        ("Выберите карту из вашей руки, её добудут", "Choose a card of your hand to be hoarded"))


def _hoard_graveyard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<держатель> добывает N карт с выбранного кладбища»: the controller picks a graveyard (by its owner's hero), then
    N of its cards one at a time (all of them if there are fewer); params holder hoards them. ``frame.scratch`` holds
    the hero picked, then the cards picked."""
    holders = [c for c in cards_of(s, frame, e.param("holder")) if c in s.cards]
    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if not holders:
        return NONE
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    if not frame.scratch:
        heroes = tuple(Option(CARD, s.players[p].hero) for p in (player, 1 - player) if s.players[p].graveyard)
        if not heroes:
            frame.last = ()
            return NONE
        return Decision(player, "card", heroes, "Выберите кладбище (героя его владельца)",
                        "Choose a graveyard (by its owner's hero)")
    grave = s.players[s.catalog.owners[frame.scratch[0]]].graveyard
    picks = frame.scratch[1:]
    left = [c for c in grave if c not in picks]
    if len(picks) < n and left:
        name = s.name(frame.item.source)
        return Decision(player, "card", tuple(Option(CARD, c) for c in left),
                        f"{name}: выберите карту с кладбища, её добудут (ещё {n - len(picks)})",
                        f"{name}: choose a card of the graveyard to be hoarded ({n - len(picks)} more)")
    done = [c for c in picks if hoard(s, holders[0], c)]
    frame.last = tuple(done)
    return _outcome(len(done), n)


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


def _rehoard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
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


def _discard_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Игроки сбрасывают свои руки»: each player of ``what`` discards every card of his hand (no choice to make;
    one by one in hand order, each a discard). Done when at least one card was discarded."""
    done: list[int] = []
    for player in players_of(s, frame, e.what):
        for iid in list(s.players[player].hand):
            discard(s, player, iid)
            done.append(iid)
    frame.last = tuple(done)
    frame.doing = tuple(done)
    return FULL if done else NONE


def _shuffle_matching(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<игрок> замешивает в колоду все карты с таким названием»: every card of that player's hand matching params
    select goes into his deck (shuffled); they are «замешанные таким образом» (``frame.doing``) for what follows."""
    sel: A.Select = e.param("select")
    done: list[int] = []
    for p in players_of(s, frame, e.what):
        for c in [c for c in s.players[p].hand if fits(s, sel, c, frame.item.player, frame.item.source)]:
            to_deck(s, c, "shuffle")
            done.append(c)
    frame.last = tuple(done)
    frame.doing = tuple(done)
    return FULL if done else NONE


def _hoard_any_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<X> добывает карту из руки любого игрока по его выбору»: the controller picks the player (by his hero), then
    that player picks one card of his hand and the holder hoards it. ``frame.scratch`` keeps the player chosen
    (as -100 - player) and then the card."""
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
    if len(frame.scratch) == 1:
        hand = s.players[player].hand
        if not hand:
            frame.last = ()
            return NONE
        if choice is None:
            return Decision(player, "card", tuple(Option(CARD, c) for c in hand),
                            "Выберите карту из руки, её добудут", "Choose a card from your hand to be hoarded")
        frame.scratch = (*frame.scratch, choice.card)
    card = frame.scratch[1]
    done = hoard(s, holders[0], card)
    frame.last = (card,) if done else ()
    frame.doing = frame.last
    return FULL if done else NONE


def _grave_card_to_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«верните это существо в вашу руку» (the event's card, in a graveyard): each card of `what` still in its owner's
    graveyard goes to his hand."""
    cards = cards_of(s, frame, e.what)
    done = []
    for c in cards:
        owner = s.players[s.catalog.owners[c]]
        if c in owner.graveyard:
            owner.graveyard.remove(c)
            owner.hand.append(c)
            done.append(c)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


def _to_sideboard(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Положите <карту> в дополнительную колоду»: each card of `what` still in play (not a hero) or in a graveyard goes
    to its owner's sideboard (a created card to the запас, as when it leaves play any other way)."""
    cards = cards_of(s, frame, e.what)
    done = []
    for c in cards:
        owner = s.players[s.catalog.owners[c]]
        if c in s.cards:
            if s.catalog.defs[c].type == "hero":
                continue
        elif c not in owner.graveyard:
            continue
        remove_from_zone(s, c)
        (owner.reserve if is_created(s, c) else owner.sideboard).append(c)
        done.append(c)
    frame.last = tuple(done)
    return _outcome(len(done), len(cards))


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




def _pick_to_deck_cost_x(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«(Противник показывает руку и) замешивает в колоду карту стоимостью Х{м} на ваш выбор»: the controller picks one
    card of that player's hand whose printed cost is the ability's X (``QueueItem.x``); it goes into its owner's deck,
    shuffled. Nothing happens when there is no such card."""
    players = players_of(s, frame, e.what)
    if not players:
        return NONE
    x = frame.item.x
    pool = [c for c in s.players[players[0]].hand if (s.catalog.defs[c].cost or 0) == x]
    d = _choose_cards(s, frame, frame.item.player, pool, 1, choice, False,
                      (f"Выберите карту стоимостью {x}, чтобы замешать её в колоду",
                       f"Choose a card of cost {x} to shuffle into the deck"))
    if d is not None:
        return d
    picks = [c for c in frame.scratch if c >= 0]
    for c in picks:
        to_deck(s, c, "shuffle")
    frame.last = tuple(picks)
    return FULL if picks else NONE


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

def _discard_hand_noting_count(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Сбросьте все карты (эта карта уже находится на кладбище, когда разыгрывается)»: every card of the player's hand
    is discarded (no choice to make); the number is noted for the source this turn (``turn_counts``
    "discarded_noted/<source>"), read by a delayed instruction set up by the same card (engine/delayed.py ``noted_discard_count``)."""
    cards: list[int] = []
    for player in players_of(s, frame, e.what):
        hand = list(s.players[player].hand)
        for c in hand:
            discard(s, player, c)
        cards.extend(hand)
    s.turn_counts[f"discarded_noted/{frame.item.source}"] = len(cards)
    frame.last = tuple(cards)
    frame.doing = frame.last
    return FULL if cards else NONE


def _discard_any(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Каждый игрок, начиная с вас, может сбросить любое количество карт из своей руки»: each player of ``what`` in turn
    (the controller first) picks cards of his own hand one at a time — each is discarded at once, so the next player
    sees it — or stops («done»). ``frame.scratch``: the cards discarded, -2 closing each player's turn."""
    players = players_of(s, frame, e.what)
    if choice is not None:
        k = frame.scratch.count(-2)
        if choice.kind == CARD and k < len(players) and choice.card in s.players[players[k]].hand:
            discard(s, players[k], choice.card)
            frame.scratch = (*frame.scratch, choice.card)
        else:
            frame.scratch = (*frame.scratch, -2)
    while frame.scratch.count(-2) < len(players):
        player = players[frame.scratch.count(-2)]
        hand = s.players[player].hand
        if not hand:
            frame.scratch = (*frame.scratch, -2)
            continue
        return Decision(player, "card", (*(Option(CARD, c) for c in hand), Option(DONE)),
                        "Сбросьте карту (или «done»)", "Discard a card (or done)")
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    frame.doing = frame.last
    return FULL if frame.last else NONE


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


def _shuffle_deck(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Перемешайте колоду»: the deck of that player is shuffled."""
    for p in players_of(s, frame, e.what):
        s.rng.shuffle(s.players[p].deck)
    return FULL


def _pick_to_deck(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Каждый игрок замешивает карту из руки … в колоду», «противник показывает руку и замешивает в колоду карту на
    ваш выбор»: each player of ``what`` in turn puts N cards of his own ``zone`` (hand / graveyard) into his deck
    (``position``, shuffled by default), picked by himself (``chooser`` 'owner') or by the controller ('you')."""
    n = amount_of(s, frame, e.amount)
    players = players_of(s, frame, e.what)
    zone = e.param("zone", "hand")
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    done = frame.scratch.count(-2)  # -2 closes the picks of one player
    while done < len(players):
        player = players[done]
        picks = _picks_of(frame.scratch, done)
        pool = [c for c in getattr(s.players[player], zone) if c not in picks]
        if len(picks) >= n or not pool:
            frame.scratch = (*frame.scratch, -2)
            done += 1
            continue
        chooser = player if e.param("chooser", "owner") == "owner" else frame.item.player
        where = "руки" if zone == "hand" else "кладбища"
        return Decision(chooser, "card", tuple(Option(CARD, c) for c in pool),
                        f"Выберите карту {where}, чтобы замешать её в колоду", f"Choose a card of the {zone} for the deck")
    total = 0
    for k in range(len(players)):
        for c in _picks_of(frame.scratch, k):
            to_deck(s, c, e.param("position", "shuffle"))
            total += 1
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    return _outcome(total, n * len(players))


def _discard_matching(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Противник … сбрасывает все карты с таким названием»: every matching card of that player's hand."""
    sel: A.Select = e.param("select")
    done: list[int] = []
    for p in players_of(s, frame, e.what):
        for c in [c for c in s.players[p].hand if fits(s, sel, c, frame.item.player, frame.item.source)]:
            discard(s, p, c)
            done.append(c)
    frame.last = tuple(done)
    return FULL if done else NONE


def _to_deck_top_ordered(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """See ``abilities.VERBS['to_deck_top_ordered']``. ``frame.scratch``: the picks so far, owner by owner."""
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    # the cards in play now (nothing else happens between the picks; heroes never go into a deck)
    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards and s.catalog.defs[c].type != "hero"]
    first = frame.item.player
    for owner in (first, 1 - first):
        left = [c for c in cards if s.catalog.owners[c] == owner and c not in frame.scratch]
        if len(left) >= 2:
            return Decision(owner, "card", tuple(Option(CARD, c) for c in left),
                            "Порядок: какую вашу карту положить на верх колоды следующей (первая будет сверху)",
                            "Order: which of your cards goes on top next (the first chosen ends up on top)")
    ordered = [c for c in frame.scratch if c in cards] + [c for c in cards if c not in frame.scratch]
    for c in reversed(ordered):  # the first picked goes last, so it ends up on top
        to_deck(s, c, "top")
    frame.last = tuple(ordered)
    return FULL if ordered else NONE


CONCEPT_HANDLERS: dict[str, Handler] = {
    "hoard_grave_turn": _hoard_grave_turn,
    "lose_x_copies_of_hoarded": _lose_x_copies,
    "hoard_graveyard": _hoard_graveyard,
    "hoard_own_hand": _hoard_own_hand,
    "rehoard": _rehoard,
    "discard_whole_hand": _discard_hand_noting_count,
    "shuffle_matching": _shuffle_matching,
    "hoard_any_from_hand": _hoard_any_hand,
    "shuffle_hand_namesakes": _shuffle_hand_namesakes,
    "hand_into_deck_draw": _hand_into_deck_draw,
    "to_sideboard": _to_sideboard,
    "grave_card_to_hand": _grave_card_to_hand,
    "remove_extra_lives": _remove_extra_lives,
    "opponent_may_discard": _opponent_may_discard,
    "swap_hand_sideboard": _swap_hand_sideboard,
    "pick_to_deck_cost_x": _pick_to_deck_cost_x,
    "each_discards_any": _discard_any,
    "discard_hand_noted": _discard_hand_noting_count,
    "revive_two_enemy_creatures": _revive_two_enemies,
    "to_deck_top_ordered": _to_deck_top_ordered,
    "discard_matching": _discard_matching,
    "pick_to_deck": _pick_to_deck,
    "shuffle_deck": _shuffle_deck,
}

HANDLERS.update(CONCEPT_HANDLERS)
