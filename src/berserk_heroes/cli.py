"""The ``berserk`` command: play in the terminal, replay and verify records, list the rules options.

    berserk play                         you (P1) against a random agent; numbered options or notation
    berserk play --ai-vs-ai --seed 1     a whole random game, logged in action notation
    berserk replay game.json             replay a record and check every state hash
    berserk rules                        every rules option with its default and digest section
    berserk scenario run PATH...         run scenario files or folders; pass/fail with a diff
    berserk cards coverage|show|search   the compiled card pool
    berserk deck check FILE              validate a deck file (digest §1.3)
    berserk serve                        the game server (docs/server.md); berserk bot LINK: a bot client

Exit codes: 0 success; 1 a record that does not replay; 2 bad input (arguments, deck or record files).
See ``docs/cli.md``.
"""

from __future__ import annotations

import argparse
import re
import secrets
import sys
from collections.abc import Iterator, Sequence
from dataclasses import fields
from typing import TYPE_CHECKING, Any, TextIO

from rich.console import Console

from . import render
from .agents.random_agent import RandomAgent
from .config import RulesConfig
from .decisions import ATTACK, HERO_WORD, Option, normalise
from .engine.game import Game, PlayerSetup
from .errors import BerserkError, DataError, IllegalAction, RecordError
from .records import RecordStep, checked_config, load_record, record_from_game, replay, save_record

if TYPE_CHECKING:
    from .decks.format import Deck
    from .demo import GameCards

QUIT_WORDS = ("q", "quit", "exit", "выход")
HUMAN = 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``berserk`` console script; returns the exit code."""
    _utf8_streams()
    args = build_parser().parse_args(argv)
    out = Console(highlight=False, width=None if sys.stdout.isatty() else 100)
    err = Console(stderr=True, highlight=False, width=None if sys.stderr.isatty() else 100)
    try:
        code: int = args.command(args, out)
        return code
    except BerserkError as exc:
        say(err, f"Ошибка / error: {exc}")
        return 2
    except KeyboardInterrupt:
        say(err, "Прервано / interrupted")
        return 130


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with the ``play``, ``replay`` and ``rules`` subcommands."""
    parser = argparse.ArgumentParser(prog="berserk", description="«Берсерк. Герои» — rules engine tools")
    sub = parser.add_subparsers(required=True, metavar="COMMAND")
    play = sub.add_parser("play", help="play in the terminal against a random agent, or watch AI vs AI")
    play.add_argument("--seed", type=int, default=None, help="game seed (default: random, printed)")
    play.add_argument("--ai-vs-ai", action="store_true", help="random agent vs random agent, print the log")
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


def say(console: Console, line: str) -> None:
    """Print a plain line (no rich markup: notations may contain brackets)."""
    console.print(line, markup=False, highlight=False, soft_wrap=True)


# ----------------------------------------------------------------------------------------------------- play


def cmd_play(args: argparse.Namespace, out: Console) -> int:
    """``berserk play``: an interactive game (you are P1) or, with ``--ai-vs-ai``, a logged random game."""
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    game = Game(_setups(args), seed=seed, config=config_from_args(args.config),
                allow_unsupported=args.allow_unsupported)
    agents = [RandomAgent(agent_seed(seed, p)) for p in (0, 1)]
    say(out, _header(game))
    if args.ai_vs_ai:
        finished = play_ai_vs_ai(game, agents, out)
    else:
        finished = play_interactive(game, agents[1], out, sys.stdin)
    say(out, render.result_line(game) if finished else "Игра прервана / game abandoned.")
    if args.record:
        save_record(record_from_game(game), args.record)
        say(out, f"Запись сохранена / record saved: {args.record}")
    return 0


def agent_seed(seed: int, player: int) -> int:
    """The random agent's seed for ``player`` in a game with ``seed`` (apart from the game's own RNG)."""
    return seed * 2 + player + 1_000_003


def _header(game: Game) -> str:
    sides = [f"{render.player_label(i)} «{s.name}» ({s.hero.name})" for i, s in enumerate(game.setups)]
    first = render.player_label(game.state.first_player)
    return f"Игра: {sides[0]} против {sides[1]}; сид {game.seed}; первым ходит {first}"


