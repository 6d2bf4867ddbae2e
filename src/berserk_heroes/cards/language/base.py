"""The compiler's intermediate types: what the transformer builds before an ability is known (noun phrases,
effect drafts, the compile context and error), shared by every concept module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from berserk_heroes.abilities import YOU, Ability, Amount, Condition, Ref, Select

# «…, иначе берёт карту»: the player of an instruction whose subject is not said again (selectors.lark pl_elided); the
# chain puts the player of the instruction before in its place (abilities.fill_elided_players)
ELIDED_PLAYER = "elided"


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
    ``select``), ``ref`` (a fixed Ref), ``it`` (pronoun), ``demonstrative`` («это существо»), ``trigger_card`` (the
    trigger's card even after another card was named: «эти существа сражаются»)."""

    kind: str
    select: Select | None = None
    ref: Ref | None = None
    min: int = 1
    max: int = 1
    plural: bool = False
    implicit: bool = False  # a bare noun with no determiner («существа противника»)
    chooser: str = YOU
    control_yours: bool = False  # «… с любого кладбища под вашим контролем»: only a «Возродите» may read it
    bare_plural: bool = False  # a plural noun with no determiner at all («слуа» after «Вызовите»)
    closed_form: bool = False  # «… в закрытом виде»: put into play closed (only «Вызов» reads it; others refuse it)
    # kind ``each_of`` («орк и боевая машина», two singular class nouns): one card of each Select; only the condition
    # «у вас есть …» reads it (every other reader finds no ``select`` and refuses it)
    each_of: tuple[Select, ...] = ()


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
    late: bool = False  # a part after «;» / «.» — its targets are named when execution reaches it (§7.4)
    subject_elided: bool = False  # «добывает <np>» printed without its holder (this card, unless «иначе» continues one)


@dataclass(frozen=True, slots=True)
class KW:
    """A keyword: code name, value and extra meta (e.g. Превосходство's selector)."""

    code: str
    value: int = 1
    meta: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, slots=True)
class Gains:
    """What «получает / имеет …» lists: a strike and life bonus and keywords; an instruction's list may end with
    abilities it grants («получают +2 к удару и Гибель: Мор 1»; only ``effect_gains``)."""

    strike: int
    life: int
    kws: list[KW]
    abilities: tuple[Ability, ...] = ()
