"""Transformer helpers and methods of the «misc» phrase family (mixed into ``compiler_transform.ToAbilities``): the long
tail — «другое» after a trigger that names a card, one target shared by the two branches of «если …, X, иначе X'».

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «misc» section).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CHARACTER,
    CREATURE,
    DIES,
    GRAVEYARD,
    HERO,
    OPPONENT,
    OPPONENT_PLAYER,
    YOU,
    YOU_PLAYER,
    Amount,
    Condition,
    Select,
    Trigger,
)


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


_OVERLAP = {CREATURE: {CREATURE, CHARACTER, CARD}, CHARACTER: {CREATURE, CHARACTER, HERO, CARD},
            HERO: {HERO, CHARACTER, CARD}}


def _may_be(named: Select | None, sel: Select) -> bool:
    """Whether a card the trigger names (``named``, in play) could also be one of ``sel``."""
    if named is None or named.zone != "play":
        return False
    return named.kind in _OVERLAP.get(sel.kind, {named.kind, CARD})


def other_than_event(trigger: Trigger | None, sel: Select) -> Select:
    """«другое / других» when the source could itself be such a card: other than the source (``Select.other``) and,
    when the trigger names another card that could be one («При ударе по существу оглушите до двух других существ»,
    «При гибели вашего существа верните другого подземника»), other than that card too — the sentence has named it,
    «другой» sets the new ones apart from it. States ``not_event`` (the trigger's subject) / ``not_event_other``
    (the trigger's other card); a selector with a state of its own, or a trigger naming two such cards, is refused."""
    if trigger is None:
        return sel
    subject = _may_be(trigger.subject, sel)
    other = _may_be(trigger.other, sel)
    if not subject and not other:
        return sel
    if (subject and other) or sel.state is not None:
        raise _ct().CompileError("«другое» after a trigger naming cards: other than which?")
    return dataclasses.replace(sel, state="not_event" if subject else "not_event_other")


def other_than_dead(trigger: Trigger | None, sel: Select) -> Select:
    """«При гибели вашего существа верните другого подземника с кладбища»: a graveyard pick after a death trigger —
    «другого» is other than the creature that died (now in the graveyard), state ``not_event``; the source too stays
    excluded (``Select.other``)."""
    if trigger is None or trigger.event != DIES or sel.zone != GRAVEYARD or trigger.subject is None:
        return sel
    if not _may_be(trigger.subject, dataclasses.replace(sel, zone="play")) or trigger.other is not None:
        return sel
    if sel.state is not None:
        raise _ct().CompileError("«другое» after a trigger naming cards: other than which?")
    return dataclasses.replace(sel, state="not_event")


def share_branch_target(first: Any, second: Any) -> None:
    """«Если C, Выстрел на 2, иначе Выстрел на 1», «ранить персонажа на 1; если …, вместо этого ранить персонажа на 2»:
    the two branches of one condition are one instruction done one way or the other, so when both name the same kind
    of target («персонажа» / «персонажа») it is one target, named once: the second branch's noun phrase becomes a
    pronoun for the first one's (the finaliser resolves it to the same ``TARGET``). Different noun phrases keep their
    own targets."""
    a, b = first.np, second.np
    if a is None or b is None or a.kind != "target" or a != b or first.verb != second.verb:
        return
    second.np = _ct().NP("it")


def mark_late(drafts: Any) -> None:
    """Mark the drafts of a part after «;» or «.» (their targets are named when execution reaches them, §7.4)."""
    for d in drafts or ():
        if isinstance(d, _ct().Draft):
            d.late = True


# Instructions that put cards into play: a target named in a later part may be one of them.
PUTS_INTO_PLAY = frozenset({"summon", "revive", "create", "create_copy"})


def late_part(finaliser: Any, d: Any) -> bool:
    """Whether the targets first named by draft ``d`` are named at execution. Digest §7.4: «if parts are separated by
    «;» or «.», targets are named one by one as execution reaches each part». Applied (conservatively) where it
    changes what can be chosen: in a part after «;» / «.» that follows an instruction putting cards into play
    («Вызовите …; положите эффект усиления на существо» — Рекрутинг may boost a creature it has just summoned, and is
    playable on an empty board), and in such a part under a condition (round 5). Only for an instruction whose own
    ``what`` is the target (the engine asks for it when the instruction runs: engine/resolve.ResolveFrame._late_target);
    elsewhere targets stay named at declaration."""
    if not (finaliser.late or d.late):
        return False
    ct = _ct()
    if d.np is None or d.np.kind != "target" or any(isinstance(v, ct.NP) for _, v in d.params):
        return False
    if d.condition is not None:
        # a part after «;» / «.» that only runs under a condition («Выстрел на 1; если ваш герой нейтральный, Выстрел на
        # 2 в другую цель» — Оксилия): naming its target at declaration could block the whole ability for a target it
        # may never need (the engine checks the condition first, then asks: engine/resolve.ResolveFrame._execute)
        return True
    return bool(getattr(finaliser, "misc_entered", False))


def note_entered(finaliser: Any, d: Any) -> None:
    """Remember that an instruction putting cards into play was finalised (see :func:`late_part`)."""
    if d.verb in PUTS_INTO_PLAY:
        finaliser.misc_entered = True
    finaliser.misc_verbs.append(d.verb)


# Picks from a zone made by engine/effects._from_zone_to (which reads ``misc_name_of_target``).
ZONE_PICKS = frozenset({"summon", "search", "revive", "to_hand_from_graveyard"})


def same_name_as_chosen(finaliser: Any, sel: Select) -> Select | None:
    """«Выберите существо. Вызовите существо с таким же названием.» (Кровные узы): when the only instruction before is
    «Выберите <карту>» (one target, one card), «с таким же названием» is that card's name — state
    ``misc_name_of_target`` of a deck / graveyard pick (engine/effects._from_zone_to reads the chosen card's name).
    None when this reading does not apply (the other readings are the finaliser's)."""
    if finaliser.misc_verbs != ["declare_target"] or len(finaliser.targets) != 1 or finaliser.targets[0].max != 1:
        return None
    if sel.zone not in ("deck", GRAVEYARD) or sel.state is not None or finaliser.misc_cur not in ZONE_PICKS:
        return None
    return dataclasses.replace(sel, name=None, state="misc_name_of_target")


def each_destroys_own(np: Any) -> Any:
    """«Каждый игрок уничтожает своё <существо …>» (Презрение): each player in turn, starting with you (as «Каждый игрок
    сбрасывает …»), picks one of his own matching cards and destroys it — zones_b's ``destroy_own_pick`` for you, then
    for the opponent (a ``sequence``; not a target)."""
    ct = _ct()
    if np.kind != "target" or np.select is None or np.max != 1 or np.select.side != ANY or np.select.zone != "play":
        raise ct.CompileError("who destroys what")
    return ct.Draft("sequence", group=[
        ct.Draft("destroy_own_pick", ct.NP("ref", ref=ref), 1, params=(("select", dataclasses.replace(np.select, side=side)),))
        for ref, side in ((YOU_PLAYER, YOU), (OPPONENT_PLAYER, OPPONENT))])


ELEMENTS = ("Степи", "Леса", "Горы", "Болота", "Тьма")  # the five elements (Нейтральные is not one, digest §2.1)


class MiscPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «misc» phrases."""

    def e_misc_wound_owner(self, children: list[Any]) -> Any:
        """«раньте его владельца на N»: ``misc_wound_owner`` of the card named before (the pronoun «его»)."""
        ct = _ct()
        return ct.Draft("misc_wound_owner", ct.NP("it"), ct._amt(children))

    def e_misc_wound_owner_strike(self, _: list[Any]) -> Any:
        """«раньте его владельца на Х, где Х — сила удара этого существа»: «этого существа» and «его» are the one card
        named before — the amount is the strike of the card the instruction acts on (``SAME_CARD``, bound by the
        finaliser to that card's Ref)."""
        ct = _ct()
        return ct.Draft("misc_wound_owner", ct.NP("it"), Amount("strike", ref=ct.SAME_CARD))

    def misc_side_you(self, _: list[Any]) -> str:
        return YOU

    def misc_side_any(self, _: list[Any]) -> str:
        return ANY

    def e_misc_remove_lives(self, children: list[Any]) -> Any:
        """«Снимите до N дополнительных жизней с ваших / любых персонажей» → ``misc_remove_lives`` (engine/effects_misc)."""
        ct = _ct()
        side = next(c for c in children if c in (YOU, ANY))
        return ct.Draft("misc_remove_lives", ct.NP("ref", ref=YOU_PLAYER), ct._ints(children)[0],
                        params=(("side", side),))

    def pe_misc_lives_removed(self, children: list[Any]) -> tuple[str, Amount]:
        """«за каждые K снятые дополнительные жизни»: the lives the instruction before removed, divided by K (the
        handler leaves one entry per life in ``done``)."""
        return ("per_each", Amount("done", div=_ct()._ints(children)[0]))

    def e_misc_heal_up_to(self, children: list[Any]) -> Any:
        """«Излечите до N ран с ваших персонажей» → ``misc_heal_up_to`` (engine/effects_misc)."""
        ct = _ct()
        return ct.Draft("misc_heal_up_to", ct.NP("ref", ref=YOU_PLAYER), ct._ints(children)[0])

    def c_misc_no_element(self, _: list[Any]) -> Condition:
        """«…, если у него нет стихии»: the card the instruction acts on (``SAME_CARD``: engine/resolve.py evaluates
        the condition on that card) has none of the five elements (kind ``it_fits``)."""
        return Condition("it_fits", ref=_ct().SAME_CARD, select=Select(CARD, not_elements=ELEMENTS))
