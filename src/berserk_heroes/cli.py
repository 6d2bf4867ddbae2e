"""The ``berserk`` command: play in the terminal, replay and verify records, list the rules options.

    berserk play                         you (P1) against a random agent; numbered options or notation
    berserk play --ai-vs-ai --seed 1     a whole random game, logged in action notation
    berserk replay game.json             replay a record and check every state hash
    berserk rules                        every rules option with its default and digest section
    berserk scenario run PATH...         run scenario files or folders; pass/fail with a diff
    berserk cards coverage|show|search   the compiled card pool
    berserk deck check FILE              validate a deck file (digest §1.3)
    berserk simulate A B -n 400          many games between decks: win rates, card statistics, plots
    berserk serve                        the game server (docs/server.md); berserk bot LINK: a bot client

Exit codes: 0 success; 1 a record that does not replay, a deck with problems, a failed scenario; 2 bad
input (arguments, rules options, deck, record or scenario files, a --record path that cannot be written);
130 interrupted (Ctrl-C); 141 the output was closed. See ``docs/cli.md``.
"""

from __future__ import annotations

import argparse
import errno
import io
import os
import secrets
import signal
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any, TextIO

from rich.console import Console

from .command_inputs import check_deck, config_from_args, read_deck_file
from .config import RulesConfig
from .console import say, terminal
from .decisions import Option
from .errors import BerserkError, DataError, IllegalAction, RecordError
from .files import check_writable, same_file
from .limits import MAX_INPUT_CHARS, excerpt, whole_number
from .russian import plural

# The engine, the agents, records and the board rendering are imported by the commands that play or replay, so that
# the other commands (``berserk cards show``, ``berserk rules``) start without loading them.
if TYPE_CHECKING:
    from .agents import Agent
    from .engine.game import Game, PlayerSetup
    from .records import RecordStep

QUIT_WORDS = ("q", "quit", "exit", "выход")
HUMAN = 0

EXIT_OK = 0
EXIT_FAILED = 1
"""A record that does not replay, a deck with problems (``deck check``), a failed scenario."""
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
"""Ctrl-C (128 + SIGINT, as shells report it)."""
EXIT_OUTPUT_CLOSED = 141
"""Standard output closed or a broken pipe (128 + SIGPIPE, as shells report it)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``berserk`` console script; returns the exit code.

    This is the one error path of the command: whatever input makes a command fail ends here in one message
    on stderr and a documented exit code, never a traceback (an engine bug still shows its traceback)."""
    if sys.stdout is None:  # started with stdout closed (``>&-``): nothing can be shown
        _tell_stderr("Ошибка / error: стандартный вывод закрыт / standard output is closed")
        return EXIT_OUTPUT_CLOSED
    _utf8_streams()
    args = build_parser().parse_args(argv)
    out = terminal()
    try:
        code: int = args.command(args, out)
        return code
    except KeyboardInterrupt:
        _tell_stderr("Прервано / interrupted")
        return EXIT_INTERRUPTED
    except BerserkError as exc:
        _tell_stderr(f"Ошибка / error: {exc}")
        return EXIT_BAD_INPUT
    except OSError as exc:
        if exc.errno in (errno.EPIPE, errno.EBADF):
            return _output_closed()
        _tell_stderr(f"Ошибка / error: {_os_error_text(exc)}")
        return EXIT_BAD_INPUT
    except (ValueError, RecursionError) as exc:  # input that no parser above turned into a DataError
        _tell_stderr(f"Ошибка / error: bad input: {type(exc).__name__}: {excerpt(str(exc), 120)}")
        return EXIT_BAD_INPUT


def _tell_stderr(line: str) -> None:
    """One line on stderr, if stderr can still be written to."""
    try:
        if sys.stderr is not None:
            say(terminal(stderr=True), line)
    except OSError:
        pass


