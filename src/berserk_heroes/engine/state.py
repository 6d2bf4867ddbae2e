"""Plain, slotted game state. Cloning copies a handful of small lists and the cards in play.

Card instances are numbered (``iid``) once per game. What never changes during a game (each instance's
CardDef and owner) lives in the shared :class:`Catalog`; only per-game mutable data is copied on clone.
Cards outside the play zone have no mutable state at all: zones other than play are lists of iids.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, NamedTuple

from .. import abilities as A
from ..abilities import (
    ENTER_CLOSED,
    GRAVE_PLAY,
    LEAVE_GRAVEYARD,
    NEXT_ENTERS_CLOSED,
    NEXT_ENTERS_YOURS,
    NEXT_HIRE_OFF,
    NOT_PLAYED,
    SPELL,
    Ability,
    Effect,
)
from ..cards.model import CardDef
from ..config import RulesConfig
from ..decisions import PART_BASE, PART_STRIDE, card_name
from ..rng import Rng
from . import history_text
from .ability_index import (
    AMOUNT,
    CONDITION,
    MODIFIER,
    PARAM,
    PARAM_KEY,
    STATIC,
    VERB,
    Use,
    definition_uses,
    param_use,
    uses_of,
)
from .keywords import EXPANDED, keyword_abilities

CatalogIndex = Callable[["Catalog", list[CardDef], set[str]], None]
"""Builds the part of a :class:`Catalog` that a rules concept above the state keeps (from the catalog built so far,
the game's definitions and the keywords its cards can be given), setting that concept's own fields."""

CATALOG_INDEXES: list[CatalogIndex] = []
"""The builders of the concepts' indexes (``Catalog.replacers`` and ``replacement_steps``: replacement_pipeline;
``restrictions``: restrictions; ``delayed``, ``delayed_index``, ``delayed_on_events``: delayed; ``pausing``:
replacements), each appended by its module at import: the state is below them and never asks them. Each sets only
its own fields, so their order does not matter."""


def _asks_not_played(ab: Any) -> bool:
    """A trigger about a card that entered play without being played (Select state NOT_PLAYED)."""
    return ab.trigger is not None and ab.trigger.subject is not None and ab.trigger.subject.state == NOT_PLAYED

class RestrictionIndex(NamedTuple):
    """What of the restriction vocabulary can occur in one game (``Catalog.restrictions``, built by
    ``restrictions.index``)."""

    by_action: dict[str, tuple[A.Restriction, ...]]  # action → restrictions whose keyword a card can have
    obligations: dict[str, tuple[A.Obligation, ...]]  # kind of attack → taunts a card can have
    bans: tuple[A.Effect, ...]  # the «ban» instructions of the game's texts (an effect's key is the index here)
    ban_index: dict[A.Effect, int]
    # instance → its activated abilities (indices) that any player may activate, not only its controller
    open_activations: dict[int, frozenset[int]]
    # a card can have a keyword that keeps it from being named by abilities other than spells (at all, by shots, by
    # creatures): without it and without a static «не могут …» only a spell's target is looked at (targetable)
    ability_targeting: bool


class Catalog:
    """The immutable part of a game: each instance's definition and owner. Shared by all clones."""

    __slots__ = ("defs", "owners", "names", "has_abilities", "triggered", "activated", "activation_zones", "statics",
                 "any_triggers", "any_statics", "zone_watchers", "granted", "granted_index",
                 "static_kinds", "by_event", "triggered_on", "zone_watchers_on", "granted_keywords", "lowers_life",
                 "modifies_life",
                 "frenzy_possible", "kinds_in_play", "granted_events", "replacers", "restrictions",
                 "listened", "keywords_possible", "static_granted_keywords", "used",
                 "grave_playable", "last_strike_used", "delayed", "delayed_index", "delayed_on_events",
                 "last_known", "may_hide", "may_enter_closed", "may_enter_taken", "may_skip_next_hire", "self_costs", "graveyard_permission", "pausing",
                 "cancels", "effects_may_expire", "notes_hand_plays", "notes_plays", "opponent_graveyard_playable", "own_graveyard_static",
                 "plays_from_graveyards",
                 "plain_costs",
                 "replaces_classes", "adds_classes", "printed_classes", "repeats_triggers", "keeps_destroyed_values", "raises_keywords", "repeats",
                 "hand_grants", "hand_ability_grants", "replacement_steps", "graveyard_locks", "granted_static_parts", "granted_static_kinds",
                 "possible_static_kinds", "creature_lives", "hand_abilities", "answers_others_on",
                 "activated_off_play", "granted_activated", "keywords_statics_change", "state_triggers")
    # the fields the concepts above the state fill (CATALOG_INDEXES)
    hand_abilities: tuple[Any, ...]  # the ``establish`` HAND_ABILITY effects of the game (engine/triggers.py)
    answers_others_on: dict[str, frozenset[int]]  # event → instances that may answer it about another card (triggers)
    activated_off_play: frozenset[int]  # instances with a printed activated ability working outside play (declare.py)
    granted_activated: bool  # a card of the game can be given an activated ability (engine/declare.py)
    keywords_statics_change: frozenset[str] | None  # the keywords a static of the game may change (continuous.py)
    state_triggers: bool  # a triggered ability of the game is a state trigger (engine/rules_effects.py)
    plain_costs: tuple[int | None, ...]  # per instance: its price, when nothing else can refuse it (engine/play.py)
    replacers: dict[str, frozenset[int]]
    replacement_steps: dict[str, tuple[Callable[[GameState, Any], None], ...]]
    restrictions: RestrictionIndex
    delayed: tuple[Ability, ...]
    delayed_index: dict[Effect, int]
    delayed_on_events: bool
    pausing: bool

    def __init__(self, defs: list[CardDef], owners: list[int]) -> None:
        self.defs: tuple[CardDef, ...] = tuple(defs)
        self.owners: tuple[int, ...] = tuple(owners)
        self.names: tuple[str, ...] = tuple(d.name for d in defs)
        self.has_abilities = any(d.abilities for d in defs)
        # per instance: a creature's printed life (0 when none), None for every other card (the rules effects look
        # for dead creatures before every priority: rules_effects._dead_creatures)
        self.creature_lives: tuple[int | None, ...] = tuple(
            (d.life or 0) if d.type == "creature" else None for d in defs)
        # A catalog is built for every new pairing of decks: what depends on one definition only is computed once
        # per definition (``_facts``) and only gathered here.
        facts = [_facts(d) for d in defs]
        # Per instance: (ability index, ability) of its triggered / activated abilities, for fast scans.
        self.triggered: tuple[tuple[tuple[int, Any], ...], ...] = tuple(f.triggered for f in facts)
        self.activated: tuple[tuple[tuple[int, Any], ...], ...] = tuple(f.activated for f in facts)
        # per instance: the zones its printed activated abilities work in (declare.activation_options looks only there)
        self.activation_zones: tuple[frozenset[str], ...] = tuple(f.activation_zones for f in facts)
        self.statics: tuple[tuple[Any, ...], ...] = tuple(f.statics for f in facts)
        # Abilities that cards can be given («имеет: "…"», «получает: "…"»), numbered from GRANTED_BASE.
        granted = [ab for f in facts for ab in f.granted]
        granted_codes = {code for f in facts for code in f.granted_codes}
        self.granted: tuple[Any, ...] = tuple(dict.fromkeys(granted))
        self.granted_index: dict[Any, int] = {ab: GRANTED_BASE + i for i, ab in enumerate(self.granted)}
        # the events a granted triggered ability can answer (collect() skips the granted scan for the others)
        self.granted_events: frozenset[str] = frozenset(
            ab.trigger.event for ab in self.granted if ab.kind == "triggered" and ab.trigger is not None)
        # keywords whose abilities can be granted in this game (their code is the ability's text's first word)
        given_codes = frozenset().union(*(f.granted_keyword_codes for f in facts))
        self.granted_keywords: tuple[str, ...] = tuple(code for code in EXPANDED if code in given_codes)
        # per instance: the kinds of its static parts, plus LOWERS_LIFE when one of them can lower life (so that
        # ``continuous.has_static_kind`` answers «can a static in play lower life?» from the same memo)
        self.static_kinds: tuple[frozenset[str], ...] = tuple(f.static_kinds for f in facts)
        # the parts of the static abilities an instruction can give («Ваш герой получает: «…»»): they work on the card
        # that has them as if printed there (continuous.granted_statics); their kinds, and every static kind that can
        # work in this game (printed or given), for the tests «can such a static ever apply here?»
        self.granted_static_parts: tuple[Any, ...] = tuple(
            p for ab in self.granted if getattr(ab, "kind", None) == "static" for p in ab.statics)
        self.granted_static_kinds: frozenset[str] = frozenset(p.kind for p in self.granted_static_parts) | (
            _LOWERS if any(map(can_lower_life, self.granted_static_parts)) else frozenset())
        self.possible_static_kinds: frozenset[str] = frozenset().union(*self.static_kinds, self.granted_static_kinds)
        # whether any static ability in this game can lower life (only then can an unwounded card be at 0)
        self.modifies_life = any(p.kind == "modify" and (p.life or (p.what == "life" and p.value))
                                 for parts in (*self.statics, self.granted_static_parts) for p in parts)
        # «Бешенство» printed on a card, or something that could grant it (any grant at all)
        self.frenzy_possible = any("frenzy" in d.kw for d in defs) or "frenzy" in granted_codes
        # the keywords a static ability of this game grants («Существа противника имеют жажду Х»: continuous.keyword_as_played)
        self.static_granted_keywords: frozenset[str] = frozenset(
            p.keyword for parts in (*self.statics, self.granted_static_parts) for p in parts
            if p.kind == "grant" and p.keyword)
        # every keyword printed on a card of this game or that can be granted (a cheap test for rare keywords)
        self.keywords_possible: frozenset[str] = frozenset(k for d in defs for k in d.kw) | frozenset(granted_codes)
        # what the abilities of this game use (engine/ability_index.py): rules checks that matter only for some
        # instructions, statics, conditions or amounts ask it once here, so games without them skip the checks
        self.used: frozenset[Use] = frozenset().union(*(definition_uses(d) for d in defs), *(
            f.granted_uses for f in facts))
        # «скрыться» or Скрытность: the reveal step of the turn; «входят в игру закрытыми»: entering play closed
        self.may_hide = self.uses(VERB, "hide") or "stealth" in self.keywords_possible
        self.may_skip_next_hire = self.uses(PARAM, param_use("establish", "rule", NEXT_HIRE_OFF))
        self.may_enter_closed = self.uses(PARAM, param_use("establish", "rule", ENTER_CLOSED)) or self.uses(
            PARAM, param_use("establish", "rule", NEXT_ENTERS_CLOSED))
        # «Следующее существо противника входит в игру под вашим контролем» (zones.enter_play)
        self.may_enter_taken = self.uses(PARAM, param_use("establish", "rule", NEXT_ENTERS_YOURS))
        # «Вы можете разыгрывать <карты> с вашего кладбища до конца хода» (a permission on the player, for the turn)
        self.graveyard_permission = self.uses(PARAM, param_use("establish", "rule", GRAVE_PLAY))
        # «Отмените <эту карту>»: only then may a declared triggered ability jump ahead in the Queue
        # (queue.place_ahead, RulesConfig.cancel_timing)
        self.cancels = self.uses(VERB, "cancel_card")
        # «… пока …» (param ``while``): only then can an effect carry a condition of existence (120.6), which the
        # rules effects check before every priority (rules_effects._expire_conditions)
        self.effects_may_expire = self.uses(PARAM_KEY, "while")
        # condition «если вы разыграли эту карту из руки»: only then does a play note whether the card came from the
        # hand (play.play_card, the free play of effects/entering.py: ``turn_counts`` key history.FROM_HAND_KEY)
        self.notes_hand_plays = self.uses(CONDITION, "was_played_from_hand")
        # «вошло в игру, но не было разыграно»: only then does a card entering play by a play note it (zones.enter_play)
        self.notes_plays = any(_asks_not_played(ab) for d in defs for ab in d.abilities) or any(
            _asks_not_played(ab) for ab in self.granted)
        # «Вы можете разыгрывать <карты> с кладбища противника» (a static in play): only then does a player's list of
        # playable cards look at the opponent's graveyard (play.graveyard_playable)
        self.opponent_graveyard_playable = self.uses(STATIC, "play_from_opp_grave")
        self.own_graveyard_static = self.uses(STATIC, "play_from_own_grave")  # «Вы можете брать квесты с кладбища»
        # «<существа> имеют класс <класс> вместо своего»: only then does selectors.classes_of look for it
        self.replaces_classes = self.uses(STATIC, "class_instead")
        # «Каждый ваш дракон также считается драконидом»: only then does selectors.classes_of add classes
        self.adds_classes = self.uses(STATIC, "class_also")
        # no text of the game changes a card's classes (none sets, replaces or adds one, or gives them all): a card's
        # classes are then its printed ones, wherever it is (selectors.classes_of answers without its walk)
        self.printed_classes = not (self.replaces_classes or self.adds_classes or self.uses(VERB, "set_class") or
                                    self.uses(VERB, "revive_two_enemy_creatures") or
                                    "all_classes" in self.possible_static_kinds)
        # «Карты не могут покидать кладбища»: only then is a card leaving a graveyard asked about
        # (restrictions.may_leave_graveyard)
        self.graveyard_locks = self.uses(MODIFIER, LEAVE_GRAVEYARD)
        self.repeats_triggers = self.uses(STATIC, "trigger_times")  # «срабатывают дважды» (engine/trigger_points.py)
        # a static that gives a keyword to cards in a hand («Заклинания в вашей руке имеют Кладку») — only then are
        # the hand's cards without activated abilities of their own looked at for activations
        self.hand_grants = any(p.kind == "grant" and p.select is not None and p.select.zone == "hand"
                               for parts in self.statics for p in parts)
        # … and one that gives an ability to cards in a hand («Существа в вашей руке имеют: «Когда …»»): only then
        # are the hand's cards looked at when an event is collected (triggers._hand_grantees)
        self.hand_ability_grants = any(p.kind == "grant_ability" and p.ability is not None and p.select is not None
                                       and p.select.zone == "hand"
                                       for parts in (*self.statics, self.granted_static_parts) for p in parts)
        # «повторите это заклинание / его» — only then is the X paid for a spell of cost X kept for the turn
        # (turn_counts), so that a repeat uses the same X (digest §6.3 «Повторить»: X keeps its value)
        self.repeats = self.uses(PARAM, param_use("repeat", "repeated", SPELL))
        self.lowers_life = LOWERS_LIFE in self.possible_static_kinds
        # event name → the instances with a printed triggered ability on it (collect() looks only at those)
        by_event: dict[str, set[int]] = {}
        for iid, abilities in enumerate(self.triggered):
            for _, ab in abilities:
                if ab.trigger is not None:
                    by_event.setdefault(ab.trigger.event, set()).add(iid)
        self.by_event: dict[str, frozenset[int]] = {k: frozenset(v) for k, v in by_event.items()}
        # event name → instance → its printed triggered abilities on that event, as (ability index, ability)
        # (triggers.collect looks only at these)
        self.triggered_on: dict[str, dict[int, tuple[tuple[int, Any], ...]]] = {
            name: {iid: tuple((i, ab) for i, ab in self.triggered[iid] if ab.trigger is not None
                              and ab.trigger.event == name) for iid in sorted(iids)}
            for name, iids in by_event.items()}
        # every event some printed or grantable triggered ability of this game listens to: events that are
        # emitted only for a few abilities (wounds by strike …) are skipped when nobody listens
        self.listened: frozenset[str] = frozenset(by_event) | frozenset(
            a.trigger.event for a in self.granted if getattr(a, "trigger", None) is not None)
        self.any_triggers = any(self.triggered) or any(a.kind == "triggered" for a in self.granted)
        # «Вы можете разыграть эту карту с кладбища, при этом ваш герой добывает её» (a permission of the card)
        self.grave_playable: frozenset[int] = frozenset(
            i for i, d in enumerate(defs) if STATIC_PLAY_FROM_GRAVEYARD in definition_uses(d))
        # whether any card of some graveyard can ever be offered for play (turn.py, play.py: else they are skipped)
        self.plays_from_graveyards = bool(self.grave_playable) or self.graveyard_permission or (
            self.opponent_graveyard_playable) or self.own_graveyard_static
        self.any_statics = any(self.statics)
        # per instance: its own cost statics («Стоит N{м}, если …» / «стоит на N дешевле …», select None) as
        # (cost_set parts, cost parts), or None — cost_modifiers.card_cost runs for every card in hand at every decision
        self.self_costs: tuple[Any, ...] = tuple(f.self_costs for f in facts)
        # «сила удара этого механизма» after it was destroyed: only then do the creatures leaving
        # play record their last strike (GameState.last_strike)
        self.last_strike_used = any(f.last_strike for f in facts)
        # Cards with triggered abilities that work outside play (hand, graveyard, deck — 112.8).
        # static sources in play (as a tuple) → the static kinds they have: a derived cache, shared by all
        # states of this catalog (the answer depends only on the key)
        self.kinds_in_play: dict[tuple[int, ...], frozenset[str]] = {}
        self.zone_watchers: tuple[int, ...] = tuple(
            i for i, tr in enumerate(self.triggered) if any(a.zone != "play" for _, a in tr))
        # event name → the zone watchers with a printed triggered ability on it, in the same order
        self.zone_watchers_on: dict[str, tuple[int, ...]] = {
            name: tuple(i for i in self.zone_watchers if i in iids) for name, iids in self.by_event.items()}
        # the instances whose own abilities read their strike or wounds after they may have left play (Amount ``strike`` / ``wounds_on`` of THIS): zones.to_graveyard keeps those numbers for them
        self.last_known: frozenset[int] = frozenset(i for i, f in enumerate(facts) if f.reads_itself)
        if any(f.granted_reads_itself for f in facts):  # a granted one («получает: «Гибель: … на силу удара этого существа»»): any card
            self.last_known = frozenset(range(len(facts)))  # may come to read it
        # «где Х — удар / количество жизней уничтоженного существа» reads the last known values of any card an
        # instruction destroyed: GameState.destroyed_values keeps them, in such games only
        self.keeps_destroyed_values = any(self.uses(AMOUNT, kind) for kind in DESTROYED_VALUE_AMOUNTS)
        # «<np> имеют Вампиризм N или +N к Вампиризму» — then the printed Вампиризм's heal reads the card's value now
        # (effects.wounds_healing._heal_excess_to_lives) rather than the printed one
        self.raises_keywords = self.uses(MODIFIER, "keyword_or_plus")
        # the indexes of the rules concepts above the state (replacements, restrictions, delayed abilities): each
        # registered its builder in CATALOG_INDEXES when it was imported, so the state never imports them
        for build in CATALOG_INDEXES:
            build(self, defs, granted_codes)


    def uses(self, category: str, name: str) -> bool:
        """Whether an ability of this game (printed, nested or grantable) uses ``name`` of ``category`` — an effect
        verb, a static kind, a condition or amount kind … (engine/ability_index.py)."""
        return (category, name) in self.used

    @classmethod
    def shared(cls, defs: list[CardDef], owners: list[int]) -> Catalog:
        """The catalog of these definitions, built once: mass simulation plays the same decks again and
        again, and a catalog never changes after it is built. Keyed on the definitions' identities (the
        cached catalog holds them, so the ids stay valid)."""
        key = (tuple(map(id, defs)), tuple(owners))
        catalog = _CATALOGS.get(key)
        if catalog is None:
            if len(_CATALOGS) >= 64:
                _CATALOGS.pop(next(iter(_CATALOGS)))
            catalog = _CATALOGS[key] = cls(defs, owners)
        return catalog

    def with_copy(self, d: CardDef, owner: int) -> Catalog:
        """Phrase this catalog plus one more instance (definition ``d``, owned by ``owner``), numbered
        ``len(self.defs)`` — a copy of an arbitrary card made during the game («Создайте копию <существа>»; digest §2.1
        «Копия»). Catalogs never change: the state that makes the copy points to the new one (``GameState.catalog``),
        clones made before keep theirs. Appending keeps every existing number (instances, granted and delayed
        abilities), and ``shared`` builds each extension once, so replaying the same game gives the same catalog."""
        return Catalog.shared([*self.defs, d], [*self.owners, owner])


