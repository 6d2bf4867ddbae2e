"""The compiled card pool: every card's printed text compiled into abilities, with its support status.

A card is *supported* when its whole text compiled and the engine implements everything the compiled
abilities use (``engine/support.py``). Unsupported cards keep ``unsupported_text`` listing what is missing;
decks refuse them unless the user explicitly allows them (then that text is ignored, and views say so).

:func:`compiled_pool` reads the bundled pool from the on-disk cache (``cards/cache.py``) and compiles it only
when the cache has no file for the current sources; the compiler (and lark) are imported only then. With each
card the build keeps a :class:`CardGrammar`, what its parse used, for the generalisation measure
(``cards/generalisation.py``).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from .. import abilities as A
from ..abilities import HAND, THIS, Ability, Effect, is_ambush
from . import cache
from .data import CardPool, IndexEntry, SourceRecord, default_data_files, load_card_data
from .model import SUPPORT_TYPES, CardDef

OVERRIDES = Path(__file__).resolve().parent / "data" / "overrides.yaml"


@lru_cache(maxsize=1)
def overrides() -> dict[str, tuple[Ability, ...]]:
    """Card name → hand-written abilities for paragraphs the compiler cannot read yet (data/overrides.yaml)."""
    from ..scenarios.vocab import ability_from
    from ..scenarios.yamlio import load_yaml

    data = load_yaml(OVERRIDES) or {}
    return {name: tuple(ability_from(a) for a in items) for name, items in data.items()}


KNOWN_WRONG = Path(__file__).resolve().parent / "data" / "known_wrong.yaml"


@lru_cache(maxsize=1)
def known_wrong() -> dict[str, str]:
    """Card name → why its compiled meaning is known to be wrong (data/known_wrong.yaml)."""
    from ..scenarios.yamlio import load_yaml

    return {str(k): str(v) for k, v in (load_yaml(KNOWN_WRONG) or {}).items()}


def _norm(text: str) -> str:
    return " ".join(text.replace("ё", "е").split()).strip().lower()


def _plain_spell(card: CardDef, abilities: list[Ability]) -> bool:
    """Whether the spell abilities of ``card`` need no choice when declared: no target, no «Выберите …» mode, no X."""
    spells = [ab for ab in abilities if ab.kind == "spell"]
    return bool(spells) and not card.cost_is_x and all(
        not ab.targets and not ab.costs and not any(e.verb == "choose_mode" for e in ab.effects) for ab in spells)


def _at_set_price(effect: Effect) -> bool:
    """Whether ``effect`` plays a card for a price the text sets («разыграйте за N{м}»): a spell played so is declared on
    the spot, as by its Засада."""
    return effect.verb == A.PLAY_FROM and effect.param("price") == A.SET_PRICE


class CardGrammar(NamedTuple):
    """What compiling a card's text used of the grammar: whether every paragraph parsed, whether hand-written
    abilities (data/overrides.yaml) stood in for some, and the grammar productions of its parse
    (``cards/productions.py``)."""

    parsed: bool
    hand_written: bool
    productions: tuple[str, ...]


NO_TEXT = CardGrammar(True, False, ())


def compile_card(card: CardDef) -> CardDef:
    """The card with its compiled abilities, keywords and support status."""
    return compile_card_grammar(card)[0]


def compile_card_grammar(card: CardDef) -> tuple[CardDef, CardGrammar]:
    """:func:`compile_card`, with what the compilation used of the grammar."""
    if not card.text.strip():
        return card, NO_TEXT
    from berserk_heroes.cards.language.keywords import paid_x_abilities
    from berserk_heroes.cards.language.statics import targets_x_paid

    from ..engine.support import (
        printed_keyword_abilities,
        shared_ability_gaps,
        unsupported_parts,
        x_bound_used,
    )
    from .compiler import compile_text
    from .productions import recording

    with recording() as used:
        result = compile_text(card.text, card.name, card.type)
    abilities = list(result.abilities)
    unparsed = list(result.unparsed)
    # Hand-written abilities only for paragraphs the compiler could not read (never twice).
    extra = tuple(ab for ab in overrides().get(card.name, ()) if _norm(ab.text) in {_norm(u) for u in unparsed})
    if extra:
        covered = {_norm(ab.text) for ab in extra}
        unparsed = [u for u in unparsed if _norm(u) not in covered]
        abilities.extend(extra)
    missing: list[str] = unparsed
    abilities, x_gaps = paid_x_abilities(card.cost_is_x, abilities)  # the X paid for a card of cost X
    abilities = targets_x_paid(card.cost_is_x, abilities)  # «Х <карт>» as targets of such a card's Найм
    missing.extend(x_gaps)
    meanings, unknown_keywords = printed_keyword_abilities(result.keywords)
    missing.extend(f"keyword {code}" for code in unknown_keywords)
    abilities.extend(meanings)
    missing.extend(shared_ability_gaps(abilities))  # (a card-level test: which abilities the card shares)
    runnable = []
    for ab in abilities:
        gaps = unsupported_parts(ab)
        if card.type not in ("creature", *SUPPORT_TYPES) and any(is_ambush(e) or _at_set_price(e) for e in ab.effects) and not (
                card.type == "spell" and _plain_spell(card, abilities)):
            # a spell played by its Засада is declared on the spot (effects._play_ambushed_spell): only a spell whose
            # abilities need no choice at declaration (no target, no mode, no X)
            gaps.append("ambush of a spell")
        if ab.kind == "spell" and not card.cost_is_x and x_bound_used(ab.effects):
            gaps.append("cost bound x of a spell that does not cost X")
        missing.extend(gaps)
        if not gaps:
            runnable.append(ab)  # an ability the engine cannot run is left out: its text is ignored, never guessed
    missing_cards: tuple[str, ...] = ()
    if card.back is None and any(_flips(ab.effects) for ab in runnable):
        missing.append(f"the «Обращённый» side of «{card.name}» is not in the card data")
        missing_cards = (f"{card.name} (Обращённый)",)
    wrong = known_wrong().get(card.name)
    if wrong:
        missing.append(f"known to compile wrongly: {wrong}")
    missing = list(dict.fromkeys(missing))
    new = dataclasses.replace(card, abilities=tuple(runnable), keywords=tuple(result.keywords),
                              supported=not missing, unsupported_text=tuple(missing), missing_cards=missing_cards)
    return new, CardGrammar(result.fully, bool(extra), tuple(sorted(used)))


def _flips(effects: tuple[Effect, ...]) -> bool:
    """Whether an instruction of ``effects`` flips the card («Переверните <эту карту>»): a double-faced card plays only
    when its data has its other side (``CardDef.back``), as a card that creates another needs that card's data."""
    return any(e.verb == "flip" or _flips(e.then) or _flips(e.otherwise) for e in effects)


