"""309.1 / §7.8 — playing cards: payment, first-turn weakness, spells, support slots, Уникальность."""

from __future__ import annotations

import pytest
from helpers import Table, creature, spell, support

from berserk_heroes import IllegalAction, Option
from berserk_heroes.abilities import CREATURE, DIES, HistoryQuery, Select
from berserk_heroes.decisions import ATTACK, PLAY
from berserk_heroes.engine.selectors import history_measure


def test_309_play_creature_pays_by_closing_coins() -> None:
    t = Table.build([creature("Гном", cost=3, strike=2, life=3)])
    t.to_hand("Гном")
    t.coins(0, 5)
    t.refresh()
    t.game.choose("play Гном")
    p = t.s.players[0]
    assert t.zone_of("Гном") == "play"
    assert p.coins == 5 and p.closed_coins == 3 and p.open_coins == 2
    assert t.iid("Гном") not in p.hand
    cs = t.cs("Гном")
    assert cs.controller == 0 and not cs.closed and cs.wounds == 0 and cs.entered_turn == t.s.turn


def test_309_free_creature_costs_nothing() -> None:
    t = Table.build([creature("Мышь", cost=0)])
    t.to_hand("Мышь")
    t.coins(0, 0)
    t.refresh()
    t.game.choose("play Мышь")
    assert t.zone_of("Мышь") == "play" and t.s.players[0].closed_coins == 0


def test_209_2_first_turn_weakness_creature_cannot_attack() -> None:
    t = Table.build([creature("Гном", cost=1, strike=2, life=3)])
    t.to_hand("Гном")
    t.refresh()
    t.game.choose("play Гном")
    assert not any(o.kind == ATTACK for o in t.game.legal_options)
    gnome, enemy = t.iid("Гном"), t.hero(1)
    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(ATTACK, gnome, enemy))
    assert e.value.code == "first_turn_weakness" and e.value.rule == "209.2"
    assert t.game.state_hash() == before
    # next own turn it may attack
    t.game.choose("end")
    t.game.choose("end")
    assert "attack Гном -> hero" in t.options()


def test_209_2_creature_under_first_turn_weakness_can_defend() -> None:
    t = Table.build([creature("Гном", strike=2, life=3)], [creature("Страж", strike=1, life=3)])
    t.put("Гном")
    t.put("Страж", entered_turn=t.s.turn)  # entered play this very turn
    t.refresh()
    t.game.choose("attack Гном -> hero")
    assert t.game.decision.kind == "defender"
    assert "defend Страж" in t.options()
    t.game.choose("defend Страж")
    assert t.wounds("Страж") == 2 and t.wounds("Гном") == 1


def test_6_1_haste_ignores_first_turn_weakness() -> None:
    t = Table.build([creature("Гонец", cost=1, strike=2, life=1, haste=1)])
    t.to_hand("Гонец")
    t.refresh()
    t.game.choose("play Гонец")
    assert "attack Гонец -> hero" in t.options()
    t.game.choose("attack Гонец -> hero")
    assert t.wounds(t.hero(1)) == 2


def test_210_2_spell_is_paid_and_goes_to_the_graveyard() -> None:
    t = Table.build([spell("Искра", cost=2)])
    t.to_hand("Искра")
    t.coins(0, 3)
    t.refresh()
    t.game.choose("play Искра")
    assert t.zone_of("Искра") == "graveyard"
    assert t.iid("Искра") not in t.s.play
    assert t.s.players[0].open_coins == 1


def test_7_8_support_card_enters_play_in_its_class_slot() -> None:
    t = Table.build([support("Меч", "weapon", cost=1), support("Кольчуга", "armor", cost=1)])
    t.to_hand("Меч")
    t.to_hand("Кольчуга")
    t.coins(0, 5)
    t.refresh()
    t.game.choose("play Меч")
    t.game.choose("play Кольчуга")
    assert t.zone_of("Меч") == "play" and t.zone_of("Кольчуга") == "play", "different classes coexist"
    assert t.cs("Меч").controller == 0


def test_7_8_new_support_of_a_class_replaces_the_old_one() -> None:
    t = Table.build([support("Меч", "weapon"), support("Топор", "weapon"), support("Амулет", "amulet")],
                    [support("Копьё", "weapon")])
    t.put("Меч")
    t.put("Амулет")
    t.put("Копьё")  # the opponent's weapon is not affected
    t.to_hand("Топор")
    t.coins(0, 3)
    t.refresh()
    t.game.choose("play Топор")
    assert t.zone_of("Топор") == "play"
    assert t.zone_of("Меч") == "graveyard" and t.iid("Меч") in t.s.players[0].graveyard
    assert t.zone_of("Амулет") == "play"
    assert t.zone_of("Копьё") == "play"


@pytest.mark.parametrize("kind", ["weapon", "armor", "amulet", "event", "terrain"])
def test_7_8_every_support_class_has_one_slot(kind: str) -> None:
    t = Table.build([support("Первая", kind), support("Вторая", kind)])
    t.put("Первая")
    t.to_hand("Вторая")
    t.refresh()
    t.game.choose("play Вторая")
    assert t.zone_of("Первая") == "graveyard" and t.zone_of("Вторая") == "play"


