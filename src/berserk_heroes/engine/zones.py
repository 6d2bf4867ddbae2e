"""Zones and movement between them (§8): draw, enter play, leave play, discard, return, shuffle.

Every move keeps the invariant that each card is in exactly one place. Cards always go to their
*owner's* hand, deck, graveyard and reserve (§8.1). Created cards go back to the reserve whenever they
would go to the hand, deck or graveyard (§2.1). A card hoarded under a holder may be played from there when a static
ability allows it (:func:`hoard_permission`).
"""

from __future__ import annotations

from .. import abilities as A
from . import continuous, history, selectors
from .ability_index import STATIC
from .events import emit
from .replacement_pipeline import NEXT_DRAW, SPLIT_INSTEAD_OF_DYING, Event, run
from .restrictions import forbids, may_leave_graveyard, player_forbids
from .selectors import candidates
from .state import CardEffect, CardState, GameState, take_hero_effect, use_up_hero_effect

SUPPORT_SLOTS = ("weapon", "armor", "amulet", "event", "terrain")


def draw(s: GameState, player: int, n: int = 1) -> int:
    """Draw up to ``n`` cards from the top of the deck; returns how many were drawn. Deck-out per §9.9: each
    draw from an empty deck counts as a failed draw (``failed_draws``, a loss under ``deck_out`` 'lose' or
    'lose_after_3'); the failed draws still to come are counted at once, so a large ``n`` costs nothing."""
    p = s.players[player]
    drawn = 0
    for attempt in range(n):
        if s.catalog.restrictions.bans:
            if player_forbids(s, player, "draw"):  # «не может брать (более N) карт(ы за ход)»: the draw does not happen
                break
        if A.DRAWN in s.catalog.replacement_steps:  # «вместо этого …» (engine/replacement_pipeline.py)
            event = run(s, Event(A.DRAWN, p.hero, player=player))
            if event.cancelled:
                if NEXT_DRAW in event.applied:
                    _draw_instead(s, player)
                continue
        if not p.deck:
            if A.FIRST_DRAW_FROM_EMPTY_DECK in s.catalog.replacers:
                p.failed_draws += 1  # a replacement counts each attempt (the first of the turn): go on one by one
                continue
            # Nothing that happened in this attempt can refill the deck, lift a ban or bring a replacement, so
            # every attempt still to come fails the same way: count them all (a loss under deck_out 'lose' /
            # 'lose_after_3', rules_effects) rather than loop over them.
            p.failed_draws += n - attempt
            break
        iid = p.deck.pop()
        p.hand.append(iid)
        drawn += 1
        emit(s, A.DRAWN, iid, player=player)
    return drawn


def _draw_instead(s: GameState, player: int) -> None:
    """«В следующий раз, когда <player> должен взять карту, вместо этого вы берёте карту»: the effect waiting on
    ``player``'s hero (the replacement pipeline's step NEXT_DRAW found it) is used up, and its owner draws instead."""
    hero = s.cards[s.players[player].hero]
    for i, e in enumerate(hero.effects):
        if e.kind == "replace_draw":
            del hero.effects[i]
            draw(s, e.owner_player, 1)
            return


# Keywords whose granted effect survives moves between the graveyard and play (digest §6.2 «Инкарнация»: «the
# Инкарнация effect survives moves between graveyard and play»); any other move out of the graveyard ends it.
KEPT_IN_GRAVEYARD = ("incarnation",)


def left_sideboard(s: GameState, iid: int) -> None:
    """«Когда карта покидает дополнительную колоду»: the event, when some ability listens (free otherwise)."""
    if A.LEAVES_SIDEBOARD in s.catalog.listened:
        emit(s, A.LEAVES_SIDEBOARD, iid, player=s.catalog.owners[iid])


def mover(s: GameState) -> int:
    """The player who makes a card move now: the one whose ability resolves, who declares and pays, or who plays a
    card (the topmost frame that acts for someone: ``Frame.actor``); else the active player (a play in the фаза
    Выбора)."""
    for frame in reversed(s.frames):
        who = frame.actor()
        if who is not None:
            return who
    return s.active


