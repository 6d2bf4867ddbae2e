"""Compiler tests of the «amounts_statics» phrase family (round 6): real card texts → exact ability objects."""

from __future__ import annotations

import dataclasses

from berserk_heroes.abilities import (
    CARD,
    CREATURE,
    DECK,
    ENTERS_PLAY,
    OPPONENT,
    PERMANENT,
    STATIC,
    TARGET,
    TRIGGERED,
    YOU,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.compiler import compile_text
from tests.test_compiler import abilities


def _compiled(name: str) -> tuple[Ability, ...]:
    """The abilities of a card as the engine gets them (cards.compiled: the X paid for a card of cost X)."""
    card = compiled_pool().find(name)
    assert card is not None
    return tuple(dataclasses.replace(a, text="") for a in card.abilities)


def test_look_x_top_back() -> None:
    # «Найм: Посмотрите Х верхних карт вашей колоды, положите их обратно в любом порядке» (Радужный дракон)
    look = Effect("look_top", Ref("player", side=YOU), Amount("x"), params=(("n", 0), ("take", 0), ("rest", "top")))
    assert abilities("Радужный дракон")[1] == Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(look,))
    # on the card of cost X, that X is the X paid for it
    paid = dataclasses.replace(look, amount=Amount("mb_x_paid"))
    assert any(a.effects == (paid,) for a in _compiled("Радужный дракон"))


def test_values_of_destroyed_creature() -> None:
    # «Уничтожьте ваше существо, другое ваше существо получает +Х к удару и +Y к жизням, где Х – удар, а Y – количество
    # жизней уничтоженного существа»: the amounts read target 0 (the destroyed creature) as it left play
    spell = abilities("Перекачка силы")[0]
    destroyed = TARGET(0)
    assert spell.targets[0] == Target(Select(CREATURE, side=YOU))
    assert spell.effects[0] == Effect("destroy", destroyed)
    assert spell.effects[1] == Effect("sequence", params=(("effects", (
        Effect("modify", TARGET(1), Amount("as_gone_strike", ref=destroyed),
               params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
        Effect("modify", TARGET(1), Amount("as_gone_life", ref=destroyed),
               params=(("strike", 0), ("life", 1), ("duration", PERMANENT))))),))
    # «Уничтожьте ваше существо, при этом ваш герой получает Х дополнительных жизней, где Х – меньшее из значений удара
    # или жизней уничтоженного существа»
    spell = abilities("Подношение")[0]
    assert spell.effects == (Effect("destroy", destroyed, then=(
        Effect("extra_life", YOUR_HERO, Amount("as_gone_min", ref=destroyed)),)),)


def test_destroyed_needs_one_destroyed_target() -> None:
    # without a destruction before it, «уничтоженного существа» means nothing: refused
    result = compile_text("Ваш герой получает Х дополнительных жизней, где Х – меньшее из значений удара или жизней "
                          "уничтоженного существа.", "Проба", "spell")
    assert not result.fully


def test_meditation_of_regeneration() -> None:
    # «Ваши звери имеют медитацию Х, где Х — величина их регенерации»: Медитация = the card's own Регенерация
    assert abilities("Жабий мудрец")[0] == Ability(STATIC, statics=(StaticPart(
        "as_keyword_of", select=Select(CREATURE, side=YOU, classes=("Зверь",)), keyword="meditation",
        what="regeneration"),))


def test_reveal_count_boost() -> None:
    # «Покажите 6 верхних карт колоды, за каждого орка среди них положите эффект усиления на существо; положите
    # показанные карты на верх колоды в любом порядке»: one target, a boost per orc among the six, then the six back
    spell = abilities("Мощь кланов")[0]
    assert spell.targets == (Target(Select(CREATURE)),)
    orcs = Amount("as_top_count", select=Select(CARD, side=YOU, zone=DECK, classes=("Орк",)), value=6)
    assert spell.effects == (Effect("sequence", params=(("effects", (
        Effect("boost", TARGET(0), orcs, params=(("sign", 1),)),
        Effect("look_top", Ref("player", side=YOU), params=(("n", 6), ("take", 0), ("rest", "top"), ("reveal", True))),
    )),)),)


def test_enters_boosted_by_own_wounds() -> None:
    # «Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими персонажами от ваших карт в этом
    # ходу»: a static of the card itself, applied when it enters play
    assert abilities("Высший бичеватель") == (
        Ability(STATIC, statics=(StaticPart("as_enters_boosted", what="own_wounds_turn"),)),)


def test_distribute_wounds_meditation_sum() -> None:
    # «Распределите Х ран среди существ противника, где Х — сумма значений медитации ваших существ»
    spell = abilities("Колдовской круг")[0]
    assert spell.targets == ()
    assert spell.effects == (Effect("as_distribute_wounds", Ref("all", select=Select(CREATURE, side=OPPONENT)),
                                    Amount("as_meditation_sum", select=Select(CREATURE, side=YOU))),)


def test_while_all_creatures_of_class_has() -> None:
    # «Пока все ваши существа — слуа, имеет: «Ваши существа имеют Защиту от заклинаний и –1 от способностей (в том
    # числе от заклинаний)»»: the quoted static's parts, with «no creature of yours that is not a слуа»
    cond = Condition("count", select=Select(CREATURE, side=YOU, not_classes=("Слуа",)), op="==", value=0)
    yours = Select(CREATURE, side=YOU)
    assert abilities("Вурдалак")[1] == Ability(STATIC, statics=(
        StaticPart("grant", select=yours, keyword="spell_protection", value=1, condition=cond),
        StaticPart("grant", select=yours, keyword="ability_reduction", value=1, condition=cond)))


def test_vampirism_or_plus() -> None:
    # «Ваши слуа имеют Вампиризм 1 или +1 к Вампиризму»: a grant marked as_or_plus (+1 to a card that has it)
    assert abilities("Лорд Алудан")[0] == Ability(STATIC, statics=(StaticPart(
        "grant", select=Select(CREATURE, side=YOU, classes=("Слуа",)), keyword="vampirism", value=1,
        what="as_or_plus"),))
