"""Who may attack, be attacked, act and defend (§5.1–5.3): the rules of combat that are questions, not steps.

A creature may make a strike attack when it is open, has no first-turn weakness (209.2), can act, has attacks left
this turn and nothing forbids it (§5.2); it may attack the enemy's hero and creatures that may be attacked (closed ones
too by default, §9.7), as restrictions, Неуловимость and taunts allow; the defending player may assign as defender an
open creature of his that can act and may defend (§5.3). The main decision (``turn.py``), the declarations of
abilities (``declare.py``), the effects that make attacks (``effects/attacks.py``) and the explanations of refused
options (``explain.py``) ask these questions; the attack and the fight themselves are the frames of ``combat.py``.
"""

from __future__ import annotations

from .. import abilities as A
from ..decisions import ATTACK, Option, option_of
from . import continuous, history
from .ability_index import MODIFIER
from .combined import part_abilities
from .restrictions import elusive_from, forbids, obliged_targets, player_forbids
from .selectors import fits
from .state import CardState, GameState


def attacks_allowed(s: GameState, cs: CardState) -> int:
    """Strike attacks this creature may make this turn: 1, or X with «один (X) раз за ход» (§5.2.4)."""
    return max(1, continuous.keyword(s, cs, "attacks_per_turn"))


def is_weak(s: GameState, cs: CardState) -> bool:
    """First-turn weakness (209.2): entered play or changed controller this turn, without Рывок (or with a Рывок that
    «не работает», §6.2)."""
    return cs.entered_turn == s.turn and not (continuous.has(s, cs, "haste")
                                              and not continuous.switched_off(s, "haste_off"))


def cannot_act(s: GameState, cs: CardState) -> bool:
    """«Не может действовать»: no attack by strike, no defending, no {Т} ability (digest §5.1)."""
    return "cannot_act" in s.catalog.keywords_possible and continuous.has(s, cs, "cannot_act")


def can_attack(s: GameState, iid: int) -> bool:
    """Whether a creature of the active player may declare a strike attack now (§5.2)."""
    return s.cards[iid].controller == s.active and able_to_attack(s, iid) and attack_declarations_left(s, s.active)


def attack_declarations_left(s: GameState, player: int) -> bool:
    """«Каждый игрок не может объявлять атаку более N раз за ход» (static ``limit`` ATTACK_DECLARATIONS in play):
    whether ``player`` has declared fewer attacks than the least such N this turn (:func:`note_attack_declared`)."""
    if not s.catalog.uses(MODIFIER, A.ATTACK_DECLARATIONS) or not continuous.has_static_kind(s, "limit"):
        return True
    limits = [p.value for _, p in continuous.parts_of_kind(s, "limit") if p.what == A.ATTACK_DECLARATIONS]
    return not limits or s.turn_counts.get(_declared_key(player), 0) < min(limits)


def note_attack_declared(s: GameState, player: int) -> None:
    """Count an attack ``player`` declared this turn, in games with a limit on them (counted from the start of the
    turn, whether or not the limit is in play yet: a limit that arrives mid-turn knows the attacks before it)."""
    if s.catalog.uses(MODIFIER, A.ATTACK_DECLARATIONS):
        key = _declared_key(player)
        s.turn_counts[key] = s.turn_counts.get(key, 0) + 1


def _declared_key(player: int) -> str:
    return f"@attacks_declared/{player}"


def able_to_attack(s: GameState, iid: int) -> bool:
    """Whether a creature could make a strike attack by the normal rules (§5.2), whoever is active (
    «немедленно атакует» makes an attack outside the active player's фаза Выбора — digest §4.2 «Немедленно»)."""
    cs = s.cards[iid]
    if cs.closed or s.catalog.defs[iid].type != "creature" or not _ready_to_attack(s, cs):
        return False
    # «ни один персонаж не может атаковать»
    return not (s.catalog.restrictions.bans and player_forbids(s, cs.controller, A.ATTACK))


def able_to_attack_again(s: GameState, iid: int) -> bool:
    """Whether a creature that has just made a strike attack may make the second one of «Атакует дважды подряд»: the
    attack it is allowed goes on, so it needs neither to be open (its first attack closed it) nor an attack left; it
    must still be able to act and not be forbidden to attack."""
    cs = s.cards[iid]
    if s.catalog.defs[iid].type != "creature" or (cs.counters and cs.counters.get("hidden", 0)) or cannot_act(s, cs):
        return False
    if s.catalog.restrictions.bans and player_forbids(s, cs.controller, A.ATTACK):
        return False
    return not forbids(s, A.ATTACK, cs)


