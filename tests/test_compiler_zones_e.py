"""Compiler tests of the «zones_e» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    ACTIVATED,
    CREATURE,
    HAND,
    NEXT_TURN,
    THIS,
    YOU,
    Ability,
    Cost,
    Effect,
    Select,
)
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities


def test_discard_a_creature_to_lose_sleeping_until_next_turn() -> None:
    assert abilities("Узрак")[1] == Ability(
        ACTIVATED, costs=(Cost("discard", 1, select=Select(CREATURE, side=YOU, zone=HAND)),),
        effects=(Effect("lose_keyword", THIS, params=(("keyword", "sleeping"), ("duration", NEXT_TURN))),))


def test_discard_a_spell_as_payment() -> None:
    result = compile_text("Сбросьте заклинание: Узрак теряет Спящий до начала хода.", "Узрак", "creature")
    assert result.fully
    assert result.abilities[0].costs == (Cost("discard", 1, select=Select("spell", side=YOU, zone=HAND)),)


def test_revive_x_copies_of_this_card() -> None:
    from berserk_heroes.abilities import CARD, GRAVEYARD, YOU_PLAYER, Amount

    assert abilities("Преданный Архааля") == (
        Ability(ACTIVATED, zone=GRAVEYARD, costs=(Cost("coins", 0, is_x=True), Cost("discard", 1)),
                effects=(Effect("revive", YOU_PLAYER, Amount("x"), params=(
                    ("select", Select(CARD, side=YOU, zone=GRAVEYARD, name="Преданный Архааля")), ("up_to", False))),)),
    )


def test_greatest_noncreature_cost_in_any_graveyard() -> None:
    from berserk_heroes.abilities import STATIC, Amount, StaticPart

    expected = (Ability(STATIC, statics=(
        StaticPart("modify", strike=1, life=1, per=Amount("ze_greatest_noncreature_grave_cost")),)),)
    assert abilities("Пурушин") == expected
    old = compile_text("Пурушин имеет +Х к удару и жизням, где Х – наибольшая стоимость среди карт не-существ на любом "
                       "кладбище.", "Пурушин", "creature")
    assert old.fully and old.abilities[0].statics == expected[0].statics


def test_discard_then_destroy_support_and_wound_its_owner() -> None:
    from berserk_heroes.abilities import SPELL_ABILITY, SUPPORT, TARGET, YOU_PLAYER, Amount, Target

    support = TARGET(0)
    assert abilities("Скормить зевтарам") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(SUPPORT)),), effects=(
            Effect("discard", YOU_PLAYER, 1, params=(("chooser", "owner"),), then=(Effect("destroy", support),)),
            Effect("misc_wound_owner", support, Amount("ze_cost_done")))),
    )


def test_discard_hand_then_delayed_draw_of_as_many_plus_one() -> None:
    from berserk_heroes.abilities import SPELL_ABILITY, YOU_PLAYER, Amount

    assert abilities("Пески времени") == (
        Ability(SPELL_ABILITY, effects=(Effect("ze_discard_hand", YOU_PLAYER),)),
        Ability(SPELL_ABILITY, effects=(Effect("delayed", params=(
            ("moment", "start_next_own"), ("ze_x", "discarded"),
            ("effects", (Effect("draw", YOU_PLAYER, Amount("sum", parts=(Amount("x"), Amount("fixed", value=1)))),)))),)),
    )


def test_each_player_discards_any_then_wound_each_hero_per_hand() -> None:
    from berserk_heroes.abilities import (
        CARD,
        EACH,
        ENEMY_HERO,
        OPPONENT,
        SPELL_ABILITY,
        YOUR_HERO,
        Amount,
        Ref,
    )

    def per_hand(side: str) -> Amount:
        return Amount("count", select=Select(CARD, side=side, zone=HAND), per=3)

    assert abilities("Чистилище") == (
        Ability(SPELL_ABILITY, effects=(
            Effect("ze_discard_any", Ref("player", side=EACH)),
            Effect("sequence", params=(("effects", (Effect("wound", YOUR_HERO, per_hand(YOU)),
                                                    Effect("wound", ENEMY_HERO, per_hand(OPPONENT)))),)))),
    )
    # the amount per card must be a number, the wounded ones every hero
    assert not compile_text("Ранить каждое существо на 3 за каждую карту в руке его игрока.", "Чистилище", "spell").fully


def test_each_discards_half_strike_draw_per_card_the_opponent_could_not() -> None:
    from berserk_heroes.abilities import DIES, EACH, TRIGGERED, YOU_PLAYER, Amount, Ref, Trigger

    x = Amount("strike", ref=THIS, div=2)
    assert abilities("Опустошитель") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("sequence", params=(("effects", (
            Effect("discard", Ref("player", side=EACH), x, params=(("chooser", "owner"),)),
            Effect("draw", YOU_PLAYER, Amount("ze_opp_short", parts=(x,))))),)),)),
    )
