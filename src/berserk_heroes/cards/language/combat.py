"""Instructions about attacks, fights and shots."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    AFTER_ATTACK,
    ATTACK_AT_ONCE,
    ATTACK_STOPPED,
    CHARACTER,
    CREATURE,
    EITHER,
    NOT_ATTACKED_OTHER_TARGET,
    OPPONENT,
    PAIRS_BY,
    PERMANENT,
    THIS,
    TRIGGERED,
    YOU,
    Ability,
    Amount,
    Ref,
    Select,
    Trigger,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    OTHER_SHOOTER,
    SHOOTER_NP,
    _amt,
    _compile_error,
    _duration,
    _ints,
    _np_of,
)
from berserk_heroes.cards.language.statics import QUOTED_KEYWORDS

ATTACKED = "attacked_this_turn"


def keywords_quote(abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    """A quote holding several plain keywords («Опыт в атаке, может атаковать дважды за ход, только разные цели»):
    one STATIC ability whose statics are the keywords' grants to their holder, marked with meta ``quoted_keywords``. Only
    «<карта> имеет: «…»» (a static grant: ``ToAbilities.s_grant_ability``) expands it into grants of each keyword; any
    other use refuses the unit (``compiler.compile_unit``). Anything but keywords stays refused."""
    from berserk_heroes.abilities import STATIC, Ability, StaticPart

    if not all(a.kind == STATIC and a.keyword is not None and not a.meta and a.condition is None and not a.statics
               for a in abilities):
        return abilities
    parts = tuple(StaticPart("grant", keyword=a.keyword[0], value=a.keyword[1]) for a in abilities)
    return (Ability(STATIC, statics=parts, meta=((QUOTED_KEYWORDS, True),)),)


def _attacker(children: list[Any]) -> Any:
    nps = [c for c in children if isinstance(c, NP)]
    if len(nps) != 1 or nps[0].kind not in ("target", "it", "all") \
            or (nps[0].select is not None and nps[0].select.kind != "creature"):
        raise CompileError("«немедленно атакует»: which creature?")
    if nps[0].kind == "all" and (nps[0].select is None or nps[0].select.state != "hire_chosen"):
        raise CompileError("«немедленно атакует»: every creature?")
    return nps[0]


class CombatPhrases:
    """Transformer methods of the «combat» concept (mixed into ``transformer.ToAbilities``); grammar: ``combat.lark``."""

    other_target_shot: Any

    def a_attacks_twice_in_a_row(self, _: list[Any]) -> list[Any]:
        """«Атакует дважды подряд, только разные цели»: the keyword ``only_different_targets`` (no strike attack at a
        character it attacked this turn) and a triggered ability on ``after_attack`` of this card (once a turn, so
        the second attack does not call a third): it attacks again at once (``attack`` in mode ATTACK_AT_ONCE with
        params ``again``: closed by its first attack, it needs no open state nor an attack left; the rules option
        ``second_attack_in_a_row`` says whether it must)."""
        from berserk_heroes.abilities import STATIC, THIS, TRIGGERED, Ability, Effect, Trigger

        again = Effect("attack", THIS, params=(("mode", ATTACK_AT_ONCE), ("again", True)))
        return [Ability(STATIC, keyword=("only_different_targets", 1)),
                Ability(TRIGGERED, trigger=Trigger(AFTER_ATTACK), effects=(again,))]

    def e_interrupt_strike_attack(self, _: list[Any]) -> Any:
        """«атака ударом прерывается»: the attack of the trigger's attacker (checked by :func:`check_ambush_costs`)."""
        return Draft("attack", NP("ref", ref=Ref("event", role="subject")), params=(("mode", ATTACK_STOPPED),))

    def e_shot_attacked(self, children: list[Any]) -> Any:
        """«Выстрел на N по каждому существу противника, которое атаковало в этот ход»."""
        select = Select(CREATURE, side=OPPONENT, state=ATTACKED)
        return Draft("shot", NP("all", select, plural=True), _amt(children))

    def e_n_shots_strike(self, children: list[Any]) -> Any:
        """«N выстрелов, равных силе удара этой карты»: N shots, each its own target, each of this card's strike."""
        from berserk_heroes.abilities import CHARACTER

        count = int(next(c for c in children if isinstance(c, Token) and c.type == "NUMBER"))
        if not 1 < count <= 6:
            raise _compile_error("number of shots")
        return Draft("sequence", group=[Draft("shot", NP("target", Select(CHARACTER, side=OPPONENT)),
                                              Amount("strike", ref=THIS)) for _ in range(count)])

    def e_attack_at_once(self, children: list[Any]) -> Any:
        """«<существо> немедленно атакует <персонажа противника / эту карту>»: a character of the opponent — the
        controller of the attacker picks it among the legal targets; this card — the attack is at it (nothing if it
        may not be attacked). Any other object is refused."""
        attacker, attacked = (c for c in children if isinstance(c, NP))
        if attacked.kind == "ref" and attacked.ref == THIS:
            at: tuple[tuple[str, Any], ...] = (("at", attacked),)
        elif attacked.kind == "target" and attacked.select == Select(CHARACTER, side=OPPONENT) and not attacked.plural:
            at = ()
        else:
            raise CompileError("«немедленно атакует» what")
        return Draft("attack", _attacker([attacker]), params=(("mode", ATTACK_AT_ONCE), *at))

    def e_entered_haste_attack(self, _: list[Any]) -> Any:
        """«(Вызовите <одно существо>,) он получает Рывок и немедленно атакует»: «он» is the one creature that just
        entered play (NP kind ``entered_it`` of the replacements «вместо …»: refused anywhere else); it gains Рывок for good, then
        attacks (its controller picks the character)."""
        return Draft("sequence", group=[
            Draft("grant", NP("entered_it"), 1, params=(("keyword", "haste"), ("duration", PERMANENT))),
            Draft("attack", NP("it"), params=(("mode", ATTACK_AT_ONCE),))])

    def e_it_shoots(self, children: list[Any]) -> Any:
        """«оно производит Выстрел на N»: the trigger's creature (the pronoun, with nothing named before it) makes a shot
        at an enemy character (declared with the trigger); only after a trigger whose subject is a creature, checked
        by :func:`check_it_shoots`."""
        np = _np_of(children)
        if np is None or np.kind != "it":
            raise CompileError("«производит выстрел» of what")
        return Draft("shot", NP("target", Select(CHARACTER, side=OPPONENT)), _amt(children),
                        params=(("shooter", NP("ref", ref=Ref("event", role="subject"))),))

    def e_must_be_attacked(self, children: list[Any]) -> Any:
        """«До <срока> ваш герой должен быть выбран целью каждой атаки противника, если это возможно»: a grant of
        ``must_be_attacked`` to your hero for that time (the opponent's strike attacks and shots name it when it is a
        legal target: ``attack_rules.attack_targets``, ``declare.shot_taunt``)."""
        np = _np_of(children)
        duration = _duration(children)
        if np is None or np.kind != "ref" or np.ref != Ref("hero", side="you") or duration is None:
            raise CompileError("«должен быть выбран целью каждой атаки» of what")
        return Draft("grant", np, 1, params=(("keyword", "must_be_attacked"), ("duration", duration)))

    def e_wound_except_attacked(self, children: list[Any]) -> Any:
        """«Ранить <np> на N, кроме атакованного»: the cards of <np> except the one attacked (state
        ``not_attacked``: filtered by the engine with the attack event of the trigger)."""
        np = _np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None or np.select.state is not None:
            raise CompileError("«кроме атакованного» of what")
        np = dataclasses.replace(np, select=dataclasses.replace(np.select, state="not_attacked"))
        return Draft("wound", np, _amt(children))

    def e_salvo(self, children: list[Any]) -> Any:
        """«<ваше существо> производит выстрел по существу и выстрел по герою, равные силе своего удара»: a sequence of
        two ``shot`` (an enemy creature, then the enemy hero — a shot is an attack on an enemy character, digest §5.5)
        with param ``shooter`` (the creature named first) and the shooter's strike as the amount."""
        from berserk_heroes.abilities import CREATURE, HERO, OPPONENT, YOU, Select

        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.kind != CREATURE \
                or np.select.side != YOU or np.max != 1:
            raise CompileError("a shooter other than one creature of yours")
        shooter = dataclasses.replace(np, kind=SHOOTER_NP)
        amount = Amount("strike", ref=OTHER_SHOOTER)
        shots = [Draft("shot", NP("target", Select(CREATURE, side=OPPONENT)), amount,
                          params=(("shooter", shooter),)),
                 Draft("shot", NP("target", Select(HERO, side=OPPONENT)), amount, params=(("shooter", shooter),))]
        return Draft("sequence", group=shots)

    def e_not_attack_target_until(self, children: list[Any]) -> Any:
        """«До <срока> <существа> не могут быть целью атаки»: an attack is a strike or a shot (digest §5.1), so they get
        «Не может быть целью атаки ударом» (no strike attack, no fight at them) and «Не может быть целью выстрелов»."""

        np = _np_of(children)
        duration = _duration(children)
        if np is None or np.kind != "all" or duration is None:
            raise CompileError("«<np> не могут быть целью атаки»: every card of a kind, for a time")
        return Draft("sequence", group=[
            Draft("grant", np, 1, params=(("keyword", "cannot_be_attacked"), ("duration", duration))),
            Draft("grant", np, 1, params=(("keyword", "cannot_be_shot_target"), ("duration", duration)))])

    def e_no_wounds_while_attacking_until(self, children: list[Any]) -> Any:
        """«До конца хода <ваше существо …> не получает ран, пока атакует»."""

        duration = _duration(children)
        if duration is None:
            raise CompileError("duration")
        return Draft("grant", _np_of(children), 1, params=(("keyword", "no_wounds_while_attacking"),
                                                          ("duration", duration)))

    def ba_attack(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "attack", None, 0)

    def e_shot_other_target(self, children: list[Any]) -> Any:
        """«Выстрел на N в другую цель»: a shot at an opponent's character that is none of the cards named for the
        ability's earlier targets (Select state ``other_target``; checked by :func:`check_linked_instructions`: only after
        another target)."""
        self.other_target_shot = True
        return Draft("shot", NP("target", Select(CHARACTER, side=OPPONENT, state="other_target")),
                        _amt(children))

    def e_shot(self, children: list[Any]) -> Draft:
        return Draft("shot", NP("target", Select(CHARACTER, side=OPPONENT)), _amt(children))

    def e_shot_np(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref == Ref("hero", side=OPPONENT):
            return Draft("shot", np, _amt(children))
        if np is not None and np.kind in ("it", "demonstrative") and np.select is None:
            return Draft("shot", np, _amt(children))
        if np is not None and np.kind == "attacker":  # «Выстрел на 2 по атакующему существу»
            return Draft("shot", np, _amt(children))
        if np is None or np.kind != "target" or np.select is None or np.select.side in (YOU, EITHER):
            raise CompileError("shot target")
        np = dataclasses.replace(np, select=dataclasses.replace(np.select, side=OPPONENT))
        return Draft("shot", np, _amt(children))

    def e_stun(self, children: list[Any]) -> Draft:
        return Draft("close", _np_of(children), params=(("stun", True),))

    def e_ready(self, children: list[Any]) -> Draft:
        return Draft("open", _np_of(children), params=(("ready", True),))

    def e_fight(self, children: list[Any]) -> Draft:
        return Draft("fight", _np_of(children))

    def e_fight_np(self, children: list[Any]) -> Draft:
        attacker, defender = [c for c in children if isinstance(c, NP)]
        if attacker.kind == "ref" and attacker.ref == THIS:
            return Draft("fight", defender)
        if defender.kind == "ref" and defender.ref == THIS and attacker.kind == "target" and attacker.select is not None:
            # «Существо сражается с этой картой» (Щит Кронга) — another creature fights this card
            attacker = dataclasses.replace(attacker, select=dataclasses.replace(attacker.select, other=True))
            return Draft("fight", defender, params=(("attacker", attacker),))
        if attacker.kind != "target" or defender.kind not in ("target", "demonstrative"):
            raise CompileError("fight between what")
        return Draft("fight", defender, params=(("attacker", attacker),))

    def e_opponent_pairs_fight(self, _: list[Any]) -> Draft:
        """«Для каждого своего существа противник выбирает ваше существо, ранее не выбранное …; они сражаются с вашими»:
        ``fight`` of your creatures (``what``) by his (param attacker), paired by him (params pairs_by OPPONENT)."""
        yours = NP("all", select=Select(CREATURE, side=YOU))
        his = NP("all", select=Select(CREATURE, side=OPPONENT))
        return Draft("fight", yours, params=(("attacker", his), (PAIRS_BY, OPPONENT)))

    def e_these_fight(self, _: list[Any]) -> Draft:
        """«эти существа сражаются»: the card the instruction before named («оно») fights the trigger's creature
        ; without a trigger about a card there are no two such creatures (the Finaliser refuses it)."""
        return Draft("fight", NP("trigger_card"), params=(("attacker", NP("it")),))

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

    def e_two_chosen_poison_one_other_gets(self, children: list[Any]) -> Draft:
        """«выберите двух (кроме атакованного <этой картой>) <существ>: Отравить одно из них на N, другое получает:
        «…»»: two targets of <np>'s kind other than the card attacked — the first poisoned by N, the second (another
        one) given the quoted ability (the order they are named in assigns them)."""
        two, one, n = _ints(children)[:3]
        np = _np_of(children)
        predicate = children[-1]
        if (two, one) != (2, 1) or np is None or np.select is None or np.select.state is not None \
                or np.select.kind != CREATURE or not callable(predicate):
            raise CompileError("«выберите двух (кроме атакованного) …: одно …, другое …» of what")
        poisoned = NP("target", select=dataclasses.replace(np.select, state="not_attacked"))
        other = NP("target", select=dataclasses.replace(np.select, state=NOT_ATTACKED_OTHER_TARGET))
        return Draft("sequence", group=[Draft("poison", poisoned, n), predicate(None, other)])

    def a_perish_at_turn(self, children: list[Any]) -> Ability:
        """«Погибает в начале хода противника»: a triggered ability of that moment — this card dies."""
        trigger = next(c for c in children if isinstance(c, Trigger))
        drafts = [Draft("destroy", NP("ref", ref=THIS), params=(("dies", True),))]
        ability: Ability = self._ability(TRIGGERED, drafts, trigger=trigger)  # type: ignore[attr-defined]
        return ability
