"""Tests of the card-text compiler (cards/compiler.py): real card texts → exact ability objects."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

import pytest

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ACTIVATED,
    ALL,
    ANY,
    ATTACKS,
    CARD,
    CARD_PLAYED,
    CHARACTER,
    CHOSEN_CLASS,
    CLASS_NAME,
    CLOSE,
    CLOSED,
    COINS,
    CREATURE,
    DECK_TOP,
    DIES,
    EACH,
    END_OF_TURN,
    END_OF_YOUR_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    EVENT,
    GRAVEYARD,
    HAND,
    HERO,
    IT,
    KEYWORDS,
    KILLS,
    NEXT_OWN_TURN,
    OPEN_COINS,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    PUT_INTO_GRAVEYARD,
    READIED,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    STRIKES,
    SUPPORT,
    TARGET,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Condition,
    Cost,
    Destroy,
    Draw,
    Effect,
    LookAtTopCard,
    Ref,
    RevealHand,
    Select,
    StaticPart,
    Target,
    Trigger,
    Wound,
)
from berserk_heroes.cards.compiler import CompileError, CompileResult, compile_text, compile_unit
from berserk_heroes.cards.coverage import coverage_report, load_raw_cards, render
from berserk_heroes.cards.model import CardDef

# Whole-pool coverage measured when this floor was set (fully compiled share of the raw jsonl pool, %),
# rounded down. Raise it when the compiler learns more; never lower it without a reason in the commit.
COVERAGE_FLOOR = 98.8

ANY_PLAYER = Ref("player", side=ANY)


def _set_order(card: dict[str, Any]) -> int:
    return int(card["set"]) if str(card["set"]).isdigit() else 0


@lru_cache(maxsize=1)
def _cards() -> dict[str, dict[str, Any]]:
    """Real cards by name; for reprints the newest printing counts (cards README)."""
    cards: dict[str, dict[str, Any]] = {}
    for card in sorted(load_raw_cards(), key=_set_order):
        cards[card["name"]] = card
    return cards


def card(name: str) -> CompileResult:
    """Compile the real card ``name`` from the data."""
    data = _cards()[name]
    return compile_text(data["text"], data["name"], data["type"])


def abilities(name: str) -> tuple[Ability, ...]:
    """The compiled abilities of a fully compiled real card, without their source text."""
    result = card(name)
    assert result.fully, result.unparsed
    return tuple(dataclasses.replace(a, text="") for a in result.abilities)


def non_keyword(name: str) -> tuple[Ability, ...]:
    return tuple(a for a in abilities(name) if a.keyword is None or a.kind != STATIC)


def kw(code: str, value: int = 1, **meta: Any) -> Ability:
    return Ability(STATIC, keyword=(code, value), meta=tuple(meta.items()))


# ---------------------------------------------------------------------------------------------------------
# Keywords
# ---------------------------------------------------------------------------------------------------------

KEYWORD_CARDS = [
    ("Мераксес", "Кладка.", [("clutch", 1)]),
    ("Вожак стаи", "Чешуя 2.", [("scales", 2)]),
    ("Минотавр", "Рывок. Бешенство.", [("haste", 1), ("frenzy", 1)]),
    ("Страж чертогов", "Броня 1. Опыт в защите.", [("armor", 1), ("defence_experience", 1)]),
    ("Дарвитус", "Уникальность. Дар жизни 3.", [("unique", 1), ("gift_of_life", 3)]),
    ("Скелет-солдат", "Защита от выстрелов.", [("shot_protection", 1)]),
    ("Як", "Орда.", [("horde", 1)]),
    ("Раб проклятия", "Первый удар.", [("first_strike", 1)]),
    ("Вестник грома", "Не может быть целью атаки ударом.", [("cannot_be_attacked", 1)]),
]


@pytest.mark.parametrize(("name", "line", "expected"), KEYWORD_CARDS)
def test_keyword_lines(name: str, line: str, expected: list[tuple[str, int]]) -> None:
    assert line in _cards()[name]["text"].split("\n")
    result = compile_text(line, name, _cards()[name]["type"])
    assert result.fully
    assert result.keywords == tuple(expected)
    assert [dataclasses.replace(a, text="") for a in result.abilities] == [kw(c, v) for c, v in expected]
    assert all(code in KEYWORDS for code, _ in expected)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Подавление.", ("suppression", 1)),
        ("Медитация 3.", ("meditation", 3)),
        ("Регенерация 2.", ("regeneration", 2)),
        ("Вампиризм 2.", ("vampirism", 2)),
        ("Могущество 1.", ("might", 1)),
        ("Жажда 4.", ("thirst", 4)),
        ("Спящий.", ("sleeping", 1)),
        ("Модуль.", ("module", 1)),
        ("Гнев.", ("wrath", 1)),
        ("Опыт в атаке.", ("attack_experience", 1)),
        ("Защита от заклинаний.", ("spell_protection", 1)),
        ("Не может атаковать.", ("cannot_attack", 1)),
        ("Не может выступать защитником.", ("cannot_defend", 1)),
        ("Направленный удар по существам.", ("directed_strike_creatures", 1)),
        ("Созданный.", ("created", 1)),
        ("Не более одного в колоде.", ("max_per_deck", 1)),
    ],
)
def test_every_printed_keyword_line(line: str, expected: tuple[str, int]) -> None:
    assert any(line in c["text"] for c in _cards().values()), "must be real printed text"
    result = compile_text(line, "Тест", "creature")
    assert result.fully and result.keywords == (expected,)


def test_keyword_with_reminder_text_is_the_keyword() -> None:
    line = "Рывок (может действовать и атаковать в тот же ход, когда появился под контролем игрока)."
    assert any(line in c["text"] for c in _cards().values())
    assert compile_text(line, "Самоход", "creature").keywords == (("haste", 1),)


def test_superiority_carries_its_selector() -> None:
    assert abilities("Одинокий охотник") == (
        kw("superiority", over=Select(CREATURE, cost_min=4)),
    )


# ---------------------------------------------------------------------------------------------------------
# Triggers: Найм, Гибель, Когда, Каждый раз, В начале/конце хода, При атаке/ударе, Засада
# ---------------------------------------------------------------------------------------------------------


def test_enters_play_wounds_another_creature() -> None:
    assert non_keyword("Мераксес") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE, other=True)),),
                effects=(Wound(TARGET(0), 2),)),
    )


def test_dies_draws() -> None:
    assert abilities("Ырх") == (Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Draw(1),)),)


def test_when_another_creature_enters_once_per_turn() -> None:
    assert abilities("Нзами") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY, subject=Select(CREATURE, side=YOU, other=True)),
                per_turn=1, targets=(Target(Select(CREATURE, side=OPPONENT)),),
                effects=(Effect("poison", TARGET(0), 2),)),
    )


def test_every_time_and_self_reference_by_name() -> None:
    assert abilities("Акванит") == (
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND)),
                every_time=True, effects=(Wound(THIS, 1),)),
    )


def test_turn_start_and_end() -> None:
    assert non_keyword("Дарвитус") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU),
                effects=(Effect("extra_life", ALL(Select(CREATURE, side=YOU)), 1),)),
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU),
                effects=(Effect("heal", ALL(Select(CHARACTER, side=YOU)), 2, params=(("all", False),)),)),
    )


def test_turn_end_opens_coins() -> None:
    assert abilities("Кьелэрн, Ведающий") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU),
                effects=(Effect("set_coins", YOU_PLAYER, params=(("state", OPEN_COINS),)),)),
    )


def test_strike_trigger_and_demonstrative_is_the_struck_card() -> None:
    assert non_keyword("Як") == (
        Ability(TRIGGERED, trigger=Trigger(STRIKES, other=Select(CREATURE)),
                effects=(Effect("close", EVENT("other"), params=(("stun", True),)),)),
    )


def test_attack_trigger_shot() -> None:
    assert non_keyword("Грифон")[-1] == Ability(
        TRIGGERED, trigger=Trigger(ATTACKS), targets=(Target(Select(CHARACTER, side=OPPONENT)),),
        effects=(Effect("shot", TARGET(0), 1),))


def test_kills_trigger_with_boost() -> None:
    assert non_keyword("Атекар") == (
        Ability(TRIGGERED, trigger=Trigger(KILLS, subject=Select(CREATURE, side=YOU, classes=("Дитя Кронга",)),
                                           other=Select(CREATURE)),
                per_turn=1, effects=(Effect("counters", THIS, 2, params=(("counter", "boost"),)),)),
    )


def test_ambush() -> None:
    assert non_keyword("Раб проклятия") == (
        Ability(TRIGGERED, zone=HAND, optional=True, keyword=("ambush", 3),
                trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
                effects=(Effect("play_from", THIS, 3, params=(("price", "ambush"),), then=(Draw(2),)),)),
    )


def test_to_graveyard_trigger_works_in_the_graveyard() -> None:
    assert non_keyword("Чемпион Соултрада") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("mill", ANY_PLAYER, 2, params=(("mor", True),)),)),
        Ability(TRIGGERED, zone=GRAVEYARD, trigger=Trigger(PUT_INTO_GRAVEYARD), effects=(Draw(1),)),
    )


# ---------------------------------------------------------------------------------------------------------
# Activated abilities: N{м}, {Т}, N{м}{Т}, old notation (N)(Т), discard costs
# ---------------------------------------------------------------------------------------------------------


def test_tap_shot() -> None:
    assert abilities("Снайпер") == (
        Ability(ACTIVATED, costs=(Cost(CLOSE),), targets=(Target(Select(CHARACTER, side=OPPONENT)),),
                effects=(Effect("shot", TARGET(0), 2),)),
    )


def test_hero_coins_and_tap_and_cost_static() -> None:
    assert abilities("Альбрус Вейл") == (
        Ability(STATIC, statics=(StaticPart("cost", select=Select(SPELL, side=OPPONENT, zone=HAND), value=1),)),
        Ability(ACTIVATED, costs=(Cost(COINS, 1), Cost(CLOSE)), targets=(Target(Select(CHARACTER)),),
                effects=(Wound(TARGET(0), 1),)),
        Ability(ACTIVATED, costs=(Cost(COINS, 2), Cost(CLOSE)),
                effects=(Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("graveyard",)),
                    ("select", Select(CREATURE, side=YOU, zone=GRAVEYARD, classes=("Нежить",), cost_min=1,
                                      cost_max=1)), ("up_to", False))),)),
    )


def test_old_notation_and_explanatory_reminder() -> None:
    assert abilities("Ловец видений") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 2), Cost(CLOSE)), targets=(Target(Select(CHARACTER)),),
                effects=(Effect("open", TARGET(0), params=(("ready", True),)),)),
    )


def test_discard_cost_graveyard_zone_and_self_revive() -> None:
    assert non_keyword("Скелет-солдат") == (
        Ability(ACTIVATED, zone=GRAVEYARD, costs=(Cost(COINS, 2), Cost("discard", 1)),
                effects=(Effect("put_into_play", THIS, 1, params=(("from", ("graveyard",)), ("select", Select("card", side="you", zone="graveyard")))),)),
    )


def test_inline_per_turn_and_duration() -> None:
    assert abilities("Снежный барс") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 1),), per_turn=1,
                effects=(Effect("modify", THIS, params=(("strike", 2), ("life", 0), ("duration", NEXT_OWN_TURN))),)),
    )


def test_strike_amount_where_x() -> None:
    assert abilities('Проект "Янис Тауро"') == (
        Ability(ACTIVATED, costs=(Cost(CLOSE),), targets=(Target(Select(CHARACTER, side=OPPONENT)),),
                effects=(Effect("shot", TARGET(0), Amount("strike", ref=THIS)),)),
    )


def test_hoard_top_cards() -> None:
    assert abilities("Презревший клятву") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 1),),
                effects=(Effect("hoard", OPPONENT_PLAYER, 2, params=(("holder", THIS), (A.FROM, A.DECK), (A.POSITION, A.DECK_TOP))),)),
    )


# ---------------------------------------------------------------------------------------------------------
# Spells, targets, modes, connectors
# ---------------------------------------------------------------------------------------------------------


def test_spell_paragraphs_are_spell_abilities() -> None:
    assert abilities("Спокойствие") == (
        Ability(SPELL_ABILITY, effects=(Draw(1),)),
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(Effect("close", TARGET(0)),)),
    )


def test_modes() -> None:
    modes = (
        Ability(SPELL_ABILITY, effects=(Wound(ALL(Select(CREATURE)), 1),)),
        Ability(SPELL_ABILITY, targets=(Target(Select(CHARACTER)),), effects=(Wound(TARGET(0), 4),)),
    )
    assert abilities("Огненный шар") == (
        Ability(SPELL_ABILITY, effects=(Effect("choose_mode", params=(
            ("modes", modes), ("min", 1), ("max", 1), ("times", 1))),)),
    )


def test_one_or_both_modes_with_cost_filters() -> None:
    (ability,) = abilities("Монстрология")
    assert ability.effects[0].param("max") == 2
    first, second = ability.effects[0].param("modes")
    assert first.targets == (Target(Select(CREATURE, cost_max=5)),)
    assert second.targets == (Target(Select(CREATURE, cost_min=5)),)


def test_otherwise_and_self_name_in_another_case() -> None:
    assert abilities("Вождь варваров") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("discard", YOU_PLAYER, 1, params=(("chooser", "owner"),), otherwise=(Destroy(THIS),)),)),
    )


def test_then_connector_and_optional() -> None:
    (enters, dies) = abilities("Зелёный мурль")
    assert enters == Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY),
        targets=(Target(Select(CREATURE, side=OPPONENT, zone=GRAVEYARD), min=2, max=2), Target(Select(CREATURE))),
        effects=(Effect(A.MOVE, TARGET(0), params=A.move_params(A.DECK, A.SHUFFLED), optional=True, then=(Effect("poison", TARGET(1), 2),)),))
    assert dies == Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("mill", ANY_PLAYER, 2, params=(("mor", True),)),))


def test_pronoun_refers_to_the_target() -> None:
    assert abilities("Адепт Белого ордена") == (
        Ability(ACTIVATED, costs=(Cost(CLOSE),), targets=(Target(Select(CHARACTER, state="open")),),
                effects=(Effect("heal", TARGET(0), 4, params=(("all", False),)), Effect("close", TARGET(0)))),
    )


def test_may_is_optional() -> None:
    assert non_keyword("Вестник грома")[-1].effects == (Effect("wound", TARGET(0), 2, optional=True),)


def test_chooser_opponent() -> None:
    assert abilities("Гнев предков") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CHARACTER, side=OPPONENT), chooser=OPPONENT),),
                effects=(Wound(TARGET(0), 3),)),
    )


def test_count_amount_where_x() -> None:
    assert abilities("Закидать камнями") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CHARACTER)),),
                effects=(Wound(TARGET(0), Amount("count", select=Select(CREATURE))),)),
    )


def test_per_each_amount() -> None:
    assert non_keyword("Юный дракон") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Wound(ALL(Select(CREATURE, other=True)), Amount("count", select=Select(CREATURE), per=1)),)),
    )


def test_durations_grant_and_each() -> None:
    assert abilities("Подавление магии") == (
        Ability(SPELL_ABILITY, effects=(Effect("grant", ALL(Select(CHARACTER)), 1, params=(
            ("keyword", "spell_protection"), ("duration", "end_of_next_own_turn"))),)),
    )


def test_grant_keyword_to_pronoun() -> None:
    assert abilities("Глубокий сон") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
            Effect("close", TARGET(0)),
            Effect("grant", TARGET(0), 1, params=(("keyword", "sleeping"), ("duration", PERMANENT))))),
    )


def test_condition_no_coins_spent() -> None:
    assert non_keyword("Анаксарх") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE, other=True)),),
                effects=(Effect("wound", TARGET(0), 5, condition=Condition("no_coins_spent")),)),
    )


def test_search_up_to_two_of_a_class() -> None:
    assert non_keyword("Вожак стаи")[0] == Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("search", YOU_PLAYER, 2, params=(
            ("select", Select(CREATURE, side=YOU, zone="deck", classes=("Дракон",))), ("up_to", True))),))


def test_summon_multiword_class() -> None:
    assert abilities("Бьёрн") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("deck",)), ("summoned", True),
            ("select", Select(CREATURE, side=YOU, zone="deck", classes=("Дитя Кронга",), cost_min=2,
                              cost_max=2)), ("up_to", False))),)),
    )


def test_fight_between_two_targets() -> None:
    result = compile_text("Ваше существо сражается с существом противника.", "Атака с преимуществом", "spell")
    assert result.abilities[0].targets == (Target(Select(CREATURE, side=YOU)), Target(Select(CREATURE, side=OPPONENT)))
    assert result.abilities[0].effects == (Effect("fight", TARGET(1), params=(("attacker", TARGET(0)),)),)


# ---------------------------------------------------------------------------------------------------------
# Static abilities
# ---------------------------------------------------------------------------------------------------------


def test_static_grant_to_own_creatures() -> None:
    assert non_keyword("Дракон-страж") == (
        Ability(STATIC, statics=(StaticPart("grant", select=Select(CREATURE, side=YOU), keyword="haste", value=1),
                                 StaticPart("grant", select=Select(CREATURE, side=YOU), keyword="suppression",
                                            value=1))),
    )


def test_static_on_self_with_conditions() -> None:
    assert abilities("Пивной живот") == (
        Ability(STATIC, statics=(StaticPart("grant", keyword="armor", value=3,
                                            condition=Condition("source_state", state="attacking")),)),
    )
    assert non_keyword("Камнежорка")[0] == Ability(
        STATIC, statics=(StaticPart("grant", keyword="armor", value=1, condition=Condition("opponent_turn")),))


def test_static_cost_reduction_for_a_class() -> None:
    assert abilities("Рунопевец") == (
        Ability(STATIC, statics=(StaticPart("cost", select=Select(CREATURE, side=YOU, zone=HAND, classes=("Гном",)),
                                            value=-1),)),
    )


def test_quoted_ability_is_granted() -> None:
    inner = Ability(TRIGGERED, text="Гибель: Мор 2", trigger=Trigger(DIES), effects=(Effect("mill", ANY_PLAYER, 2, params=(("mor", True),)),))
    assert abilities("Улайри") == (
        Ability(STATIC, statics=(StaticPart("grant_ability", select=Select(CREATURE, side=YOU), ability=inner),)),
    )


def test_end_of_your_turn_duration() -> None:
    result = card("Пресноводный искрун")
    assert result.fully
    assert result.abilities[0].effects[1] == Effect(
        "grant", TARGET(0), 1, params=(("keyword", "cannot_defend"), ("duration", END_OF_YOUR_TURN)))


def test_each_player_gains_coins() -> None:
    assert abilities("Бяка") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                effects=(Effect("gain_coins", Ref("player", side=EACH), 1, params=(("duration", PERMANENT),)),)),
    )


def test_enemy_hero_is_a_fixed_reference() -> None:
    result = compile_text("Гибель: Ранить героя противника на 1.", "Тест", "creature")
    assert result.abilities[0].effects == (Wound(ENEMY_HERO, 1),)
    assert result.abilities[0].targets == ()


def test_temporary_coins() -> None:
    result = compile_text("{Т}: Получите 1{м} до конца хода.", "Тест", "creature")
    assert result.fully
    assert result.abilities[0].effects == (Effect("gain_coins", YOU_PLAYER, 1),)
    assert result.abilities[0].effects[0].param("duration") is None  # temporary: until the end of the turn


def test_support_filter_and_destroy() -> None:
    assert abilities("Отторгнуть")[0] == Ability(
        SPELL_ABILITY, targets=(Target(Select(SUPPORT)),), effects=(Destroy(TARGET(0)),))


def test_hero_selector_without_side_is_a_target() -> None:
    result = compile_text("Найм: Отравить героя на 2.", "Тест", "creature")
    assert result.abilities[0].targets == (Target(Select(HERO)),)


def test_end_of_turn_modify() -> None:
    (ability,) = non_keyword("Ливрах")
    assert ability.effects == (Effect("modify", THIS, params=(("strike", 3), ("life", 0), ("duration", END_OF_TURN))),)


def test_lose_keyword_when() -> None:
    assert non_keyword("Стеллата")[-1] == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=YOU, zone=HAND)),
        effects=(Effect("lose", THIS, params=(("keyword", "sleeping"), ("duration", PERMANENT)),
                        then=(Draw(2),)),))


def test_own_costs() -> None:
    assert abilities("Мастер ритуалов") == (
        Ability(ACTIVATED, costs=(Cost("destroy_own"),), effects=(Draw(1),)),
    )
    assert non_keyword("Спящий дракон")[-1] == Ability(ACTIVATED, costs=(Cost("lose_coins", 1),), effects=(Draw(1),))
    assert abilities("Мэтр")[0].costs == (Cost("close_hero"),)


def test_reveal_top_card_condition() -> None:
    assert non_keyword("Танкрис")[-1] == Ability(
        TRIGGERED, trigger=Trigger(ENTERS_PLAY),
        effects=(LookAtTopCard(YOU_PLAYER, reveal=True),
                 Effect("move", IT, params=(("to", "hand"), ("from", "deck")), condition=Condition(
                     "revealed", select=Select(CARD, zone="deck", keyword="meditation")))))


def test_create_copy_without_enters_trigger() -> None:
    assert non_keyword("Охотящийся дракон")[-1].effects == (
        Effect("create", THIS, 1, params=(("no_enters", True),), condition=Condition("no_coins_spent")),)


def test_upgrade_then_grant() -> None:
    assert abilities("Гоблинская самоходка") == (
        Ability(ACTIVATED, costs=(Cost(COINS, 1),), effects=(Effect("set_class", THIS, params=(("class", "Механизм"), ("new_only", True)), then=(
            Effect("grant", THIS, 1, params=(("keyword", "haste"), ("duration", PERMANENT))),)),)),
    )


def test_self_cost_per_class_and_conditional() -> None:
    assert abilities("Проводник стихий")[0] == Ability(STATIC, statics=(
        StaticPart("cost", value=-1, per=Select(CREATURE, side=YOU, classes=("Линунг",))),))
    assert abilities("Охота на ведьм")[0] == Ability(STATIC, statics=(
        StaticPart("cost", value=-2, condition=Condition("count", select=Select(CREATURE, classes=("Ковен",)))),))


def test_deck_building_lines_and_play_from_graveyard() -> None:
    assert abilities("Природная магия")[0] == kw("deck_any_hero_of_class", hero_class="Герой-жрец")
    assert abilities("Разведчик Ковена")[-1] == Ability(
        STATIC, zone=GRAVEYARD, statics=(StaticPart("play_from_graveyard", what="hero_hoards"),))


def test_hero_element_condition_and_icon() -> None:
    assert abilities("Кос-Заг, Атаман")[0].effects[1].condition == Condition(
        "revealed", select=Select(CARD, zone="deck", elements=("Степи",), cost_max=2))


def test_pronoun_after_a_search_is_refused() -> None:
    # (Дирижабль's «Поиск — существо …; если …, вызовите это существо» — one creature found — is read by the deck phrases
    # of tests/test_compiler_zone_moves.py; a search of several cards keeps the refusal)
    result = compile_text("Найм: Поиск — до двух существ стоимостью 1{м}; если ваш герой нейтральный, вызовите это "
                          "существо.", "Тест", "creature")
    assert not result.fully


def test_hand_card_after_a_draw_is_picked_on_resolution() -> None:
    # a target in the hand would be named at declaration, before the draw (refused); «Положите карту из руки на
    # верх колоды» picks the card on resolution instead (see test_cards_from_the_hand_to_the_deck_…)
    assert card("Как на ладони").fully


def test_pronoun_without_antecedent_is_refused() -> None:
    # («В конце хода противника ранить его на 2» — Забастовщик — now compiles: «его» is the opponent the trigger
    # names; see tests/test_compiler_triggers.py.) Without such a trigger the pronoun stays refused.
    assert not compile_text("В конце хода ранить его на 2.", "Забастовщик", "creature").fully


def test_pronoun_for_a_self_subject_trigger() -> None:
    assert abilities("Лесной гигант") == (
        Ability(TRIGGERED, trigger=Trigger(READIED),
                effects=(Effect("modify", THIS, params=(("strike", 2), ("life", 0), ("duration", PERMANENT))),)),
    )


def test_event_subject_pronoun_and_hoard() -> None:
    assert abilities("Фальция Луна") == (
        Ability(TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=OPPONENT)), every_time=True,
                effects=(Effect("hoard", EVENT(), params=(("holder", THIS),)),)),
    )


def test_shot_at_opponent_choice_and_explanatory_reminder_dropped() -> None:
    assert abilities("Махокрыл") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY),
                targets=(Target(Select(CREATURE, side=OPPONENT), chooser=OPPONENT),),
                effects=(Effect("shot", TARGET(0), 1),)),
    )
    assert abilities("Анторнакс") == (Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Draw(1),)),)


def test_chosen_class() -> None:
    assert abilities("Акванит-воевода") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("name", THIS, params=(("named", CLASS_NAME),)),)),
        Ability(STATIC, statics=(StaticPart("modify", select=Select(CREATURE, side=YOU, classes=(CHOSEN_CLASS,)),
                                            strike=1, life=1),)),
    )


# ---------------------------------------------------------------------------------------------------------
# What is not compiled
# ---------------------------------------------------------------------------------------------------------


def test_unknown_phrase_is_listed_and_card_not_fully_compiled() -> None:
    result = card("Эйвдалль")  # (was Сразить, then Паровой страж, then Пантера, then Паролет, compiled since)
    assert not result.fully
    assert any(u.startswith("Выберите существо противника; вы можете показать") for u in result.unparsed)


def test_unknown_word_blocks_the_unit_only() -> None:
    result = compile_text("Рывок.\nНайм: Вскипятите эту карту.", "Тест", "creature")
    assert not result.fully
    assert result.keywords == (("haste", 1),)
    assert result.unparsed == ("Найм: Вскипятите эту карту.",)


def test_a_double_faced_card_plays_only_with_its_other_side() -> None:
    """«Переверните <эту карту>» compiles (``flip``); the card plays only when its data has its «Обращённый» side."""
    from dataclasses import replace

    from berserk_heroes.cards.compiled import compile_card

    front = CardDef(key="t-1", name="Тест", type="hero", life=20, text="Найм: Переверните эту карту.")
    alone = compile_card(front)
    assert [e.verb for ab in alone.abilities for e in ab.effects] == ["flip"]
    assert not alone.supported and alone.unsupported_text == ("the «Обращённый» side of «Тест» is not in the card data",)
    back = CardDef(key="t-2", name="Тест Обращённый", type="hero", life=24)
    assert compile_card(replace(front, back=back)).supported


def test_instructions_on_a_creature_need_a_trigger() -> None:
    result = compile_text("Возьмите карту.", "Тест", "creature")
    assert not result.fully and result.unparsed == ("Возьмите карту.",)


def test_quests_compile_like_any_card() -> None:
    """docs/quests.md: a quest's text compiles as a card in play; «Завершите этот квест» moves it to the completed
    quests (``move`` params to COMPLETED)."""
    result = compile_text("3{м}{Т}: Завершите этот квест, при этом откройте все ваши {м}.", "Удачная инвестиция", "quest")
    assert result.fully
    effect = result.abilities[0].effects[0]
    assert effect.verb == "move" and effect.param("to") == "completed" and effect.then[0].verb == "set_coins"


def test_a_search_of_any_number_within_the_quest_counters() -> None:
    """Собрать коллекцию: «Поиск — любое число карт поддержки суммарной стоимостью до Х{м}, где Х — количество {!} на
    этом квесте, при этом завершите его» — any number of support cards (ANY_NUMBER) within a total (the {!})."""
    (_, search) = compile_text("В начале хода, если у вас есть три или более карты поддержки, положите 1{!} на этот "
                               "квест.\n{Т}: Поиск — любое число карт поддержки суммарной стоимостью до Х{м}, где Х — "
                               "количество {!} на этом квесте, при этом завершите его.", "Собрать коллекцию",
                               "quest").abilities
    (effect,) = search.effects
    assert effect.verb == "search" and effect.amount == A.ANY_NUMBER and effect.param("up_to")
    assert effect.param("total_cost") == Amount("quest_counters", ref=THIS)
    assert effect.then[0].param("to") == "completed"


def test_targets_numbered_by_the_quest_counters() -> None:
    """Подготовка набега: «Подготовьте Х ваших существ, где Х — количество {!} на этой карте» — one target spec whose
    number is the {!} on the source at declaration (state QUEST_COUNTER_COUNT)."""
    text = ("3{м}{Т}: Подготовьте Х ваших существ, где Х — количество {!} на этой карте, они получают Рывок, при этом "
            "завершите этот квест.")
    (ability,) = compile_text(text, "Подготовка набега", "quest").abilities
    (target,) = ability.targets
    assert target.select == Select(CREATURE, side=YOU, state=A.QUEST_COUNTER_COUNT)
    assert [e.verb for e in ability.effects] == ["open", "grant"] and ability.effects[1].then[0].verb == "move"


def test_an_activated_ability_cheaper_per_card() -> None:
    """Спрятанные тайны: «…; эта способность стоит на 1{м} меньше за каждое заклинание на кладбище» — the ability's
    meta ABILITY_DISCOUNT (your graveyard, FAQ #16); «Поиск — заклинание в колоде и дополнительной колоде» searches
    both (zone DECK_OR_SIDEBOARD)."""
    text = ("12{м}{Т}: Поиск — заклинание в колоде и дополнительной колоде, верните заклинание с кладбища в руку, при "
            "этом завершите этот квест; эта способность стоит на 1{м} меньше за каждое заклинание на кладбище.")
    (ability,) = compile_text(text, "Спрятанные тайны", "quest").abilities
    assert dict(ability.meta)[A.ABILITY_DISCOUNT] == Amount("count", select=Select(SPELL, side=YOU, zone=GRAVEYARD))
    assert ability.effects[0].param("select") == Select(SPELL, side=YOU, zone=A.DECK_OR_SIDEBOARD)
    assert [e.verb for e in ability.effects] == ["search", "move"]


def test_cards_shown_as_many_as_the_coins_paid() -> None:
    """Устранить бедствие: «…, где Х — количество потраченных таким образом {м}; эта способность стоит на 1{м} меньше
    за каждую {м} ваших противников» — the look's amount is the coins paid for the activation, the discount the
    opponent's coins."""
    text = ("10{м}{Т}: Завершите этот квест, при этом покажите Х верхних карт колоды и положите их в руку, где Х — "
            "количество потраченных таким образом {м}; эта способность стоит на 1{м} меньше за каждую {м} ваших "
            "противников.")
    (ability,) = compile_text(text, "Устранить бедствие", "quest").abilities
    assert dict(ability.meta)[A.ABILITY_DISCOUNT] == Amount("coins", ref=A.OPPONENT_PLAYER)
    (look,) = ability.effects[0].then
    assert look.verb == "look" and look.amount == Amount(A.PAID_FOR_ABILITY) and look.param("take_all")


def test_a_death_of_a_creature_with_quest_counters() -> None:
    """Особо опасен: «Когда существо с {!} погибает, …, за каждый {!} на погибшем существе» — the trigger's subject has
    quest counters (as it left play), and the amount counts them on the trigger's card."""
    text = ("Когда существо с {!} погибает, завершите этот квест, при этом получите 1{м} до конца вашего хода за каждый"
            " {!} на погибшем существе.")
    (ability,) = compile_text(text, "Особо опасен", "quest").abilities
    assert ability.trigger == Trigger(DIES, subject=Select(CREATURE, state=A.WITH_QUEST_COUNTERS))
    assert ability.effects[0].then[0].amount == Amount("quest_counters", ref=A.EVENT())


def test_ambiguous_same_name_reference_is_refused() -> None:
    # (Кровные узы — «Выберите существо. Вызовите существо с таким же названием.» — is read since as the name of
    # the one card chosen, the only instruction before: tests/test_compiler_wounds_healing.py.) With more named before, refused:
    text = "Выберите существо. Ранить существо на 1. Вызовите существо с таким же названием."
    assert not compile_text(text, "Тест", "spell").fully


def test_vanilla_creature_is_fully_compiled() -> None:
    result = compile_text("", "Тест", "creature")
    assert result == CompileResult()


def test_unit_text_is_kept_on_abilities() -> None:
    result = card("Мераксес")
    assert [a.text for a in result.abilities] == ["Кладка.", "Найм: Ранить другое существо на 2."]


# ---------------------------------------------------------------------------------------------------------
# Whole pool
# ---------------------------------------------------------------------------------------------------------


def test_whole_pool_coverage_floor() -> None:
    # how long this takes is measured by benchmarks/bench_compile.py: tests never assert timings
    report = coverage_report(load_raw_cards())
    assert report.total == len(load_raw_cards())
    assert report.percent >= COVERAGE_FLOOR, render(report)
    text = render(report)
    assert text.splitlines()[0].startswith("Coverage: ")
    assert "Top blockers" in text


def test_demonstrative_is_this_when_the_trigger_is_about_a_spell() -> None:
    line = "Когда противник разыгрывает заклинание, это существо теряет особенности до конца вашего хода."
    assert line in _cards()["Забастовщик"]["text"]
    result = compile_text(line, "Забастовщик", "creature")
    assert [dataclasses.replace(a, text="") for a in result.abilities] == [
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(SPELL, side=OPPONENT, zone=HAND)),
                effects=(Effect("lose", THIS, params=(("all", "abilities"), ("duration", END_OF_YOUR_TURN))),)),
    ]