def stays_in_graveyard(s: GameState, iid: int) -> bool:
    """Whether card ``iid`` lies in a graveyard that a restriction keeps it in («Карты не могут покидать кладбища»,
    decided by ``restrictions.may_leave_graveyard``): a move of it does nothing. The moves of this module ask before
    they take a card out; so does a handler that takes graveyard cards out by ``remove_from_zone`` itself."""
    if not s.catalog.graveyard_locks:
        return False
    return not may_leave_graveyard(s, iid)


def left_graveyard(s: GameState, iid: int) -> None:
    """A card has left a graveyard: the event LEFT_GRAVEYARD names the player who made it leave (:func:`mover`) and
    his hero, when some ability listens (free otherwise)."""
    if A.LEFT_GRAVEYARD in s.catalog.listened:
        who = mover(s)
        emit(s, A.LEFT_GRAVEYARD, iid, s.players[who].hero, player=who)


def remove_from_zone(s: GameState, iid: int) -> str:
    """Take a card out of wherever it is; returns the zone name it was in. Every card that leaves a graveyard leaves
    it here (the event: :func:`left_graveyard`); whether it may is asked first (:func:`stays_in_graveyard`)."""
    if s.kept_effects:
        s.kept_effects.pop(iid, None)  # it leaves the graveyard: what was kept there ends (enter_play took it first)
    if iid in s.cards:
        controller = s.cards[iid].controller
        if s.catalog.last_strike_used and s.catalog.defs[iid].type == "creature":  # its last known strike (module)
            s.last_strike = {**s.last_strike, iid: continuous.strike(s, s.cards[iid])}
        s.play.remove(iid)
        del s.cards[iid]
        if iid in s.static_sources:
            s.static_sources.remove(iid)
        for key in [k for k in s.used if k[0] == iid]:
            del s.used[key]
        if iid in s.hoarded:
            release_hoard(s, iid)
        if A.LEAVES_PLAY in s.catalog.by_event:  # «Когда … покидает игру»; free otherwise
            emit(s, A.LEAVES_PLAY, iid, player=controller)
        return "play"
    if iid in s.hoard_origin:
        del s.hoard_origin[iid]
        for holder, cards in s.hoarded.items():
            if iid in cards:
                rest = tuple(c for c in cards if c != iid)
                if rest:
                    s.hoarded[holder] = rest
                else:
                    del s.hoarded[holder]
                break
        return "hoarded"
    p = s.players[s.catalog.owners[iid]]
    for zone in ("hand", "deck", "graveyard", "reserve", "sideboard"):
        cards = getattr(p, zone)
        if iid in cards:
            cards.remove(iid)
            if zone == "sideboard":
                left_sideboard(s, iid)
            elif zone == "graveyard":
                left_graveyard(s, iid)
            return zone
    for player in s.players:  # a completed quest: in the pile of the player who completed it (docs/quests.md)
        if iid in player.completed:
            player.completed.remove(iid)
            return "completed"
    if s.parts:  # a part of a combined card (engine/combined.py)
        for host, parts in s.parts.items():
            if iid in parts:
                rest = tuple(c for c in parts if c != iid)
                s.parts = {**s.parts, host: rest} if rest else {h: v for h, v in s.parts.items() if h != host}
                if iid in s.static_sources:
                    s.static_sources.remove(iid)
                return "part"
    raise AssertionError(f"card {iid} is in no zone")


