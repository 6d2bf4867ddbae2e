"""Compiler and engine tests of one concept of the card language (merged by concept):

Engine tests of «Засада» variants and cost changes that scenarios cannot express (what a view shows).
"""

from __future__ import annotations

from berserk_heroes import Game
from berserk_heroes.scenarios.runner import load_scenario
from berserk_heroes.views import build_view


def test_deck_top_shown_to_the_controller_of_stража_врат_alone() -> None:
    """Стража врат: «Вы можете смотреть верхнюю карту вашей колоды» — p1's view shows the top card of his deck; p2's
    view of p1 does not, and p2 (no such card) sees none of his own."""
    sc = load_scenario("scenarios/cards/ambush_deck_top.yaml")
    game = Game.from_position(sc.position, seed=sc.seed, config=sc.config)
    mine = build_view(game, 0).data["players"]
    assert mine[0]["deck_top"]["name"] == "Стальной коготь"
    theirs = build_view(game, 1).data["players"]
    assert theirs[0]["deck_top"] is None and theirs[1]["deck_top"] is None
    assert "Стальной коготь" not in build_view(game, 1).to_json()
    assert build_view(game, None).data["players"][0]["deck_top"] is None


def test_no_deck_top_without_the_card() -> None:
    sc = load_scenario("scenarios/cards/interrupt_attack.yaml")
    game = Game.from_position(sc.position, seed=sc.seed, config=sc.config)
    assert all(p["deck_top"] is None for p in build_view(game, 0).data["players"])
