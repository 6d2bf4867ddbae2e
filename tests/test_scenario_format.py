"""The scenario format itself: malformed files name file, line and field; strict mode; diffs; error steps; setups
before the deal; view and deck checks; keywords of hand-written cards; robust folder runs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from berserk_heroes.cards.compiled import compile_card
from berserk_heroes.cards.model import CardDef
from berserk_heroes.cli import main
from berserk_heroes.engine.game import Game, PlayerSetup
from berserk_heroes.engine.keywords import EXPANDED
from berserk_heroes.errors import DataError, IllegalAction
from berserk_heroes.scenarios.facts import summary
from berserk_heroes.scenarios.runner import (
    load_scenario,
    loads_scenario,
    run_paths,
    run_scenario,
    run_scenario_file,
)
from berserk_heroes.scenarios.setup import start_game

GOOD = """\
name: a fight
cards:
  Гоблин: {type: creature, strike: 1, life: 1}
  Тролль: {type: creature, strike: 4, life: 5}
  Вождь: {type: hero, life: 26}
setup:
  active: p1
  p1: {hero: Вождь, play: [Гоблин]}
  p2: {hero: Вождь, play: [Тролль]}
script:
  - choose: "attack Гоблин -> Тролль"
checks:
  p2.play.Тролль.wounds: 1
  p1.graveyard: [Гоблин]
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_scenario_passes(tmp_path: Path) -> None:
    assert run_scenario_file(_write(tmp_path, GOOD)).ok


