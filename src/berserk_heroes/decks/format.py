"""Plain-text deck files (see ``docs/decks.md``).

Example::

    # Драконы степей
    Название: Драконы степей
    Герой: Аира [14-176]

    3 Анаксарх [14-001]
    3 Дракарис
    2 Бойня

    Дополнительная колода:
    1 Сфера сияния

A card line is ``<count> <name>`` with an optional pool key in square brackets (``[14-001]``) that pins one
printing; without it the newest printing of the name is used. The hero comes from a ``Герой:`` line, or
from a first card line without a count. ``#`` starts a comment; blank lines are ignored.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..cards.model import CardDef
from ..cards.pool import CardPool, load_card_pool, normalize_name
from ..errors import DataError
from ..files import read_text_bounded, write_text_atomically
from ..limits import (
    MAX_COPIES_PER_LINE,
    MAX_DECK_CARDS,
    MAX_DECK_FILE_BYTES,
    MAX_LINE_CHARS,
    MAX_LISTED_ERRORS,
    excerpt,
    listing,
    whole_number,
)
from ..russian import plural

MAX_COUNT = MAX_COPIES_PER_LINE

NAME_HEADERS = ("название", "name")
HERO_HEADERS = ("герой", "hero")
MAIN_HEADERS = ("колода", "основная колода", "deck", "main")
SIDEBOARD_HEADERS = ("дополнительная колода", "сайдборд", "sideboard")
_ALL_HEADERS = NAME_HEADERS + HERO_HEADERS + MAIN_HEADERS + SIDEBOARD_HEADERS

# Every pattern here is matched in time linear in the line (no nested or adjacent quantifiers that could
# backtrack over the same spaces); headers and pinned keys are split with str methods for the same reason.
_CARD_RE = re.compile(r"(?P<count>[+-]?[0-9]+)\s+(?P<rest>.*)")


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: hero key, card keys (one per copy, in file order) and sideboard keys.

    ``source``, ``hero_line`` and ``line_numbers`` (key → first line it appears on) only help error
    messages; they are not part of equality, so ``parse_deck(format_deck(d)) == d``.
    """

    name: str
    hero: str | None
    cards: tuple[str, ...]
    sideboard: tuple[str, ...] = ()
    source: str = field(default="<deck>", compare=False)
    hero_line: int | None = field(default=None, compare=False)
    line_numbers: tuple[tuple[str, int], ...] = field(default=(), compare=False)

    def line_of(self, key: str) -> int | None:
        """First line of the deck file that names ``key`` (the hero line for the hero), if known."""
        if key == self.hero and self.hero_line is not None:
            return self.hero_line
        return next((line for k, line in self.line_numbers if k == key), None)

    def all_cards(self) -> tuple[str, ...]:
        """Deck and sideboard keys together (hero not included)."""
        return self.cards + self.sideboard


@dataclass
class _Builder:
    source: str
    name: str | None = None
    hero: str | None = None
    hero_line: int | None = None
    cards: list[str] = field(default_factory=list)
    sideboard: list[str] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict)
    in_sideboard: bool = False
    errors: list[DataError] = field(default_factory=list)
    overfull: set[bool] = field(default_factory=set)
    """The parts (``in_sideboard`` values) that passed ``MAX_DECK_CARDS``."""

    def error(self, line: int, text: str, message: str) -> None:
        """Record a bad line; the message quotes at most an excerpt of it."""
        self.errors.append(DataError(f"{self.source}:{line}", f"{message} (строка / line: {excerpt(text)!r})"))

    def add(self, key: str, count: int, line: int, text: str) -> None:
        cards = self.sideboard if self.in_sideboard else self.cards
        if len(cards) + count > MAX_DECK_CARDS:
            if self.in_sideboard not in self.overfull:  # said once per part, at the first line beyond the limit
                self.overfull.add(self.in_sideboard)
                part = "дополнительной колоде" if self.in_sideboard else "колоде"
                self.error(line, text, f"в {part} больше {MAX_DECK_CARDS} {plural(MAX_DECK_CARDS, 'карты', 'карт', 'карт')} / more than {MAX_DECK_CARDS} "
                                       "cards (the engine's limit)")
            return
        cards.extend([key] * count)
        self.lines.setdefault(key, line)

    def set_hero(self, key: str, line: int, text: str) -> None:
        if self.hero is not None:
            self.error(line, text, f"второй герой; герой уже задан в строке {self.hero_line} / "
                                   f"a second hero; the hero is already given on line {self.hero_line}")
            return
        self.hero, self.hero_line = key, line


