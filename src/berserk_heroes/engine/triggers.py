"""Triggered abilities (112.1–112.8): collecting trigger points, declaring them at priority.

When an event happens, every triggered ability whose condition it meets gets a *trigger point*. When its
controller next gets priority (after rules effects, 112.2) he declares it — obligatorily unless «может»
(112.3–112.4): an optional point not declared at that first priority is lost. Each ability may be declared
once per turn unless «Каждый раз, когда» (112.5); with several points the player picks one (112.6); a
declaration that has become illegal does not use up the limit (112.7). The non-active player declares
first, each player in the order he chooses (§7.7). What a trigger point is, whether an event meets an ability's
trigger and the per-turn limits of declaring it are ``trigger_points.py``.
"""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from ..decisions import DECLARE, SKIP, Decision, Option
from . import continuous
from .ability_facts import battle_spent
from .ability_index import PARAM, param_use
from .ambush import ambush_user, ambush_zone_ok
from .combined import part_abilities
from .continuous import granted_to
from .declare import declare_trigger
from .events import LISTENERS, emit
from .frames import Frame, pop, push
from .keyword_rules import reveals_itself
from .selectors import candidates, condition_holds
from .state import CATALOG_INDEXES, GRANTED_BASE, GameState, ability_at, use_up_hero_effect
from .trigger_points import (
    POISON_ABILITY,
    TriggerPoint,
    _matches,
    limit_index,
    repeat_points,
    repeats_points,
    trigger_limit,
)
from .visibility import can_see, shown_option

_new_tuple = tuple.__new__


# «Найм не работает», «Гибель не работает» (digest §6.2): the event, the keyword that switches the word off, the word
_WORD_OFF = {A.ENTERS_PLAY: ("hire_off", "Найм:"), A.DIES: ("death_off", "Гибель:")}


def _switched_off_words(s: GameState, event_name: str) -> tuple[str, ...]:
    """The printed openings («Найм:», «Гибель:») of the abilities that do not trigger on this event now because a card
    in play says that ability word «не работает»; () when none."""
    word = _WORD_OFF.get(event_name)
    return (word[1],) if word is not None and continuous.switched_off(s, word[0]) else ()


def _next_hire_off(s: GameState, card: int) -> bool:
    """«Следующий Найм не срабатывает»: whether the Найм of ``card``, entering play, is that next one — a
    ``next_hire_off`` effect on a hero, which this card uses up when it has a printed «Найм:» to stop."""
    if card < 0 or not any(ab.text.startswith("Найм:") for _, ab in s.catalog.triggered[card]):
        return False
    return use_up_hero_effect(s, A.NEXT_HIRE_OFF)


