"""Lemmas: each word of normalised card text becomes a token of its dictionary form (lemma) and of the few
grammatical features the card grammar distinguishes. ``grammar.lark`` is written over these tokens.

A word's **readings** come from the shared analyser :func:`berserk_heroes.russian.morph` (pymorphy3 with its
Russian dictionaries), one per possible analysis, in the analyser's order (most frequent first). A reading's
**base token** is its lemma, plus a mark for the form of a verb, because who acts depends on it:

=================  ============================================  ===========================================
base token         forms                                         meaning
=================  ============================================  ===========================================
``ранить+impr``    «раньте», «ранить»                            an instruction: the player reading the card
                                                                 acts (imperative, or the infinitive that
                                                                 cards also use for instructions)
``ранить+3``       «ранит», «ранят»                              the subject of the sentence acts (3rd person)
``брать+2``        «берете»                                      «вы» act (2nd person)
``ходить+past``    «ходили»                                      past tense
``оглушенный``     «оглушенное», «оглушенных»                    a participle: its own masculine nominative
``оглушенный+short`` «оглушен», «оглушена», «оглушено»           a short participle (``должный+short``: an
                                                                 adjective's short form, «должен»)
``существо``       «существо», «существа», «существу»            every other word: the lemma alone
=================  ============================================  ===========================================

Gerunds and comparatives are their own lemma («начиная», «больше»). ``ё`` is written ``е``, as in the text.

**Refinements.** Where the grammar needs a feature that the base token drops (the number of a noun that counts
cards, the case that tells the object from the recipient), it writes refined literals: the base token, a dot and
the values of that feature *as far as the word form shows them*, in pymorphy's notation joined by ``-``: numbers
``sing`` ``plur``, cases ``nomn`` ``gent`` ``datv`` ``accs`` ``ablt`` ``loct``. «карту» is ``карта.sing``, «карт»
``карта.plur``, and «карты», which may be either («2 карты», «берет карты»), ``карта.sing-plur``: the grammar, not
the lexer, decides by the words around it. Once the grammar writes one refined literal of a base token, every
form of it is refined that way (:meth:`Lemmatiser.token`); a grammar that writes only ``стоить+3`` reads «стоит»
and «стоят» as one token.

**Disambiguation** is deterministic: readings of proper names, abbreviations and other tags that card text never
means (:data:`IGNORED_GRAMMEMES`) are dropped unless nothing else is left; the forms in :data:`PINNED` put the
readings of the pinned lemma first (each with its reason); an imperative goes before the same form read as the
2nd person plural; then the first reading (in the analyser's order) whose base token the grammar knows is taken.
A word the grammar does not know at all becomes its first reading's base token, which then makes the unit
unparsed (never guessed).

The analyser runs once per distinct word form (:func:`readings` is cached; the card pool has a few thousand).

>>> readings("раньте")[0].base
'ранить+impr'
>>> readings("ранит")[0].base
'ранить+3'
>>> {readings(w)[0].base for w in ("существо", "существа", "существу")}
{'существо'}
>>> Lemmatiser({"раз", "существо"}).stream("1 раза за ход существу")
'1 раз за ход существо'
>>> Lemmatiser({"карта.sing"}).stream("карту карты карт")
'карта.sing карта.sing-plur карта.plur'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from berserk_heroes.russian import morph

# Readings with one of these grammemes are dropped (unless every reading has one): card text speaks of games, not of
# people's names, places, organisations or abbreviations («ран» is not the abbreviation РАН, «ранит» not «Ранита»).
IGNORED_GRAMMEMES = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr", "Init"})

# Word forms whose first reading is not what cards mean: form → the lemma to read it as (the reason after each).
PINNED: dict[str, str] = {
    "найм": "найм",  # the keyword «Найм» (digest §6.2), not the colloquial «наём» the dictionary knows
    "душелов": "душелов",  # the ability word «Душелов» (digest §6.2), not a guessed adjective «душеловый»
    "берет": "брать",  # «противник берет карту»: the verb, not the noun «берет» (a beret)
    "берете": "брать",  # «вы берете карту»
    # «это существо», «в этом ходу», «этого героя»: the demonstrative, not the pronoun «это» (one lemma for every
    # form of «этот», also where «это» is the pronoun of «если это ковен»: the grammar tells them apart by position)
    "это": "этот", "этого": "этот", "этому": "этот", "этим": "этот", "этом": "этот",
    "есть": "быть",  # «у вас есть»: «to be», not «to eat»
    "стоит": "стоить", "стоят": "стоить",  # «стоит 2{м}»: «to cost», not «to stand»
    "снятые": "снятый",  # «снятые жизни»: the participle of «снять»
    "открыто": "открытый",  # «пока <эта карта> открыто»: the short participle, as «открыт», «открыта»; not the adverb
    # the euphonic «со» stays a word of its own: the grammar's one-token lookahead tells «над существами со стихией»
    # (a filter of the noun phrase) from «над существами с меньшей силой удара» (a keyword's own words) by it
    "со": "со",
}

# Tokens that look like words but are not: «х» is the variable X of an amount (the grammar's terminal X).
RESERVED = frozenset({"х"})

_WORD_RE = re.compile(r"[а-я]+(?:-[а-я]+)*")
# The features a refined literal may name, each with its values in the order a token lists them; the second-level
# cases fold into the main ones («в лесу» is a locative, «чаю» a genitive).
FEATURES: dict[str, tuple[str, ...]] = {
    "number": ("sing", "plur"),
    "case": ("nomn", "gent", "datv", "accs", "ablt", "loct"),
}
_FOLDED = {"gen2": "gent", "loc2": "loct", "acc2": "accs", "voct": "nomn"}
_FEATURE_OF = {value: feature for feature, values in FEATURES.items() for value in values}


@dataclass(frozen=True, slots=True)
class Reading:
    """One analysis of a word form: the lemma, the verb-form mark (``""`` for other words) and every grammeme of
    the analysis (case, number, gender, person, mood, tense, voice … in pymorphy's notation)."""

    lemma: str
    form: str
    grammemes: frozenset[str]

    @property
    def base(self) -> str:
        """The token without refinement: ``lemma`` or ``lemma+form``."""
        return f"{self.lemma}+{self.form}" if self.form else self.lemma

    def values(self, feature: str) -> frozenset[str]:
        """The values of one feature (``number`` or ``case``) this reading has."""
        return frozenset(_FOLDED.get(g, g) for g in self.grammemes) & frozenset(FEATURES[feature])


def is_word(token: str) -> bool:
    """Whether a token of normalised text is a word to read as a lemma (not a number, mark or joined phrase)."""
    return token not in RESERVED and _WORD_RE.fullmatch(token) is not None


@functools.cache
def readings(word: str) -> tuple[Reading, ...]:
    """Every reading of a lowercase word form, in the order of preference described in the module's docstring."""
    parses = morph().parse(word)
    kept = [p for p in parses if not IGNORED_GRAMMEMES & p.tag.grammemes] or parses
    if not morph().word_is_known(word):
        kept = _steady_guesses(word, kept)
    found = _instructions_first(tuple(_reading(word, p) for p in kept))
    pinned = PINNED.get(word)
    if pinned is None:
        return found
    lemma, _, grammeme = pinned.partition(".")
    first = tuple(r for r in found if r.lemma == lemma and (not grammeme or grammeme in r.grammemes))
    first = first or (Reading(lemma, "", frozenset()),)
    return first + tuple(r for r in found if r not in first)


def _steady_guesses(word: str, guesses: list[Any]) -> list[Any]:
    """The analyser's guesses for a word its dictionary lacks (from the ending: «мультистихийного» →
    «мультистихийный», «вампиризмом» → «вампиризм»), kept only when the guessed lemma, read again, is its own lemma;
    otherwise the word is its own lemma (a misprint such as «разыгрывате» stays what it is)."""
    steady = [g for g in guesses if morph().parse(g.normal_form)[0].normal_form == g.normal_form]
    return steady or [morph().parse(word)[0]._replace(normal_form=word)]


def _instructions_first(found: tuple[Reading, ...]) -> tuple[Reading, ...]:
    """«возродите», «положите» read as an imperative or as the 2nd person plural («вы возродите»): cards give
    instructions, so the imperative reading goes first."""
    if not any(r.form == "impr" for r in found):
        return found
    return tuple(sorted(found, key=lambda r: r.form == "2"))


def _reading(word: str, parse: Any) -> Reading:
    tag = parse.tag
    grammemes = frozenset(tag.grammemes)
    pos = tag.POS
    if pos == "INFN" or (pos == "VERB" and "impr" in grammemes):
        return Reading(_plain(parse.normal_form), "impr", grammemes)
    if pos == "VERB":
        # an impersonal verb («хватает», «стоит») has no person: it is a 3rd person form
        person = "past" if "past" in grammemes else str(tag.person or "3per")[0]
        return Reading(_plain(parse.normal_form), person, grammemes)
    if pos in ("PRTF", "PRTS"):
        return Reading(_participle(word, parse), "short" if pos == "PRTS" else "", grammemes)
    if pos == "ADJS":
        return Reading(_plain(parse.normal_form), "short", grammemes)
    if pos in ("GRND", "COMP"):
        return Reading(word, "", grammemes)
    return Reading(_plain(parse.normal_form), "", grammemes)


def _participle(word: str, parse: Any) -> str:
    """A participle's own dictionary form (masculine nominative singular of the full form, same tense and voice):
    «атакованного» → «атакованный», «атакующее» → «атакующий» (pymorphy's normal form would be the infinitive,
    which loses who is acted on)."""
    wanted = {"PRTF", "masc", "sing", "nomn"}
    found = parse.inflect(wanted)
    return _plain(found.word) if found is not None else word


def _plain(lemma: str) -> str:
    return lemma.replace("ё", "е")


class Lemmatiser:
    """Turns words into the tokens a grammar knows (``known``: the grammar's literals), caching each word form.

    A refined literal in ``known`` (``карта.sing``) makes every form of its base token refined by that feature."""

    def __init__(self, known: Collection[str]) -> None:
        self._known = frozenset(known)
        self._refined: dict[str, str] = {}  # base token → the feature the grammar refines it by
        for literal in self._known:
            base, dot, values = literal.rpartition(".")
            if dot and values.split("-")[0] in _FEATURE_OF:
                self._refined[base] = _FEATURE_OF[values.split("-")[0]]
        self._tokens: dict[str, str] = {}

    def token(self, word: str) -> str:
        """The token of one word (a non-word token is returned unchanged)."""
        found = self._tokens.get(word)
        if found is None:
            found = self._tokens[word] = self._choose(word) if is_word(word) else word
        return found

    def stream(self, text: str) -> str:
        """The tokens of a space-separated normalised text."""
        return " ".join(self.token(t) for t in text.split(" "))

    def _choose(self, word: str) -> str:
        candidates = readings(word)
        base = next((r.base for r in candidates if r.base in self._known or r.base in self._refined),
                    candidates[0].base)
        feature = self._refined.get(base)
        if feature is None:
            return base
        shown = frozenset().union(*(r.values(feature) for r in candidates if r.base == base))
        values = [v for v in FEATURES[feature] if v in shown]
        return f"{base}.{'-'.join(values)}" if values else base
