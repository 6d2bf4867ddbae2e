"""Deck legality (rules digest §1.3), including the deck-building texts printed on heroes and cards.

:func:`validate_deck` returns every problem; :func:`check_deck` raises one DataError listing them. The
deck-building texts are read from the card data by patterns (see :func:`hero_deck_rules` and
:func:`card_deck_rules`), so a reprint or a new hero with the same wording gets the same rule. The list of
texts handled is in ``docs/decks.md``.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple
from weakref import WeakKeyDictionary

from ..cards.data import CardPool, normalize_name
from ..cards.model import HERO, NEUTRAL, CardDef
from ..errors import DataError
from ..russian import count_of
from .format import Deck

if TYPE_CHECKING:
    from ..config import RulesConfig

UNPLAYABLE = frozenset({"no_hero", "not_a_hero", "hero_in_deck", "unknown_card", "token_in_deck",
                        "incomplete_card", "unsupported_cards"})
"""Problem codes that make a game with the deck impossible or meaningless: no (real) hero, cards the engine
cannot know or play (a creature without strike or life; text the
engine does not support, unless allowed). ``berserk play`` refuses such a deck; the other problems break
deck-building rules only, and it plays them with a warning."""

SIDEBOARD_SIZE = 10
"""Most cards in the sideboard (digest §1.3: community decks carry 10 — inferred)."""

# Russian adjective stems of the elements (тёмный, степное, горная …) → element.
ELEMENT_STEMS = {"темн": "Тьма", "степн": "Степи", "горн": "Горы", "лесн": "Леса", "болотн": "Болота",
                 "нейтральн": NEUTRAL}
_FILLER_WORDS = {"любых", "любые", "любой", "любая", "любого", "любое", "и"}
_DASH = "[—–-]"


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One reason a deck is not legal."""

    code: str
    rule: str | None
    message_ru: str
    message_en: str
    line: int | None = None
    key: str | None = None

    @property
    def blocks_play(self) -> bool:
        """Whether no game can be played with the deck (see ``UNPLAYABLE``), not only a rule of deck building
        broken (a casual game may still be played then)."""
        return self.code in UNPLAYABLE

    def __str__(self) -> str:
        rule = f"[§{self.rule}] " if self.rule else ""
        line = f"строка {self.line}: " if self.line else ""
        return f"{rule}{line}{self.message_ru} / {self.message_en} ({self.code})"


# ------------------------------------------------------------------------------------------- card filters


def _fold(text: str) -> str:
    return text.casefold().replace("ё", "е")


def _class_stem(card_class: str) -> str:
    folded = _fold(card_class)
    return folded[:-1] if len(folded) > 3 and folded[-1] in "ьаяйы" else folded


@dataclass(frozen=True, slots=True)
class CardFilter:
    """Which cards a deck-building text speaks of: by class (any of), element, or a word in the card."""

    classes: tuple[str, ...] = ()
    element: str | None = None
    mentions: str | None = None
    """A class stem: the card's name, class or text has a word of this class (e.g. «драконы», «Драконий»)."""

    def matches(
        self, card: CardDef, aliases: tuple[tuple[str, str], ...] = (), vocab: Vocabulary | None = None
    ) -> bool:
        """Whether ``card`` is such a card (``aliases``: «each X also counts as Y» class pairs)."""
        if self.element is not None and self.element not in card.elements:
            return False
        if self.classes and not _has_class(card, self.classes, aliases):
            return False
        if self.mentions is not None:
            return vocab is not None and vocab.mentions(card, self.mentions)
        return True


def _has_class(card: CardDef, wanted: tuple[str, ...], aliases: tuple[tuple[str, str], ...]) -> bool:
    classes = {_fold(c) for c in card.classes}
    classes |= {_fold(to) for frm, to in aliases if _fold(frm) in classes}
    return any(_fold(w) in classes for w in wanted)


