"""Static statements: continuous effects, cost changes, restrictions that hold while the card is in play."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Tree

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ABILITY_WOUNDS,
    ACTIVATED,
    ANY,
    ATTACK_DECLARATIONS,
    ATTACK_STOPPED,
    ATTACKS,
    BAN,
    BE_CREATED,
    BE_HEALED,
    BE_PLAYED,
    CARD,
    CARD_PLAYED,
    CHARACTER,
    CREATURE,
    ENTERS_PLAY,
    GIVER,
    GRAVEYARD,
    HAND,
    HERO,
    HOARDED_THIS,
    LEAVE_GRAVEYARD,
    MEDITATION_LIMIT,
    OPPONENT,
    PLAY,
    PREVIOUS_TURN,
    SPELL,
    STATIC,
    SUPPORT,
    SUPPORT_SLOTS,
    THIS,
    THIS_TURN,
    TRIGGERED,
    YOU,
    Ability,
    Amount,
    Condition,
    HistoryQuery,
    Ref,
    Select,
    StaticPart,
)
from berserk_heroes.cards.compiler_normalise import CLASS_FORMS, class_of_token
from berserk_heroes.cards.language.abilities import nested_effects
from berserk_heroes.cards.language.base import KW, NP, CompileError, Gains
from berserk_heroes.cards.language.common import (
    BAN_PLAY,
    DISTINCT_NAMES_MARK,
    NOT_OWNED,
    _ints,
    _np_of,
    _the,
    _wm_select,
)

LOOK_AT_DECK_TOP = "look_at_deck_top"  # StaticPart kind: the controller sees the top card of his deck


AMBUSH_FROM_ZONE = "ambush_from_zone"  # StaticPart kind: Засада works from another zone (what: deck_top / hoarded_self)


def check_ambush_costs(ability: Ability) -> None:
    """Each instruction of the «Засада» variants only after the trigger it reads (called by ``compiler.check_vocabulary``);
    «с разным названием на кладбище» only in «за каждую карту …» (:func:`per_each_distinct_name` replaces it there)."""
    if DISTINCT_NAMES_MARK in repr(ability):
        raise CompileError("«с разным названием на кладбище» outside «за каждую карту …»")
    for e in nested_effects(ability.effects):
        trig = ability.trigger
        if e.verb == "attack" and e.param("mode") == ATTACK_STOPPED:
            if trig is None or trig.event != ATTACKS or trig.subject is None or trig.subject.side != OPPONENT:
                raise CompileError("«атака ударом прерывается» without «Когда противник объявляет атаку»")
        elif e.verb == "set_coins" and isinstance(e.amount, Amount) and e.amount.kind == "paid":
            if trig is None or trig.event != CARD_PLAYED or trig.subject is None or trig.subject.kind != SPELL \
                    or trig.subject.side != OPPONENT or trig.other is not None:
                raise CompileError("«потраченные на розыгрыш этого заклинания» without a spell the opponent plays")
        elif e.verb == "delayed" and e.param("same_name_as_event"):  # «все остальные заклинания с таким же названием»
            if trig is None or trig.event != CARD_PLAYED or trig.subject is None or trig.subject.kind != SPELL:
                raise CompileError("«заклинания с таким же названием» without a spell played")


# the ``what`` of a ``grant`` part «<keyword> N или +N к <keyword>» (continuous.keyword)
KEYWORD_OR_PLUS = "keyword_or_plus"


PLAY_WITH_DECK_TOP_OPEN = "play_with_deck_top_open"  # StaticPart: the top card of the controller's deck is public


# «если не атаковал в прошлый ход»: no attack by the source is in the history of the previous turn
NOT_ATTACKED_LAST_TURN = Condition("not", parts=(
    Condition("history", history=HistoryQuery(ATTACKS, PREVIOUS_TURN, of_source=True)),))


QUOTED_KEYWORDS = "quoted_keywords"  # meta of a quote holding several keywords (see keywords_quote)


def expand_keywords_quote(ability: Any, sel: Any, cond: Any) -> list[Any] | None:
    """«<карта> имеет: «<keyword>, <keyword>»»: a grant of each keyword (None when the quote is not such a list)."""
    if (QUOTED_KEYWORDS, True) not in ability.meta:
        return None
    return [dataclasses.replace(p, select=sel, condition=cond) for p in ability.statics]


# The condition of the parts of a quote «…, пока <давшая карта> в игре»: only an instruction giving the quote reads it, as
# the duration of its grants (keyword_grants._grant_quoted); a static or an ability keeping it is refused
GIVER_IN_PLAY = Condition("in_play", ref=GIVER)


# Keyword «-N к атакам»: each attack of the card (strike attack, fight, shot; not a retaliation) is N weaker
ATTACK_PENALTY = "attack_penalty"
# Static kind: the cards named must attack the static's own card whenever they can (a taunt of one attacker's target)
MUST_ATTACK_SOURCE = "must_attack_source"


# Keyword (given by a static only): «Чешуя» of the card also prevents the wounds of abilities
SCALES_VS_ABILITIES = "scales_vs_abilities"


# Static kind: the strike of the cards named equals their current life (engine/continuous.strike)
STRIKE_IS_LIFE = "strike_is_life"


# Static kind: no player may play a card of the name of a card played this turn
NO_REPLAY_OF_PLAYED_NAMES = "no_replay_of_played_names"


def check_ban(ability: Ability) -> None:
    """A «ban» says which players by a player Ref, or (a pronoun: «…, они не могут брать карты») by the heroes it
    stands for; any other card would make the prohibition fall on a card's controller by accident."""

    def walk(effects: tuple[Any, ...]) -> None:
        for e in effects:
            if e.verb == "establish" and e.param("rule") == BAN and e.what is not None and e.what.kind not in ("player", "hero"):
                raise CompileError("«… не могут …»: the pronoun is not a player")
            walk(e.then)
            walk(e.otherwise)

    walk(ability.effects)


def granted_superiority_victims(code: str, meta: Any) -> Select | None:
    """«<np> имеют Превосходство над <X>» (a static grant of a keyword with a parameter): the cards it is over, kept
    as the ``victim`` of ``StaticPart("grant", keyword="superiority")`` (read by ``selectors.superior``); None for
    any other keyword with a parameter (still refused: granted keywords carry no parameter)."""
    found = dict(meta or ())
    if code != "superiority" or set(found) != {"over"} or not isinstance(found["over"], Select):
        return None
    return found["over"]


# kind of StaticPart: «Ваши карты с Мором имеют +N к Мору» — ``value`` N is added to every «Мор X» (an Effect ``mill``
# with param ``mor``) of an ability whose source matches ``select`` (engine/effects._mill, effects.moves.mor_bonus)
MOR_BONUS = "mor_bonus_static"


# Select.state: a card with the name of another card in the graveyard of the player concerned (engine/selectors.fits)
GRAVE_NAMESAKE = "grave_namesake"


# Select.state of a target: «Х <карт>» in the own Найм of a card of cost X — as many targets as the X paid for it
# (engine/declare.DeclareFrame._target_step, paid_x.x_paid_spec); no filter
X_PAID_TARGETS = "x_paid_count"