def collect(s: GameState, event: tuple[Any, ...]) -> None:
    """Add a trigger point for every triggered ability this event satisfies."""
    name = event[0]
    printed = s.catalog.triggered_on.get(name, _NONE)  # instance → its printed abilities on this event
    granted = name in s.catalog.granted_events  # a granted ability can only answer its own event
    if not printed and not granted:
        return
    from_statics = granted and bool(s.static_sources) and (  # can statics have given abilities right now?
        continuous.has_static_kind(s, "grant_ability")
        or (bool(s.catalog.granted_keywords) and continuous.has_static_kind(s, "grant")))
    hand_grantees: list[int] = []
    if from_statics:
        watchers = _watchers(s, name, event)
        hand_grantees = _hand_grantees(s, watchers)
        watchers.extend(hand_grantees)
    elif not granted and not s.parts:  # only cards with a printed ability on this event can answer it
        watchers = _printed_watchers(s, name, event, printed)
        if not watchers and not s.catalog.may_skip_next_hire:  # (nothing below adds a watcher, or uses up an effect)
            return
    else:  # … or cards given one by an effect, or combined cards
        cards = s.cards
        subject = event[1]
        parts = s.parts
        watchers = [i for i in _watchers(s, name, event)
                    if i in printed or (granted and ((cs := cards.get(i)) is None and i == subject
                                                     or cs is not None and _may_grant(cs.effects)))
                    or (parts and i in parts)]
    if granted and s.kept_effects:  # a card in the graveyard with a granted «Инкарнация» (zones.KEPT_IN_GRAVEYARD)
        watchers = [*watchers, *(i for i in s.kept_effects if i not in watchers)]
    in_hand = hand_granted_triggers(s, name) if granted and s.catalog.hand_abilities else _NONE
    if in_hand:  # cards of a hand given an ability for a time («заклинания в вашей руке имеют: «…»»)
        watchers = [*watchers, *(i for i in in_hand if i not in watchers)]
    off = _switched_off_words(s, name) if name in _WORD_OFF else ()
    if name == A.ENTERS_PLAY and s.catalog.may_skip_next_hire and _next_hire_off(s, event[1]):
        off = ("Найм:",)
    repeated = s.catalog.repeats_triggers and repeats_points(s)
    for iid in watchers:
        triggered = printed.get(iid, ())
        if s.parts and iid in s.parts:  # a combined card has the abilities of its parts (engine/combined.py)
            triggered = (*triggered, *part_abilities(s, iid, A.TRIGGERED))
        if granted:
            cs = s.cards.get(iid)
            if (cs is not None and (from_statics or _may_grant(cs.effects))) or (cs is None and (
                    iid == event[1] or iid in s.kept_effects or iid in hand_grantees)):
                triggered = (*triggered, *((i, ab) for i, ab in granted_to(s, iid) if ab.kind == A.TRIGGERED))
        if in_hand and iid in in_hand:
            triggered = (*triggered, *in_hand[iid])
        if not triggered:
            continue
        cs = s.cards.get(iid)
        if cs is not None and (cs.effects or s.static_sources) and continuous.lost_abilities(s, cs):
            continue
        if cs is not None and cs.counters and cs.counters.get("hidden", 0):
            # «keywords»: a hidden card's abilities do not work, but its own «раскрыться» does

            if not s.config.hidden_reveal_abilities_work:
                continue
            triggered = tuple((i, ab) for i, ab in triggered if reveals_itself(ab))
        if cs is None and iid in s.departed and any(x.kind == "lose_all" for x in s.departed[iid]):
            continue  # it left play having lost its abilities: its printed «Гибель:» does not trigger
        in_play = cs is not None
        card_controller = cs.controller if cs is not None else _controller(s, iid, event)
        for index, ab in triggered:
            trig = ab.trigger
            if trig is None or trig.event != name or (off and ab.text.startswith(off)):
                continue
            controller = card_controller
            if not in_play and ab.keyword is not None and ab.keyword[0] == "ambush" and iid in s.hoard_origin:
                controller = ambush_user(s, iid)  # a hoarded card's Засада: whoever may use it (Нири)
            if not (in_play and ab.zone == "play") and not _zone_ok(s, iid, ab, event):
                continue
            if not _matches(s, trig, iid, controller, event):
                continue
            if ab.condition is not None and not condition_holds(s, ab.condition, iid, controller):
                continue
            times = repeat_points(s, iid, index, ab) if repeated else 1
            if ab.meta or repeated:
                limit = trigger_limit(s, iid, index, ab, repeated)
                marker = limit_index(ab, index)
            else:  # (trigger_limit and limit_index without their calls: no meta, one point per event)
                limit = None if ab.every_time else ab.per_turn or 1
                marker = index
            if limit is not None and s.used.get((iid, marker), 0) >= limit:
                continue
            if ab.meta and battle_spent(s, iid, marker, ab):
                continue  # «(N раз за бой)»
            optional = ab.optional or (not in_play and _optional_from_hiding(s, iid, ab, controller))
            for _ in range(times):  # «срабатывает дважды»: a trigger point each time
                # (TriggerPoint(...) without its generated __new__, a Python call: every field is given)
                s.triggers.append(_new_tuple(TriggerPoint, (s.next_queue_id, controller, iid, index, event, optional)))
                s.next_queue_id += 1
            if name == A.TURN_END and A.MIGHT_FIRES in s.catalog.listened and ab.text.startswith("Могущество"):
                # «Когда у <вашего орка> срабатывает Могущество» — its keyword ability
                # (engine/keywords.py, text «Могущество X») has just triggered

                emit(s, A.MIGHT_FIRES, iid, player=controller)
            elif name == A.TURN_END and A.REGENERATION_FIRES in s.catalog.listened and ab.text.startswith("Регенерация"):
                _regeneration_fires(s, iid, ab, controller)


