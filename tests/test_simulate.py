"""``berserk simulate``: the plan and its seeds, the games, the statistics, the report files, the backends."""

from __future__ import annotations

import dataclasses
import json
import math
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from berserk_heroes import Game
from berserk_heroes.agents import make_agent, play_game
from berserk_heroes.cli import main
from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.demo import game_cards, setup_from_deck
from berserk_heroes.simulate import (
    InProcess,
    LocalProcesses,
    SimDeck,
    build_report,
    game_seed,
    gauntlet,
    head_to_head,
    run_games,
    stats,
    tasks,
)
from berserk_heroes.simulate.plan import agent_seed
from berserk_heroes.simulate.playing import GameSummary
from berserk_heroes.simulate.runner import chunked


def precon(name: str) -> SimDeck:
    return SimDeck(name, precon_decks()[name])


@cache
def small_run() -> tuple[object, list[GameSummary]]:
    spec = head_to_head(precon("steppe"), precon("mountains"), 12, ("random", "random"), seed=5)
    return spec, run_games(spec)


# ------------------------------------------------------------------------------------------- plan, seeds


def test_seats_alternate_within_each_pairing_and_every_game_has_its_own_seed() -> None:
    spec = gauntlet((precon("steppe"), precon("forest"), precon("swamp")), 4, "random", seed=3)
    planned = tasks(spec)
    assert [t.index for t in planned] == list(range(12))
    for p, (a, b) in enumerate(spec.pairings):
        seats = [t.seats for t in planned if t.pairing == p]
        assert seats == [(a, b), (b, a), (a, b), (b, a)]
    assert len({t.seed for t in planned}) == 12


def test_game_seeds_depend_on_run_seed_and_index_only() -> None:
    assert game_seed(7, 3) == game_seed(7, 3)
    assert len({game_seed(7, i) for i in range(1000)}) == 1000
    assert game_seed(7, 3) != game_seed(8, 3)
    assert all(0 <= game_seed(s, i) < 2**63 for s in (0, 1, 2**40) for i in (0, 5))


@pytest.mark.parametrize("workers", [1, 2, 3, 50])
def test_chunks_cover_every_task_once_in_order(workers: int) -> None:
    spec = head_to_head(precon("steppe"), precon("forest"), 37, ("random", "random"))
    chunks = chunked(tasks(spec), workers)
    assert [t.index for c in chunks for t in c] == list(range(37))


# -------------------------------------------------------------------------------------------------- games


def test_a_summary_is_the_game_play_game_plays_with_the_same_seeds() -> None:
    spec, games = small_run()
    for g in games[:4]:
        setups = [setup_from_deck(spec.decks[d].deck, game_cards()) for d in g.seats]
        game = play_game(Game(setups, seed=g.seed),
                         [make_agent("random", agent_seed(g.seed, seat)) for seat in (0, 1)])
        assert game.result is not None
        assert (g.winner_seat, g.reason) == tuple(game.result)
        assert g.decisions == len(game.history)


def test_card_notes_are_consistent_with_the_decks_and_the_rules() -> None:
    spec, games = small_run()
    for g in games:
        for seat, d in enumerate(g.seats):
            deck_names = {game_cards().get(k).name for k in spec.decks[d].deck.all_cards()}
            assert set(g.drawn[seat]) <= deck_names  # never a card of the other deck: what this seat saw
            assert set(g.opening[seat]) <= set(g.drawn[seat])
            assert set(g.played[seat]) <= deck_names
            assert 1 <= len(g.opening[seat]) <= 4  # the deal of four, names counted once
        assert g.cause.startswith(g.reason)


def test_results_are_the_same_for_any_number_of_workers() -> None:
    spec = head_to_head(precon("steppe"), precon("forest"), 6, ("random", "random"), seed=11)
    serial = run_games(spec, InProcess())
    pool = LocalProcesses(2)
    try:
        assert run_games(spec, pool) == serial
        assert run_games(spec, pool) == serial  # the pool is kept between runs
    finally:
        pool.close()


def test_progress_counts_every_game() -> None:
    spec = head_to_head(precon("steppe"), precon("forest"), 3, ("random", "random"), seed=2)
    seen: list[int] = []
    run_games(spec, InProcess(), seen.append)
    assert sum(seen) == 3


def test_ray_runs_the_same_games() -> None:
    ray = pytest.importorskip("ray")
    from berserk_heroes.simulate import RayCluster

    spec = head_to_head(precon("steppe"), precon("forest"), 4, ("random", "random"), seed=11)
    cluster = RayCluster("local", workers=2)
    try:
        result = run_games(spec, cluster)
    finally:
        cluster.close()
    assert not ray.is_initialized()
    assert result == run_games(spec, InProcess())


# --------------------------------------------------------------------------------------------- statistics


def test_wilson_interval_matches_known_values() -> None:
    low, high = stats.wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = stats.wilson(0, 10)
    assert low == 0 and round(high, 4) == 0.2775
    low, high = stats.wilson(81, 100)
    assert (round(low, 4), round(high, 4)) == (0.7222, 0.8749)
    assert stats.wilson(0, 0) == (0.0, 1.0)


def _summary(index: int, seats: tuple[int, int], winner_seat: int, first: int, turns: int,
             drawn: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())) -> GameSummary:
    return GameSummary(index=index, pairing=0, seats=seats, seed=index, winner=seats[winner_seat] if winner_seat >= 0
                       else -1, winner_seat=winner_seat, reason="hero_defeated" if winner_seat >= 0 else "turn_limit",
                       cause="hero_defeated", turns=turns, decisions=10, first_seat=first, opening=drawn,
                       drawn=drawn, played=((), ()))


