"""§5 — combat: strike attacks, defenders, retaliation, Первый/Последний удар, Броня, Чешуя, Гнев, death, defeat."""

from __future__ import annotations

import pytest
from helpers import Table, creature, hero

from berserk_heroes import IllegalAction, Option
from berserk_heroes.decisions import ATTACK, DEFEND
from berserk_heroes.engine.rules_effects import apply_rules_effects


def table(mine=(), theirs=(), **options) -> Table:
    """Player 0 (active, turn 1) with creatures ``mine`` in play, player 1 with ``theirs`` (all open, not weak)."""
    t = Table.build(list(mine), list(theirs), **options)
    for d in (*mine, *theirs):
        t.put(d.name)
    t.refresh()
    return t


# -- attacking ---------------------------------------------------------------------------------------------


def test_209_1_attack_the_enemy_hero() -> None:
    t = table([creature("Гном", strike=3, life=2)])
    assert t.options() == ["attack Гном -> hero", "end"]
    t.game.choose("attack Гном -> hero")
    assert t.wounds(t.hero(1)) == 3
    assert t.cs("Гном").closed, "the attacker pays by closing"
    assert t.wounds("Гном") == 0, "a hero never strikes back"
    assert t.game.decision.kind == "main" and t.game.decision.player == 0


def test_209_1_attack_an_enemy_creature_and_take_the_retaliation() -> None:
    t = table([creature("Гном", strike=2, life=4)], [creature("Орк", strike=3, life=5)])
    assert set(t.options()) == {"attack Гном -> hero", "attack Гном -> Орк", "end"}
    t.game.choose("attack Гном -> Орк")
    assert t.wounds("Орк") == 2 and t.wounds("Гном") == 3
    assert not t.cs("Орк").closed, "the attacked creature does not close"


def test_209_1_only_enemy_characters_are_targets() -> None:
    t = table([creature("Гном", strike=2), creature("Брат", strike=1)], [creature("Орк")])
    gnome = t.iid("Гном")
    targets = {o.target for o in t.game.legal_options if o.kind == ATTACK and o.card == gnome}
    assert targets == {t.hero(1), t.iid("Орк")}
    before = t.game.state_hash()
    for own in (t.iid("Брат"), t.hero(0)):
        with pytest.raises(IllegalAction) as e:
            t.game.choose(Option(ATTACK, gnome, own))
        assert e.value.code == "illegal_attack_target"
    assert t.game.state_hash() == before


def test_5_2_attack_on_a_closed_creature_is_allowed_but_not_answered() -> None:
    t = table([creature("Гном", strike=2, life=2)], [creature("Орк", strike=5, life=5)])
    t.cs("Орк").closed = True
    t.refresh()
    t.game.choose("attack Гном -> Орк")
    assert t.wounds("Орк") == 2
    assert t.wounds("Гном") == 0 and t.zone_of("Гном") == "play"


def test_5_2_4_one_strike_attack_per_turn() -> None:
    t = table([creature("Ветеран", strike=1, life=3, attack_experience=1)])
    t.game.choose("attack Ветеран -> hero")
    assert not t.cs("Ветеран").closed, "Опыт в атаке: stays open"
    assert "attack Ветеран -> hero" not in t.options(), "but it still attacked this turn"
    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(ATTACK, t.iid("Ветеран"), t.hero(1)))
    assert e.value.code == "already_attacked"
    assert t.game.state_hash() == before
    t.game.choose("end")
    t.game.choose("end")
    assert "attack Ветеран -> hero" in t.options(), "a new turn, a new attack"


def test_5_2_3_attacker_closes() -> None:
    t = table([creature("Гном", strike=1, life=3)])
    t.game.choose("attack Гном -> hero")
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(ATTACK, t.iid("Гном"), t.hero(1)))
    assert e.value.code == "attacker_closed"


def test_5_2_closed_creature_cannot_attack() -> None:
    t = table([creature("Гном", strike=1, life=3)])
    t.cs("Гном").closed = True
    t.refresh()
    assert t.options() == ["end"]


