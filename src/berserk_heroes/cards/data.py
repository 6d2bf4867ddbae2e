"""The card data: every card of the bundled jsonl data as printed, validated and turned into :class:`CardDef`.

This module knows nothing of the compiler or the engine, so that anything (the engine's «Назовите карту» included)
may read the printed data without pulling them in. The compiled, playable pool is ``cards/pool.py``.

Usage::

    data = load_card_data()              # every card as printed, without compiled abilities
    data.get("14-001")                   # by key
    data.by_name("Анаксарх")             # by name; the newest printing wins
    data.search(element="Горы", type="creature", cost=3)

Keys (see ``docs/cards.md``): ``"14-001"`` = set 14, collector number 1; ``"demo-003"`` for the synthetic
set; cards of the older sets 7 and 8 have no collector numbers and get ``"07-<latin slug of the name>"``,
e.g. ``"07-akvanit-strazh"``.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from ..errors import DataError
from .model import CREATURE, CardDef
from .schema import LEGACY_X_COST, STATLESS_TYPES, check_record, record_where

DATA_DIR = Path(__file__).parent / "data"
DEMO_SET = "demo"

_TRANSLIT = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t",
     "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"],
    strict=True,
))
_QUOTES = str.maketrans("", "", "«»\"„“”")
_DASHES = str.maketrans({"–": "-", "—": "-", "‑": "-", "’": "'", "`": "'", "ʼ": "'"})


@dataclass(frozen=True, slots=True)
class SourceRecord:
    """Where a card came from: data file name, 1-based line, and the raw JSON record."""

    file: str
    line: int
    data: dict[str, Any]

    @property
    def where(self) -> str:
        """``"14.jsonl:12"``."""
        return f"{self.file}:{self.line}"


@dataclass(frozen=True, slots=True)
class DataWarning:
    """Something in the card data that loads but looks wrong (see :func:`data_warnings`)."""

    code: str
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.code} {self.where}: {self.message}"


def normalize_name(name: str) -> str:
    """Lookup form of a card name: case-folded, «ё» → «е», quotes dropped, dashes and spaces unified."""
    text = name.translate(_QUOTES).translate(_DASHES).casefold().replace("ё", "е")
    text = re.sub(r"\s*-\s*", "-", text)
    return " ".join(text.split())


def slugify(name: str) -> str:
    """Latin, lower-case, hyphenated form of a (Russian) name: «Акванит-страж» → ``akvanit-strazh``."""
    latin = "".join(_TRANSLIT.get(ch, ch) for ch in name.casefold())
    return re.sub(r"[^a-z0-9]+", "-", latin).strip("-")


def card_key(record: Mapping[str, Any]) -> str:
    """Pool key of a record: ``"14-001"``, ``"demo-003"``, or ``"07-<slug>"`` for unnumbered cards."""
    set_code = record["set"]
    prefix = f"{set_code:02d}" if isinstance(set_code, int) else str(set_code)
    number = record.get("number")
    if number is None:
        return f"{prefix}-{slugify(record['name'])}"
    return f"{prefix}-{number:03d}"


def set_rank(card: CardDef) -> tuple[int, int]:
    """Sort key of a card's set, higher = newer. The synthetic demo set ranks below every printed set."""
    if card.set_code.isdigit():
        return (1, int(card.set_code))
    return (0, 0)


class IndexEntry(NamedTuple):
    """What a pool knows of a card without building it: key, printed name, lookup name, set rank."""

    key: str
    name: str
    lookup: str
    rank: tuple[int, int]


def index_entry(card: CardDef) -> IndexEntry:
    """The index entry of one card (see :meth:`CardPool.from_index`)."""
    return IndexEntry(card.key, card.name, normalize_name(card.name), set_rank(card))


def index_of(cards: Iterable[CardDef]) -> tuple[IndexEntry, ...]:
    """The index entries of ``cards``, in their order."""
    return tuple(index_entry(card) for card in cards)


