"""Game records: rules config + decks + seed + choices, with the state hash after every step.

A record is everything needed to reproduce a game exactly: the engine is deterministic, so the rules
config, both setups (hero, deck in its original order, reserve, sideboard: card keys), the seed and the list
of choices (in the action notation) are the whole game. The record commits to all of it: one hash per piece of
setup data (``setup_hashes``), and the state hash after each step, which includes the digest of the whole setup
and which card each instance is. :func:`replay` reports a changed piece of setup data before the first step
(step 0), and any other change at the first step where the replay departs from the recorded game — a tampered
record, a changed card definition or an engine change.

Typical use::

    record = record_from_game(game)          # any game, finished or not
    save_record(record, "game.json")
    replayed = replay(load_record("game.json"), load_card_pool())   # raises RecordError on the first bad step

The file format (``berserk-heroes-record/2``) is described in ``docs/records.md``. It is JSON, written with
one step per line so that records diff well and a truncated file names the step where it breaks.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .cards.model import CardDef
from .config import RulesConfig
from .engine.game import Game, PlayerSetup
from .engine.setup_digest import changed_fields
from .errors import DataError, IllegalAction, RecordError
from .files import read_text_bounded, write_text_atomically
from .limits import MAX_DECK_CARDS, MAX_RECORD_FILE_BYTES, MAX_RECORD_TEXT_CHARS, excerpt, shown

RECORD_FORMAT = "berserk-heroes-record/2"
"""The format tag every record file starts with."""

OLD_FORMATS = {
    "berserk-heroes-record/1": "its hashes do not commit to the card keys, the whole seed or the setup, so it "
                               "cannot prove its game",
}
"""Format tags this version no longer reads, with the reason (docs/records.md)."""


class CardSource(Protocol):
    """What replay needs from a card pool: the card with a key (KeyError or None when unknown).

    A :class:`~berserk_heroes.cards.pool.CardPool` is one; so is a plain ``dict`` of key → CardDef.
    """

    def get(self, key: str, /) -> CardDef | None:
        """The card with this key."""
        ...


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """One player's setup by card keys: the hero, the deck in its original (unshuffled) order, the reserve."""

    name: str
    hero: str
    deck: tuple[str, ...]
    reserve: tuple[str, ...] = ()
    sideboard: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        out: dict[str, Any] = {"name": self.name, "hero": self.hero, "deck": list(self.deck),
                               "reserve": list(self.reserve)}
        if self.sideboard:
            out["sideboard"] = list(self.sideboard)
        return out


@dataclass(frozen=True, slots=True)
class RecordStep:
    """One choice: the deciding player (0 or 1), the option in notation, the state hash after it."""

    player: int
    choice: str
    hash: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"player": self.player, "choice": self.choice, "hash": self.hash}


