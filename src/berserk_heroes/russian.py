"""Russian wording: the form of a noun after a number («1 копия», «3 копии», «5 копий»), noun phrases put in a
case («другое ваше закрытое существо» → «другого вашего закрытого существа»), and the shared morphological analyser
(:func:`morph`) that the card compiler reads lemmas with and the card descriptions inflect with.

The analyser is pymorphy3 with its Russian dictionaries, built the first time a word is read or inflected (loading
it takes a few tenths of a second, so commands that never touch card text never pay for it).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pymorphy3

# Case names, as pymorphy3 spells them (OpenCorpora grammemes).
NOMINATIVE = "nomn"  # кто? что?
GENITIVE = "gent"  # кого? чего?
DATIVE = "datv"  # кому? чему?
ACCUSATIVE = "accs"  # кого? что?
INSTRUMENTAL = "ablt"  # кем? чем?
PREPOSITIONAL = "loct"  # о ком? о чём?
CASES = (NOMINATIVE, GENITIVE, DATIVE, ACCUSATIVE, INSTRUMENTAL, PREPOSITIONAL)


def plural(n: int, one: str, few: str, many: str) -> str:
    """The noun form that follows the number ``n``: ``one`` (1, 21, 101 …), ``few`` (2–4, 22–24 …) or
    ``many`` (0, 5–20, 11–14, 25 …), e.g. ``plural(n, "копия", "копии", "копий")``."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def count_of(n: int, one: str, few: str, many: str) -> str:
    """The number and its noun: ``count_of(4, "копия", "копии", "копий")`` is «4 копии»."""
    return f"{n} {plural(n, one, few, many)}"