# kind of StaticPart: «Вы можете разыгрывать <карты> с кладбища противника» — ``select`` the cards of the opponent's
# graveyard the controller may play (engine/play.from_graveyard, play.opp_grave_permitted)
PLAY_OPP_GRAVE = "play_from_opp_grave"


# kind of StaticPart: «<существа> имеют класс <класс> вместо своего» — ``what`` the class that replaces the classes of the
# cards of ``select`` (engine/selectors.classes_of, selectors.static_class)
CLASS_INSTEAD = "class_instead"
CLASS_ALSO = "class_also"  # «Каждый ваш дракон также считается драконидом»: one more class (selectors.classes_of)


def targets_x_paid(cost_is_x: bool, abilities: list[Ability]) -> list[Ability]:
    """Called by ``cards/compiled.compile_card`` (which knows the printed cost): on a card of cost X, a target of «any
    number» (0 … 30, cards.language.zone_moves.e_shuffle_any_number: «замешать Х существ с кладбища противника») in its
    own «Найм» is X cards, the X paid when it was played (the counter ``x_paid``): its select gets state X_PAID_TARGETS,
    which also makes its play ask for X (abilities.abilities_read_paid_x)."""
    if not cost_is_x:
        return abilities
    out = []
    for ab in abilities:
        if ab.kind == TRIGGERED and ab.trigger is not None and ab.trigger.event == ENTERS_PLAY \
                and ab.trigger.subject is None and ab.trigger.other is None and not ab.costs:
            ab = dataclasses.replace(ab, targets=tuple(
                dataclasses.replace(t, select=dataclasses.replace(t.select, state=X_PAID_TARGETS))
                if t.min == 0 and t.max == 30 and t.select.state is None else t for t in ab.targets))
        out.append(ab)
    return out



# «<карты> не могут быть <причастие>» (``statics.lark`` forbidden_passive): the words → what is forbidden. «уничтожены»: by
# «Уничтожьте» (death from wounds is not destruction)
FORBIDDEN_PASSIVES: dict[str, str] = {
    "атакованный+short": "be_attacked",
    "уничтоженный+short": "be_destroyed",
    "взятый+short под контроль": "be_controlled",
    "добытый+short": "be_hoarded",
    # «Существа не могут быть разыграны», «Заклинания не могут быть заявлены» (a spell is played by declaring its
    # ability: 117.1) — restrictions.play_forbidden; «Карты не могут быть созданы» — effects.entering._create
    "разыгранный+short": BE_PLAYED,
    "заявленный+short": BE_PLAYED,
    "созданный+short": BE_CREATED,
}

