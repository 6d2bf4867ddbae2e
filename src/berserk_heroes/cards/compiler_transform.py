"""The lark Transformer of the card-text compiler: parse tree → vocabulary objects.

Noun phrases become :class:`NP` (a target to declare, every matching card, a fixed reference …); effects
are built as :class:`Draft` and turned into :class:`~berserk_heroes.abilities.Effect` when the whole ability
is known, so that targets can be numbered in order of appearance and pronouns resolved.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from lark import Token, Transformer, Tree

from berserk_heroes.abilities import (
    ACTIVATED,
    ANY,
    ATTACKS,
    CARD,
    CARD_PLAYED,
    CARD_PLAYED_NTH,
    CHARACTER,
    CHOSEN_CLASS,
    CLOSE,
    CLOSED,
    COINS,
    CREATURE,
    DEALS_WOUNDS,
    DECK_OR_HAND,
    DIES,
    DISCARDED,
    DRAWN,
    DRAWN_NTH,
    EACH,
    EITHER,
    END_OF_ITS_TURN,
    END_OF_NEXT_OWN_TURN,
    END_OF_TURN,
    END_OF_YOUR_TURN,
    ENTERS_PLAY,
    ENTERS_PLAY_NTH,
    GRAVEYARD,
    HAND,
    HERO,
    HOARDED,
    HOARDED_HERO,
    HOARDS,
    IT,
    KILLS,
    MILLED,
    NAMED,
    NEXT_OWN_TURN,
    OPPONENT,
    PERMANENT,
    PUT_INTO_GRAVEYARD,
    READIED,
    SIDEBOARD,
    SPELL,
    SPELL_ABILITY,
    STATIC,
    STRIKES,
    SUPPORT,
    TARGETED,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
    WHILE,
    WOUNDED,
    YOU,
    Ability,
    Amount,
    Condition,
    Cost,
    Effect,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler_normalise import CLASS_FORMS, class_of_token, element_of_token
from berserk_heroes.cards.phrases_ambush_costs import AmbushCostsPhrases, ac_per_each
from berserk_heroes.cards.phrases_amounts import (
    AmountsPhrases,
    apply_per,
    check_amount,
    replace_x_in_selects,
)
from berserk_heroes.cards.phrases_amounts_statics import (
    AmountsStaticsPhrases,
    as_note_destroyed,
    as_resolve_amount,
)
from berserk_heroes.cards.phrases_cancel import CancelPhrases, cn_finish, cn_late_targets
from berserk_heroes.cards.phrases_coins import CoinsPhrases
from berserk_heroes.cards.phrases_coins_b import CoinsBPhrases, CoinsBPhrases2
from berserk_heroes.cards.phrases_combat_b import (
    CombatBPhrases,
    check_attack_now,
    check_it_shoots,
    expand_keywords_quote,
    fighter_ref,
    note_fight,
)
from berserk_heroes.cards.phrases_combat_keywords import CombatKeywordsPhrases
from berserk_heroes.cards.phrases_copies import CopiesPhrases, check_copies_chain
from berserk_heroes.cards.phrases_costs_misc import CostsMiscPhrases, it_condition
from berserk_heroes.cards.phrases_heroes_b import HeroesBPhrases
from berserk_heroes.cards.phrases_heroes_support import HeroesSupportPhrases
from berserk_heroes.cards.phrases_hoard_b import HoardBPhrases, hob_check
from berserk_heroes.cards.phrases_hoard_copies import HoardCopiesPhrases
from berserk_heroes.cards.phrases_keywords import KeywordsPhrases
from berserk_heroes.cards.phrases_left_a import LA_THIS_SUPPORT, LeftAPhrases, this_support_ref
from berserk_heroes.cards.phrases_left_b import LeftBPhrases
from berserk_heroes.cards.phrases_misc import (
    MiscPhrases,
    late_part,
    mark_late,
    note_entered,
    share_branch_target,
)
from berserk_heroes.cards.phrases_misc_b import (
    SHOOTER_NP,
    MiscBPhrases,
    mb_note_chosen,
    mb_resolve_amount,
    mb_shooter_param,
)
from berserk_heroes.cards.phrases_misc_c import MiscCPhrases
from berserk_heroes.cards.phrases_module import ModulePhrases
from berserk_heroes.cards.phrases_play import PlayPhrases
from berserk_heroes.cards.phrases_replace_c import ReplaceCPhrases
from berserk_heroes.cards.phrases_replace_delay import ReplaceDelayPhrases
from berserk_heroes.cards.phrases_replace_opt import ReplaceOptPhrases
from berserk_heroes.cards.phrases_replace_prevent import ReplacePreventPhrases
from berserk_heroes.cards.phrases_statics import StaticsPhrases
from berserk_heroes.cards.phrases_statics_b import StaticsBPhrases, other_target_of, sb_granted_superiority
from berserk_heroes.cards.phrases_statics_c import StaticsCPhrases, sc_check, sc_grant_draft
from berserk_heroes.cards.phrases_triggers import TriggersPhrases, check_triggers
from berserk_heroes.cards.phrases_triggers_b import TriggersBPhrases, check_triggers_b
from berserk_heroes.cards.phrases_triggers_c import TriggersCPhrases, check_triggers_c
from berserk_heroes.cards.phrases_triggers_d import TriggersDPhrases, check_triggers_d
from berserk_heroes.cards.phrases_triggers_hoard import (
    HIS_HERO,
    TriggersHoardPhrases,
    his_hero,
    opponent_is_active,
    replace_event_x,
)
from berserk_heroes.cards.phrases_zones_a import (
    ZonesAPhrases,
    ZonesAPhrases2,
    ZonesAPhrases3,
    za_acted_on_one,
)
from berserk_heroes.cards.phrases_zones_b import ZonesBPhrases
from berserk_heroes.cards.phrases_zones_c import ZonesCPhrases, ZonesCPhrases2
from berserk_heroes.cards.phrases_zones_d import ZonesDPhrases, zd_drafts
from berserk_heroes.cards.phrases_zones_e import ZonesEPhrases
from berserk_heroes.cards.phrases_zones_f import ZonesFPhrases
from berserk_heroes.cards.phrases_zones_reveal import ZonesRevealPhrases

SAME_NAME = "@same-name"  # «с таким же названием»: resolved to the card's own name where that is meant


class CompileError(Exception):
    """A unit of card text that cannot be compiled (the card is then not fully compiled)."""


@dataclass(frozen=True, slots=True)
class Context:
    """What the transformer knows about the card: its name and data type."""

    name: str
    card_type: str
    inner: tuple[Ability, ...] = ()  # the quoted abilities «…» of the unit, in order (``@abilityN``)


@dataclass(frozen=True, slots=True)
class NP:
    """A noun phrase. kinds: ``target`` (declare ``min``..``max`` of ``select``), ``all`` (every card of
    ``select``), ``ref`` (a fixed Ref), ``it`` (pronoun), ``demonstrative`` («это существо»)."""

    kind: str
    select: Select | None = None
    ref: Ref | None = None
    min: int = 1
    max: int = 1
    plural: bool = False
    implicit: bool = False  # a bare noun with no determiner («существа противника»)
    chooser: str = YOU
    control_yours: bool = False  # «… с любого кладбища под вашим контролем»: only a «Возродите» may read it
    bare_plural: bool = False  # replace_c: a plural noun with no determiner at all («слуа» after «Вызовите»)


@dataclass(slots=True)
class Draft:
    """An effect under construction (its noun phrase not yet turned into a Ref)."""

    verb: str
    np: NP | None = None
    amount: int | Amount | None = None
    params: tuple[tuple[str, Any], ...] = ()
    then: list[Draft] = field(default_factory=list)
    otherwise: list[Draft] = field(default_factory=list)
    optional: bool = False
    group: list[Draft] = field(default_factory=list)
    condition: Condition | None = None
    instead: bool = False  # «если …, вместо этого <this>»: replaces the instruction before it
    param_set: bool = False  # a later connector already completed this draft («её Найм не срабатывает»)
    late: bool = False  # misc: a part after «;» / «.» — its targets are named when execution reaches it (§7.4)


@dataclass(frozen=True, slots=True)
class Gains:
    """What «получает / имеет …» lists: a strike and life bonus and keywords."""

    strike: int
    life: int
    kws: list[KW]


@dataclass(frozen=True, slots=True)
class KW:
    """A keyword: code name, value and extra meta (e.g. Превосходство's selector)."""

    code: str
    value: int = 1
    meta: tuple[tuple[str, Any], ...] = ()


_KW_PLAIN = {
    "k_haste": "haste", "k_first_strike": "first_strike", "k_last_strike": "last_strike",
    "k_directed_strike": "directed_strike", "k_attack_experience": "attack_experience",
    "k_defence_experience": "defence_experience", "k_wrath": "wrath", "k_horde": "horde", "k_unique": "unique",
    "k_frenzy": "frenzy", "k_vulnerability": "vulnerability", "k_sleeping": "sleeping", "k_stealth": "stealth",
    "k_suppression": "suppression", "k_clutch": "clutch", "k_fury": "fury", "k_undead": "undead",
    "k_module": "module", "k_cannot_attack": "cannot_attack", "k_cannot_defend": "cannot_defend",
    "k_cannot_be_stunned": "cannot_be_stunned", "k_no_wounds": "no_wounds",
    "k_spell_protection": "spell_protection", "k_shot_protection": "shot_protection",
    "k_poison_protection": "poison_protection", "k_created": "created",
    "k_directed_strike_creatures": "directed_strike_creatures",
    "k_no_wounds_from_strikes": "no_wounds_from_strikes", "k_cannot_be_attacked": "cannot_be_attacked",
    "k_cannot_attack_hero": "cannot_attack_hero", "k_superiority_lower_strike": "superiority_lower_strike",
    "k_superiority_lower_cost": "superiority_lower_cost",
}
_KW_VALUED = {
    "k_armor": "armor", "k_scales": "scales", "k_vampirism": "vampirism", "k_regeneration": "regeneration",
    "k_might": "might", "k_thirst": "thirst", "k_meditation": "meditation", "k_incarnation": "incarnation",
    "k_unity": "unity", "k_gift_of_life": "gift_of_life", "k_attack_reduction": "attack_reduction",
}

_TOKENS = {
    "tok_egg": "Яйцо", "tok_shield_module": "Защитный модуль", "tok_mobility_module": "Модуль подвижности",
    "tok_support_module": "Модуль поддержки", "tok_attack_module": "Модуль атаки",
    "tok_suppression_module": "Модуль подавления",
}


def _ints(children: list[Any]) -> list[int]:
    return [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]


def _np_of(children: list[Any]) -> NP | None:
    return next((c for c in children if isinstance(c, NP)), None)


def _duration(children: list[Any]) -> str | None:
    return next((c for c in children if type(c) is str), None)


X_AMOUNT = Amount("x")
SAME_CARD = Ref("same_card")  # internal: in an Amount, the card the effect itself acts on
PICKED = Ref("picked")  # internal: the previous effect moved unnamed cards (search, draw …); pronouns refused
PICKING_VERBS = ("search", "summon", "revive", "create", "create_copy", "draw", "hoard", "mill", "discard",
                 "shuffle_into_deck", "to_hand_from_graveyard")
PER_EACH_VERBS = ("wound", "heal", "draw", "poison", "boost", "extra_life", "gain_coins", "mill", "shot")


def _replace_x(drafts: list[Draft], amount: Amount) -> bool:
    """Replace the «Х» placeholder amount in ``drafts`` (recursively) by ``amount``; True if any was."""
    found = False
    for d in drafts:
        if d.amount == X_AMOUNT:
            d.amount, found = amount, True
        found = replace_x_in_selects(d, amount) | found  # family «amounts»: «стоимостью Х или менее, где Х — …»
        found = _replace_x(d.then, amount) | _replace_x(d.otherwise, amount) | _replace_x(d.group, amount) | found
    return found


def _amt(children: list[Any]) -> int | Amount:
    value = next((c for c in children if isinstance(c, (int, Amount)) and not isinstance(c, bool)), None)
    if value is None:
        raise CompileError("amount")
    return value


def _the(children: list[Any], cls: type) -> Any:
    return next((c for c in children if isinstance(c, cls)), None)


class ToAbilities(PlayPhrases, ReplacePreventPhrases, AmountsPhrases, ZonesRevealPhrases, CombatKeywordsPhrases,  # phrase families
                  TriggersHoardPhrases, CostsMiscPhrases, StaticsPhrases, KeywordsPhrases,  # round-3 families
                  ModulePhrases, ReplaceDelayPhrases, TriggersPhrases, ZonesBPhrases, ZonesAPhrases, ZonesAPhrases2,
                  ZonesAPhrases3, HeroesSupportPhrases,
                  StaticsBPhrases, HeroesBPhrases, HoardCopiesPhrases, MiscPhrases, ZonesCPhrases, ZonesCPhrases2,
                  TriggersBPhrases, ReplaceOptPhrases,  # round-4 families
                  CancelPhrases, ReplaceCPhrases, ZonesEPhrases, MiscBPhrases, TriggersCPhrases, ZonesDPhrases, CoinsPhrases,
                  CopiesPhrases, LeftBPhrases, StaticsCPhrases, LeftAPhrases,  # round-5 families
                  HoardBPhrases, ZonesFPhrases, AmbushCostsPhrases, AmountsStaticsPhrases, CoinsBPhrases, CoinsBPhrases2,  # round-6
                  TriggersDPhrases, CombatBPhrases, MiscCPhrases,  # round-6 families
                  Transformer[Token, Any]):
    """Builds ``(abilities, keywords)`` from the parse tree of one unit."""

    def __init__(self, ctx: Context) -> None:
        super().__init__()
        self.ctx = ctx
        self.self_subject = False  # a trigger of this unit named the card itself as its subject

    def compile(self, tree: Tree[Token]) -> tuple[tuple[Ability, ...], tuple[tuple[str, int], ...]]:
        """Transform a parse tree into abilities and the keyword pairs of its keyword lines."""
        out = self.transform(tree)
        abilities: list[Ability] = out if isinstance(out, list) else [out]
        keywords = tuple(a.keyword for a in abilities if a.kind == STATIC and a.keyword is not None)
        return tuple(abilities), keywords

    # --- top level --------------------------------------------------------------------------------------

    def start(self, children: list[Any]) -> list[Ability]:
        return list(children[0]) if isinstance(children[0], list) else [children[0]]

    def unit(self, children: list[Any]) -> list[Ability]:
        out: list[Ability] = []
        for c in children:
            out.extend(c if isinstance(c, list) else [c])
        return out

    def kw_body(self, children: list[Any]) -> list[Ability]:
        out = [Ability(STATIC, keyword=(kw.code, kw.value), meta=kw.meta) for kw in children[0]]
        if len(children) > 1:
            rest = children[1]
            out.extend(rest if isinstance(rest, list) else [rest])
        return out

    # --- abilities --------------------------------------------------------------------------------------

    def a_trig_word(self, children: list[Any]) -> Ability:
        trigger, drafts = children[0], children[1]
        return self._ability(TRIGGERED, drafts, trigger=trigger, per_turn=self._per_turn(children))

    def a_activated(self, children: list[Any]) -> Ability:
        costs, drafts = children[0], children[1]
        return self._ability(ACTIVATED, drafts, costs=tuple(costs), per_turn=self._per_turn(children))

    def a_when(self, children: list[Any]) -> Ability:
        (trigger, every) = children[0]
        drafts = next(c for c in children[1:] if isinstance(c, list))
        return self._ability(TRIGGERED, drafts, trigger=trigger, every_time=every,
                             per_turn=self._per_turn(children))

    def a_plain(self, children: list[Any]) -> Ability:
        if self.ctx.card_type != "spell":
            raise CompileError("instructions without a trigger or cost on a non-spell")
        return self._ability(SPELL_ABILITY, children[0])

    def a_static(self, children: list[Any]) -> Ability:
        statics = tuple(children[0])
        zone = GRAVEYARD if any(p.kind == "play_from_graveyard" for p in statics) else "play"
        return Ability(STATIC, zone=zone, statics=statics)

    def per_turn(self, children: list[Any]) -> tuple[str, int]:
        return ("per_turn", _ints(children)[0])

    def _per_turn(self, children: list[Any]) -> int | None:
        return next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_turn",)), None)

    def _ability(self, kind: str, drafts: list[Draft], trigger: Trigger | None = None,
                 costs: tuple[Cost, ...] = (), every_time: bool = False, per_turn: int | None = None) -> Ability:
        if getattr(self, "he_pronoun", False) and not opponent_is_active(trigger):  # «triggers_hoard»
            raise CompileError("«он» (a player) without the opponent's turn or action in the trigger")
        if getattr(self, "hoarded_cost", False) and (trigger is None or trigger.event != HOARDS):
            raise CompileError("«стоимость добытой карты» without a «добывает» trigger")  # «triggers_hoard»
        trigger = self.sb_trigger(trigger, drafts)  # «statics_b»: «При атаке по существу … избыточного урона»
        check_triggers(self, trigger, drafts)  # family «triggers»
        check_triggers_b(self, trigger, drafts)  # family «triggers_b»
        sc_check(trigger, drafts)  # family «statics_c»: «если его стоимость {м} больше, чем количество ваших {м}»
        check_triggers_c(self, trigger, drafts)  # family «triggers_c»
        check_it_shoots(trigger, drafts, self.ctx.card_type)  # family «combat_b»: «оно производит Выстрел на N»
        hob_check(self, trigger, drafts)  # family «hoard_b»: «если его стоимость {м} меньше количества …»
        check_triggers_d(self, trigger, drafts)  # family «triggers_d»
        if getattr(self, "event_x", False):  # «triggers_hoard»: «Когда … получает Х ран» — Х is that number
            replace_event_x(drafts)
        drafts = zd_drafts(drafts)  # zones_d: «Поиск — <существо>; если …, вызовите это существо»
        fin = Finaliser(trigger, self.ctx.name, self.self_subject, self.ctx.card_type)
        fin.sacrificed = any(c.kind in ("destroy_own", "destroy_self") for c in costs)
        targets, effects = fin.run(drafts)
        check_attack_now(effects)  # family «combat_b»: «немедленно атакует» last in its ability
        zone = "play"
        if trigger is not None and trigger.event == PUT_INTO_GRAVEYARD and trigger.subject is None:
            zone = GRAVEYARD
        if kind == ACTIVATED and any(e.verb == "to_hand_from_graveyard" and e.what == THIS for e in effects):
            zone = GRAVEYARD
        if kind == TRIGGERED and trigger is not None and trigger.event == TURN_START and any(  # helper «leftovers_b»
                t.verb == "to_hand_from_graveyard" and t.what == THIS for e in effects for t in e.then):
            zone = GRAVEYARD  # «В начале хода можете сбросить …, при этом вернуть <эту карту> с кладбища в руку»
        zone = self.coins_zone(kind, trigger, effects, zone)  # family «coins»: «…, при этом вызвать эту карту из руки»
        zone = self.cb_zone(kind, trigger, effects, zone)  # family «coins_b»: «…, при этом замешать <её> из руки …»
        effects = self.zb_effects(trigger, effects, targets)  # zones_b: «из-за Мора», «это заклинание», …
        effects = self.hb_effects(trigger, effects)  # heroes_b: «стоимостью Х{м}» after «срабатывает Медитация Х»
        effects = cn_finish(kind, trigger, effects, self.ctx.card_type)  # cancel: «отмените / повторите это заклинание»
        targets = cn_late_targets(targets, effects)  # cancel: Побег's optional part after «;» names its target late
        if costs or trigger is not None:  # zones_c: «Уничтожьте ваше существо: Верните другое существо …», «той же»
            from .phrases_zones_c import zc_finish

            targets, effects = zc_finish(kind, trigger, costs, targets, effects)
        return Ability(kind, zone=zone, costs=costs, trigger=trigger, every_time=every_time, per_turn=per_turn,
                       targets=targets, effects=effects)

    def tw_enters(self, _: list[Any]) -> Trigger:
        return Trigger(ENTERS_PLAY)

    def tw_dies(self, _: list[Any]) -> Trigger:
        return Trigger(DIES)

    # --- costs --------------------------------------------------------------------------------------------

    def costs(self, children: list[Any]) -> list[Cost]:
        out: list[Cost] = []
        for c in children:
            out.extend(c)
        return out

    def cost_coins(self, children: list[Any]) -> list[Cost]:
        return [Cost(COINS, _ints(children)[0])]

    def a_activated_thirst(self, children: list[Any]) -> Ability:
        """«Жажда N: …» — the payment is Жажда N: wound another of your characters by N (§3.2)."""
        n = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        drafts = next(c for c in children if isinstance(c, list))
        return self._ability(ACTIVATED, drafts, costs=(Cost("thirst", n),), per_turn=self._per_turn(children))

    def cost_x(self, _: list[Any]) -> list[Cost]:
        return [Cost(COINS, 0, is_x=True)]

    def cost_tap(self, _: list[Any]) -> list[Cost]:
        return [Cost(CLOSE)]

    def a_activated_own(self, children: list[Any]) -> Ability:
        return self._ability(ACTIVATED, children[1], costs=(children[0],), per_turn=self._per_turn(children))

    def oc_lose_coins(self, children: list[Any]) -> Cost:
        return Cost("lose_coins", (_ints(children) or [1])[0])

    def oc_close(self, children: list[Any]) -> Cost:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS:
            return Cost(CLOSE)
        if np is not None and np.kind == "ref" and np.ref == Ref("hero", side=YOU):
            return Cost("close_hero")
        if np is not None and np.kind == "target" and np.select == Select(CREATURE, side=YOU):
            return Cost("close_own")
        if (np is not None and np.kind == "target" and np.min == np.max == 1 and np.select is not None
                and np.select == Select(CREATURE, side=YOU, classes=np.select.classes) and len(np.select.classes) == 1):
            # families «statics» / «heroes_support»: «Закройте вашу речную деву:» (Хозяйка кабаре), «вашего аккенийца:»
            return Cost("close_own", select=np.select)
        raise CompileError("close what as a cost")

    def oc_destroy(self, children: list[Any]) -> Cost:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS:
            return Cost("destroy_self")
        if np is not None and np.kind == "target" and np.select == Select(CREATURE, side=YOU):
            return Cost("destroy_own")
        if (np is not None and np.kind == "target" and np.min == np.max == 1 and np.select is not None
                and np.select == Select(CREATURE, side=YOU, classes=np.select.classes) and len(np.select.classes) == 1):
            return Cost("destroy_own", select=np.select)  # hoard_b: «Уничтожьте вашего тролля:» (as «Закройте …»)
        if np is not None and np.kind == "target" and np.select == Select(SUPPORT):  # family «misc_b» (Хельга)
            return Cost("mb_destroy_support")
        raise CompileError("destroy what as a cost")

    def a_lose_when(self, children: list[Any]) -> Ability:
        kws: list[KW] = children[1]
        (trigger, every) = children[2]
        then = next((c for c in children[3:] if isinstance(c, list)), [])
        if len(kws) != 1:
            raise CompileError("lose one keyword")
        targets, then_effects = Finaliser(trigger, self.ctx.name, card_type=self.ctx.card_type).run(then)
        effect = Effect("lose_keyword", THIS, params=(("keyword", kws[0].code), ("duration", PERMANENT)),
                        then=cn_finish(TRIGGERED, trigger, then_effects, self.ctx.card_type))
        return Ability(TRIGGERED, trigger=trigger, every_time=every, per_turn=self._per_turn(children),
                       targets=targets, effects=(effect,))

    def e_lose_keyword(self, children: list[Any]) -> Draft:
        kws: list[KW] = next(c for c in children if isinstance(c, list))
        if len(kws) != 1 or kws[0].meta:
            raise CompileError("lose one keyword")
        np = _np_of(children) or NP("ref", ref=THIS)
        return Draft("lose_keyword", np, params=(("keyword", kws[0].code), ("duration", _duration(children) or PERMANENT)))

    def costs_discard_tap(self, children: list[Any]) -> list[Cost]:
        return [*children[0], Cost(CLOSE)]

    def cost_discard(self, _: list[Any]) -> list[Cost]:
        return [Cost("discard", 1)]

    def cost_discard_n(self, children: list[Any]) -> list[Cost]:
        return [Cost("discard", _ints(children)[0])]

    # --- triggers -----------------------------------------------------------------------------------------

    def every_time(self, children: list[Any]) -> tuple[Trigger, bool]:
        return children[0], True

    def once(self, children: list[Any]) -> tuple[Trigger, bool]:
        return children[0], False

    def _subject(self, np: NP | None) -> Select | None:
        """The trigger subject: None for the card itself, else the NP's selector (must be untargeted)."""
        if np is None:
            raise CompileError("trigger subject")
        if np.kind in ("ref", "demonstrative") and (np.ref == THIS or np.kind == "demonstrative"):
            self.self_subject = True
            return None
        if np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            return Select(HERO, side=np.ref.side)
        if np.select is None:
            raise CompileError("trigger subject")
        return np.select

    def _other(self, np: NP | None) -> Select | None:
        if np is None:
            return None
        if np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            return Select(HERO, side=np.ref.side)
        if np.select is None:
            raise CompileError("trigger object")
        return np.select

    def ev_enters(self, children: list[Any]) -> Trigger:
        return Trigger(ENTERS_PLAY, subject=self._subject(_np_of(children)))

    def ev_dies(self, children: list[Any]) -> Trigger:
        return Trigger(DIES, subject=self._subject(_np_of(children)))

    def ev_enters_vs(self, children: list[Any]) -> Trigger:
        return self.ev_enters(children)

    def ev_to_graveyard(self, children: list[Any]) -> Trigger:
        return Trigger(PUT_INTO_GRAVEYARD, subject=self._subject(children[0]))

    def ev_to_graveyard_self(self, _: list[Any]) -> Trigger:
        """«Когда попадает на кладбище» (this card; the ability works in the graveyard)."""
        self.self_subject = True
        return Trigger(PUT_INTO_GRAVEYARD)

    def ev_targeted_by_spell(self, _: list[Any]) -> Trigger:
        """«Когда становится целью заклинания» (this card)."""
        self.self_subject = True
        return Trigger(TARGETED, other=Select(SPELL))

    def ev_wounded_self(self, _: list[Any]) -> Trigger:
        """«Когда получает раны» (this card)."""
        self.self_subject = True
        return Trigger(WOUNDED)

    def ev_readied(self, children: list[Any]) -> Trigger:
        return Trigger(READIED, subject=self._subject(children[0]))

    def ev_dies_vs(self, children: list[Any]) -> Trigger:
        return self.ev_dies(children)

    def ev_closed(self, children: list[Any]) -> Trigger:
        turn = next((c for c in children[1:] if c in (YOU, OPPONENT)), ANY)
        return Trigger(CLOSED, subject=self._subject(children[0]), whose_turn=turn)

    def ev_enters_yours(self, children: list[Any]) -> Trigger:
        """«Когда <np> входит в игру под вашим контролем»: the subject is yours."""
        sel = self._subject(_np_of(children))
        if sel is None or sel.side in (OPPONENT, EITHER):
            raise CompileError("enters under your control: subject")
        return Trigger(ENTERS_PLAY, subject=dataclasses.replace(sel, side=YOU))

    def ev_attacks(self, children: list[Any]) -> Trigger:
        return Trigger(ATTACKS, subject=self._subject(children[0]))

    def ev_attacks_at(self, children: list[Any]) -> Trigger:
        """«Когда <существо> объявляет атаку по <вашему герою>»."""
        subject, other = [c for c in children if isinstance(c, NP)]
        return Trigger(ATTACKS, subject=self._subject(subject), other=self._other(other))

    def ev_wounded(self, children: list[Any]) -> Trigger:
        return Trigger(WOUNDED, subject=self._subject(children[0]))

    def ev_deals_wounds(self, children: list[Any]) -> Trigger:
        nps = [c for c in children if isinstance(c, NP)]
        if len(nps) > 1 and nps[1].kind == "ref" and nps[1].ref == THIS:
            # replace_delay: «Когда существо наносит раны <этой карте>» = «Когда <эта карта> получает раны от существа»
            self.self_subject = True
            return Trigger(WOUNDED, other=self._other(nps[0]))
        other = self._other(nps[1]) if len(nps) > 1 else None
        return Trigger(DEALS_WOUNDS, subject=self._subject(nps[0]), other=other)

    def ev_deals_wounds_strike(self, children: list[Any]) -> Trigger:
        raise CompileError("«наносит раны ударом» needs a strike-only filter")

    def ev_self_deals_wounds(self, children: list[Any]) -> Trigger:
        return Trigger(DEALS_WOUNDS, other=self._other(_np_of(children)))

    def ev_attacks_self(self, children: list[Any]) -> Trigger:
        other = self._other(_np_of(children))
        if other is not None and other.side == YOU:
            raise CompileError("«при атаке по вашему …» names the attacked card, not this one's attack")
        return Trigger(ATTACKS, other=other)

    def ev_strikes_self(self, children: list[Any]) -> Trigger:
        return Trigger(STRIKES, other=self._other(_np_of(children)))

    def ev_dies_np(self, children: list[Any]) -> Trigger:
        return Trigger(DIES, subject=self._subject(children[0]))

    def ev_dies_np_turn(self, children: list[Any]) -> Trigger:
        return Trigger(DIES, subject=self._subject(children[1]), whose_turn=children[0])

    def ev_played(self, children: list[Any]) -> Trigger:
        side, np = children[0], children[-1]
        sel = self._subject(np)
        if sel is None:
            return self.played_self(children)  # costs_misc: «Когда вы разыгрываете <эту карту>»
        return Trigger(CARD_PLAYED, subject=dataclasses.replace(sel, side=side, zone=HAND))

    def _ord(self, children: list[Any]) -> int:
        return int(str(next(c for c in children if isinstance(c, Token) and c.type == "ORD"))[1:])

    def ev_drawn_nth(self, children: list[Any]) -> Trigger:
        """«Когда противник берёт вторую карту за ход»."""
        return Trigger(DRAWN_NTH, subject=Select(CARD, side=children[0], zone=HAND), nth=self._ord(children))

    def ev_played_nth(self, children: list[Any]) -> Trigger:
        """«Когда противник разыгрывает второе существо / вторую карту за ход»."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or not np.implicit:
            raise CompileError("played what")
        return Trigger(CARD_PLAYED_NTH, subject=dataclasses.replace(np.select, side=children[0], zone=HAND),
                       nth=self._ord(children))

    def ev_enters_nth(self, children: list[Any]) -> Trigger:
        """«Когда в игру входит второе существо за ход»."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or not np.implicit:
            raise CompileError("enters: what")
        return Trigger(ENTERS_PLAY_NTH, subject=np.select, nth=self._ord(children))

    def ev_discarded(self, children: list[Any]) -> Trigger:
        return Trigger(DISCARDED, subject=Select(CARD, side=children[0], zone=HAND))

    def ev_drawn(self, children: list[Any]) -> Trigger:
        return Trigger(DRAWN, subject=Select(CARD, side=children[0], zone=HAND))

    def ev_turn_start(self, children: list[Any]) -> Trigger:
        return Trigger(TURN_START, whose_turn=children[0])

    def ev_turn_end(self, children: list[Any]) -> Trigger:
        return Trigger(TURN_END, whose_turn=children[0])

    def turn_you(self, _: list[Any]) -> str:
        return YOU

    def turn_opp(self, _: list[Any]) -> str:
        return OPPONENT

    def turn_any(self, _: list[Any]) -> str:
        return ANY

    def pl_opp(self, _: list[Any]) -> str:
        return OPPONENT

    def pl_you(self, _: list[Any]) -> str:
        return YOU

    def pl_each(self, _: list[Any]) -> str:
        return EACH

    # --- ambush -------------------------------------------------------------------------------------------

    def a_ambush(self, children: list[Any]) -> Ability:
        (trigger, every), (value, then) = children[0], children[1]
        if every:
            raise CompileError("every-time ambush")
        targets, then_effects = Finaliser(trigger, self.ctx.name, card_type=self.ctx.card_type).run(then)
        effect = Effect("ambush", THIS, value, then=cn_finish(TRIGGERED, trigger, then_effects, self.ctx.card_type))
        return Ability(TRIGGERED, zone=HAND, trigger=trigger, optional=True, keyword=("ambush", value),
                       targets=targets, effects=(effect,))

    def ambush_tail(self, children: list[Any]) -> tuple[int, list[Draft]]:
        return _ints(children)[0], next((c for c in children if isinstance(c, list)), [])

    def ev_kills(self, children: list[Any]) -> Trigger:
        nps = [c for c in children if isinstance(c, NP)]
        subject = self._subject(nps[0]) if len(nps) == 2 else None
        return Trigger(KILLS, subject=subject, other=self._other(nps[-1]))

    def ev_hoards(self, children: list[Any]) -> Trigger:
        return Trigger(HOARDS, subject=self._subject(children[0]))

    def ev_attack_declared(self, _: list[Any]) -> Trigger:
        return Trigger(ATTACKS, subject=Select(CHARACTER, side=OPPONENT))

    # --- effect chains ------------------------------------------------------------------------------------

    def body(self, children: list[Any]) -> list[Draft]:
        out: list[Draft] = []
        for c in children:
            if out:
                mark_late(c)  # phrase family «misc»: a sentence after a «.» (§7.4)
            out.extend(c)
        return out

    def sentence(self, children: list[Any]) -> list[Draft]:
        return list(children[0])

    def chain(self, children: list[Any]) -> list[Draft]:
        out: list[Draft] = []
        where = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "where"), None)
        clause_start = 0  # index in ``out`` where the current «;»-clause starts
        after_semi = False
        for pos, link in enumerate(children):
            if link == ";":
                clause_start = len(out)
                after_semi = bool(out)  # phrase family «misc»: the parts after a «;» name targets late (§7.4)
            if not isinstance(link, tuple) or link[0] == "where":
                continue
            kind, drafts = link
            if after_semi and isinstance(drafts, list):
                mark_late(drafts)
            if kind == "no_enters":
                if not out or out[-1].verb != "create_copy" or out[-1].param_set:
                    raise CompileError("«её Найм не срабатывает» not right after «Создайте копию»")
                out[-1].params = (("no_enters", True),)
                out[-1].param_set = True
                continue
            if kind == "cond_after":
                # «<инструкция>, если <условие>» ends its «;»-clause, which holds that one instruction only
                rest = [c for c in children[pos + 1:] if c is not None and not (isinstance(c, tuple) and c[0] == "where")]
                if (rest and rest[0] != ";") or len(out) - clause_start != 1 or out[-1].condition is not None:
                    raise CompileError("«…, если …» with more than one instruction (whose condition?)")
                out[-1].condition = drafts
                continue
            if drafts and drafts[0].instead:
                # «X; если C, вместо этого Y»: X when not C, Y when C.
                prev = out[-1] if out else None
                cond = drafts[0].condition
                if kind != "plain" or prev is None or prev.condition is not None or cond is None or len(drafts) != 1:
                    raise CompileError("«вместо этого» without one plain instruction before it")
                prev.condition = Condition("not", parts=(cond,))
                share_branch_target(prev, drafts[0])  # phrase family «misc»: one target for both branches
                from .phrases_replace_c import instead_first

                if instead_first(prev, drafts[0]):  # replace_c: X would change C; Y, which does not, is checked first
                    out.insert(len(out) - 1, drafts[0])
                    continue
                out.extend(drafts)
                continue
            if kind == "plain" or not out:
                if kind != "plain":
                    raise CompileError("connector without a preceding effect")
                if len(out) > clause_start and out[-1].condition is not None and drafts[0].condition is None:
                    # family «hoard_copies»: «Если C, возьмите существо под контроль, откройте его, оно получает
                    # Рывок» — an instruction about «его / оно» (the cards of the conditioned one) shares its condition
                    if len(drafts) != 1 or drafts[0].np is None or drafts[0].np.kind != "it" or drafts[0].optional:
                        raise CompileError("scope of «если» over the following instruction is unclear")
                    drafts[0].condition = out[-1].condition
                out.extend(drafts)
            elif kind == "then":
                out[-1].then.extend(drafts)
            elif out[-1].condition is not None and not out[-1].then and not out[-1].otherwise:
                # «Если C, X, иначе Y»: «иначе» is the other branch of the condition, not «X could not be done»
                # (a partly prevented X must not also run Y).
                if out[-1].optional or len(drafts) != 1 or drafts[0].condition is not None:
                    raise CompileError("«если …, можете …, иначе …»: else of the condition or of the choice?")
                drafts[0].condition = Condition("not", parts=(out[-1].condition,))
                share_branch_target(out[-1], drafts[0])  # phrase family «misc»: one target for both branches
                out.extend(drafts)
            else:
                out[-1].otherwise.extend(drafts)
        for i, d in enumerate(out):
            if d.verb == "redirect":
                prev = out[i - 1] if i else None
                if prev is not None and prev.verb != "search" and prev.then and not prev.otherwise:
                    prev = prev.then[-1]  # «…, при этом Поиск – X; положите его … вместо вашей руки» (replace_prevent)
                if prev is not None and d.condition is not None and prev is out[i - 1]:
                    # replace_opt: «Поиск – X; если <условие>, положите её … вместо вашей руки» → two searches, one
                    # per branch (only conditions that stay the same during the resolution: who went first)
                    from .phrases_replace_opt import conditional_redirect

                    out[i] = conditional_redirect(prev, d)
                    continue
                if prev is None or prev.verb != "search" or prev.then or prev.otherwise or d.condition or d.optional:
                    raise CompileError("«… вместо вашей руки» not right after a search")
                prev.verb = "search_to"
                prev.params = (*prev.params, *d.params)
        out = [d for d in out if d.verb != "redirect"]
        check_copies_chain(out)  # family «copies»
        if where is not None:
            if not _replace_x(out, where):
                raise CompileError("«где Х» without an Х")
        return out

    def sep_comma(self, _: list[Any]) -> str:
        return ","

    def sep_semi(self, _: list[Any]) -> str:
        return ";"

    def l_plain(self, children: list[Any]) -> tuple[str, list[Draft]]:
        return "plain", children[0]

    def l_either(self, children: list[Any]) -> tuple[str, list[Draft]]:
        """«<инструкция> или <инструкция>»: the controller chooses one (a mode choice; each its own targets)."""
        first, second = [c for c in children if isinstance(c, list)]
        if any(d.condition is not None or d.optional for d in (*first, *second)):
            raise CompileError("«или» between conditional or optional instructions")
        return "plain", [Draft("choose_mode", params=(("modes", [first, second]), ("min", 1), ("max", 1),
                                                      ("times", 1)))]

    def l_cond_after(self, children: list[Any]) -> tuple[str, Any]:
        """«<инструкция>, если <условие>» at the end of a sentence: the condition is on that instruction."""
        return "cond_after", children[-1]

    def l_then(self, children: list[Any]) -> tuple[str, list[Draft]]:
        return "then", children[0]

    def l_else(self, children: list[Any]) -> tuple[str, list[Draft]]:
        return "else", children[0]

    def step(self, children: list[Any]) -> list[Draft]:
        drafts = [c for c in children if isinstance(c, Draft)]
        if any(c == "may" for c in children):
            drafts[0].optional = True
        per = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",)), None)
        if isinstance(per, Amount) and per.kind != "ambushes_this_turn":  # family «amounts»
            apply_per(drafts[0], per)
            return drafts
        if isinstance(per, Amount):  # «за каждую засаду, сработавшую в этот ход»
            d = drafts[0]
            if not isinstance(d.amount, int) or d.verb not in (*PER_EACH_VERBS, "search"):
                raise CompileError("«за каждую засаду» on an instruction without a number")
            d.amount = dataclasses.replace(per, per=d.amount)
            if d.verb == "search":
                d.params = tuple((k, True if k == "up_to" else v) for k, v in d.params)
            return drafts
        if per is not None and drafts[0].verb == "modify" and drafts[0].amount is None:
            drafts[0].amount = Amount("count", select=per, per=1)
        elif per is not None:
            d = drafts[0]
            if not isinstance(d.amount, int) or d.verb not in PER_EACH_VERBS:
                raise CompileError("«за каждое» on an instruction without a number")
            d.amount = Amount("count", select=per, per=d.amount)
        return drafts

    def step_instead(self, children: list[Any]) -> list[Draft]:
        """«если <условие>, вместо этого <инструкция>»: see :meth:`chain`."""
        drafts = self.step_cond(children)
        drafts[0].instead = True
        return drafts

    def step_cond(self, children: list[Any]) -> list[Draft]:
        drafts = self.step(children[1:])
        drafts[0].condition = children[0]
        return drafts

    def cond(self, children: list[Any]) -> Condition:
        return children[0]

    def c_hero_class(self, children: list[Any]) -> Condition:
        return Condition("count", select=Select(HERO, side=YOU, classes=(children[-1],)), op=">=", value=1)

    def _have_select(self, np: NP | None, counted: bool = False) -> Select:
        if np is None or np.select is None or np.kind not in ("target", "all") or np.select.side in (OPPONENT, EITHER):
            raise CompileError("condition object")
        if np.kind == "target" and np.max != 1 and not counted:
            raise CompileError("condition count")
        return dataclasses.replace(np.select, side=YOU)

    def c_have(self, children: list[Any]) -> Condition:
        return Condition("count", select=self._have_select(_np_of(children)), op=">=", value=1)

    def c_have_n(self, children: list[Any]) -> Condition:
        return Condition("count", select=self._have_select(_np_of(children), counted=True), op=">=",
                         value=_ints(children)[0])

    def c_in_play(self, children: list[Any]) -> Condition:
        np = _np_of(children)
        if np is not None and np.kind == "all" and np.bare_plural and np.select is not None:
            return Condition("count", select=np.select, op=">=", value=1)  # zones_f: «если в игре есть персонажи с ранами»
        if np is None or np.select is None or np.kind != "target" or not np.implicit:
            raise CompileError("condition object")
        return Condition("count", select=np.select, op=">=", value=1)

    def c_control_n(self, children: list[Any]) -> Condition:
        """«если под вашим контролем N или более <существ>»."""
        return self.c_have_n(children)

    def c_grave_n(self, children: list[Any]) -> Condition:
        """«если на кладбище N или более <карт>» (your graveyard, FAQ #16)."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind != "all" or np.select.side != ANY or np.select.zone != "play":
            raise CompileError("graveyard count of what")
        return Condition("count", select=dataclasses.replace(np.select, side=YOU, zone=GRAVEYARD), op=">=",
                         value=_ints(children)[0])

    def c_have_not(self, children: list[Any]) -> Condition:
        return Condition("count", select=self._have_select(_np_of(children)), op="==", value=0)

    def c_hero_element(self, children: list[Any]) -> Condition:
        element = element_of_token(str(children[-1]))
        return Condition("count", select=Select(HERO, side=YOU, elements=(element,)), op=">=", value=1)

    def c_revealed(self, children: list[Any]) -> Condition:
        np = _np_of(children)
        if np is None or np.kind != "target" or not np.implicit or np.select is None:
            raise CompileError("«если это …» of what")
        return Condition("revealed", select=dataclasses.replace(np.select, zone="deck"))

    def c_self_wounded(self, _: list[Any]) -> Condition:
        """«если на <этой карте> есть раны»; it also names this card (a later «его» may mean it)."""
        self.self_subject = True
        return Condition("source_state", state="wounded")

    def c_opp_no_open_coins(self, _: list[Any]) -> Condition:
        """«если / пока у противника нет открытых {м}»."""
        return Condition("opponent_open_coins", op="==", value=0)

    def c_opp_hero_class(self, children: list[Any]) -> Condition:
        """«если герой противника — жрец»."""
        return Condition("count", select=Select(HERO, side=OPPONENT, classes=(children[-1],)), op=">=", value=1)

    def c_no_coins_spent(self, _: list[Any]) -> Condition:
        return Condition("no_coins_spent")

    def hc_mage(self, _: list[Any]) -> str:
        return "Герой-маг"

    def hc_warrior(self, _: list[Any]) -> str:
        return "Герой-воин"

    def hc_priest(self, _: list[Any]) -> str:
        return "Герой-жрец"

    def hc_rogue(self, _: list[Any]) -> str:
        return "Герой-разбойник"

    def may(self, _: list[Any]) -> str:
        return "may"

    # --- effects ------------------------------------------------------------------------------------------

    def amount(self, children: list[Any]) -> int:
        return int(children[0])

    def am_fixed(self, children: list[Any]) -> int:
        return _ints(children)[0]

    def am_x(self, _: list[Any]) -> Amount:
        return X_AMOUNT

    def where(self, children: list[Any]) -> tuple[str, Amount]:
        return ("where", children[-1])

    def ad_count(self, children: list[Any]) -> Amount:
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or (np.kind == "target" and not np.implicit):
            raise CompileError("count of what")
        return Amount("count", select=np.select)

    def ad_boosts(self, children: list[Any]) -> Amount:
        """«количество эффектов усиления на <этой карте>»."""
        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("boosts on what")
        return Amount("boosts", ref=THIS)

    def ad_strike(self, children: list[Any]) -> Amount:
        np = _np_of(children)
        if np is not None and np.kind == "demonstrative" and np.select is not None:
            return Amount("strike", ref=IT)  # «module»: «сила удара этого механизма» — the card destroyed just before
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("strike of what")
        return Amount("strike", ref=THIS)

    def per_each(self, children: list[Any]) -> tuple[str, Select]:
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise CompileError("«за каждое» of what")
        distinct = ac_per_each(np.select)  # «ambush_costs»: «за каждую карту с разным названием на кладбище»
        if distinct is not None:
            return distinct
        return ("per_each", np.select)

    def e_wound(self, children: list[Any]) -> Draft:
        return Draft("wound", _np_of(children), _amt(children))

    def e_wound_pre(self, children: list[Any]) -> Draft:
        return Draft("wound", _np_of(children), _amt(children))

    def e_wound_own_strike(self, children: list[Any]) -> Draft:
        """«Ранить существо на величину его удара»: the amount is the strike of the wounded card."""
        return Draft("wound", _np_of(children), Amount("strike", ref=SAME_CARD))

    def e_heal(self, children: list[Any]) -> Draft:
        return Draft("heal", _np_of(children), _amt(children), params=(("all", False),))

    def e_heal_yourself(self, children: list[Any]) -> Draft:
        """«Излечитесь на N»: the player heals — your hero."""
        return Draft("heal", NP("ref", ref=Ref("hero", side=YOU)), _amt(children), params=(("all", False),))

    def e_heal_all(self, children: list[Any]) -> Draft:
        return Draft("heal", _np_of(children), None, params=(("all", True),))

    def e_draw(self, children: list[Any]) -> Draft:
        return Draft("draw", NP("ref", ref=Ref("player", side=YOU)), children[-1])

    def e_draw_more(self, children: list[Any]) -> Draft:
        """«возьмите ещё N карт(у)»."""
        return Draft("draw", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0])

    def e_draw_player(self, children: list[Any]) -> Draft:
        return Draft("draw", NP("ref", ref=Ref("player", side=children[0])), children[-1])

    def one_card(self, _: list[Any]) -> int:
        return 1

    def n_cards(self, children: list[Any]) -> int:
        return _ints(children)[0]

    def e_shot(self, children: list[Any]) -> Draft:
        return Draft("shot", NP("target", Select(CHARACTER, side=OPPONENT)), _amt(children))

    def e_shot_np(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == Ref("hero", side=OPPONENT):
            return Draft("shot", np, _amt(children))
        if np is not None and np.kind in ("it", "demonstrative") and np.select is None:
            return Draft("shot", np, _amt(children))
        if np is not None and np.kind == "attacker":  # «ambush_costs»: «Выстрел на 2 по атакующему существу»
            return Draft("shot", np, _amt(children))
        if np is None or np.kind != "target" or np.select is None or np.select.side in (YOU, EITHER):
            raise CompileError("shot target")
        np = dataclasses.replace(np, select=dataclasses.replace(np.select, side=OPPONENT))
        return Draft("shot", np, _amt(children))

    def e_poison(self, children: list[Any]) -> Draft:
        return Draft("poison", _np_of(children), _amt(children))

    def e_stun(self, children: list[Any]) -> Draft:
        return Draft("stun", _np_of(children))

    def e_ready(self, children: list[Any]) -> Draft:
        return Draft("ready", _np_of(children))

    def e_close(self, children: list[Any]) -> Draft:
        return Draft("close", _np_of(children))

    def e_open(self, children: list[Any]) -> Draft:
        return Draft("open", _np_of(children))

    def e_destroy(self, children: list[Any]) -> Draft:
        return Draft("destroy", _np_of(children))

    def e_return_hand(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == THIS and "grave" in children:
            return self._grave_to_hand(np)
        if np is not None and np.select is not None and np.select.zone == GRAVEYARD:
            return self._grave_to_hand(np)
        return Draft("return_to_hand", self._in_play(np))

    def e_deck_top(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.kind == "target" and np.select is not None and np.select.zone == HAND:
            return self._hand_to_deck(np, "top")
        return Draft("to_deck_top", self._in_play(np))

    def e_deck_bottom(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.kind == "target" and np.select is not None and np.select.zone == HAND:
            return self._hand_to_deck(np, "bottom")
        return Draft("to_deck_bottom", self._in_play(np))

    def _hand_to_deck(self, np: NP, position: str) -> Draft:
        """«Положите карту из (вашей) руки на верх / под низ колоды», «замешайте карту из руки в колоду»: the card
        is picked from your hand on resolution (the hand may have changed since the declaration)."""
        if np.select is None or np.select.side not in (ANY, YOU) or np.min != np.max:
            raise CompileError("hand to deck")
        sel = dataclasses.replace(np.select, side=YOU)
        return Draft("hand_to_deck", NP("ref", ref=Ref("player", side=YOU)), np.max,
                     params=(("select", sel), ("position", position)))

    def _in_play(self, np: NP | None) -> NP:
        if np is None or (np.select is not None and np.select.zone != "play"):
            raise CompileError("zone")
        return np

    def _grave_to_hand(self, np: NP) -> Draft:
        """«Верните <карты> с кладбища в руку»: like a revive, the cards are picked on resolution (``what`` the
        acting player, ``amount`` how many, params ``select`` / ``up_to``); this very card: ``what`` THIS
        and ``select`` its name in your graveyard."""
        if np.kind == "ref" and np.ref == THIS:
            sel = Select(CARD, side=YOU, zone=GRAVEYARD, name=self.ctx.name)
            return Draft("to_hand_from_graveyard", np, 1, params=(("select", sel), ("up_to", False)))
        if np is None or np.kind != "target" or np.select is None:
            raise CompileError("graveyard to hand")
        if np.select.side not in (ANY, YOU):
            raise CompileError("graveyard to hand: not your graveyard")
        return self._deck_pick("to_hand_from_graveyard", dataclasses.replace(
            np, select=dataclasses.replace(np.select, zone="play")), GRAVEYARD)

    def _deck_pick(self, verb: str, np: NP | None, zone: str) -> Draft:
        """Search/summon/revive: the NP names which cards (and how many) to take from ``zone``."""
        if np is None or (np.control_yours and verb != "revive"):
            raise CompileError(verb)
        if np.kind in ("it", "demonstrative") and verb == "summon":
            return Draft(verb, np, 1)
        if np.kind == "ref" and np.ref == THIS:
            sel, count = Select(CARD, zone=zone, name=self.ctx.name), 1
        elif np.kind == "self_upto":
            sel, count = Select(CARD, zone=zone, name=self.ctx.name), np.max
        elif np.kind == "target" and np.select is not None and np.select.side == EITHER and zone == GRAVEYARD \
                and verb == "revive" and np.max == 1:  # «возродите существо с любого кладбища» (either graveyard)
            sel, count = dataclasses.replace(np.select, zone=zone), 1
        elif np.kind == "target" and np.select is not None and np.select.side in (ANY, YOU):
            if np.select.other and np.select.name == self.ctx.name:  # another copy: never this card in a zone
                np = NP("target", dataclasses.replace(np.select, other=False), min=np.min, max=np.max)
            assert np.select is not None
            if np.select.zone == SIDEBOARD and verb == "search":
                zone = SIDEBOARD  # the select's zone says «in the sideboard» (the engine must honour it)
            elif np.select.zone not in ("play", zone):
                raise CompileError(f"{verb} from {np.select.zone}")
            sel, count = dataclasses.replace(np.select, zone=zone, side=YOU), np.max
        else:
            raise CompileError(verb)
        if np.kind == "target" and np.min != np.max and np.min != 1:
            raise CompileError(verb)
        upto = (np.kind == "target" and np.max > 1 and np.min < np.max) or np.kind == "self_upto"
        return Draft(verb, NP("ref", ref=Ref("player", side=YOU)), count,
                     params=(("select", sel), ("up_to", upto)))

    def e_search(self, children: list[Any]) -> Draft:
        return self._deck_pick("search", _np_of(children), "deck")

    def e_summon(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.select is not None and np.select.zone == DECK_OR_HAND:  # zones_b
            return self.zb_summon_deck_or_hand(np)
        from .phrases_replace_c import one_of_indeclinable

        return self._deck_pick("summon", one_of_indeclinable(np), "deck")

    def e_revive(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.select is not None and np.select.zone == GRAVEYARD:
            np = dataclasses.replace(np, select=dataclasses.replace(np.select, zone="play"))
        return self._deck_pick("revive", np, GRAVEYARD)

    def e_summon_or_revive(self, children: list[Any]) -> Draft:
        """«Вызовите или возродите <np>»: a choice between the two (from the deck or from the graveyard)."""
        np = _np_of(children)
        modes = [[self._deck_pick("summon", np, "deck")], [self._deck_pick("revive", np, GRAVEYARD)]]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def e_create(self, children: list[Any]) -> Draft:
        return Draft("create", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("name", children[-1]),))

    def e_create_choice(self, children: list[Any]) -> Draft:
        """«Создайте A или B»: a choice between two instructions (modes without targets)."""
        names = [c for c in children if isinstance(c, str) and c in _TOKENS.values()]
        modes = [[Draft("create", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("name", n),))] for n in names]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def token_name(self, children: list[Any]) -> str:
        return str(children[0])

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        if isinstance(data, Token) or isinstance(data, str):
            name = str(data)
            if name in _TOKENS:
                return _TOKENS[name]
            if name in _KW_PLAIN:
                return [KW(_KW_PLAIN[name])]
            if name in _KW_VALUED:
                return [KW(_KW_VALUED[name], _ints(children)[0])]
        return Tree(data, children, meta)

    def gains(self, children: list[Any]) -> Gains:
        """A flat «и»-list of «+N к удару», «жизням», keywords → strike, life and the keywords."""
        strike = life = 0
        last: tuple[int, set[str]] | None = None
        kws: list[KW] = []
        for item in children:
            if isinstance(item, list):
                kws.extend(item)
                last = None
                continue
            kind, n, stat = item
            if kind == "stat":
                if last is None:
                    raise CompileError("a stat without a number")
                n = last[0]
                if stat in last[1]:
                    raise CompileError("repeated stat")
            elif (strike if stat == "strike" else life):
                raise CompileError("repeated stat")
            last = (n, (last[1] if last and kind == "stat" else set()) | {stat})
            if stat == "strike":
                strike = n
            else:
                life = n
        return Gains(strike, life, kws)

    def g_plus(self, children: list[Any]) -> tuple[str, int, str]:
        return ("mod", _ints(children)[0], children[-1])

    def g_minus(self, children: list[Any]) -> tuple[str, int, str]:
        return ("mod", -_ints(children)[0], children[-1])

    def g_stat(self, children: list[Any]) -> tuple[str, int, str]:
        return ("stat", 0, children[0])

    def g_shot_bonus(self, children: list[Any]) -> list[KW]:
        return [KW("shot_bonus", _ints(children)[0])]

    def g_kw(self, children: list[Any]) -> list[KW]:
        return list(children[0])

    def e_gains(self, children: list[Any]) -> Draft:
        """«<np> получает +N к удару / <keyword> / both (до конца хода)»; also «До конца хода <np> получает …»."""
        return self._gains(_np_of(children), children)

    def e_gains_self(self, children: list[Any]) -> Draft:
        return self._gains(NP("ref", ref=THIS), children)

    def _gains(self, np: NP | None, children: list[Any]) -> Draft:
        g: Gains = _the(children, Gains)
        duration = _duration(children) or PERMANENT
        drafts: list[Draft] = []
        if g.strike or g.life:
            drafts.append(Draft("modify", np, None, params=(("strike", g.strike), ("life", g.life),
                                                             ("duration", duration))))
        for kw in g.kws:
            drafts.append(Draft("grant", np if not drafts else NP("it"), kw.value,
                                params=(("keyword", kw.code), ("duration", duration), *kw.meta)))
            if kw.meta:  # statics_c: «получает Превосходство над выбранным классом» (other parameters: refused later)
                drafts[-1] = sc_grant_draft(drafts[-1]) or drafts[-1]
        if not drafts:
            raise CompileError("gains nothing")
        if len(drafts) == 1:
            return drafts[0]
        return Draft("sequence", group=drafts)

    def s_gains_if(self, children: list[Any]) -> list[StaticPart]:
        """«Если <условие>, имеет …» on a static ability: while the condition holds (this card)."""
        return self.s_gains(children)

    def s_grant_ability_if(self, children: list[Any]) -> list[StaticPart]:
        return self.s_grant_ability(children)

    def s_grant_if(self, children: list[Any]) -> list[StaticPart]:
        return self.s_grant(children)

    def s_gains(self, children: list[Any]) -> list[StaticPart]:
        """«<np> имеет/имеют <+N к удару | keywords | both>(, пока …)»."""
        sel, cond = self._static_parts(children)
        g: Gains = _the(children, Gains)
        parts: list[StaticPart] = []
        if g.strike or g.life:
            parts.append(StaticPart("modify", select=sel, strike=g.strike, life=g.life, condition=cond))
        if any(kw.meta and sb_granted_superiority(kw.code, kw.meta) is None for kw in g.kws):
            raise CompileError("granted keyword with a parameter")
        parts += [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value, condition=cond,
                             victim=sb_granted_superiority(kw.code, kw.meta)) for kw in g.kws]  # (statics_b: «над …»)
        per = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",)), None)
        if per is not None:
            if not isinstance(per, (Select, Amount)) or g.kws:
                raise CompileError("«за каждое» on a static keyword")
            parts = [dataclasses.replace(p, per=per) for p in parts]
        return parts

    def st_strike(self, _: list[Any]) -> str:
        return "strike"

    def st_life(self, _: list[Any]) -> str:
        return "life"

    def keyword_list(self, children: list[Any]) -> list[KW]:
        out: list[KW] = []
        for c in children:
            out.extend(c)
        return out

    def d_eot(self, _: list[Any]) -> str:
        return END_OF_TURN

    def d_end_your_turn(self, _: list[Any]) -> str:
        return END_OF_YOUR_TURN

    def d_next_own(self, _: list[Any]) -> str:
        return NEXT_OWN_TURN

    def d_end_next_own(self, _: list[Any]) -> str:
        return END_OF_NEXT_OWN_TURN

    def e_fight(self, children: list[Any]) -> Draft:
        return Draft("fight", _np_of(children))

    def e_fight_np(self, children: list[Any]) -> Draft:
        attacker, defender = [c for c in children if isinstance(c, NP)]
        if attacker.kind == "ref" and attacker.ref == THIS:
            return Draft("fight", defender)
        if defender.kind == "ref" and defender.ref == THIS and attacker.kind == "target" and attacker.select is not None:
            # family «statics»: «Существо сражается с этой картой» (Щит Кронга) — another creature fights this card
            attacker = dataclasses.replace(attacker, select=dataclasses.replace(attacker.select, other=True))
            return Draft("fight", defender, params=(("attacker", attacker),))
        if attacker.kind != "target" or defender.kind not in ("target", "demonstrative"):
            raise CompileError("fight between what")
        return Draft("fight", defender, params=(("attacker", attacker),))

    def e_gain_coins(self, children: list[Any]) -> Draft:
        duration = _duration(children)
        temporary = duration is not None
        if duration == END_OF_ITS_TURN:  # coins_b: «получите N{м} до конца своего хода» — you, the card's controller
            duration = END_OF_YOUR_TURN
        if temporary and duration not in (END_OF_TURN, END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN):  # «triggers»: «до
            # конца вашего хода»; «ambush_costs»: «до конца вашего следующего хода» (turn.cleanup keeps them)
            raise CompileError("coin duration")
        params: tuple[tuple[str, Any], ...] = (("temporary", temporary),)
        if duration in (END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN):
            params = (*params, ("duration", duration))
        return Draft("gain_coins", NP("ref", ref=Ref("player", side=YOU)), (_ints(children) or [1])[0], params=params)

    def e_lose_coins(self, children: list[Any]) -> Draft:
        return Draft("lose_coins", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0])

    def e_shuffle(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is None or np.kind in ("it", "demonstrative"):
            raise CompileError("shuffle what")
        if np.kind == "target" and np.select is not None and np.select.zone == HAND:
            return self._hand_to_deck(np, "shuffle")
        return Draft("shuffle_into_deck", np)

    def e_create_copy(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target", "demonstrative"):
            raise CompileError("copy of what")
        return Draft("create_copy", np, 1, params=(("no_enters", False),))

    def l_no_enters(self, _: list[Any]) -> tuple[str, list[Draft]]:
        """«…, её Найм (при этом) не срабатывает» right after «Создайте копию …»."""
        return "no_enters", []

    def e_upgrade(self, children: list[Any]) -> Draft:
        return Draft("upgrade", _np_of(children))

    def e_reveal_top(self, _: list[Any]) -> Draft:
        return Draft("reveal_top", NP("ref", ref=Ref("player", side=YOU)), 1)

    def e_reveal_hand(self, children: list[Any]) -> Draft:
        """«Противник показывает руку» (information only)."""
        return Draft("reveal_hand", NP("ref", ref=Ref("player", side=children[0])))

    def e_reveal_hand_discard(self, children: list[Any]) -> Draft:
        """«Противник показывает руку и сбрасывает карту на ваш выбор»: you pick the discarded card."""
        side = children[0]
        if side != OPPONENT:
            raise CompileError("reveal and discard: whose hand")
        reveal = Draft("reveal_hand", NP("ref", ref=Ref("player", side=side)))
        discard = Draft("discard", NP("ref", ref=Ref("player", side=side)), _the(children, int),
                        params=(("chooser", YOU),))
        return Draft("sequence", group=[reveal, discard])

    def e_look_top(self, children: list[Any]) -> Draft:
        """«Посмотрите N верхних карт (вашей) колоды, возьмите K из них в руку, остальные положите <куда>»."""
        n, take = _the(children, int), _ints(children)[0]
        rest = next(c for c in children if c in ("top", "bottom", "graveyard"))
        if take > n:
            raise CompileError("look at top cards: more taken than seen")
        return Draft("look_top", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("n", n), ("take", take), ("rest", rest)))

    def e_look_top_back(self, children: list[Any]) -> Draft:
        """«Посмотрите N верхних карт вашей колоды, положите их обратно в любом порядке»."""
        return Draft("look_top", NP("ref", ref=Ref("player", side=YOU)),
                     params=(("n", _the(children, int)), ("take", 0), ("rest", "top")))

    def look_n(self, children: list[Any]) -> int:
        return _ints(children)[0]

    def lr_top(self, _: list[Any]) -> str:
        return "top"

    def lr_bottom(self, _: list[Any]) -> str:
        return "bottom"

    def lr_graveyard(self, _: list[Any]) -> str:
        return "graveyard"

    def e_take_revealed(self, _: list[Any]) -> Draft:
        return Draft("take_revealed", NP("it"))

    def e_take_control(self, children: list[Any]) -> Draft:
        """«Возьмите под контроль <np> (до конца хода)»; a timed one is its own verb (control returns)."""
        duration = _duration(children)
        if duration is None:
            return Draft("take_control", _np_of(children), params=(("duration", PERMANENT),))
        return Draft("take_control_until", _np_of(children), params=(("duration", duration),))

    def e_pay(self, children: list[Any]) -> Draft:
        return Draft("pay", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0])

    def np_self_upto(self, children: list[Any]) -> NP:
        return NP("self_upto", max=children[0][1])

    def e_choose(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is None or np.kind != "target":
            raise CompileError("«выберите» without a target")
        return Draft("declare_target", np)

    def e_choose_class(self, _: list[Any]) -> Draft:
        return Draft("choose_class", NP("ref", ref=THIS))

    def e_mill(self, children: list[Any]) -> Draft:
        """«Мор N» (params ``mor``: printed as Мор — family «triggers_d»'s «срабатывает ваш Мор» listens to it; zones_f:
        «Ваши карты с Мором имеют +2 к Мору» adds to it)."""
        return Draft("mill", NP("ref", ref=Ref("player", side=ANY)), _ints(children)[0], params=(("mor", True),))

    def e_repeat_enters(self, children: list[Any]) -> Draft:
        """«Найм <этой карты / вашего кошмара> срабатывает ещё раз»."""
        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target") or (np.kind == "ref" and np.ref != THIS):
            raise CompileError("whose «Найм»")
        if np.kind == "target" and (np.select is None or np.select.side != YOU or np.select.kind != CREATURE):
            raise CompileError("whose «Найм»")
        return Draft("repeat_enters", np)

    def e_redirect(self, children: list[Any]) -> Draft:
        """«положите её на верх колоды / на кладбище вместо вашей руки» right after a «Поиск»: joined to it."""
        return Draft("redirect", None, params=(("to", next(c for c in children if c in ("deck_top", GRAVEYARD))),))

    def sd_top(self, _: list[Any]) -> str:
        return "deck_top"

    def sd_graveyard(self, _: list[Any]) -> str:
        return GRAVEYARD

    def e_set_strike(self, children: list[Any]) -> Draft:
        """«Удар <np> становится равен N (до …)»."""
        return Draft("set_strike", _np_of(children), _ints(children)[0],
                     params=(("duration", _duration(children) or PERMANENT),))

    def e_remove_effects(self, children: list[Any]) -> Draft:
        """«Снимите все эффекты с <np>»."""
        return Draft("remove_effects", _np_of(children))

    def per_each_ambush(self, _: list[Any]) -> tuple[str, Amount]:
        return ("per_each", Amount("ambushes_this_turn"))

    def s_all_classes(self, _: list[Any]) -> list[StaticPart]:
        return [StaticPart("all_classes")]

    def e_play_free(self, children: list[Any]) -> Draft:
        """«Разыграйте <карту с кладбища противника> бесплатно», «можете разыграть её бесплатно» (a revealed card)."""
        np = _np_of(children)
        if np is not None and np.kind == "it":
            return Draft("play_free", np)
        if np is None or np.kind != "target" or np.select is None or np.select.zone not in (GRAVEYARD, HAND, HOARDED,
                                                                                        HOARDED_HERO) \
                or np.min != 1 or np.max != 1:
            raise CompileError("play what for free")
        sel = np.select if np.select.side != ANY else dataclasses.replace(np.select, side=YOU)
        return Draft("play_free", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("select", sel),))

    def e_mill_opp(self, children: list[Any]) -> Draft:
        """«(Каждый) противник кладёт N верхних карт своей колоды на кладбище» — a Мор of the opponent's deck."""
        return Draft("mill", NP("ref", ref=Ref("player", side=OPPONENT)), _amt(children))

    def e_opp_hand_to_deck(self, children: list[Any]) -> Draft:
        """«Противник кладёт N карт из руки на верх своей колоды» (that player picks them)."""
        return Draft("hand_to_deck", NP("ref", ref=Ref("player", side=OPPONENT)), _ints(children)[0],
                     params=(("select", Select(CARD, side=OPPONENT, zone=HAND)), ("position", "top")))

    def e_mill_put(self, children: list[Any]) -> Draft:
        """«Положите N верхних карт <вашей / любой / каждой> колоды на кладбище» — a Мор of that deck."""
        side, position, n = next(c for c in children if isinstance(c, tuple))
        if position != "top" or side == OPPONENT:
            raise CompileError("mill of what")
        return Draft("mill", NP("ref", ref=Ref("player", side=side)), n)

    def e_discard(self, children: list[Any]) -> Draft:
        return Draft("discard", NP("ref", ref=Ref("player", side=YOU)), children[-1],
                     params=(("chooser", "owner"),))

    def e_discard_draw_player(self, children: list[Any]) -> Draft:
        """«Каждый игрок сбрасывает карту и берёт карту»."""
        who = NP("ref", ref=Ref("player", side=children[0]))
        n_discard, n_draw = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        return Draft("sequence", group=[Draft("discard", who, n_discard, params=(("chooser", "owner"),)),
                                        Draft("draw", who, n_draw)])

    def e_discard_player(self, children: list[Any]) -> Draft:
        return Draft("discard", NP("ref", ref=Ref("player", side=children[0])), children[-1],
                     params=(("chooser", "owner"),))

    def e_lose_abilities(self, children: list[Any]) -> Draft:
        return Draft("lose_abilities", _np_of(children), params=(("duration", _duration(children) or PERMANENT),))

    def e_lose_abilities_self(self, children: list[Any]) -> Draft:
        return Draft("lose_abilities", NP("ref", ref=THIS), params=(("duration", _duration(children) or PERMANENT),))

    def extra_lives(self, children: list[Any]) -> tuple[str, int | Amount]:
        if any(isinstance(c, Token) and c.type == "X" for c in children):
            return ("lives", X_AMOUNT)
        return ("lives", (_ints(children) or [1])[0])

    def e_extra_life(self, children: list[Any]) -> Draft:
        if _duration(children):
            raise CompileError("extra life with a duration")
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return Draft("extra_life", _np_of(children), n)

    def e_extra_life_self(self, children: list[Any]) -> Draft:
        return self.e_extra_life([NP("ref", ref=THIS), *children])

    def bc_one(self, children: list[Any]) -> tuple[int, int]:
        return 1, children[-1]

    def bc_n(self, children: list[Any]) -> tuple[int, int]:
        return _ints(children)[0], children[-1]

    def bk_plus(self, _: list[Any]) -> int:
        return 1

    def bk_minus(self, _: list[Any]) -> int:
        return -1

    def _boost(self, np: NP | None, children: list[Any]) -> Draft:
        n, sign = next(c for c in children if isinstance(c, tuple))
        return Draft("boost", np, n, params=(("sign", sign),))

    def e_add_egg(self, children: list[Any]) -> Draft:
        """«Положите (N) {яйцо} на <яйцо>»: egg counters."""
        np = _np_of(children)
        # «… на <эту карту>» (the Яйцо token itself) is left to data/overrides.yaml, which covers that paragraph:
        # cards/compiled.py adds override abilities even for paragraphs that compiled (they would run twice).
        if np is None or np.select is None or np.select.classes != ("Яйцо",):
            raise CompileError("{яйцо} on what")
        return Draft("add_counter", np, (_ints(children) or [1])[0], params=(("counter", "egg"),))

    def e_boost(self, children: list[Any]) -> Draft:
        return self._boost(_np_of(children), children)

    def e_boost_get(self, children: list[Any]) -> Draft:
        return self._boost(_np_of(children), children)

    def e_boost_get_self(self, children: list[Any]) -> Draft:
        return self._boost(NP("ref", ref=THIS), children)

    def _holder(self, np: NP) -> Ref:
        if np.kind == "ref" and np.ref is not None and (np.ref == THIS or np.ref.kind == "hero"):
            return np.ref
        raise CompileError("hoarder")

    def e_hoard(self, children: list[Any]) -> Draft:
        holder, what = [c for c in children if isinstance(c, NP)]
        if what.kind == "ref" and what.ref is not None and what.ref.kind == "hc_found":  # family «hoard_copies»
            return self.hc_hoard_found(holder, what)
        if what.select is not None and what.select.zone == HAND:  # family «hoard_copies»: «добывает орка из руки»
            return self.hc_hoard_own_hand(holder, what)
        if holder.kind == "it" and what.kind == "ref" and what.ref == THIS:  # family «copies»: «оно добывает эту карту»
            return self.cp_it_hoards_this(what)
        if what.select is not None and what.select.zone not in ("play", GRAVEYARD):
            raise CompileError("hoard zone")
        return Draft("hoard", what, params=(("holder", self._holder(holder)),))

    def e_hoard_self(self, children: list[Any]) -> Draft:
        return self.e_hoard([NP("ref", ref=THIS), *children])

    def e_hoard_deck(self, children: list[Any]) -> Draft:
        holder = self._holder(children[0])
        side, position, n = next(c for c in children if isinstance(c, tuple))
        return Draft("hoard", NP("ref", ref=Ref("player", side=side)), n,
                     params=(("holder", holder), ("deck", position)))

    def e_hoard_hand(self, children: list[Any]) -> Draft:
        """«<holder> добывает N карт из руки противника по его выбору»."""
        holder = self._holder(children[0])
        return Draft("hoard_from_hand", NP("ref", ref=Ref("player", side=OPPONENT)), (_ints(children) or [1])[0],
                     params=(("holder", holder), ("chooser", "owner")))

    def e_reveal_hand_hoard(self, children: list[Any]) -> Draft:
        """«Противник показывает руку, <holder> добывает выбранную карту из его руки» (you choose)."""
        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        np = _np_of(children)
        if np is None:
            raise CompileError("who hoards")
        holder = self._holder(np)
        opp = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[Draft("reveal_hand", opp), Draft("hoard_from_hand", opp, 1, params=(
            ("holder", holder), ("chooser", YOU)))])

    def e_hoard_deck_self(self, children: list[Any]) -> Draft:
        return self.e_hoard_deck([NP("ref", ref=THIS), *children])

    def dc_opp(self, children: list[Any]) -> tuple[str, str, int]:
        return (OPPONENT, *children[0])

    def dc_any(self, children: list[Any]) -> tuple[str, str, int]:
        return (ANY, *children[0])

    def dc_you(self, children: list[Any]) -> tuple[str, str, int]:
        return (YOU, *children[0])

    def dc_each(self, children: list[Any]) -> tuple[str, str, int]:
        return (EACH, *children[0])

    def tn_top_one(self, _: list[Any]) -> tuple[str, int]:
        return "top", 1

    def tn_top_n(self, children: list[Any]) -> tuple[str, int]:
        return "top", _ints(children)[0]

    def tn_bottom_one(self, _: list[Any]) -> tuple[str, int]:
        return "bottom", 1

    def e_shots_upto(self, children: list[Any]) -> Draft:
        """«До N Выстрелов на M по разным существам / персонажам» (персонаж = hero or creature)."""
        upto, n = _ints(children)
        kind = next(c for c in children if c in (CREATURE, CHARACTER))
        np = NP("target", Select(kind, side=OPPONENT), min=1, max=upto)
        return Draft("shot", np, n)

    def e_n_shots(self, children: list[Any]) -> Draft:
        """«N Выстрелов на M»: N shots, each with its own target (the same character may be chosen again)."""
        count, n = _ints(children)
        if not 1 < count <= 6:
            raise CompileError("number of shots")
        return Draft("sequence", group=[Draft("shot", NP("target", Select(CHARACTER, side=OPPONENT)), n)
                                        for _ in range(count)])

    def sk_creatures(self, _: list[Any]) -> str:
        return CREATURE

    def sk_characters(self, _: list[Any]) -> str:
        return CHARACTER

    def e_shot_np_post(self, children: list[Any]) -> Draft:
        return self.e_shot_np(children)

    def e_open_coins(self, _: list[Any]) -> Draft:
        return Draft("open_coins", NP("ref", ref=Ref("player", side=YOU)), params=(("all", True),))

    def e_gain_coins_player(self, children: list[Any]) -> Draft:
        return Draft("gain_coins", NP("ref", ref=Ref("player", side=children[0])), _ints(children)[0],
                     params=(("temporary", False),))

    def e_lose_coins_player(self, children: list[Any]) -> Draft:
        return Draft("lose_coins", NP("ref", ref=Ref("player", side=children[0])), _ints(children)[0])

    def e_grant_pred(self, children: list[Any]) -> Draft:
        kw = next(c for c in children if isinstance(c, KW))
        np = _np_of(children) or NP("ref", ref=THIS)
        return Draft("grant", np, 1, params=(("keyword", kw.code), ("duration", _duration(children) or PERMANENT)))

    def e_grant_pred_self(self, children: list[Any]) -> Draft:
        return self.e_grant_pred(children)

    def e_grant_pred_while(self, children: list[Any]) -> Draft:
        """«Пока <эта карта> в игре, <np> не может …»: the effect lasts while the source is in play."""
        kw = next(c for c in children if isinstance(c, KW))
        return Draft("grant", _np_of(children), 1, params=(("keyword", kw.code), ("duration", WHILE),
                                                           ("while", Condition("in_play"))))

    def s_forbid_attacked(self, children: list[Any]) -> list[StaticPart]:
        """«<Карты> не могут быть атакованы»."""
        return [StaticPart("forbid", select=self._static_select(_np_of(children), True), what="be_attacked")]

    def e_grant_preds_self(self, children: list[Any]) -> Draft:
        """«До <срока> не получает ран и не может выступать защитником» (this card)."""
        duration = _duration(children)
        kws = [c for c in children if isinstance(c, KW)]
        drafts = [Draft("grant", NP("ref", ref=THIS), kw.value, params=(("keyword", kw.code), ("duration", duration)))
                  for kw in kws]
        return Draft("sequence", group=drafts)

    def kp_cannot_attack_hero(self, _: list[Any]) -> KW:
        return KW("cannot_attack_hero")

    def kp_cannot_defend(self, _: list[Any]) -> KW:
        return KW("cannot_defend")

    def kp_no_wounds(self, _: list[Any]) -> KW:
        return KW("no_wounds")

    def s_cost(self, children: list[Any]) -> list[StaticPart]:
        sel = self._static_select(_np_of(children), "plural" in children)
        sign = children[-1]
        return [StaticPart("cost", select=dataclasses.replace(sel, zone=HAND), value=sign * _ints(children)[0])]

    def s_cost_self(self, children: list[Any]) -> list[StaticPart]:
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        value = sign * _ints(children)[0]
        tail = next((c for c in children if isinstance(c, (Condition, tuple))), None)
        cond = tail if isinstance(tail, Condition) else None
        per = tail[1] if isinstance(tail, tuple) else None
        return [StaticPart("cost", value=value, condition=cond, per=per)]

    def self_cost_tail(self, children: list[Any]) -> Any:
        return children[-1]

    def cd_cheaper(self, _: list[Any]) -> int:
        return -1

    def cd_dearer(self, _: list[Any]) -> int:
        return 1

    # --- statics ------------------------------------------------------------------------------------------

    def statics(self, children: list[Any]) -> list[StaticPart]:
        out: list[StaticPart] = []
        for c in children:
            out.extend(c)
        return out

    def _static_select(self, np: NP | None, plural_verb: bool) -> Select:
        if np is not None and np.kind == "all" and np.select is not None:
            return np.select
        if plural_verb and np is not None and np.kind == "target" and np.implicit and np.select is not None:
            return np.select
        if (np is not None and np.kind == "target" and np.implicit and np.select is not None
                and len(np.select.classes) == 1 and np.select.classes[0] in CLASS_FORMS
                and not CLASS_FORMS[np.select.classes[0]][1]):
            return np.select  # a collective class noun with no plural («Нежить под вашим контролем имеет …»)
        if np is not None and np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            return Select(HERO, side=np.ref.side)
        raise CompileError("static subject")

    def _static_parts(self, children: list[Any]) -> tuple[Select | None, Condition | None]:
        np = _np_of(children)
        cond = _the(children, Condition)
        if np is None or (np.kind == "ref" and np.ref == THIS):
            if "plural" in children:
                raise CompileError("plural verb without a subject")
            return None, cond
        return self._static_select(np, "plural" in children), cond

    def s_grant(self, children: list[Any]) -> list[StaticPart]:
        sel, cond = self._static_parts(children)
        kws: list[KW] = next(c for c in children if isinstance(c, list))
        if any(kw.meta for kw in kws):
            raise CompileError("granted keyword with a parameter")
        return [StaticPart("grant", select=sel, keyword=kw.code, value=kw.value, condition=cond) for kw in kws]

    def _quoted(self, children: list[Any]) -> Ability:
        token = next(c for c in children if isinstance(c, Token) and c.type == "QUOTED")
        return self.ctx.inner[int(str(token)[len("@ability"):])]

    def s_grant_ability(self, children: list[Any]) -> list[StaticPart]:
        sel, cond = self._static_parts(children)
        ability = self._quoted(children)
        several = expand_keywords_quote(ability, sel, cond)  # combat_b: a quote of several keywords
        if several is not None:
            return several
        if ability.keyword is not None and not ability.meta and ability.kind == STATIC and ability.condition is None:
            # a quoted keyword line («Ваши орки имеют «–1 от атак …»»): the same as granting the keyword
            # (combat_keywords)
            code, value = ability.keyword
            return [StaticPart("grant", select=sel, keyword=code, value=value, condition=cond)]
        over = sb_granted_superiority(ability.keyword[0], ability.meta) if ability.keyword is not None \
            and ability.kind == STATIC and ability.condition is None else None
        if over is not None:  # statics_b: «имеет: «Превосходство над <X>»» (Святогор)
            return [StaticPart("grant", select=sel, keyword="superiority", value=1, condition=cond, victim=over)]
        return [StaticPart("grant_ability", select=sel, ability=ability, condition=cond)]

    def e_grant_ability(self, children: list[Any]) -> Draft:
        return Draft("grant_ability", _np_of(children), params=(("ability", self._quoted(children)),
                                                                 ("duration", _duration(children) or PERMANENT)))

    def s_grant_pred_self(self, children: list[Any]) -> list[StaticPart]:
        kw = next(c for c in children if isinstance(c, KW))
        return [StaticPart("grant", keyword=kw.code, value=kw.value)]

    def sc_attacking(self, _: list[Any]) -> Condition:
        return Condition("source_state", state="attacking")

    def sc_have(self, children: list[Any]) -> Condition:
        return self.c_have(children)

    def sc_have_not(self, children: list[Any]) -> Condition:
        return self.c_have_not(children)

    def sc_opp_has(self, children: list[Any]) -> Condition:
        """«пока у противника есть <np>»."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind != "target" or not np.implicit or np.select.side != ANY:
            raise CompileError("condition object")
        return Condition("count", select=dataclasses.replace(np.select, side=OPPONENT), op=">=", value=1)

    def sc_self_unwounded(self, _: list[Any]) -> Condition:
        """«пока на нём нет ран»."""
        return Condition("source_state", state="unwounded")

    def sc_control_more(self, children: list[Any]) -> Condition:
        """«пока вы контролируете более N <орков>»."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("target", "all") or np.select.side in (OPPONENT, EITHER):
            raise CompileError("condition object")
        return Condition("count", select=dataclasses.replace(np.select, side=YOU), op=">", value=_ints(children)[0])

    def sc_self_wounds(self, children: list[Any]) -> Condition:
        """«пока на <этой карте> N или более ран»."""
        return Condition("source_wounds", op=">=", value=_ints(children)[0])

    def sc_self_extra_lives(self, children: list[Any]) -> Condition:
        """«пока на <этой карте> N или более дополнительные жизни»."""
        return Condition("source_extra_lives", op=">=", value=_ints(children)[0])

    def sc_hand_n(self, children: list[Any]) -> Condition:
        """«пока в вашей руке N и более карт»."""
        return Condition("hand_size", op=">=", value=_ints(children)[0])

    def s_cond_pre(self, children: list[Any]) -> Condition:
        return children[0]

    def sc_opp_turn(self, _: list[Any]) -> Condition:
        return Condition("opponent_turn")

    def sc_your_turn(self, _: list[Any]) -> Condition:
        return Condition("your_turn")

    def sc_empty_hand(self, _: list[Any]) -> Condition:
        return Condition("hand_size", op="==", value=0)

    def have_pl(self, _: list[Any]) -> str:
        return "plural"

    def have_sg(self, _: list[Any]) -> str:
        return "singular"

    # --- modes --------------------------------------------------------------------------------------------

    def mode_block(self, children: list[Any]) -> Draft:
        head: dict[str, Any] = children[0]
        modes = [c for c in children[1:] if isinstance(c, list)]
        chooser = (("chooser", head["chooser"]),) if "chooser" in head else ()  # zones_b: «Противник выбирает …»
        return Draft("choose_mode", params=(("modes", modes), ("min", head["min"]), ("max", head["max"]),
                                            ("times", head["times"]), *chooser))

    def e_modes(self, children: list[Any]) -> Draft:
        return children[0]

    def mode_item(self, children: list[Any]) -> list[Draft]:
        return next(c for c in children if isinstance(c, list))

    def mh_one(self, children: list[Any]) -> dict[str, Any]:
        if _ints(children) != [1]:
            raise CompileError("mode count")
        return {"min": 1, "max": 1, "times": 1}

    def mh_one_or_both(self, children: list[Any]) -> dict[str, Any]:
        return {"min": 1, "max": 2, "times": 1}

    def mh_n_times(self, children: list[Any]) -> dict[str, Any]:
        n, one = _ints(children)
        if one != 1:
            raise CompileError("mode count")
        return {"min": 1, "max": 1, "times": n}

    # --- noun phrases -------------------------------------------------------------------------------------

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

    def e_return_hand_self(self, children: list[Any]) -> Draft:
        return self._grave_to_hand(NP("ref", ref=THIS))

    def from_grave(self, _: list[Any]) -> str:
        return "grave"

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

    def ki_unique(self, _: list[Any]) -> str:
        return "unique"

    def ki_superiority(self, _: list[Any]) -> str:
        return "superiority"

    def ki_ambush(self, _: list[Any]) -> str:
        return "ambush"

    def ki_meditation(self, _: list[Any]) -> str:
        return "meditation"

    def ki_suppression(self, _: list[Any]) -> str:
        return "suppression"

    def ki_regeneration(self, _: list[Any]) -> str:
        return "regeneration"

    def ki_vampirism(self, _: list[Any]) -> str:
        return "vampirism"

    def ki_thirst(self, _: list[Any]) -> str:
        return "thirst"

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

    def keyword(self, children: list[Any]) -> list[KW]:
        return children[0]

    def k_deck_any_hero_of_class(self, children: list[Any]) -> list[KW]:
        return [KW("deck_any_hero_of_class", 1, (("hero_class", children[-1]),))]

    def k_deck_only_hero_of_class(self, children: list[Any]) -> list[KW]:
        return [KW("deck_only_hero_of_class", 1, (("hero_class", children[-1]),))]

    def k_deck_not_hero_element(self, children: list[Any]) -> list[KW]:
        return [KW("deck_not_hero_element", 1, (("element", element_of_token(str(children[-1]))),))]

    def s_play_from_grave(self, _: list[Any]) -> list[StaticPart]:
        return [StaticPart("play_from_graveyard", what="hero_hoards")]

    def k_deck_up_to_n_of_class(self, children: list[Any]) -> list[KW]:
        cls, plural = class_of_token(str(children[-1]))
        if not plural:
            raise CompileError("deck rule")
        return [KW("deck_up_to_n_of_class", _ints(children)[0], (("class", cls),))]

    def k_deck_any_of_class(self, children: list[Any]) -> list[KW]:
        cls, plural = class_of_token(str(children[-1]))
        if not plural:
            raise CompileError("deck rule")
        return [KW("deck_any_of_class", 1, (("class", cls),))]

    def k_deck_hero_elements_only(self, _: list[Any]) -> list[KW]:
        return [KW("deck_hero_elements_only")]

    def k_deck_multi_or_neutral(self, children: list[Any]) -> list[KW]:
        if element_of_token(str(children[-1])) != "Нейтральные":
            raise CompileError("deck restriction")
        return [KW("deck_multi_or_neutral_only")]

    def k_max_per_deck(self, children: list[Any]) -> list[KW]:
        return [KW("max_per_deck", _ints(children)[0])]

    def k_cannot_attack_defend(self, _: list[Any]) -> list[KW]:
        return [KW("cannot_attack"), KW("cannot_defend")]

    def k_superiority(self, children: list[Any]) -> list[KW]:
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None:
            raise CompileError("superiority")
        return [KW("superiority", 1, (("over", np.select),))]