def test_7_8_replaced_support_is_not_a_creature_death() -> None:
    t = Table.build([support("Меч", "weapon"), support("Топор", "weapon")])
    t.put("Меч")
    t.to_hand("Топор")
    t.refresh()
    t.game.choose("play Топор")
    assert t.zone_of("Меч") == "graveyard"
    died = HistoryQuery(DIES, subject=Select(CREATURE))  # «существо погибло в этот ход» (Душелов) must stay false
    assert history_measure(t.s, died, 0, -1) == 0


def test_6_1_uniqueness_sends_the_first_copy_to_the_graveyard() -> None:
    king = creature("Король", cost=1, strike=1, life=3, unique=1)
    t = Table.build([king, king])
    first, second = [i for i, n in enumerate(t.s.catalog.names) if n == "Король"]
    t.put(first, wounds=1)
    t.to_hand(second)
    t.refresh()
    t.game.choose("play Король")
    assert t.zone_of(second) == "play"
    assert t.zone_of(first) == "graveyard"


def test_6_1_uniqueness_only_within_one_squad() -> None:
    king = creature("Король", cost=1, strike=1, life=3, unique=1)
    t = Table.build([king], [king])
    mine, theirs = [i for i, n in enumerate(t.s.catalog.names) if n == "Король"]
    t.put(theirs)
    t.to_hand(mine)
    t.refresh()
    t.game.choose("play Король")
    assert t.zone_of(mine) == "play" and t.zone_of(theirs) == "play"


def test_6_1_without_uniqueness_copies_coexist() -> None:
    gnome = creature("Гном", cost=1)
    t = Table.build([gnome, gnome])
    a, b = [i for i, n in enumerate(t.s.catalog.names) if n == "Гном"]
    t.put(a)
    t.to_hand(b)
    t.refresh()
    t.game.choose("play Гном")
    assert t.zone_of(a) == "play" and t.zone_of(b) == "play"


def test_309_not_enough_coins_is_illegal_and_changes_nothing() -> None:
    t = Table.build([creature("Великан", cost=5)])
    t.to_hand("Великан")
    t.coins(0, 5, closed=1)
    t.refresh()
    assert "play Великан" not in t.options()
    option = Option(PLAY, t.iid("Великан"))
    before, decision = t.game.state_hash(), t.game.decision
    with pytest.raises(IllegalAction) as e:
        t.game.choose(option)
    err = e.value
    assert err.code == "not_enough_coins" and err.rule == "309.1"
    assert err.message_ru and err.message_en and "5" in err.message_en and "4" in err.message_en
    assert t.game.state_hash() == before and t.game.decision == decision
    with pytest.raises(IllegalAction) as e2:  # the text names a real move: the same reason, not "no such option"
        t.game.choose("play Великан")
    assert (e2.value.code, e2.value.rule) == ("not_enough_coins", "309.1")
    assert t.game.state_hash() == before
    # with exactly enough open coins it becomes legal
    t.coins(0, 5)
    t.refresh()
    t.game.choose(option)
    assert t.s.players[0].open_coins == 0


def test_309_only_cards_in_hand_can_be_played() -> None:
    t = Table.build([creature("Гном", cost=0), creature("Орк", cost=0)])
    t.to_deck_top("Гном")
    t.to_graveyard("Орк")
    t.refresh()
    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(PLAY, t.iid("Орк")))
    assert (e.value.code, e.value.rule) == ("not_in_hand", "309.1")
    with pytest.raises(IllegalAction) as e:  # a card of a deck is one nobody can see: as if there were none
        t.game.choose(Option(PLAY, t.iid("Гном")))
    assert e.value.code == "unknown_card"
    assert t.game.state_hash() == before


def test_309_opponents_hand_card_cannot_be_played() -> None:
    t = Table.build([], [creature("Орк", cost=0)])
    t.to_hand("Орк")
    t.refresh()
    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:  # the opponent's hand is hidden: the answer for a card that does not exist
        t.game.choose(Option(PLAY, t.iid("Орк")))
    assert e.value.code == "unknown_card"
    assert t.game.state_hash() == before


def test_309_hero_cannot_be_played() -> None:
    t = Table.build([])
    s = t.s
    before = t.game.state_hash()
    with pytest.raises(IllegalAction):
        t.game.choose(Option(PLAY, s.players[0].hero))
    assert t.game.state_hash() == before


def test_309_every_affordable_hand_card_is_offered() -> None:
    t = Table.build([creature("Дешёвый", cost=1), creature("Средний", cost=2), creature("Дорогой", cost=3),
                     spell("Зелье", cost=2)])
    t.empty_hand(0)
    for name in ("Дешёвый", "Средний", "Дорогой", "Зелье"):
        t.to_hand(name)
    t.coins(0, 2)
    t.refresh()
    assert set(t.options()) == {"play Дешёвый", "play Средний", "play Зелье", "end"}
