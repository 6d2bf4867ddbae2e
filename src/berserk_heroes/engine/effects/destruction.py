"""The engine of destruction and death by an effect (its compiler half: ``cards/language/wounds_healing.py``): the
handler of the verb ``destroy`` (``abilities.VERBS`` documents its params), registered into ``HANDLERS``.

«Уничтожьте» (119.5, digest §2.2: a destroyed card goes to its owner's graveyard; a hero is never destroyed, a hidden
card cannot be found, «… не могут быть уничтожены» stops it) and «погибает» (the card dies: no destruction).
"""

from __future__ import annotations

import dataclasses

from ... import abilities as A
from ...decisions import CARD, Decision, Option
from .. import combined, replacement_pipeline, replacements
from ..events import emit
from ..resolution import Resolution
from ..restrictions import forbids
from ..selectors import candidates
from ..state import GameState
from ..zones import detach_to_graveyard, to_graveyard
from . import (
    HANDLERS,
    NONE,
    Handler,
    Result,
    _choose_cards,
    _each_in_play,
    _picked,
    _picks_of,
    amount_of,
    cards_of,
    players_of,
    strike_filtered,
)


def _destroy(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Уничтожьте `what`», in the form its params say: ``select`` (player ``what`` picks his own cards), ``strike_is``
    (only the creatures weaker than / as strong as the amount) with ``source_too`` (the source first), ``dies``."""
    if e.param(A.PORTION) is not None:
        return _each_destroys_share(s, frame, e, choice)
    if e.param("select") is not None:
        return _owner_destroys_own(s, frame, e, choice)
    if e.param("dies"):
        return _each_in_play(s, frame, e, lambda c: _dies(s, c))
    if e.param("strike_is") is not None:
        return _destroy_by_strike(s, frame, e)
    return destroy_each(s, frame, e)


def destroy_each(s: GameState, frame: Resolution, effect: A.Effect) -> Result:
    """Destroy every card of ``effect.what`` still in play, as one instruction — unless a replacement of DESTROYED
    replaces it (:func:`_destruction_replaced`): then nothing of it is destroyed, or (RulesConfig
    ``destroy_replacement_scope`` 'yours') only the cards of the players other than the one whose card was spared."""
    if s.parts:
        _destroy_parts(s, frame, effect)
    spared = _destruction_replaced(s, frame, cards_of(s, frame, effect.what)) \
        if A.DESTROYED in s.catalog.replacement_steps else None
    if spared is None:
        return _each_in_play(s, frame, effect, lambda c: destroy_card(s, frame, c))
    if s.config.destroy_replacement_scope == "yours":
        return _each_in_play(s, frame, effect, lambda c: s.cards[c].controller != spared and destroy_card(s, frame, c))
    frame.last, frame.doing = (), ()
    return NONE


def _destroy_parts(s: GameState, frame: Resolution, effect: A.Effect) -> None:
    """Cards of ``effect.what`` that are now parts of a combined card (attached since they were named: «Присоедините
    существо … к вашему существу; в конце хода уничтожьте его») are in no zone of their own, as RulesConfig
    ``destroy_part`` says: 'combined' — the part is the combined card in play, which is destroyed; 'detach' — the part
    alone leaves it for its owner's graveyard, the combined card stays in play."""
    for part in cards_of(s, frame, effect.what):
        host = combined.host_of(s, part)
        if host is None:
            continue
        if s.config.destroy_part == "detach":
            detach_to_graveyard(s, host, part)
        elif host in s.cards:
            destroy_card(s, frame, host)


def _destruction_replaced(s: GameState, frame: Resolution, cards: list[int]) -> int | None:
    """«Если карта противника должна уничтожить ваше существо или всех существ, вместо этого вы можете уничтожить
    <эту карту>»: the first card the instruction would really destroy that a replacement is about is offered to it
    (once: declined, the instruction goes on); applied, nothing of the instruction is destroyed — the mass
    destruction included, as the text names «всех существ» beside «ваше существо». Returns the player whose card the
    replacement spared (the controller of that card), or None when nothing was replaced."""
    source = frame.item.source
    for c in cards:
        if c in s.cards and _destroyable(s, c) and replacements.replacement_for(s, A.DESTROYED, c, source):
            spared = s.cards[c].controller
            replaced = replacement_pipeline.run(s, replacement_pipeline.Event(A.DESTROYED, c, source)).cancelled
            return spared if replaced else None
    return None


def _destroyable(s: GameState, c: int) -> bool:
    """Whether card ``c`` (in play) can be destroyed: not a hero, not hidden, not «… не могут быть уничтожены»."""
    if s.cards[c].counters.get("hidden", 0) or s.catalog.defs[c].type == "hero":
        return False
    return not forbids(s, "be_destroyed", s.cards[c])


def destroy_card(s: GameState, frame: Resolution, c: int) -> bool:
    """Destroy card ``c`` (in play) for this resolution's source; False when it cannot be."""
    if not _destroyable(s, c):
        return False
    emit(s, A.DESTROYED, frame.item.source, c)
    to_graveyard(s, c, reason="destroyed", by=frame.item.source)
    return True


def _dies(s: GameState, c: int) -> bool:
    """«<существо> погибает»: a creature (not hidden) goes to the graveyard as a death, not a destruction."""
    if s.catalog.defs[c].type != "creature" or s.cards[c].counters.get("hidden", 0):
        return False
    to_graveyard(s, c, reason="died")
    return True


def _destroy_by_strike(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«уничтожьте эту карту и всех существ с силой удара меньше, чем у неё»: the amount (this card's strike, its last
    known one if it has left play) is read first; then the source (param ``source_too``, if in play) and every other
    card of ``what`` whose current strike is below it are destroyed, as one instruction."""
    source = frame.item.source
    doomed = [source] if e.param("source_too") and source in s.cards else []
    doomed += [c for c in strike_filtered(s, frame, e) or () if c != source]
    if not doomed:
        return NONE
    frame.last = tuple(doomed)
    return destroy_each(s, frame, A.Effect("destroy", A.IT))


def _owner_destroys_own(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Противник уничтожает своё <существо …>»: that player picks N of his cards matching params select; they are
    destroyed as by «Уничтожьте» (the same checks). Params ``count`` ALL_MATCHING: every such card, no pick;
    ``owner_unsaid`` (the text says no «своё»): under the rules option ``unsaid_owner_destroys: any`` the cards of
    either player that match are his to pick from."""
    player = players_of(s, frame, e.what)[0]
    select = e.param("select")
    anyones = e.param("owner_unsaid") and s.config.unsaid_owner_destroys == "any"
    if anyones:  # «Противник уничтожает существо с таким названием» (no «своё») read as any creature of that name
        select = dataclasses.replace(select, side=A.ANY)
    pool = [c for c in candidates(s, select, frame.item.player, frame.item.source)
            if anyones or s.cards[c].controller == player]
    if e.param(A.COUNT) == A.ALL_MATCHING:  # «… уничтожает всех <существ>»: every one, nothing to pick
        frame.last = tuple(pool)
        return destroy_each(s, frame, A.Effect("destroy", A.IT)) if pool else NONE
    d = _choose_cards(s, frame, player, pool, amount_of(s, frame, e.amount), choice, False,
                      ("Выберите ваше существо: оно будет уничтожено", "Choose your creature to destroy"))
    if d is not None:
        return d
    frame.last = tuple(_picked(frame))
    if not frame.last:
        return NONE
    return destroy_each(s, frame, A.Effect("destroy", A.IT))


def _each_destroys_share(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Каждый игрок уничтожает половину своих существ (с округлением вверх)» (params portion HALF_UP): each player of
    ``what`` in turn picks that share of his own cards matching params select; then all the picked cards are destroyed
    together. ``frame.scratch``: the picks, -2 closing each player's."""
    players = players_of(s, frame, e.what)
    if choice is not None:
        frame.scratch = (*frame.scratch, choice.card)
    done = frame.scratch.count(-2)
    while done < len(players):
        player = players[done]
        own = [c for c in candidates(s, e.param("select"), frame.item.player, frame.item.source)
               if s.cards[c].controller == player]
        picks = _picks_of(frame.scratch, done)
        left = [c for c in own if c not in picks]
        if len(picks) >= (len(own) + 1) // 2 or not left:
            frame.scratch = (*frame.scratch, -2)
            done += 1
            continue
        return Decision(player, "card", tuple(Option(CARD, c) for c in left),
                        "Выберите ваше существо: оно будет уничтожено", "Choose your creature to destroy")
    frame.last = tuple(c for c in frame.scratch if c >= 0)
    if not frame.last:
        return NONE
    return destroy_each(s, frame, A.Effect("destroy", A.IT))


CONCEPT_HANDLERS: dict[str, Handler] = {
    "destroy": _destroy,
}

HANDLERS.update(CONCEPT_HANDLERS)