def record_to_def(record: Mapping[str, Any]) -> CardDef:
    """Turn a (validated) record into a CardDef. ``"X"`` (or legacy -1) cost → cost 0 with ``cost_is_x``."""
    raw_cost = record["cost"]
    is_x = raw_cost in ("X", LEGACY_X_COST)
    cost: int | None = 0 if is_x else raw_cost
    statless = record["type"] in STATLESS_TYPES
    return CardDef(
        key=card_key(record),
        name=record["name"],
        type=record["type"],
        elements=tuple(record["elements"]),
        cost=cost,
        cost_is_x=is_x,
        strike=None if statless else record["attack"],
        life=None if statless else record["life"],
        classes=tuple(record["classes"]),
        text=record["text"],
        set_code=str(record["set"]),
        number=record["number"],
        set_name=record["set_name"],
        flavour=record["flavour"],
        confidence=record["confidence"],
        notes=record.get("notes"),
        source=record["source"],
    )


class CardPool:
    """All known cards, by key and by name. Immutable: :meth:`replace_defs` returns a new pool.

    The cards may be held by a lazy mapping (:meth:`from_index`): a card is then built only when asked for, so
    that a command showing one card or playing one game reads no more of the cached compiled pool than it needs.
    """

    def __init__(
        self,
        cards: Iterable[CardDef],
        records: Mapping[str, SourceRecord] | None = None,
        duplicates: Iterable[tuple[str, SourceRecord, SourceRecord]] = (),
    ) -> None:
        by_key: dict[str, CardDef] = {}
        for card in cards:
            if card.key in by_key:
                raise DataError(f"card pool key {card.key!r}", "two cards with the same key")
            by_key[card.key] = card
        self._setup(by_key, dict(records or {}), tuple(duplicates), index_of(by_key.values()))

    @classmethod
    def from_index(cls, cards: Mapping[str, CardDef], records: Mapping[str, SourceRecord],
                   duplicates: Iterable[tuple[str, SourceRecord, SourceRecord]], index: Iterable[IndexEntry]) -> CardPool:
        """A pool over ``cards``, a mapping that may build each card on first access; ``index`` gives every
        card's key, name, lookup name and set rank in load order (:func:`index_of`), so that lookups by name
        build only the printings asked for. ``cards`` and ``records`` are kept, not copied: never change them."""
        pool = cls.__new__(cls)
        pool._setup(cards, records, tuple(duplicates), tuple(index))
        return pool

    def _setup(self, cards: Mapping[str, CardDef], records: Mapping[str, SourceRecord],
               duplicates: tuple[tuple[str, SourceRecord, SourceRecord], ...], index: tuple[IndexEntry, ...]) -> None:
        self._cards: Mapping[str, CardDef] = cards
        self._records: Mapping[str, SourceRecord] = records
        self.duplicates: tuple[tuple[str, SourceRecord, SourceRecord], ...] = duplicates
        """Keys seen twice while loading: (key, kept record, dropped record)."""
        self._index = index
        self._name_of: dict[str, str] = {entry.key: entry.name for entry in index}
        by_name: dict[str, list[IndexEntry]] = defaultdict(list)
        for entry in index:
            by_name[entry.lookup].append(entry)
        # newest printing first; the sort is stable, so printings of one set keep their load order
        self._by_name: dict[str, list[str]] = {
            lookup: [e.key for e in sorted(entries, key=lambda e: e.rank, reverse=True)]
            for lookup, entries in by_name.items()}

    def __len__(self) -> int:
        return len(self._name_of)

    def __iter__(self) -> Iterator[CardDef]:
        return (self._cards[entry.key] for entry in self._index)

    def __contains__(self, key: object) -> bool:
        return key in self._name_of

    def __repr__(self) -> str:
        return f"<CardPool {len(self)} cards>"

    def index(self) -> tuple[IndexEntry, ...]:
        """Key, name, lookup name and set rank of every card, in load order (builds no card)."""
        return self._index

    def keys(self) -> list[str]:
        """All keys in load order."""
        return [entry.key for entry in self._index]

    def get(self, key: str) -> CardDef:
        """The card with this key; KeyError if there is none."""
        try:
            return self._cards[key]
        except KeyError:
            raise KeyError(f"no card with key {key!r}") from None

    def record(self, key: str) -> SourceRecord | None:
        """Provenance of a card: data file, line and raw record (None for cards built in code)."""
        return self._records.get(key)

    def printings(self, name: str) -> tuple[CardDef, ...]:
        """Every card with this name (lookup form, see :func:`normalize_name`), newest printing first."""
        return tuple(self._cards[key] for key in self._by_name.get(normalize_name(name), ()))

    def find(self, name: str, set_code: str | int | None = None) -> CardDef | None:
        """Like :meth:`by_name` but returns None when nothing matches."""
        printings = self.printings(name)
        if set_code is not None:
            printings = tuple(c for c in printings if c.set_code == str(set_code))
        return printings[0] if printings else None

    def by_name(self, name: str, set_code: str | int | None = None) -> CardDef:
        """The card with this name. The newest printing wins (its rules text counts); ``set_code`` picks one.

        Raises KeyError naming close matches when there is no such card.
        """
        card = self.find(name, set_code)
        if card is None:
            in_set = f" in set {set_code}" if set_code is not None else ""
            hint = self.suggest(name)
            tail = f"; did you mean: {', '.join(hint)}?" if hint else ""
            raise KeyError(f"no card named «{name}»{in_set}{tail}")
        return card

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Up to ``n`` card names close to ``name`` (for «did you mean» messages)."""
        close = difflib.get_close_matches(normalize_name(name), list(self._by_name), n=n, cutoff=0.6)
        return [self._name_of[self._by_name[c][0]] for c in close]

    def names(self) -> list[str]:
        """Every distinct card name (spelling of the newest printing), sorted."""
        return sorted(self._name_of[keys[0]] for keys in self._by_name.values())

    def is_newest(self, card: CardDef) -> bool:
        """Whether ``card`` is the printing of its name that :meth:`by_name` returns."""
        return self._by_name.get(normalize_name(card.name), [""])[0] == card.key

    def search(
        self,
        element: str | None = None,
        type: str | None = None,
        card_class: str | None = None,
        cost: int | str | None = None,
        text: str | None = None,
        name: str | None = None,
        newest_only: bool = False,
    ) -> list[CardDef]:
        """Cards matching every given filter, in pool order.

        ``element``: one of the card's elements; ``type``: data type (``"creature"`` …); ``card_class``: one
        of the classes (case and «ё» ignored); ``cost``: a number, or ``"X"`` for X-cost cards; ``text`` and
        ``name``: substrings (lookup form); ``newest_only``: skip older printings of a name.
        """
        tests = _search_tests(element, type, card_class, cost, text, name)
        found = [card for card in self if all(test(card) for test in tests)]
        return [c for c in found if self.is_newest(c)] if newest_only else found

    def replace_defs(self, new_defs: Mapping[str, CardDef]) -> CardPool:
        """A new pool where the cards of ``new_defs`` (key → CardDef, same key) replace the old ones.

        This is how the card-text compiler swaps in compiled definitions (abilities, keywords, ``supported``).
        ``dataclasses.replace`` is safe: ``kw`` is derived from ``keywords`` in ``__post_init__``.
        """
        for key, card in new_defs.items():
            if key not in self._name_of:
                raise KeyError(f"no card with key {key!r} to replace")
            if card.key != key:
                raise ValueError(f"replacement for {key!r} has key {card.key!r}")
        cards: Mapping[str, CardDef]
        if isinstance(self._cards, dict):
            cards = {**self._cards, **new_defs}
        else:  # a lazy pool: the cards not replaced stay unbuilt until asked for
            cards = _Overlay(dict(new_defs), self._cards)
        replaced = {key: index_entry(card) for key, card in new_defs.items()}
        index = [replaced.get(entry.key, entry) for entry in self._index]
        return CardPool.from_index(cards, self._records, self.duplicates, index)

    def with_compiler(self, compile_fn: Callable[[CardDef], CardDef]) -> CardPool:
        """A new pool with ``compile_fn`` applied to every card (it must keep the key)."""
        return self.replace_defs({card.key: compile_fn(card) for card in self})

    def with_updates(self, **changes: Any) -> CardPool:
        """A new pool with the same field changes applied to every card (``dataclasses.replace``)."""
        return self.with_compiler(lambda card: replace_def(card, **changes))


class _Overlay(Mapping[str, CardDef]):
    """``top``'s cards over ``base``'s (same keys), without building the cards of ``base`` that are not asked for."""

    def __init__(self, top: dict[str, CardDef], base: Mapping[str, CardDef]) -> None:
        self._top = top
        self._base = base

    def __getitem__(self, key: str) -> CardDef:
        card = self._top.get(key)
        return card if card is not None else self._base[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._base)

    def __len__(self) -> int:
        return len(self._base)


def replace_def(card: CardDef, **changes: Any) -> CardDef:
    """``dataclasses.replace`` for CardDef (kept for callers; ``kw`` is rebuilt from ``keywords``)."""
    return dataclasses.replace(card, **changes)


def _fold(text: str) -> str:
    return text.casefold().replace("ё", "е")


def _search_tests(
    element: str | None,
    type_: str | None,
    card_class: str | None,
    cost: int | str | None,
    text: str | None,
    name: str | None,
) -> list[Callable[[CardDef], bool]]:
    tests: list[Callable[[CardDef], bool]] = []
    if element is not None:
        tests.append(lambda c: element in c.elements)
    if type_ is not None:
        tests.append(lambda c: c.type == type_)
    if card_class is not None:
        wanted = _fold(card_class)
        tests.append(lambda c: any(_fold(k) == wanted for k in c.classes))
    if cost == "X":
        tests.append(lambda c: c.cost_is_x)
    elif cost is not None:
        tests.append(lambda c: c.cost == cost and not c.cost_is_x)
    if text is not None:
        needle = _fold(text)
        tests.append(lambda c: needle in _fold(c.text))
    if name is not None:
        part = normalize_name(name)
        tests.append(lambda c: part in normalize_name(c.name))
    return tests


def _file_order(path: Path) -> tuple[int, str]:
    stem = path.stem
    if stem.isdigit():
        return (int(stem), stem)
    return (0, stem) if stem.startswith("older") else (10_000, stem)


def default_data_files() -> list[Path]:
    """The bundled data files, oldest set first (demo last)."""
    return sorted(DATA_DIR.glob("*.jsonl"), key=_file_order)


def read_records(path: Path) -> Iterator[SourceRecord]:
    """Parse and schema-check every non-blank line of one jsonl file."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(str(path), f"cannot read card data: {exc}") from exc
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as exc:
            message = f"invalid JSON: {exc.msg} (column {exc.colno})"
            raise DataError(record_where(path.name, number), message) from exc
        check_record(data, path.name, number)
        yield SourceRecord(path.name, number, data)


