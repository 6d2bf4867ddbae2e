"""Trigger points (112.1–112.7): what a point is, whether an event meets an ability's trigger, and the limits and
markers of declaring it.

A *trigger point* is one occurrence of a trigger condition for a (source, ability); ``_matches`` decides whether an
event meets an ability's trigger — for the printed abilities collected by ``engine/triggers.py``, the delayed triggers
of ``engine/delayed.py`` and the parts of a combined card. Each ability may be declared once per turn unless «Каждый
раз, когда» (112.5), as many times as it triggers per event («срабатывает дважды»); an optional point whose first
«можете» was made the declaration's choice is not asked again when it resolves. Collecting the points from events and
asking the players to declare them is ``engine/triggers.py``, above the declaration of abilities (``engine/declare.py``)
that both use this module.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .. import abilities as A
from . import continuous, history
from .ability_facts import turn_limit
from .selectors import fits
from .state import GameState, ability_at

POISON_ABILITY = -1  # ability index of the rules' own «Отравление X» trigger


class TriggerPoint(NamedTuple):
    """One occurrence of a trigger condition for (source, ability index)."""

    id: int
    player: int
    source: int
    ability: int
    event: tuple[Any, ...]
    optional: bool


def per_turn_limit(ab: A.Ability) -> int | None:
    """Uses per turn: None = unlimited («Каждый раз, когда»), else 1 or X (112.5)."""
    if ab.every_time:
        return None
    return ab.per_turn or 1


def limit_index(ab: A.Ability, index: int) -> int:
    """The ability number whose «1 раз за ход» marker this ability uses: its own, or (meta ``limit_with`` −1, phrase
    «Когда A или B — …» compiled as two abilities) the one printed just before it."""
    if ab.meta and index < GRANTED_BASE_LIMIT:
        for key, value in ab.meta:
            if key == "limit_with":
                return index + value
    return index


def trigger_times(s: GameState, iid: int, ab: A.Ability) -> int:
    """How many times ability ``ab`` of card ``iid`` triggers on one event: the largest ``value`` of the working
    ``trigger_times`` statics («Способности ваших существ, срабатывающие в конце хода, срабатывают дважды») whose cards
    and event fit it; 1 when none does (several statics do not multiply: «дважды» twice is still twice)."""
    if not continuous.has_static_kind(s, "trigger_times"):
        return 1
    times = 1
    event = ab.trigger.event if ab.trigger is not None else None
    for src, part in continuous.parts_of_kind(s, "trigger_times"):
        if part.value > times and (part.what is None or part.what == event) and continuous.applies(s, src, part, iid):
            times = part.value
    return times


def repeats_points(s: GameState) -> bool:
    """Whether an ability of this game may trigger more than once per event (a card with a ``trigger_times`` static)
    and the reading is that it gets more trigger points (``RulesConfig.trigger_times_reading`` 'points')."""
    return s.catalog.repeats_triggers and s.config.trigger_times_reading == "points"


TRIGGER_TIMES_KEY = "trigger_times/"  # ``turn_counts`` key + "<card>/<ability>": the points it got per event this turn


def repeat_points(s: GameState, iid: int, index: int, ab: A.Ability) -> int:
    """The trigger points ability ``index`` of card ``iid`` gets for one event now (:func:`trigger_times`); more than
    one is noted for the turn, so that its once-per-turn limit (112.5) allows every one of them to be declared even
    after the static's card has gone (:func:`trigger_limit`)."""
    times = trigger_times(s, iid, ab)
    if times > 1:
        key = f"{TRIGGER_TIMES_KEY}{iid}/{index}"
        s.turn_counts[key] = max(times, s.turn_counts.get(key, 1))
    return times


