"""Compiler tests of the «keywords» phrase family: card texts → exact ability objects (digest §6.2)."""

from __future__ import annotations

import dataclasses

from berserk_heroes.abilities import (
    ACTIVATED,
    CARD,
    CARD_PLAYED,
    CLOSE,
    COINS,
    CONDITION_MET,
    CREATURE,
    ENTERS_PLAY,
    GIFT_OF_LIFE_USED,
    GRAVEYARD,
    HAND,
    PERMANENT,
    SPELL_ABILITY,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_START,
    WOUNDED,
    YOU,
    YOU_PLAYER,
    Ability,
    Condition,
    Cost,
    Effect,
    Select,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiled import compile_card, gift_bound, reserve_for
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.cards.pool import load_card_pool
from berserk_heroes.engine.keywords import keyword_abilities
from tests.test_compiler import abilities, kw, non_keyword


def _compile(text: str, card_type: str = "creature", name: str = "Тест") -> tuple[Ability, ...]:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    return tuple(dataclasses.replace(a, text="") for a in result.abilities)


def test_gift_of_life_keyword_is_an_activated_ability() -> None:
    assert abilities("Дарвитус")[:2] == (kw("unique"), kw("gift_of_life", 3))
    assert abilities("Созидатель")[0] == kw("gift_of_life", 2)
    assert keyword_abilities("gift_of_life", 3) == (
        Ability(ACTIVATED, text="Дар жизни 3", effects=(Effect("gift_of_life", YOU_PLAYER, 3),)),)
    # the unnumbered «Дар жизни» (Жрица жизни): value 0, no bound in the instruction
    assert _compile("Дар жизни.") == (kw("gift_of_life", 0),)
    assert keyword_abilities("gift_of_life", 0)[0].effects == (Effect("gift_of_life", YOU_PLAYER, None),)


def test_gift_of_life_instruction_and_event() -> None:
    heal = Effect("heal", TARGET(0), 2, params=(("all", False),))
    assert non_keyword("Берегир")[1] == Ability(
        ACTIVATED, costs=(Cost(COINS, 3), Cost(CLOSE)), targets=(Target(Select(CREATURE)),),
        effects=(Effect("gift_of_life", YOU_PLAYER, None, then=(heal,)),))
    quoted = Ability(ACTIVATED, text="{Т}: Дар жизни 2", costs=(Cost(CLOSE),),
                     effects=(Effect("gift_of_life", YOU_PLAYER, 2),))
    assert abilities("Цветение жизни") == (Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
        Effect("sequence", params=(("effects", (
            Effect("extra_life", TARGET(0), 1),
            Effect("grant_ability", TARGET(0), params=(("ability", quoted), ("duration", PERMANENT))))),)),)),)
    assert non_keyword("Камень жизни")[1] == Ability(
        TRIGGERED, trigger=Trigger(GIFT_OF_LIFE_USED, subject=Select(CARD, side=YOU)), per_turn=2,
        effects=(Effect("gain_coins", YOU_PLAYER, 1, params=(("temporary", True),)),))
    assert non_keyword("Созидатель")[1] == Ability(
        ACTIVATED, costs=(Cost("remove_extra_lives", 2),), effects=(Effect("gain_closed_coins", YOU_PLAYER, 1),))
    # Тролль-жизнетворец's reminder of «Дар жизни 2» is explanatory
    assert abilities("Тролль-жизнетворец") == (kw("regeneration", 2), kw("gift_of_life", 2))


def test_lose_abilities_and_extra_lives() -> None:
    assert non_keyword("Хризолитовый дракон") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE)),), effects=(
            Effect("sequence", params=(("effects", (
                Effect("lose_abilities", TARGET(0), params=(("duration", PERMANENT),)),
                Effect("extra_life", TARGET(0), 3))),)),)),)


