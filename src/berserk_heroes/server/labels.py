"""Russian and English words for options and log lines, read off the action notation.

The notation (``decisions.py``) starts with the option's kind (``play Орк-рубака``, ``attack X -> hero``,
``keep``); card names stay as printed (Russian) in both languages.
"""

from __future__ import annotations

# kind: (option in Russian, option in English, log verb in Russian, log verb in English)
WORDS: dict[str, tuple[str, str, str, str]] = {
    "mulligan": ("Пересдать", "Mulligan", "пересдаёт", "mulligans"),
    "keep": ("Оставить руку", "Keep the hand", "оставляет руку", "keeps the hand"),
    "play": ("Разыграть", "Play", "разыгрывает", "plays"),
    "attack": ("Атаковать", "Attack", "атакует", "attacks"),
    "activate": ("Применить способность", "Activate", "применяет способность", "activates"),
    "end": ("Закончить ход", "End the turn", "заканчивает ход", "ends the turn"),
    "defend": ("Защищать", "Defend with", "защищает:", "defends with"),
    "no-defender": ("Без защитника", "No defender", "не назначает защитника", "assigns no defender"),
    "target": ("Цель", "Target", "выбирает цель", "targets"),
    "done": ("Готово", "Done", "завершает выбор", "is done choosing"),
    "declare": ("Объявить", "Declare", "объявляет", "declares"),
    "skip": ("Пропустить", "Skip", "пропускает", "skips"),
    "yes": ("Да", "Yes", "отвечает «да»", "answers yes"),
    "no": ("Нет", "No", "отвечает «нет»", "answers no"),
    "mode": ("Режим", "Mode", "выбирает режим", "chooses mode"),
    "x": ("X =", "X =", "выбирает X =", "chooses X ="),
    "card": ("Выбрать карту", "Choose", "выбирает карту", "chooses"),
    "name": ("Назвать карту", "Name", "называет карту", "names"),
    "undead": ("Немертвый", "Undead", "применяет «Немертвый»", "uses Undead"),
}


def split(notation: str) -> tuple[str, str]:
    """(kind, the rest) of a notation."""
    kind, _, rest = notation.partition(" ")
    return kind, rest.strip()


def _args(rest: str) -> str:
    return rest.replace(" -> hero", " → героя").replace(" -> ", " → ")


def option_labels(notation: str) -> tuple[str, str]:
    """What a button offering this option says, in Russian and in English."""
    kind, rest = split(notation)
    ru, en, _, _ = WORDS.get(kind, (kind, kind, kind, kind))
    if not rest:
        return ru, en
    return f"{ru}: {_args(rest)}", f"{en}: {_args(rest).replace('→ героя', '→ hero')}"


def log_texts(turn: int, player: int, notation: str) -> tuple[str, str]:
    """A log line in Russian and in English: «Ход 3, игрок 1 разыгрывает Орк-рубака»."""
    kind, rest = split(notation)
    _, _, ru, en = WORDS.get(kind, (kind, kind, kind, kind))
    tail_ru = f" {_args(rest)}" if rest else ""
    tail_en = f" {_args(rest).replace('→ героя', '→ hero')}" if rest else ""
    return (f"Ход {turn}, игрок {player + 1} {ru}{tail_ru}", f"Turn {turn}, player {player + 1} {en}{tail_en}")


REASONS_EN = {
    "hero_defeated": "the hero was defeated",
    "both_heroes_fell": "both heroes fell at once",
    "turn_limit": "the turn limit was reached",
    "deck_out": "a deck ran out",
}


def result_texts(result: tuple[int, str] | None) -> tuple[str, str] | None:
    """The result in words a player reads, Russian and English («победа игрока 1: герой повержен»); the reason's code
    travels beside it in the frame (``reason``), so the words carry none."""
    if result is None:
        return None
    from ..render import REASONS_RU

    winner, reason = result
    why_ru, why_en = REASONS_RU.get(reason, reason), REASONS_EN.get(reason, reason)
    if winner < 0:
        return f"ничья: {why_ru}", f"a draw: {why_en}"
    return f"победа игрока {winner + 1}: {why_ru}", f"player {winner + 1} wins: {why_en}"
