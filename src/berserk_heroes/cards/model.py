"""CardDef: the immutable definition of a card (what is printed, plus its compiled abilities)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..abilities import SUPPORT_TYPES

# Card types (data field ``type``) and the support classes that take one slot each (digest §2.1).
HERO = "hero"
CREATURE = "creature"
SPELL = "spell"
CARD_TYPES = (HERO, CREATURE, SPELL, *SUPPORT_TYPES, "quest", "token")

ELEMENTS = ("Степи", "Горы", "Леса", "Болота", "Тьма", "Нейтральные")
NEUTRAL = "Нейтральные"

TYPE_NAMES_RU = {
    "hero": "Герой", "creature": "Существо", "spell": "Заклинание", "weapon": "Оружие",
    "armor": "Броня", "amulet": "Амулет", "event": "Событие", "terrain": "Местность",
    "quest": "Квест", "token": "Жетон",
}


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card as printed, plus what the compiler made of its text.

    ``key`` is unique in the pool (``"14-001"`` = set 14, number 1). ``keywords`` maps keyword code names
    (``haste``, ``armor``, ``first_strike`` …, see ``rules/terms.md``) to their value (1 for plain ones).
    ``abilities`` holds compiled ability objects (see :mod:`berserk_heroes.abilities`).
    ``supported`` is False when some of the text could not be compiled; ``unsupported_text`` lists it.
    """

    key: str
    name: str
    type: str
    elements: tuple[str, ...] = ()
    cost: int | None = None
    cost_is_x: bool = False
    strike: int | None = None
    life: int | None = None
    classes: tuple[str, ...] = ()
    text: str = ""
    set_code: str = ""
    number: int | None = None
    set_name: str = ""
    flavour: str | None = None
    confidence: str = "high"
    notes: str | None = None
    source: str = ""
    keywords: tuple[tuple[str, int], ...] = ()
    abilities: tuple[Any, ...] = ()
    supported: bool = True
    unsupported_text: tuple[str, ...] = ()
    # the cards this one needs that the card data does not have (a created «модуль …», a double-faced card's other
    # side): the only reason some cards cannot play, listed apart by ``berserk cards coverage``
    missing_cards: tuple[str, ...] = ()
    # a double-faced card's other side, its «Обращённый» side (digest §2.1), which appears only by «Переверните»
    back: CardDef | None = None
    kw: dict[str, int] = field(init=False, default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        self.kw.update(dict(self.keywords))
        for ab in self.abilities:  # «Засада N» is printed as an ability, yet «с Засадой» selects the card
            code = getattr(ab, "keyword", None)
            if code is not None and code[0] == "ambush":
                self.kw.setdefault("ambush", code[1] if isinstance(code[1], int) and code[1] > 0 else 1)

    @property
    def is_hero(self) -> bool:
        return self.type == HERO

    @property
    def is_creature(self) -> bool:
        return self.type == CREATURE

    @property
    def is_spell(self) -> bool:
        return self.type == SPELL

    @property
    def is_support(self) -> bool:
        return self.type in SUPPORT_TYPES

    @property
    def type_ru(self) -> str:
        return TYPE_NAMES_RU.get(self.type, self.type)

    def has(self, keyword: str) -> bool:
        """Whether the printed card has this keyword (code name)."""
        return keyword in self.kw
