"""Playing a card from hand (309.1, §7.8): cost, then the card goes where its type says.

Creatures and support cards enter the play zone (support: into its class slot, the previous card of
that class goes to the graveyard); a spell goes to the graveyard and its abilities to the Queue. Additional costs are
frames of their own before the card is played: «Жажда X» (:class:`ThirstFrame`) and «Ярость» (:class:`FuryFrame`).
"""

from __future__ import annotations

from typing import Any

from .. import abilities as A
from ..decisions import CARD, DONE, TARGET, X_VALUE, Decision, Option
from ..russian import count_of, plural
from . import attaching, continuous, declare
from .ability_index import STATIC
from .cost_modifiers import base_cost_only, card_cost, coins_to_pay, counter_payment
from .events import emit
from .frames import Frame, pop, push
from .history import note_origin
from .named_counters import spend_from_your_cards
from .paid_x import entered_with_x, reads_paid_x
from .payment import FOR_PLAY, can_pay_coins, pay_coins
from .quests import limit_reason
from .replacements import thirst_scaled
from .replay_bars import replay_barred
from .restrictions import player_forbids, self_play_ban
from .selectors import fits
from .state import CATALOG_INDEXES, GameState
from .wounds import thirst_wounds
from .zones import (
    creatures_of,
    enter_play,
    hoard,
    hoard_permission,
    remove_from_zone,
    stays_in_graveyard,
    to_graveyard,
)

PLAYABLE_TYPES = ("creature", "spell", "weapon", "armor", "amulet", "event", "terrain", "quest")


class PlayChecks:
    """What the playability checks of every card of one decision share, computed once per decision: the open coins,
    whether a coin payment needs the full test (tagged coins, or a lock on paying in the opponent's turn), whether a
    ban on playing may hold, whether «… как у карт, разыгранных в этот ход» is in force, whether any cost modifier
    could change a printed cost, whether the squad is full."""

    __slots__ = ("coins", "exact_coins", "banned", "barring", "printed_costs", "squad_full", "coin_worth", "self_bans",
                 "thirst_granted", "counters_pay", "plain")

    def __init__(self, s: GameState, player: int) -> None:
        p = s.players[player]
        statics = bool(s.static_sources)
        hero = s.cards.get(p.hero)
        hero_effects = hero is not None and bool(hero.effects)
        self.coins = p.open_coins
        self.exact_coins = bool(p.tagged) or (player != s.active and statics)  # (payment.can_pay_coins)
        # (restrictions.player_forbids: a ban on the player, or a static «<карты> не могут быть разыграны»)
        self.banned = (bool(s.catalog.restrictions.bans) and hero_effects) or (
            statics and continuous.has_static_kind(s, "forbid"))
        self.barring = statics and continuous.has_static_kind(s, "no_replay_of_played_names")  # (replay_barred)
        # no static «стоит на N …» in play, no one-shot modifier on the hero: a card costs its printed cost
        # (its own cost statics aside: cost_modifiers.card_cost)
        self.printed_costs = not hero_effects and not (statics and continuous.has_static_kind(s, "cost"))
        self.coin_worth = statics and continuous.has_static_kind(s, "coin_worth")  # (cost_modifiers.coins_to_pay)
        # «Вы можете тратить эффекты подати для оплаты орков» (cost_modifiers.counter_payment)
        self.counters_pay = statics and continuous.has_static_kind(s, A.COUNTERS_PAY)
        limit = s.config.creature_limit
        self.squad_full = limit is not None and len(creatures_of(s, player)) >= limit
        self.self_bans = s.catalog.uses(STATIC, A.CANNOT_PLAY_SELF)  # «Вы не можете разыграть это заклинание, если …»
        # a static grants Жажда to cards as they are played (continuous.keyword_as_played)
        self.thirst_granted = "thirst" in s.catalog.static_granted_keywords and statics \
            and continuous.has_static_kind(s, "grant")
        # none of the tests above can refuse a card: one with a plain cost (Catalog.plain_costs) is playable exactly
        # when its coins are there
        self.plain = self.printed_costs and not (
            self.exact_coins or self.banned or self.self_bans or self.barring or self.thirst_granted
            or self.counters_pay or self.coin_worth or self.squad_full)

    def cost(self, s: GameState, player: int, iid: int) -> int:
        """What playing ``iid`` costs ``player`` now (``cost_modifiers.card_cost``, without its work when the printed
        cost stands)."""
        if self.printed_costs and s.catalog.self_costs[iid] is None:
            cost = s.catalog.defs[iid].cost or 0
            return cost if cost > 0 else 0
        return card_cost(s, player, iid)

    def surely_unaffordable(self, s: GameState, iid: int) -> bool:
        """Whether ``iid`` costs more coins than there are, by its printed cost alone — when nothing can change that
        cost or what the coins pay (no cost modifier, no «Ярость», no coin worth, no tagged coins). The legal options
        only ask whether a card is playable: this test, the cheapest, may then go before all the others."""
        if not self.printed_costs or self.exact_coins or self.coin_worth or self.counters_pay \
                or s.catalog.self_costs[iid] is not None:
            return False
        d = s.catalog.defs[iid]
        return (d.cost or 0) > self.coins and not d.kw.get("fury")

    def can_pay(self, s: GameState, player: int, cost: int, iid: int) -> bool:
        """Whether ``player`` can pay ``cost`` coins to play ``iid`` (``payment.can_pay_coins``)."""
        if not self.exact_coins:
            return self.coins >= cost
        return can_pay_coins(s, player, cost, (FOR_PLAY, iid))


