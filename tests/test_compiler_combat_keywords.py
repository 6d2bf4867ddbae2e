"""Compiler and support tests of the «combat_keywords» phrase family (real card texts, compiled meaning)."""

from __future__ import annotations

from berserk_heroes import abilities as A
from berserk_heroes.cards.compiled import compiled_pool, copies_itself, reserve_for
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts


def _card(name: str):  # type: ignore[no-untyped-def]
    card = compiled_pool().find(name)
    assert card is not None, name
    return card


def test_self_copy_is_supported_and_kept_in_the_reserve() -> None:
    pool = compiled_pool()
    gorgon = _card("Песчаный горгон")
    assert gorgon.supported
    assert copies_itself(gorgon)
    assert [c.name for c in reserve_for([gorgon, gorgon], pool)] == ["Песчаный горгон"] * 4


def test_copy_of_another_card_is_not_supported() -> None:
    r = compile_text("Найм: Если ваш герой — разбойник, создайте копию закрытого существа стоимостью 2{м}.",
                     "Макнэ Гоб Ли", "creature")
    if r.fully:
        assert any("copy of another card" in p for ab in r.abilities for p in unsupported_parts(ab))
    ab = A.Ability(A.SPELL_ABILITY, effects=(A.Effect("create_copy", A.TARGET(0), 1),))
    assert "copy of another card" in unsupported_parts(ab)
