"""What playing a card costs now (``card_cost``: its printed cost changed by its own text, by static abilities in
play and by instructions), and the cost changes made by an instruction (verb ``change_cost``,
engine/effects/coins.py): «следующее заклинание противника стоит на 2{м} дороже», «до конца хода заклинания стоят на
1{м} дороже», «можете разыграть её на 2{м} дешевле», «карты с таким же названием стоят на 1{м} дороже в следующий ход
противника».

Each is a ``CardEffect`` on a hero (the hero is always in play, so the usual duration machinery ends it): kind
``next_cost`` (the next matching card; used up when that player plays it) or ``cost_mod`` (every matching card until
the duration ends) — ``value`` the signed change, ``source`` the card whose ability made it, ``key`` the number of
that Effect among the source's printed ones (its ``select`` says which cards it applies to); ``play_discount`` (key:
the one card it applies to); ``name_cost`` (key «<kind>:<name>»).
"""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from . import combined, continuous, selectors
from .ambush import ambush_zone_change
from .continuous import applies, has_static_kind, parts_of_kind, times_counted
from .events import LISTENERS
from .named_counters import on_your_cards
from .state import GameState


def _walk(effects: tuple[A.Effect, ...], out: list[A.Effect]) -> None:
    for e in effects:
        if e.verb == "change_cost" and e.param("applies_to") in (A.NEXT_CARD, A.CARDS_UNTIL):
            out.append(e)
        _walk(e.then, out)
        _walk(e.otherwise, out)
        _walk(e.param("effects", ()) or (), out)
        for mode in e.param("modes", ()) or ():
            _walk(getattr(mode, "effects", mode), out)


_FOUND: dict[int, tuple[tuple[A.Ability, ...], tuple[A.Effect, ...]]] = {}


def next_cost_effects(abilities: tuple[A.Ability, ...]) -> tuple[A.Effect, ...]:
    """The ``change_cost`` effects (of the next card, or of cards until a time) of a card's printed abilities, in order (cached by the tuple's identity: a
    card definition's abilities live as long as the pool; the tuple is kept so its id is not reused)."""
    hit = _FOUND.get(id(abilities))
    if hit is not None and hit[0] is abilities:
        return hit[1]
    out: list[A.Effect] = []
    for ab in abilities:
        _walk(ab.effects, out)
    _FOUND[id(abilities)] = (abilities, tuple(out))
    return tuple(out)


def next_cost_index(s: GameState, source: int, effect: A.Effect) -> int:
    """The number of ``effect`` among the source's printed ``next_cost_effects`` (-1: not printed there)."""
    effects = next_cost_effects(s.catalog.defs[source].abilities)
    for i, e in enumerate(effects):
        if e is effect or e == effect:
            return i
    return -1


def _select(s: GameState, effect: Any, player: int) -> A.Select | None:
    """The cards a hero's ``next_cost`` / ``cost_mod`` effect applies to now (None: none now). With params
    in_next_turn («в его следующий ход») it counts only in that player's turns after the one it was made in."""
    effects = next_cost_effects(s.catalog.defs[effect.source].abilities)
    index = int(effect.key)
    if index >= len(effects):
        return None
    made = effects[index]
    if made.param("in_next_turn") and (s.active != player or s.turn <= effect.turn):
        return None
    sel: A.Select | None = made.param("select")
    return sel


def next_cost_change(s: GameState, player: int, iid: int) -> int:
    """The one-shot modifiers that apply to ``player`` playing card ``iid`` now (0 if none)."""
    hero = s.cards.get(s.players[player].hero)
    if hero is None or not hero.effects:
        return 0
    total = 0
    for e in hero.effects:
        if e.kind in ("next_cost", "cost_mod"):
            sel = _select(s, e, player)
            if sel is not None and selectors.fits(s, sel, iid, player, e.source):
                total += e.value
        elif e.kind == "play_discount" and e.key == str(iid) and iid in s.players[player].hand:
            total += e.value  # «можете разыграть её на N{м} дешевле» — this very card, from the hand
        elif e.kind == "name_cost" and s.active != e.owner_player and s.turn > e.turn and _named(s, e.key, iid):
            total += e.value  # «<карты> с таким же названием стоят … в следующий ход противника»
    return total


