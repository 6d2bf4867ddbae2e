"""Prevention, replacement («вместо этого»), cancelling, bans and delayed instructions."""

from __future__ import annotations

import dataclasses
from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ANY,
    BAN,
    CARD,
    CHARACTER,
    CREATURE,
    EACH,
    END_OF_NEXT_OWN_TURN,
    ENTERS_WITHOUT_ABILITIES,
    EVENT,
    HAND,
    NAMED,
    OPPONENT,
    PERMANENT,
    PLAY,
    STATIC,
    YOU,
    YOU_PLAYER,
    Ability,
    Amount,
    Ref,
    Select,
    StaticPart,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    _MARK,
    BAN_PLAY,
    PER_EACH_VERBS,
    _amt,
    _duration,
    _ints,
    _np_of,
    apply_per,
)


def _shield_scope(np: Any) -> str | None:
    """The cards a «prevent» shield on your hero protects, by the noun phrase after «по»: 'creatures' («вашим
    существам»), 'hero' («вашему герою»), 'characters' («вашим персонажам»); None for anything else."""
    if np is None:
        return None
    if np.kind == "ref" and np.ref is not None and np.ref.kind == "hero" and np.ref.side == YOU:
        return "hero"
    sel = np.select
    if np.kind in ("all", "target") and sel is not None and sel.side == YOU and sel == Select(sel.kind, side=YOU) \
            and (np.kind == "all" or np.implicit):
        return {CREATURE: "creatures", CHARACTER: "characters"}.get(sel.kind)
    return None


# The kinds of wounds «от выстрелов / от ударов» names (= engine.wounds.SHOT / STRIKE: a retaliation is a strike too)
SHOT_WOUNDS = "shot"
STRIKE_WOUNDS = "strike"


