"""Property-based tests of the rules core: random seeds, random small vanilla decks, random legal choices.

Together the tests here play well over 1,000 complete games: no exception, every card in exactly one zone at
every step, card counts conserved, every game ends, ``clone()`` continues identically, and a replay by
notation reproduces the final state hash.
"""

from __future__ import annotations

from typing import Any

from helpers import check_decision, check_zones, creature, new_game, play_random, spell, support
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from berserk_heroes import Game, RulesConfig
from berserk_heroes.cards.model import CardDef
from berserk_heroes.rng import Rng

# A fixed pool of vanilla card definitions; hypothesis draws decks from it (by index, so shrinking works).
KEYWORDS: list[dict[str, int]] = [
    {}, {}, {}, {"haste": 1}, {"first_strike": 1}, {"last_strike": 1}, {"armor": 1}, {"armor": 2},
    {"scales": 1}, {"wrath": 1}, {"directed_strike": 1}, {"attack_experience": 1}, {"defence_experience": 1},
    {"unique": 1}, {"haste": 1, "first_strike": 1}, {"attack_experience": 1, "defence_experience": 1},
    {"frenzy": 1}, {"vulnerability": 1}, {"attack_reduction": 1}, {"sleeping": 1}, {"cannot_attack": 1},
    {"cannot_defend": 1}, {"attacks_per_turn": 2, "attack_experience": 1}, {"haste": 1, "frenzy": 1},
]


def _pool() -> list[CardDef]:
    pool: list[CardDef] = []
    for i, kw in enumerate(KEYWORDS):
        pool.append(creature(f"Воин{i}", cost=i % 4, strike=i % 3 + 1, life=i % 4 + 1, **kw))
    pool.append(spell("Искра", cost=0))
    pool.append(spell("Гроза", cost=2))
    for kind in ("weapon", "armor", "amulet", "event", "terrain"):
        pool.append(support(f"Опора-{kind}", kind, cost=1))
    return pool


POOL = _pool()
deck_strategy = st.lists(st.integers(0, len(POOL) - 1), min_size=3, max_size=12)

FAST = settings(deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])


def _game(seed: int, d0: list[int], d1: list[int], **options: Any) -> Game:
    return new_game([POOL[i] for i in d0], [POOL[i] for i in d1], seed, **options)


def _random_step(game: Game, rng: Rng) -> None:
    game.choose(rng.choice(game.legal_options))


@settings(FAST, max_examples=1000)
@given(seed=st.integers(0, 2**63 - 1), choice_seed=st.integers(0, 2**32), d0=deck_strategy, d1=deck_strategy)
def test_random_games_keep_every_card_in_exactly_one_zone(seed: int, choice_seed: int, d0: list[int],
                                                           d1: list[int]) -> None:
    game = _game(seed, d0, d1)
    total = len(game.state.catalog.defs)
    assert total == len(d0) + len(d1) + 2
    rng = Rng(choice_seed)
    check_zones(game)
    steps = 0
    while not game.is_over:
        d = game.decision
        assert d is not None and d.options, "a live game always has a decision with options"
        notes = game.notations()
        assert len(set(notes)) == len(notes) == len(d.options)
        _random_step(game, rng)
        check_zones(game)
        check_decision(game)
        steps += 1
        assert steps < 20_000
    # every game ends, with a well-formed result and no decision left
    assert game.decision is None and game.legal_options == ()
    winner, reason = game.result  # type: ignore[misc]
    assert winner in (-1, 0, 1) and reason
    assert sum(len(z) for z in _zones(game)) == total


def _zones(game: Game) -> list[list[int]]:
    from helpers import zone_lists

    return zone_lists(game)


@settings(FAST, max_examples=150)
@given(seed=st.integers(0, 2**63 - 1), choice_seed=st.integers(0, 2**32), cut=st.integers(0, 200),
       d0=deck_strategy, d1=deck_strategy)
def test_clone_mid_game_continues_identically(seed: int, choice_seed: int, cut: int, d0: list[int],
                                              d1: list[int]) -> None:
    game = _game(seed, d0, d1)
    rng = Rng(choice_seed)
    for _ in range(cut):
        if game.is_over:
            break
        _random_step(game, rng)
    twin = game.clone()
    assert twin.state_hash() == game.state_hash()
    assert twin.decision == game.decision
    before = game.state_hash()
    # the clone is independent: playing it out leaves the original untouched
    r1 = Rng(choice_seed + 1)
    twin_hashes = []
    while not twin.is_over:
        _random_step(twin, r1)
        twin_hashes.append(twin.state_hash())
    assert game.state_hash() == before
    # the original, given the same choices, walks through exactly the same states
    r2 = Rng(choice_seed + 1)
    hashes = []
    while not game.is_over:
        _random_step(game, r2)
        hashes.append(game.state_hash())
    assert hashes == twin_hashes
    assert game.result == twin.result
    assert game.history == twin.history


@settings(FAST, max_examples=150)
@given(seed=st.integers(0, 2**63 - 1), choice_seed=st.integers(0, 2**32), d0=deck_strategy, d1=deck_strategy)
def test_replay_by_notation_reproduces_final_state(seed: int, choice_seed: int, d0: list[int],
                                                  d1: list[int]) -> None:
    game = _game(seed, d0, d1)
    play_random(game, choice_seed)
    replay = Game(game.setups, seed=game.seed, config=game.state.config)
    for player, text in game.history:
        assert replay.decision is not None and replay.decision.player == player
        replay.choose(text, player=player)
    assert replay.is_over
    assert replay.state_hash() == game.state_hash()
    assert replay.result == game.result
    assert replay.history == game.history


CONFIGS = st.builds(
    RulesConfig,
    start_coins=st.integers(0, 4), coin_income=st.integers(0, 2), coin_cap=st.integers(0, 10),
    opening_hand=st.integers(0, 6), mulligan=st.booleans(), first_player_draws=st.booleans(),
    deck_out=st.sampled_from(["nothing", "lose", "lose_after_3"]),
    hand_limit=st.none() | st.integers(0, 5), simultaneous_defeat=st.sampled_from(["draw", "active_loses"]),
    defender_once_per_turn=st.booleans(), defender_may_protect_creatures=st.booleans(),
    closed_can_be_attacked=st.booleans(), creature_limit=st.none() | st.integers(0, 3),
    turn_limit=st.integers(1, 60),
)


@settings(FAST, max_examples=150)
@given(seed=st.integers(0, 2**63 - 1), choice_seed=st.integers(0, 2**32), d0=deck_strategy, d1=deck_strategy,
       cfg=CONFIGS)
def test_random_games_under_random_rules_options(seed: int, choice_seed: int, d0: list[int], d1: list[int],
                                                 cfg: RulesConfig) -> None:
    game = new_game([POOL[i] for i in d0], [POOL[i] for i in d1], seed, cfg=cfg)
    rng = Rng(choice_seed)
    check_zones(game)
    while not game.is_over:
        _random_step(game, rng)
        check_zones(game)
        check_decision(game)
        s = game.state
        for p in s.players:
            assert p.coins <= max(cfg.coin_cap, cfg.start_coins + cfg.second_player_bonus_coins)
        if cfg.creature_limit is not None:
            for player in (0, 1):
                n = sum(1 for i in s.play if s.cards[i].controller == player
                        and s.catalog.defs[i].type == "creature")
                assert n <= cfg.creature_limit
    assert game.state.turn <= cfg.turn_limit + 1  # type: ignore[operator]
