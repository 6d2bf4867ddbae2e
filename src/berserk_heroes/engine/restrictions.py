"""Restrictions, obligations and per-turn limits, decided in one place (§4.2, §5.2, §5.3, §5.5, §7.4).

Three kinds of data say what may not or must be done; this module is the only one that reads them:

- **card restrictions** «не может …»: a keyword of the card (printed, granted for a time, given by a static; the
  table ``abilities.RESTRICTIONS`` maps it to an action) or a static «<карты> не могут …» of another card
  (``StaticPart("forbid", what=<action>)``). Asked by :func:`forbids` / :func:`forbidding` (the latter returns the
  refusal, for ``engine/explain.py``);
- **obligations** «должен быть выбран целью …» (taunts, ``abilities.OBLIGATIONS``): :func:`obliged_targets` narrows
  the targets of a strike attack or a shot to the cards that must be named;
- **player restrictions** for a time, with per-turn limits («не может разыгрывать / брать (более N карт за ход) /
  атаковать», «… не могут быть взяты под контроль»): the ``ban`` instruction puts an effect on the hero of each
  player concerned; :func:`player_forbids` reads it.

Per-turn markers («в этот ход уже атаковал этого персонажа») are kept by :func:`mark_this_turn` /
:func:`marked_this_turn` in ``GameState.turn_counts``, which the turn clears.

Speed: ``Catalog.restrictions`` (:func:`index`, built once per game) holds, per action, only the restrictions whose
keyword some card of the game can have, per kind of attack the obligations that can occur, and the ban instructions.
A game whose cards never mention a restriction pays one dict lookup per question.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .. import abilities as A
from . import continuous, history
from .ability_index import PARAM, param_use
from .selectors import condition_holds, fits
from .state import CATALOG_INDEXES, CardState, GameState, RestrictionIndex


def index(keywords_possible: frozenset[str], defs: Iterable[Any],
          activated: Iterable[tuple[tuple[int, A.Ability], ...]] = ()) -> RestrictionIndex:
    """The restriction index of a game whose cards can have ``keywords_possible``, whose definitions are ``defs`` and
    whose instances have the activated abilities ``activated`` ((index, ability) per instance)."""
    by_action: dict[str, tuple[A.Restriction, ...]] = {}
    for r in A.RESTRICTIONS:
        if r.keyword in keywords_possible:
            by_action[r.action] = (*by_action.get(r.action, ()), r)
    obligations: dict[str, tuple[A.Obligation, ...]] = {}
    for o in A.OBLIGATIONS:
        if o.keyword in keywords_possible:
            for kind in o.attacks:
                obligations[kind] = (*obligations.get(kind, ()), o)
    bans = tuple(dict.fromkeys(e for d in defs for e in _ban_instructions(d)))
    # (most instances have no activated ability: they are passed over without building an empty set)
    open_activations = {iid: numbers for iid, abilities in enumerate(activated) if abilities and (
        numbers := frozenset(i for i, ab in abilities if (A.ANY_ACTIVATOR, True) in ab.meta))}
    ability_targeting = any(action in by_action for action in _ABILITY_TARGETING)
    return RestrictionIndex(by_action, obligations, bans, {e: i for i, e in enumerate(bans)}, open_activations,
                            ability_targeting)


_ABILITY_TARGETING = (A.BE_TARGETED_AT_ALL, A.BE_SHOT_TARGET, A.BE_TARGETED_BY_CREATURES)


def _index_catalog(catalog: Any, defs: Any, granted_codes: set[str]) -> None:
    """A Catalog's restrictions, obligations and timed bans on players: only those its game can have."""
    # (the definitions are searched for «ban» instructions only when the game's ability index has one)
    banning = catalog.uses(PARAM, param_use("establish", "rule", A.BAN))
    catalog.restrictions = index(catalog.keywords_possible, defs if banning else (), catalog.activated)


CATALOG_INDEXES.append(_index_catalog)


# ----------------------------------------------------------------------------------------------------------
# Obligations of an attacker
# ----------------------------------------------------------------------------------------------------------


def obliged_attack_targets(s: GameState, attacker: int) -> list[int]:
    """The cards ``attacker`` must attack as soon as it can: the cards whose static «<существо> должно атаковать <эту
    карту> при первой возможности» (``must_attack_source``) names it (Мохноног-провокатор)."""
    if not (s.static_sources and continuous.has_static_kind(s, "must_attack_source")):
        return []
    return [src for src, part in continuous.parts_of_kind(s, "must_attack_source")
            if src in s.cards and continuous.applies(s, src, part, attacker)]