class CompiledPool(NamedTuple):
    """A compiled pool and, by card key, what each card's compilation used of the grammar."""

    pool: CardPool
    grammar: Mapping[str, CardGrammar]
    descriptions: Mapping[str, tuple[tuple[str, str], ...]] = {}
    """By card key, each compiled ability in (Russian, English) words (``describe.describe_card``), when the pool came
    through the on-disk cache: describing inflects words, so the cache keeps the words and a warm start never loads
    the morphological analyser."""


def compile_pool(data: CardPool) -> CardPool:
    """Every card of ``data`` (a pool as printed, ``pool.load_card_data``) compiled; see :func:`compile_with_grammar`."""
    return compile_with_grammar(data).pool


def compile_with_grammar(data: CardPool) -> CompiledPool:
    """Compile every card of ``data``. A card that creates a card missing from the data («Создайте X» with no X to
    put in the запас) is unsupported."""
    compiled = {card.key: compile_card_grammar(card) for card in data}
    pool = data.replace_defs({key: card for key, (card, _) in compiled.items()})
    pool = pool.replace_defs({c.key: c2 for c in pool if (c2 := check_created(c, pool)) is not c})
    return CompiledPool(pool, {key: grammar for key, (_, grammar) in compiled.items()})


def compiled_pool() -> CardPool:
    """The bundled pool, compiled, shared by every caller: read from the on-disk cache, or compiled (a few seconds)
    and cached when the cache has no file for the current sources."""
    return bundled_pool().pool


def described(card: CardDef) -> tuple[tuple[str, str], ...] | None:
    """The cached (Russian, English) words of the abilities of ``card`` when it is a card of the bundled pool (the
    very object), else None: then describe it (``describe.describe_card``)."""
    bundled = bundled_pool()
    if card.key not in bundled.descriptions:
        return None if card.abilities else ()
    try:
        same = bundled.pool.get(card.key) is card
    except KeyError:
        return None
    return bundled.descriptions[card.key] if same else None


def pool_grammar() -> Mapping[str, CardGrammar]:
    """By card key, what compiling each card of the bundled pool used of the grammar (from the same cache)."""
    return bundled_pool().grammar


@lru_cache(maxsize=1)
def bundled_pool() -> CompiledPool:
    """The bundled pool and its grammar use (:func:`load_or_compile` of the bundled data files), shared."""
    return load_or_compile(default_data_files())


