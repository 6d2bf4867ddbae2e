"""Transformer methods of the «replace_delay» phrase family (mixed into ``compiler_transform.ToAbilities``).

Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «replace_delay» section).

- delayed instructions: «В начале вашего следующего хода <инструкция>», «<карта> погибает / открывается в конце
  следующего хода», «… положите <эту карту> в вашу руку в конце хода» → ``Effect("delayed", params=(("moment", M),
  ("effects", <the instructions>)))``: when it resolves, the engine (``engine/delayed.py``) registers a one-shot
  trigger that runs the instructions at the moment M with the frame of this resolution (its targets). The
  instructions may name the targets named before, this card or fixed players/heroes — not a new target (it would be
  declared now, not then) nor «его» of a card picked from a zone (``check_delayed``).
"""

from __future__ import annotations

from typing import Any

from berserk_heroes.abilities import DIES, END_OF_NEXT_OPPONENT_TURN, THIS, YOU, Ability, Ref
from berserk_heroes.engine.delayed import END_NEXT, END_NEXT_OWN, END_THIS, START_NEXT_OWN


class ReplaceDelayPhrases:
    """Mixin of :class:`berserk_heroes.cards.compiler_transform.ToAbilities` for the «replace_delay» phrases."""

    ctx: Any

    # --- delayed instructions --------------------------------------------------------------------------------

    def dm_start_next_own(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", START_NEXT_OWN)

    def dm_end_next_own(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", END_NEXT_OWN)

    def dm_end_next(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", END_NEXT)

    def dm_end_this(self, _: list[Any]) -> tuple[str, str]:
        return ("moment", END_THIS)

    @staticmethod
    def _moment(children: list[Any]) -> str:
        return next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("moment",))

    @staticmethod
    def _delayed(moment: str, drafts: list[Any]) -> Any:
        from .compiler_transform import Draft

        return Draft("delayed", None, params=(("moment", moment),), group=drafts)

    def e_rd_delayed(self, children: list[Any]) -> Any:
        """«В начале вашего следующего хода <инструкция>»."""
        from .compiler_transform import CompileError, Draft

        inner = next(c for c in children if isinstance(c, Draft))
        if inner.verb == "delayed":
            raise CompileError("a delayed instruction inside another")
        return self._delayed(self._moment(children), [inner])

    def e_rd_perish_at(self, children: list[Any]) -> Any:
        """«Оно погибает в начале вашего следующего хода»: the creature dies then (not a destruction)."""
        from .compiler_transform import Draft, _np_of

        return self._delayed(self._moment(children), [Draft("perish", _np_of(children))])

    def e_rd_open_at(self, children: list[Any]) -> Any:
        """«…, оно открывается в конце следующего хода»."""
        from .compiler_transform import Draft, _np_of

        return self._delayed(self._moment(children), [Draft("open", _np_of(children))])

    def e_rd_draw_and_hand_at(self, children: list[Any]) -> Any:
        """«возьмите карту и положите <эту карту> в вашу руку в конце хода»: draw now; the card goes back to the hand at
        the end of this turn."""
        from .compiler_transform import NP, CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("«положите … в вашу руку в конце хода»: only this card")
        n = next(c for c in children if isinstance(c, int))
        draw = Draft("draw", NP("ref", ref=Ref("player", side=YOU)), n)
        return Draft("sequence", group=[draw, self._delayed(self._moment(children), [Draft("return_to_hand", np)])])

    def e_rd_perish_self(self, _: list[Any]) -> Any:
        """«погибает» (this card dies): in a quoted ability «В конце хода погибает»."""
        from .compiler_transform import NP, Draft

        return Draft("perish", NP("ref", ref=THIS))

    def _grave_to_deck(self, children: list[Any], position: str) -> Any:
        from .compiler_transform import CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("«… вместо кладбища»: only this card")
        return Draft("grave_to_deck", np, params=(("position", position),))

    def e_rd_grave_to_deck_top(self, children: list[Any]) -> Any:
        """«Гибель: Вы можете положить <эту карту> на верх колоды вместо кладбища»."""
        return self._grave_to_deck(children, "top")

    def e_rd_grave_to_deck_shuffle(self, children: list[Any]) -> Any:
        """«Гибель: Вы можете замешать <эту карту> в колоду вместо кладбища»."""
        return self._grave_to_deck(children, "shuffle")

    def e_rd_grant_and_hoard_self(self, children: list[Any]) -> Any:
        """«Ваш герой получает: «…» и добывает <эту карту>»: the quoted ability is given (for good), then the same card
        hoards this one."""
        from .compiler_transform import NP, CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref is None or np.ref.kind != "hero":
            raise CompileError("«получает … и добывает <эту карту>»: only a hero")
        grant = self.e_grant_ability(children)  # type: ignore[attr-defined]
        hoard = Draft("hoard", NP("ref", ref=THIS), params=(("holder", np.ref),))
        return Draft("sequence", group=[grant, hoard])

    def e_rd_enter_closed_until(self, children: list[Any]) -> Any:
        """«До конца вашего следующего хода существа входят в игру закрытыми»: every creature (anyone's) that enters play
        meanwhile comes in closed (an effect on your hero, engine/delayed.enters_closed)."""
        from berserk_heroes.abilities import CREATURE, Select

        from .compiler_transform import NP, CompileError, Draft, _duration, _np_of

        np = _np_of(children)
        duration = _duration(children)
        # («существа» is read as a bare noun by the noun phrase rules; the plural verb «входят» makes it every creature)
        if np is None or not (np.kind == "all" or np.kind == "target" and np.implicit) or np.select != Select(CREATURE) \
                or duration is None:
            raise CompileError("«<np> входят в игру закрытыми»: only every creature, for a time")
        return Draft("enter_closed", NP("ref", ref=Ref("player", side=YOU)), params=(("duration", duration),))

    def e_rd_extra_turn(self, _: list[Any]) -> Any:
        """«Получите дополнительный ход» (digest §4.2.5: after this turn; it replaces nobody's normal turn)."""
        from .compiler_transform import NP, Draft

        return Draft("extra_turn", NP("ref", ref=Ref("player", side=YOU)))

    def e_rd_no_untap_with_coins(self, children: list[Any]) -> Any:
        """«Ваши существа и {м} не открываются в начале вашего следующего хода»: your creatures (those in play now) get
        «Не открывается в начале хода» and your coins stay closed, until the end of your next turn."""
        from berserk_heroes.abilities import CREATURE, END_OF_NEXT_OWN_TURN, Select

        from .compiler_transform import NP, CompileError, Draft, _np_of

        np = _np_of(children)
        if np is None or np.kind != "all" or np.select != Select(CREATURE, side=YOU):
            raise CompileError("«<np> и {м} не открываются»: only your creatures")
        duration = ("duration", END_OF_NEXT_OWN_TURN)
        return Draft("sequence", group=[Draft("grant", np, 1, params=(("keyword", "no_untap"), duration)),
                                        Draft("coins_stay_closed", NP("ref", ref=Ref("player", side=YOU)),
                                              params=(duration,))])

    def kp_rd_cannot_act(self, _: list[Any]) -> Any:
        """«не может действовать»: no attack by strike, no defending, no {Т} ability (digest §5.1 «Действие»)."""
        from .compiler_transform import KW

        return KW("cannot_act")

    def d_rd_end_next_opp_turn(self, _: list[Any]) -> str:
        """«до конца следующего хода противника»: the end of the first turn of the opponent after this one."""
        return END_OF_NEXT_OPPONENT_TURN


def check_replace_delay(ability: Ability) -> None:
    """«… вместо кладбища» is read only as the first instruction of «Гибель:» (the card died and is in the graveyard
    when the ability resolves: it goes to the deck instead of staying there)."""
    from .compiler_transform import CompileError

    def walk(effects: tuple[Any, ...], top: bool) -> None:
        for i, e in enumerate(effects):
            if e.verb == "grave_to_deck":
                trig = ability.trigger
                if not top or i != 0 or trig is None or trig.event != DIES or trig.subject is not None:
                    raise CompileError("«вместо кладбища» outside «Гибель:»")
            walk((*e.then, *e.otherwise, *(e.param("effects", ()) or ())), False)

    walk(ability.effects, True)


def finalise_delayed(fin: Any, d: Any) -> tuple[Any, ...]:
    """Finalise the instructions of a delayed draft with the Finaliser of the ability that sets it up (so that «оно»
    means the card named before). Refused: a new target (it would be declared now, not at the moment), a reference to
    the card the previous instruction acted on or to the trigger's card (not part of the frame kept), a pronoun after
    cards were picked from a zone. «это существо» of a spell that named exactly one card, a target, is that card
    («Закройте существо. В начале вашего следующего хода это существо получает …»)."""
    import dataclasses

    from berserk_heroes.abilities import Ref as R

    from .compiler_transform import NP, CompileError

    before = len(fin.targets)
    drafts = list(d.group)
    for i, g in enumerate(drafts):
        if g.np is not None and g.np.kind == "demonstrative" and g.np.select is None and fin.trigger is None \
                and before == 1 and fin.last == R("target", index=0):
            drafts[i] = dataclasses.replace(g, np=NP("it"))
    out = tuple(fin.effect(g) for g in drafts)
    if len(fin.targets) != before:
        raise CompileError("a delayed instruction with a target of its own")
    check_frame_refs(out)
    if fin.card_type == "spell" and _uses_this(out):
        raise CompileError("a spell's delayed instruction about the spell itself («это существо» of what?)")
    return out


def check_frame_refs(effects: tuple[Any, ...]) -> None:
    """The refs a delayed instruction may use: the frame's targets, this card, heroes, players, every card of a kind."""
    from .compiler_transform import CompileError

    for e in effects:
        for ref in (e.what, *(v for _, v in e.params if hasattr(v, "kind") and hasattr(v, "role"))):
            if ref is not None and ref.kind not in ("target", "this", "hero", "player", "all"):
                raise CompileError(f"a delayed instruction about {ref.kind} (not kept for later)")
        if e.condition is not None:
            raise CompileError("a delayed instruction with a condition")
        check_frame_refs((*e.then, *e.otherwise, *(e.param("effects", ()) or ())))


def _uses_this(effects: tuple[Any, ...]) -> bool:
    from berserk_heroes.abilities import THIS as this

    return any(e.what == this or _uses_this((*e.then, *e.otherwise, *(e.param("effects", ()) or ()))) for e in effects)
