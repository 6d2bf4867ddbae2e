"""A Gymnasium single-agent environment: the learner plays one seat, a chosen agent plays the other.

    from berserk_heroes.env.gym_env import BerserkGymEnv
    env = BerserkGymEnv(opponent="heuristic")         # any make_agent spec: random, heuristic, ismcts:…, easy …
    observation, info = env.reset(seed=1)
    observation, reward, terminated, truncated, info = env.step(int(np.flatnonzero(env.action_masks())[0]))

Observations are the learner's encoded view (``float32[OBS_SIZE]``, ``env/encoding.py``); action ``i`` is the
``i``-th option slot, and ``action_masks()`` (the method sb3-contrib's MaskablePPO calls) and ``info["action_mask"]``
say which are legal. A masked-out action changes nothing: by default (``illegal="penalty"``) it costs
:data:`ILLEGAL_PENALTY` and returns the same observation with ``info["illegal"]`` (so algorithms without masks can
learn the mask); with ``illegal="raise"`` it raises ``ValueError``. The opponent's choices are
made inside ``reset`` and ``step`` until the learner must decide or the game ends. The reward is +1 for a win,
−1 for a loss, 0 for a draw, at the end only; the engine's turn limit ends a game as a truncation.
``seat``: 0, 1, or None (default) for a seat drawn at every reset.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..agents import make_agent
from ..agents.base import Agent, SeatInput
from ..config import RulesConfig
from ..decisions import Option
from ..decks.format import Deck
from ..engine.game import Game
from .encoding import MAX_ACTIONS, OBS_SIZE, action_mask, encode, slot_options
from .games import DEFAULT_DECKS, SEED_LIMIT, GameDealer, board_text

ILLEGAL_PENALTY = -0.01  # the reward of a masked-out action (small beside the ±1 of a game's end)


class BerserkGymEnv(gymnasium.Env):
    """The learner against ``opponent`` (see the module's docstring)."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, opponent: str = "random", seat: int | None = None,
                 decks: Sequence[str | Deck] = DEFAULT_DECKS, config: RulesConfig | None = None,
                 allow_unsupported: bool = False, render_mode: str | None = None, illegal: str = "penalty") -> None:
        if seat not in (0, 1, None):
            raise ValueError("seat must be 0, 1 or None")
        if illegal not in ("penalty", "raise"):
            raise ValueError("illegal must be 'penalty' or 'raise'")
        self.illegal = illegal
        make_agent(opponent, 0)  # a bad spec fails here, not at the first reset
        self.opponent_spec = opponent
        self.fixed_seat = seat
        self.render_mode = render_mode
        self.dealer = GameDealer(decks, config, allow_unsupported)
        self.observation_space = spaces.Box(0.0, 1.0, (OBS_SIZE,), np.float32)
        self.action_space = spaces.Discrete(MAX_ACTIONS)
        self.game: Game | None = None
        self.seat = 0
        self.opponent: Agent | None = None
        self.slots: tuple[Option, ...] = ()

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed, pick, agent_seed, seat = (int(x) for x in self.np_random.integers(0, SEED_LIMIT, size=4))
        self.game = self.dealer.deal(game_seed, pick)
        self.seat = self.fixed_seat if self.fixed_seat is not None else seat % 2
        self.opponent = make_agent(self.opponent_spec, agent_seed)
        self._opponent_moves()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        game = self._game()
        index = int(action)
        if game.is_over or not 0 <= index < len(self.slots):
            if self.illegal == "raise" or game.is_over:
                raise ValueError(f"action {index} is masked out: {len(self.slots)} options now")
            return self._observation(), ILLEGAL_PENALTY, False, False, {**self._info(), "illegal": True}
        game.choose(self.slots[index], player=self.seat)
        self._opponent_moves()
        winner, reason = game.result or (None, "")
        reward = 0.0 if winner is None or winner < 0 else 1.0 if winner == self.seat else -1.0
        truncated = reason == "turn_limit"
        terminated = game.is_over and not truncated
        if self.render_mode == "human":
            print(board_text(game))
        return self._observation(), reward, terminated, truncated, self._info()

    def _opponent_moves(self) -> None:
        """Let the opponent choose until the learner must decide or the game is over."""
        game = self._game()
        assert self.opponent is not None
        while game.decision is not None and game.decision.player != self.seat:
            seat_input = SeatInput(game)
            game.choose(self.opponent.act(seat_input), player=seat_input.seat)
        self.slots = slot_options(game.decision.options) if game.decision is not None else ()

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before step()")
        return self.game

    def _observation(self) -> np.ndarray:
        return encode(self._game().view(self.seat).data, self.seat, self.slots)

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": action_mask(self.slots), "seat": self.seat}
        game = self._game()
        if game.result is not None:
            info["result"], info["winner"] = game.result[1], game.result[0]
        return info

    def action_masks(self) -> np.ndarray:
        """Which actions are legal now, as booleans (the method MaskablePPO calls)."""
        return action_mask(self.slots).astype(bool)

    def render(self) -> str | None:
        if self.render_mode == "ansi" and self.game is not None:
            return board_text(self.game)
        return None
