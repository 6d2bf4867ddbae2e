"""Which games the learning environments deal: decks, seats and seeds, shared by every environment."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from io import StringIO

from ..config import RulesConfig
from ..decks.format import Deck
from ..engine.game import Game, PlayerSetup

DEFAULT_DECKS = ("steppe", "mountains")
SEED_LIMIT = 2**63  # game seeds drawn by an environment are below this (JSON- and OpenSpiel-safe)


@lru_cache(maxsize=64)
def _setup(deck: Deck) -> PlayerSetup:
    from ..demo import game_cards, setup_from_deck

    return setup_from_deck(deck, game_cards())


def resolve_deck(ref: str | Deck) -> Deck:
    """A :class:`Deck` as given, a precon name (``berserk deck list``) or a deck file's path."""
    if isinstance(ref, Deck):
        return ref
    from ..decks.format import read_deck
    from ..decks.precon import precon_decks

    precons = precon_decks()
    return precons[ref] if ref in precons else read_deck(ref)


class GameDealer:
    """Deals a new game for an environment's reset.

    With two decks, the first always sits in seat 0; with more, each game draws an ordered pair of different
    decks with the environment's RNG. Who moves first is the game's own draw from its seed (§1.4.3).
    """

    def __init__(self, decks: Sequence[str | Deck] = DEFAULT_DECKS, config: RulesConfig | None = None,
                 allow_unsupported: bool = False) -> None:
        if len(decks) < 2:
            raise ValueError("an environment needs at least two decks")
        self.decks = tuple(resolve_deck(d) for d in decks)
        self.config = config or RulesConfig()
        self.allow_unsupported = allow_unsupported

    def __deepcopy__(self, memo: dict[int, object]) -> GameDealer:
        """The dealer never changes after it is made: copies share it (OpenSpiel deep-copies states)."""
        return self

    def deal(self, seed: int, pick: int) -> Game:
        """The game with ``seed``; ``pick`` (any integer from the environment's RNG) chooses the decks."""
        n = len(self.decks)
        if n == 2:
            pair = (0, 1)
        else:
            first = pick % n
            pair = (first, (first + 1 + (pick // n) % (n - 1)) % n)
        setups = [_setup(self.decks[i]) for i in pair]
        return Game(setups, seed=seed, config=self.config, allow_unsupported=self.allow_unsupported)


def board_text(game: Game) -> str:
    """The board as the deciding seat sees it (seat 0 once the game is over), and the result, as plain text
    (for ``render()``: a debugging aid, it shows that seat's hand)."""
    from rich.console import Console

    from .. import render

    console = Console(file=StringIO(), width=110, color_system=None, highlight=False)
    console.print(render.board(game, game.decision.player if game.decision is not None else 0))
    if game.is_over:
        console.print(render.result_line(game), markup=False)
    return console.file.getvalue()  # type: ignore[attr-defined]