def test_208_4_hero_cannot_attack() -> None:
    t = table([creature("Гном")], [creature("Орк")])
    assert all(o.card != t.hero(0) for o in t.game.legal_options if o.kind == ATTACK)
    before = t.game.state_hash()
    for target in (t.hero(1), t.iid("Орк")):
        with pytest.raises(IllegalAction) as e:
            t.game.choose(Option(ATTACK, t.hero(0), target))
        assert e.value.code == "hero_cannot_attack" and e.value.rule == "208.4"
    assert t.game.state_hash() == before


def test_209_1_cannot_attack_with_the_opponents_creature() -> None:
    t = table([creature("Гном")], [creature("Орк")])
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(ATTACK, t.iid("Орк"), t.hero(0)))
    assert e.value.code == "not_your_card"


# -- defenders ---------------------------------------------------------------------------------------------


def test_5_3_defender_redirects_the_strike_and_closes() -> None:
    t = table([creature("Гном", strike=3, life=4)], [creature("Страж", strike=2, life=4)])
    t.game.choose("attack Гном -> hero")
    d = t.game.decision
    assert d.kind == "defender" and d.player == 1
    assert set(t.options()) == {"defend Страж", "no-defender"}
    t.game.choose("defend Страж", player=1)
    assert t.wounds(t.hero(1)) == 0
    assert t.wounds("Страж") == 3
    assert t.cs("Страж").closed and t.cs("Страж").defences == 1


def test_5_4_defender_retaliates_although_it_closes() -> None:
    t = table([creature("Гном", strike=1, life=4)], [creature("Страж", strike=2, life=4)])
    t.game.choose("attack Гном -> hero")
    t.game.choose("defend Страж")
    assert t.wounds("Гном") == 2


def test_5_3_no_defender_lets_the_strike_through() -> None:
    t = table([creature("Гном", strike=3, life=4)], [creature("Страж", strike=2, life=4)])
    t.game.choose("attack Гном -> hero")
    t.game.choose("no-defender")
    assert t.wounds(t.hero(1)) == 3 and t.wounds("Страж") == 0 and not t.cs("Страж").closed


def test_6_1_defence_experience_keeps_the_defender_open() -> None:
    t = table([creature("Гном", strike=1, life=4)], [creature("Щитоносец", strike=1, life=5, defence_experience=1)])
    t.game.choose("attack Гном -> hero")
    t.game.choose("defend Щитоносец")
    assert not t.cs("Щитоносец").closed and t.wounds("Щитоносец") == 1


def test_5_3_defender_only_once_per_turn() -> None:
    t = table([creature("Гном", strike=1, life=4), creature("Тролль", strike=1, life=4)],
              [creature("Щитоносец", strike=1, life=9, defence_experience=1)])
    t.game.choose("attack Гном -> hero")
    t.game.choose("defend Щитоносец")
    t.game.choose("attack Тролль -> hero")
    # the open Щитоносец already defended this turn: no defender decision at all
    assert t.game.decision.kind == "main"
    assert t.wounds(t.hero(1)) == 1


def test_5_3_closed_creature_cannot_defend() -> None:
    t = table([creature("Гном", strike=2)], [creature("Страж"), creature("Сонный")])
    t.cs("Сонный").closed = True
    t.refresh()
    t.game.choose("attack Гном -> hero")
    assert set(t.options()) == {"defend Страж", "no-defender"}
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(DEFEND, t.iid("Сонный")))
    assert (e.value.code, e.value.rule) == ("defender_closed", "5.3")


def test_208_4_hero_cannot_defend() -> None:
    t = table([creature("Гном", strike=2)], [creature("Страж")])
    t.game.choose("attack Гном -> Страж")
    # the only other character of player 1 is his hero, which cannot defend: no decision
    assert t.game.decision.kind == "main"
    t2 = table([creature("Гном", strike=2)], [creature("Страж"), creature("Орк")])
    t2.game.choose("attack Гном -> hero")
    assert all(t2.s.catalog.defs[o.card].type == "creature" for o in t2.game.legal_options if o.kind == DEFEND)
    with pytest.raises(IllegalAction):
        t2.game.choose(Option(DEFEND, t2.hero(1)))


