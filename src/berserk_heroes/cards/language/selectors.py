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
    HOARDED_THIS,
    LAST_FOUND,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    SIDEBOARD,
    SPELL,
    SUPPORT,
    THIS,
    YOU,
    Ability,
    Amount,
    Effect,
    Select,
    Target,
)
from berserk_heroes.cards.compiler_normalise import class_of_token, element_of_token
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    COST_EQ_X,
    DISTINCT_NAMES_MARK,
    NOT_OWNED,
    SAME_STRIKE_AS_CHOSEN,
    THIS_SUPPORT_NP,
    X_AMOUNT,
    X_BELOW,
    _ints,
    _nps,
    build_np,
    counted_select,
)

NAME_NOT_IN_GRAVEYARD = "name_not_in_graveyard"  # Select.state: no card of its name in its owner's graveyard


COST_X_MINUS_1 = "cost_x_minus_1"  # Select state: cost = the spell's paid X − 1 (declare.DeclareFrame)


# instructions that leave the cards they put into the hand as IT (``frame.last``, engine/effects.py _from_zone_to)
def _puts_into_hand(e: Effect) -> bool:
    """A «Поиск» or a «Верните <карты> с кладбища в руку» (cards picked on resolution)."""
    return e.verb == "search" or (A.is_move(e.verb, e.params, A.HAND, A.GRAVEYARD) and e.param(A.COUNT) is not None)


def check_play(ability: Ability) -> None:
    """«можете разыграть её / их на N{м} дешевле» (``play_discount``) only right after an instruction that put the
    cards into your hand (its pronoun is those cards)."""
    _check_list(ability.effects, ability.targets)


