"""Which grammar productions a parse used: the evidence behind ``berserk cards coverage --generalisation``.

A *production* is one alternative of a lark rule, named by the rule and the alternative's alias
(``ability -> a_when``), or by the rule and its expansion when the alternative has no alias
(``per_turn: "(" NUMBER "раза" "за" "ход" ")"``; words are shown as printed, other terminals by name). Every
variant lark makes of an aliased alternative (its optional parts present or not) is the same production; lark's
helper rules for repetitions (``x*``, ``x+``) are part of the production that repeats.

Recording: :func:`instrument` makes a parser note each production it reduces into the innermost active
:func:`recording`; :func:`note` adds productions recorded earlier (a unit compiled from a cache) to it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_CURRENT: ContextVar[set[str] | None] = ContextVar("grammar_productions", default=None)
_INSTRUMENTED = "_berserk_notes_productions"


@contextmanager
def recording() -> Iterator[set[str]]:
    """A block whose parses note their productions in the yielded set (blocks nest: the innermost records)."""
    used: set[str] = set()
    token = _CURRENT.set(used)
    try:
        yield used
    finally:
        _CURRENT.reset(token)


def note(productions: Iterable[str]) -> None:
    """Add productions to the innermost active :func:`recording` (nothing when none is active)."""
    used = _CURRENT.get()
    if used is not None:
        used.update(productions)


def instrument(parser: Any) -> Any:
    """Make every reduction of a lark LALR ``parser`` note its production; returns the parser. Done once per
    parser; what the parser builds is unchanged. A lark without the expected callback table is left as it is
    (its parses then record nothing, and the generalisation measure says so)."""
    callbacks = getattr(parser, "_callbacks", None)
    if not isinstance(callbacks, dict) or getattr(parser, _INSTRUMENTED, False):
        return parser
    texts = {term.name: _terminal_text(term) for term in getattr(parser, "terminals", ())}
    for rule, callback in list(callbacks.items()):
        origin = getattr(getattr(rule, "origin", None), "name", None)
        if origin is None or str(origin).startswith("__"):  # a lexer callback, or a helper rule of x* / x+
            continue
        callbacks[rule] = _noting(production_name(rule, texts), callback)
    setattr(parser, _INSTRUMENTED, True)
    return parser


def production_name(rule: Any, terminal_texts: dict[str, str]) -> str:
    """``origin -> alias``, or ``origin: symbol …`` for an alternative without an alias (see the module doc)."""
    origin = str(rule.origin.name)
    if rule.alias:
        return f"{origin} -> {rule.alias}"
    symbols = [terminal_texts.get(sym.name, str(sym.name)) if sym.is_term else str(sym.name) for sym in rule.expansion]
    return f"{origin}: {' '.join(symbols) or '<empty>'}"


def _terminal_text(term: Any) -> str:
    """A word or sign as printed in quotes; a pattern terminal (NUMBER, CLASS …) by its name."""
    pattern = term.pattern
    return f'"{pattern.value}"' if getattr(pattern, "type", None) == "str" else str(term.name)


def _noting(name: str, callback: Callable[[list[Any]], Any]) -> Callable[[list[Any]], Any]:
    def reduce(children: list[Any]) -> Any:
        used = _CURRENT.get()
        if used is not None:
            used.add(name)
        return callback(children)

    return reduce
