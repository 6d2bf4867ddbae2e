"""Current characteristics (§2.2, 114): base values + effects on the card + static abilities in play.

Everything here is computed on demand from the state, so nothing derived is stored or can go stale.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .. import abilities as A
from ..abilities import (
    COIN_DIFFERENCE,
    COST_SUM,
    QUEST_COUNTER,
    THIS,
    YOUR_HERO,
    Amount,
    Condition,
    HistoryQuery,
    Select,
)
from . import combined
from .history import excess_healed
from .keywords import keyword_abilities
from .named_counters import on_your_cards
from .state import CATALOG_INDEXES, GRANTED_BASE, CardState, GameState, tagged_total
from .upcalls import upcall

# ---- upcalls (engine/upcalls.py) ----
# The rules are recursive here: a static ability's scope, condition and counted amount are selectors, and the
# selectors test the characteristics this module computes. So the selectors are called upwards.

matches: Callable[[GameState, Select, int, int, int], bool] = upcall("engine/selectors.py")
"""Provided by engine/selectors.py: whether card ``iid`` fits a static's selector, wherever it is."""

condition_holds: Callable[[GameState, Condition, int, int], bool] = upcall("engine/selectors.py")
"""Provided by engine/selectors.py: whether a static's condition holds for its source and controller."""

count: Callable[[GameState, Select, int, int], int] = upcall("engine/selectors.py")
"""Provided by engine/selectors.py: how many cards a selector names («за каждого …»)."""

candidates: Callable[[GameState, Select, int, int], list[int]] = upcall("engine/selectors.py")
"""Provided by engine/selectors.py: the cards a selector names."""

classes_of: Callable[[GameState, int], tuple[str, ...]] = upcall("engine/selectors.py")
"""Provided by engine/selectors.py: a card's classes now."""

history_measure: Callable[[GameState, HistoryQuery, int, int], int] = upcall("engine/selectors.py")
"""Provided by engine/selectors.py: the number a ``HistoryQuery`` asks of the game's event history."""


def has_static_kind(s: GameState, kind: str) -> bool:
    """Whether any card in play has a static part of ``kind`` (a cheap test before the full scan)."""
    sources = s.static_sources
    if not sources:
        return False
    kinds = sources.kinds  # (the memo of kinds_in_play, read here directly: this test runs ~1,000 times a game)
    if kind in (kinds if kinds is not None else _printed_kinds_in_play(s)):
        return True
    return kind in s.catalog.granted_static_kinds and any(part.kind == kind for _, part in granted_statics(s))


def kinds_in_play(s: GameState) -> frozenset[str]:
    """The kinds of the static parts working in play: printed ones (``_printed_kinds_in_play``) and those an
    instruction gave (``granted_statics``, only in games where some text can give one)."""
    kinds = _printed_kinds_in_play(s)
    if s.catalog.granted_static_kinds and s.static_sources:
        granted = granted_statics(s)
        if granted:
            return kinds | frozenset(part.kind for _, part in granted)
    return kinds


def granted_statics(s: GameState) -> list[tuple[int, Any]]:
    """(card iid, StaticPart) of the static abilities instructions gave to cards in play («Ваш герой получает: «Ваши
    заклинания наносят на 1 рану больше»», a ``gain_ability`` effect on the card): each works as if printed on
    the card that has it, for as long as the effect lasts. A card given one is listed among the static sources
    (effects.keyword_grants); abilities gained stay when the card loses its printed ones (§6.2)."""
    if not s.catalog.granted_static_kinds:
        return []
    granted = s.catalog.granted
    out: list[tuple[int, Any]] = []
    for iid in s.static_sources:
        cs = s.cards.get(iid)
        if cs is None or not cs.effects:
            continue
        for e in cs.effects:
            if e.kind == GAIN_ABILITY and e.value >= GRANTED_BASE:
                ability = granted[e.value - GRANTED_BASE]
                if ability.kind == "static":
                    out.extend((iid, part) for part in ability.statics)
    return out


GAIN_ABILITY = "gain_ability"  # CardEffect kind: the card has granted ability number ``value`` (Catalog.granted)


