"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of keywords that are abilities or rules of their own: card texts → exact ability objects (digest §6.2).

Compiler tests of one-card phrases (the strike of a chosen creature, owners summoning, coins lost): real card texts → exact ability objects.
"""

from __future__ import annotations

import dataclasses

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ACTIVATED,
    CARD,
    CARD_PLAYED,
    CLOSE,
    COINS,
    CONDITION_MET,
    CREATURE,
    ENTERS_PLAY,
    GIFT_OF_LIFE_USED,
    GRAVEYARD,
    HAND,
    HERO,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    SPELL_ABILITY,
    STATIC,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_START,
    WOUNDED,
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
from berserk_heroes.cards.compiled import compile_card, compiled_pool, gift_bound, reserve_for
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.cards.language.keywords import SOUL_CATCHER, raid_condition
from berserk_heroes.cards.model import CardDef
from berserk_heroes.cards.pool import load_card_pool
from berserk_heroes.engine.keywords import keyword_abilities
from tests.test_compiler import abilities, kw, non_keyword


def _compile(text: str, card_type: str = "creature", name: str = "Тест") -> tuple[Ability, ...]:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    return tuple(dataclasses.replace(a, text="") for a in result.abilities)


def test_gift_of_life_keyword_is_an_activated_ability() -> None:
    assert abilities("Дарвитус")[:2] == (kw("unique"), kw("gift_of_life", 3))
    assert abilities("Созидатель")[0] == kw("gift_of_life", 2)
    assert keyword_abilities("gift_of_life", 3) == (
        Ability(ACTIVATED, text="Дар жизни 3", effects=(Effect("gift_of_life", YOU_PLAYER, 3),)),)
    # the unnumbered «Дар жизни» (Жрица жизни): value 0, no bound in the instruction
    assert _compile("Дар жизни.") == (kw("gift_of_life", 0),)
    assert keyword_abilities("gift_of_life", 0)[0].effects == (Effect("gift_of_life", YOU_PLAYER, None),)


def test_gift_of_life_instruction_and_event() -> None:
    heal = Effect("heal", TARGET(0), 2, params=(("all", False),))
    assert non_keyword("Берегир")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 3), Cost(CLOSE)), targets=(Target(Select(CREATURE)),),
        effects=(Effect("gift_of_life", YOU_PLAYER, None, then=(heal,)),))
    quoted = Ability(ACTIVATED, text="{Т}: Дар жизни 2", costs=(Cost(CLOSE),),
                     effects=(Effect("gift_of_life", YOU_PLAYER, 2),))
    assert abilities("Цветение жизни") == (Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
        Effect("sequence", params=(("effects", (
            Effect("extra_life", TARGET(0), 1),
            Effect("grant", TARGET(0), params=(("ability", quoted), ("duration", PERMANENT))))),)),)),)
    assert non_keyword("Камень жизни")[1] == Ability(
        TRIGGERED, trigger=Trigger(GIFT_OF_LIFE_USED, subject=Select(CARD, side=YOU)), per_turn=2,
        effects=(Effect("gain_coins", YOU_PLAYER, 1),))
    assert non_keyword("Созидатель")[1] == Ability(
        ACTIVATED, costs=(Cost("remove_extra_lives", 2),), effects=(Effect("gain_coins", YOU_PLAYER, 1, params=(("duration", PERMANENT), ("closed", True))),))
    # Тролль-жизнетворец's reminder of «Дар жизни 2» is explanatory
    assert abilities("Тролль-жизнетворец") == (kw("regeneration", 2), kw("gift_of_life", 2))


def test_lose_abilities_and_extra_lives() -> None:
    assert non_keyword("Хризолитовый дракон") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE)),), effects=(
            Effect("sequence", params=(("effects", (
                Effect("lose", TARGET(0), params=(("all", "abilities"), ("duration", PERMANENT))),
                Effect("extra_life", TARGET(0), 3))),)),)),)


def test_hide_and_reveal_of_zvi() -> None:
    hidden = Condition("source_state", state="hidden")
    reveal = (Effect("reveal", THIS),)
    assert non_keyword("Зви, Нервный ург") == (
        Ability(TRIGGERED, trigger=Trigger(WOUNDED), effects=(Effect("hide", THIS),)),
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY, subject=Select(CREATURE, side=YOU)), effects=reveal),
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=YOU, zone=HAND)), effects=reveal,
                meta=(("limit_with", -1),)),
        Ability(TRIGGERED, trigger=Trigger(CONDITION_MET), effects=reveal, condition=Condition(
            "and", parts=(hidden, Condition("hand_size", op=">=", value=10)))),
    )
    # only a character hides
    assert not compile_text("Когда получает раны — скрыться.", "Тест", "spell").fully


def test_synthetic_keywords() -> None:
    assert _compile("Скрытность.") == (kw("stealth"),)
    assert keyword_abilities("stealth", 1)[0].effects == (Effect("hide", THIS),)
    assert _compile("Авангард 2.") == (kw("vanguard", 2),)
    assert keyword_abilities("vanguard", 2)[0].trigger == Trigger(CARD_PLAYED)
    assert _compile("Ярость.") == (kw("fury"),)
    assert _compile("Немертвый.") == (kw("undead"),)
    assert _compile("Инкарнация 2.") == (kw("incarnation", 2),)
    incarnation = keyword_abilities("incarnation", 2)[0]
    assert incarnation.zone == GRAVEYARD and incarnation.trigger == Trigger(TURN_START, whose_turn=YOU)
    assert _compile("Неуловимость от существ стоимостью 3 или менее.") == (
        kw("elusive", **{"from": Select(CREATURE, cost_max=3)}),)
    assert _compile("Концентрация: Возьмите карту.") == (Ability(
        TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), condition=Condition("source_state", state="unwounded"),
        effects=(Effect("draw", YOU_PLAYER, 1),), keyword=("concentration", 1)),)
    # «Неуловимость» only from creatures
    assert not compile_text("Неуловимость от заклинаний.", "Тест", "creature").fully


def test_gift_reserve_holds_copies_of_the_decks_creatures() -> None:
    pool = load_card_pool()
    darvitus = compile_card(pool.find("Дарвитус"))
    gnome, ork = pool.find("Гном"), pool.find("Орк")  # costs 2 and 4
    assert gift_bound(darvitus) == 3
    assert gift_bound(compile_card(pool.find("Цветение жизни"))) == 2
    reserve = reserve_for([darvitus, gnome, ork], pool.with_compiler(compile_card))
    assert [c.name for c in reserve] == ["Гном", "Гном"]


def test_shuffle_any_number_from_the_opponents_graveyard() -> None:
    """What the compiler makes of the text; on the card of cost X, ``cards.compiled`` then ties the number of targets to
    the X paid (tests/test_compiler_zone_moves.py)."""
    from berserk_heroes.abilities import OPPONENT, Amount

    grave = Select(CREATURE, side=OPPONENT, zone=GRAVEYARD)
    assert abilities("Скрытый в листве") == (Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(grave, min=0, max=30),), effects=(
            Effect(A.MOVE, TARGET(0), params=A.move_params(A.DECK, A.SHUFFLED), optional=True),
            Effect("counters", THIS, Amount("done", per=2), params=(("counter", "boost"),)))),)


def test_rules_options_of_gift_of_life_and_incarnation() -> None:
    import pytest

    from berserk_heroes.config import RulesConfig
    from berserk_heroes.errors import DataError

    default = RulesConfig()
    assert (default.gift_of_life_unnumbered, default.incarnation_payment, default.hidden_reveal_abilities_work) == (
        None, "lose", True)
    assert RulesConfig.from_dict({"incarnation_payment": "close", "gift_of_life_unnumbered": 2}).gift_of_life_unnumbered == 2
    assert not default.ignored_wounds_use_armor and not default.reduced_to_covers_retaliation
    with pytest.raises(DataError):
        RulesConfig(incarnation_payment="pay")
    with pytest.raises(DataError):
        RulesConfig(gift_of_life_unnumbered=-1)


def test_gift_copy_again() -> None:
    from berserk_heroes.abilities import EVENT, OPPONENT_PLAYER

    again = Effect("create", EVENT("other"), 1, params=(("gift_copy", True),))
    assert non_keyword("Дикий целитель")[0] == Ability(TRIGGERED, trigger=Trigger(GIFT_OF_LIFE_USED), effects=(
        Effect("heal", OPPONENT_PLAYER, 5, params=(("split", True),), optional=True, then=(again,)),))
    assert compile_card(load_card_pool().find("Дикий целитель")).supported


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
    assert [e.verb for e in ability.effects] == ["control", "open"]
    assert ability.effects[1].what == TARGET(0)


def test_pronoun_paragraph_only_for_spells() -> None:
    # a creature's paragraph is an ability of its own: the pronoun still has nothing to refer to
    result = compile_text("Найм: Ранить существо на 1.\nОткройте его.", "Проба", "creature")
    assert not result.fully


def test_enters_with_x_boosts() -> None:
    # «Входит в игру с Х эффектами усиления» (Гнолл, cost X): a static applied as the card enters play
    assert Ability(STATIC, statics=(StaticPart("enters_boosted_by_paid", what="x_paid"),)) in abilities("Гнолл")


def test_x_of_the_hire_is_the_x_paid() -> None:
    # Мирраклер (cost X) «Найм: Получает Х дополнительных жизней»: Х is the X paid for it
    card = compiled_pool().find("Мирраклер")
    assert card is not None and card.supported
    hire = next(a for a in card.abilities if a.trigger == Trigger(ENTERS_PLAY))
    assert hire.effects == (Effect("extra_life", THIS, Amount("x_paid_for_it")),)


def test_enters_with_x_boosts_needs_cost_x() -> None:
    card = compile_card(CardDef(key="t", name="Проба", type="creature", cost=3, strike=1, life=1,
                                text="Входит в игру с Х эффектами усиления."))
    assert not card.supported


def test_owner_summons_a_cheaper_creature() -> None:
    # «Уничтожьте существо. / Его владелец вызывает существо меньшей стоимости {м}»: one ability, about target #1
    (ability,) = abilities("Ужасающая инкубация")
    assert ability.targets == (Target(Select(CREATURE)),)
    assert ability.effects == (Effect("destroy", TARGET(0)), Effect("owner_summons_cheaper", TARGET(0)))


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
    assert activated.costs == (Cost("destroy_support"),)
    assert activated.effects == (Effect("draw", YOU_PLAYER, 1),
                                 Effect("destroy", THIS, condition=Condition("paid_foreign")))


def test_paid_foreign_needs_the_payment() -> None:
    card = compile_card(CardDef(key="t", name="Проба", type="creature", cost=3, strike=1, life=1,
                                text="{Т}: Возьмите карту; если уничтоженная карта поддержки не была вашей, уничтожьте Пробу."))
    assert not card.supported


def test_lose_coins_down_to_yours() -> None:
    # «Противник теряет по 1{м} до тех пор, пока у него не останется столько же {м}, сколько и у вас» (a mode of Осудить)
    (spell,) = abilities("Осудить")
    modes = spell.effects[0].param("modes")
    assert modes[2].effects == (Effect("lose_coins", OPPONENT_PLAYER, Amount("coin_excess")),)


def test_raid_keyword_works_from_the_xth_attack() -> None:
    # «Набег X — <текст>» (digest §6.2): a keyword line under the condition «attacking, X-th or later attack this turn»
    (static,) = _compile("Набег 2 — Первый удар.")
    (part,) = static.statics
    assert (part.kind, part.select, part.keyword) == ("grant", None, "first_strike")
    assert part.condition == raid_condition(2)


def test_raid_and_soul_catcher_condition_any_ability() -> None:
    # the ability after the ability word keeps its own shape, with the word's condition added
    (raid,) = _compile("Набег 3 — При атаке ранить героя противника на 1.")
    plain = _compile("При атаке ранить героя противника на 1.")[0]
    assert raid == dataclasses.replace(plain, condition=raid_condition(3))
    (soul,) = _compile("Душелов — Найм: ранить выбранное существо на 2.")
    assert soul == dataclasses.replace(_compile("Найм: ранить выбранное существо на 2.")[0], condition=SOUL_CATCHER)


def test_spending_is_a_trigger_on_coins_spent() -> None:
    # «Расход X: <текст>» (digest §3.1): when you spend coins and have spent X or more this turn (once a turn, 112.5)
    (spending,) = _compile("Расход 3: возьмите карту.")
    assert spending.trigger == Trigger(A.COINS_SPENT, subject=Select(HERO, side=YOU))
    assert spending.condition == Condition("coins_spent", value=3)
    assert spending.effects == (Effect("draw", YOU_PLAYER, 1),) and not spending.every_time


def test_must_attack_at_first_opportunity_is_frenzy() -> None:
    # «Должен / Обязан атаковать (ударом) при первой возможности» (digest §6.2) = «Бешенство», also as a granted quote
    for text in ("Должно атаковать при первой возможности.", "Обязан атаковать ударом при первой возможности."):
        assert compile_text(text, "Тест", "creature").keywords == (("frenzy", 1),)
    (hire,) = _compile("Найм: выбранное существо противника получает: «Должно атаковать при первой возможности до "
                       "конца игры».")
    assert hire.effects == (Effect("grant", TARGET(0), 1, params=(("keyword", "frenzy"), ("duration", PERMANENT))),)


def test_ignores_armor_and_scales() -> None:
    # «Игнорирует Броню (и Чешую)» (digest §6.2 «Игнорировать …»): a keyword for each protection ignored
    assert compile_text("Игнорирует Броню и Чешую.", "Тест", "creature").keywords == (
        ("ignores_armor", 1), ("ignores_scales", 1))
    assert not compile_text("Игнорирует Регенерацию.", "Тест", "creature").fully


def test_strike_reduced_to_is_attacks_reduced_to() -> None:
    # «Сведение удара к X» (digest §6.2) names what «Атаки по этому существу сводятся к X» does
    assert compile_text("Сведение удара к 1.", "Тест", "creature").keywords == (("attacks_reduced_to", 1),)


def test_attack_ordinal_protection_first_attack_in_words() -> None:
    # «Не получает ран от первой атаки за ход» is the protection of «Защита от второй и третьей атаки по себе за ход»
    # for the first attack: bit N stands for the N-th attack on the card in a turn
    first = compile_text("Не получает ран от первой атаки за ход.", "Тест", "creature")
    assert first.fully and first.abilities[0].keyword == ("attack_ordinal_protection", 1 << 1)
    second_third = compile_text("Защита от второй и третьей атаки по себе за ход.", "Тест", "creature")
    assert second_third.abilities[0].keyword == ("attack_ordinal_protection", 1 << 2 | 1 << 3)


def test_directed_strike_at_creatures_of_another_class() -> None:
    # «Направленный удар по существам <post-modifier>»: directed_strike_vs over the creatures it describes
    assert abilities("Разъярённый пехотинец")[1] == kw("directed_strike_vs", vs=A.Select(A.CREATURE, state="other_class"))


def test_closes_after_fight_reminder() -> None:
    # «(Закрытие карты происходит после сражения, если она выжила)»: the card's own closing waits for the fight's end
    assert kw("closes_after_fight") in abilities("Паровой страж")


def test_must_be_first_spell_target() -> None:
    assert kw("must_be_first_spell_target") in abilities("Кицунэ")
