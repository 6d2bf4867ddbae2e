"""The ASGI application: the HTTP API, the WebSocket endpoint, the Russian lobby page, start-up and
shut-down. ``berserk serve`` runs it on uvicorn; tests run it in-process too."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket

from . import background, card_data, leases, lobby, pages
from .ai import AGENTS
from .commits import commit_writer
from .connection import serve_connection
from .limits import AddressLimits
from .live import Hub, replay_text
from .lobby import ApiError
from .protocol import PROTOCOL_VERSION, loads_strict
from .settings import ServerSettings
from .store import GameRow, Store

log = logging.getLogger("berserk_heroes.server")

DOCS = ("protocol.md", "server.md")


def create_app(settings: ServerSettings) -> Starlette:
    """The application for one server process."""

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        store = Store(settings.database_url)
        await anyio.to_thread.run_sync(store.migrate)
        await anyio.to_thread.run_sync(leases.register, store, settings)
        writer = commit_writer(store)
        hub = Hub(store, writer, settings)
        app.state.store, app.state.hub = store, hub
        app.state.post_limits = AddressLimits(settings.posts_per_minute, settings.post_burst)
        tasks = [asyncio.create_task(leases.keep_lease(store, hub, settings)),
                 asyncio.create_task(background.poll_waiting(hub, settings)),
                 asyncio.create_task(background.checkpoints(store)),
                 asyncio.create_task(background.warm_up(settings.warm_up, freeze=settings.dedicated_process))]
        if settings.dedicated_process:
            tasks.append(asyncio.create_task(background.collect_garbage()))
        try:
            yield
        finally:
            for task in tasks:
                task.cancel()
            writer.close()
            with contextlib.suppress(Exception):
                await anyio.to_thread.run_sync(store.release_node, settings.node_id)
            store.close()

    routes = [
        Route("/", _index),
        Route("/game/{game_id}", _game_page),
        Route("/decks", _client_page),
        Route("/replay/{game_id}", _client_page),
        Route("/api", _api_info),
        Route("/api/games", _list_games, methods=["GET"]),
        Route("/api/games", _create_game, methods=["POST"]),
        Route("/api/games/{game_id}", _game_info),
        Route("/api/games/{game_id}/join", _join_game, methods=["POST"]),
        Route("/api/games/{game_id}/record", _record),
        Route("/api/games/{game_id}/replay/{step}", _replay),
        Route("/api/precons", _precons),
        Route("/api/cards", _cards),
        Route("/api/decks", _list_decks, methods=["GET"]),
        Route("/api/decks", _save_deck, methods=["POST"]),
        Route("/api/decks/validate", _validate_deck, methods=["POST"]),
        Route("/api/decks/{deck_id}", _deck),
        Route("/docs/{name}", _doc),
        WebSocketRoute("/ws", _websocket),
        Mount("/static", StaticFiles(directory=pages.STATIC_DIR), name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan, exception_handlers={ApiError: _api_error, 500: _server_error})
    app.state.settings = settings
    return app


# -- helpers -------------------------------------------------------------------------------------------------------


def _settings(request: Request | WebSocket) -> ServerSettings:
    settings: ServerSettings = request.app.state.settings
    return settings


def _store(request: Request) -> Store:
    store: Store = request.app.state.store
    return store


def _limit_rate(request: Request) -> None:
    """Requests that cost the server (writes, replays) are rate-limited per client address."""
    client = request.client.host if request.client else "?"
    if not request.app.state.post_limits.allow(client):
        raise ApiError(429, "rate_limited", "слишком много запросов: подождите", "too many requests: slow down")


async def _json_body(request: Request) -> Any:
    """The request's JSON body, within the size limit; ApiError otherwise. Writes are rate-limited per
    client address."""
    _limit_rate(request)
    limit = _settings(request).max_body_bytes
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise ApiError(413, "too_large", f"тело запроса длиннее {limit} байт", f"the request body exceeds {limit} bytes")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > limit:
            raise ApiError(413, "too_large", f"тело запроса длиннее {limit} байт", f"the request body exceeds {limit} bytes")
    try:
        return loads_strict(body.decode("utf-8"))
    except (ValueError, RecursionError):
        raise ApiError(400, "not_json", "тело запроса — не JSON", "the request body is not valid JSON") from None


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(data, status_code=status, headers=headers)


async def _in_thread(function: Callable[..., Any], *args: Any) -> Any:
    return await anyio.to_thread.run_sync(function, *args)


async def _api_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return _json(exc.body(), exc.status)


async def _server_error(request: Request, exc: Exception) -> Response:
    log.exception("request failed: %s %s", request.method, request.url.path, exc_info=exc)
    return _json({"error": {"code": "server_error", "ru": "ошибка сервера", "en": "server error"}}, 500)


def _links(settings: ServerSettings, game_id: str, token: str) -> str:
    """A capability link: the token is in the fragment, which browsers never send to a server."""
    return f"{settings.public_url}/game/{game_id}#{token}"


def _ws_url(settings: ServerSettings) -> str:
    return settings.public_url.replace("https://", "wss://", 1).replace("http://", "ws://", 1) + "/ws"


def _game_summary(row: GameRow, settings: ServerSettings) -> dict[str, Any]:
    """What anyone may know of a game: status, players' names and heroes, AI seats, the result."""
    out: dict[str, Any] = {"game": row.id, "status": row.status, "public": row.public, "decision_seq": row.n_choices,
                           "players": row.summary.get("players", []), "created_at": row.created_at,
                           "updated_at": row.updated_at}
    if row.result is not None:
        out["result"] = {"winner": row.result[0], "reason": row.result[1]}
        out["record"] = f"{settings.public_url}/api/games/{row.id}/record"
    spectator = row.summary.get("spectator_token")
    if spectator:  # public games only
        out["spectate"] = _links(settings, row.id, spectator)
    invite = row.summary.get("invite_token")
    if invite and row.status == "waiting":
        out["invite"] = invite
        out["join"] = f"{settings.public_url}/api/games/{row.id}/join"
    return out