def hoard(s: GameState, holder: int, iid: int) -> bool:
    """«Добывает»: put card ``iid`` under ``holder`` (in play). It leaves its zone without triggers, loses
    its effects and markers, and comes back to that zone when the holder leaves play (§6.3)."""
    if holder not in s.cards or iid == holder or s.catalog.defs[iid].type == "hero" or stays_in_graveyard(s, iid):
        return False
    cs = s.cards.get(iid)
    if cs is not None and s.static_sources and _hoard_forbidden(s, cs, s.cards[holder].controller):
        return False
    origin = remove_from_zone(s, iid)
    if origin == "hoarded":
        origin = "graveyard"
    if origin != "reserve" and is_created(s, iid):
        # a created card that would become «добытая» goes back to its owner's запас instead (digest §2.1)
        s.players[s.catalog.owners[iid]].reserve.append(iid)
        return False
    s.hoarded[holder] = (*s.hoarded.get(holder, ()), iid)
    s.hoard_origin[iid] = origin
    if s.parts and iid in s.parts:  # a combined card: its parts are hoarded as separate cards
        settle(s, iid, "hoarded")
    emit(s, A.HOARDS, holder, iid)
    if A.WAS_HOARDED in s.catalog.listened:  # «Когда Яйцо добывает <эту карту>»: the card hoarded answers it
        emit(s, A.WAS_HOARDED, iid, holder)
    return True


def can_hoard(s: GameState, holder: int, iid: int) -> bool:
    """Whether ``holder`` could hoard card ``iid`` now (as :func:`hoard` checks): a payment «<эта карта> добывает
    <карту>:» offers only such cards."""
    if holder not in s.cards or iid == holder or s.catalog.defs[iid].type == "hero" or stays_in_graveyard(s, iid):
        return False
    cs = s.cards.get(iid)
    return cs is None or not s.static_sources or not _hoard_forbidden(s, cs, s.cards[holder].controller)


def hoard_scale(s: GameState, holder: int, n: int) -> int:
    """How many cards ``holder`` hoards when an instruction says ``n``: doubled once per working ``hoard_scaled``
    static whose select fits the holder («Если ваш гном должен добыть карту, вместо этого он добывает вдвое больше
    карт»). Only a number of cards is scaled; a card the text names itself is hoarded as printed."""
    if not s.static_sources or not continuous.has_static_kind(s, "hoard_scaled") or holder not in s.cards:
        return n
    for src, part in continuous.parts_of_kind(s, "hoard_scaled"):
        if selectors.fits(s, part.select, holder, s.cards[src].controller, src):
            n *= 2
    return n


def _hoard_forbidden(s: GameState, cs: CardState, holder_controller: int) -> bool:
    """«… не могут быть добыты», «Карты противника не могут добыть <её>»."""
    if not continuous.has_static_kind(s, "forbid"):
        return False
    return forbids(s, "be_hoarded", cs) or \
        (holder_controller != cs.controller and forbids(s, "hoarded_by_opponent", cs))


def release_hoard(s: GameState, holder: int) -> None:
    """The holder left play: its hoarded cards return, face up, to the zones they came from."""
    for iid in s.hoarded.pop(holder, ()):
        origin = s.hoard_origin.pop(iid, "graveyard")
        owner = s.catalog.owners[iid]
        p = s.players[owner]
        if origin == "play":
            cs = CardState(iid, owner, s.turn)
            s.play.append(iid)
            s.cards[iid] = cs
            if s.catalog.statics[iid]:
                s.static_sources.append(iid)
        elif origin == "deck":
            p.deck.append(iid)
            shuffle_deck(s, owner)
        elif is_created(s, iid) or origin == "reserve":
            p.reserve.append(iid)
        else:
            getattr(p, origin if origin in ("hand", "graveyard", "sideboard") else "graveyard").append(iid)
            if origin == "hand" and A.UNHOARDED_BACK_TO_HAND in s.catalog.by_event:  # «Когда возвращается
                emit(s, A.UNHOARDED_BACK_TO_HAND, iid, holder, player=owner)  # из-под добывающей карты в руку»


PLAY_SELF_HOARDED = "play_self_hoarded"  # StaticPart kind: the owner may play the card while it is hoarded
PLAY_HOARDED = "play_hoarded"  # StaticPart kind of a holder: the cards under it may be played