class PreventionPhrases:
    """Transformer methods of the «prevention» concept (mixed into ``transformer.ToAbilities``); grammar: ``prevention.lark``."""

    _delayed: Any
    _moment: Any
    ev_played: Any
    _quoted: Any
    ctx: Any

    def step_per_pre(self, children: list[Any]) -> list[Any]:
        """«за каждую сброшенную таким образом карту <инструкция>»."""

        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        drafts = [c for c in children if isinstance(c, Draft)]
        apply_per(drafts[0], per)
        return drafts

    def e_cancel_spell(self, _: list[Any]) -> Any:
        """«отмените это заклинание»: the trigger's spell (checked by :func:`resolve_cancel_refs`)."""
        return Draft("cancel_card", NP("ref", ref=EVENT()), params=((_MARK, "spell"),))

    def e_cancel_card(self, _: list[Any]) -> Any:
        """«отмените эту карту»: the trigger's card (checked by :func:`resolve_cancel_refs`)."""
        return Draft("cancel_card", NP("ref", ref=EVENT()), params=((_MARK, "card"),))

    def e_return_cancel(self, _: list[Any]) -> Any:
        """«верните это заклинание в руку владельца и отмените его эффект»: the trigger's spell goes from its owner's
        graveyard to his hand (``grave_card_to_hand``), then its abilities still in the Queue are cancelled."""
        return Draft("sequence", group=[
            Draft(A.MOVE, NP("ref", ref=EVENT()), params=A.move_params(A.HAND, None, A.GRAVEYARD, (_MARK, "spell"))),
            Draft("cancel_card", NP("ref", ref=EVENT()), params=((_MARK, "spell"),))])

    def e_reveal_x_prevent_self(self, children: list[Any]) -> Any:
        """«Покажите Х карт из вашей руки, при этом предотвратите Х следующих ран, нанесённых <этому герою>, до
        <срока>»: you show any number of cards of your hand (``reveal``, as «Покажите любое число карт из
        руки»); then a shield of that many wounds (``Amount("done")``: the cards shown) for your hero alone
        (``prevent``, scope "hero"), until the printed time. Only a hero's own text (the shield sits on your hero)."""
        if self.ctx.card_type != "hero":
            raise CompileError("a shield for a card that is not your hero")
        duration = _duration(children)
        return Draft("reveal", NP("ref", ref=YOU_PLAYER),
                        params=(("zone", HAND), ("select", Select(CARD, side=YOU, zone=HAND))),
                        then=[Draft("prevent", NP("ref", ref=YOU_PLAYER), Amount("done"),
                                       params=(("scope", "hero"), ("duration", duration)))])

    def e_ban_control(self, children: list[Any]) -> Any:
        """«До <срока> существа не могут быть взяты под контроль» → ``ban`` of each player, action ``be_controlled``
        (params select: the cards of his that may not be taken; checked by every control change of the engine)."""
        duration = _duration(children)
        np = _np_of(children)
        # «существа» (a bare noun, the subject of «не могут»: plural): every creature
        if duration is None or np is None or np.select is None or np.select.side != ANY or np.select.zone != PLAY \
                or not (np.kind == "all" or (np.kind == "target" and np.implicit)):
            raise CompileError("«не могут быть взяты под контроль» of what, until when")
        params: tuple[tuple[str, Any], ...] = (("action", "be_controlled"), ("select", np.select), ("limit", 0),
                                               ("window", None), ("duration", duration))
        return Draft("establish", NP("ref", ref=Ref("player", side=EACH)), params=(("rule", BAN), *params))

    def e_delayed(self, children: list[Any]) -> Any:
        """«В начале вашего следующего хода <инструкция>»."""

        inner = next(c for c in children if isinstance(c, Draft))
        if inner.verb == "delayed":
            raise CompileError("a delayed instruction inside another")
        return self._delayed(self._moment(children), [inner])

    def e_delayed_next_play(self, children: list[Any]) -> Any:
        """«При следующем розыгрыше <карты> <инструкция>»: the instruction waits for the next card of that kind played by
        any player (a delayed instruction, moment NEXT_EVENT with the trigger «Когда игрок разыгрывает <карту>»); «его» /
        «её» in it is the card played."""
        np = next(c for c in children if isinstance(c, NP))
        inner = next(c for c in children if isinstance(c, Draft))
        if np.kind != "target" or np.select is None or inner.verb == "delayed":
            raise CompileError("«при следующем розыгрыше» of what")
        played = Ref("event", role="subject")
        if inner.np is not None and inner.np.kind == "it":
            inner = dataclasses.replace(inner, np=NP("ref", ref=played))
        trigger = A.Trigger(A.CARD_PLAYED, subject=dataclasses.replace(np.select, side=ANY, zone=HAND))
        return Draft("delayed", None, params=(("moment", A.NEXT_EVENT), ("trigger", trigger)), group=[inner])

    def e_cancel_next(self, children: list[Any]) -> Any:
        """«Отмените следующую <карту / заклинание противника …>» (Страж Исхара): a delayed instruction (moment
        NEXT_EVENT, trigger «Когда противник разыгрывает <карту>») that cancels the card played (``cancel_card`` of the
        event's card; RulesConfig ``cancel_timing`` as for any cancel). Only a card of the opponent."""
        np = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("next",))
        sel = np.select
        if np.kind != "target" or sel is None or sel.side != OPPONENT or sel.zone != PLAY or sel.other:
            raise CompileError("«отмените следующую …» of what")
        trigger = A.Trigger(A.CARD_PLAYED, subject=dataclasses.replace(sel, zone=HAND))
        return Draft("delayed", None, params=(("moment", A.NEXT_EVENT), ("trigger", trigger)),
                     group=[Draft("cancel_card", NP("ref", ref=Ref("event", role="subject")))])

    def e_delayed_until(self, children: list[Any]) -> Any:
        """«<до срока>, (каждый раз,) когда <событие>, <инструкция>»: the instruction answers that trigger until the
        duration ends (a delayed instruction, moment NEXT_EVENT, param ``until``; ``every_time`` as printed)."""
        until = next(c for c in children if isinstance(c, str))
        trigger, every = next(c for c in children if isinstance(c, tuple) and isinstance(c[0], A.Trigger))
        inner = next(c for c in children if isinstance(c, Draft))
        if inner.verb == "delayed":
            raise CompileError("a delayed instruction inside another")
        return Draft("delayed", None, params=(("moment", A.NEXT_EVENT), ("trigger", trigger), ("until", until),
                                              ("every_time", every)), group=[inner])

    def e_cancel_same_name_this_turn(self, _: list[Any]) -> Any:
        """«отмените все остальные заклинания с таким же названием в этот ход»: every spell played later this turn (by
        either player) that bears the name of the spell whose play triggered the ability is cancelled (a delayed
        ``cancel_card`` of the awaited event's spell; the name is the set-up event's: params same_name_as_event;
        ``resolve_cancel_refs`` keeps it to «Когда … разыгрывает заклинание»). Spells that have resolved already are
        not undone."""
        trigger = A.Trigger(A.CARD_PLAYED, subject=Select(A.SPELL, side=ANY, zone=HAND))
        cancel = Draft("cancel_card", NP("ref", ref=Ref("event", role="subject")))
        return Draft("delayed", None, params=(("moment", A.NEXT_EVENT), ("trigger", trigger), ("until", A.END_OF_TURN),
                                              ("every_time", True), ("same_name_as_event", True)), group=[cancel])

    def e_delayed_until_his_play(self, children: list[Any]) -> Any:
        """«до конца хода противника, когда он разыгрывает <карту>, <инструкция>»: «он» can only be the opponent the
        duration names; then as :meth:`e_delayed_until` with «Когда противник разыгрывает <карту>»."""
        until = next(c for c in children if isinstance(c, str))
        if until not in (A.END_OF_OPPONENT_TURN, A.END_OF_NEXT_OPPONENT_TURN):
            raise CompileError("«когда он разыгрывает»: «он» is no player named before")
        np = next(c for c in children if isinstance(c, NP))
        trigger = self.ev_played([OPPONENT, np])
        rest = [c for c in children if not isinstance(c, NP) and c != until]
        return self.e_delayed_until([until, (trigger, False), *rest])

    def e_prevent_next_per_hoarded(self, children: list[Any]) -> Any:
        """«предотвратите следующие N раны, наносимые любому вашему персонажу, за каждую добытую таким образом карту»:
        a «prevent» shield (as «… любым вашим персонажам», ) of N per card hoarded by the
        instruction before (Amount done; the Finaliser refuses «таким образом» with nothing before it)."""

        return Draft("prevent", NP("ref", ref=Ref("player", side=YOU)), Amount("done", per=_ints(children)[0]),
                     params=(("scope", "characters"), ("duration", PERMANENT)))

    def e_prevent_on(self, children: list[Any]) -> Any:
        """«Предотвратите (следующие) N (Х) ран по <вашим существам / вашему герою / вашим персонажам>»: a «prevent»
        shield on your hero for those cards (params scope 'creatures' / 'hero' / 'characters'; no time limit unless
        a duration is given around it, :meth:`mh_one_for`)."""
        np = _np_of(children)
        scope = _shield_scope(np)
        if scope is None:
            raise CompileError("«предотвратите … ран по <np>»: not your creatures, hero or characters")
        return Draft("prevent", NP("ref", ref=YOU_PLAYER), _amt(children),
                     params=(("scope", scope), ("duration", PERMANENT)))

    def e_prevent_next_wounding(self, children: list[Any]) -> Any:
        """«Предотвратите следующее получение ран <вашим героем / вашими существами / персонажами> (до <срока>)»: a
        «prevent» shield on your hero for those cards that takes the whole of the next wounding of one of them (every
        wound of it) and is then used up (params ``whole``); no time limit unless a duration is printed."""
        scope = _shield_scope(_np_of(children))
        if scope is None:
            raise CompileError("«предотвратите следующее получение ран <np>»: not your creatures, hero or characters")
        duration = _duration(children[1:]) or PERMANENT  # (the first child is the verb's own word)
        return Draft("prevent", NP("ref", ref=YOU_PLAYER), None,
                     params=(("scope", scope), ("whole", True), ("duration", duration)))

    def mh_one_for(self, children: list[Any]) -> dict[str, Any]:
        """«<срок> выберите одно из: …»: one mode, and the duration of what each mode sets up (its shields)."""
        duration = _duration(children)
        if _ints(children) != [1] or duration is None:
            raise CompileError("mode count")
        return {"min": 1, "max": 1, "times": 1, "duration": duration}

    def cannot_words(self, _: list[Any]) -> tuple[str]:
        return ("cannot",)

    def _ban(self, children: list[Any], duration: str, window: str | None) -> Any:

        who = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("who",))
        _, action, select, limit = next(c for c in children if isinstance(c, tuple) and c[:1] == ("action",))
        if (who == "no_character") != (action == "attack"):
            raise CompileError("prohibition: who cannot do what")
        side = EACH if who == "no_character" else who
        params: tuple[tuple[str, Any], ...] = (("action", action), ("select", select), ("limit", limit),
                                               ("window", window), ("duration", duration))
        return Draft("establish", NP("ref", ref=Ref("player", side=side)), params=(("rule", BAN), *params))

    def e_ban_next_turn(self, children: list[Any]) -> Any:
        """«Противник не может разыгрывать карты в свой следующий ход»: only in that player's next turn."""

        if ("who", OPPONENT) not in children:
            raise CompileError("«в свой следующий ход» of whom")
        return self._ban(children, END_OF_NEXT_OWN_TURN, "own_next_turn")

    def e_ban_until(self, children: list[Any]) -> Any:
        """«До <срока> каждый игрок не может брать более 1 карты за ход», «До конца хода ни один персонаж не может
        атаковать»."""

        duration = _duration(children)
        if duration is None:
            raise CompileError("prohibition without a duration")
        return self._ban(children, duration, None)

    def e_they_ban_until(self, children: list[Any]) -> Any:
        """«Ранить каждого противника на 8, они не могут брать карты до начала вашего хода»: the players of the
        heroes named just before (``check_ban`` refuses the pronoun when it ends up meaning anything else)."""

        duration = _duration(children)
        np = _np_of(children)
        if duration is None or np is None or np.kind != "it":
            raise CompileError("«<np> не могут брать карты»: only a pronoun for players named before")
        params: tuple[tuple[str, Any], ...] = (("action", "draw"), ("select", None), ("limit", 0),
                                               ("window", None), ("duration", duration))
        return Draft("establish", NP("it"), params=(("rule", BAN), *params))

    def e_ban_named_passive(self, children: list[Any]) -> Any:
        """«Карты с таким названием не могут быть разыграны до <срока>»: no player may play a card of the name named
        by the «Назовите карту» before."""

        duration = _duration(children)
        if duration is None:
            raise CompileError("prohibition without a duration")
        return self._ban([("who", EACH), ("action", "play", Select(CARD, name=NAMED), 0)], duration, None)

    def e_more_wounds_from_self(self, children: list[Any]) -> Any:
        """«<существо> получает на N ран больше от <этой карты>» (Грозящий расправой): ``prevent`` with params
        ``from`` THIS and ``more`` — a ``more_wounds_from`` CardEffect (key: this card) on the card named: every
        wounding of it by this card is N greater (the modifiers step of §5.4.4). Its duration is not printed: the
        engine reads the rules option ``marked_more_wounds_lasts``. Only of one creature chosen."""
        np = _np_of(children)
        if np is None or np.kind not in ("it", "target"):
            raise CompileError("«получает на N ран больше от <этой карты>» of what")
        return Draft("prevent", np, _ints(children)[0], params=(("from", A.THIS), ("more", True)))

    def e_prevent_next(self, children: list[Any]) -> Any:
        """«Предотвратите следующие N ран, наносимые любым вашим персонажам»: a shield of N wounds for your
        characters (on your hero; used up wound by wound, no time limit)."""

        return Draft("prevent", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0],
                     params=(("scope", "characters"), ("duration", PERMANENT)))

    def e_ban_heal(self, children: list[Any]) -> Any:
        """«Персонажи не могут быть излечены до <срока>» → ``ban`` of each player, action ``heal`` (his characters)."""
        duration = _duration(children)
        if duration is None:
            raise CompileError("«не могут быть излечены» without a duration")
        params: tuple[tuple[str, Any], ...] = (("action", "heal"), ("select", None), ("limit", 0), ("window", None),
                                               ("duration", duration))
        return Draft("establish", NP("ref", ref=Ref("player", side=EACH)), params=(("rule", BAN), *params))

    def e_delayed_draw_discarded(self, children: list[Any]) -> Any:
        """«В начале вашего следующего хода возьмите столько же карт, сколько вы сбросили, и ещё N»: a delayed draw (engine
        /delayed.py) whose X is fixed when it is set up (param ``noted_discard_count`` "discarded": the cards a noted ``discard`` of
        this source discarded this turn); it draws X + N."""

        moment = self._moment(children)
        extra = _ints(children)[0]
        draw = Draft("draw", NP("ref", ref=A.Ref("player", side=A.YOU)),
                     Amount("sum", parts=(Amount("x"), Amount("fixed", value=extra))))
        return Draft("delayed", None, params=(("moment", moment), ("noted_discard_count", "discarded")), group=[draw])

    def e_players_get_ban(self, children: list[Any]) -> Any:
        """«<срок> игроки получают: «Вы не можете разыгрывать <карты>»»: an ``establish`` of rule BAN (action play, that
        select) on each player until the duration ends."""

        duration = _duration(children)
        inner = self._quoted(children)
        if duration is None or inner.kind != STATIC or len(inner.statics) != 1 or inner.statics[0].kind != BAN_PLAY \
                or inner.condition is not None:
            raise CompileError("players get what")
        params: tuple[tuple[str, Any], ...] = (("action", "play"), ("select", inner.statics[0].select), ("limit", 0),
                                               ("window", None), ("duration", duration))
        return Draft("establish", NP("ref", ref=Ref("player", side=EACH)), params=(("rule", BAN), *params))

    def step(self, children: list[Any]) -> list[Draft]:
        drafts = [c for c in children if isinstance(c, Draft)]
        if any(c == "may" for c in children):
            drafts[0].optional = True
        per = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",)), None)
        if isinstance(per, Amount) and per.kind != "ambushes_this_turn":
            apply_per(drafts[0], per)
            return drafts
        if isinstance(per, Amount):  # «за каждую засаду, сработавшую в этот ход»
            d = drafts[0]
            if not isinstance(d.amount, int) or d.verb not in (*PER_EACH_VERBS, "search"):
                raise CompileError("«за каждую засаду» on an instruction without a number")
            d.amount = dataclasses.replace(per, per=d.amount)
            if d.verb == "search":
                d.params = tuple((k, True if k == "up_to" else v) for k, v in d.params)
            return drafts
        if per is not None and drafts[0].verb == "modify" and drafts[0].amount is None:
            drafts[0].amount = Amount("count", select=per, per=1)
        elif per is not None and drafts[0].verb == "change_cost":  # «… стоит на 1{м} дороже за каждую …»
            apply_per(drafts[0], per)
        elif per is not None:
            d = drafts[0]
            if not isinstance(d.amount, int) or d.verb not in PER_EACH_VERBS:
                raise CompileError("«за каждое» on an instruction without a number")
            d.amount = Amount("count", select=per, per=d.amount)
        return drafts

    def step_instead(self, children: list[Any]) -> list[Draft]:
        """«если <условие>, вместо этого <инструкция>»: see :meth:`chain`."""
        drafts = self.step_cond(children)
        drafts[0].instead = True
        return drafts

    def step_cond(self, children: list[Any]) -> list[Draft]:
        drafts = self.step(children[1:])
        drafts[0].condition = children[0]
        return drafts

    def a_enters_without_abilities(self, children: list[Any]) -> Ability:
        """«Если <существо> должно войти в игру не в результате розыгрыша, вместо этого оно входит в игру без
        особенностей»: every card of <np> — of either player unless the phrase says whose — that enters play without
        being played has lost its abilities (a permanent «теряет особенности») from the moment it enters."""
        np = _np_of(children)
        sel = np.select if np is not None and np.kind in ("all", "target") and np.implicit else None
        if sel is None or sel != Select(sel.kind, side=sel.side, zone=sel.zone) or sel.zone != PLAY:
            raise CompileError("enters without abilities: which cards")
        return Ability(STATIC, statics=(StaticPart(ENTERS_WITHOUT_ABILITIES, select=sel),))

    def a_search_in_sideboard_instead(self, _: list[Any]) -> Ability:
        """«Если игрок должен выполнить Поиск карты в колоде, вместо этого он выполняет Поиск карты в дополнительной
        колоде»: a static of either player's searches (``SEARCH_IN_SIDEBOARD``)."""
        return Ability(STATIC, statics=(StaticPart(A.SEARCH_IN_SIDEBOARD),))

    def a_destroy_self_instead_of_opponents_destroying(self, children: list[Any]) -> Ability:
        """«Если карта противника должна уничтожить ваше существо или всех существ, вместо этого вы можете уничтожить
        <эту карту>»: a replacement of an opponent's card's destroying instruction that would destroy a creature of
        yours (with «всех существ»: the whole instruction), optional («можете»)."""
        nps = [c for c in children if isinstance(c, NP)]
        if len(nps) != 2 or nps[0].select != Select(CARD, side=OPPONENT):
            raise CompileError("«должна уничтожить»: only «карта противника»")
        np = nps[1]
        if np.select != Select(CREATURE, side=YOU):
            raise CompileError("«должна уничтожить» what")
        part = StaticPart("replace", select=np.select, what=A.DESTROYED, condition=A.Condition(A.EVENT_SOURCE_IS_OPPONENTS))
        return Ability(STATIC, statics=(part,), effects=(A.Effect("destroy", A.THIS, optional=True),))

    def wk_shot(self, _: list[Any]) -> tuple[str, str]:
        return ("wound_kind", SHOT_WOUNDS)

    def wk_strike(self, _: list[Any]) -> tuple[str, str]:
        return ("wound_kind", STRIKE_WOUNDS)

    def e_more_wounds_of_kind_until(self, children: list[Any]) -> Any:
        """«<до срока> <карты> получают на N ран больше от выстрелов (ударов)»: ``prevent`` with params ``more`` and
        ``wound_kind`` — a ``more_wounds_taken`` CardEffect (key: the kind of wounds) on each card named, until then."""
        duration = _duration(children)
        np = _np_of(children)
        if duration is None or np is None or np.kind not in ("all", "target", "it"):
            raise CompileError("«получают на N ран больше от выстрелов»: which cards, for how long")
        kind = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("wound_kind",))
        return Draft("prevent", np, _ints(children)[0], params=(("more", True), ("wound_kind", kind),
                                                                  ("duration", duration)))

    def a_wound_instead_of_meditation_hero(self, children: list[Any]) -> Ability:
        """«Когда противник не оплачивает медитацию {м}, можете ранить <существо> вместо героя»: a replacement of the
        wounds this card's Медитация would put on the attacker's hero for the coins he lacks (``replace`` of
        MEDITATION_WOUNDS about this card): its controller may wound a card of <np>, named then, by as many
        (Amount event_amount)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.kind not in (CREATURE, CHARACTER):
            raise CompileError("«ранить … вместо героя»: which card")
        target = A.Target(np.select, at_execution=True)
        effect = A.Effect("wound", Ref("target", index=0), Amount("event_amount"), optional=True)
        return Ability(STATIC, targets=(target,), effects=(effect,),
                       statics=(StaticPart("replace", select=None, what=A.MEDITATION_WOUNDS),))

    def s_prevent_first_attack_x(self, children: list[Any]) -> list[StaticPart]:
        """«Предотвратите Х (N) ран от первой атаки в ход противника(, где Х — <количество>)»: in the opponent's turns,
        up to Х of the wounds your hero takes from the first attack of the turn are prevented (``prevent_first`` what
        FIRST_ATTACK; Х: ``per``, counted as the wounds come). The text names no receiver: the card is an armour, and Х
        is read on your hero — his wounds."""
        per = next((c for c in children if isinstance(c, Amount)), None)
        numbers = _ints(children)
        if per is None and not numbers:
            raise CompileError("«предотвратите … ран от первой атаки»: how many")
        return [StaticPart("prevent_first", select=Select(A.HERO, side=YOU), what=A.FIRST_ATTACK,
                           value=numbers[0] if per is None else 1, per=per, condition=A.Condition("opponent_turn"))]

    def e_next_spell_targets_yours(self, _: list[Any]) -> Any:
        """«При следующем розыгрыше противником заклинания, имеющего цель, вы выбираете цель вместо него»: an
        ``establish`` TARGETS_BY_OPPONENT on the opponent until it is used up (by his next spell declared with
        targets)."""
        return Draft("establish", NP("ref", ref=Ref("player", side=OPPONENT)),
                     params=(("rule", A.TARGETS_BY_OPPONENT), ("duration", PERMANENT)))

    def a_self_takes_wounds_instead(self, children: list[Any]) -> Ability:
        """«Если <герой> должен получить раны, эта карта получает их вместо него»: a replacement of the wounds of the
        heroes named (a bare «герой»: whose, the rules option ``wounds_instead_of_bare_hero``); this card takes as many,
        dealt by the same card (params dealer: the event's source, so the card that destroys it is that one)."""
        np = _np_of(children)
        if np is not None and np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            sel = Select(A.HERO, side=np.ref.side)
        elif np is not None and np.kind in ("all", "target") and np.select == Select(A.HERO):
            sel = Select(A.HERO)  # «герой»: any hero
        else:
            raise CompileError("«эта карта получает их вместо него»: whose wounds")
        effect = A.Effect("wound", A.THIS, Amount("event_amount"), params=(("dealer", Ref("event", role="other")),))
        return Ability(STATIC, statics=(StaticPart("replace", select=sel, what=A.WOUNDED),), effects=(effect,))

    def e_destroyer_loses_half_coins(self, _: list[Any]) -> Any:
        """«Игрок, уничтоживший эту карту, теряет половину своих {м} до начала своего хода (округляя вверх); его
        противник получает столько же {м} до конца своего хода» (after «Гибель:»): the player of the card that
        destroyed this one (Ref event «other» of the DIES event) loses half his coins rounded up until his turn begins
        (``lose_coins`` params own: his turns); his opponent gains as many until the end of his own turn. «столько же»
        is the same half, so the gain is counted and made first, before the loss changes his coins."""
        destroyer = Ref("event", role="other")
        half = Amount("sum", parts=(Amount("coins", ref=destroyer), Amount("fixed", value=1)), div=2)
        gain = Draft("gain_coins", NP("ref", ref=Ref("event", role=A.EVENT_DESTROYER_OPPONENT)), half,
                     params=(("duration", A.END_OF_YOUR_TURN),))
        lose = Draft("lose_coins", NP("ref", ref=destroyer), half, params=(("duration", A.NEXT_OWN_TURN), ("own", True)))
        return Draft("sequence", group=[gain, lose])