def giver_of(s: GameState, card: int, ability: int) -> int:
    """The card whose instruction gave card ``card`` its granted ability number ``ability`` (the ``gain_ability``
    effect's source; Ref GIVER), read while ``card`` still has it in play; -1 when it no longer has it."""
    cs = s.cards.get(card)
    if cs is None or ability < GRANTED_BASE:
        return -1
    return next((e.source for e in cs.effects if e.kind == GAIN_ABILITY and e.value == ability), -1)


def has_statics(s: GameState, iid: int) -> bool:
    """Whether card ``iid`` in play belongs among the static sources: it has printed statics, or an instruction gave it
    a static ability (a card turned face up or flipped keeps what it gained)."""
    if s.catalog.statics[iid]:
        return True
    cs = s.cards.get(iid)
    return bool(s.catalog.granted_static_kinds) and cs is not None and any(
        e.kind == GAIN_ABILITY and s.catalog.granted[e.value - GRANTED_BASE].kind == "static" for e in cs.effects)


def _printed_kinds_in_play(s: GameState) -> frozenset[str]:
    """The kinds of the printed static parts of the cards in play (remembered by the source list until it changes,
    and cached per set of sources in the catalog)."""
    sources = s.static_sources
    kinds = sources.kinds
    if kinds is None:
        key = tuple(sources)
        kinds = s.catalog.kinds_in_play.get(key)
        if kinds is None:
            by_card = s.catalog.static_kinds
            kinds = s.catalog.kinds_in_play[key] = frozenset(k for src in key for k in by_card[src])
        sources.kinds = kinds
    return kinds


def static_parts(s: GameState) -> list[tuple[int, Any]]:
    """(source iid, StaticPart) for every static ability working right now (source in play and has not
    lost its abilities)."""
    if not s.static_sources:
        return []
    statics = s.catalog.statics
    if s.parts:
        printed = [(src, part) for iid in s.static_sources if (src := _static_host(s, iid)) >= 0
                   and not lost_abilities(s, s.cards[src]) for part in statics[iid]]
    else:
        printed = [(iid, part) for iid in s.static_sources if not lost_abilities(s, s.cards[iid])
                   for part in statics[iid]]
    return [*printed, *granted_statics(s)] if s.catalog.granted_static_kinds else printed


def _static_host(s: GameState, iid: int) -> int:
    """The card in play whose static abilities include those printed on ``iid``: itself, or the combined card it is
    a part of (engine/combined.py); -1 if that card has just left play."""
    if iid in s.cards:
        return iid
    return next((host for host, parts in s.parts.items() if iid in parts and host in s.cards), -1)


def parts_of_kind(s: GameState, kind: str) -> list[tuple[int, Any]]:
    """(source iid, StaticPart) of the working static abilities of one kind: printed (``_printed_parts_of_kind``)
    and given by instructions (``granted_statics``)."""
    printed = _printed_parts_of_kind(s, kind)
    if kind in s.catalog.granted_static_kinds:
        return [*printed, *((iid, part) for iid, part in granted_statics(s) if part.kind == kind)]
    return printed


def _printed_parts_of_kind(s: GameState, kind: str) -> list[tuple[int, Any]]:
    """(source iid, StaticPart) of the working printed static abilities of one kind (sources without that kind are
    not even looked at)."""
    kinds = s.catalog.static_kinds
    statics = s.catalog.statics
    cards = s.cards
    if s.parts:
        return [(src, part) for iid in s.static_sources if kind in kinds[iid] and (src := _static_host(s, iid)) >= 0
                and not lost_abilities(s, cards[src]) for part in statics[iid] if part.kind == kind]
    sources = s.static_sources
    cache = sources.by_kind
    if cache is None:
        cache = sources.by_kind = {}
    pairs = cache.get(kind)
    if pairs is None:
        pairs = cache[kind] = tuple((iid, part) for iid in sources if kind in kinds[iid]
                                    for part in statics[iid] if part.kind == kind)
    if LOSE_ABILITIES in s.catalog.possible_static_kinds and has_static_kind(s, LOSE_ABILITIES):
        return [(iid, part) for iid, part in pairs if not lost_abilities(s, cards[iid])]
    return [(iid, part) for iid, part in pairs if not cards[iid].effects or not lost_to_effects(cards[iid])]


LOSE_ABILITIES = "lose_abilities"  # StaticPart kind: «<карты> теряют особенности» (Вирго, Сэмюэль)


