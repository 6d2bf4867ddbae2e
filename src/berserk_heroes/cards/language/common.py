"""Helpers that several concept modules of the compiler use (placed here so that the concept modules never import
each other).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Tree

from berserk_heroes.abilities import (
    ANY,
    ATTACK_AT_ONCE,
    CARD,
    CHOSEN_CLASS,
    CREATURE,
    EITHER,
    GRAVEYARD,
    HERO,
    NEXT_CARD,
    OPPONENT,
    SUPPORT,
    YOU,
    Amount,
    Condition,
    Ref,
    Select,
)
from berserk_heroes.abilities import ANY_NUMBER as A_ANY_NUMBER
from berserk_heroes.cards.language.base import NP, CompileError

# «экипировка»: a weapon, an armour or an amulet (a support card of Select state ``equipment``, as «у вас есть
# экипировка»): a noun of the object phrases (selectors.NOUNS) that «Поиск — экипировка» reads too
EQUIPMENT_NOUN: list[tuple[str, Any]] = [("noun", (SUPPORT, False, ())), ("state", "equipment")]

DISTINCT_NAMES_MARK = "distinct_names_mark"  # compiler-only mark of «за каждую карту с разным названием на кладбище»  # Select.state: the card made an attack this turn (engine: turn_counts)



X_TARGETS = "x_targets"  # Select state of a target spec «Х <карт>» until «где Х — …» or an X cost says what Х is

def _compile_error(msg: str) -> Exception:

    return CompileError(msg)


def _nps(children: list[Any]) -> list[Any]:

    return [c for c in children if isinstance(c, NP)]


THAT_PLAYER = "@that_player"  # internal: «этого игрока», the side of the graveyard counted just before


def counted_select(np: Any) -> Select:
    """The cards a count is over: «каждое <np>», plural, or a bare noun («за каждые 2 существа …»)."""
    if np is None or np.select is None or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
        raise _compile_error("count of what")
    return np.select


def apply_per(draft: Any, per: Select | Amount) -> None:
    """«<инструкция> за каждое …»: the draft's number (or the strike/life bonus of «получает +N …») counts once
    per card / per unit of ``per``."""

    amount = per if isinstance(per, Amount) else Amount("count", select=per)
    if draft.verb == "choose_mode" and dict(draft.params).get("times") == 1 and dict(draft.params).get("max") == 1:
        # «Создайте A или B за каждого …»: one choice per card counted (made one at a time as the resolution reaches it)
        draft.params = tuple((k, amount if k == "times" else v) for k, v in draft.params)
        return
    if draft.verb == "modify" and draft.amount is None:
        draft.amount = amount
        return
    # «следующее заклинание противника стоит на 1{м} дороже за каждую единицу избыточного урона» — a
    # next-card cost change by a number fixed by this resolution (not a count that could differ when the card is played)
    # «следующее заклинание стоит на 1{м} дороже за каждую вашу речную деву»: counted when the instruction resolves
    fixed = draft.verb == "change_cost" and dict(draft.params).get("applies_to") == NEXT_CARD \
        and amount.kind in ("excess", "done", "count")
    if not isinstance(draft.amount, int) or draft.verb not in (*PER_EACH_VERBS, "discard") and not fixed:
        raise _compile_error("«за каждое» on an instruction without a number")
    if fixed and draft.amount < 0:  # «дешевле за каждую …»: the direction goes to params sign, the count stays positive
        draft.params = (*draft.params, ("sign", -1))
    draft.amount = dataclasses.replace(amount, per=amount.per * abs(draft.amount) if fixed else amount.per * draft.amount)


# internal: in an Amount, «уничтоженного существа» — the card the ability's «Уничтожьте <существо>» destroyed (bound to
# that instruction's target by ``resolve_gone_amount``)
DESTROYED_CARDS = Ref("destroyed_cards")


_MARK = "cancel_noun"  # a param on the drafts of cancelling, removed by resolve_cancel_refs: the noun printed («spell» / «card»)


def _plain_strs(children: list[Any]) -> list[str]:
    return [c for c in children if type(c) is str]




def attacks_now(e: Any) -> bool:
    """«<существо> немедленно атакует …»: an effect (or draft) of the verb ``attack`` in mode ATTACK_AT_ONCE."""
    return getattr(e, "verb", None) == "attack" and dict(e.params).get("mode") == ATTACK_AT_ONCE



# «стоимостью Х{м}» (exactly Х) where Х is the number of the triggering event (Сейвар, Наставник: the value of the
# Медитация that worked). A marker in ``Select.cost_max_amount`` until :meth:`HeroesBPhrases.search_event_cost_effects` turns the
# instruction into ``search_event_cost``; :func:`check_cost_x_known` refuses any unit where it is left.
COST_EQ_X = Amount("cost_eq_x")


# «за каждую уничтоженную карту противника» (amounts.pe_done_opponents): of the cards the instruction before destroyed,
# the opponent's (abilities.check_amount: only after a destruction)
DESTROYED_OPPONENTS = Amount("done", select=Select(CARD, side=OPPONENT))
ANY_NUMBER = A_ANY_NUMBER  # «любое число <карт>»: a target of 0..N cards with no practical upper bound


def _the(children: list[Any], cls: type) -> Any:
    return next((c for c in children if isinstance(c, cls)), None)


# Condition kinds of hoarding (engine/selectors.condition_holds)
EVENT_COST_BELOW_COUNT = "event_cost_below_count"


THIS_SUPPORT_NP = "this_support_np"  # NP kind of «эту карту поддержки»
SHOWN_CARD_NP = "shown_card_np"  # NP kind of «эту карту» that is the card just shown (Finaliser.ref: IT)


# internal: in an Amount, the strike of the creature that makes the shots («равные силе своего удара»)
OTHER_SHOOTER = Ref("other_shooter")


# internal: the kind of an NP naming the creature that makes a shot (the first one declares it, later ones refer to it)
SHOOTER_NP = "other_shooter"


# internal: in an Amount, «выбранного существа» — the one card declared by the «Выберите …» that opened the ability
CHOSEN_CARD = Ref("chosen_card")

# internal: in an Amount, «этого существа» (no class said) — the creature of the ability: the trigger's, else this card
# (bound by ``abilities.resolve_this_creature_amount``, whatever cards the instruction names before it)
THIS_CREATURE = Ref("this_creature")


# Select state (compiler only): «<существа> с таким же ударом» — read by «ранить всех существ с таким же ударом»
SAME_STRIKE_AS_CHOSEN = "same_strike_as_chosen"


HERO_UNWOUNDED = Condition("count", select=Select(HERO, side=YOU, state="unwounded"), op=">=", value=1)


def _chosen_class_creatures() -> Select:
    return Select(CREATURE, classes=(CHOSEN_CLASS,))


EVENT_COST_ABOVE_COINS = "event_cost_above_coins"


_EVENT_COST = Amount("event_card_cost")  # «стоимость {м} этого существа» after a trigger about one creature


def _np(children: list[Any]) -> Any:

    return next((c for c in children if isinstance(c, NP)), None)


def _error(message: str) -> Exception:

    return CompileError(message)


# kind of StaticPart (only inside a quote given to players, «игроки получают: «…»»): «Вы не можете разыгрывать <карты>» —
# ``select`` the cards (never executed as a static: e_players_get_ban turns it into a «ban»)
BAN_PLAY = "ban_play"


# Select.state: «, владельцем которых вы не являетесь,» — a card in play whose controller is not its owner
NOT_OWNED = "not_owned"


X_BELOW = Amount("x", value=-1)  # placeholder of «стоимостью менее Х{м}» until «где Х — …» gives Х


SAME_NAME = "@same-name"  # «с таким же названием»: resolved to the card's own name where that is meant


_TOKENS = {
    "tok_egg": "Яйцо", "tok_shield_module": "Защитный модуль", "tok_mobility_module": "Модуль подвижности",
    "tok_support_module": "Модуль поддержки", "tok_attack_module": "Модуль атаки",
    "tok_suppression_module": "Модуль подавления",
}


def _destination_of(children: list[Any]) -> tuple[str, str | None]:
    """The (zone, place in it) of the ``destination`` (zone_moves.DESTINATIONS) among a rule's children."""
    _, zone, position = next(c for c in children if isinstance(c, tuple) and c and c[0] == "destination")
    return zone, position