@functools.cache
def morph() -> pymorphy3.MorphAnalyzer:
    """The one Russian morphological analyser of the program (pymorphy3 with its Russian dictionaries), shared by
    the card compiler (reading: :mod:`berserk_heroes.cards.lemmas`) and the card descriptions (inflecting).

    Built on first use only (loading the dictionaries takes a few tenths of a second), so that a program that never
    reads or writes card text never pays for it."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")


def _parse(word: str, part: str) -> Any:
    """The dictionary reading of ``word`` (a lemma in the nominative singular) as part of speech ``part``
    (NOUN, or ADJF for adjectives, participles and pronoun adjectives such as «ваш»)."""
    parts = ("ADJF", "PRTF") if part == "ADJF" else (part,)
    readings = [p for p in morph().parse(word) if p.tag.POS in parts]
    nominative = [p for p in readings if p.tag.case == NOMINATIVE]
    if not (nominative or readings):
        raise ValueError(f"no {part} reading of «{word}»")
    return (nominative or readings)[0]


def _inflected(parse: Any, grammemes: set[str], word: str) -> str:
    """``parse`` put in ``grammemes``; the word as given when the dictionary has no such form (an indeclinable
    word such as «кафе»)."""
    form = parse.inflect(grammemes)
    if form is None:
        return word
    return str(form.word)


def noun_form(noun: str, case: str = NOMINATIVE, many: bool = False) -> str:
    """``noun`` (nominative singular) in ``case``, plural when ``many``: ``noun_form("карта", GENITIVE, True)``
    is «карт»."""
    return _inflected(_parse(noun, "NOUN"), {case, "plur" if many else "sing"}, noun)


def agree_with_number(noun: str, n: int, case: str = NOMINATIVE) -> str:
    """The form of ``noun`` that follows the number ``n`` in a phrase of ``case``: («2 карты», «5 карт»; in the
    dative «2 картам»). Nominative and accusative of inanimate nouns follow the 1 / 2–4 / 5+ rule."""
    parse = _parse(noun, "NOUN")
    if case in (NOMINATIVE, ACCUSATIVE) or n % 10 == 1 and n % 100 != 11:
        if case != NOMINATIVE and n % 10 == 1 and n % 100 != 11:
            return _inflected(parse, {case, "sing"}, noun)
        return str(parse.make_agree_with_number(abs(n)).word)
    return _inflected(parse, {case, "plur"}, noun)


def number_phrase(n: int, noun: str, case: str = NOMINATIVE) -> str:
    """The number and its agreeing noun: ``number_phrase(3, "рана")`` is «3 раны»."""
    return f"{n} {agree_with_number(noun, n, case)}"


@dataclass(frozen=True, slots=True)
class NounPhrase:
    """A noun with the words that agree with it and the words that do not: ``modifiers`` (adjectives,
    participles, «ваш», «другой» — lemmas in the masculine nominative singular) agree with ``head`` (a noun,
    nominative singular) in case, number, gender and animacy; ``tail`` is kept as written («противника»,
    «стоимостью 3 или меньше»). ``many`` makes it plural («все существа»)."""

    head: str
    modifiers: tuple[str, ...] = ()
    tail: str = ""
    many: bool = False

    def form(self, case: str = NOMINATIVE, many: bool | None = None) -> str:
        """The phrase in ``case`` (and plural if ``many``, else as the phrase says)."""
        plural_ = self.many if many is None else many
        noun = _parse(self.head, "NOUN")
        number = "plur" if plural_ else "sing"
        words = [self._modifier(word, case, number, noun) for word in self.modifiers]
        words.append(_inflected(noun, {case, number}, self.head))
        return " ".join(words + ([self.tail] if self.tail else []))

    def counted(self, n: int, case: str = NOMINATIVE) -> str:
        """The phrase after the number ``n``: «2 закрытых существа», «5 ваших карт», «1 карта»."""
        one = n % 10 == 1 and n % 100 != 11
        if one or case not in (NOMINATIVE, ACCUSATIVE):
            return f"{n} {self.form(case, many=not one)}"
        few = 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14
        noun = _parse(self.head, "NOUN")
        # 2–4: the noun in the genitive singular, masculine/neuter adjectives in the genitive plural
        # (feminine ones in the nominative plural: «2 закрытые карты»); 5 and more: all genitive plural
        feminine_few = few and noun.tag.gender == "femn"
        adjective_case = NOMINATIVE if feminine_few else GENITIVE
        words = [self._modifier(word, adjective_case, "plur", noun) for word in self.modifiers]
        words.append(agree_with_number(self.head, n))
        return " ".join([str(n), *words] + ([self.tail] if self.tail else []))

    @staticmethod
    def _modifier(word: str, case: str, number: str, noun: Any) -> str:
        grammemes = {case, number}
        if number == "sing":
            grammemes.add(noun.tag.gender or "masc")
        if case == ACCUSATIVE and (number == "plur" or noun.tag.gender == "masc"):
            grammemes.add(noun.tag.animacy or "inan")
        return _inflected(_parse(word, "ADJF"), grammemes, word)


def phrase_in_case(phrase: str, case: str) -> str:
    """A phrase that begins with a noun group in the nominative («сила удара этой карты», «избыточный урон», «число
    ваших карт») put in ``case`` («на силу удара этой карты»): its first words are inflected up to its first noun, the
    adjectives agreeing with it; the rest is kept. A phrase that does not begin so (a number, «X») is kept as it is."""
    if case == NOMINATIVE:
        return phrase
    words = phrase.split(" ")
    head: list[Any] = []
    for word in words:
        reading = next((p for p in morph().parse(word) if p.tag.case == NOMINATIVE
                        and p.tag.POS in ("NOUN", "ADJF", "PRTF")), None)
        if reading is None:
            return phrase
        head.append(reading)
        if reading.tag.POS == "NOUN":
            break
    else:
        return phrase
    noun = head[-1]
    number = noun.tag.number or "sing"
    inflected = [_inflected(noun, {case, number}, word) if p is noun else _agreeing(p, case, number, noun, word)
                 for p, word in zip(head, words, strict=False)]
    return " ".join(inflected + words[len(head):])


def _agreeing(adjective: Any, case: str, number: str, noun: Any, word: str) -> str:
    """An adjective reading put in ``case`` agreeing with ``noun`` (gender in the singular, animacy where the
    accusative asks for it)."""
    grammemes = {case, number}
    if number == "sing":
        grammemes.add(noun.tag.gender or "masc")
    if case == ACCUSATIVE and (number == "plur" or noun.tag.gender == "masc"):
        grammemes.add(noun.tag.animacy or "inan")
    return _inflected(adjective, grammemes, word)


def verb_for_you(verb: str) -> str:
    """A verb of the third person singular put in the form that goes with «вы»: «берёт» → «берёте». Words that are
    not such a verb are returned as they are."""
    for parse in morph().parse(verb):
        if parse.tag.POS == "VERB" and parse.tag.person == "3per":
            form = parse.inflect({"2per", "plur"})
            return str(form.word) if form is not None else verb
    return verb


def name_in_case(name: str, case: str) -> str:
    """A name whose first word is a noun («Броня 2», «Защита от заклинаний») with that noun put in ``case``
    («Броню 2», «Защиту от заклинаний»); the capital letter is kept, the other words stay as written."""
    first, _, rest = name.partition(" ")
    for parse in morph().parse(first.lower()):
        if parse.tag.POS == "NOUN" and parse.tag.case == NOMINATIVE:
            form = parse.inflect({case})
            if form is None:
                break
            word = str(form.word)
            word = word[:1].upper() + word[1:] if first[:1].isupper() else word
            return f"{word} {rest}".strip()
    return name


def may(text: str) -> str:
    """«можете …» before an instruction: its first verb, an imperative («раньте»), becomes an infinitive («можете
    ранить …»); an instruction that does not start with one is marked «по желанию: …»."""
    first, _, rest = text.partition(" ")
    if first.startswith("("):  # «(цель названа: …)» is no instruction («(цель» would read as the verb «целить»)
        return f"по желанию: {text}"
    for parse in morph().parse(first):
        if parse.tag.POS == "VERB" and parse.tag.mood == "impr":
            return f"можете {parse.normal_form} {rest}".strip()
    return f"по желанию: {text}"


def verb_plural(verb: str) -> str:
    """A verb of the third person singular in the plural: «получает» → «получают», «может» → «могут»; other words
    are returned as they are."""
    for parse in morph().parse(verb):
        if parse.tag.POS == "VERB" and parse.tag.person == "3per" and parse.tag.number == "sing":
            form = parse.inflect({"plur"})
            return str(form.word) if form is not None else verb
    return verb