def hoard_permission(s: GameState, player: int, iid: int, holder: int | None = None) -> tuple[int, object] | None:
    """(holder, its ``play_hoarded`` static) if ``player`` may play card ``iid`` from under a holder (``holder``: the
    card it is under, when the caller knows it)."""
    if iid not in s.hoard_origin:
        return None
    if holder is None:
        holder = next((h for h, cards in s.hoarded.items() if iid in cards), -1)
    cs = s.cards.get(holder)
    if cs is None:
        return None
    catalog = s.catalog
    # «Вы можете разыгрывать <эту карту>, пока он добыт» (its abilities are walked only in a game where a card has it)
    if catalog.owners[iid] == player and catalog.uses(STATIC, PLAY_SELF_HOARDED):
        own = next((p for ab in s.catalog.defs[iid].abilities if ab.kind == "static" for p in ab.statics
                    if p.kind == PLAY_SELF_HOARDED), None)
        if own is not None:
            return holder, own
    if cs.controller != player:
        return None
    # (the holder's statics are walked only when one of them is a ``play_hoarded``: Catalog.static_kinds)
    part = None if PLAY_HOARDED not in catalog.static_kinds[holder] or continuous.lost_abilities(s, cs) else next(
        (p for p in catalog.statics[holder] if p.kind == PLAY_HOARDED), None)
    if part is None and s.static_sources and continuous.has_static_kind(s, "play_hoarded_by"):
        part = _hoarded_play_permitted(s, player, iid)
    return None if part is None else (holder, part)


def _hoarded_play_permitted(s: GameState, player: int, iid: int) -> object | None:
    """A ``play_hoarded_by`` static of ``player``'s that names card ``iid`` («Вы можете разыгрывать добытые вашими
    персонажами карты»: hoarded under one of his characters), or None."""
    for src, part in continuous.parts_of_kind(s, "play_hoarded_by"):
        if s.cards[src].controller == player and part.select is not None \
                and iid in candidates(s, part.select, player, src):
            return part
    return None


def is_created(s: GameState, iid: int) -> bool:
    return "created" in s.catalog.defs[iid].kw or s.catalog.defs[iid].type == "token"


def settle(s: GameState, host: int, zone: str, position: str = "shuffle") -> None:
    """The combined card ``host`` has left play and is now in ``zone`` (``graveyard``, ``hand``, ``deck``,
    ``reserve`` or ``hoarded``): its parts become separate cards again and go to the same kind of zone, each to
    its owner's (created ones to the запас, §2.1). In a deck: next to the host's place (``top`` / ``bottom``) or
    shuffled in."""
    parts = s.parts.get(host)
    if not parts:
        return
    rest = dict(s.parts)
    del rest[host]
    s.parts = rest
    _drop_statics(s, parts)
    for c in parts:
        p = s.players[s.catalog.owners[c]]
        if zone == "hoarded":
            holder = next((h for h, cards in s.hoarded.items() if host in cards), -1)
            if holder >= 0:
                s.hoarded[holder] = (*s.hoarded[holder], c)
                s.hoard_origin[c] = "play"
                continue
            zone = "graveyard"
        if is_created(s, c) or zone == "reserve":
            p.reserve.append(c)
        elif zone == "hand":
            p.hand.append(c)
        elif zone == "deck":
            if position == "bottom":
                p.deck.insert(0, c)
            else:
                p.deck.append(c)
                if position != "top":
                    s.rng.shuffle(p.deck)
        else:
            p.graveyard.append(c)
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=p.index, amount=1)  # (a part of a card that left play)


def detach_to_graveyard(s: GameState, host: int, part: int) -> None:
    """A part leaves the combined card ``host`` on its own (RulesConfig ``destroy_part`` 'detach'): the card stays in play
    without it (its summed values shrink), the part goes to its owner's graveyard (a created one to the запас)."""
    rest = tuple(c for c in s.parts[host] if c != part)
    s.parts = {h: ps for h, ps in s.parts.items() if h != host} | ({host: rest} if rest else {})
    _drop_statics(s, (part,))
    owner = s.players[s.catalog.owners[part]]
    if is_created(s, part):
        owner.reserve.append(part)
        return
    owner.graveyard.append(part)
    emit(s, A.PUT_INTO_GRAVEYARD, part, player=owner.index, amount=1)


