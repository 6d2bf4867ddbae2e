"""The ability shape: units, keyword lines, triggered / activated / static abilities, sentences and their
connectors («при этом», «иначе», «затем», «если …»), modes.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import replace
from typing import Any, cast

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ACTIVATED,
    ACTIVE_PLAYER,
    ACTS_EVENT,
    AFTER_ATTACK,
    ALL_MATCHING,
    ANY,
    ATTACK_EXCESS_WOUNDS,
    ATTACK_TARGETED,
    ATTACKS,
    ATTACKS_BY_STRIKE,
    BOOST,
    BY_YOU,
    CARD,
    CARD_NAME,
    CARD_PLAYED,
    CARD_PLAYED_NTH,
    CHARACTER,
    CHOOSER,
    CLOSED_COINS,
    COINS_GAINED,
    COINS_LOST,
    COINS_OPENED,
    CONDITION_MET,
    COUNT,
    CREATURE,
    DEALS_WOUNDS,
    DEALS_WOUNDS_NOT_STRIKE,
    DECK,
    DECK_SHUFFLED,
    DECK_TOP,
    DIES,
    DISCARDED,
    DISCARDED_NTH,
    DRAWN,
    DRAWN_NTH,
    ENEMY_HERO,
    ENTERED_PLAY_THIS_TURN,
    ENTERS_PLAY,
    ENTERS_PLAY_NTH,
    EVENT,
    EVENT_PLAYER,
    EXACTLY,
    EXCESS_NOTED,
    EXTRA_LIFE_GAINED,
    FROM,
    GIFT_OF_LIFE_USED,
    GRAVEYARD,
    HAND,
    HEALED_BEYOND_WOUNDS,
    HERO,
    HOARDED_HERO,
    HOARDED_THIS,
    HOARDS,
    IT,
    KILLS,
    LAST_FOUND,
    LEAVES_PLAY,
    LEFT_GRAVEYARD,
    MILLED,
    MOVE,
    NAMED,
    NEXT_CARD,
    NOT_CHOSEN_THIS_TURN,
    NOT_IT,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    PLAY,
    POSITION,
    PUT_INTO_GRAVEYARD,
    QUEST_COUNTER_COUNT,
    SHUFFLED,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    STRIKE_EXCESS_WOUNDS,
    STRIKE_WOUNDS,
    STRIKES,
    SUPPORT,
    TARGET,
    THIS,
    TO,
    TRIGGERED,
    TURN_END,
    TURN_START,
    UNHOARDED_BACK_TO_HAND,
    WOUNDED,
    X_COST,
    YOU,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Heal,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
    is_move,
    move_params,
)
from berserk_heroes.cards.language.amounts import declare_where_chosen
from berserk_heroes.cards.language.base import ELIDED_PLAYER, KW, NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    _EVENT_COST,
    _MARK,
    CHOSEN_CARD,
    COST_EQ_X,
    DESTROYED_CARDS,
    DESTROYED_OPPONENTS,
    EVENT_COST_ABOVE_COINS,
    EVENT_COST_BELOW_COUNT,
    HERO_UNWOUNDED,
    HOARDED_BY_HOLDER_BEFORE,
    OTHER_SHOOTER,
    SAME_CARD,
    SAME_NAME,
    SHOOTER_NP,
    SHOWN_CARD_NP,
    THAT_PLAYER,
    THIS_CREATURE,
    THIS_SUPPORT_NP,
    X_AMOUNT,
    X_BELOW,
    _compile_error,
    _ints,
    _np_of,
    _the,
    attacks_now,
)
from berserk_heroes.cards.language.costs import declared_x_costs
from berserk_heroes.cards.language.looking import (
    is_top_card_look,
    looks_at_event_deck,
    shows_hand,
    shows_random_hand_card,
    shows_top_card,
)
from berserk_heroes.cards.language.quests import X_TARGETS, gate_quest_sentence
from berserk_heroes.cards.language.triggers import check_his_graveyard


def _events_with_amount() -> frozenset[str]:
    """Events whose tuple carries a number of wounds or a strength (``event[3]``) that «Х» / «столько же» reads."""
    from berserk_heroes import abilities as A

    names = ("DEALS_WOUNDS", "WOUNDED", "STRIKE_WOUNDS", "STRIKES", "WOUNDED_BY_STRIKE", "WOUNDED_BY_ATTACK", "WOUNDED_BY_SHOT",
             "WOUNDED_BY_THIRST", "COINS_SPENT", "DEALS_WOUNDS_NOT_STRIKE", "MEDITATION_USED", "REGENERATION_FIRES",
             "MEDITATION_COINS", "MEDITATION_WOUNDS", "EXTRA_LIFE_GAINED")  # the last three:
    return frozenset(getattr(A, n) for n in names if hasattr(A, n))


_EVENTS_WITH_AMOUNT = _events_with_amount()


def check_amount(fin: Any, draft: Any) -> None:
    """Finaliser check, called for each draft in order: «за каждую сброшенную / взятую карту» needs a trigger on
    discarding / drawing cards; «избыточный урон» needs a «Ранить» of this ability just before; «таким образом»
    needs an instruction before it."""
    amount = draft.amount
    before = getattr(fin, "amounts_previous", None)
    fin.amounts_previous = draft
    previous = before.verb if before is not None else None
    # the verb whose cards are «таким образом» now (an owners' coin gain passes on the cards of the one before it)
    done_verb = getattr(fin, "amounts_done_verb", None)
    passes_on = dict(draft.params).get(A.OWNERS_OF_DONE)
    fin.amounts_done_verb = done_verb if passes_on else draft.verb
    if (passes_on or draft.amount == DESTROYED_OPPONENTS) and done_verb != "destroy":
        raise _compile_error("«за каждую уничтоженную (таким образом) карту …» with nothing destroyed before it")
    returned = before is not None and is_move(before.verb, before.params, HAND, PLAY)  # «верните … в руку»
    previous_shown = getattr(fin, "amounts_previous_shown", False)
    fin.amounts_previous_shown = shows_top_card(draft)
    if draft.verb == "hoard":  # «добытую» / «добытых им» after it: the cards under its holder
        fin.hoard_holder_before = dict(draft.params).get("holder")
    times = dict(draft.params).get("times") if draft.verb == "choose_mode" else None
    if isinstance(times, Amount) and times.kind == "done" and previous not in ("heal", "discard"):
        # «Создайте A или B за каждого излеченного персонажа»: the cards the «Излечите» just before healed;
        # «за каждую сброшенную таким образом карту противник выбирает одно из»: the cards the «Сбросьте» discarded
        raise _compile_error("«<одно или другое> за каждого …» not right after a healing or a discard")
    if not isinstance(amount, Amount):
        return
    holder = getattr(fin, "hoard_holder_before", None)
    if amount.kind == "at_most":  # «(не более N)»: its one part is the count
        draft.amount = dataclasses.replace(amount, parts=(_hoarded_by_holder_before(amount.parts[0], holder),))
        amount = amount.parts[0]
    elif amount.kind == "count":
        draft.amount = amount = _hoarded_by_holder_before(amount, holder)
    sel = amount.select
    if amount.kind == "count" and sel is not None and sel.zone == GRAVEYARD:
        if sel.side == THAT_PLAYER:  # «на кладбище этого игрока»: the graveyard counted before
            side = getattr(fin, "amounts_grave_side", None)
            if side is None:
                raise _compile_error("«этого игрока» with no player named before")
            draft.amount = dataclasses.replace(amount, select=dataclasses.replace(sel, side=side))
        else:
            fin.amounts_grave_side = sel.side
    _check_paid(fin, amount)
    total = dict(draft.params).get(A.TOTAL_COST)  # «суммарной стоимостью Х{м}, где Х — …»
    if isinstance(total, Amount):
        _check_paid(fin, total)
    if amount.kind == "spent_on_action" and (fin.trigger is None or fin.trigger.event != ACTS_EVENT):
        raise _compile_error("«{м}, потраченных на это действие» without «Когда … действует»")
    if amount.kind == "event_cards":
        trigger = fin.trigger
        if trigger is None or trigger.event not in (DISCARDED, DRAWN):
            raise _compile_error("«за каждую сброшенную карту» without a discard / draw trigger")
    if amount.kind == "event_amount":
        trigger = fin.trigger
        if trigger is None or trigger.event not in _EVENTS_WITH_AMOUNT:
            raise _compile_error("«столько же ран» / «за каждую полученную рану» without a wound trigger")
    if amount.kind == "excess" and previous not in ("wound", "fight"):  # the excess of a fight too
        raise _compile_error("«избыточный урон» of what")
    if amount.kind == "done" and previous is None:
        raise _compile_error("«таким образом» with nothing before it")
    same_card = amount.ref is not None and amount.ref.kind == "same_card"  # combined cards: «его стоимость» (its own card)
    # (after «покажите верхнюю карту», the card revealed: Рейвенкар, Потухший)
    # («его стоимость» of the creature the ability is about: bound by resolve_this_creature_amount)
    if amount.kind == "cost" and not same_card and amount.ref != THIS_CREATURE and not previous_shown and not returned and previous not in (
            "discard", "destroy", "hoard", "declare_target"):
        raise _compile_error("«стоимость …» of which card")
    if amount.kind == "ambush_cost" and previous != "destroy":
        raise _compile_error("«стоимость Засады уничтоженного …» with nothing destroyed before it")
    # combined cards: the last known strike of the card destroyed; «statics»: the strike of the creature just chosen
    if amount.kind == "strike" and amount.ref == IT and previous not in ("destroy", "declare_target"):
        raise _compile_error("«сила удара этого …» of which card")
    if draft.verb == "mill" and dict(draft.params).get("owner_of") and not returned:
        raise _compile_error("«этот игрок» of what")


def _check_paid(fin: Any, amount: Any) -> None:
    """«{м}, потраченных на розыгрыш этой карты»: the coins of a play — the trigger's («Когда … разыгрываете …»), or,
    in a spell's own text, those paid for this spell (engine/effects/amounts._paid)."""
    if not isinstance(amount, Amount) or amount.kind != "paid":
        return
    trigger = getattr(fin, "awaited_trigger", None) or fin.trigger  # (a delayed instruction's awaited event: coins)
    if trigger is None and fin.card_type == "spell":
        return
    if trigger is None or trigger.event != CARD_PLAYED:
        raise _compile_error("«{м}, потраченных на розыгрыш этой карты» without «Когда … разыгрываете …»")


def _hoarded_by_holder_before(amount: Amount, holder: Any) -> Amount:
    """A count of cards «добытых» with no one named (or «им»): those under ``holder``, the holder of the last hoard
    before it in the ability (your hero, or this card); any other amount as it is."""
    sel = amount.select
    if sel is None or sel.zone != HOARDED_BY_HOLDER_BEFORE:
        return amount
    zone = {YOUR_HERO: HOARDED_HERO, THIS: HOARDED_THIS}.get(holder) if isinstance(holder, Ref) else None
    if zone is None:
        raise _compile_error("«добытую» with no holder before it")
    return dataclasses.replace(amount, select=dataclasses.replace(sel, zone=zone))


# the amounts «стоимостью Х{м} или менее, где Х — …» may name: those counted when the cards are matched, at any time
# (``continuous.static_amount``) — counts, total costs, this card's strike (its last known one once it has left play)
COST_BOUND_AMOUNTS: frozenset[str] = frozenset({"count", A.COST_SUM, "strike"})
# … and the {!} on this card («стоимостью до Х{м} …, где Х — количество {!} на этой карте»: continuous.static_amount)
COST_BOUND_AMOUNTS = COST_BOUND_AMOUNTS | {"quest_counters"}


def replace_x_in_selects(draft: Any, amount: Amount) -> bool:
    """«… стоимостью Х{м} или менее, где Х — <количество>»: put the amount into the selectors' cost bound (the draft's
    noun phrase and its Select params); True if there was an X there. Only counts are allowed (matched any time)."""

    declared_x = False  # an X that «где Х – …» says is the declared X stays as it is, but it was there

    def fix(sel: Any) -> Any:
        nonlocal declared_x
        if isinstance(sel, Select) and sel.state == X_TARGETS:  # «Подготовьте Х ваших существ, где Х — …»
            if amount != Amount("quest_counters", ref=THIS):
                raise _compile_error("«Х <карт>» numbered by another amount than the {!} on this card")
            return dataclasses.replace(sel, state=QUEST_COUNTER_COUNT)
        if isinstance(sel, Select) and sel.cost_max_amount in (X_AMOUNT, X_BELOW) and amount.kind == "x":
            declared_x = True  # «где Х – количество снятых эффектов ужаса»: the X the payment declared
            return sel
        if isinstance(sel, Select) and sel.cost_max_amount in (X_AMOUNT, X_BELOW):
            if amount.kind not in COST_BOUND_AMOUNTS or sel.cost_max is not None or (
                    amount.kind == "strike" and amount.ref != THIS):
                raise _compile_error("«стоимостью Х» with an X that is not a count")
            if sel.cost_max_amount == X_BELOW:  # «стоимостью менее Х»: at most Х − 1
                return dataclasses.replace(sel, cost_max_amount=Amount("sum", parts=(amount, Amount("fixed", value=-1))))
            return dataclasses.replace(sel, cost_max_amount=amount)
        return sel

    if draft.verb == A.PUT_INTO_PLAY and _exact_cost_x(draft, amount):
        return True
    found = False
    if draft.np is not None and draft.np.select is not None:
        new = fix(draft.np.select)
        if new is not draft.np.select:
            draft.np, found = dataclasses.replace(draft.np, select=new), True
    params = tuple((k, fix(v)) for k, v in draft.params)
    if params != draft.params:
        draft.params, found = params, True
    return found or declared_x


def x_cost_targets(costs: tuple[Cost, ...], targets: tuple[Target, ...]) -> tuple[Target, ...]:
    """«(Х)(Т): Х персонажей не могут …»: a target «Х <карт>» that no «где Х — …» numbered, in an ability that pays X
    coins, is as many cards as that X (engine/declare.py reads the X declared); without an X cost it stays unnumbered
    (and the ability is refused by the support check)."""
    if not any(c.is_x and c.kind == "coins" for c in costs):
        return targets
    return tuple(dataclasses.replace(t, select=dataclasses.replace(t.select, state=A.X_DECLARED_COUNT))
                 if t.select.state == X_TARGETS else t for t in targets)


def _exact_cost_x(draft: Any, amount: Amount) -> bool:
    """«Вызовите / возродите <существо> стоимостью Х{м}, где Х — <число>»: a pick of exactly that cost, the number
    counted when the instruction resolves (params cost, read by effects/entering._put_into_play)."""
    sel = dict(draft.params).get("select")
    if not isinstance(sel, Select) or sel.cost_max_amount != COST_EQ_X:
        return False
    draft.params = (*((k, replace(sel, cost_max_amount=None) if k == "select" else v) for k, v in draft.params),
                    ("cost", amount))
    return True


def note_destroyed(fin: Any, verb: str, what: Ref | None) -> None:
    """Remember the card of the ability's «Уничтожьте <одно существо>» (a declared target): the «уничтоженное
    существо» of a later amount. A second destruction makes the phrase ambiguous (refused when it is read)."""
    if verb == "destroy":
        fin.destroyed_cards = what if what is not None and what.kind == "target" and not hasattr(fin, "destroyed_cards") \
            else None


def resolve_gone_amount(fin: Any, d: Any) -> None:
    """Bind ``DESTROYED_CARDS`` in the draft's amount to the destroyed card (refused when no single target was destroyed
    by an earlier instruction of the ability)."""
    bind_amount_to_one_target(d, DESTROYED_CARDS, getattr(fin, "destroyed_cards", None), fin.targets,
                              ("«уничтоженного существа» without one card destroyed before",
                               "«уничтоженного существа» after the destruction of several cards"))


def resolve_this_creature_amount(fin: Any, d: Any) -> None:
    """Bind ``THIS_CREATURE`` in the draft's amount («сила удара этого существа») to the creature the ability is about:
    the trigger's creature, else the card itself when it is a creature (a granted ability is compiled as a creature's).
    Refused on a spell, and where the trigger's card may be no creature."""
    if not isinstance(d.amount, Amount) or d.amount.ref != THIS_CREATURE:
        return
    chosen = getattr(fin, "chosen_card", None)
    if chosen is not None and fin.last == chosen:  # «Выберите существо …; … удару этого существа»: the card chosen
        bind_amount_to_one_target(d, THIS_CREATURE, chosen, fin.targets, ("", "«этого существа» of several cards"))
        return
    ref = fin.event_ref()
    trigger = fin.trigger
    if trigger is not None and trigger.other is not None:  # («при атаке по существу»: that one, or this card?)
        raise CompileError("«этого существа» of a trigger about two cards")
    if ref == THIS and fin.card_type == "creature":
        d.amount = dataclasses.replace(d.amount, ref=THIS)
    elif ref != THIS and trigger is not None and trigger.subject is not None and trigger.subject.kind == CREATURE:
        d.amount = dataclasses.replace(d.amount, ref=ref)
    else:
        raise CompileError("«этого существа»: which creature")


def bind_amount_to_one_target(d: Any, placeholder: Ref, found: Ref | None, targets: Any,
                              refusals: tuple[str, str]) -> None:
    """Bind ``placeholder`` in the draft's amount to ``found``, a declared target that names exactly one card (refused
    with ``refusals``: when there is none, when it may name several)."""
    if not isinstance(d.amount, Amount) or d.amount.ref != placeholder:
        return
    if found is None:
        raise CompileError(refusals[0])
    target = targets[found.index]
    if target.min != 1 or target.max != 1:
        raise CompileError(refusals[1])
    d.amount = dataclasses.replace(d.amount, ref=found)


def fill_elided_players(drafts: list[Draft], last: NP | None = None) -> NP | None:
    """«Противник сбрасывает карту, иначе берёт карту»: an instruction without its subject (``ELIDED_PLAYER``) is
    about the player of the instruction before it, in the order they are written (branches included). Returns the
    last player named."""
    for d in drafts:
        np = d.np
        if np is not None and np.kind == "ref" and np.ref is not None and np.ref.kind == "player":
            if np.ref.side == ELIDED_PLAYER:
                if last is None:
                    raise CompileError("an instruction without its player, and no player before it")
                d.np = last
            last = d.np
        last = fill_elided_players(d.group, last)
        last = fill_elided_players(d.then, last)
        last = fill_elided_players(d.otherwise, last)
    return last


def _fix(e: Effect, kind: str, trigger: Trigger | None, card_type: str) -> Effect:
    if e.verb == "sequence" and e.param("effects"):  # Римаанды: «верните … и отмените …» (one instruction)
        group = tuple(_fix(t, kind, trigger, card_type) for t in e.param("effects"))
        e = dataclasses.replace(e, params=tuple(("effects", group) if k == "effects" else (k, v) for k, v in e.params))
    then = tuple(_fix(t, kind, trigger, card_type) for t in e.then)
    otherwise = tuple(_fix(t, kind, trigger, card_type) for t in e.otherwise)
    if e.param(_MARK) is None:
        return dataclasses.replace(e, then=then, otherwise=otherwise) if (then, otherwise) != (e.then, e.otherwise) \
            else e
    noun = e.param(_MARK)
    params = tuple(p for p in e.params if p[0] != _MARK)
    played = trigger is not None and trigger.event == CARD_PLAYED and trigger.subject is not None \
        and trigger.other is None
    what = EVENT()
    if e.verb == "cancel_card" or is_move(e.verb, e.params, HAND, GRAVEYARD):
        # only the card the *opponent* plays (every card of the list); «это заклинание» only after a spell was named
        if not played or trigger.subject.side != OPPONENT or (noun == "spell" and trigger.subject.kind != SPELL):  # type: ignore[union-attr]
            raise CompileError("«отмените …» without a card the opponent plays in the trigger")
    else:  # repeat of a spell
        if trigger is None and kind == SPELL_ABILITY and card_type == "spell":
            what = THIS  # Побег: the spell repeats itself
        elif trigger is not None and trigger.event == A.TARGETED and trigger.other is not None \
                and trigger.other.kind == SPELL:
            what = Ref("event", role="other")  # «Когда вы выбираете … целью заклинания»: the spell declared
        elif not played or trigger.subject.kind != SPELL:  # type: ignore[union-attr]
            raise CompileError("«повторите это заклинание» without this spell or a spell played")
    return dataclasses.replace(e, what=what, params=params, then=then, otherwise=otherwise)


def late_targets(targets: tuple[Target, ...], effects: tuple[Effect, ...]) -> tuple[Target, ...]:
    """Побег: «<инструкция>; вы можете <инструкция с целью>, при этом повторите это заклинание» — the target of the
    optional part after «;» is named when execution reaches it (§7.4: parts separated by «;» name their targets one
    by one), so the spell can be played (and repeated) without it; only for that target, used by that part alone."""
    if not any(e.verb == "repeat" and e.param("repeated") == SPELL and e.what == THIS
               for e in nested_effects(effects)):
        return targets
    out = list(targets)
    for pos, e in enumerate(effects):
        if pos == 0 or not e.optional or e.condition is not None or e.what is None or e.what.kind != "target" \
                or not any(t.verb == "repeat" and t.param("repeated") == SPELL for t in e.then):
            continue
        index = e.what.index
        users = [x for x in nested_effects(effects) if x.what == e.what]
        if len(users) == 1 and index < len(out):
            out[index] = dataclasses.replace(out[index], at_execution=True)
    return tuple(out)


