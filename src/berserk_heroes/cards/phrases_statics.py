"""Transformer methods of the «statics» phrase family (round 3; mixed into ``compiler_transform.ToAbilities``).

Static abilities, conditional statics and unusual costs. Methods here are named after their grammar rules (the
``-> alias`` of ``grammar.lark``'s «statics» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    CARD,
    CARD_PLAYED,
    CREATURE,
    DISTINCT_CARDS,
    HERO,
    WOUNDED,
    YOU,
    Amount,
    Condition,
    HistoryQuery,
    Select,
    StaticPart,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class StaticsPhrases:
    """Mixin of ``ToAbilities`` for the «statics» family."""

    def st_wounds_taken_attacks(self, children: list[Any]) -> list[StaticPart]:
        """«Получает на N ран меньше от атак»: ``wounds_taken`` −N for this card, only for the wounds of an attack
        (``what`` "attack": a shot, or a strike of an attacking card — a retaliation is not an attack, §5.1)."""
        return [StaticPart("wounds_taken", value=-_ct()._ints(children)[0], what="attack")]

    def st_gains_and_hero(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши <карты> и герой имеют <…>»: the gains of ``s_gains`` for the cards named and for your hero («ваши»
        covers both nouns, so it must be printed)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.select is None or np.select.side != YOU or np.kind != "all":
            raise ct.CompileError("«<np> и герой»: whose hero")
        parts = self.s_gains(children)  # type: ignore[attr-defined]
        hero = Select(HERO, side=YOU)
        return [*parts, *(dataclasses.replace(p, select=hero) for p in parts)]

    def st_p_n_elements(self, children: list[Any]) -> tuple[str, Any]:
        """«с одной стихией»: printed with exactly one element (state ``single_element``)."""
        if _ct()._ints(children) != [1]:
            raise _ct().CompileError("«с N стихиями»")
        return ("state", "single_element")

    def st_k_directed_strike_eggs(self, _: list[Any]) -> list[Any]:
        """«Направленный удар по Яйцам»: ``directed_strike_vs`` with meta ("vs", the cards it works against)."""
        return [_ct().KW("directed_strike_vs", 1, (("vs", Select(CARD, classes=("Яйцо",))),))]

    def st_np_no_wounds_while_self_closed(self, children: list[Any]) -> list[StaticPart]:
        """«<np> не получает ран, пока <эта карта> закрыта»: ``grant`` of «Не получает ран» (``no_wounds``) to the cards
        named while this card is closed."""
        sel = self._static_select(_ct()._np_of(children), False)  # type: ignore[attr-defined]
        return [StaticPart("grant", select=sel, keyword="no_wounds", value=1,
                           condition=Condition("source_state", state="closed"))]

    def st_c_creatures_wounded(self, children: list[Any]) -> Condition:
        """«в этот ход N существа получали раны»: N or more creatures (anyone's) took wounds this turn."""
        wounded = HistoryQuery(WOUNDED, subject=Select(CREATURE), measure=DISTINCT_CARDS)
        return Condition("history", history=wounded, op=">=", value=_ct()._ints(children)[0])

    def st_pe_played_this_turn(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждую карту с таким же названием, разыгранную в этот ход»: a history Amount — the cards of
        that name played this turn by either player (only a name is accepted: the cards are no longer where they were
        played from)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.name is None \
                or np.select != Select(np.select.kind, name=np.select.name, zone=np.select.zone):
            raise ct.CompileError("«за каждую <карту>, разыгранную в этот ход»: only a name")
        name = np.select.name
        if name == ct.SAME_NAME:  # a static ability names no other card: «с таким же названием» is this card's name
            name = self.ctx.name  # type: ignore[attr-defined]
        if not name or name == ct.SAME_NAME:
            raise ct.CompileError("«с таким же названием»: which name")
        return ("per_each", Amount("history", history=HistoryQuery(CARD_PLAYED, subject=Select(np.select.kind, name=name))))

    def st_e_become_class(self, children: list[Any]) -> Any:
        """«<np> становится <классом>»: ``become_class`` — the card's classes are replaced by that one (a change of a
        non-base property overwrites the old value, digest §2.2)."""
        ct = _ct()
        token = next(c for c in children if getattr(c, "type", None) == "CLASS")
        cls, plural = ct.class_of_token(str(token))
        if plural:
            raise ct.CompileError("«становится <классами>»")
        return ct.Draft("become_class", ct._np_of(children), params=(("class", cls),))

    def st_e_grant_ability_and_become(self, children: list[Any]) -> Any:
        """«<np> получает «…» и становится <классом>»: ``grant_ability`` (permanent), then ``become_class`` of the same
        card (IT)."""
        ct = _ct()
        grant = self.e_grant_ability([c for c in children if getattr(c, "type", None) != "CLASS"])  # type: ignore[attr-defined]
        become = self.st_e_become_class([ct.NP("it"), *[c for c in children if getattr(c, "type", None) == "CLASS"]])
        return ct.Draft("sequence", group=[grant, become])

    def st_e_become_chosen_class(self, children: list[Any]) -> Any:
        """«<np> теряет все классы и получает класс по вашему выбору»: ``choose_class`` (the controller names a class at
        resolution), then ``become_class`` with class CHOSEN_CLASS (the class just named)."""
        from berserk_heroes.abilities import CHOSEN_CLASS, THIS

        ct = _ct()
        choose = ct.Draft("choose_class", ct.NP("ref", ref=THIS))
        become = ct.Draft("become_class", ct._np_of(children), params=(("class", CHOSEN_CLASS),))
        return ct.Draft("sequence", group=[choose, become])

    def st_cost_not_from_hand(self, children: list[Any]) -> list[StaticPart]:
        """«Розыгрыш <карт> не из вашей руки стоит на N{м} дешевле/дороже»: ``cost`` with ``what`` "not_from_hand" — it
        counts only for a card played from elsewhere than its player's hand (graveyard, under a holder …)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise ct.CompileError("«розыгрыш <карт>»: which cards")
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        return [StaticPart("cost", select=np.select, value=sign * ct._ints(children)[0], what="not_from_hand")]

    def st_a_activated_stun_own(self, children: list[Any]) -> Any:
        """«<цена>: Оглушите N ваших открытых существ: <…>»: the payment adds ``Cost("stun_own", N)`` — N open creatures
        of yours (not this card), picked when paying, are stunned (closed, and not opened in the next фаза
        восстановления)."""
        from berserk_heroes.abilities import ACTIVATED, CREATURE, Cost

        ct = _ct()
        costs, np, drafts = children[0], children[2], children[3]
        if not isinstance(np, ct.NP) or np.kind != "target" or np.select != Select(CREATURE, side=YOU, state="open") \
                or np.min != np.max:
            raise ct.CompileError("«оглушите <…>» as a payment: only N open creatures of yours")
        cost = Cost("stun_own", np.max)
        return self._ability(ACTIVATED, drafts, costs=(*costs, cost), per_turn=self._per_turn(children))  # type: ignore[attr-defined]

    def st_e_wound_by_strike_of(self, children: list[Any]) -> Any:
        """«Ранить <np> по силе удара <существа>»: the creature is a target named at declaration (``declare_target``),
        then the wound's amount is its strike (``Amount("strike", ref=IT)``, read at resolution)."""
        from berserk_heroes.abilities import IT

        ct = _ct()
        victim, measure = [c for c in children if isinstance(c, ct.NP)]
        if measure.kind == "ref":  # «… по силе удара <этой карты>» (family «triggers»)
            return self.e_tr_wound_by_strike(children)  # type: ignore[attr-defined]
        if measure.kind != "target" or measure.min != 1 or measure.max != 1:
            raise ct.CompileError("«по силе удара <…>»: one creature to choose")
        if victim.kind not in ("ref", "target"):
            raise ct.CompileError("«ранить <…> по силе удара»: whom")
        return ct.Draft("sequence", group=[ct.Draft("declare_target", measure),
                                           ct.Draft("wound", victim, Amount("strike", ref=IT))])

    def st_p_died_this_turn(self, _: list[Any]) -> tuple[str, Any]:
        """«, погибшее в этот ход»: a card that died (went from play to the graveyard) this turn (state
        ``died_this_turn``)."""
        return ("state", "died_this_turn")

    def st_k_strike_reduction_from(self, children: list[Any]) -> list[Any]:
        """«-X от ударов <карт>»: ``strike_reduction_from`` X with meta ("from", Select): a strike of such a card at this
        one — an attack's or a retaliation («удар», not only «атака», digest §5.1) — is X weaker."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.select is None or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
            raise ct.CompileError("«от ударов <…>»: of which cards")
        return [ct.KW("strike_reduction_from", ct._ints(children)[0], (("from", np.select),))]

    def st_p_not_unique(self, _: list[Any]) -> tuple[str, Any]:
        """«без уникальности»: a card without Уникальность (state ``not_unique``)."""
        return ("state", "not_unique")

    def st_p_not_yours(self, _: list[Any]) -> tuple[str, Any]:
        """«не под вашим контролем»: the opponent's cards (the engine plays two-player games)."""
        from berserk_heroes.abilities import OPPONENT

        return ("side", OPPONENT)
