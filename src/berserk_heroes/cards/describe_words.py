"""The words of each kind of ability node, Russian and English (used by ``cards/describe.py``).

Each entry is a pair of templates ``(russian, english)``; ``{slot}`` names a field of the node (see
``Describer.fill``): ``{what:accs}`` the effect's object in the accusative, ``{n}`` its amount, ``{n:#карта|card}``
the amount with its agreeing noun, ``{p.KEY}`` a param, ``{m.KEY}`` an ability's meta entry, ``{who}`` the card a
trigger or a static part is about (this card when the node names none). ``[ … ]`` is left out when a slot inside
it is empty. An effect whose object is a player may give its Russian as a pair: the form for «вы» (imperative) and
the form for another player. Adding a kind to the ability vocabulary is one entry here; a kind with no entry fails
``tests/test_describe.py``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from .. import abilities as A
from ..russian import count_of
from .language.common import ANY_NUMBER

Pair = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Variants:
    """The templates of a verb whose words depend on its params: ``table[pick(effect)]``; ``keys`` are the params the
    choice reads (the chosen templates say them)."""

    keys: tuple[str, ...]
    pick: Callable[[A.Effect], Any]
    table: dict[Any, Any]


def english_plural(noun: str) -> str:
    """«creature» → «creatures» (the nouns of this table only)."""
    irregular = {"hero": "heroes", "ally": "allies", "armor": "armor", "weapon": "weapons", "extra life": "extra lives",
                 "closed coin": "closed coins"}
    if noun in irregular:
        return irregular[noun]
    return noun if noun.endswith("s") or not noun else noun + "s"


def english_base(verb: str) -> str:
    """«draws» → «draw», «has» → «have» (the English verbs of this table after «you»)."""
    if verb == "has":
        return "have"
    if verb.endswith(("shes", "ches", "xes", "sses")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb


# The noun of a selector's kind (or exact card type), Russian lemma and English.
HEADS: dict[str, Pair] = {
    A.CREATURE: ("существо", "creature"), A.CHARACTER: ("персонаж", "character"), A.HERO: ("герой", "hero"),
    A.CARD: ("карта", "card"), A.SPELL: ("заклинание", "spell"), A.SUPPORT: ("поддержка", "support card"),
    "weapon": ("оружие", "weapon"), "armor": ("доспех", "armor"), "amulet": ("амулет", "amulet"),
    "event": ("событие", "event"), "terrain": ("местность", "terrain"), "quest": ("квест", "quest"),
    "token": ("жетон", "token"), "creature": ("существо", "creature"), "spell": ("заклинание", "spell"),
    "hero": ("герой", "hero"),
}
ORDINALS: list[Pair] = [("первый", "first"), ("второй", "second"), ("третий", "third"), ("четвёртый", "fourth"), ("пятый", "fifth"),
                       ("шестой", "sixth")]

SELECT_SIDES: dict[str, Pair] = {A.YOU: ("ваш", "your"), A.OPPONENT: ("противника", "of the opponent"),
                                 A.EITHER: ("любого игрока", "of either player")}
ZONES: dict[str, Pair] = {
    A.PLAY: ("в игре", "in play"), A.HAND: ("в руке", "in hand"), A.DECK: ("в колоде", "in the deck"),
    A.GRAVEYARD: ("на кладбище", "in the graveyard"), A.RESERVE: ("в резерве", "in the reserve"),
    A.SIDEBOARD: ("в дополнительной колоде", "in the sideboard"),
    A.DECK_OR_SIDEBOARD: ("в колоде или дополнительной колоде", "in the deck or the sideboard"),
    A.PLAY_OR_GRAVEYARD: ("в игре или на любом кладбище", "in play or in any graveyard"),
    A.COMPLETED: ("из завершённых", "among the completed ones"),  # completed quests (docs/quests.md)
    # (a participle phrase after the noun would have to agree with it: «из добытых …» needs no agreement)
    "hoarded": ("из добытых вашими персонажами", "hoarded by your characters"),
    "hoarded_hero": ("из добытых вашим героем", "hoarded by your hero"),
    "hoarded_this": ("из добытых этой картой", "hoarded by this card"),
    "hoarded_nightmare": ("из добытых вашим кошмаром", "hoarded by your nightmare"),
    "hoarded_nightmare_hero": ("из добытых вашим кошмаром или героем", "hoarded by your nightmare or hero"),
}
ABILITY_ZONES: dict[str, Pair] = {
    A.HAND: ("работает в руке", "works in the hand"), A.DECK: ("работает в колоде", "works in the deck"),
    A.GRAVEYARD: ("работает на кладбище", "works in the graveyard"),
    A.SIDEBOARD: ("работает в дополнительной колоде", "works in the sideboard"),
}
SIDES: dict[str, Pair] = {A.YOU: ("вы", "you"), A.OPPONENT: ("противник", "the opponent"),
                          A.ANY: ("любой игрок", "any player"), A.EACH: ("каждый игрок", "each player")}
# A hero / a player of a side: nominative, English, then genitive, dative, accusative, instrumental, prepositional.
HEROES: dict[str, tuple[str, ...]] = {
    A.YOU: ("ваш герой", "your hero", "вашего героя", "вашему герою", "вашего героя", "вашим героем", "вашем герое"),
    A.OPPONENT: ("герой противника", "the opponent's hero", "героя противника", "герою противника",
                 "героя противника", "героем противника", "герое противника"),
    A.EACH: ("каждый герой", "each hero", "каждого героя", "каждому герою", "каждого героя", "каждым героем",
             "каждом герое"),
    A.ANY: ("герой по вашему выбору", "a hero of your choice", "героя по вашему выбору", "герою по вашему выбору",
            "героя по вашему выбору", "героем по вашему выбору", "герое по вашему выбору"),
}
PLAYERS: dict[str, tuple[str, ...]] = {
    A.YOU: ("вы", "you", "вас", "вам", "вас", "вами", "вас"),
    A.OPPONENT: ("противник", "the opponent", "противника", "противнику", "противника", "противником", "противнике"),
    A.EACH: ("каждый игрок", "each player", "каждого игрока", "каждому игроку", "каждого игрока", "каждым игроком",
             "каждом игроке"),
    A.ANY: ("игрок по вашему выбору", "a player of your choice", "игрока по вашему выбору", "игроку по вашему выбору",
            "игрока по вашему выбору", "игроком по вашему выбору", "игроке по вашему выбору"),
}
# The characters of a player, in the genitive («снимите раны с ваших персонажей»), English.
CHARACTERS_OF: dict[str, Pair] = {
    A.YOU: ("ваших персонажей", "your characters"), A.OPPONENT: ("персонажей противника", "the opponent's characters"),
    A.EACH: ("персонажей каждого игрока", "each player's characters"),
    A.ANY: ("персонажей игрока по вашему выбору", "the characters of a player of your choice")}
# Other kinds of Ref: as HEROES.
REFS: dict[str, tuple[str, ...]] = {
    "same_card": ("та же карта", "the same card", "той же карты", "той же карте", "ту же карту", "той же картой",
                  "той же карте"),
    "last_found": ("найденная карта", "the card found", "найденной карты", "найденной карте", "найденную карту",
                 "найденной картой", "найденной карте"),
}
WHOSE_TURN: dict[str, Pair] = {A.YOU: ("в ваш ход", "in your turn"), A.OPPONENT: ("в ход противника",
                                                                                   "in the opponent's turn")}
# The adjective for the other card of an event («атакованное существо»).
EVENT_OTHER: dict[str, Pair] = {
    A.ATTACKS: ("атакованный", "attacked"), A.STRIKES: ("поражённый", "struck"), A.KILLS: ("убитый", "killed"),
    A.DEALS_WOUNDS: ("раненый", "wounded"), A.WOUNDED: ("ранивший", "wounding"), A.STRIKE_WOUNDS: ("раненый",
                                                                                                   "wounded"),
    A.HOARDS: ("добытый", "hoarded"), A.TARGETED: ("выбравший", "targeting"), A.DESTROYED: ("уничтоженный",
                                                                                           "destroyed"),
    A.ATTACK_UNDEFENDED: ("атакованный", "attacked"),  # engine/combat: the attack's target
}

# Select.state words: an adjective before the noun when there is one, else words after it.
STATE_ADJECTIVES: dict[str, Pair] = {
    "open": ("открытый", "open"), "closed": ("закрытый", "closed"), "wounded": ("раненый", "wounded"),
    "unwounded": ("нераненый", "unwounded"), "stunned": ("оглушённый", "stunned"),
    "poisoned": ("отравленный", "poisoned"),
}
STATES: dict[str, Pair] = {
    "attacked_this_turn": ("(атаковавшее в этот ход)", "(that attacked this turn)"),
    "not_attacked_this_turn": ("(без атаки в этот ход)", "(that did not attack this turn)"),
    "name_not_in_graveyard": ("(с названием, которого нет на вашем кладбище)",
                                 "(whose name is not in your graveyard)"),
    "class_not_controlled": ("(с классом, которого нет под вашим контролем)",
                             "(with a class no card under your control has)"),
    "not_creature": ("(не существо)", "(not a creature)"), "not_spell": ("(не заклинание)", "(not a spell)"),
    "cost_x_minus_1": ("стоимостью X–1", "with cost X–1"),
    "least_strike": ("с наименьшей силой удара в игре", "with the least strike in play"),
    "made_by_this": ("(копия, созданная этой картой)", "(a copy this card created)"),
    "creature_or_spell": ("(существо или заклинание)", "(a creature or a spell)"),
    "died_this_turn": ("(погибшее в этот ход)", "(that died this turn)"),
    A.ENTERED_PLAY_THIS_TURN: ("(вошедшее в игру в этот ход)", "(that entered play this turn)"),
    "dominated": ("(над которым у этой карты Превосходство)", "(that this card has Superiority over)"),
    "equipment": ("(экипировка)", "(equipment)"),
    "greatest_own_strike": ("с наибольшей силой удара под контролем его игрока",
                           "with the greatest strike among its controller's"),
    "hire_chosen": ("(выбранное при Найме)", "(chosen on entering play)"),
    "hoarding": ("(под которым есть добытая карта)", "(with a hoarded card)"),
    "has_own_shot": ("(у которого есть выстрел)", "(that has a shot)"),
    "might_reached": ("(с Могуществом, набравшим свои усиления)", "(whose Might is reached)"),
    "played_free": ("(разыгранное бесплатно)", "(played for free)"),
    "entered_free": ("(вошедшее в игру бесплатно)", "(that entered play for free)"),
    "not_played": ("(вошедшее в игру, не будучи разыгранным)", "(that entered play without being played)"),
    "name_of_target": ("с названием выбранной карты", "with the name of the chosen card"),
    "name_of_event": ("(с таким же названием, как у карты события)", "(named as the event's card)"),
    A.TYPE_OF_EVENT: ("(того же класса, что карта события: оружие, броня, амулет …)",
                      "(of the class of the event's card: weapon, armour, amulet …)"),
    "multi_element": ("с несколькими стихиями", "with several elements"),
    "no_abilities": ("без особенностей", "without abilities"),
    "not_attacked": ("кроме атакованного", "other than the one attacked"),
    "not_event": ("кроме карты события", "other than the event's card"),
    "not_event_other": ("кроме второй карты события", "other than the event's other card"),
    "not_it": ("(кроме тех, на кого подействовала предыдущая инструкция)",
               "(other than those the instruction before acted on)"),
    "not_hero": ("(не герой)", "(not a hero)"), "not_hoarding": ("(не добывшее карту)", "(with no hoarded card)"),
    "not_unique": ("без Уникальности", "without Unique"),
    "other_name": ("с другим названием", "with another name"),
    "other_class": ("с другим классом", "of another class"),
    "creature_or_support": ("(существо или карта поддержки)", "(a creature or a support card)"),
    "other_target": ("(другое, не выбранное)", "(another one, not the one chosen)"),
    "single_element": ("с одной стихией", "with one element"),
    "strike_below_life": ("(чей удар меньше его текущих жизней)", "(whose strike is below its current life)"),
    "with_mor": ("с Мором", "with Mor"),
    A.WITH_QUEST_COUNTERS: ("с жетоном квеста", "with a quest counter"),
    "strike_changed": ("(чей удар изменён)", "(whose strike was changed)"),
    "grave_namesake": ("(с названием карты на кладбище)", "(named as a card in the graveyard)"),
    "not_owned": ("(владелец которого не вы)", "(that you do not own)"),
    "x_paid_count": ("в количестве X", "X of them"),
    A.OTHER_NAME_NOT_DEARER_THAN_TARGET: ("с другим названием, чем у выбранной карты, той же или меньшей стоимости",
                                         "with another name than the chosen card's, costing as much or less"),
    A.SAME_TYPE_AS_SHOWN: ("того же типа, что показанная карта", "of the type of the card shown"),
    A.QUEST_COUNTER_COUNT: ("(столько, сколько жетонов квеста на этой карте)", "(as many as the quest counters on this card)"),
    A.X_DECLARED_COUNT: ("в количестве X", "(X of them)"),
    A.COUNT_OF_FIRST_TARGET: ("столько же, сколько выбрано первых", "as many as the first ones chosen"),
    "attacking": ("(атакующее)", "(attacking)"), "fighting": ("(сражающееся)", "(fighting)"),
}

# The filters that follow a selector's noun, in this order: (field, templates).
SELECT_FILTERS: list[tuple[str, Pair]] = [
    ("classes", ("класса {classes:class}", "of class {classes:class}")),
    ("not_classes", ("не класса {not_classes:class}", "not of class {not_classes:class}")),
    ("elements", ("стихии {elements:class}", "of element {elements:class}")),
    ("not_elements", ("не стихии {not_elements:class}", "not of element {not_elements:class}")),
    ("cost_min", ("стоимостью {cost_min} или больше", "with cost {cost_min} or more")),
    ("cost_max", ("стоимостью {cost_max} или меньше", "with cost {cost_max} or less")),
    ("cost_max_amount", ("стоимостью не больше чем {cost_max_amount}", "with cost at most {cost_max_amount}")),
    ("strike_min", ("с ударом {strike_min} или больше", "with strike {strike_min} or more")),
    ("strike_max", ("с ударом {strike_max} или меньше", "with strike {strike_max} or less")),
    ("life_min", ("с {life_min} или более жизнями", "with {life_min} or more life")),
    ("name", ("с названием {name}", "named {name}")),
    ("keyword", ("с особенностью {keyword:kw}", "with {keyword:kw}")),
    ("keywords_any", ("с особенностью {keywords_any:kws}", "with {keywords_any:kws}")),
    ("not_created", ("(не созданные)", "(not created)")),
]

# Values of string fields and params that are codes.
VALUES: dict[str, Pair] = {
    ">=": ("не меньше", "at least"), "<=": ("не больше", "at most"), "==": ("ровно", "exactly"),
    ">": ("больше", "more than"), "<": ("меньше", "fewer than"),
    A.CHOSEN_CLASS: ("выбранного класса", "of the chosen class"), A.NAMED: ("названной карты", "as the named card"),
}
DURATIONS: dict[str, Pair] = {
    A.PERMANENT: ("", ""), A.END_OF_TURN: ("до конца хода", "until the end of the turn"),
    A.NEXT_OWN_TURN: ("до начала вашего следующего хода", "until the start of your next turn"),
    A.END_OF_YOUR_TURN: ("до конца вашего хода", "until the end of your turn"),
    A.END_OF_NEXT_OWN_TURN: ("до конца вашего следующего хода", "until the end of your next turn"),
    A.END_OF_OPPONENT_TURN: ("до конца хода противника", "until the end of the opponent's turn"),
    A.END_OF_NEXT_TURN: ("до конца следующего хода", "until the end of the next turn"),
    "end_of_its_turn": ("до конца своего хода", "until the end of its controller's turn"),
    "end_of_next_opponent_turn": ("до конца следующего хода противника", "until the end of the opponent's next turn"),
    "next_turn": ("до начала следующего хода", "until the start of the next turn"),
    A.WHILE: ("пока выполняется условие", "while the condition holds"),
}

# Keywords: «N» is replaced by the value (left out when it is 1).
KEYWORDS: dict[str, Pair] = {
    "haste": ("Рывок", "Haste"), "first_strike": ("Первый удар", "First strike"),
    "last_strike": ("Последний удар", "Last strike"), "directed_strike": ("Направленный удар", "Directed strike"),
    "armor": ("Броня N", "Armor N"), "scales": ("Чешуя N", "Scales N"),
    "attack_experience": ("Опыт в атаке", "Attack experience"),
    "defence_experience": ("Опыт в защите", "Defence experience"), "wrath": ("Гнев", "Wrath"),
    "horde": ("Орда", "Horde"), "unique": ("Уникальность", "Unique"), "frenzy": ("Бешенство", "Frenzy"),
    "vulnerability": ("Уязвимость", "Vulnerability"), "sleeping": ("Спящий", "Sleeping"),
    "stealth": ("Скрытность", "Stealth"), "suppression": ("Подавление", "Suppression"),
    "vampirism": ("Вампиризм N", "Vampirism N"), "regeneration": ("Регенерация N", "Regeneration N"),
    "might": ("Могущество N", "Might N"), "ambush": ("Засада N", "Ambush N"), "vanguard": ("Авангард N", "Vanguard N"),
    "clutch": ("Кладка", "Clutch"), "thirst": ("Жажда N", "Thirst N"), "fury": ("Ярость N", "Fury N"),
    "concentration": ("Концентрация N", "Concentration N"), "meditation": ("Медитация N", "Meditation N"),
    "incarnation": ("Инкарнация N", "Incarnation N"), "unity": ("Единение", "Unity"),
    "undead": ("Немертвый", "Undead"), "superiority": ("Превосходство", "Superiority"),
    "elusive": ("Неуловимость от N", "Elusive from N"), "module": ("Модуль", "Module"),
    "cannot_attack": ("не может атаковать", "cannot attack"),
    "cannot_defend": ("не может выступать защитником", "cannot defend"),
    "cannot_be_stunned": ("не может быть оглушён", "cannot be stunned"),
    "no_wounds": ("не получает ран", "takes no wounds"),
    "spell_protection": ("Защита от заклинаний", "Spell protection"),
    "untargetable": ("не может быть выбран целью заклинаний и способностей",
                     "cannot be the target of spells and abilities"),
    "shot_protection": ("Защита от выстрелов", "Shot protection"),
    "poison_protection": ("Защита от отравления", "Poison protection"),
    "attack_reduction": ("–N от атак", "–N from attacks"),
    "stays_open_after_attack": ("не закрывается после атаки", "does not close after attacking"),
    "ignores_armor": ("игнорирует Броню", "ignores Armor"), "ignores_scales": ("игнорирует Чешую", "ignores Scales"),
    "gift_of_life": ("Дар жизни", "Gift of life"), "created": ("Созданный", "Created"),
    "directed_strike_creatures": ("Направленный удар по существам", "Directed strike at creatures"),
    "directed_strike_heroes": ("Направленный удар по героям", "Directed strike at heroes"),
    "no_wounds_from_strikes": ("не получает ран от ударов", "takes no wounds from strikes"),
    "cannot_be_attacked": ("не может быть целью атаки ударом", "cannot be the target of a strike attack"),
    "cannot_attack_hero": ("не может атаковать героя", "cannot attack a hero"),
    "max_per_deck": ("не больше N таких карт в колоде", "at most N in a deck"),
    "deck_any_hero_of_class": ("может быть в колоде любого героя класса", "may be in the deck of any hero of class"),
    "deck_only_hero_of_class": ("может быть в колоде только у героя класса", "may be only in the deck of a hero of class"),
    "deck_not_hero_element": ("не может быть в колоде, если стихия вашего героя —",
                              "may not be in the deck if your hero's element is"),
    "deck_hero_elements_only": ("в вашей колоде могут быть только карты стихий вашего героя",
                                "your deck may hold only cards of your hero's elements"),
    "deck_multi_or_neutral_only": ("в вашей колоде могут быть только мультистихийные и нейтральные карты",
                                   "your deck may hold only multi-element and neutral cards"),
    "deck_up_to_n_of_class": ("в вашей колоде может быть до N любых карт класса",
                              "your deck may hold up to N cards of any element of class"),
    "deck_any_of_class": ("в вашей колоде могут быть любые карты класса",
                          "your deck may hold cards of any element of class"),
    "deck_up_to_n_of_element_class": ("в колоде может быть до N карт стихии", "the deck may hold up to N cards of element"),
    "deck_sideboard_bonus": ("в вашей дополнительной колоде может быть на N карт больше",
                             "your sideboard may hold N more cards"),
    "deck_mentioning_class": ("в вашей колоде могут быть любые карты, на которых упоминается класс",
                              "your deck may hold any card that mentions the class"),
    "superiority_lower_strike": ("Превосходство над существами с меньшей силой удара",
                                 "Superiority over creatures with a lower strike"),
    "superiority_lower_cost": ("Превосходство над существами меньшей стоимости",
                               "Superiority over creatures with a lower cost"),
    "shot_bonus": ("+N к выстрелам", "+N to shots"),
    "attack_penalty": ("-N к атакам", "-N to attacks"),
    "no_wounds_from_attacks": ("не получает ран от атак", "takes no wounds from attacks"),
    "attack_ordinal_protection": ("защита от атак с номерами за ход", "protection from attacks of given ordinals each turn"),
    "no_wounds_from_spells": ("не получает ран от заклинаний", "takes no wounds from spells"),
    "no_wounds_from_poison": ("не получает ран от отравления", "takes no wounds from poison"),
    "no_wounds_from_opponent": ("не получает ран от карт противника", "takes no wounds from the opponent's cards"),
    "no_wounds_from": ("не получает ран от", "takes no wounds from"),
    "no_untap": ("не открывается в начале хода", "does not open at the start of the turn"),
    "no_open_own_turn": ("не открывается в свой ход", "does not open in its controller's turn"),
    "no_wounds_while_attacking": ("не получает ран, пока атакует", "takes no wounds while attacking"),
    "cannot_be_shot_target": ("не может быть целью выстрелов", "cannot be the target of shots"),
    "cannot_lose_abilities": ("не может быть лишён особенностей", "cannot lose its abilities"),
    "not_closed_by_opponent": ("карты противника не могут его закрыть", "the opponent's cards cannot close it"),
    "defend_any_times": ("может выступать защитником любое число раз за ход", "may defend any number of times a turn"),
    "haste_off": ("«Рывок не работает»", "«Рывок does not work»"),
    "hire_off": ("«Найм не работает»", "«Найм does not work»"),
    "death_off": ("«Гибель не работает»", "«Гибель does not work»"),
    "summon_off": ("«Вызов не работает»", "«Вызов does not work»"),
    "attacks_reduced_to": ("атаки по нему сводятся к N", "attacks at it are reduced to N"),
    "attacks_only_unwounded": ("может атаковать только персонажей без ран", "may attack only unwounded characters"),
    "attack_ability_reduction": ("–N от атак и способностей (в том числе от заклинаний)",
                                 "–N from attacks and abilities (spells included)"),
    "directed_strike_vs": ("Направленный удар по", "Directed strike at"),
    "strike_reduction_from": ("–N от ударов", "–N from the strikes of"),
    "cannot_act": ("не может действовать", "cannot act"),
    "suppression_on_declaration": ("подавление срабатывает при объявлении атаки (а не после атаки)",
                                   "suppression that works when the attack is declared (not after the attack)"),
    "open_vs_dominated": ("не закрывается, когда атакует существо, над которым у него Превосходство",
                             "does not close when attacking a creature it has Superiority over"),
    "closes_after_fight": ("Закрывается за атаку или защиту после сражения, если выжила",
                           "Closes for its attack or defence after the fight, if it survived"),
    "self_poison": ("Отравление N", "Poison N"),
    "scales_strike": ("Чешуя X, где X — сила удара этой карты", "Scales X, where X is this card's strike"),
    "ability_reduction": ("–N от способностей (в том числе от заклинаний)", "–N from abilities (spells included)"),
    "attack_reduction_creatures": ("–N от атак существ", "–N from the attacks of creatures"),
    "must_be_struck_offturn": ("должен быть выбран целью атаки ударом в ход противника",
                        "must be chosen as the target of strike attacks in the opponent's turn"),
    "must_be_attacked": ("должен быть выбран целью каждой атаки противника, если это возможно",
                        "must be chosen as the target of each of the opponent's attacks if possible"),
    "must_be_first_spell_target": ("должен быть выбран целью первого заклинания каждый ход, если это возможно",
                                   "must be chosen as a target of the first spell each turn if possible"),
    "deals_no_wounds": ("не наносит ран", "deals no wounds"),
    "no_defender_against": ("существа имеют Направленный удар по нему", "creatures have Directed strike at it"),
    "strike_target_only": ("существа могут выбирать эту карту только целью атаки ударом",
                              "creatures may choose this card only as the target of a strike attack"),
    "attacks_per_turn": ("может атаковать N раз за ход", "may attack N times a turn"),
    "only_different_targets": ("только разные цели", "only different targets"),
    "scales_vs_abilities": ("Чешуя предотвращает также раны от способностей",
                               "Scales also prevents wounds from abilities"),
    "thirst_enemy_only": ("Жажда: вместо вашей карты можете ранить существо противника",
                        "Thirst: you may wound an opponent's creature instead of your card"),
}

# Meta entries of a keyword ability.
META: dict[str, Pair] = {
    "hero_class": ("{m.hero_class}", "{m.hero_class}"), "class": ("{m.class}", "{m.class}"),
    "element": ("{m.element}", "{m.element}"), "of_class": ("класса {m.of_class}", "of class {m.of_class}"), "from": ("{m.from:gent:many}", "{m.from:many}"),
    "over": ("над: {m.over:ablt:many}", "over {m.over:many}"), "vs": ("{m.vs:datv:many}", "{m.vs:many}"),
    A.ABILITY_DISCOUNT: ("(эта способность стоит меньше на X монет, где X — {m.ability_discount}; не меньше 0)",
                         "(this ability costs X coins less, where X is {m.ability_discount}; not below 0)"),
    "any_activator": ("(использовать её может любой игрок)", "(any player may use it)"),
    "limit_with": ("(общий лимит с соседней особенностью)", "(a use limit shared with the ability next to it)"),
}

# Condition kind ``rules_option``: the rules option (a RulesConfig field) under which an ability exists.
RULES_OPTIONS: dict[str, Pair] = {
    "extortion_each_turn": ("правила игры повторяют вымогательство каждый ход",
                            "the game's rules repeat extortion every turn"),
}

CONDITIONS: dict[str, Pair] = {
    "history": ("{history} {op} {value}", "{history} is {op} {value}"),
    "and": ("", ""), "or": ("", ""), "not": ("неверно, что {parts}", "not ({parts})"),
    "count": ("число {select:gent:many} {op} {value}", "the number of {select:many} is {op} {value}"),
    A.PREVIOUS_TURN_YOURS: ("предыдущий ход был вашим", "the previous turn was yours"),
    A.REVEALED_COST_NAMED: ("показанная карта стоит названное число монет", "the card shown costs the number of coins named"),
    "your_turn": ("идёт ваш ход", "it is your turn"), "opponent_turn": ("идёт ход противника",
                                                                       "it is the opponent's turn"),
    "boosts_below": ("на этой карте меньше {value} эффектов усиления", "this card has fewer than {value} boosts"),
    "deck_top_is": ("верхняя карта вашей колоды — {select}", "the top card of your deck is a {select}"),
    "event_card_fits": ("карта события — {select}", "the event's card is a {select}"),
    "no_other_creatures": ("под вашим контролем нет других существ", "you control no other creature"),
    "acted_on_survived": ("{ref} выжило", "{ref} survived"),
    "coins": ("у вас {op} {value} монет", "you have {op} {value} coins"),
    "event_card": ("карта события — {select}", "the event's card is a {select}"),
    "hand_size": ("карт в вашей руке {op} {value}", "the cards in your hand are {op} {value}"),
    "hand_vs_opponent": ("карт в вашей руке {op}, чем у противника", "you hold {op} the opponent's number of cards in hand"),
    "coins_vs_opponent": ("у вас {op} монет, чем у противника", "you have {op} the opponent's number of coins"),
    "coins_vs_opponent==": ("у противника столько же монет, сколько у вас", "the opponent has as many coins as you"),
    "creature_lead": ("ваших существ минус существа противника {op} {value}",
                         "your creatures minus the opponent's are {op} {value}"),
    "hero_life_below_source": ("у вашего героя меньше текущих жизней, чем у этой карты",
                               "your hero has less current life than this card"),
    "hero_life_below_sum": ("у вашего героя меньше текущих жизней, чем сумма текущих жизней: {select:gent:many}",
                            "your hero has less current life than the total current life of {select:many}"),
    "event_cost_below_count": ("стоимость карты события меньше числа {select:gent:many}",
                                   "the event card's cost is less than the number of {select:many}"),
    "hoarded_namesake_in_opp_grave": ("у вас есть добытая карта с таким же названием, как карта на кладбище противника",
                                      "a card you hoarded has the name of a card in the opponent's graveyard"),
    "cost_sum_above_enemy_life": ("суммарная стоимость {select:gent:many} больше текущих жизней героя противника",
                                     "the total cost of {select:many} is more than the opponent's hero's life"),
    "grave_distinct_names": ("разных названий среди {select:gent:many} {op} {value}",
                          "different names among {select:many}: {op} {value}"),
    "in_play": ("эта карта в игре", "this card is in play"),
    "it_any": ("среди них есть {select}", "one of them is a {select}"),
    "it_all": ("все они — {select:many}", "they all are {select:many}"),
    "it_fits": ("{ref} — {select}", "{ref} is a {select}"),
    "it_survived": ("оно выжило", "it survived"),
    "object_cost_le_count": ("стоимость {ref:gent} не больше числа {select:gent:many}",
                                "the cost of {ref} is at most the number of {select:many}"),
    "owner_grave_none": ("на кладбище владельца {ref:gent} нет: {select:gent:many}",
                            "the graveyard of {ref}'s owner holds no {select:many}"),
    "life_below_count": ("у вашего героя меньше жизней, чем {select:gent:many}",
                         "your hero has less life than the number of {select:many}"),
    "paid_foreign": ("уничтоженная карта была не вашей", "the destroyed card was not yours"),
    "paid_own": ("завершённый для оплаты квест был вашим", "the quest completed to pay was yours"),
    "creature_survived": ("раненное таким образом существо выжило", "the creature wounded this way survived"),
    A.SHOWN_TOP_COST: ("показанная верхняя карта вашей колоды стоит {op}, чем показанная карта противника",
                       "the shown top card of your deck costs {op} the opponent's shown card"),
    "it_died": ("существо погибло", "the creature died"),
    "thirst_killed_one": ("от Жажды этой карты погибло существо", "this card's Thirst killed a creature"),
    "no_coins_spent": ("при розыгрыше этой карты не было потрачено монет", "no coins were spent to play this card"),
    "coins_spent": ("вы потратили в этот ход {value} или более монет", "you have spent {value} or more coins this turn"),
    "open_coins": ("у вас открытых монет {op} {value}", "you have {op} {value} open coins"),
    "opponent_hand_size": ("карт в руке противника {op} {value}", "the opponent's hand holds {op} {value} cards"),
    "opponent_open_coins": ("у противника открытых монет {op} {value}", "the opponent has {op} {value} open coins"),
    "ref_state": ("{ref} — {state}", "{ref} is {state}"),
    "revealed": ("показанная карта — {select:zone=deck}", "the revealed card is a {select:zone=deck}"),
    "event_source_is_spell": ("раны наносит заклинание", "the wounds come from a spell"),
    "event_is_attack": ("раны наносит атака", "the wounds come from an attack"),
    "killed_by_own_card": ("раны до нуля жизней нанесла карта её контролёра", "its controller's card wounded it to 0 life"),
    "event_cost_above_coins": ("стоимость карты события больше числа ваших монет",
                                  "the event card costs more than the coins you have"),
    "source_extra_lives": ("на этой карте дополнительных жизней {op} {value}",
                           "this card has {op} {value} extra lives"),
    "source_state": ("эта карта {state}", "this card is {state}"),
    "source_wounds": ("на этой карте ран {op} {value}", "this card has {op} {value} wounds"),
    "source_wounds_life_share": ("на этой карте ран {op}, чем её максимальные жизни, делённые на {value} (с округлением "
                                 "вверх)", "this card has {op} its maximum life divided by {value} (rounded up) in wounds"),
    "went_second": ("вы ходили вторым", "you went second"),
    "source_in_graveyard": ("эта карта на кладбище", "this card is in the graveyard"),
    "discarded_card_fits": ("противник сбросил {select}", "the opponent discarded a {select}"),
    "namesake_in_grave": ("на кладбище владельца {ref:gent} есть другая карта с таким же названием",
                              "the graveyard of {ref}'s owner holds another card with the same name"),
    "was_played_from_hand": ("вы разыграли эту карту из руки", "you played this card from your hand"),
}
AMOUNTS: dict[str, Pair] = {
    "history": ("{history}", "{history}"),
    "x": ("X[{value:signed}]", "X[{value:signed}]"),
    "count": ("число {select:gent:many}", "the number of {select:many}"),
    "sum": ("{parts}", "{parts}"),
    "at_most": ("{parts}, но не более {value}", "{parts}, but at most {value}"),
    "fixed": ("{value}", "{value}"),
    "strike": ("сила удара {ref:gent}", "the strike of {ref}"),
    "life": ("текущие жизни {ref:gent}", "the current life of {ref}"),
    "cost": ("стоимость {ref:gent}", "the cost of {ref}"),
    "ambush_cost": ("стоимость Засады {ref:gent}", "the Ambush price of {ref}"),
    "ambushes_this_turn": ("число Засад, сработавших в этот ход", "the number of Ambushes used this turn"),
    "destroyed_life": ("жизни ушедшей карты ({ref})", "the life of the card that left ({ref})"),
    "destroyed_strike_life_min": ("меньшее из удара и жизней ушедшей карты ({ref})", "the lesser of the gone card's strike and life ({ref})"),
    "destroyed_strike": ("удар ушедшей карты ({ref})", "the strike of the card that left ({ref})"),
    "meditation_sum": ("сумма Медитаций[ {select:gent:many}]", "the sum of the Meditations[ of {select:many}]"),
    "top_count": ("число показанных карт[ ({select:nomn:many})][ из {value}]", "the number of cards shown[ ({select:many})][ of {value}]"),
    "boosts": ("число эффектов усиления на {ref:loct}", "the number of boosts on {ref}"),
    "quest_counters": ("число жетонов квеста на {ref:loct}", "the number of quest counters on {ref}"),  # {!}
    "coins": ("число ваших монет", "the number of your coins"),
    "distinct_classes": ("число разных классов среди {select:gent:many}",
                         "the number of different classes among {select:many}"),
    "distinct_names": ("число разных названий среди {select:gent:many}",
                       "the number of different names among {select:many}"),
    "done": ("число карт[ ({select:nomn:many})], затронутых таким образом",
             "the number of cards[ ({select:many})] affected this way"),
    "event_amount": ("число из события (столько же)", "the event's number (as many)"),
    "event_cards": ("число карт события", "the number of the event's cards"),
    "event_cost": ("стоимость карты события", "the cost of the event's card"),
    "excess": ("избыточный урон", "the excess damage"),
    "hand_gap": ("на сколько карт в руке у противника больше, чем у вас",
                 "how many more cards the opponent has in hand than you"),
    "hand_short": ("сколько карт не хватает в вашей руке до {value}",
                   "how many cards your hand lacks to hold {value}"),
    "current_life_of": ("текущие жизни {ref:gent}", "the current life of {ref}"),
    "life_value_of": ("значение жизней {ref:gent}", "the life value of {ref}"),
    "hoarded_strike": ("сила удара {select:gent:many}", "the strike of {select:many}"),
    "event_regeneration": ("Регенерация карты события", "the Regeneration of the event's card"),
    "coin_excess": ("лишние монеты", "the coins beyond the need"),
    "x_paid_for_it": ("X, заплаченный за эту карту", "the X paid for this card"),
    "opponent_closed_coins": ("число закрытых монет противника", "the number of the opponent's closed coins"),
    "own_closed_coins": ("число ваших закрытых монет", "the number of your closed coins"),
    "own_wounds": ("число ран на ней", "the wounds it has"),
    # (after a trigger: the event's card; in a spell's own text describe.amount says «этой карты»)
    "paid": ("число монет, потраченных на розыгрыш той карты", "the coins paid to play that card"),
    A.PAID_FOR_ABILITY: ("число монет, потраченных на эту способность", "the coins paid for this ability"),
    "spent_on_action": ("число монет, потраченных на это действие", "the coins spent on that action"),
    "attack_excess_wounds": ("избыточный урон атаки", "the attack's excess damage"),
    "kill_excess_wounds": ("избыточный урон убийства", "the excess damage of the kill"),
    "strike_excess_wounds": ("избыточный урон удара", "the strike's excess damage"),
    "event_card_cost": ("стоимость карты события", "the cost of the event's card"),
    "strike_sum": ("сумма ударов {select:gent:many}", "the total strike of {select:many}"),
    "greatest_cost": ("наибольшая стоимость среди {select:gent:many}", "the greatest cost among {select:many}"),
    "wounds_on": ("число ран на {ref:loct}", "the wounds on {ref}"),
    "eggs_on": ("число жетонов яйца на {select:loct:many}", "the egg counters on {select:many}"),
    "cost_done": ("стоимость уничтоженной карты", "the cost of the destroyed card"),
    "greatest_noncreature_grave_cost": ("наибольшая стоимость среди карт не-существ на любом кладбище",
                                           "the greatest cost among non-creature cards in any graveyard"),
    "opp_short": ("число карт, которые противник не смог сбросить ({parts})",
                     "the number of cards the opponent could not discard ({parts})"),
    "done_short": ("число карт, которые вы не положили таким образом (из {parts})",
                   "the number of cards you did not put that way (of {parts})"),
    "excess_healed_noted": ("избыточное лечение", "the excess healing"),
    A.DESTROYED_BY_THIS: ("число существ, уничтоженных этой картой", "the number of creatures this card destroyed"),
    A.COST_SUM: ("суммарная стоимость {select:gent:many}", "the total cost of {select:many}"),
    A.LAST_WOUNDS_RECEIVED: ("число ран, полученных вашим персонажем последними",
                             "the number of wounds your character received last"),
}
# «за каждые K снятые дополнительные жизни»: after a removal of extra lives, «таким образом» counts the lives
DONE_EXTRA_LIVES: Pair = ("число дополнительных жизней, снятых таким образом", "the number of extra lives removed this way")
COSTS: dict[str, Pair] = {
    A.COINS: ("{amount:nomn:#монета|coin}", "{amount:#монета|coin}"),
    A.CLOSE: ("закройте эту карту (Т)", "close this card (T)"),
    A.STAY_OPEN: ("не закрываясь (эта карта открыта и остаётся открытой)",
                  "without closing (this card is open and stays open)"),
    "close_hero": ("закройте вашего героя", "close your hero"),
    "close_own": ("закройте [{select:accs}]", "close [{select}]"),
    "destroy_own": ("уничтожьте [{select:accs}]", "destroy [{select}]"),
    "return_own": ("положите ваше существо в руку владельца", "put a creature of yours into its owner's hand"),
    "destroy_self": ("уничтожьте эту карту", "destroy this card"),
    "discard": ("сбросьте {amount:#карта|card}[ ({select})]", "discard {amount:#карта|card}[ ({select})]"),
    "wound_all_own": ("раньте всех ваших персонажей на {amount:accs}", "wound all your characters by {amount}"),
    "hoard_grave": ("ваш герой добывает {amount:#карта|card} с кладбища",
                        "your hero hoards {amount:#карта|card} from a graveyard"),
    "hoard_by_self": ("эта карта добывает {select:accs} стоимостью X", "this card hoards {select} with cost X"),
    "lose_coins": ("потеряйте {amount:#монета|coin}", "lose {amount:#монета|coin}"),
    "destroy_support": ("уничтожьте карту поддержки", "destroy a support card"),
    "complete_quest": ("завершите любой квест", "complete any quest"),
    "remove_extra_lives": ("снимите {amount:#дополнительная жизнь|extra life} с ваших персонажей",
                           "remove {amount:#дополнительная жизнь|extra life} from your characters"),
    "remove_markers": ("снимите {amount:marker=marker} с этой карты", "remove {amount:marker=marker} from this card"),
    "shuffle_grave": ("замешайте {amount:#карта|card} с вашего кладбища в колоду",
                      "shuffle {amount:#карта|card} from your graveyard into your deck"),
    "shuffle_grave_opp": ("замешайте {amount:#карта|card} с кладбища противника в его колоду",
                          "shuffle {amount:#карта|card} from the opponent's graveyard into his deck"),
    "shuffle_self": ("замешайте эту карту в колоду", "shuffle this card into its deck"),
    "stun_own": ("оглушите {amount} ваших открытых существ", "stun {amount} of your open creatures"),
    "thirst": ("Жажда {amount}", "Thirst {amount}"),
    "wound_hero": ("раньте вашего героя на {amount:accs}", "wound your hero by {amount}"),
    "wound_own": ("раньте ваше существо на {amount:accs}", "wound a creature of yours by {amount}"),
    "reveal_and_shuffle_hand": ("покажите {select:accs} стоимостью X и замешайте эту карту в колоду",
                             "show {select} with cost X and shuffle that card into your deck"),
    A.SHUFFLE_OWN: ("замешайте {select:accs} стоимостью X в колоду её владельца",
                    "shuffle {select} with cost X into its owner's deck"),
    A.REVEAL_TOP: ("покажите верхнюю карту вашей колоды (она остаётся там)",
                   "show the top card of your deck (it stays there)"),
}
# «Когда вы используете Поиск»: the trigger's subject (a card of the deck searched) says whose search it is
SEARCHERS: dict[str, Pair] = {
    A.YOU: ("когда вы используете поиск", "when you make a search"),
    A.OPPONENT: ("когда противник использует поиск", "when the opponent makes a search"),
    A.ANY: ("когда игрок использует поиск", "when a player makes a search"),
}
TRIGGERS: dict[str, Pair] = {
    A.ENTERS_PLAY: ("когда {who} входит в игру", "when {who} enters play"),
    A.DIES: ("когда {who} погибает", "when {who} dies"),
    A.TURN_START: ("в начале хода", "at the start of the turn"),
    A.TURN_END: ("в конце хода", "at the end of the turn"),
    A.ATTACKS: ("когда {who} атакует[ {other:accs}]", "when {who} attacks[ {other}]"),
    A.STRIKES: ("когда {who} наносит удар[ по: {other}]", "when {who} strikes[ {other}]"),
    A.WOUNDED: ("когда {who} получает раны[ от: {other:gent}]", "when {who} is wounded[ by {other}]"),
    A.DEALS_WOUNDS: ("когда {who} наносит раны[ — кому: {other}]", "when {who} deals wounds[ to {other}]"),
    A.CARD_PLAYED: ("когда разыгрывается {who:zone=hand}", "when {who:zone=hand} is played"),
    A.DISCARDED: ("когда сбрасывается {who:zone=hand}", "when {who:zone=hand} is discarded"),
    A.CLOSED: ("когда {who} закрывается", "when {who} closes"),
    A.READIED: ("когда {who} подготовлен", "when {who} is readied"),
    A.DRAWN: ("когда берут {who:accs:zone=deck}", "when {who:zone=deck} is drawn"),
    A.SEARCHED: ("когда используется поиск", "when a search is made"),
    A.DECK_SHUFFLED: ("когда перемешивается колода владельца {who:gent}", "when the deck of {who}'s owner is shuffled"),
    A.DESTROYED: ("когда {who} уничтожает[ {other:accs}]", "when {who} destroys[ {other}]"),
    A.HEALED: ("когда {who} излечен", "when {who} is healed"),
    A.KILLS: ("когда {who} убивает[ {other:accs}]", "when {who} kills[ {other}]"),
    A.HOARDS: ("когда {who} добывает[ {other:accs}]", "when {who} hoards[ {other}]"),
    A.PUT_INTO_GRAVEYARD: ("когда {who} попадает на кладбище", "when {who} is put into a graveyard"),
    A.CARD_PLAYED_NTH: ("когда разыгрывается карта номер {nth} за ход — {who:zone=hand}",
                        "when {who:zone=hand} is played as card number {nth} this turn"),
    A.CARD_PLAYED_NTH_IN_GAME: ("когда разыгрывается карта номер {nth} за игру — {who:zone=hand}",
                                "when {who:zone=hand} is played as card number {nth} this game"),
    A.DRAWN_NTH: ("когда берут карту номер {nth} за ход — {who:zone=deck}",
                  "when card number {nth} this turn is drawn ({who:zone=deck})"),
    A.ENTERS_PLAY_NTH: ("когда в игру входит номер {nth} за ход — {who}", "when {who} number {nth} this turn enters play"),
    A.TARGETED: ("когда {who} становится целью[ — чьей: {other:gent}]", "when {who} becomes the target[ of {other}]"),
    A.AFTER_ATTACK: ("после атаки, проведённой {who:ablt}[ по: {other}]", "after {who} attacked[ {other}]"),
    A.STRIKE_WOUNDS: ("когда {who} наносит раны ударом[ — кому: {other}]", "when {who} deals wounds by a strike[ to {other}]"),
    A.DECK_TO_GRAVEYARD: ("когда {who} попадает из колоды на кладбище", "when {who} goes from the deck to a graveyard"),
    "ambush_used_mark": ("когда Засадой разыгрывается {who:zone=hand}", "when {who:zone=hand} is played by its Ambush"),
    "attack_defended": ("когда от атаки {who:gent} назначен защитник", "when a defender is assigned against {who}'s attack"),
    "attack_target_died": ("когда цель атаки {who:gent}[ ({other})] погибла", "when the target[ ({other})] of {who}'s attack died"),
    "attack_targeted": ("когда {who} становится целью атаки[ — чьей: {other:gent}]",
                        "when {who} becomes the target of an attack[ by {other}]"),
    "attacks_by_strike": ("когда {who} атакует ударом[ {other:accs}]", "when {who} makes a strike attack[ at {other}]"),
    "boosted": ("когда на {who:accs} кладут эффект усиления", "when a boost is put on {who}"),
    "attack_undefended": ("когда от атаки {who:gent} не был назначен защитник",
                             "when no defender was assigned against {who}'s attack"),
    "coins_closed_not_play": ("когда {who} закрывает монеты не для розыгрыша карт",
                              "when {who} closes coins not to play cards"),
    "coins_spent": ("когда {who} тратит монеты", "when {who} spends coins"),  # «Расход X»
    A.COINS_OPENED: ("когда у {who:gent} открывается 1 или более монет", "when 1 or more coins of {who} open"),
    A.COINS_LOST: ("когда {who} теряет монеты", "when {who} loses coins"),
    A.COINS_GAINED: ("когда {who} получает монеты", "when {who} gains coins"),
    A.DISCARDED_NTH: ("когда сбрасывают карту номер {nth} за ход — {who:zone=hand}",
                      "when card number {nth} this turn is discarded ({who:zone=hand})"),
    "condition_met": ("когда выполняется условие", "when the condition is met"),
    "deals_wounds_not_strike": ("когда {who} наносит раны не ударом[ — кому: {other}]",
                                "when {who} deals wounds not by a strike[ to {other}]"),
    "defender_assigned": ("когда {who} выступает защитником", "when {who} is assigned as a defender"),
    "extra_life_gained": ("когда {who} получает дополнительные жизни", "when {who} gains extra lives"),
    "gift_of_life_used": ("когда {who} создаёт копию Даром жизни", "when {who} makes a copy by Gift of life"),
    "unhoarded_back_to_hand": ("когда {who} возвращается из-под добывшей карты в руку",
                              "when {who} returns from under its hoarding card to the hand"),
    "kills_by_strike": ("когда {who} убивает ударом[ {other:accs}]", "when {who} kills[ {other}] by a strike"),
    "leaves_play": ("когда {who} покидает игру", "when {who} leaves play"),
    "leaves_sideboard": ("когда {who} покидает дополнительную колоду", "when {who} leaves a sideboard"),
    # {other}: the hero of the player who made the card leave (abilities.LEFT_GRAVEYARD)
    A.LEFT_GRAVEYARD: ("когда {who} покидает кладбище по воле игрока, которому принадлежит {other}",
                       "when {who} leaves a graveyard, made to by the player of {other}"),
    A.SHUFFLED_FROM_GRAVEYARD: ("когда {who:accs} замешивают с кладбища в колоду по воле игрока, которому принадлежит {other}",
                                "when {who} is shuffled from a graveyard into a deck by the player of {other}"),
    "meditation_coins": ("когда противник закрывает монеты для оплаты Медитации", "when the opponent closes coins to pay for Meditation"),
    "meditation_used": ("когда у {who:gent} срабатывает Медитация", "when {who}'s Meditation fires"),
    "meditation_wounds": ("когда противник ранит героя для оплаты Медитации", "when the opponent wounds his hero to pay for Meditation"),
    # the Мор is always this card's own (engine/triggers.py); {who} names the graveyard («существо на кладбище»)
    "milled": ("когда из-за Мора этой карты попадает {who}", "when this card's Mor puts {who}"),
    "got_poisoned": ("когда {who} получает Отравление", "when {who} is poisoned"),
    "returned_to_hand": ("когда {who} возвращается в руку владельца", "when {who} returns to its owner's hand"),
    "attack_excess_wounds": ("когда атака {who:gent} наносит избыточный урон[ по: {other}]",
                         "when {who}'s attack deals excess damage[ to {other}]"),
    "strike_excess_wounds": ("когда удар {who:gent} наносит избыточный урон[ по: {other}]",
                             "when a strike of {who} deals excess damage[ to {other}]"),
    "loses_sleeping": ("когда {who} теряет Спящий", "when {who} loses Sleeping"),
    "summoned": ("когда вызывают {who:accs}", "when {who} is summoned"),
    A.REVIVED: ("когда возрождают {who:accs}", "when {who} is revived"),
    "completed": ("когда завершается {who}", "when {who} is completed"),  # a quest (docs/quests.md)
    "quest_counters_put": ("когда на {who:accs} кладут жетоны квеста (не этой картой)",
                           "when quest counters are put on {who} (not by this card)"),  # docs/quests.md §3
    "attack_no_wounds": ("когда атака не нанесла ран {who:datv}", "when an attack dealt no wounds to {who}"),
    A.FIGHT_SURVIVED: ("когда {who:many} сражаются и оба выживают", "when creatures fight and both survive"),
    "acts_event": ("когда {who} действует", "when {who} acts"),
    "heal_without_wounds": ("когда {who} должен быть излечен, а ран на нём нет",
                          "when {who} should be healed and has no wounds"),
    "nth_meditation": ("каждый {nth}-й раз за ход, когда у {who:gent} срабатывает Медитация",
                          "every {nth}th time a turn {who}'s Meditation fires"),
    "might_fires": ("когда у {who:gent} срабатывает Могущество", "when {who}'s Might fires"),
    "regeneration_fires": ("когда у {who:gent} срабатывает Регенерация", "when {who}'s Regeneration fires"),
    "mor_fires": ("когда срабатывает Мор {who:gent}", "when {who}'s Mor fires"),
    "wounded_by_attack": ("когда {who} получает раны от удара или выстрела", "when {who} is wounded by a strike or a shot"),
    "wounded_by_shot": ("когда {who} получает раны от выстрела", "when {who} is wounded by a shot"),
    "wounded_by_strike": ("когда {who} получает раны от удара", "when {who} is wounded by a strike"),
    "wounds_in_turn": ("когда {who} получает за ход ран: {nth} или больше", "when {who} takes {nth} or more wounds in a turn"),
    "first_draw_from_empty_deck": ("когда игрок должен взять первую карту за ход из пустой колоды",
                            "when a player must draw his first card of the turn from an empty deck"),
    "must_close": ("когда {who} должен закрыться", "when {who} must close"),
}
STATICS: dict[str, Pair] = {}
EFFECTS: dict[str, Any] = {}


def first_set(keys: tuple[str, ...]) -> Callable[[A.Effect], str]:
    """A Variants pick for a verb with several forms (``abilities.VERBS``): the form is named by the first param of
    ``keys`` that is set — by its value when that is a word, else by the param's name — or is "" (the basic form)."""

    def form(e: A.Effect) -> str:
        for key in keys:
            value = e.param(key)
            if value:
                return value if isinstance(value, str) else key
        return ""

    return form