def _drop_statics(s: GameState, parts: tuple[int, ...]) -> None:
    """Parts that leave a combined card no longer lend it their static abilities (engine/combined.py)."""
    for c in parts:
        if c in s.static_sources:
            s.static_sources.remove(c)


def enters_boosted(s: GameState, cs: CardState) -> None:
    """The card has just entered play: «Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими
    персонажами от ваших карт в этом ходу» — X boosts are on it at once (a replacement of entering: no event)."""
    x = history.own_wounds_this_turn(s, cs.controller)
    for _ in range(x):
        cs.effects.append(CardEffect("boost", "", 1, A.PERMANENT, cs.iid, s.turn, cs.controller, None))


def enter_play(s: GameState, iid: int, controller: int, closed: bool = False, paid: int = 0,
               played: bool = False) -> CardState | None:
    """Put a card into the play zone under ``controller`` (from any zone). Applies the rules effects of
    entering: support class slots and Уникальность (§2.1, §6.1); Найм triggers via the event. A card from the
    graveyard brings back the effects kept there (KEPT_IN_GRAVEYARD). ``played``: it enters by being played (a
    CARD_PLAYED follows), noted before ENTERS_PLAY so that «вошло в игру, но не было разыграно» can tell. A card kept
    in its graveyard (:func:`stays_in_graveyard`) does not move: None."""
    if stays_in_graveyard(s, iid):
        return None
    taken_stats = None
    if s.catalog.may_enter_taken and s.catalog.defs[iid].type == "creature":
        controller, taken_stats = _taken_on_entering(s, controller)
    kept = s.kept_effects.pop(iid, None) if s.kept_effects else None
    revived = not played and A.REVIVED in s.catalog.listened and _in_a_graveyard(s, iid)  # «Когда вы возрождаете …»
    bare = not played and _enters_bare(s, iid, controller)  # «… вместо этого оно входит в игру без особенностей»
    remove_from_zone(s, iid)
    cs = CardState(iid, controller, s.turn)
    if kept:  # (an effect the card got in the graveyard, a class «до конца хода», ends there: it is a new card now)
        cs.effects = [e for e in kept if e.kind == "grant" and e.key in KEPT_IN_GRAVEYARD]
    if taken_stats is not None and taken_stats >= 0:  # «его {удар} и {жизнь} становятся равны …»
        d = s.catalog.defs[iid]
        cs.effects.append(CardEffect("modify", "strike", taken_stats - (d.strike or 0), A.PERMANENT, -1, s.turn, controller))
        cs.effects.append(CardEffect("modify", "life", taken_stats - (d.life or 0), A.PERMANENT, -1, s.turn, controller))
    if bare:  # its printed text never counts in play: no Спящий, no Отравление, no Найм
        cs.effects.append(CardEffect("lose_all", "", 0, A.PERMANENT, -1, s.turn, controller))
    d = s.catalog.defs[iid]
    if "sleeping" in d.kw and not bare:
        cs.sleeping = True
        closed = True
    if d.type == "creature" and s.players and s.catalog.may_enter_closed:
        closed = enters_closed(s) or closed  # «До <срока> существа входят …» / «Следующее существо входит … закрытым»
    cs.closed = closed
    if "self_poison" in d.kw and "poison_protection" not in d.kw and not bare:  # a printed «Отравление N»
        cs.poison = d.kw["self_poison"]
    if paid:
        cs.counters["paid"] = paid  # coins spent playing it: «если при розыгрыше … не было потрачено {м}»
    if played and s.catalog.notes_plays:
        cs.counters["played"] = 1  # (Select state NOT_PLAYED)
    s.play.append(iid)
    s.cards[iid] = cs
    if s.catalog.statics[iid]:
        s.static_sources.append(iid)
        if "enters_boosted_by_own_wounds" in s.catalog.static_kinds[iid]:
            enters_boosted(s, cs)  # «Входит в игру с Х эффектами усиления, где Х — …»
    if d.type in SUPPORT_SLOTS:
        others = [o for o in s.play if o != iid and s.cards[o].controller == controller
                  and s.catalog.defs[o].type == d.type]
        room = support_slots(s, iid, controller) - 1
        for other in others[:max(0, len(others) - room)]:  # the play zone keeps entry order: the oldest go first
            to_graveyard(s, other, reason="replaced")
    if d.type in ("creature", "hero") or d.type in SUPPORT_SLOTS:
        _apply_uniqueness(s, iid, controller)
    emit(s, A.ENTERS_PLAY, iid, player=controller)
    if revived:
        emit(s, A.REVIVED, iid, player=controller)
    return cs


