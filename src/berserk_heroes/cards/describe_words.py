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

from typing import Any

from .. import abilities as A

Pair = tuple[str, str]


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
    "event": ("событие", "event"), "terrain": ("местность", "terrain"), "quest": ("задание", "quest"),
    "token": ("жетон", "token"), "creature": ("существо", "creature"), "spell": ("заклинание", "spell"),
    "hero": ("герой", "hero"),
}
ORDINALS: list[Pair] = [("первый", "first"), ("второй", "second"), ("третий", "third"), ("четвёртый", "fourth")]

SELECT_SIDES: dict[str, Pair] = {A.YOU: ("ваш", "your"), A.OPPONENT: ("противника", "of the opponent"),
                                 A.EITHER: ("любого игрока", "of either player")}
ZONES: dict[str, Pair] = {
    A.PLAY: ("в игре", "in play"), A.HAND: ("в руке", "in hand"), A.DECK: ("в колоде", "in the deck"),
    A.GRAVEYARD: ("на кладбище", "in the graveyard"), A.RESERVE: ("в резерве", "in the reserve"),
    A.SIDEBOARD: ("в дополнительной колоде", "in the sideboard"),
    "hoarded": ("добытое вашими персонажами", "hoarded by your characters"),
    "hoarded_hero": ("добытое вашим героем", "hoarded by your hero"),
    "hoarded_this": ("добытое этой картой", "hoarded by this card"),
    "hoarded_nightmare": ("добытое вашим кошмаром", "hoarded by your nightmare"),
    "hoarded_nightmare_hero": ("добытое вашим кошмаром или героем", "hoarded by your nightmare or hero"),
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
}

# Select.state words: an adjective before the noun when there is one, else words after it.
STATE_ADJECTIVES: dict[str, Pair] = {
    "open": ("открытый", "open"), "closed": ("закрытый", "closed"), "wounded": ("раненый", "wounded"),
    "unwounded": ("нераненый", "unwounded"), "stunned": ("оглушённый", "stunned"),
    "poisoned": ("отравленный", "poisoned"),
}
STATES: dict[str, Pair] = {
    "attacked_this_turn": ("(атаковавшее в этот ход)", "(that attacked this turn)"),
    "name_not_in_graveyard": ("(с названием, которого нет на вашем кладбище)",
                                 "(whose name is not in your graveyard)"),
    "not_creature": ("(не существо)", "(not a creature)"), "not_spell": ("(не заклинание)", "(not a spell)"),
    "cost_x_minus_1": ("стоимостью X–1", "with cost X–1"),
    "least_strike": ("с наименьшей силой удара в игре", "with the least strike in play"),
    "made_by_this": ("(копия, созданная этой картой)", "(a copy this card created)"),
    "creature_or_spell": ("(существо или заклинание)", "(a creature or a spell)"),
    "died_this_turn": ("(погибшее в этот ход)", "(that died this turn)"),
    "dominated": ("(над которым у этой карты Превосходство)", "(that this card has Superiority over)"),
    "equipment": ("(экипировка)", "(equipment)"),
    "greatest_own_strike": ("с наибольшей силой удара под контролем его игрока",
                           "with the greatest strike among its controller's"),
    "hire_chosen": ("(выбранное при Найме)", "(chosen on entering play)"),
    "hoarding": ("(под которым есть добытая карта)", "(with a hoarded card)"),
    "has_own_shot": ("(у которого есть выстрел)", "(that has a shot)"),
    "might_reached": ("(с Могуществом, набравшим свои усиления)", "(whose Might is reached)"),
    "name_of_target": ("с названием выбранной карты", "with the name of the chosen card"),
    "multi_element": ("с несколькими стихиями", "with several elements"),
    "no_abilities": ("без особенностей", "without abilities"),
    "not_attacked": ("кроме атакованного", "other than the one attacked"),
    "not_event": ("кроме карты события", "other than the event's card"),
    "not_event_other": ("кроме второй карты события", "other than the event's other card"),
    "not_hero": ("(не герой)", "(not a hero)"), "not_hoarding": ("(не добывшее карту)", "(with no hoarded card)"),
    "not_unique": ("без Уникальности", "without Unique"),
    "other_name": ("с другим названием", "with another name"),
    "creature_or_support": ("(существо или карта поддержки)", "(a creature or a support card)"),
    "other_target": ("(другое, не выбранное)", "(another one, not the one chosen)"),
    "single_element": ("с одной стихией", "with one element"),
    "strike_below_life": ("(чей удар меньше его текущих жизней)", "(whose strike is below its current life)"),
    "strike_changed": ("(чей удар изменён)", "(whose strike was changed)"),
    "grave_namesake": ("(с названием карты на кладбище)", "(named as a card in the graveyard)"),
    "not_owned": ("(владелец которого не вы)", "(that you do not own)"),
    "x_paid_count": ("в количестве X", "X of them"),
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
    ("name", ("с названием {name}", "named {name}")),
    ("keyword", ("с особенностью {keyword:kw}", "with {keyword:kw}")),
    ("keywords_any", ("с особенностью {keywords_any:kws}", "with {keywords_any:kws}")),
    ("not_created", ("(не созданные)", "(not created)")),
]

# Values of string fields and params that are codes.
VALUES: dict[str, Pair] = {
    ">=": ("не меньше", "at least"), "<=": ("не больше", "at most"), "==": ("ровно", "exactly"),
    ">": ("больше", "more than"), "<": ("меньше", "fewer than"),
    A.CHOSEN_CLASS: ("выбранного класса", "of the chosen class"), A.NAMED: ("названной картой", "the named card"),
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
    "shot_protection": ("Защита от выстрелов", "Shot protection"),
    "poison_protection": ("Защита от отравления", "Poison protection"),
    "attack_reduction": ("–N от атак", "–N from attacks"),
    "stays_open_after_attack": ("не закрывается после атаки", "does not close after attacking"),
    "gift_of_life": ("Дар жизни", "Gift of life"), "created": ("Созданный", "Created"),
    "directed_strike_creatures": ("Направленный удар по существам", "Directed strike at creatures"),
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
    "superiority_lower_strike": ("Превосходство над существами с меньшей силой удара",
                                 "Superiority over creatures with a lower strike"),
    "superiority_lower_cost": ("Превосходство над существами меньшей стоимости",
                               "Superiority over creatures with a lower cost"),
    "shot_bonus": ("+N к выстрелам", "+N to shots"),
    "no_wounds_from_attacks": ("не получает ран от атак", "takes no wounds from attacks"),
    "no_wounds_from_spells": ("не получает ран от заклинаний", "takes no wounds from spells"),
    "no_wounds_from_poison": ("не получает ран от отравления", "takes no wounds from poison"),
    "no_wounds_from_opponent": ("не получает ран от карт противника", "takes no wounds from the opponent's cards"),
    "no_wounds_from": ("не получает ран от", "takes no wounds from"),
    "no_untap": ("не открывается в начале хода", "does not open at the start of the turn"),
    "no_wounds_while_attacking": ("не получает ран, пока атакует", "takes no wounds while attacking"),
    "cannot_be_shot_target": ("не может быть целью выстрелов", "cannot be the target of shots"),
    "cannot_lose_abilities": ("не может быть лишён особенностей", "cannot lose its abilities"),
    "not_closed_by_opponent": ("карты противника не могут его закрыть", "the opponent's cards cannot close it"),
    "defend_any_times": ("может выступать защитником любое число раз за ход", "may defend any number of times a turn"),
    "attacks_reduced_to": ("атаки по нему сводятся к N", "attacks at it are reduced to N"),
    "attacks_only_unwounded": ("может атаковать только персонажей без ран", "may attack only unwounded characters"),
    "attack_ability_reduction": ("–N от атак и способностей (в том числе от заклинаний)",
                                 "–N from attacks and abilities (spells included)"),
    "directed_strike_vs": ("Направленный удар по", "Directed strike at"),
    "strike_reduction_from": ("–N от ударов", "–N from the strikes of"),
    "cannot_act": ("не может действовать", "cannot act"),
    "open_vs_dominated": ("не закрывается, когда атакует существо, над которым у него Превосходство",
                             "does not close when attacking a creature it has Superiority over"),
    "self_poison": ("Отравление N", "Poison N"),
    "scales_strike": ("Чешуя X, где X — сила удара этой карты", "Scales X, where X is this card's strike"),
    "ability_reduction": ("–N от способностей (в том числе от заклинаний)", "–N from abilities (spells included)"),
    "attack_reduction_creatures": ("–N от атак существ", "–N from the attacks of creatures"),
    "must_be_struck_offturn": ("должен быть выбран целью атаки ударом в ход противника",
                        "must be chosen as the target of strike attacks in the opponent's turn"),
    "must_be_attacked": ("должен быть выбран целью каждой атаки противника, если это возможно",
                        "must be chosen as the target of each of the opponent's attacks if possible"),
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
    "element": ("{m.element}", "{m.element}"), "from": ("{m.from:gent:many}", "{m.from:many}"),
    "over": ("над: {m.over:ablt:many}", "over {m.over:many}"), "vs": ("{m.vs:datv:many}", "{m.vs:many}"),
    "any_activator": ("(использовать её может любой игрок)", "(any player may use it)"),
    "limit_with": ("(общий лимит с соседней особенностью)", "(a use limit shared with the ability next to it)"),
}