def _else_targets_late(targets: tuple[Target, ...], effects: tuple[Effect, ...]) -> bool:
    """«<инструкция с целью>, иначе <инструкция с другой целью>» as a whole ability (Вестник неизбежного: «ранить
    существо противника на 1, иначе ранить героя на 1»): each target is named when its instruction is reached (§7.4),
    so that with no enemy creature the first part does nothing and the «иначе» part names the hero — named at
    declaration, the ability could not be declared at all and the «иначе» would never happen."""
    if len(effects) != 1 or len(effects[0].otherwise) != 1 or len(targets) != 2:
        return False
    first, other = effects[0], effects[0].otherwise[0]
    uses = [e.what for e in (first, other)]
    return uses == [Ref("target", 0), Ref("target", 1)] and not first.then and not other.then \
        and not other.otherwise and first.condition is None and not first.optional


def _absence_planned(targets: tuple[Target, ...], effects: tuple[Effect, ...]) -> bool:
    """«<инструкция с целью>; если у противника нет существ, <инструкция>» (Бес): the ability says what happens when
    there is no card its one target could be, so that target is named when execution reaches it (§7.4) — named at
    declaration, the ability could not be declared without one and that part would never happen."""
    if len(targets) != 1:
        return False
    return any(e.condition is not None and e.condition.kind == "count" and e.condition.op == "==" and
               e.condition.value == 0 and e.condition.select == targets[0].select for e in effects)


def nested_effects(effects: tuple[Effect, ...]) -> list[Effect]:
    """Every effect of ``effects`` with those nested in it (``then``, ``otherwise``, a ``sequence``), in order."""
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(nested_effects(e.then))
        out.extend(nested_effects(e.otherwise))
        if e.verb == "sequence":
            out.extend(nested_effects(e.param("effects") or ()))
    return out


def resolve_cancel_refs(kind: str, trigger: Trigger | None, effects: tuple[Effect, ...], card_type: str) -> tuple[Effect, ...]:
    """Resolve «это заклинание» / «эту карту» of cancelling and repeating effects against the trigger (or refuse the unit)."""
    return tuple(_fix(e, kind, trigger, card_type) for e in effects)


def _nested(effects: tuple[Effect, ...]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_nested((*e.then, *e.otherwise, *(e.param("effects", ()) or ()))))
    return out


def event_card_condition(fin: Any, cond: Condition) -> Condition | None:
    """«если это <тип>» in an ability triggered by a discard (no card revealed before): the discarded card — the
    trigger's card — is of that type (``event_card_fits``, engine/resolve.py passes the event's card as ``it``). None
    when the trigger is not a discard (the condition stays refused)."""
    trig = getattr(fin, "trigger", None)
    if cond.kind != "revealed" or trig is None or trig.event != DISCARDED:
        return None
    return Condition("event_card_fits", select=cond.select)


ACTED_ON_SURVIVED = "acted_on_survived"  # Condition: the card the instruction acts on is in play with life above 0


def note_fight(fin: Any, d: Any, params: tuple[tuple[str, Any], ...], what: Ref | None) -> None:
    """Remember the fighter of «<существо> сражается с <существом>» (both declared targets) for the instruction that
    follows it: «это существо» there is the fighter. Anything else forgets it.

    The heal of the fighter gets the condition ``acted_on_survived`` (the card it heals is in play with life above 0): the
    two cards that print this construction say «(Если оно выжило)», and a creature wounded to death by the fight is
    still in play (at 0 life) until the rules effects after the resolution — a heal must not save it."""
    fighter = getattr(fin, "heal_fighter", None)
    attacker = dict(params).get("attacker") if d.verb == "fight" else None
    if isinstance(attacker, Ref) and attacker.kind == "target" and what is not None and what.kind == "target":
        fin.heal_fighter = attacker
    elif fighter is not None and what == fighter:  # (Атака с преимуществом: boosts, a heal, a close of the fighter)
        if d.condition is not None:
            raise CompileError("a condition on an instruction on the fighter")
        d.condition = Condition(ACTED_ON_SURVIVED, ref=SAME_CARD)
    else:
        fin.heal_fighter = None


def fighter_ref(fin: Any) -> Ref | None:
    """«это существо» / «него» right after a fight between two declared targets (or after an instruction on that
    fighter): the fighter. A creature fought by your creature is not the card of an instruction that favours it —
    heals it or puts усиления on it: that would make the spell work against itself (Сразить: «Ваше существо сражается
    с существом противника, затем полностью излечите это существо. (Если оно выжило)»; Атака с преимуществом: «…;
    положите на него эффект усиления за каждую единицу избыточного урона, полностью излечите и закройте это существо
    (если оно выжило)» — the excess is the fighter's). Every instruction on the fighter waits for it to have survived
    (:func:`note_fight`): a boost must not save a fighter the fight left at 0 life."""
    fighter = getattr(fin, "heal_fighter", None)
    if fighter is None:
        return None
    draft = fin.draft_now
    boosts = fin.verb_now == "counters" and draft is not None and dict(draft.params).get("counter") == BOOST
    return fighter if fin.verb_now == "heal" or boosts or fin.last == fighter else None


def check_attack_now(effects: tuple[Any, ...]) -> None:
    """«немедленно атакует» only as the last instruction of its ability, unconditional and not optional: the attack is
    made once the ability has resolved (nothing of it is left to do), so that the only thing that waits for the attack
    to end is the rest of the Queue (engine/effects/attacks.py)."""
    for i, e in enumerate(effects):
        inner = [g for _, v in e.params if isinstance(v, tuple) for g in v if attacks_now(g)]
        nested = [t for t in (*e.then, *e.otherwise) if _mentions(t)]
        if nested:
            raise CompileError("«немедленно атакует» under a connector")
        if attacks_now(e) or inner:
            last = e if attacks_now(e) else e.param("effects")[-1]
            if i != len(effects) - 1 or not attacks_now(last) or e.optional or e.condition is not None \
                    or last.optional or last.condition is not None or e.then or e.otherwise or len(inner) > 1:
                raise CompileError("«немедленно атакует» not as the last instruction of the ability")


def _mentions(e: Any) -> bool:
    return attacks_now(e) or any(_mentions(t) for t in (*e.then, *e.otherwise)) or any(
        isinstance(v, tuple) and any(getattr(g, "verb", None) and _mentions(g) for g in v) for _, v in e.params)


ATTACK_UNDEFENDED = "attack_undefended"  # event: no defender was assigned against this card's strike attack


NO_OTHER_CREATURES = "no_other_creatures"  # Condition: you control no creature but the trigger's card


def check_it_shoots(trigger: Any, drafts: list[Any], card_type: str) -> None:
    """«оно производит Выстрел» only after a trigger whose subject is a creature in play (the shooter) and nothing else
    named before the shot.

    «если под вашим контролем нет других существ» on it, in a hero's ability (Гхар-дунн): «других» — other than the
    trigger's creature (a hero is no creature: the only card the word can set apart), Condition ``no_other_creatures``
    (``engine/resolve.py`` passes the event's card)."""
    for i, d in enumerate(drafts):
        shooter = dict(d.params).get("shooter") if d.verb == "shot" else None
        if not (isinstance(shooter, NP) and shooter.kind == "ref" and shooter.ref == Ref("event", role="subject")):
            continue
        if trigger is None or trigger.subject is None or trigger.subject.kind != CREATURE \
                or trigger.subject.zone != "play" or i != 0:
            raise CompileError("«оно производит выстрел»: which creature?")
        cond = d.condition
        if cond is not None and cond.kind == "count" and cond.select is not None and cond.select.other:
            if card_type != "hero" or cond.op != "==" or cond.value != 0 \
                    or cond.select != Select(CREATURE, side=trigger.subject.side, other=True):
                raise CompileError("«нет других существ»: other than which?")
            d.condition = Condition(NO_OTHER_CREATURES)


def combat_role_ref(fin: Any, role: str) -> Ref:
    """«атакующее существо» / «атакованное существо» in an ability triggered by an attack: the attacker or the
    card attacked, as the trigger's event names them — a creature only: an attack at a hero has no «атакованное
    существо» (issue 14: «Застать врасплох» stuns no hero). Anywhere else: refused."""
    trig: Trigger | None = fin.trigger
    if trig is None:
        raise CompileError("«атакующее / атакованное существо» without an attack")
    if trig.event in (ATTACKS, ATTACKS_BY_STRIKE, AFTER_ATTACK):  # subject: the attacker, other: the attacked
        if role == "attacked":
            return Ref("event", role="other", select=_creature_only(trig.other))
        return THIS if trig.subject is None else Ref("event", role="subject", select=_creature_only(trig.subject))
    if trig.event == ATTACK_TARGETED:  # subject: the card attacked, other: the attacker
        if role == "attacker":
            return Ref("event", role="other", select=_creature_only(trig.other))
        return THIS if trig.subject is None else Ref("event", role="subject", select=_creature_only(trig.subject))
    if trig.event == STRIKES and trig.subject is None and role == "attacked":
        # «При ударе атакованное существо …»: the creature this card strikes while it is the attacker (digest §5.4.7:
        # «При ударе» fires on a retaliation too, whose struck card is the attacker, not the one attacked)
        fin.while_attacking = True
        return Ref("event", role="other", select=_creature_only(trig.other))
    raise CompileError("«атакующее / атакованное существо» of another event")


def _creature_only(card: Select | None) -> Select | None:
    """«атакующее / атакованное существо»: when the event's card may be a hero (a hero's shot is an attack too, a
    hero may be attacked), the Ref keeps only a creature (``effects.cards_of`` filters an event Ref by its select's
    kind)."""
    return None if card is not None and card.kind == CREATURE else Select(CREATURE)


# verbs said as «<он> получает …», whose «получает» and subject an «иначе» after them may leave out
GAIN_VERBS = frozenset({"modify", "grant", "extra_life"})
ELSE_SEP = ", иначе"  # the separator «, иначе» in a chain (abilities.lark sep_else): the next link is the other branch
MADE_BY_THIS = "made_by_this"  # Select state: a copy in play made by an instruction of the ability's own card


def check_copies_chain(drafts: list[Any]) -> None:
    """A chain of instructions is refused when «оно добывает эту карту» does not come right after a «Создайте <жетон>»
    (otherwise «оно» would mean another card); the marker param is dropped once checked."""
    for i, d in enumerate(drafts):
        params = dict(d.params)
        if not params.get("created_holder"):
            continue
        prev = drafts[i - 1] if i else None
        if prev is None or prev.verb != "create" or prev.then or prev.otherwise or prev.optional \
                or prev.condition != d.condition:
            raise CompileError("«оно добывает эту карту» not right after «Создайте …»")
        d.params = tuple((k, v) for k, v in d.params if k != "created_holder")


def it_condition(cond: Condition | None) -> bool:
    """Whether a condition (or a part of it) asks about IT, the card the previous instruction acted on."""
    if cond is None:
        return False
    return (cond.kind == "ref_state" and cond.ref == IT) or any(it_condition(p) for p in cond.parts)


_COST_X = re.compile(r"стоимостью\s*[хx]")


def _shows_top_cards(d: Any) -> bool:
    """Whether a draft is «Каждый игрок показывает верхнюю карту колоды» (a sequence of two shown looks)."""
    return d.verb == "sequence" and len(d.group) == 2 and all(g.verb == "look" for g in d.group)


def compared_after_shown(drafts: list[Any]) -> list[Any]:
    """«…, при этом каждый игрок показывает верхнюю карту колоды; если ваша карта имеет наибольшую стоимость {м}, …»: the
    instructions after the «при этом» that shows the top cards read those cards, so they belong to it (done only if
    it was); refused when no instruction before shows them."""
    for i, d in enumerate(drafts):
        if _shows_top_cards(d):
            return drafts
        if any(_shows_top_cards(t) for t in d.then):
            d.then.extend(drafts[i + 1:])
            return drafts[:i + 1]
    raise CompileError("«ваша карта имеет наибольшую стоимость» without the top cards shown")


def shows_one_card(costs: tuple[Cost, ...], drafts: list[Any]) -> bool:
    """Whether the ability shows one card that «того же типа» can mean: the payment «покажите карту, замешайте её в
    колоду», a first instruction «покажите карту из руки», or a first «<holder> добывает верхнюю карту колоды …» (a
    hoarded card is open to both, §8.1; the engine keeps the card shown on the source, ``A.SHOWN_CARD``)."""
    if any(c.kind == "reveal_and_shuffle_hand" for c in costs):
        return True
    first = drafts[0] if drafts else None
    if first is not None and first.verb == "hoard" and first.amount == 1 and dict(first.params).get(A.FROM) == DECK:
        return True
    return first is not None and first.verb == "reveal" and first.amount == 1 and dict(first.params).get("zone") == HAND


def check_compared_with_target(ability: Ability) -> None:
    """Raise CompileError if «с другим названием той же или меньшей стоимости» (Select state
    ``OTHER_NAME_NOT_DEARER_THAN_TARGET``) has no one card chosen to compare with, or stands elsewhere than in the card
    a Поиск / an instruction putting into play picks (only engine/effects._from_zone_to reads it)."""
    state = A.OTHER_NAME_NOT_DEARER_THAN_TARGET
    if state not in repr(ability):
        return
    picks = [e for e in A.effect_tree(ability.effects) if e.verb in (A.PUT_INTO_PLAY, "search")
             and getattr(e.param("select"), "state", None) == state]
    one_chosen = len(ability.targets) == 1 and ability.targets[0].max == 1
    if not picks or not one_chosen or any(t.select.state == state for t in ability.targets):
        raise CompileError("«с другим названием той же или меньшей стоимости»: compared with which card?")


def _event_cost_for_x(amount: Amount, event_cost: Amount) -> Amount:
    """``amount`` with its Х (COST_EQ_X) the cost of the event's card (``event_cost``)."""
    if amount == COST_EQ_X:
        return event_cost
    return replace(amount, parts=tuple(_event_cost_for_x(part, event_cost) for part in amount.parts))


_EVENT_CARD_COST = Amount("event_card_cost")  # the cost of the trigger's card


def _summon_of_event_cost(e: Effect, event_cost: Amount = _EVENT_CARD_COST) -> Effect:
    """«Когда вы вызываете существо стоимостью Х{м}, вызовите существо стоимостью Х{м} / Х –2{м} (но не менее 1)»: a
    summon's pick of that exact cost, counted from the event's card when it resolves (params cost; the select loses
    the marker)."""
    sel = e.param("select")
    if e.verb != A.PUT_INTO_PLAY or not isinstance(sel, Select) or sel.cost_max_amount is None \
            or "cost_eq_x" not in repr(sel.cost_max_amount):
        return e
    cost = _event_cost_for_x(sel.cost_max_amount, event_cost)
    params = tuple((k, replace(sel, cost_max_amount=None) if k == "select" else v) for k, v in e.params)
    return replace(e, params=(*params, ("cost", cost)))


def check_cost_x_known(ability: Ability) -> None:
    """Raise CompileError if a «стоимостью Х{м}» of a hero's text was left in the ability (Х not known there)."""
    if _COST_X.search(ability.text.lower()) is None:  # (cheap: only a unit printing «стоимостью Х» can hold it)
        return
    if "cost_eq_x" in repr(ability):
        raise CompileError("«стоимостью Х{м}» with an Х that is not the event's number")


def _drafts(drafts: list[Any]) -> Any:
    for d in drafts:
        yield d
        yield from _drafts(d.then)
        yield from _drafts(d.otherwise)
        yield from _drafts(d.group)


def _verbs(drafts: list[Any]) -> Any:
    for d in drafts:
        yield d.verb
        yield from _verbs(d.then)
        yield from _verbs(d.otherwise)
        yield from _verbs(d.group)


def check_event_cost_below_ref(phrases: Any, trigger: Any, drafts: list[Any]) -> None:
    """«его стоимость» of :meth:`HoardBPhrases.c_event_cost_below_count` is the trigger's card: refused unless the
    trigger is about one card played or entering play (``subject`` of CARD_PLAYED / ENTERS_PLAY, no other card)."""
    if any(d.condition is not None and d.condition.kind == EVENT_COST_BELOW_COUNT for d in drafts) and (
            trigger is None or trigger.event not in (CARD_PLAYED, ENTERS_PLAY) or trigger.subject is None
            or trigger.other is not None):
        raise CompileError("«его стоимость» without a trigger about a card played or entering play")
    for d in _drafts(drafts):
        if looks_at_event_deck(d) and not _event_hero_deck(trigger, d.np.ref.role):
            raise CompileError("«его колоды» without «При ударе по герою» / «Когда игрок перемешивает колоду»")
    if getattr(phrases, "regen_x", False):  # «… с регенерацией Х погибает, …»: Х is that card's Регенерация
        if trigger is None or trigger.subject is None or trigger.subject.keyword != "regeneration" \
                or trigger.other is not None:
            raise CompileError("«с регенерацией Х» outside the card a trigger is about")
        _x_is_regeneration(drafts)


def _event_hero_deck(trigger: Any, role: str) -> bool:
    """Whether the trigger's card of ``role`` is a hero whose deck «его колоды» can mean: the hero struck («При ударе
    по герою», role other) or the hero of the player who shuffled his deck («Когда игрок перемешивает колоду»)."""
    if trigger is None:
        return False
    if role == "other":
        return trigger.event == STRIKES and trigger.other is not None and trigger.other.kind == HERO \
            and trigger.subject is None
    return trigger.event == DECK_SHUFFLED

def _x_is_regeneration(drafts: list[Any]) -> None:

    for d in drafts:
        if d.amount == X_AMOUNT:
            d.amount = Amount("event_regeneration")
        _x_is_regeneration(d.then)
        _x_is_regeneration(d.otherwise)
        _x_is_regeneration(d.group)


HIDDEN = Condition("source_state", state="hidden")


def this_support_ref(tr: Any) -> Ref:
    """«эту карту поддержки»: the trigger's support card (played, so in play); nothing else was named before it."""
    trig = tr.trigger
    if trig is None or trig.event != CARD_PLAYED or trig.other is not None or trig.subject is None \
            or trig.subject.kind != SUPPORT:
        raise CompileError("«эту карту поддержки» without a support card played in the trigger")
    if tr.last is not None or tr.targets:
        raise CompileError("«эту карту поддержки» after another card was named")
    return Ref("event", role="subject")


_OVERLAP = {CREATURE: {CREATURE, CHARACTER, CARD}, CHARACTER: {CREATURE, CHARACTER, HERO, CARD},
            HERO: {HERO, CHARACTER, CARD}}


def _may_be(named: Select | None, sel: Select) -> bool:
    """Whether a card the trigger names (``named``, in play) could also be one of ``sel``."""
    if named is None or named.zone != "play":
        return False
    return named.kind in _OVERLAP.get(sel.kind, {named.kind, CARD})


def other_than_event(trigger: Trigger | None, sel: Select) -> Select:
    """«другое / других» when the source could itself be such a card: other than the source (``Select.other``) and,
    when the trigger names another card that could be one («При ударе по существу оглушите до двух других существ»,
    «При гибели вашего существа верните другого подземника»), other than that card too — the sentence has named it,
    «другой» sets the new ones apart from it. States ``not_event`` (the trigger's subject) / ``not_event_other``
    (the trigger's other card); a selector with a state of its own, or a trigger naming two such cards, is refused."""
    if trigger is None:
        return sel
    subject = _may_be(trigger.subject, sel)
    other = _may_be(trigger.other, sel)
    if not subject and not other:
        return sel
    if sel.state == ENTERED_PLAY_THIS_TURN and trigger.event in (ENTERS_PLAY, ENTERS_PLAY_NTH):
        # «всех других существ, вошедших в игру в этот ход» (Илинси, which enters by its Засада): «других» sets the
        # source apart — it entered this turn too; the card whose entering triggered it is one of those it names
        return sel
    if (subject and other) or sel.state is not None:
        raise CompileError("«другое» after a trigger naming cards: other than which?")
    return dataclasses.replace(sel, state="not_event" if subject else "not_event_other")


def other_than_dead(trigger: Trigger | None, sel: Select) -> Select:
    """«При гибели вашего существа верните другого подземника с кладбища»: a graveyard pick after a death trigger —
    «другого» is other than the creature that died (now in the graveyard), state ``not_event``; the source too stays
    excluded (``Select.other``)."""
    if trigger is None or trigger.event != DIES or sel.zone != GRAVEYARD or trigger.subject is None:
        return sel
    if not _may_be(trigger.subject, dataclasses.replace(sel, zone="play")) or trigger.other is not None:
        return sel
    if sel.state is not None:
        raise CompileError("«другое» after a trigger naming cards: other than which?")
    return dataclasses.replace(sel, state="not_event")


def share_branch_target(first: Any, second: Any) -> None:
    """«Если C, Выстрел на 2, иначе Выстрел на 1», «ранить персонажа на 1; если …, вместо этого ранить персонажа на 2»:
    the two branches of one condition are one instruction done one way or the other, so when both name the same kind
    of target («персонажа» / «персонажа») it is one target, named once: the second branch's noun phrase becomes a
    pronoun for the first one's (the finaliser resolves it to the same ``TARGET``). Different noun phrases keep their
    own targets."""
    a, b = first.np, second.np
    if a is None or b is None or a.kind != "target" or a != b or first.verb != second.verb:
        return
    second.np = NP("it")


