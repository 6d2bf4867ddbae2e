"""Effect handlers of the «replace_prevent» phrase family; registered into ``effects.HANDLERS`` on import."""

from __future__ import annotations

from .effects import HANDLERS, Handler
from .replacements import _instead_of_death, _prevent, _replace_next_draw
from .restrictions import ban

FAMILY_HANDLERS: dict[str, Handler] = {
    "ban": ban,
    "replace_next_draw": _replace_next_draw,  # «в следующий раз, когда противник должен взять карту, вместо этого …»
    "instead_of_death": _instead_of_death,  # «если оно должно погибнуть, вместо этого …»
    "prevent": _prevent,  # «предотвратите следующие N ран, наносимые вашим персонажам» (a shield on the hero)
}

HANDLERS.update(FAMILY_HANDLERS)
