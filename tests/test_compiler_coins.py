"""Compiler and engine tests of one concept of the card language (merged by concept):

Compiler and support tests of coins gained, lost, spent; coins usable only for some payments: real card texts → exact ability objects.

Compiler and support tests of coins lost or gained for a time, cards entering play closed: real card texts → exact ability objects.
"""

from __future__ import annotations

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    COINS_CLOSED_NOT_PLAY,
    CREATURE,
    END_OF_NEXT_OWN_TURN,
    END_OF_NEXT_TURN,
    END_OF_YOUR_TURN,
    HERO,
    OPPONENT,
    THESE_CARDS,
    THIS,
    Amount,
    Condition,
    Ref,
    Select,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts
from tests.test_compiler import abilities


def _supported(name: str) -> bool:
    found = compiled_pool().find(name)
    assert found is not None
    return found.supported


def test_cost_bound_by_the_x_paid() -> None:
    """«стоимостью менее Х{м}» without «где Х — …»: the X paid (kept as Amount("x", value=-1) in the selector)."""
    summon = abilities("Благородный")[1].effects[0]
    assert summon.verb == "put_into_play" and summon.param("summoned")
    sel = summon.param("select")
    assert isinstance(sel, Select) and sel.classes == ("Дракон",) and sel.cost_max_amount == Amount("x", value=-1)
    assert _supported("Благородный") and _supported("Построить район")
    # without an X paid the bound means nothing: refused by the support check
    for text, kind in (("Найм: Вызовите дракона стоимостью менее Х{м}.", "creature"),
                       ("{Т}: Вызовите дракона стоимостью менее Х{м}.", "creature")):
        result = compile_text(text, "Тест", kind)
        assert result.fully
        assert "cost bound x without an X paid" in unsupported_parts(result.abilities[0])


def test_discount_for_the_creatures_found() -> None:
    """The paragraph «Вы можете разыграть найденных таким образом существ …» is joined to the «Поиск» above it."""
    from berserk_heroes.abilities import END_OF_TURN, IT, SPELL_ABILITY, Effect

    (spell,) = abilities("Призвать верных")
    assert spell.kind == SPELL_ABILITY
    search, discount = spell.effects
    assert search.verb == "search" and search.amount == 2
    assert discount == Effect("change_cost", IT, -2, params=(("applies_to", THESE_CARDS), ("duration", END_OF_TURN), ("of_kind", "creature")))
    # not after a search for other cards, nor after another instruction
    for text in ("Поиск – карта. Вы можете разыграть найденных таким образом существ на 2{м} дешевле до конца хода.",
                 "Возьмите карту. Вы можете разыграть найденных таким образом существ на 2{м} дешевле до конца хода."):
        assert not compile_text(text, "Тест", "spell").fully


def test_coins_usable_only_for_some_payments() -> None:
    from berserk_heroes.abilities import ACTIVATED, END_OF_NEXT_OWN_TURN, END_OF_TURN, YOU_PLAYER, Effect

    def gain(n: int, spend_on: str, duration: str) -> Effect:
        return Effect("gain_coins", YOU_PLAYER, n, params=(("spend_on", spend_on), ("duration", duration)))

    assert abilities("Заснеженный клад")[0].effects == (gain(2, "play_creature", END_OF_NEXT_OWN_TURN),)
    assert abilities("Находка")[0].effects == (gain(1, "play_creature", END_OF_NEXT_OWN_TURN),)
    ghost = abilities("Призрак наставницы")[1]
    assert ghost.kind == ACTIVATED and ghost.effects == (gain(1, "play_spell", END_OF_TURN),)
    assert abilities("Заложенный амулет")[0].effects == (gain(1, "support", END_OF_TURN),)
    # the number must agree
    assert not compile_text("Получите 2{м} до конца хода. Вы можете тратить эту монету только на розыгрыш существ.",
                            "Тест", "spell").fully
    # cards whose printed text names support cards (Глава концерна: Х coins, the cost of the card shuffled in to pay)
    assert compile_text("Получите 1{м} до конца хода. Вы можете тратить эту монету только на розыгрыш карт, где "
                        "упоминаются карты поддержки.", "Тест", "spell").abilities[0].effects == (
        gain(1, "play_mentions_support", END_OF_TURN),)
    chief = abilities("Глава концерна")[0]
    assert [c.kind for c in chief.costs] == ["shuffle_own"] and chief.effects[0].amount == Amount("x")
    # a «.» after other «Получите N{м} …» sentences is still a «.»
    assert compile_text("Получите 1{м} до конца хода. Возьмите карту.", "Тест", "spell").fully
    assert not compile_text("Вы можете тратить эту монету только на розыгрыш заклинаний.", "Тест", "creature").fully


