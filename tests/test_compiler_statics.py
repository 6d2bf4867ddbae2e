"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of the static «Карты противника не открываются»: real card texts → exact ability objects.

Compiler tests of static abilities, conditional statics, class changes, unusual costs: real card texts → exact ability objects.

Compiler tests of excess damage, keyword variants, granted abilities: real card texts → exact ability objects.

Compiler tests of keywords with a parameter given by an instruction, Спящий, amounts of statics: real card texts → exact ability objects.
"""

from __future__ import annotations

import dataclasses

import pytest

from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    ATTACK_EXCESS_WOUNDS,
    CARD,
    CHARACTER,
    CHOSEN_CLASS,
    CLASS_NAME,
    CLOSE,
    CREATURE,
    ENEMY_HERO,
    ENTERS_PLAY,
    HERO,
    IT,
    LOSES_SLEEPING,
    OPEN_COINS,
    OPPONENT,
    SPELL_ABILITY,
    STATIC,
    SUPPORT,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Heal,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_unit
from berserk_heroes.cards.language.base import CompileError
from berserk_heroes.cards.language.selectors import SUPERIORITY_CODES
from tests.test_compiler import abilities, kw


def test_opponent_cards_do_not_untap() -> None:
    # «Карты противника не открываются»: every card of the opponent in play has «Не открывается в начале хода»
    ability = abilities("Потревоженный дуб")[1]
    assert ability == Ability(STATIC, statics=(
        StaticPart("grant", select=Select(CARD, side=OPPONENT), keyword="no_untap", value=1),))


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
        Effect("set_class", TARGET(0), params=(("class", "Энт"),)),))


def test_gets_a_quoted_ability_and_becomes_a_class() -> None:
    (spell,) = abilities("Одеревенение")
    grant, become = spell.effects[0].param("effects")
    assert spell.targets == (Target(Select(CREATURE)),)
    assert grant.verb == "grant" and grant.what == TARGET(0)
    assert become == Effect("set_class", TARGET(0), params=(("class", "Энт"),))


def test_predicates_of_a_card_compose_with_and() -> None:
    """«<np> получает «…» / теряет особенности / становится <классом>», two joined by «и», in any order: the second
    acts on the card of the first (IT) — also in pairs no printed card has."""
    (spell,), _ = compile_unit("Существо теряет особенности и становится энтом.", "Пробник", "spell")
    assert spell.effects[0].param("effects") == (
        Effect("lose", TARGET(0), params=(("all", "abilities"), ("duration", "permanent"))),
        Effect("set_class", TARGET(0), params=(("class", "Энт"),)))
    (spell,), _ = compile_unit("Существо становится энтом и получает 2 дополнительные жизни.", "Пробник", "spell")
    assert [e.verb for e in spell.effects[0].param("effects")] == ["set_class", "extra_life"]
    (spell,), _ = compile_unit("Существо получает эффект усиления и становится энтом.", "Пробник", "spell")
    assert [e.verb for e in spell.effects[0].param("effects")] == ["counters", "set_class"]
    with pytest.raises(CompileError):  # only a hero hoards this card
        compile_unit("Существо получает: «{Т}: Возьмите карту» и добывает эту карту.", "Пробник", "spell")


def test_becomes_a_class_of_your_choice() -> None:
    (ability,) = abilities("Мастер макияжа")
    assert ability.effects[0].param("effects") == (
        Effect("name", THIS, params=(("named", CLASS_NAME),)), Effect("set_class", TARGET(0), params=(("class", CHOSEN_CLASS),)))


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
    assert revive.verb == "put_into_play" and revive.param("from") == ("graveyard",)
    assert revive.param("select").state == "died_this_turn"


def test_strikes_of_non_unique_creatures_are_weaker() -> None:
    assert abilities("Нобиль-нарцисс")[1] == Ability(
        STATIC, keyword=("strike_reduction_from", 1), meta=(("from", Select(CREATURE, state="not_unique")),))


def test_not_under_your_control() -> None:
    (spell,) = abilities("Из трещины — разлом")
    pay = spell.effects[0].param("modes")[1].effects[0]
    assert pay.then[0].what.select == Select(SUPPORT, side=OPPONENT)


ATTACK_EXCESS = Ability(TRIGGERED, trigger=Trigger(ATTACK_EXCESS_WOUNDS, other=Select(CREATURE)),
                        effects=(Effect("wound", ENEMY_HERO, Amount("attack_excess_wounds")),))


def test_attack_excess_to_enemy_hero() -> None:
    # «При атаке по существу ранить героя противника на величину избыточного урона»: answered after the attack's wounds
    assert abilities("Свинодемон") == (ATTACK_EXCESS,)
    assert abilities("Фагор")[1] == ATTACK_EXCESS
    assert abilities("Фагор")[0] == kw("suppression")


def test_attack_excess_granted() -> None:
    (ab,) = abilities("Первобытная ярость")
    (part,) = ab.statics
    assert part == StaticPart("grant_ability", select=Select(CREATURE, side=YOU, classes=("Зверь",)),
                              ability=dataclasses.replace(ATTACK_EXCESS, text=part.ability.text))


def test_attack_excess_refused_elsewhere() -> None:
    # the excess of an attack only in the one-instruction form; an attack at a hero has no excess
    for text in ("При атаке ранить героя противника на величину избыточного урона.",
                 "При атаке по существу ранить героя противника на величину избыточного урона, затем возьмите карту."):
        with pytest.raises(CompileError):
            compile_unit(text, "Пробник", "creature")


def test_fight_excess() -> None:
    assert abilities("Удар на миллион") == (Ability(
        SPELL_ABILITY,
        targets=(Target(Select(CREATURE, side=YOU)), Target(Select(CREATURE, side=OPPONENT))),
        effects=(Effect("fight", TARGET(1), params=(("attacker", TARGET(0)),)),
                 Effect("set_coins", Ref("player", side=YOU), Amount("excess"), params=(("state", OPEN_COINS),)))),)


def test_excess_needs_a_wound_or_fight_before() -> None:
    with pytest.raises(CompileError):
        compile_unit("Возьмите карту; ранить героя противника на величину избыточного урона.", "Пробник", "spell")


def test_choose_any_number_lose_abilities() -> None:
    (ab,) = abilities("Маг забвения")
    assert ab.targets == (Target(Select(CREATURE), min=0, max=99),)
    assert ab.effects == (Effect("declare_target", TARGET(0)),
                          Effect("lose", TARGET(0), params=(("all", "abilities"), ("duration", "permanent"))))


def test_directed_strike_vs_keyword() -> None:
    assert abilities("Оптический прицел")[1] == kw("directed_strike_vs",
                                                   vs=Select(CREATURE, keyword="vulnerability"))


def test_granted_enters_including_this_card() -> None:
    (ab,) = abilities("Болотная королева")
    (part,) = ab.statics
    assert (part.kind, part.select) == ("grant_ability", Select(CREATURE, side=YOU, classes=("Речная дева",)))
    assert part.ability.trigger == Trigger("enters_play")
    with pytest.raises(CompileError):  # «другие … (включая эту карту)» contradicts itself
        compile_unit("Другие ваши речные девы (включая эту карту) имеют: «Найм: Возьмите карту».", "Пробник", "creature")


def test_while_sleeping_trigger_and_split() -> None:
    sleeping, trig, lose = abilities("Щур")
    assert sleeping == kw("sleeping")
    assert trig.condition == Condition("source_state", state="sleeping")
    assert trig.trigger == Trigger("turn_end", whose_turn=YOU)
    assert trig.targets == (Target(Select(CREATURE)),) and trig.effects == (Effect("extra_life", TARGET(0), 1),)
    assert lose.trigger == Trigger("wounded") and lose.effects[0].verb == "lose"


def test_this_creature_of_a_spell_alone_is_refused() -> None:
    # «Возьмите это существо под контроль» as a spell paragraph of its own: the spell is no creature (it compiled
    # as «take control of this card» before)
    with pytest.raises(CompileError):
        compile_unit("Возьмите это существо под контроль.", "Поглотить рассудок", "spell")


def test_granted_superiority_over() -> None:
    grant = StaticPart("grant", select=None, keyword="superiority", value=1, condition=Condition("opponent_turn"),
                       victim=Select(CREATURE, cost_max=2))
    assert abilities("Святогор")[1] == Ability(STATIC, statics=(grant,))
    elves = Select(CREATURE, side=YOU, classes=("Эльф",))
    assert abilities("Ловец времени")[1] == Ability(STATIC, statics=(StaticPart(
        "grant", select=elves, keyword="superiority", value=1, victim=Select(CREATURE, classes=(CHOSEN_CLASS,))),))


def test_spell_other_target_and_excess() -> None:
    (ab,) = abilities("Нестерпимый жар")
    assert ab.targets == (Target(Select(CREATURE)), Target(Select(CHARACTER, state="other_target")))
    assert ab.effects == (Effect("wound", TARGET(0), 6), Effect("wound", TARGET(1), Amount("excess")))
    with pytest.raises(CompileError):  # a creature's «другое» after a target: other than it, or than the source?
        compile_unit("Найм: Ранить существо на 2; ранить другое существо на 1.", "Пробник", "creature")


def test_kill_excess() -> None:
    (ab,) = abilities("Кровавый виконт")
    assert ab.trigger.event == "kills" and ab.every_time
    assert ab.effects == (Effect("extra_life", Ref("hero", side=YOU), Amount("kill_excess_wounds")),)


CHOSEN = Select(CREATURE, classes=(CHOSEN_CLASS,))
GRANT = Effect("grant", TARGET(0), 1,
               params=(("keyword", "superiority"), ("duration", "permanent"), ("over", CHOSEN)))


def test_gains_superiority_over_chosen_class() -> None:
    # «Выберите класс. Существо получает Превосходство над выбранным классом.»: the class is read on resolution
    choose, grant = abilities("Охота")
    assert choose == Ability(SPELL_ABILITY, effects=(Effect("name", THIS, params=(("named", CLASS_NAME),)),))
    assert grant == Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(GRANT,))


def test_manteg() -> None:
    static, act = abilities("Мантег")
    assert static == Ability(STATIC, statics=(StaticPart(
        "grant", select=Select(CREATURE, side=YOU, keywords_any=SUPERIORITY_CODES), keyword="open_vs_dominated", value=1),))
    assert act == Ability(ACTIVATED, costs=(Cost("coins", 2), Cost("close")), targets=(Target(Select(CREATURE)),),
                          effects=(Effect("name", THIS, params=(("named", CLASS_NAME),)), GRANT))


def test_other_granted_parameters_still_refused() -> None:
    # an instruction giving «Превосходство над <X>» for another X: the granted keyword would lose its parameter
    with pytest.raises(CompileError):
        compile_unit("Существо получает Превосходство над драконами.", "Пробник", "spell")


def test_bare_superiority_and_with_superiority() -> None:
    # a bare «Превосходство» has no «над» meta (rules option bare_superiority_over); «с Превосходством» is any of the
    # keyword's printed forms (Кнехт's «над существами с меньшей силой удара» too)
    bare, more = abilities("Зардагор, Кровавый")
    assert bare == Ability(STATIC, keyword=("superiority", 1))
    assert more == Ability(STATIC, statics=(StaticPart(
        "wounds_dealt", select=Select(CREATURE, side=YOU, other=True, keywords_any=SUPERIORITY_CODES), value=1),))


def test_boosts_on_this_card_and_event_cost_condition() -> None:
    static, trig = abilities("Силовые занятия")
    assert static == Ability(STATIC, statics=(StaticPart(
        "modify", select=Select(CREATURE, side=YOU), strike=1, life=1, per=Amount("boosts", ref=THIS)),))
    assert trig.trigger == Trigger(ENTERS_PLAY, subject=Select(CREATURE)) and trig.every_time
    assert trig.effects == (Effect("counters", THIS, 1, params=(("counter", "boost"),),
                                   condition=Condition("event_cost_above_coins")),)
    with pytest.raises(CompileError):  # «его стоимость» with no card in the trigger
        compile_unit("В начале вашего хода, если его стоимость {м} больше, чем количество ваших {м}, возьмите карту.",
                     "Пробник", "creature")


def test_regeneration_x_and_loses_sleeping() -> None:
    regen, woke = abilities("Ведилькита")
    sleeping = Select(CREATURE, side=YOU, keyword="sleeping")
    assert regen == Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU),
                            effects=(Heal(THIS, Amount("count", select=sleeping)),))
    assert woke.trigger == Trigger(LOSES_SLEEPING, subject=Select(CREATURE, side=YOU))
    assert woke.effects == (Effect("wound", ENEMY_HERO, Amount("event_card_cost")),)
    with pytest.raises(CompileError):  # «этого существа» with no creature in the trigger
        compile_unit("В начале вашего хода ранить героя противника на стоимость {м} этого существа.", "Пробник",
                     "creature")


def test_count_of_own_name_they_have() -> None:
    # «они»: the cards of this card's name counted; each copy's ability gives the gains to its own card
    namesakes = Select(CARD, side=YOU, name="Орава гномов")
    assert abilities("Орава гномов")[2] == Ability(STATIC, statics=(
        StaticPart("modify", strike=1, life=1, condition=Condition("count", select=namesakes, op=">", value=3)),))


def test_strike_is_current_life() -> None:
    assert abilities("Тролльхейм")[0] == Ability(STATIC, statics=(
        StaticPart("strike_is_life", select=Select(CREATURE, side=YOU)),))


def test_counters_pay_ambush() -> None:
    # Сахана: «Вы можете тратить эффекты знания для оплаты Засады ваших карт; если вы это делаете, возьмите карту» —
    # the knowledge counters pay the Засада price of the cards in her hand, a card drawn when they do
    assert abilities("Сахана")[1] == Ability(STATIC, statics=(
        StaticPart("ambush_counters", select=Select(CARD, side=YOU, zone=V.HAND), value=1, counter="знания"),))


def test_counters_pay_for_plays() -> None:
    # Орк-приставник: «… для оплаты орков» is the play price of the player's orcs (not a Засада payment)
    (ability,), _ = compile_unit("Вы можете тратить эффекты подати для оплаты орков.", "Орк-приставник", "creature")
    (part,) = ability.statics
    assert part.kind == "counters_pay" and part.counter == "подати" and part.select is not None
    assert part.select.classes == ("Орк",) and part.select.side == "you"


def test_granted_static_modes_and_forbids() -> None:
    # Тотальный запрет: the play limit is a static of its own unit; the hero gains the chosen static for a time
    limit, modes = abilities("Тотальный запрет")
    assert limit.statics[0].kind == V.CANNOT_PLAY_SELF and limit.statics[0].condition is not None
    choice = modes.effects[0]
    assert choice.verb == "choose_mode"
    grants = [mode.effects[0] if isinstance(mode, Ability) else mode[0] for mode in choice.param("modes")]
    assert [g.param("ability").statics[0].what for g in grants] == [V.BE_CREATED, V.BE_PLAYED, V.BE_PLAYED]
    assert [g.param("ability").statics[0].select.kind for g in grants] == [CARD, CREATURE, "spell"]
    assert all(g.param("duration") == V.END_OF_OPPONENT_TURN for g in grants)
    # «Персонажи не могут быть излечены» as a static; with a duration it stays the instruction (a ban)
    healed, = compile_unit("Персонажи не могут быть излечены.", "Пробник", "creature")[0]
    assert healed.statics == (StaticPart("forbid", select=Select(CHARACTER, side=V.ANY), what=V.BE_HEALED),)
    ban, = compile_unit("Персонажи не могут быть излечены до конца хода.", "Пробник", "spell")[0]
    assert ban.effects[0].verb == "establish"


def test_hero_chooses_a_static_for_the_game() -> None:
    # Бориксон: at the start of his controller's first own turn, a Поиск in the sideboard, then the choice of a static
    # the hero gains «до конца боя» (for good); the second mode is the cost of the first mountain spell of your turn
    ability, = abilities("Бориксон")
    assert ability.trigger is not None and ability.trigger.event == V.TURN_START and ability.trigger.whose_turn == YOU
    assert ability.condition == Condition(V.OWN_TURN_NUMBER, op="==", value=1)
    search, choice = ability.effects
    assert search.verb == "search" and search.param("select").zone == V.SIDEBOARD
    grants = [mode.effects[0] for mode in choice.param("modes")]
    assert all(g.verb == "grant" and g.what.kind == "this" and g.param("duration") == V.PERMANENT for g in grants)
    cheaper = grants[1].param("ability").statics[0]
    assert cheaper.kind == "cost" and cheaper.value == -1 and cheaper.select.elements == ("Горы",)
    your_turn, first = cheaper.condition.parts
    assert your_turn.kind == "your_turn" and first.op == "==" and first.value == 0
    assert first.history.event == V.CARD_PLAYED and first.history.subject == cheaper.select


def test_choice_of_own_static_only_on_a_hero() -> None:
    # the card that gains the chosen static is the one whose text it is: only a hero's («до конца боя» = for good)
    with pytest.raises(CompileError):
        compile_unit("В начале вашего хода выберите одно из (до конца боя): • «Заклинания стоят на 1{м} дороже» "
                     "• «Существа стоят на 1{м} дороже».", "Пробник", "creature")
