"""§4.2 — the turn: фаза восстановления, фаза накопления (coin, draw), конец хода (expiry), extra turns."""

from __future__ import annotations

from dataclasses import replace

from helpers import Table, creature, end_of_turn_effect, hero

from berserk_heroes import abilities as A
from berserk_heroes.abilities import CREATURE, DIES, PREVIOUS_TURN, HistoryQuery, Select
from berserk_heroes.engine import continuous
from berserk_heroes.engine.selectors import history_measure
from berserk_heroes.engine.state import CardEffect


def _table(**options) -> Table:
    return Table.build([creature("Гном", strike=2, life=3), creature("Тролль", strike=3, life=5)],
                       [creature("Страж", strike=1, life=3), creature("Орк", strike=2, life=2)], **options)


def test_4_2_restore_opens_own_cards_and_coins() -> None:
    t = _table()
    t.put("Гном", closed=True)
    t.put("Страж", closed=True)
    t.cs(t.hero(1)).closed = True
    t.coins(1, 4, closed=4)
    t.refresh()
    t.game.choose("end")
    assert t.s.active == 1
    assert not t.cs("Страж").closed
    assert not t.cs(t.hero(1)).closed
    p1 = t.s.players[1]
    assert p1.closed_coins == 0 and p1.coins == 5 and p1.open_coins == 5


def test_4_2_restore_does_not_open_the_opponents_cards_or_coins() -> None:
    t = _table()
    t.put("Гном", closed=True)
    t.cs(t.hero(0)).closed = True
    t.coins(0, 3, closed=2)
    t.refresh()
    t.game.choose("end")
    assert t.s.active == 1
    assert t.cs("Гном").closed
    assert t.cs(t.hero(0)).closed
    assert t.s.players[0].closed_coins == 2 and t.s.players[0].open_coins == 1
    t.game.choose("end")
    # on his own turn player 0 opens them
    assert not t.cs("Гном").closed and not t.cs(t.hero(0)).closed
    assert t.s.players[0].closed_coins == 0


def test_4_2_stunned_card_stays_closed_and_loses_the_stun() -> None:
    t = _table()
    t.put("Страж", closed=True, stunned=True)
    t.refresh()
    t.game.choose("end")  # player 1's фаза восстановления
    cs = t.cs("Страж")
    assert cs.closed and not cs.stunned
    t.game.choose("end")
    t.game.choose("end")  # player 1's next turn: now it opens
    assert not cs.closed


def test_4_2_stun_is_kept_through_the_opponents_restore_phase() -> None:
    t = _table()
    t.put("Гном", closed=True, stunned=True)  # player 0's card
    t.refresh()
    t.game.choose("end")  # player 1's turn: not Гном's restore phase
    assert t.cs("Гном").closed and t.cs("Гном").stunned
    t.game.choose("end")  # player 0's turn
    assert t.cs("Гном").closed and not t.cs("Гном").stunned


def test_4_2_sleeping_card_is_not_opened() -> None:
    t = _table()
    t.put("Страж", closed=True, sleeping=True)
    t.refresh()
    for _ in range(4):
        t.game.choose("end")
        assert t.cs("Страж").closed and t.cs("Страж").sleeping


def test_4_2_sleeping_card_enters_play_closed() -> None:
    t = Table.build([creature("Соня", cost=1, sleeping=1)])
    t.to_hand("Соня")
    t.refresh()
    t.game.choose("play Соня")
    assert t.cs("Соня").closed and t.cs("Соня").sleeping
    t.game.choose("end")
    t.game.choose("end")
    assert t.cs("Соня").closed


def test_4_2_coin_income_one_per_own_turn() -> None:
    t = _table()
    s = t.s
    assert [p.coins for p in s.players] == [1, 0]
    t.game.choose("end")
    assert [p.coins for p in s.players] == [1, 1]
    t.game.choose("end")
    assert [p.coins for p in s.players] == [2, 1]


def test_4_2_coin_cap_is_10() -> None:
    t = _table()
    t.coins(1, 9)
    t.coins(0, 10)
    t.refresh()
    t.game.choose("end")
    assert t.s.players[1].coins == 10
    t.game.choose("end")
    assert t.s.players[0].coins == 10
    t.game.choose("end")
    assert t.s.players[1].coins == 10


