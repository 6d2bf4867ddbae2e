"""The wire protocol, version 1 (``docs/protocol.md``): JSON text frames over one WebSocket.

Client frames are validated here, strictly: a frame is an object with a known ``type``, exactly the fields
that type allows, each of the right JSON type and within bounds. Anything else is a :class:`ProtocolError`
with a stable code and a Russian and an English message; it changes nothing.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

import orjson

from ..errors import IllegalAction

PROTOCOL_VERSION = 1

MAX_SEQ = 10**9
MAX_OPTION_ID = 10**6
MAX_NOTATION = 300
MAX_REQUEST_ID = 64
_TOKENISH = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class ProtocolError(Exception):
    """A frame the server refuses. ``code`` is stable; ``rule`` is set when the engine refused a move."""

    def __init__(self, code: str, ru: str, en: str, rule: str | None = None, **extra: Any) -> None:
        super().__init__(f"{code}: {en}")
        self.code = code
        self.ru = ru
        self.en = en
        self.rule = rule
        self.extra = extra

    @classmethod
    def from_illegal(cls, exc: IllegalAction) -> ProtocolError:
        """The engine's refusal, with its code, rule and messages."""
        return cls(exc.code, exc.message_ru, exc.message_en, exc.rule)

    def frame(self, request_id: str | int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "error", "code": self.code, "rule": self.rule, "ru": self.ru, "en": self.en}
        out.update(self.extra)
        if request_id is not None:
            out["id"] = request_id
        return out


@dataclass(frozen=True)
class ClientFrame:
    """A validated client frame: its type, its fields, and the client's request id (echoed back)."""

    type: str
    fields: dict[str, Any]
    id: str | int | None = None


# type → {field: (json type, required)}. "id" is allowed in every frame.
_INT, _STR = "int", "str"
FRAME_FIELDS: dict[str, dict[str, tuple[str, bool]]] = {
    "hello": {"protocol": (_INT, True), "game": (_STR, True), "token": (_STR, True)},
    "choose": {"decision_seq": (_INT, True), "option_id": (_INT, False), "notation": (_STR, False)},
    "explain": {"decision_seq": (_INT, True), "notation": (_STR, True)},
    "sync": {},
    "ping": {},
}
_BOUNDS = {"protocol": (0, 1000), "decision_seq": (0, MAX_SEQ), "option_id": (0, MAX_OPTION_ID)}
_LENGTHS = {"game": 32, "token": 64, "notation": MAX_NOTATION}


def parse_frame(text: str, max_bytes: int) -> ClientFrame:
    """Validate one text frame; ProtocolError says what is wrong with it."""
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise ProtocolError("too_large", f"сообщение длиннее {max_bytes} байт", f"the frame exceeds {max_bytes} bytes")
    data = _json(text)
    if not isinstance(data, dict):
        raise ProtocolError("not_an_object", "сообщение должно быть объектом JSON", "a frame must be a JSON object")
    request_id = _request_id(data.get("id"))
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FRAME_FIELDS:
        raise ProtocolError("unknown_type", "неизвестный тип сообщения; ожидается одно из: " + ", ".join(FRAME_FIELDS),
                            "unknown frame type; expected one of: " + ", ".join(FRAME_FIELDS), id=request_id)
    spec = FRAME_FIELDS[kind]
    extra = sorted(set(data) - set(spec) - {"type", "id"})
    if extra:
        raise ProtocolError("unknown_field", f"лишнее поле «{extra[0]}»", f"unexpected field {extra[0]!r}", id=request_id)
    fields = {}
    for name, (json_type, required) in spec.items():
        if name not in data:
            if required:
                raise ProtocolError("missing_field", f"нет поля «{name}»", f"missing field {name!r}", id=request_id)
            continue
        fields[name] = _checked(name, data[name], json_type, request_id)
    if kind == "choose" and ("option_id" in fields) == ("notation" in fields):
        raise ProtocolError("missing_field", "укажите ровно одно из полей «option_id» и «notation»",
                            "give exactly one of 'option_id' and 'notation'", id=request_id)
    return ClientFrame(kind, fields, request_id)


def _json(text: str) -> Any:
    try:
        return loads_frame(text)
    except (ValueError, RecursionError):
        raise ProtocolError("not_json", "сообщение — не JSON", "the frame is not valid JSON") from None


