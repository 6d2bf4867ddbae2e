"""Views: what one player (or a spectator) may see. Hidden information stays inside the engine.

A player's view holds his own hand, the *number* of cards in the opponent's hand, the *number* of cards in
each deck (never their order or names), both graveyards and reserves, the play zone, the Queue, the decision (with
its options only for the player who decides) and the events since the last choice. The mulligan's cards never show to
the other. Which card a seat may see is decided by ``engine/visibility.py`` alone; this module only lays it out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from .engine import attack_rules, combined, continuous, visibility
from .engine.queue import QueueItem

if TYPE_CHECKING:
    from .decisions import Decision
    from .engine.state import GameState


class Viewable(Protocol):
    """What a view is built from: a game's state, its pending decision and that decision's option notations
    (``engine.game.Game`` is one; naming the protocol, not the class, keeps the game free to build its own views)."""

    @property
    def state(self) -> GameState: ...

    @property
    def decision(self) -> Decision | None: ...

    def notations(self) -> list[str]: ...


@dataclass(frozen=True)
class View:
    """A JSON-ready snapshot for one viewer. ``data`` is plain dicts, lists, strings and numbers."""

    viewer: int | None
    data: dict[str, Any]

    def to_json(self) -> str:
        return json.dumps(self.data, ensure_ascii=False, sort_keys=True)

    def __repr__(self) -> str:
        who = "spectator" if self.viewer is None else f"player {self.viewer}"
        return f"<View for {who}, turn {self.data['turn']}>"


class PublicCards:
    """What a card shows to everyone who sees it, built once for all the views of one state (the server's
    two seats and its spectators): a card's public face, and a card in play with its derived values. Whether a
    viewer sees a card at all is still asked of ``engine/visibility.py``, per viewer; only what a seen card
    shows is shared, by the same dict in every view, so the views built with one are never changed in place."""

    __slots__ = ("state", "_faces", "_in_play")

    def __init__(self, s: GameState) -> None:
        self.state = s
        self._faces: dict[int, dict[str, Any]] = {}
        self._in_play: dict[int, dict[str, Any]] = {}

    def face(self, iid: int) -> dict[str, Any]:
        found = self._faces.get(iid)
        if found is None:
            found = self._faces[iid] = _card_public(self.state, iid)
        return found

    def in_play(self, iid: int) -> dict[str, Any]:
        found = self._in_play.get(iid)
        if found is None:
            found = self._in_play[iid] = _in_play(self.state, iid)
        return found


def _card_public(s: GameState, iid: int) -> dict[str, Any]:
    d = s.catalog.defs[iid]
    out: dict[str, Any] = {"id": iid, "name": d.name, "type": d.type, "cost": d.cost, "owner": s.catalog.owners[iid]}
    if not d.supported:
        out["unsupported_text"] = list(d.unsupported_text)
    return out


def _in_play(s: GameState, iid: int) -> dict[str, Any]:
    cs = s.cards[iid]
    d = s.catalog.defs[iid]
    out = _card_public(s, iid)
    out.update({"controller": cs.controller, "closed": cs.closed, "wounds": cs.wounds,
                "life": continuous.life(s, cs), "max_life": continuous.max_life(s, cs)})
    if d.type == "creature":
        out["strike"] = continuous.strike(s, cs)
        out["weak"] = attack_rules.is_weak(s, cs)
    if cs.effects:
        out["effects"] = [[e.kind, e.key, e.value, e.duration] for e in cs.effects]
    if cs.stunned:
        out["stunned"] = True
    if cs.poison:
        out["poison"] = cs.poison
    if cs.counters:
        out["counters"] = dict(cs.counters)
    if s.parts and iid in s.parts:  # a combined card (engine/combined.py): the cards attached to it, in order
        out["parts"] = [_card_public(s, c) for c in s.parts[iid]]
        out["cost"] = combined.cost(s, iid)
    if iid in s.hoarded:  # «добытые» cards are open to both players (§8.1)
        out["hoarded"] = [_card_public(s, c) for c in s.hoarded[iid]]
    return out


def _face_down(s: GameState, iid: int) -> dict[str, Any]:
    """A hidden («скрытый») character seen by someone other than its controller: only that it is there."""
    cs = s.cards[iid]
    # No id: ids follow the decklist order, so an id could name the hidden card.
    position = [i for i in s.play if s.cards[i].controller == cs.controller].index(iid)
    return {"hidden": True, "handle": f"hidden-{cs.controller}-{position}", "controller": cs.controller,
            "closed": cs.closed}


def _visible_in_play(cards: PublicCards, iid: int, viewer: int | None) -> dict[str, Any]:
    if not visibility.can_see(cards.state, viewer, iid):
        return _face_down(cards.state, iid)
    return cards.in_play(iid)


def build_view(game: Viewable, viewer: int | None, cards: PublicCards | None = None) -> View:
    """The view of ``viewer`` (0, 1) or of a spectator (None). ``cards``, when given, shares the cards' public
    parts with the other views of the same state (built for ``game.state`` now: the state must not have changed)."""
    s = game.state
    if cards is None:
        cards = PublicCards(s)
    assert cards.state is s
    players = []
    for p in s.players:
        mine = viewer == p.index
        players.append({
            "index": p.index,
            "hero": cards.in_play(p.hero) if p.hero in s.cards else cards.face(p.hero),
            "coins": p.coins, "temp_coins": p.temp_coins, "open_coins": p.open_coins,
            # coins usable only for some payments — [what they pay for, how many, how many are open]
            "tagged_coins": [[spend_on, n, n - closed] for spend_on, n, closed, _ in p.tagged],
            "hand": _cards_seen(cards, p.hand, viewer) if mine else None,
            "hand_count": len(p.hand),
            "deck_count": len(p.deck),
            # «Вы играете с открытой верхней картой колоды» — the top card is public
            # «Вы можете смотреть верхнюю карту вашей колоды» (Стража врат) — to that player alone
            "deck_top": _deck_top(cards, viewer, p.index),
            "sideboard": _cards_seen(cards, p.sideboard, viewer) if mine else None,
            "sideboard_count": len(p.sideboard),
            "graveyard": [cards.face(i) for i in p.graveyard],
            "reserve": [cards.face(i) for i in p.reserve],
            "completed": [cards.face(i) for i in p.completed],  # completed quests: public (docs/quests.md)
        })
    data: dict[str, Any] = {
        "turn": s.turn, "active": s.active, "first_player": s.first_player,
        "players": players,
        "play": [_visible_in_play(cards, i, viewer) for i in s.play if s.catalog.defs[i].type != "hero"],
        "queue": [_queue_item(s, item, viewer) for item in s.queue],
        "events": [visibility.event_entry(s, viewer, e) for e in s.events],
        "result": list(s.result) if s.result else None,
        "shown": _shown(s, viewer),
    }
    d = game.decision
    if d is not None:
        entry: dict[str, Any] = {"player": d.player, "kind": d.kind}
        if viewer == d.player:
            entry["prompt_ru"] = d.prompt_ru
            entry["prompt_en"] = d.prompt_en
            entry["options"] = game.notations()
        data["decision"] = entry
    return View(viewer, data)


def _cards_seen(cards: PublicCards, zone: list[int], viewer: int | None) -> list[dict[str, Any]]:
    """The cards of a zone the viewer may look into (his hand, his дополнительная колода)."""
    s = cards.state
    return [cards.face(i) if visibility.can_see(s, viewer, i) else visibility.card_ref(s, viewer, i) for i in zone]


def _deck_top(cards: PublicCards, viewer: int | None, player: int) -> dict[str, Any] | None:
    top = visibility.deck_top_for(cards.state, viewer, player)
    return cards.face(top) if top is not None else None


def _shown(s: GameState, viewer: int | None) -> list[dict[str, Any]]:
    """Cards shown this turn or the last («Покажите верхнюю карту / руку», a found card): to both players and
    spectators; cards looked at («Посмотрите …»): to that player only. Each with the zone it is in now (it may have
    moved since) and the turn it was shown in."""
    out = []
    seen = set()
    for iid, to, turn in s.shown:
        if (to != -1 and to != viewer) or iid in seen:
            continue
        seen.add(iid)
        entry = _card_public(s, iid)
        entry["to"] = "both" if to == -1 else to
        entry["zone"] = _zone_of(s, iid)
        entry["turn"] = turn
        out.append(entry)
    return out


def _zone_of(s: GameState, iid: int) -> str:
    if iid in s.cards:
        return "play"
    if iid in s.hoard_origin:
        return "hoarded"
    p = s.players[s.catalog.owners[iid]]
    for zone in ("hand", "deck", "graveyard", "reserve", "sideboard"):
        if iid in getattr(p, zone):
            return zone
    if any(iid in q.completed for q in s.players):
        return "completed"
    return "unknown"


def _queue_item(s: GameState, item: Any, viewer: int | None) -> dict[str, Any]:
    if not isinstance(item, QueueItem):
        return {"item": str(item)}
    return visibility.queue_item(s, viewer, item)
