"""Rules effects («эффекты правил игры», §7.7): applied before any player gets priority.

Deaths of creatures at 0 life, hero defeat (and the draw when both heroes fall together, §9.11),
deck-out losses, expired existence conditions (120.6). Support-slot replacement and Уникальность are
applied at the moment a card enters play (``zones.enter_play``).

«При атаке, если цель погибла» (event ATTACK_TARGET_DIED): an attack (a strike attack, a fight, a shot) notes its
attacker and final target when it ends (:func:`note_attack`); deaths are applied by the rules effects
(:func:`apply_rules_effects`), which then call :func:`check_attacks`: a noted creature target that died (it left play
for its owner's graveyard during the attack) emits the event. Only in games where some ability listens to it
(``Catalog.listened``), so other games pay nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from .. import abilities as A
from . import continuous, history
from .ability_facts import battle_spent, turn_limit
from .continuous import granted_to
from .events import emit
from .keyword_rules import reveals_itself
from .replacement_pipeline import Event, run
from .selectors import condition_holds
from .state import CATALOG_INDEXES, LOWERS_LIFE, CardState, GameState
from .trigger_points import TriggerPoint, per_turn_limit
from .zones import to_graveyard


def apply_rules_effects(s: GameState) -> bool:
    """Apply every pending rules effect until none is left; sets ``s.result`` when the game ends. True when there
    was none to apply: the state is unchanged, so applying them again before anything changes would do nothing
    either (``priority.PriorityFrame`` tells the frame below it so, ``GameState.rules_quiet_for``)."""
    if s.result is not None:
        return False
    quiet = True
    while True:
        lowered = s.catalog.lowers_life and _life_lowered(s)  # (the call only in games where a static can lower life)
        dead = _dead_creatures(s, lowered)
        if not dead:
            break
        quiet = False
        for iid in dead:  # «убивает»: the card whose wounds made it die (before it leaves play)
            cs = s.cards[iid]
            killer = cs.last_wounder
            if killer >= 0:
                # the amount is the excess of the kill (digest §5.4.8): the wounds beyond its life, at most
                # those of the last wounding (``@last_wound``, kept by wounds.deal_wounds in games that listen to KILLS)
                excess = min(max(-continuous.life(s, cs), 0), cs.counters.get("@last_wound", 0))
                emit(s, A.KILLS, killer, iid, excess)
                if cs.counters.get("@last_wound_strike"):  # «убивает … ударом»
                    emit(s, A.KILLS_BY_STRIKE, killer, iid)
        for iid in dead:
            to_graveyard(s, iid, reason="died", by=s.cards[iid].last_wounder)
    if s.attack_checks:  # «При атаке, если цель погибла» (after the deaths of the attack)
        quiet = False
        check_attacks(s)
    if s.catalog.effects_may_expire and _expire_conditions(s):
        quiet = False
    _check_defeat(s, lowered if quiet else _life_lowered(s))
    if s.catalog.state_triggers:
        pending = len(s.triggers)
        _state_triggers(s)
        quiet = quiet and len(s.triggers) == pending
    return quiet and s.result is None


# --- «При атаке, если цель погибла» -------------------------------------------------------------------------------


def note_attack(s: GameState, attacker: int, target: int) -> None:
    """An attack of ``attacker`` on the final target ``target`` has ended: check after the next deaths whether the
    target died (only a creature can die; only when an ability of the game listens)."""
    if A.ATTACK_TARGET_DIED in s.catalog.listened and s.catalog.defs[target].type == "creature":
        s.attack_checks = (*s.attack_checks, (attacker, target))


def check_attacks(s: GameState) -> None:
    """After the rules effects have moved dead creatures to the graveyard: emit ATTACK_TARGET_DIED for every noted
    attack whose target died (left play, and went to its owner's graveyard or — a created card — the reserve, as a
    creature that died this turn)."""
    checks, s.attack_checks = s.attack_checks, ()
    for attacker, target in checks:
        if target in s.cards or not history.happened(s, A.DIES, target):
            continue
        owner = s.players[s.catalog.owners[target]]
        if target in owner.graveyard or target in owner.reserve:
            emit(s, A.ATTACK_TARGET_DIED, attacker, target)


def _index_state_triggers(catalog: Any, defs: Any, _: set[str]) -> None:
    """``Catalog.state_triggers``: whether a triggered ability of the game, printed or one an effect can give, is a
    state trigger (on CONDITION_MET) — only then are they looked for whenever the rules effects are applied."""
    catalog.state_triggers = A.CONDITION_MET in catalog.by_event or A.CONDITION_MET in catalog.granted_events


CATALOG_INDEXES.append(_index_state_triggers)


def _state_triggers(s: GameState) -> None:
    """State triggers («Теряет Спящий, если у вас 5 или более {м}»): an ability on CONDITION_MET
    triggers whenever its condition holds for its card in play, unless a point of it is already pending."""
    pending = {(t.source, t.ability) for t in s.triggers} | {(q.source, q.ability) for q in s.queue
                                                             if hasattr(q, "ability")}
    for iid, abilities in _state_trigger_abilities(s):
        cs = s.cards.get(iid)
        if cs is None or continuous.lost_abilities(s, cs):
            continue
        for index, ab in abilities:
            if ab.trigger is None or ab.trigger.event != A.CONDITION_MET or (iid, index) in pending:
                continue
            if cs.counters.get("hidden", 0):  # «keywords»: a hidden card's abilities do not work, but «раскрыться»
                if not (s.config.hidden_reveal_abilities_work and reveals_itself(ab)):
                    continue
            limit = turn_limit(s, ab, per_turn_limit(ab))
            if limit is not None and s.used.get((iid, index), 0) >= limit or ab.meta and battle_spent(s, iid, index, ab):
                continue
            if ab.condition is not None and condition_holds(s, ab.condition, iid, cs.controller):
                s.triggers.append(TriggerPoint(s.next_queue_id, cs.controller, iid, index,
                                               (A.CONDITION_MET, iid, -1, 0, cs.controller), ab.optional))
                s.next_queue_id += 1


def _state_trigger_abilities(s: GameState) -> Iterator[tuple[int, Sequence[tuple[int, A.Ability]]]]:
    """The cards whose triggered abilities may be state triggers, each with those abilities: the printed ones, and the
    ones an effect gave a card in play («оно получает: «Спящий. Теряет Спящий, если …»»: С того берега моря)."""
    for iid in s.catalog.by_event.get(A.CONDITION_MET, ()):
        yield iid, s.catalog.triggered[iid]
    if A.CONDITION_MET in s.catalog.granted_events:
        for iid in s.play:
            effects = s.cards[iid].effects
            if effects and any(e.kind == "gain_ability" for e in effects):
                yield iid, [(i, ab) for i, ab in granted_to(s, iid) if ab.kind == A.TRIGGERED]


def _dead_creatures(s: GameState, lowered: bool) -> list[int]:
    """Creatures at 0 life, in play order (``continuous.at_zero_life``: their life is computed only when it can
    be 0). Printed life is at least 1, so a card with no effects whose wounds are fewer than its printed life is alive
    unless a static in play may lower life (``lowered``: :func:`_life_lowered`) or it is a combined card — the
    rules effects run before every priority, so this common case is decided here without a call."""
    lives = s.catalog.creature_lives
    cards = s.cards
    parts = s.parts
    plain = not (lowered or parts)  # (then a card's life before its own effects is its printed life)
    out = []
    for iid in s.play:
        printed = lives[iid]
        if printed is None:  # not a creature
            continue
        cs = cards[iid]
        if printed > cs.wounds and plain and not cs.effects:
            continue
        if continuous.at_zero_life(s, cs, lowered):
            out.append(iid)
    return out


def _life_lowered(s: GameState) -> bool:
    """Whether a static ability in play may lower life right now."""
    return s.catalog.lowers_life and continuous.has_static_kind(s, LOWERS_LIFE)


def _expire_conditions(s: GameState) -> bool:
    """Remove the effects whose condition of existence no longer holds (120.6); True if any went. (Only in games
    where an effect may have such a condition: ``Catalog.effects_may_expire``.)"""
    expired = False
    for cs in s.cards.values():
        if cs.effects and any(e.cond is not None for e in cs.effects):
            kept = [e for e in cs.effects if e.cond is None or condition_holds(s, e.cond, e.source, e.owner_player)]
            expired = expired or len(kept) != len(cs.effects)
            cs.effects = kept
    return expired


def _defeat_replaced(s: GameState, hero: CardState, lowered: bool) -> bool:
    """«Если должен погибнуть …, вместо гибели …» on a hero at 0 life (engine/replacement_pipeline.py DEATH_STEPS):
    True if a replacement was applied and the hero is no longer at 0 life."""
    if A.DIES not in s.catalog.replacers:
        return False

    return run(s, Event(A.DIES, hero.iid)).cancelled and not continuous.at_zero_life(s, hero, lowered)


_DECK_OUT_LIMITS = {"lose": 1, "lose_after_3": 3}  # RulesConfig.deck_out → the failed draws that lose (else none)


def _check_defeat(s: GameState, lowered: bool) -> None:
    """A hero at 0 life falls; a deck run out may lose (rules option ``deck_out``); both at once is a draw
    (``simultaneous_defeat``). ``lowered``: :func:`_life_lowered`, as the state is now."""
    fallen: list[int] = []
    reason = "hero_defeated"
    defs = s.catalog.defs
    cards = s.cards
    plain = not (lowered or s.parts)
    for p in s.players:
        hero = cards.get(p.hero)
        if hero is not None and plain and not hero.effects and (defs[p.hero].life or 0) > hero.wounds:
            continue  # (at_zero_life's common case without its call: this runs before every priority)
        if hero is None or continuous.at_zero_life(s, hero, lowered) and not _defeat_replaced(s, hero, lowered):
            fallen.append(p.index)
    limit = _DECK_OUT_LIMITS.get(s.config.deck_out, 0)
    if limit:
        for p in s.players:
            if p.failed_draws >= limit and p.index not in fallen:
                fallen.append(p.index)
                reason = "deck_out"
    if not fallen:
        return
    if len(fallen) == 2:
        if s.config.simultaneous_defeat == "draw":
            s.result = (-1, "both_heroes_fell")
        else:
            s.result = (1 - s.active, "both_heroes_fell")
    else:
        s.result = (1 - fallen[0], reason)