def lost_abilities(s: GameState, cs: CardState) -> bool:
    """«Теряет особенности»: the printed text no longer counts (gained effects remain, §6.2) — taken by an instruction
    (a ``lose_all`` effect on the card) or by a working static ``lose_abilities`` of another card that names it."""
    if cs.effects and lost_to_effects(cs):
        return True
    # (the game's possible static kinds first: a set lookup instead of a call, asked ~100 times a game)
    return LOSE_ABILITIES in s.catalog.possible_static_kinds and bool(s.static_sources) \
        and has_static_kind(s, LOSE_ABILITIES) and _lost_to_statics(s, cs.iid)


def lost_to_effects(cs: CardState) -> bool:
    """Whether an instruction («<np> теряет особенности») took the card's abilities (a ``lose_all`` effect)."""
    for e in cs.effects:  # (a loop, not any() over a generator: asked of every card with effects that may lose them)
        if e.kind == "lose_all":
            return True
    return False


def _lose_statics(s: GameState) -> list[tuple[int, Any]]:
    """(source, StaticPart) of every static «теряют особенности» of a card in play, whether it works or not, in the
    order their cards came into play (``static_sources`` is kept in that order)."""
    kinds, statics = s.catalog.static_kinds, s.catalog.statics
    return [(src, part) for iid in s.static_sources if LOSE_ABILITIES in kinds[iid]
            and (src := _static_host(s, iid)) >= 0 for part in statics[iid] if part.kind == LOSE_ABILITIES]


def _lost_to_statics(s: GameState, iid: int) -> bool:
    """Whether a working static «теряют особенности» names card ``iid`` (never its own card)."""
    if _cannot_lose_abilities(s, iid):
        return False
    pairs = _lose_statics(s)
    return any(src != iid and applies(s, src, part, iid) and _lose_static_works(s, pairs, k)
               for k, (src, part) in enumerate(pairs))


def _cannot_lose_abilities(s: GameState, iid: int) -> bool:
    """«Не может быть лишён особенностей», printed or given by an instruction (read without ``keyword``, which asks
    whether the card lost its abilities)."""
    return "cannot_lose_abilities" in s.catalog.defs[iid].kw or any(
        e.kind == "grant" and e.key == "cannot_lose_abilities" for e in s.cards[iid].effects)


def _lose_static_works(s: GameState, pairs: list[tuple[int, Any]], k: int) -> bool:
    """Whether static number ``k`` of ``pairs`` works. The layer order of these statics (docs/engine.md «Layers of
    continuous effects»; ``lose_abilities_statics``): an instruction's loss first; then, by default, in the order
    their cards came into play — a static is switched off only by a working one of a card that came earlier
    ('earlier_first'), or by none ('all_apply')."""
    src = pairs[k][0]
    if lost_to_effects(s.cards[src]):
        return False
    if s.config.lose_abilities_statics == "all_apply" or _cannot_lose_abilities(s, src):
        return True
    return not any(other != src and applies(s, other, part, src) and _lose_static_works(s, pairs, j)
                   for j, (other, part) in enumerate(pairs[:k]))


def applies(s: GameState, src: int, part: Any, target: int) -> bool:
    """Whether a static part of ``src`` applies to ``target`` now: its selector (None = the source itself)
    and its condition."""
    controller = s.cards[src].controller if src in s.cards else s.catalog.owners[src]
    if part.select is None:
        if target != src and not shares_abilities_with(s, src, target):
            return False
    elif not matches(s, part.select, target, controller, src):
        return False
    return part.condition is None or condition_holds(s, part.condition, src, controller)


SHARES_ABILITIES = "shares_abilities"  # StaticPart kind: «Ваш герой имеет все другие особенности этой карты»


def shares_abilities_with(s: GameState, src: int, target: int) -> bool:
    """Whether card ``target`` has the other abilities of card ``src`` now: a working static ``shares_abilities`` of
    ``src`` names it (Душа вулкана: «Ваш герой имеет все другие особенности этой карты»)."""
    if SHARES_ABILITIES not in s.catalog.possible_static_kinds or not s.static_sources \
            or not has_static_kind(s, SHARES_ABILITIES):
        return False
    return any(source == src and applies(s, source, part, target) for source, part in parts_of_kind(s, SHARES_ABILITIES))