@dataclass(frozen=True)
class GameRecord:
    """A whole game: enough to replay it and check every step (see ``docs/records.md``).

    ``result`` is the game's ``(winner, reason)`` (winner -1 for a draw) or None for an unfinished game;
    ``final_hash`` the state hash after the last step; ``setup_hashes`` one hash per piece of setup data
    (``Game.setup_hashes()``); ``source`` names the file it was read from (for error messages only; not part
    of equality).
    """

    config: dict[str, Any]
    players: tuple[PlayerRecord, ...]
    seed: int
    steps: tuple[RecordStep, ...]
    initial_hash: str
    result: tuple[int, str] | None
    final_hash: str
    setup_hashes: Mapping[str, str]
    allow_unsupported: bool = False
    format: str = RECORD_FORMAT
    source: str = field(default="<record>", compare=False)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (the file layout of ``docs/records.md``)."""
        result = None if self.result is None else {"winner": self.result[0], "reason": self.result[1]}
        return {
            "format": self.format,
            "seed": self.seed,
            "config": dict(self.config),
            "allow_unsupported": self.allow_unsupported,
            "setup_hashes": dict(self.setup_hashes),
            "initial_hash": self.initial_hash,
            "result": result,
            "final_hash": self.final_hash,
            "players": [p.to_dict() for p in self.players],
            "steps": [s.to_dict() for s in self.steps],
        }


# ----------------------------------------------------------------------------------------------- recording


def record_from_game(game: Game) -> GameRecord:
    """The record of ``game`` as it stands (finished or not).

    The engine keeps the choices (``game.history``) but not the hash after each one, so the hashes are
    recomputed by replaying the history on a fresh game built from the same setups, seed and config — about
    the cost of playing the game once. The replay must end in the same state as ``game``; if it does not,
    the engine is not deterministic and RecordError says so.
    """
    config = game.state.config
    allow = bool(game.state.ignore_unsupported)
    fresh = Game(game.setups, seed=game.seed, config=config, allow_unsupported=allow)
    initial = fresh.state_hash()
    steps: list[RecordStep] = []
    for number, (player, choice) in enumerate(game.history, start=1):
        try:
            fresh.choose(choice, player=player)
        except IllegalAction as exc:
            raise RecordError(f"history step {number}", f"the engine did not reproduce «{choice}»: {exc}",
                              number) from exc
        steps.append(RecordStep(player, choice, fresh.state_hash()))
    final = game.state_hash()
    if fresh.state_hash() != final:
        raise RecordError("final_hash", "replaying the history did not reproduce the game's state "
                                        "(the engine is not deterministic)")
    return GameRecord(
        config=config.to_dict(),
        players=tuple(_player_record(setup) for setup in game.setups),
        seed=game.seed,
        steps=tuple(steps),
        initial_hash=initial,
        result=game.result,
        final_hash=final,
        setup_hashes=game.setup_hashes(),
        allow_unsupported=allow,
    )


def _player_record(setup: PlayerSetup) -> PlayerRecord:
    return PlayerRecord(**setup.card_keys())


# ------------------------------------------------------------------------------------------------ replaying


def build_setups(record: GameRecord, pool: CardSource) -> list[PlayerSetup]:
    """The players' setups with card definitions from ``pool``; an unknown key is a RecordError naming it."""
    setups = []
    for index, player in enumerate(record.players):
        where = f"players[{index}]"
        hero = _card(pool, player.hero, f"{where}.hero", record.source)
        deck = [_card(pool, key, f"{where}.deck[{i}]", record.source) for i, key in enumerate(player.deck)]
        reserve = [_card(pool, key, f"{where}.reserve[{i}]", record.source)
                   for i, key in enumerate(player.reserve)]
        sideboard = [_card(pool, key, f"{where}.sideboard[{i}]", record.source)
                     for i, key in enumerate(player.sideboard)]
        setups.append(PlayerSetup(hero, tuple(deck), tuple(reserve), player.name, tuple(sideboard)))
    return setups


def _card(pool: CardSource, key: str, where: str, source: str) -> CardDef:
    try:
        card: CardDef | None = pool.get(key)
    except KeyError:
        card = None
    if card is None:
        raise RecordError(f"{source}: {where}", f"unknown card key {key!r}")
    return card


def checked_config(values: Mapping[str, Any]) -> RulesConfig:
    """A record's (or a scenario's) rules options as a RulesConfig, checked by the one validator of the options
    (``config.check_option``: type, range, choices), so that a bad value is a DataError naming
    ``config.<key>`` rather than a crash or unbounded work inside the engine later."""
    return RulesConfig.from_dict(values)


def start_game(record: GameRecord, pool: CardSource) -> Game:
    """A fresh game from the record's rules config, decks and seed (no step applied, nothing checked). A seed
    that is no game seed (``rng.checked_seed``) is a RecordError at step 0."""
    try:
        config = checked_config(record.config)
    except DataError as exc:
        raise RecordError(f"{record.source}: {exc.where}", exc.message) from exc
    setups = build_setups(record, pool)
    try:
        return Game(setups, seed=record.seed, config=config, allow_unsupported=record.allow_unsupported)
    except DataError as exc:
        raise RecordError(f"{record.source}: {exc.where}", exc.message, 0) from exc


StepHook = Callable[[int, RecordStep, Game], None]
"""Called by :func:`replay` before each step with (1-based step number, the step, the game)."""


