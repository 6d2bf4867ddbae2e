"""The minimal Russian pages served until the web client lands: the lobby (``/``) and a game link's page."""

from __future__ import annotations

from html import escape
from typing import Any

from .ai import AGENTS
from .store import GameRow

_STYLE = """
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}
code,pre{background:#f4f4f4;padding:.1rem .3rem}pre{padding:.5rem;overflow-x:auto}
fieldset{border:1px solid #ccc;margin:1rem 0}#out{white-space:pre-wrap}
"""

STATUS_RU = {"waiting": "ждёт соперника", "active": "идёт", "finished": "окончена"}


def _page(title: str, body: str) -> str:
    return (f'<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" '
            f'content="width=device-width,initial-scale=1"><title>{escape(title)}</title><style>{_STYLE}</style>'
            f"</head><body>{body}</body></html>")


def _players(row: GameRow) -> str:
    parts = []
    for p in row.summary.get("players", []):
        who = escape(p.get("name") or "?")
        hero = f" ({escape(p['hero'])})" if p.get("hero") else ""
        ai = " — ИИ" if p.get("ai") else ""
        parts.append(who + hero + ai)
    return " против ".join(parts)


def _game_row_html(row: GameRow, base: str) -> str:
    links = []
    spectator = row.summary.get("spectator_token")
    if spectator and row.status != "waiting":
        links.append(f'<a href="{base}/game/{row.id}#{spectator}">смотреть</a>')
    invite = row.summary.get("invite_token")
    if invite and row.status == "waiting":
        links.append(f"присоединиться: <code>POST /api/games/{row.id}/join</code> с приглашением <code>{invite}</code>")
    if row.status == "finished":
        links.append(f'<a href="{base}/api/games/{row.id}/record">запись</a>')
    return (f"<tr><td>{escape(STATUS_RU.get(row.status, row.status))}</td><td>{_players(row)}</td>"
            f"<td>{row.n_choices}</td><td>{' · '.join(links)}</td></tr>")


def index_page(games: list[GameRow], precons: list[dict[str, Any]], base: str) -> str:
    rows = "".join(_game_row_html(g, base) for g in games) or '<tr><td colspan="4">пока нет открытых игр</td></tr>'
    options = "".join(f'<option value="{escape(p["id"])}">{escape(p["name"])} — {escape(p["hero"] or "")}</option>'
                      for p in precons)
    agents = "".join(f'<option value="{escape(a)}">ИИ: {escape(a)}</option>' for a in AGENTS)
    body = f"""
<h1>«Берсерк. Герои» — игровой сервер</h1>
<p>Сервер ведёт партии по правилам движка: браузеры и боты играют по одному протоколу (JSON через WebSocket).
Веб-клиент появится позже; пока играть можно ботом: <code>berserk bot ССЫЛКА --agent random</code>.</p>
<h2>Открытые игры</h2>
<table><tr><th>статус</th><th>игроки</th><th>решений</th><th>ссылки</th></tr>{rows}</table>
<h2>Новая игра</h2>
<form id="new"><fieldset>
<label>Ваша колода: <select name="deck">{options}</select></label>
<label>Соперник: <select name="opponent">{agents}<option value="friend">друг по ссылке</option></select></label>
<label>Колода соперника: <select name="deck2">{options}</select></label>
<label><input type="checkbox" name="public" checked> открытая (видна в списке, можно смотреть)</label>
<button>Создать</button></fieldset></form>
<div id="out"></div>
<h2>Документация</h2>
<ul><li><a href="{base}/docs/protocol.md">протокол</a> (сообщения, коды ошибок, версии)</li>
<li><a href="{base}/docs/server.md">сервер</a> (запуск, база данных, несколько процессов)</li>
<li><a href="{base}/api">описание HTTP API</a></li></ul>
<script>
document.getElementById('new').onsubmit = async (e) => {{
  e.preventDefault();
  const f = new FormData(e.target), ai = f.get('opponent') === 'friend' ? null : f.get('opponent');
  const body = {{players: [{{deck: {{precon: f.get('deck')}}}}, {{deck: {{precon: f.get('deck2')}}, ai}}],
                public: f.get('public') === 'on'}};
  const r = await fetch('{base}/api/games', {{method: 'POST', headers: {{'Content-Type': 'application/json'}},
                                             body: JSON.stringify(body)}});
  const j = await r.json(), out = document.getElementById('out');
  if (!r.ok) {{ out.textContent = 'Ошибка: ' + j.error.ru; return; }}
  out.textContent = j.seats.filter(s => s.link).map(s => 'Игрок ' + (s.seat + 1) + ': ' + s.link).join('\\n')
    + '\\nЗритель: ' + j.spectator.link;
}};
</script>"""
    return _page("Берсерк. Герои — сервер", body)


def game_page(row: GameRow | None, game_id: str, base: str) -> str:
    if row is None:
        return _page("Игра не найдена", "<h1>Игра не найдена</h1><p><a href=\"/\">на главную</a></p>")
    record = f'<p><a href="{base}/api/games/{row.id}/record">Скачать запись партии</a> (для <code>berserk replay</code>).</p>' \
        if row.status == "finished" else ""
    body = f"""
<h1>Игра {escape(game_id)}</h1>
<p>{_players(row)}; статус: {escape(STATUS_RU.get(row.status, row.status))}; решений: {row.n_choices}.</p>
{record}
<p>Эта ссылка — ключ к месту за столом (или к просмотру): не показывайте её другим. Веб-клиент появится позже;
сыграть ботом: <code>berserk bot '<span id="link"></span>' --agent random</code></p>
<p><a href="{base}/">на главную</a> · <a href="{base}/docs/protocol.md">протокол</a></p>
<script>document.getElementById('link').textContent = location.href;</script>"""
    return _page(f"Игра {game_id}", body)
