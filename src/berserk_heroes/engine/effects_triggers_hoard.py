"""Effect handlers of the «triggers_hoard» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import (
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _choose_cards,
    _each_in_play,
    _picked,
    amount_of,
    cards_of,
    players_of,
    show,
)
from .misc_c_rules import replay_barred
from .restrictions import player_forbids
from .selectors import candidates
from .state import GameState
from .zones import enter_play, hoard, remove_from_zone

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _give_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«противник получает контроль над этой картой»: the other player takes control (209.2 weakness)."""
    new = 1 - frame.item.player

    def give(c: int) -> bool:
        cs = s.cards[c]
        if cs.controller == new or s.catalog.defs[c].type == "hero":
            return False
        from .restrictions import control_banned

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
    from . import declare
    from .play import PLAYABLE_TYPES
    from .zones import creatures_of
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
    from . import declare
    from .events import emit
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
        from .effects_zones_f import note_origin

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


FAMILY_HANDLERS: dict[str, Handler] = {"give_control": _give_control, "reveal_self": _reveal_self,
                                       "rehoard": _rehoard, "look_hoard": _look_hoard, "play_free": _play_free}

HANDLERS.update(FAMILY_HANDLERS)
