"""Instructions that grant or remove keywords and abilities."""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    CHOSEN_CLASS,
    CLASS_NAME,
    END_OF_YOUR_TURN,
    OPPONENT,
    PERMANENT,
    THIS,
    WHILE,
    YOU,
    Amount,
    Condition,
    Ref,
    Select,
)
from berserk_heroes.cards.compiler_normalise import class_of_token
from berserk_heroes.cards.language.base import KW, NP, CompileError, Draft, Gains
from berserk_heroes.cards.language.common import (
    DESTROYED_CARDS,
    _chosen_class_creatures,
    _duration,
    _ints,
    _np_of,
    _plain_strs,
    _the,
)


def _amounts(children: list[Any]) -> list[Any]:
    return [c for c in children if isinstance(c, Amount) or (isinstance(c, int) and not isinstance(c, bool))]


def grant_draft(draft: Any) -> Any:
    """An instruction «<np> получает Превосходство над <X>» (a ``grant`` draft carrying the keyword's parameter
    ``over``): the verb ``grant_superiority`` when X is «выбранным классом» (the only parameter whose cards can be
    named by a class: the effect keeps the class); None for any other keyword with a parameter (still refused)."""
    params = dict(draft.params)
    over = params.get("over")
    if params.get("keyword") != "superiority" or set(params) != {"keyword", "duration", "over"}:
        return None
    if not isinstance(over, Select) or over.classes != (CHOSEN_CLASS,) or over != _chosen_class_creatures():
        return None
    return dataclasses.replace(draft, verb="grant_superiority")