def playable_reason(s: GameState, player: int, iid: int, words: bool = True,
                    checks: PlayChecks | None = None, elsewhere: bool = False) -> tuple[str, str, str, str] | None:
    """None if ``player`` may play card ``iid`` from hand now; otherwise (code, rule, ru, en). ``words=False``: the
    texts that must be composed are left empty (the legal options only ask whether). ``checks``: what the checks
    of this decision share, when the caller asks for several cards. ``elsewhere``: an instruction lets him play the
    card from where it is («можете разыграть её»: ``PlayShownFrame``), so its zone is not asked about."""
    d = s.catalog.defs[iid]
    if not elsewhere and iid not in s.players[player].hand and not from_graveyard(s, player, iid):
        return ("not_in_hand", "309.1", "этой карты нет у вас в руке", "that card is not in your hand")
    if d.type not in PLAYABLE_TYPES:
        return ("not_playable", "309.1", f"карту типа «{d.type_ru}» нельзя разыграть из руки",
                f"a card of type {d.type} cannot be played from hand")
    if not d.supported and not s.ignore_unsupported:
        return ("unsupported_card", "309.1", "текст этой карты движок пока не поддерживает",
                "the engine does not support this card's text yet")
    if checks is None:
        checks = PlayChecks(s, player)
    if checks.banned and player_forbids(s, player, "play", iid):
        return ("banned", "7.4", "сейчас вы не можете разыгрывать эту карту", "you may not play that card now")
    if checks.self_bans and self_play_ban(s, player, iid):
        return ("self_ban", "7.4", "эту карту сейчас нельзя разыграть: так сказано в её тексте",
                "this card may not be played now: its own text says so")
    if checks.barring and replay_barred(s, iid):  # «… как у карт, разыгранных в этот ход»
        return ("banned", "7.4", "карту с таким названием уже разыгрывали в этот ход",
                "a card of that name was played this turn")
    cost = checks.cost(s, player, iid)
    if (d.kw.get("thirst") or checks.thirst_granted) and continuous.keyword_as_played(s, iid, "thirst") \
            and not thirst_targets(s, player, iid):
        return ("no_thirst_target", "3.2", "для Жажды нужен другой ваш персонаж",
                "Thirst needs another character of yours")
    if d.kw:
        if d.kw.get("fury"):  # «Ярость»: 1 less per own creature wounded as payment
            cost -= fury_most(s, player, iid, cost)
    if checks.counters_pay and cost > 0 and (offer := counter_payment(s, player, iid)) is not None:
        cost -= min(cost, offer[1])  # (counters pay 1{м} each, what is left in coins)
    if checks.coin_worth:  # «каждая ваша {м} при оплате существ считается как 2{м}»
        cost = coins_to_pay(s, player, iid, cost)
    if not checks.can_pay(s, player, cost, iid):
        if not words:
            return ("not_enough_coins", "309.1", "", "")
        return ("not_enough_coins", "309.1",
                f"{plural(cost, 'нужна', 'нужны', 'нужно')} "
                f"{count_of(cost, 'открытая монета', 'открытые монеты', 'открытых монет')}, "
                f"у вас {s.players[player].open_coins}",
                f"it costs {cost} open coins, you have {s.players[player].open_coins}")
    if d.type == "quest":  # a quest is taken at no cost, within the limit of quests (docs/quests.md)
        return limit_reason(s, player)
    if d.type == "creature" and checks.squad_full:
        limit = s.config.creature_limit or 0  # (a squad is full only under a limit)
        return ("creature_limit", "9.14", f"в отряде не может быть больше {limit} {plural(limit, 'существа', 'существ', 'существ')}",
                f"a squad may not have more than {limit} creatures")
    if d.type == "spell" and s.catalog.has_abilities and not declare.spell_declarable(s, player, iid):
        return ("no_legal_targets", "117.1", "у заклинания нет допустимых целей",
                "the spell has no legal targets")
    return None


