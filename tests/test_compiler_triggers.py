"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler tests of trigger events, conditions and effects of triggered abilities: real card texts → the exact compiled meaning.

Compiler tests of trigger events and amounts of triggered abilities: real card texts → the exact compiled meaning.

Compiler tests of trigger-led one-card mechanics: real card texts → the exact compiled meaning.

Compiler tests of triggers on keywords firing, on a class of your creatures acting: real card texts → the exact compiled meaning.

Compiler tests of triggers (hoarded cards as nouns, new events, amounts from the event): real card texts → the exact compiled meaning.
"""

from __future__ import annotations

from test_compiler import abilities, non_keyword

from berserk_heroes import abilities as A
from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ACTIVE_PLAYER,
    ACTS_EVENT,
    ALL,
    ANY,
    ATTACK_NO_WOUNDS,
    ATTACK_TARGET_DIED,
    BAN,
    BOOSTED,
    CARD,
    CARD_NAME,
    CARD_PLAYED,
    CHARACTER,
    CREATURE,
    DIES,
    EACH,
    END_OF_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    EVENT,
    EXTRA_LIFE_GAINED,
    HAND,
    HEAL_WITHOUT_WOUNDS,
    HERO,
    HOARD,
    HOARDED,
    HOARDED_HERO,
    HOARDS,
    IT,
    KILLS,
    LEAVES_PLAY,
    MEDITATION_COINS,
    MEDITATION_WOUNDS,
    MIGHT_FIRES,
    MOR_FIRES,
    NAMED,
    NTH_MEDITATION,
    OPPONENT,
    OPPONENT_PLAYER,
    REST_KEEP,
    RETURNED_TO_HAND,
    SHORTFALL_WOUNDS,
    SPELL,
    STATIC,
    STRIKES,
    SUMMONED,
    SUPPORT,
    TARGET,
    TARGETED,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
    WOUNDED,
    WOUNDS_IN_TURN,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Effect,
    LookAtTopCard,
    Ref,
    RevealHand,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text


def test_meditation_paid_with_coins_and_wounds() -> None:
    """«Если противник закрыл {м} / ранил героя для оплаты медитации, …» (Задумчивый): two triggered abilities."""
    coins, wounds = non_keyword("Задумчивый")
    any_creature = (Target(Select(CREATURE)),)
    assert coins == Ability(TRIGGERED, trigger=Trigger(MEDITATION_COINS), targets=any_creature,
                            effects=(Effect("open", TARGET(0), params=(("ready", True),)),))
    assert wounds == Ability(TRIGGERED, trigger=Trigger(MEDITATION_WOUNDS), targets=any_creature,
                             effects=(Effect("heal", TARGET(0), params=(("all", True),)),))


def test_extra_life_gained_same_amount() -> None:
    """«Когда другое ваше существо получает дополнительные жизни, получает столько же дополнительных жизней. (Один раз
    за ход.)» (Аристократ ночи)."""
    (ab,) = [a for a in non_keyword("Аристократ ночи") if a.trigger and a.trigger.event == EXTRA_LIFE_GAINED]
    assert ab == Ability(TRIGGERED, trigger=Trigger(EXTRA_LIFE_GAINED, subject=Select(CREATURE, side=YOU, other=True)),
                         per_turn=1, effects=(Effect("extra_life", THIS, Amount("event_amount")),))


def test_extra_life_gained_by_your_character() -> None:
    """«Когда ваш персонаж получает дополнительную жизнь, эта карта получает дополнительную жизнь» (Честный работяга)."""
    ab = abilities("Честный работяга")[-1]
    assert ab == Ability(TRIGGERED, trigger=Trigger(EXTRA_LIFE_GAINED, subject=Select(CHARACTER, side=YOU)),
                         effects=(Effect("extra_life", THIS, 1),))


def test_two_word_name_with_short_stem() -> None:
    """«При розыгрыше Юного клыкана вы можете потерять 1{м}, при этом его Найм сработает ещё раз»: «Юный» → «Юного»."""
    ab = abilities("Юный клыкан")[0]
    assert ab.trigger == Trigger(CARD_PLAYED)
    assert ab.effects == (Effect("lose_coins", YOU_PLAYER, 1, optional=True, then=(Effect("repeat", THIS, params=(("repeated", ENTERS_PLAY),)),)),)


def test_self_kills_dominated_boost_and_life() -> None:
    """«Каждый раз, когда Саргвиэль, Охотник убивает существо, над которым имеет Превосходство, получает эффект усиления
    и дополнительную жизнь» (the subject named; both on this card, in order)."""
    ab = abilities("Саргвиэль, Охотник")[-1]
    assert ab.trigger == Trigger(KILLS, other=Select(CREATURE, state="dominated"))
    assert ab.every_time
    assert ab.effects == (Effect("sequence", params=(("effects", (
        Effect("counters", THIS, 1, params=(("counter", "boost"),)), Effect("extra_life", THIS, 1))),)),)


def test_wounds_in_turn_self() -> None:
    """«Когда получает 2 или более ран за ход, полностью излечите Вербера-стража» (Trigger.nth is the threshold)."""
    ab = non_keyword("Вербер-страж")[0]
    assert ab == Ability(TRIGGERED, trigger=Trigger(WOUNDS_IN_TURN, nth=2),
                         effects=(Effect("heal", THIS, params=(("all", True),)),))


def test_wounds_in_turn_enemy_hero_ambush_heal_ban() -> None:
    """«Когда герой противника получает 4 или более раны за ход, Засада 2{м}, при этом персонажи не могут быть излечены
    до конца хода» (Серые мечники): a heal ban on every player's characters."""
    (ab,) = abilities("Серые мечники")
    assert ab.trigger == Trigger(WOUNDS_IN_TURN, subject=Select(HERO, side=OPPONENT), nth=4)
    (ambush,) = ab.effects
    assert ambush.then == (Effect("establish", Ref("player", side=EACH), params=(("rule", BAN),
        ("action", "heal"), ("select", None), ("limit", 0), ("window", None), ("duration", END_OF_TURN))),)


