"""Attaching a card to a creature in play: «Модуль» and «Присоедините X к Y» (digest «Модуль», §2.1).

A card with «Модуль» that would enter play may instead be attached to a «механизм» of its controller (its Найм
still fire); «Присоедините X к Y» attaches a card the same way. The card attached becomes a part of the creature
it is attached to, which is then a combined card (engine/combined.py: what a combined card is; zones.settle: its
parts when it leaves play).
"""

from __future__ import annotations

from .. import abilities as A
from ..decisions import NO, TARGET, Decision, Option
from .ability_facts import battle_spent, turn_limit
from .combined import part_abilities, part_of_ability
from .continuous import ALL_CLASSES
from .events import emit
from .frames import Frame, pop
from .selectors import classes_of, condition_holds
from .state import GameState
from .trigger_points import TriggerPoint, _matches, per_turn_limit
from .zones import _drop_statics, enter_play, hoard, remove_from_zone

MECHANISM = "Механизм"


def mechanisms(s: GameState, player: int, exclude: int = -1) -> list[int]:
    """The «механизм» creatures ``player`` controls (a card that has all classes of creatures is one)."""
    out = []
    for iid in s.play:
        cs = s.cards[iid]
        if cs.controller != player or iid == exclude or s.catalog.defs[iid].type != "creature":
            continue
        if cs.counters.get("hidden", 0):
            continue
        found = classes_of(s, iid)
        if found == ALL_CLASSES or MECHANISM in found:
            out.append(iid)
    return out


def attach(s: GameState, host: int, card: int, entering: bool) -> None:
    """Attach ``card`` (from wherever it is) to ``host`` (in play). A card in play brings its wounds and its own
    parts along; its effects and markers are lost (it leaves play). ``entering``: it attaches instead of entering
    play («Модуль»), so its Найм fire — with the combined card as «this card»."""
    cs = s.cards.get(card)
    wounds = cs.wounds if cs is not None else 0
    own_parts = s.parts.pop(card, ()) if s.parts else ()
    if own_parts:
        _drop_statics(s, own_parts)
    remove_from_zone(s, card)
    added = (card, *own_parts)
    s.parts = {**s.parts, host: (*s.parts.get(host, ()), *added)}
    s.cards[host].wounds += wounds
    statics = s.catalog.statics
    for c in added:
        if statics[c] and c not in s.static_sources and s.config.combined_abilities:
            s.static_sources.append(c)
    if entering:
        _enter_triggers(s, host, card)


def _enter_triggers(s: GameState, host: int, card: int) -> None:
    """«Модуль … (its Найм still fire)»: a trigger point for each own «Найм:» of the attached card."""
    controller = s.cards[host].controller
    event = (A.ENTERS_PLAY, host, -1, 0, controller)
    for index, ab in part_abilities(s, host, A.TRIGGERED, always=True):
        if part_of_ability(index)[0] != card:
            continue
        trig = ab.trigger
        if trig is None or trig.event != A.ENTERS_PLAY or trig.subject is not None or ab.zone != "play":
            continue
        if not _matches(s, trig, host, controller, event):
            continue
        if ab.condition is not None and not condition_holds(s, ab.condition, host, controller):
            continue
        limit = turn_limit(s, ab, per_turn_limit(ab))
        if limit is not None and s.used.get((host, index), 0) >= limit or ab.meta and battle_spent(s, host, index, ab):
            continue
        s.triggers.append(TriggerPoint(s.next_queue_id, controller, host, index, event, ab.optional))
        s.next_queue_id += 1


class ModuleFrame(Frame):
    """«Модуль»: the creature ``card`` (paid for, still in hand) would enter play; its controller may instead
    attach it to one of his «механизм» creatures. Then the play completes (``card_played`` event; a card played
    from the graveyard is hoarded by the hero, as in ``play.complete_play``)."""

    __slots__ = ("player", "card", "paid", "grave")

    def __init__(self, player: int, card: int, paid: int, grave: bool) -> None:
        self.player = player
        self.card = card
        self.paid = paid
        self.grave = grave

    def actor(self) -> int | None:
        return self.player  # who plays the card (from the graveyard: the hero hoards it)

    def step(self, s: GameState) -> Decision | None:
        hosts = mechanisms(s, self.player, exclude=self.card)
        if not hosts:
            self.apply(s, Option(NO))
            return None
        options = (*(Option(TARGET, h) for h in hosts), Option(NO))
        name = s.name(self.card)
        return Decision(self.player, "target", options,
                        f"{name}: Модуль — присоедините к вашему механизму или «no» (войдёт в игру отдельно)",
                        f"{name}: Module — attach it to a mechanism of yours, or «no» (it enters play on its own)")

    def apply(self, s: GameState, option: Option) -> None:
        pop(s, self)
        if option.kind == TARGET:
            attach(s, option.card, self.card, entering=True)
        else:
            enter_play(s, self.card, self.player, paid=self.paid, played=True)
        emit(s, A.CARD_PLAYED, self.card, player=self.player, amount=self.paid)
        if self.grave:
            hoard(s, s.players[self.player].hero, self.card)


def module_hosts(s: GameState, player: int, card: int) -> bool:
    """Whether playing ``card`` asks the «Модуль» question: it has the keyword and ``player`` has a механизм."""
    d = s.catalog.defs[card]
    return d.type == "creature" and "module" in d.kw and bool(mechanisms(s, player, exclude=card))
