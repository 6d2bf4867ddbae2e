"""Random games with random decks drawn from the whole compiled pool (issue 4).

Every card of the pool can appear — unsupported ones too, played with ``allow_unsupported`` (their
unsupported text is ignored). The engine must never raise: whatever the compiler produces and the support
check lets through has to run. Cards stay in exactly one zone, and every game ends.
"""

from __future__ import annotations

import pytest

from berserk_heroes.cards.compiled import compiled_pool, reserve_for
from berserk_heroes.engine.game import Game, PlayerSetup
from berserk_heroes.rng import Rng

POOL = compiled_pool()
CARDS = [c for c in POOL if c.type not in ("hero", "token", "quest") and c.set_code != "demo" and POOL.is_newest(c)]
HEROES = [c for c in POOL if c.type == "hero" and c.set_code != "demo"]


def _random_setups(rng: Rng, supported_only: bool) -> list[PlayerSetup]:
    cards = [c for c in CARDS if c.supported] if supported_only else CARDS
    heroes = [h for h in HEROES if h.supported] if supported_only else HEROES
    setups = []
    for _ in range(2):
        deck = [rng.choice(cards) for _ in range(40)]
        hero = rng.choice(heroes)
        setups.append(PlayerSetup(hero, deck, tuple(reserve_for([hero, *deck], POOL))))
    return setups


@pytest.mark.parametrize("supported_only", [True, False], ids=["supported", "whole-pool"])
def test_random_decks_from_the_pool_never_break_the_engine(supported_only: bool) -> None:
    for seed in range(40):
        rng = Rng(seed * 31 + supported_only)
        game = Game(_random_setups(rng, supported_only), seed=seed, allow_unsupported=not supported_only)
        steps = 0
        while game.decision is not None:
            game.choose(rng.choice(game.decision.options))
            steps += 1
            assert steps < 20_000, "the game does not end"
        seen = sorted(c for zone in game.state.zone_lists() for c in zone)
        assert seen == list(range(len(game.state.catalog.defs)))
