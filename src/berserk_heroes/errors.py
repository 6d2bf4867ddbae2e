"""Errors of the engine. Every rejection explains itself: a stable code, a rule number, RU + EN text."""

from __future__ import annotations


class BerserkError(Exception):
    """Base class of every error this package raises on purpose."""


class IllegalAction(BerserkError):
    """A choice or request the rules do not allow. The game is left exactly as it was.

    Attributes:
        code: stable machine-readable identifier, e.g. ``"not_enough_coins"``.
        rule: rule number from the rules digest (e.g. ``"113.2"``), or ``None``.
        message_ru: the explanation for players, in Russian.
        message_en: the same in English.
    """

    def __init__(self, code: str, message_ru: str, message_en: str, rule: str | None = None) -> None:
        self.code = code
        self.rule = rule
        self.message_ru = message_ru
        self.message_en = message_en
        where = f" [{rule}]" if rule else ""
        super().__init__(f"{code}{where}: {message_ru} / {message_en}")

    def to_dict(self) -> dict[str, str | None]:
        """Serialisable form for network clients and logs."""
        return {"code": self.code, "rule": self.rule, "ru": self.message_ru, "en": self.message_en}


class DataError(BerserkError):
    """Malformed input data: a card file, a deck file, a record or a scenario.

    ``where`` names the place (file, line, card or field) so that the user can fix it.
    """

    def __init__(self, where: str, message: str) -> None:
        self.where = where
        self.message = message
        super().__init__(f"{where}: {message}")


class RecordError(DataError):
    """A game record that cannot be replayed: malformed, or a step that does not reproduce."""

    def __init__(self, where: str, message: str, step: int | None = None) -> None:
        self.step = step
        super().__init__(where, message)
