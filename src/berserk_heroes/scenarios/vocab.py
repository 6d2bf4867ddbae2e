"""Hand-written abilities in scenario files: YAML → the vocabulary of :mod:`berserk_heroes.abilities`.

Example (Падальщик Пустоши, 112.1)::

    - kind: triggered
      text: При гибели вашего существа в ваш ход ранить на 2 выбранное существо противника.
      trigger: {event: dies, subject: {kind: creature, side: you}, whose_turn: you}
      targets: [{select: {kind: creature, side: opponent}}]
      effects: [{verb: wound, what: target0, amount: 2}]

Refs are written ``this``, ``it``, ``target0`` (``target1`` …), ``event`` / ``event.other``,
``your_hero``, ``enemy_hero``, ``you``, ``opponent``, ``both``, or ``{all: <select>}``.
Costs: ``close``, ``coins 2``, ``coins X``, ``discard 1``, ``wound_self 1``, ``destroy_self``,
``remove_markers NAME 3``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .. import abilities as A
from ..errors import DataError
from .fields import check_keys, check_simple_fields, item_where, sequence, where
from .yamlio import Node


def _fields(cls: type) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)}


def _checked(node: Any, cls: type, what: str, at: str, allowed: set[str] | None = None) -> Any:
    """``node`` as a mapping of known fields of ``cls`` whose simple fields have the right types (``at``: where it
    is, for a value that is not a mapping and so has no line of its own)."""
    node = check_keys(node, allowed if allowed is not None else _fields(cls), what, at)
    for f in dataclasses.fields(cls):
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING and f.name not in node:
            raise DataError(node.where(), f"{what} needs the field '{f.name}'")
    check_simple_fields(node, cls, what)
    return node


def _each(node: Any, key: str, convert: Any) -> tuple[Any, ...]:
    """``convert(item, where)`` for each item of the list under ``key`` (missing: none)."""
    seq = sequence(node, key, f"'{key}'")
    return tuple(convert(item, item_where(seq, i, node.where(key))) for i, item in enumerate(seq))


def _one(node: Any, key: str, convert: Any) -> Any:
    """``convert(value, where)`` of the value under ``key``."""
    return convert(node[key], node.where(key))


def select_from(node: Any, at: str = "<scenario>") -> A.Select:
    """A Select from a mapping (fields of abilities.Select; lists become tuples)."""
    node = _checked(node, A.Select, "select", at)
    values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in node.items()}
    if values.get("cost_max_amount") is not None:
        values["cost_max_amount"] = amount_from(values["cost_max_amount"], node.where("cost_max_amount"))
    return A.Select(**values)


def ref_from(value: Any, at: str) -> A.Ref:
    if isinstance(value, dict):
        if set(value) != {"all"}:
            raise DataError(where(value, fallback=at), "a ref mapping must be {all: <select>}")
        return A.ALL(_one(value, "all", select_from))
    if not isinstance(value, str):
        raise DataError(at, f"a ref must be a text or {{all: ...}}, not {value!r}"[:200])
    simple = {"this": A.THIS, "it": A.IT, "event": A.EVENT(), "event.other": A.EVENT("other"),
              "your_hero": A.YOUR_HERO, "enemy_hero": A.ENEMY_HERO, "you": A.YOU_PLAYER,
              "opponent": A.OPPONENT_PLAYER, "both": A.Ref("player", side=A.ANY)}
    if value in simple:
        return simple[value]
    if value.startswith("target"):
        rest = value[len("target"):] or "0"
        if rest.isdigit() and len(rest) < 4:
            return A.TARGET(int(rest))
    raise DataError(at, f"unknown ref {value!r}")


def amount_from(value: Any, at: str) -> int | A.Amount | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if value == "X" or value == "x":
        return A.Amount("x")
    if isinstance(value, dict):
        node = _checked(value, A.Amount, "amount", at)
        data = dict(node)
        if "select" in data:
            data["select"] = _one(node, "select", select_from)
        if "ref" in data:
            data["ref"] = ref_from(data["ref"], node.where("ref"))
        if "parts" in data:
            data["parts"] = _each(node, "parts", amount_from)
        return A.Amount(**data)
    raise DataError(at, f"bad amount {value!r}"[:200])


def condition_from(node: Any, at: str = "<scenario>") -> A.Condition:
    node = _checked(node, A.Condition, "condition", at)
    data = dict(node)
    if "select" in data:
        data["select"] = _one(node, "select", select_from)
    if "ref" in data:
        data["ref"] = ref_from(data["ref"], node.where("ref"))
    if "parts" in data:
        data["parts"] = _each(node, "parts", condition_from)
    return A.Condition(**data)


_EFFECT_FIELDS = {"verb", "what", "amount", "then", "otherwise", "optional", "condition"}


def effect_from(node: Any, at: str = "<scenario>") -> A.Effect:
    """An Effect; keys other than its fields become ``params`` (select/with/modes/effects converted)."""
    if not isinstance(node, Node) or "verb" not in node:
        raise DataError(where(node, fallback=at), "an effect must be a mapping with a 'verb'")
    verb = node["verb"]
    if not isinstance(verb, str) or verb not in A.VERBS:
        raise DataError(node.where("verb"), f"unknown verb {verb!r}; known: {', '.join(sorted(A.VERBS))}"[:2000])
    check_simple_fields(node, A.Effect, "effect")
    params: list[tuple[str, Any]] = []
    for key, value in node.items():
        if key in _EFFECT_FIELDS:
            continue
        if key == "select":
            value = _one(node, key, select_from)
        elif key in ("with", "holder", "attacker"):
            value = ref_from(value, node.where(key))
        elif key == "modes":  # a list of effects each, or {targets, effects} (chosen at declaration)
            value = _each(node, key, _mode_from)
        elif key == "effects":
            value = _each(node, key, effect_from)
        elif key == "while":
            value = _one(node, key, condition_from)
        elif key == "ability":  # ``grant`` of a quoted ability, written as an ability
            value = _one(node, key, ability_from)
        elif isinstance(value, list):
            value = tuple(value)
        params.append((key, value))
    return A.Effect(
        verb=verb,
        what=ref_from(node["what"], node.where("what")) if "what" in node else None,
        amount=amount_from(node.get("amount"), node.where("amount")),
        params=tuple(params),
        then=_each(node, "then", effect_from),
        otherwise=_each(node, "otherwise", effect_from),
        optional=bool(node.get("optional", False)),
        condition=_one(node, "condition", condition_from) if "condition" in node else None,
    )


def _mode_from(mode: Any, at: str) -> Any:
    if isinstance(mode, dict):
        mode = check_keys(mode, {"targets", "effects", "text"}, "mode", at)
        return A.Ability(A.SPELL_ABILITY, text=str(mode.get("text", "")), targets=_each(mode, "targets", target_from),
                         effects=_each(mode, "effects", effect_from))
    if not isinstance(mode, list):
        raise DataError(at, "a mode is a list of effects or {targets, effects}")
    return tuple(effect_from(e, item_where(mode, i, at)) for i, e in enumerate(mode))


def cost_from(value: Any, at: str) -> A.Cost:
    if isinstance(value, dict):
        node = _checked(value, A.Cost, "cost", at)
        data = dict(node)
        if data.get("select") is not None:
            data["select"] = _one(node, "select", select_from)
        return A.Cost(**data)
    if not isinstance(value, str):
        raise DataError(at, f"bad cost {value!r}"[:200])
    words = value.split()
    kind = words[0] if words else ""
    if kind in ("close", "destroy_self") and len(words) == 1:
        return A.Cost(kind)
    if kind in ("coins", "discard", "wound_self") and len(words) == 2:
        if words[1] in ("X", "x"):
            return A.Cost(kind, 0, is_x=True)
        if words[1].isdigit() and len(words[1]) < 7:
            return A.Cost(kind, int(words[1]))
    if kind == "remove_markers" and len(words) == 3 and words[2].isdigit() and len(words[2]) < 7:
        return A.Cost(kind, int(words[2]), marker=words[1])
    raise DataError(at, f"bad cost {value!r} (e.g. 'close', 'coins 2', 'discard 1')")


def trigger_from(node: Any, at: str = "<scenario>") -> A.Trigger:
    node = _checked(node, A.Trigger, "trigger", at)
    event = node.get("event")
    if event not in A.EVENTS:
        raise DataError(node.where("event"), f"unknown event {event!r}; known: {', '.join(A.EVENTS)}"[:2000])
    return A.Trigger(event=event,
                     subject=_one(node, "subject", select_from) if node.get("subject") is not None else None,
                     whose_turn=node.get("whose_turn", A.ANY),
                     other=_one(node, "other", select_from) if node.get("other") is not None else None,
                     nth=node.get("nth", 0))


def target_from(node: Any, at: str = "<scenario>") -> A.Target:
    node = _checked(node, A.Target, "target", at)
    if "select" not in node:
        raise DataError(node.where(), "a target needs a 'select'")
    return A.Target(_one(node, "select", select_from), node.get("min", 1), node.get("max", node.get("min", 1)),
                    node.get("chooser", A.YOU), bool(node.get("at_execution", False)))


def static_from(node: Any, at: str = "<scenario>") -> A.StaticPart:
    node = _checked(node, A.StaticPart, "static part", at)
    data = dict(node)
    if data.get("select") is not None:
        data["select"] = _one(node, "select", select_from)
    if data.get("condition") is not None:
        data["condition"] = _one(node, "condition", condition_from)
    if isinstance(data.get("ability"), dict):  # a ``grant_ability`` part: the quoted ability, written as an ability
        data["ability"] = _one(node, "ability", ability_from)
    return A.StaticPart(**data)


_KINDS = {"static": A.STATIC, "activated": A.ACTIVATED, "triggered": A.TRIGGERED, "spell": A.SPELL_ABILITY}
_ABILITY_FIELDS = {"kind", "text", "zone", "costs", "trigger", "condition", "optional", "every_time", "per_turn",
                   "targets", "effects", "statics", "keyword"}


def ability_from(node: Any, at: str = "<scenario>") -> A.Ability:
    """An Ability from a scenario mapping."""
    node = _checked(node, A.Ability, "ability", at, _ABILITY_FIELDS)
    kind = node.get("kind")
    if kind not in _KINDS:
        raise DataError(node.where("kind"), f"ability kind must be one of {', '.join(_KINDS)}")
    costs = sequence(node, "costs", "'costs'")
    ability = A.Ability(
        kind=_KINDS[kind],
        text=str(node.get("text", "")),
        zone=node.get("zone", A.PLAY),
        costs=tuple(cost_from(c, item_where(costs, i, node.where("costs"))) for i, c in enumerate(costs)),
        trigger=_one(node, "trigger", trigger_from) if "trigger" in node else None,
        condition=_one(node, "condition", condition_from) if "condition" in node else None,
        optional=bool(node.get("optional", False)),
        every_time=bool(node.get("every_time", False)),
        per_turn=node.get("per_turn"),
        targets=_each(node, "targets", target_from),
        effects=_each(node, "effects", effect_from),
        statics=_each(node, "statics", static_from),
        keyword=_keyword_marker(node),
    )
    try:  # the engine indexes abilities by value: a parameter written as a mapping or nested list cannot be used
        hash(ability)
    except TypeError:
        raise DataError(node.where(), "a parameter of this ability is a mapping or a nested list, which the "
                                      "format does not read there") from None
    return ability


def _keyword_marker(node: Any) -> tuple[str, int] | None:
    """``keyword: [code, value]``: the keyword this ability is printed as («Засада 2» …)."""
    value = node.get("keyword")
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 2 or not isinstance(value[0], str)
            or not isinstance(value[1], int) or isinstance(value[1], bool)):
        raise DataError(node.where("keyword"), "keyword must be [code, value], e.g. [ambush, 2]")
    return (value[0], value[1])