def continue_holder(prev: Draft | None, drafts: Any) -> None:
    """«<holder> добывает X, иначе добывает Y» (Казино «Кристалл»): the «иначе» branch printed without a subject
    continues the instruction's own — the same holder hoards Y (not this card)."""
    if not isinstance(drafts, list) or len(drafts) != 1 or not isinstance(drafts[0], Draft) \
            or not drafts[0].subject_elided or prev is None or prev.verb != "hoard":
        return
    holder = dict(prev.params).get("holder")
    if holder is None:
        raise CompileError("«…, иначе добывает …»: whose hoard?")
    drafts[0].params = tuple((k, holder if k == "holder" else v) for k, v in drafts[0].params)


def mark_late(drafts: Any) -> None:
    """Mark the drafts of a part after «;» or «.» (their targets are named when execution reaches them, §7.4)."""
    for d in drafts or ():
        if isinstance(d, Draft):
            d.late = True


# Instructions that create cards in play: a target named in a later part may be one of them.
CREATES = frozenset({A.CREATE})


def picks_to_enter(d: Any) -> bool:
    """Whether draft or effect ``d`` is a «Вызовите» / «Возродите» / «Положите добытое … в игру» whose player picks the
    cards (params select)."""
    params = dict(d.params)
    from_hoard = d.verb == A.PUT_INTO_PLAY and params.get("from") == (A.HOARDED,)
    summoned = d.verb == A.PUT_INTO_PLAY and bool(params.get("summoned"))  # (also «из колоды или руки»)
    return (A.is_summon(d) or A.is_revive(d) or from_hoard or summoned) and params.get("select") is not None


def late_part(finaliser: Any, d: Any) -> bool:
    """Whether the targets first named by draft ``d`` are named at execution. Digest §7.4: «if parts are separated by
    «;» or «.», targets are named one by one as execution reaches each part». Applied (conservatively) where it
    changes what can be chosen: in a part after «;» / «.» that follows an instruction putting cards into play
    («Вызовите …; положите эффект усиления на существо» — Рекрутинг may boost a creature it has just summoned, and is
    playable on an empty board), and in such a part under a condition. Only for an instruction whose own
    ``what`` is the target (the engine asks for it when the instruction runs: engine/resolve.ResolveFrame._late_target);
    elsewhere targets stay named at declaration."""
    if not (finaliser.late or d.late):
        return False
    if d.np is None or d.np.kind != "target" or any(isinstance(v, NP) for _, v in d.params):
        return False
    if d.late and d.np.select is not None and d.np.select.state == A.SAME_TYPE_AS_SHOWN:
        # «…; ваш герой добывает карту того же типа» (Казино «Кристалл»): the type is that of a card an earlier part
        # shows, known only once that part has run
        return True
    if d.late and finaliser.late:
        # the «иначе» / «при этом» branch of such a part: it runs only after that part, and naming its target at
        # declaration could block the whole ability for a target it may never need
        return True
    if d.condition is not None:
        # a part after «;» / «.» that only runs under a condition («Выстрел на 1; если ваш герой нейтральный, Выстрел на
        # 2 в другую цель» — Оксилия): naming its target at declaration could block the whole ability for a target it
        # may never need (the engine checks the condition first, then asks: engine/resolve.ResolveFrame._execute)
        return True
    return bool(getattr(finaliser, "entered_play_seen", False))


def note_entered(finaliser: Any, d: Any) -> None:
    """Remember that an instruction putting cards into play was finalised (see :func:`late_part`)."""
    if d.verb in CREATES or picks_to_enter(d):
        finaliser.entered_play_seen = True
    finaliser.verbs_seen.append(d.verb)


# Picks from a zone made by engine/effects._from_zone_to (which reads ``name_of_target``), with picks_to_enter and
# _picks_from_graveyard.
ZONE_PICKS = frozenset({"search"})


def _deck_or_graveyard_pick(finaliser: Any, sel: Select) -> bool:
    """The selector is the pick of a Поиск / Вызов / Возрождение from the deck or a graveyard (the picks whose
    name-bound states engine/effects._from_zone_to reads)."""
    return sel.zone in ("deck", GRAVEYARD) and sel.state is None and bool(
        finaliser.verb_now in ZONE_PICKS or finaliser.entering_pick_now
        or finaliser.draft_now is not None and _picks_from_graveyard(finaliser.draft_now))


def same_name_as_chosen(finaliser: Any, sel: Select) -> Select | None:
    """«Выберите существо. Вызовите существо с таким же названием.» (Кровные узы): when the only instruction before is
    «Выберите <карту>» (one target, one card), «с таким же названием» is that card's name — state
    ``name_of_target`` of a deck / graveyard pick (engine/effects._from_zone_to reads the chosen card's name).
    None when this reading does not apply (the other readings are the finaliser's)."""
    if finaliser.verbs_seen != ["declare_target"] or len(finaliser.targets) != 1 or finaliser.targets[0].max != 1:
        return None
    if not _deck_or_graveyard_pick(finaliser, sel):
        return None
    return dataclasses.replace(sel, name=None, state="name_of_target")


def same_name_as_event_card(finaliser: Any, sel: Select) -> Select:
    """«Когда погибает ваш энт, вызовите энта с таким же названием» (Живая брусчатка): after a trigger about another
    card, with nothing named before, «с таким же названием» is the name of the trigger's card (its subject) — state
    ``name_of_event`` of a deck / graveyard pick (engine/effects._from_zone_to reads the event's card). A trigger with
    a second card (``other``) leaves it ambiguous (whose name?)."""
    trig = finaliser.trigger
    if trig.other is not None or trig.subject is None:
        raise CompileError("«с таким же названием» after a trigger about two cards (whose name?)")
    if not _deck_or_graveyard_pick(finaliser, sel):
        raise CompileError("«с таким же названием» as the trigger's card outside a deck / graveyard pick")
    return dataclasses.replace(sel, name=None, state="name_of_event")


def note_chosen(fin: Any, verb: str, what: Ref | None) -> None:
    """Remember the card of a «Выберите <одну карту>» that is the first instruction of the ability (the only one
    «выбранное существо» can mean); any other first instruction leaves nothing to refer to."""
    if fin.started == 1:
        fin.chosen_card = what if verb == "declare_target" and what is not None and what.kind == "target" else None


def chosen_card_ref(fin: Any) -> Ref:
    """The one card of the opening «Выберите …» (refused when the ability chose none first)."""
    chosen = getattr(fin, "chosen_card", None)
    if chosen is None:
        raise CompileError("«выбранное существо» without one card chosen first")
    return chosen


def resolve_chosen_strike_amount(fin: Any, d: Any) -> None:
    """Bind ``CHOSEN_CARD`` in the draft's amount to the chosen card (refused when nothing was chosen first, or when the
    choice may name several cards)."""
    if isinstance(d.amount, Amount) and d.amount.ref == OTHER_SHOOTER:
        shooter = getattr(fin, "other_shooter", None)
        if shooter is None:
            raise CompileError("the strike of a shooter not named")
        d.amount = dataclasses.replace(d.amount, ref=shooter)
        return
    bind_amount_to_one_target(d, CHOSEN_CARD, getattr(fin, "chosen_card", None), fin.targets,
                              ("«выбранного существа» without one card chosen first",
                               "«выбранного существа» of a choice of several cards"))


def other_shooter_param(fin: Any, np: Any) -> Ref:
    """The param ``shooter`` of a «shot» made by another creature: the first one names it (a target, declared like any
    other), the next ones are the same card."""
    shooter = getattr(fin, "other_shooter", None)
    if shooter is None:
        if np.select is None:
            raise CompileError("a shooter that is not a card to choose")
        shooter = fin.ref(dataclasses.replace(np, kind="target"))
        fin.other_shooter = shooter
    return shooter


# Replaced event: the first draw of a turn of a player whose deck is empty
FIRST_DRAW_FROM_EMPTY_DECK = "first_draw_from_empty_deck"


def instead_first(plain: Any, instead: Any) -> bool:
    """«X; если C, вместо этого Y» compiles to X-if-not-C and Y-if-C, each checking C when it comes. When X would change
    C — «излечить вашего героя на 2; если на вашем герое не было ран, вместо этого он получает дополнительную жизнь»
    (Тардит): healing the wounded hero would make C true for Y too — Y goes first: an extra life does not change the
    wounds, so C is the same for both checks. True: put Y before X; any other instruction with C is refused."""

    if instead.condition != HERO_UNWOUNDED:
        return False
    hero = Ref("hero", side=YOU)
    if (plain.verb == "heal" and plain.np is not None and plain.np.ref == hero and instead.verb == "extra_life"
            and instead.np is not None and instead.np.kind == "it" and not plain.then and not instead.then):
        instead.np = plain.np  # «он»: the hero healed in X (named before it in the text, after it once reordered)
        return True
    raise CompileError("«если на вашем герое не было ран, вместо этого …»: only healing the hero / an extra life")


def _declared_now(drafts: list[Any]) -> list[Any]:
    """The targets of an ability whose instructions wait for a later moment are still named when it is declared
    (digest §7.6: a declaration names the ability's targets): each instruction's target becomes a «Выберите …» now
    and «оно» in the waiting instruction."""
    chosen = []
    for i, d in enumerate(drafts):
        if d.np is not None and d.np.kind == "target":
            chosen.append(Draft("declare_target", d.np))
            drafts[i] = dataclasses.replace(d, np=NP("it"))
    if len(chosen) > 1:
        raise CompileError("a later instruction naming several targets")
    return chosen


def finalise_delayed(fin: Any, d: Any) -> tuple[Any, ...]:
    """Finalise the instructions of a delayed draft with the Finaliser of the ability that sets it up (so that «оно»
    means the card named before). Refused: a new target (it would be declared now, not at the moment), a reference to
    the card the previous instruction acted on or to the trigger's card (not part of the frame kept), a pronoun after
    cards were picked from a zone. «это существо» of a spell that named exactly one card, a target, is that card
    («Закройте существо. В начале вашего следующего хода это существо получает …»)."""
    import dataclasses

    from berserk_heroes.abilities import Ref as R


    before = len(fin.targets)
    drafts = list(d.group)
    for i, g in enumerate(drafts):
        if g.np is not None and g.np.kind == "demonstrative" and g.np.select is None and fin.trigger is None \
                and before == 1 and fin.last == R("target", index=0):
            drafts[i] = dataclasses.replace(g, np=NP("it"))
    awaited = dict(d.params).get("trigger") if dict(d.params).get("moment") == A.NEXT_EVENT else None
    if awaited is not None and awaited.subject is not None and awaited.subject.state == A.SET_UP_TARGET \
            and (fin.last != R("target", index=0) or before != 1 or fin.targets[0].max != 1):
        raise CompileError("«если оно погибнет …»: not the ability's one target")
    fin.awaited_trigger = awaited  # (check_amount: «{м}, потраченные на розыгрыш этого заклинания» of the awaited play)
    try:
        out = tuple(fin.effect(g) for g in drafts)
    finally:
        fin.awaited_trigger = None
    if len(fin.targets) != before and not dict(d.params).get("own_targets"):
        raise CompileError("a delayed instruction with a target of its own")
    if len(fin.targets) != before:  # «…; в конце хода излечите существо»: named when it fires (the set-up never asks)
        fin.targets[before:] = [dataclasses.replace(t, at_execution=True) for t in fin.targets[before:]]
        d.params = (*d.params, ("targets", tuple(fin.targets)))
    if awaited is not None:
        trigger, out = _delayed_event_cost_x(awaited, out)
        d.params = tuple((k, trigger if k == "trigger" else v) for k, v in d.params)
    check_frame_refs(out, event_kept=dict(d.params).get("moment") == A.NEXT_EVENT)
    if fin.card_type == "spell" and _uses_this(out):
        raise CompileError("a spell's delayed instruction about the spell itself («это существо» of what?)")
    return out


def _delayed_event_cost_x(trigger: Trigger, effects: tuple[Effect, ...]) -> tuple[Trigger, tuple[Effect, ...]]:
    """«каждый раз, когда … погибает существо противника стоимостью Х{м}, вызовите существо стоимостью Х{м}» in a
    delayed instruction: Х is the cost of the awaited event's card — its other card (Amount ``event_cost``) or its
    subject (``event_card_cost``); the trigger's card may cost anything."""
    if trigger.other is not None and trigger.other.cost_max_amount == COST_EQ_X:
        effects = tuple(_summon_of_event_cost(e, Amount("event_cost")) for e in effects)
        return replace(trigger, other=replace(trigger.other, cost_max_amount=None)), effects
    if trigger.subject is not None and trigger.subject.cost_max_amount == COST_EQ_X:
        effects = tuple(_summon_of_event_cost(e) for e in effects)
        return replace(trigger, subject=replace(trigger.subject, cost_max_amount=None)), effects
    return trigger, effects


def check_frame_refs(effects: tuple[Any, ...], event_kept: bool = False) -> None:
    """The refs a delayed instruction may use: the frame's targets, this card, heroes, players, every card of a kind;
    and the cards of the event it waits for (``event_kept``: a delayed instruction of moment NEXT_EVENT)."""

    kept = ("target", "this", "hero", "player", "all", "event") if event_kept else ("target", "this", "hero", "player", "all")
    for pos, e in enumerate(effects):
        for ref in (e.what, *(v for _, v in e.params if hasattr(v, "kind") and hasattr(v, "role"))):
            if ref == IT and pos > 0 and effects[pos - 1].verb == A.CREATE:
                continue  # «создайте копию …; она …»: the copy the delayed instruction itself just made
            if ref is not None and ref.kind not in kept:
                raise CompileError(f"a delayed instruction about {ref.kind} (not kept for later)")
        if e.condition is not None:
            raise CompileError("a delayed instruction with a condition")
        check_frame_refs((*e.then, *e.otherwise, *(e.param("effects", ()) or ())))


def _uses_this(effects: tuple[Any, ...]) -> bool:
    from berserk_heroes.abilities import THIS as this

    return any(e.what == this or _uses_this((*e.then, *e.otherwise, *(e.param("effects", ()) or ()))) for e in effects)


def _picked_cost_of_event(e: Effect) -> Effect:
    """«вернуть слуа стоимостью Х{м} с кладбища в руку» in a replacement whose Х is the event's number: the cards a player
    picks (``move`` with params count) cost exactly that number (params ``cost`` Amount event_amount, as a search's)."""
    sel = e.param("select")
    if e.verb != MOVE or e.param(COUNT) is None or not isinstance(sel, Select) or sel.cost_max_amount != COST_EQ_X:
        return e
    params = tuple((k, replace(v, cost_max_amount=None) if k == "select" else v) for k, v in e.params)
    return replace(e, params=(*params, ("cost", Amount("event_amount"))))


def _mentions_x(e: Effect) -> bool:
    """Whether effect ``e`` still has an «Х» (its number, or a selector's cost bound in its params)."""
    if isinstance(e.amount, Amount) and e.amount.kind == "x":
        return True
    return any(isinstance(v, Select) and v.cost_max_amount is not None for _, v in e.params)


def nested(effects: Any) -> list[Effect]:
    """Every effect of ``effects`` with those under connectors and groups."""
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(nested((*e.then, *e.otherwise, *(e.param("effects", ()) or ()))))
    return out


# conditions that cannot change while one ability resolves (a conditional «… вместо руки» evaluates its condition
# twice: once for each branch)
# «при розыгрыше <этой карты> (не) были потрачены {м}» (the coins paid, recorded when it entered play)
STABLE_CONDITIONS = frozenset({"went_second", "no_coins_spent",
                               "was_played_from_hand"})  # «если вы разыграли эту карту из руки»


def conditional_redirect(search: Any, redirect: Any) -> Any:
    """«Поиск – X; если <условие>, положите её на верх колоды вместо вашей руки»: the search ``search`` (a Draft) gets
    the condition «not <условие>», and a copy of it that puts the card found where the text says (``search`` with ``to``)
    gets the condition; returns that copy (it takes the place of the «положите» instruction)."""
    import dataclasses


    cond = redirect.condition
    inner = cond.parts[0] if cond.kind == "not" and len(cond.parts) == 1 else cond
    if (search.verb != "search" or search.then or search.otherwise or search.condition is not None
            or search.optional or redirect.optional or inner.kind not in STABLE_CONDITIONS):
        raise CompileError("a conditional «… вместо вашей руки» not right after a plain search")
    found = dataclasses.replace(search, params=(*search.params, *redirect.params), condition=cond,
                                then=[], otherwise=[])
    search.condition = Condition("not", parts=(cond,)) if cond.kind != "not" else cond.parts[0]
    return found


def other_target_of(fin: Any, sel: Select) -> Select | None:
    """«другое / другого <персонажа>» in a spell after exactly one target of one card was named (and nothing else): the
    spell is no such card, so «другой» can only mean «not that target» — Select state ``other_target`` (the engine
    leaves out the cards named for the targets before it). None in every other case (still refused)."""
    if fin.card_type != "spell" or fin.trigger is not None or len(fin.targets) != 1 or fin.targets[0].max != 1:
        return None
    if fin.last is not None and fin.last != Ref("target", index=0) and not (
            fin.last.kind == "picked" and getattr(fin, "picked_verb", "") == "discard"):
        return None  # (the cards just discarded from the hand — «можете сбросить карту, при этом …» — are no
        #             cards in play: «другого персонажа» still means «not that target»)
    if sel.state is not None or sel.zone != "play":
        return None
    return dataclasses.replace(sel, other=False, state="other_target")


def check_event_cost_above_ref(trigger: Any, drafts: list[Any]) -> None:
    """«его стоимость» of :meth:`StaticsCPhrases.c_event_cost_above_coins` is the trigger's card: refused when the
    ability has no trigger about a card in play (``subject`` with the event ENTERS_PLAY)."""
    if any(d.condition is not None and d.condition.kind == EVENT_COST_ABOVE_COINS for d in drafts) and (
            trigger is None or trigger.event != ENTERS_PLAY or trigger.subject is None):
        raise CompileError("«его стоимость» without a trigger about a card entering play")
    if any(d.amount == _EVENT_COST for d in drafts) and (
            trigger is None or trigger.subject is None or trigger.other is not None
            or trigger.subject.kind != CREATURE):
        raise CompileError("«стоимость этого существа» without a trigger about one creature")


def check_triggers(t: Any, trigger: Trigger | None, drafts: Any = ()) -> None:
    """Checks of the trigger events' phrases against the ability's trigger and drafts (called by ``ToAbilities._ability``)."""
    if getattr(t, "per_destroyed", False):
        verbs = [d.verb for d in drafts]
        if "wound" not in verbs or verbs.index("wound") == 0 or verbs[verbs.index("wound") - 1] != "destroy":
            raise CompileError("«за каждое уничтоженное» without «Уничтожьте …» just before")
    if getattr(t, "his_struck_hero", False):
        other = trigger.other if trigger is not None else None
        if trigger is None or trigger.event not in (STRIKES, ATTACKS) or trigger.subject is not None \
                or other is None or other.kind != HERO or other.side == YOU:
            raise CompileError("«его карту поддержки» without «При ударе / атаке по герою»")


def check_event_phrases(t: Any, trigger: Trigger | None, drafts: Any = ()) -> None:
    """Checks of the phrases of trigger events and amounts against the ability's trigger and drafts (called by ``ToAbilities._ability``)."""
    if getattr(t, "before_death", False) and (trigger is None or trigger.event != DIES
                                                 or trigger.subject is not None or trigger.other is not None):
        raise CompileError("«(до того, как оно погибло)» outside «Гибель:»")
    if getattr(t, "deals_same_marker", False):
        # «оно» is the trigger's subject, a card that deals wounds to «существо» of the trigger (whose player is «этот
        # противник»); only as the one instruction of the ability
        if trigger is None or trigger.event != DEALS_WOUNDS or trigger.subject is None or trigger.other is None \
                or trigger.other.kind != CREATURE or trigger.subject.kind != CREATURE or len(drafts) != 1:
            raise CompileError("«оно наносит столько же ран герою этого противника» without «когда <существо> наносит "
                                  "раны <существу>»")
    if getattr(t, "demonstrative_ref", False):
        # «этого существа» in an amount: this card only in its own «Найм:» / «Гибель:» with no card named anywhere
        if trigger is None or trigger.event not in (DIES, ENTERS_PLAY) or trigger.subject is not None \
                or trigger.other is not None or any(_names_card(d) for d in drafts):
            raise CompileError("«этого существа» in an amount: which card?")


def _names_card(d: Any) -> bool:
    """Whether a draft (or one nested in it) names a card other than by a fixed reference."""
    if d.np is not None and d.np.kind != "ref":
        return True
    return any(_names_card(x) for x in (*d.then, *d.otherwise, *d.group))


def check_linked_instructions(t: Any, trigger: Any, drafts: Any = ()) -> None:
    """Checks of the phrases of trigger-led one-card mechanics against the ability's drafts (called by ``ToAbilities._ability``)."""
    if getattr(t, "other_target_shot", False):
        # «… в другую цель»: only as the second of two instructions, the first naming exactly one target
        ok = len(drafts) == 2 and drafts[0].np is not None and drafts[0].np.kind == "target" \
            and drafts[0].np.max == 1 and not drafts[0].then and not drafts[0].group \
            and drafts[1].np is not None and drafts[1].np.select is not None \
            and drafts[1].np.select.state == "other_target"
        if not ok:
            raise CompileError("«в другую цель»: other than which target?")
    if getattr(t, "pay_x", False):
        # «Вы можете заплатить Х{м}, при этом …»: the one instruction of a triggered ability, optional, with «при этом».
        # «Заплатите Х{м}, при этом …» (Доска объявлений) is the same: the X is the payer's to choose, and X = 0 is not
        # paying — nothing is paid and the «при этом» part, reading X, would do nothing either
        ok = trigger is not None and len(drafts) == 1 and drafts[0].verb == "pay" \
            and dict(drafts[0].params).get("choose_x") and bool(drafts[0].then)
        if ok:
            drafts[0].optional = True
        if not ok:
            raise CompileError("«заплатить Х{м}» outside «можете заплатить Х{м}, при этом …»")


