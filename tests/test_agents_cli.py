"""``berserk play`` with agents: ``--opponent`` and ``--ai-vs-ai --agents`` (run as a subprocess)."""

from __future__ import annotations

from test_cli import berserk


def test_ai_vs_ai_with_chosen_agents_plays_to_the_end_reproducibly() -> None:
    args = ("play", "--ai-vs-ai", "--seed", "2", "--agents", "heuristic,ismcts:iterations=3,depth=2")
    first = berserk(*args)
    assert first.returncode == 0, first.stderr
    assert "Результат:" in first.stdout.splitlines()[-1]
    assert berserk(*args).stdout == first.stdout


def test_a_bad_agent_spec_exits_2_with_a_clear_message() -> None:
    for args in (("--ai-vs-ai", "--agents", "heuristic,wizard"), ("--ai-vs-ai", "--agents", "heuristic"),
                 ("--opponent", "ismcts:iterations=many")):
        done = berserk("play", "--seed", "1", *args, stdin="q\n")
        assert done.returncode == 2
        assert "Traceback" not in done.stderr and "error" in done.stderr
        assert "Игра:" not in done.stdout  # refused before the game starts


def test_you_can_play_against_a_search_agent() -> None:
    done = berserk("play", "--seed", "2", "--opponent", "ismcts:hard", stdin="q\n")  # P1 (you) moves first
    assert done.returncode == 0, done.stderr
    assert "Игра прервана" in done.stdout
    played = berserk("play", "--seed", "3", "--opponent", "ismcts:iterations=5", stdin="keep\n" + "1\n" * 10 + "q\n")
    assert played.returncode == 0, played.stderr
    assert "T1 P2:" in played.stdout or "T2 P2:" in played.stdout  # the agent answered