def load_or_compile(files: Sequence[Path]) -> CompiledPool:
    """The compiled pool of these data files and its grammar use: from the on-disk cache when it holds a file for
    the current sources (``cards/cache.py``), else compiled and written to it."""
    key = cache.source_key(files)
    stored = cache.read(key)
    if stored is not None:
        try:
            return _from_payload(stored)
        except (ValueError, KeyError, TypeError, AttributeError):
            pass  # laid out by another version of this code under the same key (a bug): compile and rewrite
    built = compile_with_grammar(load_card_data(files))
    built = built._replace(descriptions=_descriptions(built.pool))
    cache.write(key, _payload(built))
    return built


def _descriptions(pool: CardPool) -> dict[str, tuple[tuple[str, str], ...]]:
    """Every card's abilities in words, as ``CompiledPool.descriptions`` keeps them."""
    from .describe import describe_card

    return {card.key: tuple((words.ru, words.en) for words in describe_card(card)) for card in pool if card.abilities}


def _payload(built: CompiledPool) -> dict[str, Any]:
    """What the cache stores: each card pickled on its own, the pool's index, records and duplicates as plain
    tuples, and every card's grammar use (equal production names are one object, so the file holds each once)."""
    pool = built.pool
    names: dict[str, str] = {}
    records = {key: pool.record(key) for key in pool.keys()}
    return {
        "index": [tuple(entry) for entry in pool.index()],
        "cards": cache.pickled_each({card.key: card for card in pool}),
        "records": cache.pickled({key: _record_tuple(r) for key, r in records.items() if r is not None}),
        "duplicates": [(key, _record_tuple(kept), _record_tuple(dropped)) for key, kept, dropped in pool.duplicates],
        "grammar": cache.pickled({key: (g.parsed, g.hand_written, tuple(names.setdefault(p, p) for p in g.productions))
                                  for key, g in built.grammar.items()}),
        "descriptions": cache.pickled_each(built.descriptions),
    }


def _record_tuple(record: SourceRecord) -> tuple[str, int, dict[str, Any]]:
    return record.file, record.line, record.data


def _from_payload(stored: Mapping[str, Any]) -> CompiledPool:
    """The pool :func:`_payload` stored, its cards, records and grammar use built on first use; ValueError (or a
    lookup or type error) when the payload is not laid out as written."""
    index = [IndexEntry(str(key), str(name), str(lookup), (int(rank[0]), int(rank[1])))
             for key, name, lookup, rank in stored["index"]]
    cards = cache.LazyCards(stored["cards"], check=_check_card)
    if list(cards) != [entry.key for entry in index]:
        raise ValueError("the cached cards and index differ")
    records = cache.LazyDict(stored["records"], build=lambda fields: SourceRecord(*fields))
    duplicates = [(key, SourceRecord(*kept), SourceRecord(*dropped)) for key, kept, dropped in stored["duplicates"]]
    grammar = cache.LazyDict(stored["grammar"], build=lambda fields: CardGrammar(*fields))
    descriptions = cache.LazyCards(stored["descriptions"], check=_check_words)
    return CompiledPool(CardPool.from_index(cards, records, duplicates, index), grammar, descriptions)


def _check_words(key: str, words: object) -> None:
    if not isinstance(words, tuple) or not all(isinstance(w, tuple) and len(w) == 2 for w in words):
        raise ValueError(f"the cached description of {key!r} is not one")


def _check_card(key: str, card: object) -> None:
    if not isinstance(card, CardDef) or card.key != key:
        raise ValueError(f"the cached card {key!r} is not that card")


def check_created(card: CardDef, pool: CardPool) -> CardDef:
    """``card`` itself, or a copy marked unsupported if it creates cards the pool does not have."""
    absent = tuple(name for name in created_names(card) if pool.find(name) is None)
    if not absent:
        return card
    missing = tuple(f"created card «{name}» is not in the card data" for name in absent)
    return dataclasses.replace(card, supported=False, unsupported_text=(*card.unsupported_text, *missing),
                               missing_cards=(*card.missing_cards, *absent))


