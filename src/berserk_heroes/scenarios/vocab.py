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
from .yamlio import Node, Seq


def _where(node: Any, key: str | None = None) -> str:
    if isinstance(node, Node):
        return node.where(key)
    if isinstance(node, Seq):
        return node.where()
    return "<scenario>"


def _fields(cls: type) -> set[str]:
    return {f.name for f in dataclasses.fields(cls)}


def _check_keys(node: Any, allowed: set[str], what: str) -> None:
    if not isinstance(node, dict):
        raise DataError(_where(node), f"{what} must be a mapping")
    for key in node:
        if key not in allowed:
            raise DataError(_where(node, key), f"unknown field of {what}; allowed: {', '.join(sorted(allowed))}")


def select_from(node: Any) -> A.Select:
    """A Select from a mapping (fields of abilities.Select; lists become tuples)."""
    _check_keys(node, _fields(A.Select), "select")
    values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in node.items()}
    try:
        return A.Select(**values)
    except TypeError as exc:
        raise DataError(_where(node), f"bad select: {exc}") from None


def ref_from(value: Any, where: str) -> A.Ref:
    if isinstance(value, dict):
        if set(value) != {"all"}:
            raise DataError(where, "a ref mapping must be {all: <select>}")
        return A.ALL(select_from(value["all"]))
    if not isinstance(value, str):
        raise DataError(where, f"a ref must be a string or {{all: ...}}, not {value!r}")
    simple = {"this": A.THIS, "it": A.IT, "event": A.EVENT(), "event.other": A.EVENT("other"),
              "your_hero": A.YOUR_HERO, "enemy_hero": A.ENEMY_HERO, "you": A.YOU_PLAYER,
              "opponent": A.OPPONENT_PLAYER, "both": A.Ref("player", side=A.ANY)}
    if value in simple:
        return simple[value]
    if value.startswith("target"):
        rest = value[len("target"):] or "0"
        if rest.isdigit():
            return A.TARGET(int(rest))
    raise DataError(where, f"unknown ref {value!r}")


def amount_from(value: Any, where: str) -> int | A.Amount | None:
    if value is None or isinstance(value, int):
        return value
    if value == "X" or value == "x":
        return A.Amount("x")
    if isinstance(value, dict):
        _check_keys(value, _fields(A.Amount), "amount")
        data = dict(value)
        if "select" in data:
            data["select"] = select_from(data["select"])
        if "ref" in data:
            data["ref"] = ref_from(data["ref"], where)
        return A.Amount(**data)
    raise DataError(where, f"bad amount {value!r}")


def condition_from(node: Any) -> A.Condition:
    _check_keys(node, _fields(A.Condition), "condition")
    data = dict(node)
    if "select" in data:
        data["select"] = select_from(data["select"])
    if "ref" in data:
        data["ref"] = ref_from(data["ref"], _where(node, "ref"))
    if "parts" in data:
        data["parts"] = tuple(condition_from(p) for p in data["parts"])
    return A.Condition(**data)


_EFFECT_FIELDS = {"verb", "what", "amount", "then", "otherwise", "optional", "condition"}


def effect_from(node: Any) -> A.Effect:
    """An Effect; keys other than its fields become ``params`` (select/with/modes/effects converted)."""
    if not isinstance(node, dict) or "verb" not in node:
        raise DataError(_where(node), "an effect must be a mapping with a 'verb'")
    verb = node["verb"]
    if verb not in A.VERBS:
        raise DataError(_where(node, "verb"), f"unknown verb {verb!r}; known: {', '.join(sorted(A.VERBS))}")
    params: list[tuple[str, Any]] = []
    for key, value in node.items():
        if key in _EFFECT_FIELDS:
            continue
        if key == "select":
            value = select_from(value)
        elif key in ("with", "holder", "attacker"):
            value = ref_from(value, _where(node, key))
        elif key == "modes":  # a list of effects each, or {targets, effects} (chosen at declaration)
            value = tuple(_mode_from(mode) for mode in value)
        elif key == "effects":
            value = tuple(effect_from(e) for e in value)
        elif key == "while":
            value = condition_from(value)
        elif isinstance(value, list):
            value = tuple(value)
        params.append((key, value))
    return A.Effect(
        verb=verb,
        what=ref_from(node["what"], _where(node, "what")) if "what" in node else None,
        amount=amount_from(node.get("amount"), _where(node, "amount")),
        params=tuple(params),
        then=tuple(effect_from(e) for e in node.get("then", ())),
        otherwise=tuple(effect_from(e) for e in node.get("otherwise", ())),
        optional=bool(node.get("optional", False)),
        condition=condition_from(node["condition"]) if "condition" in node else None,
    )


