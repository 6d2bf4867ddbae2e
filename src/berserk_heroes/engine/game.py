"""Game: the public face of the engine — ``decision``, ``choose``, ``view``, ``clone``.

Nothing else changes a game. The engine never prints and never calls a UI: it stops at a
:class:`~berserk_heroes.decisions.Decision` and resumes on the chosen option.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards.model import CardDef
from ..config import RulesConfig
from ..decisions import Decision, Option, normalise, render_all
from ..errors import IllegalAction
from ..rng import Rng
from .explain import explain_illegal
from .state import Catalog, GameState, as_created
from .turn import setup_game


@dataclass(frozen=True)
class PlayerSetup:
    """What one player brings: a hero, a deck (top card last after shuffling), and reserve cards
    (created/placed cards, §1.4.2)."""

    hero: CardDef
    deck: Sequence[CardDef]
    reserve: Sequence[CardDef] = field(default_factory=tuple)
    name: str = ""
    sideboard: Sequence[CardDef] = field(default_factory=tuple)  # «дополнительная колода» (§8.1)


class Game:
    """One game of «Берсерк. Герои» between players 0 and 1.

    >>> game = Game([setup_a, setup_b], seed=7)          # doctest: +SKIP
    >>> while not game.is_over:                           # doctest: +SKIP
    ...     game.choose(game.legal_options[0])
    """

    __slots__ = ("state", "setups", "seed", "_steps", "_history", "_decision", "_notations")

    def __init__(self, setups: Sequence[PlayerSetup], seed: int = 0, config: RulesConfig | None = None,
                 allow_unsupported: bool = False) -> None:
        if len(setups) != 2:
            raise ValueError("a game needs exactly two players")
        self.setups = tuple(setups)
        self.seed = seed
        config = config or RulesConfig()
        defs: list[CardDef] = []
        owners: list[int] = []
        for index, setup in enumerate(setups):
            for d in (setup.hero, *setup.deck, *(as_created(r) for r in setup.reserve), *setup.sideboard):
                defs.append(d)
                owners.append(index)
        s = GameState(Catalog.shared(defs, owners), config, Rng(seed))
        s.ignore_unsupported = allow_unsupported
        self.state = s
        self._build_zones(setups)
        self._steps: list[tuple[int, Option, tuple[Option, ...], tuple[str, ...]]] = []
        self._history: list[tuple[int, str]] = []
        self._decision: Decision | None = None
        self._notations: list[str] | None = None
        setup_game(s)
        self._advance()

    def _build_zones(self, setups: Sequence[PlayerSetup]) -> None:
        from .state import CardState, PlayerState

        s = self.state
        iid = 0
        for index, setup in enumerate(setups):
            hero = iid
            p = PlayerState(index, hero)
            s.players.append(p)
            s.play.append(hero)
            s.cards[hero] = CardState(hero, index, 0)
            iid += 1
            p.deck = list(range(iid, iid + len(setup.deck)))
            iid += len(setup.deck)
            p.reserve = list(range(iid, iid + len(setup.reserve)))
            iid += len(setup.reserve)
            p.sideboard = list(range(iid, iid + len(setup.sideboard)))
            iid += len(setup.sideboard)

    @classmethod
    def from_position(cls, position: Any, seed: int = 0, config: RulesConfig | None = None,
                      allow_unsupported: bool = False) -> Game:
        """A game at an arbitrary :class:`~berserk_heroes.engine.position.Position` (scenarios, puzzles)."""
        from .position import build_state
        from .turn import MAIN, START, TurnFrame

        s, _ = build_state(position, seed, config or RulesConfig())
        s.ignore_unsupported = allow_unsupported
        frame = TurnFrame()
        if position.phase == "turn_start":
            s.turn -= 1
            s.active = s.last_normal = 1 - position.active
            frame.stage = START
        else:
            frame.stage = MAIN
            s.turn_owner_count[s.active] += 1
            if s.catalog.hob_grave_log:  # hoard_b: a position's graveyards were there as its turn began
                from .effects_hoard_b import grave_turn_start

                grave_turn_start(s)
        s.frames.append(frame)
        g = cls.__new__(cls)
        g.state = s
        g.setups = ()
        g.seed = seed
        g._steps = []
        g._history = []
        g._decision = None
        g._notations = None
        g._advance()
        return g

    # -- the decision protocol -------------------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """What the engine waits for, or None when the game is over."""
        return self._decision

    @property
    def legal_options(self) -> tuple[Option, ...]:
        """The complete list of legal options of the current decision (empty when the game is over)."""
        return self._decision.options if self._decision is not None else ()

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def result(self) -> tuple[int, str] | None:
        """``(winner, reason)`` with winner 0 or 1, or -1 for a draw; None while the game goes on."""
        return self.state.result

    @property
    def winner(self) -> int | None:
        r = self.state.result
        return None if r is None or r[0] < 0 else r[0]

    def choose(self, option: Option | str, player: int | None = None) -> None:
        """Apply a legal option (or its notation). Illegal input raises :class:`IllegalAction` and leaves the
        game exactly as it was. ``player``, when given, must be the player who decides."""
        d = self._decision
        if d is None:
            raise IllegalAction("game_over", "игра окончена", "the game is over")
        if player is not None and player != d.player:
            raise IllegalAction("wrong_player", f"сейчас решает игрок {d.player + 1}",
                                f"it is player {d.player + 1}'s decision, not player {player + 1}'s")
        if isinstance(option, str):
            option = self.parse(option)
        elif not _well_formed(option):
            raise IllegalAction("malformed_option", "это не вариант выбора", "that is not an option")
        if option not in d.options:
            raise explain_illegal(self.state, d, option)
        # The notation is rendered lazily (``history``): names are fixed per card, so keeping the option
        # list is enough, and self-play does not pay for text it never reads.
        self._steps.append((d.player, option, d.options, self.state.catalog.names))
        top = self.state.frames[-1]
        if self.state.catalog.pausing:  # «replace_opt»: applying it may ask a question (engine/pause.py), so it is a step
            from .pause import AnswerFrame, ChoiceFrame

            if type(top) is AnswerFrame:  # an answer only joins the answers of the step it pauses: nothing to ask
                top.apply(self.state, option)
            else:
                self.state.frames.append(ChoiceFrame(option))
        else:
            top.apply(self.state, option)
        self._advance()

    @property
    def history(self) -> list[tuple[int, str]]:
        """Every choice made so far: (player, notation), in order."""
        steps = self._steps
        hist = self._history
        if len(hist) < len(steps):
            defs = self.state.catalog.defs
            for player, option, options, names in steps[len(hist):]:
                texts = render_all(options, names.__getitem__, lambda i: defs[i].type == "hero")
                hist.append((player, texts[options.index(option)]))
        return list(hist)

    def _advance(self) -> None:
        s = self.state
        self._notations = None
        while s.result is None:
            if s.catalog.pausing:  # «replace_opt»: a replacement may ask in the middle of a step (engine/pause.py)
                from .pause import step

                d = step(self)
                s = self.state
            else:
                d = s.frames[-1].step(s)
            if d is not None:
                self._decision = d
                s.events.clear()
                return
        self._decision = None
        s.events.clear()

    # -- notation ---------------------------------------------------------------------------------------------

    def notations(self) -> list[str]:
        """The notation of every legal option, in the same order (each unique). A fresh list each call."""
        return list(self._rendered())

    def _rendered(self) -> list[str]:
        if self._notations is None:
            s = self.state
            self._notations = render_all(self.legal_options, s.name, lambda i: s.catalog.defs[i].type == "hero")
        return self._notations

    def notation(self, option: Option) -> str:
        """The compact text of a legal option (e.g. ``attack Гном-легионер -> hero``)."""
        try:
            return self._rendered()[self.legal_options.index(option)]
        except ValueError:
            from ..decisions import render

            s = self.state
            return render(option, s.name, lambda i: s.catalog.defs[i].type == "hero", qualify=True)

    def parse(self, text: str) -> Option:
        """The legal option whose notation is ``text`` (case-, ё- and space-insensitive). A name without
        ``#iid`` is accepted when it picks out one option, or several that are interchangeable."""
        wanted = normalise(text)
        notes = self._rendered()
        for option, note in zip(self.legal_options, notes):
            if normalise(note) == wanted:
                return option
        loose = [o for o, n in zip(self.legal_options, notes) if _strip_ids(normalise(n)) == wanted]
        if loose and self._interchangeable(loose):
            return loose[0]
        raise IllegalAction("unknown_option", f"нет такого варианта: «{text}»",
                            f"no such option: {text!r}")

    def _interchangeable(self, options: list[Option]) -> bool:
        """Options that differ only in which copy of the same card in the same state they name."""
        s = self.state

        def fingerprint(iid: int) -> tuple[object, ...]:
            if iid < 0:
                return ()
            cs = s.cards.get(iid)
            return (s.catalog.defs[iid].key, cs.snapshot()[1:] if cs is not None else None)

        first = options[0]
        return all(o.kind == first.kind and o.num == first.num and fingerprint(o.card) == fingerprint(first.card)
                   and fingerprint(o.target) == fingerprint(first.target) for o in options)

    # -- views, clone, hash -----------------------------------------------------------------------------------

    def view(self, player: int | None) -> Any:
        """What ``player`` may see (None = a spectator). Never the opponent's hand or any deck order."""
        from ..views import build_view

        return build_view(self, player)

    def clone(self, keep_history: bool = True) -> Game:
        """An independent copy sharing only immutable data (card definitions, config). ``keep_history=False``
        starts the copy with no record of past choices (search: the opponent's past options name his hand)."""
        g = Game.__new__(Game)
        g.state = self.state.copy()
        g.setups = self.setups
        g.seed = self.seed
        g._steps = self._steps.copy() if keep_history else []
        g._history = self._history.copy() if keep_history else []
        g._decision = self._decision
        g._notations = self._notations
        return g

    def state_hash(self) -> str:
        """A short hash of the whole state (for records and replay checks)."""
        s = self.state
        data = repr((s.config, s.snapshot())).encode()
        return hashlib.blake2b(data, digest_size=8).hexdigest()


def _well_formed(option: object) -> bool:
    if not isinstance(option, Option) or not isinstance(option.kind, str):
        return False
    return all(type(v) is int for v in option[1:])


def _strip_ids(text: str) -> str:
    import re

    return re.sub(r"#\d+", "", text)