def test_4_2_draw_one_card_per_turn_except_the_first_players_first() -> None:
    t = _table()
    s = t.s
    hands = [len(p.hand) for p in s.players]
    decks = [len(p.deck) for p in s.players]
    assert hands == [4, 4]
    t.game.choose("end")
    assert [len(p.hand) for p in s.players] == [4, 5]
    assert [len(p.deck) for p in s.players] == [decks[0], decks[1] - 1]
    t.game.choose("end")
    assert [len(p.hand) for p in s.players] == [5, 5]


def test_4_2_draw_takes_the_top_card() -> None:
    t = _table()
    top = t.s.players[1].deck[-1]
    t.game.choose("end")
    assert t.s.players[1].hand[-1] == top


def test_9_9_drawing_from_an_empty_deck_does_nothing_by_default() -> None:
    t = _table()
    p1 = t.s.players[1]
    p1.graveyard.extend(p1.deck)
    p1.deck.clear()
    t.refresh()
    t.game.choose("end")
    assert not t.game.is_over and len(p1.hand) == 4 and t.s.active == 1


def test_310_until_end_of_turn_effects_expire() -> None:
    t = _table()
    gnome = t.put("Гном", effects=[end_of_turn_effect("modify", "strike", 2, turn=1),
                                  CardEffect("modify", "strike", 1, A.PERMANENT, -1, 1, 0)])
    orc = t.put("Орк", effects=[end_of_turn_effect("modify", "life", 3, turn=1, owner=0)])
    assert continuous.strike(t.s, gnome) == 5
    assert continuous.max_life(t.s, orc) == 5
    t.refresh()
    t.game.choose("end")
    assert continuous.strike(t.s, gnome) == 3, "only the «до конца хода» effect expires"
    assert [e.duration for e in gnome.effects] == [A.PERMANENT]
    assert orc.effects == [] and continuous.max_life(t.s, orc) == 2, "effects on the opponent's cards too"


def test_310_until_your_next_turn_effect_lasts_through_the_opponents_turn() -> None:
    t = _table()
    gnome = t.put("Гном", effects=[CardEffect("modify", "strike", 2, A.NEXT_OWN_TURN, -1, 1, 0)])
    t.refresh()
    t.game.choose("end")
    assert continuous.strike(t.s, gnome) == 4
    t.game.choose("end")
    assert t.s.active == 0 and continuous.strike(t.s, gnome) == 2


def test_310_until_your_next_turn_effect_ends_before_an_extra_turn() -> None:
    t = _table()
    gnome = t.put("Гном", effects=[CardEffect("modify", "strike", 2, A.NEXT_OWN_TURN, -1, 1, 0)])
    t.s.extra_turns.append(0)
    t.refresh()
    t.game.choose("end")
    assert t.s.active == 0 and t.s.turn == 2  # player 0's next turn (the extra one)
    assert continuous.strike(t.s, gnome) == 2


def test_310_temporary_coins_vanish_at_end_of_turn() -> None:
    t = _table()
    t.coins(0, 2, temp=2)
    t.coins(1, 0, temp=1)
    t.refresh()
    assert t.s.players[0].open_coins == 4
    t.game.choose("end")
    assert t.s.players[0].temp_coins == 0 and t.s.players[0].closed_temp == 0
    assert t.s.players[1].temp_coins == 0
    assert t.s.players[0].coins == 2


def test_3_1_temporary_coins_are_spent_first() -> None:
    t = Table.build([creature("Гном", cost=2)])
    t.to_hand("Гном")
    t.coins(0, 2, temp=1)
    t.refresh()
    t.game.choose("play Гном")
    p = t.s.players[0]
    assert p.closed_temp == 1 and p.closed_coins == 1 and p.open_coins == 1


def test_113_4_once_per_turn_markers_are_removed_before_each_turn() -> None:
    t = _table()
    t.s.used[(t.hero(0), 0)] = 1
    t.game.choose("end")
    assert t.s.used == {}


