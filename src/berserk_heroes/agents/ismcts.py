"""Information-Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012).

One tree, from the deciding seat's point of view, is grown over many determinisations: every iteration draws a
full game consistent with what the seat knows (``InformationSet.determinise``), walks the tree with the options
legal in *that* game (UCB1 with availability counts: an option is judged only against the iterations where it was
legal), adds one node, plays a short rollout (the heuristic policy, or random) and backs up the evaluation
(``evaluation.win_probability``) of the position reached. Both players' choices are nodes of the same tree, each
choosing by its own reward (the opponent as if it knew the sampled world — the "single observer" simplification).

* Tree edges are keyed by what an option *means* rather than by card ids: a card outside play by its name (two
  copies of a card in hand are one choice; the opponent's hidden cards differ between determinisations), a card in
  play by its id.
* Forced choices (one legal option) are played without a node; at the root the search is skipped.
* Budget: ``iterations`` (deterministic under the agent's seed) or ``time`` seconds per decision (not reproducible:
  how many iterations fit depends on the machine).
* New nodes are tried in the heuristic's order of preference first, so a small budget already plays like the
  heuristic and a larger one improves on it.
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

from ..decisions import Option
from ..rng import Rng
from .base import SeatInput
from .evaluation import win_probability
from .heuristic import choose_option

if TYPE_CHECKING:
    from ..engine.game import Game

ROLLOUT_POLICIES = ("heuristic", "random")
DEAL_TOP = 5  # cards dealt at random on top of each deck per determinisation (a search looks a turn or two ahead)


class Node:
    """A choice in the tree: how often it was taken, its summed reward for the player who took it, and how often it
    was available when its parent was visited."""

    __slots__ = ("player", "visits", "reward", "available", "children", "preferred")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.reward = 0.0
        self.available = 0
        self.children: dict[tuple[Any, ...], Node] = {}
        self.preferred: tuple[Any, ...] | None = None  # the heuristic's choice here (asked once: tried first)


class IsmctsAgent:
    """ISMCTS with a budget of ``iterations`` or of ``time`` seconds per decision (``time`` wins when both)."""

    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, time_limit: float | None = None,
                 rollout: str = "heuristic", depth: int = 20, exploration: float = 0.7,
                 opponent_list: str = "known", turns: int = 1) -> None:
        if iterations is None and time_limit is None:
            iterations = 300
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_limit is not None and time_limit <= 0:
            raise ValueError("time must be positive")
        if rollout not in ROLLOUT_POLICIES:
            raise ValueError(f"rollout must be one of {ROLLOUT_POLICIES}")
        if depth < 0:
            raise ValueError("depth must be 0 or more")
        self.rng = Rng(seed)
        self.iterations = iterations
        self.time_limit = time_limit
        self.rollout = rollout
        self.depth = depth
        if turns < 1:
            raise ValueError("turns must be at least 1")
        self.turns = turns  # rollouts stop when this many turns have ended (1: the end of the current turn)
        self.exploration = exploration
        self.opponent_list = opponent_list
        self.last_iterations = 0  # how many iterations the last search made
        self.searched: list[float] = [0.0, 0.0, 0.0]  # over all searches: iterations, wall seconds, CPU seconds (benchmarks)

    def act(self, seat_input: SeatInput) -> Option:
        options = seat_input.options
        if len(options) == 1:
            self.last_iterations = 0
            return options[0]
        info = seat_input.information_set(self.opponent_list)
        root = Node(seat_input.seat)
        start, cpu = time.perf_counter(), time.process_time()
        deadline = start + self.time_limit if self.time_limit is not None else math.inf
        limit = self.iterations if self.time_limit is None else None
        done = 0
        while (limit is None or done < limit) and (done == 0 or time.perf_counter() < deadline):
            self._iterate(root, info.determinise(self.rng, top=DEAL_TOP), seat_input.seat, seat_input.turn)
            done += 1
        self.last_iterations = done
        self.searched[0] += done
        self.searched[1] += time.perf_counter() - start
        self.searched[2] += time.process_time() - cpu
        return self._best(root, info.determinise(self.rng))

    # -- one iteration ------------------------------------------------------------------------------------------

    def _iterate(self, root: Node, game: Game, seat: int, turn: int) -> None:
        path: list[Node] = []
        node = root
        while game.decision is not None:
            options = game.decision.options
            if len(options) == 1:
                game.choose(options[0])
                continue
            keys = [option_key(game, o) for o in options]
            children = node.children
            untried = [i for i, k in enumerate(keys) if k not in children]
            if untried:
                index = self._expansion(node, game, options, keys, untried)
                child = children[keys[index]] = Node(game.decision.player)
                child.available = 1
                for k in keys:
                    if k in children and k != keys[index]:
                        children[k].available += 1
                game.choose(options[index])
                path.append(child)
                break
            index = self._select(children, keys)
            node = children[keys[index]]
            game.choose(options[index])
            path.append(node)
        self._rollout(game, turn)
        value = win_probability(game, seat)
        for n in path:
            n.visits += 1
            n.reward += value if n.player == seat else 1.0 - value

    def _expansion(self, node: Node, game: Game, options: tuple[Option, ...], keys: list[tuple[Any, ...]],
                   untried: list[int]) -> int:
        """The heuristic's choice if it is untried, else an untried option at random."""
        if node.preferred is None:
            node.preferred = keys[options.index(choose_option(game))]
        for i in untried:
            if keys[i] == node.preferred:
                return i
        return untried[self.rng.randrange(len(untried))]

    def _select(self, children: dict[tuple[Any, ...], Node], keys: list[tuple[Any, ...]]) -> int:
        """UCB1 over the available children; each one's availability count grows with this visit."""
        best_index, best_value = 0, -math.inf
        c = self.exploration
        for i, k in enumerate(keys):
            child = children[k]
            child.available += 1
            if child.visits == 0:
                value = math.inf
            else:
                value = child.reward / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
            if value > best_value:
                best_index, best_value = i, value
        return best_index

    def _rollout(self, game: Game, turn: int) -> None:
        """Play on to the end of the turn the search started in (every option is judged at the same moment: the
        start of the next turn), at most ``depth`` choices."""
        steps = 0
        heuristic = self.rollout == "heuristic"
        state = game.state
        last = turn + self.turns - 1
        while game.decision is not None and state.turn <= last and steps < self.depth:
            options = game.decision.options
            if len(options) == 1:
                game.choose(options[0])
            else:
                game.choose(choose_option(game) if heuristic else self.rng.choice(options))
                steps += 1

    def _best(self, root: Node, game: Game) -> Option:
        """The most visited root option (ties: the better mean reward, then the first listed)."""
        options = game.legal_options
        best, best_rank = options[0], (-1, -math.inf)
        for o in options:
            child = root.children.get(option_key(game, o))
            if child is None:
                continue
            rank = (child.visits, child.reward / child.visits if child.visits else 0.0)
            if rank > best_rank:
                best, best_rank = o, rank
        return best


def option_key(game: Game, option: Option) -> tuple[Any, ...]:
    """What an option means, the same in every determinisation: cards in play by id, other cards by name."""
    s = game.state
    names = s.catalog.names
    card = option.card
    target = option.target
    if card >= 0 and card not in s.cards:
        card = names[card]  # type: ignore[assignment]
    if target >= 0 and target not in s.cards:
        target = names[target]  # type: ignore[assignment]
    return (option.kind, card, target, option.num, option.extra)
