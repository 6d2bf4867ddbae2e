"""Capability tokens: unguessable secrets that let their holder act or see for one seat, or spectate.

Only their SHA-256 digests are stored, so the database alone does not give anyone a seat.
"""

from __future__ import annotations

import hashlib
import secrets

TOKEN_BYTES = 24  # 192 bits: 32 URL-safe characters
GAME_ID_BYTES = 9  # 72 bits: 12 characters; ids are not secrets, but private games are not listed


def new_token() -> str:
    """A fresh capability token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_game_id() -> str:
    return secrets.token_urlsafe(GAME_ID_BYTES)


def digest(token: str) -> str:
    """What the database keeps of a token."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def same_digest(a: str | None, b: str) -> bool:
    """Constant-time comparison of a stored digest with a computed one."""
    return a is not None and secrets.compare_digest(a, b)
