"""The package's layering, read off its import statements (top-level and inside functions alike):

- the engine depends on the ability vocabulary, never on the card compiler (issue 13: «The engine depends on the
  ability vocabulary, never on the compiler»);
- outside the engine no modules import one another in a circle;
- the engine's own circle (its frames and effects calling one another through imports inside functions) does not
  grow: :data:`ENGINE_CIRCLE_LIMIT` is a ratchet, lowered as the circle is taken apart, never raised.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "berserk_heroes"
ENGINE = "berserk_heroes.engine"
COMPILER = ("berserk_heroes.cards.language", "berserk_heroes.cards.compiler", "berserk_heroes.cards.compiled",
            "berserk_heroes.cards.lemmas", "berserk_heroes.cards.productions")
ENGINE_CIRCLE_LIMIT = 24
"""Modules in the engine's one import circle today (2026-12-02: 50; 49 once the history stopped asking the selectors;
47 once the keywords' meanings stopped asking the support table; 44 once the state stopped asking the concepts
above it for their catalog indexes; 43 once the Queue stopped resolving and describing its items itself; 42 once
the events stopped asking who answers them; 33 once the effect handlers were registered where the engine is put
together, not by the module of the helpers they share; 32 once the wounds kept the kind of effect they read for
«Превосходство над классом»; 31 once the replacement pipeline kept the spell's own wound bonus it applies; 30 once
the restrictions on targeting knew themselves which targets a «Сразиться» fights; 29 once the Queue placed a
cancellation ahead of the cancelled card's abilities itself; 24 once no module asked an effect handler module for a
helper: each moved to the module of its concept)."""


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ("berserk_heroes", *path.relative_to(PACKAGE).with_suffix("").parts)
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _imported(name: str, path: Path, modules: dict[str, Path]) -> Iterator[str]:
    """The package modules ``name`` imports anywhere in its text (``if TYPE_CHECKING:`` blocks left out)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

    def walk(node: ast.AST) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
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


def test_no_import_circle_outside_the_engine_and_the_engines_does_not_grow() -> None:
    circles = _circles(_graph())
    outside = [sorted(c) for c in circles if not all(m.startswith(ENGINE) for m in c)]
    assert outside == []
    engine = [c for c in circles if all(m.startswith(ENGINE) for m in c)]
    assert len(engine) <= 1 and sum(len(c) for c in engine) <= ENGINE_CIRCLE_LIMIT, sorted(map(len, engine))


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
