"""Effect handlers of the «combat_keywords» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import HANDLERS, NONE, Handler, Result, _outcome, amount_of, cards_of, players_of
from .state import GameState
from .zones import enter_play

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _create_copy(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Создайте копию <карты>(, её Найм не срабатывает)» (digest §2.1 «Copies»): a copy has the name,
    properties and printed abilities of the card, plus «Созданный»; wounds, effects and gained abilities are
    not copied. The copy comes from the controller's запас, where the deck keeps copies of every card that
    copies itself (``cards.compiled.reserve_for``); a copy of another card that can be seen in play is made then
    (``effects_copies.copy_for``): a new card in play with none of the original's state.
    With ``no_enters`` the copy's own «Найм» abilities do not trigger. The copy is IT for the next effects
    («…, она теряет особенности»)."""
    from .effects_copies import copy_for

    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    originals = cards_of(s, frame, e.what)
    made: list[int] = []
    for original in originals:
        for _ in range(n):
            found = copy_for(s, original, player, made)
            if found < 0:
                break
            enter_copy(s, frame, e, found, player)
            made.append(found)
    frame.last = tuple(made)
    if not originals:
        return NONE
    return _outcome(len(made), n * len(originals))


def enter_copy(s: GameState, frame: ResolveFrame, e: A.Effect, copy: int, player: int) -> None:
    """A copy enters play under ``player``'s control; with param ``no_enters`` its own «Найм» does not trigger. The
    card whose instruction made it is remembered («уничтожьте созданную им копию»)."""
    from .effects_copies import mark_made_by

    mark = len(s.triggers)
    enter_play(s, copy, player)
    if e.param("no_enters"):
        s.triggers[mark:] = [t for t in s.triggers[mark:] if not _own_enters(s, t, copy)]
    mark_made_by(s, copy, frame.item.source)


def _own_enters(s: GameState, point: object, card: int) -> bool:
    """Whether a trigger point is the «Найм:» of ``card`` itself (its own entering play)."""
    from .triggers import TriggerPoint, ability_of

    assert isinstance(point, TriggerPoint)
    if point.source != card or point.event[0] != A.ENTERS_PLAY or point.event[1] != card:
        return False
    ab = ability_of(s, point)
    return ab is not None and ab.trigger is not None and ab.trigger.subject is None


def _open_n_coins(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«Откройте N{м}»: the player opens up to N of his closed coins (temporary ones last)."""
    n = amount_of(s, frame, e.amount)
    opened = 0
    for p in players_of(s, frame, e.what):
        ps = s.players[p]
        k = min(n, ps.closed_coins)
        ps.closed_coins -= k
        rest = min(n - k, ps.closed_temp)
        ps.closed_temp -= rest
        opened += k + rest
    return _outcome(opened, n)


FAMILY_HANDLERS: dict[str, Handler] = {
    "create_copy": _create_copy,
    "open_n_coins": _open_n_coins,
}

HANDLERS.update(FAMILY_HANDLERS)
