"""The preconstructed decks (issue 4): legal, fully supported, and robust in random play.

Random games with every pair of preconstructed decks keep the core invariants: no exception, every card in
exactly one zone, the Queue empty in the фаза Выбора, every game ends, and the replay of the choices
reproduces the final state hash.
"""

from __future__ import annotations

import itertools

import pytest

from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.decks.validate import validate_deck
from berserk_heroes.demo import game_cards, setup_from_deck
from berserk_heroes.engine.game import Game
from berserk_heroes.rng import Rng

DECKS = precon_decks()


def test_there_are_at_least_five_precon_decks() -> None:
    assert len(DECKS) >= 5


@pytest.mark.parametrize("name", list(DECKS))
def test_precon_deck_is_legal_and_fully_supported(name: str) -> None:
    deck = DECKS[name]
    assert validate_deck(deck, compiled_pool()) == []
    assert all(compiled_pool().get(k).supported for k in (*deck.cards, deck.hero or ""))


def _play(setups: list, seed: int) -> Game:  # type: ignore[type-arg]
    game = Game(setups, seed=seed)
    rng = Rng(seed * 7919 + 1)
    steps = 0
    while game.decision is not None:
        if game.decision.kind == "main":
            assert not game.state.queue and not game.state.triggers
        game.choose(rng.choice(game.decision.options))
        s = game.state
        seen = [c for zone in s.zone_lists() for c in zone]
        assert sorted(seen) == list(range(len(s.catalog.defs)))
        steps += 1
        assert steps < 20_000
    return game


@pytest.mark.parametrize("pair", list(itertools.combinations_with_replacement(DECKS, 2)), ids=str)
def test_random_games_between_precon_decks(pair: tuple[str, str]) -> None:
    cards = game_cards()
    setups = [setup_from_deck(DECKS[pair[0]], cards), setup_from_deck(DECKS[pair[1]], cards)]
    for seed in range(8):
        game = _play(setups, seed)
        replay = Game(setups, seed=seed)
        for player, text in game.history:
            replay.choose(text, player=player)
        assert replay.state_hash() == game.state_hash()
