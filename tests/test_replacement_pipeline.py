"""The one pipeline of replaceable events (engine/replacement_pipeline.py, docs/engine.md «Replacement and
prevention»): the order of its steps, the per-game index of steps, each step and each replacement at most once per
event, and RulesConfig.replacement_order."""

from __future__ import annotations

from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.config import RulesConfig
from berserk_heroes.engine.game import Game
from berserk_heroes.engine.replacement_pipeline import Event, run, step_names
from berserk_heroes.engine.state import CardEffect
from berserk_heroes.scenarios.runner import load_scenario

KEYWORDS = """
name: pipeline order
cards:
  Вождь: {type: hero, life: 26}
  Латник: {type: creature, strike: 1, life: 9, keywords: {armor: 1, vulnerability: 1}}
  Змей: {type: creature, strike: 1, life: 9, keywords: {scales: 2, vulnerability: 1}}
  Гоблин: {type: creature, strike: 3, life: 3}
setup:
  active: p1
  p1: {hero: Вождь, play: [Гоблин]}
  p2: {hero: Вождь, play: [Латник, Змей]}
script: []
"""

# the same, with a card whose text sets up shields («предотвратите следующие 3 раны …») in a hand
WITH_SHIELDS = KEYWORDS.replace("play: [Латник, Змей]", "play: [Латник, Змей], hand: [Визг МетеОРКОВ]")

TWO_REPLACERS = """
name: two replacers
cards:
  Вождь: {type: hero, life: 26}
setup:
  active: p1
  p1: {hero: Вождь, coins: 10, hand: [Поток энергии]}
  p2: {hero: Вождь, play: [Ур-вайл, Гном, Ур-вайл]}
script: []
"""


def _game(tmp_path: Any, text: str, config: RulesConfig | None = None) -> Game:
    path = tmp_path / "position.yaml"
    path.write_text(text, encoding="utf-8")
    sc = load_scenario(path)
    return Game.from_position(sc.position, seed=sc.seed, config=config or sc.config)


def _cards(game: Game, name: str) -> list[int]:
    s = game.state
    return [i for i in s.play if s.catalog.names[i] == name]


def test_modifiers_then_armour_then_shields_in_order(tmp_path: Any) -> None:
    """A strike of 3 on a card with Уязвимость and Броня 1 whose hero holds a shield of 1: +1 (§5.4 step 5), then
    Броня prevents 1 (§6.1), then the shield 1 (§7.5) — 2 wounds are left, and the steps acted in that order."""
    game = _game(tmp_path, WITH_SHIELDS)
    s = game.state
    knight, goblin = _cards(game, "Латник")[0], _cards(game, "Гоблин")[0]
    hero = s.cards[s.players[1].hero]
    hero.effects.append(CardEffect("shield", "characters", 1, A.PERMANENT, -1, s.turn, 0))
    event = run(s, Event(A.WOUNDED, knight, goblin, 3, "strike"))
    assert not event.cancelled
    assert event.amount == 2
    assert event.applied == ("vulnerability", "armor", "shields")
    assert s.cards[knight].armor_used == 1 and not any(e.kind == "shield" for e in hero.effects)  # both used up


def test_scales_look_at_the_strike_before_the_modifiers(tmp_path: Any) -> None:
    """«Чешуя 2» prevents a strike of 2 although Уязвимость would make it 3: scales come before the modifiers."""
    game = _game(tmp_path, KEYWORDS)
    serpent, goblin = _cards(game, "Змей")[0], _cards(game, "Гоблин")[0]
    event = run(game.state, Event(A.WOUNDED, serpent, goblin, 2, "strike"))
    assert event.cancelled and event.applied == ("scales",)
    event = run(game.state, Event(A.WOUNDED, serpent, goblin, 3, "strike"))
    assert not event.cancelled and (event.amount, event.applied) == (4, ("vulnerability",))