CONDITIONS: dict[str, Pair] = {
    "history": ("{history} {op} {value}", "{history} is {op} {value}"),
    "and": ("", ""), "or": ("", ""), "not": ("неверно, что {parts}", "not ({parts})"),
    "count": ("число {select:gent:many} {op} {value}", "the number of {select:many} is {op} {value}"),
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
    "it_fits": ("{ref} — {select}", "{ref} is a {select}"),
    "it_survived": ("оно выжило", "it survived"),
    "object_cost_le_count": ("стоимость {ref:gent} не больше числа {select:gent:many}",
                                "the cost of {ref} is at most the number of {select:many}"),
    "owner_grave_none": ("на кладбище владельца {ref:gent} нет: {select:gent:many}",
                            "the graveyard of {ref}'s owner holds no {select:many}"),
    "life_below_count": ("у вашего героя меньше жизней, чем {select:gent:many}",
                         "your hero has less life than the number of {select:many}"),
    "paid_foreign": ("уничтоженная карта была не вашей", "the destroyed card was not yours"),
    "creature_survived": ("раненное таким образом существо выжило", "the creature wounded this way survived"),
    "it_died": ("существо погибло", "the creature died"),
    "thirst_killed_one": ("от Жажды этой карты погибло существо", "this card's Thirst killed a creature"),
    "no_coins_spent": ("при розыгрыше этой карты не было потрачено монет", "no coins were spent to play this card"),
    "open_coins": ("у вас открытых монет {op} {value}", "you have {op} {value} open coins"),
    "opponent_hand_size": ("карт в руке противника {op} {value}", "the opponent's hand holds {op} {value} cards"),
    "opponent_open_coins": ("у противника открытых монет {op} {value}", "the opponent has {op} {value} open coins"),
    "ref_state": ("{ref} — {state}", "{ref} is {state}"),
    "revealed": ("показанная карта — {select:zone=deck}", "the revealed card is a {select:zone=deck}"),
    "event_source_is_spell": ("раны наносит заклинание", "the wounds come from a spell"),
    "event_cost_above_coins": ("стоимость карты события больше числа ваших монет",
                                  "the event card costs more than the coins you have"),
    "source_extra_lives": ("на этой карте дополнительных жизней {op} {value}",
                           "this card has {op} {value} extra lives"),
    "source_state": ("эта карта {state}", "this card is {state}"),
    "source_wounds": ("на этой карте ран {op} {value}", "this card has {op} {value} wounds"),
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
    "fixed": ("{value}", "{value}"),
    "strike": ("сила удара: {ref:gent}", "the strike of {ref}"),
    "life": ("текущие жизни: {ref:gent}", "the current life of {ref}"),
    "cost": ("стоимость: {ref:gent}", "the cost of {ref}"),
    "ambushes_this_turn": ("число Засад, сработавших в этот ход", "the number of Ambushes used this turn"),
    "destroyed_life": ("жизни ушедшей карты ({ref})", "the life of the card that left ({ref})"),
    "destroyed_strike_life_min": ("меньшее из удара и жизней ушедшей карты ({ref})", "the lesser of the gone card's strike and life ({ref})"),
    "destroyed_strike": ("удар ушедшей карты ({ref})", "the strike of the card that left ({ref})"),
    "meditation_sum": ("сумма Медитаций[ {select:gent:many}]", "the sum of the Meditations[ of {select:many}]"),
    "top_count": ("число показанных карт[ ({select:nomn:many})][ из {value}]", "the number of cards shown[ ({select:many})][ of {value}]"),
    "boosts": ("число эффектов усиления на {ref:loct}", "the number of boosts on {ref}"),
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
    "current_life_of": ("текущие жизни: {ref:gent}", "the current life of {ref}"),
    "life_value_of": ("значение жизней: {ref:gent}", "the life value of {ref}"),
    "hoarded_strike": ("сила удара {select:gent:many}", "the strike of {select:many}"),
    "event_regeneration": ("Регенерация карты события", "the Regeneration of the event's card"),
    "coin_excess": ("лишние монеты", "the coins beyond the need"),
    "x_paid_for_it": ("X, заплаченный за эту карту", "the X paid for this card"),
    "opponent_closed_coins": ("число закрытых монет противника", "the number of the opponent's closed coins"),
    "own_wounds": ("число ран на ней", "the wounds it has"),
    "paid": ("число монет, потраченных на розыгрыш этой карты", "the coins paid to play that card"),
    "attack_excess_wounds": ("избыточный урон атаки", "the attack's excess damage"),
    "kill_excess_wounds": ("избыточный урон убийства", "the excess damage of the kill"),
    "event_card_cost": ("стоимость карты события", "the cost of the event's card"),
    "strike_sum": ("сумма ударов {select:gent:many}", "the total strike of {select:many}"),
    "wounds_on": ("число ран на {ref:loct}", "the wounds on {ref}"),
    "cost_done": ("стоимость уничтоженной карты", "the cost of the destroyed card"),
    "greatest_noncreature_grave_cost": ("наибольшая стоимость среди карт не-существ на любом кладбище",
                                           "the greatest cost among non-creature cards in any graveyard"),
    "opp_short": ("число карт, которые противник не смог сбросить ({parts})",
                     "the number of cards the opponent could not discard ({parts})"),
    "excess_healed_noted": ("избыточное лечение", "the excess healing"),
}
COSTS: dict[str, Pair] = {
    A.COINS: ("{amount:nomn:#монета|coin}", "{amount:#монета|coin}"),
    A.CLOSE: ("закройте эту карту (Т)", "close this card (T)"),
    "close_hero": ("закройте вашего героя", "close your hero"),
    "close_own": ("закройте [{select:accs}]", "close [{select}]"),
    "destroy_own": ("уничтожьте [{select:accs}]", "destroy [{select}]"),
    "destroy_self": ("уничтожьте эту карту", "destroy this card"),
    "discard": ("сбросьте {amount:#карта|card}[ ({select})]", "discard {amount:#карта|card}[ ({select})]"),
    "wound_all_own": ("раньте всех ваших персонажей на {amount}", "wound all your characters by {amount}"),
    "hoard_grave": ("ваш герой добывает {amount:#карта|card} с кладбища",
                        "your hero hoards {amount:#карта|card} from a graveyard"),
    "lose_coins": ("потеряйте {amount:#монета|coin}", "lose {amount:#монета|coin}"),
    "destroy_support": ("уничтожьте карту поддержки", "destroy a support card"),
    "remove_extra_lives": ("снимите {amount:#дополнительная жизнь|extra life} с ваших персонажей",
                           "remove {amount:#дополнительная жизнь|extra life} from your characters"),
    "remove_markers": ("снимите {amount} {marker} с этой карты", "remove {amount} {marker} from this card"),
    "shuffle_grave": ("замешайте {amount:#карта|card} с вашего кладбища в колоду",
                      "shuffle {amount:#карта|card} from your graveyard into your deck"),
    "shuffle_grave_opp": ("замешайте {amount:#карта|card} с кладбища противника в его колоду",
                          "shuffle {amount:#карта|card} from the opponent's graveyard into his deck"),
    "shuffle_self": ("замешайте эту карту в колоду", "shuffle this card into its deck"),
    "stun_own": ("оглушите {amount} ваших открытых существ", "stun {amount} of your open creatures"),
    "thirst": ("Жажда {amount}", "Thirst {amount}"),
    "wound_hero": ("раньте вашего героя на {amount}", "wound your hero by {amount}"),
    "wound_own": ("раньте ваше существо на {amount}", "wound a creature of yours by {amount}"),
    "reveal_and_shuffle_hand": ("покажите {select:accs} стоимостью X из руки и замешайте её в колоду",
                             "show a {select} with cost X from your hand and shuffle it into your deck"),
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
    A.DESTROYED: ("когда {who} уничтожает[ {other:accs}]", "when {who} destroys[ {other}]"),
    A.HEALED: ("когда {who} излечен", "when {who} is healed"),
    A.KILLS: ("когда {who} убивает[ {other:accs}]", "when {who} kills[ {other}]"),
    A.HOARDS: ("когда {who} добывает[ {other:accs}]", "when {who} hoards[ {other}]"),
    A.PUT_INTO_GRAVEYARD: ("когда {who} попадает на кладбище", "when {who} is put into a graveyard"),
    A.CARD_PLAYED_NTH: ("когда разыгрывается карта номер {nth} за ход — {who:zone=hand}",
                        "when {who:zone=hand} is played as card number {nth} this turn"),
    A.DRAWN_NTH: ("когда берут карту номер {nth} за ход — {who:zone=deck}",
                  "when card number {nth} this turn is drawn ({who:zone=deck})"),
    A.ENTERS_PLAY_NTH: ("когда в игру входит номер {nth} за ход — {who}", "when {who} number {nth} this turn enters play"),
    A.TARGETED: ("когда {who} становится целью[ — чьей: {other:gent}]", "when {who} becomes the target[ of {other}]"),
    A.AFTER_ATTACK: ("после атаки, которую {who} провёл[ по: {other}]", "after {who} attacked[ {other}]"),
    A.STRIKE_WOUNDS: ("когда {who} наносит раны ударом[ — кому: {other}]", "when {who} deals wounds by a strike[ to {other}]"),
    A.DECK_TO_GRAVEYARD: ("когда {who} попадает из колоды на кладбище", "when {who} goes from the deck to a graveyard"),
    "ambush_used_mark": ("когда Засадой разыгрывается {who:zone=hand}", "when {who:zone=hand} is played by its Ambush"),
    "attack_defended": ("когда от атаки {who:gent} назначен защитник", "when a defender is assigned against {who}'s attack"),
    "attack_target_died": ("когда цель атаки {who:gent} погибла", "when the target of {who}'s attack died"),
    "attack_targeted": ("когда {who} становится целью атаки[ — чьей: {other:gent}]",
                        "when {who} becomes the target of an attack[ by {other}]"),
    "attacks_by_strike": ("когда {who} атакует ударом[ {other:accs}]", "when {who} makes a strike attack[ at {other}]"),
    "boosted": ("когда на {who:accs} кладут эффект усиления", "when a boost is put on {who}"),
    "attack_undefended": ("когда от атаки {who:gent} не был назначен защитник",
                             "when no defender was assigned against {who}'s attack"),
    "coins_closed_not_play": ("когда {who} закрывает монеты не для розыгрыша карт",
                              "when {who} closes coins not to play cards"),
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
    "meditation_coins": ("когда противник закрывает монеты для оплаты Медитации", "when the opponent closes coins to pay for Meditation"),
    "meditation_used": ("когда у {who:gent} срабатывает Медитация", "when {who}'s Meditation fires"),
    "meditation_wounds": ("когда противник ранит героя для оплаты Медитации", "when the opponent wounds his hero to pay for Meditation"),
    "milled": ("когда из-за Мора {other:gent} на кладбище попадает {who}",
               "when {other}'s Mor puts {who} into a graveyard"),
    "got_poisoned": ("когда {who} получает Отравление", "when {who} is poisoned"),
    "returned_to_hand": ("когда {who} возвращается в руку владельца", "when {who} returns to its owner's hand"),
    "attack_excess_wounds": ("когда атака {who:gent} наносит избыточный урон[ по: {other}]",
                         "when {who}'s attack deals excess damage[ to {other}]"),
    "loses_sleeping": ("когда {who} теряет Спящий", "when {who} loses Sleeping"),
    "summoned": ("когда вызывают {who:accs}", "when {who} is summoned"),
    "attack_no_wounds": ("когда атаковавшее существо не нанесло ран: {who:datv}",
                            "when an attacking creature dealt no wounds to {who}"),
    "acts_event": ("когда {who} действует", "when {who} acts"),
    "heal_without_wounds": ("когда {who} должен быть излечен, а ран на нём нет",
                          "when {who} should be healed and has no wounds"),
    "nth_meditation": ("каждый {nth}-й раз за ход, когда у {who:gent} срабатывает Медитация",
                          "every {nth}th time a turn {who}'s Meditation fires"),
    "might_fires": ("когда у {who:gent} срабатывает Могущество", "when {who}'s Might fires"),
    "mor_fires": ("когда срабатывает Мор {who:gent}", "when {who}'s Mor fires"),
    "wounded_by_attack": ("когда {who} получает раны от удара или выстрела", "when {who} is wounded by a strike or a shot"),
    "wounded_by_strike": ("когда {who} получает раны от удара", "when {who} is wounded by a strike"),
    "wounds_in_turn": ("когда {who} получает за ход ран: {nth} или больше", "when {who} takes {nth} or more wounds in a turn"),
    "first_draw_from_empty_deck": ("когда игрок должен взять первую карту за ход из пустой колоды",
                            "when a player must draw his first card of the turn from an empty deck"),
    "must_close": ("когда {who} должен закрыться", "when {who} must close"),
}
STATICS: dict[str, Pair] = {}
EFFECTS: dict[str, Any] = {}
# Params an effect's templates do not mention: their words, added after the effect.
PARAMS: dict[str, Pair] = {
    "duration": ("{p.duration:dur}", "{p.duration:dur}"),
}

