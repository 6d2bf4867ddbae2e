"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of «Засада» variants, cost changes: real card texts → the exact compiled meaning.

Compiler tests of costs, playing cards, miscellaneous conditions: real card texts → exact ability objects.
"""

from __future__ import annotations

import dataclasses

from test_compiler import non_keyword

from berserk_heroes import abilities as A
from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVATED,
    AMBUSH_USED_MARK,
    ATTACKS,
    CARD,
    CARD_PLAYED,
    CARDS_UNTIL,
    CHARACTER,
    CLOSE,
    COINS,
    CREATURE,
    DECK,
    DIES,
    EACH,
    END_OF_NEXT_OWN_TURN,
    END_OF_OPPONENT_TURN,
    END_OF_TURN,
    ENTERS_PLAY,
    GRAVEYARD,
    HAND,
    HERO,
    IT,
    NEXT_CARD,
    NEXT_OWN_TURN,
    OPEN_COINS,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    TARGET,
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
    RevealHand,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts
from tests.test_compiler import abilities

ATTACK_DECLARED = Trigger(ATTACKS, subject=Select(CHARACTER, side=OPPONENT))
EVENT_CARD = Ref("event", role="subject")


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_shot_at_the_attacker_and_interrupt() -> None:
    """Стальной коготь: «Когда противник объявляет атаку, Засада 3{м}, при этом Выстрел на 2 по атакующему существу;
    атака ударом прерывается.» — the attacker may be a hero (a hero's shot): the shot's Ref keeps only a creature."""
    ab = next(a for a in non_keyword("Стальной коготь") if a.zone == HAND)
    attacker = Ref("event", role="subject", select=Select(CREATURE))
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 3), trigger=ATTACK_DECLARED,
        effects=(Effect("play_from", THIS, 3, params=(("price", "ambush"),), then=(Effect("shot", attacker, 2),
                                                 Effect("attack", EVENT_CARD, params=(("mode", "stopped"),)))),))
    assert not unsupported_parts(ab)


def test_interrupt_needs_an_attack_declared() -> None:
    assert not _fully("Когда противник разыгрывает существо, Засада 3{м}, при этом атака ударом прерывается.")
    assert not _fully("Атака ударом прерывается.", card_type="spell")


def test_shot_at_each_enemy_creature_that_attacked() -> None:
    """Стрелок стального ливня: «…, Засада 4{м}, при этом Выстрел на 3 по каждому существу противника, которое
    атаковало в этот ход.»"""
    (ab,) = non_keyword("Стрелок стального ливня")
    attacked = Ref("all", select=Select(CREATURE, side=OPPONENT, state="attacked_this_turn"))
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 4), trigger=ATTACK_DECLARED,
        effects=(Effect("play_from", THIS, 4, params=(("price", "ambush"),), then=(Effect("shot", attacked, 3),)),))
    assert not unsupported_parts(ab)


def test_cancel_the_opponents_spell_and_reopen_his_coins() -> None:
    """Вихревой барьер (a spell): «Когда противник разыгрывает заклинание, Засада 3{м}, при этом отмените заклинание
    противника; противник открывает {м}, потраченные на розыгрыш этого заклинания.» + «Возьмите карту.»"""
    ab = next(a for a in non_keyword("Вихревой барьер") if a.kind == TRIGGERED)
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 3),
        trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
        effects=(Effect("play_from", THIS, 3, params=(("price", "ambush"),), then=(Effect("cancel_card", EVENT_CARD),
                                                 Effect("set_coins", OPPONENT_PLAYER, Amount("paid"), params=(("state", OPEN_COINS),)))),))
    assert not unsupported_parts(ab)


def test_an_ambush_on_either_event_and_the_spells_own_instruction() -> None:
    """Дымка (a spell): «Когда противник разыгрывает карту или объявляет атаку, Засада 3{м}, при этом предотвратите
    следующее получение ран вашим героем до конца хода. Излечите вашего героя на 2.» — two ambushes of one price and
    «при этом», then the spell's own heal."""
    played, attack, heal = non_keyword("Дымка")
    shield = Effect("prevent", YOU_PLAYER, None, params=(("scope", "hero"), ("whole", True), ("duration", END_OF_TURN)))
    ambush = Effect("play_from", THIS, 3, params=(("price", "ambush"),), then=(shield,))
    assert played == Ability(TRIGGERED, text=played.text, zone=HAND, optional=True, keyword=("ambush", 3),
                             trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND)),
                             effects=(ambush,))
    assert attack == dataclasses.replace(played, trigger=ATTACK_DECLARED)
    assert heal.kind == A.SPELL_ABILITY and [e.verb for e in heal.effects] == ["heal"]
    # a sentence after a Засада is a spell's own instruction only: on a creature whose it is is not said
    assert not _fully("Когда противник объявляет атаку, Засада 3{м}, при этом возьмите карту. Возьмите карту.")
    assert _fully("Когда противник объявляет атаку, Засада 3{м}, при этом возьмите карту. Возьмите карту.",
                  card_type="spell")
    assert not _fully("Когда вы разыгрываете карту или объявляете атаку, Засада 3{м}.")