def test_yaml_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("script:", "script: [unclosed"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert str(path) in str(err.value) and ":" in err.value.where


def test_unknown_field_names_file_line_and_field(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("  p1: {hero: Вождь, play: [Гоблин]}",
                                         "  p1: {hero: Вождь, play: [Гоблин], mana: 3}"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert err.value.where == f"{path}:8, field 'mana'"


def test_unknown_card_is_named_with_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("play: [Тролль]", "play: [Троль-опечатка]"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert "Троль-опечатка" in str(err.value) and f"{path}:9" in err.value.where


def test_bad_ability_field_is_named(tmp_path: Path) -> None:
    text = GOOD.replace("  Гоблин: {type: creature, strike: 1, life: 1}",
                        "  Гоблин: {type: creature, strike: 1, life: 1, abilities: [{kind: triggered, "
                        "trigger: {event: explodes}}]}")
    with pytest.raises(DataError) as err:
        load_scenario(_write(tmp_path, text))
    assert "unknown event 'explodes'" in str(err.value) and "field 'event'" in err.value.where


def test_strict_mode_fails_on_an_unscripted_decision(tmp_path: Path) -> None:
    # P2 has an open creature, so a defender decision comes up that the script does not answer.
    text = GOOD.replace("play: [Тролль]", "play: [Тролль, Тролль]").replace(
        '  - choose: "attack Гоблин -> Тролль"', '  - choose: "attack Гоблин -> hero"\n  - choose: end')
    result = run_scenario(load_scenario(_write(tmp_path, text)))
    assert not result.ok
    assert "unscripted or unexpected decision: p2 must choose defender" in result.report()


def test_non_strict_mode_answers_unscripted_decisions_neutrally(tmp_path: Path) -> None:
    text = "strict: false\n" + GOOD.replace("play: [Тролль]", "play: [Тролль, Тролль]").replace(
        '  - choose: "attack Гоблин -> Тролль"', '  - choose: "attack Гоблин -> hero"\n  - choose: end').replace(
        "checks:\n  p2.play.Тролль.wounds: 1\n  p1.graveyard: [Гоблин]\n", "checks:\n  p2.hero.wounds: 1\n")
    result = run_scenario(load_scenario(_write(tmp_path, text)))
    assert result.ok, result.report()
    assert "auto: p2 no-defender" in result.log


def test_failed_check_prints_a_diff_with_the_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("p2.play.Тролль.wounds: 1", "p2.play.Тролль.wounds: 3"))
    result = run_scenario_file(path)
    assert not result.ok
    assert f"{path}:13: p2.play.Тролль.wounds: expected 3, got 1" in result.report()


# ---------------------------------------------------------------------------------------------------------
# file:line on every failure
# ---------------------------------------------------------------------------------------------------------

TWO_TURNS = """\
cards:
  Вождь: {type: hero, life: 26}
  Тролль: {type: creature, strike: 1, life: 5}
setup:
  p1: {hero: Вождь, play: [Тролль]}
  p2: {hero: Вождь}
script:
  - end
  - choose: "attack Тролль -> hero"
"""


def test_a_failing_step_names_its_file_and_line(tmp_path: Path) -> None:
    path = _write(tmp_path, TWO_TURNS)
    result = run_scenario_file(path)
    assert not result.ok
    assert result.failures[0].startswith(f"{path}:9: unscripted or unexpected decision")


def test_a_failing_bare_string_step_names_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path, TWO_TURNS.replace('  - end\n  - choose: "attack Тролль -> hero"',
                                              '  - "attack Тролль -> hero"\n  - "attack Тролль -> hero"'))
    result = run_scenario_file(path)
    assert result.failures[0].startswith(f"{path}:9: "), result.report()


def test_a_step_with_two_kinds_is_malformed_at_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path, TWO_TURNS.replace("  - end\n", "  - {choose: end, check: {turn: 3}}\n"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert err.value.where == f"{path}:8"


def test_an_unquoted_yes_is_the_option_yes() -> None:
    # YAML reads «choose: yes» as true; the runner reads it back as the option «yes».
    text = (Path(__file__).resolve().parent.parent / "scenarios/cards/copies_each_player.yaml").read_text(
        encoding="utf-8")
    assert '  - choose: "yes"\n' in text
    result = run_scenario(loads_scenario(text.replace('  - choose: "yes"\n', "  - choose: yes\n"), "copies.yaml"))
    assert result.ok, result.report()


# ---------------------------------------------------------------------------------------------------------
# error: steps — code, rule, message, player
# ---------------------------------------------------------------------------------------------------------


def test_an_error_step_is_attempted_as_its_player(tmp_path: Path) -> None:
    # p1 decides; «end» from p2 must be refused (before, player: was ignored and p1's «end» was accepted).
    path = _write(tmp_path, TWO_TURNS.replace("  - end\n  - choose: \"attack Тролль -> hero\"\n",
                                              "  - {error: end, player: p2, code: not_your_turn, rule: '4.2'}\n"
                                              "  - {choose: end, player: p1}\n"))
    result = run_scenario_file(path)
    assert result.ok, result.report()


def test_an_error_step_with_a_player_reports_an_accepted_move(tmp_path: Path) -> None:
    path = _write(tmp_path, TWO_TURNS.replace("  - end\n  - choose: \"attack Тролль -> hero\"\n",
                                              "  - {error: end, player: p1}\n"))
    result = run_scenario_file(path)
    assert f"{path}:8: «end» from p1 was accepted" in result.report()


def _refusing(code: str, rule: str | None) -> Callable[..., None]:
    def choose(self: Game, option: object, player: int | None = None) -> None:
        raise IllegalAction(code, "слабость первого хода", "first-turn weakness", rule)

    return choose


@pytest.mark.parametrize(("code", "rule", "ok"), [("first_turn_weakness", "209.2", True),
                                                  ("not_enough_coins", "309.1", False),
                                                  ("first_turn_weakness", "5.2", False)])
def test_an_error_step_compares_any_code_rule_and_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          code: str, rule: str, ok: bool) -> None:
    monkeypatch.setattr(Game, "choose", _refusing(code, rule))
    path = _write(tmp_path, TWO_TURNS.replace(
        "  - end\n  - choose: \"attack Тролль -> hero\"\n",
        "  - error: \"attack Тролль -> hero\"\n    code: first_turn_weakness\n    rule: \"209.2\"\n"
        "    message: слабость первого\n"))
    result = run_scenario_file(path)
    assert result.ok is ok, result.report()
    if not ok:
        assert result.failures[0].startswith(f"{path}:8: error ")


def test_an_error_step_checks_the_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Game, "choose", _refusing("first_turn_weakness", "209.2"))
    path = _write(tmp_path, TWO_TURNS.replace("  - end\n  - choose: \"attack Тролль -> hero\"\n",
                                              "  - {error: end, message: not enough coins}\n"))
    assert "error message: expected it to contain «not enough coins»" in run_scenario_file(path).report()


# ---------------------------------------------------------------------------------------------------------
# setup before the deal
# ---------------------------------------------------------------------------------------------------------

DEAL = """\
cards:
  Вождь: {type: hero, life: 20}
  Гоблин: {type: creature, cost: 1}
  Тролль: {type: creature, cost: 4, strike: 4, life: 5}
  Волк: {type: creature, cost: 2, strike: 2, life: 2}
  Эльф: {type: creature, cost: 1, life: 2}
  Орк: {type: creature, cost: 2, life: 3}
seed: SEED
setup:
  phase: deal
  first_player: FIRST
  p1: {hero: Вождь, deck: [Гоблин, Тролль, Волк, Эльф, Орк, Орк]}
  p2: {hero: Вождь, deck: [Эльф, Эльф, Орк, Орк, Волк, Тролль, Гоблин]}
"""


@pytest.mark.parametrize("seed", [0, 1, 7, 123456789])
@pytest.mark.parametrize("first", ["p1", "p2"])
def test_a_deal_setup_deals_the_listed_decks_with_the_named_first_player(seed: int, first: str) -> None:
    sc = loads_scenario(DEAL.replace("SEED", str(seed)).replace("FIRST", first))
    log: list[str] = []
    game = start_game(sc.setup, sc.seed, sc.config, False, log)  # type: ignore[arg-type]
    facts = summary(game)
    assert facts["first_player"] == first
    assert facts["decision"] == {"player": first, "kind": "mulligan"}
    assert facts["p1.hand"] == ["Гоблин", "Тролль", "Волк", "Эльф"] and facts["p1.deck"] == ["Орк", "Орк"]
    assert facts["p2.hand"] == ["Эльф", "Эльф", "Орк", "Орк"] and facts["p2.deck"] == ["Волк", "Тролль", "Гоблин"]
    # A real Game(setups, seed, config): the same setups and seed make the same game.
    again = Game(game.setups, seed=game.seed, config=sc.config)
    assert again.state_hash() == game.state_hash()
    assert (game.seed != seed) == bool(log)


def test_a_deal_setup_may_leave_the_order_to_the_shuffle() -> None:
    text = DEAL.replace("SEED", "5").replace("  first_player: FIRST\n", "").replace(
        "deck: [Гоблин, Тролль, Волк, Эльф, Орк, Орк]}", "deck: [Гоблин, Тролль, Волк, Эльф, Орк, Орк], shuffle: true}")
    sc = loads_scenario(text)
    game = start_game(sc.setup, sc.seed, sc.config, False, [])  # type: ignore[arg-type]
    assert game.seed == 5
    plain = Game([PlayerSetup(game.setups[0].hero, list(game.setups[0].deck)), game.setups[1]], seed=5)
    assert game.state_hash() == plain.state_hash()
    assert list(game.setups[0].deck) == [sc.cards.get(n, "") for n in ["Гоблин", "Тролль", "Волк", "Эльф", "Орк", "Орк"]]


def test_a_deal_setup_refuses_position_fields(tmp_path: Path) -> None:
    path = _write(tmp_path, DEAL.replace("SEED", "0").replace("FIRST", "p1").replace(
        "p1: {hero: Вождь, deck:", "p1: {hero: Вождь, coins: 3, deck:"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert err.value.where == f"{path}:12, field 'coins'"


# ---------------------------------------------------------------------------------------------------------
# view and deck checks
# ---------------------------------------------------------------------------------------------------------

VIEW = GOOD + """\
  view:
    player: p1
    players:
      0: {hand_count: 0}
      1: {hand: null}
    play: [{name: Тролль, wounds: 1}]
"""


def test_a_view_check_matches_part_of_a_seats_view(tmp_path: Path) -> None:
    result = run_scenario_file(_write(tmp_path, VIEW))
    assert result.ok, result.report()


def test_a_failed_view_check_names_the_line_and_the_path(tmp_path: Path) -> None:
    path = _write(tmp_path, VIEW.replace("{name: Тролль, wounds: 1}", "{name: Тролль, wounds: 2}").replace(
        "1: {hand: null}", "1: {hand: [], deck: 3}"))
    report = run_scenario_file(path).report()
    assert f"{path}:19: view of p1: players.1.hand: expected [], got None" in report
    assert f"{path}:19: view of p1: players.1.deck: not in the view" in report
    assert f"{path}:20: view of p1: play.0.wounds: expected 2, got 1" in report


@pytest.mark.parametrize("seat", ["p3", "true", "[p1]"])
def test_a_view_check_needs_a_seat(tmp_path: Path, seat: str) -> None:
    path = _write(tmp_path, VIEW.replace("    player: p1\n", f"    player: {seat}\n"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert err.value.where == f"{path}:16, field 'player'"


DECKS = """\
config: {min_deck_size: 4}
cards:
  Вождь: {type: hero, life: 20}
  Гоблин: {type: creature, cost: 1}
  Орк: {type: creature, cost: 1}
checks:
  deck:
    - hero: Вождь
      cards: {Гоблин: 4, Орк: 1}
      problems: [{code: too_many_copies, rule: "1.3"}]
    - hero: Вождь
      cards: [Гоблин, Орк]
      problems: [deck_too_small]
    - hero: Вождь
      cards: {Гоблин: 3, Орк: 3}
      sideboard: [Орк]
      problems: [too_many_copies]
"""


def test_deck_checks_need_no_game_and_compare_the_problems(tmp_path: Path) -> None:
    result = run_scenario_file(_write(tmp_path, DECKS))
    assert result.ok, result.report()


def test_a_deck_check_reports_missing_and_unexpected_problems(tmp_path: Path) -> None:
    path = _write(tmp_path, DECKS.replace("problems: [deck_too_small]", "problems: [{code: no_hero}]"))
    report = run_scenario_file(path).report()
    assert f"{path}:13: deck: expected the problem no_hero, which is not reported" in report
    assert f"{path}:11: deck: unexpected problem deck_too_small (rule 1.3)" in report


def test_a_deck_check_of_a_deal_setup_uses_its_deck(tmp_path: Path) -> None:
    text = DEAL.replace("SEED", "0").replace("FIRST", "p1") + (
        "config: {min_deck_size: 7}\nchecks:\n  deck:\n    - {player: p1, problems: [deck_too_small]}\n"
        "    - {player: p2, problems: []}\n")
    result = run_scenario_file(_write(tmp_path, text))
    assert result.ok, result.report()


def test_a_scenario_without_setup_may_only_check_decks(tmp_path: Path) -> None:
    path = _write(tmp_path, DECKS + "script:\n  - end\n")
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert err.value.where == f"{path}:19" and "needs a game" in err.value.message


# ---------------------------------------------------------------------------------------------------------
# keywords of hand-written cards
# ---------------------------------------------------------------------------------------------------------


PRINTED = {  # each keyword that stands for abilities (engine/keywords.py EXPANDED) as a card prints it, and its value
    "regeneration": ("Регенерация 2", 2), "suppression": ("Подавление", 1), "might": ("Могущество 2", 2),
    "unity": ("Единение 2", 2), "vampirism": ("Вампиризм 2", 2), "clutch": ("Кладка", 1),
    "gift_of_life": ("Дар жизни", 0), "incarnation": ("Инкарнация 2", 2), "vanguard": ("Авангард 2", 2),
    "stealth": ("Скрытность", 1),
}


def test_every_expanded_keyword_has_a_printed_form_here() -> None:
    assert set(PRINTED) == set(EXPANDED)


@pytest.mark.parametrize("code", EXPANDED)
def test_a_hand_written_keyword_has_the_abilities_of_a_compiled_one(code: str) -> None:
    printed, value = PRINTED[code]
    card = loads_scenario(f"cards:\n  Карта: {{type: creature, keywords: {{{code}: {value}}}}}\n").cards.get("Карта", "")
    compiled = compile_card(CardDef(key="k", name="Карта", type="creature", strike=1, life=1, text=printed + "."))
    assert compiled.keywords == card.keywords, compiled.unsupported_text
    assert card.abilities == tuple(ab for ab in compiled.abilities if ab.keyword is None)
    assert card.abilities, "a keyword that is a triggered or activated ability must bring it"


def test_a_keyword_may_be_given_by_its_russian_name() -> None:
    card = loads_scenario("cards:\n  Тролль: {keywords: {Регенерация: 2, рывок: 1}}\n").cards.get("Тролль", "")
    assert card.keywords == (("regeneration", 2), ("haste", 1))


def test_an_unknown_keyword_is_an_error_at_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.replace("Тролль: {type: creature, strike: 4, life: 5}",
                                         "Тролль: {type: creature, strike: 4, life: 5,\n           keywords: [armor,\n"
                                         "                      regenration]}"))
    with pytest.raises(DataError) as err:
        load_scenario(path)
    assert err.value.where == f"{path}:6" and "did you mean: regeneration" in err.value.message



def test_a_printed_text_is_compiled_as_the_card_data_is() -> None:
    # ``printed:``: the compiler reads the words; its abilities and keywords come after the written ones
    card = loads_scenario("cards:\n  Тролль: {keywords: [haste], printed: \"Броня 2. Найм: возьмите карту.\"}\n"
                          ).cards.get("Тролль", "")
    assert card.keywords == (("haste", 1), ("armor", 2)) and card.text == "Броня 2. Найм: возьмите карту."
    assert [ab.trigger.event for ab in card.abilities if ab.trigger is not None] == ["enters_play"]


def test_a_printed_text_the_compiler_cannot_read_is_an_error_at_its_line() -> None:
    with pytest.raises(DataError) as err:
        loads_scenario("cards:\n  Тролль:\n    printed: \"Бормочет заклинания.\"\n")
    assert err.value.where == "<scenario>:3, field 'printed'" and "does not read" in err.value.message

# ---------------------------------------------------------------------------------------------------------
# robust folder runs
# ---------------------------------------------------------------------------------------------------------

BROKEN = {  # file name → (bytes, the file:line its failure must name)
    "a_latin1.yaml": (GOOD.replace("a fight", "бой").encode("cp1251"), 1),
    "b_syntax.yaml": (GOOD.replace("script:", "script: [unclosed").encode(), 11),
    "c_string_for_number.yaml": (GOOD.replace("p1: {hero: Вождь, play: [Гоблин]}",
                                              "p1: {hero: Вождь, coins: three, play: [Гоблин]}").encode(), 8),
    "d_list_for_mapping.yaml": (GOOD.replace("p2: {hero: Вождь, play: [Тролль]}", "p2: [Вождь, Тролль]").encode(), 9),
    "e_long_number.yaml": (GOOD.replace("active: p1", "turn: " + "9" * 5000).encode(), 7),
    "f_long_number_in_check.yaml": (GOOD.replace("wounds: 1", "wounds: " + "1" * 4400).encode(), 13),
    "g_mapping_for_step.yaml": (GOOD.replace('  - choose: "attack Гоблин -> Тролль"', "  - [choose, end]").encode(), 11),
    "h_number_for_card.yaml": (GOOD.replace("play: [Гоблин]", "play: [12]").encode(), 8),
    "i_string_for_effects.yaml": (GOOD.replace("play: [Гоблин]", "play: [{name: Гоблин, effects: boom}]").encode(), 8),
}


def test_a_folder_run_reports_every_broken_file_with_its_line_and_goes_on(tmp_path: Path) -> None:
    for name, (data, _) in BROKEN.items():
        (tmp_path / name).write_bytes(data)
    (tmp_path / "z_good.yaml").write_text(GOOD, encoding="utf-8")
    results = run_paths([tmp_path])
    assert [r.ok for r in results] == [False] * len(BROKEN) + [True]
    for result, (name, (_, line)) in zip(results, BROKEN.items()):
        assert f"{tmp_path / name}:{line}" in result.report(), result.report()


def test_the_cli_exits_non_zero_with_a_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name, (data, _) in BROKEN.items():
        (tmp_path / name).write_bytes(data)
    (tmp_path / "z_good.yaml").write_text(GOOD, encoding="utf-8")
    code = main(["scenario", "run", str(tmp_path), str(tmp_path / "missing.yaml")])
    out = capsys.readouterr()
    assert code == 1
    assert f"1 passed, {len(BROKEN) + 1} failed" in out.out
    assert f"failed: {tmp_path / 'missing.yaml'}" in out.out
    assert "Traceback" not in out.out + out.err


# Random documents: a valid scenario with one value replaced by a random one, and random YAML-ish text.
_SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10, 10), st.integers(), st.text(max_size=8),
                     st.sampled_from(["p1", "p2", "X", "end", "close", "this", "Гоблин", "creature", "deal", "9" * 4400]),
                     st.floats(allow_nan=False))
_VALUES = st.recursive(_SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                         st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                       max_leaves=6)
_TOKENS = st.sampled_from(["name: x\n", "setup:\n", "  p1: {hero: Вождь}\n", "  p2: ", "[", "]", "{", "}", ": ",
                           "- ", "  ", "\n", "script:\n", "checks:\n", "&a ", "*a", "!!binary ", "'", '"', "#",
                           "9" * 4400, "2024-13-45", "\t", "\xff", "phase: deal\n", "view: ", "deck: "])


_SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
_DOCUMENTS = [GOOD + "config: {queue_order: fifo}\n", DECKS] + [  # with abilities; a deal; a card in play's state
    (_SCENARIOS / name).read_text(encoding="utf-8") for name in (
        "rules/113_2_activated_own_choice_phase.yaml", "rules/120_choose_mode.yaml",
        "rules/1_4_5_mulligan_deck_order.yaml", "rules/114_static_while_source_in_play.yaml")]


def _valid_document(index: int) -> dict:
    import yaml

    return yaml.safe_load(_DOCUMENTS[index])  # type: ignore[no-any-return]


def _replace_somewhere(doc: object, path: list[int], value: object) -> object:
    """``doc`` with the value reached by following ``path`` (indices modulo the sizes) replaced by ``value``."""
    if not path or not isinstance(doc, dict | list) or not doc:
        return value
    keys = list(doc) if isinstance(doc, dict) else list(range(len(doc)))
    key = keys[path[0] % len(keys)]
    copy = dict(doc) if isinstance(doc, dict) else list(doc)
    copy[key] = _replace_somewhere(doc[key], path[1:], value)  # type: ignore[index, call-overload]
    return copy


def _assert_no_traceback(text: str) -> None:
    try:
        sc = loads_scenario(text, "doc.yaml")
    except DataError as exc:
        assert exc.where.startswith("doc.yaml"), exc.where
        return
    run_scenario(sc)  # a failure is fine; an exception is not


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.integers(0, len(_DOCUMENTS) - 1), path=st.lists(st.integers(0, 20), min_size=1, max_size=8),
       value=_VALUES)
def test_a_mutated_scenario_never_gives_a_traceback(doc: int, path: list[int], value: object) -> None:
    import yaml

    _assert_no_traceback(yaml.safe_dump(_replace_somewhere(_valid_document(doc), path, value), allow_unicode=True))


@settings(max_examples=150, deadline=None)
@given(st.lists(_TOKENS, max_size=30))
def test_random_yaml_like_text_never_gives_a_traceback(tokens: list[str]) -> None:
    _assert_no_traceback("".join(tokens))
