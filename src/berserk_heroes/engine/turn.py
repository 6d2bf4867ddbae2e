"""The turn (§4.2) and the game's setup (§1.4) as frames.

Setup: shuffle, first player by the RNG, deal, пересдача (mulligan). Turn: фаза восстановления (open
own cards and coins), фаза накопления (+coin up to the cap, draw, «в начале хода» triggers, poison),
основной этап / фаза Выбора (play, attack, activate, end), конец хода (triggers, expiry).
"""

from __future__ import annotations

from .. import abilities as A
from ..decisions import ACTIVATE, ATTACK, CARD, END, KEEP, MULLIGAN, PLAY, UNDEAD, Decision, Option, option_of
from . import attack_rules, combat, continuous, declare, history
from .durations import ends_this_turn
from .events import emit
from .frames import Frame, pop, push
from .keyword_rules import RevealFrame, UndeadFrame, hidden_of, undead_options
from .payment import coins_back, coins_event, coins_kept_closed, end_of_turn_tagged, kept_coins, open_tagged
from .play import graveyard_playable, hand_playable, hoarded_playable, play_card
from .priority import give_priority
from .replacements import coins_allowed
from .restrictions import forbids, kept_closed, obliged_attack_targets
from .rules_effects import apply_rules_effects
from .state import CardEffect, CardState, GameState
from .triggers import add_poison_triggers
from .zones import KEPT_IN_GRAVEYARD, come_under_control, discard, draw, to_hand

# TurnFrame stages.
START, ACCUMULATE_A, ACCUMULATE_B, MAIN, END_TRIGGERS, CLEANUP = range(6)
REVEAL = 6  # the active player may reveal his hidden characters (before «в начале хода»)


class MulliganFrame(Frame):
    """Пересдача (§1.4.5): each player, first player first, puts any cards of the deal on the bottom of
    his deck one by one (in the order he chooses), then draws back up to the deal size."""

    __slots__ = ("player", "returned", "done_players")

    def __init__(self, first: int) -> None:
        self.player = first
        self.returned = 0
        self.done_players = 0

    def step(self, s: GameState) -> Decision | None:
        hand = s.players[self.player].hand
        options = [Option(MULLIGAN, iid) for iid in hand]
        options.append(Option(KEEP))
        return Decision(self.player, "mulligan", tuple(options),
                        "Пересдача: положите карту под низ колоды или оставьте руку",
                        "Mulligan: put a card on the bottom of your deck, or keep")

    def apply(self, s: GameState, option: Option) -> None:
        p = s.players[self.player]
        if option.kind == MULLIGAN:
            p.hand.remove(option.card)
            p.deck.insert(0, option.card)
            self.returned += 1
            return
        draw(s, self.player, self.returned)
        self.done_players += 1
        self.returned = 0
        if self.done_players == 2:
            pop(s, self)
        else:
            self.player = 1 - self.player


