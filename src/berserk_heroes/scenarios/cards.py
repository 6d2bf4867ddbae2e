"""Cards in scenarios: cards written by hand (``cards:``), names looked up in the card pool, and cards in play
with their state. A hand-written card gets the abilities its keywords stand for exactly as a compiled card does
(``engine.support.printed_keyword_abilities``)."""

from __future__ import annotations

import difflib
from typing import Any

from ..abilities import KEYWORDS
from ..cards.model import CARD_TYPES, CREATURE, NEUTRAL, CardDef
from ..engine.position import CardInPlay
from ..engine.state import CardEffect
from ..engine.support import printed_keyword_abilities
from ..errors import DataError
from .fields import (
    check_keys,
    flag,
    integer,
    integer_value,
    item_where,
    mapping,
    need,
    sequence,
    strings,
    text,
)
from .vocab import ability_from
from .yamlio import Node

CARD_DEF_KEYS = {"type", "elements", "cost", "strike", "life", "classes", "text", "keywords", "abilities", "printed",
                 "back"}
CARD_STATE_KEYS = {"parts", "name", "closed", "wounds", "weak", "stunned", "poison", "effects", "counters", "attacks",
                   "defences", "life"}


class CardResolver:
    """Finds cards by name: the scenario's own definitions first, then the card pool."""

    def __init__(self, local: Any, at: str = "<scenario>") -> None:
        self.local: dict[str, CardDef] = {}
        if local is not None:
            specs = mapping(local, at, "cards")
            for name, spec in specs.items():  # a double-faced card after its other side (``back``), whatever the order
                if not (isinstance(spec, Node) and "back" in spec):
                    self.local[name] = card_def(name, spec, local)
            for name, spec in specs.items():
                if name not in self.local:
                    self.local[name] = card_def(name, spec, local, self._back(spec, specs))
        self._pool: Any = None
        self._deck_pool: Any = None

    def _back(self, spec: Node, specs: Any) -> CardDef:
        """The «Обращённый» side named by a card's ``back``: another card of the scenario's ``cards``."""
        name = text(spec, "back", "")
        if name not in self.local:
            raise DataError(spec.where("back"), f"«back» names a card of this scenario's cards that has no «back» of "
                                                f"its own, not {name!r}")
        return self.local[name]

    def get(self, name: Any, where: str) -> CardDef:
        if not isinstance(name, str):
            raise DataError(where, f"a card name must be a text, not {name!r}"[:200])
        if name in self.local:
            return self.local[name]
        pool = self.pool()
        card = pool.find(name)
        if card is None:
            hint = pool.suggest(name)
            more = f" (did you mean: {', '.join(hint)}?)" if hint else ""
            raise DataError(where, f"unknown card «{name}»{more}")
        return card

    def names(self, node: Node, key: str) -> list[CardDef]:
        """The cards of a list of names under ``key`` (each error at its item's line)."""
        seq = sequence(node, key, f"'{key}'")
        return [self.get(name, item_where(seq, i, node.where(key))) for i, name in enumerate(seq)]

    def pool(self) -> Any:
        """The compiled card pool (loaded on first use)."""
        if self._pool is None:
            from ..cards.compiled import compiled_pool

            self._pool = compiled_pool()
        return self._pool

    def deck_pool(self) -> Any:
        """The card pool with the scenario's hand-written cards added: deck checks look cards up by key."""
        if not self.local:
            return self.pool()
        if self._deck_pool is None:
            from ..cards.pool import CardPool

            self._deck_pool = CardPool([*self.pool(), *self.local.values()])
        return self._deck_pool


def card_def(name: str, spec: Any, parent: Node, back: CardDef | None = None) -> CardDef:
    """A card written by hand. Its keywords bring their abilities after the written ones, as on a compiled card.
    ``back``: its «Обращённый» side, when it is a double-faced card."""
    spec = check_keys(spec, CARD_DEF_KEYS, f"card «{name}»", parent.where(name))
    card_type = text(spec, "type", CREATURE)
    if card_type not in CARD_TYPES:
        raise DataError(spec.where("type"), f"a card type is one of {', '.join(CARD_TYPES)}, not {card_type!r}")
    keywords = _keywords(spec)
    listed = sequence(spec, "abilities", "'abilities'")
    written = tuple(ability_from(a, item_where(listed, i, spec.where("abilities"))) for i, a in enumerate(listed))
    meanings, missing = printed_keyword_abilities(keywords)
    if missing:
        raise DataError(spec.where("keywords"), f"the engine does not implement the keyword {missing[0]!r}")
    stat_default = 1 if card_type in (CREATURE, "hero") else None
    card = CardDef(
        key=f"scenario-{name}", name=name, type=card_type,
        elements=strings(spec, "elements", "'elements'") or (NEUTRAL,),
        cost=_optional_number(spec, "cost", 0 if card_type != "hero" else None),
        strike=_optional_number(spec, "strike", 1 if card_type == CREATURE else None),
        life=_optional_number(spec, "life", stat_default),
        classes=strings(spec, "classes", "'classes'"), text=text(spec, "text", ""), set_code="scenario",
        keywords=keywords, abilities=written + meanings, back=back,
    )
    return _with_printed(card, spec) if "printed" in spec else card


