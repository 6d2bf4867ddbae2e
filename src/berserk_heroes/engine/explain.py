"""Why an option is refused: a stable code, the most specific rule of the digest, RU + EN text (§10 of the guide).

``Game.choose`` and ``Game.parse`` come here for every option that is not among the pending decision's options.
The answer keeps two classes apart:

* **no such move** (codes in :data:`NO_SUCH_MOVE`, no rule): an unknown kind, an option whose fields do not fit
  its kind (``decisions.FIELDS``), a card the decider cannot see — exactly the answer for a card that does not
  exist, so that a refusal is never an oracle of the opponent's hand, a deck or a face-down card — and an
  ability number the card does not have;
* **a real move the rules forbid now**: every such refusal cites a rule, its timing (113.2 for an activation
  outside one's own фаза Выбора …) or the specific reason, found with the engine's own legality predicates
  (``play.playable_reason``, ``attack_rules.able_to_attack`` / ``attack_targets`` / ``defenders``,
  ``declare.declarable`` …) rather than a second copy of the rules.

Rule numbers are the digest's: the official numbers where it has them (113.4, 209.2 …), else its sections
(5.3 defenders, 6.2 keywords …).
"""

from __future__ import annotations

from collections.abc import Callable

from .. import abilities as A
from ..decisions import (
    ACTIVATE,
    ATTACK,
    CARD,
    DECLARE,
    DEFEND,
    DONE,
    END,
    FIELDS,
    KEEP,
    MODE,
    MULLIGAN,
    NAME,
    NO,
    NO_DEFENDER,
    PLAY,
    SKIP,
    TARGET,
    UNDEAD,
    X_VALUE,
    YES,
    Decision,
    Option,
    card_names,
    moves_of,
)
from ..errors import IllegalAction
from . import attack_rules, combat, continuous
from .cost_modifiers import ability_coins
from .declare import DeclareFrame, activated_abilities, declarable, target_candidates, used_up
from .payment import FOR_ABILITY, can_pay_coins
from .play import playable_reason
from .restrictions import forbidding
from .selectors import condition_holds
from .state import CardState, GameState, ability_at
from .visibility import can_see

NO_SUCH_MOVE = frozenset({"unknown_option", "unknown_card", "malformed_option", "no_such_ability"})
"""Codes of options that name no real move: they carry no rule (``Game.parse`` answers ``unknown_option``)."""

MAIN_ACTIONS = (PLAY, ATTACK, ACTIVATE, END, UNDEAD)  # what the active player does in his фаза Выбора

WHEN: dict[str, tuple[str, str, str]] = {
    MULLIGAN: ("1.4", "пересдача идёт только в подготовительном этапе", "a mulligan happens only in the preparatory stage"),
    PLAY: ("4.2", "карту разыгрывают в фазе Выбора своего хода, при пустой Очереди",
           "cards are played in the фаза Выбора of your own turn, with an empty Queue"),
    ATTACK: ("5.2", "атаку ударом объявляют в фазе Выбора своего хода, при пустой Очереди",
             "strike attacks are declared in the фаза Выбора of your own turn, with an empty Queue"),
    ACTIVATE: ("113.2", "активируемую способность объявляют только в фазе Выбора своего хода, при пустой Очереди",
               "activated abilities are declared only in the фаза Выбора of your own turn, with an empty Queue"),
    END: ("4.2", "закончить ход можно в фазе Выбора своего хода", "you end the turn in the фаза Выбора of your own turn"),
    UNDEAD: ("6.2", "«Немертвый» ранят в фазе Выбора своего хода", "an Undead card is wounded in your own фаза Выбора"),
    DEFEND: ("5.3", "защитника назначают только против объявленной атаки ударом",
             "a defender is assigned only against a declared strike attack"),
    DECLARE: ("112.2", "срабатывающие способности объявляют, когда вы получаете приоритет после их условия",
              "triggered abilities are declared when you get priority after their condition"),
    TARGET: ("118.1", "цель выбирают при объявлении способности, которой она нужна",
             "a target is chosen while declaring the ability that needs it"),
    CARD: ("118.1", "карту выбирают, когда способность или оплата этого требует",
           "a card is chosen when an ability or a payment asks for one"),
    MODE: ("7.6", "режим выбирают при объявлении способности «Выберите одно из»",
           "a mode is chosen while declaring a «Выберите одно из» ability"),
    X_VALUE: ("7.6", "X выбирают при объявлении, до оплаты", "X is chosen at declaration, before payment"),
    YES: ("112.4", "«да» или «нет» отвечают, когда способность спрашивает «можете …»",
          "yes or no answers an ability that asks «можете …»"),
}
"""The rule under which each kind of option is chosen: cited when that kind is not what is being decided now."""
WHEN[KEEP] = WHEN[MULLIGAN]
WHEN[NO_DEFENDER] = WHEN[DEFEND]
WHEN[SKIP] = WHEN[DECLARE]
WHEN[DONE] = WHEN[TARGET]
WHEN[NAME] = ("118.1", "карту называют, когда способность этого требует", "a card is named when an ability asks for it")
WHEN[NO] = WHEN[YES]

