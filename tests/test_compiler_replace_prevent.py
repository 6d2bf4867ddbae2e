"""Compiler tests of the «replace_prevent» phrase family: real card texts → the exact meaning compiled.

Wound immunities, replacement statics («если … должен получить раны, вместо этого …»), prevention shields,
prohibitions for a time («не может разыгрывать / брать / атаковать»), «не открывается в начале хода», the duration
«до конца хода противника» and «… вместо (вашей) руки» after a search.
"""

from __future__ import annotations

from typing import Any

import pytest

from berserk_heroes.abilities import (
    CARD,
    CHARACTER,
    CREATURE,
    EACH,
    END_OF_NEXT_OWN_TURN,
    END_OF_OPPONENT_TURN,
    END_OF_TURN,
    HAND,
    HERO,
    NAMED,
    NEXT_OWN_TURN,
    OPPONENT,
    PERMANENT,
    SPELL,
    STATIC,
    THIS,
    WOUNDED,
    YOU,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
)
from berserk_heroes.cards.compiled import compiled_pool
from berserk_heroes.cards.compiler import compile_text
from berserk_heroes.engine.support import unsupported_parts


def _one(text: str, name: str, card_type: str = "creature") -> Any:
    result = compile_text(text, name, card_type)
    assert result.fully, result.unparsed
    assert len(result.abilities) == 1
    return result.abilities[0]


def test_no_wounds_from_attacks_keyword() -> None:
    ab = _one("Не получает ран от атак.", "Страж Уорлога")
    assert ab.kind == STATIC and ab.keyword == ("no_wounds_from_attacks", 1)


def test_no_wounds_from_creatures_with_strike() -> None:
    ab = _one("Не получает ран от существ с ударом 6 или более.", "Цветочная фея")
    assert ab.keyword == ("no_wounds_from", 1)
    assert dict(ab.meta)["from"] == Select(CREATURE, strike_min=6)


def test_no_wounds_from_poison_and_poisoned() -> None:
    result = compile_text("Не получает ран от отравления и отравленных персонажей.", "Учитель химии", "creature")
    assert result.fully
    assert [a.keyword for a in result.abilities] == [("no_wounds_from_poison", 1), ("no_wounds_from", 1)]
    assert dict(result.abilities[1].meta)["from"] == Select(CHARACTER, state="poisoned")


def test_your_hero_no_wounds_from_spells() -> None:
    ab = _one("Ваш герой не получает ран от заклинаний.", "Паладин Алламора")
    assert ab.statics == (StaticPart("grant", select=Select(HERO, side=YOU), keyword="no_wounds_from_spells", value=1),)


def test_no_wounds_while_fighting() -> None:
    ab = _one("Не получает ран, пока сражается.", "Медведь Эленьямена")
    assert ab.statics == (StaticPart("grant", keyword="no_wounds", value=1,
                                     condition=Condition("source_state", state="fighting")),)


def test_hero_no_wounds_from_opponent_until_eot() -> None:
    ab = _one("Гибель: Ваш герой не получает ран от карт противника до конца хода.", "Чёрный рыцарь")
    assert ab.effects == (Effect("grant", Ref("hero", side=YOU), 1,
                                 params=(("keyword", "no_wounds_from_opponent"), ("duration", END_OF_TURN))),)


def test_replacement_redirects_hero_wounds() -> None:
    ab = _one("Если ваш герой должен получить раны, вместо этого Страж Уорлога получает столько же ран.",
              "Страж Уорлога")
    assert ab.kind == STATIC
    assert ab.statics == (StaticPart("replace", select=Select(HERO, side=YOU), what=WOUNDED),)
    assert ab.effects == (Effect("wound", THIS, Amount("event_amount")),)
    assert unsupported_parts(ab) == []


def test_replacement_upgrade_unless_mechanism() -> None:
    ab = _one("Если Орк-ветеран должен получить раны и не является механизмом, вместо этого усовершенствуйте его.",
              "Орк-ветеран")
    cond = Condition("not", parts=(Condition("event_card", select=Select(CARD, classes=("Механизм",))),))
    assert ab.statics == (StaticPart("replace", select=None, what=WOUNDED, condition=cond),)
    assert ab.effects == (Effect("upgrade", THIS),)