VALUES.update({
    # states (Condition.state, source_state / ref_state)
    "open": ("открыта", "open"), "closed": ("закрыта", "closed"), "wounded": ("ранена", "wounded"),
    "unwounded": ("без ран", "unwounded"), "stunned": ("оглушена", "stunned"), "poisoned": ("отравлена", "poisoned"),
    "attacking": ("атакует", "attacking"), "fighting": ("сражается", "fighting"), "sleeping": ("спит", "sleeping"),
    "in_play": ("в игре", "in play"), "hidden": ("скрыта", "hidden"),
    # where cards go
    "top": ("на верх колоды", "on top of the deck"), "bottom": ("под низ колоды", "at the bottom of the deck"),
    "shuffle": ("в колоду (замешав)", "into the deck (shuffled)"), "deck_top": ("на верх вашей колоды",
                                                                            "on top of your deck"),
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
    "support": ("на розыгрыш карт поддержки", "on playing support cards"),
    # when a delayed instruction runs
    "end_next": ("в конце следующего хода", "at the end of the next turn"),
    "end_next_own": ("в конце вашего следующего хода", "at the end of your next turn"),
    "end_own": ("в конце вашего хода", "at the end of your turn"), "end_this": ("в конце этого хода",
                                                                               "at the end of this turn"),
    "start_next_own": ("в начале вашего следующего хода", "at the start of your next turn"),
    "discarded": ("X — число сброшенных карт", "X is the number of cards discarded"),
    # prevention scope, counters, sides
    "characters": ("вашим персонажам", "to your characters"), "hero": ("вашему герою", "to your hero"),
    "egg": ("{яйцо}", "{egg}"), "will": ("эффект воли", "will marker"),
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
    "forbid": ("{who} не может: {what}", "{who} cannot {what}"),
    "limit": ("ограничение для игроков: {what}[ (не больше {value})]", "players are limited: {what}[ (at most {value})]"),
    "all_classes": ("{who} обладает всеми классами существ", "{who} has every creature class"),
    "ambush_cost": ("Засады {who:gent:zone=hand} стоят на {value:abs:#монета|coin} {value:more}[ (но не меньше {floor})]",
                    "the Ambushes of {who:zone=hand} cost {value:abs:#монета|coin} {value:more_en}[ (but not less than {floor})]"),
    "ambush_from_zone": ("вы можете использовать Засаду карт ({what})[ на {value} монет дешевле]",
                       "you may use the Ambush of cards ({what})[ for {value} less]"),
    "look_at_deck_top": ("вы можете смотреть верхнюю карту вашей колоды", "you may look at the top card of your deck"),
    "enters_boosted_by_own_wounds": ("{who} входит в игру с X эффектами усиления ({what})[, X — {per}]",
                          "{who} enters play with X boosts ({what})[, X is {per}]"),
    "keyword_of": ("{who} имеет {keyword:kw}, равную их {what:kw}", "{who} has {keyword:kw} equal to their {what:kw}"),
    "play_with_deck_top_open": ("вы играете с открытой верхней картой колоды", "you play with the top card of your deck revealed"),
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
    "play_hoarded": ("вы можете разыграть карту, добытую {who:ablt}, на {value:signed} монет дороже за каждый {counter} "
                     "на ней{destroy_holder?, при этом уничтожьте её|}",
                     "you may play a card hoarded by {who} for {value:signed} per {counter} on it"
                     "{destroy_holder?, then destroy it|}"),
    "play_self_hoarded": ("вы можете разыгрывать {who:accs}, пока её добыли, как из руки",
                          "you may play {who} while it is hoarded, as if from your hand"),
    "prevent_first": ("предотвращаются первые {value:#рана|wound} за ход, полученные каждым из: {who:gent:many}",
                      "the first {value:#рана|wound} each of {who:many} takes in a turn are prevented"),
    "replace": ("если {who} {~должен|должны} {what}, вместо этого", "if {who} would {what}, instead"),
    "strike_vs": ("{who} имеет {value:signed} к удару по: {victim:datv:many}", "{who} has {value:signed} strike against {victim:many}"),
    "wounds_dealt": ("{who} наносит на {value} ран больше[ ({what})][ — кому: {victim:many}]",
                     "{who} deals {value} more wounds[ ({what})][ to {victim:many}]"),
    "wounds_taken": ("{who} получает на {value:abs} ран меньше[ ({what})][ от: {victim:gent:many}]",
                     "{who} takes {value:abs} fewer wounds[ ({what})][ from {victim:many}]"),
    "class_instead": ("{who} имеет класс {what} вместо своих классов", "{who} has class {what} instead of its own"),
    "mor_bonus_static": ("{who} имеет {value:signed} к Мору", "{who} has {value:signed} to Mor"),
    "play_from_opp_grave": ("вы можете разыгрывать {who:accs:many} с кладбища противника",
                          "you may play {who:many} from the opponent's graveyard"),
})
VALUES.update({
    "be_destroyed": ("быть уничтоженным", "be destroyed"), "be_hoarded": ("быть добытым", "be hoarded"),
    "hoarded_by_opponent": ("быть добытым картами противника", "be hoarded by the opponent's cards"),
    "to_hand_by_opponent": ("быть положенным в руку картами противника", "be put into a hand by the opponent's cards"),
    "forced_fight": ("быть вынужденным сразиться", "be made to fight"), "defend": ("выступать защитником", "defend"),
    "be_attacked": ("быть целью атаки", "be attacked"), "be_targeted": ("быть целью", "be targeted"),
    "gain_coins": ("получать монеты", "gain coins"), "offturn_coins": ("закрывать или оплачивать монеты не в свой ход",
                                                                      "close or pay coins outside their turn"),
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
})

