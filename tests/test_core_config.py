"""RulesConfig: every inferred rules point is an option with a default and a digest section; non-defaults work."""

from __future__ import annotations

import dataclasses

import pytest
from helpers import Table, creature, hero, new_game

from berserk_heroes import DataError, RulesConfig


def _deck(prefix: str, n: int = 20) -> list:
    return [creature(f"{prefix}{i}", cost=9) for i in range(n)]


def _game(**options):
    return new_game(_deck("А"), _deck("Б"), seed=1, **options)


def _to_main(game) -> None:
    while game.decision is not None and game.decision.kind == "mulligan":
        game.choose("keep")


# -- the option table ------------------------------------------------------------------------------------


def test_config_every_option_has_a_default_and_a_section() -> None:
    rows = RulesConfig.describe()
    names = [f.name for f in dataclasses.fields(RulesConfig)]
    assert [r[0] for r in rows] == names
    default = RulesConfig()
    for name, value, section, doc in rows:
        assert section and isinstance(section, str), name
        assert doc and isinstance(doc, str), name
        assert value == getattr(default, name), name
    for f in dataclasses.fields(RulesConfig):
        assert f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING, f.name


def test_config_documented_defaults() -> None:
    c = RulesConfig()
    assert (c.start_coins, c.coin_income, c.coin_cap, c.opening_hand) == (0, 1, 10, 4)
    assert c.mulligan is True and c.first_player_draws is False
    assert c.deck_out == "nothing" and c.hand_limit is None and c.simultaneous_defeat == "draw"
    assert c.defender_once_per_turn is True and c.closed_can_be_attacked is True and c.creature_limit is None


def test_config_to_dict_from_dict_round_trip() -> None:
    c = RulesConfig(start_coins=2, deck_out="lose", hand_limit=7)
    assert RulesConfig.from_dict(c.to_dict()) == c
    assert RulesConfig.from_dict(None) == RulesConfig() == RulesConfig.from_dict({})


def test_config_from_dict_unknown_key_is_a_data_error() -> None:
    with pytest.raises(DataError) as e:
        RulesConfig.from_dict({"start_coins": 1, "no_such_rule": True})
    assert "no_such_rule" in e.value.where


@pytest.mark.parametrize("bad", [{"queue_order": "random"}, {"deck_out": "explode"},
                                 {"simultaneous_defeat": "coin_flip"}, {"start_coins": -1},
                                 {"opening_hand": True}, {"coin_cap": "10"}])
def test_config_bad_values_are_data_errors(bad: dict) -> None:
    with pytest.raises(DataError):
        RulesConfig.from_dict(bad)


def test_config_negative_limits_are_data_errors() -> None:
    for bad in ({"hand_limit": -1}, {"creature_limit": -1}, {"turn_limit": -5}, {"hand_limit": "3"}):
        with pytest.raises(DataError):
            RulesConfig.from_dict(bad)


def test_config_is_immutable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        RulesConfig().start_coins = 3  # type: ignore[misc]


# -- non-default settings ---------------------------------------------------------------------------------


def test_config_start_coins() -> None:
    game = _game(start_coins=3)
    assert [p.coins for p in game.state.players] == [3, 3]
    _to_main(game)
    first = game.state.first_player
    assert game.state.players[first].coins == 4 and game.state.players[1 - first].coins == 3


def test_config_second_player_bonus_coins() -> None:
    game = _game(second_player_bonus_coins=2)
    first = game.state.first_player
    assert game.state.players[first].coins == 0 and game.state.players[1 - first].coins == 2


def test_config_coin_income() -> None:
    t = Table.build(coin_income=2)
    assert t.s.players[0].coins == 2
    t.game.choose("end")
    t.game.choose("end")
    assert t.s.players[0].coins == 4


def test_config_coin_cap() -> None:
    t = Table.build(coin_cap=3)
    for _ in range(10):
        t.game.choose("end")
    assert [p.coins for p in t.s.players] == [3, 3]


def test_config_opening_hand() -> None:
    game = _game(opening_hand=6)
    assert [len(p.hand) for p in game.state.players] == [6, 6]
    first = game.state.first_player
    hand = game.state.players[first].hand
    game.choose(f"mulligan {game.state.name(hand[0])}")
    game.choose("keep")
    assert len(game.state.players[first].hand) == 6


def test_config_no_mulligan() -> None:
    game = _game(mulligan=False)
    d = game.decision
    assert d.kind == "main" and d.player == game.state.first_player and game.state.turn == 1
    assert [len(p.hand) for p in game.state.players] == [4, 4]


def test_config_first_player_draws() -> None:
    game = _game(first_player_draws=True)
    _to_main(game)
    first = game.state.first_player
    assert len(game.state.players[first].hand) == 5


def test_config_cards_drawn_per_turn() -> None:
    game = _game(cards_drawn_per_turn=2)
    _to_main(game)
    game.choose("end")
    assert len(game.state.players[1 - game.state.first_player].hand) == 6


def _empty_deck_of_player_1(t: Table) -> None:
    p = t.s.players[1]
    p.graveyard.extend(p.deck)
    p.deck.clear()


