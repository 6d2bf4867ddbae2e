"""Reading the text of a move that is not a legal option now: which real move does it name?

``Game.parse`` first matches the legal options' notations; when none fits, :func:`read_move` reads the text by
the same notation (``decisions.render``) and resolves its card names over the cards the decider can see
(``explain.seen_by``). It returns the move — which ``engine/explain.py`` then explains with its code and
rule — or None when the text names no move: a typo, an unknown kind, a name or ``#iid`` of no card the decider
can see. A name without ``#iid`` that fits several cards stands for the likeliest (``Reading.unique`` is False):
good enough to explain a refusal, never to choose a legal option. A card he cannot see (the opponent's hand, any deck, a face-down card) is exactly a card that does not
exist, so the answer never tells whether it is there.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .. import decisions as D
from ..decisions import (
    HERO_WORD,
    PART_BASE,
    PART_STRIDE,
    Decision,
    Move,
    Option,
    card_names,
    moves_of,
    normalise,
)
from .explain import seen_by
from .state import GameState
from .trigger_points import POISON_ABILITY

BARE_KINDS = (D.KEEP, D.END, D.NO_DEFENDER, D.DONE, D.SKIP, D.YES, D.NO)
CARD_KINDS = (D.MULLIGAN, D.PLAY, D.DEFEND, D.TARGET, D.CARD, D.UNDEAD)
FROM_HAND = (D.PLAY, D.MULLIGAN)  # kinds whose card is looked for in the hand first (others: in play first)
POISON_WORD = "отравление"  # «declare Отравление @card»: the rules' own poison trigger

_OCCURRENCE = re.compile(r" \[\d+\]$")  # «declare X:1 [2]»: the n-th of identical trigger points
_NUMBER = re.compile(r"\d{1,9}")


class Reading(NamedTuple):
    """What a text names: the move (None: no move), and whether each card name in it picked out one card."""

    move: Option | None
    unique: bool


def read_move(s: GameState, d: Decision, text: str, viewer: int | None = None) -> Reading:
    """The move ``text`` names for ``viewer`` (by default the decider of ``d``; see the module doc)."""
    reader = _Reader(s, d, d.player if viewer is None else viewer)
    move = reader.read(_OCCURRENCE.sub("", normalise(text)))
    return Reading(move, reader.unique)


class _Reader:
    """Reads one text by the notation of ``decisions.render``, resolving names over the cards ``viewer`` sees."""

    def __init__(self, s: GameState, d: Decision, viewer: int) -> None:
        self.s = s
        self.d = d
        self.viewer = viewer
        self.unique = True

    def read(self, words: str) -> Option | None:
        kind, _, rest = words.partition(" ")
        if kind in BARE_KINDS:
            return Option(kind) if not rest else None
        if not rest:
            return None
        if kind in CARD_KINDS:
            card = self.card(rest, kind)
            return None if card is None else Option(kind, card)
        if kind in (D.MODE, D.X_VALUE):
            return self.numbered(kind, rest)
        reader = {D.ATTACK: self.attack, D.ACTIVATE: self.activate, D.DECLARE: self.declare, D.NAME: self.name}.get(kind)
        return reader(rest) if reader is not None else None

    def attack(self, rest: str) -> Option | None:
        attacker_text, arrow, target_text = rest.partition("->")
        if not arrow:
            return None
        attacker = self.card(attacker_text.strip(), D.ATTACK)
        target_text = target_text.strip()
        target = self.s.players[1 - self.viewer].hero if target_text == HERO_WORD else self.card(target_text, D.TARGET)
        return None if attacker is None or target is None else Option(D.ATTACK, attacker, target)

    def activate(self, rest: str) -> Option | None:
        card_text, colon, number = rest.rpartition(":")
        card = self.card(card_text.strip(), D.ACTIVATE) if colon else None
        num = None if card is None else self.ability_number(card, number.strip())
        return None if card is None or num is None else Option(D.ACTIVATE, card, num=num)

    def ability_number(self, card: int, text: str) -> int | None:
        """«2» → 1; «<part's name>.2» → the number of ability 2 of that part of the combined card (combined.py)."""
        part_name, dot, number = text.rpartition(".")
        if not _NUMBER.fullmatch(number) or int(number) < 1:
            return None
        if not dot:
            return int(number) - 1
        part = next((p for p in self.s.parts.get(card, ()) if normalise(self.s.name(p)) == part_name), None)
        return None if part is None else PART_BASE + part * PART_STRIDE + int(number) - 1

    def declare(self, rest: str) -> Option | None:
        source_text, at, other_text = rest.partition(" @")
        if source_text == POISON_WORD:  # «declare Отравление @card»
            card = self.card(other_text.strip(), D.DECLARE) if at else None
            return None if card is None else self.point(Move(D.DECLARE, card, -1, POISON_ABILITY))
        card_text, colon, number = source_text.rpartition(":")
        card = self.card(card_text.strip(), D.DECLARE) if colon else None
        num = None if card is None else self.ability_number(card, number.strip())
        other = self.card(other_text.strip(), D.TARGET) if at else -1
        if card is None or num is None or other is None:
            return None
        return self.point(Move(D.DECLARE, card, other, num))

    def point(self, move: Move) -> Option:
        """The declaration with the number of the reader's pending trigger point it names (-1: none)."""
        point = next((t.id for t in self.s.triggers if t.player == self.viewer and t.source == move.card
                      and t.ability == move.num), -1)
        return Option(D.DECLARE, move.card, move.target, move.num, point)

    def numbered(self, kind: str, rest: str) -> Option | None:
        """«mode N» (numbered from 1) and «x N» (the value): the card is the pending question's source."""
        first = 1 if kind == D.MODE else 0
        if not _NUMBER.fullmatch(rest) or int(rest) < first:
            return None
        return Option(kind, self.source(kind), num=int(rest) - first)

    def name(self, rest: str) -> Option | None:
        names = [normalise(n) for n in card_names()]
        return Option(D.NAME, self.source(D.NAME), num=names.index(rest)) if rest in names else None

    def source(self, kind: str) -> int:
        """The card a mode, X or name option carries: that of the pending question of that kind, else none."""
        if self.viewer != self.d.player:
            return -1
        return next((o.card for o in moves_of(self.d) if o.kind == kind), -1)

    def card(self, text: str, kind: str) -> int | None:
        """The card ``text`` names (``Name`` or ``Name#iid``) among those the reader can see, the likeliest for
        ``kind`` first (in hand for a play, in play otherwise; his own before the opponent's); None if none."""
        name, hash_sign, number = text.rpartition("#")
        if not hash_sign:
            name, number = text, ""
        elif not _NUMBER.fullmatch(number):
            return None
        s = self.s
        ids = [int(number)] if number else range(len(s.catalog.defs))
        found = [i for i in ids if seen_by(s, self.d, self.viewer, i) and normalise(s.name(i)) == name]
        if not found:
            return None
        self.unique = self.unique and len(found) == 1
        hand = s.players[self.viewer].hand

        def likeliness(iid: int) -> tuple[bool, bool]:
            home = iid in hand if kind in FROM_HAND else iid in s.cards
            own = iid in s.cards and s.cards[iid].controller == self.viewer
            return (not home, not own)

        return min(found, key=likeliness)