def times_counted(s: GameState, src: int, part: Any) -> int:
    """«за каждого …»: how many times the part's value counts (1 without ``per``)."""
    per = getattr(part, "per", None)
    if per is None:
        return 1
    controller = s.cards[src].controller if src in s.cards else s.catalog.owners[src]
    if isinstance(per, Amount):  # «за каждые N …», «за каждое X и каждое Y»
        return static_amount(s, per, controller, src)
    return count(s, per, controller, src)


ALL_CLASSES = ("*",)  # the classes of a card that «обладает всеми классами существ» (selectors.classes_of)


def static_amount(s: GameState, amount: Amount, controller: int, src: int) -> int:
    """An Amount counted without a resolution (static abilities too): kinds ``count``, ``sum``, ``distinct_classes``
    (classes among the cards of ``select``; a card with every class adds none), ``distinct_names``; then
    ``div`` / ``per``."""
    if amount.kind == "sum":
        value = sum(static_amount(s, part, controller, src) for part in amount.parts)
    elif amount.kind == "count" and amount.select is not None:
        value = count(s, amount.select, controller, src)
    elif amount.kind == "distinct_classes" and amount.select is not None:
        value = len({c for iid in candidates(s, amount.select, controller, src)
                     for c in classes_of(s, iid) if c != ALL_CLASSES[0]})
    elif amount.kind == "coins":  # «за каждую {м} под вашим контролем»: open and closed, temporary included
        whose = controller if amount.ref is None else 1 - controller  # «… ваших противников»: ref OPPONENT_PLAYER
        value = s.players[whose].coins + s.players[whose].temp_coins
        if s.players[whose].tagged:  # coins usable only for some payments are coins too
            value += tagged_total(s.players[whose])
    elif amount.kind == COIN_DIFFERENCE:  # «разница между количеством ваших {м} и {м} противников»
        value = coin_difference(s, controller)
    elif amount.kind == "own_closed_coins":  # «количество ваших закрытых {м}» (temporary ones included)
        value = s.players[controller].closed_coins + s.players[controller].closed_temp
    elif amount.kind == "opponent_closed_coins":  # «количество закрытых {м} противника» (temporary ones included)
        value = s.players[1 - controller].closed_coins + s.players[1 - controller].closed_temp
    elif amount.kind == "boosts" and amount.ref == THIS:  # «за каждый эффект усиления на этой карте»
        cs = s.cards.get(src)
        value = cs.boosts() if cs is not None else 0
    elif amount.kind == "quest_counters" and amount.ref == THIS:  # «количество {!} на этой карте» (docs/quests.md)
        cs = s.cards.get(src)
        value = cs.counters.get(QUEST_COUNTER, 0) if cs is not None else 0
    elif amount.kind == "your_counters":  # «за каждый ваш эффект пламени»
        value = on_your_cards(s, controller, amount.marker or "")
    elif amount.kind == "fixed":  # a constant part of a ``sum`` («стоимостью менее Х»: Х − 1)
        value = amount.value
    elif amount.kind == "history" and amount.history is not None:  # «…, разыгранную в этот ход» (engine/history.py)
        value = history_measure(s, amount.history, controller, src)
    elif amount.kind == "hoarded_strike" and amount.select is not None:  # printed strikes
        value = sum(s.catalog.defs[iid].strike or 0
                    for iid in candidates(s, amount.select, controller, src))
    elif amount.kind == "greatest_noncreature_grave_cost":  # Пурушин (both graveyards, printed costs)
        value = max((s.catalog.defs[c].cost or 0 for p in s.players for c in p.graveyard
                     if s.catalog.defs[c].type != "creature"), default=0)
    elif amount.kind == "excess_healed_noted":  # «…, чем избыточное лечение» (noted by this source's heal)
        value = excess_healed(s, src)
    elif amount.kind == "distinct_names" and amount.select is not None:
        value = len({s.catalog.names[iid] for iid in candidates(s, amount.select, controller, src)})
    elif amount.kind == COST_SUM and amount.select is not None:  # «суммарная стоимость {м} карт противника»
        value = sum(combined.cost(s, iid) for iid in candidates(s, amount.select, controller, src))
    elif amount.kind == "wounds_on" and amount.ref == YOUR_HERO:  # «количество ран на вашем герое»
        hero = s.cards.get(s.players[controller].hero)
        value = hero.wounds if hero is not None else 0
    elif amount.kind == "strike" and amount.ref == THIS:  # «сила удара этой карты» bounding a cost (a «Гибель:» too)
        value = own_strike(s, src)
    else:
        raise ValueError(f"amount kind {amount.kind!r} in a static ability")
    return value // amount.div * amount.per


