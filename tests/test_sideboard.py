"""The дополнительная колода (sideboard) in games: setup, views, records."""

from __future__ import annotations

import dataclasses

from berserk_heroes.demo import demo_decks, game_cards, setup_from_deck
from berserk_heroes.engine.game import Game
from berserk_heroes.records import dumps_record, loads_record, record_from_game, replay
from berserk_heroes.rng import Rng


def _setups() -> list:  # type: ignore[type-arg]
    cards = game_cards()
    decks = demo_decks()
    with_side = dataclasses.replace(decks[0], sideboard=(decks[0].cards[0],) * 2)
    return [setup_from_deck(with_side, cards), setup_from_deck(decks[1], cards)]


def test_sideboard_cards_are_in_their_zone_and_private() -> None:
    game = Game(_setups(), seed=4)
    s = game.state
    assert len(s.players[0].sideboard) == 2
    own = game.view(0).data["players"][0]
    other = game.view(1).data["players"][0]
    assert len(own["sideboard"]) == 2 and own["sideboard_count"] == 2
    assert other["sideboard"] is None and other["sideboard_count"] == 2


def test_a_game_with_a_sideboard_records_and_replays() -> None:
    setups = _setups()
    game = Game(setups, seed=9)
    rng = Rng(9)
    while game.decision is not None:
        game.choose(rng.choice(game.decision.options))
    record = loads_record(dumps_record(record_from_game(game)))
    assert record.players[0].sideboard == tuple(d.key for d in setups[0].sideboard)
    again = replay(record, game_cards())
    assert again.state_hash() == game.state_hash()