async def _row(request: Request) -> GameRow:
    game_id = request.path_params["game_id"]
    row = await _in_thread(_store(request).game, game_id) if len(game_id) <= 32 else None
    if row is None:
        raise ApiError(404, "unknown_game", "нет такой игры", "no such game")
    return row


# -- pages ----------------------------------------------------------------------------------------------------------


async def _index(request: Request) -> Response:
    return HTMLResponse(pages.client_page("lobby"))


async def _client_page(request: Request) -> Response:
    """The web client's deck builder (``/decks``) and replay viewer (``/replay/{id}``): the page's script
    reads the path."""
    return HTMLResponse(pages.client_page("decks" if request.url.path == "/decks" else "replay"))


async def _game_page(request: Request) -> Response:
    game_id = request.path_params["game_id"]
    row = await _in_thread(_store(request).game, game_id) if len(game_id) <= 32 else None
    return HTMLResponse(pages.client_page("table"), status_code=200 if row else 404)


async def _doc(request: Request) -> Response:
    name = request.path_params["name"]
    folder = _settings(request).docs_dir
    if name not in DOCS or folder is None or not (Path(folder) / name).is_file():
        raise ApiError(404, "unknown_doc", "нет такого документа", "no such document")
    return PlainTextResponse((Path(folder) / name).read_text(encoding="utf-8"), media_type="text/markdown; charset=utf-8")


# -- the HTTP API ---------------------------------------------------------------------------------------------------


async def _api_info(request: Request) -> Response:
    settings = _settings(request)
    return _json({"protocol": PROTOCOL_VERSION, "websocket": _ws_url(settings), "docs": "/docs/protocol.md",
                  "agents": list(AGENTS),
                  "endpoints": ["GET /api/games", "POST /api/games", "GET /api/games/{id}", "POST /api/games/{id}/join",
                                "GET /api/games/{id}/record", "GET /api/games/{id}/replay/{step}", "GET /api/precons",
                                "GET /api/cards",
                                "GET /api/decks", "POST /api/decks", "GET /api/decks/{id}", "POST /api/decks/validate",
                                "WS /ws"]})


async def _list_games(request: Request) -> Response:
    games = await _in_thread(_store(request).public_games)
    return _json({"games": [_game_summary(g, _settings(request)) for g in games]})


