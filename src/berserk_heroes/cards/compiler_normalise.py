"""Text normalisation for the card-text compiler: printed Russian text → the token stream the grammar reads.

Steps (in order): self-references by the card's name → ``@self``; lowercase, ё→е; old cost notation
«(2)», «(Т)» → «2{м}», «{т}»; reminder text in parentheses classified (rules-relevant zone reminders are
returned separately, explanatory ones dropped, unknown ones kept so that the parse fails); number words
→ digits; class nouns → ``^sg/дракон`` / ``^pl/дракон``; element adjectives → ``%леса``; punctuation
split into tokens separated by single spaces; last, every other word → its lemma token (:mod:`.lemmas`: «раньте» →
``ранить+impr``), so the phrase tables above match printed words and the grammar reads lemmas.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from berserk_heroes.abilities import DECK, GRAVEYARD, HAND, SIDEBOARD, TOKEN_COUNTER_PREFIX
from berserk_heroes.cards.language import grammar_text
from berserk_heroes.cards.lemmas import Lemmatiser, readings

SELF_TOKEN = "@self"

_VOWELS = "аеёиоуыэюяйь"

# Reminder text that only explains a keyword or a rule (dropped). Compared after normalisation of
# case/ё/whitespace, without the parentheses.
EXPLANATORY: tuple[str, ...] = (
    "может действовать и атаковать в тот же ход, когда появился под контролем игрока",
    "может быть до пяти копий этой карты в колоде",
    "найм срабатывает, когда эта карта входит в игру",
    "сражение считается атакой",
    "+1 к атакам по существам, которые уже получали раны в этот ход",
    "выстрел - атака, наносящая х ран персонажу противника безответно. от него нельзя назначить защитника",
    "откройте этого персонажа, он может снова атаковать и действовать",
    "должен атаковать ударом при первой возможности.",
    "должно атаковать ударом при первой возможности",
    "атакует ударом при первой возможности",
    "гибель срабатывает при перемещении этой карты из игры на кладбище",
    "броня х предотвращает первые х ран от ударов и выстрелов каждый ход",
    "найдите в своей колоде указанную карту и положите ее себе в руку",
    "это существо атакует ударом при первой возможности",
    "эта карта не закрывается, когда выступает защитником",
    # what the engine does anyway (an attacker that died does not fight)
    "если атакующее существо погибло, раны от удара не наносятся.",
    # «Могущество X»'s reminder: what engine/keywords.py does (every turn's end, digest §6.2)
    "в конце каждого хода положите на это существо эффект усиления. срабатывает до тех пор, пока количество "
    "эффектов усиления на этом существе меньше 3.",
)

# what engine/combined.py does anyway (a combined card costs the sum of its parts)
# (Мастерство отражения, after «… вы выбираете цель вместо него»: only the targets change hands)
EXPLANATORY = (*EXPLANATORY, "заклинание разыгрывается под контролем противника")
EXPLANATORY = (*EXPLANATORY, "стоимость составного механизма равна сумме стоимостей его частей",
               "оно теряет классы и становится механизмом")  # = «Усовершенствуйте» (``set_class`` Механизм, new_only)

# «примените его эффект» of a spell shown from the hand leaves it there (Бог грома)
EXPLANATORY = (*EXPLANATORY, "заклинание остается в руке.", "заклинание остается в руке")
# «(Если оно выжило)» after «… сражается с …, затем полностью излечите это существо» (Сразить,
# Атака с преимуществом): healing or closing a creature that died does nothing anyway (it is in the graveyard)
EXPLANATORY = (*EXPLANATORY, "если оно выжило")
# «за каждого излеченного персонажа (каждого персонажа, с которого сняли раны)» (Волна исцеления): what the count of the
# cards a «Излечите» healed is (engine/effects/wounds_healing._heal counts only those it took a wound off)
EXPLANATORY = (*EXPLANATORY, "каждого персонажа, с которого сняли раны")
# Тиамат's «(Не считая художественного текста и карт героев)»: what decks/validate.py reads in a card's text anyway
EXPLANATORY = (*EXPLANATORY, "не считая художественного текста и карт героев")
# «с любых кладбищ … (можно выбирать с нескольких кладбищ)» (Ясность мысли): what «с любых кладбищ» says already
EXPLANATORY = (*EXPLANATORY, "можно выбирать с нескольких кладбищ")
# Пограничный город's «… заставляет карту покинуть кладбище, он должен заплатить 1{м} (за каждую карту)»: every card
# leaving is an event of its own (abilities.LEFT_GRAVEYARD), so the trigger fires once per card anyway
EXPLANATORY = (*EXPLANATORY, "за каждую карту")
# Мехазавр's «Присоедините к Мехазавру механизм стоимостью (Х) (вы можете выбрать механизм противника)»: «механизм»
# with no owner named is any player's already (Select side ANY)
EXPLANATORY = (*EXPLANATORY, "вы можете выбрать механизм противника")

# Призвать подкрепления's «(Можно разыграть показанную карту в ход противника.)»: a card an instruction lets you play is
# played while it resolves, in any turn (engine/effects/entering._play_at_own_cost)
EXPLANATORY = (*EXPLANATORY, "можно разыграть показанную карту в ход противника.",
               "можно разыграть показанную карту в ход противника")

ZONE_REMINDERS = {
    "эта особенность работает на кладбище": GRAVEYARD,
    "эта особенность работает в руке": HAND,
    "эта особенность работает в колоде": DECK,
    "эта особенность работает в дополнительной колоде": SIDEBOARD,
}

NUMBER_WORDS = {
    "один": 1, "одна": 1, "одно": 1, "одну": 1, "одного": 1, "одной": 1,
    "два": 2, "две": 2, "двух": 2, "двум": 2,
    "три": 3, "трех": 3, "трем": 3,
    "четыре": 4, "четырех": 4,
    "пять": 5, "пяти": 5,
    "шесть": 6, "шести": 6,
    "десять": 10, "десяти": 10,  # «пока у вас не станет десять карт» (Сверхрыблексы)
}

# Ordinal numerals («вторую карту за ход», «пятого дракона за игру») → ``#2``: by the lemma of any of their forms.
ORDINAL_LEMMAS = {
    "второй": 2, "третий": 3, "четвертый": 4, "пятый": 5, "шестой": 6, "седьмой": 7, "восьмой": 8, "девятый": 9,
    "десятый": 10,
}


@functools.cache
def ordinal(token: str) -> int | None:
    """The number an ordinal numeral stands for («пятого» → 5), None for any other word. Not in the instrumental
    case: «если вы ходили вторым» is a turn order, read as a word by its own rule."""
    found = readings(token)
    if not found or "ablt" in found[0].grammemes:  # (the analyser's first reading: «второй» may be instrumental too)
        return None
    for reading in found:
        if reading.lemma in ORDINAL_LEMMAS and {"ADJF", "Anum"} <= reading.grammemes:
            return ORDINAL_LEMMAS[reading.lemma]
    return None

# Class nouns: data spelling → (singular stem forms, plural forms). Forms are listed, not guessed.
CLASS_FORMS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "Дракон": (("дракон", "дракона", "дракону", "драконом"), ("драконы", "драконов", "драконам")),
    "Зверь": (("зверь", "зверя", "зверю"), ("звери", "зверей", "зверям")),
    "Механизм": (("механизм", "механизма", "механизму"), ("механизмы", "механизмов", "механизмам")),
    "Гном": (("гном", "гнома", "гному"), ("гномы", "гномов", "гномам")),
    "Эльф": (("эльф", "эльфа", "эльфу"), ("эльфы", "эльфов", "эльфам")),
    "Орк": (("орк", "орка", "орку"), ("орки", "орков", "оркам")),
    "Наёмник": (("наемник", "наемника", "наемнику"), ("наемники", "наемников", "наемникам")),
    "Архаалит": (("архаалит", "архаалита"), ("архаалиты", "архаалитов", "архаалитам")),
    "Аккениец": (("аккениец", "аккенийца"), ("аккенийцы", "аккенийцев", "аккенийцам")),
    "Подземник": (("подземник", "подземника"), ("подземники", "подземников", "подземникам")),
    "Нежить": (("нежить", "нежитью", "нежити"), ()),
    "Великан": (("великан", "великана"), ("великаны", "великанов", "великанам")),
    "Драконид": (("драконид", "драконида", "дракониду", "драконидом"), ("дракониды", "драконидов", "драконидам")),
    "Кошмар": (("кошмар", "кошмара"), ("кошмары", "кошмаров", "кошмарам")),
    "Тролль": (("тролль", "тролля"), ("тролли", "троллей", "троллям")),
    "Инквизитор": (("инквизитор", "инквизитора"), ("инквизиторы", "инквизиторов", "инквизиторам")),
    "Слуа": ((), ("слуа",)),
    "Вайл": (("вайл", "вайла"), ("вайлы", "вайлов", "вайлам")),  # «Когда погибает ваш вайл» (Убер-вайл)
    "Линунг": (("линунг", "линунга"), ("линунги", "линунгов", "линунгам")),
    "Дух": (("дух", "духа", "духом"), ("духи", "духов", "духам")),
    "Энт": (("энт", "энта"), ("энты", "энтов", "энтам")),
    "Голем": (("голем", "голема"), ("големы", "големов", "големам")),
    "Акванит": (("акванит", "акванита"), ("акваниты", "акванитов", "акванитам")),
    "Демон": (("демон", "демона"), ("демоны", "демонов", "демонам")),
    "Элементаль": (("элементаль", "элементаля"), ("элементали", "элементалей", "элементалям")),
    "Фея": (("фея", "фею", "феи"), ("феям", "фей")),
    "Пират": (("пират", "пирата"), ("пираты", "пиратов", "пиратам")),
    "Кентавр": (("кентавр", "кентавра"), ("кентавры", "кентавров", "кентаврам")),
    "Нага": (("нага", "нагу"), ("наги", "наг", "нагам")),
    "Ангел": (("ангел", "ангела"), ("ангелы", "ангелов", "ангелам")),
    "Ворг": (("ворг", "ворга"), ("ворги", "воргов", "воргам")),
    "Гоблин": (("гоблин", "гоблина"), ("гоблины", "гоблинов", "гоблинам")),
    "Минотавр": (("минотавр", "минотавра"), ("минотавры", "минотавров", "минотаврам")),
    "Ковен": (("ковен", "ковена"), ("ковенов",)),
    "Тоа-Дан": (("тоа-дан", "тоа-дана"), ("тоа-данов",)),
    "Гремлин": (("гремлин", "гремлина"), ("гремлины", "гремлинов", "гремлинам")),
    "Сумрак": (("сумрак", "сумрака"), ("сумраки", "сумраков")),
    "Метаморф": (("метаморф", "метаморфа"), ("метаморфы", "метаморфов")),
    "Порождение": (("порождение",), ("порождения", "порождений")),
    "Братство": (("братство", "братства"), ()),  # «При гибели братства» (Авиатор Братства)
    "Дитя Кронга": ((), ()),
    "Речная дева": ((), ()),
    "Боевая машина": ((), ()),
    "Страж леса": ((), ()),
}

# Multi-word class nouns, matched on the lowercased text before tokenising.
MULTIWORD_CLASSES: tuple[tuple[str, str, bool], ...] = (
    (r"дитя кронга", "Дитя Кронга", False), (r"(?:детей|дети|детям) кронга", "Дитя Кронга", True),
    (r"речн(?:ая|ую|ой) дев(?:а|у|ы)", "Речная дева", False),
    (r"речн(?:ые|ых|ым) дев(?:ы|ам)?", "Речная дева", True),
    (r"боев(?:ая|ую|ой) машин(?:а|у|ы)", "Боевая машина", False),
    (r"боев(?:ые|ых|ым) машин(?:ы|ам)?", "Боевая машина", True),
    (r"страж(?:а)? леса", "Страж леса", False), (r"(?:стражи|стражей|стражам) леса", "Страж леса", True),
)

ELEMENT_STEMS = {
    "лесн": "Леса", "степн": "Степи", "горн": "Горы", "болотн": "Болота", "темн": "Тьма",
    "нейтральн": "Нейтральные",
}

_ELEMENT_RE = re.compile(
    r"^(" + "|".join(ELEMENT_STEMS) + r")(ое|ого|ому|ым|ый|ая|ую|ой|ые|ых|ыми|ий|ее|его|ие|их|им|ими|ей|яя|юю)$"
)

def _class_lemma(cls: str) -> str:
    return cls.lower().replace("ё", "е").replace(" ", "-")


_CLASS_TOKEN: dict[str, str] = {}
for _cls, (_sg, _pl) in CLASS_FORMS.items():
    for _w in _sg:
        _CLASS_TOKEN[_w] = f"^sg/{_class_lemma(_cls)}"
    for _w in _pl:
        _CLASS_TOKEN[_w] = f"^pl/{_class_lemma(_cls)}"


def class_of_token(token: str) -> tuple[str, bool]:
    """``"^pl/дракон"`` → ("Дракон", True): the class (data spelling) and whether the noun is plural."""
    number, lemma = token[1:].split("/", 1)
    for cls in CLASS_FORMS:
        if _class_lemma(cls) == lemma:
            return cls, number == "pl"
    raise KeyError(token)


def element_of_token(token: str) -> str:
    """``"%леса"`` → ``"Леса"``."""
    return token[1:].capitalize()


@dataclass(frozen=True, slots=True)
class Normalised:
    """A normalised unit: the token text, the zone from a zone reminder (None = play), and the
    reminder texts that were dropped as explanatory."""

    text: str
    zone: str | None
    dropped: tuple[str, ...] = ()


_ENDING_RE = re.compile(r"(ийся|ийся|ый|ий|ой|ая|яя|ое|ее|ые|ие|[аеиоуыэюяйь])$")


def _stem(word: str, shortest: int = 3) -> str:
    """A word of a name without its ending, so that any grammatical case of it matches."""
    stem = _ENDING_RE.sub("", word)
    if len(stem) < shortest:
        stem = word
    fleeting = _FLEETING_RE.match(stem)
    if fleeting:  # a fleeting vowel: «Ополченец» → «Ополченца», «Теневичок» → «Теневичка»
        head, vowel, last = fleeting.groups()
        return re.escape(head) + f"(?:{vowel})?" + re.escape(last) + r"[а-я]{0,6}"
    return re.escape(stem) + r"[а-я]{0,6}"


_FLEETING_RE = re.compile(r"^(.{2,}[^аеиоуыэюя])([ео])([кцн])$")  # «н»: «Оборотень» → «Оборотня»


def _name_pattern(name: str) -> re.Pattern[str] | None:
    words = [w for w in re.split(r"[\s,]+", name.replace("ё", "е").replace("Ё", "Е")) if w]
    if not words:
        return None
    # in a name of several words a two-letter stem is enough («Юный клыкан» → «Юного клыкана»): the
    # other words must match too
    shortest = 2 if len(words) > 1 else 3
    parts = [r"-".join(_stem(p, shortest) for p in w.split("-")) for w in words]
    # a later word of the name may be printed with the other case of its first letter («Когда Творец
    # Иллюзий покидает игру» on Творец иллюзий); the first word keeps its printed case (card «Орк» vs class «орк»)
    parts[1:] = [_either_case(p) for p in parts[1:]]
    return re.compile(r"(?<![А-Яа-я\-])" + r",?\s+".join(parts) + r"(?![А-Яа-я\-])")


def _either_case(pattern: str) -> str:
    """A word pattern whose first letter matches in either case."""
    first = pattern[0]
    if first.lower() == first.upper():
        return pattern
    return f"[{first.upper()}{first.lower()}]" + pattern[1:]


def replace_self(text: str, name: str) -> str:
    """Replace the card's own name (any grammatical case, capitalised as printed) with ``@self``."""
    pat = _name_pattern(name)
    if pat is None:
        return text
    return pat.sub(f" {SELF_TOKEN} ", text.replace("ё", "е").replace("Ё", "Е"))


