"""Compiler and support tests of the «coins» phrase family: real card texts → exact ability objects."""

from __future__ import annotations

from berserk_heroes.abilities import Amount, Select
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
    assert summon.verb == "summon"
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
    assert discount == Effect("play_discount", IT, -2, params=(("duration", END_OF_TURN), ("of_kind", "creature")))
    # not after a search for other cards, nor after another instruction
    for text in ("Поиск – карта. Вы можете разыграть найденных таким образом существ на 2{м} дешевле до конца хода.",
                 "Возьмите карту. Вы можете разыграть найденных таким образом существ на 2{м} дешевле до конца хода."):
        assert not compile_text(text, "Тест", "spell").fully


def test_coins_usable_only_for_some_payments() -> None:
    from berserk_heroes.abilities import ACTIVATED, END_OF_NEXT_OWN_TURN, END_OF_TURN, YOU_PLAYER, Effect

    def gain(n: int, spend_on: str, duration: str) -> Effect:
        return Effect("gain_coins_for", YOU_PLAYER, n, params=(("spend_on", spend_on), ("duration", duration)))

    assert abilities("Заснеженный клад")[0].effects == (gain(2, "play_creature", END_OF_NEXT_OWN_TURN),)
    assert abilities("Находка")[0].effects == (gain(1, "play_creature", END_OF_NEXT_OWN_TURN),)
    ghost = abilities("Призрак наставницы")[1]
    assert ghost.kind == ACTIVATED and ghost.effects == (gain(1, "play_spell", END_OF_TURN),)
    assert abilities("Заложенный амулет")[0].effects == (gain(1, "support", END_OF_TURN),)
    # the number must agree; a purpose the engine does not know stays unparsed (Глава концерна)
    assert not compile_text("Получите 2{м} до конца хода. Вы можете тратить эту монету только на розыгрыш существ.",
                            "Тест", "spell").fully
    assert not compile_text("Получите 1{м} до конца хода. Вы можете тратить эту монету только на розыгрыш карт, где "
                            "упоминаются карты поддержки.", "Тест", "spell").fully
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
