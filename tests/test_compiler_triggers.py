"""Compiler tests of the «triggers» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import abilities, non_keyword

from berserk_heroes.abilities import (
    CARD_PLAYED,
    CHARACTER,
    CREATURE,
    EACH,
    END_OF_TURN,
    ENEMY_HERO,
    EXTRA_LIFE_GAINED,
    HERO,
    KILLS,
    MEDITATION_COINS,
    MEDITATION_WOUNDS,
    OPPONENT,
    STRIKES,
    SUPPORT,
    TARGET,
    THIS,
    TRIGGERED,
    WOUNDS_IN_TURN,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Ability,
    Amount,
    Effect,
    Ref,
    Select,
    Target,
    Trigger,
)


def test_meditation_paid_with_coins_and_wounds() -> None:
    """«Если противник закрыл {м} / ранил героя для оплаты медитации, …» (Задумчивый): two triggered abilities."""
    coins, wounds = non_keyword("Задумчивый")
    any_creature = (Target(Select(CREATURE)),)
    assert coins == Ability(TRIGGERED, trigger=Trigger(MEDITATION_COINS), targets=any_creature,
                            effects=(Effect("ready", TARGET(0)),))
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
    assert ab.effects == (Effect("lose_coins", YOU_PLAYER, 1, optional=True, then=(Effect("repeat_enters", THIS),)),)


def test_self_kills_dominated_boost_and_life() -> None:
    """«Каждый раз, когда Саргвиэль, Охотник убивает существо, над которым имеет Превосходство, получает эффект усиления
    и дополнительную жизнь» (the subject named; both on this card, in order)."""
    ab = abilities("Саргвиэль, Охотник")[-1]
    assert ab.trigger == Trigger(KILLS, other=Select(CREATURE, state="dominated"))
    assert ab.every_time
    assert ab.effects == (Effect("sequence", params=(("effects", (
        Effect("boost", THIS, 1, params=(("sign", 1),)), Effect("extra_life", THIS, 1))),)),)


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
    assert ambush.then == (Effect("ban", Ref("player", side=EACH), params=(
        ("action", "heal"), ("select", None), ("limit", 0), ("window", None), ("duration", END_OF_TURN))),)


def test_take_control_of_his_support_on_strike_at_hero() -> None:
    """«При ударе по герою можете взять под контроль его карту поддержки до конца хода» (Грабитель хранилищ): «его» is
    the struck hero's player — a support card of the opponent."""
    ab = non_keyword("Грабитель хранилищ")[0]
    assert ab.trigger == Trigger(STRIKES, other=Select(HERO))
    assert ab.targets == (Target(Select(SUPPORT, side=OPPONENT)),)
    assert ab.effects == (Effect("take_control_until", TARGET(0), params=(("duration", END_OF_TURN),), optional=True),)


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
    assert ab.effects == (Effect("destroy", TARGET(0), then=(Effect("boost", TARGET(1), 1, params=(("sign", 1),)),)),)


def test_revive_up_to_two_other_copies() -> None:
    """«Когда вы разыгрываете эту карту, возродите до двух других Стальных ос» (this card's name in the plural)."""
    ab = non_keyword("Стальная оса")[0]
    assert ab.trigger == Trigger(CARD_PLAYED)
    assert ab.effects == (Effect("revive", YOU_PLAYER, 2, params=(
        ("select", Select(CREATURE, side=YOU, zone="graveyard", name="Стальная оса")), ("up_to", True))),)
