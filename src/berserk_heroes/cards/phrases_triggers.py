"""Transformer methods of the «triggers» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    ATTACKS,
    CREATURE,
    EACH,
    ENEMY_HERO,
    EXTRA_LIFE_GAINED,
    HERO,
    MEDITATION_COINS,
    MEDITATION_WOUNDS,
    OPPONENT,
    STRIKES,
    SUPPORT,
    THIS,
    WOUNDS_IN_TURN,
    YOU,
    Amount,
    Ref,
    Select,
    Trigger,
)


def _t() -> Any:
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class TriggersPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «triggers» phrases."""

    # --- «Если противник закрыл {м} / ранил героя для оплаты медитации» -------------------------------------

    def ev_tr_meditation_coins(self, _: list[Any]) -> Trigger:
        """The attacker's controller closed coins to pay this card's Медитация."""
        self.self_subject = True
        return Trigger(MEDITATION_COINS)

    def ev_tr_meditation_wounds(self, _: list[Any]) -> Trigger:
        """The attacker's controller lacked coins for this card's Медитация: his hero was wounded."""
        self.self_subject = True
        return Trigger(MEDITATION_WOUNDS)

    # --- «Когда <персонаж> получает дополнительную жизнь» --------------------------------------------------

    def ev_tr_extra_life(self, children: list[Any]) -> Trigger:
        return Trigger(EXTRA_LIFE_GAINED, subject=self._subject(_t()._np_of(children)))  # type: ignore[attr-defined]

    def tr_same_lives(self, _: list[Any]) -> tuple[str, Amount]:
        """«столько же дополнительных жизней»: the number of the triggering event (checked by ``check_amount``)."""
        return ("lives", Amount("event_amount"))

    def ev_tr_self_kills_dominated(self, children: list[Any]) -> Trigger:
        """«Когда <эта карта> убивает существо, над которым имеет Превосходство» = triggers_hoard's subjectless form."""
        subject, *rest = [c for c in children if isinstance(c, _t().NP)]
        if self._subject(subject) is not None:  # type: ignore[attr-defined]
            raise _t().CompileError("«убивает существо, над которым имеет Превосходство»: only this card has it")
        return self.ev_kills_dominated(rest)  # type: ignore[attr-defined]

    # --- «Когда (<персонаж>) получает N или более ран за ход» ------------------------------------------------

    def ev_tr_wounds_in_turn_self(self, children: list[Any]) -> Trigger:
        self.self_subject = True
        return Trigger(WOUNDS_IN_TURN, nth=_t()._ints(children)[0])

    def ev_tr_wounds_in_turn(self, children: list[Any]) -> Trigger:
        ct = _t()
        return Trigger(WOUNDS_IN_TURN, subject=self._subject(ct._np_of(children)),  # type: ignore[attr-defined]
                       nth=ct._ints(children)[0])

    # --- amounts of this card (last known values once it has left play) ---------------------------------------

    def _this_np(self, children: list[Any], what: str) -> None:
        ct = _t()
        np = ct._np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise ct.CompileError(f"{what} of what")

    def ad_tr_half_strike(self, children: list[Any]) -> Amount:
        """«половина силы удара этой карты (округлённая вниз)»."""
        self._this_np(children, "strike")
        return Amount("strike", ref=THIS, div=2)

    def ad_tr_wounds_on(self, children: list[Any]) -> Amount:
        """«количество ран на <этой карте>»."""
        self._this_np(children, "wounds")
        return Amount("wounds_on", ref=THIS)

    # --- noun phrases ---------------------------------------------------------------------------------------

    def n_tr_equipment(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«экипировку»: a support card that is a weapon, an armour or an amulet."""
        return [("noun", (SUPPORT, False, ())), ("state", "equipment")]

    def np_tr_upto_other_self(self, children: list[Any]) -> Any:
        """«до N других <эта карта во мн. ч.>»: up to N other cards with this card's name."""
        ct = _t()
        upto = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("upto",))
        return ct.NP("target", Select(CREATURE, other=True, name=self.ctx.name), min=1, max=upto)  # type: ignore[attr-defined]

    # --- effects ------------------------------------------------------------------------------------------

    def e_tr_wound_by_strike(self, children: list[Any]) -> Any:
        """«ранить <np> по силе удара <этой карты>»: as many wounds as this card's strike."""
        ct = _t()
        victim, source = [c for c in children if isinstance(c, ct.NP)]
        if source.kind != "ref" or source.ref != THIS:
            raise ct.CompileError("«по силе удара» of what")
        return ct.Draft("wound", victim, Amount("strike", ref=THIS))

    def e_tr_wound_opp_per_closed(self, children: list[Any]) -> Any:
        """«ранить противника на N за каждую его закрытую {м}»: the opponent's hero, N per closed coin of his."""
        ct = _t()
        n = ct._ints(children)[0]
        return ct.Draft("wound", ct.NP("ref", ref=ENEMY_HERO), Amount("opponent_closed_coins", per=n))

    def e_tr_take_his_support(self, children: list[Any]) -> Any:
        """«взять под контроль его карту поддержки до <срока>» after «При ударе / атаке по герою»: a support card of
        the struck hero's player (the opponent); checked against the trigger by :func:`check_triggers`."""
        ct = _t()
        duration = ct._duration(children)
        self.tr_his_struck_hero = True
        return ct.Draft("take_control_until", ct.NP("target", Select(SUPPORT, side=OPPONENT)),
                        params=(("duration", duration),))

    def e_tr_ban_heal(self, children: list[Any]) -> Any:
        """«Персонажи не могут быть излечены до <срока>» → ``ban`` of each player, action ``heal`` (his characters)."""
        ct = _t()
        duration = ct._duration(children)
        if duration is None:
            raise ct.CompileError("«не могут быть излечены» without a duration")
        params: tuple[tuple[str, Any], ...] = (("action", "heal"), ("select", None), ("limit", 0), ("window", None),
                                               ("duration", duration))
        return ct.Draft("ban", ct.NP("ref", ref=Ref("player", side=EACH)), params=params)

    def e_tr_boost_life_self(self, children: list[Any]) -> Any:
        """«получает эффект усиления и дополнительную жизнь» (no subject: this card) → boost, then extra life."""
        ct = _t()
        this = ct.NP("ref", ref=THIS)
        lives = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        boost = self.e_boost_get_self([c for c in children if not (isinstance(c, tuple) and c[:1] == ("lives",))])  # type: ignore[attr-defined]
        return ct.Draft("sequence", group=[boost, ct.Draft("extra_life", this, lives)])


def check_triggers(t: Any, trigger: Trigger | None) -> None:
    """Checks of this family's phrases against the ability's trigger (called by ``ToAbilities._ability``)."""
    if getattr(t, "tr_his_struck_hero", False):
        other = trigger.other if trigger is not None else None
        if trigger is None or trigger.event not in (STRIKES, ATTACKS) or trigger.subject is not None \
                or other is None or other.kind != HERO or other.side == YOU:
            raise _t().CompileError("«его карту поддержки» without «При ударе / атаке по герою»")
