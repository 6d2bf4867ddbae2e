"""Restrictions, obligations and per-turn markers decided in one place (engine/restrictions.py; §4.2, §5.2, §5.3, §5.5).

The query API (``forbids`` / ``forbidding``, ``obliged_targets``, ``player_forbids``, ``mark_this_turn``), the per-game
index it reads (``Catalog.restrictions``), and the refusals a player gets from it (code, rule, Russian, English).
"""

from __future__ import annotations

import pytest
from helpers import Table, creature, end_of_turn_effect
from test_core_combat import table  # creatures in play, player 0 active

from berserk_heroes import IllegalAction, Option
from berserk_heroes import abilities as A
from berserk_heroes.decisions import ATTACK
from berserk_heroes.engine.attack_rules import attacked_this_turn
from berserk_heroes.engine.restrictions import (
    forbidding,
    forbids,
    mark_this_turn,
    marked_this_turn,
    obliged_targets,
    player_forbids,
    targetable,
)


def refused(t: Table, option: Option) -> IllegalAction:
    before = t.game.state_hash()
    with pytest.raises(IllegalAction) as e:
        t.game.choose(option)
    assert t.game.state_hash() == before, "a refusal changes nothing"
    return e.value


# -- the index --------------------------------------------------------------------------------------------------


def test_a_game_without_restrictions_has_an_empty_index() -> None:
    t = table([creature("Гном")], [creature("Орк")])
    index = t.s.catalog.restrictions
    assert index.by_action == {} and index.obligations == {} and index.bans == () and index.open_activations == {}
    assert not forbids(t.s, A.ATTACK, t.cs("Гном"))


def test_the_index_holds_only_the_restrictions_some_card_can_have() -> None:
    t = table([creature("Гном", cannot_attack=1)], [creature("Орк", must_be_attacked=1)])
    index = t.s.catalog.restrictions
    assert set(index.by_action) == {A.ATTACK}
    assert [r.keyword for r in index.by_action[A.ATTACK]] == ["cannot_attack"]
    assert set(index.obligations) == {A.STRIKE_ATTACK, A.SHOT_ATTACK}, "«каждой атаки»: strikes and shots"


def test_every_restriction_and_obligation_keyword_is_described() -> None:
    for keyword in [r.keyword for r in A.RESTRICTIONS] + [o.keyword for o in A.OBLIGATIONS]:
        assert keyword in A.KEYWORDS, keyword
    for r in A.RESTRICTIONS:
        assert r.code and r.rule and r.ru and r.en, r


# -- card restrictions ------------------------------------------------------------------------------------------


def test_forbidding_names_the_restriction_of_the_card_that_has_it() -> None:
    t = table([creature("Гном", cannot_attack=1), creature("Брат")])
    r = forbidding(t.s, A.ATTACK, t.cs("Гном"))
    assert r is not None and (r.code, r.rule) == ("cannot_attack", "5.2")
    assert forbidding(t.s, A.ATTACK, t.cs("Брат")) is None
    assert forbidding(t.s, A.DEFEND, t.cs("Гном")) is None, "a restriction forbids its own action only"


def test_a_restriction_granted_for_a_time_forbids_while_it_lasts() -> None:
    t = table([creature("Гном"), creature("Брат", no_untap=1)])
    gnome = t.cs("Гном")
    assert not forbids(t.s, A.OPEN, gnome)
    gnome.effects = [end_of_turn_effect("grant", "no_untap", 1, t.s.turn)]
    assert forbids(t.s, A.OPEN, gnome)


def test_5_2_cannot_be_attacked_leaves_the_card_out_of_the_targets() -> None:
    t = table([creature("Гном")], [creature("Орк", cannot_be_attacked=1)])
    assert t.options() == ["attack Гном -> hero", "end"]
    e = refused(t, Option(ATTACK, t.iid("Гном"), t.iid("Орк")))
    assert (e.code, e.rule) == ("cannot_be_attacked", "5.2")


def test_5_2_cannot_attack_a_hero_is_refused_by_its_own_reason() -> None:
    t = table([creature("Гном", cannot_attack_hero=1)], [creature("Орк")])
    assert t.options() == ["attack Гном -> Орк", "end"]
    e = refused(t, Option(ATTACK, t.iid("Гном"), t.hero(1)))
    assert (e.code, e.rule) == ("cannot_attack_hero", "5.2")
    assert "героя" in e.message_ru and "hero" in e.message_en


