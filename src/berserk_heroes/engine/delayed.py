"""Delayed triggers set up by an instruction.

«Выберите существо. Оно погибает в начале вашего следующего хода», «…, оно открывается в конце следующего хода»,
«положите <эту карту> в вашу руку в конце хода»: when such an instruction resolves (verb ``delayed``), a one-shot
trigger is registered in the game state (:class:`Delayed`). At the named moment (the start or end of a turn) it
gives its controller a mandatory trigger point like any triggered ability (112.2); declared, it goes into the Queue
with the *frame* of the instruction that set it up: the targets that ability had named (so «оно» is still the card
chosen then; a target that has left play is simply not there any more) and its X. Then it is gone.

The delayed abilities themselves are immutable: for each ``delayed`` effect of a card of the game the Catalog holds
``Ability(TRIGGERED, trigger=Trigger(TURN_START | TURN_END), effects=<the instructions>)``, numbered from
``state.DELAYED_BASE`` (``Catalog.delayed``; ``state.ability_at`` finds them). A game without such cards pays one
truth test of an empty tuple at the start and end of each turn.

Moments (``Effect.param("moment")``):

- ``start_next_own`` «в начале вашего следующего хода»: the start of the controller's first turn after this one;
- ``end_this`` «в конце хода»: the end of the turn it was set up in (dropped if that end has passed already);
- ``end_next_own`` «в конце вашего следующего хода»: the end of the controller's first turn after this one;
- ``end_next`` «в конце следующего хода»: the end of the turn after this one (whoever's it is);
- ``end_own`` «(Найм:) в конце вашего хода»: the end of the controller's turn — this one if it
  is his and its end has not passed yet, else his next one;
- ``next_event`` «При следующем розыгрыше заклинания …»: the first event after the set-up that the effect's
  ``trigger`` matches (as a printed trigger of the source would), however late; its instructions also know that
  event's cards («его владельца»: the spell's). With params ``same_name_as_event`` («отмените все остальные
  заклинания с таким же названием в этот ход»), only a card bearing the name of the set-up's own triggering card.

A delayed instruction may name a target of its own («…; в конце хода излечите существо на 2»): its effect carries the
ability's target specs in params ``targets`` (the set-up's, then its own, named at execution), which the delayed ability
gets, so the target is asked when it fires (§7.4). One awaiting an event of the card the set-up's target named («если
оно погибнет в этом ходу») has the trigger subject's Select state ``SET_UP_TARGET`` (:func:`_next_event_due`).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .. import abilities as A
from ..abilities import END_NEXT, END_NEXT_OWN, END_OWN, END_THIS, NEXT_EVENT, START_NEXT_OWN
from .combined import names
from .durations import ends_this_turn
from .effects import FULL, NONE
from .events import LISTENERS
from .queue import QueueItem, enqueue, place_ahead
from .state import CATALOG_INDEXES, DELAYED_BASE, ability_at
from .trigger_points import TriggerPoint, _matches

MOMENTS = {START_NEXT_OWN: A.TURN_START, END_THIS: A.TURN_END, END_NEXT_OWN: A.TURN_END, END_NEXT: A.TURN_END,
           END_OWN: A.TURN_END}


DELAYED_EVENT = "delayed"  # a delayed trigger point's event: (name, -1, -1, 0, player, Delayed, the event it answers)


class Delayed(NamedTuple):
    """A delayed trigger waiting in the game state: ``ability`` its number (>= DELAYED_BASE) on card ``source``;
    ``player`` its controller; ``moment`` when it fires; ``turn`` the turn it was set up in; ``targets`` / ``x`` the
    frame (the targets and X of the resolution that set it up)."""

    source: int
    ability: int
    player: int
    moment: str
    turn: int
    targets: tuple[tuple[int, ...], ...]
    x: int
    until: str | None = None  # a ``next_event`` trigger answering every such event until this duration ends
    name: str | None = None  # a ``next_event`` trigger of params same_name_as_event: the awaited card bears this name


def delayed_abilities(defs: Any) -> tuple[tuple[A.Ability, ...], dict[A.Effect, int]]:
    """The delayed abilities the instructions of ``defs`` can set up, and each ``delayed`` effect's number."""
    out: list[A.Ability] = []
    index: dict[A.Effect, int] = {}
    for d in defs:
        for e in _delayed_effects(d):
            if e not in index:
                index[e] = len(out)
                moment = e.param("moment")
                trigger = e.param("trigger") if moment == NEXT_EVENT else A.Trigger(MOMENTS[moment])
                # (params targets: the set-up's target specs, then those it names itself when it fires, at execution)
                out.append(A.Ability(A.TRIGGERED, trigger=trigger, targets=tuple(e.param("targets", ())),
                                     effects=tuple(e.param("effects", ())), every_time=e.param("every_time", True)))
    return tuple(out), index