# ---------------------------------------------------------------------------------------------------------
# Meaning fixes (audit): «персонаж» is a hero or a creature; «другое»; «с любого кладбища»; bare class nouns
# ---------------------------------------------------------------------------------------------------------


def test_shots_at_different_characters_may_hit_heroes() -> None:
    assert non_keyword("Орк-арбалетчик") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CHARACTER, side=OPPONENT), max=5),),
                effects=(Effect("shot", TARGET(0), 1),)),
    )
    assert non_keyword("Гном-бомбардир") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE, side=OPPONENT), max=2),),
                effects=(Effect("shot", TARGET(0), 2),)),
    )


def test_other_after_an_instruction_on_every_card_of_a_set() -> None:
    # «закройте всех других персонажей» means the ones not just opened, not «other than the source» (state NOT_IT)
    (swap,) = card("Пляски до упаду").abilities
    assert swap.effects[1] == Effect("close", Ref("all", select=Select(CHARACTER, state=A.NOT_IT)))
    # «другие» after one card was named stays refused (other than which?)
    with pytest.raises(CompileError):
        compile_unit("В конце хода откройте вашего героя; закройте всех других персонажей.", "Пробник", "creature")


def test_other_in_the_graveyard_needs_the_source_there() -> None:
    # «другое» is «not this card»: meaningful in the graveyard only if this card may be there by then — it may
    # have been destroyed as the payment (Остомант), or be the dying creature, or be the spell itself.
    # (after a «Уничтожьте ваше существо:» payment the creature to return is a target named at declaration,
    # before the payment — scenarios/cards/activated_destroy_own_return.yaml)
    assert non_keyword("Остомант")[1] == Ability(
        ACTIVATED, costs=(Cost("destroy_own"),),
        targets=(Target(Select(CREATURE, side=YOU, zone=GRAVEYARD, other=True)),),
        effects=(Effect(A.MOVE, TARGET(0), params=A.move_params(A.HAND, None, A.GRAVEYARD)),))
    line = "{Т}: Верните другое существо с вашего кладбища в руку."
    assert not compile_text(line, "Остомант", "creature").fully
    # a spell is in the graveyard when it resolves: «другую» excludes the spell itself
    assert abilities("Сквозь время")[0] == Ability(SPELL_ABILITY, effects=(
        Effect(A.MOVE, YOU_PLAYER, 1, params=A.move_params(A.HAND, None, A.GRAVEYARD, (A.COUNT, A.EXACTLY), ("select", Select(CARD, side=YOU, zone=GRAVEYARD, other=True)))),))