def _coin_count_of(children: list[Any]) -> tuple[str | None, bool]:
    """The ``coin_count`` of a sentence: how the count is written (NUMBER, X or none) and «закрытую»."""
    words = next(c for c in children if isinstance(c, CoinCount))
    count = next((c.type for c in words if isinstance(c, Token) and c.type in ("NUMBER", "X")), None)
    return count, any(isinstance(c, Tree) and c.data == "closed_word" for c in words)


def _spliced(children: list[Any]) -> list[Any]:
    """The sentence's children with the words of its ``coin_count`` in its place (the number is read as a child)."""
    return [word for c in children for word in (c if isinstance(c, CoinCount) else (c,))]


class CoinCount(tuple[Any, ...]):
    """The words of a ``coin_count`` («N{м}», «Х{м}», «N закрытую {м}»), kept together until the sentence reads them."""


def _verb_of(children: list[Any]) -> str:
    """The name of the verb rule among a rule's children («put_verb», «gain_verb», …): a verb carries no value, the
    sentence's meaning table reads its name."""
    return next(str(c.data) for c in children if isinstance(c, Tree) and str(c.data).rstrip("0123456789").endswith("_verb"))


def _ints(children: list[Any]) -> list[int]:
    return [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]


def _np_of(children: list[Any]) -> NP | None:
    return next((c for c in children if isinstance(c, NP)), None)


