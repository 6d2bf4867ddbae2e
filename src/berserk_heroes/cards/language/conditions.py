"""Conditions: «если …», «пока …» and what they test."""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARD_PLAYED,
    CHARACTER,
    CREATURE,
    DECK,
    DIES,
    DISCARDED,
    DISTINCT_CARDS,
    EITHER,
    EVENT,
    GRAVEYARD,
    HAND,
    HERO,
    IT,
    NAMED,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    SPELL,
    STRIKE_EQUAL,
    SUM_AMOUNTS,
    SUPPORT,
    THIS,
    WOUNDED,
    YOU,
    Ability,
    Amount,
    Condition,
    HistoryQuery,
    Ref,
    Select,
)
from berserk_heroes.cards.compiler_normalise import class_of_token, element_of_token
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    EVENT_COST_ABOVE_COINS,
    EVENT_COST_BELOW_COUNT,
    HERO_UNWOUNDED,
    SAME_CARD,
    _ints,
    _np_of,
    _the,
)
from berserk_heroes.cards.language.looking import shows_hand

DECK_TOP_IS = "deck_top_is"  # Condition: the top card of the controller's deck is of the select's kind


HOARDED_NAMESAKE_IN_OPP_GRAVE = "hoarded_namesake_in_opp_grave"


ELEMENTS = ("Степи", "Леса", "Горы", "Болота", "Тьма")  # the five elements (Нейтральные is not one, digest §2.1)


# Condition kind: the card the instruction just before wounded (one target) is a creature and did not survive
IT_DIED = "it_died"


# Select state: a card that has (printed and not lost, or given) an ability that shoots («есть выстрел»)
HAS_OWN_SHOT = "has_own_shot"


# Condition kind: the creature this spell's «Жажда» payment wounded died of it
THIRST_KILLED_ONE = "thirst_killed_one"


# Condition kind: the card the instruction before wounded is a creature still alive
CREATURE_SURVIVED = "creature_survived"


# the error of «раненное таким образом существо» with nothing wounded before it (a spell's paragraph joins the one above)
NOT_AFTER_WOUND = "«существо погибло / выжило» not after wounding one card"


def check_single_card_refs(ability: Ability) -> None:
    """Refuse the one-card phrases («если существо погибло», «у него есть выстрел», …) where their reference is not the one card they are written for."""

    effects = ability.effects
    for prev, effect in zip((None, *effects), effects):
        cond = effect.condition
        if cond is not None and cond.kind in (IT_DIED, CREATURE_SURVIVED) and (
                prev is None or prev.verb not in ("wound", "shot") or prev.what is None or prev.what.kind != "target"
                or ability.targets[prev.what.index].max != 1
                or ability.targets[prev.what.index].select.kind not in (CREATURE, CHARACTER)):
            raise CompileError(NOT_AFTER_WOUND)
        if cond is not None and cond.kind == "it_fits" and cond.select is not None \
                and cond.select.state == HAS_OWN_SHOT and (
                prev is None or effect.what is None or effect.what.kind != "target" or prev.what != effect.what
                or ability.targets[effect.what.index].max != 1):
            raise CompileError("«если у него есть выстрел» about another card than the one acted on")
        if effect.verb == "wound" and effect.param("strike_is") == STRIKE_EQUAL:
            if prev is None or prev.verb != "wound" or prev.what is None or prev.what.kind != "target" \
                    or not isinstance(effect.amount, Amount) or effect.amount.ref != prev.what \
                    or not isinstance(prev.amount, Amount) or prev.amount.kind != "strike" or prev.amount.ref != prev.what:
                raise CompileError("«с таким же ударом» not after «Ранить … на величину его удара»")
            target = ability.targets[prev.what.index]
            if target.max != 1 or target.select.kind != CREATURE or target.select.zone != PLAY:
                raise CompileError("«с таким же ударом» of what")
    for effect in effects:
        for mode in effect.param("modes", ()):
            if isinstance(mode, Ability):
                check_single_card_refs(mode)


# the hero classes (§1.3, ``conditions.lark`` hero_class and ``keywords.lark`` hero_of_class): the word → the class name
HERO_CLASSES: dict[str, str] = {
    "маг": "Герой-маг", "воин": "Герой-воин", "жрец": "Герой-жрец", "разбойник": "Герой-разбойник",
}