_CATALOGS: dict[tuple[tuple[int, ...], tuple[int, ...]], Catalog] = {}

LOWERS_LIFE = "@lowers_life"
"""A pseudo static kind (``Catalog.static_kinds``): the card has a static part that can lower life."""
_LOWERS = frozenset((LOWERS_LIFE,))


def can_lower_life(part: Any) -> bool:
    """Whether a static part can lower life («-1 к жизни»): only then can a card that is not wounded, or has fewer
    wounds than its life before statics, be at 0 (a static bonus is never negative otherwise)."""
    return part.kind == "modify" and (part.life < 0 or (part.what == "life" and part.value < 0))


class _DefFacts(NamedTuple):
    """What the Catalog needs to know about one card definition (``_facts``)."""

    triggered: tuple[tuple[int, Any], ...]
    activated: tuple[tuple[int, Any], ...]
    statics: tuple[Any, ...]  # the static parts that work in play
    granted: tuple[Any, ...]  # abilities its text can give to cards (``_granted_abilities``)
    granted_codes: frozenset[str]  # keywords its text can give
    last_strike: bool
    reads_itself: bool
    self_costs: tuple[tuple[Any, ...], tuple[Any, ...]] | None
    granted_keyword_codes: frozenset[str]  # the keywords whose abilities are among ``granted`` (``_keyword_codes``)
    granted_uses: frozenset[Use]  # what the abilities it can give use (engine/ability_index.py)
    granted_reads_itself: bool  # an ability it can give reads its card's strike or wounds (``_reads_itself``)
    activation_zones: frozenset[str]  # the zones its printed activated abilities work in
    static_kinds: frozenset[str]  # the kinds of its static parts, plus LOWERS_LIFE when one can lower life


