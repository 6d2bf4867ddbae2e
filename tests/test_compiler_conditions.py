"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of a mixed list of one-card phrases: real card texts → exact ability objects, and
the refusals of the same phrases where their reference is not the one card they are written for.
"""

from __future__ import annotations

import pytest

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ACTIVATED,
    CARD,
    CHARACTER,
    CLOSE,
    CREATURE,
    END_OF_TURN,
    HERO,
    OPPONENT,
    OPPONENT_PLAYER,
    SPELL_ABILITY,
    STATIC,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Ref,
    RevealHand,
    Select,
    StaticPart,
    Target,
)
from berserk_heroes.cards.compiler import compile_unit
from berserk_heroes.cards.language.base import CompileError
from berserk_heroes.cards.language.common import SAME_CARD
from tests.test_compiler import abilities

T0 = Ref("target", index=0)
T1 = Ref("target", index=1)


def test_shot_then_if_the_creature_died() -> None:
    # «{Т}: Выстрел на 1; если существо погибло, положите эффект усиления на ваше существо»: the condition asks about
    # the card the shot hit; the creature to boost is named only when it holds (§7.4)
    ability = abilities("Орк-стрелок")[1]
    assert ability.kind == ACTIVATED and ability.costs == (Cost(CLOSE),)
    assert ability.targets == (Target(Select(CHARACTER, side=OPPONENT)),
                               Target(Select(CREATURE, side=YOU), at_execution=True))
    shot, boost = ability.effects
    assert shot == Effect("shot", T0, 1)
    assert boost.verb == "counters" and boost.what == T1 and boost.condition == Condition("it_died")


def test_if_it_has_a_shot() -> None:
    # «Подготовьте вашего персонажа. Если у него есть выстрел, он получает +1 к выстрелам до конца хода»
    (ability,) = abilities("Стрела за стрелой")
    assert ability.targets == (Target(Select(CHARACTER, side=YOU)),)
    assert ability.effects == (
        Effect("open", T0, params=(("ready", True),)),
        Effect("grant", T0, 1, params=(("keyword", "shot_bonus"), ("duration", END_OF_TURN)),
               condition=Condition("it_fits", ref=SAME_CARD, select=Select(CHARACTER, state="has_own_shot"))),
    )


def test_a_player_destroys_his_only_creature() -> None:
    # «Игрок уничтожает своё существо, если под его контролем нет других существ»: the caster picks the player
    (ability,) = abilities("Грани смерти")
    (choose,) = ability.effects
    assert choose.verb == "choose_mode" and choose.param("min") == 1 and choose.param("max") == 1
    modes = choose.param("modes")
    assert [m.effects for m in modes] == [
        (Effect("destroy", who, 1, params=(("select", Select(CREATURE, side=side)),),
                condition=Condition("count", select=Select(CREATURE, side=side), op="<=", value=1)),)
        for who, side in ((YOU_PLAYER, YOU), (OPPONENT_PLAYER, OPPONENT))]
    assert all(m.kind == SPELL_ABILITY and m.targets == () for m in modes)


def test_wound_all_with_the_same_strike_instead() -> None:
    # «Ранить существо на величину его удара, если ваш герой {Нейтральные}, вместо этого ранить всех существ с таким
    # же ударом»: one target; the second branch reads that target's strike
    (ability,) = abilities("Искусство войны")
    neutral = Condition("count", select=Select(HERO, side=YOU, elements=("Нейтральные",)), op=">=", value=1)
    assert ability.targets == (Target(Select(CREATURE)),)
    assert ability.effects == (
        Effect("wound", T0, Amount("strike", ref=T0), condition=Condition("not", parts=(neutral,))),
        Effect("wound", Ref("all", select=Select(CREATURE)), Amount("strike", ref=T0), params=(("strike_is", "equal"),),
               condition=neutral),
    )


def test_opponent_may_give_a_creature_else() -> None:
    # «Противник может отдать своё существо под ваш контроль, иначе положите карту в руку владельца»: the card to
    # return is the spell's one target (named on play: the parts are joined by «,»); «иначе» runs if he declines
    (ability,) = abilities("Шантаж")
    assert ability.targets == (Target(Select(CARD)),)
    (give,) = ability.effects
    assert give == Effect("control", OPPONENT_PLAYER, 1,
                          params=(("select", Select(CREATURE, side=OPPONENT)),),
                          otherwise=(Effect(A.MOVE, T0, params=A.move_params(A.HAND, None, A.PLAY)),))


def test_scales_also_against_abilities() -> None:
    # «Чешуя ваших существ предотвращает также раны от способностей (в том числе от заклинаний)»: a static grant
    ability = abilities("Сочувствующая")[2]
    assert ability == Ability(STATIC, statics=(
        StaticPart("grant", select=Select(CREATURE, side=YOU), keyword="scales_vs_abilities", value=1),))


def test_if_this_creature_is_of_a_class_in_the_next_paragraph() -> None:
    # «Верните существо с кладбища в руку. / Если это существо — ковен, противник сбрасывает карту»: one spell ability;
    # the condition is about the card just returned («если это ковен»)
    (ability,) = abilities("Свет подземелья")
    back, discard = ability.effects
    assert A.is_move(back.verb, back.params, A.HAND, A.GRAVEYARD) and back.what == YOU_PLAYER and back.amount == 1
    assert discard == Effect("discard", OPPONENT_PLAYER, 1, params=(("chooser", "owner"),),
                             condition=Condition("revealed", select=Select(CREATURE, classes=("Ковен",), zone="deck")))


def test_no_replay_of_names_played_this_turn() -> None:
    # «Игроки не могут разыгрывать карты с таким же названием, как у карт, разыгранных в этот ход» (an event's static)
    (ability,) = abilities("Поймать рецидивиста")
    assert ability == Ability(STATIC, statics=(StaticPart("no_replay_of_played_names"),))


def test_chosen_player_reveals_and_thirst_killed() -> None:
    # «Выбранный игрок показывает руку.» (two modes, the caster picks the player) / «Возьмите две карты, если от жажды
    # этой карты погибло существо.»
    _, reveal, draw = abilities("Жажда магии")
    (choose,) = reveal.effects
    assert [m.effects for m in choose.param("modes")] == [(RevealHand(YOU_PLAYER),),
                                                          (RevealHand(OPPONENT_PLAYER),)]
    assert draw.effects == (Effect("draw", YOU_PLAYER, 2, condition=Condition("thirst_killed_one")),)


def test_replace_first_draw_from_an_empty_deck() -> None:
    # «Если в вашей колоде не осталось карт, вместо взятия первой карты за ход возродите существо»: a replacement static
    ability = abilities("Шарль де Лорм")[1]
    assert ability.kind == STATIC and ability.targets == ()
    assert ability.statics == (StaticPart("replace", select=Select(HERO, side=YOU), what="first_draw_from_empty_deck"),)
    (revive,) = ability.effects
    assert revive.verb == "put_into_play" and revive.param("from") == ("graveyard",) and revive.what == YOU_PLAYER and revive.amount == 1


def test_if_the_wounded_creature_survived_in_the_next_paragraph() -> None:
    # «Ранить персонажа на 3. / Если раненное таким образом существо выжило, предотвратите следующие 3 раны, наносимые
    # вашим персонажам»: one spell ability, the condition on the prevention
    (ability,) = abilities("Стена огня")
    assert ability.targets == (Target(Select(CHARACTER)),)
    wound, prevent = ability.effects
    assert wound == Effect("wound", T0, 3)
    assert prevent.verb == "prevent" and prevent.condition == Condition("creature_survived")


def test_other_character_in_the_next_paragraph() -> None:
    # «Ранить персонажа на 3. / Можете сбросить карту из руки, при этом ранить другого персонажа на 2»: one spell
    # ability; the second target leaves out the first
    (ability,) = abilities("Шоу факира")
    assert ability.targets == (Target(Select(CHARACTER)), Target(Select(CHARACTER, state="other_target")))
    wound, discard = ability.effects
    assert wound == Effect("wound", T0, 3)
    assert discard == Effect("discard", YOU_PLAYER, 1, params=(("chooser", "owner"),), optional=True,
                             then=(Effect("wound", T1, 2),))


def test_thirst_that_may_wound_an_enemy_creature() -> None:
    # «Уникальность. Жажда 5 (вместо вашей карты можете ранить существо противника)»: thirst 5 plus its variant flag
    from berserk_heroes.cards.compiler import compile_text

    result = compile_text("Уникальность. Жажда 5 (вместо вашей карты можете ранить существо противника).",
                          "Откачать жизнь", "spell")
    assert result.fully and result.keywords == (("unique", 1), ("thirst", 5), ("thirst_enemy_only", 1))


@pytest.mark.parametrize("text", [
    # «раненное таким образом существо» with nothing wounded before it
    "Если раненное таким образом существо выжило, предотвратите следующие 3 раны, наносимые вашим персонажам.",
    # «если это …» with nothing acted on before it
    "Если это существо — ковен, противник сбрасывает карту.",
    # «Чешуя <np> …» of the opponent's creatures (only «ваших существ» is read)
    "Чешуя существ противника предотвращает также раны от способностей (в том числе от заклинаний).",
    # «Противник может отдать своё …» of something other than a plain creature
    "Противник может отдать своё закрытое существо под ваш контроль, иначе положите карту в руку владельца.",
    # «если существо погибло» not right after wounding one card
    "{Т}: Возьмите карту; если существо погибло, положите эффект усиления на ваше существо.",
    # «у него» about another card than the one the instruction acts on
    "Подготовьте вашего персонажа. Если у него есть выстрел, ранить героя противника на 1.",
    # «с таким же ударом» without «Ранить … на величину его удара» before it
    "Ранить существо на 2, если ваш герой {Нейтральные}, вместо этого ранить всех существ с таким же ударом.",
    # «Ранить <np>» without an amount is read only for «всех существ с таким же ударом»
    "Ранить существо.",
    # «Игрок уничтожает своё …» of something other than a plain creature
    "Игрок уничтожает своё закрытое существо, если под его контролем нет других существ.",
])
def test_refused(text: str) -> None:
    with pytest.raises(CompileError):
        compile_unit(text, "Тест", "spell" if not text.startswith("{Т}") else "creature")


def test_top_cards_compared_inside_the_payment() -> None:
    """Букмекер Глури: «можете заплатить 1{м}, при этом каждый игрок показывает верхнюю карту колоды; если ваша карта
    имеет наибольшую стоимость {м}, получите 1 закрытую {м}» — the comparison only after the reveal, inside «при этом»."""
    (got,) = abilities("Букмекер Глури")
    (pay,) = got.effects  # the comparison and the coin belong to «при этом»: nothing without the payment
    shown, gain = pay.then
    assert pay.verb == "pay" and pay.optional and shown.verb == "sequence"
    assert gain.verb == "gain_coins" and gain.condition == Condition(A.SHOWN_TOP_COST, op=">")
    with pytest.raises(CompileError):
        compile_unit("В начале вашего хода, если ваша карта имеет наибольшую стоимость {м}, получите 1{м}.",
                     "Проба", "hero")
