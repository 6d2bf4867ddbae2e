"""The compiler's words for looking at hidden cards and showing them: the ``look`` and ``reveal`` drafts that
several sentences share («<игрок> показывает руку», «Посмотрите / Покажите верхнюю карту колоды»), and how a later
instruction recognises them (the card looked at is «её»). The engine half is ``engine/effects/looking.py``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.cards.language.base import NP, CompileError, Draft


def shows_hand(who: NP) -> Draft:
    """«<игрок> показывает руку»: a ``reveal`` of the player's whole hand."""
    return Draft("reveal", who, params=(("zone", A.HAND),))


def looks_at_top_card(who: NP, reveal: bool = False, condition: A.Condition | None = None) -> Draft:
    """«Посмотрите верхнюю карту колоды» (``reveal``: «Покажите …», to both players): a ``look`` at one card that
    takes nothing and leaves it on top; it is «её» for what follows."""
    params: tuple[tuple[str, Any], ...] = (("n", 1), ("take", 0), ("rest", A.REST_KEEP))
    return Draft("look", who, params=(*params, ("reveal", True)) if reveal else params, condition=condition)


def is_top_card_look(d: Draft) -> bool:
    """Is ``d`` a look (or show) that takes nothing and leaves the cards in place (:func:`looks_at_top_card`)?"""
    params = dict(d.params)
    return d.verb == "look" and not params.get("take") and params.get("rest") == A.REST_KEEP


def shows_random_hand_card(d: Draft) -> bool:
    """Is ``d`` a «Противник показывает случайную карту из руки» (the one card shown is «её» for what follows)?"""
    return d.verb == "reveal" and dict(d.params).get("chooser") == "random"


def shows_top_card(d: Draft) -> bool:
    """Is ``d`` a «Покажите верхнюю карту колоды» (the card is shown to both, its cost may be counted next)?"""
    return is_top_card_look(d) and bool(dict(d.params).get("reveal"))


def looks_at_event_deck(d: Draft) -> bool:
    """Is ``d`` a look at the deck of the trigger's card («посмотрите … его колоды»)?"""
    return d.verb == "look" and d.np is not None and d.np.kind == "ref" and d.np.ref is not None \
        and d.np.ref.kind == "event"


# ---------------------------------------------------------------------------------------------------------
# «Посмотрите / Покажите N верхних карт колоды, <clauses>»
# ---------------------------------------------------------------------------------------------------------

ALL_OF_THEM = -1  # a clause's ``take``: every one of the N cards (resolved when the sentence is assembled)


@dataclass(frozen=True)
class LookClause:
    """One clause of a look sentence: ``part`` «all» (about every card), «take» (the cards taken), «more» (how many
    more when a condition holds), «next» (one more card to another place), «rest» (the others); ``params`` the
    look's params it sets."""

    part: str
    params: tuple[tuple[str, Any], ...] = ()


def look_at_top_cards(n: int | A.Amount, reveal: bool, clauses: list[LookClause]) -> Draft:
    """The ``look`` of «Посмотрите (reveal: «Покажите») N верхних карт вашей колоды» and its clauses, in order; an N
    counted at resolution (Х) is the look's amount."""
    seen = n if isinstance(n, int) else 0
    params: dict[str, Any] = {"n": seen}
    for clause in clauses:
        if clause.part == "next":  # «положите одну из них в руку, другую на кладбище»: one card to each place
            if params.pop("take", None) != 1 or "to" in params:
                raise CompileError("one card to each place, but more taken")
            params["to"] = (A.HAND, *(place for _, place in clause.params))
            continue
        for key, value in clause.params:
            if key in params:
                raise CompileError(f"look at the top cards: «{key}» said twice")
            params[key] = value
    if params.get("take") == ALL_OF_THEM:
        params["take"] = seen
    if "rest" not in params:
        raise CompileError("look at the top cards: where the others go")
    if isinstance(n, int) and params.get("take", 0) + params.get("more", 0) > n:
        raise CompileError("look at the top cards: more taken than seen")
    if reveal:
        params["reveal"] = True
    return Draft("look", NP("ref", ref=A.YOU_PLAYER), None if isinstance(n, int) else n, params=tuple(params.items()))


def taken_of_them(np: NP | None, to: str, may: bool) -> LookClause:
    """«(можете) вызовите / положите в руку из них <карты>»: «всех <карт>» takes every matching card, «<карту>» one (or
    none); the cards named are of the deck."""
    if np is None or np.select is None or np.kind not in ("all", "target") or np.select.zone != A.PLAY \
            or np.select.side != A.ANY or (np.kind == "target" and (np.max != 1 or not may and to == A.PLAY)):
        raise CompileError("take which of the shown cards")
    if np.kind == "all" and may:
        raise CompileError("may take all")
    how: tuple[str, Any] = ("take_all", True) if np.kind == "all" else ("up_to", True)
    return LookClause("take", (("take", ALL_OF_THEM if np.kind == "all" else 1), ("to", to),
                               ("select", replace(np.select, zone=A.DECK)), how))