class Vocabulary:
    """The class names of a pool, to read Russian noun phrases («тёмной нежити», «драконов»)."""

    def __init__(self, pool: Iterable[CardDef]) -> None:
        names = {c for card in pool for c in card.classes if not _fold(c).startswith("герой")}
        self.by_stem: dict[str, str] = {}
        for name in sorted(names):
            self.by_stem.setdefault(_class_stem(name), name)
        self._stems = sorted(self.by_stem, key=len, reverse=True)

    def class_of_word(self, word: str) -> str | None:
        """The class a word names («драконов» → «Дракон»; the longest matching stem wins)."""
        folded = _fold(word)
        stem = next((s for s in self._stems if folded.startswith(s)), None)
        return self.by_stem[stem] if stem else None

    def mentions(self, card: CardDef, stem: str) -> bool:
        """Whether a word of the card's name, classes or rules text names the class with this stem."""
        words = re.findall(r"[а-яё]+", _fold(" ".join((card.name, *card.classes, card.text))))
        return any((c := self.class_of_word(w)) is not None and _class_stem(c) == stem for w in words)


_VOCABULARIES: WeakKeyDictionary[CardPool, Vocabulary] = WeakKeyDictionary()


def vocabulary(pool: CardPool) -> Vocabulary:
    """The (cached) class vocabulary of a pool."""
    vocab = _VOCABULARIES.get(pool)
    if vocab is None:
        vocab = _VOCABULARIES[pool] = Vocabulary(pool)
    return vocab


def parse_phrase(phrase: str, vocab: Vocabulary) -> CardFilter | None:
    """«любых драконов» → class Дракон; «тёмной нежити» → element Тьма + class Нежить; None if unreadable."""
    classes: list[str] = []
    element: str | None = None
    for word in re.findall(r"[а-яёА-ЯЁ-]+", phrase):
        folded = _fold(word)
        if folded in _FILLER_WORDS:
            continue
        elem = next((e for stem, e in ELEMENT_STEMS.items() if folded.startswith(stem)), None)
        card_class = vocab.class_of_word(word)
        if elem is not None and element is None:
            element = elem
        elif card_class is not None:
            classes.append(card_class)
        else:
            return None
    return CardFilter(classes=tuple(classes), element=element) if classes else None


# ------------------------------------------------------------------------------------------- hero texts


@dataclass(frozen=True, slots=True)
class Allowance:
    """A hero text letting cards of other elements in: ``filter``, at most ``limit`` copies (None = any)."""

    filter: CardFilter
    limit: int | None
    text: str


@dataclass(frozen=True, slots=True)
class HeroDeckRules:
    """The deck-building rules printed on a hero."""

    allowances: tuple[Allowance, ...] = ()
    only_hero_elements: bool = False
    """«не может быть карт со стихиями, отличными от стихий героя»: no neutral or foreign-element cards."""
    only_multi_or_neutral: bool = False
    """«только мультистихийные и нейтральные карты»."""
    sideboard_bonus: int = 0
    class_aliases: tuple[tuple[str, str], ...] = ()
    """«Каждый ваш X также считается Y»: (X, Y) pairs."""
    texts: tuple[str, ...] = ()
    """The sentences these rules come from."""
    unrecognised: tuple[str, ...] = ()
    """Deck-building sentences the patterns could not read."""


_DECK = r"^в (?:вашей )?колоде "
_HERO_PATTERNS: tuple[tuple[str, str], ...] = (
    ("limit", _DECK + r"может быть до (?P<n>\d+) (?P<what>.+)$"),
    ("mentions", _DECK + r"могут быть любые карты, на которых упоминаются (?P<what>.+)$"),
    ("any_element", _DECK + r"могут быть (?P<what>.+?) любых стихий$"),
    ("any", _DECK + r"могут быть любые (?P<what>.+)$"),
    ("multi_or_neutral", _DECK + r"могут быть только мультистихийные и нейтральные карты$"),
    ("only_hero_elements", _DECK + r"не может быть карт со стихиями, отличными от стихий .+$"),
    ("sideboard", r"^в (?:вашей )?дополнительной колоде может быть на (?P<n>\d+) карт\w* больше$"),
    ("alias", r"^каждый ваш (?P<frm>[а-яё-]+) также считается (?P<to>[а-яё-]+)$"),
)
_DECK_SENTENCE = re.compile(r"колод\w* (?:не )?мо(?:жет|гут) быть", re.IGNORECASE)


def _sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!])\s+|\n", text)
    return [p.strip().rstrip(".").strip() for p in parts if p.strip()]