def hand_granted_triggers(s: GameState, name: str) -> dict[int, tuple[tuple[int, Any], ...]]:
    """The triggered abilities on event ``name`` that ``establish`` HAND_ABILITY effects on the heroes give to the cards
    of their players' hands («До конца хода противника заклинания в вашей руке имеют: «…»»), by card: a card drawn
    after the instruction has it too, for as long as the effect lasts."""
    out: dict[int, tuple[tuple[int, Any], ...]] = {}
    for player, ps in enumerate(s.players):
        hero = s.cards.get(ps.hero)
        if hero is None:
            continue
        for eff in hero.effects:
            if eff.kind != A.HAND_ABILITY:
                continue
            ability = s.catalog.granted[eff.value - GRANTED_BASE]
            if ability.trigger is None or ability.trigger.event != name:
                continue
            select = s.catalog.hand_abilities[int(eff.key)].param("select")
            for card in candidates(s, select, player, ps.hero):
                if card in ps.hand:
                    out[card] = (*out.get(card, ()), (eff.value, ability))
    return out


def _index_hand_abilities(catalog: Any, defs: Any, _: set[str]) -> None:
    """``Catalog.hand_abilities``: the instructions of the game that give cards of a hand an ability for a time (none:
    ``collect`` never looks at hands for them). A game none of whose texts uses such an instruction (the ability index,
    memoised per definition) is not walked through again for each new pairing of decks."""
    if not catalog.uses(PARAM, param_use("establish", "rule", A.HAND_ABILITY)):
        catalog.hand_abilities = ()
        return
    catalog.hand_abilities = tuple(dict.fromkeys(
        e for d in defs for ab in d.abilities for e in A.nested_effects(ab.effects)
        if e.verb == "establish" and e.param("rule") == A.HAND_ABILITY))


CATALOG_INDEXES.append(_index_hand_abilities)


def _regeneration_fires(s: GameState, iid: int, ab: A.Ability, controller: int) -> None:
    """«Когда у <вашего существа> срабатывает Регенерация»: its keyword ability (engine/keywords.py) has just triggered;
    the event's number is the Регенерация's value — printed, or the card's current one with a «+N к регенерации» static
    (as the heal reads it: effects.wounds_healing)."""
    heal = ab.effects[0]
    value = heal.amount if isinstance(heal.amount, int) else 0
    cs = s.cards.get(iid)
    if cs is not None and s.static_sources and continuous.has_static_kind(s, "keyword_bonus"):
        value = max(value, continuous.keyword(s, cs, "regeneration"))
    emit(s, A.REGENERATION_FIRES, iid, amount=value, player=controller)


LISTENERS.triggers = collect


def _optional_from_hiding(s: GameState, iid: int, ab: A.Ability, controller: int) -> bool:
    """Whether an ability of a card the opponent cannot see (in a hand, a deck, a дополнительная колода) is optional
    in substance — its first instruction is a «можете …» («В начале вашего хода можете заплатить 4{м}, при этом …»):
    then it is an optional trigger (112.4), which its controller declares or not, so that nothing of the card becomes
    public before he chooses to use it (a mandatory trigger would be declared, and its source named, at once).
    Declaring it is agreeing to that «можете»: it is not asked again when the ability resolves
    (:data:`trigger_points.MAY_DECLARED`)."""
    first = ab.effects[0] if ab.effects else None
    if first is None or not first.optional or first.condition is not None:
        return False
    p = s.players[s.catalog.owners[iid]]
    if iid not in p.hand and iid not in p.sideboard and iid not in p.deck:
        return False
    return not can_see(s, 1 - controller, iid)


def _may_grant(effects: list[Any]) -> bool:
    """Whether effects on a card can have given it an ability: «получает: "…"» or a keyword that brings a
    triggered ability along (any other effect — boosts, stuns … — gives none)."""
    return bool(effects) and any(e.kind == "gain_ability" or e.kind == "grant" for e in effects)


def _controller(s: GameState, iid: int, event: tuple[Any, ...] = ()) -> int:
    """Who controls the abilities of card ``iid`` that ``event`` triggers: its controller; a card out of play, its owner
    — but the «Гибель» of a card that has just died, the player who controlled it then (the event's player; option
    ``death_triggers_of_last_controller``)."""
    cs = s.cards.get(iid)
    if cs is not None:
        return cs.controller
    if event and event[0] == A.DIES and event[1] == iid and event[4] >= 0 and s.config.death_triggers_of_last_controller:
        return event[4]
    return s.catalog.owners[iid]


def _watchers(s: GameState, name: str, event: tuple[Any, ...]) -> list[int]:
    """Cards whose abilities may react: everything in play, plus the subject of a «Гибель» event (it has
    left play but its own death triggers still work, §5.7), plus cards in hands/graveyards/decks for
    abilities that work there."""
    out = s.play.copy()
    subject = event[1]
    if subject >= 0 and subject not in s.cards and name in _SUBJECT_ANSWERS:
        out.append(subject)
    for iid in s.catalog.zone_watchers:
        if iid not in s.cards and iid != subject:
            out.append(iid)  # _zone_ok checks that it is in the zone its ability works in
    return out


