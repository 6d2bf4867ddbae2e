"""Combat (§5): strike attacks, defenders, the fight with retaliation and first/last strike.

An attack is a frame: declared (the attacker pays by closing) → «при атаке» triggers resolve →
the defending player may assign a defender → the fight → rules effects. Shots are in ``effects.py``:
they are attacks too, but without a defender or retaliation.
"""

from __future__ import annotations

from .. import abilities as A
from ..decisions import ATTACK, DEFEND, NO_DEFENDER, Decision, Option, option_of
from . import continuous, history
from .ability_index import MODIFIER
from .events import emit
from .frames import Frame, pop, push
from .payment import keep_closed_at_restore, pay_coins
from .priority import give_priority
from .replacements import ABILITY, STRIKE, _superior
from .restrictions import forbids, obliged_targets, player_forbids
from .state import CardState, GameState
from .wounds import deal_wounds


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
        from .keyword_rules import elusive_from

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
            from .keyword_rules import elusive_from

            if elusive_from(s, attacker, iid):
                continue
        if s.config.defender_once_per_turn and cs.defences >= 1 and not continuous.has(s, cs, "defend_any_times"):
            continue  # (Мантелет «может выступать защитником любое число раз за ход»)
        out.append(iid)
    return out


def _strike_reduction_from(s: GameState, striker: CardState, victim: CardState) -> int:
    """«-X от ударов <карт>» printed on the victim (meta ("from", Select)): X when the striker fits."""
    from .selectors import fits

    if continuous.lost_abilities(s, victim):
        return 0
    total = 0
    for ab in s.catalog.defs[victim.iid].abilities:
        if ab.keyword is not None and ab.keyword[0] == "strike_reduction_from":
            sel = dict(ab.meta).get("from")
            if sel is not None and fits(s, sel, striker.iid, victim.controller, victim.iid):
                total += ab.keyword[1]
    return total


def _directed_vs(s: GameState, acs: CardState, target: int) -> bool:
    """«Направленный удар по <картам>» printed on the attacker (meta ("vs", Select)) covers this target."""
    from .selectors import fits

    if continuous.lost_abilities(s, acs):
        return False
    abilities = s.catalog.defs[acs.iid].abilities
    if s.parts and acs.iid in s.parts:  # printed on a part of a combined card (Оптический прицел, a Модуль)
        from .combined import part_abilities

        abilities = (*abilities, *(ab for _, ab in part_abilities(s, acs.iid, A.STATIC)))
    for ab in abilities:
        if ab.keyword is not None and ab.keyword[0] == "directed_strike_vs":
            sel = dict(ab.meta).get("vs")
            if sel is not None and fits(s, sel, target, acs.controller, acs.iid):
                return True
    return False


def declare_attack(s: GameState, attacker: int, target: int) -> None:
    """The attacker pays by closing (unless Опыт в атаке) and the attack frame starts."""
    cs = s.cards[attacker]
    cs.attacks += 1
    note_attack_declared(s, cs.controller)
    if not (cs.closed or continuous.has(s, cs, "attack_experience") or continuous.has(s, cs, "stays_open_after_attack")
            or _open_vs_dominated(s, cs, target)):  # (closed: the second attack of «Атакует дважды подряд»)
        pay_closing(s, cs)
    cs.counters["attacking"] = 1
    emit(s, A.ATTACKS, attacker, target)
    attack_events(s, attacker, target, by_strike=True)
    if A.ACTS_EVENT in s.catalog.listened:  # «когда … действует» — attacking by strike is an action (§5.1)
        emit(s, A.ACTS_EVENT, attacker, player=cs.controller)
    meditation(s, attacker, target)
    push(s, AttackFrame(attacker, target))


CLOSES_AFTER_FIGHT = "closes_after_fight"  # counter on a card whose closing waits for the end of the fight


def pay_closing(s: GameState, cs: CardState) -> None:
    """An attacker or a defender pays its action by closing (§5.2.3, §5.3): at once, or — rules option
    ``fight_closing`` 'after_fight' — when the fight is over, if it is still in play (:func:`close_after_fight`); a card
    printed with that reminder (``closes_after_fight``) closes so under either option."""
    if s.config.fight_closing == "after_fight" or _closes_after_fight(s, cs):
        cs.counters[CLOSES_AFTER_FIGHT] = 1
        return
    cs.closed = True
    emit(s, A.CLOSED, cs.iid)


def _closes_after_fight(s: GameState, cs: CardState) -> bool:
    return "closes_after_fight" in s.catalog.keywords_possible and continuous.has(s, cs, "closes_after_fight")


