"""Refusal coverage: the share of refused options that carry no rule number, over random games.

    .venv/bin/python benchmarks/bench_refusals.py [--games N] [--every K]

At every K-th decision of random games (demo decks, the ability workload, two preconstructed decks of real cards)
every option of ``probes.probe_options`` is tried, as an Option and as its text, and the refusals are counted:
all of them, and those of real moves (``probes.is_real_move``: cards the decider can see, a real ability number),
which should all cite a rule. Nothing is asserted (``tests/test_refusals.py`` does that); figures are printed.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from berserk_heroes import Game, IllegalAction, Option
from berserk_heroes.demo import demo_setups, game_cards, setup_from_deck
from berserk_heroes.engine.game import PlayerSetup
from berserk_heroes.probes import is_real_move, probe_options
from berserk_heroes.rng import Rng
from berserk_heroes.workloads import ability_setups


@dataclass
class Tally:
    """Refusals counted by whether they cite a rule, and the codes of those that do not."""

    refused: int = 0
    without_rule: int = 0
    codes: Counter[str] = field(default_factory=Counter)

    def add(self, err: IllegalAction) -> None:
        self.refused += 1
        if err.rule is None:
            self.without_rule += 1
            self.codes[err.code] += 1

    def line(self, name: str) -> str:
        share = 100.0 * self.without_rule / self.refused if self.refused else 0.0
        top = ", ".join(f"{code} {n}" for code, n in self.codes.most_common(6))
        return f"{name:<28} {self.refused:>8} refused, {share:5.1f}% without a rule   [{top}]"


def setups_to_probe() -> list[tuple[str, Sequence[PlayerSetup]]]:
    from berserk_heroes.decks.precon import precon_decks

    decks = precon_decks()
    cards = game_cards()
    real = [setup_from_deck(decks[name], cards) for name in ("steppe", "darkness")]
    return [("demo", demo_setups()), ("abilities", ability_setups()), ("precon", real)]


def probe_game(setups: Sequence[PlayerSetup], seed: int, every: int, tallies: dict[str, Tally]) -> None:
    """Play one random game; at every ``every``-th decision try each probe as an Option and as text."""
    game = Game(setups, seed=seed)
    rng = Rng(seed)
    step = 0
    while game.decision is not None:
        if step % every == 0:
            for option in probe_options(game):
                real = is_real_move(game, option)
                _try(game, option, tallies["options"], tallies["real options"] if real else None)
                text = _text(game, option)
                if text is not None and not _legal_text(game, text):
                    _try(game, text, tallies["texts"], tallies["real texts"] if real else None)
        game.choose(rng.choice(game.decision.options))
        step += 1


def _text(game: Game, option: Option) -> str | None:
    """The option's notation; None when it has none (it names no card of this game)."""
    try:
        return game.notation(option)
    except (IllegalAction, IndexError):
        return None


def _legal_text(game: Game, text: str) -> bool:
    try:
        game.parse(text)
    except IllegalAction:
        return False
    return True


def _try(game: Game, attempt: Option | str, tally: Tally, real: Tally | None) -> None:
    try:
        game.choose(attempt)
    except IllegalAction as err:
        tally.add(err)
        if real is not None:
            real.add(err)
    else:
        raise AssertionError(f"a probe was accepted: {attempt!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="random games per deck pair (default 2)")
    parser.add_argument("--every", type=int, default=3, help="probe every K-th decision (default 3)")
    args = parser.parse_args(argv)
    tallies = {name: Tally() for name in ("options", "real options", "texts", "real texts")}
    for _, setups in setups_to_probe():
        for seed in range(args.games):
            probe_game(setups, seed, args.every, tallies)
    print(f"refusal coverage: {args.games} random games per deck pair, one decision in {args.every} probed")
    for name, tally in tallies.items():
        print(tally.line(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