def trigger_limit(s: GameState, iid: int, index: int, ab: A.Ability, repeated: bool) -> int | None:
    """The per-turn limit of triggered ability ``index`` (``ab``) of card ``iid`` (112.5), times the points it got per
    event this turn when ``repeated`` (:func:`repeats_points`): an ability that «срабатывает дважды» may be declared
    twice."""
    limit = per_turn_limit(ab) if not ab.meta else turn_limit(s, ab, per_turn_limit(ab))  # («N раз за бой»)
    if repeated and limit is not None:
        return limit * s.turn_counts.get(f"{TRIGGER_TIMES_KEY}{iid}/{index}", 1)
    return limit


GRANTED_BASE_LIMIT = 1000  # (state.GRANTED_BASE: granted abilities keep their own markers)


MAY_DECLARED = "@may_declared/"
"""``turn_counts`` key prefix (+ ``source/ability``): how many declared points of that ability had their first «можете»
made the declaration (:func:`triggers._optional_from_hiding`) — each resolves as agreed to it, so it is not asked twice."""


def lifted_may(point: TriggerPoint, ab: A.Ability) -> bool:
    """Whether the point is optional only because its first «можете» was made the declaration's choice."""
    return point.optional and not ab.optional


def take_declared_may(s: GameState, source: int, ability: int) -> bool:
    """At the resolution of an ability of ``source``: whether its first «можете» was agreed to by declaring it (and
    use that agreement up)."""
    key = f"{MAY_DECLARED}{source}/{ability}"
    count = s.turn_counts.get(key, 0) if s.turn_counts else 0
    if not count:
        return False
    if count > 1:
        s.turn_counts[key] = count - 1
    else:
        del s.turn_counts[key]
    return True


def _matches(s: GameState, trig: A.Trigger, iid: int, controller: int, event: tuple[Any, ...]) -> bool:
    name, subject, other, _, player = event
    if trig.whose_turn == A.YOU and s.active != controller:
        return False
    if trig.whose_turn == A.OPPONENT and s.active == controller:
        return False
    if trig.event in (A.TURN_START, A.TURN_END):
        return True  # whose_turn already checked; «в начале хода» without owner = every turn
    if trig.event in _NTH_BASE and not _is_nth(s, trig, iid, controller, event):
        return False
    if trig.except_first and _first_this_turn(s, event):  # «…, кроме первого раза за ход»
        return False
    if name == A.COINS_OPENED and trig.subject is not None and trig.subject.side == A.ANY and player != controller \
            and s.config.unowned_coin_events == "yours":
        return False  # «открывается {м}» names no player: the rules option says whose
    if trig.event == A.WOUNDS_IN_TURN and event[3] < trig.nth:  # «N или более ран за ход»
        return False
    if trig.from_play is not None and bool(event[3]) != trig.from_play:  # «попадает на кладбище не с поля боя»
        return False
    if trig.event == A.NTH_MEDITATION and event[3] % trig.nth:  # «каждый второй раз за ход»
        return False
    if trig.event == A.BOOSTED and trig.nth and _boosts_of(s, subject) < trig.nth:  # «третий (или более) эффект усиления»
        return False
    if trig.event in (A.CARD_PLAYED, A.DRAWN, A.DISCARDED, A.SEARCHED, A.CARD_PLAYED_NTH, A.DRAWN_NTH, A.BOOSTED,
                      A.CARD_PLAYED_NTH_IN_GAME,
                      A.MOR_FIRES, A.QUEST_COMPLETED, A.DISCARDED_NTH) \
            and trig.subject is not None \
            and trig.subject.side != A.ANY:
        wanted = controller if trig.subject.side == A.YOU else 1 - controller
        if player != wanted:
            return False
    if name == A.HEALS and player != controller:  # «Когда вы излечиваете …»: an instruction of yours healed it
        return False
    if name == A.QUEST_COMPLETED:  # «вы завершаете квест»: whose pile (checked above), not the card's owner
        return True
    if name == A.MOR_FIRES and trig.moved is not None:
        return _mor_moved_fits(s, trig, iid, controller, event)
    if subject < 0 and trig.event in (A.SEARCHED, A.DRAWN, A.DISCARDED, A.CARD_PLAYED, A.MOR_FIRES):
        if trig.subject is None or trig.subject.side == A.ANY:
            return trig.other is None  # a player event without a card: the player check above was all
        return True
    if name == A.QUEST_COUNTERS_PUT and other == iid:  # not the counters its own card put (abilities.QUEST_COUNTERS_PUT)
        return False
    if name == A.MILLED and other != iid:  # «из-за Мора <этой карты>» — only this card's own mill
        return False
    if trig.subject is None:
        if subject != iid:
            return False
    elif subject < 0 or not fits(s, trig.subject, subject, controller, iid):
        return False
    if trig.other is not None and (other < 0 or not fits(s, trig.other, other, controller, iid)):
        return False
    return True