def test_take_control_of_his_support_on_strike_at_hero() -> None:
    """«При ударе по герою можете взять под контроль его карту поддержки до конца хода» (Грабитель хранилищ): «его» is
    the struck hero's player — a support card of the opponent."""
    ab = non_keyword("Грабитель хранилищ")[0]
    assert ab.trigger == Trigger(STRIKES, other=Select(HERO))
    assert ab.targets == (Target(Select(SUPPORT, side=OPPONENT)),)
    assert ab.effects == (Effect("control", TARGET(0), params=(("duration", END_OF_TURN),), optional=True),)


def test_his_support_needs_a_strike_at_a_hero() -> None:
    """«его карту поддержки» after any other trigger is refused (whose?)."""
    from berserk_heroes.cards.compiler import compile_text

    result = compile_text("Найм: Возьмите под контроль его карту поддержки до конца хода.", "Тест", "creature")
    assert not result.fully


def test_wound_opponent_per_his_closed_coin() -> None:
    """«Найм: Если ваш герой — разбойник, ранить противника на 1 за каждую его закрытую {м}» (Гармонист Заволкин)."""
    (ab,) = abilities("Гармонист Заволкин")
    (e,) = ab.effects
    assert (e.verb, e.what, e.amount) == ("wound", ENEMY_HERO, Amount("opponent_closed_coins", per=1))
    assert e.condition is not None and e.condition.select == Select(HERO, side=YOU, classes=("Герой-разбойник",))


def test_half_strike_of_this_card() -> None:
    """«Гибель: Ранить персонажа на Х, при этом излечите вашего героя на Х, где Х — половина силы удара этой карты
    (округлённая вниз)» (Червень): Amount strike of THIS, div 2 (its last known strike once it died)."""
    (ab,) = abilities("Червень")
    half = Amount("strike", ref=THIS, div=2)
    assert ab.effects == (Effect("wound", TARGET(0), half, then=(Effect("heal", YOUR_HERO, half,
                                                                         params=(("all", False),)),)),)


def test_wounds_on_this_card() -> None:
    """«Гибель: Ранить каждого персонажа противника на Х, где Х - количество ран на Прототипе SU-27»."""
    ab = [a for a in abilities("Прототип SU-27") if a.kind == TRIGGERED][0]
    assert ab.effects[0].amount == Amount("wounds_on", ref=THIS)


def test_wound_by_own_strike_after_destroying_itself() -> None:
    """«…, можете уничтожить Боевого голема, при этом ранить героя противника по силе удара Боевого голема»."""
    (ab,) = abilities("Боевой голем")
    assert ab.effects == (Effect("destroy", THIS, optional=True,
                                 then=(Effect("wound", ENEMY_HERO, Amount("strike", ref=THIS)),)),)


def test_destroy_equipment() -> None:
    """«Найм: Уничтожьте экипировку, при этом положите на существо эффект усиления» (Орк-воин)."""
    (ab,) = abilities("Орк-воин")
    assert ab.targets == (Target(Select(SUPPORT, state="equipment")), Target(Select(CREATURE)))
    assert ab.effects == (Effect("destroy", TARGET(0), then=(Effect("counters", TARGET(1), 1, params=(("counter", "boost"),)),)),)


def test_revive_up_to_two_other_copies() -> None:
    """«Когда вы разыгрываете эту карту, возродите до двух других Стальных ос» (this card's name in the plural)."""
    ab = non_keyword("Стальная оса")[0]
    assert ab.trigger == Trigger(CARD_PLAYED)
    assert ab.effects == (Effect("put_into_play", YOU_PLAYER, 2, params=(("from", ("graveyard",)),
        ("select", Select(CREATURE, side=YOU, zone="graveyard", name="Стальная оса")), ("up_to", True))),)


def test_other_cards_named_in_the_plural() -> None:
    """«Найм: Возродите до двух Солдат Драксиля», «Ваши Солдаты Драксиля имеют +2 к удару и жизням», «Ваши Кровопийцы
    Драксиля имеют: «…»» (Рыцарь Драксиля); «Ваши Пчёлы имеют: «…»» (Королева пчёл)."""
    _, revive, bonus, granted = abilities("Рыцарь Драксиля")
    assert revive.effects == (Effect("put_into_play", YOU_PLAYER, 2, params=(("from", ("graveyard",)),
        ("select", Select(CREATURE, side=YOU, zone="graveyard", name="Солдат Драксиля")), ("up_to", True))),)
    assert bonus.statics[0].select == Select(CREATURE, side=YOU, name="Солдат Драксиля")
    assert (bonus.statics[0].strike, bonus.statics[0].life) == (2, 2)
    assert granted.statics[0].select == Select(CREATURE, side=YOU, name="Кровопийца Драксиля")
    _, bees = abilities("Королева пчёл")
    assert bees.statics[0].select == Select(CREATURE, side=YOU, name="Пчела")


def test_wound_per_destroyed() -> None:
    """«Найм: Уничтожьте каждое другое существо, за каждое уничтоженное — ранить героя противника на 1»."""
    ab = [a for a in abilities("Мифриловый дракон") if a.kind == TRIGGERED][0]
    assert [e.verb for e in ab.effects] == ["destroy", "wound"]
    assert ab.effects[1].what == ENEMY_HERO and ab.effects[1].amount == Amount("done", per=1)


