"""Transformer methods of the «triggers_b» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers_b» section);
:func:`check_triggers_b` checks them against the ability's trigger (called by ``ToAbilities._ability``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    ATTACK_TARGET_DIED,
    CREATURE,
    DEALS_WOUNDS,
    DIES,
    ENTERS_PLAY,
    HEALED,
    KILLS_BY_STRIKE,
    LAST_OWN_TURN,
    SUM_AMOUNTS,
    THIS,
    YOU,
    Amount,
    HistoryQuery,
    Ref,
    Select,
    Trigger,
)


def _t() -> Any:
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class TriggersBPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «triggers_b» phrases."""

    # --- amounts of this card ---------------------------------------------------------------------------------

    def _tb_this(self, children: list[Any], what: str) -> None:
        """The noun phrase of an amount must be this card: «этой карты», or «этого существа» (then checked by
        :func:`check_triggers_b`: only where nothing else can have been named)."""
        ct = _t()
        np = ct._np_of(children)
        if np is None:
            raise ct.CompileError(f"{what} of what")
        if np.kind == "demonstrative" and np.select is None:
            self.tb_demonstrative = True
            return
        if np.kind != "ref" or np.ref != THIS:
            raise ct.CompileError(f"{what} of what")

    def ad_tb_strike_before_death(self, children: list[Any]) -> Amount:
        """«сила удара этого существа (до того, как оно погибло)»: this card's strike when it left play (a «Гибель:»
        ability reads the last known value, ``GameState.last_known``)."""
        self._tb_this(children, "strike")
        self.tb_before_death = True
        return Amount("strike", ref=THIS)

    def ad_tb_life(self, children: list[Any]) -> Amount:
        """«текущие жизни этого существа»: this card's current life."""
        self._tb_this(children, "life")
        return Amount("life", ref=THIS)

    def ad_tb_healed_last_own_turn(self, _: list[Any]) -> Amount:
        """«количество ран, излеченных с ваших существ в ваш прошлый ход»: wounds healed from the controller's creatures
        during his last turn."""
        healed = HistoryQuery(HEALED, LAST_OWN_TURN, subject=Select(CREATURE, side=YOU), measure=SUM_AMOUNTS)
        return Amount("history", history=healed)

    # --- triggers ---------------------------------------------------------------------------------------------

    def ev_tb_attack_target_died(self, _: list[Any]) -> Trigger:
        """«При атаке, если цель погибла»: this card's attack ended and its final target died during it."""
        return Trigger(ATTACK_TARGET_DIED)

    def ev_tb_kills_by_strike(self, children: list[Any]) -> Trigger:
        """«Когда <эта карта> убивает <существо> ударом»: KILLS whose last wounds were a strike of the subject."""
        ct = _t()
        nps = [c for c in children if isinstance(c, ct.NP)]
        subject = self._subject(nps[0]) if len(nps) == 2 else None  # type: ignore[attr-defined]
        return Trigger(KILLS_BY_STRIKE, subject=subject, other=self._other(nps[-1]))  # type: ignore[attr-defined]

    def np_tb_hire_chosen(self, _: list[Any]) -> Any:
        """«выбранное при Найме существо»: the creature this card's own «Найм: Выберите …» named (Select state
        ``hire_chosen``; as a trigger's subject or every such card)."""
        ct = _t()
        self.tb_hire_chosen = True
        return ct.NP("all", Select(CREATURE, state="hire_chosen"))

    def a_tb_repeat_enters_richer(self, _: list[Any]) -> Any:
        """«Найм <этой карты> срабатывает ещё раз за каждого игрока, у которого {м} больше, чем у вас»: when this card
        enters play, its «Найм» abilities trigger once more per other player with more coins (``tb_repeat_enters_richer``;
        a separate ability, so that the repeated «Найм» does not repeat itself)."""
        from berserk_heroes.abilities import TRIGGERED, Ability, Effect

        return Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("tb_repeat_enters_richer", THIS),))

    # --- effects ----------------------------------------------------------------------------------------------

    def e_tb_draw_x(self, _: list[Any]) -> Any:
        """«Возьмите Х карт» (Х from the chain's «где Х — …»)."""
        ct = _t()
        return ct.Draft("draw", ct.NP("ref", ref=Ref("player", side=YOU)), ct.X_AMOUNT)

    def e_tb_distribute_boosts(self, children: list[Any]) -> Any:
        """«Распределите N эффектов усиления среди <ваших существ>»: N boosts, one at a time, each on a card of the
        controller's choice among every card of <np> (in play when it resolves)."""
        ct = _t()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.kind != CREATURE \
                or np.select.side != YOU or np.select.zone != "play":
            raise ct.CompileError("«распределите … среди» what")
        return ct.Draft("distribute_boosts", np, ct._amt(children))

    def e_tb_summon_each_cost(self, children: list[Any]) -> Any:
        """«Вызовите гномов стоимостью 1, 2 и 3{м}»: three summons, one card of <class> of each cost."""
        ct = _t()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.kind != CREATURE or not np.plural \
                or np.select.cost_min is not None or np.select.cost_max is not None or np.select.side != ANY \
                or np.select.zone != "play" or np.select.other or np.select.state is not None:
            raise ct.CompileError("«вызовите <класс> стоимостью 1, 2 и 3» of what")
        drafts = []
        for cost in (1, 2, 3):
            sel: Select = dataclasses.replace(np.select, cost_min=cost, cost_max=cost)
            drafts.append(self._deck_pick("summon", ct.NP("target", sel), "deck"))  # type: ignore[attr-defined]
        return ct.Draft("sequence", group=drafts)


    def n_tb_dragon_or_dragonid(self, _: list[Any]) -> tuple[str, Any]:
        """«дракон или драконид»: one creature of either class (``Select.classes`` is any of them)."""
        return ("noun", (CREATURE, False, ("Дракон", "Драконид")))

    def e_tb_gains_and_boost(self, children: list[Any]) -> Any:
        """«<np> получает <keywords / +N к …> и эффект усиления»: what it gains (permanent: no duration printed),
        then a boost on the same card."""
        ct = _t()
        gains = self._gains(ct._np_of(children), children)  # type: ignore[attr-defined]
        first = gains.group if gains.verb == "sequence" else [gains]
        boost = ct.Draft("boost", ct.NP("it"), 1, params=(("sign", 1),))
        return ct.Draft("sequence", group=[*first, boost])

    def e_tb_it_deals_same_to_his_hero(self, _: list[Any]) -> Any:
        """«оно наносит столько же ран герою этого противника» after «Когда <существо> наносит раны <существу>»: the
        wounding card deals as many wounds to the hero of the wounded card's controller, if he is an opponent (checked
        against the trigger by :func:`check_triggers_b`)."""
        ct = _t()
        self.tb_deals_same = True
        return ct.Draft("tb_deal_same_to_his_hero", None, Amount("event_amount"))