def Forms(keys: tuple[str, ...], templates: dict[str, Pair]) -> Variants:  # noqa: N802 — reads as a table kind
    """The templates of a verb with several forms, one per value of the first param of ``keys`` that is set."""
    return Variants(keys, first_set(keys), templates)


# Params an effect's templates do not mention: their words, added after the effect.
PARAMS: dict[str, Pair] = {
    "duration": ("{p.duration:dur}", "{p.duration:dur}"),
    "decider": ("", ""),  # «противник может …»: said by describe.effect («противник может решить: …»)
}

VALUES.update({
    # states (Condition.state, source_state / ref_state)
    "open": ("открыта", "open"), "closed": ("закрыта", "closed"), "wounded": ("ранена", "wounded"),
    "unwounded": ("без ран", "unwounded"), "stunned": ("оглушена", "stunned"), "poisoned": ("отравлена", "poisoned"),
    "attacking": ("атакует", "attacking"), "fighting": ("сражается", "fighting"), "sleeping": ("спит", "sleeping"),
    "in_play": ("в игре", "in play"), "hidden": ("скрыта", "hidden"),
    "might_reached": ("имеет не меньше эффектов усиления, чем её Могущество",
                      "boosted to its Might (at least as many boosts as its Might)"),
    # where cards go
    "top": ("на верх колоды", "on top of the deck"), "bottom": ("под низ колоды", "at the bottom of the deck"),
    "shuffle": ("в колоду (замешав)", "into the deck (shuffled)"),
    "graveyard": ("на кладбище", "into the graveyard"), "hand": ("в руку", "into the hand"),
    "play": ("в игру", "into play"), "keep": ("остаются на месте", "stay where they are"),
    "bottom_random": ("под низ колоды в случайном порядке", "at the bottom of the deck in random order"),
    "all": ("со всех кладбищ", "from every graveyard"),
    # who picks
    "owner": ("по выбору владельца", "chosen by their owner"), "you": ("по вашему выбору", "chosen by you"),
    "opponent": ("по выбору противника", "chosen by the opponent"), "random": ("случайно", "at random"),
    # what a ban forbids
    "attack": ("атаковать", "attack"), "be_controlled": ("переходить под чужой контроль", "change control"),
    "draw": ("брать карты", "draw cards"), "heal": ("излечиваться", "be healed"),
    "own_next_turn": ("в свой следующий ход", "in their next turn"),
    # what coins may be spent on
    "play_creature": ("на розыгрыш существ", "on playing creatures"), "play_spell": ("на розыгрыш заклинаний",
                                                                                   "on playing spells"),
    "support": ("на розыгрыш карт поддержки или активацию их способностей",  # engine/payment.SPEND_ON
                "on playing support cards or activating their abilities"),
    "play_mentions_support": ("на розыгрыш карт, в тексте которых упоминаются карты поддержки",  # payment.MENTIONS_SUPPORT
                              "on playing cards whose text mentions support cards"),
    # when a delayed instruction runs
    "end_next": ("в конце следующего хода", "at the end of the next turn"),
    "end_next_own": ("в конце вашего следующего хода", "at the end of your next turn"),
    "end_own": ("в конце вашего хода", "at the end of your turn"), "end_this": ("в конце этого хода",
                                                                               "at the end of this turn"),
    "start_next_own": ("в начале вашего следующего хода", "at the start of your next turn"),
    "next_event": ("в следующий раз", "the next time"),
    "discarded": ("X — число сброшенных карт", "X is the number of cards discarded"),
    # prevention scope, counters, sides
    "characters": ("вашим персонажам", "to your characters"), "hero": ("вашему герою", "to your hero"),
    "creatures": ("вашим существам", "to your creatures"),
    "egg": ("{яйцо}", "{egg}"), "quest": ("жетон квеста", "quest counter"),  # {!}
    "any": ("любых", "any"), "creature": ("существ", "creatures"),
})
STATICS.update({
    "modify": ("{who} имеет[ {strike:signed} к удару][ {life:signed} к жизням]", "{who} has[ {strike:signed} strike][ {life:signed} life]"),
    "grant": ("{who} имеет {keyword:kw:accs}[ {value:n1}][ над: {victim:ablt:many}][ ({what})]",
              "{who} has {keyword:kw}[ {value:n1}][ over {victim:many}][ ({what})]"),
    "grant_ability": ("{who} имеет {ability}", "{who} has {ability}"),
    "cost": ("{who:zone=hand}[ ({what})] {~стоит|стоят} на {value:abs:#монета|coin} {value:more}[ (но не меньше {floor})]",
             "{who:zone=hand}[ ({what})] cost {value:abs:#монета|coin} {value:more_en}[ (but not less than {floor})]"),
    "cost_set": ("{who} стоит {value}[ ({what})]", "{who} costs {value}[ ({what})]"),
    "coin_worth": ("каждая ваша монета при оплате {who:gent:many:zone=hand} считается как {value}",
                   "each of your coins counts as {value} when paying for {who:many:zone=hand}"),
    "forbid": ("{who} {~не может|не могут}: {what}", "{who} cannot {what}"),
    "limit": ("ограничение для игроков: {what}[ (не больше {value})]", "players are limited: {what}[ (at most {value})]"),
    "quest_limit": ("вы можете иметь в игре на {value:#квест|quest} больше за каждый ваш {counter:counter_noun}",
                    "you may have {value:#квест|quest} more in play for each {counter:counter_noun} of yours"),
    "all_classes": ("{who} обладает всеми классами существ", "{who} has every creature class"),
    "lose_abilities": ("{who} {~теряет|теряют} особенности", "{who} lose their abilities"),
    "gift_any_side": ("для создания копии «Даром жизни» вы можете выбирать существ противника",
                      "your «Дар жизни» may copy the opponent's creatures too"),
    "copy_rule": ("правило копий (его применяет каждая копия, которую создаёт движок): копия обладает названием, "
                  "свойствами, классами и особенностями скопированной карты",
                  "the rule of copies (every copy the engine makes follows it): a copy has the name, properties, "
                  "classes and abilities of the copied card"),
    "copy_rule_not_copied": ("правило копий: эффекты и раны скопированной карты не копируются",
                             "the rule of copies: the effects and wounds of the copied card are not copied"),
    "shares_abilities": ("{who} {~имеет|имеют} все другие особенности этой карты (её напечатанные ключевые слова и "
                         "постоянные способности самой карты)", "{who} has all the other abilities of this card (its "
                         "printed keywords and its static abilities of itself)"),
    "all_elements": ("{who} {~обладает|обладают} всеми стихиями (в том числе «Нейтральные»)",
                     "{who} has every element («Нейтральные» included)"),
    "ambush_cost": ("Засады {who:gent:zone=hand} стоят на {value:abs:#монета|coin} {value:more}[ (но не меньше {floor})]",
                    "the Ambushes of {who:zone=hand} cost {value:abs:#монета|coin} {value:more_en}[ (but not less than {floor})]"),
    # (the price change only when there is one: «{value:more:signed}» leaves the group out for 0)
    "ambush_from_zone": ("вы можете использовать Засаду карт ({what})[: {select:many}][ на {value:abs:#монета|coin} "
                         "{value:more:signed}]",
                         "you may use the Ambush of cards ({what})[: {select:many}][ for {value:abs:#монета|coin} "
                         "{value:more_en:signed}]"),
    "ambush_counters": ("вы можете оплачивать Засаду {who:gent:zone=hand} вашими эффектами (каждый {counter:counter_noun} "
                        "вместо 1 монеты, с ваших карт); если вы это делаете, возьмите {value:#карта|card}",
                        "you may pay the Ambush of {who:zone=hand} with your counters (each {counter:counter_noun} of "
                        "your cards for 1 coin); if you do, draw {value:#карта|card}"),
    A.COUNTERS_PAY: ("вы можете оплачивать розыгрыш {who:gent:zone=hand} вашими эффектами (каждый {counter:counter_noun} "
                     "с ваших карт вместо 1 монеты)",
                     "you may pay for playing {who:zone=hand} with your counters (each {counter:counter_noun} of your "
                     "cards for 1 coin)"),
    "look_at_deck_top": ("вы можете смотреть верхнюю карту вашей колоды", "you may look at the top card of your deck"),
    "cannot_play_self": ("вы не можете разыграть эту карту", "you may not play this card"),
    "found_by_any_search": ("эта карта может быть найдена любым Поиском", "this card may be found by any Search"),
    A.NOT_SUMMONED_BY: ("эта карта не может быть вызвана картами[ ({select:gent:many})]",
                        "this card cannot be summoned by cards[ ({select:many})]"),
    A.REVIVED_ONLY_BY_ITSELF: ("эта карта может быть возрождена только своей особенностью",
                               "this card can be revived only by its own ability"),
    "enters_boosted_by_own_wounds": ("{who} входит в игру с X эффектами усиления ({what})[, X — {per}]",
                          "{who} enters play with X boosts ({what})[, X is {per}]"),
    "keyword_of": ("{who} имеет {keyword:kw}, равную их {what:kw}", "{who} has {keyword:kw} equal to their {what:kw}"),
    "play_with_deck_top_open": ("вы играете с открытой верхней картой колоды", "you play with the top card of your deck revealed"),
    A.MEDITATION_COINS_STAY_CLOSED: ("монеты, закрытые для оплаты Медитации, не открываются в начале следующего хода их "
                                     "владельца", "coins closed to pay for a Meditation do not open at the start of "
                                     "their owner's next turn"),
    "death_split": ("вместо гибели {who:gent} его части идут в руку, а сама карта — на кладбище",
                    "instead of {who} dying, its parts go to the hand and the card itself to the graveyard"),
    "hoarded_to_hero_on_death": ("вместо возвращения добытых картой {who} карт ваш герой становится добывшей их картой",
                          "instead of {who}'s hoarded cards returning, your hero becomes their hoarding card"),
    "keyword_bonus": ("{who} имеет {keyword:kw} больше на {value}[ ({per})]", "{who} has {keyword:kw} more by {value}[ ({per})]"),
    "enters_boosted_by_paid": ("{who} входит в игру с X эффектами усиления ({what})", "{who} enters play with X boosts ({what})"),
    "no_replay_of_played_names": ("игроки не могут разыгрывать карты с названиями карт, разыгранных в этот ход",
                           "players cannot play cards named as cards played this turn"),
    "play_from_graveyard": ("вы можете разыграть {who:accs} с кладбища[, при этом {what}]",
                            "you may play {who} from the graveyard[, and then {what}]"),
    # the counters are on the holder («за каждый {яйцо} на этом Яйце»), not on the hoarded card
    "play_hoarded": ("вы можете разыграть карту, добытую {who:ablt}, на {value:abs:#монета|coin} {value:more} за каждый "
                     "{counter} на {who:loct}{destroy_holder?, при этом уничтожьте добывшую карту|}",
                     "you may play a card hoarded by {who} for {value:abs:#монета|coin} {value:more_en} per {counter} on "
                     "{who}{destroy_holder?, then destroy the hoarding card|}"),
    # (the holders are always the controller's characters: engine/zones.hoard_permission)
    "play_hoarded_by": ("вы можете разыгрывать карты, добытые вашими персонажами ({who:many:zone=hoarded}), как из руки",
                        "you may play the cards hoarded by your characters ({who:many:zone=hoarded}) as if from your hand"),
    "play_self_hoarded": ("вы можете разыгрывать {who:accs}, пока её добыли, как из руки",
                          "you may play {who} while it is hoarded, as if from your hand"),
    "prevent_first": ("предотвращаются первые {value:#рана|wound} за ход, полученные каждым из: {who:gent:many}",
                      "the first {value:#рана|wound} each of {who:many} takes in a turn are prevented"),
    "replace": ("если {who} {~должен|должны} {what}, вместо этого", "if {who} would {what}, instead"),
    A.SUPPORT_SLOTS: ("под вашим контролем может быть до {value} карт каждого класса из: {who:gent:many}",
                      "you may control up to {value} cards of each class of {who:many}"),
    A.ENTERS_WITHOUT_ABILITIES: ("{who} входит в игру без особенностей (навсегда) при любом входе в игру не через "
                                 "розыгрыш (вызов, возрождение, создание …)", "{who} enters play without abilities (for "
                                 "good) on any entry other than being played (summoned, revived, created …)"),
    "strike_vs": ("{who} имеет {value:signed} к удару по: {victim:datv:many}", "{who} has {value:signed} strike against {victim:many}"),
    "wounds_dealt": ("{who} наносит на {value:#рана|wound} больше[ ({what})][ — кому: {victim:many}]",
                     "{who} deals {value:#рана|wound} more[ ({what})][ to {victim:many}]"),
    "wounds_taken": ("{who} получает на {value:abs:#рана|wound} меньше[ ({what})][ от: {victim:gent:many}]",
                     "{who} takes {value:abs:#рана|wound} fewer[ ({what})][ from {victim:many}]"),
    "wounds_dealt_scaled": ("{who} наносит {what} ран[ — кому: {victim:datv:many}]",
                            "{who} deals {what} wounds[ to {victim:many}]"),
    "wounds_taken_scaled": ("{who} получает {what} ран[ от: {victim:gent:many}]",
                            "{who} takes {what} wounds[ from {victim:many}]"),
    # «срабатывают дважды» (engine/trigger_points.trigger_times): ``what`` the event the abilities trigger on (None: any)
    "trigger_times": ("{what?способности|срабатывающие способности} {who:gent:many}[, срабатывающие {what},] "
                      "срабатывают {value:#раз|time} на каждое событие", "the triggered abilities of {who:many}[ that "
                      "trigger {what}] trigger {value:#раз|time} on each event"),
    "class_instead": ("{who} имеет класс {what} вместо своих классов", "{who} has class {what} instead of its own"),
    "class_also": ("{who} считается также классом {what}", "{who} counts as class {what} too"),
    "must_attack_source": ("{who} атакует эту карту при первой возможности (обязательная атака)",
                           "{who} attacks this card at the first opportunity (a forced attack)"),
    "strike_is_life": ("удар {who:gent:many} равен их текущим жизням", "the strike of {who:many} equals their current life"),
    "mor_bonus_static": ("{who} имеет {value:signed} к Мору", "{who} has {value:signed} to Mor"),
    "play_from_opp_grave": ("вы можете разыгрывать {who:accs:many} с кладбища противника",
                          "you may play {who:many} from the opponent's graveyard"),
    "play_from_own_grave": ("вы можете брать (как из руки) {who:accs:many}", "you may take (as from the hand) {who:many}"),
})
# «Медитация ваших карт срабатывает N раз за ход» (StaticPart limit, what MEDITATION_LIMIT: combat.meditation_limit)
MEDITATION_LIMIT_WORDS = ("Медитация каждой из карт ({who:many}) может срабатывать {value:#раз|time} за ход (если правила "
                          "ограничивают её меньшим числом)", "the Медитация of each of {who:many} may work {value:#раз|time}"
                          " a turn (where the rules limit it to fewer)")
