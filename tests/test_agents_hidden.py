"""No agent reads hidden state: its choice is the same in games that its seat cannot tell apart.

For positions of real precon games, a *twin* of the game is made by dealing the seat's unseen cards again (the
opponent's hand and deck, the seat's own deck order) and reseeding the game's RNG: everything the seat may know is
the same (checked: the seat's view is identical), everything hidden differs. Every agent, with the same seed, must
choose the same option in the game and in its twins. An agent handed the full state — here, a search that samples
from the real game instead of the information set — chooses differently, and the check catches it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pytest
from test_agents_interface import advance, precon_game

from berserk_heroes import Game
from berserk_heroes.agents import SeatInput, make_agent
from berserk_heroes.agents.information import InformationSet
from berserk_heroes.agents.ismcts import IsmctsAgent
from berserk_heroes.decisions import Option
from berserk_heroes.rng import Rng

SPECS = ("random", "heuristic", "easy", "ismcts:iterations=25", "ismcts:iterations=25,rollout=random,depth=3",
         "ismcts:iterations=40,turns=2,depth=40", "ismcts:iterations=10,opponent_list=unknown")


@lru_cache(maxsize=1)
def positions() -> tuple[Game, ...]:
    """Decisions from games of different decks, from the deal to late in the game (none is forced). Shared by the
    tests: nothing here changes them (agents get SeatInputs; twins are copies)."""
    found = []
    for seed, (a, b), share in ((1, ("steppe", "forest"), 0.0), (2, ("mountains", "darkness"), 0.25),
                                (3, ("swamp", "neutral"), 0.45), (4, ("multi", "steppe"), 0.6),
                                (5, ("darkness", "forest"), 0.75), (6, ("forest", "mountains"), 0.9)):
        length = len(advance(precon_game(seed, a, b), 10_000, seed=seed).history)
        game = advance(precon_game(seed, a, b), int(share * length), seed=seed)
        while game.decision is not None and len(game.legal_options) < 3:  # skip forced and near-forced choices
            game.choose(game.legal_options[0])
        assert game.decision is not None
        found.append(game)
    return tuple(found)


def twins(game: Game, count: int = 3) -> list[Game]:
    """Games the deciding seat cannot tell from ``game``: its unseen cards dealt again, the game's RNG reseeded."""
    seat = game.decision.player if game.decision else 0
    out = []
    for n in range(count):
        twin = InformationSet(game, seat).determinise(Rng(1000 + n))
        assert twin.view(seat).data == game.view(seat).data
        assert twin.state_hash() != game.state_hash()
        out.append(twin)
    return out


def same_choice_everywhere(new_agent: Callable[[], Any], game: Game) -> bool:
    """Whether fresh agents with the same seed choose the same option in ``game`` and in each of its twins."""
    chosen: set[Option] = set()
    for g in (game, *twins(game)):
        option = new_agent().act(SeatInput(g))
        assert option in g.legal_options
        chosen.add(option)
    return len(chosen) == 1


@pytest.mark.parametrize("spec", SPECS)
def test_agents_choose_the_same_in_games_their_seat_cannot_tell_apart(spec: str) -> None:
    for game in positions():
        assert same_choice_everywhere(lambda: make_agent(spec, 42), game), (spec, game.notations())


class _FullStateSearch(IsmctsAgent):
    """A search handed the full state: its "determinisations" are copies of the real game."""

    def act(self, seat_input: SeatInput) -> Option:
        real = seat_input._live()

        class Peek:
            def determinise(self, rng: Rng, top: int | None = None) -> Game:
                copy = real.clone(keep_history=False)
                copy.state.rng = Rng(rng.next64())
                return copy

        seat_input._info["known"] = Peek()  # type: ignore[assignment]
        return super().act(seat_input)


def test_the_check_catches_an_agent_handed_the_full_state() -> None:
    """Rollouts through the opponent's next turn: there his hand decides what happens, and a search that reads it
    chooses differently than in the twins."""
    caught = [not same_choice_everywhere(lambda: _FullStateSearch(42, iterations=60, turns=2, depth=40), game)
              for game in positions()]
    assert any(caught)