def _ready_to_attack(s: GameState, cs: CardState) -> bool:
    """The attacker's own part of ``able_to_attack`` for an open creature: not hidden, no first-turn weakness, able
    to act, attacks left this turn, no restriction «не может атаковать»."""
    # (the main decision asks this of every creature: is_weak, cannot_act and forbids are called only when their
    # first test, written out here, leaves the answer open)
    if (cs.counters and cs.counters.get("hidden", 0)) or (cs.entered_turn == s.turn and is_weak(s, cs)):
        return False
    catalog = s.catalog
    if "cannot_act" in catalog.keywords_possible and cannot_act(s, cs):
        return False
    if cs.attacks and cs.attacks >= attacks_allowed(s, cs):  # (no attack yet: at least one is allowed)
        return False
    if A.ATTACK not in catalog.restrictions.by_action and not s.static_sources:
        return True  # (forbids: no keyword of this game forbids attacking, and no static is in play)
    return not forbids(s, A.ATTACK, cs)


def strike_attack_options(s: GameState, player: int) -> list[Option]:
    """Every strike attack the active ``player`` may declare now (``can_attack`` and ``attack_targets`` of each of his
    creatures, in the order of play); what does not depend on the attacker is asked once."""
    out: list[Option] = []
    if s.catalog.restrictions.bans and player_forbids(s, player, A.ATTACK):
        return out  # «ни один персонаж не может атаковать»
    if not attack_declarations_left(s, player):
        return out  # «не может объявлять атаку более N раз за ход»
    cards = s.cards
    defs = s.catalog.defs
    targets: list[int] | None = None  # what could be attacked at all: the same for every attacker
    shared = False  # whether every attacker may attack all of them (then attack_targets is not asked)
    for iid in s.play:
        cs = cards[iid]
        if cs.controller != player or cs.closed or defs[iid].type != "creature" or not _ready_to_attack(s, cs):
            continue
        if targets is None:
            targets = attackable_cards(s, 1 - player)
            shared = _targets_shared(s)
        out += [option_of(ATTACK, iid, t) for t in (targets if shared else attack_targets(s, iid, targets))]
    return out


def _targets_shared(s: GameState) -> bool:
    """Whether ``attack_targets`` of every attacker now is all of ``attackable_cards``: no card of the game can limit
    what one attacker may attack (``_attacker_limited``) nor forbid it a hero (a keyword of the game, or a static
    «не могут …» in play), and none can oblige it to name a card (taunts)."""
    restrictions = s.catalog.restrictions
    return not _attacker_limited(s) and A.ATTACK_HERO not in restrictions.by_action \
        and not (s.static_sources and continuous.has_static_kind(s, "forbid")) \
        and not restrictions.obligations.get(A.STRIKE_ATTACK)


def attack_targets(s: GameState, attacker: int, candidates: list[int] | None = None) -> list[int]:
    """Legal targets: enemy hero and enemy creatures (closed ones too by default, §9.7). ``candidates``: the
    enemy's ``attackable_cards`` when the caller already has them (the same for every attacker of a decision)."""
    acs = s.cards[attacker]
    if candidates is None:
        candidates = attackable_cards(s, 1 - acs.controller)
    if _attacker_limited(s):
        out = [iid for iid in candidates if _attacker_may(s, attacker, s.cards[iid])]
    else:  # only «не может атаковать героя» can concern this attacker: asked once
        defs = s.catalog.defs
        hero_ok = (A.ATTACK_HERO not in s.catalog.restrictions.by_action and not s.static_sources) or not forbids(
            s, A.ATTACK_HERO, acs)  # (forbids' answer when no keyword of the game and no static in play can forbid)
        out = [iid for iid in candidates if hero_ok or defs[iid].type != "hero"]
    # «должен быть выбран целью атаки ударом …» (taunts): only the cards that must be named, when one may be
    return obliged_targets(s, A.STRIKE_ATTACK, acs.controller, out)


def _attacker_limited(s: GameState) -> bool:
    """Whether a card of this game can limit what one attacker may attack beyond «не может атаковать героя» (the
    tests of ``_attacker_may``: Неуловимость, «только персонажей без ран», «только разные цели»)."""
    possible = s.catalog.keywords_possible
    return "elusive" in possible or "attacks_only_unwounded" in possible or (
        A.ATTACK_SAME_TARGET in s.catalog.restrictions.by_action)


def attackable_cards(s: GameState, enemy: int) -> list[int]:
    """The cards of ``enemy`` that some attacker could attack: the part of the test that does not depend on who
    attacks (main_decision asks it once for all attackers)."""
    out = []
    closed_ok = s.config.closed_can_be_attacked
    defs = s.catalog.defs
    cards = s.cards
    # (_may_be_attacked is asked only when a keyword of the game or a static «не могут …» in play could forbid being
    # attacked)
    guarded = A.BE_ATTACKED in s.catalog.restrictions.by_action or (
        bool(s.static_sources) and continuous.has_static_kind(s, "forbid"))
    for iid in s.play:
        cs = cards[iid]
        if cs.controller != enemy or (cs.counters and cs.counters.get("hidden", 0)):
            continue
        t = defs[iid].type
        if (t == "hero" or (t == "creature" and (not cs.closed or closed_ok))) and (
                not guarded or _may_be_attacked(s, cs)):
            out.append(iid)
    return out


