"""The engine of the «keywords» concept of the card language (its compiler half: ``cards/language/keywords.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.keywords``: Effect handlers of keywords that are abilities or rules of their own (digest §6.2); registered into ``effects.HANDLERS`` on import.

«Дар жизни (X)», «скрыться» / «раскрыться», «Авангард X», «Инкарнация X». The rules parts that are not
instructions (hidden characters, «Неуловимость», «Немертвый», «Ярость») live where the rule applies: see
``engine/keyword_rules.py``.
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import CARD, DONE, Decision, Option
from .. import continuous
from ..cost_modifiers import base_cost_only
from ..events import emit
from ..keyword_rules import extra_lives_of, hide, life_holders, remove_extra_life
from ..play import PLAYABLE_TYPES
from ..replay_bars import replay_barred
from ..resolution import Resolution
from ..restrictions import creation_forbidden, play_forbidden, player_forbids
from ..state import CardEffect, GameState
from ..zones import enter_play, is_created
from . import FULL, HANDLERS, NONE, Handler, Result, amount_of, cards_of
from .control_copies import copy_for, copyable, note_copy

# ---------------------------------------------------------------------------------------------------------
# «Дар жизни (X)»
# ---------------------------------------------------------------------------------------------------------


def _copy_in_reserve(s: GameState, player: int, original: int) -> int:
    key = s.catalog.defs[original].key
    return next((c for c in s.players[player].reserve if s.catalog.defs[c].key == key), -1)


def gift_choices(s: GameState, player: int, bound: int | None, source: int = -1) -> list[int]:
    """Creatures «Дар жизни» may copy now: the player's non-created creatures in play (not hidden) whose cost is at
    most ``bound`` (None: no bound) and at most the extra lives he has, with a copy waiting in his запас."""
    total = sum(extra_lives_of(s, c) for c in life_holders(s, player))
    any_side = _gift_any_side(s, player, source)
    out = []
    for c in s.play:
        cs = s.cards[c]
        d = s.catalog.defs[c]
        if (cs.controller != player and not any_side) or d.type != "creature" or cs.counters.get("hidden", 0) \
                or is_created(s, c):
            continue
        cost = d.cost or 0
        if cost > total or (bound is not None and cost > bound):
            continue
        if _copy_in_reserve(s, player, c) >= 0 or (cs.controller != player and copyable(s, c)):
            out.append(c)
    return out


def _gift_any_side(s: GameState, player: int, source: int) -> bool:
    """«Для создания копии вы можете выбирать существ противника» (static ``gift_any_side`` of a card ``player``
    controls, working now): his «Дар жизни» (``gift_any_side_scope`` 'own': only that card's, ``source``) may copy the
    opponent's creatures too."""
    own = s.config.gift_any_side_scope == "own"
    return bool(s.static_sources) and continuous.has_static_kind(s, "gift_any_side") and any(
        s.cards[src].controller == player and (not own or src == source)
        for src, _ in continuous.parts_of_kind(s, "gift_any_side"))


def _gift_of_life(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Дар жизни (X)» (digest §6.2): remove up to X дополнительных жизней from your characters and create a copy of
    your chosen non-created creature whose cost equals the number removed. The player first picks the creature (its
    cost is the number of lives to remove), then, one life at a time, the characters the lives come off. The unnumbered
    «Дар жизни» has the bound of the rules option ``gift_of_life_unnumbered`` (None: no bound). The copy is a created
    card from the запас (``cards.compiled.reserve_for``); it is IT next, and GIFT_OF_LIFE_USED is emitted."""
    player = frame.item.player
    if creation_forbidden(s):  # «Карты не могут быть созданы»: no copy, and no life comes off for one
        frame.last = ()
        return NONE
    bound = e.amount if isinstance(e.amount, int) else s.config.gift_of_life_unnumbered
    if choice is not None:
        if frame.scratch:  # a life comes off the character just picked (at once: it may have only that one)
            remove_extra_life(s, choice.card)
        frame.scratch = (*frame.scratch, choice.card)
    if not frame.scratch:
        options = gift_choices(s, player, bound, frame.item.source)
        if not options:
            frame.last = ()
            return NONE
        name = s.name(frame.item.source)
        return Decision(player, "card", tuple(Option(CARD, c) for c in options),
                        f"{name}: Дар жизни — выберите ваше существо, копию которого создать",
                        f"{name}: Gift of life — choose your creature to copy")
    original = frame.scratch[0]
    removed = len(frame.scratch) - 1
    cost = s.catalog.defs[original].cost or 0
    while removed < cost:
        holders = life_holders(s, player)
        if not holders:  # (cannot happen: the lives were counted when the creature was picked)
            frame.last = ()
            return NONE
        if len(holders) > 1:
            return Decision(player, "card", tuple(Option(CARD, c) for c in holders),
                            f"Дар жизни: снимите дополнительную жизнь (ещё {cost - removed})",
                            f"Gift of life: remove an extra life ({cost - removed} more)")
        remove_extra_life(s, holders[0])  # one character has them all: no choice to make
        frame.scratch = (*frame.scratch, holders[0])
        removed += 1
    copy = _copy_in_reserve(s, player, original)
    if copy < 0 and original in s.cards and s.cards[original].controller != player:  # an opponent's creature (Жрица жизни): made now
        copy = copy_for(s, original, player)
    if copy < 0:
        frame.last = ()
        return NONE
    if enter_play(s, copy, player) is not None:
        note_copy(s, copy, player, original, frame.item.source)
    frame.last = (copy,)
    emit(s, A.GIFT_OF_LIFE_USED, frame.item.source, copy, cost, player)
    return FULL


# ---------------------------------------------------------------------------------------------------------
# «скрыться» / «раскрыться»
# ---------------------------------------------------------------------------------------------------------


def _hide(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    done = [c for c in cards if hide(s, c)]
    frame.last = tuple(cards)
    return FULL if done else NONE


# ---------------------------------------------------------------------------------------------------------
# «Авангард X», «Инкарнация X»
# ---------------------------------------------------------------------------------------------------------


def vanguard_choices(s: GameState, player: int, bound: int) -> list[int]:
    out = []
    for c in s.players[player].hand:
        d = s.catalog.defs[c]
        if d.type != "creature" or d.type not in PLAYABLE_TYPES or (d.cost or 0) > bound:
            continue
        if not d.supported and not s.ignore_unsupported:
            continue
        if s.catalog.restrictions.bans:
            if player_forbids(s, player, "play", c):
                continue
        if s.static_sources and replay_barred(s, c):  # «… как у карт, разыгранных в этот ход»
            continue
        if s.static_sources and (play_forbidden(s, c) or base_cost_only(s, c)):  # (a free play: an alternative cost)
            continue
        out.append(c)
    return out


def _vanguard(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Авангард X» (digest §6.2): after this card was played, its controller may play for free a creature of cost
    ≤ X from his hand; it gets Рывок (until the end of the turn) and goes back to its owner's hand at the end of the
    turn if it is still in play (effect ``vanguard_return``, engine/turn.py cleanup); if he did, close this card."""
    player = frame.item.player
    bound = amount_of(s, frame, e.amount)
    if choice is None:
        options = vanguard_choices(s, player, bound)
        if not options:
            return NONE
        name = s.name(frame.item.source)
        return Decision(player, "card", (*(Option(CARD, c) for c in options), Option(DONE)),
                        f"{name}: Авангард {bound} — разыграйте существо бесплатно (или «done»)",
                        f"{name}: Vanguard {bound} — play a creature for free (or done)")
    if choice.kind == DONE:
        return NONE
    card = choice.card
    cs = enter_play(s, card, player, paid=0, played=True)
    emit(s, A.CARD_PLAYED, card, player=player, amount=0)
    if cs is not None and card in s.cards:
        cs.effects.append(CardEffect("grant", "haste", 1, A.END_OF_TURN, frame.item.source, s.turn, player))
        cs.effects.append(CardEffect("vanguard_return", "", 1, A.END_OF_TURN, frame.item.source, s.turn, player))
    source = s.cards.get(frame.item.source)
    if source is not None and not source.closed:
        source.closed = True
        emit(s, A.CLOSED, frame.item.source)
    frame.last = (card,)
    return FULL


CONCEPT_HANDLERS: dict[str, Handler] = {
    "gift_of_life": _gift_of_life,
    "hide": _hide,
    "vanguard": _vanguard,
}

HANDLERS.update(CONCEPT_HANDLERS)
