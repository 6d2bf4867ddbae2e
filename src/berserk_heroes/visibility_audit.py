"""An auditor of hidden information: does anything a seat receives name a card it may not see?

:func:`audit_seat` looks at everything one seat (a player, or ``None`` for a spectator) gets from a game at its
current decision — its view, and when it decides its options, their notations and the prompt; the log line every
possible choice would make for it; the explanations its rejected input would get — and lists the leaks it finds.
Tests call it at every decision of random games; a long campaign can too.

It states the policy on its own (so that it checks :mod:`engine.visibility` rather than repeating it): a seat may not
see the opponent's hand and дополнительная колода, any deck (the cards and their order), the opponent's face-down
characters — except cards shown to it, the open or seen top card of a deck, the sources of abilities in the Очередь,
and the cards of his own deck a decision of his lets him look through (a search, 112.8). A hidden card leaks by its
id (ids follow the deck lists, so an id names a card) or by its name, when no card the seat may see has that name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from .decisions import ATTACK, CARD, DEFEND, NAME, PLAY, TARGET, Option
from .engine import visibility
from .engine.declare import DeclareFrame
from .engine.game import Game
from .errors import IllegalAction

Seat = int | None

PROBE_NAME = "Несуществующая карта"
"""A card name no card has: text naming a hidden card must be answered exactly as text naming this."""

_FREE_TEXT_KEYS = frozenset({"text", "unsupported_text", "effects"})
"""View keys holding printed card text (which may mention any card by name): not a leak of a card in the game."""

_QUALIFIER = re.compile(r"#(\d+)")


def audit_seat(game: Game, seat: Seat) -> list[str]:
    """Descriptions of every leak of hidden information to ``seat`` at the game's current decision (empty: none)."""
    hidden = hidden_from(game, seat)
    if not hidden:
        return []
    check = _Checker(game, seat, hidden)
    check.view()
    d = game.decision
    if d is not None:
        check.choices()
        if d.player == seat:
            check.options()
            check.explanations()
    return check.leaks


def hidden_from(game: Game, seat: Seat) -> set[int]:
    """The cards ``seat`` may not see now (the auditor's own statement of the policy, see the module's text)."""
    s = game.state
    hidden: set[int] = set()
    for p in s.players:
        hidden.update(p.deck)
        if seat != p.index:
            hidden.update(p.hand)
            hidden.update(p.sideboard)
    for iid, cs in s.cards.items():
        if cs.counters and cs.counters.get("hidden", 0) and seat != cs.controller:
            hidden.add(iid)
            hidden.update(s.parts.get(iid, ()))
    known = {card for card, to, _ in s.shown if to == -1 or to == seat}
    known.update(item.source for item in s.queue if item.source not in s.cards)
    known.update(f.source for f in s.frames if type(f) is DeclareFrame)  # a card being played or declared
    for p in s.players:
        top = visibility.deck_top_for(s, seat, p.index)
        if top is not None:
            known.add(top)
    d = game.decision
    if d is not None and d.player == seat:
        own = s.players[seat]
        known.update(o.card for o in d.options if o.kind == CARD and (o.card in own.deck or o.card in own.sideboard))
    return hidden - known


