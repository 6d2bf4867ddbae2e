"""Transformer methods of the «zones_f» phrase family (mixed into ``compiler_transform.ToAbilities``): round 6 —
graveyards, decks, Мор.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_f» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CARD,
    CHARACTER,
    CREATURE,
    EACH,
    EITHER,
    ENTERS_PLAY,
    GRAVEYARD,
    OPPONENT,
    STATIC,
    TRIGGERED,
    YOU,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Cost,
    Ref,
    Select,
    StaticPart,
)

# kind of StaticPart: «Ваши карты с Мором имеют +N к Мору» — ``value`` N is added to every «Мор X» (an Effect ``mill``
# with param ``mor``) of an ability whose source matches ``select`` (engine/effects._mill, effects_zones_f.mor_bonus)
MOR_BONUS = "zf_mor_bonus"
# kind of StaticPart (only inside a quote given to players, «игроки получают: «…»»): «Вы не можете разыгрывать <карты>» —
# ``select`` the cards (never executed as a static: e_zf_players_get_ban turns it into a «ban»)
BAN_PLAY = "zf_ban_play"
# Select.state: a card with the name of another card in the graveyard of the player concerned (engine/selectors.fits)
GRAVE_NAMESAKE = "zf_grave_namesake"
# verb: «Излечите <героя> на Х», noting the healing beyond his wounds (engine/effects_zones_f.py)
HEAL_NOTE_EXCESS = "zf_heal_note_excess"
# Amount kind (a Select's ``cost_max_amount``): the excess healing noted by this source's HEAL_NOTE_EXCESS
EXCESS_HEALED = "zf_excess_healed"
# verb: «Возродите двух существ с разных кладбищ; они становятся <классом> и наносят друг другу раны, равные своему удару»
REVIVE_TWO_ENEMIES = "zf_revive_two_enemies"
# Select.state of a target: «Х <карт>» in the own Найм of a card of cost X — as many targets as the X paid for it
# (engine/declare.DeclareFrame._target_step, effects_zones_f.x_paid_spec); no filter
X_PAID_TARGETS = "zf_x_paid"
# kind of StaticPart: «Вы можете разыгрывать <карты> с кладбища противника» — ``select`` the cards of the opponent's
# graveyard the controller may play (engine/play.from_graveyard, effects_zones_f.opp_grave_permitted)
PLAY_OPP_GRAVE = "zf_play_opp_grave"
# kind of StaticPart: «<существа> имеют класс <класс> вместо своего» — ``what`` the class that replaces the classes of the
# cards of ``select`` (engine/selectors.classes_of, effects_zones_f.static_class)
CLASS_INSTEAD = "zf_class_instead"
# Select.state: «, владельцем которых вы не являетесь,» — a card in play whose controller is not its owner
NOT_OWNED = "zf_not_owned"


def zf_targets_x_paid(cost_is_x: bool, abilities: list[Ability]) -> list[Ability]:
    """Called by ``cards/compiled.compile_card`` (which knows the printed cost): on a card of cost X, a target of «any
    number» (0 … 30, phrases_keywords.e_kwd_shuffle_any_number: «замешать Х существ с кладбища противника») in its
    own «Найм» is X cards, the X paid when it was played (misc_b's ``x_paid``): its select gets state X_PAID_TARGETS,
    which also makes its play ask for X (phrases_misc_b.mb_reads_paid_x)."""
    if not cost_is_x:
        return abilities
    out = []
    for ab in abilities:
        if ab.kind == TRIGGERED and ab.trigger is not None and ab.trigger.event == ENTERS_PLAY \
                and ab.trigger.subject is None and ab.trigger.other is None and not ab.costs:
            ab = dataclasses.replace(ab, targets=tuple(
                dataclasses.replace(t, select=dataclasses.replace(t.select, state=X_PAID_TARGETS))
                if t.min == 0 and t.max == 30 and t.select.state is None else t for t in ab.targets))
        out.append(ab)
    return out


class ZonesFPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_f» phrases."""

    def s_zf_mor_bonus(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши карты с Мором имеют +N к Мору»: ``StaticPart(MOR_BONUS, select=<your cards>, value=N)``. «Ваши карты» are
        the cards you control (in play, or the cards you own elsewhere: a «Гибель: Мор 2» resolves from the
        graveyard); «с Мором» is read by the engine: the bonus counts only for a «Мор X» instruction."""
        from .compiler_transform import _ints

        return [StaticPart(MOR_BONUS, select=Select(CARD, side=YOU), value=_ints(children)[0])]

    def a_zf_opp_grave_paid(self, children: list[Any]) -> Ability:
        """«Замешайте N карт с кладбища противника в его колоду: Верните <карту> с вашего кладбища в руку»: an activated
        ability paid with ``Cost("shuffle_grave_opp", N)`` (the payer picks N cards of the opponent's graveyard; they go
        into his deck), then the return of a card of your graveyard (picked on resolution, as every «Верните … с
        кладбища в руку»). Only a card of your own graveyard (a plain «с кладбища» / «с вашего кладбища», side ANY or YOU): the payment
        cannot have moved it."""
        from .compiler_transform import NP, CompileError

        cost = children[0]
        np = next((c for c in children if isinstance(c, NP)), None)
        if not isinstance(cost, Cost) or np is None or np.select is None or np.select.zone != GRAVEYARD \
                or np.select.side not in (ANY, YOU):
            raise CompileError("which payment / return what")
        draft = self.e_return_hand(children[1:])  # type: ignore[attr-defined]
        return self._ability(ACTIVATED, [draft], costs=(cost,))  # type: ignore[attr-defined]

    def s_zf_ban_play_grave_namesakes(self, _: list[Any]) -> list[StaticPart]:
        """«Вы не можете разыгрывать карты с таким же названием, как у других карт на кладбище» (only meaningful as the
        quote of «игроки получают: «…»»): ``StaticPart(BAN_PLAY, select=<cards named as another card of the player's
        graveyard>)`` («на кладбище»: his own, FAQ #16)."""
        return [StaticPart(BAN_PLAY, select=Select(CARD, state=GRAVE_NAMESAKE))]

    def e_zf_players_get_ban(self, children: list[Any]) -> Any:
        """«<срок> игроки получают: «Вы не можете разыгрывать <карты>»»: replace_prevent's ``ban`` (action play, that
        select) on each player until the duration ends."""
        from .compiler_transform import NP, CompileError, Draft, _duration

        duration = _duration(children)
        inner = self._quoted(children)  # type: ignore[attr-defined]
        if duration is None or inner.kind != STATIC or len(inner.statics) != 1 or inner.statics[0].kind != BAN_PLAY \
                or inner.condition is not None:
            raise CompileError("players get what")
        params: tuple[tuple[str, Any], ...] = (("action", "play"), ("select", inner.statics[0].select), ("limit", 0),
                                               ("window", None), ("duration", duration))
        return Draft("ban", NP("ref", ref=Ref("player", side=EACH)), params=params)

    def zf_summon_excess(self, _: list[Any]) -> tuple[str, list[Any]]:
        """«вызовите существо стоимостью {м} равной или меньшей, чем избыточное лечение»: a summon from the deck (§6.3) of a
        creature whose cost is at most the excess healing of the heal before it (checked by the chain rule)."""
        from .compiler_transform import NP

        np = NP("target", select=Select(CREATURE, cost_max_amount=Amount(EXCESS_HEALED)), min=1, max=1, implicit=True)
        return "plain", [self._deck_pick("summon", np, "deck")]  # type: ignore[attr-defined]

    def zf_chain_heal_summon_excess(self, children: list[Any]) -> list[Any]:
        """«Излечите вашего героя на Х, где Х — …; вызовите существо … чем избыточное лечение»: the usual chain (the
        «где» fills the heal's Х), then the heal becomes HEAL_NOTE_EXCESS (it notes the healing beyond the wounds)."""
        from .compiler_transform import CompileError

        drafts = self.chain(children)  # type: ignore[attr-defined]
        heal = drafts[0] if len(drafts) == 2 else None
        if heal is None or heal.verb != "heal" or heal.np is None or heal.np.kind != "ref" or heal.np.ref != YOUR_HERO \
                or heal.then or heal.otherwise or heal.condition is not None or heal.optional or heal.params not in ((), (("all", False),)):
            raise CompileError("excess healing of what")
        heal.verb = HEAL_NOTE_EXCESS
        return drafts

    def e_zf_heal_two_different(self, children: list[Any]) -> Any:
        """«Излечите на N двух персонажей с ранами под контролем разных игроков»: with two players, one wounded character
        of each (two targets named at declaration: yours, then the opponent's), each healed by N."""
        from .compiler_transform import NP, CompileError, Draft, _ints

        n, count = _ints(children)[:2]
        if count != 2:
            raise CompileError("«разных игроков»: two characters, one per player")
        group = [Draft("heal", NP("target", select=Select(CHARACTER, side=side, state="wounded"), min=1, max=1,
                                  implicit=True), n, params=(("all", False),)) for side in (YOU, OPPONENT)]
        return Draft("sequence", group=group)

    def c_zf_played_from_hand(self, _: list[Any]) -> Condition:
        """«если вы разыграли эту карту из руки»: ``Condition("zf_played_from_hand")`` — the card (a spell resolving) was
        played from its player's hand (the engine notes the zone when a card is played: play.play_card, and a free play
        of effects_triggers_hoard). Only on a spell: a card in play was not necessarily «разыграна» this turn."""
        from .compiler_transform import CompileError

        if self.ctx.card_type != "spell":  # type: ignore[attr-defined]
            raise CompileError("«если вы разыграли эту карту из руки» on a card that is not a spell")
        return Condition("zf_played_from_hand")

    def e_zf_revive_two_enemies(self, children: list[Any]) -> Any:
        """«Возродите двух существ с разных кладбищ; они становятся <классом> и наносят друг другу раны, равные своему
        удару»: ``zf_revive_two_enemies`` (param ``class``) — a creature of your graveyard and one of the opponent's (two
        players: one per graveyard; picked on resolution, as every «Возродите») enter play under you, both become that
        class, then each deals the other wounds equal to its strike (an ability's wounds, at the same time)."""
        from lark import Token

        from .compiler_transform import NP, CompileError, Draft, _ints, class_of_token

        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, plural = class_of_token(str(token))
        if _ints(children)[0] != 2 or plural:
            raise CompileError("«с разных кладбищ»: two creatures, one per graveyard")
        return Draft(REVIVE_TWO_ENEMIES, NP("ref", ref=Ref("player", side=YOU)), 2, params=(("class", cls),))

    def s_zf_play_opp_grave_noncreatures(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать карты не-существ с кладбища противника»: ``StaticPart(PLAY_OPP_GRAVE)`` with the
        select of the non-creature cards (state ``cn_not_creature``) of the opponent's graveyard."""
        return [StaticPart(PLAY_OPP_GRAVE, select=Select(CARD, side=OPPONENT, zone=GRAVEYARD, state="cn_not_creature"))]

    def p_zf_not_owned(self, _: list[Any]) -> tuple[str, Any]:
        """«, владельцем которых вы не являетесь ,» after «<существа> под вашим контролем»: state NOT_OWNED."""
        return ("state", NOT_OWNED)

    def s_zf_class_instead(self, children: list[Any]) -> list[StaticPart]:
        """«<существа> имеют класс <класс> вместо своего»: ``StaticPart(CLASS_INSTEAD, select, what=<класс>)`` — their
        classes are that one only (accepted only for creatures in play that the controller does not own)."""
        from lark import Token

        from .compiler_transform import CompileError, class_of_token

        sel, cond = self._static_parts(children)  # type: ignore[attr-defined]
        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, plural = class_of_token(str(token))
        if sel is None or cond is not None or sel.state != NOT_OWNED or sel.kind != CREATURE or sel.side != YOU \
                or plural:
            raise CompileError("«имеют класс … вместо своего»: which cards")
        return [StaticPart(CLASS_INSTEAD, select=sel, what=cls)]

    def e_zf_play_free_any_grave_x(self, _: list[Any]) -> Any:
        """«разыграйте с любого кладбища карту стоимостью до Х{м} бесплатно»: ``play_free`` of one card of either
        graveyard (side EITHER) whose cost is at most Х (the «где Х — …» after it fills the bound)."""
        from .compiler_transform import NP, X_AMOUNT, Draft

        sel = Select(CARD, side=EITHER, zone=GRAVEYARD, cost_max_amount=X_AMOUNT)
        return Draft("play_free", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("select", sel),))