def _comparison(children: list[Any]) -> tuple[str, int]:
    """The (op, number) of the ``comparison`` among a rule's children."""
    return next(c for c in children if isinstance(c, tuple) and c[:1] in ((">",), (">=",)))


def _compared(children: list[Any]) -> dict[str, Any]:
    """The ``op`` and ``value`` of a Condition that compares with the rule's ``comparison``."""
    op, n = _comparison(children)
    return {"op": op, "value": n}


_IT_PRONOUNS = ("оно", "он", "она", "они")
# «если <subject> <state>» (``conditions.lark`` state_subject, state_predicate): the subject's and the state's words →
# the condition. «оно / он / она»: the card the previous instruction acted on (IT; the Finaliser accepts it only on
# an instruction about that same target, see ``it_condition``); «существо» right after an instruction that wounded
# one card: that card (a hero is no «существо»: false; checked by :func:`check_single_card_refs`).
SUBJECT_STATES: dict[tuple[str, str], Condition] = {
    **{(it, "оглушенный+short"): Condition("ref_state", ref=IT, state="stunned") for it in ("оно", "он", "она")},
    # still in play with life above 0 (at 0 life it dies by a rules effect once the ability has resolved)
    ("оно", "выжить+past"): Condition("it_survived"),
    # it left play, or its life is 0 or less: the opposite of «если оно выжило», for a creature
    ("существо.sing", "погибнуть+past"): Condition(IT_DIED),
    ("оно", "погибнуть+past"): Condition(IT_DIED),  # «Ранить другое существо на 2; если оно погибло, …» (Наррах)
    # a creature in play with life above 0 (in a spell's next paragraph it joins the paragraph above:
    # ``compiler._JOIN_ERRORS``)
    ("раненный такой образ существо.sing", "выжить+past"): Condition(CREATURE_SURVIVED),
    ("@self", "открытый+short"): Condition("source_state", state="open"),
    # this card is in its owner's graveyard when the instruction runs
    ("@self", "на кладбище"): Condition("source_in_graveyard"),
    ("герой.sing противник.gent-accs", "закрытый+short"):
        Condition("count", select=Select(HERO, side=OPPONENT, state="closed"), op=">=", value=1),
}

