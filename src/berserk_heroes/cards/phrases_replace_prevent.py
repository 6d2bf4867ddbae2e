"""Transformer methods of the «replace_prevent» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «replace_prevent» section).

- wound immunities: «Не получает ран от атак / от заклинаний / от карт противника / от <карт> / от отравления (и
  <карт>)» → keywords ``no_wounds_from_*`` (``no_wounds_from`` carries ``meta`` ("from", Select): printed only);
  «<np> не получает ран от …» (a static grant), «<np> не получает ран от … до <срока>» (an instruction);
  «Не получает ран, пока сражается» → ``no_wounds`` while the card is in a fight (state ``fighting``);
- replacement statics: «Если <X> должен получить раны (и не является <классом>), вместо этого <инструкции>» →
  ``Ability(STATIC, statics=(StaticPart("replace", select=X, what=WOUNDED, condition=…),), effects=…)``: the
  engine (``engine/replacements.py``) runs the effects instead of putting the wounds on X; inside them the
  pronoun is X and «столько же ран» is ``Amount("event_amount")``.
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    CARD,
    CHARACTER,
    EACH,
    END_OF_NEXT_OWN_TURN,
    END_OF_OPPONENT_TURN,
    HAND,
    HERO,
    NAMED,
    OPPONENT,
    PERMANENT,
    SPELL,
    STATIC,
    THIS,
    WOUNDED,
    YOU,
    Ability,
    Amount,
    Condition,
    Ref,
    Select,
    StaticPart,
    Trigger,
)


def _plain(sel: Select, kind: str, side: str) -> bool:
    """``sel`` is just «<kind> of <side>» with no other filter (any zone)."""
    return sel.kind == kind and sel.side == side and Select(kind, side=side, zone=sel.zone) == sel


class ReplacePreventPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «replace_prevent» phrases."""

    ctx: Any

    # Unaliased alternatives added to shared rules: pass their one child through.
    def static_part(self, children: list[Any]) -> Any:
        return children[0]

    def s_cond(self, children: list[Any]) -> Any:
        return children[0]

    def ability(self, children: list[Any]) -> Any:
        return children[0]

    def effect(self, children: list[Any]) -> Any:
        return children[0]

    # --- wound immunities ------------------------------------------------------------------------------

    def k_no_wounds_from_attacks(self, _: list[Any]) -> list[Any]:
        from .compiler_transform import KW

        return [KW("no_wounds_from_attacks")]

    def _from_np(self, np: Any) -> Any:
        from .compiler_transform import KW, CompileError

        sel = np.select if np is not None and np.kind in ("all", "target") else None
        if sel is None or np.kind == "target" and not np.implicit:
            raise CompileError("«не получает ран от <…>»: not a kind of card")
        if _plain(sel, SPELL, "any"):
            return KW("no_wounds_from_spells")
        if _plain(sel, CARD, OPPONENT):
            return KW("no_wounds_from_opponent")
        return KW("no_wounds_from", 1, (("from", sel),))

    def k_no_wounds_from_np(self, children: list[Any]) -> list[Any]:
        from .compiler_transform import _np_of

        return [self._from_np(_np_of(children))]

    def k_no_wounds_from_poison(self, children: list[Any]) -> list[Any]:
        from .compiler_transform import KW, _np_of

        np = _np_of(children)
        return [KW("no_wounds_from_poison"), *([self._from_np(np)] if np is not None else [])]

    def s_np_no_wounds(self, children: list[Any]) -> list[StaticPart]:
        """«Ваш герой не получает ран от заклинаний»: the cards named have the keyword."""
        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        kws = next(c for c in children if isinstance(c, list))
        if any(kw.meta for kw in kws):
            raise CompileError("granted keyword with a parameter")
        if np is None or np.kind == "ref" and np.ref == THIS:  # «@self не открывается …»
            sel = None
        else:
            sel = self._static_select(np, False)  # type: ignore[attr-defined]
        return [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value) for kw in kws]

    def k_no_untap(self, _: list[Any]) -> list[Any]:
        from .compiler_transform import KW

        return [KW("no_untap")]

    def e_no_untap_next(self, children: list[Any]) -> Any:
        """«<существо> не открывается в начале следующего хода контролирующего его игрока»: until the end of your
        next turn, which comes after that player's next фаза восстановления (the card can be anyone's)."""
        from .compiler_transform import Draft, _np_of

        return Draft("grant", _np_of(children), 1, params=(("keyword", "no_untap"), ("duration", END_OF_NEXT_OWN_TURN)))

    def k_cannot_lose_abilities(self, _: list[Any]) -> list[Any]:
        from .compiler_transform import KW

        return [KW("cannot_lose_abilities")]

    def k_cannot_be_shot_target(self, _: list[Any]) -> list[Any]:
        from .compiler_transform import KW

        return [KW("cannot_be_shot_target")]

    def s_not_closed_by_opponent(self, _: list[Any]) -> list[StaticPart]:
        """«Карты противника не могут заставить <эту карту> закрыться» (Закройте, Оглушите, Подавление)."""
        return [StaticPart("grant", keyword="not_closed_by_opponent", value=1)]

    def s_hero_no_wounds_while_less(self, children: list[Any]) -> list[StaticPart]:
        """«Ваш герой не получает ран, пока имеет меньше текущих жизней, чем <эта карта>»."""
        from .compiler_transform import NP, CompileError

        nps = [c for c in children if isinstance(c, NP)]
        np = nps[0]
        if np.kind != "ref" or np.ref != Ref("hero", side=YOU):
            raise CompileError("«пока имеет меньше текущих жизней»: only your hero")
        if len(nps) == 1:
            cond = Condition("hero_life_below_source")
        else:  # «…, чем сумма текущих жизней ваших великанов»
            if nps[1].kind not in ("all", "target") or nps[1].select is None or nps[1].kind == "target" \
                    and not nps[1].implicit or nps[1].select.side != YOU:
                raise CompileError("«сумма текущих жизней» of what")
            cond = Condition("hero_life_below_sum", select=nps[1].select)
        return [StaticPart("grant", select=Select(HERO, side=YOU), keyword="no_wounds", value=1, condition=cond)]

    def e_no_wounds_while_attacking_until(self, children: list[Any]) -> Any:
        """«До конца хода <ваше существо …> не получает ран, пока атакует»."""
        from .compiler_transform import CompileError, Draft, _duration, _np_of

        duration = _duration(children)
        if duration is None:
            raise CompileError("duration")
        return Draft("grant", _np_of(children), 1, params=(("keyword", "no_wounds_while_attacking"),
                                                          ("duration", duration)))

    def sc_fighting(self, _: list[Any]) -> Condition:
        """«пока сражается»: the card is in a fight (striking or struck; engine/combat.fight)."""
        return Condition("source_state", state="fighting")

    def e_np_no_wounds_until(self, children: list[Any]) -> Any:
        """«Ваш герой не получает ран от карт противника до конца хода»."""
        from .compiler_transform import CompileError, Draft, _duration, _np_of

        np = _np_of(children)
        kws = next((c for c in children if isinstance(c, list)), None)
        if kws is None:  # «<np> не получает ран до <срока>»
            from .compiler_transform import KW

            kws = [KW("no_wounds")]
        duration = _duration(children)
        if any(kw.meta for kw in kws) or duration is None:
            raise CompileError("granted keyword with a parameter")
        drafts = [Draft("grant", np, kw.value, params=(("keyword", kw.code), ("duration", duration))) for kw in kws]
        return drafts[0] if len(drafts) == 1 else Draft("sequence", group=drafts)

    def e_wound_same(self, children: list[Any]) -> Any:
        """«<X> получает столько же ран»: as many wounds as the event's (a replacement's, a «получает раны» trigger's)."""
        from .compiler_transform import Draft, _np_of

        return Draft("wound", _np_of(children), Amount("event_amount"))

    # --- replacement statics ---------------------------------------------------------------------------

    def rp_must(self, _: list[Any]) -> str:
        return "must"

    def rp_not_mechanism(self, _: list[Any]) -> Condition:
        """«и не является механизмом» (the card the event is about)."""
        return Condition("not", parts=(Condition("event_card", select=Select(CARD, classes=("Механизм",))),))

    def rp_subject(self, children: list[Any]) -> Any:
        return children[0]

    def rp_your_hero(self, _: list[Any]) -> Any:
        from .compiler_transform import NP

        return NP("ref", ref=Ref("hero", side=YOU))

    def a_replace_wounds(self, children: list[Any]) -> Ability:
        """«Если <X> должен получить раны(, и не является <классом>), вместо этого <инструкции>»."""
        from .compiler_transform import CompileError, Finaliser, _np_of

        np = _np_of(children)
        drafts = next(c for c in children if isinstance(c, list))
        cond = next((c for c in children if isinstance(c, Condition)), None)
        if np is None:
            raise CompileError("replacement: whose wounds")
        if np.kind == "ref" and np.ref == THIS:
            sel = None
        elif np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            sel = Select(HERO, side=np.ref.side)
        elif np.kind in ("all", "target") and np.select is not None and (np.kind == "all" or np.implicit
                                                                         or np.select.side != "any"):
            sel = np.select  # «ваше существо», «ваш кошмар»: any such card
        else:
            raise CompileError("replacement: whose wounds")
        fin = Finaliser(Trigger(WOUNDED, subject=sel), self.ctx.name, sel is None, self.ctx.card_type)
        targets, effects = fin.run(drafts)
        if targets:
            raise CompileError("replacement with a target")
        return Ability(STATIC, statics=(StaticPart("replace", select=sel, what=WOUNDED, condition=cond),),
                       effects=effects)

    # --- prohibitions for a time («не может …», «не более N … за ход») --------------------------------------

    def bw_opponent(self, _: list[Any]) -> tuple[str, str]:
        return ("who", OPPONENT)

    def bw_you(self, _: list[Any]) -> tuple[str, str]:
        return ("who", YOU)

    def d_end_opp_turn(self, _: list[Any]) -> str:
        """«до конца хода противника»: ends with the next turn of the controller's opponent (this one, if it is his)."""
        return END_OF_OPPONENT_TURN

    def bw_each(self, _: list[Any]) -> tuple[str, str]:
        return ("who", EACH)

    def bw_no_character(self, children: list[Any]) -> tuple[str, str]:
        from .compiler_transform import CompileError, _ints

        if _ints(children) != [1]:
            raise CompileError("«ни N персонаж»")
        return ("who", "no_character")

    def rp_cannot(self, _: list[Any]) -> tuple[str]:
        return ("cannot",)

    def ba_play_cards(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "play", None, 0)

    def ba_play_spells(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "play", Select(SPELL, zone=HAND), 0)

    def ba_play_limit(self, children: list[Any]) -> tuple[str, str, Select | None, int]:
        from .compiler_transform import _ints

        return ("action", "play", None, _ints(children)[0])

    def ba_draw(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "draw", None, 0)

    def ba_draw_limit(self, children: list[Any]) -> tuple[str, str, Select | None, int]:
        from .compiler_transform import _ints

        return ("action", "draw", None, _ints(children)[0])

    def ba_attack(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "attack", None, 0)

    def _ban(self, children: list[Any], duration: str, window: str | None) -> Any:
        from .compiler_transform import NP, CompileError, Draft

        who = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("who",))
        _, action, select, limit = next(c for c in children if isinstance(c, tuple) and c[:1] == ("action",))
        if (who == "no_character") != (action == "attack"):
            raise CompileError("prohibition: who cannot do what")
        side = EACH if who == "no_character" else who
        params: tuple[tuple[str, Any], ...] = (("action", action), ("select", select), ("limit", limit),
                                               ("window", window), ("duration", duration))
        return Draft("ban", NP("ref", ref=Ref("player", side=side)), params=params)

    def e_ban_next_turn(self, children: list[Any]) -> Any:
        """«Противник не может разыгрывать карты в свой следующий ход»: only in that player's next turn."""
        from .compiler_transform import CompileError

        if ("who", OPPONENT) not in children:
            raise CompileError("«в свой следующий ход» of whom")
        return self._ban(children, END_OF_NEXT_OWN_TURN, "own_next_turn")

    def e_ban_until(self, children: list[Any]) -> Any:
        """«До <срока> каждый игрок не может брать более 1 карты за ход», «До конца хода ни один персонаж не может
        атаковать»."""
        from .compiler_transform import CompileError, _duration

        duration = _duration(children)
        if duration is None:
            raise CompileError("prohibition without a duration")
        return self._ban(children, duration, None)

    def ba_play_named(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        """«разыгрывать карты с таким названием»: the name of the «Назовите карту» before (the Finaliser refuses
        NAMED without it)."""
        return ("action", "play", Select(CARD, name=NAMED), 0)

    def e_they_ban_until(self, children: list[Any]) -> Any:
        """«Ранить каждого противника на 8, они не могут брать карты до начала вашего хода»: the players of the
        heroes named just before (``check_ban`` refuses the pronoun when it ends up meaning anything else)."""
        from .compiler_transform import NP, CompileError, Draft, _duration, _np_of

        duration = _duration(children)
        np = _np_of(children)
        if duration is None or np is None or np.kind != "it":
            raise CompileError("«<np> не могут брать карты»: only a pronoun for players named before")
        params: tuple[tuple[str, Any], ...] = (("action", "draw"), ("select", None), ("limit", 0),
                                               ("window", None), ("duration", duration))
        return Draft("ban", NP("it"), params=params)

    def e_ban_named_passive(self, children: list[Any]) -> Any:
        """«Карты с таким названием не могут быть разыграны до <срока>»: no player may play a card of the name named
        by the «Назовите карту» before."""
        from .compiler_transform import CompileError, _duration

        duration = _duration(children)
        if duration is None:
            raise CompileError("prohibition without a duration")
        return self._ban([("who", EACH), ("action", "play", Select(CARD, name=NAMED), 0)], duration, None)

    def e_steal_next_draw(self, _: list[Any]) -> Any:
        """«В следующий раз, когда противник должен взять карту, вместо этого вы берёте карту»."""
        from .compiler_transform import NP, Draft

        return Draft("replace_next_draw", NP("ref", ref=Ref("player", side=OPPONENT)), 1,
                     params=(("by", YOU), ("duration", PERMANENT)))

    # --- prevention ------------------------------------------------------------------------------------------

    def rp_prevent_verb(self, _: list[Any]) -> str:
        return "prevent"

    def e_prevent_next(self, children: list[Any]) -> Any:
        """«Предотвратите следующие N ран, наносимые любым вашим персонажам»: a shield of N wounds for your
        characters (on your hero; used up wound by wound, no time limit)."""
        from .compiler_transform import NP, Draft, _ints

        return Draft("prevent", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0],
                     params=(("scope", "characters"), ("duration", PERMANENT)))

    def s_prevent_first(self, _: list[Any]) -> list[StaticPart]:
        """«Предотвратите первую рану, полученную каждым вашим персонажем за ход»: once a turn for each of
        them, one wound it would take is prevented."""
        return [StaticPart("prevent_first", select=Select(CHARACTER, side=YOU), value=1)]

    # --- static prohibitions and limits ----------------------------------------------------------------------

    def s_forbid_control(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут быть взяты под контроль»."""
        from .compiler_transform import _np_of

        sel = self._static_select(_np_of(children), True)  # type: ignore[attr-defined]
        return [StaticPart("forbid", select=sel, what="be_controlled")]

    def s_forbid_control_hoard(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут быть взяты под контроль или добыты»."""
        parts = self.s_forbid_control(children)
        return [*parts, StaticPart("forbid", select=parts[0].select, what="be_hoarded")]

    def s_forbid_destroyed(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут быть уничтожены» (by «Уничтожьте»; death from wounds is not destruction)."""
        from .compiler_transform import _np_of

        sel = self._static_select(_np_of(children), True)  # type: ignore[attr-defined]
        return [StaticPart("forbid", select=sel, what="be_destroyed")]

    def s_forbid_destroyed_hoarding(self, children: list[Any]) -> list[StaticPart]:
        """«Ваши существа, добывшие карту, не могут быть уничтожены, пока <эта карта> в игре»: those of the cards
        named that hold a hoarded card now (state ``hoarding``)."""
        import dataclasses

        from .compiler_transform import CompileError, _np_of

        sel = self._static_select(_np_of(children), True)  # type: ignore[attr-defined]
        if sel is None or sel.state is not None or self.ctx.card_type != "creature":
            raise CompileError("«добывшие карту»: of which cards")
        return [StaticPart("forbid", select=dataclasses.replace(sel, state="hoarding"), what="be_destroyed")]

    def p_strike_changed(self, _: list[Any]) -> tuple[str, Any]:
        """«с силой удара, отличной от начальной»: its strike now differs from the printed one."""
        return ("state", "strike_changed")

    def s_np_cannot_attack(self, children: list[Any]) -> list[StaticPart]:
        """«Существа с силой удара, отличной от начальной, не могут атаковать»: the cards named have «Не может
        атаковать» (keyword ``cannot_attack``)."""
        from .compiler_transform import CompileError, _np_of

        sel = self._static_select(_np_of(children), True)  # type: ignore[attr-defined]
        if sel is None or sel.kind != "creature":
            raise CompileError("«<np> не могут атаковать»: creatures only")
        return [StaticPart("grant", select=sel, keyword="cannot_attack", value=1)]

    def c_rp_np_hoarding(self, children: list[Any]) -> Condition:
        """«если у вашего кошмара есть добытая карта»: one of your such creatures holds a hoarded card (state
        ``hoarding``)."""
        import dataclasses

        from .compiler_transform import CompileError, _np_of

        np = _np_of(children)
        if np is None or np.select is None or np.kind != "target" or np.select.side != YOU \
                or np.select.state is not None:  # «вашего кошмара»: any of them
            raise CompileError("«у <np> есть добытая карта»: of which card")
        return Condition("count", select=dataclasses.replace(np.select, state="hoarding"), op=">=", value=1)

    def s_forbid_hoard_hand_by_opponent(self, children: list[Any]) -> list[StaticPart]:
        """«Карты противника не могут добыть или положить в руку <X>»."""
        from .compiler_transform import _np_of

        np = _np_of(children)
        sel = None if np is None else self._static_select(np, True)  # type: ignore[attr-defined]
        return [StaticPart("forbid", select=sel, what="hoarded_by_opponent"),
                StaticPart("forbid", select=sel, what="to_hand_by_opponent")]

    def s_forbid_forced_fight(self, _: list[Any]) -> list[StaticPart]:
        """«<Эту карту> нельзя заставить сразиться»: no «Сразиться» effect makes it fight (either side)."""
        return [StaticPart("forbid", select=None, what="forced_fight")]

    def s_limit_coins(self, children: list[Any]) -> list[StaticPart]:
        """«Игроки не могут получать более N{м} за ход»: each player gains at most N coins a turn."""
        from .compiler_transform import _ints

        return [StaticPart("limit", what="gain_coins", value=_ints(children)[0])]

    # --- «если оно должно погибнуть, вместо этого …» ------------------------------------------------------------

    def link(self, children: list[Any]) -> Any:
        return children[0]

    def l_instead_of_death(self, children: list[Any]) -> tuple[str, list[Any]]:
        """«…; если оно должно погибнуть, вместо этого <инструкция>»: right after the instruction before (rules
        effects have not been applied yet), if the card is at 0 life, the instruction is done instead of its death."""
        from .compiler_transform import NP, CompileError, Draft

        drafts = next(c for c in children if isinstance(c, list))
        if any(d.optional or d.condition is not None for d in drafts):
            raise CompileError("«вместо этого» with a choice or a condition")
        return ("plain", [Draft("instead_of_death", NP("it"), group=drafts)])

    def s_lock_offturn_coins(self, _: list[Any]) -> list[StaticPart]:
        """«Игроки не могут закрывать или оплачивать {м} не в свой ход»: no coin payment outside one's own turn."""
        return [StaticPart("limit", what="offturn_coins")]


def check_ban(ability: Ability) -> None:
    """A «ban» says which players by a player Ref, or (a pronoun: «…, они не могут брать карты») by the heroes it
    stands for; any other card would make the prohibition fall on a card's controller by accident."""
    from .compiler_transform import CompileError

    def walk(effects: tuple[Any, ...]) -> None:
        for e in effects:
            if e.verb == "ban" and e.what is not None and e.what.kind not in ("player", "hero"):
                raise CompileError("«… не могут …»: the pronoun is not a player")
            walk(e.then)
            walk(e.otherwise)

    walk(ability.effects)