def test_coins_until_end_of_your_turn() -> None:
    """«Если противник закрыл {м} для оплаты медитации, получите 1{м} до конца вашего хода» (Розалия)."""
    ab = non_keyword("Розалия")[-1]
    assert ab.trigger == Trigger(MEDITATION_COINS)
    assert ab.effects == (Effect("gain_coins", YOU_PLAYER, 1, params=(("duration", "end_of_your_turn"),)),)


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_attack_target_died_ready_self() -> None:
    """«При атаке, если цель погибла, подготовьте Чистокровного»: the attack ended and its final target died."""
    (ab,) = non_keyword("Чистокровный")
    assert ab == Ability(TRIGGERED, trigger=Trigger(ATTACK_TARGET_DIED), effects=(Effect("open", THIS, params=(("ready", True),)),))


def test_attack_target_died_ready_your_orc() -> None:
    """«При атаке, если цель погибла, подготовьте вашего орка» (Бригадир): an orc of yours, named when it triggers."""
    (ab,) = abilities("Бригадир")
    assert ab.trigger == Trigger(ATTACK_TARGET_DIED)
    assert ab.targets == (Target(Select(CREATURE, side=YOU, classes=("Орк",))),)
    assert ab.effects == (Effect("open", TARGET(0), params=(("ready", True),)),)


def test_attack_followed_by_a_condition_is_unchanged() -> None:
    """«При атаке, если <другое условие>, …» is still a «при атаке» trigger with a condition on its instruction (only
    «если цель погибла» is the new trigger)."""
    result = compile_text("При атаке, если у вас есть дракон, возьмите карту.", "Тест", "creature")
    (ab,) = result.abilities
    assert ab.trigger is not None and ab.trigger.event == "attacks"


def test_draw_x_last_strike_before_death() -> None:
    """«Гибель: Возьмите Х карт, где Х - сила удара этого существа (до того, как оно погибло)» (Турбохвост)."""
    (ab,) = non_keyword("Турбохвост")
    assert ab == Ability(TRIGGERED, trigger=Trigger(DIES),
                         effects=(Effect("draw", YOU_PLAYER, Amount("strike", ref=THIS)),))


def test_before_death_only_in_death_trigger() -> None:
    """«(до того, как оно погибло)» outside «Гибель:» is refused; so is «этого существа» after a card was named."""
    assert not _fully("Найм: Возьмите Х карт, где Х - сила удара этого существа (до того, как оно погибло).")
    assert not _fully("Найм: Ранить существо на Х, где Х — текущие жизни этого существа.")


def test_distribute_boosts() -> None:
    """«Гибель: Распределите Х эффектов усиления среди ваших существ, где Х — сила удара этой карты»."""
    (ab,) = abilities("Контуженный дракон")
    assert ab == Ability(TRIGGERED, trigger=Trigger(DIES),
                         effects=(Effect("counters", Ref("all", select=Select(CREATURE, side=YOU)),
                                         Amount("strike", ref=THIS), params=(("counter", "boost"), ("distribute", True))),))


def test_current_life_of_this_creature() -> None:
    """«Найм: Излечите вашего героя на Х, где Х — текущие жизни этого существа» (Длань порядка)."""
    (ab,) = non_keyword("Длань порядка")
    assert ab == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                         effects=(Effect("heal", YOUR_HERO, Amount("life", ref=THIS), params=(("all", False),)),))


def test_summon_one_of_each_cost() -> None:
    """«Найм: Вызовите гномов стоимостью 1, 2 и 3{м}» (Король Голдриб): three summons."""
    (ab,) = non_keyword("Король Голдриб")
    (seq,) = ab.effects
    assert seq.verb == "sequence"
    summons = seq.param("effects")
    assert [(e.verb, e.param("summoned")) for e in summons] == [("put_into_play", True)] * 3
    assert [(e.param("select").cost_min, e.param("select").cost_max) for e in summons] == [(1, 1), (2, 2), (3, 3)]
    assert all(e.param("select") == Select(CREATURE, side=YOU, zone="deck", classes=("Гном",), cost_min=k, cost_max=k)
               for k, e in zip((1, 2, 3), summons))


def test_dragon_or_dragonid_gains_might_and_boost() -> None:
    """«В начале вашего хода дракон или драконид получает Могущество 3 и эффект усиления» (Небесный маршал)."""
    from berserk_heroes.abilities import PERMANENT, TURN_START

    (ab,) = non_keyword("Небесный маршал")
    assert ab.trigger == Trigger(TURN_START, whose_turn=YOU)
    assert ab.targets == (Target(Select(CREATURE, classes=("Дракон", "Драконид"))),)
    (seq,) = ab.effects
    assert seq.verb == "sequence"
    assert seq.param("effects") == (Effect("grant", TARGET(0), 3, params=(("keyword", "might"), ("duration", PERMANENT))),
                                    Effect("counters", TARGET(0), 1, params=(("counter", "boost"),)))


def test_it_deals_same_to_his_hero() -> None:
    """«Каждый раз, когда ваше существо наносит раны закрытому существу, оно наносит столько же ран герою этого
    противника» (Рааг, Загонщик): the wounding creature deals the event's number to the wounded card's player's hero."""
    from berserk_heroes.abilities import DEALS_WOUNDS

    ab = non_keyword("Рааг, Загонщик")[0]
    assert ab.trigger == Trigger(DEALS_WOUNDS, subject=Select(CREATURE, side=YOU), other=Select(CREATURE, state="closed"))
    assert ab.every_time
    assert ab.effects == (Effect("wound", Ref("event", role="other"), Amount("event_amount"), params=(
        ("to", "enemy_controllers_hero"), ("dealer", Ref("event", role="subject")))),)
    assert not _fully("Найм: Оно наносит столько же ран герою этого противника.")


