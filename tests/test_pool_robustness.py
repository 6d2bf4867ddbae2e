"""Random games with random decks drawn from the whole compiled pool (issue 4).

Every card of the pool can appear — unsupported ones too, played with ``allow_unsupported`` (their
unsupported text is ignored). The engine must never raise: whatever the compiler produces and the support
check lets through has to run. Cards stay in exactly one zone, and every game ends.
"""

from __future__ import annotations

import pytest
from helpers import random_pool_setups

from berserk_heroes.engine.game import Game
from berserk_heroes.rng import Rng


@pytest.mark.parametrize("supported_only", [True, False], ids=["supported", "whole-pool"])
def test_random_decks_from_the_pool_never_break_the_engine(supported_only: bool) -> None:
    for seed in range(40):
        rng = Rng(seed * 31 + supported_only)
        game = Game(random_pool_setups(rng, supported_only), seed=seed, allow_unsupported=not supported_only)
        steps = 0
        while game.decision is not None:
            game.choose(rng.choice(game.decision.options))
            steps += 1
            assert steps < 20_000, "the game does not end"
        seen = sorted(c for zone in game.state.zone_lists() for c in zone)
        assert seen == list(range(len(game.state.catalog.defs)))
