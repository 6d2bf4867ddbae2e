"""The database: games as events, decks, and the server processes that own games.

Every method is synchronous (SQLAlchemy 2 Core) and is called from a worker thread (``anyio.to_thread``)
or from the commit path (``commits.py``), never otherwise on the event loop: SQLite's ``append_choices``, a
write into the WAL file, runs on the event loop's thread (``commits.LoopCommitWriter``). SQLite is the default
(``sqlite:///data/berserk.sqlite3``, WAL journal); ``postgresql://…`` URLs use psycopg 3.

Writes that change a game are compare-and-set: a choice is stored only if this process still owns the game
and the game has exactly the choices this process knows of (``append_choices``). That is the fencing that
makes the lease of ``leases.py`` safe even when a process that lost its lease does not know it yet.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Connection,
    Dialect,
    Engine,
    bindparam,
    create_engine,
    delete,
    event,
    insert,
    null,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import make_url
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import ClauseElement

from . import schema as T

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
PG_MIGRATION_LOCK = 16_016_016  # pg_advisory_lock key: one process migrates at a time


def normalise_url(url: str) -> str:
    """``postgresql://`` and ``postgres://`` mean psycopg 3 (the driver this package depends on)."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def make_engine(url: str) -> Engine:
    """A SQLAlchemy engine; SQLite gets WAL, a busy timeout and foreign keys on every connection."""
    url = normalise_url(url)
    if url.startswith("sqlite"):
        path = make_url(url).database
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL: readers never block the writer. synchronous=NORMAL: a commit is in the WAL file (the OS has it)
    # when it returns, so a killed server loses nothing; only a power cut may lose the last commits.
    # Checkpoints (which fsync) are left to Store.checkpoint, off the commit path; the automatic one only
    # steps in if that stops (10,000 pages).
    cursor = dbapi_connection.cursor()
    for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "foreign_keys=ON", "busy_timeout=30000",
                   "wal_autocheckpoint=10000"):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


@dataclass(frozen=True)
class GameRow:
    """One game as stored."""

    id: str
    status: str
    public: bool
    seed: int
    header: dict[str, Any]
    summary: dict[str, Any]
    ai: list[str | None]
    seat_digests: tuple[str, str | None]
    spectator_digest: str
    invite_digest: str | None
    n_choices: int
    owner: str | None
    result: tuple[int, str] | None
    record: str | None
    created_at: float
    updated_at: float


@dataclass(frozen=True)
class ChoiceRow:
    """One accepted choice: the ``seq``-th of its game."""

    game_id: str
    seq: int
    player: int
    notation: str
    turn: int
    readings: tuple[str, ...] = field(default=(), compare=False)
    """How seat 0, seat 1 and a spectator read the choice (engine/visibility.py), worked out from the game as it
    was before the choice; derived when the choice is made or replayed, never stored."""


@dataclass(frozen=True)
class Append:
    """A choice to store, with what the game becomes if it ends the game (result and record)."""

    choice: ChoiceRow
    owner: str
    result: tuple[int, str] | None = None
    record: str | None = None