def test_kills_by_strike_either_instruction() -> None:
    """«Когда Урлач-свежеватель убивает существо ударом, ранить героя противника на 2 или ранить до двух других существ
    на 1»: event kills_by_strike (this card), a choice of two modes."""
    from berserk_heroes.abilities import KILLS_BY_STRIKE

    ab = [a for a in non_keyword("Урлач-свежеватель") if a.trigger is not None and a.trigger.event == KILLS_BY_STRIKE][0]
    assert ab.trigger == Trigger(KILLS_BY_STRIKE, other=Select(CREATURE))
    (mode,) = ab.effects
    assert mode.verb == "choose_mode"
    first, second = mode.param("modes")
    assert first.effects[0].verb == "wound" and first.effects[0].amount == 2
    # «других»: not this card, nor the creature it killed (state not_event_other)
    assert second.targets == (Target(Select(CREATURE, other=True, state="not_event_other"), min=1, max=2),)


def test_hire_chosen_dies() -> None:
    """«Когда выбранное при Найме существо погибает, уничтожьте Ручного друга»: Select state hire_chosen."""
    ab = non_keyword("Ручной друг")[1]
    assert ab == Ability(TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, state="hire_chosen")),
                         effects=(Effect("destroy", THIS),))


def test_healed_from_your_creatures_last_turn() -> None:
    """«В начале хода противника излечите вашего героя на Х, где Х - количество ран, излеченных с ваших существ в ваш
    прошлый ход» (Исцеляющая)."""
    from berserk_heroes.abilities import OPPONENT, TURN_START

    (ab,) = abilities("Исцеляющая")
    assert ab == Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=OPPONENT),
                         effects=(Effect("heal", YOUR_HERO, Amount("history", history=V.HistoryQuery(
                             V.HEALED, V.LAST_OWN_TURN, subject=V.Select(V.CREATURE, side=V.YOU), measure=V.SUM_AMOUNTS)), params=(("all", False),)),))


def test_repeat_enters_per_richer_player() -> None:
    """«Найм Рогача срабатывает ещё раз за каждого игрока, у которого {м} больше, чем у вас» (after «Найм: … .» in the
    same paragraph): an ability of its own on the card's entry."""
    fight, repeat = abilities("Рогач")
    assert fight.trigger == Trigger(ENTERS_PLAY) and fight.effects[0].verb == "fight"
    assert repeat == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("repeat", THIS, Amount("richer_players"), params=(("repeated", ENTERS_PLAY),)),))


def test_repeat_enters_richer_word_order() -> None:
    """«… у которого больше {м}, чем у вас» (Ферришин 19-009) = «… у которого {м} больше, чем у вас»."""
    abs_ = non_keyword("Ферришин")
    assert abs_[-1] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                               effects=(Effect("repeat", THIS, Amount("richer_players"), params=(("repeated", ENTERS_PLAY),)),))


def test_shot_other_target() -> None:
    """«Найм: Выстрел на 1; если ваш герой нейтральный, Выстрел на 2 в другую цель» (Оксилия)."""
    ab = non_keyword("Оксилия")[0]
    enemy = Select(CHARACTER, side=OPPONENT)
    assert ab.trigger == Trigger(ENTERS_PLAY)
    # the second target is named when execution reaches it (§7.4: a part after «;» under a condition), never the first
    assert ab.targets == (Target(enemy), Target(Select(CHARACTER, side=OPPONENT, state="other_target"),
                                                at_execution=True))
    neutral = Condition("count", select=Select(HERO, side=YOU, elements=("Нейтральные",)), op=">=", value=1)
    assert ab.effects == (Effect("shot", Ref("target", index=0), 1),
                          Effect("shot", Ref("target", index=1), 2, condition=neutral))


def test_shot_other_target_needs_a_target_before() -> None:
    """«в другую цель» with no target named before it: other than which? Refused."""
    assert not _fully("Найм: Выстрел на 2 в другую цель.")
    assert not _fully("Найм: Возьмите карту; Выстрел на 2 в другую цель.")


def test_opponent_pays_or_is_wounded() -> None:
    """«При ударе противник должен заплатить 3{м}, если не хватает — ранить его на столько, сколько не хватает {м}»."""
    (ab,) = non_keyword("Вышибала")
    assert ab == Ability(TRIGGERED, trigger=Trigger(STRIKES),
                         effects=(Effect("pay", Ref("player", side=OPPONENT), 3,
                                                params=(("shortfall", SHORTFALL_WOUNDS),)),))


def test_may_pay_x_then() -> None:
    """«Найм: Вы можете заплатить Х{м}, при этом Выстрел по существу на Х» (Снаг): X chosen and paid on resolution."""
    ab = non_keyword("Снаг")[-1]
    assert ab.trigger == Trigger(ENTERS_PLAY)
    assert ab.targets == (Target(Select(CREATURE, side=OPPONENT)),)
    assert ab.effects == (Effect("pay", Ref("player", side=YOU), params=(("choose_x", True),), optional=True,
                                 then=(Effect("shot", Ref("target", index=0), Amount("x")),)),)


def test_pay_x_refused_elsewhere() -> None:
    """«заплатите Х{м}» without «можете … при этом» (what would X be before?) is refused."""
    assert not _fully("Найм: Заплатите Х{м}.")
    assert not _fully("Найм: Можете заплатить Х{м}.")


def test_opponent_may_close_three() -> None:
    """«В начале хода противник может закрыть трёх своих персонажей, при этом закрыть эту карту и ранить её на 3»."""
    (ab,) = non_keyword("Росянка")
    assert ab.trigger == Trigger(TURN_START)
    then = Effect("sequence", params=(("effects", (Effect("close", THIS), Effect("wound", THIS, 3))),))
    assert ab.effects == (Effect("close", OPPONENT_PLAYER, 3, params=(
        (A.COUNT, A.EXACTLY), ("select", Select(A.CHARACTER, side=A.YOU)), (A.MAY, True)), then=(then,)),)


def test_close_and_wound_only_this_card() -> None:
    """«закрыть <X> и ранить его» about another card is refused (only this card, a fixed reference)."""
    assert not _fully("Найм: Закройте существо и раньте его на 3.")


