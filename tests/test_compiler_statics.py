"""Compiler tests of the «statics» phrase family (round 3): real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    CARD,
    CHOSEN_CLASS,
    CLOSE,
    CREATURE,
    ENEMY_HERO,
    HERO,
    IT,
    OPPONENT,
    SPELL_ABILITY,
    STATIC,
    SUPPORT,
    TARGET,
    THIS,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Select,
    StaticPart,
    Target,
)
from tests.test_compiler import abilities, kw


def test_fewer_wounds_from_attacks() -> None:
    assert abilities("Шиа") == (Ability(STATIC, statics=(StaticPart("wounds_taken", value=-1, what="attack"),)),)


def test_your_cards_and_hero_have() -> None:
    maidens = Select(CREATURE, side=YOU, classes=("Речная дева",))
    assert abilities("Глубоководный язь")[0] == Ability(STATIC, statics=(
        StaticPart("grant", select=maidens, keyword="shot_protection", value=1),
        StaticPart("grant", select=Select(HERO, side=YOU), keyword="shot_protection", value=1)))


def test_single_element() -> None:
    assert abilities("Безрукий Боб") == (Ability(STATIC, statics=(
        StaticPart("grant", select=Select(CREATURE, state="single_element"), keyword="last_strike", value=1),)),)


def test_directed_strike_at_eggs() -> None:
    assert abilities("Тварина") == (kw("directed_strike_vs", vs=Select(CARD, classes=("Яйцо",))),)


def test_no_wounds_while_this_is_closed_and_fight_this_card() -> None:
    assert abilities("Щит Кронга")[1:] == (
        Ability(STATIC, statics=(StaticPart("grant", select=Select(HERO, side=YOU), keyword="no_wounds", value=1,
                                            condition=Condition("source_state", state="closed")),)),
        Ability(ACTIVATED, costs=(Cost(CLOSE),), targets=(Target(Select(CREATURE, other=True)),),
                effects=(Effect("fight", THIS, params=(("attacker", TARGET(0)),)),)),
    )


def test_close_your_class_as_a_cost() -> None:
    maiden = Select(CREATURE, side=YOU, classes=("Речная дева",))
    assert abilities("Хозяйка кабаре")[2].costs == (Cost("close_own", select=maiden),)


def test_cost_if_two_creatures_were_wounded_this_turn() -> None:
    assert abilities("Изголодавшийся")[1] == Ability(STATIC, statics=(
        StaticPart("cost_set", value=2, condition=Condition(
            "history", history=V.HistoryQuery(V.WOUNDED, subject=Select(V.CREATURE), measure=V.DISTINCT_CARDS), value=2)),))


def test_cheaper_per_card_of_this_name_played_this_turn() -> None:
    per = Amount("history", history=V.HistoryQuery(V.CARD_PLAYED, subject=Select(CARD, name="Феникс")))
    assert abilities("Феникс")[0] == Ability(STATIC, statics=(StaticPart("cost", value=-1, per=per),))


def test_becomes_a_class() -> None:
    assert abilities("Молодые побеги")[1] == Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
        Effect("become_class", TARGET(0), params=(("class", "Энт"),)),))


def test_gets_a_quoted_ability_and_becomes_a_class() -> None:
    (spell,) = abilities("Одеревенение")
    grant, become = spell.effects[0].param("effects")
    assert spell.targets == (Target(Select(CREATURE)),)
    assert grant.verb == "grant_ability" and grant.what == TARGET(0)
    assert become == Effect("become_class", TARGET(0), params=(("class", "Энт"),))


def test_becomes_a_class_of_your_choice() -> None:
    (ability,) = abilities("Мастер макияжа")
    assert ability.effects[0].param("effects") == (
        Effect("choose_class", THIS), Effect("become_class", TARGET(0), params=(("class", CHOSEN_CLASS),)))


def test_cards_played_not_from_the_hand_cost_less() -> None:
    assert abilities("Эриния")[1] == Ability(STATIC, statics=(
        StaticPart("cost", select=Select(CARD, side=YOU), value=-1, what="not_from_hand"),))


def test_stun_open_creatures_of_yours_as_a_cost() -> None:
    (_, _, ability) = abilities("Тачанка")
    assert ability.kind == ACTIVATED and ability.costs == (Cost(CLOSE), Cost("stun_own", 2))


def test_wound_by_the_strike_of_a_chosen_creature() -> None:
    (spell,) = abilities("Око Сота")
    first = spell.effects[0].param("modes")[0]
    assert first.targets == (Target(Select(CREATURE, elements=("Степи",))),)
    assert first.effects[0].param("effects") == (
        Effect("declare_target", TARGET(0)), Effect("wound", ENEMY_HERO, Amount("strike", ref=IT)))


def test_revive_a_creature_that_died_this_turn() -> None:
    (spell,) = abilities("Вознестись из пепла")
    revive = spell.effects[0].param("modes")[1].effects[0]
    assert revive.verb == "revive"
    assert revive.param("select").state == "died_this_turn"


def test_strikes_of_non_unique_creatures_are_weaker() -> None:
    assert abilities("Нобиль-нарцисс")[1] == Ability(
        STATIC, keyword=("strike_reduction_from", 1), meta=(("from", Select(CREATURE, state="not_unique")),))


def test_not_under_your_control() -> None:
    (spell,) = abilities("Из трещины — разлом")
    pay = spell.effects[0].param("modes")[1].effects[0]
    assert pay.then[0].what.select == Select(SUPPORT, side=OPPONENT)