def can_play(s: GameState, player: int, iid: int) -> bool:
    return playable_reason(s, player, iid, words=False) is None


def free_playable(s: GameState, player: int, iid: int, thirst_paid: bool = False) -> bool:
    """May ``player`` play card ``iid`` for free now (from any zone)? The checks of :func:`playable_reason`
    except the zone and the coins: a playable type, supported, not banned, the creature limit, a spell with
    legal targets. Refused (not playable this way): «Жажда» cards and X-cost spells (their extra costs with a
    free play are not settled by the digest) — but for a play whose card «имеет жажду Х» (``thirst_paid``: its Жажда
    is paid, the highest value)."""
    d = s.catalog.defs[iid]
    if d.type not in PLAYABLE_TYPES or (not d.supported and not s.ignore_unsupported):
        return False
    if stays_in_graveyard(s, iid):  # «Карты не могут покидать кладбища»
        return False
    if d.cost_is_x or (continuous.keyword_as_played(s, iid, "thirst") and not thirst_paid):  # (printed or granted Жажда alike)
        return False
    if player_forbids(s, player, "play", iid):
        return False
    if s.static_sources and replay_barred(s, iid):  # «… как у карт, разыгранных в этот ход»
        return False
    if base_cost_only(s, iid):  # a free play or a set price is an alternative cost («только за базовую стоимость»)
        return False
    limit = s.config.creature_limit
    if d.type == "creature" and limit is not None and len(creatures_of(s, player)) >= limit:
        return False
    return d.type != "spell" or not s.catalog.has_abilities or declare.spell_declarable(s, player, iid)


def hand_playable(s: GameState, player: int) -> list[int]:
    """The cards of ``player``'s hand he may play now, in hand order (``can_play`` of each, the shared work done
    once)."""
    hand = s.players[player].hand
    if not hand:
        return []
    checks = PlayChecks(s, player)
    # (each card is in the hand: ``elsewhere`` spares playable_reason asking where it is)
    if not checks.plain:
        return [iid for iid in hand if not checks.surely_unaffordable(s, iid)
                and playable_reason(s, player, iid, False, checks, True) is None]
    # nothing of this decision can refuse a card with a plain cost but its price: compared here, without the tests
    costs = s.catalog.plain_costs
    coins = checks.coins
    return [iid for iid in hand if (cost <= coins if (cost := costs[iid]) is not None else (
        not checks.surely_unaffordable(s, iid) and playable_reason(s, player, iid, False, checks, True) is None))]


# The types of card whose playing asks nothing of the state but its price (and, for a creature, the squad's room): a
# spell needs legal targets, a quest the limit of quests.
_PLAIN_TYPES = frozenset(PLAYABLE_TYPES) - {"spell", "quest"}


def _index_plain_costs(catalog: Any, defs: Any, _: set[str]) -> None:
    """``Catalog.plain_costs``: per instance, its printed cost when only its price can keep it from being played from
    hand under a ``PlayChecks.plain`` decision — a supported card of a plain type, no own static changing its cost, no
    «Жажда» (another character to wound) nor «Ярость» (a cost lowered by wounds); None for every other card."""
    catalog.plain_costs = tuple(
        max(d.cost or 0, 0) if d.type in _PLAIN_TYPES and d.supported and own is None
        and not d.kw.get("thirst") and not d.kw.get("fury") else None
        for d, own in zip(catalog.defs, catalog.self_costs))


CATALOG_INDEXES.append(_index_plain_costs)


