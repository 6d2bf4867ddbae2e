"""The card-text compiler: printed Russian card text → ability objects of :mod:`berserk_heroes.abilities`.

Pipeline: split the text into units (paragraphs; a «Выберите одно из:» paragraph joined with its bullet
lines) → :func:`compiler_normalise.normalise` → a lark Earley parse with the concept grammars of ``cards/language/`` →
:class:`compiler_transform.ToAbilities` builds the vocabulary objects. A unit that does not parse, or that
uses something outside ``VERBS`` / ``EVENTS`` / ``KEYWORDS``, is listed in ``unparsed`` and the card is not
fully compiled. Nothing is guessed.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import lru_cache

from lark import Lark
from lark.exceptions import LarkError, VisitError

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ACTIVATED,
    ANY_ACTIVATOR,
    DECK,
    EVENTS,
    GRAVEYARD,
    KEYWORDS,
    PLAY,
    SPELL_ABILITY,
    STATIC,
    THIS,
    TRIGGERED,
    VERBS,
    Ability,
    Effect,
)
from berserk_heroes.cards.cache import lark_cache_file
from berserk_heroes.cards.compiler_normalise import (
    SELF_TOKEN,
    normalise,
    quote_granted_modes,
    quote_unquoted_granted,
    replace_self,
    with_shared_object,
)
from berserk_heroes.cards.language import grammar_text
from berserk_heroes.cards.language.abilities import check_compared_with_target, check_cost_x_known
from berserk_heroes.cards.language.base import CompileError, Context
from berserk_heroes.cards.language.coins import check_coins
from berserk_heroes.cards.language.conditions import NOT_AFTER_WOUND, check_single_card_refs
from berserk_heroes.cards.language.selectors import check_play
from berserk_heroes.cards.language.statics import GIVER_IN_PLAY, check_ambush_costs, check_ban
from berserk_heroes.cards.language.transformer import ToAbilities
from berserk_heroes.cards.language.zone_moves import check_either, check_replace_delay
from berserk_heroes.cards.productions import instrument, note, recording


@dataclass(frozen=True, slots=True)
class CompileResult:
    """What the compiler made of a card's text.

    ``abilities`` in printed order; ``keywords`` the (code, value) pairs of keyword lines; ``unparsed`` the
    original text of every unit that could not be compiled; ``fully`` is True when nothing was left over.
    """

    abilities: tuple[Ability, ...] = ()
    keywords: tuple[tuple[str, int], ...] = ()
    unparsed: tuple[str, ...] = ()
    fully: bool = True


@lru_cache(maxsize=1)
def parser() -> Lark:
    """The lark parser (built once; LALR(1) with the contextual lexer)."""
    # lark keeps the LALR tables in the user's private cache folder (cards/cache.py; not the shared temp folder, whose
    # files another user could plant), keyed by a hash of the grammar and the options: every later process loads
    # them instead of rebuilding them (seconds for this grammar). Its reductions note the productions they use.
    lark = Lark(grammar_text(), parser="lalr", lexer="contextual", start="start",
                cache=lark_cache_file())
    return instrument(lark)


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every literal word the grammar knows; a unit containing any other word is not parsed."""
    words: set[str] = set()
    for term in parser().terminals:
        pattern = term.pattern
        if pattern.type == "str":
            words.add(pattern.value)
    return frozenset(words)


_TOKEN_RE = re.compile(r"^(\d+|\^(sg|pl)/[а-я-]+|%[а-я]+|@self|@other_self|@giver|@ability\d+|#\d+|!not/[а-я-]+|!notel/[а-я]+|~[а-я_]+)$")
_PER_TURN_RE = re.compile(r"^\(\s*(?:один|1|(\d+))\s+раза?\s+за\s+ход\s*\.?\s*\)\s*\.?$", re.IGNORECASE)