class ConditionsPhrases:
    """Transformer methods of the «conditions» concept (mixed into ``transformer.ToAbilities``); grammar: ``conditions.lark``."""

    ctx: Any
    he_pronoun: Any
    named_opponent: Any
    self_subject: Any
    same_name_marker: Any

    def c_no_open_coins(self, _: list[Any]) -> Condition:
        """«если у вас нет открытых {м}»: the condition ``open_coins`` (your open coins) equal to 0."""
        return Condition("open_coins", op="==", value=0)

    def c_deck_top_is_spell(self, _: list[Any]) -> Condition:
        """«пока верхняя карта — заклинание»: the top card of your deck is a spell (Condition ``deck_top_is``)."""
        return Condition(DECK_TOP_IS, select=Select(SPELL, side="you", zone="deck"))

    def c_deck_top_is_creature(self, _: list[Any]) -> Condition:
        """«пока верхняя карта — существо»: the top card of your deck is a creature (Condition ``deck_top_is``)."""
        return Condition(DECK_TOP_IS, select=Select(CREATURE, side="you", zone="deck"))

    def cond_body(self, children: list[Any]) -> Any:
        return children[0]

    def sc_self_sleeping(self, _: list[Any]) -> Condition:
        """«Пока Спящий»: while this card is sleeping (state ``sleeping``)."""
        return Condition("source_state", state="sleeping")

    def c_have_equipment(self, _: list[Any]) -> Condition:
        """«если у вас есть экипировка»: you control a support card of the class Оружие, Броня or Амулет (together
        «Экипировка», digest §2 «Карта поддержки»): Select state ``equipment`` (by the card's data type)."""
        return Condition("count", select=Select(SUPPORT, side=YOU, state="equipment"), op=">=", value=1)

    def c_hand_more(self, _: list[Any]) -> Condition:
        """«если у вас в руке больше карт, чем у противника»: your hand size > the opponent's."""
        return Condition("hand_vs_opponent", op=">")

    def c_hand_less(self, _: list[Any]) -> Condition:
        """«если у вас в руке меньше карт, чем у противника»: your hand size < the opponent's."""
        return Condition("hand_vs_opponent", op="<")

    def c_open_coins(self, children: list[Any]) -> Condition:
        """«если у вас есть N или более открытых {м}»."""
        return Condition("open_coins", **_compared(children))

    def c_more_coins(self, children: list[Any]) -> Condition:
        """«если у вас больше N{м}»: more than N coins, open or closed (as «если у вас N или более {м}»)."""
        return Condition("coins", op=">", value=_ints(children)[0])

    def c_discarded_this_turn(self, _: list[Any]) -> Condition:
        """«если вы сбрасывали карту в этом ходу»: you discarded at least one card this turn (any way)."""
        return Condition("history", history=HistoryQuery(DISCARDED, subject=Select(CARD, side=YOU)), op=">=", value=1)

    def c_this_creature_wounds(self, children: list[Any]) -> Condition:
        """«Пока на этом существе не менее N ран» on a creature's own static: the source has N or more wounds."""
        if self.ctx.card_type != "creature":
            raise CompileError("«на этом существе» of a card that is not a creature")
        return Condition("source_wounds", **_compared(children))

    def c_played_n(self, children: list[Any]) -> Condition:
        """«если вы разыграли (N или более) <карт> в этом ходу»: plays of such cards by you this turn (at least one
        without a number)."""
        np = next(c for c in children if isinstance(c, NP))
        sel = np.select
        if (sel is None or np.kind not in ("all", "target") or sel.side != ANY or sel.zone != PLAY or sel.other
                or sel.state is not None or sel.keyword is not None):
            raise CompileError("«разыграли N <карт>» of what")
        played = HistoryQuery(CARD_PLAYED, subject=dataclasses.replace(sel, zone=HAND, side=YOU))
        return Condition("history", history=played, op=">=", value=(_ints(children) or [1])[0])

    def c_exact_creature_lead(self, children: list[Any]) -> Condition:
        """«Пока у вас ровно на N существо больше, чем у противника»: your creatures in play minus his equal N
        (``creature_lead``, op ``==``)."""
        return Condition("creature_lead", op="==", value=_ints(children)[0])

    def c_played_by_anyone_this_turn(self, children: list[Any]) -> Condition:
        """«если в этот ход был разыгран (другой) <np>»: either player played such a card this turn (the history's
        CARD_PLAYED; «другой»: not this card)."""
        np = _np_of(children)
        sel = np.select if np is not None else None
        if sel is None or np.kind not in ("all", "target") or sel.zone != PLAY or sel.state is not None:  # type: ignore[union-attr]
            raise CompileError("«был разыгран <карта>» of what")
        played = HistoryQuery(CARD_PLAYED, subject=dataclasses.replace(sel, zone=HAND, side=ANY))
        return Condition("history", history=played, op=">=", value=1)

    def c_opp_played_fewer(self, children: list[Any]) -> Condition:
        """«если он / противник разыграл меньше N карт в этот ход»: the opponent's plays this turn (the history's
        CARD_PLAYED of his cards), fewer than N."""
        played = HistoryQuery(CARD_PLAYED, subject=Select(CARD, side=OPPONENT, zone=HAND))
        return Condition("history", history=played, op="<", value=_ints(children)[0])

    def c_he_played_fewer(self, children: list[Any]) -> Condition:
        """«если он разыграл меньше N карт в этот ход» — «он»: the opponent the trigger names (checked in ``_ability``)."""
        self.he_pronoun = True
        return self.c_opp_played_fewer(children)

    def c_he_played(self, children: list[Any]) -> Condition:
        """«если он разыгрывал <карту> в этом ходу» — «он»: the opponent the trigger names (checked in ``_ability``, as
        «у него» of a trigger): he played one or more such cards this turn (``played_this_turn`` of the
        opponent)."""
        np = _np_of(children)
        sel = np.select if np is not None else None
        if (sel is None or np.kind not in ("all", "target") or sel.side != ANY or sel.zone != PLAY or sel.other  # type: ignore[union-attr]
                or sel.state is not None or sel.keyword is not None):
            raise CompileError("«он разыгрывал <карту>» of what")
        self.he_pronoun = True
        played = HistoryQuery(CARD_PLAYED, subject=dataclasses.replace(sel, zone=HAND, side=OPPONENT))
        return Condition("history", history=played, op=">=", value=1)

    def c_grave_distinct_names(self, children: list[Any]) -> Condition:
        """«если на вашем кладбище есть N карт с разными названиями»: N or more different names there."""
        return Condition("grave_distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD), op=">=",
                         value=_ints(children)[0])

    def card_dread_plate(self, _: list[Any]) -> Select:
        return Select(SUPPORT, side=YOU, name="Латы ужаса")

    def card_black_folio(self, _: list[Any]) -> Select:
        return Select(SUPPORT, side=YOU, name="Черный фолиант")

    def card_hungry_blade(self, _: list[Any]) -> Select:
        return Select(SUPPORT, side=YOU, name="Ненасытное лезвие")

    def c_have_card(self, children: list[Any]) -> Condition:
        """«если у вас есть <карта с этим названием>» (in play under your control)."""
        return Condition("count", select=_the(children, Select), op=">=", value=1)

    def c_event_cost_below_count(self, children: list[Any]) -> Condition:
        """«если его стоимость {м} меньше количества <карт>» after a trigger about one card («Когда вы разыгрываете
        гнома»): the trigger's card costs strictly less than the number of those cards, counted when the instruction is
        executed (``resolve._execute`` passes the event's card). :func:`check_event_cost_below_ref` refuses it without such a
        trigger."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or (
                np.kind == "target" and not np.implicit):
            raise CompileError("«меньше количества <…>»: count of what")
        sel: Select = np.select
        return Condition(EVENT_COST_BELOW_COUNT, select=sel)

    def c_hoarded_namesake_in_opp_grave(self, _: list[Any]) -> Condition:
        """«если у вас есть добытая карта с таким же названием, как на кладбище противника»: one of the cards hoarded
        under your characters (zone HOARDED, as «у <X> есть добытая карта») has the name of a card in the opponent's
        graveyard. It names the opponent: a following «ранить его на N» wounds his hero
        (``cards.language.wounds_healing.e_wound_him`` reads ``named_opponent``)."""
        self.named_opponent = True
        return Condition(HOARDED_NAMESAKE_IN_OPP_GRAVE)

    def c_hand_n(self, children: list[Any]) -> Condition:
        """«если у вас в руке N или более карт»."""
        return Condition("hand_size", **_compared(children))

    def c_no_element(self, _: list[Any]) -> Condition:
        """«…, если у него нет стихии»: the card the instruction acts on (``SAME_CARD``: engine/resolve.py evaluates
        the condition on that card) has none of the five elements (kind ``it_fits``)."""
        return Condition("it_fits", ref=SAME_CARD, select=Select(CARD, not_elements=ELEMENTS))

    def c_paid_not_yours(self, _: list[Any]) -> Any:
        """«если уничтоженная карта поддержки не была вашей»: the support card destroyed to pay for this activation was
        under another player's control (``Condition("paid_foreign")``; only with the cost «Уничтожьте карту
        поддержки:» — checked by ``check_paid``)."""
        from berserk_heroes.abilities import Condition

        return Condition("paid_foreign")

    def c_thirst_killed_one(self, _: list[Any]) -> Condition:
        """«если от жажды <этой карты> погибло существо»: the character this card's «Жажда X» payment wounded (digest
        §3.2: another character of yours, wounded by X as the card is played) was a creature brought to 0 life by it,
        and it is no longer in play when the condition is checked (``play.ThirstFrame`` records it)."""
        if self.ctx.card_type != "spell":
            raise CompileError("«от жажды этой карты» of a card other than a spell")
        return Condition(THIRST_KILLED_ONE)

    def c_has_own_shot(self, _: list[Any]) -> Condition:
        """«Если у него есть выстрел, он …»: the card the instruction acts on (``SAME_CARD``, the card named just
        before: checked by :func:`check_single_card_refs`) has an ability that shoots (a «Выстрел» of its own: printed and not
        lost, or given to it), when the instruction is executed."""
        return Condition("it_fits", ref=SAME_CARD, select=Select(CHARACTER, state=HAS_OWN_SHOT))

    def c_coins_spent(self, _: list[Any]) -> Condition:
        """«если при розыгрыше <этой карты> были потрачены {м}»: not «… не было потрачено {м}»."""
        return Condition("not", parts=(Condition("no_coins_spent"),))

    def c_hero_unwounded(self, _: list[Any]) -> Condition:
        """«если на вашем герое не было ран»: your hero has no wounds (see :func:`instead_first`)."""
        return HERO_UNWOUNDED

    def s_cond(self, children: list[Any]) -> Any:
        return children[0]

    def comparison(self, children: list[Any]) -> tuple[str, int]:
        """«N или более», «не менее N» → (">=", N); «более N», «больше N» → (">", N)."""
        return (">" if str(children[0]) in ("более", "больше") else ">=", _ints(children)[0])

    def you_control(self, _: list[Any]) -> None:
        return None

    def c_control_count(self, children: list[Any]) -> Condition:
        """«если под вашим контролем N или более <существ>», «пока вы контролируете более N <орков>»; «… больше трёх
        Орав гномов» (this card's name in the plural): the cards of that name, this one included."""
        op, n = _comparison(children)
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS:
            return Condition("count", select=Select(CARD, side=YOU, name=self.ctx.name), op=op, value=n)
        return Condition("count", select=self._have_select(np, counted=True), op=op, value=n)

    def turn_order(self, children: list[Any]) -> str:
        return str(children[0])

    def c_went(self, children: list[Any]) -> Condition:
        """«если вы ходили вторым» (``went_second``); «… первым»: not second («Поиск — …; если вы ходили первым,
        положите её на верх колоды вместо вашей руки»: a conditional «… вместо руки» makes two searches, one per
        branch)."""
        went_second = Condition("went_second")
        return went_second if children[0] == "второй" else Condition("not", parts=(went_second,))

    def sc_while(self, children: list[Any]) -> Condition:
        """«пока <условие>»: the condition, checked for as long as the ability applies."""
        return children[0]

    def sc_self_open(self, _: list[Any]) -> Condition:
        """«Пока открыт, …»: while this card is open (state ``open``)."""
        return Condition("source_state", state="open")

    def sc_self_fighting(self, _: list[Any]) -> Condition:
        """«пока сражается»: the card is in a fight (striking or struck; engine/combat.fight)."""
        return Condition("source_state", state="fighting")

    def c_np_hoarding(self, children: list[Any]) -> Condition:
        """«если у вашего кошмара есть добытая карта»: one of your such creatures holds a hoarded card (state
        ``hoarding``)."""
        import dataclasses


        np = _np_of(children)
        if np is None or np.select is None or np.kind != "target" or np.select.side != YOU \
                or np.select.state is not None:  # «вашего кошмара»: any of them
            raise CompileError("«у <np> есть добытая карта»: of which card")
        return Condition("count", select=dataclasses.replace(np.select, state="hoarding"), op=">=", value=1)

    def st_c_creatures_wounded(self, children: list[Any]) -> Condition:
        """«в этот ход N существа получали раны»: N or more creatures (anyone's) took wounds this turn."""
        wounded = HistoryQuery(WOUNDED, subject=Select(CREATURE), measure=DISTINCT_CARDS)
        return Condition("history", history=wounded, op=">=", value=_ints(children)[0])

    def c_event_cost_above_coins(self, _: list[Any]) -> Condition:
        """«если его стоимость {м} больше, чем количество ваших {м}» after a trigger about a card («Каждый раз, когда в
        игру входит существо, …»): the trigger's card costs more than all your coins (open, closed, temporary — as
        «где Х — количество ваших {м}»); checked when the instruction is executed (``resolve._execute`` passes the
        event's card). :func:`check_event_cost_above_ref` refuses it without such a trigger."""
        return Condition(EVENT_COST_ABOVE_COINS)

    def c_enemy_died_this_turn(self, _: list[Any]) -> Condition:
        """«в этот ход погибло существо противника»: a creature the opponent controlled died this turn."""
        return Condition("history", history=HistoryQuery(DIES, subject=Select(CREATURE, side=OPPONENT)))

    def c_enemy_hero_wounds_this_turn(self, children: list[Any]) -> Condition:
        """«в этот ход герой противника получил N или более ран»: the wounds put on his hero this turn, in all."""
        wounds = HistoryQuery(WOUNDED, subject=Select(HERO, side=OPPONENT), measure=SUM_AMOUNTS)
        return Condition("history", history=wounds, op=">=", value=_ints(children)[0])

    def c_hoarded_yours(self, _: list[Any]) -> Condition:
        """«если таким образом была добыта ваша карта» (right after a «добывает карту из руки любого игрока»): the card
        hoarded is one of yours (its owner: you)."""
        return Condition("it_any", select=Select(CARD, side=YOU, zone=HAND))

    def c_same_name_in_his_grave(self, _: list[Any]) -> Condition:
        """The trigger's card (a card the opponent played) has a namesake — another card — in its owner's graveyard
        (``namesake_in_grave`` with ref EVENT; ``milled_card_effects`` checks the trigger)."""
        self.same_name_marker = True
        return Condition("namesake_in_grave", ref=EVENT())

    def c_played_from_hand(self, _: list[Any]) -> Condition:
        """«если вы разыграли эту карту из руки»: ``Condition("was_played_from_hand")`` — the card (a spell resolving) was
        played from its player's hand (the engine notes the zone when a card is played: play.play_card, and a free play
        of effects.zone_moves). Only on a spell: a card in play was not necessarily «разыграна» this turn."""

        if self.ctx.card_type != "spell":
            raise CompileError("«если вы разыграли эту карту из руки» on a card that is not a spell")
        return Condition("was_played_from_hand")

    def c_shown_named(self, _: list[Any]) -> Condition:
        """«если вы показали названную карту»: the card just shown has the name named."""
        return Condition("revealed", select=Select(CARD, zone=DECK, name=NAMED))

    def c_destroyed_fits(self, children: list[Any]) -> Condition:
        """«если было уничтожено <ваше существо>»: the card the «Уничтожьте» before acted on has left play and fits
        (whose: its owner — a card leaves play for its owner's graveyard, a created one for his reserve)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.zone != "play":
            raise CompileError("destroyed what")
        return Condition("it_any", select=dataclasses.replace(np.select, zone=GRAVEYARD))

    def c_discarded(self, children: list[Any]) -> Condition:
        """«если противник сбросил <существо>»: one of the cards just discarded is one."""

        np = _np_of(children)
        if np is None or np.kind != "target" or not np.implicit or np.select is None or np.select.side != ANY \
                or np.select.zone != "play":
            raise CompileError("discarded what")
        return Condition("it_any", select=dataclasses.replace(np.select, zone=GRAVEYARD))

    def c_summoned_all(self, children: list[Any]) -> Condition:
        """«если вызванные существа – <класс>»: the summon just before put one or more creatures into play, all of that
        class (``it_all``; none summoned: false)."""
        cls, _ = class_of_token(str(children[-1]))
        return Condition("it_all", select=Select(CREATURE, classes=(cls,)))

    def c_weapon_in_grave(self, _: list[Any]) -> Condition:
        """«(Когда эта карта попадает на кладбище,) если на нём есть оружие»: a weapon in your graveyard (the one this
        card went to; the only use of the phrase in the pool)."""
        return Condition("count", select=Select(SUPPORT, side=YOU, zone=GRAVEYARD, card_type="weapon"))

    def _counted_select(self, children: list[Any]) -> Select:

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.select is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit):
            raise CompileError("count of what")
        return np.select

    def c_object_cost_le_count(self, children: list[Any]) -> Condition:
        """«…, если его стоимость {м} меньше или равна количеству <карт>»: checked when the instruction is executed,
        on the card it acts on (``ref`` SAME_CARD; engine/resolve.py passes that card)."""

        return Condition("object_cost_le_count", ref=SAME_CARD, select=self._counted_select(children))

    def c_owner_grave_none(self, children: list[Any]) -> Condition:
        """«…, если на кладбище его владельца нет <карт>»: none in the graveyard of the owner of the card the
        instruction acts on, when it is executed."""

        sel = self._counted_select(children)
        if sel.zone != "play" or sel.side != ANY:
            raise CompileError("graveyard cards of what")
        return Condition("owner_grave_none", ref=SAME_CARD, select=dataclasses.replace(sel, zone=GRAVEYARD))

    def cond(self, children: list[Any]) -> Condition:
        return children[0]

    def c_hero_class(self, children: list[Any]) -> Condition:
        return Condition("count", select=Select(HERO, side=YOU, classes=(children[-1],)), op=">=", value=1)

    def _have_select(self, np: NP | None, counted: bool = False) -> Select:
        if np is None or np.select is None or np.kind not in ("target", "all") or np.select.side in (OPPONENT, EITHER):
            raise CompileError("condition object")
        if np.kind == "target" and np.max != 1 and not counted:
            raise CompileError("condition count")
        return dataclasses.replace(np.select, side=YOU)

    def c_have(self, children: list[Any]) -> Condition:
        np = _np_of(children)
        if np is not None and np.kind == "each_of":  # «у вас есть орк и боевая машина»: one of each
            return Condition("and", parts=tuple(Condition("count", select=dataclasses.replace(sel, side=YOU), op=">=",
                                                          value=1) for sel in np.each_of))
        return Condition("count", select=self._have_select(np), op=">=", value=1)

    def c_have_n(self, children: list[Any]) -> Condition:
        return Condition("count", select=self._have_select(_np_of(children), counted=True), op=">=",
                         value=_ints(children)[0])

    def c_in_play(self, children: list[Any]) -> Condition:
        np = _np_of(children)
        if np is not None and np.kind == "all" and np.bare_plural and np.select is not None:
            return Condition("count", select=np.select, op=">=", value=1)  # «если в игре есть персонажи с ранами»
        if np is None or np.select is None or np.kind != "target" or not np.implicit:
            raise CompileError("condition object")
        return Condition("count", select=np.select, op=">=", value=1)

    def c_grave_n(self, children: list[Any]) -> Condition:
        """«если на кладбище N или более <карт>» (your graveyard, FAQ #16)."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind != "all" or np.select.side != ANY or np.select.zone != "play":
            raise CompileError("graveyard count of what")
        return Condition("count", select=dataclasses.replace(np.select, side=YOU, zone=GRAVEYARD), **_compared(children))

    def c_opp_grave_n(self, children: list[Any]) -> Condition:
        """«если на кладбище противника N или более <карт>»: counted in the opponent's graveyard."""
        own = self.c_grave_n(children)
        assert own.select is not None
        return dataclasses.replace(own, select=dataclasses.replace(own.select, side=OPPONENT))

    def c_have_not(self, children: list[Any]) -> Condition:
        return Condition("count", select=self._have_select(_np_of(children)), op="==", value=0)

    def c_hero_element(self, children: list[Any]) -> Condition:
        """«если ваш герой {Степи}», «… {Степи} или {Нейтральные}»: your hero has one of them (Select.elements: any)."""
        elements = tuple(element_of_token(str(c)) for c in children)
        return Condition("count", select=Select(HERO, side=YOU, elements=elements), op=">=", value=1)

    def state_subject(self, children: list[Any]) -> str:
        return " ".join(str(c) for c in children)

    def state_predicate(self, children: list[Any]) -> Any:
        token = children[0]
        return token if getattr(token, "type", None) == "ELEMENT" else " ".join(str(c) for c in children)

    def c_subject_state(self, children: list[Any]) -> Condition:
        """A subject and its state (:data:`SUBJECT_STATES`); «если оно {Тьма}»: the card the instruction before acted on
        has that element (kind ``it_fits``)."""
        subject, predicate = children
        if getattr(predicate, "type", None) == "ELEMENT":
            if subject not in _IT_PRONOUNS:
                raise CompileError(f"«{subject} <стихия>»")
            return Condition("it_fits", select=Select(CREATURE, elements=(element_of_token(str(predicate)),)))
        condition = SUBJECT_STATES.get((subject, predicate))
        if condition is None:
            raise CompileError(f"«{subject} {predicate}»: no such condition")
        return condition

    def c_revealed(self, children: list[Any]) -> Condition:
        np = _np_of(children)
        if np is None or np.kind != "target" or not np.implicit or np.select is None:
            raise CompileError("«если это …» of what")
        return Condition("revealed", select=dataclasses.replace(np.select, zone="deck"))

    def c_self_wounded(self, _: list[Any]) -> Condition:
        """«если на <этой карте> есть раны»; it also names this card (a later «его» may mean it)."""
        self.self_subject = True
        return Condition("source_state", state="wounded")

    def c_opp_no_open_coins(self, _: list[Any]) -> Condition:
        """«если / пока у противника нет открытых {м}»."""
        return Condition("opponent_open_coins", op="==", value=0)

    def c_opp_hero_class(self, children: list[Any]) -> Condition:
        """«если герой противника — жрец»."""
        return Condition("count", select=Select(HERO, side=OPPONENT, classes=(children[-1],)), op=">=", value=1)

    def c_no_coins_spent(self, _: list[Any]) -> Condition:
        return Condition("no_coins_spent")

    def hero_class(self, children: list[Any]) -> str:
        """A hero class, «маг» or «герой-маг»: its name (:data:`HERO_CLASSES`)."""
        return HERO_CLASSES[str(children[0]).removeprefix("герой-")]

    def sc_self_attacking(self, _: list[Any]) -> Condition:
        return Condition("source_state", state="attacking")

    def c_opp_has(self, children: list[Any]) -> Condition:
        """«пока у противника есть <np>»."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind != "target" or not np.implicit or np.select.side != ANY:
            raise CompileError("condition object")
        return Condition("count", select=dataclasses.replace(np.select, side=OPPONENT), op=">=", value=1)

    def c_opp_has_not(self, children: list[Any]) -> Condition:
        """«если у противника нет существ»: no card of the noun phrase under the opponent's control (in play)."""
        np = _np_of(children)
        if np is None or np.select is None or np.select.side != ANY or np.select.zone != PLAY or np.kind == "ref":
            raise CompileError("condition object")
        return Condition("count", select=dataclasses.replace(np.select, side=OPPONENT), op="==", value=0)

    def c_self_unwounded(self, _: list[Any]) -> Condition:
        """«пока на нём нет ран»."""
        return Condition("source_state", state="unwounded")

    def c_self_wounds(self, children: list[Any]) -> Condition:
        """«пока на <этой карте> N или более ран»."""
        return Condition("source_wounds", **_compared(children))

    def c_self_extra_lives(self, children: list[Any]) -> Condition:
        """«пока на <этой карте> N или более дополнительные жизни»."""
        return Condition("source_extra_lives", **_compared(children))

    def s_cond_pre(self, children: list[Any]) -> Condition:
        return children[0]

    def sc_during_opp_turn(self, _: list[Any]) -> Condition:
        return Condition("opponent_turn")

    def sc_during_your_turn(self, _: list[Any]) -> Condition:
        return Condition("your_turn")

    def sc_own_empty_hand(self, _: list[Any]) -> Condition:
        return Condition("hand_size", op="==", value=0)

    # ---- the end of the game ----

    def e_you_win(self, _: list[Any]) -> Draft:
        """«вы выигрываете игру»: the game ends at once and the controller wins — his opponent loses (``lose_game``)."""
        return Draft("lose_game", NP("ref", ref=OPPONENT_PLAYER))

    def step_show_hand_if_cost_run(self, children: list[Any]) -> list[Draft]:
        """«Покажите руку, если в ней есть N карт разной стоимости {м} подряд, <инструкция>»: the controller shows his
        hand; the instruction is carried out only if the printed costs of its cards hold N consecutive values
        (condition ``hand_cost_run``, value N)."""
        run = _ints(children)[0]
        drafts = [d for d in children if isinstance(d, Draft)]
        if run < 2 or len(drafts) != 1:
            raise CompileError("«карт разной стоимости подряд»: how many, and what then")
        act = drafts[0]
        act.condition = Condition("hand_cost_run", value=run)
        return [shows_hand(NP("ref", ref=Ref("player", side=YOU))), act]
