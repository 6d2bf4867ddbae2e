"""The engine of cards entering play (its compiler half: the «Вызовите», «Возродите», «введите / верните в игру»,
«Создайте», «разыграйте бесплатно», «Засада» phrases of ``cards/language/``): the ``put_into_play``, ``create``
and ``play_from`` handlers, registered into ``HANDLERS`` on import.

A card put into play (``put_into_play``, ``create``) is not played (309.1: no CARD_PLAYED, no payment); it enters play
(``zones.enter_play``) and its Найм triggers. «Вызов» (from the deck, digest §6.3) is also a SUMMONED event
(«Когда вы вызываете …»); a revive («Возродите», from a graveyard) and other entries are not. A card played by
``play_from`` is played (CARD_PLAYED; a spell goes through the Queue), only its price is another.
"""

from __future__ import annotations

import dataclasses

from ... import abilities as A
from ...decisions import NO, X_VALUE, YES, Decision, Option
from .. import continuous
from ..ability_index import STATIC
from ..ambush import ambush_zone_ok
from ..combined import cost
from ..cost_modifiers import ambush_base, ambush_counters, ambush_price, base_cost_only
from ..declare import DeclareFrame, spell_abilities, spell_declarable
from ..events import emit
from ..history import note_origin
from ..named_counters import spend_from_your_cards
from ..payment import FOR_PLAY, can_pay_coins, coins_event, pay_coins, payable_coins
from ..play import PlayShownFrame, ThirstFrame, free_playable, play_free_now, playable_reason
from ..quests import QUEST, quest_room
from ..queue import QueueItem, enqueue
from ..replay_bars import replay_barred
from ..resolution import Resolution
from ..restrictions import creation_forbidden, player_forbids
from ..selectors import candidates
from ..state import GameState, ability_at
from ..trigger_points import TriggerPoint, ability_of
from ..zones import draw, enter_play, remove_from_zone, shuffle_deck, stays_in_graveyard
from . import (
    FULL,
    HANDLERS,
    NONE,
    Result,
    _choose_cards,
    _from_zone_to,
    _outcome,
    _picked,
    _within_total_cost,
    amount_of,
    cards_of,
    one_of_each,
    refuses_revive_by,
    refuses_summon_by,
    show,
)
from .control_copies import copy_for, note_copy

# The prompt of a pick, by the zone the cards come from (the first one when several).
_PICK_NAMES = {A.DECK: "Вызов", A.GRAVEYARD: "Возрождение"}


def _enter(s: GameState, frame: Resolution, e: A.Effect, card: int, summoned: bool | None = None) -> None:
    """Card ``card`` enters play as params under, closed, life and summoned of ``e`` say (``summoned``: whether it is
    a summon, when the zone it came from decides)."""
    under = s.catalog.owners[card] if _under_owner(s, e) else frame.item.player
    cs = enter_play(s, card, under, closed=bool(e.param("closed")))
    if cs is None:  # kept in its graveyard («Карты не могут покидать кладбища»)
        return
    life = e.param("life")
    if life is not None:  # «возродить … с N жизнью»: its wounds are its life − N
        cs.wounds = max(0, continuous.max_life(s, cs) - int(life))
    if e.param("summoned") if summoned is None else summoned:
        emit(s, A.SUMMONED, card, player=frame.item.player)  # «Когда вы вызываете …»: the summoner (not the owner)


def _under_owner(s: GameState, e: A.Effect) -> bool:
    """Whether the card enters under its owner's control: params under OWNER, or RETURNED («верните его в игру», a
    hoarded card back) with the rules option hoard_return_control 'owner'."""
    under = e.param("under")
    return under == A.OWNER or (under == A.RETURNED and s.config.hoard_return_control == "owner")


