"""Selectors: which cards a ``Select`` describes, and whether a ``Condition`` holds (§7.4, 118); whom a card's
Превосходство is over (``superior``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from .. import abilities as A
from ..abilities import (
    ANY,
    CARD,
    CHARACTER,
    CREATURE,
    GRAVEYARD,
    HERO,
    OPPONENT,
    SPELL,
    SUPPORT,
    YOU,
    Condition,
    Select,
)
from ..cards.model import ELEMENTS
from . import combined, continuous, history
from .combined import part_abilities
from .continuous import ALL_CLASSES, granted_to
from .state import CardState, GameState


def side_player(side: str, controller: int) -> int | None:
    """The player a side word means, relative to ``controller`` (None for ANY)."""
    if side == YOU:
        return controller
    if side == OPPONENT:
        return 1 - controller
    return None


# the card types each selector kind admits (CARD admits every type: it has no entry)
_KIND_TYPES: dict[str, frozenset[str]] = {
    CREATURE: frozenset({"creature"}),
    CHARACTER: frozenset({"creature", "hero"}),
    HERO: frozenset({"hero"}),
    SPELL: frozenset({"spell"}),
    SUPPORT: frozenset(A.SUPPORT_TYPES),
}


def _kind_ok(kind: str, card_type: str) -> bool:
    types = _KIND_TYPES.get(kind)
    return card_type in types if types is not None else kind == CARD


def kind_admits(kind: str, card_type: str) -> bool:
    """Whether a selector of ``kind`` (CREATURE, SUPPORT …) admits a card of data type ``card_type``."""
    return _kind_ok(kind, card_type)


def _prints_mor(d: Any) -> bool:
    """Whether a card definition prints a «Мор N» instruction (in any of its abilities)."""
    return any(e.verb == "mill" and e.param("mor") for ab in d.abilities for e in A.effect_tree(ab.effects))


def quest_counters_on(s: GameState, iid: int) -> int:
    """The {!} on a card in play, or those it had when it left play (GameState.departed_quest_counters)."""
    cs = s.cards.get(iid)
    return cs.counters.get(A.QUEST_COUNTER, 0) if cs is not None else s.departed_quest_counters.get(iid, 0)


# The states of a card in play read from its own fields (a card out of play is in none of them)
_IN_PLAY_STATES: dict[str, Callable[[CardState], bool]] = {
    "open": lambda cs: not cs.closed,
    "closed": lambda cs: cs.closed,
    "wounded": lambda cs: cs.wounds > 0,
    "unwounded": lambda cs: cs.wounds == 0,
    "stunned": lambda cs: cs.stunned,
    "poisoned": lambda cs: cs.poison > 0,
    "attacking": lambda cs: cs.counters.get("attacking", 0) > 0,
    "hidden": lambda cs: cs.counters.get("hidden", 0) > 0,  # «keywords»: a hidden character (face down)
    "fighting": lambda cs: cs.counters.get("fighting", 0) > 0,  # «пока сражается»: set by combat.fight while the
    #                                                               strikes are dealt
}
# The states that are no filter of a card: filtered where the event / targets / payment are known (declare._selected,
# effects.cards_of), checked where the X declared is known (declare.DeclareFrame, effects.cards_of), or a number of
# targets (the X paid, the {!} on the source: declare.DeclareFrame)
_NOT_FILTERS = frozenset({"not_event", "not_event_other", "name_of_target", "name_of_event", A.NAME_OF_PAID, A.NOT_IT,
                          A.TYPE_OF_EVENT, A.OTHER_NAME_NOT_DEARER_THAN_TARGET, "cost_x_minus_1", "cost_x",
                          "x_paid_count", A.QUEST_COUNTER_COUNT, A.X_DECLARED_COUNT, A.COUNT_OF_FIRST_TARGET})


def _state_ok(s: GameState, state: str, iid: int) -> bool:
    in_play = _IN_PLAY_STATES.get(state)
    if in_play is not None:
        cs_ = s.cards.get(iid)
        return cs_ is not None and in_play(cs_)
    if state in _NOT_FILTERS:
        return True
    if state == A.IS_COPY:  # «копию вашего существа»: it entered play as a copy (effects.control_copies.note_copy)
        cs = s.cards.get(iid)
        return cs is not None and A.COPY_OF in cs.counters
    if state == "equipment":  # «экипировка»: weapon, armour, amulet
        return s.catalog.defs[iid].type in ("weapon", "armor", "amulet")
    if state == "not_hero":  # «<карта>, не являющаяся героем»
        return s.catalog.defs[iid].type != "hero"
    if state == "not_creature":  # cancel: «карту, не являющуюся существом»
        return s.catalog.defs[iid].type != "creature"
    if state == "not_spell":  # cancel: «карту, не являющуюся заклинанием»
        return s.catalog.defs[iid].type != "spell"
    if state == "creature_or_support":  # «если это существо или карта поддержки» (Курдаш)
        return s.catalog.defs[iid].type in ("creature", "weapon", "armor", "amulet", "event", "terrain")
    if state == "creature_or_spell":  # «существо или заклинание» (a card of either type)
        return s.catalog.defs[iid].type in ("creature", "spell")
    if state == "multi_element":  # «мультистихийное»: printed with two or more elements
        if s.parts and iid in s.parts:
            return len(combined.elements(s, iid)) >= 2
        return len(s.catalog.defs[iid].elements) >= 2
    if state == "name_not_in_graveyard":  # «с названием, которого нет среди карт на кладбище»
        name = s.catalog.names[iid]
        return all(s.catalog.names[g] != name for g in s.players[s.catalog.owners[iid]].graveyard)
    if state == "attacked_this_turn":  # «которое атаковало в этот ход» (a strike, a shot or a fight: the history)
        return history.happened(s, A.ATTACKS, iid)
    if state == "not_attacked_this_turn":  # «которое не атаковало в этом ходу»
        return not history.happened(s, A.ATTACKS, iid)
    if state == "died_this_turn":  # «погибшее в этот ход»: it left play to a graveyard this turn (the history)
        return history.happened(s, A.DIES, iid)
    if state == A.ENTERED_PLAY_THIS_TURN:  # «вошедших в игру в этот ход» (the history)
        return history.happened(s, A.ENTERS_PLAY, iid)
    if state == "not_unique":  # «без уникальности»: printed or granted Уникальность counts
        cs_ = s.cards.get(iid)
        return not (continuous.has(s, cs_, "unique") if cs_ is not None else "unique" in s.catalog.defs[iid].kw)
    if state == "single_element":  # «с одной стихией»: printed with exactly one element
        return len(s.catalog.defs[iid].elements) == 1  # «Нейтральные» is a стихия of its own (terms.md)
    if state == "with_mor":  # «с Мором»: a card (in any zone) whose printed abilities hold a «Мор N»
        return _prints_mor(s.catalog.defs[iid])
    if state == A.WITH_QUEST_COUNTERS:  # «существо с {!}»: in play, or as it left play (its death)
        return quest_counters_on(s, iid) > 0
    cs = s.cards.get(iid)
    if cs is None:
        return False
    if state == "not_owned":  # «, владельцем которых вы не являетесь,» — controlled by another than its owner
        return cs.controller != s.catalog.owners[iid]
    if state == "greatest_own_strike":  # the greatest strike among its controller's creatures in play
        mine = continuous.strike(s, cs)
        return all(continuous.strike(s, s.cards[o]) <= mine for o in s.play
                   if s.cards[o].controller == cs.controller and s.catalog.defs[o].type == "creature"
                   and not _hidden(s, o))
    if state == "least_strike":  # copies: the least current strike among all creatures in play (either side)
        mine = continuous.strike(s, cs)
        return all(continuous.strike(s, s.cards[o]) >= mine for o in s.play
                   if s.catalog.defs[o].type == "creature" and not _hidden(s, o))
    if state == "weak":
        return cs.entered_turn == s.turn
    if state == "hoarding":  # «добывшие карту»: a card is hoarded under it now (Ратник хирда)
        return bool(s.hoarded.get(iid))
    if state == "not_hoarding":  # «, не добывшее карту» — no card is hoarded under it now
        return not s.hoarded.get(iid)
    if state == "strike_changed":  # «с силой удара, отличной от начальной» (Тилия)
        return continuous.strike(s, cs) != combined.base_strike(s, iid)
    if state == "sleeping":  # «пока Спящий»
        return continuous.sleeping(s, cs)
    if state == "strike_below_life":  # «сила удара которого меньше его текущих жизней»
        return continuous.strike(s, cs) < continuous.life(s, cs)
    if state == A.NOT_PLAYED:  # «вошло в игру, но не было разыграно» (zones.enter_play notes the plays)
        return cs.counters.get("played", 0) == 0
    if state in (A.PLAYED_FREE, A.ENTERED_FREE):  # «бесплатно разыгрываете», «вошло в игру бесплатно»: no {м} paid
        # for it (zones.enter_play notes the coins of a play; a card put into play by an effect paid none)
        return cs.counters.get("paid", 0) == 0
    if state == "no_abilities":  # «без особенностей»: nothing printed, or all lost
        d = s.catalog.defs[iid]
        return not (d.abilities or d.kw) or continuous.lost_abilities(s, cs)  # (by an instruction or a static)
    if state == "might_reached":  # Могущество X and at least X усиления on it
        might = continuous.keyword(s, cs, "might")
        return might > 0 and cs.boosts() >= might
    if state == "other_target":  # «другого персонажа» — filtered where the targets are known (declare)
        return True
    if state in ("not_attacked", A.NOT_ATTACKED_OTHER_TARGET):  # filtered where the event / the targets are known
        return True  # (declare, effects.cards_of)
    if state == "has_own_shot":  # «если у него есть выстрел» — an ability of its own that shoots
        return has_shot(s, iid)
    return False


def _shoots(effects: tuple[A.Effect, ...]) -> bool:
    """Whether an instruction among ``effects`` (their «при этом» / «иначе» parts and modes too) is a «Выстрел» made
    by the card itself (not «<другое существо> производит выстрел»: param ``shooter``)."""
    for e in effects:
        if e.verb == "shot" and e.param("shooter") is None:
            return True
        if _shoots(e.then) or _shoots(e.otherwise):
            return True
        if any(isinstance(m, A.Ability) and _shoots(m.effects) for m in e.param("modes", ())):
            return True
    return False


def has_shot(s: GameState, iid: int) -> bool:
    """«у него есть выстрел»: the card in play has an ability that shoots — printed (unless it lost its abilities),
    of a combined card's parts, or given to it (``continuous.granted_to``: statics, effects, granted keywords)."""
    cs = s.cards.get(iid)
    if cs is None:
        return False
    own: list[A.Ability] = []
    if not continuous.lost_abilities(s, cs):
        own.extend(s.catalog.defs[iid].abilities)
        if s.parts and iid in s.parts:
            own.extend(ab for kind in (A.ACTIVATED, A.TRIGGERED) for _, ab in part_abilities(s, iid, kind))
    own.extend(ab for _, ab in granted_to(s, iid))
    return any(_shoots(ab.effects) for ab in own)


