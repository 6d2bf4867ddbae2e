"""Checks: what a ``check`` step or the final ``checks`` expect — facts of the state (facts.py), what a seat's view
shows (``view:``, a subset match against ``game.view(seat).data``) and whether a deck is legal (``deck:``, the
problems of decks/validate.py). A check is read and validated when the scenario is loaded, so a malformed one
names its ``file:line`` before anything runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards.model import CardDef
from ..config import RulesConfig
from ..decks.format import Deck
from ..decks.validate import DeckProblem, validate_deck
from ..engine.game import Game
from ..errors import DataError
from .cards import CardResolver
from .facts import compare, summary
from .fields import check_keys, integer, item_where, mapping, need, sequence, text
from .setup import PLAYERS, DealSetup, player_index
from .yamlio import Node, Seq

SPECIAL = frozenset({"view", "deck"})
"""Keys of a check mapping that are not facts."""
VIEW_SEATS = {"p1": 0, "p2": 1, 0: 0, 1: 1, "spectator": None, None: None}


@dataclass(frozen=True)
class ViewCheck:
    """``view: {player: p1, <part of the view>}``: every key given must be in that seat's view with that value."""

    seat: int | None
    pattern: Node
    where: str


@dataclass(frozen=True)
class ExpectedProblem:
    """One problem a ``deck:`` check expects: its code and, if given, its rule number."""

    code: str
    rule: str | None
    where: str

    def matches(self, problem: DeckProblem) -> bool:
        return problem.code == self.code and (self.rule is None or problem.rule == self.rule)


@dataclass(frozen=True)
class DeckCheck:
    """``deck: {hero, cards, sideboard | player, problems}``: decks/validate.py must report exactly ``problems``."""

    deck: Deck
    problems: tuple[ExpectedProblem, ...]
    where: str


@dataclass(frozen=True)
class Check:
    """A check mapping: facts (the mapping itself, keys in SPECIAL aside), views and decks."""

    facts: Node
    views: tuple[ViewCheck, ...] = ()
    decks: tuple[DeckCheck, ...] = ()
    needs_game: bool = field(default=True)


def parse_check(node: Any, cards: CardResolver, setup: Any, at: str) -> Check:
    """A ``check`` mapping; ``setup`` (None without one) gives ``deck: {player: …}`` its deck."""
    node = mapping(node, at, "a check")
    views = tuple(_view_check(spec, node.where("view")) for spec in _one_or_many(node, "view"))
    decks = tuple(_deck_check(spec, cards, setup, node.where("deck")) for spec in _one_or_many(node, "deck"))
    return Check(node, views, decks, needs_game=bool(views) or any(key not in SPECIAL for key in node))


def _one_or_many(node: Node, key: str) -> list[Any]:
    value = node.get(key)
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def _view_check(spec: Any, at: str) -> ViewCheck:
    spec = mapping(spec, at, "a view check")
    seat = spec.get("player")
    if "player" not in spec or not _hashable(seat) or seat not in VIEW_SEATS:
        raise DataError(spec.where("player"), "a view check needs 'player': p1, p2 (or 0, 1) or spectator")
    pattern = Node({k: v for k, v in spec.items() if k != "player"})
    pattern.file, pattern.line, pattern.key_lines = spec.file, spec.line, spec.key_lines
    return ViewCheck(VIEW_SEATS[seat], pattern, spec.where())


def _hashable(value: Any) -> bool:
    return value is None or (isinstance(value, str | int) and not isinstance(value, bool))


def _deck_check(spec: Any, cards: CardResolver, setup: Any, at: str) -> DeckCheck:
    spec = check_keys(spec, {"player", "hero", "cards", "sideboard", "problems"}, "a deck check", at)
    if "player" in spec:
        if not isinstance(setup, DealSetup) or {"hero", "cards", "sideboard"} & set(spec):
            raise DataError(spec.where("player"), "'player' names the deck of a `phase: deal` setup (then give no "
                                                  "hero, cards or sideboard)")
        side = setup.players[player_index(spec["player"], spec.where("player"))]
        hero, main, extra = side.hero, list(side.deck), list(side.sideboard)
    else:
        hero = cards.get(need(spec, "hero", "a deck check"), spec.where("hero"))
        main, extra = _deck_cards(spec, "cards", cards), _deck_cards(spec, "sideboard", cards)
    need(spec, "problems", "a deck check")
    problems = sequence(spec, "problems", "'problems'")
    deck = Deck(name="scenario", hero=hero.key, cards=tuple(c.key for c in main),
                sideboard=tuple(c.key for c in extra), source=spec.where())
    expected = tuple(_expected_problem(item, item_where(problems, i, spec.where("problems")))
                     for i, item in enumerate(problems))
    return DeckCheck(deck, expected, spec.where())