def grave_permission_select(s: GameState, source: int) -> A.Select | None:
    """The select of the ``grave_play`` instruction printed on card ``source``."""
    for ab in s.catalog.defs[source].abilities:
        for eff in A.nested_effects(ab.effects):
            if eff.verb == "establish" and eff.param("rule") == A.GRAVE_PLAY:
                sel: A.Select = eff.param("select")
                return sel
    return None


def grave_permitted(s: GameState, player: int, iid: int) -> bool:
    """Whether a ``grave_play`` permission on ``player``'s hero lets him play card ``iid`` of his graveyard."""
    hero = s.cards.get(s.players[player].hero)
    if hero is None:
        return False
    for x in hero.effects:
        if x.kind == "grave_play":
            sel = grave_permission_select(s, x.source)
            if sel is not None and fits(s, sel, iid, player, x.source):
                return True
    return False


PLAY_OPP_GRAVE = "play_from_opp_grave"  # = cards.language.statics.PLAY_OPP_GRAVE
PLAY_OWN_GRAVE = "play_from_own_grave"  # = cards.language.quests: «Вы можете брать квесты с кладбища»


def opp_grave_permitted(s: GameState, player: int, iid: int, kind: str = PLAY_OPP_GRAVE) -> bool:
    """«Вы можете разыгрывать карты не-существ с кладбища противника» (Врата Ихвэ, a static in play): whether a static
    of a card ``player`` controls lets him play card ``iid`` of his opponent's graveyard (as from the hand: its cost
    paid, its usual rules; a spell stays in its owner's graveyard, a support card enters play under ``player``).
    ``kind`` PLAY_OWN_GRAVE: the same for a card of his own graveyard («Вы можете брать квесты с кладбища»)."""
    if not continuous.has_static_kind(s, kind):
        return False
    return any(s.controller_of(src) == player and continuous.applies(s, src, part, iid)
               for src, part in continuous.parts_of_kind(s, kind))



def from_graveyard(s: GameState, player: int, iid: int) -> bool:
    """«Вы можете разыграть эту карту с кладбища, при этом ваш герой добывает её»: ``iid`` is in ``player``'s own
    graveyard and has that static; or a permission «Вы можете разыгрывать <карты> с
    вашего кладбища до конца хода» on his hero lets him play it."""
    if s.catalog.graveyard_locks and stays_in_graveyard(s, iid):  # «Карты не могут покидать кладбища»
        return False
    if iid not in s.players[player].graveyard:
        if s.catalog.opponent_graveyard_playable and iid in s.players[1 - player].graveyard:  # «… с кладбища противника»
            return opp_grave_permitted(s, player, iid)
        return False
    if iid in s.catalog.grave_playable:
        return True
    if s.catalog.own_graveyard_static:  # «Вы можете брать квесты с кладбища» (a static in play)
        if opp_grave_permitted(s, player, iid, PLAY_OWN_GRAVE):
            return True
    if s.catalog.graveyard_permission:
        return grave_permitted(s, player, iid)
    return False


def grave_hoards(s: GameState, player: int, iid: int) -> bool:
    """A card played from the graveyard by its own static «…, при этом ваш герой добывает её»."""
    return iid in s.catalog.grave_playable and iid in s.players[player].graveyard


def graveyard_playable(s: GameState, player: int) -> list[int]:
    """Cards ``player`` may play now from his graveyard (by their own static, then his hero hoards them; or by a
    permission on his hero)."""
    if not s.catalog.plays_from_graveyards:
        return []
    cards = s.players[player].graveyard
    if s.catalog.opponent_graveyard_playable:  # «Вы можете разыгрывать <карты> с кладбища противника»
        cards = cards + s.players[1 - player].graveyard
    return [iid for iid in cards if from_graveyard(s, player, iid) and can_play(s, player, iid)]


def hoarded_cost(s: GameState, player: int, iid: int, holder: int, part: object) -> int:
    counters = s.cards[holder].counters.get(part.counter or "", 0) if part.counter else 1  # type: ignore[attr-defined]
    if base_cost_only(s, iid):  # («только за базовую стоимость»: the holder's change does not apply either)
        counters = 0
    cost = card_cost(s, player, iid) + part.value * counters  # type: ignore[attr-defined]
    return _coins_for(s, player, iid, cost) if cost > 0 else 0