_DEF_FACTS: dict[int, tuple[CardDef, _DefFacts]] = {}

# the amount kinds that read the last known values of a card an instruction destroyed (engine/effects/amounts)
DESTROYED_VALUE_AMOUNTS = ("destroyed_strike", "destroyed_life", "destroyed_strike_life_min")
STATIC_PLAY_FROM_GRAVEYARD = (STATIC, "play_from_graveyard")  # «Вы можете разыграть эту карту с кладбища»


def _facts(d: CardDef) -> _DefFacts:
    """The facts of one definition, computed once (definitions are immutable and shared by every game; the memo is
    keyed on identity and holds the definition, so an id is never reused while its entry lives)."""
    hit = _DEF_FACTS.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    if len(_DEF_FACTS) > 50000:
        _DEF_FACTS.clear()
    granted, codes = _granted_abilities([d])
    activated = tuple((i, a) for i, a in enumerate(d.abilities) if a.kind == "activated")
    statics = tuple(p for a in d.abilities if a.kind == "static" and a.zone == "play" for p in a.statics)
    facts = _DefFacts(
        triggered=tuple((i, a) for i, a in enumerate(d.abilities) if a.kind == "triggered"),
        activated=activated, statics=statics, granted=tuple(granted), granted_codes=frozenset(codes),
        last_strike=any(_uses_last_strike(ab) for ab in d.abilities),
        reads_itself=_reads_itself(d.abilities), self_costs=_self_costs(d),
        granted_keyword_codes=_keyword_codes(granted), granted_uses=uses_of(tuple(granted)),
        granted_reads_itself=_reads_itself(granted), activation_zones=frozenset(ab.zone for _, ab in activated),
        static_kinds=frozenset(p.kind for p in statics) | (_LOWERS if any(map(can_lower_life, statics)) else frozenset()))
    _DEF_FACTS[id(d)] = (d, facts)
    return facts