def check_keyword_trigger_phrases(t: Any, trigger: Any, drafts: Any = ()) -> None:
    """Checks of the phrases of triggers on keywords firing against the ability's drafts (called by ``ToAbilities._ability``)."""
    if getattr(t, "he_must_close", False):
        # «он» is the opponent only when the trigger is the end of his turn
        if trigger is None or trigger.event != TURN_END or trigger.whose_turn != OPPONENT or len(drafts) != 1:
            raise CompileError("«он должен закрыть …» outside «В конце хода противника»")
    if getattr(t, "all_discard_named", False):
        # «с таким названием»: the name the active player has just named, in the same ability
        ok = trigger is not None and len(drafts) == 2 and drafts[0].verb == "name" and dict(drafts[0].params).get("chooser") == ACTIVE_PLAYER \
            and drafts[1].verb == "sequence" and not drafts[0].condition and not drafts[1].condition
        if not ok:
            raise CompileError("«с таким названием» without «активный игрок называет карту» just before")
    elif getattr(t, "active_player_names", False):
        raise CompileError("«активный игрок называет карту» without a use of the name")


def replace_event_x(drafts: list[Any]) -> None:
    """«Когда … получает Х ран»: every «на Х» of the effects (modes included) is the event's number of wounds."""

    for d in drafts:
        if d.amount == X_AMOUNT:
            d.amount = EVENT_AMOUNT
        replace_event_x(d.then)
        replace_event_x(d.otherwise)
        replace_event_x(d.group)
        for key, value in d.params:
            if key == "modes":
                for mode in value:
                    replace_event_x(mode)


HIS_HERO = Ref("his_hero")  # internal: «его (героя)» — the opponent's hero, when the trigger names the opponent


def opponent_is_active(trigger: Trigger | None) -> bool:
    """Whether the trigger names the opponent as the one player it is about, so that «он» / «его» (a player)
    can only mean him: «В начале / В конце хода противника», «Когда противник сбрасывает / берёт карту / …»."""
    if trigger is None:
        return False
    if trigger.event in (TURN_START, TURN_END):
        return trigger.whose_turn == OPPONENT
    if trigger.event in (DISCARDED, DRAWN, DRAWN_NTH) and trigger.other is None:
        return trigger.subject is not None and trigger.subject.side == OPPONENT and trigger.subject.zone == HAND
    return False


def his_hero(trigger: Trigger | None) -> Ref:
    """The opponent's hero, for «его (героя)» after a trigger that names the opponent."""

    if not opponent_is_active(trigger):
        raise CompileError("«его (героя)»: whose?")
    return ENEMY_HERO


EVENT_AMOUNT = Amount("event_amount")  # «Когда … получает Х ран, … на Х»: the wounds of the triggering event


def acted_on_one(d: Any, what: Ref | None, targets: list[Any]) -> bool:
    """Whether the draft ``d`` (being finalised, its noun phrase resolved to ``what``) acts on one card that «если это
    <карта>» may then ask about: a return to the hand of one target, or a «добывает карту из руки противника» of
    one card. The engine evaluates «если это …» on the cards the previous instruction acted on (``frame.last``)."""
    if is_move(d.verb, d.params, HAND, PLAY):
        return what is not None and what.kind == "target" and what.index < len(targets) \
            and targets[what.index].max == 1
    if _picks_from_graveyard(d):  # «Верните существо с кладбища в руку» — the one card picked
        return d.amount == 1 and dict(d.params)[COUNT] == EXACTLY and what is not None and what.kind == "player"
    return d.verb == "hoard" and dict(d.params).get(FROM) == HAND and d.amount == 1


def _all(effects: tuple[Effect, ...]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_all(e.then))
        out.extend(_all(e.otherwise))
    return out


def _strip_spell_mark(e: Effect) -> Effect:
    """Drop the compiler-only mark ``spell_from_grave`` (and look into ``then`` / ``otherwise``)."""
    params = tuple(p for p in e.params if p[0] != "spell_from_grave")
    return replace(e, params=params, then=tuple(_strip_spell_mark(t) for t in e.then),
                   otherwise=tuple(_strip_spell_mark(t) for t in e.otherwise))


def finish_zone_moves(kind: str, trigger: Trigger | None, costs: tuple[Cost, ...], targets: tuple[Target, ...],
              effects: tuple[Effect, ...]) -> tuple[tuple[Target, ...], tuple[Effect, ...]]:
    """The zone-move checks and rewrites of a finished ability (called by ``ToAbilities._ability``)."""

    if any(e.verb == "search" and e.what == A.OPPONENT_PLAYER for e in A.nested_effects(effects)) and (
            kind != TRIGGERED or trigger is None or trigger.event != DIES or trigger.subject is None):
        raise CompileError("«той же стоимости» without a trigger about a creature that died")
    if kind == ACTIVATED:
        return paid_grave_target(costs, targets, effects)
    return targets, effects


def cost_doubling(ability: Ability) -> Ability:
    """«удвойте … стоимость этой особенности» (Энт-прародитель): an activated ability whose instructions put the
    counter ABILITY_COST_DOUBLED on its own card reads it for its coins (meta ABILITY_COST_DOUBLED)."""
    def doubles(effects: tuple[Effect, ...]) -> bool:
        return any((e.verb == "counters" and e.param("counter") == A.ABILITY_COST_DOUBLED and e.what == THIS)
                   or doubles(e.param("effects", ()) or ()) for e in A.effect_tree(effects))

    if not doubles(ability.effects):
        return ability
    if not any(c.kind == A.COINS and not c.is_x for c in ability.costs):
        raise CompileError("«удвойте стоимость этой особенности» of an ability without coins to pay")
    return replace(ability, meta=(*ability.meta, (A.ABILITY_COST_DOUBLED, True)))


def paid_grave_target(costs: tuple[Cost, ...], targets: tuple[Target, ...],
                         effects: tuple[Effect, ...]) -> tuple[tuple[Target, ...], tuple[Effect, ...]]:
    """«Уничтожьте ваше существо: Верните другое существо с вашего кладбища в руку» (Остомант): the creature to return
    is a target named at declaration (118.2: a bare noun), before the payment (113.3), so the creature destroyed as
    the payment — not yet in the graveyard then — cannot be it. (Picked on resolution, it could.) Only this shape;
    every other ability is returned unchanged."""
    if not any(c.kind == "destroy_own" for c in costs) or len(effects) != 1:
        return targets, effects
    e = effects[0]
    sel = e.param("select")
    if not _picks_from_graveyard(e) or e.what != Ref("player", side=YOU) or e.amount != 1 \
            or e.param(COUNT) != EXACTLY or sel is None or sel.zone != GRAVEYARD or sel.side != YOU or e.then or e.otherwise \
            or e.condition is not None or e.optional:
        return targets, effects
    back = Effect(MOVE, TARGET(len(targets)), params=move_params(HAND, None, GRAVEYARD))
    return (*targets, Target(sel)), (back,)


def _summons_self_from_hand(e: Effect) -> bool:
    """«вызвать эту карту из руки»: a summon of this very card from the hand."""
    return e.verb == A.PUT_INTO_PLAY and e.what == THIS and e.param("from") == (HAND,)


def found_creature_drafts(drafts: list[Any]) -> list[Any]:
    """«Поиск — <существо>; если <условие>, вызовите это существо» (Дирижабль): «это существо» is the creature the
    search just found (now in the hand) — a pronoun after a search is refused elsewhere, since a search may find
    several cards or another kind of card. Accepted only right after a search of at most one creature (no «до N»),
    the summon being that whole next instruction; it becomes a summon from the hand of ``LAST_FOUND``."""

    for prev, d in zip(drafts, drafts[1:]):
        if not A.is_summon(d) or d.np is None or d.np.kind != "demonstrative" or prev.verb != "search":
            continue
        if d.np.select is not None or d.then or d.otherwise or d.group or prev.then or prev.otherwise:
            continue
        sel = dict(prev.params).get("select")
        if prev.amount != 1 or dict(prev.params).get("up_to") or sel is None or sel.kind != CREATURE \
                or sel.zone != DECK or prev.condition is not None or prev.optional:
            continue
        d.np = NP("ref", ref=LAST_FOUND)  # the found cards themselves, from the hand
        d.params = A.entering_params((HAND,), summoned=True)
        d.amount = None
    return drafts


# verb: «Излечите <героя> на Х», noting the healing beyond his wounds (engine/effects/zone_moves.py)


# Amount kind (a Select's ``cost_max_amount``): the excess healing noted by this source's heal with param ``excess`` EXCESS_NOTED
EXCESS_HEALED = "excess_healed_noted"


PICKED = Ref("picked")  # internal: the previous effect moved unnamed cards (search, draw …); pronouns refused


PICKING_VERBS = ("search", A.CREATE, "draw", "hoard", "mill", "discard")


def _discards_all_of_a_kind(d: Any) -> bool:
    """Whether the draft ``d`` is «<игрок> сбрасывает все карты <select>» (its cards are IT for «если среди них …»)."""
    params = dict(d.params)
    return d.verb == "discard" and params.get(COUNT) == ALL_MATCHING and "select" in params


def _picks_from_graveyard(d: Any) -> bool:
    """Whether the draft or effect ``d`` is «Верните <карты> с кладбища в руку» (cards picked on resolution)."""
    return is_move(d.verb, d.params, HAND, GRAVEYARD) and COUNT in dict(d.params)


def picks_unnamed(d: Any) -> bool:
    """Whether the draft ``d`` moves cards its words do not name one by one (a search, a draw, «замешайте … в колоду»
    …): a pronoun after it is refused."""
    params = dict(d.params)
    shuffled_in = d.verb == MOVE and params.get(TO) == DECK and params.get(POSITION) == SHUFFLED \
        and FROM not in params
    picked_discard = d.verb == "discard" and dict(d.params).get(COUNT, EXACTLY) == EXACTLY
    # a hoard of the card chosen as a target names it («… добывает существо с любого кладбища до конца хода»)
    hoards_target = d.verb == "hoard" and getattr(d, "np", None) is not None and d.np.kind == "target"
    return (d.verb in PICKING_VERBS and d.verb != "discard" and not hoards_target) or picked_discard or shuffled_in \
        or _picks_from_graveyard(d)


def _replace_x(drafts: list[Draft], amount: Amount) -> bool:
    """Replace the «Х» placeholder amount in ``drafts`` (recursively) by ``amount``; True if any was."""
    found = False
    for d in drafts:
        if d.amount == X_AMOUNT:
            d.amount, found = amount, True
        found = replace_x_in_selects(d, amount) | found  # «стоимостью Х или менее, где Х — …»
        if dict(d.params).get(A.TOTAL_COST) == X_AMOUNT:  # «суммарной стоимостью Х{м}, где Х — …»
            d.params, found = tuple((k, amount if k == A.TOTAL_COST else v) for k, v in d.params), True
        found = _replace_x(d.then, amount) | _replace_x(d.otherwise, amount) | _replace_x(d.group, amount) | found
    return found



# events of a player's doing (drawing, discarding, coins): «его» after «Когда игрок …» is that player
PLAYER_EVENTS = frozenset({DRAWN, DRAWN_NTH, DISCARDED, DISCARDED_NTH, COINS_OPENED, COINS_LOST, COINS_GAINED})