def hoarded_playable(s: GameState, player: int) -> list[int]:
    """Cards ``player`` may play now from under his holders (e.g. a card hoarded by an Яйцо)."""
    out = []
    for holder, cards in s.hoarded.items():
        for iid in cards:
            perm = hoard_permission(s, player, iid, holder)
            if perm is None or s.catalog.defs[iid].type not in PLAYABLE_TYPES:
                continue
            if s.catalog.defs[iid].type == "spell" and (  # a spell from an Яйцо (Крылатая академия)
                    s.catalog.defs[iid].cost_is_x or not declare.spell_declarable(s, player, iid)):
                continue
            if not s.catalog.defs[iid].supported and not s.ignore_unsupported:
                continue
            if player_forbids(s, player, "play", iid):  # («… не могут быть разыграны (не из руки)»)
                continue
            if can_pay_coins(s, player, hoarded_cost(s, player, iid, *perm), (FOR_PLAY, iid)):
                out.append(iid)
    return out


def play_hoarded(s: GameState, player: int, iid: int) -> None:
    """Play a card from under its holder: pay the changed cost, enter play; maybe destroy the holder."""
    perm = hoard_permission(s, player, iid)
    assert perm is not None
    holder, part = perm
    cost = hoarded_cost(s, player, iid, holder, part)
    if s.catalog.defs[iid].type == "spell":  # declared as any spell (declare.DeclareFrame pays the cost,
        declare.start_spell(s, player, iid, cost)  # then moves it from under its holder to the graveyard)
        return
    pay_coins(s, player, cost, (FOR_PLAY, iid))
    enter_play(s, iid, player, paid=cost, played=True)
    emit(s, A.CARD_PLAYED, iid, player=player, amount=cost)
    if part.destroy_holder and holder in s.cards:  # type: ignore[attr-defined]
        to_graveyard(s, holder, reason="destroyed")


def _coins_for(s: GameState, player: int, iid: int, cost: int) -> int:
    """The coins that pay ``cost`` for card ``iid`` (fewer under «каждая ваша {м} … считается как 2{м}»)."""
    if s.static_sources and continuous.has_static_kind(s, "coin_worth"):
        return coins_to_pay(s, player, iid, cost)
    return cost


def play_card(s: GameState, player: int, iid: int) -> None:
    """Pay and put the card where it goes. Spells with abilities go through declaration (issue 3);
    a card with «Жажда X» first takes its additional cost (§3.2); a hoarded card comes from its holder."""
    if s.catalog.notes_hand_plays:  # «если вы разыграли эту карту из руки»
        note_origin(s, player, iid)
    if iid in s.hoard_origin:
        play_hoarded(s, player, iid)
        return
    thirst = continuous.keyword_as_played(s, iid, "thirst")  # printed, or granted by a static (Бесчестный агитатор)
    if thirst:
        push(s, ThirstFrame(player, iid, thirst, payments=thirst_payments(s, iid)))
        return
    if s.catalog.defs[iid].cost_is_x:  # a card of cost X that reads its X (none has Жажда / Ярость)
        if reads_paid_x(s, iid):
            push(s, XPlayFrame(player, iid))
            return
    if s.catalog.defs[iid].kw.get("fury"):  # «Ярость» (FuryFrame)
        if fury_most(s, player, iid, card_cost(s, player, iid)):
            push(s, FuryFrame(player, iid))
            return
    complete_play(s, player, iid)


class XPlayFrame(Frame):
    """Playing a card of cost X: the player chooses X (0 … his open coins beyond the card's cost); then the card is
    played as usual with X more to pay (``play.complete_play``)."""

    __slots__ = ("player", "card")

    def __init__(self, player: int, card: int) -> None:
        self.player = player
        self.card = card

    def step(self, s: GameState) -> Decision | None:
        most = max(0, s.players[self.player].open_coins - card_cost(s, self.player, self.card))
        name = s.name(self.card)
        return Decision(self.player, "x", tuple(Option(X_VALUE, self.card, num=v) for v in range(most + 1)),
                        f"{name}: выберите значение X", f"{name}: choose the value of X")

    def apply(self, s: GameState, option: Option) -> None:
        pop(s, self)
        complete_play(s, self.player, self.card, x=option.num)


def thirst_targets(s: GameState, player: int, iid: int) -> list[int]:
    """«Жажда X»: another character of yours that the X wounds go to; with «(вместо вашей карты можете ранить
    существо противника)» (keyword ``thirst_enemy_only``) a creature of the opponent (not hidden) too."""
    enemy = "thirst_enemy_only" in s.catalog.defs[iid].kw
    return [c for c in s.play if c != iid and (
        (s.cards[c].controller == player and s.catalog.defs[c].type in ("creature", "hero"))
        or (enemy and s.cards[c].controller != player and s.catalog.defs[c].type == "creature"
            and not s.cards[c].counters.get("hidden", 0)))]