def test_tagged_coins_payment_and_expiry() -> None:
    """engine/payment.py: tagged coins pay only for what they are for, are spent first, reopen at the start of their
    owner's turn and end with their duration."""
    from berserk_heroes.engine.payment import (
        FOR_ABILITY,
        FOR_PLAY,
        can_pay_coins,
        end_of_turn_tagged,
        gain_tagged,
        pay_coins,
        payable_coins,
    )
    from tests.helpers import Table, creature, spell, support

    t = Table.build([creature("Гном", cost=3), spell("Искра", cost=2), support("Посох", cost=2)], [])
    s = t.s
    p = s.players[0]
    t.coins(0, 1)
    gain_tagged(p, "play_creature", 2, 2)  # «до конца вашего следующего хода», gained in his own turn
    gnome, spark, staff = t.iid("Гном"), t.iid("Искра"), t.iid("Посох")
    assert p.open_coins == 1  # not open coins for any other payment
    assert can_pay_coins(s, 0, 3, (FOR_PLAY, gnome)) and payable_coins(s, 0, (FOR_PLAY, gnome)) == 3
    assert not can_pay_coins(s, 0, 2, (FOR_PLAY, spark)) and not can_pay_coins(s, 0, 2, (FOR_ABILITY, staff))
    assert not can_pay_coins(s, 0, 2)
    pay_coins(s, 0, 2, (FOR_PLAY, gnome))  # the tagged coins first
    assert p.tagged == (("play_creature", 2, 2, 2),) and p.open_coins == 1 and p.spent_this_turn == 2
    end_of_turn_tagged(p, 0)  # the end of his turn: one of his turn ends left
    assert p.tagged == (("play_creature", 2, 2, 1),)
    end_of_turn_tagged(p, 1)  # the opponent's turn does not count
    assert p.tagged == (("play_creature", 2, 2, 1),)
    end_of_turn_tagged(p, 0)
    assert p.tagged == ()
    gain_tagged(p, "support", 1, 0)  # «до конца хода»: gone at the next end of a turn, whoever's
    assert can_pay_coins(s, 0, 2, (FOR_ABILITY, staff)) and can_pay_coins(s, 0, 2, (FOR_PLAY, staff))
    end_of_turn_tagged(p, 1)
    assert p.tagged == ()


def test_ability_any_player_may_activate() -> None:
    from berserk_heroes.abilities import ACTIVATED, ANY_ACTIVATOR

    (ab,) = abilities("Игральный автомат")
    assert ab.kind == ACTIVATED and ab.meta == ((ANY_ACTIVATOR, True),)
    assert [c.kind for c in ab.costs] == ["close_own"] and ab.effects[0].verb == "gain_coins"
    assert _supported("Игральный автомат")
    # only after one activated ability
    assert not compile_text("Найм: Получите 1{м} (эту особенность может активировать каждый игрок).", "Тест",
                            "creature").fully


def test_summon_this_card_from_the_hand() -> None:
    from berserk_heroes.abilities import HAND, THIS, TRIGGERED, TURN_END, YOU, YOU_PLAYER, Effect, Trigger

    (ab,) = abilities("Радушный ясень")
    assert ab.kind == TRIGGERED and ab.zone == HAND and ab.trigger == Trigger(TURN_END, whose_turn=YOU)
    assert ab.effects == (Effect("lose_coins", YOU_PLAYER, 4, optional=True,
                                 then=(Effect("put_into_play", THIS, params=(("from", ("hand",)), ("summoned", True))),)),)
    # only as the «при этом» part of one optional instruction
    for text in ("В конце вашего хода вызовите эту карту из руки.",
                 "В конце вашего хода можете потерять 4{м}, при этом вызвать эту карту из руки; возьмите карту."):
        assert not compile_text(text, "Радушный ясень", "creature").fully


