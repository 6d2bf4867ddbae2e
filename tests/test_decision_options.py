"""The options of a фаза Выбора decision are exactly those the one-card checks allow.

``turn.main_decision`` builds its options with the work shared by all cards of the decision done once
(``play.hand_playable``, ``attack_rules.strike_attack_options``, ``declare.activation_options``). Here every option list
of random games — precon decks, and random decks of the whole pool, whose rarer texts (bans, tagged coins, cost
modifiers, restrictions) the shared checks must also honour — is compared with the plain checks asked card by card:
each test of ``play.playable_reason`` and ``attack_rules.can_attack`` + ``attack_targets`` in full, ``declare.declarable``
of every activated ability not used up.
"""

from __future__ import annotations

import dataclasses
import itertools

from helpers import Table, creature, random_pool_setups, spell

from berserk_heroes import abilities as A
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.decisions import ACTIVATE, ATTACK, PLAY
from berserk_heroes.decks.precon import precon_decks
from berserk_heroes.demo import game_cards, setup_from_deck
from berserk_heroes.engine import attack_rules, continuous, quests
from berserk_heroes.engine.cost_modifiers import card_cost, coins_to_pay
from berserk_heroes.engine.declare import activated_abilities, declarable, spell_declarable, used_up
from berserk_heroes.engine.game import Game
from berserk_heroes.engine.payment import FOR_PLAY, can_pay_coins
from berserk_heroes.engine.play import (
    PLAYABLE_TYPES,
    fury_most,
    hand_playable,
    playable_reason,
    thirst_targets,
)
from berserk_heroes.engine.replay_bars import replay_barred
from berserk_heroes.engine.restrictions import forbids, obliged_targets, player_forbids, self_play_ban
from berserk_heroes.engine.state import GameState
from berserk_heroes.engine.turn import (  # (Бешенство: only the forced attacks are offered)
    TurnFrame,
    _forced_attacks,
)
from berserk_heroes.engine.zones import creatures_of
from berserk_heroes.rng import Rng


def _plain_playable(s: GameState, player: int, iid: int) -> bool:
    """``play.playable_reason(…) is None`` for a card in hand, each test asked in full (no shared work)."""
    d = s.catalog.defs[iid]
    if d.type not in PLAYABLE_TYPES or not d.supported or player_forbids(s, player, "play", iid):
        return False
    if self_play_ban(s, player, iid):  # «Вы не можете разыграть это заклинание, если …»
        return False
    if self_play_ban(s, player, iid) or (s.static_sources and replay_barred(s, iid)):
        return False
    cost = card_cost(s, player, iid)
    if d.kw.get("thirst") and not thirst_targets(s, player, iid):
        return False
    if d.kw.get("fury"):
        cost -= fury_most(s, player, iid, cost)
    if not can_pay_coins(s, player, coins_to_pay(s, player, iid, cost), (FOR_PLAY, iid)):
        return False
    if d.type == "quest":  # taken within the limit of quests (docs/quests.md)
        return quests.limit_reason(s, player) is None
    limit = s.config.creature_limit
    if d.type == "creature" and limit is not None and len(creatures_of(s, player)) >= limit:
        return False
    return d.type != "spell" or spell_declarable(s, player, iid)


def _plain_able_to_attack(s: GameState, iid: int) -> bool:
    """``attack_rules.can_attack``, each test asked in full."""
    cs = s.cards[iid]
    if cs.controller != s.active or cs.closed or s.catalog.defs[iid].type != "creature":
        return False
    if cs.counters.get("hidden", 0) or attack_rules.is_weak(s, cs) or attack_rules.cannot_act(s, cs):
        return False
    if cs.attacks >= attack_rules.attacks_allowed(s, cs) or player_forbids(s, cs.controller, A.ATTACK):
        return False
    return not forbids(s, A.ATTACK, cs)


def _plain_attack_targets(s: GameState, attacker: int) -> list[int]:
    """``attack_rules.attack_targets``, each target tested against the attacker in full."""
    enemy = 1 - s.cards[attacker].controller
    out = [t for t in s.play if s.cards[t].controller == enemy and not s.cards[t].counters.get("hidden", 0)
           and (s.catalog.defs[t].type == "hero" or (s.catalog.defs[t].type == "creature" and (
               not s.cards[t].closed or s.config.closed_can_be_attacked)))
           and attack_rules._attackable(s, attacker, s.cards[t])]
    return obliged_targets(s, A.STRIKE_ATTACK, s.cards[attacker].controller, out)


def _expected_plays(s: GameState, player: int) -> list[int]:
    expected = [iid for iid in s.players[player].hand if _plain_playable(s, player, iid)]
    assert expected == [iid for iid in s.players[player].hand if playable_reason(s, player, iid) is None]
    return expected


def _expected_attacks(s: GameState, player: int) -> list[tuple[int, int]]:
    return [(a, t) for a in s.play if _plain_able_to_attack(s, a) for t in _plain_attack_targets(s, a)]


