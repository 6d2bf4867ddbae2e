"""Property-based invariants of games with abilities (issue 3): random seeds, random legal choices.

No exception; every card in exactly one zone at every step; the Queue is empty whenever the active player
chooses in his фаза Выбора (113.2) and after the game; every game ends; a replay of the choices by their
notation reproduces the same final state hash.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from berserk_heroes.engine.game import Game
from berserk_heroes.rng import Rng
from berserk_heroes.workloads import ability_setups

SETUPS = ability_setups()


def _zones_ok(game: Game) -> None:
    s = game.state
    seen = [c for zone in s.zone_lists() for c in zone]
    assert sorted(seen) == list(range(len(s.catalog.defs))), "a card is in no zone or in two"
    assert set(s.cards) == set(s.play)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_with_abilities_keep_the_invariants(seed: int) -> None:
    game = Game(SETUPS, seed=seed)
    rng = Rng(seed ^ 0x5A5A)
    steps = 0
    while game.decision is not None:
        d = game.decision
        if d.kind == "main":
            assert not game.state.queue and not game.state.triggers, "113.2: фаза Выбора with a busy Queue"
        game.choose(rng.choice(d.options))
        _zones_ok(game)
        steps += 1
        assert steps < 20_000, "game does not end"
    assert game.result is not None
    replay = Game(SETUPS, seed=seed)
    for player, text in game.history:
        replay.choose(text, player=player)
    assert replay.state_hash() == game.state_hash()
    assert replay.result == game.result