VALUES.update({A.ABILITY_WOUNDS: ("своими способностями, не ударом", "by its abilities, not by a strike")})  # wounds_dealt
# ``prevent_first`` what FIRST_ATTACK: a pool of N (× per) for the first attack of the turn
# Amount ``cost`` with a select: the costs of those of the cards of ``ref`` that are of its kind, added up
COST_OF_KIND_WORDS = ("суммарная стоимость {select:gent:many} из карт предыдущей инструкции",
                      "the total cost of the {select:many} among the cards of the instruction before")
FIRST_ATTACK_PREVENTION_WORDS = ("из ран от первой атаки за ход, полученных {who:ablt}, предотвращаются первые "
                                 "{value:#рана|wound}", "of the wounds of the first attack of the turn taken by {who}, the "
                                 "first {value:#рана|wound} are prevented")
FIRST_ATTACK_PREVENTION_PER_WORDS = ("из ран от первой атаки за ход, полученных {who:ablt}, предотвращаются первые X, "
                                     "где X — {per} (в момент получения)", "of the wounds of the first attack of the turn "
                                     "taken by {who}, the first X are prevented, X being {per} (as they come)")
VALUES.update({A.TURN_END: ("в конце хода", "at the end of a turn"),  # «срабатывающие в конце хода» (trigger_times)
               A.ENTERS_PLAY: ("при входе в игру (Найм)", "on entering play (Найм)")})