def test_scores_count_a_draw_as_half_and_first_player_wins_are_counted() -> None:
    spec = head_to_head(precon("steppe"), precon("forest"), 4, ("random", "random"))
    games = [_summary(0, (0, 1), 0, first=0, turns=10), _summary(1, (1, 0), 0, first=0, turns=12),
             _summary(2, (0, 1), -1, first=1, turns=200), _summary(3, (1, 0), 1, first=1, turns=12)]
    m = stats.matchups(spec, games)[0]
    assert (m["wins_a"], m["wins_b"], m["draws"]) == (2, 1, 1)
    assert m["a"]["score"] == 2.5 and m["a"]["rate"] == 0.625
    fp = stats.first_player(spec, games)
    assert fp["first_player"]["score"] == 3.5  # three first-player wins and a draw
    assert fp["decks"][0]["first"]["games"] == 2 and fp["decks"][0]["first"]["score"] == 2.0  # games 0 and 3
    assert stats.lengths(games)["histogram"] == {"10": 1, "12": 2, "200": 1}


def test_card_statistics_split_games_by_what_was_drawn() -> None:
    spec = head_to_head(precon("steppe"), precon("forest"), 4, ("random", "random"))
    games = [_summary(0, (0, 1), 0, 0, 10, (("Орк",), ())), _summary(1, (1, 0), 1, 0, 10, ((), ("Орк",))),
             _summary(2, (0, 1), 1, 0, 10, ((), ())), _summary(3, (1, 0), 0, 0, 10, ((), ()))]
    row = next(r for r in stats.card_stats(spec, games) if r["deck"] == "steppe" and r["card"] == "Орк")
    assert row["drawn"]["games"] == 2 and row["drawn"]["rate"] == 1.0
    assert row["not_drawn"]["games"] == 2 and row["not_drawn"]["rate"] == 0.0
    assert row["drawn_gain"] == 1.0


def test_report_adds_up() -> None:
    spec, games = small_run()
    report = build_report(spec, games)
    m = report["matchups"][0]
    assert m["wins_a"] + m["wins_b"] + m["draws"] == m["games"] == 12
    assert sum(report["length"]["histogram"].values()) == 12
    assert sum(Counter(g.reason for g in games).values()) == sum(report["defeat_causes"]["reasons"].values())
    assert math.isclose(report["matrix"][0][1] + report["matrix"][1][0], 1.0)
    json.dumps(report)  # JSON-ready


# ----------------------------------------------------------------------------------------------- command


def test_simulate_command_writes_the_report_csv_and_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sim"
    code = main(["simulate", "steppe", "mountains", "-n", "4", "--seed", "3", "--workers", "1", "--out", str(out)])
    assert code == 0
    printed = capsys.readouterr().out
    assert "steppe (random)" in printed and "сид 3" in printed
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["run"]["games"] == 4 and report["spec"]["seed"] == 3
    assert (out / "games.csv").read_text(encoding="utf-8").count("\n") == 5
    for png in ("heatmap.png", "turns.png"):
        assert (out / png).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_simulate_command_gauntlet_and_agents(tmp_path: Path) -> None:
    out = tmp_path / "g"
    assert main(["simulate", "--gauntlet", "steppe", "forest", "swamp", "-n", "2", "--seed", "1", "--workers", "1",
                 "--out", str(out), "--no-plots"]) == 0
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert len(report["matchups"]) == 3 and len(report["games"]) == 6
    assert not (out / "heatmap.png").exists()


@pytest.mark.parametrize("args", [
    ["steppe"],
    ["steppe", "mountains", "-n", "0"],
    ["steppe", "mountains", "--agent", "no-such-agent"],
    ["steppe", "no-such-deck.txt"],
    ["steppe", "mountains", "--gauntlet", "forest", "swamp"],
    ["steppe", "mountains", "--workers", "0"],
    ["steppe", "mountains", "-n", "1000000000"],
])
def test_simulate_command_refuses_bad_input(args: list[str], tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *args, "--out", str(tmp_path / "x")]) == 2
    assert "error" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


def test_an_output_folder_that_cannot_be_written_is_refused_before_the_games(tmp_path: Path,
                                                                           capsys: pytest.CaptureFixture[str]) -> None:
    taken = tmp_path / "a-file"
    taken.write_text("mine", encoding="utf-8")
    assert main(["simulate", "steppe", "mountains", "-n", "2", "--workers", "1", "--out", str(taken)]) == 2
    err = capsys.readouterr()
    assert "--out" in err.err and "Симуляция" not in err.out  # refused before any game was played
    assert taken.read_text(encoding="utf-8") == "mine"


def test_same_seed_same_report(tmp_path: Path) -> None:
    for name in ("a", "b"):
        main(["simulate", "steppe", "forest", "-n", "4", "--seed", "9", "--workers", "1" if name == "a" else "2",
              "--out", str(tmp_path / name), "--no-plots"])
    a = json.loads((tmp_path / "a" / "report.json").read_text(encoding="utf-8"))
    b = json.loads((tmp_path / "b" / "report.json").read_text(encoding="utf-8"))
    for report in (a, b):
        report.pop("run")
    assert a == b


def test_summary_round_trips_to_plain_data() -> None:
    _, games = small_run()
    data = games[0].to_dict()
    assert GameSummary(**{k: _tuples(v) for k, v in data.items()}) == games[0]
    assert set(data) == {f.name for f in dataclasses.fields(GameSummary)}


def _tuples(value: object) -> object:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value