def _with_printed(card: CardDef, spec: Node) -> CardDef:
    """``printed:`` a card text read by the card compiler as the card data's texts are (a keyword no card of the data
    prints yet is tested from its printed words to the engine); its abilities and keywords come after the written
    ones. A text the compiler does not read all of is an error at its line."""
    from dataclasses import replace

    from ..cards.compiled import compile_card

    printed = text(spec, "printed", "")
    compiled = compile_card(replace(card, text=printed, keywords=(), abilities=()))
    if not compiled.supported:
        raise DataError(spec.where("printed"), f"the compiler does not read «{'; '.join(compiled.unsupported_text)}»")
    return replace(card, text=card.text or printed, keywords=(*card.keywords, *compiled.keywords),
                   abilities=(*card.abilities, *compiled.abilities))


def _optional_number(spec: Node, key: str, default: int | None) -> int | None:
    if spec.get(key, default) is None:
        return None
    return integer(spec, key, default or 0)


def _keyword_codes() -> dict[str, str]:
    """Every way to write a keyword → its code: the code itself and its Russian name (lower case, «ё» as «е»)."""
    out = {code: code for code in KEYWORDS}
    for code, name in KEYWORDS.items():
        if "(" not in name and "<" not in name:
            out.setdefault(_fold(name), code)
    return out


def _fold(name: str) -> str:
    return " ".join(name.lower().replace("ё", "е").split())


def _keywords(spec: Node) -> tuple[tuple[str, int], ...]:
    """``keywords:`` as (code, value) pairs: a list of names (value 1) or a mapping name → value. Unknown names are
    an error at their line, never ignored."""
    raw = spec.get("keywords")
    if raw is None:
        return ()
    at = spec.where("keywords")
    if isinstance(raw, Node):
        pairs = [(name, integer(raw, name, 1), raw.where(name)) for name in raw]
    elif isinstance(raw, list):
        pairs = [(name, 1, item_where(raw, i, at)) for i, name in enumerate(raw)]
    else:
        raise DataError(at, "keywords must be a list of names or a mapping name → value")
    codes = _keyword_codes()
    out = []
    for name, value, where in pairs:
        code = codes.get(_fold(name)) if isinstance(name, str) else None
        if code is None:
            close = difflib.get_close_matches(_fold(str(name)), list(codes), n=3, cutoff=0.6)
            hint = f" (did you mean: {', '.join(codes[c] for c in close)}?)" if close else ""
            raise DataError(where, f"unknown keyword {name!r}{hint}; the keywords are the keys of abilities.KEYWORDS")
        out.append((code, value))
    return tuple(out)


def card_in_play(item: Any, cards: CardResolver, where: str) -> CardInPlay:
    """A card in play: a name, or a mapping with its name and state."""
    if isinstance(item, str):
        return CardInPlay(cards.get(item, where))
    item = check_keys(item, CARD_STATE_KEYS, "card in play", where)
    card = cards.get(need(item, "name", "a card in play"), item.where("name"))
    wounds = integer(item, "wounds", 0)
    if "life" in item:  # convenience: «life: 2» means wounds = max life − 2
        wounds = integer_value((card.life or 0) - integer(item, "life", 0), item.where("life"),
                               "'life' (at most the card's life)")
    return CardInPlay(card, closed=flag(item, "closed", False), wounds=wounds, weak=flag(item, "weak", False),
                      stunned=flag(item, "stunned", False), poison=integer(item, "poison", 0),
                      effects=_effects(item), counters=_counters(item), attacks=integer(item, "attacks", 0),
                      defences=integer(item, "defences", 0), parts=cards.names(item, "parts"))


def _effects(item: Node) -> list[CardEffect]:
    """``effects: [[kind, key, value, duration], …]`` (duration defaults to permanent)."""
    seq = sequence(item, "effects", "'effects'")
    out = []
    for index, effect in enumerate(seq):
        at = item_where(seq, index, item.where("effects"))
        if not isinstance(effect, list) or len(effect) not in (3, 4) or not all(
                isinstance(x, str) for x in (effect[0], effect[1], *effect[3:])):
            raise DataError(at, "an effect is [kind, key, value] or [kind, key, value, duration]")
        value = integer_value(effect[2], at, "an effect's value", -1_000_000)
        out.append(CardEffect(effect[0], effect[1], value, effect[3] if len(effect) > 3 else "permanent"))
    return out


def _counters(item: Node) -> dict[str, int]:
    if item.get("counters") is None:
        return {}
    counters = mapping(item["counters"], item.where("counters"), "'counters'")
    return {name: integer(counters, name, 0) for name in counters}