# ----------------------------------------------------------------------------------------------------------
# Card restrictions
# ----------------------------------------------------------------------------------------------------------

# The refusal of a static «не может …» of another card, per action (those without an entry are never offered to a
# player, so they are never explained).
_STATIC_REFUSALS: dict[str, A.Restriction] = {r.action: r for r in reversed(A.RESTRICTIONS)}


def forbids(s: GameState, action: str, cs: CardState) -> bool:
    """Whether a restriction forbids ``action`` (``abilities.ATTACK`` …, or a static's ``what``) to the card (the hot
    path's question: no refusal is built)."""
    keyed = s.catalog.restrictions.by_action.get(action)
    if keyed is not None:
        for r in keyed:
            if continuous.keyword(s, cs, r.keyword) > 0:
                return True
    return bool(s.static_sources) and continuous.has_static_kind(s, "forbid") and _static_forbids(s, action, cs)


def forbidding(s: GameState, action: str, cs: CardState) -> A.Restriction | None:
    """The restriction that forbids ``action`` to the card now, or None: its own keyword first, then a static
    «не могут …» of a card in play (for the refusal a player gets: engine/explain.py)."""
    for r in s.catalog.restrictions.by_action.get(action, ()):
        if continuous.keyword(s, cs, r.keyword) > 0:
            return r
    if s.static_sources and continuous.has_static_kind(s, "forbid") and _static_forbids(s, action, cs):
        return _STATIC_REFUSALS.get(action) or A.Restriction("", action, "forbidden", "7.5", "это запрещено",
                                                             "that is forbidden")
    return None


def kept_closed(s: GameState, cs: CardState) -> bool:
    """Whether a rule keeps closed card ``cs`` from being opened now, by anything: «Не открывается в свой ход» in its
    controller's turn (Усмиритель's «Герои не открываются в свой ход», issue 14 — the фаза восстановления, «Откройте»
    and «Подготовьте» alike)."""
    return A.OPEN_IN_OWN_TURN in s.catalog.restrictions.by_action and cs.controller == s.active \
        and forbids(s, A.OPEN_IN_OWN_TURN, cs)


def _static_forbids(s: GameState, action: str, cs: CardState) -> bool:
    return any(part.what == action and continuous.applies(s, src, part, cs.iid)
               for src, part in continuous.parts_of_kind(s, "forbid"))


def targetable(s: GameState, player: int, source: int, spec: A.Target, kind: str, cands: list[int]) -> list[int]:
    """The candidates for target ``spec`` of an ability of ``source`` (of ``kind``, declared by ``player``) that no
    restriction keeps from being named (118.1): «Защита от заклинаний», «Не может быть целью выстрелов», «Существа
    могут выбирать <эту карту> только в качестве цели атаки ударом», «<карты> не могут быть целью способностей
    противника», and «Неуловимость от X» of an open card against a shot of an X (a shot is an attack: FAQ #29)."""
    if cands and "elusive" in s.catalog.keywords_possible:
        cands = _not_elusive_from_shot(s, source, spec, cands)
    if cands and s.catalog.graveyard_locks and spec.select.zone == A.GRAVEYARD and _moves_target(s, source, spec):
        cands = free_to_leave(s, cands)  # «Карты не могут покидать кладбища»: a card the ability would move is no choice
    if not cands:
        return cands
    by_opponent = bool(s.static_sources) and continuous.has_static_kind(s, "forbid")
    index = s.catalog.restrictions
    if not (by_opponent or index.ability_targeting or kind == "spell" and A.BE_TARGETED_BY_SPELLS in index.by_action):
        return cands  # (no restriction of being named concerns this ability in this game: _targeting_actions's [])
    actions = _targeting_actions(s, source, spec, kind, by_opponent)
    if not (actions or by_opponent):
        return cands
    return [c for c in cands if c not in s.cards or not (
        any(forbids(s, action, s.cards[c]) for action in actions)
        or (by_opponent and s.cards[c].controller != player and _static_forbids(s, A.BE_TARGETED, s.cards[c])))]


def _not_elusive_from_shot(s: GameState, source: int, spec: A.Target, cands: list[int]) -> list[int]:
    """The candidates for target ``spec`` of ``source`` but, when ``spec`` is the target of a «Выстрел», the open cards
    with «Неуловимость от X» where the shooter ``source`` is an X: an X cannot attack it while it is open, and a shot
    is an attack (digest §6.2, §5.5; FAQ #29)."""
    elusive = [c for c in cands if c in s.cards and not s.cards[c].closed and elusive_from(s, c, source)]
    if not elusive or not is_shot_target(s, source, spec):
        return cands
    return [c for c in cands if c not in elusive]