def _output_closed() -> int:
    """stdout was closed under us (``| head``): say so on stderr, and point stdout at the null device so that
    Python's final flush does not fail again."""
    _tell_stderr("Ошибка / error: вывод закрыт / the output was closed (broken pipe)")
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no real file descriptor (a test's capture)
        pass
    return EXIT_OUTPUT_CLOSED


def _os_error_text(exc: OSError) -> str:
    """An OSError about a file in one line: the file (shortened) and the reason."""
    reason = exc.strerror or str(exc)
    return f"{excerpt(str(exc.filename))}: {reason}" if exc.filename else reason


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with the ``play``, ``replay`` and ``rules`` subcommands."""
    parser = argparse.ArgumentParser(prog="berserk", description="«Берсерк. Герои» — rules engine tools")
    sub = parser.add_subparsers(required=True, metavar="COMMAND")
    play = sub.add_parser("play", help="play in the terminal against an agent, or watch two agents")
    play.add_argument("--seed", type=int, default=None, help="game seed (default: random, printed)")
    play.add_argument("--ai-vs-ai", action="store_true", help="agent vs agent (see --agents), print the log")
    play.add_argument("--opponent", metavar="AGENT", default="medium",
                      help="the agent you play against: random, heuristic, ismcts[:iterations=N|time=S|hard…], "
                           "easy, medium, hard (default: medium; see docs/agents.md)")
    play.add_argument("--agents", metavar="AGENT,AGENT", default="heuristic,heuristic",
                      help="the agents of P1 and P2 with --ai-vs-ai (default: heuristic,heuristic)")
    play.add_argument("--record", metavar="FILE", help="save the game record to FILE at the end")
    play.add_argument("--deck1", metavar="DECK", help="deck file or precon name of P1 (default: steppe)")
    play.add_argument("--deck2", metavar="DECK", help="deck file or precon name of P2 (default: mountains)")
    play.add_argument("--allow-unsupported", action="store_true",
                      help="allow cards whose text the engine does not support (that text is ignored)")
    play.add_argument("--config", metavar="KEY=VALUE", action="append", default=[],
                      help="set a rules option (repeatable; see `berserk rules`)")
    play.set_defaults(command=cmd_play)
    replay = sub.add_parser("replay", help="replay a game record and verify every step")
    replay.add_argument("file", metavar="FILE")
    replay.add_argument("--log", action="store_true", help="print every step in action notation")
    replay.set_defaults(command=cmd_replay)
    rules = sub.add_parser("rules", help="list the rules options with their defaults")
    rules.set_defaults(command=cmd_rules)
    _add_tool_commands(sub)
    from .simulate.command import add_parser as add_simulate

    add_simulate(sub)
    _add_server_commands(sub)
    return parser


def _add_server_commands(sub: Any) -> None:
    """``serve`` (the game server, docs/server.md) and ``bot`` (a bot client of its protocol)."""
    serve = sub.add_parser("serve", help="run the game server (HTTP + WebSocket), SQLite by default")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000, help="0 picks a free port (printed)")
    serve.add_argument("--database", metavar="URL", help="SQLAlchemy URL, e.g. postgresql://user@host/db "
                                                         "(default: SQLite in --data)")
    serve.add_argument("--data", metavar="DIR", help="folder of the SQLite database (default: ./data)")
    serve.add_argument("--public-url", metavar="URL", help="how clients reach this server (default: http://HOST:PORT)")
    serve.add_argument("--lease", type=float, default=10.0, metavar="SECONDS",
                       help="lease of this process on its games (several processes on one PostgreSQL)")
    serve.add_argument("--log-level", default="warning", choices=["debug", "info", "warning", "error"])
    serve.add_argument("--writes-per-minute", type=float, default=120.0, metavar="N",
                       help="HTTP requests that create something, per client address (0: no limit)")
    serve.add_argument("--compress", action="store_true",
                       help="compress WebSocket frames (permessage-deflate): less traffic, more CPU")
    serve.add_argument("--no-warm-up", action="store_true",
                       help="do not compile the precon decks' cards at start-up (the first game with them waits)")
    serve.set_defaults(command=cmd_serve)
    bot = sub.add_parser("bot", help="play one seat of a server game through the protocol")
    bot.add_argument("link", metavar="LINK", help="the seat's link: http://HOST:PORT/game/GAME#TOKEN")
    bot.add_argument("--agent", default="random", help="which agent decides (random)")
    bot.add_argument("--seed", type=int, default=0, help="the agent's seed")
    bot.add_argument("--reconnect", type=float, default=30.0, metavar="SECONDS",
                     help="how long to keep trying to reconnect after the connection drops")
    bot.set_defaults(command=cmd_bot)


def cmd_serve(args: argparse.Namespace, out: Console) -> int:
    """``berserk serve``: run the game server until Ctrl+C."""
    from .server.run import serve

    def show(line: str) -> None:
        say(out, line)
        sys.stdout.flush()  # the URL line is read by scripts and tests while the server runs

    try:
        return serve(args.host, args.port, args.database, args.data, args.public_url, args.log_level, show,
                     lease_seconds=args.lease, posts_per_minute=args.writes_per_minute, warm_up=not args.no_warm_up,
                     compress=args.compress)
    except OSError as exc:
        raise DataError(f"{args.host}:{args.port}", f"не удаётся слушать адрес / cannot listen: {exc}") from None
    except KeyboardInterrupt:  # Ctrl+C: uvicorn has shut down cleanly and passes the signal on
        say(out, "Сервер остановлен / server stopped")
        return 0


def cmd_bot(args: argparse.Namespace, out: Console) -> int:
    """``berserk bot LINK``: play a seat to the end of the game; exit 0 when the game is over."""
    from .server.bot import BotError, run_bot

    try:
        run_bot(args.link, args.agent, args.seed, say=lambda line: say(out, line), reconnect_seconds=args.reconnect)
    except BotError as exc:
        raise DataError("bot", str(exc)) from None
    return 0


def _add_tool_commands(sub: Any) -> None:
    """``scenario``, ``cards`` and ``deck`` subcommands (their logic lives in ``tools.py``)."""
    from . import tools

    scenario = sub.add_parser("scenario", help="scenario files: set up a position, script, checks")
    scenario_sub = scenario.add_subparsers(required=True, metavar="ACTION")
    run = scenario_sub.add_parser("run", help="run scenario files or folders")
    run.add_argument("paths", nargs="+", metavar="PATH")
    run.add_argument("-v", "--verbose", action="store_true", help="print each step of every scenario")
    run.set_defaults(command=tools.cmd_scenario_run)

    cards = sub.add_parser("cards", help="the card pool: coverage, show, search")
    cards_sub = cards.add_subparsers(required=True, metavar="ACTION")
    coverage = cards_sub.add_parser("coverage", help="how much of the pool the engine supports")
    coverage.add_argument("--top", type=int, default=40, help="how many blocking fragments to list")
    coverage.add_argument("--generalisation", action="store_true",
                          help="leave-one-set-out: the share of each set parsed with productions other sets use too")
    coverage.add_argument("-v", "--verbose", action="store_true",
                          help="with --generalisation: list the productions only one set uses")
    coverage.set_defaults(command=tools.cmd_cards_coverage)
    show = cards_sub.add_parser("show", help="a card as printed, its compiled abilities, its status")
    show.add_argument("name", nargs="+")
    show.set_defaults(command=tools.cmd_cards_show)
    search = cards_sub.add_parser("search", help="filter cards")
    search.add_argument("--element")
    search.add_argument("--type")
    search.add_argument("--card-class", "--class", dest="card_class")
    search.add_argument("--cost", type=int)
    search.add_argument("--text")
    search.add_argument("--name")
    search.add_argument("--supported", action="store_true", help="only cards the engine fully supports")
    search.set_defaults(command=tools.cmd_cards_search)

    deck = sub.add_parser("deck", help="deck files")
    deck_sub = deck.add_subparsers(required=True, metavar="ACTION")
    check = deck_sub.add_parser("check", help="validate a deck file")
    check.add_argument("file")
    check.add_argument("--allow-unsupported", action="store_true")
    check.set_defaults(command=tools.cmd_deck_check)
    precons = deck_sub.add_parser("list", help="the preconstructed decks")
    precons.set_defaults(command=tools.cmd_deck_list)


def _utf8_streams() -> None:
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        if (getattr(stream, "encoding", None) or "").lower().replace("-", "") != "utf8":
            reconfigure = getattr(stream, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(encoding="utf-8")


# ----------------------------------------------------------------------------------------------------- play


def cmd_play(args: argparse.Namespace, out: Console) -> int:
    """``berserk play``: an interactive game (you are P1) or, with ``--ai-vs-ai``, a logged random game.

    Everything the game needs is checked before it starts (rules options, decks, the ``--record`` path), and
    the record is saved however the game ends: finished, quit, end of input, Ctrl-C or a closed output."""
    from . import render
    from .engine.game import Game
    from .records import record_from_game, save_record

    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    agents = _agents(args, seed)
    config = config_from_args(args.config)
    if args.record:
        check_record_path(args.record, [ref for ref in (args.deck1, args.deck2) if ref])
    game = Game(_setups(args), seed=seed, config=config, allow_unsupported=args.allow_unsupported)
    with InterruptGuard() as guard:
        try:
            say(out, _header(game))
            if args.ai_vs_ai:
                finished = play_ai_vs_ai(game, agents, out, guard)
            else:
                finished = play_interactive(game, agents[1], out, sys.stdin or io.StringIO(), guard)
            say(out, render.result_line(game) if finished else "Игра прервана / game abandoned.")
        except BaseException:
            if args.record:
                with guard.deferred():
                    _save_after_failure(game, args.record)
            raise
        if args.record:
            with guard.deferred():
                save_record(record_from_game(game), args.record)
            say(out, f"Запись сохранена / record saved: {args.record}")
    return EXIT_OK


def check_record_path(path: str, inputs: Sequence[str]) -> None:
    """Refuse a ``--record`` path before the game starts if the record could not be written there, or would
    overwrite one of the game's input files (a deck) or any other file that is not a game record."""
    where = f"--record {excerpt(path)}"
    for source in inputs:
        if Path(source).exists() and same_file(path, source):
            raise DataError(where, "это входной файл (колода): запись затёрла бы его / it is an input file "
                                   "(a deck): the record would overwrite it")
    check_writable(path, "the record")
    if _is_foreign_file(Path(path)):
        raise DataError(where, "файл существует и это не запись игры: выберите другое имя / the file exists and "
                               "is not a game record: choose another name or remove it")


def _is_foreign_file(path: Path) -> bool:
    """Whether ``path`` is an existing, non-empty file that does not start like a game record."""
    try:
        with open(path, "rb") as stream:
            head = stream.read(256)
    except OSError:
        return False
    from .records import RECORD_FORMAT

    family = RECORD_FORMAT.rsplit("/", 1)[0]  # any version of the record format, however the JSON is spaced
    return bool(head.strip()) and f"{family}/".encode() not in head


def _save_after_failure(game: Game, path: str) -> None:
    """Save the record of a game that Ctrl-C, a closed output or an error ended (its result is null when the
    game is unfinished) and say so on stderr; a failure to save is said too, without hiding what ended the
    game."""
    from .records import record_from_game, save_record

    try:
        save_record(record_from_game(game), path)
    except (BerserkError, OSError) as exc:
        _tell_stderr(f"Ошибка / error: запись не сохранена / the record was not saved: {exc}")
        return
    what = "неоконченной игры " if game.result is None else ""
    _tell_stderr(f"Запись {what}сохранена / {'unfinished ' if what else ''}record saved: {path}")


class InterruptGuard:
    """Ctrl-C (SIGINT) that arrives while the engine applies a choice or a record is written takes effect
    just after, so an interrupted game is always between two choices — a state its record reproduces — and
    a record is never cut short. Elsewhere (at the prompt) Ctrl-C interrupts at once. Outside the main
    thread, where no signal handler can be set, Ctrl-C works as usual."""

    def __init__(self) -> None:
        self.busy = False
        self.pending = False
        self._previous: Any = None
        self._installed = False

    def __enter__(self) -> InterruptGuard:
        try:
            self._previous = signal.signal(signal.SIGINT, self._on_interrupt)
            self._installed = True
        except ValueError:  # not the main thread
            pass
        return self

    def __exit__(self, *exc: object) -> None:
        if self._installed:
            signal.signal(signal.SIGINT, self._previous)

    def _on_interrupt(self, signum: int, frame: FrameType | None) -> None:
        if self.busy:
            self.pending = True
        else:
            raise KeyboardInterrupt

    def choose(self, game: Game, option: Option, player: int) -> None:
        """``game.choose(option, player=player)``, finished before a Ctrl-C takes effect."""
        with self.deferred():
            game.choose(option, player=player)

    def deferred(self) -> _Deferred:
        """A block that Ctrl-C does not cut short (it takes effect at the end of the block)."""
        return _Deferred(self)


class _Deferred:
    """The block of :meth:`InterruptGuard.deferred`; nested blocks defer to the outermost one."""

    def __init__(self, guard: InterruptGuard) -> None:
        self.guard = guard
        self.outer = False

    def __enter__(self) -> None:
        self.outer = not self.guard.busy
        self.guard.busy = True

    def __exit__(self, kind: type[BaseException] | None, *rest: object) -> None:
        if not self.outer:
            return
        self.guard.busy = False
        if self.guard.pending and kind is None:
            self.guard.pending = False
            raise KeyboardInterrupt


def agent_seed(seed: int, player: int) -> int:
    """The seed of ``player``'s agent in a game with ``seed`` (apart from the game's own RNG)."""
    return seed * 2 + player + 1_000_003


def _agents(args: argparse.Namespace, seed: int) -> list[Agent]:
    """P1's and P2's agents: ``--agents`` with ``--ai-vs-ai``; otherwise ``--opponent`` plays P2 (P1 is you)."""
    from .agents import make_agent, split_specs

    specs = split_specs(args.agents) if args.ai_vs_ai else ["random", args.opponent]
    option = "--agents" if args.ai_vs_ai else "--opponent"
    if len(specs) != 2:
        raise DataError(option, f"expected two agents separated by a comma, not {args.agents!r}")
    try:
        return [make_agent(spec, agent_seed(seed, p)) for p, spec in enumerate(specs)]
    except ValueError as exc:
        raise DataError(option, str(exc)) from None


def _header(game: Game) -> str:
    from . import render

    sides = [f"{render.player_label(i)} «{s.name}» ({s.hero.name})" for i, s in enumerate(game.setups)]
    first = render.player_label(game.state.first_player)
    return f"Игра: {sides[0]} против {sides[1]}; сид {game.seed}; первым ходит {first}"


def _setups(args: argparse.Namespace) -> list[PlayerSetup]:
    """The default preconstructed decks (Степи vs Горы), or ``--deck1``/``--deck2`` (a deck file or a precon
    name, see ``berserk deck list``). A deck no game can be played with (no hero, a quest, cards the engine
    does not support unless ``--allow-unsupported`` …) is refused; other rule violations are played with a
    warning."""
    from .decks.precon import precon_decks
    from .demo import demo_setups, game_cards, setup_from_deck

    cards = game_cards()
    precons = precon_decks()
    defaults = [precons.get("steppe"), precons.get("mountains")]
    setups = demo_setups() if None in defaults else [setup_from_deck(d, cards) for d in defaults if d]
    for index, ref in enumerate((args.deck1, args.deck2)):
        if ref:
            deck = precons[ref] if ref in precons else read_deck_file(ref, cards)
            check_deck(deck, cards, args.allow_unsupported)
            setups[index] = setup_from_deck(deck, cards)
    return setups


def play_ai_vs_ai(game: Game, agents: Sequence[Agent], out: Console,
                  guard: InterruptGuard | None = None) -> bool:
    """Play to the end with one agent per player, printing one log line per choice."""
    from . import render
    from .agents import SeatInput

    guard = guard or InterruptGuard()
    while game.decision is not None:
        player = game.decision.player
        option = agents[player].act(SeatInput(game))
        say(out, render.log_line(game.state.turn, player, game.notation(option)))
        guard.choose(game, option, player)
    return True


def play_interactive(game: Game, agent: Agent, out: Console, stdin: TextIO,
                     guard: InterruptGuard | None = None) -> bool:
    """You are P1, ``agent`` is P2. Returns False when you quit (``q`` or the end of input)."""
    from . import render
    from .agents import SeatInput

    guard = guard or InterruptGuard()
    lines = input_lines(stdin)
    echo = not stdin.isatty()
    while game.decision is not None:
        player = game.decision.player
        if player == HUMAN:
            out.print(render.board(game, HUMAN))
            out.print(render.decision_panel(game))
            option = ask(game, out, lines, echo)
            if option is None:
                return False
        else:
            option = agent.act(SeatInput(game))
        say(out, render.choice_line(game, HUMAN, option))  # the opponent's hidden cards stay hidden in the log
        guard.choose(game, option, player)
        for line in render.event_lines(game.view(HUMAN).data):
            say(out, f"  · {line}")
    return True


def input_lines(stdin: TextIO) -> Iterator[str]:
    """The lines typed at the prompt, each read with a bounded buffer: a line longer than
    ``MAX_INPUT_CHARS`` is skipped to its end and given as its first ``MAX_INPUT_CHARS + 1`` characters
    (which :func:`ask` refuses), so no input makes the program hold more than that."""
    while True:
        line = stdin.readline(MAX_INPUT_CHARS + 1)
        if not line:
            return
        rest = line
        while len(rest) > MAX_INPUT_CHARS and not rest.endswith("\n"):
            rest = stdin.readline(MAX_INPUT_CHARS + 1)
        yield line


def ask(game: Game, out: Console, lines: Iterator[str], echo: bool = False) -> Option | None:
    """Read until the input names a legal option; None when the player quits or the input ends."""
    from . import render

    while True:
        out.print("> ", end="", markup=False)
        line = next(lines, None)
        if line is None:
            say(out, "\nВвод закончился / end of input.")
            return None
        text = line.strip()
        if echo:
            say(out, excerpt(text, 200))
        if not text:
            continue
        if text.casefold() in QUIT_WORDS:
            return None
        try:
            return resolve_input(game, text)
        except IllegalAction as exc:
            out.print(render.illegal_text(exc))


def resolve_input(game: Game, text: str) -> Option:
    """The legal option a player's input means: an option number (1..n) or a notation.

    A notation of a real move that is illegal now raises the engine's explanation (e.g. first-turn weakness,
    ``Game.parse``) rather than a bare «no such option»; anything else raises IllegalAction ``unknown_option``.
    """
    if len(text) > MAX_INPUT_CHARS:
        raise IllegalAction("input_too_long", f"слишком длинный ввод: не больше {MAX_INPUT_CHARS} "
                            f"{plural(MAX_INPUT_CHARS, 'символа', 'символов', 'символов')}",
                            f"the input is too long: at most {MAX_INPUT_CHARS} characters")
    options = game.legal_options
    if text.isascii() and text.isdigit():
        number = whole_number(text)
        if number is not None and 1 <= number <= len(options):
            return options[number - 1]
        shown = excerpt(text, 12)
        raise IllegalAction("bad_number", f"нет варианта с номером {shown}: введите от 1 до {len(options)}",
                            f"no option number {shown}: enter 1 to {len(options)}")
    return game.parse(text)


# ---------------------------------------------------------------------------------------------- replay, rules


def cmd_replay(args: argparse.Namespace, out: Console) -> int:
    """``berserk replay FILE``: exit 0 if every step reproduces, 1 at the first bad step, 2 if unreadable."""
    from . import render
    from .demo import game_cards
    from .records import load_record, replay

    record = load_record(args.file)

    def show(number: int, step: RecordStep, game: Game) -> None:
        say(out, render.log_line(game.state.turn, step.player, step.choice))

    try:
        game = replay(record, game_cards(), on_step=show if args.log else None)
    except RecordError as exc:
        say(out, f"ОШИБКА / FAILED: {exc}")
        return 1
    say(out, f"OK: шагов {len(record.steps)}, все хэши совпадают / all {len(record.steps)} steps verified")
    say(out, render.result_line(game))
    return 0


def cmd_rules(args: argparse.Namespace, out: Console) -> int:
    """``berserk rules``: the table of rules options."""
    from . import render

    out.print(render.rules_table(RulesConfig.describe()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
