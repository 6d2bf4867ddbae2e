"""Effect handlers of the «costs_misc» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from .effects import HANDLERS, Handler

FAMILY_HANDLERS: dict[str, Handler] = {}

HANDLERS.update(FAMILY_HANDLERS)