def test_other_creature_of_a_hero_is_not_the_trigger_card() -> None:
    # Сайконо: «другое ваше существо» — other than the creature just played (a hero is never a creature).
    assert abilities("Сайконо") == (
        kw("deck_hero_elements_only"),
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CREATURE, side=YOU, zone=HAND)), effects=(
            Effect("choose_mode", params=(("modes", (
                Ability(SPELL_ABILITY, targets=(Target(Select(CHARACTER)),), effects=(Wound(TARGET(0), 1),)),
                Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE, side=YOU, state="not_event")),),
                        effects=(Effect("counters", TARGET(0), 1, params=(("counter", "boost"),)),)),
            )), ("min", 1), ("max", 1), ("times", 1))),)),
    )


def test_bare_class_noun_of_the_own_name_is_the_card_itself() -> None:
    # «демон» on a Демон's own card (the head word of its name): the card's short name (docs/compiler.md)
    dust = card("Демон пыли")
    assert dust.fully
    assert dust.abilities[0].effects[0].then[0].what == THIS
    assert card("Демон кровопролития").fully
    assert card("Демон кровопролития").abilities[1].effects[0].what == THIS
    # «подготовьте Братство» on Ополчение Братства: the class is not the head word of the name — still refused
    assert not card("Ополчение Братства").fully