def thirst_payments(s: GameState, iid: int) -> int:
    """How many times «Жажда X» is paid as card ``iid`` is played: once per «Жажда» printed on it when it prints the
    keyword several times («Жажда 1. Жажда 1. Жажда 1.», Жаждущий знаний) and RulesConfig ``repeated_thirst`` is
    'each'; else once (digest §6: only the highest Жажда applies)."""
    printed = sum(1 for ab in s.catalog.defs[iid].abilities if ab.keyword is not None and ab.keyword[0] == "thirst")
    return printed if printed > 1 and s.config.repeated_thirst == "each" else 1


THIRST_CHOSEN_KEY = "@thirst_chosen/"  # turn_counts: f"{key}{card}/{character}" — a character the card's Жажда chose


class ThirstFrame(Frame):
    """«Жажда X» (additional cost): choose another character of yours; this card wounds it by X; then the
    card is played as usual (``free``: paying nothing else, «Разыграйте … бесплатно, оно имеет жажду Х»).
    ``payments``: how many Жажды are still to pay (:func:`thirst_payments`), each choosing its character (the same one
    may be chosen again)."""

    __slots__ = ("player", "card", "x", "free", "payments", "first")

    def __init__(self, player: int, card: int, x: int, free: bool = False, payments: int = 1,
                 first: bool = True) -> None:
        self.player = player
        self.card = card
        self.x = x
        self.free = free
        self.payments = payments
        self.first = first  # the play's first payment

    def actor(self) -> int | None:
        return self.player  # who plays the card

    def step(self, s: GameState) -> Decision | None:
        options = tuple(Option(TARGET, c) for c in thirst_targets(s, self.player, self.card))
        name = s.name(self.card)
        return Decision(self.player, "target", options, f"{name}: Жажда {self.x} — выберите вашего персонажа",
                        f"{name}: Thirst {self.x} — choose a character of yours")

    def apply(self, s: GameState, option: Option) -> None:
        pop(s, self)
        self._note_chosen(s, option.card)
        if A.THIRST_USED in s.catalog.listened:  # «когда у вашей карты срабатывает Жажда (Х)»: Х its printed number
            emit(s, A.THIRST_USED, self.card, option.card, self.x, player=self.player)
        thirst_wounds(s, self.card, option.card, thirst_scaled(s, self.player, self.x))
        victim = s.cards.get(option.card)
        key = f"@thirst_kill_note/{self.card}"  # «если от жажды этой карты погибло существо» (read this turn)
        if s.catalog.defs[option.card].type == "creature" and (victim is None or continuous.life(s, victim) <= 0):
            s.turn_counts[key] = option.card + 1  # this payment killed a creature
        elif self.first:
            s.turn_counts.pop(key, None)  # (the same card played again this turn: only this play's payments count)
        if self.payments > 1 and thirst_targets(s, self.player, self.card):  # the next printed «Жажда» of the card
            push(s, ThirstFrame(self.player, self.card, self.x, self.free, self.payments - 1, first=False))
            return
        if not self.free:
            complete_play(s, self.player, self.card)
        elif self.card not in s.cards:  # (not in play yet: the free play goes on, from its hand or graveyard)
            play_free_now(s, self.player, self.card)

    def _note_chosen(self, s: GameState, character: int) -> None:
        """Remember the character this payment chose («за каждого персонажа, выбранного его жаждой»); the first payment
        of a play forgets those of an earlier play of the card this turn."""
        prefix = f"{THIRST_CHOSEN_KEY}{self.card}/"
        if self.first:
            for key in [k for k in s.turn_counts if k.startswith(prefix)]:
                del s.turn_counts[key]
        s.turn_counts[f"{prefix}{character}"] = 1


def fury_candidates(s: GameState, player: int) -> list[int]:
    """Creatures of ``player`` in play that «Ярость» may wound (not hidden: they take no wounds)."""
    return [c for c in s.play if s.cards[c].controller == player and s.catalog.defs[c].type == "creature"
            and not s.cards[c].counters.get("hidden", 0)]