VALUES.update({  # wound scales (engine/replacements.scaled_wounds) and the side of «в следующий раз, когда ваша карта …»
    A.DOUBLE: ("вдвое больше", "twice as many"), A.HALF_UP: ("вдвое меньше (с округлением вверх)", "half as many (rounded up)"),
    A.HALF_DOWN: ("вдвое меньше (с округлением вниз)", "half as many (rounded down)"),
    "dealt": ("ваша карта нанесёт раны", "a card of yours deals wounds"),
    "taken": ("ваша карта получит раны", "a card of yours takes wounds"),
    "thirst": ("ваша Жажда нанесёт раны", "your Thirst deals wounds"),
})
VALUES.update({
    "be_destroyed": ("быть уничтоженным", "be destroyed"), "be_hoarded": ("быть добытым", "be hoarded"),
    A.LEAVE_GRAVEYARD: ("покидать кладбище", "leave the graveyard"),
    "hoarded_by_opponent": ("быть добытым картами противника", "be hoarded by the opponent's cards"),
    "to_hand_by_opponent": ("быть положенным в руку картами противника", "be put into a hand by the opponent's cards"),
    "forced_fight": ("быть вынужденным сразиться", "be made to fight"), "defend": ("выступать защитником", "defend"),
    "be_attacked": ("быть целью атаки", "be attacked"), "be_targeted": ("быть целью", "be targeted"),
    "gain_coins": ("получать монеты", "gain coins"), "offturn_coins": ("закрывать или оплачивать монеты не в свой ход",
                                                                      "close or pay coins outside their turn"),
    "opponent_quests": ("брать квесты противнику этой карты", "take quests, for this card's opponent"),
    A.ATTACK_DECLARATIONS: ("объявлять атаки за ход", "declare attacks a turn"),
    "hero_hoards": ("ваш герой добывает её", "your hero hoards it"),
    "dies": ("погибнуть", "die"), "closed_by_opponent": ("быть закрытым картами противника",
                                                        "be closed by the opponent's cards"),
})

VALUES.update({
    A.WOUNDED: ("получить раны", "take wounds"), "drawn": ("взять карту", "draw a card"),
    "extra_life_gained": ("получить дополнительные жизни", "gain extra lives"),
    "first_draw_from_empty_deck": ("взять первую карту за ход из пустой колоды", "draw his first card of the turn from an empty deck"),
    "lose_sleeping": ("потерять Спящий", "lose Sleeping"), "healed_beyond_wounds": ("получить избыточное лечение",
                                                                               "be healed beyond its wounds"),
    "attack_wounds": ("раны от атаки", "wounds of an attack"), "strike": ("раны от удара", "wounds of a strike"),
    A.MEDITATION_WOUNDS: ("ранить героя противника за монеты, не оплаченные на его Медитацию",
                          "wound the opponent's hero for the coins not paid for its Meditation"),
})

# Effects: the verb's templates. A pair as the Russian (or English) side: (form when «what» is you, other form).
EFFECTS.update({
    "draw": (("возьмите {n:#карта|card}", "{what} берёт {n:#карта|card}"), ("draw {n:#карта|card}", "{what} draws {n:#карта|card}")),
    "mill": ("{p.mor?Мор — |}{what} кладёт {n:#карта|card} с верха своей колоды на кладбище{p.owner_of? (владелец)|}",
             "{p.mor?Mor — |}{what} puts the top {n:#карта|card} of their deck into the graveyard{p.owner_of? (the owner)|}"),
    "end_turn": ("ход немедленно заканчивается (оставшиеся фазы, «в конце хода» и лимит руки пропускаются; эффекты «до "
                 "конца хода» заканчиваются, временные монеты исчезают)", "the turn ends at once (the phases left, «at the "
                 "end of the turn» and the hand limit are skipped; «until end of turn» effects end, temporary coins "
                 "vanish)"),
    "extra_turn": Variants(("skip",), lambda e: "skip" if e.param("skip") else "extra", {
        "extra": ("{what} получает дополнительный ход", "{what} takes an extra turn"),
        "skip": (("пропустите свой следующий ход", "{what} пропускает свой следующий ход"),
                 ("skip your next turn", "{what} skips their next turn")),
    }),
    "choose_mode": ("{p.chooser?противник выбирает|выберите} от {p.min} до {p.max} (раз: {p.times}) из: {p.modes}",
                    "{p.chooser?the opponent chooses|choose} {p.min} to {p.max} ({p.times} time(s)) of: {p.modes}"),
    "sequence": ("{p.effects}", "{p.effects}"),
    "declare_target": ("(цель названа: {what})", "(the target is named: {what})"),
    "instead_of_death": ("если {what} должно погибнуть, вместо этого: {p.effects}", "if {what} would die, instead: {p.effects}"),
})
VALUES.update({"hand": ("в руку", "into the hand")})

EFFECTS.update({
    # a delayed instruction: at a moment of a turn, the next time an event comes, or each time until a duration ends
    "delayed": Variants(("moment", "until", "every_time", "same_name_as_event"), lambda e: (
            "moment" if not e.param("until") else "same_name" if e.param("same_name_as_event") else
            "every_time" if e.param("every_time") else "once"), {
        "same_name": ("{p.until:dur}, каждый раз, {p.trigger} с таким же названием, как у карты, вызвавшей эту "
                      "способность: {p.effects}",
                      "{p.until:dur}, each time {p.trigger} with the same name as the card that triggered this ability: "
                      "{p.effects}"),
        "moment": ("{p.moment}[, {p.trigger}]: {p.effects}[ ({p.noted_discard_count})]",
                   "{p.moment}[ {p.trigger}]: {p.effects}[ ({p.noted_discard_count})]"),
        "every_time": ("{p.until:dur}, каждый раз, {p.trigger}: {p.effects}",
                       "{p.until:dur}, each time {p.trigger}: {p.effects}"),
        "once": ("{p.until:dur}, {p.trigger} (раз за ход): {p.effects}",
                 "{p.until:dur}, when {p.trigger} (once a turn): {p.effects}"),
    }),
    "gift_of_life": ("Дар жизни[ {n}]: снимите[ до {n:gent}] дополнительные жизни с ваших персонажей и создайте копию вашего "
                     "существа такой стоимости", "Gift of life[ {n}]: remove[ up to {n}] extra lives from your characters "
                     "and create a copy of your creature of that cost"),
    "cancel_card": ("отмените {what:accs}", "cancel {what}"),
    "hide": ("{what} скрывается", "{what} hides"),
    "apply_ability": ("{what} применяет без оплаты особенность {p.holder:gent}[ стоимостью {p.cost_min:#монета|coin} или "
                      "более][ стоимостью {p.cost_max:#монета|coin} или менее]",
                      "{what} uses an ability of {p.holder} without paying[ (costing {p.cost_min:#монета|coin} or more)][ "
                      "(costing {p.cost_max:#монета|coin} or less)]"),
    "reveal_and_apply_spell": ("{what} показывает из руки {p.select:accs:zone=hand} и применяет его эффект",
                            "{what} shows a {p.select:zone=hand} from the hand and applies its effect"),
    "lose_x_copies_of_hoarded": ("потеряйте X монет, при этом создайте X копий: {what}", "lose X coins, then create X copies of {what}"),
    "owner_summons_cheaper": ("владелец {what:gent} вызывает существо меньшей стоимости",
                                 "{what}'s owner summons a creature with a lower cost"),
    "remove_extra_lives": ("снимите {n:#дополнительная жизнь|extra life} с {what:chars_of}",
                              "remove {n:#дополнительная жизнь|extra life} from {what:chars_of}"),
    "must_close_or_be_wounded": ("{what} должен закрыть своё существо, иначе его герой получает {n:#рана|wound}",
                                 "{what} must close a creature of his, else his hero takes {n:#рана|wound}"),
    "revive_two_enemy_creatures": ("возродите двух существ с разных кладбищ ({what}); они становятся {p.class:class} и ранят друг друга "
                              "на свой удар[ (число: {n:n1})]", "revive two creatures from different graveyards ({what}); they become "
                              "{p.class:class} and wound each other by their strike[ (number: {n:n1})]"),
    "attach": ("присоедините {what:accs} к {p.to:datv}{p.entering? (как если бы они имели способность «Модуль» и только "
               "что вошли в игру: их «Найм» срабатывает)|}",
               "attach {what} to {p.to}{p.entering? (as if they had «Модуль» and had just entered play: their «Найм» "
               "triggers)|}"),
    "lose_game": ("{what} проигрывает игру", "{what} loses the game"),
    "vanguard": ("Авангард {n}: разыграйте бесплатно существо стоимостью до {n:gent} из руки ({what})",
                 "Vanguard {n}: play a creature with cost up to {n} from your hand for free ({what})"),
})


# Verbs whose words depend on their values: a function (describer, effect) → (russian, english).
def _choose_mode(d: Any, e: A.Effect) -> Pair:
    """«Выберите одно из: • … • …» (or two of them; the opponent may be the one who chooses)."""
    low, high, times = (d.field(e, name) for name in ("p.min", "p.max", "p.times"))
    modes = [d.effects((m,)) for m in d.field(e, "p.modes")]
    opponent = d.field(e, "p.chooser") == A.OPPONENT
    ru_count = {1: "одно", 2: "два", 3: "три"}.get(high, str(high)) if low == high else f"от {low} до {high}"
    en_count = {1: "one", 2: "two", 3: "three"}.get(high, str(high)) if low == high else f"{low} to {high}"
    if isinstance(times, A.Amount):  # «Выберите Х раз», «… за каждого излеченного …»: counted at resolution
        words = d.amount(times)
        again = (f" (столько раз: {words.ru}; каждый раз заново)", f" (as many times as {words.en}; each time anew)")
    else:
        again = (f" ({count_of(times, 'раз', 'раза', 'раз')})", f" ({times} times)") if times != 1 else ("", "")
    if d.field(e, f"p.{A.NOT_CHOSEN_THIS_TURN}"):  # «выберите ранее не выбранное в этом ходу»
        again = (f"{again[0]} (кроме выбранных этой способностью ранее в этом ходу)",
                 f"{again[1]} (but those this ability chose earlier this turn)")
    return ((("противник выбирает " if opponent else "выберите ") + f"{ru_count} из{again[0]}: "
             + " ".join(f"• {m.ru}" for m in modes)),
            (("the opponent chooses " if opponent else "choose ") + f"{en_count} of{again[1]}: "
             + " ".join(f"• {m.en}" for m in modes)))




# «из колоды», «с кладбища» …: where ``put_into_play`` takes its cards from (params from).
ENTER_FROM: dict[str, Pair] = {
    A.DECK: ("из колоды", "from the deck"), A.HAND: ("из руки", "from the hand"),
    A.GRAVEYARD: ("с кладбища", "from the graveyard"), A.SIDEBOARD: ("из дополнительной колоды", "from your sideboard"),
    A.HOARDED: ("", ""),  # the select or the cards named already say «добытые»
    A.COMPLETED: ("из завершённых квестов", "from the completed quests"),  # docs/quests.md
}


def _put_into_play(d: Any, e: A.Effect) -> Pair:
    """«Вызовите …» (params summoned), «Возродите …» (from a graveyard), «верните в игру …» (under their owners), else
    «введите в игру …»; the cards picked (params select) or named (``what``), where from, and how they enter."""
    zones = d.field(e, "p.from")
    summoned, under = d.field(e, "p.summoned"), d.field(e, "p.under")
    if summoned and zones == (A.DECK, A.GRAVEYARD):  # «вызовите или возродите»: a summon from the deck, a revival else
        verb = ("вызовите или возродите {}", "summon or revive {}")
    elif summoned:
        verb = ("вызовите {}", "summon {}")
    elif zones == (A.GRAVEYARD,):
        verb = ("возродите {}", "revive {}")
    else:
        verb = ("верните в игру {}", "return {} to play") if under in (A.OWNER, A.RETURNED) \
            else ("введите в игру {}", "put {} into play")
    origin = tuple((" или ", " or ")[i].join(w for z in zones if (w := ENTER_FROM[z][i])) for i in (0, 1))
    if e.param("select") is not None and e.what not in (A.THIS, A.IT):  # (IT: «вызовите его», the card shown)
        said = "" if zones == (A.HOARDED,) else f":zone={zones[0]}"  # «добытое …» is the select's own words
        if e.param(A.ANY_GRAVEYARDS):  # «с любых кладбищ»: said after the cards
            d.took(e, "params.any_graveyards")
            said, origin = ":zone=graveyard", ("с любых кладбищ", "from any graveyards")
        upto = ("", "") if e.amount == ANY_NUMBER else ("до ", "up to ")  # («любое число <карт>»)
        if isinstance(e.amount, A.Amount) and e.amount == e.param(A.TOTAL_COST):  # «не более Х … суммарной стоимостью Х»
            return _put_up_to_x_within_x(d, e, verb, origin, said)
        case = ":gent" if upto[0] and e.param("up_to") else ""  # «до 3 ваших существ», the genitive after «до»
        cards = d.fill(e, (f"{{p.up_to?{upto[0]}|}}{{n{case}:of=p.select{said}}}",
                           f"{{p.up_to?{upto[1]}|}}{{n:of=p.select{said}}}"))
    else:
        d.took(e, "params.select", "amount", "params.up_to")  # one card named: this one, the event's, the found ones
        if e.param("select") is not None:  # «эту карту с кладбища» says the rest of the pick (THIS narrows it)
            d.took(e.param("select"), "kind", "side", "zone")
        cards = d.fill(e, ("{what:accs}", "{what}"))
    total = ("{p.total_cost}", "{p.total_cost}") if not isinstance(e.param(A.TOTAL_COST), A.Amount) \
        or e.param(A.TOTAL_COST).kind == "x" else (
        "значения «{p.total_cost}»", "{p.total_cost}")  # a computed total: «не больше значения «число …»»
    how = d.fill(e, (f"[суммарной стоимостью не больше {total[0]}][с {{p.life}} жизнью]{{p.closed? (закрытым)|}}"
                     "[ стоимостью ровно {p.cost}]",
                     f"[with a total cost of at most {total[1]}][with {{p.life}} life]{{p.closed? (closed)|}}"
                     "[ costing exactly {p.cost}]"))
    whose = {A.OWNER: (" под контроль владельцев", " under their owners' control"),
             A.RETURNED: (" (если оно ещё добыто; под контроль владельца, если правила игры не выбирают ваш)",
                          " (if still hoarded; under its owner's control unless the rules options choose yours)")}.get(
        under, (" под вашим контролем", " under your control") if zones == (A.HOARDED,) else ("", ""))
    price = d.fill(e, ("[можете потерять {p.price:#монета|coin}, при этом]",
                       "[you may lose {p.price:#монета|coin}; if you do,]"))  # «Инкарнация N»
    ru = f"{price.ru} {verb[0].format(cards.ru)} {origin[0]} {how.ru}{whose[0]}"
    en = f"{price.en} {verb[1].format(cards.en)} {origin[1]} {how.en}{whose[1]}"
    return re.sub(r"\s+", " ", ru).strip(), re.sub(r"\s+", " ", en).strip()


