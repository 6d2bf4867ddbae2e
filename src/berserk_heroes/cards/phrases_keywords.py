"""Transformer methods of the «keywords» phrase family (mixed into ``compiler_transform.ToAbilities``).

The keywords of digest §6.2 that are abilities or rules of their own: «Концентрация: …», «Неуловимость от …»,
«Авангард N», «Дар жизни (N)» (the keyword line, the instruction after a cost, «Когда вы применяете Дар жизни», the
cost «Снимите N дополнительные жизни с ваших персонажей»), «скрыться» / «раскрыться» of the card itself. Methods are
named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «keywords» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    CONDITION_MET,
    GIFT_OF_LIFE_USED,
    GRAVEYARD,
    OPPONENT,
    PERMANENT,
    THIS,
    TRIGGERED,
    TURN_START,
    YOU,
    YOU_PLAYER,
    Ability,
    Condition,
    Cost,
    Effect,
    Select,
    Trigger,
)


def _t() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


HIDDEN = Condition("source_state", state="hidden")


class KeywordsPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «keywords» phrases."""

    ctx: Any

    def a_kwd_concentration(self, children: list[Any]) -> Ability:
        """«Концентрация: <текст>» (digest §6.2): at the start of your turn do <текст> if this character has no
        wounds — a triggered ability whose condition is checked when the turn starts (112.2)."""
        t = _t()
        drafts = next(c for c in children if isinstance(c, list))
        trigger = Trigger(TURN_START, whose_turn=YOU)
        ab = self._ability(TRIGGERED, drafts, trigger=trigger, per_turn=self._per_turn(children))  # type: ignore[attr-defined]
        if ab.condition is not None:
            raise t.CompileError("«Концентрация» with a condition of its own")
        return Ability(TRIGGERED, zone=ab.zone, trigger=trigger, per_turn=ab.per_turn, targets=ab.targets,
                       effects=ab.effects, condition=Condition("source_state", state="unwounded"),
                       keyword=("concentration", 1))

    def k_elusive(self, children: list[Any]) -> list[Any]:
        """«Неуловимость от <существ>»: meta ``from`` is the Select of the creatures it is elusive from."""
        t = _t()
        np = t._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.kind != "creature":
            raise t.CompileError("«Неуловимость от …»: only creatures")
        return [t.KW("elusive", 1, (("from", np.select),))]

    def k_vanguard(self, children: list[Any]) -> list[Any]:
        return [_t().KW("vanguard", _t()._ints(children)[0])]

    def k_gift_of_life_any(self, _: list[Any]) -> list[Any]:
        """The unnumbered «Дар жизни»: value 0 (its bound is the rules option ``gift_of_life_unnumbered``)."""
        return [_t().KW("gift_of_life", 0)]

    def e_kwd_gift(self, children: list[Any]) -> Any:
        """«<цена>: Дар жизни (N)» — the instruction; amount None when unnumbered."""
        t = _t()
        ints = t._ints(children)
        return t.Draft("gift_of_life", t.NP("ref", ref=YOU_PLAYER), ints[0] if ints else None)

    def ev_kwd_gift_used(self, _: list[Any]) -> Trigger:
        """«Когда вы применяете Дар жизни»: any card of yours carried out a «Дар жизни»."""
        return Trigger(GIFT_OF_LIFE_USED, subject=Select("card", side=YOU))

    def oc_kwd_remove_extra_lives(self, children: list[Any]) -> Cost:
        return Cost("remove_extra_lives", _t()._ints(children)[0])

    def c_kwd_hand_n(self, children: list[Any]) -> Condition:
        """«если у вас в руке N или более карт»."""
        return Condition("hand_size", op=">=", value=_t()._ints(children)[0])

    def e_kwd_extra_life_and_ability(self, children: list[Any]) -> Any:
        """«<np> получает дополнительную жизнь и «…»»: extra life, then the quoted ability on the same card."""
        t = _t()
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return t.Draft("sequence", group=[
            t.Draft("extra_life", t._np_of(children), n),
            t.Draft("grant_ability", t.NP("it"), params=(("ability", self._quoted(children)),  # type: ignore[attr-defined]
                                                         ("duration", PERMANENT)))])

    def e_kwd_lose_abilities_and_lives(self, children: list[Any]) -> Any:
        """«<np> теряет особенности и получает N дополнительных жизней»: both on the same card (the lives are effects
        it gains, which «теряет особенности» does not remove, §6.2)."""
        t = _t()
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return t.Draft("sequence", group=[
            t.Draft("lose_abilities", t._np_of(children), params=(("duration", PERMANENT),)),
            t.Draft("extra_life", t.NP("it"), n)])

    def e_kwd_shuffle_any_number(self, children: list[Any]) -> Any:
        """«замешать Х существ с кладбища противника в его колоду» on a card without an X cost: any number of them,
        picked when the ability is declared (a target of 0 … 30 cards; 30 is more than any graveyard can matter)."""
        t = _t()
        if self.ctx.card_type not in ("creature", "hero"):
            raise t.CompileError("«Х карт» where X may be a paid X")
        np = t._np_of(children)
        sel = None if np is None else np.select
        if sel is None or sel.zone != GRAVEYARD or sel.side != OPPONENT or np.kind not in ("all", "target"):
            raise t.CompileError("«замешать Х …»: only cards of the opponent's graveyard")
        return t.Draft("shuffle_into_deck", t.NP("target", sel, min=0, max=30))

    # --- «скрыться» / «раскрыться» --------------------------------------------------------------------------

    def kwd_hide(self, _: list[Any]) -> str:
        return "hide"

    def kwd_reveal(self, _: list[Any]) -> str:
        return "reveal"

    def _hide_ability(self, verb: str, trigger: Trigger, every_time: bool = False,
                      condition: Condition | None = None, meta: tuple[tuple[str, Any], ...] = ()) -> Ability:
        if self.ctx.card_type not in ("creature", "hero"):
            raise _t().CompileError("«скрыться» of a card that is not a character")
        return Ability(TRIGGERED, trigger=trigger, every_time=every_time, condition=condition,
                       effects=(Effect(verb, THIS),), meta=meta)

    def a_kwd_when_hide(self, children: list[Any]) -> Ability:
        """«Когда получает раны — скрыться.»: the card itself hides / reveals itself."""
        (trigger, every) = children[0]
        return self._hide_ability(children[-1], trigger, every)

    def a_kwd_when_either_hide(self, children: list[Any]) -> list[Ability]:
        """«Когда <A> или <B> — раскрыться.»: one ability with two events — written as two triggered abilities that
        share one «once per turn» limit (meta ``limit_with`` −1: the second counts its uses on the first)."""
        first, second = [c for c in children if isinstance(c, Trigger)]
        verb = children[-1]
        return [self._hide_ability(verb, first), self._hide_ability(verb, second, meta=(("limit_with", -1),))]

    def a_kwd_if_hide(self, children: list[Any]) -> Ability:
        """«Если у вас в руке 10 или более карт — раскрыться.»: a state trigger (CONDITION_MET) that works while the
        condition holds and the card is hidden (for «скрыться»: while it is not)."""
        cond, verb = children[0], children[-1]
        state = HIDDEN if verb == "reveal" else Condition("not", parts=(HIDDEN,))
        return self._hide_ability(verb, Trigger(CONDITION_MET), condition=Condition("and", parts=(state, cond)))

