"""Compiler tests of the «misc_b» phrase family (round 5): real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    CREATURE,
    ENTERS_PLAY,
    HERO,
    OPPONENT,
    OPPONENT_PLAYER,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import compile_card, compiled_pool
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.cards.model import CardDef
from tests.test_compiler import abilities


def test_strike_of_the_chosen_creature() -> None:
    # «Выберите ваше существо. Ранить его на 2, при этом ранить другое существо на Х, где Х – сила удара выбранного
    # существа»: Х is the strike of target #1 (the opening choice), the other creature is not that one
    assert abilities("Подстрекательство") == (
        Ability(SPELL_ABILITY,
                targets=(Target(Select(CREATURE, side=YOU)), Target(Select(CREATURE, state="other_target"))),
                effects=(Effect("declare_target", TARGET(0)),
                         Effect("wound", TARGET(0), 2,
                                then=(Effect("wound", TARGET(1), Amount("strike", ref=TARGET(0))),)))),
    )


def test_strike_of_the_chosen_needs_one_opening_choice() -> None:
    # without an opening «Выберите …» there is no «выбранное существо» to read
    result = compile_text("Ранить существо на Х, где Х – сила удара выбранного существа.", "Проба", "spell")
    assert not result.fully


def test_pronoun_paragraph_continues_the_one_above() -> None:
    # «Возьмите существо под контроль. / Откройте его.»: one spell ability, «его» the creature taken
    (ability,) = abilities("Песнь речных дев")
    assert ability.targets == (Target(Select(CREATURE)),)
    assert [e.verb for e in ability.effects] == ["take_control", "open"]
    assert ability.effects[1].what == TARGET(0)


def test_pronoun_paragraph_only_for_spells() -> None:
    # a creature's paragraph is an ability of its own: the pronoun still has nothing to refer to
    result = compile_text("Найм: Ранить существо на 1.\nОткройте его.", "Проба", "creature")
    assert not result.fully


def test_enters_with_x_boosts() -> None:
    # «Входит в игру с Х эффектами усиления» (Гнолл, cost X): a static applied as the card enters play
    assert Ability(STATIC, statics=(StaticPart("mb_enters_boosted", what="x_paid"),)) in abilities("Гнолл")


def test_x_of_the_hire_is_the_x_paid() -> None:
    # Мирраклер (cost X) «Найм: Получает Х дополнительных жизней»: Х is the X paid for it
    card = compiled_pool().find("Мирраклер")
    assert card is not None and card.supported
    hire = next(a for a in card.abilities if a.trigger == Trigger(ENTERS_PLAY))
    assert hire.effects == (Effect("extra_life", THIS, Amount("mb_x_paid")),)


def test_enters_with_x_boosts_needs_cost_x() -> None:
    card = compile_card(CardDef(key="t", name="Проба", type="creature", cost=3, strike=1, life=1,
                                text="Входит в игру с Х эффектами усиления."))
    assert not card.supported


def test_owner_summons_a_cheaper_creature() -> None:
    # «Уничтожьте существо. / Его владелец вызывает существо меньшей стоимости {м}»: one ability, about target #1
    (ability,) = abilities("Ужасающая инкубация")
    assert ability.targets == (Target(Select(CREATURE)),)
    assert ability.effects == (Effect("destroy", TARGET(0)), Effect("mb_owner_summons_cheaper", TARGET(0)))


def test_printed_poison() -> None:
    # «Отравление 2(в начале вашего хода ранить это существо на 2)»: keyword self_poison 2
    result = compile_text("Отравление 2(в начале вашего хода ранить это существо на 2).", "Хранитель источника",
                          "creature")
    assert result.fully and result.keywords == (("self_poison", 2),)
    # a reminder with another number is refused
    assert not compile_text("Отравление 2(в начале вашего хода ранить это существо на 3).", "Проба", "creature").fully


def test_salvo_shots_by_a_creature_of_yours() -> None:
    # «Ваше существо производит выстрел по существу и выстрел по герою, равные силе своего удара»
    spell = next(a for a in abilities("Колоссальный залп") if a.kind == SPELL_ABILITY)
    assert spell.targets == (Target(Select(CREATURE, side=YOU)), Target(Select(CREATURE, side=OPPONENT)),
                             Target(Select(HERO, side=OPPONENT)))
    strike = Amount("strike", ref=TARGET(0))
    assert spell.effects == (Effect("sequence", params=(("effects", (
        Effect("shot", TARGET(1), strike, params=(("shooter", TARGET(0)),)),
        Effect("shot", TARGET(2), strike, params=(("shooter", TARGET(0)),)))),)),)


def test_scales_of_its_strike() -> None:
    # «Чешуя Х, где Х — сила удара Надменного»: keyword scales_strike
    result = compile_text("Чешуя Х, где Х — сила удара Надменного.", "Надменный", "creature")
    assert result.fully and result.keywords == (("scales_strike", 1),)


def test_destroy_any_support_card_as_payment() -> None:
    # «Уничтожьте карту поддержки: Возьмите карту; если уничтоженная карта поддержки не была вашей, уничтожьте Хельгу»
    activated = next(a for a in abilities("Хельга") if a.kind == ACTIVATED)
    assert activated.costs == (Cost("mb_destroy_support"),)
    assert activated.effects == (Effect("draw", YOU_PLAYER, 1),
                                 Effect("destroy", THIS, condition=Condition("mb_paid_foreign")))


def test_paid_foreign_needs_the_payment() -> None:
    card = compile_card(CardDef(key="t", name="Проба", type="creature", cost=3, strike=1, life=1,
                                text="{Т}: Возьмите карту; если уничтоженная карта поддержки не была вашей, уничтожьте Пробу."))
    assert not card.supported


def test_lose_coins_down_to_yours() -> None:
    # «Противник теряет по 1{м} до тех пор, пока у него не останется столько же {м}, сколько и у вас» (a mode of Осудить)
    (spell,) = abilities("Осудить")
    modes = spell.effects[0].param("modes")
    assert modes[2].effects == (Effect("lose_coins", OPPONENT_PLAYER, Amount("mb_coin_excess")),)