@dataclass
class _HeroRulesBuilder:
    allowances: list[Allowance] = field(default_factory=list)
    only_hero_elements: bool = False
    only_multi_or_neutral: bool = False
    sideboard_bonus: int = 0
    class_aliases: list[tuple[str, str]] = field(default_factory=list)

    def read(self, sentence: str, vocab: Vocabulary) -> bool:
        """Apply one sentence; False if no pattern reads it."""
        folded = _fold(sentence)
        for kind, pattern in _HERO_PATTERNS:
            m = re.match(pattern, folded)
            if m is not None:
                return self._apply(kind, m, sentence, vocab)
        return False

    def _apply(self, kind: str, m: re.Match[str], sentence: str, vocab: Vocabulary) -> bool:
        if kind == "multi_or_neutral":
            self.only_multi_or_neutral = True
        elif kind == "only_hero_elements":
            self.only_hero_elements = True
        elif kind == "sideboard":
            self.sideboard_bonus += int(m["n"])
        elif kind == "alias":
            frm, to = vocab.class_of_word(m["frm"]), vocab.class_of_word(m["to"])
            if not (frm and to):
                return False
            self.class_aliases.append((frm, to))
        else:
            flt = _allowance_filter(kind, m["what"], vocab)
            if flt is None:
                return False
            self.allowances.append(Allowance(flt, int(m["n"]) if kind == "limit" else None, sentence))
        return True


def _allowance_filter(kind: str, what: str, vocab: Vocabulary) -> CardFilter | None:
    if kind != "mentions":
        return parse_phrase(what, vocab)
    card_class = vocab.class_of_word(what.split()[0])
    return CardFilter(mentions=_class_stem(card_class)) if card_class else None


def hero_deck_rules(hero: CardDef, vocab: Vocabulary) -> HeroDeckRules:
    """Read the deck-building sentences of a hero's text (see ``docs/decks.md`` for the list)."""
    builder = _HeroRulesBuilder()
    texts: list[str] = []
    unrecognised: list[str] = []
    for sentence in _sentences(hero.text):
        if builder.read(sentence, vocab):
            texts.append(sentence)
        elif _DECK_SENTENCE.search(sentence):
            unrecognised.append(sentence)
    return HeroDeckRules(
        allowances=tuple(builder.allowances),
        only_hero_elements=builder.only_hero_elements,
        only_multi_or_neutral=builder.only_multi_or_neutral,
        sideboard_bonus=builder.sideboard_bonus,
        class_aliases=tuple(builder.class_aliases),
        texts=tuple(texts),
        unrecognised=tuple(unrecognised),
    )


# ------------------------------------------------------------------------------------------- card texts


_HORDE_RE = re.compile(r"(?:^|[.!]\s*|\n)\s*Орда(?=\s*(?:[.(]|$))", re.MULTILINE)
_AT_MOST_RE = re.compile(r"не более (?P<n>одного|одной|\d+) в колоде", re.IGNORECASE)
_ANY_HERO_CLASS_RE = re.compile(r"может быть в колоде любого героя-(?P<cls>[а-яё]+)", re.I)
_ONLY_HERO_CLASS_RE = re.compile(r"может быть в колоде только у (?:любого )?героя-(?P<cls>[а-яё]+)", re.I)
_NOT_IF_HERO_RE = re.compile(rf"не может быть в колоде, если ваш герой\s*{_DASH}\s*(?P<adj>[а-яё]+)", re.I)


@dataclass(frozen=True, slots=True)
class CardDeckRules:
    """The deck-building texts printed on a card."""

    horde: bool = False
    max_copies: int | None = None
    """«Не более одного в колоде»."""
    any_element_for_hero_class: str | None = None
    """«может быть в колоде любого героя-жреца» → ``"жрец"``: allowed whatever the hero's element."""
    only_hero_class: str | None = None
    """«может быть в колоде только у любого героя-воина» → ``"воин"``: only such heroes (any element)."""
    not_for_hero_element: str | None = None
    """«Не может быть в колоде, если ваш герой — тёмный» → ``"Тьма"``."""


def has_horde(card: CardDef) -> bool:
    """Whether the card has the keyword «Орда» as a sentence of its own («Орда.» or «Орда (…)»)."""
    return _HORDE_RE.search(card.text) is not None