def test_an_enemy_ambusher_that_entered_play_free_is_destroyed() -> None:
    """Поджидающий: «Когда существо противника с Засадой вошло в игру бесплатно, уничтожьте его, при этом Поджидающий
    получает Х дополнительных жизней, где Х – стоимость Засады уничтоженного существа.»"""
    (ab,) = non_keyword("Поджидающий")
    assert ab.trigger == Trigger(ENTERS_PLAY, subject=Select(CREATURE, side=OPPONENT, keyword="ambush",
                                                           state=A.ENTERED_FREE))
    (destroy,) = ab.effects
    assert destroy.verb == "destroy" and destroy.what == EVENT_CARD
    (lives,) = destroy.then
    assert lives.verb == "extra_life" and lives.what == THIS and lives.amount == Amount("ambush_cost", ref=IT)
    assert not unsupported_parts(ab)
    # the price of a Засада is read only of a card just destroyed
    assert not _fully("Когда существо противника вошло в игру бесплатно, возьмите Х карт, где Х – стоимость Засады "
                      "уничтоженного существа.")


def test_a_card_deals_more_wounds_for_a_time() -> None:
    """Кузнечный молот: «4{м}: Подготовьте Кузнечный молот; до конца хода он наносит на 1 рану больше.»"""
    ab = non_keyword("Кузнечный молот")[-1]
    ready, more = ab.effects
    assert ready.verb == "open" and more == Effect("modify", THIS, params=(("more_wounds", 1), ("duration", END_OF_TURN)))
    assert not unsupported_parts(ab)
    assert not _fully("Он наносит на 1 рану больше.", card_type="spell")


def test_cancel_every_other_spell_of_that_name_this_turn() -> None:
    """Ариана: «Когда противник разыгрывает заклинание, Засада 3{м}, при этом отмените все остальные заклинания с таким
    же названием в этот ход.» — a delayed cancel of each later spell bearing the triggering spell's name."""
    (ab,) = non_keyword("Ариана")
    (delayed,) = ab.effects[0].then
    assert delayed.verb == "delayed" and delayed.param("same_name_as_event") and delayed.param("every_time")
    assert delayed.param("until") == END_OF_TURN
    assert delayed.param("trigger") == Trigger(CARD_PLAYED, subject=Select(SPELL, side=A.ANY, zone=HAND))
    assert [e.verb for e in delayed.param("effects")] == ["cancel_card"]
    assert not unsupported_parts(ab)
    assert not _fully("Когда противник разыгрывает существо, Засада 3{м}, при этом отмените все остальные заклинания "
                      "с таким же названием в этот ход.")


def test_coins_spent_only_after_an_opponents_spell() -> None:
    assert not _fully("Когда противник разыгрывает существо, противник открывает {м}, потраченные на розыгрыш этого "
                      "заклинания.")
    assert not _fully("Когда вы разыгрываете заклинание, противник открывает {м}, потраченные на розыгрыш этого "
                      "заклинания.")
    assert not _fully("Когда противник разыгрывает существо, Засада 3{м}, при этом отмените заклинание противника.")