class _Checker:
    """Collects the leaks of one seat at one decision."""

    def __init__(self, game: Game, seat: Seat, hidden: set[int]) -> None:
        self.game = game
        self.seat = seat
        self.hidden = hidden
        s = game.state
        seen_names = {s.name(i) for i in range(len(s.catalog.defs)) if i not in hidden}
        seen_names |= {s.catalog.names[i] for i in range(len(s.catalog.defs)) if i not in hidden}
        # a name that is also a class or an element («Минотавр», «Дракон») is a word every seat may read
        words = {w for d in s.catalog.defs for w in (*d.classes, *d.elements)}
        self.secret_names = {s.catalog.names[i] for i in hidden} - seen_names - words
        # visible names are cut out of a text before looking for secret ones (a secret «Орк» inside a seen
        # «Орк-арбалетчик» is no leak); longest first, so that a name inside another goes with it
        self.seen_names = sorted(seen_names, key=len, reverse=True)
        self.leaks: list[str] = []

    def _who(self) -> str:
        return "spectator" if self.seat is None else f"P{self.seat + 1}"

    def text(self, text: str, where: str, allowed: int = -1) -> None:
        """A leak if ``text`` names a secret card (``allowed``: a card this text may name, e.g. one being played)."""
        for number in _QUALIFIER.findall(text):
            if int(number) in self.hidden and int(number) != allowed:
                self.leaks.append(f"{self._who()} {where}: id #{number} of a hidden card in «{text}»")
        if not self.secret_names:
            return
        rest = text
        if allowed >= 0:
            rest = rest.replace(self.game.state.name(allowed), " ")
        for name in self.seen_names:
            if name in rest:
                rest = rest.replace(name, " ")
        for name in self.secret_names:
            if name in rest:
                self.leaks.append(f"{self._who()} {where}: name of a hidden card «{name}» in «{text}»")

    def card_id(self, iid: Any, where: str, allowed: int = -1) -> None:
        if isinstance(iid, int) and not isinstance(iid, bool) and iid in self.hidden and iid != allowed:
            name = self.game.state.catalog.names[iid]
            self.leaks.append(f"{self._who()} {where}: id {iid} of hidden card «{name}»")

    def view(self) -> None:
        data = self.game.view(self.seat).data
        for path, key, value in _walk(data, "view"):
            if key in _FREE_TEXT_KEYS:
                continue
            if key == "id" and isinstance(value, int) and not path.endswith(".queue"):
                self.card_id(value, path)
            elif isinstance(value, str) and not (key is None and path.endswith(".options") and value.startswith("name ")):
                self.text(value, f"{path}.{key}")  # («Назовите карту» offers every name of the pool: not a leak)

    def options(self) -> None:
        d = self.game.decision
        assert d is not None
        for option, note in zip(d.options, self.game.notations()):
            self.card_id(option.card, f"option {option}")
            self.card_id(option.target, f"option {option}")
            if option.kind != NAME:  # «Назовите карту» offers every name of the whole pool, not of this game
                self.text(note, "notation")
        self.text(d.prompt_ru, "prompt")
        self.text(d.prompt_en, "prompt")

    def choices(self) -> None:
        """The log line each legal option would make for this seat (what the terminal prints of a choice)."""
        d = self.game.decision
        assert d is not None
        s = self.game.state
        for option, note in zip(d.options, self.game.notations()):
            if option.kind == NAME:
                continue
            line = visibility.choice_text(s, self.seat, d.player, option, note)
            revealed = option.card if option.kind in visibility.REVEALING_KINDS else -1
            self.text(line, f"log line of «{note}» by P{d.player + 1}", allowed=revealed)

    def explanations(self) -> None:
        """Rejected input naming a hidden card is answered as input naming no card at all (no oracle)."""
        d = self.game.decision
        assert d is not None and self.seat is not None
        s = self.game.state
        offered = {o.card for o in d.options} | {o.target for o in d.options}
        probes = sorted(self.hidden - offered)
        if not probes:
            return
        attacker = next((i for i in s.play if s.cards[i].controller == self.seat), s.players[self.seat].hero)
        # the seat knows which ids are his (his deck list is his): within his own hidden cards, and within the
        # opponent's, the answer must not depend on which card it is (nor on the zone it hides in)
        for group in ([c for c in probes if s.catalog.owners[c] == self.seat],
                      [c for c in probes if s.catalog.owners[c] != self.seat]):
            picks = sorted({next(c for c in group if _zone(s, c) == zone) for zone in {_zone(s, c) for c in group}})
            for kind in (PLAY, TARGET, CARD, DEFEND, ATTACK):
                answers = {}
                for iid in picks:
                    option = Option(ATTACK, attacker, iid) if kind == ATTACK else Option(kind, iid)
                    answers[iid] = _answer(self.game, option)
                if len(set(answers.values())) > 1:
                    self.leaks.append(f"{self._who()} explanations of «{kind}» differ between hidden cards: {answers}")
        for iid in probes[:1]:
            name = s.catalog.names[iid]
            if name not in self.secret_names:
                continue
            for template in ("play {}", "target {}", "card {}", "defend {}", f"attack {s.name(attacker)} -> {{}}"):
                real = _answer(self.game, template.format(name), name)
                fake = _answer(self.game, template.format(PROBE_NAME), PROBE_NAME)
                if real != fake:
                    self.leaks.append(f"{self._who()} explanation of «{template.format(name)}» is {real}, "
                                      f"of a card that does not exist {fake}")


def _answer(game: Game, choice: Option | str, name: str = "") -> tuple[str, ...]:
    """How the game answers a rejected choice (an Option, or text as the terminal reads it): code, messages and rule,
    with the probed ``name`` written as ``{}``; ``("accepted",)`` for a legal one (the game is not changed)."""
    from .cli import resolve_input

    before = game.state_hash()
    try:
        if isinstance(choice, str):
            resolve_input(game, choice)
        elif choice not in game.legal_options:
            game.choose(choice)
        return ("accepted",)
    except IllegalAction as exc:
        parts = (exc.code, exc.message_ru, exc.message_en, str(exc.rule))
        return tuple(p.replace(name, "{}") for p in parts) if name else parts
    finally:
        assert game.state_hash() == before, "a rejected choice changed the game"


def _zone(s: Any, iid: int) -> str:
    """Where a hidden card hides: «play» (face down), or its owner's hand, deck or дополнительная колода."""
    if iid in s.cards:
        return "play"
    p = s.players[s.catalog.owners[iid]]
    return next((zone for zone in ("hand", "deck", "sideboard") if iid in getattr(p, zone)), "elsewhere")


def _walk(data: Any, path: str) -> Iterator[tuple[str, str | None, Any]]:
    """(path, key, value) of every value in a JSON-like structure (key None inside lists)."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield path, key, value
            yield from _walk(value, f"{path}.{key}")
    elif isinstance(data, list | tuple):
        for value in data:
            yield path, None, value
            yield from _walk(value, path)