# Effects: the verb's templates. A pair as the Russian (or English) side: (form when «what» is you, other form).
EFFECTS.update({
    "wound": ("раньте {what:accs} на {n}", "wound {what} by {n}"),
    "heal": ("излечите {what:accs}[ на {n}]{p.all? полностью|}[ ({p.keyword:kw})]",
             "heal {what}[ by {n}]{p.all? fully|}[ ({p.keyword:kw})]"),
    "draw": (("возьмите {n:#карта|card}", "{what} берёт {n:#карта|card}"), ("draw {n:#карта|card}", "{what} draws {n:#карта|card}")),
    "shot": ("[{p.shooter} производит ]Выстрел на {n} по {what:datv}", "[{p.shooter} makes ]a shot of {n} at {what}"),
    "poison": ("отравите {what:accs} на {n}{p.add? (в дополнение)|}", "poison {what} by {n}{p.add? (added)|}"),
    "stun": ("оглушите {what:accs}", "stun {what}"),
    "ready": ("подготовьте {what:accs}", "ready {what}"),
    "close": ("закройте {what:accs}", "close {what}"),
    "open": ("откройте {what:accs}", "open {what}"),
    "destroy": ("уничтожьте {what:accs}", "destroy {what}"),
    "search": ("Поиск — {p.up_to?до |}{n:nomn:of=p.select:zone=deck} (из колоды в руку)",
               "Search — {p.up_to?up to |}{n:of=p.select:zone=deck} (from the deck into the hand)"),
    "search_to": ("Поиск — {p.up_to?до |}{n}: {p.select:zone=deck}; найденное кладётся {p.to} вместо руки",
                  "Search — {p.up_to?up to |}{n}: {p.select:zone=deck}; what is found goes {p.to} instead of the hand"),
    "summon": ("вызовите {p.up_to?до |}{n:of=p.select:zone=deck} из колоды{p.closed? (закрытым)|}",
               "summon {p.up_to?up to |}{n:of=p.select:zone=deck} from the deck{p.closed? (closed)|}"),
    "revive": ("возродите {p.up_to?до |}{n:of=p.select:zone=graveyard} с кладбища",
               "revive {p.up_to?up to |}{n:of=p.select:zone=graveyard} from the graveyard"),
    "create": ("создайте {p.name}[ ({n:n1})]", "create {p.name}[ ({n:n1})]"),
    "modify": ("{what} получает[ {p.strike:signed} к удару][ {p.life:signed} к жизням][ × {n}]",
               "{what} gets[ {p.strike:signed} strike][ {p.life:signed} life][ × {n}]"),
    "grant": ("{what} получает {p.keyword:kw:accs}[ {n:n1}][ (пока {p.while})]", "{what} gains {p.keyword:kw}[ {n:n1}][ (while {p.while})]"),
    "fight": ("сразитесь с {what:ablt}[ (сражается {p.attacker})]", "fight {what}[ ({p.attacker} fights)]"),
    "gain_coins": (("получите {n:#монета|coin}{p.temporary? до конца хода|}", "{what} получает {n:#монета|coin}{p.temporary? до конца хода|}"),
                   ("gain {n:#монета|coin}{p.temporary? until the end of the turn|}", "{what} gains {n:#монета|coin}{p.temporary? until the end of the turn|}")),
    "lose_coins": (("потеряйте {n:#монета|coin}", "{what} теряет {n:#монета|coin}"), ("lose {n:#монета|coin}", "{what} loses {n:#монета|coin}")),
    "mill": ("{p.mor?Мор — |}{what} кладёт {n:#карта|card} с верха своей колоды на кладбище{p.owner_of? (владелец)|}",
             "{p.mor?Mor — |}{what} puts the top {n:#карта|card} of their deck into the graveyard{p.owner_of? (the owner)|}"),
    "take_control": ("возьмите под контроль {what:accs}", "take control of {what}"),
    "take_control_until": ("возьмите под контроль {what:accs} {p.duration:dur}", "take control of {what} {p.duration:dur}"),
    "extra_turn": ("{what} получает дополнительный ход", "{what} takes an extra turn"),
    "choose_mode": ("{p.chooser?противник выбирает|выберите} от {p.min} до {p.max} (раз: {p.times}) из: {p.modes}",
                    "{p.chooser?the opponent chooses|choose} {p.min} to {p.max} ({p.times} time(s)) of: {p.modes}"),
    "sequence": ("{p.effects}", "{p.effects}"),
    "ambush": ("разыграйте {what:accs} Засадой за {n:#монета|coin}", "play {what} by its Ambush for {n:#монета|coin}"),
    "lose_abilities": ("{what} теряет особенности", "{what} loses its abilities"),
    "lose_keyword": ("{what} теряет {p.keyword:kw:accs}", "{what} loses {p.keyword:kw}"),
    "extra_life": ("{what} получает {n:#дополнительная жизнь|extra life}", "{what} gains {n:#дополнительная жизнь|extra life}"),
    "open_coins": (("откройте {p.all?все |}ваши монеты", "{what} открывает {p.all?все |}свои монеты"),
                   ("open {p.all?all |}your coins", "{what} opens {p.all?all |}his coins")),
    "choose_class": ("выберите класс существ", "choose a creature class"),
    "declare_target": ("(цель названа: {what})", "(the target is named: {what})"),
    "pay": (("заплатите {n:#монета|coin}", "{what} платит {n:#монета|coin}"), ("pay {n:#монета|coin}", "{what} pays {n:#монета|coin}")),
    "grant_ability": ("{what} получает {p.ability}", "{what} gains {p.ability}"),
    "upgrade": ("усовершенствуйте {what:accs} (теряет классы и становится механизмом)",
                "upgrade {what} (it loses its classes and becomes a Mechanism)"),
    "create_copy": ("создайте копию[ (копий: {n:n1})]: {what}{p.no_enters? (её Найм не срабатывает)|}{p.gift_copy? (ещё одну, Даром жизни)|}",
                    "create a copy[ ({n:n1} copies)] of {what}{p.no_enters? (its entering play does not trigger)|}{p.gift_copy? (one more, by Gift of life)|}"),
    "reveal_top": (("покажите[ {n:n1}] верхнюю карту вашей колоды", "{what} показывает[ {n:n1}] верхнюю карту своей колоды"),
                   ("reveal the top[ {n:n1}] card of your deck", "{what} reveals the top[ {n:n1}] card of his deck")),
    "take_revealed": ("положите {what:accs} в руку владельца", "put {what} into its owner's hand"),
    "reveal_hand": (("покажите руку", "{what} показывает руку"), ("reveal your hand", "{what} reveals his hand")),
    "look_top": ("{p.reveal?покажите|посмотрите} {p.n} верхних карт колоды ({what}); возьмите {p.up_to?до |}{p.take}"
                 "[ ({p.select})][ {p.to}]{p.take_all? (все подходящие)|}{p.show? (показав их)|}[, если {p.more_if}, ещё {p.more}]; остальные: {p.rest}",
                 "{p.reveal?reveal|look at} the top {p.n} cards of the deck ({what}); take {p.up_to?up to |}{p.take}"
                 "[ ({p.select})][ {p.to}]{p.take_all? (all that fit)|}{p.show? (showing them)|}[, if {p.more_if}, {p.more} more]; the rest: {p.rest}"),
    "repeat_enters": ("Найм {what:gent} срабатывает ещё раз", "{what}'s entering play triggers again"),
    "add_counter": ("положите {n} {p.counter} на {what:accs}", "put {n} {p.counter} on {what}"),
    "set_strike": ("удар {what:gent} становится равен {n}", "{what}'s strike becomes {n}"),
    "remove_effects": ("снимите все эффекты с {what:gent}", "remove every effect from {what}"),
    "play_free": ("разыграйте бесплатно {what:accs}[: {n}][ ({p.select})][ или ({p.or_select})]",
                  "play {what} for free[: {n}][ ({p.select})][ or ({p.or_select})]"),
    "heal_excess": ("излечите {what:accs} на {n}; лишнее становится дополнительными жизнями",
                    "heal {what} by {n}; the rest becomes extra lives"),
    "ban": ("{what} не может {p.action}[ ({p.select})][ чаще {p.limit} раз за ход][ {p.window}]",
            "{what} cannot {p.action}[ ({p.select})][ more than {p.limit} times a turn][ {p.window}]"),
    "prevent": ("предотвратите следующие {n:#рана|wound}, наносимые {p.scope} ({what})",
                "prevent the next {n:#рана|wound} dealt {p.scope} ({what})"),
    "instead_of_death": ("если {what} должно погибнуть, вместо этого: {p.effects}", "if {what} would die, instead: {p.effects}"),
    "replace_next_draw": ("в следующий раз, когда {what} должен взять карту, вместо этого карту берёт {p.by}[ (число: {n:n1})]",
                          "the next time {what} would draw a card, instead it is drawn {p.by}[ (number: {n:n1})]"),
    "reveal_from_hand": ("{what} показывает из руки любое число карт: {p.select:zone=hand}",
                         "{what} reveals any number of {p.select:zone=hand} from the hand"),
    "gain_closed_coins": ("{what} получает {n:#закрытая монета|closed coin}", "{what} gains {n:#закрытая монета|closed coin}"),
    "look_deck_top": ("посмотрите верхнюю карту колоды: {what}", "look at the top card of the deck of {what}"),
    "reveal_until": ("{what} показывает карты с верха колоды, пока не покажет {n}: {p.select:zone=deck}; они идут {p.to}, "
                     "остальные — {p.rest}",
                     "{what} reveals cards from the top of the deck until {n} {p.select:zone=deck} are shown; they go "
                     "{p.to}, the rest {p.rest}"),
    "reveal_split": ("{what} показывает {p.n} верхние карты колоды: одну в руку, другую на кладбище, оставшуюся добывает ваш герой",
                     "{what} reveals the top {p.n} cards: one to the hand, one to the graveyard, your hero hoards the last"),
    "name_card": ("назовите карту", "name a card"),
})
VALUES.update({"hand": ("в руку", "into the hand")})