def test_when_you_use_an_ambush_gain_a_coin_to_the_end_of_your_next_turn() -> None:
    """Тинвэ: «Каждый раз, когда вы применяете Засаду, получите 1{м} до конца вашего следующего хода.»"""
    ab = next(a for a in non_keyword("Тинвэ") if a.kind == TRIGGERED)
    assert ab == Ability(
        TRIGGERED, text=ab.text, every_time=True, trigger=Trigger(AMBUSH_USED_MARK, subject=Select(CARD, side=YOU)),
        effects=(Effect("gain_coins", Ref("player", side=YOU), 1,
                        params=(("duration", END_OF_NEXT_OWN_TURN),)),))
    assert not unsupported_parts(ab)


def test_cheaper_per_distinct_name_and_summon_a_name_not_in_the_graveyard() -> None:
    """Родриго: «Стоит на 1{м} дешевле за каждую карту с разным названием на кладбище.» + «При розыгрыше Родриго
    вызовите существо с названием, которого нет среди карт на кладбище.» («на кладбище»: yours, FAQ #16)"""
    cost, summon = non_keyword("Родриго")
    graveyard = Select(CARD, side=YOU, zone=GRAVEYARD)
    assert cost.statics == (StaticPart("cost", value=-1, per=Amount("distinct_names", select=graveyard)),)
    assert summon.trigger == Trigger(CARD_PLAYED)
    assert summon.effects == (Effect("put_into_play", Ref("player", side=YOU), 1, params=(("from", ("deck",)), ("summoned", True),
        ("select", Select(CREATURE, side=YOU, zone=DECK, state="name_not_in_graveyard")), ("up_to", False))),)
    assert not unsupported_parts(cost) and not unsupported_parts(summon)


def test_distinct_names_only_after_for_each() -> None:
    """«с разным названием на кладбище» means a count only in «за каждую карту …»."""
    assert not _fully("Уничтожьте карту с разным названием на кладбище.", card_type="spell")
    assert not _fully("Стоит на 1{м} дешевле за каждое существо с разным названием на кладбище.")


def test_ambush_of_the_deck_top_and_of_hoarded_cards() -> None:
    """Стража врат: «Вы можете смотреть верхнюю карту вашей колоды. Вы можете использовать Засаду верхней карты вашей
    колоды.»; Пани: «Вы можете разыгрывать Засаду добытых Пани карт на 1{м} дешевле.»"""
    (gate,) = non_keyword("Стража врат")
    assert gate.kind == STATIC and gate.statics == (StaticPart("look_at_deck_top"), StaticPart("ambush_from_zone", what="deck_top"))
    pani = next(a for a in non_keyword("Пани") if a.kind == STATIC)
    assert pani.statics == (StaticPart("ambush_from_zone", what="hoarded_self", value=-1),)
    assert not unsupported_parts(gate) and not unsupported_parts(pani)


def test_a_card_with_ambush_has_the_keyword() -> None:
    """«с Засадой» selects cards whose Засада is printed as an ability (Пани, Незамеченные, Тинвэ read it)."""
    from berserk_heroes.cards.compiled import compiled_pool

    claw = next(c for c in compiled_pool() if c.name == "Стальной коготь")
    assert claw.has("ambush") and claw.kw["ambush"] == 3


def test_spells_in_the_hand_have_clutch() -> None:
    """Крылатая академия: «Заклинания в вашей руке имеют Кладку.» — only Кладка may be given to cards in a hand."""
    ab = non_keyword("Крылатая академия")[0]
    assert ab.statics == (StaticPart("grant", select=Select(SPELL, side=YOU, zone=HAND), keyword="clutch", value=1),)
    assert not unsupported_parts(ab)
    other = compile_text("Заклинания в вашей руке имеют Рывок.", "Тест", "terrain")
    assert other.fully and unsupported_parts(other.abilities[0]) == ["keyword haste granted to cards in hand"]


