"""YAML reading that remembers line numbers, so that errors can name the file, line and field.

Whatever the file holds — bytes that are not UTF-8, a syntax error, a number of thousands of digits, lists
nested thousands deep — reading it either gives :class:`Node` / :class:`Seq` values or raises a
:class:`~berserk_heroes.errors.DataError` naming ``file:line``; never another exception.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..errors import DataError

MAX_FILE_BYTES = 4 * 1024 * 1024
"""A scenario file larger than this is refused (scenarios are a few kilobytes; this keeps a stray huge file from
stalling a folder run)."""


class Node(dict[str, Any]):
    """A mapping from YAML that knows its file, its own line and the line of each key."""

    file: str = "<scenario>"
    line: int = 0
    key_lines: dict[str, int]

    def where(self, key: str | None = None) -> str:
        line = self.key_lines.get(key, self.line) if key is not None else self.line
        field = f", field '{key}'" if key is not None else ""
        return f"{self.file}:{line}{field}"


class Seq(list[Any]):
    """A list from YAML with its line and the line of each item."""

    file: str = "<scenario>"
    line: int = 0
    item_lines: list[int]

    def where(self, index: int | None = None) -> str:
        line = self.item_lines[index] if index is not None and 0 <= index < len(self.item_lines) else self.line
        return f"{self.file}:{line}"


def new_node(file: str, line: int, items: dict[str, Any] | None = None) -> Node:
    """A Node made in code (e.g. a bare-string script step read as ``{choose: …}``), placed at ``file:line``."""
    node = Node(items or {})
    node.file, node.line, node.key_lines = file, line, {}
    return node


def where_of(value: Any, fallback: str) -> str:
    """``file:line`` of a Node or Seq; ``fallback`` for a plain value (scalars do not carry their line)."""
    return value.where() if isinstance(value, Node | Seq) else fallback


def _loader_for(file: str) -> type[yaml.SafeLoader]:
    class Loader(yaml.SafeLoader):
        pass

    def construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> Node:
        out = new_node(file, node.start_mark.line + 1)
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str | int) or isinstance(key, bool):
                raise DataError(f"{file}:{key_node.start_mark.line + 1}", "keys must be plain strings")
            out[str(key)] = loader.construct_object(value_node, deep=True)
            out.key_lines[str(key)] = key_node.start_mark.line + 1
        return out

    def construct_sequence(loader: yaml.SafeLoader, node: yaml.SequenceNode) -> Seq:
        out = Seq(loader.construct_object(child, deep=True) for child in node.value)
        out.file = file
        out.line = node.start_mark.line + 1
        out.item_lines = [child.start_mark.line + 1 for child in node.value]
        return out

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, construct_sequence)
    # Python refuses integers of more than 4,300 digits, and dates like 2024-13-45 (ValueError): this file's error.
    Loader.add_constructor("tag:yaml.org,2002:int", _scalar_or_error(file, yaml.SafeLoader.construct_yaml_int))
    Loader.add_constructor("tag:yaml.org,2002:timestamp",
                           _scalar_or_error(file, yaml.SafeLoader.construct_yaml_timestamp))
    return Loader


def _scalar_or_error(file: str, construct: Any) -> Any:
    """A scalar constructor whose ValueError becomes a DataError naming the scalar's line."""

    def guarded(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
        try:
            return construct(loader, node)
        except (ValueError, OverflowError):
            raise DataError(f"{file}:{node.start_mark.line + 1}", f"cannot read the value {node.value[:40]!r} "
                                                                  "(a number too long or a date that does not exist)"
                            ) from None

    return guarded


MAX_VALUES = 200_000
"""Most values (mappings, lists, scalars) a document may hold once its aliases (``*name``) are expanded: an alias of
an alias of … can make a short file stand for billions of values."""


def _bounded(value: Any, file: str) -> Any:
    """``value`` itself, after checking that walking it visits at most MAX_VALUES values."""
    budget = MAX_VALUES
    stack = [value]
    while stack:
        budget -= 1
        if budget < 0:
            raise DataError(f"{file}:0", f"the document holds more than {MAX_VALUES} values once its aliases "
                                         "are expanded")
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return value


def decode(data: bytes, file: str) -> str:
    """The text of a scenario file: UTF-8 (a byte-order mark is allowed), else a DataError naming the line."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise DataError(f"{file}:{line}", f"the file is not UTF-8 text (byte 0x{data[exc.start]:02x}); "
                                          "save it as UTF-8") from None


def load_yaml(path: str | Path) -> Any:
    """Parse a YAML file into Node/Seq values; any problem becomes a DataError with file and line."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise DataError(str(path), f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB")
        data = path.read_bytes()
    except OSError as exc:
        raise DataError(str(path), f"cannot read: {exc.strerror or exc}") from None
    return loads_yaml(decode(data, str(path)), str(path))


def loads_yaml(text: str, file: str = "<scenario>") -> Any:
    try:
        return _bounded(yaml.load(text, Loader=_loader_for(file)), file)  # noqa: S506 - a SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 0
        opened = exc.context_mark if exc.context and exc.context_mark is not None else None
        context = f" ({exc.context} from line {opened.line + 1})" if opened is not None else ""
        raise DataError(f"{file}:{line}", f"YAML syntax error: {exc.problem or exc.context}{context}") from None
    except yaml.YAMLError as exc:
        raise DataError(f"{file}:0", f"YAML error: {exc}") from None
    except RecursionError:
        raise DataError(f"{file}:0", "the YAML is nested too deeply") from None