def test_5_3_defender_may_protect_another_creature() -> None:
    t = table([creature("Гном", strike=2, life=5)], [creature("Орк", life=3), creature("Страж", strike=1, life=3)])
    t.game.choose("attack Гном -> Орк")
    assert set(t.options()) == {"defend Страж", "no-defender"}, "the attacked creature itself is no defender"
    t.game.choose("defend Страж")
    assert t.wounds("Орк") == 0 and t.wounds("Страж") == 2 and t.wounds("Гном") == 1


def test_5_3_no_defender_against_directed_strike() -> None:
    t = table([creature("Лучник", strike=2, life=2, directed_strike=1)], [creature("Страж", strike=1, life=3)])
    t.game.choose("attack Лучник -> hero")
    assert t.game.decision.kind == "main" and t.game.decision.player == 0
    assert t.wounds(t.hero(1)) == 2 and t.wounds("Страж") == 0


def test_5_3_no_open_creatures_no_defender_decision() -> None:
    t = table([creature("Гном", strike=2)], [creature("Страж")])
    t.cs("Страж").closed = True
    t.refresh()
    t.game.choose("attack Гном -> hero")
    assert t.game.decision.kind == "main" and t.wounds(t.hero(1)) == 2


# -- retaliation and strike order --------------------------------------------------------------------------


def test_5_4_retaliation_only_from_open_target() -> None:
    t = table([creature("Гном", strike=1, life=5), creature("Тролль", strike=1, life=5)],
              [creature("Орк", strike=2, life=5), creature("Упырь", strike=2, life=5)])
    t.cs("Упырь").closed = True
    t.refresh()
    t.game.choose("attack Гном -> Орк")  # the only other creature is closed: no defender decision
    assert t.wounds("Гном") == 2, "the open Орк strikes back"
    t.game.choose("attack Тролль -> Упырь")
    t.game.choose("no-defender")
    assert t.wounds("Упырь") == 1 and t.wounds("Тролль") == 0, "the closed Упырь does not"


def test_6_1_first_strike_kills_before_the_retaliation() -> None:
    t = table([creature("Рыцарь", strike=3, life=2, first_strike=1)], [creature("Орк", strike=5, life=3)])
    t.game.choose("attack Рыцарь -> Орк")
    assert t.zone_of("Орк") == "graveyard"
    assert t.wounds("Рыцарь") == 0


def test_6_1_first_strike_survivor_strikes_back() -> None:
    t = table([creature("Рыцарь", strike=2, life=2, first_strike=1)], [creature("Орк", strike=5, life=3)])
    t.game.choose("attack Рыцарь -> Орк")
    assert t.zone_of("Рыцарь") == "graveyard"
    assert t.zone_of("Орк") == "play" and t.s.cards[t.iid("Орк")].wounds == 2


def test_6_1_target_with_first_strike_hits_first() -> None:
    t = table([creature("Гном", strike=5, life=2)], [creature("Рыцарь", strike=2, life=3, first_strike=1)])
    t.game.choose("attack Гном -> Рыцарь")
    assert t.zone_of("Гном") == "graveyard"
    assert t.wounds("Рыцарь") == 0


def test_6_1_defender_with_first_strike_hits_first() -> None:
    t = table([creature("Гном", strike=5, life=2)], [creature("Рыцарь", strike=2, life=3, first_strike=1)])
    t.game.choose("attack Гном -> hero")
    t.game.choose("defend Рыцарь")
    assert t.zone_of("Гном") == "graveyard" and t.wounds("Рыцарь") == 0 and t.wounds(t.hero(1)) == 0


def test_6_1_both_first_strike_is_simultaneous() -> None:
    t = table([creature("Рыцарь", strike=3, life=2, first_strike=1)],
              [creature("Паладин", strike=2, life=3, first_strike=1)])
    t.game.choose("attack Рыцарь -> Паладин")
    assert t.zone_of("Рыцарь") == "graveyard" and t.zone_of("Паладин") == "graveyard"


