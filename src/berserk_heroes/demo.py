"""The bundled demo decks: two 40-card vanilla decks of the synthetic «demo» set (``cards/data/demo.jsonl``).

They are what ``berserk play`` and ``make run`` use until preconstructed decks of real cards replace them
as the defaults. Each deck is legal by digest §1.3: a hero, 40 cards, at most 3 copies of a name, only the
hero's element and neutral cards (the core engine does not check deck rules; ``decks/validate.py`` does).

    setups = demo_setups()        # [PlayerSetup(Учебный вождь …), PlayerSetup(Учебный мастер …)]
    game = Game(setups, seed=1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from .cards.model import CardDef
from .engine.game import PlayerSetup
from .errors import DataError

if TYPE_CHECKING:
    from .cards.pool import CardPool
    from .decks.format import Deck
    from .records import CardSource

_STEPPE_DECK = """\
# Учебная колода степей: герой «Учебный вождь», существа Степей и нейтральные (синтетический набор demo)
Название: Учебные Степи
Герой: Учебный вождь [demo-001]

3 Орк-новобранец [demo-003]
3 Степной копейщик [demo-004]
3 Орк-рубака [demo-005]
3 Степной всадник [demo-006]
3 Орк-забияка [demo-007]
3 Кентавр-вожак [demo-008]
2 Орк-вышибала [demo-009]
3 Бродячий мечник [demo-017]
3 Наёмный копейщик [demo-018]
3 Караванный охранник [demo-019]
3 Наёмный ветеран [demo-020]
3 Странствующий рыцарь [demo-021]
3 Вольный капитан [demo-022]
2 Пограничный великан [demo-023]
"""

_MOUNTAIN_DECK = """\
# Учебная колода гор: герой «Учебный мастер», существа Гор и нейтральные (синтетический набор demo)
Название: Учебные Горы
Герой: Учебный мастер [demo-002]

3 Гном-подмастерье [demo-010]
3 Гном-щитоносец [demo-011]
3 Гном-секирщик [demo-012]
3 Гном-бригадир [demo-013]
3 Каменный страж [demo-014]
3 Гном-латник [demo-015]
2 Горный исполин [demo-016]
3 Бродячий мечник [demo-017]
3 Наёмный копейщик [demo-018]
3 Караванный охранник [demo-019]
3 Наёмный ветеран [demo-020]
3 Странствующий рыцарь [demo-021]
3 Вольный капитан [demo-022]
2 Пограничный великан [demo-023]
"""


def card_pool() -> CardPool:
    """The card pool the command line and the demos use: the bundled data, compiled (``cards.pool.load_card_pool``)."""
    from .cards.pool import load_card_pool

    return load_card_pool()


class GameCards:
    """Card definitions for games, by key: the cards of a compiled pool (``cards.pool.load_card_pool``; the
    bundled one is read from the on-disk cache card by card, so a game builds only its own ~80 cards).
    It is a :class:`~berserk_heroes.records.CardSource`, so records replay against it.
    """

    def __init__(self, pool: CardPool) -> None:
        self.pool = pool

    def get(self, key: str, /) -> CardDef:
        """The compiled card with this key; KeyError if the pool has none."""
        return self.pool.get(key)

    def compiled_pool_for(self, keys: Iterable[str]) -> CardPool:
        """The pool with these cards compiled (for deck validation): the pool itself, every card is."""
        return self.pool


@lru_cache(maxsize=1)
def game_cards() -> GameCards:
    """The shared :class:`GameCards` of the bundled pool."""
    return GameCards(card_pool())


def demo_deck_texts() -> list[str]:
    """The two demo decks in the deck text format (``docs/decks.md``)."""
    return [_STEPPE_DECK, _MOUNTAIN_DECK]


def demo_decks(pool: CardPool | None = None) -> list[Deck]:
    """The two demo decks, parsed."""
    from .decks.format import parse_deck

    pool = pool if pool is not None else card_pool()
    names = ("<demo: Учебные Степи>", "<demo: Учебные Горы>")
    return [parse_deck(text, pool, name) for text, name in zip(demo_deck_texts(), names)]


def demo_setups(pool: CardPool | None = None) -> list[PlayerSetup]:
    """Player setups of the two demo decks (player 0: Степи, player 1: Горы). Card definitions come from
    ``pool`` when given, else from :func:`game_cards`."""
    cards: CardSource = pool if pool is not None else game_cards()
    return [setup_from_deck(deck, cards) for deck in demo_decks(pool)]


def setup_from_deck(deck: Deck, cards: CardSource, reserve: Sequence[str] = ()) -> PlayerSetup:
    """A PlayerSetup from a parsed deck (hero, cards in file order, optional reserve card keys), with the
    card definitions from ``cards`` (a CardPool, or :class:`GameCards` for compiled abilities)."""
    if deck.hero is None:
        raise DataError(deck.source, "в колоде нет героя / the deck has no hero")
    hero = _get(cards, deck.hero)
    deck_cards = tuple(_get(cards, key) for key in deck.cards)
    keys = list(reserve)
    if not keys:  # the запас the deck's «Создайте X» need (§1.4.2)
        from .cards.compiled import reserve_for
        from .cards.pool import CardPool

        pool = getattr(cards, "pool", cards)
        if isinstance(pool, CardPool):
            keys = [token.key for token in reserve_for([hero, *deck_cards], pool)]
    return PlayerSetup(hero=hero, deck=deck_cards, reserve=tuple(_get(cards, key) for key in keys), name=deck.name,
                       sideboard=tuple(_get(cards, key) for key in deck.sideboard))


def _get(cards: CardSource, key: str) -> CardDef:
    card = cards.get(key)
    if card is None:
        raise KeyError(f"no card with key {key!r}")
    return card