class Store:
    """All database access of one server process."""

    def __init__(self, url: str) -> None:
        self.url = normalise_url(url)
        self.engine = make_engine(self.url)
        self.is_sqlite = self.engine.dialect.name == "sqlite"
        self._write_lock = threading.Lock()
        self._count_choice = _Compiled(update(T.games).where(
            T.games.c.id == bindparam("game"), T.games.c.owner == bindparam("node"),
            T.games.c.n_choices == bindparam("before"), T.games.c.status == bindparam("active"),
        ).values(n_choices=bindparam("seq"), updated_at=bindparam("now")), self.engine.dialect)
        self._insert_choice = _Compiled(insert(T.choices).values(
            game_id=bindparam("game"), seq=bindparam("seq"), player=bindparam("player"),
            notation=bindparam("notation"), turn=bindparam("turn"), created_at=bindparam("now")), self.engine.dialect)
        self._finish_game = _Compiled(update(T.games).where(
            T.games.c.id == bindparam("game"), T.games.c.owner == bindparam("node"),
            T.games.c.n_choices == bindparam("before"), T.games.c.status == bindparam("active"),
        ).values(n_choices=bindparam("seq"), updated_at=bindparam("now"), status=bindparam("finished"),
                 result_winner=bindparam("winner"), result_reason=bindparam("reason"), record=bindparam("record"),
                 owner=null()), self.engine.dialect)
        self._commit_lock = threading.Lock()
        self._commit_connection: Any = None  # the commit path's own connection (_committing)

    def close(self) -> None:
        with self._commit_lock:
            self._drop_commit_connection()
        self.engine.dispose()

    @contextlib.contextmanager
    def _writing(self) -> Iterator[Connection]:
        """A write transaction. SQLite takes one writer at a time, and a writer that finds the database
        locked sleeps in SQLite's busy handler (1, 2, 5, 10 … 100 ms): so this process's writers (the commit
        thread, game creation, leases) queue on a lock of their own instead, and hand over at once."""
        if not self.is_sqlite:
            with self.engine.begin() as conn:
                yield conn
            return
        with self._write_lock, self.engine.begin() as conn:
            yield conn

    def checkpoint(self) -> None:
        """SQLite: copy the WAL into the database file without blocking writers (PASSIVE), so that commits
        never wait for a checkpoint's fsync. Nothing to do on PostgreSQL."""
        if self.is_sqlite:
            with self.engine.connect() as conn:
                conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    # -- schema ---------------------------------------------------------------------------------------------

    def migrate(self) -> None:
        """Bring the schema to the newest Alembic revision (one process at a time)."""
        from alembic import command
        from alembic.config import Config

        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self._migration_lock(), self.engine.begin() as conn:
            config.attributes["connection"] = conn
            command.upgrade(config, "head")

    @contextlib.contextmanager
    def _migration_lock(self) -> Iterator[None]:
        if self.is_sqlite:
            database = make_url(self.url).database
            if not database or database == ":memory:":
                yield
                return
            with open(f"{database}.migrate-lock", "w") as handle:
                fcntl.flock(handle, fcntl.LOCK_EX)
                yield
            return
        with self.engine.connect() as conn:
            conn.execute(text("SELECT pg_advisory_lock(:key)"), {"key": PG_MIGRATION_LOCK})
            conn.commit()
            try:
                yield
            finally:
                conn.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": PG_MIGRATION_LOCK})
                conn.commit()

    # -- nodes (leases.py) ------------------------------------------------------------------------------------

    def register_node(self, node_id: str, url: str, bind: str, lease_seconds: float) -> None:
        """Add this process; a process that had the same bind address is dead: end its lease now."""
        now = time.time()
        with self._writing() as conn:
            if bind:
                conn.execute(update(T.nodes).where(T.nodes.c.bind == bind, T.nodes.c.id != node_id)
                             .values(lease_until=0.0))
            conn.execute(insert(T.nodes).values(id=node_id, url=url, bind=bind, started_at=now,
                                                lease_until=now + lease_seconds))

    def renew_node(self, node_id: str, lease_seconds: float) -> bool:
        """Extend this process's lease; False if its row is gone (then it must stop serving games)."""
        with self._writing() as conn:
            done = conn.execute(update(T.nodes).where(T.nodes.c.id == node_id)
                                .values(lease_until=time.time() + lease_seconds))
        return done.rowcount == 1

    def release_node(self, node_id: str) -> None:
        """A clean shut-down: give up every game and the lease, so that others take over at once."""
        with self._writing() as conn:
            conn.execute(update(T.games).where(T.games.c.owner == node_id).values(owner=None))
            conn.execute(delete(T.nodes).where(T.nodes.c.id == node_id))

    def owned_games(self, node_id: str, ids: Sequence[str]) -> set[str]:
        """Which of ``ids`` this process still owns."""
        if not ids:
            return set()
        with self.engine.connect() as conn:
            rows = conn.execute(select(T.games.c.id).where(T.games.c.id.in_(list(ids)), T.games.c.owner == node_id))
            return {row[0] for row in rows}

    def claim(self, game_id: str, node_id: str) -> bool:
        """Become the owner of an active game if it has none, or its owner's lease has run out."""
        now = time.time()
        alive = select(T.nodes.c.id).where(T.nodes.c.id == T.games.c.owner, T.nodes.c.lease_until >= now).exists()
        with self._writing() as conn:
            done = conn.execute(update(T.games).where(
                T.games.c.id == game_id, T.games.c.status == "active",
                or_(T.games.c.owner.is_(None), T.games.c.owner == node_id, ~alive)).values(owner=node_id))
        return done.rowcount == 1

    def owner_url(self, game_id: str) -> str | None:
        """The public URL of the process that owns the game, while its lease is fresh."""
        with self.engine.connect() as conn:
            row = conn.execute(select(T.nodes.c.url).join(T.games, T.games.c.owner == T.nodes.c.id).where(
                T.games.c.id == game_id, T.nodes.c.lease_until >= time.time())).first()
        return row[0] if row else None

    # -- games --------------------------------------------------------------------------------------------------

    def create_game(self, values: dict[str, Any]) -> None:
        now = time.time()
        row = dict(values, created_at=now, updated_at=now, n_choices=0)
        for key in ("header", "summary", "ai"):
            row[key] = json.dumps(row[key], ensure_ascii=False)
        with self._writing() as conn:
            conn.execute(insert(T.games).values(**row))

    def game(self, game_id: str) -> GameRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(T.games).where(T.games.c.id == game_id)).first()
        return None if row is None else _game_row(row._mapping)

    def choices(self, game_id: str) -> list[ChoiceRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(T.choices.c.seq, T.choices.c.player, T.choices.c.notation, T.choices.c.turn)
                                .where(T.choices.c.game_id == game_id).order_by(T.choices.c.seq))
            return [ChoiceRow(game_id, seq, player, notation, turn) for seq, player, notation, turn in rows]

    def append_choices(self, items: Sequence[Append]) -> list[bool]:
        """Store a batch of choices in one transaction (group commit). Each is compare-and-set: stored only
        if its process owns the game and the game has exactly ``seq - 1`` choices. Returns, per item,
        whether it was stored. Nothing is stored if the transaction fails (the caller retries one by one).

        This is the server's most frequent write, so it runs statements compiled once (``_Compiled``) on
        the driver's cursor: SQLAlchemy's work per execution cost more CPU than the database's own. On
        PostgreSQL, where every statement is a round trip to another process, a whole batch is one
        statement (``_append_batch``)."""
        if not self.is_sqlite:
            return self._append_batch(items)
        now = time.time()
        stored: list[bool] = []
        inserts: list[Any] = []
        with self._write_lock, self._committing() as driver:
            cursor = driver.cursor()
            try:
                cursor.execute("BEGIN IMMEDIATE")
                for item in items:
                    c = item.choice
                    ok = self._advance(cursor, item, now)
                    if ok:
                        inserts.append(self._insert_choice.params({
                            "game": c.game_id, "seq": c.seq, "player": c.player, "notation": c.notation,
                            "turn": c.turn, "now": now}))
                    stored.append(ok)
                if inserts:
                    cursor.executemany(self._insert_choice.sql, inserts)
                cursor.execute("COMMIT")
            except BaseException:
                if driver.in_transaction:
                    driver.rollback()
                raise
            finally:
                cursor.close()
        return stored

    def _append_batch(self, items: Sequence[Append]) -> list[bool]:
        """PostgreSQL's group commit: the choices that do not end their game are counted and inserted by one
        statement (``_APPEND_BATCH``), which on its own is the whole transaction, so a batch costs one round
        trip and one WAL flush. A batch that holds a game twice, or a final choice, takes a transaction of a
        few statements, in the order of the batch for each game (``_rounds``)."""
        now = time.time()
        stored = [False] * len(items)
        rounds = _rounds(items)
        with self._committing() as conn:
            several = len(rounds) > 1 or any(items[i].result is not None for i in rounds[0])
            with conn.transaction() if several else contextlib.nullcontext(), conn.cursor() as cursor:
                for indices in rounds:
                    plain = [i for i in indices if items[i].result is None]
                    if plain:
                        counted = self._count_and_insert(cursor, [items[i].choice for i in plain],
                                                         [items[i].owner for i in plain], now)
                        for i in plain:
                            stored[i] = items[i].choice.game_id in counted
                    for i in indices:
                        if items[i].result is not None:
                            stored[i] = self._finish_choice(cursor, items[i], now)
        return stored

    def _count_and_insert(self, cursor: Any, rows: list[ChoiceRow], owners: list[str], now: float) -> set[str]:
        """Run ``_APPEND_BATCH`` for choices of distinct games; the ids of the games whose choice was stored."""
        cursor.execute(_APPEND_BATCH, {
            "games": [c.game_id for c in rows], "owners": owners, "seqs": [c.seq for c in rows],
            "players": [c.player for c in rows], "notations": [c.notation for c in rows],
            "turns": [c.turn for c in rows], "now": now})
        return {game_id for (game_id,) in cursor.fetchall()}

    def _finish_choice(self, cursor: Any, item: Append, now: float) -> bool:
        """A choice that ends its game: counted, the game finished with its result and record, the choice inserted."""
        if not self._advance(cursor, item, now):
            return False
        c = item.choice
        cursor.execute(self._insert_choice.sql, self._insert_choice.params({
            "game": c.game_id, "seq": c.seq, "player": c.player, "notation": c.notation, "turn": c.turn, "now": now}))
        return True

    @contextlib.contextmanager
    def _committing(self) -> Iterator[Any]:
        """The driver connection of the commit path, kept checked out of the pool and in autocommit mode, so
        that a batch pays neither the pool's checkout (and PostgreSQL's liveness ping) nor, on PostgreSQL, a
        separate BEGIN; SQLite's batch opens its own transaction (``BEGIN IMMEDIATE``). A connection that
        failed is dropped; the next batch opens a new one."""
        with self._commit_lock:
            if self._commit_connection is None:
                fairy = self.engine.raw_connection()
                driver: Any = fairy.driver_connection
                driver.rollback()  # out of any transaction the pool's ping left open, so autocommit can be set
                if self.is_sqlite:
                    driver.isolation_level = None  # the driver's autocommit: no implicit BEGIN
                else:
                    driver.autocommit = True
                self._commit_connection = fairy
            try:
                yield self._commit_connection.driver_connection
            except Exception:
                self._drop_commit_connection()
                raise

    def _drop_commit_connection(self) -> None:
        """Close the commit path's connection for good (it is in autocommit mode: never back to the pool)."""
        if self._commit_connection is not None:
            self._commit_connection.invalidate()
            self._commit_connection = None

    def _advance(self, cursor: Any, item: Append, now: float) -> bool:
        """Count the choice in its game's row, if the compare-and-set holds; a final choice also finishes it."""
        c = item.choice
        values = {"game": c.game_id, "node": item.owner, "before": c.seq - 1, "seq": c.seq, "now": now,
                  "active": "active"}
        if item.result is None:
            cursor.execute(self._count_choice.sql, self._count_choice.params(values))
        else:
            cursor.execute(self._finish_game.sql, self._finish_game.params(dict(
                values, finished="finished", winner=item.result[0], reason=item.result[1], record=item.record)))
        return bool(cursor.rowcount == 1)

    def finish(self, game_id: str, n_choices: int, result: tuple[int, str], record: str) -> bool:
        """Mark a game whose stored choices end it as finished (recovery of an interrupted finish)."""
        with self._writing() as conn:
            done = conn.execute(update(T.games).where(
                T.games.c.id == game_id, T.games.c.n_choices == n_choices, T.games.c.status == "active").values(
                status="finished", result_winner=result[0], result_reason=result[1], record=record, owner=None,
                updated_at=time.time()))
        return done.rowcount == 1

    def join(self, game_id: str, header: dict[str, Any], summary: dict[str, Any], seat1_digest: str) -> bool:
        """Fill the open second seat of a waiting game; False if someone else was first."""
        with self._writing() as conn:
            done = conn.execute(update(T.games).where(T.games.c.id == game_id, T.games.c.status == "waiting")
                                .values(status="active", header=json.dumps(header, ensure_ascii=False),
                                        summary=json.dumps(summary, ensure_ascii=False), seat1_digest=seat1_digest,
                                        updated_at=time.time()))
        return done.rowcount == 1

    def public_games(self, limit: int = 50) -> list[GameRow]:
        """Public games, waiting ones first, then active, then recently finished."""
        order = {"waiting": 0, "active": 1, "finished": 2}
        with self.engine.connect() as conn:
            rows = conn.execute(select(T.games).where(T.games.c.public.is_(True))
                                .order_by(T.games.c.updated_at.desc()).limit(limit * 3))
            games = [_game_row(row._mapping) for row in rows]
        games.sort(key=lambda g: order.get(g.status, 3))
        return games[:limit]

    # -- decks ----------------------------------------------------------------------------------------------

    def save_deck(self, deck_id: str, name: str, hero: str | None, deck_text: str) -> None:
        with self._writing() as conn:
            conn.execute(insert(T.decks).values(id=deck_id, name=name, hero=hero, text=deck_text,
                                                created_at=time.time()))

    def deck(self, deck_id: str) -> dict[str, Any] | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(T.decks).where(T.decks.c.id == deck_id)).first()
        return None if row is None else dict(row._mapping)

    def decks(self, limit: int = 200) -> list[dict[str, Any]]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(T.decks.c.id, T.decks.c.name, T.decks.c.hero, T.decks.c.created_at)
                                .order_by(T.decks.c.created_at.desc()).limit(limit))
            return [dict(row._mapping) for row in rows]