def _keyword_codes(granted: list[Any]) -> frozenset[str]:
    """The keywords (``keywords.EXPANDED``) whose abilities, at some value 1–10, are among the abilities a definition
    can give (``Catalog.granted_keywords`` gathers them: computed per definition, since hashing abilities is slow)."""
    if not granted:
        return frozenset()
    given = set(granted)
    return frozenset(code for code in EXPANDED
                     if any(ab in given for v in range(1, 11) for ab in keyword_abilities(code, v)))


def _self_costs(d: CardDef) -> tuple[tuple[Any, ...], tuple[Any, ...]] | None:
    parts = [p for ab in d.abilities if ab.kind == "static" for p in ab.statics if p.select is None]
    fixed = tuple(p for p in parts if p.kind == "cost_set")
    changes = tuple(p for p in parts if p.kind == "cost")
    return (fixed, changes) if fixed or changes else None


def _reads_itself(abilities: Any) -> bool:
    """Whether an ability's amount reads this card's own strike or wounds (last known values)."""
    def amounts(effects: Any) -> Any:
        for e in effects:
            if isinstance(e.amount, A.Amount):
                yield e.amount
            yield from amounts(e.then)
            yield from amounts(e.otherwise)
            for _, value in e.params:
                if isinstance(value, tuple) and value and isinstance(value[0], A.Effect):
                    yield from amounts(value)
                if isinstance(value, A.Select) and value.cost_max_amount is not None:  # «стоимостью до Х{м}, где Х — …»
                    yield value.cost_max_amount

    return any(a.kind in ("strike", "wounds_on") and a.ref == A.THIS
               for ab in abilities for a in amounts(ab.effects))

