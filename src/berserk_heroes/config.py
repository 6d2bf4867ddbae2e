"""RulesConfig: every open rules question (digest §9) as an option with its documented default.

Each field carries ``metadata`` with the digest section it comes from and a one-line explanation, so
``RulesConfig.describe()`` can print the whole list for users and docs.
"""

from __future__ import annotations

from dataclasses import MISSING, asdict, dataclass, field, fields
from typing import Any

from .errors import DataError


def _opt(default: Any, section: str, doc: str) -> Any:
    return field(default=default, metadata={"section": section, "doc": doc})


@dataclass(frozen=True, slots=True)
class RulesConfig:
    """The rules options of one game. The defaults are the digest's chosen readings."""

    start_coins: int = _opt(0, "§9.1, §1.4.6", "coins each player has before his first turn")
    coin_income: int = _opt(1, "§9.1", "coins gained in the фаза накопления of each own turn")
    coin_cap: int = _opt(10, "§9.1", "most permanent coins a player may have")
    second_player_bonus_coins: int = _opt(0, "§9.1", "extra starting coins for the second player")
    opening_hand: int = _opt(4, "§9.2, §1.4.4", "cards in the раздача (opening deal)")
    mulligan: bool = _opt(True, "§1.4.5", "whether the пересдача (mulligan) is offered")
    first_player_draws: bool = _opt(False, "§9.3, §1.4.7", "whether the first player draws on his first turn")
    cards_drawn_per_turn: int = _opt(1, "§4.2", "cards drawn in the фаза накопления")
    queue_order: str = _opt("fifo", "§9.4, §7.7", "resolution order of the Очередь: 'fifo' or 'lifo'")
    start_of_turn_triggers_first: bool = _opt(
        False, "§9.5", "resolve «в начале хода» triggers and poison before the coin and the draw"
    )
    deck_out: str = _opt(
        "nothing", "§9.9", "drawing from an empty deck: 'nothing', 'lose' (at once) or 'lose_after_3' (S9)"
    )
    hand_limit: int | None = _opt(None, "§9.10", "most cards in hand at end of turn (excess discarded); None = no limit")
    simultaneous_defeat: str = _opt("draw", "§9.11", "both heroes fall at once: 'draw' or 'active_loses'")
    defender_once_per_turn: bool = _opt(True, "§9.8, §5.3", "a creature may be assigned as defender once per turn")
    defender_may_protect_creatures: bool = _opt(
        True, "§9.8, §5.3", "a defender may be assigned when a creature (not only the hero) is attacked"
    )
    closed_can_be_attacked: bool = _opt(True, "§9.7, §5.2", "closed characters may be attacked by strike")
    attack_triggers_before_defender: bool = _opt(
        True, "§9.8", "«при атаке» triggers resolve before the defender is assigned"
    )
    creature_limit: int | None = _opt(None, "§9.14", "most creatures in a squad; None = unlimited")
    min_deck_size: int = _opt(40, "§1.3", "fewest cards in a deck (hero not counted)")
    max_copies: int = _opt(3, "§1.3", "most copies of one name in a deck")
    horde_copies: int = _opt(5, "§1.3, §6.1 «Орда»", "most copies of a card with «Орда»")
    # phrase family «keywords»: details of digest §6.2 that the digest does not settle
    gift_of_life_unnumbered: int | None = _opt(
        None, "§6.2 «Дар жизни»", "most extra lives the unnumbered «Дар жизни» removes (None = no bound)"
    )
    incarnation_payment: str = _opt(
        "lose", "§6.2 «Инкарнация»", "what «Инкарнация X» pays: 'lose' (X coins are lost) or 'close' (X coins closed)"
    )
    hidden_reveal_abilities_work: bool = _opt(
        True, "§6.2 «Скрытый персонаж»", "a hidden character's own «раскрыться» abilities work while it is hidden"
    )
    combined_abilities: bool = _opt(
        True, "§2.1 «Объединённая карта», §9.18", "a combined card («Модуль», «Присоедините») has the abilities printed "
        "on all its parts (False: only its host's own; an attached «Модуль» card's Найм still fires)"
    )
    # phrase family «cancel»: «Отмените <эту карту / это заклинание>» (309.1 step 10 «отмена» comes before step 11, the
    # card is played; the digest does not say how a reaction to «когда противник разыгрывает …» gets there in time)
    cancel_timing: str = _opt(
        "before_effects", "§7.8 (309.1 step 10), §7.7", "when a triggered ability that cancels the card whose play "
        "triggered it resolves: 'before_effects' (it is put into the Queue ahead of that card's own abilities, so it "
        "cancels them before any takes effect) or 'queue' (it waits its turn: with FIFO a spell's abilities have "
        "resolved by then and only what is left of the card is cancelled)"
    )
    turn_limit: int | None = _opt(
        200, "engine", "the game is a draw after this many turns (keeps simulations finite); None = no limit"
    )

    def __post_init__(self) -> None:
        if self.queue_order not in ("fifo", "lifo"):
            raise DataError("config.queue_order", f"must be 'fifo' or 'lifo', not {self.queue_order!r}")
        if self.deck_out not in ("nothing", "lose", "lose_after_3"):
            raise DataError("config.deck_out", f"must be 'nothing', 'lose' or 'lose_after_3', not {self.deck_out!r}")
        if self.incarnation_payment not in ("lose", "close"):
            raise DataError("config.incarnation_payment", f"must be 'lose' or 'close', not {self.incarnation_payment!r}")
        if self.cancel_timing not in ("before_effects", "queue"):
            raise DataError("config.cancel_timing", f"must be 'before_effects' or 'queue', not {self.cancel_timing!r}")
        if self.simultaneous_defeat not in ("draw", "active_loses"):
            raise DataError("config.simultaneous_defeat", f"unknown value {self.simultaneous_defeat!r}")
        for name in ("start_coins", "coin_income", "coin_cap", "opening_hand", "cards_drawn_per_turn",
                     "min_deck_size", "max_copies", "horde_copies", "second_player_bonus_coins"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise DataError(f"config.{name}", f"must be a whole number ≥ 0, not {value!r}")
        for name in ("hand_limit", "creature_limit", "turn_limit", "gift_of_life_unnumbered"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
                raise DataError(f"config.{name}", f"must be a whole number ≥ 0 or None, not {value!r}")
        for name in ("mulligan", "first_player_draws", "start_of_turn_triggers_first", "defender_once_per_turn",
                     "defender_may_protect_creatures", "closed_can_be_attacked", "attack_triggers_before_defender",
                     "hidden_reveal_abilities_work", "combined_abilities"):
            if not isinstance(getattr(self, name), bool):
                raise DataError(f"config.{name}", f"must be true or false, not {getattr(self, name)!r}")

    def to_dict(self) -> dict[str, Any]:
        """Plain dict of all options (for records)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> RulesConfig:
        """Build from a dict; unknown keys are an error naming the key."""
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise DataError(f"config.{key}", "unknown rules option")
        return cls(**data)

    @classmethod
    def describe(cls) -> list[tuple[str, Any, str, str]]:
        """(name, default, digest section, explanation) for every option."""
        rows = []
        for f in fields(cls):
            default = f.default if f.default is not MISSING else None
            rows.append((f.name, default, f.metadata["section"], f.metadata["doc"]))
        return rows
