"""Russian and English words for options and log lines, read off the action notation.

The notation (``decisions.py``) starts with the option's kind (``play Орк-рубака``, ``attack X -> hero``,
``keep``); card names stay as printed (Russian) in both languages.
"""

from __future__ import annotations

# kind: (option in Russian, option in English, log verb in Russian, log verb in English) — the log verbs as said of
# a player («игрок 1 разыгрывает», «соперник разыгрывает»); YOUR_VERBS says them of «вы».
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

# kind: (log verb of «вы» in Russian, in English)
YOUR_VERBS: dict[str, tuple[str, str]] = {
    "mulligan": ("пересдаёте", "mulligan"), "keep": ("оставляете руку", "keep the hand"),
    "play": ("разыгрываете", "play"), "attack": ("атакуете", "attack"),
    "activate": ("применяете способность", "activate"), "end": ("заканчиваете ход", "end the turn"),
    "defend": ("защищаете:", "defend with"), "no-defender": ("не назначаете защитника", "assign no defender"),
    "target": ("выбираете цель", "target"), "done": ("завершаете выбор", "are done choosing"),
    "declare": ("объявляете", "declare"), "skip": ("пропускаете", "skip"), "yes": ("отвечаете «да»", "answer yes"),
    "no": ("отвечаете «нет»", "answer no"), "mode": ("выбираете режим", "choose mode"),
    "x": ("выбираете X =", "choose X ="), "card": ("выбираете карту", "choose"), "name": ("называете карту", "name"),
    "undead": ("применяете «Немертвый»", "use Undead"),
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


def log_texts(turn: int, player: int, notation: str, viewer: int | None = None) -> tuple[str, str]:
    """A log line in Russian and in English, naming the player as the table does for ``viewer`` (a seat, or None for
    a spectator): «Ход 3, вы разыгрываете Орк-рубака», «Ход 3, соперник атакует …»; a spectator reads «игрок 1».

    >>> log_texts(3, 0, "play Орк-рубака", viewer=0)
    ('Ход 3, вы разыгрываете Орк-рубака', 'Turn 3, you play Орк-рубака')
    >>> log_texts(3, 1, "attack Орк-рубака -> hero", viewer=0)[0]
    'Ход 3, соперник атакует Орк-рубака → героя'
    >>> log_texts(3, 1, "end")
    ('Ход 3, игрок 2 заканчивает ход', 'Turn 3, player 2 ends the turn')

    Turn 0 is the preparation stage (the mulligan), not a turn: its lines say so.

    >>> log_texts(0, 1, "keep", viewer=0)
    ('Подготовка, соперник оставляет руку', 'Preparation, the opponent keeps the hand')
    """
    kind, rest = split(notation)
    _, _, ru, en = WORDS.get(kind, (kind, kind, kind, kind))
    if viewer is None:
        who_ru, who_en = f"игрок {player + 1}", f"player {player + 1}"
    elif player == viewer:
        (ru, en), who_ru, who_en = YOUR_VERBS.get(kind, (ru, en)), "вы", "you"
    else:
        who_ru, who_en = "соперник", "the opponent"
    tail_ru = f" {_args(rest)}" if rest else ""
    tail_en = f" {_args(rest).replace('→ героя', '→ hero')}" if rest else ""
    when_ru, when_en = (f"Ход {turn}", f"Turn {turn}") if turn else ("Подготовка", "Preparation")
    return f"{when_ru}, {who_ru} {ru}{tail_ru}", f"{when_en}, {who_en} {en}{tail_en}"


REASONS_EN = {
    "hero_defeated": "the hero was defeated",
    "both_heroes_fell": "both heroes fell at once",
    "turn_limit": "the turn limit was reached",
    "deck_out": "a deck ran out",
}


def reason_texts(reason: str) -> tuple[str, str]:
    """Why a game ended, in Russian and in English («герой повержен»): what a seat reads under «Вы победили»."""
    from ..render import REASONS_RU

    return REASONS_RU.get(reason, reason), REASONS_EN.get(reason, reason)


def result_texts(result: tuple[int, str] | None) -> tuple[str, str] | None:
    """The result in words a player reads, Russian and English («победа игрока 1: герой повержен»); the reason's code
    travels beside it in the frame (``reason``), so the words carry none."""
    if result is None:
        return None
    winner, reason = result
    why_ru, why_en = reason_texts(reason)
    if winner < 0:
        return f"ничья: {why_ru}", f"a draw: {why_en}"
    return f"победа игрока {winner + 1}: {why_ru}", f"player {winner + 1} wins: {why_en}"