def replay(record: GameRecord, pool: CardSource, on_step: StepHook | None = None) -> Game:
    """Replay ``record`` and check every state hash; returns the replayed game.

    Raises RecordError at the first problem: an unknown card key; before any step (``step`` = 0) a piece of
    setup data that no longer matches its hash (seed, a rules option, a hero, a deck, a reserve, a sideboard, a
    name: ``where`` names it) or a different initial state; then an illegal step or a hash mismatch (``step`` =
    its 1-based number), or a result or final hash that differs from the record.
    """
    src = record.source
    game = start_game(record, pool)
    _check_setup(game, record)
    got = game.state_hash()
    if got != record.initial_hash:
        raise RecordError(f"{src}: initial_hash", f"the initial state hash is {got}, the record says "
                          f"{record.initial_hash} (the setup data match their hashes: were the hashes edited, or "
                          f"do the card definitions or the engine deal differently?)", 0)
    for number, step in enumerate(record.steps, start=1):
        if on_step is not None:
            on_step(number, step, game)
        _replay_step(game, number, step, src)
    _check_end(game, record)
    return game


def _check_setup(game: Game, record: GameRecord) -> None:
    """Step 0: every piece of the record's setup data must still have the hash recorded with the game."""
    actual = game.setup_hashes()
    changed = changed_fields(record.setup_hashes, actual)
    if not changed:
        return
    details = "; ".join(_setup_change(path, record.setup_hashes.get(path), actual.get(path)) for path in changed)
    raise RecordError(f"{record.source}: {changed[0]}", f"the setup data changed since the game was recorded: "
                                                        f"{details}", 0)


def _setup_change(path: str, recorded: str | None, actual: str | None) -> str:
    if recorded is None:
        return f"{path} is not in the recorded setup_hashes"
    if actual is None:
        return f"{path} is recorded in setup_hashes but missing from the record"
    return f"{path} (hash {actual}, recorded {recorded})"


def _replay_step(game: Game, number: int, step: RecordStep, src: str) -> None:
    try:
        game.choose(step.choice, player=step.player)
    except IllegalAction as exc:
        rule = f", rule {exc.rule}" if exc.rule else ""
        raise RecordError(f"{src}: step {number}",
                          f"«{step.choice}» by P{step.player + 1} is not legal here: {exc.message_en} / "
                          f"{exc.message_ru} ({exc.code}{rule})", number) from exc
    except Exception as exc:  # an engine failure: report the step that triggers it (the cause is chained)
        raise RecordError(f"{src}: step {number}", f"the engine failed on «{step.choice}»: "
                                                   f"{type(exc).__name__}: {exc}", number) from exc
    got = game.state_hash()
    if got != step.hash:
        raise RecordError(f"{src}: step {number}", f"state hash after «{step.choice}» is {got}, "
                                                   f"the record says {step.hash}", number)


def _check_end(game: Game, record: GameRecord) -> None:
    src = record.source
    if game.result != record.result:
        raise RecordError(f"{src}: result", f"after {len(record.steps)} steps the result is "
                                            f"{_result_text(game.result)}, "
                                            f"the record says {_result_text(record.result)}")
    got = game.state_hash()
    if got != record.final_hash:
        raise RecordError(f"{src}: final_hash",
                          f"the final state hash is {got}, the record says {record.final_hash}")


def _result_text(result: tuple[int, str] | None) -> str:
    if result is None:
        return "unfinished"
    winner, reason = result
    return f"a draw ({reason})" if winner < 0 else f"P{winner + 1} wins ({reason})"


# ------------------------------------------------------------------------------------------ reading, writing