def check_triggers_b(t: Any, trigger: Trigger | None, drafts: Any = ()) -> None:
    """Checks of this family's phrases against the ability's trigger and drafts (called by ``ToAbilities._ability``)."""
    ct = _t()
    if getattr(t, "tb_before_death", False) and (trigger is None or trigger.event != DIES
                                                 or trigger.subject is not None or trigger.other is not None):
        raise ct.CompileError("«(до того, как оно погибло)» outside «Гибель:»")
    if getattr(t, "tb_deals_same", False):
        # «оно» is the trigger's subject, a card that deals wounds to «существо» of the trigger (whose player is «этот
        # противник»); only as the one instruction of the ability
        if trigger is None or trigger.event != DEALS_WOUNDS or trigger.subject is None or trigger.other is None \
                or trigger.other.kind != CREATURE or trigger.subject.kind != CREATURE or len(drafts) != 1:
            raise ct.CompileError("«оно наносит столько же ран герою этого противника» without «когда <существо> наносит "
                                  "раны <существу>»")
    if getattr(t, "tb_demonstrative", False):
        # «этого существа» in an amount: this card only in its own «Найм:» / «Гибель:» with no card named anywhere
        if trigger is None or trigger.event not in (DIES, ENTERS_PLAY) or trigger.subject is not None \
                or trigger.other is not None or any(_names_card(d) for d in drafts):
            raise ct.CompileError("«этого существа» in an amount: which card?")


def _names_card(d: Any) -> bool:
    """Whether a draft (or one nested in it) names a card other than by a fixed reference."""
    if d.np is not None and d.np.kind != "ref":
        return True
    return any(_names_card(x) for x in (*d.then, *d.otherwise, *d.group))
