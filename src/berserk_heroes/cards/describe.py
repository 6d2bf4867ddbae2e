"""Compiled abilities in words a player can check against the printed text (``berserk cards show``).

Every description is generated from the ability objects of ``abilities.py``, in Russian (inflected by
``russian.py``) with English below it. The words of each kind of node (an effect's verb, a condition's kind, a
trigger's event, a keyword …) are one entry of a table in ``cards/describe_words.py``: a pair of templates,
Russian and English, whose slots name the node's fields (see :func:`Describer.fill`).

Nothing is left out silently. The describer records every field of every node it put into words
(:attr:`Describer.used`); ``tests/test_describe.py`` walks every supported card's ability tree and checks that
each field that carries information was used. A node of a kind with no entry raises :class:`UnknownNode` in
strict mode (the tests); outside it, the description says that part could not be put into words — never an
internal code.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .. import abilities as A
from ..russian import (
    ACCUSATIVE,
    CASES,
    GENITIVE,
    INSTRUMENTAL,
    NOMINATIVE,
    NounPhrase,
    agree_with_number,
    may,
    name_in_case,
    phrase_in_case,
    verb_for_you,
    verb_plural,
)
from . import describe_words as W
from .language.common import ANY_NUMBER
from .model import CardDef


class UnknownNode(LookupError):
    """An ability node whose kind has no words in ``describe_words`` (a test failure, never shown to a user)."""


@dataclass(frozen=True, slots=True)
class Words:
    """One rendered part in both languages."""

    ru: str
    en: str

    @staticmethod
    def join(parts: Iterable[Words], ru_sep: str, en_sep: str | None = None) -> Words:
        items = [p for p in parts if p.ru or p.en]
        return Words(ru_sep.join(p.ru for p in items), (ru_sep if en_sep is None else en_sep).join(p.en for p in items))


EMPTY = Words("", "")


@dataclass(frozen=True, slots=True)
class Noun:
    """A phrase that names cards or players: Russian inflected on demand, English as it is."""

    ru: NounPhrase | str  # a str is a fixed phrase («вы», «каждый игрок»): same in every case unless ``ru_cases``
    en: str
    ru_cases: tuple[tuple[str, str], ...] = ()

    def form(self, case: str = NOMINATIVE) -> str:
        if isinstance(self.ru, NounPhrase):
            return self.ru.form(case)
        return dict(self.ru_cases).get(case, self.ru)

    @property
    def many(self) -> bool:
        return isinstance(self.ru, NounPhrase) and self.ru.many


def destroyer_noun(opponent: bool) -> Noun:
    """«Игрок, уничтоживший эту карту» (Ref event «other» of a «Гибель:»: the player of the card that destroyed it) and
    «его противник» (role EVENT_DESTROYER_OPPONENT), in every case."""
    if opponent:
        return Noun("противник игрока, уничтожившего эту карту", "the opponent of the player who destroyed this card",
                    tuple((case, f"{word} игрока, уничтожившего эту карту") for case, word in (
                        ("gent", "противника"), ("datv", "противнику"), ("accs", "противника"),
                        ("ablt", "противником"), ("loct", "противнике"))))
    return Noun("игрок, уничтоживший эту карту", "the player who destroyed this card", (
        ("gent", "игрока, уничтожившего эту карту"), ("datv", "игроку, уничтожившему эту карту"),
        ("accs", "игрока, уничтожившего эту карту"), ("ablt", "игроком, уничтожившим эту карту"),
        ("loct", "игроке, уничтожившем эту карту")))


_SLOT = re.compile(r"\{([^{}]+)\}")
_GROUP = re.compile(r"\[([^\[\]]*)\]")
_CODE = re.compile(r"[a-z]+_[a-z_]+")


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def noun_en_starts_determined(en: str) -> bool:
    """An English noun phrase that takes no «a» («your creature», «another card»)."""
    return en.split(" ", 1)[0] in ("your", "another", "all", "the", "this", "each")


class Describer:
    """Puts the abilities of one card into words, recording which node fields it used.

    ``strict``: an unknown kind raises :class:`UnknownNode` (tests); otherwise it reads «(…)».
    """

    def __init__(self, card: CardDef | None = None, strict: bool = False) -> None:
        self.card = card
        self.strict = strict
        self.used: set[tuple[int, str]] = set()
        self.missing: list[str] = []  # what had no words (each also raised in strict mode)
        self.targets: tuple[A.Target, ...] = ()
        self.trigger: A.Trigger | None = None
        self.replaced: str | None = None  # the event the ability being described replaces («вместо этого …»)
        self.last: Noun | None = None  # what the previous effect acted on («его» of the next one)
        self.previous_effect: A.Effect | None = None  # whose «… таким образом» (Amount "done") the next one counts

    # -- bookkeeping ---------------------------------------------------------------------------------------
    def characters_of(self, ref: Any, lang: str) -> str:
        """«ваших персонажей» / «персонажей противника»: the characters of the player ``ref`` names, in the genitive
        (after «с»); another Ref is said as «персонажей: <it>»."""
        if isinstance(ref, A.Ref) and ref.kind == "player" and ref.side in W.CHARACTERS_OF:
            self.took(ref, "kind", "side")
            ru, en = W.CHARACTERS_OF[ref.side]
            return ru if lang == "ru" else en
        said = self.render(ref, [], lang)
        return f"персонажей: {said}" if lang == "ru" else f"the characters of {said}"

    def took(self, node: Any, *names: str) -> None:
        """Record that the fields ``names`` of ``node`` are in the words."""
        for name in names:
            self.used.add((id(node), name))

    def entry(self, table: dict[str, tuple[str, str]], key: Any, node: Any, field: str) -> tuple[str, str] | None:
        """The templates of ``key`` in ``table`` (and ``node.field`` recorded), or None / UnknownNode."""
        found = table.get(key)
        if found is None:
            self.missing.append(f"{type(node).__name__}.{field} = {key!r}")
            if self.strict:
                raise UnknownNode(f"{type(node).__name__}.{field} = {key!r} has no words in describe_words")
            return None
        self.took(node, field)
        return found

    # -- templates -----------------------------------------------------------------------------------------
    def fill(self, node: Any, templates: tuple[str, str]) -> Words:
        """Both templates with their slots filled from ``node``.

        A slot is ``{name}`` or ``{name:option:…}``. ``name`` is a field of the node, ``p.KEY`` a param of an
        effect, ``m.KEY`` a meta entry of an ability, or ``n`` an effect's amount. Options: a case for Russian
        nouns (``gent``, ``accs`` …), ``many`` (plural), ``#noun`` (a number with its agreeing noun, «2 карты»;
        in English ``#card`` → «2 cards»), ``zone=hand`` (the zone the words already say), ``kw`` (a keyword
        code), ``dur`` (a duration), ``side``. ``{name?yes|no}`` picks by the field's truth."""
        return Words(self._fill(node, templates[0], "ru"), self._fill(node, templates[1], "en"))

    def _fill(self, node: Any, template: str, lang: str) -> str:
        self._node = node
        def slot(match: re.Match[str]) -> str:
            spec = match.group(1)
            if spec.startswith("~"):  # «{~имеет|имеют}»: the verb agrees with the number of the subject
                one, _, many = spec[1:].partition("|")
                return many if self.plural_subject(node) else one
            if "?" in spec:
                name, _, choice = spec.partition("?")
                yes, _, no = choice.partition("|")
                return yes if self.field(node, name) else no
            name, *options = spec.split(":")
            if name == "who" and self.plural_subject(node):
                options.append("many")
            text = self.render(self.field(node, name), options, lang)
            if name in ("who", "other") and lang == "en" and isinstance(node, A.Trigger) and text \
                    and getattr(node, "subject" if name == "who" else "other") is not None \
                    and not noun_en_starts_determined(text):
                text = "a " + text
            return text

        def group(match: re.Match[str]) -> str:  # «[ … ]»: only when every slot inside has a value
            for spec in _SLOT.findall(match.group(1)):
                if "?" in spec:  # a choice shows something either way
                    self.field(node, spec.split("?")[0])
                    continue
                name, *options = spec.split(":")
                value = self.field(node, name)
                if self._absent(value) or "signed" in options and value == 0 or "n1" in options and value == 1:
                    return ""
            return match.group(1)

        template = _GROUP.sub(group, template)
        return re.sub(r"\s+", " ", _SLOT.sub(slot, template)).strip()

    def plural_subject(self, node: Any) -> bool:
        """Whether the node speaks of several cards: a static part over a selector, an effect on all of them or on a
        target of several cards («выбранные персонажи»)."""
        if isinstance(node, A.StaticPart):  # «ваш герой» is one card even as a selector
            return node.select is not None and not (node.select.kind == A.HERO and node.select.side == A.YOU)
        if isinstance(node, A.Effect) and isinstance(node.what, A.Ref):
            what = node.what
            return what.kind == "all" or (what.kind == "target" and what.index < len(self.targets)
                                          and self.targets[what.index].max > 1)
        return False

    @staticmethod
    def _absent(value: Any) -> bool:
        return value is None or value is False or value == ()

    def field(self, node: Any, name: str) -> Any:
        if name.startswith("p."):
            self.took(node, "params." + name[2:])
            return node.param(name[2:])
        if name.startswith("m."):
            self.took(node, "meta." + name[2:])
            return dict(node.meta).get(name[2:])
        if name == "n":
            name = "amount"
        if name == "who":  # the card a trigger or a static part is about: this card when it names none
            field_name = "subject" if isinstance(node, A.Trigger) else "select"
            self.took(node, field_name)
            return getattr(node, field_name) or A.THIS
        self.took(node, name)
        return getattr(node, name)

    def render(self, value: Any, options: list[str], lang: str) -> str:
        """One slot's value in ``lang`` (see :meth:`fill` for the options)."""
        case = next((o for o in options if o in CASES), None)
        counted = next((o[1:] for o in options if o.startswith("#")), None)
        marker = next((o[7:] for o in options if o.startswith("marker=")), None)
        if marker is not None:  # «{n:marker=p.counter}»: the number with the named counter it counts («3 эффекта ужаса»)
            counted = W.counter_noun(self.field(self._node, marker))
        zone = next((o[5:] for o in options if o.startswith("zone=")), None)
        many = "many" in options
        if case is None:  # a number's noun is most often an object («возьмите 2 карты», «получите 1 монету»)
            case = ACCUSATIVE if counted is not None or any(o.startswith("of=") for o in options) else NOMINATIVE
        if "abs" in options:
            value = abs(value)
        of = next((o[3:] for o in options if o.startswith("of=")), None)
        if of is not None:  # «{n:of=p.select}»: the number with the cards it counts («2 ваших существа»)
            return self.counted_cards(value, self.field(self._node, of), case, lang, zone)
        if "more" in options or "more_en" in options:  # «дороже» / «дешевле» by the sign
            return ("дороже" if "more" in options else "more") if value >= 0 else \
                ("дешевле" if "more" in options else "less")
        if "signed" in options:
            return f"{value:+d}" if isinstance(value, int) else "+" + self.render(value, [], lang)
        if "ordinals" in options:  # a bit set of ordinals («второй и третьей»)
            return W.ordinal_list(value)[0 if lang == "ru" else 1]
        if "kws" in options:
            return " или ".join(self.pick(self.keyword_words(k), lang) for k in value) if lang == "ru" else \
                " or ".join(self.pick(self.keyword_words(k), lang) for k in value)
        if "kw" in options:
            words = self.keyword_words(value)
            if lang == "en":
                return words.en
            if words.ru[:1].islower():  # a restriction («не может атаковать»): quoted after a verb
                return f"«{words.ru}»"
            return name_in_case(words.ru, case)
        if "counter_noun" in options:  # «{counter:counter_noun}»: a named counter's noun («эффект места|place counter»)
            ru, _, en = W.counter_noun(value).partition("|")
            return ru if lang == "ru" else en
        if "dur" in options:
            return self.pick(self.duration(value), lang)
        if "side" in options:
            return self.pick(self.lookup(W.SIDES, value, "side"), lang)
        if "zone" in options:
            return self.pick(self.lookup(W.ZONES, value, "zone"), lang)
        if "class" in options:
            return self.class_words(value, lang)
        if isinstance(value, A.Select):
            noun = self.select_noun(value, many=many or counted is not None, implied_zone=zone)
            return self.noun_text(noun, case, lang)
        if "chars_of" in options:  # «с ваших персонажей»: the characters of a player (genitive), whose first
            return self.characters_of(value, lang)
        if isinstance(value, A.Ref):
            return self.noun_text(self.ref_noun(value, implied_zone=zone), case, lang)
        if isinstance(value, A.Condition):
            return self.pick(self.condition(value), lang)
        if isinstance(value, A.HistoryQuery):
            return self.pick(self.history(value), lang)
        if isinstance(value, A.Trigger):  # the event a delayed instruction waits for: «когда …», no colon
            said = self.pick(self.trigger_words(value), lang).rstrip(":")
            said = said[:1].lower() + said[1:]
            return said.removeprefix("when ") if lang == "en" else said  # «the next time a spell is played»
        if isinstance(value, (A.Amount, int)) and not isinstance(value, bool):
            return self.amount_text(value, counted, case, lang)
        if isinstance(value, A.Ability):  # a quoted ability: «эта карта» is whichever card has it
            card, self.card = self.card, None
            try:
                return "«" + self.pick(self.ability(value), lang) + "»"
            finally:
                self.card = card
        if isinstance(value, tuple) and value and all(isinstance(v, A.Amount) for v in value):
            return " + ".join(self.pick(self.amount(v), lang) for v in value).replace("+ -", "− ")  # «X − 1»
        if isinstance(value, tuple):
            return self.pick(self.effects(value), lang)
        if isinstance(value, str):
            return self.plain(value, lang)
        if value is None:
            return ""
        return self.unknown(f"a value {value!r}", lang)

    @staticmethod
    def pick(words: Words, lang: str) -> str:
        return words.ru if lang == "ru" else words.en

    def noun_text(self, noun: Noun, case: str, lang: str) -> str:
        return noun.form(case) if lang == "ru" else noun.en

    def plain(self, value: str, lang: str) -> str:
        """A string value: a name or class in Russian as printed, a code through ``W.VALUES``."""
        if re.search("[а-яА-ЯёЁ]", value):
            return f"«{value}»"
        found = W.VALUES.get(value)
        if found is None:
            return self.unknown(f"the value {value!r}", lang)
        return found[0] if lang == "ru" else found[1]

    def unknown(self, what: str, lang: str) -> str:
        self.missing.append(what)
        if self.strict:
            raise UnknownNode(f"{what} has no words in describe_words")
        return "(…)" if lang == "ru" else "(…)"

    def lookup(self, table: dict[str, tuple[str, str]], key: Any, what: str) -> Words:
        found = table.get(key)
        if found is None:
            self.missing.append(f"{what} {key!r}")
            if self.strict:
                raise UnknownNode(f"{what} {key!r} has no words in describe_words")
            return Words("(…)", "(…)")
        return Words(*found)

    def counted_cards(self, value: Any, sel: A.Select | None, case: str, lang: str, zone: str | None) -> str:
        """A number and the cards it counts: «ваше существо» (1), «2 ваших существа», «X ваших существ»."""
        noun = self.select_noun(sel or A.Select(A.CARD), many=value != 1, implied_zone=zone)
        phrase = noun.ru if isinstance(noun.ru, NounPhrase) else NounPhrase("карта")
        if value == ANY_NUMBER:  # «любое число <карт>»
            return f"любое число {phrase.form(GENITIVE, many=True)}" if lang == "ru" else f"any number of {noun.en}"
        if lang == "en":
            if value == 1:
                return noun.en
            amount = self.amount_text(value, None, case, lang) if not isinstance(value, int) else str(value)
            return f"{amount} {noun.en}"
        if isinstance(value, int):
            return phrase.form(case, many=False) if value == 1 else phrase.counted(value, case)
        return f"{self.amount_text(value, None, case, lang)} {phrase.form(GENITIVE, many=True)}"

    # -- numbers -------------------------------------------------------------------------------------------
    def amount_text(self, value: int | A.Amount, counted: str | None, case: str, lang: str) -> str:
        """A number, or a computed amount; with ``counted`` («карта|card») the noun that follows it."""
        ru_noun, _, en_noun = (counted or "").partition("|")
        if isinstance(value, int):
            if counted is None:
                return str(value)
            if lang == "ru":
                return _noun_phrase(ru_noun).counted(value, case)
            return f"{value} {en_noun if value == 1 else W.english_plural(en_noun)}"
        words = self.amount(value)
        if counted is None:  # «на силу удара этой карты»: the amount's words in the slot's case
            return phrase_in_case(words.ru, case) if lang == "ru" else words.en
        many_ru = _noun_phrase(ru_noun).form(GENITIVE, many=True)
        if value.kind == "x" and value.per == 1 and value.div == 1:
            return f"X {many_ru}" if lang == "ru" else f"X {W.english_plural(en_noun)}"
        if lang == "ru":
            return f"X {many_ru}, где X — {words.ru}"
        return f"X {W.english_plural(en_noun)}, where X is {words.en}"

    def amount(self, amount: int | A.Amount) -> Words:
        if isinstance(amount, int):
            return Words(str(amount), str(amount))
        if amount.kind == "your_counters":  # «за каждый ваш жетон молитвы»: the noun is the counter's name
            self.took(amount, "kind", "marker")
            ru, _, en = W.counter_noun(amount.marker or "").partition("|")
            return Words(f"число ваших {_noun_phrase(ru).form(GENITIVE, many=True)}",
                         f"the number of your {W.english_plural(en)}")
        if amount.kind == "coins" and amount.ref == A.OPPONENT_PLAYER:  # «за каждую {м} ваших противников»
            self.took(amount, "kind", "ref")
            self.took(amount.ref, "kind", "side")
            return Words("число монет противника (открытых и закрытых)", "the number of the opponent's coins (open and closed)")
        if amount.kind == "coins" and amount.ref is not None and amount.ref.kind == "event":  # «своих {м}» of a player
            self.took(amount, "kind", "ref")  # an event names (every coin of his)
            self.took(amount.ref, "kind")
            who = self.event_noun(amount.ref)
            return Words(f"число всех монет ({who.form(GENITIVE)})", f"the number of all the coins of {who.en}")
        if amount.kind == "paid" and self.trigger is None:  # in a spell's own text: what was paid for this spell
            self.took(amount, "kind")
            return Words("число монет, потраченных на розыгрыш этой карты", "the coins paid to play this card")
        templates = self.entry(W.AMOUNTS, amount.kind, amount, "kind")
        if amount.kind == "cost" and amount.select is not None and amount.ref == A.IT:  # «суммарная стоимость
            self.took(amount, "ref")  # сброшенных карт поддержки»: of the cards of the instruction before (IT)
            self.took(amount.ref, "kind")
            templates = W.COST_OF_KIND_WORDS
        if amount.kind == "done" and _removes_extra_lives(self.previous_effect):
            templates = W.DONE_EXTRA_LIVES  # the engine counts each life removed, not each character
        words = self.fill(amount, templates) if templates else Words("(…)", "(…)")
        if amount.div != 1:
            self.took(amount, "div")
            words = Words(f"{words.ru}, делённое на {amount.div} с округлением вниз",
                          f"{words.en} divided by {amount.div}, rounded down")
        if amount.per != 1:
            self.took(amount, "per")
            words = Words(f"{amount.per} × ({words.ru})", f"{amount.per} × ({words.en})")
        return words

    # -- cards and players ---------------------------------------------------------------------------------
    def select_noun(self, sel: A.Select, many: bool = False, implied_zone: str | None = None,
                    extra: tuple[str, ...] = (), en_extra: str = "") -> Noun:
        """«другое ваше закрытое существо противника стоимостью 3 или меньше» and its English."""
        self.took(sel, "kind", "card_type")
        heads = W.HEADS.get(sel.card_type or "") or W.HEADS.get(sel.kind)
        if heads is None:
            self.unknown(f"a selector of kind {sel.kind!r}", "ru")
            heads = W.HEADS[A.CARD]
        head_ru, head_en = heads
        modifiers: list[str] = list(extra)
        en_pre: list[str] = [en_extra] if en_extra else []
        tail_ru: list[str] = []
        tail_en: list[str] = []
        if sel.side != A.ANY:
            self.took(sel, "side")
            side = self.lookup(W.SELECT_SIDES, sel.side, "side")
            if sel.side != A.YOU:
                tail_ru.append(side.ru)
                tail_en.append(side.en)
        if sel.other:
            self.took(sel, "other")
            modifiers.append("другой")
        # «your» cards hoarded are those under your holders (the zone's words say it): the cards may be anyone's
        if sel.side == A.YOU and sel.zone not in _HOARDED_ZONES:
            modifiers.append("ваш")
            en_pre.append("your")
        if sel.other:
            en_pre.append("other" if many or sel.side == A.YOU else "another")
        if sel.state is not None:
            self.took(sel, "state")
            adjective = W.STATE_ADJECTIVES.get(sel.state)
            if adjective is not None:
                modifiers.append(adjective[0])
                en_pre.append(adjective[1])
            else:
                state = self.lookup(W.STATES, sel.state, "Select.state")
                tail_ru.append(state.ru)
                tail_en.append(state.en)
        for part in self.select_filters(sel):
            tail_ru.append(part.ru)
            tail_en.append(part.en)
        if sel.zone != A.PLAY:
            self.took(sel, "zone")
            if sel.zone != implied_zone:
                where = self.lookup(W.ZONES, sel.zone, "zone")
                tail_ru.append(where.ru)
                tail_en.append(where.en)
        head_en_words = W.english_plural(head_en) if many else head_en
        en = " ".join([*en_pre, head_en_words, *tail_en])
        return Noun(NounPhrase(head_ru, tuple(modifiers), ", ".join(tail_ru), many), en)

    def select_filters(self, sel: A.Select) -> Iterator[Words]:
        """The filters of a selector that follow its noun: class, element, cost, strike, name, keyword."""
        for name, templates in W.SELECT_FILTERS:
            value = getattr(sel, name)
            if value in (None, (), False):
                continue
            self.took(sel, name)
            if name == "cost_min" and sel.cost_max == value:  # «стоимостью 1»: said once, by cost_max
                continue
            if name == "cost_max" and sel.cost_min == value:
                yield Words(f"стоимостью {value}", f"with cost {value}")
                continue
            yield self.fill(sel, templates)

    def class_words(self, value: Any, lang: str) -> str:
        names = (value,) if isinstance(value, str) else tuple(value)
        shown = [self.plain(n, lang) if n != A.CHOSEN_CLASS else self.pick(Words(*W.VALUES[A.CHOSEN_CLASS]), lang)
                 for n in names]
        return (" или " if lang == "ru" else " or ").join(shown)

    def ref_noun(self, ref: A.Ref, implied_zone: str | None = None) -> Noun:
        """The cards or players a Ref names, as a noun phrase."""
        self.took(ref, "kind")
        if ref.kind == "this":
            noun = self.this_noun()
        elif ref.kind == "target":
            noun = self.target_noun(ref)
        elif ref.kind == "all":
            self.took(ref, "select")
            sel = ref.select or A.Select()
            noun = self.select_noun(sel, many=True, implied_zone=implied_zone, extra=("весь",), en_extra="all")
        elif ref.kind in ("hero", "player"):
            self.took(ref, "side")
            table = W.HEROES if ref.kind == "hero" else W.PLAYERS
            noun = self.fixed_noun(table.get(ref.side), f"a {ref.kind} of side {ref.side!r}")
        elif ref.kind == "it":
            noun = self.it_noun()
        elif ref.kind == "event":
            noun = self.event_noun(ref)
        else:
            noun = self.fixed_noun(W.REFS.get(ref.kind), f"Ref.kind {ref.kind!r}")
        if ref.select is not None and ref.kind != "all":
            self.took(ref, "select")
        return noun

    def fixed_noun(self, forms: tuple[str, ...] | None, what: str) -> Noun:
        """A noun of fixed words: nominative, English, then the other cases (``W.HEROES``)."""
        if forms is None:
            return Noun(self.unknown(what, "ru"), "(…)")
        ru, en, *cases = forms
        return Noun(ru, en, tuple(zip(CASES[1:], cases, strict=False)))

    def this_noun(self) -> Noun:
        head, en = W.HEADS.get(self.card.type if self.card else "card", W.HEADS["card"])
        return Noun(NounPhrase(head, ("этот",)), f"this {en}")

    def target_noun(self, ref: A.Ref) -> Noun:
        self.took(ref, "index")
        if ref.index >= len(self.targets):
            return Noun("(…)", "(…)") if not self.strict else self._raise(f"target #{ref.index} of an ability with "
                                                                          f"{len(self.targets)} targets")
        target = self.targets[ref.index]
        ordinal: tuple[str, ...] = ()
        en_ordinal = ""
        if len(self.targets) > 1:
            ordinal = (W.ORDINALS[min(ref.index, len(W.ORDINALS) - 1)][0],)
            en_ordinal = W.ORDINALS[min(ref.index, len(W.ORDINALS) - 1)][1] + " "
        kind_ru, kind_en = W.HEADS.get(target.select.card_type or "") or W.HEADS.get(target.select.kind, W.HEADS["card"])
        many = target.max > 1
        return Noun(NounPhrase(kind_ru, ("выбранный", *ordinal), many=many),
                    f"the {en_ordinal}chosen {W.english_plural(kind_en) if many else kind_en}")

    def it_noun(self) -> Noun:
        last = self.last
        if last is None or not isinstance(last.ru, NounPhrase):  # «та карта»: «эта карта» would name the card itself
            return Noun("та карта", "that card", (("gent", "той карты"), ("datv", "той карте"),
                                                  ("accs", "ту карту"), ("ablt", "той картой"), ("loct", "той карте")))
        many = last.ru.many
        return Noun(NounPhrase(last.ru.head, ("этот",), many=many), "them" if many else "it")

    def event_noun(self, ref: A.Ref) -> Noun:
        self.took(ref, "role")
        trigger = self.trigger
        if ref.role == A.EVENT_PLAYER:
            return Noun(NounPhrase("герой", tail="этого игрока"), "that player's hero")
        if trigger is None and ref.role == "other" and self.replaced == A.WOUNDED:  # the replaced wounds' source
            return Noun("источник заменённых ран", "the source of the replaced wounds",
                        (("gent", "источника заменённых ран"), ("datv", "источнику заменённых ран"),
                         ("accs", "источник заменённых ран"), ("ablt", "источником заменённых ран"),
                         ("loct", "источнике заменённых ран")))
        if trigger is not None and trigger.event == A.DIES and ref.role in ("other", A.EVENT_DESTROYER_OPPONENT):
            return destroyer_noun(ref.role == A.EVENT_DESTROYER_OPPONENT)  # «Игрок, уничтоживший эту карту»
        if ref.role == "subject":
            if trigger is None or trigger.subject is None:
                return self.this_noun()
            subject = trigger.subject  # (its card type first: «этот квест», not «эта карта», which reads as the source)
            head, en = W.HEADS.get(subject.card_type or "") or W.HEADS.get(subject.kind, W.HEADS["card"])
            return Noun(NounPhrase(head, ("этот",)), f"that {en}")
        other = trigger.other if trigger is not None else None
        head, en = W.HEADS.get(other.kind if other is not None else "card", W.HEADS["card"])
        event = trigger.event if trigger is not None else ""
        ru_adj, en_adj = W.EVENT_OTHER.get(event, ("второй", "other"))
        return Noun(NounPhrase(head, (ru_adj,)), f"the {en_adj} {en}")

    def _raise(self, what: str) -> Noun:
        raise UnknownNode(what)

    # -- conditions, costs, durations, keywords -----------------------------------------------------------
    def condition(self, cond: A.Condition) -> Words:
        if cond.kind == A.RULES_OPTION:  # the reading of an open rule that a game chooses, said in words
            self.took(cond, "kind", "state")
            return self.lookup(W.RULES_OPTIONS, cond.state, "rules option")
        equal = f"{cond.kind}==" if cond.op == "==" and f"{cond.kind}==" in W.CONDITIONS else None
        templates = self.entry(W.CONDITIONS, equal or cond.kind, cond, "kind")  # «столько же, сколько …»: own words
        if templates is None:
            return Words("(…)", "(…)")
        if equal:
            self.took(cond, "op")
        if cond.kind in ("and", "or", "not"):
            self.took(cond, "parts")
            parts = [self.condition(p) for p in cond.parts]
            if cond.kind == "not":
                return Words(templates[0].replace("{parts}", parts[0].ru), templates[1].replace("{parts}", parts[0].en))
            return Words.join(parts, " и " if cond.kind == "and" else " или ", " and " if cond.kind == "and" else " or ")
        return self.fill(cond, templates)

    def history(self, q: A.HistoryQuery) -> Words:
        """A measure of the event history: «число существ противника, погибших в этот ход», «число атак этой карты
        в прошлый ход», «число ран, излеченных с ваших существ в ваш прошлый ход»."""
        self.took(q, "event", "window", "subject", "of_source", "other", "measure")
        part = self.lookup(W.HISTORY_EVENTS, q.event, "history event")
        window = self.lookup(W.HISTORY_WINDOWS, q.window, "history window")
        if q.of_source:
            events, this = self.lookup(W.HISTORY_NOUNS, q.event, "history event"), self.this_noun()
            words = Words(f"число {events.ru} {this.form(GENITIVE)} {window.ru}", f"the number of {events.en} by {this.en} "
                          f"{window.en}")
        else:
            subject = self.select_noun(q.subject or A.Select(A.CARD), many=True)
            words = self._history_measure(q, subject, part, window)
        if q.other is not None:
            other = self.select_noun(q.other)
            words = Words(f"{words.ru} (вторая карта события — {other.form(NOMINATIVE)})",
                          f"{words.en} (the event's other card: {other.en})")
        return words

    def _history_measure(self, q: A.HistoryQuery, subject: Noun, part: Words, window: Words) -> Words:
        if q.measure == A.SUM_AMOUNTS and q.event == A.WOUNDED:
            return Words(f"число ран, полученных {subject.form(INSTRUMENTAL)} {window.ru}",
                         f"the number of wounds {subject.en} took {window.en}")
        if q.measure == A.SUM_AMOUNTS and q.event == A.HEALED:
            return Words(f"число ран, излеченных с {subject.form(GENITIVE)} {window.ru}",
                         f"the number of wounds healed from {subject.en} {window.en}")
        if q.measure == A.SUM_AMOUNTS:
            return Words(f"сумма значений событий: {subject.form(NOMINATIVE)}, {part.ru} {window.ru}",
                         f"the total of the events' values: {subject.en} {part.en} {window.en}")
        different = ("разных ", "different ") if q.measure == A.DISTINCT_CARDS else ("", "")
        return Words(f"число {different[0]}{subject.form(GENITIVE)}, {part.ru} {window.ru}",
                     f"the number of {different[1]}{subject.en} {part.en} {window.en}")

    def cost(self, cost: A.Cost) -> Words:
        tokens = cost.kind == "remove_markers" and (cost.marker or "").startswith(A.TOKEN_COUNTER_PREFIX)
        if cost.is_x and cost.kind == "remove_markers" or tokens:  # «Снимите Х / N или более эффектов ужаса»
            self.took(cost, "kind", "is_x", "amount", "marker")
            ru, _, en = W.counter_noun(cost.marker or "").partition("|")
            whence = Words("с ваших карт (сначала с вашего героя)", "from your cards (your hero's first)") if tokens \
                else Words("с этой карты", "from this card")  # a player's tokens: engine/named_counters.py
            if not cost.is_x:  # «Снимите 2 жетона молитвы»
                return Words(f"снимите {_noun_phrase(ru).counted(cost.amount, ACCUSATIVE)} {whence.ru}",
                             f"remove {cost.amount} {en if cost.amount == 1 else W.english_plural(en)} {whence.en}")
            least = Words(f" (не меньше {cost.amount})", f" (at least {cost.amount})") if cost.amount else EMPTY
            return Words(f"снимите X {_noun_phrase(ru).form(GENITIVE, many=True)} {whence.ru}{least.ru}",
                         f"remove X {W.english_plural(en)} {whence.en}{least.en}")
        if cost.kind == "close_own" and cost.select is None:  # «Закройте ваше существо:» (declare.pick_pool)
            self.took(cost, "kind", "select")
            return Words("закройте другое ваше открытое существо", "close another open creature of yours")
        if cost.is_x and cost.kind == "remove_extra_lives":  # «снимите Х дополнительных жизней с ваших персонажей»
            self.took(cost, "kind", "is_x", "amount")
            return Words("снимите X дополнительных жизней с ваших персонажей",
                         "remove X extra lives from your characters")
        if cost.is_x and cost.kind == "wound_hero":  # «раньтесь на Х», «ранить вашего героя на Х» (costs)
            self.took(cost, "kind", "is_x", "amount")
            return Words("раньте вашего героя на X", "wound your hero by X")
        if cost.is_x and cost.kind == "wound_close_own":  # «Раньте Х ваших существ на 1, закройте их» (costs)
            self.took(cost, "kind", "is_x", "amount")
            return Words(f"раньте X ваших открытых существ на {cost.amount} и закройте их",
                         f"wound X open creatures of yours by {cost.amount} and close them")
        if cost.is_x and cost.kind == "discard" and cost.select is None:  # «(Х), сбросьте Х карт:» (costs)
            self.took(cost, "kind", "is_x", "amount", "select")
            return Words("сбросьте X карт", "discard X cards")
        if cost.is_x:  # «X{м}»: the amount is the X declared
            self.took(cost, "kind", "is_x", "amount")
            return Words("X монет", "X coins")
        templates = self.entry(W.COSTS, cost.kind, cost, "kind")
        return self.fill(cost, templates) if templates else Words("(…)", "(…)")

    def duration(self, code: str | None) -> Words:
        if code is None:
            return EMPTY
        return self.lookup(W.DURATIONS, code, "duration")

    def keyword_words(self, code: str, value: int | None = None) -> Words:
        words = self.lookup(W.KEYWORDS, code, "keyword")
        if value is not None and ("N" in words.ru or value != 1):
            return Words(words.ru.replace("N", str(value)) if "N" in words.ru else f"{words.ru} {value}",
                         words.en.replace("N", str(value)) if "N" in words.en else f"{words.en} {value}")
        return Words(words.ru.replace(" N", ""), words.en.replace(" N", ""))

    # -- effects -------------------------------------------------------------------------------------------
    def effects(self, effects: Iterable[Any]) -> Words:
        """A list of effects (or of modes: tuples / abilities) joined as one sentence (with «и» when it is the group of
        a sequence under one condition: «если существо погибло, это существо получает Опыт в атаке и Броню 2» — «;»
        would read as if the condition were the first one's only)."""
        joiner = getattr(self, "joiner", "; ")
        self.joiner = "; "  # (lists inside these effects are joined as usual)
        parts = []
        previous: A.Condition | None = None
        for e in effects:
            if isinstance(e, A.Effect):
                parts.append(self.effect(e, otherwise_of=previous))
                previous = e.condition
                self.previous_effect = e
            elif isinstance(e, A.Ability):
                body = self.ability_body(e)
                parts.append(Words(body.ru.rstrip("."), body.en.rstrip(".")))
            elif isinstance(e, tuple):
                parts.append(self.effects(e))
            else:
                parts.append(Words(self.unknown(f"an effect list item {e!r}", "ru"), "(…)"))
        self.joiner = joiner  # (a sequence's group is described once per language)
        return Words.join(parts, joiner, "; " if joiner == "; " else " and ")

    def effect(self, e: A.Effect, otherwise_of: A.Condition | None = None) -> Words:
        """One effect; ``otherwise_of`` is the previous effect's condition (its negation here reads «иначе»)."""
        outer_joiner = getattr(self, "joiner", "; ")
        if e.verb == "sequence" and e.condition is not None:
            self.joiner = " и "  # (read by the effects() of its group, the list its words describe)
        try:
            return self._effect(e, otherwise_of)
        finally:
            self.joiner = outer_joiner

    def _effect(self, e: A.Effect, otherwise_of: A.Condition | None) -> Words:
        last_before = self.last  # (the condition is asked before the effect: its «та карта» is the card named before)
        templates = self.entry(W.EFFECTS, e.verb, e, "verb")
        chosen_by: tuple[str, ...] = ()
        if isinstance(templates, W.Variants):  # the words depend on some params: they choose the templates
            chosen_by = templates.keys
            self.took(e, *("params." + key for key in chosen_by))
            templates = templates.table[templates.pick(e)]
        if templates is None:
            words = Words("(…)", "(…)")
        elif callable(templates):  # a verb whose words depend on its values (W.EFFECTS notes which)
            words = Words(*templates(self, e))
        else:
            # a delayed instruction waiting for an event («при следующем розыгрыше заклинания …»): «его» in it is
            # that event's card
            outer, self.trigger = self.trigger, e.param("trigger") or self.trigger
            try:
                words = self.verb_words(e, templates)
            finally:
                self.trigger = outer
        words = Words.join([words, *self.unmentioned_params(e, templates, chosen_by)], " ")
        if e.what is not None:
            self.took(e, "what")
            self.last = self.ref_noun(e.what)
            if e.verb == "look" and not e.param("take") and e.param("rest") == A.REST_KEEP:  # «её» next: the top card
                self.last = Noun(NounPhrase("карта", ("показанный" if e.param("reveal") else "верхний",)), "that card")
            elif e.verb == A.CREATE and e.param("name") is None:  # «создайте копию …; она …»: «она» is the copy
                self.last = Noun(NounPhrase("копия"), "the copy")
        if e.optional and e.param("decider") == A.OPPONENT:  # «противник может …»: he decides
            self.took(e, "optional", "params.decider")
            words = Words(f"противник может решить: {words.ru}", f"the opponent may decide to: {words.en}")
        elif e.optional:
            self.took(e, "optional")
            words = Words(may(words.ru), "you may " + words.en)
        if e.condition is not None:
            self.took(e, "condition")
            last_after, self.last = self.last, last_before
            cond = self.condition(e.condition)
            self.last = last_after
            if otherwise_of is not None and e.condition.kind == "not" and e.condition.parts == (otherwise_of,):
                words = Words(f"иначе {words.ru}", f"otherwise {words.en}")  # «если X, …; иначе …»
            else:
                words = Words(f"если {cond.ru}, {words.ru}", f"if {cond.en}, {words.en}")
        if e.then:
            self.took(e, "then")
            then = self.effects(e.then)
            doer = "they" if e.optional and e.param("decider") == A.OPPONENT else "you"  # («противник может …, при этом»)
            words = Words(f"{words.ru}; при этом {then.ru}", f"{words.en}; if {doer} do, {then.en}")
        if e.otherwise and e.param(A.IF_UNABLE):  # «…; если вы не можете этого сделать, …» (not when declined)
            self.took(e, "otherwise", "params." + A.IF_UNABLE)
            self.joiner = " и "  # (all of them are the other branch: «;» would read as if the last ran always)
            other = self.effects(e.otherwise)
            words = Words(f"{words.ru}; если вы не можете этого сделать, {other.ru}",
                          f"{words.en}; if you cannot do that, {other.en}")
        elif e.otherwise:
            self.took(e, "otherwise")
            other = self.effects(e.otherwise)
            words = Words(f"{words.ru}; иначе {other.ru}", f"{words.en}; otherwise {other.en}")
        return words

    def _many_it(self, e: A.Effect) -> bool:
        """Whether the effect acts on IT and IT is several cards («Ваши существа получают +2 к удару и …»: «эти
        существа»)."""
        return isinstance(e.what, A.Ref) and e.what.kind == "it" and self.last is not None \
            and isinstance(self.last.ru, NounPhrase) and self.last.ru.many

    def verb_words(self, e: A.Effect, templates: tuple[Any, Any]) -> Words:
        """An effect's own words from its templates (each side a string, or a pair: the form for «вы», the form for
        another player), agreeing with its subject. Callable entries of W.EFFECTS use it for the templates they pick."""
        ru, en = templates
        if isinstance(ru, tuple):  # (form for «вы», form for another player)
            ru = ru[0] if e.what == A.YOU_PLAYER else ru[1]
        if isinstance(en, tuple):
            en = en[0] if e.what == A.YOU_PLAYER else en[1]
        words = self.fill(e, (ru, en))
        if e.what is not None and (self.plural_subject(e) or self._many_it(e)):  # «все герои теряет» → «… теряют»
            noun = self.ref_noun(e.what)
            words = Words(_agree(words.ru, noun.form()), _agree_en(words.en, noun.en))
            if words.en.startswith("them "):  # «эти существа получают …»: the subject, «they»
                words = Words(words.ru, "they " + words.en[len("them "):])
        if e.what == A.YOU_PLAYER and words.ru.startswith("вы "):  # «вы берёт» → «вы берёте»
            verb, _, rest = words.ru[3:].partition(" ")
            words = Words(f"вы {verb_for_you(verb)} {rest}".strip(), words.en)
        if e.what == A.YOU_PLAYER and words.en.startswith("you "):  # «you draws» → «you draw»
            verb, _, rest = words.en[4:].partition(" ")
            words = Words(words.ru, f"you {W.english_base(verb)} {rest}".strip())
        return words

    def unmentioned_params(self, e: A.Effect, templates: Any, chosen_by: tuple[str, ...] = ()) -> Iterator[Words]:
        """Words for the params the verb's templates do not mention (a duration, «до N», …); ``chosen_by``: the params
        that named the verb's form (its words say them)."""
        mentioned = set(re.findall(r"\bp\.(\w+)", " ".join(_flat(templates)))) if templates and not callable(templates) \
            else {key for key, _ in e.params} if templates else set()
        mentioned.update(chosen_by)
        for key, value in e.params:
            if key in mentioned:
                continue
            found = W.PARAMS.get(key)
            if found is None:
                self.missing.append(f"param {key!r} of verb {e.verb!r}")
                if self.strict:
                    raise UnknownNode(f"param {key!r} of verb {e.verb!r} has no words")
                continue
            self.took(e, "params." + key)
            if value in (None, False, A.PERMANENT) and key != "duration" or value == A.PERMANENT:
                continue
            if key == "duration" and value == A.WHILE and "while" in mentioned:
                continue  # the template's «(пока <условие>)» already says how long it lasts
            yield Words(self._fill(e, found[0], "ru"), self._fill(e, found[1], "en"))

    # -- abilities -----------------------------------------------------------------------------------------
    def ability(self, ab: A.Ability) -> Words:
        """One ability: zone, payment, trigger, condition, targets, effects, statics, limits."""
        self.took(ab, "kind", "text")
        if ab.keyword is not None:
            self.took(ab, "keyword")
            code, value = ab.keyword
            words = self.keyword_words(code, value) if not isinstance(value, A.Amount) else Words.join(
                [self.keyword_words(code), Words("Х", "X")], " ")  # «Засада Х{м}, где Х — …»: the body says what Х is
            if code == "superiority" and not ab.meta:  # a bare «Превосходство»: the rules option's default reading
                words = Words(f"{words.ru} (над всеми существами)",
                              f"{words.en} (over every creature)")
            words = Words.join([words, self.meta(ab)], " ")
            if not ab.effects and not ab.statics and ab.trigger is None:
                return words
            return Words.join([words, self.ability_body(ab)], ". ")
        return self.ability_body(ab)

    def meta(self, ab: A.Ability) -> Words:
        """The words of an ability's meta entries (a keyword's class, what a static applies over …)."""
        parts = []
        for key, value in ab.meta:
            if key == A.PER_BATTLE:  # «(N раз за бой)»: beside the per-turn limit (compiler._split_per_battle)
                self.took(ab, "meta." + key)
                parts.append(Words("(Раз за бой.)", "(Once a battle.)") if value == 1 else
                             Words(f"(Не больше {value} {agree_with_number('раз', value, GENITIVE)} за бой.)",
                                   f"(At most {value} times a battle.)"))
            elif key in W.META:
                self.took(ab, "meta." + key)
                parts.append(self.fill(ab, W.META[key]))
            else:
                self.unknown(f"meta {key!r}", "ru")
        return Words.join(parts, " ")

    def ability_body(self, ab: A.Ability) -> Words:
        saved = (self.targets, self.trigger, self.last)
        # a mode of «выберите одно из» has no trigger of its own: its «эта карта поддержки» is still the event's card
        self.targets, self.trigger, self.last = ab.targets, ab.trigger or self.trigger, None
        try:
            return self._ability_body(ab)
        finally:
            self.targets, self.trigger, self.last = saved

    def _ability_body(self, ab: A.Ability) -> Words:
        self.took(ab, "kind", "text")
        parts: list[Words] = []
        if ab.zone != A.PLAY:
            self.took(ab, "zone")
            where = self.lookup(W.ABILITY_ZONES, ab.zone, "ability zone")
            parts.append(Words(f"({where.ru})", f"({where.en})"))
        if ab.costs:
            self.took(ab, "costs")
            paid = Words.join([self.cost(c) for c in ab.costs], ", ")
            parts.append(Words(capitalised(paid.ru) + ":", capitalised(paid.en) + ":"))
        if ab.trigger is not None:
            self.took(ab, "trigger")
            parts.append(self.trigger_words(ab.trigger))
        replaced = [part for part in ab.statics if part.kind == "replace"]
        self.replaced = replaced[0].what if replaced else None
        if replaced:  # «Если … должен получить раны, вместо этого …»: what is replaced comes before what is done
            self.took(ab, "statics")
            head = Words.join([self.static(part) for part in replaced], " ")
            parts.append(Words(head.ru.rstrip(".") + ":", head.en.rstrip(".") + ":"))
        sentence: list[Words] = []
        if ab.condition is not None:
            self.took(ab, "condition")
            cond = self.condition(ab.condition)
            sentence.append(Words(f"если {cond.ru},", f"if {cond.en},"))
        body = [self.target_words(t) for t in ab.targets if not t.at_execution]
        if ab.targets:
            self.took(ab, "targets")
        if ab.effects:
            self.took(ab, "effects")
            body.append(self.effects(ab.effects))
        late = [t for t in ab.targets if t.at_execution]
        if late:
            names = Words.join([self.target_words(t) for t in late], "; ")
            body.append(Words(f"(цель выбирается, когда до неё доходит исполнение: {names.ru})",
                              f"(the target is chosen when the resolution reaches it: {names.en})"))
        if body:
            instructions = Words.join(body, "; ")
            if ab.optional:
                self.took(ab, "optional")
                instructions = Words(may(instructions.ru), "you may " + instructions.en)
            sentence.append(instructions)
        if sentence:
            text = Words.join(sentence, " ")
            parts.append(Words(capitalised(text.ru) + ".", capitalised(text.en) + "."))
        if ab.statics:
            self.took(ab, "statics")
            parts.extend(self.static(part) for part in ab.statics if part.kind != "replace")
        if ab.meta and ab.keyword is None:
            parts.append(self.meta(ab))
        limit = self.limit(ab)
        if limit.ru:
            parts.append(limit)
        return Words.join(parts, " ")

    def target_words(self, target: A.Target) -> Words:
        self.took(target, "select", "min", "max", "chooser", "at_execution")
        many = target.max > 1
        if target.min == target.max:
            count_ru = f"{target.max} " if many else ""
            count_en = f"{target.max} " if many else "a "
            if not many and noun_en_starts_determined(self.select_noun(target.select).en):
                count_en = ""
        elif not target.min and target.max >= ANY_NUMBER:  # «любое число <карт>»
            count_ru, count_en = "любое число ", "any number of "
        elif target.select.state in (A.QUEST_COUNTER_COUNT, "x_paid_count", A.X_DECLARED_COUNT,
                                     A.COUNT_OF_FIRST_TARGET):  # a number the select's state says
            count_ru, count_en = "", ""
        else:
            count_ru = f"от {target.min} до {target.max} " if target.min else f"до {target.max} "
            count_en = f"{target.min} to {target.max} " if target.min else f"up to {target.max} "
        noun = self.select_noun(target.select, many=many)
        if many and target.min == target.max:
            ru_noun = noun.ru.counted(target.max, ACCUSATIVE) if isinstance(noun.ru, NounPhrase) else noun.form()
            count_ru = ""
        else:
            ru_noun = noun.form(GENITIVE if many else ACCUSATIVE)
        if target.chooser == A.YOU:
            return Words(f"выберите {count_ru}{ru_noun}", f"choose {count_en}{noun.en}")
        return Words(f"противник выбирает {count_ru}{ru_noun}", f"the opponent chooses {count_en}{noun.en}")

    def trigger_words(self, t: A.Trigger) -> Words:
        self.took(t, "event")
        templates = self.entry(W.TRIGGERS, t.event, t, "event")
        if t.event == A.SEARCHED and t.subject is not None:  # whose search: the side of the deck's cards
            templates = W.SEARCHERS[t.subject.side]
            for field in ("subject", "kind", "side", "zone"):
                self.took(t if field == "subject" else t.subject, field)
        words = self.fill(t, templates) if templates else Words("(…)", "(…)")
        if t.whose_turn != A.ANY:
            self.took(t, "whose_turn")
            turn = self.lookup(W.WHOSE_TURN, t.whose_turn, "whose_turn")
            words = Words(f"{words.ru} {turn.ru}", f"{words.en} {turn.en}")
        if t.nth:
            self.took(t, "nth")
            if t.event == A.BOOSTED:  # «Когда получает третий (или более) эффект усиления»
                words = Words(f"{words.ru}, и эффектов усиления на этой карте становится {t.nth} или больше",
                              f"{words.en} and this card then has {t.nth} or more boosts")
        if t.except_first:  # engine/trigger_points._first_this_turn
            self.took(t, "except_first")
            words = Words(f"{words.ru}, кроме первого такого раза за ход у каждого игрока",
                          f"{words.en}, except each player's first time this turn")
        if t.from_play is not None:  # engine/trigger_points._matches: whether the card came from the play zone
            self.took(t, "from_play")
            ru, en = ("с поля боя", "from play") if t.from_play else ("не с поля боя", "not from play")
            words = Words(f"{words.ru} {ru}", f"{words.en} {en}")
        if t.event == A.MOR_FIRES and t.moved is not None:  # engine/trigger_points._mor_moved_fits
            words = self.mor_moved_words(t)
        if t.event == A.COINS_SPENT and t.other is not None:  # (the card paid for: played, or its ability activated)
            for field in ("other", "kind"):
                self.took(t if field == "other" else t.other, field)
            words = Words(f"{words.ru}, оплачивая карту или способность", f"{words.en} to pay for a card or an ability")
        return Words(capitalised(words.ru) + ":", capitalised(words.en) + ":")

    def mor_moved_words(self, t: A.Trigger) -> Words:
        """«Если из-за Мора любого <карты> на кладбище попали только <карты>»: whose Мор, and what it moved."""
        self.took(t, "other", "moved")
        whose = Words("этой карты", "this card")
        if t.other is not None:
            self.took(t.other, "kind", "side", "zone", "name")
            whose = Words(f"любой карты «{t.other.name}»", f"any card named «{t.other.name}»")
        moved_sel = t.moved or A.Select()
        self.took(moved_sel, "zone")  # (the graveyard is said after «попали»)
        moved = self.select_noun(dataclasses.replace(moved_sel, zone=A.PLAY), many=True)
        return Words(f"когда срабатывает Мор {whose.ru} и на кладбище попали только {moved.form()} (хотя бы одна карта)",
                     f"when the Mor of {whose.en} fires and it put only {moved.en} into a graveyard (at least one card)")

    def subject_noun(self, t: A.Trigger) -> Noun:
        return self.this_noun() if t.subject is None else self.select_noun(t.subject)

    def static(self, part: A.StaticPart) -> Words:
        templates = self.entry(W.STATICS, part.kind, part, "kind")
        if part.kind == "grant" and part.keyword in W.STATIC_GRANT_WORDS:  # a keyword whose value its words say
            self.took(part, "keyword")
            templates = W.STATIC_GRANT_WORDS[part.keyword]
        if part.kind == "limit" and part.what == A.MEDITATION_LIMIT:  # a limit of the cards of ``select``
            self.took(part, "what")
            templates = W.MEDITATION_LIMIT_WORDS
        if part.kind == "prevent_first" and part.what == A.FIRST_ATTACK:  # «… ран от первой атаки в ход противника»
            self.took(part, "what")
            templates = W.FIRST_ATTACK_PREVENTION_WORDS
            if part.per is not None and part.value == 1:  # «Х ран, где Х — …»: 1 × Х
                self.took(part, "value")
                templates = W.FIRST_ATTACK_PREVENTION_PER_WORDS
        words = self.fill(part, templates) if templates else Words("(…)", "(…)")
        if self.plural_subject(part):  # «ваши существа имеет» → «ваши существа имеют»
            noun = self.select_noun(part.select or A.Select(), many=True)
            words = Words(_agree(words.ru, noun.form()), _agree_en(words.en, noun.en))
            words = Words(_PASSIVE_SINGULAR.sub(r"быть \1ыми", words.ru), words.en)  # «не могут быть излеченными»
        if part.per is not None and not (templates and "{per" in templates[0]):
            self.took(part, "per")
            per_case = "gent" if isinstance(part.per, A.Select) else "nomn"  # («× число …»: an amount stays nominative)
            per = self.render(part.per, [per_case, "many"], "ru"), self.render(part.per, ["many"], "en")
            if isinstance(part.per, A.Select):
                per = f"число {per[0]}", f"the number of {per[1]}"
            if part.kind == "grant" and " N" in W.KEYWORDS.get(part.keyword or "", ("", ""))[0]:  # «имеют жажду Х, где
                words = Words(f"{words.ru} X, где X — {per[0]}", f"{words.en} X, where X is {per[1]}")  # Х — …»
            else:
                words = Words(f"{words.ru} × {per[0]}", f"{words.en} × {per[1]}")
        if part.condition is not None:
            self.took(part, "condition")
            cond = self.condition(part.condition)
            words = Words(f"Пока {cond.ru}: {words.ru}", f"While {cond.en}: {words.en}")
        return Words(capitalised(words.ru) + ".", capitalised(words.en) + ".")

    def limit(self, ab: A.Ability) -> Words:
        """How often the ability works: the rules' default (112.5, 113.4) or the card's own limit."""
        if ab.kind not in (A.ACTIVATED, A.TRIGGERED):
            return EMPTY
        if ab.per_turn == 1:
            self.took(ab, "per_turn")
        if ab.every_time:
            self.took(ab, "every_time")
            return Words("(Срабатывает каждый раз.)", "(Works every time.)")
        if ab.per_turn is not None and ab.per_turn != 1:
            self.took(ab, "per_turn")
            n = ab.per_turn
            return Words(f"(Не больше {n} {agree_with_number('раз', n, GENITIVE)} за ход.)",
                         f"(At most {n} time{'s' if n != 1 else ''} a turn.)")
        return Words("(Раз за ход.)", "(Once a turn.)")


