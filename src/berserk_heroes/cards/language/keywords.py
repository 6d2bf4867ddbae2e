"""Keywords (§6) and their numbers, keyword lines and keyword-like abilities."""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ACTIVATED,
    ATTACKS,
    CARD,
    COINS_SPENT,
    CREATURE,
    DIES,
    ENTERS_PLAY,
    HERO,
    OPPONENT,
    PERMANENT,
    RULES_OPTION,
    SPELL,
    STATIC,
    THIS,
    TRIGGERED,
    TURN_START,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    HistoryQuery,
    Select,
    StaticPart,
    Trigger,
)
from berserk_heroes.cards.compiler_normalise import class_of_token, element_of_token
from berserk_heroes.cards.language.base import KW, NP, CompileError, Draft
from berserk_heroes.cards.language.common import X_AMOUNT, _chosen_class_creatures, _duration, _ints, _np_of


def _x_to_paid(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    out = []
    for e in effects:
        amount = Amount("x_paid_for_it") if isinstance(e.amount, Amount) and e.amount == Amount("x") else e.amount
        out.append(dataclasses.replace(e, amount=amount, then=_x_to_paid(e.then), otherwise=_x_to_paid(e.otherwise)))
    return tuple(out)


def _reads_paid_foreign(effects: tuple[Effect, ...], kinds: tuple[str, ...] = ("paid_foreign", "paid_own")) -> bool:
    return any((e.condition is not None and e.condition.kind in kinds)
               or _reads_paid_foreign((*e.then, *e.otherwise), kinds) for e in effects)


def paid_x_abilities(cost_is_x: bool, abilities: list[Ability]) -> tuple[list[Ability], list[str]]:
    """The X of a card of cost X (rule: the player picks X when he plays it and pays it on top of the
    cost; engine/effects/costs.py ``XPlayFrame``). In the card's own «Найм» (a triggered ability on its own entering
    play) an «Х» is that paid X (``Amount("x_paid_for_it")``); «Входит в игру с Х эффектами усиления» needs a cost X.
    Returns the abilities and the reasons for refusing (a card without cost X reading a paid X)."""
    gaps: list[str] = []
    out = []
    for ab in abilities:
        if _reads_paid_foreign(ab.effects) and not any(c.kind in ("destroy_support", "complete_quest")
                                                       for c in ab.costs):
            gaps.append("«если уничтоженная карта поддержки не была вашей» without that payment")
        if _reads_paid_foreign(ab.effects, ("paid_discard_fits",)) and not any(c.kind == "discard" for c in ab.costs):
            gaps.append("«если было сброшено <карта>» without a payment «сбросьте карту»")
        if any(p.kind == "enters_boosted_by_paid" for p in ab.statics) and not cost_is_x:
            gaps.append("«Входит в игру с Х …» on a card without cost X")
        if cost_is_x and ab.kind == TRIGGERED and ab.trigger is not None and ab.trigger.event == ENTERS_PLAY \
                and ab.trigger.subject is None and ab.trigger.other is None and not ab.costs:
            ab = dataclasses.replace(ab, effects=_x_to_paid(ab.effects))
        out.append(ab)
    return out, gaps


# The keyword names of a keyword line (``keywords.lark`` kw_name, kw_valued_name): the name's lemma tokens → the
# keyword's code (``rules/terms.md``).
KEYWORD_NAMES: dict[str, str] = {
    "рывок": "haste",
    "первый удар": "first_strike",
    "последний удар": "last_strike",
    "направленный удар": "directed_strike",
    "направленный удар по существо.plur": "directed_strike_creatures",
    "направленный удар по существо.sing противник.gent-accs": "directed_strike_creatures",
    "направленный удар по герой.plur": "directed_strike_heroes",
    "опыт в атака": "attack_experience",
    "опыт в защита": "defence_experience",
    "гнев": "wrath",
    "орда": "horde",
    "уникальность": "unique",
    "бешенство": "frenzy",
    "уязвимость": "vulnerability",
    "спящий": "sleeping",
    "скрытность": "stealth",
    "подавление": "suppression",
    "кладка": "clutch",
    "ярость": "fury",
    "немертвый": "undead",
    "модуль": "module",
    "не мочь+3 атаковать+impr": "cannot_attack",
    "не мочь+3 выступать+impr защитник": "cannot_defend",
    "не мочь+3 быть+impr оглушенный+short": "cannot_be_stunned",
    "не получать+3.sing рана": "no_wounds",
    "не получать+3.sing рана от удар": "no_wounds_from_strikes",
    "не мочь+3 быть+impr цель атака удар": "cannot_be_attacked",
    "не мочь+3 атаковать+impr герой.sing": "cannot_attack_hero",
    "защита от заклинание.plur": "spell_protection",
    "защита от выстрел": "shot_protection",
    "не мочь+3 быть+impr выбранный+short цель заклинание.plur и способность": "untargetable",
    "защита от отравление": "poison_protection",
    "превосходство над существо.plur с малый сила удар": "superiority_lower_strike",
    "превосходство над существо.plur малый стоимость": "superiority_lower_cost",
    "созданный": "created",
}
KEYWORD_VALUED_NAMES: dict[str, str] = {
    "броня": "armor",
    "чешуя": "scales",
    "вампиризм": "vampirism",
    "регенерация": "regeneration",
    "могущество": "might",
    "медитация": "meditation",
    "инкарнация": "incarnation",
    "единение": "unity",
    "дар жизнь": "gift_of_life",
    "авангард": "vanguard",
}
# a keyword named after «с» (``keywords.lark`` kw_instr: «существо с Регенерацией»): its lemma tokens → its code
KEYWORDS_AFTER_WITH: dict[str, str] = {
    "уникальность": "unique", "превосходство": "superiority", "засада": "ambush", "медитация": "meditation",
    "подавление": "suppression", "регенерация": "regeneration", "вампиризм": "vampirism", "жажда": "thirst",
    "защита от заклинание.plur": "spell_protection", "чешуя": "scales", "уязвимость": "vulnerability",
}

# Keyword: the card's «Жажда» may wound a creature of the opponent instead of a character of yours
THIRST_ENEMY_ONLY = "thirst_enemy_only"


def _plain(sel: Select, kind: str, side: str) -> bool:
    """``sel`` is just «<kind> of <side>» with no other filter (any zone)."""
    return sel.kind == kind and sel.side == side and Select(kind, side=side, zone=sel.zone) == sel


def _abilities_of(children: list[Any]) -> list[Ability]:
    """The abilities among a rule's children (a rule of an ability gives one or a list)."""
    out: list[Ability] = []
    for c in children:
        if isinstance(c, Ability):
            out.append(c)
        elif isinstance(c, list) and all(isinstance(a, Ability) for a in c):
            out.extend(c)
    return out


def _kws_of(children: list[Any]) -> list[KW]:
    return next(c for c in children if isinstance(c, list) and c and isinstance(c[0], KW))


IGNORABLE = {"armor": "ignores_armor", "scales": "ignores_scales"}
"""«Игнорирует <X>» (digest §6.2): the protections a card can ignore → the keyword of ignoring it."""


def raid_condition(attacks: int) -> Condition:
    """«Набег X» (digest §5.2.4, §6.2): the card is attacking, and this is its X-th or later attack this turn (every
    attack it made counts, its shots too: a shot is an attack, glossary «Атака»)."""
    return Condition("and", parts=(Condition("source_state", state="attacking"),
                                   Condition("history", history=HistoryQuery(ATTACKS, of_source=True), value=attacks)))


SOUL_CATCHER = Condition("history", history=HistoryQuery(DIES, subject=Select(CREATURE)))
"""«Душелов» (digest §6.2): a creature (anyone's) died this turn."""


EXTORTED_REFS = ("player", "hero")
"""What an extortion's condition may act on: the player who fulfils it, or his hero («ранить своего героя»)."""


def extorted(ability: Ability) -> Ability:
    """«Вымогательство — <условие>»: ``ability`` (the condition compiled as the controller's instruction) made the
    opponent's: he acts instead of the controller, decides whether to (optional, params ``decider``), and only if he
    did it fully does this card lose its abilities (``then``). One instruction, naming no target (a target would be
    the controller's choice), acting on the player or his hero."""
    if len(ability.effects) != 1 or ability.targets:
        raise CompileError("«Вымогательство»: one instruction with no target")
    demand = ability.effects[0]
    what = demand.what
    if what is None or what.kind not in EXTORTED_REFS or what.side != YOU or demand.then or demand.otherwise \
            or demand.optional or demand.condition is not None:
        raise CompileError("«Вымогательство»: an instruction about the player himself")
    lose = Effect("lose", THIS, params=(("all", "abilities"), ("duration", PERMANENT)))
    theirs = dataclasses.replace(demand, what=dataclasses.replace(what, side=OPPONENT), optional=True,
                                 params=(*demand.params, ("decider", OPPONENT)), then=(lose,))
    return dataclasses.replace(ability, effects=(theirs,))


def _both(first: Condition, second: Condition | None) -> Condition:
    return first if second is None else Condition("and", parts=(first, second))


def under_condition(ability: Ability, cond: Condition) -> Ability:
    """The ability working only while ``cond`` holds (an ability word such as «Набег X —», «Душелов —»): each part of
    a static ability, a triggered ability when it triggers (112.2), an activated one when it is declared. The text
    keeps the zone its own words give it."""
    if ability.kind == STATIC and ability.keyword is None and ability.statics:
        return dataclasses.replace(ability, statics=tuple(dataclasses.replace(p, condition=_both(cond, p.condition))
                                                          for p in ability.statics))
    if ability.kind in (TRIGGERED, ACTIVATED):
        return dataclasses.replace(ability, condition=_both(cond, ability.condition))
    raise CompileError("an ability word before a text that is neither a static, a triggered nor an activated ability")


def keywords_under_condition(kws: list[KW], cond: Condition) -> Ability:
    """«Набег 2 — Первый удар»: the card has the keywords while ``cond`` holds (a static grant to itself)."""
    if any(kw.meta for kw in kws):
        raise CompileError("a keyword with a parameter after an ability word")
    return Ability(STATIC, statics=tuple(StaticPart("grant", keyword=kw.code, value=kw.value, condition=cond)
                                         for kw in kws))


class KeywordsPhrases:
    """Transformer methods of the «keywords» concept (mixed into ``transformer.ToAbilities``); grammar: ``keywords.lark``."""

    def k_ignores(self, children: list[Any]) -> list[KW]:
        """«Игнорирует <Броню / Чешую>»: one keyword ``ignores_<code>`` for each protection named."""
        codes = [KEYWORD_VALUED_NAMES[str(c)] for c in children if isinstance(c, str)]
        if any(code not in IGNORABLE for code in codes):
            raise CompileError("«Игнорирует» a keyword that is not a protection the engine can ignore")
        return [KW(IGNORABLE[code]) for code in codes]

    def k_must_attack(self, _: list[Any]) -> list[KW]:
        """«Должен / Обязан атаковать (ударом) при первой возможности»: keyword ``frenzy`` (what «Бешенство» means)."""
        return [KW("frenzy")]

    def a_raid(self, children: list[Any]) -> list[Ability]:
        """«Набег X — <текст>»: the text works while this is the card's X-th or later attack this turn."""
        return [under_condition(ab, raid_condition(_ints(children)[0])) for ab in _abilities_of(children)]

    def a_raid_keywords(self, children: list[Any]) -> Ability:
        return keywords_under_condition(_kws_of(children), raid_condition(_ints(children)[0]))

    def a_soul_catcher(self, children: list[Any]) -> list[Ability]:
        """«Душелов — <текст>»: the text exists only if a creature died this turn."""
        return [under_condition(ab, SOUL_CATCHER) for ab in _abilities_of(children)]

    def a_soul_catcher_keywords(self, children: list[Any]) -> Ability:
        return keywords_under_condition(_kws_of(children), SOUL_CATCHER)

    def a_spending(self, children: list[Any]) -> Ability:
        """«Расход X: <текст>» (digest §3.1, §6.2): when you spend coins and have spent X or more this turn; a
        triggered ability, so once per turn (112.5) — one for each value printed."""
        drafts = next(c for c in children if isinstance(c, list))
        trigger = Trigger(COINS_SPENT, subject=Select(HERO, side=YOU))
        ability = self._ability(TRIGGERED, drafts, trigger=trigger, per_turn=self._per_turn(children))  # type: ignore[attr-defined]
        return under_condition(ability, Condition("coins_spent", value=_ints(children)[0]))

    def a_extortion(self, children: list[Any]) -> list[Ability]:
        """«Вымогательство — <условие>» (digest §6.2): the opponent may fulfil the condition; if he does, this card
        loses its abilities for good. The condition is one instruction written as for the card's controller and
        carried out by the opponent with what is his (:func:`extorted`). It is offered as the card enters play and,
        under the rules option ``extortion_each_turn``, at the start of each turn of its controller too."""
        drafts = next(c for c in children if isinstance(c, list))
        entering = self._ability(TRIGGERED, drafts, trigger=Trigger(ENTERS_PLAY))  # type: ignore[attr-defined]
        demand = extorted(entering)
        each_turn = Ability(TRIGGERED, text=demand.text, trigger=Trigger(TURN_START, whose_turn=YOU),
                            condition=Condition(RULES_OPTION, state="extortion_each_turn"), effects=demand.effects)
        return [demand, each_turn]

    def k_defend_any_times(self, _: list[Any]) -> list[Any]:
        """«Может выступать защитником любое число раз за ход» (Мантелет): keyword ``defend_any_times``."""

        return [KW("defend_any_times")]

    def k_ability_reduction(self, children: list[Any]) -> list[Any]:
        """«–N от способностей (в том числе от заклинаний)» (keyword ``ability_reduction`` N)."""
        return [KW("ability_reduction", _ints(children)[0])]

    def k_twice_different_targets(self, _: list[Any]) -> list[Any]:
        """«Опыт в атаке, может атаковать дважды за ход, только разные цели» (a keyword line, inside a quote): Опыт в
        атаке; «может атаковать дважды за ход» = «один (2) раз за ход» (``attacks_per_turn`` 2, digest §5.2.4); «только
        разные цели» (``only_different_targets``: no strike attack at a character it has attacked this turn)."""
        return [KW("attack_experience"), KW("attacks_per_turn", 2), KW("only_different_targets")]

    def k_strike_target_only(self, _: list[Any]) -> list[Any]:
        """«Существа могут выбирать <эту карту> только в качестве цели атаки ударом»: keyword ``strike_target_only``
        (``declare.target_candidates``: an ability of a creature may name it only as the creature its «Сразиться» fights —
        a fight is a strike attack, digest §5.6; strike attacks are declared without abilities)."""
        return [KW("strike_target_only")]

    def k_attack_reduction_creatures(self, children: list[Any]) -> list[Any]:
        """«–N от атак существ»: keyword ``attack_reduction_creatures`` N."""
        return [KW("attack_reduction_creatures", _ints(children)[0])]

    def k_must_be_first_spell_target(self, _: list[Any]) -> list[Any]:
        """«<эта карта> должна быть выбрана целью первого заклинания каждый ход, если это возможно»."""
        return [KW("must_be_first_spell_target")]

    def k_must_be_struck_offturn(self, _: list[Any]) -> list[Any]:
        """«<эта карта> должна быть выбрана целью атаки ударом в ход противника (. Если в игре несколько …, противник
        выбирает любого из них)»: keyword ``must_be_struck_offturn``."""
        return [KW("must_be_struck_offturn")]

    def k_attacks_reduced_to(self, children: list[Any]) -> list[Any]:
        """«Атаки по этому существу сводятся к N»: the keyword ``attacks_reduced_to`` N (a keyword line)."""
        return [KW("attacks_reduced_to", _ints(children)[0])]

    def k_attacks_only_unwounded(self, _: list[Any]) -> list[Any]:
        """«Может атаковать только персонажей без ран» (keyword ``attacks_only_unwounded``)."""
        return [KW("attacks_only_unwounded")]

    def k_attack_ability_reduction(self, children: list[Any]) -> list[Any]:
        """«–X от атак и способностей (в том числе от заклинаний)» (keyword ``attack_ability_reduction`` X): an
        attack's strength at it is X less (as «–X от атак»), and so are the wounds of an ability (Ранить …)."""
        return [KW("attack_ability_reduction", _ints(children)[0])]

    def kw_name(self, children: list[Any]) -> str:
        """A keyword's name: its words, joined (the key of :data:`KEYWORD_NAMES` / :data:`KEYWORD_VALUED_NAMES`)."""
        return " ".join(str(c) for c in children)

    def kw_instr(self, children: list[Any]) -> str:
        """A keyword named after «с»: its code (:data:`KEYWORDS_AFTER_WITH`)."""
        return KEYWORDS_AFTER_WITH[" ".join(str(c) for c in children)]

    def kw_dative(self, children: list[Any]) -> tuple[str, str]:
        """«+N к <Чешуе>»: the valued keyword named (:data:`KEYWORD_VALUED_NAMES`)."""
        return ("kw_dative", KEYWORD_VALUED_NAMES[str(children[0])])

    def k_named(self, children: list[Any]) -> list[KW]:
        """A keyword without a number («Рывок», «Первый удар», «Не может атаковать»)."""
        return [KW(KEYWORD_NAMES[children[0]])]

    def k_valued(self, children: list[Any]) -> list[KW]:
        """A keyword and its number («Броня 2», «Дар жизни 3»). Only «Дар жизни» is printed without one too: value 0
        (its bound is the rules option ``gift_of_life_unnumbered``)."""
        code, numbers = KEYWORD_VALUED_NAMES[children[0]], _ints(children)
        if not numbers and code != "gift_of_life":
            raise CompileError(f"«{children[0]}» without its number")
        return [KW(code, numbers[0] if numbers else 0)]

    def e_gains_keyword_x(self, children: list[Any]) -> Draft:
        """«<np> получает <Медитацию> Х (до …)»: ``grant`` of the keyword with the number Х (``Amount("x")`` until the
        ability says what Х is)."""
        word = next(c for c in children if isinstance(c, str) and c in KEYWORD_VALUED_NAMES)
        code = KEYWORD_VALUED_NAMES[word]
        rest = [c for c in children if c is not word]
        return Draft("grant", _np_of(children), X_AMOUNT,
                     params=(("keyword", code), ("duration", _duration(rest) or PERMANENT)))

    def k_no_wounds_dealt_by_np(self, children: list[Any]) -> list[Any]:
        """«<карты> не наносят ран <этой карте>»: this card does not take wounds from those cards (the keyword of
        «Не получает ран от <карт>», )."""
        return [self._from_np(next(c for c in children if isinstance(c, NP)))]

    def k_elusive(self, children: list[Any]) -> list[Any]:
        """«Неуловимость от <существ>»: meta ``from`` is the Select of the creatures it is elusive from."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.kind != "creature":
            raise CompileError("«Неуловимость от …»: only creatures")
        return [KW("elusive", 1, (("from", np.select),))]

    def k_self_poison(self, children: list[Any]) -> list[Any]:
        """«Отравление N(в начале вашего хода ранить это существо на N)» printed on a creature: keyword ``self_poison``
        N (digest §6.2: Отравление N — N wounds at the start of its own turn); the reminder must repeat N."""
        n, m = _ints(children)
        if n != m or n <= 0:
            raise CompileError("Отравление N with a reminder of another number")
        return [KW("self_poison", n)]

    def k_scales_strike(self, _: list[Any]) -> list[Any]:
        """«Чешуя Х, где Х — сила удара <этой карты>»: keyword ``scales_strike`` (Чешуя of the card's strike now)."""
        return [KW("scales_strike")]

    def k_thirst_enemy_only(self, children: list[Any]) -> list[Any]:
        """«Жажда N (вместо вашей карты можете ранить существо противника)»: the keyword Жажда N (digest §3.2: as the
        card is played, another character of yours takes N wounds from it) whose payment may wound a creature of the
        opponent instead — the keyword ``thirst_enemy_only`` beside ``thirst`` N (``play.thirst_targets`` offers them)."""
        return [KW("thirst", _ints(children)[0]), KW(THIRST_ENEMY_ONLY, 1)]

    def kp_cannot_act(self, _: list[Any]) -> Any:
        """«не может действовать»: no attack by strike, no defending, no {Т} ability (digest §5.1 «Действие»)."""

        return KW("cannot_act")

    def k_no_wounds_from_attacks(self, _: list[Any]) -> list[Any]:

        return [KW("no_wounds_from_attacks")]

    def k_attack_ordinal_protection(self, children: list[Any]) -> list[Any]:
        """«Защита от второй и третьей атаки по себе за ход», «Не получает ран от первой атаки за ход»: keyword
        ``attack_ordinal_protection`` whose value has bit N set for the N-th attack on this card in a turn
        (engine/replacements.wound_guarded)."""
        return [KW("attack_ordinal_protection", sum(1 << n for n in children))]

    def attack_ordinal(self, children: list[Any]) -> int:
        """An attack's ordinal: the token «#N», or the word «первый» (1)."""
        word = str(children[0])
        return 1 if word == "первый" else int(word[1:])

    def _from_np(self, np: Any) -> Any:

        sel = np.select if np is not None and np.kind in ("all", "target") else None
        if sel is None or np.kind == "target" and not np.implicit:
            raise CompileError("«не получает ран от <…>»: not a kind of card")
        if _plain(sel, SPELL, "any"):
            return KW("no_wounds_from_spells")
        if _plain(sel, CARD, OPPONENT):
            return KW("no_wounds_from_opponent")
        return KW("no_wounds_from", 1, (("from", sel),))

    def k_no_wounds_from_np(self, children: list[Any]) -> list[Any]:

        return [self._from_np(_np_of(children))]

    def k_no_wounds_from_poison(self, children: list[Any]) -> list[Any]:

        np = _np_of(children)
        return [KW("no_wounds_from_poison"), *([self._from_np(np)] if np is not None else [])]

    def k_no_untap(self, _: list[Any]) -> list[Any]:

        return [KW("no_untap")]

    def k_not_working(self, children: list[Any]) -> list[Any]:
        """«<Рывок / Найм / Гибель / Вызов> не работает»: that ability of every card in play is switched off while
        this card is in play (keyword ``*_off``, abilities.NOT_WORKING)."""
        from berserk_heroes.abilities import NOT_WORKING

        return [KW(NOT_WORKING[str(children[0].children[0]).split("_")[0]])]

    def k_cannot_lose_abilities(self, _: list[Any]) -> list[Any]:

        return [KW("cannot_lose_abilities")]

    def k_cannot_be_shot_target(self, _: list[Any]) -> list[Any]:

        return [KW("cannot_be_shot_target")]

    def st_k_directed_strike_eggs(self, _: list[Any]) -> list[Any]:
        """«Направленный удар по Яйцам»: ``directed_strike_vs`` with meta ("vs", the cards it works against)."""
        return [KW("directed_strike_vs", 1, (("vs", Select(CARD, classes=("Яйцо",))),))]

    def st_k_strike_reduction_from(self, children: list[Any]) -> list[Any]:
        """«-X от ударов <карт>»: ``strike_reduction_from`` X with meta ("from", Select): a strike of such a card at this
        one — an attack's or a retaliation («удар», not only «атака», digest §5.1) — is X weaker."""
        np = _np_of(children)
        if np is None or np.select is None or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
            raise CompileError("«от ударов <…>»: of which cards")
        return [KW("strike_reduction_from", _ints(children)[0], (("from", np.select),))]

    def k_directed_strike_vs_post(self, children: list[Any]) -> list[Any]:
        """«Направленный удар по существам <с другим классом / стоимостью …>»: ``directed_strike_vs`` with meta ("vs",
        the creatures the post-modifier describes)."""
        post = next((c for c in children if isinstance(c, tuple) and len(c) == 2 and isinstance(c[0], str)), None)
        if post is None or post[0] not in Select.__dataclass_fields__:
            raise CompileError("«Направленный удар по существам …»: which creatures")
        return [KW("directed_strike_vs", 1, (("vs", Select(CREATURE, **{post[0]: post[1]})),))]

    def k_closes_after_fight(self, _: list[Any]) -> list[Any]:
        """«(Закрытие карты происходит после сражения, если она выжила)»: ``closes_after_fight``."""
        return [KW("closes_after_fight")]

    def k_superiority_chosen(self, _: list[Any]) -> list[Any]:
        """«Превосходство над выбранным классом»: over the creatures of the class the card's «Выберите класс» named
        (the classes offered are those of creatures, ``effects._choose_class``)."""
        return [KW("superiority", 1, (("over", _chosen_class_creatures()),))]

    def keyword_list(self, children: list[Any]) -> list[KW]:
        out: list[KW] = []
        for c in children:
            out.extend(c)
        return out

    def kp_cannot_attack_hero(self, _: list[Any]) -> KW:
        return KW("cannot_attack_hero")

    def kp_cannot_defend(self, _: list[Any]) -> KW:
        return KW("cannot_defend")

    def kp_no_wounds(self, _: list[Any]) -> KW:
        return KW("no_wounds")

    def kp_untargetable(self, _: list[Any]) -> KW:
        return KW("untargetable")

    def keyword(self, children: list[Any]) -> list[KW]:
        return children[0]

    def k_deck_any_hero_of_class(self, children: list[Any]) -> list[KW]:
        return [KW("deck_any_hero_of_class", 1, (("hero_class", children[-1]),))]

    def k_deck_only_hero_of_class(self, children: list[Any]) -> list[KW]:
        return [KW("deck_only_hero_of_class", 1, (("hero_class", children[-1]),))]

    def k_deck_not_hero_element(self, children: list[Any]) -> list[KW]:
        return [KW("deck_not_hero_element", 1, (("element", element_of_token(str(children[-1]))),))]

    def k_deck_up_to_n_of_class(self, children: list[Any]) -> list[KW]:
        cls, plural = class_of_token(str(children[-1]))
        if not plural:
            raise CompileError("deck rule")
        return [KW("deck_up_to_n_of_class", _ints(children)[0], (("class", cls),))]

    def k_deck_any_of_class(self, children: list[Any]) -> list[KW]:
        cls, plural = class_of_token(str(children[-1]))
        if not plural:
            raise CompileError("deck rule")
        return [KW("deck_any_of_class", 1, (("class", cls),))]

    def k_deck_up_to_n_of_element_class(self, children: list[Any]) -> list[KW]:
        """«В колоде может быть до N <тёмной> <нежити>» (a hero's deck building: up to N cards of that element and
        class, whatever the hero's element; read by decks/validate.py from the printed text)."""
        cls, _ = class_of_token(str(children[-1]))
        element = element_of_token(str(children[-2]))
        return [KW("deck_up_to_n_of_element_class", _ints(children)[0], (("element", element), ("of_class", cls)))]

    def k_deck_sideboard_bonus(self, children: list[Any]) -> list[KW]:
        """«В вашей дополнительной колоде может быть на N карт больше» (a hero's deck building: the sideboard limit
        raised by N; read by decks/validate.py from the printed text)."""
        return [KW("deck_sideboard_bonus", _ints(children)[0])]

    def k_deck_mentioning_class(self, children: list[Any]) -> list[KW]:
        """«В вашей колоде могут быть любые карты, на которых упоминаются <драконы>» (a hero's deck building: any
        card whose name, classes or text names the class; read by decks/validate.py from the printed text)."""
        cls, plural = class_of_token(str(children[-1]))
        if not plural:
            raise CompileError("deck rule")
        return [KW("deck_mentioning_class", 1, (("class", cls),))]

    def k_deck_hero_elements_only(self, _: list[Any]) -> list[KW]:
        return [KW("deck_hero_elements_only")]

    def k_deck_multi_or_neutral(self, children: list[Any]) -> list[KW]:
        if element_of_token(str(children[-1])) != "Нейтральные":
            raise CompileError("deck restriction")
        return [KW("deck_multi_or_neutral_only")]

    def k_max_per_deck(self, children: list[Any]) -> list[KW]:
        return [KW("max_per_deck", _ints(children)[0])]

    def k_cannot_attack_defend(self, _: list[Any]) -> list[KW]:
        return [KW("cannot_attack"), KW("cannot_defend")]

    def k_superiority_bare(self, _: list[Any]) -> list[KW]:
        """A bare «Превосходство» line: no «над» meta; the engine reads whom it is over from the rules option
        ``bare_superiority_over`` (``selectors.superior``)."""
        return [KW("superiority", 1)]

    def k_superiority(self, children: list[Any]) -> list[KW]:
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise CompileError("superiority")
        return [KW("superiority", 1, (("over", np.select),))]
