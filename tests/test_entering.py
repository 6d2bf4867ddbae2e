"""Cards entering play (engine/effects/entering.py): what each parameter of ``put_into_play``, ``create`` and
``play_from`` does, with Effects written by hand in a position (spells of one instruction each)."""

from __future__ import annotations

from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.engine.game import Game
from berserk_heroes.scenarios.runner import load_scenario

POSITION = """
name: entering
cards:
  Вождь: {type: hero, life: 26}
  Гоблин: {type: creature, cost: 1, strike: 1, life: 3}
  Тролль: {type: creature, cost: 5, strike: 4, life: 5}
  Яйцо: {type: creature, cost: 0, strike: 0, life: 1}
  Вызов гоблина:
    type: spell
    abilities: [{kind: spell, effects: [{verb: put_into_play, what: you, amount: 1, from: [deck], summoned: true,
                                          select: {kind: creature, side: you, zone: deck, cost_max: 1}}]}]
  Возвращение закрытым:
    type: spell
    abilities: [{kind: spell, effects: [{verb: put_into_play, what: you, amount: 1, from: [graveyard], closed: true,
                                          select: {kind: creature, side: you, zone: graveyard}}]}]
  Вызов из колоды или руки:
    type: spell
    abilities: [{kind: spell, effects: [{verb: put_into_play, what: you, amount: 2, from: [deck, hand],
                                          summoned: true, up_to: true, select: {kind: creature, side: you}}]}]
  Возвращение раненым:
    type: spell
    abilities: [{kind: spell, effects: [{verb: put_into_play, what: {all: {kind: creature, side: you,
                                          zone: graveyard}}, from: [graveyard], life: 1}]}]
  Создание яйца:
    type: spell
    abilities: [{kind: spell, effects: [{verb: create, amount: 1, name: Яйцо}]}]
  Копия:
    type: spell
    abilities: [{kind: spell, targets: [{select: {kind: creature}}], effects: [{verb: create, what: target0,
                                                                                amount: 2}]}]
  Копия каждому:
    type: spell
    abilities: [{kind: spell, targets: [{select: {kind: creature}}], effects: [{verb: create, what: target0,
                                                                                under: each}]}]
  Бесплатный розыгрыш:
    type: spell
    abilities: [{kind: spell, effects: [{verb: play_from, what: you, amount: 1,
                                          select: {kind: creature, side: you, zone: graveyard}}]}]
setup:
  active: p1
  turn: 3
  p1: {hero: Вождь, coins: 10, hand: [%s], deck: [Тролль, Гоблин], graveyard: [%s], reserve: [Яйцо],
       play: [%s]}
  p2: {hero: Вождь, play: [Тролль]}
script: []
"""


def _game(tmp_path: Any, hand: str, graveyard: str = "", play: str = "") -> Game:
    path = tmp_path / "position.yaml"
    path.write_text(POSITION % (hand, graveyard, play), encoding="utf-8")
    sc = load_scenario(path)
    return Game.from_position(sc.position, seed=sc.seed, config=sc.config)


def _in_play(game: Game, name: str, player: int = 0) -> list[int]:
    s = game.state
    return [c for c in s.play if s.catalog.names[c] == name and s.cards[c].controller == player]


def _pick(game: Game, name: str) -> None:
    """Answer the card decision with the card of that name."""
    d = game.decision
    assert d is not None and d.kind == "card"
    game.choose(next(o for o in d.options if o.card is not None and o.card >= 0 and game.state.catalog.names[o.card] == name))


def _events(game: Game, name: str) -> list[tuple[Any, ...]]:
    return [e for e in game.state.events if e[0] == name]


def test_a_summon_picks_from_the_deck_and_is_a_summoned_event(tmp_path: Any) -> None:
    """params from DECK, select (the cost bound leaves the Тролль out), summoned: the Гоблин enters open and SUMMONED
    follows; it is not played (no CARD_PLAYED of it). A Вызов may be declined (FAQ #30): «done» is offered too."""
    game = _game(tmp_path, "Вызов гоблина")
    game.choose("play Вызов гоблина")
    options = game.decision.options
    assert [game.state.catalog.names[o.card] for o in options if o.kind == "card"] == ["Гоблин"]  # not the Тролль
    assert [o.kind for o in options if o.kind != "card"] == ["done"]
    _pick(game, "Гоблин")
    (goblin,) = _in_play(game, "Гоблин")
    assert not game.state.cards[goblin].closed
    assert [e[1] for e in _events(game, A.SUMMONED)] == [goblin]
    assert not [e for e in _events(game, A.CARD_PLAYED) if e[1] == goblin]


