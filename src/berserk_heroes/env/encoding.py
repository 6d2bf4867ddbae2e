"""The fixed-size encoding of one seat's view and of its options, shared by every learning environment.

The observation is a flat ``float32`` vector in ``[0, 1]``, built from ``game.view(seat)`` alone (so it never
holds what the seat may not see) and, when the seat decides, from its options. It is made of blocks, in order:

==========  ==============================  ==========================================
block       repeated                        fields
==========  ==============================  ==========================================
global      once                            :data:`GLOBAL_FIELDS`
players     2 (this seat, then the other)   :data:`PLAYER_FIELDS`
board       2 × :data:`BOARD_SLOTS`         :data:`CARD_FIELDS` (this seat's cards first)
hand        :data:`HAND_SLOTS`              :data:`HAND_FIELDS` (this seat's hand)
actions     :data:`MAX_ACTIONS`             :data:`ACTION_FIELDS` (option ``i`` in slot ``i``)
==========  ==============================  ==========================================

A count or amount ``v`` with cap ``c`` is encoded as ``min(v, c) / c``; a flag as 0 or 1; a card's identity as
``(i + 1) / N`` where ``i`` is the name's index in :func:`berserk_heroes.decisions.card_names` and ``N`` their
number (0 = no card). The action space is parametric: action ``i`` is the ``i``-th option of
:func:`slot_options`, and the mask says which slots hold an option. ``docs/env.md`` lists every field.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from ..decisions import DONE, END, KEEP, KINDS, NO, NO_DEFENDER, SKIP, Option, card_names

MAX_ACTIONS = 64  # option slots: random play over every precon pairing never needed more than 54
BOARD_SLOTS = 14  # cards in play per side, hero excepted (random play peaked at 12)
HAND_SLOTS = 12  # cards in hand (random play peaked at 11)

DECISION_KINDS = ("mulligan", "main", "defender", "target", "trigger", "yes_no", "mode", "x", "card")
TYPE_GROUPS = {"creature": "creature", "spell": "spell", "event": "spell", "weapon": "equipment",
               "amulet": "equipment", "armor": "equipment", "terrain": "terrain"}  # anything else: "other"
TYPES = ("creature", "spell", "equipment", "terrain", "other")
NAME = -1  # the cap marking a card-identity field

Field = tuple[str, int, str]  # (name, cap, meaning); cap 1 = a flag, NAME = a card identity

GLOBAL_FIELDS: tuple[Field, ...] = (
    ("i_decide", 1, "this seat must decide now"),
    ("my_turn", 1, "this seat is the active player"),
    ("went_first", 1, "this seat moved first in the game"),
    ("turn", 50, "turn number (0 = the mulligan)"),
    ("queue", 10, "items waiting in the Очередь"),
    ("options", MAX_ACTIONS, "number of option slots in use (0 unless this seat decides)"),
    *((f"decision_{k}", 1, f"this seat decides, and the decision is «{k}»") for k in DECISION_KINDS),
    ("decision_other", 1, "this seat decides something of another kind"),
)
PLAYER_FIELDS: tuple[Field, ...] = (
    ("hero_name", NAME, "the hero's card"),
    ("hero_life", 40, "the hero's current life"),
    ("hero_max_life", 40, "the hero's maximum life"),
    ("hero_wounds", 40, "wounds on the hero"),
    ("hero_closed", 1, "the hero is closed (tapped)"),
    ("coins", 20, "coins"),
    ("open_coins", 20, "open (unspent) coins"),
    ("temp_coins", 20, "temporary coins"),
    ("tagged_coins", 20, "coins usable for some payments only"),
    ("hand", 15, "cards in hand"),
    ("deck", 60, "cards in the deck"),
    ("graveyard", 60, "cards in the graveyard"),
    ("reserve", 20, "cards in the запас (reserve)"),
    ("sideboard", 20, "cards in the дополнительная колода"),
)
CARD_FIELDS: tuple[Field, ...] = (
    ("present", 1, "the slot holds a card"),
    ("hidden", 1, "a face-down card of the other seat (nothing else about it is known)"),
    ("name", NAME, "the card"),
    *((f"type_{t}", 1, f"its type is {t}") for t in TYPES),
    ("cost", 20, "its cost"),
    ("strike", 15, "its current strike (creatures)"),
    ("life", 20, "its current life"),
    ("max_life", 20, "its maximum life"),
    ("wounds", 20, "wounds on it"),
    ("closed", 1, "it is closed"),
    ("weak", 1, "first-turn weakness"),
    ("stunned", 1, "it is stunned"),
    ("poison", 10, "poison on it"),
    ("effects", 10, "effects on it"),
    ("counters", 10, "counters on it (sum)"),
)
HAND_FIELDS: tuple[Field, ...] = (
    ("present", 1, "the slot holds a card"),
    ("name", NAME, "the card"),
    *((f"type_{t}", 1, f"its type is {t}") for t in TYPES),
    ("cost", 20, "its cost"),
)
ACTION_FIELDS: tuple[Field, ...] = (
    ("valid", 1, "the slot holds a legal option (= the action mask)"),
    *((f"kind_{k}", 1, f"the option is «{k}»") for k in KINDS),
    ("card_name", NAME, "the option's card (the one that plays, attacks, is chosen …)"),
    ("card_mine", 1, "that card is this seat's"),
    ("card_in_hand", 1, "that card is in this seat's hand"),
    ("card_strike", 15, "that card's strike"),
    ("card_life", 20, "that card's life"),
    ("card_cost", 20, "that card's cost"),
    ("target_name", NAME, "the option's target (attacks, declarations)"),
    ("target_hero", 1, "the target is a hero"),
    ("target_enemy", 1, "the target is the other seat's"),
    ("target_strike", 15, "the target's strike"),
    ("target_life", 20, "the target's life"),
    ("number", 10, "the option's number: mode, X, ability"),
)

BLOCKS: tuple[tuple[str, int, tuple[Field, ...]], ...] = (
    ("global", 1, GLOBAL_FIELDS),
    ("players", 2, PLAYER_FIELDS),
    ("board", 2 * BOARD_SLOTS, CARD_FIELDS),
    ("hand", HAND_SLOTS, HAND_FIELDS),
    ("actions", MAX_ACTIONS, ACTION_FIELDS),
)
OBS_SIZE = sum(count * len(fields) for _, count, fields in BLOCKS)
PASS_KINDS = frozenset((END, KEEP, DONE, SKIP, NO, NO_DEFENDER))


def _offsets() -> dict[str, int]:
    out, at = {}, 0
    for name, count, fields in BLOCKS:
        out[name] = at
        at += count * len(fields)
    return out


OFFSETS = _offsets()


@lru_cache(maxsize=1)
def _name_index() -> dict[str, float]:
    names = card_names()
    return {name: (i + 1) / len(names) for i, name in enumerate(names)}


def slot_options(options: Sequence[Option]) -> tuple[Option, ...]:
    """The options in action-slot order: the engine's order when they fit in :data:`MAX_ACTIONS`; otherwise
    every «pass» option (end, keep, done, skip, no, no-defender) keeps a slot and the rest fill the others in
    the engine's order (the remainder cannot be chosen: a documented limit, never met in random play)."""
    if len(options) <= MAX_ACTIONS:
        return tuple(options)
    passes = [o for o in options if o.kind in PASS_KINDS]
    rest = [o for o in options if o.kind not in PASS_KINDS]
    return tuple(rest[:MAX_ACTIONS - len(passes)] + passes)