def _taken_on_entering(s: GameState, controller: int) -> tuple[int, int | None]:
    """A creature about to enter play under ``controller``: «Следующее существо противника входит в игру под вашим
    контролем» on his opponent's hero (rule NEXT_ENTERS_YOURS), which this creature uses up — the controller it
    enters under, and the strike and life it then has (its value; −1: its own), or None when no such rule waits."""
    rule = take_hero_effect(s, A.NEXT_ENTERS_YOURS, 1 - controller)
    return (controller, None) if rule is None else (1 - controller, rule.value)


def enters_closed(s: GameState) -> bool:
    """A creature enters play: whether it comes in closed — «До <срока> существа входят в игру закрытыми» (an
    ``enter_closed`` effect on a hero now), or «Следующее существо входит в игру закрытым» (a ``next_enters_closed``
    effect, which this creature uses up, whether or not it would come in closed anyway)."""
    used_up = use_up_hero_effect(s, A.NEXT_ENTERS_CLOSED)
    return used_up or any(e.kind == A.ENTER_CLOSED for p in s.players
                          if (hero := s.cards.get(p.hero)) is not None for e in hero.effects)


def support_slots(s: GameState, iid: int, controller: int) -> int:
    """How many support cards of the class of ``iid`` its controller may have in play: one (digest §2.1), or N by a
    static ``support_slots`` of a card he controls («Под вашим контролем может быть до N экипировок каждого класса»)."""
    if not s.static_sources or not continuous.has_static_kind(s, A.SUPPORT_SLOTS):
        return 1
    return max((part.value for src, part in continuous.parts_of_kind(s, A.SUPPORT_SLOTS)
                if s.cards[src].controller == controller and selectors.fits(s, part.select, iid, controller, src)),
               default=1)


def _enters_bare(s: GameState, iid: int, controller: int) -> bool:
    """Whether ``iid``, entering play unplayed, enters without its abilities (the replacement pipeline's ENTERS_PLAY
    step: static ``enters_without_abilities``)."""
    if A.ENTERS_PLAY not in s.catalog.replacement_steps:
        return False
    return A.ENTERS_WITHOUT_ABILITIES in run(s, Event(A.ENTERS_PLAY, iid, player=controller)).applied


def _in_a_graveyard(s: GameState, iid: int) -> bool:
    """Whether ``iid`` lies in a player's graveyard (any player's: «возродите с любого кладбища»)."""
    return any(iid in p.graveyard for p in s.players)


def come_under_control(s: GameState, cs: CardState, player: int) -> None:
    """Card ``cs`` in play comes under ``player``'s control (taken, given, or given back when a control for a time
    ends): first-turn weakness applies again (209.2), and so does Уникальность — taking control is entering the squad
    («взять карту в отряд», §6.1; issue 14)."""
    cs.controller = player
    cs.entered_turn = s.turn
    _apply_uniqueness(s, cs.iid, player)


def _apply_uniqueness(s: GameState, iid: int, controller: int) -> None:
    """Уникальность: a second card of the same name entering your squad sends the first to the graveyard."""
    if "unique" not in s.catalog.keywords_possible:
        return  # no card of this game has Уникальность or can be given it: no scan of the play zone
    d = s.catalog.defs[iid]
    for other in list(s.play):
        if other == iid or s.cards[other].controller != controller:
            continue
        od = s.catalog.defs[other]
        if od.name == d.name and od.type != "hero" and ("unique" in d.kw or "unique" in od.kw
                                                        or continuous.has(s, s.cards[other], "unique")):
            to_graveyard(s, other, reason="unique")


