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

MAX_COUNT = 99

NAME_HEADERS = ("название", "name")
HERO_HEADERS = ("герой", "hero")
MAIN_HEADERS = ("колода", "основная колода", "deck", "main")
SIDEBOARD_HEADERS = ("дополнительная колода", "сайдборд", "sideboard")
_ALL_HEADERS = NAME_HEADERS + HERO_HEADERS + MAIN_HEADERS + SIDEBOARD_HEADERS

_HEADER_RE = re.compile(r"^(?P<head>[^\d:#\[][^:#\[]*?)\s*:\s*(?P<value>.*)$")
_CARD_RE = re.compile(r"^(?P<count>[+-]?\d+)\s+(?P<rest>.*)$")
_KEY_RE = re.compile(r"^(?P<name>.*?)\s*\[(?P<key>[^\[\]]*)\]$")


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

    def error(self, line: int, text: str, message: str) -> None:
        self.errors.append(DataError(f"{self.source}:{line}", f"{message} (строка / line: {text!r})"))

    def add(self, key: str, count: int, line: int) -> None:
        (self.sideboard if self.in_sideboard else self.cards).extend([key] * count)
        self.lines.setdefault(key, line)

    def set_hero(self, key: str, line: int, text: str) -> None:
        if self.hero is not None:
            self.error(line, text, f"второй герой; герой уже задан в строке {self.hero_line} / "
                                   f"a second hero; the hero is already given on line {self.hero_line}")
            return
        self.hero, self.hero_line = key, line


def parse_deck(text: str, pool: CardPool, source_name: str = "<deck>") -> Deck:
    """Read a deck from text. Raises DataError naming the source, line and text of every bad line."""
    builder = _Builder(source_name)
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip().lstrip("\ufeff")
        if line:
            _parse_line(builder, pool, number, line)
    if builder.errors:
        if len(builder.errors) == 1:
            raise builder.errors[0]
        listing = "\n".join(map(str, builder.errors))
        raise DataError(source_name, f"ошибки в колоде / errors in the deck:\n{listing}")
    return Deck(
        name=builder.name if builder.name is not None else _default_name(source_name),
        hero=builder.hero,
        cards=tuple(builder.cards),
        sideboard=tuple(builder.sideboard),
        source=source_name,
        hero_line=builder.hero_line,
        line_numbers=tuple(builder.lines.items()),
    )


def _default_name(source_name: str) -> str:
    return "" if source_name.startswith("<") else Path(source_name).stem


def _parse_line(b: _Builder, pool: CardPool, number: int, line: str) -> None:
    header = _HEADER_RE.match(line)
    if header and header["head"].strip().casefold() in _ALL_HEADERS:
        _parse_header(b, pool, number, line, header["head"].strip().casefold(), header["value"].strip())
        return
    card = _CARD_RE.match(line)
    if card:
        _parse_card_line(b, pool, number, line, card["count"], card["rest"])
    elif b.hero is None and not b.cards and not b.sideboard:
        hero = _resolve(b, pool, number, line, line)
        if hero is not None:
            b.set_hero(hero.key, number, line)
    else:
        b.error(number, line, "ожидается «<число> <название карты>» / expected '<count> <card name>'")


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
    count = int(count_text)
    if not 1 <= count <= MAX_COUNT or count_text.startswith("+"):
        b.error(number, line, f"неверное количество {count_text} (от 1 до {MAX_COUNT}) / "
                              f"bad count {count_text} (1 to {MAX_COUNT})")
        return
    card = _resolve(b, pool, number, line, rest)
    if card is not None:
        b.add(card.key, count, number)


def _resolve(b: _Builder, pool: CardPool, number: int, line: str, ref: str) -> CardDef | None:
    """Find the card named by ``"Name"``, ``"Name [key]"`` or ``"[key]"``; record an error and return None."""
    pinned = _KEY_RE.match(ref)
    name = (pinned["name"] if pinned else ref).strip()
    if pinned:
        key = pinned["key"].strip()
        if key not in pool:
            hint = _hint(pool, name) if name else ""
            b.error(number, line, f"нет карты с ключом [{key}] / no card with key [{key}]{hint}")
            return None
        card = pool.get(key)
        if name and normalize_name(name) != normalize_name(card.name):
            b.error(number, line, f"ключ [{key}] — это «{card.name}», а не «{name}» / "
                                  f"key [{key}] is «{card.name}»")
            return None
        return card
    if not name:
        b.error(number, line, "нет названия карты / the card name is missing")
        return None
    found = pool.find(name)
    if found is None:
        b.error(number, line, f"неизвестная карта «{name}» / unknown card «{name}»{_hint(pool, name)}")
    return found


def _hint(pool: CardPool, name: str) -> str:
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
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(str(path), f"не удалось прочитать колоду / cannot read the deck: {exc}") from exc
    return parse_deck(text, pool if pool is not None else load_card_pool(), source_name=str(path))


def write_deck(deck: Deck, path: str | Path, pool: CardPool | None = None) -> None:
    """Write a deck file (UTF-8) in the canonical format of :func:`format_deck`."""
    Path(path).write_text(format_deck(deck, pool), encoding="utf-8")
