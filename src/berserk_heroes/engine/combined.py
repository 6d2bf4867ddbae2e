"""Combined cards («Объединённая карта», digest §2.1; ).

A card with «Модуль» that would enter play may instead be attached to a «механизм» of its controller (its Найм
still fire, digest «Модуль»); «Присоедините X к Y» attaches a card the same way. The result is one character:

- the card it was attached to (the *host*) stays in play and *is* the combined card: its state (wounds, effects,
  closed, entered turn …) is the combined card's state; the attached cards (*parts*, ``GameState.parts[host]``)
  are in no other zone;
- base strike, life and cost are the sums of the host's and the parts' printed values; it has all their names,
  elements and classes; the wounds of a part that was in play carry over (added to the host's);
- it has every ability printed on its parts (our reading: the digest lists names, elements and classes, and the
  cards are written for it — Антиграв «Вместо гибели этого существа – положите все его части в руку»,
  Турбохвост «Гибель: Возьмите Х карт, где Х - сила удара этого существа» only make sense on a combined card). A
  part's ability is numbered ``PART_BASE + part * PART_STRIDE + index`` on the host (state.ability_at), so "this
  card" in it is the combined card;
- when it leaves play, the parts become separate cards again and go where the host went (each to its owner's
  zone of that kind; created parts to their owner's запас), after the host's own leaving events (so the parts'
  «Гибель:» answer the combined card's death).

Games without combined cards pay one falsy-dict test (``s.parts``) in the places below.
"""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from ..decisions import NO, TARGET, Decision, Option
from .ability_facts import battle_spent, turn_limit
from .frames import Frame, pop
from .state import PART_BASE, PART_STRIDE, GameState

MECHANISM = "Механизм"


def is_part(s: GameState, iid: int) -> bool:
    return bool(s.parts) and any(iid in parts for parts in s.parts.values())


def host_of(s: GameState, iid: int) -> int | None:
    """The combined card in play that ``iid`` is a part of (None when it is no part)."""
    if not s.parts:
        return None
    return next((host for host, parts in s.parts.items() if iid in parts), None)


def detach_to_graveyard(s: GameState, host: int, part: int) -> None:
    """A part leaves the combined card ``host`` on its own (RulesConfig ``destroy_part`` 'detach'): the card stays in play
    without it (its summed values shrink), the part goes to its owner's graveyard (a created one to the запас)."""
    from .events import emit
    from .zones import is_created

    rest = tuple(c for c in s.parts[host] if c != part)
    s.parts = {h: ps for h, ps in s.parts.items() if h != host} | ({host: rest} if rest else {})
    _drop_statics(s, (part,))
    owner = s.players[s.catalog.owners[part]]
    if is_created(s, part):
        owner.reserve.append(part)
        return
    owner.graveyard.append(part)
    emit(s, A.PUT_INTO_GRAVEYARD, part, player=owner.index, amount=1)


def members(s: GameState, iid: int) -> tuple[int, ...]:
    """The cards a card in play is made of: itself, then its parts."""
    parts = s.parts.get(iid) if s.parts else None
    return (iid, *parts) if parts else (iid,)


def base_strike(s: GameState, iid: int) -> int:
    defs = s.catalog.defs
    return sum(defs[c].strike or 0 for c in members(s, iid))


def base_life(s: GameState, iid: int) -> int:
    defs = s.catalog.defs
    return sum(defs[c].life or 0 for c in members(s, iid))


def cost(s: GameState, iid: int) -> int:
    """The card's cost («стоимость»): printed, or the sum of the parts' for a combined card (X counts 0)."""
    defs = s.catalog.defs
    if not s.parts or iid not in s.parts:
        return defs[iid].cost or 0
    return sum(defs[c].cost or 0 for c in members(s, iid))


def names(s: GameState, iid: int) -> tuple[str, ...]:
    return tuple(s.catalog.names[c] for c in members(s, iid))


