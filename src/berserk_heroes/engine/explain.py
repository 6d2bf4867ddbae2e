"""Why an option is illegal: a stable code, the rule number, and RU + EN text (§10 of the guide)."""

from __future__ import annotations

from ..decisions import ACTIVATE, ATTACK, DEFEND, END, KINDS, PLAY, Decision, Option
from ..errors import IllegalAction
from . import combat, continuous
from .play import playable_reason
from .state import GameState


def explain_illegal(s: GameState, d: Decision, option: Option) -> IllegalAction:
    """Build the most specific explanation we can for an option not in ``d.options``."""
    if option.kind not in KINDS:
        return IllegalAction("unknown_option", f"неизвестный вид действия «{option.kind}»",
                             f"unknown kind of option {option.kind!r}")
    if not _known_card(s, option.card) or not _known_card(s, option.target):
        return IllegalAction("unknown_card", "в игре нет такой карты", "there is no such card in this game")
    if d.kind != "main" and option.kind in (PLAY, ATTACK, ACTIVATE):
        return IllegalAction("not_now", "сейчас нельзя: идёт другое решение", "not now: another decision is pending",
                             "113.2")
    if option.kind == PLAY:
        reason = playable_reason(s, d.player, option.card)
        if reason is not None:
            code, rule, ru, en = reason
            return IllegalAction(code, ru, en, rule)
    if option.kind == ATTACK:
        return _explain_attack(s, d, option)
    if option.kind == END and d.kind == "main" and all(o.kind == ATTACK for o in d.options):
        return IllegalAction("must_attack", "Бешенство: существо обязано атаковать, прежде чем закончить ход",
                             "Frenzy: the creature must attack before you end the turn", "6.2")
    if option.kind == DEFEND:
        return IllegalAction("illegal_defender", "это существо не может быть защитником",
                             "that creature cannot be assigned as defender", "5.3")
    return IllegalAction("illegal_option", "этот вариант сейчас недопустим", "that option is not legal now")


def visible_to(s: GameState, viewer: int, iid: int) -> bool:
    """Whether seat ``viewer`` can see card ``iid`` where it is now: a card in play that is not face-down to him, his
    own hand and sideboard, any graveyard, reserve or hoarded card. Never the opponent's hand or any deck. The one
    place refusals ask, so that a shared visibility module can replace it."""
    cs = s.cards.get(iid)
    if cs is not None:
        return not cs.counters.get("hidden", 0) or cs.controller == viewer
    if iid in s.hoard_origin:
        return True
    own = s.players[viewer]
    if iid in own.hand or iid in own.sideboard:
        return True
    return any(iid in p.graveyard or iid in p.reserve for p in s.players)


def _known_card(s: GameState, iid: int) -> bool:
    return iid == -1 or 0 <= iid < len(s.catalog.defs)


def _explain_attack(s: GameState, d: Decision, option: Option) -> IllegalAction:
    cs = s.cards.get(option.card)
    if cs is None or cs.controller != d.player:
        return IllegalAction("not_your_card", "атаковать может только ваше существо в игре",
                             "only your creature in play can attack", "209.1")
    if s.catalog.defs[option.card].type == "hero":
        return IllegalAction("hero_cannot_attack", "герой не может атаковать ударом",
                             "a hero cannot make strike attacks", "208.4")
    if s.catalog.defs[option.card].type != "creature":
        return IllegalAction("not_a_creature", "атаковать ударом могут только существа",
                             "only creatures make strike attacks", "209.1")
    if cs.closed:
        return IllegalAction("attacker_closed", "закрытое существо не может атаковать",
                             "a closed creature cannot attack", "5.2")
    if combat.is_weak(s, cs):
        return IllegalAction("first_turn_weakness", "слабость первого хода: существо не может действовать в этот ход",
                             "first-turn weakness: the creature cannot act this turn", "209.2")
    if cs.attacks >= combat.attacks_allowed(s, cs):
        return IllegalAction("already_attacked", "это существо уже атаковало в этот ход",
                             "that creature has already attacked this turn", "5.2")
    if continuous.forbidden(s, cs, "attack"):
        return IllegalAction("cannot_attack", "это существо не может атаковать", "that creature cannot attack", "5.2")
    if option.target not in combat.attack_targets(s, option.card):
        return IllegalAction("illegal_attack_target", "атаковать можно только персонажа противника",
                             "only an enemy character can be attacked", "209.1")
    return IllegalAction("must_attack_first", "сначала обязательная атака (Бешенство)",
                         "a creature with Frenzy must attack first", "6.2")
