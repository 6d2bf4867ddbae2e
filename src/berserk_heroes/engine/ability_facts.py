"""What the legality checks of a declaration need to know about one ability, computed once per ability object.

``declare.declarable`` runs for every activated ability at every фаза Выбора decision (the random agent is offered
every option), and for every spell in hand that can be paid for. The parts of the answer that depend only on the
ability — its coin cost, which of its costs need a look at the state, its per-turn limit, the targets that must be
named at declaration, its «Выберите одно из» modes, its «Засада», the cards of the event it acts on — are read here
from a memo instead of walking the ability tree on each check.

Abilities are immutable and shared by every game; the memo is keyed on identity and holds the ability, so an id is
never reused while its entry lives (the same scheme as ``state._facts`` for card definitions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .. import abilities as A

if TYPE_CHECKING:  # (types only: this module imports nothing of the engine)
    from .state import GameState

# effect verbs whose object must still be there when the ability is declared (112.7)
ACTION_VERBS_NEEDING_SUBJECT = ("wound", "destroy", "heal", "close", "open", "poison",
                                "modify", "grant", "shot", "control", "fight")


class AbilityFacts(NamedTuple):
    """The state-independent part of ``declare.declarable`` for one ability."""

    coin_cost: int  # the coins of its costs (X excepted)
    checked_costs: tuple[A.Cost, ...]  # its costs other than coins: each needs a look at the state
    limit: int | None  # uses per turn (None: unlimited), ``trigger_points.per_turn_limit``
    named_targets: tuple[A.Target, ...]  # targets named at declaration that must have candidates (min > 0)
    modes: A.Effect | None  # the «Выберите одно из» effect whose modes are chosen at declaration
    ambush: A.Effect | None  # its «Засада N» effect
    event_roles: frozenset[str]  # the cards of the event («subject», «other») its effects act on in play
    fought: frozenset[int]  # the numbers of its targets that a «Сразиться» of its source fights
    shot: frozenset[int]  # the numbers of its targets that a «Выстрел» aims at (a shot is an attack)
    battle: int | None  # «(N раз за бой)»: its uses in the whole battle (None: no such limit)


def facts_of(ab: A.Ability) -> AbilityFacts:
    """The facts of ``ab`` (computed at its first check, then remembered)."""
    hit = _FACTS.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    if len(_FACTS) > 50000:
        _FACTS.clear()
    facts = AbilityFacts(
        coin_cost=ab.coin_cost,
        checked_costs=tuple(c for c in ab.costs if c.kind != A.COINS),
        limit=None if ab.every_time else (ab.per_turn or 1),
        named_targets=tuple(spec for spec in ab.targets if spec.min > 0 and not spec.at_execution),
        modes=_declared_modes(ab),
        ambush=next((e for e in ab.effects if A.is_ambush(e)), None),
        event_roles=frozenset(_event_roles(ab.effects)),
        fought=_targets_of(ab, "fight"), shot=_targets_of(ab, "shot"),
        battle=dict(ab.meta).get(A.PER_BATTLE) if ab.meta else None)
    _FACTS[id(ab)] = (ab, facts)
    return facts


_FACTS: dict[int, tuple[A.Ability, AbilityFacts]] = {}


def battle_spent(s: GameState, iid: int, index: int, ab: A.Ability) -> bool:
    """Whether ability ``index`` of card ``iid`` has had its «N раз за бой» uses in the whole game
    (``GameState.battle_uses``; RulesConfig ``per_battle: game``)."""
    n = facts_of(ab).battle
    return n is not None and s.config.per_battle == "game" and s.battle_uses.get((iid, index), 0) >= n


def turn_limit(s: GameState, ab: A.Ability, limit: int | None) -> int | None:
    """The uses per turn of ``ab``: ``limit`` (its own, 113.4), or — RulesConfig ``per_battle: turn`` reads «N раз за
    бой» as «N раз за ход» — that N."""
    n = facts_of(ab).battle
    return n if n is not None and s.config.per_battle == "turn" else limit


def count_battle_use(s: GameState, key: tuple[int, int], ab: A.Ability) -> None:
    """A declaration of an ability with a «N раз за бой» limit: one more use in the battle."""
    if facts_of(ab).battle is not None:
        s.battle_uses[key] = s.battle_uses.get(key, 0) + 1


def _declared_modes(ab: A.Ability) -> A.Effect | None:
    for e in ab.effects:
        modes = e.param("modes") if e.verb == "choose_mode" else None
        if modes and isinstance(modes[0], A.Ability) and not isinstance(e.param("times", 1), A.Amount):
            return e  # (a number of choices that is an Amount is counted, and chosen, at resolution: effects/flow.py)
    return None


def _targets_of(ab: A.Ability, verb: str) -> frozenset[int]:
    """The numbers of the targets of ``ab`` that its effects of ``verb`` act on (a «Сразиться» of another
    attacker aside)."""
    return frozenset(e.what.index for e in A.effect_tree(ab.effects) if e.verb == verb and e.what is not None
                     and e.what.kind == "target" and (verb != "fight" or e.param("attacker") is None))


def _event_roles(effects: tuple[A.Effect, ...]) -> set[str]:
    """Which cards of the event («subject», «other») the effects act on in play."""
    roles: set[str] = set()
    for e in effects:
        if e.what is not None and e.what.kind == "event" and (
                e.verb in ACTION_VERBS_NEEDING_SUBJECT or A.is_move(e.verb, e.params, A.HAND, A.PLAY)):
            roles.add(e.what.role)
        roles |= _event_roles(e.then) | _event_roles(e.otherwise)
    return roles


NESTED_TARGETS_BASE = 1000  # the numbers of the targets of modes under another instruction (past any declared one)
_NESTED: dict[int, tuple[A.Ability, tuple[tuple[A.Target, ...], dict[tuple[int, int], int]]]] = {}


def nested_mode_targets(ab: A.Ability) -> tuple[tuple[A.Target, ...], dict[tuple[int, int], int]]:
    """The targets of the modes that ``ab`` chooses at resolution (lists under another instruction, or any of a delayed
    trigger's), numbered from NESTED_TARGETS_BASE in the order of the text: the targets, and (id of the
    ``choose_mode`` effect, mode) → the number of that mode's first target. Memoised per ability."""
    hit = _NESTED.get(id(ab))
    if hit is not None and hit[0] is ab:
        return hit[1]
    specs: list[A.Target] = []
    bases: dict[tuple[int, int], int] = {}

    def walk(effects: tuple[A.Effect, ...]) -> None:
        for e in effects:
            modes = e.param("modes", ()) if e.verb == "choose_mode" else ()
            for i, mode in enumerate(m for m in modes if isinstance(m, A.Ability)):
                bases[(id(e), i)] = NESTED_TARGETS_BASE + len(specs)
                specs.extend(mode.targets)
                walk(mode.effects)
            walk(e.then)
            walk(e.otherwise)
            for _, value in e.params:
                if isinstance(value, tuple) and value and isinstance(value[0], A.Effect):
                    walk(value)

    walk(ab.effects)
    out = (tuple(specs), bases)
    _NESTED[id(ab)] = (ab, out)
    return out
