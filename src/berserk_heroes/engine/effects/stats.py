"""The engine of the «stats» concept of the card language (its compiler half: ``cards/language/stats.py``): effect handlers registered into ``HANDLERS`` by verb (``CONCEPT_HANDLERS``), and the helpers, frames and Amount kinds they need.

From ``effects.stats``: Effect handlers and Amount kinds of texts of heroes; registered into ``effects.HANDLERS`` /
``effects.AMOUNT_KINDS`` on import (see the section «texts of heroes» of ``abilities.py`` for what each means).

From ``effects.stats``: Effect handlers, Amount kinds and the attack-end check of trigger events and amounts of triggered abilities; registered into
``effects.HANDLERS`` / ``effects.AMOUNT_KINDS`` on import (see the section «trigger events and amounts» of ``abilities.py``).

- ``modify`` (strike and life: add, set, swap) and ``counters`` (boosts, weakenings, eggs, named markers; «Распределите Х
  эффектов усиления среди ваших существ»);
- Amount ``life``: «текущие жизни этого существа»;
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import X_VALUE, Decision, Option
from .. import continuous
from ..events import emit
from ..queue import QueueItem
from ..resolution import Resolution
from ..state import CardState, GameState
from . import (
    AMOUNT_KINDS,
    CAN_DO,
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _each_in_play,
    _effect_on,
    amount_of,
    cards_of,
    pick_one_at_a_time,
)


def _max_life(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«Удвойте … {жизнь} <существа>»: its life value now (maximum life, with its modifiers; wounds not counted)."""
    cards = [c for c in cards_of(s, frame, amount.ref) if c in s.cards]
    return max(0, continuous.max_life(s, s.cards[cards[0]])) if cards else 0


