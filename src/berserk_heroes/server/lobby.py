"""Creating and joining games, and decks over HTTP: decks are read, validated and turned into the game's
header (a game record without steps, ``docs/records.md``). Synchronous: the app runs these in threads,
since compiling a deck's cards the first time takes a moment.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from ..config import RulesConfig
from ..decks.format import Deck, format_deck, parse_deck
from ..decks.validate import validate_deck
from ..engine.game import Game, PlayerSetup
from ..errors import DataError
from ..records import checked_config, record_from_game
from . import tokens
from .ai import AGENTS
from .protocol import ProtocolError
from .store import Store

MAX_DECK_TEXT = 64 * 1024
MAX_NAME = 60
MAX_SEED = 2**63 - 1


class ApiError(ProtocolError):
    """A refused HTTP request: an HTTP status besides the code, messages and details of any refusal."""

    def __init__(self, status: int, code: str, ru: str, en: str, **extra: Any) -> None:
        super().__init__(code, ru, en, None, **extra)
        self.status = status

    def body(self) -> dict[str, Any]:
        return {"error": {"code": self.code, "ru": self.ru, "en": self.en, **self.extra}}


def bad_request(code: str, ru: str, en: str, **extra: Any) -> ApiError:
    return ApiError(400, code, ru, en, **extra)


# -- decks ------------------------------------------------------------------------------------------------------


def parse_text(deck_text: Any, source: str = "<deck>") -> Deck:
    """A deck from its text; ApiError 422 naming the bad lines."""
    from ..demo import card_pool

    if not isinstance(deck_text, str):
        raise bad_request("wrong_type", "текст колоды должен быть строкой", "the deck text must be a string")
    if len(deck_text) > MAX_DECK_TEXT:
        raise ApiError(413, "too_large", f"колода длиннее {MAX_DECK_TEXT} символов",
                       f"the deck text exceeds {MAX_DECK_TEXT} characters")
    try:
        return parse_deck(deck_text, card_pool(), source)
    except DataError as exc:
        raise ApiError(422, "bad_deck", "колода не читается", "the deck cannot be read", where=exc.where,
                       message=exc.message) from None


def deck_problems(deck: Deck, allow_unsupported: bool = False, config: RulesConfig | None = None) -> list[dict[str, Any]]:
    """Every rule the deck breaks (digest §1.3), as JSON objects with code, rule, line, key, ru and en."""
    from ..demo import game_cards

    cards = game_cards()
    keys = [*deck.all_cards(), *([deck.hero] if deck.hero else [])]
    known = [key for key in keys if _known(key)]
    problems = validate_deck(deck, cards.compiled_pool_for(known), config=config, allow_unsupported=allow_unsupported)
    return [{"code": p.code, "rule": p.rule, "line": p.line, "key": p.key, "ru": p.message_ru, "en": p.message_en}
            for p in problems]


def _known(key: str) -> bool:
    from ..demo import card_pool

    try:
        return card_pool().get(key) is not None
    except KeyError:
        return False


def resolve_deck(spec: Any, store: Store, where: str) -> Deck:
    """``{"precon": NAME}``, ``{"text": DECK_TEXT}`` or ``{"saved": DECK_ID}``."""
    from ..decks.precon import precon_decks

    if not isinstance(spec, dict) or len(spec) != 1:
        raise bad_request("bad_deck_spec", f"{where}: укажите колоду одним из полей precon, text или saved",
                          f"{where}: give the deck as one of precon, text or saved")
    (kind, value), = spec.items()
    if kind == "precon":
        decks = precon_decks()
        if not isinstance(value, str) or value not in decks:
            raise bad_request("unknown_precon", f"{where}: нет готовой колоды «{value}»",
                              f"{where}: no preconstructed deck {value!r}", known=list(decks))
        return decks[value]
    if kind == "text":
        return parse_text(value, where)
    if kind == "saved":
        row = store.deck(value) if isinstance(value, str) and len(value) <= 32 else None
        if row is None:
            raise ApiError(404, "unknown_deck", f"{where}: нет сохранённой колоды «{value}»",
                           f"{where}: no saved deck {value!r}")
        return parse_text(row["text"], where)
    raise bad_request("bad_deck_spec", f"{where}: неизвестный вид колоды «{kind}»", f"{where}: unknown deck kind {kind!r}")


def checked_deck(spec: Any, store: Store, where: str, allow_unsupported: bool, config: RulesConfig) -> Deck:
    """A deck that may be played: the server enforces the deck rules (422 listing every problem). The
    preconstructed decks are legal by construction (tests/test_precon.py), so they are not checked again."""
    deck = resolve_deck(spec, store, where)
    if isinstance(spec, dict) and "precon" in spec and config == RulesConfig():
        return deck
    problems = deck_problems(deck, allow_unsupported, config)
    if problems:
        raise ApiError(422, "illegal_deck", f"{where}: колода не по правилам", f"{where}: the deck breaks the rules",
                       problems=problems)
    return deck


def save_deck(body: Any, store: Store) -> dict[str, Any]:
    """Store a deck that can be read (even if it breaks a rule: the problems are listed, nothing is lost)."""
    obj = _object(body, {"text", "name"}, {"text"})
    deck = parse_text(obj["text"], "<deck>")
    name = _name(obj.get("name"), "name") or deck.name or "Колода"
    deck_id = tokens.new_game_id()
    store.save_deck(deck_id, name, deck.hero, obj["text"])
    return {"id": deck_id, "name": name, "hero": deck.hero, "problems": deck_problems(deck)}


def deck_details(deck_id: str, store: Store) -> dict[str, Any]:
    row = store.deck(deck_id) if len(deck_id) <= 32 else None
    if row is None:
        raise ApiError(404, "unknown_deck", f"нет сохранённой колоды «{deck_id}»", f"no saved deck {deck_id!r}")
    deck = parse_text(row["text"], f"deck {deck_id}")
    return {"id": row["id"], "name": row["name"], "hero": row["hero"], "text": row["text"],
            "created_at": row["created_at"], "problems": deck_problems(deck)}


def validate_text(body: Any) -> dict[str, Any]:
    obj = _object(body, {"text", "allow_unsupported"}, {"text"})
    deck = parse_text(obj["text"])
    allow = _flag(obj, "allow_unsupported")
    from ..demo import card_pool

    return {"name": deck.name, "hero": deck.hero, "cards": len(deck.cards), "sideboard": len(deck.sideboard),
            "canonical": format_deck(deck, card_pool()), "problems": deck_problems(deck, allow)}


def precons() -> list[dict[str, Any]]:
    from ..decks.precon import precon_decks
    from ..demo import card_pool

    pool = card_pool()
    return [{"id": key, "name": deck.name, "hero": pool.get(deck.hero).name if deck.hero else None,
             "text": format_deck(deck, pool)} for key, deck in precon_decks().items()]


# -- games ------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Created:
    """What the creator of a game is given: the capability tokens (shown once; only digests are kept)."""

    game_id: str
    status: str
    seat_tokens: tuple[str | None, str | None]
    spectator_token: str
    invite_token: str | None
    ai: tuple[str | None, str | None]


def create_game(body: Any, store: Store) -> Created:
    """``POST /api/games``: see ``docs/protocol.md`` for the body."""
    obj = _object(body, {"players", "seed", "config", "public", "allow_unsupported"}, {"players"})
    players = obj["players"]
    if not isinstance(players, list) or len(players) != 2:
        raise bad_request("bad_players", "нужно ровно два игрока", "a game needs exactly two players")
    allow = _flag(obj, "allow_unsupported")
    config = _config(obj.get("config"))
    seed = _seed(obj.get("seed"))
    entries = [_object(p, {"deck", "name", "ai", "open"}, set(), f"players[{i}]") for i, p in enumerate(players)]
    open_seat = _flag(entries[1], "open", "players[1]")
    if _flag(entries[0], "open", "players[0]"):
        raise bad_request("bad_players", "ждать соперника может только второе место",
                          "only the second seat can wait for a player")
    ai = tuple(_agent(e.get("ai"), f"players[{i}].ai") for i, e in enumerate(entries))
    if open_seat and ai[1] is not None:
        raise bad_request("bad_players", "место не может одновременно ждать игрока и играть за ИИ",
                          "a seat cannot both wait for a player and be played by the AI")
    names = [_name(e.get("name"), f"players[{i}].name") for i, e in enumerate(entries)]
    decks = [checked_deck(entries[0].get("deck"), store, "players[0].deck", allow, config)]
    if not open_seat:
        decks.append(checked_deck(entries[1].get("deck"), store, "players[1].deck", allow, config))
    public = _flag(obj, "public")
    seat_tokens = [tokens.new_token(), None if open_seat else tokens.new_token()]
    spectator, invite = tokens.new_token(), (tokens.new_token() if open_seat else None)
    header, summary = _header_and_summary(decks, names, seed, config, allow, ai)
    if public:
        summary.update(spectator_token=spectator, invite_token=invite)
    game_id = tokens.new_game_id()
    store.create_game({
        "id": game_id, "status": "waiting" if open_seat else "active", "public": public, "seed": seed,
        "header": header, "summary": summary, "ai": list(ai),
        # an AI seat gets a token nobody is ever shown: no one else can act for it
        "seat0_digest": tokens.digest(seat_tokens[0] or tokens.new_token()),
        "seat1_digest": None if open_seat else tokens.digest(seat_tokens[1] or tokens.new_token()),
        "spectator_digest": tokens.digest(spectator), "invite_digest": tokens.digest(invite) if invite else None,
        "owner": None,
    })
    shown = tuple(None if ai[i] else seat_tokens[i] for i in (0, 1))
    return Created(game_id, "waiting" if open_seat else "active", shown, spectator, invite, ai)  # type: ignore[arg-type]


def join_game(game_id: str, body: Any, store: Store) -> str:
    """``POST /api/games/{id}/join``: the second player brings his deck and gets his seat's token."""
    obj = _object(body, {"invite", "deck", "name"}, {"invite", "deck"})
    row = store.game(game_id) if len(game_id) <= 32 else None
    invite = obj["invite"]
    if row is None or not isinstance(invite, str) or not tokens.same_digest(row.invite_digest, tokens.digest(invite)):
        raise ApiError(404, "bad_invite", "нет такой игры или приглашение неверно", "no such game, or a wrong invite")
    if row.status != "waiting":
        raise ApiError(409, "seat_taken", "место уже занято", "the seat is already taken")
    pending = row.header
    config = RulesConfig.from_dict(pending["config"])
    allow = bool(pending["allow_unsupported"])
    first = parse_text(pending["deck_texts"][0], "players[0].deck")
    second = checked_deck(obj["deck"], store, "deck", allow, config)
    names = [pending["names"][0], _name(obj.get("name"), "name")]
    ai = (row.ai[0], row.ai[1])
    header, summary = _header_and_summary([first, second], names, row.seed, config, allow, ai)
    if row.public:
        summary["spectator_token"] = row.summary.get("spectator_token")
    token = tokens.new_token()
    if not store.join(game_id, header, summary, tokens.digest(token)):
        raise ApiError(409, "seat_taken", "место уже занято", "the seat is already taken")
    return token


