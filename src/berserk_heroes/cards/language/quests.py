"""Quests (docs/quests.md): the quest counter {!} on a card, counted; «завершите этот квест».

The transformer mixin for ``quests.lark``."""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    COMPLETED,
    EVENT,
    GRAVEYARD,
    OPPONENT,
    PLAY,
    QUEST_COMPLETED,
    QUEST_COUNTER,
    QUEST_COUNTERS_PUT,
    REPLACED,
    THIS,
    WITH_QUEST_COUNTERS,
    YOU,
    Amount,
    Condition,
    Cost,
    Effect,
    Select,
    StaticPart,
    Trigger,
    nested_effects,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import X_TARGETS, _ints, _np_of
from berserk_heroes.cards.language.counters import marker_name


def _quest_in(np: NP) -> Select | None:
    """The quests ``np`` picks («ваш квест», «завершённый квест»); None if it picks other cards."""
    return np.select if np.select is not None and np.select.card_type == "quest" else None


class QuestsPhrases:
    """Phrases of quests."""

    ctx: Any
    _subject: Any

    def adj_completed(self, _: list[Any]) -> tuple[str, Any]:
        """«завершённый квест»: a card among the completed quests."""
        return ("zone", COMPLETED)

    def ev_quest_completed(self, _: list[Any]) -> Trigger:
        """«Когда вы завершаете квест»: a quest goes to your pile of completed quests (whoever owns it)."""
        return Trigger(QUEST_COMPLETED, subject=Select(CARD, side=YOU, card_type="quest"))

    def ev_quest_counters_put(self, children: list[Any]) -> Trigger:
        """«Когда ваш квест получает {!}»: an instruction put quest counters on a matching card (not one of this
        card's own: abilities.QUEST_COUNTERS_PUT)."""
        return Trigger(QUEST_COUNTERS_PUT, subject=self._subject(_np_of(children)))

    def s_take_quests_from_grave(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете брать квесты с кладбища»: the controller may take a quest of his own graveyard (a zone named
        without its owner is yours, FAQ #16) as from the hand (``play_from_own_grave``, select: quests there)."""
        return [StaticPart("play_from_own_grave", select=Select(CARD, side=YOU, zone=GRAVEYARD, card_type="quest"))]

    def s_opponent_takes_no_quests(self, children: list[Any]) -> list[StaticPart]:
        """«Противник не может брать квесты»: the opponent of this card's controller may take none from his hand."""
        if ("who", OPPONENT) not in children:
            raise CompileError("who may not take quests")
        return [StaticPart("limit", what="opponent_quests", value=0)]

    def cc_quest(self, children: list[Any]) -> tuple[int, str]:
        """«N{!}»: N quest counters (one without a number)."""
        return (_ints(children) or [1])[0], QUEST_COUNTER

    def e_more_quest_counters(self, children: list[Any]) -> Draft:
        """«положите ещё N{!}» with no place named, in a quest's own text: N more quest counters on this quest (the
        place of the «положите N{!} на эту карту» before it)."""
        if self.ctx.card_type != "quest":
            raise CompileError("«положите ещё N{!}» with no place, outside a quest")
        return Draft("counters", NP("ref", ref=THIS), _ints(children)[0], params=(("counter", QUEST_COUNTER),))

    def e_complete_self(self, _: list[Any]) -> Draft:
        """«Завершите этот квест»: the quest goes from play to the completed quests."""
        return Draft("move", NP("ref", ref=THIS), params=(("to", COMPLETED),))

    def e_complete_chosen(self, _: list[Any]) -> Draft:
        """«Завершите (любой) квест»: a quest in play, chosen (either player's), goes to the completed quests."""
        quest = NP("target", select=Select(CARD, side=ANY, card_type="quest"), implicit=True)
        return Draft("move", quest, params=(("to", COMPLETED),))

    def e_replace_quest(self, children: list[Any]) -> Draft:
        """«Замените <ваш квест> <завершённым квестом>»: the quest in play, chosen, leaves play without being completed
        (``move`` to COMPLETED, params replaced), and then the completed quest chosen enters play under your control.
        Both are chosen when the ability is declared."""
        old, new = (_quest_in(c) for c in children if isinstance(c, NP))
        if old is None or new is None or old.zone != PLAY or new.zone != COMPLETED:
            raise CompileError("«замените <квест в игре> <завершённым квестом>»")
        comes_back = Draft("put_into_play", NP("target", select=new, implicit=True), params=(("from", (COMPLETED,)),))
        return Draft("move", NP("target", select=old, implicit=True),
                     params=(("to", COMPLETED), (REPLACED, True)), then=[comes_back])

    def costs_complete_quest(self, children: list[Any]) -> list[Cost]:
        """«N{м}, завершите любой квест:» — coins, then a quest in play (either player's) picked and completed."""
        return [*(c for part in children if isinstance(part, list) for c in part), Cost("complete_quest")]

    def c_paid_own_quest(self, _: list[Any]) -> Condition:
        """«если вы завершили свой квест»: the quest completed to pay for this activation was yours (``paid_own``)."""
        return Condition("paid_own")

    def ad_quest_counters(self, _: list[Any]) -> Amount:
        """«количество {!} на этой карте»."""
        return Amount("quest_counters", ref=THIS)

    def pe_quest_counters(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждый {!} на этой карте»; «за каждые N {!} …»: their number divided by N."""
        return ("per_each", Amount("quest_counters", ref=THIS, div=(_ints(children) or [1])[0]))

    def e_ready_x_counted(self, children: list[Any]) -> Draft:
        """«Подготовьте Х <ваших существ>, где Х — …»: targets numbered by the «где Х» amount — the Select state
        X_TARGETS waits for it (abilities.replace_x_in_selects makes it QUEST_COUNTER_COUNT, or refuses)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or not np.plural or np.select is None or np.select.zone != PLAY \
                or np.select.state is not None:
            raise CompileError("«подготовьте Х <карт>» of what")
        many = NP("target", select=dataclasses.replace(np.select, state=X_TARGETS), min=0, max=30, plural=True)
        return Draft("open", many, params=(("ready", True),))

    def p_with_quest_counters(self, _: list[Any]) -> tuple[str, Any]:
        """«существо с {!}»: a card with quest counters on it (as it left play, for a death: engine/selectors.py)."""
        return ("state", WITH_QUEST_COUNTERS)

    def pe_quest_counters_of_dead(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждый {!} на погибшем существе»: the {!} the trigger's creature had when it left play."""
        return ("per_each", Amount("quest_counters", ref=EVENT(), div=(_ints(children) or [1])[0]))

    def s_extra_quest_per_counter(self, children: list[Any]) -> list[StaticPart]:
        """«Вы можете иметь дополнительный квест за каждый ваш эффект места»: the controller may have one more quest in
        play per counter of that name on the cards he controls (``quest_limit``, value 1, counter: the name)."""
        return [StaticPart("quest_limit", value=1, counter=marker_name(children[-1]))]


def gate_quest_sentence(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """«<trigger>, если <условие>, <инструкция>; <инструкция>, при этом завершите этот квест» (Помочь сбежать): the
    condition before the first instruction holds for the whole sentence — a quest is not completed when it does not
    hold — so the instructions run as one ``sequence`` under that condition."""
    if len(effects) < 2 or effects[0].condition is None:
        return effects
    if not any(_completes_this(e) for e in nested_effects(effects[1:])):
        return effects
    first = dataclasses.replace(effects[0], condition=None)
    return (Effect("sequence", params=(("effects", (first, *effects[1:])),), condition=effects[0].condition),)


def _completes_this(e: Effect) -> bool:
    """«завершите этот квест»: this card moves to the completed quests."""
    return e.verb == "move" and e.what == THIS and e.param("to") == COMPLETED