def _index_catalog(catalog: Any, defs: Any, granted_codes: set[str]) -> None:
    """A Catalog's one-shot triggered abilities that instructions of its game can set up («В начале вашего следующего
    хода …»), numbered from DELAYED_BASE, and whether one of them waits for an event other than a turn's start or end
    («При следующем розыгрыше …»)."""
    catalog.delayed, catalog.delayed_index = delayed_abilities(defs)
    catalog.delayed_on_events = any(ab.trigger is not None and ab.trigger.event not in (A.TURN_START, A.TURN_END)
                                    for ab in catalog.delayed)
    # the events they wait for are listened to as well (those emitted only when listened: «теряет Спящий» …)
    catalog.listened = catalog.listened | frozenset(ab.trigger.event for ab in catalog.delayed if ab.trigger is not None)


CATALOG_INDEXES.append(_index_catalog)


_DELAYED: dict[int, tuple[Any, tuple[A.Effect, ...]]] = {}


def _delayed_effects(d: Any) -> tuple[A.Effect, ...]:
    """The ``delayed`` effects in one definition's text, in order (memoised per definition: a catalog is built for
    every new pairing of decks; keyed on identity, holding the definition)."""
    hit = _DELAYED.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    found: list[A.Effect] = []
    for ab in d.abilities:
        found.extend(e for e in A.nested_effects(ab.effects) if e.verb == "delayed")
        for part in ab.statics:
            if part.ability is not None:
                found.extend(e for e in A.nested_effects(part.ability.effects) if e.verb == "delayed")
    if len(_DELAYED) > 50000:
        _DELAYED.clear()
    _DELAYED[id(d)] = (d, tuple(found))
    return tuple(found)


def set_up(s: Any, frame: Any, e: A.Effect) -> Any:
    """Handler of ``delayed``: register the trigger with the frame of this resolution."""
    number = s.catalog.delayed_index.get(e)
    if number is None:
        return NONE
    item = frame.item
    targets = [tuple(t) for t in item.targets]
    for i, cards in frame.late.items():  # targets named during the resolution (§7.4)
        if i >= 0:
            targets.extend(() for _ in range(i + 1 - len(targets)))
            targets[i] = tuple(cards)
    x = item.x
    if e.param("noted_discard_count") == "discarded":  # «столько же карт, сколько вы сбросили» (effects.zone_moves)
        x = s.turn_counts.get(f"discarded_noted/{item.source}", 0)
    name = _set_up_event_name(s, item.event) if e.param("same_name_as_event") else None
    record = Delayed(item.source, DELAYED_BASE + number, item.player, e.param("moment"), s.turn,
                     tuple(targets[frame.base:]), x, e.param("until"), name)
    s.delayed = (*s.delayed, record)
    return FULL


def _set_up_event_name(s: Any, event: tuple[Any, ...]) -> str | None:
    """«… с таким же названием»: the name of the card of the event that triggered the ability setting the delayed
    trigger up (None without one)."""
    if not event or not isinstance(event[1], int) or event[1] < 0:
        return None
    return str(s.catalog.names[event[1]])


def _due(s: Any, d: Delayed, event: str) -> bool:
    moment = d.moment
    if moment == NEXT_EVENT:
        return False  # (its event: :func:`_next_event_due`)
    if MOMENTS[moment] != event:
        return False
    if moment == END_THIS:
        return s.turn == d.turn
    if moment == END_NEXT:
        return s.turn == d.turn + 1
    if moment == END_OWN:  # this turn's end if it is his (set up before it), else his next turn's end
        return s.active == d.player and s.turn >= d.turn
    return s.active == d.player and s.turn > d.turn  # start_next_own / end_next_own


