"""The compiled card pool: every card's printed text compiled into abilities, with its support status.

A card is *supported* when its whole text compiled and the engine implements everything the compiled
abilities use (``engine/support.py``). Unsupported cards keep ``unsupported_text`` listing what is missing;
decks refuse them unless the user explicitly allows them (then that text is ignored, and views say so).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache

from ..engine.keywords import keyword_abilities
from ..engine.support import IMPLEMENTED_KEYWORDS, unsupported_parts
from .compiler import compile_text
from .model import SUPPORT_TYPES, CardDef
from .pool import CardPool, load_card_pool


def compile_card(card: CardDef) -> CardDef:
    """The card with its compiled abilities, keywords and support status."""
    if not card.text.strip():
        return card
    result = compile_text(card.text, card.name, card.type)
    abilities = list(result.abilities)
    missing: list[str] = list(result.unparsed)
    for code, value in result.keywords:
        if code not in IMPLEMENTED_KEYWORDS:
            missing.append(f"keyword {code}")
        abilities.extend(keyword_abilities(code, value))
    for ab in result.abilities:
        missing.extend(unsupported_parts(ab))
        if card.type not in ("creature", *SUPPORT_TYPES) and any(e.verb == "ambush" for e in ab.effects):
            missing.append("ambush of a spell")
    missing = list(dict.fromkeys(missing))
    new = dataclasses.replace(card, abilities=tuple(abilities), keywords=tuple(result.keywords),
                              supported=not missing, unsupported_text=tuple(missing))
    return new


@lru_cache(maxsize=1)
def compiled_pool() -> CardPool:
    """The bundled pool, compiled (cached: compiling the whole pool takes a few seconds)."""
    return load_card_pool().with_compiler(compile_card)
