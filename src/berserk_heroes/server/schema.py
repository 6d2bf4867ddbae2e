"""The database tables (SQLAlchemy Core). Alembic migrations in ``migrations/versions`` create them;
``tests/test_server_store.py`` checks that the migrated schema equals this one.

A game is event-sourced: its row holds the seed, the rules config and both decks (``header``: a game record
without steps, ``docs/records.md``), and ``choices`` holds every accepted choice in order. Replaying the
choices on the header rebuilds the game exactly.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

nodes = Table(
    "nodes", metadata,
    Column("id", String(32), primary_key=True),
    Column("url", String(512), nullable=False),
    Column("bind", String(300), nullable=False),
    Column("started_at", Float, nullable=False),
    Column("lease_until", Float, nullable=False),
)
"""Server processes. A process owns its games while ``lease_until`` is in the future (``leases.py``)."""

games = Table(
    "games", metadata,
    Column("id", String(32), primary_key=True),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    Column("status", String(16), nullable=False),  # waiting | active | finished
    Column("public", Boolean, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("header", Text, nullable=False),  # JSON: the game record without steps, or the first seat alone
    Column("summary", Text, nullable=False),  # JSON: public facts for listings (names, heroes, AI seats)
    Column("ai", Text, nullable=False),  # JSON: [agent spec or null, agent spec or null]
    Column("seat0_digest", String(64), nullable=False),
    Column("seat1_digest", String(64), nullable=True),  # null while the second seat waits for a player
    Column("spectator_digest", String(64), nullable=False),
    Column("invite_digest", String(64), nullable=True),
    Column("n_choices", Integer, nullable=False),
    Column("owner", String(32), nullable=True),
    Column("result_winner", Integer, nullable=True),
    Column("result_reason", String(64), nullable=True),
    Column("record", Text, nullable=True),  # the finished game's record (records.dumps_record)
    Index("ix_games_status_public", "status", "public"),
    Index("ix_games_owner", "owner"),
)

choices = Table(
    "choices", metadata,
    Column("game_id", String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
    Column("seq", Integer, primary_key=True),  # 1, 2, 3 … = the decision_seq the choice answered, plus 1
    Column("player", Integer, nullable=False),
    Column("notation", Text, nullable=False),
    Column("turn", Integer, nullable=False),  # the turn in which it was made (for logs)
    Column("created_at", Float, nullable=False),
)

decks = Table(
    "decks", metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(200), nullable=False),
    Column("hero", String(64), nullable=True),
    Column("text", Text, nullable=False),
    Column("created_at", Float, nullable=False),
)