def _coins_had(s: GameState, player: int) -> int:
    """All of a player's coins: open and closed, temporary and usable only for some payments («количество ваших {м}»)."""
    p = s.players[player]
    if not p.tagged:
        return p.coins + p.temp_coins
    return p.coins + p.temp_coins + tagged_total(p)


def coin_difference(s: GameState, player: int) -> int:
    """«разница между количеством ваших {м} и {м} противников»: how many more coins ``player`` has than his opponent;
    when he has fewer, 0 (RulesConfig ``coin_difference`` 'surplus') or how many fewer ('absolute')."""
    difference = _coins_had(s, player) - _coins_had(s, 1 - player)
    return abs(difference) if s.config.coin_difference == "absolute" else max(0, difference)


def own_strike(s: GameState, iid: int) -> int:
    """A card's strike now, or the last one it had in play once it has left it (kept for the cards that read it,
    ``Catalog.last_known``); 0 if it is not known."""
    cs = s.cards.get(iid)
    if cs is not None:
        return strike(s, cs)
    if iid in s.last_strike:
        return s.last_strike[iid]
    return s.last_known.get(iid, (0, 0))[0]


def _static_bonus(s: GameState, cs: CardState, kind: str, key: str) -> int:
    if kind not in s.catalog.possible_static_kinds or not s.static_sources or not has_static_kind(s, kind):
        return 0
    total = 0
    for src, part in parts_of_kind(s, kind):
        if kind == "modify":
            amount = part.strike if key == "strike" else part.life
            if not amount and part.what == key:
                amount = part.value
            if not amount:
                continue
        else:
            amount = part.value
        if applies(s, src, part, cs.iid):
            total += amount * times_counted(s, src, part)
    return total


def strike(s: GameState, cs: CardState) -> int:
    """Current strike of a card in play (never below 0). A combined card's base strike is its parts' sum."""
    base = s.catalog.defs[cs.iid].strike or 0
    if s.parts and cs.iid in s.parts:
        base = combined.base_strike(s, cs.iid)
    if cs.effects:
        base = base_value(cs, "base_strike", base)
    for e in cs.effects:
        if e.kind == "modify" and e.key == "strike":
            base += e.value
        elif e.kind == "boost":
            base += e.value
        elif e.kind == "set_strike":
            base = e.value
    base += _static_bonus(s, cs, "modify", "strike")
    if "strike_is_life" in s.catalog.possible_static_kinds and s.static_sources \
            and has_static_kind(s, "strike_is_life") and _strike_is_life(s, cs):
        base = life(s, cs)
    return base if base > 0 else 0


def _strike_is_life(s: GameState, cs: CardState) -> bool:
    """«Удар ваших существ равен их текущим жизням» (static ``strike_is_life``): «равен» is the final value, so every
    other change of the strike (effects, statics) gives way to it; the rules are silent on the order of such layers."""
    return any(applies(s, src, part, cs.iid) for src, part in parts_of_kind(s, "strike_is_life"))


def base_value(cs: CardState, kind: str, printed: int) -> int:
    """A card's initial strike or life (``kind`` base_strike / base_life): the printed one, or the last value an
    instruction «Начальные удар и жизни … становятся равны N и M» gave it (effects/stats.py)."""
    for e in reversed(cs.effects):
        if e.kind == kind:
            return int(e.value)
    return printed


def max_life(s: GameState, cs: CardState) -> int:
    """Maximum life: initial ± life effects, ignoring wounds (§2.2). A combined card's initial life is its parts'
    sum."""
    base = own_max_life(s, cs)
    return base + _static_bonus(s, cs, "modify", "life") if s.catalog.modifies_life else base


