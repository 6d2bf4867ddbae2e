"""Engine additions of the «statics» phrase family; registered into ``effects`` on import.

Most of the family's work is in static abilities (``continuous.py``, ``wounds.py``, ``combat.py``, ``selectors.py``,
``declare.py``); here: the verb ``become_class`` and the family's counted amounts read by an instruction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import abilities as A
from ..decisions import Option
from .effects import HANDLERS, NONE, Handler, Result, _each_in_play, _effect_on
from .state import GameState

if TYPE_CHECKING:
    from .resolve import ResolveFrame


def _become_class(s: GameState, frame: ResolveFrame, e: A.Effect, choice: Option | None) -> Result:
    """«<np> становится <классом>»: a ``set_classes`` effect (read by selectors.classes_of) until it leaves play."""
    cls = e.param("class")
    if cls == A.CHOSEN_CLASS:  # «… получает класс по вашему выбору»: the class named by the choose_class before it
        cls = s.chosen_class.get(frame.item.source)
        if not cls:
            return NONE

    def become(c: int) -> bool:
        _effect_on(s, frame, c, "set_classes", cls, 0, A.PERMANENT)
        return True

    return _each_in_play(s, frame, e, become)


FAMILY_HANDLERS: dict[str, Handler] = {"become_class": _become_class}
HANDLERS.update(FAMILY_HANDLERS)