class TurnFrame(Frame):
    """The bottom frame: runs turn after turn until the game ends."""

    __slots__ = ("stage",)

    def __init__(self) -> None:
        self.stage = START

    def step(self, s: GameState) -> Decision | None:
        st = self.stage
        if st not in (START, CLEANUP) and s.turn_counts.get(A.TURN_ENDS_NOW):
            st = self.stage = CLEANUP  # «ход немедленно заканчивается»: every phase left and «В конце хода» are skipped
        quiet = s.rules_quiet_for is self  # a priority round above has just found no rules effect and changed nothing
        s.rules_quiet_for = None
        if st == START:
            begin_turn(s, applied=quiet)
            first = s.config.start_of_turn_triggers_first
            self.stage = ACCUMULATE_A if not first else REVEAL if s.catalog.may_hide else ACCUMULATE_A
            if s.result is not None:
                return None
        elif st == REVEAL:  # «keywords»: hidden characters may be revealed right before the «в начале хода» triggers
            self.stage = ACCUMULATE_A if s.config.start_of_turn_triggers_first else ACCUMULATE_B
            if hidden_of(s, s.active):
                push(s, RevealFrame(s.active))
        elif st == ACCUMULATE_A:
            if s.config.start_of_turn_triggers_first:
                self.stage = ACCUMULATE_B
                start_of_turn_triggers(s)
            else:
                self.stage = REVEAL if s.catalog.may_hide else ACCUMULATE_B  # no hidden card possible: no reveal step
                gain_coin_and_draw(s)
        elif st == ACCUMULATE_B:
            self.stage = MAIN
            if s.config.start_of_turn_triggers_first:
                gain_coin_and_draw(s)
            else:
                start_of_turn_triggers(s)
        elif st == MAIN:
            if not quiet:
                apply_rules_effects(s)
            if s.result is not None:
                return None
            if s.triggers or s.queue:  # (needs_priority, written out: this runs before every фаза Выбора decision)
                give_priority(s, applied=True)
                return None
            return main_decision(s)
        elif st == END_TRIGGERS:
            emit(s, A.TURN_END, player=s.active)
            self.stage = CLEANUP
            give_priority(s)
        else:
            over = 0 if s.turn_counts.get(A.TURN_ENDS_NOW) else _over_hand_limit(s)  # (not after an end «немедленно»)
            if over:
                return Decision(s.active, "card", tuple(Option(CARD, c) for c in s.players[s.active].hand),
                                f"Лимит руки: сбросьте карту (ещё {over})", f"Hand limit: discard a card ({over} more)")
            cleanup(s)
            if apply_rules_effects(s):  # nothing to apply: the next step (START) need not look again
                s.rules_quiet_for = self
            self.stage = START
        return None

    def apply(self, s: GameState, option: Option) -> None:
        k = option.kind
        if k == CARD:  # discarding down to the hand limit at the end of the turn (§9.10)
            discard(s, s.active, option.card)
        elif k == END:
            self.stage = END_TRIGGERS
        elif k == PLAY:
            play_card(s, s.active, option.card)
        elif k == ATTACK:
            combat.declare_attack(s, option.card, option.target)
        elif k == ACTIVATE:
            declare.start_activation(s, s.active, option.card, option.num)
        elif k == UNDEAD:  # «Немертвый»: close X coins, wound it by X
            push(s, UndeadFrame(s.active, option.card))
        else:
            raise AssertionError(f"unexpected option {option}")


def begin_turn(s: GameState, applied: bool = False) -> None:
    """Choose the next active player (extra turns first, §4.2.5) and run the фаза восстановления. ``applied``: the
    rules effects were applied just before, finding none, and nothing changed since."""
    if not applied:
        apply_rules_effects(s)  # an effect that expired at the end of the last turn may have killed someone
    if s.result is not None:
        return
    ended_active = s.active
    if s.extra_turns and s.turn > 0:
        s.active = s.extra_turns.pop(0)  # an extra turn does not replace anyone's normal turn
    else:
        s.active = s.first_player if s.last_normal < 0 else 1 - s.last_normal
        if s.skipped_turns and s.active in s.skipped_turns:  # «пропускает свой ход»: the next normal turn is the other's
            s.skipped_turns.remove(s.active)
            s.active = 1 - s.active
        s.last_normal = s.active
    limit = s.config.turn_limit
    if limit is not None and s.turn >= limit:
        s.result = (-1, "turn_limit")
        return
    s.turn += 1
    s.turn_owner_count[s.active] += 1
    s.used.clear()  # «1 раз за ход» markers are removed before each turn (113.4)
    s.turn_counts.clear()
    history.roll(s, ended_active if s.turn > 1 else -1)  # the turn that ended is now the previous one (before turn 1: the setup)
    if s.shown:  # what was shown / looked at before the previous turn is no longer on display
        s.shown = tuple(x for x in s.shown if x[2] >= s.turn - 1)
    for p in s.players:
        p.spent_this_turn = 0
    for cs in list(s.cards.values()):  # (a card given back can send another to the graveyard: Уникальность)
        cs.attacks = 0
        cs.defences = 0
        cs.armor_used = 0  # Броня counts per player-turn (§6.1)
        if cs.effects:  # «до начала вашего следующего хода» ends as that player's turn begins
            ending = [e for e in cs.effects if e.duration == A.NEXT_OWN_TURN and e.owner_player == s.active
                      or e.duration == A.NEXT_TURN]  # «до начала хода» (any turn)
            if ending:
                cs.effects = [e for e in cs.effects if e not in ending]
                _give_back_control(s, cs, ending)
                if cs.iid == s.players[cs.controller].hero:  # «потеряйте N{м} до <срока>» ended
                    coins_back(s, ending)
    restore_phase(s)