def created_names(card: CardDef) -> Counter[str]:
    """Names of the created cards («Создайте X») a card's abilities can make, with how many at most."""
    counts: Counter[str] = Counter()

    def walk(effects: tuple[Effect, ...], times: int = 1) -> None:
        for e in effects:
            if e.verb == "create" and e.param("name"):
                counts[e.param("name")] += times * (e.amount if isinstance(e.amount, int) and e.amount > 0 else 1)
            walk(e.then, times)
            walk(e.otherwise, times)
            walk(e.param("effects", ()) or (), times)
            # a choice made N times may pick one mode each time; a number counted in play («Х раз», «за каждого …»):
            # as many as the запас may hold of a name (reserve_for keeps at most 10)
            again = e.param("times", 1)
            again = again if isinstance(again, int) and again > 0 else 10
            for mode in e.param("modes", ()) or ():
                walk(mode.effects if isinstance(mode, Ability) else mode, times * again)

    for ab in card.abilities:
        walk(ab.effects)
        for part in ab.statics:
            if part.kind == "grant_ability" and part.ability is not None:  # «имеют: «Гибель: Создайте …»»: each
                walk(part.ability.effects, 10)  # of the cards that have it may create one
            # Кладка given to the spells of a hand (each may make an Яйцо)
            if part.kind == "grant" and part.keyword == "clutch" and part.select is not None \
                    and part.select.zone == HAND:
                counts["Яйцо"] += 10
    return counts


def reserve_for(cards: list[CardDef], pool: CardPool) -> list[CardDef]:
    """The запас a deck needs (§1.4.2): enough created cards for every «Создайте X» of its cards (each card
    that creates X adds as many as it makes, at most 10 of a name), found by name in the pool."""
    need: Counter[str] = Counter()
    for card in cards:
        need.update(created_names(card))
    out: list[CardDef] = []
    for name, count in sorted(need.items()):
        token = pool.find(name)
        if token is not None:
            out.extend([token] * min(count, 10))
    # «Создайте копию <этой карты>»: the copies wait in the запас too (as created cards, engine/state.created_version),
    # two for each such card of the deck (it may enter play again), at most 10 of a card.
    copies: Counter[str] = Counter()
    by_key: dict[str, CardDef] = {}
    for card in cards:
        if copies_itself(card):
            # «создать Х копий этого существа»: as many as the cap allows
            copies[card.key] += 10 if copies_itself(card, many=True) else 2
            by_key[card.key] = card
    for key, count in sorted(copies.items()):
        out.extend([by_key[key]] * min(count, 10))
    # «Дар жизни (X)»: copies of the deck's own non-created creatures of cost ≤ X (any cost for
    # the unnumbered one) wait in the запас, two of each (a copy goes back there when it leaves play).
    bound = max((gift_bound(card) for card in cards), default=-1)
    if bound >= 0:
        gifts: dict[str, CardDef] = {}
        for card in cards:
            if card.type == "creature" and "created" not in card.kw and (card.cost or 0) <= bound:
                gifts.setdefault(card.key, card)
        for key in sorted(gifts):
            out.extend([gifts[key]] * max(0, 2 - copies.get(key, 0)))
    return out


GIFT_UNBOUNDED = 99  # the unnumbered «Дар жизни» (its bound is a rules option: every cost may be needed)


def gift_bound(card: CardDef) -> int:
    """The highest X of the «Дар жизни (X)» the card can carry out (printed keyword, instruction, or in an ability it
    grants); −1 if none."""
    best = -1
    for code, value in card.keywords:
        if code == "gift_of_life":
            best = max(best, value or GIFT_UNBOUNDED)

    def walk(effects: tuple[Effect, ...]) -> None:
        nonlocal best
        for e in effects:
            if e.verb == "gift_of_life":
                best = max(best, e.amount if isinstance(e.amount, int) else GIFT_UNBOUNDED)
            ability = e.param("ability")
            if isinstance(ability, Ability):
                walk(ability.effects)
            walk(e.then)
            walk(e.otherwise)
            walk(e.param("effects", ()) or ())

    for ab in card.abilities:
        walk(ab.effects)
        for part in ab.statics:
            if isinstance(part.ability, Ability):
                walk(part.ability.effects)
    return best


def copies_itself(card: CardDef, many: bool = False) -> bool:
    """Whether one of the card's abilities creates a copy of the card itself («Создайте копию <этой карты>»); with
    ``many``: any number of copies at once («создать Х копий этого существа», )."""

    def walk(effects: tuple[Effect, ...]) -> bool:
        for e in effects:
            if e.verb == "lose_x_copies_of_hoarded" and e.what == THIS:
                return True
            if e.verb == "create" and e.param("name") is None and e.what == THIS and not many:
                return True
            if walk(e.then) or walk(e.otherwise) or walk(e.param("effects", ()) or ()):
                return True
            for mode in e.param("modes", ()) or ():
                if walk(mode.effects if isinstance(mode, Ability) else mode):
                    return True
        return False

    return any(walk(ab.effects) for ab in card.abilities)