ANSWERED_IN = {MULLIGAN: "mulligan", KEEP: "mulligan", DEFEND: "defender", NO_DEFENDER: "defender",
               DECLARE: "trigger", SKIP: "trigger", TARGET: "target", CARD: "card", MODE: "mode",
               X_VALUE: "x", NAME: "name", YES: "yes_no", NO: "yes_no"}
"""The decision kind in which each kind of answer is offered (DONE: target, card or mode decisions)."""


def refusal(code: str, rule: str | None, ru: str, en: str) -> IllegalAction:
    """An IllegalAction written in the order of the reason: code, rule, then the Russian and English text."""
    return IllegalAction(code, ru, en, rule)


def restriction_refusal(r: A.Restriction) -> IllegalAction:
    """The refusal of a restriction «не может …» (engine/restrictions.py): its own code, rule and words."""
    return refusal(r.code, r.rule, r.ru, r.en)


def explain_illegal(s: GameState, d: Decision, option: Option) -> IllegalAction:
    """The most specific reason why ``option`` (not among ``d.options``) is refused to ``d.player``."""
    problem = no_such_move(s, d, option, d.player)
    if problem is not None:
        return problem
    if option.kind in MAIN_ACTIONS:
        return _main_action(s, d, option)
    wanted = ANSWERED_IN.get(option.kind)
    if d.kind != wanted and not (option.kind == DONE and d.kind in ("target", "card", "mode")):
        if option.kind == SKIP and _declaring_mandatory_trigger(s):
            return _declare(s, d, option)
        rule, ru, en = WHEN[option.kind]
        return refusal("not_now", rule, f"сейчас нельзя: {ru}", f"not now: {en}")
    return _ANSWERS[option.kind](s, d, option)


def _declaring_mandatory_trigger(s: GameState) -> bool:
    """Whether the pending question belongs to the declaration of a mandatory triggered ability (112.3)."""
    top = s.frames[-1]
    return isinstance(top, DeclareFrame) and top.kind == "triggered" and not any(
        ability_at(s.catalog, top.source, i).optional for i in top.indices)


def explain_not_yours(s: GameState, d: Decision, move: Option | None, player: int) -> IllegalAction:
    """Why ``player``, who does not decide now, is refused ``move`` (None: text that names no move for him): a
    real move of the фаза Выбора gets its timing rule (113.2 for an activation in the opponent's turn …), anything
    else ``wrong_player``. Only what ``player`` can see decides which: never an oracle of the decider's cards."""
    if move is not None and move.kind in MAIN_ACTIONS and no_such_move(s, d, move, player) is None:
        rule, ru, en = WHEN[move.kind]
        if s.active != player:
            return refusal("not_your_turn", rule, f"сейчас ход противника: {ru}", f"it is the opponent's turn: {en}")
        return refusal("not_now", rule, f"сейчас решает противник: {ru}", f"the opponent decides now: {en}")
    return refusal("wrong_player", None, f"сейчас решает игрок {d.player + 1}",
                   f"it is player {d.player + 1}'s decision, not player {player + 1}'s")


# ---------------------------------------------------------------------------------------------------------
# No such move
# ---------------------------------------------------------------------------------------------------------


def seen_by(s: GameState, d: Decision, viewer: int, iid: int) -> bool:
    """A card ``viewer`` can see; for the decider also one the pending decision shows him among its options (a
    card of his deck that a search offers)."""
    if not 0 <= iid < len(s.catalog.defs):
        return False
    return can_see(s, viewer, iid) or (viewer == d.player and any(o.card == iid or o.target == iid
                                                                     for o in moves_of(d)))


