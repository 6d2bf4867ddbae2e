"""The event history of the game (engine/history.py): what it keeps, for how long, how copies share it, how queries
read it, and that a determinised game's history names no hidden card."""

from __future__ import annotations

from test_agents_interface import advance, precon_game

from berserk_heroes import abilities as A
from berserk_heroes.agents.information import InformationSet, known_ids
from berserk_heroes.engine import history, history_text
from berserk_heroes.engine.events import emit
from berserk_heroes.engine.selectors import history_measure
from berserk_heroes.engine.state import GameState
from berserk_heroes.rng import Rng


def _state() -> GameState:
    game = precon_game(1)
    return game.state.copy()


def _creature_of(s: GameState, player: int) -> int:
    return next(i for i, d in enumerate(s.catalog.defs) if d.type == "creature" and s.catalog.owners[i] == player)


def test_window_rolls_at_turn_change_and_stays_bounded() -> None:
    s = _state()
    s.turn_events, s.past_turns = (), ()
    first, second, third = (A.DIES, 1, -1, 1, 0), (A.DIES, 2, -1, 1, 1), (A.DIES, 3, -1, 1, 0)
    history.record(s, first)
    history.roll(s, 0)  # player 0's turn ended
    assert s.turn_events == ()
    assert history.window(s, A.PREVIOUS_TURN, 1) == (first,)
    assert history.window(s, A.LAST_OWN_TURN, 0) == (first,) and history.window(s, A.LAST_OWN_TURN, 1) == ()
    history.record(s, second)
    history.roll(s, 1)
    assert history.window(s, A.PREVIOUS_TURN, 0) == (second,)
    assert history.window(s, A.LAST_OWN_TURN, 0) == (first,)  # player 0's last turn is still reachable
    history.record(s, third)
    history.roll(s, 0)
    # the oldest turn is gone: only the previous turn and the other player's last turn are kept
    assert s.past_turns == ((0, (third,)), (1, (second,)))
    history.roll(s, 0)  # an extra turn of player 0 with nothing in it
    assert s.past_turns == ((0, ()), (1, (second,)))


def test_a_real_game_moves_each_turns_events_to_the_previous_turn() -> None:
    game = precon_game(2, "mountains", "darkness")
    rng = Rng(5)
    turns_seen = 0
    while game.decision is not None and turns_seen < 6:
        s = game.state
        before_turn, before_active, before_events = s.turn, s.active, s.turn_events
        game.choose(rng.choice(game.decision.options))
        s = game.state
        if s.turn == before_turn + 1 and s.result is None:
            turns_seen += 1
            previous_active, previous = s.past_turns[0]
            assert previous_active == (before_active if before_turn > 0 else -1)  # the setup is nobody's turn
            assert previous[:len(before_events)] == before_events  # (the end of the turn may add more)
            assert all(e not in s.turn_events for e in before_events if e[0] == A.DRAWN)
            assert len(s.past_turns) <= 2
    assert turns_seen == 6


def test_events_are_recorded_with_the_player_of_their_card() -> None:
    game = advance(precon_game(3, "swamp", "neutral"), 60, seed=3)
    s = game.state.copy()
    card = next(iid for iid in s.play if s.catalog.defs[iid].type == "creature")
    controller = s.cards[card].controller
    emit(s, A.WOUNDED, card, -1, 2)  # a wound is emitted without a player
    assert s.turn_events[-1] == (A.WOUNDED, card, -1, 2, controller)
    emit(s, A.CLOSED, card)  # not an event a condition asks about
    assert s.turn_events[-1][0] == A.WOUNDED


def test_copies_share_the_history_until_one_of_them_changes() -> None:
    game = advance(precon_game(1), 40, seed=1)
    s = game.state
    c = s.copy()
    assert c.turn_events is s.turn_events and c.past_turns is s.past_turns  # the copy costs nothing
    before = s.turn_events
    emit(c, A.DRAWN, 0, player=0)
    assert s.turn_events is before and c.turn_events[-1] == (A.DRAWN, 0, -1, 0, 0)
    history.roll(c, c.active)
    assert s.turn_events is before and c.turn_events == ()
    assert s.snapshot() != c.snapshot()  # the history is part of the state's hash


def test_the_history_is_read_on_step_by_step_into_exactly_its_text() -> None:
    game = precon_game(4, "mountains", "darkness")
    rng = Rng(4)
    for _ in range(120):  # a hash after every step: each one reads on from the text the step before remembered
        if game.decision is None:
            break
        game.choose(rng.choice(game.decision.options))
        s = game.state
        taken = s.history_texts = history_text.read_on(s.history_texts, s.turn_events, s.past_turns)
        fresh = history_text.read_on(history_text.EMPTY_TEXTS, s.turn_events, s.past_turns)  # the whole history read
        assert (fresh.text, fresh.past_text) == (taken.text, taken.past_text) == (repr(s.turn_events), repr(s.past_turns))