class Finaliser:
    """Turns drafts into Effects: numbers targets in order of appearance and resolves pronouns.

    ``name`` is the card's name: «с таким же названием» in a deck pick with nothing named before it means
    a card with this card's name."""

    def __init__(self, trigger: Trigger | None, name: str = "", self_subject: bool = False,
                 card_type: str = "creature") -> None:
        self.name = name
        self.card_type = card_type
        self.sacrificed = False  # the payment may have put the source into the graveyard
        self.destroyed_to_pay = False  # the payment «Уничтожьте <ваше существо>:» destroys a card of yours
        self.self_subject = self_subject
        self.revealed = False  # a «Покажите верхнюю карту» came before
        self.acted_on_one_card = False  # the instruction before acted on one card (returned / hoarded): «если это …»
        self.after_mill = False  # the instruction before was a Мор
        self.discarded = False  # the instruction before was «… сбрасывает все карты …» (it_any)
        self.summoned = False  # the instruction before put cards into play (it_all)
        self.destroyed_one = False  # the instruction before was «Уничтожьте <цель>» (it_any: «если было уничтожено …»)
        self.named = False  # a «Назовите карту» came before (Select.name NAMED)
        self.outer_it = False  # a mode of a list after a card was named: «оно» with nothing named in the mode is that card
        self.started = 0  # effects started so far (a card chosen from the hand after one is refused)
        self.trigger = trigger
        self.targets: list[Target] = []
        self.last: Ref | None = None
        self.amounts_previous: str | None = None  # the verb of the draft finalised last
        self.late = False  # finalising a part after «;» / «.» (its new targets are named at execution, §7.4)
        self.entered_play_seen = False  # an instruction putting cards into play was finalised
        self.verbs_seen: list[str] = []  # the verbs of the drafts finalised so far (top level and nested)
        self.verb_now = ""
        self.entering_pick_now = False  # whether the draft being finalised is a «Вызовите» / «Возродите» pick
        self.draft_now: Any = None
        self.while_attacking = False  # «При ударе атакованное существо»: only a strike this card makes as the attacker

    def run(self, drafts: list[Draft]) -> tuple[tuple[Target, ...], tuple[Effect, ...]]:
        """Finalise a list of drafts; returns (targets, effects)."""
        effects = tuple(self.effect(d) for d in drafts)
        return tuple(self.targets), effects

    def effect(self, d: Draft) -> Effect:
        outer_late = self.late
        self.late = late_part(self, d)
        self.verb_now = d.verb  # the verb whose parameters are being finalised
        self.entering_pick_now = picks_to_enter(d)
        self.draft_now = d
        try:
            return self._effect(d)
        finally:
            self.late = outer_late
            note_entered(self, d)

    def _effect(self, d: Draft) -> Effect:
        self.started += 1
        params = tuple((k, self.modes(v) if k == "modes" else self.param(v)) for k, v in d.params)
        if d.condition is not None and d.condition.kind == A.REVEALED_COST_NAMED and not self.revealed:
            raise CompileError("«если это …» without a revealed card")  # (compiler._JOIN_ERRORS: joined to the look)
        if is_move(d.verb, d.params, HAND, DECK) and d.np is not None and d.np.kind == "it" and self.last != IT:
            raise CompileError("«положите её в руку» without a revealed card")
        if d.condition is not None and d.condition.kind == "revealed" and not self.revealed and not self.acted_on_one_card:

            d.condition = event_card_condition(self, d.condition)
            if d.condition is None:
                raise CompileError("«если это …» without a revealed card")
        if d.condition is not None and d.condition.kind == "it_any" and not self.discarded and not self.after_mill \
                and not self.destroyed_one:
            raise CompileError("«если противник сбросил …» without a discard just before")
        if d.condition is not None and d.condition.kind == "it_all" and not self.summoned:
            raise CompileError("«если вызванные существа …» without a summon just before")
        if d.verb == "reveal" and dict(d.params).get("names") or d.verb == "name" and dict(d.params).get("named") == CARD_NAME:  # a card shown from the hand names its name
            self.named = True
        if d.verb == A.PLAY_FROM and dict(d.params).get("price") == A.OWN_COST and (self.last != IT or not self.revealed):
            raise CompileError("«можете разыграть её / эту карту» without a card shown just before")
        if any(isinstance(v, Select) and v.name == NAMED for _, v in d.params) and not self.named:
            raise CompileError("«с таким названием» of a name not named")
        prev = self.last
        what = self.ref(d.np) if d.np is not None else None
        if d.condition is not None and d.condition.kind == A.SOURCE_NOT_CLASS and what != THIS:
            raise CompileError("«если оно не <класс>» on an instruction about another card than this one")
        if it_condition(d.condition) and (prev is None or prev.kind != "target" or what != prev):
            # «если оно …» is evaluated on IT (the previous instruction's card): only on an instruction
            # about that same target, so that IT is that target whether or not the instruction before ran.
            raise CompileError("«если оно …» on an instruction about another card")
        if dict(d.params).get("strike_is") and isinstance(d.amount, Amount) and d.amount.ref == IT and prev is not None:
            d.amount = dataclasses.replace(d.amount, ref=prev)  # «с таким же ударом»: the strike of the card named before
        check_amount(self, d)
        resolve_chosen_strike_amount(self, d)  # «сила удара выбранного существа»
        resolve_gone_amount(self, d)  # «удар уничтоженного существа»
        resolve_this_creature_amount(self, d)  # «сила удара этого существа»
        if what == HIS_HERO or (what is not None and d.np is not None and d.np.kind == "it" and d.verb == "wound"
                                and not dict(d.params).get("to") and self.last is None and not self.targets and opponent_is_active(self.trigger)):
            what = his_hero(self.trigger)  # «ранить его (героя)» — the opponent named by the trigger
        if isinstance(d.amount, Amount) and d.amount.ref == SAME_CARD:
            if what is None or what.kind not in ("target", "this", "event"):
                raise CompileError("«его удара» of what")
            d.amount = dataclasses.replace(d.amount, ref=what)
        if d.verb == "shot" and what is not None and what.kind == "event":
            trig = self.trigger
            sel = None if trig is None else (trig.subject if what.role == "subject" else trig.other)
            if sel is None or sel.side != OPPONENT:
                raise CompileError("a shot at the trigger's card, which may be yours")
        note_chosen(self, d.verb, what)
        note_destroyed(self, d.verb, what)
        note_fight(self, d, params, what)
        if what is not None and what.kind != "player":
            self.last = what
        self.acted_on_one_card = acted_on_one(d, what, self.targets)
        # «если из-за Мора … попало существо» / «если таким образом была добыта ваша карта» ask about the cards
        # the Мор moved / the card hoarded
        self.after_mill = d.verb == "mill" or (d.verb == "hoard" and dict(d.params).get(FROM) == HAND)
        if is_top_card_look(d) or shows_random_hand_card(d):  # the card shown / looked at is «её» for what follows
            self.last = IT
            self.revealed = True
        elif d.verb == A.CREATE:
            self.last = IT  # the card just created («создайте копию …, она теряет особенности»)
            self.revealed = False
        elif d.verb == A.CLOSE and dict(d.params).get(A.COUNT) == A.EXACTLY and d.amount == 1:
            self.last = IT  # the one card a player picked and closed («… закрыть своё существо, при этом ранить это существо»)
        elif picks_unnamed(d) or picks_to_enter(d):
            self.last = PICKED
            self.picked_verb = d.verb  # a discard's picked card is no card in play («другого персонажа»)
            self.revealed = False
            # «Вызовите <одно существо>; он …» — the one card that entered play (NP kind entered_it)
            self.entered_one = picks_to_enter(d) and d.amount == 1
        self.discarded = _discards_all_of_a_kind(d) or (self.discarded and d.verb == "sequence")
        self.summoned = picks_to_enter(d)  # «если вызванные существа …» (it_all) reads what it put into play
        self.destroyed_one = d.verb == "destroy" and what is not None and what.kind == "target"
        if d.verb == "delayed":  # its instructions run later, in the frame of this resolution

            group = finalise_delayed(self, d)
            # (the specs of the targets it names when it fires: those of this ability, then its own)
            params = tuple((k, v) for k, v in params if k != "own_targets") + tuple(
                (k, v) for k, v in d.params if k == "targets")
            awaited = dict(d.params).get("trigger")  # (the awaited event's «стоимостью Х{м}»: finalise_delayed)
            params = tuple((k, awaited if k == "trigger" else v) for k, v in params)
        else:
            group = tuple(self.effect(g) for g in d.group)
        then = tuple(self.effect(t) for t in d.then)
        otherwise = tuple(self.effect(o) for o in d.otherwise)
        params += (("effects", group),) if group else ()
        return Effect(d.verb, what, d.amount, params=params, then=then, otherwise=otherwise, optional=d.optional,
                      condition=d.condition)

    def modes(self, modes: list[list[Draft]]) -> tuple[Ability, ...]:
        """Each mode of «Выберите одно из:» is its own instruction list with its own targets."""
        out = []
        for drafts in modes:
            finaliser = Finaliser(self.trigger, self.name, self.self_subject, self.card_type)
            finaliser.named = self.named  # a card named before the modes («Назовите карту; игрок …»)
            finaliser.outer_it = self.last is not None  # «…существом, оно получает одно из: • …»
            targets, effects = finaliser.run(drafts)
            out.append(Ability(SPELL_ABILITY, targets=targets, effects=effects))
        return tuple(out)

    def param(self, value: Any) -> Any:
        """A draft parameter: NPs become Refs; «с таким же названием» in a selector is resolved."""
        if isinstance(value, NP) and value.kind == SHOOTER_NP:  # the creature that makes a shot
            return other_shooter_param(self, value)
        if isinstance(value, NP):
            return self.ref(value)
        if isinstance(value, Select) and value.other and value.zone != "play" and not self.source_in(value.zone):
            raise CompileError("«другое» in a zone where the source is not (other than which card?)")
        if isinstance(value, Select) and value.other and value.zone == GRAVEYARD:

            value = other_than_dead(self.trigger, value)
        if isinstance(value, Select) and value.name == SAME_NAME:

            chosen = same_name_as_chosen(self, value)
            if chosen is not None:
                return chosen
            if self.last is not None or self.targets or not self.name:
                raise CompileError("«с таким же названием» after another card was named")
            if self.destroyed_to_pay and _deck_or_graveyard_pick(self, value):
                # «Уничтожьте копию вашего существа: Поиск – существо с таким же названием» (Аллир): the card the
                # payment destroyed is the only other card named
                return dataclasses.replace(value, name=None, state=A.NAME_OF_PAID)
            trig = self.trigger
            if trig is not None and (trig.subject is not None or trig.other is not None):
                return same_name_as_event_card(self, value)
            return dataclasses.replace(value, name=self.name)
        return value

    def ref(self, np: NP) -> Ref:
        if np.control_yours:
            raise CompileError("«под вашим контролем» of a card in a graveyard (only a «Возродите» reads it)")
        if np.closed_form:
            raise CompileError("«в закрытом виде» of a card named (only a «Вызов» reads it)")
        if np.kind == THIS_SUPPORT_NP:  # «эту карту поддержки»
            return this_support_ref(self)
        if np.kind == SHOWN_CARD_NP:  # «эту карту»: the card «Покажите верхнюю карту …» showed, and no other since
            if not self.revealed or self.last != IT:
                raise CompileError("«эту карту» under the deck without a card shown just before")
            return IT
        if np.kind in ("attacker", "attacked"):  # «атакующее / атакованное существо»

            return combat_role_ref(self, np.kind)
        if np.select is not None and np.select.name == SAME_NAME:
            np = dataclasses.replace(np, select=self.param(np.select))
        if np.select is not None and np.select.other and np.kind in ("target", "all"):
            np = dataclasses.replace(np, select=self.other(np.select))
        if np.kind == "ref" and np.ref == CHOSEN_CARD:  # the card of the opening «Выберите …» (note_chosen)
            return chosen_card_ref(self)
        if np.kind == "ref" and np.ref is not None:
            return np.ref
        if np.kind == "all" and np.select is not None:
            return Ref("all", select=np.select)
        if np.kind == "target" and np.select is not None:
            # (a support card — armour, weapon … — is of no creature class: «Сапоги демона … демона с вашего
            # кладбища» cannot mean this card)
            if np.implicit and len(np.select.classes) == 1 and self.names_class(np.select.classes[0]) \
                    and self.card_type in ("creature", "hero", "spell"):
                if self.short_self_name(np):
                    return THIS
                raise CompileError("a bare class noun that is also a word of the card's name (this card?)")
            if np.select.zone == HAND and self.started > 1:
                raise CompileError("a card of the hand chosen after the hand may have changed")
            self.targets.append(Target(np.select, min=np.min, max=np.max, chooser=np.chooser, at_execution=self.late))
            return Ref("target", index=len(self.targets) - 1)
        if np.kind == "his_hero":
            return HIS_HERO
        if np.kind == "trigger_card":  # «эти существа» (with a card named before): the trigger's card is one of them
            ref = self.event_ref()
            if ref == THIS:
                raise CompileError("«эти существа» without a trigger about a card")
            return ref
        if np.kind == "it" and self.last is None and not self.targets and opponent_is_active(self.trigger):
            return HIS_HERO  # a pronoun meaning the opponent (resolved in ``effect``: only «ранить его»)
        if np.kind == "entered_it":  # «он» right after «Вызовите / Возродите <одно существо>»
            if self.last != PICKED or not getattr(self, "entered_one", False):
                raise CompileError("«он»: not right after one creature was summoned or revived")
            return IT
        if np.kind == "it" and self.last == PICKED and getattr(self, "entered_one", False):
            return IT  # «Вызовите <одно существо>, оно получает …»: the one card that entered play (as ``entered_it``)
        if np.kind in ("it", "demonstrative") and self.last == PICKED:
            raise CompileError("a pronoun after cards were picked from a zone")
        if np.kind == "it":
            fighter = fighter_ref(self)  # «… сражается с …; положите на него эффект усиления …»
            if fighter is not None:
                return fighter
            if self.last is not None:
                return self.last if self.last.kind in ("target", "this", "event", "hero") else IT
            ref = self.event_ref()
            if ref == THIS and not self.self_subject and self.outer_it:
                return IT  # the card named before the modes: the last one the instructions before this choice did
            if ref == THIS and not self.self_subject:
                raise CompileError("a pronoun with nothing named before it")
            return ref
        if np.kind == "demonstrative" and np.select is not None and np.select.classes:
            return self.demonstrative_of_class(np.select.classes[0])
        if np.kind == "demonstrative":
            if self.last == IT:
                return IT
            fighter = fighter_ref(self)  # «… сражается с …, затем полностью излечите это существо»
            if fighter is not None:
                return fighter
            if self.last is not None and self.last.kind == "target" and len(self.targets) == 1 \
                    and self.targets[0].select.kind == CREATURE and self.targets[0].max == 1:
                # «Закройте существо …. Возьмите это существо под контроль»: the one creature chosen, the card the
                # instruction just before acted on (a card names itself by its name: «Можете ранить существо на 1,
                # …, оглушите это существо» on a creature is the creature wounded, Верный соратник)
                return self.last
            chosen = getattr(self, "chosen_card", None)
            if chosen is not None and len(self.targets) == 1 and self.targets[0].max == 1:
                return chosen  # «Выберите существо …; удар <этой карты> …; оглушите это существо»: the one chosen
            if self.last is not None or self.targets:
                raise CompileError("«это существо» after another card was named")
            trig = self.trigger
            if trig is not None and trig.other is None and trig.subject is not None and trig.subject.kind == SPELL:
                return THIS  # «это существо» cannot be the spell the trigger is about
            if (trig is not None and trig.subject is not None and trig.other is not None and trig.other.kind == HERO
                    and trig.subject.kind == CREATURE and trig.subject.zone == "play"):
                return Ref("event", role="subject")  # «существо … по вашему герою»: «это существо» is the creature
            ref = self.event_ref()
            if ref == THIS and self.card_type == "spell":  # a spell is no creature («Возьмите это существо
                raise CompileError("«это существо» of a spell with nothing named before it")  # под контроль» alone)
            return ref
        raise CompileError(f"noun phrase {np.kind}")

    def demonstrative_of_class(self, cls: str) -> Ref:
        """«это <класс>» (nothing named before): the trigger's card of that class — the subject or the other one,
        whichever alone is said to be of that class. A hero named before (a fixed ref: «ранить вашего героя на 4, при
        этом возродить этого демона») cannot be the card of a creature class meant."""
        if (self.last is not None and self.last.kind != "hero") or self.targets:
            raise CompileError("«это <класс>» after another card was named")
        trig = self.trigger
        if trig is None:
            raise CompileError("«это <класс>» without a trigger")
        roles = [(role, sel) for role, sel in (("subject", trig.subject), ("other", trig.other))
                 if sel is not None and cls in sel.classes and (sel.zone == "play" or (  # the
                     trig.event == CARD_PLAYED and sel.kind == CREATURE))]  # creature played («этого гнома»)
        if len(roles) != 1:
            raise CompileError("«это <класс>»: which card?")
        return Ref("event", role=roles[0][0])

    def short_self_name(self, np: NP) -> bool:
        """A bare singular class noun that is the head word of a creature's own name is the card's short name
        («Демон пыли … демон получает +1 к удару», «Демон кровопролития … положите эффект усиления на демона»): a card
        that meant some creature of that class would say «выбранного / вашего / любого демона» (docs/compiler.md,
        «Graveyards, decks, Мор: the short self-name»)."""
        assert np.select is not None
        head = self.name.lower().replace("ё", "е").split()[0] if self.name else ""
        cls = np.select.classes[0].lower().replace("ё", "е")
        return self.card_type == "creature" and np.max == 1 and np.select.kind == CREATURE and head == cls \
            and " " in self.name.strip()

    def names_class(self, cls: str) -> bool:
        """Whether the card's own name contains the class noun («Демон пыли» and «демон»)."""
        stem = cls.lower().replace("ё", "е")[:-1] if len(cls) > 4 else cls.lower()
        return any(word.startswith(stem) for word in self.name.lower().replace("ё", "е").replace("-", " ").split())

    def source_in(self, zone: str) -> bool:
        """Whether the source is surely in ``zone`` when the ability resolves (a spell or a «Гибель» source is
        in the graveyard)."""
        trig = self.trigger
        if zone != GRAVEYARD:
            return False
        if self.card_type == "spell" or self.sacrificed:
            return True
        if trig is None or trig.event not in (DIES, PUT_INTO_GRAVEYARD):
            return False
        subject = trig.subject  # «Гибель:» / «При гибели вашего существа» (which may be this one)
        return subject is None or (subject.kind in (CREATURE, CHARACTER) and subject.side != OPPONENT
                                   and not subject.other and not subject.classes and not subject.elements)

    def other(self, sel: Select) -> Select:
        """«другое / другие»: other than the source (``Select.other``) when the source could be such a card;
        after a trigger about a card, for a source that cannot be one (a hero's «другое ваше существо»), other
        than the trigger's card (state ``not_event``); after another card was named — ambiguous, unless that card is
        the one just shown from the top of the deck and the new ones are in play (it stays in the deck: «покажите
        верхнюю карту колоды, если это квест, другие ваши существа …» sets them apart from the source only)."""
        shown_in_deck = self.revealed and self.last == IT and sel.zone == "play" and not self.targets
        if not shown_in_deck and (self.targets or (self.last is not None and self.last.kind != "player")):
            other_target = other_target_of(self, sel)  # a spell's «другого <персонажа>» after its one target
            if other_target is not None:
                return other_target
            if self.other_than_all_before(sel):  # «откройте всех закрытых персонажей; закройте всех других …»
                return dataclasses.replace(sel, other=False, state=NOT_IT)
            raise CompileError("«другое» after another card was named (other than which?)")
        source_fits = {CREATURE: self.card_type == "creature", CHARACTER: self.card_type in ("creature", "hero"),
                       HERO: self.card_type == "hero",
                       # a spell's «другие заклинания» (Ободряющий порыв: the spell itself is not one)
                       SPELL: self.card_type == "spell"}.get(sel.kind, False)
        if source_fits:

            return other_than_event(self.trigger, sel)
        trig = self.trigger
        if trig is not None and trig.subject is not None and trig.other is None and sel.state is None:
            return dataclasses.replace(sel, other=False, state="not_event")
        raise CompileError("«другое» of a source that is not such a card")

    def other_than_all_before(self, sel: Select) -> bool:
        """Whether «все другие <карты>» means every such card but those the instruction just before acted on: that
        instruction (no target named in the ability) acted on every card of a set of the same kind («откройте всех
        закрытых персонажей; закройте всех других персонажей», Пляски до упаду — the cards that were not in it)."""
        last = self.last
        return (not self.targets and last is not None and last.kind == "all" and last.select is not None
                and last.select.kind == sel.kind and last.select.zone == sel.zone and sel.state is None)

    def event_ref(self) -> Ref:
        """«это существо» / a pronoun with nothing before it: the trigger's card, or the source itself."""
        trig = self.trigger
        if trig is None or (trig.subject is None and trig.other is None):
            return THIS
        if trig.subject is not None and trig.other is None and trig.subject.zone == "play":
            return Ref("event", role="subject")
        if (trig.subject is not None and trig.other is None and trig.event in (CARD_PLAYED, CARD_PLAYED_NTH)
                and trig.subject.kind == CREATURE):
            return Ref("event", role="subject")  # a creature just played is in play by then
        if trig.subject is None and trig.other is not None and trig.other.zone == "play":
            return Ref("event", role="other")
        if trig.event == MILLED and trig.subject is not None:
            return Ref("event", role="subject")  # the card milled (in a graveyard; see ZonesBPhrases.milled_card_effects)
        if trig.event in PLAYER_EVENTS and trig.subject is not None and trig.subject.side == ANY:
            return Ref("event", role=EVENT_PLAYER)  # «Когда игрок берёт карту …, ранить его»: that player (his hero)
        raise CompileError("ambiguous reference")


def _with_duration(draft: Draft, duration: str) -> Draft:
    """A mode's «prevent» shield, or its next-card cost change with no duration of its own («До начала вашего хода
    выберите одно из: • Следующая карта стоит на 1{м} дороже …»), with the duration said before «выберите одно из»
    (anything else has no reading)."""
    given = dict(draft.params)
    next_card = draft.verb == "change_cost" and given.get("applies_to") == NEXT_CARD \
        and given.get("duration") == PERMANENT and not draft.then and not draft.otherwise
    if not next_card and (draft.verb != "prevent" or draft.then or draft.otherwise or given.get("from") is not None):
        raise CompileError("a duration before «выберите одно из» of an instruction other than a shield")
    params = tuple((k, duration if k == "duration" else v) for k, v in draft.params)
    return dataclasses.replace(draft, params=params)