def test_graveyard_to_hand_picks_on_resolution() -> None:
    assert abilities("Разорить могилы") == (
        Ability(SPELL_ABILITY, effects=(Effect(A.MOVE, YOU_PLAYER, 2, params=A.move_params(A.HAND, None, A.GRAVEYARD, (A.COUNT, A.UP_TO), ("select", Select(CREATURE, side=YOU, zone=GRAVEYARD)))),)),
    )
    assert abilities("Надоедливый дух") == (
        Ability(TRIGGERED, zone=GRAVEYARD, trigger=Trigger(TURN_START), effects=(
            Effect("pay", YOU_PLAYER, 1, optional=True, then=(Effect(A.MOVE, THIS, 1, params=A.move_params(A.HAND, None, A.GRAVEYARD, (A.COUNT, A.EXACTLY), ("select", Select(CARD, side=YOU, zone=GRAVEYARD, name="Надоедливый дух")))),)),)),
    )


# ---------------------------------------------------------------------------------------------------------
# Heroes of every element
# ---------------------------------------------------------------------------------------------------------


def test_swamp_heroes() -> None:
    assert abilities("Бул’Багур") == (
        Ability(TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=YOU, elements=("Болота",))),
                targets=(Target(Select(CREATURE)),), effects=(Effect("poison", TARGET(0), 1),)),
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU), targets=(Target(Select(CREATURE, state="poisoned")),),
                effects=(Effect(A.MOVE, TARGET(0), params=A.move_params(A.HAND, None, A.PLAY), optional=True),)),
    )
    assert abilities("Тиша, Осквернитель") == (
        Ability(TRIGGERED, every_time=True,
                trigger=Trigger(ENTERS_PLAY, subject=Select(CREATURE, side=YOU, classes=("Речная дева",))),
                targets=(Target(Select(CREATURE)),), effects=(Effect("poison", TARGET(0), 1, optional=True),)),
    )
    assert abilities("Счетовод Мэриан") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=OPPONENT), effects=(
            Effect("draw", YOU_PLAYER, 1, condition=Condition("count", select=Select(CREATURE, side=YOU), value=3)),)),
        Ability(ACTIVATED, costs=(Cost(CLOSE),), targets=(Target(Select(CREATURE, side=YOU, state="closed")),),
                effects=(Effect(A.MOVE, TARGET(0), params=A.move_params(A.HAND, None, A.PLAY)),)),
    )
    assert abilities("Снирк")[1] == Ability(ACTIVATED, costs=(Cost(COINS, 7),), effects=(
        Wound(ENEMY_HERO, Amount("count", select=Select(CARD, side=YOU, zone=HAND))),))


