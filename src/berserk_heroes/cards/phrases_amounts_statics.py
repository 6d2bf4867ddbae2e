"""Transformer methods of the «amounts_statics» phrase family (round 6, mixed into ``compiler_transform.ToAbilities``):
amounts «где Х — …» that read values of cards, and a few static abilities.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «amounts_statics» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    CARD,
    CREATURE,
    DECK,
    PERMANENT,
    STATIC,
    YOU,
    Ability,
    Amount,
    Condition,
    Ref,
    Select,
    StaticPart,
)

# internal: in an Amount, «уничтоженного существа» — the card the ability's «Уничтожьте <существо>» destroyed (bound to
# that instruction's target by ``as_resolve_amount``)
AS_DESTROYED = Ref("as_destroyed")
# the ``what`` of a ``grant`` part «<keyword> N или +N к <keyword>» (continuous.keyword)
AS_OR_PLUS = "as_or_plus"


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def as_note_destroyed(fin: Any, verb: str, what: Ref | None) -> None:
    """Remember the card of the ability's «Уничтожьте <одно существо>» (a declared target): the «уничтоженное
    существо» of a later amount. A second destruction makes the phrase ambiguous (refused when it is read)."""
    if verb == "destroy":
        fin.as_destroyed = what if what is not None and what.kind == "target" and not hasattr(fin, "as_destroyed") \
            else None


def as_resolve_amount(fin: Any, d: Any) -> None:
    """Bind ``AS_DESTROYED`` in the draft's amount to the destroyed card (refused when no single target was destroyed
    by an earlier instruction of the ability)."""
    if not isinstance(d.amount, Amount) or d.amount.ref != AS_DESTROYED:
        return
    destroyed = getattr(fin, "as_destroyed", None)
    if destroyed is None:
        raise _ct().CompileError("«уничтоженного существа» without one card destroyed before")
    target = fin.targets[destroyed.index]
    if target.min != 1 or target.max != 1:
        raise _ct().CompileError("«уничтоженного существа» after the destruction of several cards")
    d.amount = dataclasses.replace(d.amount, ref=destroyed)


class AmountsStaticsPhrases:
    """Mixin of ``ToAbilities``: the «amounts_statics» rules."""

    def ad_as_gone_min(self, _: list[Any]) -> Amount:
        """«меньшее из значений удара или жизней уничтоженного существа»."""
        return Amount("as_gone_min", ref=AS_DESTROYED)

    def e_as_gains_gone_strike_life(self, children: list[Any]) -> Any:
        """«<np> получает +Х к удару и +Y к жизням, где Х – удар, а Y – количество жизней уничтоженного существа»: two
        permanent modifies of the same card, by the destroyed card's strike and by its life."""
        ct = _ct()
        return ct.Draft("sequence", group=[
            ct.Draft("modify", ct._np_of(children), Amount("as_gone_strike", ref=AS_DESTROYED),
                     params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            ct.Draft("modify", ct.NP("it"), Amount("as_gone_life", ref=AS_DESTROYED),
                     params=(("strike", 0), ("life", 1), ("duration", PERMANENT)))])

    def s_as_meditation_of_regeneration(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеют медитацию Х, где Х — величина их регенерации»: each card matched has Медитация equal to the value
        of its own Регенерация (none when it has no Регенерация: «Keyword 0 cannot be declared», §6)."""
        sel, cond = self._static_parts(children)  # type: ignore[attr-defined]
        if sel is None:
            raise _ct().CompileError("«их регенерации» without the cards it speaks of")
        return [StaticPart("as_keyword_of", select=sel, keyword="meditation", what="regeneration", condition=cond)]

    def e_as_reveal_count_boost(self, children: list[Any]) -> Any:
        """«Покажите N верхних карт колоды, за каждого <класс> среди них положите эффект усиления на <np>; положите
        показанные карты на верх колоды в любом порядке»: the boosts (one per card of the class among the top N of
        your deck: ``Amount("as_top_count", select, value=N)``), then ``look_top`` shown to both (take 0, the N cards
        back on top in any order). Counting before the showing changes nothing: the same cards are on top throughout."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        ct = _ct()
        n = next(c for c in children if isinstance(c, int))
        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, plural = class_of_token(str(token))
        count, sign = next(c for c in children if isinstance(c, tuple))
        if plural or count != 1 or sign != 1:
            raise ct.CompileError("«за каждого …» with a plural class or another number of boosts")
        amount = Amount("as_top_count", select=Select(CARD, side=YOU, zone=DECK, classes=(cls,)), value=n)
        return ct.Draft("sequence", group=[
            ct.Draft("boost", ct._np_of(children), amount, params=(("sign", 1),)),
            ct.Draft("look_top", ct.NP("ref", ref=Ref("player", side=YOU)),
                     params=(("n", n), ("take", 0), ("rest", "top"), ("reveal", True)))])

    def a_as_enters_boosted_own_wounds(self, _: list[Any]) -> Ability:
        """«Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими персонажами от ваших карт в
        этом ходу»: the card enters play with X boosts on it (a replacement of entering, as «misc_b»'s Гнолл: no
        instruction, no «получает эффект усиления» event), X counted when it enters."""
        return Ability(STATIC, statics=(StaticPart("as_enters_boosted", what="own_wounds_turn"),))

    def e_as_distribute_wounds(self, children: list[Any]) -> Any:
        """«Распределите Х ран среди <существ>»: ``as_distribute_wounds`` of every card of <np> (in play when it
        resolves): the controller assigns the X wounds one at a time (a card may get several), then each card is wounded
        once by its share, in the order the cards were first picked."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != "play":
            raise ct.CompileError("«распределите … ран среди» what")
        return ct.Draft("as_distribute_wounds", np, ct._amt(children))

    def ad_as_meditation_sum(self, children: list[Any]) -> Amount:
        """«сумма значений медитации <ваших существ>»: the Медитация values of the cards added up."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.select is None or np.kind != "all":
            raise ct.CompileError("sum of the Медитация of what")
        return Amount("as_meditation_sum", select=np.select)

    def k_as_ability_reduction(self, children: list[Any]) -> list[Any]:
        """«–N от способностей (в том числе от заклинаний)» (keyword ``ability_reduction`` N)."""
        ct = _ct()
        return [ct.KW("ability_reduction", ct._ints(children)[0])]

    def a_as_while_all_class_has(self, children: list[Any]) -> Ability:
        """«Пока все ваши существа — <класс>, имеет: «<статическая способность>»»: having a static ability is having
        its parts; they hold while no creature of yours lacks the class (``Condition("count", <your creatures not of
        the class>, "==", 0)``)."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        ct = _ct()
        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, _plural = class_of_token(str(token))
        inner = self._quoted(children)  # type: ignore[attr-defined]
        if inner.kind != STATIC or inner.keyword is not None or inner.condition is not None or not inner.statics \
                or any(p.condition is not None or p.select is None for p in inner.statics):
            raise ct.CompileError("«Пока все ваши существа — …, имеет: «…»» with a quote that is not a plain static")
        cond = Condition("count", select=Select(CREATURE, side=YOU, not_classes=(cls,)), op="==", value=0)
        return Ability(STATIC, statics=tuple(dataclasses.replace(p, condition=cond) for p in inner.statics))

    def s_as_vampirism_or_plus(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеют Вампиризм N или +N к Вампиризму»: ``grant`` of Вампиризм N marked ``what="as_or_plus"``: a card
        that has Вампиризм from anything else gets +N to it, any other card has Вампиризм N (continuous.keyword)."""
        ct = _ct()
        sel, cond = self._static_parts(children)  # type: ignore[attr-defined]
        first, second = ct._ints(children)[:2]
        if sel is None or first != second:
            raise ct.CompileError("«Вампиризм N или +M к Вампиризму» of this card or with two numbers")
        return [StaticPart("grant", select=sel, keyword="vampirism", value=first, condition=cond, what=AS_OR_PLUS)]
