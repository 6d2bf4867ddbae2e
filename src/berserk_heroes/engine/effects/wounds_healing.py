"""The engine of wounds, healing and extra lives (its compiler half: ``cards/language/wounds_healing.py``): the handlers
of the verbs ``wound``, ``shot``, ``poison``, ``heal`` and ``extra_life`` (``abilities.VERBS`` documents their params),
registered into ``HANDLERS`` (``CONCEPT_HANDLERS``), and the helpers they need.

Wounds of an ability and of a shot: digest §5.4 («Ранить», «Выстрел»), 119.5; healing: 119.5.1, «избыточное лечение»
and Вампиризм (§6.2); дополнительные жизни: §2.2; Отравление: §6.2.
"""

from __future__ import annotations

from ... import abilities as A
from ...decisions import CARD, DONE, Decision, Option
from .. import attack_rules, combat, continuous
from ..events import emit
from ..history import EXCESS_KEY
from ..keyword_rules import extra_lives_of, remove_extra_life
from ..replacements import ABILITY, SHOT
from ..resolution import Resolution
from ..restrictions import player_forbids, targetable
from ..rules_effects import note_attack
from ..state import GameState
from ..wounds import add_extra_life, deal_wounds, heal, heal_forbidden, heal_with_excess
from . import (
    FULL,
    HANDLERS,
    NONE,
    PARTIAL,
    Handler,
    Result,
    _each_in_play,
    _outcome,
    amount_of,
    cards_of,
    pick_one_at_a_time,
    players_of,
    strike_filtered,
)

# ---------------------------------------------------------------------------------------------------------
# «Ранить»: an ability's wounds
# ---------------------------------------------------------------------------------------------------------


