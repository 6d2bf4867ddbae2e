"""The decision protocol: legal options are accepted; everything else is an IllegalAction that changes nothing.

Also the action notation (render/parse round trip) and Option serialisation.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from helpers import Table, creature, new_game, vanilla_deck

from berserk_heroes import Game, IllegalAction, Option
from berserk_heroes.decisions import ATTACK, DEFEND, END, KEEP, MULLIGAN, NO_DEFENDER, PLAY
from berserk_heroes.rng import Rng


def _random_games(n: int, size: int = 10) -> list[tuple[int, Game]]:
    deck_a, deck_b = vanilla_deck("", size), vanilla_deck("", size)
    return [(seed, new_game(deck_a, deck_b, seed=seed)) for seed in range(n)]


def assert_rejected(game: Game, attempt: Callable[[], Any], code: str) -> IllegalAction:
    """``attempt`` raises IllegalAction with ``code`` and both messages, and leaves the game as it was."""
    before_hash, before_decision = game.state_hash(), game.decision
    before_history, before_notes = list(game.history), list(game.notations()) if game.decision else []
    with pytest.raises(IllegalAction) as e:
        attempt()
    err = e.value
    assert err.code == code, f"expected {code!r}, got {err.code!r}: {err}"
    assert err.message_ru and err.message_en
    assert set(err.to_dict()) == {"code", "rule", "ru", "en"}
    assert code in str(err)
    assert game.state_hash() == before_hash
    assert game.decision == before_decision
    assert game.history == before_history
    if game.decision is not None:
        assert game.notations() == before_notes
    return err


# -- legal options ---------------------------------------------------------------------------------------


def test_protocol_every_legal_option_is_accepted_as_option_and_as_notation() -> None:
    for seed, game in _random_games(12):
        rng = Rng(seed)
        while not game.is_over:
            for option, note in zip(game.legal_options, game.notations()):
                by_option = game.clone()
                by_option.choose(option, player=game.decision.player)
                by_text = game.clone()
                by_text.choose(note)
                assert by_option.state_hash() == by_text.state_hash()
                assert by_option.history[-1] == (game.decision.player, note)
            game.choose(rng.choice(game.legal_options))


def test_protocol_history_records_player_and_notation() -> None:
    t = Table.build([creature("Гном", strike=2)], [creature("Страж")])
    t.put("Гном")
    t.put("Страж")
    t.refresh()
    t.game.choose("attack Гном -> hero")
    t.game.choose("defend Страж")
    t.game.choose("end")
    assert t.game.history == [(0, "attack Гном -> hero"), (1, "defend Страж"), (0, "end")]


# -- illegal input -----------------------------------------------------------------------------------------


def test_protocol_unknown_option_kind() -> None:
    t = Table.build()
    assert_rejected(t.game, lambda: t.game.choose(Option("fly")), "unknown_option")
    assert_rejected(t.game, lambda: t.game.choose(Option("teleport", t.hero(0), t.hero(1))), "unknown_option")


def test_protocol_unknown_card() -> None:
    t = Table.build()
    assert_rejected(t.game, lambda: t.game.choose(Option(PLAY, 10**6)), "unknown_card")
    assert_rejected(t.game, lambda: t.game.choose(Option(ATTACK, -7, t.hero(1))), "unknown_card")


def test_protocol_not_an_option() -> None:
    t = Table.build()
    for garbage in (42, None, ("end",), {"kind": "end"}, b"end", 3.5):
        assert_rejected(t.game, lambda g=garbage: t.game.choose(g), "malformed_option")  # type: ignore[arg-type]


def test_protocol_option_with_non_integer_fields_is_rejected() -> None:
    t = Table.build([creature("Гном", cost=0)])
    for bad in (Option(PLAY, "Гном"), Option(PLAY, 1.5), Option(ATTACK, t.hero(0), "hero")):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction):
            t.game.choose(bad)


@pytest.mark.parametrize("text", ["", "   ", "fly away", "play", "play Нет-такой-карты", "attack",
                                  "attack Гном", "end please", "endd", "play Гном#99999", "activate Гном:1",
                                  "activate Страж", "mode 0", "x -1", "name Нет-такой-карты", "keep it"])
def test_protocol_garbage_notation(text: str) -> None:
    t = Table.build([creature("Гном", cost=0)], [creature("Страж")])
    t.to_hand("Гном")
    t.put("Страж")
    t.refresh()
    assert_rejected(t.game, lambda: t.game.choose(text), "unknown_option")


@pytest.mark.parametrize("text, code, rule", [
    ("attack Гном -> Гном", "not_your_card", "209.1"), ("mulligan Гном", "not_now", "1.4"), ("keep", "not_now", "1.4"),
    ("defend Страж", "not_now", "5.3"), ("no-defender", "not_now", "5.3"), ("skip", "not_now", "112.2"),
    ("target Страж", "not_now", "118.1"), ("done", "not_now", "118.1"), ("card Гном", "not_now", "118.1"),
    ("mode 2", "not_now", "7.6"), ("x 3", "not_now", "7.6"), ("yes", "not_now", "112.4"),
    ("undead Страж", "not_undead", "6.2"), ("attack Страж -> hero", "not_your_card", "209.1")])
def test_protocol_notation_of_a_real_move_that_is_illegal_now(text: str, code: str, rule: str) -> None:
    """A real move the rules forbid now is explained (code and rule), never answered «no such option»."""
    t = Table.build([creature("Гном", cost=0)], [creature("Страж")])
    t.to_hand("Гном")
    t.put("Страж")
    t.refresh()
    err = assert_rejected(t.game, lambda: t.game.choose(text), code)
    assert err.rule == rule


def test_protocol_wrong_player() -> None:
    t = Table.build([creature("Гном", strike=2)], [creature("Страж")])
    t.put("Гном")
    t.put("Страж")
    t.refresh()
    # a move of the фаза Выбора in the opponent's turn: its timing rule
    assert assert_rejected(t.game, lambda: t.game.choose("end", player=1), "not_your_turn").rule == "4.2"
    assert assert_rejected(t.game, lambda: t.game.choose(Option(END), player=1), "not_your_turn").rule == "4.2"
    assert assert_rejected(t.game, lambda: t.game.choose("attack Страж -> hero", player=1), "not_your_turn").rule == "5.2"
    # any other answer, or text that names no move of his: not his decision
    assert_rejected(t.game, lambda: t.game.choose("keep", player=1), "wrong_player")
    assert_rejected(t.game, lambda: t.game.choose("attack Нет-такой -> hero", player=1), "wrong_player")
    t.game.choose("attack Гном -> hero", player=0)
    assert t.game.decision.player == 1
    assert_rejected(t.game, lambda: t.game.choose("no-defender", player=0), "wrong_player")
    assert assert_rejected(t.game, lambda: t.game.choose("end", player=0), "not_now").rule == "4.2"
    t.game.choose("no-defender", player=1)


@pytest.mark.parametrize("player", ["1", "0", True, False, 1.0, 2, -1, b"1", [0], object()])
def test_protocol_player_must_be_0_or_1(player: object) -> None:
    """Anything but the int 0 or 1 (bools included) is refused with its own code, never a TypeError."""
    t = Table.build([creature("Гном", strike=2)])
    t.put("Гном")
    t.refresh()
    for attempt in ("end", Option(END), t.game.legal_options[-1]):
        assert_rejected(t.game, lambda a=attempt: t.game.choose(a, player=player), "invalid_player")  # type: ignore[arg-type]


def test_protocol_wrong_player_in_the_mulligan() -> None:
    deck = vanilla_deck("", 10)
    game = new_game(deck, deck, seed=5)
    other = 1 - game.decision.player
    assert_rejected(game, lambda: game.choose("keep", player=other), "wrong_player")
    assert_rejected(game, lambda: game.choose(game.legal_options[0], player=other), "wrong_player")


def test_protocol_options_of_an_earlier_decision() -> None:
    t = Table.build([creature("Гном", strike=2, life=5, cost=0), creature("Тролль", strike=1, life=5)],
                    [creature("Страж", life=5)])
    t.put("Тролль")
    t.put("Страж")
    t.to_hand("Гном")
    t.refresh()
    play = t.game.parse("play Гном")
    attack = t.game.parse("attack Тролль -> hero")
    t.game.choose(play)
    assert_rejected(t.game, lambda: t.game.choose(play), "stale_option")
    assert_rejected(t.game, lambda: t.game.choose(Option(*play)), "not_in_hand")
    # the equal attack is legal again, but this object belongs to the earlier decision
    assert attack in t.game.legal_options
    assert_rejected(t.game, lambda: t.game.choose(attack), "stale_option")
    t.game.choose(Option(*attack))  # the same move built by hand is accepted
    # during the defender decision, a main-phase option is not now: in the opponent's turn
    assert t.game.decision.kind == "defender"
    defend = t.game.parse("defend Страж")
    assert assert_rejected(t.game, lambda: t.game.choose(Option(PLAY, t.iid("Гном"))), "not_your_turn").rule == "4.2"
    t.game.choose(defend)
    assert_rejected(t.game, lambda: t.game.choose(attack), "stale_option")
    assert_rejected(t.game, lambda: t.game.choose(Option(*attack)), "attacker_closed")
    assert_rejected(t.game, lambda: t.game.choose(Option(*defend)), "not_now")
    assert_rejected(t.game, lambda: t.game.choose(Option(NO_DEFENDER)), "not_now")
    assert_rejected(t.game, lambda: t.game.choose(Option(KEEP)), "not_now")
    assert_rejected(t.game, lambda: t.game.choose(Option(MULLIGAN, t.iid("Тролль"))), "not_now")


def test_protocol_mulligan_option_after_the_mulligan() -> None:
    deck = vanilla_deck("", 10)
    game = new_game(deck, deck, seed=3)
    stale = game.legal_options[0]
    assert stale.kind == MULLIGAN
    game.choose("keep")
    game.choose("keep")
    assert_rejected(game, lambda: game.choose(stale), "stale_option")
    assert assert_rejected(game, lambda: game.choose(Option(*stale)), "not_now").rule == "1.4"


def test_protocol_illegal_defend_and_attack_options_explain_themselves() -> None:
    t = Table.build([creature("Гном", strike=2)], [creature("Страж"), creature("Орк")])
    for name in ("Гном", "Страж", "Орк"):
        t.put(name)
    t.cs("Орк").closed = True
    t.refresh()
    t.game.choose("attack Гном -> hero")
    assert_rejected(t.game, lambda: t.game.choose(Option(DEFEND, t.iid("Орк"))), "defender_closed")
    assert_rejected(t.game, lambda: t.game.choose(Option(DEFEND, t.iid("Гном"))), "not_your_card")
    assert_rejected(t.game, lambda: t.game.choose(Option(DEFEND, t.hero(1))), "hero_cannot_defend")


def test_protocol_game_over() -> None:
    t = Table.build()
    t.cs(t.hero(1)).wounds = 99
    t.refresh()
    assert t.game.is_over
    assert_rejected(t.game, lambda: t.game.choose("end"), "game_over")
    assert_rejected(t.game, lambda: t.game.choose(Option(END)), "game_over")


# -- notation ----------------------------------------------------------------------------------------------


def test_notation_round_trip_over_random_games() -> None:
    checked = 0
    for seed, game in _random_games(40):
        rng = Rng(seed + 1000)
        while not game.is_over:
            notes = game.notations()
            assert len(set(notes)) == len(notes)
            for option, note in zip(game.legal_options, notes):
                assert game.notation(option) == note
                assert game.parse(note) == option
                assert game.parse(note.upper()) == option
                assert game.parse("  " + note.replace(" ", "   ") + " ") == option
                checked += 1
            game.choose(rng.choice(game.legal_options))
    assert checked > 5000


def test_notation_examples() -> None:
    t = Table.build([creature("Гном", cost=0, strike=2)], [creature("Страж")])
    t.empty_hand(0)
    t.to_hand("Гном")
    t.put("Страж")
    t.refresh()
    assert t.options() == ["play Гном", "end"]
    t.game.choose("play Гном")
    t.cs("Гном").entered_turn = -1
    t.refresh()
    assert t.options() == ["attack Гном -> hero", "attack Гном -> Страж", "end"]


def test_notation_duplicates_are_qualified_and_loose_names_accepted() -> None:
    gnome = creature("Гном", cost=0)
    t = Table.build([gnome, gnome])
    t.empty_hand(0)
    a, b = [i for i, n in enumerate(t.s.catalog.names) if n == "Гном"]
    t.to_hand(a)
    t.to_hand(b)
    t.refresh()
    notes = t.options()
    assert notes == [f"play Гном#{a}", f"play Гном#{b}", "end"]
    assert t.game.parse(f"play Гном#{b}") == Option(PLAY, b)
    assert t.game.parse("play Гном") in (Option(PLAY, a), Option(PLAY, b)), "copies in hand are interchangeable"
    t.game.choose(f"play гном#{b}")
    assert t.zone_of(b) == "play" and t.zone_of(a) == "hand"


def test_notation_round_trip_with_names_differing_only_in_yo() -> None:
    t = Table.build([creature("Ёж", cost=0), creature("Еж", cost=0)])
    t.empty_hand(0)
    t.to_hand("Ёж")
    t.to_hand("Еж")
    t.refresh()
    for option in t.game.legal_options:
        assert t.game.parse(t.game.notation(option)) == option


def test_notation_of_an_illegal_option_is_qualified() -> None:
    t = Table.build([creature("Гном")])
    t.to_deck_top("Гном")
    t.refresh()
    assert t.game.notation(Option(PLAY, t.iid("Гном"))) == f"play Гном#{t.iid('Гном')}"


# -- serialisation -----------------------------------------------------------------------------------------


def test_option_to_dict_from_dict_round_trip_over_random_games() -> None:
    for seed, game in _random_games(10):
        rng = Rng(seed)
        while not game.is_over:
            for option in game.legal_options:
                data = option.to_dict()
                assert Option.from_dict(data) == option
                assert Option.from_dict(json.loads(json.dumps(data))) == option
            game.choose(rng.choice(game.legal_options))


def test_option_from_dict_defaults_and_errors() -> None:
    assert Option.from_dict({"kind": "end"}) == Option(END)
    for bad in (None, [], "end", {"card": 1}, {"kind": 3}, {"kind": "play", "card": "x"},
                {"kind": "play", "card": True}, {"kind": "play", "target": 1.0}):
        with pytest.raises(ValueError):
            Option.from_dict(bad)


def test_options_are_values() -> None:
    assert Option(PLAY, 3) == Option(PLAY, 3) and hash(Option(PLAY, 3)) == hash(Option(PLAY, 3))
    assert Option(PLAY, 3) != Option(PLAY, 4)
    assert len({Option(END), Option(END), Option(KEEP)}) == 2


def test_notation_loose_name_is_rejected_when_the_copies_differ() -> None:
    gnome = creature("Гном", strike=2, life=3)
    t = Table.build([gnome, gnome])
    a, b = [i for i, n in enumerate(t.s.catalog.names) if n == "Гном"]
    t.put(a, wounds=2)  # the wounded copy comes first
    t.put(b)
    t.refresh()
    assert t.options() == [f"attack Гном#{a} -> hero", f"attack Гном#{b} -> hero", "end"]
    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:
        t.game.choose("attack Гном -> hero")
    assert e.value.code == "ambiguous_option"
    assert e.value.message_ru and e.value.message_en
    assert t.game.state_hash() == before
    # a #id picks one; naming the target's id alone still leaves the attacker open
    assert t.game.parse(f"attack Гном#{b} -> hero").card == b


def test_notations_list_is_not_the_internal_cache() -> None:
    t = Table.build([creature("Гном", strike=2, life=3)], [creature("Страж")])
    t.put("Гном")
    t.put("Страж")
    t.refresh()
    twin = t.game.clone()
    expected = {note: t.game.parse(note) for note in t.game.notations()}
    t.game.notations().sort(reverse=True)  # a UI sorting its menu
    for note, option in expected.items():
        assert t.game.parse(note) == option
        assert twin.parse(note) == option
