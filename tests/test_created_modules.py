"""The cards that create «модуль» tokens the card data lacks: they compile (and are listed as needing those cards),
and the mechanisms read with them («не являющиеся созданными», «Выберите Х раз», «за каждого излеченного»)."""
from __future__ import annotations

import dataclasses

from test_compiler import abilities

from berserk_heroes.abilities import (
    CHARACTER,
    COINS,
    CREATURE,
    DIES,
    IT,
    SPELL_ABILITY,
    STATIC,
    THIS,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Ref,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.compiler import compile_text


def _creates(*names: str) -> tuple[Ability, ...]:
    return tuple(Ability(SPELL_ABILITY, effects=(Effect("create", YOU_PLAYER, 1, params=(("name", n),)),))
                 for n in names)


def _choice(*names: str, times: object = 1) -> Effect:
    return Effect("choose_mode", params=(("modes", _creates(*names)), ("min", 1), ("max", 1), ("times", times)))


def test_bioreactor_gives_a_death_ability_to_your_creatures_that_are_not_created() -> None:
    death = Ability(TRIGGERED, trigger=Trigger(DIES),
                    effects=(_choice("Защитный модуль", "Модуль поддержки"),))
    (static,) = abilities("Биореактор")
    assert static.kind == STATIC
    (part,) = static.statics
    assert dataclasses.replace(part, ability=None) == StaticPart("grant_ability",
                                                                 select=Select(CREATURE, side=YOU, not_created=True))
    assert dataclasses.replace(part.ability, text="") == death


def test_the_module_cards_are_listed_as_needing_cards_the_data_lacks() -> None:
    from berserk_heroes.cards.support_report import support_report

    missing = support_report().missing_data
    assert missing["Биореактор"] == ("Защитный модуль", "Модуль поддержки")
    assert missing["Не покладая рук"] == ("Модуль атаки", "Модуль подвижности")
    assert missing["Волна исцеления"] == ("Защитный модуль", "Модуль поддержки")
    assert missing["Золотой трон"] == ("Модуль подвижности", "Защитный модуль")
    card = compiled_pool().find("Биореактор")
    assert card is not None and card.abilities  # it compiles: only the tokens are missing


def test_x_times_one_of_paid_with_x_coins_and_x_cards() -> None:
    (ability,) = abilities("Не покладая рук")
    assert ability.costs == (Cost(COINS, 0, is_x=True), Cost("discard", 0, is_x=True))
    assert ability.effects == (_choice("Модуль атаки", "Модуль подвижности", times=Amount("x")),)


def test_one_or_the_other_for_each_character_healed_just_before() -> None:
    (ability,) = abilities("Волна исцеления")
    heal = Effect("heal", Ref("all", select=Select(CHARACTER, side=YOU), side=YOU), 1, params=(("all", False),))
    assert ability.effects == (heal, _choice("Защитный модуль", "Модуль поддержки",
                                             times=Amount("done", select=Select(CHARACTER))))


def test_one_or_the_other_for_each_healed_needs_the_healing_just_before() -> None:
    text = "Возьмите карту. Создайте защитный модуль или Модуль поддержки за каждого излеченного персонажа."
    assert not compile_text(text, "Проба", "spell").fully


def test_golden_throne_this_card_is_the_card_shown_and_may_covers_both_instructions() -> None:
    (ability,) = abilities("Золотой трон")
    look, create, bottom = ability.effects
    assert look.verb == "look" and create == dataclasses.replace(
        _choice("Модуль подвижности", "Защитный модуль"), condition=create.condition)
    assert create.condition is not None and create.condition.kind == "revealed"
    assert bottom == Effect("move", IT, params=(("to", "deck"), ("position", "bottom")), optional=True,
                            condition=Condition("not", parts=(create.condition,)),
                            then=(Effect("open", THIS, params=(("ready", True),)),))


def test_this_card_under_the_deck_without_a_card_shown_is_refused() -> None:
    assert not compile_text("(1)(Т): Положите эту карту под низ колоды.", "Проба", "event").fully


def test_parolet_attaches_any_number_of_your_mechanisms_as_modules() -> None:
    card = compiled_pool().find("Паролет")
    assert card is not None and card.supported
    (hire,) = abilities("Паролет")
    mechanisms, _creature = hire.targets
    assert (mechanisms.select.side, mechanisms.select.classes, mechanisms.select.other, mechanisms.min) == (
        YOU, ("Механизм",), True, 0)
    attach, wound = hire.effects
    assert attach == Effect("attach", Ref("target", index=0), params=(("to", THIS), ("entering", True)))
    assert wound == Effect("wound", Ref("target", index=1), Amount("strike", ref=THIS), optional=True)
