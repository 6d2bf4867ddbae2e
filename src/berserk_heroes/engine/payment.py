"""Payment (§3, §7.6, seed 000): coins are closed to pay; amounts are fixed at declaration.

Temporary coins («до конца хода») are spent first: they vanish at the end of the turn anyway.

Coins usable only for some payments («Получите 1{м} до конца хода. Вы можете тратить эту монету
только на розыгрыш заклинаний») are kept apart, in ``PlayerState.tagged`` (not in ``coins`` / ``temp_coins``, so
they never count as open coins for other payments). A payment that may use them says what it pays for (``purpose``:
(FOR_PLAY, the card played) or (FOR_ABILITY, the card whose activated ability it is)); they are spent before the other coins
(they are the less useful ones). With no tagged coins (the common case) nothing else changes.
"""

from __future__ import annotations

import functools
import re

from .. import abilities as A
from ..abilities import COINS_CLOSED_NOT_PLAY, COINS_SPENT
from . import continuous
from .events import emit
from .state import CardEffect, CardState, GameState, PlayerState

FOR_PLAY = "play"  # purpose: playing this card (from the hand, by Засада …)
FOR_ABILITY = "ability"  # purpose: activating an ability of this card

# What tagged coins may pay for («Вы можете тратить эти монеты только на …»): ``spend_on`` → the card types played
# (FOR_PLAY) or whose abilities are activated (FOR_ABILITY) they pay for.
SUPPORT_CARD_TYPES = ("weapon", "armor", "amulet", "event", "terrain")
SPEND_ON: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "play_creature": (("creature",), ()),  # «на розыгрыш существ»
    "play_spell": (("spell",), ()),  # «на розыгрыш заклинаний»
    # «на розыгрыш карт поддержки или активацию их способностей»
    "support": (SUPPORT_CARD_TYPES, SUPPORT_CARD_TYPES),
}
# «на розыгрыш карт, где упоминаются карты поддержки» (Глава концерна): playing a card whose printed text names support
# cards — the words «карта поддержки» in any case and number (a card that names only one class of them, «оружие»,
# «экипировку», does not count: the text must say «карты поддержки»)
MENTIONS_SUPPORT = "play_mentions_support"
_SUPPORT_WORDS = re.compile(r"(?<![а-яё])карт[а-яё]*\s+под?держк", re.IGNORECASE)  # (also the misprint «подержки»)


@functools.cache
def mentions_support_cards(text: str) -> bool:
    """Whether a card's printed text names support cards («… карту поддержки …», «карт поддержки»)."""
    return _SUPPORT_WORDS.search(text) is not None


def can_pay_coins(s: GameState, player: int, amount: int, purpose: tuple[str, int] | None = None) -> bool:
    if amount > 0 and player != s.active and s.static_sources and coins_locked(s, player):
        return False
    p = s.players[player]
    if p.open_coins >= amount:
        return True
    return bool(p.tagged) and purpose is not None and p.open_coins + tagged_usable(s, p, purpose) >= amount


def payable_coins(s: GameState, player: int, purpose: tuple[str, int] | None = None) -> int:
    """How many coins ``player`` could pay now for ``purpose`` (his open coins, and open tagged coins that fit)."""
    p = s.players[player]
    return p.open_coins + (tagged_usable(s, p, purpose) if p.tagged and purpose is not None else 0)


def coins_locked(s: GameState, player: int) -> bool:
    """«Игроки не могут закрывать или оплачивать {м} не в свой ход» (a ``limit offturn_coins`` static in play):
    ``player`` may not pay with coins now."""
    return player != s.active and continuous.has_static_kind(s, "limit") and \
        any(p.what == "offturn_coins" for _, p in continuous.parts_of_kind(s, "limit"))


def keep_closed_at_restore(s: GameState, player: int, coins: int) -> None:
    """``coins`` of ``player``'s permanent coins just closed stay closed in his next фаза восстановления (a counter on
    his hero, read and cleared by ``turn.restore_phase``)."""
    hero = s.cards.get(s.players[player].hero)
    if hero is not None and coins > 0:
        hero.counters[A.COINS_KEPT_CLOSED] = hero.counters.get(A.COINS_KEPT_CLOSED, 0) + coins


def coins_kept_closed(s: GameState, player: int) -> int:
    """How many of ``player``'s closed permanent coins stay closed in his фаза восстановления now: those a static
    «Монеты, закрытые для оплаты медитации, не открываются …» kept (if one is still in play). The mark is cleared."""
    hero = s.cards.get(s.players[player].hero)
    if hero is None or A.COINS_KEPT_CLOSED not in hero.counters:
        return 0
    kept = hero.counters.pop(A.COINS_KEPT_CLOSED)
    if not continuous.has_static_kind(s, A.MEDITATION_COINS_STAY_CLOSED):
        return 0
    return min(kept, s.players[player].closed_coins)


# CardEffect kinds on a player's hero that hold coins for a time (they end with the other effects, turn.cleanup)
COINS_BACK = "lost_coins_back"  # «Потеряйте N{м} до <срока>»: value — the coins lost, back (open) when it ends
COINS_KEPT = "coins_kept"  # «До <срока> получите N{м}»: value — temporary coins the ends of turn before it keep


def coins_back(s: GameState, ended: list[CardEffect]) -> None:
    """``turn.cleanup``: ``lost_coins_back`` effects ended — their coins come back to their player, open (cap 10)."""
    for e in ended:
        if e.kind == COINS_BACK:
            ps = s.players[int(e.key)]
            ps.coins = min(s.config.coin_cap, ps.coins + e.value)


