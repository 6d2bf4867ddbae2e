"""Game: the public face of the engine — ``decision``, ``choose``, ``view``, ``clone``.

Nothing else changes a game. The engine never prints and never calls a UI: it stops at a
:class:`~berserk_heroes.decisions.Decision` and resumes on the chosen option.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from ..cards.model import CardDef
from ..config import RulesConfig
from ..decisions import Decision, Option, card_name, moves_of, normalise, numbered, render, render_all
from ..errors import IllegalAction
from ..limits import shown
from ..rng import Rng, checked_seed
from .explain import NO_SUCH_MOVE, explain_illegal, explain_not_yours
from .pause import AnswerFrame, ChoiceFrame
from .pause import step as pause_step
from .position import build_state
from .setup_digest import field_hashes, setup_digest, setup_fields
from .state import CardState, Catalog, GameState, PlayerState, created_version
from .text_moves import read_move
from .turn import MAIN, START, TurnFrame, setup_game

Step = tuple[int, Option, tuple[Option, ...], tuple[str, ...], Mapping[int, tuple[int, ...]]]
"""One choice as ``Game`` keeps it until ``history`` renders it: (player, option, the options offered, the catalog's
names, ``GameState.parts``) — what ``decisions.card_name`` needs to name the cards as they were named then."""
_NO_PARTS: Mapping[int, tuple[int, ...]] = {}


@dataclass(frozen=True)
class PlayerSetup:
    """What one player brings: a hero, a deck (top card last after shuffling), and reserve cards
    (created/placed cards, §1.4.2)."""

    hero: CardDef
    deck: Sequence[CardDef]
    reserve: Sequence[CardDef] = field(default_factory=tuple)
    name: str = ""
    sideboard: Sequence[CardDef] = field(default_factory=tuple)  # «дополнительная колода» (§8.1)

    def card_keys(self) -> dict[str, Any]:
        """The setup by card keys, as a record holds it (``setup_digest.PLAYER_FIELDS``): name, hero, deck (in
        its original order), reserve, sideboard."""
        return {"name": self.name, "hero": self.hero.key, "deck": tuple(d.key for d in self.deck),
                "reserve": tuple(d.key for d in self.reserve), "sideboard": tuple(d.key for d in self.sideboard)}


_DEFAULT_CONFIG = RulesConfig()


def default_config() -> RulesConfig:
    """The rules with every option at its default, made once: a RulesConfig is frozen, so every game without rules of
    its own shares it (checking its options again for each simulated game cost about as much as a decision)."""
    return _DEFAULT_CONFIG


class Game:
    """One game of «Берсерк. Герои» between players 0 and 1.

    >>> game = Game([setup_a, setup_b], seed=7)          # doctest: +SKIP
    >>> while not game.is_over:                           # doctest: +SKIP
    ...     game.choose(game.legal_options[0])
    """

    __slots__ = ("state", "setups", "seed", "_steps", "_history", "decision", "_notations", "_made_of",
                 "_decisions")

    def __init__(self, setups: Sequence[PlayerSetup], seed: int = 0, config: RulesConfig | None = None,
                 allow_unsupported: bool = False) -> None:
        if len(setups) != 2:
            raise ValueError("a game needs exactly two players")
        self.setups = tuple(setups)
        self.seed = seed = checked_seed(seed)
        config = config or default_config()
        defs: list[CardDef] = []
        owners: list[int] = []
        for index, setup in enumerate(setups):
            for d in (setup.hero, *setup.deck, *(created_version(r) for r in setup.reserve), *setup.sideboard):
                defs.append(d)
                owners.append(index)
        s = GameState(Catalog.shared(defs, owners), config, Rng(seed))
        s.ignore_unsupported = allow_unsupported
        self.state = s
        self._build_zones(setups)
        self._steps: list[Step] = []
        self._history: list[tuple[int, str]] = []
        # what the engine waits for, or None when the game is over (a plain attribute, not a property: an agent
        # reads it before every choice)
        self.decision: Decision | None = None
        self._notations: list[str] | None = None
        self._made_of: tuple[Catalog, RulesConfig, str] | None = None
        self._decisions = 0  # decisions reached so far: the number (Decision.seq) of the next one
        setup_game(s)
        self._advance()

    def _build_zones(self, setups: Sequence[PlayerSetup]) -> None:
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
        seed = checked_seed(seed)
        s, _ = build_state(position, seed, config or default_config())
        s.ignore_unsupported = allow_unsupported
        frame = TurnFrame()
        if position.phase == "turn_start":
            s.turn -= 1
            s.active = s.last_normal = 1 - position.active
            frame.stage = START
        else:
            frame.stage = MAIN
            s.turn_owner_count[s.active] += 1
        s.frames.append(frame)
        g = cls.__new__(cls)
        g.state = s
        g.setups = ()
        g.seed = seed
        g._steps = []
        g._history = []
        g.decision = None
        g._notations = None
        g._made_of = None
        g._decisions = 0
        g._advance()
        return g

    # -- the decision protocol -------------------------------------------------------------------------------

    @property
    def legal_options(self) -> tuple[Option, ...]:
        """The complete list of legal options of the current decision (empty when the game is over)."""
        return self.decision.options if self.decision is not None else ()

    def _moves(self) -> Sequence[Option]:
        """The legal options as their frames built them (without the decision number): for reading them in bulk."""
        return moves_of(self.decision) if self.decision is not None else ()

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
        game exactly as it was: ``player``, when given, must be the player who decides (0 or 1); an option of
        an earlier decision is ``stale_option`` even when an equal move is legal again; any other option not
        offered now is explained by ``engine/explain.py`` (its code and rule)."""
        d = self.decision
        if d is None:
            raise IllegalAction("game_over", "игра окончена", "the game is over")
        if player is not None:
            self._check_decider(d, option, player)
        if isinstance(option, str):
            option = self.parse(option)
        elif not _well_formed(option):
            raise IllegalAction("malformed_option", "это не вариант выбора", "that is not an option")
        elif option.decision >= 0 and option.decision != d.seq:
            raise IllegalAction("stale_option", f"этот вариант из решения №{option.decision}, сейчас решение №{d.seq}",
                                f"that option belongs to decision {option.decision}; the pending one is {d.seq}")
        moves = moves_of(d)  # (the options as their frame built them: the numbered copies compare equal)
        try:
            index = moves.index(option)
        except ValueError:
            raise explain_illegal(self.state, d, option) from None
        self.state.events = []  # the events a view shows are those since the last choice
        # The notation is rendered lazily (``history``) from what names the cards now: the catalog's names and,
        # in games with combined cards, which cards are combined (copied: combined.py changes it in place) — so
        # the history reads exactly as ``notations()`` did, and self-play does not pay for text it never reads.
        s = self.state
        # (The options as their frame built them: the numbered copies would only cost memory.)
        self._steps.append((d.player, moves[index], moves, s.catalog.names,
                            s.parts.copy() if s.parts else _NO_PARTS))
        top = self.state.frames[-1]
        if self.state.catalog.pausing:  # applying it may ask a question (engine/pause.py), so it is a step
            if type(top) is AnswerFrame:  # an answer only joins the answers of the step it pauses: nothing to ask
                top.apply(self.state, option)
            else:
                self.state.frames.append(ChoiceFrame(option))
        else:
            top.apply(self.state, option)
        self._advance()

    def _check_decider(self, d: Decision, option: object, player: object) -> None:
        """``player`` must be 0 or 1 (an int: not a bool, not text) and the one who decides ``d``. Another player's
        move of the фаза Выбора is refused with its timing rule (``explain.explain_not_yours``), read over the
        cards he can see."""
        if type(player) is not int or player not in (0, 1):
            text = shown(player)
            raise IllegalAction("invalid_player", f"игрок — это 0 или 1, а не {text}", f"a player is 0 or 1, not {text}")
        if player != d.player:
            move = read_move(self.state, d, option, player).move if isinstance(option, str) else option
            raise explain_not_yours(self.state, d, move if isinstance(move, Option) and _well_formed(move) else None,
                                    player)

    @property
    def history(self) -> list[tuple[int, str]]:
        """Every choice made so far: (player, notation), in order."""
        steps = self._steps
        hist = self._history
        if len(hist) < len(steps):
            defs = self.state.catalog.defs
            for player, option, options, names, parts in steps[len(hist):]:
                texts = render_all(options, partial(card_name, names, parts), lambda i: defs[i].type == "hero")
                hist.append((player, texts[options.index(option)]))
        return list(hist)

    def _advance(self) -> None:
        s = self.state
        self._notations = None
        while s.result is None:
            if s.catalog.pausing:  # a replacement may ask in the middle of a step (engine/pause.py)
                d = pause_step(self)
                s = self.state
            else:
                d = s.frames[-1].step(s)
            if d is not None:
                self.decision = numbered(d, self._decisions)
                self._decisions += 1
                return
        self.decision = None

    # -- notation ---------------------------------------------------------------------------------------------

    def notations(self) -> list[str]:
        """The notation of every legal option, in the same order (each unique). A fresh list each call."""
        return list(self._rendered())

    def _rendered(self) -> list[str]:
        if self._notations is None:
            s = self.state
            self._notations = render_all(self._moves(), s.name, lambda i: s.catalog.defs[i].type == "hero")
        return self._notations

    def notation(self, option: Option) -> str:
        """The compact text of a legal option (e.g. ``attack Гном-легионер -> hero``)."""
        try:
            return self._rendered()[self.legal_options.index(option)]
        except ValueError:
            s = self.state
            if not _well_formed(option) or not all(-1 <= iid < len(s.catalog.defs) for iid in (option.card, option.target)):
                raise IllegalAction("malformed_option", "у этого варианта нет записи: в игре нет таких карт",
                                    "that option has no notation: no such cards in this game") from None
            return render(option, s.name, lambda i: s.catalog.defs[i].type == "hero", qualify=True)

    def parse(self, text: str) -> Option:
        """The legal option whose notation is ``text`` (case-, ё- and space-insensitive). A name without
        ``#iid`` is accepted when it picks out one option, or several that are interchangeable; with ``#iid``
        always. Any other text is refused: ``ambiguous_option`` when the name fits options that differ; the
        specific refusal of ``engine/explain.py`` (code and rule) when it names a real move that is illegal now;
        ``unknown_option`` when it names no move — a typo, or a card the decider cannot see, which gets the very
        answer of a card that does not exist (``engine/text_moves.py``)."""
        if not isinstance(text, str):
            raise IllegalAction("malformed_option", "это не текст действия", "that is not the text of an option")
        wanted = normalise(text)
        notes = self._rendered()
        for index, note in enumerate(notes):
            if normalise(note) == wanted:
                return self.legal_options[index]
        loose = [i for i, note in enumerate(notes) if _strip_ids(normalise(note)) == wanted]
        if loose and self._interchangeable([self._moves()[i] for i in loose]):
            return self.legal_options[loose[0]]
        if loose:
            choices = " / ".join(notes[i] for i in loose)
            raise IllegalAction("ambiguous_option", f"уточните карту: {choices}", f"say which card: {choices}")
        return self._read_other_way(text)

    def _read_other_way(self, text: str) -> Option:
        """Text that is no notation of the legal options: the legal option it writes another way (a ``#iid``
        the notation leaves out), else its refusal (see :meth:`parse`)."""
        d = self.decision
        move, unique = read_move(self.state, d, text) if d is not None else (None, False)
        if d is not None and move is not None and move in d.options:
            if not unique:
                raise IllegalAction("ambiguous_option", f"уточните карту (#номер): «{text}»",
                                    f"say which card (#id): {text!r}")
            return d.options[d.options.index(move)]
        refused = None if d is None or move is None else explain_illegal(self.state, d, move)
        if refused is None or refused.code in NO_SUCH_MOVE:  # no such move: one answer, as for a typo
            raise IllegalAction("unknown_option", f"нет такого варианта: «{text}»", f"no such option: {text!r}")
        raise refused

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
        g.decision = self.decision
        g._decisions = self._decisions
        g._notations = self._notations
        g._made_of = self._made_of
        return g

    def state_hash(self) -> str:
        """A short hash of the whole game: its setup (the digest of :meth:`setup_hashes`: the full seed, the rules
        options, every card key of both setups), which card each instance is (key and owner: an iid alone does not
        say), and the canonical snapshot of the state. Two games have the same hash only if they were set up alike
        and stand alike (for records and replay checks, docs/records.md)."""
        s = self.state
        made_of = self._made_of
        if made_of is None or made_of[0] is not s.catalog or made_of[1] is not s.config:
            # (a copy made in play extends the catalog); the config never changes: it is put into words once
            made_of = self._made_of = (s.catalog, s.config, f"({self._made_of_digest()!r}, {s.config!r}, ")
        data = f"{made_of[2]}{s.snapshot()!r})".encode()  # = repr((made-of digest, config, snapshot))
        return hashlib.blake2b(data, digest_size=8).hexdigest()

    def _made_of_digest(self) -> str:
        """The setup digest and every instance's card key and owner, hashed once per catalog (it never changes)."""
        catalog = self.state.catalog
        identities = (setup_digest(self.setup_hashes()), tuple(d.key for d in catalog.defs), catalog.owners)
        return hashlib.blake2b(repr(identities).encode(), digest_size=8).hexdigest()

    def setup_hashes(self) -> dict[str, str]:
        """One short hash per piece of the game's setup (``seed``, ``allow_unsupported``, ``config.<option>``,
        ``players[i].name/hero/deck/reserve/sideboard``; engine/setup_digest.py): a record keeps them to say which
        piece of its setup data changed. A game built from a position has no players' entries."""
        s = self.state
        players = [setup.card_keys() for setup in self.setups]
        return field_hashes(setup_fields(players, self.seed, s.config.to_dict(), bool(s.ignore_unsupported)))


def _well_formed(option: object) -> bool:
    """An Option whose kind is text and whose numbers are ints (``decision`` is an int: offered() and from_dict set
    it). Checked on every choice, so written out rather than looped."""
    if not isinstance(option, Option):
        return False
    _, card, target, num, extra = option
    return isinstance(option.kind, str) and type(card) is int and type(target) is int and type(num) is int \
        and type(extra) is int


def _strip_ids(text: str) -> str:
    import re

    return re.sub(r"#\d+", "", text)
