"""«… суммарной стоимостью (до) N{м}» (params total_cost): cards picked one at a time, each within what is left."""

from __future__ import annotations

from helpers import creature, new_game, skip_mulligan

from berserk_heroes import abilities as A
from berserk_heroes.decisions import CARD, DONE
from berserk_heroes.engine.effects import HANDLERS
from berserk_heroes.engine.queue import QueueItem
from berserk_heroes.engine.resolve import ResolveFrame

REVIVE_WITHIN_4 = A.Effect(A.PUT_INTO_PLAY, A.YOU_PLAYER, 3, params=(
    ("from", (A.GRAVEYARD,)), ("select", A.Select(A.CREATURE, side=A.YOU, zone=A.GRAVEYARD)), (A.UP_TO, True),
    (A.TOTAL_COST, 4)))


def test_each_pick_fits_in_what_is_left_of_the_total() -> None:
    deck = [creature(f"Боец {cost}", cost=cost) for cost in (1, 2, 3, 5)] * 8
    game = new_game(deck, deck)
    skip_mulligan(game)
    s = game.state
    p = s.players[0]
    by_cost = {s.catalog.defs[c].cost: c for c in p.deck}
    for card in by_cost.values():
        p.deck.remove(card)
        p.graveyard.append(card)
    frame = ResolveFrame(QueueItem(0, 0, p.hero, -1, "triggered"))
    ask = HANDLERS[A.PUT_INTO_PLAY](s, frame, REVIVE_WITHIN_4, None)
    offered = {o.card for o in ask.options if o.kind == CARD}
    assert offered == {by_cost[1], by_cost[2], by_cost[3]}  # cost 5 is over the total
    ask = HANDLERS[A.PUT_INTO_PLAY](s, frame, REVIVE_WITHIN_4, next(o for o in ask.options if o.card == by_cost[2]))
    assert {o.card for o in ask.options if o.kind == CARD} == {by_cost[1]}  # 3 is over the 2 left
    assert any(o.kind == DONE for o in ask.options)
    HANDLERS[A.PUT_INTO_PLAY](s, frame, REVIVE_WITHIN_4, next(o for o in ask.options if o.card == by_cost[1]))
    assert by_cost[1] in s.cards and by_cost[2] in s.cards and by_cost[3] not in s.cards
