"""Transformer methods of the «hoard_copies» phrase family (mixed into ``compiler_transform.ToAbilities``).

Hoarding («добывает»: a card put under another card), Яйцо tokens that hoard cards, copies and control changes.
Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «hoard_copies» section).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    EACH,
    HAND,
    HC_FOUND,
    HC_HOARDED_THIS,
    IT,
    OPPONENT,
    PLAY,
    THIS,
    YOU,
    YOU_PLAYER,
    Amount,
    Ref,
    Select,
    StaticPart,
)


def _ct() -> Any:
    from . import compiler_transform

    return compiler_transform


class HoardCopiesPhrases:
    """Mixin of ``ToAbilities`` for the «hoard_copies» family."""

    def e_hc_return_control(self, children: list[Any]) -> Any:
        """«Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every
        such card in play comes back under its owner's control (``hc_return_control``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != "play":
            raise ct.CompileError("return the control of what")
        return ct.Draft("hc_return_control", np)

    def e_hc_ban_control(self, children: list[Any]) -> Any:
        """«До <срока> существа не могут быть взяты под контроль» → ``ban`` of each player, action ``be_controlled``
        (params select: the cards of his that may not be taken; checked by every control change of the engine)."""
        ct = _ct()
        duration = ct._duration(children)
        np = ct._np_of(children)
        # «существа» (a bare noun, the subject of «не могут»: plural): every creature
        if duration is None or np is None or np.select is None or np.select.side != ANY or np.select.zone != PLAY \
                or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
            raise ct.CompileError("«не могут быть взяты под контроль» of what, until when")
        params: tuple[tuple[str, Any], ...] = (("action", "be_controlled"), ("select", np.select), ("limit", 0),
                                               ("window", None), ("duration", duration))
        return ct.Draft("ban", ct.NP("ref", ref=Ref("player", side=EACH)), params=params)

    def aj_hc_created(self, _: list[Any]) -> tuple[str, Any]:
        """«созданных существ»: created cards (they have the keyword «Созданный»)."""
        return ("keyword", "created")

    def ha_hc_this(self, _: list[Any]) -> tuple[str, str]:
        """«добытых <этой картой> …», «добытого этой картой …»: hoarded under the ability's own card."""
        return (HC_HOARDED_THIS, ANY)

    def s_hc_strike_of_hoarded(self, children: list[Any]) -> Any:
        """«Имеет +Х к удару, где Х — сила удара добытого этой картой орка»: this card's strike is raised by the printed
        strike of the cards of that kind hoarded under it (a hoarded card is not in play: it has no effects)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.select is None or np.select.zone != HC_HOARDED_THIS or np.plural:
            raise ct.CompileError("the strike of which hoarded card")
        return [StaticPart("modify", strike=1, per=Amount("hc_hoarded_strike", select=np.select))]

    def e_hc_return_to_play(self, children: list[Any]) -> Any:
        """«верните в игру всех добытых <этой картой> существ»: they enter play under their owners' control."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != HC_HOARDED_THIS:
            raise ct.CompileError("return what into play")
        return ct.Draft("hc_return_to_play", np)

    def hc_hoard_own_hand(self, holder: Any, what: Any) -> Any:
        """«<эта карта> добывает орка из руки» (called by ``e_hoard`` for a card of a hand): you pick one such card of
        your hand (FAQ #16: «из руки» is yours), this card hoards it."""
        ct = _ct()
        if what.kind != "target" or what.select is None or what.max != 1 or what.min != 1 \
                or what.select.side not in (ANY, YOU) or what.select.other:
            raise ct.CompileError(f"hoard what from the hand {what}")
        select = replace(what.select, side=YOU, zone=HAND)
        return ct.Draft("hc_hoard_own_hand", ct.NP("ref", ref=YOU_PLAYER), 1,
                        params=(("holder", self._holder(holder)), ("select", select)))  # type: ignore[attr-defined]

    def p_hc_greatest_strike_per_opp(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«с наибольшей силой удара под контролем каждого противника»: an opponent's card whose current strike is the
        greatest among the creatures of its controller (state ``hc_greatest_strike``; ties: all of them)."""
        return [("side", OPPONENT), ("state", "hc_greatest_strike")]

    def e_hc_hoard_chosen_graveyard(self, children: list[Any]) -> Any:
        """«<эта карта> добывает N карт с выбранного кладбища»: on resolution you choose one graveyard (either player's),
        then N of its cards (all if fewer), and the holder hoards them (``hc_hoard_graveyard``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None:
            raise ct.CompileError("who hoards")
        return ct.Draft("hc_hoard_graveyard", ct.NP("ref", ref=Ref("player", side=ANY)), ct._ints(children)[0],
                        params=(("holder", self._holder(np)),))  # type: ignore[attr-defined]

    def np_hc_found(self, children: list[Any]) -> Any:
        """«найденного таким образом <дракона>»: the card(s) the «Поиск» before found (Ref HC_FOUND)."""
        ct = _ct()
        return ct.NP("ref", ref=HC_FOUND)

    def hc_hoard_found(self, holder: Any, what: Any) -> Any:
        """«создайте яйцо, оно добывает найденного таким образом дракона» (called by ``e_hoard``): «оно» is the card just
        created; it hoards the card the «Поиск» found (from the hand, where the search put it)."""
        ct = _ct()
        if holder.kind != "it":
            raise ct.CompileError("who hoards the found card")
        return ct.Draft("hoard", what, params=(("holder", IT),))

    def e_hc_lose_x_copies(self, children: list[Any]) -> Any:
        """«(Вы можете) потерять Х{м}, при этом создать Х копий этого существа»: the controller chooses X (up to his
        coins), loses X coins and creates X copies of this card (``hc_lose_x_copies``; the copies wait in the запас:
        ``cards.compiled.reserve_for``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or not (np.kind == "demonstrative" or (np.kind == "ref" and np.ref == THIS)):
            raise ct.CompileError("copies of what")
        return ct.Draft("hc_lose_x_copies", np)


__all__ = ["HoardCopiesPhrases", "Select"]