def _named(s: GameState, key: str, iid: int) -> bool:
    """A ``name_cost`` key «<kind>:<name>» matches card ``iid``."""
    kind, _, name = key.partition(":")
    return s.catalog.names[iid] == name and selectors._kind_ok(kind, s.catalog.defs[iid].type)


def use_next_cost(s: GameState, player: int, iid: int) -> None:
    """``player`` played card ``iid``: every one-shot modifier that applied to it is used up."""
    hero = s.cards.get(s.players[player].hero) if 0 <= player < len(s.players) else None
    if hero is None or not hero.effects:
        return
    used = [e for e in hero.effects if (e.kind == "next_cost" and (sel := _select(s, e, player)) is not None
                                        and selectors.fits(s, sel, iid, player, e.source))
            or (e.kind == "play_discount" and e.key == str(iid))]  # the card was played
    if used:
        hero.effects = [e for e in hero.effects if e not in used]
        if s.config.unowned_next_card == "anyone":
            _use_shared(s, used)


def _use_shared(s: GameState, used: list[Any]) -> None:
    """«Следующая карта …» with no player named, read as the next card anyone plays (``unowned_next_card: anyone``):
    the copies of a used modifier on the other heroes (same source, printed effect and turn) are used up too."""
    shared = {(e.source, e.key, e.turn) for e in used if e.kind == "next_cost" and _unowned(s, e)}
    if not shared:
        return
    for p in s.players:
        other = s.cards.get(p.hero)
        if other is not None and other.effects:
            other.effects = [e for e in other.effects if e.kind != "next_cost" or (e.source, e.key, e.turn) not in shared]


def _unowned(s: GameState, effect: Any) -> bool:
    """A hero's ``next_cost`` effect made by an instruction that names no player (params unowned)."""
    effects = next_cost_effects(s.catalog.defs[effect.source].abilities)
    index = int(effect.key)
    return index < len(effects) and bool(effects[index].param("unowned"))


LISTENERS.card_played = use_next_cost


def card_cost(s: GameState, player: int, iid: int) -> int:
    """What playing card ``iid`` costs ``player`` now: printed cost + cost modifiers (never below 0). The
    card's own «стоит на N дешевле/дороже» works from the hand; other cards' only from play."""
    cost = s.catalog.defs[iid].cost or 0
    if s.static_sources and base_cost_only(s, iid):  # «… только за базовую стоимость {м}»
        return cost if cost > 0 else 0
    own = s.catalog.self_costs[iid]
    base = cost
    if own is not None:
        fixed, changes = own
        for part in fixed:  # «Стоит N{м}, если …»
            if part.condition is None or selectors.condition_holds(s, part.condition, iid, player):
                if part.what == "free":  # «можете разыграть … бесплатно»: no other modifier applies
                    return part.value
                cost = base = part.value
        for part in changes:
            if part.condition is None or selectors.condition_holds(s, part.condition, iid, player):
                cost += part.value * times_counted(s, iid, part)
    surcharges: list[tuple[int, Any]] = []
    if s.static_sources and has_static_kind(s, "cost"):
        for src, part in parts_of_kind(s, "cost"):
            if part.what == "not_from_hand" and iid in s.players[player].hand:
                continue  # «statics»: «Розыгрыш ваших карт не из вашей руки стоит …» (Эриния)
            if part.what == "surcharge":  # (after every other modifier: it reads their sum)
                surcharges.append((src, part))
                continue
            if part.select is not None and applies(s, src, part, iid):
                change = part.value * times_counted(s, src, part)
                if part.floor is not None and change < 0:  # «…, но не менее N{м}»
                    cost = max(cost + change, min(cost, part.floor))
                else:
                    cost += change
    hero = s.cards.get(s.players[player].hero)
    if hero is not None and hero.effects:  # one-shot modifiers («следующее заклинание … стоит …»)
        cost += next_cost_change(s, player, iid)
    if surcharges and cost > base:  # «Если карта противника должна стоить дороже, она стоит дополнительно …»
        cost += sum(part.value for src, part in surcharges if applies(s, src, part, iid))
    return cost if cost > 0 else 0