def _classify_parens(text: str) -> tuple[str, str | None, list[str]]:
    zone: str | None = None
    dropped: list[str] = []

    def repl(m: re.Match[str]) -> str:
        nonlocal zone
        inner = m.group(1).strip()
        if inner in ZONE_REMINDERS:
            zone = ZONE_REMINDERS[inner]
            return " "
        if inner in EXPLANATORY:
            dropped.append(inner)
            return " "
        return m.group(0)

    text = re.sub(r"\(([^()]*)\)", repl, text)
    return text, zone, dropped


def _tokenise(text: str) -> str:
    text = re.sub(r"\{м\}", " {м} ", text)
    text = re.sub(r"\{т\}", " {т} ", text)
    text = re.sub(r"\{яйцо\}", " {яйцо} ", text)
    text = re.sub(r"\{!\}", " {!} ", text)  # the quest counter (docs/quests.md)
    text = re.sub(r"(?<![а-я])-(?=\s|\d)|(?<=\s)-(?![а-я])|—|–", " - ", text)
    text = re.sub(r"([.,:;()«»•+])", r" \1 ", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text


# Fixed phrases that start with a preposition which also begins other constructions («на», «в», «под»,
# «по»): joined into one token so that a one-token-lookahead parser can tell them apart.
PHRASES: tuple[str, ...] = ("под вашим контролем", "в игре", "в дополнительной колоде", "на вашем кладбище", "на кладбище противника", "в вашей руке",
           "в руке противника", "по его выбору", "по выбору противника", "в руке",
           ", над которым имеет превосходство")  # «Когда убивает существо, над которым …»
# a participle clause after a counted noun is one token, so that «за каждую карту ,» stays a
# comma after a noun phrase for the parser («за каждую карту, сброшенную вами в этом ходу»).
PHRASES = (*PHRASES, ", сброшенную вами в этом ходу", ", которую вы сбросили в этом ходу", ", взятую таким образом",
           ", сброшенную таким образом", ", замешанную таким образом", ", которые вы взяли в этот ход",
           ", взятых таким образом", "( включая эту карту )", ", показанного таким образом",
           ", на котором эффектов усиления больше или равно значению его могущества")
# «Ваши речные девы и герой имеют …» — «и герой» is one token, so that «и» after a class noun is not
# read as the start of a second class noun («драконидов и драконов»)
PHRASES = (*PHRASES, "и герой", ", разыгранную в этот ход")  # «за каждую карту …, разыгранную в этот ход» (Феникс)
PHRASES = (*PHRASES, ", погибшее в этот ход", "не под вашим контролем")  # «Возродите существо, погибшее в этот ход» (a post of the noun phrase)
# the instrumental «энтом» of the class noun («Существо становится энтом»)
_CLASS_TOKEN["энтом"] = f"^sg/{_class_lemma('Энт')}"
# «добывает карту из руки … по выбору этого игрока» (the owner of that hand picks)
PHRASES = (*PHRASES, "по выбору этого игрока")
PHRASES = (*PHRASES, "в закрытом виде")  # «Вызов — дракон в закрытом виде стоимостью …»: a post of the noun phrase
# «за каждые три карты, взятые в этот ход (вы можете выбирать разные цели)» (Дум): the clause after the counted noun,
# and the reminder that makes the instruction one pick per unit counted (wounds_healing.lark step_each_pick)
PHRASES = (*PHRASES, ", взятые в этот ход", "( вы можете выбирать разные цели )")
PHRASES = (*PHRASES, ", которое не атаковало в этом ходу")  # «за каждое ваше существо, которое не атаковало …» (a post)
# «каждое существо, не добывшее карту» (the same way)
PHRASES = (*PHRASES, ", не добывшее карту", "с его кладбища под вашим контролем",
           ", если из-за мора")
# «…; дополнительно: • …» (set bonuses: Латы ужаса, Ненасытное лезвие, Черный фолиант) is one token, so
# that a «;» between two static parts stays a «;» for the parser
PHRASES = (*PHRASES, "; дополнительно :")
# «Прикрепите к Паролету любое число ваших механизмов (как если бы они имели способность Модуль и только что вошли в
# игру)»: the rule text says how they attach — as a «Модуль» card entering play does (effects.lark md_attach_as_modules)
PHRASES = (*PHRASES, "( как если бы они имели способность модуль и только что вошли в игру )")
# a few card names written in the plural, only after a determiner that makes the plural sure («до
# двух Пчёл», «Ваши Пчёлы»; «Солдат Драксиля» is also the nominative singular, so only after «до N»): one token each.
NAME_NOUNS: tuple[tuple[str, str], ...] = (
    (r"(?<=до \d )пчел(?![а-я_])", "@пчелы"),
    (r"(?<=ваши )пчелы(?![а-я_])", "@пчелы"),
    (r"(?<=до \d )солдат драксиля(?![а-я_])", "@солдаты_драксиля"),
    (r"(?<=ваши )солдаты драксиля(?![а-я_])", "@солдаты_драксиля"),
    (r"(?<=ваши )кровопийцы драксиля(?![а-я_])", "@кровопийцы_драксиля"),
)
# «При атаке, если цель погибла, …» is one trigger token (a «При атаке» trigger followed by an
# instruction «если …» stays as it was); «Вызовите гномов стоимостью 1, 2 и 3{м}» (the list of costs: one token)
PHRASES = (*PHRASES, "при атаке , если цель погибла", "стоимостью 1 , 2 и 3")
# «дракон или драконид получает Могущество 3 и эффект усиления» (Небесный маршал): the two class nouns
# and the boost after a keyword list are one token each, so that «или» / «и» stay what they were elsewhere
PHRASES = (*PHRASES, "дракон или драконид", "и эффект усиления")
# «выбранное при Найме существо»: the card this card's own «Найм: Выберите …» named (one token)
PHRASES = (*PHRASES, "выбранное при найме существо", "за каждого игрока , у которого")
# «копию существа стоимостью Х{м}, добытого Подпольным аукционом, его Найм …»: the participle clause after the noun is
# one token, so that the comma after a noun phrase stays a comma for the parser
PHRASES = (*PHRASES, ", добытого", ", которое вошло в игру в этом ходу")  # (the latter: «копию … существа, которое
# вошло в игру в этом ходу», a post as «, вошедших в игру в этот ход»)
# «Ваши карты с Мором имеют +N к Мору» (Вергельд): one token, so that «ваши карты» stays a noun phrase
PHRASES = (*PHRASES, "ваши карты с мором", "с разных кладбищ")  # («с разных кладбищ»: Непримиримые враги)
# «с любых кладбищ» (plural: the cards picked may come from both graveyards, unlike «с любого кладбища»)
PHRASES = (*PHRASES, "с любых кладбищ")
PHRASES = (*PHRASES, ", владельцем которых вы не являетесь ,")  # (Двухголовый огр — a post of the noun phrase)
PHRASES = (*PHRASES, "теряет особенности и классы")  # (Смена ипостаси: keyword_grants.lark)
# «карта того же типа», «карту такого же типа» (Северянин Гвидо, Турмс): one token, so that «того же» stays the start of
# «той же или меньшей стоимости» / «той же стоимости» for the parser
PHRASES = (*PHRASES, "того же типа", "такого же типа")
# «той же или меньшей стоимости» (Тилия, Подрыв…: after a noun phrase or «с другим названием»): one token, so that the
# parser needs no lookahead past «той же» to tell it from «той же стоимости»
PHRASES = (*PHRASES, "той же или меньшей стоимости")
# «<Рывок / Найм / Гибель / Вызов> не работает» (keywords.lark): one token, as «Найм …» and «Вызов …» begin
# instructions too
PHRASES = (*PHRASES, "(?:рывок|найм|гибель|вызов) не работает")
# «…, иначе …»: one token, so that a comma after an instruction that some phrase goes on after («противник сбрасывает
# карту, при этом …») can still be followed by the other branch («…, иначе берёт карту», Элмор, Саботажник)
PHRASES = (*PHRASES, ", иначе")
# «Когда <событие>, кроме первого раза за ход, …» / «…, кроме первых за ход, …» (one token each: the comma after the
# event stays the comma before the instructions elsewhere)
PHRASES = (*PHRASES, ", кроме первого раза за ход", ", кроме первых за ход")
PHRASES = (*PHRASES, ", вошедших в игру в этот ход")  # «всех других существ, вошедших в игру в этот ход» (a post)
PHRASES = (*PHRASES, "в колоде и дополнительной колоде")  # «Поиск — заклинание в колоде и дополнительной колоде»
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")


# «каждое существо, не являющееся Яйцом», «карту, не являющуюся героем, …»: the comma and the participle are one token
# (the post «не_являющийся <noun>» of the noun phrase), so that a comma after a noun phrase stays a comma for the parser
_NOT_BEING_RE = re.compile(r"(?<![а-я_]), не являющ(?:ееся|уюся|ийся|аяся|иеся|егося|ейся|ихся)(?![а-я_])")


def _map_words(text: str) -> str:
    text = _NOT_BEING_RE.sub("не_являющийся", text)
    text = _PHRASE_RE.sub(lambda m: m.group(1).replace(" ", "_"), text)
    out = []
    for tok in text.split(" "):
        if tok in NUMBER_WORDS:
            out.append(str(NUMBER_WORDS[tok]))
        elif (nth := ordinal(tok)) is not None:
            out.append(f"#{nth}")
        elif tok in _CLASS_TOKEN:
            out.append(_CLASS_TOKEN[tok])
        elif tok.startswith("не-") and _CLASS_TOKEN.get(tok[3:], "").startswith("^pl/"):
            out.append("!not/" + _CLASS_TOKEN[tok[3:]][4:])  # «существ не-драконов»: not of that class
        elif tok.startswith("не-") and _CLASS_TOKEN.get(tok[3:]) == "^sg/нежить":
            # «Не-нежить имеет …», «существо не-нежить» (a collective noun, the same in both numbers; any other
            # singular «не-<класс>» is unknown)
            out.append("!not/нежить")
        elif tok.startswith("не-") and _ELEMENT_RE.match(tok[3:]):  # «не-степными существами»
            m = _ELEMENT_RE.match(tok[3:])
            assert m is not None
            out.append(f"!notel/{ELEMENT_STEMS[m.group(1)].lower()}")
        else:
            m = _ELEMENT_RE.match(tok)
            out.append(f"%{ELEMENT_STEMS[m.group(1)].lower()}" if m else tok)
    return " ".join(out)


def normalise(text: str, name: str) -> Normalised:
    """Normalise one unit of card text (a paragraph or a joined modes block) for the grammar."""
    t = replace_self(text, name) if name else text
    t = t.lower().replace("ё", "е").replace("x", "х")
    t = re.sub(r"(?<![а-я])подержк", "поддержк", t)  # the misprint «карту подержки» (Глава концерна)
    t = re.sub(r"(\d)\{(удар|жизнь)\}", r"\1 {\2}", t)  # «7{удар} и 11{жизнь}»: the number, then the symbol
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"[—–]", "-", t)
    t = re.sub(r"\((\d+|х)\)", r"\1{м}", t)
    t = re.sub(r"\{(степи|горы|леса|болота|тьма|нейтральные)\}", r" %\1 ", t)
    t = t.replace("(т)", "{т}")
    # «…, кроме атакованного» / «… (кроме атакованного)» after an instruction: one token, so that the parser need
    # not guess at the comma
    t = re.sub(r"\s*(?:,\s*кроме атакованного|\(кроме атакованного\))", " кроме_атакованного", t)
    t = re.sub(r",\s*сила удара которого меньше его текущих жизней", " чья_сила_удара_меньше_жизней", t)
    # «<цена>: Дар жизни (N)» — the instruction, not the keyword line «Дар жизни N»
    t = re.sub(r"(:\s*)дар жизни(?![а-я])", r"\1применить_дар_жизни", t)
    # «При атаке по … . (После атаки)»: the reminder gives the trigger's timing — put it first, as one token
    m = re.match(r"^(при атаке .*\.)\s*\(после атаки\)$", t)
    if m:
        t = "после_атаки " + m.group(1)
    # «(но не менее 1, один раз за ход)» (Вордер): two remarks in one parenthesis — the floor of the cost before it and
    # the limit of the ability — read as two
    t = re.sub(r"\(([^()]*?),\s*(один|1) раз за ход\)", r"(\1) (\2 раз за ход)", t)
    t, zone, dropped = _classify_parens(t)
    t = re.sub(r"(:|\.)\s*-\s", r"\1 • ", t)
    # Паролет's misprint «любое число ваших механизмом»: the genitive plural «механизмов» («ваших» says it)
    t = re.sub(r"(?<![а-я])ваших механизмом(?![а-я])", "ваших механизмов", t)
    if "•" in t:  # a list already open: «…; - …» is its next item (Не покладая рук)
        t = re.sub(r";\s*-\s", "; • ", t)
    t = re.sub(r"[;.]\s*•", " •", t)
    for pattern, cls, plural in MULTIWORD_CLASSES:
        t = re.sub(rf"(?<![а-я]){pattern}(?![а-я])", f" ^{'pl' if plural else 'sg'}/{_class_lemma(cls)} ", t)
    t = mark_counter_names(_map_words(_tokenise(t)))
    # «Получите Х{м} до …, где Х — …. Вы можете тратить эти монеты только на …»: the «где» of those coins, one token, so
    # that the parser need not decide at the comma whether the instruction has ended
    t = re.sub(r", где(?= х - [^.]*\._вы_можете_тратить_эт)", ",_где", t)
    t = re.sub(r"(?<![а-я])(?:другого|другой|другую) @self\b", "@other_self", t)  # «другого <имя>»: another copy
    t = re.sub(r"(?<![а-я])других @self\b", "@others_self", t)  # «до двух других Стальных ос»
    t = t.replace("за каждое уничтоженное - ", "за_каждое_уничтоженное ")  # (Мифриловый дракон)
    for pattern, token in NAME_NOUNS:  # other cards named in the plural
        t = re.sub(pattern, token, t)
    for pattern, joined in LIST_COMMAS:
        t = re.sub(pattern, joined, t)
    return Normalised(lemmatiser().stream(t), zone, tuple(dropped))




