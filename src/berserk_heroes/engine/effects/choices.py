"""The engine of the «choices» concept of the card language (its compiler half: ``cards/language/choices.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.choices``: Effect handlers of triggers on keywords firing, on a class of your creatures acting; registered into ``effects.HANDLERS`` on import (see the
section «triggers on keywords firing» of ``abilities.py`` for what each one means).
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import CARD, Decision, Option
from .. import continuous, declare
from ..events import emit
from ..replacements import ABILITY
from ..resolution import Resolution
from ..selectors import candidates
from ..state import GameState
from ..wounds import deal_wounds
from . import FULL, HANDLERS, NONE, Handler, Result, amount_of, players_of, show


def _must_close_or_wounded(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«он должен закрыть своё существо, иначе раниться на N»: the player closes one of his open creatures (he picks
    when he has several; not one that cards of the ability's controller cannot make close, «not_closed_by_opponent»);
    with none to close, the source deals his hero N wounds."""
    n = amount_of(s, frame, e.amount)
    for p in players_of(s, frame, e.what):
        pool = [c for c in s.play if (cs := s.cards[c]).controller == p and not cs.closed
                and s.catalog.defs[c].type == "creature"
                and not (p != frame.item.player and continuous.has(s, cs, "not_closed_by_opponent"))]
        if not pool:
            deal_wounds(s, frame.item.source, s.players[p].hero, n, ABILITY)
            continue
        if choice is None and len(pool) > 1:
            name = s.name(frame.item.source)
            return Decision(p, "card", tuple(Option(CARD, c) for c in pool), f"{name}: закройте ваше существо",
                            f"{name}: close one of your creatures")
        picked = choice.card if choice is not None and choice.card in pool else pool[0]
        s.cards[picked].closed = True
        emit(s, A.CLOSED, picked)
    return FULL


def _show_apply_spell(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«покажите <заклинание стоимостью N{м}> из вашей руки, примените его эффект»: the controller picks such a spell of
    his hand that could be declared now (117.1; none of cost X or with costs of its own), shows it to both players and
    declares its abilities right after this resolution — targets and modes chosen anew, nothing paid, the card neither
    played nor moved (the repeat of a spell: ``DeclareFrame.repeat``; digest §6.3 «Применить эффект
    заклинания»: steps 10–11 of 309.1 ignored). Nothing without such a spell."""
    player = frame.item.player
    pool = [c for c in candidates(s, e.param("select"), player, frame.item.source)
            if c in s.players[player].hand and (d := s.catalog.defs[c]).type == "spell" and not d.cost_is_x
            and declare.spell_abilities(s, c) and not any(ab.costs for ab in d.abilities)
            and not (d.kw.get("thirst") or d.kw.get("fury"))  # (Жажда / Ярость: costs of playing it, §3.2)
            and declare.spell_declarable(s, player, c)]
    if not pool:
        return NONE
    if choice is None and len(pool) > 1:
        name = s.name(frame.item.source)
        return Decision(player, "card", tuple(Option(CARD, c) for c in pool),
                        f"{name}: покажите заклинание и примените его эффект", f"{name}: show a spell to apply it")
    spell = choice.card if choice is not None and choice.card in pool else pool[0]
    show(s, (spell,), -1)
    frame.last = (spell,)
    again = declare.DeclareFrame(player, spell, tuple(declare.spell_abilities(s, spell)), "spell", (), -1, 0)
    again.repeat = True
    s.frames.insert(s.frames.index(frame), again)
    return FULL


CONCEPT_HANDLERS: dict[str, Handler] = {
    "must_close_or_be_wounded": _must_close_or_wounded,
    "reveal_and_apply_spell": _show_apply_spell,
}

HANDLERS.update(CONCEPT_HANDLERS)
