"""«Можете …» (an optional instruction, digest §7.4): the yes/no question names the card and quotes its ability as
printed — never an internal verb code."""

from __future__ import annotations

import itertools

from berserk_heroes import abilities as A
from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.demo import game_cards, setup_from_deck
from berserk_heroes.engine.game import Game
from berserk_heroes.engine.state import ability_at
from berserk_heroes.rng import Rng


def test_a_may_question_quotes_the_printed_ability() -> None:
    cards = game_cards()
    setups = {name: setup_from_deck(deck, cards) for name, deck in precon_decks().items()}
    asked = 0
    for n, (a, b) in enumerate(itertools.islice(itertools.cycle(itertools.combinations(sorted(setups), 2)), 40)):
        game = Game([setups[a], setups[b]], seed=n)
        rng = Rng(n)
        while game.decision is not None and asked < 5:
            d = game.decision
            frame = game.state.frames[-1]
            if d.kind == "yes_no" and type(frame).__name__ == "ResolveFrame":
                item = frame.item  # type: ignore[attr-defined]
                text = ability_at(game.state.catalog, item.source, item.ability).text
                assert d.prompt_ru == f"{game.state.name(item.source)}: «{text}» — воспользоваться?"
                assert text in d.prompt_en
                assert not any(f"«{verb}»" in d.prompt_ru for verb in A.VERBS)
                asked += 1
            game.choose(rng.choice(d.options))
    assert asked == 5