def fury_most(s: GameState, player: int, iid: int, cost: int) -> int:
    """How much «Ярость» can take off the cost of card ``iid`` now: one per creature, at most the cost."""
    if not s.catalog.defs[iid].kw.get("fury"):
        return 0
    if base_cost_only(s, iid):  # («только за базовую стоимость»: «Ярость» takes nothing off)
        return 0
    return min(cost, len(fury_candidates(s, player)))


class FuryFrame(Frame):
    """«Ярость» (digest §3.2): while playing the card, put 1 wound on each of up to N of your creatures (N at most
    the card's cost; each one picked, or ``done``); the card costs 1 less per creature. Payment: the wounds have no
    source and cannot be prevented. Only as many as leave the rest of the cost payable may be skipped: the player
    must pick enough creatures to be able to pay what is left."""

    __slots__ = ("player", "card", "picked")

    def __init__(self, player: int, card: int) -> None:
        self.player = player
        self.card = card
        self.picked: tuple[int, ...] = ()

    def step(self, s: GameState) -> Decision | None:
        cost = card_cost(s, self.player, self.card)
        left = [c for c in fury_candidates(s, self.player) if c not in self.picked]
        if len(self.picked) >= cost or not left:
            self._finish(s)
            return None
        options: list[Option] = [Option(CARD, c) for c in left]
        if s.players[self.player].open_coins >= cost - len(self.picked):
            options.append(Option(DONE))
        name = s.name(self.card)
        return Decision(self.player, "card", tuple(options),
                        f"{name}: Ярость — раньте ваше существо на 1, карта стоит на 1 меньше (или «done»)",
                        f"{name}: Fury — wound a creature of yours by 1 for 1 less (or done)")

    def apply(self, s: GameState, option: Option) -> None:
        if option.kind == DONE:
            self._finish(s)
        else:
            self.picked = (*self.picked, option.card)

    def _finish(self, s: GameState) -> None:
        pop(s, self)
        for c in self.picked:  # payment: no source, cannot be prevented (§3.2)
            cs = s.cards[c]
            cs.wounds += 1
            cs.wounded_turn = s.turn
        complete_play(s, self.player, self.card, discount=len(self.picked))


def play_free_now(s: GameState, player: int, iid: int, at: int | None = None) -> None:
    """``player`` plays card ``iid`` for nothing, from where it is: a creature or support card enters play under him; a
    spell goes to his hand and its declaration frame goes in at ``at`` of the stack (None: on top, to run now)."""
    if s.catalog.defs[iid].type == "spell" and s.catalog.has_abilities and s.catalog.defs[iid].abilities:
        remove_from_zone(s, iid)
        s.players[player].hand.append(iid)
        spell = declare.DeclareFrame(player, iid, tuple(declare.spell_abilities(s, iid)), "spell", (), -1, 0)
        s.frames.insert(len(s.frames) if at is None else at, spell)
        return
    if s.catalog.defs[iid].type == "spell":  # a spell without abilities: straight to its owner's graveyard
        remove_from_zone(s, iid)
        s.players[s.catalog.owners[iid]].graveyard.append(iid)
        emit(s, A.CARD_PLAYED, iid, player=player, amount=0)
        emit(s, A.PUT_INTO_GRAVEYARD, iid, player=player)
        return
    enter_play(s, iid, player, played=True)
    emit(s, A.CARD_PLAYED, iid, player=player, amount=0)


class PlayShownFrame(Frame):
    """«можете разыграть её» (play_from, price OWN_COST): once the ability that let ``player`` play ``card`` has
    resolved, the card is played as any card of his hand (``play_card``: its cost with every modifier, its Жажда, its
    X, a spell's declaration): a creature or support card enters play under him from where it is; a spell is first
    put into his hand, as a free play does (the declaration moves a spell from its player's hand to its owner's
    graveyard)."""

    __slots__ = ("player", "card")

    def __init__(self, player: int, card: int) -> None:
        self.player = player
        self.card = card

    def actor(self) -> int | None:
        return self.player

    def step(self, s: GameState) -> Decision | None:
        pop(s, self)
        if self.card in s.cards or playable_reason(s, self.player, self.card, False, elsewhere=True) is not None:
            return None  # (it has left for play, or may no longer be played: the «при этом» before changed things)
        if s.catalog.defs[self.card].type == "spell":
            remove_from_zone(s, self.card)
            s.players[self.player].hand.append(self.card)
        play_card(s, self.player, self.card)
        return None


