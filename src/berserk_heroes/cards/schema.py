"""Schema of one card record in the jsonl card data (see ``docs/cards.md``).

:func:`check_record` raises :class:`~berserk_heroes.errors.DataError` naming the file, line, card and field
of the first problem in a record. Things that are odd but playable (a creature without strike, a spell
printed with 0/0) are not schema errors; :func:`berserk_heroes.cards.data.data_warnings` reports them.
"""

from __future__ import annotations

from typing import Any

from ..errors import DataError
from .model import CARD_TYPES, CREATURE, ELEMENTS, HERO

CONFIDENCES = ("high", "medium", "low")

# Field name → (allowed Python types, may be null). ``bool`` is refused separately (it is an int).
REQUIRED_FIELDS: dict[str, tuple[tuple[type, ...], bool]] = {
    "set": ((int, str), False),
    "number": ((int,), True),
    "name": ((str,), False),
    "type": ((str,), False),
    "elements": ((list,), False),
    "cost": ((int, str), True),
    "attack": ((int,), True),
    "life": ((int,), True),
    "classes": ((list,), False),
    "text": ((str,), False),
    "flavour": ((str,), True),
    "confidence": ((str,), False),
    "set_name": ((str,), False),
    "source": ((str,), False),
}
OPTIONAL_FIELDS: dict[str, tuple[tuple[type, ...], bool]] = {
    "of": ((int,), True),
    "notes": ((str,), True),
    "rarity": ((str,), True),
}
ALL_FIELDS = {**REQUIRED_FIELDS, **OPTIONAL_FIELDS}

# Types whose cards have no strike and life. Older data writes 0/0 for them (reported as a warning).
STATLESS_TYPES = tuple(t for t in CARD_TYPES if t not in (HERO, CREATURE, "token"))
# The draft simulator behind older-07-08.jsonl wrote X costs as -1; read as "X" (and reported as a warning).
LEGACY_X_COST = -1
# Types printed without a cost.
COSTLESS_TYPES = (HERO, "quest", "token")


def record_where(
    path_name: str, line: int, record: dict[str, Any] | None = None, field: str | None = None
) -> str:
    """The ``where`` of a DataError: ``"14.jsonl:12 card «Бойня» field 'cost'"``."""
    where = f"{path_name}:{line}"
    if record is not None and isinstance(record.get("name"), str):
        where += f" card «{record['name']}»"
    if field is not None:
        where += f" field '{field}'"
    return where


def check_record(record: Any, path_name: str, line: int) -> None:
    """Raise DataError unless ``record`` is a valid card record."""
    if not isinstance(record, dict):
        message = f"a card record must be a JSON object, not {_kind(record)}"
        raise DataError(record_where(path_name, line), message)
    _check_field_set(record, path_name, line)
    for name, (types, nullable) in ALL_FIELDS.items():
        if name in record:
            _check_type(record, name, types, nullable, path_name, line)
    _check_values(record, path_name, line)
    _check_type_rules(record, path_name, line)


def _kind(value: Any) -> str:
    return "null" if value is None else type(value).__name__


def _fail(record: dict[str, Any], path_name: str, line: int, field: str, message: str) -> DataError:
    return DataError(record_where(path_name, line, record, field), message)


def _check_field_set(record: dict[str, Any], path_name: str, line: int) -> None:
    for name in REQUIRED_FIELDS:
        if name not in record:
            raise _fail(record, path_name, line, name, "required field is missing")
    for name in record:
        if name not in ALL_FIELDS:
            raise _fail(record, path_name, line, name, f"unknown field (known: {', '.join(ALL_FIELDS)})")


def _check_type(
    record: dict[str, Any], name: str, types: tuple[type, ...], nullable: bool, path_name: str, line: int
) -> None:
    value = record[name]
    if value is None:
        if not nullable:
            raise _fail(record, path_name, line, name, "must not be null")
        return
    if isinstance(value, bool) or not isinstance(value, types):
        expected = " or ".join(t.__name__ for t in types) + (" or null" if nullable else "")
        raise _fail(record, path_name, line, name, f"must be {expected}, not {_kind(value)} {value!r}")


def _check_values(record: dict[str, Any], path_name: str, line: int) -> None:
    def fail(field: str, message: str) -> DataError:
        return _fail(record, path_name, line, field, message)

    if not record["name"].strip() or record["name"] != record["name"].strip():
        raise fail("name", f"must be a non-empty name without surrounding spaces, not {record['name']!r}")
    if record["type"] not in CARD_TYPES:
        raise fail("type", f"unknown card type {record['type']!r} (allowed: {', '.join(CARD_TYPES)})")
    if record["confidence"] not in CONFIDENCES:
        raise fail("confidence", f"must be one of {', '.join(CONFIDENCES)}, not {record['confidence']!r}")
    _check_str_list(record, "elements", path_name, line, allowed=ELEMENTS)
    _check_str_list(record, "classes", path_name, line, allowed=None)
    cost = record["cost"]
    if isinstance(cost, str) and cost != "X":
        raise fail("cost", f"must be a whole number, \"X\" or null, not {cost!r}")
    if isinstance(cost, int) and cost < 0 and cost != LEGACY_X_COST:
        raise fail("cost", f"must not be negative ({cost}); only {LEGACY_X_COST} (old X) is accepted")
    for name in ("attack", "life", "number", "of"):
        value = record.get(name)
        if isinstance(value, int) and value < 0:
            raise fail(name, f"must not be negative ({value})")
    if isinstance(record["set"], str) and not record["set"].strip():
        raise fail("set", "must not be empty")
    if record["number"] == 0:
        raise fail("number", "collector numbers start at 1")


def _check_str_list(
    record: dict[str, Any], name: str, path_name: str, line: int, allowed: tuple[str, ...] | None
) -> None:
    values = record[name]
    for value in values:
        if not isinstance(value, str) or not value.strip():
            raise _fail(record, path_name, line, name, f"must be a list of non-empty strings, got {value!r}")
        if allowed is not None and value not in allowed:
            message = f"unknown value {value!r} (allowed: {', '.join(allowed)})"
            raise _fail(record, path_name, line, name, message)
    if len(set(values)) != len(values):
        raise _fail(record, path_name, line, name, f"repeats a value: {values!r}")


def _check_type_rules(record: dict[str, Any], path_name: str, line: int) -> None:
    kind = record["type"]

    def fail(field: str, message: str) -> DataError:
        return _fail(record, path_name, line, field, message)

    if not record["elements"] and kind != "token":
        raise fail("elements", f"a {kind} card needs at least one element")
    if kind == HERO:
        if record["life"] is None or record["life"] <= 0:
            raise fail("life", "a hero needs a positive life value")
        if record["attack"] is not None:
            raise fail("attack", "a hero has no strike (attack must be null)")
    if kind in COSTLESS_TYPES:
        if kind != "token" and record["cost"] is not None:
            raise fail("cost", f"a {kind} card has no cost (must be null)")
    elif record["cost"] is None:
        raise fail("cost", f"a {kind} card needs a cost (a whole number or \"X\")")
    if kind in STATLESS_TYPES:
        for name in ("attack", "life"):
            if record[name] not in (None, 0):
                raise fail(name, f"a {kind} card has no {name} (must be null), got {record[name]!r}")
