"""The verbs of cards moving between zones (engine/effects/moves.py): ``move``, ``discard`` and ``hoard``, one test per
parameter, each with an Effect built directly and played as a spell."""

from __future__ import annotations

import dataclasses

from helpers import Table, creature, spell

from berserk_heroes import abilities as A
from berserk_heroes.cards.model import CardDef

ENEMY_CREATURES = A.Ref("all", select=A.Select(A.CREATURE, side=A.OPPONENT))
MY_HERO = A.Ref("hero", side=A.YOU)


def cast(effect: A.Effect, *cards0: CardDef, cards1: tuple[CardDef, ...] = ()) -> Table:
    """A table where player 0 has just played a spell doing ``effect`` (its first decision, if any, is pending)."""
    card = dataclasses.replace(spell("Чары", cost=0), abilities=(A.Ability(A.SPELL_ABILITY, effects=(effect,)),))
    t = Table.build([card, *cards0], list(cards1))
    t.to_hand("Чары")
    return t


def play(t: Table) -> None:
    t.refresh()
    t.game.choose("play Чары")


def test_move_to_hand_from_play() -> None:
    t = cast(A.Effect(A.MOVE, ENEMY_CREATURES, params=A.move_params(A.HAND, None, A.PLAY)), cards1=(creature("Волк"),))
    t.put("Волк")
    play(t)
    assert t.zone_of("Волк") == "hand"


def test_move_to_deck_at_each_position() -> None:
    for position, index in ((A.DECK_TOP, -1), (A.DECK_BOTTOM, 0)):
        t = cast(A.Effect(A.MOVE, ENEMY_CREATURES, params=A.move_params(A.DECK, position)), cards1=(creature("Волк"),))
        t.put("Волк")
        play(t)
        assert t.s.players[1].deck[index] == t.iid("Волк"), position
    t = cast(A.Effect(A.MOVE, ENEMY_CREATURES, params=A.move_params(A.DECK, A.SHUFFLED)), cards1=(creature("Волк"),))
    t.put("Волк")
    play(t)
    assert t.zone_of("Волк") == "deck"


def test_move_from_a_zone_only_while_the_card_is_still_there() -> None:
    """params from with named cards: a card that is not in that zone stays where it is."""
    effect = A.Effect(A.MOVE, ENEMY_CREATURES, params=A.move_params(A.HAND, None, A.GRAVEYARD))
    t = cast(effect, cards1=(creature("Волк"),))
    t.put("Волк")
    play(t)
    assert t.zone_of("Волк") == "play"


def test_move_picked_from_a_zone_exactly_or_all() -> None:
    """params count: EXACTLY N picked by the owner (a decision), ALL_MATCHING every card (no decision)."""
    graveyard = A.Select(A.CARD, side=A.YOU, zone=A.GRAVEYARD)
    effect = A.Effect(A.MOVE, A.YOU_PLAYER, 1, params=A.move_params(
        A.HAND, None, A.GRAVEYARD, (A.COUNT, A.EXACTLY), ("select", graveyard)))
    t = cast(effect, creature("Гном"), creature("Тролль"))
    t.to_graveyard("Гном")
    t.to_graveyard("Тролль")
    play(t)
    t.game.choose("card Тролль")
    assert t.zone_of("Тролль") == "hand" and t.zone_of("Гном") == "graveyard"

    effect = A.Effect(A.MOVE, A.OPPONENT_PLAYER, params=A.move_params(A.DECK, A.SHUFFLED, A.HAND, (A.COUNT, A.ALL_MATCHING)))
    t = cast(effect, cards1=(creature("Волк"), creature("Лис")))
    t.to_hand("Волк")
    t.to_hand("Лис")
    play(t)
    assert t.s.players[1].hand == [] and t.zone_of("Волк") == t.zone_of("Лис") == "deck"


def test_move_chooser() -> None:
    """params chooser: the owner of the zone picks by default, BY_YOU makes the controller pick."""
    for chooser, picker in ((A.OWNER, 1), (A.BY_YOU, 0)):
        effect = A.Effect(A.MOVE, A.OPPONENT_PLAYER, 1, params=A.move_params(
            A.DECK, A.DECK_TOP, A.HAND, (A.COUNT, A.EXACTLY), (A.CHOOSER, chooser)))
        t = cast(effect, cards1=(creature("Волк"), creature("Лис")))
        t.to_hand("Волк")
        t.to_hand("Лис")
        play(t)
        assert t.game.decision is not None and t.game.decision.player == picker, chooser


def test_move_swap() -> None:
    effect = A.Effect(A.MOVE, A.YOU_PLAYER, params=A.move_params(A.SIDEBOARD, None, A.HAND, (A.SWAP, True)))
    t = cast(effect, creature("Гном"))
    hand = [c for c in t.s.players[0].hand if c != t.iid("Чары")]
    play(t)
    assert sorted(t.s.players[0].sideboard) == sorted(hand) and t.s.players[0].hand == []


def test_move_shuffles_a_deck_into_itself() -> None:
    effect = A.Effect(A.MOVE, A.YOU_PLAYER, params=A.move_params(A.DECK, A.SHUFFLED, A.DECK, (A.COUNT, A.ALL_MATCHING)))
    t = cast(effect)
    before = sorted(t.s.players[0].deck)
    play(t)
    assert sorted(t.s.players[0].deck) == before


def test_discard_count() -> None:
    """params count: EXACTLY N picked, ALL_MATCHING every card that fits (noted: the number kept for the source), UP_TO
    as many as the player likes, each at once, or none («done»)."""
    t = cast(A.Effect("discard", A.OPPONENT_PLAYER, 1, params=((A.CHOOSER, A.OWNER),)), cards1=(creature("Волк"),))
    t.to_hand("Волк")
    play(t)
    if t.game.decision is not None and t.game.decision.player == 1 and t.game.decision.kind == "card":
        t.game.choose(t.options()[0])
    assert len(t.s.players[1].graveyard) == 1

    t = cast(A.Effect("discard", A.OPPONENT_PLAYER, params=((A.COUNT, A.ALL_MATCHING), (A.NOTED, True))))
    hand = list(t.s.players[1].hand)
    play(t)
    assert t.s.players[1].hand == [] and t.s.players[1].graveyard == hand
    assert t.s.turn_counts[f"discarded_noted/{t.iid('Чары')}"] == len(hand)

    t = cast(A.Effect("discard", A.OPPONENT_PLAYER, 1, params=((A.COUNT, A.UP_TO),)), cards1=(creature("Волк"),))
    t.to_hand("Волк")
    play(t)
    assert t.game.decision is not None and t.game.decision.player == 1 and "done" in t.options()
    t.game.choose("done")
    assert t.zone_of("Волк") == "hand"


def test_hoard_from_each_zone() -> None:
    """params from: DECK (its top end), HAND (picked by its owner)."""
    effect = A.Effect("hoard", A.OPPONENT_PLAYER, 1, params=(("holder", MY_HERO), (A.FROM, A.DECK), (A.POSITION, A.DECK_TOP)))
    t = cast(effect)
    top = t.s.players[1].deck[-1]
    play(t)
    assert top in t.s.hoarded.get(t.hero(0), ())

    effect = A.Effect("hoard", A.YOU_PLAYER, 1, params=(("holder", MY_HERO), (A.FROM, A.HAND),
                                                        ("select", A.Select(A.CREATURE, side=A.YOU, zone=A.HAND))))
    t = cast(effect, creature("Гном"))
    t.to_hand("Гном")
    play(t)
    t.game.choose("card Гном")
    assert t.iid("Гном") in t.s.hoarded.get(t.hero(0), ())