def test_first_card_of_the_opponent_dearer_per_card_of_this_name() -> None:
    """Грязные слухи: «До начала вашего хода первая карта каждого противника стоит на 1{м} больше за каждую карту с
    таким названием на кладбище (включая эту карту).»"""
    ab = next(a for a in non_keyword("Грязные слухи") if a.kind == SPELL_ABILITY)
    count = Amount("count", select=Select(CARD, side=YOU, zone=GRAVEYARD, name="Грязные слухи"))
    assert ab.effects == (Effect("change_cost", Ref("player", side=OPPONENT), count, params=(("applies_to", NEXT_CARD),
        ("select", Select(CARD, zone=HAND)), ("duration", NEXT_OWN_TURN), ("sign", 1))),)
    assert not unsupported_parts(ab)
    assert not _fully("До конца хода первая карта каждого противника стоит на 1{м} больше за каждую карту с таким "
                      "названием на кладбище (включая эту карту).", card_type="spell")


def test_hand_size_compared_with_the_opponents() -> None:
    more = Condition("hand_vs_opponent", op=">")
    assert abilities("Джаал") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                effects=(Effect("draw", YOU_PLAYER, 1, condition=more),)),
    )
    assert non_keyword("Лучница Аккении") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CHARACTER, side=OPPONENT)),),
                effects=(Effect("shot", TARGET(0), 2, condition=Condition("hand_vs_opponent", op="<")),)),
    )


def test_next_card_costs_more_or_less() -> None:
    assert abilities("Отпор магией")[0] == Ability(SPELL_ABILITY, effects=(
        Effect("change_cost", OPPONENT_PLAYER, 2, params=(("applies_to", NEXT_CARD), ("select", Select(SPELL, zone=HAND)), ("duration", PERMANENT))),))
    warrior = Condition("count", select=Select(HERO, side=YOU, classes=("Герой-воин",)))
    assert abilities("Гул МетеОРКОВ") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("change_cost", YOU_PLAYER, -2, params=(("applies_to", NEXT_CARD), ("select", Select(CREATURE, zone=HAND)),
                                                        ("duration", END_OF_TURN)), condition=warrior),)),
    )
    priest = Condition("count", select=Select(HERO, side=YOU, classes=("Герой-жрец",)))
    assert abilities("Нуна Мурэ На") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("change_cost", OPPONENT_PLAYER, 1, params=(("applies_to", NEXT_CARD), ("select", Select(CARD, zone=HAND)),
                                                            ("duration", NEXT_OWN_TURN)), condition=priest),)),
    )


def test_played_self_trigger() -> None:
    assert abilities("Молодой клыкан")[0] == Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED), effects=(
        Effect("lose_coins", YOU_PLAYER, 1, optional=True, then=(Effect("repeat", THIS, params=(("repeated", ENTERS_PLAY),)),)),))
    assert abilities("Любознательный пень") == (
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED), effects=(
            Effect("draw", YOU_PLAYER, 1, condition=Condition("open_coins", op=">=", value=3)),)),
    )
    assert non_keyword("Солдат Драксиля") == (
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED), effects=(
            Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("graveyard",)),
                ("select", Select(CREATURE, side=YOU, zone=GRAVEYARD, name="Солдат Драксиля")), ("up_to", False))),)),
    )


def test_went_second_and_own_wounds_and_two_wounds() -> None:
    shot = Select(CHARACTER, side=OPPONENT)
    assert abilities("Вемери Вэйс") == (
        # the second shot's target is named when execution reaches that part (§7.4: a part after «;», under a condition)
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(shot), Target(shot, at_execution=True)), effects=(
            Effect("shot", TARGET(0), 3), Effect("shot", TARGET(1), 3, condition=Condition("went_second")))),
    )
    assert non_keyword("Грозный") == (
        Ability(STATIC, statics=(StaticPart("grant", keyword="armor", value=2,
                                            condition=Condition("source_wounds", op=">=", value=3)),)),
    )
    assert non_keyword("Айра")[0] == Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY),
        targets=(Target(Select(CHARACTER, side=YOU)), Target(Select(CHARACTER, side=OPPONENT))),
        effects=(Effect("sequence", params=(("effects", (Effect("wound", TARGET(0), 4),
                                                        Effect("wound", TARGET(1), 4))),)),))


