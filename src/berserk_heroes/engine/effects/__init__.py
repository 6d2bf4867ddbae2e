"""Effect primitives (119–120): one handler per verb of ``abilities.VERBS``.

A handler gets the state, the resolving frame (its Queue item, «его» = ``frame.last``, ``frame.scratch``
for choices made so far) and the effect, plus the option just chosen if it asked for one. It returns a
Decision (ask the player), an outcome (FULL / PARTIAL / NONE, for «при этом» / «иначе» and 120.7–120.8),
or a tuple of effects to run next (modes, groups).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ... import abilities as A
from ...decisions import CARD, DONE, Decision, Option
from .. import combined, continuous, named_counters
from ..ability_index import STATIC
from ..events import emit, event_card
from ..resolution import Resolution
from ..restrictions import free_to_leave
from ..selectors import (
    _kind_ok,
    attacked_in,
    candidates,
    count,
    event_excluded,
    fits,
    side_player,
    zone_cards,
)
from ..state import CardEffect, GameState
from ..zones import enter_play, hoard, shuffle_deck

FULL, PARTIAL, NONE = 2, 1, 0
Result = Decision | int | tuple[A.Effect, ...] | list[tuple[tuple[A.Effect, ...], int]]
Handler = Callable[[GameState, Resolution, A.Effect, Option | None], Result]


# ---------------------------------------------------------------------------------------------------------
# References and amounts
# ---------------------------------------------------------------------------------------------------------


def cards_of(s: GameState, frame: Resolution, ref: A.Ref | None) -> list[int]:
    """The cards a Ref means for this resolution."""
    item = frame.item
    if ref is None or ref.kind == "this":
        return [item.source]
    k = ref.kind
    if k == "target":
        index = frame.base + ref.index
        if index in frame.late:  # named during the resolution (§7.4)
            return list(frame.late[index])
        return list(item.targets[index]) if index < len(item.targets) else []
    if k == "all":
        assert ref.select is not None
        found = candidates(s, ref.select, item.player, item.source)
        if ref.select.state == "not_attacked":  # «кроме атакованного»
            found = [c for c in found if c != attacked_in(item.event)]
        elif ref.select.state in ("not_event", "not_event_other"):  # «все другие …» after a trigger's card
            found = [c for c in found if c != event_excluded(ref.select, item.event)]
        elif ref.select.state == A.NOT_IT:  # «все другие …» after an instruction on every card of a set
            found = [c for c in found if c not in frame.last]
        elif ref.select.state == A.TYPE_OF_EVENT:  # «… того же класса»: the type of the trigger's card
            kind = s.catalog.defs[int(item.event[1])].type if item.event and int(item.event[1]) >= 0 else None
            found = [c for c in found if s.catalog.defs[c].type == kind]
        elif ref.select.state == "name_of_target":  # «все карты с таким названием» as the card chosen (TARGET 0)
            names = names_of_chosen(s, frame)
            found = [c for c in found if s.catalog.names[c] in names]
        elif ref.select.state == "cost_x":  # «каждое существо стоимостью Х{м}»: the X declared for this activation
            found = [c for c in found if combined.cost(s, c) == item.x]
        return found
    if k == "event":
        if not item.event:
            return []
        card = event_card(s, item.event, ref.role)
        if ref.select is not None and card >= 0 and not _kind_ok(ref.select.kind, s.catalog.defs[card].type):
            return []  # «атакующее существо» when a hero made the attack
        return [card] if card >= 0 else []
    if k == "hero":
        who = side_player(ref.side, item.player)
        return [s.players[who if who is not None else item.player].hero]
    if k == "it":
        return list(frame.last)
    if k == "last_found":  # the cards the last «Поиск» of this resolution found
        return list(frame.found)
    return []


def names_of_chosen(s: GameState, frame: Resolution) -> set[str]:
    """The names of the cards chosen as the first target (Select state ``name_of_target``: «с таким (же) названием»
    after «Выберите …»)."""
    chosen = frame.item.targets[0] if frame.item.targets else ()
    return {s.catalog.names[c] for c in chosen}


def players_of(s: GameState, frame: Resolution, ref: A.Ref | None) -> list[int]:
    """The players a Ref means (a player ref, or the controllers of the cards it means)."""
    item = frame.item
    if ref is None:
        return [item.player]
    if ref.kind == "player":
        who = side_player(ref.side, item.player)
        return [item.player, 1 - item.player] if who is None else [who]
    out = []
    for c in cards_of(s, frame, ref):
        cs = s.cards.get(c)
        p = cs.controller if cs is not None else s.catalog.owners[c]
        if p not in out:
            out.append(p)
    return out


# Amount kinds added by the concept modules (engine/effects/<concept>.py): kind → evaluator(state, frame, amount).
AMOUNT_KINDS: dict[str, Callable[[GameState, Resolution, A.Amount], int]] = {}


def amount_of(s: GameState, frame: Resolution, amount: int | A.Amount | None, default: int = 1) -> int:
    if amount is None:
        return default
    if isinstance(amount, int):
        return amount
    item = frame.item
    if amount.kind == "fixed":
        value = amount.value
    elif amount.kind == "x":
        value = item.x
    elif amount.kind == "count":
        assert amount.select is not None
        value = count(s, amount.select, item.player, item.source)
    elif amount.kind == "strike":
        cards = cards_of(s, frame, amount.ref)
        value = continuous.strike(s, s.cards[cards[0]]) if cards and cards[0] in s.cards else 0
        if cards and cards[0] not in s.cards:  # it left play: its last known strike (combined cards and triggers record it)
            if cards[0] in s.last_strike:
                value = s.last_strike[cards[0]]
            elif cards[0] in s.last_known:
                value = s.last_known[cards[0]][0]
    elif amount.kind == "ambushes_this_turn":  # «за каждую засаду, сработавшую в этот ход»
        value = s.turn_counts.get("ambushes", 0)
    elif amount.kind == "event_amount":  # «столько же ран», «получает Х ран, … на Х»: the event's amount
        value = item.event[3] if item.event and len(item.event) > 3 else 0
    elif amount.kind == "event_cost":  # «… стоимость добытой карты»: the event's other card
        card = item.event[2] if item.event else -1
        value = (s.catalog.defs[card].cost or 0) if card >= 0 else 0
    elif amount.kind == "boosts":  # «за каждый эффект усиления на …»
        cards = cards_of(s, frame, amount.ref)
        value = sum(s.cards[c].boosts() for c in cards if c in s.cards)
    elif amount.kind == "your_counters":  # «за каждый ваш жетон молитвы»
        value = named_counters.on_your_cards(s, item.player, amount.marker or "")
    elif amount.kind in AMOUNT_KINDS:
        value = AMOUNT_KINDS[amount.kind](s, frame, amount)
    else:
        raise ValueError(f"unknown amount kind {amount.kind!r}")
    if amount.div != 1:  # «за каждые N …»
        value //= amount.div
    return value * amount.per


def strike_filtered(s: GameState, frame: Resolution, e: A.Effect) -> list[int] | None:
    """The cards of ``what`` whose current strike is equal to / below the amount (param ``strike_is``), the amount read
    once, first («всех существ с таким же ударом», «… с силой удара меньше, чем у неё»). None when the amount is the
    strike of a card no longer in play: there is no such strike to compare with."""
    amount = e.amount
    if isinstance(amount, A.Amount) and amount.kind == "strike" and amount.ref is not None \
            and amount.ref.kind != "this" and not any(c in s.cards for c in cards_of(s, frame, amount.ref)):
        return None
    x = amount_of(s, frame, amount)
    below = e.param("strike_is") == A.STRIKE_BELOW
    return [c for c in cards_of(s, frame, e.what) if c in s.cards
            and (continuous.strike(s, s.cards[c]) < x if below else continuous.strike(s, s.cards[c]) == x)]


def _outcome(done: int, total: int) -> int:
    if total == 0 or done == 0:
        return NONE
    return FULL if done >= total else PARTIAL


def _each_in_play(s: GameState, frame: Resolution, effect: A.Effect, act: Callable[[int], bool]) -> int:
    """Apply ``act`` to every referenced card still in play; 120.7 partial execution."""
    cards = cards_of(s, frame, effect.what)
    done = [c for c in cards if c in s.cards and act(c)]
    frame.last = tuple(cards)
    frame.doing = tuple(done)  # «… таким образом» (Amount "done") counts the cards it was done to
    return _outcome(len(done), len(cards))


def pick_one_at_a_time(s: GameState, frame: Resolution, e: A.Effect, n: int, choice: Option | None,
                       place: Callable[[int], None], prompt: tuple[str, str],
                       allowed: Callable[[list[int]], list[int]] | None = None) -> Decision | None:
    """«Распределите N … среди <карт>»: N picks, one at a time, each a card of ``what`` in play (a card may be picked
    again); ``place`` is done for each pick as it is made, and the picks are kept in ``frame.scratch``. With one card
    left to pick from, the rest go to it. A Decision while the controller has more to pick (``prompt``: Russian and
    English, with ``{left}``), else None. ``allowed`` narrows the cards offered (the ones that may be named)."""
    if choice is not None:
        place(choice.card)
        frame.scratch = (*frame.scratch, choice.card)
    while len(frame.scratch) < n:
        pool = [c for c in cards_of(s, frame, e.what) if c in s.cards]
        if allowed is not None:
            pool = allowed(pool)
        if not pool:
            break
        if len(pool) > 1:
            left = n - len(frame.scratch)
            return Decision(frame.item.player, "card", tuple(Option(CARD, c) for c in pool),
                            prompt[0].format(left=left), prompt[1].format(left=left))
        place(pool[0])
        frame.scratch = (*frame.scratch, pool[0])
    return None


def _choose_cards(s: GameState, frame: Resolution, chooser: int, pool: list[int], n: int,
                  choice: Option | None, may_stop: bool, prompt: tuple[str, str],
                  within: tuple[Callable[[int], int], int] | None = None,
                  still_open: Callable[[list[int], int], bool] | None = None) -> Decision | None:
    """Collect up to ``n`` distinct cards from ``pool`` into ``frame.scratch``; None when finished. With ``within``
    (a measure of a card and a total), each card offered fits in what the cards picked so far left of the total; with
    ``still_open`` (the cards picked so far, a card), only the cards it accepts are offered."""
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        else:
            frame.scratch = (*frame.scratch, choice.card)
    if -1 in frame.scratch:
        return None
    left = [c for c in pool if c not in frame.scratch]
    if within is not None:
        measure, total = within
        room = total - sum(measure(c) for c in _picked(frame))
        left = [c for c in left if measure(c) <= room]
    if still_open is not None:
        picked = _picked(frame)
        left = [c for c in left if still_open(picked, c)]
    if len(frame.scratch) >= n or not left:
        return None
    options = [Option(CARD, c) for c in left]
    if may_stop:
        options.append(Option(DONE))
    return Decision(chooser, "card", tuple(options), prompt[0], prompt[1])


def _picked(frame: Resolution) -> list[int]:
    return [c for c in frame.scratch if c >= 0]


def _picks_of(scratch: tuple[int, ...], k: int) -> list[int]:
    """The cards picked for the k-th player (picks are separated by -2)."""
    groups: list[list[int]] = [[]]
    for c in scratch:
        if c == -2:
            groups.append([])
        else:
            groups[-1].append(c)
    return groups[k] if k < len(groups) else []


def found_by_any_search(s: GameState, deck: list[int], pool: list[int]) -> list[int]:
    """The cards of ``deck`` not in ``pool`` that any Поиск in that deck may find («Эта карта может быть найдена любым
    Поиском (эта особенность работает в колоде)»: static FOUND_BY_ANY_SEARCH, printed to work in the deck)."""
    defs = s.catalog.defs
    return [c for c in deck if c not in pool and any(
        ab.kind == A.STATIC and ab.zone == A.DECK and any(p.kind == A.FOUND_BY_ANY_SEARCH for p in ab.statics)
        for ab in defs[c].abilities)]


def searches_sideboard(s: GameState) -> bool:
    """Whether a Поиск of a deck looks through its owner's sideboard instead («Если игрок должен выполнить Поиск карты в
    колоде, вместо этого он выполняет Поиск карты в дополнительной колоде»: static SEARCH_IN_SIDEBOARD in play)."""
    return s.catalog.uses(STATIC, A.SEARCH_IN_SIDEBOARD) and continuous.has_static_kind(s, A.SEARCH_IN_SIDEBOARD)


def searched_cards(s: GameState, owner: int) -> list[int]:
    """The cards a Поиск «in the deck» of ``owner`` looks through: his deck, or his sideboard instead
    (:func:`searches_sideboard`)."""
    ps = s.players[owner]
    return ps.sideboard if searches_sideboard(s) else ps.deck


def _other_name_not_dearer(s: GameState, card: int, chosen: tuple[int, ...]) -> bool:
    """Whether ``card`` bears another name than the chosen card and costs at most its printed cost (none chosen: no)."""
    defs = s.catalog.defs
    return bool(chosen) and all(s.catalog.names[card] != s.catalog.names[c] and (defs[card].cost or 0) <= (
        defs[c].cost or 0) for c in chosen)


def refuses_summon_by(s: GameState, card: int, source: int) -> bool:
    """Whether ``card`` (in a deck) may not be summoned by ``source``: its static NOT_SUMMONED_BY, printed to work in
    the deck, names an element ``source`` has («Не может быть вызван {Нейтральные} картами»)."""
    elements = set(s.catalog.defs[source].elements) if source >= 0 else set()
    return any(ab.kind == A.STATIC and ab.zone == A.DECK and any(
        p.kind == A.NOT_SUMMONED_BY and p.select is not None and elements & set(p.select.elements) for p in ab.statics)
        for ab in s.catalog.defs[card].abilities)


def refuses_revive_by(s: GameState, card: int, source: int) -> bool:
    """Whether ``card`` (in a graveyard) may not be revived by ``source``: its static REVIVED_ONLY_BY_ITSELF, printed to
    work in the graveyard («может быть возрождён только своей особенностью»), lets only its own abilities revive it."""
    return card != source and any(
        ab.kind == A.STATIC and ab.zone == A.GRAVEYARD and any(p.kind == A.REVIVED_ONLY_BY_ITSELF for p in ab.statics)
        for ab in s.catalog.defs[card].abilities)


def _from_zone_to(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None, zone: str,
                  move: Callable[[int, int], None], verb_ru: str) -> Result:
    """Поиск / Вызов / Возрождение / from graveyard to hand: the player picks up to N matching cards. A pick from the
    deck (a Поиск or a Вызов) may always be declined, and a player who takes nothing does not shuffle (FAQ #2, #18,
    #30)."""
    sel: A.Select = e.param("select") or A.Select(A.CARD, side=A.YOU, zone=zone)
    if zone == "deck" and sel.zone == "sideboard":  # «Поиск – … в дополнительной колоде»
        zone = "sideboard"
    both = zone == "deck" and sel.zone == A.DECK_OR_SIDEBOARD  # «… в колоде и дополнительной колоде»: one search of both
    if zone == "deck" and verb_ru == "Поиск" and searches_sideboard(s):  # the deck's part is looked for in the sideboard
        zone, both = "sideboard", False
    if sel.zone != zone:
        sel = dataclasses.replace(sel, zone=zone)
    if sel.cost_max_amount is not None and sel.cost_max_amount.kind == "x":  # «стоимостью (менее)
        # Х{м}» — the X paid for this ability or spell (value −1: «менее»)
        sel = dataclasses.replace(sel, cost_max=frame.item.x + sel.cost_max_amount.value, cost_max_amount=None)
    n = amount_of(s, frame, e.amount)
    player = _searcher(frame, e)
    if choice is None and not frame.scratch and zone in ("deck", "sideboard") and verb_ru == "Поиск":
        emit(s, A.SEARCHED, -1, player=player)  # «Вызовите» also takes from the deck, but is no Поиск (§6.3)
    viewer = frame.item.player  # the select's «ваш» / «противника» are the controller's, whoever searches
    pool = candidates(s, sel, viewer, frame.item.source)
    if both:
        pool = pool + candidates(s, dataclasses.replace(sel, zone=A.SIDEBOARD), viewer, frame.item.source)
    if zone == "deck" and verb_ru == "Поиск" and s.catalog.uses(STATIC, A.FOUND_BY_ANY_SEARCH):
        pool = pool + found_by_any_search(s, s.players[player].deck, pool)
    if zone == "deck" and e.param("summoned") and s.catalog.uses(STATIC, A.NOT_SUMMONED_BY):
        pool = [c for c in pool if not refuses_summon_by(s, c, frame.item.source)]
    if zone == A.GRAVEYARD and e.verb == A.PUT_INTO_PLAY and s.catalog.uses(STATIC, A.REVIVED_ONLY_BY_ITSELF):
        pool = [c for c in pool if not refuses_revive_by(s, c, frame.item.source)]
    if sel.state in ("not_event", "not_event_other"):  # «верните другого …» — not the trigger's card
        pool = [c for c in pool if c != event_excluded(sel, frame.item.event)]
    elif sel.state == "name_of_target":  # «… с таким же названием» as the card chosen (TARGET 0)
        names = names_of_chosen(s, frame)
        pool = [c for c in pool if s.catalog.names[c] in names]
    elif sel.state == A.OTHER_NAME_NOT_DEARER_THAN_TARGET:  # «с другим названием той же или меньшей стоимости»
        pool = [c for c in pool if _other_name_not_dearer(s, c, frame.item.targets[0] if frame.item.targets else ())]
    elif sel.state == A.NAME_OF_PAID:  # «Уничтожьте <карту>: Поиск – … с таким же названием»: the card destroyed
        paid = s.cards[frame.item.source].counters.get(A.PAID_DESTROYED, -1) if frame.item.source in s.cards else -1
        pool = [c for c in pool if paid >= 0 and s.catalog.names[c] == s.catalog.names[paid]]
    elif sel.state == "name_of_event":  # «… с таким же названием» as the trigger's card (its subject)
        event = frame.item.event
        pool = [c for c in pool if event and s.catalog.names[c] == s.catalog.names[int(event[1])]]
    if e.what is not None and e.what.kind == "this":  # «Возродите <эту карту>»: only the source itself
        pool = [frame.item.source] if frame.item.source in zone_cards(s, zone, None) else []
    elif e.what is not None and e.what.kind == A.GIVER.kind:  # «верните <давшую карту> …»: only that card
        giver = continuous.giver_of(s, frame.item.source, frame.item.ability)
        pool = [giver] if giver in pool else []
    if zone == "graveyard" and s.catalog.graveyard_locks:  # «Карты не могут покидать кладбища»: not offered
        pool = free_to_leave(s, pool)
    # a Поиск or a Вызов may always be declined (FAQ #2, #30); «до N» may stop early; otherwise take what there is.
    may_stop = zone in ("deck", "sideboard") or bool(e.param("up_to")) or e.param(A.COUNT) == A.UP_TO
    d = _choose_cards(s, frame, player, pool, n, choice, may_stop,
                      (f"{verb_ru}: выберите карту (или «done»)", f"{verb_ru}: choose a card (or done)"),
                      _within_total_cost(s, frame, e), _one_graveyard(s, e))
    if d is not None:
        return d
    picks = _picked(frame)
    if verb_ru == "Поиск":
        show(s, picks, -1)  # «Поиск»: the card found is shown (digest §6.3, §8.2)
    from_deck = [c for c in picks if c in s.players[player].deck] if both else picks
    for c in picks:
        move(c, player)
    if zone == "deck" and from_deck:
        shuffle_deck(s, player)  # after taking from the deck, shuffle it (taking nothing: no shuffle)
    frame.last = tuple(picks)
    if n >= A.ANY_NUMBER:  # «любое число»: no number to fall short of — any card found is the instruction done
        return _outcome(len(picks), len(picks))
    return _outcome(len(picks), n)


def _searcher(frame: Resolution, e: A.Effect) -> int:
    """Who picks (and in whose zones): the controller, or his opponent for «противник выполняет Поиск — …» (params
    searcher OPPONENT: the opponent searches his own deck and chooses)."""
    if e.param(A.SEARCHER) == A.OPPONENT:
        return 1 - frame.item.player
    return frame.item.player


def _one_graveyard(s: GameState, e: A.Effect) -> Callable[[list[int], int], bool] | None:
    """«до Х карт с любого кладбища» (params any_graveyard) with RulesConfig any_graveyard_picks 'one': the cards after
    the first come from its graveyard (as the targets of ``declare.same_graveyard``); None otherwise."""
    if not e.param(A.ANY_GRAVEYARD) or s.config.any_graveyard_picks == "mixed":
        return None
    return lambda picked, c: not picked or s.owner(c) == s.owner(picked[0])


def _within_total_cost(s: GameState, frame: Resolution, e: A.Effect) -> tuple[Callable[[int], int], int] | None:
    """«… суммарной стоимостью (до) N{м}» (params total_cost): the printed costs of the cards picked add up to at most
    N (a hero has no cost: it counts 0, but no pick of this kind offers heroes)."""
    total = e.param(A.TOTAL_COST)
    if total is None:
        return None
    return (lambda c: s.catalog.defs[c].cost or 0), amount_of(s, frame, total)


def one_of_each(s: GameState, frame: Resolution, e: A.Effect) -> Callable[[list[int], int], bool] | None:
    """«<существо>, <заклинание> и <карту поддержки>» (params each_of, a tuple of selects): each card picked fills the
    first select it fits that no card picked before filled; a card is offered while it fits a select still open."""
    selects = e.param(A.EACH_OF)
    if not selects:
        return None
    player, source = frame.item.player, frame.item.source

    def open_selects(picked: list[int]) -> list[A.Select]:
        left = list(selects)
        for c in picked:
            filled = next((sel for sel in left if fits(s, sel, c, player, source)), None)
            if filled is not None:
                left.remove(filled)
        return left

    return lambda picked, c: any(fits(s, sel, c, player, source) for sel in open_selects(picked))


def summon_card(s: GameState, card: int, player: int) -> None:
    """«Вызовите …» done by a handler that picked the card itself: it enters play under ``player`` (not played) and the
    SUMMONED event follows («Когда вы вызываете …»)."""
    enter_play(s, card, player)
    emit(s, A.SUMMONED, card, player=player)


def _enter(s: GameState, iid: int, player: int) -> None:
    enter_play(s, iid, player)


def _effect_on(s: GameState, frame: Resolution, c: int, kind: str, key: str, value: int,
               duration: str, cond: A.Condition | None = None) -> None:
    """Put an effect on card ``c``. With duration WHILE, ``cond`` is its condition of existence (120.6)."""
    s.cards[c].effects.append(CardEffect(kind, key, value, duration, frame.item.source, s.turn, frame.item.player,
                                         cond if duration == A.WHILE else None))


def _put_effect(s: GameState, frame: Resolution, e: A.Effect, kind: str, key: str, value: int,
                default_duration: str) -> Result:
    """Put one CardEffect on every referenced card in play (duration from the text, or the default)."""
    duration = e.param("duration", default_duration)
    cond = e.param("while")

    def put(c: int) -> bool:
        _effect_on(s, frame, c, kind, key, value, duration, cond)
        return True

    return _each_in_play(s, frame, e, put)


def show(s: GameState, cards: tuple[int, ...] | list[int], viewer: int) -> None:
    """Put cards on display for this turn and the next (views.py «shown»): to both players (``viewer`` -1:
    «Покажите»), or to one player only (a «Посмотрите»)."""
    s.shown = (*s.shown, *((c, viewer, s.turn) for c in cards if (c, viewer, s.turn) not in s.shown))


def hoard_picked(s: GameState, frame: Resolution, holder: int, chooser: int, pool: list[int], n: int,
                 choice: Option | None, prompt: tuple[str, str], may_stop: bool = False) -> Result:
    """``chooser`` picks ``n`` cards of ``pool`` (one at a time, while there are some; with ``may_stop`` he may stop
    sooner) and ``holder`` hoards them; ``it`` is the cards hoarded. Shared by the «добывает … из руки» handlers."""
    d = _choose_cards(s, frame, chooser, pool, n, choice, may_stop, prompt)
    if d is not None:
        return d
    picked = _picked(frame)
    done = [c for c in picked if hoard(s, holder, c)]
    frame.last = tuple(done)
    return _outcome(len(done), len(picked) if may_stop else n)


HANDLERS: dict[str, Handler] = {}  # filled by the concept modules imported below

# Whether an effect could be done now, by verb: «можете X; если вы не можете этого сделать, Y» (params ``if_unable``)
# asks it when X is declined. Only these verbs may carry ``if_unable`` (engine/support.py refuses the others).
CAN_DO: dict[str, Callable[[GameState, Resolution, A.Effect], bool]] = {}


def execute(s: GameState, frame: Resolution, effect: A.Effect, choice: Option | None) -> Result:
    """Run one effect."""
    handler = HANDLERS.get(effect.verb)
    if handler is None:
        raise NotImplementedError(f"effect verb {effect.verb!r} has no handler")
    return handler(s, frame, effect, choice)