def _deck_cards(spec: Node, key: str, cards: CardResolver) -> list[CardDef]:
    """A list of names (one per copy) or a mapping name → number of copies."""
    value = spec.get(key)
    if isinstance(value, Node):
        return [card for name in value for card in [cards.get(name, value.where(name))] * integer(value, name, 1)]
    return cards.names(spec, key)


def _expected_problem(item: Any, at: str) -> ExpectedProblem:
    if isinstance(item, str):
        return ExpectedProblem(item, None, at)
    item = check_keys(item, {"code", "rule"}, "an expected deck problem", at)
    code = need(item, "code", "an expected deck problem")
    if not isinstance(code, str):
        raise DataError(item.where("code"), "a problem code is a text, e.g. too_many_copies")
    return ExpectedProblem(code, text(item, "rule", "") or None, item.where())


# ---------------------------------------------------------------------------------------------------------
# Running checks
# ---------------------------------------------------------------------------------------------------------


def run_check(check: Check, game: Game | None, cards: CardResolver, config: RulesConfig,
              allow_unsupported: bool) -> list[str]:
    """Every difference between what ``check`` expects and what is, one line each with its ``file:line``."""
    diffs: list[str] = []
    if game is not None:
        diffs += compare(check.facts, summary(game), skip=SPECIAL)
        for view in check.views:
            diffs += _view_diffs(view, game)
    for deck in check.decks:
        diffs += _deck_diffs(deck, cards, config, allow_unsupported)
    return diffs


def _view_diffs(check: ViewCheck, game: Game) -> list[str]:
    seat = "spectator" if check.seat is None else PLAYERS[check.seat]
    return [f"{at}: view of {seat}: {path}: {what}"
            for at, path, what in subset_diffs(check.pattern, game.view(check.seat).data, "", check.where)]


def subset_diffs(want: Any, got: Any, path: str, at: str) -> list[tuple[str, str, str]]:
    """Where ``got`` does not contain ``want``: a mapping matches when each of its keys is there and matches (a key
    of a list is its index, from 0), a list when it has as many items and each matches, anything else when equal.
    Each difference is (file:line, path, what differs)."""
    if isinstance(want, Node):
        return _mapping_diffs(want, got, path, at)
    if isinstance(want, list):
        if not isinstance(got, list) or len(got) != len(want):
            return [(at, path or ".", f"expected {_plain(want)!r}, got {got!r}")]
        return [diff for i, (w, g) in enumerate(zip(want, got))
                for diff in subset_diffs(w, g, f"{path}.{i}".lstrip("."), item_where(want, i, at))]
    if want != got or isinstance(want, bool) != isinstance(got, bool):
        return [(at, path or ".", f"expected {want!r}, got {got!r}")]
    return []


def _mapping_diffs(want: Node, got: Any, path: str, at: str) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for key, value in want.items():
        line = f"{want.file}:{want.key_lines.get(key, want.line)}"
        step = f"{path}.{key}".lstrip(".")
        if isinstance(got, dict) and key in got:
            out += subset_diffs(value, got[key], step, line)
        elif isinstance(got, list) and key.isdigit() and int(key) < len(got):
            out += subset_diffs(value, got[int(key)], step, line)
        else:
            out.append((line, step, f"not in the view (there: {_keys_of(got)})"))
    return out


def _keys_of(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(map(str, value)) or "nothing"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    return repr(value)


def _plain(value: Any) -> Any:
    """Node/Seq as plain dicts and lists (for messages)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, Seq | list):
        return [_plain(v) for v in value]
    return value


def _deck_diffs(check: DeckCheck, cards: CardResolver, config: RulesConfig, allow_unsupported: bool) -> list[str]:
    problems = validate_deck(check.deck, cards.deck_pool(), config, allow_unsupported)
    unmatched = list(problems)
    diffs = []
    for expected in check.problems:
        found = next((p for p in unmatched if expected.matches(p)), None)
        if found is None:
            rule = f" (rule {expected.rule})" if expected.rule else ""
            diffs.append(f"{expected.where}: deck: expected the problem {expected.code}{rule}, which is not reported")
        else:
            unmatched.remove(found)
    diffs += [f"{check.where}: deck: unexpected problem {p.code} (rule {p.rule}): {p.message_en}" for p in unmatched]
    return diffs