def kept_coins(s: GameState, p: PlayerState) -> int:
    """``turn.cleanup`` (after the effects ending now were removed): how many temporary coins of ``p`` an unexpired
    ``coins_kept`` effect keeps past this end of turn."""
    hero: CardState | None = s.cards.get(p.hero)
    if hero is None or not hero.effects:
        return 0
    return sum(e.value for e in hero.effects if e.kind == COINS_KEPT)


def pay_coins(s: GameState, player: int, amount: int, purpose: tuple[str, int] | None = None) -> None:
    """Close ``amount`` open coins of ``player`` (the caller has checked that he has them); tagged coins that may pay
    for ``purpose`` first, then temporary coins, then permanent ones."""
    p = s.players[player]
    p.spent_this_turn += amount
    spent = amount
    if amount > 0 and (purpose is None or purpose[0] != FOR_PLAY) and COINS_CLOSED_NOT_PLAY in s.catalog.listened:
        coins_closed_not_play(s, player, amount)
    if p.tagged and purpose is not None:
        amount = _pay_tagged(s, p, amount, purpose)
    assert p.open_coins >= amount, "payment without enough open coins"
    from_temp = min(amount, p.temp_coins - p.closed_temp)
    p.closed_temp += from_temp
    p.closed_coins += amount - from_temp
    if spent > 0 and COINS_SPENT in s.catalog.listened:  # «Расход X: …» (digest §3.1, §6.2)
        paid_for = purpose[1] if purpose is not None and purpose[0] in (FOR_PLAY, FOR_ABILITY) else (  # (the card paid
            s.players[player].hero if s.config.paid_ability_or_card == "any" else -1)  # for: «оплачиваете … карту»)
        emit(s, COINS_SPENT, s.players[player].hero, paid_for, amount=spent, player=player)


# ---- tagged coins ----
# An entry of ``PlayerState.tagged``: (spend_on, count, closed, ends) — ``ends`` 0: gone at the next end of a turn
# («до конца хода»); k > 0: gone at the k-th end of one of the owner's turns from now («до конца вашего (следующего)
# хода»).


def fits(s: GameState, spend_on: str, purpose: tuple[str, int]) -> bool:
    """Whether coins tagged ``spend_on`` may pay for ``purpose``."""
    kind, card = purpose
    if spend_on == MENTIONS_SUPPORT:
        return kind == FOR_PLAY and mentions_support_cards(s.catalog.defs[card].text)
    play_types, ability_types = SPEND_ON[spend_on]
    card_type = s.catalog.defs[card].type
    return card_type in (play_types if kind == FOR_PLAY else ability_types)


def tagged_usable(s: GameState, p: PlayerState, purpose: tuple[str, int]) -> int:
    return sum(n - closed for spend_on, n, closed, _ in p.tagged if fits(s, spend_on, purpose))


def _pay_tagged(s: GameState, p: PlayerState, amount: int, purpose: tuple[str, int]) -> int:
    """Close tagged coins fitting ``purpose`` (those that end soonest first); what is left to pay."""
    entries = list(p.tagged)
    order = sorted(range(len(entries)), key=lambda i: entries[i][3])
    for i in order:
        spend_on, n, closed, ends = entries[i]
        if amount <= 0:
            break
        if closed < n and fits(s, spend_on, purpose):
            k = min(amount, n - closed)
            entries[i] = (spend_on, n, closed + k, ends)
            amount -= k
    p.tagged = tuple(entries)
    return amount


def gain_tagged(p: PlayerState, spend_on: str, n: int, ends: int) -> None:
    if n > 0:
        p.tagged = (*p.tagged, (spend_on, n, 0, ends))


def open_tagged(p: PlayerState) -> None:
    """All coins reopen (фаза восстановления, «Откройте все ваши {м}»)."""
    p.tagged = tuple((spend_on, n, 0, ends) for spend_on, n, _, ends in p.tagged)


def close_tagged(p: PlayerState) -> None:
    """«Закройте свои монеты»: closed, not spent."""
    p.tagged = tuple((spend_on, n, n, ends) for spend_on, n, _, ends in p.tagged)


def end_of_turn_tagged(p: PlayerState, active: int) -> None:
    """The end of a turn: tagged coins «до конца хода» go; those «до конца вашего (следующего) хода» count down the
    ends of their owner's turns."""
    kept = []
    for spend_on, n, closed, ends in p.tagged:
        if ends == 0:
            continue
        if p.index == active:
            ends -= 1
            if ends == 0:
                continue
        kept.append((spend_on, n, closed, ends))
    p.tagged = tuple(kept)


def coins_closed_not_play(s: GameState, player: int, amount: int) -> None:
    """«Когда игрок закрывает монеты не для розыгрыша карты»: the event, with the player's hero as its
    subject (emitted only in games where some ability listens to it)."""
    emit(s, COINS_CLOSED_NOT_PLAY, s.players[player].hero, amount=amount, player=player)


def coins_event(s: GameState, name: str, player: int, amount: int) -> None:
    """``amount`` coins of ``player`` were opened, lost or gained (A.COINS_OPENED, A.COINS_LOST, A.COINS_GAINED): the
    event, with the player's hero as its subject — emitted (and kept in the history, for «кроме первого раза за ход»)
    only in games where some ability listens to it, so that other games pay nothing."""
    if amount > 0 and name in s.catalog.listened:
        emit(s, name, s.players[player].hero, amount=amount, player=player)