def dumps_record(record: GameRecord) -> str:
    """The record as JSON text: header fields first, one player and one step per line."""
    data = record.to_dict()
    players = data.pop("players")
    steps = data.pop("steps")
    lines = ["{"]
    lines += [f"  {_dump(key)}: {_dump(value)}," for key, value in data.items()]
    lines.append('  "players": [')
    lines.append(",\n".join(f"    {_dump(p)}" for p in players))
    lines.append("  ],")
    lines.append('  "steps": [' if steps else '  "steps": []')
    if steps:
        lines.append(",\n".join(f"    {_dump(s)}" for s in steps))
        lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def save_record(record: GameRecord, path: str | Path) -> None:
    """Write ``record`` to ``path`` (UTF-8 JSON, see :func:`dumps_record`) atomically: a crash while writing
    never leaves half a file, and an existing file is replaced only by a complete record."""
    write_text_atomically(path, dumps_record(record))


def load_record(path: str | Path) -> GameRecord:
    """Read and validate a record file (at most ``MAX_RECORD_FILE_BYTES``); RecordError names the file and
    the first bad field or step."""
    try:
        text = read_text_bounded(path, MAX_RECORD_FILE_BYTES, "the record")
    except DataError as exc:
        raise RecordError(exc.where, exc.message) from exc
    return loads_record(text, str(path))