def _put_up_to_x_within_x(d: Any, e: A.Effect, verb: tuple[str, str], origin: tuple[str, ...], said: str) -> Pair:
    """«вызовите до X <карт> суммарной стоимостью не больше X, где X — <количество>» (one amount for both)."""
    d.took(e, "params.up_to", "params.total_cost")
    cards = d.fill(e, (f"{{p.select:gent:many{said}}}", f"{{p.select:many{said}}}"))
    x = d.fill(e, ("{n}", "{n}"))
    return (f"{verb[0].format('до X ' + cards.ru)} {origin[0]} суммарной стоимостью не больше X, где X — {x.ru}",
            f"{verb[1].format('up to X ' + cards.en)} {origin[1]} with a total cost of at most X, where X is {x.en}")


def _create(d: Any, e: A.Effect) -> Pair:
    """«Создайте <название>» (params name), «каждый игрок создаёт копию …» (params under EACH), «Создайте копию …»."""
    if d.field(e, "p.name") is not None:
        words = d.fill(e, ("создайте {p.name}[ ({n:n1})]", "create {p.name}[ ({n:n1})]"))
    elif d.field(e, "p.under") == A.EACH:
        words = d.fill(e, ("каждый игрок создаёт копию: {what}", "each player creates a copy of {what}"))
    else:
        words = d.fill(e, ("создайте копию[ (копий: {n:n1})]: {what}{p.no_enters? (её Найм не срабатывает)|}"
                           "{p.gift_copy? (ещё одну, Даром жизни)|}{p.like_event_copy? (такую же, как она: её Найм не "
                           "срабатывает, если не сработал Найм той копии)|}",
                           "create a copy[ ({n:n1} copies)] of {what}{p.no_enters? (its entering play does not trigger)|}"
                           "{p.gift_copy? (one more, by Gift of life)|}{p.like_event_copy? (made like it: its entering "
                           "play does not trigger if that copy's did not)|}"))
    return words.ru, words.en


def _play_from(d: Any, e: A.Effect) -> Pair:
    """«разыграйте … Засадой за N{м}» (params price AMBUSH) or «разыграйте бесплатно …» (FREE)."""
    if d.field(e, "p.price") == A.AMBUSH:
        words = d.fill(e, ("разыграйте {what:accs} Засадой за {n:#монета|coin}", "play {what} by its Ambush for {n:#монета|coin}"))
    elif e.param("price") == A.OWN_COST:  # «можете разыграть её» (the card just shown, at its cost)
        words = d.fill(e, ("разыграйте {what:accs} за её стоимость, как из вашей руки",
                           "play {what} for its cost, as from your hand"))
    elif e.param("price") == A.SET_PRICE:  # «покажите её и разыграйте за N{м}»
        words = d.fill(e, ("покажите {what:accs} и разыграйте за {n:#монета|coin}",
                           "reveal {what} and play it for {n:#монета|coin}"))
    elif e.param("select") is not None:  # the controller picks the card
        d.took(e, "what")
        if e.param(A.EACH_OF):  # «существо, заклинание и карту поддержки» (one of each)
            return _play_free_each(d, e)
        if e.param(A.ANY_GRAVEYARDS):  # «до N <карт> с любых кладбищ суммарной стоимостью до M»
            d.took(e, "params.any_graveyards")
            words = d.fill(e, ("разыграйте бесплатно {p.up_to?до |}{n:gent:of=p.select:zone=graveyard} с любых кладбищ"
                               "[ суммарной стоимостью не больше {p.total_cost}]",
                               "play for free {p.up_to?up to |}{n:of=p.select:zone=graveyard} from any graveyards"
                               "[ with a total cost of at most {p.total_cost}]"))
            return words.ru, words.en
        if e.param("thirst") == A.OWN_COST:  # «…, она имеет жажду Х, где Х — её стоимость {м}»
            d.took(e, "params.thirst")
            words = d.fill(e, ("разыграйте бесплатно {n:of=p.select}, она имеет Жажду, равную её стоимости",
                               "play for free {n:of=p.select}, it has Thirst equal to its cost"))
            return words.ru, words.en
        words = d.fill(e, ("разыграйте бесплатно {n:of=p.select}[ стоимостью не больше {p.cost_max}][ или {p.or_select:accs}]"
                           "[, оно имеет Жажду {p.thirst}]",
                           "play for free {n:of=p.select}[ costing at most {p.cost_max}][ or {p.or_select}]"
                           "[, it has Thirst {p.thirst}]"))
    else:
        words = d.fill(e, ("разыграйте бесплатно {what:accs}", "play {what} for free"))
    return words.ru, words.en


def _play_free_each(d: Any, e: A.Effect) -> Pair:
    """«разыграйте бесплатно с вашего кладбища <карту>, <карту> и <карту> (по одной) суммарной стоимостью …»."""
    d.took(e, "what", "amount", "params.select", "params.each_of")
    for sel in (e.param("select"), *e.param(A.EACH_OF)):
        d.took(sel, "kind", "side", "zone")  # («с вашего кладбища» says whose and where)
    mine = [dataclasses.replace(sel, side=A.ANY) for sel in e.param(A.EACH_OF)]
    nouns = [d.select_noun(sel, implied_zone=A.GRAVEYARD) for sel in mine]
    ru = [d.noun_text(n, "accs", "ru") for n in nouns]
    en = [f"a {d.noun_text(n, 'accs', 'en')}" for n in nouns]
    total = d.fill(e, ("[суммарной стоимостью не больше {p.total_cost}]", "[with a total cost of at most {p.total_cost}]"))
    return (f"разыграйте бесплатно с вашего кладбища {', '.join(ru[:-1])} и {ru[-1]} (по одной карте каждого вида) "
            f"{total.ru}".rstrip(),
            f"play for free from your graveyard {', '.join(en[:-1])} and {en[-1]} (one card of each) {total.en}".rstrip())


EFFECTS.update({A.PLAY_FROM: _play_from, A.PUT_INTO_PLAY: _put_into_play, A.CREATE: _create, "choose_mode": _choose_mode})

VALUES.update({
    "deck_top": ("с верха вашей колоды", "from the top of your deck"),  # StaticPart «Засада» from the deck (its ``what``)
    "hoarded_self": ("добытых этой картой", "hoarded by this card"),
    "hoarded_by": ("добытых вашими персонажами", "hoarded by your characters"),  # (Нири: its select says which)
    "own_wounds_turn": ("X — раны, полученные вашими персонажами от ваших карт в этом ходу",
                        "X is the wounds your characters took from your cards this turn"),
    "not_from_hand": ("когда их разыгрывают не из руки", "when played from elsewhere than the hand"),
    "surcharge": ("дополнительно, если другие эффекты уже делают их дороже", "in addition, when other effects already make them dearer"),
    "free": ("бесплатно", "free"), "lose_sleeping": ("потерять Спящий", "lose Sleeping"),
    "keyword_or_plus": ("или +1 к ней, если она уже есть", "or +1 to it if it has it already"),
    "x_paid": ("X — заплаченный при розыгрыше", "X as paid when played"),
    "regeneration": ("Регенерация", "Regeneration"),
})


# The event history (abilities.HistoryQuery): what happened to the cards counted, as a participle after them
# («существ противника, погибших в этот ход»), and the windows of time a card can name.
HISTORY_EVENTS: dict[str, Pair] = {
    A.ATTACKS: ("атаковавших", "that attacked"), A.DIES: ("погибших", "that died"),
    A.WOUNDED: ("получивших раны", "that were wounded"), A.HEALED: ("излеченных", "that were healed"),
    A.DISCARDED: ("сброшенных", "discarded"), A.DRAWN: ("взятых", "drawn"), A.CARD_PLAYED: ("разыгранных", "played"),
    A.ENTERS_PLAY: ("вошедших в игру", "that entered play"), A.PUT_INTO_GRAVEYARD: ("попавших на кладбище",
                                                                                   "put into a graveyard"),
    A.DECK_SHUFFLED: ("чья колода перемешивалась", "whose deck was shuffled"),
}
HISTORY_WINDOWS: dict[str, Pair] = {
    A.THIS_TURN: ("в этот ход", "this turn"), A.PREVIOUS_TURN: ("в прошлый ход", "last turn"),
    A.LAST_OWN_TURN: ("в ваш прошлый ход", "in your last turn"),
}
HISTORY_NOUNS: dict[str, Pair] = {  # the events of one card, counted («число атак этой карты»)
    A.ATTACKS: ("атак", "attacks"), A.DIES: ("гибелей", "deaths"), A.WOUNDED: ("ранений", "woundings"),
    A.HEALED: ("излечений", "heals"), A.DISCARDED: ("сбросов", "discards"), A.DRAWN: ("взятий", "draws"),
    A.CARD_PLAYED: ("розыгрышей", "plays"), A.ENTERS_PLAY: ("входов в игру", "entries into play"),
    A.PUT_INTO_GRAVEYARD: ("попаданий на кладбище", "arrivals in a graveyard"),
    A.DECK_SHUFFLED: ("перемешиваний колоды", "shuffles of the deck"),
}


# The verbs of wounds, healing, prevention, destruction, a card's open/closed state and attacks made by an effect.
_OWN_RU = {"ваш": "свой", "вашего": "своего", "вашему": "своему", "ваше": "своё", "ваших": "своих", "вашей": "своей",
           "вашу": "свою", "ваши": "свои"}


def _close(d: Any, e: A.Effect) -> Pair:
    """``close``: «закройте» / «оглушите» (params stun) the cards ``what`` names, or the picked ones (params count)."""
    if e.param(A.COUNT) is not None:
        d.field(e, "p.count")
        return _picked_close(d, e)
    stun = d.field(e, "p.stun")
    words = d.fill(e, ("оглушите {what:accs}", "stun {what}") if stun else ("закройте {what:accs}", "close {what}"))
    if d.field(e, "p.suppression"):  # the close of «Подавление»: its time is a rules option (suppression_timing)
        return (words.ru + " (до сражения или после него — по правилам Подавления)",
                words.en + " (before the fight or after it, by the rules of Suppression)")
    return words.ru, words.en


def _picked_close(d: Any, e: A.Effect) -> Pair:
    """``close`` of cards the player ``what`` picks (params count): they are his own — «своих», not the reader's «ваших»."""
    words = d.fill(e, ("{what} {p.may?может закрыть|закрывает} {n:of=p.select:accs}",
                       "{what} {p.may?may close|closes} {n:of=p.select}"))
    ru = re.sub(r"\bваш\w*", lambda m: _OWN_RU.get(m.group(0), m.group(0)), words.ru)
    en = words.en.replace(" your ", " of his own ")
    return ru, en.replace("close of his own", "close his own")  # (one card: «закрыть своё существо»)


EFFECTS.update({
    "wound": Forms(("per_pick", "split", "to", "strike_is"), {
        "": ("раньте {what:accs} на {n:accs}[ (раны наносит {p.dealer})]", "wound {what} by {n}[ (dealt by {p.dealer})]"),
        "per_pick": ("раньте на {p.per_pick} одного из (каждый раз по вашему выбору): {what} — и так {n:#раз|time}",
                     "{n:#раз|time}: wound one of {what} by {p.per_pick} (your choice each time)"),
        "split": ("распределите {n:#рана|wound} среди: {what}", "distribute {n:#рана|wound} among {what}"),
        A.TO_OWNERS_HERO: ("раньте героя владельца {what:gent} на {n:accs}", "wound the hero of {what}'s owner by {n}"),
        A.TO_ENEMY_CONTROLLERS_HERO: ("{p.dealer} наносит столько же ран ({n}) герою противника, под контролем которого "
                                      "{what}", "{p.dealer} deals as many wounds ({n}) to the hero of the opponent who "
                                      "controls {what}"),
        A.STRIKE_EQUAL: ("раньте {what:accs}, у которых сила удара такая же ({n}), на столько же",
                         "wound {what} whose strike equals {n} by that much"),
    }),
    "shot": ("[{p.shooter} производит ]Выстрел на {n:accs} по {what:datv}", "[{p.shooter} makes ]a shot of {n} at {what}"),
    "poison": ("отравите {what:accs} на {n:accs}{p.add? (в дополнение)|}", "poison {what} by {n}{p.add? (added)|}"),
    "fight": Forms(("pairs_by",), {
        "": ("сразитесь с {what:ablt}[ (сражается {p.attacker})]", "fight {what}[ ({p.attacker} fights)]"),
        A.OPPONENT: ("каждое из существ ({p.attacker}) сражается с другим существом ({what}), которое для него выбирает "
                     "противник", "each of the creatures ({p.attacker}) fights a different creature ({what}) the "
                     "opponent picks for it"),
    }),
    "attack": Forms(("mode",), {
        A.ATTACK_AT_ONCE: ("{what} немедленно атакует[ {p.at:accs}]{p.again? ещё раз, хотя уже закрыто (второй раз подряд; "
                           "обязательно или по желанию — по правилам игры)|}",
                           "{what} attacks at once[ {p.at}]{p.again? again, though already closed (a second time in a "
                           "row; compulsory or optional by the rules options)|}"),
        A.ATTACK_STOPPED: ("атака ударом ({what:gent}) прерывается", "the strike attack ({what}) stops"),
    }),
    "heal": Forms(("up_to", "split", "excess"), {
        "": ("излечите {what:accs}[ на {n:accs}]{p.all? полностью|}[ ({p.keyword:kw})]",
             "heal {what}[ by {n}]{p.all? fully|}[ ({p.keyword:kw})]"),
        "up_to": ("излечите до {n:#рана|wound:gent} с {what:chars_of}",
                  "heal up to {n:#рана|wound} from {what:chars_of}"),
        "split": ("снимите суммарно {n:#рана|wound} с {what:chars_of}",
                  "remove {n:#рана|wound} in all from {what:chars_of}"),
        A.EXCESS_TO_EXTRA_LIVES: ("излечите {what:accs} на {n:accs}; лишнее становится дополнительными жизнями",
                                  "heal {what} by {n}; the rest becomes extra lives"),
        A.EXCESS_NOTED: ("излечите {what:accs} на {n:accs}{p.all? полностью|} (избыток запоминается)",
                         "heal {what} by {n}{p.all? fully|} (the excess is noted)"),
    }),
    "extra_life": Forms(("remove",), {
        "": ("{what} получает {n:#дополнительная жизнь|extra life}", "{what} gains {n:#дополнительная жизнь|extra life}"),
        "remove": ("снимите до {n:#дополнительная жизнь|extra life:gent} с персонажей ({p.side:side})",
                   "remove up to {n:#дополнительная жизнь|extra life} from characters ({p.side:side})"),
    }),
    "prevent": Forms(("wound_kind", "more", "from", "whole"), {
        # «получают на N ран больше от выстрелов (ударов)» (params wound_kind: its value picks the words)
        "shot": ("{what} получает на {n:#рана|wound} больше от выстрелов", "{what} takes {n:#рана|wound} more from shots"),
        "strike": ("{what} получает на {n:#рана|wound} больше от ударов", "{what} takes {n:#рана|wound} more from strikes"),
        "whole": ("предотвратите все раны следующего нанесения ран {p.scope} ({what})",
                  "prevent every wound of the next wounding dealt {p.scope} ({what})"),
        "more": ("{what} получает на {n:#рана|wound} больше от {p.from:gent} (до конца хода или постоянно — по "
                 "правилам игры)", "{what} takes {n:#рана|wound} more from {p.from} (until the end of the turn or "
                 "for good, by the rules options)"),
        "": ("предотвратите следующие {n:#рана|wound}, наносимые {p.scope} ({what})",
             "prevent the next {n:#рана|wound} dealt {p.scope} ({what})"),
        "from": ("{what} получает на {n:#рана|wound} меньше от {p.from:gent}", "{what} takes {n:#рана|wound} fewer from {p.from}"),
    }),
    "destroy": Forms((A.PORTION, "owner_unsaid", "select", "dies", "strike_is"), {
        # «Противник уничтожает существо / всех существ с таким названием» (no «своё»: unsaid_owner_destroys)
        "owner_unsaid": ("{what} уничтожает {p.count?все свои карты|свои карты}[, сколько: {n}] ({p.select:many}; или, если "
                         "так решают правила игры, такие карты любого игрока)",
                         "{what} destroys {p.count?all|some} of his {p.select:many}[, as many as {n}] (or, if the game's "
                         "rules say so, such cards of either player)"),
        A.HALF_UP: ("{what} уничтожает половину своих карт ({p.select:many}), с округлением вверх",
                    "{what} destroys half of his cards ({p.select:many}), rounded up"),
        "": ("уничтожьте {what:accs}", "destroy {what}"),
        "select": ("{what} уничтожает {p.select:accs}[ ({n:n1})] по своему выбору",
                   "{what} destroys one of the {p.select:many}[ ({n:n1})] of his choice"),
        "dies": ("{what} погибает", "{what} dies"),
        A.STRIKE_BELOW: ("уничтожьте {p.source_too?эту карту и |}{what:accs} с силой удара меньше, чем {n}",
                         "destroy {p.source_too?this card and |}{what} with a strike lower than {n}"),
    }),
    "close": _close,
    "open": Forms(("ready",), {"": ("откройте {what:accs}", "open {what}"),
                               "ready": ("подготовьте {what:accs}", "ready {what}")}),
    "flip": ("переверните {what:accs} (на другую сторону)", "flip {what} (to its other side)"),
})
# Looking at hidden cards, showing them, searching (abilities «looking» section): each verb's words follow from the
# same parameters that choose what the engine does (engine/effects/looking.py).
VALUES.update({
    A.REST_TOP_OR_BOTTOM: ("на верх или под низ колоды, каждую по вашему выбору",
                           "each on top of or under the deck, as you choose"),
})
_TOP_CARD: dict[bool, tuple[Any, Any]] = {
    False: ("посмотрите верхнюю карту колоды: {what}", "look at the top card of the deck of {what}"),
    True: (("покажите верхнюю карту вашей колоды", "{what} показывает верхнюю карту своей колоды"),
           ("reveal the top card of your deck", "{what} reveals the top card of his deck")),
}
_TOP_CARD_OF_EVENT: dict[bool, tuple[str, str]] = {
    False: ("посмотрите верхнюю карту колоды владельца {what:gent}", "look at the top card of the deck of {what}'s owner"),
    True: ("покажите верхнюю карту колоды владельца {what:gent}", "reveal the top card of the deck of {what}'s owner"),
}
_SHOW_UNTIL = ("{what} показывает карты с верха колоды, пока не покажет {p.take}: {p.select:zone=deck}; они идут {p.to}, "
               "остальные — {p.rest}",
               "{what} reveals cards from the top of the deck until {p.take} {p.select:zone=deck} are shown; they go "
               "{p.to}, the rest {p.rest}")
_ONE_TO_EACH = ("{what} {p.reveal?показывает|смотрит} {p.n} верхние карты колоды: по одной — PLACES; остальные — REST",
                "{what} {p.reveal?reveals|looks at} the top {p.n} cards: one each PLACES; the rest REST")
_REST_HOARDED = ("их добывает {p.holder}", "hoarded by {p.holder}")
_HOARD_LOOKED = ("посмотрите {p.n} верхние карты колоды ({what}), {p.holder} {p.up_to?может добыть до|добывает} {p.take} "
                 "из них, остальные — {p.rest}",
                 "look at the top {p.n} cards of the deck of {what}, {p.holder} {p.up_to?may hoard up to|hoards} {p.take} "
                 "of them, the rest {p.rest}")
_TOP_OR_BOTTOM = ("посмотрите {n} верхних карт колоды ({what}), {p.take} из них — {p.to}, остальные — {p.rest}",
                  "look at the top {n} cards of the deck of {what}, {p.take} of them {p.to}, the rest {p.rest}")

