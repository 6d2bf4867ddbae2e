"""Engine tests of a card's qualities and of control: the verbs ``modify``, ``counters``, ``grant``, ``lose``,
``set_class`` and ``control``, one test per parameter (spells written as effects, played in a small position)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.decisions import CARD, DONE
from berserk_heroes.engine import continuous
from berserk_heroes.engine.game import Game
from berserk_heroes.engine.selectors import classes_of
from berserk_heroes.engine.state import CardState
from berserk_heroes.scenarios.runner import load_scenario

SPELLS = {
    "Сила": "[{verb: modify, what: target0, strike: 2, life: 1, duration: end_of_turn}]",
    "Сила по числу": "[{verb: modify, what: target0, strike: 1, amount: 3, duration: end_of_turn}]",
    "Равенство": "[{verb: modify, what: target0, amount: 5, how: set, stat: strike, duration: end_of_turn}]",
    "Обмен": "[{verb: modify, what: target0, how: swap, duration: permanent}]",
    "Усиление": "[{verb: counters, what: target0, amount: 2, counter: boost}]",
    "Ослабление": "[{verb: counters, what: target0, amount: 3, counter: weakening}]",
    "Кладка": "[{verb: counters, what: target0, amount: 2, counter: egg}]",
    "Распределение": "[{verb: counters, what: {all: {kind: creature, side: you}}, amount: 3, counter: boost, "
                     "distribute: true}]",
    "Броня": "[{verb: grant, what: target0, amount: 1, keyword: haste, duration: end_of_turn}]",
    "Навык": "[{verb: grant, what: target0, duration: permanent, ability: {kind: activated, text: «Возьмите карту», "
             "effects: [{verb: draw, what: you, amount: 1}]}}]",
    "Потеря": "[{verb: lose, what: target0, keyword: haste, then: [{verb: draw, what: you, amount: 1}]}]",
    "Забвение": "[{verb: lose, what: target0, all: abilities}]",
    "Очищение": "[{verb: lose, what: target0, all: effects}]",
    "Одеревенение": "[{verb: set_class, what: target0, class: Энт}]",
    "Усовершенствование": "[{verb: set_class, what: target0, class: Механизм, new_only: true, "
                          "then: [{verb: draw, what: you, amount: 1}]}]",
    "Захват": "[{verb: control, what: target0, duration: permanent}]",
    "Захват до конца хода": "[{verb: control, what: target0, duration: end_of_turn}]",
    "Подарок": "[{verb: control, what: target0, to: opponent}]",
    "Возврат": "[{verb: control, what: {all: {kind: creature, side: any}}, to: owner}]",
    "Шантаж": "[{verb: control, what: opponent, amount: 1, select: {kind: creature, side: opponent}}]",
}


def _position(tmp_path: Path) -> str:
    spells = "\n".join(
        f"  {name}:\n    type: spell\n    abilities:\n      - kind: spell\n"
        + ("        targets: [{select: {kind: creature, side: any}}]\n" if "target0" in effects else "")
        + f"        effects: {effects}" for name, effects in SPELLS.items())
    text = f"""name: qualities
cards:
  Вождь: {{type: hero, life: 26}}
  Орк: {{type: creature, strike: 2, life: 4, classes: [Орк]}}
  Самоход: {{type: creature, strike: 1, life: 3, classes: [Механизм]}}
  Гном: {{type: creature, strike: 3, life: 3, classes: [Гном]}}
  Болванка: {{type: creature, strike: 1, life: 1}}
{spells}
setup:
  active: p1
  p1:
    hero: Вождь
    coins: 10
    hand: [{", ".join(SPELLS)}, Потеря, Усовершенствование]
    play: [{{name: Орк, wounds: 1}}, Самоход]
    deck: [Болванка, Болванка, Болванка, Болванка]
  p2: {{hero: Вождь, play: [Гном], deck: [Болванка, Болванка, Болванка]}}
