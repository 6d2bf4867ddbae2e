"""Transformer methods of the «triggers_hoard» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers_hoard» section).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    BOOSTED,
    CREATURE,
    DIES,
    DISCARDED,
    DISTINCT_CARDS,
    DRAWN,
    DRAWN_NTH,
    ENEMY_HERO,
    ENTERS_PLAY,
    HAND,
    HEALED,
    HOARDED,
    HOARDED_HERO,
    HOARDS,
    KILLS,
    LEAVES_PLAY,
    OPPONENT,
    PREVIOUS_TURN,
    RETURNED_TO_HAND,
    SUMMONED,
    TARGETED,
    THIS,
    TURN_END,
    TURN_START,
    WOUNDED,
    YOU,
    Amount,
    Condition,
    HistoryQuery,
    Ref,
    Select,
    StaticPart,
    Trigger,
)


class TriggersHoardPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «triggers_hoard» phrases."""

    # --- «добытые (вашими) персонажами / вашим героем карты»: a noun phrase of hoarded cards ---------------------

    def aj_hoarded(self, children: list[Any]) -> tuple[str, Any]:
        """The holder decides the zone and the side (the holder's controller, not the hoarded card's)."""
        zone, side = children[-1]
        if side == ANY:
            return ("zone", zone)
        return ("zone_side", (zone, side))

    def hoarded_word(self, _: list[Any]) -> None:
        return None

    def ha_your_chars(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED, YOU)

    def ha_any_chars(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED, ANY)

    def ha_your_hero(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED_HERO, YOU)

    def effect(self, children: list[Any]) -> Any:
        """``effect: … | th_effect``: the family's effects (their own aliases) pass through."""
        return children[0]

    def event(self, children: list[Any]) -> Any:
        """``event: … | th_event``: the family's events (their own aliases) pass through."""
        return children[0]

    # --- new trigger events ---------------------------------------------------------------------------------

    def ev_healed(self, children: list[Any]) -> Trigger:
        """«Когда ваш персонаж излечивается» (wounds were removed from it)."""
        return Trigger(HEALED, subject=self._subject(children[0]))  # type: ignore[attr-defined]

    def ev_summoned(self, children: list[Any]) -> Trigger:
        """«Когда вы вызываете <демона>»: a card you summon («Вызовите») from the deck."""
        side, np = children[0], children[-1]
        sel = self._subject(np)  # type: ignore[attr-defined]
        if side != YOU or sel is None or sel.side == OPPONENT or sel.zone != "play":
            raise _error("summoned: whose / what")
        return Trigger(SUMMONED, subject=replace(sel, side=YOU))

    def ev_boost_put(self, children: list[Any]) -> Trigger:
        """«Когда вы кладёте эффект усиления на ваше существо»: you put it (the player), on a card of the np."""
        side, np = children[0], children[-1]
        sel = self._subject(np)  # type: ignore[attr-defined]
        if side != YOU or sel is None or sel.side != YOU:
            raise _error("boost put: by whom / on what")
        return Trigger(BOOSTED, subject=sel)

    def ev_wounded_x(self, children: list[Any]) -> Trigger:
        """«Когда <эта карта> получает Х ран»: Х in the effects is the number of wounds."""
        self.event_x = True
        return Trigger(WOUNDED, subject=self._subject(_np(children)))  # type: ignore[attr-defined]

    def ev_wounded_x_self(self, _: list[Any]) -> Trigger:
        self.event_x = True
        self.self_subject = True
        return Trigger(WOUNDED)

    def ev_wounded_from_self(self, children: list[Any]) -> Trigger:
        """«Когда получает раны от существа» (this card; ``other`` the card that dealt them)."""
        self.self_subject = True
        return Trigger(WOUNDED, other=self._other(_np(children)))  # type: ignore[attr-defined]

    def ev_wounded_from(self, children: list[Any]) -> Trigger:
        """«Когда ваш герой получает раны от вашей карты»: ``other`` the card that dealt them (any zone: a spell)."""
        from berserk_heroes.cards.compiler_transform import NP

        subject, source = [c for c in children if isinstance(c, NP)]
        return Trigger(WOUNDED, subject=self._subject(subject), other=self._other(source))  # type: ignore[attr-defined]

    def ev_kills_dominated(self, children: list[Any]) -> Trigger:
        """«Когда убивает существо, над которым имеет Превосходство» (this card; the killed card is one it has
        Превосходство over: Select.state ``dominated``)."""
        other = self._other(_np(children))  # type: ignore[attr-defined]
        if other is None or other.state is not None:
            raise _error("kills what")
        return Trigger(KILLS, other=replace(other, state="dominated"))

    def ev_targeted_np(self, children: list[Any]) -> Trigger:
        """«Когда ваша карта поддержки стала целью»: chosen as a target of any ability (a declaration's target)."""
        sel = self._subject(_np(children))  # type: ignore[attr-defined]
        if sel is None or sel.zone != "play":
            raise _error("targeted: what")
        return Trigger(TARGETED, subject=sel)

    def ev_leaves_play(self, children: list[Any]) -> Trigger:
        """«Когда <np> покидает игру» (to any zone, or hoarded)."""
        return Trigger(LEAVES_PLAY, subject=self._subject(_np(children)))  # type: ignore[attr-defined]

    def ev_leaves_play_self(self, _: list[Any]) -> Trigger:
        """«Когда покидает игру» (this card)."""
        self.self_subject = True
        return Trigger(LEAVES_PLAY)

    def ev_returned_to_hand(self, children: list[Any]) -> Trigger:
        """«Когда существо возвращается в руку владельца» (from play)."""
        sel = self._subject(_np(children))  # type: ignore[attr-defined]
        if sel is None or sel.zone != "play":
            raise _error("returned to hand: what")
        return Trigger(RETURNED_TO_HAND, subject=sel)

    def ev_hoards_creature(self, children: list[Any]) -> Trigger:
        """«Когда ваш кошмар добывает существо»: subject the holder, other the hoarded creature."""
        return Trigger(HOARDS, subject=self._subject(_np(children)), other=Select(CREATURE))  # type: ignore[attr-defined]

    def ad_hoarded_cost(self, _: list[Any]) -> Amount:
        """«стоимость добытой карты»: checked against the trigger in ``ToAbilities._ability``."""
        self.hoarded_cost = True
        return Amount("event_cost")

    def amount_def(self, children: list[Any]) -> Any:
        """``amount_def: … | th_amount_def`` passes through."""
        return children[0]

    def e_may_hoard(self, children: list[Any]) -> Any:
        """«<holder> может добыть <np>»: an optional «добывает»."""
        draft = self.e_hoard(children)  # type: ignore[attr-defined]
        draft.optional = True
        return draft

    def ev_dies_not_your_turn(self, children: list[Any]) -> Trigger:
        """«Когда существо противника погибает не в ваш ход» (= in the opponent's turn: two players)."""
        return Trigger(DIES, subject=self._subject(_np(children)), whose_turn=OPPONENT)  # type: ignore[attr-defined]

    def cond_body(self, children: list[Any]) -> Any:
        """``cond_body: … | th_cond_body`` passes through."""
        return children[0]

    def c_opp_empty_hand(self, _: list[Any]) -> Condition:
        """«если у противника нет карт в руке»."""
        return Condition("opponent_hand_size", op="==", value=0)

    def th_effect_hoard(self, children: list[Any]) -> Any:
        return children[0]

    def e_reveal_self(self, _: list[Any]) -> Any:
        """«покажите <эту карту> из вашей руки» (an ability that works in the hand)."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        self.reveals_self = True
        return Draft("reveal_self", NP("ref", ref=THIS))

    def c_no_death_last_turn(self, _: list[Any]) -> Condition:
        """«если в прошлый ход не погибло существо» (no creature died in the previous turn)."""
        return Condition("history", history=HistoryQuery(DIES, PREVIOUS_TURN, subject=Select(CREATURE)), op="==",
                         value=0)

    def c_entered_last_turn(self, children: list[Any]) -> Condition:
        """«если в предыдущий ход в игру входило другое ваше существо»."""
        np = _np(children)
        sel = None if np is None else np.select
        if sel is None or np.kind != "target" or sel.kind != CREATURE or sel.zone != "play" or sel != Select(
                CREATURE, side=sel.side, other=sel.other):
            raise _error("entered in the previous turn: what")
        entered = HistoryQuery(ENTERS_PLAY, PREVIOUS_TURN, subject=sel, measure=DISTINCT_CARDS)
        return Condition("history", history=entered, op=">=", value=1)

    def c_he_no_open_coins(self, _: list[Any]) -> Condition:
        """«если у него нет открытых {м}» — «него»: the opponent the trigger names (checked in ``_ability``)."""
        self.he_pronoun = True
        return Condition("opponent_open_coins", op="==", value=0)

    def s_cond(self, children: list[Any]) -> Any:
        """``s_cond: … | th_s_cond`` passes through."""
        return children[0]

    def static_part(self, children: list[Any]) -> Any:
        """``static_part: … | th_static_part`` passes through."""
        return children[0]

    def sc_life_below_count(self, children: list[Any]) -> Condition:
        """«пока у вас меньше жизней, чем <добытых вашими персонажами карт>»: your hero's life < that count."""
        np = _np(children)
        if np is None or np.kind != "all" or np.select is None:
            raise _error("fewer lives than what")
        return Condition("life_below_count", select=np.select)

    def s_play_self_hoarded(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать <эту карту>, пока он добыт (как если бы он находился в вашей руке)»: its owner may
        play it from under any holder, at its cost."""
        return [StaticPart("play_self_hoarded")]

    def th_effect_hoard2(self, children: list[Any]) -> Any:
        return children[0]

    def e_rehoard(self, children: list[Any]) -> Any:
        """«<ваш герой> становится добывшей картой для всех <добытых вашими персонажами карт>»: those cards move
        under the new holder."""
        from berserk_heroes.cards.compiler_transform import Draft

        holder, what = [c for c in children if type(c).__name__ == "NP"]
        if what.kind != "all" or what.select is None or what.select.zone not in (HOARDED, HOARDED_HERO):
            raise _error("which hoarded cards")
        return Draft("rehoard", what, params=(("holder", self._holder(holder)),))  # type: ignore[attr-defined]

    def e_look_hoard(self, children: list[Any]) -> Any:
        """«Посмотрите N верхних карт колоды противника, <эта карта> может добыть K из них»."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        n, k = [int(c) for c in children if type(c).__name__ == "Token" and c.type == "NUMBER"]
        holder = self._holder(_np(children))  # type: ignore[attr-defined]
        if k != 1 or n < 1:
            raise _error("look and hoard: how many")
        return Draft("look_hoard", NP("ref", ref=Ref("player", side=OPPONENT)), k,
                     params=(("holder", holder), ("n", n)))  # «может»: the player may pick none (engine)

    # --- players ---------------------------------------------------------------------------------------------

    def th_effect_player(self, children: list[Any]) -> Any:
        return children[0]

    def e_give_control(self, children: list[Any]) -> Any:
        """«противник получает контроль над этой картой»."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        if children[0] != OPPONENT:
            raise _error("who gets control")
        return Draft("give_control", NP("ref", ref=THIS))

    def e_wound_each_opponent(self, children: list[Any]) -> Any:
        """«ранить каждого противника на N»: every opponent (one) through his hero."""
        from berserk_heroes.cards.compiler_transform import NP, Draft, _amt

        return Draft("wound", NP("ref", ref=ENEMY_HERO), _amt(children))

    def e_each_opponent_draws(self, children: list[Any]) -> Any:
        """«каждый противник берёт карту»."""
        from berserk_heroes.cards.compiler_transform import NP, Draft

        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return Draft("draw", NP("ref", ref=Ref("player", side=OPPONENT)), n)

    # --- «он» / «его» meaning the opponent ------------------------------------------------------------------

    def pl_he(self, _: list[Any]) -> str:
        """«он показывает руку …» after «В конце хода противника»: the opponent (checked against the trigger in
        ``ToAbilities._ability``)."""
        self.he_pronoun = True
        return OPPONENT

    def np_his_hero(self, _: list[Any]) -> Any:
        """«его героя»: the hero of the opponent named by the trigger (resolved by the Finaliser)."""
        from berserk_heroes.cards.compiler_transform import NP

        return NP("his_hero")


def _np(children: list[Any]) -> Any:
    from berserk_heroes.cards.compiler_transform import NP

    return next((c for c in children if isinstance(c, NP)), None)


def _error(message: str) -> Exception:
    from berserk_heroes.cards.compiler_transform import CompileError

    return CompileError(message)


def replace_event_x(drafts: list[Any]) -> None:
    """«Когда … получает Х ран»: every «на Х» of the effects (modes included) is the event's number of wounds."""
    from berserk_heroes.cards.compiler_transform import X_AMOUNT

    for d in drafts:
        if d.amount == X_AMOUNT:
            d.amount = EVENT_AMOUNT
        replace_event_x(d.then)
        replace_event_x(d.otherwise)
        replace_event_x(d.group)
        for key, value in d.params:
            if key == "modes":
                for mode in value:
                    replace_event_x(mode)


HIS_HERO = Ref("his_hero")  # internal: «его (героя)» — the opponent's hero, when the trigger names the opponent


def opponent_is_active(trigger: Trigger | None) -> bool:
    """Whether the trigger names the opponent as the one player it is about, so that «он» / «его» (a player)
    can only mean him: «В начале / В конце хода противника», «Когда противник сбрасывает / берёт карту / …»."""
    if trigger is None:
        return False
    if trigger.event in (TURN_START, TURN_END):
        return trigger.whose_turn == OPPONENT
    if trigger.event in (DISCARDED, DRAWN, DRAWN_NTH) and trigger.other is None:
        return trigger.subject is not None and trigger.subject.side == OPPONENT and trigger.subject.zone == HAND
    return False


def his_hero(trigger: Trigger | None) -> Ref:
    """The opponent's hero, for «его (героя)» after a trigger that names the opponent."""
    from berserk_heroes.cards.compiler_transform import CompileError

    if not opponent_is_active(trigger):
        raise CompileError("«его (героя)»: whose?")
    return ENEMY_HERO


EVENT_AMOUNT = Amount("event_amount")  # «Когда … получает Х ран, … на Х»: the wounds of the triggering event
