"""Test helpers for the rules core: vanilla test cards, games, and a position builder.

Two ways to reach a position:

* **Realistic flow** — build a :class:`~berserk_heroes.Game` and drive it only through ``game.choose(...)``
  with notations such as ``"play Гном"``, ``"attack Гном -> hero"``, ``"defend Страж"``, ``"no-defender"``,
  ``"end"``, ``"mulligan Гном"``, ``"keep"``. This is the only way the engine API itself changes a game.
* **Direct setup** — tests (and only tests) may rewrite ``game.state`` to put cards in play or in hand, set
  coins, wounds, ``closed``, ``entered_turn`` and so on. :class:`Table` does this in one place. After manual
  changes the pending decision is stale: call :meth:`Table.refresh`, which runs ``Game._advance()`` so that the
  top frame recomputes its decision from the new state (the main-phase, defender and mulligan decisions are
  all computed from scratch on every step, so re-stepping is safe).

Every test card is built directly as a :class:`CardDef` (no card text, no compiled abilities), so games are
"vanilla": only keywords (``CardDef.keywords``) and the rules themselves act.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from berserk_heroes import Game, PlayerSetup, RulesConfig
from berserk_heroes.abilities import Effect
from berserk_heroes.cards.model import CardDef
from berserk_heroes.engine.state import CardEffect, CardState, GameState
from berserk_heroes.engine.zones import remove_from_zone
from berserk_heroes.rng import Rng

# ---------------------------------------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------------------------------------

_serial = [0]


def _key(prefix: str) -> str:
    _serial[0] += 1
    return f"{prefix}-{_serial[0]}"


def hero(name: str = "Тарна", life: int = 20) -> CardDef:
    return CardDef(_key("h"), name, "hero", ("Горы",), life=life)


def creature(name: str, cost: int = 1, strike: int = 1, life: int = 2, **keywords: int) -> CardDef:
    """A vanilla creature; keywords by code name, e.g. ``creature("Гном", haste=1, armor=2)``."""
    return CardDef(_key("c"), name, "creature", ("Горы",), cost=cost, strike=strike, life=life,
                   keywords=tuple(keywords.items()))


def spell(name: str, cost: int = 1) -> CardDef:
    return CardDef(_key("s"), name, "spell", ("Горы",), cost=cost)


def support(name: str, kind: str = "weapon", cost: int = 1, **keywords: int) -> CardDef:
    return CardDef(_key("w"), name, kind, ("Горы",), cost=cost, keywords=tuple(keywords.items()))


def filler(n: int, prefix: str = "Болванка") -> list[CardDef]:
    """``n`` expensive vanilla creatures (cost 9) that tests never need to play."""
    return [creature(f"{prefix}{i}", cost=9, strike=1, life=1) for i in range(n)]


def vanilla_deck(prefix: str = "", size: int = 12) -> list[CardDef]:
    """A small mixed vanilla deck: creatures of cost 1–3 with a few keywords, a spell and a weapon."""
    keyword_cycle: list[dict[str, int]] = [
        {}, {"haste": 1}, {"first_strike": 1}, {"armor": 1}, {}, {"wrath": 1}, {"directed_strike": 1},
        {"defence_experience": 1}, {"attack_experience": 1}, {"last_strike": 1}, {"scales": 1}, {},
    ]
    cards: list[CardDef] = []
    for i in range(size):
        if i % 7 == 6:
            cards.append(spell(f"{prefix}Чары{i}", cost=1))
        elif i % 11 == 10:
            cards.append(support(f"{prefix}Клинок{i}", "weapon", cost=1))
        else:
            kw = keyword_cycle[i % len(keyword_cycle)]
            cards.append(creature(f"{prefix}Боец{i}", cost=i % 3 + 1, strike=i % 3 + 1, life=i % 4 + 1, **kw))
    return cards


# ---------------------------------------------------------------------------------------------------------
# Games
# ---------------------------------------------------------------------------------------------------------


def config(**options: Any) -> RulesConfig:
    return RulesConfig(**options)


def new_game(deck0: Sequence[CardDef], deck1: Sequence[CardDef], seed: int = 0, *,
             hero0: CardDef | None = None, hero1: CardDef | None = None, cfg: RulesConfig | None = None,
             **options: Any) -> Game:
    """A game between two vanilla decks. ``options`` are RulesConfig overrides (when ``cfg`` is None)."""
    if cfg is None:
        cfg = RulesConfig(**options)
    setups = [PlayerSetup(hero0 or hero("Тарна"), tuple(deck0), name="A"),
              PlayerSetup(hero1 or hero("Рэйвенкар"), tuple(deck1), name="B")]
    return Game(setups, seed=seed, config=cfg)


def random_pool_setups(rng: Rng, supported_only: bool = False) -> list[PlayerSetup]:
    """Two random 40-card decks and heroes drawn from the whole compiled pool (quests too; unsupported cards too unless
    ``supported_only``: play those with ``allow_unsupported``), each with the запас its cards need."""
    from berserk_heroes.cards.compiled import compiled_pool, reserve_for

    pool = compiled_pool()
    cards = [c for c in pool if c.type not in ("hero", "token") and c.set_code != "demo" and pool.is_newest(c)
             and (c.supported or not supported_only)]
    heroes = [c for c in pool if c.type == "hero" and c.set_code != "demo" and (c.supported or not supported_only)]
    setups = []
    for _ in range(2):
        deck = [rng.choice(cards) for _ in range(40)]
        hero = rng.choice(heroes)
        setups.append(PlayerSetup(hero, deck, tuple(reserve_for([hero, *deck], pool))))
    return setups


def seed_with_first(first: int, deck0: Sequence[CardDef], deck1: Sequence[CardDef], **options: Any) -> int:
    """The smallest seed whose RNG makes ``first`` the first player (the deal itself is irrelevant)."""
    for seed in range(1000):
        if new_game(deck0, deck1, seed, **options).state.first_player == first:
            return seed
    raise AssertionError("no seed found")


def skip_mulligan(game: Game) -> None:
    while game.decision is not None and game.decision.kind == "mulligan":
        game.choose("keep")


def play_random(game: Game, seed: int = 0, max_steps: int = 100_000) -> list[str]:
    """Play to the end with uniformly random legal choices; returns the notations chosen."""
    rng = Rng(seed)
    chosen: list[str] = []
    steps = 0
    while game.decision is not None:
        option = rng.choice(game.legal_options)
        chosen.append(game.notation(option))
        game.choose(option)
        steps += 1
        assert steps <= max_steps, "game did not end"
    return chosen


# ---------------------------------------------------------------------------------------------------------
# Invariants
# ---------------------------------------------------------------------------------------------------------


def zone_lists(game: Game) -> list[list[int]]:
    """Every place a card can be (GameState.zone_lists: play, private zones, hoarded cards)."""
    return game.state.zone_lists()


def check_zones(game: Game) -> None:
    """Every card instance is in exactly one zone; the play list and the CardState map agree."""
    s = game.state
    every = [iid for zone in zone_lists(game) for iid in zone]
    assert len(every) == len(set(every)), "a card is in two places"
    assert sorted(every) == list(range(len(s.catalog.defs))), "a card is missing or unknown"
    assert set(s.play) == set(s.cards), "play zone and card states disagree"
    sources = getattr(s, "static_sources", None)
    if sources is not None:
        assert sorted(sources) == sorted(i for i in s.play if s.catalog.statics[i]), "static_sources is stale"
    for p in s.players:
        for zone in (p.hand, p.deck, p.graveyard, p.reserve, p.sideboard):
            assert all(s.catalog.owners[i] == p.index for i in zone), "a card is in a non-owner's private zone"
        assert 0 <= p.closed_coins <= p.coins
        assert 0 <= p.closed_temp <= p.temp_coins


def check_decision(game: Game) -> None:
    """At every decision the rules effects have been applied and the right player decides (§7.7, 112.2)."""
    from berserk_heroes.engine import continuous

    s = game.state
    d = game.decision
    if d is None:
        assert s.result is not None
        return
    assert s.result is None and d.player in (0, 1) and d.options
    for iid in s.play:
        cs = s.cards[iid]
        assert cs.wounds >= 0
        if s.catalog.defs[iid].type == "creature":
            assert continuous.life(s, cs) > 0, "a dead creature is still in play at a decision"
    for p in s.players:
        assert continuous.life(s, s.cards[p.hero]) > 0, "a fallen hero, yet the game goes on"
    if d.kind == "main":
        assert d.player == s.active
    elif d.kind == "defender":
        assert d.player == 1 - s.active


# ---------------------------------------------------------------------------------------------------------
# The position builder
# ---------------------------------------------------------------------------------------------------------


class Table:
    """Direct manipulation of ``game.state`` for setting up positions in tests.

    >>> t = Table.build([creature("Гном", strike=2, life=3)], [creature("Страж")])   # doctest: +SKIP
    >>> t.put("Гном", closed=False)                                                      # doctest: +SKIP
    >>> t.refresh(); t.game.choose("attack Гном -> hero")                               # doctest: +SKIP

    ``build`` starts a game with player ``first`` as the first player (a seed is searched for), the mulligan
    off, and enough expensive filler in each deck; the game waits in the first player's фаза Выбора of turn 1.
    Cards are found by their (unique) names.
    """

    def __init__(self, game: Game) -> None:
        self.game = game

    @classmethod
    def build(cls, cards0: Iterable[CardDef] = (), cards1: Iterable[CardDef] = (), *, first: int = 0,
              fill: int = 8, hero0: CardDef | None = None, hero1: CardDef | None = None,
              **options: Any) -> Table:
        options.setdefault("mulligan", False)
        deck0 = [*cards0, *filler(fill, "Болванка-А")]
        deck1 = [*cards1, *filler(fill, "Болванка-Б")]
        seed = seed_with_first(first, deck0, deck1, **options)
        game = new_game(deck0, deck1, seed, hero0=hero0, hero1=hero1, **options)
        assert game.decision is not None and game.decision.kind == "main" and game.decision.player == first
        return cls(game)

    @property
    def s(self) -> Any:
        return self.game.state

    def iid(self, name: str) -> int:
        found = [i for i, n in enumerate(self.s.catalog.names) if n == name]
        assert len(found) == 1, f"{name!r} names {len(found)} cards"
        return found[0]

    def hero(self, player: int) -> int:
        return int(self.s.players[player].hero)

    def cs(self, card: str | int) -> CardState:
        iid = self.iid(card) if isinstance(card, str) else card
        return self.s.cards[iid]  # type: ignore[no-any-return]

    def zone_of(self, card: str | int) -> str:
        iid = self.iid(card) if isinstance(card, str) else card
        if iid in self.s.cards:
            return "play"
        p = self.s.players[self.s.catalog.owners[iid]]
        for zone in ("hand", "deck", "graveyard", "reserve", "sideboard"):
            if iid in getattr(p, zone):
                return zone
        raise AssertionError(f"card {iid} is nowhere")

    # -- moving cards (no rules effects, no triggers) -------------------------------------------------------

    def put(self, card: str | int, controller: int | None = None, *, closed: bool = False, wounds: int = 0,
            entered_turn: int | None = None, stunned: bool = False, sleeping: bool = False,
            effects: Sequence[CardEffect] = ()) -> CardState:
        """Put a card into the play zone. By default it entered long ago (no first-turn weakness)."""
        iid = self.iid(card) if isinstance(card, str) else card
        if controller is None:
            controller = self.s.catalog.owners[iid]
        remove_from_zone(self.s, iid)
        cs = CardState(iid, controller, -1 if entered_turn is None else entered_turn)
        cs.closed = closed
        cs.wounds = wounds
        cs.stunned = stunned
        cs.sleeping = sleeping
        cs.effects = list(effects)
        self.s.play.append(iid)
        self.s.cards[iid] = cs
        if getattr(self.s.catalog, "statics", None) and self.s.catalog.statics[iid]:
            self.s.static_sources.append(iid)  # the engine's cache of cards with static abilities
        return cs

    def to_hand(self, card: str | int) -> int:
        iid = self.iid(card) if isinstance(card, str) else card
        remove_from_zone(self.s, iid)
        self.s.players[self.s.catalog.owners[iid]].hand.append(iid)
        return iid

    def to_deck_top(self, card: str | int) -> int:
        iid = self.iid(card) if isinstance(card, str) else card
        remove_from_zone(self.s, iid)
        self.s.players[self.s.catalog.owners[iid]].deck.append(iid)
        return iid

    def to_graveyard(self, card: str | int) -> int:
        iid = self.iid(card) if isinstance(card, str) else card
        remove_from_zone(self.s, iid)
        self.s.players[self.s.catalog.owners[iid]].graveyard.append(iid)
        return iid

    def empty_hand(self, player: int) -> None:
        p = self.s.players[player]
        p.deck[:0] = p.hand
        p.hand.clear()

    def coins(self, player: int, total: int, closed: int = 0, temp: int = 0, closed_temp: int = 0) -> None:
        p = self.s.players[player]
        p.coins, p.closed_coins, p.temp_coins, p.closed_temp = total, closed, temp, closed_temp

    def refresh(self) -> None:
        """Recompute the pending decision after direct changes to the state (``Game._advance``)."""
        self.game._advance()

    # -- reading ----------------------------------------------------------------------------------------------

    def options(self) -> list[str]:
        return self.game.notations()

    def wounds(self, card: str | int) -> int:
        return self.cs(card).wounds


def end_of_turn_effect(kind: str, key: str, value: int, turn: int, owner: int = 0) -> CardEffect:
    return CardEffect(kind, key, value, "end_of_turn", -1, turn, owner)


# ---------------------------------------------------------------------------------------------------------
# One effect run by hand
# ---------------------------------------------------------------------------------------------------------


def vanilla_state() -> GameState:
    """The state of a fresh game of two vanilla decks, mulligans done."""
    deck = [creature(f"Пехотинец {i}") for i in range(30)]
    game = new_game(deck, deck)
    skip_mulligan(game)
    return game.state


def run_effect(s: GameState, effect: Effect, player: int = 0, event: tuple[Any, ...] = ()) -> Any:
    """Run one effect as an ability of ``player``'s hero: its handler's result (a Decision when one is asked)."""
    from berserk_heroes.engine.effects import HANDLERS
    from berserk_heroes.engine.queue import QueueItem
    from berserk_heroes.engine.resolve import ResolveFrame

    item = QueueItem(0, player, s.players[player].hero, -1, "triggered", event=event)
    return HANDLERS[effect.verb](s, ResolveFrame(item), effect, None)
