"""Transformer methods and Finaliser helpers of the «combat_b» phrase family (round 6: attacks and combat).

- «<ваше существо> сражается с <существом противника>, затем полностью излечите это существо» (Сразить): after a
  fight between two declared targets, «это существо» is the fighter (the subject of «сражается»), not the creature it
  fought (the last card named, which the Finaliser would otherwise refuse). See :func:`fighter_ref`.
- «<существо> немедленно атакует <персонажа противника / эту карту>» (Тойон, Жаждущий сражения): verb
  ``cb_attack_now`` (``engine/effects_combat_b.py``): the creature makes a strike attack at once, by the normal rules,
  while the rest of the Queue waits (digest §4.2 «Немедленно»).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ATTACKS,
    ATTACKS_BY_STRIKE,
    CHARACTER,
    CREATURE,
    OPPONENT,
    PREVIOUS_TURN,
    SPELL,
    THIS,
    Condition,
    HistoryQuery,
    Ref,
    Select,
    Trigger,
)

CB_SURVIVED = "cb_survived"  # Condition: the card the instruction acts on is in play with life above 0


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def note_fight(fin: Any, d: Any, params: tuple[tuple[str, Any], ...], what: Ref | None) -> None:
    """Remember the fighter of «<существо> сражается с <существом>» (both declared targets) for the instruction that
    follows it: «это существо» there is the fighter. Anything else forgets it.

    The heal of the fighter gets the condition ``cb_survived`` (the card it heals is in play with life above 0): the
    two cards that print this construction say «(Если оно выжило)», and a creature wounded to death by the fight is
    still in play (at 0 life) until the rules effects after the resolution — a heal must not save it."""
    fighter = getattr(fin, "cb_fighter", None)
    attacker = dict(params).get("attacker") if d.verb == "fight" else None
    if isinstance(attacker, Ref) and attacker.kind == "target" and what is not None and what.kind == "target":
        fin.cb_fighter = attacker
    elif d.verb == "heal" and fighter is not None and what == fighter:
        if d.condition is not None:
            raise _ct().CompileError("a condition on the heal of the fighter")
        d.condition = Condition(CB_SURVIVED, ref=_ct().SAME_CARD)
    else:
        fin.cb_fighter = None


def fighter_ref(fin: Any) -> Ref | None:
    """«это существо» right after a fight between two declared targets (or after an instruction on that fighter):
    the fighter. A creature fought by your creature is not «это существо» of an instruction that heals: healing the
    creature your creature was sent to kill would make the spell work against itself (Сразить: «Ваше существо сражается
    с существом противника, затем полностью излечите это существо. (Если оно выжило)»)."""
    return getattr(fin, "cb_fighter", None) if fin.misc_cur == "heal" else None


ATTACK_NOW = "cb_attack_now"  # verb: «<существо> немедленно атакует (<персонажа противника> / <эту карту>)»


def check_attack_now(effects: tuple[Any, ...]) -> None:
    """«немедленно атакует» only as the last instruction of its ability, unconditional and not optional: the attack is
    made once the ability has resolved (nothing of it is left to do), so that the only thing that waits for the attack
    to end is the rest of the Queue (engine/effects_combat_b.py)."""
    ct = _ct()
    for i, e in enumerate(effects):
        inner = [g for _, v in e.params if isinstance(v, tuple) for g in v if getattr(g, "verb", None) == ATTACK_NOW]
        nested = [t for t in (*e.then, *e.otherwise) if _mentions(t)]
        if nested:
            raise ct.CompileError("«немедленно атакует» under a connector")
        if e.verb == ATTACK_NOW or inner:
            last = e if e.verb == ATTACK_NOW else e.param("effects")[-1]
            if i != len(effects) - 1 or last.verb != ATTACK_NOW or e.optional or e.condition is not None \
                    or last.optional or last.condition is not None or e.then or e.otherwise or len(inner) > 1:
                raise ct.CompileError("«немедленно атакует» not as the last instruction of the ability")


def _mentions(e: Any) -> bool:
    return e.verb == ATTACK_NOW or any(_mentions(t) for t in (*e.then, *e.otherwise)) or any(
        isinstance(v, tuple) and any(getattr(g, "verb", None) and _mentions(g) for g in v) for _, v in e.params)


class CombatBPhrases:
    """«combat_b» phrase family (see the module doc)."""

    def e_cb_attack_now(self, children: list[Any]) -> Any:
        """«<существо> немедленно атакует персонажа противника»: the controller of the attacker picks the character."""
        ct = _ct()
        return ct.Draft(ATTACK_NOW, _attacker(children))

    def e_cb_attack_now_self(self, children: list[Any]) -> Any:
        """«<существо> немедленно атакует <эту карту>»: the attack is at this card (nothing if it may not be attacked)."""
        ct = _ct()
        return ct.Draft(ATTACK_NOW, _attacker(children), params=(("at", ct.NP("ref", ref=THIS)),))

    def e_cb_entered_haste_attack(self, _: list[Any]) -> Any:
        """«(Вызовите <одно существо>,) он получает Рывок и немедленно атакует»: «он» is the one creature that just
        entered play (NP kind ``rc_entered_it`` of «replace_c»: refused anywhere else); it gains Рывок for good, then
        attacks (its controller picks the character)."""
        ct = _ct()
        return ct.Draft("sequence", group=[
            ct.Draft("grant", ct.NP("rc_entered_it"), 1, params=(("keyword", "haste"), ("duration", ct.PERMANENT))),
            ct.Draft(ATTACK_NOW, ct.NP("it"))])

    def ev_cb_attacks_by_strike(self, children: list[Any]) -> Any:
        """«Когда <существо> атакует ударом»: ``ATTACKS_BY_STRIKE`` (a strike attack or a fight, not a shot) with that
        subject — «При атаке ударом» of another card."""
        return Trigger(ATTACKS_BY_STRIKE, subject=self._subject(children[0]))  # type: ignore[attr-defined]

    def e_cb_it_shoots(self, children: list[Any]) -> Any:
        """«оно производит Выстрел на N»: the trigger's creature (the pronoun, with nothing named before it) makes a shot
        at an enemy character (declared with the trigger); only after a trigger whose subject is a creature, checked
        by :func:`check_it_shoots`."""
        ct = _ct()
        np = ct._np_of(children)
        if np is None or np.kind != "it":
            raise ct.CompileError("«производит выстрел» of what")
        return ct.Draft("shot", ct.NP("target", Select(CHARACTER, side=OPPONENT)), ct._amt(children),
                        params=(("shooter", ct.NP("ref", ref=Ref("event", role="subject"))),))

    def s_cb_grant_not_attacked(self, children: list[Any]) -> list[Any]:
        """«<keywords> в ход противника, если не атаковал в прошлый ход»: a static grant to this card with the condition
        «the opponent's turn» and «no attack of this card in the history of the turn before this one»."""
        ct = _ct()
        kws = next(c for c in children if isinstance(c, list))
        if any(kw.meta for kw in kws):
            raise ct.CompileError("granted keyword with a parameter")
        cond = Condition("and", parts=(Condition("opponent_turn"), NOT_ATTACKED_LAST_TURN))
        return [ct.StaticPart("grant", select=None, keyword=kw.code, value=kw.value, condition=cond) for kw in kws]

    def e_must_be_attacked(self, children: list[Any]) -> Any:
        """«До <срока> ваш герой должен быть выбран целью каждой атаки противника, если это возможно»: a grant of
        ``must_be_attacked`` to your hero for that time (the opponent's strike attacks and shots name it when it is a
        legal target: ``combat.attack_targets``, ``declare.shot_taunt``)."""
        ct = _ct()
        np = ct._np_of(children)
        duration = ct._duration(children)
        if np is None or np.kind != "ref" or np.ref != Ref("hero", side="you") or duration is None:
            raise ct.CompileError("«должен быть выбран целью каждой атаки» of what")
        return ct.Draft("grant", np, 1, params=(("keyword", "must_be_attacked"), ("duration", duration)))

    def s_cb_open_deck_top(self, _: list[Any]) -> list[Any]:
        """«Вы играете с открытой верхней картой колоды»: ``StaticPart("cb_open_deck_top")`` — the top card of the
        controller's deck is public (``views.build_view``: ``deck_top`` of that player)."""
        return [_ct().StaticPart(CB_OPEN_DECK_TOP)]

    def sc_cb_deck_top_spell(self, _: list[Any]) -> Condition:
        """«пока верхняя карта — заклинание»: the top card of your deck is a spell (Condition ``cb_deck_top``)."""
        return Condition(CB_DECK_TOP, select=Select(SPELL, side="you", zone="deck"))

    def sc_cb_deck_top_creature(self, _: list[Any]) -> Condition:
        """«пока верхняя карта — существо»: the top card of your deck is a creature (Condition ``cb_deck_top``)."""
        return Condition(CB_DECK_TOP, select=Select(CREATURE, side="you", zone="deck"))

    def s_cb_not_attack_target(self, children: list[Any]) -> list[Any]:
        """«<условие>, не может быть целью атак» (this card): grants of ``cannot_be_attacked`` (strikes, fights) and
        ``cannot_be_shot_target`` (shots) with the condition."""
        ct = _ct()
        cond = next(c for c in children if isinstance(c, Condition))
        return [ct.StaticPart("grant", select=None, keyword=code, value=1, condition=cond)
                for code in ("cannot_be_attacked", "cannot_be_shot_target")]

    def e_cb_harmless_and_exposed(self, children: list[Any]) -> Any:
        """«До <срока> оно не наносит ран, а существа имеют Направленный удар по этому существу»: grants to the card
        named before (the pronoun) for that time: ``deals_no_wounds`` (every wound it would deal — strike,
        retaliation, ability — is not dealt) and ``no_defender_against``. Only an enemy may attack a creature, so «существа
        имеют Направленный удар по этому существу» (digest §6.1: no defender against a strike by a creature with
        Направленный удар) is: no defender may be assigned against a strike at it (``combat.defenders``)."""
        ct = _ct()
        np = ct._np_of(children)
        duration = ct._duration(children)
        if np is None or np.kind != "it" or duration is None:
            raise ct.CompileError("«не наносит ран, а существа имеют Направленный удар по этому существу» of what")
        return ct.Draft("sequence", group=[
            ct.Draft("grant", np, 1, params=(("keyword", "deals_no_wounds"), ("duration", duration))),
            ct.Draft("grant", ct.NP("it"), 1, params=(("keyword", "no_defender_against"), ("duration", duration)))])

    def a_cb_undefended_less_wounds(self, children: list[Any]) -> Any:
        """«Если от атаки этого существа не был назначен защитник, получает на N ран меньше от атакованного существа до
        конца хода»: a triggered ability on ``cb_attack_undefended`` (this card attacked by strike and the defender stage
        ended with no defender; it resolves before the fight, as the triggers of an assignment do) whose effect
        ``less_wounds_from`` puts on this card «N wounds less from <the creature attacked>» until the end of the
        turn (nothing when a hero was attacked)."""
        from berserk_heroes.abilities import END_OF_TURN, TRIGGERED, Ability, Effect

        ct = _ct()
        n = ct._ints(children)[0]
        return Ability(TRIGGERED, trigger=Trigger(CB_ATTACK_UNDEFENDED), effects=(
            Effect(CB_LESS_WOUNDS_FROM, THIS, n, params=(("from", Ref("event", role="other")),
                                                         ("duration", END_OF_TURN))),))

    def k_cb_twice_different_targets(self, _: list[Any]) -> list[Any]:
        """«Опыт в атаке, может атаковать дважды за ход, только разные цели» (a keyword line, inside a quote): Опыт в
        атаке; «может атаковать дважды за ход» = «один (2) раз за ход» (``attacks_per_turn`` 2, digest §5.2.4); «только
        разные цели» (``only_different_targets``: no strike attack at a character it has attacked this turn)."""
        ct = _ct()
        return [ct.KW("attack_experience"), ct.KW("attacks_per_turn", 2), ct.KW("only_different_targets")]

    def k_strike_target_only(self, _: list[Any]) -> list[Any]:
        """«Существа могут выбирать <эту карту> только в качестве цели атаки ударом»: keyword ``strike_target_only``
        (``declare.target_candidates``: an ability of a creature may name it only as the creature its «Сразиться» fights —
        a fight is a strike attack, digest §5.6; strike attacks are declared without abilities)."""
        return [_ct().KW("strike_target_only")]

    def k_attack_reduction_creatures(self, children: list[Any]) -> list[Any]:
        """«–N от атак существ»: keyword ``attack_reduction_creatures`` N."""
        ct = _ct()
        return [ct.KW("attack_reduction_creatures", ct._ints(children)[0])]

    def k_must_be_struck_offturn(self, _: list[Any]) -> list[Any]:
        """«<эта карта> должна быть выбрана целью атаки ударом в ход противника (. Если в игре несколько …, противник
        выбирает любого из них)»: keyword ``must_be_struck_offturn``."""
        return [_ct().KW("must_be_struck_offturn")]


