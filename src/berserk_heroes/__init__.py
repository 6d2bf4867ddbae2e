"""berserk-heroes: the reference rules engine of the card game «Берсерк. Герои».

The public API is small::

    from berserk_heroes import Game, PlayerSetup, RulesConfig, Option, IllegalAction
    game = Game([PlayerSetup(hero, deck), PlayerSetup(hero2, deck2)], seed=1)
    game.decision            # who must choose what, with every legal option
    game.choose("end")       # or an Option; illegal input raises IllegalAction
    game.view(0)             # what player 0 may see
    game.clone()             # a cheap independent copy for search and simulation
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy_names import lazy_names

if TYPE_CHECKING:
    from .config import RulesConfig
    from .decisions import Decision, Option
    from .engine.game import Game, PlayerSetup
    from .errors import BerserkError, DataError, IllegalAction, RecordError

# Each name is imported on first use, so that a command needing only a part of the package (``berserk cards show``)
# does not load the whole engine when it starts.
_HOMES = {"RulesConfig": ".config", "Decision": ".decisions", "Option": ".decisions", "Game": ".engine.game",
          "PlayerSetup": ".engine.game", "BerserkError": ".errors", "DataError": ".errors",
          "IllegalAction": ".errors", "RecordError": ".errors"}

__all__ = ["BerserkError", "DataError", "Decision", "Game", "IllegalAction", "Option", "PlayerSetup",
           "RecordError", "RulesConfig"]
__version__ = "0.1.0"


__getattr__ = lazy_names(__name__, _HOMES, globals())
