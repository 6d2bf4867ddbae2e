"""What the commands read from their user before a game starts: rules options given as ``KEY=VALUE`` and deck
files, checked with every problem explained.

Shared by ``cli.py`` and ``simulate/command.py`` (which plays the decks ``berserk play`` would accept).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import Field
from typing import TYPE_CHECKING, Any

from .config import RulesConfig, option_fields, option_kind
from .console import say, terminal
from .errors import DataError
from .limits import excerpt, listing, whole_number

if TYPE_CHECKING:
    from .decks.format import Deck
    from .demo import GameCards


def read_deck_file(path: str, cards: GameCards) -> Deck:
    from .decks.format import read_deck

    return read_deck(path, cards.pool)


def check_deck(deck: Deck, cards: GameCards, allow_unsupported: bool) -> None:
    """Refuse a deck no game can be played with, listing every such problem with its rule; then warn on
    stderr about text that will be ignored and about the deck-building rules the deck breaks."""
    from .decks.validate import validate_deck

    keys = [*deck.all_cards(), *([deck.hero] if deck.hero else [])]
    problems = validate_deck(deck, cards.compiled_pool_for(keys), allow_unsupported=allow_unsupported)
    blocking = [p for p in problems if p.blocks_play]
    if blocking:
        hint = ""
        if any(p.code == "unsupported_cards" for p in blocking):
            hint = (" (--allow-unsupported, чтобы играть без их неподдерживаемого текста / use --allow-unsupported "
                    "to play them without their unsupported text)")
        raise DataError(deck.source, f"с этой колодой играть нельзя / no game can be played with this deck{hint}:\n"
                                     + listing([f"  {p}" for p in blocking]))
    console = terminal(stderr=True)
    if allow_unsupported:
        ignored = [cards.get(k) for k in dict.fromkeys(keys)]
        ignored = [c for c in ignored if c is not None and not c.supported]
        if ignored:
            say(console, f"Внимание: в колоде {deck.source} есть карты, которые движок поддерживает не полностью; "
                         "их неподдерживаемый текст игнорируется / unsupported text is ignored:")
            for card in ignored:
                say(console, f"  {card.name} [{card.key}]: {'; '.join(card.unsupported_text)}")
    if problems:
        say(console, f"Внимание: колода {deck.source} не по правилам (игра всё равно начнётся) / "
                     "the deck is not legal (playing anyway):")
        say(console, listing([f"  {p}" for p in problems]))


def config_from_args(items: Sequence[str]) -> RulesConfig:
    """RulesConfig from ``KEY=VALUE`` strings: each value is read by the option's type (int, bool, str, None)
    and checked by the one validator of the options (type, range, choices)."""
    from .records import checked_config

    options = option_fields()
    values: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep:
            raise DataError(f"--config {excerpt(item)}", "expected KEY=VALUE")
        if key not in options:
            raise DataError(f"--config {excerpt(key)}", "unknown rules option (see `berserk rules`)")
        values[key] = _config_value(options[key], text.strip())
    try:
        return checked_config(values)
    except DataError as exc:
        raise DataError(f"--config {exc.where.removeprefix('config.')}", exc.message) from None


_TRUE_WORDS = ("true", "yes", "1", "да", "on")
_FALSE_WORDS = ("false", "no", "0", "нет", "off")


def _config_value(option: Field[Any], text: str) -> Any:
    """The value ``text`` means for this option; text that means no value of its type is returned as it is,
    and the validator's message then says what the option accepts."""
    kind, nullable = option_kind(option)
    folded = text.casefold()
    if nullable and folded in ("none", "null", "нет"):
        return None
    if kind == "bool":
        return True if folded in _TRUE_WORDS else False if folded in _FALSE_WORDS else text
    if kind == "int":
        number = whole_number(text)
        return text if number is None else number
    return text
