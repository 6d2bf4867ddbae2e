"""The random-game campaign (berserk_heroes.campaign): a short one in the suite; benchmarks/bench_campaign.py runs
the long one. Each check is shown to report what it is for."""

from __future__ import annotations

import pytest

from berserk_heroes import campaign
from berserk_heroes.engine.game import Game


def test_a_short_campaign_of_precon_and_whole_pool_games_finds_nothing() -> None:
    report = campaign.run_campaign(6, start=0, audit_every=1, replay_every=3)
    assert report.failures == []
    assert report.games == 6 and report.decisions > 300
    assert report.states_audited >= 3 * report.decisions  # both seats and a spectator at every decision
    assert report.probes >= 6 and report.replays == 2


def test_a_leak_is_reported_with_the_game_and_the_seat() -> None:
    def leaky(game: Game, seat: int | None, explanations: bool) -> list[str]:
        return ["the opponent's hand"] if seat == 1 else []

    report = campaign.play_checked_game(2, auditor=leaky)
    assert report.leaks == report.states_audited // 3 > 0
    assert report.failures[0].startswith("game 2 (precon") and "P2 sees the opponent's hand" in report.failures[0]


def test_a_crash_is_reported_with_the_game_that_reproduces_it(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: Game, option: object, player: int | None = None) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(Game, "choose", broken)
    report = campaign.play_checked_game(3, audit_every=0)
    assert report.tracebacks == 1 and report.failures == ["game 3 (pool), step 0: RuntimeError: boom"]


def test_a_refusal_that_changes_the_state_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    real = Game.choose

    def careless(self: Game, option: object, player: int | None = None) -> None:
        if option not in self.legal_options:
            self.state.turn += 1  # a refusal must leave the game exactly as it was
        real(self, option, player)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "choose", careless)
    report = campaign.play_checked_game(4, audit_every=0, probes=3)
    assert any("changed the state" in line for line in report.failures)
