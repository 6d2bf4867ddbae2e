"""Triggers: «Когда …», «Каждый раз, когда …», «В начале/конце хода», the events they wait for."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from berserk_heroes.abilities import (
    ACTS_EVENT,
    AFTER_ATTACK,
    ALL_MATCHING,
    AMBUSH_USED_MARK,
    ANY,
    ATTACK_DEFENDED,
    ATTACK_NO_WOUNDS,
    ATTACK_TARGET_DIED,
    ATTACK_TARGETED,
    ATTACKS,
    ATTACKS_BY_STRIKE,
    BOOSTED,
    CARD,
    CARD_PLAYED,
    CARD_PLAYED_NTH,
    CARD_PLAYED_NTH_IN_GAME,
    CHARACTER,
    CLOSED,
    COINS_CLOSED_NOT_PLAY,
    COINS_GAINED,
    COINS_LOST,
    COINS_OPENED,
    COINS_SPENT,
    CONDITION_MET,
    COUNT,
    CREATURE,
    DEALS_WOUNDS,
    DECK,
    DEFENDER_ASSIGNED,
    DIES,
    DISCARDED,
    DISCARDED_NTH,
    DRAWN,
    DRAWN_NTH,
    EITHER,
    ENTERED_FREE,
    ENTERED_PLAY_THIS_TURN,
    ENTERS_PLAY,
    ENTERS_PLAY_NTH,
    EXTRA_LIFE_GAINED,
    FIGHT_SURVIVED,
    GIFT_OF_LIFE_USED,
    GOT_POISONED,
    GRAVEYARD,
    HAND,
    HAND_OVER,
    HEAL_WITHOUT_WOUNDS,
    HERO,
    HOARDS,
    KILLS,
    KILLS_BY_STRIKE,
    LEAVES_SIDEBOARD,
    LEFT_GRAVEYARD,
    LOSES_SLEEPING,
    MEDITATION_COINS,
    MEDITATION_USED,
    MEDITATION_WOUNDS,
    MIGHT_FIRES,
    MILLED,
    MOR_FIRES,
    MOVE,
    NOT_PLAYED,
    NTH_MEDITATION,
    OPPONENT,
    OWN_TURN_NUMBER,
    PLAY,
    PLAYED_FREE,
    PUT_INTO_GRAVEYARD,
    READIED,
    REGENERATION_FIRES,
    SEARCHED,
    SHUFFLED,
    SHUFFLED_FROM_GRAVEYARD,
    SIDEBOARD,
    SPELL,
    SPELL_ABILITY,
    STRIKES,
    TARGETED,
    THIRST_USED,
    THIS,
    TRIGGERED,
    TURN_END,
    TURN_START,
    WAS_HOARDED,
    WOUNDED,
    WOUNDED_BY_ATTACK,
    WOUNDED_BY_SHOT,
    WOUNDED_BY_STRIKE,
    WOUNDED_BY_THIRST,
    WOUNDS_IN_TURN,
    YOU,
    Ability,
    Amount,
    Condition,
    Effect,
    Ref,
    Select,
    StaticPart,
    Trigger,
    move_params,
)
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    EVENT_COST_BELOW_COUNT,
    _ints,
    _np_of,
    _nps,
    apply_per,
    build_np,
)

NOT_FROM_PLAY = "not_from_play"  # the words «не с поля боя» (a marker among a rule's children)

# «у <карты> срабатывает <ключевое слово>» (``triggers.lark`` fired_keyword): the keyword's word → the event
KEYWORD_FIRES: dict[str, str] = {"медитация": MEDITATION_USED, "могущество": MIGHT_FIRES,
                                 "регенерация": REGENERATION_FIRES, "жажда": THIRST_USED}
# the keywords whose «Х» (their number) the event carries: «срабатывает Медитация Х / Жажда Х»
KEYWORD_X_FIRES = frozenset(("медитация", "жажда"))
# «вы применяете <ключевое слово>» (``triggers.lark`` applied_keyword): the keyword's words → the event
KEYWORDS_APPLIED: dict[str, str] = {"дар жизнь": GIFT_OF_LIFE_USED, "засада": AMBUSH_USED_MARK}
# «срабатывают дважды / трижды» (``triggers.lark`` times_word): how many times the abilities trigger
TIMES_WORDS: dict[str, int] = {"дважды": 2, "трижды": 3}

def except_first(trigger: Trigger) -> Trigger:
    """«…, кроме первого раза за ход / кроме первых за ход»: ``trigger`` on every such event of a player this turn but his
    first (engine/trigger_points._first_this_turn reads the history); only for the events the history records."""
    from berserk_heroes.engine.history import RECORDED

    if trigger.event not in RECORDED or trigger.subject is None:
        raise CompileError("«кроме первого раза за ход» of an event the history does not keep")
    return dataclasses.replace(trigger, except_first=True)


def _every_card(children: list[Any]) -> Select:
    """The cards of «способности <ваших существ>»: every card the phrase names (no target, no pronoun)."""
    np = _np_of(children)
    if np is None or np.kind != "all" or np.select is None:
        raise CompileError("the abilities of which cards")
    return np.select


class TriggersPhrases:
    """Transformer methods of the «triggers» concept (mixed into ``transformer.ToAbilities``); grammar: ``triggers.lark``."""

    ctx: Any
    a_plain: Any
    his_graveyard_named: Any
    _per_turn: Any
    ev_kills_dominated: Any
    event_x_marker: Any
    either_event: str | None
    self_subject: Any

    def s_trigger_times(self, children: list[Any]) -> list[StaticPart]:
        """«<срабатывающие способности карт> срабатывают дважды»: a ``trigger_times`` static — each time such an
        ability triggers it triggers ``value`` times (engine/trigger_points.trigger_times); ``select`` the cards whose
        abilities, ``what`` the event they trigger on (None: any)."""
        select, event = children[0]
        return [StaticPart("trigger_times", select=select, value=TIMES_WORDS[str(children[-1])], what=event)]

    def times_word(self, children: list[Any]) -> str:
        return str(children[0])

    def ta_at_turn_end(self, children: list[Any]) -> tuple[Select, str]:
        """«способности <ваших существ>, срабатывающие в конце хода» (at the end of any turn)."""
        return _every_card(children), TURN_END

    def ta_any(self, children: list[Any]) -> tuple[Select, None]:
        """«срабатывающие способности <ваших боевых машин>»."""
        return _every_card(children), None

    def s_trigger_times_enters_self(self, children: list[Any]) -> list[StaticPart]:
        """«Найм <этой карты> срабатывает трижды»: ``trigger_times`` of this card's own «Найм» abilities."""
        return self.s_trigger_times([(None, ENTERS_PLAY), children[-1]])

    def ev_amounts(self, children: list[Any]) -> Any:
        return children[0]

    def ev_wounded_by(self, children: list[Any]) -> Any:
        """«Когда <np> получает раны от <np>»: the other card of the event is the wounds' source."""
        from berserk_heroes.abilities import Trigger

        subject, source = _nps(children)
        return Trigger(WOUNDED, subject=self._subject(subject), other=self._other(source))

    def ev_strike_wounds_hero(self, _: list[Any]) -> Any:
        """«Когда наносит раны ударом по герою»: this card's strike put wounds on a hero (STRIKE_WOUNDS, like
        «Каждый раз, когда наносит Х ран ударом герою» of combat keywords)."""
        from berserk_heroes.abilities import HERO, STRIKE_WOUNDS, Trigger

        return Trigger(STRIKE_WOUNDS, other=Select(HERO))

    def ev_if_opp_played(self, children: list[Any]) -> Trigger:
        """«Если противник разыгрывает <карту>»: the trigger «Когда противник разыгрывает <карту>» (``ev_played``)."""
        np = children[-1]
        trigger: Trigger = self.ev_played([OPPONENT, np])
        if trigger.event != CARD_PLAYED or trigger.subject is None:
            raise CompileError("«Если противник разыгрывает» without a card")
        return trigger

    def ev_coins_closed_not_play(self, _: list[Any]) -> Trigger:
        """Any player (subject: any hero — the event's subject is the hero of the player who closed the coins)."""
        return Trigger(COINS_CLOSED_NOT_PLAY, subject=Select(HERO, side=ANY))

    def ev_opp_coins_closed_not_play(self, children: list[Any]) -> Trigger:
        """«противник закрывает {м} не для розыгрыша карт»: the «coins» event ``coins_closed_not_play`` (payment.pay_coins
        for anything but playing a card, coins closed by an instruction) of the opponent (its subject: his hero). «1 или
        более {м}» is every such closing; a larger least number is not read."""
        if _ints(children) not in ([], [1]):
            raise CompileError("coins closed: at least N > 1")
        return Trigger(COINS_CLOSED_NOT_PLAY, subject=Select(HERO, side=OPPONENT))

    def ev_any_player_discards(self, _: list[Any]) -> Trigger:
        """«(Каждый раз,) когда игрок сбрасывает карту»: a card of either player's hand is discarded."""
        return Trigger(DISCARDED, subject=Select(CARD, side=ANY, zone=HAND))

    def ev_attacks_by_strike(self, children: list[Any]) -> Any:
        """«Когда <существо> атакует ударом»: ``ATTACKS_BY_STRIKE`` (a strike attack or a fight, not a shot) with that
        subject — «При атаке ударом» of another card."""
        return Trigger(ATTACKS_BY_STRIKE, subject=self._subject(children[0]))

    def ev_after_attack_on(self, children: list[Any]) -> Trigger:
        """«При атаке по <np> … (После атаки)»: after an attack whose final target matches <np> (AFTER_ATTACK)."""
        other = self._other(_np_of(children))
        return Trigger(AFTER_ATTACK, subject=Select(CREATURE), other=other)  # any attacking creature

    def ev_after_attack(self, children: list[Any]) -> Trigger:
        """«Когда <существо> атаковало <существо>»: after the attack (AFTER_ATTACK: subject the attacker, other the
        final target)."""
        subject, other = [c for c in children if isinstance(c, NP)]
        return Trigger(AFTER_ATTACK, subject=self._subject(subject), other=self._other(other))

    def event(self, children: list[Any]) -> Any:
        return children[0]

    def _self_trigger(self, event: str, other: Select | None = None) -> Trigger:
        self.self_subject = True
        return Trigger(event, other=other)

    def ev_attacks_by_strike_self(self, _: list[Any]) -> Trigger:
        """«При атаке ударом»: this card attacks by strike (not a shot)."""
        return Trigger(ATTACKS_BY_STRIKE)

    def ev_attack_targeted_self(self, _: list[Any]) -> Trigger:
        """«Когда становится целью атаки»: this card is named as the target of a creature's attack."""
        return self._self_trigger(ATTACK_TARGETED, other=Select(CREATURE))

    def ev_defender_assigned(self, children: list[Any]) -> Trigger:
        """«Когда <существо> выступает защитником»."""
        return Trigger(DEFENDER_ASSIGNED, subject=self._subject(_np_of(children)))

    def ev_attack_defended_self(self, _: list[Any]) -> Trigger:
        """«Когда от атаки этого существа был назначен защитник»."""
        return self._self_trigger(ATTACK_DEFENDED)

    def fired_keyword(self, children: list[Any]) -> str:
        return str(children[0])

    def ev_keyword_fires(self, children: list[Any]) -> Trigger:
        """«Когда у <вашей карты> срабатывает Медитация / Могущество» (:data:`KEYWORD_FIRES`: the Медитация X made the
        attacker pay, X > 0; the Могущество triggered), about the cards <np> describes (untargeted). «… Медитация Х»:
        Х (the value of that Медитация: the event's number) may be used by «стоимостью Х{м}» after it (allowed only
        there: search_event_cost_effects)."""
        word = next(c for c in children if isinstance(c, str) and c in KEYWORD_FIRES)
        np = _np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None:
            raise CompileError(f"whose {word}")
        if any(getattr(c, "type", None) == "X" for c in children):
            if word not in KEYWORD_X_FIRES:
                raise CompileError(f"«{word} Х»")
            self.event_x_marker = True
        return Trigger(KEYWORD_FIRES[word], subject=np.select)

    def ev_keyword_either_fires(self, children: list[Any]) -> Trigger:
        """«Когда у <вашей карты> срабатывает Медитация Х или Жажда Х»: one ability with two events. The trigger of the
        first keyword is returned; the second's event waits in ``either_event`` for :meth:`a_when`, which writes the
        ability twice sharing one «once per turn» limit (meta ``limit_with``). Both keywords carry their Х, or neither."""
        words = [c for c in children if isinstance(c, str) and c in KEYWORD_FIRES]
        xs = sum(1 for c in children if getattr(c, "type", None) == "X")
        if len(words) != 2 or words[0] == words[1] or xs not in (0, 2):
            raise CompileError("«срабатывает A или B»: two different keywords, each with its Х or neither")
        first = self.ev_keyword_fires([c for c in children if c != words[1]])
        if xs and words[1] not in KEYWORD_X_FIRES:
            raise CompileError(f"«{words[1]} Х»")
        self.either_event = KEYWORD_FIRES[words[1]]
        return first

    def wound_source(self, children: list[Any]) -> str:
        return " ".join(str(c) for c in children)

    def ev_wounded_how(self, children: list[Any]) -> Trigger:
        """«Когда <np> получает раны (от удара (или выстрела) / от выстрела)»: WOUNDED, WOUNDED_BY_STRIKE,
        WOUNDED_BY_ATTACK, WOUNDED_BY_SHOT or WOUNDED_BY_THIRST («от жажды») of the cards <np> describes; without a subject, of this card."""
        source = next((c for c in children if isinstance(c, str)), "")
        event = {"": WOUNDED, "от удар": WOUNDED_BY_STRIKE, "от удар или выстрел": WOUNDED_BY_ATTACK,
                 "от выстрел": WOUNDED_BY_SHOT, "от жажда": WOUNDED_BY_THIRST}[source]
        np = _np_of(children)
        return self._self_trigger(event) if np is None else Trigger(event, subject=self._subject(np))

    def applied_keyword(self, children: list[Any]) -> str:
        return " ".join(str(c) for c in children)

    def ev_keyword_applied(self, children: list[Any]) -> Trigger:
        """«Когда вы применяете Дар жизни / Засаду»: a card of yours carried out a «Дар жизни», was played by its Засада
        (:data:`KEYWORDS_APPLIED`)."""
        return Trigger(KEYWORDS_APPLIED[children[0]], subject=Select(CARD, side=YOU))

    def played_self(self, children: list[Any]) -> Trigger:
        """This card was played (from the hand, or by «Засада»): CARD_PLAYED of the source itself. Only for cards
        that stay in play (a spell is in the graveyard by then; its triggered abilities in play are refused)."""
        if children and children[0] in (YOU, OPPONENT) and children[0] != YOU:
            raise CompileError("the opponent plays this card?")
        self.self_subject = True
        return Trigger(CARD_PLAYED)

    def ev_boosted(self, children: list[Any]) -> Trigger:
        """«(Каждый раз, когда) <существо> получает эффект усиления»: an эффект усиления is put on a matching card, by
        any player (``BOOSTED`` with a subject of side ANY: no player check)."""
        subject = self._subject(_np_of(children))
        if subject is None or subject.side != ANY:
            raise CompileError("«получает эффект усиления» of what")
        return Trigger(BOOSTED, subject=subject)

    def ev_boosted_nth_self(self, children: list[Any]) -> Trigger:
        """«Когда получает третий (или более) эффект усиления»: a boost is put on this card and it then has N or more
        (``BOOSTED`` of this card with ``nth`` N: engine/trigger_points._matches counts its boosts)."""
        return Trigger(BOOSTED, nth=self._ord(children))

    def ev_got_poisoned(self, children: list[Any]) -> Trigger:
        """«Когда <существо> получает Отравление»: an «Отравите» instruction was applied to such a card."""

        return Trigger(GOT_POISONED, subject=self._subject(_np_of(children)))

    def ev_loses_sleeping(self, children: list[Any]) -> Trigger:
        """«Когда <существо> теряет Спящий» (event LOSES_SLEEPING, emitted by ``lose``, engine/effects/keyword_grants.py)."""
        return Trigger(LOSES_SLEEPING, subject=self._subject(_np_of(children)))

    def ev_meditation_coins(self, _: list[Any]) -> Trigger:
        """The attacker's controller closed coins to pay this card's Медитация."""
        self.self_subject = True
        return Trigger(MEDITATION_COINS)

    def ev_meditation_wounds(self, _: list[Any]) -> Trigger:
        """The attacker's controller lacked coins for this card's Медитация: his hero was wounded."""
        self.self_subject = True
        return Trigger(MEDITATION_WOUNDS)

    def ev_extra_life(self, children: list[Any]) -> Trigger:
        return Trigger(EXTRA_LIFE_GAINED, subject=self._subject(_np_of(children)))

    def ev_self_kills_dominated(self, children: list[Any]) -> Trigger:
        """«Когда <эта карта> убивает существо, над которым имеет Превосходство» = the subjectless form of the same trigger."""
        subject, *rest = [c for c in children if isinstance(c, NP)]
        if self._subject(subject) is not None:
            raise CompileError("«убивает существо, над которым имеет Превосходство»: only this card has it")
        return self.ev_kills_dominated(rest)

    def ev_wounds_in_turn_self(self, children: list[Any]) -> Trigger:
        self.self_subject = True
        return Trigger(WOUNDS_IN_TURN, nth=_ints(children)[0])

    def ev_wounds_in_turn(self, children: list[Any]) -> Trigger:
        return Trigger(WOUNDS_IN_TURN, subject=self._subject(_np_of(children)),
                       nth=_ints(children)[0])

    def ev_attack_target_died(self, _: list[Any]) -> Trigger:
        """«При атаке, если цель погибла»: this card's attack ended and its final target died during it."""
        return Trigger(ATTACK_TARGET_DIED)

    def ev_attack_target_died_of(self, children: list[Any]) -> Trigger:
        """«от атаки <существа> погибает <существо>»: an attack of the first card ended and its final target — the
        second — died during it (ATTACK_TARGET_DIED, subject the attacker, other the target)."""
        attacker, target = (c for c in children if isinstance(c, NP))
        return Trigger(ATTACK_TARGET_DIED, subject=self._subject(attacker), other=self._other(target))

    def ev_kills_by_strike(self, children: list[Any]) -> Trigger:
        """«Когда <эта карта> убивает <существо> ударом»: KILLS whose last wounds were a strike of the subject."""
        nps = [c for c in children if isinstance(c, NP)]
        subject = self._subject(nps[0]) if len(nps) == 2 else None
        return Trigger(KILLS_BY_STRIKE, subject=subject, other=self._other(nps[-1]))

    def ev_attack_no_wounds(self, children: list[Any]) -> Any:
        """«атаковавшее существо не нанесло ран <вашему существу>»: ``ATTACK_NO_WOUNDS`` — subject the creature
        attacked (the final target), other the attacker (no filter: any attacker)."""
        np = _np_of(children)
        if np is None or np.kind == "target" and np.select is None:
            raise CompileError("no wounds to what")
        subject = self._subject(np)
        if subject is None or subject.kind != CREATURE:
            raise CompileError("«не нанесло ран»: only of a creature attacked")
        return Trigger(ATTACK_NO_WOUNDS, subject=subject)

    def ev_fight_survived(self, _: list[Any]) -> Trigger:
        """«существа сражаются и оба выживают»: ``FIGHT_SURVIVED`` of any two creatures."""
        return Trigger(FIGHT_SURVIVED, subject=Select(CREATURE))

    def ev_any_attack_no_wounds(self, _: list[Any]) -> Trigger:
        """«атака не наносит ран атакованному персонажу»: ``ATTACK_NO_WOUNDS`` of any character attacked."""
        return Trigger(ATTACK_NO_WOUNDS, subject=Select(CHARACTER))

    def tr_every_nth_meditation(self, children: list[Any]) -> tuple[Trigger, bool]:
        """«Каждый N-й раз за ход, когда у вас срабатывает Медитация»: NTH_MEDITATION of your characters with
        Trigger.nth N (the N-th, 2N-th … Медитация of your cards this turn); «каждый»: no once-per-turn limit."""
        n = self._ord(children)
        if n < 2:
            raise CompileError("«каждый первый раз»")
        return Trigger(NTH_MEDITATION, subject=Select(CHARACTER, side=YOU), nth=n), True

    def ev_acts(self, children: list[Any]) -> Trigger:
        """«Когда <ваша боевая машина> действует»: ACTS_EVENT of the cards <np> describes (digest §5.1 «Действие»)."""
        np = _np_of(children)
        subject = self._subject(np)
        if subject is None:
            raise CompileError("«действует» of what")
        return Trigger(ACTS_EVENT, subject=subject)

    def ev_mor_fires(self, _: list[Any]) -> Trigger:
        """«когда срабатывает ваш Мор»: MOR_FIRES of your abilities (a player event: subject side YOU)."""
        return Trigger(MOR_FIRES, subject=Select(CARD, side=YOU))

    def ev_heal_without_wounds_self(self, _: list[Any]) -> Trigger:
        """«<эта карта> должен быть излечен и на нём нет ран»: HEAL_WITHOUT_WOUNDS of this card."""
        return self._self_trigger(HEAL_WITHOUT_WOUNDS)

    def ev_any_played(self, children: list[Any]) -> Trigger:
        """«Когда игрок разыгрывает <карту>»: either player (you or the opponent) plays a matching card."""

        np = _np_of(children)
        sel = self._subject(np) if np is not None else None
        if sel is None:
            raise CompileError("played what")
        return Trigger(CARD_PLAYED, subject=dataclasses.replace(sel, side=ANY, zone=HAND))

    def zg_any(self, _: list[Any]) -> str:
        return ANY

    def zg_yours(self, _: list[Any]) -> str:
        return YOU

    def ev_milled(self, children: list[Any]) -> Trigger:
        """subject: the card milled (in the graveyard now; «на ваше кладбище»: yours), other: this card (checked by
        the engine: the event's other card must be the trigger's source)."""
        np = next(c for c in children if isinstance(c, NP))
        side = next(c for c in children if c in (ANY, YOU) and not isinstance(c, Token))
        if np.kind not in ("target", "all") or np.select is None or np.select.side != ANY or np.select.zone != PLAY \
                or np.select != Select(np.select.kind):
            raise CompileError("which milled card")
        if self.ctx.card_type != "creature":
            raise CompileError("«из-за Мора» of a non-creature")
        return Trigger(MILLED, subject=Select(np.select.kind, side=side, zone=GRAVEYARD))

    def ev_mor_moved_only(self, children: list[Any]) -> Trigger:
        """«если из-за Мора любого <этой карты> на кладбище попали только <карты>»: MOR_FIRES of any player's card of
        this name (Select.name), whose moved cards all fit the kind named (any graveyard, any owner)."""
        np = next(c for c in children if isinstance(c, NP))
        if np.kind not in ("target", "all") or np.select is None or np.select != Select(np.select.kind):
            raise CompileError("only which cards")
        return Trigger(MOR_FIRES, other=Select(CARD, side=ANY, name=self.ctx.name),
                       moved=Select(np.select.kind, side=ANY, zone=GRAVEYARD))

    def ev_played_creature_or_spell(self, children: list[Any]) -> Trigger:
        """«Когда <игрок> разыгрывает существо или заклинание»: a card of either type (``Select.state``)."""
        return Trigger(CARD_PLAYED, subject=Select(CARD, side=children[0], zone=HAND, state="creature_or_spell"))

    def ev_deck_to_graveyard(self, children: list[Any]) -> Any:
        """«Когда <эта карта> попадает из колоды на кладбище» (its zone reminder makes it work in the graveyard)."""
        from berserk_heroes.abilities import DECK_TO_GRAVEYARD, Trigger

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref is None or np.ref.kind != "this":
            raise CompileError("which card goes from the deck to the graveyard")
        self.self_subject = True
        return Trigger(DECK_TO_GRAVEYARD)

    def ev_to_any_graveyard(self, children: list[Any]) -> Any:
        """«Когда <существо> попадает на любое кладбище» (either player's: a card goes to its owner's graveyard)."""
        from berserk_heroes.abilities import PUT_INTO_GRAVEYARD, Trigger

        np = _np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None or np.select.side != ANY \
                or np.select.zone != "play":
            raise CompileError("which card goes to any graveyard")
        return Trigger(PUT_INTO_GRAVEYARD, subject=np.select)

    def tw_enters(self, _: list[Any]) -> Trigger:
        return Trigger(ENTERS_PLAY)

    def tw_dies(self, _: list[Any]) -> Trigger:
        return Trigger(DIES)

    def every_time(self, children: list[Any]) -> tuple[Trigger, bool]:
        return children[0], True

    def once(self, children: list[Any]) -> tuple[Trigger, bool]:
        return children[0], False

    def _subject(self, np: NP | None) -> Select | None:
        """The trigger subject: None for the card itself, else the NP's selector (must be untargeted)."""
        if np is None:
            raise CompileError("trigger subject")
        if np.kind in ("ref", "demonstrative") and (np.ref == THIS or np.kind == "demonstrative"):
            self.self_subject = True
            return None
        if np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            return Select(HERO, side=np.ref.side)
        if np.select is None:
            raise CompileError("trigger subject")
        return np.select

    def _other(self, np: NP | None) -> Select | None:
        if np is None:
            return None
        if np.kind == "ref" and np.ref is not None and np.ref.kind == "hero":
            return Select(HERO, side=np.ref.side)
        if np.select is None:
            raise CompileError("trigger object")
        return np.select

    def ev_enters(self, children: list[Any]) -> Trigger:
        return Trigger(ENTERS_PLAY, subject=self._subject(_np_of(children)))

    def ev_enters_not_played(self, children: list[Any]) -> Trigger:
        """«Когда <существо> вошло в игру, но не было разыграно»: ENTERS_PLAY of such a card whose entering was not a
        play (Select state NOT_PLAYED)."""
        trigger = self.ev_enters(children)
        if trigger.subject is None or trigger.subject.state is not None:
            raise CompileError("«вошло в игру, но не было разыграно» of this card or of a card in a state")
        return dataclasses.replace(trigger, subject=dataclasses.replace(trigger.subject, state=NOT_PLAYED))

    def ev_dies(self, children: list[Any]) -> Trigger:
        return Trigger(DIES, subject=self._subject(_np_of(children)))

    def ev_enters_vs(self, children: list[Any]) -> Trigger:
        return self.ev_enters(children)

    def ev_to_graveyard(self, children: list[Any]) -> Trigger:
        return Trigger(PUT_INTO_GRAVEYARD, subject=self._subject(children[0]))

    def ev_to_opp_graveyard(self, children: list[Any]) -> Trigger:
        """«Когда <карта> попадает на кладбище противника (не с поля боя)»: a card of the opponent's (the graveyard a card
        goes to is its owner's) of that kind; «не с поля боя»: it did not come from the play zone (``from_play`` False)."""
        np = _np_of(children)
        if np is None or np.kind not in ("target", "all") or np.select is None or np.select.side != ANY:
            raise CompileError("which card goes to the opponent's graveyard")
        subject = dataclasses.replace(np.select, side=OPPONENT, zone=GRAVEYARD)
        return Trigger(PUT_INTO_GRAVEYARD, subject=subject, from_play=False if NOT_FROM_PLAY in children else None)

    def ev_pays_ability_or_card(self, children: list[Any]) -> Trigger:
        """«Когда вы оплачиваете способность или карту»: that player's coins closed to pay for playing a card or for
        an activated ability (COINS_SPENT of his hero whose other card is the card paid for)."""
        return Trigger(COINS_SPENT, subject=Select(HERO, side=children[0]), other=Select(CARD))

    def pe_spent_coins(self, _: list[Any]) -> tuple[str, Amount]:
        """«за каждую потраченную {м}»: the coins of the payment the trigger answers (the event's number:
        abilities.check_amount refuses it after a trigger without one)."""
        return ("per_each", Amount("event_amount"))

    def step_put_markers_if_they_reach(self, children: list[Any]) -> list[Draft]:
        """«<за каждую …> положите на <карту> эффект X; если их N или более, <инструкция>»: the counters, then the
        instruction if that card now holds N or more of them (condition ``markers_on``)."""
        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        np = _np_of(children)
        _, marker, n = next(c for c in children if isinstance(c, tuple) and c[:1] == ("marker",))
        if np is None or np.kind != "ref" or np.ref is None or np.ref.kind not in ("this", "hero"):
            raise CompileError("named counters put on which card")
        put = Draft("counters", np, n, params=(("counter", marker),))
        apply_per(put, per)
        op, value = next(c for c in children if isinstance(c, tuple) and c[:1] in ((">=",), (">",)))
        act = next(c for c in children if isinstance(c, Draft))
        act.condition = Condition("markers_on", ref=np.ref, state=marker, op=op, value=value)
        return [put, act]

    def a_hand_over_shuffles_down(self, children: list[Any]) -> list[Ability]:
        """«Каждый раз, когда у игрока становится более N карт в руке, он замешивает карты в колоду до тех пор, пока не
        останется N карт»: one state trigger (CONDITION_MET) per player — his hand holds more than N cards — whose
        instruction has him shuffle that many cards over N, picked by himself, from his hand into his deck."""
        over, left = _ints(children)
        if over != left:
            raise CompileError("«более N карт … пока не останется M карт» with N ≠ M")
        return [self._hand_over_ability(side, over) for side in (YOU, OPPONENT)]

    @staticmethod
    def _hand_over_ability(side: str, n: int) -> Ability:
        """The state trigger of :meth:`a_hand_over_shuffles_down` for the player ``side``."""
        player = Ref("player", side=side)
        cond = Condition("hand_size" if side == YOU else "opponent_hand_size", op=">", value=n)
        move = Effect(MOVE, player, Amount(HAND_OVER, ref=player, value=n),
                      params=move_params(DECK, "shuffle", HAND, ("count", "exactly"),
                                         ("select", Select(CARD, side=side, zone=HAND))))
        return Ability(TRIGGERED, trigger=Trigger(CONDITION_MET), condition=cond, every_time=True, effects=(move,))

    def ev_hoarded_self(self, children: list[Any]) -> Trigger:
        """«Когда <Яйцо> добывает <эту карту>»: this card is hoarded by a card of that kind (WAS_HOARDED)."""
        holder = self._subject(_np_of(children))
        if holder is None:
            raise CompileError("«добывает <эту карту>»: which holder")
        self.self_subject = True
        return Trigger(WAS_HOARDED, other=holder)

    def not_from_play(self, _: list[Any]) -> str:
        """«не с поля боя»: from anywhere but the play zone."""
        return NOT_FROM_PLAY

    def ev_to_graveyard_self(self, _: list[Any]) -> Trigger:
        """«Когда попадает на кладбище» (this card; the ability works in the graveyard)."""
        self.self_subject = True
        return Trigger(PUT_INTO_GRAVEYARD)

    def ev_targeted_by_spell(self, _: list[Any]) -> Trigger:
        """«Когда становится целью заклинания» (this card)."""
        self.self_subject = True
        return Trigger(TARGETED, other=Select(SPELL))

    def ev_you_target_own_with_spell(self, children: list[Any]) -> Trigger:
        """«Когда вы выбираете своё <существо> целью заклинания»: a spell of yours is declared naming a card of yours of
        that kind as a target (the card may be in play or in a graveyard: a trigger's subject is matched anywhere)."""
        np = build_np([c for c in children if isinstance(c, tuple)])
        if np.select is None or np.plural:
            raise CompileError("«выбираете своё … целью заклинания» what")
        return Trigger(TARGETED, subject=dataclasses.replace(np.select, side=YOU), other=Select(SPELL, side=YOU))

    def ev_leaves_sideboard(self, children: list[Any]) -> Trigger:
        """«Когда <карта> покидает любую дополнительную колоду»: a card of that kind leaves its owner's sideboard."""
        subject = self._subject(next(c for c in children if isinstance(c, NP)))
        if subject is None:
            raise CompileError("«покидает дополнительную колоду» what")
        return Trigger(LEAVES_SIDEBOARD, subject=dataclasses.replace(subject, side=ANY, zone=SIDEBOARD))

    def ev_made_leave_graveyard(self, children: list[Any]) -> Trigger:
        """«Когда <игрок> заставляет <карту> покинуть кладбище»: LEFT_GRAVEYARD of a card of that kind, from any
        graveyard (whose is not said); the player named — you, the opponent, or «игрок»: either — is the one who made
        it leave, matched by the event's other card (his hero)."""
        subject = self._subject(next((c for c in children if isinstance(c, NP)), None))
        if subject is None or subject.side != ANY or subject.state is not None:
            raise CompileError("«заставляет … покинуть кладбище» what")
        side = next((c for c in children if c in (YOU, OPPONENT)), ANY)
        return Trigger(LEFT_GRAVEYARD, subject=dataclasses.replace(subject, zone=GRAVEYARD),
                       other=Select(HERO, side=side))

    def ev_shuffled_from_your_graveyard(self, children: list[Any]) -> Trigger:
        """«Когда <игрок> замешивает карту с вашего кладбища в колоду»: SHUFFLED_FROM_GRAVEYARD of a card of your
        graveyard, shuffled into your deck by the player named (the event's other card: his hero)."""
        side = next((c for c in children if c in (YOU, OPPONENT)), ANY)
        return Trigger(SHUFFLED_FROM_GRAVEYARD, subject=Select(CARD, side=YOU, zone=GRAVEYARD),
                       other=Select(HERO, side=side))

    def ev_readied(self, children: list[Any]) -> Trigger:
        return Trigger(READIED, subject=self._subject(children[0]))

    def ev_dies_vs(self, children: list[Any]) -> Trigger:
        return self.ev_dies(children)

    def ev_closed(self, children: list[Any]) -> Trigger:
        turn = next((c for c in children[1:] if c in (YOU, OPPONENT)), ANY)
        return Trigger(CLOSED, subject=self._subject(children[0]), whose_turn=turn)

    def ev_enters_yours(self, children: list[Any]) -> Trigger:
        """«Когда <np> входит в игру под вашим контролем»: the subject is yours."""
        sel = self._subject(_np_of(children))
        if sel is None or sel.side in (OPPONENT, EITHER):
            raise CompileError("enters under your control: subject")
        return Trigger(ENTERS_PLAY, subject=dataclasses.replace(sel, side=YOU))

    def ev_attacks(self, children: list[Any]) -> Trigger:
        return Trigger(ATTACKS, subject=self._subject(children[0]))

    def ev_attacks_at(self, children: list[Any]) -> Trigger:
        """«Когда <существо> объявляет атаку по <вашему герою>»."""
        subject, other = [c for c in children if isinstance(c, NP)]
        return Trigger(ATTACKS, subject=self._subject(subject), other=self._other(other))

    def ev_deals_wounds(self, children: list[Any]) -> Trigger:
        nps = [c for c in children if isinstance(c, NP)]
        if len(nps) > 1 and nps[1].kind == "ref" and nps[1].ref == THIS:
            # «Когда существо наносит раны <этой карте>» = «Когда <эта карта> получает раны от существа»
            self.self_subject = True
            return Trigger(WOUNDED, other=self._other(nps[0]))
        other = self._other(nps[1]) if len(nps) > 1 else None
        return Trigger(DEALS_WOUNDS, subject=self._subject(nps[0]), other=other)

    def ev_deals_wounds_strike(self, children: list[Any]) -> Trigger:
        raise CompileError("«наносит раны ударом» needs a strike-only filter")

    def ev_self_deals_wounds(self, children: list[Any]) -> Trigger:
        return Trigger(DEALS_WOUNDS, other=self._other(_np_of(children)))

    def ev_attacks_self(self, children: list[Any]) -> Trigger:
        other = self._other(_np_of(children))
        if other is not None and other.side == YOU:
            raise CompileError("«при атаке по вашему …» names the attacked card, not this one's attack")
        return Trigger(ATTACKS, other=other)

    def ev_strikes_self(self, children: list[Any]) -> Trigger:
        return Trigger(STRIKES, other=self._other(_np_of(children)))

    def ev_dies_np(self, children: list[Any]) -> Trigger:
        return Trigger(DIES, subject=self._subject(children[0]))

    def ev_dies_np_turn(self, children: list[Any]) -> Trigger:
        return Trigger(DIES, subject=self._subject(children[1]), whose_turn=children[0])

    def ev_played(self, children: list[Any]) -> Trigger:
        side, np = children[0], children[-1]
        sel = self._subject(np)
        if sel is None:
            return self.played_self(children)  # «Когда вы разыгрываете <эту карту>»
        return Trigger(CARD_PLAYED, subject=dataclasses.replace(sel, side=side, zone=HAND))

    def ev_entered_free(self, children: list[Any]) -> Trigger:
        """«Когда <существо> вошло в игру бесплатно»: ENTERS_PLAY of a matching creature for which no {м} was paid —
        played for nothing, or put into play by an effect (Select state ENTERED_FREE: engine/zones.enter_play notes the
        coins paid for a card's play)."""
        sel = self._subject(children[0])
        if sel is None or sel.state is not None or sel.kind != CREATURE:
            raise CompileError("«вошло в игру бесплатно» of what")
        return Trigger(ENTERS_PLAY, subject=dataclasses.replace(sel, state=ENTERED_FREE))

    def ev_played_free(self, children: list[Any]) -> Trigger:
        """«Когда вы бесплатно разыгрываете <карту>»: CARD_PLAYED of a card in play for which no {м} was paid (played
        free by an effect, or for a cost brought down to 0; the reading of «если при розыгрыше не было потрачено
        {м}»)."""
        trigger = self.ev_played(children)
        if trigger.subject is None or trigger.subject.state is not None or trigger.subject.kind != CREATURE:
            raise CompileError("«бесплатно разыгрываете» what")
        return dataclasses.replace(trigger, subject=dataclasses.replace(trigger.subject, state=PLAYED_FREE))

    def _ord(self, children: list[Any]) -> int:
        return int(str(next(c for c in children if isinstance(c, Token) and c.type == "ORD"))[1:])

    def ev_drawn_nth(self, children: list[Any]) -> Trigger:
        """«Когда противник берёт вторую карту за ход»."""
        return Trigger(DRAWN_NTH, subject=Select(CARD, side=children[0], zone=HAND), nth=self._ord(children))

    def ev_played_nth(self, children: list[Any]) -> Trigger:
        """«Когда противник разыгрывает второе существо / вторую карту за ход»."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or not np.implicit:
            raise CompileError("played what")
        return Trigger(CARD_PLAYED_NTH, subject=dataclasses.replace(np.select, side=children[0], zone=HAND),
                       nth=self._ord(children))

    def ev_played_nth_in_game(self, children: list[Any]) -> Trigger:
        """«Когда вы разыгрываете пятого дракона за игру»: the N-th such card that player played in the game."""
        trigger = self.ev_played_nth(children)
        return dataclasses.replace(trigger, event=CARD_PLAYED_NTH_IN_GAME)

    def ev_enters_nth(self, children: list[Any]) -> Trigger:
        """«Когда в игру входит второе существо за ход»."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or not np.implicit:
            raise CompileError("enters: what")
        return Trigger(ENTERS_PLAY_NTH, subject=np.select, nth=self._ord(children))

    def p_entered_play_this_turn(self, _: list[Any]) -> tuple[str, Any]:
        """«, вошедших в игру в этот ход»: a card that entered play this turn (the history's ENTERS_PLAY)."""
        return ("state", ENTERED_PLAY_THIS_TURN)

    def ev_discarded_nth(self, children: list[Any]) -> Trigger:
        """«Когда вы сбрасываете третью карту за ход»: the N-th card that player discards this turn."""
        return Trigger(DISCARDED_NTH, subject=Select(CARD, side=children[0], zone=HAND), nth=self._ord(children))

    def ev_coins_lost(self, children: list[Any]) -> Trigger:
        """«Когда вы теряете {м}»: coins of that player were lost (COINS_LOST; subject: his hero)."""
        return Trigger(COINS_LOST, subject=Select(HERO, side=children[0]))

    def ev_coins_gained(self, children: list[Any]) -> Trigger:
        """«Когда вы получаете {м}»: that player gained coins (COINS_GAINED; subject: his hero; the income of the фаза
        накопления too)."""
        return Trigger(COINS_GAINED, subject=Select(HERO, side=children[0]))

    def ev_coins_gained_own_turn(self, children: list[Any]) -> Trigger:
        """«Когда вы получаете {м} в свой ход»: as :meth:`ev_coins_gained`, only in that player's own turn."""
        if children[0] != YOU:
            raise CompileError("«в свой ход» of a player other than you")
        return dataclasses.replace(self.ev_coins_gained(children), whose_turn=YOU)

    def ev_coins_opened(self, children: list[Any]) -> Trigger:
        """«Когда открывается 1 или более {м}»: closed coins turned open (COINS_OPENED, one event per opening). No player
        is named: whose coins it hears is the rules option ``unowned_coin_events`` (side ANY here)."""
        if _ints(children) != [1]:
            raise CompileError("coins opened: at least N > 1")
        return Trigger(COINS_OPENED, subject=Select(HERO, side=ANY))

    def ev_any_player(self, children: list[Any]) -> Trigger:
        """«Когда игрок <делает>»: either player does it (``player_event``)."""
        trigger: Trigger = children[0]
        return trigger

    def pe_gains_coins(self, _: list[Any]) -> Trigger:
        """«(игрок) получает {м}»: either player gained coins (COINS_GAINED; subject: his hero)."""
        return Trigger(COINS_GAINED, subject=Select(HERO, side=ANY))

    def pe_draws(self, _: list[Any]) -> Trigger:
        """«(игрок) берёт карту»: either player drew a card (DRAWN)."""
        return Trigger(DRAWN, subject=Select(CARD, side=ANY, zone=HAND))

    def ev_except_first(self, children: list[Any]) -> Trigger:
        """«Когда <событие>, кроме первого раза за ход»: the event, but not the first of its player this turn."""
        return except_first(children[0])

    def ev_discarded(self, children: list[Any]) -> Trigger:
        return Trigger(DISCARDED, subject=Select(CARD, side=children[0], zone=HAND))

    def ev_drawn(self, children: list[Any]) -> Trigger:
        return Trigger(DRAWN, subject=Select(CARD, side=children[0], zone=HAND))

    def ev_searched(self, children: list[Any]) -> Trigger:
        """«Когда вы используете Поиск»: that player searches (112.8; the ability works in the deck)."""
        return Trigger(SEARCHED, subject=Select(CARD, side=children[0], zone="deck"))

    def ev_turn_start(self, children: list[Any]) -> Trigger:
        return Trigger(TURN_START, whose_turn=children[0])

    def ev_turn_end(self, children: list[Any]) -> Trigger:
        return Trigger(TURN_END, whose_turn=children[0])

    def turn_you(self, _: list[Any]) -> str:
        return YOU

    def turn_opp(self, _: list[Any]) -> str:
        return OPPONENT

    def turn_any(self, _: list[Any]) -> str:
        return ANY

    def ambush_tail(self, children: list[Any]) -> tuple[int, list[Draft]]:
        return _ints(children)[0], next((c for c in children if isinstance(c, list)), [])

    def ambush_tail_own_cost(self, _: list[Any]) -> tuple[Amount, list[Draft]]:
        """«Засада Х{м}, где Х — стоимость этого заклинания»: the Засада costs the card's own cost (read when it is
        used: engine/cost_modifiers.ambush_base), with no «при этом»."""
        return Amount("cost", ref=THIS), []

    def ev_kills(self, children: list[Any]) -> Trigger:
        nps = [c for c in children if isinstance(c, NP)]
        subject = self._subject(nps[0]) if len(nps) == 2 else None
        return Trigger(KILLS, subject=subject, other=self._other(nps[-1]))

    def ev_hoards(self, children: list[Any]) -> Trigger:
        return Trigger(HOARDS, subject=self._subject(children[0]))

    def ev_attack_declared(self, _: list[Any]) -> Trigger:
        return Trigger(ATTACKS, subject=Select(CHARACTER, side=OPPONENT))

    def a_spell_delayed_once(self, children: list[Any]) -> Ability:
        """«<…>. До конца хода, когда <событие>, <инструкция>. (Один раз за ход.)»: a spell whose last instruction is a
        delayed trigger with a duration and without «каждый раз» — which answers once a turn anyway (112.5,
        engine/delayed._next_event_due), so «(1 раз за ход)» only says so; any other use of it is refused."""
        ability = self.a_plain(children[:1])
        last = ability.effects[-1] if ability.effects else None
        if ability.kind != SPELL_ABILITY or self._per_turn(children) != 1 or last is None or last.verb != "delayed" \
                or last.param("until") is None or last.param("every_time"):
            raise CompileError("«(N раз за ход)» after instructions that are not a spell's delayed trigger for a time")
        return ability

    def c_played_cost_below_his_graveyard(self, _: list[Any]) -> Condition:
        """«если количество карт на его кладбище больше стоимости {м} разыгрываемой карты»: the card played (the
        trigger's) costs less than the cards in the graveyard of the opponent who plays it (``event_cost_below_count``;
        ``check_his_graveyard`` keeps it to «Когда противник разыгрывает <карту>»)."""
        self.his_graveyard_named = True
        return Condition(EVENT_COST_BELOW_COUNT, select=Select(CARD, side=OPPONENT, zone=GRAVEYARD))

    def e_shuffle_his_graveyard(self, _: list[Any]) -> Draft:
        """«замешайте все карты с него» after «на его кладбище»: every card of the opponent's graveyard goes into his
        deck, shuffled in."""
        if not getattr(self, "his_graveyard_named", False):
            raise CompileError("«с него» without «его кладбище» named before")
        return Draft(MOVE, NP("ref", ref=Ref("player", side=OPPONENT)),
                     params=move_params(DECK, SHUFFLED, GRAVEYARD, (COUNT, ALL_MATCHING)))

    def a_first_own_turn_start(self, children: list[Any]) -> Ability:
        """«В начале вашего первого хода <инструкции>»: TURN_START of your turn, when you have begun one turn of your
        own (condition OWN_TURN_NUMBER == 1)."""
        drafts = next(c for c in children if isinstance(c, list))
        ability: Ability = self._ability(TRIGGERED, drafts, trigger=Trigger(TURN_START, whose_turn=YOU))  # type: ignore[attr-defined]
        if ability.condition is not None:
            raise CompileError("«В начале вашего первого хода» with a condition of its own")
        return dataclasses.replace(ability, condition=Condition(OWN_TURN_NUMBER, op="==", value=1))


def check_his_graveyard(phrases: Any, trigger: Trigger | None) -> None:
    """«его кладбище» of :meth:`TriggersPhrases.c_played_cost_below_his_graveyard` is the opponent's, who plays the
    trigger's card: refused after any other trigger."""
    if getattr(phrases, "his_graveyard_named", False) and (
            trigger is None or trigger.event != CARD_PLAYED or trigger.subject is None
            or trigger.subject.side != OPPONENT or trigger.other is not None):
        raise CompileError("«его кладбище» without «Когда противник разыгрывает <карту>»")

