"""Positions: build a game in any state (for scenarios, puzzles, tests) and describe a game's state.

A :class:`Position` is plain data: for each player his hero, coins, hand, deck (top card first), graveyard,
reserve and cards in play with their state; whose turn it is and in which phase. ``game_from_position``
turns it into a live :class:`~berserk_heroes.engine.game.Game` at that point.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards.model import CardDef
from ..config import RulesConfig
from ..rng import Rng
from .state import CardEffect, CardState, Catalog, GameState, PlayerState, created_version


@dataclass
class CardInPlay:
    """A card in the play zone with its state. ``weak``: entered play this turn (first-turn weakness)."""

    card: CardDef
    closed: bool = False
    wounds: int = 0
    weak: bool = False
    stunned: bool = False
    poison: int = 0
    effects: list[CardEffect] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)
    attacks: int = 0
    defences: int = 0
    parts: list[CardDef] = field(default_factory=list)  # a combined card: the cards attached to it (engine/combined.py)


@dataclass
class PlayerPosition:
    """One player's side. ``deck`` lists the top card first."""

    hero: CardInPlay
    coins: int = 0
    closed_coins: int = 0
    temp_coins: int = 0
    hand: list[CardDef] = field(default_factory=list)
    deck: list[CardDef] = field(default_factory=list)
    graveyard: list[CardDef] = field(default_factory=list)
    reserve: list[CardDef] = field(default_factory=list)
    play: list[CardInPlay] = field(default_factory=list)
    sideboard: list[CardDef] = field(default_factory=list)
    completed: list[CardDef] = field(default_factory=list)  # completed quests (docs/quests.md)


@dataclass
class Position:
    """A whole game position. ``phase``: 'main' (the active player's фаза Выбора) or 'turn_start' (the
    active player's turn is about to begin: restore and accumulation run first)."""

    players: list[PlayerPosition]
    active: int = 0
    turn: int = 3
    first_player: int = 0
    phase: str = "main"


def build_state(pos: Position, seed: int, config: RulesConfig) -> tuple[GameState, dict[str, list[int]]]:
    """The GameState of a position, plus a map from card name to its iids (for scripts and checks)."""
    defs: list[CardDef] = []
    owners: list[int] = []
    placed: list[tuple[int, str, CardInPlay | CardDef]] = []
    for index, pp in enumerate(pos.players):
        for zone, items in (("hero", [pp.hero]), ("play", pp.play), ("hand", pp.hand), ("deck", pp.deck),
                            ("graveyard", pp.graveyard), ("reserve", pp.reserve), ("sideboard", pp.sideboard),
                            ("completed", pp.completed)):
            for item in items:
                card = item.card if isinstance(item, CardInPlay) else item
                placed.append((index, zone, item))
                defs.append(created_version(card) if zone == "reserve" else card)
                owners.append(index)
                if isinstance(item, CardInPlay):
                    for part in item.parts:  # attached to the card just placed
                        placed.append((index, "part", part))
                        defs.append(part)
                        owners.append(index)
    s = GameState(Catalog(defs, owners), config, Rng(seed))
    names: dict[str, list[int]] = {}
    s.players = [PlayerState(i, -1) for i in range(2)]
    host = -1
    for iid, (index, zone, item) in enumerate(placed):
        names.setdefault(defs[iid].name, []).append(iid)
        p = s.players[index]
        if zone == "part":
            s.parts[host] = (*s.parts.get(host, ()), iid)
            if s.catalog.statics[iid] and config.combined_abilities:
                s.static_sources.append(iid)
            continue
        host = iid
        if zone in ("hero", "play"):
            assert isinstance(item, CardInPlay)
            s.play.append(iid)
            s.cards[iid] = _card_state(iid, index, item, pos.turn)
            if s.catalog.statics[iid] and not s.cards[iid].counters.get("hidden", 0):  # («keywords»: hidden: none)
                s.static_sources.append(iid)
            if zone == "hero":
                p.hero = iid
        elif zone == "deck":
            p.deck.insert(0, iid)  # listed top first; the engine keeps the top card last
        else:
            getattr(p, zone).append(iid)
    for index, pp in enumerate(pos.players):
        p = s.players[index]
        p.coins, p.closed_coins, p.temp_coins = pp.coins, pp.closed_coins, pp.temp_coins
    s.turn = pos.turn
    s.active = pos.active
    s.last_normal = pos.active
    s.first_player = pos.first_player
    # Turns each player has had before the current one (the first player moves on odd turns).
    done = max(0, pos.turn - 1)
    s.turn_owner_count = [(done + 1) // 2 if i == pos.first_player else done // 2 for i in range(2)]
    return s, names


def _card_state(iid: int, controller: int, item: CardInPlay, turn: int) -> CardState:
    cs = CardState(iid, controller, turn if item.weak else 0)
    cs.closed = item.closed
    cs.wounds = item.wounds
    cs.stunned = item.stunned
    cs.poison = item.poison
    cs.effects = list(item.effects)
    cs.counters = dict(item.counters)
    cs.attacks = item.attacks
    cs.defences = item.defences
    cs.sleeping = "sleeping" in item.card.kw and item.closed
    return cs
