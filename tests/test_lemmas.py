"""The card compiler reads lemmas (cards/lemmas.py): readings of word forms, the tokens the grammar reads, the
grammar written over lemmas, and inflected variants of a card's text that compile to one ability."""

from __future__ import annotations

import dataclasses
import doctest
import importlib.util
from pathlib import Path

import pytest

from berserk_heroes.cards import lemmas
from berserk_heroes.cards.compiler import compile_unit
from berserk_heroes.cards.compiler_normalise import lemmatiser, normalise
from berserk_heroes.cards.language import grammar_text
from berserk_heroes.cards.lemmas import Lemmatiser, is_word, readings
from berserk_heroes.russian import morph


def test_doctests() -> None:
    assert doctest.testmod(lemmas).failed == 0


@pytest.mark.parametrize("forms, token", [
    (("раз", "раза"), "раз"),
    (("существо", "существа", "существу", "существом"), "существо"),
    (("ранить", "раньте"), "ранить+impr"),  # an instruction: the reader acts
    (("ранит", "ранят"), "ранить+3"),  # the subject acts
    (("возродите", "возродить"), "возродить+impr"),  # the imperative before «вы возродите»
    (("атакованного", "атакованное", "атакованному"), "атакованный"),  # a participle keeps its voice
    (("атакующего", "атакующее"), "атакующий"),
    (("оглушен", "оглушена", "оглушено"), "оглушенный+short"),
    (("открыт", "открыта", "открыто"), "открытый+short"),  # pinned: «открыто» is not the adverb here
    (("стоит",), "стоить+3"),  # an impersonal-looking verb is a 3rd person form; «to cost», not «to stand»
    (("берет", "берут"), "брать+3"),  # pinned: the verb, not the noun «берет»
    (("ран", "раны"), "рана"),  # not the abbreviation РАН
    (("найм",), "найм"),  # the keyword, not «наём»
    (("мультистихийного", "мультистихийное"), "мультистихийный"),  # a word the dictionary lacks: a steady guess
    (("разыгрывате",), "разыгрывате"),  # a misprint whose guess is not steady stays itself
])
def test_word_forms_read_as_one_base_token(forms: tuple[str, ...], token: str) -> None:
    assert {readings(form)[0].base for form in forms} == {token}


def test_readings_are_cached_per_word_form() -> None:
    assert readings("существами") is readings("существами")


def test_only_words_are_read() -> None:
    reader = Lemmatiser({"существо"})
    assert reader.stream("@self ^sg/дракон %леса {м} х 3 , существа под_вашим_контролем") == (
        "@self ^sg/дракон %леса {м} х 3 , существо под_вашим_контролем")
    assert not is_word("х") and not is_word("под_вашим_контролем") and is_word("из-за")


def test_a_refined_literal_refines_every_form_of_its_base_token() -> None:
    # the number as far as the form shows it: «карты» may be either, the grammar decides by the words around it
    assert Lemmatiser({"карта.sing"}).stream("карту карты карт") == "карта.sing карта.sing-plur карта.plur"
    assert Lemmatiser({"противник.nomn"}).stream("противник противника") == "противник.nomn противник.gent-accs"
    assert Lemmatiser({"карта"}).stream("карту карты карт") == "карта карта карта"


def test_a_word_the_grammar_does_not_know_is_its_lemma_and_stays_unknown() -> None:
    assert Lemmatiser({"существо"}).stream("дракончики") == readings("дракончики")[0].base


def test_the_shared_analyser_is_built_once() -> None:
    assert morph() is morph()


def _script():
    path = Path(__file__).resolve().parents[1] / "scripts" / "lemmatise_grammar.py"
    spec = importlib.util.spec_from_file_location("lemmatise_grammar", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_grammar_is_written_over_lemmas() -> None:
    """A printed word form written as a literal («раза», «раньте») would be rewritten by the script: run
    ``python scripts/lemmatise_grammar.py`` after adding one."""
    text = grammar_text()
    script = _script()
    assert script.collapse_groups(script.lemmatise_literals(text)) == text


def test_the_grammar_reads_every_plain_lemma_literal_as_itself() -> None:
    reader = lemmatiser()
    literals = {w for w in _script()._LITERAL_RE.findall(grammar_text()) if is_word(w)}
    assert literals and {w for w in literals if reader.token(w) != w} == set()


def test_normalised_text_is_a_stream_of_lemmas() -> None:
    assert normalise("Раньте каждого закрытого персонажа на 2 (1 раз за ход).", "Привал на болотах").text == (
        "ранить+impr каждый закрытый персонаж.sing на 2 ( 1 раз за ход ) .")


def _abilities(text: str, name: str, card_type: str) -> list:
    abilities, _ = compile_unit(text, name, card_type)
    return [dataclasses.replace(a, text="") for a in abilities]


# Привал на болотах: «Ранить каждого закрытого персонажа на 2.» The variants use word forms that the grammar once
# listed as separate alternatives (ранить/раньте, каждого/каждое, закрытого/закрытое …): they are one literal now.
@pytest.mark.parametrize("variant", [
    "Раньте каждого закрытого персонажа на 2.",
    "Ранить на 2 каждого закрытого персонажа.",
    "Раньте на 2 каждого закрытого персонажа.",
])
def test_inflected_variants_of_a_card_text_compile_to_one_ability(variant: str) -> None:
    name = "Привал на болотах"
    assert _abilities(variant, name, "spell") == _abilities("Ранить каждого закрытого персонажа на 2.", name, "spell")


def test_a_form_no_alternative_ever_listed_reads_as_its_lemma() -> None:
    """«любого закрытого персонажа» (the animate accusative): the grammar listed «любая | любую | любой» only, so this
    unit did not parse before the grammar was written over lemmas."""
    name = "Привал на болотах"
    expected = _abilities("Ранить любой закрытый персонаж на 2.", name, "spell")
    assert expected and _abilities("Ранить любого закрытого персонажа на 2.", name, "spell") == expected
