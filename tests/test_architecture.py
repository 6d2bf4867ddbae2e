"""The package's layering, read off its import statements (top-level, inside functions and for types alike):

- the engine depends on the ability vocabulary, never on the card compiler (issue 13: «The engine depends on the
  ability vocabulary, never on the compiler»);
- no modules import one another in a circle, the engine's included (issue 13: «There are no import circles»);
- every upcall a lower engine module declares is provided once the engine is loaded.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "berserk_heroes"
ENGINE = "berserk_heroes.engine"
COMPILER = ("berserk_heroes.cards.language", "berserk_heroes.cards.compiler", "berserk_heroes.cards.compiled",
            "berserk_heroes.cards.lemmas", "berserk_heroes.cards.productions")


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ("berserk_heroes", *path.relative_to(PACKAGE).with_suffix("").parts)
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _imported(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """The package modules ``name`` imports anywhere in its text (``if TYPE_CHECKING:`` blocks too: an import for
    types only is still a dependency of the text)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

    def walk(node: ast.AST) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    base = ".".join(package[:len(package) - child.level + 1] + ([child.module] if child.module else []))
                for alias in child.names:
                    full = f"{base}.{alias.name}"
                    yield full if full in modules else base
            elif isinstance(child, ast.Import):
                yield from (alias.name for alias in child.names)
            yield from walk(child)

    tree = ast.parse(path.read_text(encoding="utf-8"))
    yield from (target for target in walk(tree) if target in modules and target != name)


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: set(_imported(name, path, modules)) for name, path in modules.items()}


def _circles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[set[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for nxt in successors:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(component)
    return out


def test_the_engine_never_imports_the_compiler() -> None:
    graph = _graph()
    wrong = sorted((a, b) for a, targets in graph.items() if a.startswith(ENGINE)
                   for b in targets if b.startswith(COMPILER))
    assert wrong == []


def test_no_import_circle() -> None:
    """The package's modules form a ladder — the engine's too: a lower module that must call into a higher one declares
    an upcall (engine/upcalls.py) instead of importing it."""
    assert [sorted(c) for c in _circles(_graph())] == []


def test_the_circle_finder_finds_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]


def test_every_upcall_is_provided_once_the_engine_is_loaded() -> None:
    """A lower module's declared upcall (engine/upcalls.py) is filled by its provider in engine/__init__.py."""
    import doctest
    import importlib

    from berserk_heroes.engine import upcalls

    assert doctest.testmod(upcalls).failed == 0
    engine = [name for name in _modules() if name.startswith(ENGINE)]
    missing = {name: upcalls.unprovided(importlib.import_module(name)) for name in engine}
    assert {name: slots for name, slots in missing.items() if slots} == {}
