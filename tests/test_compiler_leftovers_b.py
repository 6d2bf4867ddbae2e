"""Compiler unit tests of the helper «leftovers_b» (its phrases live in the «zones_reveal» extension points)."""

from __future__ import annotations

from berserk_heroes.abilities import CARD, CREATURE, HAND, SUPPORT, YOU, Amount, Select
from berserk_heroes.cards.compiler import compile_text


def _one(text: str, name: str, card_type: str):  # type: ignore[no-untyped-def]
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    return result.abilities[0]


def test_cost_below_x_count() -> None:
    ab = _one("Найм: Уничтожьте существо стоимостью менее Х{м}, где Х — количество существ в игре.",
              "Мрачная дворянка", "creature")
    (target,) = ab.targets
    bound = target.select.cost_max_amount
    assert bound == Amount("sum", parts=(Amount("count", select=Select(CREATURE)), Amount("fixed", value=-1)))
    assert ab.effects[0].verb == "destroy"


def test_cost_below_x_needs_a_count() -> None:
    result = compile_text("Уничтожьте существо стоимостью менее Х{м}, где Х — сила удара этой карты.", "Тест",
                          "spell")
    assert not result.fully


def test_x_your_coins() -> None:
    ab = _one("Противник кладёт Х верхних карт своей колоды на кладбище, где Х — количество ваших {м}.",
              "Затопление", "spell")
    (effect,) = ab.effects
    assert effect.verb == "mill" and effect.amount == Amount("coins")


def test_search_terrain_and_event() -> None:
    ab = _one("Найм: Поиск — местность.", "Впечатлённый турист", "creature")
    assert ab.effects[0].verb == "search"
    assert ab.effects[0].param("select").card_type == "terrain"
    assert ab.effects[0].param("select").kind == SUPPORT
    ab = _one("Найм: Поиск — событие.", "Преданный фанат", "creature")
    assert ab.effects[0].param("select").card_type == "event"


def test_cost_per_own_copy() -> None:
    ab = _one("Ваши местности стоят на 1{м} дешевле за каждого вашего Впечатлённого туриста.",
              "Впечатлённый турист", "creature")
    (part,) = ab.statics
    assert part.kind == "cost" and part.value == -1
    assert part.select == Select(SUPPORT, side=YOU, zone=HAND, card_type="terrain")
    assert part.per == Select(CARD, side=YOU, name="Впечатлённый турист")


def test_condition_on_the_instruction_card() -> None:
    from berserk_heroes.cards.compiler_transform import SAME_CARD

    ab = _one("Уничтожьте существо, если его стоимость {м} меньше или равна количеству существ под вашим контролем.",
              "Навалиться толпой", "spell")
    (effect,) = ab.effects
    assert effect.verb == "destroy" and effect.what is not None and effect.what.kind == "target"
    assert effect.condition is not None and effect.condition.kind == "lb_object_cost_le_count"
    assert effect.condition.ref == SAME_CARD and effect.condition.select == Select(CREATURE, side=YOU)
    ab = _one("Уничтожьте существо, если на кладбище его владельца нет существ.", "Одинокая могила", "spell")
    cond = ab.effects[0].condition
    assert cond is not None and cond.kind == "lb_owner_grave_none" and cond.select == Select(CREATURE, zone="graveyard")


def test_condition_on_the_instruction_card_needs_one_target() -> None:
    result = compile_text("Уничтожьте всех существ, если на кладбище его владельца нет существ.", "Тест", "spell")
    assert not result.fully


def test_if_it_survived() -> None:
    result = compile_text("Жажда 2.\nРаньте существо на 2; если оно выжило, верните эту карту с кладбища в руку.",
                          "Жажда насилия", "spell")
    assert result.fully, result.unparsed
    ab = result.abilities[-1]
    wound, back = ab.effects
    assert wound.verb == "wound" and back.verb == "to_hand_from_graveyard"
    assert back.condition is not None and back.condition.kind == "lb_it_survived"


def test_if_it_survived_needs_one_wounded_creature() -> None:
    result = compile_text("Возьмите карту; если оно выжило, возьмите карту.", "Тест", "spell")
    assert not result.fully


def test_discard_and_return_self_works_in_graveyard() -> None:
    from berserk_heroes.abilities import GRAVEYARD, SPELL, THIS

    ab = _one("В начале хода вы можете сбросить заклинание и вернуть Сына реки Сновидений с кладбища в руку.",
              "Сын реки Сновидений", "creature")
    assert ab.zone == GRAVEYARD and ab.trigger is not None and ab.trigger.whose_turn == "any"
    (discard,) = ab.effects
    assert discard.verb == "discard" and discard.optional
    assert discard.param("select") == Select(SPELL, side=YOU, zone=HAND)
    (back,) = discard.then
    assert back.verb == "to_hand_from_graveyard" and back.what == THIS


def test_a_quest_may_be_searched_but_not_put_into_play() -> None:
    """«квест» is a card of type quest: «Поиск — квест» is supported; «Вызов — квест» would put a quest into play,
    whose rules are not known (digest §9.18), so it is refused."""
    from berserk_heroes.cards.compiled import compiled_pool
    from berserk_heroes.engine.support import unsupported_parts

    (search,) = [e for ab in compile_text("Выберите одно из: • Возьмите карту; • Поиск — квест.", "Собрать слухи",
                                          "spell").abilities for e in ab.effects]
    mode = search.param("modes")[1]
    assert mode.effects[0].param("select") == Select(CARD, side=YOU, zone="deck", card_type="quest")
    pool = compiled_pool()
    assert pool.by_name("Собрать слухи").supported
    herald = compile_text("Найм: Вызов — квест.", "Глашатай", "creature").abilities
    assert any("quest moved by summon" in p for ab in herald for p in unsupported_parts(ab))
    assert not pool.by_name("Глашатай").supported