_ALL_TOP_OR_BOTTOM = ("посмотрите {p.n} верхних карт колоды ({what}), все они — {p.rest}, по одной в выбранном вами "
                      "порядке", "look at the top {p.n} cards of the deck of {what}, all of them {p.rest}, one by one in "
                      "the order you choose")


def _pair(words: Any) -> Pair:
    return words.ru, words.en


def _look(d: Any, e: A.Effect) -> Pair:
    """``look``: the words of the procedure its parameters choose (as ``engine/effects/looking._look`` does)."""
    to, rest = e.param("to", A.HAND), e.param("rest", A.REST_BOTTOM)
    if e.param("until"):
        d.took(e, "params.until", "params.reveal")
        return _pair(d.verb_words(e, _SHOW_UNTIL))
    if isinstance(to, tuple):
        d.took(e, "params.to")
        places = [VALUES[place] for place in to]
        d.took(e, "params.rest")
        rest_words = d.fill(e, _REST_HOARDED if rest == A.HOARD else ("{p.rest}", "{p.rest}"))
        words = d.verb_words(e, _ONE_TO_EACH)
        return (words.ru.replace("PLACES", ", ".join(ru for ru, _ in places)).replace("REST", rest_words.ru),
                words.en.replace("PLACES", ", ".join(en for _, en in places)).replace("REST", rest_words.en))
    if to == A.HOARD:
        d.took(e, "params.to")
        return _pair(d.verb_words(e, _HOARD_LOOKED))
    if rest == A.REST_TOP_OR_BOTTOM:
        if e.param("n") and not e.param("take"):  # «Посмотрите 3 …, положите их на верх или под низ колоды …» (Ирдли)
            d.took(e, "params.n", "params.take")
            return _pair(d.verb_words(e, _ALL_TOP_OR_BOTTOM))
        return _pair(d.verb_words(e, _TOP_OR_BOTTOM))
    if not e.param("take") and rest == A.REST_KEEP:
        d.took(e, "params.n", "params.take", "params.rest", "params.reveal")
        if e.what is not None and e.what.kind == "event":  # «покажите верхнюю карту его колоды»: you show it
            return _pair(d.verb_words(e, _TOP_CARD_OF_EVENT[bool(e.param("reveal"))]))
        return _pair(d.verb_words(e, _TOP_CARD[bool(e.param("reveal"))]))
    return _look_and_take(d, e)


def _look_and_take(d: Any, e: A.Effect) -> Pair:
    """«Посмотрите N верхних карт колоды, положите K из них в руку / …, остальные …» (N may be X: the amount)."""
    count = d.fill(e, ("{p.n}", "{p.n}")) if e.param("n") else d.fill(e, ("{n}", "{n}"))
    if e.param("n") and e.amount is not None:
        d.took(e, "amount")
    if e.param("n") == 0:
        d.took(e, "params.n")
    look = d.fill(e, ("{p.reveal?покажите|посмотрите} N верхних карт колоды[ (игрок: {what})]",
                      "{p.reveal?reveal|look at} the top N cards of the deck[ (player: {what})]"))
    if e.param("take") == 0 and not e.param("take_all"):  # nothing taken: they are only looked at and put back
        d.took(e, "params.take")
    if e.param("take_all") and e.param("take") == A.ANY_NUMBER and e.param("select") is None:  # «положите их в руку»
        d.took(e, "params.take", "params.take_all")
        take = type(look)("положите их все в руку", "put them all into your hand")
    else:
        take = _taken_of_look(d, e)
    rest = d.fill(e, ("[остальные — {p.rest}]", "[the rest {p.rest}]"))
    if take.ru == "положите их все в руку":
        d.took(e, "params.rest")
        rest = type(rest)("", "")
    if e.param("rest", A.REST_BOTTOM) in (A.REST_TOP, A.REST_BOTTOM) and rest.ru:  # the player orders them (looking.py)
        rest = type(rest)(rest.ru + " в выбранном вами порядке", rest.en + " in the order you choose")
    if isinstance(e.amount, A.Amount) and e.amount.kind not in ("x", "x_paid_for_it") and not e.param("n"):  # «где X — …»
        look = type(look)(f"{look.ru}, где X — {count.ru}", f"{look.en}, where X is {count.en}")
        count = type(count)("X", "X")
    ru = [look.ru.replace(" N ", f" {count.ru} "), take.ru, rest.ru]
    en = [look.en.replace(" N ", f" {count.en} "), take.en, rest.en]
    return "; ".join(p for p in ru if p), "; ".join(p for p in en if p)


def _taken_of_look(d: Any, e: A.Effect) -> Any:
    """The words of the cards a look takes («возьмите K из них в руку …»), or none."""
    if e.param(A.DISTINCT_ELEMENTS):  # «… карты с отличными друг от друга сочетаниями стихий»: all, one of each set
        d.took(e, "params.take", "params.distinct_elements")
        return d.fill(e, ("возьмите все[ ({p.select})][ {p.to}], но из карт с одинаковым сочетанием стихий — одну",
                          "take all[ ({p.select})][ {p.to}], but only one of the cards with the same set of elements"))
    return d.fill(e, ("", "")) if e.param("take") == 0 and not e.param("take_all") else d.fill(e, (
        "[возьмите {p.up_to?до |}{p.take}][ ({p.select})][ {p.to}]{p.take_all?, все подходящие|}"
                      "{p.show?, показав их|}[; если {p.more_if}, ещё {p.more}]",
                      "[take {p.up_to?up to |}{p.take}][ ({p.select})][ {p.to}]{p.take_all?, all that fit|}"
                      "{p.show?, showing them|}[; if {p.more_if}, {p.more} more]"))


_REVEAL_WORDS: dict[str, tuple[Any, Any]] = {
    "face_up": ("{what} раскрывается", "{what} is revealed"),
    "card_from_hand": ("покажите {what:accs} из руки", "reveal {what} from your hand"),
    "hand": (("покажите руку", "{what} показывает руку"), ("reveal your hand", "{what} reveals his hand")),
    "any_from_hand": ("{what} показывает из руки любое число карт: {p.select:zone=hand}",
                      "{what} reveals any number of {p.select:zone=hand} from the hand"),
    "random_from_hand": ("{what} показывает случайную карту из руки ({p.select:accs:zone=hand}){p.names?, её название — "
                         "названная карта|}", "{what} reveals a random card of the hand ({p.select:zone=hand}){p.names?; "
                         "its name is the card named|}"),
    "one_from_hand": ("{what} показывает из руки {p.select:accs:zone=hand}{p.names?, её название — названная карта|}"
                      "{p.count? (обязательно, если такая есть)|}[ (число: {n:n1})]",
                      "{what} shows {p.select:zone=hand} from the hand{p.names?; its name is the card named|}"
                      "{p.count? (one must be shown, if there is one)|}[ (number: {n:n1})]"),
}


def _reveal(d: Any, e: A.Effect) -> Pair:
    """``reveal``: what is shown, chosen as ``engine/effects/looking._reveal`` does."""
    d.took(e, "params.zone")
    if e.param("zone", A.PLAY) == A.PLAY:
        shown = "face_up"
    elif e.what is not None and e.what.kind != "player":
        shown = "card_from_hand"
    elif e.param("select") is None:
        shown = "hand"
    elif e.param("chooser") == "random":  # «Противник показывает случайную карту из руки»
        d.took(e, "params.chooser", "amount")
        shown = "random_from_hand"
    else:
        shown = "any_from_hand" if e.amount is None else "one_from_hand"
    return _pair(d.verb_words(e, _REVEAL_WORDS[shown]))


_SEARCH_WORDS: dict[str, Pair] = {
    "hand": ("Поиск — {p.up_to?до |}{n:CASE:of=p.select:zone=deck}[ стоимостью X, где X — {p.cost}] (из колоды в руку)",
             "Search — {p.up_to?up to |}{n:of=p.select:zone=deck}[ with cost X, X being {p.cost}] (from the deck into the hand)"),
    "elsewhere": ("Поиск — {p.up_to?до |}{n}: {p.select:zone=deck}[ стоимостью X, где X — {p.cost}]; найденное кладётся {p.to} "
                  "вместо руки",
                  "Search — {p.up_to?up to |}{n}: {p.select:zone=deck}[ with cost X, X being {p.cost}]; what is found goes {p.to} "
                  "instead of the hand"),
    "hoard": ("Поиск в колоде игрока ({what}) — все карты: {p.select:many:zone=deck}; их добывает {p.holder} (поиск "
              "можно не выполнять)",
              "Search the deck of {what} for every card: {p.select:many:zone=deck}; {p.holder} hoards them (the search "
              "may be declined)"),
    "opponent": ("Поиск в колоде противника ({what}): {p.select:zone=deck} стоимостью не больше {p.cost_max}; "
                 "найденное — {p.to}[ (число: {n:n1})]",
                 "Search the opponent's deck ({what}): {p.select:zone=deck} with cost at most {p.cost_max}; the card "
                 "found goes {p.to}[ (number: {n:n1})]"),
}


def _search(d: Any, e: A.Effect) -> Pair:
    """``search``: whose deck, and where the card found goes."""
    if e.param("to") == A.HOARD:  # «Поиск – все карты … в колоде игрока; ваш герой добывает найденные …»
        d.took(e, "params.to")
        d.took(e, "params.count")
        words = _SEARCH_WORDS["hoard"]
        if e.what is not None and e.what.kind != "player":  # «… его владельца»: the owner of a card named before
            words = (words[0].replace("игрока ({what})", "владельца ({what})"),
                     words[1].replace("of {what}", "of the owner of {what}"))
        return _pair(d.verb_words(e, _searched_zones(d, e, words)))
    if e.what is not None and e.what.kind == "player" and e.what.side == A.OPPONENT:
        return _pair(d.verb_words(e, _SEARCH_WORDS["opponent"]))
    d.took(e, "params.to")
    if e.param("to", A.HAND) != A.HAND:
        return _pair(d.verb_words(e, _SEARCH_WORDS["elsewhere"]))
    ru, en = _SEARCH_WORDS["hand"]  # «Поиск — карта …», «Поиск — до 2 карт …» (the genitive after «до»)
    if d.field(e, "p." + A.SEARCHER) == A.OPPONENT:  # «противник выполняет Поиск — …»: in his deck, he chooses
        ru = ru.replace("Поиск — ", "противник выполняет Поиск в своей колоде и сам выбирает — ").replace(
            " (из колоды в руку)", " (в его руку)")
        en = en.replace("Search — ", "the opponent searches his own deck, choosing himself — ").replace(
            " (from the deck into the hand)", " (into his hand)")
    if e.param(A.TOTAL_COST) is not None:  # «Поиск — любое число <карт> суммарной стоимостью до Х»
        total = ("{p.total_cost}", "{p.total_cost}") if not isinstance(e.param(A.TOTAL_COST), A.Amount) else (
            "значения «{p.total_cost}»", "{p.total_cost}")
        ru = ru.replace(" (из", f" суммарной стоимостью не больше {total[0]} (из")
        en = en.replace(" (from", f" with a total cost of at most {total[1]} (from")
    if e.amount == ANY_NUMBER:  # «любое число <карт>»: no «до»
        d.took(e, "params.up_to")
        ru, en = ru.replace("{p.up_to?до |}", ""), en.replace("{p.up_to?up to |}", "")
    return _pair(d.verb_words(e, (ru.replace("CASE", "gent" if e.param("up_to") else "nomn"), en)))


# The zones of params search_zones, in the words of «Поиск в колоде и руке игрока» (locative) / "the deck and hand of"
_SEARCHED_ZONE_WORDS: dict[str, Pair] = {A.DECK: ("колоде", "deck"), A.HAND: ("руке", "hand"),
                                         A.GRAVEYARD: ("кладбище", "graveyard")}


def _searched_zones(d: Any, e: A.Effect, words: Pair) -> Pair:
    """«Поиск в колоде и руке игрока …» (params search_zones): the zones looked through together instead of the deck."""
    zones = d.field(e, "p." + A.SEARCH_ZONES)
    if not zones:
        return words
    ru = [_SEARCHED_ZONE_WORDS[z][0] for z in zones]
    en = [_SEARCHED_ZONE_WORDS[z][1] for z in zones]
    joined_ru = ", ".join(ru[:-1]) + " и " + ru[-1] if len(ru) > 1 else ru[0]
    joined_en = ", ".join(en[:-1]) + " and " + en[-1] if len(en) > 1 else en[0]
    return (words[0].replace("в колоде ", f"в {joined_ru} ", 1),
            words[1].replace("the deck of", f"the {joined_en} of"))


EFFECTS.update({"look": _look, "reveal": _reveal, "search": _search})


# A card's qualities and who controls it (abilities: ``modify``, ``counters``, ``grant``, ``lose``, ``set_class``,
# ``control``): one verb each, its words chosen by its params.
EFFECTS.update({
    "modify": Variants(("how", "stat"), lambda e: "more_wounds" if e.param("more_wounds") else e.param("how", A.ADD), {
        A.ADD: ("{what} получает[ {p.strike:signed} к удару][ {p.life:signed} к жизням][ × {n}]",
                "{what} gets[ {p.strike:signed} strike][ {p.life:signed} life][ × {n}]"),
        "more_wounds": ("{what} наносит на {p.more_wounds:#рана|wound} больше", "{what} deals {p.more_wounds:#рана|wound} more"),
        A.SET: ("удар {what:gent} становится равен {n:datv}", "{what}'s strike becomes {n}"),
        A.SWAP: ("поменяйте местами удар и текущие жизни: {what}", "swap the strike and the current life of {what}"),
    }),
    "counters": Variants(("counter", "distribute", "doubled"), lambda e: "distribute" if e.param("distribute") else
                         "doubled" if e.param("doubled") else (
        e.param("counter", A.BOOST) if e.param("counter", A.BOOST) in (A.BOOST, A.WEAKENING, A.QUEST_COUNTER) else "named"), {
        A.BOOST: ("положите на {what:accs} {n:#эффект усиления|boost}", "put on {what} {n:#эффект усиления|boost}"),
        A.WEAKENING: ("положите на {what:accs} {n:#эффект ослабления|weakening}",
                      "put on {what} {n:#эффект ослабления|weakening}"),
        A.QUEST_COUNTER: ("положите на {what:accs} {n:#жетон квеста|quest counter}", "put on {what} {n:#жетон квеста|quest counter}"),
        "named": ("положите {n:marker=p.counter} на {what:accs}", "put {n:marker=p.counter} on {what}"),
        "distribute": ("распределите {n} эффектов усиления среди: {what}", "distribute {n} boosts among {what}"),
        # (each card gets as many again as it has: the amount is not said)
        "doubled": ("удвойте число эффектов усиления на каждой карте в игре",
                    "double the number of boosts on every card in play"),
    }),
    "grant": Variants(("bonus",), lambda e: "ability" if e.param("ability") is not None else (
        "over" if e.param("over") is not None else "bonus" if e.param("bonus") else
        "valued" if " N" in KEYWORDS.get(e.param("keyword"), ("", ""))[0] else "keyword"), {
        "bonus": ("{what} получает +{n} к {p.keyword:kw:datv}", "{what} gets +{n} to {p.keyword:kw}"),
        # a keyword printed with its number («Могущество 1»): the number is said even when it is 1
        "valued": ("{what} получает {p.keyword:kw:accs} {n}[ (пока {p.while})]",
                   "{what} gains {p.keyword:kw} {n}[ (while {p.while})]"),
        "keyword": ("{what} получает {p.keyword:kw:accs}[ {n:n1}][ (пока {p.while})]",
                    "{what} gains {p.keyword:kw}[ {n:n1}][ (while {p.while})]"),
        "ability": ("{what} получает {p.ability}", "{what} gains {p.ability}"),
        "over": ("{what} получает {p.keyword:kw:accs} над: {p.over:ablt:many}[ (число: {n:n1})]",
                 "{what} gains {p.keyword:kw} over {p.over:many}[ (number: {n:n1})]"),
    }),
    "lose": Variants(("all",), lambda e: e.param("all", "keyword"), {
        "keyword": ("{what} теряет {p.keyword:kw:accs}", "{what} loses {p.keyword:kw}"),
        A.ALL_ABILITIES: ("{what} теряет особенности", "{what} loses its abilities"),
        A.ALL_EFFECTS: ("снимите все эффекты с {what:gent}", "remove every effect from {what}"),
    }),
    "set_class": Variants(("class",), lambda e: "none" if e.param("class") == A.NO_CLASSES else "class", {
        "class": ("{what} становится классом {p.class:class}{p.new_only? (если ещё не относится к нему)|}",
                  "{what} becomes {p.class:class}{p.new_only? (unless it is one already)|}"),
        "none": ("{what} теряет классы", "{what} loses its classes"),
    }),
    "control": Variants(("to", "select", "total_strike"), lambda e: "given" if e.param("select") is not None else (
        "within" if e.param("total_strike") is not None else e.param("to", A.YOU)), {
        "within": ("возьмите под контроль существ из: {what} — с суммарной силой удара не больше значения «{p.total_strike}»",
                   "take control of creatures among {what} whose strikes add up to at most {p.total_strike}"),
        A.YOU: ("возьмите под контроль {what:accs}", "take control of {what}"),
        A.OPPONENT: ("противник получает контроль над {what:ablt}", "the opponent takes control of {what}"),
        A.OWNER: ("верните {what:accs} под контроль владельцев", "return {what} to their owners' control"),
        A.FEWEST_LIFE: ("игрок с наименьшим количеством текущих жизней получает контроль над {what:ablt}",
                        "the player with the least current life takes control of {what}"),
        "given": ("противник ({what}) может отдать под ваш контроль {p.select:accs}[ (число: {n:n1})]",
                  "the opponent ({what}) may give you control of a {p.select}[ (number: {n:n1})]"),
    }),
})



# ---- Coins and payment (engine/effects/coins.py) ----
def _player_does(d: Any, e: A.Effect, you: Pair, other: Pair) -> Pair:
    """«получите …» for you, «<игрок> получает …» for another player (the rest of the words filled from ``e``)."""
    if e.what is None or e.what == A.YOU_PLAYER:
        words = d.fill(e, you)
        return words.ru, words.en
    who = d.ref_noun(e.what)
    words = d.fill(e, other)
    return f"{who.form()} {words.ru}", f"{who.en} {words.en}"


def _coins_duration(d: Any, e: A.Effect) -> Pair:
    """How long gained coins last: nothing for the player's own coins, «до конца хода» by default."""
    duration = d.field(e, "p.duration")
    if duration == A.PERMANENT:
        return "", ""
    if duration is None:
        return " до конца хода", " until the end of the turn"
    if duration == A.END_OF_YOUR_TURN and e.what not in (None, A.YOU_PLAYER):
        # the engine measures «до конца хода» of coins from the player who gains them (engine/effects/coins.py):
        # the opponent's coins last to the end of his own turn («до конца своего хода», Кичливый франт)
        return " до конца своего хода", " until the end of his own turn"
    lasting = d.fill(e, ("{p.duration:dur}", "{p.duration:dur}"))
    return " " + lasting.ru, " " + lasting.en


def _gain_coins(d: Any, e: A.Effect) -> Pair:
    """«Получите N{м}» (closed; for a time; to be spent only on …)."""
    noun = "#закрытая монета|closed coin" if d.field(e, "p.closed") else "#монета|coin"
    until = _coins_duration(d, e)
    only = d.fill(e, ("[; их можно тратить только {p.spend_on}]", "[; they may be spent only {p.spend_on}]"))
    ru, en = _player_does(d, e, (f"получите {{n:{noun}}}", f"gain {{n:{noun}}}"),
                          (f"получает {{n:{noun}}}", f"gains {{n:{noun}}}"))
    return ru + until[0] + only.ru, en + until[1] + only.en


def _lose_coins(d: Any, e: A.Effect) -> Pair:
    """«Потеряйте N{м}» (all of them; for a time, then they come back; «до начала своего хода»: the loser's turn)."""
    if d.field(e, "p.all"):
        return _player_does(d, e, ("потеряйте все свои монеты", "lose all your coins"),
                            ("теряет все свои монеты", "loses all his coins"))
    back = d.fill(e, ("[{p.duration:dur} (потом они вернутся)]", "[{p.duration:dur} (they come back then)]"))
    if d.field(e, "p.own") and d.field(e, "p.duration") == A.NEXT_OWN_TURN:  # measured from the loser's turns
        back = d.fill(e, ("до начала своего следующего хода (потом они вернутся)",
                          "until the start of his own next turn (they come back then)"))
    ru, en = _player_does(d, e, ("потеряйте {n:#монета|coin}", "lose {n:#монета|coin}"),
                          ("теряет {n:#монета|coin}", "loses {n:#монета|coin}"))
    return " ".join(filter(None, (ru, back.ru))), " ".join(filter(None, (en, back.en)))


