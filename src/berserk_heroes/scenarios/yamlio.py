"""YAML reading that remembers line numbers, so that errors can name the file, line and field."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..errors import DataError


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
        line = self.item_lines[index] if index is not None and index < len(self.item_lines) else self.line
        return f"{self.file}:{line}"


def _loader_for(file: str) -> type[yaml.SafeLoader]:
    class Loader(yaml.SafeLoader):
        pass

    def construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> Node:
        out = Node()
        out.file = file
        out.line = node.start_mark.line + 1
        out.key_lines = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str | int):
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
    return Loader


def load_yaml(path: str | Path) -> Any:
    """Parse a YAML file into Node/Seq values; a syntax error becomes a DataError with file and line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(str(path), f"cannot read: {exc.strerror}") from None
    return loads_yaml(text, str(path))


def loads_yaml(text: str, file: str = "<scenario>") -> Any:
    try:
        return yaml.load(text, Loader=_loader_for(file))  # noqa: S506 - a SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        line = mark.line + 1 if mark is not None else 0
        raise DataError(f"{file}:{line}", f"YAML syntax error: {exc.problem}") from None
    except yaml.YAMLError as exc:
        raise DataError(file, f"YAML error: {exc}") from None