def _duration(children: list[Any]) -> str | None:
    return next((c for c in children if type(c) is str), None)


X_AMOUNT = Amount("x")
# A Select zone placeholder: cards hoarded by the holder of the instruction before («получите 1{м} за каждую добытую
# карту …» after «Ваш герой добывает …»); ``abilities.check_amount`` puts the holder's zone in its place
HOARDED_BY_HOLDER_BEFORE = "hoarded_by_holder_before"


SAME_CARD = Ref("same_card")  # internal: in an Amount, the card the effect itself acts on


PER_EACH_VERBS = ("wound", "heal", "draw", "poison", "counters", "extra_life", "gain_coins", "mill", "shot")


def _amt(children: list[Any]) -> int | Amount:
    value = next((c for c in children if isinstance(c, (int, Amount)) and not isinstance(c, bool)), None)
    if value is None:
        raise CompileError("amount")
    return value


def build_np(children: list[Any]) -> NP:
    """Combine determiners, adjectives, the noun and post-modifiers into an :class:`NP`."""
    if any(isinstance(c, tuple) and c[0] == "any_grave_yours" for c in children):  # «… под вашим контролем»
        children = [("zone_side", (GRAVEYARD, EITHER)) if isinstance(c, tuple) and c[0] == "any_grave_yours" else c
                    for c in children]
        return dataclasses.replace(_build_np(children), control_yours=True)
    if any(isinstance(c, tuple) and c[0] == "closed_form" for c in children):  # «… в закрытом виде»
        rest = [c for c in children if not (isinstance(c, tuple) and c[0] == "closed_form")]
        return dataclasses.replace(_build_np(rest), closed_form=True)
    return _build_np(children)