script: []
"""
    path = tmp_path / "position.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _game(tmp_path: Path) -> Game:
    sc = load_scenario(_position(tmp_path))
    return Game.from_position(sc.position, seed=sc.seed, config=sc.config)


def _card(game: Game, name: str) -> int:
    s = game.state
    return next(i for i in s.play if s.catalog.names[i] == name)


def _cs(game: Game, name: str) -> CardState:
    return game.state.cards[_card(game, name)]


def _cast(game: Game, spell: str, target: str | None = None) -> None:
    game.choose(f"play {spell}")
    if target is not None:
        game.choose(f"target {target}")


def _strike_life(game: Game, name: str) -> tuple[int, int]:
    cs = _cs(game, name)
    return continuous.strike(game.state, cs), continuous.life(game.state, cs)


def _hand(game: Game, player: int = 0) -> int:
    return len(game.state.players[player].hand)


# --- modify ------------------------------------------------------------------------------------------------------


def test_modify_adds_strike_and_life_for_the_duration(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Сила", "Орк")
    assert _strike_life(game, "Орк") == (4, 4)  # 2+2 strike; 4+1 life − 1 wound
    assert {e.duration for e in _cs(game, "Орк").effects} == {A.END_OF_TURN}


def test_modify_multiplies_by_its_amount(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Сила по числу", "Орк")
    assert _strike_life(game, "Орк") == (5, 3)


def test_modify_set_makes_the_strike_the_amount(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Равенство", "Орк")
    assert _strike_life(game, "Орк")[0] == 5


def test_modify_swap_exchanges_strike_and_life_left(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Обмен", "Орк")  # strike 2, life left 3
    assert _strike_life(game, "Орк") == (3, 2)
    assert _cs(game, "Орк").wounds == 1  # the wounds stay
    assert {e.duration for e in _cs(game, "Орк").effects} == {A.PERMANENT}


# --- counters ----------------------------------------------------------------------------------------------------


def test_counters_boost_and_weakening_cancel_each_other(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Усиление", "Орк")
    assert _strike_life(game, "Орк") == (4, 5)
    _cast(game, "Ослабление", "Орк")  # two of the three cancel the boosts, one weakening stays
    assert [e.value for e in _cs(game, "Орк").effects if e.kind == "boost"] == [-1]
    assert _strike_life(game, "Орк") == (1, 2)


def test_counters_of_a_name_are_markers(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Кладка", "Самоход")
    assert _cs(game, "Самоход").counters[A.EGG] == 2
    assert not _cs(game, "Самоход").effects


def test_counters_distributed_one_at_a_time(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Распределение")
    orc, machine = _card(game, "Орк"), _card(game, "Самоход")
    for pick in (orc, orc, machine):
        d = game.decision
        assert d is not None and d.kind == "card" and {o.card for o in d.options} == {orc, machine}
        game.choose(next(o for o in d.options if o.kind == CARD and o.card == pick))
    boosts = {name: sum(e.value for e in _cs(game, name).effects if e.kind == "boost") for name in ("Орк", "Самоход")}
    assert boosts == {"Орк": 2, "Самоход": 1}


# --- grant ---------------------------------------------------------------------------------------------------------


def test_grant_a_keyword_for_the_duration(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Броня", "Орк")
    assert continuous.has(game.state, _cs(game, "Орк"), "haste")


def test_grant_a_quoted_ability(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Навык", "Орк")
    assert [e.kind for e in _cs(game, "Орк").effects] == ["gain_ability"]


# --- lose ----------------------------------------------------------------------------------------------------------


def test_lose_a_keyword_it_has_is_done_and_one_it_has_not_is_not(tmp_path: Any) -> None:
    game = _game(tmp_path)
    hand = _hand(game)
    _cast(game, "Потеря", "Орк")  # the Орк has no Рывок: not done, no «при этом»
    assert _hand(game) == hand - 1
    _cast(game, "Броня", "Орк")
    _cast(game, "Потеря", "Орк")
    assert not continuous.has(game.state, _cs(game, "Орк"), "haste")
    assert _hand(game) == hand - 3 + 1  # three spells played, one card drawn


def test_lose_all_abilities(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Забвение", "Орк")
    assert [e.kind for e in _cs(game, "Орк").effects] == ["lose_all"]


def test_lose_all_effects_keeps_the_wounds(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Сила", "Орк")
    _cast(game, "Очищение", "Орк")
    assert _cs(game, "Орк").effects == [] and _cs(game, "Орк").wounds == 1


# --- set_class -----------------------------------------------------------------------------------------------------


def test_set_class_replaces_the_classes(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Одеревенение", "Орк")
    assert classes_of(game.state, _card(game, "Орк")) == ("Энт",)


def test_set_class_new_only_is_not_done_to_a_card_of_that_class(tmp_path: Any) -> None:
    game = _game(tmp_path)
    hand = _hand(game)
    _cast(game, "Усовершенствование", "Самоход")  # already a Механизм: not done, no «при этом»
    assert _hand(game) == hand - 1 and not _cs(game, "Самоход").effects
    _cast(game, "Усовершенствование", "Орк")
    assert classes_of(game.state, _card(game, "Орк")) == ("Механизм",)
    assert _hand(game) == hand - 2 + 1


# --- control -------------------------------------------------------------------------------------------------------


def test_control_taken_for_good(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Захват", "Гном")
    gnome = _cs(game, "Гном")
    assert gnome.controller == 0 and gnome.entered_turn == game.state.turn  # weak this turn (209.2)
    assert not gnome.effects


def test_control_for_a_time_remembers_whom_to_give_it_back_to(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Захват до конца хода", "Гном")
    gnome = _cs(game, "Гном")
    assert gnome.controller == 0
    assert [(e.kind, e.value, e.duration) for e in gnome.effects] == [("control", 1, A.END_OF_TURN)]


def test_control_to_the_opponent_and_back_to_the_owner(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Подарок", "Орк")
    assert _cs(game, "Орк").controller == 1
    _cast(game, "Захват до конца хода", "Гном")
    _cast(game, "Возврат")
    assert (_cs(game, "Орк").controller, _cs(game, "Гном").controller) == (0, 1)
    assert not _cs(game, "Гном").effects  # the timed control is over: it would give the Гном back to p1 later


def test_control_given_by_the_opponents_choice(tmp_path: Any) -> None:
    game = _game(tmp_path)
    _cast(game, "Шантаж")
    d = game.decision
    assert d is not None and d.player == 1
    assert {o.kind for o in d.options} == {CARD, DONE}
    game.choose(next(o for o in d.options if o.kind == CARD))
    assert _cs(game, "Гном").controller == 0