def own_max_life(s: GameState, cs: CardState) -> int:
    """Maximum life before static abilities: initial ± the card's own life effects."""
    return _own_life(s, cs, False)


def _own_life(s: GameState, cs: CardState, extra: bool) -> int:
    """The card's maximum life before static abilities and, with ``extra``, its дополнительные жизни too. One pass over
    the effects: the last «Начальные … жизни становятся равны N» is the initial life (as ``base_value`` reads it), the
    changes add."""
    base = s.catalog.defs[cs.iid].life or 0
    if s.parts and cs.iid in s.parts:
        base = combined.base_life(s, cs.iid)
    change = 0
    for e in cs.effects:
        kind = e.kind
        if kind == "boost" or kind == "modify" and e.key == "life":
            change += e.value
        elif kind == "base_life":
            base = int(e.value)
        elif extra and kind == "extra_life":
            change += e.value
    return base + change


def life(s: GameState, cs: CardState) -> int:
    """Current life = maximum life + дополнительные жизни − wounds (§2.2)."""
    return max_life(s, cs) + _extra_lives(cs) - cs.wounds


def _extra_lives(cs: CardState) -> int:
    """The дополнительные жизни on a card (effects of kind extra_life)."""
    total = 0
    for e in cs.effects:  # (a loop, not a generator: cheaper for the few effects a card has)
        if e.kind == "extra_life":
            total += e.value
    return total


KEYWORD_BONUS = "keyword_bonus"  # CardEffect kind: «получает +N к <Могуществу>», N more to a keyword the card has


def at_zero_life(s: GameState, cs: CardState, lowered: bool) -> bool:
    """Whether the card's current life is 0 or less. ``lowered``: a static in play may lower life
    (``has_static_kind(s, LOWERS_LIFE)``); without one every static bonus is 0 or more, so a card whose life before
    statics is above 0 is alive, and the statics are looked at only for the others (a card about to die)."""
    if not lowered:
        if not cs.effects and not (s.parts and cs.iid in s.parts):  # (the rules effects ask this of every card in
            if (s.catalog.defs[cs.iid].life or 0) > cs.wounds:    # play before every priority: most have no effects)
                return False
        elif _own_life(s, cs, True) - cs.wounds > 0:  # ``life`` without its statics
            return False
    return life(s, cs) <= 0


# the static kinds that can change a card's keyword (``keyword``; LOSE_ABILITIES: ``lost_abilities``)
_KEYWORD_STATIC_KINDS = frozenset(("grant", SHARES_ABILITIES, "keyword_of", "keyword_bonus", LOSE_ABILITIES))


_KEYWORD_STATIC_KINDS_BUT_GRANT = _KEYWORD_STATIC_KINDS - {"grant"}


def _no_static_changes(s: GameState, name: str) -> bool:
    """Whether no static ability in play can change keyword ``name`` of a card: none of the kinds that change keywords
    works, or only «grant» ones and no static of the game grants ``name`` (``Catalog.static_granted_keywords``)."""
    kinds = kinds_in_play(s)
    if kinds.isdisjoint(_KEYWORD_STATIC_KINDS):
        return True
    return name not in s.catalog.static_granted_keywords and kinds.isdisjoint(_KEYWORD_STATIC_KINDS_BUT_GRANT)


def _index_keywords_statics_change(catalog: Any, defs: Any, _: set[str]) -> None:
    """``Catalog.keywords_statics_change``: the keywords a static ability of the game may change — those its «grant»
    statics grant — or None when it has a static of another kind that changes keywords (any keyword may change)."""
    changes_any = not catalog.possible_static_kinds.isdisjoint(_KEYWORD_STATIC_KINDS_BUT_GRANT)
    catalog.keywords_statics_change = None if changes_any else catalog.static_granted_keywords


CATALOG_INDEXES.append(_index_keywords_statics_change)