def action_mask(slots: Sequence[Option]) -> np.ndarray:
    """1 for each slot that holds an option."""
    mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
    mask[:len(slots)] = 1
    return mask


def _scales(fields: tuple[Field, ...]) -> np.ndarray:
    """Per field, what a raw value is multiplied by: 1/cap, or 1 for flags and card identities (already in [0, 1])."""
    return np.array([1.0 if cap in (1, NAME) else 1.0 / cap for _, cap, _ in fields], dtype=np.float32)


_SCALES = {name: _scales(fields) for name, _, fields in BLOCKS}
_WIDTHS = {name: len(fields) for name, _, fields in BLOCKS}
_KIND_SLOT = {kind: i for i, kind in enumerate(KINDS)}
_TYPE_SLOT = {t: i for i, t in enumerate(TYPES)}


def _put(out: np.ndarray, block: str, rows: list[list[float]], first_slot: int = 0) -> None:
    """Write rows of raw values (in the block's field order) from ``first_slot`` on: scaled, clipped to [0, 1]."""
    if not rows:
        return
    width = _WIDTHS[block]
    at = OFFSETS[block] + first_slot * width
    values = np.asarray(rows, dtype=np.float32) * _SCALES[block]
    out[at:at + len(rows) * width] = np.clip(values, 0.0, 1.0).ravel()


def _id(name: Any) -> float:
    return _name_index().get(name, 0.0) if name else 0.0


def _n(value: Any) -> float:
    return float(value) if value else 0.0


def _one_hot(size: int, index: int | None) -> list[float]:
    row = [0.0] * size
    if index is not None:
        row[index] = 1.0
    return row


def encode(view: dict[str, Any], seat: int, slots: Sequence[Option] = ()) -> np.ndarray:
    """The observation of ``seat`` from its own view (``game.view(seat).data``) and, when it decides, its
    option slots (:func:`slot_options`)."""
    out = np.zeros(OBS_SIZE, dtype=np.float32)
    _put(out, "global", [_global_row(view, seat, slots)])
    players = view["players"]
    _put(out, "players", [_player_row(players[seat]), _player_row(players[1 - seat])])
    for side, index in enumerate((seat, 1 - seat)):
        mine = [c for c in view["play"] if c.get("controller") == index][:BOARD_SLOTS]
        _put(out, "board", [_card_row(c) for c in mine], side * BOARD_SLOTS)
    _put(out, "hand", [_hand_row(c) for c in (players[seat].get("hand") or [])[:HAND_SLOTS]])
    if slots:
        _put(out, "actions", _action_rows(view, seat, slots))
    return out