def _expected_activations(s: GameState, player: int) -> list[tuple[int, int]]:
    """(card, ability) of every activated ability of ``player``'s cards, in play then in hand, graveyard and
    sideboard, that he may declare now (the opponent's «… может активировать каждый игрок» left out: none here)."""
    out = []
    p = s.players[player]
    places = [("play", [c for c in s.play if s.cards[c].controller == player]), ("hand", p.hand),
              ("graveyard", p.graveyard), ("sideboard", p.sideboard)]
    for zone, cards in places:
        for iid in cards:
            if zone == "play" and (s.cards[iid].counters.get("hidden", 0) or continuous.lost_abilities(s, s.cards[iid])):
                continue
            out.extend((iid, index) for index, ab in activated_abilities(s, player, iid, zone)
                       if ab.zone == zone and not used_up(s, iid, index, ab)
                       and declarable(s, player, iid, ab, "activated"))
    return out


def _check_main_decisions(game: Game, seed: int, max_steps: int = 400) -> int:
    """Play ``game`` at random; compare every фаза Выбора decision's options with the card-by-card checks. The
    number of decisions compared."""
    rng = Rng(seed)
    compared = 0
    for _ in range(max_steps):
        d = game.decision
        if d is None:
            break
        s = game.state
        if d.kind == "main" and type(s.frames[-1]) is TurnFrame and len(d.options) > 1 \
                and not s.catalog.restrictions.open_activations and not _forced_attacks(s):
            player = d.player
            options = list(d.options)
            hand = set(s.players[player].hand)
            assert [o.card for o in options if o.kind == PLAY and o.card in hand] == _expected_plays(s, player)
            if not s.catalog.frenzy_possible:  # (Бешенство forces the attacks: a decision of its own)
                assert [(o.card, o.target) for o in options if o.kind == ATTACK] == _expected_attacks(s, player)
            assert [(o.card, o.num) for o in options if o.kind == ACTIVATE] == _expected_activations(s, player)
            compared += 1
        game.choose(rng.choice(d.options))
    return compared


def test_precon_games_offer_what_the_card_checks_allow() -> None:
    cards = game_cards()
    setups = {name: setup_from_deck(deck, cards) for name, deck in precon_decks().items()}
    pairs = list(itertools.combinations_with_replacement(sorted(setups), 2))
    compared = sum(_check_main_decisions(Game([setups[a], setups[b]], seed=n), n)
                   for n, (a, b) in enumerate(pairs[:8]))
    assert compared > 300


def test_random_pool_games_offer_what_the_card_checks_allow() -> None:
    compared = 0
    for seed in range(6):
        game = Game(random_pool_setups(Rng(seed), supported_only=True), seed=seed)
        compared += _check_main_decisions(game, seed)
    assert compared > 150


# Positions whose rare texts random games seldom reach: each shared answer of PlayChecks against the full tests.


def _plays(t: Table) -> list[int]:
    s = t.s
    plays = hand_playable(s, s.active)
    assert plays == [iid for iid in s.players[s.active].hand if _plain_playable(s, s.active, iid)]
    return plays


def test_tagged_coins_pay_only_for_what_they_are_for() -> None:
    t = Table.build([creature("Гном", cost=2), spell("Чары", cost=3)])
    t.to_hand("Гном")
    t.to_hand("Чары")
    t.coins(0, 1)
    t.s.players[0].tagged = (("play_spell", 2, 0, 0),)  # «… только на розыгрыш заклинаний»
    assert _plays(t) == [t.iid("Чары")]


def test_a_cost_static_in_play_changes_what_can_be_paid() -> None:
    pool = compiled_pool()
    dwarf = dataclasses.replace(creature("Гном", cost=3), classes=("Гном",))
    t = Table.build([pool.by_name("Рунопевец"), dwarf])  # «Ваши гномы стоят на 1{м} дешевле»
    t.to_hand("Гном")
    t.coins(0, 2)
    assert _plays(t) == []
    t.put("Рунопевец")
    assert _plays(t) == [t.iid("Гном")]


def test_a_name_played_this_turn_is_barred() -> None:
    pool = compiled_pool()
    t = Table.build([pool.by_name("Поймать рецидивиста"), creature("Гном"), creature("Гном")])
    t.put("Поймать рецидивиста")  # «Игроки не могут разыгрывать карты с таким же названием, как у карт, …»
    gnomes = [iid for iid, name in enumerate(t.s.catalog.names) if name == "Гном"]
    for iid in gnomes:
        t.to_hand(iid)
    t.coins(0, 5)
    t.refresh()
    assert _plays(t) == gnomes
    t.game.choose(f"play Гном#{gnomes[0]}")
    assert _plays(t) == []


def test_an_attacker_that_attacks_only_unwounded_characters() -> None:
    t = Table.build([creature("Гном", attacks_only_unwounded=1)], [creature("Страж"), creature("Дозорный")])
    t.put("Гном")
    t.put("Страж", wounds=1)
    t.put("Дозорный")
    t.refresh()
    s = t.s
    attacks = [(o.card, o.target) for o in attack_rules.strike_attack_options(s, 0)]
    assert attacks == _expected_attacks(s, 0) == [(t.iid("Гном"), t.hero(1)), (t.iid("Гном"), t.iid("Дозорный"))]