def test_a_revive_closed_is_no_summon(tmp_path: Any) -> None:
    """params from GRAVEYARD and closed: the creature comes back closed, and no SUMMONED is emitted."""
    game = _game(tmp_path, "Возвращение закрытым", graveyard="Гоблин")
    game.choose("play Возвращение закрытым")
    _pick(game, "Гоблин")
    (goblin,) = _in_play(game, "Гоблин")
    assert game.state.cards[goblin].closed
    assert _events(game, A.SUMMONED) == []


def test_several_zones_are_picked_from_together_and_up_to_lets_the_player_stop(tmp_path: Any) -> None:
    """params from (DECK, HAND): the Гоблины of the deck and of the hand are offered together; up_to: «done» stops."""
    game = _game(tmp_path, "Вызов из колоды или руки, Гоблин")
    game.choose("play Вызов из колоды или руки")
    d = game.decision
    assert d is not None and d.kind == "card"
    offered = sorted(game.state.catalog.names[o.card] for o in d.options if o.card is not None and o.card >= 0)
    assert offered == ["Гоблин", "Гоблин", "Тролль"]  # the deck's two creatures and the hand's Гоблин
    assert any(o.kind == "done" for o in d.options)
    hand_goblin = next(c for c in game.state.players[0].hand if game.state.catalog.names[c] == "Гоблин")
    game.choose(next(o for o in d.options if o.card == hand_goblin))
    game.choose(next(o for o in game.decision.options if o.kind == "done"))
    assert _in_play(game, "Гоблин") == [hand_goblin]


def test_named_cards_enter_with_n_life_left(tmp_path: Any) -> None:
    """``what`` names the cards (no select): each one in a zone of params from enters; params life 1 leaves it 1 life."""
    game = _game(tmp_path, "Возвращение раненым", graveyard="Гоблин, Тролль")
    game.choose("play Возвращение раненым")
    s = game.state
    assert sorted(s.cards[c].wounds for c in (*_in_play(game, "Гоблин"), *_in_play(game, "Тролль"))) == [2, 4]


def test_create_takes_a_named_card_from_the_reserve(tmp_path: Any) -> None:
    game = _game(tmp_path, "Создание яйца")
    game.choose("play Создание яйца")
    assert len(_in_play(game, "Яйцо")) == 1 and game.state.players[0].reserve == []


def test_create_copies_of_a_card_for_you_or_for_each_player(tmp_path: Any) -> None:
    """Without params name ``create`` copies the cards ``what`` names, ``amount`` times; under EACH: one for each
    player, the controller first (a copy is a card of the player who creates it)."""
    game = _game(tmp_path, "Копия")
    game.choose("play Копия")
    game.choose(next(o for o in game.decision.options if o.card in _in_play(game, "Тролль", 1)))
    assert len(_in_play(game, "Тролль", 0)) == 2 and len(_in_play(game, "Тролль", 1)) == 1
    game = _game(tmp_path, "Копия каждому")
    game.choose("play Копия каждому")
    game.choose(next(o for o in game.decision.options if o.card in _in_play(game, "Тролль", 1)))
    assert len(_in_play(game, "Тролль", 0)) == 1 and len(_in_play(game, "Тролль", 1)) == 2


def test_play_from_plays_the_picked_card_for_free(tmp_path: Any) -> None:
    """``play_from`` (price FREE by default) with params select: the card is played — CARD_PLAYED with 0 paid — from
    the graveyard."""
    game = _game(tmp_path, "Бесплатный розыгрыш", graveyard="Тролль")
    game.choose("play Бесплатный розыгрыш")
    _pick(game, "Тролль")
    (troll,) = _in_play(game, "Тролль")
    assert [(e[1], e[3]) for e in _events(game, A.CARD_PLAYED)][-1] == (troll, 0)
