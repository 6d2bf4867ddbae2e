"""The ``berserk scenario``, ``berserk cards`` and ``berserk deck`` commands (thin wrappers over modules)."""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console

from .errors import DataError

if TYPE_CHECKING:
    from .cards.pool import CardPool


def _say(out: Console, text: str) -> None:
    out.print(text, markup=False, highlight=False, soft_wrap=True)


def cmd_scenario_run(args: argparse.Namespace, out: Console) -> int:
    """Run scenario files/folders; exit 1 if any fails. A file that cannot be read or is malformed (a missing path
    too) is that file's failure: the run goes on with the next file and the summary lists every failed file."""
    from .scenarios.runner import run_scenario_file, scenario_files

    files = scenario_files(args.paths)
    failed: list[Path] = []
    for path in files:
        result = run_scenario_file(path)
        _say(out, result.report())
        if args.verbose:
            for line in result.log:
                _say(out, f"      {line}")
        if not result.ok:
            failed.append(path)
    _say(out, f"{len(files) - len(failed)} passed, {len(failed)} failed")
    if not files:
        _say(out, "no scenario files (*.yaml) found: nothing was tested")
    for failure in failed:
        _say(out, f"  failed: {failure}")
    return 1 if failed or not files else 0


def cmd_cards_coverage(args: argparse.Namespace, out: Console) -> int:
    """Coverage of the real pool (the synthetic demo set excluded); with ``--generalisation`` the leave-one-set-out
    measure of the grammar (``cards/generalisation.py``)."""
    if args.generalisation:
        from .cards.compiled import bundled_pool
        from .cards.generalisation import generalisation, render_generalisation

        bundled = bundled_pool()
        _say(out, render_generalisation(generalisation(bundled.pool, bundled.grammar), verbose=args.verbose, top=args.top))
        return 0
    from .cards.support_report import render_support_report, support_report

    _say(out, render_support_report(support_report(), top=args.top))
    return 0


def _pool() -> CardPool:
    from .cards.compiled import compiled_pool

    return compiled_pool()


def cmd_cards_show(args: argparse.Namespace, out: Console) -> int:
    from .cards.compiled import described
    from .cards.describe import card_text

    pool = _pool()
    name = " ".join(args.name)
    card = pool.find(name)
    if card is None:
        hints = pool.suggest(name)
        raise DataError(name, "unknown card" + (f" (did you mean: {', '.join(hints)}?)" if hints else ""))
    _say(out, card_text(card, described(card)))
    older = [c for c in pool.printings(card.name) if c.key != card.key]
    if older:
        _say(out, "  other printings: " + ", ".join(c.key for c in older))
    return 0


def cmd_cards_search(args: argparse.Namespace, out: Console) -> int:
    pool = _pool()
    found = pool.search(element=args.element, type=args.type, card_class=args.card_class, cost=args.cost,
                        text=args.text, name=args.name, newest_only=True)
    if args.supported:
        found = [c for c in found if c.supported]
    for card in found:
        mark = "✓" if card.supported else "✗"
        stats = f"{card.cost if not card.cost_is_x else 'X'}"
        if card.strike is not None:
            stats += f" {card.strike}/{card.life}"
        _say(out, f"{mark} {card.key:<18} {card.name:<32} {card.type_ru:<11} {'/'.join(card.elements):<16} {stats}")
    _say(out, f"{len(found)} cards ({sum(c.supported for c in found)} supported)")
    return 0


def cmd_deck_check(args: argparse.Namespace, out: Console) -> int:
    from .decks.format import read_deck
    from .decks.validate import validate_deck

    pool = _pool()
    deck = read_deck(Path(args.file), pool)
    problems = validate_deck(deck, pool, allow_unsupported=args.allow_unsupported)
    for problem in problems:
        _say(out, str(problem))
    counts = Counter(deck.cards)
    hero = pool.get(deck.hero).name if deck.hero is not None and deck.hero in pool else "none"
    if not problems:
        verdict = "legal"
    elif any(p.blocks_play for p in problems):
        verdict = f"{len(problems)} problem(s); `berserk play` refuses it"
    else:
        verdict = f"{len(problems)} problem(s); `berserk play` plays it with a warning"
    _say(out, f"{deck.name}: hero {hero}, {len(deck.cards)} cards, {len(counts)} names — {verdict}")
    return 1 if problems else 0


def cmd_deck_list(args: argparse.Namespace, out: Console) -> int:
    from .decks.precon import precon_decks

    pool = _pool()
    for name, deck in precon_decks().items():
        _say(out, f"{name}: {pool.get(deck.hero or '').name}, {len(deck.cards)} cards")
    return 0
