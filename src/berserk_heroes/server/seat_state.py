"""What one seat (0, 1) or a spectator (None) is sent: built only from ``Game.view`` (the engine's one
visibility decision), the engine's options and notations, and the stored choices.

Nothing here reads the raw game state. Card ids in options are given only when the seat's own view shows
that card, and the log shows the other seat's hidden choices in their public form (``seat_notation``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from ..decisions import Option
from ..engine import visibility
from ..engine.game import Game
from ..views import PublicCards, build_view
from .labels import log_texts, option_labels, reason_texts, result_texts
from .protocol import encode
from .store import ChoiceRow

Role = int | None  # 0, 1, or None for a spectator


def readings(game: Game, option: Option) -> tuple[str, str, str]:
    """How seat 0, seat 1 and a spectator read ``option`` chosen now (before it is applied): whole for the player
    who makes it, for anyone else with the cards he may not see hidden (``visibility.choice_text``)."""
    d = game.decision
    assert d is not None
    notation = game.notation(option)
    return tuple(visibility.choice_text(game.state, seat, d.player, option, notation)  # type: ignore[return-value]
                 for seat in (0, 1, None))


def seat_notation(role: Role, row: ChoiceRow) -> str:
    """A stored choice as ``role`` may read it."""
    if role == row.player:
        return row.notation
    return row.readings[2 if role is None else role]


def log_entries(rows: Iterable[ChoiceRow], role: Role) -> list[dict[str, Any]]:
    """Log lines (Russian and English) of accepted choices, as ``role`` may read them."""
    out = []
    for row in rows:
        notation = seat_notation(role, row)
        ru, en = log_texts(row.turn, row.player, notation, role)
        out.append({"seq": row.seq, "turn": row.turn, "player": row.player, "notation": notation, "ru": ru, "en": en})
    return out


_ID = re.compile(r'"id":\s*(-?\d+)')


def visible_ids(view_json: str) -> set[int]:
    """Every card id that appears in a view, read off its JSON text (its ``"id"`` fields; a string value
    cannot contain an unescaped ``"id":``)."""
    return {int(found) for found in _ID.findall(view_json)}


def card_keys(game: Game, ids: set[int]) -> dict[str, str]:
    """The card-database key of each card id the seat's view shows (``ids``): a client draws the card's printed
    text from ``GET /api/cards``. A key adds nothing to what the view tells: the view already names the card."""
    defs = game.state.catalog.defs
    return {str(iid): defs[iid].key for iid in sorted(ids) if 0 <= iid < len(defs)}


def decision_block(game: Game, role: Role, seq: int, ids: set[int]) -> dict[str, Any] | None:
    """The current decision: who decides what; for the deciding seat also the prompt and every option
    (``id`` = its index, the notation, Russian and English labels, the card and target it names)."""
    d = game.decision
    if d is None:
        return None
    out: dict[str, Any] = {"seq": seq, "player": d.player, "kind": d.kind}
    if role != d.player:
        return out
    out["prompt_ru"] = d.prompt_ru
    out["prompt_en"] = d.prompt_en
    options = []
    for index, (option, notation) in enumerate(zip(d.options, game.notations())):
        ru, en = option_labels(notation)
        entry: dict[str, Any] = {"id": index, "kind": option.kind, "notation": notation, "ru": ru, "en": en}
        if option.card in ids:
            entry["card"] = option.card
        if option.target in ids:
            entry["target"] = option.target
        options.append(entry)
    out["options"] = options
    return out


def result_block(result: tuple[int, str] | None) -> dict[str, Any] | None:
    texts = result_texts(result)
    if result is None or texts is None:
        return None
    why = reason_texts(result[1])
    return {"winner": result[0], "reason": result[1], "ru": texts[0], "en": texts[1], "reason_ru": why[0],
            "reason_en": why[1]}


def state_text(game_id: str, role: Role, status: str, game: Game | None, seq: int,
               log: Sequence[ChoiceRow], complete: bool, cards: PublicCards | None = None, **extra: Any) -> str:
    """The ``state`` frame as JSON text: the view, the decision, the log entries in ``log`` (all of them
    when ``complete``), the result, and any ``extra`` fields. The view is encoded once and spliced in (it
    is most of the frame); ``cards`` shares the public parts of the cards with the other roles' frames of
    the same state (``views.PublicCards``)."""
    frame: dict[str, Any] = {"type": "state", "game": game_id, "seat": role, "status": status, "decision_seq": seq,
                             **extra}
    if game is None:  # waiting for the second player
        frame.update(view=None, decision=None, result=None, log=[], log_complete=True)
        return encode(frame)
    view_json = encode(build_view(game, role, cards).data)
    ids = visible_ids(view_json)
    frame["decision"] = decision_block(game, role, seq, ids)
    frame["result"] = result_block(game.result)
    frame["log"] = log_entries(log, role)
    frame["log_complete"] = complete
    frame["card_keys"] = card_keys(game, ids)
    return encode(frame)[:-1] + ',"view":' + view_json + "}"
