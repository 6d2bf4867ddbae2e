"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of «другой», «иначе», extra lives and cards once known to compile wrongly: real card texts → exact ability objects.
"""

from __future__ import annotations

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ACTIVATED,
    CHARACTER,
    CREATURE,
    DIES,
    GRAVEYARD,
    HERO,
    OPPONENT,
    SPELL_ABILITY,
    STRIKES,
    TARGET,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    Ability,
    Condition,
    Cost,
    Effect,
    Select,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import known_wrong
from tests.test_compiler import abilities, non_keyword


def test_other_than_the_creature_struck() -> None:
    # «При ударе по существу оглушите до двух других существ»: other than the dragon and the creature struck
    assert non_keyword("Ледяной дракон") == (
        Ability(TRIGGERED, trigger=Trigger(STRIKES, other=Select(CREATURE)),
                targets=(Target(Select(CREATURE, other=True, state="not_event_other"), min=1, max=2),),
                effects=(Effect("close", TARGET(0), params=(("stun", True),)),)),
    )


def test_other_than_the_creature_that_died() -> None:
    # «При гибели вашего существа верните другого подземника с кладбища в руку»: not the one that died
    assert abilities("Погонщица гоблинов") == (
        Ability(TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=YOU)), per_turn=1, effects=(
            Effect(A.MOVE, YOU_PLAYER, 1, params=A.move_params(A.HAND, None, A.GRAVEYARD, (A.COUNT, A.EXACTLY), ("select", Select(CREATURE, side=YOU, zone=GRAVEYARD, other=True, classes=("Подземник",),
                                  state="not_event")))),)),
    )


def test_if_else_branches_share_one_target() -> None:
    neutral = Condition("count", select=Select(HERO, side=YOU, elements=("Нейтральные",)))
    assert abilities("Расхитительница руин") == (
        Ability(ACTIVATED, costs=(Cost("close"),), targets=(Target(Select(CHARACTER, side=OPPONENT)),), effects=(
            Effect("shot", TARGET(0), 2, condition=neutral),
            Effect("shot", TARGET(0), 1, condition=Condition("not", parts=(neutral,))))),
    )


def test_part_after_semicolon_names_its_target_at_execution() -> None:
    # «Вызовите до двух существ …; положите эффект усиления на существо» (§7.4)
    assert abilities("Рекрутинг") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE), at_execution=True),), effects=(
            Effect("put_into_play", YOU_PLAYER, 2, params=(("from", ("deck",)), ("summoned", True), ("select", Select(CREATURE, side=YOU, zone="deck", cost_max=1)),
                                                    ("up_to", True))),
            Effect("counters", TARGET(0), 1, params=(("counter", "boost"),)))),
    )


def test_first_part_targets_stay_at_declaration() -> None:
    (ab,) = abilities("Расхитительница руин")
    assert not any(t.at_execution for t in ab.targets)


def test_fixed_cards_left_known_wrong() -> None:
    wrong = known_wrong()
    for name in ("Ледяной дракон", "Погонщица гоблинов", "Расхитительница руин", "Рекрутинг"):
        assert name not in wrong


def test_if_it_has_no_element() -> None:
    # «Снимите 1 дополнительную жизнь с вашего персонажа: Существо получает Первый удар, если у него нет стихии»
    from berserk_heroes.abilities import CARD, PERMANENT, Ref

    (ab,) = abilities("Драконий амулет")
    assert ab.kind == ACTIVATED and ab.costs == (Cost("remove_extra_lives", 1),)
    assert ab.targets == (Target(Select(CREATURE)),)
    assert ab.effects == (Effect("grant", TARGET(0), 1, params=(("keyword", "first_strike"), ("duration", PERMANENT)),
                                 condition=Condition("it_fits", ref=Ref("same_card"), select=Select(
                                     CARD, not_elements=("Степи", "Леса", "Горы", "Болота", "Тьма")))),)


def test_wound_its_owner_by_its_strike() -> None:
    # «Закройте существо, при этом раньте его владельца на Х, где Х — сила удара этого существа»
    from berserk_heroes.abilities import Amount

    (ab,) = non_keyword("Неудачный фокус")
    assert ab.targets == (Target(Select(CREATURE)),)
    assert ab.effects == (Effect("close", TARGET(0), then=(
        Effect("wound", TARGET(0), Amount("strike", ref=TARGET(0)), params=(("to", "owners_hero"),)),)),)


def test_remove_up_to_n_extra_lives_then_per_k_removed() -> None:
    from berserk_heroes.abilities import ANY, OPPONENT_PLAYER, Amount

    assert abilities("Сотворить из энергии") == (Ability(SPELL_ABILITY, effects=(
        Effect("extra_life", YOU_PLAYER, 8, params=(("remove", True), ("side", YOU))),
        Effect("draw", YOU_PLAYER, Amount("done", div=2)))),)
    assert abilities("Растворить энергию") == (Ability(SPELL_ABILITY, effects=(
        Effect("extra_life", YOU_PLAYER, 9, params=(("remove", True), ("side", ANY))),
        Effect("discard", OPPONENT_PLAYER, Amount("done", div=3), params=(("chooser", "owner"),)))),)


def test_heal_up_to_n_wounds_of_your_characters() -> None:
    assert non_keyword("Волшебный расцвет") == (Ability(SPELL_ABILITY, effects=(
        Effect("heal", YOU_PLAYER, 5, params=(("split", True), ("up_to", True),)),)),)


def test_each_player_destroys_his_own() -> None:
    from berserk_heroes.abilities import OPPONENT_PLAYER

    one = Select(CREATURE, side=YOU, state="single_element")
    (ab,) = abilities("Презрение")
    assert ab.effects == (Effect("sequence", params=(("effects", (
        Effect("destroy", YOU_PLAYER, 1, params=(("select", one),)),
        Effect("destroy", OPPONENT_PLAYER, 1, params=(("select", Select(
            CREATURE, side=OPPONENT, state="single_element")),)))),)),)


def test_summon_with_the_name_of_the_card_chosen() -> None:
    (ab,) = abilities("Кровные узы")
    assert ab.targets == (Target(Select(CREATURE)),)
    assert ab.effects == (Effect("declare_target", TARGET(0)), Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("deck",)), ("summoned", True),
        ("select", Select(CREATURE, side=YOU, zone="deck", state="name_of_target")), ("up_to", False))))