def test_4_2_5_extra_turns_are_taken_in_order_of_creation() -> None:
    t = _table()
    t.s.extra_turns.extend([0, 1])
    t.refresh()
    order = []
    for _ in range(2):
        t.game.choose("end")
        order.append(t.s.active)
    assert order == [0, 1]
    assert t.s.extra_turns == []
    assert t.s.turn == 3 and t.s.turn_owner_count == [2, 1]


def test_4_2_5_extra_turn_for_the_active_player_then_the_opponent() -> None:
    t = _table()
    t.s.extra_turns.append(0)
    t.refresh()
    t.game.choose("end")
    assert t.s.active == 0 and t.s.turn == 2
    assert t.s.players[0].coins == 2 and len(t.s.players[0].hand) == 5, "an extra turn has coin and draw"
    t.game.choose("end")
    assert t.s.active == 1


def test_4_2_5_extra_turn_does_not_replace_the_opponents_normal_turn() -> None:
    t = _table()
    t.s.extra_turns.append(1)  # player 1 gets an extra turn during player 0's turn 1
    t.refresh()
    order = []
    for _ in range(3):
        t.game.choose("end")
        order.append(t.s.active)
    # turn 2: player 1's extra turn, turn 3: player 1's normal turn, turn 4: player 0
    assert order == [1, 1, 0]


def test_4_2_attack_and_defence_counters_reset_each_turn() -> None:
    t = _table()
    gnome = t.put("Гном")
    gnome.attacks = 1
    guard = t.put("Страж")
    guard.defences = 1
    t.refresh()
    t.game.choose("end")
    assert gnome.attacks == 0 and guard.defences == 0


def test_310_death_from_an_expired_effect_happens_in_the_same_turn() -> None:
    t = _table()
    t.put("Орк", wounds=3, effects=[end_of_turn_effect("modify", "life", 2, turn=1, owner=0)])
    t.refresh()
    t.game.choose("end")
    assert t.zone_of("Орк") == "graveyard"
    died = HistoryQuery(DIES, subject=Select(CREATURE))
    assert history_measure(t.s, died, 0, -1) == 0, "the Орк died in turn 1, not in turn 2"
    assert history_measure(t.s, replace(died, window=PREVIOUS_TURN), 0, -1) == 1


def test_310_hero_defeat_from_an_expired_effect_beats_the_turn_limit() -> None:
    t = Table.build([], [], hero0=hero("Тиша", life=20), turn_limit=1)
    t.cs(t.hero(0)).wounds = 21
    t.cs(t.hero(0)).effects = [end_of_turn_effect("modify", "life", 5, turn=1, owner=0)]
    t.refresh()
    assert not t.game.is_over
    t.game.choose("end")
    assert t.game.result == (1, "hero_defeated")


def test_turn_numbers_and_active_player_alternate() -> None:
    t = _table()
    seen = []
    for _ in range(4):
        seen.append((t.s.turn, t.s.active, t.game.decision.player))
        t.game.choose("end")
    assert seen == [(1, 0, 0), (2, 1, 1), (3, 0, 0), (4, 1, 1)]


def test_310_until_end_of_your_turn_effect_expires_at_the_end_of_the_owners_turn() -> None:
    t = _table()
    gnome = t.put("Гном", effects=[CardEffect("modify", "strike", 2, A.END_OF_YOUR_TURN, -1, 1, 0)])
    t.refresh()
    assert continuous.strike(t.s, gnome) == 4
    t.game.choose("end")
    assert continuous.strike(t.s, gnome) == 2


def test_310_until_end_of_your_next_turn_effect_lasts_one_more_own_turn() -> None:
    t = _table()
    gnome = t.put("Гном", effects=[CardEffect("modify", "strike", 2, A.END_OF_NEXT_OWN_TURN, -1, 1, 0)])
    t.refresh()
    t.game.choose("end")  # end of turn 1 (player 0's): not yet
    assert continuous.strike(t.s, gnome) == 4
    t.game.choose("end")  # end of turn 2 (player 1's)
    assert continuous.strike(t.s, gnome) == 4
    t.game.choose("end")  # end of turn 3: player 0's next turn is over
    assert continuous.strike(t.s, gnome) == 2
