"""The engine of the «prevention» concept of the card language (its compiler half: ``cards/language/prevention.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.prevention``: Effect handlers of cancelling the card the opponent plays, repeating a spell; registered into ``effects.HANDLERS`` on import.

- ``cancel_card``: «отмените <эту карту / это заклинание>», «отмените его эффект» — cancellation, step 10 of playing a
  card (309.1, digest §7.8): the card whose play triggered the ability is not played (step 11 never happens). A spell's
  abilities still waiting in the Queue are taken out of it (the spell stays in its owner's graveyard, where 210.2 put
  it, or wherever an earlier instruction of the same ability moved it: «верните это заклинание в руку … и отмените его
  эффект»); a creature or support card leaves play for its owner's graveyard without dying (no «Гибель», no
  «погибает»), and its own abilities that its entering triggered are dropped (queued or still to be declared).
  Abilities of *other* cards that its entering or its play triggered stay (they were triggered by events that did
  happen in this engine; they resolve as usual, without the card).
- :func:`place_ahead` — the timing (``RulesConfig.cancel_timing``): with 'before_effects' (default) a triggered
  ability that cancels the card whose play triggered it is put into the Queue ahead of that card's own abilities (a
  spell's abilities are queued when it is paid for, 210.2 — before any reaction can be declared), so the cancellation
  happens before any of them takes effect, as step 10 comes before step 11. With 'queue' it waits its turn like any
  other ability (FIFO: it then finds a spell's abilities resolved and cancels nothing of them).

From ``effects.prevention``: Effect handlers of replacement, prevention, prohibitions; registered into ``effects.HANDLERS`` on import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import abilities as A
from ...decisions import Option
from ..events import emit
from ..replacements import _instead_of_death
from ..state import CardEffect, GameState, ability_at
from ..zones import remove_from_zone
from . import FULL, HANDLERS, NONE, Handler, Result, _put_effect, amount_of, cards_of, players_of

if TYPE_CHECKING:
    from ..queue import QueueItem
    from ..resolve import ResolveFrame


def _all(effects: tuple[A.Effect, ...]) -> list[A.Effect]:
    out: list[A.Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_all(e.then))
        out.extend(_all(e.otherwise))
        if e.verb == "sequence":  # «верните это заклинание … и отмените его эффект» (one instruction)
            out.extend(_all(e.param("effects") or ()))
    return out


def cancels_event_card(ab: A.Ability) -> bool:
    """Whether the ability cancels the card of its trigger (``cancel_card`` of the event's subject)."""
    return any(e.verb == "cancel_card" for e in _all(ab.effects))


def place_ahead(s: GameState, source: int, indices: tuple[int, ...], event: tuple[Any, ...],
                items: list[QueueItem]) -> list[QueueItem]:
    """Queue items of a triggered ability about to be enqueued: with ``cancel_timing`` 'before_effects' and a FIFO
    Queue, the items of an ability that cancels the played card go in ahead of that card's own items (those still
    waiting: its abilities); returns what is left to append at the end (everything, if nothing was moved)."""
    if s.config.cancel_timing != "before_effects" or s.config.queue_order != "fifo" or not event \
            or event[0] != A.CARD_PLAYED:
        return items
    if not any(cancels_event_card(ability_at(s.catalog, source, i)) for i in indices):
        return items
    card = event[1]
    at = next((n for n, it in enumerate(s.queue) if it.source == card), None)
    if at is None:
        return items
    s.queue[at:at] = items
    return []


def _own_entry_trigger(card: int, event: tuple[Any, ...]) -> bool:
    return bool(event) and event[1] == card and event[0] in (A.ENTERS_PLAY, A.CARD_PLAYED)


def _cancel_card(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """Cancel the card ``what`` (the trigger's played card): see the module doc. FULL when something of it was
    cancelled (its queued spell abilities, or the card itself out of play), else NONE."""
    cards = cards_of(s, frame, e.what)
    if not cards:
        return NONE
    card = cards[0]
    done = False
    if s.catalog.defs[card].type == "spell":
        kept = [it for it in s.queue if not (it.source == card and it.kind == "spell")]
        done = len(kept) != len(s.queue)
        s.queue[:] = kept
        return FULL if done else NONE
    if card in s.cards and card in s.play:
        # its own abilities triggered by its entering / its play (Найм …) are not declared or resolved
        s.queue[:] = [it for it in s.queue if not (it.source == card and _own_entry_trigger(card, it.event))]
        s.triggers[:] = [p for p in s.triggers if not (p.source == card and _own_entry_trigger(card, p.event))]
        owner = s.catalog.owners[card]
        remove_from_zone(s, card)
        s.players[owner].graveyard.append(card)
        emit(s, A.PUT_INTO_GRAVEYARD, card, player=owner)
        done = True
    return FULL if done else NONE


def _prevent(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Предотвратите следующие N ран, наносимые <вашим персонажам>» (digest §5.4 prevention, one pipeline:
    engine/replacement_pipeline.py): a ``shield`` CardEffect on the hero of each player ``what`` (key: params ``scope``
    'characters' / 'hero'; value N) that the pipeline uses up. With params ``from``: «получает на N ран меньше от
    <атакованного существа> до конца хода» — a ``less_wounds_from`` CardEffect (key: the iid of that card) on the cards
    of ``what``; nothing when that card is no creature in play (a hero attacked)."""
    n = amount_of(s, frame, e.amount)
    if e.param("from") is not None:
        froms = [c for c in cards_of(s, frame, e.param("from")) if c in s.cards and s.catalog.defs[c].type == "creature"]
        if len(froms) != 1:
            return NONE
        return _put_effect(s, frame, e, "less_wounds_from", str(froms[0]), n, A.END_OF_TURN)
    duration = e.param("duration", A.PERMANENT)
    for player in players_of(s, frame, e.what):
        hero = s.cards.get(s.players[player].hero)
        if hero is not None:
            hero.effects.append(CardEffect("shield", e.param("scope", "characters"), n, duration, frame.item.source,
                                           s.turn, frame.item.player))
    return FULL


CONCEPT_HANDLERS: dict[str, Handler] = {
    "cancel_card": _cancel_card,
    "instead_of_death": _instead_of_death,
    "prevent": _prevent,
}

HANDLERS.update(CONCEPT_HANDLERS)
