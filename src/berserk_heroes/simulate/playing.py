"""Playing the games of a simulation, one task at a time, and noting what the statistics need.

Everything noted comes from what the players and spectators may see: the seats' own views (their hands), the
public play zone and graveyards, the chosen options, and the spectator's view at the end (result, turn, who
moved first). Nothing reads the engine's private state. This module runs inside the workers (processes or Ray
tasks), so it holds no state but per-process caches of compiled decks.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any

from ..agents import make_agent
from ..agents.base import SeatInput
from ..decisions import ACTIVATE, ATTACK, PLAY, Option
from ..decks.format import Deck
from ..engine.game import Game, PlayerSetup
from .plan import GameTask, SimulationSpec, agent_seed

MAX_CHOICES = 100_000  # a game that has not ended after this many choices is a bug, not a long game

# The actions that can finish an opponent off, as the cause of a defeat names them.
_FINISHING_KINDS = (ATTACK, PLAY, ACTIVATE)


@dataclass(frozen=True)
class GameSummary:
    """One finished game as the report needs it. Per-seat tuples are indexed by seat (0, 1).

    ``winner`` is the winning deck's index in the spec (-1 for a draw); ``cause`` names how the game ended:
    the result's reason, and for a defeated hero the winner's last action (``attack``/``play``/``activate`` and
    the card) before the end. ``opening``/``drawn``/``played`` are the card names each seat had in its opening
    hand (when play began), ever saw in its hand, and played from anywhere.
    """

    index: int
    pairing: int
    seats: tuple[int, int]
    seed: int
    winner: int
    winner_seat: int
    reason: str
    cause: str
    turns: int
    decisions: int
    first_seat: int
    opening: tuple[tuple[str, ...], tuple[str, ...]]
    drawn: tuple[tuple[str, ...], tuple[str, ...]]
    played: tuple[tuple[str, ...], tuple[str, ...]]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {name: _plain(getattr(self, name)) for name in self.__dataclass_fields__}


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


class CardNotes:
    """What one game showed about the cards of both seats, collected decision by decision."""

    def __init__(self) -> None:
        self.opening: list[tuple[str, ...]] | None = None
        self.drawn: tuple[set[str], set[str]] = (set(), set())
        self.played: tuple[set[str], set[str]] = (set(), set())
        self.last_action: tuple[int, str, str] | None = None  # (seat, option kind, card name)

    def note_opening(self, views: Sequence[dict[str, Any]]) -> None:
        """The hands when play begins (the first decision after the mulligan), from each seat's own view."""
        self.opening = [tuple(sorted(set(_hand_names(v, seat)))) for seat, v in enumerate(views)]
        for seat, names in enumerate(self.opening):
            self.drawn[seat].update(names)

    def note_main(self, seat: int, view: dict[str, Any], option: Option, notation: Callable[[], str]) -> None:
        """A main-phase decision of ``seat``: what it holds now, and what it does (``notation()`` gives the
        option's text, read only when the view does not show its card by id)."""
        self.drawn[seat].update(_hand_names(view, seat))
        if option.kind not in _FINISHING_KINDS:
            return
        name = _names_by_id(view).get(option.card) or _card_of_notation(notation())
        if option.kind == PLAY:
            self.played[seat].add(name)
        self.last_action = (seat, option.kind, name)

    def cause(self, winner_seat: int, reason: str) -> str:
        """The reason, with the winner's last action when a hero fell to it."""
        last = self.last_action
        if reason == "hero_defeated" and last is not None and last[0] == winner_seat:
            return f"{reason}: {last[1]} {last[2]}"
        return reason


def _hand_names(view: dict[str, Any], seat: int) -> list[str]:
    hand = view["players"][seat].get("hand") or []
    return [card["name"] for card in hand if "name" in card]


def _names_by_id(view: dict[str, Any]) -> dict[int, str]:
    """Card id → name for every card this view shows by name (hands it may see, play zone, graveyards)."""
    out: dict[int, str] = {}
    for player in view["players"]:
        out[player["hero"]["id"]] = player["hero"]["name"]
        for zone in ("hand", "graveyard"):
            for card in player.get(zone) or []:
                if "id" in card:
                    out[card["id"]] = card["name"]
    for card in view.get("play", []):
        if "id" in card:
            out[card["id"]] = card["name"]
    return out


def _card_of_notation(notation: str) -> str:
    """``play Орк#12`` → ``Орк``; ``attack Орк -> hero`` → ``Орк``; ``activate Орк:1`` → ``Орк``."""
    kind, _, text = notation.partition(" ")
    text = text.split(" -> ")[0]
    if kind == ACTIVATE:
        text = text.rsplit(":", 1)[0]  # the ability's number
    return re.sub(r"#\d+$", "", text.strip())


@lru_cache(maxsize=64)
def _setup(deck: Deck) -> PlayerSetup:
    """The deck with its cards compiled (cached per process: a worker compiles each deck once)."""
    from ..demo import game_cards, setup_from_deck

    return setup_from_deck(deck, game_cards())


def play_task(spec: SimulationSpec, task: GameTask) -> GameSummary:
    """Play one game of the simulation to its end with the spec's agents."""
    game = Game([_setup(spec.decks[d].deck) for d in task.seats], seed=task.seed, config=spec.config,
                allow_unsupported=spec.allow_unsupported)
    agents = [make_agent(spec.agents[d], agent_seed(task.seed, seat)) for seat, d in enumerate(task.seats)]
    notes = CardNotes()
    decisions = 0
    while game.decision is not None:
        seat_input = SeatInput(game)
        seat = seat_input.seat
        if notes.opening is None and seat_input.kind != "mulligan":
            notes.note_opening([seat_input.view.data if s == seat else game.view(s).data for s in (0, 1)])
        option = agents[seat].act(seat_input)
        if seat_input.kind == "main":  # the agent may have built the view already: it is built once
            notes.note_main(seat, seat_input.view.data, option, partial(_notation, seat_input, option))
        game.choose(option, player=seat)
        decisions += 1
        if decisions > MAX_CHOICES:
            raise RuntimeError(f"game {task.index} (seed {task.seed}) did not end within {MAX_CHOICES} choices")
    return _summary(spec, task, game, notes, decisions)


def _notation(seat_input: SeatInput, option: Option) -> str:
    return seat_input.notations[seat_input.options.index(option)]


def _summary(spec: SimulationSpec, task: GameTask, game: Game, notes: CardNotes, decisions: int) -> GameSummary:
    end = game.view(None).data  # the spectator's view: result, turn, first player
    winner_seat, reason = end["result"]
    opening = notes.opening or [(), ()]
    return GameSummary(
        index=task.index, pairing=task.pairing, seats=task.seats, seed=task.seed,
        winner=task.seats[winner_seat] if winner_seat >= 0 else -1, winner_seat=winner_seat, reason=reason,
        cause=notes.cause(winner_seat, reason), turns=end["turn"], decisions=decisions,
        first_seat=end["first_player"], opening=(opening[0], opening[1]),
        drawn=(tuple(sorted(notes.drawn[0])), tuple(sorted(notes.drawn[1]))),
        played=(tuple(sorted(notes.played[0])), tuple(sorted(notes.played[1]))))


def play_chunk(spec: SimulationSpec, chunk: Sequence[GameTask]) -> list[GameSummary]:
    """Play several tasks in a row (one unit of work for a process or a Ray task)."""
    return [play_task(spec, task) for task in chunk]
