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
