"""Records prove their game: every recorded choice parses back (one way to name a card in notation), and any change
of setup data — seed, rules option, hero, deck, reserve, sideboard, name — is caught before the first step (step 0)
with the changed field named; the state hash commits to card identities and to the whole seed."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from typing import Any

import pytest
from helpers import creature, hero, new_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from berserk_heroes import Game, PlayerSetup, RulesConfig
from berserk_heroes.agents.random_agent import play_random_game
from berserk_heroes.decks.format import parse_deck
from berserk_heroes.decks.precon import FOLDER, precon_decks
from berserk_heroes.demo import card_pool, demo_decks, game_cards, setup_from_deck
from berserk_heroes.errors import DataError, RecordError
from berserk_heroes.records import dumps_record, loads_record, record_from_dict, record_from_game, replay
from berserk_heroes.rng import SEED_LIMIT, Rng

# ------------------------------------------------------------------------------------------ one way to name cards


@cache
def manipulator_setups() -> list[PlayerSetup]:
    """The steppe precon with «3 Орк» replaced by «3 Манипулятор» (a «Модуль»: it combines with a creature in play,
    and the combined card is named «Фузилер Братства+Манипулятор») against the mountains precon."""
    text = (FOLDER / "steppe.txt").read_text(encoding="utf-8")
    assert "3 Орк [17-009]" in text
    deck = parse_deck(text.replace("3 Орк [17-009]", "3 Манипулятор [21-144]"), card_pool())
    cards = game_cards()
    return [setup_from_deck(deck, cards), setup_from_deck(precon_decks()["mountains"], cards)]


def play_noting(game: Game, seed: int) -> list[tuple[int, str]]:
    """Play randomly to the end; the (player, notation) of each choice as ``notation()`` showed it then."""
    rng = Rng(seed)
    shown = []
    while game.decision is not None:
        option = rng.choice(game.legal_options)
        shown.append((game.decision.player, game.notation(option)))
        game.choose(option)
    return shown


@pytest.mark.parametrize("seed", range(12))  # seeds 0, 2, 3, 7, 10 could not be recorded: history named «Фузилер…»
def test_combined_cards_are_named_alike_in_history_notation_and_records(seed: int) -> None:
    game = Game(manipulator_setups(), seed=seed)
    shown = play_noting(game, seed)
    assert game.history == shown
    record = loads_record(dumps_record(record_from_game(game)))
    assert replay(record, game_cards()).state_hash() == game.state_hash()


def test_some_of_those_games_do_combine_cards() -> None:
    combined = 0
    for seed in range(12):
        game = Game(manipulator_setups(), seed=seed)
        play_noting(game, seed)
        combined += any("+" in note for _, note in game.history)
    assert combined >= 3


def test_history_names_a_combined_card_as_it_was_named_then() -> None:
    """A combined card split later (its host left play): the step that named it keeps its combined name."""
    for seed in range(40):
        game = Game(manipulator_setups(), seed=seed)
        shown = play_noting(game, seed)
        joined = [i for i, (_, note) in enumerate(shown) if "+" in note]
        if joined and not game.state.parts:
            assert game.history[joined[0]] == shown[joined[0]]
            return
    pytest.fail("no game combined cards and split them again")


# ------------------------------------------------------------------------------------------------ seeds


@pytest.mark.parametrize("seed", [-1, SEED_LIMIT, 2**100, 1.5, "7", True, None])
def test_seeds_that_are_not_game_seeds_are_refused(seed: Any) -> None:
    with pytest.raises(DataError) as caught:
        Game(demo_setups_with_extras(), seed=seed)
    assert caught.value.where == "seed"


def test_the_largest_seed_plays_and_is_recorded_exactly() -> None:
    game = play_random_game(Game(demo_setups_with_extras(), seed=SEED_LIMIT - 1), seed=1)
    record = loads_record(dumps_record(record_from_game(game)))
    assert record.seed == SEED_LIMIT - 1
    assert replay(record, game_cards()).state_hash() == game.state_hash()


# ------------------------------------------------------------------------------------ the state hash's commitments


def test_state_hash_tells_cards_with_equal_text_apart() -> None:
    """Two decks alike in every printed value but one card's key: the states differ, and so do the hashes."""
    twin_a = creature("Близнец", cost=1, strike=1, life=2)
    twin_b = dataclasses.replace(twin_a, key=twin_a.key + "-b")
    heroes = {"hero0": hero("Тарна"), "hero1": hero("Рэйвенкар")}
    base = [creature(f"Боец{i}") for i in range(11)]
    a = new_game([twin_a, *base], base, seed=3, **heroes)
    b = new_game([twin_b, *base], base, seed=3, **heroes)
    assert a.state.snapshot() == b.state.snapshot()  # iids only: the snapshot alone cannot tell them apart
    assert a.state_hash() != b.state_hash()


