"""Combat (§5): strike attacks, defenders, the fight with retaliation and first/last strike.

An attack is a frame: declared (the attacker pays by closing) → «при атаке» triggers resolve →
the defending player may assign a defender → the fight → rules effects. Shots are in ``effects.py``:
they are attacks too, but without a defender or retaliation. Who may attack, be attacked, act and defend
(§5.1–5.3) is asked of ``attack_rules.py``.
"""

from __future__ import annotations

from .. import abilities as A
from ..decisions import DEFEND, NO_DEFENDER, Decision, Option, option_of
from . import continuous
from .attack_rules import defenders, note_attack_declared
from .events import emit
from .frames import Frame, pop, push
from .payment import keep_closed_at_restore, pay_coins
from .priority import give_priority
from .replacement_pipeline import Event, run
from .replacements import ABILITY, STRIKE
from .rules_effects import note_attack
from .selectors import condition_holds, fits, superior
from .state import CardState, GameState
from .wounds import deal_wounds


def _strike_reduction_from(s: GameState, striker: CardState, victim: CardState) -> int:
    """«-X от ударов <карт>» printed on the victim (meta ("from", Select)): X when the striker fits."""
    if continuous.lost_abilities(s, victim):
        return 0
    total = 0
    for ab in s.catalog.defs[victim.iid].abilities:
        if ab.keyword is not None and ab.keyword[0] == "strike_reduction_from":
            sel = dict(ab.meta).get("from")
            if sel is not None and fits(s, sel, striker.iid, victim.controller, victim.iid):
                total += ab.keyword[1]
    return total


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
    return superior(s, cs.iid, target)


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

    return run(s, Event(A.MEDITATION_WOUNDS, target, attacker, lacking, ABILITY)).cancelled
