"""Typed fields of scenario files: every accessor checks the type and range of what it reads and, when it is
wrong, raises a DataError naming ``file:line, field``. The parsers read the YAML only through these."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..errors import DataError
from .yamlio import Node, Seq, where_of

MAX_COUNT = 1_000_000
"""Largest number a count field accepts (coins, wounds, turn …): any real position is far below it, and a bound
keeps a typo of many digits from making the engine loop or the runner repeat for ever."""

MAX_SEED = (1 << 64) - 1
"""Seeds are 64-bit (rng.Rng keeps 64 bits)."""


def where(node: Any, key: str | None = None, fallback: str = "<scenario>") -> str:
    """``file:line[, field 'key']`` of a Node (of its key), or of a Seq; ``fallback`` for anything else."""
    if isinstance(node, Node):
        return node.where(key)
    return where_of(node, fallback)


def _type_name(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if value is None:
        return "nothing (null)"
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def mapping(value: Any, at: str, what: str) -> Node:
    """``value`` if it is a mapping; else a DataError at ``at``."""
    if not isinstance(value, Node):
        raise DataError(where_of(value, at), f"{what} must be a mapping, not {_type_name(value)}")
    return value


def check_keys(node: Any, allowed: set[str] | frozenset[str], what: str, at: str = "<scenario>") -> Node:
    """``node`` as a mapping whose keys are all in ``allowed``; else a DataError naming the first unknown key."""
    node = mapping(node, at, what)
    for key in node:
        if key not in allowed:
            raise DataError(node.where(key), f"unknown field in {what}; allowed: {', '.join(sorted(allowed))}")
    return node


def need(node: Node, key: str, what: str) -> Any:
    """The value of a required field."""
    if key not in node:
        raise DataError(node.where(), f"{what} needs the field '{key}'")
    return node[key]


def sequence(node: Node, key: str, what: str) -> Seq | list[Any]:
    """The list under ``key`` (an empty list when the field is missing or null)."""
    value = node.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise DataError(node.where(key), f"{what} must be a list, not {_type_name(value)}")
    return value


def item_where(seq: Any, index: int, fallback: str) -> str:
    """``file:line`` of item ``index`` of a list read from YAML."""
    return seq.where(index) if isinstance(seq, Seq) else fallback


def integer_value(value: Any, at: str, what: str, low: int = 0, high: int = MAX_COUNT) -> int:
    """``value`` as a whole number in ``[low, high]``; else a DataError at ``at``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise DataError(at, f"{what} must be a whole number, not {_type_name(value)}")
    if not low <= value <= high:
        raise DataError(at, f"{what} must be between {low} and {high}, not {_type_name(value)}")
    return value


def integer(node: Node, key: str, default: int, low: int = 0, high: int = MAX_COUNT) -> int:
    """The whole number under ``key`` (``default`` when missing)."""
    if key not in node:
        return default
    return integer_value(node[key], node.where(key), f"'{key}'", low, high)


def flag(node: Node, key: str, default: bool) -> bool:
    """The yes/no value under ``key``."""
    value = node.get(key, default)
    if not isinstance(value, bool):
        raise DataError(node.where(key), f"'{key}' must be true or false, not {_type_name(value)}")
    return value


def text(node: Node, key: str, default: str) -> str:
    """The string under ``key``; numbers are read as their text (``rule: 112.1`` means "112.1")."""
    value = node.get(key, default)
    if isinstance(value, str):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    raise DataError(node.where(key), f"'{key}' must be a text, not {_type_name(value)}")


def strings(node: Node, key: str, what: str) -> tuple[str, ...]:
    """The list of strings under ``key``."""
    seq = sequence(node, key, what)
    for index, item in enumerate(seq):
        if not isinstance(item, str):
            raise DataError(item_where(seq, index, node.where(key)), f"{what} must hold texts, not {_type_name(item)}")
    return tuple(seq)


# Simple dataclass field annotations (``from __future__ import annotations`` keeps them as strings) and the Python
# types a YAML value must have for them; other annotations are converted by the caller.
_SIMPLE_TYPES: dict[str, tuple[type, ...]] = {
    "str": (str,), "str | None": (str, type(None)), "int": (int,), "int | None": (int, type(None)),
    "bool": (bool,), "tuple[str, ...]": (list,),
}


def check_simple_fields(node: Node, cls: type, what: str) -> None:
    """Check the value of every key of ``node`` that is a simple field of dataclass ``cls`` (text, number, yes/no,
    list of texts) — so a wrong type is reported at its line instead of failing somewhere in the engine."""
    types = {f.name: f.type for f in dataclasses.fields(cls)}
    for key, value in node.items():
        wanted = _SIMPLE_TYPES.get(str(types.get(key)))
        if wanted is None:
            continue
        ok = isinstance(value, wanted) and not (isinstance(value, bool) and bool not in wanted)
        if not ok:
            raise DataError(node.where(key), f"{what} field '{key}' must be {types[key]}, not {_type_name(value)}")
        if isinstance(value, list):
            for index, item in enumerate(value):
                if not isinstance(item, str):
                    raise DataError(item_where(value, index, node.where(key)),
                                    f"{what} field '{key}' must hold texts, not {_type_name(item)}")
        elif isinstance(value, int) and not isinstance(value, bool):
            integer_value(value, node.where(key), f"{what} field '{key}'", -MAX_COUNT)