def no_such_move(s: GameState, d: Decision, option: Option, viewer: int) -> IllegalAction | None:
    """Why ``option`` names no move for ``viewer`` (see the module doc), or None when it names a real one."""
    if option.kind not in FIELDS:
        return refusal("unknown_option", None, f"неизвестный вид действия «{option.kind}»",
                       f"unknown kind of option {option.kind!r}")
    required, optional = FIELDS[option.kind]
    for field in ("card", "target", "num", "extra"):
        value = getattr(option, field)
        if field not in required and field not in optional and value != -1:
            return refusal("malformed_option", None, f"у действия «{option.kind}» нет поля {field}",
                           f"an option of kind {option.kind!r} has no {field}")
        if field in required and field in ("card", "target") and value == -1:
            return refusal("malformed_option", None, f"действию «{option.kind}» нужна карта ({field})",
                           f"an option of kind {option.kind!r} needs a card ({field})")
    for field in ("card", "target"):
        iid = getattr(option, field)
        if iid != -1 and not seen_by(s, d, viewer, iid):  # unseen or nonexistent: one answer, never an oracle
            return refusal("unknown_card", None, "нет такой карты среди видимых вам",
                           "no card you can see has that id")
    if option.kind == ACTIVATE and not _ability_exists(s, viewer, option.card, option.num):
        return refusal("no_such_ability", None, f"у карты «{s.name(option.card)}» нет способности {option.num + 1}",
                       f"{s.name(option.card)} has no ability {option.num + 1}")
    if option.kind == NAME and not 0 <= option.num < len(card_names()):
        return refusal("unknown_option", None, "нет карты с таким номером названия", "no card name has that number")
    return None


def _ability_exists(s: GameState, player: int, iid: int, num: int) -> bool:
    """Whether ``num`` is an activated ability of the card: printed, or given to it where it is now."""
    if any(index == num for index, _ in s.catalog.activated[iid]):
        return True
    zone = _zone_for(s, player, iid)
    return zone is not None and any(index == num for index, _ in activated_abilities(s, player, iid, zone))


# ---------------------------------------------------------------------------------------------------------
# The фаза Выбора: play, attack, activate, undead, end
# ---------------------------------------------------------------------------------------------------------


def _main_action(s: GameState, d: Decision, option: Option) -> IllegalAction:
    rule, ru, en = WHEN[option.kind]
    if d.kind != "main":
        if s.active != d.player and d.kind != "mulligan":  # (the подготовительный этап is nobody's turn)
            return refusal("not_your_turn", rule, f"сейчас ход противника: {ru}", f"it is the opponent's turn: {en}")
        return refusal("not_now", rule, f"сейчас нельзя: {ru}", f"not now: {en}")
    forced = all(o.kind == ATTACK for o in moves_of(d))
    if forced and option.kind != ATTACK:
        return refusal("must_attack", "6.2", "обязательная атака (Бешенство, «должно атаковать … при первой "
                       "возможности»): существо обязано атаковать, прежде чем делать что-то ещё",
                       "a forced attack (Frenzy, «must attack … at the first opportunity»): the creature must attack "
                       "before anything else")
    return _MAIN[option.kind](s, d, option)


def _play(s: GameState, d: Decision, option: Option) -> IllegalAction:
    reason = playable_reason(s, d.player, option.card)
    if reason is not None:
        code, rule, ru, en = reason
        return refusal(code, rule, ru, en)
    return refusal("cannot_play", "309.1", "эту карту сейчас нельзя разыграть", "that card cannot be played now")


def _end(s: GameState, d: Decision, option: Option) -> IllegalAction:
    return refusal("cannot_end", "4.2", "сейчас нельзя закончить ход", "you cannot end the turn now")


def _attack(s: GameState, d: Decision, option: Option) -> IllegalAction:
    cs = s.cards.get(option.card)
    if cs is None or cs.controller != d.player:
        return refusal("not_your_card", "209.1", "атаковать может только ваше существо в игре",
                       "only your creature in play can attack")
    why = attacker_reason(s, cs)
    if why is not None:
        return why
    if option.target not in attack_rules.attack_targets(s, option.card):
        return _attack_target_reason(s, option.card, option.target)
    return refusal("must_attack_first", "6.2", "сначала обязательная атака (Бешенство, «должно атаковать … при "
                   "первой возможности»)", "a forced attack comes first (Frenzy, «must attack … at the first opportunity»)")