def coins_to_pay(s: GameState, player: int, iid: int, cost: int) -> int:
    """The coins ``player`` closes to pay ``cost`` for playing card ``iid``: fewer while a ``coin_worth`` static of his
    applies to the card («каждая ваша {м} при оплате существ считается как 2{м}»: each coin pays N, so ⌈cost / N⌉;
    of several, the greatest worth)."""
    worth = 1
    for src, part in continuous.parts_of_kind(s, "coin_worth"):
        mine = s.controller_of(src) == player
        if mine and part.value > worth and continuous.applies(s, src, part, iid):
            worth = part.value
    return -(-cost // worth)


def counters_kept(s: GameState, marker: str) -> bool:
    """«Эффекты гонорара не могут быть сняты, пока эта карта в игре»: a ``counters_kept`` static in play names
    ``marker`` — no payment takes such counters off any card."""
    return bool(s.static_sources) and continuous.has_static_kind(s, A.COUNTERS_KEPT) and any(
        part.counter == marker for _, part in continuous.parts_of_kind(s, A.COUNTERS_KEPT))


def ambush_counters(s: GameState, player: int, card: int) -> tuple[str, int, int] | None:
    """«Вы можете тратить эффекты знания для оплаты Засады ваших карт; если вы это делаете, возьмите карту» (a static
    ``ambush_counters`` part in play that covers ``card``): (the counters' name, how many of them ``player`` has on his
    cards, the cards he draws when he spends them); None when no such part applies."""
    if not s.static_sources or not continuous.has_static_kind(s, "ambush_counters"):
        return None
    for src, part in continuous.parts_of_kind(s, "ambush_counters"):
        if part.counter and s.controller_of(src) == player and continuous.applies(s, src, part, card):
            if counters_kept(s, part.counter):  # («… не могут быть сняты»: not spent either)
                return None
            return part.counter, on_your_cards(s, player, part.counter), part.value
    return None


def base_cost_only(s: GameState, iid: int) -> bool:
    """«Карты могут быть разыграны только за базовую стоимость {м}» (a static ``base_cost_only`` in play that names card
    ``iid``): it costs its printed cost (``card_cost``), and no alternative cost plays it — Засада, «бесплатно»,
    «за N{м}», Авангард (digest §3.2: an alternative cost ignores the base cost)."""
    if A.BASE_COST_ONLY not in s.catalog.possible_static_kinds:  # (asked for every card of a hand, every decision)
        return False
    return bool(s.static_sources) and continuous.has_static_kind(s, A.BASE_COST_ONLY) and any(
        continuous.applies(s, src, part, iid) for src, part in continuous.parts_of_kind(s, A.BASE_COST_ONLY))


def counter_payment(s: GameState, player: int, card: int) -> tuple[str, int] | None:
    """«Вы можете тратить эффекты подати для оплаты орков» (a static ``counters_pay`` of ``player``'s in play that covers
    ``card``): (the counters' name, how many of them ``player`` has on his cards); None when no such part applies or
    the counters may not be taken off («… не могут быть сняты»)."""
    if A.COUNTERS_PAY not in s.catalog.possible_static_kinds:  # (asked for every card of a hand, every decision)
        return None
    if not s.static_sources or not continuous.has_static_kind(s, A.COUNTERS_PAY):
        return None
    for src, part in continuous.parts_of_kind(s, A.COUNTERS_PAY):
        mine = s.controller_of(src) == player
        if part.counter and mine and continuous.applies(s, src, part, card) and not counters_kept(s, part.counter):
            held = on_your_cards(s, player, part.counter)
            if held:
                return part.counter, held
    return None


def ambush_base(s: GameState, card: int, amount: Any) -> int | None:
    """The printed price of a «Засада» of ``card``: N, or the card's own cost («Засада Х{м}, где Х — стоимость этого
    заклинания», Amount cost of THIS — the Засада Ирдли gives the spells of a hand; an X-cost spell's is 0, its X added
    when it is declared, or None — no Засада — by the rules option ``own_cost_ambush_of_x_spell``)."""
    if isinstance(amount, int):
        return amount
    if amount is not None and amount.kind == "cost" and amount.ref is not None and amount.ref.kind == "this":
        if s.catalog.defs[card].cost_is_x and s.config.own_cost_ambush_of_x_spell == "refused":
            return None
        return combined.cost(s, card)
    return 0


def ambush_price(s: GameState, player: int, card: int, amount: int) -> int:
    """What «Засада N» of ``card`` costs ``player`` now: N changed by static ``ambush_cost`` parts in play («Засады
    ваших существ стоят на 1{м} меньше, но не менее 1{м}»; ``floor``: never below it by that change)."""
    if s.static_sources and continuous.has_static_kind(s, "ambush_from_zone"):  # Пани, «на 1{м} дешевле»
        amount += ambush_zone_change(s, player, card)
    if not s.static_sources or not continuous.has_static_kind(s, "ambush_cost"):
        return amount if amount > 0 else 0
    for src, part in continuous.parts_of_kind(s, "ambush_cost"):
        if continuous.applies(s, src, part, card):
            change = part.value
            if part.floor is not None and change < 0:
                amount = max(amount + change, min(amount, part.floor))
            else:
                amount += change
    return amount if amount > 0 else 0


def ability_coins(s: GameState, player: int, source: int, ab: A.Ability, target: int | None = None) -> int:
    """The coins an activated ability costs now: its printed coins (X excepted), less its own «эта способность стоит
    на N{м} меньше за каждый …» (meta ABILITY_DISCOUNT, counted as it is declared), never below 0; doubled first once
    per «удвойте … стоимость этой особенности» done (meta ABILITY_COST_DOUBLED). A discount measured on the ability's
    target («где Х — сила удара выбранного этой способностью существа») counts ``target`` (none yet: no discount)."""
    meta = dict(ab.meta) if ab.meta else {}
    coins = _doubled(s, source, ab.coin_cost) if meta.get(A.ABILITY_COST_DOUBLED) else ab.coin_cost
    discount = meta.get(A.ABILITY_DISCOUNT)
    if discount is None:
        return coins
    if target_priced(ab):
        return max(0, coins - (continuous.strike(s, s.cards[target]) if target is not None and target in s.cards else 0))
    return max(0, coins - continuous.static_amount(s, discount, player, source))


def target_priced(ab: A.Ability) -> bool:
    """Whether the ability's own discount is measured on its (first) target: «эта способность стоит на Х{м} меньше, где
    Х — сила удара выбранного этой способностью существа»."""
    discount = dict(ab.meta).get(A.ABILITY_DISCOUNT) if ab.meta else None
    return isinstance(discount, A.Amount) and discount.ref is not None and discount.ref.kind == "target"


MOST_DOUBLINGS = 30  # «удвойте стоимость этой особенности»: past this no player has the coins anyway


def _doubled(s: GameState, source: int, coins: int) -> int:
    """The printed coins of an ability whose cost doubles («удвойте … стоимость этой особенности»): doubled once per
    counter ABILITY_COST_DOUBLED on its card (a new card in play starts again from the printed cost)."""
    cs = s.cards.get(source)
    times = min(cs.counters.get(A.ABILITY_COST_DOUBLED, 0), MOST_DOUBLINGS) if cs is not None else 0
    return coins << times