def card_deck_rules(card: CardDef) -> CardDeckRules:
    """Read the deck-building texts of a (non-hero) card."""
    at_most = _AT_MOST_RE.search(card.text)
    any_class = _ANY_HERO_CLASS_RE.search(card.text)
    only_class = _ONLY_HERO_CLASS_RE.search(card.text)
    not_if = _NOT_IF_HERO_RE.search(card.text)
    return CardDeckRules(
        horde=has_horde(card),
        max_copies=None if at_most is None else (int(at_most["n"]) if at_most["n"].isdigit() else 1),
        any_element_for_hero_class=None if only_class or not any_class else _fold(any_class["cls"]),
        only_hero_class=None if only_class is None else _fold(only_class["cls"]),
        not_for_hero_element=None if not_if is None else _element_of_adjective(not_if["adj"]),
    )


def _element_of_adjective(adjective: str) -> str | None:
    folded = _fold(adjective)
    return next((e for stem, e in ELEMENT_STEMS.items() if folded.startswith(stem)), None)


def hero_has_class(hero: CardDef, genitive: str) -> bool:
    """Whether the hero is a «герой-<class>»; ``genitive`` as printed on cards («жреца», «мага» …)."""
    for card_class in hero.classes:
        folded = _fold(card_class)
        if folded.startswith("герой-") and genitive.startswith(folded.removeprefix("герой-")):
            return True
    return False


# ------------------------------------------------------------------------------------------- validation


@dataclass
class _Check:
    deck: Deck
    pool: CardPool
    config: RulesConfig
    problems: list[DeckProblem] = field(default_factory=list)

    def add(self, code: str, rule: str | None, ru: str, en: str, key: str | None = None) -> None:
        line = self.deck.line_of(key) if key else None
        self.problems.append(DeckProblem(code, rule, ru, en, line, key))

    def add_verdict(self, verdict: _Verdict, key: str) -> None:
        self.add(verdict.code, verdict.rule, verdict.ru, verdict.en, key)


class _Verdict(NamedTuple):
    code: str
    ru: str
    en: str
    rule: str = "1.3"


def validate_deck(
    deck: Deck, pool: CardPool, config: RulesConfig | None = None, allow_unsupported: bool = False
) -> list[DeckProblem]:
    """Every reason the deck is not legal (empty list = legal). Rules: digest §1.3 plus printed texts."""
    if config is None:
        from ..config import RulesConfig

        config = RulesConfig()
    check = _Check(deck, pool, config)
    hero = _check_hero(check)
    cards = _known_cards(check)
    _check_size(check)
    _check_kinds(check, cards)
    _check_copies(check, cards)
    if hero is not None:
        vocab = vocabulary(pool)
        rules = hero_deck_rules(hero, vocab)
        _check_hero_texts(check, hero, rules)
        _check_elements(check, hero, rules, cards, vocab)
        _check_sideboard(check, hero, rules)
    if not allow_unsupported:
        _check_supported(check, hero, cards)
    return check.problems


def check_deck(
    deck: Deck, pool: CardPool, config: RulesConfig | None = None, allow_unsupported: bool = False
) -> None:
    """Raise DataError listing every problem if the deck is not legal."""
    problems = validate_deck(deck, pool, config, allow_unsupported)
    if problems:
        listing = "\n".join(str(p) for p in problems)
        raise DataError(deck.source, f"колода не по правилам / the deck is not legal:\n{listing}")


def _check_hero(check: _Check) -> CardDef | None:
    key = check.deck.hero
    if key is None:
        check.add("no_hero", "1.3", "в колоде нет героя (добавьте строку «Герой: <имя>»)",
                  "the deck has no hero (add a line «Герой: <name>»)")
        return None
    if key not in check.pool:
        check.add("unknown_card", "1.3", f"неизвестный герой [{key}]", f"unknown hero [{key}]", key)
        return None
    hero = check.pool.get(key)
    if hero.type != HERO:
        check.add("not_a_hero", "1.3", f"«{hero.name}» — не герой ({hero.type_ru})",
                  f"«{hero.name}» is not a hero card ({hero.type})", key)
        return None
    return hero


def _known_cards(check: _Check) -> list[CardDef]:
    """The CardDefs of deck + sideboard (one per copy); unknown keys are reported once each."""
    cards: list[CardDef] = []
    unknown: set[str] = set()
    for key in check.deck.all_cards():
        if key in check.pool:
            cards.append(check.pool.get(key))
        elif key not in unknown:
            unknown.add(key)
            check.add("unknown_card", "1.3", f"неизвестная карта [{key}]", f"unknown card [{key}]", key)
    return cards


