"""Instructions that take or give control, copy or create cards."""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ANY,
    CREATURE,
    OPPONENT,
    OWNER,
    PERMANENT,
    PLAY,
    SWAP,
    THIS,
    YOU,
    Ref,
    Select,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import _TOKENS, ANY_NUMBER, SAME_CARD, _duration, _error, _np_of


class ControlCopiesPhrases:
    """Transformer methods of the «control_copies» concept (mixed into ``transformer.ToAbilities``); grammar: ``control_copies.lark``."""

    ctx: Any

    def e_each_player_copies(self, _: list[Any]) -> Any:
        """«каждый игрок создаёт копию выбранного вами существа»: you name one creature in play (either side) as the
        target; each player, you first, creates a copy of it under his own control (``create`` under EACH)."""
        return Draft(A.CREATE, NP("target", Select(CREATURE, side=ANY, zone=PLAY)), params=(("under", A.EACH),))

    def e_copy_and_fight(self, children: list[Any]) -> Draft:
        """«Создайте её копию; её копия сражается с <np>»: a copy of the card the pronoun means (the engine supports
        copies of this card only), then the copy just created (IT) fights the target."""
        defender = next(c for c in children if isinstance(c, NP))
        if defender.kind != "target":
            raise CompileError("the copy fights what")
        return Draft("sequence", group=[
            Draft(A.CREATE, NP("it"), 1, params=(("no_enters", False),)),
            Draft("fight", defender, params=(("attacker", NP("it")),))])

    def e_flip(self, children: list[Any]) -> Any:
        """«Переверните <эту карту>»: this double-faced card turns to its other side (``flip``; digest §2.1: the
        «Обращённый» side appears only this way). Only the card itself: no card of the data flips another."""
        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != A.THIS:
            raise CompileError("flip what")
        return Draft("flip", np)

    def e_swap_strike_life(self, children: list[Any]) -> Any:
        """«Поменяйте местами значения удара и текущих жизней <существа>»: its strike becomes its life left and its
        life left its strike (``modify`` how SWAP: two permanent modify effects; wounds stay)."""
        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target") or np.max != 1:
            raise CompileError("swap strike and life of what")
        return Draft("modify", np, params=(("how", SWAP), ("duration", PERMANENT)))

    def e_return_control_of(self, children: list[Any]) -> Any:
        """«Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every
        such card in play comes back under its owner's control (``control`` to OWNER)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != "play":
            raise CompileError("return the control of what")
        return Draft("control", np, params=(("to", OWNER),))

    def e_lose_x_copies_of_hoarded(self, children: list[Any]) -> Any:
        """«(Вы можете) потерять Х{м}, при этом создать Х копий этого существа»: the controller chooses X (up to his
        coins), loses X coins and creates X copies of this card (``lose_x_copies_of_hoarded``; the copies wait in the запас:
        ``cards.compiled.reserve_for``)."""
        np = _np_of(children)
        if np is None or not (np.kind == "demonstrative" or (np.kind == "ref" and np.ref == THIS)):
            raise CompileError("copies of what")
        return Draft("lose_x_copies_of_hoarded", np)

    def e_ready_rush_swap_control(self, children: list[Any]) -> Draft:
        """«Выберите Х ваших существ и Х существ противника. Подготовьте этих существ, они получают Рывок, затем
        обменяйтесь контролем над ними до конца хода»: the first target any number of your creatures, the second as
        many of the opponent's (Select state COUNT_OF_FIRST_TARGET; the X is not a cost, so it is only the number
        named); each group is readied (``open`` ready) and gets Рывок, then your group goes to the opponent and his
        comes to you (``control`` to OPPONENT / YOU) for the duration."""
        yours, his = [c for c in children if isinstance(c, NP)]
        if not (self._x_creatures(yours, YOU) and self._x_creatures(his, OPPONENT)) \
                or yours.select is None or his.select is None:
            raise CompileError("«выберите Х <существ> и Х <существ>» of what")
        duration = _duration(children)
        first = dataclasses.replace(yours, select=dataclasses.replace(yours.select, state=None), min=0, max=ANY_NUMBER)
        second = dataclasses.replace(his, select=dataclasses.replace(his.select, state=A.COUNT_OF_FIRST_TARGET))
        return Draft("sequence", group=[*self._ready_rush_give(first, OPPONENT, duration),
                                        *self._ready_rush_give(second, YOU, duration)])

    @staticmethod
    def _x_creatures(np: NP, side: str) -> bool:
        """«Х <существ стороны>»: a target of X creatures in play of that side, with no other filter."""
        from berserk_heroes.cards.language.common import X_TARGETS

        return np.kind == "target" and np.select == Select(CREATURE, side=side, zone=PLAY, state=X_TARGETS)

    @staticmethod
    def _ready_rush_give(np: NP, to: str, duration: Any) -> list[Draft]:
        """Ready the group, it gets Рывок (for good, as printed), then it comes under the control of ``to``."""
        return [Draft("open", np, params=(("ready", True),)),
                Draft("grant", NP("it"), params=(("keyword", "haste"), ("duration", PERMANENT))),
                Draft("control", NP("it"), params=(("to", to), ("duration", duration)))]

    def e_give_control(self, children: list[Any]) -> Any:
        """«противник получает контроль над этой картой»."""

        if children[0] != OPPONENT:
            raise _error("who gets control")
        return Draft("control", NP("ref", ref=THIS), params=(("to", OPPONENT),))

    def e_take_control_within_strike(self, children: list[Any]) -> Draft:
        """«(До …) возьмите под контроль существ с суммарной силой удара равной или меньшей, чем <amount>»: ``control``
        of the opponent's creatures the controller picks at resolution, their strikes adding up to at most the amount
        (params total_strike); what was taken is IT next («…, они получают Рывок»)."""
        amount = next(c for c in children if isinstance(c, A.Amount))
        return Draft("control", NP("all", Select(CREATURE, side=OPPONENT, zone=PLAY), plural=True),
                     params=(("duration", _duration(children) or PERMANENT), ("total_strike", amount)))

    def e_give_to_opponent(self, children: list[Any]) -> Draft:
        """«Отдайте противнику (под контроль) <np> (до …)»: ``control`` of those cards to OPPONENT; a timed one comes
        back when it ends. Only cards of yours can be given. «Отдайте противнику событие» on an event, the bare noun of
        the card's own type with no other card named, is this event (Звонок мошенника: «Уничтожьте другую вашу карту:
        Отдайте противнику событие» — the card passes itself on; an event of the opponent could not be given to him);
        any other card of either side is refused."""
        np = _np_of(children)
        if np is not None and self._bare_own_type(np):
            np = NP("ref", ref=THIS)
        if np is None or (np.select is not None and np.select.side != YOU):
            raise CompileError("give the opponent a card of whom")
        return Draft("control", np, params=(("to", OPPONENT),
                                                           ("duration", _duration(children) or PERMANENT)))

    def _bare_own_type(self, np: NP) -> bool:
        """Whether ``np`` is the bare noun of this card's own type («событие» on an event): one card, no filter."""
        card_type = self.ctx.card_type
        return (np.kind == "target" and np.implicit and np.min == np.max == 1 and np.select is not None
                and np.select.card_type == card_type
                and np.select == Select(np.select.kind, card_type=card_type))

    def e_fewest_life_gets_control(self, _: list[Any]) -> Any:
        """«игрок с наименьшим количеством текущих жизней получает контроль над <этой картой>»: ``control`` of this card
        to FEWEST_LIFE (the player whose hero has the least current life; on a tie control stays)."""
        return Draft("control", NP("ref", ref=THIS), params=(("to", A.FEWEST_LIFE),))

    def e_swap_hand_sideboard(self, _: list[Any]) -> Any:
        """«Поменяйте местами вашу руку и дополнительную колоду»: your hand becomes your sideboard and your sideboard
        your hand."""

        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=YOU)),
                     params=A.move_params(A.SIDEBOARD, None, A.HAND, (A.SWAP, True)))

    def e_swap_card_hand_sideboard(self, _: list[Any]) -> Any:
        """«Поменяйте местами карту в руке и дополнительной колоде»: a card of your hand and one of your sideboard, each
        picked by you, change places (``move`` with params ``swap`` and ``count`` EXACTLY)."""

        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=YOU)),
                     params=A.move_params(A.SIDEBOARD, None, A.HAND, (A.SWAP, True), (A.COUNT, A.EXACTLY)))

    def e_revive_as_class(self, children: list[Any]) -> Draft:
        """«возродить его <классом>»: the card the pronoun means (the trigger's card) enters play from the graveyard
        under your control (``put_into_play`` from GRAVEYARD), then its classes become that one (``set_class`` of IT)."""
        from lark import Token

        from berserk_heroes.cards.compiler_normalise import class_of_token

        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, plural = class_of_token(str(token))
        if plural:
            raise CompileError("«возродить его <классами>»")
        return Draft("sequence", group=[
            Draft(A.PUT_INTO_PLAY, NP("it"), params=A.entering_params((A.GRAVEYARD,))),
            Draft("set_class", NP("it"), params=(("class", cls),))])

    def e_copy_next_entering(self, children: list[Any]) -> Draft:
        """«В следующий раз, когда <существо> войдёт в игру под контролем противника, создайте копию этого существа(;
        она становится <классом>)»: a delayed instruction (moment NEXT_EVENT) on the next such card of the opponent
        entering play: ``create`` a copy of that card (the event's), then ``set_class`` of the copy (IT)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.side != ANY or np.select.zone != PLAY \
                or np.select.kind != CREATURE:
            raise CompileError("«в следующий раз, когда <существо> войдёт в игру» of what")
        trigger = A.Trigger(A.ENTERS_PLAY, subject=dataclasses.replace(np.select, side=OPPONENT))
        group = [Draft(A.CREATE, NP("ref", ref=Ref("event", role="subject")), 1, params=(("no_enters", False),))]
        cls = next((c for c in children if isinstance(c, tuple) and c[:1] == ("becomes_class",)), None)
        if cls is not None:
            group.append(Draft("set_class", NP("it"), params=(("class", cls[1]),)))
        return Draft("delayed", None, params=(("moment", A.NEXT_EVENT), ("trigger", trigger)), group=group)

    def copy_becomes_class(self, children: list[Any]) -> tuple[str, str]:
        """«; она становится <классом>» after a copy: the class (singular only)."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        cls, plural = class_of_token(str(children[-1]))
        if plural:
            raise CompileError("«она становится <классами>»")
        return ("becomes_class", cls)

    def e_create(self, children: list[Any]) -> Draft:
        return Draft("create", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("name", children[-1]),))

    def e_create_choice(self, children: list[Any]) -> Draft:
        """«Создайте A или B»: a choice between two instructions (modes without targets)."""
        names = [c for c in children if isinstance(c, str) and c in _TOKENS.values()]
        modes = [[Draft("create", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("name", n),))] for n in names]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def e_create_copy(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target", "demonstrative"):
            raise CompileError("copy of what")
        return Draft(A.CREATE, np, 1, params=(("no_enters", False),))

    def e_take_control(self, children: list[Any]) -> Draft:
        """«Возьмите под контроль <np> (до конца хода)»: ``control`` (to YOU); a timed one gives it back when it ends."""
        return Draft("control", _np_of(children), params=(("duration", _duration(children) or PERMANENT),))

    def e_next_opponent_creature_yours(self, children: list[Any]) -> Draft:
        """«Следующее существо противника входит в игру под вашим контролем(; его {удар} и {жизнь} становятся равны
        <Х>)»: ``establish`` NEXT_ENTERS_YOURS on your hero until it is used up, its amount the strike and life."""
        amount = next((c for c in children if isinstance(c, A.Amount)), None)
        return Draft("establish", NP("ref", ref=Ref("player", side=YOU)), amount=amount,
                     params=(("rule", A.NEXT_ENTERS_YOURS), ("duration", PERMANENT)))

    def ev_copy_created(self, children: list[Any]) -> A.Trigger:
        """«Когда вы создаёте копию <существа>»: COPY_CREATED of a copy of yours (a copy is a card of the player who
        creates it) matching the noun."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.side == OPPONENT \
                or np.select.zone != PLAY:
            raise CompileError("«когда вы создаёте копию» of what")
        return A.Trigger(A.COPY_CREATED, subject=dataclasses.replace(np.select, side=YOU))

    def e_create_same_copy_again(self, children: list[Any]) -> Draft:
        """«создайте ещё одну такую же копию» (only «одну»): a copy of the trigger's copy (its subject) — the same name,
        properties and printed abilities, plus «Созданный» (digest §2.1: effects are not copied); one waiting in the
        запас is taken first, so the copy is made even when the first one has left play (it went back there). «Такую
        же»: made as that copy was — its «Найм» off when that one's was (params LIKE_EVENT_COPY, RulesConfig
        ``same_copy_hire``)."""
        if int(next(c for c in children if str(c).isdigit())) != 1:
            raise CompileError("«ещё N таких же копий»")
        return Draft(A.CREATE, NP("ref", ref=Ref("event", role="subject")), 1,
                     params=(("no_enters", False), (A.LIKE_EVENT_COPY, True)))

    def oc_destroy_copy(self, children: list[Any]) -> A.Cost:
        """«Уничтожьте копию вашего существа:»: the payment destroys a creature of yours that entered play as a copy
        (``destroy_own`` of select state IS_COPY)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.min != np.max or np.max != 1 \
                or np.select != Select(CREATURE, side=YOU):
            raise CompileError("«Уничтожьте копию <чего>:»")
        return A.Cost("destroy_own", select=dataclasses.replace(np.select, state=A.IS_COPY))

    def c_count_above_own_strike(self, children: list[Any]) -> A.Condition:
        """«если количество <карт> больше силы удара <этой карты>»: the number of such cards is above this card's
        strike (``A.COUNT_ABOVE_OWN_STRIKE``; the strike it left play with when it is gone)."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("target", "all"):
            raise CompileError("«количество <чего> больше силы удара»")
        return A.Condition(A.COUNT_ABOVE_OWN_STRIKE, select=np.select, op=">")

    def e_copy_self_same_strike(self, _: list[Any]) -> Draft:
        """«создайте его копию с таким же ударом»: a copy of this card (from the запас), then the copy's strike is set
        for good to this card's strike (``modify`` how SET of IT with Amount strike of THIS: the strike it left play
        with, for a «Гибель:»). What was created is IT next («…, оглушите её»)."""
        return Draft("sequence", group=[
            Draft(A.CREATE, NP("ref", ref=THIS), 1, params=(("no_enters", False),)),
            Draft("modify", NP("it"), A.Amount("strike", ref=THIS),
                  params=(("how", A.SET), ("stat", A.STRIKE), ("duration", PERMANENT)))])

    def e_copy_hoarded_by_self(self, children: list[Any]) -> Draft:
        """«Создайте копию <существа …>, добытого <этой картой>»: a copy of a card hoarded under this card, named as
        the target (zone HOARDED_THIS, any owner); hoarded cards are open to both players, so they may be copied
        (``effects.control_copies.copyable``). («…, его Найм не срабатывает»: the link after it.)"""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.zone != PLAY or np.max != 1:
            raise CompileError("a copy of which hoarded card")
        hoarded = dataclasses.replace(np, select=dataclasses.replace(np.select, zone=A.HOARDED_THIS, side=ANY))
        return Draft(A.CREATE, hoarded, 1, params=(("no_enters", False),))

    def e_double_self_and_ability_cost(self, _: list[Any]) -> Draft:
        """«удвойте его силу удара, максимальные жизни и стоимость этой особенности»: this card's strike and maximum
        life double for good (as «Удвойте {удар} и {жизнь}»), and a counter ABILITY_COST_DOUBLED on it doubles the coins
        of this activated ability from now on (``a_activated`` gives the ability meta ABILITY_COST_DOUBLED)."""
        this = NP("ref", ref=THIS)
        return Draft("sequence", group=[
            Draft("modify", this, A.Amount("strike", ref=SAME_CARD), params=(("strike", 1), ("life", 0),
                                                                               ("duration", PERMANENT))),
            Draft("modify", this, A.Amount("life_value_of", ref=SAME_CARD), params=(("strike", 0), ("life", 1),
                                                                                      ("duration", PERMANENT))),
            Draft("counters", this, 1, params=(("counter", A.ABILITY_COST_DOUBLED),))])

    def c_it_not_class(self, children: list[Any]) -> A.Condition:
        """«если оно не <класс>» (singular class only): the card of the instruction — only this card, checked by the
        finaliser — is not of that class (Condition SOURCE_NOT_CLASS)."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        cls, plural = class_of_token(str(children[-1]))
        if plural:
            raise CompileError("«если оно не <классы>»")
        return A.Condition(A.SOURCE_NOT_CLASS, select=Select(A.CARD, classes=(cls,)))

