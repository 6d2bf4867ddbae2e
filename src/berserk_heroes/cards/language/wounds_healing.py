"""Instructions that wound, heal, destroy or poison."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from lark import Token

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ANY,
    CARD,
    CHARACTER,
    CREATURE,
    DIES,
    DISTINCT_CARDS,
    EACH,
    ENEMY_HERO,
    HAND,
    HEALED,
    HEALS,
    HERO,
    IT,
    KILLS,
    OPPONENT,
    OPPONENT_PLAYER,
    PLAY,
    PUT_INTO_GRAVEYARD,
    SHORTFALL_WOUNDS,
    STRIKE_BELOW,
    STRIKE_EQUAL,
    SUPPORT,
    TARGETED,
    THIS,
    TO_ENEMY_CONTROLLERS_HERO,
    TO_OWNERS_HERO,
    WOUNDED,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Amount,
    Condition,
    HistoryQuery,
    Ref,
    Select,
    Trigger,
)
from berserk_heroes.cards.language.base import KW, NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    ANY_NUMBER,
    SAME_CARD,
    SAME_STRIKE_AS_CHOSEN,
    _amt,
    _compile_error,
    _duration,
    _error,
    _ints,
    _np,
    _np_of,
    _wm_select,
    apply_per,
)
from berserk_heroes.cards.language.looking import looks_at_top_card


def each_destroys_own(np: Any) -> Any:
    """«Каждый игрок уничтожает своё <существо …>» (Презрение): each player in turn, starting with you (as «Каждый игрок
    сбрасывает …»), picks one of his own matching cards and destroys it — ``destroy`` with param ``select`` for you, then
    for the opponent (a ``sequence``; not a target)."""
    if np.kind != "target" or np.select is None or np.max != 1 or np.select.side != ANY or np.select.zone != "play":
        raise CompileError("who destroys what")
    return Draft("sequence", group=[
        Draft("destroy", NP("ref", ref=ref), 1, params=(("select", dataclasses.replace(np.select, side=side)),))
        for ref, side in ((YOU_PLAYER, YOU), (OPPONENT_PLAYER, OPPONENT))])


def _tagged(children: list[Any], tag: str) -> Any:
    """The value of the ``(tag, value)`` child, or None."""
    return next((c[1] for c in children if isinstance(c, tuple) and len(c) == 2 and c[0] == tag), None)


def _next_wounds_scaled(children: list[Any], side: str, scale: str) -> Draft:
    """An ``establish`` WOUND_SCALE on your hero: the next wounds your cards deal (``side`` 'dealt') or take ('taken')
    are scaled by ``scale``, then it is used up (no time limit). Only «ваша карта»: the effect sits on its
    player's hero and looks at all his cards."""
    np = next(c for c in children if isinstance(c, NP))
    if np.select is None or np.select != Select(CARD, side=YOU):
        raise CompileError("«в следующий раз, когда <не ваша карта> …»")
    return Draft("establish", NP("ref", ref=YOU_PLAYER), params=(
        ("rule", A.WOUND_SCALE), ("side", side), ("scale", scale), ("duration", A.PERMANENT)))