def test_multi_element_hero_deck_rules() -> None:
    assert abilities("Сайконо")[0] == kw("deck_hero_elements_only")
    result = compile_text("В вашей колоде могут быть только мультистихийные и нейтральные карты.", "Филомена", "hero")
    assert result.keywords == (("deck_multi_or_neutral_only", 1),)


# ---------------------------------------------------------------------------------------------------------
# Phrase families (second round)
# ---------------------------------------------------------------------------------------------------------


def test_trigger_with_a_dash_and_a_second_ability_after_a_full_stop() -> None:
    assert abilities("Финодири") == (
        Ability(TRIGGERED, trigger=Trigger(DIES, subject=Select(CREATURE, side=YOU)), per_turn=1,
                targets=(Target(Select(CHARACTER, side=OPPONENT)),), effects=(Effect("shot", TARGET(0), 2),)),
    )
    assert abilities("Каринлина") == (
        Ability(ACTIVATED, costs=(Cost(CLOSE),), effects=(Effect("gain_coins", YOU_PLAYER, 1),)),
        Ability(TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CREATURE, side=YOU, zone=HAND)), per_turn=1,
                effects=(Effect("open", THIS, params=(("ready", True),)),)),
    )


def test_create_one_token_or_another() -> None:
    create = [(Effect("create", YOU_PLAYER, 1, params=(("name", n),)),) for n in ("Защитный модуль", "Модуль подвижности")]
    assert non_keyword("Бронеход") == (
        Ability(TRIGGERED, trigger=Trigger(DIES), effects=(Effect("choose_mode", params=(
            ("modes", tuple(Ability(SPELL_ABILITY, effects=m) for m in create)), ("min", 1), ("max", 1), ("times", 1))),)),
    )


def test_mill_written_as_put_top_cards_into_the_graveyard() -> None:
    assert abilities("Осквернить")[1] == Ability(SPELL_ABILITY, effects=(Effect("mill", YOU_PLAYER, 2),))
    assert abilities("Энн Уэй из КыШ") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("mill", ANY_PLAYER, 3, condition=Condition(
            "count", select=Select(HERO, side=YOU, classes=("Герой-маг",)))),)),
    )


