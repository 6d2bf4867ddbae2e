"""Compiler and engine tests of one concept of the card language (merged by concept):

Engine tests of optional replacements: decisions asked in the middle of dealing wounds (engine/pause.py).

A game whose Catalog can pause keeps a copy of the state before each step; a question raised inside
``wounds.deal_wounds`` rolls the step back, offers an ordinary Decision, and replays the step with the answer.
"""

from __future__ import annotations

from typing import Any

import pytest

from berserk_heroes.engine.game import Game
from berserk_heroes.engine.pause import AnswerFrame
from berserk_heroes.errors import IllegalAction
from berserk_heroes.scenarios.runner import load_scenario

POSITION = """
name: test
cards:
  Вождь: {type: hero, life: 26}
setup:
  active: p1
  p1: {hero: Вождь, coins: 10, hand: [Алое пламя дракона, Поток энергии], play: [Бурк]}
  p2: {hero: Вождь, play: [Гном, Ур-вайл, Нейбл]}
script: []
"""


def _game(tmp_path: Any) -> Game:
    path = tmp_path / "position.yaml"
    path.write_text(POSITION, encoding="utf-8")
    sc = load_scenario(path)
    return Game.from_position(sc.position, seed=sc.seed, config=sc.config)


def _card(game: Game, name: str, player: int) -> int:
    s = game.state
    return next(i for i in s.play if s.catalog.names[i] == name and s.cards[i].controller == player)


def test_the_catalog_pauses_only_with_such_cards(tmp_path: Any) -> None:
    game = _game(tmp_path)
    assert game.state.catalog.pausing
    plain = Game.from_position(load_scenario("scenarios/cards/wound_immunity.yaml").position)
    assert not plain.state.catalog.pausing


def test_two_questions_in_one_spell_each_answered_and_replayed(tmp_path: Any) -> None:
    """«Ранить всех персонажей на 2»: Ур-вайл is asked for the Гном and for the Нейбл (not for itself, nor for the
    heroes); the state before the spell's step is restored at each question, and the answers are replayed."""
    game = _game(tmp_path)
    gnome, vail, neibl = (_card(game, n, 1) for n in ("Гном", "Ур-вайл", "Нейбл"))
    game.choose("play Алое пламя дракона")
    d = game.decision
    assert d is not None and d.player == 1 and d.kind == "yes_no"
    assert isinstance(game.state.frames[-1], AnswerFrame)
    # nothing of the spell has happened yet: the step was rolled back
    assert all(game.state.cards[c].wounds == 0 for c in (gnome, vail, neibl))
    assert game.state.cards[game.state.players[0].hero].wounds == 0
    game.choose("yes")  # the first question: Ур-вайл takes the Гном's 2 wounds
    d = game.decision
    assert d is not None and d.player == 1 and d.kind == "yes_no"
    branch = game.clone()
    game.choose("no")  # the Нейбл keeps its own
    s = game.state
    assert (s.cards[gnome].wounds, s.cards[neibl].wounds) == (0, 2)
    assert vail not in s.cards and vail in s.players[1].graveyard  # its own 2 wounds and the Гном's 2: dead
    assert s.cards[s.players[0].hero].wounds == 2 and s.cards[s.players[1].hero].wounds == 2
    assert s.answers == () and not isinstance(s.frames[-1], AnswerFrame)
    # the clone taken at the second question resumes on its own
    branch.choose("yes")
    b = branch.state
    assert b.cards[gnome].wounds == 0 and b.cards[neibl].wounds == 0
    assert vail not in b.cards
    assert game.state_hash() != branch.state_hash()


def test_an_illegal_answer_leaves_the_game_as_it_was(tmp_path: Any) -> None:
    game = _game(tmp_path)
    game.choose("play Поток энергии")
    game.choose("target Гном")
    before = game.state_hash()
    with pytest.raises(IllegalAction):
        game.choose("end")
    with pytest.raises(IllegalAction):
        game.choose("yes", player=0)  # the question is p2's
    assert game.state_hash() == before
    game.choose("yes", player=1)
    assert game.state.cards[_card(game, "Гном", 1)].wounds == 0


def test_the_same_seed_and_answers_give_the_same_game(tmp_path: Any) -> None:
    a, b = _game(tmp_path), _game(tmp_path)
    for g in (a, b):
        g.choose("play Алое пламя дракона")
        g.choose("no")
        g.choose("yes")
    assert a.state_hash() == b.state_hash()
    assert a.history == b.history