def to_graveyard(s: GameState, iid: int, reason: str = "destroyed", by: int = -1) -> None:
    """Move a card to its owner's graveyard (created cards: to the reserve). From play this is «Гибель»; ``by``: the
    card that destroyed it (whose wounds killed it, or whose instruction destroyed it; -1: none known), the DIES
    event's other card («Игрок, уничтоживший эту карту»)."""
    cs = s.cards.get(iid)
    if cs is not None and A.DIES in s.catalog.replacement_steps:  # «вместо гибели …» (engine/replacement_pipeline.py)
        event = run(s, Event(A.DIES, iid))
        if event.cancelled:
            if SPLIT_INSTEAD_OF_DYING in event.applied:
                _split(s, iid)
            return
    controller = cs.controller if cs is not None else s.catalog.owners[iid]
    if cs is not None and cs.effects and (s.catalog.granted or continuous.lost_to_effects(cs)):
        s.departed[iid] = cs.effects  # for its granted «Гибель:», or to know it had lost its abilities
    if cs is not None and not continuous.lost_to_effects(cs) and continuous.lost_abilities(s, cs):
        # a static of another card took its abilities: it leaves play without them (its «Гибель:» does not trigger)
        s.departed[iid] = [*cs.effects, CardEffect("lose_all", "", 0, A.PERMANENT)]
    if cs is not None and iid in s.catalog.last_known:  # «… сила удара этой карты» after it left
        s.last_known[iid] = (continuous.strike(s, cs), cs.wounds)
    if cs is not None and s.catalog.keeps_destroyed_values:  # «удар / жизни уничтоженного существа»
        s.destroyed_values[iid] = (continuous.strike(s, cs), continuous.life(s, cs))
    if cs is not None and (cs.counters.get(A.QUEST_COUNTER) or iid in s.departed_quest_counters):
        _keep_quest_counters(s, iid, cs.counters.get(A.QUEST_COUNTER, 0))
    was = remove_from_zone(s, iid)
    owner = s.catalog.owners[iid]
    if is_created(s, iid):
        s.players[owner].reserve.append(iid)
    else:
        s.players[owner].graveyard.append(iid)
        if cs is not None and cs.effects and s.catalog.granted_keywords:
            _keep_in_graveyard(s, iid, cs.effects)
        emit(s, A.PUT_INTO_GRAVEYARD, iid, player=owner, amount=1 if was == "play" else 0)  # (amount: from play)
    if was == "play":
        emit(s, A.DIES, iid, by, player=controller, amount=1 if reason == "died" else 0)
    s.departed.pop(iid, None)
    if s.parts and iid in s.parts:  # a combined card: its parts go to the graveyard too (after its «Гибель»)
        settle(s, iid, "graveyard")


def _split(s: GameState, iid: int) -> None:
    """«Вместо гибели этого существа – положите все его части в руку, кроме Антиграва, Антиграва положите на кладбище»
    (static ``death_split``, the replacement pipeline's step SPLIT_INSTEAD_OF_DYING): instead of the (combined) card
    going from play to the graveyard, its parts go to their owners' hands, and the parts that have the static to the
    graveyard; no «Гибель»."""
    kinds = s.catalog.static_kinds
    parts = s.parts.get(iid, ()) if s.parts else ()
    if parts:
        s.parts = {h: v for h, v in s.parts.items() if h != iid}
        for c in parts:
            if c in s.static_sources:
                s.static_sources.remove(c)
    remove_from_zone(s, iid)
    for c in (iid, *parts):
        p = s.players[s.catalog.owners[c]]
        if is_created(s, c):
            p.reserve.append(c)
        elif "death_split" in kinds[c]:
            p.graveyard.append(c)
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=p.index, amount=1)  # (from play)
        else:
            p.hand.append(c)


