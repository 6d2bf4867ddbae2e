"""Effect handlers of the «replace_prevent» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from .effects import HANDLERS, Handler
from .replacements import _ban, _prevent

FAMILY_HANDLERS: dict[str, Handler] = {
    "ban": _ban,
    "prevent": _prevent,  # «предотвратите следующие N ран, наносимые вашим персонажам» (a shield on the hero)  # «<игроки> не могут разыгрывать / брать / атаковать (более N за ход)» for a time
}

HANDLERS.update(FAMILY_HANDLERS)
