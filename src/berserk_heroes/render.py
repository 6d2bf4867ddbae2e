"""Terminal rendering with rich: the board as one player sees it, option lists, log and result lines.

Everything shown comes from :meth:`Game.view` and ``engine/visibility.py`` (so the opponent's hand and every deck
order stay hidden, in the board and in the log alike);
printed characteristics of cards that are already visible (strike and life of the cards in your hand) are
read from the game's card catalog. Labels are Russian; notation and codes stay as the engine writes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from .decisions import Option, joined_names
from .engine import visibility
from .engine.game import Game
from .errors import IllegalAction

REASONS_RU = {
    "hero_defeated": "герой повержен",
    "both_heroes_fell": "оба героя пали одновременно",
    "turn_limit": "достигнут предел числа ходов",
    "deck_out": "в колоде кончились карты",
}
"""Russian wording of the engine's result reasons (unknown reasons are shown as their code)."""

def player_label(index: int) -> str:
    """``P1`` / ``P2`` (players are numbered from 1 for people, from 0 in the engine)."""
    return f"P{index + 1}"


def log_line(turn: int, player: int, notation: str) -> str:
    """One line of the game log: ``T3 P1: attack Гном -> hero`` (turn 0 is the подготовительный этап)."""
    return f"T{turn} {player_label(player)}: {notation}"


def choice_line(game: Game, seat: int | None, option: Option) -> str:
    """The log line ``seat`` reads when the deciding player chooses ``option`` — call it before ``game.choose``: his
    own choice in full, anyone else's with the cards that seat may not see hidden (engine/visibility.py)."""
    d = game.decision
    assert d is not None, "the game is over: no choice to log"
    text = visibility.choice_text(game.state, seat, d.player, option, game.notation(option))
    return log_line(game.state.turn, d.player, text)


def event_lines(view: dict[str, Any]) -> list[str]:
    """The events of a view (what happened since the last choice) that a log shows, in Russian: ``P2 берёт карту``,
    ``P1 сбрасывает карту: Орк``. Cards come as the view shows them, so a hidden card is never named."""
    lines = []
    for event in view.get("events", ()):
        if event["event"] not in visibility.EVENT_WORDS:
            continue
        who = f"{player_label(event['player'])} " if isinstance(event.get("player"), int) else ""
        names = ", ".join(c["name"] for c in (event.get("card"), *event.get("cards", ())) if c and "name" in c)
        lines.append(f"{who}{event['ru']}: {names}" if names else f"{who}{event['ru']}")
    return lines


def result_text(result: tuple[int, str] | None, names: Sequence[str] = ()) -> str:
    """Russian text of a result: ``победа P2 «Учебные Горы»: герой повержен (hero_defeated)``."""
    if result is None:
        return "игра не окончена"
    winner, reason = result
    why = f"{REASONS_RU.get(reason, reason)} ({reason})"
    if winner < 0:
        return f"ничья: {why}"
    name = f" «{names[winner]}»" if winner < len(names) and names[winner] else ""
    return f"победа {player_label(winner)}{name}: {why}"


def result_line(game: Game) -> str:
    """The closing line of a game log: ``Результат: победа P2 …; ходов: 34, решений: 133``."""
    names = [setup.name for setup in game.setups]
    turns = game.state.turn
    limit = game.state.config.turn_limit
    if limit is not None:
        turns = min(turns, limit)  # the turn counter passes the limit when the turn-limit draw happens
    return (f"Результат: {result_text(game.result, names)}; ходов: {turns}, "
            f"решений: {len(game.history)}")


# --------------------------------------------------------------------------------------------------- board


def board(game: Game, viewer: int) -> RenderableType:
    """The whole table as ``viewer`` sees it: opponent on top, the play zone, then the viewer, the Queue."""
    data = game.view(viewer).data
    active = data["active"]
    who = "вы" if active == viewer else "противник"
    first = f"первым ходит {player_label(data['first_player'])}"
    if data["turn"] == 0:
        title = f"Подготовительный этап (пересдача) · {first}"
    else:
        title = f"Ход {data['turn']} · ходит {player_label(active)} ({who}) · {first}"
    parts: list[RenderableType] = []
    opponent = 1 - viewer
    parts.append(_player_panel(game, data, opponent, f"Противник {player_label(opponent)}"))
    parts.append(_player_panel(game, data, viewer, f"Вы {player_label(viewer)}"))
    if data["queue"]:
        parts.append(_queue_table(data["queue"]))
    return Group(Rule(title, align="left"), *parts)


def _player_panel(game: Game, data: dict[str, Any], index: int, label: str) -> RenderableType:
    p = data["players"][index]
    name = game.setups[index].name if index < len(game.setups) else ""  # a game set up from a position has none
    title = f"{label} «{name}»" if name else label
    rows: list[RenderableType] = [_hero_line(p["hero"]), _resources_line(p)]
    squad = [c for c in data["play"] if c["controller"] == index]
    rows.append(_play_table(squad) if squad else Text("Поле: пусто", style="dim"))
    if p["hand"] is not None:
        rows.append(_hand_table(game, p["hand"]))
    return Panel(Group(*rows), title=title, title_align="left")


def _hero_line(hero: dict[str, Any]) -> Text:
    text = Text("Герой: ")
    text.append(hero["name"], style="bold")
    if "life" in hero:
        text.append(f"  жизнь {hero['life']}/{hero['max_life']}  ран {hero['wounds']}")
        if hero.get("closed"):
            text.append("  [закрыт]", style="yellow")
    return text


