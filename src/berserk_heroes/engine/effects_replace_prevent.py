"""Effect handlers of the «replace_prevent» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from .effects import HANDLERS, Handler

from .replacements import _ban

FAMILY_HANDLERS: dict[str, Handler] = {
    "ban": _ban,  # «<игроки> не могут разыгрывать / брать / атаковать (более N за ход)» for a time
}

HANDLERS.update(FAMILY_HANDLERS)
