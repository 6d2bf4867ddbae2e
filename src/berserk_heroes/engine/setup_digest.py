"""The setup digest: what a game is made from, hashed piece by piece, so that hashes commit to all of it.

A game is fully defined by its *setup* — the seed, the rules options, whether unsupported text is ignored, and
each player's name, hero, deck (card keys in their original order), reserve and sideboard — and then the choices.
``Game.setup_hashes()`` hashes each piece apart (``"seed"``, ``"config.coin_cap"``, ``"players[0].deck"`` …), so
that a record can say *which* piece changed; ``Game.state_hash()`` includes the digest of all of them, so that
every state hash commits to the whole setup, not only to what the state happens to show (an undrawn deck card,
the seed's bits above the generator's state, a hero's key). See docs/records.md.

Values are hashed in a canonical JSON form (exact integers, keys in order), so the hashes are the same on every
machine and Python version.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

PLAYER_FIELDS = ("name", "hero", "deck", "reserve", "sideboard")
"""What a player brings, in the order of a record's player entry (``PlayerSetup.card_keys()``)."""


def setup_fields(players: Sequence[Mapping[str, Any]], seed: int, config: Mapping[str, Any],
                 allow_unsupported: bool) -> dict[str, Any]:
    """The setup as a flat mapping of field path → JSON value: ``seed``, ``allow_unsupported``, one
    ``config.<option>`` per rules option, and ``players[i].<field>`` for each of ``PLAYER_FIELDS``."""
    fields: dict[str, Any] = {"seed": seed, "allow_unsupported": allow_unsupported}
    fields.update((f"config.{key}", value) for key, value in config.items())
    for index, player in enumerate(players):
        fields.update((f"players[{index}].{name}", player[name]) for name in PLAYER_FIELDS)
    return fields


def field_hashes(fields: Mapping[str, Any]) -> dict[str, str]:
    """One short hash per setup field (see :func:`setup_fields`)."""
    return {path: _hash(value) for path, value in fields.items()}


def setup_digest(hashes: Mapping[str, str]) -> str:
    """One hash of all the field hashes (their paths included, in sorted order)."""
    return _hash(sorted(hashes.items()))


def changed_fields(recorded: Mapping[str, str], actual: Mapping[str, str]) -> list[str]:
    """The paths whose hash differs between two ``field_hashes`` results, or that only one of them has."""
    return sorted(path for path in recorded.keys() | actual.keys() if recorded.get(path) != actual.get(path))


def _hash(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))  # tuples as lists: data, not its type
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()