def restore_phase(s: GameState) -> None:
    """Фаза восстановления: the active player opens his cards and coins; a stunned card stays closed
    and loses Оглушение; a sleeping card is not opened (§4.2)."""
    for cs in s.cards.values():
        if cs.controller != s.active or not cs.closed:
            continue
        if cs.stunned:
            cs.stunned = False
            continue
        if cs.sleeping or continuous.has(s, cs, "sleeping"):
            continue
        if A.OPEN in s.catalog.restrictions.by_action and forbids(s, A.OPEN, cs):
            continue  # «Не открывается в начале хода»
        if kept_closed(s, cs):
            continue  # «Не открывается в свой ход»
        cs.closed = False
    p = s.players[s.active]
    hero = s.cards.get(p.hero)
    if hero is not None and hero.effects and any(e.kind == "coins_stay_closed" for e in hero.effects):
        return  # «Ваши … {м} не открываются в начале вашего следующего хода»
    kept = coins_kept_closed(s, s.active)  # «Монеты, закрытые для оплаты медитации, не открываются …»
    opened = p.closed_coins - kept + p.closed_temp + sum(closed for _, _, closed, _ in p.tagged)
    p.closed_coins = kept
    p.closed_temp = 0
    if p.tagged:  # coins usable only for some payments reopen too
        open_tagged(p)
    coins_event(s, A.COINS_OPENED, s.active, opened)


def gain_coin_and_draw(s: GameState) -> None:
    """Фаза накопления: +income coins up to the cap; draw (not the first player on his first turn)."""
    p = s.players[s.active]
    income = min(s.config.coin_income, max(0, s.config.coin_cap - p.coins))
    if s.static_sources:  # «Игроки не могут получать более N{м} за ход»
        income = coins_allowed(s, s.active, income)
    p.coins = min(s.config.coin_cap, p.coins + income)
    coins_event(s, A.COINS_GAINED, s.active, income)
    first_turn_of_first = s.active == s.first_player and s.turn_owner_count[s.active] == 1
    if not first_turn_of_first or s.config.first_player_draws:
        draw(s, s.active, s.config.cards_drawn_per_turn)


def start_of_turn_triggers(s: GameState) -> None:
    """«В начале хода» triggers and poison (Отравление X: X wounds at the start of its own turn)."""
    emit(s, A.TURN_START, player=s.active)
    if any(cs.poison for cs in s.cards.values()):
        add_poison_triggers(s)
    give_priority(s)


def cleanup(s: GameState) -> None:
    """Конец хода: «до конца хода» effects expire, temporary coins vanish (the hand limit, §9.10, was
    applied just before by the player's own discards)."""
    turn = s.turn
    active = s.active
    back: list[int] = []
    for cs in list(s.cards.values()):  # (a card given back can send another to the graveyard: Уникальность)
        if cs.effects:
            ending = [e for e in cs.effects if _expires(e, turn, active, cs.controller)]
            if ending:
                cs.effects = [e for e in cs.effects if e not in ending]
                _give_back_control(s, cs, ending)
                if cs.iid == s.players[cs.controller].hero:  # «потеряйте N{м} до <срока>» ended
                    coins_back(s, ending)
                if any(e.kind == "vanguard_return" for e in ending):
                    back.append(cs.iid)  # «Авангард»: the creature played by it goes back to the hand
    if s.kept_effects:
        _expire_kept_effects(s, turn, active)
    if back:
        for iid in back:
            to_hand(s, iid)
    for p in s.players:
        if p.tagged:  # coins usable only for some payments («до конца (вашего следующего) хода»)
            end_of_turn_tagged(p, active)
        if p.temp_coins and s.cards.get(p.hero) is not None and s.cards[p.hero].effects:
            # temporary coins kept past this end of turn by an effect on the hero until its duration ends (coins for a time:
            # «до <срока> получите N{м}», «… до конца вашего следующего хода»); the coins spent are
            # taken among the others first
            timed = kept_coins(s, p)
            if timed:
                own = p.temp_own if p.index != active else 0
                kept = min(p.temp_coins, own + timed)
                p.closed_temp = max(0, p.closed_temp - (p.temp_coins - kept))
                p.temp_coins = kept
                p.temp_own = min(kept, own)
                continue
        if p.temp_own and p.index != active:  # «получите 1{м} до конца вашего хода» in another turn
            p.temp_coins = p.temp_own
            p.closed_temp = min(p.closed_temp, p.temp_own)
            continue
        p.temp_coins = 0
        p.closed_temp = 0
        p.temp_own = 0


def _expire_kept_effects(s: GameState, turn: int, active: int) -> None:
    """The effects a card got in a graveyard end as those on cards in play do («Существо на кладбище становится нежитью
    до конца хода»); a granted «Инкарнация» it brought there stays (zones.KEPT_IN_GRAVEYARD, digest §6.2)."""
    kept: dict[int, tuple[CardEffect, ...]] = {}
    for iid, effects in s.kept_effects.items():
        left = tuple(e for e in effects if e.key in KEPT_IN_GRAVEYARD and e.kind == "grant"
                     or not _expires(e, turn, active))
        if left:
            kept[iid] = left
    s.kept_effects = kept


