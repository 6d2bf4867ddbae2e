"""Effect handlers of the «replace_prevent» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from .effects import HANDLERS, Handler
from .replacements import _ban, _instead_of_death, _prevent, _replace_next_draw

FAMILY_HANDLERS: dict[str, Handler] = {
    "ban": _ban,
    "replace_next_draw": _replace_next_draw,  # «в следующий раз, когда противник должен взять карту, вместо этого …»
    "instead_of_death": _instead_of_death,  # «если оно должно погибнуть, вместо этого …»
    "prevent": _prevent,  # «предотвратите следующие N ран, наносимые вашим персонажам» (a shield on the hero)  # «<игроки> не могут разыгрывать / брать / атаковать (более N за ход)» for a time
}

HANDLERS.update(FAMILY_HANDLERS)