def test_static_conditions_hand_size_and_opponent_has() -> None:
    assert abilities("Спинолом") == (
        Ability(STATIC, statics=(StaticPart("modify", strike=1, life=1, condition=Condition("hand_size", value=4)),)),
    )
    assert abilities("Озорница") == (
        Ability(STATIC, statics=(StaticPart("grant", keyword="haste", value=1, condition=Condition(
            "count", select=Select(CREATURE, side=OPPONENT, state="closed"))),)),
    )


def test_closed_in_your_turn_and_graveyard_count_condition() -> None:
    assert abilities("Затворница") == (
        Ability(TRIGGERED, trigger=Trigger(CLOSED, subject=Select(CREATURE, side=OPPONENT), whose_turn=YOU), effects=(
            Effect(A.MOVE, YOU_PLAYER, 1, params=A.move_params(A.HAND, None, A.GRAVEYARD, (A.COUNT, A.EXACTLY), ("select", Select(SPELL, side=YOU, zone=GRAVEYARD, cost_min=1, cost_max=1)))),)),
    )
    assert abilities("Сломанная труба")[0].effects[0].condition == Condition(
        "count", select=Select(CREATURE, side=YOU, zone=GRAVEYARD, classes=("Механизм",)), value=3)


def test_duration_first_and_count_of_cards_in_the_opponents_hand() -> None:
    assert non_keyword("Яд бессилия") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
            Effect("modify", TARGET(0), params=(("strike", -3), ("life", -3), ("duration", END_OF_TURN))),)),
    )
    assert abilities("Сомнительный пир") == (
        Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
            Effect("poison", TARGET(0), Amount("count", select=Select(CARD, side=OPPONENT, zone=HAND))),)),
    )


def test_gains_strike_and_a_keyword_together() -> None:
    eot = ("duration", END_OF_TURN)
    assert abilities("Во всеоружии")[0] == Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
        Effect("sequence", params=(("effects", (
            Effect("modify", TARGET(0), params=(("strike", 2), ("life", 0), eot)),
            Effect("grant", TARGET(0), 1, params=(("keyword", "suppression"), eot)),
        )),)),))
    has_dragon = Condition("count", select=Select(CREATURE, side=YOU, classes=("Дракон",)))
    assert non_keyword("Пронзающая тучи") == (
        Ability(STATIC, statics=(StaticPart("modify", strike=2, condition=has_dragon),
                                 StaticPart("grant", keyword="armor", value=1, condition=has_dragon))),
    )


def test_reveal_hand_and_discard_of_your_choice() -> None:
    assert abilities("Корсар Эллиона") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("sequence", params=(("effects", (
            RevealHand(OPPONENT_PLAYER),
            Effect("discard", OPPONENT_PLAYER, 1, params=(("chooser", YOU),)),
        )),)),)),
    )


def test_look_at_top_cards() -> None:
    assert abilities("Тележка с гоблинами") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
            Effect("look", YOU_PLAYER, params=(("n", 3), ("take", 1), ("rest", "top"))),)),
        Ability(ACTIVATED, costs=(Cost(CLOSE),), effects=(Effect("repeat", THIS, params=(("repeated", ENTERS_PLAY),)),)),
    )
    line = "2{м}{Т}: Посмотрите 3 верхние карты колоды, возьмите одну из них в руку, остальные положите под низ колоды в любом порядке."
    assert compile_text(line, "Дум", "hero").abilities[0].effects == (
        Effect("look", YOU_PLAYER, params=(("n", 3), ("take", 1), ("rest", "bottom"))),)


def test_enters_trigger_repeats_for_a_chosen_creature() -> None:
    assert abilities("Ужас и боль")[0] == Ability(
        SPELL_ABILITY, targets=(Target(Select(CREATURE, side=YOU, classes=("Кошмар",))),),
        effects=(Effect("repeat", TARGET(0), params=(("repeated", ENTERS_PLAY),)),))


def test_condition_after_the_instruction_and_one_condition_per_clause() -> None:
    assert abilities("Чёрный эскулап") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END), targets=(Target(Select(CHARACTER)),), effects=(
            Effect("heal", TARGET(0), 3, params=(("all", False),), condition=Condition(
                "count", select=Select(CHARACTER, side=YOU, state="unwounded"), op="==", value=0)),)),
    )
    support = Select(SUPPORT, side=YOU)
    assert abilities("Блурм") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU), targets=(Target(Select(HERO), at_execution=True),),
                effects=(
            Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("deck",)), ("summoned", True), ("select", Select(CREATURE, side=YOU, zone="deck", cost_min=1,
                                                                       cost_max=1)), ("up_to", False)),
                   condition=Condition("count", select=support)),
            Effect("wound", TARGET(0), 4, condition=Condition("count", select=support, value=3)),
        )),
    )
    # «X, если Y, Z»: «если» governs the instruction after it, as in the hero-element bonuses («Сразиться …, если ваш
    # герой {Леса} или {Нейтральные}, полностью излечиться»); «это существо» is the creature just wounded
    line = "Найм: можете ранить существо на 1, если ваш герой горный или нейтральный, оглушите это существо."
    (ab,) = compile_text(line, "Верный соратник", "creature").abilities
    wound, stun = ab.effects
    assert wound.verb == "wound" and wound.optional and wound.condition is None
    assert stun.what == wound.what and stun.condition is not None  # (a stun is a «close» that keeps it closed)


def test_self_wounded_condition_names_this_card() -> None:
    assert abilities("Снеговик") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU), effects=(
            Effect("destroy", THIS, condition=Condition("source_state", state="wounded")),)),
    )


def test_search_to_the_top_of_the_deck_instead_of_the_hand() -> None:
    assert non_keyword("Егерь-лесник")[1] == Ability(TRIGGERED, trigger=Trigger(KILLS, other=Select(CREATURE)), effects=(
        Effect("search", YOU_PLAYER, 1, params=(("select", Select(CARD, side=YOU, zone="deck", elements=("Леса",))),
                                                   ("up_to", False), ("to", DECK_TOP))),))
    assert abilities("Спрятать тело")[-1] == Ability(SPELL_ABILITY, effects=(Effect("search", YOU_PLAYER, 1, params=(
        ("select", Select(CARD, side=YOU, zone="deck")), ("up_to", False), ("to", GRAVEYARD))),))


def test_strike_becomes_equal_and_remove_effects() -> None:
    assert non_keyword("Фея росы") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE)),),
                effects=(Effect("modify", TARGET(0), 6, params=(("how", "set"), ("stat", "strike"), ("duration", NEXT_OWN_TURN))),)),
    )
    assert abilities("Свет жизни")[-1] == Ability(SPELL_ABILITY, targets=(Target(Select(CHARACTER)),),
                                                  effects=(Effect("lose", TARGET(0), params=(("all", "effects"),)),))


def test_per_ambush_used_this_turn() -> None:
    (ambush,) = non_keyword("Исила")
    assert ambush.effects[0].then == (
        Effect("heal", TARGET(0), Amount("ambushes_this_turn", per=3), params=(("all", False),)),)


def test_has_every_creature_class() -> None:
    assert non_keyword("Гермет") == (Ability(STATIC, statics=(StaticPart("all_classes"),)),)


def test_steppe_hero_with_control_count_conditions() -> None:
    orcs = Select(CREATURE, side=YOU, classes=("Орк",))
    assert abilities("Резак, Вождь орков") == tuple(
        Ability(STATIC, statics=(StaticPart("grant", select=orcs, keyword=code, value=1,
                                            condition=Condition("count", select=orcs, op=">", value=n)),))
        for code, n in (("directed_strike_creatures", 1), ("attack_experience", 3), ("haste", 5)))


def test_static_bonus_per_card_and_sleeping_adjective() -> None:
    assert non_keyword("Мооргулг")[0] == Ability(STATIC, statics=(
        StaticPart("modify", strike=2, life=2, per=Select(CREATURE, side=YOU, keyword="sleeping")),))
    assert abilities("Мозговой голем") == (Ability(STATIC, statics=(
        StaticPart("modify", strike=-1, life=-1, per=Select(CARD, side=OPPONENT, zone=HAND)),)),)


def test_keyword_with_a_condition_on_this_cards_wounds() -> None:
    assert non_keyword("Ленивый медведь") == (Ability(STATIC, statics=(
        StaticPart("grant", keyword="cannot_attack", value=1, condition=Condition("source_state", state="unwounded")),)),)


