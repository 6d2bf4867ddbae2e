"""The index of what a game's abilities use (engine/ability_index.py) and the Catalog's questions to it: found by
walking the ability objects (nested, quoted and granted ones included), never by reading the text."""

from __future__ import annotations

from test_agents_interface import precon_game

from berserk_heroes import abilities as A
from berserk_heroes.cards.model import CardDef
from berserk_heroes.engine import ability_index as index
from berserk_heroes.engine.history import own_wounds_this_turn
from berserk_heroes.engine.state import Catalog


def _card(name: str, *abilities: A.Ability, keywords: tuple[tuple[str, int], ...] = ()) -> CardDef:
    return CardDef(key=name, name=name, type="creature", cost=1, abilities=abilities, keywords=keywords)


def _nested() -> A.Ability:
    """A triggered ability whose «затем» part grants a quoted ability that hides, under a condition and an amount."""
    quoted = A.Ability(A.ACTIVATED, effects=(A.Effect("hide", A.THIS),))
    granted = A.Effect("grant", A.THIS, params=(("ability", quoted),))
    return A.Ability(A.TRIGGERED, trigger=A.Trigger(A.DIES), effects=(
        A.Effect("wound", A.THIS, A.Amount("destroyed_strike"), then=(granted,),
                 condition=A.Condition("was_played_from_hand")),))


def test_walk_finds_every_kind_nested_and_quoted() -> None:
    uses = index.uses_of((_nested(),))
    assert (index.VERB, "hide") in uses and (index.VERB, "grant") in uses and (index.VERB, "wound") in uses
    assert (index.AMOUNT, "destroyed_strike") in uses and (index.CONDITION, "was_played_from_hand") in uses
    assert (index.EVENT, A.DIES) in uses
    assert index.names_in(uses, index.VERB) == {"wound", "grant", "hide"}


def test_statics_give_their_kind_and_modifier() -> None:
    ab = A.Ability(A.STATIC, statics=(A.StaticPart("grant", select=A.Select(A.CREATURE), keyword="vampirism",
                                                   what="keyword_or_plus"),))
    uses = index.definition_uses(_card("x", ab, keywords=(("stealth", 1),)))
    assert {(index.STATIC, "grant"), (index.MODIFIER, "keyword_or_plus"), (index.KEYWORD, "stealth")} <= uses


def test_catalog_flags_come_from_the_index() -> None:
    plain = Catalog([_card("plain")], [0])
    rich = Catalog([_card("plain"), _card("rich", _nested())], [0, 1])
    assert not plain.uses(index.VERB, "hide") and rich.uses(index.VERB, "hide")
    assert not plain.may_hide and rich.may_hide
    assert not plain.notes_hand_plays and rich.notes_hand_plays
    assert not plain.keeps_destroyed_values and rich.keeps_destroyed_values
    assert not rich.plays_from_graveyards and not rich.replaces_classes and not rich.raises_keywords


def test_graveyard_permissions_gate_graveyard_plays() -> None:
    own = A.Ability(A.STATIC, zone=A.GRAVEYARD, statics=(A.StaticPart("play_from_graveyard"),))
    catalog = Catalog([_card("plain"), _card("again", own)], [0, 0])
    assert catalog.grave_playable == {1} and catalog.plays_from_graveyards


def test_own_wounds_this_turn_is_asked_of_the_history() -> None:
    s = precon_game(1).state.copy()
    s.turn_events = ()
    mine = next(c for c in s.play if s.cards[c].controller == 0)
    theirs = next(c for c in s.play if s.cards[c].controller == 1)
    s.turn_events = ((A.WOUNDED, mine, mine, 2, 0), (A.WOUNDED, mine, theirs, 3, 0), (A.WOUNDED, mine, -1, 1, 0))
    assert own_wounds_this_turn(s, 0) == 2  # only the wounds from his own card: not the opponent's, not poison
    assert own_wounds_this_turn(s, 1) == 0