def card_type_word(s: GameState, iid: int) -> str:
    """A card's type as «того же типа» compares it: its data type, every support card one type «Карта поддержки»
    unless ``RulesConfig.support_classes_are_types`` (digest §2.1: the current glossary's types are heroes, creatures,
    spells and support cards; older texts list equipment and events as types)."""
    kind = s.catalog.defs[iid].type
    if kind in A.SUPPORT_TYPES and not s.config.support_classes_are_types:
        return "support"
    return kind


def same_type_as_shown(s: GameState, iid: int, source: int) -> bool:
    """Whether card ``iid`` is of the type of the card the source's ability last showed (``A.SHOWN_CARD``)."""
    scs = s.cards.get(source)
    shown = scs.counters.get(A.SHOWN_CARD, -1) if scs is not None else -1
    return shown >= 0 and card_type_word(s, iid) == card_type_word(s, shown)


def event_excluded(sel: A.Select | None, event: tuple[Any, ...]) -> int:
    """The card of the trigger's event a selector leaves out (states ``not_event``: the event's subject;
    ``not_event_other`` — — its other card: «При ударе по существу оглушите до двух других
    существ»), or -1."""
    if sel is None or not event or sel.state not in ("not_event", "not_event_other"):
        return -1
    return int(event[1] if sel.state == "not_event" else event[2])


def attacked_in(event: tuple[Any, ...]) -> int:
    """The card attacked in an attack event («кроме атакованного»), or -1."""
    if not event:
        return -1
    if event[0] in (A.ATTACKS, A.ATTACKS_BY_STRIKE, A.AFTER_ATTACK):
        return int(event[2])
    if event[0] == A.ATTACK_TARGETED:
        return int(event[1])
    return -1


def fits(s: GameState, sel: Select, iid: int, controller: int, source: int) -> bool:
    """Whether card ``iid`` (already known to be in ``sel.zone``) fits ``sel`` for an ability whose
    controller is ``controller`` and whose source is ``source``."""
    head = _HEADS.get(id(sel))  # (fits is called at every decision: its tests are prepared per selector)
    if head is None or head[0] is not sel:
        head = _head(sel)
    _, types, other, side, tests = head
    d = s.catalog.defs[iid]
    if types is not None and d.type not in types:
        return False
    if other and iid == source:
        return False
    if side is not None:
        cs = s.cards.get(iid)
        who = cs.controller if cs is not None else s.catalog.owners[iid]
        if who != side_player(side, controller):
            return False
    for test in tests:
        if not test(s, sel, iid, d, controller, source):
            return False
    return True