class AbilitiesPhrases:
    """Transformer methods of the «abilities» concept (mixed into ``transformer.ToAbilities``); grammar: ``abilities.lark``."""

    _deck_pick: Any
    _quoted: Any
    ev_played: Any
    _subject: Any
    ctx: Any
    e_return_hand: Any
    e_summon_self_sideboard: Any
    _delayed: Any
    reveals_self: Any
    self_subject: Any
    instruction_line_as_static: Any
    where_chosen: NP | None  # (AmountsPhrases: the card a «где Х — …» measures)

    def a_static_two(self, children: list[Any]) -> Any:
        """Two static sentences in one paragraph («Стоит на 1 дороже за каждую карту у вас в руке. Стоит на 1 дешевле
        за каждое ваше существо.»): one static ability with both parts."""
        return self.a_static([[*children[0], *children[1]]])

    def a_enters_boosted_by_own_wounds(self, _: list[Any]) -> Ability:
        """«Входит в игру с Х эффектами усиления, где Х — количество ран, полученных вашими персонажами от ваших карт в
        этом ходу»: the card enters play with X boosts on it (a replacement of entering, as Гнолл's: no
        instruction, no «получает эффект усиления» event), X counted when it enters."""
        return Ability(STATIC, statics=(StaticPart("enters_boosted_by_own_wounds", what="own_wounds_turn"),))

    def a_while_all_class_has(self, children: list[Any]) -> Ability:
        """«Пока все ваши существа — <класс>, имеет: «<статическая способность>»»: having a static ability is having
        its parts; they hold while no creature of yours lacks the class (``Condition("count", <your creatures not of
        the class>, "==", 0)``)."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, _plural = class_of_token(str(token))
        inner = self._quoted(children)
        if inner.kind != STATIC or inner.keyword is not None or inner.condition is not None or not inner.statics \
                or any(p.condition is not None or p.select is None for p in inner.statics):
            raise CompileError("«Пока все ваши существа — …, имеет: «…»» with a quote that is not a plain static")
        cond = Condition("count", select=Select(CREATURE, side=YOU, not_classes=(cls,)), op="==", value=0)
        return Ability(STATIC, statics=tuple(dataclasses.replace(p, condition=cond) for p in inner.statics))

    def coins_zone(self, kind: str, trigger: Any, effects: tuple[Effect, ...], zone: str) -> str:
        """The zone of an ability whose «при этом» part summons this card from the hand: the hand. Only for a triggered
        ability whose single instruction is optional and has that summon as its only «при этом» part (so the card is
        in the hand when the trigger happens and when it resolves); anything else with the summon is refused."""
        uses = any(_summons_self_from_hand(e) for e in _nested(effects))
        if not uses:
            return zone
        if not (kind == TRIGGERED and trigger is not None and len(effects) == 1 and effects[0].optional
                and effects[0].condition is None and not effects[0].otherwise
                and len(effects[0].then) == 1 and _summons_self_from_hand(effects[0].then[0])
                and trigger.subject is None and trigger.other is None and zone == "play"):
            raise CompileError("«вызвать эту карту из руки» outside «<trigger>, можете …, при этом …»")
        return HAND

    def bullet_chains(self, children: list[Any]) -> list[Any]:
        """«<trigger>: • <chain>; • <chain>; …»: the chains one after the other, like the sentences of a body (the
        parts after the first name their targets when execution reaches them, §7.4: they follow a «;»)."""

        out: list[Any] = []
        for c in children:
            if not isinstance(c, list):
                continue
            if out:
                mark_late(c)
            out.extend(c)
        return out

    def hand_shuffle_zone(self, kind: str, trigger: Any, effects: tuple[Any, ...], zone: str) -> str:
        """The zone of an ability whose «при этом» part shuffles this card from the hand: the hand. Only for a triggered
        ability «<trigger>, можете заплатить N{м}, при этом …» about no other card (so the card is in the hand when the
        trigger happens and when it resolves); anything else with that instruction is refused."""
        from berserk_heroes.abilities import TRIGGERED


        if not any(is_move(e.verb, e.params, DECK, HAND) and e.what == THIS for e in _nested(effects)):
            return zone
        if not (kind == TRIGGERED and trigger is not None and len(effects) == 1 and effects[0].optional
                and effects[0].verb == "pay" and effects[0].condition is None and not effects[0].otherwise
                and trigger.subject is None and trigger.other is None and zone == "play"):
            raise CompileError("«замешать <эту карту> из руки» outside «<trigger>, можете заплатить …, при этом …»")
        return HAND

    def a_undefended_less_wounds(self, children: list[Any]) -> Any:
        """«Если от атаки этого существа не был назначен защитник, получает на N ран меньше от атакованного существа до
        конца хода»: a triggered ability on ``attack_undefended`` (this card attacked by strike and the defender stage
        ended with no defender; it resolves before the fight, as the triggers of an assignment do) whose effect
        ``less_wounds_from`` puts on this card «N wounds less from <the creature attacked>» until the end of the
        turn (nothing when a hero was attacked)."""
        from berserk_heroes.abilities import END_OF_TURN, TRIGGERED, Ability, Effect

        n = _ints(children)[0]
        return Ability(TRIGGERED, trigger=Trigger(ATTACK_UNDEFENDED), effects=(
            Effect("prevent", THIS, n, params=(("from", Ref("event", role="other")),
                                                         ("duration", END_OF_TURN))),))

    def a_strike_wounds_x(self, children: list[Any]) -> Ability:
        """«Каждый раз, когда наносит Х ран ударом герою, …Х…»: this card's strike put X wounds on a hero."""
        return self._event_x_ability(Trigger(STRIKE_WOUNDS, other=Select(HERO)), children, every_time=True)

    def a_strikes_x(self, children: list[Any]) -> Ability:
        """«При ударе на Х – …Х…»: this card strikes (attack or retaliation) with strength X."""
        return self._event_x_ability(Trigger(STRIKES), children, every_time=False)

    def a_deals_not_strike_x(self, children: list[Any]) -> Ability:
        """«Когда <существо> наносит Х ран не ударом, …Х…»: a shot or an ability of it put X wounds on a card."""
        subject = self._subject(_np_of(children))
        return self._event_x_ability(Trigger(DEALS_WOUNDS_NOT_STRIKE, subject=subject), children, every_time=False)

    def a_lose_sleeping_if_coins(self, children: list[Any]) -> Ability:
        """«Теряет Спящий, если у вас N или более {м}(, при этом …)»: a state trigger (CONDITION_MET) while this card
        sleeps and its controller has N coins or more; it loses Спящий, then «при этом …»."""
        kws = children[1]
        if not isinstance(kws, list) or [kw.code for kw in kws] != ["sleeping"]:
            raise CompileError("«теряет <ключевое слово>, если …»: only Спящий")
        n = next(c for c in children if isinstance(c, tuple) and c[:1] == ("coins_at_least",))[1]
        then = next((c for c in children[2:] if isinstance(c, list)), [])
        cond = Condition("and", parts=(Condition("source_state", state="sleeping"),
                                       Condition("coins", op=">=", value=n)))
        trigger = Trigger(CONDITION_MET)
        targets, then_effects = Finaliser(trigger, self.ctx.name, card_type=self.ctx.card_type).run(then)
        effect = Effect("lose", THIS, params=(("keyword", "sleeping"), ("duration", "permanent")),
                        then=then_effects)
        return Ability(TRIGGERED, trigger=trigger, condition=cond, targets=targets, effects=(effect,))

    def coins_at_least(self, children: list[Any]) -> tuple[str, int]:
        return ("coins_at_least", _ints(children)[0])

    def _event_x_ability(self, trigger: Trigger, children: list[Any], every_time: bool) -> Ability:
        drafts = next(c for c in children if isinstance(c, list))
        if not _replace_x(drafts, Amount("event_amount")):
            raise CompileError("Х of the event is not used")
        if trigger.subject is None:
            self.self_subject = True
        return self._ability(TRIGGERED, drafts, trigger=trigger, every_time=every_time,
                             per_turn=self._per_turn(children))

    def a_destroy_made_copy(self, _: list[Any]) -> Ability:
        """«Когда <эта карта> покидает игру, уничтожьте созданную им копию»: when this card leaves play, ``destroy`` of
        every card in play that an instruction of this card made as a copy (Select state ``made_by_this``,
        recorded by ``engine/effects/attacks.enter_copy``)."""
        made = Ref("all", select=Select(CARD, side=ANY, zone=PLAY, state=MADE_BY_THIS))
        return Ability(TRIGGERED, trigger=Trigger(LEAVES_PLAY, subject=None), effects=(Effect("destroy", made),))

    def event_cost_x(self, trigger: Trigger | None, targets: tuple[Any, ...], effects: tuple[Effect, ...]
                     ) -> tuple[Trigger | None, tuple[Effect, ...]]:
        """«Когда вы разыгрываете заклинание стоимостью Х{м}, <… Х …>»: the trigger's card may cost anything, and Х is its
        cost (``Amount("event_card_cost")``) — in the numbers of the instructions only; an Х anywhere else is refused."""
        subject = trigger.subject if trigger is not None else None
        if subject is None or subject.cost_max_amount != COST_EQ_X or getattr(self, "event_x_marker", False):
            return trigger, effects
        assert trigger is not None

        def fix(es: tuple[Effect, ...]) -> tuple[Effect, ...]:
            return tuple(replace(_summon_of_event_cost(e), amount=Amount("event_card_cost") if e.amount == X_AMOUNT
                                 else e.amount, then=fix(e.then), otherwise=fix(e.otherwise)) for e in es)

        effects = fix(effects)
        if "kind='x'" in repr((targets, effects)):
            raise CompileError("«стоимостью Х{м}» of the trigger's card: an Х outside an instruction's number")
        return replace(trigger, subject=replace(subject, cost_max_amount=None)), effects

    def search_event_cost_effects(self, trigger: Trigger | None, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        """«Поиск — <карта> стоимостью Х{м}» after a trigger whose Х is the event's number (the value of the
        Медитация): a ``search`` whose param cost is the event's number (the select without the marker). Any other use of the marker is left for :func:`check_cost_x_known` to refuse."""
        if getattr(self, "this_demonstrative", False) and (
                trigger is None or trigger.subject is not None or trigger.other is not None):
            raise CompileError("«этого существа»: this card only in a trigger about it alone")
        if not getattr(self, "event_x_marker", False) or trigger is None:
            return effects
        out = []
        for e in effects:
            sel = e.param("select")
            if e.verb == "search" and isinstance(sel, Select) and sel.cost_max_amount == COST_EQ_X \
                    and not e.then and not e.otherwise:
                params = tuple((k, dataclasses.replace(v, cost_max_amount=None) if k == "select" else v)
                               for k, v in e.params)
                e = dataclasses.replace(e, params=(*params, ("cost", Amount("event_amount"))))
            elif e.verb == A.PLAY_FROM and isinstance(sel, Select) and sel.cost_max_amount == X_AMOUNT \
                    and not e.then and not e.otherwise:  # «разыграть … стоимостью Х{м} или менее бесплатно»
                params = tuple((k, dataclasses.replace(v, cost_max_amount=None) if k == "select" else v)
                               for k, v in e.params)
                e = dataclasses.replace(e, params=(*params, ("cost_max", Amount("event_amount"))))
            out.append(e)
        return tuple(out)

    def a_each_player_closes(self, _: list[Any]) -> list[Ability]:
        """«В начале своего хода игрок выбирает: • Закройте своих существ; • Закройте свои монеты.»: two triggered
        abilities — at the start of your turn you choose (close all your creatures, or all your coins); at the start
        of the opponent's turn he chooses (``choose_mode`` with chooser "opponent") for his own."""
        out = []
        for whose, chooser in ((YOU, None), (OPPONENT, "opponent")):
            player = Ref("player", side=whose)
            modes = (Ability(SPELL_ABILITY, effects=(Effect("close", Ref("all", select=Select(CREATURE, side=whose))),)),
                     Ability(SPELL_ABILITY, effects=(Effect("set_coins", player, params=(("state", CLOSED_COINS),)),)))
            params: tuple[tuple[str, Any], ...] = (("modes", modes), ("min", 1), ("max", 1), ("times", 1))
            if chooser is not None:
                params = (*params, ("chooser", chooser))
            out.append(Ability(TRIGGERED, trigger=Trigger(TURN_START, whose_turn=whose),
                               effects=(Effect("choose_mode", params=params),)))
        return out

    def bullet_set_step(self, children: list[Any]) -> list[Any]:
        drafts = next(c for c in children if isinstance(c, list))
        if len(drafts) != 1 or drafts[0].condition is not None:
            raise CompileError("one instruction per additional bullet")
        drafts[0].condition = _the(children, Condition)
        return list(drafts)

    def l_bullet_set_bonus(self, children: list[Any]) -> tuple[str, list[Any]]:
        """«<инструкция>; дополнительно: • <инструкция>, если у вас есть <карта>; …»: the instruction, then each further
        one if its condition holds."""
        return "plain", [d for c in children if isinstance(c, list) for d in c]

    def a_death_rehoard(self, _: list[Any]) -> Ability:
        """«Гибель: Вместо возвращения добытых этим существом карт ваш герой становится добывшей их картой»: a static
        ``hoarded_to_hero_on_death`` of this card — when it dies, its hoarded cards go under its controller's hero (keeping the
        zones they came from) instead of returning (``zones.to_graveyard``). Not a triggered ability: by the time a
        «Гибель:» ability resolved, the cards would have returned already."""
        return Ability(STATIC, statics=(StaticPart("hoarded_to_hero_on_death"),))

    def a_unhoarded_reveal(self, children: list[Any]) -> Ability:
        """«Когда возвращается из-под добывающей карты в руку, покажите <эту карту>, при этом <инструкции>»: a triggered
        ability of this card (event UNHOARDED_BACK_TO_HAND, no subject: this card) — it is shown (``reveal`` from the hand), then
        the instructions; refused unless it works in the hand (the zone reminder: ``compiler._in_zone``)."""
        self.self_subject = True
        drafts = next(c for c in children if isinstance(c, list))
        reveal = Draft("reveal", NP("ref", ref=THIS), params=(("zone", HAND),))
        self.reveals_self = True
        return self._ability(TRIGGERED, [reveal, *drafts], trigger=Trigger(UNHOARDED_BACK_TO_HAND))

    def a_opp_draw_hoarded(self, _: list[Any]) -> Ability:
        """«Если противник должен взять карту в свой ход, вместо этого <эта карта> добывает её»: a replacement static of
        each draw of the opponent (``what`` DRAWN about his hero, as «Если вы должны взять карту, вместо этого …» among the optional
        replacements) while it is his turn (condition ``opponent_turn``); instead, this card hoards the card he would
        have drawn — the top card of his deck (``hoard`` of the opponent's deck top, holder THIS). ``zones.draw`` asks
        only when the deck has a card."""
        return Ability(STATIC, effects=(
            Effect("hoard", Ref("player", side=OPPONENT), 1, params=(("holder", THIS), (FROM, DECK), (POSITION, DECK_TOP))),),
            statics=(StaticPart("replace", select=Select(HERO, side=OPPONENT), what=DRAWN,
                                condition=Condition("opponent_turn")),))

    def a_static_then_replacement(self, children: list[Any]) -> list[Ability]:
        """A static sentence and a replacement sentence in one paragraph: two abilities, in printed order."""
        first = self.a_static([children[0]])
        second = children[1]
        return [first, *(second if isinstance(second, list) else [second])]

    def a_concentration(self, children: list[Any]) -> Ability:
        """«Концентрация: <текст>» (digest §6.2): at the start of your turn do <текст> if this character has no
        wounds — a triggered ability whose condition is checked when the turn starts (112.2)."""
        drafts = next(c for c in children if isinstance(c, list))
        trigger = Trigger(TURN_START, whose_turn=YOU)
        ab = self._ability(TRIGGERED, drafts, trigger=trigger, per_turn=self._per_turn(children))
        if ab.condition is not None:
            raise CompileError("«Концентрация» with a condition of its own")
        return Ability(TRIGGERED, zone=ab.zone, trigger=trigger, per_turn=ab.per_turn, targets=ab.targets,
                       effects=ab.effects, condition=Condition("source_state", state="unwounded"),
                       keyword=("concentration", 1))

    def a_gift_copy_again(self, children: list[Any]) -> Ability:
        """«Когда <эта карта> создаёт копию, можете снять суммарно N ран с персонажей противника, при этом создать ещё
        одну.» (Дикий целитель): when this card's «Дар жизни» made a copy, you may remove N wounds in all from the
        opponent's characters (one at a time, picked by you); only if all N came off, another copy of the same
        creature is created (from the запас: ``create`` of the event's copy, param ``gift_copy``)."""
        n, one = _ints(children)
        if one != 1:
            raise CompileError("«создать ещё N»")
        again = Effect(A.CREATE, EVENT("other"), 1, params=(("gift_copy", True),))
        heal = Effect("heal", OPPONENT_PLAYER, n, params=(("split", True),), optional=True, then=(again,))
        return Ability(TRIGGERED, trigger=Trigger(GIFT_OF_LIFE_USED), effects=(heal,))

    def hide_word_hide(self, _: list[Any]) -> str:
        return "hide"

    def hide_word_reveal(self, _: list[Any]) -> str:
        return "reveal"

    def _hide_ability(self, verb: str, trigger: Trigger, every_time: bool = False,
                      condition: Condition | None = None, meta: tuple[tuple[str, Any], ...] = ()) -> Ability:
        if self.ctx.card_type not in ("creature", "hero"):
            raise CompileError("«скрыться» of a card that is not a character")
        return Ability(TRIGGERED, trigger=trigger, every_time=every_time, condition=condition,
                       effects=(Effect(verb, THIS),), meta=meta)

    def a_when_hide(self, children: list[Any]) -> Ability:
        """«Когда получает раны — скрыться.»: the card itself hides / reveals itself."""
        (trigger, every) = children[0]
        return self._hide_ability(children[-1], trigger, every)

    def a_when_either_hide(self, children: list[Any]) -> list[Ability]:
        """«Когда <A> или <B> — раскрыться.»: one ability with two events — written as two triggered abilities that
        share one «once per turn» limit (meta ``limit_with`` −1: the second counts its uses on the first)."""
        first, second = [c for c in children if isinstance(c, Trigger)]
        verb = children[-1]
        return [self._hide_ability(verb, first), self._hide_ability(verb, second, meta=(("limit_with", -1),))]

    def a_if_hide(self, children: list[Any]) -> Ability:
        """«Если у вас в руке 10 или более карт — раскрыться.»: a state trigger (CONDITION_MET) that works while the
        condition holds and the card is hidden (for «скрыться»: while it is not)."""
        cond, verb = children[0], children[-1]
        state = HIDDEN if verb == "reveal" else Condition("not", parts=(HIDDEN,))
        return self._hide_ability(verb, Trigger(CONDITION_MET), condition=Condition("and", parts=(state, cond)))

    def a_enters_boosted_by_paid(self, _: list[Any]) -> Ability:
        """«Входит в игру с Х эффектами усиления»: a replacement of entering play (digest §7: «Входит в игру с …»), the
        card enters with Х boosts already on it; Х is the X paid for it (only a card of cost X reads it:
        ``paid_x_abilities`` in cards/compiled.py refuses it elsewhere)."""
        return Ability(STATIC, statics=(StaticPart("enters_boosted_by_paid", what="x_paid"),))

    def a_replace_first_draw_empty(self, children: list[Any]) -> Ability:
        """«Если в вашей колоде не осталось карт, вместо взятия первой карты за ход <инструкции>» (Шарль де Лорм): a
        replacement static (``replace`` of the event ``first_draw_from_empty_deck``, about its controller's hero): when he
        must draw with an empty deck and has not yet drawn, or tried to draw, a card this turn (any turn, any draw),
        the instructions are done instead — and that draw does not fail. Their targets are named when applied."""
        import dataclasses

        from berserk_heroes.abilities import DRAWN, HERO, STATIC, Trigger


        drafts = next(c for c in children if isinstance(c, list))
        fin = Finaliser(Trigger(DRAWN), self.ctx.name, False, self.ctx.card_type)
        targets, effects = fin.run(drafts)
        targets = tuple(dataclasses.replace(t, at_execution=True) for t in targets)
        if any(e.what is not None and e.what.kind in ("event", "it") for e in effects):
            raise CompileError("«вместо взятия первой карты»: a pronoun")
        return Ability(STATIC, targets=targets, effects=effects,
                       statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=FIRST_DRAW_FROM_EMPTY_DECK),))

    def a_ambush_close_his(self, children: list[Any]) -> Any:
        """«…, при этом закройте всех его существ» after «Когда противник разыгрывает <карту>»: «его» is the opponent
        (the player who plays; the card played has no creatures), so every creature of the opponent is closed."""
        trigger, every = children[0]
        if trigger.event != CARD_PLAYED or trigger.subject is None or trigger.subject.side != OPPONENT:
            raise CompileError("«его существ» after a trigger other than «противник разыгрывает …»")
        value = _ints(children)[0]
        close = Draft("close", NP("all", select=Select(CREATURE, side=OPPONENT), plural=True))
        return self.a_ambush([(trigger, every), (value, [close])])

    def a_destroy_self_prevent(self, children: list[Any]) -> Ability:
        """«Если ваш герой должен получить раны, вы можете уничтожить <эту карту>, при этом предотвратить получение ран и
        уничтожить их источник, если это существо или карта поддержки» (Курдаш): an optional replacement static of the
        wounds about to be put on your hero (its controller is asked at that moment); yes — this
        card is destroyed, the wounds are not dealt, and then their source is destroyed when it is a creature or a
        support card in play (``Ref("event", role="other")``; the condition is asked about that card: ref same_card)."""

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != Ref("hero", side=YOU):
            raise CompileError("«вы можете уничтожить <эту карту>, при этом предотвратить …»: only your hero's wounds")
        source = Ref("event", role="other")
        kind = Condition("it_fits", ref=Ref("same_card"), select=Select(CARD, state="creature_or_support"))
        destroy_source = Effect("destroy", source, condition=kind)
        effect = Effect("destroy", THIS, optional=True, then=(destroy_source,))
        return Ability(STATIC, effects=(effect,),
                       statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=WOUNDED),))

    def a_excess_heal_extra_lives(self, children: list[Any]) -> Ability:
        """«Когда <ваше болотное существо> должно получить избыточное лечение, вместо этого оно получает столько же
        дополнительных жизней» (Дрягв): a replacement static (``what`` HEALED_BEYOND_WOUNDS) — when such a card is healed by
        more than its wounds, it gets that excess as extra lives (``extra_life`` of the event's card, event_amount)."""

        np = _np_of(children)
        if np is None or np.kind not in ("all", "target") or np.select is None or np.select.side != YOU \
                or np.kind == "target" and np.max != 1:
            raise CompileError("«должно получить избыточное лечение»: which of your cards")
        effect = Effect("extra_life", Ref("event", role="subject"), Amount("event_amount"))
        return Ability(STATIC, effects=(effect,),
                       statics=(StaticPart("replace", select=np.select, what=HEALED_BEYOND_WOUNDS),))

    def a_hoard_instead(self, children: list[Any]) -> Ability:
        """«Если <эта карта> должна получить раны, вместо этого она может добыть карту существа с вашего кладбища»: an
        optional replacement whose creature card of your graveyard is named when it is applied (``at_execution``);
        the engine offers it only when there is such a card (engine/replacement_instructions._feasible)."""

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("«вместо этого он может добыть …»: only about this card («он»)")
        target = Target(Select(CREATURE, side=YOU, zone=GRAVEYARD), at_execution=True)
        effect = Effect("hoard", Ref("target", index=0), params=(("holder", THIS),), optional=True)
        return Ability(STATIC, targets=(target,), effects=(effect,),
                       statics=(StaticPart("replace", select=None, what=WOUNDED),))

    def a_replace_draw(self, children: list[Any]) -> Ability:
        """«Если вы должны взять карту, вместо этого (можете) <инструкции>»: a replacement static of the draws of its
        controller (``what`` DRAWN, about his hero), card by card; its targets are named when it is applied."""
        import dataclasses


        drafts = next(c for c in children if isinstance(c, list))
        fin = Finaliser(Trigger(DRAWN), self.ctx.name, False, self.ctx.card_type)
        targets, effects = fin.run(drafts)
        targets = tuple(dataclasses.replace(t, at_execution=True) for t in targets)
        if any(e.what is not None and e.what.kind in ("event", "it") for e in nested(effects)):
            raise CompileError("«вместо этого» of a draw: a pronoun («её» — the card not drawn?)")
        return Ability(STATIC, targets=targets, effects=effects,
                       statics=(StaticPart("replace", select=Select(HERO, side=YOU), what=DRAWN),))

    def a_replace_extra_life(self, children: list[Any]) -> Ability:
        """«Если <X> должен получить Х дополнительных жизней, вместо этого (можете) <инструкции с Х>»: a replacement
        of the extra lives about to be given to X; Х is their number (Amount event_amount)."""

        sel = self._whose(_np_of(children), "extra lives")
        drafts = next(c for c in children if isinstance(c, list))

        def fix(ds: list[Any]) -> None:
            for d in ds:
                if d.amount == X_AMOUNT:
                    d.amount = Amount("event_amount")
                fix(d.then)
                fix(d.otherwise)
                fix(d.group)

        fix(drafts)
        fin = Finaliser(Trigger(EXTRA_LIFE_GAINED, subject=sel), self.ctx.name, sel is None, self.ctx.card_type)
        targets, effects = fin.run(drafts)
        if targets:
            raise CompileError("replacement of extra lives with a target")
        effects = tuple(_picked_cost_of_event(e) for e in effects)
        if any(_mentions_x(e) for e in nested(effects)):  # an Х the fix did not reach (a selector's cost …)
            raise CompileError("«Х» of the extra lives outside an instruction's number")
        return Ability(STATIC, effects=effects,
                       statics=(StaticPart("replace", select=sel, what=EXTRA_LIFE_GAINED),))

    def a_redirect_extra_life(self, children: list[Any]) -> Ability:
        """«Если <эта карта> должна получить дополнительные жизни, вместо этого их может получить другое существо»: the
        other creature, named when the replacement is applied, gets as many extra lives (optional)."""

        nps: list[Any] = [c for c in children if isinstance(c, NP)]
        if len(nps) != 2:
            raise CompileError("redirected extra lives: whose, to whom")
        sel = self._whose(nps[0], "extra lives")
        to = nps[1]
        if to.kind != "target" or to.select is None or to.min != 1 or to.max != 1:
            raise CompileError("redirected extra lives: to one creature")
        target = Target(to.select, at_execution=True)
        effect = Effect("extra_life", Ref("target", index=0), Amount("event_amount"), optional=True)
        return Ability(STATIC, targets=(target,), effects=(effect,),
                       statics=(StaticPart("replace", select=sel, what=EXTRA_LIFE_GAINED),))

    @staticmethod
    def _whose(np: Any, what: str) -> Select | None:
        """The Select of «Если <X> должен …» (None: this card)."""

        if np is None:
            raise CompileError(f"replacement of {what}: whose")
        if np.kind == "ref" and np.ref == THIS:
            return None
        if np.kind in ("all", "target") and np.select is not None and (np.kind == "all" or np.implicit
                                                                       or np.select.side != "any"):
            return cast(Select, np.select)
        raise CompileError(f"replacement of {what}: whose")

    def from_spell(self, _: list[Any]) -> Condition:
        """«(должно получить раны) от заклинания»: the wounds' source is a spell card."""
        return Condition("event_source_is_spell")

    def a_redirect_wounds(self, children: list[Any]) -> Ability:
        """«Если <X> должен получить раны (от заклинания), вместо этого их может получить <эта карта>»."""

        np = _np_of(children)
        cond = next((c for c in children if isinstance(c, Condition)), None)
        if np is None or np.kind not in ("all", "target") or np.select is None:
            raise CompileError("redirected wounds: whose wounds")
        if not (np.kind == "all" or np.implicit or np.select.side != "any"):
            raise CompileError("redirected wounds: whose wounds")
        sel = replace(np.select, other=True)  # not the card itself: it would take its own wounds
        effect = Effect("wound", THIS, Amount("event_amount"), optional=True)
        return Ability(STATIC, statics=(StaticPart("replace", select=sel, what=WOUNDED, condition=cond),),
                       effects=(effect,))

    def ability(self, children: list[Any]) -> Any:
        return children[0]

    def must_words(self, _: list[Any]) -> str:
        return "must"

    def not_mechanism(self, _: list[Any]) -> Condition:
        """«и не является механизмом» (the card the event is about)."""
        return Condition("not", parts=(Condition("event_card", select=Select(CARD, classes=("Механизм",))),))

    def replacement_subject(self, children: list[Any]) -> Any:
        return children[0]

    def replacement_your_hero(self, _: list[Any]) -> Any:

        return NP("ref", ref=Ref("hero", side=YOU))

    def a_replace_wounds(self, children: list[Any], targets_at_execution: bool = False) -> Ability:
        """«Если <X> должен получить раны(, и не является <классом>), вместо этого <инструкции>»; with
        ``targets_at_execution`` the instructions' targets are named when it is applied (else none is allowed)."""

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
        if targets and not targets_at_execution:
            raise CompileError("replacement with a target")
        targets = tuple(dataclasses.replace(t, at_execution=True) for t in targets)
        return Ability(STATIC, statics=(StaticPart("replace", select=sel, what=WOUNDED, condition=cond),),
                       effects=effects, targets=targets)

    def link(self, children: list[Any]) -> Any:
        return children[0]

    def l_instead_of_death(self, children: list[Any]) -> tuple[str, list[Any]]:
        """«…; если оно должно погибнуть, вместо этого <инструкция>»: right after the instruction before (rules
        effects have not been applied yet), if the card is at 0 life, the instruction is done instead of its death."""

        drafts = next(c for c in children if isinstance(c, list))
        if any(d.optional or d.condition is not None for d in drafts):
            raise CompileError("«вместо этого» with a choice or a condition")
        return ("plain", [Draft("instead_of_death", NP("it"), group=drafts)])

    def st_a_activated_stun_own(self, children: list[Any]) -> Any:
        """«<цена>: Оглушите N ваших открытых существ: <…>»: the payment adds ``Cost("stun_own", N)`` — N open creatures
        of yours (not this card), picked when paying, are stunned (closed, and not opened in the next фаза
        восстановления)."""
        from berserk_heroes.abilities import ACTIVATED, CREATURE, Cost

        costs, np, drafts = children[0], children[2], children[3]
        if not isinstance(np, NP) or np.kind != "target" or np.select != Select(CREATURE, side=YOU, state="open") \
                or np.min != np.max:
            raise CompileError("«оглушите <…>» as a payment: only N open creatures of yours")
        cost = Cost("stun_own", np.max)
        return self._ability(ACTIVATED, drafts, costs=(*costs, cost), per_turn=self._per_turn(children))

    def a_while_when(self, children: list[Any]) -> Any:
        """«Пока Спящий, в конце вашего хода <инструкция>»: the triggered ability, with the condition of «пока …» (checked
        when the trigger occurs). Only a condition about this card's own state (``source_state``)."""
        cond = children[0]
        if not isinstance(cond, Condition) or cond.kind != "source_state":
            raise CompileError("«Пока <условие>, <триггер> …»: only a state of this card")
        (trigger, every) = children[1]
        drafts = next(c for c in children[2:] if isinstance(c, list))
        ability = self._ability(TRIGGERED, drafts, trigger=trigger, every_time=every)
        if ability.condition is not None:
            raise CompileError("«Пока <условие>, <триггер> …» on a trigger with a condition of its own")
        return dataclasses.replace(ability, condition=cond)

    def attack_excess_trigger(self, trigger: Trigger | None, drafts: list[Any]) -> Trigger | None:
        """«При атаке по существу ранить героя противника на величину избыточного урона» (one instruction): the excess
        of the attack is known only after its wounds, so the ability answers ATTACK_EXCESS_WOUNDS (emitted then, with the
        excess as its amount) instead of ATTACKS, and its number is that event's (``Amount("attack_excess_wounds")``)."""
        if trigger is None or trigger.event not in (ATTACKS, KILLS, STRIKES):
            return trigger
        excess = [d for d in drafts if isinstance(d.amount, Amount) and d.amount.kind == "excess"]
        if not excess:
            return trigger
        if trigger.event == STRIKES:  # «При ударе …, где Х — избыточный урон»: each strike's excess (STRIKE_EXCESS_WOUNDS)
            if len(drafts) != 1 or drafts[0].then or drafts[0].otherwise or drafts[0].condition is not None \
                    or trigger.subject is not None:
                raise CompileError("«избыточный урон» of a strike: only one instruction of this card's strike")
            drafts[0].amount = Amount("strike_excess_wounds")
            return Trigger(STRIKE_EXCESS_WOUNDS, other=trigger.other, whose_turn=trigger.whose_turn)
        if trigger.event == KILLS:
            # «Каждый раз, когда <карта> убивает существо, … за каждую единицу избыточного урона»: the excess of the
            # killing wounds (the event's amount, rules_effects.py), when nothing is wounded before it in the ability
            if drafts[0] is not excess[0] or len(excess) != 1:
                raise CompileError("«избыточный урон» after a kill trigger: of which wounds")
            a = excess[0].amount
            excess[0].amount = Amount("kill_excess_wounds", per=a.per, div=a.div)
            return trigger
        if (len(drafts) != 1 or drafts[0].verb != "wound" or drafts[0].then or drafts[0].otherwise
                or drafts[0].condition is not None or trigger.subject is not None or trigger.other is None
                or trigger.other.kind != CREATURE):
            raise CompileError("«избыточный урон» of an attack: only «При атаке по существу ранить … на величину "
                                     "избыточного урона»")
        drafts[0].amount = Amount("attack_excess_wounds")
        return Trigger(ATTACK_EXCESS_WOUNDS, other=trigger.other, whose_turn=trigger.whose_turn)

    def a_regeneration_x(self, children: list[Any]) -> Ability:
        """«Регенерация Х, где Х – <количество>» (digest §6.2: at the end of its controller's turn, heal X): the
        triggered ability of the keyword with X counted when it resolves (the keyword itself is not given: nothing
        reads a value of Регенерация on a card that may change)."""
        where = next(c for c in children if isinstance(c, tuple) and c[:1] == ("where",))
        amount = where[1]
        if not isinstance(amount, Amount) or amount.kind != "count":
            raise CompileError("«Регенерация Х» with another Х")
        return Ability(TRIGGERED, trigger=Trigger(TURN_END, whose_turn=YOU), effects=(Heal(THIS, amount),))

    def a_repeat_hire_per_richer(self, _: list[Any]) -> Any:
        """«Найм <этой карты> срабатывает ещё раз за каждого игрока, у которого {м} больше, чем у вас»: when this card
        enters play, its «Найм» abilities trigger once more per other player with more coins (``repeat`` of «Найм» by Amount ``richer_players``;
        a separate ability, so that the repeated «Найм» does not repeat itself)."""
        from berserk_heroes.abilities import TRIGGERED, Ability, Effect

        return Ability(TRIGGERED, trigger=Trigger(ENTERS_PLAY), effects=(Effect("repeat", THIS, Amount("richer_players"),
                                                                           params=(("repeated", ENTERS_PLAY),)),))

    def shuffle_into_his_deck_cost(self, children: list[Any]) -> Cost:
        """«Замешайте N карт с кладбища противника в его колоду» as a payment: N cards of the opponent's graveyard,
        picked by you, go into his deck (``Cost("shuffle_grave_opp", N)``)."""

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.select is None or np.select.kind != CARD \
                or np.select.side != OPPONENT or np.select.zone != GRAVEYARD or np.min != np.max:
            raise CompileError("shuffle which cards of the opponent's graveyard")
        return Cost("shuffle_grave_opp", np.max)

    def a_revive_paid_grave(self, children: list[Any]) -> Ability:
        """«<payment>: Возродите существо с его кладбища под вашим контролем»: one creature of the opponent's graveyard
        (the one the payment took cards from) enters play under you."""

        cost = children[0]
        np = next((c for c in children[1:] if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.select is None or np.select != Select(CREATURE) or np.max != 1:
            raise CompileError("revive what from his graveyard")
        sel = Select(CREATURE, side=OPPONENT, zone=GRAVEYARD)
        draft = Draft(A.PUT_INTO_PLAY, NP("ref", ref=Ref("player", side=YOU)), 1,
                      params=A.entering_params((GRAVEYARD,), select=sel, up_to=False))
        return self._ability(ACTIVATED, [draft], costs=(cost,))

    def milled_card_effects(self, trigger: Trigger | None, effects: tuple[Effect, ...],
                   targets: tuple[Target, ...] = ()) -> tuple[Effect, ...]:
        """After a ``milled`` trigger the event's card is in a graveyard: «верните это существо в вашу руку» takes it
        from there (``grave_card_to_hand``)."""
        if getattr(self, "namesakes_marker", False) and (
                len(targets) != 1 or targets[0].select.zone != GRAVEYARD or targets[0].select.side != OPPONENT):
            raise CompileError("«этот противник … с таким же названием» without one card of his graveyard chosen")
        spell_back = [e for e in _all(effects) if is_move(e.verb, e.params, HAND, GRAVEYARD) and e.param("spell_from_grave")]
        if spell_back:
            if trigger is None or trigger.event != PUT_INTO_GRAVEYARD or trigger.subject is None \
                    or trigger.subject.kind != SPELL or trigger.other is not None:
                raise CompileError("«это заклинание» without a spell put into a graveyard")
            effects = tuple(_strip_spell_mark(e) for e in effects)
        if getattr(self, "same_name_marker", False) and (
                trigger is None or trigger.event != CARD_PLAYED or trigger.subject is None
                or trigger.subject.side != OPPONENT or trigger.subject.kind != CARD or trigger.other is not None):
            raise CompileError("«на его кладбище … с таким же названием» without a card the opponent played")
        if trigger is None or trigger.event != MILLED:
            return effects
        if targets and any(e.otherwise for e in effects) and not _else_targets_late(targets, effects):
            # a target named at declaration would keep the «иначе» from ever happening (see _else_targets_late)
            raise CompileError("«иначе» after a «из-за Мора» trigger (targets named at declaration)")
        return tuple(Effect(MOVE, e.what, params=move_params(HAND, None, GRAVEYARD))
                     if e.params == move_params(HAND, None, PLAY) and e.verb == MOVE and e.what == EVENT() and not e.then and not e.otherwise and not e.optional and e.condition is None
                     else e for e in effects)

    def a_activated_any_times(self, children: list[Any]) -> Ability:
        """An activated ability without the once-per-turn limit of 113.4: ``every_time`` (as for «Каждый раз, когда»,
        ``trigger_points.per_turn_limit`` gives no limit)."""
        ability = self.a_activated([c for c in children if c is not None])
        return replace(ability, every_time=True)

    def any_times_per_turn(self, _: list[Any]) -> None:
        return None

    def mh_opponent_one(self, children: list[Any]) -> dict[str, Any]:
        """One mode, picked by the opponent (params chooser "opponent", read by ``declare._mode_step``)."""
        if _ints(children) != [1]:
            raise CompileError("mode count")
        return {"min": 1, "max": 1, "times": 1, "chooser": "opponent"}

    def a_paid_grave_summon_self(self, children: list[Any]) -> Ability:
        """«Замешайте N карт с кладбища противника в его колоду: Вызовите <эту карту> из вашей дополнительной колоды»:
        an activated ability (its zone, the sideboard, is set by the printed reminder)."""

        cost = children[0]
        if not isinstance(cost, Cost):
            raise CompileError("which payment")
        draft = self.e_summon_self_sideboard([])
        return self._ability(ACTIVATED, [draft], costs=(cost,))

    def at_end_of_your_turn(self, _: list[Any]) -> tuple[str, str]:
        from berserk_heroes.abilities import END_OWN

        return ("moment", END_OWN)

    def a_trig_end_own(self, children: list[Any]) -> Ability:
        """«Найм: В конце вашего хода <инструкция>»: when the card enters play, a delayed instruction is set up for the
        end of your turn (this turn if it is yours, else your next one; engine/delayed.py ``end_own``)."""

        trigger = children[0]
        inner = next((c for c in children if isinstance(c, Draft)), None)
        if inner is None or inner.verb == "delayed" or getattr(trigger, "event", None) != ENTERS_PLAY:
            raise CompileError("«В конце вашего хода» after a trigger other than «Найм»")
        draft = Draft("delayed", None, params=(("moment", "end_own"),), group=[inner])
        return self._ability(TRIGGERED, [draft], trigger=trigger)

    def a_show_shuffle_x_opp_shuffle(self, children: list[Any]) -> Any:
        """«Покажите <архаалита> стоимостью Х{м}, замешайте его в колоду: Противник показывает руку и замешивает в колоду
        карту стоимостью Х{м} на ваш выбор» (Гум’Арот): the payment ``reveal_and_shuffle_hand`` (a card of your hand of that
        kind, picked at declaration, shown to both and shuffled into your deck; Х is its printed cost), then the
        opponent's hand is shown and you pick a card of cost Х in it for his deck."""

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.min != 1 or np.max != 1 or np.select is None \
                or np.select.cost_max_amount != COST_EQ_X or np.select.zone != "play" or np.select.side != ANY:
            raise CompileError("show which card of cost Х")
        sel = dataclasses.replace(np.select, cost_max_amount=None, zone=HAND, side=YOU)
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        drafts = [shows_hand(who), Draft(MOVE, who, 1, params=move_params(
            DECK, SHUFFLED, HAND, (COUNT, EXACTLY), (CHOOSER, BY_YOU), (X_COST, True)))]
        return self._ability(ACTIVATED, drafts, costs=(Cost("reveal_and_shuffle_hand", 1, select=sel),))

    def a_opp_grave_paid(self, children: list[Any]) -> Ability:
        """«Замешайте N карт с кладбища противника в его колоду: Верните <карту> с вашего кладбища в руку»: an activated
        ability paid with ``Cost("shuffle_grave_opp", N)`` (the payer picks N cards of the opponent's graveyard; they go
        into his deck), then the return of a card of your graveyard (picked on resolution, as every «Верните … с
        кладбища в руку»). Only a card of your own graveyard (a plain «с кладбища» / «с вашего кладбища», side ANY or YOU): the payment
        cannot have moved it."""

        cost = children[0]
        np = next((c for c in children if isinstance(c, NP)), None)
        if not isinstance(cost, Cost) or np is None or np.select is None or np.select.zone != GRAVEYARD \
                or np.select.side not in (ANY, YOU):
            raise CompileError("which payment / return what")
        draft = self.e_return_hand(children[1:])
        return self._ability(ACTIVATED, [draft], costs=(cost,))

    def summon_excess(self, _: list[Any]) -> tuple[str, list[Any]]:
        """«вызовите существо стоимостью {м} равной или меньшей, чем избыточное лечение»: a summon from the deck (§6.3) of a
        creature whose cost is at most the excess healing of the heal before it (checked by the chain rule)."""

        np = NP("target", select=Select(CREATURE, cost_max_amount=Amount(EXCESS_HEALED)), min=1, max=1, implicit=True)
        return "plain", [self._deck_pick("summon", np, "deck")]

    def summon_or_revive_half_excess(self, _: list[Any]) -> tuple[str, list[Any]]:
        """«вызовите или возродите существо стоимостью {м} равной или меньшей, чем половина избыточного лечения
        (округлённая вниз)»: one creature of your deck (a summon, §6.3) or of your graveyard (a revival), picked among
        both, whose cost is at most half the excess healing of the heal before it, rounded down."""
        bound = Select(CREATURE, side=YOU, zone=DECK, cost_max_amount=Amount(EXCESS_HEALED, div=2))
        return "plain", [Draft(A.PUT_INTO_PLAY, NP("ref", ref=Ref("player", side=YOU)), 1,
                               params=A.entering_params((DECK, GRAVEYARD), select=bound, summoned=True))]

    def chain_heal_summon_excess(self, children: list[Any]) -> list[Any]:
        """«Излечите вашего героя на Х, где Х — …; вызовите существо … чем избыточное лечение»: the usual chain (the
        «где» fills the heal's Х), then the heal gets param ``excess`` EXCESS_NOTED (it notes the healing beyond the wounds)."""

        drafts = self.chain(children)
        heal = drafts[0] if len(drafts) == 2 else None
        one_hero = heal is not None and heal.np is not None and heal.np.kind == "target" and heal.np.max == 1 \
            and heal.np.select is not None and heal.np.select.kind == HERO  # «Излечите героя»: a hero you choose
        if heal is None or heal.verb != "heal" or heal.np is None or not (one_hero or heal.np.ref == YOUR_HERO) \
                or heal.then or heal.otherwise or heal.condition is not None or heal.optional or heal.params not in ((), (("all", False),)):
            raise CompileError("excess healing of what")
        heal.params = (*heal.params, ("excess", EXCESS_NOTED))
        return drafts

    def start(self, children: list[Any]) -> list[Ability]:
        return list(children[0]) if isinstance(children[0], list) else [children[0]]

    def unit(self, children: list[Any]) -> list[Ability]:
        out: list[Ability] = []
        for c in children:
            out.extend(c if isinstance(c, list) else [c])
        return out

    def kw_body(self, children: list[Any]) -> list[Ability]:
        out = [Ability(STATIC, keyword=(kw.code, kw.value), meta=kw.meta) for kw in children[0]]
        if len(children) > 1:
            rest = children[1]
            out.extend(rest if isinstance(rest, list) else [rest])
        return out

    def a_trig_word(self, children: list[Any]) -> Ability:
        trigger, drafts = children[0], children[1]
        return self._ability(TRIGGERED, drafts, trigger=trigger, per_turn=self._per_turn(children))

    def a_activated(self, children: list[Any]) -> Ability:
        costs, drafts = children[0], children[1]
        discounts = [d for d in drafts if d.verb == A.ABILITY_DISCOUNT]
        if discounts:  # «…; эта способность стоит на 1{м} меньше за каждый …»: not an instruction, the ability's cost
            drafts = [d for d in drafts if d.verb != A.ABILITY_DISCOUNT]
            ability = self._ability(ACTIVATED, drafts, costs=tuple(costs), per_turn=self._per_turn(children))
            if len(discounts) > 1 or not any(c.kind == A.COINS and not c.is_x for c in costs):
                raise CompileError("«эта способность стоит меньше» of an ability without coins to pay")
            amount = dict(discounts[0].params).get("amount", discounts[0].amount)
            if amount is discounts[0].amount and (not isinstance(amount, A.Amount)  # (an Х: the «где Х — …» read)
                                                  or amount.kind not in A.WHERE_DISCOUNT_AMOUNTS):
                raise CompileError("«эта способность стоит на Х{м} меньше» by what")
            if isinstance(amount, A.Amount) and amount.ref is not None and amount.ref.kind == "target" \
                    and (len(ability.targets) != 1 or ability.targets[0].select.kind != A.CREATURE
                         or ability.targets[0].at_execution or ability.targets[0].max != 1):
                raise CompileError("«сила удара выбранного этой способностью существа» without one creature chosen")
            return replace(ability, meta=(*ability.meta, (A.ABILITY_DISCOUNT, amount)))
        ability = declared_x_costs(self._ability(ACTIVATED, drafts, costs=tuple(costs), per_turn=self._per_turn(children)))
        return cost_doubling(ability)

    def a_activated_at_end(self, children: list[Any]) -> Ability:
        """«<цена>: В конце хода <инструкции>»: the instructions wait for the end of this turn (a delayed instruction,
        engine/delayed.py); what they name is chosen when the ability is declared."""
        costs, moment, drafts = children[0], children[1], children[2]
        return self._ability(ACTIVATED, [*_declared_now(drafts), self._delayed(moment[1], drafts)],
                             costs=tuple(costs), per_turn=self._per_turn(children))

    def a_when_either_except_first(self, children: list[Any]) -> list[Ability]:
        """«Каждый раз, когда <A> или <B>, кроме первых за ход, <инструкции>»: two triggered abilities, one per event,
        neither on the first such event of its player this turn."""
        from berserk_heroes.cards.language.triggers import except_first

        first, second = children[0]
        drafts = next(c for c in children[1:] if isinstance(c, list))
        return [self._ability(TRIGGERED, drafts, trigger=except_first(t), every_time=True,
                              per_turn=self._per_turn(children)) for t in (first, second)]

    def trigger_either_except_first(self, children: list[Any]) -> tuple[Trigger, Trigger]:
        first, second = [c for c in children if isinstance(c, Trigger)]
        return first, second

    def a_when(self, children: list[Any]) -> Ability | list[Ability]:
        (trigger, every) = children[0]
        drafts = next(c for c in children[1:] if isinstance(c, list))
        ability = self._ability(TRIGGERED, drafts, trigger=trigger, every_time=every,
                                per_turn=self._per_turn(children))
        return either_event_abilities(ability, getattr(self, "either_event", None))

    def a_plain(self, children: list[Any]) -> Ability:
        if self.ctx.card_type != "spell":
            static = self.instruction_line_as_static(children[0])  # «Герой противника теряет особенности»
            if static is not None:
                return static
            raise CompileError("instructions without a trigger or cost on a non-spell")
        return self._ability(SPELL_ABILITY, children[0])

    def a_static(self, children: list[Any]) -> Ability:
        statics = tuple(children[0])
        zone = GRAVEYARD if any(p.kind == "play_from_graveyard" for p in statics) else "play"
        return Ability(STATIC, zone=zone, statics=statics)

    def per_turn(self, children: list[Any]) -> tuple[str, int]:
        return ("per_turn", _ints(children)[0])

    def _per_turn(self, children: list[Any]) -> int | None:
        return next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_turn",)), None)

    def _ability(self, kind: str, drafts: list[Draft], trigger: Trigger | None = None,
                 costs: tuple[Cost, ...] = (), every_time: bool = False, per_turn: int | None = None) -> Ability:
        if getattr(self, "he_pronoun", False) and not opponent_is_active(trigger):
            raise CompileError("«он» (a player) without the opponent's turn or action in the trigger")
        if getattr(self, "event_player_pays", False) and (trigger is None or trigger.event != LEFT_GRAVEYARD
                                                          or trigger.other is None or trigger.other.side != ANY):
            raise CompileError("«он должен заплатить» without «Когда игрок заставляет …» naming any player")
        if getattr(self, "hoarded_cost", False) and (trigger is None or trigger.event != HOARDS):
            raise CompileError("«стоимость добытой карты» without a «добывает» trigger")
        if getattr(self, "shown_compared", False) and not any(c.kind == A.REVEAL_TOP for c in costs):
            raise CompileError("«у показанной карты» without a card shown to pay")
        if getattr(self, "shuffled_cost", False) and not any(c.kind in ("reveal_and_shuffle_hand", A.SHUFFLE_OWN) for c in costs):
            raise CompileError("«стоимость замешанной карты» without a card shuffled in to pay")
        if getattr(self, "paid_hoard_cost", False) and not any(c.kind == "hoard_by_self" for c in costs):
            raise CompileError("«стоимость {м} добытой карты» without a card hoarded to pay")
        if getattr(self, "top_card_compared", False):
            drafts = compared_after_shown(drafts)
        if getattr(self, "same_type_shown", False) and not shows_one_card(costs, drafts):
            raise CompileError("«того же типа» without a card this ability shows")
        trigger = self.attack_excess_trigger(trigger, drafts)  # «При атаке по существу … избыточного урона»
        check_triggers(self, trigger, drafts)
        check_event_phrases(self, trigger, drafts)
        check_event_cost_above_ref(trigger, drafts)  # «если его стоимость {м} больше, чем количество ваших {м}»
        check_linked_instructions(self, trigger, drafts)
        check_it_shoots(trigger, drafts, self.ctx.card_type)  # «оно производит Выстрел на N»
        check_event_cost_below_ref(self, trigger, drafts)  # «если его стоимость {м} меньше количества …»
        check_his_graveyard(self, trigger)  # «если количество карт на его кладбище больше стоимости …»
        check_keyword_trigger_phrases(self, trigger, drafts)
        if getattr(self, "event_x", False):  # «Когда … получает Х ран» — Х is that number
            replace_event_x(drafts)
        drafts = found_creature_drafts(drafts)  # «Поиск — <существо>; если …, вызовите это существо»
        fin = Finaliser(trigger, self.ctx.name, self.self_subject, self.ctx.card_type)
        fin.sacrificed = any(c.kind in ("destroy_own", "destroy_self") for c in costs)
        fin.destroyed_to_pay = any(c.kind == "destroy_own" for c in costs)
        targets, effects = fin.run(drafts)
        targets = x_cost_targets(costs, targets)  # «(Х)(Т): Х персонажей …»
        check_attack_now(effects)  # «немедленно атакует» last in its ability
        zone = "play"
        if trigger is not None and trigger.event == PUT_INTO_GRAVEYARD and trigger.subject is None:
            zone = GRAVEYARD
        if kind == ACTIVATED and any(_picks_from_graveyard(e) and e.what == THIS for e in effects):
            zone = GRAVEYARD
        if kind == TRIGGERED and trigger is not None and trigger.event == TURN_START and any(
                _picks_from_graveyard(t) and t.what == THIS for e in effects for t in e.then):
            zone = GRAVEYARD  # «В начале хода можете сбросить …, при этом вернуть <эту карту> с кладбища в руку»
        zone = self.coins_zone(kind, trigger, effects, zone)  # «…, при этом вызвать эту карту из руки»
        zone = self.hand_shuffle_zone(kind, trigger, effects, zone)  # «…, при этом замешать <её> из руки …»
        effects = self.milled_card_effects(trigger, effects, targets)  # «из-за Мора», «это заклинание», …
        if trigger is not None and trigger.event == MILLED and _else_targets_late(targets, effects):
            targets = tuple(dataclasses.replace(t, at_execution=True) for t in targets)
        if _absence_planned(targets, effects):  # «…; если у противника нет существ, …»
            targets = tuple(dataclasses.replace(t, at_execution=True) for t in targets)
        if getattr(self, "owner_of_target_searched", False) and (len(targets) != 1 or targets[0].max != 1):
            raise CompileError("«… его владельца» without one card chosen before")
        effects = self.search_event_cost_effects(trigger, effects)  # «стоимостью Х{м}» after «срабатывает Медитация Х»
        trigger, effects = self.event_cost_x(trigger, targets, effects)  # «Когда вы разыгрываете <карту> стоимостью Х{м}»
        effects = resolve_cancel_refs(kind, trigger, effects, self.ctx.card_type)  # cancel: «отмените / повторите это заклинание»
        targets = late_targets(targets, effects)  # cancel: Побег's optional part after «;» names its target late
        if costs or trigger is not None:  # «Уничтожьте ваше существо: Верните другое существо …», «той же»

            targets, effects = finish_zone_moves(kind, trigger, costs, targets, effects)
        condition = Condition("source_state", state="attacking") if fin.while_attacking else None
        if kind == TRIGGERED:
            effects = gate_quest_sentence(effects)  # «если …, …; …, при этом завершите этот квест»
        return Ability(kind, zone=zone, costs=costs, trigger=trigger, every_time=every_time, per_turn=per_turn,
                       targets=targets, effects=effects, condition=condition)

    def a_activated_thirst(self, children: list[Any]) -> Ability:
        """«Жажда N: …» — the payment is Жажда N: wound another of your characters by N (§3.2)."""
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        drafts = next(c for c in children if isinstance(c, list))
        return self._ability(ACTIVATED, drafts, costs=(Cost("thirst", n),), per_turn=self._per_turn(children))

    def a_activated_own(self, children: list[Any]) -> Ability:
        return self._ability(ACTIVATED, children[1], costs=(children[0],), per_turn=self._per_turn(children))

    def a_lose_when(self, children: list[Any]) -> Ability:
        kws: list[KW] = children[1]
        (trigger, every) = children[2]
        then = next((c for c in children[3:] if isinstance(c, list)), [])
        if len(kws) != 1:
            raise CompileError("lose one keyword")
        targets, then_effects = Finaliser(trigger, self.ctx.name, card_type=self.ctx.card_type).run(then)
        effect = Effect("lose", THIS, params=(("keyword", kws[0].code), ("duration", PERMANENT)),
                        then=resolve_cancel_refs(TRIGGERED, trigger, then_effects, self.ctx.card_type))
        return Ability(TRIGGERED, trigger=trigger, every_time=every, per_turn=self._per_turn(children),
                       targets=targets, effects=(effect,))

    def a_ambush(self, children: list[Any]) -> Ability:
        (trigger, every), (value, then) = children[0], children[1]
        if every:
            raise CompileError("every-time ambush")
        targets, then_effects = Finaliser(trigger, self.ctx.name, card_type=self.ctx.card_type).run(then)
        effect = Effect(A.PLAY_FROM, THIS, value, params=(("price", A.AMBUSH),), then=resolve_cancel_refs(TRIGGERED, trigger, then_effects, self.ctx.card_type))
        return Ability(TRIGGERED, zone=HAND, trigger=trigger, optional=True, keyword=("ambush", value),
                       targets=targets, effects=(effect,))

    def a_ambush_either(self, children: list[Any]) -> list[Ability]:
        """«Когда противник разыгрывает <карту> или объявляет атаку, Засада N{м}, при этом …(. <инструкции>)»: one
        Засада heard on two events, written as two ambush abilities of the same price and «при этом» (playing the card
        by either takes it out of the hand, so it is played once). Only the opponent: «объявляет атаку» is his."""
        side, np = children[0], next(c for c in children if isinstance(c, NP))
        if side != OPPONENT:
            raise CompileError("«… или объявляет атаку, Засада» of a player other than the opponent")
        played = self.ev_played([side, np])
        if played.subject is None:
            raise CompileError("«разыгрывает <эту карту> или объявляет атаку»")
        tail, spell = self._ambush_parts(children[-1])
        declared = Trigger(ATTACKS, subject=Select(CHARACTER, side=OPPONENT))
        return [self.a_ambush([(t, False), tail]) for t in (played, declared)] + spell

    def a_ambush_then_spell(self, children: list[Any]) -> list[Ability]:
        """«<trigger>, Засада N{м}(, при этом …). <инструкции>» on a spell: the Засада and the spell's own instruction
        printed in the same paragraph."""
        tail, spell = self._ambush_parts(children[-1])
        return [self.a_ambush([children[0], tail]), *spell]

    def ambush_spell_tail(self, children: list[Any]) -> tuple[tuple[int, list[Draft]], list[Draft]]:
        """«Засада N{м}(, при этом <цепочка>). <инструкции>»: the Засада's price and «при этом», and the sentences after."""
        drafts = [c for c in children if isinstance(c, list)]
        return (_ints(children)[0], drafts[0] if len(drafts) == 2 else []), drafts[-1]

    def _ambush_parts(self, tail: Any) -> tuple[tuple[int, list[Draft]], list[Ability]]:
        """The Засада (price, «при этом») of an ambush tail and the abilities of the sentences printed after it: on a
        spell they are its own instruction (Вихревой барьер and Рассекающая нить print it on a line of its own: it
        resolves whenever the spell is played, by its Засада or from the hand); on any other card they are refused
        (whose instruction they would be is not said)."""
        if len(tail) == 2 and isinstance(tail[0], int):
            return tail, []
        ambush, body = tail
        if self.ctx.card_type != "spell":
            raise CompileError("instructions after a Засада on a card other than a spell")
        return ambush, [self.a_plain([body])]

    def body(self, children: list[Any]) -> list[Draft]:
        out: list[Draft] = []
        for c in children:
            if out:
                mark_late(c)  # a sentence after a «.» (§7.4)
            out.extend(c)
        return out

    def sentence(self, children: list[Any]) -> list[Draft]:
        return list(children[0])

    def chain(self, children: list[Any]) -> list[Draft]:
        out: list[Draft] = []
        where = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "where"), None)
        where_pos = next((i for i, c in enumerate(children) if isinstance(c, tuple) and c[0] == "where"), len(children))
        after_where: list[Draft] = []  # the instructions of the links after a «где Х — …» (declare_where_chosen)
        clause_start = 0  # index in ``out`` where the current «;»-clause starts
        after_semi = False
        for pos, link in enumerate(children):
            if link == ";":
                clause_start = len(out)
                after_semi = bool(out)  # the parts after a «;» name targets late (§7.4)
            if not isinstance(link, tuple) or link[0] == "where":
                continue
            kind, drafts = link
            if pos > where_pos and isinstance(drafts, list):
                after_where.extend(d for d in drafts if isinstance(d, Draft))
            if kind == "elided_gains":  # «<он> получает X, иначе +1 к удару»: the same «он» gets it
                if not (pos and children[pos - 1] == ELSE_SEP) or not out or out[-1].np is None \
                        or out[-1].verb not in GAIN_VERBS:
                    raise CompileError("«+N к удару» without «получает» right after «<он> получает …, иначе»")
                drafts[0].np = out[-1].np
                kind = "plain"
            if pos and children[pos - 1] == ELSE_SEP:  # «…, иначе <это>»
                if kind != "plain":
                    raise CompileError("«, иначе» before a connector")
                kind = "else"
                continue_holder(out[-1] if out else None, drafts)
            if after_semi and isinstance(drafts, list):
                mark_late(drafts)
            if kind == "no_enters":
                if not out or out[-1].verb != A.CREATE or out[-1].params != (("no_enters", False),) \
                        or out[-1].param_set:  # a copy of a card, as «Создайте копию» made it
                    raise CompileError("«её Найм не срабатывает» not right after «Создайте копию»")
                out[-1].params = (("no_enters", True),)
                out[-1].param_set = True
                continue
            if kind == "unable":  # «(можете) X; если вы не можете этого сделать, Y»: Y when X is not done
                if not out or out[-1].then or out[-1].otherwise or out[-1].condition is not None:
                    raise CompileError("«если вы не можете этого сделать» not right after one instruction")
                out[-1].otherwise.extend(drafts)
                out[-1].params = (*out[-1].params, (A.IF_UNABLE, True))
                continue
            if kind == "cond_after":
                # «<инструкция>, если <условие>» ends its «;»-clause, which holds that one instruction only
                rest = [c for c in children[pos + 1:] if c is not None and not (isinstance(c, tuple) and c[0] == "where")]
                if (rest and rest[0] != ";") or len(out) - clause_start != 1 or out[-1].condition is not None:
                    raise CompileError("«…, если …» with more than one instruction (whose condition?)")
                out[-1].condition = drafts
                continue
            if drafts and drafts[0].instead:
                # «X; если C, вместо этого Y»: X when not C, Y when C.
                prev = out[-1] if out else None
                cond = drafts[0].condition
                if kind != "plain" or prev is None or prev.condition is not None or cond is None or len(drafts) != 1:
                    raise CompileError("«вместо этого» without one plain instruction before it")
                prev.condition = Condition("not", parts=(cond,))
                share_branch_target(prev, drafts[0])  # one target for both branches

                if instead_first(prev, drafts[0]):  # X would change C; Y, which does not, is checked first
                    out.insert(len(out) - 1, drafts[0])
                    continue
                out.extend(drafts)
                continue
            if kind == "plain" or not out:
                if kind != "plain":
                    raise CompileError("connector without a preceding effect")
                if len(out) > clause_start and out[-1].condition is not None and drafts[0].condition is None:
                    # «Если C, возьмите существо под контроль, откройте его, оно получает
                    # Рывок» — an instruction about «его / оно» (the cards of the conditioned one) shares its condition
                    if len(drafts) != 1 or drafts[0].np is None or drafts[0].np.kind != "it" or drafts[0].optional:
                        raise CompileError("scope of «если» over the following instruction is unclear")
                    drafts[0].condition = out[-1].condition
                out.extend(drafts)
            elif kind == "then":
                out[-1].then.extend(drafts)
            elif out[-1].condition is not None and not out[-1].then and not out[-1].otherwise:
                # «Если C, X, иначе Y»: «иначе» is the other branch of the condition, not «X could not be done»
                # (a partly prevented X must not also run Y).
                drafts = _may_covers_the_rest(drafts)  # «иначе вы можете A и B»: one choice of both
                if out[-1].optional or len(drafts) != 1 or drafts[0].condition is not None:
                    raise CompileError("«если …, можете …, иначе …»: else of the condition or of the choice?")
                drafts[0].condition = Condition("not", parts=(out[-1].condition,))
                share_branch_target(out[-1], drafts[0])  # one target for both branches
                out.extend(drafts)
            else:
                out[-1].otherwise.extend(drafts)
        for i, d in enumerate(out):
            if d.verb == "redirect":
                prev = out[i - 1] if i else None
                if prev is not None and prev.verb != "search" and prev.then and not prev.otherwise:
                    prev = prev.then[-1]  # «…, при этом Поиск – X; положите его … вместо вашей руки»
                if prev is not None and d.condition is not None and prev is out[i - 1]:
                    # «Поиск – X; если <условие>, положите её … вместо вашей руки» → two searches, one
                    # per branch (only conditions that stay the same during the resolution: who went first)

                    out[i] = conditional_redirect(prev, d)
                    continue
                if prev is None or prev.verb != "search" or prev.then or prev.otherwise or d.condition or d.optional:
                    raise CompileError("«… вместо вашей руки» not right after a search")
                prev.params = (*prev.params, *d.params)
        out = [d for d in out if d.verb != "redirect"]
        fill_elided_players(out)
        check_copies_chain(out)
        if where is not None and self.where_chosen is not None:
            out = declare_where_chosen(out, self.where_chosen, after_where)
            self.where_chosen = None
        if where is not None:
            if not _replace_x(out, where):
                raise CompileError("«где Х» without an Х")
        return out

    def sep_comma(self, _: list[Any]) -> str:
        return ","

    def sep_semi(self, _: list[Any]) -> str:
        return ";"

    def sep_else(self, _: list[Any]) -> str:
        """«, иначе» (one token): the link after it is the other branch, as «иначе <инструкция>» after a comma."""
        return ELSE_SEP

    def steps(self, children: list[Any]) -> list[Draft]:
        """«<инструкция> и <инструкция>»: the instructions one after the other (one link of the chain)."""
        return [d for step in children if isinstance(step, list) for d in step]

    def steps_destroy_first(self, children: list[Any]) -> list[Draft]:
        """«уничтожьте <np> и <инструкция>»: the destruction, then the instructions."""
        return [Draft("destroy", _np_of(children)), *self.steps(children)]

    def l_plain(self, children: list[Any]) -> tuple[str, list[Draft]]:
        return "plain", children[0]

    def l_either(self, children: list[Any]) -> tuple[str, list[Draft]]:
        """«<инструкция> или <инструкция>»: the controller chooses one (a mode choice; each its own targets)."""
        first, second = [c for c in children if isinstance(c, list)]
        if any(d.condition is not None or d.optional for d in (*first, *second)):
            raise CompileError("«или» between conditional or optional instructions")
        return "plain", [Draft("choose_mode", params=(("modes", [first, second]), ("min", 1), ("max", 1),
                                                      ("times", 1)))]

    def l_cond_after(self, children: list[Any]) -> tuple[str, Any]:
        """«<инструкция>, если <условие>» at the end of a sentence: the condition is on that instruction."""
        return "cond_after", children[-1]

    def l_then(self, children: list[Any]) -> tuple[str, list[Draft]]:
        return "then", children[0]

    def l_else(self, children: list[Any]) -> tuple[str, list[Draft]]:
        return "else", children[0]

    def l_if_unable(self, children: list[Any]) -> tuple[str, list[Draft]]:
        """«если вы не можете этого сделать, <инструкции>»: the other branch of the instruction before it, run when that
        one could not be done (a «можете» declined while it could be done does not count: params ``if_unable``)."""
        return "unable", children[-1]

    def may(self, _: list[Any]) -> str:
        return "may"

    def where(self, children: list[Any]) -> tuple[str, Amount]:
        return ("where", children[-1])

    def l_no_enters(self, _: list[Any]) -> tuple[str, list[Draft]]:
        """«…, её Найм (при этом) не срабатывает» right after «Создайте копию …»."""
        return "no_enters", []

    def mode_block(self, children: list[Any]) -> Draft:
        head: dict[str, Any] = children[0]
        modes = [c for c in children[1:] if isinstance(c, list)]
        if head["max"] == 1:  # one mode a time: a mode that is itself «<одно> или <другое>» is two modes of this list
            modes = [inner for mode in modes for inner in _either_modes(mode)]
        chooser = (("chooser", head["chooser"]),) if "chooser" in head else ()  # «Противник выбирает …»
        if "duration" in head:  # «<срок> выберите одно из: …»: the shields each mode sets up last that long
            modes = [[_with_duration(d, head["duration"]) for d in mode] for mode in modes]
        fresh = ((NOT_CHOSEN_THIS_TURN, True),) if head.get(NOT_CHOSEN_THIS_TURN) else ()  # «ранее не выбранное»
        most = len(modes) if head["max"] is None else head["max"]  # «одно или несколько»: up to all of them
        return Draft("choose_mode", params=(("modes", modes), ("min", head["min"]), ("max", most),
                                            ("times", head["times"]), *chooser, *fresh))

    def mode_item(self, children: list[Any]) -> list[Draft]:
        return next(c for c in children if isinstance(c, list))

    def mh_one(self, children: list[Any]) -> dict[str, Any]:
        if _ints(children) != [1]:
            raise CompileError("mode count")
        return {"min": 1, "max": 1, "times": 1}

    def mh_one_or_both(self, children: list[Any]) -> dict[str, Any]:
        return {"min": 1, "max": 2, "times": 1}

    def mh_n_times(self, children: list[Any]) -> dict[str, Any]:
        n, one = _ints(children)
        if one != 1:
            raise CompileError("mode count")
        return {"min": 1, "max": 1, "times": n}

    def mh_x_times(self, children: list[Any]) -> dict[str, Any]:
        """«Выберите Х раз одно из»: ``times`` the X of the ability's cost (an Amount: the modes are chosen one at a time
        as the ability resolves, engine/effects/flow.py)."""
        if _ints(children) != [1]:
            raise CompileError("mode count")
        return {"min": 1, "max": 1, "times": Amount("x")}


