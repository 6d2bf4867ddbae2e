"""Deck files (parse / format / read / write) and deck legality (digest §1.3 and printed deck texts)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from berserk_heroes.cards.pool import CardPool, load_card_data
from berserk_heroes.config import RulesConfig
from berserk_heroes.decks import (
    Deck,
    check_deck,
    format_deck,
    parse_deck,
    read_deck,
    validate_deck,
    write_deck,
)
from berserk_heroes.decks.validate import Vocabulary, card_deck_rules, has_horde, hero_deck_rules
from berserk_heroes.errors import DataError

STEPPE_HERO = "Учебный вождь"  # demo, Степи, Герой-воин
MOUNTAIN_HERO = "Учебный мастер"  # demo, Горы, Герой-маг
STEPPE = [
    "Орк-новобранец",
    "Степной копейщик",
    "Орк-рубака",
    "Степной всадник",
    "Орк-забияка",
    "Кентавр-вожак",
    "Орк-вышибала",
]
NEUTRAL = [
    "Бродячий мечник",
    "Наёмный копейщик",
    "Караванный охранник",
    "Наёмный ветеран",
    "Странствующий рыцарь",
    "Вольный капитан",
    "Пограничный великан",
]
MOUNTAIN = [
    "Гном-подмастерье",
    "Гном-щитоносец",
    "Гном-секирщик",
    "Гном-бригадир",
    "Каменный страж",
    "Гном-латник",
    "Горный исполин",
]


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_card_data()  # deck rules are about the printed cards, not what the engine supports


def deck_text(
    hero: str, *cards: tuple[int, str], base: bool = True, sideboard: tuple[tuple[int, str], ...] = ()
) -> str:
    """A deck of ``hero``; ``base`` adds 3 × every demo Степи and neutral creature (42 cards)."""
    lines = [f"Герой: {hero}"]
    if base:
        lines += [f"3 {name}" for name in STEPPE + NEUTRAL]
    lines += [f"{count} {name}" for count, name in cards]
    if sideboard:
        lines += ["Дополнительная колода:"] + [f"{count} {name}" for count, name in sideboard]
    return "\n".join(lines) + "\n"


def problems(pool: CardPool, text: str, **kwargs: object) -> dict[str, list[str]]:
    """code → messages of the problems of the deck in ``text``."""
    found: dict[str, list[str]] = {}
    for p in validate_deck(parse_deck(text, pool), pool, **kwargs):  # type: ignore[arg-type]
        found.setdefault(p.code, []).append(str(p))
    return found


# ------------------------------------------------------------------------------------------- format


SAMPLE = """\
# Учебная колода степей
Название: Степной натиск
Герой: Учебный вождь [demo-001]

3 Орк-новобранец        # самые дешёвые
2 Орк-рубака [demo-005]
1 Орк-новобранец