@functools.cache
def lemmatiser() -> Lemmatiser:
    """The lemmatiser of the words left after the steps above, choosing among a word's readings the tokens the
    grammar's literals know (read from the concept grammars of ``cards/language/`` itself, without building the parser)."""
    code = "\n".join(line.partition("//")[0] for line in grammar_text().split("\n"))
    return Lemmatiser(set(re.findall(r'"([^"\\]+)"', code)))


# Тролль-жизнетворец's reminder of «Дар жизни 2» says exactly what the engine does (digest §6.2)
EXPLANATORY = (*EXPLANATORY,
               "снимите с ваших персонажей 2 или менее дополнительных жизней; создайте копию вашего не-созданного "
               "существа стоимостью, равной количеству снятых дополнительных жизней")


# ---- ----
# «Вызовите <эту карту> из вашей дополнительной колоды» (one token, as «в дополнительной колоде»)
PHRASES = (*PHRASES, "из вашей дополнительной колоды")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# «Поиск – до двух Яков»: the card «Як» in the plural, only after «до N» (as the names of )
NAME_NOUNS = (*NAME_NOUNS, (r"(?<=до \d )яков(?![а-я_])", "@яки"))


# ---- ----
PHRASES = (*PHRASES, "; вы можете выбрать новые цели")  # Келем (after «повторите это заклинание под вашим контролем»)
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# «Ранить каждого героя на 3 за каждую карту в руке его игрока» (Чистилище) — one token after
# the amount, so that «за каждую карту …» there is not read as «за <np>»
PHRASES = (*PHRASES, "за каждую карту в руке его игрока")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# ---- ----
# «…. Вы можете тратить эту монету / её / эти монеты только на …» after «Получите N{м} <срок>»: one token with its «.»
# (escaped here: PHRASES are regular expressions), so that the «.» after any other «Получите N{м} …» stays a «.»
PHRASES = (*PHRASES, r"\. вы можете тратить эту монету только на", r"\. вы можете тратить ее только на",
           r"\. вы можете тратить эти монеты только на")