_HOARDED_ZONES = frozenset((A.HOARDED, A.HOARDED_HERO, A.HOARDED_THIS, A.HOARDED_NIGHTMARE, A.HOARDED_NIGHTMARE_HERO))


# «быть излеченным / добытым»: a passive said of one card, put in the plural when the subject is several cards
_PASSIVE_SINGULAR = re.compile(r"\bбыть (\w+)ым\b")


def _agree(text: str, subject: str) -> str:
    """``text`` that starts with the plural ``subject``: its verb put in the plural («имеет» → «имеют»)."""
    if not text.lower().startswith(subject.lower() + " "):
        return text
    verb, _, rest = text[len(subject) + 1:].partition(" ")
    return f"{text[:len(subject)]} {verb_plural(verb)} {rest}".strip()


def _agree_en(text: str, subject: str) -> str:
    """The English of :func:`_agree`: «your creatures has» → «your creatures have»."""
    if not text.lower().startswith(subject.lower() + " "):
        return text
    verb, _, rest = text[len(subject) + 1:].partition(" ")
    return f"{text[:len(subject)]} {W.english_base(verb)} {rest}".strip()


def _noun_phrase(words: str) -> NounPhrase:
    """«дополнительная жизнь», «эффект усиления» → a NounPhrase: the first noun in the nominative is the head, the
    words before it agree with it, the words after it stay as written."""
    from ..russian import morph

    split = words.split()
    head = next((i for i, word in enumerate(split) if any(
        p.tag.POS == "NOUN" and p.tag.case == NOMINATIVE for p in morph().parse(word))), len(split) - 1)
    lemmas = tuple(next((p.normal_form for p in morph().parse(a) if p.tag.POS in ("ADJF", "PRTF")), a)
                   for a in split[:head])
    return NounPhrase(split[head], lemmas, " ".join(split[head + 1:]))


