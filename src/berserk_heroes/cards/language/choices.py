"""Choices, modes, repeats and instructions applied to each of several players or cards."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    CARD,
    CREATURE,
    EACH,
    END_OF_NEXT_OWN_TURN,
    END_OF_OPPONENT_TURN,
    ENTERS_PLAY,
    EVENT,
    GRAVEYARD,
    HAND,
    HERO,
    NEXT_CARD,
    NEXT_OWN_TURN,
    NOT_CHOSEN_THIS_TURN,
    OPPONENT,
    OPPONENT_PLAYER,
    SPELL,
    THIS,
    YOU,
    Amount,
    Condition,
    Ref,
    Select,
)
from berserk_heroes.cards.compiler_normalise import element_of_token
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import _MARK, ANY_NUMBER, _ints, _np_of
from berserk_heroes.cards.language.looking import looks_at_top_card


class ChoicesPhrases:
    """Transformer methods of the «choices» concept (mixed into ``transformer.ToAbilities``); grammar: ``choices.lark``."""

    ctx: Any
    cp_ability: Any

    def e_first_card_per_name(self, children: list[Any]) -> Any:
        """«До начала вашего хода первая карта каждого противника стоит на N{м} больше за каждую карту с таким названием
        на кладбище (включая эту карту)» (a spell): ``next_cost`` of the opponent (two players: «каждого противника» is
        he) with duration «до начала вашего хода» — his first card from now on is his next one — by N for each card of
        this spell's name in your graveyard («на кладбище»: yours, FAQ #16; the spell is there while it resolves)."""
        if self.ctx.card_type != "spell":
            raise CompileError("«(включая эту карту)» where this card may not be counted")
        duration = next(c for c in children if type(c) is str)
        if duration != NEXT_OWN_TURN:
            raise CompileError("«первая карта каждого противника» for another time")
        count = Amount("count", select=Select(CARD, side=YOU, zone=GRAVEYARD, name=self.ctx.name),
                       per=_ints(children)[0])
        return Draft("change_cost", NP("ref", ref=OPPONENT_PLAYER), count, params=(
            ("applies_to", NEXT_CARD), ("select", Select(CARD, zone=HAND)), ("duration", NEXT_OWN_TURN), ("sign", 1)))

    def e_repeat(self, _: list[Any]) -> Any:
        """«повторите это заклинание»: this spell, or the trigger's spell (decided by :func:`resolve_cancel_refs`)."""
        return Draft("repeat", NP("ref", ref=EVENT()), params=(("repeated", SPELL), (_MARK, "spell")))

    def e_repeat_enters_its(self, children: list[Any]) -> Draft:
        """«его Найм сработает ещё раз»: like «Найм <этой карты> срабатывает ещё раз» (the pronoun must mean this
        card: checked by the Finaliser, which resolves it)."""
        return Draft("repeat", NP("it"), params=(("repeated", ENTERS_PLAY),))

    def e_first_card_next_turn(self, children: list[Any]) -> Draft:
        """«Первая карта каждого противника в его следующий ход стоит на N{м} дороже»: ``next_cost`` for the opponent
        that counts only in his next turn (params in_next_turn) and ends with it."""
        sign = next(c for c in children if isinstance(c, int) and not isinstance(c, bool) and c in (-1, 1))
        return Draft("change_cost", NP("ref", ref=OPPONENT_PLAYER), sign * _ints(children)[0], params=(
            ("applies_to", NEXT_CARD), ("select", Select(CARD, zone=HAND)), ("duration", END_OF_OPPONENT_TURN),
            ("in_next_turn", True)))

    def e_extra_turn(self, _: list[Any]) -> Any:
        """«Получите дополнительный ход» (digest §4.2.5: after this turn; it replaces nobody's normal turn)."""

        return Draft("extra_turn", NP("ref", ref=Ref("player", side=YOU)))

    def e_opponent_skips_turn(self, _: list[Any]) -> Any:
        """«(Каждый) противник пропускает свой (следующий) ход»: his next normal turn is not taken — the turn after it
        goes on as if he had had it (engine/turn.begin_turn; params skip of ``extra_turn``)."""
        return Draft("extra_turn", NP("ref", ref=Ref("player", side=OPPONENT)), params=(("skip", True),))

    def e_you_skip_turn(self, _: list[Any]) -> Any:
        """«Пропустите свой следующий ход»: the controller's next normal turn is not taken (as «противник пропускает свой
        ход», of the controller)."""
        return Draft("extra_turn", NP("ref", ref=Ref("player", side=YOU)), params=(("skip", True),))

    def e_no_untap_next(self, children: list[Any]) -> Any:
        """«<существо> не открывается в начале следующего хода контролирующего его игрока»: until the end of your
        next turn, which comes after that player's next фаза восстановления (the card can be anyone's)."""

        return Draft("grant", _np_of(children), 1, params=(("keyword", "no_untap"), ("duration", END_OF_NEXT_OWN_TURN)))

    def bw_opponent(self, _: list[Any]) -> tuple[str, str]:
        return ("who", OPPONENT)

    def bw_you(self, _: list[Any]) -> tuple[str, str]:
        return ("who", YOU)

    def bw_each(self, _: list[Any]) -> tuple[str, str]:
        return ("who", EACH)

    def bw_no_character(self, children: list[Any]) -> tuple[str, str]:

        if _ints(children) != [1]:
            raise CompileError("«ни N персонаж»")
        return ("who", "no_character")

    def e_choose_any_number(self, children: list[Any]) -> Any:
        """«Выберите любое число <существ>»: a target of 0..N cards (none too), named at declaration; «каждое из них»
        next is them."""

        np = _np_of(children)
        if np is None or np.select is None or np.kind != "all" or not np.plural:
            raise CompileError("«любое число» of what")
        return Draft("declare_target", NP("target", select=np.select, min=0, max=ANY_NUMBER, plural=True))

    def e_fight_any_number(self, children: list[Any]) -> Any:
        """«Сразитесь с любым числом <существ>»: ``fight`` of a target of 0..N other cards (none fights itself), each in
        turn."""
        np = self.e_choose_any_number(children).np
        assert np is not None and np.select is not None
        return Draft("fight", dataclasses.replace(np, select=dataclasses.replace(np.select, other=True)))

    def e_repeat_it(self, children: list[Any]) -> Any:
        """«повторите его» = «повторите это заклинание» of the trigger's spell (``repeat`` of the spell EVENT;
        :func:`resolve_cancel_refs` accepts it only after «Когда <игрок> разыгрывает заклинание»)."""
        return self.e_repeat(children)

    def e_choose(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is None or np.kind != "target":
            raise CompileError("«выберите» without a target")
        return Draft("declare_target", np)

    def e_repeat_enters(self, children: list[Any]) -> Draft:
        """«Найм <этой карты / вашего кошмара> срабатывает ещё раз»."""
        np = _np_of(children)
        if np is None or np.kind not in ("ref", "target") or (np.kind == "ref" and np.ref != THIS):
            raise CompileError("whose «Найм»")
        if np.kind == "target" and (np.select is None or np.select.side != YOU or np.select.kind != CREATURE):
            raise CompileError("whose «Найм»")
        return Draft("repeat", np, params=(("repeated", ENTERS_PLAY),))

    def dc_each(self, children: list[Any]) -> tuple[str, str, int]:
        return (EACH, *children[0])

    def l_hero_element_cases(self, children: list[Any]) -> tuple[str, list[Draft]]:
        """«Если ваш герой • {A}, <инструкция> • {B}, <инструкция> …»: each case's instructions run if your hero has its
        element, naming their targets only then (§7.4: a part under a condition that may not run)."""
        out: list[Draft] = []
        for condition, drafts in (c for c in children if isinstance(c, tuple)):
            for d in drafts:
                if d.condition is not None:
                    raise CompileError("an element case with a condition of its own")
                d.condition = condition
                d.late = True
            out.extend(drafts)
        return "plain", out

    def hero_element_case(self, children: list[Any]) -> tuple[Condition, list[Draft]]:
        element = next(c for c in children if isinstance(c, Token) and c.type == "ELEMENT")
        drafts = next(c for c in children if isinstance(c, list))
        return Condition("count", select=Select(HERO, side=YOU, elements=(element_of_token(str(element)),)),
                         op=">=", value=1), drafts

    def mh_one_or_more(self, children: list[Any]) -> dict[str, Any]:
        """«Выберите одно или несколько»: 1 to all of the modes (``mode_block`` fills in ``max``)."""
        if _ints(children) != [1]:
            raise CompileError("mode count")
        return {"min": 1, "max": None, "times": 1}

    def mh_one_not_chosen_this_turn(self, _: list[Any]) -> dict[str, Any]:
        """«Выберите ранее не выбранное в этом ходу»: one mode, not one chosen by this ability earlier this turn."""
        return {"min": 1, "max": 1, "times": 1, NOT_CHOSEN_THIS_TURN: True}

    def e_modes(self, children: list[Any]) -> Draft:
        return children[0]

    def cp_one_of_abilities(self, children: list[Any]) -> Any:
        """«<карта> получает одно из: • «…» • «…»» (one of the abilities, each granted as «получает «…»» grants it): a
        choice of one mode (``choose_mode``), each mode the grant of one ability to the card."""
        if _ints(children) != [1]:
            raise CompileError("«получает N из»")
        rest = [c for c in children if not isinstance(c, list)]
        grants = [self.cp_ability([quoted, *rest]) for quoted in (c[0] for c in children if isinstance(c, list))]
        return lambda subject, np: Draft("choose_mode", params=(
            ("modes", [[grant(subject, np)] for grant in grants]), ("min", 1), ("max", 1), ("times", 1)))

    def e_duration_one_of_abilities(self, children: list[Any]) -> Any:
        """«<срок> <карта> получает одно из: • «…» • «…»»: as «<карта> получает одно из: …» with the duration after it."""
        np = next(c for c in children if isinstance(c, NP))
        return self.cp_one_of_abilities([c for c in children if c is not np])(np, np)

    def granted_mode(self, children: list[Any]) -> list[Any]:
        """«• «…»»: the quoted ability of one line of a «получает одно из» list."""
        return [c for c in children if isinstance(c, Token) and c.type == "QUOTED"]


    def e_opp_may_close_creature(self, _: list[Any]) -> Draft:
        """«Противник может закрыть своё существо»: ``close`` of one of the opponent's open creatures, picked by him
        (count EXACTLY; params may: he decides first). Done only if he closes one — the card closed is «это существо»
        of a «при этом» part (``frame.last``); declined or with none open, an «иначе» part runs."""
        return Draft(A.CLOSE, NP("ref", ref=OPPONENT_PLAYER), 1, params=(
            (A.COUNT, A.EXACTLY), ("select", Select(CREATURE, side=YOU)), (A.MAY, True)))

    def step_per_opponent_picks(self, children: list[Any]) -> list[Draft]:
        """«за каждую сброшенную таким образом карту противник выбирает одно из: • … • …»: ``choose_mode`` by the
        opponent, at resolution (it sits under the count), made as many times as the amount counts, one choice after
        the other; the modes are said in his voice. Modes that name targets are refused (each choice names its own)."""
        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        if _ints(children)[:1] != [1]:
            raise CompileError("mode count")
        modes = [c for c in children if isinstance(c, list)]
        if any(d.np is not None and d.np.kind == "target" for mode in modes for d in mode):
            raise CompileError("a mode with a target, chosen several times")
        return [Draft("choose_mode", None, params=(("modes", modes), ("min", 1), ("max", 1), ("times", per),
                                                   ("chooser", "opponent")))]

    def pl_opp_mode_else(self, children: list[Any]) -> list[Draft]:
        """«• <его инструкция>, иначе <его инструкция>»: the second runs when he could not do the first (§7.4 «иначе»)."""
        first, other = (c for c in children if isinstance(c, Draft))
        first.otherwise = [other]
        return [first]

    def pl_oe_discard(self, _: list[Any]) -> Draft:
        """«Сбросить карту» said by the opponent: he discards a card of his choice (not done with an empty hand)."""
        return Draft("discard", NP("ref", ref=OPPONENT_PLAYER), 1, params=(("chooser", "owner"),))

    def pl_oe_destroy_own(self, _: list[Any]) -> Draft:
        """«Уничтожить своё существо» said by the opponent: he picks one of his creatures, which is destroyed (not done
        when he has none, or it could not be destroyed) — as «Противник уничтожает своё существо»."""
        return Draft("destroy", NP("ref", ref=OPPONENT_PLAYER), 1, params=(("select", Select(CREATURE, side=OPPONENT)),))

    def ambush_tail_then_at_end(self, children: list[Any]) -> tuple[int, list[Draft]]:
        """«Засада N{м}, при этом в конце хода <инструкции>»: the «при этом» part of the Засада is a delayed instruction
        for the end of this turn (``l_at_end_of_turn``). «это существо» there is the card the Засада played — this
        card, the one named just before (the trigger's attacker is the opponent's, never put «в вашу руку»)."""
        _, drafts = next(c for c in children if isinstance(c, tuple))
        for draft in (d for delayed in drafts for d in delayed.group):
            if draft.np is not None and draft.np.kind == "demonstrative" and draft.np.select is None:
                draft.np = NP("ref", ref=THIS)
        return _ints(children)[0], drafts

    def c_previous_turn_not_yours(self, _: list[Any]) -> Condition:
        """«если предыдущий ход не был вашим»: the turn before this one was not the controller's (in the first turn of
        the game there was none: that holds too)."""
        return Condition("not", parts=(Condition(A.PREVIOUS_TURN_YOURS),))

    def e_put_self_from_hand(self, children: list[Any]) -> Draft:
        """«положите <эту карту> из руки <куда>»: this card goes from its owner's hand to that zone — only if it is
        still in the hand (``move`` params from HAND)."""
        _, zone, position = next(c for c in children if isinstance(c, tuple) and c[:1] == ("destination",))
        if zone == HAND:
            raise CompileError("from the hand to the hand")
        return Draft(A.MOVE, NP("ref", ref=THIS), params=A.move_params(zone, position, HAND))

    def e_turn_ends_now(self, _: list[Any]) -> Draft:
        """«ход немедленно заканчивается»: ``end_turn`` — nothing more of this turn is done but what 310.2/310.3 keep."""
        return Draft("end_turn")

    def e_name_cost(self, _: list[Any]) -> Draft:
        """«Назовите стоимость {м}»: ``name`` of a cost, remembered for this card (Condition REVEALED_COST_NAMED)."""
        return Draft("name", NP("ref", ref=THIS), params=(("named", A.COST_NAME),))

    def e_reveal_top_any(self, _: list[Any]) -> Draft:
        """«Покажите верхнюю карту любой колоды»: the controller picks a deck (by its owner), its top card is shown to
        both and stays there; it is «показанная карта» / «её» next."""
        return looks_at_top_card(NP("ref", ref=Ref("player", side=A.ANY)), reveal=True)

    def c_shown_cost_named(self, _: list[Any]) -> Condition:
        """«если показанная карта названной стоимости {м}»: the card just shown costs the cost this card named."""
        return Condition(A.REVEALED_COST_NAMED)

    def e_repeat_naming_other_cost(self, children: list[Any]) -> Draft:
        """«повторите это заклинание, называя другую стоимость {м}»: ``repeat`` of this spell whose «Назовите стоимость»
        may not name the cost named before (params name_other_cost; only on a spell that names a cost)."""
        if self.ctx.card_type != "spell":
            raise CompileError("«повторите это заклинание» on a card that is not a spell")
        repeat = self.e_repeat(children)
        return Draft(repeat.verb, repeat.np, params=(*repeat.params, (A.NAME_OTHER_COST, True)))

    def c_wounded_is_creature(self, _: list[Any]) -> Condition:
        """«если раненый персонаж — существо»: the card the instruction before acted on (the character it wounded,
        whichever branch of a «…, при этом …, иначе …» ran) is a creature."""
        return Condition("it_fits", ref=A.IT, select=Select(CREATURE))

    def e_choose_own_ability(self, children: list[Any]) -> Any:
        """«Выберите одно из (до конца боя): • «…» • «…»» (a hero's text): as «<эта карта> получает одно из: …» — the
        controller picks one of the abilities, this card gains it for the duration printed."""
        if self.ctx.card_type != "hero":
            raise CompileError("«выберите одно из (<срок>): • «…»» on a card that is not a hero")
        this = NP("ref", ref=THIS)
        return self.cp_one_of_abilities(children)(this, this)