# «немедленно атакует», «получает Рывок и немедленно атакует» (one token each: no «и» of a
# keyword list, no pronoun «он» before «получает» competes with them)
PHRASES = (*PHRASES, "получает рывок и немедленно атакует", "немедленно атакует",
           ", может атаковать дважды за ход , только разные цели")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# ---- ----
# «<holder> добывает всех существ, которые попали на кладбища в этом ходу» (Сожжение мира): the clause is one token after
# the noun phrase, so that a comma after «добывает всех существ» stays a comma for the parser
PHRASES = (*PHRASES, ", которые попали на кладбища в этом ходу")
# «Гибель: Вместо возвращения добытых этим существом карт …» (Шахтная тележка): a replacement printed after «Гибель:», one
# token so that it is not read as a «Гибель:» trigger (cards.language.abilities.a_death_rehoard)
PHRASES = (*PHRASES, "гибель : вместо возвращения добытых этим существом карт")
# «Ваш герой добывает 3 карты с кладбища: …» (Чистильщик): a payment; «ваш герой добывает» is one token there only, so
# that the instruction «Ваш герой добывает <np>» keeps its parse
PHRASES = (*PHRASES, r"ваш герой добывает(?= \d+ карт[аыу]? с кладбища :)")
# «получите 1{м} за каждую добытую карту с уникальностью …» (Элевера): «добытую» with no one named (the holder of the
# instruction before) is one token with «за каждую», so that the parser never reads it as the start of an object phrase
PHRASES = (*PHRASES, r"за каждую добытую(?= карту )")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# ---- ----
# «если это существо — ковен» (Свет подземелья) = «если это ковен» (the class noun is a creature's): read by «если это
# <np>» (condition ``revealed``: the card the instruction before acted on). Only before a class noun, so that «если это
# существо — возьмите карту» (a dash after the condition) is untouched.
NAME_NOUNS = (*NAME_NOUNS, (r"(?<![а-я_])это существо - (?=\^sg/)", "это "))
# ---- ----
# «каждая ваша {м} при оплате существ считается как 2{м}» (Скипетр богатств): one token, so that «каждый ваш …» at the
# start of a static stays the noun phrase of «Каждый ваш орк имеет …» for a one-token-lookahead parser
PHRASES = (*PHRASES, r"каждая ваша \{м\} при оплате")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# «<X> добывает существо, в конце хода верните его в игру» (Хильдра): after a comma, «в конце хода верните» is one token,
# so that the parser does not take «в конце хода» for the trigger that opens an ability (a unit's first words)
PHRASES = (*PHRASES, r"(?<=, )в конце хода верните")
# «Примените особенность вашего героя стоимостью 2{м} или менее без оплаты» (Огненный кудесник): one token, so that
# «без» after the noun phrase is not read as one of its posts («без ран», «без особенностей»)
PHRASES = (*PHRASES, "без оплаты")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# «существо выбранного класса и стоимостью 4{м} или более» (Удачная охота): a second post of the noun phrase joined by
# «и» (one token, so that «и» after a noun phrase stays the «и» of two instructions); «каждое атаковавшее в этот ход
# существо»: a state adjective of the history (one token)
PHRASES = (*PHRASES, r"(?<=класса )и стоимостью", "атаковавшее в этот ход", "атаковавших в этот ход")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# «… карты с отличными друг от друга сочетаниями стихий» (Рафаэль): one token, so that «с» after the noun phrase is not
# read as the start of «с <особенностью>»
PHRASES = (*PHRASES, "с отличными друг от друга сочетаниями стихий")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")
# «За каждого героя игрок теряет 1{м} …» (Ангел неравенства): one token, so that an instruction opening with «за» is not
# read as the «за каждое …» after a condition
PHRASES = (*PHRASES, "за каждого героя игрок")
_PHRASE_RE = re.compile(r"(?<![а-я_])(" + "|".join(PHRASES) + r")(?![а-я_])")