def _setups(args: argparse.Namespace) -> list[PlayerSetup]:
    """The default preconstructed decks (Степи vs Горы), or ``--deck1``/``--deck2`` (a deck file or a precon
    name, see ``berserk deck list``). A deck with cards the engine does not support is refused unless
    ``--allow-unsupported``; other rule violations are played with a warning."""
    from .decks.precon import precon_decks
    from .demo import demo_setups, game_cards, setup_from_deck

    cards = game_cards()
    precons = precon_decks()
    defaults = [precons.get("steppe"), precons.get("mountains")]
    setups = demo_setups() if None in defaults else [setup_from_deck(d, cards) for d in defaults if d]
    for index, ref in enumerate((args.deck1, args.deck2)):
        if ref:
            deck = precons[ref] if ref in precons else _read_deck_file(ref, cards)
            _check_deck(deck, cards, args.allow_unsupported)
            setups[index] = setup_from_deck(deck, cards)
    return setups


def _read_deck_file(path: str, cards: GameCards) -> Deck:
    from .decks.format import read_deck

    return read_deck(path, cards.pool)


def _check_deck(deck: Deck, cards: GameCards, allow_unsupported: bool) -> None:
    from .decks.validate import validate_deck

    keys = [*deck.all_cards(), *([deck.hero] if deck.hero else [])]
    problems = validate_deck(deck, cards.compiled_pool_for(keys), allow_unsupported=allow_unsupported)
    unsupported = [p for p in problems if p.code == "unsupported_cards"]
    if unsupported:
        listing = "\n".join(f"  {p}" for p in unsupported)
        raise DataError(deck.source, "колода содержит карты, которые движок пока не поддерживает "
                                     "(--allow-unsupported, чтобы играть без их текста) / the deck has cards the "
                                     f"engine does not support yet (use --allow-unsupported to ignore their text):\n"
                                     f"{listing}")
    console = Console(stderr=True, highlight=False)
    if allow_unsupported:
        ignored = [cards.get(k) for k in dict.fromkeys(keys)]
        ignored = [c for c in ignored if c is not None and not c.supported]
        if ignored:
            say(console, f"Внимание: в колоде {deck.source} есть карты, которые движок поддерживает не полностью; "
                         "их неподдерживаемый текст игнорируется / unsupported text is ignored:")
            for card in ignored:
                say(console, f"  {card.name} [{card.key}]: {'; '.join(card.unsupported_text)}")
    if problems:
        say(console, f"Внимание: колода {deck.source} не по правилам (игра всё равно начнётся) / "
                     "the deck is not legal (playing anyway):")
        for problem in problems:
            say(console, f"  {problem}")


def config_from_args(items: Sequence[str]) -> RulesConfig:
    """RulesConfig from ``KEY=VALUE`` strings; values are read by the option's type (int, bool, str, None)."""
    types = {f.name: str(f.type) for f in fields(RulesConfig)}
    values: dict[str, Any] = {}
    for item in items:
        key, sep, text = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep:
            raise DataError(f"--config {item}", "expected KEY=VALUE")
        if key not in types:
            raise DataError(f"--config {key}", "unknown rules option (see `berserk rules`)")
        values[key] = _config_value(key, text.strip(), types[key])
    try:
        return checked_config(values)
    except DataError as exc:
        raise DataError(f"--config {exc.where.removeprefix('config.')}", exc.message) from None


def _config_value(key: str, text: str, type_name: str) -> Any:
    folded = text.casefold()
    if "None" in type_name and folded in ("none", "null", "нет"):
        return None
    if type_name.startswith("bool"):
        if folded in ("true", "yes", "1", "да", "on"):
            return True
        if folded in ("false", "no", "0", "нет", "off"):
            return False
        raise DataError(f"--config {key}", f"expected true or false, not {text!r}")
    if type_name.startswith("int"):
        try:
            return int(text)
        except ValueError:
            raise DataError(f"--config {key}", f"expected a whole number, not {text!r}") from None
    return text


def play_ai_vs_ai(game: Game, agents: Sequence[RandomAgent], out: Console) -> bool:
    """Play to the end with one agent per player, printing one log line per choice."""
    while game.decision is not None:
        player = game.decision.player
        option = agents[player].choose(game)
        say(out, render.log_line(game.state.turn, player, game.notation(option)))
        game.choose(option, player=player)
    return True


