"""Transformer methods of the «coins» phrase family (mixed into ``compiler_transform.ToAbilities``).

Coins gained, lost and spent, coins usable only for some payments, cost bounds. Methods here are named after their
grammar rules (the ``-> alias`` of ``grammar.lark``'s «coins» section).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from berserk_heroes.abilities import (
    CREATURE,
    END_OF_NEXT_OWN_TURN,
    END_OF_TURN,
    END_OF_YOUR_TURN,
    IT,
    YOU_PLAYER,
    Ability,
    Effect,
)

if TYPE_CHECKING:
    from berserk_heroes.cards.compiler_transform import Draft


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class CoinsPhrases:
    """Mixin of ``ToAbilities`` for the «coins» family."""

    # --- «Вы можете разыграть найденных таким образом существ на N{м} дешевле до <срока>» ------------------------

    def e_coins_discount_found(self, children: list[Any]) -> Draft:
        """The creatures the «Поиск» just before found (IT) cost N less to play from your hand until the duration ends
        (``play_discount`` of family «play»; params ``of_kind`` creature: only the creatures among them, checked by
        :func:`check_coins` against the search). «Вы можете»: a permission, so no choice is asked."""
        ct = _ct()
        duration = next(c for c in children if type(c) is str)
        return ct.Draft("play_discount", ct.NP("ref", ref=IT), -ct._ints(children)[0],
                        params=(("duration", duration), ("of_kind", CREATURE)))


    # --- «Получите N{м} до <срока>. Вы можете тратить эти монеты только на <…>» ------------------------------------

    def e_coins_gain_for(self, children: list[Any]) -> Draft:
        """N coins of yours until the duration ends that pay only for what the sentence says (``gain_coins_for``:
        params ``spend_on``, ``duration``). «эту монету» / «её» only after 1{м}, «эти монеты» only after more."""
        ct = _ct()
        duration = ct._duration(children)
        n = ct._ints(children)[0]
        one = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "cso")
        spend_on = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "cp")
        if one != (n == 1):
            raise ct.CompileError("«эту монету» / «эти монеты» does not agree with the coins gained")
        if duration not in (END_OF_TURN, END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN):
            raise ct.CompileError("tagged coins: duration")
        return ct.Draft("gain_coins_for", ct.NP("ref", ref=YOU_PLAYER), n,
                        params=(("spend_on", spend_on), ("duration", duration)))

    def cso_one(self, _: list[Any]) -> tuple[str, bool]:
        return ("cso", True)

    def cso_many(self, _: list[Any]) -> tuple[str, bool]:
        return ("cso", False)

    def cp_creatures(self, _: list[Any]) -> tuple[str, str]:
        return ("cp", "play_creature")

    def cp_spells(self, _: list[Any]) -> tuple[str, str]:
        return ("cp", "play_spell")

    def cp_support(self, _: list[Any]) -> tuple[str, str]:
        return ("cp", "support")


def check_coins(ability: Ability) -> None:
    """«найденных таким образом существ»: the search before must look for creatures only."""
    _check_list(ability.effects)


def _check_list(effects: tuple[Effect, ...]) -> None:
    for i, e in enumerate(effects):
        if e.verb == "play_discount" and e.param("of_kind") is not None:
            prev = effects[i - 1] if i else None
            sel = prev.param("select") if prev is not None else None
            if prev is None or prev.verb != "search" or sel is None or sel.kind != e.param("of_kind"):
                raise _ct().CompileError("«найденных таким образом существ» not right after a search for creatures")
        _check_list(e.then)
        _check_list(e.otherwise)
        _check_list(e.param("effects", ()) or ())