def test_neutral_hero_deck_rule_and_class_triggers() -> None:
    assert abilities("Дартарион")[0] == kw("deck_up_to_n_of_class", 15, **{"class": "Дракон"})
    assert abilities("Дартарион")[2] == Ability(
        TRIGGERED, trigger=Trigger(CARD_PLAYED, subject=Select(CREATURE, side=YOU, zone=HAND, classes=("Драконид",))),
        targets=(Target(Select(CREATURE, side=YOU, classes=("Дракон",))),),
        effects=(Effect("grant", TARGET(0), 2, params=(("keyword", "armor"), ("duration", PERMANENT))),))


def test_hoard_from_a_hand() -> None:
    assert abilities("Огреть") == (
        Ability(SPELL_ABILITY, effects=(Effect("hoard", OPPONENT_PLAYER, 2, params=(
            ("holder", Ref("hero", side=YOU)), (A.FROM, A.HAND), (A.CHOOSER, A.OWNER))),)),
    )
    assert abilities("Камала") == (
        Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("sequence", params=(("effects", (
            RevealHand(OPPONENT_PLAYER),
            Effect("hoard", OPPONENT_PLAYER, 1, params=(("holder", THIS), (A.FROM, A.HAND), (A.CHOOSER, A.BY_YOU))),
        )),)),)),
    )


def test_demonstrative_with_a_class_noun_is_the_trigger_card_of_that_class() -> None:
    assert non_keyword("Пурш") == (
        Ability(TRIGGERED, trigger=Trigger(KILLS, subject=Select(CREATURE, side=YOU, classes=("Дитя Кронга",)),
                                           other=Select(CREATURE)),
                per_turn=1, effects=(Effect("open", EVENT("subject"), params=(("ready", True),)),)),
    )


def test_duration_first_with_several_predicates_and_until_your_turn() -> None:
    nxt = ("duration", NEXT_OWN_TURN)
    assert abilities("Окаменевший гном")[0].effects[0] == Effect("sequence", params=(("effects", (
        Effect("grant", THIS, 1, params=(("keyword", "no_wounds"), nxt)),
        Effect("grant", THIS, 1, params=(("keyword", "cannot_defend"), nxt)),
    )),))


def test_two_class_nouns_and_summon_or_revive() -> None:
    line = "Найм: Излечите всех ваших драконидов и драконов на 2."
    assert line in _cards()["Сочувствующая"]["text"]
    (ab,) = compile_text(line, "Сочувствующая", "creature").abilities
    assert ab.effects == (Effect("heal", ALL(Select(CREATURE, side=YOU, classes=("Драконид", "Дракон"))), 2,
                                 params=(("all", False),)),)
    line = "3{м}{Т}: Вызовите или возродите демона стоимостью 2{м} или менее."
    assert line in _cards()["Валинда"]["text"]
    (ab,) = compile_text(line, "Валинда", "hero").abilities
    demon = Select(CREATURE, side=YOU, classes=("Демон",), cost_max=2)
    assert ab.effects == (Effect("choose_mode", params=(("modes", tuple(
        Ability(SPELL_ABILITY, effects=(Effect("put_into_play", YOU_PLAYER, 1, params=(
            ("from", (zone,)), *summoned, ("select", dataclasses.replace(demon, zone=zone)), ("up_to", False))),))
        for zone, summoned in (("deck", (("summoned", True),)), (GRAVEYARD, ())))), ("min", 1), ("max", 1), ("times", 1))),)


def test_static_with_if_condition() -> None:
    assert non_keyword("Отрёкшийся") == (Ability(STATIC, statics=(StaticPart(
        "grant", keyword="scales", value=3, condition=Condition(
            "count", select=Select(CREATURE, side=YOU, other=True, classes=("Драконид",)), op="==", value=0)),)),)


def test_instead_if_replaces_the_instruction_before() -> None:
    has_dragon = Condition("count", select=Select(CREATURE, side=YOU, classes=("Дракон",)))
    assert non_keyword("Служитель огня") == (
        Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU),
                targets=(Target(Select(CHARACTER)),), effects=(  # one target for both branches
                    Effect("wound", TARGET(0), 1, condition=Condition("not", parts=(has_dragon,))),
                    Effect("wound", TARGET(0), 2, condition=has_dragon))),
    )


def test_prohibitions() -> None:
    assert abilities("Бойня") == (Ability(SPELL_ABILITY, effects=(
        Effect("close", ALL(Select(CREATURE, side=OPPONENT))),
        Effect("grant", ALL(Select(CREATURE, side=YOU)), 1, params=(("keyword", "cannot_attack_hero"),
                                                                    ("duration", END_OF_TURN))),)),)
    assert non_keyword("Циррея") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE)),),
                                             effects=(Effect("declare_target", TARGET(0)), Effect(
                                                 "grant", TARGET(0), 1, params=(("keyword", "cannot_defend"),
                                                                                ("duration", "while"),
                                                                                ("while", Condition("in_play")))))),)
    assert abilities("Кор-Гатхол")[-1] == Ability(STATIC, statics=(
        StaticPart("forbid", select=Select(CARD, classes=("Яйцо",)), what="be_attacked"),))


def test_play_for_free() -> None:
    assert abilities("Чужие документы") == (Ability(SPELL_ABILITY, effects=(Effect("play_from", YOU_PLAYER, 1, params=(
        ("select", Select(CARD, side=OPPONENT, zone=GRAVEYARD)),)),)),)
    assert abilities("Базарный маг")[0].effects[1] == Effect(
        "play_from", IT, optional=True, condition=Condition("revealed", select=Select(CARD, zone="deck", cost_max=3)))


def test_superiority_over_weaker_creatures() -> None:
    assert abilities("Чемпион Аккении")[0] == kw("superiority_lower_strike")


def test_cards_from_the_hand_to_the_deck_are_picked_on_resolution() -> None:
    assert abilities("Как на ладони") == (Ability(SPELL_ABILITY, effects=(
        Draw(2), Effect(A.MOVE, YOU_PLAYER, 1, params=A.move_params(A.DECK, "top", A.HAND, (A.COUNT, A.EXACTLY), ("select", Select(CARD, side=YOU, zone=HAND)))))),)


def test_shot_at_the_trigger_card_of_the_opponent() -> None:
    assert abilities("Ночной шериф") == (Ability(TRIGGERED, trigger=Trigger(
        ENTERS_PLAY, subject=Select(CREATURE, side=OPPONENT, cost_max=1)), effects=(Effect("shot", EVENT(), 3),)),)


def test_condition_after_each_semicolon_clause() -> None:
    def hero(cls: str) -> Condition:
        return Condition("count", select=Select(HERO, side=YOU, classes=(cls,)))
    assert abilities("Истребители магов") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("modify", THIS, params=(("strike", 0), ("life", 2), ("duration", PERMANENT)), condition=hero("Герой-маг")),
        Effect("modify", THIS, params=(("strike", 2), ("life", 0), ("duration", PERMANENT)), condition=hero("Герой-воин")),
    )),)


def test_collective_class_noun_without_a_plural() -> None:
    assert abilities("Повелитель мёртвых") == (Ability(STATIC, statics=(
        StaticPart("modify", select=Select(CREATURE, side=YOU, classes=("Нежить",)), strike=1, life=1),)),)


def test_else_of_an_if_is_the_other_branch_of_the_condition() -> None:
    no_open = Condition("opponent_open_coins", op="==", value=0)
    assert abilities("Стужа") == (Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
        Effect("wound", TARGET(0), 4, condition=no_open),
        Effect("wound", TARGET(0), 2, condition=Condition("not", parts=(no_open,))),
    )),)


def test_self_triggers_without_a_subject_and_more_filters() -> None:
    assert abilities("Мстительный дух") == (Ability(
        TRIGGERED, zone=GRAVEYARD, trigger=Trigger(PUT_INTO_GRAVEYARD), targets=(Target(Select(CHARACTER)),),
        effects=(Effect("close", TARGET(0)),)),)
    assert abilities("Заводной убийца") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(
        Target(Select(CREATURE, strike_max=2)),), effects=(Destroy(TARGET(0)),)),)
    assert abilities("Уловка чародея")[1] == Ability(SPELL_ABILITY, effects=(Effect("draw", YOU_PLAYER, 1, condition=Condition(
        "count", select=Select(HERO, side=OPPONENT, classes=("Герой-жрец",)))),))
    assert abilities("Несущий прозрение")[0].effects[0].then == (RevealHand(OPPONENT_PLAYER),)


def test_conditions_on_this_cards_wounds_and_extra_lives() -> None:
    assert abilities("Акварх") == (Ability(STATIC, statics=tuple(
        StaticPart("grant", keyword=code, value=n, condition=Condition("source_wounds", op=">=", value=3))
        for code, n in (("armor", 3), ("first_strike", 1)))),)
    assert non_keyword("Ослабший упырь") == (Ability(STATIC, statics=(
        StaticPart("modify", strike=2, condition=Condition("source_extra_lives", op=">=", value=3)),)),)