EFFECTS.update({
    "next_cost": ("следующая карта ({p.select:zone=hand}) игрока {what} стоит на {n} монет {p.sign?дороже|дешевле}"
                  "{p.in_next_turn? в его следующий ход|}",
                  "the next {p.select:zone=hand} of {what} costs {n} {p.sign?more|less}{p.in_next_turn? in his next turn|}"),
    "delayed": ("{p.moment}: {p.effects}[ ({p.noted_discard_count})]", "{p.moment}: {p.effects}[ ({p.noted_discard_count})]"),
    "destroy_own_pick": ("{what} уничтожает своё[ ({n:n1})]: {p.select}", "{what} destroys one[ ({n:n1})] of his {p.select}"),
    "gift_of_life": ("Дар жизни[ {n}]: снимите[ до {n}] дополнительные жизни с ваших персонажей и создайте копию вашего "
                     "существа такой стоимости", "Gift of life[ {n}]: remove[ up to {n}] extra lives from your characters "
                     "and create a copy of your creature of that cost"),
    "cancel_card": ("отмените {what:accs}", "cancel {what}"),
    "become_class": ("{what} становится классом {p.class:class}", "{what} becomes {p.class:class}"),
    "attack_at_once": ("{what} немедленно атакует[ {p.at:accs}]", "{what} attacks at once[ {p.at}]"),
    "gain_coins_for": ("получите {n:#монета|coin}; их можно тратить только {p.spend_on}",
                       "gain {n:#монета|coin}; they may be spent only {p.spend_on}"),
    "repeat_hire_per_richer": ("Найм {what:gent} срабатывает ещё раз за каждого игрока, у которого монет больше",
                                "{what}'s entering play triggers again for each player with more coins"),
    "close_all_coins": ("{what} закрывает все свои монеты", "{what} closes all his coins"),
    "repeat_spell": ("повторите это заклинание", "repeat this spell"),
    "play_discount": ("можете разыграть {what:accs} на {n} монет дешевле[ ({p.of_kind})]",
                      "you may play {what} for {n} less[ ({p.of_kind})]"),
    "return_control_of": ("верните {what:accs} под контроль владельцев", "return {what} to their owners' control"),
    "reveal": ("{what} раскрывается", "{what} is revealed"),
    "lose_coins_for_a_time": (("потеряйте {n:#монета|coin} {p.duration:dur} (потом они вернутся)",
                             "{what} теряет {n:#монета|coin} {p.duration:dur} (потом они вернутся)"),
                            ("lose {n:#монета|coin} {p.duration:dur} (they come back then)",
                             "{what} loses {n:#монета|coin} {p.duration:dur} (they come back then)")),
    "opponent_may_pay": ("противник может заплатить {n:#монета|coin}", "the opponent may pay {n:#монета|coin}"),
    "reveal_self": ("покажите {what:accs} из руки", "reveal {what} from your hand"),
    "shuffle_hand_namesakes": ("владелец {what:gent} замешивает в колоду все карты руки с таким же названием",
                               "{what}'s owner shuffles every card of his hand with the same name into his deck"),
    "summon_self_sideboard": ("вызовите {what:accs} из дополнительной колоды", "summon {what} from your sideboard"),
    "put_into_play": ("положите {p.select:accs} в игру под вашим контролем[ (число: {n:n1})]", "put {p.select} into play under your control[ (number: {n:n1})]"),
    "grant_superiority": ("{what} получает {p.keyword:kw:accs} над: {p.over:ablt:many}[ (число: {n:n1})]", "{what} gains {p.keyword:kw} over {p.over:many}[ (number: {n:n1})]"),
    "summon_deck_or_hand": ("вызовите {p.up_to?до |}{n} из колоды или руки: {p.select:zone=deck}",
                            "summon {p.up_to?up to |}{n} {p.select:zone=deck} from your deck or hand"),
    "remove_lives": ("снимите до {n:#дополнительная жизнь|extra life} с персонажей ({p.side:side})",
                          "remove up to {n:#дополнительная жизнь|extra life} from characters ({p.side:side})"),
    "wound_owner": ("раньте героя владельца {what:gent} на {n}", "wound the hero of {what}'s owner by {n}"),
    "coins_stay_closed": ("монеты игрока {what} не открываются {p.duration:dur}", "{what}'s coins do not open {p.duration:dur}"),
    "hide": ("{what} скрывается", "{what} hides"),
    "open_n_coins": (("откройте {n:#монета|coin}", "{what} открывает {n:#монета|coin}"), ("open {n:#монета|coin}", "{what} opens {n:#монета|coin}")),
    "lose_all_coins": (("потеряйте все свои монеты", "{what} теряет все свои монеты"), ("lose all your coins", "{what} loses all his coins")),
    "perish": ("{what} погибает", "{what} dies"),
    "look_hoard_back": ("посмотрите {p.n} верхние карты колоды ({what}), {p.holder} добывает {n} из них, остальные — "
                            "обратно в любом порядке", "look at the top {p.n} cards of the deck of {what}, {p.holder} hoards "
                            "{n} of them, the rest go back in any order"),
    "gain_coins_for_a_time": ("получите {n:#монета|coin} {p.duration:dur}", "gain {n:#монета|coin} {p.duration:dur}"),
    "cost_mod": ("{p.select:many:zone=hand} стоят на {n} монет больше для: {what}", "{p.select:many:zone=hand} cost {n} more for {what}"),
    "opp_may_pay_or_bottom": ("противник может заплатить стоимость {what:gent}, иначе она идёт под низ колоды",
                                 "the opponent may pay {what}'s cost, else it goes to the bottom of the deck"),
    "name_cost": ("карты с таким же названием ({p.select:many}) стоят на {n} монет дороже в следующий ход: {what}",
                  "cards with the same name ({p.select:many}) cost {n} more in the next turn of {what}"),
    "deal_same_to_his_hero_too": ("{what} наносит столько же ран ({n}) герою этого противника",
                                 "{what} deals as many wounds ({n}) to that opponent's hero"),
    "look_hoard": ("посмотрите {p.n} верхние карты колоды ({what}), {p.holder} может добыть одну из них[ (число: {n:n1})]",
                   "look at the top {p.n} cards of the deck of {what}, {p.holder} may hoard one[ (number: {n:n1})]"),
    "pay_x": ("заплатите X монет[ ({what})]", "pay X coins[ ({what})]"),
    "active_player_names_card": ("активный игрок называет карту", "the active player names a card"),
    "grave_play": ("вы можете разыгрывать с вашего кладбища: {p.select:many:zone=graveyard}",
                      "you may play {p.select:many:zone=graveyard} from your graveyard"),
    "enter_closed": ("{what} входят в игру закрытыми {p.duration:dur}", "{what} enter play closed {p.duration:dur}"),
    "less_wounds_from": ("{what} получает на {n:#рана|wound} меньше от {p.from:gent}", "{what} takes {n:#рана|wound} fewer from {p.from}"),
    "heal_total": ("снимите суммарно {n:#рана|wound} с персонажей: {what}", "remove {n:#рана|wound} in all from the characters of {what}"),
    "return_to_play": ("верните в игру под контроль владельцев: {what}", "return {what} to play under their owners' control"),
    "interrupt_strike_attack": ("атака ударом ({what:gent}) прерывается", "the strike attack ({what}) stops"),
    "reveal_and_apply_spell": ("{what} показывает из руки {p.select:accs:zone=hand} и применяет его эффект",
                            "{what} shows a {p.select:zone=hand} from the hand and applies its effect"),
    "open_spent": ("противник открывает монеты, потраченные на розыгрыш: {what}", "the opponent opens the coins spent to play {what}"),
    "reveal_from_hand_name": ("{what} показывает из руки {p.select:accs:zone=hand}, её название — названная карта[ (число: {n:n1})]",
                                 "{what} shows a {p.select:zone=hand} from the hand; its name is the card named[ (number: {n:n1})]"),
    "look_grave_top_bottom": ("посмотрите {n} верхних карт колоды ({what}), {p.to_grave} — на кладбище, остальные — на верх или под низ",
                                 "look at the top {n} cards of the deck of {what}, {p.to_grave} to the graveyard, the rest on top or at the bottom"),
    "search_opp_deck_to_grave": ("Поиск в колоде противника ({what}): {p.select:zone=deck}; найденное — на кладбище[ (число: {n:n1})]",
                                    "Search the opponent's deck ({what}): {p.select:zone=deck}; the card found goes to the graveyard[ (number: {n:n1})]"),
    "summon_found": ("вызовите {what:accs} (найденное Поиском)", "summon {what} (found by the search)"),
    "revive_event": ("возродите {what:accs} с {p.life} жизнью", "revive {what} with {p.life} life"),
    "distribute_wounds_x": ("распределите {n:#рана|wound} среди: {what}", "distribute {n:#рана|wound} among {what}"),
    "look_top_rest_random": ("посмотрите {n} верхних карт колоды ({what}), {p.take} из них в руку, остальные — под низ в случайном порядке",
                                "look at the top {n} cards of the deck of {what}, {p.take} to the hand, the rest at the bottom in random order"),
    "lose_x_copies_of_hoarded": ("потеряйте X монет, при этом создайте X копий: {what}", "lose X coins, then create X copies of {what}"),
    "owner_summons_cheaper": ("владелец {what:gent} вызывает существо меньшей стоимости",
                                 "{what}'s owner summons a creature with a lower cost"),
    "hand_into_deck_draw": ("{what} замешивает руку в колоду и берёт на {n:#карта|card} меньше, чем замешал",
                            "{what} shuffles his hand into his deck and draws {n:#карта|card} fewer than he shuffled"),
    "opponent_may_give_card": ("противник ({what}) может отдать под ваш контроль {p.select:accs}[ (число: {n:n1})]",
                             "the opponent ({what}) may give you control of a {p.select}[ (number: {n:n1})]"),
    "remove_extra_lives_revive": ("снимите {n:#дополнительная жизнь|extra life} с персонажей: {what}",
                              "remove {n:#дополнительная жизнь|extra life} from the characters of {what}"),
    "search_event_cost": ("Поиск — {p.up_to?до |}{n}: {p.select:zone=deck} стоимостью X (число события)",
                             "Search — {p.up_to?up to |}{n}: {p.select:zone=deck} with cost X (the event's number)"),
    "give_control": ("противник получает контроль над: {what}", "the opponent takes control of {what}"),
    "must_close_or_be_wounded": ("{what} должен закрыть своё существо, иначе его герой получает {n:#рана|wound}",
                                 "{what} must close a creature of his, else his hero takes {n:#рана|wound}"),
    "pay_or_wounded": ("{what} должен заплатить {n:#монета|coin}; за каждую недостающую его герой получает рану",
                          "{what} must pay {n:#монета|coin}; his hero takes a wound for each one missing"),
    "heal_up_to": ("излечите до {n:#рана|wound} с персонажей: {what}", "heal up to {n:#рана|wound} from the characters of {what}"),
    "coins_summon_self_hand": ("вызовите {what:accs} из руки", "summon {what} from the hand"),
    "opp_may_close": ("противник ({what}) может закрыть {n} своих персонажей", "the opponent ({what}) may close {n} of his characters"),
    "destroy_self_and_weaker": ("уничтожьте {what:accs} и всех существ с силой удара меньше, чем {n}",
                                   "destroy {what} and every creature with a strike lower than {n}"),
    "each_player_copies": ("каждый игрок создаёт копию: {what}", "each player creates a copy of {what}"),
    "heal_note_excess": ("излечите {what:accs} на {n}{p.all? полностью|} (избыток запоминается)",
                            "heal {what} by {n}{p.all? fully|} (the excess is noted)"),
    "revive_two_enemy_creatures": ("возродите двух существ с разных кладбищ ({what}); они становятся {p.class:class} и ранят друг друга "
                              "на свой удар[ (число: {n:n1})]", "revive two creatures from different graveyards ({what}); they become "
                              "{p.class:class} and wound each other by their strike[ (number: {n:n1})]"),
    "wound_same_strike": ("вместо этого раньте всех существ с таким же ударом, как у {what:gent}, на этот удар",
                             "instead wound every creature with the same strike as {what} by that strike"),
    "attach": ("присоедините {what:accs} к: {p.to}", "attach {what} to {p.to}"),
    "distribute_boosts": ("распределите {n} эффектов усиления среди: {what}", "distribute {n} boosts among {what}"),
    "lose_game": ("{what} проигрывает игру", "{what} loses the game"),
    "swap_strike_life": ("поменяйте местами удар и текущие жизни: {what}", "swap the strike and the current life of {what}"),
    "vanguard": ("Авангард {n}: разыграйте бесплатно существо стоимостью до {n} из руки ({what})",
                 "Vanguard {n}: play a creature with cost up to {n} from your hand for free ({what})"),
    "incarnation": ("Инкарнация {n}: можете потерять {n:#монета|coin} и возродить {what:accs} закрытым",
                    "Incarnation {n}: you may lose {n:#монета|coin} and revive {what} closed"),
})