def _life(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«количество текущих жизней этого существа»: the life it has left now (0 once it has left play)."""
    cards = [c for c in cards_of(s, frame, amount.ref) if c in s.cards]
    return max(0, continuous.life(s, s.cards[cards[0]])) if cards else 0


AMOUNT_KINDS.update({"life_value_of": _max_life, "current_life_of": _life})

def _current_life(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«текущие жизни <этой карты>»: its current life (after wounds); 0 when it is not in play."""
    cards = cards_of(s, frame, amount.ref)
    cs = s.cards.get(cards[0]) if cards else None
    return max(0, continuous.life(s, cs)) if cs is not None else 0


AMOUNT_KINDS.update({"life": _current_life})


# --- Strike and life; counters ----------------------------------------------------------------------------------------


def _modify(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«<np> получает +N к удару / жизням (до …)», «Удар <np> становится равен N», «Поменяйте местами значения удара и
    текущих жизней»: strike and life change as params ``how`` says (ADD, SET, SWAP) — or, with params ``more_wounds``
    («до конца хода он наносит на N ран больше»), every wound it deals is N more — for params ``duration``
    (119.1–119.3; with WHILE, params ``while`` is the condition of existence, 120.6)."""
    how = e.param("how", A.ADD)
    duration = e.param("duration", A.END_OF_TURN)
    cond = e.param("while")
    if how == A.SET:  # (params stat: the strike is the one value a card text sets)
        value = amount_of(s, frame, e.amount)
        return _each_in_play(s, frame, e, lambda c: _put(s, frame, c, "set_strike", "", value, duration, cond))
    if how == A.SWAP:
        return _each_in_play(s, frame, e, lambda c: _swap(s, frame, c, duration))
    if how == A.SET_LIFE:
        value = amount_of(s, frame, e.amount)
        return _each_in_play(s, frame, e, lambda c: _set_life(s, frame, c, value, duration))
    if how == A.STRIKE_TO_MAX_LIFE:  # «удар <…> становится равен их максимальным жизням»: each its own, counted now
        return _each_in_play(s, frame, e, lambda c: _put(s, frame, c, "set_strike", "",
                                                         continuous.max_life(s, s.cards[c]), duration, cond))
    if how == A.SET_BASE:  # «Начальные удар и жизни … становятся равны N и M» (continuous.strike / own_max_life)
        return _each_in_play(s, frame, e, lambda c: _put(s, frame, c, BASE_STRIKE, "", e.param("strike"), duration, cond)
                             and _put(s, frame, c, BASE_LIFE, "", e.param("life"), duration, cond))
    strike, life = e.param("strike", 0), e.param("life", 0)
    times = amount_of(s, frame, e.amount) if e.amount is not None else 1
    if e.param("more_wounds"):  # «до конца хода он наносит на N ран больше»: engine/replacement_pipeline reads it
        more = e.param("more_wounds") * times
        return _each_in_play(s, frame, e, lambda c: _put(s, frame, c, "more_wounds", "", more, duration, cond))
    return _each_in_play(s, frame, e, lambda c: _add(s, frame, c, strike * times, life * times, duration, cond))


BASE_STRIKE = "base_strike"  # CardEffect kinds: the card's initial strike / life is this value (continuous.base_value)
BASE_LIFE = "base_life"


def _put(s: GameState, frame: Resolution, c: int, kind: str, key: str, value: int, duration: str,
         cond: A.Condition | None) -> bool:
    _effect_on(s, frame, c, kind, key, value, duration, cond)
    return True


def _add(s: GameState, frame: Resolution, c: int, strike: int, life: int, duration: str,
         cond: A.Condition | None) -> bool:
    if strike:
        _effect_on(s, frame, c, "modify", "strike", strike, duration, cond)
    if life:
        _effect_on(s, frame, c, "modify", "life", life, duration, cond)
    return True


def _set_life(s: GameState, frame: Resolution, c: int, value: int, duration: str) -> bool:
    """«Жизни <np> становятся равны N»: the wounds are removed, then a life effect makes the current life N (digest §2.2
    «Жизни сокращаются до X»: neither a wounding nor a healing, so no trigger hears it)."""
    cs = s.cards[c]
    cs.wounds = 0
    left = continuous.life(s, cs)
    if left != value:
        _effect_on(s, frame, c, "modify", "life", value - left, duration)
    return True


def _swap(s: GameState, frame: Resolution, c: int, duration: str) -> bool:
    """With strike S and life left L, the card gets strike +(L − S) and life +(S − L): its wounds stay, so its life left
    becomes S (at 0 it dies)."""
    cs = s.cards[c]
    strike, left = max(0, continuous.strike(s, cs)), continuous.life(s, cs)
    if strike != left:
        _effect_on(s, frame, c, "modify", "strike", left - strike, duration)
        _effect_on(s, frame, c, "modify", "life", strike - left, duration)
    return True


def _counters(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Положите N <counter> на <np>»: N counters of params ``counter`` on every card of ``what`` in play; with params
    ``distribute`` («Распределите N … среди <np>»), one at a time, each on a card of ``what`` the controller picks."""
    counter = e.param("counter", A.BOOST)
    if e.param("from") == A.THIS:
        return _move_from_source(s, frame, e, counter)
    if e.param("remove"):
        return _remove_chosen(s, frame, e, counter, choice)
    if e.param("distribute"):
        return _distribute(s, frame, e, counter, choice)
    n = amount_of(s, frame, e.amount)
    doubled = e.param("doubled")  # «Удвойте количество всех эффектов усиления»: each card its own number again

    def put(c: int) -> bool:
        for _ in range(s.cards[c].boosts() if doubled else n):
            _put_counter(s, frame, c, counter)
        if counter == A.QUEST_COUNTER and n > 0:  # «Когда ваш квест получает {!}»
            emit(s, A.QUEST_COUNTERS_PUT, c, other=frame.item.source, amount=n, player=frame.item.player)
        return True

    return _each_in_play(s, frame, e, put)


def _remove_chosen(s: GameState, frame: Resolution, e: A.Effect, counter: str, choice: Option | None) -> Result:
    """«снимите с <np> Х эффектов усиления» (params ``remove``, ``choose_x``): the controller chooses X, 0 up to the
    counters of that kind on the cards of ``what`` (none to take: X is 0), and takes X off them; X becomes the spell's
    X for the instructions still to resolve («Положите на существо Х+2 дополнительных жизней»)."""
    cards = [c for c in cards_of(s, frame, e.what) if c in s.cards]
    sign = 1 if counter == A.BOOST else -1
    most = sum(_signed_counters(s.cards[c], sign) for c in cards)
    if choice is None and most > 0:
        name = s.name(frame.item.source)
        return Decision(frame.item.player, "x", tuple(Option(X_VALUE, frame.item.source, num=v) for v in range(most + 1)),
                        f"{name}: сколько эффектов снять (Х)", f"{name}: how many effects to remove (X)")
    x = min(choice.num, most) if choice is not None else 0
    left = x
    for c in cards:
        left = _take_signed_counters(s.cards[c], sign, left)
    set_spell_x(s, frame, x)
    frame.last = tuple(cards)
    frame.doing = tuple(cards)
    return FULL if cards else NONE


def _move_from_source(s: GameState, frame: Resolution, e: A.Effect, counter: str) -> Result:
    """«переместите на <np> N эффектов усиления с этой карты» (params ``from`` THIS): up to N boosts (weakenings) taken
    off the source, the latest first, and put on each card of ``what`` in play — as many as the source still has."""
    sign = 1 if counter == A.BOOST else -1
    n = amount_of(s, frame, e.amount)

    def move(c: int) -> bool:
        source = s.cards.get(frame.item.source)
        if source is None or c == frame.item.source:
            return False
        moved = min(n, _signed_counters(source, sign))
        _take_signed_counters(source, sign, moved)
        for _ in range(moved):
            _put_counter(s, frame, c, counter)
        return moved > 0

    return _each_in_play(s, frame, e, move)


def _can_move_from_source(s: GameState, frame: Resolution, e: A.Effect) -> bool:
    """Whether a move of counters off the source could be done now: the source in play with one of them, a card to
    take it still in play."""
    source = s.cards.get(frame.item.source)
    sign = 1 if e.param("counter", A.BOOST) == A.BOOST else -1
    return source is not None and _signed_counters(source, sign) > 0 and any(
        c in s.cards and c != frame.item.source for c in cards_of(s, frame, e.what))


def _can_do_counters(s: GameState, frame: Resolution, e: A.Effect) -> bool:
    """``counters`` as the X of «можете X; если вы не можете этого сделать, Y»: only a move is ever undoable."""
    return _can_move_from_source(s, frame, e) if e.param("from") == A.THIS else True


def _signed_counters(cs: CardState, sign: int) -> int:
    """The эффекты усиления (``sign`` 1) or ослабления (−1) on the card."""
    return sum(1 for x in cs.effects if x.kind == "boost" and x.value == sign)


def _take_signed_counters(cs: CardState, sign: int, n: int) -> int:
    """Take up to ``n`` boosts (``sign`` 1) or weakenings (−1) off the card, the latest first; how many are left to take."""
    for i in range(len(cs.effects) - 1, -1, -1):
        if n and cs.effects[i].kind == "boost" and cs.effects[i].value == sign:
            del cs.effects[i]
            n -= 1
    return n


def set_spell_x(s: GameState, frame: Resolution, x: int) -> None:
    """An X chosen as an instruction resolves: the X of this item and of the items of the same play still in the Queue
    (a spell's paragraphs are items of their own, enqueued together: each reads the X of the whole card)."""
    item = frame.item
    frame.item = item._replace(x=x)
    s.queue = [q._replace(x=x) if _same_play(q, item) else q for q in s.queue]


def _same_play(q: QueueItem, item: QueueItem) -> bool:
    """Whether Queue item ``q`` is another instruction of the spell play ``item`` belongs to."""
    return item.kind == "spell" and q.kind == "spell" and q.source == item.source and q.player == item.player


def _put_counter(s: GameState, frame: Resolution, card: int, counter: str) -> None:
    """One counter on ``card``. An эффект усиления and an эффект ослабления cancel each other (§2.2): putting one on a
    card that has the opposite one removes that one instead. Other counters are markers counted by name."""
    cs = s.cards[card]
    if counter not in (A.BOOST, A.WEAKENING):
        cs.counters[counter] = cs.counters.get(counter, 0) + 1
        return
    sign = 1 if counter == A.BOOST else -1
    opposite = next((i for i, x in enumerate(cs.effects) if x.kind == "boost" and x.value == -sign), None)
    if opposite is not None:
        del cs.effects[opposite]
    else:
        _effect_on(s, frame, card, "boost", "", sign, A.PERMANENT)
    if sign > 0:
        emit(s, A.BOOSTED, card, player=frame.item.player)  # «Когда вы кладёте эффект усиления на …»


def _distribute(s: GameState, frame: Resolution, e: A.Effect, counter: str, choice: Option | None) -> Result:
    """N counters, one at a time, each on a card of ``what`` (in play) the controller picks; the picks so far are kept
    in ``frame.scratch`` (a card may be picked again). With one card left to pick from, the rest go on it."""
    n = amount_of(s, frame, e.amount)
    asked = pick_one_at_a_time(s, frame, e, n, choice, lambda c: _put_counter(s, frame, c, counter),
                               ("Положите эффект усиления на существо (осталось {left})",
                                "Put a boost on a creature ({left} left)"))
    if asked is not None:
        return asked
    placed = tuple(c for c in frame.scratch if c >= 0)
    frame.last = tuple(dict.fromkeys(placed))
    if not placed:
        return NONE if n > 0 else FULL
    return FULL if len(placed) >= n else PARTIAL


CONCEPT_HANDLERS: dict[str, Handler] = {
    "modify": _modify,
    "counters": _counters,
}

HANDLERS.update(CONCEPT_HANDLERS)
CAN_DO["counters"] = _can_do_counters