def close_after_fight(s: GameState, cards: tuple[int, ...]) -> None:
    """The fight is over: the cards of ``cards`` whose closing waited for it (``fight_closing`` 'after_fight') and
    that survived close now («Закрытие карты происходит после сражения, если она выжила»; a card wounded to death is
    still in play until the rules effects, so its life says whether it survived)."""
    for c in cards:
        cs = s.cards.get(c)
        if cs is not None and cs.counters.pop(CLOSES_AFTER_FIGHT, 0) and not cs.closed and continuous.life(s, cs) > 0:
            cs.closed = True
            emit(s, A.CLOSED, c)


def _open_vs_dominated(s: GameState, cs: CardState, target: int) -> bool:
    """«не закрываются, когда атакуют существ, которых превосходят» (Мантег) — the keyword
    ``open_vs_dominated`` and Превосходство over the creature attacked (free in games where no text gives it)."""
    if not continuous.has_text_keyword(s, cs, "open_vs_dominated"):
        return False
    if target not in s.cards or s.catalog.defs[target].type != "creature":
        return False
    return _superior(s, cs.iid, target)


def attack_events(s: GameState, attacker: int, target: int, by_strike: bool) -> None:
    """The events that follow ATTACKS, emitted only when some ability of the game listens (combat
    keywords): «при атаке ударом» (a strike attack or a fight, not a shot) and «когда становится
    целью атаки» (the target named, the attacker as the other card)."""
    listened = s.catalog.listened
    if by_strike and A.ATTACKS_BY_STRIKE in listened:
        emit(s, A.ATTACKS_BY_STRIKE, attacker, target)
    if A.ATTACK_TARGETED in listened:
        emit(s, A.ATTACK_TARGETED, target, attacker)


INTERRUPTED = "strike_attack_interrupted"  # counter on an attacker whose strike attack was interrupted


class AttackFrame(Frame):
    """A strike attack in progress (§5.2–5.4)."""

    __slots__ = ("attacker", "target", "stage", "final_open", "initial")

    def __init__(self, attacker: int, target: int) -> None:
        self.attacker = attacker
        self.target = target
        self.initial = target  # the card the attack was declared at (``target`` becomes the defender, if any)
        self.stage = 0
        self.final_open = False

    def step(self, s: GameState) -> Decision | None:
        if self.stage == 3:  # triggers of the defender's assignment resolve before the fight
            self.stage = 2
            give_priority(s)
            return None
        if self.stage == 0:  # «при атаке» triggers are declared and resolved before the defender
            self.stage = 1
            if s.config.attack_triggers_before_defender:
                give_priority(s)
            return None
        if self.stage == 1:
            return self._defender_stage(s)
        pop(s, self)
        acs = s.cards.get(self.attacker)
        # «атака ударом прерывается» (a counter on the attacker) — no fight, as when a card is gone
        if acs is not None and acs.counters.pop(INTERRUPTED, 0):
            acs = None
        if acs is not None and self.target in s.cards:
            watch = A.ATTACK_EXCESS_WOUNDS in s.catalog.listened  # «… на величину избыточного урона»
            # «атаковавшее существо не нанесло ран …» — the attacker's strike wounds are collected
            dealt: list[int] | None = [] if A.ATTACK_NO_WOUNDS in s.catalog.listened else None
            excess = fight(s, self.attacker, self.target, self.final_open, watch, dealt)
            if excess > 0 and watch:
                emit_attack_excess(s, self.attacker, self.initial, excess)
            if dealt is not None:
                emit_no_wounds(s, self.attacker, self.target, dealt)
        if s.catalog.listened and A.ATTACK_TARGET_DIED in s.catalog.listened:
            from .effects.stats import note_attack

            note_attack(s, self.attacker, self.target)
        if s.config.fight_closing == "after_fight" or "closes_after_fight" in s.catalog.keywords_possible \
                or s.config.suppression_timing == "after_attack":  # (Подавление closes the initial target then)
            close_after_fight(s, (self.attacker, self.target, self.initial))
        acs = s.cards.get(self.attacker)
        if acs is not None:
            acs.counters.pop("attacking", None)  # it stops being «атакующий» once the fight is over (FAQ #7)
        emit(s, A.AFTER_ATTACK, self.attacker, self.target)  # «после атаки» (112.2)
        return None

    def _defender_stage(self, s: GameState) -> Decision | None:
        if self.attacker not in s.cards or self.target not in s.cards or s.cards[self.attacker].counters.get(INTERRUPTED):
            self.stage = 2
            return None
        options = [option_of(DEFEND, d) for d in defenders(s, self.attacker, self.target)]
        if not options:
            self._fix_target(s)
            return None
        options.append(Option(NO_DEFENDER))
        name = s.name(self.attacker)
        return Decision(1 - s.cards[self.attacker].controller, "defender", tuple(options),
                        f"{name} атакует {s.name(self.target)}: назначить защитника?",
                        f"{name} attacks {s.name(self.target)}: assign a defender?")

    def apply(self, s: GameState, option: Option) -> None:
        if option.kind == DEFEND:
            d = s.cards[option.card]
            d.defences += 1
            self.target = option.card
            self.final_open = True  # open when it became the final target: it retaliates (§5.4.2)
            if not continuous.has(s, d, "defence_experience"):
                pay_closing(s, d)
            self.stage = 2
            listened = s.catalog.listened
            before = len(s.triggers)
            if A.DEFENDER_ASSIGNED in listened:  # «когда … выступает защитником»
                emit(s, A.DEFENDER_ASSIGNED, option.card, self.attacker)
            if A.ATTACK_DEFENDED in listened:  # «когда от атаки … был назначен защитник»
                emit(s, A.ATTACK_DEFENDED, self.attacker, option.card)
            if A.ACTS_EVENT in listened:  # being assigned as a defender is an action (§5.1)
                emit(s, A.ACTS_EVENT, option.card, player=d.controller)
            if len(s.triggers) > before:
                self.stage = 3  # these answer the assignment: they resolve before the fight
            return
        self._fix_target(s)

    def _fix_target(self, s: GameState) -> None:
        self.final_open = not s.cards[self.target].closed
        self.stage = 2
        if A.ATTACK_UNDEFENDED in s.catalog.listened:  # «Если от атаки … не был назначен защитник»
            before = len(s.triggers)
            emit(s, A.ATTACK_UNDEFENDED, self.attacker, self.target)
            if len(s.triggers) > before:
                self.stage = 3  # they answer the defender stage: they resolve before the fight


