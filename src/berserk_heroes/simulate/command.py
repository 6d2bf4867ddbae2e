"""``berserk simulate``: many games between decks with chosen agents, and the report of how they went.

    berserk simulate steppe mountains -n 400                 deck A vs deck B (precon names or deck files)
    berserk simulate --gauntlet steppe forest my.txt -n 100  every pair of decks
    berserk simulate --gauntlet all --agent heuristic        all preconstructed decks
    berserk simulate A B --ray auto                          the same games on a Ray cluster

See ``docs/simulate.md``.
"""

from __future__ import annotations

import argparse
import secrets
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console

from ..errors import DataError

# The planning, the runners and the progress bar are imported when a simulation runs: every ``berserk`` command
# registers this one's arguments, and none of the others needs them.
if TYPE_CHECKING:
    from .plan import SimDeck, SimulationSpec
    from .runner import Backend

MAX_GAMES = 1_000_000  # games per pairing at most: the plan holds one task per game in memory


def add_parser(sub: Any) -> None:
    """Register the ``simulate`` subcommand on the ``berserk`` parser's subparsers."""
    p = sub.add_parser("simulate", help="play many games between decks and report win rates and card statistics")
    p.add_argument("decks", nargs="*", metavar="DECK", help="deck A and deck B: deck files or precon names")
    p.add_argument("--gauntlet", nargs="+", metavar="DECK",
                   help="every pair of these decks (or 'all' for every preconstructed deck)")
    p.add_argument("-n", "--games", type=int, default=100, help="games per pairing (default 100)")
    p.add_argument("--agent", default="random", help="agent spec for every deck (default random)")
    p.add_argument("--agent-a", help="agent spec of deck A (overrides --agent)")
    p.add_argument("--agent-b", help="agent spec of deck B (overrides --agent)")
    p.add_argument("--seed", type=int, default=None, help="run seed (default: random, printed)")
    p.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    p.add_argument("--ray", metavar="ADDRESS", help="run on the Ray cluster at ADDRESS ('auto', 'local', ray://…)")
    p.add_argument("--out", default="simulation", metavar="DIR", help="output folder (default ./simulation)")
    p.add_argument("--no-plots", action="store_true", help="write no PNG plots")
    p.add_argument("--no-progress", action="store_true", help="no progress bar (none either when stderr is no terminal)")
    p.add_argument("--allow-unsupported", action="store_true",
                   help="allow cards whose text the engine does not support (that text is ignored)")
    p.add_argument("--config", metavar="KEY=VALUE", action="append", default=[], help="set a rules option")
    p.set_defaults(command=cmd_simulate)


def cmd_simulate(args: argparse.Namespace, out: Console) -> int:
    """Run the simulation, print the summary, write the report files (exit 0; 2 on bad input)."""
    from .report import build_report, print_summary, write_report

    spec = spec_from_args(args)
    folder = _output_folder(args.out)
    backend = _backend(args)
    out.print(f"Симуляция / simulation: {spec.total_games} игр, сид {spec.seed}, "
              f"исполнителей / workers: {backend.workers}" + (f" (Ray {args.ray})" if args.ray else ""),
              markup=False)
    start = time.perf_counter()
    try:
        games = _run_with_progress(spec, backend, show=not args.no_progress and sys.stderr.isatty())
    finally:
        backend.close()
    report = build_report(spec, games, backend.workers, time.perf_counter() - start)
    written = write_report(report, folder)
    if not args.no_plots:
        from .plots import write_plots

        written += write_plots(report, folder)
    print_summary(report, out)
    out.print("Файлы / files: " + ", ".join(str(p) for p in written), markup=False)
    return 0