def keyword(s: GameState, cs: CardState, name: str) -> int:
    """Value of a keyword the card has now (0 if none); the highest value applies (§6), then «+N к …» bonuses."""
    value = s.catalog.defs[cs.iid].kw.get(name, 0)
    effects = cs.effects
    changed = s.catalog.keywords_statics_change  # (None: any keyword; else no static of the game changes the others)
    if not effects and not (s.parts and cs.iid in s.parts) and (
            not s.static_sources or changed is not None and name not in changed or _no_static_changes(s, name)):
        return value + 0 if value else 0  # its printed keyword: nothing on it, no static that could change it
    if s.parts and cs.iid in s.parts:  # a combined card has its parts' keywords (the highest value)
        value = combined.keyword(s, cs.iid, name)
    bonus = 0
    if value and (effects or s.static_sources) and lost_abilities(s, cs):
        value = 0
    if effects:
        for e in effects:
            if e.key != name:
                continue
            if e.kind == "grant" and e.value > value:
                value = e.value
            elif e.kind == "lose":
                return 0
            elif e.kind == KEYWORD_BONUS:
                bonus += e.value
    if s.static_sources and (changed is None or name in changed):  # (a static in play may change this keyword)
        kinds = kinds_in_play(s)
        if "grant" in kinds and name in s.catalog.static_granted_keywords:  # (no static of the game grants it: none)
            plus = 0
            for src, part in parts_of_kind(s, "grant"):
                if part.keyword == name and applies(s, src, part, cs.iid):
                    if part.what == "keyword_or_plus":  # «Вампиризм 1 или +1 к Вампиризму»
                        plus += part.value or 1
                    elif part.per is not None:  # «имеют жажду Х, где Х — <количество>»: none while Х is 0
                        value = max(value, (part.value or 1) * times_counted(s, src, part))
                    else:
                        value = max(value, part.value or 1)
            if plus:  # N more for a card that has the keyword from anything else, N for any other card
                value += plus
        if SHARES_ABILITIES in kinds:  # «Ваш герой имеет все другие особенности этой карты»: its printed keywords
            for src, part in parts_of_kind(s, SHARES_ABILITIES):
                if applies(s, src, part, cs.iid):
                    value = max(value, s.catalog.defs[src].kw.get(name, 0))
        if "keyword_of" in kinds:  # «имеют медитацию Х, где Х — величина их регенерации»
            for src, part in parts_of_kind(s, "keyword_of"):
                if part.keyword == name and part.what and applies(s, src, part, cs.iid):
                    value = max(value, keyword(s, cs, part.what))
        if value and "keyword_bonus" in kinds:  # «+1 к Чешуе»
            for src, part in parts_of_kind(s, "keyword_bonus"):
                if part.keyword == name and applies(s, src, part, cs.iid):
                    value += part.value
    return value + bonus if value else 0


def added_keyword(s: GameState, cs: CardState, name: str) -> int:
    """A «+N к …» value modifier kept as a keyword (``shot_bonus``: «+N к выстрелам», digest §5.5 and §2 «value
    modifiers»): unlike a keyword, whose highest value applies (§6, ``keyword``), every source adds its N, so two
    «+1 к выстрелам» (Караульный's ability used twice, or with Орочий ангар) make +2."""
    value = s.catalog.defs[cs.iid].kw.get(name, 0)
    if s.parts and cs.iid in s.parts:
        value = combined.keyword(s, cs.iid, name)
    if value and (cs.effects or s.static_sources) and lost_abilities(s, cs):
        value = 0
    if cs.effects:
        for e in cs.effects:
            if e.kind == "grant" and e.key == name:
                value += e.value
            elif e.kind == "lose" and e.key == name:
                return 0
    if s.static_sources and "grant" in kinds_in_play(s):
        for src, part in parts_of_kind(s, "grant"):
            if part.keyword == name and applies(s, src, part, cs.iid):
                value += part.value or 1
    return value


def has(s: GameState, cs: CardState, name: str) -> bool:
    """Whether the card has keyword ``name`` now (``keyword`` > 0)."""
    return keyword(s, cs, name) > 0


def switched_off(s: GameState, code: str) -> bool:
    """«<Особенность> не работает» (digest §6.2; keywords ``*_off``, abilities.NOT_WORKING): whether a card in play
    has ``code`` now, so that ability works for no card in play (a game whose cards cannot have it skips the scan)."""
    return code in s.catalog.keywords_possible and any(keyword(s, cs, code) > 0 for cs in s.cards.values())