def _check_size(check: _Check) -> None:
    size, least = len(check.deck.cards), check.config.min_deck_size
    if size < least:
        check.add("deck_too_small", "1.3",
                  f"в колоде {_cards(size)}, нужно не меньше {least} (герой не считается)",
                  f"the deck has {size} cards; at least {least} are needed (the hero does not count)")


def _cards(n: int) -> str:
    """«1 карта», «3 карты», «40 карт»."""
    return count_of(n, "карта", "карты", "карт")


def _unique(cards: Iterable[CardDef]) -> list[CardDef]:
    return list({c.key: c for c in cards}.values())


def _kind_problem(card: CardDef) -> _Verdict | None:
    """Cards that can never be in a deck: heroes, tokens, creatures without stats (a quest is a deck card,
    docs/quests.md)."""
    name = f"«{card.name}»"
    if card.type == HERO:
        return _Verdict("hero_in_deck", f"герой {name} не может лежать в колоде: герой у колоды один",
                        f"hero {name} cannot be a card of the deck: a deck has exactly one hero", "1.3")
    if card.type == "token":
        return _Verdict("token_in_deck", f"{name} — созданная карта (жетон), её нет в колоде",
                        f"{name} is a created card (token); it cannot be in a deck", "1.3, 2.1")
    if card.type == "creature" and (card.strike is None or card.life is None):
        return _Verdict("incomplete_card", f"у существа {name} в данных нет удара или жизней",
                        f"creature {name} has no strike or life in the card data", "2.1")
    return None


def _check_kinds(check: _Check, cards: list[CardDef]) -> None:
    for card in _unique(cards):
        verdict = _kind_problem(card)
        if verdict is not None:
            check.add_verdict(verdict, card.key)


def copy_limit(card: CardDef, config: RulesConfig) -> tuple[int, str]:
    """Most copies of this card's name, and why: «Не более одного», «Орда» or the basic rule."""
    rules = card_deck_rules(card)
    if rules.max_copies is not None:
        return rules.max_copies, "«Не более одного в колоде»"
    if rules.horde:
        return config.horde_copies, "«Орда»"
    return config.max_copies, "§1.3"


def _newest(pool: CardPool, card: CardDef) -> CardDef:
    printings = pool.printings(card.name)
    return printings[0] if printings else card


def _check_copies(check: _Check, cards: list[CardDef]) -> None:
    by_name: dict[str, list[CardDef]] = defaultdict(list)
    for card in cards:
        by_name[normalize_name(card.name)].append(card)
    for copies in by_name.values():
        newest = _newest(check.pool, copies[0])
        limit, why = copy_limit(newest, check.config)
        count = len(copies)
        if newest.type != HERO and count > limit:
            check.add("too_many_copies", "1.3",
                      f"«{newest.name}»: {count_of(count, 'копия', 'копии', 'копий')} (с дополнительной колодой), "
                      f"можно не больше {limit} ({why})",
                      f"«{newest.name}»: {count} copies (sideboard included), at most {limit} ({why})",
                      copies[0].key)


def _check_hero_texts(check: _Check, hero: CardDef, rules: HeroDeckRules) -> None:
    for sentence in rules.unrecognised:
        check.add("hero_rule_unsupported", "1.3",
                  f"правило колоды героя «{hero.name}» не распознано: «{sentence}»",
                  f"the deck-building text of hero «{hero.name}» is not understood: «{sentence}»", hero.key)


def _element_list(elements: Iterable[str]) -> str:
    return ", ".join(elements) or "—"


def _check_elements(
    check: _Check, hero: CardDef, rules: HeroDeckRules, cards: list[CardDef], vocab: Vocabulary
) -> None:
    copies = Counter(card.key for card in cards)
    admitted: Counter[int] = Counter()
    for card in _unique(cards):
        if card.type == HERO:
            continue
        verdict = _element_verdict(hero, rules, card, vocab)
        if isinstance(verdict, int):
            admitted[verdict] += copies[card.key]
        elif verdict is not None:
            check.add_verdict(verdict, card.key)
    for index, count in admitted.items():
        allowance = rules.allowances[index]
        if allowance.limit is not None and count > allowance.limit:
            where = f"«{allowance.text}» ({hero.name})"
            check.add("hero_allowance_exceeded", "1.3",
                      f"{where}: таких карт других стихий {count}, можно {allowance.limit}",
                      f"{where}: {count} such off-element cards, at most {allowance.limit}", hero.key)


