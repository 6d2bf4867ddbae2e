"""Transformer methods of the «misc_c» phrase family (round 6: a mixed list of one-card phrases), mixed into
``compiler_transform.ToAbilities``; the check :func:`check_misc_c` runs on every compiled ability
(``compiler.check_vocabulary``).

Methods are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «misc_c» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    CHARACTER,
    CREATURE,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Condition,
    Select,
    StaticPart,
)

# Condition kind: the card the instruction just before wounded (one target) is a creature and did not survive
MC_IT_DIED = "mc_it_died"
# Select state: a card that has (printed and not lost, or given) an ability that shoots («есть выстрел»)
MC_HAS_SHOT = "mc_has_shot"
# Keyword (given by a static only): «Чешуя» of the card also prevents the wounds of abilities
SCALES_VS_ABILITIES = "scales_vs_abilities"
# Static kind: no player may play a card of the name of a card played this turn
MC_NO_REPLAY_NAMES = "mc_no_replay_names"
# Condition kind: the creature this spell's «Жажда» payment wounded died of it
MC_THIRST_KILLED = "mc_thirst_killed"
# Replaced event: the first draw of a turn of a player whose deck is empty
FIRST_DRAW_FROM_EMPTY_DECK = "first_draw_from_empty_deck"
# Condition kind: the card the instruction before wounded is a creature still alive
MC_CREATURE_SURVIVED = "mc_creature_survived"
# the error of «раненное таким образом существо» with nothing wounded before it (a spell's paragraph joins the one above)
MC_NOT_AFTER_WOUND = "«существо погибло / выжило» not after wounding one card"
# Keyword: the card's «Жажда» may wound a creature of the opponent instead of a character of yours
MC_THIRST_ENEMY = "mc_thirst_enemy"
# Select state (compiler only): «<существа> с таким же ударом» — read by «ранить всех существ с таким же ударом»
MC_SAME_STRIKE = "mc_same_strike"


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class MiscCPhrases:
    """Mixin of ``ToAbilities``: the «misc_c» rules."""

    def c_mc_creature_died(self, _: list[Any]) -> Condition:
        """«если существо погибло» right after an instruction that wounded one card (a «Выстрел на N» at a character,
        a «Ранить»): that card is a creature and it did not survive — it left play, or its life is 0 or less (it
        dies by the rules once the ability has resolved). The opposite of «если оно выжило» (``lb_it_survived``), for
        a creature; a hero hit by the shot is no «существо»: the condition is false. Checked by :func:`check_misc_c`."""
        return Condition(MC_IT_DIED)

    def e_mc_chosen_player_reveals(self, _: list[Any]) -> Any:
        """«Выбранный игрок показывает руку»: the caster picks a player (two modes, as «Игрок …» of «costs_misc»), who
        shows his hand (``reveal_hand``: information only)."""
        ct = _ct()
        return self._a_player(lambda who, _: [ct.Draft("reveal_hand", ct.NP("ref", ref=who))])  # type: ignore[attr-defined]

    def c_mc_thirst_killed(self, _: list[Any]) -> Condition:
        """«если от жажды <этой карты> погибло существо»: the character this card's «Жажда X» payment wounded (digest
        §3.2: another character of yours, wounded by X as the card is played) was a creature brought to 0 life by it,
        and it is no longer in play when the condition is checked (``play.ThirstFrame`` records it)."""
        if self.ctx.card_type != "spell":  # type: ignore[attr-defined]
            raise _ct().CompileError("«от жажды этой карты» of a card other than a spell")
        return Condition(MC_THIRST_KILLED)

    def a_mc_replace_first_draw_empty(self, children: list[Any]) -> Ability:
        """«Если в вашей колоде не осталось карт, вместо взятия первой карты за ход <инструкции>» (Шарль де Лорм): a
        replacement static (``replace`` of the event ``first_draw_from_empty_deck``, about its controller's hero): when he
        must draw with an empty deck and has not yet drawn, or tried to draw, a card this turn (any turn, any draw),
        the instructions are done instead — and that draw does not fail. Their targets are named when applied."""
        import dataclasses

        from berserk_heroes.abilities import DRAWN, HERO, STATIC, Trigger

        from .compiler_transform import Finaliser

        drafts = next(c for c in children if isinstance(c, list))
        fin = Finaliser(Trigger(DRAWN), self.ctx.name, False, self.ctx.card_type)  # type: ignore[attr-defined]
        targets, effects = fin.run(drafts)
        targets = tuple(dataclasses.replace(t, at_execution=True) for t in targets)
        if any(e.what is not None and e.what.kind in ("event", "it") for e in effects):
            raise _ct().CompileError("«вместо взятия первой карты»: a pronoun")
        return Ability(STATIC, targets=targets, effects=effects,
                       statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=FIRST_DRAW_FROM_EMPTY_DECK),))

    def c_mc_wounded_creature_survived(self, _: list[Any]) -> Condition:
        """«если раненное таким образом существо выжило» right after an instruction that wounded one card (a «Ранить
        персонажа» too): that card is a creature, in play with life above 0 (as «если оно выжило», ``lb_it_survived``,
        which is only read after wounding a creature; a hero wounded is no «существо»: false). Checked by
        :func:`check_misc_c`; in a spell's next paragraph it joins the paragraph above (``compiler._JOIN_ERRORS``)."""
        return Condition(MC_CREATURE_SURVIVED)

    def k_mc_thirst_enemy(self, children: list[Any]) -> list[Any]:
        """«Жажда N (вместо вашей карты можете ранить существо противника)»: the keyword Жажда N (digest §3.2: as the
        card is played, another character of yours takes N wounds from it) whose payment may wound a creature of the
        opponent instead — the keyword ``mc_thirst_enemy`` beside ``thirst`` N (``play.thirst_targets`` offers them)."""
        ct = _ct()
        return [ct.KW("thirst", ct._ints(children)[0]), ct.KW(MC_THIRST_ENEMY, 1)]

    def c_mc_has_shot(self, _: list[Any]) -> Condition:
        """«Если у него есть выстрел, он …»: the card the instruction acts on (``SAME_CARD``, the card named just
        before: checked by :func:`check_misc_c`) has an ability that shoots (a «Выстрел» of its own: printed and not
        lost, or given to it), when the instruction is executed."""
        return Condition("it_fits", ref=_ct().SAME_CARD, select=Select(CHARACTER, state=MC_HAS_SHOT))

    def e_mc_player_destroys_only(self, children: list[Any]) -> Any:
        """«Игрок уничтожает своё существо, если под его контролем нет других существ» (Грани смерти): you choose a
        player (two modes, as «Игрок сбрасывает карту»); that player destroys his one creature — only when he controls
        no other creature (``destroy_own_pick`` under the condition «he controls one creature or none»). Not a
        target (Защита от заклинаний does not stop it)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if np.kind != "target" or np.select is None or np.max != 1 or np.select != Select(CREATURE):
            raise ct.CompileError("«Игрок уничтожает своё …» of something other than a creature")
        modes = []
        for who, side in ((YOU_PLAYER, YOU), (OPPONENT_PLAYER, OPPONENT)):
            draft = ct.Draft("destroy_own_pick", ct.NP("ref", ref=who), 1,
                             params=(("select", Select(CREATURE, side=side)),))
            draft.condition = Condition("count", select=Select(CREATURE, side=side), op="<=", value=1)
            modes.append([draft])
        return ct.Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def p_mc_same_strike(self, _: list[Any]) -> tuple[str, Any]:
        """«с таким же ударом»: only in «ранить всех существ с таким же ударом» (below)."""
        return ("state", MC_SAME_STRIKE)

    def e_mc_wound_same_strike(self, children: list[Any]) -> Any:
        """«ранить всех существ с таким же ударом» after «Ранить <существо> на величину его удара» (Искусство войны):
        the strike X of that card (the pronoun: the card named last) when executed; every creature in play whose
        strike is X is wounded by X (``mc_wound_same_strike``; checked by :func:`check_misc_c`)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if np.kind != "all" or np.select != Select(CREATURE, state=MC_SAME_STRIKE):
            raise ct.CompileError("«Ранить <np>» without an amount")
        return ct.Draft("mc_wound_same_strike", ct.NP("it"))

    def e_mc_opp_may_give(self, children: list[Any]) -> Any:
        """«Противник может отдать своё существо под ваш контроль» (Шантаж): the opponent picks one of the creatures he
        controls (not a target) and you take control of it — or he declines (``mc_opponent_may_give``; done only if he
        gave one, so an «иначе …» runs when he declines or has none, digest §7.4)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if np.kind != "target" or np.select is None or np.max != 1 or np.select != Select(CREATURE):
            raise ct.CompileError("«Противник может отдать своё …» of something other than a creature")
        return ct.Draft("mc_opponent_may_give", ct.NP("ref", ref=OPPONENT_PLAYER), 1,
                        params=(("select", Select(CREATURE, side=OPPONENT)),))

    def s_mc_scales_vs_abilities(self, children: list[Any]) -> list[StaticPart]:
        """«Чешуя <ваших существ> предотвращает также раны от способностей (в том числе от заклинаний)»: a static
        ``grant`` of the keyword ``scales_vs_abilities`` to the cards named — their «Чешуя X» (digest §6.2: prevents
        the wounds of a strike or shot of strength X or less) also prevents the wounds of an ability (a «Ранить» of an
        ability or a spell) of X or less (``wounds.deal_wounds``). Only for a plural «ваших <существ>»."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if np.kind != "all" or np.select is None or np.select.kind != CREATURE or np.select.side != YOU \
                or np.select.zone != PLAY:
            raise ct.CompileError("«Чешуя <np> предотвращает также …» of what")
        return [StaticPart("grant", select=np.select, keyword=SCALES_VS_ABILITIES, value=1)]

    def s_mc_no_replay_names(self, _: list[Any]) -> list[StaticPart]:
        """«Игроки не могут разыгрывать карты с таким же названием, как у карт, разыгранных в этот ход»: while the
        card is in play, no player may play a card (from the hand, by Засада, from the graveyard, for free …) whose
        name is the name of a card played this turn by either player (before this card came into play too)."""
        return [StaticPart(MC_NO_REPLAY_NAMES)]


def check_misc_c(ability: Ability) -> None:
    """Refuse the «misc_c» phrases where their reference is not the one card they are written for."""
    from .compiler_transform import CompileError

    effects = ability.effects
    for prev, effect in zip((None, *effects), effects):
        cond = effect.condition
        if cond is not None and cond.kind in (MC_IT_DIED, MC_CREATURE_SURVIVED) and (
                prev is None or prev.verb not in ("wound", "shot") or prev.what is None or prev.what.kind != "target"
                or ability.targets[prev.what.index].max != 1
                or ability.targets[prev.what.index].select.kind not in (CREATURE, CHARACTER)):
            raise CompileError(MC_NOT_AFTER_WOUND)
        if cond is not None and cond.kind == "it_fits" and cond.select is not None \
                and cond.select.state == MC_HAS_SHOT and (
                prev is None or effect.what is None or effect.what.kind != "target" or prev.what != effect.what
                or ability.targets[effect.what.index].max != 1):
            raise CompileError("«если у него есть выстрел» about another card than the one acted on")
        if effect.verb == "mc_wound_same_strike":
            if prev is None or prev.verb != "wound" or prev.what is None or prev.what.kind != "target" \
                    or effect.what != prev.what or not isinstance(prev.amount, Amount) \
                    or prev.amount.kind != "strike" or prev.amount.ref != prev.what:
                raise CompileError("«с таким же ударом» not after «Ранить … на величину его удара»")
            target = ability.targets[prev.what.index]
            if target.max != 1 or target.select.kind != CREATURE or target.select.zone != PLAY:
                raise CompileError("«с таким же ударом» of what")
    for effect in effects:
        for mode in effect.param("modes", ()):
            if isinstance(mode, Ability):
                check_misc_c(mode)