_APPEND_BATCH = """
WITH batch AS (
    SELECT * FROM unnest(%(games)s::varchar[], %(owners)s::varchar[], %(seqs)s::int[], %(players)s::int[],
                         %(notations)s::text[], %(turns)s::int[]) AS b(game_id, owner, seq, player, notation, turn)
), counted AS (
    UPDATE games SET n_choices = batch.seq, updated_at = %(now)s FROM batch
    WHERE games.id = batch.game_id AND games.owner = batch.owner AND games.n_choices = batch.seq - 1
      AND games.status = 'active'
    RETURNING batch.game_id, batch.seq, batch.player, batch.notation, batch.turn
)
INSERT INTO choices (game_id, seq, player, notation, turn, created_at)
SELECT game_id, seq, player, notation, turn, %(now)s FROM counted
RETURNING game_id
"""
"""PostgreSQL: a batch of choices of distinct games, each counted in its game's row if the compare-and-set
holds (``Store.append_choices``) and then inserted, in one statement: the arrays hold one choice per index."""


def _rounds(items: Sequence[Append]) -> list[list[int]]:
    """The indices of ``items`` in rounds where each game appears at most once: a game's n-th choice of the
    batch is in the n-th round, so running the rounds in order keeps each game's choices in order."""
    rounds: list[list[int]] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(items):
        n = seen.get(item.choice.game_id, 0)
        seen[item.choice.game_id] = n + 1
        if n == len(rounds):
            rounds.append([])
        rounds[n].append(index)
    return rounds


