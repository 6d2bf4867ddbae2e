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
