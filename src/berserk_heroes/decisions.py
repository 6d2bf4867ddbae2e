"""Decisions and options: the one protocol through which anything changes a game.

The engine stops at a :class:`Decision` (who must choose what, with the complete list of legal options)
and resumes on ``game.choose(option)``. Options are immutable, hashable, serialisable values with a compact
text notation, in the spirit of SAN in chess::

    play Гном-легионер          attack Гном-легионер -> hero        defend Страж        end
    mulligan Орк                keep                                target Гном#12      done

A card name is followed by ``#iid`` only where two options would otherwise read the same.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple, SupportsIndex, overload

# Option kinds.
MULLIGAN = "mulligan"  # put this card of the deal on the bottom of the deck
KEEP = "keep"  # end the mulligan, draw back up
PLAY = "play"  # play a card from hand
ATTACK = "attack"  # strike attack: card attacks target
ACTIVATE = "activate"  # use activated ability ``index`` of card
END = "end"  # end the turn
DEFEND = "defend"  # assign card as defender
NO_DEFENDER = "no-defender"
TARGET = "target"  # choose card as a target
DONE = "done"  # stop choosing (enough targets chosen)
DECLARE = "declare"  # declare triggered ability ``index`` of card (trigger point ``extra``)
SKIP = "skip"  # do not declare the optional triggered abilities now (112.4)
YES = "yes"
NO = "no"
MODE = "mode"  # choose mode ``index``
X_VALUE = "x"  # choose the value of X
CARD = "card"  # choose a card (discard, search …)
NAME = "name"  # name a card («Назовите карту»): ``num`` indexes card_names()

KINDS = (MULLIGAN, KEEP, PLAY, ATTACK, ACTIVATE, END, DEFEND, NO_DEFENDER, TARGET, DONE, DECLARE, SKIP, YES,
         NO, MODE, X_VALUE, CARD, NAME)
UNDEAD = "undead"  # «Немертвый» — close X coins to wound this enemy card by X (then X)
KINDS = (*KINDS, UNDEAD)  # type: ignore[assignment]

HERO_WORD = "hero"  # the notation of an attack on the enemy hero

# The fields each kind of option uses: (required, optional). A field a kind does not use stays -1; a required card
# field names a card (≥ 0). What Game.choose and engine/explain.py call a well-shaped option.
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    MULLIGAN: (("card",), ()), KEEP: ((), ()), PLAY: (("card",), ()), ATTACK: (("card", "target"), ()),
    ACTIVATE: (("card", "num"), ()), END: ((), ()), DEFEND: (("card",), ()), NO_DEFENDER: ((), ()),
    TARGET: (("card",), ()), DONE: ((), ()), DECLARE: (("card", "extra"), ("target", "num")), SKIP: ((), ()),
    YES: ((), ()), NO: ((), ()), MODE: (("num",), ("card",)), X_VALUE: (("num",), ("card",)), CARD: (("card",), ()),
    NAME: (("num",), ("card",)), UNDEAD: (("card",), ()),
}


class Move(NamedTuple):
    """What an option does: ``kind``; ``card``/``target`` are card iids (-1 when unused); ``num`` an ability, mode
    or value number; ``extra`` a trigger-point number or similar."""

    kind: str
    card: int = -1
    target: int = -1
    num: int = -1
    extra: int = -1


class Option(Move):
    """One choice: a :class:`Move`, and the number of the decision that offered it.

    ``decision`` is the :attr:`Decision.seq` of the decision whose option list holds this object, or -1 for an
    option built by hand (``Option(END)``) or read from text. It is not part of the value: options compare and
    hash by their move alone (``Option(END) in game.legal_options``), so the engine's frames, which build and
    compare plain options, never see it; ``Game.choose`` refuses an option of an earlier decision
    (``stale_option``) even when an equal move is legal again. Options are immutable.
    """

    decision: int = -1  # options built by hand; an offered option carries its own (see offered())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"options are immutable: cannot set {name!r}")

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self))
        number = f", decision={self.decision}" if self.decision >= 0 else ""
        return f"Option({fields}{number})"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (with ``decision`` when the option was offered by one)."""
        data = {"kind": self.kind, "card": self.card, "target": self.target, "num": self.num, "extra": self.extra}
        if self.decision >= 0:
            data["decision"] = self.decision
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Option:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` on malformed input."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an option must be an object with a string 'kind'")
        values = {}
        for key in ("card", "target", "num", "extra", "decision"):
            v = data.get(key, -1)
            if not isinstance(v, int) or isinstance(v, bool):
                raise ValueError(f"option field {key!r} must be an integer")
            values[key] = v
        if values["decision"] < -1:
            raise ValueError("option field 'decision' must be a decision number (≥ 0), or -1 for none")
        number = values.pop("decision")
        option = cls(data["kind"], **values)
        return offered(option, number) if number >= 0 else option


_new_tuple = tuple.__new__
_tuple_item = tuple.__getitem__


@lru_cache(maxsize=65536)
def option_of(kind: str, card: int = -1, target: int = -1, num: int = -1) -> Option:
    """``Option(kind, card, target, num)``, made once: options are values, so one object serves every decision that
    offers the same move (building the options is a good part of each decision's cost; bounded). The cache is
    ``lru_cache``'s: a move made before is found without running a Python function at all."""
    return Option(kind, card, target, num)


def offered(option: Move, number: int) -> Option:
    """A copy of ``option`` that belongs to decision ``number`` (a new object: an option never changes)."""
    copy: Option = _new_tuple(Option, option)
    copy.__dict__["decision"] = number  # (the one way to set it: __setattr__ refuses)
    return copy


class Offered(tuple):  # (of Option: see __getitem__)
    """The options of a numbered decision. It holds the options its frame built, as they are; each option read from
    it — by index or by iteration — is a copy carrying the decision's number (:func:`offered`). Made on reading, so a
    decision costs nothing per option: a random agent pays for the one it picks. Membership, ``index``, ``count``
    and equality are the tuple's own and compare moves, as options do."""

    seq: int
    moves: tuple[Option, ...]  # the options as their frame built them, without the number (no copy each)

    def __new__(cls, options: tuple[Option, ...], seq: int) -> Offered:
        self = _new_tuple(cls, options)
        self.__dict__.update(seq=seq, moves=options)
        return self

    @overload
    def __getitem__(self, index: SupportsIndex) -> Option: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Option, ...]: ...
    def __getitem__(self, index: SupportsIndex | slice) -> Option | tuple[Option, ...]:
        if type(index) is int:  # the common read (a random agent's pick), kept short: offered() inline
            copy: Option = _new_tuple(Option, _tuple_item(self, index))
            copy.__dict__["decision"] = self.seq
            return copy
        if isinstance(index, slice):
            return tuple([offered(o, self.seq) for o in _tuple_item(self, index)])
        return offered(_tuple_item(self, index), self.seq)

    def __iter__(self) -> Iterator[Option]:
        seq = self.seq
        for o in tuple.__iter__(self):
            yield offered(o, seq)

    def __repr__(self) -> str:
        return repr(tuple(self))

    def __getnewargs__(self) -> tuple[tuple[Option, ...], int]:  # (copy, pickle)
        return self.moves, self.seq


class Decision(NamedTuple):
    """What the engine waits for: ``player`` must pick one of ``options`` (never empty).

    ``kind`` says what is being decided (``mulligan``, ``main``, ``defender``, ``target``, ``trigger``,
    ``yes_no``, ``mode``, ``x``, ``card``); ``prompt_ru``/``prompt_en`` describe it for people. ``seq`` numbers
    the decisions of a game from 0 (the same on a replay and on a clone); each option of a decision the game
    offers carries it (:attr:`Option.decision`). Frames build decisions without it (-1).
    """

    player: int
    kind: str
    options: tuple[Option, ...]
    prompt_ru: str
    prompt_en: str
    seq: int = -1


def moves_of(d: Decision) -> tuple[Option, ...]:
    """The options of ``d`` as their frame built them (no numbered copies): for reading them all in the engine."""
    return d.options.moves if isinstance(d.options, Offered) else d.options


def numbered(d: Decision, seq: int) -> Decision:
    """``d`` as the decision number ``seq`` of its game: the same decision, its options carrying the number."""
    options = _new_tuple(Offered, d.options)  # (Offered(d.options, seq), without the call: once per decision)
    fields = options.__dict__
    fields["seq"] = seq
    fields["moves"] = d.options
    return _new_tuple(Decision, (d.player, d.kind, options, d.prompt_ru, d.prompt_en, seq))


NameOf = Callable[[int], str]

PART_JOIN = "+"  # between the names of the cards a combined card is made of


def card_name(names: Sequence[str], parts: Mapping[int, Sequence[int]], iid: int) -> str:
    """The one way a card is named in the notation (and to people): its printed name (``names[iid]``); a combined
    card («Модуль», engine/combined.py; ``parts`` = ``GameState.parts``) by all its cards, host first —
    «Фузилер Братства+Манипулятор». ``Game.notations``/``parse`` and the lazily rendered ``Game.history`` (and so
    the records) all name cards through here, so that a recorded choice always parses back."""
    members = parts.get(iid) if parts else None
    return joined_names([names[iid], *(names[c] for c in members)]) if members else names[iid]


def joined_names(names: Iterable[str]) -> str:
    """The name of a combined card from its cards' names, host first (for views that list the parts apart)."""
    return PART_JOIN.join(names)


def _card(name_of: NameOf, iid: int, qualify: bool) -> str:
    return f"{name_of(iid)}#{iid}" if qualify else name_of(iid)


def render(option: Option, name_of: NameOf, hero_of: Callable[[int], bool], qualify: bool = False) -> str:
    """The compact notation of one option. ``qualify`` adds ``#iid`` to every card name."""
    k = option.kind
    if k in (KEEP, END, NO_DEFENDER, DONE, SKIP, YES, NO):
        return k
    if k == ATTACK:
        target = HERO_WORD if hero_of(option.target) else _card(name_of, option.target, qualify)
        return f"attack {_card(name_of, option.card, qualify)} -> {target}"
    if k == ACTIVATE:
        return f"activate {_card(name_of, option.card, qualify)}:{_ability_number(option.num, name_of)}"
    if k == DECLARE and option.num < 0:  # the rules' own «Отравление X» trigger
        return f"declare Отравление @{_card(name_of, option.card, qualify)}"
    if k == DECLARE:
        text = f"declare {_card(name_of, option.card, qualify)}:{_ability_number(option.num, name_of)}"
        if option.target >= 0:
            text += f" @{_card(name_of, option.target, qualify)}"
        return text
    if k == MODE:
        return f"mode {option.num + 1}"
    if k == X_VALUE:
        return f"x {option.num}"
    if k == NAME:
        return f"name {card_names()[option.num]}"
    return f"{k} {_card(name_of, option.card, qualify)}"


PART_BASE = 1 << 20  # = engine.state.PART_BASE: an ability printed on a part of a combined card
PART_STRIDE = 256


def _ability_number(num: int, name_of: NameOf) -> str:
    """An ability's number in the notation: «2»; on a part of a combined card «<part's name>.2» (engine/combined.py)."""
    if num < PART_BASE:
        return str(num + 1)
    part, index = divmod(num - PART_BASE, PART_STRIDE)
    return f"{name_of(part)}.{index + 1}"


@lru_cache(maxsize=1)
def card_names() -> tuple[str, ...]:
    """Every card name of the bundled card data, sorted: what «Назовите карту» may name. The whole pool, not the
    cards of this game — offering only those would tell the namer the opponent's deck list."""
    from .cards.data import (
        load_card_data,  # the printed data: the same names as the compiled pool, no compiler
    )

    return tuple(sorted({entry.name for entry in load_card_data().index()}))


@lru_cache(maxsize=1)
def creature_names() -> frozenset[str]:
    """The names among :func:`card_names` printed on a creature: what «Назовите существо» may name."""
    from .cards.data import load_card_data

    pool = load_card_data()
    return frozenset(entry.name for entry in pool.index()
                     if any(card.type == "creature" for card in pool.printings(entry.name)))


def render_all(options: Sequence[Option], name_of: NameOf, hero_of: Callable[[int], bool]) -> list[str]:
    """Notations of a whole option list, each unique: ambiguous ones get ``#iid`` qualifiers."""
    plain = [render(o, name_of, hero_of) for o in options]
    seen: dict[str, int] = {}  # keyed by the normalised text: parse() compares that way
    for text in plain:
        key = _key(text)
        seen[key] = seen.get(key, 0) + 1
    if len(seen) == len(plain):
        return plain
    out = [render(o, name_of, hero_of, qualify=True) if seen[_key(t)] > 1 else t
           for o, t in zip(options, plain)]
    # Identical occurrences (e.g. two trigger points of one event) are numbered: «declare X:1 [2]».
    counts: dict[str, int] = {}
    for text in out:
        counts[normalise(text)] = counts.get(normalise(text), 0) + 1
    if len(counts) < len(out):
        nth: dict[str, int] = {}
        for i, text in enumerate(out):
            key = normalise(text)
            if counts[key] > 1:
                nth[key] = nth.get(key, 0) + 1
                out[i] = f"{text} [{nth[key]}]"
    return out


def _key(text: str) -> str:
    """normalise() for texts we rendered ourselves (single spaces already)."""
    return text.lower().replace("ё", "е")


def normalise(text: str) -> str:
    """Case-, ё- and whitespace-insensitive form of a notation."""
    return " ".join(text.replace("ё", "е").replace("Ё", "Е").lower().split())
