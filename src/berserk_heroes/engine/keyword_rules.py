"""Rules of the keywords of digest §6.2 that are not instructions.

- Hidden characters («Скрытый персонаж», counter ``hidden``): ``hide`` / ``reveal``; the reveal in the фаза накопления
  (:class:`RevealFrame`). The rest of the rule is checked where it applies: no targets and no untargeted abilities
  (``selectors.candidates``), no wounds (``wounds.deal_wounds``), not destroyed (``effects._destroy``), no attacks or
  defence (``attack_rules``), no activated abilities (``declare``), no triggered abilities (``triggers.collect``; except the
  card's own «раскрыться» — rules option ``hidden_reveal_abilities_work``), no static abilities (a hidden source is
  taken out of ``s.static_sources``), seen face down by the opponent (``views``).
- «Немертвый»: :func:`undead_options` and :class:`UndeadFrame` (the opponent's action); ``wounds.deal_wounds`` lets
  only that action wound it.
"""

from __future__ import annotations

from .. import abilities as A
from ..decisions import CARD, DONE, UNDEAD, X_VALUE, Decision, Option
from . import continuous
from .frames import Frame, pop
from .payment import pay_coins
from .state import GameState
from .wounds import deal_wounds

UNDEAD_WOUND = "undead"  # the wound kind of «Немертвый»'s own action (wounds.deal_wounds)


# ---------------------------------------------------------------------------------------------------------
# Hidden characters
# ---------------------------------------------------------------------------------------------------------


def hide(s: GameState, iid: int) -> bool:
    """The card becomes hidden (face down); False if it already was. Its static abilities stop working."""
    cs = s.cards.get(iid)
    if cs is None or cs.counters.get("hidden", 0):
        return False
    cs.counters["hidden"] = 1
    if iid in s.static_sources:
        s.static_sources.remove(iid)
    return True


def reveal(s: GameState, iid: int) -> bool:
    """The card is face up again; False if it was not hidden. Its static abilities work again."""
    cs = s.cards.get(iid)
    if cs is None or not cs.counters.get("hidden", 0):
        return False
    del cs.counters["hidden"]
    if iid not in s.static_sources and continuous.has_statics(s, iid):
        s.static_sources.append(iid)
    return True


def reveals_itself(ab: A.Ability) -> bool:
    """Whether a triggered ability is the card's own «раскрыться» (it works while the card is hidden)."""
    return bool(ab.effects) and all(e.verb == "reveal" and e.param("zone", A.PLAY) == A.PLAY and e.what == A.THIS
                                    for e in ab.effects)


def hidden_of(s: GameState, player: int) -> list[int]:
    return [c for c in s.play if s.cards[c].controller == player and s.cards[c].counters.get("hidden", 0)]


class RevealFrame(Frame):
    """Фаза накопления (digest §4.2, §6.2, §9.5): after the coin and the draw, right before the «в начале хода» triggers,
    the active player may reveal his hidden characters, one at a time (``card``), or stop (``done``)."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def step(self, s: GameState) -> Decision | None:
        hidden = hidden_of(s, self.player)
        if not hidden:
            pop(s, self)
            return None
        return Decision(self.player, "card", (*(Option(CARD, c) for c in hidden), Option(DONE)),
                        "Фаза накопления: раскройте скрытого персонажа (или «done»)",
                        "Accumulation phase: reveal a hidden character (or done)")

    def apply(self, s: GameState, option: Option) -> None:
        if option.kind == DONE:
            pop(s, self)
        else:
            reveal(s, option.card)


# ---------------------------------------------------------------------------------------------------------
# Extra lives
# ---------------------------------------------------------------------------------------------------------


def extra_lives_of(s: GameState, iid: int) -> int:
    cs = s.cards.get(iid)
    if cs is None or not cs.effects:
        return 0
    return sum(e.value for e in cs.effects if e.kind == "extra_life")


def life_holders(s: GameState, player: int) -> list[int]:
    """The characters (hero, creatures) of ``player`` in play with дополнительные жизни, not hidden."""
    return [c for c in s.play if s.cards[c].controller == player and s.catalog.defs[c].type in ("creature", "hero")
            and not s.cards[c].counters.get("hidden", 0) and extra_lives_of(s, c) > 0]


def remove_extra_life(s: GameState, iid: int) -> bool:
    """Take one дополнительная жизнь off a card (the most recent first); False if it has none."""
    cs = s.cards.get(iid)
    if cs is None:
        return False
    for i in range(len(cs.effects) - 1, -1, -1):
        e = cs.effects[i]
        if e.kind == "extra_life" and e.value > 0:
            if e.value == 1:
                del cs.effects[i]
            else:
                cs.effects[i] = e._replace(value=e.value - 1)
            return True
    return False


# ---------------------------------------------------------------------------------------------------------
# «Немертвый»
# ---------------------------------------------------------------------------------------------------------


def undead_options(s: GameState, player: int) -> list[Option]:
    """«Немертвый» (digest §6.2): in his turn the opponent of an undead card may close X coins to wound it by X, any
    number of times — one option per such card while he has an open coin."""
    if "undead" not in s.catalog.keywords_possible or s.players[player].open_coins <= 0:
        return []
    return [Option(UNDEAD, c) for c in s.play if s.cards[c].controller != player
            and not s.cards[c].counters.get("hidden", 0) and continuous.has(s, s.cards[c], "undead")]


class UndeadFrame(Frame):
    """The opponent of a «Немертвый» card chooses X (1 … his open coins), closes X coins and wounds it by X."""

    __slots__ = ("player", "card")

    def __init__(self, player: int, card: int) -> None:
        self.player = player
        self.card = card

    def step(self, s: GameState) -> Decision | None:
        most = s.players[self.player].open_coins
        if most <= 0 or self.card not in s.cards:
            pop(s, self)
            return None
        name = s.name(self.card)
        return Decision(self.player, "x", tuple(Option(X_VALUE, self.card, num=v) for v in range(1, most + 1)),
                        f"Немертвый {name}: закройте X монет, чтобы ранить его на X",
                        f"Undead {name}: close X coins to wound it by X")

    def apply(self, s: GameState, option: Option) -> None:
        pop(s, self)
        pay_coins(s, self.player, option.num)
        deal_wounds(s, -1, self.card, option.num, UNDEAD_WOUND)
