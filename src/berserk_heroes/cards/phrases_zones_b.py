"""Transformer methods of the «zones_b» phrase family (mixed into ``compiler_transform.ToAbilities``).

Cards moving between zones: hoarding a card from a hand of a player of your choice, «из-за Мора» triggers …
Methods here are named after their grammar rules (the ``-> alias`` of ``grammar.lark``'s «zones_b» section).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token

from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARD_PLAYED,
    DECK_OR_HAND,
    EACH,
    ENEMY_HERO,
    EVENT,
    GRAVEYARD,
    HAND,
    MILLED,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    PUT_INTO_GRAVEYARD,
    SPELL,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    Target,
    Trigger,
)

if TYPE_CHECKING:
    from berserk_heroes.cards.compiler_transform import Draft


def _ct() -> Any:
    """The transformer module (imported late: it imports this one)."""
    from berserk_heroes.cards import compiler_transform

    return compiler_transform


def _all(effects: tuple[Effect, ...]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        out.extend(_all(e.then))
        out.extend(_all(e.otherwise))
    return out


def _strip_spell_mark(e: Effect) -> Effect:
    """Drop the compiler-only mark ``zb_spell`` (and look into ``then`` / ``otherwise``)."""
    params = tuple(p for p in e.params if p[0] != "zb_spell")
    return replace(e, params=params, then=tuple(_strip_spell_mark(t) for t in e.then),
                   otherwise=tuple(_strip_spell_mark(t) for t in e.otherwise))


class ZonesBPhrases:
    """Phrase family «zones_b»."""

    _holder: Any
    _deck_pick: Any
    a_activated: Any
    ctx: Any

    # --- «<holder> добывает карту из руки любого игрока по выбору этого игрока» ---------------------------------

    def zb_if_yours_draw(self, children: list[Any]) -> int:
        """«; если таким образом была добыта ваша карта, возьмите N карт»: the number of cards to draw."""
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def e_zb_hoard_any_hand(self, children: list[Any]) -> Draft:
        """The controller picks a player (two modes, as «Игрок …» of costs_misc); that player picks the card of his
        hand the holder hoards. «если таким образом была добыта ваша карта, возьмите карту» → the mode of your own
        hand draws (``then``: only if a card was hoarded)."""
        ct = _ct()
        holder = self._holder(next(c for c in children if isinstance(c, ct.NP)))
        draw = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]

        def mode(who: Any, then: list[Draft]) -> list[Draft]:
            return [ct.Draft("hoard_from_hand", ct.NP("ref", ref=who), 1,
                             params=(("holder", holder), ("chooser", "owner")), then=then)]

        yours_then = [ct.Draft("draw", ct.NP("ref", ref=YOU_PLAYER), draw[0])] if draw else []
        modes = [mode(YOU_PLAYER, yours_then), mode(OPPONENT_PLAYER, [])]
        return ct.Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    # --- «Каждый раз, когда из-за Мора <этой карты> на кладбище попало существо» ----------------------------------

    def zg_any(self, _: list[Any]) -> str:
        return ANY

    def zg_yours(self, _: list[Any]) -> str:
        return YOU

    def ev_zb_milled(self, children: list[Any]) -> Trigger:
        """subject: the card milled (in the graveyard now; «на ваше кладбище»: yours), other: this card (checked by
        the engine: the event's other card must be the trigger's source)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        side = next(c for c in children if c in (ANY, YOU) and not isinstance(c, Token))
        if np.kind not in ("target", "all") or np.select is None or np.select.side != ANY or np.select.zone != PLAY \
                or np.select != Select(np.select.kind):
            raise ct.CompileError("which milled card")
        if self.ctx.card_type != "creature":
            raise ct.CompileError("«из-за Мора» of a non-creature")
        return Trigger(MILLED, subject=Select(np.select.kind, side=side, zone=GRAVEYARD))

    def zb_effects(self, trigger: Trigger | None, effects: tuple[Effect, ...],
                   targets: tuple[Target, ...] = ()) -> tuple[Effect, ...]:
        """After a ``milled`` trigger the event's card is in a graveyard: «верните это существо в вашу руку» takes it
        from there (``grave_card_to_hand``)."""
        if getattr(self, "zb_namesakes", False) and (
                len(targets) != 1 or targets[0].select.zone != GRAVEYARD or targets[0].select.side != OPPONENT):
            raise _ct().CompileError("«этот противник … с таким же названием» without one card of his graveyard chosen")
        spell_back = [e for e in _all(effects) if e.verb == "grave_card_to_hand" and e.param("zb_spell")]
        if spell_back:
            if trigger is None or trigger.event != PUT_INTO_GRAVEYARD or trigger.subject is None \
                    or trigger.subject.kind != SPELL or trigger.other is not None:
                raise _ct().CompileError("«это заклинание» without a spell put into a graveyard")
            effects = tuple(_strip_spell_mark(e) for e in effects)
        if getattr(self, "zb_same_name", False) and (
                trigger is None or trigger.event != CARD_PLAYED or trigger.subject is None
                or trigger.subject.side != OPPONENT or trigger.subject.kind != CARD or trigger.other is not None):
            raise _ct().CompileError("«на его кладбище … с таким же названием» without a card the opponent played")
        if trigger is None or trigger.event != MILLED:
            return effects
        if any(e.otherwise for e in effects):
            # Вестник неизбежного: «ранить существо противника на 1, иначе ранить героя на 1» — both targets are named
            # when the ability is declared, so with no enemy creature it cannot be declared at all and the «иначе»
            # never happens (the engine has no «name this target only if the first part fails»)
            raise _ct().CompileError("«иначе» after a «из-за Мора» trigger (targets named at declaration)")
        return tuple(Effect("grave_card_to_hand", e.what) if e.verb == "return_to_hand" and e.what == EVENT()
                     and not e.params and not e.then and not e.otherwise and not e.optional and e.condition is None
                     else e for e in effects)

    # --- «(эту способность можно применить любое число раз за ход)»; «Вызовите … из вашей колоды или руки» ------

    def a_zb_activated_any_times(self, children: list[Any]) -> Ability:
        """An activated ability without the once-per-turn limit of 113.4: ``every_time`` (as for «Каждый раз, когда»,
        ``triggers.per_turn_limit`` gives no limit)."""
        ability = self.a_activated([c for c in children if c is not None])
        return replace(ability, every_time=True)

    def zb_any_times(self, _: list[Any]) -> None:
        return None

    def p_zb_deck_or_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("zone", DECK_OR_HAND)

    def zb_summon_deck_or_hand(self, np: Any) -> Draft:
        """«Вызовите <существо …> из вашей колоды или руки»: one card picked among your deck and your hand
        (``summon_deck_or_hand``, params as a summon's)."""
        ct = _ct()
        draft = self._deck_pick("summon", replace(np, select=replace(np.select, zone="deck")), "deck")
        return ct.Draft("summon_deck_or_hand", draft.np, draft.amount, params=draft.params)

    # --- «Противник выбирает одно из:» ----------------------------------------------------------------------------

    def mh_zb_opponent_one(self, children: list[Any]) -> dict[str, Any]:
        """One mode, picked by the opponent (params chooser "opponent", read by ``declare._mode_step``)."""
        ct = _ct()
        if ct._ints(children) != [1]:
            raise ct.CompileError("mode count")
        return {"min": 1, "max": 1, "times": 1, "chooser": "opponent"}

    # --- «Положите <существо> (с любого кладбища / из игры) в дополнительную колоду» -----------------------------

    def p_zb_from_play(self, _: list[Any]) -> tuple[str, Any]:
        """«из игры»: a card in play (the default zone of a noun phrase, said explicitly)."""
        return ("zone", PLAY)

    def e_zb_to_sideboard(self, children: list[Any]) -> Draft:
        """One chosen card — in play, or in a graveyard (either, «с любого кладбища») — goes to its owner's sideboard."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if np.kind != "target" or np.select is None or np.max != 1 or np.select.zone not in (PLAY, GRAVEYARD):
            raise ct.CompileError("what goes to the sideboard")
        return ct.Draft("to_sideboard", np)

    # --- «Каждый противник сбрасывает карту; ранить на N каждого противника, не сбросившего карту» ---------------

    def e_zb_discard_or_wound(self, children: list[Any]) -> Draft:
        """The opponent discards a card (he picks it); if he could not (``otherwise``: not done), his hero takes N
        wounds. Two players: «каждый противник» is the one opponent."""
        ct = _ct()
        n = ct._ints(children)[-1]
        return ct.Draft("discard", ct.NP("ref", ref=OPPONENT_PLAYER), 1, params=(("chooser", "owner"),),
                        otherwise=[ct.Draft("wound", ct.NP("ref", ref=ENEMY_HERO), n)])

    # --- «Каждый игрок сбрасывает случайную карту; если была сброшена <карта>, Поиск — <карта>» ------------------

    def e_zb_random_discard_if_search(self, children: list[Any]) -> Draft:
        """Each player discards a random card; then, if one of the discarded cards (IT) fits the first noun phrase, the
        controller searches (condition ``zb_discarded``, evaluated on the cards just discarded)."""
        ct = _ct()
        who = children[0]
        nps = [c for c in children if isinstance(c, ct.NP)]
        if who != EACH or len(nps) != 2:
            raise ct.CompileError("who discards")
        found, wanted = nps
        if found.kind != "target" or found.select is None or found.select.side != ANY or found.select.zone != PLAY:
            raise ct.CompileError("discarded what")
        search = self._deck_pick("search", wanted, "deck")
        search.condition = Condition("zb_discarded", select=replace(found.select, zone=GRAVEYARD))
        discard = ct.Draft("discard", ct.NP("ref", ref=Ref("player", side=EACH)), 1, params=(("chooser", "random"),))
        return ct.Draft("sequence", group=[discard, search])

    # --- Грабёж; «вернуть это заклинание в руку» -------------------------------------------------------------------

    def e_zb_hand_into_deck_draw(self, children: list[Any]) -> Draft:
        ct = _ct()
        if children[0] != OPPONENT:
            raise ct.CompileError("whose hand")
        return ct.Draft("hand_into_deck_draw", ct.NP("ref", ref=OPPONENT_PLAYER), ct._ints(children)[-1])

    def e_zb_this_spell_to_hand(self, _: list[Any]) -> Draft:
        """«это заклинание» = the trigger's spell, in a graveyard by then: ``grave_card_to_hand`` of the event's card
        (``zb_effects`` checks the trigger: «Когда <ваше заклинание> попадает на кладбище»)."""
        ct = _ct()
        return ct.Draft("grave_card_to_hand", ct.NP("ref", ref=EVENT()), params=(("zb_spell", True),))

    # --- «если на его кладбище есть другая карта с таким же названием» --------------------------------------------

    def c_zb_same_name_in_his_grave(self, _: list[Any]) -> Condition:
        """The trigger's card (a card the opponent played) has a namesake — another card — in its owner's graveyard
        (``zb_same_name_in_grave`` with ref EVENT; ``zb_effects`` checks the trigger)."""
        self.zb_same_name = True
        return Condition("zb_same_name_in_grave", ref=EVENT())

    def e_zb_wound_him(self, children: list[Any]) -> Draft:
        """«ранить его на N»: a pronoun (as ``e_wound`` would read it), except after «если на его кладбище есть …» of a
        card the opponent played, where «его» is that opponent (his hero is wounded)."""
        ct = _ct()
        if getattr(self, "zb_same_name", False) or getattr(self, "hob_named_opponent", False):  # hoard_b: «…, как на
            # кладбище противника, ранить его на 3» (Дух шахтёра)
            return ct.Draft("wound", ct.NP("ref", ref=ENEMY_HERO), ct._amt(children))
        return ct.Draft("wound", ct.NP("it"), ct._amt(children))

    def p_zb_not_hero(self, _: list[Any]) -> tuple[str, Any]:
        """«, не являющуюся героем»: any card but a hero (``Select.state`` "not_hero")."""
        return ("state", "not_hero")

    def e_zb_player_destroys_own(self, children: list[Any]) -> Draft:
        """«Противник уничтожает своё <существо …>»: he picks one of his own (``destroy_own_pick``; not a target, so
        Защита от заклинаний does not stop it)."""
        ct = _ct()
        np = next(c for c in children if isinstance(c, ct.NP))
        if children[0] == EACH:  # phrase family «misc»: «Каждый игрок уничтожает своё …» (Презрение)
            from .phrases_misc import each_destroys_own

            return each_destroys_own(np)
        if children[0] != OPPONENT or np.kind != "target" or np.select is None or np.max != 1 \
                or np.select.side != ANY or np.select.zone != PLAY:
            raise ct.CompileError("who destroys what")
        return ct.Draft("destroy_own_pick", ct.NP("ref", ref=OPPONENT_PLAYER), 1,
                        params=(("select", replace(np.select, side=OPPONENT)),))

    def e_zb_reveal_shuffle_namesakes(self, _: list[Any]) -> Draft:
        """«этот противник показывает свою руку и замешивает все карты с таким же названием в колоду»: after «Выберите
        карту на кладбище противника» (the one target: checked in ``zb_effects``) — he shows his hand, then every card
        of it with the chosen card's name goes into his deck (shuffled)."""
        ct = _ct()
        self.zb_namesakes = True
        return ct.Draft("sequence", group=[
            ct.Draft("reveal_hand", ct.NP("ref", ref=OPPONENT_PLAYER)),
            ct.Draft("shuffle_hand_namesakes", ct.NP("ref", ref=Ref("target", index=0)))])

    def e_zb_wound_each_per_hand(self, children: list[Any]) -> Draft:
        """«Ранить каждого игрока на N за каждую карту в его руке»: your hero by N × your hand, then the opponent's by N ×
        his (both counted when each wound is dealt; the first wound changes no hand)."""
        ct = _ct()
        n = ct._ints(children)[-1]

        def per_hand(side: str) -> Amount:
            return Amount("count", select=Select(CARD, side=side, zone=HAND), per=n)

        return ct.Draft("sequence", group=[ct.Draft("wound", ct.NP("ref", ref=YOUR_HERO), per_hand(YOU)),
                                           ct.Draft("wound", ct.NP("ref", ref=ENEMY_HERO), per_hand(OPPONENT))])

    def ev_zb_played_creature_or_spell(self, children: list[Any]) -> Trigger:
        """«Когда <игрок> разыгрывает существо или заклинание»: a card of either type (``Select.state``)."""
        return Trigger(CARD_PLAYED, subject=Select(CARD, side=children[0], zone=HAND, state="creature_or_spell"))
