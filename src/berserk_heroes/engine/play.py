"""Playing a card from hand (309.1, §7.8): cost, then the card goes where its type says.

Creatures and support cards enter the play zone (support: into its class slot, the previous card of
that class goes to the graveyard); a spell goes to the graveyard and its abilities to the Queue.
"""

from __future__ import annotations

from .. import abilities as A
from . import continuous
from .events import emit
from .payment import can_pay_coins, pay_coins
from .state import GameState
from .zones import creatures_of, enter_play

PLAYABLE_TYPES = ("creature", "spell", "weapon", "armor", "amulet", "event", "terrain")


def playable_reason(s: GameState, player: int, iid: int) -> tuple[str, str, str, str] | None:
    """None if ``player`` may play card ``iid`` from hand now; otherwise (code, rule, ru, en)."""
    d = s.catalog.defs[iid]
    if iid not in s.players[player].hand:
        return ("not_in_hand", "309.1", "этой карты нет у вас в руке", "that card is not in your hand")
    if d.type not in PLAYABLE_TYPES:
        return ("not_playable", "309.1", f"карту типа «{d.type_ru}» нельзя разыграть из руки",
                f"a card of type {d.type} cannot be played from hand")
    if not d.supported and not s.ignore_unsupported:
        return ("unsupported_card", "309.1", "текст этой карты движок пока не поддерживает",
                "the engine does not support this card's text yet")
    cost = continuous.card_cost(s, player, iid)
    if not can_pay_coins(s, player, cost):
        return ("not_enough_coins", "309.1",
                f"нужно {cost} открытых монет, у вас {s.players[player].open_coins}",
                f"it costs {cost} open coins, you have {s.players[player].open_coins}")
    limit = s.config.creature_limit
    if d.type == "creature" and limit is not None and len(creatures_of(s, player)) >= limit:
        return ("creature_limit", "9.14", f"в отряде не может быть больше {limit} существ",
                f"a squad may not have more than {limit} creatures")
    if s.catalog.has_abilities:
        from .declare import spell_declarable

        if d.type == "spell" and not spell_declarable(s, player, iid):
            return ("no_legal_targets", "117.1", "у заклинания нет допустимых целей",
                    "the spell has no legal targets")
    return None


def can_play(s: GameState, player: int, iid: int) -> bool:
    return playable_reason(s, player, iid) is None


def play_card(s: GameState, player: int, iid: int) -> None:
    """Pay and put the card where it goes. Spells with abilities go through declaration (issue 3)."""
    d = s.catalog.defs[iid]
    cost = continuous.card_cost(s, player, iid)
    if d.type == "spell" and s.catalog.has_abilities and d.abilities:
        from .declare import start_spell

        start_spell(s, player, iid, cost)
        return
    pay_coins(s, player, cost)
    if d.type == "spell":
        s.players[player].hand.remove(iid)
        s.players[s.catalog.owners[iid]].graveyard.append(iid)
    else:
        enter_play(s, iid, player)
    emit(s, A.CARD_PLAYED, iid, player=player, amount=cost)
