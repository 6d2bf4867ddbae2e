"""Compiler tests of the «cancel» phrase family: real card texts → the exact compiled meaning."""

from __future__ import annotations

from test_compiler import non_keyword

from berserk_heroes.abilities import (
    CARD,
    CARD_PLAYED,
    CREATURE,
    EVENT,
    GRAVEYARD,
    HAND,
    OPPONENT,
    PERMANENT,
    SPELL,
    SPELL_ABILITY,
    TARGET,
    THIS,
    TRIGGERED,
    Ability,
    Effect,
    Select,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler import compile_text


def _fully(text: str, name: str = "Тест", card_type: str = "creature") -> bool:
    return compile_text(text, name, card_type).fully


def test_lose_sleeping_then_cancel_spell() -> None:
    """Мальводен: «Когда противник разыгрывает заклинание, теряет Спящий, при этом отмените это заклинание.»"""
    (ab,) = non_keyword("Мальводен")
    assert ab == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
        effects=(Effect("lose_keyword", THIS, params=(("keyword", "sleeping"), ("duration", PERMANENT)),
                        then=(Effect("cancel_card", EVENT()),)),))


def test_if_opponent_plays_non_creature_destroy_self_cancel() -> None:
    """Акванит-страж: «Если противник разыгрывает карту, не являющуюся существом, вы можете уничтожить
    Акванита-стража, при этом отмените эту карту.» — «Если» is a trigger word (112.2)."""
    (ab,) = non_keyword("Акванит-страж")
    assert ab == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND, state="cn_not_creature")),
        effects=(Effect("destroy", THIS, optional=True, then=(Effect("cancel_card", EVENT()),)),))


def test_if_opponent_plays_non_spell_infinitive() -> None:
    """Зендар: «…, не являющуюся заклинанием, вы можете уничтожить Зендара, при этом отменить эту карту.»"""
    ab = non_keyword("Зендар")[1]
    assert ab.trigger == Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND, state="cn_not_spell"))
    assert ab.effects == (Effect("destroy", THIS, optional=True, then=(Effect("cancel_card", EVENT()),)),)


def test_repeat_self_optional_part_named_late() -> None:
    """Побег: «Положите существо в руку владельца; вы можете замешать 3 карты с кладбища противника в его колоду, при
    этом повторите это заклинание.» — the spell repeats itself; the three cards are named at execution (§7.4)."""
    (ab,) = non_keyword("Побег")
    assert ab.kind == SPELL_ABILITY
    assert ab.targets == (Target(Select(CREATURE)),
                          Target(Select(CARD, side=OPPONENT, zone=GRAVEYARD), min=3, max=3, at_execution=True))
    assert ab.effects[1] == Effect("shuffle_into_deck", TARGET(1), optional=True,
                                   then=(Effect("repeat_spell", THIS),))


def test_cancel_needs_a_card_the_opponent_plays() -> None:
    """«отмените эту карту / это заклинание» only after «Когда/Если противник разыгрывает <карту>»; «это заклинание»
    only after a spell was named; «повторите это заклинание» only on a spell or after a spell was played."""
    assert not _fully("Когда вы разыгрываете заклинание, отмените это заклинание.")
    assert not _fully("Когда противник разыгрывает существо, отмените это заклинание.")
    assert not _fully("В начале хода отмените эту карту.")
    assert not _fully("Найм: повторите это заклинание.")
    assert _fully("Когда противник разыгрывает существо, отмените эту карту.")
    assert _fully("Когда противник разыгрывает заклинание, повторите это заклинание.")


def test_ambush_return_spell_and_cancel() -> None:
    """Римаанды: «Когда противник разыгрывает заклинание, Засада 3{м}, при этом верните это заклинание в руку владельца
    и отмените его эффект.» — one instruction: the spell back to its owner's hand, then its abilities cancelled."""
    (ab,) = non_keyword("Римаанды")
    assert ab.trigger == Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND))
    (ambush,) = ab.effects
    assert ambush.verb == "ambush" and ambush.amount == 3
    assert ambush.then == (Effect("sequence", params=(("effects", (Effect("grave_card_to_hand", EVENT()),
                                                                    Effect("cancel_card", EVENT()))),)),)


def test_ambush_repeat_under_your_control() -> None:
    """Келем: «… Засада 3{м}, при этом повторите это заклинание под вашим контролем; вы можете выбрать новые цели.»"""
    (ab,) = non_keyword("Келем")
    (ambush,) = ab.effects
    assert ambush.then == (Effect("repeat_spell", EVENT()),)


def test_repeat_without_new_targets_settled_by_digest() -> None:
    """Королева наг: «Когда вы разыгрываете заклинание, повторите его.» — left unparsed by this family (same targets or
    new ones?); family «triggers_d» compiles it: digest §6.3 «Повторить» says new targets may be chosen and X keeps its
    value, which is what repeat_spell does (tests/test_compiler_triggers_d.py)."""
    assert _fully("Когда вы разыгрываете заклинание, повторите его.", "Королева наг")