def attacker_reason(s: GameState, cs: CardState) -> IllegalAction | None:
    """Why a card of the active player in play cannot make a strike attack now (``attack_rules.able_to_attack``, §5.2)."""
    kind = s.catalog.defs[cs.iid].type
    if kind == "hero":
        return refusal("hero_cannot_attack", "208.4", "герой не может атаковать ударом",
                       "a hero cannot make strike attacks")
    if kind != "creature":
        return refusal("not_a_creature", "209.1", "атаковать ударом могут только существа",
                       "only creatures make strike attacks")
    if cs.closed:
        return refusal("attacker_closed", "5.2", "закрытое существо не может атаковать", "a closed creature cannot attack")
    acting = _acting_reason(s, cs)
    if acting is not None:
        return acting
    if cs.attacks >= attack_rules.attacks_allowed(s, cs):
        return refusal("already_attacked", "5.2", "это существо уже атаковало в этот ход",
                       "that creature has already attacked this turn")
    if not attack_rules.able_to_attack(s, cs.iid):
        restriction = forbidding(s, A.ATTACK, cs)
        if restriction is not None:
            return restriction_refusal(restriction)
        return refusal("attack_banned", "5.2", "сейчас ваши существа не могут атаковать", "your creatures may not attack now")
    return None


def _acting_reason(s: GameState, cs: CardState) -> IllegalAction | None:
    """Why a card cannot act (attack, {Т}) now: hidden, first-turn weakness, «не может действовать»."""
    if cs.counters.get("hidden", 0):
        return refusal("hidden_cannot_act", "6.2", "скрытый персонаж не действует, пока не раскроется",
                       "a hidden character cannot act until it is revealed")
    if attack_rules.is_weak(s, cs):
        return refusal("first_turn_weakness", "209.2", "слабость первого хода: существо не может действовать в этот ход",
                       "first-turn weakness: the creature cannot act this turn")
    if attack_rules.cannot_act(s, cs):
        return refusal("cannot_act", "5.1", "эта карта не может действовать", "that card cannot act")
    return None


def _attack_target_reason(s: GameState, attacker: int, target: int) -> IllegalAction:
    player = s.cards[attacker].controller
    tcs = s.cards.get(target)
    if tcs is None or tcs.controller == player or s.catalog.defs[target].type not in ("hero", "creature"):
        return refusal("illegal_attack_target", "209.1", "атаковать можно только персонажа противника в игре",
                       "only an enemy character in play can be attacked")
    if tcs.closed and s.catalog.defs[target].type == "creature" and not s.config.closed_can_be_attacked:
        return refusal("target_closed", "9.7", "закрытое существо нельзя атаковать (настройка closed_can_be_attacked)",
                       "a closed creature cannot be attacked (setting closed_can_be_attacked)")
    if target not in attack_rules.attackable_cards(s, tcs.controller):
        restriction = forbidding(s, A.BE_ATTACKED, tcs)
        if restriction is not None:
            return restriction_refusal(restriction)
        return refusal("cannot_be_attacked", "5.2", "этого персонажа нельзя атаковать", "that character cannot be attacked")
    if target not in attack_rules.attack_targets(s, attacker, [target]):
        restriction = _attacker_restriction(s, attacker, tcs)
        if restriction is not None:
            return restriction_refusal(restriction)
        return refusal("attacker_may_not", "5.2", "это существо не может атаковать этого персонажа (Неуловимость …)",
                       "that creature may not attack that character (Elusive …)")
    return refusal("must_attack_other", "5.2", "целью атаки должен быть выбран другой персонаж (Санкторум …)",
                   "another character must be chosen as the attack's target (Санкторум …)")


def _attacker_restriction(s: GameState, attacker: int, tcs: CardState) -> A.Restriction | None:
    """The restriction of the attacker that keeps it from attacking ``tcs`` (a hero, the same target again)."""
    restriction = forbidding(s, A.ATTACK_HERO, s.cards[attacker]) if s.catalog.defs[tcs.iid].type == "hero" else None
    if restriction is None and attack_rules.attacked_this_turn(s, attacker, tcs.iid):
        restriction = forbidding(s, A.ATTACK_SAME_TARGET, s.cards[attacker])
    return restriction


