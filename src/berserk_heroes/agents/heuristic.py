"""The heuristic agent: a rule-based player, fast enough to be the search's rollout policy.

Every decision is a score per option, without copying the game (``choose_option``):

* **main** (фаза Выбора): play the most valuable card it can pay for (dearer first: coins unspent are lost); then
  make each attack whose expected trade is favourable — the defender the opponent would pick is assumed, for attacks
  on the hero weighted by the chance that a defender is left for it (each stops one attack), an attack on a closed
  card is answered by nobody, every attack goes at the hero when what gets through kills it, and damage to the hero
  counts more as a game drags on; activate abilities with the coins left; end the turn when nothing scores above 0;
* **defender**: block when the fight costs less than the wounds it saves (its hero's life counts more as it runs low);
* **target**: hostile abilities (wound, destroy, close, stun, shot …) aim at the enemy card they hurt most — one they
  kill first, the most valuable one otherwise; friendly ones (heal, boost, ready …) at one's own best card;
* **card** (discard, payment, search, revive …): give up one's cheapest card, take one's dearest, hit the enemy's best;
* **mulligan**: put back cards that cost 5 or more; **trigger**: declare; **x**: the largest; **yes/no**: yes.

The agent sees the game through a determinised copy (``InformationSet.determinise``) and reads only what its seat
knows (``agents/evaluation.py``), so what it does never depends on hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import abilities as A
from .. import decisions as D
from ..abilities import basic_form
from ..decisions import Option
from ..engine import attack_rules, combat, continuous
from ..rng import Rng
from . import evaluation as E
from .base import SeatInput

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import GameState

# Effect verbs that hurt the card they act on, and those that help it.
HOSTILE = frozenset({"wound", "shot", "poison", "close", "destroy", "fight", "hoard", "mill", "lose_coins"})
FRIENDLY = frozenset({"heal", "open", "grant", "extra_life", "gain_coins", "draw"})
MULLIGAN_COST = 5
PLAY_BONUS = 3.0  # playing a card beats any ordinary attack: creatures played first can defend, coins are used
ACTIVATE_SCORE = 1.0
LONG_GAME = 20  # turns; after that, damage to the hero counts more and more
HERO_HIT = 1.0  # value of a wound on the enemy hero (more as its life runs low: evaluation.hero_value)


def choose_option(game: Game, rng: Rng | None = None) -> Option:
    """The heuristic's option at the game's decision (ties broken by ``rng`` when given, else the first)."""
    d = game.decision
    assert d is not None
    options = d.options
    if len(options) == 1:
        return options[0]
    scorer = _SCORERS.get(d.kind, _score_first)
    scores = scorer(game.state, d.player, options)
    best = max(scores)
    if rng is None:
        return options[scores.index(best)]
    ties = [o for o, v in zip(options, scores) if v >= best - 1e-9]
    return ties[0] if len(ties) == 1 else rng.choice(ties)


class HeuristicAgent:
    """The rule-based player; ``noise`` is the share of decisions made at random (the ``easy`` level)."""

    name = "heuristic"

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError("noise must be between 0 and 1")
        self.rng = Rng(seed)
        self.noise = noise

    def act(self, seat_input: SeatInput) -> Option:
        options = seat_input.options
        if len(options) == 1:
            return options[0]
        if self.noise and self.rng.randrange(1_000_000) < self.noise * 1_000_000:
            return self.rng.choice(options)
        game = seat_input.information_set().determinise(self.rng)
        return choose_option(game, self.rng)


# -- scorers: one per decision kind -------------------------------------------------------------------------------


def _score_first(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    """Unknown kinds: the first option (the engine lists the plain choice first)."""
    return [1.0] + [0.0] * (len(options) - 1)


def _score_main(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    board = Board(s)
    attackers = {o.card for o in options if o.kind == D.ATTACK}
    if attackers:
        board.plan_attacks(attackers)
    return [_main_option(board, o) for o in options]


def _main_option(board: Board, o: Option) -> float:
    kind = o.kind
    if kind == D.PLAY:
        d = board.s.catalog.defs[o.card]
        return PLAY_BONUS + E.hand_card_value(d) * 0.1 + (d.cost or 0)
    if kind == D.ATTACK:
        return attack_gain(board, o.card, o.target)
    if kind == D.ACTIVATE:
        return ACTIVATE_SCORE
    if kind == D.END:
        return 0.0
    return 0.5


class Board:
    """The numbers of the cards in play that the scores read, each looked up once per decision:
    ``(strike, life left, value, first strike)``."""

    __slots__ = ("s", "_stats", "_defenders", "block_chance", "lethal")

    def __init__(self, s: GameState) -> None:
        self.s = s
        self._stats: dict[int, tuple[int, int, float, bool]] = {}
        self._defenders: dict[int, list[int]] = {}
        self.block_chance = 1.0  # how likely an attack on the hero meets a defender
        self.lethal = False  # whether attacking the hero with everything wins even if the best attackers are blocked

    def plan_attacks(self, attackers: set[int]) -> None:
        """Look at the attacks of this turn together: each defender stops one attack, so with more attackers than
        defenders some get through; and if what gets through kills the hero, every attack goes at the hero."""
        s = self.s
        first = next(iter(attackers))
        enemy = s.players[1 - s.cards[first].controller]
        if enemy.hero not in s.cards:
            return
        blockers = set()
        for a in attackers:
            blockers.update(self.defenders(a, enemy.hero))
        self.block_chance = min(1.0, len(blockers) / len(attackers))
        strikes = sorted((self.stats(a)[0] for a in attackers), reverse=True)
        self.lethal = sum(strikes[len(blockers):]) >= self.stats(enemy.hero)[1]

    def defenders(self, attacker: int, target: int) -> list[int]:
        """Who could defend against this attack: the creatures that could protect the hero, less the target
        itself (looked up once per attacker; texts that forbid defending one creature only are not looked at)."""
        s = self.s
        found = self._defenders.get(attacker)
        if found is None:
            hero = s.players[1 - s.cards[attacker].controller].hero
            found = self._defenders[attacker] = attack_rules.defenders(s, attacker, hero) if hero in s.cards else []
        if target in s.cards and s.catalog.defs[target].type != "hero":
            return [d for d in found if d != target] if s.config.defender_may_protect_creatures else []
        return found

    def stats(self, iid: int) -> tuple[int, int, float, bool]:
        found = self._stats.get(iid)
        if found is None:
            s = self.s
            cs = s.cards[iid]
            is_creature = s.catalog.defs[iid].type == "creature"
            found = self._stats[iid] = (continuous.strike(s, cs), continuous.life(s, cs),
                                        E.creature_value(s, cs) if is_creature else 0.0,
                                        is_creature and continuous.has(s, cs, "first_strike"))
        return found


def attack_gain(board: Board, attacker: int, target: int) -> float:
    """What a strike attack is expected to bring its attacker's side: the outcome with the defender the opponent
    would choose (if that is worse for the attacker than none), weighted for an attack on the hero by the chance that
    a defender is left for it (``Board.plan_attacks``); every attack that wins the game scores above all else."""
    s = board.s
    tcs = s.cards.get(target)
    if tcs is None:
        return -1.0
    strike = board.stats(attacker)[0]
    closing = 0.0 if continuous.has(s, s.cards[attacker], "attack_experience") else E.CLOSED * strike
    if s.catalog.defs[target].type == "hero":
        direct = hero_hit(board, target, strike)
        if board.lethal:
            return 50.0 + strike
    else:
        direct = fight_gain(board, attacker, target, not tcs.closed)
    blocked = min((fight_gain(board, attacker, d, True) for d in board.defenders(attacker, target)), default=direct)
    chance = board.block_chance if s.catalog.defs[target].type == "hero" else 1.0
    return chance * min(blocked, direct) + (1.0 - chance) * direct - closing


def hero_hit(board: Board, hero: int, wounds: int) -> float:
    """Wounds on a hero: the drop of its value, and more so as the game drags on (a long game is a stalled board:
    only damage to the hero ends it)."""
    life = board.stats(hero)[1]
    urgency = 1.0 + max(0, board.s.turn - LONG_GAME) / 10
    return HERO_HIT * urgency * (E.hero_value(life) - E.hero_value(life - wounds))


def fight_gain(board: Board, attacker: int, target: int, retaliates: bool) -> float:
    """The attacker's side's gain from a fight: the damage done minus the damage taken (first strike counted)."""
    strike_a, life_a, value_a, first_a = board.stats(attacker)
    strike_t, life_t, value_t, _ = board.stats(target)
    killed = strike_a >= life_t
    gain = _damage_value(value_t, strike_a, life_t)
    if retaliates and not (killed and first_a):
        gain -= _damage_value(value_a, strike_t, life_a)
    return gain


def _damage_value(value: float, wounds: int, life: int) -> float:
    """The value a creature loses to ``wounds``: all of it when they kill, a share otherwise (wounds stay)."""
    if wounds <= 0 or life <= 0:
        return 0.0
    if wounds >= life:
        return value + 1.0
    return 0.5 * value * wounds / life


def _score_defender(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    frame = next((f for f in reversed(s.frames) if isinstance(f, combat.AttackFrame)), None)
    if frame is None or frame.attacker not in s.cards:
        return _score_first(s, player, options)
    board = Board(s)
    attacker, target = frame.attacker, frame.target
    if target not in s.cards:
        unblocked = 0.0
    elif s.catalog.defs[target].type == "hero":
        unblocked = -hero_hit(board, target, board.stats(attacker)[0])
    else:
        unblocked = -fight_gain(board, attacker, target, not s.cards[target].closed)
    return [-fight_gain(board, attacker, o.card, True) - 0.2 if o.kind == D.DEFEND and o.card in s.cards
            else unblocked for o in options]


def _score_target(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    hostile = _hostility(s)
    return [_target_value(s, player, o, hostile) for o in options]


def _target_value(s: GameState, player: int, o: Option, hostile: bool) -> float:
    if o.kind == D.DONE:  # more targets only while they help
        return 0.0
    iid = o.card
    mine = _controller(s, iid) == player
    value = _card_worth(s, iid)
    if hostile:
        if mine:
            return -value
        cs = s.cards.get(iid)
        if cs is not None and s.catalog.defs[iid].type == "creature":
            value += 3.0 if continuous.life(s, cs) <= 2 else 0.0
        return value
    return value if mine else -value


def _hostility(s: GameState) -> bool:
    """Whether the ability being declared hurts what it targets (by the verbs of its effects on a target)."""
    from ..engine.declare import DeclareFrame
    from ..engine.state import ability_at

    frame = s.frames[-1] if s.frames else None
    if not isinstance(frame, DeclareFrame):
        return True
    key = (frame.source, frame.indices, s.catalog)
    cached = _HOSTILITY.get(key)
    if cached is None:
        if len(_HOSTILITY) > 4096:
            _HOSTILITY.clear()
        effects = [e for i in frame.indices for e in _effects(ability_at(s.catalog, frame.source, i))
                   if e.what is not None and e.what.kind == "target"]
        signs = [_sign(e) for e in effects]
        cached = _HOSTILITY[key] = signs.count(-1) >= signs.count(1)
    return cached


_HOSTILITY: dict[Any, bool] = {}


def _copies_for_you(effect: Any) -> bool:
    """«Создайте копию <карты>» for yourself (not «каждый игрок создаёт копию»): it helps the card copied."""
    return effect.verb == "create" and effect.param("name") is None and effect.param("under") != "each"


def _out_of_play(effect: Any) -> bool:
    """Whether ``effect`` sends the cards it names out of play into a hand or a deck («верните в руку», «положите на
    верх колоды», «замешайте в колоду»; not an ordered put of one's own cards)."""
    from ..abilities import DECK, FROM, HAND, MOVE, ORDER, PLAY, TO

    return effect.verb == MOVE and effect.param(FROM) in (None, PLAY) and effect.param(TO) in (HAND, DECK) \
        and effect.param(ORDER) is None


def _discards_picked(effect: Any) -> bool:
    """Whether ``effect`` makes a player discard N cards (not «все карты …», not «может сбросить»)."""
    from ..abilities import COUNT, EXACTLY

    return effect.verb == "discard" and effect.param(COUNT, EXACTLY) == EXACTLY


def _sign(effect: Any) -> int:
    """-1 for an effect that hurts its card, 1 for one that helps it, 0 when unsure."""
    if not basic_form(effect):  # a pick by a player, or an act on other cards than its own
        return 0
    if effect.verb in HOSTILE or _out_of_play(effect) or _discards_picked(effect):
        return -1
    if effect.verb in FRIENDLY or _copies_for_you(effect):
        return 1
    if effect.verb == "control":  # taking a card hurts its side; giving or returning cards: unsure
        return -1 if effect.param("to", A.YOU) == A.YOU and effect.param("select") is None else 0
    if effect.verb == "lose":  # losing keywords or abilities hurts; removing every effect: unsure
        return 0 if effect.param("all") == A.ALL_EFFECTS else -1
    if effect.verb == "modify" and effect.param("how", A.ADD) == A.ADD or effect.verb == "counters" \
            and effect.param("counter", A.BOOST) in (A.BOOST, A.WEAKENING) and not effect.param("distribute"):
        amount = effect.amount if isinstance(effect.amount, int) else 1
        values = [v for k, v in effect.params if k in ("strike", "life") and isinstance(v, int)]
        return -1 if amount < 0 or any(v < 0 for v in values) else 1
    return 0


def _effects(ability: Any) -> list[Any]:
    from ..abilities import nested_effects

    return list(nested_effects(ability.effects))


def _controller(s: GameState, iid: int) -> int:
    cs = s.cards.get(iid)
    return cs.controller if cs is not None else s.catalog.owners[iid]


def _card_worth(s: GameState, iid: int) -> float:
    if iid in s.cards:
        d = s.catalog.defs[iid]
        if d.type == "hero":
            return 4.0
        return E.card_value(s, iid)
    return E.hand_card_value(s.catalog.defs[iid])


def _score_card(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    """Pick a card: the enemy's best; one's own dearest from deck or graveyard (taken), cheapest elsewhere (given)."""
    me = s.players[player]
    out = []
    for o in options:
        if o.kind != D.CARD:
            out.append(-0.5)
            continue
        worth = _card_worth(s, o.card)
        if _controller(s, o.card) != player:
            out.append(worth)
        elif o.card in me.deck or o.card in me.graveyard:
            out.append(worth)
        else:
            out.append(-worth)
    return out


def _score_mulligan(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    return [float((s.catalog.defs[o.card].cost or 0) - MULLIGAN_COST) if o.kind == D.MULLIGAN else -0.5
            for o in options]


def _score_trigger(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    return [0.0 if o.kind == D.SKIP else 1.0 for o in options]


def _score_x(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    return [float(o.num) for o in options]


def _score_yes_no(s: GameState, player: int, options: tuple[Option, ...]) -> list[float]:
    return [1.0 if o.kind == D.YES else 0.0 for o in options]


_SCORERS = {
    "main": _score_main, "defender": _score_defender, "target": _score_target, "card": _score_card,
    "mulligan": _score_mulligan, "trigger": _score_trigger, "x": _score_x, "yes_no": _score_yes_no,
}