def test_state_hash_commits_to_the_whole_seed_and_every_setup_field() -> None:
    setups = demo_setups_with_extras()
    game = Game(setups, seed=5)
    hashes = game.setup_hashes()
    assert {"seed", "allow_unsupported", "config.turn_limit", "players[0].hero", "players[1].deck",
            "players[0].reserve", "players[0].sideboard", "players[1].name"} <= hashes.keys()
    other_config = Game(setups, seed=5, config=RulesConfig(turn_limit=199))
    assert other_config.state.snapshot() == game.state.snapshot()  # the turn limit shapes nothing yet
    assert other_config.state_hash() != game.state_hash()


# -------------------------------------------------------------------------------------------------- tampering


@cache
def demo_setups_with_extras() -> list[PlayerSetup]:
    """The demo decks; player 0 also has a reserve (2 cards) and a sideboard (2 cards)."""
    decks = demo_decks()
    with_side = dataclasses.replace(decks[0], sideboard=("demo-024", "demo-025"))
    cards = game_cards()
    return [setup_from_deck(with_side, cards, reserve=("demo-026", "demo-027")), setup_from_deck(decks[1], cards)]


@cache
def recorded() -> tuple[Game, str]:
    """A finished demo game and its record as JSON text."""
    game = play_random_game(Game(demo_setups_with_extras(), seed=3), seed=3)
    return game, dumps_record(record_from_game(game))


def record_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(recorded()[1])
    return data


def rejection(data: dict[str, Any]) -> RecordError:
    with pytest.raises(RecordError) as caught:
        replay(record_from_dict(data, "t.json"), game_cards())
    return caught.value


def undrawn_deck_index(game: Game, player: int) -> int:
    """The decklist index of a card that never left ``player``'s deck (deck iids follow the decklist): not one
    dealt and put back by the mulligan."""
    again = Game(game.setups, seed=game.seed)
    seen = set(again.state.players[player].hand)
    for who, choice in game.history:
        again.choose(choice, player=who)
        seen.update(again.state.players[player].hand)
    p = again.state.players[player]
    return next(iid for iid in p.deck if iid not in seen) - (p.hero + 1)


@pytest.mark.parametrize("replacement", ["demo-006", "demo-010"])  # the same element (Степи), a foreign one (Горы)
def test_swapped_undrawn_deck_card_is_caught_at_step_0(replacement: str) -> None:
    game = recorded()[0]
    data = record_data()
    index = undrawn_deck_index(game, 0)
    assert data["players"][0]["deck"][index] != replacement
    data["players"][0]["deck"][index] = replacement
    err = rejection(data)
    assert err.step == 0 and err.where == "t.json: players[0].deck" and "players[0].deck" in err.message


def test_swapped_deck_order_is_caught_at_step_0() -> None:
    data = record_data()
    deck = data["players"][1]["deck"]
    first_other = next(i for i, key in enumerate(deck) if key != deck[0])
    deck[0], deck[first_other] = deck[first_other], deck[0]
    err = rejection(data)
    assert err.step == 0 and err.where == "t.json: players[1].deck"


@pytest.mark.parametrize(("change", "where"), [
    (lambda d: d.__setitem__("seed", d["seed"] + 2**64), "seed"),
    (lambda d: d.__setitem__("seed", d["seed"] + 1), "seed"),
    (lambda d: d["players"][0].__setitem__("hero", "demo-002"), "players[0].hero"),
    (lambda d: d["players"][0]["sideboard"].__setitem__(1, "demo-028"), "players[0].sideboard"),
    (lambda d: d["players"][0]["reserve"].__setitem__(0, "demo-028"), "players[0].reserve"),
    (lambda d: d["players"][1].__setitem__("name", "Чужие Горы"), "players[1].name"),
    (lambda d: d["config"].__setitem__("turn_limit", 150), "config.turn_limit"),
    (lambda d: d["config"].__setitem__("coin_income", 2), "config.coin_income"),
    (lambda d: d.__setitem__("allow_unsupported", True), "allow_unsupported"),
])
def test_changed_setup_data_is_caught_at_step_0_naming_it(change: Any, where: str) -> None:
    data = record_data()
    change(data)
    err = rejection(data)
    assert err.step == 0 and err.where == f"t.json: {where}" and where in err.message