def test_5_4_normal_fight_is_simultaneous() -> None:
    t = table([creature("Гном", strike=3, life=2)], [creature("Орк", strike=2, life=3)])
    t.game.choose("attack Гном -> Орк")
    assert t.zone_of("Гном") == "graveyard" and t.zone_of("Орк") == "graveyard"


def test_6_1_last_strike_attacker_is_hit_first() -> None:
    t = table([creature("Тугодум", strike=5, life=2, last_strike=1)], [creature("Орк", strike=2, life=3)])
    t.game.choose("attack Тугодум -> Орк")
    assert t.zone_of("Тугодум") == "graveyard"
    assert t.wounds("Орк") == 0


def test_6_1_last_strike_attacker_strikes_if_it_survives() -> None:
    t = table([creature("Тугодум", strike=3, life=3, last_strike=1)], [creature("Орк", strike=2, life=3)])
    t.game.choose("attack Тугодум -> Орк")
    assert t.wounds("Тугодум") == 2 and t.zone_of("Орк") == "graveyard"


def test_6_1_last_strike_target_lets_the_attacker_hit_first() -> None:
    t = table([creature("Гном", strike=3, life=2)], [creature("Тугодум", strike=5, life=3, last_strike=1)])
    t.game.choose("attack Гном -> Тугодум")
    assert t.zone_of("Тугодум") == "graveyard" and t.wounds("Гном") == 0


def test_6_1_first_strike_against_a_hero_is_just_a_strike() -> None:
    t = table([creature("Рыцарь", strike=3, life=2, first_strike=1)])
    t.game.choose("attack Рыцарь -> hero")
    assert t.wounds(t.hero(1)) == 3


# -- prevention and modifiers ------------------------------------------------------------------------------


def test_6_1_armor_prevents_the_first_x_strike_wounds_each_turn() -> None:
    t = table([creature("Гном", strike=3, life=9), creature("Тролль", strike=3, life=9)],
              [creature("Латник", strike=1, life=20, armor=2)])
    t.game.choose("attack Гном -> Латник")
    assert t.wounds("Латник") == 1, "2 of 3 prevented"
    assert t.wounds("Гном") == 1, "its retaliation is a strike too"
    t.game.choose("attack Тролль -> Латник")
    assert t.wounds("Латник") == 4, "armour is used up for this turn"
    t.game.choose("end")  # player 1's turn: armour counts again (each player's turn)
    assert t.cs("Латник").armor_used == 0
    t.game.choose("end")
    t.game.choose("attack Гном -> Латник")
    assert t.wounds("Латник") == 5, "a new turn: 2 prevented again"


def test_6_1_armor_larger_than_the_strike() -> None:
    t = table([creature("Гном", strike=1, life=9), creature("Тролль", strike=2, life=9)],
              [creature("Латник", strike=0, life=20, armor=2)])
    t.game.choose("attack Гном -> Латник")
    t.game.choose("attack Тролль -> Латник")
    assert t.wounds("Латник") == 1, "1 + 1 prevented, then 1 gets through"


def test_6_1_armor_works_on_the_opponents_turn_too() -> None:
    t = table([creature("Латник", strike=1, life=20, armor=1)], [creature("Орк", strike=2, life=9)])
    t.game.choose("end")
    t.game.choose("attack Орк -> Латник")
    assert t.wounds("Латник") == 1


def test_6_1_scales_prevent_strikes_up_to_x() -> None:
    t = table([creature("Гном", strike=2, life=9), creature("Тролль", strike=3, life=9)],
              [creature("Дракон", strike=2, life=20, scales=2)])
    t.game.choose("attack Гном -> Дракон")
    assert t.wounds("Дракон") == 0
    t.game.choose("attack Тролль -> Дракон")
    assert t.wounds("Дракон") == 3, "a strike above X is not reduced"