# ---- named counters ----
# «эффект ужаса», «3 эффекта костей», «эффекты знания»: a counter named by a noun in the genitive after «эффект» (digest
# §2.2 «эффекты»; any name, so that a new set's counters need no new word) becomes ``~<the genitive as printed>``, the
# grammar's terminal MARKER. The genitive does not change with the number of counters, so it names the kind. Not a
# name: the boosts and weakenings (words of the grammar) and the game's own nouns («эффект заклинания»).
NOT_COUNTER_NAMES = frozenset({"усиление", "ослабление", "заклинание", "карта", "существо", "герой", "персонаж",
                               "способность", "особенность"})
_COUNTER_NAME_RE = re.compile(r"(?<![а-я_])((эффект|жетон)(?:а|ов|ы|ом|ами|ам|ах|е)?) ([а-я]+)(?![а-я_-])")
TOKEN_PREFIX = TOKEN_COUNTER_PREFIX  # «жетон молитвы» is a kind of its own, not the «эффект молитвы»: «жетон_молитвы»


def _counter_name(word: str) -> bool:
    """Whether ``word`` after «эффект» is a counter's name: a noun that may be read in the genitive."""
    found = readings(word)
    return any("NOUN" in r.grammemes and "gent" in r.grammemes for r in found) \
        and not any(r.lemma in NOT_COUNTER_NAMES for r in found)