def _set_coins(d: Any, e: A.Effect) -> Pair:
    """«Откройте N{м}», «Откройте все ваши {м}», «Закройте свои монеты», «игрок закрывает N{м}», «игрок открывает
    половину своих {м} (с округлением вниз)»."""
    if d.field(e, "p.state") == A.CLOSED_COINS and e.amount is not None and d.field(e, "p.may"):
        return _player_does(d, e, ("можете закрыть {n:#монета|coin} (не оплата)", "may close {n:#монета|coin} (not a payment)"),
                            ("может закрыть {n:#монета|coin} (не оплата)", "may close {n:#монета|coin} (not a payment)"))
    if d.field(e, "p.state") == A.CLOSED_COINS:
        if e.amount is not None:
            return _player_does(d, e, ("закройте {n:#монета|coin}", "close {n:#монета|coin}"),
                                ("закрывает {n:#монета|coin}", "closes {n:#монета|coin}"))
        return _player_does(d, e, ("закройте все свои монеты", "close all your coins"),
                            ("закрывает все свои монеты", "closes all his coins"))
    if d.field(e, "p." + A.PORTION) == A.HALF_DOWN:
        return _player_does(d, e, ("откройте половину своих монет (с округлением вниз)",
                                   "open half of your coins (rounded down)"),
                            ("открывает половину своих монет (с округлением вниз)", "opens half of his coins (rounded down)"))
    if e.amount is None:
        return _player_does(d, e, ("откройте все ваши монеты", "open all your coins"),
                            ("открывает все свои монеты", "opens all his coins"))
    return _player_does(d, e, ("откройте {n:#монета|coin}", "open {n:#монета|coin}"),
                        ("открывает {n:#монета|coin}", "opens {n:#монета|coin}"))


def _pay(d: Any, e: A.Effect) -> Pair:
    """«Заплатите N{м}», «(противник) может заплатить …», «заплатите Х{м}», «должен заплатить …, за каждую недостающую
    …»."""
    if d.field(e, "p.choose_x"):
        return _player_does(d, e, ("заплатите X монет (X — по вашему выбору)", "pay X coins (X of your choice)"),
                            ("платит X монет (X — по его выбору)", "pays X coins (X of his choice)"))
    if d.field(e, "p.shortfall") == A.SHORTFALL_WOUNDS:
        return _player_does(d, e, ("должны заплатить {n:#монета|coin}; за каждую недостающую ваш герой получает рану",
                                   "must pay {n:#монета|coin}; your hero takes a wound for each one missing"),
                            ("должен заплатить {n:#монета|coin}; за каждую недостающую его герой получает рану",
                             "must pay {n:#монета|coin}; his hero takes a wound for each one missing"))
    if d.field(e, "p.may"):
        return _player_does(d, e, ("можете заплатить {n:#монета|coin}", "may pay {n:#монета|coin}"),
                            ("может заплатить {n:#монета|coin}", "may pay {n:#монета|coin}"))
    return _player_does(d, e, ("заплатите {n:#монета|coin}", "pay {n:#монета|coin}"),
                        ("платит {n:#монета|coin}", "pays {n:#монета|coin}"))


def _change_cost(d: Any, e: A.Effect) -> Pair:
    """«… стоит на N{м} дешевле / дороже» for the next card, cards until a time, these cards or cards with that name."""
    applies_to = d.field(e, "p.applies_to")
    sign = d.field(e, "p.sign") or 1
    signed = e.amount * sign if isinstance(e.amount, int) else sign
    d.took(e, "amount")
    size = abs(e.amount) if isinstance(e.amount, int) else e.amount
    dearer = ("дороже", "more") if signed > 0 else ("дешевле", "less")
    if isinstance(size, A.Amount) and not (size.kind == "x" and size.per == 1 and size.div == 1):
        x = d.amount(size)  # «где Х — …» after the direction, so that «дешевле» stays next to its number
        by = (f"на X монет {dearer[0]} (X — {x.ru})", f"X coins {dearer[1]} (X is {x.en})")
    else:
        by = (f"на {d.amount_text(size, 'монета|coin', 'accs', 'ru')} {dearer[0]}",
              f"{d.amount_text(size, 'монета|coin', 'accs', 'en')} {dearer[1]}")
    if applies_to == A.THESE_CARDS:
        words = d.fill(e, ("можно разыграть {what:accs}[ ({p.of_kind})]", "play {what}[ ({p.of_kind})]"))
        parts = [(words.ru, words.en), (by[0], "for " + by[1])]
    elif applies_to == A.SAME_NAME_CARDS:
        words = d.fill(e, ("карты с таким же названием, как у {what:gent} ({p.select:many}), стоят",
                           "cards named as {what} ({p.select:many}) cost"))
        parts = [(words.ru, words.en), by, ("в следующий ход противника", "in the opponent's next turn")]
    elif applies_to == A.NEXT_CARD:
        if d.field(e, "p.unowned"):  # no player named (whose card it is, is the rules option unowned_next_card)
            d.took(e, "what")
            words = d.fill(e, ("следующая карта ({p.select:zone=hand}) стоит", "the next {p.select:zone=hand} costs"))
        elif e.what is not None and e.what.kind == "player" and e.what.side in (A.YOU, A.OPPONENT):
            d.took(e, "what")  # whose next card, said as a possessive («ваша следующая карта», not «игрока вы»)
            whose = {A.YOU: ("ваша следующая карта", "your next"),
                     A.OPPONENT: ("следующая карта противника", "the opponent's next")}[e.what.side]
            words = d.fill(e, (whose[0] + " ({p.select:zone=hand}) стоит", whose[1] + " {p.select:zone=hand} costs"))
        else:
            words = d.fill(e, ("следующая карта ({p.select:zone=hand}) игрока {what} стоит",
                               "the next {p.select:zone=hand} of {what} costs"))
        later = d.fill(e, ("{p.in_next_turn?в его следующий ход|}", "{p.in_next_turn?in his next turn|}"))
        parts = [(words.ru, words.en), by, (later.ru, later.en)]
    else:  # CARDS_UNTIL
        words = d.fill(e, ("{p.select:many:zone=hand} стоят", "{p.select:many:zone=hand} cost"))
        who = d.fill(e, ("для: {what}", "for {what}"))
        parts = [(words.ru, words.en), by, (who.ru, who.en)]
    lasting = d.fill(e, ("[{p.duration:dur}]", "[{p.duration:dur}]"))
    parts.append((lasting.ru, lasting.en))
    return " ".join(p[0] for p in parts if p[0]), " ".join(p[1] for p in parts if p[1])


EFFECTS.update({"gain_coins": _gain_coins, "lose_coins": _lose_coins, "set_coins": _set_coins, "pay": _pay,
                "change_cost": _change_cost})


# ---- Flow (engine/effects/flow.py) ----
def _name(d: Any, e: A.Effect) -> Pair:
    """«Назовите карту», «активный игрок называет карту», «Выберите класс существ»."""
    by_active = d.field(e, "p.chooser") == A.ACTIVE_PLAYER
    if d.field(e, "p.named") == A.CLASS_NAME:
        return (("активный игрок выбирает" if by_active else "выберите") + " класс существ",
                ("the active player chooses" if by_active else "choose") + " a creature class")
    if e.param("named") == A.COST_NAME:  # «Назовите стоимость {м}»
        return (("активный игрок называет" if by_active else "назовите") + " стоимость (число монет)",
                ("the active player names" if by_active else "name") + " a cost in coins")
    creature = d.field(e, "p.kind") == A.CREATURE  # «Назовите существо»: a creature's name
    return (("активный игрок называет" if by_active else "назовите") + (" существо" if creature else " карту"),
            ("the active player names" if by_active else "name") + (" a creature" if creature else " a card"))


def _repeat(d: Any, e: A.Effect) -> Pair:
    """«повторите это заклинание», «Найм <карты> срабатывает ещё раз (за каждого …)»."""
    if d.field(e, "p.repeated") == A.SPELL and d.field(e, f"p.{A.NAME_OTHER_COST}"):
        words = d.fill(e, ("повторите {what:accs}, называя другую стоимость, чем названная ранее",
                           "repeat {what}, naming a cost other than the one named before"))
    elif d.field(e, "p.repeated") == A.SPELL:
        words = d.fill(e, ("повторите {what:accs}", "repeat {what}"))
    else:
        words = d.fill(e, ("Найм {what:gent} срабатывает ещё раз", "{what}'s entering play triggers again"))
    times = d.fill(e, ("[(столько раз: {n})]", "[(as many times as {n})]"))
    return " ".join(filter(None, (words.ru, times.ru))), " ".join(filter(None, (words.en, times.en)))


EFFECTS.update({"name": _name, "repeat": _repeat})
AMOUNTS.update({"richer_players": ("число игроков, у которых монет больше, чем у вас",
                                   "the number of players with more coins than you")})


# The rules an «establish» changes for a time (params rule), in words; the duration follows unless they say it.
ESTABLISHED: dict[str, Any] = {
    A.BAN: ("{what} не может {p.action}[ ({p.select})][ чаще {p.limit} раз за ход][ {p.window}]",
            "{what} cannot {p.action}[ ({p.select})][ more than {p.limit} times a turn][ {p.window}]"),
    A.DRAW_INSTEAD: ("в следующий раз, когда {what} должен взять карту, вместо этого карту берёт {p.by}[ (число: {n:n1})]",
                          "the next time {what} would draw a card, instead it is drawn {p.by}[ (number: {n:n1})]"),
    A.COINS_STAY_CLOSED: ("монеты {what:gent} не открываются {p.duration:dur}", "{what}'s coins do not open {p.duration:dur}"),
    A.GRAVE_PLAY: ("вы можете разыгрывать с вашего кладбища: {p.select:many:zone=graveyard}",
                      "you may play {p.select:many:zone=graveyard} from your graveyard"),
    # every creature, anyone's (engine/zones.enters_closed): ``what`` only carries the effect, so it is not said
    A.ENTER_CLOSED: ("существа входят в игру закрытыми {p.duration:dur}", "creatures enter play closed {p.duration:dur}"),
    A.NEXT_HIRE_OFF: ("следующий Найм (любой карты) не срабатывает", "the next Hire (of any card) does not trigger"),
    A.TARGETS_BY_OPPONENT: ("цели следующего заклинания с целями, которое разыграет {what}, выбираете вы (заклинание "
                            "остаётся под его контролем)", "you name the targets of the next spell with targets {what} "
                            "plays (the spell stays under his control)"),
    A.NEXT_ENTERS_CLOSED: ("следующее существо (любого игрока) входит в игру закрытым",
                           "the next creature (anyone's) enters play closed"),
    A.NEXT_ENTERS_YOURS: ("следующее существо противника входит в игру под вашим контролем[; его удар и жизни "
                          "становятся равны: {n}]", "the next creature of the opponent enters play under your "
                          "control[; its strike and life become {n}]"),
    # (only «ваша карта» compiles: cards/language/wounds_healing._next_wounds_scaled)
    A.WOUND_SCALE: ("в следующий раз, когда {p.side}, их будет {p.scale}", "the next time {p.side}, it is {p.scale} instead"),
}


# What a ban forbids, where the action's own words (VALUES) are not a verb: «не может разыгрывать карты»
_BAN_ACTIONS: dict[str, Pair] = {"play": ("разыгрывать карты", "play cards")}


def _ban(d: Any, e: A.Effect) -> Pair:
    """The words of a ban: its action («разыгрывать карты»), the cards it concerns, how often («чаще N раз за ход»; a
    limit of 0 forbids it outright, so no number is said) and the player's agreeing verb («вы не можете»)."""
    ru, en = ESTABLISHED[A.BAN]
    if e.param("action") in _BAN_ACTIONS:
        d.took(e, "params.action")
        words = _BAN_ACTIONS[e.param("action")]
        ru, en = ru.replace("{p.action}", words[0]), en.replace("{p.action}", words[1])
    if e.param("limit") == 0:
        d.took(e, "params.limit")
        ru = ru.replace("[ чаще {p.limit} раз за ход]", "")
        en = en.replace("[ more than {p.limit} times a turn]", "")
    if e.what == A.YOU_PLAYER:
        ru = ru.replace("{what} не может", "вы не можете")
        en = en.replace("{what} cannot", "you cannot")
        d.took(e, "what")
    return ru, en


def _establish(d: Any, e: A.Effect) -> Pair:
    """«<игроки> не могут …», «вы можете разыгрывать с кладбища …», «существа входят в игру закрытыми» … for a time."""
    templates = ESTABLISHED[d.field(e, "p.rule")]
    if d.field(e, "p.rule") == A.BAN:
        templates = _ban(d, e)
    if d.field(e, "p.rule") == A.COINS_STAY_CLOSED and e.what == A.YOU_PLAYER:  # «ваши {м}», not «монеты вас»
        d.took(e, "what")
        templates = ("ваши монеты не открываются {p.duration:dur}", "your coins do not open {p.duration:dur}")
    if "{what" not in templates[0]:
        d.took(e, "what")  # the rule is everyone's whoever carries it
    words = d.verb_words(e, templates)
    if "p.duration" in repr(templates):
        return words.ru, words.en
    lasting = d.fill(e, ("[{p.duration:dur}]", "[{p.duration:dur}]"))
    return " ".join(filter(None, (words.ru, lasting.ru))), " ".join(filter(None, (words.en, lasting.en)))


EFFECTS.update({"establish": _establish})


# ---- cards moving between zones (the verb ``move``: engine/effects/moves.py) ----
_MOVE_FROM: dict[str, Pair] = {A.GRAVEYARD: (" с кладбища", " from the graveyard"), A.HAND: (" из руки", " from the hand"),
                               A.HOARDED: (" (если эта карта ещё добыта)", " (if it is still hoarded)")}
_MOVE_TO: dict[tuple[str, str | None], Pair] = {
    (A.HAND, None): ("верните {what:accs}{from} в руку владельца", "return {what}{from} to its owner's hand"),
    (A.DECK, A.SHUFFLED): ("замешайте {what:accs}{from} в колоду владельца", "shuffle {what}{from} into its owner's deck"),
    (A.DECK, A.DECK_TOP): ("положите {what:accs}{from} на верх колоды владельца", "put {what}{from} on top of its owner's deck"),
    (A.DECK, A.DECK_BOTTOM): ("положите {what:accs}{from} под низ колоды владельца",
                              "put {what}{from} at the bottom of its owner's deck"),
    (A.SIDEBOARD, None): ("положите {what:accs}{from} в дополнительную колоду", "put {what}{from} into the sideboard"),
    (A.GRAVEYARD, None): ("положите {what:accs}{from} на кладбище владельца", "put {what}{from} into its owner's graveyard"),
    (A.COMPLETED, None): ("завершите {what:accs}{from}", "complete {what}{from}"),  # a quest (docs/quests.md)
    # «Замените ваш квест …»: the quest leaves play, not completed (RulesConfig.replaced_quest_to)
    (A.COMPLETED, A.REPLACED): ("уберите {what:accs}{from} из игры, не завершая", "take {what}{from} out of play "
                                "without completing it"),
}
_MOVE_ORDER: dict[str, Pair] = {A.OWNERS_CHOOSE: (" в порядке, выбранном их владельцами", " in the order their owners choose"),
                                A.CONTROLLER_CHOOSES: (" в выбранном вами порядке", " in the order you choose")}


def _picked_move(d: Any, e: A.Effect) -> Pair:
    """A ``move`` whose cards are picked (params ``count``) in a zone of the player(s) ``what``."""
    to, source, count = d.field(e, "p.to"), d.field(e, "p.from"), d.field(e, "p.count")
    puts = ("положите", "put") if e.what == A.YOU_PLAYER else ("{what} кладёт", "{what} puts")
    if d.field(e, "p.swap"):  # «Поменяйте местами карту в руке и дополнительной колоде»
        words = d.fill(e, ("поменяйте местами карту из руки и карту из дополнительной колоды (обе выбираете вы)",
                           "swap a card of your hand with a card of your sideboard (you pick both)"))
    elif to == A.HAND and e.what == A.GIVER:  # «верните <давшую способность карту> с кладбища в руку»
        words = d.fill(e, ("верните {what:accs} ({n:of=p.select:zone=graveyard}) с кладбища в руку её владельца",
                           "return {what} ({n:of=p.select:zone=graveyard}) from the graveyard to its owner's hand"))
    elif to == A.HAND:  # «верните <карты> с кладбища в руку»
        up_to = ("до ", "up to ") if count == A.UP_TO else ("", "")
        # params cost: «стоимостью Х{м}», Х an Amount (the number of the event replaced: Нетопырь слуа)
        words = d.fill(e, (f"положите с кладбища в руку {up_to[0]}{{n:of=p.select:zone=graveyard}}[ стоимостью {{p.cost}}]",
                           f"put {up_to[1]}{{n:of=p.select:zone=graveyard}}[ costing {{p.cost}}] from the graveyard into "
                           "your hand"))
    elif source == A.DECK:  # the deck into itself
        d.field(e, "p.position")
        words = d.fill(e, ("перемешайте вашу колоду", "shuffle your deck") if e.what == A.YOU_PLAYER else
                       ("{what} перемешивает колоду", "{what} shuffles the deck"))
    elif source == A.HOARDED_THIS:  # «положите существо каждого игрока, добытое <этой картой>, на кладбище владельца»
        words = d.fill(e, ("для каждого игрока ({what}) {n:#карта|card} из добытых этой картой, которыми он владеет "
                           "({p.select:zone=play}), уходит на кладбище владельца[ {p.chooser}]",
                           "for each player ({what}), {n:#карта|card} he owns of those hoarded by this card "
                           "({p.select:zone=play}) goes to its owner's graveyard[ {p.chooser}]"))
    elif count == A.ALL_MATCHING:
        where = _MOVE_FROM[source]
        words = d.fill(e, (f"{puts[0]} все карты{where[0]}[ ({{p.select:zone={source}}})]"
                           f"[ с таким же названием, как {{p.same_name_as}},] {{p.position}}",
                           f"{puts[1]} every card{where[1]}[ ({{p.select:zone={source}}})][ with the name of {{p.same_name_as}}]"
                           " {p.position}"))
    else:
        where = _MOVE_FROM[source]
        if d.field(e, "p.any_graveyard"):  # «с любого кладбища» (one or both: RulesConfig any_graveyard_picks)
            where = (" с любого кладбища (каждая — в колоду владельца)", " from any graveyard (each into its owner's deck)")
        cost = (" стоимостью X", " with cost X") if d.field(e, "p.x_cost") else ("", "")
        up_to = ("до ", "up to ") if d.field(e, "p.up_to") else ("", "")
        words = d.fill(e, (f"{puts[0]} {up_to[0]}{{n:#карта|card}}{where[0]}{cost[0]}[ ({{p.select:zone={source}}})] "
                           "{p.position}[ {p.chooser}]",
                           f"{puts[1]} {up_to[1]}{{n:#карта|card}}{where[1]}{cost[1]}[ ({{p.select:zone={source}}})] "
                           "{p.position}[ {p.chooser}]"))
    return words.ru, words.en


def _move(d: Any, e: A.Effect) -> Pair:
    """``move``: the words of the destination (a deck: with its position), the zone the cards come from, the order."""
    if e.param(A.COUNT) is not None:
        return _picked_move(d, e)
    if d.field(e, "p.swap"):
        words = d.fill(e, ("поменяйте местами вашу руку и дополнительную колоду", "swap your hand and your sideboard")
                       if e.what == A.YOU_PLAYER else
                       ("{what} меняет местами руку и дополнительную колоду", "{what} swaps his hand and his sideboard"))
        d.field(e, "p.to"), d.field(e, "p.from")
        return words.ru, words.en
    to, position = d.field(e, "p.to"), d.field(e, "p.position")
    if to == A.HAND and d.field(e, "p.from") == A.DECK:  # the card just shown, taken from the deck
        words = d.fill(e, ("положите {what:accs} из колоды в руку владельца", "put {what} from the deck into its owner's hand"))
        return words.ru, words.en
    source = _MOVE_FROM.get(d.field(e, "p.from"), ("", ""))
    order = _MOVE_ORDER.get(d.field(e, "p.order"), ("", ""))
    ru, en = _MOVE_TO[(to, position if to == A.DECK else A.REPLACED if d.field(e, "p.replaced") else None)]
    words = d.fill(e, (ru.replace("{from}", source[0]) + order[0] + "[ ({p.graveyards})]",
                       en.replace("{from}", source[1]) + order[1] + "[ ({p.graveyards})]"))
    return words.ru, words.en


EFFECTS.update({A.MOVE: _move})