def test_another_card_with_this_name() -> None:
    assert non_keyword("Кривоногий гном") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(
        Effect("pay", YOU_PLAYER, 1, then=(Effect("put_into_play", YOU_PLAYER, 1, params=(("from", ("deck",)), ("summoned", True),
            ("select", Select(CREATURE, side=YOU, zone="deck", name="Кривоногий гном")), ("up_to", False))),)),)),)
    assert non_keyword("Кнехт")[-1] == Ability(STATIC, statics=(
        StaticPart("modify", strike=1, life=1, per=Select(CREATURE, other=True, name="Кнехт")),))


def test_amount_of_boosts_on_this_card_and_declared_attack_of_a_creature() -> None:
    assert non_keyword("Миргат") == (Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), targets=(
        Target(Select(CREATURE, side=OPPONENT)),), effects=(Wound(TARGET(0), Amount("boosts", ref=THIS)),)),)
    (ambush,) = non_keyword("Тилломорф")
    assert ambush.trigger == Trigger(ATTACKS, subject=Select(CREATURE, side=OPPONENT))


def test_wound_by_its_own_strike_shot_bonus_and_no_abilities() -> None:
    assert abilities("Безумие") == (Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE)),), effects=(
        Wound(TARGET(0), Amount("strike", ref=TARGET(0))),)),)
    assert abilities("Орочий ангар")[0] == Ability(STATIC, statics=(
        StaticPart("grant", select=Select(CREATURE, side=YOU), keyword="shot_bonus", value=1),))
    assert abilities("Атака ужаса")[0] == Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE, state="no_abilities")),),
                                                 effects=(Destroy(TARGET(0)),))


def test_nth_card_this_turn_triggers() -> None:
    from berserk_heroes.abilities import CARD_PLAYED_NTH, DRAWN_NTH
    assert non_keyword("Маркат")[0] == Ability(TRIGGERED, trigger=Trigger(
        DRAWN_NTH, subject=Select(CARD, side=OPPONENT, zone=HAND), nth=2), effects=(Draw(1),))
    assert non_keyword("Блестящая чешуя") == (Ability(TRIGGERED, trigger=Trigger(
        CARD_PLAYED_NTH, subject=Select(SPELL, side=YOU, zone=HAND), nth=2), effects=(Draw(1),)),)


def test_forest_hero_deck_rule_any_beasts() -> None:
    assert abilities("Нархи, Любимица леса") == (
        kw("deck_any_of_class", **{"class": "Зверь"}),
        Ability(ACTIVATED, costs=(Cost(COINS, 1), Cost(CLOSE)), targets=(Target(Select(CREATURE, side=YOU, classes=("Зверь",))),),
                effects=(Effect("grant", TARGET(0), 1, params=(("keyword", "regeneration"), ("duration", PERMANENT))),)),
    )


def test_x_extra_lives_and_the_played_creature_as_pronoun() -> None:
    assert abilities("Начинающий комик") == (Ability(ACTIVATED, costs=(Cost(COINS, 0, is_x=True),), effects=(
        Effect("extra_life", Ref("hero", side=YOU), Amount("x")),)),)
    from berserk_heroes.abilities import CARD_PLAYED_NTH
    assert non_keyword("Мирраклер")[1] == Ability(TRIGGERED, trigger=Trigger(
        CARD_PLAYED_NTH, subject=Select(CREATURE, side=OPPONENT, zone=HAND), nth=2),
        effects=(Effect("hoard", EVENT(), params=(("holder", THIS),)),))


def test_n_shots_each_with_its_own_target() -> None:
    enemy = Target(Select(CHARACTER, side=OPPONENT))
    assert abilities("Хван-арбалетчик")[0] == Ability(ACTIVATED, costs=(Cost(CLOSE),), targets=(enemy,) * 4, effects=(
        Effect("sequence", params=(("effects", tuple(Effect("shot", TARGET(i), 1) for i in range(4))),)),))


def test_opponent_puts_cards_from_hand_or_deck() -> None:
    assert abilities("Уловка") == (Ability(SPELL_ABILITY, effects=(Effect(A.MOVE, OPPONENT_PLAYER, 2, params=A.move_params(A.DECK, "top", A.HAND, (A.COUNT, A.EXACTLY), ("select", Select(CARD, side=OPPONENT, zone=HAND)))),)),)
    assert abilities("Пошатнуть рассудок")[1] == Ability(SPELL_ABILITY, effects=(
        Effect("mill", OPPONENT_PLAYER, Amount("x")),))


def test_attack_declared_at_your_hero_and_this_creature() -> None:
    assert abilities("Драконья броня") == (Ability(TRIGGERED, every_time=True, trigger=Trigger(
        ATTACKS, subject=Select(CREATURE), other=Select(HERO, side=YOU)), effects=(Wound(EVENT(), 1),)),)


def test_targeted_by_a_spell_and_each_of_them() -> None:
    from berserk_heroes.abilities import TARGETED
    assert abilities("Волнорез") == (Ability(TRIGGERED, trigger=Trigger(TARGETED, other=Select(SPELL)),
                                             effects=(Destroy(THIS),)),)
    assert abilities("Превосходство фей") == (Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE), max=2),), effects=(
        Effect("declare_target", TARGET(0)),
        Effect("modify", TARGET(0), params=(("strike", 3), ("life", 0), ("duration", END_OF_TURN))))),)


def test_take_control_until_the_end_of_the_turn() -> None:
    assert abilities("Овладеть") == (Ability(SPELL_ABILITY, targets=(Target(Select(CREATURE, side=OPPONENT, cost_max=2)),),
                                             effects=(
        Effect("control", TARGET(0), params=(("duration", END_OF_TURN),)),
        Effect("open", TARGET(0)),
        Effect("grant", TARGET(0), 1, params=(("keyword", "haste"), ("duration", PERMANENT))))),)


def test_not_of_a_class() -> None:
    assert abilities("Бальтраэль") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), targets=(
        Target(Select(CREATURE, not_classes=("Демон",)), max=2),), effects=(Wound(TARGET(0), 1),)),)


def test_thirst_as_a_payment_and_each_player_discards_and_draws() -> None:
    assert abilities("Коновал") == (Ability(ACTIVATED, costs=(Cost("thirst", 2),), effects=(Draw(1),)),)
    assert abilities("Орк хаоса") == (Ability(TRIGGERED, trigger=Trigger(ATTACKS), effects=(
        Effect("sequence", params=(("effects", (
            Effect("discard", Ref("player", side=EACH), 1, params=(("chooser", "owner"),)),
            Effect("draw", Ref("player", side=EACH), 1))),)),)),)


def test_pronoun_after_a_created_copy_is_the_copy() -> None:
    assert abilities("Дух солнца") == (Ability(TRIGGERED, trigger=Trigger(DIES), effects=(
        Effect("create", THIS, 1, params=(("no_enters", False),)),
        Effect("lose", IT, params=(("all", "abilities"), ("duration", PERMANENT))))),)


def test_egg_counters() -> None:
    assert non_keyword("Дракон Хаоса") == (Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=YOU), targets=(
        Target(Select(CARD, classes=("Яйцо",))),), effects=(Effect("counters", TARGET(0), 3, params=(("counter", "egg"),)),)),)


def test_summon_written_as_a_noun_and_heal_yourself() -> None:
    assert abilities("Нина из КыШ") == (Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect(
        "put_into_play", YOU_PLAYER, 1, params=(("from", ("deck",)), ("summoned", True), ("select", Select(CREATURE, side=YOU, zone="deck", classes=("Демон",))),
                                         ("up_to", False)),
        condition=Condition("count", select=Select(HERO, side=YOU, classes=("Герой-жрец",)))),)),)
    assert abilities("Чешуя Урайона")[-1].effects == (Effect("heal", Ref("hero", side=YOU), 2, params=(("all", False),)),)


def test_might_reminder_is_explanatory_because_the_engine_boosts_every_turn() -> None:
    """Рубака Туллена: «Могущество 3. (В конце каждого хода …)» — the reminder says what engine/keywords.py does."""
    text = ("Могущество 3. (В конце каждого хода положите на это существо эффект усиления. Срабатывает до тех "
            "пор, пока количество эффектов усиления на этом существе меньше 3.)")
    result = compile_text(text, "Рубака Туллена", "creature")
    assert result.fully and result.keywords == (("might", 3),)
