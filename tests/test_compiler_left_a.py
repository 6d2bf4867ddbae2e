"""Compiler tests of the «left_a» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import non_keyword

from berserk_heroes.abilities import (
    CARD_PLAYED,
    HAND,
    OPPONENT,
    PERMANENT,
    SPELL_ABILITY,
    SUPPORT,
    THIS,
    TRIGGERED,
    Ability,
    Effect,
    Ref,
    Select,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts

PLAYED = Ref("event", role="subject")


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_ambush_modes_on_the_support_card_played() -> None:
    """Яргус Сатар: «Когда противник разыгрывает карту поддержки, Засада 2{м}, при этом выберите одно из:
    • Уничтожьте эту карту поддержки; • Возьмите эту карту поддержки под контроль.»"""
    (ab,) = non_keyword("Яргус Сатар")
    modes = (Ability(SPELL_ABILITY, effects=(Effect("destroy", PLAYED),)),
             Ability(SPELL_ABILITY, effects=(Effect("take_control", PLAYED, params=(("duration", PERMANENT),)),)))
    assert ab == Ability(
        TRIGGERED, text=ab.text, zone=HAND, optional=True, keyword=("ambush", 2),
        trigger=Trigger(CARD_PLAYED, subject=Select(SUPPORT, side=OPPONENT, zone=HAND)),
        effects=(Effect("ambush", THIS, 2, then=(Effect("choose_mode", params=(
            ("modes", modes), ("min", 1), ("max", 1), ("times", 1))),)),))
    assert not unsupported_parts(ab)


def test_this_support_card_needs_a_support_card_played() -> None:
    """«эту карту поддержки» is only the support card of the trigger; with nothing else named before it."""
    assert _fully("Когда противник разыгрывает карту поддержки, уничтожьте эту карту поддержки.")
    assert not _fully("Когда противник разыгрывает существо, уничтожьте эту карту поддержки.")
    assert not _fully("Уничтожьте эту карту поддержки.", card_type="spell")
    assert not _fully("Когда противник разыгрывает карту поддержки, ранить существо на 1, уничтожьте эту карту "
                      "поддержки.")


def test_nested_modes_with_targets_stay_unsupported() -> None:
    """Modes under another instruction are chosen at resolution: modes with targets of their own are refused."""
    r = compile_text("Когда противник разыгрывает существо, Засада 2{м}, при этом выберите одно из: • Ранить "
                     "существо на 1; • Возьмите карту.", "Тест", "creature")
    if r.fully:
        (ab,) = [a for a in r.abilities if a.kind == TRIGGERED]
        assert "modes with targets under another instruction" in unsupported_parts(ab)
