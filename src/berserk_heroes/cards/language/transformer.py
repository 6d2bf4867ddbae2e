"""The lark Transformer of the card-text compiler: parse tree → vocabulary objects, assembled from one mixin per
concept of the card language.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, Tree

from berserk_heroes.abilities import STATIC, Ability
from berserk_heroes.cards.language.abilities import AbilitiesPhrases
from berserk_heroes.cards.language.amounts import AmountsPhrases
from berserk_heroes.cards.language.base import KW, Context
from berserk_heroes.cards.language.choices import ChoicesPhrases
from berserk_heroes.cards.language.coins import CoinsPhrases
from berserk_heroes.cards.language.combat import CombatPhrases
from berserk_heroes.cards.language.common import _TOKENS, _ints
from berserk_heroes.cards.language.conditions import ConditionsPhrases
from berserk_heroes.cards.language.control_copies import ControlCopiesPhrases
from berserk_heroes.cards.language.costs import CostsPhrases
from berserk_heroes.cards.language.counters import CountersPhrases
from berserk_heroes.cards.language.durations import DurationsPhrases
from berserk_heroes.cards.language.effects import EffectsPhrases
from berserk_heroes.cards.language.keyword_grants import KeywordGrantsPhrases
from berserk_heroes.cards.language.keywords import KeywordsPhrases
from berserk_heroes.cards.language.prevention import PreventionPhrases
from berserk_heroes.cards.language.quests import QuestsPhrases
from berserk_heroes.cards.language.selectors import SelectorsPhrases
from berserk_heroes.cards.language.statics import StaticsPhrases
from berserk_heroes.cards.language.stats import StatsPhrases
from berserk_heroes.cards.language.triggers import TriggersPhrases
from berserk_heroes.cards.language.wounds_healing import WoundsHealingPhrases
from berserk_heroes.cards.language.zone_moves import ZoneMovesPhrases

# keywords with a number that the keyword lexicon does not hold (keywords.KEYWORD_VALUED_NAMES): «Жажда N» (its «:»
# starts an activated ability too), «–N от атаки»
_KW_VALUED = {"k_thirst": "thirst", "k_attack_reduction": "attack_reduction"}


class ToAbilities(
    AbilitiesPhrases,
    TriggersPhrases,
    CostsPhrases,
    SelectorsPhrases,
    AmountsPhrases,
    DurationsPhrases,
    ConditionsPhrases,
    StaticsPhrases,
    KeywordsPhrases,
    EffectsPhrases,
    ZoneMovesPhrases,
    WoundsHealingPhrases,
    StatsPhrases,
    KeywordGrantsPhrases,
    CoinsPhrases,
    ControlCopiesPhrases,
    CombatPhrases,
    PreventionPhrases,
    ChoicesPhrases,
    QuestsPhrases,
    CountersPhrases,
    Transformer[Token, Any],
):
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

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        if isinstance(data, Token) or isinstance(data, str):
            name = str(data)
            if name in _TOKENS:
                return _TOKENS[name]
            if name in _KW_VALUED:
                return [KW(_KW_VALUED[name], _ints(children)[0])]
        return Tree(data, children, meta)