def test_hide_and_reveal_of_zvi() -> None:
    hidden = Condition("source_state", state="hidden")
    reveal = (Effect("reveal", THIS),)
    assert non_keyword("Зви, Нервный ург") == (
        Ability(TRIGGERED, trigger=Trigger(WOUNDED), effects=(Effect("hide", THIS),)),
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY, subject=Select(CREATURE, side=YOU)), effects=reveal),
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=YOU, zone=HAND)), effects=reveal,
                meta=(("limit_with", -1),)),
        Ability(TRIGGERED, trigger=Trigger(CONDITION_MET), effects=reveal, condition=Condition(
            "and", parts=(hidden, Condition("hand_size", op=">=", value=10)))),
    )
    # only a character hides
    assert not compile_text("Когда получает раны — скрыться.", "Тест", "spell").fully


def test_synthetic_keywords() -> None:
    assert _compile("Скрытность.") == (kw("stealth"),)
    assert keyword_abilities("stealth", 1)[0].effects == (Effect("hide", THIS),)
    assert _compile("Авангард 2.") == (kw("vanguard", 2),)
    assert keyword_abilities("vanguard", 2)[0].trigger == Trigger(CARD_PLAYED)
    assert _compile("Ярость.") == (kw("fury"),)
    assert _compile("Немертвый.") == (kw("undead"),)
    assert _compile("Инкарнация 2.") == (kw("incarnation", 2),)
    incarnation = keyword_abilities("incarnation", 2)[0]
    assert incarnation.zone == GRAVEYARD and incarnation.trigger == Trigger(TURN_START, whose_turn=YOU)
    assert _compile("Неуловимость от существ стоимостью 3 или менее.") == (
        kw("elusive", **{"from": Select(CREATURE, cost_max=3)}),)
    assert _compile("Концентрация: Возьмите карту.") == (Ability(
        TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), condition=Condition("source_state", state="unwounded"),
        effects=(Effect("draw", YOU_PLAYER, 1),), keyword=("concentration", 1)),)
    # «Неуловимость» only from creatures
    assert not compile_text("Неуловимость от заклинаний.", "Тест", "creature").fully


def test_gift_reserve_holds_copies_of_the_decks_creatures() -> None:
    pool = load_card_pool()
    darvitus = compile_card(pool.find("Дарвитус"))
    gnome, ork = pool.find("Гном"), pool.find("Орк")  # costs 2 and 4
    assert gift_bound(darvitus) == 3
    assert gift_bound(compile_card(pool.find("Цветение жизни"))) == 2
    reserve = reserve_for([darvitus, gnome, ork], pool.with_compiler(compile_card))
    assert [c.name for c in reserve] == ["Гном", "Гном"]



def test_shuffle_any_number_from_the_opponents_graveyard() -> None:
    """What the compiler makes of the text; on the card of cost X, ``cards.compiled`` then ties the number of targets to
    the X paid (phrase family «zones_f», tests/test_compiler_zones_f.py)."""
    from berserk_heroes.abilities import OPPONENT, Amount

    grave = Select(CREATURE, side=OPPONENT, zone=GRAVEYARD)
    assert abilities("Скрытый в листве") == (Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(grave, min=0, max=30),), effects=(
            Effect("shuffle_into_deck", TARGET(0), optional=True),
            Effect("boost", THIS, Amount("done", per=2), params=(("sign", 1),)))),)


def test_rules_options_of_the_family() -> None:
    import pytest

    from berserk_heroes.config import RulesConfig
    from berserk_heroes.errors import DataError

    default = RulesConfig()
    assert (default.gift_of_life_unnumbered, default.incarnation_payment, default.hidden_reveal_abilities_work) == (
        None, "lose", True)
    assert RulesConfig.from_dict({"incarnation_payment": "close", "gift_of_life_unnumbered": 2}).gift_of_life_unnumbered == 2
    with pytest.raises(DataError):
        RulesConfig(incarnation_payment="pay")
    with pytest.raises(DataError):
        RulesConfig(gift_of_life_unnumbered=-1)


def test_gift_copy_again() -> None:
    from berserk_heroes.abilities import EVENT, OPPONENT_PLAYER

    again = Effect("create_copy", EVENT("other"), 1, params=(("gift_copy", True),))
    assert non_keyword("Дикий целитель")[0] == Ability(TRIGGERED, trigger=Trigger(GIFT_OF_LIFE_USED), effects=(
        Effect("heal_total", OPPONENT_PLAYER, 5, optional=True, then=(again,)),))
    assert compile_card(load_card_pool().find("Дикий целитель")).supported
