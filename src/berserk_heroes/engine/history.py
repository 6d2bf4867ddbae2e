"""The event history of the game: what happened this turn and in the turns conditions can still ask about.

Conditions and amounts such as «если в этот ход погибло существо противника», «если не атаковал в прошлый ход»,
«карт, сброшенных вами в этом ходу» or «количество ран, излеченных с ваших существ в ваш прошлый ход» read the game's
past. They all ask this one record (``A.HistoryQuery``, answered by :func:`measure`) instead of keeping tallies of
their own.

What is kept. Each entry is the event tuple of ``engine/events.py`` — ``(name, subject, other, amount, player)`` — of
the kinds in :data:`RECORDED` (who attacked whom, what died, was wounded or healed and by whom, what was played, drawn,
discarded, entered play or was put into a graveyard). ``player`` is always a player: for a wound or a heal, the
controller of the card then; for a card put into a graveyard, the graveyard's owner. ``GameState.turn_events`` holds this turn's entries; ``GameState.past_turns`` holds
``(active player, entries)`` of the turn just before this one and of the last ended turn of the other player — the
only windows a card can name (``A.THIS_TURN``, ``A.PREVIOUS_TURN``, ``A.LAST_OWN_TURN``), so the record stays small.

Copying. Both fields are tuples: a state's copy shares them, an event appends by building a new tuple (a turn has a
few dozen entries), and a new turn replaces them (:func:`roll`). So ``GameState.copy`` pays nothing for the history.

Hashing. The state hash reads the history as its text, read on from where it was last taken (engine/history_text.py).

Hidden information. Entries name cards by instance number, like every zone of the state: who may see a card is
decided by ``engine/visibility.py`` for what a seat is shown, and a determinised copy of a game
(``agents/information.py``) renames the dealt cards in the history as in the zones (:func:`renamed`), so the history
of a guessed game never names the real card in an unseen place.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .. import abilities as A
from .history_text import Entry
from .state import GameState

RECORDED: frozenset[str] = frozenset({A.ATTACKS, A.DIES, A.WOUNDED, A.HEALED, A.DISCARDED, A.DRAWN, A.CARD_PLAYED,
                                      A.ENTERS_PLAY, A.PUT_INTO_GRAVEYARD, A.DECK_SHUFFLED, A.COINS_OPENED,
                                      A.COINS_LOST, A.COINS_GAINED})
"""The events the history keeps: those a condition, an amount or a trigger («N-ю карту за ход», «кроме первого раза
за ход») can ask about. (The coin events are emitted only in games where an ability listens to them.)"""

ON_DEMAND: dict[str, str] = {A.KILLS: A.DESTROYED_BY_THIS, A.DESTROYED: A.DESTROYED_BY_THIS}
"""Events the history keeps only in games where an amount asks for them (event → that amount kind): «количество
уничтоженных этой картой существ» (``events.emit`` asks ``Catalog.uses``), so other games keep their history as it was."""

_ABOUT_A_CARD_IN_PLAY = frozenset({A.WOUNDED, A.HEALED})
"""Events emitted without a player: the history notes the controller of their card (for «ваши» / «противника»)."""


def record(s: GameState, event: tuple[Any, ...]) -> None:
    """Note one event of this turn (called by ``events.emit`` for the kinds of :data:`RECORDED`, before the
    triggers it creates are collected, so that «N-ю карту за ход» counts the event itself)."""
    if event[4] < 0 and event[0] in _ABOUT_A_CARD_IN_PLAY:
        cs = s.cards.get(event[1])
        who = cs.controller if cs is not None else s.catalog.owners[event[1]]
        event = (event[0], event[1], event[2], event[3], who)
    elif event[0] == A.PUT_INTO_GRAVEYARD and event[4] != s.catalog.owners[event[1]]:
        event = (event[0], event[1], event[2], event[3], s.catalog.owners[event[1]])  # whose graveyard: the owner's
    s.turn_events += (event,)


def roll(s: GameState, ended_active: int) -> None:
    """A new turn begins: the turn that ended (``ended_active``'s) becomes the previous turn, and of the older turns
    only the last one of the other player is kept (the last own turn of each player stays reachable)."""
    kept: list[tuple[int, tuple[Entry, ...]]] = [(ended_active, s.turn_events)]
    for active, entries in s.past_turns:
        if active != ended_active:
            kept.append((active, entries))
            break
    s.past_turns = tuple(kept)
    s.turn_events = ()


def window(s: GameState, which: str, player: int) -> tuple[Entry, ...]:
    """The entries of a window: this turn, the previous turn, or the last ended turn of ``player``."""
    if which == A.THIS_TURN:
        return s.turn_events
    if which == A.PREVIOUS_TURN:
        return s.past_turns[0][1] if s.past_turns else ()
    if which == A.LAST_OWN_TURN:
        for active, entries in s.past_turns:
            if active == player:
                return entries
        return ()
    raise ValueError(f"unknown history window {which!r}")


def note_game_play(s: GameState, player: int, card: int) -> None:
    """Note a card played, for the whole game (``GameState.game_plays``): only in games where a trigger counts the
    cards played in the game («Когда вы разыгрываете пятого дракона за игру»)."""
    s.game_plays = (*s.game_plays, (player, card))


def events(s: GameState, name: str, which: str = A.THIS_TURN, player: int = -1) -> Iterator[Entry]:
    """The entries of kind ``name`` in a window (``player``: only that player's; the window's owner for
    ``LAST_OWN_TURN``)."""
    for entry in window(s, which, player):
        if entry[0] == name and (player < 0 or entry[4] == player):
            yield entry


def happened(s: GameState, name: str, subject: int, other: int = -1, which: str = A.THIS_TURN) -> bool:
    """Whether an event of kind ``name`` about card ``subject`` (and ``other``, when given) is in the window —
    «атаковало в этот ход», «не атаковал в прошлый ход», «только разные цели»."""
    return any(e[0] == name and e[1] == subject and (other < 0 or e[2] == other) for e in window(s, which, -1))


# Cards that went to a graveyard this turn («карт, попавших на его кладбище в этом ходу», «всех существ, которые попали
# на кладбища в этом ходу»): every move into a graveyard emits PUT_INTO_GRAVEYARD, which the history keeps with the
# graveyard's owner as its player; the cards still there are those of this turn's events that are in the graveyard now.


def entered_this_turn(s: GameState, player: int) -> list[int]:
    """The cards in ``player``'s graveyard that came there this turn (in the graveyard's order)."""
    came = {e[1] for e in events(s, A.PUT_INTO_GRAVEYARD, player=player)}
    return [c for c in s.players[player].graveyard if c in came] if came else []


def own_wounds_this_turn(s: GameState, player: int) -> int:
    """«ран, полученных вашими персонажами от ваших карт в этом ходу», asked of the event history: the WOUNDED
    entries of this turn about ``player``'s characters (the history notes the wounded card's controller then) whose
    source card is ``player``'s (in play: its controller; elsewhere — a spell — its owner). Wounds without a source
    card (poison) do not count."""
    total = 0
    for _, _, source, amount, wounded_side in events(s, A.WOUNDED, A.THIS_TURN, player):
        if source >= 0 and wounded_side == player and _side_of(s, source) == player:
            total += amount
    return total


def _side_of(s: GameState, card: int) -> int:
    """The player a card belongs to: its controller in play, its owner elsewhere."""
    cs = s.cards.get(card)
    return cs.controller if cs is not None else s.catalog.owners[card]


# Two facts of this turn that are no events, noted in ``GameState.turn_counts`` by the instruction or the play that
# knows them: the healing beyond the wounds of a «Излечите …» (``wounds_healing``), and whether a card being played
# came from its player's hand (``play.play_card``, the free play of ``effects/entering.py``).

EXCESS_KEY = "excess_healed_noted/"  # + the source's iid: in ``GameState.turn_counts`` (this turn only)


def excess_healed(s: GameState, source: int) -> int:
    """Amount kind ``excess_healed_noted`` (a Select's ``cost_max_amount``, read by continuous.static_amount): the healing
    beyond the wounds noted by the last «Излечите …» (HEAL_NOTE_EXCESS) of ``source`` this turn."""
    return s.turn_counts.get(EXCESS_KEY + str(source), 0)


FROM_HAND_KEY = "@played_from_hand_mark/"  # + the card's iid: in ``GameState.turn_counts``, 1 if it was played from the hand


def note_origin(s: GameState, player: int, iid: int) -> None:
    """A card is being played by ``player``: note whether it comes from his hand (condition ``was_played_from_hand``,
    «если вы разыграли эту карту из руки»). Only in games with that condition (``Catalog.notes_hand_plays``)."""
    if iid in s.players[player].hand:
        s.turn_counts[FROM_HAND_KEY + str(iid)] = 1
    else:
        s.turn_counts.pop(FROM_HAND_KEY + str(iid), None)


def played_from_hand(s: GameState, source: int) -> bool:
    """Condition ``was_played_from_hand``: this card (a spell resolving) was played from its player's hand this turn."""
    return s.turn_counts.get(FROM_HAND_KEY + str(source), 0) == 1


def renamed(s: GameState, moved: dict[int, int]) -> None:
    """A determinised copy dealt other cards to unseen places (``agents/information.py``): entries about a dealt card
    name the card now in its place, so the history tells no more than the zones."""
    def follow(entries: tuple[Entry, ...]) -> tuple[Entry, ...]:
        return tuple((n, moved.get(a, a), moved.get(b, b), x, p) for n, a, b, x, p in entries)

    s.turn_events = follow(s.turn_events)
    s.past_turns = tuple((active, follow(entries)) for active, entries in s.past_turns)