def _targeting_actions(s: GameState, source: int, spec: A.Target, kind: str, forbid_statics: bool) -> list[str]:
    """The restrictions of being named that concern target ``spec`` of ``source``: by a spell, by a shot, by a
    creature's ability (but as the creature its «Сразиться» fights). Without a static «не могут …» in play
    (``forbid_statics``) only a keyword some card of the game can have forbids: the other actions are left out."""
    by_action = s.catalog.restrictions.by_action
    actions = [A.BE_TARGETED_BY_SPELLS] if kind == "spell" and (
        forbid_statics or A.BE_TARGETED_BY_SPELLS in by_action) else []
    if A.BE_TARGETED_AT_ALL in by_action:
        actions.append(A.BE_TARGETED_AT_ALL)
    if A.BE_SHOT_TARGET in by_action:
        if is_shot_target(s, source, spec):
            actions.append(A.BE_SHOT_TARGET)
    if A.BE_TARGETED_BY_CREATURES in by_action and s.catalog.defs[source].type == "creature":
        if not fought_in(s, source, spec):
            actions.append(A.BE_TARGETED_BY_CREATURES)
    return actions


def fought_in(s: GameState, source: int, spec: A.Target) -> bool:
    """Whether ``spec`` is the target a «Сразиться» / «… сражается с …» of one of ``source``'s abilities fights."""
    for ab in (*s.catalog.defs[source].abilities, *s.catalog.granted):
        for i, t in enumerate(ab.targets):
            if t is spec:
                return any(e.verb == "fight" and e.what is not None and e.what.kind == "target" and e.what.index == i
                           for e in _walk(ab.effects))
    return False


# The verbs that take the card they act on out of its zone (a target in a graveyard: engine/zones moves it).
_MOVING_VERBS = frozenset(("move", "hoard", "put_into_play", "play_from"))


def _moves_target(s: GameState, source: int, spec: A.Target) -> bool:
    """Whether an instruction of the ability of ``source`` whose target is ``spec`` moves that target (a card named in a
    graveyard only to be looked at, «Выберите карту на кладбище противника», is still offered under Привратник)."""
    for ab in (*s.catalog.defs[source].abilities, *s.catalog.granted):
        for i, t in enumerate(ab.targets):
            if t is spec:
                return any(e.verb in _MOVING_VERBS and e.what is not None and e.what.kind == "target"
                           and e.what.index == i for e in _walk(ab.effects))
    return True  # (a target of a mode, or a copy of the spec: assume it is moved, as nearly every graveyard target is)


def _walk(effects: tuple[A.Effect, ...]) -> list[A.Effect]:
    out: list[A.Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_walk((*e.then, *e.otherwise)))
        inner = e.param("effects")
        if isinstance(inner, tuple):
            out.extend(_walk(inner))
    return out


# ----------------------------------------------------------------------------------------------------------
# «Неуловимость от X»
# ----------------------------------------------------------------------------------------------------------


def elusive_from(s: GameState, holder: int, creature: int) -> bool:
    """Whether ``holder`` (in play) has «Неуловимость от X» and ``creature`` is an X (the printed keyword's meta
    ``from``; the keyword lost or hidden counts as absent)."""
    cs = s.cards.get(holder)
    if cs is None or not continuous.has(s, cs, "elusive"):
        return False
    for ab in s.catalog.defs[holder].abilities:
        if ab.keyword is not None and ab.keyword[0] == "elusive":
            for key, sel in ab.meta:
                if key == "from" and fits(s, sel, creature, cs.controller, holder):
                    return True
    return False


# ----------------------------------------------------------------------------------------------------------
# «Не может быть целью выстрелов»
# ----------------------------------------------------------------------------------------------------------


def is_shot_target(s: GameState, source: int, spec: A.Target) -> bool:
    """Whether target requirement ``spec`` (an object of one of ``source``'s abilities, printed or granted, or of
    one of their modes) is the target of a «Выстрел» instruction."""
    abilities = (*s.catalog.defs[source].abilities, *s.catalog.granted)
    return any(_shot_in(ab, spec) for ab in abilities)


def _shot_in(ab: Any, spec: A.Target) -> bool:
    for i, t in enumerate(ab.targets):
        if t is spec:
            return _uses_shot(ab.effects, i)
    return any(_shot_in(mode, spec) for mode in _modes(ab.effects))


def _modes(effects: Any) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        out.extend(m for m in e.param("modes", ()) or () if isinstance(m, A.Ability))
        out.extend(_modes((*e.then, *e.otherwise, *(e.param("effects", ()) or ()))))
    return out