def test_6_1_wrath_plus_one_against_a_creature_wounded_this_turn() -> None:
    t = table([creature("Гном", strike=1, life=9), creature("Берсерк", strike=2, life=9, wrath=1)],
              [creature("Орк", strike=0, life=20), creature("Упырь", strike=0, life=20)])
    t.game.choose("attack Гном -> Орк")
    t.game.choose("no-defender")
    assert t.wounds("Орк") == 1
    t.game.choose("attack Берсерк -> Орк")
    t.game.choose("no-defender")
    assert t.wounds("Орк") == 1 + 3, "2 + 1 for Гнев"


def test_6_1_wrath_no_bonus_against_an_unwounded_creature_or_old_wounds() -> None:
    t = table([creature("Берсерк", strike=2, life=9, wrath=1)], [creature("Орк", strike=0, life=20)])
    t.cs("Орк").wounds = 3
    t.cs("Орк").wounded_turn = 0  # wounded in an earlier turn
    t.refresh()
    t.game.choose("attack Берсерк -> Орк")
    assert t.wounds("Орк") == 5


def test_6_1_wrath_does_not_add_to_a_retaliation() -> None:
    # Гнев is «+1 к атаке»; a retaliation is not an attack (§5.1)
    t = table([creature("Гном", strike=1, life=9), creature("Тролль", strike=0, life=9)],
              [creature("Берсерк", strike=2, life=9, wrath=1)])
    t.game.choose("attack Гном -> hero")
    t.game.choose("no-defender")
    t.cs("Тролль").wounds = 1
    t.cs("Тролль").wounded_turn = t.s.turn  # wounded this turn
    t.refresh()
    t.game.choose("attack Тролль -> Берсерк")
    assert t.wounds("Тролль") == 1 + 2


def test_6_1_wrath_no_bonus_against_a_hero() -> None:
    t = table([creature("Гном", strike=1, life=9), creature("Берсерк", strike=2, life=9, wrath=1)])
    t.game.choose("attack Гном -> hero")
    t.game.choose("attack Берсерк -> hero")
    assert t.wounds(t.hero(1)) == 3


# -- death and defeat --------------------------------------------------------------------------------------


def test_5_7_creature_dies_at_zero_life() -> None:
    t = table([creature("Гном", strike=3, life=4)], [creature("Орк", strike=1, life=3)])
    t.game.choose("attack Гном -> Орк")
    assert t.zone_of("Орк") == "graveyard"
    assert t.iid("Орк") in t.s.players[1].graveyard and t.iid("Орк") not in t.s.cards
    assert t.zone_of("Гном") == "play"


def test_5_7_death_is_a_rules_effect_applied_before_the_next_decision() -> None:
    t = table([creature("Гном")], [creature("Орк", life=3)])
    t.cs("Орк").wounds = 3
    assert t.zone_of("Орк") == "play"
    t.refresh()
    assert t.zone_of("Орк") == "graveyard"


def test_5_7_apply_rules_effects_kills_every_creature_at_zero_life() -> None:
    t = table([creature("Гном", life=2)], [creature("Орк", life=3), creature("Упырь", life=3)])
    t.cs("Гном").wounds = 5
    t.cs("Орк").wounds = 3
    t.cs("Упырь").wounds = 2
    apply_rules_effects(t.s)
    assert t.zone_of("Гном") == "graveyard" and t.zone_of("Орк") == "graveyard"
    assert t.zone_of("Упырь") == "play"
    assert t.s.result is None


def test_1_2_hero_defeat_ends_the_game() -> None:
    t = table([creature("Гном", strike=3)], hero1=hero("Тиша", life=3))
    t.game.choose("attack Гном -> hero")
    assert t.game.is_over
    assert t.game.result == (0, "hero_defeated") and t.game.winner == 0
    assert t.game.decision is None and t.game.legal_options == ()
    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:
        t.game.choose("end")
    assert e.value.code == "game_over"
    assert t.game.state_hash() == before


def test_1_2_wounds_beyond_life_also_defeat() -> None:
    t = table([creature("Гном", strike=9)], hero1=hero("Тиша", life=3))
    t.game.choose("attack Гном -> hero")
    assert t.game.result == (0, "hero_defeated")