def load_card_data(paths: Iterable[str | Path] | None = None) -> CardPool:
    """The card data as printed, validated and converted but *not* compiled: the cards have no abilities (use
    ``cards.pool.load_card_pool`` to play). Without ``paths``: the bundled data (cached, shared)."""
    if paths is None:
        return _default_data()
    return _load(tuple(Path(p) for p in paths))


@lru_cache(maxsize=1)
def _default_data() -> CardPool:
    return _load(tuple(default_data_files()))


def _load(paths: tuple[Path, ...]) -> CardPool:
    cards: dict[str, CardDef] = {}
    records: dict[str, SourceRecord] = {}
    duplicates: list[tuple[str, SourceRecord, SourceRecord]] = []
    for path in paths:
        for source in read_records(path):
            card = record_to_def(source.data)
            if card.key in cards:
                duplicates.append((card.key, records[card.key], source))
                continue
            cards[card.key] = card
            records[card.key] = source
    return CardPool(cards.values(), records, duplicates)


# --------------------------------------------------------------------------------------------------- warnings

_STAT_FIELDS = ("type", "elements", "cost", "cost_is_x", "strike", "life", "classes")


def data_warnings(pool: CardPool) -> list[DataWarning]:
    """Everything in the data that loads but looks wrong, most serious first.

    Codes: ``duplicate_key``, ``mixed_numbering`` (a file where only some cards have collector numbers),
    ``name_stats_differ`` (same name, different type/element/cost/stats/classes), ``name_spelling`` (a
    reprint whose name is spelt differently: quotes, «ё», case),
    ``missing_stats`` (creature or token without strike or life), ``legacy_x_cost`` (cost -1 read as X),
    ``stats_on_statless`` (a spell or support
    card with strike/life in the data, ignored), ``class_spelling`` (one class spelt several ways),
    ``latin_letters`` (Latin letters in a Russian name), ``old_notation`` (``(Т)``/``(1)`` instead of
    ``{Т}``/``1{м}``), ``reprint_text_differs`` (errata between printings; the newest counts),
    ``confidence`` (medium/low confidence cards, with their notes).
    """
    warnings: list[DataWarning] = []
    for check in (_dup_warnings, _reprint_warnings, _stat_warnings, _class_warnings, _text_warnings,
                  _confidence_warnings):
        warnings.extend(check(pool))
    return warnings