# Verbs whose words depend on their values: a function (describer, effect) → (russian, english).
def _choose_mode(d: Any, e: A.Effect) -> Pair:
    """«Выберите одно из: • … • …» (or two of them; the opponent may be the one who chooses)."""
    low, high, times = (d.field(e, name) for name in ("p.min", "p.max", "p.times"))
    modes = [d.effects((m,)) for m in d.field(e, "p.modes")]
    opponent = d.field(e, "p.chooser") == A.OPPONENT
    ru_count = {1: "одно", 2: "два", 3: "три"}.get(high, str(high)) if low == high else f"от {low} до {high}"
    en_count = {1: "one", 2: "two", 3: "three"}.get(high, str(high)) if low == high else f"{low} to {high}"
    again = (f" ({times} раза)", f" ({times} times)") if times != 1 else ("", "")
    return ((("противник выбирает " if opponent else "выберите ") + f"{ru_count} из{again[0]}: "
             + " ".join(f"• {m.ru}" for m in modes)),
            (("the opponent chooses " if opponent else "choose ") + f"{en_count} of{again[1]}: "
             + " ".join(f"• {m.en}" for m in modes)))


def _gain_coins(d: Any, e: A.Effect) -> Pair:
    """«Получите N{м}» — for a time when the coins are temporary (until the end of the turn unless a duration says)."""
    coins = d.fill(e, ("{n:#монета|coin}", "{n:#монета|coin}"))
    who = d.ref_noun(e.what) if e.what is not None else None
    temporary = d.field(e, "p.temporary") and e.param("duration") is None
    until = (" до конца хода", " until the end of the turn") if temporary else ("", "")
    if e.param("duration") is not None:
        lasting = d.fill(e, (" {p.duration:dur}", " {p.duration:dur}"))
        until = (lasting.ru, lasting.en)
    if who is None or e.what == A.YOU_PLAYER:
        return f"получите {coins.ru}{until[0]}", f"gain {coins.en}{until[1]}"
    return f"{who.form()} получает {coins.ru}{until[0]}", f"{who.en} gains {coins.en}{until[1]}"