def test_9_11_both_heroes_falling_together_is_a_draw() -> None:
    t = table([creature("Гном")])
    t.cs(t.hero(0)).wounds = 20
    t.cs(t.hero(1)).wounds = 25
    apply_rules_effects(t.s)
    assert t.s.result == (-1, "both_heroes_fell")


def test_9_11_both_heroes_fall_draw_through_the_game() -> None:
    t = table([creature("Гном")])
    t.cs(t.hero(0)).wounds = 20
    t.cs(t.hero(1)).wounds = 20
    t.refresh()
    assert t.game.is_over and t.game.result == (-1, "both_heroes_fell") and t.game.winner is None
    assert t.game.decision is None


def test_1_2_one_hero_at_zero_life_loses() -> None:
    t = table([creature("Гном")])
    t.cs(t.hero(0)).wounds = 20
    t.refresh()
    assert t.game.result == (1, "hero_defeated")


# -- further keywords that act in combat -------------------------------------------------------------------


def test_6_2_frenzy_must_attack_when_able() -> None:
    t = table([creature("Безумец", strike=1, life=3, frenzy=1), creature("Гном", strike=1, life=3)],
              [creature("Орк", life=5)])
    assert set(t.options()) == {"attack Безумец -> hero", "attack Безумец -> Орк"}, "no end, no other attack"
    assert_illegal_end = t.game.state_hash()
    with pytest.raises(IllegalAction):
        t.game.choose("end")
    assert t.game.state_hash() == assert_illegal_end
    t.game.choose("attack Безумец -> hero")
    t.game.choose("no-defender")
    assert "end" in t.options() and "attack Гном -> hero" in t.options()


def test_6_2_cannot_attack_and_cannot_defend() -> None:
    t = table([creature("Статуя", strike=3, life=3, cannot_attack=1), creature("Гном", strike=1, life=3)],
              [creature("Трус", life=3, cannot_defend=1)])
    assert not any(o.card == t.iid("Статуя") for o in t.game.legal_options)
    with pytest.raises(IllegalAction) as e:
        t.game.choose(Option(ATTACK, t.iid("Статуя"), t.hero(1)))
    assert e.value.code == "cannot_attack"
    t.game.choose("attack Гном -> hero")
    assert t.game.decision.kind == "main", "the only creature cannot defend"


def test_5_2_4_attacks_per_turn_allows_more_strike_attacks() -> None:
    t = table([creature("Вихрь", strike=1, life=3, attacks_per_turn=2, attack_experience=1)])
    t.game.choose("attack Вихрь -> hero")
    t.game.choose("attack Вихрь -> hero")
    assert "attack Вихрь -> hero" not in t.options()
    assert t.wounds(t.hero(1)) == 2


def test_6_2_vulnerability_adds_one_wound() -> None:
    t = table([creature("Гном", strike=2, life=9)], [creature("Неженка", strike=0, life=9, vulnerability=1)])
    t.game.choose("attack Гном -> Неженка")
    assert t.wounds("Неженка") == 3


def test_6_2_no_wounds() -> None:
    t = table([creature("Гном", strike=2, life=9)], [creature("Призрак", strike=1, life=1, no_wounds=1)])
    t.game.choose("attack Гном -> Призрак")
    assert t.zone_of("Призрак") == "play" and t.wounds("Призрак") == 0 and t.wounds("Гном") == 1


def test_6_2_attack_reduction_lowers_attacks_against_the_card() -> None:
    t = table([creature("Гном", strike=3, life=9)], [creature("Санкторум", strike=0, life=9, attack_reduction=2)])
    t.game.choose("attack Гном -> Санкторум")
    assert t.wounds("Санкторум") == 1


def test_6_2_attack_reduction_does_not_reduce_the_retaliation() -> None:
    t = table([creature("Санкторум", strike=1, life=9, attack_reduction=2)], [creature("Орк", strike=3, life=9)])
    t.game.choose("attack Санкторум -> Орк")
    assert t.wounds("Санкторум") == 3
