"""The first schema: nodes, games (event-sourced), choices, decks.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "nodes",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("url", sa.String(512), nullable=False),
        sa.Column("bind", sa.String(300), nullable=False),
        sa.Column("started_at", sa.Float, nullable=False),
        sa.Column("lease_until", sa.Float, nullable=False),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("public", sa.Boolean, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("header", sa.Text, nullable=False),
        sa.Column("summary", sa.Text, nullable=False),
        sa.Column("ai", sa.Text, nullable=False),
        sa.Column("seat0_digest", sa.String(64), nullable=False),
        sa.Column("seat1_digest", sa.String(64), nullable=True),
        sa.Column("spectator_digest", sa.String(64), nullable=False),
        sa.Column("invite_digest", sa.String(64), nullable=True),
        sa.Column("n_choices", sa.Integer, nullable=False),
        sa.Column("owner", sa.String(32), nullable=True),
        sa.Column("result_winner", sa.Integer, nullable=True),
        sa.Column("result_reason", sa.String(64), nullable=True),
        sa.Column("record", sa.Text, nullable=True),
    )
    op.create_index("ix_games_status_public", "games", ["status", "public"])
    op.create_index("ix_games_owner", "games", ["owner"])
    op.create_table(
        "choices",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("player", sa.Integer, nullable=False),
        sa.Column("notation", sa.Text, nullable=False),
        sa.Column("turn", sa.Integer, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_table(
        "decks",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("hero", sa.String(64), nullable=True),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("decks")
    op.drop_table("choices")
    op.drop_index("ix_games_owner", "games")
    op.drop_index("ix_games_status_public", "games")
    op.drop_table("games")
    op.drop_table("nodes")