def fire(s: Any, event: tuple[Any, ...]) -> None:
    """On an event while delayed triggers wait: those due now become trigger points (and are gone) — at the start /
    end of a turn those of a moment, on any event those waiting for the next such event; those whose moment has passed
    unseen (set up after the end-of-turn event of their turn) are dropped."""
    name = event[0]
    turn_event = name == A.TURN_START or name == A.TURN_END
    keep = []
    for d in s.delayed:
        if d.moment == NEXT_EVENT:
            if _next_event_due(s, d, event):
                _point(s, d, event)
                if d.until is None:
                    continue  # used up
            if d.until is None or name != A.TURN_END or not _ended(s, d):
                keep.append(d)
        elif not turn_event:
            keep.append(d)
        elif _due(s, d, name):
            _point(s, d, ())
        elif d.moment == END_THIS and s.turn > d.turn or d.moment == END_NEXT and s.turn > d.turn + 1:
            continue
        else:
            keep.append(d)
    s.delayed = tuple(keep)


LISTENERS.delayed = fire


def _next_event_due(s: Any, d: Delayed, event: tuple[Any, ...]) -> bool:
    """Whether ``event`` is the one a ``next_event`` delayed trigger waits for (its trigger, matched as a printed
    trigger of its source would be; its source need not be in play any more). One with a duration that is not
    «каждый раз» answers once a turn (112.5; the turn's use is counted as a printed ability's)."""
    ab = ability_at(s.catalog, d.source, d.ability)
    trig = ab.trigger
    if trig is not None and trig.subject is not None and trig.subject.state == A.SET_UP_TARGET:
        # «если оно погибнет в этом ходу»: only the card the set-up's target named
        if not d.targets or not event or event[1] not in d.targets[0]:
            return False
        trig = _without_state(trig)
    if trig is None or trig.event != event[0] or not _matches(s, trig, d.source, d.player, event):
        return False
    if d.name is not None and d.name not in names(s, event[1]):  # «с таким же названием»
        return False
    return d.until is None or ab.every_time or not s.used.get((d.source, d.ability), 0)


def _without_state(trig: A.Trigger) -> A.Trigger:
    """The trigger with its subject's state dropped (matched as any such event)."""
    import dataclasses

    assert trig.subject is not None
    return dataclasses.replace(trig, subject=dataclasses.replace(trig.subject, state=None))


def _ended(s: Any, d: Delayed) -> bool:
    """Whether the duration of a delayed trigger answering events ends with this turn (as an effect's would)."""
    return d.until is not None and ends_this_turn(d.until, d.player, d.turn, s.turn, s.active)


def _point(s: Any, d: Delayed, event: tuple[Any, ...]) -> None:
    """The trigger point of a delayed trigger due now: its event carries the record (its frame) and the event that
    made it due, if any; ``declare`` puts it into the Queue."""
    s.triggers.append(TriggerPoint(s.next_queue_id, d.player, d.source, d.ability,
                                   (DELAYED_EVENT, -1, -1, 0, d.player, d, event), False))
    s.next_queue_id += 1


def declare(s: Any, point: Any) -> None:
    """Declare a delayed trigger point: it has no targets, costs or modes of its own — it goes into the Queue with
    the frame it was set up with."""
    d: Delayed = point.event[5]
    if d.until is not None:  # answering events for a time: its uses this turn are counted (112.5)
        key = (d.source, d.ability)
        s.used[key] = s.used.get(key, 0) + 1
    items = [QueueItem(s.next_queue_id, point.player, point.source, point.ability, "triggered",
                       targets=d.targets, event=point.event[6], x=d.x)]
    s.next_queue_id += 1
    if s.catalog.cancels:  # «Отмените следующее заклинание противника»: ahead of the awaited card's own abilities
        items = place_ahead(s, point.source, (point.ability,), point.event[6] or (), items)
    for item in items:
        enqueue(s, item)
