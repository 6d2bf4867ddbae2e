"""The compiled pool's on-disk cache (cards/cache.py, cards/compiled.load_or_compile), the public load_card_pool,
and the grammar productions the cache keeps for the generalisation measure."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from berserk_heroes.cards import cache, compiled
from berserk_heroes.cards.compiled import CardGrammar, load_or_compile
from berserk_heroes.cards.generalisation import generalisation, render_generalisation
from berserk_heroes.cards.model import CardDef
from berserk_heroes.cards.pool import DATA_DIR, load_card_data, load_card_pool

UNPICKLED: list[str] = []


class _Planted:
    """A pickle that records being unpickled: what a planted cache file could run."""

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (UNPICKLED.append, ("planted code ran",))


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(cache.ENV_DIR, str(folder))
    return folder


@pytest.fixture
def small_data(tmp_path: Path) -> Path:
    """Set 15's first eight cards (Мантикора is the sixth)."""
    lines = (DATA_DIR / "15.jsonl").read_text(encoding="utf-8").splitlines()[:8]
    path = tmp_path / "15.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the compilations of a whole pool."""
    calls: list[int] = []
    real = compiled.compile_with_grammar

    def counting(data):  # type: ignore[no-untyped-def]
        calls.append(len(data))
        return real(data)

    monkeypatch.setattr(compiled, "compile_with_grammar", counting)
    return calls


def _cache_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("compiled-pool-*.pickle"))


def test_a_warm_cache_gives_the_same_cards_without_compiling(cache_home: Path, small_data: Path,
                                                             compiles: list[int]) -> None:
    built = load_or_compile([small_data])
    assert compiles == [8] and len(_cache_files(cache_home)) == 1
    again = load_or_compile([small_data])
    assert compiles == [8]
    assert list(again.pool) == list(built.pool)
    assert dict(again.grammar) == dict(built.grammar)
    assert again.pool.record("15-006") == built.pool.record("15-006")


def test_a_warm_cache_keeps_each_cards_description(cache_home: Path, small_data: Path) -> None:
    """The words of the abilities are cached with the cards (describing inflects words: the analyser is slow to load),
    and they are the words a fresh description gives."""
    from berserk_heroes.cards.describe import describe_card

    load_or_compile([small_data])
    again = load_or_compile([small_data])
    described = [card for card in again.pool if card.abilities]
    assert described and set(again.descriptions) == {card.key for card in described}
    for card in described:
        assert again.descriptions[card.key] == tuple((w.ru, w.en) for w in describe_card(card))