# A sentence that starts a new ability inside a paragraph: a payment before «:», «Найм:» or «Гибель:».
_ABILITY_START_RE = re.compile(r"(?<=[.!])\s+(?=(?:\d+\{м\}|[XХ]\{м\}|\{Т\}|\(\d+\)|\(Т\))+\s*:|Найм:|Гибель:"
                                r"|Когда |Каждый раз, когда |При атаке|При ударе|При гибели "
                                r"|В конце (?!(?:вашего )?следующего )|В начале (?!(?:вашего )?следующего )"
                                r"|Теряет Спящий, когда "
                                # a lasting permission (Нири: «Найм: … . Вы можете разыгрывать добытые …»; the
                                # imperfective — «Вы можете разыграть …» is one act that goes on with the ability)
                                r"|Вы можете разыгрывать "
                                # Рогач («Найм: … . Найм Рогача срабатывает ещё раз за каждого
                                # игрока, у которого {м} больше, чем у вас» — an ability of its own)
                                r"|Найм [^.:]+ срабатывает ещё раз за каждого игрока, у которого )")
# («В конце / В начале …»: combat_keywords, Сильмерн; not «В начале вашего следующего хода …», a delayed instruction
# that goes on with the ability before it — a delayed instruction, Отдых в тени Кронга; «Теряет Спящий, когда …» after a full
# stop is an ability of its own — Щур: «Спящий. Пока Спящий, в конце …. Теряет Спящий, когда …»)


def split_units(text: str) -> list[str]:
    """Paragraphs of the text; bullet lines («• …», «- …») are joined to the paragraph above them; a
    paragraph holding two abilities («{Т}: … . 3{м}: …») is split before the second one."""
    units: list[str] = []
    lines = [part for raw in text.split("\n") for part in _ABILITY_START_RE.split(raw)]
    lines = [part for line in lines for part in _PLAY_LIMIT_RE.split(line) if part]
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if units and re.match(r"^\(\s*после атаки\s*\)\s*\.?$", line, re.IGNORECASE):
            units[-1] = f"{units[-1]} (после атаки)"  # the timing of the trigger above (Наяда)
            continue
        if units and _CONTINUES_RE.match(line):
            units[-1] = f"{units[-1]} {line}"  # coins: a sentence about the paragraph above (the cards it found)
            continue
        if units and re.match(r"^(?:Карты с таким названием|Поиск\s*[—–-]\s*все карты с таким названием)\b", line):
            units[-1] = f"{units[-1]} {line}"  # the name named / the card chosen above (Запрет на въезд, Объявить в розыск)
            continue
        if units and (units[-1].count("«") > units[-1].count("»") or units[-1].count('"') % 2
                      or (line.startswith("«") and re.search(r"\bиме(?:ет|ют):$", units[-1]))):
            units[-1] = f"{units[-1]} {line}"  # a quote that goes on over lines (Потерянный свет)
            continue
        if units and line == "дополнительно:" and "• " in units[-1]:
            units[-1] = f"{units[-1]} {line}"  # «дополнительно:» between bullet lists (Ненасытное лезвие)
            continue
        if units and re.match(r"^[•\-–—](?:\s|\{)", line) and _opens_list(units[-1]):  # («-{Степи}, …» too)
            bullet = "• " + line[1:].strip()
            units[-1] = f"{units[-1]} {bullet}"
        else:
            units.append(line)
    return units


# «Может быть разыгран только первой картой в ход. <инструкция>» (Тотальный запрет): a sentence about when the card may
# be played is a static ability of its own, not the first instruction of the paragraph
_PLAY_LIMIT_RE = re.compile(r"^(Может быть разыгран[аоы]? только [^.]*\.)\s+")

# the reminder «(эту особенность может активировать каждый игрок)» after an activated ability
_ANY_ACTIVATOR_RE = re.compile(r"\s*\(\s*эту особенность может активировать каждый игрок\s*\)", re.IGNORECASE)

# a paragraph that speaks of what the paragraph above did («Вы можете разыграть найденных таким образом
# существ …», «Вы можете тратить эту монету только на …») is part of it
_CONTINUES_RE = re.compile(r"^Вы можете (?:разыграть найденных таким образом|тратить (?:эту монету|эти монеты) только)\b")