def _where(pool: CardPool, card: CardDef) -> str:
    source = pool.record(card.key)
    place = f"{source.where} " if source else ""
    return f"{place}{card.key} «{card.name}»"


def _dup_warnings(pool: CardPool) -> Iterator[DataWarning]:
    for key, kept, dropped in pool.duplicates:
        yield DataWarning("duplicate_key", dropped.where,
                          f"key {key} («{dropped.data.get('name')}») already used at {kept.where}; skipped")
    numbered: dict[str, list[bool]] = defaultdict(list)
    for key in pool.keys():
        source = pool.record(key)
        if source is not None:
            numbered[source.file].append(source.data.get("number") is not None)
    for file, flags in numbered.items():
        if any(flags) and not all(flags):
            yield DataWarning("mixed_numbering", file, f"{sum(flags)} of {len(flags)} cards have a collector "
                              "number; the others get name-slug keys")


def _reprint_warnings(pool: CardPool) -> Iterator[DataWarning]:
    for name in pool.names():
        printings = pool.printings(name)
        if len(printings) < 2:
            continue
        newest = printings[0]
        for old in printings[1:]:
            if old.name != newest.name:
                yield DataWarning("name_spelling", _where(pool, old), f"spelt «{newest.name}» in {newest.key}")
            diffs = [f for f in _STAT_FIELDS if getattr(old, f) != getattr(newest, f)]
            if diffs:
                shown = "; ".join(f"{f}: {getattr(old, f)!r} → {getattr(newest, f)!r}" for f in diffs)
                yield DataWarning("name_stats_differ", _where(pool, old),
                                  f"differs from {newest.key}: {shown}")
            elif " ".join(old.text.split()) != " ".join(newest.text.split()):
                yield DataWarning("reprint_text_differs", _where(pool, old),
                                  f"rules text differs from the newest printing {newest.key}")