class StaticsPhrases:
    """Transformer methods of the «statics» concept (mixed into ``transformer.ToAbilities``); grammar: ``statics.lark``."""

    _from_np: Any
    ctx: Any

    def s_forbid_play_not_from_hand(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут быть разыграны не из руки»: ``forbid`` BE_PLAYED_NOT_FROM_HAND of the cards named."""
        return [StaticPart("forbid", select=self._any_cards(children), what=A.BE_PLAYED_NOT_FROM_HAND)]

    def s_base_cost_only(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> могут быть разыграны только за базовую стоимость {м}»: ``base_cost_only`` of the cards named."""
        return [StaticPart(A.BASE_COST_ONLY, select=self._any_cards(children))]

    def _any_cards(self, children: list[Any]) -> Select:
        """The cards a rule on playing names, wherever they are and whoever plays them («Карты …»: every card)."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or not (np.implicit or np.bare_plural) \
                or np.select.side != ANY:
            raise CompileError("a rule on playing which cards")
        return np.select

    def s_look_at_deck_top(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете смотреть верхнюю карту вашей колоды»: the controller sees it (``views.build_view``)."""
        return [StaticPart(LOOK_AT_DECK_TOP)]

    def s_ambush_top(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете использовать Засаду верхней карты вашей колоды»."""
        return [StaticPart(AMBUSH_FROM_ZONE, what="deck_top")]

    def s_ambush_hoarded(self, children: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать Засаду добытых <этой картой> карт на N{м} дешевле»."""
        return [StaticPart(AMBUSH_FROM_ZONE, what="hoarded_self", value=-_ints(children)[0])]

    def s_meditation_of_regeneration(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеют медитацию Х, где Х — величина их регенерации»: each card matched has Медитация equal to the value
        of its own Регенерация (none when it has no Регенерация: «Keyword 0 cannot be declared», §6)."""
        sel, cond = self._static_parts(children)
        if sel is None:
            raise CompileError("«их регенерации» without the cards it speaks of")
        return [StaticPart("keyword_of", select=sel, keyword="meditation", what="regeneration", condition=cond)]

    def s_vampirism_or_plus(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеют Вампиризм N или +N к Вампиризму»: ``grant`` of Вампиризм N marked ``what="keyword_or_plus"``: a card
        that has Вампиризм from anything else gets +N to it, any other card has Вампиризм N (continuous.keyword)."""
        sel, cond = self._static_parts(children)
        first, second = _ints(children)[:2]
        if sel is None or first != second:
            raise CompileError("«Вампиризм N или +M к Вампиризму» of this card or with two numbers")
        return [StaticPart("grant", select=sel, keyword="vampirism", value=first, condition=cond, what=KEYWORD_OR_PLUS)]

    def s_no_untap_while_in_play(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не открывается, пока <эта карта> в игре»: the cards named have «Не открывается в начале хода»
        (``no_untap``: turn.restore_phase leaves them closed) — a static, so it holds exactly while this card is in
        play. «Выбранное при найме существо» (Бультр) is the creature this card's own «Найм: Выберите …» named."""
        sel = self._static_select(_np_of(children), False)
        return [StaticPart("grant", select=sel, keyword="no_untap", value=1)]

    def gk_cannot_act(self, _: list[Any]) -> KW:
        """«Не может действовать» (digest §5.1 «действие»: no attack by strike, no defending, no {Т} ability)."""
        return KW("cannot_act")

    def gk_deals_no_wounds(self, _: list[Any]) -> KW:
        """«предотвратите все раны, наносимые этой картой»: every wound the holder would deal — strike, retaliation,
        ability — is prevented (``deals_no_wounds``, replacement_pipeline's step ``source_deals_no_wounds``)."""
        return KW("deals_no_wounds")

    def s_keywords_while_giver(self, children: list[Any]) -> list[StaticPart]:
        """«<keywords>, пока <давшая карта> в игре» (a quote only: GIVER): grants to the holder with the condition
        GIVER_IN_PLAY, which the instruction giving the quote turns into its duration (keyword_grants._grant_quoted)."""
        kws = [c for c in children if isinstance(c, KW)]
        if any(kw.meta for kw in kws):
            raise CompileError("a keyword with a parameter given while the giver is in play")
        return [StaticPart("grant", select=None, keyword=kw.code, value=kw.value, condition=GIVER_IN_PLAY)
                for kw in kws]

    def s_attack_penalty(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет -N к атакам (и должно атаковать <эту карту> при первой возможности)»: the keyword
        ``attack_penalty`` N for the cards named, and the obligation ``must_attack_source`` when it follows."""
        sel = self._static_select(_np_of(children), False)
        parts = [StaticPart("grant", select=sel, keyword=ATTACK_PENALTY, value=_ints(children)[0])]
        if any(isinstance(c, Tree) and c.data == "must_attack_self" for c in children):
            parts.append(StaticPart(MUST_ATTACK_SOURCE, select=sel))
        return parts

    def s_must_attack_source(self, children: list[Any]) -> list[StaticPart]:
        """«<np> должно атаковать <эту карту> при первой возможности»: ``must_attack_source`` for the cards named."""
        return [StaticPart(MUST_ATTACK_SOURCE, select=self._static_select(_np_of(children), False))]

    def s_grant_not_attacked(self, children: list[Any]) -> list[Any]:
        """«<keywords> в ход противника, если не атаковал в прошлый ход»: a static grant to this card with the condition
        «the opponent's turn» and «no attack of this card in the history of the turn before this one»."""
        kws = next(c for c in children if isinstance(c, list))
        if any(kw.meta for kw in kws):
            raise CompileError("granted keyword with a parameter")
        cond = Condition("and", parts=(Condition("opponent_turn"), NOT_ATTACKED_LAST_TURN))
        return [StaticPart("grant", select=None, keyword=kw.code, value=kw.value, condition=cond) for kw in kws]

    def s_play_with_deck_top_open(self, _: list[Any]) -> list[Any]:
        """«Вы играете с открытой верхней картой колоды»: ``StaticPart("play_with_deck_top_open")`` — the top card of the
        controller's deck is public (``views.build_view``: ``deck_top`` of that player)."""
        return [StaticPart(PLAY_WITH_DECK_TOP_OPEN)]

    def s_not_attack_target(self, children: list[Any]) -> list[Any]:
        """«<условие>, не может быть целью атак» (this card): grants of ``cannot_be_attacked`` (strikes, fights) and
        ``cannot_be_shot_target`` (shots) with the condition."""
        cond = next(c for c in children if isinstance(c, Condition))
        return [StaticPart("grant", select=None, keyword=code, value=1, condition=cond)
                for code in ("cannot_be_attacked", "cannot_be_shot_target")]

    def s_gains_else(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши дракониды без ран имеют +1 к удару, иначе +2 к удару»: the unwounded ones get the first
        bonus, the others of the same kind (wounded) the second. Only the «без ран» / «раненые» split is
        known (the «иначе» set must be the exact complement)."""
        gains = [c for c in children if isinstance(c, Gains)]
        np = _np_of(children)
        first_children = [c for c in children if not isinstance(c, Gains)] + [gains[0]]
        first = self.s_gains(first_children)
        sel = first[0].select
        flip = {"unwounded": "wounded", "wounded": "unwounded"}
        if np is None or sel is None or sel.state not in flip or gains[1].kws:
            raise CompileError("«иначе» of a static: which cards?")
        other = dataclasses.replace(sel, state=flip[sel.state])
        g = gains[1]
        if not (g.strike or g.life):
            raise CompileError("«иначе» gains nothing")
        return [*first, StaticPart("modify", select=other, strike=g.strike, life=g.life)]

    def s_gains_fewer_cards(self, children: list[Any]) -> list[StaticPart]:
        """«Пока у вас в руке меньше карт, чем у противника, <эта карта> имеет …» (condition ``hand_vs_opponent``:
        your hand size compared with the opponent's by ``op``)."""
        g = _the(children, Gains)
        cond = Condition("hand_vs_opponent", op="<")
        if any(kw.meta for kw in g.kws):
            raise CompileError("granted keyword with a parameter")
        parts: list[StaticPart] = []
        if g.strike or g.life:
            parts.append(StaticPart("modify", strike=g.strike, life=g.life, condition=cond))
        parts += [StaticPart("grant", keyword=kw.code, value=kw.value, condition=cond) for kw in g.kws]
        return parts

    def _victim(self, children: list[Any]) -> Select:
        np = _np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None or np.select.other:
            raise CompileError("«к удару по …»: which cards?")
        return np.select

    def s_strike_vs(self, children: list[Any]) -> list[StaticPart]:
        """«+N к удару по <X>»: this card strikes a card matching X (attack or retaliation) with N more."""
        return [StaticPart("strike_vs", value=_ints(children)[0], victim=self._victim(children))]

    def s_strike_vs_attacking(self, children: list[Any]) -> list[StaticPart]:
        """«Пока атакует <X>, имеет +N к удару»: N more while this card attacks a card matching X."""
        return [StaticPart("strike_vs", value=_ints(children)[0], victim=self._victim(children),
                           condition=Condition("source_state", state="attacking"))]

    def s_keyword_bonus(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеют +N к <ключевому слову>» (static ``keyword_bonus``): +N to the value of that keyword for the
        cards that have it (a card without it does not get it: «Вампиризм 1 или +1 к Вампиризму»)."""
        sel, cond = self._static_parts(children)
        code = next(c for c in children if isinstance(c, tuple) and c[:1] == ("kw_dative",))[1]
        return [StaticPart("keyword_bonus", select=sel, keyword=code, value=_ints(children)[0], condition=cond)]

    def s_cost_floor(self, children: list[Any]) -> list[StaticPart]:
        """«<np> стоят на N{м} дешевле, но не менее M{м}»: ``cost`` with a ``floor``."""
        n, floor = _ints(children)
        end = next(i for i, c in enumerate(children) if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        parts: list[StaticPart] = self.s_cost(children[:end + 1])
        if len(parts) != 1 or parts[0].value != -n:
            raise CompileError("«но не менее» on a cost that is not lowered")
        return [dataclasses.replace(parts[0], floor=floor)]

    def s_ambush_cost(self, children: list[Any]) -> list[StaticPart]:
        """«Засады ваших существ стоят на N{м} меньше, но не менее M{м}»: ``ambush_cost`` −N with ``floor`` M for the
        «Засада» price of your creatures (in hand)."""
        n, floor = _ints(children)
        return [StaticPart("ambush_cost", select=Select(CREATURE, side=YOU, zone=HAND), value=-n, floor=floor)]

    def s_free_if_grave(self, children: list[Any]) -> list[StaticPart]:
        """«Если на вашем кладбище есть N или более <карт>, можете разыграть <эту карту> бесплатно»: ``cost_set`` 0 with
        what "free" (an alternative cost: the other cost modifiers are discarded, digest §3.2)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.select is None or np.kind != "all" or np.select.side != ANY or np.select.zone != PLAY:
            raise CompileError("graveyard count of what")
        cond = Condition("count", select=dataclasses.replace(np.select, side=YOU, zone=GRAVEYARD), op=">=",
                         value=_ints(children)[0])
        return [StaticPart("cost_set", value=0, what="free", condition=cond)]

    def s_cost_set_self(self, children: list[Any]) -> list[StaticPart]:
        """«Стоит N{м}, если <условие>»: this card's printed cost is N while the condition holds."""
        cond = next(c for c in children if isinstance(c, Condition))
        return [StaticPart("cost_set", value=_ints(children)[0], condition=cond)]

    def s_cost_cond(self, children: list[Any]) -> list[StaticPart]:
        """«Пока …, <np> стоят на N{м} дешевле/дороже»: ``cost`` with a condition."""
        cond = next(c for c in children if isinstance(c, Condition))
        parts: list[StaticPart] = self.s_cost([c for c in children if not isinstance(c, Condition)])
        return [dataclasses.replace(p, condition=cond) for p in parts]

    def s_cost_set_if(self, children: list[Any]) -> list[StaticPart]:
        """«Если <условие>, <эта карта> стоит N{м} до конца хода» (a condition about this turn): ``cost_set``."""
        cond = next(c for c in children if isinstance(c, Condition))
        if cond.history is None or cond.history.event != CARD_PLAYED or cond.history.window != THIS_TURN:
            raise CompileError("«… стоит N до конца хода» under a condition that may stop holding this turn")
        return [StaticPart("cost_set", value=_ints(children)[-1], condition=cond)]

    # «… наносят на N ран больше», «получает на N ран меньше (от <np>)»: wound modifiers (digest §5 step 4–5: applied
    # with «Превосходство», before armour; engine/wounds.py)
    def wm_np(self, children: list[Any]) -> tuple[str, Select]:
        return ("wm_np", _wm_select(children[0]))

    def wm_from(self, children: list[Any]) -> tuple[str, Select]:
        return ("wm_from", _wm_select(children[0]))

    def s_wounds_dealt_more(self, children: list[Any]) -> list[StaticPart]:
        """«<np> наносят (<np>) на N ран больше (<np>)»: ``wounds_dealt`` +N for wounds dealt by the subject's cards
        (to the cards of ``victim`` when named)."""
        np = next(c for c in children if isinstance(c, NP))
        victims = [c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_np"]
        if len(victims) > 1:
            raise CompileError("two receivers")
        sel = self._static_select(np, True)
        return [StaticPart("wounds_dealt", select=sel, value=_ints(children)[0],
                           victim=victims[0] if victims else None)]

    def s_meditation_per_turn(self, children: list[Any]) -> list[StaticPart]:
        """«Медитация ваших карт срабатывает N раз за ход»: ``limit`` (what MEDITATION_LIMIT) N for your cards."""
        return [StaticPart("limit", select=Select(CARD, side=YOU), what=MEDITATION_LIMIT, value=_ints(children)[0])]

    def s_support_slots(self, children: list[Any]) -> list[StaticPart]:
        """«Под вашим контролем может быть до N экипировок каждого класса»: ``support_slots`` N for your weapons,
        armours and amulets (each class apart)."""
        return [StaticPart(SUPPORT_SLOTS, select=Select(SUPPORT, side=YOU, state="equipment"), value=_ints(children)[0])]

    def s_abilities_deal_more(self, children: list[Any]) -> list[StaticPart]:
        """«Способности <np> наносят на N ран больше (за каждый …)»: ``wounds_dealt`` +N (times the count of ``per``)
        for the wounds the subject's cards deal other than by a strike (``what`` ABILITY_WOUNDS)."""
        np = next(c for c in children if isinstance(c, NP))
        per = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",)), None)
        if per is not None and not isinstance(per, (Select, Amount)):
            raise CompileError("«за каждое» of what")
        return [StaticPart("wounds_dealt", select=self._static_select(np, True), value=_ints(children)[0],
                           what=ABILITY_WOUNDS, per=per)]

    def s_wounds_taken_less_self(self, children: list[Any]) -> list[StaticPart]:
        """«Получает на N ран меньше (от <np>)»: ``wounds_taken`` −N for this card (from the cards of ``victim`` —
        here the dealer — when named)."""
        dealers = [c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_from"]
        return [StaticPart("wounds_taken", value=-_ints(children)[0], victim=dealers[0] if dealers else None)]

    def s_wounds_taken_less_closed(self, children: list[Any]) -> list[StaticPart]:
        """«Получает на N ран меньше, пока закрыт»: ``wounds_taken`` −N for this card while it is closed."""
        return [StaticPart("wounds_taken", value=-_ints(children)[0],
                           condition=Condition("source_state", state="closed"))]

    def s_wounds_taken_less(self, children: list[Any]) -> list[StaticPart]:
        """«<np> получают на N ран меньше (от <np>)»: ``wounds_taken`` −N for the subject's cards."""
        np = next(c for c in children if isinstance(c, NP))
        dealers = [c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_from"]
        sel = self._static_select(np, True)
        return [StaticPart("wounds_taken", select=sel, value=-_ints(children)[0],
                           victim=dealers[0] if dealers else None)]

    def wm_from_np(self, children: list[Any]) -> tuple[str, Any]:
        return ("wm_from_np", children[0])

    def s_np_no_wounds_from_pl(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не получают ран от <np>»: ``grant`` of the immunity keyword (as «<np> не получает ран от <np>»,
        ) to the cards named; an immunity with a parameter is refused (granted keywords)."""
        np = next(c for c in children if isinstance(c, NP))
        kw = self._from_np(next(c[1] for c in children if isinstance(c, tuple) and c[0] == "wm_from_np"))
        if kw.meta:
            raise CompileError("granted keyword with a parameter")
        sel = self._static_select(np, True)
        return [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value)]

    def bullet_set_gain(self, children: list[Any]) -> tuple[str, Any, Condition]:
        return ("set_gain", _the(children, Gains), _the(children, Condition))

    def s_bullet_set_bonus(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет(ют) <бонус>; дополнительно: • <бонус>, если у вас есть <карта>; …»: the bonus, and each further
        one while its condition holds. A keyword with a value adds to it (``keyword_bonus``: «–1 от атак» three times
        is –3), so only keywords the engine reads by value are accepted there."""
        base = [c for c in children if not (isinstance(c, tuple) and c[:1] == ("set_gain",))]
        parts: list[StaticPart] = list(self.s_gains(base))
        sel = parts[0].select if parts else None
        for _, gains, cond in (c for c in children if isinstance(c, tuple) and c[:1] == ("set_gain",)):
            if gains.strike or gains.life:
                parts.append(StaticPart("modify", select=sel, strike=gains.strike, life=gains.life, condition=cond))
            for kw in gains.kws:
                if kw.meta or not any(p.kind == "grant" and p.keyword == kw.code for p in parts):
                    raise CompileError("an additional keyword the card does not have already")
                parts.append(StaticPart("keyword_bonus", select=sel, keyword=kw.code, value=kw.value, condition=cond))
        return parts

    def s_heroes_no_untap(self, _: list[Any]) -> list[StaticPart]:
        """«Герои не открываются в свой ход»: every hero has «Не открывается в свой ход» (``no_open_own_turn``: nothing
        opens it in its controller's turn — the фаза восстановления, «Откройте», «Подготовьте»; issue 14)."""
        return [StaticPart("grant", select=Select(HERO), keyword="no_open_own_turn", value=1)]

    def s_enemy_heroes_have(self, children: list[Any]) -> list[StaticPart]:
        """«Герои противников имеют: «…»»: the quoted ability is granted to the opponent's hero («вы» in it is that
        hero's controller)."""
        ability = self._quoted(children)
        if ability.kind not in (TRIGGERED, ACTIVATED):
            raise CompileError("a quoted ability of another kind for the enemy heroes")
        return [StaticPart("grant_ability", select=Select(HERO, side=OPPONENT), ability=ability)]

    def s_grant_two(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет: «<способность>. <способность>»» (one quote of two abilities, or of a keyword line and an
        ability), «Пока Спящий имеет: «…»»: each quoted ability granted as ``s_grant_ability`` grants one."""
        quoted = [c for c in children if isinstance(c, Token) and c.type == "QUOTED"]
        rest = [c for c in children if not (isinstance(c, Token) and c.type == "QUOTED")]
        return [part for token in quoted for part in self.s_grant_ability([*rest, token])]

    def s_strike_of_hoarded(self, children: list[Any]) -> Any:
        """«Имеет +Х к удару, где Х — сила удара добытого этой картой орка»: this card's strike is raised by the printed
        strike of the cards of that kind hoarded under it (a hoarded card is not in play: it has no effects)."""
        np = _np_of(children)
        if np is None or np.select is None or np.select.zone != HOARDED_THIS or np.plural:
            raise CompileError("the strike of which hoarded card")
        return [StaticPart("modify", strike=1, per=Amount("hoarded_strike", select=np.select))]

    def s_opp_cards_no_untap(self, _: list[Any]) -> list[StaticPart]:
        """«Карты противника не открываются» (Потревоженный дуб): every card the opponent controls in play (heroes,
        creatures, support cards; coins are not cards) has «Не открывается в начале хода» (``no_untap``: the фаза
        восстановления does not open it), as «Герои не открываются в свой ход» (Усмиритель).
        Cards opened by an instruction («Откройте», «Подготовьте») still open."""
        return [StaticPart("grant", select=Select(CARD, side=OPPONENT), keyword="no_untap", value=1)]

    def s_scales_vs_abilities(self, children: list[Any]) -> list[StaticPart]:
        """«Чешуя <ваших существ> предотвращает также раны от способностей (в том числе от заклинаний)»: a static
        ``grant`` of the keyword ``scales_vs_abilities`` to the cards named — their «Чешуя X» (digest §6.2: prevents
        the wounds of a strike or shot of strength X or less) also prevents the wounds of an ability (a «Ранить» of an
        ability or a spell) of X or less (``wounds.deal_wounds``). Only for a plural «ваших <существ>»."""
        np = next(c for c in children if isinstance(c, NP))
        if children[0] != "чешуя":
            raise CompileError(f"«{children[0]} <np> предотвращает также …»: only Чешуя")
        if np.kind != "all" or np.select is None or np.select.kind != CREATURE or np.select.side != YOU \
                or np.select.zone != PLAY:
            raise CompileError("«Чешуя <np> предотвращает также …» of what")
        return [StaticPart("grant", select=np.select, keyword=SCALES_VS_ABILITIES, value=1)]

    def s_no_replay_of_played_names(self, _: list[Any]) -> list[StaticPart]:
        """«Игроки не могут разыгрывать карты с таким же названием, как у карт, разыгранных в этот ход»: while the
        card is in play, no player may play a card (from the hand, by Засада, from the graveyard, for free …) whose
        name is the name of a card played this turn by either player (before this card came into play too)."""
        return [StaticPart(NO_REPLAY_OF_PLAYED_NAMES)]

    def md_death_split(self, _: list[Any]) -> list[StaticPart]:
        """«Вместо гибели этого существа – положите все его части в руку, кроме <этой карты>, <эту карту> положите на
        кладбище»: ``death_split`` — when the (combined) card would go from play to the graveyard, each of its parts
        goes to its owner's hand instead, except the cards with this static, which go to the graveyard (no «Гибель»)."""
        return [StaticPart("death_split")]

    def s_forbid_lose_sleeping(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут потерять особенность Спящий»: ``forbid`` with what "lose_sleeping" (engine: ``lose``
        of Спящий does nothing to those cards)."""
        sel = self._static_select(_np_of(children), True)
        return [StaticPart("forbid", select=sel, what="lose_sleeping")]

    # Unaliased alternatives added to shared rules: pass their one child through.
    def static_part(self, children: list[Any]) -> Any:
        return children[0]

    def s_np_no_wounds(self, children: list[Any]) -> list[StaticPart]:
        """«Ваш герой не получает ран от заклинаний»: the cards named have the keyword."""

        np = _np_of(children)
        kws = next(c for c in children if isinstance(c, list))
        if any(kw.meta for kw in kws):
            raise CompileError("granted keyword with a parameter")
        if np is None or np.kind == "ref" and np.ref == THIS:  # «@self не открывается …»
            sel = None
        else:
            sel = self._static_select(np, False)
        return [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value) for kw in kws]

    def s_not_closed_by_opponent(self, _: list[Any]) -> list[StaticPart]:
        """«Карты противника не могут заставить <эту карту> закрыться» (Закройте, Оглушите, Подавление)."""
        return [StaticPart("grant", keyword="not_closed_by_opponent", value=1)]

    def s_hero_no_wounds_while_less(self, children: list[Any]) -> list[StaticPart]:
        """«Ваш герой не получает ран, пока имеет меньше текущих жизней, чем <эта карта>»."""

        nps = [c for c in children if isinstance(c, NP)]
        np = nps[0]
        if np.kind != "ref" or np.ref != Ref("hero", side=YOU):
            raise CompileError("«пока имеет меньше текущих жизней»: only your hero")
        if len(nps) == 1:
            cond = Condition("hero_life_below_source")
        else:  # «…, чем сумма текущих жизней ваших великанов»
            if nps[1].kind not in ("all", "target") or nps[1].select is None or nps[1].kind == "target" \
                    and not nps[1].implicit or nps[1].select.side != YOU:
                raise CompileError("«сумма текущих жизней» of what")
            cond = Condition("hero_life_below_sum", select=nps[1].select)
        return [StaticPart("grant", select=Select(HERO, side=YOU), keyword="no_wounds", value=1, condition=cond)]

    def prevent_verb(self, _: list[Any]) -> str:
        return "prevent"

    def s_prevent_first(self, _: list[Any]) -> list[StaticPart]:
        """«Предотвратите первую рану, полученную каждым вашим персонажем за ход»: once a turn for each of
        them, one wound it would take is prevented."""
        return [StaticPart("prevent_first", select=Select(CHARACTER, side=YOU), value=1)]

    def forbidden_passive(self, children: list[Any]) -> str:
        return FORBIDDEN_PASSIVES[" ".join(str(c) for c in children)]

    def s_forbid(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут быть атакованы / уничтожены / взяты под контроль (или добыты)»: one ``forbid`` part per
        thing named (:data:`FORBIDDEN_PASSIVES`)."""
        sel = self._static_select(_np_of(children), True)
        return [StaticPart("forbid", select=sel, what=what) for what in children if isinstance(what, str)]

    def s_characters_not_healed(self, children: list[Any]) -> list[StaticPart]:
        """«Персонажи не могут быть излечены»: a ``forbid`` of ``be_healed`` on every character (wounds.heal_forbidden)."""
        return [StaticPart("forbid", select=Select(CHARACTER, side=ANY), what=BE_HEALED)]

    def s_forbid_destroyed_hoarding(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши существа, добывшие карту, не могут быть уничтожены, пока <эта карта> в игре»: those of the cards
        named that hold a hoarded card now (state ``hoarding``)."""
        import dataclasses


        sel = self._static_select(_np_of(children), True)
        if sel is None or sel.state is not None or self.ctx.card_type != "creature":
            raise CompileError("«добывшие карту»: of which cards")
        return [StaticPart("forbid", select=dataclasses.replace(sel, state="hoarding"), what="be_destroyed")]

    def s_np_cannot_attack(self, children: list[Any]) -> list[StaticPart]:
        """«Существа с силой удара, отличной от начальной, не могут атаковать»: the cards named have «Не может
        атаковать» (keyword ``cannot_attack``)."""

        sel = self._static_select(_np_of(children), True)
        if sel is None or sel.kind != "creature":
            raise CompileError("«<np> не могут атаковать»: creatures only")
        return [StaticPart("grant", select=sel, keyword="cannot_attack", value=1)]

    def s_forbid_hoard_hand_by_opponent(self, children: list[Any]) -> list[StaticPart]:
        """«Карты противника не могут добыть или положить в руку <X>»."""

        np = _np_of(children)
        sel = None if np is None else self._static_select(np, True)
        return [StaticPart("forbid", select=sel, what="hoarded_by_opponent"),
                StaticPart("forbid", select=sel, what="to_hand_by_opponent")]

    def s_forbid_leave_graveyard(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут покидать кладбища»: ``forbid`` LEAVE_GRAVEYARD of the cards named, in the graveyards
        (whose: the owner the selector names — «Карты» are everyone's)."""
        sel = self._static_select(_np_of(children), True)
        if sel is None or sel.state is not None:
            raise CompileError("«не могут покидать кладбища»: which cards")
        return [StaticPart("forbid", select=dataclasses.replace(sel, zone=GRAVEYARD), what=LEAVE_GRAVEYARD)]

    def s_forbid_forced_fight(self, _: list[Any]) -> list[StaticPart]:
        """«<Эту карту> нельзя заставить сразиться»: no «Сразиться» effect makes it fight (either side)."""
        return [StaticPart("forbid", select=None, what="forced_fight")]

    def s_limit_coins(self, children: list[Any]) -> list[StaticPart]:
        """«Игроки не могут получать более N{м} за ход»: each player gains at most N coins a turn."""

        return [StaticPart("limit", what="gain_coins", value=_ints(children)[0])]

    def s_limit_attacks(self, children: list[Any]) -> list[StaticPart]:
        """«Каждый игрок не может объявлять атаку более N раз за ход»: each player declares at most N attacks a turn
        (engine/attack_rules.attack_declarations_left; which attacks count: RulesConfig ``declared_attacks``)."""
        return [StaticPart("limit", what=ATTACK_DECLARATIONS, value=_ints(children)[0])]

    def s_lock_offturn_coins(self, _: list[Any]) -> list[StaticPart]:
        """«Игроки не могут закрывать или оплачивать {м} не в свой ход»: no coin payment outside one's own turn."""
        return [StaticPart("limit", what="offturn_coins")]

    def st_wounds_taken_attacks(self, children: list[Any]) -> list[StaticPart]:
        """«Получает на N ран меньше от атак»: ``wounds_taken`` −N for this card, only for the wounds of an attack
        (``what`` "attack": a shot, or a strike of an attacking card — a retaliation is not an attack, §5.1)."""
        return [StaticPart("wounds_taken", value=-_ints(children)[0], what="attack")]

    def st_gains_and_hero(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши <карты> и герой имеют <…>»: the gains of ``s_gains`` for the cards named and for your hero («ваши»
        covers both nouns, so it must be printed)."""
        np = _np_of(children)
        if np is None or np.select is None or np.select.side != YOU or np.kind != "all":
            raise CompileError("«<np> и герой»: whose hero")
        parts = self.s_gains(children)
        hero = Select(HERO, side=YOU)
        return [*parts, *(dataclasses.replace(p, select=hero) for p in parts)]

    def st_np_no_wounds_while_self_closed(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не получает ран, пока <эта карта> закрыта»: ``grant`` of «Не получает ран» (``no_wounds``) to the cards
        named while this card is closed."""
        sel = self._static_select(_np_of(children), False)
        return [StaticPart("grant", select=sel, keyword="no_wounds", value=1,
                           condition=Condition("source_state", state="closed"))]

    def st_cost_not_from_hand(self, children: list[Any]) -> list[StaticPart]:
        """«Розыгрыш <карт> не из вашей руки стоит на N{м} дешевле/дороже»: ``cost`` with ``what`` "not_from_hand" — it
        counts only for a card played from elsewhere than its player's hand (graveyard, under a holder …)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise CompileError("«розыгрыш <карт>»: which cards")
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        return [StaticPart("cost", select=np.select, value=sign * _ints(children)[0], what="not_from_hand")]

    def s_grant_ability_incl(self, children: list[Any]) -> Any:
        """«Ваши <X> (включая эту карту) имеют: «…»»: ``grant_ability`` to the cards named, this creature among them (the
        selector has no «другие», so it matches this card when it is such a card — the reminder says it is)."""
        np = _np_of(children)
        sel = np.select if np is not None else None
        if np is None or sel is None or np.kind != "all" or sel.other or sel.kind != CREATURE \
                or self.ctx.card_type != "creature":
            raise CompileError("«(включая эту карту)» of what")
        return self.s_grant_ability(children)

    def s_suppression_on_declaration(self, children: list[Any]) -> list[StaticPart]:
        """«Подавление <ваших существ> срабатывает при объявлении атаки (а не после атаки)» (Пантера): the cards named
        have the keyword ``suppression_on_declaration`` — their Подавление closes the attack's target as the attack is
        declared, before the fight, whatever the rules option ``suppression_timing`` says."""
        np = next(c for c in children if isinstance(c, NP))
        sel = self._static_select(np, True)
        if sel is None or sel.kind != CREATURE:
            raise CompileError("«Подавление <карт> срабатывает при объявлении атаки» of what")
        return [StaticPart("grant", select=sel, keyword="suppression_on_declaration", value=1)]

    def s_open_vs_dominated(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не закрываются, когда атакуют существ, которых превосходят» (Мантег): the cards named have the
        keyword ``open_vs_dominated`` (``combat.declare_attack``: a strike attack at a creature it has Превосходство
        over does not close it)."""
        np = next(c for c in children if isinstance(c, NP))
        sel = self._static_select(np, True)
        return [StaticPart("grant", select=sel, keyword="open_vs_dominated", value=1)]  # (a keyword without a number)

    def s_not_closed_if_fewer(self, children: list[Any]) -> Any:
        """«Если у вас существ меньше, чем у противника, <ваши существа> не могут быть закрыты способностями карт
        противника»: a ``grant`` of ``not_closed_by_opponent`` to every card of <np> while your creatures are fewer
        than his (Condition ``creature_lead`` < 0, )."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.side != YOU:
            raise CompileError("«не могут быть закрыты»: only your cards")
        sel = self._static_select(np, True)
        return [StaticPart("grant", select=sel, keyword="not_closed_by_opponent", value=1,
                           condition=Condition("creature_lead", op="<", value=0))]

    def s_spell_more_if_empty_hand(self, children: list[Any]) -> Any:
        """«Если в вашей руке нет карт, <это заклинание> наносит на N ран больше»: a ``wounds_dealt`` static of the spell
        itself (select None) with Condition ``hand_size`` == 0, applied to the wounds the spell deals as it resolves
        (``replacement_pipeline.spell_self_bonus``; a spell is never in play, so the in-play statics never see it)."""
        if self.ctx.card_type != "spell":
            raise CompileError("«<эта карта> наносит на N ран больше, если …»: only of a spell")
        return [StaticPart("wounds_dealt", value=_ints(children)[0],
                           condition=Condition("hand_size", op="==", value=0))]

    def s_greatest_noncreature_grave_cost(self, children: list[Any]) -> Any:
        """«<эта карта> имеет +Х к удару и жизням, где Х — наибольшая стоимость {м} среди карт не-существ на любом
        кладбище»: a static bonus of this card, strike and life each +1 times the amount ``greatest_noncreature_grave_cost``
        (the greatest printed cost among the cards that are not creatures in both graveyards; 0 when there is none)."""

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("whose strike")
        return [StaticPart("modify", strike=1, life=1, per=Amount("greatest_noncreature_grave_cost"))]

    def s_mor_bonus(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши карты с Мором имеют +N к Мору»: ``StaticPart(MOR_BONUS, select=<your cards>, value=N)``. «Ваши карты» are
        the cards you control (in play, or the cards you own elsewhere: a «Гибель: Мор 2» resolves from the
        graveyard); «с Мором» is read by the engine: the bonus counts only for a «Мор X» instruction."""

        return [StaticPart(MOR_BONUS, select=Select(CARD, side=YOU), value=_ints(children)[0])]

    def s_ban_play_grave_namesakes(self, _: list[Any]) -> list[StaticPart]:
        """«Вы не можете разыгрывать карты с таким же названием, как у других карт на кладбище» (only meaningful as the
        quote of «игроки получают: «…»»): ``StaticPart(BAN_PLAY, select=<cards named as another card of the player's
        graveyard>)`` («на кладбище»: his own, FAQ #16)."""
        return [StaticPart(BAN_PLAY, select=Select(CARD, state=GRAVE_NAMESAKE))]

    def s_play_opp_grave_noncreatures(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать карты не-существ с кладбища противника»: ``StaticPart(PLAY_OPP_GRAVE)`` with the
        select of the non-creature cards (state ``not_creature``) of the opponent's graveyard."""
        return [StaticPart(PLAY_OPP_GRAVE, select=Select(CARD, side=OPPONENT, zone=GRAVEYARD, state="not_creature"))]

    def s_class_instead(self, children: list[Any]) -> list[StaticPart]:
        """«<существа> имеют класс <класс> вместо своего»: ``StaticPart(CLASS_INSTEAD, select, what=<класс>)`` — their
        classes are that one only (accepted only for creatures in play that the controller does not own)."""
        from lark import Token


        sel, cond = self._static_parts(children)
        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, plural = class_of_token(str(token))
        if sel is None or cond is not None or sel.state != NOT_OWNED or sel.kind != CREATURE or sel.side != YOU \
                or plural:
            raise CompileError("«имеют класс … вместо своего»: which cards")
        return [StaticPart(CLASS_INSTEAD, select=sel, what=cls)]

    def s_class_also(self, children: list[Any]) -> list[StaticPart]:
        """«Каждый ваш <дракон> также считается <драконидом>»: ``StaticPart(CLASS_ALSO, select, what=<класс>)`` — the
        cards named (in play) have that class besides their own."""
        from lark import Token

        sel, cond = self._static_parts(children)
        token = [c for c in children if isinstance(c, Token) and c.type == "CLASS"][-1]
        cls, plural = class_of_token(str(token))
        if (sel is None or cond is not None or plural or sel.zone != PLAY or sel.side != YOU or not sel.classes
                or sel.state is not None or sel.elements or sel.other):  # (engine/selectors.classes_also)
            raise CompileError("«также считается <классом>»: which cards")
        return [StaticPart(CLASS_ALSO, select=sel, what=cls)]

    def s_cost_per_own_copy(self, children: list[Any]) -> list[Any]:
        """«Ваши местности стоят на 1{м} дешевле за каждого вашего Впечатлённого туриста»: a cost modifier of the
        cards in your hand, counted once per card of this name under your control (each copy's ability counts on
        its own, like every static ability)."""

        sel = self._static_select(_np_of(children), "plural" in children)
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        per = Select(CARD, side=YOU, name=self.ctx.name)
        return [StaticPart("cost", select=dataclasses.replace(sel, zone=HAND), value=sign * _ints(children)[0],
                           per=per)]

    def gains(self, children: list[Any]) -> Gains:
        """A flat «и»-list of «+N к удару», «жизням», keywords → strike, life and the keywords."""
        strike = life = 0
        last: tuple[int, set[str]] | None = None
        kws: list[KW] = []
        for item in children:
            if isinstance(item, list):
                kws.extend(item)
                last = None
                continue
            kind, n, stat = item
            if kind == "stat":
                if last is None:
                    raise CompileError("a stat without a number")
                n = last[0]
                if stat in last[1]:
                    raise CompileError("repeated stat")
            elif (strike if stat == "strike" else life):
                raise CompileError("repeated stat")
            last = (n, (last[1] if last and kind == "stat" else set()) | {stat})
            if stat == "strike":
                strike = n
            else:
                life = n
        return Gains(strike, life, kws)

    def g_plus(self, children: list[Any]) -> tuple[str, int, str]:
        return ("mod", _ints(children)[0], children[-1])

    def g_minus(self, children: list[Any]) -> tuple[str, int, str]:
        return ("mod", -_ints(children)[0], children[-1])

    def g_stat(self, children: list[Any]) -> tuple[str, int, str]:
        return ("stat", 0, children[0])

    def g_shot_bonus(self, children: list[Any]) -> list[KW]:
        return [KW("shot_bonus", _ints(children)[0])]

    def g_kw(self, children: list[Any]) -> list[KW]:
        return list(children[0])

    def s_gains_if(self, children: list[Any]) -> list[StaticPart]:
        """«Если <условие>, имеет …» on a static ability: while the condition holds (this card)."""
        return self.s_gains(children)

    def s_strike_is_life(self, children: list[Any]) -> list[StaticPart]:
        """«Удар <карт> равен их текущим жизням»: ``strike_is_life`` of the cards named."""
        return [StaticPart(STRIKE_IS_LIFE, select=self._static_select(_np_of(children), True))]

    def s_gains_if_namesakes(self, children: list[Any]) -> list[StaticPart]:
        """«Если под вашим контролем больше N <карт с названием этой карты>, они имеют …»: every copy's ability
        gives the gains to its own card while the count holds (see statics.lark)."""
        cond = _the(children, Condition)
        if cond.kind != "count" or cond.select is None or cond.select.name != self.ctx.name:
            raise CompileError("«они имеют»: not the cards of this card's name")
        return self.s_gains([c for c in children if c != "plural"])

    def s_grant_ability_if(self, children: list[Any]) -> list[StaticPart]:
        return self.s_grant_ability(children)

    def s_grant_if(self, children: list[Any]) -> list[StaticPart]:
        return self.s_grant(children)

    def s_gains(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет/имеют <+N к удару | keywords | both>(, пока …)»."""
        sel, cond = self._static_parts(children)
        g: Gains = _the(children, Gains)
        parts: list[StaticPart] = []
        if g.strike or g.life:
            parts.append(StaticPart("modify", select=sel, strike=g.strike, life=g.life, condition=cond))
        if any(kw.meta and granted_superiority_victims(kw.code, kw.meta) is None for kw in g.kws):
            raise CompileError("granted keyword with a parameter")
        parts += [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value, condition=cond,
                             victim=granted_superiority_victims(kw.code, kw.meta)) for kw in g.kws]  # («над …»)
        per = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",)), None)
        if per is not None:
            if not isinstance(per, (Select, Amount)) or g.kws:
                raise CompileError("«за каждое» on a static keyword")
            parts = [dataclasses.replace(p, per=per) for p in parts]
        return parts

    def st_strike(self, _: list[Any]) -> str:
        return "strike"

    def st_life(self, _: list[Any]) -> str:
        return "life"

    def s_all_classes(self, _: list[Any]) -> list[StaticPart]:
        return [StaticPart("all_classes")]

    def s_cost(self, children: list[Any]) -> list[StaticPart]:
        sel = self._static_select(_np_of(children), "plural" in children)
        sign = children[-1]
        return [StaticPart("cost", select=dataclasses.replace(sel, zone=HAND), value=sign * _ints(children)[0])]

    def s_cost_self(self, children: list[Any]) -> list[StaticPart]:
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        value = sign * _ints(children)[0]
        tail = next((c for c in children if isinstance(c, (Condition, tuple))), None)
        cond = tail if isinstance(tail, Condition) else None
        per = tail[1] if isinstance(tail, tuple) else None
        return [StaticPart("cost", value=value, condition=cond, per=per)]

    def self_cost_tail(self, children: list[Any]) -> Any:
        return children[-1]

    def statics(self, children: list[Any]) -> list[StaticPart]:
        out: list[StaticPart] = []
        for c in children:
            out.extend(c)
        return out

    def _static_select(self, np: NP | None, plural_verb: bool) -> Select:
        if np is not None and np.kind == "all" and np.select is not None:
            return np.select
        if plural_verb and np is not None and np.kind == "target" and np.implicit and np.select is not None:
            return np.select
        if (np is not None and np.kind == "target" and np.implicit and np.select is not None
                and len(np.select.classes) == 1 and np.select.classes[0] in CLASS_FORMS
                and not CLASS_FORMS[np.select.classes[0]][1]):
            return np.select  # a collective class noun with no plural («Нежить под вашим контролем имеет …»)
        if (np is not None and np.kind == "target" and np.implicit and np.select is not None
                and np.select.kind == CREATURE and not np.select.classes and len(np.select.not_classes) == 1
                and np.select.not_classes[0] in CLASS_FORMS and not CLASS_FORMS[np.select.not_classes[0]][1]):
            return np.select  # «Не-нежить имеет …»: every creature not of that collective class
        if np is not None and np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            return Select(HERO, side=np.ref.side)
        raise CompileError("static subject")

    def _static_parts(self, children: list[Any]) -> tuple[Select | None, Condition | None]:
        np = _np_of(children)
        cond = _the(children, Condition)
        if np is None or (np.kind == "ref" and np.ref == THIS):
            if "plural" in children:
                raise CompileError("plural verb without a subject")
            return None, cond
        return self._static_select(np, "plural" in children), cond

    def s_grant(self, children: list[Any]) -> list[StaticPart]:
        sel, cond = self._static_parts(children)
        kws: list[KW] = next(c for c in children if isinstance(c, list))
        if any(kw.meta for kw in kws):
            raise CompileError("granted keyword with a parameter")
        return [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value, condition=cond) for kw in kws]

    def _quoted(self, children: list[Any]) -> Ability:
        token = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        return self.ctx.inner[int(str(token)[len("@ability"):])]

    def s_grant_ability(self, children: list[Any]) -> list[StaticPart]:
        sel, cond = self._static_parts(children)
        ability = self._quoted(children)
        several = expand_keywords_quote(ability, sel, cond)  # a quote of several keywords
        if several is not None:
            return several
        if ability.keyword is not None and not ability.meta and ability.kind == STATIC and ability.condition is None:
            # a quoted keyword line («Ваши орки имеют «–1 от атак …»»): the same as granting the keyword
            #
            code, value = ability.keyword
            return [StaticPart("grant", select=sel, keyword=code, value=value, condition=cond)]
        over = granted_superiority_victims(ability.keyword[0], ability.meta) if ability.keyword is not None \
            and ability.kind == STATIC and ability.condition is None else None
        if over is not None:  # «имеет: «Превосходство над <X>»» (Святогор)
            return [StaticPart("grant", select=sel, keyword="superiority", value=1, condition=cond, victim=over)]
        return [StaticPart("grant_ability", select=sel, ability=ability, condition=cond)]

    def s_grant_pred_self(self, children: list[Any]) -> list[StaticPart]:
        kw = next(c for c in children if isinstance(c, KW))
        return [StaticPart("grant", keyword=kw.code, value=kw.value)]

    def s_play_from_grave(self, _: list[Any]) -> list[StaticPart]:
        return [StaticPart("play_from_graveyard", what="hero_hoards")]

    def s_cost_first_in_own_turn(self, children: list[Any]) -> list[StaticPart]:
        """«Первое <np> в ваш ход стоит на N{м} меньше»: ``cost`` of the cards named, in your turn, until one of them
        has been played in it (the history's CARD_PLAYED of this turn, of cards that fit the same selector). «Первое
        <np>» names the first of a kind, so the singular noun stands for every card of that kind (read as a plural)."""
        kind = [c for c in children if c != "singular"]
        parts: list[StaticPart] = self.s_cost([*kind, "plural", -1])
        first = Condition("history", history=HistoryQuery(CARD_PLAYED, THIS_TURN, subject=parts[0].select), op="==",
                          value=0)
        cond = Condition("and", parts=(Condition("your_turn"), first))
        return [dataclasses.replace(p, condition=cond) for p in parts]
