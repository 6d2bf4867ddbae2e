"""Effect handlers and helpers of the «zones_f» phrase family (graveyards, decks, Мор); registered into
``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, Decision, Option
from . import continuous
from .effects import FULL, HANDLERS, NONE, PARTIAL, Handler, Result, _each_in_play, _effect_on, amount_of
from .restrictions import player_forbids
from .wounds import ABILITY, deal_wounds, heal
from .zones import enter_play

if TYPE_CHECKING:
    from .resolve import ResolveFrame
    from .state import GameState

MOR_BONUS = "mor_bonus_static"  # = cards.phrases_zones_f.MOR_BONUS


def mor_bonus(s: GameState, frame: ResolveFrame, e: A.Effect) -> int:
    """«Ваши карты с Мором имеют +N к Мору» (Вергельд): what the static abilities in play add to this «Мор X» (an
    Effect ``mill`` with param ``mor``): N for each such static whose controller's cards include the source of the
    resolving ability. Costs nothing when no card in play has one (``has_static_kind``)."""
    if not e.param("mor") or not continuous.has_static_kind(s, MOR_BONUS):
        return 0
    source = frame.item.source
    return sum(part.value for src, part in continuous.parts_of_kind(s, MOR_BONUS)
               if _controller(s, src) == frame.item.player and continuous.applies(s, src, part, source))


def _controller(s: GameState, iid: int) -> int:
    return s.cards[iid].controller if iid in s.cards else s.catalog.owners[iid]


EXCESS_KEY = "excess_healed_noted/"  # + the source's iid: in ``GameState.turn_counts`` (this turn only)


def excess_healed(s: GameState, source: int) -> int:
    """Amount kind ``excess_healed_noted`` (a Select's ``cost_max_amount``, read by continuous.static_amount): the healing
    beyond the wounds noted by the last «Излечите …» (HEAL_NOTE_EXCESS) of ``source`` this turn."""
    return s.turn_counts.get(EXCESS_KEY + str(source), 0)


def _heal_note_excess(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Излечите вашего героя на Х» before «…, чем избыточное лечение» (Найти лекарство): an ordinary heal
    (wounds.heal: an «избыточное лечение» replacement still applies), noting Х minus the wounds removed. Healing that
    is forbidden («не могут быть излечены») heals nothing, so nothing is beyond the wounds either."""
    n = amount_of(s, frame, e.amount)
    key = EXCESS_KEY + str(frame.item.source)
    s.turn_counts[key] = 0

    def heal_it(c: int) -> bool:
        removed = heal(s, c, n)
        if c in s.cards and not player_forbids(s, s.cards[c].controller, "heal"):
            s.turn_counts[key] = s.turn_counts.get(key, 0) + n - removed
        return removed > 0

    return _each_in_play(s, frame, e, heal_it)


FROM_HAND_KEY = "@played_from_hand_mark/"  # + the card's iid: in ``GameState.turn_counts``, 1 if it was played from the hand


def note_origin(s: GameState, player: int, iid: int) -> None:
    """A card is being played by ``player``: note whether it comes from his hand (condition ``was_played_from_hand``,
    «если вы разыграли эту карту из руки»). Only in games with that condition (``Catalog.notes_hand_plays``)."""
    if iid in s.players[player].hand:
        s.turn_counts[FROM_HAND_KEY + str(iid)] = 1
    else:
        s.turn_counts.pop(FROM_HAND_KEY + str(iid), None)


def played_from_hand(s: GameState, source: int) -> bool:
    """Condition ``was_played_from_hand``: this card (a spell resolving) was played from its player's hand this turn."""
    return s.turn_counts.get(FROM_HAND_KEY + str(source), 0) == 1


def _revive_two_enemies(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Возродите двух существ с разных кладбищ; они становятся <классом> и наносят друг другу раны, равные своему удару»
    (Непримиримые враги): the controller picks a creature of his own graveyard, then one of the opponent's (a graveyard
    without creatures gives none: what there is is taken); they enter play under him (open, §6.3 «Возрождение»), both
    become the class (``set_classes``, as «становится <классом>»), then, if both are in play, each deals the other
    wounds equal to its own strike — both strikes are read before any wound is dealt (an ability's wounds, the
    creature as their source). ``frame.scratch``: the pick of each graveyard in turn (-1: none)."""
    player = frame.item.player
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    while len(frame.scratch) < 2:
        side = (player, 1 - player)[len(frame.scratch)]
        pool = [c for c in s.players[side].graveyard if s.catalog.defs[c].type == "creature"]
        if not pool:
            frame.scratch = (*frame.scratch, -1)
            continue
        whose = ("вашего", "your") if side == player else ("противника", "the opponent's")
        return Decision(player, "card", tuple(Option(CARD, c) for c in pool),
                        f"Возрождение: выберите существо с кладбища {whose[0]}",
                        f"Revive: choose a creature of {whose[1]} graveyard")
    picks = [c for c in frame.scratch if c >= 0]
    for c in picks:
        enter_play(s, c, player)
    entered = [c for c in picks if c in s.cards]
    for c in entered:
        _effect_on(s, frame, c, "set_classes", e.param("class"), 0, A.PERMANENT)
    if len(entered) == 2:
        a, b = entered
        strike_a, strike_b = continuous.strike(s, s.cards[a]), continuous.strike(s, s.cards[b])
        deal_wounds(s, a, b, strike_a, ABILITY)
        deal_wounds(s, b, a, strike_b, ABILITY)
    frame.last = tuple(entered)
    return FULL if len(entered) == 2 else (PARTIAL if entered else NONE)


def x_paid_spec(s: GameState, source: int, spec: A.Target, available: int) -> A.Target:
    """A target spec with state ``x_paid_count`` («Вы можете замешать Х существ …» in the Найм of a card of cost X): X cards,
    the X paid for the source (misc_b's counter ``x_paid``; 0 for a card put into play without being played); when
    fewer are there, all of them (what there is is taken, as §6.3 Поиск)."""
    import dataclasses

    from .effects_misc_b import X_PAID

    cs = s.cards.get(source)
    x = cs.counters.get(X_PAID, 0) if cs is not None else 0
    return dataclasses.replace(spec, min=min(x, available), max=x)


PLAY_OPP_GRAVE = "play_from_opp_grave"  # = cards.phrases_zones_f.PLAY_OPP_GRAVE


def opp_grave_permitted(s: GameState, player: int, iid: int) -> bool:
    """«Вы можете разыгрывать карты не-существ с кладбища противника» (Врата Ихвэ, a static in play): whether a static
    of a card ``player`` controls lets him play card ``iid`` of his opponent's graveyard (as from the hand: its cost
    paid, its usual rules; a spell stays in its owner's graveyard, a support card enters play under ``player``)."""
    if not continuous.has_static_kind(s, PLAY_OPP_GRAVE):
        return False
    return any(_controller(s, src) == player and continuous.applies(s, src, part, iid)
               for src, part in continuous.parts_of_kind(s, PLAY_OPP_GRAVE))


CLASS_INSTEAD = "class_instead"  # = cards.phrases_zones_f.CLASS_INSTEAD


def static_class(s: GameState, iid: int) -> str | None:
    """«<существа> имеют класс <класс> вместо своего» (Двухголовый огр): the class a static in play gives card ``iid``
    in place of its own (its select: creatures the static's controller controls but does not own), or None. Applied
    by ``selectors.classes_of`` before the classes an instruction set («становится <классом>»): the static wins."""
    if not continuous.has_static_kind(s, CLASS_INSTEAD):
        return None
    for src, part in continuous.parts_of_kind(s, CLASS_INSTEAD):
        if continuous.applies(s, src, part, iid):
            return str(part.what)
    return None


FAMILY_HANDLERS: dict[str, Handler] = {
    "heal_note_excess": _heal_note_excess,
    "revive_two_enemy_creatures": _revive_two_enemies,
}

HANDLERS.update(FAMILY_HANDLERS)
