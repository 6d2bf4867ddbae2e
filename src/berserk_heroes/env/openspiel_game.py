"""«Берсерк. Герои» as an OpenSpiel game (a Python game registered with ``pyspiel``).

    import pyspiel
    import berserk_heroes.env.openspiel_game  # registers "python_berserk_heroes"
    game = pyspiel.load_game("python_berserk_heroes", {"deck0": "steppe", "deck1": "forest"})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)

* Sequential, two players, zero-sum, terminal rewards (+1/−1, 0 for a draw), imperfect information.
* **Chance, sampled at the root**: the first node is a chance node whose ``num_seeds`` equally likely outcomes are
  game seeds. The seed decides everything random in the game — both shuffles, who moves first, random effects —
  through the engine's own RNG, so there is no other chance node: the game is a uniform sample of ``num_seeds``
  deals of the full game, not every possible shuffle (40!² orders per deck pair would not fit an outcome list).
  Players never observe the seed; they see its effects (their cards) through their views.
* Actions: action ``i`` is the ``i``-th option slot of ``env/encoding.py`` (``MAX_ACTIONS`` distinct actions); the
  legal actions are the slots in use.
* Observations: the observation tensor is the seat's encoded view (``OBS_SIZE`` floats, ``docs/env.md``) and the
  observation string is the view's JSON plus, for the deciding seat, its options' notations. The game provides
  no information-state (perfect-recall) tensor: the view is what a player knows now; histories of views would
  grow with every step.
* Parameters: ``deck0``, ``deck1`` (precon names, ``berserk deck list``) and ``num_seeds``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from ..decks.precon import precon_decks
from ..engine.game import Game
from .encoding import MAX_ACTIONS, OBS_SIZE, encode, slot_options
from .games import GameDealer

GAME_NAME = "python_berserk_heroes"
DEFAULT_PARAMS = {"deck0": "steppe", "deck1": "mountains", "num_seeds": 1000}
MAX_GAME_LENGTH = 100_000  # choices (the simulation's bound on a game that does not end; random games take ~150)

_GAME_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="Berserk. Heroes (Берсерк. Герои)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=DEFAULT_PARAMS,
)


def _game_info(num_seeds: int) -> pyspiel.GameInfo:
    return pyspiel.GameInfo(num_distinct_actions=MAX_ACTIONS, max_chance_outcomes=num_seeds, num_players=2,
                            min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=MAX_GAME_LENGTH)


class BerserkOpenSpielGame(pyspiel.Game):
    """The game; ``params`` as in ``DEFAULT_PARAMS``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        merged = {**DEFAULT_PARAMS, **(params or {})}
        self.num_seeds = int(merged["num_seeds"])
        if self.num_seeds < 1:
            raise ValueError("num_seeds must be at least 1")
        precons = precon_decks()
        for key in ("deck0", "deck1"):
            if merged[key] not in precons:
                raise ValueError(f"{key}: unknown precon deck {merged[key]!r} (known: {', '.join(precons)})")
        super().__init__(_GAME_TYPE, _game_info(self.num_seeds), params or {})
        self.dealer = GameDealer((str(merged["deck0"]), str(merged["deck1"])))

    def new_initial_state(self) -> BerserkOpenSpielState:
        return BerserkOpenSpielState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> BerserkObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("the game provides no perfect-recall (information-state) observation")
        return BerserkObserver()


class _Table:
    """The engine game of a state. pyspiel clones a Python state by deep-copying each of its attributes: this
    one copies as ``Game.clone()`` (card definitions shared, never copied)."""

    __slots__ = ("game",)

    def __init__(self, game: Game | None = None) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Table:
        return _Table(self.game.clone() if self.game is not None else None)


class BerserkOpenSpielState(pyspiel.State):
    """A state: before the deal (a chance node), then the engine's game."""

    def __init__(self, game: BerserkOpenSpielGame) -> None:
        super().__init__(game)
        self._dealer = game.dealer
        self._num_seeds = game.num_seeds
        self._table = _Table()

    @property
    def game(self) -> Game | None:
        """The engine game (None before the deal)."""
        return self._table.game

    def current_player(self) -> int:
        if self.game is None:
            return int(pyspiel.PlayerId.CHANCE)
        decision = self.game.decision
        return int(pyspiel.PlayerId.TERMINAL) if decision is None else decision.player

    def _slots(self) -> tuple[Any, ...]:
        decision = self.game.decision if self.game is not None else None
        return slot_options(decision.options) if decision is not None else ()

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self._slots())))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        p = 1.0 / self._num_seeds
        return [(seed, p) for seed in range(self._num_seeds)]

    def _apply_action(self, action: int) -> None:
        if self.game is None:
            self._table.game = self._dealer.deal(int(action), 0)
            return
        self.game.choose(self._slots()[action])

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE or self.game is None:
            return f"seed {action}"
        slots = self._slots()
        return self.game.notation(slots[action]) if action < len(slots) else f"slot {action}"

    def is_terminal(self) -> bool:
        return self.game is not None and self.game.is_over

    def returns(self) -> list[float]:
        result = self.game.result if self.game is not None else None
        if result is None or result[0] < 0:
            return [0.0, 0.0]
        return [1.0, -1.0] if result[0] == 0 else [-1.0, 1.0]

    def __str__(self) -> str:
        if self.game is None:
            return "before the deal"
        view = self.game.view(None).data
        return f"turn {view['turn']}, active P{view['active'] + 1}, result {view['result']}"


class BerserkObserver:
    """The seat's encoded view as OpenSpiel's PyObserver (``tensor``, ``dict``, ``set_from``, ``string_from``)."""

    def __init__(self) -> None:
        self.tensor = np.zeros(OBS_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: BerserkOpenSpielState, player: int) -> None:
        if state.game is None:
            self.tensor.fill(0)
            return
        self.tensor[:] = encode(state.game.view(player).data, player, _own_slots(state, player))

    def string_from(self, state: BerserkOpenSpielState, player: int) -> str:
        if state.game is None:
            return f"P{player + 1}: before the deal"
        view = state.game.view(player)
        if _own_slots(state, player):
            return view.to_json() + "\n" + "\n".join(state.game.notations())
        return view.to_json()


def _own_slots(state: BerserkOpenSpielState, player: int) -> tuple[Any, ...]:
    decision = state.game.decision if state.game is not None else None
    return slot_options(decision.options) if decision is not None and decision.player == player else ()


pyspiel.register_game(_GAME_TYPE, BerserkOpenSpielGame)