def test_optional_replacement_is_supported() -> None:
    """«вместо этого можете …» needs a decision in the middle of dealing wounds: supported since round 4 (family
    «replace_opt», engine/pause.py)."""
    ab = _one("Если ваш герой должен получить раны, вместо этого можете ранить Ночную стражу на 2.", "Ночная стража")
    assert ab.effects[0].optional
    assert not unsupported_parts(ab)


def test_ban_opponent_next_turn() -> None:
    ab = _one("Противник не может разыгрывать заклинания в свой следующий ход.", "Вьюга", "spell")
    assert ab.effects == (Effect("ban", Ref("player", side=OPPONENT), params=(
        ("action", "play"), ("select", Select(SPELL, zone=HAND)), ("limit", 0), ("window", "own_next_turn"),
        ("duration", END_OF_NEXT_OWN_TURN))),)


def test_ban_draw_limit() -> None:
    ab = _one("Найм: До начала вашего следующего хода каждый игрок не может брать более одной карты за ход.",
              "Телохранитель")
    assert ab.effects == (Effect("ban", Ref("player", side=EACH), params=(
        ("action", "draw"), ("select", None), ("limit", 1), ("window", None), ("duration", NEXT_OWN_TURN))),)


def test_ban_attack() -> None:
    ab = _one("Гибель: До конца хода ни один персонаж не может атаковать.", "Хладомор")
    assert ab.effects[0].verb == "ban" and ab.effects[0].param("action") == "attack"
    assert ab.effects[0].what == Ref("player", side=EACH)


def test_prevent_shield_and_first_wound() -> None:
    ab = _one("Найм: Если ваш герой — разбойник, предотвратите следующие 3 раны, наносимые любым вашим персонажам.",
              "Визг МетеОРКОВ")
    assert ab.effects[0].verb == "prevent" and ab.effects[0].amount == 3
    assert ab.effects[0].params == (("scope", "characters"), ("duration", PERMANENT))
    assert ab.effects[0].condition is not None
    ab = _one("Предотвратите первую рану, полученную каждым вашим персонажем за ход.", "Кальянщик")
    assert ab.statics == (StaticPart("prevent_first", select=Select(CHARACTER, side=YOU), value=1),)


def test_no_untap() -> None:
    assert _one("Не открывается в начале хода.", "Сурок Лант-Мора").keyword == ("no_untap", 1)
    ab = _one("Закройте существо; оно не открывается в начале следующего хода контролирующего его игрока.",
              "Парализовать", "spell")
    assert ab.effects[1] == Effect("grant", Ref("target"), 1, params=(("keyword", "no_untap"),
                                                                      ("duration", END_OF_NEXT_OWN_TURN)))


def test_until_end_of_opponent_turn_and_spell_ban() -> None:
    ab = _one("Персонаж не получает ран до конца хода противника, при этом вы не можете разыгрывать карты заклинаний "
              "до конца вашего следующего хода.", "Печать мага", "spell")
    grant = ab.effects[0]
    assert grant.params == (("keyword", "no_wounds"), ("duration", END_OF_OPPONENT_TURN))
    assert grant.then[0].verb == "ban" and grant.then[0].what == Ref("player", side=YOU)


def test_search_found_card_to_graveyard() -> None:
    ab = _one("Гибель: Поиск – любая карта; положите найденную карту на ваше кладбище вместо вашей руки.", "Талион")
    assert ab.effects[0].verb == "search_to" and ab.effects[0].param("to") == "graveyard"


def test_static_prohibitions_and_limits() -> None:
    ab = _one("Ваши дракониды не могут быть взяты под контроль.", "Чешуйчатый полк")
    assert ab.statics == (StaticPart("forbid", select=Select(CREATURE, side=YOU, classes=("Драконид",)),
                                     what="be_controlled"),)
    ab = _one("Первоэлемента нельзя заставить сразиться.", "Первоэлемент")
    assert ab.statics == (StaticPart("forbid", select=None, what="forced_fight"),)
    ab = _one("Игроки не могут получать более 1{м} за ход.", "Первоэлемент")
    assert ab.statics == (StaticPart("limit", what="gain_coins", value=1),)


