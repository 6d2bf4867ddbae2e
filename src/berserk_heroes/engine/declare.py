"""Declaration and payment (113, 117.1, §7.6, seed 000 adapted to Heroes).

A declaration names the source, the ability and its targets; the amount of every resource is fixed at
declaration; nobody may declare without enough resources; payment comes right after the declaration and
before execution (113.3); a resource committed to one payment cannot pay another; wounds as payment never
exceed the payer's remaining life; payment has no source and no target. Restrictions on choosing targets
apply only now: once in the Queue the ability resolves against these targets even if they changed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from itertools import islice
from typing import Any, NamedTuple

from .. import abilities as A
from ..abilities import SUPPORT_TYPES
from ..decisions import ACTIVATE, CARD, DONE, MODE, TARGET, X_VALUE, Decision, Option, option_of
from . import attack_rules, combined, continuous, cost_modifiers, named_counters, quests
from .ability_facts import AbilityFacts, battle_spent, count_battle_use, facts_of, turn_limit
from .ability_index import PARAM, param_use
from .ambush import ambush_zone_ok
from .combined import part_abilities
from .continuous import granted_to, hand_granted
from .cost_modifiers import ability_coins, target_priced
from .delayed import declare as declare_delayed
from .effects import show
from .events import emit, event_card
from .frames import Frame, pop, push
from .keyword_rules import extra_lives_of, life_holders, remove_extra_life
from .paid_x import x_paid_spec
from .payment import FOR_ABILITY, FOR_PLAY, can_pay_coins, coins_event, pay_coins, payable_coins
from .quests import counted_spec
from .queue import QueueItem, enqueue, place_ahead
from .replacements import ABILITY
from .restrictions import first_spell_targets, free_to_leave, obliged_targets, targetable
from .selectors import attacked_in, candidates, condition_holds, fits
from .state import CATALOG_INDEXES, GameState, ability_at, take_hero_effect
from .trigger_points import MAY_DECLARED, POISON_ABILITY, TriggerPoint, lifted_may, limit_index, trigger_times
from .visibility import can_see
from .wounds import deal_wounds, thirst_wounds
from .zones import (
    can_hoard,
    discard,
    draw,
    hoard,
    hoard_permission,
    remove_from_zone,
    to_deck,
    to_graveyard,
    to_hand,
)

# ---------------------------------------------------------------------------------------------------------
# Can it be declared?
# ---------------------------------------------------------------------------------------------------------


def target_candidates(s: GameState, player: int, source: int, spec: A.Target, kind: str,
                      event: tuple[Any, ...] = (), mandatory: bool = False, x: int | None = None) -> list[int]:
    """Cards that may be chosen for ``spec`` now (118.1; «Защита от заклинаний» for spells). State
    ``not_event``: not the card the trigger is about («другое ваше существо» after «когда вы разыгрываете»).
    ``mandatory`` (a triggered ability without «может», 112.3): when it must name an enemy creature and none can be
    named, it names a creature of its controller instead (§7.4, FAQ #11). ``x``: the X declared, the bound of a
    «стоимостью Х{м} или менее» target (before it is declared — None — any X may do: no bound)."""
    if spec.select.cost_max_amount is not None and spec.select.cost_max_amount.kind == "x":
        bound = None if x is None else x + spec.select.cost_max_amount.value
        spec = dataclasses.replace(spec, select=dataclasses.replace(spec.select, cost_max=bound, cost_max_amount=None))
    cands = targetable(s, player, source, spec, kind, _selected(s, player, source, spec.select, event))
    if cands or not mandatory or not _falls_back_to_own(spec):
        return cands
    own = dataclasses.replace(spec.select, side=A.YOU)
    return targetable(s, player, source, spec, kind, _selected(s, player, source, own, event))


def enough_targets(s: GameState, player: int, source: int, spec: A.Target, kind: str, event: tuple[Any, ...] = (),
                   mandatory: bool = False) -> bool:
    """Whether at least ``spec.min`` cards may be chosen for ``spec`` now (:func:`target_candidates`), the question of
    a declaration's legality. Each restriction of being named judges a card alone, so when the first ``spec.min``
    candidates may be named the others need not be looked at; when there are fewer candidates than that, those are
    all of them."""
    n = spec.min
    if n <= 0:
        return True
    sel = spec.select
    if sel.state is not None or sel.cost_max_amount is not None:  # (filters of the whole list: see target_candidates)
        return len(target_candidates(s, player, source, spec, kind, event, mandatory)) >= n
    first = candidates(s, sel, player, source, n)
    if len(targetable(s, player, source, spec, kind, first)) >= n:
        return True
    if len(first) < n and not (mandatory and _falls_back_to_own(spec)):
        return False  # (every candidate was looked at, and no fallback on the controller's own creatures)
    return len(target_candidates(s, player, source, spec, kind, event, mandatory)) >= n


def _selected(s: GameState, player: int, source: int, select: A.Select, event: tuple[Any, ...]) -> list[int]:
    """The cards ``select`` names for an ability of ``source`` declared by ``player`` (before the restrictions of
    being named)."""
    cands = candidates(s, select, player, source)
    if select.state is None:  # (most selectors: no state filtered here)
        return cands
    if select.state == "not_event" and event:
        cands = [c for c in cands if c != event[1]]
    if select.state == "not_event_other" and event:  # other than the trigger's other card
        cands = [c for c in cands if c != event[2]]
    if select.state in ("not_attacked", A.NOT_ATTACKED_OTHER_TARGET):  # «кроме атакованного»
        cands = [c for c in cands if c != attacked_in(event)]
    if select.state == A.TYPE_OF_EVENT:  # «вашу экипировку того же класса»: the type of the trigger's card
        kind = s.catalog.defs[int(event[1])].type if event and int(event[1]) >= 0 else None
        cands = [c for c in cands if s.catalog.defs[c].type == kind]
    return cands


def _falls_back_to_own(spec: A.Target) -> bool:
    """Whether target ``spec`` is one that FAQ #11 lets fall back on the controller's own creatures: a required
    «существо противника» (a creature only: an ability aimed at a character of the opponent always has his hero)."""
    return spec.min > 0 and spec.select.kind == A.CREATURE and spec.select.side == A.OPPONENT


def absence_planned(ab: A.Ability, spec: A.Target) -> bool:
    """Whether ``ab`` prints what happens when no card could be target ``spec`` («…; если у противника нет существ,
    уничтожьте <эту карту>»): a condition that no card of its select is in play (RulesConfig
    ``absence_clause_replaces_own_fallback``: then FAQ #11's fallback on your own creatures does not apply)."""
    return any(e.condition is not None and e.condition.kind == "count" and e.condition.op == "==" and
               e.condition.value == 0 and e.condition.select == spec.select for e in A.effect_tree(ab.effects))


def mandatory_trigger(kind: str, abilities: Iterable[A.Ability]) -> bool:
    """Whether a declaration of ``kind`` of ``abilities`` is mandatory (112.3: a triggered ability without «может»)."""
    return kind == "triggered" and not any(ab.optional for ab in abilities)


def costs_payable(s: GameState, player: int, source: int, ab: A.Ability, extra_coins: int = 0,
                  purpose: tuple[str, int] | None = None) -> bool:
    """Whether every cost of ``ab`` can be paid now (no declaration without enough resources); ``purpose``: what the
    coins pay for (coins usable only for some payments, engine/payment.py)."""
    facts = facts_of(ab)
    if not can_pay_coins(s, player, extra_coins + ability_coins(s, player, source, ab), purpose):
        return False
    return all(cost_payable(s, player, source, cost) for cost in facts.checked_costs)


def cost_payable(s: GameState, player: int, source: int, cost: A.Cost) -> bool:
    """Whether one cost other than coins can be paid now."""
    if cost.kind == A.CLOSE:
        cs = s.cards.get(source)
        if cs is None or cs.closed:
            return False  # a closed card cannot close to pay (§3.2)
        if s.catalog.defs[source].type == "creature" and attack_rules.is_weak(s, cs):
            return False  # {Т} is an action: first-turn weakness forbids it (§7.3)
        if attack_rules.cannot_act(s, cs):
            return False  # «не может действовать»
    elif cost.kind == A.STAY_OPEN:
        cs = s.cards.get(source)
        if cs is None or cs.closed:
            return False  # «Не закрываясь»: used by an open card, which stays open (not an action: no weakness)
    elif cost.kind == "discard":
        hand = s.players[player].hand
        if len(hand) - (source in hand) < cost.amount:
            return False
        if cost.select is not None and len(pick_pool(s, player, source, "discard", cost.select)) < cost.amount:
            return False  # «Сбросьте существо:» — only such cards of the hand pay it
    elif cost.kind == "wound_self":
        cs = s.cards.get(source)
        if cs is None or continuous.life(s, cs) < cost.amount:
            return False
    elif cost.kind == "destroy_self":
        if source not in s.cards:
            return False
    elif cost.kind == "shuffle_self":  # in play, or in the zone the ability works in (graveyard, hand)
        owner = s.players[s.catalog.owners[source]]
        if source not in s.cards and source not in owner.graveyard and source not in owner.hand:
            return False
        if not free_to_leave(s, [source]):  # kept in its graveyard («Карты не могут покидать кладбища»)
            return False
    elif cost.kind == "remove_markers":
        if cost_modifiers.counters_kept(s, cost.marker or "") or \
                named_counters.available(s, player, source, cost.marker or "") < cost.amount:
            return False
    elif cost.kind == "lose_coins":
        if s.players[player].coins < cost.amount:
            return False
    elif cost.kind == A.REVEAL_TOP:  # «Покажите верхнюю карту колоды:» — a card to show
        if not s.players[player].deck:
            return False
    elif cost.kind == "close_hero":
        hero = s.cards.get(s.players[player].hero)
        if hero is None or hero.closed:
            return False
    elif cost.kind == "wound_hero":  # «Раньте вашего героя на N:», like Жажда: no life check
        if s.players[player].hero not in s.cards:
            return False
    elif cost.kind == "wound_all_own":  # «ранить всех ваших персонажей на N:» (the hero at least)
        if s.players[player].hero not in s.cards:
            return False
    elif cost.kind == "remove_extra_lives":  # «keywords»: «Снимите N дополнительные жизни с ваших персонажей:»
        if sum(extra_lives_of(s, c) for c in life_holders(s, player)) < cost.amount:
            return False
    elif cost.kind in PICKED_COSTS and cost.kind != "discard":
        if len(pick_pool(s, player, source, cost.kind, cost.select)) < (1 if cost.kind in ONE_PICK else cost.amount):
            return False
    return True


PICKED_COSTS = ("discard", "close_own", "destroy_own", "thirst", "shuffle_grave", "wound_own",
                "stun_own",  # «Оглушите N ваших открытых существ:» (Тачанка)
                "remove_extra_lives",
                "shuffle_grave_opp",
                "destroy_support",  # «Уничтожьте карту поддержки:» — any support card in play
                "reveal_and_shuffle_hand",  # «Покажите <архаалита> стоимостью Х{м}, замешайте его в колоду:»
                A.SHUFFLE_OWN,  # «Замешайте вашу карту поддержки в колоду:» — a card of yours in play
                "hoard_grave",  # «Ваш герой добывает N карт с кладбища:» — cards of your graveyard
                "hoard_by_self",  # «<эта карта> добывает карту поддержки:» — a card in play the source may hoard
                "complete_quest",  # «завершите любой квест:» — a quest in play of either player (docs/quests.md)
                "return_own",  # «положите ваше существо в руку:» — a creature of yours (not this card) to the hand
                "wound_close_own",  # «Раньте Х ваших существ на 1, закройте их:» — X open creatures of yours
                "remove_boost")  # «снимите эффект усиления с любого существа:» — a creature in play with a boost
ONE_PICK = ("thirst", "wound_own")  # costs whose amount is wounds to one picked card, not a number of cards
# Select states of a cost «стоимостью Х{м}» / «стоимостью Х–1{м}» of a spell's or an activated ability's target: the
# offset from the X declared (checked when the target is named)
X_COST_OFFSETS = {"cost_x": 0, "cost_x_minus_1": -1}
# X payments of things other than coins (the X is how many of them are paid)
X_OF_THINGS = ("remove_markers", "remove_extra_lives", "wound_close_own")
PAID_FOREIGN = "@paid_foreign"  # the card destroyed / completed to pay was another player's (1) or not (0)


def pick_pool(s: GameState, player: int, source: int, kind: str, select: A.Select | None = None) -> list[int]:
    """Cards that may pay a cost of ``kind`` that the player picks (discard / close / destroy one of yours).
    ``select`` («закройте вашего аккенийца:») keeps only the creatures of yours matching it."""
    if kind == "destroy_own" and select is not None and select.kind == A.CARD:  # «Уничтожьте другую вашу карту:»
        return [c for c in candidates(s, select, player, source)
                if s.catalog.defs[c].type != "hero" and not s.cards[c].counters.get("hidden", 0)]  # (no hero dies so)
    if select is not None:
        return [c for c in pick_pool(s, player, source, kind) if fits(s, select, c, player, source)]
    if kind == "discard":
        return [c for c in s.players[player].hand if c != source]
    if kind in ("shuffle_grave", "hoard_grave"):  # «замешайте N карт с вашего кладбища в колоду:»; «добудьте …»
        return free_to_leave(s, list(s.players[player].graveyard))  # («Карты не могут покидать кладбища»)
    if kind == "hoard_by_self":  # «<эта карта> добывает <карту>:» — any card in play but heroes and the source
        return [c for c in s.play if c != source and can_hoard(s, source, c)]
    if kind == "shuffle_grave_opp":  # «замешайте N карт с кладбища противника в его колоду:»
        return free_to_leave(s, list(s.players[1 - player].graveyard))
    if kind == "reveal_and_shuffle_hand":  # a card of your hand (its kind: ``select``)
        return [c for c in s.players[player].hand if c != source]
    if kind == "thirst":  # «Жажда N:» as a payment: another character of yours takes N wounds
        return [c for c in s.play if s.cards[c].controller == player and c != source
                and s.catalog.defs[c].type in ("creature", "hero")]
    if kind == "remove_extra_lives":  # «keywords»: a character of yours with an extra life (picked once per life)
        return life_holders(s, player)
    if kind == "destroy_support":  # «Уничтожьте карту поддержки:» — any player's
        return [c for c in s.play if s.catalog.defs[c].type in SUPPORT_TYPES]
    if kind == A.SHUFFLE_OWN:  # «Замешайте вашу карту поддержки в колоду:» — a card of yours in play (no hero: its
        # kind is ``select``'s)
        return [c for c in s.play if s.cards[c].controller == player and s.catalog.defs[c].type != "hero"]
    if kind == "complete_quest":  # «завершите любой квест:» — either player's (docs/quests.md §4)
        return [c for c in s.play if s.catalog.defs[c].type == "quest"]
    if kind == "wound_close_own":  # «Раньте Х ваших существ на N, закройте их:» — open ones (a closed card cannot
        # close to pay, §3.2)
        return [c for c in s.play if s.cards[c].controller == player and s.catalog.defs[c].type == "creature"
                and not s.cards[c].closed]
    if kind == "remove_boost":  # «снимите эффект усиления с любого существа:» — either player's creature with a boost
        return [c for c in s.play if s.catalog.defs[c].type == "creature" and s.cards[c].boosts()]
    if kind == "wound_own":  # «ранить ваше существо на N:» — any creature of yours (this one too)
        return [c for c in s.play if s.cards[c].controller == player and s.catalog.defs[c].type == "creature"]
    mine = [c for c in s.play if s.cards[c].controller == player and s.catalog.defs[c].type == "creature"
            and c != source]
    if kind == "stun_own":  # «statics»: open creatures of yours (not this card) that can be stunned
        return [c for c in mine if not s.cards[c].closed and not continuous.has(s, s.cards[c], "cannot_be_stunned")]
    if kind == "close_own":
        return [c for c in mine if not s.cards[c].closed]
    return mine


def declarable(s: GameState, player: int, source: int, ab: A.Ability, kind: str,
               event: tuple[Any, ...] = (), extra_coins: int = 0, free: bool = False,
               facts: AbilityFacts | None = None) -> bool:
    """Whether ``ab`` could be declared legally now: targets exist, costs payable (``free``: applied without payment,
    its costs are not looked at), the card it speaks of is still there (112.7). (Every test here only reads the state:
    the costs, the cheapest, go first; what depends on the ability alone is read from its facts,
    engine/ability_facts.py — ``facts``: when the caller has already read them.)"""
    if facts is None:
        facts = facts_of(ab)
    if not free:
        # (an ability without meta costs its printed coins: ability_coins, read from the facts without its call)
        coins = facts.coin_cost if not ab.meta else ability_coins(s, player, source, ab) if not target_priced(ab) \
            else _cheapest_coins(s, player, source, ab, kind, event)
        if not can_pay_coins(s, player, extra_coins + coins, (FOR_ABILITY, source) if kind == "activated" else None):
            return False
    for cost in () if free else facts.checked_costs:
        if not cost_payable(s, player, source, cost):
            return False
    mandatory = kind == "triggered" and not ab.optional  # (mandatory_trigger of this one ability)
    for spec in facts.named_targets:
        if not enough_targets(s, player, source, spec, kind, event, mandatory):
            return False
    if event:  # 112.7: the card the ability speaks of must still be there
        for role in facts.event_roles:
            card = event_card(s, event, role)
            if card < 0 or card not in s.cards:
                return False
    if facts.modes is not None and not any(
            all(enough_targets(s, player, source, spec, kind, event) for spec in mode.targets)
            for mode in facts.modes.param("modes")):
        return False
    ambush = facts.ambush
    if ambush is not None:  # Засада: the card must be in hand and its price payable
        base = cost_modifiers.ambush_base(s, source, ambush.amount)
        if base is None or cost_modifiers.base_cost_only(s, source):  # (an alternative cost: «только за базовую …»)
            return False
        amount = base
        amount = cost_modifiers.ambush_price(s, player, source, amount)  # «Засады … стоят на 1{м} меньше»
        counters = cost_modifiers.ambush_counters(s, player, source)  # «тратить эффекты знания для оплаты Засады»
        amount -= min(amount, counters[1]) if counters else 0
        if not ambush_zone_ok(s, player, source) or not can_pay_coins(s, player, amount, (FOR_PLAY, source)):
            return False
    if ab.condition is not None and kind == "activated":
        if not condition_holds(s, ab.condition, source, player):
            return False
    return True


def _cheapest_coins(s: GameState, player: int, source: int, ab: A.Ability, kind: str, event: tuple[Any, ...]) -> int:
    """The coins of an ability whose discount is measured on its target, with the target that makes it cheapest (it
    may be declared if some target makes it payable; the target step then offers only those)."""
    cands = target_candidates(s, player, source, ab.targets[0], kind, event)
    return min((ability_coins(s, player, source, ab, c) for c in cands), default=ability_coins(s, player, source, ab))


def declared_modes(ab: A.Ability) -> A.Effect | None:
    """The «Выберите одно из» effect whose modes (abilities with their own targets) are chosen at
    declaration, if the ability has one at its top level."""
    return facts_of(ab).modes


def spell_abilities(s: GameState, iid: int) -> list[int]:
    return [i for i, ab in enumerate(s.catalog.defs[iid].abilities) if ab.kind == A.SPELL_ABILITY]


MODES_CHOSEN = "@modes_chosen/"  # turn_counts key prefix — the modes an ability chose this turn (a bit each)
SPELL_X = "@spell_x/"  # turn_counts key prefix — the X paid for a spell of cost X played this turn


def spell_declarable(s: GameState, player: int, iid: int) -> bool:
    """117.1: a spell may be declared only if all its abilities can be declared legally."""
    defs = s.catalog.defs[iid].abilities
    return all(declarable(s, player, iid, defs[i], "spell") for i in spell_abilities(s, iid))


def activation_options(s: GameState, player: int) -> list[Option]:
    """Activated abilities ``player`` may declare now (113.2: own фаза Выбора, empty Queue)."""
    out: list[Option] = []
    zones = s.catalog.activation_zones
    # a card can have been given an activated ability by an effect on it, or by a static ability in play (granted_to)
    granted = s.catalog.granted_activated
    by_statics = granted and bool(s.static_sources) and (
        bool(s.catalog.granted_keywords) or continuous.has_static_kind(s, "grant_ability"))
    cards = s.cards
    for iid in s.play:
        cs = cards[iid]
        if cs.controller == player and ("play" in zones[iid] or (granted and (by_statics or cs.effects))
                                        or (s.parts and iid in s.parts)):
            out.extend(_activations_of(s, player, iid, "play"))
    hand_grants = s.catalog.hand_grants and bool(s.static_sources) and continuous.has_static_kind(s, "grant")  # (Кладка)
    off_play = s.catalog.activated_off_play
    if off_play or hand_grants:  # (else no card outside play can have an activated ability)
        p = s.players[player]
        for zone, held in (("hand", p.hand), ("graveyard", p.graveyard), ("sideboard", p.sideboard)):
            # abilities «работает в руке / на кладбище / в дополнительной колоде»; a zone without any card that has
            # one is passed over whole (a set test in C instead of a loop over the graveyard)
            granting = hand_grants and zone == "hand"
            if granting or not off_play.isdisjoint(held):
                for iid in held:
                    if zone in zones[iid] or granting:
                        out.extend(_activations_of(s, player, iid, zone))
    # «(эту особенность может активировать каждый игрок)»: the abilities the controller's opponent may activate too
    for iid, anyone in s.catalog.restrictions.open_activations.items():
        if iid in s.cards and s.cards[iid].controller != player and iid in s.play:
            out.extend(o for o in _activations_of(s, player, iid, "play") if o.num in anyone)
    return out


def _index_activations(catalog: Any, defs: Any, _: set[str]) -> None:
    """``Catalog.activated_off_play``: the instances with a printed activated ability that works outside play (only
    where one of them is does ``activation_options`` look through a hand, a graveyard or a дополнительная колода);
    ``Catalog.granted_activated``: whether a card of the game can be given an activated ability (else ``granted_to``
    is never asked for one)."""
    catalog.activated_off_play = frozenset(iid for iid, zones in enumerate(catalog.activation_zones) if zones - {A.PLAY})
    catalog.granted_activated = any(ab.kind == A.ACTIVATED for ab in catalog.granted)


CATALOG_INDEXES.append(_index_activations)


def _activations_of(s: GameState, player: int, iid: int, zone: str) -> list[Option]:
    """The options of the activated abilities of card ``iid`` (in ``zone``) that ``player`` may declare now."""
    if zone == "play":
        cs = s.cards[iid]
        if cs.counters.get("hidden", 0) or continuous.lost_abilities(s, cs):
            return []  # a hidden card, or one that has lost its abilities, activates none
    out = []
    used = s.used
    for index, ab in activated_abilities(s, player, iid, zone):
        if ab.zone != zone:
            continue
        facts = facts_of(ab)
        limit = facts.limit
        if ab.meta:  # «(N раз за бой)»
            if battle_spent(s, iid, index, ab):
                continue
            limit = turn_limit(s, ab, limit)
        if limit is not None and used and used.get((iid, index), 0) >= limit:
            continue  # the «1 раз за ход» marker is on the card (113.4)
        if declarable(s, player, iid, ab, "activated", facts=facts):
            out.append(option_of(ACTIVATE, iid, -1, index))  # (positional: lru_cache's key is made faster without keywords)
    return out


def used_up(s: GameState, iid: int, index: int, ab: A.Ability) -> bool:
    """Whether activated ability ``index`` of card ``iid`` has reached its uses this turn (113.4)."""
    limit = turn_limit(s, ab, facts_of(ab).limit) if ab.meta else facts_of(ab).limit
    return limit is not None and s.used.get((iid, index), 0) >= limit or bool(ab.meta) and battle_spent(s, iid, index, ab)


def activated_abilities(s: GameState, player: int, iid: int, zone: str) -> Sequence[tuple[int, A.Ability]]:
    """(ability number, ability) of every activated ability card ``iid`` has while it is in ``zone`` ('play',
    'hand' …): printed, given, of the parts of a combined card; each still says in which zone it works."""
    own: Sequence[tuple[int, A.Ability]] = s.catalog.activated[iid]
    if zone == "play" and s.catalog.granted_activated:  # (granted_to answers only abilities of Catalog.granted)
        granted = [(i, ab) for i, ab in granted_to(s, iid) if ab.kind == A.ACTIVATED]
        if granted:
            own = [*own, *granted]
    if zone == "play" and s.parts and iid in s.parts:  # a combined card has its parts' abilities (engine/combined.py)
        own = [*own, *part_abilities(s, iid, A.ACTIVATED)]
    if zone == "hand" and s.catalog.hand_grants and s.static_sources and continuous.has_static_kind(s, "grant"):
        own = [*own, *hand_granted(s, player, iid)]
    return own


# ---------------------------------------------------------------------------------------------------------
# Starting declarations
# ---------------------------------------------------------------------------------------------------------


def start_activation(s: GameState, player: int, iid: int, index: int) -> None:
    push(s, DeclareFrame(player, iid, (index,), "activated", (), -1, 0))


def start_spell(s: GameState, player: int, iid: int, cost: int) -> None:
    push(s, DeclareFrame(player, iid, tuple(spell_abilities(s, iid)), "spell", (), -1, cost))


def declare_trigger(s: GameState, point: TriggerPoint) -> None:
    """Declare a trigger point; if that has become illegal, the point is dropped without using up the
    once-per-turn limit (112.7)."""
    if point.ability == POISON_ABILITY:
        enqueue(s, QueueItem(s.next_queue_id, point.player, point.source, POISON_ABILITY, "poison",
                             event=point.event))
        s.next_queue_id += 1
        return
    if point.event[0] == "delayed":  # a delayed trigger set up by an instruction
        declare_delayed(s, point)
        return
    ab = ability_at(s.catalog, point.source, point.ability)
    if not declarable(s, point.player, point.source, ab, "triggered", point.event):
        return
    if point.source not in s.cards and not can_see(s, 1 - point.player, point.source):
        show(s, (point.source,), -1)  # declaring names the source (§7.6): a card of a hand or deck is shown to both
    if lifted_may(point, ab):  # its first «можете» was this declaration's choice: agreed to (trigger_points.MAY_DECLARED)
        key = f"{MAY_DECLARED}{point.source}/{point.ability}"
        s.turn_counts[key] = s.turn_counts.get(key, 0) + 1
    push(s, DeclareFrame(point.player, point.source, (point.ability,), "triggered", point.event, point.id, 0))


_PICK_PROMPTS = {
    "discard": ("выберите карту, чтобы сбросить", "choose a card to discard"),
    "close_own": ("выберите ваше существо, чтобы закрыть", "choose one of your creatures to close"),
    "destroy_own": ("выберите ваше существо, чтобы уничтожить", "choose one of your creatures to destroy"),
    "return_own": ("выберите ваше существо, чтобы положить его в руку", "choose one of your creatures to put into the hand"),
    "destroy_support": ("выберите карту поддержки, чтобы уничтожить", "choose a support card to destroy"),
    "thirst": ("Жажда — выберите вашего персонажа", "Thirst — choose a character of yours"),
    "remove_boost": ("выберите существо, чтобы снять с него эффект усиления", "choose a creature to remove a boost from"),
    "shuffle_grave": ("выберите карту вашего кладбища, чтобы замешать её в колоду",
                      "choose a card of your graveyard to shuffle into your deck"),
    "wound_own": ("выберите ваше существо, чтобы ранить", "choose one of your creatures to wound"),
    "hoard_grave": ("выберите карту вашего кладбища, её добудет ваш герой",
                        "choose a card of your graveyard for your hero to hoard"),
    "hoard_by_self": ("выберите карту в игре, её добудет эта карта", "choose a card in play for this card to hoard"),
    "stun_own": ("выберите ваше открытое существо, чтобы оглушить", "choose an open creature of yours to stun"),
    "complete_quest": ("выберите квест, чтобы завершить", "choose a quest to complete"),
    "remove_extra_lives": ("снимите дополнительную жизнь с вашего персонажа", "remove an extra life from a character of yours"),
    "shuffle_grave_opp": ("выберите карту кладбища противника, чтобы замешать её в его колоду",
                          "choose a card of the opponent's graveyard to shuffle into his deck"),
    "reveal_and_shuffle_hand": ("выберите карту руки, чтобы показать её и замешать в колоду",
                             "choose a card of your hand to show and shuffle into your deck"),
    A.SHUFFLE_OWN: ("выберите вашу карту, чтобы замешать её в колоду", "choose a card of yours to shuffle into its deck"),
    "wound_close_own": ("выберите ваше открытое существо, чтобы ранить и закрыть",
                        "choose an open creature of yours to wound and close"),
}


_new_tuple = tuple.__new__
# (the rule «вы выбираете цель вместо него» is looked for on the hero only in games where a text can establish it)
_TARGETS_BY_OPPONENT_USE = param_use("establish", "rule", A.TARGETS_BY_OPPONENT)


def not_named_before(spec: A.Target, cands: list[int], named: Iterable[tuple[int, ...]]) -> list[int]:
    """«другого персонажа», «в другую цель» (Select state ``other_target``): the candidates
    that are not a card named for another target of the ability (``named``: the groups chosen so far), whether the
    target is named at declaration or when execution reaches it (§7.4)."""
    if spec.select.state not in ("other_target", A.NOT_ATTACKED_OTHER_TARGET):
        return cands
    taken = {c for group in named for c in group}
    return [c for c in cands if c not in taken]


class DeclarationPlan(NamedTuple):
    """What the steps of a declaration need to know about its abilities alone, read once per tuple of abilities
    (:func:`plan_of`) instead of walking them again at every step."""

    abilities: tuple[A.Ability, ...]
    optional: bool  # one of them says «может»: a triggered declaration of them is not mandatory (112.3)
    x_cost: bool  # one of their costs is X
    x_markers: A.Cost | None  # an X payment of things other than coins (``DeclareFrame._x_markers``)
    modes: A.Effect | None  # the first «Выберите одно из» whose modes are chosen at declaration
    picked: tuple[A.Cost, ...]  # their costs paid with cards the player picks, in cost order
    specs: tuple[A.Target, ...] | None  # all their targets in order (None when modes add theirs once chosen)
    fought: frozenset[int]  # (without modes) the target numbers a «Сразиться» of the source fights
    shot: frozenset[int]  # (without modes) the target numbers a «Выстрел» aims at
    paired: bool  # a target «столько же, сколько выбрано первых» (Select state COUNT_OF_FIRST_TARGET)


def plan_of(abilities: tuple[A.Ability, ...]) -> DeclarationPlan:
    """The plan of a declaration of ``abilities`` (remembered by the identity of the abilities, which are immutable
    and shared by every game; the entry holds them, so an id is not reused while it lives)."""
    key: int | tuple[int, ...] = id(abilities[0]) if len(abilities) == 1 else tuple(map(id, abilities))
    hit = _PLANS.get(key)
    if hit is not None and hit.abilities == abilities:  # (the same objects: compared by identity first)
        return hit
    if len(_PLANS) > 50000:
        _PLANS.clear()
    modes = next((e for ab in abilities if (e := declared_modes(ab)) is not None), None)
    fought: set[int] = set()
    shot: set[int] = set()
    base = 0
    for ab in abilities:
        facts = facts_of(ab)
        fought.update(base + i for i in facts.fought)
        shot.update(base + i for i in facts.shot)
        base += len(ab.targets)
    costs = [c for ab in abilities for c in ab.costs]
    plan = _PLANS[key] = DeclarationPlan(
        abilities=abilities, optional=any(ab.optional for ab in abilities), x_cost=any(c.is_x for c in costs),
        x_markers=next((c for c in costs if c.is_x and c.kind in X_OF_THINGS), None), modes=modes,
        picked=tuple(c for c in costs if c.kind in PICKED_COSTS),
        specs=None if modes is not None else tuple(spec for ab in abilities for spec in ab.targets),
        fought=frozenset(fought), shot=frozenset(shot),
        paired=any(t.select.state == A.COUNT_OF_FIRST_TARGET for ab in abilities for t in ab.targets))
    return plan


_PLANS: dict[int | tuple[int, ...], DeclarationPlan] = {}  # (one ability, the most common: keyed by its id alone)


class DeclareFrame(Frame):
    """Choose X, choose targets, choose cards to discard as payment, pay, put into the Queue."""

    __slots__ = ("player", "source", "indices", "kind", "event", "point", "base_cost", "x", "stage",
                 "specs_done", "chosen", "targets", "discards", "modes", "modes_done", "repeat", "free",
                 "targets_by_opponent",
                 "plan")  # (derived from ``source`` and ``indices``, read at the first step: kept last, see snapshot)

    def __init__(self, player: int, source: int, indices: tuple[int, ...], kind: str, event: tuple[Any, ...],
                 point: int, base_cost: int) -> None:
        self.player = player
        self.source = source
        self.indices = indices
        self.kind = kind
        self.event = event
        self.point = point
        self.base_cost = base_cost
        self.x = 0
        self.stage = 0
        self.specs_done = 0
        self.chosen: tuple[int, ...] = ()
        self.targets: list[tuple[int, ...]] = []
        self.discards: list[int] = []
        self.modes: list[int] = []
        self.modes_done = False
        self.repeat = False  # «повторите это заклинание» — declared again, the card is not played
        self.free = False  # «примените особенность … без оплаты»: nothing paid, no usage marker (``apply_ability``)
        self.targets_by_opponent = False  # «… вы выбираете цель вместо него»: his opponent names this spell's targets
        self.plan: DeclarationPlan | None = None

    def snapshot(self) -> tuple[Any, ...]:
        return super().snapshot()[:-1]  # the plan (the last slot) is derived: not part of the state nor of its hash

    def _plan(self, s: GameState) -> DeclarationPlan:
        plan = self.plan
        if plan is None:
            indices = self.indices
            plan = self.plan = plan_of((ability_at(s.catalog, self.source, indices[0]),) if len(indices) == 1 else
                                       tuple(ability_at(s.catalog, self.source, i) for i in indices))
        return plan

    def _abilities(self, s: GameState) -> tuple[A.Ability, ...]:
        return self._plan(s).abilities

    def actor(self) -> int | None:
        return self.player  # who declares and pays (costs that take cards out of a graveyard)

    def declared_source(self) -> int | None:
        return self.source

    def _ability_specs(self, ab: A.Ability) -> list[A.Target]:
        """The targets of one ability: its own, then those of each mode chosen (in order)."""
        specs = list(ab.targets)
        effect = declared_modes(ab)
        if effect is not None:
            modes = effect.param("modes")
            specs.extend(spec for m in self.modes for spec in modes[m].targets)
        return specs

    def _fight_specs(self, s: GameState) -> frozenset[int] | set[int]:
        """Flattened target numbers that a «Сразиться» of this card's source fights."""
        return self._flat_targets(s, "fought")

    def _shot_specs(self, s: GameState) -> frozenset[int] | set[int]:
        """Flattened target numbers that a shot of this declaration aims at."""
        return self._flat_targets(s, "shot")

    def _flat_targets(self, s: GameState, fact: str) -> frozenset[int] | set[int]:
        """The target numbers of the abilities' facts ``fact`` (``fought`` / ``shot``), counted over all the targets
        of this declaration."""
        plan = self._plan(s)
        if plan.specs is not None:  # (no modes: the numbers are the plan's)
            return plan.fought if fact == "fought" else plan.shot
        out: set[int] = set()
        base = 0
        for ab in self._abilities(s):
            numbers = getattr(facts_of(ab), fact)
            if numbers:
                out.update(base + i for i in numbers)
            base += len(self._ability_specs(ab))
        return out

    def _specs(self, s: GameState) -> Sequence[A.Target]:
        specs = self._plan(s).specs
        if specs is not None:
            return specs
        return [spec for ab in self._abilities(s) for spec in self._ability_specs(ab)]

    def _mode_step(self, s: GameState) -> Decision | None:
        """«Выберите одно из / одно или оба / N раза одно из»: modes are chosen at declaration."""
        effect = self._plan(s).modes
        if effect is None:
            self.modes_done = True
            return None
        modes = effect.param("modes")
        times = effect.param("times", 1) or 1
        most = times if times > 1 else (effect.param("max", 1) or 1)
        least = times if times > 1 else (effect.param("min", 1) or 1)
        if len(self.modes) >= most:
            self.modes_done = True
            return None
        chosen_before = s.turn_counts.get(self._modes_key(), 0) if effect.param(A.NOT_CHOSEN_THIS_TURN) else 0
        options = [Option(MODE, self.source, num=i) for i, mode in enumerate(modes)
                   if (times > 1 or i not in self.modes) and not chosen_before >> i & 1
                   and all(len(target_candidates(s, self.player, self.source, spec, self.kind, self.event))
                           >= spec.min
                           for spec in mode.targets)]
        if len(self.modes) >= least or not options:
            options.append(Option(DONE))
        # «Противник выбирает одно из:» — the opponent of the controller picks (at declaration, like a target
        # the opponent chooses, 118.1)
        chooser = 1 - self.player if effect.param("chooser") == "opponent" else self.player
        return Decision(chooser, "mode", tuple(options), "Выберите одно из:", "Choose a mode:")

    def _modes_key(self) -> str:
        """The ``turn_counts`` key of the modes this ability chose this turn (a bit per mode), for «выберите ранее не
        выбранное в этом ходу»."""
        return f"{MODES_CHOSEN}{self.source}/{self.indices}"

    def _note_mode(self, s: GameState, mode: int) -> None:
        """A mode chosen: an ability that may not choose it again this turn remembers it."""
        effect = self._plan(s).modes
        if effect is not None and effect.param(A.NOT_CHOSEN_THIS_TURN):
            key = self._modes_key()
            s.turn_counts[key] = s.turn_counts.get(key, 0) | 1 << mode

    def _purpose(self) -> tuple[str, int] | None:
        """What the coins of this declaration pay for (engine/payment.py)."""
        if self.kind == "spell":
            return (FOR_PLAY, self.source)
        return (FOR_ABILITY, self.source) if self.kind == "activated" else None

    def _x_cost(self, s: GameState) -> bool:
        return s.catalog.defs[self.source].cost_is_x if self.kind == "spell" else \
            self._plan(s).x_cost

    def step(self, s: GameState) -> Decision | None:
        # (The stages follow one another in one step until a decision is needed: nothing runs between two steps of
        # the top frame, and each stage that asks nothing only moves the frame on.)
        if self.stage == 0:
            if self._x_cost(s) and not self.repeat:  # a repeat keeps the X of the spell's play (effects.prevention)
                return self._x_decision(s)  # apply() moves on to the targets
            self.stage = 1
        while self.stage == 1:
            d = self._target_step(s)
            if d is not None:
                return d
        if self.stage == 2:
            d = self._discard_step(s)
            if d is not None:
                return d
        self._pay_and_enqueue(s)
        pop(s, self)
        return None

    # X ------------------------------------------------------------------------------------------------
    def _x_decision(self, s: GameState) -> Decision:
        markers = self._x_markers(s)
        if markers is not None:
            return self._x_markers_decision(s, markers)
        fixed = self.base_cost + sum(ability_coins(s, self.player, self.source, ab) for ab in self._abilities(s))
        most = max(0, payable_coins(s, self.player, self._purpose()) - fixed)
        if any(c.is_x and c.kind == "discard" for ab in self._abilities(s) for c in ab.costs):
            most = min(most, len(pick_pool(s, self.player, self.source, "discard")))  # «(Х), сбросьте Х карт:»
        values = self._x_with_targets(s, range(most + 1))
        options = tuple(Option(X_VALUE, self.source, num=v) for v in values)
        return Decision(self.player, "x", options, "Выберите значение X", "Choose the value of X")

    def _x_markers_decision(self, s: GameState, markers: A.Cost) -> Decision:
        """«Снимите Х / N или более эффектов ужаса:» — X counters (of this card; a «жетон» of any card of the player),
        at least N; «снимите Х дополнительных жизней с ваших персонажей:» — X extra lives of the player's characters;
        only an X for which the targets can be named (any, when none can)."""
        least = 1 if markers.kind == "wound_close_own" else markers.amount  # (its amount: the wounds to each)
        every = range(least, self._x_things_available(s, markers) + 1)
        specs = [spec for spec in self._specs(s) if spec.min > 0 and not spec.at_execution]
        fitting = [v for v in every if all(
            len(target_candidates(s, self.player, self.source, spec, self.kind, self.event, x=v)) >= spec.min
            for spec in specs)]
        options = tuple(Option(X_VALUE, self.source, num=v) for v in fitting or every)
        return Decision(self.player, "x", options, "Выберите значение X", "Choose the value of X")

    def _x_markers(self, s: GameState) -> A.Cost | None:
        """The payment of named counters (or of extra lives) whose number is the X of this declaration (none for a
        spell)."""
        if self.kind == "spell":
            return None
        return self._plan(s).x_markers

    def _x_things_available(self, s: GameState, cost: A.Cost) -> int:
        """How many of the things an X payment ``cost`` takes the player has: counters, or his characters' extra
        lives."""
        if cost.kind == "remove_extra_lives":
            return sum(extra_lives_of(s, c) for c in life_holders(s, self.player))
        if cost.kind == "wound_close_own":  # X open creatures of yours (at least one: the amount is their wounds)
            return len(pick_pool(s, self.player, self.source, cost.kind))
        if cost_modifiers.counters_kept(s, cost.marker or ""):  # («Эффекты … не могут быть сняты»)
            return 0
        return named_counters.available(s, self.player, self.source, cost.marker or "")

    def _x_with_targets(self, s: GameState, values: range) -> list[int] | range:
        """117.1: a spell is declared only if its targets can be named. A target «стоимостью Х–1{м}» (
        Рождение жизни) depends on X, so only the X for which some card fits are offered (all of them if none fits:
        the spell was playable by the check that does not know X, and it then does nothing)."""
        specs = [spec for spec in self._specs(s) if spec.select.state in X_COST_OFFSETS and spec.min > 0
                 and not spec.at_execution] if self.kind in ("spell", "activated") else []
        if not specs:
            return values

        fitting = [v for v in values if all(
            any(combined.cost(s, c) == v + X_COST_OFFSETS.get(spec.select.state or "", 0)
                for c in target_candidates(s, self.player, self.source, spec, self.kind, self.event))
            for spec in specs)]
        return fitting or values

    # Targets ------------------------------------------------------------------------------------------
    def _target_step(self, s: GameState) -> Decision | None:
        if not self.modes_done:
            d = self._mode_step(s)
            if d is not None:  # (else the modes are done: on to the targets)
                return d
        specs = self._specs(s)
        if self.specs_done >= len(specs):
            self.stage = 2
            return None
        spec = specs[self.specs_done]
        if spec.at_execution:  # named when the resolution reaches it (§7.4)
            self._finish_spec()
            return None
        mandatory = self.kind == "triggered" and not self._plan(s).optional  # (mandatory_trigger)
        cands = [c for c in target_candidates(s, self.player, self.source, spec, self.kind, self.event, mandatory,
                                              x=self.x) if c not in self.chosen]
        cands = not_named_before(spec, cands, self.targets)
        cands = same_graveyard(s, spec, self.chosen, cands)
        if spec.select.state in X_COST_OFFSETS:  # «стоимостью Х–1{м}», «стоимостью Х{м}» — the X chosen before
            cands = [c for c in cands if self.kind in ("spell", "activated")
                     and combined.cost(s, c) == self.x + X_COST_OFFSETS[spec.select.state]]
        if spec.select.state == "x_paid_count":  # «Х <карт>» of a cost-X card's Найм — as many as the X paid
            spec = x_paid_spec(s, self.source, spec, len(cands) + len(self.chosen))
        if spec.select.state == A.X_DECLARED_COUNT:  # «(Х)(Т): Х персонажей …» — as many as the X declared
            spec = dataclasses.replace(spec, min=min(self.x, len(cands) + len(self.chosen)), max=self.x)
        spec = self._count_paired(s, spec)
        if spec.select.state == A.QUEST_COUNTER_COUNT:  # «Подготовьте Х ваших существ, где Х — количество {!} …»
            spec = counted_spec(s, self.source, spec, len(cands) + len(self.chosen))
        if self.specs_done in self._fight_specs(s):  # «Сразиться» is an attack: only attackable creatures
            fighter = self.source
            cands = [c for c in cands if fighter not in s.cards or attack_rules.can_be_fought(s, fighter, c)]
        if A.SHOT_ATTACK in s.catalog.restrictions.obligations and self.specs_done in self._shot_specs(s):
            cands = obliged_targets(s, A.SHOT_ATTACK, self.player, cands)  # «… целью каждой атаки противника»
        if self.kind == "spell" and not self.repeat and A.FIRST_SPELL in s.catalog.restrictions.obligations:
            named = (*(c for group in self.targets for c in group), *self.chosen)
            cands = first_spell_targets(s, named, cands)  # «… целью первого заклинания каждый ход»
        cands = self._affordable(s, cands)
        if len(self.chosen) >= spec.max or not cands:
            self._finish_spec()
            return None
        options = [option_of(TARGET, c) for c in cands]
        if len(self.chosen) >= spec.min:
            options.append(Option(DONE))
        chooser = self.player if spec.chooser == A.YOU and not self._targets_by_opponent(s) else 1 - self.player
        name = s.name(self.source)
        return Decision(chooser, "target", tuple(options), f"{name}: выберите цель", f"{name}: choose a target")

    def _count_paired(self, s: GameState, spec: A.Target) -> A.Target:
        """«Выберите Х ваших существ и Х существ противника»: the second target (Select state COUNT_OF_FIRST_TARGET)
        is exactly as many cards as were named for the first; the first, no more than the second can match."""
        if spec.select.state == A.COUNT_OF_FIRST_TARGET:
            n = len(self.targets[0]) if self.targets else 0
            return dataclasses.replace(spec, min=n, max=n)
        if self.specs_done != 0 or not self._plan(s).paired:
            return spec  # (the cheap test first: this runs at every target step)
        specs = self._specs(s)
        paired = specs[1] if len(specs) > 1 else None
        if paired is None or paired.select.state != A.COUNT_OF_FIRST_TARGET:
            return spec
        room = len(target_candidates(s, self.player, self.source, paired, self.kind, self.event))
        return dataclasses.replace(spec, min=min(spec.min, room), max=min(spec.max, room))

    def _first_target(self) -> int | None:
        """The card named for the first target, once named (an ability's discount may be measured on it)."""
        return self.targets[0][0] if self.targets and self.targets[0] else None

    def _affordable(self, s: GameState, cands: list[int]) -> list[int]:
        """The first target of an ability whose discount is measured on it («эта способность стоит на Х{м} меньше, где
        Х — сила удара выбранного этой способностью существа»): only the cards that leave a price the player can pay."""
        if self.kind != "activated" or self.specs_done or self.chosen:
            return cands
        abilities = self._abilities(s)
        if len(abilities) != 1 or not target_priced(abilities[0]):
            return cands
        return [c for c in cands if can_pay_coins(s, self.player, self.base_cost + ability_coins(
            s, self.player, self.source, abilities[0], c), self._purpose())]

    def _targets_by_opponent(self, s: GameState) -> bool:
        """«При следующем розыгрыше противником заклинания, имеющего цель, вы выбираете цель вместо него»: whether the
        opponent names the targets of this spell — the first spell the player declares with a target to name after
        the rule (``establish`` TARGETS_BY_OPPONENT) was put on his hero, which it uses up (the spell stays his)."""
        if not self.targets_by_opponent and self.kind == "spell" and not self.repeat and \
                s.catalog.uses(PARAM, _TARGETS_BY_OPPONENT_USE) and \
                take_hero_effect(s, A.TARGETS_BY_OPPONENT, self.player) is not None:
            self.targets_by_opponent = True
        return self.targets_by_opponent

    def _finish_spec(self) -> None:
        self.targets.append(self.chosen)
        self.chosen = ()
        self.specs_done += 1

    # Costs the player picks cards for (discard, close or destroy one of yours) ----------------------------
    def _picks_needed(self, s: GameState) -> list[str]:
        """One entry per card to pick, in cost order."""
        return [c.kind for c in self._pick_costs(s)]

    def _pick_costs(self, s: GameState) -> list[A.Cost]:
        """The cost each card to pick pays, in cost order (one entry per card)."""
        picked = self._plan(s).picked
        if not picked:  # (most declarations: nothing to pick)
            return []
        return [c for c in picked
                for _ in range(1 if c.kind in ONE_PICK else self.x if c.is_x else c.amount)]

    def _discard_step(self, s: GameState) -> Decision | None:
        needed = [] if self.free else self._picks_needed(s)
        if len(self.discards) >= len(needed):
            self.stage = 3
            return None
        kind = needed[len(self.discards)]
        select = self._pick_costs(s)[len(self.discards)].select
        # A resource committed to one payment cannot pay another (seed 000): picks are distinct.
        select = next((c.select for ab in self._abilities(s) for c in ab.costs if c.kind == kind and c.select is not None),
                      None)
        pool = [c for c in pick_pool(s, self.player, self.source, kind, select) if c not in self.discards]
        if kind == "remove_extra_lives":  # «keywords»: one pick per life — a card with several may be picked again
            pool = [c for c in pick_pool(s, self.player, self.source, kind, select)
                    if extra_lives_of(s, c) > self.discards.count(c)]
        options = tuple(Option(CARD, c) for c in pool)
        ru, en = _PICK_PROMPTS[kind]
        return Decision(self.player, "card", options, f"Оплата: {ru}", f"Payment: {en}")

    def apply(self, s: GameState, option: Option) -> None:
        if option.kind == MODE:
            self.modes.append(option.num)
            self._note_mode(s, option.num)
        elif option.kind == DONE and not self.modes_done:
            self.modes_done = True
        elif option.kind == X_VALUE:
            self.x = option.num
            self.stage = 1
        elif option.kind == TARGET:
            self.chosen = (*self.chosen, option.card)
        elif option.kind == DONE:
            self._finish_spec()
        elif option.kind == CARD:
            self.discards.append(option.card)

    # Payment and the Queue ------------------------------------------------------------------------------
    def _pay_and_enqueue(self, s: GameState) -> None:
        abilities = self._abilities(s)
        if self.free:  # applied without payment: no coins, no picks, no card costs, no «1 раз за ход» marker (113.4)
            self._enqueue(s, abilities, 0)
            return
        x_coins = 0 if self.repeat or (self.x and self._x_markers(s)) else self.x  # (an X of counters is no coins)
        coins = self.base_cost + x_coins
        for ab in abilities:  # (an ability without meta costs its printed coins: ability_coins without its call)
            coins += ab.coin_cost if not ab.meta else ability_coins(s, self.player, self.source, ab, self._first_target())
        if coins:
            pay_coins(s, self.player, coins, self._purpose())
        if self.kind == "activated" and s.catalog.uses("amount", A.PAID_FOR_ABILITY):
            s.turn_counts[f"{A.PAID_FOR_ABILITY}{self.source}"] = coins  # «количество потраченных таким образом {м}»
        for kind, iid in zip(self._picks_needed(s) if self.discards else (), self.discards):
            if kind == "discard":
                if self.kind == "activated" and self.source in s.cards:  # «если было сброшено заклинание»
                    s.cards[self.source].counters[A.PAID_DISCARD] = iid
                discard(s, self.player, iid)
            elif kind == "close_own":
                s.cards[iid].closed = True
                emit(s, A.CLOSED, iid)
            elif kind == "remove_boost":  # one boost off the creature picked
                named_counters.take_boost(s.cards[iid])
            elif kind == "stun_own":  # «statics»: stunned — closed, and not opened in the next фаза восстановления
                s.cards[iid].closed = True
                s.cards[iid].stunned = True
                emit(s, A.CLOSED, iid)
            elif kind in ONE_PICK or kind == "wound_close_own":  # thirst; wound_own («ранить ваше существо на N:»);
                # «Раньте Х ваших существ на N, закройте их:» — each wounded by this card, then closed (if it survived)
                amount = next(c.amount for ab in self._abilities(s) for c in ab.costs if c.kind == kind)
                if kind == "thirst":  # («получает раны от жажды»)
                    if s.config.thirst_fires == "keyword_and_cost" and A.THIRST_USED in s.catalog.listened:
                        emit(s, A.THIRST_USED, self.source, iid, amount, player=self.player)
                    thirst_wounds(s, self.source, iid, amount)
                else:
                    deal_wounds(s, self.source, iid, amount, ABILITY)
                if kind == "wound_close_own" and iid in s.cards:
                    s.cards[iid].closed = True
                    emit(s, A.CLOSED, iid)
            elif kind in ("shuffle_grave", "shuffle_grave_opp"):  # into its owner's deck
                to_deck(s, iid, "shuffle")
            elif kind == "reveal_and_shuffle_hand":  # shown to both, into the deck; Х is its printed cost
                show(s, [iid], -1)
                if self.source in s.cards:  # «Поиск — карта того же типа» reads its type (selectors)
                    s.cards[self.source].counters[A.SHOWN_CARD] = iid
                to_deck(s, iid, "shuffle")
                self.x = s.catalog.defs[iid].cost or 0
            elif kind == A.SHUFFLE_OWN:  # into its owner's deck; Х is its printed cost
                self.x = s.catalog.defs[iid].cost or 0
                to_deck(s, iid, "shuffle")
            elif kind == "hoard_grave":  # «Ваш герой добывает N карт с кладбища:»
                hoard(s, s.players[self.player].hero, iid)
            elif kind == "hoard_by_self":  # «<эта карта> добывает <карту>:»; «где Х — стоимость {м} добытой карты»
                self.x = s.catalog.defs[iid].cost or 0
                hoard(s, self.source, iid)
            elif kind == "complete_quest":  # «завершите любой квест:»; «если вы завершили свой квест» reads whose
                s.cards[self.source].counters[PAID_FOREIGN] = int(s.cards[iid].controller != self.player)
                quests.complete(s, iid)
            elif kind == "return_own" and iid in s.cards:  # «положите ваше существо в руку:» (its owner's hand)
                to_hand(s, iid)
            elif kind == "remove_extra_lives":  # «keywords»: one extra life off that character
                remove_extra_life(s, iid)
            elif iid in s.cards:
                if kind == "destroy_support" and self.source in s.cards:  # «…, если уничтоженная карта
                    # поддержки не была вашей» reads whose it was (Condition paid_foreign)
                    s.cards[self.source].counters[PAID_FOREIGN] = int(s.cards[iid].controller != self.player)
                if kind == "destroy_own" and self.source in s.cards:  # «…: Поиск – существо с таким же названием»
                    s.cards[self.source].counters[A.PAID_DESTROYED] = iid
                to_graveyard(s, iid, reason="payment")
        for ab in abilities:
            if ab.costs:
                self._pay_card_costs(s, ab, coins)
        for index, ab in zip(self.indices, abilities):
            # («keywords»: shared by «Когда A или B», a meta of the ability)
            key = (self.source, limit_index(ab, index) if ab.meta else index)
            s.used[key] = s.used.get(key, 0) + 1  # the «1 раз за ход» marker (113.4) / 112.5
            if ab.meta:
                count_battle_use(s, key, ab)  # «(N раз за бой)»
        self._enqueue(s, abilities, coins)

    def _enqueue(self, s: GameState, abilities: Sequence[A.Ability], coins: int) -> None:
        """After the payment (``coins`` paid; none for an ability applied without payment): a spell goes to the
        graveyard (210.2), the abilities go into the Queue with their targets."""
        from_grave = False
        if self.kind == "spell" and not self.repeat and self.source in s.hoard_origin:
            self._spell_from_holder(s)  # a spell played from under an Яйцо goes to the graveyard
        if self.kind == "spell" and not self.repeat and s.catalog.repeats and s.catalog.defs[self.source].cost_is_x:
            s.turn_counts[f"{SPELL_X}{self.source}"] = self.x  # the X a repeat of this spell keeps
        if self.kind == "spell" and not self.repeat:  # 210.2: the spell goes to the graveyard, its abilities to the Queue
            from_grave = self.source not in s.players[self.player].hand  # played from the graveyard
            if not from_grave:
                s.players[self.player].hand.remove(self.source)
                s.players[s.catalog.owners[self.source]].graveyard.append(self.source)
            emit(s, A.CARD_PLAYED, self.source, player=self.player, amount=coins)
            if not from_grave:
                emit(s, A.PUT_INTO_GRAVEYARD, self.source, player=self.player)
        groups = iter(self.targets)
        items = []
        with_modes = self._plan(s).modes is not None
        for index, ab in zip(self.indices, abilities):
            targets = tuple(islice(groups, len(self._ability_specs(ab) if with_modes else ab.targets)))
            modes = tuple(self.modes) if with_modes and declared_modes(ab) is not None else ()
            # (QueueItem(...) without its generated __new__, a Python call: every field is given)
            items.append(_new_tuple(QueueItem, (s.next_queue_id, self.player, self.source, index, self.kind, targets,
                                                self.event, self.x, modes)))
            s.next_queue_id += 1
        if self.kind == "triggered" and s.catalog.repeats_triggers and s.config.trigger_times_reading == "resolutions":
            items = self._repeated_resolutions(s, abilities, items)
        if s.config.queue_order == "lifo":
            items.reverse()  # a spell's instructions still execute in printed order (117.1)
        if s.catalog.cancels and self.kind == "triggered":  # step 10 of 309.1 comes first
            items = place_ahead(s, self.source, self.indices, self.event, items)
        for item in items:
            enqueue(s, item)
        if from_grave and self.source in s.catalog.grave_playable:  # «Вы можете разыграть эту карту с кладбища, при
            # этом ваш герой добывает её» (not a spell played by another permission — Врата Ихвэ's)
            hoard(s, s.players[self.player].hero, self.source)
        self._became_targets(s)

    def _repeated_resolutions(self, s: GameState, abilities: Sequence[A.Ability], items: list[QueueItem]) -> list[QueueItem]:
        """«срабатывает дважды» read as resolutions (``RulesConfig.trigger_times_reading`` 'resolutions'): the
        declared ability goes into the Queue as many times as it triggers (engine/trigger_points.trigger_times), with the
        same targets, paid once."""
        out = []
        for ab, item in zip(abilities, items):
            out.append(item)
            for _ in range(trigger_times(s, self.source, ab) - 1):
                out.append(item._replace(id=s.next_queue_id))
                s.next_queue_id += 1
        return out

    def _spell_from_holder(self, s: GameState) -> None:
        """a spell played from under its holder (an Яйцо's «Вы можете разыграть добытую Яйцом карту …,
        при этом уничтожьте его», the spell having come there by a granted Кладка) leaves it for the hand, so that
        210.2 below puts it into the graveyard as any spell played from the hand; then the holder is destroyed when its
        static says so (as engine/play.play_hoarded does for other cards)."""
        perm = hoard_permission(s, self.player, self.source)
        remove_from_zone(s, self.source)
        s.players[self.player].hand.append(self.source)
        if perm is not None and getattr(perm[1], "destroy_holder", False) and perm[0] in s.cards:
            to_graveyard(s, perm[0], reason="destroyed")

    def _became_targets(self, s: GameState) -> None:
        """«Когда становится целью заклинания»: each card named as a target at declaration (once per
        declaration) — the event's other card is the spell or the card whose ability it is."""
        if not s.catalog.any_triggers or not any(self.targets):
            return
        for iid in dict.fromkeys(c for group in self.targets for c in group):
            emit(s, A.TARGETED, iid, self.source, player=self.player)

    def _pay_card_costs(self, s: GameState, ab: A.Ability, coins: int) -> None:
        """The costs of ``ab`` other than coins and picked cards (``coins``: the coins paid for the declaration)."""
        for cost in ab.costs:
            cs = s.cards.get(self.source)
            if cost.kind == A.CLOSE and cs is not None:
                cs.closed = True
                emit(s, A.CLOSED, self.source)
                if self.kind == "activated" and A.ACTS_EVENT in s.catalog.listened:  # a {Т} ability
                    # is an action of the card (§5.1); its amount: the coins spent on it
                    emit(s, A.ACTS_EVENT, self.source, amount=coins, player=cs.controller)
            elif cost.kind == "wound_self" and cs is not None:
                cs.wounds += cost.amount  # payment: no source, cannot be prevented (§3.2)
            elif cost.kind == "remove_markers":
                named_counters.remove(s, self.player, self.source, cost.marker or "",
                                      self.x if cost.is_x else cost.amount)
            elif cost.kind == "destroy_self" and cs is not None:
                to_graveyard(s, self.source, reason="payment")
            elif cost.kind == "shuffle_self":
                to_deck(s, self.source, "shuffle")
            elif cost.kind == A.REVEAL_TOP:  # shown to both, it stays on top: «показанная карта» (A.SHOWN_CARD)
                top = s.players[self.player].deck[-1]
                show(s, [top], -1)
                if cs is not None:
                    cs.counters[A.SHOWN_CARD] = top
            elif cost.kind == "lose_coins":
                p = s.players[self.player]
                p.coins -= cost.amount
                p.closed_coins = min(p.closed_coins, p.coins)
                coins_event(s, A.COINS_LOST, self.player, cost.amount)
            elif cost.kind == "wound_hero":  # payment: no source, cannot be prevented (§3.2, as «Ярость»)
                s.cards[s.players[self.player].hero].wounds += self.x if cost.is_x else cost.amount
            elif cost.kind == "wound_all_own":  # «ранить всех ваших персонажей на N:» — each character of
                # yours takes N wounds from this card, as «ранить ваше существо на N:» (wound_own) and «Жажда» (§3.2)
                for c in [c for c in s.play if s.cards[c].controller == self.player
                          and s.catalog.defs[c].type in ("creature", "hero")]:
                    deal_wounds(s, self.source, c, cost.amount, ABILITY)
            elif cost.kind == "each_draws":  # «Каждый игрок берёт карту:» — the payer first
                for who in (self.player, 1 - self.player):
                    draw(s, who, cost.amount)
            elif cost.kind == "close_hero":
                hero = s.cards[s.players[self.player].hero]
                hero.closed = True
                emit(s, A.CLOSED, hero.iid)


def same_graveyard(s: GameState, spec: A.Target, chosen: Sequence[int], cands: list[int]) -> list[int]:
    """Several cards «с любого кладбища»: with ``any_graveyard_picks`` 'one' (the default) the first card picked names
    the graveyard the others come from; 'mixed' lets them come from both."""
    if not chosen or spec.select.side != A.EITHER or spec.select.zone != A.GRAVEYARD:
        return cands
    if s.config.any_graveyard_picks == "mixed":
        return cands
    pile = s.owner(chosen[0])
    return [c for c in cands if s.owner(c) == pile]