def _activate(s: GameState, d: Decision, option: Option) -> IllegalAction:
    """Why activated ability ``option.num`` of ``option.card`` cannot be declared (113, mirrors
    ``declare.activation_options``)."""
    player, iid, index = d.player, option.card, option.num
    zone = _zone_for(s, player, iid)
    ab = dict(activated_abilities(s, player, iid, zone)).get(index) if zone is not None else None
    cs = s.cards.get(iid)
    if zone is None or (cs is not None and cs.controller != player
                        and (ab is None or (A.ANY_ACTIVATOR, True) not in ab.meta)):
        return refusal("not_your_card", "113.1", "активировать способность может только контролирующий карту игрок",
                       "only the player who controls the card may activate its abilities")
    if ab is None or ab.zone != zone:
        return refusal("wrong_zone", "7.1", "эта способность не работает там, где сейчас карта",
                       "that ability does not work where the card is now")
    if cs is not None and cs.counters.get("hidden", 0):
        return refusal("hidden_cannot_act", "6.2", "способности скрытого персонажа не работают",
                       "a hidden character's abilities do not work")
    if cs is not None and continuous.lost_abilities(s, cs):
        return refusal("lost_abilities", "6.2", "карта потеряла особенности", "the card has lost its abilities")
    if used_up(s, iid, index, ab):
        return refusal("ability_used", "113.4", "эту способность уже использовали в этот ход (1 раз за ход)",
                       "that ability has already been used this turn (once per turn)")
    return _undeclarable(s, player, iid, ab) or refusal(
        "cannot_declare", "7.6", "эту способность сейчас нельзя объявить", "that ability cannot be declared now")


def _zone_for(s: GameState, player: int, iid: int) -> str | None:
    """Where card ``iid`` is for ``player``'s activations: 'play', or a zone of his own; None elsewhere."""
    if iid in s.cards:
        return "play"
    p = s.players[player]
    return next((zone for zone in ("hand", "graveyard", "sideboard") if iid in getattr(p, zone)), None)


def _undeclarable(s: GameState, player: int, iid: int, ab: A.Ability) -> IllegalAction | None:
    """Why ``ab`` of ``iid`` cannot be declared now, cost by cost (``declare.declarable``), or None."""
    if declarable(s, player, iid, ab, "activated"):
        return None
    coins = ability_coins(s, player, iid, ab)
    if not can_pay_coins(s, player, coins, (FOR_ABILITY, iid)):
        open_coins = s.players[player].open_coins
        return refusal("not_enough_coins", "113.3", f"нужно {coins} открытых монет, у вас {open_coins}",
                       f"it costs {coins} open coins, you have {open_coins}")
    cs = s.cards.get(iid)
    if cs is not None and any(cost.kind == A.CLOSE for cost in ab.costs):
        if cs.closed:
            return refusal("source_closed", "3.2", "закрытую карту нельзя закрыть для оплаты",
                           "a closed card cannot close to pay")
        acting = _acting_reason(s, cs) if s.catalog.defs[iid].type == "creature" else None
        if acting is not None:
            return acting
    for spec in ab.targets:
        if spec.min > 0 and not spec.at_execution and \
                len(target_candidates(s, player, iid, spec, "activated")) < spec.min:
            return refusal("no_legal_targets", "118.1", "у способности нет допустимых целей",
                           "the ability has no legal targets")
    if ab.condition is not None:
        if not condition_holds(s, ab.condition, iid, player):
            return refusal("condition_not_met", "7.1", "условие этой способности не выполнено",
                           "the ability's condition is not met")
    return refusal("cannot_pay", "113.3", "стоимость этой способности сейчас нельзя оплатить",
                   "the ability's cost cannot be paid now")


def _undead(s: GameState, d: Decision, option: Option) -> IllegalAction:
    cs = s.cards.get(option.card)
    if cs is None or cs.controller == d.player or not continuous.has(s, cs, "undead"):
        return refusal("not_undead", "6.2", "так можно ранить только «Немертвого» противника",
                       "only an opponent's Undead card can be wounded this way")
    return refusal("not_enough_coins", "6.2", "нужна хотя бы одна открытая монета", "you need at least one open coin")


_MAIN: dict[str, Callable[[GameState, Decision, Option], IllegalAction]] = {
    PLAY: _play, ATTACK: _attack, ACTIVATE: _activate, UNDEAD: _undead, END: _end}


# ---------------------------------------------------------------------------------------------------------
# Answers to the pending question: mulligan, defender, triggers, targets, cards, modes, X, names
# ---------------------------------------------------------------------------------------------------------


def _mulligan(s: GameState, d: Decision, option: Option) -> IllegalAction:
    return refusal("not_in_deal", "1.4", "под низ колоды кладут только карты своей раздачи",
                   "only cards of your own deal go to the bottom of the deck")


