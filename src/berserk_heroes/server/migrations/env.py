"""Alembic environment of the game server's database. ``store.migrate`` runs it on start-up; by hand:
``alembic -c src/berserk_heroes/server/alembic.ini -x url=DATABASE_URL upgrade head``."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from berserk_heroes.server.schema import metadata

config = context.config


def run_migrations_offline() -> None:
    context.configure(url=_url(), target_metadata=metadata, literal_binds=True, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:  # store.migrate hands over its own connection
        _run(connection)
        return
    engine = create_engine(_url())
    with engine.connect() as conn:
        _run(conn)
    engine.dispose()


def _run(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def _url() -> str:
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("give the database with -x url=DATABASE_URL")
    return url


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