def _flat(templates: Any) -> Iterator[str]:
    if isinstance(templates, str):
        yield templates
    elif isinstance(templates, tuple):
        for t in templates:
            yield from _flat(t)


# --------------------------------------------------------------------------------------------------------------
# Public entry points
# --------------------------------------------------------------------------------------------------------------


def describe_ability(ab: A.Ability, card: CardDef | None = None, strict: bool = False) -> Words:
    """One ability in Russian and English."""
    return Describer(card, strict).ability(ab)


def describe_card(card: CardDef, strict: bool = False) -> list[Words]:
    """Every compiled ability of ``card``, one ``Words`` each."""
    describer = Describer(card, strict)
    return [describer.ability(ab) for ab in card.abilities]


def internal_codes(text: str) -> list[str]:
    """The snake_case codes left in ``text`` (there should be none)."""
    return _CODE.findall(text)


def card_text(card: CardDef, described: Sequence[tuple[str, str]] | None = None) -> str:
    """The card as printed, then what the engine plays: each compiled ability in Russian, then in English
    (``described``: those words as (Russian, English) pairs when they are known already — the cached pool keeps
    them, ``compiled.described``)."""
    stats = []
    if card.cost is not None:
        stats.append(f"стоимость {'X' if card.cost_is_x else card.cost}")
    if card.strike is not None:
        stats.append(f"удар {card.strike}")
    if card.life is not None:
        stats.append(f"жизни {card.life}")
    lines = [f"{card.name}  [{card.key}]  {card.type_ru}, {', '.join(card.elements)}"
             + (f" — {', '.join(card.classes)}" if card.classes else ""),
             "  " + ", ".join(stats) if stats else "",
             *("  │ " + line for line in card.text.splitlines()),
             f"  set: {card.set_name or card.set_code} №{card.number}; confidence: {card.confidence}"]
    if card.abilities:
        if described is None:
            described = [(words.ru, words.en) for words in describe_card(card)]
        lines.append("  Как играет движок:")
        lines.extend(f"    • {ru}" for ru, _ in described)
        lines.append("  What the engine plays:")
        lines.extend(f"    • {en}" for _, en in described)
    status = "supported" if card.supported else "UNSUPPORTED: " + "; ".join(card.unsupported_text)
    lines.append(f"  status: {status}")
    return "\n".join(line for line in lines if line)


def node_fields(node: Any) -> Iterator[tuple[Any, str]]:
    """Every (node, field) of an ability tree that carries information: the fields that differ from their
    defaults, an effect's params and an ability's meta one key at a time (for the completeness test)."""
    if isinstance(node, (tuple, list)):
        for item in node:
            yield from node_fields(item)
        return
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else object())
        if f.name in ("params", "meta"):
            for key, item in value:
                yield node, f"{f.name}.{key}"
                yield from node_fields(item)
            continue
        if value == default:
            continue
        yield node, f.name
        yield from node_fields(value)


def _removes_extra_lives(e: A.Effect | None) -> bool:
    """«Снимите до N дополнительных жизней …»: its «таким образом» counts lives (one per life removed)."""
    return e is not None and e.verb == "extra_life" and bool(e.param("remove"))
