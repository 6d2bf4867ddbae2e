"""Transformer methods of the «zones_c» phrase family (mixed into ``compiler_transform.ToAbilities``): zones and cards
moving between them, round 4 — the sideboard («дополнительная колода»), searches, graveyards.

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_c» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    CARD,
    DECK,
    DIES,
    ENTERS_PLAY,
    GRAVEYARD,
    HAND,
    OPPONENT,
    PLAY,
    TARGET,
    THIS,
    TRIGGERED,
    YOU,
    Ability,
    Cost,
    Effect,
    Ref,
    Select,
    Target,
    Trigger,
)


class ZonesCPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «zones_c» phrases."""

    def e_zc_summon_self_sideboard(self, _: list[Any]) -> Any:
        """«Вызовите <эту карту> из вашей дополнительной колоды»: this very card, from its owner's sideboard, enters
        play under the controller. Supported only in an ability that works in the sideboard (``engine/support.py``)."""
        from .compiler_transform import NP, Draft

        return Draft("zc_summon_self_sideboard", NP("ref", ref=THIS))

    def a_zc_paid_grave_summon_self(self, children: list[Any]) -> Ability:
        """«Замешайте N карт с кладбища противника в его колоду: Вызовите <эту карту> из вашей дополнительной колоды»:
        an activated ability (its zone, the sideboard, is set by the printed reminder)."""
        from .compiler_transform import CompileError

        cost = children[0]
        if not isinstance(cost, Cost):
            raise CompileError("which payment")
        draft = self.e_zc_summon_self_sideboard([])
        return self._ability(ACTIVATED, [draft], costs=(cost,))  # type: ignore[attr-defined]

    def e_zc_swap_hand_sideboard(self, _: list[Any]) -> Any:
        """«Поменяйте местами вашу руку и дополнительную колоду»: your hand becomes your sideboard and your sideboard
        your hand."""
        from .compiler_transform import NP, Draft

        return Draft("zc_swap_hand_sideboard", NP("ref", ref=Ref("player", side=YOU)))

    def n_zc_name_yaks(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«Яков» (after «до N»): cards named «Як» (Погонщик яков: «Поиск – до двух Яков»)."""
        return [("noun", (CARD, True, ())), ("name", "Як")]

    def e_zc_discard_kind(self, children: list[Any]) -> Any:
        """«Сбросьте заклинание / существо»: one card of that kind from your hand, picked by you (``discard`` with params
        ``select``); nothing when there is none (so an «иначе …» after it happens)."""
        from .compiler_transform import NP, CompileError, Draft

        sel = next((c for c in children if isinstance(c, Select)), None)
        if sel is None:
            raise CompileError("discard what")
        return Draft("discard", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("chooser", "owner"), ("select", sel)))

    def zc_end_own(self, _: list[Any]) -> tuple[str, str]:
        from berserk_heroes.engine.delayed import END_OWN

        return ("moment", END_OWN)

    def a_zc_trig_end_own(self, children: list[Any]) -> Ability:
        """«Найм: В конце вашего хода <инструкция>»: when the card enters play, a delayed instruction is set up for the
        end of your turn (this turn if it is yours, else your next one; engine/delayed.py ``end_own``)."""
        from .compiler_transform import CompileError, Draft

        trigger = children[0]
        inner = next((c for c in children if isinstance(c, Draft)), None)
        if inner is None or inner.verb == "delayed" or getattr(trigger, "event", None) != ENTERS_PLAY:
            raise CompileError("«В конце вашего хода» after a trigger other than «Найм»")
        draft = Draft("delayed", None, params=(("moment", "end_own"),), group=[inner])
        return self._ability(TRIGGERED, [draft], trigger=trigger)  # type: ignore[attr-defined]

    def e_zc_opp_may_discard_else(self, children: list[Any]) -> Any:
        """«Противник может сбросить <карту>, иначе показывает руку и сбрасывает <карту> на ваш выбор»: the opponent may
        discard one card of his hand of the first kind (he picks it, or declines); if he does not, his hand is shown
        and he discards one card of the second kind that you pick (nothing if he has none)."""
        from .compiler_transform import NP, CompileError, Draft

        sels = _one_card_selects(children)
        if len(sels) != 2 or any(sel.side != ANY or sel.zone != PLAY for sel in sels):
            raise CompileError("the opponent may discard what, else what")
        first, second = (dataclasses.replace(sel, side=OPPONENT, zone=HAND) for sel in sels)
        him = NP("ref", ref=Ref("player", side=OPPONENT))
        reveal = Draft("reveal_hand", him)
        pick = Draft("discard", him, 1, params=(("chooser", YOU), ("select", second)))
        may = Draft("zc_opponent_may_discard", him, 1, params=(("select", first),))
        may.otherwise.append(Draft("sequence", group=[reveal, pick]))
        return may

    def e_zc_reveal_hand_search_same_name(self, children: list[Any]) -> Any:
        """«показать <карту> из вашей руки, Поиск — <карта> с таким же названием»: you pick one such card of your hand
        (or none: then nothing more happens) and show it; its name is kept as the named card (``GameState.named``), and
        the search looks for a card of that name (``Select.name`` NAMED)."""
        from berserk_heroes.abilities import DECK, NAMED

        from .compiler_transform import NP, SAME_NAME, CompileError, Draft

        sels = _one_card_selects(children)
        if len(sels) != 2 or sels[0].zone != HAND or sels[0].side not in (YOU, ANY) \
                or sels[1].zone != PLAY or sels[1].side != ANY or sels[1].name != SAME_NAME:
            raise CompileError("show what (from your hand), search what")
        shown = dataclasses.replace(sels[0], side=YOU, zone=HAND)
        found = dataclasses.replace(sels[1], side=YOU, zone=DECK, name=NAMED)
        me = NP("ref", ref=Ref("player", side=YOU))
        show = Draft("zc_reveal_from_hand_name", me, 1, params=(("select", shown),))
        show.then.append(Draft("search", me, 1, params=(("select", found), ("up_to", False))))
        return show


def _one_card_selects(children: list[Any]) -> list[Select]:
    """The selectors of the noun phrases among ``children`` when each names one card to pick (a target of one);
    an empty list when some noun phrase is anything else."""
    from .compiler_transform import NP

    out: list[Select] = []
    for np in (c for c in children if isinstance(c, NP)):
        if np.kind != "target" or np.select is None or np.min != 1 or np.max != 1:
            return []
        out.append(np.select)
    return out


class ZonesCPhrases2:
    """More «zones_c» phrases (graveyard triggers)."""

    def e_zc_remove_lives_revive_self(self, children: list[Any]) -> Any:
        """«снять N дополнительные жизни с ваших персонажей, при этом возродить <эту карту>»: you pick N дополнительные
        жизни among your characters in play (one pick per life; nothing when they have fewer than N in all); only then
        (``then``) this very card comes back from the graveyard (``revive`` of THIS)."""
        from .compiler_transform import NP, Draft, _ints

        n = _ints(children)[0]
        me = NP("ref", ref=Ref("player", side=YOU))
        remove = Draft("zc_remove_extra_lives", me, n)
        remove.then.append(Draft("revive", NP("ref", ref=THIS), 1))
        return remove

    def e_zc_search_opp_deck_to_grave(self, _: list[Any]) -> Any:
        """«Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище»: you
        look through the opponent's deck for a card whose cost is at most the cost of the trigger's card (the creature
        that died), may take one (a search may be declined), it is shown and goes to its owner's graveyard; his deck
        is shuffled. Only after a trigger about one card (checked by ``check_zc``)."""
        from .compiler_transform import NP, Draft

        return Draft("zc_search_opp_deck_to_grave", NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=(("select", Select(CARD, side=OPPONENT, zone=DECK)),))


def zc_finish(kind: str, trigger: Trigger | None, costs: tuple[Cost, ...], targets: tuple[Target, ...],
              effects: tuple[Effect, ...]) -> tuple[tuple[Target, ...], tuple[Effect, ...]]:
    """The «zones_c» checks and rewrites of a finished ability (called by ``ToAbilities._ability``)."""
    from .compiler_transform import CompileError

    if any(e.verb == "zc_search_opp_deck_to_grave" for e in A.nested_effects(effects)) and (
            kind != TRIGGERED or trigger is None or trigger.event != DIES or trigger.subject is None):
        raise CompileError("«той же стоимости» without a trigger about a creature that died")
    if kind == ACTIVATED:
        return zc_paid_grave_target(costs, targets, effects)
    return targets, effects


def zc_paid_grave_target(costs: tuple[Cost, ...], targets: tuple[Target, ...],
                         effects: tuple[Effect, ...]) -> tuple[tuple[Target, ...], tuple[Effect, ...]]:
    """«Уничтожьте ваше существо: Верните другое существо с вашего кладбища в руку» (Остомант): the creature to return
    is a target named at declaration (118.2: a bare noun), before the payment (113.3), so the creature destroyed as
    the payment — not yet in the graveyard then — cannot be it. (Picked on resolution, it could.) Only this shape;
    every other ability is returned unchanged."""
    if not any(c.kind == "destroy_own" for c in costs) or len(effects) != 1:
        return targets, effects
    e = effects[0]
    sel = e.param("select")
    if e.verb != "to_hand_from_graveyard" or e.what != Ref("player", side=YOU) or e.amount != 1 \
            or e.param("up_to") or sel is None or sel.zone != GRAVEYARD or sel.side != YOU or e.then or e.otherwise \
            or e.condition is not None or e.optional:
        return targets, effects
    back = Effect("grave_card_to_hand", TARGET(len(targets)))
    return (*targets, Target(sel)), (back,)