def _keep_quest_counters(s: GameState, iid: int, counters: int) -> None:
    """Remember the {!} of a card leaving play for its death triggers («существо с {!} погибает», «за каждый {!} на
    погибшем существе»: docs/quests.md); a card leaving without any forgets those of an earlier stay in play."""
    if counters:
        s.departed_quest_counters[iid] = counters
    else:
        s.departed_quest_counters.pop(iid, None)


def _keep_in_graveyard(s: GameState, iid: int, effects: list[CardEffect]) -> None:
    """Keep the effects of a card that has just gone from play to the graveyard that survive there (a granted
    «Инкарнация»: KEPT_IN_GRAVEYARD)."""
    kept = tuple(e for e in effects if e.kind == "grant" and e.key in KEPT_IN_GRAVEYARD)
    if kept:
        s.kept_effects[iid] = kept


def to_hand(s: GameState, iid: int) -> None:
    """Return a card to its owner's hand (created cards: to the reserve); one kept in its graveyard stays."""
    if stays_in_graveyard(s, iid):
        return
    was = remove_from_zone(s, iid)
    owner = s.catalog.owners[iid]
    created = is_created(s, iid)
    (s.players[owner].reserve if created else s.players[owner].hand).append(iid)
    if was == "play" and not created and A.RETURNED_TO_HAND in s.catalog.by_event:
        emit(s, A.RETURNED_TO_HAND, iid, player=owner)  # «Когда … возвращается в руку владельца»
    if s.parts and iid in s.parts:  # a combined card: its parts go back to their owners' hands
        settle(s, iid, "hand")


def shuffle_deck(s: GameState, player: int, instructed: bool = False) -> None:
    """Shuffle ``player``'s deck; a deck of cards shuffled is «<игрок> перемешивает колоду» (DECK_SHUFFLED about his
    hero) — every shuffle, or only one an instruction names (``instructed``) under the rules option ``deck_shuffles``.
    (The shuffle before the game, turn.setup_game, is not one.)"""
    p = s.players[player]
    s.rng.shuffle(p.deck)
    if p.deck and (instructed or s.config.deck_shuffles == "every"):
        emit(s, A.DECK_SHUFFLED, p.hero, player=player)


def to_deck(s: GameState, iid: int, position: str = "shuffle") -> None:
    """Put a card into its owner's deck: ``top``, ``bottom`` or ``shuffle`` (default, §8.2); one kept in its
    graveyard stays. A card shuffled in from a graveyard is SHUFFLED_FROM_GRAVEYARD (by :func:`mover`), when listened."""
    if stays_in_graveyard(s, iid):
        return
    was = remove_from_zone(s, iid)
    owner = s.catalog.owners[iid]
    p = s.players[owner]
    if is_created(s, iid):
        p.reserve.append(iid)
    elif position == "top":
        p.deck.append(iid)
    elif position == "bottom":
        p.deck.insert(0, iid)
    else:
        p.deck.append(iid)
        shuffle_deck(s, owner)
        if was == "graveyard" and A.SHUFFLED_FROM_GRAVEYARD in s.catalog.listened and not is_created(s, iid):
            who = mover(s)  # «Когда противник замешивает карту с вашего кладбища в колоду»
            emit(s, A.SHUFFLED_FROM_GRAVEYARD, iid, s.players[who].hero, player=who)
    if s.parts and iid in s.parts:  # a combined card: its parts go into their owners' decks too
        settle(s, iid, "deck", position)


def discard(s: GameState, player: int, iid: int) -> None:
    """«Сбросьте карту»: from hand to the graveyard."""
    s.players[player].hand.remove(iid)
    s.players[s.catalog.owners[iid]].graveyard.append(iid)
    emit(s, A.DISCARDED, iid, player=player)
    emit(s, A.PUT_INTO_GRAVEYARD, iid, player=player)


def squad(s: GameState, player: int) -> list[int]:
    """The cards ``player`` controls in play («отряд»)."""
    cards = s.cards
    return [i for i in s.play if cards[i].controller == player]


def creatures_of(s: GameState, player: int) -> list[int]:
    cards = s.cards
    defs = s.catalog.defs
    return [i for i in s.play if cards[i].controller == player and defs[i].type == "creature"]