def _opens_list(unit: str) -> bool:
    """Whether bullet lines after this paragraph belong to it: it ends with «:», holds bullets already, opens a set
    bonus, or breaks off mid-sentence («1{м}: Если ваш герой» — then «-{Степи}, …» lines, Глава труппы)."""
    end = unit.rstrip()
    return end.endswith(":") or "• " in unit or _SET_BONUS_RE.search(unit) is not None or end[-1:].isalpha()


# «Ваши существа имеют» / «дополнительно:» on a line of its own, then bullet lines (Ненасытное лезвие):
# the bullets belong to it
_SET_BONUS_RE = re.compile(r"(?:\bимеют|\bдополнительно:)\s*$")


def unknown_words(normalised: str) -> list[str]:
    """Tokens of a normalised unit that the grammar does not know."""
    vocab = vocabulary()
    return [t for t in normalised.split(" ") if t and t not in vocab and not _TOKEN_RE.match(t)]


@lru_cache(maxsize=8192)
def _compile_unit(normalised: str, ctx: Context) -> tuple[tuple[Ability, ...], tuple[tuple[str, int], ...], frozenset[str]]:
    with recording() as used:
        tree = parser().parse(normalised)
    return (*ToAbilities(ctx).compile(tree), frozenset(used))


_QUOTE_RE = re.compile(r"«([^«»]+)»")


def _extract_quotes(unit: str, name: str) -> tuple[str, tuple[Ability, ...]]:
    """Compile every quoted ability («…») of a unit on its own; return the unit with ``@abilityN`` in
    their place, and the compiled abilities (one per quote)."""
    text = replace_self(unit, name) if name else unit
    inner: list[Ability] = []

    def repl(m: re.Match[str]) -> str:
        if SELF_TOKEN in m.group(1):  # the giving card's name in the ability it gives: that card, not the receiver
            try:
                return _compile_quote(m.group(1).replace(SELF_TOKEN, GIVER_TOKEN), name, inner)
            except CompileError:
                pass  # (only a few phrases take the giver: read as before, the name of the card that has the ability)
        return _compile_quote(m.group(1), name, inner)

    return _QUOTE_RE.sub(repl, text), tuple(inner)


GIVER_TOKEN = "@giver"  # the giving card's name inside a quote (cards/language/lexicon.lark GIVER)


def _compile_quote(quote: str, name: str, inner: list[Ability]) -> str:
    """The ``@abilityN`` tokens of one quote, its abilities appended to ``inner`` (nothing appended if it raises)."""
    kept = len(inner)
    try:
        return _compile_quote_abilities(quote, name, inner)
    except CompileError:
        del inner[kept:]
        raise


def _compile_quote_abilities(quote: str, name: str, inner: list[Ability]) -> str:
    """The abilities of one quote: one, a keyword line and one more, or several parts (a unit or a sentence each)."""
    parts = split_units(quote.strip())
    if len(parts) > 1:  # «{Т}: … . 1{м}{Т}: …», «Спящий. 2{м}: Теряет Спящий» — several abilities in one quote
        return " ".join(_quoted_part(part, name, inner) for part in parts)
    try:
        abilities, keywords = compile_unit(quote.strip(), name, "creature")
    except CompileError:
        sentences = _SENTENCE_RE.split(quote.strip())
        if len(sentences) == 1:
            raise
        # «В начале хода положите … . Не получает ран от атак»: one ability a sentence
        return " ".join(_quoted_part(sentence, name, inner) for sentence in sentences)
    if len(abilities) > 1:  # «имеет: «Опыт в атаке, может атаковать дважды …»»
        from berserk_heroes.cards.language.combat import keywords_quote

        abilities = keywords_quote(abilities)
    if len(abilities) == 2 and _keyword_line(abilities[0]):  # «Спящий. Теряет Спящий, если …»: two abilities
        return " ".join(_quoted(ability, inner) for ability in abilities)
    if len(abilities) != 1:
        raise CompileError("a quote must hold exactly one ability")
    return _quoted(abilities[0], inner)