CB_ATTACK_UNDEFENDED = "cb_attack_undefended"  # event: no defender was assigned against this card's strike attack
CB_LESS_WOUNDS_FROM = "less_wounds_from"  # verb: «получает на N ран меньше от <карты> до конца хода»
CB_OPEN_DECK_TOP = "cb_open_deck_top"  # StaticPart: the top card of the controller's deck is public
CB_DECK_TOP = "cb_deck_top"  # Condition: the top card of the controller's deck is of the select's kind
# «если не атаковал в прошлый ход»: no attack by the source is in the history of the previous turn
NOT_ATTACKED_LAST_TURN = Condition("not", parts=(
    Condition("history", history=HistoryQuery(ATTACKS, PREVIOUS_TURN, of_source=True)),))
CB_NO_OTHER_CREATURES = "cb_no_other_creatures"  # Condition: you control no creature but the trigger's card


def check_it_shoots(trigger: Any, drafts: list[Any], card_type: str) -> None:
    """«оно производит Выстрел» only after a trigger whose subject is a creature in play (the shooter) and nothing else
    named before the shot.

    «если под вашим контролем нет других существ» on it, in a hero's ability (Гхар-дунн): «других» — other than the
    trigger's creature (a hero is no creature: the only card the word can set apart), Condition ``cb_no_other_creatures``
    (``engine/resolve.py`` passes the event's card)."""
    ct = _ct()
    for i, d in enumerate(drafts):
        shooter = dict(d.params).get("shooter") if d.verb == "shot" else None
        if not (isinstance(shooter, ct.NP) and shooter.kind == "ref" and shooter.ref == Ref("event", role="subject")):
            continue
        if trigger is None or trigger.subject is None or trigger.subject.kind != CREATURE \
                or trigger.subject.zone != "play" or i != 0:
            raise ct.CompileError("«оно производит выстрел»: which creature?")
        cond = d.condition
        if cond is not None and cond.kind == "count" and cond.select is not None and cond.select.other:
            if card_type != "hero" or cond.op != "==" or cond.value != 0 \
                    or cond.select != Select(CREATURE, side=trigger.subject.side, other=True):
                raise ct.CompileError("«нет других существ»: other than which?")
            d.condition = Condition(CB_NO_OTHER_CREATURES)


