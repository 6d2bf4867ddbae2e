"""The random-game campaign: many games, every invariant checked at every step.

A campaign plays random games between the preconstructed decks and between random decks drawn from the whole
card pool (unsupported cards included, played with ``allow_unsupported``), and checks at every decision:

* **no crash**: anything but a finished game is a failure, with the seed that reproduces it;
* **every game ends** within a step bound;
* **one zone per card**: every card instance is in exactly one zone;
* **rejections change nothing**: random illegal options (of every kind, with real and unreal cards) are
  refused with an :class:`~berserk_heroes.errors.IllegalAction` and leave ``state_hash()`` as it was;
* **hidden information stays hidden**: both seats' and a spectator's views, the decider's options and the
  log are audited by :func:`berserk_heroes.visibility_audit.audit_seat` (the explanations of refused input at
  every tenth audited decision: they cost ten times the rest);
* **records prove their game**: a sample of games is recorded, written, read back and replayed.

``benchmarks/bench_campaign.py`` runs a long campaign on all cores and prints the figures; the test suite runs
a short one. Each game is reproducible from its index alone (:func:`play_checked_game`).

>>> report = run_campaign(games=2, replay_every=2)      # doctest: +SKIP
>>> report.failures                                      # doctest: +SKIP
[]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from .decisions import KINDS, Option
from .errors import IllegalAction
from .rng import Rng

if TYPE_CHECKING:
    from .cards.model import CardDef
    from .engine.game import Game, PlayerSetup

MAX_STEPS = 20_000
"""A game that needs more decisions than this is reported as a hang."""


@dataclass
class CampaignReport:
    """The figures of a campaign (added up over workers) and its failures (each with the game index)."""

    games: int = 0
    decisions: int = 0
    states_audited: int = 0
    probes: int = 0
    replays: int = 0
    leaks: int = 0
    tracebacks: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, other: CampaignReport) -> None:
        """Add another report's figures and failures to this one."""
        for name in ("games", "decisions", "states_audited", "probes", "replays", "leaks", "tracebacks"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.failures.extend(other.failures)


# ------------------------------------------------------------------------------------------------------ decks


@lru_cache(maxsize=1)
def _precon_setups() -> tuple[tuple[str, PlayerSetup], ...]:
    from .decks.precon import precon_decks
    from .demo import game_cards, setup_from_deck

    cards = game_cards()
    return tuple((name, setup_from_deck(deck, cards)) for name, deck in precon_decks().items())


@lru_cache(maxsize=1)
def _pool_cards() -> tuple[tuple[CardDef, ...], tuple[CardDef, ...]]:
    """The whole compiled pool's deck cards (quests included: they are deck cards, docs/quests.md) and heroes
    (newest printings, no demo cards)."""
    from .cards.compiled import compiled_pool

    pool = compiled_pool()
    cards = tuple(c for c in pool if c.type not in ("hero", "token") and c.set_code != "demo"
                  and pool.is_newest(c))
    heroes = tuple(c for c in pool if c.type == "hero" and c.set_code != "demo")
    return cards, heroes


def random_pool_setup(rng: Rng) -> PlayerSetup:
    """A 40-card deck of random cards from the whole pool with a random hero and the reserve it needs."""
    from .cards.compiled import compiled_pool, reserve_for
    from .engine.game import PlayerSetup

    cards, heroes = _pool_cards()
    deck = [rng.choice(cards) for _ in range(40)]
    hero = rng.choice(heroes)
    return PlayerSetup(hero, deck, tuple(reserve_for([hero, *deck], compiled_pool())), name="random")


def campaign_game(index: int) -> tuple[Game, str]:
    """Game number ``index`` of a campaign and a label: even indexes pair the precons (every ordered pair in
    turn), odd ones draw random whole-pool decks."""
    from .engine.game import Game

    rng = Rng(index * 7919 + 17)
    if index % 2 == 0:
        precons = _precon_setups()
        pair = (index // 2) % (len(precons) ** 2)
        (name_a, a), (name_b, b) = precons[pair // len(precons)], precons[pair % len(precons)]
        return Game([a, b], seed=index), f"precon {name_a}-{name_b}"
    return Game([random_pool_setup(rng), random_pool_setup(rng)], seed=index, allow_unsupported=True), "pool"


# ------------------------------------------------------------------------------------------------- checking


Auditor = Callable[["Game", "int | None", bool], list[str]]
"""(game, seat or None for a spectator, whether to audit explanations too) → descriptions of leaks."""

EXPLAIN_EVERY = 10
"""Explanations of refused input are audited at every tenth audited decision (they cost ten times the rest)."""


def default_auditor() -> Auditor:
    """The engine's one hidden-information auditor."""
    from .visibility_audit import audit_seat

    return audit_seat


def play_checked_game(index: int, probes: int = 4, audit_every: int = 1, replay: bool = False,
                      auditor: Auditor | None = None) -> CampaignReport:
    """Play campaign game ``index`` with random choices and check every invariant; the report of one game.

    ``probes`` random illegal options are tried per game (spread over its decisions); the seats and a
    spectator are audited at every ``audit_every``-th decision (0: never); ``replay`` records and replays it.
    """
    report = CampaignReport(games=1)
    try:
        game, label = campaign_game(index)
    except Exception as exc:  # a deck the engine cannot even set up
        return _crash(report, index, "setup", exc)
    rng = Rng(index * 104_729 + 3)
    audit = auditor if auditor is not None else (default_auditor() if audit_every else None)
    probe_at = {rng.randrange(200) for _ in range(probes)}
    steps = 0
    try:
        while game.decision is not None:
            if audit is not None and steps % audit_every == 0:
                _audit(game, audit, report, index, label, steps, steps % (audit_every * EXPLAIN_EVERY) == 0)
            if steps in probe_at:
                _probe(game, rng, report, index, label, steps)
            game.choose(rng.choice(game.decision.options))
            steps += 1
            if steps > MAX_STEPS:
                report.failures.append(f"game {index} ({label}): no end after {MAX_STEPS} decisions")
                break
        if audit is not None:
            _audit(game, audit, report, index, label, steps, True)
        _check_zones(game, report, index, label)
        if replay and game.is_over:
            _check_replay(game, report, index, label)
    except Exception as exc:
        return _crash(report, index, label, exc, steps)
    report.decisions = steps
    return report


def _crash(report: CampaignReport, index: int, label: str, exc: BaseException, steps: int = 0) -> CampaignReport:
    report.tracebacks += 1
    report.failures.append(f"game {index} ({label}), step {steps}: {type(exc).__name__}: {exc}")
    return report


def _audit(game: Game, audit: Auditor, report: CampaignReport, index: int, label: str, steps: int,
           explanations: bool) -> None:
    for seat in (0, 1, None):
        leaks = audit(game, seat, explanations)
        report.states_audited += 1
        if leaks:
            report.leaks += len(leaks)
            who = "spectator" if seat is None else f"P{seat + 1}"
            report.failures.append(f"game {index} ({label}), step {steps}: {who} sees {leaks[0]}")


def random_option(game: Game, rng: Rng) -> Option:
    """An option of a random kind naming random cards, real or not: mostly illegal."""
    cards = len(game.state.catalog.defs)

    def some_card() -> int:
        return rng.randrange(cards + 4) - 2

    return Option(rng.choice(KINDS), some_card(), some_card(), rng.randrange(6) - 1, rng.randrange(4) - 1)


def _probe(game: Game, rng: Rng, report: CampaignReport, index: int, label: str, steps: int) -> None:
    """Try illegal options until one is refused; the refusal must leave the state exactly as it was."""
    legal = set(game.legal_options)
    for _ in range(8):
        option = random_option(game, rng)
        if option in legal:
            continue
        before = game.state_hash()
        try:
            game.choose(option)
        except IllegalAction:
            pass
        else:
            report.failures.append(f"game {index} ({label}), step {steps}: {option} was accepted but not legal")
            return
        report.probes += 1
        if game.state_hash() != before:
            report.failures.append(f"game {index} ({label}), step {steps}: refusing {option} changed the state")
        return


def _check_zones(game: Game, report: CampaignReport, index: int, label: str) -> None:
    seen = sorted(c for zone in game.state.zone_lists() for c in zone)
    if seen != list(range(len(game.state.catalog.defs))):
        report.failures.append(f"game {index} ({label}): a card is in no zone or in two zones")


def _check_replay(game: Game, report: CampaignReport, index: int, label: str) -> None:
    from .demo import game_cards
    from .records import dumps_record, loads_record, record_from_game, replay

    record = loads_record(dumps_record(record_from_game(game)), f"game {index}")
    cards = _ReplayCards(game) if label == "pool" else game_cards()
    replay(record, cards)
    report.replays += 1


class _ReplayCards:
    """The card definitions a pool game was set up with, by key (random decks use the compiled pool). The setups,
    not the catalog: the catalog also holds the definitions the game made itself (cards created or copied)."""

    def __init__(self, game: Game) -> None:
        self._defs = {d.key: d for setup in game.setups
                      for d in (setup.hero, *setup.deck, *setup.reserve, *setup.sideboard)}

    def get(self, key: str, /) -> CardDef | None:
        return self._defs.get(key)


# ---------------------------------------------------------------------------------------------------- running


def run_campaign(games: int, start: int = 0, probes: int = 4, audit_every: int = 1, replay_every: int = 100,
                 audit_games_every: int = 1, progress: Callable[[int], None] | None = None) -> CampaignReport:
    """Play games ``start`` … ``start + games - 1`` in this process; ``progress(n)`` after each game. Every
    ``audit_games_every``-th game is audited for hidden information at every ``audit_every``-th decision; every
    ``replay_every``-th game is recorded and replayed (0: none)."""
    report = CampaignReport()
    for index in range(start, start + games):
        audited = audit_games_every > 0 and index % audit_games_every == 0
        report.add(play_checked_game(index, probes, audit_every if audited else 0,
                                     replay=replay_every > 0 and index % replay_every == 0))
        if progress is not None:
            progress(index)
    return report


def chunks(total: int, size: int) -> Iterable[tuple[int, int]]:
    """``(start, count)`` pieces of ``range(total)``."""
    for start in range(0, total, size):
        yield start, min(size, total - start)
