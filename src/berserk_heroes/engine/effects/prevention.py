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
- the timing (``RulesConfig.cancel_timing``) is the Queue's: ``queue.place_ahead``.

From ``effects.prevention``: Effect handlers of replacement, prevention, prohibitions; registered into ``effects.HANDLERS`` on import.
"""

from __future__ import annotations

from typing import Any

from ... import abilities as A
from ...decisions import Option
from .. import continuous
from ..events import emit
from ..replacement_pipeline import MORE_WOUNDS_TAKEN
from ..resolution import Resolution
from ..state import CardEffect, GameState
from ..zones import remove_from_zone
from . import FULL, HANDLERS, NONE, Handler, Result, _put_effect, amount_of, cards_of, players_of


def _own_entry_trigger(card: int, event: tuple[Any, ...]) -> bool:
    return bool(event) and event[1] == card and event[0] in (A.ENTERS_PLAY, A.CARD_PLAYED)


def _cancel_card(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
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
        emit(s, A.PUT_INTO_GRAVEYARD, card, player=owner, amount=1)  # (from play)
        done = True
    return FULL if done else NONE


def _prevent(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Предотвратите следующие N ран, наносимые <вашим персонажам>» (digest §5.4 prevention, one pipeline:
    engine/replacement_pipeline.py): a ``shield`` CardEffect on the hero of each player ``what`` (key: params ``scope``
    'characters' / 'hero'; value N) that the pipeline uses up; with params ``whole`` («предотвратите следующее
    получение ран …») a ``shield_whole`` that takes the whole of the next wounding of those cards. With params ``from``: «получает на N ран меньше от
    <атакованного существа> до конца хода» — a ``less_wounds_from`` CardEffect (key: the iid of that card) on the cards
    of ``what``; nothing when that card is no creature in play (a hero attacked). With params ``more`` (and ``from``
    THIS): «получает на N ран больше от <этой карты>» — a ``more_wounds_from`` CardEffect for as long as the rules option
    ``marked_more_wounds_lasts`` says. With params ``wound_kind`` (and ``more``): «получают на N ран больше от выстрелов
    до <срока>» — a ``more_wounds_taken`` CardEffect (key: that kind of wounds) on each card of ``what`` in play."""
    n = amount_of(s, frame, e.amount)
    if e.param("wound_kind") is not None:  # «<карты> получают на N ран больше от выстрелов до конца хода»
        return _put_effect(s, frame, e, MORE_WOUNDS_TAKEN, e.param("wound_kind"), n, A.END_OF_TURN)
    if e.param("more"):  # «<существо> получает на N ран больше от <этой карты>»: marked against this card
        sources = [c for c in cards_of(s, frame, e.param("from")) if c in s.cards]
        if len(sources) != 1:
            return NONE
        lasts = A.END_OF_TURN if s.config.marked_more_wounds_lasts == "turn" else A.PERMANENT
        return _put_effect(s, frame, e, "more_wounds_from", str(sources[0]), n, lasts)
    if e.param("from") is not None:
        froms = [c for c in cards_of(s, frame, e.param("from")) if c in s.cards and s.catalog.defs[c].type == "creature"]
        if len(froms) != 1:
            return NONE
        return _put_effect(s, frame, e, "less_wounds_from", str(froms[0]), n, A.END_OF_TURN)
    duration = e.param("duration", A.PERMANENT)
    kind = "shield_whole" if e.param("whole") else "shield"
    for player in players_of(s, frame, e.what):
        hero = s.cards.get(s.players[player].hero)
        if hero is not None:
            hero.effects.append(CardEffect(kind, e.param("scope", "characters"), n, duration, frame.item.source,
                                           s.turn, frame.item.player))
    return FULL


def _instead_of_death(s: GameState, frame: Any, e: A.Effect, choice: Any) -> Any:
    """«если оно должно погибнуть, вместо этого …»: a card of ``what`` at 0 life would die at the next rules
    effects; its replacement instructions run now instead (their pronoun is that card)."""
    dying = [c for c in cards_of(s, frame, e.what) if c in s.cards and s.catalog.defs[c].type == "creature"
             and continuous.life(s, s.cards[c]) <= 0]
    if not dying:
        return NONE
    frame.last = tuple(dying)
    return tuple(e.param("effects", ()))


CONCEPT_HANDLERS: dict[str, Handler] = {
    "cancel_card": _cancel_card,
    "instead_of_death": _instead_of_death,
    "prevent": _prevent,
}

HANDLERS.update(CONCEPT_HANDLERS)