class KeywordGrantsPhrases:
    """Transformer methods of the «keyword_grants» concept (mixed into ``transformer.ToAbilities``); grammar: ``keyword_grants.lark``."""

    _quoted: Any

    def e_gains_gone_strike_life(self, children: list[Any]) -> Any:
        """«<np> получает +Х к удару и +Y к жизням, где Х – удар, а Y – количество жизней уничтоженного существа»: two
        permanent modifies of the same card, by the destroyed card's strike and by its life."""
        return Draft("sequence", group=[
            Draft("modify", _np_of(children), Amount("destroyed_strike", ref=DESTROYED_CARDS),
                     params=(("strike", 1), ("life", 0), ("duration", PERMANENT))),
            Draft("modify", NP("it"), Amount("destroyed_life", ref=DESTROYED_CARDS),
                     params=(("strike", 0), ("life", 1), ("duration", PERMANENT)))])

    def e_gain_and_lose_until(self, children: list[Any]) -> Any:
        """«До <срока> получите N{м}, а противник теряет M{м}»: your temporary coins kept until the duration ends, and
        the opponent's coins lost until then (both for the same duration)."""
        duration, side = _plain_strs(children)[:2]
        if side != OPPONENT:
            raise CompileError("«а <игрок> теряет» of another player than the opponent")
        gain, lose = _amounts(children)
        return Draft("sequence", group=[
            Draft("gain_coins", NP("ref", ref=Ref("player", side=YOU)), gain,
                     params=(("duration", duration),)),
            Draft("lose_coins", NP("ref", ref=Ref("player", side=OPPONENT)), lose,
                     params=(("duration", duration),))])

    def e_player_gains_until_own_end(self, children: list[Any]) -> Any:
        """«до конца своего хода противник получает N{м}»: temporary coins of that player until the end of his own turn
        (``gain_coins`` duration END_OF_YOUR_TURN is measured from the player who gains: gained in another's turn, they
        last until the end of his next one)."""
        side = _plain_strs(children)[0]
        if side != OPPONENT:
            raise CompileError("«до конца своего хода <игрок> получает» of another player than the opponent")
        return Draft("gain_coins", NP("ref", ref=Ref("player", side=OPPONENT)), _ints(children)[0],
                        params=(("duration", END_OF_YOUR_TURN),))

    def e_extra_life_and_ability(self, children: list[Any]) -> Any:
        """«<np> получает дополнительную жизнь и «…»»: extra life, then the quoted ability on the same card."""
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return Draft("sequence", group=[
            Draft("extra_life", _np_of(children), n),
            Draft("grant_ability", NP("it"), params=(("ability", self._quoted(children)),
                                                         ("duration", PERMANENT)))])

    def e_lose_abilities_and_lives(self, children: list[Any]) -> Any:
        """«<np> теряет особенности и получает N дополнительных жизней»: both on the same card (the lives are effects
        it gains, which «теряет особенности» does not remove, §6.2)."""
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("lives",))
        return Draft("sequence", group=[
            Draft("lose_abilities", _np_of(children), params=(("duration", PERMANENT),)),
            Draft("extra_life", NP("it"), n)])

    def e_grant_and_hoard_self(self, children: list[Any]) -> Any:
        """«Ваш герой получает: «…» и добывает <эту карту>»: the quoted ability is given (for good), then the same card
        hoards this one."""

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref is None or np.ref.kind != "hero":
            raise CompileError("«получает … и добывает <эту карту>»: only a hero")
        grant = self.e_grant_ability(children)
        hoard = Draft("hoard", NP("ref", ref=THIS), params=(("holder", np.ref),))
        return Draft("sequence", group=[grant, hoard])

    def st_e_become_class(self, children: list[Any]) -> Any:
        """«<np> становится <классом>»: ``become_class`` — the card's classes are replaced by that one (a change of a
        non-base property overwrites the old value, digest §2.2)."""
        token = next(c for c in children if getattr(c, "type", None) == "CLASS")
        cls, plural = class_of_token(str(token))
        if plural:
            raise CompileError("«становится <классами>»")
        return Draft("become_class", _np_of(children), params=(("class", cls),))

    def st_e_grant_ability_and_become(self, children: list[Any]) -> Any:
        """«<np> получает «…» и становится <классом>»: ``grant_ability`` (permanent), then ``become_class`` of the same
        card (IT)."""
        grant = self.e_grant_ability([c for c in children if getattr(c, "type", None) != "CLASS"])
        become = self.st_e_become_class([NP("it"), *[c for c in children if getattr(c, "type", None) == "CLASS"]])
        return Draft("sequence", group=[grant, become])

    def st_e_become_chosen_class(self, children: list[Any]) -> Any:
        """«<np> теряет все классы и получает класс по вашему выбору»: ``name`` of a class (the controller names a class at
        resolution), then ``become_class`` with class CHOSEN_CLASS (the class just named)."""
        from berserk_heroes.abilities import CHOSEN_CLASS, THIS

        choose = Draft("name", NP("ref", ref=THIS), params=(("named", CLASS_NAME),))
        become = Draft("become_class", _np_of(children), params=(("class", CHOSEN_CLASS),))
        return Draft("sequence", group=[choose, become])

    def e_gains_and_boost(self, children: list[Any]) -> Any:
        """«<np> получает <keywords / +N к …> и эффект усиления»: what it gains (permanent: no duration printed),
        then a boost on the same card."""
        gains = self._gains(_np_of(children), children)
        first = gains.group if gains.verb == "sequence" else [gains]
        boost = Draft("boost", NP("it"), 1, params=(("sign", 1),))
        return Draft("sequence", group=[*first, boost])

    def e_lose_keyword_next_turn(self, children: list[Any]) -> Any:
        """«<np> теряет <keyword> до начала хода»: as «теряет <keyword>», until the next turn starts (whoever's turn it is:
        duration ``NEXT_TURN``)."""

        kws = next(c for c in children if isinstance(c, list))
        if len(kws) != 1 or kws[0].meta:
            raise CompileError("lose one keyword")
        np = _np_of(children)
        if np is None:
            raise CompileError("who loses it")
        return Draft("lose_keyword", np, params=(("keyword", kws[0].code), ("duration", A.NEXT_TURN)))

    def e_lose_keyword(self, children: list[Any]) -> Draft:
        kws: list[KW] = next(c for c in children if isinstance(c, list))
        if len(kws) != 1 or kws[0].meta:
            raise CompileError("lose one keyword")
        np = _np_of(children) or NP("ref", ref=THIS)
        return Draft("lose_keyword", np, params=(("keyword", kws[0].code), ("duration", _duration(children) or PERMANENT)))

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
            if kw.meta:  # «получает Превосходство над выбранным классом» (other parameters: refused later)
                drafts[-1] = grant_draft(drafts[-1]) or drafts[-1]
        if not drafts:
            raise CompileError("gains nothing")
        if len(drafts) == 1:
            return drafts[0]
        return Draft("sequence", group=drafts)

    def e_choose_class(self, _: list[Any]) -> Draft:
        return Draft("name", NP("ref", ref=THIS), params=(("named", CLASS_NAME),))

    def e_lose_abilities(self, children: list[Any]) -> Draft:
        return Draft("lose_abilities", _np_of(children), params=(("duration", _duration(children) or PERMANENT),))

    def e_lose_abilities_self(self, children: list[Any]) -> Draft:
        return Draft("lose_abilities", NP("ref", ref=THIS), params=(("duration", _duration(children) or PERMANENT),))

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

    def e_grant_preds_self(self, children: list[Any]) -> Draft:
        """«До <срока> не получает ран и не может выступать защитником» (this card)."""
        duration = _duration(children)
        kws = [c for c in children if isinstance(c, KW)]
        drafts = [Draft("grant", NP("ref", ref=THIS), kw.value, params=(("keyword", kw.code), ("duration", duration)))
                  for kw in kws]
        return Draft("sequence", group=drafts)

    def e_grant_ability(self, children: list[Any]) -> Draft:
        return Draft("grant_ability", _np_of(children), params=(("ability", self._quoted(children)),
                                                                 ("duration", _duration(children) or PERMANENT)))