# the boundary of two sentences in a quote (a quote that does not compile as one unit may be one ability a sentence)
_SENTENCE_RE = re.compile(r"(?<=\.)\s+(?=[А-ЯЁ])")


def _quoted(ability: Ability, inner: list[Ability]) -> str:
    """The token of one quoted ability (``@abilityN``), kept in ``inner``."""
    inner.append(ability)
    return f" @ability{len(inner) - 1} "


def _keyword_line(ability: Ability) -> bool:
    """A plain keyword line («Спящий.»): what a quote may hold besides one more ability."""
    return ability.kind == STATIC and ability.keyword is not None and not ability.statics and not ability.meta \
        and ability.condition is None


def _quoted_part(part: str, name: str, inner: list[Ability]) -> str:
    """One ability of a quote holding several (the grammar takes several quoted abilities only where a card gains them:
    ``card_predicate`` and ``s_grant_two``, two of them)."""
    abilities, _ = compile_unit(part, name, "creature")
    if len(abilities) != 1:
        raise CompileError("a part of a quote that is not one ability")
    return _quoted(abilities[0], inner)


_ASCII_QUOTE_RE = re.compile(r"""(['"])([^'"«»]*\s[^'"«»]*)\1""")


def _ascii_quotes(unit: str, name: str) -> str:
    """A quoted ability printed with straight quotes ('…' or "…", several words) is read as «…» (as a
    granted ability); not when the card's name itself holds a quote."""
    if ("'" not in unit and '"' not in unit) or "'" in name or '"' in name:
        return unit
    return _ASCII_QUOTE_RE.sub(lambda m: f"«{m.group(2)}»", unit)


def _parse_unit(text: str, ctx: Context) -> tuple[tuple[Ability, ...], tuple[tuple[str, int], ...], frozenset[str]]:
    """Parse and transform one normalised unit; a unit that does not parse as printed is tried once more with the
    object two verbs share spelt out after each (:func:`with_shared_object`)."""
    try:
        try:
            return _compile_unit(text, ctx)
        except LarkError as exc:
            spelt_out = with_shared_object(text)
            if isinstance(exc, VisitError) or spelt_out == text:  # (it parsed: the words were read)
                raise
            return _compile_unit(spelt_out, ctx)
    except VisitError as exc:
        if isinstance(exc.orig_exc, CompileError):
            raise exc.orig_exc from None
        raise
    except LarkError as exc:
        raise CompileError(f"no parse: {type(exc).__name__}") from exc


def compile_unit(unit: str, name: str, card_type: str) -> tuple[tuple[Ability, ...], tuple[tuple[str, int], ...]]:
    """Compile one unit; raises :class:`CompileError` when it cannot be compiled."""
    inner: tuple[Ability, ...] = ()
    printed = unit = _ascii_quotes(unit, name)
    unit = quote_unquoted_granted(quote_granted_modes(unit))
    any_player = _ANY_ACTIVATOR_RE.search(unit)  # «(эту особенность может активировать каждый игрок)»
    if any_player:
        unit = _ANY_ACTIVATOR_RE.sub("", unit)
    source = unit
    if "«" in unit:
        source, inner = _extract_quotes(unit, name)
    norm = normalise(source, name)
    if not norm.text:
        return (), ()
    bad = unknown_words(norm.text)
    if bad:
        raise CompileError(f"unknown words: {' '.join(bad)}")
    abilities, keywords, productions = _parse_unit(norm.text, Context(name, card_type, inner))
    if norm.zone is not None:
        abilities = tuple(_in_zone(a, norm.zone, name) for a in abilities)
    else:
        abilities = tuple(_in_hand_if_it_leaves_the_hand(
            _in_deck_if_it_answers_a_search(_in_graveyard_if_it_revives_itself(a, name), name)) for a in abilities)
    abilities = tuple(dataclasses.replace(a, text=printed) for a in abilities)
    if any_player:  # an activated ability any player may activate (engine/declare.activation_options)
        if len(abilities) != 1 or abilities[0].kind != ACTIVATED:
            raise CompileError("«может активировать каждый игрок» of something other than one activated ability")
        abilities = (dataclasses.replace(abilities[0], meta=(*abilities[0].meta, (ANY_ACTIVATOR, True))),)
    if inner and "quoted_keywords" in repr(abilities):  # a quote of several keywords used but by «имеет: «…»»
        raise CompileError("a quote of several keywords where only a static «имеет: «…»» may take it")
    if inner and repr(GIVER_IN_PLAY) in repr(abilities):  # «…, пока <давшая карта> в игре» kept as a condition
        raise CompileError("a quote «…, пока <давшая карта> в игре» where only «<карта> получает: «…»» may take it")
    if card_type == "spell":
        abilities = tuple(_spell_end_of_turn(a) for a in abilities)
    for ability in abilities:
        check_vocabulary(ability)
        if card_type == "spell" and ability.kind == TRIGGERED and ability.zone == PLAY and ability.keyword is None:
            raise CompileError("a triggered ability of a spell that works in play (a delayed trigger?)")
    note(productions)  # the unit compiled: the card's parse used these productions (cards/productions.py)
    return abilities, keywords


