"""Keywords that are abilities in disguise (§6): their meaning written in the ability vocabulary.

«Регенерация X» is «В конце вашего хода излечите эту карту на X», and so on. ``keyword_abilities`` gives
the abilities a printed keyword stands for (``support.printed_keyword_abilities`` gives them for all the keywords of
a card, with the ones the engine does not implement). This module imports nothing of the engine.
"""

from __future__ import annotations

from functools import lru_cache

from .. import abilities as A

EXPANDED = ("regeneration", "suppression", "might", "unity", "vampirism", "clutch",
            "gift_of_life", "incarnation", "vanguard", "stealth")  # (the last four: )


@lru_cache(maxsize=4096)
def keyword_abilities(code: str, value: int) -> tuple[A.Ability, ...]:
    """The triggered abilities a keyword means (empty for keywords the engine checks directly). Memoised: the
    abilities are immutable, and every new catalog asks for them."""
    if code == "regeneration":
        return (A.Ability(A.TRIGGERED, text=f"Регенерация {value}",
                          trigger=A.Trigger(A.TURN_END, whose_turn=A.YOU),
                          # param ``keyword``: the heal reads the card's current Регенерация when a «+N к регенерации»
                          # static is in play (effects._heal; Тхакрай)
                          effects=(A.Effect("heal", A.THIS, value, params=(("all", False), ("keyword", code))),)),)
    if code == "suppression":  # on attacking a creature, close the initial target (§5.4.7)
        return (A.Ability(A.TRIGGERED, text="Подавление", every_time=True,
                          trigger=A.Trigger(A.ATTACKS, other=A.Select(A.CREATURE)),
                          # (params suppression: the rules option suppression_timing says when it closes the target)
                          effects=(A.Effect("close", A.EVENT("other"), params=(("suppression", True),)),)),)
    if code == "might":  # «В конце каждого хода» (reminder text, digest §6.2): add an усиление while it has fewer than X
        # (X read when the turn ends: the highest Могущество the card has, and «+N к Могуществу» on it, count)
        return (A.Ability(A.TRIGGERED, text=f"Могущество {value}",
                          trigger=A.Trigger(A.TURN_END),
                          condition=A.Condition("not", parts=(A.Condition("source_state", state="might_reached"),)),
                          effects=(A.Effect("counters", A.THIS, 1, params=(("counter", A.BOOST),)),)),)
    if code == "unity":  # = «Гибель: Поиск существа стоимостью X или менее»
        return (A.Ability(A.TRIGGERED, text=f"Единение {value}", trigger=A.Trigger(A.DIES),
                          effects=(A.Search(A.Select(A.CREATURE, side=A.YOU, zone=A.DECK, cost_max=value)),)),)
    if code == "vampirism":  # «когда наносит раны ударом, излечите его на X; излишек — дополнительные жизни»
        return (A.Ability(A.TRIGGERED, text=f"Вампиризм {value}", every_time=True,
                          trigger=A.Trigger(A.STRIKE_WOUNDS), effects=(A.Effect("heal", A.THIS, value, params=(("excess", A.EXCESS_TO_EXTRA_LIVES),)),)),)
    if code == "clutch":  # «Кладка»: «1{м}: Создайте Яйцо, оно добывает эту карту» (works in the hand)
        return (A.Ability(A.ACTIVATED, text="Кладка: 1{м}: Создайте Яйцо, оно добывает эту карту.", zone=A.HAND,
                          costs=(A.Cost(A.COINS, 1),),
                          effects=(A.Effect("create", amount=1, params=(("name", "Яйцо"),)),
                                   A.Effect("hoard", A.THIS, params=(("holder", A.IT),)))),)
    return _keyword_action_abilities(code, value)


def _keyword_action_abilities(code: str, value: int) -> tuple[A.Ability, ...]:
    """The abilities of the keywords that are actions of their own: «Дар жизни X», «Инкарнация X», … (digest §6.2;
    handlers in engine/effects/keywords.py)."""
    if code == "gift_of_life":  # «Дар жизни X»: an activated ability of its own (once per turn, 113.4; no {Т})
        return (A.Ability(A.ACTIVATED, text=f"Дар жизни {value}" if value else "Дар жизни",
                          effects=(A.Effect("gift_of_life", A.YOU_PLAYER, value or None),)),)
    if code == "incarnation":  # «Инкарнация X»: in the graveyard, at the start of your turn
        return (A.Ability(A.TRIGGERED, text=f"Инкарнация {value}", zone=A.GRAVEYARD,
                          trigger=A.Trigger(A.TURN_START, whose_turn=A.YOU),
                          effects=(A.Effect(A.PUT_INTO_PLAY, A.THIS, params=A.entering_params(
                              (A.GRAVEYARD,), closed=True, price=value)),)),)
    if code == "vanguard":  # «Авангард X»: after you play this card
        return (A.Ability(A.TRIGGERED, text=f"Авангард {value}", trigger=A.Trigger(A.CARD_PLAYED),
                          effects=(A.Effect("vanguard", A.THIS, value),)),)
    if code == "stealth":  # «Скрытность» = «Найм: это существо скрывается»
        return (A.Ability(A.TRIGGERED, text="Скрытность", trigger=A.Trigger(A.ENTERS_PLAY),
                          effects=(A.Effect("hide", A.THIS),)),)
    return ()