def _header_and_summary(decks: list[Deck], names: list[str], seed: int, config: RulesConfig, allow: bool,
                        ai: tuple[str | None, ...]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The full header (a record without steps) once both decks are known; before that, what is needed to
    build it at the join (the first deck's canonical text)."""
    from ..demo import card_pool, game_cards, setup_from_deck

    cards = game_cards()
    setups = [_named(setup_from_deck(deck, cards), names[i]) for i, deck in enumerate(decks)]
    players = [{"name": s.name, "hero": s.hero.name, "ai": ai[i]} for i, s in enumerate(setups)]
    if len(setups) == 1:
        players.append({"name": names[1] or "", "hero": None, "ai": None})
        header = {"pending": True, "seed": seed, "config": config.to_dict(), "allow_unsupported": allow,
                  "deck_texts": [format_deck(decks[0], card_pool())], "names": [setups[0].name]}
        return header, {"players": players}
    game = Game(setups, seed=seed, config=config, allow_unsupported=allow)
    return record_from_game(game).to_dict(), {"players": players}


def _named(setup: PlayerSetup, name: str) -> PlayerSetup:
    if not name:
        return setup
    return PlayerSetup(setup.hero, setup.deck, setup.reserve, name, setup.sideboard)


# -- checking request bodies -------------------------------------------------------------------------------------


def _object(value: Any, allowed: set[str], required: set[str], where: str = "") -> dict[str, Any]:
    prefix = f"{where}: " if where else ""
    if not isinstance(value, dict):
        raise bad_request("not_an_object", f"{prefix}ожидается объект JSON", f"{prefix}a JSON object is expected")
    extra = sorted(set(value) - allowed)
    if extra:
        raise bad_request("unknown_field", f"{prefix}лишнее поле «{extra[0]}»", f"{prefix}unexpected field {extra[0]!r}")
    missing = sorted(required - set(value))
    if missing:
        raise bad_request("missing_field", f"{prefix}нет поля «{missing[0]}»", f"{prefix}missing field {missing[0]!r}")
    return value


def _flag(obj: dict[str, Any], key: str, where: str = "") -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        name = f"{where}.{key}" if where else key
        raise bad_request("wrong_type", f"«{name}» должно быть true или false", f"{name!r} must be true or false")
    return value


def _name(value: Any, where: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > MAX_NAME or any(ord(ch) < 32 for ch in value):
        raise bad_request("bad_name", f"«{where}»: имя — строка до {MAX_NAME} символов",
                          f"{where!r}: a name is a string of at most {MAX_NAME} characters")
    return value.strip()


def _seed(value: Any) -> int:
    if value is None:
        return secrets.randbelow(2**31)
    if type(value) is not int or not 0 <= value <= MAX_SEED:
        raise bad_request("bad_seed", f"«seed» — целое число от 0 до {MAX_SEED}", f"'seed' must be an integer 0..{MAX_SEED}")
    return value


def _config(value: Any) -> RulesConfig:
    if value is None:
        return RulesConfig()
    if not isinstance(value, dict):
        raise bad_request("bad_config", "«config» должно быть объектом", "'config' must be an object")
    try:
        return checked_config(value)
    except DataError as exc:
        raise bad_request("bad_config", f"{exc.where}: {exc.message}", f"{exc.where}: {exc.message}") from None


def _agent(value: Any, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or value not in AGENTS:
        raise bad_request("unknown_agent", f"«{where}»: нет такого ИИ; есть: {', '.join(AGENTS)}",
                          f"{where!r}: no such agent; known: {', '.join(AGENTS)}")
    return value