def _build_np(children: list[Any]) -> NP:
    tags: dict[str, list[Any]] = {}
    # a modifier may stand for several (tag, value) pairs («со стихией»: any of the five elements — combat_keywords)
    pairs = [p for c in children for p in (c if isinstance(c, list) else [c])]
    for tag, value in pairs:
        tags.setdefault(tag, []).append(value)
    kind, plural, classes, *card_types = tags["noun"][0]  # a 4th item, the support card type
    if "each_class" in tags:  # «орк и боевая машина»: a bare pair of singular class nouns, nothing else
        if len(tags) != 2:
            raise CompileError("two class nouns")
        return NP("each_of", each_of=tuple(Select(kind, classes=(cls,)) for cls in tags["each_class"][0]))
    if "chosen_class" in tags:
        if classes:
            raise CompileError("two classes")
        classes = (CHOSEN_CLASS,)
    sides = set(tags.get("side", []))
    if "your" in tags or "your_pl" in tags:
        sides.add(YOU)
    zones = set(tags.get("zone", []))
    for zone_, side_ in tags.get("zone_side", []):
        zones.add(zone_)
        sides.add(side_)
    if len(zones) > 1 or len(sides) > 1:
        raise CompileError("two zones or sides")
    zone = zones.pop() if zones else "play"
    side = sides.pop() if sides else ANY
    states = tags.get("state", [])
    if len(states) > 1:
        raise CompileError("two states")
    cost_min = _one(tags.get("cost_min", []) + tags.get("cost_eq", []))
    cost_max = _one(tags.get("cost_max", []) + tags.get("cost_eq", []))
    sel = Select(kind, side=side, zone=zone, other="other" in tags or "other_pl" in tags, classes=classes,
                 elements=tuple(tags.get("element", [])), cost_min=cost_min, cost_max=cost_max,
                 state=states[0] if states else None, strike_min=_one(tags.get("strike_min", [])),
                 strike_max=_one(tags.get("strike_max", [])), life_min=_one(tags.get("life_min", [])),
                 # a printed card name («Зиккурат», «до двух Пчёл»)
                 name=SAME_NAME if "same_name" in tags else _one_str(tags.get("name", [])),
                 keyword=_one_str(tags.get("keyword", [])), not_classes=tuple(tags.get("not_class", [])),
                 not_created="not_created" in tags, not_elements=tuple(tags.get("not_element", [])),
                 cost_max_amount=_one_amount(tags.get("cost_max_amount", [])),
                 card_type=card_types[0] if card_types else None,
                 keywords_any=tuple(k for ks in tags.get("keywords_any", []) for k in ks),
                 holder_classes=tuple(tags.get("holder_class", [])))
    if kind == HERO and not any(k in tags for k in ("chosen", "all", "upto", "n", "other")) and side != ANY:
        return NP("ref", ref=Ref("hero", side=side))
    chooser = OPPONENT if "chooser" in tags else YOU
    # «по его выбору»: «его» is the opponent — of his own cards, or of any card («Герой противника добывает зверя по его
    # выбору»: the instruction checks that the opponent was just named)
    if chooser == OPPONENT and side not in (OPPONENT, ANY):
        raise CompileError("«по его выбору» needs the opponent's cards")
    if "all" in tags:
        if chooser != YOU:
            raise CompileError("chooser for every card")
        return NP("all", sel, plural=True)
    if "upto" in tags:
        return NP("target", sel, min=1, max=tags["upto"][0], chooser=chooser)
    if "x_count" in tags:  # «Х персонажей»: as many as «где Х — …» or the ability's X cost says (abilities.x_targets)
        if sel.state is not None:
            raise CompileError("«Х <карт>» with a state")
        return NP("target", dataclasses.replace(sel, state=X_TARGETS), min=0, max=30, chooser=chooser, plural=True)
    if "n" in tags:
        n = tags["n"][0]
        return NP("target", sel, min=n, max=n, chooser=chooser)
    if plural or "your_pl" in tags or "other_pl" in tags:
        if chooser != YOU:
            raise CompileError("chooser for every card")
        return NP("all", sel, plural=True, bare_plural=not any(k in tags for k in ("your_pl", "other_pl")))
    return NP("target", sel, implicit=not any(k in tags for k in ("chosen", "other", "your")), chooser=chooser)


def _one_amount(values: list[Amount]) -> Amount | None:
    if len(values) > 1:
        raise CompileError("two cost bounds")
    return values[0] if values else None


def _one_str(values: list[str]) -> str | None:
    if len(values) > 1:
        raise CompileError("two keywords")
    return values[0] if values else None


def _one(values: list[int]) -> int | None:
    if len(values) > 1:
        raise CompileError("two bounds")
    return values[0] if values else None


def _wm_select(np: Any) -> Select:
    """The cards of a bare or «все/ваши» noun phrase (a receiver or a dealer of a wound modifier)."""
    if not isinstance(np, NP) or np.select is None or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
        raise CompileError("wound modifier: which cards")
    return np.select