def test_instead_of_death() -> None:
    ab = _one("Найм: Ранить существо на 2; если оно должно погибнуть, вместо этого ваш герой добывает его.", "Крематор")
    wound, instead = ab.effects
    assert wound == Effect("wound", Ref("target"), 2)
    assert instead.verb == "instead_of_death" and instead.what == Ref("target")
    assert instead.param("effects") == (Effect("hoard", Ref("target"), params=(("holder", Ref("hero", side=YOU)),)),)


def test_not_closed_by_opponent_and_hero_life_condition() -> None:
    ab = _one("Карты противника не могут заставить Ётуна закрыться.", "Ётун")
    assert ab.statics == (StaticPart("grant", keyword="not_closed_by_opponent", value=1),)
    result = compile_text("Не может атаковать. Не может быть лишён особенностей. Ваш герой не получает ран, пока имеет "
                          "меньше текущих жизней, чем Кроха.", "Кроха", "creature")
    assert result.fully
    assert [a.keyword for a in result.abilities[:2]] == [("cannot_attack", 1), ("cannot_lose_abilities", 1)]
    assert result.abilities[2].statics == (StaticPart("grant", select=Select(HERO, side=YOU), keyword="no_wounds",
                                                      value=1, condition=Condition("hero_life_below_source")),)


def test_replace_next_draw() -> None:
    ab = _one("В следующий раз, когда противник должен взять карту, вместо этого вы берёте карту.", "Очернение в прессе",
              "spell")
    assert ab.effects == (Effect("replace_next_draw", Ref("player", side=OPPONENT), 1,
                                 params=(("by", YOU), ("duration", PERMANENT))),)


def test_hero_life_sum_and_no_wounds_while_attacking_until() -> None:
    ab = _one("Ваш герой не получает ран, пока имеет меньше текущих жизней, чем сумма текущих жизней ваших великанов.",
              "Имир, Царь великанов")
    assert ab.statics[0].condition == Condition("hero_life_below_sum",
                                                select=Select(CREATURE, side=YOU, classes=("Великан",)))
    ab = _one("2{м}{Т}: До конца хода ваше существо с Подавлением не получает ран, пока атакует.", "Харседан")
    assert ab.effects == (Effect("grant", Ref("target"), 1, params=(("keyword", "no_wounds_while_attacking"),
                                                                    ("duration", END_OF_TURN))),)


def test_offturn_coins_lock() -> None:
    ab = _one("Игроки не могут закрывать или оплачивать {м} не в свой ход.", "Ведающий запасами")
    assert ab.statics == (StaticPart("limit", what="offturn_coins"),)


def test_static_forbids_destroy_hoard_hand() -> None:
    ab = _one("Существа в игре не могут быть взяты под контроль или добыты.", "Турун")
    assert [(p.kind, p.what) for p in ab.statics] == [("forbid", "be_controlled"), ("forbid", "be_hoarded")]
    ab = _one("Другие ваши карты поддержки не могут быть уничтожены.", "Эгида")
    assert ab.statics == (StaticPart("forbid", select=Select("support", side=YOU, other=True), what="be_destroyed"),)
    ab = _one("Карты противника не могут добыть или положить Волхва Лихолесья в руку.", "Волхв Лихолесья")
    assert ab.statics == (StaticPart("forbid", what="hoarded_by_opponent"), StaticPart("forbid", what="to_hand_by_opponent"))


def test_cannot_be_shot_target() -> None:
    assert _one("Не может быть целью выстрелов.", "Страж Оренхольма").keyword == ("cannot_be_shot_target", 1)