def _spell_end_of_turn(ability: Ability) -> Ability:
    """A spell's paragraph «В конце хода <инструкции>» (Сверхрыблексы «В конце хода сбросьте руку»): a spell has no
    ability in play, so it is an instruction of the spell that waits for the end of this turn (``delayed``, moment
    END_THIS), set up when the spell resolves, as «…, в конце хода <инструкция>» inside a sentence. Only a plain one:
    no condition, target, cost or choice to make now."""
    trig = ability.trigger
    if ability.kind != TRIGGERED or ability.zone != PLAY or trig is None or trig.event != A.TURN_END \
            or trig.whose_turn != A.ANY or trig.subject is not None or trig.other is not None or trig.nth \
            or ability.condition is not None or ability.targets or ability.costs or ability.optional or ability.keyword:
        return ability
    delayed = Effect("delayed", params=(("moment", A.END_THIS), ("effects", ability.effects)))
    return dataclasses.replace(ability, kind=SPELL_ABILITY, trigger=None, effects=(delayed,))


def _in_zone(ability: Ability, zone: str, name: str) -> Ability:
    """Set the zone an ability works in; in the graveyard, «Возродите <this card>» revives this very card."""
    effects = ability.effects
    if zone == GRAVEYARD:
        effects = tuple(_revive_self(e, name) for e in effects)
    return dataclasses.replace(ability, zone=zone, effects=effects)


def _in_graveyard_if_it_revives_itself(ability: Ability, name: str) -> Ability:
    """«Когда вы сбрасываете третью карту за ход, возродите Теневичка»: a triggered ability on another card's event
    whose one instruction revives a card of this card's own name can only mean this card, and a card in play cannot be
    revived — so the ability works in the graveyard and revives this very card (as if the reminder «эта особенность
    работает на кладбище» were printed). The same holds at a moment of the turn («В начале хода … можете возродить
    Держи-Дерево»); not for this card's own events («Гибель: …» fires from play, as the card dies)."""
    if ability.kind != TRIGGERED or ability.zone != PLAY or ability.trigger is None or len(ability.effects) != 1:
        return ability
    if ability.trigger.subject is None and ability.trigger.event not in (A.TURN_START, A.TURN_END):
        return ability
    effect = ability.effects[0]
    sel = effect.param("select")
    if not A.is_revive(effect) or sel is None or sel.name != name or effect.amount != 1 or effect.then:
        return ability
    return _in_zone(ability, GRAVEYARD, name)


def _in_hand_if_it_leaves_the_hand(ability: Ability) -> Ability:
    """«В начале хода … положите Хроноса из руки в дополнительную колоду …»: a triggered ability whose first instruction
    moves this very card out of the hand can only work while the card is in the hand (as if the reminder «эта
    особенность работает в руке» were printed)."""
    if ability.kind != TRIGGERED or ability.zone != PLAY or not ability.effects:
        return ability
    first = ability.effects[0]
    if first.verb != A.MOVE or first.what != THIS or first.param("from") != A.HAND:
        return ability
    return dataclasses.replace(ability, zone=A.HAND)


