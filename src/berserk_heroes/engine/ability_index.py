"""What the abilities of a game use: an index of their vocabulary, built by walking the ability objects.

Some rules checks cost something on every turn, play or wound but matter only when a card of the game can ask for
them (a reveal step for hidden cards, a note of where a played card came from …). The Catalog decides once per game
whether a check can matter by asking this index — ``Catalog.uses(VERB, "hide")`` — instead of looking for words or
codes in the compiled text.

The index of one definition is the set of ``(category, name)`` pairs found anywhere in its ability objects, nested
ones included: the effects after «затем» / «иначе», a group's effects, a mode of «Выберите одно из», the effects of
a delayed trigger, the ability a static or an effect grants («имеет: "…"»), the amounts and conditions inside them.
The categories are the kinds of the ability vocabulary (``abilities.py``): :data:`VERB` (an effect's verb),
:data:`STATIC` (a static part's kind), :data:`MODIFIER` (a static part's ``what``), :data:`CONDITION`,
:data:`AMOUNT` (their kinds), :data:`COST`, :data:`EVENT` (a trigger's event), :data:`KEYWORD` (printed on the
card), :data:`PARAM` (an effect's verb with a constant value of one of its params) and :data:`PARAM_KEY` (the key
of any param of an effect). A game's index is the union of its definitions' (memoised per definition: definitions are immutable and
shared by every game).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .. import abilities as A

VERB = "verb"
STATIC = "static"
MODIFIER = "modifier"
CONDITION = "condition"
AMOUNT = "amount"
COST = "cost"
EVENT = "event"
KEYWORD = "keyword"
PARAM = "param"  # an effect's verb with one of its params' constant values: ``param_use(verb, key, value)``
PARAM_KEY = "param_key"  # the key of any param of an effect («while»: an effect with a condition of existence)

Use = tuple[str, str]

# the vocabulary classes and the field naming their kind, per category (StaticPart gives two: its kind and its what)
_NAMED_BY: dict[type, tuple[tuple[str, str], ...]] = {
    A.Effect: ((VERB, "verb"),),
    A.StaticPart: ((STATIC, "kind"), (MODIFIER, "what")),
    A.Condition: ((CONDITION, "kind"),),
    A.Amount: ((AMOUNT, "kind"),),
    A.Cost: ((COST, "kind"),),
    A.Trigger: ((EVENT, "event"),),
}


def uses_of(abilities: Any) -> frozenset[Use]:
    """Every ``(category, name)`` used anywhere in ``abilities`` (a tuple of ability objects, or any part of one)."""
    found: set[Use] = set()
    _walk(abilities, found, set())
    return frozenset(found)


def _walk(node: Any, found: set[Use], seen: set[int]) -> None:
    """Add the uses of ``node`` and of everything inside it (tuples, params' values, dataclass fields). ``seen``
    guards against walking a shared sub-object twice (compiled texts share many parts)."""
    if isinstance(node, tuple | list):
        for item in node:
            _walk(item, found, seen)
        return
    if not dataclasses.is_dataclass(node) or isinstance(node, type) or id(node) in seen:
        return
    seen.add(id(node))
    for category, field_name in _NAMED_BY.get(type(node), ()):
        name = getattr(node, field_name)
        if isinstance(name, str):
            found.add((category, name))
    if isinstance(node, A.Effect):  # a verb's kinds of use («повторите» a spell or a «Найм»)
        found.update((PARAM, param_use(node.verb, key, value)) for key, value in node.params if isinstance(value, str))
        found.update((PARAM_KEY, key) for key, _ in node.params)
    for f in dataclasses.fields(node):
        _walk(getattr(node, f.name), found, seen)


def param_use(verb: str, key: str, value: str) -> str:
    """The name under :data:`PARAM` of an effect ``verb`` whose param ``key`` is ``value``."""
    return f"{verb}.{key}={value}"


_BY_DEFINITION: dict[int, tuple[Any, frozenset[Use]]] = {}


def definition_uses(d: Any) -> frozenset[Use]:
    """The uses of one card definition: its abilities' and its printed keywords (memoised; keyed on identity and
    holding the definition, so an id is never reused while its entry lives)."""
    hit = _BY_DEFINITION.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    if len(_BY_DEFINITION) > 50000:
        _BY_DEFINITION.clear()
    uses = uses_of(d.abilities) | frozenset((KEYWORD, k) for k in d.kw)
    _BY_DEFINITION[id(d)] = (d, uses)
    return uses


def names_in(uses: frozenset[Use], category: str) -> frozenset[str]:
    """The names of one category in an index («every effect verb of this game»)."""
    return frozenset(name for cat, name in uses if cat == category)
