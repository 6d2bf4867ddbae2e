"""Effect handlers of the «misc» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import CARD, DONE, Decision, Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, _outcome, amount_of, cards_of
from .effects_keywords import extra_lives_of
from .keywords_rules import remove_extra_life
from .state import GameState
from .wounds import ABILITY, deal_wounds

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _wound_owner(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«…, при этом раньте его владельца на Х»: the hero of the owner of each card ``what`` means is wounded by the
    amount (wounds of an ability, as «Ранить»); each hero once, however many of his cards are meant."""
    n = amount_of(s, frame, e.amount)
    heroes: list[int] = []
    for c in cards_of(s, frame, e.what):
        hero = s.players[s.catalog.owners[c]].hero
        if hero not in heroes:
            heroes.append(hero)
    if not heroes or n <= 0:
        return NONE
    done = [h for h in heroes if h in s.cards and deal_wounds(s, frame.item.source, h, n, ABILITY) > 0]
    frame.doing = tuple(done)
    return _outcome(len(done), len(heroes))


def _remove_lives(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Снимите до N дополнительных жизней с ваших / любых персонажей»: one life at a time, the controller picks a
    character (his own, or any player's with param ``side`` ANY) with a дополнительная жизнь, or stops («до»). Hidden
    characters are not offered. ``frame.doing`` gets the character once per life removed, so that «… за каждые K
    снятые дополнительные жизни» (Amount ``done`` with ``div`` K) counts the lives."""
    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        elif remove_extra_life(s, choice.card):
            frame.scratch = (*frame.scratch, choice.card)
    picked = tuple(c for c in frame.scratch if c >= 0)
    if -1 not in frame.scratch and len(picked) < n:
        side_any = e.param("side") == A.ANY
        holders = [c for c in s.play if s.catalog.defs[c].type in ("creature", "hero")
                   and (side_any or s.cards[c].controller == player)
                   and not s.cards[c].counters.get("hidden", 0) and extra_lives_of(s, c) > 0]
        if holders:
            options = (*(Option(CARD, c) for c in holders), Option(DONE))
            left = n - len(picked)
            return Decision(player, "card", options, f"Снимите дополнительную жизнь (ещё до {left}) или «done»",
                            f"Remove an extra life (up to {left} more) or done")
    frame.doing = picked
    return FULL if picked else NONE


def _heal_up_to(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Излечите до N ран с ваших персонажей»: one wound at a time, the controller picks a wounded character of his (not
    hidden) or stops («до»); as «keywords»' heal_total, but the player may stop early. Done as far as it went."""
    from .wounds import heal

    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        else:
            heal(s, choice.card, 1)
            frame.scratch = (*frame.scratch, choice.card)
    picked = tuple(c for c in frame.scratch if c >= 0)
    if -1 not in frame.scratch and len(picked) < n:
        wounded = [c for c in s.play if s.cards[c].controller == player and s.cards[c].wounds > 0
                   and s.catalog.defs[c].type in ("creature", "hero") and not s.cards[c].counters.get("hidden", 0)]
        if wounded:
            left = n - len(picked)
            return Decision(player, "card", (*(Option(CARD, c) for c in wounded), Option(DONE)),
                            f"Излечите рану (ещё до {left}) или «done»", f"Heal a wound (up to {left} more) or done")
    frame.last = tuple(dict.fromkeys(picked))
    frame.doing = frame.last
    return FULL if picked else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "heal_up_to": _heal_up_to,
    "wound_owner": _wound_owner,
    "remove_lives": _remove_lives,
}

HANDLERS.update(FAMILY_HANDLERS)
