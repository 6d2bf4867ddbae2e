"""How good a position is for one player: the heuristic agent's and the search's evaluation.

Only what the player may know counts: the cards in play (strike, life left, keywords, closed or open), both heroes'
life, the coins, and the *number* of cards in each hand and deck. The agents call it on determinised games
(``agents/information.py``), where the opponent's hand holds sampled cards: reading it would only read noise, and
the evaluation does not.

``score`` is in "life points" (a 1/1 creature is worth about 2); ``win_probability`` squashes it to (0, 1).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..engine import continuous

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..engine.game import Game
    from ..engine.state import CardState, GameState

# What a keyword adds to a creature's value, per point of the keyword's value (printed keywords; values by feel).
KEYWORD_VALUE: dict[str, float] = {
    "armor": 1.2, "scales": 1.0, "first_strike": 1.5, "haste": 0.5, "directed_strike": 1.5, "regeneration": 1.0,
    "attack_experience": 1.0, "defence_experience": 1.0, "wrath": 0.5, "vampirism": 0.8, "elusive": 1.0,
    "attacks_per_turn": 1.5, "meditation": 0.8, "no_wounds_from_strikes": 3.0, "suppression": 1.0,
    "superiority": 1.0, "might": 1.0, "shot_protection": 0.5, "clutch": 0.5, "ambush": 0.3,
    "thirst": 0.0, "horde": 0.0, "sleeping": -1.0, "cannot_attack": -2.0, "cannot_defend": -1.0,
}
HAND_CARD = 1.6  # a card in hand: an option later
COIN = 0.5  # a coin of the pool (it comes back every turn)
CLOSED = 0.35  # a closed creature cannot defend: a share of its value lost until its controller's next turn
SCALE = 7.0  # score → win probability: a lead of SCALE is about 73%


def hero_value(life_left: int) -> float:
    """A hero's life counts more as it runs out (the last points decide the game)."""
    if life_left <= 0:
        return -60.0
    return 1.0 * life_left - 30.0 / (life_left + 2.0)


def creature_value(s: GameState, cs: CardState) -> float:
    """Strike, life left and keywords of a creature in play."""
    strike = continuous.strike(s, cs)
    life = continuous.life(s, cs)
    if life <= 0:
        return 0.0
    value = 1.0 + 1.1 * strike + 0.8 * life + keyword_value(s.catalog.defs[cs.iid])
    if cs.closed:
        value -= CLOSED * strike
    if cs.poison:
        value -= 0.8 * cs.poison
    return value


def keyword_value(d: CardDef) -> float:
    """Printed keywords and abilities of a card (by definition; cached)."""
    cached = _KEYWORDS.get(d.key)
    if cached is None:
        cached = sum(KEYWORD_VALUE.get(k, 0.4) * min(v, 3) for k, v in d.kw.items())
        cached += 0.6 * sum(1 for ab in d.abilities if ab.kind in ("activated", "static"))
        _KEYWORDS[d.key] = cached
    return cached


_KEYWORDS: dict[str, float] = {}


def card_value(s: GameState, iid: int) -> float:
    """A card in play: a creature's value; a support's by its cost; a hero 0 (its life counts apart)."""
    d = s.catalog.defs[iid]
    cs = s.cards.get(iid)
    if d.type == "creature" and cs is not None:
        return creature_value(s, cs)
    if d.type == "hero":
        return 0.0
    return 1.0 + 0.9 * (d.cost or 0)


def hand_card_value(d: CardDef) -> float:
    """A card in hand by what it would bring: its numbers for a creature, its cost otherwise."""
    if d.type == "creature":
        return 1.0 + 1.1 * (d.strike or 0) + 0.8 * (d.life or 0) + keyword_value(d)
    return 1.5 + 1.0 * (d.cost or 0)


def side_score(s: GameState, player: int) -> float:
    p = s.players[player]
    hero = s.cards.get(p.hero)
    total = hero_value(continuous.life(s, hero) if hero is not None else 0)
    for iid, cs in s.cards.items():
        if cs.controller == player and iid != p.hero:
            total += card_value(s, iid)
    total += HAND_CARD * min(len(p.hand), 8) + COIN * min(p.coins, 10)
    if len(p.deck) < 3:  # running out of cards ends the game (digest §9: failed draws)
        total -= 2.0 * (3 - len(p.deck))
    return total


def score(game: Game, player: int) -> float:
    """The position's value for ``player``: his side minus the other's (± 100 once the game is decided)."""
    s = game.state
    if s.result is not None:
        winner = s.result[0]
        return 0.0 if winner < 0 else 100.0 if winner == player else -100.0
    return side_score(s, player) - side_score(s, 1 - player)


def win_probability(game: Game, player: int) -> float:
    """``score`` squashed to (0, 1); 1 / 0 / 0.5 once the game is won / lost / drawn."""
    s = game.state
    if s.result is not None:
        winner = s.result[0]
        return 0.5 if winner < 0 else 1.0 if winner == player else 0.0
    return 1.0 / (1.0 + math.exp(-score(game, player) / SCALE))
