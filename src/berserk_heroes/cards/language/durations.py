"""Durations: «до конца хода», «до начала вашего следующего хода» and the like."""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    CREATURE,
    DIES,
    END_NEXT,
    END_NEXT_OWN,
    END_OF_ITS_TURN,
    END_OF_NEXT_OPPONENT_TURN,
    END_OF_NEXT_OWN_TURN,
    END_OF_NEXT_TURN,
    END_OF_OPPONENT_TURN,
    END_OF_TURN,
    END_OF_YOUR_TURN,
    END_THIS,
    NEXT_EVENT,
    NEXT_OWN_TURN,
    PERMANENT,
    SET_UP_TARGET,
    START_NEXT_OWN,
    Select,
    Trigger,
)
from berserk_heroes.cards.language.base import CompileError, Draft


class DurationsPhrases:
    """Transformer methods of the «durations» concept (mixed into ``transformer.ToAbilities``); grammar: ``durations.lark``."""

    def d_end_next(self, _: list[Any]) -> str:
        """«до конца следующего хода»: the end of the turn after this one (anyone's; engine/durations.ends_this_turn)."""
        return END_OF_NEXT_TURN

    def duration(self, children: list[Any]) -> Any:
        return children[0]

    def d_end_its_turn(self, _: list[Any]) -> str:
        return END_OF_ITS_TURN

    def dm_start_next_own(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", START_NEXT_OWN)

    def dm_end_next_own(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", END_NEXT_OWN)

    def dm_end_next(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", END_NEXT)

    def dm_end_this(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", END_THIS)

    def l_at_end_of_turn(self, children: list[Any]) -> tuple[str, list[Any]]:
        """«…; в конце хода <инструкции>»: one link of the chain, a delayed instruction for the end of this turn whose own
        targets are named when it fires (params ``own_targets``: ``finalise_delayed``)."""
        drafts = next(c for c in children if isinstance(c, list))
        if any(d.verb == "delayed" for d in drafts):
            raise CompileError("a delayed instruction inside another")
        return "plain", [Draft("delayed", None, params=(("moment", END_THIS), ("own_targets", True)), group=drafts)]

    def l_if_it_dies_this_turn(self, children: list[Any]) -> tuple[str, list[Any]]:
        """«если оно погибнет в этом ходу, <инструкции>»: a delayed instruction on the death of the card the pronoun
        means — the ability's one target, checked by ``finalise_delayed`` — once, until the end of this turn."""
        drafts = next(c for c in children if isinstance(c, list))
        if any(d.verb == "delayed" for d in drafts):
            raise CompileError("a delayed instruction inside another")
        trigger = Trigger(DIES, subject=Select(CREATURE, state=SET_UP_TARGET))
        return "plain", [Draft("delayed", None, params=(("moment", NEXT_EVENT), ("trigger", trigger),
                                                        ("until", END_OF_TURN)), group=drafts)]

    def d_end_next_opp_turn(self, _: list[Any]) -> str:
        """«до конца следующего хода противника»: the end of the first turn of the opponent after this one."""
        return END_OF_NEXT_OPPONENT_TURN

    def d_end_opp_turn(self, _: list[Any]) -> str:
        """«до конца хода противника»: ends with the next turn of the controller's opponent (this one, if it is his)."""
        return END_OF_OPPONENT_TURN

    def d_eot(self, _: list[Any]) -> str:
        return END_OF_TURN

    def d_end_your_turn(self, _: list[Any]) -> str:
        return END_OF_YOUR_TURN

    def d_next_own(self, _: list[Any]) -> str:
        return NEXT_OWN_TURN

    def d_end_next_own(self, _: list[Any]) -> str:
        return END_OF_NEXT_OWN_TURN

    def d_end_of_battle(self, _: list[Any]) -> str:
        """«до конца боя»: until the end of the game — as long as the card stays in play (PERMANENT; a hero never
        leaves it)."""
        return PERMANENT