def _look_top(d: Any, e: A.Effect) -> Pair:
    """«Посмотрите N верхних карт колоды, положите K из них в руку / …, остальные …» (N may be X: the amount)."""
    count = d.fill(e, ("{p.n}", "{p.n}")) if e.param("n") else d.fill(e, ("{n}", "{n}"))
    if e.param("n") and e.amount is not None:
        d.took(e, "amount")
    if e.param("n") == 0:
        d.took(e, "params.n")
    look = d.fill(e, ("{p.reveal?покажите|посмотрите} N верхних карт колоды[ (игрок: {what})]",
                      "{p.reveal?reveal|look at} the top N cards of the deck[ (player: {what})]"))
    take = d.fill(e, ("[возьмите {p.up_to?до |}{p.take}][ ({p.select})][ {p.to}]{p.take_all?, все подходящие|}"
                      "{p.show?, показав их|}[; если {p.more_if}, ещё {p.more}]",
                      "[take {p.up_to?up to |}{p.take}][ ({p.select})][ {p.to}]{p.take_all?, all that fit|}"
                      "{p.show?, showing them|}[; if {p.more_if}, {p.more} more]"))
    rest = d.fill(e, ("[остальные — {p.rest}]", "[the rest {p.rest}]"))
    ru = [look.ru.replace(" N ", f" {count.ru} "), take.ru, rest.ru]
    en = [look.en.replace(" N ", f" {count.en} "), take.en, rest.en]
    return "; ".join(p for p in ru if p), "; ".join(p for p in en if p)