def _check_list(effects: tuple[Effect, ...], targets: tuple[Target, ...]) -> None:
    for i, e in enumerate(effects):
        if e.verb == "play_discount":
            prev = effects[i - 1] if i else None
            if prev is None or not _puts_into_hand(prev) or prev.then or prev.otherwise or prev.condition is not None:
                raise CompileError("«разыграть её / их дешевле» not right after putting cards into the hand")
        if e.verb == "name_cost":
            prev = effects[i - 1] if i else None
            if (prev is None or not A.is_move(prev.verb, prev.params, A.HAND, A.PLAY) or prev.what is None or prev.what.kind != "target"
                    or prev.what.index >= len(targets) or targets[prev.what.index].max != 1 or prev.then or prev.otherwise or prev.condition is not None or prev.optional):
                raise CompileError("«с таким же названием» not right after returning one chosen card")
        _check_list(e.then, targets)
        _check_list(e.otherwise, targets)
        _check_list(e.param("effects", ()) or (), targets)


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

    def p_name_not_in_graveyard(self, _: list[Any]) -> tuple[str, Any]:
        """«с названием, которого нет среди карт на кладбище»: ``Select.state`` name_not_in_graveyard."""
        return ("state", NAME_NOT_IN_GRAVEYARD)

    def p_cost_max_x(self, _: list[Any]) -> tuple[str, Any]:
        """«стоимостью Х{м} или менее» (Х given by «где Х — …», see :func:`replace_x_in_selects`)."""

        return ("cost_max_amount", X_AMOUNT)

    def p_cost_max_count(self, children: list[Any]) -> tuple[str, Any]:
        """«стоимостью {м} равной или меньшей, чем количество <карт>»."""
        (np,) = _nps(children)
        return ("cost_max_amount", Amount("count", select=counted_select(np)))

    def aj_multi_element(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "multi_element")

    def p_not_creature(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющуюся существом»: any card but a creature (``Select.state`` "not_creature")."""
        return ("state", "not_creature")

    def p_not_spell(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющуюся заклинанием»: any card but a spell (``Select.state`` "not_spell")."""
        return ("state", "not_spell")

    def post(self, children: list[Any]) -> Any:
        return children[0]

    def adj(self, children: list[Any]) -> Any:
        return children[0]

    def aj_not_element(self, children: list[Any]) -> tuple[str, Any]:
        return ("not_element", str(children[0])[len("!notel/"):].capitalize())

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

    def p_cost_x_minus_1(self, _: list[Any]) -> tuple[str, Any]:
        """«стоимостью Х–1{м}» (a spell whose cost is Х): Select state ``cost_x_minus_1`` — the card's cost is the X
        paid for the spell minus one, checked when the target is named (the X is chosen first); only a spell's
        declared target may carry it (``engine/support.py``)."""
        return ("state", COST_X_MINUS_1)

    def next_np(self, children: list[Any]) -> tuple[str, NP]:
        np = next(c for c in children if isinstance(c, NP))
        return "next", np

    def next_np_your(self, children: list[Any]) -> tuple[str, NP]:
        np = next(c for c in children if isinstance(c, NP))
        if np.select is None or np.select.side != ANY:
            raise CompileError("«ваше следующее …» with a side of its own")
        return "next", dataclasses.replace(np, select=dataclasses.replace(np.select, side=YOU))

    def p_not_egg(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющееся Яйцом»: not of the class Яйцо (eggs are the class «Яйцо», as the noun «яйцо»)."""
        return ("not_class", "Яйцо")

    def hoarder_your_nightmare(self, _: list[Any]) -> tuple[str, str]:
        """«добытое вашим кошмаром существо»: cards hoarded under one of your Кошмар creatures (zone
        ``hoarded_nightmare``; the hero is not a holder here, unlike zones_a's «вашим кошмаром или героем»)."""
        from berserk_heroes.abilities import HOARDED_NIGHTMARE

        return (HOARDED_NIGHTMARE, YOU)

    def p_cost_x(self, _: list[Any]) -> tuple[str, Any]:
        """«стоимостью Х{м}» (exactly Х): a marker, allowed only after «срабатывает Медитация Х» (see search_event_cost_effects)."""
        return ("cost_max_amount", COST_EQ_X)

    def n_weapon(self, _: list[Any]) -> tuple[str, Any]:
        """«оружие» (one card): a support card of type weapon."""
        return ("noun", (SUPPORT, False, (), "weapon"))

    def p_regeneration_x(self, _: list[Any]) -> tuple[str, Any]:
        """«с регенерацией Х»: a card with Регенерация (any value); every «Х» of the instructions is that value (set by
        :func:`check_event_cost_below_ref`, which also checks that the trigger is about that card)."""
        self.regen_x = True
        return ("keyword", "regeneration")

    def aj_created(self, _: list[Any]) -> tuple[str, Any]:
        """«созданных существ»: created cards (they have the keyword «Созданный»)."""
        return ("keyword", "created")

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
        """«Потерять все свои {м}» said by the opponent: he loses every coin he has (``lose_all_coins``)."""
        return Draft("lose_all_coins", NP("ref", ref=OPPONENT_PLAYER))

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

    def st_p_not_yours(self, _: list[Any]) -> tuple[str, Any]:
        """«не под вашим контролем»: the opponent's cards (the engine plays two-player games)."""
        from berserk_heroes.abilities import OPPONENT

        return ("side", OPPONENT)

    def n_equipment(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«экипировку»: a support card that is a weapon, an armour or an amulet."""
        return [("noun", (SUPPORT, False, ())), ("state", "equipment")]

    def np_upto_other_self(self, children: list[Any]) -> Any:
        """«до N других <эта карта во мн. ч.>»: up to N other cards with this card's name."""
        upto = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("upto",))
        return NP("target", Select(CREATURE, other=True, name=self.ctx.name), min=1, max=upto)

    def n_name_bees(self, _: list[Any]) -> list[tuple[str, Any]]:
        return [("noun", (CREATURE, True, ())), ("name", "Пчела")]

    def n_name_draxil_soldiers(self, _: list[Any]) -> list[tuple[str, Any]]:
        return [("noun", (CREATURE, True, ())), ("name", "Солдат Драксиля")]

    def n_name_draxil_bloodsuckers(self, _: list[Any]) -> list[tuple[str, Any]]:
        return [("noun", (CREATURE, True, ())), ("name", "Кровопийца Драксиля")]

    def np_hire_chosen(self, _: list[Any]) -> Any:
        """«выбранное при Найме существо»: the creature this card's own «Найм: Выберите …» named (Select state
        ``hire_chosen``; as a trigger's subject or every such card)."""
        self.hire_chosen_np = True
        return NP("all", Select(CREATURE, state="hire_chosen"))

    def n_dragon_or_dragonid(self, _: list[Any]) -> tuple[str, Any]:
        """«дракон или драконид»: one creature of either class (``Select.classes`` is any of them)."""
        return ("noun", (CREATURE, False, ("Дракон", "Драконид")))

    def aj_hoarded(self, children: list[Any]) -> tuple[str, Any]:
        """The holder decides the zone and the side (the holder's controller, not the hoarded card's)."""
        zone, side = children[-1]
        if side == ANY:
            return ("zone", zone)
        return ("zone_side", (zone, side))

    def hoarded_word(self, _: list[Any]) -> None:
        return None

    def hoarder_your_chars(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED, YOU)

    def hoarder_any_chars(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED, ANY)

    def hoarder_your_hero(self, _: list[Any]) -> tuple[str, str]:
        return (HOARDED_HERO, YOU)

    def pl_he(self, _: list[Any]) -> str:
        """«он показывает руку …» after «В конце хода противника»: the opponent (checked against the trigger in
        ``ToAbilities._ability``)."""
        self.he_pronoun = True
        return OPPONENT

    def np_his_hero(self, _: list[Any]) -> Any:
        """«его героя»: the hero of the opponent named by the trigger (resolved by the Finaliser)."""

        return NP("his_hero")

    def aj_either_element(self, children: list[Any]) -> list[tuple[str, Any]]:
        """«тёмное или степное»: the card has one of the two elements (``Select.elements`` means any of them)."""
        from berserk_heroes.cards.compiler_normalise import element_of_token

        return [("element", element_of_token(str(c))) for c in children if getattr(c, "type", None) == "ELEMENT"]

    def p_not_hoarding(self, _: list[Any]) -> tuple[str, Any]:
        """«, не добывшее карту»: no card is hoarded under it now (Select state ``not_hoarding``)."""
        return ("state", "not_hoarding")

    def n_ziggurat(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«Зиккурат» (the card of that name, a terrain) as a noun: any card named «Зиккурат» (Хранитель Зиккурата)."""
        return [("noun", (CARD, False, ())), ("name", "Зиккурат")]

    def p_with_either_keyword(self, children: list[Any]) -> tuple[str, Any]:
        """«с Превосходством или Подавлением»: the card has one of the two keywords. «Превосходство» is any of its
        printed forms («над <X>», «над существами с меньшей силой удара / меньшей стоимости»)."""
        codes: list[str] = []
        for c in children:
            if isinstance(c, str):
                codes.extend(SUPERIORITY_CODES if c == "superiority" else (c,))
        return ("keywords_any", tuple(codes))

    def hoarder_your_nightmare_or_hero(self, _: list[Any]) -> tuple[str, str]:
        """«вашим кошмаром или героем»: cards hoarded under one of your Кошмар creatures or under your hero."""
        from berserk_heroes.abilities import HOARDED_NIGHTMARE_HERO

        return (HOARDED_NIGHTMARE_HERO, YOU)

    def p_deck_or_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone", DECK_OR_HAND)

    def p_from_play(self, _: list[Any]) -> tuple[str, Any]:
        """«из игры»: a card in play (the default zone of a noun phrase, said explicitly)."""
        return ("zone", PLAY)

    def p_not_hero(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющуюся героем»: any card but a hero (``Select.state`` "not_hero")."""
        return ("state", "not_hero")

    def n_name_yaks(self, _: list[Any]) -> list[tuple[str, Any]]:
        """«Яков» (after «до N»): cards named «Як» (Погонщик яков: «Поиск – до двух Яков»)."""
        return [("noun", (CARD, True, ())), ("name", "Як")]

    def p_not_owned(self, _: list[Any]) -> tuple[str, Any]:
        """«, владельцем которых вы не являетесь ,» after «<существа> под вашим контролем»: state NOT_OWNED."""
        return ("state", NOT_OWNED)

    def p_any_grave_yours(self, _: list[Any]) -> tuple[str, Any]:
        """«с любого кладбища под вашим контролем» (only a «Возродите» reads it: see NP.control_yours)."""
        return ("any_grave_yours", None)

    def p_other_name(self, _: list[Any]) -> tuple[str, Any]:
        """«с другим названием»: a card whose name differs from this card's (``Select.state`` "other_name")."""
        return ("state", "other_name")

    def p_cost_below_x(self, _: list[Any]) -> tuple[str, Any]:
        """«стоимостью менее Х{м}»: cost at most Х − 1 (Х set by «где Х — <количество>», see
        ``phrases_amounts.replace_x_in_selects``)."""
        return ("cost_max_amount", X_BELOW)

    def n_terrain(self, _: list[Any]) -> tuple[str, Any]:
        """«местность»: a support card of type terrain."""
        return ("noun", (SUPPORT, False, (), "terrain"))

    def n_terrain_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, True, (), "terrain"))

    def n_quest(self, _: list[Any]) -> tuple[str, Any]:
        """«квест»: a card of type quest (an unsupported card type, but a card like any other for a search)."""
        return ("noun", (CARD, False, (), "quest"))

    def n_event(self, _: list[Any]) -> tuple[str, Any]:
        """«событие»: a support card of type event."""
        return ("noun", (SUPPORT, False, (), "event"))

    def n_event_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, True, (), "event"))

    def pl_opp(self, _: list[Any]) -> str:
        return OPPONENT

    def pl_you(self, _: list[Any]) -> str:
        return YOU

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

    def dt_other(self, _: list[Any]) -> tuple[str, Any]:
        return ("other", None)

    def dt_other_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("other_pl", None)

    def dt_your(self, _: list[Any]) -> tuple[str, Any]:
        return ("your", None)

    def dt_your_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("your_pl", None)

    def aj_closed(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "closed")

    def aj_open(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "open")

    def aj_wounded(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "wounded")

    def aj_sleeping(self, _: list[Any]) -> tuple[str, Any]:
        return ("keyword", "sleeping")

    def aj_poisoned(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "poisoned")

    def aj_stunned(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "stunned")

    def aj_element(self, children: list[Any]) -> tuple[str, Any]:
        return ("element", element_of_token(str(children[0])))

    def n_creature(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CREATURE, False, ()))

    def n_creature_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CREATURE, True, ()))

    def n_character(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CHARACTER, False, ()))

    def n_character_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CHARACTER, True, ()))

    def n_hero(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (HERO, False, ()))

    def n_card(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CARD, False, ()))

    def n_card_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CARD, True, ()))

    def n_spell(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SPELL, False, ()))

    def n_spell_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SPELL, True, ()))

    def n_support(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, False, ()))

    def n_support_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (SUPPORT, True, ()))

    def n_egg(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CARD, False, ("Яйцо",)))

    def n_egg_pl(self, _: list[Any]) -> tuple[str, Any]:
        return ("noun", (CARD, True, ("Яйцо",)))

    def n_class(self, children: list[Any]) -> tuple[str, Any]:
        """A class noun, or two joined by «и» («ваших драконидов и драконов»: either class)."""
        forms = [class_of_token(str(c)) for c in children]
        if len({plural for _, plural in forms}) != 1 or (len(forms) > 1 and not forms[0][1]):
            raise CompileError("two class nouns")
        return ("noun", (CREATURE, forms[0][1], tuple(cls for cls, _ in forms)))

    def p_opp(self, _: list[Any]) -> tuple[str, Any]:
        return ("side", OPPONENT)

    def p_cost_max(self, children: list[Any]) -> tuple[str, Any]:
        return ("cost_max", _ints(children)[0])

    def p_cost_min(self, children: list[Any]) -> tuple[str, Any]:
        return ("cost_min", _ints(children)[0])

    def p_cost_eq(self, children: list[Any]) -> tuple[str, Any]:
        return ("cost_eq", _ints(children)[0])

    def p_strike_min(self, children: list[Any]) -> tuple[str, Any]:
        return ("strike_min", _ints(children)[0])

    def p_strike_max(self, children: list[Any]) -> tuple[str, Any]:
        return ("strike_max", _ints(children)[0])

    def p_not_class(self, children: list[Any]) -> tuple[str, Any]:
        cls, _plural = class_of_token("^pl/" + str(children[0])[len("!not/"):])
        return ("not_class", cls)

    def aj_not_created(self, _: list[Any]) -> tuple[str, Any]:
        return ("not_created", True)

    def p_no_abilities(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "no_abilities")

    def p_unwounded(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "unwounded")

    def p_wounded(self, _: list[Any]) -> tuple[str, Any]:
        return ("state", "wounded")

    def p_with_keyword(self, children: list[Any]) -> tuple[str, Any]:
        return ("keyword", children[-1])

    def p_any_grave(self, _: list[Any]) -> tuple[str, Any]:
        # «с любого кладбища»: either player's graveyard (side EITHER; see phrases_zones_reveal.check_either)
        return ("zone_side", (GRAVEYARD, EITHER))

    def p_your_hand_from(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone_side", (HAND, YOU))

    def p_sideboard(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone_side", (SIDEBOARD, YOU))

    def p_yours(self, _: list[Any]) -> tuple[str, Any]:
        return ("side", YOU)

    def p_in_play(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone", "play")

    def p_your_grave(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone_side", (GRAVEYARD, YOU))

    def p_opp_grave(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone_side", (GRAVEYARD, OPPONENT))

    def p_your_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone_side", (HAND, YOU))

    def p_opp_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone_side", (HAND, OPPONENT))

    def p_opp_chooses(self, _: list[Any]) -> tuple[str, Any]:
        return ("chooser", OPPONENT)

    def p_chosen_class(self, _: list[Any]) -> tuple[str, Any]:
        return ("chosen_class", None)

    def p_same_name(self, _: list[Any]) -> tuple[str, Any]:
        return ("same_name", None)

    def p_from_grave(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone", GRAVEYARD)