def test_attack_dealt_no_wounds() -> None:
    """«Каждый раз, когда атаковавшее существо не нанесло ран вашему существу, положите эффект усиления на каждого
    вашего драконида» (Вдохновенный): event ``attack_no_wounds`` about your creature (the attacker unfiltered)."""
    (ab,) = non_keyword("Вдохновенный")
    assert ab.trigger == Trigger(ATTACK_NO_WOUNDS, subject=Select(CREATURE, side=YOU))
    assert ab.every_time
    assert ab.effects == (Effect("counters", Ref("all", select=Select(CREATURE, side=YOU, classes=("Драконид",))), 1,
                                 params=(("counter", "boost"),)),)


def test_not_closed_by_opponent_while_fewer() -> None:
    """«Если у вас существ меньше, чем у противника, ваши существа не могут быть закрыты способностями карт
    противника» (Динур): a conditional grant of «not_closed_by_opponent»."""
    (ab,) = non_keyword("Динур")
    assert ab.kind == STATIC
    assert ab.statics == (StaticPart("grant", select=Select(CREATURE, side=YOU), keyword="not_closed_by_opponent",
                                     value=1, condition=Condition("creature_lead", op="<", value=0)),)


def test_spell_more_wounds_with_empty_hand() -> None:
    """«Если в вашей руке нет карт, Отчаянный выстрел наносит на 2 раны больше»: a static of the spell itself."""
    abs_ = non_keyword("Отчаянный выстрел")
    assert abs_[-1].kind == STATIC
    assert abs_[-1].statics == (StaticPart("wounds_dealt", value=2, condition=Condition("hand_size", op="==", value=0)),)


def test_self_more_wounds_refused_on_creatures() -> None:
    """On a creature the static would be an in-play one: not the reading of a spell's own static, refused."""
    assert not _fully("Если в вашей руке нет карт, Тест наносит на 2 раны больше.")


def test_turn_facts_conditions() -> None:
    """Последствия: «Если в этот ход погибло существо противника, положите по 2 эффекта усиления на двух или менее
    существ. Если в этот ход герой противника получил 3 или более ран, ранить героя противника на 4.»"""
    (ab,) = non_keyword("Последствия")
    assert ab.targets == (Target(Select(CREATURE), min=1, max=2),)
    assert ab.effects == (
        Effect("counters", Ref("target", index=0), 2, params=(("counter", "boost"),),
               condition=Condition("history", history=V.HistoryQuery(V.DIES, subject=V.Select(V.CREATURE, side=V.OPPONENT)))),
        Effect("wound", Ref("hero", side=OPPONENT), 4,
               condition=Condition("history", value=3, history=V.HistoryQuery(
                   V.WOUNDED, subject=V.Select(V.HERO, side=V.OPPONENT), measure=V.SUM_AMOUNTS))),
    )


def _hero_is(*elements: str) -> Condition:
    return Condition("count", select=Select(HERO, side=YOU, elements=elements), op=">=", value=1)


def test_heal_self_fully_after_fight() -> None:
    """«Найм: Сразиться с существом противника, если ваш герой {Леса} или {Нейтральные}, полностью излечиться» (Изгой
    чащи): the fight, then this creature heals all its wounds under the condition."""
    ab = non_keyword("Изгой чащи")[0]
    assert ab.kind == TRIGGERED and ab.trigger == Trigger(ENTERS_PLAY)
    assert ab.targets[0].select == Select(CREATURE, side=OPPONENT)
    fight, heal = ab.effects
    assert fight.verb == "fight" and fight.condition is None
    assert heal == Effect("heal", THIS, params=(("all", True),), condition=_hero_is("Леса", "Нейтральные"))
    # «излечиться» has a creature's subject only
    assert not _fully("Полностью излечиться.", card_type="spell")


def test_reveal_hand_then_look_top_under_condition() -> None:
    """«Найм: Противник показывает руку, если ваш герой {Болота} или {Нейтральные}, посмотрите верхнюю карту любой
    колоды, можете положить её под низ колоды» (Фея-разведчик)."""
    ab = non_keyword("Фея-разведчик")[0]
    cond = _hero_is("Болота", "Нейтральные")
    (seq,) = ab.effects
    assert seq.verb == "sequence"
    assert dict(seq.params)["effects"] == (
        RevealHand(Ref("player", side=OPPONENT)),
        LookAtTopCard(Ref("player", side=ANY), condition=cond),
        Effect(A.MOVE, IT, params=A.move_params(A.DECK, A.DECK_BOTTOM), optional=True, condition=cond),
    )


def test_might_fired_of_your_orc() -> None:
    """«Когда у вашего орка срабатывает Могущество, ранить героя противника на 1. (Один раз за ход.)» (Орочий гонец)."""
    ab = non_keyword("Орочий гонец")[1]
    assert ab.trigger == Trigger(MIGHT_FIRES, subject=Select(CREATURE, side=YOU, classes=("Орк",)))
    assert ab.effects == (Effect("wound", Ref("hero", side=OPPONENT), 1),) and not ab.every_time


def test_every_second_meditation() -> None:
    """«Каждый второй раз за ход, когда у вас срабатывает Медитация, положите эффект усиления на Бовкуна» (Бовкун)."""
    ab = non_keyword("Бовкун")[0]
    assert ab == Ability(TRIGGERED, text=ab.text, every_time=True,
                         trigger=Trigger(NTH_MEDITATION, subject=Select(CHARACTER, side=YOU), nth=2),
                         effects=(Effect("counters", THIS, 1, params=(("counter", "boost"),)),))


def test_war_machine_acts() -> None:
    """«Каждый раз, когда ваша боевая машина действует, положите эффект усиления на Великий Таран» (Великий Таран)."""
    ab = non_keyword("Великий Таран")[0]
    assert ab == Ability(TRIGGERED, text=ab.text, every_time=True,
                         trigger=Trigger(ACTS_EVENT, subject=Select(CREATURE, side=YOU, classes=("Боевая машина",))),
                         effects=(Effect("counters", THIS, 1, params=(("counter", "boost"),)),))


