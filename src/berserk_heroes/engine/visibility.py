"""Hidden information, decided in one place: which cards a seat may see, and how a seat sees cards, choices and
events.

A *seat* is a player (0 or 1) or a spectator (``None``). Views (``views.py``), option lists (the trigger
declarations of ``engine/triggers.py``), the terminal's log (``render.py``, ``cli.py``) and the explanations of
rejected input all ask :func:`can_see`; nothing else decides what a seat may learn.

What a seat may see (digest §8.1, zone table):

- the play zone, except a face-down («скрытый») character, which only its controller sees (§6.2) — a hero, put
  into play face up at the start (§1.4.1), stays known when it hides;
- the parts of a combined card with the card itself; cards hoarded under another card («добытые»: open to both);
- every graveyard and запас;
- his own hand and his own дополнительная колода (the opponent and spectators see only how many cards there are);
- no deck — except its top card when a card in play makes it open («Вы играете с открытой верхней картой колоды»:
  to everyone) or lets its owner look at it («Вы можете смотреть верхнюю карту вашей колоды»: to him alone);
- a card shown («Покажите …»: to everyone) or looked at («Посмотрите …»: to that player) this turn or the last one;
- the source of an ability being declared or waiting in the Очередь: declaring an ability names its source (digest
  §7.6; a spell is shown as it is played, 309.1).

Card ids follow the deck-list order, so the id of a hidden card identifies it as surely as its name: a card a
seat may not see is shown to it without id and without name (:func:`card_ref`, :data:`HIDDEN_CARD`).
"""

from __future__ import annotations

from typing import Any

from ..decisions import ACTIVATE, DECLARE, PLAY, Option, render
from . import continuous
from .queue import QueueItem
from .state import GameState, ability_at

Seat = int | None
"""A player (0, 1) or a spectator (None)."""

HIDDEN_CARD = "(карта скрыта)"
"""How a card the seat may not see is written in a choice or an event shown to that seat."""

REVEALING_KINDS = frozenset({PLAY, ACTIVATE, DECLARE})
"""Choices that make their card public: a card played goes to the play zone or, a spell, to the graveyard (309.1);
declaring an ability names its source (digest §7.6)."""


# ------------------------------------------------------------------------------------------------- who sees what


def can_see(s: GameState, seat: Seat, iid: int) -> bool:
    """Whether ``seat`` may know which card ``iid`` is (its name, its id, its characteristics)."""
    if iid < 0 or iid >= len(s.catalog.defs):
        return False
    cs = s.cards.get(iid)
    if cs is not None:  # in play: open, unless face down («скрытый персонаж», §6.2) — then only to its controller;
        # a hero is known to everyone from the start (§1.4.1), even hidden
        return (not (cs.counters and cs.counters.get("hidden", 0)) or seat == cs.controller
                or s.catalog.defs[iid].type == "hero")
    if s.parts:
        holder = next((h for h, parts in s.parts.items() if iid in parts), None)
        if holder is not None:  # a part of a combined card: as the card it is part of
            return can_see(s, seat, holder)
    if iid in s.hoard_origin:  # «добытые» cards are open to both players (§8.1)
        return True
    owner = s.catalog.owners[iid]
    p = s.players[owner]
    if iid in p.graveyard or iid in p.reserve:
        return True
    if any(iid in q.completed for q in s.players):  # completed quests are open to both (docs/quests.md)
        return True
    if seat == owner and (iid in p.hand or iid in p.sideboard):
        return True
    if _shown_to(s, seat, iid) or _declared(s, iid):
        return True
    if p.deck and p.deck[-1] == iid:
        return deck_top_for(s, seat, owner) == iid
    return False


def _shown_to(s: GameState, seat: Seat, iid: int) -> bool:
    """Shown to everyone (viewer -1) or looked at by this seat, this turn or the last (``GameState.shown``)."""
    return any(card == iid and (to == -1 or to == seat) for card, to, _ in s.shown)


def _declared(s: GameState, iid: int) -> bool:
    """Whether ``iid`` is the source of an ability being declared or waiting in the Очередь: declaring names the
    source (digest §7.6; a spell is shown as it is played, 309.1)."""
    return any(item.source == iid for item in s.queue) or any(f.declared_source() == iid for f in s.frames)


def deck_top_for(s: GameState, seat: Seat, player: int) -> int | None:
    """The top card of ``player``'s deck if ``seat`` may see it, else None: to everyone while a card of his in play
    says «Вы играете с открытой верхней картой колоды» (static ``play_with_deck_top_open``, ); to him alone
    while one lets him look at it («Вы можете смотреть верхнюю карту вашей колоды», )."""
    deck = s.players[player].deck
    if not deck or not s.static_sources:
        return None
    if open_deck_top(s, player):
        return deck[-1]
    if seat == player:
        return deck_top_seen(s, player)
    return None


def open_deck_top(s: GameState, player: int) -> bool:
    """Whether a card of ``player`` in play says «Вы играете с открытой верхней картой колоды» and works (it is face up
    and has not lost its abilities)."""
    return any(cs.controller == player and not continuous.lost_abilities(s, cs) and not cs.counters.get("hidden", 0)
               and any(part.kind == "play_with_deck_top_open" for part in s.catalog.statics[iid])
               for iid, cs in s.cards.items())