async def _create_game(request: Request) -> Response:
    body = await _json_body(request)
    settings = _settings(request)
    created: lobby.Created = await _in_thread(lobby.create_game, body, _store(request))
    seats: list[dict[str, Any]] = []
    for seat in (0, 1):
        token = created.seat_tokens[seat]
        entry: dict[str, Any] = {"seat": seat, "ai": created.ai[seat]}
        if token is not None:
            entry.update(token=token, link=_links(settings, created.game_id, token))
        seats.append(entry)
    out: dict[str, Any] = {
        "game": created.game_id, "status": created.status, "protocol": PROTOCOL_VERSION, "websocket": _ws_url(settings),
        "seats": seats,
        "spectator": {"token": created.spectator_token,
                      "link": _links(settings, created.game_id, created.spectator_token)}}
    if created.invite_token is not None:
        out["invite"] = {"token": created.invite_token, "join": f"{settings.public_url}/api/games/{created.game_id}/join"}
    if created.status == "active" and any(created.ai):  # the AI may move first: start it now
        await request.app.state.hub.load(created.game_id)
    return _json(out, 201)


async def _game_info(request: Request) -> Response:
    return _json(_game_summary(await _row(request), _settings(request)))


async def _join_game(request: Request) -> Response:
    body = await _json_body(request)
    game_id = request.path_params["game_id"]
    token = await _in_thread(lobby.join_game, game_id, body, _store(request))
    settings = _settings(request)
    return _json({"game": game_id, "seat": 1, "token": token, "link": _links(settings, game_id, token),
                  "websocket": _ws_url(settings)}, 201)


async def _record(request: Request) -> Response:
    row = await _row(request)
    if row.status != "finished" or row.record is None:
        raise ApiError(409, "game_not_finished", "запись доступна после окончания игры",
                       "the record is available once the game is over")
    return Response(row.record, media_type="application/json; charset=utf-8",
                    headers={"Content-Disposition": f'attachment; filename="berserk-{row.id}.json"'})


async def _replay(request: Request) -> Response:
    """``GET /api/games/{id}/replay/{step}?seat=0|1|spectator``: a finished game after ``step`` choices, as
    that seat saw it (for replay viewers). Rebuilding costs CPU, so these are rate-limited like writes."""
    _limit_rate(request)
    row = await _row(request)
    if row.status != "finished":
        raise ApiError(409, "game_not_finished", "повтор доступен после окончания игры",
                       "replays are available once the game is over")
    seat = request.query_params.get("seat", "spectator")
    roles = {"0": 0, "1": 1, "spectator": None}
    step_text = request.path_params["step"]
    if seat not in roles or not step_text.isdigit() or int(step_text) > row.n_choices:
        raise ApiError(400, "bad_replay_request", f"шаг 0…{row.n_choices}, seat=0, 1 или spectator",
                       f"step 0..{row.n_choices}, seat=0, 1 or spectator")
    rows = await _in_thread(_store(request).choices, row.id)
    text = await _in_thread(replay_text, row, rows, int(step_text), roles[seat])
    return Response(text, media_type="application/json; charset=utf-8")


async def _precons(request: Request) -> Response:
    return _json({"precons": await _in_thread(lobby.precons)})


async def _cards(request: Request) -> Response:
    """``GET /api/cards?keys=K1,K2`` (cards by key) or ``GET /api/cards?name=…&text=…`` (a search)."""
    params = request.query_params
    if "keys" in params:
        return _json(await _in_thread(card_data.cards_by_key, params["keys"]))
    return _json(await _in_thread(card_data.search, params))


async def _list_decks(request: Request) -> Response:
    return _json({"decks": await _in_thread(_store(request).decks)})


async def _save_deck(request: Request) -> Response:
    body = await _json_body(request)
    return _json(await _in_thread(lobby.save_deck, body, _store(request)), 201)


async def _validate_deck(request: Request) -> Response:
    body = await _json_body(request)
    return _json(await _in_thread(lobby.validate_text, body))


async def _deck(request: Request) -> Response:
    return _json(await _in_thread(lobby.deck_details, request.path_params["deck_id"], _store(request)))


# -- the WebSocket ---------------------------------------------------------------------------------------------------


async def _websocket(ws: WebSocket) -> None:
    await serve_connection(ws, ws.app.state.hub, _settings(ws))