def test_repeat_the_spell_played() -> None:
    """«Когда вы разыгрываете заклинание, повторите его» (Королева наг): the 's repeat of the trigger's
    spell; «повторите его» after any other trigger is refused."""
    ab = non_keyword("Королева наг")[0]
    assert ab.trigger == Trigger(CARD_PLAYED, subject=Select(SPELL, side=YOU, zone=HAND))
    assert ab.effects == (Effect("repeat", EVENT(), params=(("repeated", SPELL),)),)
    assert not _fully("Когда вы разыгрываете существо, повторите его.")
    assert not _fully("Найм: Выберите существо, повторите его.")


def test_he_must_close_or_be_wounded() -> None:
    """«В конце хода противника он должен закрыть своё существо, иначе раниться на 2» (Штрехбрейкер): «он» is the
    opponent only at the end of his turn."""
    ab = non_keyword("Штрехбрейкер")[1]
    assert ab.trigger == Trigger(TURN_END, whose_turn=OPPONENT)
    assert ab.effects == (Effect("must_close_or_be_wounded", Ref("player", side=OPPONENT), 2),)
    assert not _fully("В конце вашего хода он должен закрыть своё существо, иначе раниться на 2.")


def test_loses_sleeping_when_your_mor_fires() -> None:
    """«Теряет Спящий, когда срабатывает ваш Мор, при этом отравить существо противника на 1» (Моорван); «Мор N» is
    marked (params ``mor``), an instruction «положите N верхних карт любой колоды на кладбище» is not (Энн Уэй из КыШ)."""
    ab = non_keyword("Моорван")[0]
    assert ab.trigger == Trigger(MOR_FIRES, subject=Select(CARD, side=YOU))
    (lose,) = ab.effects
    assert lose.verb == "lose" and lose.what == THIS and lose.then[0].verb == "poison"
    assert non_keyword("Ореос")[0].effects == (Effect("mill", Ref("player", side=ANY), 1, params=(("mor", True),)),)
    assert non_keyword("Энн Уэй из КыШ")[0].effects[0].params == ()


def test_show_a_spell_and_apply_it() -> None:
    """«В конце хода покажите заклинание стоимостью 1{м} из вашей руки, примените его эффект. (Заклинание остаётся в
    руке.)» (Бог грома): both paragraphs compile (the reminder is explanatory); the spell is picked when it resolves."""
    result = compile_text("В конце хода покажите заклинание стоимостью 1{м} из вашей руки, примените его эффект.\n"
                          "(Заклинание остаётся в руке.)", "Бог грома", "creature")
    assert result.fully
    (ab,) = result.abilities
    assert ab.trigger == Trigger(TURN_END) and ab.targets == ()
    assert ab.effects == (Effect("reveal_and_apply_spell", Ref("player", side=YOU), params=(
        ("select", Select(SPELL, side=YOU, zone=HAND, cost_min=1, cost_max=1)),)),)


def test_active_player_names_a_card() -> None:
    """«В начале каждого хода активный игрок называет карту; все игроки показывают руки и сбрасывают все карты с таким
    названием» (Мастер загадок); «с таким названием» needs the naming just before."""
    ab = non_keyword("Мастер загадок")[0]
    each = Ref("player", side=EACH)
    assert ab.trigger == Trigger(TURN_START)
    assert ab.effects == (Effect("name", THIS, params=(("named", CARD_NAME), ("chooser", ACTIVE_PLAYER))), Effect("sequence", params=(("effects", (
        RevealHand(each),
        Effect("discard", each, params=((A.COUNT, A.ALL_MATCHING), ("select", Select(CARD, zone=HAND, name=NAMED)))))),)))
    assert not _fully("В начале каждого хода все игроки показывают руки и сбрасывают все карты с таким названием.")
    assert not _fully("В начале каждого хода активный игрок называет карту.")


def test_heal_aimed_at_unwounded_self() -> None:
    """«Каждый раз, когда Ленивый толстяк должен быть излечен и на нём нет ран, оглушите существо противника»."""
    ab = non_keyword("Ленивый толстяк")[0]
    assert ab.trigger == Trigger(HEAL_WITHOUT_WOUNDS) and ab.every_time
    assert ab.targets[0].select == Select(CREATURE, side=OPPONENT)
    assert [(e.verb, e.param("stun")) for e in ab.effects] == [("close", True)]


YOUR_HOARD = Select(CARD, side=YOU, zone=HOARDED)


def test_hoarded_by_your_characters_static_per() -> None:
    """«Имеет +1 к удару и жизням за каждую добытую вашими персонажами карту» (Бригада)."""
    assert abilities("Бригада") == (
        Ability(STATIC, statics=(StaticPart("modify", strike=1, life=1, per=YOUR_HOARD),)),)


def test_hoarded_cost_per() -> None:
    """«Стоит на 1{м} дешевле за каждую добытую вашими персонажами карту» (Сэйрим)."""
    assert abilities("Сэйрим") == (Ability(STATIC, statics=(StaticPart("cost", value=-1, per=YOUR_HOARD),)),)


def test_hoarded_by_your_hero() -> None:
    """«Имеет +1 к удару за каждое добытое вашим героем существо» (Сборщик тел)."""
    (ab,) = non_keyword("Сборщик тел")
    assert ab.statics == (StaticPart("modify", strike=1, per=Select(CREATURE, side=YOU, zone=HOARDED_HERO)),)


def test_hoarded_count_amount() -> None:
    """«Выстрел на Х, где Х – количество добытых вашими персонажами карт» (Гном-стрелок)."""
    (ab,) = abilities("Гном-стрелок")
    assert ab.effects[0].verb == "shot"
    assert ab.effects[0].amount == Amount("count", select=YOUR_HOARD)


