"""Transformer methods of the «triggers_c» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers_c» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    CHARACTER,
    CREATURE,
    DIES,
    HERO,
    OPPONENT,
    OPPONENT_PLAYER,
    SUM_AMOUNTS,
    TC_ATTACK_NO_WOUNDS,
    THIS,
    WOUNDED,
    YOU,
    Condition,
    HistoryQuery,
    Ref,
    Select,
    StaticPart,
    Trigger,
)


def _t() -> Any:
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class TriggersCPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «triggers_c» phrases."""

    def e_tc_shot_other_target(self, children: list[Any]) -> Any:
        """«Выстрел на N в другую цель»: a shot at an opponent's character that is none of the cards named for the
        ability's earlier targets (Select state ``other_target``; checked by :func:`check_triggers_c`: only after
        another target)."""
        ct = _t()
        self.tc_other_target = True
        return ct.Draft("shot", ct.NP("target", Select(CHARACTER, side=OPPONENT, state="other_target")),
                        ct._amt(children))

    def e_tc_opp_pays_or_wounded(self, children: list[Any]) -> Any:
        """«противник должен заплатить N{м}, если не хватает — ранить его на столько, сколько не хватает {м}»: the
        opponent closes up to N of his open coins; his hero gets a wound for each coin he lacks (``tc_pay_or_wounded``,
        the payment of «Медитация», §6.2)."""
        ct = _t()
        return ct.Draft("tc_pay_or_wounded", ct.NP("ref", ref=Ref("player", side=OPPONENT)), ct._ints(children)[0])

    def e_tc_pay_x(self, _: list[Any]) -> Any:
        """«заплатить Х{м}» (an instruction, with no Х cost): the controller chooses X when it resolves and pays X of
        his open coins (``tc_pay_x``); Х in the rest of the ability is that number. Checked by
        :func:`check_triggers_c`: only as an optional instruction with a «при этом» part."""
        ct = _t()
        self.tc_pay_x = True
        return ct.Draft("tc_pay_x", ct.NP("ref", ref=Ref("player", side=YOU)))

    def e_tc_opp_may_close(self, children: list[Any]) -> Any:
        """«противник может закрыть N своих персонажей»: the opponent decides and closes N of his open characters
        (``tc_opp_may_close``; done only if he closes N, so a «при этом» part runs only then)."""
        ct = _t()
        return ct.Draft("tc_opp_may_close", ct.NP("ref", ref=OPPONENT_PLAYER), ct._ints(children)[0])

    def e_tc_close_and_wound(self, children: list[Any]) -> Any:
        """«закрыть <эту карту> и ранить её на N»: close, then wound the same card (only this card: a fixed reference,
        so that «её» cannot mean anything else)."""
        ct = _t()
        np = ct._np_of(children)
        if np is None or not (np.kind == "ref" and np.ref == THIS):
            raise ct.CompileError("«закрыть X и ранить её»: only this card")
        return ct.Draft("sequence", group=[ct.Draft("close", np), ct.Draft("wound", np, ct._amt(children))])

    def ev_tc_attack_no_wounds(self, children: list[Any]) -> Any:
        """«атаковавшее существо не нанесло ран <вашему существу>»: ``TC_ATTACK_NO_WOUNDS`` — subject the creature
        attacked (the final target), other the attacker (no filter: any attacker)."""
        ct = _t()
        np = ct._np_of(children)
        if np is None or np.kind == "target" and np.select is None:
            raise ct.CompileError("no wounds to what")
        subject = self._subject(np)  # type: ignore[attr-defined]
        if subject is None or subject.kind != CREATURE:
            raise ct.CompileError("«не нанесло ран»: only of a creature attacked")
        return Trigger(TC_ATTACK_NO_WOUNDS, subject=subject)

    def s_tc_not_closed_if_fewer(self, children: list[Any]) -> Any:
        """«Если у вас существ меньше, чем у противника, <ваши существа> не могут быть закрыты способностями карт
        противника»: a ``grant`` of ``not_closed_by_opponent`` to every card of <np> while your creatures are fewer
        than his (Condition ``hb_creature_lead`` < 0, family «heroes_b»)."""
        ct = _t()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.side != YOU:
            raise ct.CompileError("«не могут быть закрыты»: only your cards")
        sel = self._static_select(np, True)  # type: ignore[attr-defined]
        return [StaticPart("grant", select=sel, keyword="not_closed_by_opponent", value=1,
                           condition=Condition("hb_creature_lead", op="<", value=0))]

    def s_tc_spell_more_if_empty_hand(self, children: list[Any]) -> Any:
        """«Если в вашей руке нет карт, <это заклинание> наносит на N ран больше»: a ``wounds_dealt`` static of the spell
        itself (select None) with Condition ``hand_size`` == 0, applied to the wounds the spell deals as it resolves
        (``effects_triggers_c.spell_self_bonus``; a spell is never in play, so the in-play statics never see it)."""
        ct = _t()
        if self.ctx.card_type != "spell":  # type: ignore[attr-defined]
            raise ct.CompileError("«<эта карта> наносит на N ран больше, если …»: only of a spell")
        return [StaticPart("wounds_dealt", value=ct._ints(children)[0],
                           condition=Condition("hand_size", op="==", value=0))]

    def c_tc_enemy_died_this_turn(self, _: list[Any]) -> Condition:
        """«в этот ход погибло существо противника»: a creature the opponent controlled died this turn."""
        return Condition("history", history=HistoryQuery(DIES, subject=Select(CREATURE, side=OPPONENT)))

    def c_tc_enemy_hero_wounds_this_turn(self, children: list[Any]) -> Condition:
        """«в этот ход герой противника получил N или более ран»: the wounds put on his hero this turn, in all."""
        wounds = HistoryQuery(WOUNDED, subject=Select(HERO, side=OPPONENT), measure=SUM_AMOUNTS)
        return Condition("history", history=wounds, op=">=", value=_t()._ints(children)[0])


def check_triggers_c(t: Any, trigger: Any, drafts: Any = ()) -> None:
    """Checks of this family's phrases against the ability's drafts (called by ``ToAbilities._ability``)."""
    ct = _t()
    if getattr(t, "tc_other_target", False):
        # «… в другую цель»: only as the second of two instructions, the first naming exactly one target
        ok = len(drafts) == 2 and drafts[0].np is not None and drafts[0].np.kind == "target" \
            and drafts[0].np.max == 1 and not drafts[0].then and not drafts[0].group \
            and drafts[1].np is not None and drafts[1].np.select is not None \
            and drafts[1].np.select.state == "other_target"
        if not ok:
            raise ct.CompileError("«в другую цель»: other than which target?")
    if getattr(t, "tc_pay_x", False):
        # «Вы можете заплатить Х{м}, при этом …»: the one instruction of a triggered ability, optional, with «при этом»
        ok = trigger is not None and len(drafts) == 1 and drafts[0].verb == "tc_pay_x" and drafts[0].optional \
            and bool(drafts[0].then)
        if not ok:
            raise ct.CompileError("«заплатить Х{м}» outside «можете заплатить Х{м}, при этом …»")