def created_version(d: CardDef) -> CardDef:
    """A card of the запас as the game sees it: every card set up in the запас is a created one (§1.4.2) —
    tokens, and the copies kept there for «Создайте копию <этой карты>» (
    a copy is the same card plus «Созданный», digest §2.1), which the data lists under the original's key."""
    if d.type == "token" or "created" in d.kw:
        return d
    hit = _CREATED_VERSIONS.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]  # the same object each time, so that Catalog.shared finds its cached catalog
    made = dataclasses.replace(d, keywords=(*d.keywords, ("created", 1)))
    _CREATED_VERSIONS[id(d)] = (d, made)
    return made


_CREATED_VERSIONS: dict[int, tuple[CardDef, CardDef]] = {}


def _uses_last_strike(ab: Any) -> bool:
    """Whether an ability reads the strike of a card that may have left play: «где Х - сила удара этого механизма»
    (Amount ``strike`` of IT), or any strike amount in an ability that triggers on leaving play."""
    leaving = ab.trigger is not None and ab.trigger.event in ("dies", "leaves_play", "put_into_graveyard")

    def amount(a: Any) -> bool:
        if getattr(a, "kind", None) == "strike" and (leaving or (a.ref is not None and a.ref.kind == "it")):
            return True
        return any(amount(p) for p in getattr(a, "parts", ()) or ())

    def effects(es: Any) -> bool:
        return any(amount(e.amount) or any(amount(v) for _, v in e.params) or effects(e.then) or effects(e.otherwise)
                   or effects(e.param("effects", ()) or ()) for e in es)

    return effects(ab.effects)


GRANTED_BASE = 1000  # ability numbers from here on are granted abilities (Catalog.granted)
DELAYED_BASE = 100000  # ability numbers from here on are delayed triggers (Catalog.delayed)


def _granted_abilities(defs: list[CardDef]) -> tuple[list[Any], set[str]]:
    """Every ability a card of this game can be given: quoted abilities («имеет: "…"») and the abilities
    behind keywords that can be granted («получает Регенерацию 2» → its end-of-turn heal)."""
    out: list[Any] = []
    codes: set[str] = set()

    def grant_keyword(code: Any, value: Any) -> None:
        codes.add(code)
        if code in EXPANDED and isinstance(value, int):
            out.extend(keyword_abilities(code, value or 1))

    def walk(effects: Any) -> None:
        for e in A.nested_effects(effects):
            if e.verb not in ("grant", "establish"):  # (establish HAND_ABILITY: «<карты> в вашей руке имеют: «…»»)
                continue
            if e.param("bonus"):  # «+N к <Могуществу>»: the keyword's granted abilities at any value it can reach
                for value in range(1, 11):
                    grant_keyword(e.param("keyword"), value)
            elif e.param("keyword") is not None and isinstance(e.amount, int | None):
                grant_keyword(e.param("keyword"), e.amount or 1)
            if e.param("ability") is not None:
                out.append(e.param("ability"))

    for d in defs:
        for ab in d.abilities:
            out.extend(p.ability for p in ab.statics if p.kind == "grant_ability" and p.ability is not None)
            for p in ab.statics:
                if p.kind == "grant":
                    grant_keyword(p.keyword, p.value or 1)
                    if p.what == "keyword_or_plus":  # «… или +N к …» — any value the keyword may reach
                        for v in range(1, 11):
                            grant_keyword(p.keyword, v)
            walk(ab.effects)
    return out, codes


# ability numbers from PART_BASE on: an ability of a part of a combined card (engine/combined.py), numbered
# PART_BASE + part iid * PART_STRIDE + the ability's index on the part


def ability_at(catalog: Catalog, source: int, index: int) -> Any:
    """Ability number ``index`` of card ``source``: printed (index < GRANTED_BASE), granted, a delayed trigger set up
    by one of its instructions (DELAYED_BASE ≤ index < PART_BASE), or printed on a part of the combined card
    ``source`` (index ≥ PART_BASE)."""
    if index < GRANTED_BASE:  # (a printed ability, by far the most asked: one test)
        return catalog.defs[source].abilities[index]
    if index >= PART_BASE:
        part, i = divmod(index - PART_BASE, PART_STRIDE)
        return catalog.defs[part].abilities[i]
    if index >= DELAYED_BASE:
        return catalog.delayed[index - DELAYED_BASE]
    return catalog.granted[index - GRANTED_BASE]


class CardEffect(NamedTuple):
    """An effect placed on a card (119.1–119.3): kind ``modify`` (key 'strike'/'life'), ``grant``
    (key = keyword), ``stun``, ``poison``, ``boost`` (value +1 усиления / −1 ослабления), …

    ``duration`` is one of abilities.PERMANENT / END_OF_TURN / NEXT_OWN_TURN / WHILE; ``turn`` is the
    turn number it was created in; ``owner_player`` whose «next turn» ends it; ``cond`` a Condition for
    WHILE (120.6) or None; ``source`` the iid that created it (-1 for none).
    """

    kind: str
    key: str
    value: int
    duration: str
    source: int = -1
    turn: int = 0
    owner_player: int = 0
    cond: Any = None