def test_each_step_acts_once_on_an_event(tmp_path: Any) -> None:
    """Броня 1 prevents one wound of one event even when the event is larger than what it has left; a second
    event the same turn finds the armour used up (the step does not act twice on the first)."""
    game = _game(tmp_path, KEYWORDS)
    knight, goblin = _cards(game, "Латник")[0], _cards(game, "Гоблин")[0]
    first = run(game.state, Event(A.WOUNDED, knight, goblin, 5, "strike"))
    assert first.applied.count("armor") == 1 and first.amount == 5  # +1 Уязвимость, −1 Броня
    second = run(game.state, Event(A.WOUNDED, knight, goblin, 5, "strike"))
    assert "armor" not in second.applied and second.amount == 6


def test_the_index_keeps_only_the_steps_a_game_can_use(tmp_path: Any) -> None:
    """No shield verb, no «первую рану» static, no «вместо этого» in this game: those steps are not in its index."""
    steps = step_names(_game(tmp_path, KEYWORDS).state.catalog, A.WOUNDED)
    assert "armor" in steps and "scales" in steps
    assert not {"shields", "first_wound", "instead", "no_wounds_from"} & set(steps)
    assert A.DRAWN not in _game(tmp_path, KEYWORDS).state.catalog.replacement_steps
    assert step_names(_game(tmp_path, TWO_REPLACERS).state.catalog, A.WOUNDED)[-1] == "instead"


def _wound_the_gnome(game: Game) -> None:
    game.choose("play Поток энергии")
    target = next(o for o in game.legal_options if o.card == _cards(game, "Гном")[0])
    game.choose(target)


def _answer_until_done(game: Game, answers: list[str]) -> int:
    """Answer the yes/no questions of the replacements with ``answers``; returns how many were asked."""
    asked = 0
    while game.decision is not None and game.decision.kind == "yes_no" and asked < 10:
        game.choose(answers[asked] if asked < len(answers) else "no")
        asked += 1
    return asked


def test_a_replacement_being_applied_does_not_replace_the_events_it_causes(tmp_path: Any) -> None:
    """Two Ур-вайлs («Если ваше существо должно получить раны, вместо этого их может получить Ур-вайл»): the first
    takes the Гном's wounds, the second takes them from the first; the first, still being applied, is not offered
    them back (once per event: no loop) and the wounds stay on the second."""
    game = _game(tmp_path, TWO_REPLACERS)
    first, second = _cards(game, "Ур-вайл")
    gnome = _cards(game, "Гном")[0]
    _wound_the_gnome(game)
    assert _answer_until_done(game, ["yes", "yes"]) == 2
    s = game.state
    assert (s.cards[gnome].wounds, s.cards[first].wounds, s.cards[second].wounds) == (0, 0, 2)


def test_replacement_order_play_order_and_latest_first(tmp_path: Any) -> None:
    """RulesConfig.replacement_order: the first offered is the Ур-вайл that came into play first ('play_order') or
    last ('latest_first'); taking it and declining the other leaves the wounds on it."""
    for order, index in (("play_order", 0), ("latest_first", 1)):
        game = _game(tmp_path, TWO_REPLACERS, RulesConfig(replacement_order=order))
        vails = _cards(game, "Ур-вайл")
        _wound_the_gnome(game)
        _answer_until_done(game, ["yes", "no"])
        assert [game.state.cards[v].wounds for v in vails] == [2 if i == index else 0 for i in range(2)], order


def test_every_replacement_static_of_the_pool_is_applied_by_the_pipeline() -> None:
    """Each event a compiled «вместо этого …» static of the card pool waits for has a step that applies it (a
    replacement no step looks for would silently never happen)."""
    from berserk_heroes.cards.compiled import compiled_pool
    from berserk_heroes.engine.replacement_pipeline import STEPS

    waited = {p.what for d in compiled_pool() if d.supported for ab in d.abilities for p in ab.statics
              if p.kind == "replace"}
    applied = {kind for kind, steps in STEPS.items() if any(step.name == "instead" for step in steps)}
    assert waited and waited <= applied | {A.FIRST_DRAW_FROM_EMPTY_DECK}
