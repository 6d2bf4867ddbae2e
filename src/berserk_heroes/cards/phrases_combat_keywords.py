"""Transformer methods of the «combat_keywords» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «combat_keywords» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..abilities import (
    AFTER_ATTACK,
    ATTACK_DEFENDED,
    ATTACK_TARGETED,
    ATTACKS,
    ATTACKS_BY_STRIKE,
    CONDITION_MET,
    CREATURE,
    DEALS_WOUNDS_NOT_STRIKE,
    DEFENDER_ASSIGNED,
    EACH,
    END_OF_ITS_TURN,
    HERO,
    MEDITATION_USED,
    OPPONENT,
    STRIKE_WOUNDS,
    STRIKES,
    SUPPORT,
    THIS,
    TRIGGERED,
    WOUNDED_BY_ATTACK,
    WOUNDED_BY_STRIKE,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
    Trigger,
)


def _t() -> Any:
    from . import compiler_transform

    return compiler_transform


class CombatKeywordsPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «combat_keywords» phrases."""

    ctx: Any
    self_subject: bool

    # A family rule added to ``effect`` / ``static_part`` as an alternative without an alias («| ck_effect»)
    # leaves a tree named after the parent rule around the family rule's result: pass that result through.
    def effect(self, children: list[Any]) -> Any:
        return children[0]

    def static_part(self, children: list[Any]) -> Any:
        return children[0]

    def e_heal_player(self, children: list[Any]) -> Any:
        """«Каждый игрок излечивается на N» / «Противник излечивается на N»: the player's hero heals."""
        t = _t()
        side = children[0]
        amount = t._amt(children)
        if side == EACH:
            np = t.NP("all", Select(HERO, side="any"), plural=True)
        elif side == OPPONENT:
            np = t.NP("ref", ref=Ref("hero", side=OPPONENT))
        else:
            raise t.CompileError("who heals")
        return t.Draft("heal", np, amount, params=(("all", False),))

    def e_wound_except_attacked(self, children: list[Any]) -> Any:
        """«Ранить <np> на N, кроме атакованного»: the cards of <np> except the one attacked (state
        ``not_attacked``: filtered by the engine with the attack event of the trigger)."""
        t = _t()
        np = t._np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None or np.select.state is not None:
            raise t.CompileError("«кроме атакованного» of what")
        np = dataclasses.replace(np, select=dataclasses.replace(np.select, state="not_attacked"))
        return t.Draft("wound", np, t._amt(children))

    def post(self, children: list[Any]) -> Any:
        return children[0]

    def adj(self, children: list[Any]) -> Any:
        return children[0]

    def aj_not_element(self, children: list[Any]) -> tuple[str, Any]:
        return ("not_element", str(children[0])[len("!notel/"):].capitalize())

    def ev_after_attack_on(self, children: list[Any]) -> Trigger:
        """«При атаке по <np> … (После атаки)»: after an attack whose final target matches <np> (AFTER_ATTACK)."""
        other = self._other(_t()._np_of(children))  # type: ignore[attr-defined]
        return Trigger(AFTER_ATTACK, subject=Select(CREATURE), other=other)  # any attacking creature

    def ev_after_attack(self, children: list[Any]) -> Trigger:
        """«Когда <существо> атаковало <существо>»: after the attack (AFTER_ATTACK: subject the attacker, other the
        final target)."""
        t = _t()
        subject, other = [c for c in children if isinstance(c, t.NP)]
        return Trigger(AFTER_ATTACK, subject=self._subject(subject), other=self._other(other))  # type: ignore[attr-defined]

    def s_cond(self, children: list[Any]) -> Any:
        return children[0]

    def cond_body(self, children: list[Any]) -> Any:
        return children[0]

    def sc_sleeping(self, _: list[Any]) -> Condition:
        """«Пока Спящий»: while this card is sleeping (state ``sleeping``)."""
        return Condition("source_state", state="sleeping")

    def c_it_element(self, children: list[Any]) -> Condition:
        """«если оно {Тьма}»: the card the previous instruction acted on has that element (kind ``it_fits``)."""
        from .compiler_normalise import element_of_token

        element = element_of_token(str(children[-1]))
        return Condition("it_fits", select=Select(CREATURE, elements=(element,)))

    def c_have_equipment(self, _: list[Any]) -> Condition:
        """«если у вас есть экипировка»: you control a support card of the class Оружие, Броня or Амулет (together
        «Экипировка», digest §2 «Карта поддержки»): Select state ``equipment`` (by the card's data type)."""
        return Condition("count", select=Select(SUPPORT, side=YOU, state="equipment"), op=">=", value=1)

    def c_hero_either_element(self, children: list[Any]) -> Condition:
        """«если ваш герой {Степи} или {Нейтральные}»: your hero has one of the two elements (Select.elements: any)."""
        from .compiler_normalise import element_of_token

        elements = tuple(element_of_token(str(c)) for c in children if getattr(c, "type", None) == "ELEMENT")
        return Condition("count", select=Select(HERO, side=YOU, elements=elements), op=">=", value=1)

    def p_strike_below_life(self, _: list[Any]) -> tuple[str, Any]:
        """«, сила удара которого меньше его текущих жизней»: state ``strike_below_life``."""
        return ("state", "strike_below_life")

    def duration(self, children: list[Any]) -> Any:
        return children[0]

    def d_end_its_turn(self, _: list[Any]) -> str:
        return END_OF_ITS_TURN

    def p_with_element(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«со стихией»: a card with an element — any of the five; Нейтральные is not an element (digest §2.1)."""
        return [("element", e) for e in ("Степи", "Леса", "Горы", "Болота", "Тьма")]

    def s_gains_else(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши дракониды без ран имеют +1 к удару, иначе +2 к удару»: the unwounded ones get the first
        bonus, the others of the same kind (wounded) the second. Only the «без ран» / «раненые» split is
        known (the «иначе» set must be the exact complement)."""
        t = _t()
        gains = [c for c in children if isinstance(c, t.Gains)]
        np = t._np_of(children)
        first_children = [c for c in children if not isinstance(c, t.Gains)] + [gains[0]]
        first = self.s_gains(first_children)  # type: ignore[attr-defined]
        sel = first[0].select
        flip = {"unwounded": "wounded", "wounded": "unwounded"}
        if np is None or sel is None or sel.state not in flip or gains[1].kws:
            raise t.CompileError("«иначе» of a static: which cards?")
        other = dataclasses.replace(sel, state=flip[sel.state])
        g = gains[1]
        if not (g.strike or g.life):
            raise t.CompileError("«иначе» gains nothing")
        return [*first, StaticPart("modify", select=other, strike=g.strike, life=g.life)]

    def s_gains_fewer_cards(self, children: list[Any]) -> list[StaticPart]:
        """«Пока у вас в руке меньше карт, чем у противника, <эта карта> имеет …» (condition ``hand_vs_opponent``:
        your hand size compared with the opponent's by ``op``)."""
        t = _t()
        g = t._the(children, t.Gains)
        cond = Condition("hand_vs_opponent", op="<")
        if any(kw.meta for kw in g.kws):
            raise t.CompileError("granted keyword with a parameter")
        parts: list[StaticPart] = []
        if g.strike or g.life:
            parts.append(StaticPart("modify", strike=g.strike, life=g.life, condition=cond))
        parts += [StaticPart("grant", keyword=kw.code, value=kw.value, condition=cond) for kw in g.kws]
        return parts

    # --- passthroughs of family alternatives without an alias ------------------------------------------------

    def event(self, children: list[Any]) -> Any:
        return children[0]

    def ability(self, children: list[Any]) -> Any:
        return children[0]

    def np(self, children: list[Any]) -> Any:
        return children[0]

    # --- triggers of attacks and wounds ------------------------------------------------------------------------

    def _self_trigger(self, event: str, other: Select | None = None) -> Trigger:
        self.self_subject = True
        return Trigger(event, other=other)

    def ev_attacks_by_strike_self(self, _: list[Any]) -> Trigger:
        """«При атаке ударом»: this card attacks by strike (not a shot)."""
        return Trigger(ATTACKS_BY_STRIKE)

    def ev_attack_targeted_self(self, _: list[Any]) -> Trigger:
        """«Когда становится целью атаки»: this card is named as the target of a creature's attack."""
        return self._self_trigger(ATTACK_TARGETED, other=Select(CREATURE))

    def ev_defender_assigned(self, children: list[Any]) -> Trigger:
        """«Когда <существо> выступает защитником»."""
        return Trigger(DEFENDER_ASSIGNED, subject=self._subject(_t()._np_of(children)))  # type: ignore[attr-defined]

    def ev_attack_defended_self(self, _: list[Any]) -> Trigger:
        """«Когда от атаки этого существа был назначен защитник»."""
        return self._self_trigger(ATTACK_DEFENDED)

    def ev_meditation_used(self, children: list[Any]) -> Trigger:
        """«Когда у <вашей карты> срабатывает Медитация» (its Медитация X made the attacker pay, X > 0)."""
        t = _t()
        np = t._np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None:
            raise t.CompileError("whose Медитация")
        return Trigger(MEDITATION_USED, subject=np.select)

    def ev_wounded_by_strike_self(self, _: list[Any]) -> Trigger:
        return self._self_trigger(WOUNDED_BY_STRIKE)

    def ev_wounded_by_strike(self, children: list[Any]) -> Trigger:
        return Trigger(WOUNDED_BY_STRIKE, subject=self._subject(_t()._np_of(children)))  # type: ignore[attr-defined]

    def ev_wounded_by_attack_self(self, _: list[Any]) -> Trigger:
        return self._self_trigger(WOUNDED_BY_ATTACK)

    def ev_wounded_by_attack(self, children: list[Any]) -> Trigger:
        return Trigger(WOUNDED_BY_ATTACK, subject=self._subject(_t()._np_of(children)))  # type: ignore[attr-defined]

    def a_strike_wounds_x(self, children: list[Any]) -> Ability:
        """«Каждый раз, когда наносит Х ран ударом герою, …Х…»: this card's strike put X wounds on a hero."""
        return self._event_x_ability(Trigger(STRIKE_WOUNDS, other=Select(HERO)), children, every_time=True)

    def a_strikes_x(self, children: list[Any]) -> Ability:
        """«При ударе на Х – …Х…»: this card strikes (attack or retaliation) with strength X."""
        return self._event_x_ability(Trigger(STRIKES), children, every_time=False)

    def a_deals_not_strike_x(self, children: list[Any]) -> Ability:
        """«Когда <существо> наносит Х ран не ударом, …Х…»: a shot or an ability of it put X wounds on a card."""
        subject = self._subject(_t()._np_of(children))  # type: ignore[attr-defined]
        return self._event_x_ability(Trigger(DEALS_WOUNDS_NOT_STRIKE, subject=subject), children, every_time=False)

    def a_lose_sleeping_if_coins(self, children: list[Any]) -> Ability:
        """«Теряет Спящий, если у вас N или более {м}(, при этом …)»: a state trigger (CONDITION_MET) while this card
        sleeps and its controller has N coins or more; it loses Спящий, then «при этом …»."""
        t = _t()
        kws = children[1]
        if not isinstance(kws, list) or [kw.code for kw in kws] != ["sleeping"]:
            raise t.CompileError("«теряет <ключевое слово>, если …»: only Спящий")
        n = next(c for c in children if isinstance(c, tuple) and c[:1] == ("coins_at_least",))[1]
        then = next((c for c in children[2:] if isinstance(c, list)), [])
        cond = Condition("and", parts=(Condition("source_state", state="sleeping"),
                                       Condition("coins", op=">=", value=n)))
        trigger = Trigger(CONDITION_MET)
        targets, then_effects = t.Finaliser(trigger, self.ctx.name, card_type=self.ctx.card_type).run(then)
        effect = Effect("lose_keyword", THIS, params=(("keyword", "sleeping"), ("duration", "permanent")),
                        then=then_effects)
        return Ability(TRIGGERED, trigger=trigger, condition=cond, targets=targets, effects=(effect,))

    def coins_at_least(self, children: list[Any]) -> tuple[str, int]:
        return ("coins_at_least", _t()._ints(children)[0])

    def _event_x_ability(self, trigger: Trigger, children: list[Any], every_time: bool) -> Ability:
        t = _t()
        drafts = next(c for c in children if isinstance(c, list))
        if not t._replace_x(drafts, Amount("event_amount")):
            raise t.CompileError("Х of the event is not used")
        if trigger.subject is None:
            self.self_subject = True
        return self._ability(TRIGGERED, drafts, trigger=trigger, every_time=every_time,  # type: ignore[attr-defined]
                             per_turn=self._per_turn(children))  # type: ignore[attr-defined]

    # --- static strike modifiers ------------------------------------------------------------------------------

    def _victim(self, children: list[Any]) -> Select:
        t = _t()
        np = t._np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None or np.select.other:
            raise t.CompileError("«к удару по …»: which cards?")
        return np.select

    def s_strike_vs(self, children: list[Any]) -> list[StaticPart]:
        """«+N к удару по <X>»: this card strikes a card matching X (attack or retaliation) with N more."""
        return [StaticPart("strike_vs", value=_t()._ints(children)[0], victim=self._victim(children))]

    def s_strike_vs_attacking(self, children: list[Any]) -> list[StaticPart]:
        """«Пока атакует <X>, имеет +N к удару»: N more while this card attacks a card matching X."""
        return [StaticPart("strike_vs", value=_t()._ints(children)[0], victim=self._victim(children),
                           condition=Condition("source_state", state="attacking"))]

    def k_attacks_reduced_to(self, children: list[Any]) -> list[Any]:
        """«Атаки по этому существу сводятся к N»: the keyword ``attacks_reduced_to`` N (a keyword line)."""
        t = _t()
        return [t.KW("attacks_reduced_to", t._ints(children)[0])]

    def k_attacks_only_unwounded(self, _: list[Any]) -> list[Any]:
        """«Может атаковать только персонажей без ран» (keyword ``attacks_only_unwounded``)."""
        return [_t().KW("attacks_only_unwounded")]

    def k_attack_ability_reduction(self, children: list[Any]) -> list[Any]:
        """«–X от атак и способностей (в том числе от заклинаний)» (keyword ``attack_ability_reduction`` X): an
        attack's strength at it is X less (as «–X от атак»), and so are the wounds of an ability (Ранить …)."""
        t = _t()
        return [t.KW("attack_ability_reduction", t._ints(children)[0])]

    def e_poison_more(self, children: list[Any]) -> Any:
        """«Усилить отравление <np> на N»: Отравление Y becomes Y+N (verb ``poison`` with ``add``, digest §6.2)."""
        t = _t()
        return t.Draft("poison", t._np_of(children), t._amt(children), params=(("add", True),))

    def e_poison_gets(self, children: list[Any]) -> Any:
        """«<np> получает Отравление N»: the same as «Отравить <np> на N» (digest §6.2 table)."""
        t = _t()
        return t.Draft("poison", t._np_of(children), t._ints(children)[-1])

    def e_open_n_coins(self, children: list[Any]) -> Any:
        """«Откройте N{м}»: open N of your closed coins (verb ``open_n_coins``)."""
        t = _t()
        return t.Draft("open_n_coins", t.NP("ref", ref=Ref("player", side=YOU)), t._ints(children)[0])

    def keyword(self, children: list[Any]) -> Any:
        return children[0]

    def s_keyword_bonus(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеют +N к <ключевому слову>» (static ``keyword_bonus``): +N to the value of that keyword for the
        cards that have it (a card without it does not get it: «Вампиризм 1 или +1 к Вампиризму»)."""
        t = _t()
        sel, cond = self._static_parts(children)  # type: ignore[attr-defined]
        code = next(c for c in children if isinstance(c, tuple) and c[:1] == ("kw_dative",))[1]
        return [StaticPart("keyword_bonus", select=sel, keyword=code, value=t._ints(children)[0], condition=cond)]

    def kd_scales(self, _: list[Any]) -> tuple[str, str]:
        return ("kw_dative", "scales")

    def kd_regeneration(self, _: list[Any]) -> tuple[str, str]:
        return ("kw_dative", "regeneration")

    def kd_might(self, _: list[Any]) -> tuple[str, str]:
        return ("kw_dative", "might")

    def kd_vampirism(self, _: list[Any]) -> tuple[str, str]:
        return ("kw_dative", "vampirism")

    def ki_scales(self, _: list[Any]) -> str:
        return "scales"

    # --- the cards of an attack -------------------------------------------------------------------------------

    def np_attacker(self, _: list[Any]) -> Any:
        return _t().NP("attacker")

    def np_attacked(self, _: list[Any]) -> Any:
        return _t().NP("attacked")


def combat_role_ref(fin: Any, role: str) -> Ref:
    """«атакующее существо» / «атакованное существо» in an ability triggered by an attack: the attacker or the
    card attacked, as the trigger's event names them. Anywhere else: refused."""
    t = _t()
    trig: Trigger | None = fin.trigger
    if trig is None:
        raise t.CompileError("«атакующее / атакованное существо» without an attack")
    if trig.event in (ATTACKS, ATTACKS_BY_STRIKE, AFTER_ATTACK):  # subject: the attacker, other: the attacked
        if role == "attacked":
            return Ref("event", role="other")
        return THIS if trig.subject is None else Ref("event", role="subject", select=_creature_only(trig.subject))
    if trig.event == ATTACK_TARGETED:  # subject: the card attacked, other: the attacker
        if role == "attacker":
            return Ref("event", role="other", select=_creature_only(trig.other))
        return THIS if trig.subject is None else Ref("event", role="subject")
    raise t.CompileError("«атакующее / атакованное существо» of another event")


def _creature_only(attacker: Select | None) -> Select | None:
    """«атакующее существо» (family «ambush_costs»): when the event's attacker may be a hero (a hero's shot is an attack
    too), the Ref keeps only a creature (``effects.cards_of`` filters an event Ref by its select's kind)."""
    return None if attacker is not None and attacker.kind == CREATURE else Select(CREATURE)