def _boost(d: Any, e: A.Effect) -> Pair:
    """«Положите N эффектов усиления (ослабления) на …»: the sign says which."""
    weakening = d.field(e, "p.sign") is not None and e.param("sign") < 0
    noun = "#эффект ослабления|weakening" if weakening else "#эффект усиления|boost"
    words = d.fill(e, (f"положите на {{what:accs}} {{n:{noun}}}", f"put on {{what}} {{n:{noun}}}"))
    return words.ru, words.en


EFFECTS.update({"boost": _boost, "choose_mode": _choose_mode, "gain_coins": _gain_coins, "look_top": _look_top})

VALUES.update({
    "deck_top": ("с верха вашей колоды", "from the top of your deck"),
    "hoarded_self": ("добытых этой картой", "hoarded by this card"),
    "own_wounds_turn": ("X — раны, полученные вашими персонажами от ваших карт в этом ходу",
                        "X is the wounds your characters took from your cards this turn"),
    "not_from_hand": ("когда их разыгрывают не из руки", "when played from elsewhere than the hand"),
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
}


# ---- cards moving between zones (the verb ``move``: engine/effects/moves.py) ----
_MOVE_FROM: dict[str, Pair] = {A.GRAVEYARD: (" с кладбища", " from the graveyard"), A.HAND: (" из руки", " from the hand")}
_MOVE_TO: dict[tuple[str, str | None], Pair] = {
    (A.HAND, None): ("верните {what:accs}{from} в руку владельца", "return {what}{from} to its owner's hand"),
    (A.DECK, A.SHUFFLED): ("замешайте {what:accs}{from} в колоду владельца", "shuffle {what}{from} into its owner's deck"),
    (A.DECK, A.DECK_TOP): ("положите {what:accs}{from} на верх колоды владельца", "put {what}{from} on top of its owner's deck"),
    (A.DECK, A.DECK_BOTTOM): ("положите {what:accs}{from} под низ колоды владельца",
                              "put {what}{from} at the bottom of its owner's deck"),
    (A.SIDEBOARD, None): ("положите {what:accs}{from} в дополнительную колоду", "put {what}{from} into the sideboard"),
}
_MOVE_ORDER: dict[str, Pair] = {A.OWNERS_CHOOSE: (" в порядке, выбранном их владельцами", " in the order their owners choose")}


def _picked_move(d: Any, e: A.Effect) -> Pair:
    """A ``move`` whose cards are picked (params ``count``) in a zone of the player(s) ``what``."""
    to, source, count = d.field(e, "p.to"), d.field(e, "p.from"), d.field(e, "p.count")
    puts = ("положите", "put") if e.what == A.YOU_PLAYER else ("{what} кладёт", "{what} puts")
    if to == A.HAND:  # «верните <карты> с кладбища в руку»
        up_to = ("до ", "up to ") if count == A.UP_TO else ("", "")
        words = d.fill(e, (f"положите с кладбища в руку {up_to[0]}{{n:of=p.select:zone=graveyard}}",
                           f"put {up_to[1]}{{n:of=p.select:zone=graveyard}} from the graveyard into your hand"))
    elif source == A.DECK:  # the deck into itself
        d.field(e, "p.position")
        words = d.fill(e, ("перемешайте вашу колоду", "shuffle your deck") if e.what == A.YOU_PLAYER else
                       ("{what} перемешивает колоду", "{what} shuffles the deck"))
    elif count == A.ALL_MATCHING:
        where = _MOVE_FROM[source]
        words = d.fill(e, (f"{puts[0]} все карты{where[0]}[ ({{p.select:zone={source}}})] {{p.position}}",
                           f"{puts[1]} every card{where[1]}[ ({{p.select:zone={source}}})] {{p.position}}"))
    else:
        where = _MOVE_FROM[source]
        cost = (" стоимостью X", " with cost X") if d.field(e, "p.x_cost") else ("", "")
        words = d.fill(e, (f"{puts[0]} {{n:#карта|card}}{where[0]}{cost[0]}[ ({{p.select:zone={source}}})] "
                           "{p.position}[ {p.chooser}]",
                           f"{puts[1]} {{n:#карта|card}}{where[1]}{cost[1]}[ ({{p.select:zone={source}}})] "
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
    source = _MOVE_FROM.get(d.field(e, "p.from"), ("", ""))
    order = _MOVE_ORDER.get(d.field(e, "p.order"), ("", ""))
    ru, en = _MOVE_TO[(to, position if to == A.DECK else None)]
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
        many = ("[до {n:#карта|card}]", "[up to {n:#карта|card}]") if e.amount is not None else (
            "любое число карт", "any number of cards")
        may = ("можете сбросить", "may discard") if you else ("{what} может сбросить", "{what} may discard")
        words = d.fill(e, (f"{may[0]} {many[0]}[ ({{p.select:zone=hand}})]", f"{may[1]} {many[1]}[ ({{p.select:zone=hand}})]"))
    else:
        words = d.fill(e, (f"{verb[0]} {{n:#карта|card}}[ ({{p.select}})] {{p.chooser}}",
                           f"{verb[1]} {{n:#карта|card}}[ ({{p.select}})] {{p.chooser}}"))
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
        words = d.fill(e, ("{p.holder} добывает {n:#карта|card} {p.position?с верха|со дна} колоды ({what})",
                           "{p.holder} hoards {n:#карта|card} from the {p.position?top|bottom} of the deck of {what}"))
        return words.ru, words.en
    if d.field(e, "p.arrived") == A.THIS_TURN:
        words = d.fill(e, ("{p.holder} добывает все карты, попавшие на кладбища в этом ходу: {p.select:many:zone=graveyard}",
                           "{p.holder} hoards every {p.select:zone=graveyard} that went to a graveyard this turn"))
        return words.ru, words.en
    where = _HOARD_FROM.get(source, ("", ""))
    if e.what is not None and e.what.kind == "player":
        chosen = (" выбранного игрока", " of a chosen player") if e.what.side == A.ANY else ("", "")
        words = d.fill(e, (f"{{p.holder}} добывает {{n:#карта|card}}{where[0]}{chosen[0]} ({{what}})[ ({{p.select}})][ {{p.chooser}}]",
                           f"{{p.holder}} hoards {{n:#карта|card}}{where[1]}{chosen[1]} ({{what}})[ ({{p.select}})][ {{p.chooser}}]"))
    else:
        words = d.fill(e, (f"{{p.holder}} добывает {{what:accs}}{where[0]}", f"{{p.holder}} hoards {{what}}{where[1]}"))
    return words.ru, words.en


EFFECTS.update({"hoard": _hoard})