def _attackable(s: GameState, attacker: int, target: CardState) -> bool:
    return _may_be_attacked(s, target) and _attacker_may(s, attacker, target)


def _may_be_attacked(s: GameState, target: CardState) -> bool:
    return not forbids(s, A.BE_ATTACKED, target)


def _attacker_may(s: GameState, attacker: int, target: CardState) -> bool:
    if "elusive" in s.catalog.keywords_possible and not target.closed:  # «Неуловимость от X» while open («keywords»)
        if elusive_from(s, target.iid, attacker):
            return False
    if target.wounds and "attacks_only_unwounded" in s.catalog.keywords_possible \
            and continuous.has(s, s.cards[attacker], "attacks_only_unwounded"):
        return False  # «Может атаковать только персонажей без ран»
    if A.ATTACK_SAME_TARGET in s.catalog.restrictions.by_action and attacked_this_turn(s, attacker, target.iid) \
            and forbids(s, A.ATTACK_SAME_TARGET, s.cards[attacker]):
        return False  # «может атаковать дважды за ход, только разные цели» — not the same character again
    return s.catalog.defs[target.iid].type != "hero" or not forbids(s, A.ATTACK_HERO, s.cards[attacker])


def attacked_this_turn(s: GameState, attacker: int, target: int) -> bool:
    """Whether ``attacker`` attacked ``target`` this turn — a strike, a shot or a fight (the event history)."""
    return history.happened(s, A.ATTACKS, attacker, target)


def can_be_fought(s: GameState, attacker: int, target: int) -> bool:
    """«Сразиться» is an attack (§5.6): the target must be a creature that may be attacked."""
    tcs = s.cards.get(target)
    return tcs is not None and s.catalog.defs[target].type == "creature" and _attackable(s, attacker, tcs)


def defenders(s: GameState, attacker: int, target: int) -> list[int]:
    """Creatures the defending player may assign as defender against this strike (§5.3)."""
    acs = s.cards[attacker]
    if continuous.has(s, acs, "directed_strike"):
        return []
    if target in s.cards and forbids(s, A.BE_DEFENDED, s.cards[target]):
        return []  # «существа имеют Направленный удар по этому существу»
    if s.catalog.defs[target].type == "creature" and continuous.has(s, acs, "directed_strike_creatures"):
        return []  # «Направленный удар по существу противника»
    if s.catalog.defs[target].type == "hero" and continuous.has(s, acs, "directed_strike_heroes"):
        return []  # «Направленный удар по героям»
    if ("directed_strike_vs" in s.catalog.defs[attacker].kw or (s.parts and attacker in s.parts)) \
            and _directed_vs(s, acs, target):
        return []  # «Направленный удар по Яйцам / по существам с уязвимостью» (printed)
    if s.catalog.defs[target].type == "creature" and not s.config.defender_may_protect_creatures:
        return []
    enemy = 1 - acs.controller
    out = []
    for iid in s.play:
        cs = s.cards[iid]
        if cs.controller != enemy or iid == target or cs.closed or s.catalog.defs[iid].type != "creature":
            continue
        if cs.counters.get("hidden", 0) or forbids(s, A.DEFEND, cs) or cannot_act(s, cs):
            continue
        if "elusive" in s.catalog.keywords_possible:  # «Неуловимость от X»: an X cannot defend against it («keywords»)
            if elusive_from(s, attacker, iid):
                continue
        if s.config.defender_once_per_turn and cs.defences >= 1 and not continuous.has(s, cs, "defend_any_times"):
            continue  # (Мантелет «может выступать защитником любое число раз за ход»)
        out.append(iid)
    return out


def _directed_vs(s: GameState, acs: CardState, target: int) -> bool:
    """«Направленный удар по <картам>» printed on the attacker (meta ("vs", Select)) covers this target."""
    if continuous.lost_abilities(s, acs):
        return False
    abilities = s.catalog.defs[acs.iid].abilities
    if s.parts and acs.iid in s.parts:  # printed on a part of a combined card (Оптический прицел, a Модуль)
        abilities = (*abilities, *(ab for _, ab in part_abilities(s, acs.iid, A.STATIC)))
    for ab in abilities:
        if ab.keyword is not None and ab.keyword[0] == "directed_strike_vs":
            sel = dict(ab.meta).get("vs")
            if sel is not None and fits(s, sel, target, acs.controller, acs.iid):
                return True
    return False
