"""Compiler and support tests of the «coins_b» phrase family (round 6): real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import (
    COINS_CLOSED_NOT_PLAY,
    END_OF_NEXT_OWN_TURN,
    END_OF_NEXT_TURN,
    END_OF_YOUR_TURN,
    HERO,
    OPPONENT,
    THIS,
    Amount,
    Condition,
    Select,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities


def _supported(name: str) -> bool:
    found = compiled_pool().find(name)
    assert found is not None
    return found.supported


def test_coins_lost_until_your_next_turn_end_and_summon_closed() -> None:
    """Рекс: «можете потерять 1{м} до конца вашего следующего хода, при этом вызвать другого Рекса закрытым»."""
    (ab,) = abilities("Рекс")
    (lose,) = ab.effects
    assert lose.verb == "cb_lose_coins_until" and lose.optional and lose.amount == 1
    assert lose.param("duration") == END_OF_NEXT_OWN_TURN
    (summon,) = lose.then
    assert summon.verb == "summon" and summon.param("closed") is True
    sel = summon.param("select")
    assert isinstance(sel, Select) and sel.name == "Рекс" and sel.zone == "deck"
    assert _supported("Рекс")


def test_coins_gained_and_lost_until_the_next_turn_end() -> None:
    """Облачный змей: one duration «до конца следующего хода» for both halves; X is half its strike."""
    (ab,) = abilities("Облачный змей")
    (seq,) = ab.effects
    assert seq.verb == "sequence"
    gain, lose = seq.param("effects")
    assert gain.verb == "cb_gain_coins_until" and lose.verb == "cb_lose_coins_until"
    assert gain.param("duration") == lose.param("duration") == END_OF_NEXT_TURN
    assert lose.what is not None and lose.what.side == OPPONENT
    assert isinstance(gain.amount, Amount) and gain.amount.kind == "strike" and gain.amount.div == 2
    assert _supported("Облачный змей")


def test_opponent_gains_until_his_own_turn_end() -> None:
    """Кичливый франт: «до конца своего хода противник получает 1{м} за каждого героя»."""
    (ab,) = abilities("Кичливый франт")
    (gain,) = ab.effects
    assert gain.verb == "gain_coins" and gain.what is not None and gain.what.side == OPPONENT
    assert gain.param("temporary") is True and gain.param("duration") == END_OF_YOUR_TURN
    assert isinstance(gain.amount, Amount) and gain.amount.kind == "count"
    assert gain.amount.select is not None and gain.amount.select.kind == HERO
    # «своего» of any other player than the opponent is refused
    assert not compile_text("Гибель: До конца своего хода каждый игрок получает 1{м}.", "Тест", "creature").fully


def test_opponent_closes_coins_not_for_play() -> None:
    (_, ab) = abilities("Тордис")
    assert ab.trigger is not None and ab.trigger.event == COINS_CLOSED_NOT_PLAY
    assert ab.trigger.subject == Select(HERO, side=OPPONENT) and ab.every_time
    assert _supported("Тордис")


def test_hire_chosen_does_not_untap() -> None:
    (_, static) = abilities("Бультр")
    (part,) = static.statics
    assert part.kind == "grant" and part.keyword == "no_untap"
    assert part.select is not None and part.select.state == "hire_chosen"
    assert _supported("Бультр")


def test_no_open_coins_and_destroy_self_and_weaker() -> None:
    (ab,) = abilities("Неудачливый игрок")
    boost, destroy = ab.effects
    assert boost.verb == "boost" and boost.condition == Condition("open_coins", op="==", value=0)
    assert destroy.verb == "cb_destroy_self_and_weaker" and destroy.amount == Amount("strike", ref=THIS)
    assert destroy.condition is not None and destroy.condition.kind == "not"
    assert _supported("Неудачливый игрок")


def test_discard_trigger_with_bullets_about_the_discarded_card() -> None:
    """Змеиный посох: any player's discard; «если это <тип>» asks about the trigger's card (``cb_event_card``)."""
    from berserk_heroes.abilities import CREATURE, DISCARDED, SPELL, SUPPORT

    (ab,) = abilities("Змеиный посох")
    assert ab.trigger is not None and ab.trigger.event == DISCARDED and ab.every_time
    assert ab.trigger.subject is not None and ab.trigger.subject.side == "any"
    wound, draw, gain = ab.effects
    assert [e.verb for e in ab.effects] == ["wound", "draw", "gain_coins"]
    kinds = [e.condition.select.kind for e in ab.effects if e.condition is not None and e.condition.select is not None]
    assert kinds == [SPELL, CREATURE, SUPPORT]
    assert all(e.condition is not None and e.condition.kind == "cb_event_card" for e in (wound, draw, gain))
    assert gain.param("duration") == END_OF_YOUR_TURN and gain.param("temporary") is True
    assert _supported("Змеиный посох")
    # «если это …» with neither a revealed card nor a discard trigger is still refused
    assert not compile_text("Найм: Если это существо, возьмите карту.", "Тест", "creature").fully


def test_shuffle_self_from_hand_makes_a_hand_ability() -> None:
    """Ассенизатор: the ability works in the hand; the card in play is a target that is not a hero."""
    from berserk_heroes.abilities import HAND

    ab = next(a for a in abilities("Ассенизатор") if a.zone == HAND)
    (pay,) = ab.effects
    assert pay.verb == "pay" and pay.optional and pay.amount == 4
    (seq,) = pay.then
    first, second = seq.param("effects")
    assert first.verb == "cb_shuffle_self_from_hand" and second.verb == "shuffle_into_deck"
    (target,) = ab.targets
    assert target.select.state == "not_hero" and target.select.zone == "play"
    assert _supported("Ассенизатор")
    # the instruction anywhere else (no optional payment before it) is refused
    assert not compile_text("Найм: Замешайте Теста из руки и карту из игры в колоды владельцев.", "Тест",
                            "creature").fully