def _element_verdict(
    hero: CardDef, rules: HeroDeckRules, card: CardDef, vocab: Vocabulary
) -> _Verdict | int | None:
    """None = fits; int = admitted by the hero allowance with this index; a _Verdict = the problem."""
    card_rules = card_deck_rules(card)
    names = f"«{card.name}» ({_element_list(card.elements)})"
    problem = _card_text_problem(hero, card_rules, names) or _restriction_problem(hero, rules, card, names)
    if problem is not None:
        return problem
    if NEUTRAL in card.elements or set(card.elements) & set(hero.elements):
        return None
    hero_class = card_rules.only_hero_class or card_rules.any_element_for_hero_class
    if hero_class and hero_has_class(hero, hero_class):
        return None
    for index, allowance in enumerate(rules.allowances):
        if allowance.filter.matches(card, rules.class_aliases, vocab):
            return index
    hero_names = f"«{hero.name}» ({_element_list(hero.elements)})"
    return _Verdict("wrong_element",
                    f"{names} не подходит герою {hero_names}: только стихии героя и нейтральные",
                    f"{names} does not fit hero {hero_names}: only the hero's elements and neutral cards")


def _card_text_problem(hero: CardDef, card_rules: CardDeckRules, names: str) -> _Verdict | None:
    element = card_rules.not_for_hero_element
    if element is not None and element in hero.elements:
        return _Verdict("forbidden_for_hero", f"{names} не может быть в колоде героя стихии {element}",
                        f"{names} cannot be in the deck of a hero of element {element}")
    hero_class = card_rules.only_hero_class
    if hero_class is not None and not hero_has_class(hero, hero_class):
        return _Verdict("hero_class_required", f"{names} — только для героя-{hero_class}",
                        f"{names} may only be in the deck of a «героя-{hero_class}» (hero class)")
    return None


def _restriction_problem(hero: CardDef, rules: HeroDeckRules, card: CardDef, names: str) -> _Verdict | None:
    if rules.only_hero_elements and not set(card.elements) <= set(hero.elements):
        return _Verdict("hero_restriction",
                        f"{names}: у героя «{hero.name}» в колоде только карты его стихий",
                        f"{names}: hero «{hero.name}» allows only cards of his own elements")
    if rules.only_multi_or_neutral and len(card.elements) < 2 and NEUTRAL not in card.elements:
        return _Verdict("hero_restriction",
                        f"{names}: у героя «{hero.name}» в колоде только мультистихийные и нейтральные карты",
                        f"{names}: hero «{hero.name}» allows only multi-element and neutral cards")
    return None


def _check_sideboard(check: _Check, hero: CardDef, rules: HeroDeckRules) -> None:
    limit = getattr(check.config, "sideboard_size", SIDEBOARD_SIZE) + rules.sideboard_bonus
    size = len(check.deck.sideboard)
    if size > limit:
        check.add("sideboard_too_large", "1.3",
                  f"в дополнительной колоде {_cards(size)}, можно не больше {limit}",
                  f"the sideboard has {size} cards; at most {limit} allowed",
                  hero.key if rules.sideboard_bonus else None)


def _unsupported_entry(card: CardDef) -> str:
    why = f": {' / '.join(card.unsupported_text)}" if card.unsupported_text else ""
    return f"«{card.name}» [{card.key}]{why}"


def _check_supported(check: _Check, hero: CardDef | None, cards: list[CardDef]) -> None:
    unsupported = [c for c in _unique([*([hero] if hero else []), *cards]) if not c.supported]
    if not unsupported:
        return
    listing = "; ".join(_unsupported_entry(c) for c in unsupported)
    check.add("unsupported_cards", None, f"карты, которые движок пока не умеет играть: {listing}",
              f"cards the engine cannot play yet: {listing}", unsupported[0].key)


__all__ = [
    "Allowance", "CardDeckRules", "CardFilter", "DeckProblem", "HeroDeckRules", "SIDEBOARD_SIZE", "UNPLAYABLE",
    "Vocabulary", "card_deck_rules", "check_deck", "copy_limit", "has_horde", "hero_deck_rules",
    "hero_has_class", "parse_phrase", "validate_deck", "vocabulary",
]