def _in_deck_if_it_answers_a_search(ability: Ability, name: str) -> Ability:
    """«Когда вы используете Поиск, …» (Подгорный крот): 112.8 makes a trigger that opens so a trigger of the deck,
    answered while its owner searches his deck — the reminder «эта особенность работает в колоде» the rule names is
    left out of older printings. «Вызовите <эту карту>» in it summons this very card from the deck."""
    if ability.kind != TRIGGERED or ability.zone != PLAY or ability.trigger is None \
            or ability.trigger.event != A.SEARCHED:
        return ability
    return dataclasses.replace(ability, zone=DECK, effects=tuple(_summon_self(e, name) for e in ability.effects))


def _summon_self(effect: Effect, name: str) -> Effect:
    sel = effect.param("select")
    if A.is_summon(effect) and sel is not None and sel.name == name and effect.amount == 1:
        return dataclasses.replace(effect, what=THIS, params=A.entering_params((DECK,), summoned=True))
    return dataclasses.replace(effect, then=tuple(_summon_self(e, name) for e in effect.then))


def _revive_self(effect: Effect, name: str) -> Effect:
    sel = effect.param("select")
    if A.is_revive(effect) and sel is not None and sel.name == name and effect.amount == 1:
        return Effect(A.PUT_INTO_PLAY, THIS, 1, params=A.entering_params((GRAVEYARD,), select=A.Select(
            A.CARD, side=A.YOU, zone=GRAVEYARD), closed=bool(effect.param("closed"))),  # («… закрытым»)
            optional=effect.optional, condition=effect.condition,
                      then=effect.then, otherwise=effect.otherwise)
    if effect.then:  # «…, при этом возродите <эту карту>» (Альп) — this very card too
        return dataclasses.replace(effect, then=tuple(_revive_self(e, name) for e in effect.then))
    return effect


def check_vocabulary(ability: Ability) -> None:
    """Raise CompileError if the ability uses a verb, event or keyword the engine does not know."""
    if ability.trigger is not None and ability.trigger.event not in EVENTS:
        raise CompileError(f"unknown event {ability.trigger.event}")
    if ability.keyword is not None and ability.keyword[0] not in KEYWORDS:
        raise CompileError(f"unknown keyword {ability.keyword[0]}")
    for part in ability.statics:
        if part.keyword is not None and part.keyword not in KEYWORDS:
            raise CompileError(f"unknown keyword {part.keyword}")
        if part.ability is not None:
            check_vocabulary(part.ability)
    for effect in ability.effects:
        _check_effect(effect)
    check_ban(ability)  # a «ban»'s pronoun means players (cards/language/statics.py)
    check_either(ability)  # «с любого кладбища» only where it names one card (cards/language/zone_moves.py)
    check_replace_delay(ability)  # «… вместо кладбища» only in «Гибель:» (cards/language/zone_moves.py)
    check_cost_x_known(ability)  # «стоимостью Х{м}» only where the Х is known (texts of heroes)
    check_compared_with_target(ability)  # «с другим названием той же или меньшей стоимости» (cards/language/abilities.py)
    check_play(ability)  # «разыграть её / их на N{м} дешевле» only after putting cards into the hand (cards/language/selectors.py)
    check_coins(ability)  # «найденных таким образом существ» only after a search for creatures (cards/language/coins.py)
    check_ambush_costs(ability)  # «атака ударом прерывается» only after an attack declared (cards/language/statics.py)
    check_single_card_refs(ability)  # «если существо погибло», «у него есть выстрел», «с таким же ударом» (cards/language/conditions.py)


