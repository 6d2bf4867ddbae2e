"""Decisions in the middle of a synchronous engine action.

Some replacements need a player's decision at the very moment an event is about to happen, deep inside engine code
that does not return to the driver: «Если ваше существо должно получить раны, вместо этого их может получить
Ур-вайл» asks Ур-вайл's controller, inside ``wounds.deal_wounds``, whether he takes the wounds (§7.4 «вместо»: a
replacement is applied at the moment, without a Queue entry). ``deal_wounds`` is called from combat, effect
handlers, rules effects …, none of which can stop half-way and resume later.

The engine therefore *replays* the step. In a game whose Catalog says such a decision can occur
(``Catalog.pausing``), the driver (``Game._advance``) keeps a copy of the state before each frame step
(:func:`step`). Engine code that needs a decision calls :func:`ask`:

- if the answer was already given (``GameState.answers``, consumed in order by ``GameState.answer_at``), it returns
  that option;
- otherwise it raises :class:`Pause`. The driver throws the half-done step away, goes back to the copy, and pushes
  an :class:`AnswerFrame` that offers the decision (an ordinary Decision with its complete list of legal options).
  When the player chooses, the option is appended to ``answers``; the frame below then steps again from the same
  state and, the engine being deterministic (the RNG is part of the state), reaches the same question, which
  :func:`ask` now answers from ``answers``. A second question in the same step pauses again the same way.

When a step finishes, ``answers`` is emptied. Games without such cards never copy anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decisions import Decision, Option
from .frames import Frame, pop

if TYPE_CHECKING:
    from .state import GameState


class Pause(Exception):
    """Raised by :func:`ask` when the engine needs a decision it has no answer for yet."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt_en)
        self.decision = decision


class AnswerFrame(Frame):
    """Offers the decision of a :class:`Pause`; its answer is recorded for the replay of the step below."""

    __slots__ = ("decision", "answered")

    def __init__(self, decision: Decision) -> None:
        self.decision = decision
        self.answered = False

    def step(self, s: GameState) -> Decision | None:
        if not self.answered:
            return self.decision
        pop(s, self)
        return None

    def apply(self, s: GameState, option: Option) -> None:
        s.answers = (*s.answers, option)
        self.answered = True


class ChoiceFrame(Frame):
    """Applies a chosen option to the frame below as a step of its own (``Game.choose`` in a game that may pause).
    Applying an option runs engine code too — declaring an attack pays «Медитация» with wounds, which a replacement may
    offer to take — so a question asked there must pause and replay like one asked in any step: the copy taken before
    the step still holds this frame, and the replay applies the same option again with the answers given."""

    __slots__ = ("option",)

    def __init__(self, option: Option) -> None:
        self.option = option

    def step(self, s: GameState) -> Decision | None:
        pop(s, self)
        s.frames[-1].apply(s, self.option)
        return None


def ask(s: GameState, decision: Decision) -> Option:
    """The option chosen for ``decision``: from the answers of this step's replay, or pause the step for it."""
    if s.answer_at < len(s.answers):
        option = s.answers[s.answer_at]
        s.answer_at += 1
        if option not in decision.options:  # the replay must reach the same question (a deterministic engine)
            raise AssertionError(f"replayed answer {option} is not an option of {decision.prompt_en!r}")
        return option
    if not s.catalog.pausing:
        raise AssertionError(f"a decision inside an engine action in a game that cannot pause: {decision.prompt_en}")
    raise Pause(decision)


def step(game: Any) -> Decision | None:
    """One step of the top frame of ``game.state`` that may pause (see the module doc). May replace ``game.state``
    by the copy taken before the step."""
    s = game.state
    top = s.frames[-1]
    if type(top) is AnswerFrame:  # offering a question, or done: the answers stay for the replay below it
        return top.step(s)
    backup = s.copy()
    backup.events = list(s.events)
    s.answer_at = 0
    try:
        d: Decision | None = top.step(s)
    except Pause as p:
        backup.frames.append(AnswerFrame(p.decision))
        game.state = backup
        return p.decision
    s.answers = ()
    s.answer_at = 0
    return d