def mark_counter_names(text: str) -> str:
    """«эффект ужаса» → «эффект ~ужаса», «жетон молитвы» → «жетон ~жетон_молитвы» (see NOT_COUNTER_NAMES for what is
    left alone). «за каждый ваш эффект ~пламени» becomes «за_каждый_ваш эффект ~пламени», so that a one-token-lookahead
    parser tells it from «за каждое ваше существо» (an object phrase) at its first token."""
    return _YOUR_COUNTERS_RE.sub("за_каждый_ваш ", _COUNTER_NAME_RE.sub(_marked_counter, text))


_YOUR_COUNTERS_RE = re.compile(r"(?<![а-я_])за каждый ваш (?=(?:эффект|жетон) ~)")


def _marked_counter(match: re.Match[str]) -> str:
    word, noun, name = match.group(1), match.group(2), match.group(3)
    if not _counter_name(name):
        return match.group(0)
    return f"{word} ~{TOKEN_PREFIX if noun == 'жетон' else ''}{name}"


# the tokens after which an instruction begins (a unit's start too) and those that end its object
_INSTRUCTION_START = frozenset({":", "•", ",", ";", "."})
_OBJECT_END = frozenset({".", "•", ";", ","})


def with_shared_object(text: str) -> str:
    """«Вызовите или уничтожьте карту поддержки»: two instructions that share one object, said once after both verbs,
    spelt out as two («вызовите карту поддержки или уничтожьте карту поддержки»: a choice of two, ``l_either``). The
    compiler reads a unit so only where it does not parse as printed, so that the pairs the grammar reads of its own
    («вызовите или возродите …») keep their reading. Returns ``text`` unchanged when it has no such pair."""
    toks = text.split(" ")
    out: list[str] = []
    i = 0
    while i < len(toks):
        if (i + 3 < len(toks) and toks[i].endswith("+impr") and toks[i + 1] == "или" and toks[i + 2].endswith("+impr")
                and (not out or out[-1] in _INSTRUCTION_START)):
            end = next((j for j in range(i + 3, len(toks)) if toks[j] in _OBJECT_END), len(toks))
            obj = toks[i + 3:end]
            out += [toks[i], *obj, "или", toks[i + 2], *obj]
            i = end
            continue
        if (i + 3 < len(toks) and toks[i].endswith("+impr") and toks[i + 1] == "и" and toks[i + 2].endswith("+impr")
                and out and (out[-1] in _INSTRUCTION_START or out[-1] == "полностью")):
            # «полностью излечите и закройте это существо»: both instructions on the one card, the second by the
            # pronoun («… излечите это существо и закройте его»: one card, not a second one named again)
            end = next((j for j in range(i + 3, len(toks)) if toks[j] in _OBJECT_END), len(toks))
            out += [toks[i], *toks[i + 3:end], "и", toks[i + 2], "он"]
            i = end
            continue
        out.append(toks[i])
        i += 1
    return " ".join(out)