def _check_effect(effect: Effect) -> None:
    if effect.verb not in VERBS:
        raise CompileError(f"unknown verb {effect.verb}")
    if effect.verb == "grant" and effect.param("ability") is None and effect.param("keyword") not in KEYWORDS:
        raise CompileError(f"unknown keyword {effect.param('keyword')}")
    for sub in (*effect.then, *effect.otherwise, *effect.param("effects", ())):
        _check_effect(sub)
    for mode in effect.param("modes", ()):
        check_vocabulary(mode)
    if effect.param("ability") is not None:
        check_vocabulary(effect.param("ability"))


def _reminder_only(unit: str, name: str) -> str | None:
    """For a unit that is only reminder text: "" if explanatory, the zone if a zone reminder; else None."""
    norm = normalise(unit, name)
    if re.sub(r"[\s.,;:]", "", norm.text):
        return None
    return norm.zone or ""


def _set_zone(abilities: list[Ability], count: int, zone: str, name: str) -> bool:
    """Apply a zone reminder printed on its own line to the abilities of the unit above it."""
    if any(a.kind == STATIC and a.keyword is not None for a in abilities[-count:]):
        return False
    abilities[-count:] = [_in_zone(a, zone, name) for a in abilities[-count:]]
    return True


# «(один раз за бой)», «(3 раза за бой)»: uses per battle — a limit of its own beside the per-turn one (RulesConfig
# ``per_battle``, docs/rules_options.md); printed at the end of an ability, inside its sentence or after it
_PER_BATTLE_RE = re.compile(r"\s*\(\s*(?:один|1|(\d+))\s+раза?\s+за\s+бой\s*\.?\s*\)", re.IGNORECASE)


def _split_per_battle(unit: str) -> tuple[str, int | None]:
    """The unit without its «(N раз за бой)», and that N (None when it has none)."""
    m = _PER_BATTLE_RE.search(unit)
    if m is None:
        return unit, None
    return unit[:m.start()] + unit[m.end():], int(m.group(1) or 1)


def _per_battle(abilities: tuple[Ability, ...], n: int) -> tuple[Ability, ...]:
    """Mark the unit's abilities with ``per_battle`` N (meta); only an activated or triggered ability has uses."""
    if not abilities or any(a.kind not in (ACTIVATED, TRIGGERED) for a in abilities):
        raise CompileError("«N раз за бой» on an ability that is not used")
    return tuple(dataclasses.replace(a, meta=(*a.meta, (A.PER_BATTLE, n))) for a in abilities)


def _apply_per_turn(abilities: list[Ability], unit: str) -> bool:
    m = _PER_TURN_RE.match(unit.strip())
    if not m or not abilities or abilities[-1].kind not in (ACTIVATED, TRIGGERED):
        return False
    abilities[-1] = dataclasses.replace(abilities[-1], per_turn=int(m.group(1) or 1))
    return True


# the errors of a spell's paragraph that may mean the paragraph above's card: a pronoun with no antecedent;
# «если это …» with no card acted on before it (Свет подземелья «Если это существо — ковен, …»)
_JOIN_ERRORS = ("a pronoun with nothing named before it", "«если это …» without a revealed card",
                NOT_AFTER_WOUND,  # «Если раненное таким образом существо выжило, …» (Стена огня)
                "«другое» after another card was named (other than which?)",  # «другого персонажа» (Шоу факира)
                "«это существо» of a spell with nothing named before it")  # «Возьмите это существо под контроль»


def _join_pronoun_paragraph(exc: CompileError, unit: str, prev_unit: str | None, abilities: list[Ability],
                            last_unit_count: int, name: str, card_type: str) -> Ability | None:
    """A paragraph of a spell that fails only because its pronoun («Откройте его.») has nothing named
    before it continues the paragraph just above (Песнь речных дев: «Возьмите существо под контроль. / Откройте его.»):
    compiled as one unit (the paragraphs of a spell resolve in order, so this changes no timing), the pronoun takes
    the usual antecedent — the last card named. Only when the paragraph above compiled to one spell ability."""
    if card_type != "spell" or prev_unit is None or last_unit_count != 1 or not abilities \
            or abilities[-1].kind != SPELL_ABILITY or not any(m in str(exc) for m in _JOIN_ERRORS):
        return None
    try:
        joined, kws = compile_unit(f"{prev_unit.rstrip()} {unit.lstrip()}", name, card_type)
    except CompileError:
        return None
    return joined[0] if len(joined) == 1 and not kws and joined[0].kind == SPELL_ABILITY else None