class CounterPaymentFrame(Frame):
    """«Вы можете тратить эффекты подати для оплаты орков»: how many of his counters (``most`` at most: what he has, up
    to the price) the player spends on the cost of ``card``, 1{м} each — at least what his coins cannot pay; none
    asked when there is one answer. The counters come off his cards (``named_counters.spend_from_your_cards``), then
    the play goes on (``complete_play``)."""

    __slots__ = ("player", "card", "discount", "x", "most")

    def __init__(self, player: int, card: int, discount: int, x: int, most: int) -> None:
        self.player = player
        self.card = card
        self.discount = discount
        self.x = x
        self.most = most

    def actor(self) -> int | None:
        return self.player  # who plays the card

    def _choices(self, s: GameState) -> list[int]:
        """The numbers of counters the player may spend: those that leave a price his coins can pay."""
        price = max(0, card_cost(s, self.player, self.card) - self.discount)
        return [n for n in range(self.most + 1)
                if can_pay_coins(s, self.player, _coins_for(s, self.player, self.card, price - n) + self.x,
                                 (FOR_PLAY, self.card))]

    def step(self, s: GameState) -> Decision | None:
        choices = self._choices(s)
        if len(choices) <= 1:  # (one answer; none: the price changed since the play was allowed — spend all he may)
            self._spend(s, choices[0] if choices else self.most)
            return None
        counter = (counter_payment(s, self.player, self.card) or ("", 0))[0]
        name = s.name(self.card)
        return Decision(self.player, "x", tuple(Option(X_VALUE, self.card, num=n) for n in choices),
                        f"{name}: сколько эффектов «{counter}» потратить вместо {{м}}?",
                        f"{name}: how many «{counter}» counters to spend for coins?")

    def apply(self, s: GameState, option: Option) -> None:
        self._spend(s, option.num)

    def _spend(self, s: GameState, n: int) -> None:
        pop(s, self)
        offer = counter_payment(s, self.player, self.card)
        if n and offer is not None:
            spend_from_your_cards(s, self.player, offer[0], n)
        complete_play(s, self.player, self.card, self.discount, self.x, n)


def complete_play(s: GameState, player: int, iid: int, discount: int = 0, x: int = 0, counters: int | None = None) -> None:
    """Pay the cost and move the card (309.1). ``discount``: what «Ярость» took off the cost; ``x``: the X chosen
    for a card of cost X (paid on top of the cost); ``counters``: the counters spent on its cost (None: not asked yet —
    a «Вы можете тратить эффекты … для оплаты <карт>» that covers the card asks first, ``CounterPaymentFrame``)."""
    d = s.catalog.defs[iid]
    price = max(0, card_cost(s, player, iid) - discount)
    if counters is None and price > 0 and d.type != "spell" and (offer := counter_payment(s, player, iid)) is not None:
        push(s, CounterPaymentFrame(player, iid, discount, x, min(price, offer[1])))
        return
    cost = _coins_for(s, player, iid, price - (counters or 0)) + x
    if d.type == "spell" and s.catalog.has_abilities and d.abilities:
        declare.start_spell(s, player, iid, cost)  # (from the graveyard: the hero hoards it on payment)
        return
    grave = grave_hoards(s, player, iid)  # (a card played by a permission of the hero is not hoarded)
    pay_coins(s, player, cost, (FOR_PLAY, iid))
    if d.type == "spell":
        if not grave and iid in s.players[player].hand:  # (one of the opponent's graveyard stays there)
            s.players[player].hand.remove(iid)
            s.players[s.catalog.owners[iid]].graveyard.append(iid)
            emit(s, A.PUT_INTO_GRAVEYARD, iid, player=player)
    elif "module" in d.kw and attaching.module_hosts(s, player, iid):  # «Модуль»: attach it instead? (a decision)
        push(s, attaching.ModuleFrame(player, iid, cost, grave))
        return
    else:
        enter_play(s, iid, player, paid=cost, played=True)
        if x:
            entered_with_x(s, iid, x)  # (before any of its «Найм» abilities resolves)
    if d.type == "quest" and not s.config.quest_taking_is_play:  # taken, not played (docs/quests.md)
        return
    emit(s, A.CARD_PLAYED, iid, player=player, amount=cost)
    if grave:  # «…, при этом ваш герой добывает её» (after it was played: its «Найм» has triggered)
        hoard(s, s.players[player].hero, iid)