CB_KEYWORDS = "cb_keywords"  # meta of a quote holding several keywords (see keywords_quote)


def keywords_quote(abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    """A quote holding several plain keywords («Опыт в атаке, может атаковать дважды за ход, только разные цели»):
    one STATIC ability whose statics are the keywords' grants to their holder, marked with meta ``cb_keywords``. Only
    «<карта> имеет: «…»» (a static grant: ``ToAbilities.s_grant_ability``) expands it into grants of each keyword; any
    other use refuses the unit (``compiler.compile_unit``). Anything but keywords stays refused."""
    from berserk_heroes.abilities import STATIC, Ability, StaticPart

    if not all(a.kind == STATIC and a.keyword is not None and not a.meta and a.condition is None and not a.statics
               for a in abilities):
        return abilities
    parts = tuple(StaticPart("grant", keyword=a.keyword[0], value=a.keyword[1]) for a in abilities)
    return (Ability(STATIC, statics=parts, meta=((CB_KEYWORDS, True),)),)


def expand_keywords_quote(ability: Any, sel: Any, cond: Any) -> list[Any] | None:
    """«<карта> имеет: «<keyword>, <keyword>»»: a grant of each keyword (None when the quote is not such a list)."""
    if (CB_KEYWORDS, True) not in ability.meta:
        return None
    return [dataclasses.replace(p, select=sel, condition=cond) for p in ability.statics]


def _attacker(children: list[Any]) -> Any:
    ct = _ct()
    nps = [c for c in children if isinstance(c, ct.NP)]
    if len(nps) != 1 or nps[0].kind not in ("target", "it", "all") \
            or (nps[0].select is not None and nps[0].select.kind != "creature"):
        raise ct.CompileError("«немедленно атакует»: which creature?")
    if nps[0].kind == "all" and (nps[0].select is None or nps[0].select.state != "hire_chosen"):
        raise ct.CompileError("«немедленно атакует»: every creature?")
    return nps[0]
