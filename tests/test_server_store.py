"""The server's database on SQLite and on PostgreSQL: the Alembic migrations build exactly the schema of
``server/schema.py``; stored choices are compare-and-set on the owner and the count; leases pass from a
dead process to a live one."""

from __future__ import annotations

import time

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from berserk_heroes.server import schema
from berserk_heroes.server.store import Append, ChoiceRow, Store


def make_store(url: str) -> Store:
    store = Store(url)
    store.migrate()
    return store


def add_game(store: Store, game_id: str = "g1") -> None:
    store.create_game({"id": game_id, "status": "active", "public": False, "seed": 1, "header": {}, "summary": {},
                       "ai": [None, None], "seat0_digest": "a" * 64, "seat1_digest": "b" * 64,
                       "spectator_digest": "c" * 64, "invite_digest": None, "owner": None})


def test_the_migrations_build_the_schema_and_run_twice(database_url: str) -> None:
    store = make_store(database_url)
    store.migrate()  # already at head: nothing to do
    with store.engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), schema.metadata) == []
        assert {"games", "choices", "decks", "nodes", "alembic_version"} <= set(inspect(conn).get_table_names())
    store.close()


def test_a_choice_is_stored_only_by_the_owner_at_the_next_number(database_url: str) -> None:
    store = make_store(database_url)
    add_game(store)
    store.register_node("me", "http://me", "host:me", 60)
    assert store.claim("g1", "me")

    def choice(seq: int, owner: str = "me") -> Append:
        return Append(ChoiceRow("g1", seq, 0, "keep", 0), owner)

    assert store.append_choices([choice(1), choice(1), choice(3), choice(2, owner="other"), choice(2)]) == [
        True, False, False, False, True]
    assert [(c.seq, c.notation) for c in store.choices("g1")] == [(1, "keep"), (2, "keep")]
    game = store.game("g1")
    assert game is not None and game.n_choices == 2
    store.close()


def test_a_batch_of_several_games_keeps_each_game_s_order_and_finishes_a_game(database_url: str) -> None:
    store = make_store(database_url)
    for game_id in ("g1", "g2", "g3"):
        add_game(store, game_id)
        assert store.claim(game_id, "me")

    def choice(game_id: str, seq: int) -> Append:
        return Append(ChoiceRow(game_id, seq, 0, f"{game_id}.{seq}", 1), "me")

    final = Append(ChoiceRow("g3", 1, 1, "end", 2), "me", result=(1, "reason"), record="the record")
    assert store.append_choices([choice("g1", 1), choice("g2", 2), choice("g1", 2), final, choice("g2", 1),
                                 choice("g1", 2), choice("g3", 2)]) == [True, False, True, True, True, False, False]
    assert [c.notation for c in store.choices("g1")] == ["g1.1", "g1.2"]
    assert [c.notation for c in store.choices("g2")] == ["g2.1"]
    assert [(c.notation, c.player, c.turn) for c in store.choices("g3")] == [("end", 1, 2)]
    finished = store.game("g3")
    assert finished is not None and (finished.status, finished.result, finished.record, finished.owner) == (
        "finished", (1, "reason"), "the record", None)
    store.close()


def test_a_game_passes_to_another_process_when_its_owner_s_lease_ends(database_url: str) -> None:
    store = make_store(database_url)
    add_game(store)
    store.register_node("a", "http://a", "host:1", 60)
    store.register_node("b", "http://b", "host:2", 60)
    assert store.claim("g1", "a") and store.claim("g1", "a")
    assert not store.claim("g1", "b") and store.owner_url("g1") == "http://a"
    store.register_node("a2", "http://a", "host:1", 0.2)  # a restart on a's address: a is dead
    assert store.claim("g1", "b") and store.owner_url("g1") == "http://b"
    assert store.append_choices([Append(ChoiceRow("g1", 1, 0, "keep", 0), "a")]) == [False]  # fenced off
    store.register_node("c", "http://c", "host:3", 60)
    assert not store.claim("g1", "c")
    store.register_node("b-short", "http://b", "host:4", 0.01)
    assert store.renew_node("b", 0.01)
    time.sleep(0.05)
    assert store.claim("g1", "c") and store.owned_games("c", ["g1", "nope"]) == {"g1"}
    store.release_node("c")
    game = store.game("g1")
    assert game is not None and game.owner is None
    store.close()


def test_each_database_s_writer_stores_the_choices_that_arrive_together_as_one_batch(database_url: str) -> None:
    """SQLite's writer commits on the event loop, PostgreSQL's in a thread: either way, choices sent together
    are stored together, each compare-and-set, and each caller learns its own outcome."""
    import asyncio

    from berserk_heroes.server.commits import CommitWriter, LoopCommitWriter, commit_writer

    store = make_store(database_url)
    for game_id in ("g1", "g2"):
        add_game(store, game_id)
        assert store.claim(game_id, "me")
    writer = commit_writer(store)
    assert isinstance(writer, LoopCommitWriter if store.is_sqlite else CommitWriter)

    async def together() -> list[bool]:
        return list(await asyncio.gather(*(writer.append(Append(ChoiceRow(game, seq, 0, "keep", 0), "me"))
                                           for game, seq in (("g1", 1), ("g2", 1), ("g1", 3)))))

    assert asyncio.run(together()) == [True, True, False]
    writer.close()
    assert [c.seq for c in store.choices("g1")] == [1] and [c.seq for c in store.choices("g2")] == [1]
    store.close()