class CardState:
    """Mutable state of one card in the play zone (heroes included)."""

    __slots__ = ("iid", "controller", "closed", "wounds", "entered_turn", "attacks", "defences",
                 "armor_used", "wounded_turn", "effects", "stunned", "poison", "counters", "sleeping",
                 "last_wounder")

    def __init__(self, iid: int, controller: int, entered_turn: int) -> None:
        self.iid = iid
        self.controller = controller
        self.closed = False
        self.wounds = 0
        self.entered_turn = entered_turn
        self.attacks = 0
        self.defences = 0
        self.armor_used = 0
        self.wounded_turn = -1
        self.effects: list[CardEffect] = []
        self.stunned = False
        self.poison = 0
        self.counters: dict[str, int] = {}
        self.sleeping = False
        self.last_wounder = -1

    def copy(self) -> CardState:
        c = CardState.__new__(CardState)
        c.iid = self.iid
        c.controller = self.controller
        c.closed = self.closed
        c.wounds = self.wounds
        c.entered_turn = self.entered_turn
        c.attacks = self.attacks
        c.defences = self.defences
        c.armor_used = self.armor_used
        c.wounded_turn = self.wounded_turn
        c.effects = self.effects.copy() if self.effects else []
        c.stunned = self.stunned
        c.poison = self.poison
        c.counters = self.counters.copy() if self.counters else {}
        c.sleeping = self.sleeping
        c.last_wounder = self.last_wounder
        return c

    def boosts(self) -> int:
        """The эффекты усиления on the card (§2.2: ``boost`` effects of value +1; an ослабление is −1)."""
        return sum(1 for e in self.effects if e.kind == "boost" and e.value > 0)

    def snapshot(self) -> tuple[Any, ...]:
        return (self.iid, self.controller, self.closed, self.wounds, self.entered_turn, self.attacks,
                self.defences, self.armor_used, self.wounded_turn, tuple(self.effects), self.stunned,
                self.poison, tuple(sorted(self.counters.items())), self.sleeping, self.last_wounder)


