"""Illegal options for probing refusals: every kind of option with the cards, targets and numbers of a position.

``probe_options(game)`` builds, for the pending decision, options of every kind in its proper shape
(``decisions.FIELDS``) over the cards of the position — in play, in hands, in graveyards, on top of the decks — and
a few malformed ones, minus the legal options. ``is_real_move`` tells which of them name a real move for the
decider (cards he can see, a real ability number): the rules must explain those, with a rule number, while the
others are "no such move". Used by ``tests/test_refusals.py`` and ``benchmarks/bench_refusals.py``.
"""

from __future__ import annotations

from collections.abc import Iterator

from .decisions import ACTIVATE, ATTACK, DECLARE, FIELDS, KINDS, MODE, NAME, X_VALUE, Option
from .engine.explain import visible_to
from .engine.game import Game
from .engine.state import GameState

PER_ZONE = 4  # cards taken from each zone: enough for every kind of refusal, few enough to probe every decision
NUMBERS = (0, 1, 2, 5)  # mode, X and name numbers tried


def probe_options(game: Game) -> list[Option]:
    """Options of every kind that are not legal at the pending decision (none when the game is over)."""
    d = game.decision
    if d is None:
        return []
    legal = set(d.options)
    return [o for o in dict.fromkeys(_candidates(game)) if o not in legal]


def _candidates(game: Game) -> Iterator[Option]:
    s = game.state
    d = game.decision
    assert d is not None
    cards = sample_cards(s)
    in_play = [c for c in s.play][: 3 * PER_ZONE]
    sources = sorted({o.card for o in d.options if o.card >= 0} | {p.hero for p in s.players})
    for kind in KINDS:
        required, optional = FIELDS[kind]
        if kind == ATTACK:
            yield from (Option(ATTACK, c, t) for c in cards for t in in_play)
        elif kind == ACTIVATE:
            yield from (Option(ACTIVATE, c, num=n) for c in cards for n in ability_numbers(s, c))
        elif kind in (MODE, X_VALUE, NAME):
            yield from (Option(kind, c, num=n) for c in sources for n in NUMBERS)
        elif kind == DECLARE:
            yield from _declarations(s, cards)
        elif required == ("card",):
            yield from (Option(kind, c) for c in cards)
        else:
            yield Option(kind)
    yield from malformed_options(s)


def sample_cards(s: GameState) -> list[int]:
    """A few cards of every zone (play, hands, graveyards, reserves, deck tops) and one id beyond the game."""
    out = list(s.play)
    for p in s.players:
        for zone in (p.hand, p.graveyard, p.reserve, p.sideboard):
            out.extend(zone[:PER_ZONE])
        out.extend(p.deck[-2:])
    out.append(len(s.catalog.defs))
    return list(dict.fromkeys(out))


def ability_numbers(s: GameState, iid: int) -> list[int]:
    """The card's activated ability numbers, and one beyond its abilities."""
    if not 0 <= iid < len(s.catalog.defs):
        return [0]
    own = [index for index, _ in s.catalog.activated[iid]]
    return [*own, len(s.catalog.defs[iid].abilities)]


def _declarations(s: GameState, cards: list[int]) -> Iterator[Option]:
    """Each pending trigger point as its own option and with another point number; a made-up point of a card."""
    for t in s.triggers:
        other = t.event[1] if len(t.event) > 1 and t.event[1] != t.source else -1
        yield Option(DECLARE, t.source, other, t.ability, t.id)
        yield Option(DECLARE, t.source, other, t.ability, t.id + 1000)
    for c in cards[:PER_ZONE]:
        yield Option(DECLARE, c, -1, 0, 10**6)


def malformed_options(s: GameState) -> list[Option]:
    """Options that are no move at all: fields a kind does not use, missing cards, an unknown kind."""
    hero = s.players[0].hero
    return [Option("end", hero), Option("keep", num=3), Option("play"), Option("attack", hero),
            Option("fly", hero), Option("activate", hero)]


def is_real_move(game: Game, option: Option) -> bool:
    """Whether ``option`` names a real move for the decider: a known kind in its shape, cards he can see, a real
    ability number. (Whether it is legal now is another matter.)"""
    d = game.decision
    if d is None or option.kind not in FIELDS:
        return False
    s = game.state
    required, optional = FIELDS[option.kind]
    used = (*required, *optional)
    for field in ("card", "target", "num", "extra"):
        value = getattr(option, field)
        if field not in used and value != -1 or field in required and value < 0 and field != "num":
            return False
    offered = {c for o in d.options for c in (o.card, o.target)}
    for field in ("card", "target"):
        iid = getattr(option, field)
        if field in used and iid >= 0 and not (iid < len(s.catalog.defs) and (
                visible_to(s, d.player, iid) or iid in offered)):
            return False
    if option.kind == ACTIVATE:
        return any(index == option.num for index, _ in s.catalog.activated[option.card])
    return True