def deck_top_seen(s: GameState, player: int) -> int | None:
    """«Вы можете смотреть верхнюю карту вашей колоды»: the top card of ``player``'s deck if a card he controls lets
    him see it (``views.build_view`` shows it to him alone), else None."""
    deck = s.players[player].deck
    if not deck or not continuous.has_static_kind(s, "look_at_deck_top"):
        return None
    if any(src in s.cards and s.cards[src].controller == player for src, _ in continuous.parts_of_kind(s, "look_at_deck_top")):
        return deck[-1]
    return None


def unseen(s: GameState, seat: Seat) -> list[int]:
    """Every card of the game ``seat`` may not see (for auditors and samplers; not for the hot path)."""
    return [iid for iid in range(len(s.catalog.defs)) if not can_see(s, seat, iid)]


# --------------------------------------------------------------------------------------- how a seat sees a card


def visible_name(s: GameState, seat: Seat, iid: int) -> str:
    """The card's name if ``seat`` may see it, else :data:`HIDDEN_CARD`."""
    return s.name(iid) if can_see(s, seat, iid) else HIDDEN_CARD


def card_ref(s: GameState, seat: Seat, iid: int) -> dict[str, Any]:
    """A reference to a card for ``seat``: ``{"id", "name"}``, or ``{"hidden": True, "owner"}`` with neither id nor
    name when the seat may not see it."""
    if can_see(s, seat, iid):
        return {"id": iid, "name": s.name(iid)}
    return {"hidden": True, "owner": s.catalog.owners[iid]}


def queue_item(s: GameState, seat: Seat, item: QueueItem) -> dict[str, Any]:
    """A declared ability waiting in the Очередь as ``seat`` (None: a spectator) may see it, for views and logs: the
    source is public (declaring names it, §7.6); each target as the seat may see it."""
    out: dict[str, Any] = {"id": item.id, "player": item.player, "kind": item.kind,
                           "source": card_ref(s, seat, item.source),
                           "targets": [[card_ref(s, seat, t) for t in group] for group in item.targets]}
    if item.ability >= 0:
        out["text"] = ability_at(s.catalog, item.source, item.ability).text
    elif item.kind == "poison":
        out["text"] = f"Отравление {item.event[3]}"
    if item.x:
        out["x"] = item.x
    return out


def shown_option(s: GameState, decider: int, option: Option, subject: int) -> Option:
    """``option`` carrying ``subject`` in its target field only when the decider may see that card: the card an
    event is about (a card the opponent drew, for «Когда противник берёт карту») may be in a hidden zone."""
    if subject < 0 or can_see(s, decider, subject):
        return option._replace(target=subject)
    return option


# ------------------------------------------------------------------------------------------ choices and events


def choice_text(s: GameState, seat: Seat, decider: int, option: Option, notation: str) -> str:
    """What ``seat`` learns when ``decider`` chooses ``option`` (whose notation is ``notation``), rendered from the
    state *before* the choice: the decider reads his own notation; anyone else reads it with every card he may not see
    written :data:`HIDDEN_CARD` — except the card a revealing choice makes public (:data:`REVEALING_KINDS`)."""
    if seat == decider:
        return notation
    revealed = option.card if option.kind in REVEALING_KINDS else -1

    def name_of(iid: int) -> str:
        return s.name(iid) if iid == revealed or can_see(s, seat, iid) else HIDDEN_CARD

    return render(option, name_of, lambda iid: s.catalog.defs[iid].type == "hero")


EVENT_WORDS = {
    "drawn": ("берёт карту", "draws a card"),
    "card_played": ("разыгрывает карту", "plays a card"),
    "discarded": ("сбрасывает карту", "discards a card"),
    "enters_play": ("карта входит в игру", "a card enters play"),
    "dies": ("гибель", "dies"),
    "flipped": ("карта переворачивается", "a card is flipped"),
    "completed": ("квест завершён", "a quest is completed"),
    "revealed": ("показана верхняя карта колоды", "the top card of a deck is shown"),
    "hand_revealed": ("показана рука", "a hand is shown"),
    "cards_revealed": ("показаны карты", "cards are shown"),
}
"""Russian and English words of the events a log shows (an event not listed shows its code)."""


def event_entry(s: GameState, seat: Seat, event: tuple[Any, ...]) -> dict[str, Any]:
    """An event (``(name, subject, other, amount, player)`` of ``engine/events.py``, or a notice such as
    ``("revealed", card)``) as ``seat`` may see it: each card by :func:`card_ref` — the opponent of a drawing player
    reads that he draws a card, not which."""
    name = str(event[0])
    ru, en = EVENT_WORDS.get(name, (name, name))
    out: dict[str, Any] = {"event": name, "ru": ru, "en": en}
    if name in ("hand_revealed", "cards_revealed"):  # (name, player, cards): shown to both
        out["player"] = event[1]
        out["cards"] = [card_ref(s, seat, c) for c in event[2]]
        return out
    if len(event) > 1 and isinstance(event[1], int) and event[1] >= 0:
        out["card"] = card_ref(s, seat, event[1])
    if len(event) > 2 and isinstance(event[2], int) and event[2] >= 0:
        out["other"] = card_ref(s, seat, event[2])
    if len(event) > 4:
        if event[3]:
            out["amount"] = event[3]
        if event[4] >= 0:
            out["player"] = event[4]
    return out
