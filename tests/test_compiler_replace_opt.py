"""Compiler tests of the «replace_opt» phrase family: real card texts → the exact meaning compiled.

Optional replacements: «Если <X> должен получить раны (от заклинания), вместо этого их может получить <эта карта>»
→ a replacement static whose one instruction is the optional «<эта карта> получает столько же ран».
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    CREATURE,
    STATIC,
    THIS,
    WOUNDED,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Select,
    StaticPart,
)
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts

REDIRECT = (Effect("wound", THIS, Amount("event_amount"), optional=True),)


def _one(text: str, name: str, card_type: str = "creature") -> Any:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    ability = result.abilities[0]
    assert unsupported_parts(ability) == []
    return ability


def test_ur_vail_takes_the_wounds_of_another_creature_of_yours() -> None:
    text = "Если ваше существо должно получить раны, вместо этого их может получить Ур-вайл."
    ab = _one(text, "Ур-вайл")
    assert ab == Ability(STATIC, text=text, effects=REDIRECT, statics=(
        StaticPart("replace", select=Select(CREATURE, side=YOU, other=True), what=WOUNDED),))


def test_ergchanta_only_for_your_nightmares() -> None:
    text = "Если ваш кошмар должен получить раны, вместо этого их может получить Эргчанта."
    ab = _one(text, "Эргчанта")
    assert ab.effects == REDIRECT
    assert ab.statics == (StaticPart("replace", select=Select(CREATURE, side=YOU, other=True, classes=("Кошмар",)),
                                     what=WOUNDED),)


def test_pallant_only_wounds_from_a_spell() -> None:
    text = "Если ваше существо должно получить раны от заклинания, вместо этого их может получить Паллант."
    ab = _one(text, "Паллант")
    assert ab.effects == REDIRECT
    assert ab.statics[0].condition == Condition("event_source_is_spell")
    assert ab.statics[0].select == Select(CREATURE, side=YOU, other=True)


def test_night_guard_optional_instruction_is_supported() -> None:
    """«вместо этого можете ранить Ночную стражу на 2» (compiled by «replace_prevent»): now supported, the optional
    first instruction is asked at the moment (engine/pause.py)."""
    text = "Если ваш герой должен получить раны, вместо этого можете ранить Ночную стражу на 2."
    ab = _one(text, "Ночная стража")
    assert ab.effects == (Effect("wound", THIS, 2, optional=True),)


def test_search_redirected_only_if_you_went_first() -> None:
    """«Поиск — X; если вы ходили первым, положите её на верх колоды вместо вашей руки»: two searches, one per branch
    of a condition that cannot change during the resolution."""
    from berserk_heroes.abilities import DECK, Ref

    text = "Поиск — нейтральная карта; если вы ходили первым, положите её на верх колоды вместо вашей руки."
    ab = _one(text, "Узнать дорогу", "spell")
    select = Select("card", side=YOU, zone=DECK, elements=("Нейтральные",))
    second = Condition("went_second")
    base = (("select", select), ("up_to", False))
    assert ab.effects == (
        Effect("search", Ref("player", side=YOU), 1, params=base, condition=second),
        Effect("search_to", Ref("player", side=YOU), 1, params=(*base, ("to", "deck_top")),
               condition=Condition("not", parts=(second,))),
    )


def test_a_conditional_redirect_needs_a_stable_condition() -> None:
    """A condition that the search itself could change is refused (it is evaluated once per branch)."""
    result = compile_text("Поиск — существо; если у вас есть дракон, положите его на верх колоды вместо вашей руки.",
                          "Проба", "spell")
    assert not result.fully


def test_module_cremation_wound_by_its_strike_instead_of_death() -> None:
    """«Гибель: Можете ранить существо на силу удара этой карты, если оно должно погибнуть, вместо этого ваш герой
    добывает его»: «на силу удара» = «по силе удара»; the comma form of Крематор's «; если оно должно погибнуть»."""
    from berserk_heroes.abilities import DIES, TRIGGERED, Ref, Target

    text = ("Гибель: Можете ранить существо на силу удара этой карты, если оно должно погибнуть, вместо этого ваш "
            "герой добывает его.")
    result = compile_text(f"Модуль.\n{text}", "Модуль кремации", "creature")
    assert result.fully, result.unparsed
    ab = result.abilities[1]
    assert unsupported_parts(ab) == []
    t0 = Ref("target", index=0)
    assert ab.kind == TRIGGERED and ab.trigger is not None and ab.trigger.event == DIES
    assert ab.targets == (Target(Select(CREATURE)),)
    assert ab.effects == (
        Effect("wound", t0, Amount("strike", ref=THIS), optional=True),
        Effect("instead_of_death", t0, params=(("effects", (
            Effect("hoard", t0, params=(("holder", Ref("hero", side=YOU)),)),)),)),
    )