def test_setup_data_changed_with_its_hash_is_still_caught_at_step_0() -> None:
    """Whoever also rewrites the field's hash still meets the initial hash, which includes the setup digest."""
    game = recorded()[0]
    data = record_data()
    index = undrawn_deck_index(game, 0)
    data["players"][0]["deck"][index] = "demo-010"
    forged = Game([setup_from_deck(dataclasses.replace(demo_decks()[0], cards=tuple(data["players"][0]["deck"]),
                                                       sideboard=("demo-024", "demo-025")), game_cards(),
                                   reserve=("demo-026", "demo-027")), game.setups[1]], seed=data["seed"])
    data["setup_hashes"] = forged.setup_hashes()
    err = rejection(data)
    assert err.step == 0 and "initial_hash" in err.where


def test_a_missing_or_extra_setup_hash_is_caught_at_step_0() -> None:
    data = record_data()
    del data["setup_hashes"]["players[0].sideboard"]
    data["setup_hashes"]["players[2].deck"] = "0" * 16
    err = rejection(data)
    assert err.step == 0 and err.where == "t.json: players[0].sideboard"
    assert "players[2].deck is recorded in setup_hashes but missing" in err.message


def test_the_old_format_is_refused_clearly() -> None:
    data = record_data()
    data["format"] = "berserk-heroes-record/1"
    with pytest.raises(RecordError, match="no longer read.*berserk-heroes-record/2"):
        record_from_dict(data, "t.json")


# ------------------------------------------------------------------------------------- any single setup mutation

DEMO_CARDS = [f"demo-{n:03d}" for n in range(3, 31)]
CONFIG_STRINGS = ("fifo", "lifo", "nothing", "lose", "lose_after_3", "draw", "active_loses", "close",
                  "before_effects", "queue")


def other_config_values(key: str, value: Any) -> list[Any]:
    """Valid values of rules option ``key`` other than ``value``."""
    candidates: list[Any] = [not value] if isinstance(value, bool) else [*CONFIG_STRINGS, None, 0, 1, 3, 250]
    out = []
    for candidate in candidates:
        if candidate == value or type(candidate) is not type(value) and value is not None and candidate is not None:
            continue
        try:
            RulesConfig(**{key: candidate})
        except (DataError, TypeError):
            continue
        out.append(candidate)
    return out


@st.composite
def setup_mutations(draw: st.DrawFn) -> tuple[str, Any]:
    """(the field path a mutation changes, a function that applies it to record data)."""
    data = record_data()
    kind = draw(st.sampled_from(["seed", "allow", "config", "name", "hero", "deck", "reserve", "sideboard"]))
    if kind == "seed":
        seed = draw(st.integers(0, SEED_LIMIT - 1).filter(lambda s: s != data["seed"]))
        return "seed", lambda d: d.__setitem__("seed", seed)
    if kind == "allow":
        return "allow_unsupported", lambda d: d.__setitem__("allow_unsupported", not d["allow_unsupported"])
    if kind == "config":
        key = draw(st.sampled_from(sorted(k for k in data["config"] if other_config_values(k, data["config"][k]))))
        value = draw(st.sampled_from(other_config_values(key, data["config"][key])))
        return f"config.{key}", lambda d: d["config"].__setitem__(key, value)
    player = 0 if kind in ("reserve", "sideboard") else draw(st.sampled_from([0, 1]))  # only player 0 has them
    path = f"players[{player}].{kind}"
    if kind == "name":
        name = draw(st.text(max_size=12).filter(lambda n: n != data["players"][player]["name"]))
        return path, lambda d: d["players"][player].__setitem__("name", name)
    if kind == "hero":
        return path, lambda d: d["players"][player].__setitem__("hero", "demo-002" if player == 0 else "demo-001")
    cards = data["players"][player][kind]
    index = draw(st.integers(0, len(cards) - 1))
    key = draw(st.sampled_from(DEMO_CARDS).filter(lambda k: k != cards[index]))
    return path, lambda d: d["players"][player][kind].__setitem__(index, key)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutation=setup_mutations())
def test_any_single_setup_mutation_is_caught_at_step_0(mutation: tuple[str, Any]) -> None:
    where, change = mutation
    data = record_data()
    change(data)
    err = rejection(data)
    assert err.step == 0 and err.where == f"t.json: {where}", str(err)


def test_a_step_player_too_long_to_print_is_refused_with_its_size() -> None:
    """A step's player is shown through limits.shown: a 4,302-digit number is refused by its size, not a crash of str()."""
    data = record_data()
    data["steps"][0]["player"] = 10**4301
    err = rejection(data)
    assert "player must be 0 or 1" in err.message and "about 4301 digits" in err.message
