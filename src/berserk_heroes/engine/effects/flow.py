"""Flow (the order and choices of an ability's instructions, and what they name): the effect verbs ``sequence``,
``choose_mode``, ``declare_target``, ``name``, ``repeat``, ``extra_turn``, ``delayed``, ``lose_game`` and ``establish`` (a
rule changed for a time); registered into
``effects.HANDLERS`` on import. What each verb's params mean is in ``abilities.VERBS``.

- ``repeat`` of a spell: «повторите это заклинание» — the spell's abilities are declared again by the ability's
  controller («под вашим контролем»), without payment and without playing the card (no CARD_PLAYED: it does not
  move), right after the repeating ability has resolved: modes and targets are chosen anew (Побег repeats itself
  after its target went back to the hand; Келем says «вы можете выбрать новые цели»). The repeat fails (nothing
  happens, «при этом» parts after it are not done) if the spell could not be declared now (117.1), or has an X cost
  and was not played this turn (its X is not known, as for «разыграйте … бесплатно»). A spell of cost X played this
  turn is repeated with the X paid for it (digest §6.3 «Повторить»: X keeps its value; ``declare.SPELL_X``).
- ``repeat`` of «Найм»: the card's own «Найм» abilities trigger again, as if it had just entered play (new targets);
  the text overrides «once per turn» (112.5) for that time.
"""

from __future__ import annotations

from functools import lru_cache

from ... import abilities as A
from ...cards.data import load_card_data
from ...decisions import MODE, NAME, Decision, Option, card_names, creature_names
from .. import declare
from ..ability_facts import nested_mode_targets
from ..delayed import set_up
from ..resolution import Resolution
from ..state import DELAYED_BASE, CardEffect, GameState, ability_at, tagged_total
from ..trigger_points import TriggerPoint
from . import (
    AMOUNT_KINDS,
    FULL,
    HANDLERS,
    NONE,
    Handler,
    Result,
    _each_in_play,
    amount_of,
    cards_of,
    players_of,
)


