"""The state objects: clone() copies every mutable slot, state_hash() covers every slot that shapes the future.

These tests enumerate ``__slots__``, so adding a field to GameState / PlayerState / CardState without deciding
how it is cloned and hashed makes them fail on purpose.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers import Table, creature, hero, new_game, play_random, vanilla_deck

from berserk_heroes import Game
from berserk_heroes.engine.state import CardEffect, CardState, GameState, PlayerState
from berserk_heroes.rng import Rng

# Slots that are deliberately not part of state_hash(): immutable shared data (the catalog's card keys and owners
# are hashed, the rest is derived from the definitions), the transient event list, setup data (the config and
# the construction-time flag enter through the setup digest), derived caches (static_sources = the cards in play
# with static abilities, see helpers.check_zones) and constants.
# answer_at: only non-zero in the middle of a step being replayed (engine/pause.py)
NOT_HASHED_GAME = {"config", "events", "ignore_unsupported", "static_sources", "departed", "answer_at",
                   "history_texts",  # (the history as last put into words: the history itself is hashed)
                   "rules_quiet_for"}  # (a speed-up: which frame may skip a look for rules effects that finds none)
NOT_HASHED_PLAYER = {"index"}
NOT_HASHED_CARD = {"iid"}


def _mid_game() -> Game:
    t = Table.build([creature("Гном", strike=2, life=3), creature("Тролль")], [creature("Страж", life=4)])
    t.put("Гном", wounds=1, effects=[CardEffect("modify", "strike", 1, "end_of_turn", -1, 1, 0)])
    t.put("Страж", closed=True)
    t.cs("Гном").counters["x"] = 1
    t.s.used[(t.iid("Гном"), 0)] = 1
    t.s.extra_turns.append(1)
    t.refresh()
    return t.game


def _slots(cls: type) -> list[str]:
    return [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]


def _check_copy(orig: Any, copy: Any, cls: type, shared_ok: set[str]) -> None:
    for name in _slots(cls):
        a, b = getattr(orig, name), getattr(copy, name)
        if name in shared_ok:
            continue
        if name in ("players", "cards", "frames"):  # containers of objects: compared one by one below
            assert a is not b, f"{cls.__name__}.{name} is shared between a game and its clone"
        elif isinstance(a, list | dict | set):
            assert a is not b, f"{cls.__name__}.{name} is shared between a game and its clone"
            assert a == b or name == "events", f"{cls.__name__}.{name} differs after clone"
        elif name == "rng":
            assert a is not b and a.state == b.state
        else:
            assert a == b, f"{cls.__name__}.{name} differs after clone"


def test_clone_copies_every_slot_and_shares_no_mutable_container() -> None:
    game = _mid_game()
    twin = game.clone()
    s, c = game.state, twin.state
    _check_copy(s, c, GameState, shared_ok={"catalog", "config"})
    assert s.catalog is c.catalog and s.config is c.config
    for p, q in zip(s.players, c.players):
        assert p is not q
        _check_copy(p, q, PlayerState, shared_ok=set())
    assert s.cards.keys() == c.cards.keys()
    for iid in s.cards:
        assert s.cards[iid] is not c.cards[iid]
        _check_copy(s.cards[iid], c.cards[iid], CardState, shared_ok=set())
    for f, g in zip(s.frames, c.frames):
        assert f is not g and f.snapshot() == g.snapshot()
    assert twin.state_hash() == game.state_hash() and twin.decision == game.decision


def _bump(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if value is None:
        return (0, "x")
    raise AssertionError(f"no mutation for {value!r}")


GAME_MUTATIONS: dict[str, Callable[[GameState], None]] = {
    "catalog": lambda s: setattr(s, "catalog", s.catalog.with_copy(s.catalog.defs[1], 0)),  # one more card instance
    "rng": lambda s: s.rng.next64(),
    "players": lambda s: s.players[0].hand.append(s.players[0].deck.pop()),
    "play": lambda s: s.play.reverse(),
    "cards": lambda s: setattr(next(iter(s.cards.values())), "wounds", 7),
    "turn": lambda s: setattr(s, "turn", s.turn + 1),
    "active": lambda s: setattr(s, "active", 1 - s.active),
    "first_player": lambda s: setattr(s, "first_player", 1 - s.first_player),
    "frames": lambda s: setattr(s.frames[-1], "stage", s.frames[-1].stage + 1),
    "queue": lambda s: s.queue.append(("fake",)),
    "triggers": lambda s: s.triggers.append(("fake",)),
    "result": lambda s: setattr(s, "result", (0, "x")),
    "extra_turns": lambda s: s.extra_turns.append(0),
    "used": lambda s: s.used.__setitem__((0, 9), 1),
    "battle_uses": lambda s: s.battle_uses.__setitem__((0, 9), 1),  # «(N раз за бой)»
    "skipped_turns": lambda s: s.skipped_turns.append(1),  # «пропускает свой ход»
    "game_plays": lambda s: setattr(s, "game_plays", ((0, 1),)),  # «пятого дракона за игру»
    "turn_owner_count": lambda s: s.turn_owner_count.__setitem__(0, 5),
    "next_queue_id": lambda s: setattr(s, "next_queue_id", s.next_queue_id + 1),
    "hoarded": lambda s: s.hoarded.__setitem__(0, (1,)),
    "hoard_origin": lambda s: s.hoard_origin.__setitem__(1, "deck"),
    "turn_counts": lambda s: s.turn_counts.__setitem__("ambushes", 1),
    "chosen_class": lambda s: s.chosen_class.__setitem__(0, "Гном"),
    "turn_events": lambda s: setattr(s, "turn_events", (*s.turn_events, ("drawn", 1, -1, 0, 0))),  # engine/history.py
    "past_turns": lambda s: setattr(s, "past_turns", ((0, (("dies", 1, -1, 1, 0),)),)),
    "shown": lambda s: setattr(s, "shown", (*s.shown, (-1, 1, 0))),
    "named": lambda s: s.named.__setitem__(0, "Гном"),
    "parts": lambda s: s.parts.__setitem__(0, (1,)),  # combined cards (engine/combined.py)
    "last_strike": lambda s: s.last_strike.__setitem__(0, 3),
    "last_known": lambda s: s.last_known.__setitem__(0, (1, 1)),
    "delayed": lambda s: setattr(s, "delayed", (*s.delayed, ("fake",))),
    "answers": lambda s: setattr(s, "answers", (*s.answers, ("yes", -1, -1, -1))),
    "attack_checks": lambda s: setattr(s, "attack_checks", (*s.attack_checks, (1, 2))),
    "destroyed_values": lambda s: s.destroyed_values.__setitem__(0, (1, 1)),  # «удар уничтоженного существа»
    "departed_quest_counters": lambda s: s.departed_quest_counters.__setitem__(0, 1),  # «существо с {!} погибает»
    "kept_effects": lambda s: s.kept_effects.__setitem__(0, ()),  # a granted «Инкарнация» in the graveyard
}


def _generic_mutation(name: str) -> Callable[[GameState], None]:
    return lambda s: setattr(s, name, _bump(getattr(s, name)))


@pytest.mark.parametrize("name", [n for n in _slots(GameState) if n not in NOT_HASHED_GAME | {"next_queue_id"}])
def test_state_hash_covers_game_slot(name: str) -> None:
    game = _mid_game()
    twin = game.clone()
    GAME_MUTATIONS.get(name, _generic_mutation(name))(twin.state)
    assert twin.state_hash() != game.state_hash(), f"GameState.{name} is not in the state hash"


def test_state_hash_covers_next_queue_id() -> None:
    game = _mid_game()
    twin = game.clone()
    twin.state.next_queue_id += 1
    assert twin.state_hash() != game.state_hash()


PLAYER_MUTATIONS: dict[str, Callable[[PlayerState], None]] = {
    "hero": lambda p: setattr(p, "hero", p.hero + 100),
    "deck": lambda p: p.deck.reverse(),
    "hand": lambda p: p.hand.append(p.deck.pop()),
    "graveyard": lambda p: p.graveyard.append(p.deck.pop()),
    "reserve": lambda p: p.reserve.append(p.deck.pop()),
    "sideboard": lambda p: p.sideboard.append(p.deck.pop()),
    "completed": lambda p: p.completed.append(p.deck.pop()),  # a completed quest (docs/quests.md)
    "tagged": lambda p: setattr(p, "tagged", (("play_creature", 1, 0, 0),)),  # coins for one purpose
}


@pytest.mark.parametrize("name", [n for n in _slots(PlayerState) if n not in NOT_HASHED_PLAYER])
def test_state_hash_covers_player_slot(name: str) -> None:
    game = _mid_game()
    twin = game.clone()
    p = twin.state.players[1]
    PLAYER_MUTATIONS.get(name, lambda q: setattr(q, name, _bump(getattr(q, name))))(p)
    assert twin.state_hash() != game.state_hash(), f"PlayerState.{name} is not in the state hash"


CARD_MUTATIONS: dict[str, Callable[[CardState], None]] = {
    "effects": lambda c: c.effects.append(CardEffect("modify", "life", 1, "permanent")),
    "counters": lambda c: c.counters.__setitem__("y", 2),
}


@pytest.mark.parametrize("name", [n for n in _slots(CardState) if n not in NOT_HASHED_CARD])
def test_state_hash_covers_card_slot(name: str) -> None:
    game = _mid_game()
    twin = game.clone()
    cs = next(c for c in twin.state.cards.values() if twin.state.catalog.names[c.iid] == "Гном")
    CARD_MUTATIONS.get(name, lambda c: setattr(c, name, _bump(getattr(c, name))))(cs)
    assert twin.state_hash() != game.state_hash(), f"CardState.{name} is not in the state hash"


def test_state_hash_is_deterministic_across_identical_games() -> None:
    deck = vanilla_deck("", 10)
    heroes = {"hero0": hero("Тарна"), "hero1": hero("Рэйвенкар")}  # the same cards: each hero() has a new key
    a, b = new_game(deck, deck, seed=77, **heroes), new_game(deck, deck, seed=77, **heroes)
    assert a.state_hash() == b.state_hash()
    play_random(a, 5)
    play_random(b, 5)
    assert a.state_hash() == b.state_hash() and a.history == b.history


def test_clone_of_a_finished_game() -> None:
    deck = vanilla_deck("", 10)
    game = new_game(deck, deck, seed=4)
    play_random(game, 4)
    twin = game.clone()
    assert twin.is_over and twin.result == game.result and twin.decision is None
    assert twin.state_hash() == game.state_hash()


def test_clone_during_a_defender_decision() -> None:
    t = Table.build([creature("Гном", strike=2, life=3)], [creature("Страж", strike=1, life=4)])
    t.put("Гном")
    t.put("Страж")
    t.refresh()
    t.game.choose("attack Гном -> hero")
    twin = t.game.clone()
    twin.choose("defend Страж")
    assert t.game.decision.kind == "defender", "the original still waits for the defender"
    t.game.choose("no-defender")
    assert t.wounds(t.hero(1)) == 2
    assert twin.state.cards[t.hero(1)].wounds == 0 and twin.state.cards[t.iid("Страж")].wounds == 2


def test_rng_is_deterministic_and_copyable() -> None:
    r, same, other = Rng(123), Rng(123), Rng(124)
    seq = [r.next64() for _ in range(5)]
    assert seq == [same.next64() for _ in range(5)]
    assert seq != [other.next64() for _ in range(5)]
    r2 = Rng(123)
    r2.next64()
    r3 = r2.copy()
    assert [r2.randrange(10) for _ in range(20)] == [r3.randrange(10) for _ in range(20)]
    with pytest.raises(ValueError):
        Rng(1).randrange(0)
    counts = [0] * 3
    r4 = Rng(5)
    for _ in range(3000):
        counts[r4.randrange(3)] += 1
    assert all(800 < c < 1200 for c in counts)


def test_a_clone_shows_every_seat_the_same_view_as_its_original() -> None:
    # Views list the events since the last choice: a clone that dropped them showed a different table.
    from berserk_heroes.demo import demo_setups

    game = Game(demo_setups(), seed=5)
    rng = Rng(5)
    while game.decision is not None and game.state.turn < 6:
        copy = game.clone()
        for seat in (0, 1, None):
            assert copy.view(seat).data == game.view(seat).data
        game.choose(rng.choice(game.legal_options))
