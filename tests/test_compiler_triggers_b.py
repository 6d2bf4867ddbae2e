"""Compiler tests of the «triggers_b» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import abilities, non_keyword

from berserk_heroes import abilities as V
from berserk_heroes.abilities import (
    ATTACK_TARGET_DIED,
    CREATURE,
    DIES,
    ENTERS_PLAY,
    TARGET,
    THIS,
    TRIGGERED,
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
from berserk_heroes.cards.compiler import compile_text


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_attack_target_died_ready_self() -> None:
    """«При атаке, если цель погибла, подготовьте Чистокровного»: the attack ended and its final target died."""
    (ab,) = non_keyword("Чистокровный")
    assert ab == Ability(TRIGGERED, trigger=Trigger(ATTACK_TARGET_DIED), effects=(Effect("ready", THIS),))


def test_attack_target_died_ready_your_orc() -> None:
    """«При атаке, если цель погибла, подготовьте вашего орка» (Бригадир): an orc of yours, named when it triggers."""
    (ab,) = abilities("Бригадир")
    assert ab.trigger == Trigger(ATTACK_TARGET_DIED)
    assert ab.targets == (Target(Select(CREATURE, side=YOU, classes=("Орк",))),)
    assert ab.effects == (Effect("ready", TARGET(0)),)


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
                         effects=(Effect("distribute_boosts", Ref("all", select=Select(CREATURE, side=YOU)),
                                         Amount("strike", ref=THIS)),))


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
    assert [e.verb for e in summons] == ["summon"] * 3
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
                                    Effect("boost", TARGET(0), 1, params=(("sign", 1),)))


def test_it_deals_same_to_his_hero() -> None:
    """«Каждый раз, когда ваше существо наносит раны закрытому существу, оно наносит столько же ран герою этого
    противника» (Рааг, Загонщик): the wounding creature deals the event's number to the wounded card's player's hero."""
    from berserk_heroes.abilities import DEALS_WOUNDS

    ab = non_keyword("Рааг, Загонщик")[0]
    assert ab.trigger == Trigger(DEALS_WOUNDS, subject=Select(CREATURE, side=YOU), other=Select(CREATURE, state="closed"))
    assert ab.every_time
    assert ab.effects == (Effect("tb_deal_same_to_his_hero", None, Amount("event_amount")),)
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
    # «других»: not this card, nor the creature it killed (family «misc»: state not_event_other)
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
    assert repeat == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("tb_repeat_enters_richer", THIS),))
