"""The card database: loading, schema errors, lookups, search and data warnings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from berserk_heroes.cards.data import _load
from berserk_heroes.cards.model import CardDef
from berserk_heroes.cards.pool import (
    DATA_DIR,
    CardPool,
    card_key,
    data_warnings,
    default_data_files,
    load_card_pool,
    normalize_name,
    slugify,
)
from berserk_heroes.errors import DataError

SHARED_SETS = Path("/work/shared/cards/sets")


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_card_pool()


def _line_count(path: Path) -> int:
    return sum(1 for line in path.read_text(encoding="utf-8").splitlines() if line.strip())


def _record(**changes: Any) -> dict[str, Any]:
    record: dict[str, Any] = {
        "set": 99,
        "number": 1,
        "of": 2,
        "name": "Пробная карта",
        "type": "creature",
        "elements": ["Горы"],
        "cost": 2,
        "attack": 2,
        "life": 3,
        "classes": ["Гном"],
        "text": "",
        "flavour": None,
        "confidence": "high",
        "notes": None,
        "set_name": "Тест",
        "source": "test",
    }
    record.update(changes)
    return {k: v for k, v in record.items() if v != "<drop>"}


def _write(tmp_path: Path, *records: Any, name: str = "bad.jsonl") -> Path:
    path = tmp_path / name
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


# ------------------------------------------------------------------------------------------- loading


def test_whole_pool_loads_every_line(pool: CardPool) -> None:
    files = default_data_files()
    assert {f.name for f in files} >= {"14.jsonl", "22.jsonl", "older-07-08.jsonl", "demo.jsonl"}
    assert len(pool) == sum(_line_count(f) for f in files)


@pytest.mark.skipif(not SHARED_SETS.is_dir(), reason="shared card data not available")
def test_bundled_data_matches_shared_sets() -> None:
    for shared in SHARED_SETS.glob("*.jsonl"):
        assert (DATA_DIR / shared.name).read_bytes() == shared.read_bytes(), shared.name


def test_loading_from_the_data_files_gives_the_whole_pool() -> None:
    # how long loading takes is measured by benchmarks/bench_compile.py: tests never assert timings
    fresh = _load(tuple(default_data_files()))
    assert len(fresh) > 1400


def test_default_pool_is_cached() -> None:
    assert load_card_pool() is load_card_pool()


def test_record_converts_to_carddef(pool: CardPool) -> None:
    card = pool.get("14-001")
    assert (card.name, card.type, card.elements, card.cost, card.strike, card.life) == (
        "Анаксарх",
        "creature",
        ("Степи",),
        4,
        4,
        4,
    )
    assert card.classes == ("Дракон",) and card.set_code == "14" and card.number == 1
    assert card.set_name == "Пробуждение драконов" and card.source.startswith("transcribed")
    assert pool.record("14-001") is not None and pool.record("14-001").where == "14.jsonl:1"  # type: ignore[union-attr]


def test_x_cost_and_legacy_minus_one(pool: CardPool) -> None:
    x_card = pool.by_name("Пошатнуть рассудок")
    assert x_card.cost == 0 and x_card.cost_is_x
    legacy = pool.by_name("Отравить реку!")
    assert legacy.cost == 0 and legacy.cost_is_x


def test_spells_have_no_strike_or_life(pool: CardPool) -> None:
    spell = pool.by_name("Огненный шар")  # older data writes 0/0 for it
    assert spell.strike is None and spell.life is None


def test_keys() -> None:
    assert card_key({"set": 14, "number": 5, "name": "x"}) == "14-005"
    assert card_key({"set": 7, "number": None, "name": "Акванит-страж"}) == "07-akvanit-strazh"
    assert card_key({"set": "demo", "number": 3, "name": "x"}) == "demo-003"
    assert slugify("Бул’Багур, Ёж!") == "bul-bagur-ezh"


def test_older_cards_get_slug_keys(pool: CardPool) -> None:
    older = [c for c in pool if c.set_code in ("7", "8")]
    assert len(older) == 138
    assert all(c.key.startswith(("07-", "08-")) for c in older)
    assert all(c.key == f"07-{c.number:03d}" for c in older if c.number is not None)  # 11 cards are numbered
    assert pool.get("07-akvanit").name == "Акванит" and pool.get("08-goblinotsikl").name == "Гоблиноцикл"


def test_demo_set(pool: CardPool) -> None:
    demo = [c for c in pool if c.set_code == "demo"]
    heroes = {c.name: c for c in demo if c.is_hero}
    assert heroes["Учебный вождь"].elements == ("Степи",) and heroes["Учебный вождь"].life == 26
    assert heroes["Учебный мастер"].elements == ("Горы",) and heroes["Учебный мастер"].life == 26
    # the vanilla cards of the demo decks, and synthetic cards for keywords no printed card has
    keyword_cards = [c for c in demo if c.is_creature and c.text]
    assert all(c.source.startswith("synthetic keyword cards") and c.elements == ("Нейтральные",) for c in keyword_cards)
    creatures = [c for c in demo if c.is_creature and not c.text]
    assert all(c.strike is not None and c.life for c in demo if c.is_creature)
    for element in ("Степи", "Горы"):
        mine = [c for c in creatures if c.elements == (element,)]
        assert len(mine) == 7 and {c.cost for c in mine} == set(range(1, 7))
    assert all(c.source.startswith("synthetic") for c in demo)


# ------------------------------------------------------------------------------------------- schema errors


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"life": "3"}, "life"),
        ({"cost": "Y"}, "cost"),
        ({"cost": -3}, "cost"),
        ({"type": "monster"}, "type"),
        ({"elements": ["Огонь"]}, "elements"),
        ({"elements": []}, "elements"),
        ({"confidence": "sure"}, "confidence"),
        ({"name": "<drop>"}, "name"),
        ({"text": "<drop>"}, "text"),
        ({"classes": "Гном"}, "classes"),
        ({"attack": True}, "attack"),
        ({"colour": "red"}, "colour"),
        ({"type": "hero", "cost": None, "attack": None, "life": None}, "life"),
        ({"type": "hero", "cost": 3, "attack": None}, "cost"),
        ({"type": "spell", "cost": None, "attack": None, "life": None}, "cost"),
        ({"type": "spell", "attack": 2, "life": 2}, "attack"),
    ],
)
def test_schema_error_names_file_line_card_field(tmp_path: Path, changes: dict[str, Any], field: str) -> None:
    path = _write(tmp_path, _record(number=1), _record(number=2, **changes))
    with pytest.raises(DataError) as err:
        load_card_pool([path])
    assert err.value.where.startswith("bad.jsonl:2")
    assert f"field '{field}'" in err.value.where
    if "name" in _record(**changes):
        assert "«Пробная карта»" in err.value.where


def test_invalid_json_names_file_and_line(tmp_path: Path) -> None:
    path = _write(tmp_path, _record(), "", "{not json")
    with pytest.raises(DataError, match=r"bad\.jsonl:3.*invalid JSON"):
        load_card_pool([path])


def test_record_must_be_object(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="JSON object"):
        load_card_pool([_write(tmp_path, "[1, 2]")])


def test_valid_temp_file_and_blank_lines(tmp_path: Path) -> None:
    path = _write(tmp_path, _record(), "", _record(number=2, name="Вторая"), name="ok.jsonl")
    small = load_card_pool([path])
    assert len(small) == 2 and small.get("99-002").name == "Вторая"
    assert small.record("99-002").where == "ok.jsonl:3"  # type: ignore[union-attr]


# ------------------------------------------------------------------------------------------- lookups


def test_get_unknown_key(pool: CardPool) -> None:
    with pytest.raises(KeyError, match="99-999"):
        pool.get("99-999")
    assert "14-001" in pool and "99-999" not in pool


def test_by_name_newest_printing_wins(pool: CardPool) -> None:
    assert pool.by_name("Легат Аккении").key == "22-006"  # 22 is newer than the older set 7
    assert pool.by_name("Баргест").key == "19-001"  # 19 is newer than 18
    assert pool.by_name("Легат Аккении", set_code=7).key == "07-legat-akkenii"
    assert pool.by_name("Баргест", set_code="18").key == "18-057"
    assert [c.set_code for c in pool.printings("Призрачные оковы")] == ["21", "7"]


def test_by_name_is_forgiving_about_case_yo_quotes_and_dashes(pool: CardPool) -> None:
    assert pool.by_name("легат аккении").key == "22-006"
    assert pool.by_name("Новообращенный").name == "Новообращённый"
    assert pool.by_name("Радушный приём").name == "«Радушный» приём"
    assert normalize_name("Дракон – страж") == normalize_name("дракон-страж")


def test_by_name_unknown_suggests_close_names(pool: CardPool) -> None:
    with pytest.raises(KeyError, match="Анаксарх"):
        pool.by_name("Анаксар")
    assert pool.find("Анаксар") is None
    assert "Анаксарх" in pool.suggest("Анаксар")


def test_names_are_unique_and_sorted(pool: CardPool) -> None:
    names = pool.names()
    assert names == sorted(set(names))
    assert len(names) < len(pool)  # reprints share a name


# ------------------------------------------------------------------------------------------- search


def test_search_element_and_type(pool: CardPool) -> None:
    found = pool.search(element="Горы", type="hero")
    assert found and all(c.is_hero and "Горы" in c.elements for c in found)


def test_search_class_ignores_case_and_yo(pool: CardPool) -> None:
    spellings = {k for c in pool.search(card_class="наемник") for k in c.classes}
    assert {"Наемник", "Наёмник"} <= spellings


def test_search_cost_text_name(pool: CardPool) -> None:
    assert all(c.cost == 3 and not c.cost_is_x for c in pool.search(cost=3))
    assert all(c.cost_is_x for c in pool.search(cost="X")) and len(pool.search(cost="X")) >= 13
    assert all("орда" in c.text.casefold() for c in pool.search(text="Орда"))
    assert {c.name for c in pool.search(name="аккении")} >= {"Легат Аккении", "Лучница Аккении"}


def test_search_newest_only(pool: CardPool) -> None:
    every = pool.search(name="Легат Аккении")
    newest = pool.search(name="Легат Аккении", newest_only=True)
    assert len(every) == 2 and [c.key for c in newest] == ["22-006"]


# ------------------------------------------------------------------------------------------- compiler hook


def test_replace_defs_returns_a_new_pool(pool: CardPool) -> None:
    import dataclasses

    old = pool.get("demo-003")
    new = dataclasses.replace(old, supported=False, unsupported_text=("test",))
    swapped = pool.replace_defs({"demo-003": new})
    assert swapped.get("demo-003").supported is False
    assert pool.get("demo-003").supported is True
    assert len(swapped) == len(pool) and swapped.by_name(old.name).key == "demo-003"
    with pytest.raises(KeyError):
        pool.replace_defs({"nope": new})
    with pytest.raises(ValueError):
        pool.replace_defs({"demo-004": new})


def test_with_compiler_applies_to_every_card(pool: CardPool) -> None:
    def mark(card: CardDef) -> CardDef:
        return card if card.set_code == "demo" else CardDef(**{**_fields(card), "supported": False})

    compiled = pool.with_compiler(mark)
    assert all(c.supported == (c.set_code == "demo") for c in compiled)


def _fields(card: CardDef) -> dict[str, Any]:
    return {name: getattr(card, name) for name in card.__dataclass_fields__ if name != "kw"}


# ------------------------------------------------------------------------------------------- warnings


def test_data_warnings_report_known_problems(pool: CardPool) -> None:
    warnings = data_warnings(pool)
    by_code: dict[str, list[str]] = {}
    for w in warnings:
        by_code.setdefault(w.code, []).append(str(w))
    assert any("Гоблиноцикл" in w for w in by_code["missing_stats"])
    assert any("Призрачные оковы" in w for w in by_code["name_stats_differ"])
    assert len(by_code["confidence"]) == len([c for c in pool if c.confidence != "high"]) > 0
    assert len(by_code["legacy_x_cost"]) == 2
    assert "duplicate_key" not in by_code
    assert by_code["mixed_numbering"] == [
        "mixed_numbering older-07-08.jsonl: 11 of 138 cards have a collector "
        "number; the others get name-slug keys"
    ]


def test_data_warnings_duplicate_key(tmp_path: Path) -> None:
    path = _write(tmp_path, _record(), _record(name="Другая"), name="dup.jsonl")
    small = load_card_pool([path])
    assert len(small) == 1
    dups = [w for w in data_warnings(small) if w.code == "duplicate_key"]
    assert len(dups) == 1 and "dup.jsonl:2" in dups[0].where and "dup.jsonl:1" in dups[0].message


def test_data_warnings_same_name_different_stats(tmp_path: Path) -> None:
    path = _write(tmp_path, _record(), _record(set=100, cost=3), name="two.jsonl")
    warnings = [w for w in data_warnings(load_card_pool([path])) if w.code == "name_stats_differ"]
    assert len(warnings) == 1 and "99-001" in warnings[0].where and "cost: 2 → 3" in warnings[0].message