def fight(s: GameState, attacker: int, target: int, target_open: bool, excess: bool = False,
          dealt: list[int] | None = None) -> int:
    """Deal the strike and, from an open creature target, the retaliation (§5.4; Первый/Последний удар).
    Both cards are «сражающиеся» meanwhile (counter ``fighting``, for «не получает ран, пока сражается»).
    With ``excess``, returns the excess damage of the attacker's strike (digest §5.4.8: the wounds it
    dealt beyond the life the target had left); 0 otherwise. ``dealt``, when given, receives the
    wounds each strike of the attacker dealt."""
    s.cards[attacker].counters["fighting"] = 1
    s.cards[target].counters["fighting"] = 1
    try:
        return _fight(s, attacker, target, target_open, excess, dealt)
    finally:
        for c in (attacker, target):
            if c in s.cards:
                s.cards[c].counters.pop("fighting", None)
        if A.FIGHT_SURVIVED in s.catalog.listened:
            _emit_both_survived(s, attacker, target)


def _emit_both_survived(s: GameState, attacker: int, target: int) -> None:
    """«Когда существа сражаются и оба выживают»: two creatures fought and both are in play with life left."""
    both = [s.cards.get(c) for c in (attacker, target)]
    if all(cs is not None and s.catalog.defs[cs.iid].type == "creature" and continuous.life(s, cs) > 0 for cs in both):
        emit(s, A.FIGHT_SURVIVED, attacker, target)


def _fight(s: GameState, attacker: int, target: int, target_open: bool, excess: bool = False,
           dealt: list[int] | None = None) -> int:
    a = s.cards[attacker]
    t = s.cards[target]
    retaliates = target_open and s.catalog.defs[target].type == "creature"
    a_strike = strike_against(s, a, t)
    if not retaliates:
        return _strike(s, attacker, target, a_strike, excess, dealt)
    t_strike = strike_against(s, t, a, attack=False)
    a_first = continuous.has(s, a, "first_strike") or continuous.has(s, t, "last_strike")
    t_first = continuous.has(s, t, "first_strike") or continuous.has(s, a, "last_strike")
    over = 0
    if a_first and not t_first:
        over = _strike(s, attacker, target, a_strike, excess, dealt)
        if continuous.life(s, t) > 0:
            _strike(s, target, attacker, t_strike)
    elif t_first and not a_first:
        _strike(s, target, attacker, t_strike)
        if continuous.life(s, a) > 0:
            over = _strike(s, attacker, target, a_strike, excess, dealt)
    else:
        over = _strike(s, attacker, target, a_strike, excess, dealt)
        _strike(s, target, attacker, t_strike)
    return over


