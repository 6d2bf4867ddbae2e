"""The compiler's words for looking at hidden cards and showing them: the ``look`` and ``reveal`` drafts that
several sentences share («<игрок> показывает руку», «Посмотрите / Покажите верхнюю карту колоды»), and how a later
instruction recognises them (the card looked at is «её»). The engine half is ``engine/effects/looking.py``."""

from __future__ import annotations

from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.cards.language.base import NP, Draft


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


def shows_top_card(d: Draft) -> bool:
    """Is ``d`` a «Покажите верхнюю карту колоды» (the card is shown to both, its cost may be counted next)?"""
    return is_top_card_look(d) and bool(dict(d.params).get("reveal"))


def looks_at_event_deck(d: Draft) -> bool:
    """Is ``d`` a look at the deck of the trigger's card («посмотрите … его колоды»)?"""
    return d.verb == "look" and d.np is not None and d.np.kind == "ref" and d.np.ref is not None \
        and d.np.ref.kind == "event"
