"""Transformer methods of the «triggers_d» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «triggers_d» section).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CHARACTER,
    EACH,
    HAND,
    NAMED,
    OPPONENT,
    SPELL,
    TD_ACTS,
    TD_HEAL_UNWOUNDED,
    TD_MEDITATION_NTH,
    TD_MIGHT_FIRED,
    TD_MOR_FIRED,
    THIS,
    TURN_END,
    YOU,
    Condition,
    Ref,
    Select,
    Trigger,
)


def _t() -> Any:
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


class TriggersDPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «triggers_d» phrases."""

    def e_td_heal_self_full(self, _: list[Any]) -> Any:
        """«полностью излечиться»: the infinitive has the subject of the card's other infinitives («сразиться»): this
        creature heals all its wounds. Only on a creature (a spell or a hero has no such subject)."""
        ct = _t()
        if self.ctx.card_type != "creature":  # type: ignore[attr-defined]
            raise ct.CompileError("«излечиться»: only a creature heals itself")
        return ct.Draft("heal", ct.NP("ref", ref=THIS), None, params=(("all", True),))

    def e_td_reveal_hand_if_look_top_bottom(self, children: list[Any]) -> Any:
        """«<игрок> показывает руку, если <условие>, посмотрите верхнюю карту <вашей / любой> колоды, можете положить
        её под низ колоды»: a sequence — the reveal; then, both under the condition, the look (``look_deck_top``) and
        the optional ``to_deck_bottom`` of IT (the card looked at; «под низ колоды»: its owner's deck)."""
        ct = _t()
        side = children[0]
        cond = next(c for c in children if isinstance(c, Condition))
        deck = next(c for c in children[2:] if c in (YOU, ANY))
        look = ct.Draft("look_deck_top", ct.NP("ref", ref=Ref("player", side=deck)), condition=cond)
        bottom = ct.Draft("to_deck_bottom", ct.NP("it"), optional=True, condition=cond)
        return ct.Draft("sequence", group=[ct.Draft("reveal_hand", ct.NP("ref", ref=Ref("player", side=side))),
                                           look, bottom])


    def ev_td_might_fired(self, children: list[Any]) -> Trigger:
        """«Когда у <вашего орка> срабатывает Могущество»: TD_MIGHT_FIRED of the cards <np> describes (untargeted)."""
        ct = _t()
        np = ct._np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None:
            raise ct.CompileError("whose Могущество")
        return Trigger(TD_MIGHT_FIRED, subject=np.select)

    def tr_td_every_nth_meditation(self, children: list[Any]) -> tuple[Trigger, bool]:
        """«Каждый N-й раз за ход, когда у вас срабатывает Медитация»: TD_MEDITATION_NTH of your characters with
        Trigger.nth N (the N-th, 2N-th … Медитация of your cards this turn); «каждый»: no once-per-turn limit."""
        ct = _t()
        n = self._ord(children)  # type: ignore[attr-defined]
        if n < 2:
            raise ct.CompileError("«каждый первый раз»")
        return Trigger(TD_MEDITATION_NTH, subject=Select(CHARACTER, side=YOU), nth=n), True


    def ev_td_acts(self, children: list[Any]) -> Trigger:
        """«Когда <ваша боевая машина> действует»: TD_ACTS of the cards <np> describes (digest §5.1 «Действие»)."""
        ct = _t()
        np = ct._np_of(children)
        subject = self._subject(np)  # type: ignore[attr-defined]
        if subject is None:
            raise ct.CompileError("«действует» of what")
        return Trigger(TD_ACTS, subject=subject)


    def ev_td_mor_fired(self, _: list[Any]) -> Trigger:
        """«когда срабатывает ваш Мор»: TD_MOR_FIRED of your abilities (a player event: subject side YOU)."""
        return Trigger(TD_MOR_FIRED, subject=Select(CARD, side=YOU))

    def e_td_show_apply_spell(self, children: list[Any]) -> Any:
        """«покажите заклинание стоимостью N{м} из вашей руки, примените его эффект»: ``td_show_apply_spell`` (you) with
        params ``select`` — a spell of your hand picked when it resolves (not a declared target), shown, its abilities
        applied (digest §6.3 «Применить эффект заклинания»)."""
        ct = _t()
        np = ct._np_of(children)
        sel = np.select if np is not None else None
        if np is None or np.kind != "target" or sel is None or sel.kind != SPELL or sel.zone != HAND \
                or sel.side != YOU or np.max != 1:
            raise ct.CompileError("«покажите …, примените его эффект»: only one spell of your hand")
        return ct.Draft("td_show_apply_spell", ct.NP("ref", ref=Ref("player", side=YOU)), params=(("select", sel),))

    def e_td_active_names_card(self, _: list[Any]) -> Any:
        """«активный игрок называет карту»: ``td_active_names_card`` — as «Назовите карту» (the name remembered on this
        card: Select.name NAMED), named by the player whose turn it is (:func:`check_triggers_d`: only first, in a
        trigger)."""
        ct = _t()
        self.td_active_names = True
        return ct.Draft("td_active_names_card", ct.NP("ref", ref=THIS))

    def e_td_all_reveal_discard_named(self, _: list[Any]) -> Any:
        """«все игроки показывают руки и сбрасывают все карты с таким названием»: each player (the controller first)
        shows his hand and discards every card of the name named before (zones_reveal's ``reveal_hand`` and
        ``discard_matching``)."""
        ct = _t()
        self.td_all_discard_named = True
        each = ct.NP("ref", ref=Ref("player", side=EACH))
        return ct.Draft("sequence", group=[ct.Draft("reveal_hand", each), ct.Draft("discard_matching", each, params=(
            ("select", Select(CARD, zone=HAND, name=NAMED)),))])

    def ev_td_heal_unwounded_self(self, _: list[Any]) -> Trigger:
        """«<эта карта> должен быть излечен и на нём нет ран»: TD_HEAL_UNWOUNDED of this card."""
        return self._self_trigger(TD_HEAL_UNWOUNDED)  # type: ignore[attr-defined]

    def e_td_repeat_it(self, children: list[Any]) -> Any:
        """«повторите его» = «повторите это заклинание» of the trigger's spell (``repeat_spell`` of EVENT; family
        «cancel»'s :func:`cn_finish` accepts it only after «Когда <игрок> разыгрывает заклинание»)."""
        return self.e_cn_repeat(children)  # type: ignore[attr-defined]


    def e_td_must_close_or_wounded(self, children: list[Any]) -> Any:
        """«он должен закрыть своё существо, иначе раниться на N»: ``td_must_close_or_wounded`` of the opponent (only
        at the end of his turn: :func:`check_triggers_d`) — he closes one of his open creatures, or, having none, his
        hero takes N wounds from this card."""
        ct = _t()
        self.td_he_must_close = True
        return ct.Draft("td_must_close_or_wounded", ct.NP("ref", ref=Ref("player", side=OPPONENT)), ct._ints(children)[0])


def check_triggers_d(t: Any, trigger: Any, drafts: Any = ()) -> None:
    """Checks of this family's phrases against the ability's drafts (called by ``ToAbilities._ability``)."""
    ct = _t()
    if getattr(t, "td_he_must_close", False):
        # «он» is the opponent only when the trigger is the end of his turn
        if trigger is None or trigger.event != TURN_END or trigger.whose_turn != OPPONENT or len(drafts) != 1:
            raise ct.CompileError("«он должен закрыть …» outside «В конце хода противника»")
    if getattr(t, "td_all_discard_named", False):
        # «с таким названием»: the name the active player has just named, in the same ability
        ok = trigger is not None and len(drafts) == 2 and drafts[0].verb == "td_active_names_card" \
            and drafts[1].verb == "sequence" and not drafts[0].condition and not drafts[1].condition
        if not ok:
            raise ct.CompileError("«с таким названием» without «активный игрок называет карту» just before")
    elif getattr(t, "td_active_names", False):
        raise ct.CompileError("«активный игрок называет карту» without a use of the name")