def test_cards_show_on_a_warm_cache_needs_no_morphology() -> None:
    """``berserk cards show`` prints the cached words: it neither builds the parser nor loads pymorphy3."""
    import subprocess
    import sys

    script = ("import sys, io, contextlib\n"
              "from berserk_heroes.cli import main\n"
              "main(['cards', 'show', 'Мантикора'])\n"  # (warms the cache if the test run has not)
              "from berserk_heroes.russian import morph\n"
              "morph.cache_clear()\n"  # (a cold cache was built, with the analyser: forget both)
              "for name in [m for m in sys.modules if m.startswith(('pymorphy3', 'lark'))]: del sys.modules[name]\n"
              "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
              "    main(['cards', 'show', 'Мантикора'])\n"
              "print(sorted({m.split('.')[0] for m in sys.modules if m.startswith(('pymorphy3', 'lark'))}))\n"
              "print('Когда это существо убивает существо' in out.getvalue())\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-2:] == ["[]", "True"]


def test_a_warm_cache_builds_only_the_cards_asked_for(cache_home: Path, small_data: Path) -> None:
    load_or_compile([small_data])
    again = load_or_compile([small_data])
    lazy = again.pool._cards
    assert isinstance(lazy, cache.LazyCards) and lazy.built == 0
    assert again.pool.by_name("Мантикора").abilities
    assert lazy.built == 1


def test_changed_card_data_is_compiled_again(cache_home: Path, small_data: Path, compiles: list[int]) -> None:
    load_or_compile([small_data])
    small_data.write_text(small_data.read_text(encoding="utf-8").replace("возьмите карту", "возьмите 2 карты"),
                          encoding="utf-8")
    again = load_or_compile([small_data])
    assert compiles == [8, 8]
    assert "возьмите 2 карты" in again.pool.get("15-006").text


def test_a_corrupt_cache_file_is_rebuilt(cache_home: Path, small_data: Path, compiles: list[int]) -> None:
    load_or_compile([small_data])
    [path] = _cache_files(cache_home)
    data = bytearray(path.read_bytes())
    data[-10] ^= 0xFF
    path.write_bytes(bytes(data))
    again = load_or_compile([small_data])
    assert compiles == [8, 8]
    assert again.pool.by_name("Мантикора").abilities
    assert cache.read(cache.source_key([small_data])) is not None  # rewritten whole


def _plant(path: Path, header_key: str, digest_of_payload: bool = True) -> None:
    payload = pickle.dumps(_Planted())
    digest = cache.hashlib.sha256(payload if digest_of_payload else b"other").hexdigest()
    path.write_bytes(cache.MAGIC + f"format {cache.FORMAT}\nkey {header_key}\nsha256 {digest}\n".encode() + payload)
    os.chmod(path, 0o600)


@pytest.mark.parametrize("wrong", ["key", "digest"])
def test_a_file_whose_header_does_not_match_is_never_unpickled(cache_home: Path, wrong: str) -> None:
    key = "a" * 64
    folder = cache.private_dir()
    assert folder is not None
    _plant(cache.cache_file(key, folder), "b" * 64 if wrong == "key" else key, digest_of_payload=wrong != "digest")
    UNPICKLED.clear()
    assert cache.read(key) is None
    assert UNPICKLED == []


def test_a_folder_others_may_write_to_is_not_used(cache_home: Path, small_data: Path) -> None:
    load_or_compile([small_data])
    key = cache.source_key([small_data])
    assert cache.read(key) is not None
    os.chmod(cache_home, 0o777)
    assert cache.private_dir() is None
    assert cache.read(key) is None
    assert cache.lark_cache_file() is False  # nor does lark keep its tables there


def test_a_cache_file_others_may_write_is_not_read(cache_home: Path, small_data: Path) -> None:
    load_or_compile([small_data])
    [path] = _cache_files(cache_home)
    os.chmod(path, 0o666)
    assert cache.read(cache.source_key([small_data])) is None


def test_the_cache_folder_is_private_and_holds_the_lark_tables(cache_home: Path) -> None:
    folder = cache.private_dir()
    assert folder == cache_home and (cache_home.stat().st_mode & 0o777) == 0o700
    assert cache.lark_cache_file() == str(cache_home / "lark-parser.cache")


def test_the_default_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(cache.ENV_DIR, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache.cache_dir() == tmp_path / "berserk-heroes"


def test_prune_keeps_the_most_recently_used_files(tmp_path: Path) -> None:
    for number in range(5):
        path = tmp_path / f"compiled-pool-{number}.pickle"
        path.write_bytes(b"x")
        os.utime(path, (number, number))
    cache.prune(tmp_path, keep=2)
    assert [p.name for p in _cache_files(tmp_path)] == ["compiled-pool-3.pickle", "compiled-pool-4.pickle"]


def test_load_card_pool_gives_compiled_playable_cards() -> None:
    card = load_card_pool().by_name("Мантикора")
    assert card.supported and card.abilities and card.abilities[0].trigger is not None
    assert load_card_data().by_name("Мантикора").abilities == ()  # the data as printed


def test_cached_cards_equal_a_fresh_compilation() -> None:
    pool = load_card_pool()
    for key in ("15-006", "14-001", "21-144", "07-akvanit-strazh"):
        assert pool.get(key) == compiled.check_created(compiled.compile_card(load_card_data().get(key)), pool)


def test_a_card_keeps_the_productions_of_its_parse(cache_home: Path, small_data: Path) -> None:
    grammar = load_or_compile([small_data]).grammar["15-006"]
    assert grammar.parsed and not grammar.hand_written
    assert any(p.startswith("ability -> ") for p in grammar.productions)
    assert any(p.startswith("trigger -> ") for p in grammar.productions)


def _card(key: str, name: str, set_code: str) -> CardDef:
    return CardDef(key=key, name=name, type="creature", text="текст", set_code=set_code)


def test_generalisation_counts_cards_whose_productions_other_sets_use() -> None:
    cards = [_card("1-1", "А", "1"), _card("1-2", "Б", "1"), _card("2-1", "В", "2"), _card("2-2", "Б", "2")]
    grammar = {"1-1": CardGrammar(True, False, ("shared",)), "1-2": CardGrammar(True, False, ("shared", "reprint")),
               "2-1": CardGrammar(True, False, ("shared", "own")), "2-2": CardGrammar(True, False, ("reprint",))}
    report = generalisation(cards, grammar)
    rows = {row.set_code: (row.cards, row.parsed, row.general) for row in report.rows}
    # «Б» is printed in both sets: its reprint does not make «reprint» a production of another set
    assert rows == {"1": (2, 2, 1), "2": (2, 2, 0)}
    assert {(s.production, s.set_code) for s in report.single} == {("reprint", "1"), ("own", "2"), ("reprint", "2")}
    text = render_generalisation(report, verbose=True)
    assert "25.0%" in text and "own" in text
