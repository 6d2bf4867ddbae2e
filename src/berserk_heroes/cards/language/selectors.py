"""Object phrases: quantifier + owner + type + filters (class, element, cost, strike, life, state, name,
«другой»), pronouns and players.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ANY,
    CARD,
    CHARACTER,
    CREATURE,
    DECK_OR_HAND,
    EACH,
    EITHER,
    ENEMY_HERO,
    GRAVEYARD,
    HAND,
    HERO,
    HOARDED,
    HOARDED_HERO,
    HOARDED_NIGHTMARE,
    HOARDED_NIGHTMARE_HERO,
    HOARDED_THIS,
    LAST_FOUND,
    NAMED,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    SAME_NAME_CARDS,
    SAME_TYPE_AS_SHOWN,
    SIDEBOARD,
    SPELL,
    SUPPORT,
    THESE_CARDS,
    THIS,
    YOU,
    Ability,
    Amount,
    Effect,
    Select,
    Target,
)
from berserk_heroes.cards.compiler_normalise import class_of_token, element_of_token
from berserk_heroes.cards.language.base import ELIDED_PLAYER, NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    COST_EQ_X,
    DISTINCT_NAMES_MARK,
    EQUIPMENT_NOUN,
    NOT_OWNED,
    SAME_STRIKE_AS_CHOSEN,
    THIS_SUPPORT_NP,
    X_AMOUNT,
    X_BELOW,
    _ints,
    build_np,
)

NAME_NOT_IN_GRAVEYARD = "name_not_in_graveyard"  # Select.state: no card of its name in its owner's graveyard
CLASS_NOT_CONTROLLED = "class_not_controlled"  # Select.state: a class of it is the class of no card the controller has


COST_X_MINUS_1 = "cost_x_minus_1"  # Select state: cost = the spell's paid X − 1 (declare.DeclareFrame)


# instructions that leave the cards they put into the hand as IT (``frame.last``, engine/effects/__init__.py _from_zone_to)
def _puts_into_hand(e: Effect) -> bool:
    """A «Поиск» or a «Верните <карты> с кладбища в руку» (cards picked on resolution)."""
    return e.verb == "search" or (A.is_move(e.verb, e.params, A.HAND, A.GRAVEYARD) and e.param(A.COUNT) is not None)


def check_play(ability: Ability) -> None:
    """«можете разыграть её / их на N{м} дешевле» (``play_discount``) only right after an instruction that put the
    cards into your hand (its pronoun is those cards)."""
    _check_list(ability.effects, ability.targets)


def _check_list(effects: tuple[Effect, ...], targets: tuple[Target, ...]) -> None:
    for i, e in enumerate(effects):
        if e.verb == "change_cost" and e.param("applies_to") == THESE_CARDS:
            prev = effects[i - 1] if i else None
            if prev is None or not _puts_into_hand(prev) or prev.then or prev.otherwise or prev.condition is not None:
                raise CompileError("«разыграть её / их дешевле» not right after putting cards into the hand")
        if e.verb == "change_cost" and e.param("applies_to") == SAME_NAME_CARDS:
            prev = effects[i - 1] if i else None
            if (prev is None or not A.is_move(prev.verb, prev.params, A.HAND, A.PLAY) or prev.what is None or prev.what.kind != "target"
                    or prev.what.index >= len(targets) or targets[prev.what.index].max != 1 or prev.then or prev.otherwise or prev.condition is not None or prev.optional):
                raise CompileError("«с таким же названием» not right after returning one chosen card")
        _check_list(e.then, targets)
        _check_list(e.otherwise, targets)
        _check_list(e.param("effects", ()) or (), targets)


# The state adjectives of an object phrase (``selectors.lark`` state_adj): the word's lemma token → the filter pair
# that ``common.build_np`` reads.
STATE_ADJECTIVES: dict[str, tuple[str, Any]] = {
    "закрытый": ("state", "closed"),
    "открытый": ("state", "open"),
    "раненый": ("state", "wounded"),
    "отравленный": ("state", "poisoned"),
    "оглушенный": ("state", "stunned"),
    "спящий": ("keyword", "sleeping"),
    "не-созданный": ("not_created", True),
    "созданный": ("keyword", "created"),  # created cards have the keyword «Созданный»
    "мультистихийный": ("state", "multi_element"),
    "названный": ("name", NAMED),
    # «атаковавшее в этот ход существо» (one token: compiler_normalise.PHRASES): it attacked this turn (the history)
    "атаковавшее_в_этот_ход": ("state", "attacked_this_turn"),
    "атаковавших_в_этот_ход": ("state", "attacked_this_turn"),  # «названную карту»: of the name the ability's card named («Назовите карту»)
}

# The nouns of an object phrase (``selectors.lark`` noun_word): the lemma token → ``("noun", (type, plural, classes
# [, support card type]))``, plus the filters a noun implies (a name, a state).
NOUNS: dict[str, tuple[str, Any] | list[tuple[str, Any]]] = {
    "существо.sing": ("noun", (CREATURE, False, ())),
    "существо.sing-plur": ("noun", (CREATURE, False, ())),
    "существо.plur": ("noun", (CREATURE, True, ())),
    "персонаж.sing": ("noun", (CHARACTER, False, ())),
    "персонаж.plur": ("noun", (CHARACTER, True, ())),
    "герой.sing": ("noun", (HERO, False, ())),
    "карта.sing": ("noun", (CARD, False, ())),
    "карта.sing-plur": ("noun", (CARD, False, ())),
    "карта.plur": ("noun", (CARD, True, ())),
    "заклинание.sing": ("noun", (SPELL, False, ())),
    "заклинание.sing-plur": ("noun", (SPELL, False, ())),
    "заклинание.plur": ("noun", (SPELL, True, ())),
    "яйцо.sing": ("noun", (CARD, False, ("Яйцо",))),  # eggs are the class «Яйцо»
    "яйцо.sing-plur": ("noun", (CARD, False, ("Яйцо",))),
    "яйцо.plur": ("noun", (CARD, True, ("Яйцо",))),
    "местность.sing": ("noun", (SUPPORT, False, (), "terrain")),
    "местность.sing-plur": ("noun", (SUPPORT, True, (), "terrain")),
    "событие.sing": ("noun", (SUPPORT, False, (), "event")),
    "событие.sing-plur": ("noun", (SUPPORT, True, (), "event")),
    # a card of type quest (an unsupported card type, but a card like any other for a search)
    "квест": ("noun", (CARD, False, (), "quest")),
    "оружие": ("noun", (SUPPORT, False, (), "weapon")),
    "экипировка.accs": EQUIPMENT_NOUN,
    # other cards named by a noun (the normaliser's one-token plurals: «до двух Пчёл», «Ваши Солдаты Драксиля»)
    "зиккурат": [("noun", (CARD, False, ())), ("name", "Зиккурат")],
    "@пчелы": [("noun", (CREATURE, True, ())), ("name", "Пчела")],
    "@солдаты_драксиля": [("noun", (CREATURE, True, ())), ("name", "Солдат Драксиля")],
    "@кровопийцы_драксиля": [("noun", (CREATURE, True, ())), ("name", "Кровопийца Драксиля")],
    "@яки": [("noun", (CARD, True, ())), ("name", "Як")],
    # «дракон или драконид» (one token): one creature of either class (``Select.classes`` is any of them)
    "дракон_или_драконид": ("noun", (CREATURE, False, ("Дракон", "Драконид"))),
    # «не-заклинание» (Отблеск памяти): a card of any type but spell
    "не-заклинание": [("noun", (CARD, False, ())), ("state", "not_spell")],
}

# «, не являющуюся <существом / заклинанием / героем>»: the Select state of a card of any type but that one
_NOT_BEING_STATES = {CREATURE: "not_creature", SPELL: "not_spell", HERO: "not_hero"}

# «добытые <держателем> карты» (``selectors.lark`` hoard_agent): the owner's word and the holders → (zone, side of the
# holders). A nightmare holder: one of your Кошмар creatures (the hero is not a holder then, unless named with it).
HOARDERS: dict[tuple[str, tuple[str, ...]], tuple[str, str]] = {
    ("ваш.plur", ("персонаж.plur",)): (HOARDED, YOU),
    ("ваш.sing-plur", ("персонаж.sing",)): (HOARDED, YOU),
    ("", ("персонаж.plur",)): (HOARDED, ANY),
    ("ваш.sing-plur", ("герой.sing",)): (HOARDED_HERO, YOU),
    ("ваш.sing-plur", ("кошмар",)): (HOARDED_NIGHTMARE, YOU),
    ("ваш.sing-plur", ("кошмар", "герой.sing")): (HOARDED_NIGHTMARE_HERO, YOU),
}
# «добытых вашим гномом карт»: a class noun as the holder → the class (Select.holder_classes, zone HOARDED, side YOU)
HOARDER_CLASSES: dict[str, str] = {"гном": "Гном"}

# Where the cards of an object phrase are, whose they are and who picks them (``selectors.lark`` zone_post): the
# words → the filter pair ``common.build_np`` reads. «с любого кладбища»: either player's graveyard (side EITHER; see
# check_either); «… под вашим контролем» after it: only a «Возродите» may read it (NP.control_yours); «не под вашим
# контролем»: the opponent's (the engine plays two-player games); «из вашей колоды или руки»: only a «Вызовите» reads it.
ZONE_POSTS: dict[str, tuple[str, Any]] = {
    "противник.gent-accs": ("side", OPPONENT),
    "этот противник.gent-accs": ("side", OPPONENT),
    "с кладбище": ("zone", GRAVEYARD),
    "с ваш.sing кладбище": ("zone", GRAVEYARD),
    "с любой кладбище": ("zone_side", (GRAVEYARD, EITHER)),
    "с любой кладбище под_вашим_контролем": ("any_grave_yours", None),
    "из рука": ("zone_side", (HAND, YOU)),
    "из ваш.sing рука": ("zone_side", (HAND, YOU)),
    "из рука противник.gent-accs": ("zone_side", (HAND, OPPONENT)),
    "в_руке": ("zone_side", (HAND, YOU)),
    "у вы в_руке": ("zone_side", (HAND, YOU)),
    "под_вашим_контролем": ("side", YOU),
    "в_игре": ("zone", "play"),
    "на_вашем_кладбище": ("zone_side", (GRAVEYARD, YOU)),
    "на_кладбище_противника": ("zone_side", (GRAVEYARD, OPPONENT)),
    "в_вашей_руке": ("zone_side", (HAND, YOU)),
    "в_руке_противника": ("zone_side", (HAND, OPPONENT)),
    "по_его_выбору": ("chooser", OPPONENT),
    "по_выбору_противника": ("chooser", OPPONENT),
    "в_дополнительной_колоде": ("zone_side", (SIDEBOARD, YOU)),
    "в_колоде_и_дополнительной_колоде": ("zone_side", (A.DECK_OR_SIDEBOARD, YOU)),  # (a Поиск of both)
    "из ваш.sing колода или рука": ("zone", DECK_OR_HAND),
    "из игра": ("zone", PLAY),
    # «существо из игры или любого кладбища» (Прервать род): a card in play or in either graveyard (only a «добывает»)
    "из игра или любой кладбище": ("zone_side", (A.PLAY_OR_GRAVEYARD, ANY)),
    "не_под_вашим_контролем": ("side", OPPONENT),
    # «из колоды или руки игрока» (Крестьянский самосуд): a card of either player's deck or hand (picking the card picks
    # the player); only a «Вызовите … под его контролем» reads it
    "из колода или рука игрок": ("zone_side", (DECK_OR_HAND, EITHER)),
}

# «стоимостью <граница> N{м}»: the bound's words → the Select filter («до N{м}» = «N{м} или менее»)
NUMBER_COST_BOUNDS: dict[str, str] = {"": "cost_eq", "или менее": "cost_max", "до": "cost_max", "или более": "cost_min",
                                      "не более": "cost_max"}
# «стоимостью <граница> Х{м}»: (the bound's words, the cost's words) → the filter pair. Х{м} or less: Х given by
# «где Х — …» (replace_x_in_selects); exactly Х: a marker, allowed only after «срабатывает Медитация Х»
# (search_event_cost_effects); below Х: at most Х − 1; Х–1 in a spell whose cost is Х: Select state ``cost_x_minus_1``,
# the X paid for the spell less one, checked when the target is named (the X is chosen first; only a spell's declared
# target may carry it, ``engine/support.py``)
COST_BOUNDS: dict[tuple[str, str], tuple[str, Any]] = {
    ("или менее", "х {м}"): ("cost_max_amount", X_AMOUNT),
    ("до", "х {м}"): ("cost_max_amount", X_AMOUNT),  # «стоимостью до Х{м}» = «Х{м} или менее» (as «до N{м}»)
    ("не более", "х {м}"): ("cost_max_amount", X_AMOUNT),  # «стоимостью не более Х{м}» (the same)
    ("", "х {м}"): ("cost_max_amount", COST_EQ_X),
    ("менее", "х {м}"): ("cost_max_amount", X_BELOW),
    ("", "х-1 {м}"): ("state", COST_X_MINUS_1),
}

SUPERIORITY_CODES = ("superiority", "superiority_lower_strike", "superiority_lower_cost")


class SelectorsPhrases:
    """Transformer methods of the «selectors» concept (mixed into ``transformer.ToAbilities``); grammar: ``selectors.lark``."""

    ctx: Any
    he_pronoun: Any
    regen_x: Any
    hire_chosen_np: Any

    def p_distinct_names_mark(self, _: list[Any]) -> tuple[str, Any]:
        """«(карту) с разным названием на кладбище»: only after «за каждую» (:func:`per_each_distinct_name`)."""
        return ("state", DISTINCT_NAMES_MARK)

    def p_class_not_controlled(self, _: list[Any]) -> tuple[str, Any]:
        """«с классом, которого нет под вашим контролем»: ``Select.state`` class_not_controlled."""
        return ("state", CLASS_NOT_CONTROLLED)

    def p_name_not_in_graveyard(self, _: list[Any]) -> tuple[str, Any]:
        """«с названием, которого нет среди карт на кладбище»: ``Select.state`` name_not_in_graveyard."""
        return ("state", NAME_NOT_IN_GRAVEYARD)

    def p_cost_max_amount(self, children: list[Any]) -> tuple[str, Any]:
        """«стоимостью {м} равной или меньшей, чем <amount>» («количество <карт>», «количество ваших закрытых {м}» …)."""
        return ("cost_max_amount", next(c for c in children if isinstance(c, Amount)))

    def p_not_being(self, children: list[Any]) -> tuple[str, Any]:
        """«, не являющуюся <noun>»: any card but one of that type (``Select.state`` ``not_creature`` / ``not_spell`` /
        ``not_hero``) or class («Яйцом»: ``not_class``)."""
        noun = next(c for c in (children[0] if isinstance(children[0], list) else children) if c[0] == "noun")
        kind, _plural, classes = noun[1][:3]
        if len(noun[1]) == 3 and len(classes) == 1:
            return ("not_class", classes[0])
        if len(noun[1]) == 3 and not classes and kind in _NOT_BEING_STATES:
            return ("state", _NOT_BEING_STATES[kind])
        raise CompileError("«не являющийся <…>»: not a card type or a class")

    def p_not_being_state(self, children: list[Any]) -> tuple[str, Any]:
        """«, не являющиеся созданными,»: a card that is not created (the filter of «не-созданный»); no other state
        adjective is read negated."""
        if children[0] != STATE_ADJECTIVES["созданный"]:
            raise CompileError("«не являющийся <state>»: only «созданным» is read")
        return STATE_ADJECTIVES["не-созданный"]

    def zone_post(self, children: list[Any]) -> tuple[str, Any]:
        """Where the cards are, whose, who picks them: :data:`ZONE_POSTS`."""
        return ZONE_POSTS[" ".join(str(c) for c in children)]

    def cost_value(self, children: list[Any]) -> tuple[str, Any]:
        first = children[0]
        if getattr(first, "type", None) == "NUMBER":
            return ("cost_number", int(first))
        return ("cost_value", " ".join(str(c) for c in children))

    def cost_x_less_floor(self, children: list[Any]) -> tuple[str, Any]:
        """«Х –N{м} (но не менее M)»: max(Х − N, M) — exactly that, Х the event's number (``event_cost_x`` of
        cards/language/abilities.py replaces COST_EQ_X; anywhere else the marker is refused)."""
        less, floor = (int(c) for c in children if getattr(c, "type", None) == "NUMBER")
        reduced = Amount("sum", parts=(COST_EQ_X, Amount("fixed", value=-less)))
        return ("cost_value_amount", Amount("at_least", value=floor, parts=(reduced,)))

    def cost_bound(self, children: list[Any]) -> tuple[str, str]:
        return ("cost_bound", " ".join(str(c) for c in children))

    def p_cost(self, children: list[Any]) -> tuple[str, Any]:
        """«стоимостью <граница> <стоимость> <граница>»: :data:`COST_BOUNDS` (a number, or Х) → the filter pair."""
        bounds = " ".join(c[1] for c in children if c[0] == "cost_bound")
        value = next(c for c in children if c[0] in ("cost_number", "cost_value", "cost_value_amount"))
        if value[0] == "cost_value_amount":  # «Х –N{м} (но не менее M)»: exactly that
            if bounds:
                raise CompileError(f"«стоимостью {bounds} Х –N»")
            return ("cost_max_amount", value[1])
        if value[0] == "cost_number":
            if bounds not in NUMBER_COST_BOUNDS:
                raise CompileError(f"«стоимостью {bounds} N»")
            return (NUMBER_COST_BOUNDS[bounds], value[1])
        key = (bounds, value[1])
        if key not in COST_BOUNDS:
            raise CompileError(f"«стоимостью {bounds} {value[1]}»")
        return COST_BOUNDS[key]

    def post(self, children: list[Any]) -> Any:
        return children[0]

    def adj(self, children: list[Any]) -> Any:
        return children[0]

    def adj_word(self, children: list[Any]) -> tuple[str, Any]:
        """A state adjective: its filter from :data:`STATE_ADJECTIVES`."""
        return STATE_ADJECTIVES[str(children[0])]

    def aj_elements(self, children: list[Any]) -> tuple[str, Any] | list[tuple[str, Any]]:
        """«тёмное», or «тёмное или степное»: the card has one of the elements (``Select.elements`` means any of
        them)."""
        pairs = [("element", element_of_token(str(c))) for c in children]
        return pairs[0] if len(pairs) == 1 else pairs

    def aj_not_element(self, children: list[Any]) -> tuple[str, Any]:
        return ("not_element", str(children[0])[len("!notel/"):].capitalize())

    def p_closed_form(self, _: list[Any]) -> tuple[str, Any]:
        """«в закрытом виде»: the card is put into play closed (``NP.closed_form``, read by «Вызов»)."""
        return ("closed_form", True)

    def p_strike_below_life(self, _: list[Any]) -> tuple[str, Any]:
        """«, сила удара которого меньше его текущих жизней»: state ``strike_below_life``."""
        return ("state", "strike_below_life")

    def p_with_element(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«со стихией»: a card with an element — any of the five; Нейтральные is not an element (digest §2.1)."""
        return [("element", e) for e in ("Степи", "Леса", "Горы", "Болота", "Тьма")]

    def np(self, children: list[Any]) -> Any:
        return children[0]

    def np_attacker(self, _: list[Any]) -> Any:
        return NP("attacker")

    def np_attacked(self, _: list[Any]) -> Any:
        return NP("attacked")

    def next_np(self, children: list[Any]) -> tuple[str, NP]:
        np = next(c for c in children if isinstance(c, NP))
        return "next", np

    def next_np_your(self, children: list[Any]) -> tuple[str, NP]:
        np = next(c for c in children if isinstance(c, NP))
        if np.select is None or np.select.side != ANY:
            raise CompileError("«ваше следующее …» with a side of its own")
        return "next", dataclasses.replace(np, select=dataclasses.replace(np.select, side=YOU))

    def p_regeneration_x(self, _: list[Any]) -> tuple[str, Any]:
        """«с регенерацией Х»: a card with Регенерация (any value); every «Х» of the instructions is that value (set by
        :func:`check_event_cost_below_ref`, which also checks that the trigger is about that card)."""
        self.regen_x = True
        return ("keyword", "regeneration")

    def holder_owner(self, children: list[Any]) -> tuple[str, str]:
        return ("owner", str(children[0]))

    def holder(self, children: list[Any]) -> str:
        return str(children[0])

    def hoarder(self, children: list[Any]) -> tuple[str, ...]:
        """The holders of «добытые <ими> карты» → the zone of those cards and the holders' side (:data:`HOARDERS`)."""
        owner = next((c[1] for c in children if isinstance(c, tuple)), "")
        key = (owner, tuple(c for c in children if isinstance(c, str)))
        if owner == "ваш.sing-plur" and len(key[1]) == 1 and key[1][0] in HOARDER_CLASSES:
            return (HOARDED, YOU, HOARDER_CLASSES[key[1][0]])
        if key not in HOARDERS:
            raise CompileError(f"«добытый {' '.join((owner, *key[1]))}»: no such holder")
        return HOARDERS[key]

    def hoarder_this(self, _: list[Any]) -> tuple[str, str]:
        """«добытых <этой картой> …», «добытого этой картой …»: hoarded under the ability's own card."""
        return (HOARDED_THIS, ANY)

    def p_greatest_own_strike_per_opp(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«с наибольшей силой удара под контролем каждого противника»: an opponent's card whose current strike is the
        greatest among the creatures of its controller (state ``greatest_own_strike``; ties: all of them)."""
        return [("side", OPPONENT), ("state", "greatest_own_strike")]

    def np_last_found(self, children: list[Any]) -> Any:
        """«найденного таким образом <дракона>»: the card(s) the «Поиск» before found (Ref LAST_FOUND)."""
        return NP("ref", ref=LAST_FOUND)

    def np_this_support(self, _: list[Any]) -> Any:
        """«эту карту поддержки»: resolved by :func:`this_support_ref` once the trigger is known."""
        return NP(THIS_SUPPORT_NP)

    def p_same_strike_as_chosen(self, _: list[Any]) -> tuple[str, Any]:
        """«с таким же ударом»: only in «ранить всех существ с таким же ударом» (below)."""
        return ("state", SAME_STRIKE_AS_CHOSEN)

    def pl_and(self, _: list[Any]) -> str:
        return "pl_and"

    def pl_opp_mode(self, children: list[Any]) -> list[Draft]:
        return [next(c for c in children if isinstance(c, Draft))]

    def pl_oe_wound_self(self, children: list[Any]) -> Draft:
        """«Раниться на N» said by the opponent: his hero takes N wounds."""
        return Draft("wound", NP("ref", ref=ENEMY_HERO), _ints(children)[0])

    def pl_oe_lose_all_coins(self, _: list[Any]) -> Draft:
        """«Потерять все свои {м}» said by the opponent: he loses every coin he has (``lose_coins`` of all)."""
        return Draft("lose_coins", NP("ref", ref=OPPONENT_PLAYER), params=(("all", True),))

    def pl_oe_destroy_all_but_hero(self, _: list[Any]) -> Draft:
        """«Уничтожить все свои карты, кроме героя» said by the opponent: every card of his in play but his hero."""
        return Draft("destroy", NP("all", select=Select(CARD, side=OPPONENT, state="not_hero"), plural=True))

    def p_strike_changed(self, _: list[Any]) -> tuple[str, Any]:
        """«с силой удара, отличной от начальной»: its strike now differs from the printed one."""
        return ("state", "strike_changed")

    def st_p_n_elements(self, children: list[Any]) -> tuple[str, Any]:
        """«с одной стихией»: printed with exactly one element (state ``single_element``)."""
        if _ints(children) != [1]:
            raise CompileError("«с N стихиями»")
        return ("state", "single_element")

    def st_p_died_this_turn(self, _: list[Any]) -> tuple[str, Any]:
        """«, погибшее в этот ход»: a card that died (went from play to the graveyard) this turn (state
        ``died_this_turn``)."""
        return ("state", "died_this_turn")

    def st_p_not_unique(self, _: list[Any]) -> tuple[str, Any]:
        """«без уникальности»: a card without Уникальность (state ``not_unique``)."""
        return ("state", "not_unique")

    def np_upto_other_self(self, children: list[Any]) -> Any:
        """«до N других <эта карта во мн. ч.>»: up to N other cards with this card's name."""
        upto = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("upto",))
        return NP("target", Select(CREATURE, other=True, name=self.ctx.name), min=1, max=upto)

    def np_hire_chosen(self, _: list[Any]) -> Any:
        """«выбранное при Найме существо»: the creature this card's own «Найм: Выберите …» named (Select state
        ``hire_chosen``; as a trigger's subject or every such card)."""
        self.hire_chosen_np = True
        return NP("all", Select(CREATURE, state="hire_chosen"))

    def aj_hoarded(self, children: list[Any]) -> list[tuple[str, Any]]:
        """The holder decides the zone and the side (the holder's controller, not the hoarded card's), and the
        holder's class when one is named («вашим гномом»)."""
        zone, side, *holder_class = children[-1]
        found = [("zone", zone) if side == ANY else ("zone_side", (zone, side))]
        return found + [("holder_class", c) for c in holder_class]

    def hoarded_word(self, _: list[Any]) -> None:
        return None

    def pl_he(self, _: list[Any]) -> str:
        """«он показывает руку …» after «В конце хода противника»: the opponent (checked against the trigger in
        ``ToAbilities._ability``)."""
        self.he_pronoun = True
        return OPPONENT

    def np_his_hero(self, _: list[Any]) -> Any:
        """«его героя»: the hero of the opponent named by the trigger (resolved by the Finaliser)."""

        return NP("his_hero")

    def p_not_hoarding(self, _: list[Any]) -> tuple[str, Any]:
        """«, не добывшее карту»: no card is hoarded under it now (Select state ``not_hoarding``)."""
        return ("state", "not_hoarding")

    def p_with_either_keyword(self, children: list[Any]) -> tuple[str, Any]:
        """«с Превосходством или Подавлением»: the card has one of the two keywords. «Превосходство» is any of its
        printed forms («над <X>», «над существами с меньшей силой удара / меньшей стоимости»)."""
        codes: list[str] = []
        for c in children:
            if isinstance(c, str):
                codes.extend(SUPERIORITY_CODES if c == "superiority" else (c,))
        return ("keywords_any", tuple(codes))

    def p_not_owned(self, _: list[Any]) -> tuple[str, Any]:
        """«, владельцем которых вы не являетесь ,» after «<существа> под вашим контролем»: state NOT_OWNED."""
        return ("state", NOT_OWNED)

    def p_other_name(self, _: list[Any]) -> tuple[str, Any]:
        """«с другим названием»: a card whose name differs from this card's (``Select.state`` "other_name")."""
        return ("state", "other_name")

    def p_other_class(self, _: list[Any]) -> tuple[str, Any]:
        """«с другим классом»: a card with a class, none of them this card's (``Select.state`` "other_class")."""
        return ("state", "other_class")

    def pl_opp(self, _: list[Any]) -> str:
        return OPPONENT

    def pl_you(self, _: list[Any]) -> str:
        return YOU

    def pl_elided(self, _: list[Any]) -> str:
        """No subject said: the player of the instruction before (filled in by the chain)."""
        return ELIDED_PLAYER

    def pl_each(self, _: list[Any]) -> str:
        return EACH

    def one_card(self, _: list[Any]) -> int:
        return 1

    def n_cards(self, children: list[Any]) -> int:
        return _ints(children)[0]

    def np_self_upto(self, children: list[Any]) -> NP:
        return NP("self_upto", max=children[0][1])

    def np_self(self, _: list[Any]) -> NP:
        return NP("ref", ref=THIS)

    def np_each_other_self(self, _: list[Any]) -> NP:
        """«каждого другого <эту карту по имени>»: every other card with this card's name."""
        return NP("all", Select(CREATURE, other=True, name=self.ctx.name), plural=True)

    def np_other_self(self, _: list[Any]) -> NP:
        """«другого <эту карту по имени>»: another card with this card's name."""
        return NP("target", Select(CREATURE, other=True, name=self.ctx.name))

    def np_it(self, _: list[Any]) -> NP:
        return NP("it")

    def np_this_creature(self, children: list[Any]) -> NP:
        cls = next((c for c in children if isinstance(c, Token) and c.type == "CLASS"), None)
        if cls is None:
            return NP("demonstrative")
        name, _plural = class_of_token(str(cls))
        return NP("demonstrative", select=Select(CREATURE, classes=(name,)))

    def pronoun(self, _: list[Any]) -> None:
        return None

    def np_full(self, children: list[Any]) -> NP:
        return build_np(children)

    # determiners / adjectives / nouns / posts return (tag, value) pairs
    def dt_any(self, _: list[Any]) -> tuple[str, Any]:
        return ("any", None)

    def dt_chosen(self, _: list[Any]) -> tuple[str, Any]:
        return ("chosen", None)

    def dt_each(self, _: list[Any]) -> tuple[str, Any]:
        return ("all", None)

    def dt_all(self, _: list[Any]) -> tuple[str, Any]:
        return ("all", None)

    def dt_upto(self, children: list[Any]) -> tuple[str, Any]:
        return ("upto", _ints(children)[0])

    def dt_n(self, children: list[Any]) -> tuple[str, Any]:
        return ("n", _ints(children)[0])

    def dt_x(self, _: list[Any]) -> tuple[str, Any]:
        return ("x_count", None)

    def dt_other(self, _: list[Any]) -> tuple[str, Any]:
        return ("other", None)

    def dt_other_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("other_pl", None)

    def dt_your(self, _: list[Any]) -> tuple[str, Any]:
        return ("your", None)

    def dt_your_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("your_pl", None)

    def n_support(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, False, ()))

    def n_support_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, True, ()))

    def n_spell_cards(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SPELL, True, ()))

    def noun_word(self, children: list[Any]) -> tuple[str, Any] | list[tuple[str, Any]]:
        """A noun of the lexicon: its type, number and filters from :data:`NOUNS`."""
        return NOUNS[str(children[0])]

    def n_classes(self, children: list[Any]) -> Any:
        """A class noun, or two joined by «и» («ваших драконидов и драконов»: either class; «орк и боевая машина»: one
        card of each)."""
        forms = [class_of_token(str(c)) for c in children]
        if len({plural for _, plural in forms}) != 1:
            raise CompileError("two class nouns")
        if len(forms) > 1 and not forms[0][1]:  # «орк и боевая машина»: one of each (common.build_np)
            return [("noun", (CREATURE, False, ())), ("each_class", tuple(cls for cls, _ in forms))]
        return ("noun", (CREATURE, forms[0][1], tuple(cls for cls, _ in forms)))

    def p_strike_min(self, children: list[Any]) -> tuple[str, Any]:
        return ("strike_min", _ints(children)[0])

    def p_life_min(self, children: list[Any]) -> tuple[str, Any]:
        return ("life_min", _ints(children)[0])

    def p_strike_max(self, children: list[Any]) -> tuple[str, Any]:
        return ("strike_max", _ints(children)[0])

    def p_not_class(self, children: list[Any]) -> tuple[str, Any]:
        cls, _plural = class_of_token("^pl/" + str(children[0])[len("!not/"):])
        return ("not_class", cls)

    def n_not_class(self, children: list[Any]) -> list[tuple[str, Any]]:
        """«Не-нежить» as a noun: a creature (singular), not of that class."""
        return [("noun", (CREATURE, False, ())), self.p_not_class(children)]

    def p_no_abilities(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "no_abilities")

    def p_cost_below_amount(self, children: list[Any]) -> tuple[str, Any]:
        """«стоимостью {м} меньшей, чем <amount>»: at most the amount less one."""
        amount = next(c for c in children if isinstance(c, Amount))
        return ("cost_max_amount", Amount("sum", parts=(amount, Amount("fixed", value=-1))))

    def p_same_type_as_shown(self, _: list[Any]) -> tuple[str, Any]:
        """«того же типа» / «такого же типа»: the type of the card this ability showed (checked in ``_ability``)."""
        self.same_type_shown = True
        return ("state", SAME_TYPE_AS_SHOWN)

    def p_other_name_not_dearer(self, _: list[Any]) -> tuple[str, Any]:
        """«с другим названием той же или меньшей стоимости»: compared with the one card the ability chose (checked in
        ``_ability``)."""
        self.than_target = True
        return ("state", A.OTHER_NAME_NOT_DEARER_THAN_TARGET)

    def p_not_attacked_this_turn(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "not_attacked_this_turn")

    def p_unwounded(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "unwounded")

    def p_wounded(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "wounded")

    def p_with_mor(self, _: list[Any]) -> tuple[str, Any]:
        """«с Мором»: state ``with_mor`` (Мор is an instruction, «Мор N», not a keyword: the card prints one)."""
        return ("state", "with_mor")

    def p_with_keyword(self, children: list[Any]) -> tuple[str, Any]:
        """«с <особенностью>»: the card has that keyword. «с Превосходством» is any of its printed forms («над
        <X>», bare, «над существами с меньшей силой удара / меньшей стоимости»), as in «с Превосходством или …»."""
        if children[-1] == "superiority":
            return ("keywords_any", SUPERIORITY_CODES)
        return ("keyword", children[-1])

    def p_with_named_keyword(self, children: list[Any]) -> tuple[str, Any]:
        """«с особенностью <name>»: the card has that keyword (a keyword without a number)."""
        from berserk_heroes.cards.language.keywords import KEYWORD_NAMES

        code = KEYWORD_NAMES.get(str(children[-1]))
        if code is None:
            raise CompileError("«с особенностью …» of a keyword with a number")
        return ("keyword", code)

    def p_chosen_class(self, _: list[Any]) -> tuple[str, Any]:
        return ("chosen_class", None)

    def p_same_name(self, _: list[Any]) -> tuple[str, Any]:
        return ("same_name", None)