def _uses_shot(effects: Any, index: int) -> bool:
    for e in effects:
        if e.verb == "shot" and e.what is not None and e.what.kind == "target" and e.what.index == index:
            return True
        if _uses_shot((*e.then, *e.otherwise, *(e.param("effects", ()) or ())), index):
            return True
    return False


# ----------------------------------------------------------------------------------------------------------
# Leaving a graveyard («Карты не могут покидать кладбища»)
# ----------------------------------------------------------------------------------------------------------


def may_leave_graveyard(s: GameState, iid: int) -> bool:
    """Whether card ``iid`` may leave the graveyard it lies in now: not while a working static «<карты> не могут
    покидать кладбища» (``forbid`` LEAVE_GRAVEYARD) of a card in play names it. Every move out of a graveyard asks
    (``zones.stays_in_graveyard``), and so does every choice of graveyard cards to move (:func:`free_to_leave`); a
    card in any other zone may always move. A game without such a static pays one flag test."""
    if not s.catalog.graveyard_locks or not s.static_sources or not continuous.has_static_kind(s, "forbid"):
        return True
    if not any(iid in p.graveyard for p in s.players):
        return True
    return not any(part.what == A.LEAVE_GRAVEYARD and continuous.applies(s, src, part, iid)
                   for src, part in continuous.parts_of_kind(s, "forbid"))


def free_to_leave(s: GameState, cards: list[int]) -> list[int]:
    """The cards of ``cards`` that may leave their zone now (all of them but those kept in a graveyard): the choices
    of a revival, a return, a shuffle, a play or a payment from a graveyard offer only these (an option must not offer
    what would be refused)."""
    if not s.catalog.graveyard_locks or not cards:
        return cards
    return [c for c in cards if may_leave_graveyard(s, c)]


# ----------------------------------------------------------------------------------------------------------
# Obligations («должен быть выбран целью …»)
# ----------------------------------------------------------------------------------------------------------


def obliged_targets(s: GameState, attack: str, player: int, cands: list[int]) -> list[int]:
    """The candidates for the target of an attack of kind ``attack`` (``abilities.STRIKE_ATTACK`` / ``SHOT_ATTACK``)
    declared by ``player``: only the enemy cards that must be named, when one is a candidate; else all of them."""
    obligations = s.catalog.restrictions.obligations.get(attack)
    if not obligations or not cands:
        return cands
    taunting = [c for c in cands if c in s.cards and s.cards[c].controller != player
                and any(_binds(s, o, s.cards[c]) for o in obligations)]
    return taunting or cands


def first_spell_targets(s: GameState, named: tuple[int, ...], cands: list[int]) -> list[int]:
    """The candidates for a target of a spell being declared: when it is the first spell played this turn and no card
    ``named`` for its targets so far must be named, only the cards that must be (Кицунэ, either player's), when one is
    a candidate; else all of them."""
    obligations = s.catalog.restrictions.obligations.get(A.FIRST_SPELL)
    if not obligations or not cands or _spell_played_this_turn(s):
        return cands
    if any(c in s.cards and any(_binds(s, o, s.cards[c]) for o in obligations) for c in named):
        return cands
    taunting = [c for c in cands if c in s.cards and any(_binds(s, o, s.cards[c]) for o in obligations)]
    return taunting or cands


def _spell_played_this_turn(s: GameState) -> bool:
    return any(s.catalog.defs[e[1]].type == "spell" for e in history.events(s, A.CARD_PLAYED))


def _binds(s: GameState, o: A.Obligation, cs: CardState) -> bool:
    if o.opponents_turn and cs.controller == s.active:
        return False
    return continuous.keyword(s, cs, o.keyword) > 0


# ----------------------------------------------------------------------------------------------------------
# Per-turn markers
# ----------------------------------------------------------------------------------------------------------


def _marker(name: str, ids: tuple[int, ...]) -> str:
    return "@" + "/".join((name, *map(str, ids)))


def mark_this_turn(s: GameState, name: str, *ids: int) -> int:
    """Count one more ``name`` for the cards / players ``ids`` this turn; the new count."""
    key = _marker(name, ids)
    n = s.turn_counts.get(key, 0) + 1
    s.turn_counts[key] = n
    return n


def marked_this_turn(s: GameState, name: str, *ids: int) -> int:
    """How many ``name`` were marked for ``ids`` this turn (0 if none)."""
    return s.turn_counts.get(_marker(name, ids), 0) if s.turn_counts else 0