def _give_back_control(s: GameState, cs: CardState, ended: list[CardEffect]) -> None:
    """A «возьмите под контроль … до …» effect ended: the card goes back to the player it was taken from."""
    for e in ended:
        if e.kind == "control" and cs.controller != e.value and cs.iid in s.cards:
            come_under_control(s, cs, e.value)


def _over_hand_limit(s: GameState) -> int:
    limit = s.config.hand_limit
    return 0 if limit is None else max(0, len(s.players[s.active].hand) - limit)


def _expires(effect: CardEffect, turn: int, active: int, holder: int = -1) -> bool:
    """Whether an effect on a card ends at the end of this turn (``durations.ends_this_turn``)."""
    return ends_this_turn(effect.duration, effect.owner_player, effect.turn, turn, active, holder)


def main_decision(s: GameState) -> Decision:
    """The фаза Выбора: every card the active player can play, every attack, every ability, or end."""
    player = s.active
    catalog = s.catalog
    obliged = catalog.frenzy_possible or "must_attack_source" in catalog.possible_static_kinds
    forced = _forced_attacks(s) if obliged else None
    if forced:
        return Decision(player, "main", tuple(forced),
                        "Обязательная атака: это существо обязано атаковать", "Forced attack: this creature must attack")
    # (list comprehensions rather than generators fed to extend: this runs at every фаза Выбора decision)
    plays = _play_options(len(catalog.defs))
    options = [plays[iid] for iid in hand_playable(s, player)]
    if s.hoarded:
        options += [plays[iid] for iid in hoarded_playable(s, player)]
    if catalog.plays_from_graveyards:  # «… с кладбища»
        # («… с кладбища противника»)
        options += [plays[iid] for iid in graveyard_playable(s, player)]
    options += attack_rules.strike_attack_options(s, player)
    if catalog.has_abilities:
        options += declare.activation_options(s, player)
    if "undead" in catalog.keywords_possible:  # «Немертвый»
        options += undead_options(s, player)
    options.append(_END)
    # (Decision(...) without its generated __new__, a Python call: every field is given)
    return _new_tuple(Decision, (player, "main", tuple(options), "Ваш ход: выберите действие",
                                 "Your turn: choose an action", -1))


_END = option_of(END)  # (an option is a value: one object serves every decision)
_PLAYS: list[Option] = []  # option_of(PLAY, n) at index n: read without a call for each card offered


def _play_options(count: int) -> list[Option]:
    """The options «play card n» of every instance number n below ``count`` (the instances of a game), made once for
    all games."""
    if len(_PLAYS) < count:
        _PLAYS.extend(option_of(PLAY, n) for n in range(len(_PLAYS), count))
    return _PLAYS


_new_tuple = tuple.__new__


def _forced_attacks(s: GameState) -> list[Option]:
    """«Бешенство» / «обязан атаковать при первой возможности»: such a creature must attack when able; one that must
    attack a given card («должно атаковать <эту карту> при первой возможности») must attack that one when it can
    (and then only that one, even with Бешенство: both obligations are met by it)."""
    out: list[Option] = []
    frenzy = s.catalog.frenzy_possible
    given = bool(s.static_sources) and continuous.has_static_kind(s, "must_attack_source")
    if not (frenzy or given):
        return out

    for iid in s.play:
        cs = s.cards[iid]
        if cs.controller != s.active:
            continue
        frenzied = frenzy and continuous.has(s, cs, "frenzy")
        obliged = obliged_attack_targets(s, iid) if given else []
        if not (frenzied or obliged) or not attack_rules.can_attack(s, iid):
            continue
        targets = attack_rules.attack_targets(s, iid)
        named = [t for t in targets if t in obliged]
        out.extend(Option(ATTACK, iid, t) for t in (named or (targets if frenzied else [])))
    return out


def setup_game(s: GameState) -> None:
    """Подготовительный этап (§1.4): shuffle, first player, deal; then the mulligan frame."""
    for p in s.players:
        s.rng.shuffle(p.deck)
    s.first_player = s.rng.randrange(2)
    for p in s.players:
        p.coins = s.config.start_coins
        draw(s, p.index, s.config.opening_hand)
    s.players[1 - s.first_player].coins += s.config.second_player_bonus_coins
    push(s, TurnFrame())
    if s.config.mulligan:
        push(s, MulliganFrame(s.first_player))