Дополнительная колода:
2 Бродячий мечник
"""


def test_parse_deck(pool: CardPool) -> None:
    deck = parse_deck(SAMPLE, pool, source_name="sample.txt")
    assert deck.name == "Степной натиск" and deck.hero == "demo-001"
    assert deck.cards == ("demo-003",) * 3 + ("demo-005",) * 2 + ("demo-003",)
    assert deck.sideboard == (pool.by_name("Бродячий мечник").key,) * 2
    assert deck.source == "sample.txt" and deck.hero_line == 3 and deck.line_of("demo-005") == 6


def test_first_line_may_be_the_hero(pool: CardPool) -> None:
    deck = parse_deck(
        "# comment\n\nУчебный мастер\n3 Гном-подмастерье\n", pool, source_name="decks/gnomes.txt"
    )
    assert deck.hero == pool.by_name(MOUNTAIN_HERO).key and len(deck.cards) == 3
    assert deck.name == "gnomes"


def test_format_round_trip(pool: CardPool) -> None:
    deck = parse_deck(SAMPLE, pool)
    text = format_deck(deck, pool)
    assert text.splitlines()[:4] == [
        "Название: Степной натиск",
        "Герой: Учебный вождь [demo-001]",
        "",
        "3 Орк-новобранец [demo-003]",
    ]
    again = parse_deck(text, pool)
    assert again == deck and format_deck(again) == text


def test_key_pins_an_older_printing(pool: CardPool) -> None:
    deck = parse_deck(
        "Герой: Учебный вождь\n2 Легат Аккении [07-legat-akkenii]\n1 [22-006]\n1 Легат Аккении\n", pool
    )
    assert deck.cards == ("07-legat-akkenii", "07-legat-akkenii", "22-006", "22-006")


def test_key_and_name_must_agree(pool: CardPool) -> None:
    with pytest.raises(DataError, match=r"<deck>:2.*\[demo-005\].*Орк-рубака"):
        parse_deck("Герой: Учебный вождь\n2 Орк-новобранец [demo-005]\n", pool)


def test_unknown_card_suggests_close_names(pool: CardPool) -> None:
    with pytest.raises(DataError) as err:
        parse_deck("Герой: Учебный вождь\n3 Орк-новобронец\n", pool, source_name="my.txt")
    assert err.value.where == "my.txt:2"
    assert "Орк-новобронец" in err.value.message and "Орк-новобранец" in err.value.message
    assert "'3 Орк-новобронец'" in err.value.message


def test_unknown_key(pool: CardPool) -> None:
    with pytest.raises(DataError, match=r"<deck>:2.*\[99-001\]"):
        parse_deck("Герой: Учебный вождь\n1 [99-001]\n", pool)


@pytest.mark.parametrize("line", ["0 Орк-рубака", "-1 Орк-рубака", "100 Орк-рубака", "+2 Орк-рубака"])
def test_bad_count(pool: CardPool, line: str) -> None:
    with pytest.raises(DataError, match=r"<deck>:2.*(bad count|неверное количество)"):
        parse_deck(f"Герой: Учебный вождь\n{line}\n", pool)


@pytest.mark.parametrize("line", ["Орк-рубака", "три Орк-рубака", "Дополнительная колода: Орк-рубака"])
def test_malformed_line(pool: CardPool, line: str) -> None:
    with pytest.raises(DataError) as err:
        parse_deck(f"Герой: Учебный вождь\n1 Орк-рубака\n{line}\n", pool)
    assert err.value.where == "<deck>:3" and line in err.value.message


def test_second_hero_is_an_error(pool: CardPool) -> None:
    with pytest.raises(DataError, match=r"<deck>:3.*line 1"):
        parse_deck("Герой: Учебный вождь\n1 Орк-рубака\nГерой: Учебный мастер\n", pool)


def test_all_bad_lines_are_reported(pool: CardPool) -> None:
    with pytest.raises(DataError) as err:
        parse_deck("Герой: Учебный вождь\n0 Орк-рубака\n3 Нет такой\n", pool)
    assert "<deck>:2" in err.value.message and "<deck>:3" in err.value.message


def test_read_and_write_deck(pool: CardPool, tmp_path: Path) -> None:
    path = tmp_path / "steppe.txt"
    path.write_text("\ufeff" + SAMPLE, encoding="utf-8")
    deck = read_deck(path, pool)
    out = tmp_path / "out.txt"
    write_deck(deck, out, pool)
    assert read_deck(out, pool) == deck
    with pytest.raises(DataError, match="missing.txt"):
        read_deck(tmp_path / "missing.txt", pool)


# ------------------------------------------------------------------------------------------- §1.3 basics


def test_legal_demo_deck(pool: CardPool) -> None:
    deck = parse_deck(deck_text(STEPPE_HERO), pool)
    assert validate_deck(deck, pool) == []
    check_deck(deck, pool)
    mountain = "\n".join([f"Герой: {MOUNTAIN_HERO}"] + [f"3 {n}" for n in MOUNTAIN + NEUTRAL])
    assert validate_deck(parse_deck(mountain, pool), pool) == []


def test_1_3_exactly_one_hero_missing(pool: CardPool) -> None:
    deck = Deck(name="", hero=None, cards=parse_deck(deck_text(STEPPE_HERO), pool).cards)
    assert [p.code for p in validate_deck(deck, pool)] == ["no_hero"]


def test_1_3_hero_must_be_a_hero_card(pool: CardPool) -> None:
    found = problems(pool, deck_text("Орк-рубака"))
    assert list(found) == ["not_a_hero"]


def test_1_3_hero_card_not_in_deck(pool: CardPool) -> None:
    assert "hero_in_deck" in problems(pool, deck_text(STEPPE_HERO, (1, MOUNTAIN_HERO)))
    assert "hero_in_deck" not in problems(pool, deck_text(STEPPE_HERO))


def test_1_3_min_deck_size(pool: CardPool) -> None:
    text = "\n".join(
        [f"Герой: {STEPPE_HERO}"] + [f"3 {n}" for n in STEPPE + NEUTRAL[:6]] + [f"1 {NEUTRAL[6]}"]
    )
    assert len(parse_deck(text, pool).cards) == 40
    assert problems(pool, text) == {}
    short = text.rsplit("\n", 1)[0]  # 39 cards
    found = problems(pool, short)
    assert list(found) == ["deck_too_small"] and "39" in found["deck_too_small"][0]
    assert problems(pool, short, config=RulesConfig(min_deck_size=39)) == {}


def test_1_3_max_copies(pool: CardPool) -> None:
    assert problems(pool, deck_text(STEPPE_HERO)) == {}
    found = problems(pool, deck_text(STEPPE_HERO, (1, "Орк-рубака")))
    assert list(found) == ["too_many_copies"] and "4" in found["too_many_copies"][0]
    assert problems(pool, deck_text(STEPPE_HERO, (1, "Орк-рубака")), config=RulesConfig(max_copies=4)) == {}


def test_1_3_copies_counted_by_name_across_printings(pool: CardPool) -> None:
    text = deck_text(STEPPE_HERO, (2, "Спокойствие [14-024]"), (2, "Спокойствие [22-011]"))
    assert "too_many_copies" in problems(pool, text)
    text = deck_text(STEPPE_HERO, (2, "Спокойствие [14-024]"), (1, "Спокойствие [22-011]"))
    assert "too_many_copies" not in problems(pool, text)


def test_1_3_copies_include_the_sideboard(pool: CardPool) -> None:
    found = problems(pool, deck_text(STEPPE_HERO, sideboard=((1, "Орк-рубака"),)))
    assert list(found) == ["too_many_copies"]


def test_1_3_horde_allows_five_copies(pool: CardPool) -> None:
    assert has_horde(pool.get("16-007")) and has_horde(pool.get("22-006"))  # «Орда.» and «Орда (может …)»
    assert has_horde(pool.get("16-161"))  # «Мечник Ордена»: «Орда.» is its first sentence
    assert not has_horde(dataclasses.replace(pool.get("16-161"), text="Найм: усильте Мечника Ордена."))
    assert not has_horde(pool.by_name("Орк-рубака"))
    assert "too_many_copies" not in problems(pool, deck_text(STEPPE_HERO, (5, "Кнехт"), (5, "Легат Аккении")))
    found = problems(pool, deck_text(STEPPE_HERO, (6, "Кнехт")))
    assert "too_many_copies" in found and "Орда" in found["too_many_copies"][0]
    config = RulesConfig(horde_copies=6)
    assert "too_many_copies" not in problems(pool, deck_text(STEPPE_HERO, (6, "Кнехт")), config=config)


def test_1_3_card_text_at_most_one_in_deck(pool: CardPool) -> None:
    assert card_deck_rules(pool.by_name("Учение Аль-Хоссейн")).max_copies == 1
    assert "too_many_copies" not in problems(pool, deck_text(STEPPE_HERO, (1, "Учение Аль-Хоссейн")))
    assert "too_many_copies" in problems(pool, deck_text(STEPPE_HERO, (2, "Учение Аль-Хоссейн")))


def test_1_3_elements_hero_element_or_neutral(pool: CardPool) -> None:
    found = problems(pool, deck_text(STEPPE_HERO, (1, "Гном-латник")))
    assert list(found) == ["wrong_element"] and "Гном-латник" in found["wrong_element"][0]
    assert problems(pool, deck_text(STEPPE_HERO, (1, "Исцеляющий свет"))) == {}  # a neutral card
    # a multi-element card fits a hero of any one of its elements
    assert problems(pool, deck_text(STEPPE_HERO, (1, "Воррокс"))) == {}
    assert "wrong_element" in problems(
        pool, deck_text(MOUNTAIN_HERO, (1, "Гермет"), base=False)
    )  # Степи + Леса
    assert problems(pool, deck_text(MOUNTAIN_HERO, (1, "Воррокс"), base=False)).keys() == {"deck_too_small"}


def test_1_3_element_problem_names_the_line(pool: CardPool) -> None:
    deck = parse_deck(deck_text(STEPPE_HERO, (1, "Гном-латник")), pool)
    (problem,) = validate_deck(deck, pool)
    assert problem.rule == "1.3" and problem.line == 16 and problem.key == pool.by_name("Гном-латник").key
    assert problem.message_ru and problem.message_en


def test_1_3_multi_element_hero(pool: CardPool) -> None:
    saikono = "Сайконо"  # Степи + Леса, «не может быть карт со стихиями, отличными от стихий Сайконо»
    text = deck_text(saikono, *((3, n) for n in STEPPE), (3, "Лесной гигант"), base=False)
    assert problems(pool, text).keys() == {"deck_too_small"}
    found = problems(pool, deck_text(saikono, (3, "Лесной гигант")))  # base includes neutral cards
    assert "hero_restriction" in found and "wrong_element" not in found
    assert "hero_restriction" in problems(
        pool, deck_text(saikono, (1, "Око Сота"), base=False)
    )  # Степи + Тьма


def test_1_3_no_tokens_in_deck(pool: CardPool) -> None:
    found = problems(pool, deck_text(STEPPE_HERO, (1, "Яйцо")))
    assert list(found) == ["token_in_deck"]
    assert found["token_in_deck"][0].startswith("[§1.3, 2.1]")


def test_quests_are_deck_cards(pool: CardPool) -> None:
    """docs/quests.md: a quest is a card of the deck like any other (a neutral one fits any hero)."""
    assert problems(pool, deck_text(STEPPE_HERO, (1, "Организовать бои"))) == {}


def test_incomplete_card_data_is_refused(pool: CardPool) -> None:
    assert list(problems(pool, deck_text(STEPPE_HERO, (1, "Гоблиноцикл")))) == ["incomplete_card"]


def test_unsupported_cards_are_refused_unless_allowed(pool: CardPool) -> None:
    rubaka = pool.by_name("Орк-рубака")
    marked = pool.replace_defs(
        {rubaka.key: dataclasses.replace(rubaka, supported=False, unsupported_text=("Найм: …",))}
    )
    deck = parse_deck(deck_text(STEPPE_HERO), marked)
    (problem,) = validate_deck(deck, marked)
    assert (
        problem.code == "unsupported_cards"
        and "Орк-рубака" in problem.message_ru
        and "Найм: …" in problem.message_en
    )
    assert validate_deck(deck, marked, allow_unsupported=True) == []


def test_unknown_keys_in_a_deck_built_in_code(pool: CardPool) -> None:
    deck = parse_deck(deck_text(STEPPE_HERO), pool)
    broken = dataclasses.replace(deck, cards=deck.cards + ("99-999",))
    assert [p.code for p in validate_deck(broken, pool)] == ["unknown_card"]


def test_1_3_sideboard_size(pool: CardPool) -> None:
    main = tuple((3, n) for n in STEPPE + NEUTRAL[:3])  # 30 cards
    board = tuple((2, n) for n in NEUTRAL[3:])  # 8 cards
    text = deck_text(STEPPE_HERO, *main, base=False, sideboard=board + ((2, "Кнехт"),))
    assert problems(pool, text).keys() == {"deck_too_small"}  # 10 cards in the sideboard are fine
    text = deck_text(STEPPE_HERO, *main, base=False, sideboard=board + ((3, "Кнехт"),))
    found = problems(pool, text)
    assert "sideboard_too_large" in found and "11" in found["sideboard_too_large"][0]


def test_check_deck_raises_with_every_problem(pool: CardPool) -> None:
    deck = parse_deck(deck_text(STEPPE_HERO, (1, "Гном-латник"), (1, "Яйцо"), base=False), pool, "bad.txt")
    with pytest.raises(DataError) as err:
        check_deck(deck, pool)
    assert err.value.where == "bad.txt"
    for code in ("deck_too_small", "wrong_element", "token_in_deck"):
        assert code in err.value.message


# ------------------------------------------------------------------------------------------- hero texts


def test_hero_texts_are_all_understood(pool: CardPool) -> None:
    vocab = Vocabulary(pool)
    for hero in pool.search(type="hero"):
        assert hero_deck_rules(hero, vocab).unrecognised == (), hero.name


def test_hero_text_dartarion_up_to_15_dragons(pool: CardPool) -> None:
    dragons = [
        c.name
        for c in pool.search(card_class="Дракон", type="creature", newest_only=True)
        if "Нейтральные" not in c.elements and c.supported
    ][:6]
    filler = ((3, "Крестьянин"), (1, "Исцеляющий свет"))  # neutral: 15 + 21 + 4 = 40 cards
    ok = deck_text(
        "Дартарион", *((3, n) for n in dragons[:5]), *((3, n) for n in NEUTRAL), *filler, base=False
    )
    assert problems(pool, ok) == {}
    too_many = deck_text(
        "Дартарион",
        *((3, n) for n in dragons[:5]),
        (1, dragons[5]),
        *((3, n) for n in NEUTRAL),
        *filler,
        base=False,
    )
    found = problems(pool, too_many)
    assert list(found) == ["hero_allowance_exceeded"] and "16" in found["hero_allowance_exceeded"][0]
    assert "wrong_element" in problems(pool, deck_text("Дартарион", (1, "Гном-латник"), base=False))


def test_hero_text_sneyv_up_to_10_dark_undead(pool: CardPool) -> None:
    undead = [
        c.name
        for c in pool.search(card_class="Нежить", element="Тьма", newest_only=True)
        if not card_deck_rules(c).horde
    ][:4]
    ok = deck_text("Безумец Снейв", *((3, n) for n in undead[:3]), (1, undead[3]), base=False)
    assert problems(pool, ok).keys() == {"deck_too_small"}
    found = problems(
        pool, deck_text("Безумец Снейв", *((3, n) for n in undead[:3]), (2, undead[3]), base=False)
    )
    assert "hero_allowance_exceeded" in found
    assert "wrong_element" in problems(pool, deck_text("Безумец Снейв", (1, "Преданный Архааля"), base=False))


def test_hero_text_narkhi_any_beasts(pool: CardPool) -> None:
    assert problems(
        pool, deck_text("Нархи, Любимица леса", (3, "Белый зверь"), (3, "Як"), base=False)
    ).keys() == {"deck_too_small"}
    assert "wrong_element" in problems(
        pool, deck_text("Нархи, Любимица леса", (1, "Гном-латник"), base=False)
    )


def test_hero_text_tiamat_cards_mentioning_dragons(pool: CardPool) -> None:
    assert problems(
        pool, deck_text("Тиамат", (3, "Анаксарх"), (2, "Драконий наездник"), base=False)
    ).keys() == {"deck_too_small"}
    assert "wrong_element" in problems(pool, deck_text("Тиамат", (1, "Орк-рубака"), base=False))


def test_hero_text_vannan_dragons_of_any_element(pool: CardPool) -> None:
    # every printed драконид is neutral: make a Горы one to check
    # «Каждый ваш драконид также считается драконом»
    gnome = pool.by_name("Гном-латник")
    with_dragonid = pool.replace_defs({gnome.key: dataclasses.replace(gnome, classes=("Драконид",))})
    text = deck_text("Ваннан, Дракон-чемпион", (3, "Анаксарх"), (3, "Гном-латник"), base=False)
    assert problems(with_dragonid, text).keys() == {"deck_too_small"}
    assert "wrong_element" in problems(pool, text)
    assert "wrong_element" in problems(
        pool, deck_text("Ваннан, Дракон-чемпион", (1, "Орк-рубака"), base=False)
    )


def test_hero_text_filomena_only_multi_element_and_neutral(pool: CardPool) -> None:
    assert problems(
        pool, deck_text("Филомена", (3, "Воррокс"), (3, "Бродячий мечник"), base=False)
    ).keys() == {"deck_too_small"}
    assert "hero_restriction" in problems(pool, deck_text("Филомена", (1, "Орк-рубака"), base=False))


def test_hero_text_khigart_bigger_sideboard(pool: CardPool) -> None:
    board = tuple((2, n) for n in NEUTRAL) + ((1, "Исцеляющий свет"),)  # 15 cards
    assert "sideboard_too_large" not in problems(
        pool, deck_text("Хигарт, Герой Лаара", base=False, sideboard=board)
    )
    assert "sideboard_too_large" in problems(pool, deck_text("Безумец Снейв", base=False, sideboard=board))
    bigger = board + ((1, "Крестьянин"),)
    assert "sideboard_too_large" in problems(
        pool, deck_text("Хигарт, Герой Лаара", base=False, sideboard=bigger)
    )


# ------------------------------------------------------------------------------------------- card texts


def test_card_text_any_hero_of_a_class(pool: CardPool) -> None:
    # «Природная магия» (Леса): «может быть в колоде любого героя-жреца»; Аира is a Степи priest
    assert problems(pool, deck_text("Аира", (1, "Природная магия"))) == {}
    assert "wrong_element" in problems(pool, deck_text(STEPPE_HERO, (1, "Природная магия")))


def test_card_text_only_a_hero_of_a_class(pool: CardPool) -> None:
    # «Вызов на бой» (Горы): «Может быть в колоде только у любого героя-воина»
    assert problems(pool, deck_text(STEPPE_HERO, (1, "Вызов на бой"))) == {}
    found = problems(pool, deck_text(MOUNTAIN_HERO, (1, "Вызов на бой"), base=False))
    assert "hero_class_required" in found


def test_card_text_not_for_a_dark_hero(pool: CardPool) -> None:
    assert problems(pool, deck_text(STEPPE_HERO, (1, "Исцеляющий свет"))) == {}
    assert "forbidden_for_hero" in problems(
        pool, deck_text("Альбрус Вейл", (1, "Исцеляющий свет"), base=False)
    )


def test_russian_messages_agree_with_their_numbers(pool: CardPool) -> None:
    """«4 копии», «1 карта», «11 карт» — not «4 копий», «1 карт»."""
    four = problems(pool, deck_text(STEPPE_HERO, (1, "Орк-новобранец")))
    assert "«Орк-новобранец»: 4 копии (" in four["too_many_copies"][0]
    one = problems(pool, "Герой: Учебный вождь\n1 Орк-рубака\n")
    assert "в колоде 1 карта, нужно" in one["deck_too_small"][0]
    sideboard = problems(pool, deck_text(STEPPE_HERO, sideboard=((2, "Гном-подмастерье"), (3, "Гном-щитоносец"),
                                                                  (3, "Гном-секирщик"), (3, "Гном-бригадир"))))
    assert "в дополнительной колоде 11 карт," in sideboard["sideboard_too_large"][0]
