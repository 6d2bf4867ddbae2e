"""Effect primitives (119–120): one handler per verb of ``abilities.VERBS``.

A handler gets the state, the resolving frame (its Queue item, «его» = ``frame.last``, ``frame.scratch``
for choices made so far) and the effect, plus the option just chosen if it asked for one. It returns a
Decision (ask the player), an outcome (FULL / PARTIAL / NONE, for «при этом» / «иначе» and 120.7–120.8),
or a tuple of effects to run next (modes, groups).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from ... import abilities as A
from ...decisions import CARD, DONE, MODE, Decision, Option
from .. import combat, continuous
from ..events import emit
from ..replay_bars import replay_barred
from ..restrictions import control_banned, forbids, player_forbids
from ..selectors import (
    _kind_ok,
    attacked_in,
    candidates,
    condition_holds,
    count,
    event_excluded,
    fits,
    side_player,
    zone_cards,
)
from ..state import CardEffect, GameState, ability_at
from ..wounds import ABILITY, SHOT, add_extra_life, deal_wounds, heal, heal_with_excess
from ..zones import enter_play, hoard, to_graveyard

if TYPE_CHECKING:
    from ..resolve import ResolveFrame

FULL, PARTIAL, NONE = 2, 1, 0
Result = Decision | int | tuple[A.Effect, ...] | list[tuple[tuple[A.Effect, ...], int]]
Handler = Callable[[GameState, "ResolveFrame", A.Effect, Option | None], Result]


# ---------------------------------------------------------------------------------------------------------
# References and amounts
# ---------------------------------------------------------------------------------------------------------


def cards_of(s: GameState, frame: ResolveFrame, ref: A.Ref | None) -> list[int]:
    """The cards a Ref means for this resolution."""
    item = frame.item
    if ref is None or ref.kind == "this":
        return [item.source]
    k = ref.kind
    if k == "target":
        index = frame.base + ref.index
        if index in frame.late:  # named during the resolution (§7.4)
            return list(frame.late[index])
        return list(item.targets[index]) if index < len(item.targets) else []
    if k == "all":
        assert ref.select is not None
        found = candidates(s, ref.select, item.player, item.source)
        if ref.select.state == "not_attacked":  # «кроме атакованного»
            found = [c for c in found if c != attacked_in(item.event)]
        elif ref.select.state in ("not_event", "not_event_other"):  # «все другие …» after a trigger's card
            found = [c for c in found if c != event_excluded(ref.select, item.event)]
        return found
    if k == "event":
        if not item.event:
            return []
        card = item.event[1] if ref.role == "subject" else item.event[2]
        if ref.select is not None and card >= 0 and not _kind_ok(ref.select.kind, s.catalog.defs[card].type):
            return []  # «атакующее существо» when a hero made the attack
        return [card] if card >= 0 else []
    if k == "hero":
        who = side_player(ref.side, item.player)
        return [s.players[who if who is not None else item.player].hero]
    if k == "it":
        return list(frame.last)
    if k == "last_found":  # the cards the last «Поиск» of this resolution found
        return list(frame.found)
    return []


def players_of(s: GameState, frame: ResolveFrame, ref: A.Ref | None) -> list[int]:
    """The players a Ref means (a player ref, or the controllers of the cards it means)."""
    item = frame.item
    if ref is None:
        return [item.player]
    if ref.kind == "player":
        who = side_player(ref.side, item.player)
        return [item.player, 1 - item.player] if who is None else [who]
    out = []
    for c in cards_of(s, frame, ref):
        cs = s.cards.get(c)
        p = cs.controller if cs is not None else s.catalog.owners[c]
        if p not in out:
            out.append(p)
    return out


# Amount kinds added by phrase families (engine/effects_<family>.py): kind → evaluator(state, frame, amount).
AMOUNT_KINDS: dict[str, Callable[[GameState, ResolveFrame, A.Amount], int]] = {}


def amount_of(s: GameState, frame: ResolveFrame, amount: int | A.Amount | None, default: int = 1) -> int:
    if amount is None:
        return default
    if isinstance(amount, int):
        return amount
    item = frame.item
    if amount.kind == "fixed":
        value = amount.value
    elif amount.kind == "x":
        value = item.x
    elif amount.kind == "count":
        assert amount.select is not None
        value = count(s, amount.select, item.player, item.source)
    elif amount.kind == "strike":
        cards = cards_of(s, frame, amount.ref)
        value = continuous.strike(s, s.cards[cards[0]]) if cards and cards[0] in s.cards else 0
        if cards and cards[0] not in s.cards:  # it left play: its last known strike («module» / «triggers» records)
            if cards[0] in s.last_strike:
                value = s.last_strike[cards[0]]
            elif cards[0] in s.last_known:
                value = s.last_known[cards[0]][0]
    elif amount.kind == "ambushes_this_turn":  # «за каждую засаду, сработавшую в этот ход»
        value = s.turn_counts.get("ambushes", 0)
    elif amount.kind == "event_amount":  # «столько же ран», «получает Х ран, … на Х»: the event's amount
        value = item.event[3] if item.event and len(item.event) > 3 else 0
    elif amount.kind == "event_cost":  # «… стоимость добытой карты»: the event's other card
        card = item.event[2] if item.event else -1
        value = (s.catalog.defs[card].cost or 0) if card >= 0 else 0
    elif amount.kind == "boosts":  # «за каждый эффект усиления на …»
        cards = cards_of(s, frame, amount.ref)
        value = sum(1 for c in cards if c in s.cards for x in s.cards[c].effects if x.kind == "boost" and x.value > 0)
    elif amount.kind in AMOUNT_KINDS:
        value = AMOUNT_KINDS[amount.kind](s, frame, amount)
    else:
        raise ValueError(f"unknown amount kind {amount.kind!r}")
    if amount.div != 1:  # «за каждые N …»
        value //= amount.div
    return value * amount.per


def _outcome(done: int, total: int) -> int:
    if total == 0 or done == 0:
        return NONE
    return FULL if done >= total else PARTIAL


def _each_in_play(s: GameState, frame: ResolveFrame, effect: A.Effect, act: Callable[[int], bool]) -> int:
    """Apply ``act`` to every referenced card still in play; 120.7 partial execution."""
    cards = cards_of(s, frame, effect.what)
    done = [c for c in cards if c in s.cards and act(c)]
    frame.last = tuple(cards)
    frame.doing = tuple(done)  # «… таким образом» (Amount "done") counts the cards it was done to
    return _outcome(len(done), len(cards))


# ---------------------------------------------------------------------------------------------------------
# Handlers
# ---------------------------------------------------------------------------------------------------------


def _wound(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    # «удвойте количество ран на каждом существе»: each card by its own wounds
    own = e.amount.per if isinstance(e.amount, A.Amount) and e.amount.kind == "own_wounds" else 0
    n = 0 if own else amount_of(s, frame, e.amount)
    excess = 0

    def wound(c: int) -> bool:
        nonlocal excess
        cs = s.cards[c]
        left = continuous.life(s, cs)
        dealt = deal_wounds(s, frame.item.source, c, cs.wounds * own if own else n, ABILITY)
        excess += max(0, dealt - max(left, 0))  # «избыточный урон»: wounds beyond its life (digest §5.4.8)
        return dealt > 0

    result = _each_in_play(s, frame, e, wound)
    frame.doing_excess = excess
    return result


def _shot(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)
    bonus = 0
    shooter = frame.item.source
    if e.param("shooter") is not None:  # «<ваше существо> производит выстрел …» — another card shoots
        shooters = cards_of(s, frame, e.param("shooter"))
        if not shooters or shooters[0] not in s.cards:
            return NONE
        shooter = shooters[0]
    src = s.cards.get(shooter)
    if src is not None:
        bonus = continuous.added_keyword(s, src, "shot_bonus")  # «+N к выстрелам» add up

    if player_forbids(s, frame.item.player, A.ATTACK):  # a shot is an attack (FAQ #29): «не может атаковать»
        return NONE

    watch = A.ATTACK_EXCESS_WOUNDS in s.catalog.listened  # the excess of the shot (an attack)

    def shoot(c: int) -> bool:
        emit(s, A.ATTACKS, shooter, c, -1)
        combat.attack_events(s, shooter, c, by_strike=False)
        combat.meditation(s, shooter, c)
        tcs = s.cards.get(c)
        # a shot is an attack: «–X от атак» lessens it too (digest §6.2 «–X от атаки»), then «сводятся к X»
        value = n + bonus if tcs is None else combat.reduced_attack(s, tcs, n + bonus - combat.attack_reduction(s, tcs, shooter))
        left = max(continuous.life(s, tcs), 0) if watch and tcs is not None else 0
        dealt = deal_wounds(s, shooter, c, value, SHOT)
        if watch and dealt > left:
            combat.emit_attack_excess(s, shooter, c, dealt - left)
        if A.ATTACK_NO_WOUNDS in s.catalog.listened and s.catalog.defs[shooter].type == "creature":
            combat.emit_no_wounds(s, shooter, c, [dealt])  # a shot is an attack too
        if A.ATTACK_TARGET_DIED in s.catalog.listened:  # «При атаке, если цель погибла»
            from .stats import note_attack

            note_attack(s, shooter, c)
        return dealt > 0

    return _each_in_play(s, frame, e, shoot)


def _heal(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = None if e.param("all") else amount_of(s, frame, e.amount)
    if e.param("keyword") is not None and s.static_sources and continuous.has_static_kind(s, "keyword_bonus"):
        src = s.cards.get(frame.item.source)  # «Регенерация X» with «Ваши тролли имеют +1 к регенерации» in play:
        if src is not None:  # the card's current value (printed or granted, plus the bonus — continuous.keyword)
            n = max(n or 0, continuous.keyword(s, src, e.param("keyword")))
    return _each_in_play(s, frame, e, lambda c: heal(s, c, n) > 0)


def _choose_cards(s: GameState, frame: ResolveFrame, chooser: int, pool: list[int], n: int,
                  choice: Option | None, may_stop: bool, prompt: tuple[str, str]) -> Decision | None:
    """Collect up to ``n`` distinct cards from ``pool`` into ``frame.scratch``; None when finished."""
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        else:
            frame.scratch = (*frame.scratch, choice.card)
    if -1 in frame.scratch:
        return None
    left = [c for c in pool if c not in frame.scratch]
    if len(frame.scratch) >= n or not left:
        return None
    options = [Option(CARD, c) for c in left]
    if may_stop:
        options.append(Option(DONE))
    return Decision(chooser, "card", tuple(options), prompt[0], prompt[1])


def _picked(frame: ResolveFrame) -> list[int]:
    return [c for c in frame.scratch if c >= 0]


def _picks_of(scratch: tuple[int, ...], k: int) -> list[int]:
    """The cards picked for the k-th player (picks are separated by -2)."""
    groups: list[list[int]] = [[]]
    for c in scratch:
        if c == -2:
            groups.append([])
        else:
            groups[-1].append(c)
    return groups[k] if k < len(groups) else []


def _from_zone_to(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None, zone: str,
                  move: Callable[[int, int], None], verb_ru: str) -> Result:
    """Поиск / Вызов / Возрождение / from graveyard to hand: the player picks up to N matching cards and
    may decline (FAQ #2, #18)."""
    sel: A.Select = e.param("select") or A.Select(A.CARD, side=A.YOU, zone=zone)
    if zone == "deck" and sel.zone == "sideboard":  # «Поиск – … в дополнительной колоде»
        zone = "sideboard"
    if sel.zone != zone:
        sel = dataclasses.replace(sel, zone=zone)
    if sel.cost_max_amount is not None and sel.cost_max_amount.kind == "x":  # «стоимостью (менее)
        # Х{м}» — the X paid for this ability or spell (value −1: «менее»)
        sel = dataclasses.replace(sel, cost_max=frame.item.x + sel.cost_max_amount.value, cost_max_amount=None)
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    if choice is None and not frame.scratch and zone in ("deck", "sideboard") and verb_ru == "Поиск":
        emit(s, A.SEARCHED, -1, player=player)  # «Вызовите» also takes from the deck, but is no Поиск (§6.3)
    pool = candidates(s, sel, player, frame.item.source)
    if sel.state in ("not_event", "not_event_other"):  # «верните другого …» — not the trigger's card
        pool = [c for c in pool if c != event_excluded(sel, frame.item.event)]
    elif sel.state == "name_of_target":  # «… с таким же названием» as the card chosen (TARGET 0)
        chosen = frame.item.targets[0] if frame.item.targets else ()
        names = {s.catalog.names[c] for c in chosen}
        pool = [c for c in pool if s.catalog.names[c] in names]
    if e.what is not None and e.what.kind == "this":  # «Возродите <эту карту>»: only the source itself
        pool = [frame.item.source] if frame.item.source in zone_cards(s, zone, None) else []
    # Поиск may always be declined (FAQ #2); «до N» may stop early; otherwise take what there is.
    may_stop = verb_ru == "Поиск" or bool(e.param("up_to")) or e.param(A.COUNT) == A.UP_TO
    d = _choose_cards(s, frame, player, pool, n, choice, may_stop,
                      (f"{verb_ru}: выберите карту (или «done»)", f"{verb_ru}: choose a card (or done)"))
    if d is not None:
        return d
    picks = _picked(frame)
    if verb_ru == "Поиск":
        show(s, picks, -1)  # «Поиск»: the card found is shown (digest §6.3, §8.2)
    for c in picks:
        move(c, player)
    if zone == "deck" and (picks or pool):
        s.rng.shuffle(s.players[player].deck)  # after looking through the deck, shuffle it
    frame.last = tuple(picks)
    return _outcome(len(picks), n)


def _search(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def to_hand_from_deck(c: int, p: int) -> None:
        zone = s.players[p].deck if c in s.players[p].deck else s.players[p].sideboard
        zone.remove(c)
        s.players[p].hand.append(c)

    result = _from_zone_to(s, frame, e, choice, "deck", to_hand_from_deck, "Поиск")
    if not isinstance(result, Decision):
        frame.found = frame.last  # «найденного таким образом дракона» after other instructions
    return result


def summon_card(s: GameState, card: int, player: int) -> None:
    """«Вызовите …» done by a handler that picked the card itself: it enters play under ``player`` (not played) and the
    SUMMONED event follows («Когда вы вызываете …»)."""
    enter_play(s, card, player)
    emit(s, A.SUMMONED, card, player=player)


def _summon(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    closed = bool(e.param("closed"))  # «вызовите <np> закрытым»

    def summon(c: int, p: int) -> None:
        enter_play(s, c, p, closed=closed)
        emit(s, A.SUMMONED, c, player=p)  # «Когда вы вызываете …»

    return _from_zone_to(s, frame, e, choice, "deck", summon, "Вызов")


def _revive(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    closed = bool(e.param("closed"))  # «возродите <np> закрытым»

    def revive(c: int, p: int) -> None:
        enter_play(s, c, p, closed=closed)

    return _from_zone_to(s, frame, e, choice, "graveyard", revive, "Возрождение")


def _enter(s: GameState, iid: int, player: int) -> None:
    enter_play(s, iid, player)


def _create(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    name = e.param("name")
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    made = []
    for _ in range(n):
        found = next((c for c in s.players[player].reserve if s.catalog.names[c] == name), None)
        if found is None:
            break
        enter_play(s, found, player)
        made.append(found)
    frame.last = tuple(made)
    return _outcome(len(made), n)


def _stun(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def stun(c: int) -> bool:
        cs = s.cards[c]
        if continuous.has(s, cs, "cannot_be_stunned"):
            return False
        if not cs.closed and cs.controller != frame.item.player and continuous.has(s, cs, "not_closed_by_opponent"):
            return False  # «Карты противника не могут заставить <её> закрыться»: an open one is not stunned
        was_open = not cs.closed
        cs.closed = True
        cs.stunned = True
        if was_open:
            emit(s, A.CLOSED, c)
        return True

    return _each_in_play(s, frame, e, stun)


def _ready(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def ready(c: int) -> bool:
        cs = s.cards[c]
        if not cs.sleeping:
            cs.closed = False
        cs.attacks = 0
        cs.defences = 0
        activated = {i for i, _ in s.catalog.activated[c]}
        for key in [k for k in s.used if k[0] == c and k[1] in activated]:
            del s.used[key]  # «Подготовить» removes the «1 раз за ход» markers (113.4) too
        emit(s, A.READIED, c)
        return True

    return _each_in_play(s, frame, e, ready)


def _close(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def close(c: int) -> bool:
        cs = s.cards[c]
        if cs.closed:
            return False  # closing a closed card does nothing and is not «done» (§6.1)
        if not cs.closed and cs.controller != frame.item.player and continuous.has(s, cs, "not_closed_by_opponent"):
            return False  # «Карты противника не могут заставить <её> закрыться»: an open one is not stunned (Подавление too)
        cs.closed = True
        emit(s, A.CLOSED, c)
        return True

    return _each_in_play(s, frame, e, close)


def _open(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def open_card(c: int) -> bool:
        cs = s.cards[c]
        if not cs.closed or cs.sleeping:
            return False
        cs.closed = False
        return True

    return _each_in_play(s, frame, e, open_card)


def _destroy(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def destroy(c: int) -> bool:
        if s.cards[c].counters.get("hidden", 0) or s.catalog.defs[c].type == "hero":
            return False
        if forbids(s, "be_destroyed", s.cards[c]):  # «… не могут быть уничтожены»
            return False
        emit(s, A.DESTROYED, frame.item.source, c)
        to_graveyard(s, c, reason="destroyed")
        return True

    return _each_in_play(s, frame, e, destroy)


def _effect_on(s: GameState, frame: ResolveFrame, c: int, kind: str, key: str, value: int,
               duration: str, cond: A.Condition | None = None) -> None:
    """Put an effect on card ``c``. With duration WHILE, ``cond`` is its condition of existence (120.6)."""
    s.cards[c].effects.append(CardEffect(kind, key, value, duration, frame.item.source, s.turn, frame.item.player,
                                         cond if duration == A.WHILE else None))


def _put_effect(s: GameState, frame: ResolveFrame, e: A.Effect, kind: str, key: str, value: int,
                default_duration: str) -> Result:
    """Put one CardEffect on every referenced card in play (duration from the text, or the default)."""
    duration = e.param("duration", default_duration)
    cond = e.param("while")

    def put(c: int) -> bool:
        _effect_on(s, frame, c, kind, key, value, duration, cond)
        return True

    return _each_in_play(s, frame, e, put)


def _modify(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    duration = e.param("duration", A.END_OF_TURN)
    strike = e.param("strike", 0)
    life = e.param("life", 0)
    mult = amount_of(s, frame, e.amount) if e.amount is not None else 1

    def modify(c: int) -> bool:
        cond = e.param("while")
        if strike:
            _effect_on(s, frame, c, "modify", "strike", strike * mult, duration, cond)
        if life:
            _effect_on(s, frame, c, "modify", "life", life * mult, duration, cond)
        return True

    return _each_in_play(s, frame, e, modify)


def _grant(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    return _put_effect(s, frame, e, "grant", e.param("keyword"), amount_of(s, frame, e.amount), A.END_OF_TURN)


def _boost(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """Эффект усиления (+1/+1) or ослабления (−1/−1); opposite ones cancel each other (§2.2)."""
    sign = -1 if e.param("down") or e.param("sign", 1) < 0 else 1
    n = amount_of(s, frame, e.amount)

    def boost(c: int) -> bool:
        cs = s.cards[c]
        for _ in range(n):
            opposite = next((i for i, x in enumerate(cs.effects) if x.kind == "boost" and x.value == -sign), None)
            if opposite is not None:
                del cs.effects[opposite]
            else:
                _effect_on(s, frame, c, "boost", "", sign, A.PERMANENT)
            if sign > 0:
                emit(s, A.BOOSTED, c, player=frame.item.player)  # «Когда вы кладёте эффект усиления на …»
        return True

    return _each_in_play(s, frame, e, boost)


def _poison(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)
    add = bool(e.param("add"))

    def poison(c: int) -> bool:
        cs = s.cards[c]
        if continuous.has(s, cs, "poison_protection"):
            return False
        cs.poison = cs.poison + n if add else max(cs.poison, n)  # only the highest value applies (§6.1)
        if A.GOT_POISONED in s.catalog.listened:  # «Когда существо противника получает Отравление»
            emit(s, A.GOT_POISONED, c, frame.item.source, n, player=cs.controller)
        return True

    return _each_in_play(s, frame, e, poison)


def _fight(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Сразиться»: a strike attack on that creature by the fight rules, both as if open; nobody closes; no
    defender; it does not use up the strike attack (§5.6). Being an attack: the fighter is «атакующий»
    meanwhile, «при атаке» fires, Медитация is paid, a card that cannot be attacked cannot be fought.
    ``what`` is the card fought; ``attacker`` (a Ref) the one that fights it, the source by default."""
    fighters = cards_of(s, frame, e.param("attacker"))
    opponents = cards_of(s, frame, e.what)
    if not fighters or not opponents or fighters[0] not in s.cards or opponents[0] not in s.cards:
        return NONE
    attacker, target = fighters[0], opponents[0]
    if not combat.can_be_fought(s, attacker, target):
        return NONE
    if forbids(s, "forced_fight", s.cards[attacker]) or \
            forbids(s, "forced_fight", s.cards[target]):
        return NONE  # «<эту карту> нельзя заставить сразиться»
    acs = s.cards[attacker]
    acs.counters["attacking"] = 1
    emit(s, A.ATTACKS, attacker, target)
    combat.attack_events(s, attacker, target, by_strike=True)
    combat.meditation(s, attacker, target)
    if attacker in s.cards and target in s.cards:
        # the excess of the fighter's strike — «избыточный урон» of the next instruction, and of the attack
        # «атаковавшее существо не нанесло ран …» — the fighter's strike wounds are collected
        dealt: list[int] | None = [] if A.ATTACK_NO_WOUNDS in s.catalog.listened else None
        excess = combat.fight(s, attacker, target, True, excess=True, dealt=dealt)
        frame.doing_excess = excess
        if excess > 0 and A.ATTACK_EXCESS_WOUNDS in s.catalog.listened:
            combat.emit_attack_excess(s, attacker, target, excess)
        if dealt is not None:
            combat.emit_no_wounds(s, attacker, target, dealt)
    if attacker in s.cards:
        s.cards[attacker].counters.pop("attacking", None)
    if A.ATTACK_TARGET_DIED in s.catalog.listened:  # «При атаке, если цель погибла»
        from .stats import note_attack

        note_attack(s, attacker, target)
    frame.last = (target,)
    return FULL


def _gain_coins(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)
    from ..replacements import coins_allowed

    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        if e.param("temporary", True):
            gained = coins_allowed(s, p, n)
            ps.temp_coins += gained
            if e.param("duration") == A.END_OF_YOUR_TURN and s.active != p:  # lasts to his turn's end
                ps.temp_own += gained
            elif e.param("duration") == A.END_OF_NEXT_OWN_TURN:  # «до конца вашего следующего хода»
                if s.active != p:
                    ps.temp_own += gained  # his next turn is the coming one: as «до конца вашего хода»
                elif (hero := s.cards.get(ps.hero)) is not None:  # gained in his own turn: kept by an effect on his
                    # hero until it ends (coins_b's timed coins, turn.cleanup)
                    from .keyword_grants import COINS_KEPT

                    hero.effects.append(CardEffect(COINS_KEPT, str(p), gained, A.END_OF_NEXT_OWN_TURN,
                                                   frame.item.source, s.turn, p))
        else:
            ps.coins = min(s.config.coin_cap, ps.coins + coins_allowed(s, p, min(n, max(0, s.config.coin_cap - ps.coins))))
    return FULL


def _lose_coins(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)
    lost_any = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        lost = min(n, ps.coins)
        ps.coins -= lost
        ps.closed_coins = min(ps.closed_coins, ps.coins)
        lost_any += lost
    return _outcome(lost_any, n)


def _take_control(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    def take(c: int) -> bool:
        cs = s.cards[c]
        if cs.controller == frame.item.player or s.catalog.defs[c].type == "hero":
            return False
        if forbids(s, "be_controlled", cs) or control_banned(s, c):  # «не могут быть взяты под контроль»
            return False
        cs.controller = frame.item.player
        cs.entered_turn = s.turn  # first-turn weakness applies after a control change (209.2)
        return True

    return _each_in_play(s, frame, e, take)


def _take_control_until(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Возьмите под контроль … до <срока>»: an effect; when it ends, control goes back (rules_effects)."""
    duration = e.param("duration", A.END_OF_TURN)

    def take(c: int) -> bool:
        cs = s.cards[c]
        if cs.controller == frame.item.player or s.catalog.defs[c].type == "hero":
            return False
        if forbids(s, "be_controlled", cs) or control_banned(s, c):  # «не могут быть взяты под контроль»
            return False
        _effect_on(s, frame, c, "control", "", cs.controller, duration)  # value: the controller to return to
        cs.controller = frame.item.player
        cs.entered_turn = s.turn
        return True

    return _each_in_play(s, frame, e, take)


def _extra_turn(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    for p in players_of(s, frame, e.what):
        s.extra_turns.append(p)
    return FULL


def _nested_modes(s: GameState, frame: ResolveFrame, e: A.Effect) -> bool:
    """Is this «Выберите одно из» (modes written as abilities) not at the top level of its ability?"""
    ab = ability_at(s.catalog, frame.item.source, frame.item.ability)
    return not any(top is e for top in ab.effects)


def _choose_mode(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Выберите одно из»: modes written as abilities with their own targets are chosen at declaration
    (their targets follow the ability's own); plain effect modes are chosen now."""
    modes = e.param("modes", ())
    if modes and isinstance(modes[0], A.Ability) and _nested_modes(s, frame, e):
        # modes under another instruction («Засада 2{м}, при этом выберите одно из: …», Яргус
        # Сатар) are not chosen at declaration (declare.declared_modes reads the top level only); without targets of
        # their own (support.py refuses them otherwise) they are chosen now, like plain modes
        modes = tuple(m.effects for m in modes)
    if modes and isinstance(modes[0], A.Ability):
        base = len(ability_at(s.catalog, frame.item.source, frame.item.ability).targets)
        chosen = []
        for m in frame.item.modes:  # the declared targets follow the ability's own, mode by mode
            chosen.append((modes[m].effects, base))
            base += len(modes[m].targets)
        return chosen
    if choice is None:
        options = tuple(Option(MODE, frame.item.source, num=i) for i in range(len(modes)))
        return Decision(frame.item.player, "mode", options, "Выберите одно из:", "Choose one:")
    effects: tuple[A.Effect, ...] = modes[choice.num]
    return effects


def _sequence(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    effects: tuple[A.Effect, ...] = e.param("effects", ())
    return effects


def _extra_life(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)

    def add(c: int) -> bool:
        add_extra_life(s, c, n, frame.item.source)
        return True

    return _each_in_play(s, frame, e, add)


def _lose_abilities(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    duration = e.param("duration", A.PERMANENT)
    cond = e.param("while")

    def put(c: int) -> bool:
        if continuous.has(s, s.cards[c], "cannot_lose_abilities"):  # «Не может быть лишён особенностей»
            return False
        _effect_on(s, frame, c, "lose_all", "", 0, duration, cond)
        return True

    return _each_in_play(s, frame, e, put)


def _pay(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Заплатите N{м}» as an instruction: close N open coins; not done if you cannot."""
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    from ..payment import can_pay_coins, pay_coins

    if not can_pay_coins(s, player, n):
        return NONE

    pay_coins(s, player, n)
    return FULL


def _lose_keyword(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    kw = e.param("keyword")
    duration = e.param("duration", A.PERMANENT)

    def lose(c: int) -> bool:
        cs = s.cards[c]
        if not continuous.has(s, cs, kw) and not (kw == "sleeping" and cs.sleeping):
            return False  # losing what it does not have is not «done»: «при этом» does not follow
        if kw == "sleeping" and forbids(s, "lose_sleeping", cs):
            return False  # «Существа не могут потерять особенность Спящий» (Пленитель)
        _effect_on(s, frame, c, "lose", kw, 0, duration, e.param("while"))
        if kw == "sleeping" and cs.sleeping:  # «теряет Спящий» opens it (§6.2)
            cs.sleeping = False
            cs.closed = False
        if kw == "sleeping" and A.LOSES_SLEEPING in s.catalog.listened:  # «Когда … теряет Спящий»
            emit(s, A.LOSES_SLEEPING, c, frame.item.source)
        return True

    return _each_in_play(s, frame, e, lose)


def _reveal_top(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Покажите верхнюю карту колоды»: it stays on top, shown to both; it is «её» for what follows."""
    players = players_of(s, frame, e.what)
    deck = s.players[players[0]].deck if players else []
    if not deck:
        frame.last = ()
        return NONE
    frame.last = (deck[-1],)
    s.events.append(("revealed", deck[-1]))
    show(s, (deck[-1],), -1)
    return FULL


def show(s: GameState, cards: tuple[int, ...] | list[int], viewer: int) -> None:
    """Put cards on display for this turn and the next (views.py «shown»): to both players (``viewer`` -1:
    «Покажите»), or to one player only (a «Посмотрите»)."""
    s.shown = (*s.shown, *((c, viewer, s.turn) for c in cards if (c, viewer, s.turn) not in s.shown))


def _take_revealed(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    taken = []
    for c in cards_of(s, frame, e.what):
        owner = s.players[s.catalog.owners[c]]
        if c in owner.deck:
            owner.deck.remove(c)
            owner.hand.append(c)
            taken.append(c)
    frame.last = tuple(taken)
    return FULL if taken else NONE


def _reveal_hand(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Покажите руку»: information for the other player only; the engine's state does not change (the
    revealed cards appear in the log of events)."""
    for p in players_of(s, frame, e.what):
        s.events.append(("hand_revealed", p, tuple(s.players[p].hand)))
        show(s, s.players[p].hand, -1)
    return FULL


def _look_top(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Посмотрите N верхних карт колоды, возьмите K из них в руку, остальные положите <rest> (в любом
    порядке)»: the player picks the K cards, then the order of the rest (the first chosen goes on top of the
    deck, or right under it for «под низ»). Params of the «zones_reveal» family: ``to`` ('graveyard': the picked
    cards go there), ``up_to`` (the player may stop picking, even at none), ``select`` (which cards may be picked),
    ``show`` (the picked cards are shown to both), rest 'keep' (the others stay on top in their order); an
    ``amount`` (X) instead of ``n``. The cards looked at are on display to the player only (views «shown»)."""
    n = amount_of(s, frame, e.amount) if e.amount is not None else e.param("n", 1)
    take = e.param("take", 0)
    more_if = e.param("more_if")
    if more_if is not None and condition_holds(s, more_if, frame.item.source, frame.item.player):
        take += e.param("more", 1)
    rest = e.param("rest", "bottom")
    player = frame.item.player
    deck = s.players[player].deck
    top = deck[-n:][::-1] if n > 0 else []
    show(s, top, -1 if e.param("reveal") else player)  # «Покажите N верхних карт»: to both
    if -3 not in frame.scratch:  # -3 ends the taking; what follows is the order of the rest
        if take:
            sel: A.Select | None = e.param("select")
            pool = [c for c in top if sel is None or fits(s, sel, c, player, frame.item.source)]
            if e.param("take_all"):  # «вызовите из них всех <орков>»: every matching card, no choice
                frame.scratch = tuple(pool)
                pool = []
            prompt = (("Выберите карту для кладбища (или «done»)", "Choose a card for the graveyard (or done)")
                      if e.param("to") == A.GRAVEYARD else
                      ("Выберите карту, чтобы взять в руку", "Choose a card to put into your hand"))
            d = _choose_cards(s, frame, player, pool, take, choice, bool(e.param("up_to")), prompt)
            if d is not None:
                return d
            choice = None
        frame.scratch = (*frame.scratch, -3)
    cut = frame.scratch.index(-3)
    taken = [c for c in frame.scratch[:cut] if c >= 0]
    ordered = list(frame.scratch[cut + 1:])
    if choice is not None:
        ordered.append(choice.card)
        frame.scratch = (*frame.scratch, choice.card)
    remaining = [c for c in top if c not in taken and c not in ordered]
    if rest in ("top", "bottom") and len(remaining) >= 2:
        where = "на верх" if rest == "top" else "под низ"
        return Decision(player, "card", tuple(Option(CARD, c) for c in remaining),
                        f"Порядок: какую карту положить {where} колоды следующей",
                        "Order: which card goes next (the first chosen is nearest the top)")
    ordered.extend(remaining)
    if e.param("show"):
        show(s, taken, -1)
    for c in taken:
        if e.param("to") == "play":  # «вызовите из них …»: a summon from the deck (open, under your control)
            enter_play(s, c, player)
            continue
        deck.remove(c)
        if e.param("to") == A.GRAVEYARD:
            s.players[player].graveyard.append(c)
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=player)
            emit(s, A.DECK_TO_GRAVEYARD, c, player=player)
        else:
            s.players[player].hand.append(c)
    if rest != "keep":
        for c in ordered:
            deck.remove(c)
    if rest == "graveyard":
        s.players[player].graveyard.extend(ordered)
        for c in ordered:
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=player)
            emit(s, A.DECK_TO_GRAVEYARD, c, player=player)
    elif rest == "top":
        deck.extend(reversed(ordered))
    elif rest == "bottom":
        for c in ordered:
            deck.insert(0, c)
    frame.last = tuple(taken)
    return FULL if top else NONE


def _ambush(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Засада N»: play this card from hand for N{м} (creatures and support cards); «при этом» follows."""
    cards = cards_of(s, frame, e.what)
    n = amount_of(s, frame, e.amount)
    player = frame.item.player
    from ..payment import FOR_PLAY, can_pay_coins

    if cards:  # costs_misc: «Засады ваших существ стоят на 1{м} меньше, но не менее 1{м}»
        from ..cost_modifiers import ambush_price

        n = ambush_price(s, player, cards[0], n)
    from .costs import ambush_zone_ok

    if not cards or not ambush_zone_ok(s, player, cards[0]) or not can_pay_coins(s, player, n, (FOR_PLAY, cards[0])):
        return NONE
    card = cards[0]
    if player_forbids(s, player, "play", card):  # «не может разыгрывать карты» covers a Засада too
        return NONE
    if s.static_sources and replay_barred(s, card):  # «… как у карт, разыгранных в этот ход» (a Засада too)
        return NONE
    from ..payment import pay_coins

    pay_coins(s, player, n, (FOR_PLAY, card))  # (Засада plays the card)
    s.turn_counts["ambushes"] = s.turn_counts.get("ambushes", 0) + 1
    if s.catalog.notes_hand_plays:  # «если вы разыграли эту карту из руки» (a Засада plays it from the hand)
        zone_moves.note_origin(s, player, card)
    if s.catalog.defs[card].type == "spell":
        _play_ambushed_spell(s, player, card, n)
    else:
        enter_play(s, card, player, paid=n)
        emit(s, A.CARD_PLAYED, card, player=player, amount=n)
    if A.AMBUSH_USED_MARK in s.catalog.listened:  # «Каждый раз, когда вы применяете Засаду»
        emit(s, A.AMBUSH_USED_MARK, card, player=player, amount=n)
    return FULL


def _play_ambushed_spell(s: GameState, player: int, card: int, paid: int) -> None:
    """A spell played by its «Засада» (Рассекающая нить): as any spell (210.2) it goes to the graveyard and its
    abilities to the Queue, in printed order (117.1). Only spells whose abilities name no target and no mode and have
    no X are supported (cards/compiled.py), so nothing is left to declare here; «при этом» follows as for a creature."""
    from ..declare import spell_abilities
    from ..queue import QueueItem, enqueue
    from ..zones import remove_from_zone

    remove_from_zone(s, card)  # from the hand (or, «ambush_costs», the top of the deck / from under a holder)
    s.players[s.catalog.owners[card]].graveyard.append(card)
    emit(s, A.CARD_PLAYED, card, player=player, amount=paid)
    emit(s, A.PUT_INTO_GRAVEYARD, card, player=player)
    items = []
    for index in spell_abilities(s, card):
        items.append(QueueItem(s.next_queue_id, player, card, index, "spell"))
        s.next_queue_id += 1
    if s.config.queue_order == "lifo":
        items.reverse()  # its instructions still execute in printed order (117.1), as for a spell played from hand
    for item in items:
        enqueue(s, item)


def _add_counter(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    name = e.param("counter", "counter")
    n = amount_of(s, frame, e.amount)

    def add(c: int) -> bool:
        counters = s.cards[c].counters
        counters[name] = counters.get(name, 0) + n
        return True

    return _each_in_play(s, frame, e, add)


def _set_strike(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    return _put_effect(s, frame, e, "set_strike", "", amount_of(s, frame, e.amount), A.END_OF_TURN)


def _remove_effects(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Снимите все эффекты»: effects go (Оглушение and Отравление too); markers — wounds, counters — stay."""
    def clear(c: int) -> bool:
        cs = s.cards[c]
        had = bool(cs.effects) or cs.stunned or cs.poison > 0
        cs.effects = []
        cs.stunned = False
        cs.poison = 0
        return had

    return _each_in_play(s, frame, e, clear)


def _upgrade(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Усовершенствуйте»: a non-механизм loses its classes and becomes a Механизм; a механизм: nothing."""
    from ..selectors import classes_of

    def upgrade(c: int) -> bool:
        if "Механизм" in classes_of(s, c):
            return False
        _effect_on(s, frame, c, "set_classes", "Механизм", 0, A.PERMANENT)
        return True

    return _each_in_play(s, frame, e, upgrade)


def _choose_class(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Выберите класс»: the controller names a creature class (any class printed on a creature in this game);
    later selectors of this card use it."""
    classes = sorted({c for d in s.catalog.defs if d.type == "creature" for c in d.classes})
    if not classes:
        return NONE
    if choice is None:
        options = tuple(Option(MODE, frame.item.source, num=i) for i in range(len(classes)))
        prompt = "Выберите класс: " + ", ".join(f"{i + 1} — {c}" for i, c in enumerate(classes))
        return Decision(frame.item.player, "mode", options, prompt, "Choose a class (see the numbers)")
    s.chosen_class[frame.item.source] = classes[choice.num]
    return FULL


def _search_to(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """Поиск, but the card found goes «на верх вашей колоды» or «на кладбище» instead of the hand."""
    to = e.param("to", "deck_top")
    found: list[int] = []

    def move(c: int, p: int) -> None:
        found.append(c)

    result = _from_zone_to(s, frame, e, choice, "deck", move, "Поиск")
    if isinstance(result, Decision):
        return result
    for c in found:  # after the shuffle of the search, put the card where the text says
        owner = s.players[s.catalog.owners[c]]
        owner.deck.remove(c)
        (owner.graveyard.append(c) if to == "graveyard" else owner.deck.append(c))
        if to == "graveyard":
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=owner.index)
            emit(s, A.DECK_TO_GRAVEYARD, c, player=owner.index)
    return result


def hoard_picked(s: GameState, frame: ResolveFrame, holder: int, chooser: int, pool: list[int], n: int,
                 choice: Option | None, prompt: tuple[str, str]) -> Result:
    """``chooser`` picks ``n`` cards of ``pool`` (one at a time, while there are some) and ``holder`` hoards them;
    ``it`` is the cards hoarded. Shared by the «добывает … из руки» handlers."""
    d = _choose_cards(s, frame, chooser, pool, n, choice, False, prompt)
    if d is not None:
        return d
    done = [c for c in _picked(frame) if hoard(s, holder, c)]
    frame.last = tuple(done)
    return _outcome(len(done), n)


def _repeat_enters(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Найм … срабатывает ещё раз»: the card's own Найм abilities trigger again (new targets)."""
    from ..triggers import TriggerPoint

    def again(c: int) -> bool:
        cs = s.cards[c]
        found = False
        for index, ab in s.catalog.triggered[c]:
            if ab.trigger is not None and ab.trigger.event == A.ENTERS_PLAY and ab.trigger.subject is None:
                if ab.effects and ab.effects[0].verb == "repeat_hire_per_richer":
                    continue  # «Найм … срабатывает ещё раз за каждого игрока …» is no «Найм» itself
                key = (c, index)
                if s.used.get(key, 0):
                    s.used[key] -= 1  # the text overrides «once per turn» (112.5) for this one time
                s.triggers.append(TriggerPoint(s.next_queue_id, cs.controller, c, index,
                                               (A.ENTERS_PLAY, c, -1, 0, cs.controller), ab.optional))
                s.next_queue_id += 1
                found = True
        return found

    return _each_in_play(s, frame, e, again)


def _grant_ability(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«… получает: "…"»: the card gains the quoted ability (for ``duration``)."""
    number = s.catalog.granted_index.get(e.param("ability"))
    if number is None:
        return NONE
    return _put_effect(s, frame, e, "gain_ability", "", number, A.PERMANENT)


def _heal_excess(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    n = amount_of(s, frame, e.amount)

    def heal_it(c: int) -> bool:
        # with «Вампиризм N или +N к Вампиризму» in the game, Вампиризм heals by the card's value now
        # (its printed ability has the printed value; the highest value applies, §6)
        heal_with_excess(s, c, max(n, continuous.keyword(s, s.cards[c], "vampirism")) if s.catalog.raises_keywords else n)
        return True

    return _each_in_play(s, frame, e, heal_it)


def _open_coins(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    for p in players_of(s, frame, e.what):
        s.players[p].closed_coins = 0
        s.players[p].closed_temp = 0
        if s.players[p].tagged:
            from ..payment import open_tagged

            open_tagged(s.players[p])
    return FULL


def _declare_target(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Выберите …»: the target was named at declaration; later effects refer to it."""
    frame.last = tuple(cards_of(s, frame, e.what))
    return FULL if frame.last else NONE


HANDLERS: dict[str, Handler] = {
    "wound": _wound, "heal": _heal, "shot": _shot, "poison": _poison,
    "stun": _stun, "ready": _ready, "close": _close, "open": _open, "destroy": _destroy,
    "search": _search, "summon": _summon, "revive": _revive, "create": _create,
    "modify": _modify, "grant": _grant, "boost": _boost,
    "fight": _fight, "gain_coins": _gain_coins, "lose_coins": _lose_coins,
    "take_control": _take_control, "extra_turn": _extra_turn, "choose_mode": _choose_mode,
    "sequence": _sequence, "open_coins": _open_coins, "declare_target": _declare_target,
    "extra_life": _extra_life, "lose_abilities": _lose_abilities, "pay": _pay,
    "lose_keyword": _lose_keyword, "reveal_top": _reveal_top,
    "take_revealed": _take_revealed, "reveal_hand": _reveal_hand, "look_top": _look_top,
    "ambush": _ambush, "add_counter": _add_counter, "set_strike": _set_strike,
    "remove_effects": _remove_effects, "upgrade": _upgrade, "choose_class": _choose_class,
    "search_to": _search_to, "repeat_enters": _repeat_enters,
    "grant_ability": _grant_ability, "heal_excess": _heal_excess,
    "take_control_until": _take_control_until,
}


def execute(s: GameState, frame: ResolveFrame, effect: A.Effect, choice: Option | None) -> Result:
    """Run one effect."""
    handler = HANDLERS.get(effect.verb)
    if handler is None:
        raise NotImplementedError(f"effect verb {effect.verb!r} has no handler")
    return handler(s, frame, effect, choice)


# The concept modules register their handlers into HANDLERS, in name order (imported last: they use this module).
from . import (  # noqa: E402,F401
    amounts,
    attacks,
    choices,
    coins,
    control_copies,
    costs,
    durations,
    general,
    keyword_grants,
    keywords,
    moves,
    prevention,
    stats,
    wounds_healing,
    zone_moves,
)
