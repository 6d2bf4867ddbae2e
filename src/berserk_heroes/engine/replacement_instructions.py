"""A replacement applied (§7.5 «эффект замещения»): its instructions run at once, in the middle of the event they
replace, without a Queue entry (§7.7).

``engine/replacements.py`` finds the replacement static in play for an event (``replacements.replace_event``) and
calls :func:`apply_replacement` (its upcall, provided where the engine is put together: the instructions deal
wounds and move cards, which pass through the replacements again). An optional one («вместо этого можете …») is
offered to its controller when it can be done; the instructions run on a :class:`resolve.ResolveFrame` of their own
(:func:`run_inline`). Inside them, ``EVENT("subject")`` is the card the event was about, ``EVENT("other")`` its source,
and ``Amount("event_amount")`` the number of wounds («столько же ран»). A decision they need is asked in the middle of
the engine action (engine/pause.py).
"""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from ..decisions import NO, YES, Decision, Option
from .declare import target_candidates
from .frames import push
from .pause import ask
from .queue import QueueItem
from .resolve import ResolveFrame
from .selectors import fits
from .state import GameState


def apply_replacement(s: GameState, src: int, index: int, event: tuple[Any, ...]) -> bool:
    """Apply replacement ability ``index`` of ``src`` to ``event`` (its data: kind, subject, source, amount): run its
    instructions now; an optional one only when it can be done and its controller agrees. False when it was not
    applied (declined, or not possible: the next replacement is tried)."""
    ab = s.catalog.defs[src].abilities[index]
    optional = bool(ab.effects) and ab.effects[0].optional
    if optional and not (_feasible(s, src, ab, event) and _agrees(s, src, _prompt(s, event[0], event[1], event[3]))):
        return False
    run_inline(s, src, index, event, agreed=optional)
    return True


def run_inline(s: GameState, source: int, ability: int, event: tuple[Any, ...], agreed: bool = False) -> None:
    """Execute the instructions of ability ``ability`` of ``source`` now, outside the Queue (a replacement,
    §7.7). A decision they need (a target, a card to pick) is asked in the middle of the engine action
    (engine/pause.py, only in games whose Catalog allows it); ``agreed``: the player already said yes to the
    optional first instruction («вместо этого можете …»). While they run, their frame is on the stack: the
    events they cause are not replaced by the same ability again (``replacements._applying``)."""
    controller = s.controller_of(source)
    item = QueueItem(-1, controller, source, ability, "replacement", event=event)
    frame = ResolveFrame(item)
    frame.agreed = agreed
    depth = len(s.frames)
    push(s, frame)
    while len(s.frames) > depth:
        top = s.frames[-1]
        d = top.step(s)
        if d is not None:
            top.apply(s, ask(s, d))


def _prompt(s: GameState, kind: str, card: int, amount: int) -> tuple[str, str]:
    """The question an optional replacement asks its controller («вместо этого можете …»), ru / en."""
    name = s.name(card)
    if kind == A.WOUNDED:
        return (f"заменить получение ран ({amount}) картой {name}?",
                f"replace the {amount} wound(s) about to be put on {name}?")
    if kind == A.EXTRA_LIFE_GAINED:
        return (f"заменить получение дополнительных жизней ({amount}) картой {name}?",
                f"replace the {amount} extra lives about to be given to {name}?")
    if kind == A.HEALED_BEYOND_WOUNDS:
        return f"заменить избыточное лечение ({amount}) карты {name}?", f"replace the excess healing ({amount}) of {name}?"
    if kind == A.DESTROYED:
        return f"заменить уничтожение ({name} и др.)?", f"replace the destruction ({name} and others)?"
    if kind == A.FIRST_DRAW_FROM_EMPTY_DECK:
        return "заменить взятие первой карты за ход?", "replace the first draw of the turn?"
    return "заменить взятие карты?", "replace the draw of a card?"


def _feasible(s: GameState, src: int, ab: A.Ability, event: tuple[Any, ...]) -> bool:
    """Whether an optional replacement can be done: each of its targets named at execution has enough candidates now
    («вместо этого он может добыть карту существа с вашего кладбища» with no creature card there is no choice), and
    so have the cards its first instruction picks (:func:`_pick_possible`)."""
    player = s.cards[src].controller
    return all(len(target_candidates(s, player, src, t, "replacement", event)) >= t.min for t in ab.targets) \
        and _pick_possible(s, src, ab.effects[0], event)


def _pick_possible(s: GameState, src: int, e: A.Effect, event: tuple[Any, ...]) -> bool:
    """Whether the cards an optional replacement's first instruction has its player pick exist now («вместо этого можете
    вернуть слуа стоимостью Х{м} с кладбища в руку» with no such card there is no choice); other instructions: True."""
    sel, zone, cost = e.param("select"), e.param(A.FROM), e.param("cost")
    if e.verb != A.MOVE or e.param(A.COUNT) is None or sel is None or zone is None:
        return True
    player = s.cards[src].controller
    wanted = event[3] if cost is not None and cost.kind == "event_amount" else None
    return any(fits(s, sel, c, player, src) and (wanted is None or (s.catalog.defs[c].cost or 0) == wanted)
               for c in getattr(s.players[player], zone, ()))


def _agrees(s: GameState, src: int, prompt: tuple[str, str]) -> bool:
    """Ask the controller of replacement ``src`` whether he applies it now (``prompt``: the question, ru / en)."""
    name = s.name(src)
    d = Decision(s.cards[src].controller, "yes_no", (Option(YES), Option(NO)), f"{name}: {prompt[0]}",
                 f"{name}: {prompt[1]}")
    return ask(s, d).kind == YES