def _in_zone(s: GameState, card: int, zone: str) -> bool:
    """Whether ``card`` lies in ``zone`` of its owner (HOARDED: under any card)."""
    if zone == A.HOARDED:
        return card in s.hoard_origin
    if zone == A.COMPLETED:  # the completed quests of either player (docs/quests.md)
        return any(card in p.completed for p in s.players)
    owner = s.players[s.catalog.owners[card]]
    return card in {A.DECK: owner.deck, A.HAND: owner.hand, A.GRAVEYARD: owner.graveyard,
                    A.SIDEBOARD: owner.sideboard}[zone]


def _put_into_play(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Вызовите …» (§6.3), «Возродите …», «введите / верните … в игру», «положите … в игру под вашим контролем»: with
    params select the controller picks cards (:func:`_enter_picked`); otherwise the cards ``what`` names enter, each
    one only if it still lies in a zone of params from (it may have moved since the ability was declared)."""
    if e.param("summoned") and continuous.switched_off(s, "summon_off"):
        frame.last = ()
        return NONE  # «Вызов не работает» (digest §6.2)
    if e.param("cost") is not None:  # «вызовите существо стоимостью Х{м}», Х counted now (the trigger's card's cost …)
        x = amount_of(s, frame, e.param("cost"))
        sel = dataclasses.replace(e.param("select"), cost_min=x, cost_max=x)
        e = dataclasses.replace(e, params=tuple((k, sel if k == "select" else v) for k, v in e.params if k != "cost"))
    if e.param("select") is not None:
        if e.param("select").card_type == QUEST and not quest_room(s, frame.item.player):
            return NONE  # «Вызов — квест» with the quests in play at the limit (docs/quests.md §1)
        return _enter_picked(s, frame, e, choice)
    if e.param("price") is not None:
        return _enter_for_a_price(s, frame, e, choice)
    done = []
    for card in cards_of(s, frame, e.what):
        if card not in s.cards and any(_in_zone(s, card, zone) for zone in e.param("from")) \
                and not _refuses_revive(s, frame, card):
            _enter(s, frame, e, card)
            done.append(card)
    frame.last = tuple(done)
    return FULL if done else NONE


def _enter_for_a_price(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Инкарнация X» (digest §6.2): the controller may give up params price {м} and the card ``what`` (this one)
    comes from his own zone of params from into play. Nothing is asked when it is not there or the coins are not
    there. What the coins are given up with is the rules option ``incarnation_payment`` ('lose': they are lost,
    «потеряйте»; 'close': open coins are closed)."""
    player = frame.item.player
    card = cards_of(s, frame, e.what)[0]
    n = int(e.param("price"))
    if s.catalog.owners[card] != player or card in s.cards or not any(_in_zone(s, card, z) for z in e.param("from")):
        return NONE
    p = s.players[player]
    lose = s.config.incarnation_payment == "lose"
    if (p.coins < n) if lose else not can_pay_coins(s, player, n):
        return NONE
    if choice is None:
        name = s.name(card)
        return Decision(player, "yes_no", (Option(YES), Option(NO)),
                        f"{name}: Инкарнация {n} — {'потерять' if lose else 'заплатить'} {n}{{м}} и возродить?",
                        f"{name}: Incarnation {n} — {'lose' if lose else 'pay'} {n} coins and return it?")
    if choice.kind != YES:
        return NONE
    if lose:
        p.coins -= n
        p.closed_coins = min(p.closed_coins, p.coins)
        coins_event(s, A.COINS_LOST, player, n)
    else:
        pay_coins(s, player, n)
    _enter(s, frame, e, card)
    frame.last = (card,)
    return FULL


def _enter_picked(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """The controller picks ``amount`` cards matching params select in the zone of params from (the deck is
    shuffled when he took some) and they enter play; he may stop early with «до N» (params up_to), and decline a
    Вызов from the deck at any time (FAQ #30)."""
    zones = e.param("from")
    if len(zones) > 1:
        return _enter_picked_from_zones(s, frame, e, choice, zones)
    zone = e.param("select").zone if zones[0] == A.HOARDED else zones[0]  # hoarded: the select says under whom
    return _from_zone_to(s, frame, e, choice, zone, lambda card, _player: _enter(s, frame, e, card),
                         _PICK_NAMES.get(zone, "Ввод в игру"))


def _enter_picked_from_zones(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None,
                             zones: tuple[str, ...]) -> Result:
    """«Вызовите <select> из вашей колоды или руки»: the pick is made among the controller's cards of every zone of
    params from together. A pick that looks through the deck this way emits SEARCHED (kept as the rules engine always
    did for this phrase, unlike a summon from the deck alone) and shuffles the deck afterwards. Being a Вызов, it may
    be declined, and taking nothing shuffles nothing (FAQ #30)."""
    sel: A.Select = e.param("select")
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    if choice is None and not frame.scratch and A.DECK in zones and A.HAND in zones:
        emit(s, A.SEARCHED, -1, player=player)
    pool = [card for zone in zones
            for card in candidates(s, dataclasses.replace(sel, zone=zone), player, frame.item.source)
            if not stays_in_graveyard(s, card)]
    if s.catalog.uses(STATIC, A.NOT_SUMMONED_BY):  # «Не может быть вызван {…} картами» (a card in the deck)
        pool = [c for c in pool if not _in_own_deck(s, c) or not refuses_summon_by(s, c, frame.item.source)]
    pool = [c for c in pool if not _refuses_revive(s, frame, c)]
    if choice is None and sel.side == A.EITHER:  # «из колоды или руки игрока»: the summoner looks through another
        show(s, [c for c in pool if s.catalog.owners[c] != player], player)  # player's deck and hand for the card
    d = _choose_cards(s, frame, player, pool, n, choice, True,
                      ("Вызов (колода или рука): выберите карту", "Summon (deck or hand): choose a card"))
    if d is not None:
        return d
    picks = _picked(frame)
    for card in picks:  # («вызовите или возродите»: a card from the graveyard is revived, not summoned)
        _enter(s, frame, e, card, summoned=bool(e.param("summoned")) and _in_own_deck(s, card))
    if picks and A.DECK in zones:  # (select side EITHER, «из колоды или руки игрока»: the card picked names the
        # player — his deck is the one searched; with a card of the controller's, as ever, the controller's)
        for searched in sorted({s.catalog.owners[c] for c in picks}) if sel.side == A.EITHER else (player,):
            shuffle_deck(s, searched)
    frame.last = tuple(picks)
    return _outcome(len(picks), n)


def _refuses_revive(s: GameState, frame: Resolution, card: int) -> bool:
    """A card in a graveyard that only its own ability may revive («может быть возрождён только своей особенностью»)."""
    return s.catalog.uses(STATIC, A.REVIVED_ONLY_BY_ITSELF) and card in s.players[s.catalog.owners[card]].graveyard \
        and refuses_revive_by(s, card, frame.item.source)


def _in_own_deck(s: GameState, card: int) -> bool:
    return card in s.players[s.catalog.owners[card]].deck


def _create(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Создайте <название>» (§1.4.2): ``amount`` cards of params name come from the controller's запас into play.
    Otherwise «Создайте копию <карты>» (digest §2.1 «Copies»): ``amount`` copies of each card ``what`` names, for the
    controller — or, params under EACH, for each player in turn, the controller first («каждый игрок создаёт копию»;
    a copy is a card of the player who creates it). A copy has the name, properties and printed abilities of the
    card, plus «Созданный»; wounds, effects and gained abilities are not copied. It comes from the player's запас,
    where the deck keeps copies of every card that copies itself (``cards.compiled.reserve_for``); a copy of another
    card that can be seen in play is made then (``effects.control_copies.copy_for``). With params no_enters the
    copy's own «Найм» abilities do not trigger. What was created is IT next («…, она теряет особенности»). Nothing
    is created while a static «Карты не могут быть созданы» works."""
    if creation_forbidden(s):
        frame.last = ()
        return NONE
    if e.param("name") is not None:
        return _create_named(s, frame, e)

    me = frame.item.player
    players = (me, 1 - me) if e.param("under") == A.EACH else (me,)
    n = amount_of(s, frame, e.amount)
    originals = cards_of(s, frame, e.what)
    made: list[int] = []
    for player in players:
        for original in originals:
            for _ in range(n):
                copy = copy_for(s, original, player, made)
                if copy < 0:
                    break
                _enter_copy(s, frame, e, copy, player, original)
                made.append(copy)
    frame.last = tuple(made)
    return _outcome(len(made), n * len(originals) * len(players))


def _create_named(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Создайте <название>»: the cards of that name wait in the controller's запас (as many as there are)."""
    name = e.param("name")
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    made = []
    for _ in range(n):
        found = next((c for c in s.players[player].reserve if s.catalog.names[c] == name), None)
        if found is None:
            break
        enter_play(s, found, player)
        made.append(found)
    frame.last = tuple(made)
    return _outcome(len(made), n)


def _enter_copy(s: GameState, frame: Resolution, e: A.Effect, copy: int, player: int, original: int) -> None:
    """A copy of ``original`` enters play under ``player``'s control; with params no_enters its own «Найм» does not
    trigger. The copy is marked and announced (``control_copies.note_copy``: «уничтожьте созданную им копию», «Когда
    вы создаёте копию существа»)."""
    mark = len(s.triggers)
    if enter_play(s, copy, player) is None:
        return
    hire_off = bool(e.param("no_enters")) or _hire_off_like_event(s, frame, e)
    if hire_off:
        s.triggers[mark:] = [t for t in s.triggers[mark:] if not _own_enters(s, t, copy)]
    note_copy(s, copy, player, original, frame.item.source, hire_off)


def _hire_off_like_event(s: GameState, frame: Resolution, e: A.Effect) -> bool:
    """«ещё одну такую же копию» (params LIKE_EVENT_COPY): the trigger's copy entered with its «Найм» switched off
    (COPY_CREATED amount 1), and RulesConfig ``same_copy_hire`` 'as_first' makes this one the same."""
    event = frame.item.event
    return bool(e.param(A.LIKE_EVENT_COPY)) and s.config.same_copy_hire == "as_first" and bool(
        event and event[0] == A.COPY_CREATED and event[3])


def _own_enters(s: GameState, point: object, card: int) -> bool:
    """Whether a trigger point is the «Найм:» of ``card`` itself (its own entering play)."""
    assert isinstance(point, TriggerPoint)
    if point.source != card or point.event[0] != A.ENTERS_PLAY or point.event[1] != card:
        return False
    ab = ability_of(s, point)
    return ab is not None and ab.trigger is not None and ab.trigger.subject is None


def _play_from(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Разыграйте <карту> бесплатно» (params price FREE, the default) or «Засада N» (price AMBUSH: the card is played
    for ``amount`` {м}, changed by the Засада cost modifiers, and it counts as a Засада used)."""
    if e.param("price") == A.AMBUSH:
        return _play_by_ambush(s, frame, e, choice)
    if e.param("price") == A.SET_PRICE:
        return _play_at_set_price(s, frame, e)
    if e.param("price") == A.OWN_COST:
        return _play_at_own_cost(s, frame, e)
    return _play_for_free(s, frame, e, choice)


def _play_at_own_cost(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«можете разыграть её» (params price OWN_COST): the card of ``what`` (not in play: the card just shown, say from
    the opponent's hand) is played by the controller as if from his own hand — done only when he could play it from
    there now (its cost, his coins, Жажда, bans, targets: ``play.playable_reason``). It is played
    (``play.PlayShownFrame``) once this ability has resolved; the «при этом …» after it runs now."""
    player = frame.item.player
    cards = [c for c in cards_of(s, frame, e.what) if c not in s.cards]
    if not cards or stays_in_graveyard(s, cards[0]) \
            or playable_reason(s, player, cards[0], words=False, elsewhere=True) is not None:
        frame.last = ()
        return NONE
    s.frames.insert(s.frames.index(frame), PlayShownFrame(player, cards[0]))  # (below this resolution)
    frame.last = (cards[0],)
    return FULL


def _play_at_set_price(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«… разыграйте <эту карту> за N{м}» (params price SET_PRICE): the card of ``what``, still in the controller's
    hand, is played from it for exactly ``amount`` {м} instead of its cost (no cost modifier applies: the text sets the
    price). Nothing happens when he cannot pay or may not play it now (``free_playable``'s checks). A spell is played as
    by a Засада — only plain spells, no choice at declaration (cards/compiled.py)."""
    player = frame.item.player
    cards = [c for c in cards_of(s, frame, e.what) if c in s.players[player].hand]
    n = amount_of(s, frame, e.amount)
    if not cards or not free_playable(s, player, cards[0]) or not can_pay_coins(s, player, n, (FOR_PLAY, cards[0])):
        return NONE
    card = cards[0]
    pay_coins(s, player, n, (FOR_PLAY, card))
    _play_paid_from_hand(s, player, card, n)
    frame.last = (card,)
    return FULL


def _play_paid_from_hand(s: GameState, player: int, card: int, n: int) -> None:
    """``card``, paid ``n`` {м}, is played from ``player``'s hand outside his фаза Выбора (a Засада, a set price): a
    spell is declared on the spot, another card enters play."""
    if s.catalog.notes_hand_plays:  # «если вы разыграли эту карту из руки»
        note_origin(s, player, card)
    if s.catalog.defs[card].type == "spell":
        _play_ambushed_spell(s, player, card, n)
    else:
        enter_play(s, card, player, paid=n, played=True)
        emit(s, A.CARD_PLAYED, card, player=player, amount=n)


def _play_for_free(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Разыграйте <карту …> бесплатно» / «можете разыграть её бесплатно»: the controller plays the card without
    paying its cost (309.1 otherwise as usual: it is played — CARD_PLAYED — and Найм triggers). ``what`` IT: the
    card just revealed; ``what`` a player: he picks one of the cards matching params select (a graveyard, his
    hand, hoarded cards). A creature or support card enters play under the controller; a spell is put into his
    hand and declared (targets, then the Queue) right after this ability has resolved, with a base cost 0."""
    player = frame.item.player
    sel = e.param("select")
    if sel is not None and e.param("cost_max") is not None:  # «стоимостью Х{м} или менее», Х the event's number
        sel = dataclasses.replace(sel, cost_max=amount_of(s, frame, e.param("cost_max")))
    if sel is None:
        pool = [c for c in cards_of(s, frame, e.what) if c not in s.cards]
    else:
        pool = candidates(s, sel, player, frame.item.source)
        if e.param("or_select") is not None:  # «… из вашей руки или с кладбища» — either zone
            pool += candidates(s, e.param("or_select"), player, frame.item.source)
    # (a card is not «карта» for its own «Разыграйте карту …»: a spell in its owner's graveyard while it resolves
    # would otherwise play itself for ever; docs/engine.md «Readings we chose»)
    if sel is not None and sel.state == "cost_x":  # «существо стоимостью Х{м}»: the X declared for this activation
        pool = [c for c in pool if cost(s, c) == frame.item.x]
    pool = [c for c in pool if c != frame.item.source and free_playable(s, player, c, _thirst(s, frame, e, c) > 0)]
    if sel is not None:  # «до N карт … суммарной стоимостью до M»: picked one at a time, within the total
        d = _choose_cards(s, frame, player, pool, amount_of(s, frame, e.amount), choice, bool(e.param(A.UP_TO)),
                          ("Выберите карту, её разыграют бесплатно", "Choose a card to play for free"),
                          _within_total_cost(s, frame, e), one_of_each(s, frame, e))
        if d is not None:
            return d
        pool = _picked(frame)
    else:
        pool = pool[:1]
    frame.last = tuple(pool)
    for iid in reversed(pool):  # (a spell's declaration goes in under this frame: the first picked is declared first)
        thirst = _thirst(s, frame, e, iid)
        if thirst > 0:  # (paid before the card is played: a spell is declared after its Жажда)
            _play_free_with_thirst(s, frame, player, iid, thirst)
            continue
        _play_one_for_free(s, frame, player, iid)
    return FULL if pool else NONE


def _thirst(s: GameState, frame: Resolution, e: A.Effect, card: int) -> int:
    """The «Жажда Х» a free play gives ``card`` («оно имеет жажду Х»: params thirst, an Amount; OWN_COST: «…, где Х —
    её стоимость» — the card's own cost); 0 without one."""
    thirst = e.param("thirst")
    if thirst is None:
        return 0
    if thirst == A.OWN_COST:
        return cost(s, card)
    return amount_of(s, frame, thirst)


def _play_one_for_free(s: GameState, frame: Resolution, player: int, iid: int) -> None:
    """Play card ``iid`` for ``player`` without paying: a creature or support card enters play under him; a spell goes
    to his hand and is declared right after this ability has resolved."""
    if s.catalog.notes_hand_plays:  # «если вы разыграли эту карту из руки» (a free play from the hand counts)
        note_origin(s, player, iid)

    play_free_now(s, player, iid, s.frames.index(frame))


def _play_free_with_thirst(s: GameState, frame: Resolution, player: int, iid: int, thirst: int) -> None:
    """«Разыграйте <существо> бесплатно, оно имеет жажду Х»: it is played paying only its Жажда (the highest of X and its
    own, digest §3.2) — another character of yours is wounded (``play.ThirstFrame``) right after this ability has
    resolved, then it is played for free (``play.play_free_now``: it enters play, or a spell is declared)."""
    if s.catalog.notes_hand_plays:  # «если вы разыграли эту карту из руки» (a free play from the hand counts)
        note_origin(s, player, iid)
    x = max(thirst, s.catalog.defs[iid].kw.get("thirst", 0))
    s.frames.insert(s.frames.index(frame), ThirstFrame(player, iid, x, free=True))


def _play_by_ambush(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Засада N»: play this card from hand for N{м} (creatures and support cards); «при этом» follows."""
    cards = cards_of(s, frame, e.what)
    n = amount_of(s, frame, e.amount)
    if cards and isinstance(e.amount, A.Amount):  # «Засада Х{м}, где Х — стоимость этого заклинания»
        if ambush_base(s, cards[0], e.amount) is None:  # an X-cost spell's, refused by the rules option
            return NONE
    player = frame.item.player

    counters = None
    if cards:  # «Засады ваших существ стоят на 1{м} меньше, но не менее 1{м}»
        n = ambush_price(s, player, cards[0], n)
        counters = ambush_counters(s, player, cards[0])  # «тратить эффекты знания для оплаты Засады»
    usable = min(n, counters[1]) if counters else 0
    if not cards or not ambush_zone_ok(s, player, cards[0]) or \
            not can_pay_coins(s, player, n - usable, (FOR_PLAY, cards[0])):
        return NONE
    card = cards[0]
    if player_forbids(s, player, "play", card):  # «не может разыгрывать карты» covers a Засада too
        return NONE

    if base_cost_only(s, card):  # a Засада is an alternative cost («только за базовую стоимость»)
        return NONE
    if s.static_sources and replay_barred(s, card):  # «… как у карт, разыгранных в этот ход» (a Засада too)
        return NONE

    declared = _needs_declaration(s, card)
    if declared and not spell_declarable(s, player, card):  # (no legal target for it now)
        return NONE
    least = max(0, n - payable_coins(s, player, (FOR_PLAY, card)))
    if counters and least < usable:  # «Вы можете тратить …»: the player chooses how many (at least what coins lack)
        if choice is None:
            return _ask_ambush_counters(s, player, card, counters[0], least, usable)
        usable = choice.num

    if counters and usable:  # «если вы это делаете, возьмите карту»
        spend_from_your_cards(s, player, counters[0], usable)
        draw(s, player, counters[2])
    s.turn_counts["ambushes"] = s.turn_counts.get("ambushes", 0) + 1
    if declared:
        _declare_ambushed_spell(s, frame, player, card, n - usable)
    else:
        pay_coins(s, player, n - usable, (FOR_PLAY, card))  # (Засада plays the card)
        _play_paid_from_hand(s, player, card, n)  # (a Засада plays the card from the hand)
    if A.AMBUSH_USED_MARK in s.catalog.listened:  # «Каждый раз, когда вы применяете Засаду»
        emit(s, A.AMBUSH_USED_MARK, card, player=player, amount=n)
    return FULL


def _ask_ambush_counters(s: GameState, player: int, card: int, counter: str, least: int, most: int) -> Decision:
    """How many of his ``counter`` counters the player spends on the Засада of ``card``, 1{м} each (``least``: what his
    coins lack; 0: none, the price is paid in {м} and no card is drawn)."""
    name = s.name(card)
    return Decision(player, "x", tuple(Option(X_VALUE, card, num=v) for v in range(least, most + 1)),
                    f"{name}: Засада — сколько эффектов «{counter}» потратить вместо {{м}} (если хоть один — возьмите "
                    f"карту)?", f"{name}: Ambush — how many «{counter}» counters to spend for coins (any: draw a card)?")


def _needs_declaration(s: GameState, card: int) -> bool:
    """Whether spell ``card`` asks for choices when declared (a target, a mode, an X, a cost of its abilities): played by
    a Засада given to it (Ирдли — printed spell Засады are only on spells without such choices, cards/compiled.py), it
    is declared as from the hand once the Засада has resolved (``_declare_ambushed_spell``)."""
    d = s.catalog.defs[card]
    if d.type != "spell" or not s.catalog.has_abilities:
        return False

    abilities = [ability_at(s.catalog, card, i) for i in spell_abilities(s, card)]
    return d.cost_is_x or any(ab.targets or ab.costs or any(e.verb == "choose_mode" for e in ab.effects)
                              for ab in abilities)


def _declare_ambushed_spell(s: GameState, frame: Resolution, player: int, card: int, price: int) -> None:
    """A spell that needs choices, played by its Засада: declared from the hand right after the Засада's ability has
    resolved (targets, modes, its X — added to the price, as the X of a spell played from the hand), the price paid at
    the end of the declaration as a card's cost is (``DeclareFrame``; its CARD_PLAYED says what was paid)."""
    if s.catalog.notes_hand_plays:  # «если вы разыграли эту карту из руки»
        note_origin(s, player, card)

    spell = DeclareFrame(player, card, tuple(spell_abilities(s, card)), "spell", (), -1, price)
    s.frames.insert(s.frames.index(frame), spell)


def _play_ambushed_spell(s: GameState, player: int, card: int, paid: int) -> None:
    """A spell played by its «Засада» (Рассекающая нить): as any spell (210.2) it goes to the graveyard and its
    abilities to the Queue, in printed order (117.1). Only spells whose abilities name no target and no mode and have
    no X are supported (cards/compiled.py), so nothing is left to declare here; «при этом» follows as for a creature."""
    remove_from_zone(s, card)  # from the hand (or, for a «Засада» from another zone, the top of the deck / from under a holder)
    s.players[s.catalog.owners[card]].graveyard.append(card)
    emit(s, A.CARD_PLAYED, card, player=player, amount=paid)
    emit(s, A.PUT_INTO_GRAVEYARD, card, player=player)
    items = []
    for index in spell_abilities(s, card):
        items.append(QueueItem(s.next_queue_id, player, card, index, "spell"))
        s.next_queue_id += 1
    if s.config.queue_order == "lifo":
        items.reverse()  # its instructions still execute in printed order (117.1), as for a spell played from hand
    for item in items:
        enqueue(s, item)


HANDLERS.update({A.PUT_INTO_PLAY: _put_into_play, A.CREATE: _create, A.PLAY_FROM: _play_from})
