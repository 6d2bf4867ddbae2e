"""Quests (docs/quests.md; the digest has no quest rules, §9.18): the readings of the quest cards' own texts.

A quest is taken from the hand like a card is played, at no cost (no cost is printed), and stays in the play zone
under its controller, open or closed like a support card, with its {!} counters (the general counters of §2.2,
kind :data:`QUEST_COUNTER`). A player may have ``RulesConfig.quest_limit`` quests in play at once. «Завершите этот
квест» moves it from play to a pile of completed quests (``PlayerState.completed``, open to both players), where
its abilities stop and its counters are lost; who the pile belongs to is ``RulesConfig.completed_quest_pile``.
Texts that do not name a quest see a quest in play only with ``RulesConfig.quests_are_cards_in_play``.
"""

from __future__ import annotations

import dataclasses

from .. import abilities as A
from ..abilities import QUEST_COMPLETED
from . import continuous
from .events import emit
from .named_counters import on_your_cards
from .state import GameState
from .zones import remove_from_zone

QUEST = "quest"  # the card type
QUEST_COUNTER = "quest"  # the counter {!} (CardState.counters)
COMPLETED = QUEST_COMPLETED  # the event: a quest was completed (subject: the quest; player: whose pile it went to)


def quests_in_play(s: GameState, player: int) -> list[int]:
    """The quests ``player`` controls in play (not completed)."""
    defs = s.catalog.defs
    return [c for c in s.play if defs[c].type == QUEST and s.cards[c].controller == player]


def quest_room(s: GameState, player: int) -> bool:
    """Whether ``player`` may have one more quest in play (``RulesConfig.quest_limit``, raised by his cards)."""
    return len(quests_in_play(s, player)) < quest_limit(s, player)


def quest_limit(s: GameState, player: int) -> int:
    """The most quests ``player`` may have in play: ``RulesConfig.quest_limit``, plus one per counter of the named kind
    on his cards for each static ``quest_limit`` he controls («Вы можете иметь дополнительный квест за каждый ваш эффект
    места», Доска объявлений)."""
    limit = s.config.quest_limit
    if continuous.has_static_kind(s, "quest_limit"):
        limit += sum(p.value * on_your_cards(s, player, p.counter or "")
                     for source, p in continuous.parts_of_kind(s, "quest_limit") if s.cards[source].controller == player)
    return limit


def limit_reason(s: GameState, player: int) -> tuple[str, str, str, str] | None:
    """None if ``player`` may take one more quest now; otherwise the rejection (code, rule, ru, en)."""
    if _forbidden_by_opponent(s, player):
        return ("quests_forbidden", "9.18", "карта противника не даёт вам брать квесты",
                "a card of the opponent does not let you take quests")
    if quest_room(s, player):
        return None
    limit = quest_limit(s, player)
    return ("quest_limit", "9.18", f"у вас уже есть квест в игре (можно не больше {limit})",
            f"you already have a quest in play (at most {limit})")


def _forbidden_by_opponent(s: GameState, player: int) -> bool:
    """«Противник не может брать квесты»: a card in play of ``player``'s opponent with that static (``limit
    opponent_quests``)."""
    if not continuous.has_static_kind(s, "limit"):
        return False
    return any(p.what == "opponent_quests" and s.cards[source].controller != player
               for source, p in continuous.parts_of_kind(s, "limit"))


def put_aside(s: GameState, quest: int) -> bool:
    """«Замените ваш квест завершённым квестом»: the quest in play leaves play without being completed — among the
    completed quests (of the same player as :func:`complete` would choose, with no QUEST_COMPLETED event) or to its
    owner's graveyard (``RulesConfig.replaced_quest_to``). False if it is not a quest in play."""
    cs = s.cards.get(quest)
    if cs is None or s.catalog.defs[quest].type != QUEST:
        return False
    to_graveyard = s.config.replaced_quest_to == "graveyard"
    player = s.players[s.catalog.owners[quest] if to_graveyard else _pile_of(s, quest)]
    remove_from_zone(s, quest)
    (player.graveyard if to_graveyard else player.completed).append(quest)
    return True


def _pile_of(s: GameState, quest: int) -> int:
    """Whose pile of completed quests ``quest`` (in play) goes to (``RulesConfig.completed_quest_pile``)."""
    return s.cards[quest].controller if s.config.completed_quest_pile == "controller" else s.catalog.owners[quest]


def complete(s: GameState, quest: int) -> bool:
    """«Завершите этот квест»: a quest in play goes to the pile of completed quests of its controller (or its owner,
    ``RulesConfig.completed_quest_pile``); its counters and effects go with its leaving play. False if it is not a
    quest in play (already completed, or gone)."""
    cs = s.cards.get(quest)
    if cs is None or s.catalog.defs[quest].type != QUEST:
        return False
    pile = _pile_of(s, quest)
    remove_from_zone(s, quest)
    s.players[pile].completed.append(quest)
    emit(s, COMPLETED, quest, player=pile)
    return True


def counted_spec(s: GameState, source: int, spec: A.Target, available: int) -> A.Target:
    """A target spec «Х <карт>, где Х — количество {!} на этой карте» (Select state QUEST_COUNTER_COUNT): as many
    targets as the {!} on the source when the ability is declared; all there are when fewer are there."""
    cs = s.cards.get(source)
    x = cs.counters.get(QUEST_COUNTER, 0) if cs is not None else 0
    return dataclasses.replace(spec, min=min(x, available), max=x)