def parse_deck(text: str, pool: CardPool, source_name: str = "<deck>") -> Deck:
    """Read a deck from text. Raises DataError naming the source, line and text of every bad line.

    Time is linear in the text; the text (at most ``MAX_DECK_FILE_BYTES``), each line (``MAX_LINE_CHARS``),
    each count (``MAX_COUNT``) and the deck (``MAX_DECK_CARDS``) are bounded, and a message quotes at most an
    excerpt of a line."""
    if len(text) > MAX_DECK_FILE_BYTES:
        raise DataError(source_name, f"колода длиннее {_characters(MAX_DECK_FILE_BYTES)} / the deck is longer than "
                                     f"{MAX_DECK_FILE_BYTES} characters")
    builder = _Builder(source_name)
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > MAX_LINE_CHARS:
            builder.error(number, raw, f"строка длиннее {_characters(MAX_LINE_CHARS)} / the line is longer than "
                                       f"{MAX_LINE_CHARS} characters")
            continue
        line = raw.split("#", 1)[0].strip().lstrip("\ufeff")
        if line:
            _parse_line(builder, pool, number, line)
    if builder.errors:
        if len(builder.errors) == 1:
            raise builder.errors[0]
        errors = listing([str(e) for e in builder.errors])
        raise DataError(source_name, f"ошибки в колоде / errors in the deck:\n{errors}")
    return Deck(
        name=builder.name if builder.name is not None else _default_name(source_name),
        hero=builder.hero,
        cards=tuple(builder.cards),
        sideboard=tuple(builder.sideboard),
        source=source_name,
        hero_line=builder.hero_line,
        line_numbers=tuple(builder.lines.items()),
    )


def _characters(n: int) -> str:
    """«N символов» after a comparative («длиннее 300 символов», «длиннее 1 символа»)."""
    return f"{n} {plural(n, 'символа', 'символов', 'символов')}"


def _default_name(source_name: str) -> str:
    return "" if source_name.startswith("<") else Path(source_name).stem


def _parse_line(b: _Builder, pool: CardPool, number: int, line: str) -> None:
    header = _split_header(line)
    if header is not None:
        _parse_header(b, pool, number, line, *header)
        return
    card = _CARD_RE.fullmatch(line)
    if card:
        _parse_card_line(b, pool, number, line, card["count"], card["rest"])
    elif b.hero is None and not b.cards and not b.sideboard:
        hero = _resolve(b, pool, number, line, line)
        if hero is not None:
            b.set_hero(hero.key, number, line)
    else:
        b.error(number, line, "ожидается «<число> <название карты>» / expected '<count> <card name>'")


def _split_header(line: str) -> tuple[str, str] | None:
    """``"Герой: Name"`` → ``("герой", "Name")`` when the text before the first colon is a known header
    (case-folded, spaces around the colon dropped); None for any other line."""
    head, colon, value = line.partition(":")
    head = head.strip().casefold()
    return (head, value.strip()) if colon and head in _ALL_HEADERS else None


def _parse_header(b: _Builder, pool: CardPool, number: int, line: str, head: str, value: str) -> None:
    if head in NAME_HEADERS:
        b.name = value
    elif head in HERO_HEADERS:
        hero = _resolve(b, pool, number, line, value) if value else None
        if not value:
            b.error(number, line, "после «Герой:» нужно имя героя / the hero's name is missing")
        elif hero is not None:
            b.set_hero(hero.key, number, line)
    elif value:
        b.error(number, line, f"заголовок раздела «{head}:» пишется без текста после двоеточия / "
                              "a section header takes nothing after the colon")
    else:
        b.in_sideboard = head in SIDEBOARD_HEADERS


def _parse_card_line(b: _Builder, pool: CardPool, number: int, line: str, count_text: str, rest: str) -> None:
    count = whole_number(count_text)
    if count is None or not 1 <= count <= MAX_COUNT or count_text.startswith("+"):
        shown = excerpt(count_text, 12)
        b.error(number, line, f"неверное количество {shown} (от 1 до {MAX_COUNT}) / "
                              f"bad count {shown} (1 to {MAX_COUNT})")
        return
    card = _resolve(b, pool, number, line, rest)
    if card is not None:
        b.add(card.key, count, number, line)