# «<карта> получает одно из: • <способность>; • <способность>.»: the abilities of the list, quoted as any granted one;
# so are those of «выберите одно из (до конца боя): • …» (Бориксон: a hero's choice of a static ability for the game)
_GRANTED_MODES_RE = re.compile(r"(получа(?:ет|ют):? одно из:|выберите одно из \(до конца боя\):)\s*((?:•[^•«»]+){2,})$")


def quote_granted_modes(unit: str) -> str:
    """«Патологоанатом получает одно из: • Персонажи не могут быть излечены; • Заклинания стоят на 1{м} дороже.»: each
    line of the list is an ability the card gains (a mode of the choice), so each is quoted — «• «…» • «…».» — and
    compiled on its own as a quoted ability is. Returns ``unit`` unchanged when it has no such list."""
    m = _GRANTED_MODES_RE.search(unit)
    if m is None:
        return unit
    items = [item.strip() for item in m.group(2).split("•")[1:]]
    last, *after = _NEXT_SENTENCE_RE.split(items[-1], maxsplit=1)  # a paragraph joined after the list goes on after it
    items = [item.rstrip(";.").strip() for item in (*items[:-1], last)]
    return unit[:m.start(2)] + " ".join(f"• «{item}»" for item in items) + "." + "".join(f" {a}" for a in after)


