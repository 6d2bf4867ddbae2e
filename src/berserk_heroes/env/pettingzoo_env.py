"""A PettingZoo AEC environment of «Берсерк. Герои»: two agents, ``player_0`` and ``player_1``.

    from berserk_heroes.env import pettingzoo_env
    env = pettingzoo_env.env(decks=("steppe", "mountains"))
    env.reset(seed=1)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else env.action_space(agent).sample(observation["action_mask"])
        env.step(action)

The agent to act is the seat the engine waits for, which may act many times in a row (attacks, targets,
triggers). Observations are ``{"observation": float32[OBS_SIZE], "action_mask": int8[MAX_ACTIONS]}`` from the
seat's own view (``env/encoding.py``, ``docs/env.md``); an agent that does not decide now sees its state with an
empty action block and an all-zero mask. Action ``i`` is the ``i``-th option slot; a masked-out action raises
``ValueError`` and changes nothing. Rewards come at the end only: +1 to the winner, −1 to the loser, 0 each for a
draw. A game ended by the engine's turn limit (``RulesConfig.turn_limit``, a cap that keeps games finite, not a
rule of the game) is a *truncation*; every other end is a *termination*. ``reset(seed=…)`` fixes the game's seed
and the decks drawn; resets without a seed continue the environment's RNG.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ..config import RulesConfig
from ..decisions import Option
from ..decks.format import Deck
from ..engine.game import Game
from .encoding import MAX_ACTIONS, OBS_SIZE, action_mask, encode, slot_options
from .games import DEFAULT_DECKS, SEED_LIMIT, GameDealer, board_text

AGENTS = ("player_0", "player_1")


def observation_space() -> spaces.Dict:
    """The observation space of every agent (a Dict of the encoded view and the action mask)."""
    return spaces.Dict({"observation": spaces.Box(0.0, 1.0, (OBS_SIZE,), np.float32),
                        "action_mask": spaces.Box(0, 1, (MAX_ACTIONS,), np.int8)})


class BerserkAECEnv(AECEnv):
    """The AEC environment (see the module's docstring). ``decks``: precon names, deck files or Decks."""

    metadata: dict[str, Any] = {"name": "berserk_heroes_v0", "render_modes": ["ansi", "human"],
                                "is_parallelizable": False}

    def __init__(self, decks: Sequence[str | Deck] = DEFAULT_DECKS, config: RulesConfig | None = None,
                 allow_unsupported: bool = False, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.dealer = GameDealer(decks, config, allow_unsupported)
        self.possible_agents = list(AGENTS)
        self.agents: list[str] = []
        space = observation_space()
        self.observation_spaces = {a: space for a in AGENTS}
        self.action_spaces = {a: spaces.Discrete(MAX_ACTIONS) for a in AGENTS}
        self._np_random, _ = seeding.np_random(None)
        self.game: Game | None = None
        self.slots: tuple[Option, ...] = ()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._np_random, _ = seeding.np_random(seed)
        game_seed, pick = (int(x) for x in self._np_random.integers(0, SEED_LIMIT, size=2))
        self.game = self.dealer.deal(game_seed, pick)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._next_decision()

    def _next_decision(self) -> None:
        game = self._game()
        decision = game.decision
        if decision is None:
            self._finish(game)
            return
        self.slots = slot_options(decision.options)
        self.agent_selection = AGENTS[decision.player]

    def _finish(self, game: Game) -> None:
        winner, reason = game.result or (-1, "")
        self.slots = ()
        for seat, agent in enumerate(AGENTS):
            self.rewards[agent] = 0.0 if winner < 0 else 1.0 if winner == seat else -1.0
            self.truncations[agent] = reason == "turn_limit"
            self.terminations[agent] = reason != "turn_limit"
            self.infos[agent] = {"result": reason, "winner": winner}

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before using the environment")
        return self.game

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = AGENTS.index(agent)
        game = self._game()
        deciding = game.decision is not None and game.decision.player == seat
        slots = self.slots if deciding else ()
        return {"observation": encode(game.view(seat).data, seat, slots), "action_mask": action_mask(slots)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        index = int(action)
        if not 0 <= index < len(self.slots):
            raise ValueError(f"action {index} is masked out: {len(self.slots)} options now")
        self._cumulative_rewards[agent] = 0.0
        self._game().choose(self.slots[index], player=AGENTS.index(agent))
        self._next_decision()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def option_of(self, action: int) -> Option:
        """The engine option an action stands for now (for logs and tools)."""
        return self.slots[action]

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        text = board_text(self.game)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None


def env(**kwargs: Any) -> BerserkAECEnv:
    """The AEC environment (PettingZoo's ``env()`` convention); keyword arguments as for BerserkAECEnv."""
    return BerserkAECEnv(**kwargs)


raw_env = env