def _defend(s: GameState, d: Decision, option: Option) -> IllegalAction:
    """Why a card cannot be the defender against the pending attack (``attack_rules.defenders``, §5.3)."""
    if option.kind == NO_DEFENDER:
        return refusal("illegal_option", "5.3", "этот вариант сейчас недопустим", "that option is not legal now")
    cs = s.cards.get(option.card)
    if cs is None or cs.controller != d.player:
        return refusal("not_your_card", "5.3", "защитником может быть только ваше существо в игре",
                       "only a creature of yours in play can defend")
    kind = s.catalog.defs[option.card].type
    if kind == "hero":
        return refusal("hero_cannot_defend", "208.4", "герой не может быть защитником", "a hero cannot defend")
    if kind != "creature":
        return refusal("not_a_creature", "5.3", "защитником может быть только существо", "only a creature can defend")
    attack = s.frames[-1]
    if isinstance(attack, combat.AttackFrame) and option.card == attack.target:
        return refusal("defender_is_target", "5.3", "атакованное существо не защищает само себя",
                       "the creature attacked cannot defend itself")
    if cs.closed:
        return refusal("defender_closed", "5.3", "закрытое существо не может быть защитником",
                       "a closed creature cannot defend")
    acting = _acting_reason(s, cs)
    if acting is not None and acting.code != "first_turn_weakness":  # a weak creature may defend (209.2)
        return acting
    restriction = forbidding(s, A.DEFEND, cs)
    if restriction is not None:
        return restriction_refusal(restriction)
    if s.config.defender_once_per_turn and cs.defences >= 1:
        return refusal("already_defended", "5.3", "это существо уже защищало в этот ход",
                       "that creature has already defended this turn")
    return refusal("illegal_defender", "5.3", "это существо не может защищать от этой атаки (Неуловимость …)",
                   "that creature cannot defend against this attack (Elusive …)")


def _declare(s: GameState, d: Decision, option: Option) -> IllegalAction:
    if option.kind == SKIP:
        return refusal("mandatory_trigger", "112.3", "обязательную срабатывающую способность нельзя пропустить",
                       "a mandatory triggered ability cannot be skipped")
    return refusal("no_trigger_point", "112.2", "у этой способности нет сработавшего условия, ждущего объявления",
                   "that ability has no trigger point waiting to be declared")


def _choice(s: GameState, d: Decision, option: Option) -> IllegalAction:
    """A target, a card, a mode, X or a name that the pending question does not offer."""
    if option.kind == DONE:
        rule = "7.6" if d.kind == "mode" else "118.1"
        return refusal("must_choose", rule, "нужно выбрать ещё", "you must choose more first")
    if option.kind == TARGET:
        cs = s.cards.get(option.card)
        if cs is not None and cs.counters.get("hidden", 0):
            return refusal("hidden_target", "6.2", "скрытого персонажа нельзя выбрать целью",
                           "a hidden character cannot be chosen as a target")
        return refusal("illegal_target", "118.1", "эту карту нельзя выбрать целью", "that card is not a legal target")
    if option.kind == CARD:
        return refusal("illegal_card", "118.1", "эту карту сейчас нельзя выбрать", "that card cannot be chosen now")
    if option.kind == MODE:
        return refusal("illegal_mode", "7.6", "этот режим сейчас нельзя выбрать (нет целей или уже выбран)",
                       "that mode cannot be chosen now (no targets, or already chosen)")
    if option.kind == X_VALUE:
        values = [o.num for o in moves_of(d) if o.kind == X_VALUE]
        low, high = (min(values), max(values)) if values else (0, 0)
        return refusal("illegal_x", "113.3", f"X может быть от {low} до {high}", f"X may be from {low} to {high}")
    return refusal("illegal_name", "118.1", "эту карту сейчас нельзя назвать", "that card cannot be named now")


def _yes_no(s: GameState, d: Decision, option: Option) -> IllegalAction:
    rule = WHEN[option.kind][0]
    return refusal("illegal_option", rule, "этот ответ сейчас недопустим", "that answer is not legal now")


_ANSWERS: dict[str, Callable[[GameState, Decision, Option], IllegalAction]] = {
    MULLIGAN: _mulligan, KEEP: _mulligan, DEFEND: _defend, NO_DEFENDER: _defend, DECLARE: _declare, SKIP: _declare,
    TARGET: _choice, CARD: _choice, MODE: _choice, X_VALUE: _choice, NAME: _choice, DONE: _choice,
    YES: _yes_no, NO: _yes_no}