def _may_covers_the_rest(drafts: list[Draft]) -> list[Draft]:
    """«иначе вы можете положить эту карту под низ колоды и подготовить Золотой трон» (the other branch of an «если»):
    the instructions joined by «и» after «вы можете» are one choice — the first is optional, the others follow it only
    when it was done (its «при этом» part). Other lists are left as they are."""
    first, rest = drafts[0], drafts[1:]
    if not rest or not first.optional or first.then or first.otherwise or first.condition is not None \
            or any(d.optional or d.condition is not None for d in rest):
        return drafts
    first.then.extend(rest)
    return [first]


def _either_modes(mode: list[Draft]) -> list[list[Draft]]:
    """The modes a mode stands for when the choice picks one mode a time: those of a plain «<одно> или <другое>»
    (``l_either``: one of two, chosen by the same player), else the mode itself. Picking the «или» mode and then one
    of its two is picking one of those two, so the list says them as two modes; their targets are named as those of
    any mode are (an «или» under the mode would name them only at resolution)."""
    if len(mode) != 1 or mode[0].verb != "choose_mode" or mode[0].condition is not None or mode[0].optional:
        return [mode]
    params = dict(mode[0].params)
    if set(params) != {"modes", "min", "max", "times"} or (params["min"], params["max"], params["times"]) != (1, 1, 1):
        return [mode]
    return list(params["modes"])


def either_event_abilities(ability: Ability, second_event: str | None) -> Ability | list[Ability]:
    """«Когда у <карты> срабатывает A или B, …» (triggers.ev_keyword_either_fires): the ability once more on the second
    event; the copy counts its uses on the first (meta ``limit_with`` −1), so the two are one «once per turn» (112.5)."""
    if second_event is None or ability.trigger is None:
        return ability
    second = replace(ability, trigger=replace(ability.trigger, event=second_event),
                     meta=(*ability.meta, ("limit_with", -1)))
    return [ability, second]