def has_text_keyword(s: GameState, cs: CardState, name: str) -> bool:
    """``has`` for a keyword only card text can give (printed, or granted by an effect or a static of some card of
    this game: ``Catalog.keywords_possible``), so a game whose cards never mention it skips the lookup. Not for
    keywords the engine itself grants (Рывок after «Авангард»)."""
    return name in s.catalog.keywords_possible and keyword(s, cs, name) > 0


def sleeping(s: GameState, cs: CardState) -> bool:
    """Whether the card is asleep (digest §6.2 «Спящий»: not opened but by «теряет Спящий»): it entered play with
    Спящий (``cs.sleeping``, until it loses it) or has Спящий now (given by an effect or a static ability)."""
    return cs.sleeping or has_text_keyword(s, cs, "sleeping")


def keyword_as_played(s: GameState, iid: int, name: str) -> int:
    """A keyword paid as the card is played (Жажда, digest §3.2), wherever it is played from: its printed value, or the
    highest a working static grants to cards of its kind (matched ignoring the zone: the card is about to be the
    creature the static names; «Существа противника имеют жажду Х»)."""
    value = s.catalog.defs[iid].kw.get(name, 0)
    if name not in s.catalog.static_granted_keywords or not s.static_sources or "grant" not in kinds_in_play(s):
        return value
    for src, part in parts_of_kind(s, "grant"):
        if part.keyword == name and part.select is not None and applies(s, src, part, iid):
            value = max(value, (part.value or 1) * times_counted(s, src, part))
    return value


def granted_to(s: GameState, iid: int) -> list[tuple[int, A.Ability]]:
    """(ability number, ability) a card has been given: by static abilities («ваши орки имеют: "…"») and by
    effects on it («получает: "…"»), including the abilities behind granted keywords (Регенерация …)."""
    cs = s.cards.get(iid)
    # A card that has just left play keeps its effects until its «Гибель:» is declared (§5.7); a card in the graveyard
    # keeps a granted «Инкарнация» (zones.KEPT_IN_GRAVEYARD).
    effects: Sequence[Any] = cs.effects if cs is not None else s.departed.get(iid) or s.kept_effects.get(iid, ())
    from_statics = bool(s.static_sources) and has_static_kind(s, "grant_ability")
    keywords = s.catalog.granted_keywords if cs is not None else ()
    if not effects and not from_statics and not (keywords and s.static_sources):
        return []  # nothing could have given it anything
    index = s.catalog.granted_index
    out = [(int(e.value), s.catalog.granted[e.value - GRANTED_BASE]) for e in effects if e.kind == "gain_ability"]
    if cs is None and s.catalog.granted_keywords:  # a keyword given by an effect still brings its ability along
        printed = s.catalog.defs[iid].kw
        for e in effects:
            if e.kind == "grant" and e.key in s.catalog.granted_keywords and e.key not in printed and e.value:
                out.extend((index[ab], ab) for ab in keyword_abilities(e.key, e.value) if ab in index)
    if from_statics:
        for src, part in parts_of_kind(s, "grant_ability"):
            if part.ability is not None and applies(s, src, part, iid):
                out.append((index[part.ability], part.ability))
    if cs is not None:
        printed = s.catalog.defs[iid].kw
        for code in keywords:  # a keyword given by an effect or a static ability brings its trigger along
            if code not in printed:
                value = keyword(s, cs, code)
                if value:
                    out.extend((index[ab], ab) for ab in keyword_abilities(code, value) if ab in index)
    return out


def hand_granted(s: GameState, player: int, card: int) -> list[tuple[int, A.Ability]]:
    """«Заклинания в вашей руке имеют Кладку» (Крылатая академия): the activated abilities behind keywords that static
    parts of cards in play give to ``card`` in ``player``'s hand (Кладка «1{м}: Создайте Яйцо, оно добывает эту
    карту», which works in the hand), numbered as granted abilities. ``support.py`` accepts only Кладка there."""
    out: list[tuple[int, A.Ability]] = []
    index = s.catalog.granted_index
    for src, part in parts_of_kind(s, "grant"):
        if part.select is None or part.select.zone != A.HAND or part.keyword != "clutch":
            continue
        if src in s.cards and s.cards[src].controller == player and applies(s, src, part, card):
            out.extend((index[ab], ab) for ab in keyword_abilities(part.keyword, part.value or 1)
                       if ab.kind == A.ACTIVATED and ab in index)
    return out
