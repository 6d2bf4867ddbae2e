"""The engine of the «zone_moves» concept of the card language (its compiler half: ``cards/language/zone_moves.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.zone_moves``: Effect handlers and helpers of hoarding («добывает / добытые карты»); registered into
``effects.HANDLERS`` / ``effects.AMOUNT_KINDS`` on import.

From ``effects.zone_moves``: Effect handlers of hoarding, Яйцо, copies, control changes; registered into
``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of triggers (hoarded cards as nouns, new events, amounts from the event); registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of cards moving between zones; registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of cards moving between zones (the opponent's hand, the sideboard, Мор); registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of zones (the sideboard, searches, discards, revivals); registered into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the deck (looks, searches, cards put on it or under it); registered
into ``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of the graveyard, the hand, discarding; registered into
``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers and helpers of graveyards, decks, Мор; registered into
``effects.HANDLERS`` on import.

From ``effects.zone_moves``: Effect handlers of zones and hidden information; registered into ``effects.HANDLERS`` on import.

Hidden information stays honest: a card looked at («Посмотрите …») is put on display for the looking player only,
a card shown («Покажите …») for both (``effects.show`` → ``GameState.shown`` → views «shown»).
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import CARD, X_VALUE, Decision, Option
from .. import continuous
from ..keyword_rules import extra_lives_of, life_holders, remove_extra_life
from ..payment import coins_event
from ..replacements import ABILITY
from ..resolution import Resolution
from ..state import GameState
from ..wounds import deal_wounds
from ..zones import enter_play, stays_in_graveyard
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _effect_on,
    _outcome,
    amount_of,
    cards_of,
)
from .control_copies import note_copy


def _event_regeneration(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """Amount ``event_regeneration`` («… с регенерацией Х погибает, … Х …»): the Регенерация value of the trigger's
    card — its current value while in play, else its printed one (the value the trigger's «с регенерацией» checked:
    ``selectors.fits`` reads the printed keywords of a card out of play)."""
    card = frame.item.event[1] if frame.item.event else -1
    if card < 0:
        return 0
    cs = s.cards.get(card)
    return continuous.keyword(s, cs, "regeneration") if cs is not None else s.catalog.defs[card].kw.get("regeneration", 0)


AMOUNT_KINDS.update({"event_regeneration": _event_regeneration})


def _lose_x_copies(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«(Вы можете) потерять Х{м}, при этом создать Х копий этого существа»: the controller chooses X (0 up to his
    coins), loses X coins, then X copies of the card come from his запас (a copy: the card plus «Созданный», none of
    the original's state; digest §2.1). The copies' own Найм triggers (the text does not say otherwise)."""
    player = frame.item.player
    ps = s.players[player]
    if choice is None:
        name = s.name(frame.item.source)
        return Decision(player, "x", tuple(Option(X_VALUE, frame.item.source, num=v) for v in range(ps.coins + 1)),
                        f"{name}: сколько {{м}} потерять (столько же копий)",
                        f"{name}: how many coins to lose (as many copies)")
    x = min(choice.num, ps.coins)
    ps.coins -= x
    ps.closed_coins = min(ps.closed_coins, ps.coins)
    coins_event(s, A.COINS_LOST, player, x)
    made: list[int] = []
    for original in cards_of(s, frame, e.what):
        key = s.catalog.defs[original].key
        for _ in range(x):
            found = next((c for c in ps.reserve if s.catalog.defs[c].key == key), None)
            if found is None:
                break
            if enter_play(s, found, player) is not None:
                note_copy(s, found, player, original, frame.item.source)
            made.append(found)
    frame.last = tuple(made)
    return _outcome(len(made), x) if x else NONE


def _remove_extra_lives(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«снять N дополнительные жизни с ваших персонажей»: the controller picks N times a character of his in play with
    a дополнительная жизнь left (a card with several may be picked again), and one comes off each time. Nothing when
    his characters have fewer than N in all (FULL only when N came off, so a «при этом …» needs all of them)."""
    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    elif not frame.scratch and sum(extra_lives_of(s, c) for c in life_holders(s, player)) < n:
        frame.last = ()
        return NONE
    if len(frame.scratch) < n:
        pool = [c for c in life_holders(s, player) if extra_lives_of(s, c) > frame.scratch.count(c)]
        return Decision(player, "card", tuple(Option(CARD, c) for c in pool),
                        "Снимите дополнительную жизнь с вашего персонажа", "Remove an extra life from a character")
    for c in frame.scratch:
        remove_extra_life(s, c)
    frame.last = tuple(dict.fromkeys(frame.scratch))
    return FULL


def _cost_done(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«на стоимость {м} уничтоженной карты» (Скормить зевтарам): the printed cost of the cards the previous instruction
    was done to (``frame.done``: a card that could not be destroyed does not count)."""
    return sum(s.catalog.defs[c].cost or 0 for c in frame.done)


AMOUNT_KINDS["cost_done"] = _cost_done


def _opp_short(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждую карту, которую противник не смог сбросить» (Опустошитель): the number each player had to discard (the
    amount's one part, counted again) minus the opponent's cards the previous discard was done to (``frame.done``)."""
    wanted = amount_of(s, frame, amount.parts[0]) if amount.parts else 0
    opponent = 1 - frame.item.player
    discarded = sum(1 for c in frame.done if s.catalog.owners[c] == opponent)
    return max(0, wanted - discarded)


AMOUNT_KINDS["opp_short"] = _opp_short


def _done_short(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждую карту, которую вы не положили таким образом» («Щедрый» ростовщик): the cards asked for (the amount's
    one part) minus the cards the previous instruction was done to (``frame.done``), at least 0."""
    wanted = amount_of(s, frame, amount.parts[0]) if amount.parts else 0
    return max(0, wanted - len(frame.done))


AMOUNT_KINDS["done_short"] = _done_short  # = cards.language.zone_moves.DONE_SHORT

def _revive_two_enemies(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
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
        pool = [c for c in s.players[side].graveyard if s.catalog.defs[c].type == "creature"
                and not stays_in_graveyard(s, c)]
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


CONCEPT_HANDLERS: dict[str, Handler] = {
    "lose_x_copies_of_hoarded": _lose_x_copies,
    "remove_extra_lives": _remove_extra_lives,
    "revive_two_enemy_creatures": _revive_two_enemies,
}

HANDLERS.update(CONCEPT_HANDLERS)