def build_np(children: list[Any]) -> NP:
    """Combine determiners, adjectives, the noun and post-modifiers into an :class:`NP`."""
    if any(isinstance(c, tuple) and c[0] == "any_grave_yours" for c in children):  # «… под вашим контролем»
        children = [("zone_side", (GRAVEYARD, EITHER)) if isinstance(c, tuple) and c[0] == "any_grave_yours" else c
                    for c in children]
        return dataclasses.replace(_build_np(children), control_yours=True)
    return _build_np(children)


def _build_np(children: list[Any]) -> NP:
    tags: dict[str, list[Any]] = {}
    # a modifier may stand for several (tag, value) pairs («со стихией»: any of the five elements — combat_keywords)
    pairs = [p for c in children for p in (c if isinstance(c, list) else [c])]
    for tag, value in pairs:
        tags.setdefault(tag, []).append(value)
    kind, plural, classes, *card_types = tags["noun"][0]  # helper «leftovers_b»: a 4th item, the support card type
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
                 strike_max=_one(tags.get("strike_max", [])),
                 # a printed card name (families «zones_a», «triggers»: «Зиккурат», «до двух Пчёл»)
                 name=SAME_NAME if "same_name" in tags else _one_str(tags.get("name", [])),
                 keyword=_one_str(tags.get("keyword", [])), not_classes=tuple(tags.get("not_class", [])),
                 not_created="not_created" in tags, not_elements=tuple(tags.get("not_element", [])),
                 cost_max_amount=_one_amount(tags.get("cost_max_amount", [])),  # family «amounts»
                 card_type=card_types[0] if card_types else None,
                 keywords_any=tuple(k for ks in tags.get("keywords_any", []) for k in ks))  # zones_a
    if kind == HERO and not any(k in tags for k in ("chosen", "all", "upto", "n", "other")) and side != ANY:
        return NP("ref", ref=Ref("hero", side=side))
    chooser = OPPONENT if "chooser" in tags else YOU
    if chooser == OPPONENT and side != OPPONENT:
        raise CompileError("«по его выбору» needs the opponent's cards")
    if "all" in tags:
        if chooser != YOU:
            raise CompileError("chooser for every card")
        return NP("all", sel, plural=True)
    if "upto" in tags:
        return NP("target", sel, min=1, max=tags["upto"][0], chooser=chooser)
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