def test_hoarded_by_any_character() -> None:
    """«за каждую добытую персонажами карту» (no «вашими»: everybody's holders), Мерзкие аптекари."""
    ab = abilities("Мерзкие аптекари")[0]
    assert ab.effects[0].verb == "heal"
    assert ab.effects[0].amount == Amount("count", select=Select(CARD, zone=HOARDED), per=1)


def test_his_hero_at_opponents_turn() -> None:
    """«В начале хода противника ранить его героя на 1» (Страж купели): the opponent's hero."""
    assert abilities("Страж купели") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=OPPONENT), effects=(Effect("wound", ENEMY_HERO, 1),)),)


def test_wound_him_at_opponents_turn_end() -> None:
    """«В конце хода противника ранить его на 2» (Забастовщик): the opponent (through his hero)."""
    ab = abilities("Забастовщик")[1]
    assert ab.trigger == Trigger(TURN_END, whose_turn=OPPONENT)
    assert ab.effects == (Effect("wound", ENEMY_HERO, 2),)


def test_wound_him_after_opponent_discards() -> None:
    """«Когда противник сбрасывает карту, ранить его на 2» (Посвящённая)."""
    (ab,) = abilities("Посвящённая")
    assert ab.effects == (Effect("wound", ENEMY_HERO, 2),)


def test_he_reveals_and_discards() -> None:
    """«В конце хода противника он показывает руку и сбрасывает карту на ваш выбор» (Вытрясатель секретов)."""
    ab = abilities("Вытрясатель секретов")[1]
    (seq,) = ab.effects
    assert [(e.verb, e.what) for e in seq.param("effects")] == [("reveal", OPPONENT_PLAYER),
                                                              ("discard", OPPONENT_PLAYER)]


def test_his_pronoun_refused_without_the_opponent() -> None:
    """«он» / «ранить его» with no opponent in the trigger stay refused."""
    from berserk_heroes.cards.compiler import compile_text

    for text in ("В конце хода он показывает руку и сбрасывает карту на ваш выбор.",
                 "В конце вашего хода ранить его на 2.", "Когда вы сбрасываете карту, ранить его на 1."):
        assert not compile_text(text, "X", "creature").fully, text


def test_summoned_event() -> None:
    """«Каждый раз, когда вы вызываете демона, положите на него эффект усиления» (Хранитель врат)."""
    ab = abilities("Хранитель врат")[1]
    assert ab.trigger == Trigger(SUMMONED, subject=Select(CREATURE, side=YOU, classes=("Демон",)))
    assert ab.every_time
    assert ab.effects == (Effect("counters", EVENT(), 1, params=(("counter", "boost"),)),)


def test_boosted_event() -> None:
    """«Каждый раз, когда вы кладёте эффект усиления на ваше существо, Выстрел на 1» (Охотник Эвенрейна)."""
    (ab,) = abilities("Охотник Эвенрейна")
    assert ab.trigger == Trigger(BOOSTED, subject=Select(CREATURE, side=YOU))
    assert ab.effects[0].verb == "shot"


def test_wounded_x_is_the_event_amount() -> None:
    """«Когда Каменный дракон получает Х ран, ранить героя противника на Х»; «Когда получает Х ран, … или …»."""
    ab = abilities("Каменный дракон")[-1]
    assert ab.trigger == Trigger(WOUNDED)
    assert ab.effects == (Effect("wound", ENEMY_HERO, Amount("event_amount")),)
    (ab,) = abilities("Жрица Кронга")
    modes = ab.effects[0].param("modes")
    assert [m.effects[0].amount for m in modes] == [Amount("event_amount"), Amount("event_amount")]


def test_wounded_from_a_creature() -> None:
    """«Когда получает раны от существа, отравить его на 2» (Ламинг): «его» is the creature that dealt them."""
    (ab,) = abilities("Ламинг")
    assert ab.trigger == Trigger(WOUNDED, other=Select(CREATURE))
    assert ab.effects == (Effect("poison", EVENT("other"), 2),)


def test_support_targeted() -> None:
    """«Когда ваша карта поддержки стала целью – отравить существо противника на 2» (Гоблин-страж)."""
    ab = abilities("Гоблин-страж")[1]
    assert ab.trigger == Trigger(TARGETED, subject=Select(SUPPORT, side=YOU))
    assert ab.effects[0].verb == "poison"


def test_leaves_play_self_and_may_hoard() -> None:
    """«Когда покидает игру, ваш герой может добыть существо» (Доспех-капкан)."""
    (ab,) = abilities("Доспех-капкан")
    assert ab.trigger == Trigger(LEAVES_PLAY)
    assert ab.effects == (Effect("hoard", TARGET(0), params=(("holder", YOUR_HERO),), optional=True),)


def test_hoards_creature_and_its_cost() -> None:
    """«Когда ваш кошмар добывает существо, ранить существо противника на Х, где Х – стоимость добытой карты»."""
    (ab,) = abilities("Н’Ктар")
    assert ab.trigger == Trigger(HOARDS, subject=Select(CREATURE, side=YOU, classes=("Кошмар",)),
                                 other=Select(CREATURE))
    assert ab.effects == (Effect("wound", TARGET(0), Amount("event_cost")),)
    assert ab.per_turn == 1


def test_give_control_and_each_opponent() -> None:
    """Пожар: «…, иначе противник получает контроль над этой картой»; «ранить каждого противника на 2»."""
    start, end = abilities("Пожар")
    (discard,) = start.effects
    assert discard.verb == "discard" and discard.optional
    assert discard.otherwise == (Effect("control", THIS, params=(("to", OPPONENT),)),)
    assert end.effects == (Effect("wound", ENEMY_HERO, 2),)