def test_5_2_only_different_targets_refuses_the_same_target_twice_a_turn() -> None:
    t = table([creature("Гном", attacks_per_turn=2, attack_experience=1, only_different_targets=1)],
              [creature("Орк", strike=0, life=9)])
    t.game.choose("attack Гном -> Орк")
    assert t.game.decision.kind == "main"
    assert attacked_this_turn(t.s, t.iid("Гном"), t.iid("Орк"))
    assert t.options() == ["attack Гном -> hero", "end"]
    e = refused(t, Option(ATTACK, t.iid("Гном"), t.iid("Орк")))
    assert (e.code, e.rule) == ("only_different_targets", "5.2")


def test_5_3_cannot_defend_is_refused_by_its_restriction() -> None:
    t = table([creature("Гном")], [creature("Орк", cannot_defend=1)])
    r = forbidding(t.s, A.DEFEND, t.cs("Орк"))
    assert r is not None and (r.code, r.rule) == ("cannot_defend", "5.3")


def test_118_1_a_restriction_of_being_named_concerns_its_kind_of_ability_only() -> None:
    t = table([creature("Гном")], [creature("Орк", spell_protection=1), creature("Тролль", cannot_be_shot_target=1)])
    s, orc, troll = t.s, t.iid("Орк"), t.iid("Тролль")
    spec = A.Target(A.Select(A.CREATURE))
    assert targetable(s, 0, t.iid("Гном"), spec, "spell", [orc, troll]) == [troll], "«Защита от заклинаний»"
    assert targetable(s, 0, t.iid("Гном"), spec, "activated", [orc, troll]) == [orc, troll], "not a shot, not a spell"


# -- obligations -------------------------------------------------------------------------------------------------


def test_5_2_a_taunt_in_the_opponents_turn_narrows_strike_targets_only() -> None:
    t = table([creature("Гном")], [creature("Орк", must_be_struck_offturn=1), creature("Тролль")])
    s, orc = t.s, t.iid("Орк")
    everyone = [t.hero(1), orc, t.iid("Тролль")]
    assert obliged_targets(s, A.STRIKE_ATTACK, 0, everyone) == [orc]
    assert obliged_targets(s, A.SHOT_ATTACK, 0, everyone) == everyone, "shots are not concerned"
    assert obliged_targets(s, A.STRIKE_ATTACK, 0, [t.hero(1)]) == [t.hero(1)], "none may be named: any target"
    assert t.options() == ["attack Гном -> Орк", "end"]


def test_5_2_a_taunt_of_the_opponents_turn_does_not_bind_in_its_controllers_turn() -> None:
    t = table([creature("Гном", must_be_struck_offturn=1)], [creature("Орк")])
    s = t.s
    assert s.active == 0
    assert obliged_targets(s, A.STRIKE_ATTACK, 1, [t.iid("Гном"), t.hero(0)]) == [t.iid("Гном"), t.hero(0)]


def test_5_5_must_be_attacked_binds_shots_too_but_not_its_own_side() -> None:
    t = table([creature("Гном", must_be_attacked=1)], [creature("Орк")])
    s, gnome = t.s, t.iid("Гном")
    assert obliged_targets(s, A.SHOT_ATTACK, 1, [t.hero(0), gnome]) == [gnome]
    assert obliged_targets(s, A.SHOT_ATTACK, 0, [t.iid("Орк"), gnome]) == [t.iid("Орк"), gnome]


# -- player restrictions and per-turn markers -------------------------------------------------------------------


def test_a_game_without_bans_forbids_players_nothing() -> None:
    t = table([creature("Гном")])
    assert not player_forbids(t.s, 0, A.ATTACK)
    assert not player_forbids(t.s, 0, "play", t.iid("Гном"))


def test_per_turn_markers_count_and_end_with_the_turn() -> None:
    t = table([creature("Гном")])
    s = t.s
    assert marked_this_turn(s, "used", 1, 2) == 0
    assert mark_this_turn(s, "used", 1, 2) == 1 and mark_this_turn(s, "used", 1, 2) == 2
    assert marked_this_turn(s, "used", 2, 1) == 0, "the ids are ordered"
    t.game.choose("end")
    assert marked_this_turn(t.s, "used", 1, 2) == 0
