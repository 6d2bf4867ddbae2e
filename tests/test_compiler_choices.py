"""Compiler tests of the «choices» concept of the card language: modes, their counts and the instructions they hold."""

from __future__ import annotations

from berserk_heroes.cards.compiler import compile_unit
from berserk_heroes.cards.compiler_normalise import with_shared_object
from tests.test_compiler import abilities


def test_an_object_two_verbs_share_is_spelt_out_after_each() -> None:
    assert with_shared_object("вызвать+impr или уничтожить+impr карта.sing поддержка .") == \
        "вызвать+impr карта.sing поддержка или уничтожить+impr карта.sing поддержка ."
    assert with_shared_object("• ранить+impr он , вызвать+impr или уничтожить+impr карта.sing поддержка • х") == \
        "• ранить+impr он , вызвать+impr карта.sing поддержка или уничтожить+impr карта.sing поддержка • х"
    # not after «мочь» (an infinitive there, read by the rules that take it), nor without an object
    assert with_shared_object("не мочь+3 добыть+impr или положить+impr в рука") == "не мочь+3 добыть+impr или положить+impr в рука"
    assert with_shared_object("вызвать+impr или уничтожить+impr .") == "вызвать+impr или уничтожить+impr ."
    # «полностью излечите и закройте это существо»: both on the one card, the second by the pronoun
    assert with_shared_object("; полностью излечить+impr и закрыть+impr этот существо.sing .") == \
        "; полностью излечить+impr этот существо.sing и закрыть+impr он ."


def test_five_times_one_mode_of_a_list_holding_an_either() -> None:
    """Огни большого города: «Вызовите или уничтожьте карту поддержки» is two modes of the list (one pick a time)."""
    (spell,) = abilities("Огни большого города")
    (choice,) = spell.effects
    assert (choice.verb, choice.param("times"), choice.param("min"), choice.param("max")) == ("choose_mode", 5, 1, 1)
    verbs = [tuple(e.verb for e in mode.effects) for mode in choice.param("modes")]
    assert verbs == [("wound",), ("put_into_play",), ("put_into_play",), ("destroy",), ("extra_life",), ("move",)]
    destroy = choice.param("modes")[3]
    assert [t.select.kind for t in destroy.targets] == ["support"]


def test_an_either_stays_one_mode_where_several_modes_are_picked() -> None:
    """«Выберите одно или оба»: picking the «или» mode and both of its instructions are not the same choice."""
    (ability,) = compile_unit("Выберите одно или оба: • Вызовите или уничтожьте карту поддержки; • Возьмите карту.",
                              "Тест", "spell")[0]
    modes = ability.effects[0].param("modes")
    assert len(modes) == 2 and modes[0].effects[0].verb == "choose_mode"


def test_gains_one_of_the_abilities_listed() -> None:
    """Подчинить своей воле: each line of «оно получает одно из» is a granted ability (a mode); «оно» in the modes is the
    creature taken (IT), «на силу удара этого существа» the strike of the card that has the ability."""
    from berserk_heroes.abilities import IT, THIS, Amount

    (spell,) = abilities("Подчинить своей воле")
    control, choice, destroy = spell.effects
    assert (control.verb, choice.verb, destroy.verb) == ("control", "choose_mode", "destroy")
    grants = [mode.effects[0] for mode in choice.param("modes")]
    assert [(g.verb, g.what) for g in grants] == [("grant", IT), ("grant", IT)]
    heal = grants[0].param("ability").effects[0]
    assert (heal.verb, heal.amount) == ("heal", Amount("strike", ref=THIS))
    assert grants[1].param("ability").effects[0].verb == "mill"
    assert destroy.what == control.what


def test_fight_any_number_of_other_creatures() -> None:
    """Итцуп: «Сразиться с любым числом существ» — a fight with 0 or more creatures, not itself."""
    (ability,) = abilities("Итцуп")
    fight = ability.effects[0].param("modes")[0]
    (target,) = fight.targets
    assert (target.min, target.select.other, fight.effects[0].verb) == (0, True, "fight")