def loads_frame(text: str) -> Any:
    """:func:`loads_strict`'s answer, read by orjson (~30 times faster) when orjson can give the same one: for
    the JSON it accepts without a float anywhere. Every other text (refused by orjson: broken, NaN, a lone
    surrogate, deeper than 1,024; or holding a number, such as an integer past 64 bits, that orjson reads
    as a float) is read again by :func:`loads_strict`, so that a frame is refused or taken exactly as before."""
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError:
        return loads_strict(text)
    return loads_strict(text) if _holds_float(data) else data


def _holds_float(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_holds_float(v) for v in value.values())
    if isinstance(value, list):
        return any(_holds_float(v) for v in value)
    return isinstance(value, float)


def loads_strict(text: str) -> Any:
    """JSON as the protocol and the HTTP API accept it: no NaN or Infinity, and only text that is valid
    Unicode (a lone surrogate such as ``"\\ud800"`` could not be echoed back or stored). ValueError, or
    RecursionError for nesting deeper than Python's JSON reader goes."""

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    data = json.loads(text, parse_constant=no_constant)  # JSONDecodeError is a ValueError; so is a 5,000-digit number
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("a string is not valid Unicode (a lone surrogate)") from None
    return data


def _request_id(value: Any) -> str | int | None:
    if value is None:
        return None
    if isinstance(value, str) and len(value) <= MAX_REQUEST_ID:
        return value
    if type(value) is int and abs(value) <= 2**53:
        return value
    raise ProtocolError("wrong_type", f"«id» должно быть строкой до {MAX_REQUEST_ID} символов или целым числом",
                        f"'id' must be a string of at most {MAX_REQUEST_ID} characters or an integer")


def _checked(name: str, value: Any, json_type: str, request_id: str | int | None) -> Any:
    if json_type == _INT:
        if type(value) is not int:
            raise ProtocolError("wrong_type", f"«{name}» должно быть целым числом", f"{name!r} must be an integer",
                                id=request_id)
        low, high = _BOUNDS[name]
        if not low <= value <= high:
            raise ProtocolError("out_of_range", f"«{name}» вне допустимых пределов {low}…{high}",
                                f"{name!r} is outside {low}..{high}", id=request_id)
        return value
    if not isinstance(value, str):
        raise ProtocolError("wrong_type", f"«{name}» должно быть строкой", f"{name!r} must be a string", id=request_id)
    if len(value) > _LENGTHS[name] or (name in ("game", "token") and not _TOKENISH.match(value)):
        raise ProtocolError("out_of_range", f"недопустимое значение «{name}»", f"invalid value of {name!r}",
                            id=request_id)
    if name == "notation" and any(ord(ch) < 32 for ch in value):
        raise ProtocolError("out_of_range", "управляющие символы в записи хода", "control characters in the notation",
                            id=request_id)
    return value


def encode(frame: Any) -> str:
    """A server frame as compact JSON text (UTF-8, Cyrillic as is), the same text as ``json.dumps(frame,
    ensure_ascii=False, separators=(",", ":"))``. Encoding is the largest share of a state frame's cost
    (each choice sends one to every connection), and orjson does it about six times faster."""
    return orjson.dumps(frame, option=orjson.OPT_NON_STR_KEYS).decode()


# Refusals the server itself makes (the engine's refusals come with their own codes and rules).

def bad_token() -> ProtocolError:
    """The same answer for an unknown game and a wrong token: no oracle on game ids."""
    return ProtocolError("bad_token", "нет такой игры или неверный токен", "no such game, or a wrong token")


def hello_first() -> ProtocolError:
    return ProtocolError("hello_first", "сначала отправьте hello", "send hello first")


def binary_frame() -> ProtocolError:
    return ProtocolError("binary_frame", "принимаются только текстовые сообщения JSON", "only JSON text frames are accepted")


def rate_limited() -> ProtocolError:
    return ProtocolError("rate_limited", "слишком много сообщений: сообщение отброшено",
                         "too many frames: the frame was dropped")


def unsupported_protocol(version: int) -> ProtocolError:
    return ProtocolError("unsupported_protocol", f"версия протокола {version} не поддерживается (есть {PROTOCOL_VERSION})",
                         f"protocol version {version} is not supported (this server speaks {PROTOCOL_VERSION})")
