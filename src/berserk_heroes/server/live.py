"""Games in play in this process: the one path by which a choice changes a game.

A choice (from a seat's connection or from the server's AI) is applied by the engine to the live game itself
(the engine refuses an illegal choice before it changes anything), stored by the commit path (``commits.py``),
and only then acknowledged and broadcast (commit-before-ack). Until it is stored, nobody reads the game
(``LiveGame.settled``); a choice that could not be stored is undone by rebuilding the game from its stored
choices, which is rare, where copying the game for every choice had cost ~7% of the server's time. Choices of one game are serialised by its lock; a game is served by the one process
that owns it (``leases.py``): a connection to another process is told where it is (``moved``).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

import anyio

from ..decisions import Option
from ..engine.game import Game
from ..errors import BerserkError, IllegalAction
from ..records import dumps_record, record_from_dict, record_from_game, start_game
from ..views import PublicCards
from . import tokens
from .ai import ai_choice, ai_seed
from .commits import StorageFailed, Writer
from .protocol import ClientFrame, ProtocolError, bad_token, encode
from .seat_state import Role, readings, state_text
from .settings import ServerSettings
from .store import Append, ChoiceRow, GameRow, Store

log = logging.getLogger("berserk_heroes.server")


class Subscriber(Protocol):
    """A connection watching a game: its role and how far its log goes."""

    role: Role
    log_sent: int

    def send(self, text: str) -> None:
        """Queue a frame (never blocks)."""

    def close(self, code: int = 1000) -> None:
        """Close after the frames already queued."""


class Moved(Exception):
    """Another live process owns the game: reconnect at ``url``."""

    def __init__(self, url: str | None) -> None:
        super().__init__(url)
        self.url = url

    def frame(self) -> dict[str, Any]:
        if self.url is None:
            return ProtocolError("busy", "игру сейчас передают другому серверу: подключитесь снова",
                                 "the game is changing servers: reconnect").frame()
        return {"type": "moved", "url": self.url,
                "ru": "игру ведёт другой сервер: подключитесь к нему", "en": "another server runs this game: reconnect there"}


def _settled_event() -> asyncio.Event:
    event = asyncio.Event()
    event.set()
    return event


@dataclass
class LiveGame:
    """One game held in memory: the rebuilt Game (None while it waits for its second player), its stored
    choices (the log) and the connections watching it."""

    row: GameRow
    game: Game | None
    log: list[ChoiceRow]
    subscribers: set[Subscriber] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    evicted: bool = False
    ai_task: asyncio.Task[None] | None = None
    settled: asyncio.Event = field(default_factory=_settled_event)
    """Clear while a choice applied to ``game`` waits for its commit: what reads the game outside the lock
    (a new connection's first state, ``sync``, ``explain``) waits for it, so that no state whose choice is
    not stored is shown."""

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def seq(self) -> int:
        """The decision_seq: how many choices the game has accepted."""
        return len(self.log)

    @property
    def status(self) -> str:
        if self.game is None:
            return "waiting"
        return "finished" if self.game.is_over else "active"

    def frame_for(self, sub: Subscriber, complete: bool = False, cards: PublicCards | None = None) -> str:
        start = 0 if complete else sub.log_sent
        text = state_text(self.id, sub.role, self.status, self.game, self.seq, self.log[start:], complete or start == 0,
                          cards)
        sub.log_sent = self.seq
        return text

    def broadcast(self) -> None:
        """The new state to every connection: one frame per role and log position, the cards' public parts
        built once for all of them."""
        cache: dict[tuple[Role, int], str] = {}
        cards = PublicCards(self.game.state) if self.game is not None else None
        for sub in list(self.subscribers):
            key = (sub.role, sub.log_sent)
            text = cache.get(key)
            if text is None:
                text = cache[key] = self.frame_for(sub, cards=cards)
            else:
                sub.log_sent = self.seq
            sub.send(text)


def rebuild(header: dict[str, Any], rows: list[ChoiceRow], source: str) -> Game:
    """The game from its header and stored choices (event sourcing). A choice the engine refuses, or a
    changed initial state, is a RecordError: the game was stored by an engine that plays differently. Each row of
    ``rows`` is given its ``readings`` on the way (what each seat may read of it)."""
    from ..demo import game_cards
    from ..errors import RecordError

    record = record_from_dict(header, source)
    game = start_game(record, game_cards())
    if game.state_hash() != record.initial_hash:
        raise RecordError(f"{source}: initial_hash", "the engine or card data changed since the game began", 0)
    for index, row in enumerate(rows):
        try:
            option = game.parse(row.notation)
            rows[index] = replace(row, readings=readings(game, option))
            game.choose(option, player=row.player)
        except IllegalAction as exc:
            raise RecordError(f"{source}: choice {row.seq}", f"«{row.notation}» no longer replays: {exc}", row.seq) from exc
    return game


def record_text(game: Game) -> str:
    """The game's record as stored when it ends (``records.dumps_record``)."""
    return dumps_record(record_from_game(game))


def replay_text(row: GameRow, rows: list[ChoiceRow], step: int, role: Role) -> str:
    """A finished game as ``role`` saw it after ``step`` choices: a complete ``state`` frame with the state
    hash, which the record's step ``step`` must match (``docs/protocol.md``, replays)."""
    shown = rows[:step]
    game = rebuild(row.header, shown, f"game {row.id}")  # (gives the rows of ``shown`` their readings)
    status = "finished" if game.is_over else "active"
    return state_text(row.id, role, status, game, step, shown, True, replay=True, steps=len(rows),
                      state_hash=game.state_hash())


class Hub:
    """The live games of this process."""

    def __init__(self, store: Store, writer: Writer, settings: ServerSettings) -> None:
        self.store = store
        self.writer = writer
        self.settings = settings
        self.games: dict[str, LiveGame] = {}
        self._loading: dict[str, asyncio.Future[LiveGame]] = {}

    @property
    def node(self) -> str:
        return self.settings.node_id

    # -- joining a game ------------------------------------------------------------------------------------

    async def open(self, game_id: str, token: str) -> tuple[LiveGame, Role]:
        """The live game a token opens, and the role it gives; ProtocolError ``bad_token`` or Moved."""
        live = self.games.get(game_id)
        row = live.row if live is not None and live.status != "waiting" else await anyio.to_thread.run_sync(
            self.store.game, game_id)
        if row is None:
            raise bad_token()
        role = _role(row, tokens.digest(token))
        if role is False:
            raise bad_token()
        live = await self.load(game_id)
        if len(live.subscribers) >= self.settings.max_connections_per_game:
            raise ProtocolError("too_many_connections", "слишком много подключений к этой игре",
                                "too many connections to this game")
        return live, role

    async def load(self, game_id: str) -> LiveGame:
        """The game in memory, claiming it first if it is active (Moved if another live process has it)."""
        live = self.games.get(game_id)
        if live is not None and not live.evicted:
            return live
        pending = self._loading.get(game_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[LiveGame] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = future
        try:
            live = await self._load(game_id)
            future.set_result(live)
            return live
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: no "never retrieved" warning when nobody else waits
            raise
        finally:
            del self._loading[game_id]

    async def _load(self, game_id: str) -> LiveGame:
        row = await anyio.to_thread.run_sync(self.store.game, game_id)
        if row is None:
            raise bad_token()
        live = LiveGame(row, None, [])
        if row.status != "waiting":
            await self._fill(live, row)
        self.games[game_id] = live
        self._schedule_ai(live)
        return live

    async def _fill(self, live: LiveGame, row: GameRow) -> None:
        """Rebuild a game that has both players from its stored choices, claiming it first if it is active."""
        if row.status == "active" and not await anyio.to_thread.run_sync(self.store.claim, row.id, self.node):
            raise Moved(await anyio.to_thread.run_sync(self.store.owner_url, row.id))
        rows = await anyio.to_thread.run_sync(self.store.choices, row.id)
        live.game = await anyio.to_thread.run_sync(rebuild, row.header, rows, f"game {row.id}")
        live.row, live.log = row, rows
        if live.game.is_over and row.status == "active":  # the process died between the last choice and its finish
            await self._finish_recovered(live)

    async def _finish_recovered(self, live: LiveGame) -> None:
        assert live.game is not None and live.game.result is not None
        record = await anyio.to_thread.run_sync(record_text, live.game)
        await anyio.to_thread.run_sync(self.store.finish, live.id, live.seq, live.game.result, record)

    async def attach(self, live: LiveGame, sub: Subscriber) -> None:
        await live.settled.wait()
        live.subscribers.add(sub)
        sub.send(live.frame_for(sub, complete=True))

    async def sync(self, live: LiveGame, sub: Subscriber) -> None:
        """The whole state again, as a ``sync`` frame asks."""
        await live.settled.wait()
        sub.send(live.frame_for(sub, complete=True))

    def detach(self, live: LiveGame, sub: Subscriber) -> None:
        """A connection left. A game nobody watches (and whose AI is not playing) leaves memory: it is in
        the database, and loading it again costs a replay of its choices (~0.1 ms each)."""
        live.subscribers.discard(sub)
        busy = live.lock.locked() or (live.ai_task is not None and not live.ai_task.done())
        if not live.subscribers and not busy and self.games.get(live.id) is live:
            del self.games[live.id]

    # -- choices ----------------------------------------------------------------------------------------------

    async def choose(self, live: LiveGame, sub: Subscriber, frame: ClientFrame) -> None:
        """A seat's ``choose`` frame: once the choice is stored, the ack to the seat, then the new state to
        every connection. A refused choice raises ProtocolError and changes nothing."""
        role = _player(sub.role)
        seq = frame.fields["decision_seq"]
        async with live.lock:
            game = self._current(live, seq, role)
            option = _option(game, frame)
            row = self._choice_row(live, game, role, option)
            await self._apply(live, game, option, role)
            await self._commit(live, row)
            ack: dict[str, Any] = {"type": "ack", "decision_seq": seq}
            if frame.id is not None:
                ack["id"] = frame.id
            sub.send(encode(ack))
            live.broadcast()
        self._schedule_ai(live)

    async def explain(self, live: LiveGame, role: Role, frame: ClientFrame) -> dict[str, Any]:
        """Would this notation be legal now, and if not, why (the engine's code, rule and messages)?"""
        await live.settled.wait()
        game = self._current(live, frame.fields["decision_seq"], _player(role))
        notation = frame.fields["notation"]
        try:
            game.parse(notation)
        except IllegalAction as exc:
            return {"type": "explanation", "notation": notation, "legal": False, "code": exc.code, "rule": exc.rule,
                    "ru": exc.message_ru, "en": exc.message_en}
        return {"type": "explanation", "notation": notation, "legal": True}

    def _current(self, live: LiveGame, seq: int, role: int) -> Game:
        """The game, if ``seq`` is its current decision and ``role`` decides it; else ProtocolError."""
        if live.evicted:
            raise ProtocolError("moved", "игру ведёт другой сервер: подключитесь снова", "another server runs this game: reconnect")
        game = live.game
        if game is None:
            raise ProtocolError("waiting", "игра ждёт второго игрока", "the game is waiting for its second player")
        if seq != live.seq:
            extra: dict[str, Any] = {"decision_seq": live.seq}
            if seq < live.seq and live.log[seq].player == role:
                extra["accepted"] = live.log[seq].notation  # a resent choice: what was accepted then
            raise ProtocolError("stale_decision", f"решение {seq} уже принято; текущее — {live.seq}",
                                f"decision {seq} is already decided; the current one is {live.seq}", **extra)
        d = game.decision
        if d is None:
            raise ProtocolError.from_illegal(IllegalAction("game_over", "игра окончена", "the game is over"))
        if d.player != role:
            raise ProtocolError.from_illegal(IllegalAction(
                "wrong_player", f"сейчас решает игрок {d.player + 1}",
                f"it is player {d.player + 1}'s decision, not player {role + 1}'s"))
        return game

    @staticmethod
    def _choice_row(live: LiveGame, game: Game, player: int, option: Option) -> ChoiceRow:
        """The stored row of ``option``, read before it is applied (its notation and each seat's reading)."""
        return ChoiceRow(live.id, live.seq + 1, player, game.notation(option), game.state.turn, readings(game, option))

    async def _apply(self, live: LiveGame, game: Game, option: Option, player: int) -> None:
        """Apply ``option`` to the live game, which stays unsettled until ``_commit`` stores it. A refused
        choice changes nothing (ProtocolError); an engine failure half-way is undone by a rebuild."""
        live.settled.clear()
        try:
            game.choose(option, player=player)
        except IllegalAction as exc:
            live.settled.set()
            raise ProtocolError.from_illegal(exc) from None
        except BaseException:
            await self._undo(live)
            raise

    async def _commit(self, live: LiveGame, row: ChoiceRow) -> None:
        """Store ``row``, the choice just applied to the live game (the caller broadcasts it); a choice that
        is not stored is undone."""
        game = live.game
        assert game is not None
        try:
            record = None
            if game.result is not None:
                record = await anyio.to_thread.run_sync(record_text, game)
            stored = await self.writer.append(Append(row, self.node, game.result, record))
        except BaseException as exc:
            await self._undo(live)
            if isinstance(exc, StorageFailed):
                raise ProtocolError("storage_failed", "сервер не смог сохранить ход; повторите",
                                    "the server could not store the choice; try again") from None
            raise
        if not stored:
            await self._undo(live)
            await self.evict(live)
            raise ProtocolError("moved", "игру ведёт другой сервер: подключитесь снова",
                                "another server runs this game: reconnect")
        live.log.append(row)
        live.settled.set()

    async def _undo(self, live: LiveGame) -> None:
        """Take back a choice applied but not stored: the game again from its stored choices (rare: a failed
        commit, a lost lease, an engine failure). A game that no longer rebuilds leaves memory."""
        try:
            live.game = await anyio.to_thread.run_sync(rebuild, live.row.header, list(live.log), f"game {live.id}")
        except BaseException:
            log.exception("game %s: a choice not stored could not be undone", live.id)
            await self._drop(live, Moved(None))
            raise
        finally:
            live.settled.set()

    # -- the server's AI ----------------------------------------------------------------------------------------

    def _schedule_ai(self, live: LiveGame) -> None:
        d = live.game.decision if live.game is not None else None
        if d is None or live.row.ai[d.player] is None or live.evicted:
            return
        if live.ai_task is None or live.ai_task.done():
            live.ai_task = asyncio.create_task(self._ai_turns(live))

    async def _ai_turns(self, live: LiveGame) -> None:
        """Make the AI's choices while an AI seat decides."""
        while True:
            async with live.lock:
                game = live.game
                d = game.decision if game is not None else None
                if game is None or d is None or live.evicted or (spec := live.row.ai[d.player]) is None:
                    return
                seed = ai_seed(live.row.seed, d.player, live.seq)  # a search runs off the event loop:
                option = await anyio.to_thread.run_sync(ai_choice, spec, game, d.player, seed)
                row = self._choice_row(live, game, d.player, option)
                try:
                    await self._apply(live, game, option, d.player)
                    await self._commit(live, row)
                except ProtocolError as exc:
                    log.warning("AI choice in game %s not stored: %s", live.id, exc)
                    return
                live.broadcast()
            await asyncio.sleep(0)

    # -- losing a game -----------------------------------------------------------------------------------------

    async def evict(self, live: LiveGame) -> None:
        """This process no longer owns the game: tell its connections where it went, and forget it."""
        if not live.evicted:
            await self._drop(live, Moved(await anyio.to_thread.run_sync(self.store.owner_url, live.id)))

    async def _drop(self, live: LiveGame, moved: Moved) -> None:
        live.evicted = True
        if self.games.get(live.id) is live:
            del self.games[live.id]
        text = encode(moved.frame())
        for sub in list(live.subscribers):
            sub.send(text)
            sub.close(1012)
        live.subscribers.clear()

    async def check_ownership(self) -> None:
        """Evict the active games whose ownership this process lost (its lease ran out and another took them)."""
        active = [game_id for game_id, live in self.games.items() if live.status == "active"]
        owned = await anyio.to_thread.run_sync(self.store.owned_games, self.node, active)
        for game_id in active:
            live = self.games.get(game_id)
            if game_id not in owned and live is not None and live.status == "active":
                await self.evict(live)

    async def poll_waiting(self) -> None:
        """A waiting game whose second seat was filled (here or in another process) starts for its watchers."""
        for game_id, live in list(self.games.items()):
            if live.status != "waiting":
                continue
            row = await anyio.to_thread.run_sync(self.store.game, game_id)
            if row is None or row.status == "waiting":
                continue
            try:
                await self._fill(live, row)
            except (Moved, BerserkError) as exc:
                await self._drop(live, exc if isinstance(exc, Moved) else Moved(None))
                continue
            for sub in list(live.subscribers):
                sub.send(live.frame_for(sub, complete=True))
            self._schedule_ai(live)


def _player(role: Role) -> int:
    """The seat of a connection that wants to play; a spectator is refused."""
    if role is None:
        raise ProtocolError("spectator", "зритель не может делать ходы", "a spectator cannot make choices")
    return role


def _role(row: GameRow, token_digest: str) -> Role | bool:
    """The role a token digest gives in a game (0, 1, None for a spectator), or False."""
    for seat, seat_digest in enumerate(row.seat_digests):
        if tokens.same_digest(seat_digest, token_digest):
            return seat
    if tokens.same_digest(row.spectator_digest, token_digest):
        return None
    return False


def _option(game: Game, frame: ClientFrame) -> Any:
    d = game.decision
    assert d is not None
    if "option_id" in frame.fields:
        index = frame.fields["option_id"]
        if index >= len(d.options):
            raise ProtocolError("unknown_option_id", f"нет варианта с номером {index}: есть 0…{len(d.options) - 1}",
                                f"no option with id {index}: the ids are 0..{len(d.options) - 1}")
        return d.options[index]
    try:
        return game.parse(frame.fields["notation"])
    except IllegalAction as exc:
        raise ProtocolError.from_illegal(exc) from None