def elements(s: GameState, iid: int) -> tuple[str, ...]:
    defs = s.catalog.defs
    if not s.parts or iid not in s.parts:
        return defs[iid].elements
    return tuple(dict.fromkeys(e for c in members(s, iid) for e in defs[c].elements))


def classes(s: GameState, iid: int) -> tuple[str, ...]:
    """The printed classes of all the parts (without effects)."""
    defs = s.catalog.defs
    return tuple(dict.fromkeys(k for c in members(s, iid) for k in defs[c].classes))


def keyword(s: GameState, iid: int, name: str) -> int:
    """The highest printed value of a keyword among the parts (the host's own included)."""
    defs = s.catalog.defs
    if not s.config.combined_abilities:
        return defs[iid].kw.get(name, 0)
    return max(defs[c].kw.get(name, 0) for c in members(s, iid))


def part_abilities(s: GameState, host: int, kind: str, always: bool = False) -> list[tuple[int, Any]]:
    """(ability number on the host, ability) of the abilities of ``kind`` printed on the host's parts (none under
    the rules option ``combined_abilities`` False, unless ``always``)."""
    out: list[tuple[int, Any]] = []
    if not (always or s.config.combined_abilities):
        return out
    for part in s.parts.get(host, ()):
        for index, ab in enumerate(s.catalog.defs[part].abilities):
            if ab.kind == kind:
                out.append((PART_BASE + part * PART_STRIDE + index, ab))
    return out


def part_of_ability(index: int) -> tuple[int, int]:
    """(part iid, index on the part) of a part ability number."""
    return divmod(index - PART_BASE, PART_STRIDE)


def mechanisms(s: GameState, player: int, exclude: int = -1) -> list[int]:
    """The «механизм» creatures ``player`` controls (a card that has all classes of creatures is one)."""
    from .selectors import ALL_CLASSES, classes_of

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
    from .zones import remove_from_zone

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


def _drop_statics(s: GameState, parts: tuple[int, ...]) -> None:
    for c in parts:
        if c in s.static_sources:
            s.static_sources.remove(c)


def _enter_triggers(s: GameState, host: int, card: int) -> None:
    """«Модуль … (its Найм still fire)»: a trigger point for each own «Найм:» of the attached card."""
    from .selectors import condition_holds
    from .trigger_points import TriggerPoint, _matches, per_turn_limit

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


def settle(s: GameState, host: int, zone: str, position: str = "shuffle") -> None:
    """The combined card ``host`` has left play and is now in ``zone`` (``graveyard``, ``hand``, ``deck``,
    ``reserve`` or ``hoarded``): its parts become separate cards again and go to the same kind of zone, each to
    its owner's (created ones to the запас, §2.1). In a deck: next to the host's place (``top`` / ``bottom``) or
    shuffled in."""
    from .events import emit
    from .zones import is_created

    parts = s.parts.get(host)
    if not parts:
        return
    rest = dict(s.parts)
    del rest[host]
    s.parts = rest
    _drop_statics(s, parts)
    for c in parts:
        p = s.players[s.catalog.owners[c]]
        if zone == "hoarded":
            holder = next((h for h, cards in s.hoarded.items() if host in cards), -1)
            if holder >= 0:
                s.hoarded[holder] = (*s.hoarded[holder], c)
                s.hoard_origin[c] = "play"
                continue
            zone = "graveyard"
        if is_created(s, c) or zone == "reserve":
            p.reserve.append(c)
        elif zone == "hand":
            p.hand.append(c)
        elif zone == "deck":
            if position == "bottom":
                p.deck.insert(0, c)
            else:
                p.deck.append(c)
                if position != "top":
                    s.rng.shuffle(p.deck)
        else:
            p.graveyard.append(c)
            emit(s, A.PUT_INTO_GRAVEYARD, c, player=p.index, amount=1)  # (a part of a card that left play)


def render_part_ability(index: int, name_of: Any) -> str:
    """Notation of a part's ability on the combined card: «<part name>.<number>»."""
    part, i = part_of_ability(index)
    return f"{name_of(part)}.{i + 1}"


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
        from .events import emit
        from .zones import enter_play, hoard

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