def _resolve(b: _Builder, pool: CardPool, number: int, line: str, ref: str) -> CardDef | None:
    """Find the card named by ``"Name"``, ``"Name [key]"`` or ``"[key]"``; record an error and return None."""
    name, key = _split_key(ref)
    if key is not None:
        if key not in pool:
            hint = _hint(pool, name, b) if name else ""
            shown = excerpt(key, 30)
            b.error(number, line, f"нет карты с ключом [{shown}] / no card with key [{shown}]{hint}")
            return None
        card = pool.get(key)
        if name and normalize_name(name) != normalize_name(card.name):
            b.error(number, line, f"ключ [{key}] — это «{card.name}», а не «{excerpt(name, 30)}» / "
                                  f"key [{key}] is «{card.name}»")
            return None
        return card
    if not name:
        b.error(number, line, "нет названия карты / the card name is missing")
        return None
    found = pool.find(name)
    if found is None:
        shown = excerpt(name, 30)
        b.error(number, line, f"неизвестная карта «{shown}» / unknown card «{shown}»{_hint(pool, name, b)}")
    return found


def _split_key(ref: str) -> tuple[str, str | None]:
    """``"Name [key]"`` → (name, key); a reference without a final ``[key]`` → (name, None). The key is the
    text between the last ``[`` and a final ``]`` and may not contain brackets."""
    opening = ref.rfind("[")
    if not ref.endswith("]") or opening < 0 or "]" in ref[opening + 1:-1]:
        return ref.strip(), None
    return ref[:opening].strip(), ref[opening + 1:-1].strip()


def _hint(pool: CardPool, name: str, b: _Builder) -> str:
    """«did you mean» for an unknown name, only for the errors a message will list (suggesting costs about
    2 ms a name: a file of bad lines must not pay it for lines nobody sees)."""
    if len(b.errors) >= MAX_LISTED_ERRORS:
        return ""
    close = pool.suggest(name)
    return f"; возможно / did you mean: {', '.join(close)}" if close else ""


def _runs(keys: tuple[str, ...]) -> Iterator[tuple[str, int]]:
    """Consecutive runs of equal keys: (key, count). Keeps file order, so formatting round-trips."""
    run_key: str | None = None
    count = 0
    for key in keys:
        if key == run_key:
            count += 1
            continue
        if run_key is not None:
            yield run_key, count
        run_key, count = key, 1
    if run_key is not None:
        yield run_key, count


def _card_ref(key: str, pool: CardPool) -> str:
    return f"{pool.get(key).name} [{key}]" if key in pool else f"[{key}]"


def format_deck(deck: Deck, pool: CardPool | None = None) -> str:
    """The deck as text, every card pinned by key (``3 Анаксарх [14-001]``). Defaults to the bundled pool."""
    pool = pool if pool is not None else load_card_pool()
    lines: list[str] = []
    if deck.name:
        lines.append(f"Название: {deck.name.replace('#', '№')}")
    if deck.hero is not None:
        lines.append(f"Герой: {_card_ref(deck.hero, pool)}")
    if lines:
        lines.append("")
    lines.extend(f"{count} {_card_ref(key, pool)}" for key, count in _runs(deck.cards))
    if deck.sideboard:
        lines += ["", "Дополнительная колода:"]
        lines.extend(f"{count} {_card_ref(key, pool)}" for key, count in _runs(deck.sideboard))
    return "\n".join(lines) + "\n"


def read_deck(path: str | Path, pool: CardPool | None = None) -> Deck:
    """Read a deck file (UTF-8). Defaults to the bundled pool."""
    text = read_text_bounded(path, MAX_DECK_FILE_BYTES, "the deck")
    return parse_deck(text, pool if pool is not None else load_card_pool(), source_name=str(path))


def write_deck(deck: Deck, path: str | Path, pool: CardPool | None = None) -> None:
    """Write a deck file (UTF-8) in the canonical format of :func:`format_deck`, atomically (an existing file
    is replaced only by the complete deck)."""
    write_text_atomically(path, format_deck(deck, pool))