def _global_row(view: dict[str, Any], seat: int, slots: Sequence[Option]) -> list[float]:
    decision = view.get("decision") or {}
    deciding = decision.get("player") == seat and bool(slots)
    kind = decision.get("kind")
    kinds = _one_hot(len(DECISION_KINDS) + 1, None)
    if deciding:
        kinds[DECISION_KINDS.index(kind) if kind in DECISION_KINDS else len(DECISION_KINDS)] = 1.0
    return [float(deciding), float(view["active"] == seat), float(view["first_player"] == seat), _n(view["turn"]),
            float(len(view.get("queue") or ())), float(len(slots) if deciding else 0), *kinds]


def _player_row(p: dict[str, Any]) -> list[float]:
    hero = p["hero"]
    return [_id(hero.get("name")), _n(hero.get("life")), _n(hero.get("max_life")), _n(hero.get("wounds")),
            _n(hero.get("closed")), _n(p.get("coins")), _n(p.get("open_coins")), _n(p.get("temp_coins")),
            float(sum(entry[1] for entry in p.get("tagged_coins") or ())), _n(p.get("hand_count")),
            _n(p.get("deck_count")), float(len(p.get("graveyard") or ())), float(len(p.get("reserve") or ())),
            _n(p.get("sideboard_count"))]


def _type(card: dict[str, Any]) -> str:
    return TYPE_GROUPS.get(card.get("type", ""), "other")


def _card_row(card: dict[str, Any]) -> list[float]:
    if card.get("hidden"):  # a face-down card of the other seat: that it is there, and whether it is closed
        return [1.0, 1.0, 0.0, *_one_hot(len(TYPES), None), 0.0, 0.0, 0.0, 0.0, 0.0, _n(card.get("closed")),
                0.0, 0.0, 0.0, 0.0, 0.0]
    g = card.get
    return [1.0, 0.0, _id(g("name")), *_one_hot(len(TYPES), _TYPE_SLOT[_type(card)]), _n(g("cost")),
            _n(g("strike")), _n(g("life")), _n(g("max_life")), _n(g("wounds")), _n(g("closed")), _n(g("weak")),
            _n(g("stunned")), _n(g("poison")), float(len(g("effects") or ())),
            float(sum((g("counters") or {}).values()))]


def _hand_row(card: dict[str, Any]) -> list[float]:
    return [1.0, _id(card.get("name")), *_one_hot(len(TYPES), _TYPE_SLOT[_type(card)]), _n(card.get("cost"))]


def _known_cards(view: dict[str, Any], seat: int) -> dict[int, tuple[dict[str, Any], int, bool]]:
    """Card id → (its view entry, its owner or controller, in this seat's hand) for every card the view names."""
    known: dict[int, tuple[dict[str, Any], int, bool]] = {}
    for p in view["players"]:
        for card in p.get("graveyard") or ():
            known[card["id"]] = (card, card.get("owner", p["index"]), False)
        hero = p["hero"]
        known[hero["id"]] = (hero, p["index"], False)
    for card in view["play"]:
        if "id" in card:
            known[card["id"]] = (card, card.get("controller", -1), False)
    for card in view["players"][seat].get("hand") or ():
        known[card["id"]] = (card, seat, True)
    return known


_NO_CARD = [0.0] * 6
_NO_TARGET = [0.0] * 5


def _action_rows(view: dict[str, Any], seat: int, slots: Sequence[Option]) -> list[list[float]]:
    known = _known_cards(view, seat)
    heroes = {p["hero"]["id"] for p in view["players"]}
    rows = []
    for option in slots[:MAX_ACTIONS]:
        card = known.get(option.card)
        target = known.get(option.target)
        card_part = _NO_CARD if card is None else [
            _id(card[0].get("name")), float(card[1] == seat), float(card[2]), _n(card[0].get("strike")),
            _n(card[0].get("life")), _n(card[0].get("cost"))]
        target_part = _NO_TARGET if target is None else [
            _id(target[0].get("name")), float(option.target in heroes), float(target[1] != seat),
            _n(target[0].get("strike")), _n(target[0].get("life"))]
        rows.append([1.0, *_one_hot(len(KINDS), _KIND_SLOT.get(option.kind)), *card_part, *target_part,
                     float(option.num + 1 if option.num >= 0 else 0)])
    return rows


def field_index(block: str, name: str, slot: int = 0) -> int:
    """The index in the observation of field ``name`` of ``block``'s slot ``slot`` (for tools and tests)."""
    fields = dict(BLOCKS_BY_NAME)[block]
    return OFFSETS[block] + slot * len(fields) + [f[0] for f in fields].index(name)


BLOCKS_BY_NAME = tuple((name, fields) for name, _, fields in BLOCKS)


def field_names() -> list[str]:
    """``block.field`` for every field (each block's fields once): what ``docs/env.md`` documents."""
    return [f"{block}.{name}" for block, _, fields in BLOCKS for name, _, _ in fields]
