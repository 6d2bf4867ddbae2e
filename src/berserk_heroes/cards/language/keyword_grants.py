"""Instructions that grant or remove keywords and abilities."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    CHOSEN_CLASS,
    CLASS_NAME,
    CREATURE,
    END_OF_YOUR_TURN,
    OPPONENT,
    PERMANENT,
    STATIC,
    THIS,
    WHILE,
    YOU,
    Ability,
    Amount,
    Condition,
    Ref,
    Select,
    StaticPart,
)
from berserk_heroes.cards.compiler_normalise import class_of_token, element_of_token
from berserk_heroes.cards.language.base import KW, NP, CompileError, Draft, Gains
from berserk_heroes.cards.language.common import (
    DESTROYED_CARDS,
    _chosen_class_creatures,
    _coin_count_of,
    _duration,
    _ints,
    _np_of,
    _plain_strs,
    _spliced,
    _the,
)
from berserk_heroes.cards.language.statics import GIVER_IN_PLAY, QUOTED_KEYWORDS

# What a predicate of a card («получает «…»», «становится энтом») makes of it: the draft for (the sentence's subject,
# the card it acts on — the subject, or IT after «и»).
Predicate = Callable[[NP, NP], Draft]


def _lose_abilities(np: NP, duration: str | None) -> Draft:
    """«<np> теряет особенности (до …)»: ``lose`` of all its abilities (permanent unless a duration is printed)."""
    return Draft("lose", np, params=(("all", A.ALL_ABILITIES), ("duration", duration or PERMANENT)))


def _amounts(children: list[Any]) -> list[Any]:
    return [c for c in children if isinstance(c, Amount) or (isinstance(c, int) and not isinstance(c, bool))]


def grant_draft(draft: Any) -> Any:
    """An instruction «<np> получает Превосходство над <X>» (a ``grant`` draft carrying the keyword's parameter
    ``over``): the draft when X is «выбранным классом» (the only parameter whose cards can be named by a class: the
    effect keeps the class); None for any other keyword with a parameter (still refused)."""
    params = dict(draft.params)
    over = params.get("over")
    if params.get("keyword") != "superiority" or set(params) != {"keyword", "duration", "over"}:
        return None
    if not isinstance(over, Select) or over.classes != (CHOSEN_CLASS,) or over != _chosen_class_creatures():
        return None
    return draft


ALL_ELEMENTS = "all_elements"  # StaticPart kind: the cards of ``select`` have every element («обладает всеми стихиями»)
SHARES_ABILITIES = "shares_abilities"  # StaticPart kind: the cards of ``select`` have this card's other abilities
COPY_RULE = "copy_rule"  # StaticPart kinds: the lines of the token Копия stating the rule of copies (read by nothing)
COPY_RULE_NOT_COPIED = "copy_rule_not_copied"
GIFT_ANY_SIDE = "gift_any_side"  # StaticPart kind: «Дар жизни» of the controller may copy the opponent's creatures
LOSE_ABILITIES = "lose_abilities"  # StaticPart kind: the cards of ``select`` have lost their abilities (digest §6.2)


def lose_abilities_static(select: Select, card_type: str) -> StaticPart:
    """The static «<карты> теряют особенности» of a card of ``card_type``: a ``lose_abilities`` part. Refused when the
    selector reads what a static may change (classes, strike, keywords, states: whether a card has lost its abilities
    would depend on the abilities lost) or could name this card itself (its static would switch itself off: «Все
    существа теряют особенности» on a creature)."""
    plain = Select(select.kind, side=select.side, other=select.other, cost_min=select.cost_min,
                   cost_max=select.cost_max, name=select.name, not_created=select.not_created)
    if select != plain:  # (classes, strikes, keywords may come from statics the loss itself switches off)
        raise CompileError("«теряют особенности» of cards named by what statics may change")
    could_be_itself = not select.other and select.side != OPPONENT and (
        select.kind == A.CARD or (select.kind in (A.CREATURE, A.CHARACTER) and card_type == "creature")
        or (select.kind == A.SUPPORT and card_type not in ("creature", "hero", "spell")))
    if could_be_itself:
        raise CompileError("a static «теряют особенности» that could name its own card")
    return StaticPart(LOSE_ABILITIES, select=select)


def lose_abilities_instruction_as_static(drafts: list[Draft]) -> Draft | None:
    """The one instruction of a line «<np> теряет особенности» (no trigger, no cost, no duration) whose cards are every
    card of a kind or a hero — on a card that is not a spell such a line is a static ability; None for anything else."""
    if len(drafts) != 1:
        return None
    draft = drafts[0]
    params = dict(draft.params)
    if (draft.verb != "lose" or params != {"all": A.ALL_ABILITIES, "duration": PERMANENT} or draft.np is None
            or draft.then or draft.otherwise or draft.optional or draft.condition is not None):
        return None
    np = draft.np
    if (np.kind == "all" and np.select is not None) or (np.kind == "ref" and np.ref is not None
                                                       and np.ref.kind == "hero"):
        return draft
    return None


class KeywordGrantsPhrases:
    """Transformer methods of the «keyword_grants» concept (mixed into ``transformer.ToAbilities``); grammar: ``keyword_grants.lark``."""

    _quoted: Any
    _static_select: Any
    gains: Any
    ctx: Any

    def e_hand_cards_have(self, children: list[Any]) -> Draft:
        """«<до срока> <карты> в вашей руке имеют: «<срабатывающая способность>»» (Ирдли): ``establish`` HAND_ABILITY on
        your hero for that time — every card of your hand fitting the noun phrase, drawn later too, has the quoted
        ability (read where the triggers of hand cards are collected). Only a triggered ability, of your hand."""
        np, duration, ability = _np_of(children), _duration(children), self._quoted(children)
        # «заклинания … имеют»: the plural verb says «all of them» (the noun alone reads as one card to choose)
        every = np is not None and (np.kind == "all" or (np.kind == "target" and np.implicit and "plural" in children))
        if (np is None or not every or np.select is None or np.select.zone != A.HAND or np.select.side != YOU
                or duration is None or ability.kind != A.TRIGGERED):
            raise CompileError("«<карты> в вашей руке имеют: «…»» of other cards, without a time or not a triggered ability")
        return Draft("establish", NP("ref", ref=Ref("player", side=YOU)), None,
                     params=(("rule", A.HAND_ABILITY), ("select", np.select), ("ability", ability),
                             ("duration", duration)))

    def e_gains_gone_strike_life(self, children: list[Any]) -> Any:
        """«<np> получает +Х к удару и +Y к жизням, где Х – удар, а Y – количество жизней уничтоженного существа»: two
        permanent modifies of the same card, by the destroyed card's strike and by its life."""
        return Draft("sequence", group=[
            Draft("modify", _np_of(children), Amount("destroyed_strike", ref=DESTROYED_CARDS),
                     params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            Draft("modify", NP("it"), Amount("destroyed_life", ref=DESTROYED_CARDS),
                     params=(("strike", 0), ("life", 1), ("duration", PERMANENT)))])

    def e_gain_and_lose_until(self, children: list[Any]) -> Any:
        """«До <срока> получите N{м}, а противник теряет M{м}»: your temporary coins kept until the duration ends, and
        the opponent's coins lost until then (both for the same duration)."""
        duration, side = _plain_strs(children)[:2]
        if side != OPPONENT:
            raise CompileError("«а <игрок> теряет» of another player than the opponent")
        gain, lose = _amounts(children)
        return Draft("sequence", group=[
            Draft("gain_coins", NP("ref", ref=Ref("player", side=YOU)), gain,
                     params=(("duration", duration),)),
            Draft("lose_coins", NP("ref", ref=Ref("player", side=OPPONENT)), lose,
                     params=(("duration", duration),))])

    def e_player_gains_until_own_end(self, children: list[Any]) -> Any:
        """«до конца своего хода противник получает N{м}»: temporary coins of that player until the end of his own turn
        (``gain_coins`` duration END_OF_YOUR_TURN is measured from the player who gains: gained in another's turn, they
        last until the end of his next one)."""
        side = _plain_strs(children)[0]
        if side != OPPONENT or _coin_count_of(children) != ("NUMBER", False):
            raise CompileError("«до конца своего хода <игрок> получает N{м}» of another player than the opponent")
        return Draft("gain_coins", NP("ref", ref=Ref("player", side=OPPONENT)), _ints(_spliced(children))[0],
                        params=(("duration", END_OF_YOUR_TURN),))

    def e_extra_life_and_ability(self, children: list[Any]) -> Any:
        """«<np> получает дополнительную жизнь и «…»»: extra life, then the quoted ability on the same card."""
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return Draft("sequence", group=[
            Draft("extra_life", _np_of(children), n),
            Draft("grant", NP("it"), params=(("ability", self._quoted(children)),
                                                         ("duration", PERMANENT)))])

    def st_e_become_chosen_class(self, children: list[Any]) -> Any:
        """«<np> теряет все классы и получает класс по вашему выбору»: ``name`` of a class (the controller names a class at
        resolution), then ``set_class`` with class CHOSEN_CLASS (the class just named)."""
        from berserk_heroes.abilities import CHOSEN_CLASS, THIS

        choose = Draft("name", NP("ref", ref=THIS), params=(("named", CLASS_NAME),))
        become = Draft("set_class", _np_of(children), params=(("class", CHOSEN_CLASS),))
        return Draft("sequence", group=[choose, become])

    def e_gains_and_boost(self, children: list[Any]) -> Any:
        """«<np> получает <keywords / +N к …> и эффект усиления»: what it gains (permanent: no duration printed),
        then a boost on the same card."""
        gains = self._gains(_np_of(children), children)
        first = gains.group if gains.verb == "sequence" else [gains]
        boost = Draft("counters", NP("it"), 1, params=(("counter", A.BOOST),))
        return Draft("sequence", group=[*first, boost])

    def e_lose_keyword_next_turn(self, children: list[Any]) -> Any:
        """«<np> теряет <keyword> до начала хода»: as «теряет <keyword>», until the next turn starts (whoever's turn it is:
        duration ``NEXT_TURN``)."""

        kws = next(c for c in children if isinstance(c, list))
        if len(kws) != 1 or kws[0].meta:
            raise CompileError("lose one keyword")
        np = _np_of(children)
        if np is None:
            raise CompileError("who loses it")
        return Draft("lose", np, params=(("keyword", kws[0].code), ("duration", A.NEXT_TURN)))

    def e_lose_keyword(self, children: list[Any]) -> Draft:
        kws: list[KW] = next(c for c in children if isinstance(c, list))
        if len(kws) != 1 or kws[0].meta:
            raise CompileError("lose one keyword")
        np = _np_of(children) or NP("ref", ref=THIS)
        return Draft("lose", np, params=(("keyword", kws[0].code), ("duration", _duration(children) or PERMANENT)))

    def e_gains(self, children: list[Any]) -> Draft:
        """«<np> получает +N к удару / <keyword> / both (до конца хода)»; also «До конца хода <np> получает …»."""
        return self._gains(_np_of(children), children)

    def e_keyword_bonus(self, children: list[Any]) -> Draft:
        """«<np> получает +N к <Могуществу> (до …)»: ``grant`` with params ``bonus`` — N more to the value of that
        keyword for a card that has it (nothing to a card without it: the reading of the static «+N к <Чешуе>»)."""
        code = next(c for c in children if isinstance(c, tuple) and c[:1] == ("kw_dative",))[1]
        return Draft("grant", _np_of(children), _ints(children)[0],
                     params=(("keyword", code), ("bonus", True), ("duration", _duration(children) or PERMANENT)))

    def e_gains_self(self, children: list[Any]) -> Draft:
        return self._gains(NP("ref", ref=THIS), children)

    def l_elided_gains(self, children: list[Any]) -> tuple[str, list[Draft]]:
        """«…, иначе +1 к удару» (abilities.lark ``link``): «получает» and its subject left out; ``chain`` gives it the
        subject of the instruction before."""
        return "elided_gains", [self._gains(None, [Gains(_ints(children)[0], 0, [])])]

    def _gains(self, np: NP | None, children: list[Any]) -> Draft:
        g: Gains = _the(children, Gains)
        duration = _duration(children) or PERMANENT
        drafts: list[Draft] = []
        if g.strike or g.life:
            drafts.append(Draft("modify", np, None, params=(("strike", g.strike), ("life", g.life),
                                                             ("duration", duration))))
        for kw in g.kws:
            drafts.append(Draft("grant", np if not drafts else NP("it"), kw.value,
                                params=(("keyword", kw.code), ("duration", duration), *kw.meta)))
            if kw.meta:  # «получает Превосходство над выбранным классом» (other parameters: refused later)
                drafts[-1] = grant_draft(drafts[-1]) or drafts[-1]
        for ability in g.abilities:  # «… и Гибель: Мор 1»: the same card(s) gain the ability after the bonuses
            drafts.append(_grant_quoted(np if not drafts else NP("it"), ability, duration))
        if not drafts:
            raise CompileError("gains nothing")
        if len(drafts) == 1:
            return drafts[0]
        return Draft("sequence", group=drafts)

    def effect_gains(self, children: list[Any]) -> Gains:
        """An instruction's list of gains (``gains`` of the statics), which may end with a quoted ability granted."""
        plain: Gains = self.gains([c for c in children if not _is_quoted(c)])
        abilities = tuple(self._quoted([c]) for c in children if _is_quoted(c))
        return dataclasses.replace(plain, abilities=abilities)

    def e_choose_class(self, _: list[Any]) -> Draft:
        return Draft("name", NP("ref", ref=THIS), params=(("named", CLASS_NAME),))

    def e_lose_abilities_self(self, children: list[Any]) -> Draft:
        return _lose_abilities(NP("ref", ref=THIS), _duration(children))

    # -- «<np> получает «…» / теряет особенности / становится <классом> (и …)» -------------------------------------

    def e_card_predicate(self, children: list[Any]) -> Draft:
        np, predicate = children
        return predicate(np, np)

    def e_card_predicates(self, children: list[Any]) -> Draft:
        """Two or more predicates of one card: each after the first acts on the card the first one did (IT)."""
        np, first, *more = children
        return Draft("sequence", group=[first(np, np), *(predicate(np, NP("it")) for predicate in more)])

    def e_hoard_self_and_predicate(self, children: list[Any]) -> Draft:
        """«<существо> добывает <эту карту> и получает: «…»» (Бес): the one creature named hoards this card (from play:
        it comes back into play when the holder leaves it, §6.3) and the predicate acts on that creature — written
        predicate first, so that the hoard's holder is that one target («оно»), not a second one; neither part
        depends on the other."""
        np = _np_of(children)
        predicate = next(c for c in children if callable(c))
        if np is None or np.kind != "target" or np.max != 1 or np.select is None or np.select.kind != CREATURE:
            raise CompileError("«… добывает <эту карту> и получает …»: only one creature")
        hoard = Draft("hoard", NP("ref", ref=THIS), params=(("holder", NP("it")),))
        return Draft("sequence", group=[predicate(np, np), hoard])

    def cp_ability(self, children: list[Any]) -> Predicate:
        """«получает: «…» (до …)»: ``grant`` of the quoted ability (permanent unless a duration is printed)."""
        ability, duration = self._quoted(children), _duration(children) or PERMANENT
        return lambda _, np: _grant_quoted(np, ability, duration)

    def cp_two_abilities(self, children: list[Any]) -> Predicate:
        """«получает: «Спящий. Теряет Спящий, если …»» (one quote of a keyword line and an ability, or of two
        abilities): both granted to the card in turn, as two predicates joined by «и»."""
        rest = [c for c in children if not _is_quoted(c)]
        first, second = (self.cp_ability([c, *rest]) for c in children if _is_quoted(c))
        return lambda subject, np: Draft("sequence", group=[first(subject, np), second(subject, NP("it"))])

    def cp_lose_abilities(self, children: list[Any]) -> Predicate:
        duration = _duration(children)
        return lambda _, np: _lose_abilities(np, duration)

    def instruction_line_as_static(self, drafts: list[Draft]) -> Ability | None:
        """A line of instructions with no trigger nor cost on a card that is not a spell, read as a static ability:
        «<карты> теряют особенности» (``lose_abilities``); None for any other line."""
        lose = lose_abilities_instruction_as_static(drafts)
        if lose is None:
            return None
        select = self._static_select(lose.np, True)
        return Ability(STATIC, statics=(lose_abilities_static(select, self.ctx.card_type),))

    def s_all_elements(self, children: list[Any]) -> list[StaticPart]:
        """«<np> (считается нейтральным и) обладает всеми стихиями»: ``all_elements`` of the cards named (only
        «нейтральным» may be the element said first: it is one of all)."""
        element = next((str(c) for c in children if isinstance(c, Token) and c.type == "ELEMENT"), None)
        if element is not None and element_of_token(element) != "Нейтральные":
            raise CompileError("«считается <стихией> и обладает всеми стихиями» of an element other than neutral")
        return [StaticPart(ALL_ELEMENTS, select=self._static_select(_np_of(children), False))]

    def s_shares_abilities(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет все другие особенности этой карты»: ``shares_abilities`` with the cards named (a hero: «Ваш
        герой»; any other noun phrase is refused — a creature sharing statics «Ваши существа имеют …» would double
        them)."""
        select = self._static_select(_np_of(children), False)
        if select.kind != A.HERO:
            raise CompileError("«имеет все другие особенности этой карты» of something other than a hero")
        return [StaticPart(SHARES_ABILITIES, select=select)]

    def s_copy_rule(self, children: list[Any]) -> list[StaticPart]:
        """The lines of the token Копия that state the rule of copies (what a copy has, what is not copied): a
        ``copy_rule`` part the engine does not read — every copy it makes follows that rule (digest §2.1). Only on a
        token: on any other card the same words would be an ability of its own."""
        if self.ctx.card_type != "token":
            raise CompileError("the rule of copies on a card that is not the Копия token")
        has = any(isinstance(c, Token) and c.type == "SELF" for c in children)
        return [StaticPart(COPY_RULE if has else COPY_RULE_NOT_COPIED)]

    def s_gift_any_side(self, _: list[Any]) -> list[StaticPart]:
        """«Для создания копии вы можете выбирать существ противника»: ``gift_any_side`` — the controller's «Дар жизни»
        may copy the opponent's creatures as well."""
        return [StaticPart(GIFT_ANY_SIDE)]

    def s_lose_abilities(self, children: list[Any]) -> list[StaticPart]:
        """«<np> теряют особенности, пока <эта карта> в игре»: the static ``lose_abilities`` of the cards named."""
        np = _np_of(children)
        select = self._static_select(np, True)
        return [lose_abilities_static(select, self.ctx.card_type)]


    def e_lose_abilities_classes_and(self, children: list[Any]) -> Draft:
        """«<np> теряет особенности и классы(, <predicate>…) и <predicate>»: ``lose`` of all its abilities, ``set_class``
        NO_CLASSES (both permanent), then each predicate of the same card (IT)."""
        np, *more = children
        return Draft("sequence", group=[_lose_abilities(np, None),
                                        Draft("set_class", NP("it"), params=(("class", A.NO_CLASSES),)),
                                        *(predicate(np, NP("it")) for predicate in more)])

    def e_gains_one_of(self, children: list[Any]) -> Draft:
        """«<np> получает одно из: • <особенность> • …»: ``choose_mode`` — each mode a ``grant`` of one keyword to the
        card for good."""
        np = _np_of(children)
        kws = [kw for c in children if isinstance(c, list) for kw in c]  # (a keyword is a list of KW)
        if np is None or _ints(children)[:1] != [1] or len(kws) < 2 or not all(isinstance(k, KW) for k in kws):
            raise CompileError("«получает одно из» what")
        modes = [[Draft("grant", np, kw.value, params=(("keyword", kw.code), ("duration", PERMANENT)))] for kw in kws]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def cp_swap_strike_life(self, _: list[Any]) -> Predicate:
        """«меняет местами атаку и здоровье»: its strike and its life left trade values (``modify`` how SWAP, as
        «Поменяйте местами значения удара и текущих жизней»)."""
        return lambda _, np: Draft("modify", np, params=(("how", A.SWAP), ("duration", PERMANENT)))

    def cp_become_class(self, children: list[Any]) -> Predicate:
        """«становится <классом>», «получает класс <класс>»: ``set_class`` — the card's classes are replaced by that one (a change of a non-base
        property overwrites the old value, digest §2.2, 104.3)."""
        token = next(c for c in children if getattr(c, "type", None) == "CLASS")
        cls, plural = class_of_token(str(token))
        if plural:
            raise CompileError("«становится <классами>»")
        return lambda _, np: Draft("set_class", np, params=(("class", cls),))

    def e_grave_creature_becomes_class(self, children: list[Any]) -> Draft:
        """«Существо на кладбище становится <классом> до <срока>»: ``set_class`` with that duration of one creature
        named in either graveyard (the change lasts while it stays there: a card that leaves a zone is a new card)."""
        token = next(c for c in children if getattr(c, "type", None) == "CLASS")
        cls, plural = class_of_token(str(token))
        duration = _duration(children)
        if plural or duration is None:
            raise CompileError("«существо на кладбище становится <классами>»")
        target = NP("target", select=Select(kind="creature", zone=A.GRAVEYARD, side=A.EITHER))
        return Draft("set_class", target, params=(("class", cls), ("duration", duration)))

    def cp_counters(self, children: list[Any]) -> Predicate:
        """«получает N эффектов усиления / ослабления»: ``counters`` of that kind on it."""
        n, counter = next(c for c in children if isinstance(c, tuple))
        return lambda _, np: Draft("counters", np, n, params=(("counter", counter),))

    def cp_extra_lives(self, children: list[Any]) -> Predicate:
        """«(и) получает N дополнительных жизней»: ``extra_life`` (the lives are effects it gains, which «теряет
        особенности» before them does not remove, §6.2)."""
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return lambda _, np: Draft("extra_life", np, n)

    def cp_hoard_self(self, _: list[Any]) -> Predicate:
        """«(и) добывает <эту карту>» after «Ваш герой получает: «…»» (a spell: it is in the graveyard as it resolves):
        the subject — a hero — hoards this card."""
        def hoard(subject: NP, _: NP) -> Draft:
            if subject.kind != "ref" or subject.ref is None or subject.ref.kind != "hero":
                raise CompileError("«… и добывает <эту карту>»: only a hero")
            return Draft("hoard", NP("ref", ref=THIS), params=(("holder", subject.ref),))

        return hoard

    def e_grant_pred(self, children: list[Any]) -> Draft:
        kw = next(c for c in children if isinstance(c, KW))
        np = _np_of(children) or NP("ref", ref=THIS)
        return Draft("grant", np, 1, params=(("keyword", kw.code), ("duration", _duration(children) or PERMANENT)))

    def e_grant_pred_self(self, children: list[Any]) -> Draft:
        return self.e_grant_pred(children)

    def e_grant_pred_while(self, children: list[Any]) -> Draft:
        """«Пока <эта карта> в игре, <np> не может …»: the effect lasts while the source is in play."""
        kw = next(c for c in children if isinstance(c, KW))
        return Draft("grant", _np_of(children), 1, params=(("keyword", kw.code), ("duration", WHILE),
                                                           ("while", Condition("in_play"))))

    def e_grant_preds_self(self, children: list[Any]) -> Draft:
        """«До <срока> не получает ран и не может выступать защитником» (this card)."""
        duration = _duration(children)
        kws = [c for c in children if isinstance(c, KW)]
        drafts = [Draft("grant", NP("ref", ref=THIS), kw.value, params=(("keyword", kw.code), ("duration", duration)))
                  for kw in kws]
        return Draft("sequence", group=drafts)

    def e_deals_more_until(self, children: list[Any]) -> Draft:
        """«<до срока> <карта> наносит на N ран больше»: each wound that card deals is N more until then (``modify`` with
        params more_wounds N; not a static: an instruction with a duration)."""
        duration = _duration(children)
        if duration is None:
            raise CompileError("«наносит на N ран больше» without a duration")
        return Draft("modify", _np_of(children), params=(("more_wounds", _ints(children)[0]), ("duration", duration)))

    def e_grant_ability(self, children: list[Any]) -> Draft:
        return Draft("grant", _np_of(children), params=(("ability", self._quoted(children)),
                                                                 ("duration", _duration(children) or PERMANENT)))


def _grant_quoted(np: Any, ability: Ability, duration: str) -> Draft:
    """The ``grant`` of a quoted ability to the card named, for the printed duration."""
    while_giver = _keywords_while_giver(ability)
    if while_giver is not None:  # «получает: «<keywords>, пока <давшая карта> в игре»»: the quote says the duration
        if duration != PERMANENT:
            raise CompileError("a quote «…, пока <карта> в игре» with a duration of its own")
        return _grant_each_keyword(np, while_giver, WHILE, Condition("in_play"))
    if ability.keyword is not None and not ability.meta and ability.kind == STATIC and ability.condition is None:
        # a quoted keyword line («получает: «Должно атаковать при первой возможности»»): granting the keyword
        code, value = ability.keyword
        return Draft("grant", np, value, params=(("keyword", code), ("duration", duration)))
    if (QUOTED_KEYWORDS, True) in ability.meta:  # «получает «Не может атаковать и выступать защитником» до …»
        return _grant_each_keyword(np, ability.statics, duration)
    return Draft("grant", np, params=(("ability", ability), ("duration", duration)))


def _is_quoted(child: Any) -> bool:
    """Whether a child of a rule is the token of a quoted ability (``@abilityN``)."""
    return isinstance(child, Token) and child.type == "QUOTED"


def _keywords_while_giver(ability: Ability) -> tuple[StaticPart, ...] | None:
    """The keyword grants of a quote «<keywords>, пока <давшая карта> в игре» (every part a grant to its holder under
    GIVER_IN_PLAY), or None for any other quote."""
    parts = ability.statics
    if ability.kind != STATIC or not parts or ability.meta or ability.condition is not None:
        return None
    if all(p.kind == "grant" and p.select is None and p.keyword and p.condition == GIVER_IN_PLAY for p in parts):
        return parts
    return None


def _grant_each_keyword(np: Any, parts: tuple[Any, ...], duration: str, while_: Condition | None = None) -> Draft:
    """A quote of several keywords given by an instruction: a ``grant`` of each keyword in turn, the first to the
    card named, the others to the same card (IT), each for the printed duration (WHILE: as long as ``while_`` holds of
    the instruction's source)."""
    kept = (("while", while_),) if while_ is not None else ()
    grants = [Draft("grant", np if i == 0 else NP("it"), p.value,
                    params=(("keyword", p.keyword), ("duration", duration), *kept))
              for i, p in enumerate(parts)]
    return Draft("sequence", group=grants)