def _mor_moved_fits(s: GameState, trig: A.Trigger, iid: int, controller: int, event: tuple[Any, ...]) -> bool:
    """«Если из-за Мора <карты> на кладбище попали только существа»: the Мор's source fits ``trig.other`` and every card
    it put into a graveyard fits ``trig.moved`` — the last ``amount`` PUT_INTO_GRAVEYARD entries of the history, as
    effects._mill emits MOR_FIRES right after them. A Мор that moved nothing counts only under the rules option
    ``mor_only_needs_a_card`` false."""
    _, _, other, moved, _ = event
    wanted = trig.moved
    if wanted is None:
        return False
    if trig.other is not None and (other < 0 or not fits(s, trig.other, other, controller, iid)):
        return False
    if not moved:
        return not s.config.mor_only_needs_a_card
    put = [e[1] for e in s.turn_events if e[0] == A.PUT_INTO_GRAVEYARD][-moved:]
    return all(fits(s, wanted, card, controller, iid) for card in put)


def _boosts_of(s: GameState, iid: int) -> int:
    """The эффекты усиления on a card in play (0 when it is not in play)."""
    cs = s.cards.get(iid)
    return 0 if cs is None else cs.boosts()


_NTH_BASE = {A.CARD_PLAYED_NTH: A.CARD_PLAYED, A.DRAWN_NTH: A.DRAWN, A.ENTERS_PLAY_NTH: A.ENTERS_PLAY,
             A.DISCARDED_NTH: A.DISCARDED, A.CARD_PLAYED_NTH_IN_GAME: A.CARD_PLAYED}


def _is_nth(s: GameState, trig: A.Trigger, iid: int, controller: int, event: tuple[Any, ...]) -> bool:
    """«… N-ю карту за ход»: this event is the N-th of its kind this turn — of that player (of every player
    for entries), among the cards the trigger's subject describes."""
    base = _NTH_BASE[trig.event]
    player = event[4]
    if s.turn < 1 and trig.event != A.CARD_PLAYED_NTH_IN_GAME:
        return False  # the opening hands are dealt before the first turn (§1.4): no card of them is «N-я за ход»
    count = 0
    if trig.event == A.CARD_PLAYED_NTH_IN_GAME:  # the whole game's plays of that player (history.note_game_play)
        return sum(1 for who, card in s.game_plays if who == player
                   and (trig.subject is None or fits(s, trig.subject, card, controller, iid))) == trig.nth
    for _, card, _, _, _ in history.events(s, base, player=-1 if base == A.ENTERS_PLAY else player):
        if trig.subject is None or fits(s, trig.subject, card, controller, iid):
            count += 1
    return count == trig.nth


def _first_this_turn(s: GameState, event: tuple[Any, ...]) -> bool:
    """Is this the first event of its kind of its player this turn (the history holds it already: events.emit records
    before collecting)? Each player's first counts on its own: «получает {м} … кроме первых за ход» spares the фаза
    накопления's coin and card of each player."""
    return sum(1 for _ in history.events(s, event[0], player=event[4])) <= 1


def ability_of(s: GameState, point: TriggerPoint) -> A.Ability | None:
    if point.ability == POISON_ABILITY:
        return None
    return ability_at(s.catalog, point.source, point.ability)
