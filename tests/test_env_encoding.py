"""The observation encoding: fixed size, in bounds, documented field by field, and a function of the seat's view
alone (a game dealt again behind the seat's back encodes the same)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from berserk_heroes.agents import SeatInput  # noqa: E402
from berserk_heroes.decisions import DONE, END, KINDS, PLAY, TARGET, Option  # noqa: E402
from berserk_heroes.env import pettingzoo_env  # noqa: E402
from berserk_heroes.env.encoding import (  # noqa: E402
    BLOCKS,
    HAND_SLOTS,
    MAX_ACTIONS,
    OBS_SIZE,
    OFFSETS,
    encode,
    field_index,
    field_names,
    slot_options,
)
from berserk_heroes.rng import Rng  # noqa: E402

DOC = Path(__file__).resolve().parents[1] / "docs" / "env.md"


def test_layout_adds_up() -> None:
    assert OBS_SIZE == sum(count * len(fields) for _, count, fields in BLOCKS)
    assert list(OFFSETS) == [name for name, _, _ in BLOCKS]
    assert len(set(field_names())) == len(field_names())


def test_every_field_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    documented = set(re.findall(r"`(\w+\.[\w-]+)`", text))
    missing = [name for name in field_names() if name not in documented]
    assert not missing, f"docs/env.md does not document {missing}"
    assert f"{OBS_SIZE}" in text and f"{MAX_ACTIONS}" in text


def test_slot_options_keep_every_pass_option_when_too_many() -> None:
    many = [Option(TARGET, i) for i in range(100)] + [Option(DONE)]
    slots = slot_options(many)
    assert len(slots) == MAX_ACTIONS and Option(DONE) in slots
    assert slots[:MAX_ACTIONS - 1] == tuple(many[:MAX_ACTIONS - 1])
    few = [Option(PLAY, 3), Option(END)]
    assert slot_options(few) == tuple(few)


def walk(seed: int, steps: int) -> pettingzoo_env.BerserkAECEnv:
    env = pettingzoo_env.env()
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))
    return env


@pytest.mark.parametrize("seed,steps", [(1, 10), (2, 40), (3, 70)])
def test_observation_depends_only_on_what_the_seat_may_know(seed: int, steps: int) -> None:
    env = walk(seed, steps)
    game = env.game
    assert game is not None and game.decision is not None
    seat = game.decision.player
    agent = env.agent_selection
    real = env.observe(agent)
    info = SeatInput(game).information_set()
    changed_for_other = False
    for k in range(4):
        env.game = info.determinise(Rng(k))  # the opponent's hand and both decks dealt again
        again = env.observe(agent)
        assert (again["observation"] == real["observation"]).all()
        assert (again["action_mask"] == real["action_mask"]).all()
        other = env.observe(env.possible_agents[1 - seat])
        env.game = game
        changed_for_other |= not (other["observation"] == env.observe(env.possible_agents[1 - seat])["observation"]).all()
    assert changed_for_other  # the other seat's hand did change: the equality above is not for want of a change


def test_values_stay_in_bounds_over_a_game() -> None:
    env = pettingzoo_env.env(decks=("darkness", "multi"))
    env.reset(seed=9)
    rng = np.random.default_rng(9)
    for _agent in env.agent_iter():
        observation, _, termination, truncation, _ = env.last()
        vector = observation["observation"]
        assert vector.dtype == np.float32 and vector.shape == (OBS_SIZE,)
        assert 0.0 <= vector.min() and vector.max() <= 1.0
        if termination or truncation:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))


def test_encode_is_pure() -> None:
    env = walk(4, 30)
    assert env.game is not None
    view = env.game.view(0).data
    assert (encode(view, 0) == encode(view, 0)).all()


def test_fields_hold_what_their_names_say() -> None:
    env = walk(5, 25)
    game = env.game
    assert game is not None and game.decision is not None
    seat = game.decision.player
    vector = env.observe(env.agent_selection)["observation"]
    view = game.view(seat).data
    me, other = view["players"][seat], view["players"][1 - seat]
    assert vector[field_index("players", "hero_life", 0)] == pytest.approx(min(me["hero"]["life"], 40) / 40)
    assert vector[field_index("players", "deck", 1)] == pytest.approx(min(other["deck_count"], 60) / 60)
    assert vector[field_index("players", "hand", 1)] == pytest.approx(other["hand_count"] / 15)
    for slot, card in enumerate(me["hand"][:HAND_SLOTS]):
        assert vector[field_index("hand", "cost", slot)] == pytest.approx(min(card["cost"], 20) / 20)
    assert vector[field_index("global", "turn")] == pytest.approx(min(view["turn"], 50) / 50)
    for slot, option in enumerate(slot_options(game.decision.options)):
        kinds = [k for k in KINDS if vector[field_index("actions", f"kind_{k}", slot)] == 1.0]
        assert kinds == [option.kind]
        assert vector[field_index("actions", "valid", slot)] == 1.0