def _resources_line(p: dict[str, Any]) -> Text:
    coins = f"Монеты: {p['open_coins']} открыто из {p['coins'] + p['temp_coins']}"
    if p["temp_coins"]:
        coins += f" (временных {p['temp_coins']})"
    for spend_on, n, free in p.get("tagged_coins", ()):  # coins usable only for some payments
        coins += f"; ещё {free} открыто из {n} только на {spend_on}"
    grave = p["graveyard"]
    last = f" (последняя: {grave[-1]['name']})" if grave else ""
    parts = [coins, f"Рука: {p['hand_count']}", f"Колода: {p['deck_count']}", f"Кладбище: {len(grave)}{last}"]
    if p["reserve"]:
        parts.append(f"Запас: {len(p['reserve'])}")
    if p.get("completed"):  # completed quests (docs/quests.md)
        parts.append(f"Завершённые квесты: {', '.join(c['name'] for c in p['completed'])}")
    return Text(" · ".join(parts))


def _play_table(cards: list[dict[str, Any]]) -> Table:
    table = Table(title="Поле", title_justify="left", show_edge=False, pad_edge=False)
    for column in ("id", "Карта", "Удар", "Жизнь", "Раны", "Состояние"):
        table.add_column(column, justify="right" if column in ("id", "Удар", "Жизнь", "Раны") else "left")
    for c in cards:
        strike = c.get("strike")
        name = joined_names([c["name"], *(p["name"] for p in c.get("parts", ()))])  # a combined card: all its parts
        table.add_row(str(c["id"]), name, "" if strike is None else str(strike),
                      f"{c['life']}/{c['max_life']}", str(c["wounds"]), _status(c))
    return table


def _status(card: dict[str, Any]) -> str:
    marks = []
    if card.get("closed"):
        marks.append("закрыта")
    if card.get("weak"):
        marks.append("слабость")
    if card.get("stunned"):
        marks.append("оглушена")
    if card.get("poison"):
        marks.append(f"отравление {card['poison']}")
    quest = card.get("counters", {}).get("quest")
    if quest:  # {!} on a quest (docs/quests.md)
        marks.append(f"{{!}} ×{quest}")
    for kind, key, value, _duration in card.get("effects", ()):
        marks.append(f"{kind} {key} {value:+d}" if isinstance(value, int) else f"{kind} {key}")
    return ", ".join(marks) or "открыта"


def _hand_table(game: Game, hand: list[dict[str, Any]]) -> Table:
    table = Table(title="Ваша рука", title_justify="left", show_edge=False, pad_edge=False)
    for column in ("id", "Карта", "Тип", "Цена", "Удар", "Жизнь"):
        table.add_column(column, justify="right" if column in ("id", "Цена", "Удар", "Жизнь") else "left")
    for c in hand:
        d = game.state.catalog.defs[c["id"]]
        cost = "X" if d.cost_is_x else "" if d.cost is None else str(d.cost)
        table.add_row(str(c["id"]), c["name"], d.type_ru, cost, _num(d.strike), _num(d.life))
    return table


def _num(value: int | None) -> str:
    return "" if value is None else str(value)


def _queue_table(queue: list[dict[str, Any]]) -> Table:
    table = Table(title="Очередь", title_justify="left", show_edge=False, pad_edge=False)
    for column in ("№", "Игрок", "Источник", "Способность", "Цели"):
        table.add_column(column)
    for number, item in enumerate(queue, start=1):
        source = item.get("source", {})
        targets = "; ".join(", ".join(t.get("name", visibility.HIDDEN_CARD) for t in group)
                            for group in item.get("targets", ()))
        player = item.get("player")
        who = player_label(player) if isinstance(player, int) else ""
        text = str(item.get("text", item.get("kind", "")))
        table.add_row(str(number), who, source.get("name", visibility.HIDDEN_CARD if source else str(item.get("item", ""))),
                      text, targets)
    return table


# -------------------------------------------------------------------------------------------- the decision


def decision_panel(game: Game) -> RenderableType:
    """The pending decision: its Russian prompt and the numbered options with their notation."""
    d = game.decision
    if d is None:
        return Text("Игра окончена.")
    numbered = enumerate(game.notations(), start=1)
    lines = Text("\n".join(f"{number:>3}. {notation}" for number, notation in numbered))
    hint = Text("Введите номер или запись хода (q — выход):", style="dim")
    return Group(Text(f"{player_label(d.player)}, {d.prompt_ru}", style="bold"), lines, hint)


def illegal_text(exc: IllegalAction) -> Text:
    """How a rejected input is shown: Russian message, English message, code and rule."""
    rule = f", правило {exc.rule}" if exc.rule else ""
    text = Text("Нельзя: ", style="bold red")
    text.append(exc.message_ru)
    text.append(f"\n  ({exc.message_en}; код {exc.code}{rule})", style="dim")
    return text


def rules_table(rows: Sequence[tuple[str, Any, str, str]]) -> Table:
    """The rules options (``RulesConfig.describe()``) as a table."""
    table = Table(title="Параметры правил (--config KEY=VALUE)", title_justify="left")
    for column in ("Параметр", "По умолчанию", "Раздел"):
        table.add_column(column, no_wrap=True)
    table.add_column("Описание", overflow="fold")
    for name, default, section, doc in rows:
        table.add_row(name, _value(default), section, doc)
    return table


def _value(value: Any) -> str:
    if value is None:
        return "нет (None)"
    if isinstance(value, bool):
        return "да (true)" if value else "нет (false)"
    return str(value)
