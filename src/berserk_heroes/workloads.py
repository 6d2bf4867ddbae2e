"""Synthetic card sets for benchmarks and property-based tests.

``ability_setups()`` builds two decks whose cards exercise the ability machinery: triggered abilities
(Найм, Гибель, «при гибели вашего существа», start/end of turn, «каждый раз, когда»), activated abilities
({Т} shots, coin costs, discard costs, once per turn), spells with targets, modes, optional effects and
connectors, poison, stun, ready, static bonuses. The abilities are written by hand in the vocabulary, so
these workloads do not depend on the card-text compiler.
"""

from __future__ import annotations

from . import abilities as A
from .cards.model import CardDef
from .engine.game import PlayerSetup

_ENEMY_CREATURE = A.Select(A.CREATURE, side=A.OPPONENT)
_ENEMY_CHARACTER = A.Select(A.CHARACTER, side=A.OPPONENT)
_ANY_CREATURE = A.Select(A.CREATURE)


def _creature(key: str, name: str, cost: int, strike: int, life: int, *abilities: A.Ability,
              keywords: tuple[tuple[str, int], ...] = ()) -> CardDef:
    return CardDef(key, name, "creature", ("Степи",), cost=cost, strike=strike, life=life, abilities=abilities,
                   keywords=keywords, set_code="workload")


def _spell(key: str, name: str, cost: int, *abilities: A.Ability) -> CardDef:
    return CardDef(key, name, "spell", ("Степи",), cost=cost, abilities=abilities, set_code="workload")


def ability_cards() -> list[CardDef]:
    """Fourteen cards with abilities (and a hero with an activated ability)."""
    T = A.TRIGGERED  # noqa: N806
    return [
        _creature("w-01", "Падальщик", 3, 2, 3, A.Ability(
            T, "При гибели вашего существа в ваш ход ранить на 2 выбранное существо противника.",
            trigger=A.Trigger(A.DIES, subject=A.Select(A.CREATURE, side=A.YOU), whose_turn=A.YOU),
            targets=(A.Target(_ENEMY_CREATURE),), effects=(A.Wound(A.TARGET(0), 2),))),
        _creature("w-02", "Лучник", 2, 1, 2, A.Ability(
            A.ACTIVATED, "{Т}: Выстрел на 1.", costs=(A.Cost(A.CLOSE),), targets=(A.Target(_ENEMY_CHARACTER),),
            effects=(A.Shot(A.TARGET(0), 1),))),
        _creature("w-03", "Мудрец", 2, 1, 3, A.Ability(
            T, "Найм: Возьмите карту.", trigger=A.Trigger(A.ENTERS_PLAY), effects=(A.Draw(1),))),
        _creature("w-04", "Отравитель", 3, 2, 2, A.Ability(
            T, "Найм: Отравите выбранное существо на 1.", trigger=A.Trigger(A.ENTERS_PLAY),
            targets=(A.Target(_ANY_CREATURE),), effects=(A.Poison(A.TARGET(0), 1),))),
        _creature("w-05", "Мститель", 4, 3, 3, A.Ability(
            T, "Гибель: Ранить героя противника на 2.", trigger=A.Trigger(A.DIES),
            effects=(A.Wound(A.ENEMY_HERO, 2),))),
        _creature("w-06", "Знаменосец", 4, 2, 4, A.Ability(
            A.STATIC, "Другие ваши существа получают +1 к удару.",
            statics=(A.StaticPart("modify", A.Select(A.CREATURE, side=A.YOU, other=True), strike=1),))),
        _creature("w-07", "Страж", 3, 2, 5, A.Ability(
            T, "Каждый раз, когда ваш герой получает раны, излечите его на 1.", every_time=True,
            trigger=A.Trigger(A.WOUNDED, subject=A.Select(A.HERO, side=A.YOU)),
            effects=(A.Heal(A.YOUR_HERO, 1),)), keywords=(("armor", 1),)),
        _creature("w-08", "Шаман", 2, 1, 2, A.Ability(
            A.ACTIVATED, "1{м}: Подготовьте другое ваше существо.", costs=(A.Cost(A.COINS, 1),),
            targets=(A.Target(A.Select(A.CREATURE, side=A.YOU, other=True)),), effects=(A.Ready(A.TARGET(0)),))),
        _creature("w-09", "Берсерк", 3, 4, 2, keywords=(("haste", 1), ("frenzy", 1))),
        _creature("w-10", "Сторож", 2, 1, 3, A.Ability(
            T, "В конце вашего хода вы можете излечить ваше существо на 1.", optional=True,
            trigger=A.Trigger(A.TURN_END, whose_turn=A.YOU), targets=(A.Target(A.Select(A.CREATURE, side=A.YOU)),),
            effects=(A.Heal(A.TARGET(0), 1),))),
        _spell("w-11", "Молния", 2, A.Ability(
            A.SPELL_ABILITY, "Ранить существо на 3.", targets=(A.Target(_ANY_CREATURE),),
            effects=(A.Wound(A.TARGET(0), 3),))),
        _spell("w-12", "Выбор", 1, A.Ability(A.SPELL_ABILITY, "Выберите одно из: • Возьмите карту. • Получите 1{м}.",
               effects=(A.Effect("choose_mode", params=(("modes", ((A.Draw(1),), (A.GainCoins(1),))),)),))),
        _spell("w-13", "Казнь", 2, A.Ability(
            A.SPELL_ABILITY, "Противник сбрасывает 2 карты, иначе ранить его героя на 2.",
            effects=(A.Effect("discard", A.OPPONENT_PLAYER, 2, params=(("chooser", "owner"),),
                              otherwise=(A.Wound(A.ENEMY_HERO, 2),)),))),
        _spell("w-14", "Оглушение", 1, A.Ability(
            A.SPELL_ABILITY, "Оглушите существо противника, при этом возьмите карту.",
            targets=(A.Target(_ENEMY_CREATURE),), effects=(A.Effect("close", A.TARGET(0), params=(("stun", True),), then=(A.Draw(1),)),))),
    ]


def ability_hero(name: str = "Вождь") -> CardDef:
    return CardDef(f"w-h-{name}", name, "hero", ("Степи",), life=26, set_code="workload", abilities=(
        A.Ability(A.ACTIVATED, "2{м}{Т}: Ранить персонажа на 1.", costs=(A.Cost(A.COINS, 2), A.Cost(A.CLOSE)),
                  targets=(A.Target(A.Select(A.CHARACTER)),), effects=(A.Wound(A.TARGET(0), 1),)),))


def ability_setups(deck_size: int = 40) -> list[PlayerSetup]:
    """Two 40-card decks of the ability workload (≤3 copies of each card)."""
    cards = ability_cards()
    deck = [cards[i % len(cards)] for i in range(deck_size)]
    return [PlayerSetup(ability_hero("Вождь"), deck), PlayerSetup(ability_hero("Мастер"), deck)]