def _hand_grantees(s: GameState, watchers: list[int]) -> list[int]:
    """The cards of the hands (not yet among ``watchers``) when a static ability in play gives abilities to cards in a
    hand («Существа в вашей руке имеют: «Когда противник объявляет атаку, Засада …»»): they may answer the event with
    it (``_zone_ok`` and the static's select decide which of them has it)."""
    if not s.catalog.hand_ability_grants or not any(
            part.ability is not None and part.select is not None and part.select.zone == A.HAND
            for _, part in continuous.parts_of_kind(s, "grant_ability")):
        return []
    return [c for p in s.players for c in p.hand if c not in watchers]


def _printed_watchers(s: GameState, name: str, event: tuple[Any, ...],
                      printed: dict[int, tuple[tuple[int, Any], ...]]) -> list[int]:
    """``_watchers`` cut down to the cards with a printed ability on this event (``printed``), in the same order,
    without listing the others first. An event about a card leaves out the cards in play whose abilities on it all
    speak of their own card («Найм:», «При атаке …»): ``_matches`` would refuse each of them."""
    cards = s.cards
    subject = event[1]
    if subject < 0:
        out = [iid for iid in s.play if iid in printed]
    elif (others := s.catalog.answers_others_on.get(name, _NO_CARDS)):
        out = [iid for iid in s.play if iid in others or iid == subject and iid in printed]
        if subject in printed and subject not in cards and name in _SUBJECT_ANSWERS:
            out.append(subject)
    else:  # every ability of the game on this event speaks of its own card: only the event's card may answer it
        # (in play, or out of play for an event its card answers from there); ``s.play`` holds the cards of ``cards``
        out = [subject] if subject in printed and (subject in cards or name in _SUBJECT_ANSWERS) else []
    for iid in s.catalog.zone_watchers_on[name]:
        if iid not in cards and iid != subject:
            out.append(iid)
    return out


# events whose subject, out of play by now, still answers them with its own abilities (it died, was discarded,
# drawn, played, is back in the hand …)
_SUBJECT_ANSWERS = frozenset((A.DIES, A.DISCARDED, A.DRAWN, A.CARD_PLAYED, A.PUT_INTO_GRAVEYARD, A.DECK_TO_GRAVEYARD,
                              A.LEAVES_PLAY, A.UNHOARDED_BACK_TO_HAND,
                              A.DRAWN_NTH,  # («Если это первая карта, которую вы взяли за ход»: the card drawn)
                              A.WAS_HOARDED))  # («Когда Яйцо добывает <эту карту>»: from the hand, wherever it was)
_NONE: dict[int, tuple[tuple[int, Any], ...]] = {}


_NO_CARDS: frozenset[int] = frozenset()

# the events whose abilities without a subject trigger whoever the event is about (``_matches`` answers them before
# it compares the event's card with the ability's)
_NOT_ABOUT_A_CARD = frozenset((A.TURN_START, A.TURN_END, A.QUEST_COMPLETED))


def _about_itself(ab: A.Ability) -> bool:
    """Whether a printed triggered ability answers only events about its own card: its trigger names no subject
    («Найм:», «При атаке …», «Гибель:»), so ``_matches`` refuses an event about any other card."""
    trig = ab.trigger
    return trig is not None and trig.subject is None and trig.event not in _NOT_ABOUT_A_CARD


def _index_answers_others(catalog: Any, defs: Any, _: set[str]) -> None:
    """``Catalog.answers_others_on``: event → the instances with a printed ability on it that may answer that event
    about another card (``_printed_watchers`` passes over the others when the event is about a card)."""
    catalog.answers_others_on = {
        name: frozenset(iid for iid, abilities in by_card.items() if not all(_about_itself(ab) for _, ab in abilities))
        for name, by_card in catalog.triggered_on.items()}


CATALOG_INDEXES.append(_index_answers_others)


