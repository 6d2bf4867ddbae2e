"""Effect handlers of the «ambush_costs» phrase family («Засада» variants); registered into
``effects.HANDLERS`` on import.

- ``interrupt_strike_attack``: «…; атака ударом прерывается» (Стальной коготь, after «Когда противник объявляет атаку»):
  the strike attack the trigger's attacker is making (its ``combat.AttackFrame`` still on the stack) stops — no
  defender is asked for and no fight takes place; the frame then ends as it does when the attacker or its target has
  left play (the attacker stays closed: it paid when it declared the attack, and it has attacked this turn). A shot
  or a fight is no strike attack in progress: nothing happens.
- ``open_spent``: «противник открывает {м}, потраченные на розыгрыш этого заклинания» (Вихревой барьер, after «Когда
  противник разыгрывает заклинание»): the opponent of the ability's controller opens as many of his closed coins as he
  paid for that spell (the amount of the trigger's CARD_PLAYED event), his permanent coins first, then temporary ones
  (coins usable only for some payments — — are not reopened).
- Helpers: a Засада used from the top of the deck / from under a holder (``ambush_zone_ok``, ``ambush_zone_change``),
  the top card a player may look at (``deck_top_seen``, for ``views``), Кладка of the cards of a hand
  (``hand_granted``, for ``declare._activations_of``).
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
    from .combat import INTERRUPTED, AttackFrame

    attackers = cards_of(s, frame, e.what)
    if not attackers or attackers[0] not in s.cards:
        return NONE
    cs = s.cards[attackers[0]]
    if cs.counters.get(INTERRUPTED) or not any(isinstance(f, AttackFrame) and f.attacker == cs.iid for f in s.frames):
        return NONE
    cs.counters[INTERRUPTED] = 1  # (a counter, not a field of the frame: ordinary games keep their state hashes)
    return FULL


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


# ---- «Засада» from another zone: «Вы можете использовать Засаду верхней карты вашей колоды» (Стража врат), «Вы можете
# разыгрывать Засаду добытых <этой картой> карт на N{м} дешевле» (Пани) — StaticPart kind ``ambush_from_zone``.
# Such a card's Засада (only that ability of it) triggers, is declared and is played as from the hand
# (triggers._zone_ok, declare.declarable, effects._ambush), at the printed price changed by ``value``
# (costs_misc.ambush_price).

AMBUSH_FROM = "ambush_from_zone"


def ambush_allowed_by(s: GameState, player: int, card: int) -> A.StaticPart | None:
    """The static part of a card ``player`` controls that lets him use the Засада of ``card`` where it is (the top card
    of his deck; a card hoarded by that card), or None."""
    from . import continuous

    if not continuous.has_static_kind(s, AMBUSH_FROM):
        return None
    for src, part in continuous.parts_of_kind(s, AMBUSH_FROM):
        if src not in s.cards or s.cards[src].controller != player:
            continue
        if part.what == "deck_top":
            deck = s.players[player].deck
            if deck and deck[-1] == card:
                return part
        elif part.what == "hoarded_self" and card in s.hoarded.get(src, ()):
            return part
    return None


def ambush_zone_ok(s: GameState, player: int, card: int) -> bool:
    """Whether ``player`` may use the Засада of ``card`` where it is now: from his hand, or as a static part allows."""
    if card in s.players[player].hand:
        return True
    return bool(s.static_sources) and ambush_allowed_by(s, player, card) is not None


def ambush_zone_change(s: GameState, player: int, card: int) -> int:
    """The price change of that Засада when it is used from outside the hand («на N{м} дешевле»)."""
    if card in s.players[player].hand:
        return 0
    part = ambush_allowed_by(s, player, card)
    return part.value if part is not None else 0


def deck_top_seen(s: GameState, player: int) -> int | None:
    """«Вы можете смотреть верхнюю карту вашей колоды»: the top card of ``player``'s deck if a card he controls lets
    him see it (``views.build_view`` shows it to him alone), else None."""
    from . import continuous

    deck = s.players[player].deck
    if not deck or not continuous.has_static_kind(s, "look_at_deck_top"):
        return None
    if any(src in s.cards and s.cards[src].controller == player for src, _ in continuous.parts_of_kind(s, "look_at_deck_top")):
        return deck[-1]
    return None


def hand_granted(s: GameState, player: int, card: int) -> list[tuple[int, A.Ability]]:
    """«Заклинания в вашей руке имеют Кладку» (Крылатая академия): the activated abilities behind keywords that static
    parts of cards in play give to ``card`` in ``player``'s hand (Кладка «1{м}: Создайте Яйцо, оно добывает эту
    карту», which works in the hand), numbered as granted abilities. ``support.py`` accepts only Кладка there."""
    from . import continuous
    from .keywords import keyword_abilities

    out: list[tuple[int, A.Ability]] = []
    index = s.catalog.granted_index
    for src, part in continuous.parts_of_kind(s, "grant"):
        if part.select is None or part.select.zone != A.HAND or part.keyword != "clutch":
            continue
        if src in s.cards and s.cards[src].controller == player and continuous.applies(s, src, part, card):
            out.extend((index[ab], ab) for ab in keyword_abilities(part.keyword, part.value or 1)
                       if ab.kind == A.ACTIVATED and ab in index)
    return out


FAMILY_HANDLERS: dict[str, Handler] = {
    "interrupt_strike_attack": _interrupt_attack,  # «атака ударом прерывается»
    "open_spent": _open_spent,  # «противник открывает {м}, потраченные на розыгрыш этого заклинания»
}

HANDLERS.update(FAMILY_HANDLERS)