def test_each_opponent_draws() -> None:
    """«В конце вашего хода каждый противник берёт карту» (Звонок мошенника; its other unit is not compiled)."""
    from test_compiler import card

    ab = card("Звонок мошенника").abilities[0]
    assert ab.trigger == Trigger(TURN_END, whose_turn=YOU)
    assert [(e.verb, e.what, e.amount) for e in ab.effects] == [("draw", OPPONENT_PLAYER, 1)]


def test_dies_not_in_your_turn_and_opponent_empty_hand() -> None:
    """«Когда существо противника погибает не в ваш ход» (Гум’Арот); «если у противника нет карт в руке»
    (Заточённый) — cards whose other units belong to other phrase families."""
    from test_compiler import card

    ab = card("Гум’Арот, Инструктор").abilities[0]
    assert ab.trigger == Trigger(DIES, subject=Select(CREATURE, side=OPPONENT), whose_turn=OPPONENT)
    ab = card("Заточённый").abilities[-1]
    assert ab.effects[0].condition == Condition("opponent_hand_size", op="==", value=0)


def test_previous_turn_conditions() -> None:
    """Тилис («…, если в предыдущий ход в игру входило другое ваше существо»); Ледяной гигант («если в прошлый
    ход не погибло существо»)."""
    (ab,) = abilities("Тилис")
    assert ab.effects[0].condition == Condition("history", history=V.HistoryQuery(
        V.ENTERS_PLAY, V.PREVIOUS_TURN, subject=Select(CREATURE, side=YOU, other=True), measure=V.DISTINCT_CARDS))
    ab = non_keyword("Ледяной гигант")[0]
    assert ab.effects[0].verb == "destroy"
    assert ab.effects[0].condition == Condition("history", op="==", value=0, history=V.HistoryQuery(
        V.DIES, V.PREVIOUS_TURN, subject=Select(CREATURE)))


def test_more_hoard_phrases() -> None:
    """Жадность, Гном-подрывник, Маг пепла, Вечный страх, Сурок Лант-Мора («у него» after «хода противника»)."""
    from test_compiler import card

    assert abilities("Жадность")[0].effects == (
        Effect("hoard", ALL(YOUR_HOARD), params=(("holder", YOUR_HERO), (A.FROM, A.HOARDED))),)
    (ab,) = abilities("Гном-подрывник")
    assert ab.effects == (Effect("look", OPPONENT_PLAYER, params=(
        ("n", 2), ("take", 1), ("up_to", True), ("to", HOARD), ("holder", THIS), ("rest", REST_KEEP))),)
    ab = non_keyword("Маг пепла")[0]
    assert ab.statics[0].condition == Condition("life_below_count", select=YOUR_HOARD)
    assert abilities("Вечный страх") == (Ability(STATIC, statics=(StaticPart("play_self_hoarded"),)),)
    ab = card("Сурок Лант-Мора").abilities[-1]
    assert ab.effects[0].condition == Condition("opponent_open_coins", op="==", value=0)


def test_returned_to_hand_and_class_bratstvo() -> None:
    """Илистый страж («Теряет Спящий, когда существо возвращается в руку владельца, при этом может добыть …»);
    Авиатор Братства («При гибели братства …»)."""
    ab = non_keyword("Илистый страж")[0]
    assert ab.trigger == Trigger(RETURNED_TO_HAND, subject=Select(CREATURE))
    (lose,) = ab.effects
    assert lose.verb == "lose"
    assert lose.then == (Effect("hoard", TARGET(0), params=(("holder", THIS),), optional=True),)
    (ab,) = abilities("Авиатор Братства")
    assert ab.trigger == Trigger(DIES, subject=Select(CREATURE, classes=("Братство",)))


def test_hero_wounded_by_your_card() -> None:
    """«Когда ваш герой получает раны от вашей карты, возьмите карту. (Один раз за ход.)» (Замок Керсам)."""
    (ab,) = abilities("Замок Керсам")
    assert ab.trigger == Trigger(WOUNDED, subject=Select(HERO, side=YOU), other=Select(CARD, side=YOU))
    assert ab.per_turn == 1


def test_kills_a_dominated_creature() -> None:
    """«Когда убивает существо, над которым имеет Превосходство, возьмите карту» (Истребители чудовищ)."""
    ab = non_keyword("Истребители чудовищ")[0]
    assert ab.trigger == Trigger(KILLS, other=Select(CREATURE, state="dominated"))


def test_cost_of_the_card_hoarded_this_way() -> None:
    """«Ваш герой добывает карту с любого кладбища. Излечитесь на Х, где Х — стоимость {м} добытой таким образом
    карты» (Питаться падалью)."""
    (ab,) = abilities("Питаться падалью")
    hoard, heal = ab.effects
    assert hoard.verb == "hoard" and heal.verb == "heal"
    assert heal.amount == Amount("cost", ref=IT)


def test_play_a_hoarded_card_for_free() -> None:
    """«Найм: Разыграйте добытую вашим персонажем карту стоимостью 4{м} или менее бесплатно» (Гном-всадник): the
    controller picks one card hoarded under his characters and plays it without paying (`play_free`)."""
    (ab,) = abilities("Гном-всадник")
    (play,) = ab.effects
    assert play.verb == "play_from" and play.amount == 1
    sel = play.param("select")
    assert sel.zone == HOARDED and sel.side == YOU and sel.cost_max == 4 and sel.kind == CARD


def test_class_noun_in_a_support_cards_name() -> None:
    """«Когда существо противника погибает, вы можете замешать демона с вашего кладбища в колоду» (Сапоги демона,
    броня): «демона» cannot be this card (a support card has no creature class), so it is any demon there."""
    ab = abilities("Сапоги демона")[1]
    (target,) = ab.targets
    assert target.select.classes == ("Демон",) and target.select.zone == "graveyard"
    (shuffle,) = ab.effects
    assert shuffle.params == A.move_params(A.DECK, A.SHUFFLED) and shuffle.optional