def play_interactive(game: Game, agent: RandomAgent, out: Console, stdin: TextIO) -> bool:
    """You are P1, ``agent`` is P2. Returns False when you quit (``q`` or the end of input)."""
    lines = iter(stdin.readline, "")
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
            option = agent.choose(game)
        note = game.notation(option)
        shown = note if player == HUMAN else render.public_notation(option.kind, note)
        say(out, render.log_line(game.state.turn, player, shown))
        game.choose(option, player=player)
    return True


def ask(game: Game, out: Console, lines: Iterator[str], echo: bool = False) -> Option | None:
    """Read until the input names a legal option; None when the player quits or the input ends."""
    while True:
        out.print("> ", end="", markup=False)
        line = next(lines, None)
        if line is None:
            say(out, "\nВвод закончился / end of input.")
            return None
        text = line.strip()
        if echo:
            say(out, text)
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

    A well-formed notation of an illegal option raises the engine's explanation (e.g. first-turn weakness)
    rather than a bare «no such option»; anything else raises IllegalAction ``unknown_option``.
    """
    options = game.legal_options
    if text.isdigit():
        number = int(text)
        if 1 <= number <= len(options):
            return options[number - 1]
        raise IllegalAction("bad_number", f"нет варианта с номером {number}: введите от 1 до {len(options)}",
                            f"no option number {number}: enter 1 to {len(options)}")
    return parse_notation(game, text)


def parse_notation(game: Game, text: str) -> Option:
    """The legal option a notation names; else IllegalAction with the most specific reason: a real move that
    the rules forbid now gets the engine's explanation (the move is guessed among the cards this player can
    see), anything else ``unknown_option``. The game server parses ``notation`` frames with it too."""
    try:
        return game.parse(text)
    except IllegalAction:
        guess = guess_option(game, text)
        if guess is None or game.decision is None:
            raise
        from .engine.explain import explain_illegal

        raise explain_illegal(game.state, game.decision, guess) from None


_ATTACK_RE = re.compile(r"^attack\s+(?P<card>.+?)\s*->\s*(?P<target>.+)$")
_CARD_RE = re.compile(r"^(?P<kind>play|mulligan|defend|target|card)\s+(?P<card>.+)$")


def guess_option(game: Game, text: str) -> Option | None:
    """The option a notation describes even when it is not legal now (to explain why), or None.

    Card names are looked up only among cards the deciding player can see (his hand, the play zone, the
    graveyards), so an explanation never reveals hidden cards.
    """
    d = game.decision
    if d is None:
        return None
    wanted = normalise(text)
    attack = _ATTACK_RE.match(wanted)
    if attack:
        card = _visible_card(game, d.player, attack["card"], hand_first=False)
        enemy_hero = game.state.players[1 - d.player].hero
        target = (enemy_hero if attack["target"] == HERO_WORD
                  else _visible_card(game, d.player, attack["target"], hand_first=False))
        return None if card is None or target is None else Option(ATTACK, card, target)
    plain = _CARD_RE.match(wanted)
    if plain:
        card = _visible_card(game, d.player, plain["card"], hand_first=plain["kind"] in ("play", "mulligan"))
        return None if card is None else Option(plain["kind"], card)
    return None


def _visible_card(game: Game, player: int, ref: str, hand_first: bool) -> int | None:
    """The iid of a card named ``ref`` (``Name`` or ``Name#iid``, normalised) that ``player`` can see:
    his hand, then his cards in play, then the rest of the play zone and the graveyards (in play first
    when ``hand_first`` is False)."""
    name, _, number = ref.partition("#")
    name = name.strip()
    s = game.state
    mine = [i for i in s.play if s.cards[i].controller == player]
    others = [i for i in s.play if s.cards[i].controller != player]
    hand = s.players[player].hand
    zones = (hand, mine) if hand_first else (mine, hand)
    seen = [*zones[0], *zones[1], *others, *(i for p in s.players for i in p.graveyard)]
    if number.strip().isdigit():
        iid = int(number)
        return iid if iid in seen and normalise(s.name(iid)) == name else None
    return next((iid for iid in seen if normalise(s.name(iid)) == name), None)


# ---------------------------------------------------------------------------------------------- replay, rules


def cmd_replay(args: argparse.Namespace, out: Console) -> int:
    """``berserk replay FILE``: exit 0 if every step reproduces, 1 at the first bad step, 2 if unreadable."""
    from .demo import game_cards

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
    out.print(render.rules_table(RulesConfig.describe()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
