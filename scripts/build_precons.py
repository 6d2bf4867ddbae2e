"""Build the preconstructed decks from fully supported cards (run by developers; writes decks/precon/*.txt).

Usage: python scripts/build_precons.py [--check]

For each hero chosen below it fills 40 cards (3 copies of a name) from supported cards of the hero's
elements, preferring the hero's own element over neutral ones, along a mana curve, with a few spells.
The output is deterministic. ``--check`` only reports which decks would change.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.model import CardDef
from berserk_heroes.decks.format import Deck, format_deck
from berserk_heroes.decks.validate import validate_deck

OUT = Path(__file__).resolve().parent.parent / "src" / "berserk_heroes" / "decks" / "precon"
# (file name, deck name, preferred heroes in order: the first fully supported one is used)
PLAN = [
    ("steppe", "Степи: Натиск", ["Кос-Заг, Атаман"], ("Степи",)),
    ("mountains", "Горы: Твердыня", ["Фургот"], ("Горы",)),
    ("forest", "Леса: Чаща", ["Изиан"], ("Леса",)),
    ("swamp", "Болота: Трясина", ["Бул’Багур", "Снирк", "Тиша, Осквернитель", "Счетовод Мэриан"], ("Болота",)),
    ("darkness", "Тьма: Нежить", ["Альбрус Вейл"], ("Тьма",)),
    ("multi", "Степи и Леса: Союз", ["Сайконо"], ("Степи", "Леса")),
    ("neutral", "Нейтральные: Наёмники", ["Феликс Гаптор, Патриарх"], ("Нейтральные",)),
]
CURVE = {1: 2, 2: 3, 3: 3, 4: 2, 5: 1, 6: 1}  # creature names per cost (3 copies each)
SPELLS = 2
SIZE = 40


def fits(card: CardDef, elements: tuple[str, ...]) -> bool:
    return any(e in elements for e in card.elements) or card.elements == ("Нейтральные",)


def score(card: CardDef, elements: tuple[str, ...]) -> tuple[int, int, str]:
    own = any(e in elements for e in card.elements) and "Нейтральные" not in card.elements
    return (0 if own else 1, -((card.strike or 0) + (card.life or 0)), card.key)


def pick(pool: list[CardDef], elements: tuple[str, ...]) -> list[CardDef]:
    creatures = [c for c in pool if c.type == "creature"]
    chosen: list[CardDef] = []
    for cost, names in CURVE.items():
        options = sorted((c for c in creatures if (c.cost or 0) == cost and not c.cost_is_x),
                         key=lambda c: score(c, elements))
        chosen.extend(options[:names])
    spells = sorted((c for c in pool if c.type == "spell" and not c.cost_is_x), key=lambda c: score(c, elements))
    chosen.extend(spells[:SPELLS])
    rest = sorted((c for c in creatures if c not in chosen and not c.cost_is_x and (c.cost or 0) <= 7),
                  key=lambda c: score(c, elements))
    while len(chosen) * 3 < SIZE + 2 and rest:
        chosen.append(rest.pop(0))
    return chosen


def build(name: str, heroes: list[str], elements: tuple[str, ...]) -> Deck | None:
    pool = compiled_pool()
    hero = next((pool.find(h) for h in heroes if pool.find(h) is not None and pool.find(h).supported), None)
    if hero is None:
        return None
    cards = [c for c in pool if pool.is_newest(c) and c.supported and c.set_code != "demo"
             and c.type not in ("hero", "token", "quest") and fits(c, hero.elements) and not c.kw.get("max_per_deck")]
    names = pick(cards, hero.elements)
    keys: list[str] = []
    for card in names:
        keys.extend([card.key] * 3)
    deck = Deck(name=name, hero=hero.key, cards=tuple(keys[:SIZE]))
    problems = validate_deck(deck, pool)
    if problems:
        print(f"{name}: not legal: {problems}", file=sys.stderr)
        return None
    return deck


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    pool = compiled_pool()
    for file, name, heroes, elements in PLAN:
        deck = build(name, heroes, elements)
        path = OUT / f"{file}.txt"
        if deck is None:
            print(f"{file}: no fully supported hero among {heroes} — skipped")
            continue
        text = f"# Предсобранная колода «{name}». Только карты, которые движок полностью поддерживает.\n"
        text += format_deck(deck, pool)
        if args.check:
            same = path.exists() and path.read_text(encoding="utf-8") == text
            print(f"{file}: {'unchanged' if same else 'would change'}")
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{file}: {name} — {pool.get(deck.hero).name}, {len(deck.cards)} cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