class WoundsHealingPhrases:
    """Transformer methods of the «wounds_healing» concept (mixed into ``transformer.ToAbilities``); grammar: ``wounds_healing.lark``."""

    _a_player: Any
    ad_measure: Any
    _other: Any
    _subject: Any
    ctx: Any
    e_hoard: Any
    event_x: Any
    self_subject: Any
    deals_same_marker: Any
    per_destroyed: Any
    _static_select: Any
    a_replace_wounds: Any
    step: Any

    # «вдвое больше ран», «в два раза меньше ран (округляя …)»: doubling and halving (engine/replacements.scaled_wounds)
    def wound_halving(self, children: list[Any]) -> str:
        if _ints(children) not in ([], [2]):
            raise CompileError("«в N раз меньше ран» other than two")
        return "halving"

    def wound_round_up(self, _: list[Any]) -> tuple[str, str]:
        return ("rounding", A.HALF_UP)

    def wound_round_down(self, _: list[Any]) -> tuple[str, str]:
        return ("rounding", A.HALF_DOWN)

    def wound_dealers(self, children: list[Any]) -> tuple[str, Select]:
        return ("dealers", _wm_select(children[0]))

    def wound_dealers_noncreature(self, _: list[Any]) -> tuple[str, Select]:
        return ("dealers", Select(CARD, state="not_creature"))

    def s_wounds_taken_halved(self, children: list[Any]) -> list[A.StaticPart]:
        """«<np> получает в два раза меньше ран (от <np>) (округляя вверх)»: ``wounds_taken_scaled`` of the cards
        named (``victim``: the dealers it is about, any without «от …»)."""
        np = next(c for c in children if isinstance(c, NP))
        dealers = _tagged(children, "dealers")
        return [A.StaticPart("wounds_taken_scaled", select=self._static_select(np, False),
                             what=_tagged(children, "rounding"), victim=dealers)]

    def a_wounds_dealt_doubled_if(self, children: list[Any]) -> A.Ability:
        """«Если <карта> должна нанести раны <персонажу>, она наносит вдвое больше ран вместо этого»: a static
        ``wounds_dealt_scaled`` DOUBLE of the dealers named, to the receivers named (``victim``)."""
        dealers, receivers = (_wm_select(c) for c in children if isinstance(c, NP))
        return A.Ability(A.STATIC, statics=(A.StaticPart("wounds_dealt_scaled", select=dealers, what=A.DOUBLE,
                                                          victim=receivers),))

    def from_attack(self, _: list[Any]) -> Condition:
        """«(должен получить раны) от атаки»: the wounds of an attack (engine/replacements._event_condition)."""
        return Condition("event_is_attack")

    def a_replace_wounds_destroy_self_and(self, children: list[Any]) -> A.Ability:
        """«Если <X> должен получить раны (от …), вместо этого уничтожить <эту карту> и <инструкции>»: the replacement of
        «… вместо этого <инструкции>» whose first instruction destroys this card; targets of the instructions after it
        are named when it is applied."""
        drafts = next(c for c in children if isinstance(c, list))
        destroy = Draft("destroy", NP("ref", ref=THIS))
        return self.a_replace_wounds([c if c is not drafts else [destroy, *drafts] for c in children],
                                     targets_at_execution=True)

    def a_heal_instead_of_dying_by_own(self, _: list[Any]) -> A.Ability:
        """«Если должен погибнуть от вашей карты, вместо гибели полностью излечивается»: a replacement static of this
        card's death (``what`` DIES; for a hero, its defeat), condition ``killed_by_own_card`` (the card that wounded
        it last is its controller's); instead, all its wounds are healed."""
        heal = A.Effect("heal", THIS, None, params=(("all", True),))
        return A.Ability(A.STATIC, effects=(heal,), statics=(
            A.StaticPart("replace", select=None, what=DIES, condition=Condition("killed_by_own_card")),))

    def e_next_thirst_doubled(self, children: list[Any]) -> Draft:
        """«<срок> следующая ваша Жажда наносит вдвое больше ран»: an ``establish`` WOUND_SCALE side 'thirst' on your
        hero for that long; the next Жажда you pay deals twice its wounds (engine/play.py)."""
        return Draft("establish", NP("ref", ref=YOU_PLAYER), params=(
            ("rule", A.WOUND_SCALE), ("side", "thirst"), ("scale", A.DOUBLE), ("duration", _duration(children))))

    def wound_turn_opponent(self, _: list[Any]) -> Condition:
        return Condition("opponent_turn")

    def wound_turn_yours(self, _: list[Any]) -> Condition:
        return Condition("your_turn")

    def a_hoard_from_hand_instead(self, children: list[Any]) -> A.Ability:
        """«Если должен получить раны в <ход>, вместо этого <эта карта> добывает карту из вашей руки»: a replacement
        static of this card's wounds in that turn; its controller picks the card of his hand. It replaces only what
        it can replace: with no card in his hand the wounds are dealt (condition ``hand_size`` ≥ 1)."""
        turn = next(c for c in children if isinstance(c, Condition))
        cond = Condition("and", parts=(turn, Condition("hand_size", op=">=", value=1)))
        effect = A.Effect("hoard", YOU_PLAYER, 1, params=(("holder", THIS), ("from", HAND),
                                                          ("select", Select(CARD, side=YOU, zone=HAND))))
        return A.Ability(A.STATIC, effects=(effect,),
                         statics=(A.StaticPart("replace", select=None, what=WOUNDED, condition=cond),))

    def e_next_wounds_doubled(self, children: list[Any]) -> Draft:
        """«В следующий раз, когда ваша карта нанесёт раны, вместо этого она нанесёт вдвое больше»."""
        return _next_wounds_scaled(children, "dealt", A.DOUBLE)

    def e_next_wounds_halved(self, children: list[Any]) -> Draft:
        """«В следующий раз, когда ваша карта получит раны, вместо этого она получит вдвое меньше (округляя вниз)»."""
        return _next_wounds_scaled(children, "taken", _tagged(children, "rounding"))

    def step_opponent_may_wound_own_hero(self, children: list[Any]) -> list[Draft]:
        """«Противник может ранить своего героя на N»: a wound of the opponent's hero that the opponent decides on
        (optional, params ``decider`` OPPONENT); done only if he agrees, so an «иначе …» after it runs when he does
        not."""
        draft = Draft("wound", NP("ref", ref=Ref("hero", side=OPPONENT)), _ints(children)[0],
                      params=(("decider", OPPONENT),))
        draft.optional = True
        return [draft]

    def e_double_wounds(self, _: list[Any]) -> Any:
        """«Удвойте количество ран на каждом существе (это считается ранением)»: wound each by its own wounds."""

        return Draft("wound", NP("all", Select(CREATURE), plural=True), Amount("own_wounds"))

    def e_deal_same(self, children: list[Any]) -> Any:
        """«Когда <эта карта> наносит раны …, наносит столько же ран <np>»: this card wounds <np> by the wounds of the
        event (Amount event_amount; the trigger is checked by :func:`check_amount`)."""

        if not self.self_subject:
            raise _compile_error("«наносит столько же ран» by which card")
        return Draft("wound", _np_of(children), Amount("event_amount"))

    def step_each_pick(self, children: list[Any]) -> list[Draft]:
        """«Ранить <персонажа> на N за каждые … (вы можете выбирать разные цели)»: ``wound`` with params ``split`` and
        ``per_pick`` N — the controller picks a card of <np> in play once per unit counted (the same card may be picked
        again), and each pick is a wounding of N of its own."""
        return _each_pick(self.step([c for c in children if not isinstance(c, Token)]))

    def step_pre_each_pick(self, children: list[Any]) -> list[Draft]:
        """«за каждые … ранить <персонажа> на N (вы можете выбирать разные цели)»: as :meth:`step_each_pick`, the count
        printed first."""
        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        drafts = [c for c in children if isinstance(c, Draft)]
        apply_per(drafts[0], per)
        return _each_pick(drafts)

    def e_distribute_wounds_x(self, children: list[Any]) -> Any:
        """«Распределите Х ран среди <существ>»: ``wound`` with param ``split`` of every card of <np> (in play when it
        resolves): the controller assigns the X wounds one at a time (a card may get several), then each card is wounded
        once by its share, in the order the cards were first picked."""
        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != "play":
            raise CompileError("«распределите … ран среди» what")
        return Draft("wound", np, _amt(children), params=(("split", True),))

    def e_destroy_self_and_weaker(self, _: list[Any]) -> Any:
        """«уничтожьте эту карту и всех существ с силой удара меньше, чем у неё»: ``destroy`` of every creature whose
        strike is below the amount (param ``strike_is`` STRIKE_BELOW), this card first (``source_too``); the amount is
        this card's strike (Amount ``strike`` of THIS: its last known strike if it has left play)."""
        return Draft("destroy", NP("all", Select(CREATURE), plural=True), Amount("strike", ref=THIS),
                     params=(("strike_is", STRIKE_BELOW), ("source_too", True)))

    def e_heal_player(self, children: list[Any]) -> Any:
        """«Каждый игрок излечивается на N» / «Противник излечивается на N»: the player's hero heals."""
        side = children[0]
        amount = _amt(children)
        if side == EACH:
            np = NP("all", Select(HERO, side="any"), plural=True)
        elif side == OPPONENT:
            np = NP("ref", ref=Ref("hero", side=OPPONENT))
        else:
            raise CompileError("who heals")
        return Draft("heal", np, amount, params=(("all", False),))

    def e_poison_more(self, children: list[Any]) -> Any:
        """«Усилить отравление <np> на N»: Отравление Y becomes Y+N (verb ``poison`` with ``add``, digest §6.2)."""
        return Draft("poison", _np_of(children), _amt(children), params=(("add", True),))

    def e_poison_gets(self, children: list[Any]) -> Any:
        """«<np> получает Отравление N»: the same as «Отравить <np> на N» (digest §6.2 table)."""
        return Draft("poison", _np_of(children), _ints(children)[-1])

    def e_wound_two(self, children: list[Any]) -> Draft:
        """«Ранить на N <np> и <np>»: each noun phrase is wounded by N (two targets, named in order)."""
        nps = [c for c in children if isinstance(c, NP)]
        amount = next(c for c in children if isinstance(c, (int, Amount)) and not isinstance(c, bool))
        if len(nps) != 2 or any(np.kind != "target" or np.max != 1 for np in nps):
            raise CompileError("«Ранить на N X и Y» of what")
        return Draft("sequence", group=[Draft("wound", np, amount) for np in nps])

    def e_player_reveals_wounded_draws(self, _: list[Any]) -> Any:
        """«Игрок показывает верхнюю карту своей колоды, ранится на Х, где Х — стоимость {м} показанной карты, при этом
        берёт карту»: the controller picks a player (two modes, as «Игрок сбрасывает карту»); he reveals his top card,
        his hero is wounded by its printed cost (``Amount("cost", ref=IT)``: the card revealed), and only then he draws
        a card."""

        def make(who: Ref, _: Ref) -> list[Any]:
            hero = YOUR_HERO if who == YOU_PLAYER else ENEMY_HERO
            return [looks_at_top_card(NP("ref", ref=who), reveal=True),
                    Draft("wound", NP("ref", ref=hero), Amount("cost", ref=IT),
                             then=[Draft("draw", NP("ref", ref=who), 1)])]

        return self._a_player(make)

    def e_wound_yourself(self, children: list[Any]) -> Any:
        """«раниться на N» (an ability of a hero, or granted to one): your hero takes N wounds (as «Излечитесь на N»)."""
        return Draft("wound", NP("ref", ref=YOUR_HERO), _amt(children))

    def e_hoard_and_heal_full(self, children: list[Any]) -> Any:
        """«<эта карта> добывает <np> и полностью излечивается»: ``hoard`` (as «<X> добывает <np>»), then ``heal`` all
        of the holder — only when the holder is this card itself (the subject of «излечивается»)."""
        holder = next(c for c in children if isinstance(c, NP))
        if holder.kind != "ref" or holder.ref != THIS:
            raise CompileError("«… добывает … и полностью излечивается»: only this card")
        return Draft("sequence", group=[
            self.e_hoard(children),
            Draft("heal", NP("ref", ref=THIS), None, params=(("all", True),))])

    def e_wound_opp_grave_turn(self, _: list[Any]) -> Any:
        """«Ранить противника на Х, где Х — число карт, попавших на его кладбище в этом ходу»: the opponent's hero, by
        the number of cards that went to the opponent's graveyard this turn (a history Amount of PUT_INTO_GRAVEYARD, each card
        once; cards that came and left again count too)."""
        return Draft("wound", NP("ref", ref=ENEMY_HERO),
                        Amount("history", history=HistoryQuery(PUT_INTO_GRAVEYARD, subject=Select(CARD, side=OPPONENT),
                                                               measure=DISTINCT_CARDS)))

    def e_wound_owner(self, children: list[Any]) -> Any:
        """«раньте его владельца на N»: ``wound`` with param ``to`` TO_OWNERS_HERO of the card named before (the pronoun «его»)."""
        return Draft("wound", NP("it"), _amt(children), params=(("to", TO_OWNERS_HERO),))

    def e_wound_owner_strike(self, _: list[Any]) -> Any:
        """«раньте его владельца на Х, где Х — сила удара этого существа»: «этого существа» and «его» are the one card
        named before — the amount is the strike of the card the instruction acts on (``SAME_CARD``, bound by the
        finaliser to that card's Ref)."""
        return Draft("wound", NP("it"), Amount("strike", ref=SAME_CARD), params=(("to", TO_OWNERS_HERO),))

    def e_heal_up_to(self, children: list[Any]) -> Any:
        """«Излечите до N ран с ваших персонажей» → ``heal`` with params ``split`` and ``up_to``."""
        return Draft("heal", NP("ref", ref=YOU_PLAYER), _ints(children)[0], params=(("split", True), ("up_to", True)))

    def e_player_destroys_only(self, children: list[Any]) -> Any:
        """«Игрок уничтожает своё существо, если под его контролем нет других существ» (Грани смерти): you choose a
        player (two modes, as «Игрок сбрасывает карту»); that player destroys his one creature — only when he controls
        no other creature (``destroy`` with param ``select`` under the condition «he controls one creature or none»). Not a
        target (Защита от заклинаний does not stop it)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.kind != "target" or np.select is None or np.max != 1 or np.select != Select(CREATURE):
            raise CompileError("«Игрок уничтожает своё …» of something other than a creature")
        modes = []
        for who, side in ((YOU_PLAYER, YOU), (OPPONENT_PLAYER, OPPONENT)):
            draft = Draft("destroy", NP("ref", ref=who), 1,
                             params=(("select", Select(CREATURE, side=side)),))
            draft.condition = Condition("count", select=Select(CREATURE, side=side), op="<=", value=1)
            modes.append([draft])
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def e_wound_same_strike(self, children: list[Any]) -> Any:
        """«ранить всех существ с таким же ударом» after «Ранить <существо> на величину его удара» (Искусство войны):
        the strike X of that card (the pronoun: the card named last) when executed; every creature in play whose
        strike is X is wounded by X (``wound`` of every creature with param ``strike_is`` STRIKE_EQUAL, the amount the strike
        of the card named before — bound by the finaliser; checked by :func:`check_single_card_refs`)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.kind != "all" or np.select != Select(CREATURE, state=SAME_STRIKE_AS_CHOSEN):
            raise CompileError("«Ранить <np>» without an amount")
        return Draft("wound", NP("all", Select(CREATURE), plural=True), Amount("strike", ref=IT),
                     params=(("strike_is", STRIKE_EQUAL),))

    def e_np_no_wounds_until(self, children: list[Any]) -> Any:
        """«Ваш герой не получает ран от карт противника до конца хода»."""

        np = _np_of(children)
        kws = next((c for c in children if isinstance(c, list)), None)
        if kws is None:  # «<np> не получает ран до <срока>»

            kws = [KW("no_wounds")]
        duration = _duration(children)
        if any(kw.meta for kw in kws) or duration is None:
            raise CompileError("granted keyword with a parameter")
        drafts = [Draft("grant", np, kw.value, params=(("keyword", kw.code), ("duration", duration))) for kw in kws]
        return drafts[0] if len(drafts) == 1 else Draft("sequence", group=drafts)

    def e_wound_same(self, children: list[Any]) -> Any:
        """«<X> получает столько же ран»: as many wounds as the event's (a replacement's, a «получает раны» trigger's)."""

        return Draft("wound", _np_of(children), Amount("event_amount"))

    def st_e_wound_by_strike_of(self, children: list[Any]) -> Any:
        """«Ранить <np> по силе удара <существа>»: the creature is a target named at declaration (``declare_target``),
        then the wound's amount is its strike (``Amount("strike", ref=IT)``, read at resolution)."""
        from berserk_heroes.abilities import IT

        victim, measure = [c for c in children if isinstance(c, NP)]
        if measure.kind == "ref":  # «… по силе удара <этой карты>»
            return self.e_wound_by_strike(children)
        if measure.kind != "target" or measure.min != 1 or measure.max != 1:
            raise CompileError("«по силе удара <…>»: one creature to choose")
        if victim.kind not in ("ref", "target"):
            raise CompileError("«ранить <…> по силе удара»: whom")
        return Draft("sequence", group=[Draft("declare_target", measure),
                                           Draft("wound", victim, Amount("strike", ref=IT))])

    def e_wound_excess(self, children: list[Any]) -> Any:
        """«ранить <np> на величину избыточного урона»: the excess of the «Ранить» / fight just before
        (``Amount("excess")``, checked by ``cards.language.abilities.check_amount``), or of the attack of a «При атаке по
        существу» trigger (turned into the ATTACK_EXCESS_WOUNDS trigger by ``attack_excess_trigger``)."""
        return Draft("wound", _np_of(children), Amount("excess"))

    def e_wound_per_destroyed(self, children: list[Any]) -> Any:
        """«за каждое уничтоженное — ранить <np> на N»: N per card the instruction before destroyed (``Amount("done")``,
        checked by ``check_amount``; the instruction before must be a «Уничтожьте», see :func:`check_triggers`)."""
        self.per_destroyed = True
        return Draft("wound", _np_of(children), Amount("done", per=_ints(children)[0]))

    def e_heal_by_measure(self, children: list[Any]) -> Any:
        """«Излечить <np> на силу удара <карты>»: healing by the amount «сила удара <карты>» (as after «где Х —»)."""
        victim = next(c for c in children if isinstance(c, NP))
        amount: Any = self.ad_measure([c for c in children if c is not victim])
        return Draft("heal", victim, amount)

    def e_wound_by_strike(self, children: list[Any]) -> Any:
        """«ранить <np> по силе удара <этой карты>»: as many wounds as this card's strike."""
        victim, source = [c for c in children if isinstance(c, NP)]
        if source.kind != "ref" or source.ref != THIS:
            raise CompileError("«по силе удара» of what")
        return Draft("wound", victim, Amount("strike", ref=THIS))

    def e_it_deals_same_to_his_hero(self, _: list[Any]) -> Any:
        """«оно наносит столько же ран герою этого противника» after «Когда <существо> наносит раны <существу>»: the
        wounding card deals as many wounds to the hero of the wounded card's controller, if he is an opponent (checked
        against the trigger by :func:`check_event_phrases`)."""
        self.deals_same_marker = True
        return Draft("wound", NP("ref", ref=Ref("event", role="other")), Amount("event_amount"),
                     params=(("to", TO_ENEMY_CONTROLLERS_HERO), ("dealer", Ref("event", role="subject"))))

    def e_opp_pays_or_wounded(self, children: list[Any]) -> Any:
        """«противник должен заплатить N{м}, если не хватает — ранить его на столько, сколько не хватает {м}»: the
        opponent closes up to N of his open coins; his hero gets a wound for each coin he lacks (``pay`` params shortfall,
        the payment of «Медитация», §6.2)."""
        return Draft("pay", NP("ref", ref=Ref("player", side=OPPONENT)), _ints(children)[0],
                     params=(("shortfall", SHORTFALL_WOUNDS),))

    def e_heal_self_full(self, _: list[Any]) -> Any:
        """«полностью излечиться»: the infinitive has the subject of the card's other infinitives («сразиться»): this
        creature heals all its wounds. Only on a creature (a spell or a hero has no such subject)."""
        if self.ctx.card_type != "creature":
            raise CompileError("«излечиться»: only a creature heals itself")
        return Draft("heal", NP("ref", ref=THIS), None, params=(("all", True),))

    def ev_healed(self, children: list[Any]) -> Trigger:
        """«Когда ваш персонаж излечивается» (wounds were removed from it)."""
        return Trigger(HEALED, subject=self._subject(children[0]))

    def ev_heals(self, children: list[Any]) -> Trigger:
        """«Когда вы излечиваете <персонажа>»: wounds were removed from a card by an instruction of yours (HEALS)."""
        if children[0] != YOU:
            raise CompileError("«излечивает»: only «вы»")
        return Trigger(HEALS, subject=self._subject(children[-1]))

    def c_event_card_not_yours(self, _: list[Any]) -> Condition:
        """«если он не был вашим» (after «Когда вы излечиваете <персонажа>»): the trigger's card is not under your
        control (``event_card_fits``: engine/resolve.py passes the event's card)."""
        return Condition("event_card_fits", select=Select(CHARACTER, side=OPPONENT))

    def ev_wounded_x(self, children: list[Any]) -> Trigger:
        """«Когда <эта карта> получает Х ран»: Х in the effects is the number of wounds."""
        self.event_x = True
        return Trigger(WOUNDED, subject=self._subject(_np(children)))

    def ev_wounded_x_self(self, _: list[Any]) -> Trigger:
        self.event_x = True
        self.self_subject = True
        return Trigger(WOUNDED)

    def ev_wounded_from_self(self, children: list[Any]) -> Trigger:
        """«Когда получает раны от существа» (this card; ``other`` the card that dealt them)."""
        self.self_subject = True
        return Trigger(WOUNDED, other=self._other(_np(children)))

    def ev_wounded_from(self, children: list[Any]) -> Trigger:
        """«Когда ваш герой получает раны от вашей карты»: ``other`` the card that dealt them (any zone: a spell)."""

        subject, source = [c for c in children if isinstance(c, NP)]
        return Trigger(WOUNDED, subject=self._subject(subject), other=self._other(source))

    def ev_kills_dominated(self, children: list[Any]) -> Trigger:
        """«Когда убивает существо, над которым имеет Превосходство» (this card; the killed card is one it has
        Превосходство over: Select.state ``dominated``)."""
        other = self._other(_np(children))
        if other is None or other.state is not None:
            raise _error("kills what")
        return Trigger(KILLS, other=replace(other, state="dominated"))

    def ev_targeted_np(self, children: list[Any]) -> Trigger:
        """«Когда ваша карта поддержки стала целью»: chosen as a target of any ability (a declaration's target)."""
        sel = self._subject(_np(children))
        if sel is None or sel.zone != "play":
            raise _error("targeted: what")
        return Trigger(TARGETED, subject=sel)

    def ev_dies_not_your_turn(self, children: list[Any]) -> Trigger:
        """«Когда существо противника погибает не в ваш ход» (= in the opponent's turn: two players)."""
        return Trigger(DIES, subject=self._subject(_np(children)), whose_turn=OPPONENT)

    def e_wound_each_opponent(self, children: list[Any]) -> Any:
        """«ранить каждого противника на N»: every opponent (one) through his hero."""

        return Draft("wound", NP("ref", ref=ENEMY_HERO), _amt(children))

    def e_destroy_creatures_supports(self, children: list[Any]) -> Any:
        """«Уничтожьте всех существ и все карты поддержки»: every creature, then every support card in play."""

        np = _np_of(children)
        if np is None or np.kind != "all" or np.select != Select(CREATURE):
            raise CompileError("destroy what and all support cards")
        return Draft("sequence", group=[Draft("destroy", np),
                                        Draft("destroy", NP("all", Select(SUPPORT), plural=True))])

    def e_discard_or_wound(self, children: list[Any]) -> Draft:
        """The opponent discards a card (he picks it); if he could not (``otherwise``: not done), his hero takes N
        wounds. Two players: «каждый противник» is the one opponent."""
        n = _ints(children)[-1]
        return Draft("discard", NP("ref", ref=OPPONENT_PLAYER), 1, params=(("chooser", "owner"),),
                        otherwise=[Draft("wound", NP("ref", ref=ENEMY_HERO), n)])

    def e_wound_him(self, children: list[Any]) -> Draft:
        """«ранить его на N»: a pronoun (as ``e_wound`` would read it), except after «если на его кладбище есть …» of a
        card the opponent played, where «его» is that opponent (his hero is wounded)."""
        if getattr(self, "same_name_marker", False) or getattr(self, "named_opponent", False):  # «…, как на
            # кладбище противника, ранить его на 3» (Дух шахтёра)
            return Draft("wound", NP("ref", ref=ENEMY_HERO), _amt(children))
        return Draft("wound", NP("it"), _amt(children))

    def e_player_destroys_own(self, children: list[Any]) -> Draft:
        """«Противник уничтожает своё <существо …>»: he picks one of his own (``destroy`` with param ``select``; not a target, so
        Защита от заклинаний does not stop it)."""
        np = next(c for c in children if isinstance(c, NP))
        if children[0] == EACH:  # «Каждый игрок уничтожает своё …» (Презрение)

            return each_destroys_own(np)
        if children[0] != OPPONENT or np.kind != "target" or np.select is None or np.max != 1 \
                or np.select.side != ANY or np.select.zone != PLAY:
            raise CompileError("who destroys what")
        return Draft("destroy", NP("ref", ref=OPPONENT_PLAYER), 1,
                        params=(("select", replace(np.select, side=OPPONENT)),))

    def e_player_destroys_half(self, children: list[Any]) -> Draft:
        """«Каждый игрок / Противник уничтожает половину своих <существ> (с округлением вверх)»: each such player picks
        half his own matching cards, rounded up, and they are destroyed (``destroy`` with params portion HALF_UP)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.select is None or np.select.side != ANY or np.select.zone != PLAY or children[0] not in (EACH, OPPONENT):
            raise CompileError("who destroys half of what")
        return Draft("destroy", NP("ref", ref=Ref("player", side=children[0])),
                     params=(("select", np.select), (A.PORTION, A.HALF_UP)))

    def e_wound_each_per_hand(self, children: list[Any]) -> Draft:
        """«Ранить каждого игрока на N за каждую карту в его руке»: your hero by N × your hand, then the opponent's by N ×
        his (both counted when each wound is dealt; the first wound changes no hand)."""
        n = _ints(children)[-1]

        def per_hand(side: str) -> Amount:
            return Amount("count", select=Select(CARD, side=side, zone=HAND), per=n)

        return Draft("sequence", group=[Draft("wound", NP("ref", ref=YOUR_HERO), per_hand(YOU)),
                                           Draft("wound", NP("ref", ref=ENEMY_HERO), per_hand(OPPONENT))])

    def e_look_excess_rest_random(self, children: list[Any]) -> Any:
        """«посмотрите Х верхних карт вашей колоды, где Х — величина избыточного урона, положите одну из них в руку,
        остальные — под низ колоды в случайном порядке» (Магический поток): Х is the excess damage of the «Ранить»
        just before (``Amount("excess")``, checked by ``cards.language.abilities.check_amount``)."""

        if _ints(children) != [1]:
            raise CompileError("more than one card to the hand")
        return Draft("look", NP("ref", ref=Ref("player", side=YOU)), Amount("excess"),
                     params=(("take", 1), ("rest", A.REST_BOTTOM_RANDOM)))

    def e_wound_each_hero_per_hand(self, children: list[Any]) -> Any:
        """«Ранить каждого героя на N за каждую карту в руке его игрока»: as «Ранить каждого игрока на N за каждую
        карту в его руке» (each hero by N times the cards in his own player's hand). Only «каждого героя» and a number."""

        np = next((c for c in children if isinstance(c, NP)), None)
        amount = next((c for c in children if isinstance(c, int) and not isinstance(c, bool)), None)
        if np is None or np.kind != "all" or np.select != Select(A.HERO, side=A.ANY):
            raise CompileError("wound which heroes per hand")
        if amount is None:
            raise CompileError("a number of wounds per card")
        return self.e_wound_each_per_hand([Token("NUMBER", str(amount))])

    def e_heal_two_different(self, children: list[Any]) -> Any:
        """«Излечите на N двух персонажей с ранами под контролем разных игроков»: with two players, one wounded character
        of each (two targets named at declaration: yours, then the opponent's), each healed by N."""

        n, count = _ints(children)[:2]
        if count != 2:
            raise CompileError("«разных игроков»: two characters, one per player")
        group = [Draft("heal", NP("target", select=Select(CHARACTER, side=side, state="wounded"), min=1, max=1,
                                  implicit=True), n, params=(("all", False),)) for side in (YOU, OPPONENT)]
        return Draft("sequence", group=group)

    def e_wound(self, children: list[Any]) -> Draft:
        return Draft("wound", _np_of(children), _amt(children))

    def e_wound_opponent(self, children: list[Any]) -> Draft:
        """«Ранить противника на N» (or «на Х, где Х — <amount>»): his hero is wounded."""
        defined = [c for c in children if isinstance(c, Amount)]
        return Draft("wound", NP("ref", ref=Ref("hero", side=OPPONENT)), defined[-1] if defined else _amt(children))

    def e_wound_pre(self, children: list[Any]) -> Draft:
        return Draft("wound", _np_of(children), _amt(children))

    def e_wound_own_strike(self, children: list[Any]) -> Draft:
        """«Ранить существо на величину его удара»: the amount is the strike of the wounded card."""
        return Draft("wound", _np_of(children), Amount("strike", ref=SAME_CARD))

    def e_heal(self, children: list[Any]) -> Draft:
        return Draft("heal", _np_of(children), _amt(children), params=(("all", False),))

    def e_heal_yourself(self, children: list[Any]) -> Draft:
        """«Излечитесь на N»: the player heals — your hero."""
        return Draft("heal", NP("ref", ref=Ref("hero", side=YOU)), _amt(children), params=(("all", False),))

    def e_heal_all(self, children: list[Any]) -> Draft:
        return Draft("heal", _np_of(children), None, params=(("all", True),))

    def e_poison(self, children: list[Any]) -> Draft:
        return Draft("poison", _np_of(children), _amt(children))

    def e_destroy(self, children: list[Any]) -> Draft:
        return Draft("destroy", _np_of(children))

    def st_discard_any_split_cost_rest_to_opponent(self, _: list[Any]) -> list[Draft]:
        """«Сбросьте любое число карт; распределите Х ран среди не ваших существ, где Х — суммарная стоимость {м}
        сброшенных карт поддержки; если у противника нет существ, раньте его на величину избыточного урона»: a
        ``discard`` of yours (up to any number); a split ``wound`` of the opponent's creatures by the printed costs of
        the support cards discarded (Amount ``cost`` of IT, select SUPPORT); then, if the opponent has no creature, his
        hero is wounded by the excess of that split — every wound it could not give to a creature (Amount ``excess``)."""
        discard = Draft("discard", NP("ref", ref=YOU_PLAYER), params=((A.COUNT, A.UP_TO),))
        creatures = NP("all", Select(CREATURE, side=OPPONENT), plural=True)
        split = Draft("wound", creatures, Amount("cost", ref=IT, select=Select(SUPPORT)),
                      params=(("split", True),))
        rest = Draft("wound", NP("ref", ref=ENEMY_HERO), Amount("excess"))
        rest.condition = Condition("count", select=Select(CREATURE, side=OPPONENT), op="==", value=0)
        return [discard, split, rest]

    def e_destroy_any_number(self, children: list[Any]) -> Draft:
        """«Уничтожьте любое число <карт>»: a target of 0 … any number of cards of <np>, destroyed."""
        np = _np_of(children)
        if np is None or np.select is None or np.kind not in ("all", "target") or np.select.state is not None \
                or not np.plural:
            raise CompileError("«любое число» of what")
        return Draft("destroy", NP("target", select=np.select, min=0, max=ANY_NUMBER, plural=True))


def _each_pick(drafts: list[Draft]) -> list[Draft]:
    """«Ранить <персонажа> на N за каждые … (вы можете выбирать разные цели)»: ``wound`` of every <np> in play with
    params ``split`` and ``per_pick`` N — one pick per unit counted, each a wounding of N of its own."""
    d = drafts[0]
    np = d.np
    if d.verb != "wound" or d.params or np is None or np.kind != "target" or np.max != 1 or np.select is None \
            or np.select.zone != "play" or not isinstance(d.amount, Amount) or d.amount.per < 1:
        raise CompileError("«вы можете выбирать разные цели» of what")
    d.np = NP("all", select=np.select)
    d.params = (("split", True), ("per_pick", d.amount.per))
    d.amount = replace(d.amount, per=1)
    return drafts