def spec_from_args(args: argparse.Namespace) -> SimulationSpec:
    """The simulation the arguments describe; DataError for bad input."""
    from ..command_inputs import config_from_args
    from .plan import gauntlet, head_to_head

    if not 1 <= args.games <= MAX_GAMES:
        raise DataError("--games", f"от 1 до {MAX_GAMES} партий / from 1 to {MAX_GAMES} games per pairing")
    if args.workers is not None and args.workers < 1:
        raise DataError("--workers", "нужен хотя бы один исполнитель / at least one worker")
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    config = config_from_args(args.config)
    if args.gauntlet:
        if args.decks or args.agent_a or args.agent_b:
            raise DataError("--gauntlet", "либо две колоды, либо --gauntlet / either two decks or --gauntlet")
        decks = load_decks(args.gauntlet, args.allow_unsupported)
        if len(decks) < 2:
            raise DataError("--gauntlet", "нужны хотя бы две колоды / at least two decks")
        return gauntlet(decks, args.games, _checked_agent(args.agent), seed, config, args.allow_unsupported)
    if len(args.decks) != 2:
        raise DataError("simulate", "укажите две колоды или --gauntlet / give two decks, or --gauntlet")
    a, b = load_decks(args.decks, args.allow_unsupported)
    agents = (_checked_agent(args.agent_a or args.agent), _checked_agent(args.agent_b or args.agent))
    return head_to_head(a, b, args.games, agents, seed, config, args.allow_unsupported)


def _output_folder(out: str) -> Path:
    """The output folder, created now: a folder that cannot be written must fail before the games, not after."""
    folder = Path(out)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".berserk-simulate-write-test"
        probe.write_text("", encoding="utf-8")
        probe.unlink()
    except OSError as exc:
        raise DataError(f"--out {out}", f"папка недоступна для записи / cannot write there: {exc.strerror or exc}") from None
    return folder


def _checked_agent(spec: str) -> str:
    """The agent spec, if ``make_agent`` accepts it (checked here: a bad spec must not fail inside a worker)."""
    from ..agents import make_agent

    try:
        make_agent(spec, 0)
    except ValueError as exc:
        raise DataError("--agent", str(exc)) from None
    return spec


def load_decks(refs: list[str], allow_unsupported: bool) -> tuple[SimDeck, ...]:
    """Precon names or deck files (``all`` = every precon), checked as ``berserk play`` checks them."""
    from ..command_inputs import check_deck, read_deck_file
    from ..decks.precon import precon_decks
    from ..demo import game_cards
    from .plan import SimDeck

    cards = game_cards()
    precons = precon_decks()
    expanded = [name for ref in refs for name in (precons if ref == "all" else [ref])]
    decks: list[SimDeck] = []
    for ref in expanded:
        deck = precons[ref] if ref in precons else read_deck_file(ref, cards)
        check_deck(deck, cards, allow_unsupported)
        decks.append(SimDeck(_unique_label(ref, [d.label for d in decks]), deck))
    return tuple(decks)


def _unique_label(ref: str, taken: list[str]) -> str:
    """A deck file's stem or the precon name; ``name-2`` … when two decks would share it."""
    label = Path(ref).stem or ref
    n = 2
    while label in taken:
        label = f"{Path(ref).stem}-{n}"
        n += 1
    return label


def _backend(args: argparse.Namespace) -> Backend:
    from .runner import InProcess, LocalProcesses, RayCluster

    if args.ray:
        try:
            return RayCluster(args.ray, args.workers)
        except Exception as exc:  # no ray package, no cluster at that address, a refused connection …
            raise DataError(f"--ray {args.ray}", f"Ray недоступен / Ray is not available: {exc}") from None
    if args.workers == 1:
        return InProcess()
    return LocalProcesses(args.workers)


def _run_with_progress(spec: SimulationSpec, backend: Backend, show: bool) -> list[Any]:
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from .runner import run_games

    if not show:
        return run_games(spec, backend)
    columns = (TextColumn("партии / games"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
               TextColumn("ETA"), TimeRemainingColumn())
    # No refresh thread (auto_refresh=False): the local pool forks its workers while the bar is live, and a fork
    # must not copy a thread that may hold the console's lock. The bar is redrawn as each chunk of games ends.
    with Progress(*columns, console=Console(stderr=True), transient=False, auto_refresh=False) as progress:
        bar = progress.add_task("games", total=spec.total_games)

        def advance(games: int) -> None:
            progress.advance(bar, games)
            progress.refresh()

        return run_games(spec, backend, advance)
