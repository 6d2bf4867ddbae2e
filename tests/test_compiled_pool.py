"""The compiled pool's honesty rules (issue 4.4): what is refused, and why."""

from __future__ import annotations

from berserk_heroes.cards.compiled import compiled_pool, known_wrong, overrides
from berserk_heroes.engine.support import unsupported_parts


def test_known_wrong_and_override_names_are_real_cards() -> None:
    pool = compiled_pool()
    for name in (*known_wrong(), *overrides()):
        assert pool.find(name) is not None, f"{name!r} is not a card of the pool"


def test_known_wrong_cards_are_refused_with_the_reason() -> None:
    pool = compiled_pool()
    for name, why in known_wrong().items():
        card = pool.find(name)
        assert card is not None and not card.supported
        assert any(why in text for text in card.unsupported_text)


def test_supported_cards_use_only_what_the_engine_implements() -> None:
    for card in compiled_pool():
        if card.supported:
            assert all(not unsupported_parts(ab) for ab in card.abilities), card.name


def test_unsupported_cards_say_what_is_missing() -> None:
    for card in compiled_pool():
        assert card.supported == (not card.unsupported_text), card.name


# Share of the printed pool that is fully compiled *and* executable (`berserk cards coverage`'s headline), %,
# rounded down when set. Raise it when more cards play; never lower it without a reason in the commit.
SUPPORTED_FLOOR = 97.8


def test_supported_share_of_the_pool_does_not_drop() -> None:
    real = [c for c in compiled_pool() if c.set_code != "demo"]
    share = 100.0 * sum(c.supported for c in real) / len(real)
    assert share >= SUPPORTED_FLOOR, f"{share:.1f}% of the pool is supported, the floor is {SUPPORTED_FLOOR}%"


def test_a_spell_with_ambush_is_supported_only_if_nothing_is_chosen_when_it_is_declared() -> None:
    """210.2 / 117.1: a spell played by its Засада is declared on the spot, so its abilities may name no target, no
    mode and no X (Рассекающая нить: «Возьмите карту»); the same Засада on a spell with a target stays refused."""
    from berserk_heroes.cards.compiled import compile_card
    from berserk_heroes.cards.pool import load_card_pool, replace_def

    pool = load_card_pool()
    thread = pool.find("Рассекающая нить")
    assert thread is not None and compile_card(thread).supported
    ambush = thread.text.splitlines()[0]
    targeted = replace_def(thread, text=f"{ambush}\nРанить существо на 1.")
    assert "ambush of a spell" in compile_card(targeted).unsupported_text


def test_cards_that_need_a_card_missing_from_the_data_are_listed_apart() -> None:
    """Issue 14's only exceptions: a card whose «Создайте …» names a card the data lacks (the «модуль …» tokens), or
    whose «Обращённый» side is not transcribed, is refused — and ``berserk cards coverage`` lists it with that card."""
    from berserk_heroes.cards.support_report import render_support_report, support_report

    report = support_report()
    assert report.missing_data["Бронеход"] == ("Защитный модуль", "Модуль подвижности")
    assert report.missing_data["Раннан"] == ("Раннан (Обращённый)",)
    for name in report.missing_data:
        card = compiled_pool().find(name)
        assert card is not None and not card.supported and card.missing_cards
    text = render_support_report(report)
    assert "  Бронеход → Защитный модуль, Модуль подвижности" in text
    assert f"Without the {len(report.missing_data)} cards that need a card the data lacks" in text