class PlayerState:
    """One player's private zones and coins. Deck: the top card is the *last* element."""

    __slots__ = ("index", "hero", "deck", "hand", "graveyard", "reserve", "sideboard", "completed", "coins",
                 "closed_coins", "temp_coins", "closed_temp", "failed_draws", "spent_this_turn", "temp_own",
                 "tagged")

    def __init__(self, index: int, hero: int) -> None:
        self.index = index
        self.hero = hero
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.graveyard: list[int] = []
        self.reserve: list[int] = []
        self.sideboard: list[int] = []
        self.completed: list[int] = []  # completed quests («завершённые квесты», docs/quests.md): open to all
        self.coins = 0
        self.closed_coins = 0
        self.temp_coins = 0
        self.closed_temp = 0
        self.failed_draws = 0
        self.spent_this_turn = 0
        # how many of temp_coins were gained outside this player's turn «до конца вашего хода»: they
        # outlast the turn they were gained in and vanish at the end of his own next turn
        self.temp_own = 0
        # coins usable only for some payments — (spend_on, count, closed, ends) entries (engine/payment.py)
        self.tagged: tuple[tuple[str, int, int, int], ...] = ()

    @property
    def open_coins(self) -> int:
        """Coins that can pay right now (open permanent + open temporary)."""
        return self.coins - self.closed_coins + self.temp_coins - self.closed_temp

    def copy(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.index = self.index
        p.hero = self.hero
        p.deck = self.deck.copy()
        p.hand = self.hand.copy()
        p.graveyard = self.graveyard.copy()
        p.reserve = self.reserve.copy()
        p.sideboard = self.sideboard.copy()
        p.completed = self.completed.copy()
        p.coins = self.coins
        p.closed_coins = self.closed_coins
        p.temp_coins = self.temp_coins
        p.closed_temp = self.closed_temp
        p.temp_own = self.temp_own
        p.failed_draws = self.failed_draws
        p.spent_this_turn = self.spent_this_turn
        p.tagged = self.tagged
        return p

    def snapshot(self) -> tuple[Any, ...]:
        return (self.hero, tuple(self.deck), tuple(self.hand), tuple(self.graveyard), tuple(self.reserve),
                tuple(self.sideboard), tuple(self.completed), self.coins, self.closed_coins, self.temp_coins, self.closed_temp,
                self.failed_draws, self.spent_this_turn, self.temp_own, self.tagged)


def tagged_total(p: PlayerState) -> int:
    """All tagged coins of ``p`` (open and closed): coins he has («количество ваших {м}»)."""
    return sum(n for _, n, _, _ in p.tagged) if p.tagged else 0


class SourceList(list[int]):
    """``GameState.static_sources``: a list that remembers the static kinds of its cards (``kinds``) until it changes.
    ``continuous.kinds_in_play`` is asked on nearly every characteristic lookup, so it must not rebuild a key each
    time; every mutator clears the memo (the kinds depend only on which cards are listed)."""

    __slots__ = ("kinds", "by_kind")

    def __init__(self, items: Any = ()) -> None:
        super().__init__(items)
        self.kinds: frozenset[str] | None = None
        # static kind → (source, StaticPart) pairs of the listed cards (``continuous.parts_of_kind``)
        self.by_kind: dict[str, tuple[tuple[int, Any], ...]] | None = None

    def copy(self) -> SourceList:
        out = SourceList(self)
        out.kinds = self.kinds
        out.by_kind = self.by_kind  # never mutated in place: a change replaces it
        return out

    def append(self, item: int) -> None:
        self.kinds = self.by_kind = None
        super().append(item)

    def remove(self, item: int) -> None:
        self.kinds = self.by_kind = None
        super().remove(item)

    def insert(self, index: Any, item: int) -> None:
        self.kinds = self.by_kind = None
        super().insert(index, item)

    def extend(self, items: Any) -> None:
        self.kinds = self.by_kind = None
        super().extend(items)

    def pop(self, index: Any = -1) -> int:
        self.kinds = self.by_kind = None
        return super().pop(index)

    def clear(self) -> None:
        self.kinds = self.by_kind = None
        super().clear()

    def __setitem__(self, index: Any, value: Any) -> None:
        self.kinds = self.by_kind = None
        super().__setitem__(index, value)

    def __delitem__(self, index: Any) -> None:
        self.kinds = self.by_kind = None
        super().__delitem__(index)

    def __iadd__(self, items: Any) -> SourceList:  # type: ignore[override, misc]
        self.kinds = self.by_kind = None
        super().extend(items)
        return self



def use_up_hero_effect(s: GameState, kind: str) -> bool:
    """A one-shot rule on a hero («Следующее существо входит в игру закрытым», «Следующий Найм не срабатывает»):
    whether an effect of ``kind`` is on either hero, removing it (the card that meets it uses it up)."""
    for p in s.players:
        hero = s.cards.get(p.hero)
        if hero is not None and hero.effects and any(e.kind == kind for e in hero.effects):
            hero.effects = [e for e in hero.effects if e.kind != kind]
            return True
    return False


def take_hero_effect(s: GameState, kind: str, player: int) -> CardEffect | None:
    """One rule of ``kind`` waiting on ``player``'s hero, removed and returned (its value read by the card that uses
    it: «Следующее существо противника входит в игру под вашим контролем», each such rule taken by one card), or
    None."""
    hero = s.cards.get(s.players[player].hero)
    found = next((e for e in hero.effects if e.kind == kind), None) if hero is not None else None
    if hero is not None and found is not None:
        hero.effects = [e for e in hero.effects if e is not found]
    return found

class GameState:
    """Everything that changes during a game. Engine code mutates it; ``copy()`` is the clone."""

    __slots__ = ("catalog", "config", "rng", "players", "play", "cards", "turn", "active", "first_player",
                 "frames", "queue", "triggers", "result", "extra_turns", "skipped_turns", "used", "battle_uses", "events", "turn_owner_count",
                 "next_queue_id", "ignore_unsupported", "last_normal",
                 "static_sources", "hoarded", "hoard_origin", "turn_counts", "chosen_class", "turn_events", "past_turns",
                 "history_texts",
                 "departed", "kept_effects", "shown", "named", "parts", "last_strike", "delayed", "last_known",
                 "attack_checks", "answers", "answer_at", "destroyed_values", "rules_quiet_for", "game_plays",
                 "departed_quest_counters")

    def __init__(self, catalog: Catalog, config: RulesConfig, rng: Rng) -> None:
        self.catalog = catalog
        self.config = config
        self.rng = rng
        self.players: list[PlayerState] = []
        self.play: list[int] = []
        self.cards: dict[int, CardState] = {}
        self.turn = 0
        self.active = 0
        self.first_player = 0
        self.frames: list[Any] = []
        self.queue: list[Any] = []
        self.triggers: list[Any] = []
        self.result: tuple[int, str] | None = None  # (winner: 0/1, or -1 for a draw; reason)
        self.extra_turns: list[int] = []
        self.skipped_turns: list[int] = []  # players whose next normal turn is skipped («пропускает свой ход»)
        self.used: dict[tuple[int, int], int] = {}
        self.battle_uses: dict[tuple[int, int], int] = {}  # «(N раз за бой)»: uses in the game (ability_facts)
        self.events: list[tuple[Any, ...]] = []
        self.turn_owner_count = [0, 0]
        self.next_queue_id = 1
        self.ignore_unsupported = False
        self.last_normal = -1  # whose normal (not extra) turn was the last one
        self.static_sources = SourceList()  # cards in play with static abilities (kept by zones.py)
        self.hoarded: dict[int, tuple[int, ...]] = {}  # «добытые» cards: holder → cards under it
        self.hoard_origin: dict[int, str] = {}  # hoarded card → the zone it came from
        self.turn_counts: dict[str, int] = {}  # per-turn tallies («засад, сработавших в этот ход» …)
        self.chosen_class: dict[int, str] = {}  # «Выберите класс»: source → the class named
        # the event history (engine/history.py): this turn's events, and (active player, events) of the turn before
        # and of the other player's last turn; tuples, shared by copies until an event or a new turn replaces them
        self.turn_events: tuple[tuple[str, int, int, int, int], ...] = ()
        self.past_turns: tuple[tuple[int, tuple[tuple[str, int, int, int, int], ...]], ...] = ()
        # the history as the state hash last read it, for reading on (history_text.read_on): not part of the state, shared
        self.history_texts = history_text.EMPTY_TEXTS
        # transient, only while a card's leaving play is being announced: its effects, for granted «Гибель:»
        self.departed: dict[int, list[CardEffect]] = {}
        # cards in a graveyard → the effects on them that survive moves between the graveyard and play (a granted
        # «Инкарнация», digest §6.2; zones.KEPT_IN_GRAVEYARD): they work there and come back into play with the card
        self.kept_effects: dict[int, tuple[CardEffect, ...]] = {}
        # cards shown by «Покажите …» (viewer -1: both players) or looked at by «Посмотрите …» (viewer: that player
        # only), as (card, viewer, turn); views show them to those viewers during that turn and the next one (so a
        # card shown at the end of a turn is still on display at the next decision)
        self.shown: tuple[tuple[int, int, int], ...] = ()
        self.named: dict[int, str] = {}  # «Назовите карту»: source → the card name named (abilities.NAMED)
        # combined cards («Объединённая карта», digest §2.1; engine/combined.py): the card in play → the cards
        # attached to it («Модуль», «Присоедините»), in the order they were attached. Parts are in no other zone.
        self.parts: dict[int, tuple[int, ...]] = {}
        # a creature's strike when it last left play (a combined card: with its parts), kept only when a card of the
        # game reads it (Catalog.last_strike_used): «Ранить всех существ на Х, где Х - сила удара этого механизма»
        self.last_strike: dict[int, int] = {}
        # delayed triggers waiting for their moment (engine/delayed.Delayed); a tuple,
        # so that a clone shares it until it changes
        self.delayed: tuple[Any, ...] = ()
        # last known (strike, wounds) of a card that left play, kept only for the cards of
        # ``Catalog.last_known`` («Гибель: … где Х — сила удара этой карты / количество ран на <ней>»)
        self.last_known: dict[int, tuple[int, int]] = {}
        # (strike, current life) of every card that left play, kept only in games where a card reads «удар / жизни
        # уничтоженного существа» (Catalog.keeps_destroyed_values; engine/effects/amounts.py)
        self.destroyed_values: dict[int, tuple[int, int]] = {}
        # the {!} a card had when it last left play with some («Когда существо с {!} погибает … за каждый {!} на погибшем
        # существе», docs/quests.md): read by its death triggers; dropped when it leaves play again without any
        self.departed_quest_counters: dict[int, int] = {}
        # the frame whose next step starts from a state in which the rules effects have just found nothing to apply
        # (set when a priority round ends or a call of give_priority pushes none, and by the end-of-turn step; only
        # TurnFrame reads it, and every step of TurnFrame clears it): that step may skip applying them again. Not
        # part of the snapshot: a speed-up; a copy drops it, which only costs one more pass
        self.rules_quiet_for: Any = None
        # attacks that ended, as (attacker, final target), whose target's death the next rules
        # effects check («При атаке, если цель погибла»; kept only when a card listens, engine/effects/stats.py)
        self.attack_checks: tuple[tuple[int, int], ...] = ()
        # optional replacements (engine/pause.py): the options chosen so far for the decisions asked in the middle of the
        # step being replayed, and how many of them the replay has used
        self.answers: tuple[Any, ...] = ()
        self.answer_at = 0
        # every card played in the game, as (player, card), kept only where a trigger counts them («пятого дракона за
        # игру», history.note_game_play)
        self.game_plays: tuple[tuple[int, int], ...] = ()

    def copy(self) -> GameState:
        s = GameState.__new__(GameState)
        s.catalog = self.catalog
        s.config = self.config
        s.rng = self.rng.copy()
        s.players = [p.copy() for p in self.players]
        s.play = self.play.copy()
        s.cards = {i: c.copy() for i, c in self.cards.items()}
        s.turn = self.turn
        s.active = self.active
        s.first_player = self.first_player
        s.frames = [f.copy() for f in self.frames]
        s.queue = self.queue.copy()
        s.triggers = self.triggers.copy()
        s.result = self.result
        s.extra_turns = self.extra_turns.copy()
        s.skipped_turns = self.skipped_turns.copy()
        s.used = self.used.copy() if self.used else {}
        s.battle_uses = self.battle_uses.copy() if self.battle_uses else {}
        s.events = self.events.copy()  # what happened since the last choice: views show it (visibility.py)
        s.turn_owner_count = self.turn_owner_count.copy()
        s.next_queue_id = self.next_queue_id
        s.ignore_unsupported = self.ignore_unsupported
        s.last_normal = self.last_normal
        s.static_sources = self.static_sources.copy()
        s.hoarded = self.hoarded.copy() if self.hoarded else {}
        s.hoard_origin = self.hoard_origin.copy() if self.hoard_origin else {}
        s.turn_counts = self.turn_counts.copy() if self.turn_counts else {}
        s.chosen_class = self.chosen_class.copy() if self.chosen_class else {}
        s.turn_events = self.turn_events
        s.past_turns = self.past_turns
        s.history_texts = self.history_texts
        s.departed = {}
        s.kept_effects = self.kept_effects.copy() if self.kept_effects else {}
        s.shown = self.shown
        s.named = self.named.copy() if self.named else {}
        s.parts = self.parts.copy() if self.parts else {}
        s.last_strike = self.last_strike.copy() if self.last_strike else {}
        s.delayed = self.delayed
        s.last_known = self.last_known.copy() if self.last_known else {}
        s.destroyed_values = self.destroyed_values.copy() if self.destroyed_values else {}
        s.departed_quest_counters = self.departed_quest_counters.copy() if self.departed_quest_counters else {}
        s.rules_quiet_for = None  # (the frames are copies: the mark is the original's)
        s.attack_checks = self.attack_checks
        s.answers = self.answers
        s.answer_at = self.answer_at
        s.game_plays = self.game_plays
        return s

    def snapshot(self) -> tuple[Any, ...]:
        """A canonical tuple of the whole state (for hashing and equality in tests)."""
        history = self.history_texts = history_text.read_on(self.history_texts, self.turn_events, self.past_turns)
        return (self.rng.state, tuple(p.snapshot() for p in self.players), tuple(self.play),
                tuple(self.cards[i].snapshot() for i in sorted(self.cards)), self.turn, self.active,
                self.first_player, tuple(f.snapshot() for f in self.frames), tuple(self.queue),
                tuple(self.triggers), self.result, tuple(self.extra_turns), tuple(sorted(self.used.items())),
                tuple(self.turn_owner_count), self.last_normal, self.next_queue_id,
                tuple(sorted(self.hoarded.items())), tuple(sorted(self.hoard_origin.items())),
                tuple(sorted(self.turn_counts.items())), tuple(sorted(self.chosen_class.items())),
                history.text, history.past_text, self.shown, tuple(sorted(self.named.items())), tuple(sorted(self.parts.items())),
                tuple(sorted(self.last_strike.items())), self.delayed, tuple(sorted(self.last_known.items())),
                self.attack_checks, self.answers) + ((tuple(sorted(self.destroyed_values.items())),) if self.destroyed_values else ()) \
            + ((tuple(sorted(self.kept_effects.items())),) if self.kept_effects else ()) \
            + ((("battle_uses", tuple(sorted(self.battle_uses.items()))),) if self.battle_uses else ()) \
            + ((("skipped_turns", tuple(self.skipped_turns)),) if self.skipped_turns else ()) \
            + ((("game_plays", self.game_plays),) if self.game_plays else ()) \
            + ((("departed_quest_counters", tuple(sorted(self.departed_quest_counters.items()))),)
               if self.departed_quest_counters else ())

    def zone_lists(self) -> list[list[int]]:
        """Every place a card can be: the play zone, each player's private zones, and the cards hoarded
        under other cards («добытые»). Each card is in exactly one of them."""
        out = [self.play]
        for p in self.players:
            out.extend([p.hand, p.deck, p.graveyard, p.reserve, p.sideboard, p.completed])
        out.append([c for cards in self.hoarded.values() for c in cards])
        out.append([c for cards in self.parts.values() for c in cards])  # parts of combined cards
        return out

    # Small helpers used everywhere.
    def defn(self, iid: int) -> CardDef:
        return self.catalog.defs[iid]

    def controller_of(self, iid: int) -> int:
        """Who controls card ``iid``: its controller while it is in play, else its owner."""
        cs = self.cards.get(iid)
        return cs.controller if cs is not None else self.catalog.owners[iid]

    def name(self, iid: int) -> str:
        """The card's name for people and the notation; a combined card shows all its parts' names
        («Разоритель+Бронеход», engine/combined.py)."""
        if self.parts:
            return card_name(self.catalog.names, self.parts, iid)
        return self.catalog.names[iid]

    def owner(self, iid: int) -> int:
        return self.catalog.owners[iid]

    def opponent(self, player: int) -> int:
        return 1 - player