@pytest.mark.parametrize("name", ["Цветочная фея", "Паладин Алламора", "Учитель химии", "Медведь Эленьямена",
                                  "Чёрный рыцарь", "Страж Уорлога", "Орк-ветеран", "Вьюга", "Телохранитель",
                                  "Хладомор", "Визг МетеОРКОВ", "Кальянщик", "Парализовать", "Печать мага", "Талион",
                                  "Бессилие утопленника", "Александр Лаутер", "Фазрааль", "Деджедай, Осевший",
                                  "Чешуйчатый полк", "Первоэлемент", "Крематор",
                                  "Минотавр Охора", "Ётун", "Кроха", "Очернение в прессе",
                                  "Страж Оренхольма", "Ведающий запасами"])
def test_family_cards_supported(name: str) -> None:
    cards = [c for c in compiled_pool() if c.name == name]
    assert cards and all(c.supported for c in cards), [c.unsupported_text for c in cards]


# --- second pass ---------------------------------------------------------------------------------------------


def test_they_cannot_draw_after_wounding_each_opponent() -> None:
    ab = _one("Ранить каждого противника на 8, они не могут брать карты до начала вашего хода.", "Раскол черепа",
              "spell")
    wound, ban = ab.effects
    assert wound.verb == "wound" and wound.what == Ref("hero", side=OPPONENT) and wound.amount == 8
    assert ban.verb == "ban" and ban.what == Ref("hero", side=OPPONENT)
    assert ban.param("action") == "draw" and ban.param("duration") == NEXT_OWN_TURN


def test_they_cannot_draw_refused_for_creatures() -> None:
    result = compile_text("Ранить существо на 2, они не могут брать карты до начала вашего хода.", "Тест", "spell")
    assert not result.fully


def test_named_cards_cannot_be_played_joined_to_the_naming_paragraph() -> None:
    text = "Назовите карту.\nКарты с таким названием не могут быть разыграны до начала вашего следующего хода."
    ab = _one(text, "Запрет на въезд", "spell")
    name, ban = ab.effects
    assert name.verb == "name_card"
    assert ban.verb == "ban" and ban.what == Ref("player", side=EACH)
    assert ban.param("action") == "play" and ban.param("select") == Select(CARD, name=NAMED)
    assert ban.param("duration") == NEXT_OWN_TURN


def test_named_ban_without_a_name_is_refused() -> None:
    result = compile_text("Игроки не могут разыгрывать карты с таким названием до конца вашего хода.", "Тест", "spell")
    assert not result.fully


def test_ambush_names_a_card_then_bans_it() -> None:
    card = next(c for c in compiled_pool() if c.name == "Лучница рассвета" and c.key == "19-006")
    assert card.supported
    ab = next(a for a in card.abilities if a.keyword == ("ambush", 4))
    _, ban = ab.effects[0].then
    assert ban.param("select") == Select(CARD, name=NAMED) and ban.param("duration") == "end_of_your_turn"


def test_hoarding_creatures_cannot_be_destroyed() -> None:
    ab = _one("Ваши существа, добывшие карту, не могут быть уничтожены, пока Ратник хирда в игре.", "Ратник хирда")
    assert ab.statics == (StaticPart("forbid", select=Select(CREATURE, side=YOU, state="hoarding"),
                                     what="be_destroyed"),)
    assert not unsupported_parts(ab)


def test_creatures_with_changed_strike_cannot_attack() -> None:
    ab = _one("Существа с силой удара, отличной от начальной, не могут атаковать.", "Тилия, Мастер ловушек")
    assert ab.statics == (StaticPart("grant", select=Select(CREATURE, state="strike_changed"), keyword="cannot_attack",
                                     value=1),)


def test_condition_your_class_creature_holds_a_hoarded_card() -> None:
    card = next(c for c in compiled_pool() if c.name == "Кошмарик")
    assert card.supported
    ab = card.abilities[-1]
    (wound,) = ab.effects
    assert wound.verb == "wound" and wound.what == Ref("hero", side=OPPONENT)
    assert wound.condition == Condition("count", op=">=", value=1,
                                        select=Select(CREATURE, side=YOU, classes=("Кошмар",), state="hoarding"))