class Finaliser:
    """Turns drafts into Effects: numbers targets in order of appearance and resolves pronouns.

    ``name`` is the card's name: «с таким же названием» in a deck pick with nothing named before it means
    a card with this card's name."""

    def __init__(self, trigger: Trigger | None, name: str = "", self_subject: bool = False,
                 card_type: str = "creature") -> None:
        self.name = name
        self.card_type = card_type
        self.sacrificed = False  # the payment may have put the source into the graveyard
        self.self_subject = self_subject
        self.revealed = False  # a «Покажите верхнюю карту» came before
        self.za_one = False  # zones_a: the instruction before acted on one card (returned / hoarded): «если это …»
        self.za_milled = False  # zones_a: the instruction before was a Мор
        self.discarded = False  # the instruction before was «… сбрасывает все карты …» (zones_reveal: it_any)
        self.named = False  # a «Назовите карту» came before (zones_reveal: Select.name NAMED)
        self.started = 0  # effects started so far (a card chosen from the hand after one is refused)
        self.trigger = trigger
        self.targets: list[Target] = []
        self.last: Ref | None = None
        self.amounts_previous: str | None = None  # family «amounts»: the verb of the draft finalised last
        self.late = False  # misc: finalising a part after «;» / «.» (its new targets are named at execution, §7.4)
        self.misc_entered = False  # misc: an instruction putting cards into play was finalised
        self.misc_verbs: list[str] = []  # misc: the verbs of the drafts finalised so far (top level and nested)
        self.misc_cur = ""

    def run(self, drafts: list[Draft]) -> tuple[tuple[Target, ...], tuple[Effect, ...]]:
        """Finalise a list of drafts; returns (targets, effects)."""
        effects = tuple(self.effect(d) for d in drafts)
        return tuple(self.targets), effects

    def effect(self, d: Draft) -> Effect:
        outer_late = self.late
        self.late = late_part(self, d)  # phrase family «misc»
        self.misc_cur = d.verb  # phrase family «misc»: the verb whose parameters are being finalised
        try:
            return self._effect(d)
        finally:
            self.late = outer_late
            note_entered(self, d)

    def _effect(self, d: Draft) -> Effect:
        self.started += 1
        params = tuple((k, self.modes(v) if k == "modes" else self.param(v)) for k, v in d.params)
        if d.verb == "take_revealed" and self.last != IT:
            raise CompileError("«положите её в руку» without a revealed card")
        if d.condition is not None and d.condition.kind == "revealed" and not self.revealed and not self.za_one:
            from .phrases_coins_b import (
                event_card_condition,  # family «coins_b»: the discarded card of the trigger
            )

            d.condition = event_card_condition(self, d.condition)
            if d.condition is None:
                raise CompileError("«если это …» without a revealed card")
        if d.condition is not None and d.condition.kind == "it_any" and not self.discarded and not self.za_milled:
            raise CompileError("«если противник сбросил …» without a discard just before")
        if d.verb in ("name_card", "zc_reveal_from_hand_name", "td_active_names_card"):  # zones_c: a card shown from the hand names its name; triggers_d
            self.named = True
        if any(isinstance(v, Select) and v.name == NAMED for _, v in d.params) and not self.named:
            raise CompileError("«с таким названием» of a name not named")
        prev = self.last
        what = self.ref(d.np) if d.np is not None else None
        if it_condition(d.condition) and (prev is None or prev.kind != "target" or what != prev):
            # costs_misc: «если оно …» is evaluated on IT (the previous instruction's card): only on an instruction
            # about that same target, so that IT is that target whether or not the instruction before ran.
            raise CompileError("«если оно …» on an instruction about another card")
        check_amount(self, d)  # family «amounts»
        mb_resolve_amount(self, d)  # family «misc_b»: «сила удара выбранного существа»
        as_resolve_amount(self, d)  # family «amounts_statics»: «удар уничтоженного существа»
        if what == HIS_HERO or (what is not None and d.np is not None and d.np.kind == "it" and d.verb == "wound"
                                and self.last is None and not self.targets and opponent_is_active(self.trigger)):
            what = his_hero(self.trigger)  # «triggers_hoard»: «ранить его (героя)» — the opponent named by the trigger
        if isinstance(d.amount, Amount) and d.amount.ref == SAME_CARD:
            if what is None or what.kind not in ("target", "this", "event"):
                raise CompileError("«его удара» of what")
            d.amount = dataclasses.replace(d.amount, ref=what)
        if d.verb == "shot" and what is not None and what.kind == "event":
            trig = self.trigger
            sel = None if trig is None else (trig.subject if what.role == "subject" else trig.other)
            if sel is None or sel.side != OPPONENT:
                raise CompileError("a shot at the trigger's card, which may be yours")
        mb_note_chosen(self, d.verb, what)  # family «misc_b»
        as_note_destroyed(self, d.verb, what)  # family «amounts_statics»
        note_fight(self, d, params, what)  # family «combat_b»
        if what is not None and what.kind != "player":
            self.last = what
        self.za_one = za_acted_on_one(d, what, self.targets)  # zones_a
        # zones_a: «если из-за Мора … попало существо» / «если таким образом была добыта ваша карта» ask about the cards
        # the Мор moved / the card hoarded
        self.za_milled = d.verb in ("mill", "za_hoard_any_hand")
        if d.verb in ("reveal_top", "look_deck_top"):  # the card shown / looked at is «её» for what follows
            self.last = IT
            self.revealed = True
        elif d.verb in ("create", "create_copy"):
            self.last = IT  # the card just created («создайте копию …, она теряет особенности»)
            self.revealed = False
        elif d.verb in PICKING_VERBS:
            self.last = PICKED
            self.mc_picked_verb = d.verb  # misc_c: a discard's picked card is no card in play («другого персонажа»)
            self.revealed = False
            # replace_c: «Вызовите <одно существо>; он …» — the one card that entered play (NP kind rc_entered_it)
            self.rc_entered_one = d.verb in ("summon", "revive") and d.amount == 1
        self.discarded = d.verb == "discard_matching" or (self.discarded and d.verb == "sequence")
        if d.verb == "delayed":  # «replace_delay»: its instructions run later, in the frame of this resolution
            from .phrases_replace_delay import finalise_delayed

            group = finalise_delayed(self, d)
        else:
            group = tuple(self.effect(g) for g in d.group)
        then = tuple(self.effect(t) for t in d.then)
        otherwise = tuple(self.effect(o) for o in d.otherwise)
        params += (("effects", group),) if group else ()
        return Effect(d.verb, what, d.amount, params=params, then=then, otherwise=otherwise, optional=d.optional,
                      condition=d.condition)

    def modes(self, modes: list[list[Draft]]) -> tuple[Ability, ...]:
        """Each mode of «Выберите одно из:» is its own instruction list with its own targets."""
        out = []
        for drafts in modes:
            finaliser = Finaliser(self.trigger, self.name, self.self_subject, self.card_type)
            finaliser.named = self.named  # zones_e: a card named before the modes («Назовите карту; игрок …»)
            targets, effects = finaliser.run(drafts)
            out.append(Ability(SPELL_ABILITY, targets=targets, effects=effects))
        return tuple(out)

    def param(self, value: Any) -> Any:
        """A draft parameter: NPs become Refs; «с таким же названием» in a selector is resolved."""
        if isinstance(value, NP) and value.kind == SHOOTER_NP:  # family «misc_b»: the creature that makes a shot
            return mb_shooter_param(self, value)
        if isinstance(value, NP):
            return self.ref(value)
        if isinstance(value, Select) and value.other and value.zone != "play" and not self.source_in(value.zone):
            raise CompileError("«другое» in a zone where the source is not (other than which card?)")
        if isinstance(value, Select) and value.other and value.zone == GRAVEYARD:
            from .phrases_misc import other_than_dead  # phrase family «misc»

            value = other_than_dead(self.trigger, value)
        if isinstance(value, Select) and value.name == SAME_NAME:
            from .phrases_misc import same_name_as_chosen  # phrase family «misc»

            chosen = same_name_as_chosen(self, value)
            if chosen is not None:
                return chosen
            if self.last is not None or self.targets or not self.name:
                raise CompileError("«с таким же названием» after another card was named")
            trig = self.trigger  # family «triggers_b»: «Когда погибает ваш энт, вызовите энта с таким же названием»
            if trig is not None and (trig.subject is not None or trig.other is not None):
                raise CompileError("«с таким же названием» after a trigger about another card (whose name?)")
            return dataclasses.replace(value, name=self.name)
        return value

    def ref(self, np: NP) -> Ref:
        if np.control_yours:
            raise CompileError("«под вашим контролем» of a card in a graveyard (only a «Возродите» reads it)")
        if np.kind == LA_THIS_SUPPORT:  # «эту карту поддержки» (phrase family «left_a»)
            return this_support_ref(self)
        if np.kind in ("attacker", "attacked"):  # «атакующее / атакованное существо» (phrase family «combat_keywords»)
            from .phrases_combat_keywords import combat_role_ref

            return combat_role_ref(self, np.kind)
        if np.select is not None and np.select.name == SAME_NAME:
            np = dataclasses.replace(np, select=self.param(np.select))
        if np.select is not None and np.select.other and np.kind in ("target", "all"):
            np = dataclasses.replace(np, select=self.other(np.select))
        if np.kind == "ref" and np.ref is not None:
            return np.ref
        if np.kind == "all" and np.select is not None:
            return Ref("all", select=np.select)
        if np.kind == "target" and np.select is not None:
            # (a support card — armour, weapon … — is of no creature class: «Сапоги демона … демона с вашего
            # кладбища» cannot mean this card; triggers_hoard)
            if np.implicit and len(np.select.classes) == 1 and self.names_class(np.select.classes[0]) \
                    and self.card_type in ("creature", "hero", "spell"):
                raise CompileError("a bare class noun that is also a word of the card's name (this card?)")
            if np.select.zone == HAND and self.started > 1:
                raise CompileError("a card of the hand chosen after the hand may have changed")
            self.targets.append(Target(np.select, min=np.min, max=np.max, chooser=np.chooser, at_execution=self.late))
            return Ref("target", index=len(self.targets) - 1)
        if np.kind == "his_hero":
            return HIS_HERO
        if np.kind == "it" and self.last is None and not self.targets and opponent_is_active(self.trigger):
            return HIS_HERO  # a pronoun meaning the opponent (resolved in ``effect``: only «ранить его»)
        if np.kind == "rc_entered_it":  # replace_c: «он» right after «Вызовите / Возродите <одно существо>»
            if self.last != PICKED or not getattr(self, "rc_entered_one", False):
                raise CompileError("«он»: not right after one creature was summoned or revived")
            return IT
        if np.kind in ("it", "demonstrative") and self.last == PICKED:
            raise CompileError("a pronoun after cards were picked from a zone")
        if np.kind == "it":
            if self.last is not None:
                return self.last if self.last.kind in ("target", "this", "event", "hero") else IT
            ref = self.event_ref()
            if ref == THIS and not self.self_subject:
                raise CompileError("a pronoun with nothing named before it")
            return ref
        if np.kind == "demonstrative" and np.select is not None and np.select.classes:
            return self.demonstrative_of_class(np.select.classes[0])
        if np.kind == "demonstrative":
            if self.last == IT:
                return IT
            fighter = fighter_ref(self)  # phrase family «combat_b»: «… сражается с …, затем полностью излечите это существо»
            if fighter is not None:
                return fighter
            if self.last is not None or self.targets:
                raise CompileError("«это существо» after another card was named")
            trig = self.trigger
            if trig is not None and trig.other is None and trig.subject is not None and trig.subject.kind == SPELL:
                return THIS  # «это существо» cannot be the spell the trigger is about
            if (trig is not None and trig.subject is not None and trig.other is not None and trig.other.kind == HERO
                    and trig.subject.kind == CREATURE and trig.subject.zone == "play"):
                return Ref("event", role="subject")  # «существо … по вашему герою»: «это существо» is the creature
            ref = self.event_ref()
            if ref == THIS and self.card_type == "spell":  # statics_b: a spell is no creature («Возьмите это существо
                raise CompileError("«это существо» of a spell with nothing named before it")  # под контроль» alone)
            return ref
        raise CompileError(f"noun phrase {np.kind}")

    def demonstrative_of_class(self, cls: str) -> Ref:
        """«это <класс>» (nothing named before): the trigger's card of that class — the subject or the other one,
        whichever alone is said to be of that class. A hero named before (a fixed ref: «ранить вашего героя на 4, при
        этом возродить этого демона», heroes_b) cannot be the card of a creature class meant."""
        if (self.last is not None and self.last.kind != "hero") or self.targets:
            raise CompileError("«это <класс>» after another card was named")
        trig = self.trigger
        if trig is None:
            raise CompileError("«это <класс>» without a trigger")
        roles = [(role, sel) for role, sel in (("subject", trig.subject), ("other", trig.other))
                 if sel is not None and cls in sel.classes and (sel.zone == "play" or (  # family «hoard_b»: the
                     trig.event == CARD_PLAYED and sel.kind == CREATURE))]  # creature played («этого гнома»)
        if len(roles) != 1:
            raise CompileError("«это <класс>»: which card?")
        return Ref("event", role=roles[0][0])

    def names_class(self, cls: str) -> bool:
        """Whether the card's own name contains the class noun («Демон пыли» and «демон»)."""
        stem = cls.lower().replace("ё", "е")[:-1] if len(cls) > 4 else cls.lower()
        return any(word.startswith(stem) for word in self.name.lower().replace("ё", "е").replace("-", " ").split())

    def source_in(self, zone: str) -> bool:
        """Whether the source is surely in ``zone`` when the ability resolves (a spell or a «Гибель» source is
        in the graveyard)."""
        trig = self.trigger
        if zone != GRAVEYARD:
            return False
        if self.card_type == "spell" or self.sacrificed:
            return True
        if trig is None or trig.event not in (DIES, PUT_INTO_GRAVEYARD):
            return False
        subject = trig.subject  # «Гибель:» / «При гибели вашего существа» (which may be this one)
        return subject is None or (subject.kind in (CREATURE, CHARACTER) and subject.side != OPPONENT
                                   and not subject.other and not subject.classes and not subject.elements)

    def other(self, sel: Select) -> Select:
        """«другое / другие»: other than the source (``Select.other``) when the source could be such a card;
        after a trigger about a card, for a source that cannot be one (a hero's «другое ваше существо»), other
        than the trigger's card (state ``not_event``); after another card was named — ambiguous."""
        if self.targets or (self.last is not None and self.last.kind != "player"):
            other_target = other_target_of(self, sel)  # statics_b: a spell's «другого <персонажа>» after its one target
            if other_target is not None:
                return other_target
            raise CompileError("«другое» after another card was named (other than which?)")
        source_fits = {CREATURE: self.card_type == "creature", CHARACTER: self.card_type in ("creature", "hero"),
                       HERO: self.card_type == "hero",
                       # «leftovers_a»: a spell's «другие заклинания» (Ободряющий порыв: the spell itself is not one)
                       SPELL: self.card_type == "spell"}.get(sel.kind, False)
        if source_fits:
            from .phrases_misc import other_than_event  # phrase family «misc»

            return other_than_event(self.trigger, sel)
        trig = self.trigger
        if trig is not None and trig.subject is not None and trig.other is None and sel.state is None:
            return dataclasses.replace(sel, other=False, state="not_event")
        raise CompileError("«другое» of a source that is not such a card")

    def event_ref(self) -> Ref:
        """«это существо» / a pronoun with nothing before it: the trigger's card, or the source itself."""
        trig = self.trigger
        if trig is None or (trig.subject is None and trig.other is None):
            return THIS
        if trig.subject is not None and trig.other is None and trig.subject.zone == "play":
            return Ref("event", role="subject")
        if (trig.subject is not None and trig.other is None and trig.event in (CARD_PLAYED, CARD_PLAYED_NTH)
                and trig.subject.kind == CREATURE):
            return Ref("event", role="subject")  # a creature just played is in play by then
        if trig.subject is None and trig.other is not None and trig.other.zone == "play":
            return Ref("event", role="other")
        if trig.event == MILLED and trig.subject is not None:
            return Ref("event", role="subject")  # zones_b: the card milled (in a graveyard; see ZonesBPhrases.zb_effects)
        raise CompileError("ambiguous reference")