class _Compiled:
    """A statement compiled once for the database's dialect, to run on the driver's own cursor with the
    driver's parameter style: named (PostgreSQL) or positional (SQLite's ``?``)."""

    def __init__(self, statement: ClauseElement, dialect: Dialect) -> None:
        compiled = statement.compile(dialect=dialect)
        assert isinstance(compiled, SQLCompiler)
        self.sql = compiled.string
        self._positions = compiled.positiontup

    def params(self, values: dict[str, Any]) -> tuple[Any, ...] | dict[str, Any]:
        if self._positions is None:
            return values
        return tuple(values[name] for name in self._positions)


def _game_row(m: Any) -> GameRow:
    result = None if m["result_winner"] is None else (m["result_winner"], m["result_reason"])
    return GameRow(
        id=m["id"], status=m["status"], public=bool(m["public"]), seed=m["seed"],
        header=json.loads(m["header"]), summary=json.loads(m["summary"]), ai=json.loads(m["ai"]),
        seat_digests=(m["seat0_digest"], m["seat1_digest"]), spectator_digest=m["spectator_digest"],
        invite_digest=m["invite_digest"], n_choices=m["n_choices"], owner=m["owner"], result=result,
        record=m["record"], created_at=m["created_at"], updated_at=m["updated_at"])