def test_if_it_is_stunned_otherwise() -> None:
    text = "Выберите существо. Если оно оглушено, уничтожьте его, иначе оглушите его."
    result = compile_text(text, "Призрачные оковы", "spell")
    assert result.fully
    stunned = Condition("ref_state", ref=IT, state="stunned")
    assert tuple(dataclasses.replace(a, text="") for a in result.abilities) == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
            Effect("declare_target", TARGET(0)),
            Effect("destroy", TARGET(0), condition=stunned),
            Effect("close", TARGET(0), params=(("stun", True),), condition=Condition("not", parts=(stunned,))))),
    )
    # «оно» is IT: refused on an instruction about another card
    assert not compile_text("Выберите существо. Если оно оглушено, уничтожьте существо, иначе оглушите его.",
                            "Призрачные оковы", "spell").fully


def test_cost_floor_and_conditional_cost() -> None:
    result = compile_text("Ваши слуа стоят на 1{м} дешевле, но не менее 1{м}.", "Лорд Алудан", "hero")
    assert result.fully
    assert result.abilities[0].statics == (
        StaticPart("cost", select=Select(CREATURE, side=YOU, zone=HAND, classes=("Слуа",)), value=-1, floor=1),)
    neutral = Condition("count", select=Select(HERO, side=YOU, elements=("Нейтральные",)))
    assert abilities("Облачная плясунья") == (
        Ability(STATIC, statics=(StaticPart("cost_set", value=1, condition=neutral),)),
    )


def test_opponent_may_pay_otherwise() -> None:
    assert abilities("Вождь акванитов") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE)),), effects=(
            Effect("pay", OPPONENT_PLAYER, 2, params=(("may", True),), otherwise=(
                Effect(A.MOVE, TARGET(0), params=A.move_params(A.HAND, None, A.PLAY), optional=True),)),)),
    )


def test_cost_while_open_and_until_end_of_opponents_turn() -> None:
    static, activated = abilities("Королевский налог")
    assert static == Ability(STATIC, statics=(StaticPart(
        "cost", select=Select(CREATURE, zone=HAND), value=1, condition=Condition("source_state", state="open")),))
    assert activated == Ability(ACTIVATED, costs=(Cost(CLOSE),), effects=(
        Effect("change_cost", Ref("player", side=EACH), 1, params=(("applies_to", CARDS_UNTIL),
            ("select", Select(SPELL, zone=HAND)), ("duration", END_OF_OPPONENT_TURN))),))
    # the duration alone: «Существо теряет особенности до конца хода противника» (Эльгашт)
    assert abilities("Эльгашт")[2].effects == (
        Effect("lose", TARGET(0), params=(("all", "abilities"), ("duration", END_OF_OPPONENT_TURN))),)


def test_cost_after_plays_this_turn() -> None:
    assert abilities("Легионер") == (
        Ability(STATIC, statics=(StaticPart("cost_set", value=0, condition=Condition(
            "history", history=V.HistoryQuery(V.CARD_PLAYED, subject=Select(CREATURE, side=V.YOU, zone=HAND)), op=">=",
            value=3)),)),
    )


def test_first_card_in_the_opponents_next_turn() -> None:
    assert abilities("Тягучее варево")[0] == Ability(SPELL_ABILITY, effects=(
        Effect("change_cost", OPPONENT_PLAYER, 1, params=(("applies_to", NEXT_CARD),
            ("select", Select(CARD, zone=HAND)), ("duration", END_OF_OPPONENT_TURN), ("in_next_turn", True))),
        Effect("draw", YOU_PLAYER, 1)))


def test_summon_cost_up_to_and_one_more() -> None:
    def pick(condition: Condition | None = None) -> Effect:
        return Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("deck",)), ("summoned", True),
            ("select", Select(CREATURE, side=YOU, zone=DECK, cost_max=2)), ("up_to", False)), condition=condition)
    assert abilities("Конферансье") == (
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED), effects=(pick(), pick(Condition("went_second")))),
    )


