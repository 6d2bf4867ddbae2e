"""Frames: the resumable processes of the state machine (a turn's start, an attack, a resolution …).

The game's ``frames`` list is a stack. The driver (``engine/game.py``) repeatedly asks the top frame to
``step``: the frame either makes progress (mutating the state, pushing or popping frames) and returns
``None``, or returns a :class:`Decision` and waits; ``apply`` then feeds it the chosen option. Frames hold
only plain values (ints, tuples, small lists), so a game with pending frames clones cheaply — which a
generator-based engine could not do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..decisions import Decision, Option
    from .state import GameState


class Frame:
    """Base class. Subclasses declare ``__slots__`` with plain-value fields only."""

    __slots__: tuple[str, ...] = ()

    def step(self, s: GameState) -> Decision | None:
        """Make progress or return the decision this frame waits for."""
        raise NotImplementedError

    def apply(self, s: GameState, option: Option) -> None:
        """Consume the chosen option (already checked to be legal)."""
        raise NotImplementedError(f"{type(self).__name__} takes no decisions")

    def actor(self) -> int | None:
        """The player whose card, ability, play or payment this frame carries out (who «makes» a card move while it
        runs: zones.mover), or None when the frame acts for nobody in particular (a decision frame above it)."""
        return None

    def declared_source(self) -> int | None:
        """The card whose ability this frame is declaring — declaring names the source to every player (digest §7.6;
        visibility) — or None when it declares nothing."""
        return None

    def copy(self) -> Frame:
        f = object.__new__(type(self))
        for name in slot_names(type(self)):
            value = getattr(self, name)
            if type(value) is list:
                value = value.copy()
            elif type(value) is dict:
                value = value.copy()
            setattr(f, name, value)
        return f

    def snapshot(self) -> tuple[Any, ...]:
        values: list[Any] = [type(self).__name__]
        for name in slot_names(type(self)):
            value = getattr(self, name)
            if type(value) is list:
                value = tuple(value)
            elif type(value) is dict:
                value = tuple(sorted(value.items()))
            values.append(value)
        return tuple(values)


_SLOT_NAMES: dict[type, tuple[str, ...]] = {}


def slot_names(cls: type) -> tuple[str, ...]:
    """The fields of a frame class, its own first, then its bases' (listed once per class: every clone and every state
    hash copies or reads each frame of the stack)."""
    names = _SLOT_NAMES.get(cls)
    if names is None:
        names = _SLOT_NAMES[cls] = tuple(
            name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ()))
    return names


def push(s: GameState, frame: Frame) -> None:
    s.frames.append(frame)


def pop(s: GameState, frame: Frame) -> None:
    """Remove ``frame`` (which must be on top) from the stack."""
    top = s.frames.pop()
    assert top is frame, f"frame stack corrupted: popped {type(top).__name__}, expected {type(frame).__name__}"