_ZONE_REMINDER_END_RE = re.compile(r"\s*(\(эта особенность работает [^()]*\))\.?\s*$")


def _static_after_semicolon(unit: str, name: str, card_type: str) -> tuple[Ability, ...] | None:
    """«Когда …, <инструкции>; может быть возрождён только своей особенностью (эта особенность работает на
    кладбище).» (Дертах): a paragraph whose part after its last «;» is a static sentence of its own is two abilities —
    the instructions, and the static — and the zone reminder at its end is said of both. None unless both parts
    compile and the second is static only (an instruction after «;» is part of the same ability)."""
    reminder = _ZONE_REMINDER_END_RE.search(unit)
    if reminder is None or ";" not in unit[:reminder.start()]:
        return None
    head, _, tail = unit[:reminder.start()].rpartition(";")
    tail = tail.strip()
    if not tail or not head.strip():
        return None
    try:
        first, first_kws = compile_unit(f"{head.strip()} {reminder.group(1)}.", name, card_type)
        second, second_kws = compile_unit(f"{tail[0].upper()}{tail[1:]} {reminder.group(1)}.", name, card_type)
    except CompileError:
        return None
    if first_kws or second_kws or not second or any(a.kind != STATIC for a in second):
        return None
    return tuple(dataclasses.replace(a, text=unit) for a in (*first, *second))


def compile_text(text: str, name: str, card_type: str) -> CompileResult:
    """Compile a card's printed text (paragraphs separated by "\\n") into abilities and keywords.

    ``name`` is the card's own name (its self-references become THIS); ``card_type`` the data type
    (a spell's instructions become SPELL_ABILITY abilities).
    """
    abilities: list[Ability] = []
    keywords: list[tuple[str, int]] = []
    unparsed: list[str] = []
    last_failed: str | None = None
    last_unit_count = 0
    prev_unit: str | None = None  # the unit compiled just before
    for unit in split_units(text):
        if _PER_TURN_RE.match(unit.strip()) and unparsed and unparsed[-1] is last_failed:
            unparsed[-1] = f"{unparsed[-1]}\n{unit}"
            last_failed = unparsed[-1]
            continue
        if _apply_per_turn(abilities, unit):
            continue
        reminder = _reminder_only(unit, name)
        if reminder is not None:
            if reminder == "" or (abilities and last_failed is None and last_unit_count and
                                  _set_zone(abilities, last_unit_count, reminder, name)):
                continue
            unparsed.append(unit)
            last_failed = unit
            continue
        last_failed = None
        try:
            text, battle_uses = _split_per_battle(unit)
            abs_, kws = compile_unit(text, name, card_type)
            if battle_uses is not None:
                abs_ = _per_battle(abs_, battle_uses)
        except CompileError as exc:
            split = _static_after_semicolon(unit, name, card_type)
            if split is not None:  # «<инструкции>; <статическое предложение> (эта особенность работает …)»
                abilities.extend(split)
                last_unit_count = len(split)
                prev_unit = unit
                continue
            joined = _join_pronoun_paragraph(exc, unit, prev_unit, abilities, last_unit_count, name, card_type)
            if joined is not None:  # a spell's paragraph whose pronoun means the paragraph above's card
                abilities[-1] = joined
                prev_unit = f"{prev_unit} {unit}"
                continue
            unparsed.append(unit)
            last_failed = unit
            prev_unit = None
            continue
        abilities.extend(abs_)
        keywords.extend(kws)
        last_unit_count = len(abs_)
        prev_unit = unit
    return CompileResult(tuple(abilities), tuple(keywords), tuple(unparsed), not unparsed)


__all__ = ["CompileError", "CompileResult", "compile_text", "compile_unit", "parser", "split_units",
           "ACTIVATED", "SPELL_ABILITY", "STATIC", "TRIGGERED"]