def _discard(d: Any, e: A.Effect) -> Pair:
    """``discard``: N cards picked (params count EXACTLY), all the cards that fit (ALL_MATCHING), or up to N (UP_TO)."""
    count = d.field(e, "p.count")
    you = e.what == A.YOU_PLAYER
    verb = ("сбросьте", "discard") if you else ("{what} сбрасывает", "{what} discards")
    if count == A.ALL_MATCHING:
        noted = (" (их число запоминается)", " (their number is noted)") if d.field(e, "p.noted") else ("", "")
        words = d.fill(e, (f"{verb[0]} все карты из руки[ ({{p.select:zone=hand}})]{noted[0]}",
                           f"{verb[1]} every card of the hand[ ({{p.select:zone=hand}})]{noted[1]}"))
    elif count == A.UP_TO:
        many = ("[до {n:#карта|card:gent}]", "[up to {n:#карта|card}]") if e.amount is not None else (
            "любое число карт", "any number of cards")
        may = ("можете сбросить", "may discard") if you else ("{what} может сбросить", "{what} may discard")
        words = d.fill(e, (f"{may[0]} {many[0]}[ ({{p.select:zone=hand}})]", f"{may[1]} {many[1]}[ ({{p.select:zone=hand}})]"))
    else:
        cost = (" стоимостью X", " with cost X") if d.field(e, "p.x_cost") else ("", "")  # «… стоимостью Х{м}»
        words = d.fill(e, (f"{verb[0]} {{n:#карта|card}}[ ({{p.select}}{cost[0]})] {{p.chooser}}",
                           f"{verb[1]} {{n:#карта|card}}[ ({{p.select}}{cost[1]})] {{p.chooser}}"))
    return words.ru, words.en


EFFECTS.update({"discard": _discard})


_HOARD_FROM: dict[str, Pair] = {A.HAND: (" из руки", " from the hand"), A.GRAVEYARD: (" с кладбища", " from the graveyard"),
                                A.HOARDED: (" (уже добытые: меняют добывшую карту)", " (already hoarded: they change holder)")}


def _hoard(d: Any, e: A.Effect) -> Pair:
    """``hoard``: what goes under params holder — named cards, the top / bottom cards of a deck, cards picked in a hand
    or a graveyard (of a player the controller chooses, for «любого игрока»), or the cards that came to a graveyard this
    turn."""
    source = d.field(e, "p.from")
    if source == A.DECK:
        end = ("со дна", "bottom") if d.field(e, "p.position") == A.DECK_BOTTOM else ("с верха", "top")
        words = d.fill(e, (f"{{p.holder}} добывает {{n:#карта|card}} {end[0]} колоды ({{what}})",
                           f"{{p.holder}} hoards {{n:#карта|card}} from the {end[1]} of the deck of {{what}}"))
        return words.ru, words.en
    if d.field(e, "p.arrived") == A.THIS_TURN:
        words = d.fill(e, ("{p.holder} добывает все карты, попавшие на кладбища в этом ходу: {p.select:many:zone=graveyard}",
                           "{p.holder} hoards every {p.select:zone=graveyard} that went to a graveyard this turn"))
        return words.ru, words.en
    where = _HOARD_FROM.get(source, ("", ""))
    if d.field(e, "p.count") == A.UP_TO:  # «любое число <карт> из вашей руки»: the controller picks, may stop
        words = d.fill(e, (f"{{p.holder}} добывает любое число карт{where[0]} ({{what}})[ ({{p.select}})]",
                           f"{{p.holder}} hoards any number of cards{where[1]} ({{what}})[ ({{p.select}})]"))
    elif e.what is not None and e.what.kind == "player":
        chosen = (" выбранного игрока", " of a chosen player") if e.what.side == A.ANY else ("", "")
        if d.field(e, "p.any_graveyard"):  # «N карт с любого кладбища» (one or both: RulesConfig any_graveyard_picks)
            where, chosen = (" с любого кладбища", " from any graveyard"), ("", "")
        words = d.fill(e, (f"{{p.holder}} добывает {{n:#карта|card}}{where[0]}{chosen[0]} ({{what}})[ ({{p.select}})][ {{p.chooser}}]",
                           f"{{p.holder}} hoards {{n:#карта|card}}{where[1]}{chosen[1]} ({{what}})[ ({{p.select}})][ {{p.chooser}}]"))
    else:
        words = d.fill(e, (f"{{p.holder}} добывает {{what:accs}}{where[0]}[ ({{p.graveyards}})]",  # «со всех кладбищ»
                           f"{{p.holder}} hoards {{what}}{where[1]}[ ({{p.graveyards}})]"))
    return words.ru, words.en


EFFECTS.update({"hoard": _hoard})


_ORDINALS = {1: ("первой", "first"), 2: ("второй", "second"), 3: ("третьей", "third"), 4: ("четвёртой", "fourth")}


def ordinal_list(bits: int) -> tuple[str, str]:
    """The ordinals whose bits are set, in words (genitive feminine in Russian, «от второй и третьей атаки»)."""
    chosen = [_ORDINALS.get(n, (f"{n}-й", f"{n}th")) for n in range(1, bits.bit_length()) if bits >> n & 1]
    return " и ".join(ru for ru, _ in chosen), " and ".join(en for _, en in chosen)

# Statics granting a keyword whose value is said inside the words, not after them
STATIC_GRANT_WORDS: dict[str, tuple[str, str]] = {
    "attack_penalty": ("{who} имеет -{value} к атакам", "{who} has -{value} to attacks"),
    "attack_ordinal_protection": ("{who} имеет защиту от {value:ordinals} атаки по себе за ход",
                                  "{who} has protection from the {value:ordinals} attack on itself each turn"),
}



# ---- named counters (cards/language/counters.lark) ----
# A named counter is kept under its genitive as printed («ужаса»): the English word of the names the pool prints; any
# other name is said in Latin letters, so that a new set's counter still has words.
COUNTER_NAMES_EN = {
    "воли": "will", "ужаса": "horror", "костей": "bone", "пламени": "flame", "ярости": "fury", "знания": "knowledge",
    "подати": "tribute", "места": "place", "гонорара": "fee", "молитвы": "prayer",
}
_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                  ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t",
                   "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"], strict=True))


def counter_noun(name: str) -> str:
    """The counted noun («ru|en», as the ``#`` option of a slot) of the named counter ``name``: «эффект ужаса|horror
    counter», «жетон молитвы|prayer token» (a name with ``TOKEN_COUNTER_PREFIX``)."""
    if name == A.BOOST:  # the boosts, removed as a payment like a named counter (cards/language/counters.py)
        return "эффект усиления|boost"
    token = name.startswith(A.TOKEN_COUNTER_PREFIX)
    name = name.removeprefix(A.TOKEN_COUNTER_PREFIX)
    english = COUNTER_NAMES_EN.get(name) or "".join(_LATIN.get(ch, ch) for ch in name)
    return f"жетон {name}|{english} token" if token else f"эффект {name}|{english} counter"


# ---- hoard: «вдвое больше карт», holders of a class (engine/zones.hoard_scale, Select.holder_classes) ----
SELECT_FILTERS.append(("holder_classes", ("(под добывшей картой класса {holder_classes:class})",
                                          "(under a hoarding card of class {holder_classes:class})")))
STATICS.update({"hoard_scaled": ("{who:many}: если должны добыть карты, вместо этого добывают {what} карт",
                                 "{who:many}: when one is to hoard cards, it hoards {what} cards instead")})
EFFECTS["modify"].table[A.SET_LIFE] = ("жизни {what:gent} становятся равны {n} (раны сняты)",
                                       "the life of {what} becomes {n} (wounds removed)")
EFFECTS["modify"].table[A.STRIKE_TO_MAX_LIFE] = ("удар {what:gent} становится равен их максимальным жизням (каждого — "
                                                 "своим, на момент выполнения)",
                                                 "the strike of {what} becomes their maximum life (each its own, as "
                                                 "it is done)")
EFFECTS["modify"].table[A.SET_BASE] = ("начальные удар и жизни {what:gent} становятся равны {p.strike} и {p.life} (другие "
                                       "изменения удара и жизней сохраняются)",
                                       "the initial strike and life of {what} become {p.strike} and {p.life} (other "
                                       "changes of them stay)")
_OWN_ZONE_WORDS = {A.PLAY: ("из игры", "in play"), A.HAND: ("из руки", "in the hand"),
                   A.GRAVEYARD: ("с кладбища", "in the graveyard")}
_hoard_other = EFFECTS["hoard"]


def _hoard_own(d: Any, e: A.Effect) -> Pair:
    """``hoard`` params own_zones: «каждый герой добывает все свои карты из игры, руки и кладбища»."""
    if not e.param(A.OWN_ZONES):
        return _hoard_other(d, e)
    zones = [_OWN_ZONE_WORDS[z] for z in d.field(e, "p." + A.OWN_ZONES)]
    words = d.fill(e, ("герой каждого игрока ({what}) добывает все его карты: " + ", ".join(z[0] for z in zones),
                       "the hero of each player ({what}) hoards all of that player's cards " +
                       ", ".join(z[1] for z in zones)))
    return words.ru, words.en


EFFECTS.update({"hoard": _hoard_own})
_look_other = EFFECTS["look"]


def _look_with_hand(d: Any, e: A.Effect) -> Pair:
    """``look`` params with_hand: «посмотрите руку и верхнюю карту колоды <игрока>» — the hand too."""
    ru, en = _look_other(d, e)
    if not d.field(e, "p." + A.WITH_HAND):
        return ru, en
    return f"{ru}, и его руку", f"{en}, and that player's hand"


EFFECTS.update({"look": _look_with_hand})
# (end of hoard: «вдвое больше карт», holders of a class)

# ---- costs ----
STATES["cost_x"] = ("стоимостью X", "with cost X")  # the X declared for the activation
CONDITIONS["paid_discard_fits"] = ("сброшенная для оплаты карта — {select}", "the card discarded to pay is a {select}")

# --- copies: characteristics, copies and delayed instructions -------------------------------------------------------
# a delayed instruction's target specs (params targets): its own targets are said with the ability's («(цель
# выбирается, когда до неё доходит исполнение: …)»), so the param itself has no words
PARAMS.update({"targets": ("", "")})
STATES.update({A.SET_UP_TARGET: ("(выбранное раньше)", "(the one chosen before)")})
COSTS["each_draws"] = ("каждый игрок берёт {amount:#карта|card}", "each player draws {amount:#карта|card}")

# ---- granted abilities ----
VALUES.update({A.BE_HEALED: ("быть излеченным", "be healed"),  # «Персонажи не могут быть излечены» (forbid)
               A.BE_PLAYED: ("быть разыгранным", "be played"), A.BE_CREATED: ("быть созданным", "be created")})
VALUES.update({A.BE_PLAYED_NOT_FROM_HAND: ("быть разыгранным не из руки", "be played from anywhere but a hand")})
STATICS.update({A.BASE_COST_ONLY: ("{who:many} могут быть разыграны только за базовую (напечатанную) стоимость: без "
                                   "изменений стоимости и Ярости, не Засадой, не бесплатно и не за иную цену",
                                   "{who:many} may be played only for their base (printed) cost: no cost changes or "
                                   "Fury, not by an Ambush, not for free or for another price")})
# (playing cards from elsewhere: playzones) look params to PLAY_FROM: the card taken is played for free
VALUES.update({A.PLAY_FROM: ("и разыграйте её бесплатно", "and play it for free")})

# ---- the event history and the end of the game ----
TRIGGERS[A.WAS_HOARDED] = ("когда {other} добывает {who:accs}", "when {other} hoards {who}")
EVENT_OTHER[A.WAS_HOARDED] = ("добывший", "hoarding")
TRIGGERS[A.WOUNDED_BY_THIRST] = ("когда {who} получает раны от жажды", "when {who} is wounded by a Thirst")
COSTS["remove_boost"] = ("снимите эффект усиления с любого существа", "remove a boost from any creature")
CONDITIONS["markers_on"] = ("на {ref:loct} {op} {value} эффектов {state}", "{ref} has {op} {value} {state} counters")
STATICS[A.COUNTERS_KEPT] = ("эффекты {counter} не могут быть сняты", "{counter} counters cannot be removed")
AMOUNTS[A.HAND_OVER] = ("на сколько карт в руке ({ref}) больше {value}", "how many cards over {value} are in the hand of {ref}")
CONDITIONS["hand_cost_run"] = ("в вашей руке есть {value} карт разной стоимости подряд",
                               "your hand holds {value} cards of consecutive costs")

# ---- amounts / replacement ----
STATICS.update({A.SEARCH_IN_SIDEBOARD: (
    "если игрок должен выполнить Поиск карты в колоде, вместо этого он выполняет Поиск карты в дополнительной колоде",
    "if a player would Search his deck, he Searches his sideboard instead")})
CONDITIONS[A.EVENT_SOURCE_IS_OPPONENTS] = ("это делает карта противника", "an opponent's card does it")
VALUES[A.DESTROYED] = ("быть уничтоженным (вся инструкция, уничтожающая его, заменяется)",
                       "be destroyed (the whole instruction destroying it is replaced)")
# (end of amounts / replacement)

# ---- summons and the healing history ----
TRIGGERS.update({A.HEALS: ("когда вы излечиваете {who:accs}", "when you heal {who}")})
AMOUNTS.update({"at_least": ("{parts}, но не менее {value}", "{parts}, but at least {value}")})
# «Когда вы создаёте копию существа» (Аллир); «Уничтожьте копию вашего существа: Поиск – существо с таким же названием»
TRIGGERS[A.COPY_CREATED] = ("когда создаётся копия — {who}", "when a copy is created: {who}")
STATES.update({A.IS_COPY: ("(вошедшее в игру как копия)", "(that entered play as a copy)"),
               A.NAME_OF_PAID: ("(с таким же названием, как у уничтоженной для оплаты карты)",
                                "(named as the card destroyed to pay)")})
CONDITIONS[A.SHOWN_LIFE_VS_STRIKE] = ("у показанной для оплаты карты напечатанное значение жизней {op} значения удара",
                                      "the card shown to pay has a printed life {op} its strike")
CONDITIONS[A.COUNT_ABOVE_OWN_STRIKE] = ("число {select:gent:many} {op} силы удара этой карты",
                                        "the number of {select:many} is {op} this card's strike")
# «удвойте … стоимость этой особенности» (Энт-прародитель): the counter that doubles the ability's coins, and its meta
_COUNTERS_BEFORE_COST_DOUBLING: Variants = EFFECTS["counters"]
EFFECTS["counters"] = Variants(
    _COUNTERS_BEFORE_COST_DOUBLING.keys,
    lambda e: A.ABILITY_COST_DOUBLED if e.param("counter") == A.ABILITY_COST_DOUBLED
    else _COUNTERS_BEFORE_COST_DOUBLING.pick(e),
    {**_COUNTERS_BEFORE_COST_DOUBLING.table,
     A.ABILITY_COST_DOUBLED: ("удвойте стоимость этой способности ({what})[ (удвоений: {n:n1})]",
                              "double the cost of this ability ({what})[ ({n:n1} times)]")})
META[A.ABILITY_COST_DOUBLED] = ("(её стоимость удваивается при каждом удвоении)", "(its cost doubles each time it is doubled)")
CONDITIONS[A.SOURCE_NOT_CLASS] = ("эта карта — не {select}", "this card is not {select}")

# ---- a hero's first turn (Бориксон) ----
CONDITIONS[A.OWN_TURN_NUMBER] = ("число начатых вами ходов {op} {value}", "the number of turns you have begun is {op} {value}")


# ---- abilities given to cards in a hand for a time (establish HAND_ABILITY, Ирдли) ----
ESTABLISHED[A.HAND_ABILITY] = ("{p.select:many} имеют {p.ability}",
                               "{p.select:many} have {p.ability}")
# (end of abilities given to cards in a hand)

# ---- the card that gave an ability (quotesource) ----
REFS[A.GIVER.kind] = ("карта, давшая эту способность", "the card that gave this ability",
                      "карты, давшей эту способность", "карте, давшей эту способность", "карту, давшую эту способность",
                      "картой, давшей эту способность", "карте, давшей эту способность")

# ---- boosts taken off a card (boosts) ----
# «снимите с него Х эффектов усиления» (Перенаправление энергии): params remove, choose_x of ``counters``
_COUNTERS_BEFORE_REMOVAL: Variants = EFFECTS["counters"]
EFFECTS["counters"] = Variants(
    (*_COUNTERS_BEFORE_REMOVAL.keys, "remove", "choose_x"),
    lambda e: ("remove", e.param("counter", A.BOOST)) if e.param("remove") else _COUNTERS_BEFORE_REMOVAL.pick(e),
    {**_COUNTERS_BEFORE_REMOVAL.table,
     ("remove", A.BOOST): ("снимите с {what:gent} {n:#эффект усиления|boost} (X выбирается при выполнении: от 0 до числа "
                           "эффектов усиления на нём; далее это X всего заклинания)",
                           "remove {n:#эффект усиления|boost} from {what} (X chosen as it resolves: 0 up to the boosts on it; the X of "
                           "the whole spell from then on)"),
     ("remove", A.WEAKENING): ("снимите с {what:gent} {n:#эффект ослабления|weakening} (X выбирается при выполнении: от 0 до "
                               "числа эффектов ослабления на нём; далее это X всего заклинания)",
                               "remove {n:#эффект ослабления|weakening} from {what} (X chosen as it resolves: 0 up to the weakenings on "
                               "it; the X of the whole spell from then on)")})

# ---- boosts moved off this card (Меч лидера) ----
# «переместите на него эффект усиления с этой карты»: params from THIS of ``counters``
_COUNTERS_BEFORE_MOVE: Variants = EFFECTS["counters"]
EFFECTS["counters"] = Variants(
    (*_COUNTERS_BEFORE_MOVE.keys, "from"),
    lambda e: ("from", e.param("counter", A.BOOST)) if e.param("from") == A.THIS else _COUNTERS_BEFORE_MOVE.pick(e),
    {**_COUNTERS_BEFORE_MOVE.table,
     ("from", A.BOOST): ("переместите на {what:accs} {n:#эффект усиления|boost} с этой карты",
                         "move {n:#эффект усиления|boost} from this card onto {what}"),
     ("from", A.WEAKENING): ("переместите на {what:accs} {n:#эффект ослабления|weakening} с этой карты",
                             "move {n:#эффект ослабления|weakening} from this card onto {what}")})
# «Входит в игру с Х/2 эффектами усиления (с округлением вниз); за каждые 3{м}, потраченные при розыгрыше …» (Малахитовый
# дракон)
VALUES[A.X_PAID_HALF] = ("X — половина заплаченного при розыгрыше X, с округлением вниз",
                         "X is half the X paid when played, rounded down")
AMOUNTS[A.SPENT_PLAYING_IT] = ("число монет, потраченных при розыгрыше этой карты",
                               "the coins spent playing this card")
AMOUNTS[A.THIRST_CHOSEN] = ("число разных персонажей, выбранных Жаждой этой карты при её розыгрыше",
                            "the number of different characters this card's Thirst chose as it was played")
STATES[A.NOT_ATTACKED_OTHER_TARGET] = ("другое (не выбранное первым), кроме атакованного",
                                      "another one (not the one chosen first), other than the one attacked")
PARAMS[A.IF_UNABLE] = ("", "")
# «за каждую уничтоженную таким образом карту её владелец получает N{м}» (Хэнк «Глыба»): params owners_of_done
_GAIN_COINS_BEFORE_OWNERS = EFFECTS["gain_coins"]


def _owners_gain_coins(d: Any, e: A.Effect) -> Pair:
    """«за каждую <карту>, затронутую таким образом, её владелец получает N{м}», else as before."""
    if not d.field(e, "p." + A.OWNERS_OF_DONE):
        return cast(Pair, _GAIN_COINS_BEFORE_OWNERS(d, e))
    d.field(e, "p.duration")  # (PERMANENT: his own coins, as «Получите N{м}»)
    words = d.fill(e, ("за каждую карту, затронутую таким образом, её владелец получает {n:#монета|coin}",
                       "for each card affected this way, its owner gains {n:#монета|coin}"))
    return words.ru, words.en


EFFECTS["gain_coins"] = _owners_gain_coins  # «если вы не можете этого сделать, …»: said by describe.effect with the otherwise

# ---- «срабатывает Жажда» (Эксплуататор магии) ----
TRIGGERS[A.THIRST_USED] = ("когда у {who:gent} срабатывает Жажда", "when {who}'s Thirst fires")

# ---- coins counted against each other (Ангел неравенства) ----
AMOUNTS["coin_surplus"] = ("число монет, на которое у вас их больше, чем у противника",
                           "how many more coins you have than the opponent")
AMOUNTS[A.COIN_DIFFERENCE] = ("разница между количеством ваших монет и монет противника (если у вас их не больше — 0)",
                              "the difference between your coins and the opponent's (0 unless you have more)")
# (end of coins counted against each other)