def test_a_player_of_your_choice() -> None:
    def modes(make: object) -> Effect:
        return Effect("choose_mode", params=(("modes", (
            Ability(SPELL_ABILITY, effects=make(YOU_PLAYER, OPPONENT_PLAYER)),  # type: ignore[operator]
            Ability(SPELL_ABILITY, effects=make(OPPONENT_PLAYER, YOU_PLAYER)))),  # type: ignore[operator]
            ("min", 1), ("max", 1), ("times", 1)))
    assert abilities("Авиал") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(modes(lambda who, other: (
            Effect("discard", who, 1, params=(("chooser", "owner"),)), Effect("draw", other, 1))),)),
    )
    mage = Condition("count", select=Select(HERO, side=YOU, classes=("Герой-маг",)))
    assert abilities("Арфистка Ксения") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(dataclasses.replace(modes(lambda who, _: (
            Effect("gain_coins", who, 1, params=(("duration", PERMANENT),)),)), condition=mage),)),
    )


def test_each_player_reveals_and_discards_the_opponents_pick() -> None:
    each = Ref("player", side=EACH)
    assert abilities("Напророчить бед") == (
        Ability(SPELL_ABILITY, effects=(Effect("sequence", params=(("effects", (
            RevealHand(each), Effect("discard", each, 1, params=(("chooser", "opponent"),)))),)),)),
    )


def test_cost_wound_one_of_your_creatures() -> None:
    assert non_keyword("Повелительница боли") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 1), Cost("wound_own", 1)), targets=(Target(Select(CREATURE)),),
                effects=(Effect("wound", TARGET(0), 2),)),
    )


def test_if_you_discarded_this_turn_otherwise() -> None:
    discarded = Condition("history", history=V.HistoryQuery(V.DISCARDED, subject=Select(V.CARD, side=V.YOU)))
    assert abilities("Пустынный ветер") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CHARACTER)),), effects=(
            Effect("wound", TARGET(0), 4, condition=discarded),
            Effect("wound", TARGET(0), 2, condition=Condition("not", parts=(discarded,))))),
    )


def test_ambush_price_lowered_with_a_floor() -> None:
    assert abilities("Страж юга") == (
        Ability(STATIC, statics=(StaticPart("ambush_cost", select=Select(CREATURE, side=YOU, zone=HAND), value=-1,
                                            floor=1),)),
    )


def test_free_when_the_graveyard_is_full() -> None:
    ten = Condition("count", select=Select(CREATURE, side=YOU, zone=GRAVEYARD), op=">=", value=10)
    assert abilities("Костяной демон") == (
        Ability(STATIC, statics=(StaticPart("cost_set", value=0, what="free", condition=ten),)),
    )


def test_its_copy_fights() -> None:
    assert abilities("Стальная балерина") == (
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED), targets=(Target(Select(CREATURE, side=OPPONENT)),),
                effects=(Effect("sequence", params=(("effects", (
                    Effect("create", THIS, 1, params=(("no_enters", False),)),
                    Effect("fight", TARGET(0), params=(("attacker", IT),)))),)),)),
    )


def test_wounds_dealt_more() -> None:
    spells = Select(SPELL, side=YOU)
    assert abilities("Призрачный странник") == (
        Ability(STATIC, statics=(StaticPart("wounds_dealt", select=spells, value=1),)),
    )
    assert abilities("Вейла") == (
        Ability(STATIC, statics=(StaticPart("wounds_dealt", select=spells, value=1,
                                            victim=Select(CHARACTER, side=OPPONENT)),)),
    )
    assert abilities("Харседан")[0].statics == (
        StaticPart("wounds_dealt", select=Select(CREATURE, side=YOU, classes=("Аккениец",)), value=2,
                   victim=Select(CHARACTER, state="closed")),
    )


def test_wounds_taken_less() -> None:
    assert abilities("Вьюрр") == (
        Ability(STATIC, statics=(StaticPart("wounds_taken", value=-2, victim=Select(CARD, elements=("Степи",))),)),
    )
    assert abilities("Броненосец Сота")[1].statics == (
        StaticPart("wounds_taken", value=-1, condition=Condition("source_state", state="closed")),
    )
    assert compile_text("Ваши {Нейтральные} карты получают на 1 рану меньше.", "Благородный", "creature").abilities[0].statics == (
        StaticPart("wounds_taken", select=Select(CARD, side=YOU, elements=("Нейтральные",)), value=-1),
    )


