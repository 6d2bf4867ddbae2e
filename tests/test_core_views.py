"""Views: a player sees his own hand, counts of the opponent's hand and of every deck — never hidden cards.

Every card here has a unique name (no name is a substring of another), so a name found anywhere in a view
identifies exactly one card instance.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from helpers import creature, hero, new_game, spell, support

from berserk_heroes import Game
from berserk_heroes.rng import Rng
from berserk_heroes.views import PublicCards, build_view


def _secret_deck(tag: str, n: int = 12) -> list:
    cards = []
    for i in range(n):
        name = f"«{tag}{i:02d}»"
        if i % 5 == 4:
            cards.append(spell(name, cost=1))
        elif i % 7 == 6:
            cards.append(support(name, "weapon", cost=1))
        else:
            cards.append(creature(name, cost=i % 3, strike=i % 3 + 1, life=i % 4 + 1))
    return cards


def _game(seed: int) -> Game:
    return new_game(_secret_deck("Тайна-А"), _secret_deck("Тайна-Б"), seed=seed,
                    hero0=hero("Герой-Альфа"), hero1=hero("Герой-Бета"))


def _walk(data: Any) -> Iterator[tuple[str | None, Any]]:
    if isinstance(data, dict):
        for k, v in data.items():
            yield k, v
            yield from _walk(v)
    elif isinstance(data, list | tuple):
        for v in data:
            yield None, v
            yield from _walk(v)


def _ids(view_data: dict) -> set[int]:
    return {v for k, v in _walk(view_data) if k == "id" and isinstance(v, int)}


def _strings(view_data: dict) -> list[str]:
    return [v for _, v in _walk(view_data) if isinstance(v, str)] + [k for k, _ in _walk(view_data) if k]


def check_views(game: Game) -> None:
    s = game.state
    shared = PublicCards(s)  # the server builds the views of one state over the same public cards
    assert [build_view(game, v, shared).data for v in (0, 1, None)] == [build_view(game, v).data for v in (0, 1, None)]
    for viewer in (0, 1, None):
        view = game.view(viewer)
        assert view.viewer == viewer
        text = view.to_json()
        assert json.loads(text) == json.loads(json.dumps(view.data, ensure_ascii=False))
        rep = repr(view)
        hidden: list[int] = []
        for p in s.players:
            hidden.extend(p.deck)  # nobody sees any deck, not even his own
            if viewer != p.index:
                hidden.extend(p.hand)
        strings = _strings(view.data)
        ids = _ids(view.data)
        for iid in hidden:
            name = s.name(iid)
            assert name not in text, f"{name} leaks into the view of {viewer}"
            assert name not in rep
            assert not any(name in v for v in strings)
            assert iid not in ids, f"id of hidden card {name} leaks into the view of {viewer}"
        players = view.data["players"]
        for p, pv in zip(s.players, players):
            assert pv["hand_count"] == len(p.hand)
            assert pv["deck_count"] == len(p.deck)
            if viewer == p.index:
                assert [c["id"] for c in pv["hand"]] == p.hand
                for iid in p.hand:
                    assert s.name(iid) in text
            else:
                assert pv["hand"] is None
        d = game.decision
        if d is not None:
            entry = view.data["decision"]
            assert entry["player"] == d.player and entry["kind"] == d.kind
            if viewer == d.player:
                assert entry["options"] == game.notations()
            else:
                assert "options" not in entry and "prompt_ru" not in entry and "prompt_en" not in entry


def test_views_hide_hands_and_decks_through_whole_games() -> None:
    for seed in range(8):
        game = _game(seed)
        rng = Rng(seed)
        check_views(game)
        while not game.is_over:
            game.choose(rng.choice(game.legal_options))
            check_views(game)


def test_views_during_the_mulligan() -> None:
    game = _game(3)
    first = game.decision.player
    hand = list(game.state.players[first].hand)
    game.choose(game.legal_options[0])  # put one card on the bottom of the deck
    returned = hand[0]
    for viewer in (1 - first, None, first):
        text = game.view(viewer).to_json()
        assert game.state.name(returned) not in text, "the returned card is in the deck now"
    other = game.view(1 - first).to_json()
    for iid in game.state.players[first].hand:
        assert game.state.name(iid) not in other
    check_views(game)


def test_view_shows_counts_and_public_zones() -> None:
    game = _game(1)
    while game.decision.kind == "mulligan":
        game.choose("keep")
    view = game.view(None)
    s = game.state
    for p, pv in zip(s.players, view.data["players"]):
        assert pv["hand_count"] == len(p.hand) == 4
        assert pv["deck_count"] == len(p.deck) == 8
        assert pv["hand"] is None
        assert pv["hero"]["name"] == s.name(p.hero)
        assert pv["coins"] == p.coins and pv["open_coins"] == p.open_coins
    assert view.data["turn"] == s.turn and view.data["active"] == s.active
    assert "hero" not in [c["type"] for c in view.data["play"]]
    assert "spectator" in repr(view) and "player 0" in repr(game.view(0))


def test_view_of_cards_in_play_and_graveyards_is_public() -> None:
    game = _game(2)
    rng = Rng(7)
    steps = 0
    while not game.is_over and steps < 400:
        game.choose(rng.choice(game.legal_options))
        steps += 1
    s = game.state
    for viewer in (0, 1, None):
        data = game.view(viewer).data
        in_play = {c["id"] for c in data["play"]}
        assert in_play == {i for i in s.play if s.catalog.defs[i].type != "hero"}
        for p, pv in zip(s.players, data["players"]):
            assert [c["id"] for c in pv["graveyard"]] == p.graveyard


def test_view_hides_a_face_down_hidden_character_from_the_opponent() -> None:
    from helpers import Table

    t = Table.build([], [creature("«Невидимка»", strike=2, life=2)])
    cs = t.put("«Невидимка»")
    cs.counters["hidden"] = 1  # «Скрытый персонаж»: face down (§6.2)
    t.refresh()
    for viewer in (0, None):
        assert "«Невидимка»" not in t.game.view(viewer).to_json(), f"the hidden card leaks to {viewer}"
    assert "«Невидимка»" in t.game.view(1).to_json(), "its controller knows it"
    # it is still counted as a card in play
    assert len(t.game.view(0).data["play"]) == 1


def test_view_of_a_face_down_character_does_not_reveal_its_id() -> None:
    from helpers import Table

    t = Table.build([], [creature("«Невидимка»", strike=2, life=2)])
    iid = t.iid("«Невидимка»")
    cs = t.put(iid)
    cs.counters["hidden"] = 1
    t.refresh()
    setups = t.game.setups
    # what the opponent could do with the id: look it up in the (public) decklist order
    offset = 1 + len(setups[0].deck) + len(setups[0].reserve) + 1
    assert setups[1].deck[iid - offset].name == "«Невидимка»"
    for viewer in (0, None):
        assert iid not in _ids(t.game.view(viewer).data), f"the hidden card's id is shown to {viewer}"
