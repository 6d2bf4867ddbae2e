"""The flow verbs (engine/effects/flow.py), each param shown by running the Effect on a fresh game's state."""

from __future__ import annotations

from helpers import run_effect, vanilla_state

from berserk_heroes import abilities as A
from berserk_heroes.decisions import Decision
from berserk_heroes.engine.effects import FULL, NONE


def test_name_a_card_or_a_class_by_you_or_by_the_active_player() -> None:
    s = vanilla_state()
    card = run_effect(s, A.Effect("name", A.THIS, params=(("named", A.CARD_NAME),)), player=1 - s.active)
    assert isinstance(card, Decision) and card.kind == "name" and card.player == 1 - s.active
    by_active = run_effect(s, A.Effect("name", A.THIS, params=(("named", A.CARD_NAME), ("chooser", A.ACTIVE_PLAYER))),
                           player=1 - s.active)
    assert isinstance(by_active, Decision) and by_active.player == s.active
    # a class printed on a creature of the game: the vanilla creatures have none, so there is nothing to name
    assert run_effect(s, A.Effect("name", A.THIS, params=(("named", A.CLASS_NAME),))) == NONE


def test_repeat_enters_play_as_many_times_as_the_amount() -> None:
    s = vanilla_state()
    hero = s.players[0].hero
    assert run_effect(s, A.Effect("repeat", A.THIS, 0, params=(("repeated", A.ENTERS_PLAY),))) == NONE  # zero times
    # a hero has no «Найм»: repeated once, nothing triggers
    assert run_effect(s, A.Effect("repeat", A.THIS, params=(("repeated", A.ENTERS_PLAY),))) == NONE
    assert not s.triggers and hero in s.cards


def test_repeat_a_spell_fails_for_a_card_that_is_no_spell() -> None:
    s = vanilla_state()
    assert run_effect(s, A.Effect("repeat", A.THIS, params=(("repeated", A.SPELL),))) == NONE


def test_extra_turn_and_lose_game() -> None:
    s = vanilla_state()
    assert run_effect(s, A.Effect("extra_turn", A.YOU_PLAYER)) == FULL and s.extra_turns == [0]
    assert run_effect(s, A.Effect("lose_game", A.OPPONENT_PLAYER)) == FULL and s.result == (0, "card_effect")


def test_establish_puts_its_rule_on_each_players_hero_for_the_duration() -> None:
    s = vanilla_state()
    for rule in (A.GRAVE_PLAY, A.ENTER_CLOSED, A.COINS_STAY_CLOSED):
        assert run_effect(s, A.Effect("establish", A.YOU_PLAYER, params=(("rule", rule),))) == FULL
    mine = [(e.kind, e.duration) for e in s.cards[s.players[0].hero].effects]
    assert mine == [(A.GRAVE_PLAY, A.END_OF_TURN), (A.ENTER_CLOSED, A.END_OF_TURN), (A.COINS_STAY_CLOSED, A.END_OF_TURN)]
    draw = A.Effect("establish", A.OPPONENT_PLAYER, params=(("rule", A.DRAW_INSTEAD), ("by", A.YOU),
                                                            ("duration", A.PERMANENT)))
    assert run_effect(s, draw) == FULL
    assert [(e.kind, e.key, e.duration) for e in s.cards[s.players[1].hero].effects] == \
        [(A.DRAW_INSTEAD, "controller", A.PERMANENT)]


def test_establish_a_ban_needs_an_instruction_the_games_texts_print() -> None:
    """A ban's effect is keyed by its instruction's number in the game's ban index: a hand-made one is not there."""
    s = vanilla_state()
    ban = A.Effect("establish", A.OPPONENT_PLAYER, params=(("rule", A.BAN), ("action", "draw"), ("limit", 0)))
    assert run_effect(s, ban) == NONE
