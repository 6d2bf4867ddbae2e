"""Transformer methods of the «statics_b» phrase family (round 4; mixed into ``compiler_transform.ToAbilities``).

Excess damage («избыточный урон») of attacks and fights, «Спящий», lost abilities, keyword variants. Methods are named
after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «statics_b» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ATTACKS,
    CREATURE,
    KILLS,
    SB_ATTACK_EXCESS,
    TRIGGERED,
    YOU,
    Amount,
    Condition,
    Ref,
    Select,
    Trigger,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def sb_granted_superiority(code: str, meta: Any) -> Select | None:
    """«<np> имеют Превосходство над <X>» (a static grant of a keyword with a parameter): the cards it is over, kept
    as the ``victim`` of ``StaticPart("grant", keyword="superiority")`` (read by ``wounds._superior``); None for
    any other keyword with a parameter (still refused: granted keywords carry no parameter)."""
    found = dict(meta or ())
    if code != "superiority" or set(found) != {"over"} or not isinstance(found["over"], Select):
        return None
    return found["over"]


def other_target_of(fin: Any, sel: Select) -> Select | None:
    """«другое / другого <персонажа>» in a spell after exactly one target of one card was named (and nothing else): the
    spell is no such card, so «другой» can only mean «not that target» — Select state ``other_target`` (the engine
    leaves out the cards named for the targets before it). None in every other case (still refused)."""
    if fin.card_type != "spell" or fin.trigger is not None or len(fin.targets) != 1 or fin.targets[0].max != 1:
        return None
    if fin.last is not None and fin.last != Ref("target", index=0) and not (
            fin.last.kind == "picked" and getattr(fin, "mc_picked_verb", "") == "discard"):
        return None  # (misc_c: the cards just discarded from the hand — «можете сбросить карту, при этом …» — are no
        #             cards in play: «другого персонажа» still means «not that target»)
    if sel.state is not None or sel.zone != "play":
        return None
    return dataclasses.replace(sel, other=False, state="other_target")


class StaticsBPhrases:
    """Mixin of ``ToAbilities`` for the «statics_b» family."""

    # --- excess damage ----------------------------------------------------------------------------------------

    def e_sb_wound_excess(self, children: list[Any]) -> Any:
        """«ранить <np> на величину избыточного урона»: the excess of the «Ранить» / fight just before
        (``Amount("excess")``, checked by ``phrases_amounts.check_amount``), or of the attack of a «При атаке по
        существу» trigger (turned into the SB_ATTACK_EXCESS trigger by ``sb_trigger``)."""
        ct = _ct()
        return ct.Draft("wound", ct._np_of(children), Amount("excess"))

    def ad_sb_excess(self, _: list[Any]) -> Amount:
        """«где Х — избыточный урон»."""
        return Amount("excess")

    def e_sb_open_up_to_coins(self, children: list[Any]) -> Any:
        """«откройте до Х{м}»: open up to X of your closed coins (``open_n_coins`` opens as many as there are, at
        most X: opening a coin never costs the player anything)."""
        ct = _ct()
        amounts = [c for c in children if isinstance(c, (int, Amount))]
        if len(amounts) != 1:
            raise ct.CompileError("«откройте до …{м}»: how many")
        return ct.Draft("open_n_coins", ct.NP("ref", ref=Ref("player", side=YOU)), amounts[0])

    # --- keywords ----------------------------------------------------------------------------------------------

    def ki_sb_vulnerability(self, _: list[Any]) -> str:
        """«с уязвимостью»."""
        return "vulnerability"

    def sb_k_directed_strike_vs_kw(self, children: list[Any]) -> list[Any]:
        """«Направленный удар по существам с <ключевым словом>»: ``directed_strike_vs`` with meta ("vs", creatures that
        have that keyword now, printed or gained — ``selectors.fits``)."""
        code = next(c for c in children if isinstance(c, str) and not hasattr(c, "type"))
        return [_ct().KW("directed_strike_vs", 1, (("vs", Select(CREATURE, keyword=code)),))]

    # --- granted abilities -------------------------------------------------------------------------------------

    def s_sb_grant_ability_incl(self, children: list[Any]) -> Any:
        """«Ваши <X> (включая эту карту) имеют: «…»»: ``grant_ability`` to the cards named, this creature among them (the
        selector has no «другие», so it matches this card when it is such a card — the reminder says it is)."""
        ct = _ct()
        np = ct._np_of(children)
        sel = np.select if np is not None else None
        if np is None or sel is None or np.kind != "all" or sel.other or sel.kind != CREATURE \
                or self.ctx.card_type != "creature":  # type: ignore[attr-defined]
            raise ct.CompileError("«(включая эту карту)» of what")
        return self.s_grant_ability(children)  # type: ignore[attr-defined]

    # --- Спящий ------------------------------------------------------------------------------------------------

    def sb_a_while_when(self, children: list[Any]) -> Any:
        """«Пока Спящий, в конце вашего хода <инструкция>»: the triggered ability, with the condition of «пока …» (checked
        when the trigger occurs). Only a condition about this card's own state (``source_state``)."""
        ct = _ct()
        cond = children[0]
        if not isinstance(cond, Condition) or cond.kind != "source_state":
            raise ct.CompileError("«Пока <условие>, <триггер> …»: only a state of this card")
        (trigger, every) = children[1]
        drafts = next(c for c in children[2:] if isinstance(c, list))
        ability = self._ability(TRIGGERED, drafts, trigger=trigger, every_time=every)  # type: ignore[attr-defined]
        return dataclasses.replace(ability, condition=cond)

    def e_sb_give_extra_life(self, children: list[Any]) -> Any:
        """«даёт дополнительную жизнь <существу>» = «<существо> получает дополнительную жизнь»."""
        ct = _ct()
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return ct.Draft("extra_life", ct._np_of(children), n)

    # --- targets -----------------------------------------------------------------------------------------------

    def e_sb_choose_any_number(self, children: list[Any]) -> Any:
        """«Выберите любое число <существ>»: a target of 0..N cards (none too), named at declaration; «каждое из них»
        next is them."""
        from berserk_heroes.cards.phrases_heroes_support import ANY_NUMBER

        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.select is None or np.kind != "all" or not np.plural:
            raise ct.CompileError("«любое число» of what")
        return ct.Draft("declare_target", ct.NP("target", select=np.select, min=0, max=ANY_NUMBER, plural=True))

    def sb_trigger(self, trigger: Trigger | None, drafts: list[Any]) -> Trigger | None:
        """«При атаке по существу ранить героя противника на величину избыточного урона» (one instruction): the excess
        of the attack is known only after its wounds, so the ability answers SB_ATTACK_EXCESS (emitted then, with the
        excess as its amount) instead of ATTACKS, and its number is that event's (``Amount("sb_attack_excess")``)."""
        if trigger is None or trigger.event not in (ATTACKS, KILLS):
            return trigger
        excess = [d for d in drafts if isinstance(d.amount, Amount) and d.amount.kind == "excess"]
        if not excess:
            return trigger
        if trigger.event == KILLS:
            # «Каждый раз, когда <карта> убивает существо, … за каждую единицу избыточного урона»: the excess of the
            # killing wounds (the event's amount, rules_effects.py), when nothing is wounded before it in the ability
            if drafts[0] is not excess[0] or len(excess) != 1:
                raise _ct().CompileError("«избыточный урон» after a kill trigger: of which wounds")
            a = excess[0].amount
            excess[0].amount = Amount("sb_kill_excess", per=a.per, div=a.div)
            return trigger
        if (len(drafts) != 1 or drafts[0].verb != "wound" or drafts[0].then or drafts[0].otherwise
                or drafts[0].condition is not None or trigger.subject is not None or trigger.other is None
                or trigger.other.kind != CREATURE):
            raise _ct().CompileError("«избыточный урон» of an attack: only «При атаке по существу ранить … на величину "
                                     "избыточного урона»")
        drafts[0].amount = Amount("sb_attack_excess")
        return Trigger(SB_ATTACK_EXCESS, other=trigger.other, whose_turn=trigger.whose_turn)