def loads_record(text: str, source: str = "<record>") -> GameRecord:
    """Parse and validate record text (see :func:`record_from_dict`); its rules options are checked here too,
    so that a bad value is malformed input, found before any step is replayed."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _json_error(text, exc, source) from None
    except ValueError as exc:  # a number of more than 4,300 digits: Python's int-string limit
        raise RecordError(source, f"invalid JSON: {excerpt(str(exc), 120)}") from None
    except RecursionError:
        raise RecordError(source, "invalid JSON: nested too deeply (a record has at most four levels)") from None
    record = record_from_dict(data, source)
    try:
        checked_config(record.config)
    except DataError as exc:
        raise RecordError(f"{source}: {exc.where}", exc.message) from None
    return record


def _json_error(text: str, exc: json.JSONDecodeError, source: str) -> RecordError:
    """Name the step a JSON error falls in (records are written one step per line)."""
    where = f"{source}: line {exc.lineno}, column {exc.colno}"
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines, start=1) if line.lstrip().startswith('"steps"')), None)
    if start is None or exc.lineno <= start:
        return RecordError(where, f"invalid JSON: {exc.msg}")
    if not text.rstrip().endswith("}"):
        whole = sum(1 for line in lines[start:] if _is_step_line(line))
        return RecordError(where, f"invalid JSON: the file ends after step {whole} (truncated?)", whole + 1)
    step = exc.lineno - start
    return RecordError(where, f"invalid JSON in step {step}: {exc.msg}", step)


def _is_step_line(line: str) -> bool:
    try:
        return isinstance(json.loads(line.strip().rstrip(",")), dict)
    except json.JSONDecodeError:
        return False


def record_from_dict(data: Any, source: str = "<record>") -> GameRecord:
    """Build a GameRecord from parsed JSON, checking every field; RecordError names the first bad one."""
    r = _Reader(source)
    top = r.obj(data, "")
    tag = r.field(top, "format", str, "")
    if tag in OLD_FORMATS:
        raise r.error("format", f"the record format {tag!r} is no longer read: {OLD_FORMATS[tag]}; record the "
                                f"game again with this version ({RECORD_FORMAT!r}, docs/records.md)")
    if tag != RECORD_FORMAT:
        raise r.error("format", f"unknown record format {tag!r} (expected {RECORD_FORMAT!r})")
    players_data = r.field(top, "players", list, "")
    if len(players_data) != 2:
        raise r.error("players", f"a record has exactly 2 players, not {len(players_data)}")
    steps_data = r.field(top, "steps", list, "")
    return GameRecord(
        config=dict(r.field(top, "config", dict, "")),
        players=tuple(_read_player(r, p, i) for i, p in enumerate(players_data)),
        seed=r.field(top, "seed", int, ""),
        steps=tuple(_read_step(r, s, i) for i, s in enumerate(steps_data)),
        initial_hash=r.field(top, "initial_hash", str, ""),
        result=_read_result(r, top),
        final_hash=r.field(top, "final_hash", str, ""),
        setup_hashes=r.hashes(r.field(top, "setup_hashes", dict, ""), "setup_hashes"),
        allow_unsupported=r.field(top, "allow_unsupported", bool, "", default=False),
        format=tag,
        source=source,
    )


def _read_player(r: _Reader, data: Any, index: int) -> PlayerRecord:
    path = f"players[{index}]."
    obj = r.obj(data, path[:-1])
    return PlayerRecord(
        name=r.field(obj, "name", str, path, default=""),
        hero=r.field(obj, "hero", str, path),
        deck=r.keys(r.field(obj, "deck", list, path), f"{path}deck"),
        reserve=r.keys(r.field(obj, "reserve", list, path, default=[]), f"{path}reserve"),
        sideboard=r.keys(r.field(obj, "sideboard", list, path, default=[]), f"{path}sideboard"),
    )


def _read_step(r: _Reader, data: Any, index: int) -> RecordStep:
    path = f"steps[{index}]."
    step = index + 1
    obj = r.obj(data, path[:-1], step)
    player = r.field(obj, "player", int, path, step=step)
    if player not in (0, 1):
        raise r.error(f"{path}player", f"player must be 0 or 1, not {shown(player)}", step)
    choice = r.field(obj, "choice", str, path, step=step)
    return RecordStep(player, choice, r.field(obj, "hash", str, path, step=step))


def _read_result(r: _Reader, top: dict[str, Any]) -> tuple[int, str] | None:
    if "result" not in top:
        raise r.error("result", "missing field")
    data = top["result"]
    if data is None:
        return None
    obj = r.obj(data, "result")
    winner = r.field(obj, "winner", int, "result.")
    if winner not in (-1, 0, 1):
        raise r.error("result.winner", f"must be 0, 1 or -1 (a draw), not {shown(winner)}")
    return winner, r.field(obj, "reason", str, "result.")


_TYPE_NAMES = {str: "a string", int: "an integer", bool: "true or false", list: "a list", dict: "an object"}
_MISSING = object()


class _Reader:
    """Type-checked access to parsed JSON; every error names the record and the field path."""

    def __init__(self, source: str) -> None:
        self.source = source

    def error(self, path: str, message: str, step: int | None = None) -> RecordError:
        prefix = f"step {step}: " if step is not None else ""
        return RecordError(f"{self.source}: {path or 'record'}", prefix + message, step)

    def obj(self, value: Any, path: str, step: int | None = None) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.error(path, f"must be an object, not {_kind(value)}", step)
        return value

    def field(self, obj: dict[str, Any], name: str, kind: type, prefix: str, default: Any = _MISSING,
              step: int | None = None) -> Any:
        path = prefix + name
        if name not in obj:
            if default is not _MISSING:
                return default
            raise self.error(path, f"missing field «{name}»", step)
        value = obj[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.error(path, f"«{name}» must be {_TYPE_NAMES[kind]}, not {_kind(value)}", step)
        if isinstance(value, str) and len(value) > MAX_RECORD_TEXT_CHARS:
            raise self.error(path, f"«{name}» is longer than {MAX_RECORD_TEXT_CHARS} characters", step)
        return value

    def hashes(self, values: dict[str, Any], path: str) -> dict[str, str]:
        for key, value in values.items():
            if not isinstance(value, str):
                raise self.error(f"{path}.{key}", f"a hash must be a string, not {_kind(value)}")
        return dict(values)

    def keys(self, values: Sequence[Any], path: str) -> tuple[str, ...]:
        if len(values) > MAX_DECK_CARDS:
            raise self.error(path, f"at most {MAX_DECK_CARDS} cards, not {len(values)}")
        for i, value in enumerate(values):
            if not isinstance(value, str):
                raise self.error(f"{path}[{i}]", f"a card key must be a string, not {_kind(value)}")
            if len(value) > MAX_RECORD_TEXT_CHARS:
                raise self.error(f"{path}[{i}]", f"a card key is longer than {MAX_RECORD_TEXT_CHARS} characters")
        return tuple(values)


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    return {str: "a string", int: "an integer", float: "a number", list: "a list", dict: "an object"}.get(
        type(value), type(value).__name__)
