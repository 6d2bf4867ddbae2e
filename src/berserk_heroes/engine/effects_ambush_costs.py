"""Effect handlers of the «ambush_costs» phrase family (round 6: «Засада» variants); registered into
``effects.HANDLERS`` on import.

- ``ac_interrupt_attack``: «…; атака ударом прерывается» (Стальной коготь, after «Когда противник объявляет атаку»):
  the strike attack the trigger's attacker is making (its ``combat.AttackFrame`` still on the stack) stops — no
  defender is asked for and no fight takes place; the frame then ends as it does when the attacker or its target has
  left play (the attacker stays closed: it paid when it declared the attack, and it has attacked this turn). A shot
  or a fight is no strike attack in progress: nothing happens.
- ``ac_open_spent``: «противник открывает {м}, потраченные на розыгрыш этого заклинания» (Вихревой барьер, after «Когда
  противник разыгрывает заклинание»): the opponent of the ability's controller opens as many of his closed coins as he
  paid for that spell (the amount of the trigger's CARD_PLAYED event), his permanent coins first, then temporary ones
  (coins usable only for some payments — family «coins» — are not reopened).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import FULL, HANDLERS, NONE, Handler, Result, cards_of
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _interrupt_attack(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    from .combat import AttackFrame

    attackers = cards_of(s, frame, e.what)
    if not attackers:
        return NONE
    for f in reversed(s.frames):
        if isinstance(f, AttackFrame) and f.attacker == attackers[0] and not f.interrupted:
            f.interrupted = True
            return FULL
    return NONE


def _open_spent(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    event = frame.item.event
    if not event or event[0] != A.CARD_PLAYED:
        return NONE
    player = event[4] if event[4] >= 0 else 1 - frame.item.player
    if player == frame.item.player:
        return NONE  # only the opponent's spell (the compiler checks the trigger)
    p = s.players[player]
    n = event[3]
    opened = min(n, p.closed_coins)
    p.closed_coins -= opened
    temp = min(n - opened, p.closed_temp)
    p.closed_temp -= temp
    return FULL if opened + temp else NONE


FAMILY_HANDLERS: dict[str, Handler] = {
    "ac_interrupt_attack": _interrupt_attack,  # «атака ударом прерывается»
    "ac_open_spent": _open_spent,  # «противник открывает {м}, потраченные на розыгрыш этого заклинания»
}

HANDLERS.update(FAMILY_HANDLERS)