def test_coins_closed_not_for_playing_a_card() -> None:
    from berserk_heroes.abilities import ANY, COINS_CLOSED_NOT_PLAY, HERO, TRIGGERED, Trigger

    ab = abilities("Наёмный полководец")[1]
    assert ab.kind == TRIGGERED and not ab.every_time
    assert ab.trigger == Trigger(COINS_CLOSED_NOT_PLAY, subject=Select(HERO, side=ANY))
    assert ab.effects[0].verb == "gain_coins"
    assert _supported("Наёмный полководец")


def test_payment_emits_coins_closed_only_when_not_for_a_play() -> None:
    from berserk_heroes.engine import payment

    calls: list[tuple[int, int]] = []
    from tests.helpers import Table, creature

    t = Table.build([creature("Гном", cost=3)], [])
    s = t.s
    t.coins(0, 5)
    original = payment.coins_closed_not_play
    try:
        payment.coins_closed_not_play = lambda st, pl, n: calls.append((pl, n))  # type: ignore[assignment]
        listened = s.catalog.listened  # the event is emitted only where some ability listens to it
        object.__setattr__(s.catalog, "listened", listened | {"coins_closed_not_play"})
        try:
            payment.pay_coins(s, 0, 2, (payment.FOR_PLAY, t.iid("Гном")))
            payment.pay_coins(s, 0, 1, (payment.FOR_ABILITY, t.iid("Гном")))
            payment.pay_coins(s, 0, 1)
            payment.pay_coins(s, 0, 0)
        finally:
            object.__setattr__(s.catalog, "listened", listened)
    finally:
        payment.coins_closed_not_play = original
    assert calls == [(0, 1), (0, 1)]


def test_coins_lost_until_your_next_turn_end_and_summon_closed() -> None:
    """Рекс: «можете потерять 1{м} до конца вашего следующего хода, при этом вызвать другого Рекса закрытым»."""
    (ab,) = abilities("Рекс")
    (lose,) = ab.effects
    assert lose.verb == "lose_coins" and lose.param("duration") is not None and lose.optional and lose.amount == 1
    assert lose.param("duration") == END_OF_NEXT_OWN_TURN
    (summon,) = lose.then
    assert summon.verb == "put_into_play" and summon.param("summoned") and summon.param("closed") is True
    sel = summon.param("select")
    assert isinstance(sel, Select) and sel.name == "Рекс" and sel.zone == "deck"
    assert _supported("Рекс")


def test_coins_gained_and_lost_until_the_next_turn_end() -> None:
    """Облачный змей: one duration «до конца следующего хода» for both halves; X is half its strike."""
    (ab,) = abilities("Облачный змей")
    (seq,) = ab.effects
    assert seq.verb == "sequence"
    gain, lose = seq.param("effects")
    assert gain.verb == "gain_coins" and lose.verb == "lose_coins"
    assert gain.param("duration") == lose.param("duration") == END_OF_NEXT_TURN
    assert lose.what is not None and lose.what.side == OPPONENT
    assert isinstance(gain.amount, Amount) and gain.amount.kind == "strike" and gain.amount.div == 2
    assert _supported("Облачный змей")


def test_opponent_gains_until_his_own_turn_end() -> None:
    """Кичливый франт: «до конца своего хода противник получает 1{м} за каждого героя»."""
    (ab,) = abilities("Кичливый франт")
    (gain,) = ab.effects
    assert gain.verb == "gain_coins" and gain.what is not None and gain.what.side == OPPONENT
    assert gain.param("duration") == END_OF_YOUR_TURN
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


def test_no_open_coins_and_destroy_this_and_weaker_creatures() -> None:
    (ab,) = abilities("Неудачливый игрок")
    boost, destroy = ab.effects
    assert boost.verb == "counters" and boost.condition == Condition("open_coins", op="==", value=0)
    assert destroy.verb == "destroy" and destroy.amount == Amount("strike", ref=THIS)
    assert destroy.what == Ref("all", select=Select(CREATURE))
    assert destroy.params == (("strike_is", "below"), ("source_too", True))
    assert destroy.condition is not None and destroy.condition.kind == "not"
    assert _supported("Неудачливый игрок")