def test_plural_no_wounds_from_spells() -> None:
    assert non_keyword("Клаэр")[-1:] == (
        Ability(STATIC, statics=(StaticPart("grant", select=Select(CREATURE, classes=("Дитя Кронга",)),
                                            keyword="no_wounds_from_spells", value=1),)),
    )
    result = compile_text("Ваши закрытые существа не получают ран от заклинаний.", "Алманз, Бронтобой", "creature")
    assert result.abilities[0].statics == (
        StaticPart("grant", select=Select(CREATURE, side=YOU, state="closed"), keyword="no_wounds_from_spells", value=1),
    )


def test_not_an_egg() -> None:
    (spell,) = abilities("Драконья месть")
    (wound,) = spell.effects
    assert (spell.kind, wound.verb, wound.amount) == (SPELL_ABILITY, "wound", 2)
    assert isinstance(wound.what, Ref) and wound.what.kind == "all"
    assert wound.what.select == Select(CREATURE, not_classes=("Яйцо",))


def test_not_dealt_by_multi_element() -> None:
    last = abilities("Вестник Бьомвиля")[-1]
    assert last.keyword == ("no_wounds_from", 1)
    assert last.meta == (("from", Select(CREATURE, state="multi_element")),)


def test_without_closing_is_a_cost_that_closes_nothing() -> None:
    """«Не закрываясь:» (§6.2) — an activated ability paid by staying open; with coins it is one cost more."""
    (ab,) = compile_text("Не закрываясь: ранить героя противника на 1.", "Часовой", "creature").abilities
    assert ab.kind == ACTIVATED and ab.costs == (A.Cost(A.STAY_OPEN),)
    (paid,) = compile_text("1{м} не закрываясь: ранить героя противника на 1.", "Часовой", "creature").abilities
    assert paid.costs == (A.Cost(COINS, 1), A.Cost(A.STAY_OPEN))


def test_x_payments_of_wounds_and_creatures() -> None:
    """«раньтесь на Х» / «ранить вашего героя на Х» (wound_hero of the X), «Раньте Х ваших существ на 1, Закройте их»
    (wound_close_own), «стоимостью Х{м}» of the activation's X (Select state cost_x), «если было сброшено заклинание»."""
    (filomena,) = [a for a in abilities("Филомена") if a.kind == ACTIVATED]
    assert filomena.costs == (A.Cost(COINS, 0, is_x=True), A.Cost("wound_hero", 0, is_x=True), A.Cost("discard", 1),
                              A.Cost(CLOSE))
    assert filomena.targets[0].select.state == "cost_x_minus_1"
    assert filomena.effects[1].condition == A.Condition("paid_discard_fits", select=Select(A.SPELL, zone=GRAVEYARD))
    (crystal,) = [a for a in abilities("Кристалл Огня") if a.kind == ACTIVATED]
    assert crystal.costs == (A.Cost(COINS, 0, is_x=True), A.Cost("wound_hero", 0, is_x=True))
    assert isinstance(crystal.effects[0].what, Ref) and crystal.effects[0].what.select == Select(CREATURE, state="cost_x")
    (general,) = [a for a in abilities("Генерал Зул-Баал") if a.kind == ACTIVATED]
    assert general.costs == (A.Cost("wound_close_own", 1, is_x=True), A.Cost(CLOSE))
    assert general.effects[0].param("select") == Select(CREATURE, side=A.YOU, zone=HAND, state="cost_x")
    assert general.effects[0].param("thirst") == A.Amount("x")


def test_each_player_draws_as_a_payment() -> None:
    """«Каждый игрок берёт карту:» (Ужас трясин) — Cost each_draws; «с особенностью Спящий» — Select keyword."""
    paid, revive = [a for a in abilities("Ужас трясин") if a.kind == ACTIVATED]
    assert paid.costs == (A.Cost("each_draws", 1),)
    assert revive.effects[0].param("select").keyword == "sleeping"