def test_nightmare_catcher_hoards_a_card_named_at_the_moment() -> None:
    from berserk_heroes.abilities import GRAVEYARD, Ref, Target

    text = "Если Кошмарный ловец должен получить раны, вместо этого он может добыть карту существа с вашего кладбища."
    ab = _one(text, "Кошмарный ловец")
    assert ab.targets == (Target(Select(CREATURE, side=YOU, zone=GRAVEYARD), at_execution=True),)
    assert ab.effects == (Effect("hoard", Ref("target", index=0), params=(("holder", THIS),), optional=True),)
    assert ab.statics == (StaticPart("replace", select=None, what=WOUNDED),)


def test_prevent_per_card_hoarded_this_way() -> None:
    from berserk_heroes.abilities import PERMANENT, Ref

    text = ("Ваш герой добывает до четырёх существ с кладбища противника; предотвратите следующие 2 раны, наносимые "
            "любому вашему персонажу, за каждую добытую таким образом карту.")
    ab = _one(text, "Мусорная стена", "spell")
    assert ab.effects[0].verb == "hoard"
    assert ab.effects[1] == Effect("prevent", Ref("player", side=YOU), Amount("done", per=2),
                                   params=(("scope", "characters"), ("duration", PERMANENT)))


def test_thimblerigger_replaces_each_draw() -> None:
    from berserk_heroes.abilities import DRAWN, HERO, Ref, Target

    text = "Если вы должны взять карту, вместо этого можете ранить существо на 2."
    ab = _one(text, "Напёрсточник")
    assert ab.targets == (Target(Select(CREATURE), at_execution=True),)
    assert ab.effects == (Effect("wound", Ref("target", index=0), 2, optional=True),)
    assert ab.statics == (StaticPart("replace", select=Select(HERO, side=YOU), what=DRAWN),)


def test_extra_lives_replaced_by_healing_your_hero() -> None:
    from berserk_heroes.abilities import EXTRA_LIFE_GAINED, Ref

    text = "Если ваш слуа должен получить Х дополнительных жизней, вместо этого можете излечить вашего героя на Х."
    ab = _one(text, "Древнекровные")
    assert ab.statics == (StaticPart("replace", select=Select(CREATURE, side=YOU, classes=("Слуа",)),
                                     what=EXTRA_LIFE_GAINED),)
    assert len(ab.effects) == 1
    heal = ab.effects[0]
    assert (heal.verb, heal.what, heal.amount, heal.optional) == ("heal", Ref("hero", side=YOU),
                                                                  Amount("event_amount"), True)


def test_extra_lives_redirected_to_another_creature() -> None:
    from berserk_heroes.abilities import EXTRA_LIFE_GAINED, Ref, Target

    text = "Если Охотница Камилла должна получить дополнительные жизни, вместо этого их может получить другое существо."
    ab = _one(text, "Охотница Камилла")
    assert ab.targets == (Target(Select(CREATURE, other=True), at_execution=True),)
    assert ab.effects == (Effect("extra_life", Ref("target", index=0), Amount("event_amount"), optional=True),)
    assert ab.statics == (StaticPart("replace", select=None, what=EXTRA_LIFE_GAINED),)


def test_extra_lives_with_x_in_a_cost_bound_is_refused() -> None:
    text = ("Если ваш слуа должен получить Х дополнительных жизней, вместо этого можете вернуть слуа стоимостью Х{м} "
            "с кладбища в руку.")
    assert not compile_text(text, "Нетопырь слуа", "creature").fully