def test_discard_trigger_with_bullets_about_the_discarded_card() -> None:
    """Змеиный посох: any player's discard; «если это <тип>» asks about the trigger's card (``event_card_fits``)."""
    from berserk_heroes.abilities import CREATURE, DISCARDED, SPELL, SUPPORT

    (ab,) = abilities("Змеиный посох")
    assert ab.trigger is not None and ab.trigger.event == DISCARDED and ab.every_time
    assert ab.trigger.subject is not None and ab.trigger.subject.side == "any"
    wound, draw, gain = ab.effects
    assert [e.verb for e in ab.effects] == ["wound", "draw", "gain_coins"]
    kinds = [e.condition.select.kind for e in ab.effects if e.condition is not None and e.condition.select is not None]
    assert kinds == [SPELL, CREATURE, SUPPORT]
    assert all(e.condition is not None and e.condition.kind == "event_card_fits" for e in (wound, draw, gain))
    assert gain.param("duration") == END_OF_YOUR_TURN
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
    assert first.params == A.move_params(A.DECK, A.SHUFFLED, A.HAND) and second.params == A.move_params(A.DECK, A.SHUFFLED)
    (target,) = ab.targets
    assert target.select.state == "not_hero" and target.select.zone == "play"
    assert _supported("Ассенизатор")
    # the instruction anywhere else (no optional payment before it) is refused
    assert not compile_text("Найм: Замешайте Теста из руки и карту из игры в колоды владельцев.", "Тест",
                            "creature").fully


def test_the_player_whose_turn_it_is_closes_and_opens_coins() -> None:
    """Набег: «В начале хода игрок закрывает 1{м}.» + «В конце хода игрок открывает половину своих {м} (с округлением
    вниз).» — «игрок» is the player whose turn it is: one ability per side."""
    close_you, close_opp, open_you, open_opp = abilities("Набег")
    assert close_you == A.Ability(A.TRIGGERED, text=close_you.text, trigger=A.Trigger(A.TURN_START, whose_turn=A.YOU),
                                  effects=(A.Effect("set_coins", A.YOU_PLAYER, 1,
                                                    params=(("state", A.CLOSED_COINS),)),))
    assert close_opp.trigger == A.Trigger(A.TURN_START, whose_turn=OPPONENT)
    assert close_opp.effects[0].what == A.OPPONENT_PLAYER
    half = A.Effect("set_coins", A.OPPONENT_PLAYER, params=(("state", A.OPEN_COINS), (A.PORTION, A.HALF_DOWN)))
    assert open_opp.trigger == A.Trigger(A.TURN_END, whose_turn=OPPONENT) and open_opp.effects == (half,)
    assert open_you.effects[0].what == A.YOU_PLAYER
    # «игрок» after a turn of one player is not the player whose turn it is
    assert not compile_text("В начале вашего хода игрок закрывает 1{м}.", "Тест", "event").fully


def test_each_player_shows_his_top_card_and_the_cheapest_opens_coins() -> None:
    """Ночь магии: «Каждый игрок показывает верхнюю карту колоды. Если ваша карта имеет наименьшую стоимость, откройте
    все ваши {м}, иначе {м} каждого противника не открываются до начала вашего хода.»"""
    (ab,) = abilities("Ночь магии")
    look, open_all, stay_closed = ab.effects
    # each player shows his own top card, you first (one reveal shared with Букмекер Глури's «наибольшую»)
    assert look.verb == "sequence" and [(x.verb, x.what, x.param("reveal")) for x in look.param("effects")] == [
        ("look", Ref("player", side=A.YOU), True), ("look", Ref("player", side=A.OPPONENT), True)]
    cheapest = Condition(A.SHOWN_TOP_COST, op="<")
    assert open_all == A.Effect("set_coins", A.YOU_PLAYER, params=(("state", A.OPEN_COINS),), condition=cheapest)
    assert stay_closed == A.Effect("establish", A.OPPONENT_PLAYER, params=(
        ("rule", A.COINS_STAY_CLOSED), ("duration", A.NEXT_OWN_TURN)), condition=Condition("not", parts=(cheapest,)))
    assert not unsupported_parts(ab)
    # the comparison reads the cards just shown
    assert not compile_text("Если ваша карта имеет наименьшую стоимость, откройте все ваши {м}.", "Тест", "spell").fully