def _wound(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Ранить `what` на N» (an ability's wounds, §5.4), in the form its params say (``abilities.VERBS``)."""
    if e.param("split"):
        return _split_wounds(s, frame, e, choice)
    to = e.param("to")
    if to == A.TO_OWNERS_HERO:
        return _wound_owners_heroes(s, frame, e)
    if to == A.TO_ENEMY_CONTROLLERS_HERO:
        return _wound_enemy_controllers_hero(s, frame, e)
    if e.param("strike_is") is not None:
        return _wound_cards(s, frame, e, strike_filtered(s, frame, e))
    return _wound_cards(s, frame, e, None)


def _wound_cards(s: GameState, frame: Resolution, e: A.Effect, cards: list[int] | None) -> Result:
    """Each card of ``what`` (or of ``cards``, when the strike filter chose them) is wounded by the amount; the excess
    beyond its life is noted for «на величину избыточного урона» (digest §5.4.8)."""
    if e.param("strike_is") is not None and cards is None:
        frame.last = ()
        return NONE
    # «удвойте количество ран на каждом существе»: each card by its own wounds
    own = e.amount.per if isinstance(e.amount, A.Amount) and e.amount.kind == "own_wounds" else 0
    n = 0 if own else amount_of(s, frame, e.amount)
    excess = 0
    dealer = _dealer(s, frame, e)

    def wound(c: int) -> bool:
        nonlocal excess
        cs = s.cards[c]
        left = continuous.life(s, cs)
        dealt = deal_wounds(s, dealer, c, cs.wounds * own if own else n, ABILITY)
        excess += max(0, dealt - max(left, 0))  # «избыточный урон»: wounds beyond its life (digest §5.4.8)
        return dealt > 0

    if cards is None:
        result = _each_in_play(s, frame, e, wound)
    else:
        done = [c for c in cards if c in s.cards and wound(c)]
        frame.last = tuple(cards)
        frame.doing = tuple(done)
        result = _outcome(len(done), len(cards))
    frame.doing_excess = excess
    return result


def _dealer(s: GameState, frame: Resolution, e: A.Effect) -> int:
    """The card that deals the wounds: param ``dealer`` («оно наносит …»: the trigger's card), else the source."""
    if e.param("dealer") is None:
        return frame.item.source
    dealers = cards_of(s, frame, e.param("dealer"))
    return dealers[0] if dealers else frame.item.source


def _wound_owners_heroes(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«…, при этом раньте его владельца на Х»: the hero of the owner of each card ``what`` means is wounded by the
    amount (wounds of an ability, as «Ранить»); each hero once, however many of his cards are meant."""
    n = amount_of(s, frame, e.amount)
    heroes: list[int] = []
    for c in cards_of(s, frame, e.what):
        hero = s.players[s.catalog.owners[c]].hero
        if hero not in heroes:
            heroes.append(hero)
    if not heroes or n <= 0:
        return NONE
    done = [h for h in heroes if h in s.cards and deal_wounds(s, frame.item.source, h, n, ABILITY) > 0]
    frame.doing = tuple(done)
    return _outcome(len(done), len(heroes))


def _wound_enemy_controllers_hero(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«оно наносит столько же ран герою этого противника»: the dealer (param ``dealer``: the card that dealt the wounds)
    deals the amount to the hero of the controller of the card of ``what`` (the one wounded), if that player is an
    opponent of the ability's controller."""
    wounded = cards_of(s, frame, e.what)
    dealers = cards_of(s, frame, e.param("dealer"))
    if not wounded or not dealers:
        return NONE
    cs = s.cards.get(wounded[0])
    controller = cs.controller if cs is not None else s.catalog.owners[wounded[0]]
    if controller == frame.item.player:
        return NONE  # no «этот противник»: the wounded card was the controller's own
    hero = s.players[controller].hero
    frame.last = (hero,)
    return FULL if deal_wounds(s, dealers[0], hero, amount_of(s, frame, e.amount), ABILITY) > 0 else NONE


def _split_wounds(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Распределите Х ран среди <существ>»: the controller assigns the X wounds one at a time, each to a card of
    ``what`` in play (a card may get several; with one card left to pick from, the rest go to it); the picks are kept
    in ``frame.scratch``. Then each card is wounded once by its share (one wounding each, source = this ability's
    source), in the order the cards were first picked. Nothing is dealt before every wound is assigned, so X and the
    cards stay the same while the player picks."""
    n = amount_of(s, frame, e.amount)
    if e.param("per_pick"):
        return _wound_each_pick(s, frame, e, n, choice)
    asked = pick_one_at_a_time(s, frame, e, n, choice, lambda c: None,
                               ("Распределите раны: ранить существо на 1 (осталось {left})",
                                "Distribute wounds: one more to a creature ({left} left)"))
    if asked is not None:
        return asked
    shares: dict[int, int] = {}
    for c in frame.scratch:
        shares[c] = shares.get(c, 0) + 1
    frame.scratch = ()
    excess = 0 if shares else n  # «избыточный урон»: with no card to take them, every wound is excess

    def wound(c: int, k: int) -> bool:
        nonlocal excess
        left = continuous.life(s, s.cards[c])
        dealt = deal_wounds(s, frame.item.source, c, k, ABILITY)
        excess += max(0, dealt - max(left, 0))  # wounds beyond its life (digest §5.4.8)
        return dealt > 0

    wounded = [c for c, k in shares.items() if c in s.cards and wound(c, k)]
    frame.last = tuple(shares)
    frame.doing = tuple(wounded)
    frame.doing_excess = excess
    if not shares:
        return NONE if n > 0 else FULL
    return _outcome(len(wounded), len(shares))


def _wound_each_pick(s: GameState, frame: Resolution, e: A.Effect, n: int, choice: Option | None) -> Result:
    """«Ранить <персонажа> на K за каждые … (вы можете выбирать разные цели)» (param ``per_pick`` K): ``n`` picks,
    one at a time, each a card of ``what`` in play that could be named as the target of this ability (118.1: the
    restrictions on targets hold); the same card may be picked again. Then each pick, in order, is a wounding of K of
    its own (so «на 1 рану больше» and prevention count each time). Nothing is dealt before every pick is made."""
    per_pick = e.param("per_pick")
    spec = A.Target(e.what.select) if isinstance(e.what, A.Ref) and e.what.select is not None else None
    item = frame.item

    def nameable(pool: list[int]) -> list[int]:
        return targetable(s, item.player, item.source, spec, item.kind, pool) if spec is not None else pool

    asked = pick_one_at_a_time(s, frame, e, n, choice, lambda c: None,
                               (f"Выберите, кого ранить на {per_pick} (осталось {{left}})",
                                f"Choose whom to wound by {per_pick} ({{left}} left)"), nameable)
    if asked is not None:
        return asked
    picks, frame.scratch = frame.scratch, ()
    wounded = [c for c in picks if c in s.cards and deal_wounds(s, item.source, c, per_pick, ABILITY) > 0]
    frame.last = tuple(dict.fromkeys(picks))
    frame.doing = tuple(dict.fromkeys(wounded))
    if not picks:
        return NONE if n > 0 else FULL
    return _outcome(len(wounded), len(picks))


# ---------------------------------------------------------------------------------------------------------
# «Выстрел» and «Отравление»
# ---------------------------------------------------------------------------------------------------------


def _shot(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Выстрел на N» (§5.5): an attack, so «–X от атаки» lessens it, «при атаке» fires and Медитация is paid; param
    ``shooter`` (a Ref): «<ваше существо> производит выстрел» — another card shoots."""
    n = amount_of(s, frame, e.amount)
    bonus = 0
    shooter = frame.item.source
    if e.param("shooter") is not None:  # «<ваше существо> производит выстрел …» — another card shoots
        shooters = cards_of(s, frame, e.param("shooter"))
        if not shooters or shooters[0] not in s.cards:
            return NONE
        shooter = shooters[0]
    src = s.cards.get(shooter)
    if src is not None:
        bonus = continuous.added_keyword(s, src, "shot_bonus")  # «+N к выстрелам» add up
        if "attack_penalty" in s.catalog.keywords_possible:  # «-N к атакам»: a shot is an attack (FAQ #29)
            bonus -= continuous.added_keyword(s, src, "attack_penalty")

    if player_forbids(s, frame.item.player, A.ATTACK):  # a shot is an attack (FAQ #29): «не может атаковать»
        return NONE
    if s.config.declared_attacks == "strikes_and_shots":  # «не может объявлять атаку более N раз за ход»
        if not attack_rules.attack_declarations_left(s, frame.item.player):
            return NONE
        attack_rules.note_attack_declared(s, frame.item.player)

    watch = A.ATTACK_EXCESS_WOUNDS in s.catalog.listened  # the excess of the shot (an attack)

    def shoot(c: int) -> bool:
        emit(s, A.ATTACKS, shooter, c, -1)
        combat.attack_events(s, shooter, c, by_strike=False)
        combat.meditation(s, shooter, c)
        tcs = s.cards.get(c)
        # a shot is an attack: «–X от атак» lessens it too (digest §6.2 «–X от атаки»), then «сводятся к X»
        value = n + bonus if tcs is None else combat.reduced_attack(s, tcs, n + bonus - combat.attack_reduction(s, tcs, shooter))
        left = max(continuous.life(s, tcs), 0) if watch and tcs is not None else 0
        dealt = deal_wounds(s, shooter, c, value, SHOT)
        if watch and dealt > left:
            combat.emit_attack_excess(s, shooter, c, dealt - left)
        if A.ATTACK_NO_WOUNDS in s.catalog.listened and s.catalog.defs[shooter].type == "creature":
            combat.emit_no_wounds(s, shooter, c, [dealt])  # a shot is an attack too
        if A.ATTACK_TARGET_DIED in s.catalog.listened:  # «При атаке, если цель погибла»
            note_attack(s, shooter, c)
        return dealt > 0

    return _each_in_play(s, frame, e, shoot)


def _poison(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Отравите на N» (§6.2 «Отравление»): only the highest value applies; param ``add``: «усилить отравление» adds."""
    n = amount_of(s, frame, e.amount)
    add = bool(e.param("add"))

    def poison(c: int) -> bool:
        cs = s.cards[c]
        if continuous.has(s, cs, "poison_protection"):
            return False
        cs.poison = cs.poison + n if add else max(cs.poison, n)  # only the highest value applies (§6.1)
        if A.GOT_POISONED in s.catalog.listened:  # «Когда существо противника получает Отравление»
            emit(s, A.GOT_POISONED, c, frame.item.source, n, player=cs.controller)
        return True

    return _each_in_play(s, frame, e, poison)


# ---------------------------------------------------------------------------------------------------------
# «Излечите»
# ---------------------------------------------------------------------------------------------------------


def _heal(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Излечите `what` на N» (119.5.1), in the form its params say (``abilities.VERBS``)."""
    if e.param("split"):
        return _heal_one_at_a_time(s, frame, e, choice)
    excess = e.param("excess")
    if excess == A.EXCESS_TO_EXTRA_LIVES:
        return _heal_excess_to_lives(s, frame, e)
    if excess == A.EXCESS_NOTED:
        return _heal_noting_excess(s, frame, e)
    n = None if e.param("all") else amount_of(s, frame, e.amount)
    if e.param("keyword") is not None and s.static_sources and continuous.has_static_kind(s, "keyword_bonus"):
        src = s.cards.get(frame.item.source)  # «Регенерация X» with «Ваши тролли имеют +1 к регенерации» in play:
        if src is not None:  # the card's current value (printed or granted, plus the bonus — continuous.keyword)
            n = max(n or 0, continuous.keyword(s, src, e.param("keyword")))
    return _each_in_play(s, frame, e, lambda c: heal(s, c, n, healer=frame.item.player) > 0)


def _heal_excess_to_lives(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """Вампиризм (§6.2): heal by N; what is left over becomes дополнительные жизни."""
    n = amount_of(s, frame, e.amount)

    def heal_it(c: int) -> bool:
        # with «Вампиризм N или +N к Вампиризму» in the game, Вампиризм heals by the card's value now
        # (its printed ability has the printed value; the highest value applies, §6)
        heal_with_excess(s, c, max(n, continuous.keyword(s, s.cards[c], "vampirism")) if s.catalog.raises_keywords else n,
                         healer=frame.item.player)
        return True

    return _each_in_play(s, frame, e, heal_it)


def _heal_noting_excess(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """«Излечите вашего героя на Х» before «…, чем избыточное лечение» (Найти лекарство): an ordinary heal
    (wounds.heal: an «избыточное лечение» replacement still applies), noting Х minus the wounds removed. Healing that
    is forbidden («не могут быть излечены») heals nothing, so nothing is beyond the wounds either."""
    n = amount_of(s, frame, e.amount)
    key = EXCESS_KEY + str(frame.item.source)
    s.turn_counts[key] = 0

    def heal_it(c: int) -> bool:
        removed = heal(s, c, n, healer=frame.item.player)
        if c in s.cards and not heal_forbidden(s, s.cards[c]):
            s.turn_counts[key] = s.turn_counts.get(key, 0) + n - removed
        return removed > 0

    return _each_in_play(s, frame, e, heal_it)


def _heal_one_at_a_time(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«снять суммарно N ран с персонажей противника» / «Излечите до N ран с ваших персонажей» (param ``up_to``): one
    wound at a time from a wounded character (not hidden) of player ``what``, picked by the controller. Without
    ``up_to`` he is not asked when only one is wounded, and it is done only if all N came off; with it he may stop
    («до») and it is done as far as it went."""
    if e.param("up_to"):
        return _heal_up_to(s, frame, e, choice)
    n = amount_of(s, frame, e.amount)
    owners = set(players_of(s, frame, e.what))
    if choice is not None:
        heal(s, choice.card, 1, healer=frame.item.player)
        frame.scratch = (*frame.scratch, choice.card)
    while len(frame.scratch) < n:
        wounded = _wounded_characters(s, owners)
        if not wounded:
            break
        if len(wounded) > 1:
            return Decision(frame.item.player, "card", tuple(Option(CARD, c) for c in wounded),
                            f"Снимите рану (ещё {n - len(frame.scratch)})", f"Remove a wound ({n - len(frame.scratch)} more)")
        heal(s, wounded[0], 1, healer=frame.item.player)
        frame.scratch = (*frame.scratch, wounded[0])
    done = len(frame.scratch)
    frame.last = tuple(dict.fromkeys(frame.scratch))
    return FULL if done >= n else (NONE if done == 0 else PARTIAL)


def _wounded_characters(s: GameState, owners: set[int]) -> list[int]:
    """The wounded characters in play (not hidden) controlled by a player of ``owners``."""
    return [c for c in s.play if s.cards[c].controller in owners and s.cards[c].wounds > 0
            and s.catalog.defs[c].type in ("creature", "hero") and not s.cards[c].counters.get("hidden", 0)]


def _heal_up_to(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Излечите до N ран с ваших персонажей»: the controller is asked each time (he may stop); done as far as it went."""
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        else:
            heal(s, choice.card, 1, healer=frame.item.player)
            frame.scratch = (*frame.scratch, choice.card)
    picked = tuple(c for c in frame.scratch if c >= 0)
    if -1 not in frame.scratch and len(picked) < n:
        wounded = _wounded_characters(s, set(players_of(s, frame, e.what)))
        if wounded:
            left = n - len(picked)
            return Decision(frame.item.player, "card", (*(Option(CARD, c) for c in wounded), Option(DONE)),
                            f"Излечите рану (ещё до {left}) или «done»", f"Heal a wound (up to {left} more) or done")
    frame.last = tuple(dict.fromkeys(picked))
    frame.doing = frame.last
    return FULL if picked else NONE


# ---------------------------------------------------------------------------------------------------------
# Дополнительные жизни
# ---------------------------------------------------------------------------------------------------------


def _extra_life(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«`what` получает N дополнительных жизней» (§2.2: markers on top of its life, not healing); param ``remove``:
    «Снимите до N дополнительных жизней с персонажей»."""
    if e.param("remove"):
        return _remove_extra_lives(s, frame, e, choice)
    n = amount_of(s, frame, e.amount)

    def add(c: int) -> bool:
        return add_extra_life(s, c, n, frame.item.source)  # replaced: not done («…, иначе» runs)

    return _each_in_play(s, frame, e, add)


def _remove_extra_lives(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Снимите до N дополнительных жизней с ваших / любых персонажей»: one life at a time, the controller picks a
    character (his own, or any player's with param ``side`` ANY) with a дополнительная жизнь, or stops («до»). Hidden
    characters are not offered. ``frame.doing`` gets the character once per life removed, so that «… за каждые K
    снятые дополнительные жизни» (Amount ``done`` with ``div`` K) counts the lives."""
    player = frame.item.player
    n = amount_of(s, frame, e.amount)
    if choice is not None:
        if choice.kind == DONE:
            frame.scratch = (*frame.scratch, -1)
        elif remove_extra_life(s, choice.card):
            frame.scratch = (*frame.scratch, choice.card)
    picked = tuple(c for c in frame.scratch if c >= 0)
    if -1 not in frame.scratch and len(picked) < n:
        side_any = e.param("side") == A.ANY
        holders = [c for c in s.play if s.catalog.defs[c].type in ("creature", "hero")
                   and (side_any or s.cards[c].controller == player)
                   and not s.cards[c].counters.get("hidden", 0) and extra_lives_of(s, c) > 0]
        if holders:
            options = (*(Option(CARD, c) for c in holders), Option(DONE))
            left = n - len(picked)
            return Decision(player, "card", options, f"Снимите дополнительную жизнь (ещё до {left}) или «done»",
                            f"Remove an extra life (up to {left} more) or done")
    frame.doing = picked
    return FULL if picked else NONE


CONCEPT_HANDLERS: dict[str, Handler] = {
    "wound": _wound,
    "shot": _shot,
    "poison": _poison,
    "heal": _heal,
    "extra_life": _extra_life,
}

HANDLERS.update(CONCEPT_HANDLERS)