def test_config_deck_out_nothing_by_default() -> None:
    t = Table.build()
    _empty_deck_of_player_1(t)
    for _ in range(8):
        t.game.choose("end")
    assert not t.game.is_over and t.s.players[1].failed_draws == 4


def test_config_deck_out_lose() -> None:
    t = Table.build(deck_out="lose")
    _empty_deck_of_player_1(t)
    t.game.choose("end")
    assert t.game.result is not None and t.game.winner == 0


def test_config_deck_out_result_reason_is_not_hero_defeated() -> None:
    t = Table.build(deck_out="lose")
    _empty_deck_of_player_1(t)
    t.game.choose("end")
    assert t.wounds(t.hero(1)) == 0
    assert t.game.result is not None and t.game.result[1] != "hero_defeated"


def test_config_deck_out_lose_after_3() -> None:
    t = Table.build(deck_out="lose_after_3")
    _empty_deck_of_player_1(t)
    t.game.choose("end")
    t.game.choose("end")
    t.game.choose("end")
    t.game.choose("end")
    assert not t.game.is_over, "two failed draws are not enough"
    t.game.choose("end")
    assert t.game.is_over and t.game.winner == 0


def test_config_hand_limit_discards_at_end_of_turn() -> None:
    t = Table.build(hand_limit=2)
    p0 = t.s.players[0]
    old_hand = list(p0.hand)
    assert len(old_hand) == 4
    t.game.choose("end")
    d = t.game.decision
    assert d is not None and d.player == 0 and d.kind == "card", "the player chooses what to discard (§9.10)"
    assert sorted(o.card for o in d.options) == sorted(old_hand)
    keep = old_hand[:2]
    for iid in old_hand[2:]:
        t.game.choose(next(o for o in t.game.legal_options if o.card == iid))
    assert sorted(p0.hand) == sorted(keep)
    assert set(p0.graveyard) == set(old_hand[2:]), "the chosen excess goes to the graveyard"
    assert t.s.active == 1
    assert len(t.s.players[1].hand) == 5, "only the active player's hand is limited at his end of turn"
    t.game.choose("end")
    for _ in range(3):
        t.game.choose(t.game.legal_options[0])
    assert len(t.s.players[1].hand) == 2


def test_config_simultaneous_defeat_active_loses() -> None:
    t = Table.build([creature("Гном")], simultaneous_defeat="active_loses")
    t.cs(t.hero(0)).wounds = 20
    t.cs(t.hero(1)).wounds = 20
    t.refresh()
    assert t.game.result == (1, "both_heroes_fell")


def test_config_defender_many_times_per_turn() -> None:
    t = Table.build([creature("Гном", strike=1, life=4), creature("Тролль", strike=1, life=4)],
                    [creature("Щитоносец", strike=1, life=9, defence_experience=1)],
                    defender_once_per_turn=False)
    for name in ("Гном", "Тролль", "Щитоносец"):
        t.put(name)
    t.refresh()
    t.game.choose("attack Гном -> hero")
    t.game.choose("defend Щитоносец")
    t.game.choose("attack Тролль -> hero")
    assert t.game.decision.kind == "defender"
    t.game.choose("defend Щитоносец")
    assert t.wounds("Щитоносец") == 2 and t.wounds(t.hero(1)) == 0


def test_config_defender_may_not_protect_creatures() -> None:
    t = Table.build([creature("Гном", strike=1, life=4)], [creature("Орк", life=4), creature("Страж", life=4)],
                    defender_may_protect_creatures=False)
    for name in ("Гном", "Орк", "Страж"):
        t.put(name)
    t.refresh()
    t.game.choose("attack Гном -> Орк")
    assert t.game.decision.kind == "main" and t.wounds("Орк") == 1


def test_config_closed_creatures_cannot_be_attacked() -> None:
    t = Table.build([creature("Гном")], [creature("Орк")], closed_can_be_attacked=False)
    t.put("Гном")
    t.put("Орк", closed=True)
    t.refresh()
    assert t.options() == ["attack Гном -> hero", "end"]
    t.cs("Орк").closed = False
    t.refresh()
    assert "attack Гном -> Орк" in t.options()


def test_config_creature_limit() -> None:
    t = Table.build([creature("Гном", cost=0), creature("Тролль", cost=0)], creature_limit=1)
    t.put("Гном")
    t.to_hand("Тролль")
    t.refresh()
    assert "play Тролль" not in t.options()
    from berserk_heroes import IllegalAction, Option
    from berserk_heroes.decisions import PLAY

    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(PLAY, t.iid("Тролль")))
    assert e.value.code == "creature_limit"
    assert t.game.state_hash() == before


def test_config_turn_limit() -> None:
    t = Table.build(turn_limit=3)
    ends = 0
    while not t.game.is_over:
        t.game.choose("end")
        ends += 1
    assert ends == 3 and t.game.result == (-1, "turn_limit")


def test_config_no_turn_limit() -> None:
    t = Table.build(turn_limit=None, hero0=hero("Тиша", life=30))
    for _ in range(300):
        t.game.choose("end")
    assert not t.game.is_over and t.s.turn == 301