def _mode_from(mode: Any) -> Any:
    if isinstance(mode, dict):
        _check_keys(mode, {"targets", "effects", "text"}, "mode")
        return A.Ability(A.SPELL_ABILITY, text=str(mode.get("text", "")),
                         targets=tuple(target_from(t) for t in mode.get("targets", ())),
                         effects=tuple(effect_from(e) for e in mode.get("effects", ())))
    return tuple(effect_from(e) for e in mode)


def cost_from(value: Any, where: str) -> A.Cost:
    if isinstance(value, dict):
        _check_keys(value, _fields(A.Cost), "cost")
        return A.Cost(**value)
    if not isinstance(value, str):
        raise DataError(where, f"bad cost {value!r}")
    words = value.split()
    kind = words[0]
    if kind in ("close", "destroy_self"):
        return A.Cost(kind)
    if kind in ("coins", "discard", "wound_self") and len(words) == 2:
        if words[1] in ("X", "x"):
            return A.Cost(kind, 0, is_x=True)
        if words[1].isdigit():
            return A.Cost(kind, int(words[1]))
    if kind == "remove_markers" and len(words) == 3 and words[2].isdigit():
        return A.Cost(kind, int(words[2]), marker=words[1])
    raise DataError(where, f"bad cost {value!r} (e.g. 'close', 'coins 2', 'discard 1')")


def trigger_from(node: Any) -> A.Trigger:
    _check_keys(node, _fields(A.Trigger), "trigger")
    event = node.get("event")
    if event not in A.EVENTS:
        raise DataError(_where(node, "event"), f"unknown event {event!r}; known: {', '.join(A.EVENTS)}")
    return A.Trigger(event=event,
                     subject=select_from(node["subject"]) if node.get("subject") is not None else None,
                     whose_turn=node.get("whose_turn", A.ANY),
                     other=select_from(node["other"]) if node.get("other") is not None else None)


def target_from(node: Any) -> A.Target:
    _check_keys(node, _fields(A.Target), "target")
    if "select" not in node:
        raise DataError(_where(node), "a target needs a 'select'")
    return A.Target(select_from(node["select"]), node.get("min", 1), node.get("max", node.get("min", 1)),
                    node.get("chooser", A.YOU), bool(node.get("at_execution", False)))


def static_from(node: Any) -> A.StaticPart:
    _check_keys(node, _fields(A.StaticPart), "static part")
    data = dict(node)
    if data.get("select") is not None:
        data["select"] = select_from(data["select"])
    if data.get("condition") is not None:
        data["condition"] = condition_from(data["condition"])
    return A.StaticPart(**data)


_KINDS = {"static": A.STATIC, "activated": A.ACTIVATED, "triggered": A.TRIGGERED, "spell": A.SPELL_ABILITY}
_ABILITY_FIELDS = {"kind", "text", "zone", "costs", "trigger", "condition", "optional", "every_time", "per_turn",
                   "targets", "effects", "statics", "keyword"}


def ability_from(node: Any) -> A.Ability:
    """An Ability from a scenario mapping."""
    _check_keys(node, _ABILITY_FIELDS, "ability")
    kind = node.get("kind")
    if kind not in _KINDS:
        raise DataError(_where(node, "kind"), f"ability kind must be one of {', '.join(_KINDS)}")
    keyword = node.get("keyword")
    return A.Ability(
        kind=_KINDS[kind],
        text=str(node.get("text", "")),
        zone=node.get("zone", A.PLAY),
        costs=tuple(cost_from(c, _where(node, "costs")) for c in node.get("costs", ())),
        trigger=trigger_from(node["trigger"]) if "trigger" in node else None,
        condition=condition_from(node["condition"]) if "condition" in node else None,
        optional=bool(node.get("optional", False)),
        every_time=bool(node.get("every_time", False)),
        per_turn=node.get("per_turn"),
        targets=tuple(target_from(t) for t in node.get("targets", ())),
        effects=tuple(effect_from(e) for e in node.get("effects", ())),
        statics=tuple(static_from(p) for p in node.get("statics", ())),
        keyword=(keyword[0], int(keyword[1])) if isinstance(keyword, list) else None,
    )