def strike_against(s: GameState, striker: CardState, victim: CardState, attack: bool = True) -> int:
    """Strike value of ``striker`` against ``victim``. Only an attack (not a retaliation, §5.1) gets Гнев
    (+1 vs creatures wounded this turn) and suffers «–X от атаки»; a retaliation is capped by the striker's own
    «Сведение удара к X» only under the rules option ``reduced_to_covers_retaliation``."""
    value = continuous.strike(s, striker)
    if s.static_sources and continuous.has_static_kind(s, "strike_vs"):
        value += strike_vs_bonus(s, striker, victim)
    if "strike_reduction_from" in s.catalog.defs[victim.iid].kw:  # «statics»: «-X от ударов <карт>» (any strike)
        value -= _strike_reduction_from(s, striker, victim)
    if not attack:
        if s.config.reduced_to_covers_retaliation:
            value = reduced_attack(s, striker, value)
        return value if value > 0 else 0
    if s.catalog.defs[victim.iid].type == "creature" and victim.wounded_turn == s.turn \
            and continuous.has(s, striker, "wrath"):
        value += 1
    if "attack_penalty" in s.catalog.keywords_possible:  # «-N к атакам»
        value -= continuous.added_keyword(s, striker, "attack_penalty")
    value -= attack_reduction(s, victim, striker.iid)
    value = reduced_attack(s, victim, value)
    return value if value > 0 else 0


def attack_reduction(s: GameState, victim: CardState, attacker: int = -1) -> int:
    """«–X от атак» (and «–X от атак и способностей»): X less strength for an attack (strike or shot) at it; «–X от
    атак существ» when ``attacker`` is a creature."""
    value = continuous.keyword(s, victim, "attack_reduction")
    if "attack_ability_reduction" in s.catalog.keywords_possible:
        value += continuous.keyword(s, victim, "attack_ability_reduction")
    if "attack_reduction_creatures" in s.catalog.keywords_possible and attacker >= 0 \
            and s.catalog.defs[attacker].type == "creature":  # (a creature's «Гибель: Выстрел» too: it is in the graveyard)
        value += continuous.keyword(s, victim, "attack_reduction_creatures")
    return value


def strike_vs_bonus(s: GameState, striker: CardState, victim: CardState) -> int:
    """«+N к удару по <X>» (static ``strike_vs`` of the striker itself): N more strike at a card matching X."""
    from .selectors import condition_holds, fits

    if continuous.lost_abilities(s, striker):
        return 0
    total = 0
    for part in s.catalog.statics[striker.iid]:
        if part.kind != "strike_vs" or part.victim is None:
            continue
        if not fits(s, part.victim, victim.iid, striker.controller, striker.iid):
            continue
        if part.condition is None or condition_holds(s, part.condition, striker.iid, striker.controller):
            total += part.value
    return total


def reduced_attack(s: GameState, victim: CardState, value: int) -> int:
    """«Атаки по этому существу сводятся к X»: an attack (strike or shot) at it has a strength of at most X."""
    if "attacks_reduced_to" not in s.catalog.keywords_possible:
        return value
    cap = continuous.keyword(s, victim, "attacks_reduced_to")
    return min(value, cap) if cap else value


def _strike(s: GameState, source: int, target: int, amount: int, excess: bool = False,
            dealt_out: list[int] | None = None) -> int:
    """One strike; with ``excess`` returns its excess damage (digest §5.4.8), else 0. The wounds it dealt
    are appended to ``dealt_out`` when given."""
    emit(s, A.STRIKES, source, target, amount)
    left = 0
    heard = A.STRIKE_EXCESS_WOUNDS in s.catalog.listened  # «При ударе … избыточный урон»
    if excess or heard:
        tcs = s.cards.get(target)
        left = max(continuous.life(s, tcs), 0) if tcs is not None else 0
    dealt = deal_wounds(s, source, target, amount, STRIKE)
    if dealt_out is not None:
        dealt_out.append(dealt)
    if dealt > 0:
        emit(s, A.STRIKE_WOUNDS, source, target, dealt)  # «Вампиризм» is a trigger on this (§6.2)
    if heard and dealt > left:
        emit(s, A.STRIKE_EXCESS_WOUNDS, source, target, dealt - left)
    return max(dealt - left, 0) if excess else 0


def emit_attack_excess(s: GameState, attacker: int, attacked: int, excess: int) -> None:
    """the attack of ``attacker`` declared at ``attacked`` has dealt its wounds, ``excess`` of them
    beyond the life of the card struck; «При атаке по существу … на величину избыточного урона» answers this."""
    if attacked in s.cards and s.catalog.defs[attacked].type == "creature":
        emit(s, A.ATTACK_EXCESS_WOUNDS, attacker, attacked, excess)