_NEXT_SENTENCE_RE = re.compile(r"(?<=\.)\s+(?=[А-ЯЁ])")


# «… получают +2 к удару и Гибель: Мор 1.»: a trigger opening after «получает … и», up to the end of the sentence
_UNQUOTED_GRANTED_RE = re.compile(r"(\bполуча[а-яё]*\s[^.;:«»•]*?\sи\s)((?:Гибель|Найм):\s[^.;«»•]+)")


def quote_unquoted_granted(unit: str) -> str:
    """«Ваши существа получают +2 к удару и Гибель: Мор 1» (Тёмное воинство): an ability a card gains printed without
    quotes, after what else it gains and «и», runs to the end of the sentence; it is quoted as a granted ability is
    («… и «Гибель: Мор 1»»). Returns ``unit`` unchanged when it has none."""
    return _UNQUOTED_GRANTED_RE.sub(lambda m: f"{m.group(1)}«{m.group(2).strip()}»", unit)


# ---- lists of gains ----
# «Он получает Могущество 3, Рывок и «…»» (Ярость дракона): the comma of a list of gains that goes on with «и» reads as
# «и» (keyword_grants.lark effect_gains: «<gain> и <gain> и «…»»), so that a one-token-lookahead parser never has to
# tell that comma from the comma between two instructions. Only a valued keyword with its number before the comma and a
# one-word gain and a quoted ability (by then ``@abilityN``) after it: the grammar still refuses anything there that is not a gain.
LIST_COMMAS: tuple[tuple[str, str], ...] = (
    (r"(?<![а-я_])(получа(?:ет|ют) [а-я]+ \d+) , (?=[а-я]+ и (?:«|@ability))", r"\1 и "),
)
