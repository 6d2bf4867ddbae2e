"""An auditor of hidden information: does anything a seat receives name a card it may not see?

:func:`audit_seat` looks at everything one seat (a player, or ``None`` for a spectator) gets from a game at its
current decision — its view, and when it decides its options, their notations and the prompt; the log line every
possible choice would make for it; the explanations its rejected input would get — and lists the leaks it finds.
Tests call it at every decision of random games; a long campaign can too.

It states the policy on its own (so that it checks :mod:`engine.visibility` rather than repeating it): a seat may not
see the opponent's hand and дополнительная колода, any deck (the cards and their order), the opponent's face-down
characters — except cards shown to it, the open or seen top card of a deck, the sources of abilities being declared
or in the Очередь, and the cards of a deck a decision of his lets him look through (a search, 112.8). A hidden card leaks by its
id (ids follow the deck lists, so an id names a card) or by its name, when no card the seat may see has that name.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .decisions import ATTACK, CARD, DEFEND, NAME, PLAY, TARGET, Option
from .engine import visibility
from .engine.declare import DeclareFrame
from .engine.game import Game
from .engine.visibility import Seat
from .errors import IllegalAction

PROBE_NAME = "Несуществующая карта"
"""A card name no card has: text naming a hidden card must be answered exactly as text naming this."""

_FREE_TEXT_KEYS = frozenset({"text", "unsupported_text", "effects"})
"""View keys holding printed card text (which may mention any card by name): not a leak of a card in the game."""

_PLAIN_KEYS = frozenset({"type", "kind", "zone", "event", "to", "handle", "text"})
"""View keys whose strings are words of the engine (a card type, a zone, an event's code) or printed card text."""

_QUALIFIER = re.compile(r"#(\d+)")


def audit_seat(game: Game, seat: Seat, explanations: bool = True) -> list[str]:
    """Descriptions of every leak of hidden information to ``seat`` at the game's current decision (empty: none).
    ``explanations`` False leaves out the probing of rejected input (the costliest part) for a quicker audit."""
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
            if explanations:
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
        if cs.counters and cs.counters.get("hidden", 0) and seat != cs.controller \
                and s.catalog.defs[iid].type != "hero":  # a hero is known from the start (§1.4.1)
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
    if d is not None and d.player == seat:  # picking a card of a deck is looking through it (a search, 112.8)
        decks = {c for p in s.players for c in (*p.deck, *(p.sideboard if p.index == seat else ()))}
        known.update(o.card for o in d.options if o.kind == CARD and o.card in decks)
    return hidden - known


class _Checker:
    """Collects the leaks of one seat at one decision."""

    def __init__(self, game: Game, seat: Seat, hidden: set[int]) -> None:
        self.game = game
        self.seat = seat
        self.hidden = hidden
        s = game.state
        names = s.catalog.names
        seen_names = {names[i] for i in range(len(names)) if i not in hidden}
        # a name that is also a class or an element («Минотавр», «Дракон») is a word every seat may read
        words = _words(s.catalog.defs)
        self.secret_names = {names[i] for i in hidden} - seen_names - words
        # every name of the game, longest first: a secret «Орк» inside a seen «Орк-арбалетчик» is read as the latter
        self.any_name = _alternation(tuple(sorted(set(names), key=len, reverse=True)))
        self.leaks: list[str] = []

    def _who(self) -> str:
        return "spectator" if self.seat is None else f"P{self.seat + 1}"

    def text(self, text: str, where: str, allowed: int = -1) -> None:
        """A leak if ``text`` names a secret card (``allowed``: a card this text may name, e.g. one being played)."""
        for number in _QUALIFIER.findall(text) if "#" in text else ():
            if int(number) in self.hidden and int(number) != allowed:
                self.leaks.append(f"{self._who()} {where}: id #{number} of a hidden card in «{text}»")
        if not self.secret_names:
            return
        spared = self.game.state.catalog.names[allowed] if allowed >= 0 else None
        for found in self.any_name.finditer(text):
            name = found.group()
            if name in self.secret_names and name != spared:
                self.leaks.append(f"{self._who()} {where}: name of a hidden card «{name}» in «{text}»")

    def name(self, value: str, where: str) -> None:
        """A card's name as a view gives it (a combined card: its parts' names joined by «+»)."""
        if self.secret_names and any(part in self.secret_names for part in value.split("+")):
            self.leaks.append(f"{self._who()} {where}: name of a hidden card «{value}»")

    def card_id(self, iid: Any, where: str, allowed: int = -1) -> None:
        if isinstance(iid, int) and not isinstance(iid, bool) and iid in self.hidden and iid != allowed:
            name = self.game.state.catalog.names[iid]
            self.leaks.append(f"{self._who()} {where}: id {iid} of hidden card «{name}»")

    def view(self) -> None:
        data = self.game.view(self.seat).data
        decision = data.get("decision")
        if decision is not None and "options" in decision:  # the same notations options() reads
            data["decision"] = {k: v for k, v in decision.items() if k != "options"}
        queue = data.pop("queue", [])
        for item in queue:  # an item's own "id" numbers it in the Очередь: not a card
            self._scan({k: v for k, v in item.items() if k != "id"}, "view.queue")
        self._scan(data, "view")

    def _scan(self, node: Any, path: str) -> None:
        """Every card id and every string of a view, recursively (a plain loop: views are large)."""
        if type(node) is list:
            for value in node:
                if type(value) is dict or type(value) is list:
                    self._scan(value, path)
                elif type(value) is str:
                    self.text(value, path)
            return
        for key, value in node.items():
            kind = type(value)
            if kind is str:
                if key == "name":
                    self.name(value, path)
                elif key not in _PLAIN_KEYS:
                    self.text(value, f"{path}.{key}")
            elif kind is int:
                if key == "id":
                    self.card_id(value, path)
            elif (kind is dict or kind is list) and key not in _FREE_TEXT_KEYS:
                self._scan(value, f"{path}.{key}")

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
        before = self.game.state_hash()
        self._probe_explanations()
        if self.game.state_hash() != before:
            self.leaks.append(f"{self._who()}: a rejected choice changed the game")

    def _probe_explanations(self) -> None:
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
    with the probed ``name`` written as ``{}``; ``("accepted",)`` for a legal one (which is not made)."""
    from .cli import resolve_input

    try:
        if isinstance(choice, str):
            resolve_input(game, choice)
        elif choice not in game.legal_options:
            game.choose(choice)
        return ("accepted",)
    except IllegalAction as exc:
        parts = (exc.code, exc.message_ru, exc.message_en, str(exc.rule))
        return tuple(p.replace(name, "{}") for p in parts) if name else parts


def _zone(s: Any, iid: int) -> str:
    """Where a hidden card hides: «play» (face down), or its owner's hand, deck or дополнительная колода."""
    if iid in s.cards:
        return "play"
    p = s.players[s.catalog.owners[iid]]
    return next((zone for zone in ("hand", "deck", "sideboard") if iid in getattr(p, zone)), "elsewhere")


def _words(defs: tuple[Any, ...]) -> frozenset[str]:
    """The classes and elements of a game's cards (remembered per card list, as the regular expression below)."""
    key = tuple(d.key for d in defs)
    words = _WORDS.get(key)
    if words is None:
        if len(_WORDS) > 64:  # a long campaign meets many card lists: keep only the recent ones
            _WORDS.clear()
        words = _WORDS[key] = frozenset(w for d in defs for w in (*d.classes, *d.elements))
    return words


_WORDS: dict[tuple[str, ...], frozenset[str]] = {}


@lru_cache(maxsize=64)
def _alternation(names: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(n) for n in names))
