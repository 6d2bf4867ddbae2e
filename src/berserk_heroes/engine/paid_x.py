"""The X paid for a card of cost X (Гнолл, Мирраклер).

When such a card reads its X (``abilities.abilities_read_paid_x``), playing it first asks the player for X (0 … what
his open coins allow beyond the cost; digest §3: «Минимальная стоимость» is the cost with X = 0: ``play.XPlayFrame``);
X is paid on top of the cost and remembered on the card (counter ``x_paid``). A card that enters play in any other way
(summoned, revived …) was paid no X: its X is 0. What reads it: «Входит в игру с Х эффектами усиления»
(:func:`entered_with_x`), «Х <карт>» as the targets of its Найм (:func:`x_paid_spec`), Amount ``x_paid_for_it``
(``effects/costs.py``).
"""

from __future__ import annotations

import dataclasses

from .. import abilities as A
from .state import CardEffect, GameState

X_PAID = "x_paid"  # CardState counter: the X paid when the card was played


def reads_paid_x(s: GameState, iid: int) -> bool:
    """Whether playing card ``iid`` asks for X (a card of cost X whose abilities read the X paid for it)."""
    d = s.catalog.defs[iid]
    if not d.cost_is_x or d.type == "spell":  # (a spell's X is chosen at its declaration: engine/declare.py)
        return False
    return A.abilities_read_paid_x(d.abilities)


def entered_with_x(s: GameState, iid: int, x: int) -> None:
    """The card ``iid`` has just entered play, X = ``x`` paid for it: remember X; «Входит в игру с Х эффектами
    усиления» — it is in play with X boosts already on it (a replacement of entering, not an instruction: no «Когда
    … получает эффект усиления» event)."""
    cs = s.cards[iid]
    cs.counters[X_PAID] = x
    for part in s.catalog.statics[iid]:
        if part.kind == "enters_boosted_by_paid":  # («с Х/2 эффектами усиления (с округлением вниз)»: X_PAID_HALF)
            for _ in range(x // 2 if part.what == A.X_PAID_HALF else x):
                cs.effects.append(CardEffect("boost", "", 1, A.PERMANENT, iid, s.turn, cs.controller, None))


def x_paid_spec(s: GameState, source: int, spec: A.Target, available: int) -> A.Target:
    """A target spec with state ``x_paid_count`` («Вы можете замешать Х существ …» in the Найм of a card of cost X): X cards,
    the X paid for the source (the counter ``x_paid``; 0 for a card put into play without being played); when
    fewer are there, all of them (what there is is taken, as §6.3 Поиск)."""
    cs = s.cards.get(source)
    x = cs.counters.get(X_PAID, 0) if cs is not None else 0
    return dataclasses.replace(spec, min=min(x, available), max=x)