def _zone_ok(s: GameState, iid: int, ab: A.Ability, event: tuple[Any, ...]) -> bool:
    in_play = iid in s.cards
    if ab.zone == "play":
        if in_play:
            return True
        # A card that just left play still answers its own leaving (Гибель:, «при гибели», «попадает на
        # кладбище»).
        return event[1] == iid and event[0] in (A.DIES, A.PUT_INTO_GRAVEYARD, A.LEAVES_PLAY, A.WAS_HOARDED)
    if ab.zone == "deck":  # 112.8: only when the player may look at his deck (a search is under way)
        return event[0] == A.SEARCHED and iid in s.players[s.catalog.owners[iid]].deck
    if ab.zone == "hand":
        owner = s.catalog.owners[iid]
        if iid in s.players[owner].hand:
            return True
        if ab.keyword is not None and ab.keyword[0] == "ambush" and s.static_sources:
            # a Засада usable from the top of the deck / from under a holder (Стража врат, Пани)
            return ambush_zone_ok(s, ambush_user(s, iid), iid)
        return False
    if ab.zone == "graveyard":
        return iid in s.players[s.catalog.owners[iid]].graveyard
    if ab.zone == "sideboard":  # «эта особенность работает в дополнительной колоде»
        return iid in s.players[s.catalog.owners[iid]].sideboard
    return False


def add_poison_triggers(s: GameState) -> None:
    """«Отравление X»: at the start of its own turn each poisoned character gets a mandatory trigger that
    wounds it by X; its controller orders them in the Queue (112.7 example)."""
    for iid in s.play:
        cs = s.cards[iid]
        if cs.poison and cs.controller == s.active:
            s.triggers.append(TriggerPoint(s.next_queue_id, cs.controller, iid, POISON_ABILITY,
                                           ("poison", iid, -1, cs.poison, cs.controller), False))
            s.next_queue_id += 1


def start_declarations(s: GameState) -> None:
    """Begin declaring pending points: the non-active player first (§7.7, FAQ #1)."""
    inactive = 1 - s.active
    player = inactive if any(t.player == inactive for t in s.triggers) else s.active
    push(s, DeclareTriggersFrame(player))


class DeclareTriggersFrame(Frame):
    """One player declares his pending trigger points, one at a time, in the order he chooses."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def step(self, s: GameState) -> Decision | None:
        self._drop_spent(s)
        mine = [t for t in s.triggers if t.player == self.player]
        if not mine:
            pop(s, self)
            return None
        if len(mine) == 1 and not mine[0].optional:
            _declare(s, mine[0])  # one mandatory point and nothing to choose
            return None
        # the card the event is about is named only if this player may see it (a card the opponent drew is not)
        options = [shown_option(s, self.player, Option(DECLARE, t.source, -1, t.ability, t.id),
                                t.event[1] if t.event[1] != t.source else -1) for t in mine]
        if all(t.optional for t in mine):
            options.append(Option(SKIP))
        return Decision(self.player, "trigger", tuple(options),
                        "Объявите срабатывающую способность (порядок — ваш)",
                        "Declare a triggered ability (in the order you choose)")

    def _drop_spent(self, s: GameState) -> None:
        """Points whose ability reached its per-turn limit in the meantime are gone (112.5–112.6), and so are the
        points of an ability that works outside the play zone whose card has left that zone since it triggered (a
        Засада of a card the mulligan put back into the deck, a card of the hand discarded meanwhile)."""
        keep = []
        repeated = repeats_points(s)
        catalog = s.catalog
        for t in s.triggers:
            if t.ability == POISON_ABILITY:  # (the rules' own trigger: no limit, no zone)
                keep.append(t)
                continue
            ab = ability_at(catalog, t.source, t.ability)
            if ab.meta or repeated:
                limit = trigger_limit(s, t.source, t.ability, ab, repeated)
                marker = limit_index(ab, t.ability)
            else:  # (trigger_limit and limit_index without their calls, as in collect)
                limit = None if ab.every_time else ab.per_turn or 1
                marker = t.ability
            if limit is not None and s.used.get((t.source, marker), 0) >= limit:
                continue
            if ab.zone != A.PLAY and not _zone_ok(s, t.source, ab, t.event):
                continue
            keep.append(t)
        s.triggers = keep

    def apply(self, s: GameState, option: Option) -> None:
        if option.kind == SKIP:  # 112.4: optional points not declared now are lost
            s.triggers = [t for t in s.triggers if not (t.player == self.player and t.optional)]
            return
        _declare(s, next(t for t in s.triggers if t.id == option.extra))


def _declare(s: GameState, point: TriggerPoint) -> None:
    """Declare a pending trigger point: it leaves the pending points and its ability is declared (declare.py)."""
    s.triggers = [t for t in s.triggers if t.id != point.id]
    declare_trigger(s, point)




