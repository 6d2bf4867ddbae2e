"""Transformer methods of the «heroes_support» phrase family (mixed into ``compiler_transform.ToAbilities``): texts of
heroes (activated abilities, statics over your creatures) and of support cards (amulets, armour, weapons, events,
terrains).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «heroes_support» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    BOOSTED,
    CARD,
    CARD_PLAYED,
    EACH,
    ENEMY_HERO,
    GRAVEYARD,
    HAND,
    HERO,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    SUPPORT,
    THIS,
    TRIGGERED,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Amount,
    Condition,
    Cost,
    HistoryQuery,
    Ref,
    Select,
    StaticPart,
    Trigger,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


ANY_NUMBER = 99  # «любое число <карт>»: a target of 0..N cards with no practical upper bound


def _the(children: list[Any], cls: type) -> Any:
    return next((c for c in children if isinstance(c, cls)), None)


class HeroesSupportPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «heroes_support» phrases."""

    def ad_hs_strike_sum(self, children: list[Any]) -> Amount:
        """«где Х – сумма ударов всех ваших существ»: the strikes of the cards named, added up (``strike_sum``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise ct.CompileError("sum of the strikes of what")
        return Amount("strike_sum", select=np.select)

    def hs_costs_close(self, children: list[Any]) -> list[Cost]:
        """«N{м}, закройте ваше существо / вашего <класса>:» — coins, then close one of your creatures (``close_own``;
        a class keeps only those of the class)."""
        coins = [c for part in children if isinstance(part, list) for c in part]
        np = _ct()._np_of(children)
        return [*coins, self.oc_close([np])]  # type: ignore[attr-defined]

    def c_hs_he_played(self, children: list[Any]) -> Condition:
        """«если он разыгрывал <карту> в этом ходу» — «он»: the opponent the trigger names (checked in ``_ability``, as
        «у него» of «triggers_hoard»): he played one or more such cards this turn (``played_this_turn`` of the
        opponent)."""
        ct = _ct()
        np = ct._np_of(children)
        sel = np.select if np is not None else None
        if (sel is None or np.kind not in ("all", "target") or sel.side != ANY or sel.zone != PLAY or sel.other
                or sel.state is not None or sel.keyword is not None):
            raise ct.CompileError("«он разыгрывал <карту>» of what")
        self.he_pronoun = True
        played = HistoryQuery(CARD_PLAYED, subject=dataclasses.replace(sel, zone=HAND, side=OPPONENT))
        return Condition("history", history=played, op=">=", value=1)

    def e_hs_a_player_cycles(self, _: list[Any]) -> Any:
        """«Игрок кладёт карту из руки под низ колоды, при этом берёт карту»: a player of the controller's choice (two
        modes, as «Игрок …» of «costs_misc») puts a card of his hand under his deck; only then he draws a card."""
        ct = _ct()

        def make(who: Ref, _: Ref) -> list[Any]:
            player = ct.NP("ref", ref=who)
            return [ct.Draft("hand_to_deck", player, 1, params=(("position", "bottom"),),
                             then=[ct.Draft("draw", ct.NP("ref", ref=who), 1)])]

        return self._a_player(make)  # type: ignore[attr-defined]

    def e_hs_active_draws(self, children: list[Any]) -> Any:
        """«(В конце каждого хода) активный игрок берёт карту; если в его руке больше N карт, ранить его на M»: the
        player whose turn it is — compiled as the instructions for you in your turn and for the opponent in his."""
        ct = _ct()
        n, m = ct._ints(children)
        yours, theirs = Condition("your_turn"), Condition("opponent_turn")
        return ct.Draft("sequence", group=[
            ct.Draft("draw", ct.NP("ref", ref=YOU_PLAYER), 1, condition=yours),
            ct.Draft("draw", ct.NP("ref", ref=OPPONENT_PLAYER), 1, condition=theirs),
            ct.Draft("wound", ct.NP("ref", ref=YOUR_HERO), m,
                     condition=Condition("and", parts=(yours, Condition("hand_size", op=">", value=n)))),
            ct.Draft("wound", ct.NP("ref", ref=ENEMY_HERO), m,
                     condition=Condition("and", parts=(theirs, Condition("opponent_hand_size", op=">", value=n)))),
        ])

    def pe_hs_self_in_grave(self, _: list[Any]) -> tuple[str, Select]:
        """«за каждый <эту карту> на кладбище (включая эту карту)»: cards with this card's name in your graveyard
        (FAQ #16) — a card that has just left play for the graveyard is counted («Когда покидает игру»)."""
        return ("per_each", Select(CARD, side=YOU, zone=GRAVEYARD, name=self.ctx.name))  # type: ignore[attr-defined]

    def c_hs_distinct_names(self, children: list[Any]) -> Condition:
        """«если на вашем кладбище есть N карт с разными названиями»: N or more different names there."""
        return Condition("hs_distinct_names", select=Select(CARD, side=YOU, zone=GRAVEYARD), op=">=",
                         value=_ct()._ints(children)[0])

    # --- set bonuses: «…; дополнительно: • …, если у вас есть <карта>; • …» ----------------------------------------

    def hs_card_dread_plate(self, _: list[Any]) -> Select:
        return Select(SUPPORT, side=YOU, name="Латы ужаса")

    def hs_card_black_folio(self, _: list[Any]) -> Select:
        return Select(SUPPORT, side=YOU, name="Черный фолиант")

    def hs_card_hungry_blade(self, _: list[Any]) -> Select:
        return Select(SUPPORT, side=YOU, name="Ненасытное лезвие")

    def c_hs_have_card(self, children: list[Any]) -> Condition:
        """«если у вас есть <карта с этим названием>» (in play under your control)."""
        return Condition("count", select=_the(children, Select), op=">=", value=1)

    def hs_set_gain(self, children: list[Any]) -> tuple[str, Any, Condition]:
        return ("set_gain", _the(children, _ct().Gains), _the(children, Condition))

    def s_hs_set_bonus(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет(ют) <бонус>; дополнительно: • <бонус>, если у вас есть <карта>; …»: the bonus, and each further
        one while its condition holds. A keyword with a value adds to it (``keyword_bonus``: «–1 от атак» three times
        is –3), so only keywords the engine reads by value are accepted there."""
        ct = _ct()
        base = [c for c in children if not (isinstance(c, tuple) and c[:1] == ("set_gain",))]
        parts: list[StaticPart] = list(self.s_gains(base))  # type: ignore[attr-defined]
        sel = parts[0].select if parts else None
        for _, gains, cond in (c for c in children if isinstance(c, tuple) and c[:1] == ("set_gain",)):
            if gains.strike or gains.life:
                parts.append(StaticPart("modify", select=sel, strike=gains.strike, life=gains.life, condition=cond))
            for kw in gains.kws:
                if kw.meta or not any(p.kind == "grant" and p.keyword == kw.code for p in parts):
                    raise ct.CompileError("an additional keyword the card does not have already")
                parts.append(StaticPart("keyword_bonus", select=sel, keyword=kw.code, value=kw.value, condition=cond))
        return parts

    def hs_set_step(self, children: list[Any]) -> list[Any]:
        ct = _ct()
        drafts = next(c for c in children if isinstance(c, list))
        if len(drafts) != 1 or drafts[0].condition is not None:
            raise ct.CompileError("one instruction per additional bullet")
        drafts[0].condition = _the(children, Condition)
        return list(drafts)

    def l_hs_set_bonus(self, children: list[Any]) -> tuple[str, list[Any]]:
        """«<инструкция>; дополнительно: • <инструкция>, если у вас есть <карта>; …»: the instruction, then each further
        one if its condition holds."""
        return "plain", [d for c in children if isinstance(c, list) for d in c]

    # --- Усмиритель ------------------------------------------------------------------------------------------------

    def c_hs_opp_hero_closed(self, _: list[Any]) -> Condition:
        """«если герой противника закрыт»."""
        return Condition("count", select=Select(HERO, side=OPPONENT, state="closed"), op=">=", value=1)

    def s_hs_heroes_no_untap(self, _: list[Any]) -> list[StaticPart]:
        """«Герои не открываются в свой ход»: every hero has «Не открывается в начале хода» (``no_untap``: the фаза
        восстановления of its controller's turn does not open it)."""
        return [StaticPart("grant", select=Select(HERO), keyword="no_untap", value=1)]

    def n_hs_weapon(self, _: list[Any]) -> tuple[str, Any]:
        """«оружие» (one card): a support card of type weapon."""
        return ("noun", (SUPPORT, False, (), "weapon"))

    # --- named effects kept as markers on a card («эффект воли») ---------------------------------------------------

    def hs_marker_will(self, _: list[Any]) -> str:
        return "will"

    def hs_marker_count(self, children: list[Any]) -> tuple[str, str, int]:
        ints = _ct()._ints(children)
        name = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ("marker", name, ints[0] if ints else 1)

    def e_hs_put_marker(self, children: list[Any]) -> Any:
        """«Положите эффект воли на <эту карту>»: a named marker on the card (``add_counter``, counter the name)."""
        ct = _ct()
        _, marker, n = next(c for c in children if isinstance(c, tuple) and c[:1] == ("marker",))
        np = ct._np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise ct.CompileError("a named effect on another card than this one")
        return ct.Draft("add_counter", np, n, params=(("counter", marker),))

    def hs_cost_remove_markers(self, children: list[Any]) -> list[Cost]:
        """«Снимите N эффектов воли:» — N such markers removed from this card as the payment (``remove_markers``)."""
        _, marker, n = next(c for c in children if isinstance(c, tuple) and c[:1] == ("marker",))
        return [Cost("remove_markers", n, marker=marker)]

    def ev_hs_boosted(self, children: list[Any]) -> Trigger:
        """«(Каждый раз, когда) <существо> получает эффект усиления»: an эффект усиления is put on a matching card, by
        any player (``BOOSTED`` with a subject of side ANY: no player check)."""
        ct = _ct()
        subject = self._subject(ct._np_of(children))  # type: ignore[attr-defined]
        if subject is None or subject.side != ANY:
            raise ct.CompileError("«получает эффект усиления» of what")
        return Trigger(BOOSTED, subject=subject)

    def step_hs_cost_sum_wins(self, children: list[Any]) -> list[Any]:
        """«Если суммарная стоимость {м} <ваших существ> больше текущих жизней противника, он проигрывает игру»: the
        printed costs of those cards, added up, against the enemy hero's current life (condition
        ``hs_cost_sum_above_enemy_life``); then the opponent loses (``lose_game``)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.side != YOU:
            raise ct.CompileError("«суммарная стоимость» of what")
        cond = Condition("hs_cost_sum_above_enemy_life", select=np.select)
        return [ct.Draft("lose_game", ct.NP("ref", ref=OPPONENT_PLAYER), condition=cond)]

    # --- Перемалывание разума ---------------------------------------------------------------------------------------

    def s_hs_enemy_heroes_have(self, children: list[Any]) -> list[StaticPart]:
        """«Герои противников имеют: «…»»: the quoted ability is granted to the opponent's hero («вы» in it is that
        hero's controller)."""
        ability = self._quoted(children)  # type: ignore[attr-defined]
        if ability.kind not in (TRIGGERED, ACTIVATED):
            raise _ct().CompileError("a quoted ability of another kind for the enemy heroes")
        return [StaticPart("grant_ability", select=Select(HERO, side=OPPONENT), ability=ability)]

    def e_hs_wound_yourself(self, children: list[Any]) -> Any:
        """«раниться на N» (an ability of a hero, or granted to one): your hero takes N wounds (as «Излечитесь на N»)."""
        ct = _ct()
        return ct.Draft("wound", ct.NP("ref", ref=YOUR_HERO), ct._amt(children))

    def e_hs_discard_then_draw(self, children: list[Any]) -> Any:
        """«Каждый игрок / Противник сбрасывает карту, при этом берёт карту»: each such player discards a card and, if
        he did, draws one (a «при этом» per player: one who cannot discard does not draw)."""
        ct = _ct()
        side = children[0]
        players = [YOU_PLAYER, OPPONENT_PLAYER] if side == EACH else [Ref("player", side=side)]

        def one(who: Ref) -> Any:
            return ct.Draft("discard", ct.NP("ref", ref=who), 1, params=(("chooser", "owner"),),
                            then=[ct.Draft("draw", ct.NP("ref", ref=who), 1)])

        if len(players) == 1:
            return one(players[0])
        return ct.Draft("sequence", group=[one(who) for who in players])

    def e_hs_open_any_number(self, children: list[Any]) -> Any:
        """«открыть любое число ваших существ»: the controller names any number (none too) of his closed creatures, they
        open (a target of 0..N cards; an open card cannot be opened, so only closed ones are offered — «при этом» after
        it then concerns exactly the opened cards)."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or np.select.side != YOU \
                or np.select.state is not None or not np.plural:
            raise ct.CompileError("«любое число» of what")
        sel = dataclasses.replace(np.select, state="closed")
        return ct.Draft("open", ct.NP("target", select=sel, min=0, max=ANY_NUMBER, plural=True))

    def s_hs_grant_two(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет: «<способность>. <способность>»»: both quoted (activated) abilities are granted."""
        ct = _ct()
        sel, cond = self._static_parts(children)  # type: ignore[attr-defined]
        tokens = [c for c in children if isinstance(c, Token) and c.type == "QUOTED"]
        parts = []
        for token in tokens:
            ability = self.ctx.inner[int(str(token)[len("@ability"):])]  # type: ignore[attr-defined]
            if ability.kind != ACTIVATED:
                raise ct.CompileError("two quoted abilities that are not activated ones")
            parts.append(StaticPart("grant_ability", select=sel, ability=ability, condition=cond))
        return parts
