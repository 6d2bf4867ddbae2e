"""The cards that create «модуль» tokens the card data lacks: they compile (and are listed as needing those cards),
and the mechanisms read with them («не являющиеся созданными», «Выберите Х раз», «за каждого излеченного»)."""
from __future__ import annotations

import dataclasses

from test_compiler import abilities

from berserk_heroes.abilities import (
    CREATURE,
    DIES,
    SPELL_ABILITY,
    STATIC,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    Ability,
    Effect,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.compiled import compiled_pool


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
    card = compiled_pool().find("Биореактор")
    assert card is not None and card.abilities  # it compiles: only the tokens are missing
