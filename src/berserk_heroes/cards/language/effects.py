"""The effect sentence: the alternatives every instruction is one of, and the verbs shared by several effect
concepts.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes.abilities import (
    ACTIVE_PLAYER,
    ALL_EFFECTS,
    CARD_NAME,
    CREATURE,
    DECK,
    DECK_TOP,
    GRAVEYARD,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    THIS,
    YOU,
    YOU_PLAYER,
    Amount,
    Select,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    ANY_NUMBER,
    X_AMOUNT,
    _destination_of,
    _duration,
    _ints,
    _np_of,
)

# Where «положите её … вместо вашей руки» sends the card a «Поиск» found: the destination (zone, place) → ``to``.
REDIRECTS: dict[tuple[str, str | None], str] = {
    (DECK, DECK_TOP): DECK_TOP,
    (GRAVEYARD, None): GRAVEYARD,
}


class EffectsPhrases:
    """Transformer methods of the «effects» concept (mixed into ``transformer.ToAbilities``); grammar: ``effects.lark``."""

    active_player_names: Any

    # the grammar's hooks into existing rules (``effect``, ``amount_def``, ``per_each``, ``event``): pass through
    def e_amounts(self, children: list[Any]) -> Any:
        return children[0]

    def e_harmless_and_exposed(self, children: list[Any]) -> Any:
        """«До <срока> оно не наносит ран, а существа имеют Направленный удар по этому существу»: grants to the card
        named before (the pronoun) for that time: ``deals_no_wounds`` (every wound it would deal — strike,
        retaliation, ability — is not dealt) and ``no_defender_against``. Only an enemy may attack a creature, so «существа
        имеют Направленный удар по этому существу» (digest §6.1: no defender against a strike by a creature with
        Направленный удар) is: no defender may be assigned against a strike at it (``attack_rules.defenders``)."""
        np = _np_of(children)
        duration = _duration(children)
        if np is None or np.kind != "it" or duration is None:
            raise CompileError("«не наносит ран, а существа имеют Направленный удар по этому существу» of what")
        return Draft("sequence", group=[
            Draft("grant", np, 1, params=(("keyword", "deals_no_wounds"), ("duration", duration))),
            Draft("grant", NP("it"), 1, params=(("keyword", "no_defender_against"), ("duration", duration)))])

    def e_gift(self, children: list[Any]) -> Any:
        """«<цена>: Дар жизни (N)» — the instruction; amount None when unnumbered."""
        ints = _ints(children)
        return Draft("gift_of_life", NP("ref", ref=YOU_PLAYER), ints[0] if ints else None)

    def e_opp_may_give_card(self, children: list[Any]) -> Any:
        """«Противник может отдать своё существо под ваш контроль» (Шантаж): the opponent picks one of the creatures he
        controls (not a target) and you take control of it — or he declines (``control`` with a select; done only if he
        gave one, so an «иначе …» runs when he declines or has none, digest §7.4)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.kind != "target" or np.select is None or np.max != 1 or np.select != Select(CREATURE):
            raise CompileError("«Противник может отдать своё …» of something other than a creature")
        return Draft("control", NP("ref", ref=OPPONENT_PLAYER), 1,
                        params=(("select", Select(CREATURE, side=OPPONENT)),))

    def md_host_it(self, _: list[Any]) -> Any:
        """«к нему»: the card named before (the finaliser turns the pronoun into its Ref)."""
        return NP("it")

    def md_host_self(self, _: list[Any]) -> Any:
        """«к Мехазавру»: this card."""
        return NP("ref", ref=THIS)

    def md_attach(self, children: list[Any]) -> Any:
        """«Присоедините к <host> <card>»: verb ``attach`` — ``what`` the card(s) attached, param ``to`` the card they
        are attached to (engine/effects/general.py)."""
        host, what = [c for c in children if isinstance(c, NP)]
        if what.kind not in ("ref", "target", "it"):
            raise CompileError("«присоедините» of several cards")
        return Draft("attach", what, params=(("to", host),))

    def md_attach_as_modules(self, children: list[Any]) -> Any:
        """«Прикрепите к <этой карте> любое число ваших механизмов (как если бы они имели способность Модуль и только что
        вошли в игру)»: ``attach`` of a target of 0..N of them (not the host), params ``to`` and ``entering`` — each
        attaches as a «Модуль» card entering play does: its own «Найм» fire, with the combined card as «this card»
        (engine/attaching.attach; no other card sees a card enter play)."""
        host, what = [c for c in children if isinstance(c, NP)]
        if host.kind != "ref" or host.ref != THIS or what.select is None or what.kind not in ("all", "target") \
                or what.select.side != YOU or what.select.zone != PLAY or not what.plural:
            raise CompileError("«любое число <карт>» attached to what")
        select = dataclasses.replace(what.select, other=True)
        return Draft("attach", NP("target", select=select, min=0, max=ANY_NUMBER, plural=True),
                     params=(("to", host), ("entering", True)))

    def md_attach_to(self, children: list[Any]) -> Any:
        """«Присоедините <card> к <host>»: as «Присоедините к <host> <card>», both named in that order; the host is one
        creature in play (a target), the card one creature (a target, in play or in a graveyard)."""
        what, host = [c for c in children if isinstance(c, NP)]
        if what.kind != "target" or what.max != 1 or host.kind != "target" or host.max != 1 \
                or host.select is None or host.select.zone != "play":
            raise CompileError("«присоедините <что> к <чему>»")
        return Draft("attach", what, params=(("to", host),))

    def e_opponent_picks(self, children: list[Any]) -> Draft:
        """The opponent picks one of the modes (params chooser "opponent", read by ``declare._mode_step``); each mode is
        said in his voice («раниться», «свои»), so it acts on him (two players: «каждый противник» is the opponent)."""
        if _ints(children)[:1] != [1]:
            raise CompileError("mode count")
        modes = [c for c in children if isinstance(c, list)]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1),
                                               ("chooser", "opponent")))

    def e_entered_shielded(self, children: list[Any]) -> Any:
        """«(Вызовите <одно существо>;) он не получает ран, не может атаковать и выступать защитником до <срока>»
        (Штопаный голем): the creature that just entered play gets «Не получает ран», «Не может атаковать» and «Не может
        выступать защитником» for that time (nothing if none was found). The Finaliser accepts this «он» only right
        after a summon / revival of one card (NP kind ``entered_it``; any other pronoun after a pick is refused)."""

        duration = _duration(children)
        if duration is None:
            raise CompileError("duration")
        first = NP("entered_it")
        return Draft("sequence", group=[
            Draft("grant", np, 1, params=(("keyword", code), ("duration", duration)))
            for np, code in ((first, "no_wounds"), (NP("it"), "cannot_attack"), (NP("it"), "cannot_defend"))])

    def e_perish_self(self, _: list[Any]) -> Any:
        """«погибает» (this card dies): in a quoted ability «В конце хода погибает»."""

        return Draft("destroy", NP("ref", ref=THIS), params=(("dies", True),))

    def effect(self, children: list[Any]) -> Any:
        return children[0]

    def e_active_player_names_card(self, _: list[Any]) -> Any:
        """«активный игрок называет карту»: ``name`` of a card by the active player — as «Назовите карту» (the name remembered on this
        card: Select.name NAMED), named by the player whose turn it is (:func:`check_keyword_trigger_phrases`: only first, in a
        trigger)."""
        self.active_player_names = True
        return Draft("name", NP("ref", ref=THIS), params=(("named", CARD_NAME), ("chooser", ACTIVE_PLAYER)))

    def named_one(self, _: list[Any]) -> str:
        return "one"

    def named_all(self, _: list[Any]) -> str:
        return "all"

    def e_upgrade(self, children: list[Any]) -> Draft:
        """«Усовершенствуйте <np>»: it loses its classes and becomes a Механизм — not done if it is one already."""
        return Draft("set_class", _np_of(children), params=(("class", "Механизм"), ("new_only", True)))

    def e_redirect(self, children: list[Any]) -> Draft:
        """«положите её на верх колоды / на кладбище вместо вашей руки» right after a «Поиск»: joined to it."""
        np = _np_of(children)
        to = REDIRECTS.get(_destination_of(children))
        if to is None or (np is not None and np.kind != "it"):
            raise CompileError("a found card goes on top of the deck or to the graveyard instead")
        return Draft("redirect", None, params=(("to", to),))

    def e_remove_effects(self, children: list[Any]) -> Draft:
        """«Снимите все эффекты с <np>»."""
        return Draft("lose", _np_of(children), params=(("all", ALL_EFFECTS),))

    def tn_top_one(self, _: list[Any]) -> tuple[str, int]:
        return "top", 1

    def tn_top_n(self, children: list[Any]) -> tuple[str, int]:
        return "top", _ints(children)[0]

    def tn_top_x(self, _: list[Any]) -> tuple[str, Amount]:
        """«Х верхних карт» (Х: the chain's «где Х — …» replaces the placeholder)."""
        return "top", X_AMOUNT

    def tn_bottom_one(self, _: list[Any]) -> tuple[str, int]:
        return "bottom", 1