def emit_no_wounds(s: GameState, attacker: int, target: int, dealt: list[int]) -> None:
    """«атаковавшее существо не нанесло ран <существу>», «атака не наносит ран атакованному персонажу» — after a
    strike attack or a fight at a character, when the attacker's strikes (``dealt``: the wounds of each) dealt it none
    (it may not have struck at all)."""
    if not any(dealt) and s.catalog.defs[target].type in ("creature", "hero"):
        emit(s, A.ATTACK_NO_WOUNDS, target, attacker)


def meditation_limit(s: GameState, cs: CardState) -> int:
    """How many times a turn the Медитация of ``cs`` works: RulesConfig ``meditation_per_turn`` (0: no limit), raised
    by a static «Медитация <ваших карт> срабатывает N раз за ход» of a card in play that covers it."""
    limit = s.config.meditation_per_turn
    if not limit or not s.static_sources or not continuous.has_static_kind(s, "limit"):
        return limit
    from .selectors import fits

    return max([limit, *(part.value for src, part in continuous.parts_of_kind(s, "limit")
                         if part.what == A.MEDITATION_LIMIT
                         and fits(s, part.select, cs.iid, s.cards[src].controller, src))])


def _meditation_used_up(s: GameState, cs: CardState) -> bool:
    """Whether the Медитация of ``cs`` has worked as many times this turn as it may; if not, this time is counted."""
    limit = meditation_limit(s, cs)
    if not limit:
        return False
    key = f"@meditation_worked/{cs.iid}"
    n = s.turn_counts.get(key, 0)
    if n >= limit:
        return True
    s.turn_counts[key] = n + 1
    return False


def meditation(s: GameState, attacker: int, target: int) -> None:
    """«Медитация X»: attacking this card makes the attacker's controller pay X coins; each coin he lacks
    becomes a wound to his hero (§6.2)."""
    tcs = s.cards.get(target)
    if tcs is None:
        return
    x = continuous.keyword(s, tcs, "meditation")
    if not x or _meditation_used_up(s, tcs):
        return
    payer = s.cards[attacker].controller if attacker in s.cards else 1 - tcs.controller
    if A.MEDITATION_USED in s.catalog.listened:  # «когда у вашей карты срабатывает Медитация»
        emit(s, A.MEDITATION_USED, target, attacker, x, player=tcs.controller)
    if A.NTH_MEDITATION in s.catalog.listened:  # «каждый второй раз за ход, когда у вас …»
        key = f"@meditation_count/{tcs.controller}"
        n = s.turn_counts.get(key, 0) + 1
        s.turn_counts[key] = n
        emit(s, A.NTH_MEDITATION, target, attacker, n, player=tcs.controller)
    paid = min(x, s.players[payer].open_coins)
    if paid:
        closed_before = s.players[payer].closed_coins
        pay_coins(s, payer, paid)
        if s.static_sources and continuous.has_static_kind(s, A.MEDITATION_COINS_STAY_CLOSED):
            keep_closed_at_restore(s, payer, s.players[payer].closed_coins - closed_before)  # (permanent coins only)
        if A.MEDITATION_COINS in s.catalog.listened:  # «Если противник закрыл {м} для оплаты …»
            emit(s, A.MEDITATION_COINS, target, attacker, paid, player=tcs.controller)
    if x > paid and not _meditation_wounds_replaced(s, target, attacker, x - paid):
        dealt = deal_wounds(s, target, s.players[payer].hero, x - paid, ABILITY)
        if dealt > 0 and A.MEDITATION_WOUNDS in s.catalog.listened:  # «triggers»: «… ранил героя для оплаты …»
            emit(s, A.MEDITATION_WOUNDS, target, attacker, dealt, player=tcs.controller)


def _meditation_wounds_replaced(s: GameState, target: int, attacker: int, lacking: int) -> bool:
    """«Когда противник не оплачивает медитацию {м}, можете ранить существо вместо героя»: whether a replacement of
    the ``lacking`` wounds the Медитация of ``target`` is about to put on the attacker's hero took their place
    (a replaceable event of engine/replacement_pipeline.py, about the card with the Медитация)."""
    if A.MEDITATION_WOUNDS not in s.catalog.replacement_steps:
        return False
    from .replacement_pipeline import Event, run

    return run(s, Event(A.MEDITATION_WOUNDS, target, attacker, lacking, ABILITY)).cancelled
