"""Instructions that change strike, life, extra lives or boosts."""

from __future__ import annotations

from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ANY,
    BOOST,
    BOOSTED,
    CARD,
    CREATURE,
    DECK,
    EGG,
    OPPONENT,
    PERMANENT,
    PLAY,
    SET,
    STRIKE,
    THIS,
    WEAKENING,
    YOU,
    YOU_PLAYER,
    Amount,
    Condition,
    Ref,
    Select,
    Trigger,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    SAME_CARD,
    X_AMOUNT,
    _amt,
    _compile_error,
    _duration,
    _error,
    _ints,
    _np,
    _np_of,
)

LEAST_STRIKE = "least_strike"  # Select state: the least current strike among all creatures in play (ties: all)


class StatsPhrases:
    """Transformer methods of the «stats» concept (mixed into ``transformer.ToAbilities``); grammar: ``stats.lark``."""

    _subject: Any
    e_hoard: Any

    def e_double_strike(self, children: list[Any]) -> Any:
        """«Удвойте силу удара <np> (до конца хода)»: +its current strike (Amount strike of the same card)."""

        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target", "it", "demonstrative") or np.max != 1:
            raise _compile_error("double the strike of what")
        return Draft("modify", np, Amount("strike", ref=SAME_CARD),
                     params=(("strike", 1), ("life", 0), ("duration", _duration(children) or PERMANENT)))

    def e_reveal_count_boost(self, children: list[Any]) -> Any:
        """«Покажите N верхних карт колоды, за каждого <класс> среди них положите эффект усиления на <np>; положите
        показанные карты на верх колоды в любом порядке»: the boosts (one per card of the class among the top N of
        your deck: ``Amount("top_count", select, value=N)``), then a ``look`` shown to both (take 0, the N cards
        back on top in any order). Counting before the showing changes nothing: the same cards are on top throughout."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        n = next(c for c in children if isinstance(c, int))
        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, plural = class_of_token(str(token))
        count, counter = next(c for c in children if isinstance(c, tuple))
        if plural or count != 1 or counter != BOOST:
            raise CompileError("«за каждого …» with a plural class or another number of boosts")
        amount = Amount("top_count", select=Select(CARD, side=YOU, zone=DECK, classes=(cls,)), value=n)
        return Draft("sequence", group=[
            Draft("counters", _np_of(children), amount, params=(("counter", BOOST),)),
            Draft("look", NP("ref", ref=Ref("player", side=YOU)),
                  params=(("n", n), ("take", 0), ("rest", A.REST_TOP), ("reveal", True)))])

    def e_take_least_strike(self, _: list[Any]) -> Any:
        """«Возьмите под контроль существо с наименьшей силой удара по выбору противника»: ``control`` (permanent)
        of one creature in play — any side, as printed — whose current strike is the least among all creatures in play
        (Select state ``least_strike``); the opponent names it (a target with chooser OPPONENT)."""
        np = NP("target", Select(CREATURE, side=ANY, zone=PLAY, state=LEAST_STRIKE), chooser=OPPONENT)
        return Draft("control", np, params=(("duration", PERMANENT),))

    def e_double_strike_life(self, children: list[Any]) -> Any:
        """«Удвойте {удар} и {жизнь} <существа>»: as «Удвойте силу удара» (+its strike), and +its life (the {жизнь}
        value, ``Amount("life_value_of")``: its maximum life now; wounds stay), permanently."""
        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target") or np.max != 1:
            raise CompileError("double the strike and life of what")
        return Draft("sequence", group=[
            Draft("modify", np, Amount("strike", ref=SAME_CARD),
                     params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            Draft("modify", NP("it"), Amount("life_value_of", ref=SAME_CARD),
                     params=(("strike", 0), ("life", 1), ("duration", PERMANENT)))])

    def e_double_boosts(self, _: list[Any]) -> Any:
        """«Удвойте количество всех эффектов усиления»: on every card in play, as many boosts again as it has now
        (``counters`` of boosts with params ``doubled``: each card's own number; engine/effects/stats._counters)."""
        return Draft("counters", NP("all", select=Select(CARD)), None, params=(("counter", BOOST), ("doubled", True)))

    def e_revive_with_life(self, children: list[Any]) -> Any:
        """«возродить <этого демона> с N жизнью»: the trigger's card (a demonstrative: «этого <класса>» must be the
        trigger's card) comes back from the graveyard into play under your control with N life left (its wounds are
        its life − N): ``put_into_play`` from the graveyard with params life. Any other card («возродите существо с 1 жизнью»: which one) is refused."""
        np = _np_of(children)
        if np is None or np.kind != "demonstrative":
            raise CompileError("revive with N life: which card")
        n = _ints(children)[-1]
        if n < 1:
            raise CompileError("revive with no life")
        return Draft(A.PUT_INTO_PLAY, np, params=A.entering_params((A.GRAVEYARD,), life=n))

    def e_hoard_and_extra_lives(self, children: list[Any]) -> Any:
        """«<holder> добывает <np> и получает N дополнительных жизней»: ``hoard`` (as «<X> добывает <np>»), then
        ``extra_life`` of the holder."""
        holder = next(c for c in children if isinstance(c, NP))
        lives = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return Draft("sequence", group=[self.e_hoard(children),
                                           Draft("extra_life", holder, lives)])

    def lives_side_you(self, _: list[Any]) -> str:
        return YOU

    def lives_side_any(self, _: list[Any]) -> str:
        return ANY

    def e_remove_lives(self, children: list[Any]) -> Any:
        """«Снимите до N дополнительных жизней с ваших / любых персонажей» → ``extra_life`` with param ``remove`` (engine/effects/wounds_healing)."""
        side = next(c for c in children if c in (YOU, ANY))
        return Draft("extra_life", NP("ref", ref=YOU_PLAYER), _ints(children)[0],
                     params=(("remove", True), ("side", side)))

    def e_give_extra_life(self, children: list[Any]) -> Any:
        """«даёт дополнительную жизнь <существу>» = «<существо> получает дополнительную жизнь»."""
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return Draft("extra_life", _np_of(children), n)

    def same_lives(self, _: list[Any]) -> tuple[str, Amount]:
        """«столько же дополнительных жизней»: the number of the triggering event (checked by ``check_amount``)."""
        return ("lives", Amount("event_amount"))

    def e_boost_life_self(self, children: list[Any]) -> Any:
        """«получает эффект усиления и дополнительную жизнь» (no subject: this card) → boost, then extra life."""
        this = NP("ref", ref=THIS)
        lives = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        boost = self.e_boost_get_self([c for c in children if not (isinstance(c, tuple) and c[:1] == ("lives",))])
        return Draft("sequence", group=[boost, Draft("extra_life", this, lives)])

    def e_distribute_boosts(self, children: list[Any]) -> Any:
        """«Распределите N эффектов усиления среди <ваших существ>»: N boosts, one at a time, each on a card of the
        controller's choice among every card of <np> (in play when it resolves)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.kind != CREATURE \
                or np.select.side != YOU or np.select.zone != "play":
            raise CompileError("«распределите … среди» what")
        return Draft("counters", np, _amt(children), params=(("counter", BOOST), ("distribute", True)))

    def ev_boost_put(self, children: list[Any]) -> Trigger:
        """«Когда вы кладёте эффект усиления на ваше существо»: you put it (the player), on a card of the np."""
        side, np = children[0], children[-1]
        sel = self._subject(np)
        if side != YOU or sel is None or sel.side != YOU:
            raise _error("boost put: by whom / on what")
        return Trigger(BOOSTED, subject=sel)

    def sc_hero_life_below_count(self, children: list[Any]) -> Condition:
        """«пока у вас меньше жизней, чем <добытых вашими персонажами карт>»: your hero's life < that count."""
        np = _np(children)
        if np is None or np.kind != "all" or np.select is None:
            raise _error("fewer lives than what")
        return Condition("life_below_count", select=np.select)

    def e_remove_lives_revive_self(self, children: list[Any]) -> Any:
        """«снять N дополнительные жизни с ваших персонажей, при этом возродить <эту карту>»: you pick N дополнительные
        жизни among your characters in play (one pick per life; nothing when they have fewer than N in all); only then
        (``then``) this very card comes back from the graveyard (``put_into_play`` of THIS)."""

        n = _ints(children)[0]
        me = NP("ref", ref=Ref("player", side=YOU))
        remove = Draft("remove_extra_lives", me, n)
        remove.then.append(Draft(A.PUT_INTO_PLAY, NP("ref", ref=THIS), 1, params=A.entering_params(
            (A.GRAVEYARD,), select=A.Select(A.CARD, side=A.YOU, zone=A.GRAVEYARD))))
        return remove

    def token_name(self, children: list[Any]) -> str:
        return str(children[0])

    def e_gains_x(self, children: list[Any]) -> Draft:
        """«<np> получает +Х к удару / к жизням …, где Х — …»: ``modify`` by 1 per unit of the amount the sentence's
        «где» gives (the Х placeholder, replaced when the chain is assembled)."""
        stat = next(c for c in children if c in ("strike", "life"))
        duration = _duration([c for c in children if c != stat]) or PERMANENT
        return Draft("modify", _np_of(children), X_AMOUNT,
                     params=(("strike", int(stat == "strike")), ("life", int(stat == "life")), ("duration", duration)))

    def e_set_base_stats(self, children: list[Any]) -> Draft:
        """«Начальные удар и жизни <np> становятся равны N{удар} и M{жизнь}»: ``modify`` how SET_BASE, params strike N
        and life M, for good."""
        strike, life = _ints(children)[-2:]
        return Draft("modify", _np_of(children), params=(("how", A.SET_BASE), ("strike", strike), ("life", life),
                                                          ("duration", PERMANENT)))

    def e_strike_to_max_life(self, children: list[Any]) -> Draft:
        """«до <срока> удар <np> становится равен их максимальным жизням»: ``modify`` how STRIKE_TO_MAX_LIFE (each card's
        own maximum life, counted as the instruction is done) until the duration ends."""
        np = _np_of(children)
        if np is None or np.kind not in ("all", "target") or np.select is None or np.select.kind != CREATURE:
            raise CompileError("«удар <…> становится равен их максимальным жизням» of what")
        return Draft("modify", np, params=(("how", A.STRIKE_TO_MAX_LIFE), ("duration", _duration(children))))

    def e_set_life(self, children: list[Any]) -> Draft:
        """«Жизни <np> становятся равны N»: its current life becomes N, for good (modify how SET_LIFE)."""
        return Draft("modify", _np_of(children), _ints(children)[0], params=(("how", A.SET_LIFE), ("duration", PERMANENT)))

    def e_set_entered_life_x(self, _: list[Any]) -> Draft:
        """«у него становится Х жизней» right after one card was summoned or revived (NP kind ``entered_it``): its
        current life becomes Х, for good (modify how SET_LIFE; Х given by «где Х — …»)."""
        return Draft("modify", NP("entered_it"), X_AMOUNT, params=(("how", A.SET_LIFE), ("duration", PERMANENT)))

    def e_set_strike(self, children: list[Any]) -> Draft:
        """«Удар <np> становится равен N (до …)»."""
        return Draft("modify", _np_of(children), _ints(children)[0],
                     params=(("how", SET), ("stat", STRIKE), ("duration", _duration(children) or PERMANENT)))

    def e_set_strike_to(self, children: list[Any]) -> Draft:
        """«Удар <np> становится равен <amount> (до …)»: the amount is counted once, when the instruction is done (the
        strike does not follow it later)."""
        amount = next(c for c in children if isinstance(c, Amount))
        return Draft("modify", _np_of(children), amount,
                     params=(("how", SET), ("stat", STRIKE), ("duration", _duration(children) or PERMANENT)))

    def e_set_its_strike(self, children: list[Any]) -> Draft:
        """«его удар становится равен N (до …)»: the card named just before (IT)."""
        return self.e_set_strike([NP("it"), *children])

    def extra_lives(self, children: list[Any]) -> tuple[str, int | Amount]:
        if any(isinstance(c, Token) and c.type == "X" for c in children):
            return ("lives", X_AMOUNT)
        return ("lives", (_ints(children) or [1])[0])

    def el_x_plus(self, children: list[Any]) -> tuple[str, Amount]:
        """«Х+N дополнительных жизней»: the X chosen before, plus N."""
        return ("lives", Amount("sum", parts=(X_AMOUNT, Amount("fixed", value=_ints(children)[0]))))

    def e_extra_life(self, children: list[Any]) -> Draft:
        if _duration(children):
            raise CompileError("extra life with a duration")
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return Draft("extra_life", _np_of(children), n)

    def e_extra_life_self(self, children: list[Any]) -> Draft:
        return self.e_extra_life([NP("ref", ref=THIS), *children])

    def bc_one(self, children: list[Any]) -> tuple[int, str]:
        return 1, children[-1]

    def bc_n(self, children: list[Any]) -> tuple[int, str]:
        return _ints(children)[0], children[-1]

    def bc_x(self, children: list[Any]) -> tuple[Amount, str]:
        """«Х эффектов усиления»: as many as the X of the payment."""
        return X_AMOUNT, children[-1]

    def bk_plus(self, _: list[Any]) -> str:
        return BOOST

    def bk_minus(self, _: list[Any]) -> str:
        return WEAKENING

    def _boost(self, np: NP | None, children: list[Any]) -> Draft:
        n, counter = next(c for c in children if isinstance(c, tuple))
        return Draft("counters", np, n, params=(("counter", counter),))

    def cc_egg(self, children: list[Any]) -> tuple[int, str]:
        return (_ints(children) or [1])[0], EGG

    def e_put_counters(self, children: list[Any]) -> Draft:
        """«Положите (по) N <counters> на <np>» / «… на <np> N <counters>»: ``counters`` of that kind, N on each card
        («положите по 2 эффекта усиления на двух или менее существ»; «N или менее» = «до N»). A {яйцо} goes on an
        Яйцо (on the Яйцо token itself, data/overrides.yaml covers the paragraph: cards/compiled.py adds override
        abilities even for paragraphs that compiled, so they would run twice); a named marker («эффект воли») only on
        this card (what the engine counts for its costs and statics)."""
        np = _np_of(children)
        n, counter = next(c for c in children if isinstance(c, tuple))
        if counter == EGG and (np is None or np.select is None or np.select.classes != ("Яйцо",)):
            raise CompileError("{яйцо} on what")
        if counter not in (BOOST, WEAKENING, EGG, A.QUEST_COUNTER) and (np is None or np.kind != "ref" or np.ref != THIS):
            raise CompileError("a named effect on another card than this one")
        return Draft("counters", np, n, params=(("counter", counter),))

    def e_boost_get_self(self, children: list[Any]) -> Draft:
        return self._boost(NP("ref", ref=THIS), children)