def test_a_changed_history_changes_the_state_hash() -> None:
    game = advance(precon_game(1), 40, seed=1)
    assert game.state.turn_events and game.state.past_turns
    before = game.state_hash()
    changed = game.clone()
    first = changed.state.turn_events[0]
    changed.state.turn_events = ((first[0], first[1], first[2], first[3] + 1, first[4]), *changed.state.turn_events[1:])
    assert changed.state_hash() != before  # an entry of this turn changed (the same number of entries)
    dropped = game.clone()
    dropped.state.turn_events = dropped.state.turn_events[:-1]
    assert dropped.state_hash() != before  # an entry is missing
    past = game.clone()
    active, entries = past.state.past_turns[0]
    past.state.past_turns = ((active, entries + entries[:1]), *past.state.past_turns[1:])
    assert past.state_hash() != before  # a past turn changed
    assert game.clone().state_hash() == before  # (a copy hashes alike)


def test_queries_read_the_side_of_the_event_not_the_card_now() -> None:
    s = _state()
    s.turn_events, s.past_turns = (), ()
    theirs = _creature_of(s, 1)
    mine = _creature_of(s, 0)
    history.record(s, (A.DIES, theirs, -1, 1, 0))  # it died under player 0's control (he had taken it)
    history.record(s, (A.WOUNDED, mine, theirs, 3, 0))
    history.record(s, (A.WOUNDED, mine, theirs, 2, 0))
    enemy_died = A.HistoryQuery(A.DIES, subject=A.Select(A.CREATURE, side=A.OPPONENT))
    assert history_measure(s, enemy_died, 1, -1) == 1  # for player 1, player 0's creature
    assert history_measure(s, enemy_died, 0, -1) == 0
    wounds = A.HistoryQuery(A.WOUNDED, subject=A.Select(A.CREATURE, side=A.YOU), measure=A.SUM_AMOUNTS)
    assert history_measure(s, wounds, 0, -1) == 5
    wounded = A.HistoryQuery(A.WOUNDED, subject=A.Select(A.CREATURE), measure=A.DISTINCT_CARDS)
    assert history_measure(s, wounded, 0, -1) == 1
    by_it = A.HistoryQuery(A.WOUNDED, other=A.Select(A.CREATURE), of_source=True)
    assert history_measure(s, by_it, 0, mine) == 2 and history_measure(s, by_it, 0, theirs) == 0
    assert history.happened(s, A.WOUNDED, mine, theirs) and not history.happened(s, A.WOUNDED, theirs)
    history.roll(s, 0)
    assert history_measure(s, enemy_died, 1, -1) == 0  # «в этот ход»: a new turn
    died_before = A.HistoryQuery(A.DIES, A.PREVIOUS_TURN, subject=A.Select(A.CREATURE))
    assert history_measure(s, died_before, 1, -1) == 1


def _all_entries(s: GameState) -> list[tuple[int, int, int, int, int]]:
    return [e for _, entries in ((s.active, s.turn_events), *s.past_turns) for e in entries]


def test_a_determinised_game_names_the_cards_it_dealt_in_the_history() -> None:
    """The opponent's draws are in the history; a seat's determinised game must name the card it dealt to the
    drawn card's place, never the real card (which may be elsewhere in the guessed deck)."""
    moved = 0
    for seed in range(1, 8):
        game = advance(precon_game(seed, "forest", "steppe"), 30 + seed * 7, seed=seed)
        if game.decision is None:
            continue
        seat = game.decision.player
        s = game.state
        opponent = s.players[1 - seat]
        known = known_ids(game, seat)
        real_entries = _all_entries(s)
        for n in range(4):
            twin = InformationSet(game, seat).determinise(Rng(100 + n)).state
            twin_entries = _all_entries(twin)
            assert len(twin_entries) == len(real_entries)
            for real, dealt in zip(real_entries, twin_entries, strict=True):
                card = real[1]
                if real[0] != A.DRAWN or card not in opponent.hand or card in known:
                    continue
                expected = twin.players[opponent.index].hand[opponent.hand.index(card)]
                assert dealt[1] == expected  # the card dealt to that place, not the real one
                moved += expected != card
    assert moved  # the deal did move some drawn cards: the renaming was exercised
