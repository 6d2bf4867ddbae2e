"""Card definitions for the web client: what is printed on a card (name, cost, strike/life, elements,
classes, text) and whether the engine supports it, looked up by key or found with the filters of
``berserk cards search``. Only public data: the card database, never a game's hidden state (a game tells a
seat the keys of the cards it may see, ``seat_state.card_keys``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ..abilities import KEYWORDS
from ..cards.model import TYPE_NAMES_RU, CardDef
from .lobby import bad_request

MAX_KEYS = 200
"""Cards one ``GET /api/cards?keys=…`` may ask for (a table shows well under 100)."""
MAX_RESULTS = 60
"""Cards one search returns at most; ``offset`` pages on."""
MAX_FILTER = 100
"""The longest filter value accepted (name and text are substrings)."""

FILTERS = ("name", "text", "element", "type", "class", "cost")


def card_json(card: CardDef) -> dict[str, Any]:
    """A card as the client draws it: printed fields, its compiled keywords and its support."""
    return {"key": card.key, "name": card.name, "type": card.type, "type_ru": TYPE_NAMES_RU.get(card.type, card.type),
            "elements": list(card.elements), "cost": card.cost, "cost_is_x": card.cost_is_x,
            "strike": card.strike, "life": card.life, "classes": list(card.classes), "text": card.text,
            "set_name": card.set_name, "supported": card.supported,
            "keywords": [{"code": code, "ru": KEYWORDS.get(code, code), "value": value} for code, value in card.keywords],
            "unsupported_text": list(card.unsupported_text)}


def _compiled(key: str) -> CardDef:
    from ..demo import game_cards

    return game_cards().get(key)


def cards_by_key(keys_text: str) -> dict[str, Any]:
    """``GET /api/cards?keys=K1,K2``: each known key's card; unknown keys are listed apart (never an error
    for the whole request, so a stale cache in a client costs nothing)."""
    keys = [k for k in keys_text.split(",") if k][:MAX_KEYS + 1]
    if len(keys) > MAX_KEYS:
        raise bad_request("too_many_keys", f"не больше {MAX_KEYS} карт за запрос", f"at most {MAX_KEYS} cards a request")
    found: dict[str, Any] = {}
    unknown: list[str] = []
    for key in dict.fromkeys(keys):
        try:
            found[key] = card_json(_compiled(key))
        except KeyError:
            unknown.append(key[:40])
    return {"cards": found, "unknown": unknown}


def search(params: Mapping[str, str]) -> dict[str, Any]:
    """``GET /api/cards?name=&text=&element=&type=&class=&cost=&supported=1&offset=``: the newest printing
    of each matching card, as ``berserk cards search`` filters them, at most :data:`MAX_RESULTS` a page."""
    from ..demo import card_pool

    filters = _filters(params)
    offset = _number(params.get("offset", "0"), "offset")
    only_supported = params.get("supported", "") in ("1", "true", "on")
    matches = card_pool().search(element=filters.get("element"), type=filters.get("type"),
                                 card_class=filters.get("class"), cost=filters.get("cost"),
                                 text=filters.get("text"), name=filters.get("name"), newest_only=True)
    matches = [c for c in matches if c.type != "token"]
    page = list(_page(_supported_only(matches) if only_supported else (_compiled(c.key) for c in matches), offset))
    more = len(page) > MAX_RESULTS
    return {"cards": [card_json(c) for c in page[:MAX_RESULTS]], "offset": offset, "more": more,
            "total": None if only_supported else len(matches)}


def _supported_only(cards: list[CardDef]) -> Iterator[CardDef]:
    for card in cards:
        compiled = _compiled(card.key)
        if compiled.supported:
            yield compiled


def _page(cards: Iterator[CardDef], offset: int) -> Iterator[CardDef]:
    """Cards ``offset`` … ``offset + MAX_RESULTS`` (one more, to tell whether there are more)."""
    for index, card in enumerate(cards):
        if index >= offset + MAX_RESULTS + 1:
            return
        if index >= offset:
            yield card


def _filters(params: Mapping[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in FILTERS:
        value = params.get(name, "").strip()
        if not value:
            continue
        if len(value) > MAX_FILTER:
            raise bad_request("too_large", f"фильтр {name} длиннее {MAX_FILTER} символов",
                              f"the {name} filter exceeds {MAX_FILTER} characters")
        out[name] = value
    if "cost" in out and out["cost"].upper() != "X":
        out["cost"] = _number(out["cost"], "cost")
    elif "cost" in out:
        out["cost"] = "X"
    return out


def _number(text: str, name: str) -> int:
    if not text.isdigit() or len(text) > 6:
        raise bad_request("bad_filter", f"{name}: нужно целое число от 0", f"{name}: a whole number from 0 is needed")
    return int(text)