def _stat_warnings(pool: CardPool) -> Iterator[DataWarning]:
    for card in pool:
        if card.type in (CREATURE, "token") and (card.strike is None or card.life is None):
            yield DataWarning("missing_stats", _where(pool, card),
                              f"{card.type} without strike/life (strike={card.strike}, life={card.life})")
        source = pool.record(card.key)
        if source and source.data.get("cost") == LEGACY_X_COST:
            yield DataWarning("legacy_x_cost", _where(pool, card), "cost -1 in the data, read as X")
        if source and card.type in STATLESS_TYPES:
            stats = {f: source.data.get(f) for f in ("attack", "life") if source.data.get(f) is not None}
            if stats:
                yield DataWarning("stats_on_statless", _where(pool, card),
                                  f"{card.type} card with {stats} in the data (ignored)")


def _class_warnings(pool: CardPool) -> Iterator[DataWarning]:
    spellings: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for card in pool:
        for card_class in card.classes:
            spellings[_fold(card_class)][card_class].append(card.key)
    for variants in spellings.values():
        if len(variants) > 1:
            shown = "; ".join(f"«{v}» ×{len(keys)} (e.g. {keys[0]})" for v, keys in variants.items())
            yield DataWarning("class_spelling", "classes", f"one class spelt several ways: {shown}")


def _text_warnings(pool: CardPool) -> Iterator[DataWarning]:
    for card in pool:
        if re.search(r"[A-Za-z]", card.name):
            yield DataWarning("latin_letters", _where(pool, card), "Latin letters in the name")
        if re.search(r"\((?:Т|\d+|Х)\)", card.text):
            yield DataWarning("old_notation", _where(pool, card),
                              "old cost notation «(Т)»/«(1)» in the text (newer data writes «{Т}»/«1{м}»)")


def _confidence_warnings(pool: CardPool) -> Iterator[DataWarning]:
    for card in pool:
        if card.confidence != "high":
            yield DataWarning("confidence", _where(pool, card),
                              f"{card.confidence}: {card.notes or '(no notes)'}")


def main() -> None:
    """``python -m berserk_heroes.cards.data``: card counts and the data warnings of the bundled data."""
    pool = load_card_data()
    warnings = data_warnings(pool)
    print(f"{len(pool)} cards from {len(default_data_files())} files; {len(warnings)} data warnings")
    for warning in warnings:
        print(f"  {warning}")


if __name__ == "__main__":
    main()