# ----------------------------------------------------------------------------------------------------------
# Player restrictions for a time («не может разыгрывать / брать / атаковать», «не более N … за ход»)
# ----------------------------------------------------------------------------------------------------------
#
# A «ban» instruction puts an effect of kind ``ban`` on the hero of each player concerned (a hero is always in
# play, so the usual durations end it); its key is the index of the instruction in ``RestrictionIndex.bans``.


def self_play_ban(s: GameState, player: int, iid: int) -> bool:
    """«Вы не можете разыграть <эту карту>, если …» (StaticPart CANNOT_PLAY_SELF of the card itself, read in the hand):
    whether one of its conditions holds now, for ``player`` who would play it."""
    return any(part.kind == A.CANNOT_PLAY_SELF and condition_holds(s, part.condition, iid, player, ())
               for ab in s.catalog.defs[iid].abilities if ab.kind == A.STATIC for part in ab.statics)


def play_forbidden(s: GameState, iid: int) -> bool:
    """«Существа не могут быть разыграны», «Заклинания не могут быть заявлены»: a working static ``forbid`` BE_PLAYED
    names card ``iid`` (wherever it is, whoever would play it)."""
    return bool(s.static_sources) and continuous.has_static_kind(s, "forbid") and any(
        (part.what == A.BE_PLAYED or (part.what == A.BE_PLAYED_NOT_FROM_HAND and not _in_a_hand(s, iid)))
        and continuous.applies(s, src, part, iid) for src, part in continuous.parts_of_kind(s, "forbid"))


def _in_a_hand(s: GameState, iid: int) -> bool:
    """Whether card ``iid`` is in a player's hand («Карты не могут быть разыграны не из руки»: only from there)."""
    return any(iid in p.hand for p in s.players)


def creation_forbidden(s: GameState) -> bool:
    """«Карты не могут быть созданы»: a working static ``forbid`` BE_CREATED — no card is created (named or a copy)."""
    return bool(s.static_sources) and continuous.has_static_kind(s, "forbid") and any(
        part.what == A.BE_CREATED for _, part in continuous.parts_of_kind(s, "forbid"))


def player_forbids(s: GameState, player: int, action: str, iid: int = -1) -> bool:
    """Whether ``player`` may not ``action`` ('play' card ``iid``, 'draw', 'attack', 'heal', 'be_controlled') now."""
    if action == "play" and iid >= 0 and play_forbidden(s, iid):
        return True
    if not s.catalog.restrictions.bans:
        return False
    hero = s.cards.get(s.players[player].hero)
    if hero is None or not hero.effects:
        return False
    for e in hero.effects:
        if e.kind == "ban" and _ban_holds(s, s.catalog.restrictions.bans[int(e.key)], e, player, action, iid):
            return True
    return False


def _ban_holds(s: GameState, ban: A.Effect, e: Any, player: int, action: str, iid: int) -> bool:
    if ban.param("action") != action:
        return False
    if ban.param("window") == "own_next_turn" and not (s.active == player and s.turn > e.turn):
        return False
    sel = ban.param("select")
    if sel is not None and iid >= 0:
        if not fits(s, sel, iid, player, e.source):
            return False
    limit = ban.param("limit", 0) or 0  # «не более N … за ход»: the N first are allowed
    return not (limit and _done_this_turn(s, player, action) < limit)


def control_banned(s: GameState, iid: int) -> bool:
    """«До конца хода противника существа не могут быть взяты под контроль»: a ban (action ``be_controlled``) on the
    controller of card ``iid`` in play forbids any control change of it."""
    cs = s.cards.get(iid)
    return cs is not None and player_forbids(s, cs.controller, "be_controlled", iid)


_LOGGED = {"play": A.CARD_PLAYED, "draw": A.DRAWN}


def _done_this_turn(s: GameState, player: int, action: str) -> int:
    """How many cards ``player`` played or drew this turn (the event history)."""
    name = _LOGGED.get(action)
    return sum(1 for _ in history.events(s, name, player=player)) if name else 0


def _ban_instructions(d: Any) -> tuple[A.Effect, ...]:
    """The «ban» instructions of one definition, nested and quoted ones included (cached per definition)."""
    hit = _BANS.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    found: list[A.Effect] = []

    def walk(effects: Any) -> None:
        for e in effects:
            if e.verb == "establish" and e.param("rule") == A.BAN and e not in found:
                found.append(e)
            walk(e.then)
            walk(e.otherwise)
            walk(e.param("effects", ()) or ())
            for mode in e.param("modes", ()) or ():
                walk(getattr(mode, "effects", mode))

    for ab in d.abilities:
        walk(ab.effects)
    _BANS[id(d)] = (d, tuple(found))
    return tuple(found)


_BANS: dict[int, tuple[Any, tuple[A.Effect, ...]]] = {}