def _sequence(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """A group of instructions run in order (params ``effects``): what a connector («при этом», «иначе») applies to."""
    effects: tuple[A.Effect, ...] = e.param("effects", ())
    return effects


def _nested_modes(s: GameState, frame: Resolution, e: A.Effect) -> bool:
    """Is this «Выберите одно из» (modes written as abilities) not at the top level of its ability, or of a delayed
    trigger (declared with no modes of its own: engine/delayed.declare)?"""
    if frame.item.ability >= DELAYED_BASE:
        return True
    ab = ability_at(s.catalog, frame.item.source, frame.item.ability)
    return not any(top is e for top in ab.effects)


def _choose_mode(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Выберите одно из»: modes written as abilities with their own targets are chosen at declaration
    (their targets follow the ability's own); plain effect modes are chosen now. A number of choices that is an
    Amount («Выберите Х раз одно из», «Создайте A или B за каждого излеченного персонажа») is counted when the
    resolution reaches it; then the modes (none with targets: engine/support.py) are chosen one at a time."""
    times = e.param("times", 1)
    if isinstance(times, A.Amount):
        n = amount_of(s, frame, times)
        return (_times(e, n),) if n > 0 else NONE
    modes = e.param("modes", ())
    if modes and isinstance(modes[0], A.Ability) and _nested_modes(s, frame, e):
        # modes under another instruction («Засада 2{м}, при этом выберите одно из: …», Яргус
        # Сатар) are not chosen at declaration (declare.declared_modes reads the top level only): one is chosen now,
        # like plain modes, and its targets are named when the resolution reaches them (§7.4; numbered from
        # NESTED_TARGETS_BASE, resolve.ResolveFrame._late_target)
        if choice is not None and modes[choice.num].targets:
            ab = ability_at(s.catalog, frame.item.source, frame.item.ability)
            return [(modes[choice.num].effects, nested_mode_targets(ab)[1][(id(e), choice.num)])]
        modes = tuple(m.effects for m in modes)
    if modes and isinstance(modes[0], A.Ability):
        base = len(ability_at(s.catalog, frame.item.source, frame.item.ability).targets)
        chosen = []
        for m in frame.item.modes:  # the declared targets follow the ability's own, mode by mode
            chosen.append((modes[m].effects, base))
            base += len(modes[m].targets)
        return chosen
    if choice is None:
        options = tuple(Option(MODE, frame.item.source, num=i) for i in range(len(modes)))
        chooser = 1 - frame.item.player if e.param("chooser") == "opponent" else frame.item.player
        return Decision(chooser, "mode", options, "Выберите одно из:", "Choose one:")
    effects: tuple[A.Effect, ...] = modes[choice.num]
    if isinstance(times, int) and times > 1:  # chosen now, N times: this mode, then the choice again
        return (*effects, _times(e, times - 1))
    return effects


def _times(e: A.Effect, n: int) -> A.Effect:
    """The «Выберите … одно из» ``e`` made ``n`` times (a number, no longer an Amount)."""
    return A.Effect(e.verb, e.what, e.amount, params=tuple((k, n if k == "times" else v) for k, v in e.params),
                    then=e.then, otherwise=e.otherwise, optional=e.optional, condition=e.condition)


def _declare_target(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Выберите …»: the target was named at declaration; later effects refer to it (IT). In the source's own «Найм:»
    (its ENTERS_PLAY trigger about itself) the card named is also remembered on the source (counter ``@hire_chosen``)
    for «выбранное при Найме существо»."""
    frame.last = tuple(cards_of(s, frame, e.what))
    item = frame.item
    src = s.cards.get(item.source)
    if src is not None and item.kind == "triggered" and item.ability >= 0 and len(frame.last) == 1 \
            and frame.last[0] in s.cards:
        ab = ability_at(s.catalog, item.source, item.ability)
        if ab.trigger is not None and ab.trigger.event == A.ENTERS_PLAY and ab.trigger.subject is None:
            src.counters["@hire_chosen"] = frame.last[0]
    return FULL if frame.last else NONE


def _name(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Назовите карту», «активный игрок называет карту», «Выберите класс»: a player names something, remembered on
    the source for the selectors that read it (``Select.name`` NAMED, ``Select.classes`` CHOSEN_CLASS).

    params ``named``: A.CARD_NAME (any card name of the card data, ``GameState.named``) or A.CLASS_NAME (a creature
    class printed on a creature in this game, ``GameState.chosen_class``); ``chooser``: A.YOU (the controller, by
    default) or A.ACTIVE_PLAYER (the player whose turn it is)."""
    chooser = s.active if e.param("chooser", A.YOU) == A.ACTIVE_PLAYER else frame.item.player
    if e.param("named") == A.CLASS_NAME:
        return _name_class(s, frame, chooser, choice)
    if e.param("named") == A.COST_NAME:
        return _name_cost(s, frame, chooser, choice)
    names = card_names()
    if choice is None:
        kind = e.param("kind")  # «Назовите существо»: only the names of creatures
        allowed = creature_names() if kind == A.CREATURE else None
        options = tuple(Option(NAME, frame.item.source, num=i) for i in range(len(names))
                        if allowed is None or names[i] in allowed)
        prompt = ("Назовите существо", "Name a creature") if allowed is not None else ("Назовите карту", "Name a card")
        return Decision(chooser, "name", options, *prompt)
    s.named = {**s.named, frame.item.source: names[choice.num]}
    return FULL


def _name_class(s: GameState, frame: Resolution, chooser: int, choice: Option | None) -> Result:
    classes = sorted({c for d in s.catalog.defs if d.type == "creature" for c in d.classes})
    if not classes:
        return NONE
    if choice is None:
        options = tuple(Option(MODE, frame.item.source, num=i) for i in range(len(classes)))
        prompt = "Выберите класс: " + ", ".join(f"{i + 1} — {c}" for i, c in enumerate(classes))
        return Decision(chooser, "mode", options, prompt, "Choose a class (see the numbers)")
    s.chosen_class[frame.item.source] = classes[choice.num]
    return FULL


_COSTS_NAMED = "@costs_named/"  # turn_counts key prefix: the costs (a bit each) named since the spell was played
_COSTS_BARRED = "@costs_barred/"  # … the costs its next «Назовите стоимость» may not name (set by a repeat)


@lru_cache(maxsize=1)
def _highest_printed_cost() -> int:
    """The highest cost printed on a card of the card data — of the whole pool, not of this game's cards (as
    ``decisions.card_names``: those would tell the namer something of the opponent's deck)."""
    return max((card.cost or 0 for card in load_card_data()), default=0)


def _name_cost(s: GameState, frame: Resolution, chooser: int, choice: Option | None) -> Result:
    """«Назовите стоимость {м}»: a cost from 0 to the highest printed cost of the card data (a higher one could match
    nothing), but those a repeat «называя другую стоимость» bars; remembered for this turn (A.NAMED_COST_KEY)."""
    source = frame.item.source
    barred = s.turn_counts.get(f"{_COSTS_BARRED}{source}", 0)
    if choice is None:
        top = _highest_printed_cost()
        options = tuple(Option(MODE, source, num=c) for c in range(top + 1) if not barred >> c & 1)
        if not options:
            return NONE
        return Decision(chooser, "mode", options, "Назовите стоимость (число {м})", "Name a cost (a number of coins)")
    s.turn_counts.pop(f"{_COSTS_BARRED}{source}", None)
    named_before = s.turn_counts.get(f"{_COSTS_NAMED}{source}", 0) if barred else 0  # (a fresh play starts anew)
    s.turn_counts[f"{_COSTS_NAMED}{source}"] = named_before | 1 << choice.num
    s.turn_counts[f"{A.NAMED_COST_KEY}{source}"] = choice.num
    return FULL


def _bar_named_costs(s: GameState, spell: int) -> None:
    """«повторите это заклинание, называя другую стоимость {м}»: the repeated spell may not name the cost named now
    (RulesConfig other_cost_named 'last') or any cost named since it was played ('all')."""
    last = s.turn_counts.get(f"{A.NAMED_COST_KEY}{spell}")
    every = s.turn_counts.get(f"{_COSTS_NAMED}{spell}", 0)
    barred = every if s.config.other_cost_named == "all" else (1 << last if last is not None else 0)
    s.turn_counts[f"{_COSTS_BARRED}{spell}"] = barred | 1 << 62  # (never 0: the next naming is a repeat's)


def _repeat(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«повторите это заклинание», «Найм <карты> срабатывает ещё раз (за каждого …)»: params ``repeated`` A.SPELL (the
    spell ``what`` is declared again) or A.ENTERS_PLAY (the «Найм» abilities of ``what`` trigger again), ``amount``
    times (1 by default; the last time's outcome counts)."""
    times = amount_of(s, frame, e.amount)
    again = _repeat_spell if e.param("repeated") == A.SPELL else _repeat_enters
    result: Result = NONE
    for _ in range(times):
        result = again(s, frame, e)
    return result


def _repeat_enters(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    def again(c: int) -> bool:
        cs = s.cards[c]
        found = False
        for index, ab in s.catalog.triggered[c]:
            if ab.trigger is not None and ab.trigger.event == A.ENTERS_PLAY and ab.trigger.subject is None:
                if _counted_repeat_of_enters(ab):
                    continue  # «Найм … срабатывает ещё раз за каждого …» is no «Найм» to repeat itself
                key = (c, index)
                if s.used.get(key, 0):
                    s.used[key] -= 1  # the text overrides «once per turn» (112.5) for this one time
                s.triggers.append(TriggerPoint(s.next_queue_id, cs.controller, c, index,
                                               (A.ENTERS_PLAY, c, -1, 0, cs.controller), ab.optional))
                s.next_queue_id += 1
                found = True
        return found

    return _each_in_play(s, frame, e, again)


def _counted_repeat_of_enters(ab: A.Ability) -> bool:
    first = ab.effects[0] if ab.effects else None
    return first is not None and first.verb == "repeat" and first.param("repeated") == A.ENTERS_PLAY \
        and first.amount is not None


def _repeat_spell(s: GameState, frame: Resolution, e: A.Effect) -> Result:
    """Declare the spell ``what`` again (module doc): a DeclareFrame with base cost 0 and ``repeat`` set, put under this
    resolution so that it runs as soon as this ability has resolved."""
    cards = cards_of(s, frame, e.what)
    if not cards:
        return NONE
    spell = cards[0]
    player = frame.item.player
    d = s.catalog.defs[spell]
    x = s.turn_counts.get(f"{declare.SPELL_X}{spell}") if d.cost_is_x else 0  # X keeps its value
    if d.type != "spell" or not d.abilities or x is None or not declare.spell_declarable(s, player, spell):
        return NONE
    if e.param(A.NAME_OTHER_COST):
        _bar_named_costs(s, spell)
    again = declare.DeclareFrame(player, spell, tuple(declare.spell_abilities(s, spell)), "spell", (), -1, 0)
    again.repeat = True
    again.x = x
    s.frames.insert(s.frames.index(frame), again)
    return FULL


def _richer_players(s: GameState, frame: Resolution, amount: A.Amount) -> int:
    """«за каждого игрока, у которого {м} больше, чем у вас»: coins open, closed, temporary and tagged — as the condition
    «у вас N или более {м}» counts them."""
    me = s.players[frame.item.player]
    mine = me.coins + me.temp_coins + tagged_total(me)
    return sum(1 for p in s.players if p is not me and p.coins + p.temp_coins + tagged_total(p) > mine)


def _extra_turn(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«Получите дополнительный ход» (digest §4.2.5): each player of ``what`` takes a turn after this one. With params
    ``skip`` («пропускает свой ход»): each one's next normal turn is skipped instead (``GameState.skipped_turns``)."""
    for p in players_of(s, frame, e.what):
        (s.skipped_turns if e.param("skip") else s.extra_turns).append(p)
    return FULL


def _end_turn(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«ход немедленно заканчивается» (digest §4.2 «Немедленно»): the turn is marked as ended (``turn_counts``
    TURN_ENDS_NOW); once the resolution is over, the turn frame skips every phase left, «В конце хода» and the hand limit,
    and only does what 310.2/310.3 keep (engine/turn.py). RulesConfig ``turn_end_now_queue`` 'emptied': the abilities
    waiting in the Queue, or triggered and not declared yet, are removed now."""
    s.turn_counts[A.TURN_ENDS_NOW] = 1
    if s.config.turn_end_now_queue == "emptied":
        s.queue.clear()
        s.triggers.clear()
    return FULL


def _delayed(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«В конце хода …», «в начале вашего следующего хода …»: a delayed instruction (engine/delayed.py)."""
    return set_up(s, frame, e)


def _establish(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """A rule changed for a time («не могут …», «можете разыгрывать … с кладбища», «входят в игру закрытыми», «не
    открываются», «в следующий раз, когда … вместо этого …»): a CardEffect of kind params ``rule`` on the hero of each
    player of ``what``, for params ``duration`` (END_OF_TURN by default), which the rules code of that rule reads:

    - A.BAN: engine/restrictions.py (``player_forbids``; key: the instruction's number in the game's ban index; the
      duration is measured from the banned player's turns with params ``window`` «own_next_turn»);
    - A.GRAVE_PLAY: ``play.from_graveyard`` (the cards of params ``select``);
    - A.ENTER_CLOSED: ``zones.enters_closed`` (every creature entering play comes in closed);
    - A.COINS_STAY_CLOSED: ``turn.untap`` (the player's coins do not open);
    - A.DRAW_INSTEAD: ``replacements.draw_replaced``, ``zones.draw`` (his next draw is made by the controller instead);
    - A.WOUND_SCALE: ``replacements.scaled_wounds`` (the next wounds his cards deal or take are doubled or halved);
    - A.NEXT_ENTERS_YOURS: ``zones.enter_play`` (the next creature of his opponent enters under his control, with
      value its strike and life);
    - A.TARGETS_BY_OPPONENT: ``declare.DeclareFrame._targets_by_opponent`` (his opponent names the targets of the next
      spell he declares with targets; used up by it);
    - A.HAND_ABILITY: ``triggers.hand_granted_triggers`` (the cards of params select in his hand have the quoted
      params ability: key the instruction's number in ``Catalog.hand_abilities``, value the ability's number)."""
    rule = e.param("rule")
    key, value = "", 1
    if rule == A.BAN:
        number = s.catalog.restrictions.ban_index.get(e)
        if number is None:
            return NONE
        key, value = str(number), 0
    elif rule == A.DRAW_INSTEAD:
        key = "controller"
    elif rule == A.WOUND_SCALE:  # engine/replacements.scaled_wounds: «dealt:double», «taken:half_down» …
        key = f"{e.param('side')}:{e.param('scale')}"
    elif rule == A.NEXT_ENTERS_YOURS:  # the strike and life the creature will have, counted now (−1: its own)
        value = amount_of(s, frame, e.amount, -1) if e.amount is not None else -1
    elif rule == A.HAND_ABILITY:  # key: the instruction's number in the game (its select), value: the ability's
        if e not in s.catalog.hand_abilities or e.param("ability") not in s.catalog.granted_index:
            return NONE
        key, value = str(s.catalog.hand_abilities.index(e)), s.catalog.granted_index[e.param("ability")]
    duration = e.param("duration", A.END_OF_TURN)
    done: Result = NONE
    for player in players_of(s, frame, e.what):
        hero = s.cards.get(s.players[player].hero)
        if hero is None:
            continue
        # whose turn ends the duration: the player himself for «в свой следующий ход», else the controller
        owner = player if e.param("window") == "own_next_turn" else frame.item.player
        hero.effects.append(CardEffect(rule, key, value, duration, frame.item.source, s.turn, owner))
        done = FULL
    return FULL if rule in (A.BAN, A.GRAVE_PLAY) else done


def _lose_game(s: GameState, frame: Resolution, e: A.Effect, choice: Option | None) -> Result:
    """«он проигрывает игру»: the player `what` loses — the game ends at once with his opponent the winner."""
    players = players_of(s, frame, e.what)
    if not players or s.result is not None:
        return NONE
    s.result = (1 - players[0], "card_effect")
    return FULL


AMOUNT_KINDS.update({"richer_players": _richer_players})

CONCEPT_HANDLERS: dict[str, Handler] = {
    "sequence": _sequence,
    "choose_mode": _choose_mode,
    "declare_target": _declare_target,
    "name": _name,
    "repeat": _repeat,
    "extra_turn": _extra_turn,
    "end_turn": _end_turn,
    "delayed": _delayed,
    "lose_game": _lose_game,
    "establish": _establish,
}

HANDLERS.update(CONCEPT_HANDLERS)
