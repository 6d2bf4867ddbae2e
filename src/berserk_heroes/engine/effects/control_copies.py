"""The engine of the «control_copies» concept of the card language (its compiler half: ``cards/language/control_copies.py``): the copies of cards that ``create`` (engine/effects/entering.py) puts into play.

It registers no handler: it holds the helpers of copies that the handler modules ``entering``, ``keywords`` and
``zone_moves`` share (making a copy, whether a card may be copied, announcing a copy made).

Copies of arbitrary cards (digest §2.1 «Копия»: a copy has the name, properties, classes and abilities of the copied
card, plus «Созданный»; effects and wounds are not copied). The запас holds only the copies a deck could foresee
(``cards.compiled.reserve_for``); a copy of any other card is a new instance made during the game:
``Catalog.with_copy`` appends it to the game's catalog (``GameState.catalog`` then points to the extended catalog;
catalogs stay immutable, so clones and replays are unaffected and deterministic). Only a card the players can see may
be copied: a card in play that is not hidden (a face-down «скрытый» card shows nothing), and not a combined card (its
parts would have to be copied too: refused rather than guessed).
"""

from __future__ import annotations

from ... import abilities as A
from ..events import emit
from ..state import GameState, created_version

MADE_BY = "@copy_made_by"  # CardState counter of a copy: the card whose instruction created it («созданную им копию»)


def copyable(s: GameState, original: int) -> bool:
    """Whether a copy of ``original`` can be made from what the players see: a card in play, not hidden, not
    combined; or a card hoarded under another card (open to both players, §8.1: «Создайте копию существа …,
    добытого <этой картой>»)."""
    if original in s.hoard_origin:
        return True
    cs = s.cards.get(original)
    if cs is None or cs.counters.get("hidden", 0):
        return False
    return not (s.parts and original in s.parts)


def copy_for(s: GameState, original: int, player: int, exclude: tuple[int, ...] | list[int] = ()) -> int:
    """A card that can enter play as a copy of ``original`` for ``player``: one waiting in his запас (a copy of the
    same card: prepared by the deck, or a copy that left play and went back there), else — when ``original`` can be
    seen (:func:`copyable`) — a new instance added to the game (``Catalog.with_copy``; it waits in his запас until
    it enters play). −1 if none. ``exclude``: cards already used by this instruction."""
    key = s.catalog.defs[original].key
    reserve = s.players[player].reserve
    found = next((c for c in reserve if c not in exclude and s.catalog.defs[c].key == key), -1)
    if found >= 0 or not copyable(s, original):
        return found
    iid = len(s.catalog.defs)
    s.catalog = s.catalog.with_copy(created_version(s.catalog.defs[original]), player)
    reserve.append(iid)
    return iid


def note_copy(s: GameState, copy: int, player: int, original: int, source: int, hire_off: bool = False) -> None:
    """A copy of ``original`` just entered play under ``player``'s control (every instruction that makes a copy calls
    this after ``zones.enter_play``): it remembers what it copies (``A.COPY_OF``: «Уничтожьте копию вашего существа:»)
    and which card's instruction made it (:func:`mark_made_by`), and COPY_CREATED is emitted («Когда вы создаёте копию
    существа», Аллир) after the copy's own «Найм» was collected (``hire_off``: the instruction switched that «Найм»
    off, which «ещё одну такую же копию» repeats)."""
    mark_made_by(s, copy, source)
    s.cards[copy].counters[A.COPY_OF] = original
    emit(s, A.COPY_CREATED, copy, original, int(hire_off), player)


def mark_made_by(s: GameState, copy: int, source: int) -> None:
    """Remember which card's instruction made the copy now in play («уничтожьте созданную им копию»)."""
    cs = s.cards.get(copy)
    if cs is not None:
        cs.counters[MADE_BY] = source

