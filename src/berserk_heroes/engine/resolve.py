"""Resolving one item of the Queue: its effects in order, with connectors and partial execution.

«при этом» (``then``) runs only after the effect was fully done; «иначе» (``otherwise``) when it was refused
or could not be fully done (§7.4). An ability with several targets executes as far as it can and fails only
if no target could receive its effect (120.7); partly executed counts as executed (120.8).
"""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from ..decisions import DONE, NO, TARGET, YES, Decision, Option
from . import declare
from .ability_facts import NESTED_TARGETS_BASE, nested_mode_targets
from .effects import CAN_DO, FULL, NONE, cards_of, execute
from .events import emit
from .frames import pop
from .replacements import POISON
from .resolution import Resolution
from .restrictions import obliged_targets
from .selectors import condition_holds
from .state import GameState, ability_at
from .trigger_points import POISON_ABILITY, take_declared_may
from .wounds import deal_wounds

DECLINED = -1  # a «можете X» declined while X could be done: not «если вы не можете этого сделать» (params if_unable)


class ResolveFrame(Resolution):
    """Executes the effects of ``item`` (engine/resolution.py: what they have done so far)."""

    __slots__ = ()

    def step(self, s: GameState) -> Decision | None:
        item = self.item
        if item.ability == POISON_ABILITY:
            pop(s, self)
            deal_wounds(s, -1, item.source, item.event[3], POISON)
            return None
        if not self.started:
            self.started = True
            self.work = [(ability_at(s.catalog, item.source, item.ability).effects, 0, 0)]
            if item.kind == "triggered" and s.turn_counts and take_declared_may(s, item.source, item.ability):
                self.agreed = True  # its first «можете» was agreed to by declaring it from a hidden zone
        while self.work:
            effects, i, base = self.work[-1]
            self.base = base
            if i >= len(effects):
                self.work.pop()
                continue
            effect = effects[i]
            result = self._execute(s, effect)
            if isinstance(result, Decision):
                return result
            self.work[-1] = (effects, i + 1, base)
            self.done, self.doing, self.excess, self.doing_excess = self.doing, (), self.doing_excess, 0
            self.choice = None
            self.agreed = False
            self.scratch = ()
            if isinstance(result, list):  # modes chosen at declaration: (effects, target base) each, in order
                self.work.extend((effects_, 0, b) for effects_, b in reversed(result))
                continue
            if isinstance(result, tuple):  # a group of effects to run now
                self.work.append((result, 0, base))
                continue
            if result == FULL and effect.then:
                self.work.append((effect.then, 0, base))
            elif result not in (FULL, DECLINED) and effect.otherwise:
                self.work.append((effect.otherwise, 0, base))
        pop(s, self)
        return None

    def _late_target(self, s: GameState, effect: A.Effect) -> Decision | None:
        """If ``effect`` uses a target that is named at execution (§7.4) and not named yet, ask for it."""
        ref = effect.what
        if ref is None or ref.kind != "target":
            return None
        index = self.base + ref.index
        ab = ability_at(s.catalog, self.item.source, self.item.ability)
        if index >= NESTED_TARGETS_BASE:  # a target of a mode chosen at resolution: named when reached
            if index in self.late:
                return None
            spec = nested_mode_targets(ab)[0][index - NESTED_TARGETS_BASE]
        else:
            specs = ab.targets
            if index >= len(specs) or not specs[index].at_execution or index in self.late:
                return None
            spec = specs[index]
        chosen = self.late.get(-1 - index, ())
        if self.choice is not None:
            picked, self.choice = self.choice, None
            if picked.kind == DONE:
                self._named(index, chosen, s)
                return None
            chosen = (*chosen, picked.card)
        mandatory = declare.mandatory_trigger(self.item.kind, (ab,)) and not (
            s.config.absence_clause_replaces_own_fallback and declare.absence_planned(ab, spec))
        cands = [c for c in declare.target_candidates(s, self.item.player, self.item.source, spec, self.item.kind,
                                                      self.item.event, mandatory) if c not in chosen]
        cands = declare.not_named_before(spec, cands, [*self.item.targets,
                                                       *(group for key, group in self.late.items() if key >= 0)])
        if effect.verb == "shot":  # a shot is an attack: «должен быть выбран целью каждой атаки» (named late)
            cands = obliged_targets(s, A.SHOT_ATTACK, self.item.player, cands)
        if len(chosen) >= spec.max or not cands:
            self._named(index, chosen, s)
            return None
        self.late[-1 - index] = chosen
        options = [Option(TARGET, c) for c in cands]
        if len(chosen) >= spec.min:
            options.append(Option(DONE))
        chooser = self.item.player if spec.chooser == A.YOU else 1 - self.item.player
        name = s.name(self.item.source)
        return Decision(chooser, "target", tuple(options), f"{name}: выберите цель", f"{name}: choose a target")

    def _named(self, index: int, chosen: tuple[int, ...], s: GameState | None = None) -> None:
        self.late[index] = chosen
        self.late.pop(-1 - index, None)
        if s is not None and s.catalog.any_triggers:  # a target named at execution also «becomes a target»
            for iid in chosen:
                emit(s, A.TARGETED, iid, self.item.source, player=self.item.player)

    def _execute(self, s: GameState, effect: A.Effect) -> Any:
        if effect.condition is not None and self.choice is None and not self.agreed:
            it = self.last
            if effect.condition.ref is not None and effect.condition.ref.kind == "same_card":
                it = tuple(cards_of(s, self, effect.what)) if effect.what is not None else ()
            elif effect.condition.kind in ("namesake_in_grave",  # about the trigger's card
                                           "event_cost_above_coins",  # «если его стоимость …»
                                           "no_other_creatures",  # «нет других существ» (Гхар-дунн)
                                           "event_cost_below_count",  # «… меньше количества …»
                                           "event_card_fits"):  # «если это <тип>» after a discard trigger
                it = (self.item.event[1],) if self.item.event else ()
            cond, prev = effect.condition, self.cond_prev
            if cond.kind == "not" and prev is not None and cond.parts[0] == prev[0]:
                it = prev[1]  # «…, иначе …» asks about the card its «если» asked about
            self.cond_prev = (cond, it)
            if not condition_holds(s, effect.condition, self.item.source, self.item.player, it):
                return NONE
        if effect.optional and not self.agreed:
            if self.choice is None:
                decider = self.item.player if effect.param("decider") is None else 1 - self.item.player
                ru, en = self._may_prompt(s)
                return Decision(decider, "yes_no", (Option(YES), Option(NO)), ru, en)  # («противник может …»: he decides)
            if self.choice.kind == NO:
                return self._declined(s, effect)
            self.agreed = True
            self.choice = None
        # A target named at execution (§7.4) is asked for after «можете» was agreed to (no target is named for an
        # instruction the player declines).
        late = self._late_target(s, effect)
        if late is not None:
            return late
        return execute(s, self, effect, self.choice)

    def _may_prompt(self, s: GameState) -> tuple[str, str]:
        """The question of a «можете …» (Russian, English): the card and its ability as printed — the engine keeps no
        describer of its own (that is the compiler's, cards/describe.py), and the printed words are what the player
        reads on the card."""
        name = s.name(self.item.source)
        text = getattr(ability_at(s.catalog, self.item.source, self.item.ability), "text", "")
        if not text:
            return f"{name}: воспользоваться возможностью?", f"{name}: use the option?"
        return f"{name}: «{text}» — воспользоваться?", f"{name}: “{text}” — use it?"

    def _declined(self, s: GameState, effect: A.Effect) -> int:
        """The result of a «можете X» declined: not done (its «иначе» runs); but «если вы не можете этого сделать, Y»
        (params ``if_unable``) runs Y only if X could not have been done (RulesConfig ``declined_is_unable``)."""
        if not effect.param(A.IF_UNABLE) or s.config.declined_is_unable:
            return NONE

        return DECLINED if CAN_DO[effect.verb](s, self, effect) else NONE

    def apply(self, s: GameState, option: Option) -> None:
        self.choice = option
