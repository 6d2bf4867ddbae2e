"""berserk-heroes: the reference rules engine of the card game «Берсерк. Герои».

The public API is small::

    from berserk_heroes import Game, PlayerSetup, RulesConfig, Option, IllegalAction
    game = Game([PlayerSetup(hero, deck), PlayerSetup(hero2, deck2)], seed=1)
    game.decision            # who must choose what, with every legal option
    game.choose("end")       # or an Option; illegal input raises IllegalAction
    game.view(0)             # what player 0 may see
    game.clone()             # a cheap independent copy for search and simulation
"""

from .config import RulesConfig
from .decisions import Decision, Option
from .engine.game import Game, PlayerSetup
from .errors import BerserkError, DataError, IllegalAction, RecordError

__all__ = ["BerserkError", "DataError", "Decision", "Game", "IllegalAction", "Option", "PlayerSetup",
           "RecordError", "RulesConfig"]
__version__ = "0.1.0"