# A test of :func:`fits` beyond the first ones: (state, selector, card, its definition, controller, source) → fits
FitTest = Callable[[GameState, Select, int, Any, int, int], bool]


def _tests_of(sel: Select) -> tuple[FitTest, ...]:
    """The tests of :func:`fits` after its first ones that ``sel`` asks for (most selectors ask none), in order."""
    tests: list[FitTest] = []
    if sel.classes or sel.not_classes:
        tests.append(_classes_test(sel))
    if sel.elements or sel.not_elements or sel.cost_min is not None or sel.cost_max is not None or \
            sel.cost_max_amount is not None or sel.name is not None:
        tests.append(_printed_fits)
    if sel.not_created:
        tests.append(_not_created)
    if sel.state is not None and sel.state not in _NOT_FILTERS:
        tests.append(_state_test(sel.state))
    if sel.keyword is not None:
        tests.append(_keyword_fits)
    if sel.keywords_any:
        tests.append(_keywords_any_fits)
    if sel.life_min is not None:
        tests.append(_life_fits)
    if sel.strike_min is not None or sel.strike_max is not None:
        tests.append(_strike_fits)
    return tuple(tests)


def _classes_test(sel: Select) -> FitTest:
    """«<класса>», «не <класса>»: the test of the card's classes now (a card of every class fits any)."""
    unwanted = frozenset(sel.not_classes)
    if A.CHOSEN_CLASS in sel.classes:  # («выбранного класса»: the class the source chose, known only now)
        def chosen_classes_fit(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
            wanted = frozenset(s.chosen_class.get(source, "") if c == A.CHOSEN_CLASS else c for c in sel.classes)
            return _classes_fit(s, iid, wanted, unwanted)
        return chosen_classes_fit
    wanted = frozenset(sel.classes)
    return lambda s, sel, iid, d, controller, source: _classes_fit(s, iid, wanted, unwanted)


def _classes_fit(s: GameState, iid: int, wanted: frozenset[str], unwanted: frozenset[str]) -> bool:
    classes = classes_of(s, iid)
    if classes == ALL_CLASSES:
        return True
    return not (wanted and wanted.isdisjoint(classes)) and unwanted.isdisjoint(classes)


def _printed_fits(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """Elements, cost and name (of a combined card: its parts' elements and names, the sum of their costs)."""
    if s.parts and iid in s.parts:  # a combined card (engine/combined.py)
        return _combined_fits(s, sel, iid, controller, source)
    if sel.elements or sel.not_elements:
        els = elements_of(s, iid)
        if sel.elements and not any(e in els for e in sel.elements):
            return False
        if sel.not_elements and any(e in els for e in sel.not_elements):
            return False
    # a hero has no cost {м} — «карту стоимостью 3{м} или менее» is never a hero
    if sel.cost_min is not None and ((d.cost or 0) < sel.cost_min or d.type == "hero"):
        return False
    if sel.cost_max is not None and ((d.cost or 0) > sel.cost_max or d.type == "hero"):
        return False
    if sel.cost_max_amount is not None and (d.type == "hero" or (d.cost or 0) > continuous.static_amount(
            s, sel.cost_max_amount, controller, source)):
        return False  # «стоимостью Х или менее, где Х — количество …»
    return sel.name is None or d.name == (s.named.get(source) if sel.name == A.NAMED else sel.name)


def _not_created(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    return "created" not in d.kw


def _state_test(state: str) -> FitTest:
    """The test of a selector's state."""
    in_play = _IN_PLAY_STATES.get(state)
    if in_play is not None:  # (read at once, without _state_ok's walk)
        return lambda s, sel, iid, d, controller, source: (cs := s.cards.get(iid)) is not None and in_play(cs)
    return _STATE_TESTS.get(state) or (lambda s, sel, iid, d, controller, source: _state_ok(s, state, iid))


def _other_name(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """«с другим названием» (a card in any zone): not the source's name."""
    return not (d.name == s.catalog.defs[source].name or (s.parts and (iid in s.parts or source in s.parts)
                                                          and _share_name(s, iid, source)))


def _dominated(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """«над которым имеет Превосходство»: the source is superior to it."""
    return superior(s, source, iid)


# «Превосходство над X»: whom a card is superior to, X being a selector (the wounds it adds or takes away:
# replacements.superiority_bonus).
SUPERIOR_OVER = "superior_over"  # CardEffect kind: Превосходство over the creatures of the class in its key


def _bare_superiority_victims(s: GameState) -> A.Select:
    """Whom a bare «Превосходство» (no «над …», Зардагор) is over: every creature (the printed forms all speak of
    creatures) or every character, the rules option ``bare_superiority_over``."""
    return A.Select(A.CHARACTER if s.config.bare_superiority_over == "characters" else A.CREATURE)


def superior(s: GameState, holder: int, other: int) -> bool:
    """Whether ``holder`` (in play) has Превосходство over ``other`` (which may have just left play)."""
    cs = s.cards.get(holder)
    if cs is None:
        return False
    ocs = s.cards.get(other)
    if ocs is not None and s.catalog.defs[other].type == "creature":
        # «Превосходство над существами с меньшей силой удара / меньшей стоимости»
        if continuous.has_text_keyword(s, cs, "superiority_lower_strike") and continuous.strike(s, ocs) < continuous.strike(s, cs):
            return True
        if continuous.has_text_keyword(s, cs, "superiority_lower_cost") and \
                combined.cost(s, other) < combined.cost(s, holder):
            return True
    if not continuous.has_text_keyword(s, cs, "superiority"):
        return False
    for ab in s.catalog.defs[holder].abilities:
        if ab.keyword is not None and ab.keyword[0] == "superiority":
            over = dict(ab.meta).get("over") or _bare_superiority_victims(s)
            if fits(s, over, other, cs.controller, holder):
                return True
    if cs.effects:  # «получает Превосходство над выбранным классом» (the class kept on the effect)
        for e in cs.effects:
            if e.kind == SUPERIOR_OVER and fits(s, A.Select(A.CREATURE, classes=(e.key,)), other,
                                                cs.controller, holder):
                return True
    if s.static_sources and continuous.has_static_kind(s, "grant"):
        # «<np> имеют (в ход противника) Превосходство над <X>» — a static grant whose ``victim`` is X (the
        # chosen class of «выбранного класса» is its source's)
        for src, part in continuous.parts_of_kind(s, "grant"):
            if part.keyword == "superiority" and part.victim is not None and continuous.applies(s, src, part, holder):
                controller = s.controller_of(src)
                if fits(s, part.victim, other, controller, src):
                    return True
    return False


def _made_by_this(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """copies: «созданную им копию» — a copy this card's instruction made."""
    ccs = s.cards.get(iid)
    return ccs is not None and ccs.counters.get("@copy_made_by", -1) == source


def _hire_chosen(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """«выбранное при Найме существо» (recorded by the source's Найм)."""
    scs = s.cards.get(source)
    return scs is not None and scs.counters.get("@hire_chosen", -1) == iid


def _grave_namesake(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """A card named as another card of the controller's graveyard."""
    return any(c != iid and s.catalog.names[c] == s.catalog.names[iid] for c in s.players[controller].graveyard)


# the states whose test needs the source or the controller (the others: :func:`_state_ok`)
_STATE_TESTS: dict[str, FitTest] = {
    "other_name": _other_name,
    "other_class": lambda s, sel, iid, d, controller, source: _other_class(s, iid, source),  # «с другим классом»
    "dominated": _dominated,
    "made_by_this": _made_by_this,
    "hire_chosen": _hire_chosen,
    # «с классом, которого нет под вашим контролем»
    "class_not_controlled": lambda s, sel, iid, d, controller, source: _class_not_controlled(s, iid, controller),
    "grave_namesake": _grave_namesake,
    # «карта того же типа»: as the card the source's ability showed
    A.SAME_TYPE_AS_SHOWN: lambda s, sel, iid, d, controller, source: same_type_as_shown(s, iid, source),
}


def _keyword_fits(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """«с <ключевым словом>»: printed, or now in play."""
    cs = s.cards.get(iid)
    return continuous.has(s, cs, sel.keyword or "") if cs is not None else sel.keyword in d.kw


def _keywords_any_fits(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """«с Превосходством или Подавлением» — one of them (printed, or now in play)."""
    cs = s.cards.get(iid)
    if cs is not None:
        return any(continuous.has(s, cs, k) for k in sel.keywords_any)
    return any(k in d.kw for k in sel.keywords_any)


def _life_fits(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    return _life_at_least(s, sel.life_min or 0, iid, s.cards.get(iid))


def _strike_fits(s: GameState, sel: Select, iid: int, d: Any, controller: int, source: int) -> bool:
    """«с силой удара N или более / менее» (a card in play: a card elsewhere fits)."""
    cs = s.cards.get(iid)
    if cs is None:
        return True
    st = continuous.strike(s, cs)
    return not (sel.strike_min is not None and st < sel.strike_min or sel.strike_max is not None and st > sel.strike_max)


def _life_at_least(s: GameState, n: int, iid: int, cs: Any) -> bool:
    """«с N или более жизнями»: the card's maximum life before static abilities (printed, out of play). Not the life
    with the statics: «Все существа с 2 или более жизнями имеют –1 к жизням» would then take the life it tests away
    and give it back, in a circle (docs/engine.md «Readings we chose»)."""
    life = continuous.own_max_life(s, cs) if cs is not None else (s.catalog.defs[iid].life or 0)
    return life >= n


# a selector's first tests (see _head), and the tests after them it asks for
Head = tuple[Select, frozenset[str] | None, bool, str | None, tuple[FitTest, ...]]
_HEADS: dict[int, Head] = {}


def _head(sel: Select) -> Head:
    """The tests of :func:`fits` for ``sel``, prepared once: the card types it admits (its kind and card type
    together; None: any), «другое», the side to check (None: either), and the tests it asks after these
    (:func:`_tests_of`: classes, elements, cost, name, state, keywords, strike … — most selectors ask none, and
    fits stops after the first tests for them). Remembered by selector object (the entry keeps it alive, so an id
    is not reused; bounded, for selectors made on the fly)."""
    types = _KIND_TYPES.get(sel.kind, None if sel.kind == CARD else frozenset())
    if sel.card_type is not None:
        types = frozenset({sel.card_type}) & types if types is not None else frozenset({sel.card_type})
    side = None if sel.side in (ANY, A.EITHER) else sel.side  # EITHER: either player's zone (the pool's choice)
    if len(_HEADS) >= 4096:
        _HEADS.clear()
    head = _HEADS[id(sel)] = (sel, types, bool(sel.other), side, _tests_of(sel))
    return head


def _combined_fits(s: GameState, sel: Select, iid: int, controller: int, source: int) -> bool:
    """The element / cost / name tests of :func:`fits` for a combined card: all its parts' elements and names, the
    sum of their costs."""
    els = combined.elements(s, iid)
    if sel.elements and not any(e in els for e in sel.elements):
        return False
    if sel.not_elements and any(e in els for e in sel.not_elements):
        return False
    value = combined.cost(s, iid)
    if sel.cost_min is not None and value < sel.cost_min:
        return False
    if sel.cost_max is not None and value > sel.cost_max:
        return False
    if sel.cost_max_amount is not None and value > continuous.static_amount(s, sel.cost_max_amount, controller,
                                                                            source):
        return False
    return sel.name is None or (s.named.get(source) if sel.name == A.NAMED else sel.name) in combined.names(s, iid)


def _share_name(s: GameState, a: int, b: int) -> bool:
    return bool(set(combined.names(s, a)) & set(combined.names(s, b)))


def _class_not_controlled(s: GameState, iid: int, controller: int) -> bool:
    """Whether one of the classes of ``iid`` is the class of no card ``controller`` has in play (a card of no class
    has none such; a card of every class has one unless the controller has a card of every class too)."""
    theirs = [classes_of(s, c) for c in s.play if c != iid and s.cards[c].controller == controller]
    if any(cls is ALL_CLASSES for cls in theirs):
        return False
    held = {c for cls in theirs for c in cls}
    own = classes_of(s, iid)
    return own is ALL_CLASSES or any(c not in held for c in own)


def _other_class(s: GameState, iid: int, source: int) -> bool:
    """«с другим классом»: the card has a class and shares none with the source (a card of every class shares one;
    a card without a class has no other class)."""
    theirs, mine = classes_of(s, iid), classes_of(s, source)
    if theirs == ALL_CLASSES or mine == ALL_CLASSES:
        return False
    return bool(theirs) and not any(c in mine for c in theirs)


ALL_ELEMENTS_KIND = "all_elements"  # StaticPart kind: «<карты> обладают всеми стихиями» (Мобо)


def elements_of(s: GameState, iid: int) -> tuple[str, ...]:
    """A card's elements now: printed, or every element («Нейтральные» included) while a working static «обладает всеми
    стихиями» names the card in play (a change of a non-base property, §2.2: only in play)."""
    if iid in s.cards and s.static_sources and continuous.has_static_kind(s, ALL_ELEMENTS_KIND) and any(
            continuous.applies(s, src, part, iid) for src, part in continuous.parts_of_kind(s, ALL_ELEMENTS_KIND)):
        return ELEMENTS
    return s.catalog.defs[iid].elements


def classes_of(s: GameState, iid: int) -> tuple[str, ...]:
    """A card's classes now: printed, unless an effect changed them («Усовершенствуйте» → Механизм);
    ``ALL_CLASSES`` for a card that «обладает всеми классами существ»; and those a static adds («также считается»)."""
    if s.catalog.printed_classes and not s.parts:  # (no text of the game changes classes, no combined card)
        return s.catalog.defs[iid].classes
    classes = _classes_before_additions(s, iid)
    if s.catalog.adds_classes and classes is not ALL_CLASSES:
        return classes + classes_also(s, iid, classes)
    return classes


def _classes_before_additions(s: GameState, iid: int) -> tuple[str, ...]:
    d = s.catalog.defs[iid]
    parts = s.parts.get(iid) if s.parts else None
    statics = s.catalog.statics
    cs = s.cards.get(iid)
    if "all_classes" in s.catalog.possible_static_kinds and (  # (games where no card prints it skip the walk)
            any(p.kind == "all_classes" and p.select is None for p in statics[iid]) or (
            parts and s.config.combined_abilities
            and any(p.kind == "all_classes" and p.select is None for c in parts for p in statics[c]))) and not (
            cs is not None and continuous.lost_abilities(s, cs)):  # («обладает всеми классами» is printed text)
        return ALL_CLASSES
    if s.catalog.replaces_classes and cs is not None and cs.controller != s.catalog.owners[iid]:
        # «Существа под вашим контролем, владельцем которых вы не являетесь, имеют класс наёмник вместо своего»
        cls = static_class(s, iid)
        if cls is not None:
            return (cls,)
    effects = cs.effects if cs is not None else s.kept_effects.get(iid, ()) if s.kept_effects else ()
    if effects:  # (a card in a graveyard: a class change kept there, «Существо на кладбище становится …»)
        for e in reversed(effects):
            if e.kind == "set_classes":
                return () if e.key == A.NO_CLASSES else (e.key,)
    if parts:  # a combined card has all its parts' classes (engine/combined.py)
        return combined.classes(s, iid)
    return d.classes


CLASS_INSTEAD = "class_instead"  # = cards.language.statics.CLASS_INSTEAD


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


CLASS_ALSO = "class_also"  # = cards/language/statics.CLASS_ALSO


def classes_also(s: GameState, iid: int, classes: tuple[str, ...]) -> tuple[str, ...]:
    """«Каждый ваш <дракон> также считается <драконидом>» (Ваннан): the classes statics in play add to card ``iid`` in
    play, whose classes before these additions are ``classes``. A static adds its class to the cards its controller
    controls that have one of its select's classes already — read from ``classes``, so that two such statics do not
    chain (a dragon that counts as a драконид does not then count as a dragon again through the other) and the test
    never asks ``classes_of`` itself."""
    cs = s.cards.get(iid)
    if cs is None or not continuous.has_static_kind(s, CLASS_ALSO):
        return ()
    added: list[str] = []
    for src, part in continuous.parts_of_kind(s, CLASS_ALSO):
        owner = s.cards.get(src)
        if (part.select is not None and owner is not None and owner.controller == cs.controller
                and set(part.select.classes) & set(classes) and part.what not in classes and part.what not in added):
            added.append(str(part.what))
    return tuple(added)


def _all_coins(s: GameState, player: int) -> int:
    """Every coin ``player`` has: open or closed, temporary ones, and those usable only for some payments."""
    p = s.players[player]
    return p.coins + p.temp_coins + (sum(n for _, n, _, _ in p.tagged) if p.tagged else 0)


def matches(s: GameState, sel: Select, iid: int, controller: int, source: int) -> bool:
    """Like :func:`fits`, but ignores the zone (used by static abilities on cards anywhere)."""
    return fits(s, sel, iid, controller, source)


def zone_cards(s: GameState, zone: str, player: int | None) -> list[int]:
    """Cards of a zone; for private zones, of ``player`` (both players when None)."""
    if zone == "play":
        return s.play
    players = s.players if player is None else [s.players[player]]
    out: list[int] = []
    for p in players:
        if zone == "hand":
            out.extend(p.hand)
        elif zone == "graveyard":
            out.extend(p.graveyard)
        elif zone == "deck":
            out.extend(p.deck)
        elif zone == "reserve":
            out.extend(p.reserve)
        elif zone == "sideboard":
            out.extend(p.sideboard)
        elif zone == "completed":  # completed quests (docs/quests.md)
            out.extend(p.completed)
    return out


def candidates(s: GameState, sel: Select, controller: int, source: int, limit: int | None = None) -> list[int]:
    """Every card matching ``sel`` now, in a stable order. Hidden cards are never matched in play. ``limit``: only the
    first so many (the question «are there at least n?», declare.enough_targets: a selector asking no more than its
    first tests stops its walk there)."""
    if sel.zone == "play":
        pool = s.play
        if sel.kind == CARD and sel.card_type is None and not s.config.quests_are_cards_in_play:
            pool = _without_quests(s, pool)
    elif sel.zone == A.PLAY_OR_GRAVEYARD:  # «из игры или любого кладбища»: the cards in play and in both graveyards
        pool = [*s.play, *zone_cards(s, A.GRAVEYARD, None)]
    elif sel.side == A.EITHER:  # «с любого кладбища»: both players' zones (not FAQ #16's default «yours»)
        pool = zone_cards(s, sel.zone, None)
    elif sel.zone == A.HOARDED_THIS:  # «добытых <этой картой> существ»: under the source itself
        pool = list(s.hoarded.get(source, ())) if s.hoarded else []
        sel = _ANY_SIDE.get(sel) or _any_side(sel)
    elif sel.zone in (A.HOARDED, A.HOARDED_HERO, A.HOARDED_NIGHTMARE_HERO, A.HOARDED_NIGHTMARE):
        # «добытые вашими персонажами карты»: the side is the holder's controller, not the hoarded card's
        pool = hoarded_cards(s, sel.zone, side_player(sel.side, controller), sel.holder_classes)
        sel = _ANY_SIDE.get(sel) or _any_side(sel)
    else:
        # «При упоминании зоны, по умолчанию, … ваша зона» (FAQ #16): private zones default to yours.
        owner = side_player(sel.side, controller)
        if owner is None and sel.zone != A.COMPLETED:  # (the completed quests of both players are one open pile)
            owner = controller
        pool = zone_cards(s, sel.zone, owner)
    head = _HEADS.get(id(sel))
    if head is None or head[0] is not sel:
        head = _head(sel)
    # (this runs at every decision: the first tests of fits are done here without a call per card, then each of the
    # selector's other tests on the cards still in)
    if not head[4]:
        return _plain_candidates(s, pool, head, controller, source, limit)
    cards = _plain_candidates(s, pool, head, controller, source)
    defs = s.catalog.defs
    for test in head[4]:
        cards = [iid for iid in cards if test(s, sel, iid, defs[iid], controller, source)]
    return cards if limit is None else cards[:limit]


def _plain_candidates(s: GameState, pool: list[int], head: Head, controller: int, source: int,
                      limit: int | None = None) -> list[int]:
    """The cards of ``pool`` that pass the first tests of a selector — its types, «другое» and side (:func:`_head`) —
    and are not hidden: those of :func:`fits` and :func:`_hidden` of each card, written out. ``limit``: stop at so
    many."""
    _, types, other, side, _ = head
    want = side_player(side, controller) if side is not None else None
    if side is not None and want is None:  # (fits: a side that names no player is fitted by no card)
        return []
    defs = s.catalog.defs
    owners = s.catalog.owners
    cards = s.cards
    may_hide = s.catalog.may_hide  # (in a game where no card can hide, a card's state is looked up for its side only)
    out = []
    for iid in pool:
        if types is not None and defs[iid].type not in types or other and iid == source:
            continue
        if want is not None or may_hide:
            cs = cards.get(iid)
            if cs is None:
                if want is not None and owners[iid] != want:
                    continue
            elif want is not None and cs.controller != want or \
                    may_hide and cs.counters and cs.counters.get("hidden", 0) > 0:
                continue
        out.append(iid)
        if len(out) == limit:
            break
    return out


def _without_quests(s: GameState, cards: list[int]) -> list[int]:
    """The cards in play a text that says «карта» may pick or count: a quest in play is seen only by texts that
    name a quest (docs/quests.md; RulesConfig.quests_are_cards_in_play). An event about a quest (it was played, it
    left play) still fits such a text."""
    defs = s.catalog.defs
    return [c for c in cards if defs[c].type != "quest"]


_YOUR_CREATURES = Select(CREATURE, side=YOU)  # creature_lead
_ENEMY_CREATURES = Select(CREATURE, side=OPPONENT)
_HOLDER_TYPES = ("creature", "hero", "token")  # a персонаж: a hero or a creature (a token such as Яйцо is one)
def hoarded_cards(s: GameState, zone: str, player: int | None, holder_classes: tuple[str, ...] = ()) -> list[int]:
    """Cards hoarded under the characters (zone HOARDED) or the hero (HOARDED_HERO) of ``player`` (None: of
    both players), in a stable order; with ``holder_classes``, only under characters of one of those classes."""
    if not s.hoarded:
        return []
    out: list[int] = []
    defs = s.catalog.defs
    for holder in sorted(s.hoarded):
        cs = s.cards.get(holder)
        if cs is None or (player is not None and cs.controller != player):
            continue
        if holder_classes and not set(holder_classes) & set(classes_of(s, holder)):
            continue
        kind = defs[holder].type
        if zone == A.HOARDED_NIGHTMARE_HERO:  # «добытое вашим кошмаром или героем»
            if kind == "hero" or (kind == "creature" and "Кошмар" in classes_of(s, holder)):
                out.extend(s.hoarded[holder])
        elif zone == A.HOARDED_NIGHTMARE:  # «добытое вашим кошмаром» (creatures only)
            if kind == "creature" and "Кошмар" in classes_of(s, holder):
                out.extend(s.hoarded[holder])
        elif kind == "hero" if zone == A.HOARDED_HERO else kind in _HOLDER_TYPES:
            out.extend(s.hoarded[holder])
    return out


def _hidden(s: GameState, iid: int) -> bool:
    cs = s.cards.get(iid)
    return cs is not None and cs.counters.get("hidden", 0) > 0


def count(s: GameState, sel: Select, controller: int, source: int) -> int:
    return len(candidates(s, sel, controller, source))


def _compare(a: int, op: str, b: int) -> bool:
    if op == ">=":
        return a >= b
    if op == "<=":
        return a <= b
    if op == "==":
        return a == b
    if op == ">":
        return a > b
    if op == "<":
        return a < b
    raise ValueError(f"unknown comparison {op!r}")


def shown_top_cost_wins(s: GameState, controller: int, op: str) -> bool:
    """«Каждый игрок показывает верхнюю карту колоды; если ваша карта имеет наибольшую (op ">") / наименьшую (op "<")
    стоимость»: the top card of the controller's deck (just shown; showing moves nothing) against every other player's
    shown card. No card (an empty deck) has no cost: the controller needs one, and a player without one does not
    compete. A tie counts by the rules options ``greatest_cost_ties`` (">") and ``shown_cost_ties`` ("<"). A hero or
    quest costs 0."""
    mine = s.players[controller].deck
    if not mine:
        return False
    cost = s.catalog.defs[mine[-1]].cost or 0  # (the top is the last)
    others = [s.catalog.defs[p.deck[-1]].cost or 0 for p in s.players if p.index != controller and p.deck]
    ties = s.config.greatest_cost_ties if op == ">" else s.config.shown_cost_ties == "lowest"
    return all(_compare(cost, op, other) or (ties and cost == other) for other in others)


def condition_holds(s: GameState, cond: Condition, source: int, controller: int, it: tuple[int, ...] = ()) -> bool:
    """Evaluate a Condition for an ability of ``source`` controlled by ``controller``; ``it`` are the cards
    the previous effect acted on (a revealed card, …)."""
    k = cond.kind
    if k == "your_turn":
        return s.active == controller
    if k == "opponent_turn":
        return s.active != controller
    if k == A.REVEALED_COST_NAMED:  # «если показанная карта названной стоимости {м}» (none named: it is not)
        named = s.turn_counts.get(f"{A.NAMED_COST_KEY}{source}")
        return bool(it) and named is not None and (s.catalog.defs[it[0]].cost or 0) == named
    if k == A.PREVIOUS_TURN_YOURS:  # «если предыдущий ход (не) был вашим»: the turn before this one (none before turn 1)
        return bool(s.past_turns) and s.past_turns[0][0] == controller
    if k == "count":
        assert cond.select is not None
        return _compare(count(s, cond.select, controller, source), cond.op, cond.value)
    if k == "source_state":
        return cond.state is not None and _state_ok(s, cond.state, source)
    if k == A.SOURCE_NOT_CLASS:  # «…, если оно не дух»: the source's classes now
        assert cond.select is not None
        classes = classes_of(s, source)
        return classes != ALL_CLASSES and not any(c in classes for c in cond.select.classes)
    if k == A.COUNT_ABOVE_OWN_STRIKE:  # «если количество <карт> больше силы удара <этой карты>»
        assert cond.select is not None
        return _compare(count(s, cond.select, controller, source), cond.op, continuous.own_strike(s, source))
    if k == "hand_size":
        return _compare(len(s.players[controller].hand), cond.op, cond.value)
    if k == "opponent_hand_size":
        return _compare(len(s.players[1 - controller].hand), cond.op, cond.value)
    if k == A.SHOWN_TOP_COST:  # «если ваша карта имеет наибольшую / наименьшую стоимость» (each top card shown)
        return shown_top_cost_wins(s, controller, cond.op)
    if k == "deck_empty":
        return not s.players[controller].deck
    if k == "life_below_count":  # «пока у вас меньше жизней, чем <np>»
        hero = s.cards.get(s.players[controller].hero)
        assert cond.select is not None
        return hero is not None and continuous.life(s, hero) < count(s, cond.select, controller, source)
    if k == "history":  # «если в этот ход погибло …», «если не атаковал в прошлый ход» … (engine/history.py)
        assert cond.history is not None
        return _compare(history_measure(s, cond.history, controller, source), cond.op, cond.value)
    if k == "not":
        return not condition_holds(s, cond.parts[0], source, controller, it)
    if k == "and":
        return all(condition_holds(s, c, source, controller, it) for c in cond.parts)
    if k == "or":
        return any(condition_holds(s, c, source, controller, it) for c in cond.parts)
    if k == "opponent_open_coins":
        return _compare(s.players[1 - controller].open_coins, cond.op, cond.value)
    if k == "source_wounds":
        cs = s.cards.get(source)
        return cs is not None and _compare(cs.wounds, cond.op, cond.value)
    if k == "source_wounds_life_share":  # «ран больше, чем половина её максимального здоровья (с округлением вверх)»
        cs = s.cards.get(source)
        return cs is not None and _compare(cs.wounds, cond.op, -(-continuous.max_life(s, cs) // cond.value))
    if k == A.SHOWN_LIFE_VS_STRIKE:  # «если у показанной карты значение жизней больше значения удара» (printed)
        scs = s.cards.get(source)
        shown = scs.counters.get(A.SHOWN_CARD, -1) if scs is not None else -1
        d = s.catalog.defs[shown] if shown >= 0 else None
        return d is not None and d.life is not None and d.strike is not None and _compare(d.life, cond.op, d.strike)
    if k == "source_extra_lives":
        cs = s.cards.get(source)
        extra = sum(e.value for e in cs.effects if e.kind == "extra_life") if cs is not None else 0
        return _compare(extra, cond.op, cond.value)
    if k in ("revealed", "it_fits", "event_card_fits"):  # «если это …» / «если оно <стихии>»: the card
        # just acted on; the trigger's (discarded) card
        return bool(it) and cond.select is not None and fits(s, cond.select, it[0], controller, source)
    if k == "namesake_in_grave":  # another card of the same name in the owner's graveyard of ``it``
        return any(o != c and s.catalog.names[o] == s.catalog.names[c]
                   for c in it if c >= 0 for o in s.players[s.catalog.owners[c]].graveyard)
    if k == "it_all":  # «если вызванные существа – пираты»: the cards just acted on (at least one) all fit
        return bool(it) and cond.select is not None and all(fits(s, cond.select, c, controller, source) for c in it)
    if k in ("it_any", "discarded_card_fits"):  # «если противник сбросил существо» / «если была сброшена <карта>»:
        #                                   one of the cards just acted on fits
        #                                   (a card of a graveyard select has left play: «если было уничтожено …»)
        return cond.select is not None and any(fits(s, cond.select, c, controller, source) and (
            cond.select.zone != GRAVEYARD or c not in s.cards) for c in it)
    if k == "in_play":
        return source in s.cards
    if k == "hero_life_below_source":  # «(ваш герой …,) пока имеет меньше текущих жизней, чем <эта карта>»
        hero, src = s.cards.get(s.players[controller].hero), s.cards.get(source)
        return hero is not None and src is not None and continuous.life(s, hero) < continuous.life(s, src)
    if k == "hero_life_below_sum":  # «…, чем сумма текущих жизней <ваших X>»
        hero = s.cards.get(s.players[controller].hero)
        if hero is None or cond.select is None:
            return False
        total = sum(continuous.life(s, s.cards[c]) for c in candidates(s, cond.select, controller, source)
                    if c in s.cards)
        return continuous.life(s, hero) < total
    if k == "event_cost_above_coins":  # «если его стоимость {м} больше, чем количество ваших {м}»
        # all your coins, as «где Х — количество ваших {м}» (continuous.static_amount: temporary, tagged ones too)
        return bool(it) and combined.cost(s, it[0]) > continuous.static_amount(s, A.Amount("coins"), controller, source)
    if k == "event_cost_below_count":  # «если его стоимость {м} меньше количества <карт>»
        assert cond.select is not None
        return bool(it) and combined.cost(s, it[0]) < count(s, cond.select, controller, source)
    if k == "hoarded_namesake_in_opp_grave":  # «у вас есть добытая карта с таким же названием, как на
        card_names = s.catalog.names  # кладбище противника»
        grave = {card_names[c] for c in s.players[1 - controller].graveyard}
        return bool(grave) and any(card_names[c] in grave for c in hoarded_cards(s, A.HOARDED, controller))
    if k == "event_card":  # a replacement's condition on the card the event is about (engine/replacements.py)
        return bool(it) and cond.select is not None and fits(s, cond.select, it[0], controller, source)
    if k == A.RULES_OPTION:  # an ability that exists only under a rules option (a reading the rules leave open)
        return bool(getattr(s.config, cond.state or "", False))
    if k == "coins_spent":  # «Расход X: …»: the controller has spent X or more coins this turn
        return _compare(s.players[controller].spent_this_turn, cond.op, cond.value)
    if k == "no_coins_spent":  # «если при розыгрыше этой карты не было потрачено {м}»
        cs = s.cards.get(source)
        return cs is not None and cs.counters.get("paid", 0) == 0
    if k == "boosts_below":
        cs = s.cards.get(source)
        return cs is not None and cs.boosts() < cond.value
    if k == "coins":  # «если у вас N или более {м}»: coins you have, open or closed, temporary too
        return _compare(_all_coins(s, controller), cond.op, cond.value)
    if k == "coins_vs_opponent":  # «пока у вас меньше {м}, чем у противника» (every coin of each, as «coins»)
        return _compare(_all_coins(s, controller), cond.op, _all_coins(s, 1 - controller))
    if k == "creature_lead":  # «пока у вас ровно на N существо больше, чем у противника»
        lead = count(s, _YOUR_CREATURES, controller, source) - count(s, _ENEMY_CREATURES, controller, source)
        return _compare(lead, cond.op, cond.value)
    if k == "hand_vs_opponent":  # «пока у вас в руке меньше карт, чем у противника»
        return _compare(len(s.players[controller].hand), cond.op, len(s.players[1 - controller].hand))
    if k == "deck_top_is":  # «пока верхняя карта — заклинание / существо» (the controller's deck)
        deck = s.players[controller].deck
        return bool(deck) and cond.select is not None and s.catalog.defs[deck[-1]].type == cond.select.kind
    if k == "no_other_creatures":  # you control no creature but the trigger's card (``it``)
        return not any(s.cards[c].controller == controller and s.catalog.defs[c].type == "creature" and c not in it
                       for c in s.play)
    if k == "acted_on_survived":  # the card this instruction acts on (ref SAME_CARD) is in play with life > 0
        cs = s.cards.get(it[0]) if it else None
        return cs is not None and continuous.life(s, cs) > 0
    if k == "it_survived":  # «если оно выжило»: the card just wounded is in play with life > 0
        cs = s.cards.get(it[0]) if it else None
        return cs is not None and continuous.life(s, cs) > 0
    if k == "thirst_killed_one":  # «если от жажды этой карты погибло существо» (recorded by play.ThirstFrame)
        victim = s.turn_counts.get(f"@thirst_kill_note/{source}", 0) - 1
        return victim >= 0 and victim not in s.cards
    if k == "creature_survived":  # «если раненное таким образом существо выжило»
        cs = s.cards.get(it[0]) if it and it[0] >= 0 else None
        return cs is not None and s.catalog.defs[it[0]].type == "creature" and continuous.life(s, cs) > 0
    if k == "it_died":  # «если существо погибло» — the card just wounded is a creature that did not survive
        if not it or it[0] < 0 or s.catalog.defs[it[0]].type != "creature":
            return False
        cs = s.cards.get(it[0])
        return cs is None or continuous.life(s, cs) <= 0
    if k == "object_cost_le_count":  # «…, если его стоимость {м} меньше или равна количеству …»
        assert cond.select is not None
        return bool(it) and (s.catalog.defs[it[0]].cost or 0) <= count(s, cond.select, controller, source)
    if k == "owner_grave_none":  # «…, если на кладбище его владельца нет …»
        owner = s.catalog.owners[it[0]] if it else None
        return owner is not None and not any(fits(s, cond.select, c, controller, source)
                                             for c in s.players[owner].graveyard) if cond.select else False
    if k == "open_coins":  # «если у вас есть N или более открытых {м}»
        return _compare(s.players[controller].open_coins, cond.op, cond.value)
    if k == "ref_state":  # «если оно оглушено» — IT (the previous instruction's card) is in that state
        return cond.ref is not None and cond.ref.kind == "it" and bool(it) and cond.state is not None \
            and all(_state_ok(s, cond.state, c) for c in it)
    if k == "was_played_from_hand":  # «если вы разыграли эту карту из руки»
        return history.played_from_hand(s, source)
    if k == "went_second":  # «если вы ходили вторым»
        return s.first_player != controller
    if k == A.OWN_TURN_NUMBER:  # «в начале вашего первого хода»: the turns of his own the controller has begun
        return _compare(s.turn_owner_count[controller], cond.op, cond.value)
    if k == "source_in_graveyard":  # «если <эта карта> на кладбище» — in its owner's graveyard now
        return source in s.players[s.catalog.owners[source]].graveyard
    if k == "cost_sum_above_enemy_life":  # «суммарная стоимость {м} ваших существ больше текущих
        #                                         жизней противника» (printed costs; the enemy hero's current life)
        assert cond.select is not None
        total = sum(s.catalog.defs[iid].cost or 0 for iid in candidates(s, cond.select, controller, source))
        hero = s.cards.get(s.players[1 - controller].hero)
        return hero is not None and total > continuous.life(s, hero)
    if k == "grave_distinct_names":  # «если на вашем кладбище есть 13 карт с разными названиями»
        assert cond.select is not None
        names = {s.catalog.names[iid] for iid in candidates(s, cond.select, controller, source)}
        return _compare(len(names), cond.op, cond.value)
    if k == "paid_discard_fits":  # «если было сброшено заклинание»: the card discarded to pay (set when paying)
        cs = s.cards.get(source)
        paid = cs.counters.get(A.PAID_DISCARD, -1) if cs is not None else -1
        return paid >= 0 and cond.select is not None and fits(s, cond.select, paid, controller, source)
    if k in ("paid_foreign", "paid_own"):  # «если уничтоженная карта поддержки не была вашей», «если вы завершили
        # свой квест» (set when paying)
        cs = s.cards.get(source)
        return cs is not None and cs.counters.get("@paid_foreign", -1) == (1 if k == "paid_foreign" else 0)
    if k == "hand_cost_run":  # «если в ней (вашей руке) есть N карт разной стоимости {м} подряд»
        return hand_cost_run(s, controller) >= cond.value
    if k == "markers_on":  # «…; если их N или более» — the named counters on the card the instruction put them on
        cs = s.cards.get(_referred_card(s, cond.ref, controller, source))
        return cs is not None and _compare(cs.counters.get(cond.state or "", 0), cond.op, cond.value)
    raise ValueError(f"unknown condition kind {k!r}")


def _referred_card(s: GameState, ref: A.Ref | None, controller: int, source: int) -> int:
    """The one card a condition's fixed reference names: this card, or the hero of a side."""
    player = side_player(ref.side, controller) if ref is not None and ref.kind == "hero" else None
    return s.players[player].hero if player is not None else source


def hand_cost_run(s: GameState, player: int) -> int:
    """The longest run of consecutive printed costs {м} among the cards of ``player``'s hand («5 карт разной стоимости
    подряд»: costs such as 2, 3, 4, 5, 6). A card of cost X has no printed number and is in no run."""
    costs = {d.cost for d in (s.catalog.defs[c] for c in s.players[player].hand)
             if d.cost is not None and not d.cost_is_x}
    return max((_run_from(costs, c) for c in costs if c - 1 not in costs), default=0)


def _run_from(costs: set[int], start: int) -> int:
    """How many consecutive values ``start``, ``start`` + 1, … are in ``costs``."""
    n = 0
    while start + n in costs:
        n += 1
    return n


def history_measure(s: GameState, q: A.HistoryQuery, controller: int, source: int) -> int:
    """The number a ``HistoryQuery`` asks for, for an ability of ``controller`` whose source is ``source``: the
    entries of the event history (``history.window``) whose cards fit its selectors. (Here, beside ``fits``, so that
    the history itself stays a record that imports no rules.)"""

    def subject_fits(sel: A.Select | None, card: int, player: int) -> bool:
        if sel is None:
            return True
        if sel.side != A.ANY and player != side_player(sel.side, controller):
            return False  # the side as it was: the player of the event, not the card's controller now
        return fits(s, _any_side(sel), card, controller, source)

    total = 0
    seen: set[tuple[int, int]] = set()
    for entry in history.window(s, q.window, controller):
        name, subject, other, amount, player = entry
        if name != q.event or (q.of_source and subject != source):
            continue
        if not subject_fits(q.subject, subject, player):
            continue
        if q.other is not None and (other < 0 or not fits(s, q.other, other, controller, source)):
            continue  # (the second card's side: its controller now, or its owner out of play)
        if q.measure == A.SUM_AMOUNTS:
            total += amount
        elif q.measure == A.DISTINCT_CARDS:
            seen.add((subject, player))
        else:
            total += 1
    return len(seen) if q.measure == A.DISTINCT_CARDS else total


_ANY_SIDE: dict[A.Select, A.Select] = {}


def _any_side(sel: A.Select) -> A.Select:
    """``sel`` without its side (made once per selector): the side of a past event is checked against the event's
    player, a card elsewhere against its own rules."""
    out = _ANY_SIDE.get(sel)
    if out is None:
        out = _ANY_SIDE[sel] = dataclasses.replace(sel, side=A.ANY)
    return out
