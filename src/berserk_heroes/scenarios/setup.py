"""The ``setup`` of a scenario: a position in the middle of a game (``phase: main`` / ``turn_start``), or a game
before the deal (``phase: deal``) made by ``Game(setups, seed, config)`` itself, so that the подготовительный этап
(shuffle, first player, раздача, пересдача) and the first turns run as in any game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards.model import CardDef
from ..config import RulesConfig
from ..engine.game import Game, PlayerSetup
from ..engine.position import PlayerPosition, Position
from ..errors import DataError
from ..rng import Rng
from .cards import CardResolver, card_in_play
from .fields import check_keys, flag, integer, item_where, need, sequence, text
from .yamlio import Node

PLAYERS = ("p1", "p2")
POSITION_KEYS = {"p1", "p2", "active", "turn", "phase", "first_player"}
PLAYER_KEYS = {"hero", "coins", "closed_coins", "temp_coins", "hand", "deck", "graveyard", "reserve", "play",
               "sideboard", "completed"}
DEAL_KEYS = {"p1", "p2", "phase", "first_player"}
DEAL_PLAYER_KEYS = {"hero", "deck", "reserve", "sideboard", "shuffle"}
PHASES = ("main", "turn_start", "deal")
SEED_TRIES = 256
"""Seeds tried from the scenario's ``seed`` on to find one at which the wanted player moves first (each seed gives
either player with chance ½, so 256 tries always succeed in practice)."""


def player_index(value: Any, at: str) -> int:
    """``p1`` → 0, ``p2`` → 1."""
    if isinstance(value, str) and value in PLAYERS:
        return PLAYERS.index(value)
    raise DataError(at, f"a player is 'p1' or 'p2', not {value!r}"[:200])


@dataclass(frozen=True)
class DealPlayer:
    """One player's side before the deal: his hero and his deck, **top card first**; ``shuffle``: let the game's
    seeded shuffle decide the order instead."""

    hero: CardDef
    deck: tuple[CardDef, ...]
    reserve: tuple[CardDef, ...]
    sideboard: tuple[CardDef, ...]
    shuffle: bool


@dataclass(frozen=True)
class DealSetup:
    """A game before the deal. ``first_player``: None lets the seed decide."""

    players: tuple[DealPlayer, DealPlayer]
    first_player: int | None
    where: str


def parse_setup(node: Any, cards: CardResolver, at: str) -> Position | DealSetup:
    """The setup of a scenario (``phase: deal`` or a position)."""
    if isinstance(node, Node) and node.get("phase") == "deal":
        return _deal_setup(node, cards)
    return _position(node, cards, at)


def _position(node: Any, cards: CardResolver, at: str) -> Position:
    node = check_keys(node, POSITION_KEYS, "setup", at)
    players = [_position_player(need(node, p, "setup"), cards, p, node.where(p)) for p in PLAYERS]
    phase = text(node, "phase", "main")
    if phase not in PHASES:
        raise DataError(node.where("phase"), f"phase must be one of {', '.join(PHASES)}, not {phase!r}")
    return Position(players=players, active=player_index(node.get("active", "p1"), node.where("active")),
                    turn=integer(node, "turn", 3, low=1),
                    first_player=player_index(node.get("first_player", "p1"), node.where("first_player")),
                    phase=phase)


def _position_player(node: Any, cards: CardResolver, label: str, at: str) -> PlayerPosition:
    node = check_keys(node, PLAYER_KEYS, f"player {label}", at)
    play_seq = sequence(node, "play", "'play'")
    play = [card_in_play(item, cards, item_where(play_seq, i, node.where("play"))) for i, item in enumerate(play_seq)]
    return PlayerPosition(hero=card_in_play(need(node, "hero", f"player {label}"), cards, node.where("hero")),
                          coins=integer(node, "coins", 0), closed_coins=integer(node, "closed_coins", 0),
                          temp_coins=integer(node, "temp_coins", 0), hand=cards.names(node, "hand"),
                          deck=cards.names(node, "deck"), graveyard=cards.names(node, "graveyard"),
                          reserve=cards.names(node, "reserve"), play=play, sideboard=cards.names(node, "sideboard"),
                          completed=cards.names(node, "completed"))


def _deal_setup(node: Node, cards: CardResolver) -> DealSetup:
    check_keys(node, DEAL_KEYS, "setup (phase: deal)")
    first = node.get("first_player")
    return DealSetup(
        players=(_deal_player(need(node, "p1", "setup"), cards, "p1", node.where("p1")),
                 _deal_player(need(node, "p2", "setup"), cards, "p2", node.where("p2"))),
        first_player=None if first is None else player_index(first, node.where("first_player")), where=node.where())


def _deal_player(node: Any, cards: CardResolver, label: str, at: str) -> DealPlayer:
    node = check_keys(node, DEAL_PLAYER_KEYS, f"player {label} (phase: deal)", at)
    hero = cards.get(need(node, "hero", f"player {label}"), node.where("hero"))
    if hero.type != "hero":
        raise DataError(node.where("hero"), f"«{hero.name}» is not a hero card")
    return DealPlayer(hero=hero, deck=tuple(cards.names(node, "deck")), reserve=tuple(cards.names(node, "reserve")),
                      sideboard=tuple(cards.names(node, "sideboard")), shuffle=flag(node, "shuffle", False))


# ---------------------------------------------------------------------------------------------------------
# Starting the game
# ---------------------------------------------------------------------------------------------------------


def start_game(setup: Position | DealSetup, seed: int, config: RulesConfig, allow_unsupported: bool,
               log: list[str]) -> Game:
    """The game a setup describes; notes what the runner chose (the seed of a deal) in ``log``."""
    if isinstance(setup, Position):
        return Game.from_position(setup, seed=seed, config=config, allow_unsupported=allow_unsupported)
    return _dealt_game(setup, seed, config, allow_unsupported, log)


def _dealt_game(setup: DealSetup, seed: int, config: RulesConfig, allow_unsupported: bool, log: list[str]) -> Game:
    """``Game(setups, seed, config)`` whose seeded shuffle leaves each deck in the order the scenario lists (unless
    it says ``shuffle: true``), and whose first player is the one the scenario names (the first seed from ``seed``
    on that gives him). Seed + decks reproduce the game, as for any game."""
    sizes = [len(p.deck) for p in setup.players]
    for candidate in range(seed, seed + SEED_TRIES):
        orders, first = _setup_draws(candidate, sizes)
        if setup.first_player is None or first == setup.first_player:
            break
    else:  # pragma: no cover - needs 256 seeds in a row to pick the same player
        raise DataError(setup.where, f"no seed from {seed} on makes {PLAYERS[setup.first_player or 0]} move first")
    if candidate != seed:
        log.append(f"seed {candidate}: {PLAYERS[first]} moves first")
    setups = [PlayerSetup(p.hero, list(p.deck) if p.shuffle else _arranged(p.deck, order), p.reserve,
                          sideboard=p.sideboard) for p, order in zip(setup.players, orders)]
    game = Game(setups, seed=candidate, config=config, allow_unsupported=allow_unsupported)
    _check_deal(game, setup, first)
    return game


def _setup_draws(seed: int, sizes: list[int]) -> tuple[list[list[int]], int]:
    """What the game's RNG does in the подготовительный этап (engine/turn.py setup_game: shuffle each deck, then
    pick the first player): the position each deck card ends up at, and the first player."""
    rng = Rng(seed)
    orders = []
    for size in sizes:
        order = list(range(size))
        rng.shuffle(order)
        orders.append(order)
    return orders, rng.randrange(2)


def _arranged(top_first: tuple[CardDef, ...], order: list[int]) -> list[CardDef]:
    """The deck to give the game so that after the shuffle ``order`` it reads ``top_first`` (the engine keeps the top
    card last: after the shuffle its deck is ``[given[order[0]], given[order[1]], …]``)."""
    wanted = list(reversed(top_first))
    given: list[CardDef] = list(wanted)
    for position, source in enumerate(order):
        given[source] = wanted[position]
    return given


def _check_deal(game: Game, setup: DealSetup, first: int) -> None:
    """The deal must be the one the scenario describes: if the engine's подготовительный этап changes, this says so
    instead of letting the scenario test another deal."""
    s = game.state
    problems = [] if s.first_player == first else [f"first player {PLAYERS[s.first_player]}"]
    for index, player in enumerate(setup.players):
        if player.shuffle:
            continue
        p = s.players[index]
        dealt = [s.name(i) for i in p.hand] + [s.name(i) for i in reversed(p.deck)]
        if dealt != [c.name for c in player.deck]:
            problems.append(f"{PLAYERS[index]} has hand + deck {dealt}")
    if problems:
        raise DataError(setup.where, "the game's deal is not the one the scenario lists (has engine/turn.py "
                                     "setup_game changed how it shuffles and deals?): " + "; ".join(problems))
