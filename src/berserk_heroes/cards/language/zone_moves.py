"""Instructions that move cards between zones: draw, discard, search, look, reveal, shuffle, return, summon,
revive, hoard, mill.
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from berserk_heroes import abilities as A
from berserk_heroes.abilities import (
    ANY,
    CARD,
    CARD_NAME,
    CREATURE,
    DECK,
    DECK_OR_HAND,
    DIES,
    DISTINCT_CARDS,
    DRAW_INSTEAD,
    EACH,
    EITHER,
    END_OF_TURN,
    ENEMY_HERO,
    ENTERS_PLAY,
    EVENT,
    GRAVE_PLAY,
    GRAVEYARD,
    HAND,
    HERO,
    HOARDED,
    HOARDED_HERO,
    HOARDED_THIS,
    HOARDS,
    IT,
    LEAVES_PLAY,
    NAMED,
    OPPONENT,
    OPPONENT_PLAYER,
    PERMANENT,
    PLAY,
    PREVIOUS_TURN,
    RETURNED_TO_HAND,
    REVIVED,
    SIDEBOARD,
    SPELL,
    SUMMONED,
    SUPPORT,
    THIS,
    TRIGGERED,
    TYPE_OF_EVENT,
    YOU,
    YOU_PLAYER,
    YOUR_HERO,
    Ability,
    Amount,
    Condition,
    Effect,
    HistoryQuery,
    Ref,
    Select,
    StaticPart,
    Target,
    Trigger,
)
from berserk_heroes.cards.compiler_normalise import class_of_token, element_of_token
from berserk_heroes.cards.language.base import NP, CompileError, Draft
from berserk_heroes.cards.language.common import (
    ANY_NUMBER,
    EQUIPMENT_NOUN,
    HOARDED_BY_HOLDER_BEFORE,
    SAME_NAME,
    SHOWN_CARD_NP,
    X_AMOUNT,
    _amt,
    _compile_error,
    _destination_of,
    _duration,
    _error,
    _ints,
    _np,
    _np_of,
    _nps,
    _the,
    _verb_of,
    apply_per,
    build_np,
)
from berserk_heroes.cards.language.looking import (
    ALL_OF_THEM,
    LookClause,
    look_at_top_cards,
    looks_at_top_card,
    shows_hand,
    taken_of_them,
)


def stable_hero_condition(cond: Any) -> bool:
    """A condition on your hero's class or element («если ваш герой {Тьма} или {Нейтральные}»): nothing a resolution
    does changes it, so «X, если C, вместо этого Y» may check it once for X and once for Y."""
    return (isinstance(cond, Condition) and cond.kind == "count" and cond.select is not None
            and cond.select.kind == HERO and cond.select.side == YOU and cond.op == ">=" and cond.value == 1
            and bool(cond.select.classes or cond.select.elements))


def one_of_indeclinable(np: Any) -> Any:
    """«Вызовите слуа стоимостью 4{м} или менее»: «слуа» does not decline (the normaliser knows only its plural form), so
    a bare «слуа» after «Вызовите» is one card, as «Вызовите гнома» is (a summon of all of them would say «всех»)."""
    from berserk_heroes.cards.compiler_normalise import CLASS_FORMS

    if (np is None or np.kind != "all" or not np.bare_plural or np.select is None or len(np.select.classes) != 1
            or np.select.classes[0] not in CLASS_FORMS or CLASS_FORMS[np.select.classes[0]][0]):
        return np
    return NP("target", np.select, implicit=True)


def check_replace_delay(ability: Ability) -> None:
    """«… вместо кладбища» is read only as the first instruction of «Гибель:» (the card died and is in the graveyard
    when the ability resolves: it goes to the deck instead of staying there)."""

    def walk(effects: tuple[Any, ...], top: bool) -> None:
        for i, e in enumerate(effects):
            if A.is_move(e.verb, e.params, DECK, GRAVEYARD) and e.what == THIS:
                trig = ability.trigger
                if not top or i != 0 or trig is None or trig.event != DIES or trig.subject is not None:
                    raise CompileError("«вместо кладбища» outside «Гибель:»")
            walk((*e.then, *e.otherwise, *(e.param("effects", ()) or ())), False)

    walk(ability.effects, True)


def _any_number_if_bare(child: Any) -> Any:
    """A bare plural noun phrase, or a collective class noun (one with no plural: «нежить»), before «суммарной
    стоимостью» («Возродите существ / нежить суммарной стоимостью Х{м}»): any number of those cards — the total bounds
    them. Other children as they are («существо суммарной стоимостью …» stays one card, and is refused)."""
    from berserk_heroes.cards.compiler_normalise import CLASS_FORMS

    if not isinstance(child, NP) or child.select is None or not child.implicit or child.select.zone != PLAY:
        return child
    classes = child.select.classes
    collective = len(classes) == 1 and classes[0] in CLASS_FORMS and not CLASS_FORMS[classes[0]][1]
    if child.kind == "all" or (child.kind == "target" and child.max == 1 and collective):
        return NP("target", select=child.select, min=1, max=ANY_NUMBER, plural=True)
    return child


def _from_any_graveyards(draft: Draft) -> Draft:
    """«… с любых кладбищ»: the draft's pick (params select) from both graveyards (params any_graveyards)."""
    draft.params = (*((k, dataclasses.replace(v, side=EITHER, zone=GRAVEYARD) if k == "select" else v)
                      for k, v in draft.params), (A.ANY_GRAVEYARDS, True))
    return draft


def _one_card_selects(children: list[Any]) -> list[Select]:
    """The selectors of the noun phrases among ``children`` when each names one card to pick (a target of one);
    an empty list when some noun phrase is anything else."""

    out: list[Select] = []
    for np in (c for c in children if isinstance(c, NP)):
        if np.kind != "target" or np.select is None or np.min != 1 or np.max != 1:
            return []
        out.append(np.select)
    return out


# Amount kind: «за каждую карту, которую вы не положили таким образом» — the number its one part says (the cards
# asked for) minus the cards the instruction just before was done to (engine/effects/zone_moves._done_short)
DONE_SHORT = "done_short"


# verb: «Возродите двух существ с разных кладбищ; они становятся <классом> и наносят друг другу раны, равные своему удару»
REVIVE_TWO_ENEMIES = "revive_two_enemy_creatures"


def check_either(ability: Ability) -> None:
    """«с любого кладбища» (``Select.side`` EITHER) is compiled only where cards are chosen from either graveyard: a
    target (of several cards too: whether they may come from both graveyards is the rules option
    ``any_graveyard_picks``, applied when they are chosen), or the one card a «Возродите» picks; no other verb reads
    EITHER. («Замешайте все карты с любого кладбища …» is no EITHER select: a ``move`` of one chosen player's graveyard,
    ``e_shuffle_chosen_graveyard``, under the same option.)"""

    if not _either_ok(ability, allowed=False):
        raise CompileError("«с любого кладбища» where it could mean one graveyard or both")
    for prev, effect in zip((None, *ability.effects), ability.effects):  # «если оно выжило»
        if effect.condition is not None and effect.condition.kind == "it_survived" and (
                prev is None or prev.verb not in ("wound", "shot") or prev.what is None or prev.what.kind != "target"
                or ability.targets[prev.what.index].max != 1 or ability.targets[prev.what.index].select.kind != CREATURE):
            raise CompileError("«если оно выжило» not after wounding one creature")
    for effect in ability.effects:  # «…, если его …» on the card the instruction acts on
        if effect.condition is not None and effect.condition.kind in ("object_cost_le_count", "owner_grave_none") and (
                effect.what is None or effect.what.kind != "target"
                or not any(t.max == 1 for i, t in enumerate(ability.targets) if i == effect.what.index)):
            raise CompileError("«если его …» on an instruction without one target")


# «в колоде, руке и кладбище его владельца»: the zones a Поиск looks through at once (e_search_owner_zones_hoard)
_SEARCHED_ZONES = {"колода": DECK, "рука": HAND, "кладбище": GRAVEYARD}

# The zone a «Вызовите» / «Возродите» of ``_deck_pick`` takes its cards from.
_ENTERING_FROM = {"summon": A.DECK, "revive": A.GRAVEYARD}


def _either_ok(obj: Any, allowed: bool) -> bool:
    if isinstance(obj, Select):
        return obj.side != EITHER or (allowed and obj.zone == GRAVEYARD)
    if isinstance(obj, Target):
        return _either_ok(obj.select, True)
    if isinstance(obj, Ref):
        return _either_ok(obj.select, allowed)
    if isinstance(obj, Effect):
        one_pick = (A.is_revive(obj) or obj.verb == A.PLAY_FROM) and (
            obj.amount == 1 and not obj.param("up_to") or obj.param(A.ANY_GRAVEYARDS)) or obj.param(
            A.ANY_GRAVEYARD)  # («до Х карт с любого кладбища»: RulesConfig any_graveyard_picks reads it)  # (graveyards:
        # «разыграйте с любого кладбища карту … бесплатно» — one card of either graveyard)
        every = (A.is_move(obj.verb, obj.params, DECK) or obj.verb == A.HOARD) and obj.param(
            "graveyards") == "all"  # «всех кладбищ»: both, surely
        # «Вызовите <существо> из колоды или руки игрока под его контролем»: one card of any player's deck or hand
        owners_pick = obj.verb == A.PUT_INTO_PLAY and obj.param("under") == A.OWNER and obj.amount == 1 \
            and not obj.param("up_to")
        return (all((owners_pick and k == "select") or _either_ok(v, one_pick and k == "select") for k, v in obj.params)
                and _either_ok(obj.what, every)
                and all(_either_ok(getattr(obj, f), False) for f in ("amount", "condition"))
                and all(_either_ok(e, False) for e in (*obj.then, *obj.otherwise)))
    if isinstance(obj, (tuple, list)):
        return all(_either_ok(v, allowed) for v in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return all(_either_ok(getattr(obj, f.name), False) for f in dataclasses.fields(obj))
    return True


def _move(np: Any, to: str, position: str | None = None, source: str | None = None, *more: tuple[str, Any]) -> Draft:
    """A ``move`` of the cards ``np`` to zone ``to`` (a deck: at ``position``), from zone ``source`` (None: wherever
    they are)."""
    return Draft(A.MOVE, np, params=A.move_params(to, position, source, *more))


def _shuffle_in(np: Any, *more: tuple[str, Any], source: str | None = None) -> Draft:
    """«Замешайте <карты> в колоду (владельца)»: a ``move`` into the owners' decks, shuffled."""
    return _move(np, DECK, A.SHUFFLED, source, *more)


# Where «верните / положите / замешайте <карты> …» moves them: the destination's words → (zone, place in the zone).
DESTINATIONS: dict[str, tuple[str, str | None]] = {
    "в рука": (HAND, None),
    "в рука владелец": (HAND, None),
    "в ваш.sing рука": (HAND, None),
    "на верх колода": (DECK, A.DECK_TOP),
    "на верх колода владелец": (DECK, A.DECK_TOP),
    "на верх колода в любой порядок": (DECK, A.DECK_TOP),
    "под низ колода": (DECK, A.DECK_BOTTOM),
    "под низ колода владелец": (DECK, A.DECK_BOTTOM),
    "в колода": (DECK, A.SHUFFLED),
    "в колода владелец": (DECK, A.SHUFFLED),
    "в он колода": (DECK, A.SHUFFLED),
    "на кладбище": (GRAVEYARD, None),
    "на ваш.sing кладбище": (GRAVEYARD, None),
    "в дополнительный колода": (SIDEBOARD, None),
    "в игра": (PLAY, None),
}

# Which verb moves cards to which destination, and how: «верните / положите в руку» (to the hand), «положите на верх /
# под низ колоды» (to that place in the deck), «замешайте в колоду» (shuffled in). Any other pair is not the language.
MOVE_VERBS: dict[tuple[str, str, str | None], str] = {
    ("return_verb", HAND, None): "to_hand",
    ("put_verb", HAND, None): "to_hand",
    ("put_verb", DECK, A.DECK_TOP): "to_deck",
    ("put_verb", DECK, A.DECK_BOTTOM): "to_deck",
    ("shuffle_verb", DECK, A.SHUFFLED): "shuffle",
    ("put_verb", SIDEBOARD, None): "to_sideboard",  # «положите <карту> в дополнительную колоду» (its owner's)
    ("return_verb", PLAY, None): "to_play",  # «верните в игру <карты>» (under their owners' control)
}


# Where «остальные (карты) положите …» puts the cards looked at and not taken (the look clause ``rest``).
RANDOM_ORDER = "random_order"  # the marker of «в случайном порядке» among a rule's children
LOOKED_REST: dict[tuple[str, str | None], str] = {
    (DECK, A.DECK_TOP): "top",
    (DECK, A.DECK_BOTTOM): "bottom",
    (GRAVEYARD, None): "graveyard",
}


def _picked_params(to: str, position: str | None, source: str, count: str = A.EXACTLY,
                   *more: tuple[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The params of a ``move`` whose cards are picked (params ``count``) in the zone ``source`` of its player(s)."""
    return A.move_params(to, position, source, (A.COUNT, count), *more)


def _shuffle_deck(side: str) -> Draft:
    """«Перемешайте колоду»: the deck of that player put into itself, shuffled."""
    return Draft(A.MOVE, NP("ref", ref=Ref("player", side=side)), params=_picked_params(DECK, A.SHUFFLED, DECK, A.ALL_MATCHING))


class ZoneMovesPhrases:
    """Transformer methods of the «zone_moves» concept (mixed into ``transformer.ToAbilities``); grammar: ``zone_moves.lark``."""

    _subject: Any
    ctx: Any
    n_equipment: Any
    reveals_self: Any
    self_subject: Any
    all_discard_named: Any
    his_struck_hero: Any
    namesakes_marker: Any

    def e_draw_to_opp_hand(self, _: list[Any]) -> Any:
        """«Берите карты, пока у вас в руке не будет столько же карт, сколько у противника»."""

        return Draft("draw", NP("ref", ref=YOU_PLAYER), Amount("hand_gap"))

    def e_discard_to_your_hand(self, children: list[Any]) -> Any:
        """«Противник сбрасывает карты, пока у него не станет столько же карт, сколько и у вас»."""

        if children[0] != OPPONENT:
            raise _compile_error("who discards down to your hand")
        return Draft("discard", NP("ref", ref=Ref("player", side=OPPONENT)), Amount("hand_gap"),
                     params=(("chooser", "owner"),))

    def e_discard_all(self, _: list[Any]) -> Any:
        """«Сбросьте все карты»: as many as are in your hand."""

        return Draft("discard", NP("ref", ref=YOU_PLAYER), Amount("count", select=Select(CARD, side=YOU, zone=HAND)),
                     params=(("chooser", "owner"),))

    def e_each_opponent_discards(self, children: list[Any]) -> Any:
        """«Каждый противник сбрасывает N карт» (one opponent in a two-player game)."""

        return Draft("discard", NP("ref", ref=Ref("player", side=OPPONENT)), children[-1], params=(("chooser", "owner"),))

    def e_mill_that_player(self, children: list[Any]) -> Any:
        """«этот игрок кладёт Х верхних карт своей колоды на кладбище» right after an instruction on a card: the player
        is that card's owner (a pronoun for the card named last)."""

        return Draft("mill", NP("it"), _amt(children), params=(("owner_of", True),))

    def e_reveal_any_from_hand(self, children: list[Any]) -> Any:
        """«Покажите любое число <карт> из руки»: you pick any number of such cards of your hand and show them (the
        hand does not change); they are what a following «за каждое показанное …» counts."""

        (np,) = _nps(children)
        sel = np.select if np.kind == "all" else None
        if sel is None or sel.zone != HAND or sel.side != YOU:
            raise _compile_error("«покажите любое число» of what")
        return Draft("reveal", NP("ref", ref=YOU_PLAYER), params=(("zone", HAND), ("select", sel)))

    def e_draw_cards_per(self, children: list[Any]) -> Any:
        """«Возьмите карты за каждое …»: a card per counted card."""

        per = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per_each",))
        draft = Draft("draw", NP("ref", ref=YOU_PLAYER), 1)
        apply_per(draft, per)
        return draft

    def e_grave_to_hand(self, children: list[Any]) -> Any:
        """«Положите с кладбища в руку <карту>»: as «Верните <карту> с кладбища в руку» (your graveyard, FAQ #16;
        the card is picked on resolution)."""
        (np,) = _nps(children)
        if np.kind != "target" or np.select is None or np.select.zone != "play":
            raise _compile_error("«положите с кладбища в руку»: which card?")
        return self._grave_to_hand(np)

    def e_shuffle_self_hand_and_card(self, _: list[Any]) -> Any:
        """«замешать <эту карту> из руки и карту из игры в колоды владельцев»: ``shuffle_self_from_hand_paid`` (this card,
        only if it is still in its owner's hand), then ``shuffle_into_deck`` of one target card in play that is not a
        hero (heroes never go into a deck), both into their owners' decks."""
        card = NP("target", Select(CARD, side=ANY, zone="play", state="not_hero"), min=1, max=1)
        return Draft("sequence", group=[_shuffle_in(NP("ref", ref=THIS), source=HAND), _shuffle_in(card)])

    def it_hoards_this(self, what: Any) -> Any:
        """«создайте Яйцо, оно добывает эту карту» (called by ``e_hoard``): the card just created (IT) hoards this card
        (from wherever it is: in play, for Моровой дракон). :func:`check_copies_chain` makes sure «оно» follows a
        «Создайте»."""
        return Draft("hoard", what, params=(("holder", IT), ("created_holder", True)))

    def _a_player(self, make: Any) -> Draft:
        """«Игрок <делает X>»: the controller chooses a player — two modes, X for you or X for the opponent."""
        modes = [make(YOU_PLAYER, OPPONENT_PLAYER), make(OPPONENT_PLAYER, YOU_PLAYER)]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def e_a_player_discards(self, children: list[Any]) -> Draft:
        n = children[-1]
        return self._a_player(lambda who, _: [Draft("discard", NP("ref", ref=who), n,
                                                        params=(("chooser", "owner"),))])

    def e_a_player_discards_random(self, _: list[Any]) -> Draft:
        return self._a_player(lambda who, _: [Draft("discard", NP("ref", ref=who), 1,
                                                        params=(("chooser", "random"),))])

    def e_a_player_draws(self, children: list[Any]) -> Draft:
        n = children[-1]
        return self._a_player(lambda who, _: [Draft("draw", NP("ref", ref=who), n)])

    def e_a_player_discards_other_draws(self, _: list[Any]) -> Draft:
        return self._a_player(lambda who, other: [
            Draft("discard", NP("ref", ref=who), 1, params=(("chooser", "owner"),)),
            Draft("draw", NP("ref", ref=other), 1)])

    def e_each_reveal_discard_opp(self, children: list[Any]) -> Draft:
        """«Каждый игрок, начиная с вас, показывает руку и сбрасывает карту по выбору противника»: each player (you
        first) shows his hand; then each discards, the card picked by that player's opponent (chooser "opponent")."""
        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        each = Ref("player", side=EACH)
        return Draft("sequence", group=[shows_hand(NP("ref", ref=each)),
                                           Draft("discard", NP("ref", ref=each), n,
                                                    params=(("chooser", "opponent"),))])

    def e_may_play_from_grave(self, children: list[Any]) -> Any:
        """«Вы можете разыгрывать <карты> с вашего кладбища <до срока>»: a permission put on your hero for that time
        (``grave_play``, params select, duration): you may play the matching cards of your graveyard as from the
        hand (paying their cost; they are not hoarded)."""
        np = _np_of(children)
        duration = _duration(children)
        if (np is None or np.kind not in ("target", "all") or np.select is None or np.select.zone != GRAVEYARD
                or np.select.side not in (YOU, ANY) or duration is None):
            raise CompileError("play what from the graveyard, for how long")
        sel = dataclasses.replace(np.select, side=YOU)  # «с (вашего) кладбища»: yours (FAQ #16)
        return Draft("establish", NP("ref", ref=YOU_PLAYER), None,
                     params=(("rule", GRAVE_PLAY), ("select", sel), ("duration", duration)))

    def e_a_player_cycles(self, _: list[Any]) -> Any:
        """«Игрок кладёт карту из руки под низ колоды, при этом берёт карту»: a player of the controller's choice (two
        modes, as «Игрок сбрасывает карту») puts a card of his hand under his deck; only then he draws a card."""

        def make(who: Ref, _: Ref) -> list[Any]:
            player = NP("ref", ref=who)
            return [Draft(A.MOVE, player, 1, params=_picked_params(DECK, A.DECK_BOTTOM, HAND),
                          then=[Draft("draw", NP("ref", ref=who), 1)])]

        return self._a_player(make)

    def e_a_player_cycles_completed(self, _: list[Any]) -> Any:
        """«Игрок замешивает из руки Х карт, где Х — количество завершённых им квестов и берёт столько же карт»: a
        player of the controller's choice picks X cards of his hand (X: his completed quests; all of his hand when it
        holds fewer) and shuffles them into his deck, then draws as many as he shuffled in (``Amount("done")``)."""

        def make(who: Ref, _: Ref) -> list[Any]:
            player = NP("ref", ref=who)
            completed = Amount("count", select=Select(CARD, side=who.side, zone=A.COMPLETED, card_type="quest"))
            return [Draft("sequence", group=[
                Draft(A.MOVE, player, completed, params=_picked_params(DECK, A.SHUFFLED, HAND)),
                Draft("draw", NP("ref", ref=who), Amount("done"))])]

        return self._a_player(make)

    def e_active_draws(self, children: list[Any]) -> Any:
        """«(В конце каждого хода) активный игрок берёт карту; если в его руке больше N карт, ранить его на M»: the
        player whose turn it is — compiled as the instructions for you in your turn and for the opponent in his."""
        n, m = _ints(children)
        yours, theirs = Condition("your_turn"), Condition("opponent_turn")
        return Draft("sequence", group=[
            Draft("draw", NP("ref", ref=YOU_PLAYER), 1, condition=yours),
            Draft("draw", NP("ref", ref=OPPONENT_PLAYER), 1, condition=theirs),
            Draft("wound", NP("ref", ref=YOUR_HERO), m,
                     condition=Condition("and", parts=(yours, Condition("hand_size", op=">", value=n)))),
            Draft("wound", NP("ref", ref=ENEMY_HERO), m,
                     condition=Condition("and", parts=(theirs, Condition("opponent_hand_size", op=">", value=n)))),
        ])

    def e_discard_then_draw(self, children: list[Any]) -> Any:
        """«Каждый игрок / Противник сбрасывает карту, при этом берёт карту»: each such player discards a card and, if
        he did, draws one (a «при этом» per player: one who cannot discard does not draw)."""
        side = children[0]
        players = [YOU_PLAYER, OPPONENT_PLAYER] if side == EACH else [Ref("player", side=side)]

        def one(who: Ref) -> Any:
            return Draft("discard", NP("ref", ref=who), 1, params=(("chooser", "owner"),),
                            then=[Draft("draw", NP("ref", ref=who), 1)])

        if len(players) == 1:
            return one(players[0])
        return Draft("sequence", group=[one(who) for who in players])

    def e_hoard_grave_turn(self, children: list[Any]) -> Any:
        """«<holder> добывает всех существ, которые попали на кладбища в этом ходу»: a ``hoard`` (params from GRAVEYARD, arrived THIS_TURN,
        holder, select): every creature card that went to either graveyard this turn and is still there."""
        holder, what = [c for c in children if isinstance(c, NP)]
        if what.kind != "all" or what.select != Select(CREATURE, side=ANY):
            raise CompileError("«…, которые попали на кладбища в этом ходу»: only «всех существ»")
        return Draft("hoard", None, params=(
            ("holder", self._holder(holder)), (A.FROM, GRAVEYARD), (A.ARRIVED, A.THIS_TURN),
            ("select", Select(CREATURE, side=ANY, zone=GRAVEYARD))))

    def e_look_his_deck_hoard(self, children: list[Any]) -> Any:
        """«Посмотрите N верхние карты его колоды, <holder> добывает K из них; положите остальные карты обратно в любом
        порядке» (after «При ударе по герою»): ``look`` at the deck of the event's hero (``what``: whose deck),
        params holder, n; K (``take``) cards must be hoarded, the rest go back on top in the order the player picks."""
        n, k = _ints(children)[:2]
        if k != 1 or n < 2:
            raise CompileError("look and hoard: how many")
        holder = next(c for c in children if isinstance(c, NP))
        return Draft("look", NP("ref", ref=Ref("event", role="other")), params=(
            ("n", n), ("take", k), ("to", A.HOARD), ("holder", self._holder(holder)), ("rest", A.REST_TOP)))

    def _return_to_play(self, np: NP | None) -> Draft:
        """«верните в игру всех добытых <этой картой> существ»: they enter play under their owners' control."""
        if np is None or np.kind != "all" or np.select is None or np.select.zone != HOARDED_THIS:
            raise CompileError("return what into play")
        return Draft(A.PUT_INTO_PLAY, np, params=A.entering_params((A.HOARDED,), under=A.OWNER))

    def hoard_own_hand(self, holder: Any, what: Any) -> Any:
        """«<эта карта> добывает орка из руки» (called by ``e_hoard`` for a card of a hand): you pick one such card of
        your hand (FAQ #16: «из руки» is yours), this card hoards it."""
        if what.kind != "target" or what.select is None or what.max != 1 or what.min != 1 \
                or what.select.side not in (ANY, YOU) or what.select.other:
            raise CompileError(f"hoard what from the hand {what}")
        select = replace(what.select, side=YOU, zone=HAND)
        return Draft("hoard", NP("ref", ref=YOU_PLAYER), 1,
                     params=(("holder", self._holder(holder)), (A.FROM, HAND), ("select", select)))

    def e_hoard_any_number(self, children: list[Any]) -> Any:
        """«<эта карта> добывает любое число <карт> из вашей руки»: as «добывает орка из руки», but any number of such
        cards (params count UP_TO with no amount: you pick them one at a time and may stop)."""
        holder, what = [c for c in children if isinstance(c, NP)]
        if what.select is None or what.select.zone != HAND or not what.plural:
            raise CompileError("«любое число» of what")
        one = self.hoard_own_hand(holder, replace(what, kind="target", min=1, max=1))
        return Draft("hoard", one.np, None, params=(*one.params, (A.COUNT, A.UP_TO)))

    def e_hoard_chosen_graveyard(self, children: list[Any]) -> Any:
        """«<эта карта> добывает N карт с выбранного кладбища»: on resolution you choose one graveyard (either player's),
        then N of its cards (all if fewer), and the holder hoards them (a ``hoard`` from the GRAVEYARD of the player ANY)."""
        np = _np_of(children)
        if np is None:
            raise CompileError("who hoards")
        return Draft("hoard", NP("ref", ref=Ref("player", side=ANY)), _ints(children)[0],
                     params=(("holder", self._holder(np)), (A.FROM, GRAVEYARD)))

    def hoard_last_found(self, holder: Any, what: Any) -> Any:
        """«создайте яйцо, оно добывает найденного таким образом дракона» (called by ``e_hoard``): «оно» is the card just
        created; it hoards the card the «Поиск» found (from the hand, where the search put it)."""
        if holder.kind != "it":
            raise CompileError("who hoards the found card")
        return Draft("hoard", what, params=(("holder", IT),))

    def e_shuffle_any_number(self, children: list[Any]) -> Any:
        """«замешать Х существ с кладбища противника в его колоду» on a card without an X cost: any number of them,
        picked when the ability is declared (a target of 0 … 30 cards; 30 is more than any graveyard can matter)."""
        if self.ctx.card_type not in ("creature", "hero"):
            raise CompileError("«Х карт» where X may be a paid X")
        np = _np_of(children)
        sel = None if np is None else np.select
        if sel is None or sel.zone != GRAVEYARD or sel.side != OPPONENT or np.kind not in ("all", "target"):  # type: ignore[union-attr]
            raise CompileError("«замешать Х …»: only cards of the opponent's graveyard")
        return _shuffle_in(NP("target", sel, min=0, max=30))

    def e_shuffle_up_to_x_from_graves(self, _: list[Any]) -> Draft:
        """«Замешайте до Х карт с любого кладбища в колоду, где Х — …»: when it resolves the controller picks up to Х
        cards (Х counted then; he may stop early) — from one graveyard, or from both, as RulesConfig
        any_graveyard_picks reads «с любого кладбища» — each into its owner's deck, shuffled in.
        (A number N instead of Х is a target of up to N cards, named at declaration.)"""
        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=YOU)), X_AMOUNT, params=_picked_params(
            DECK, A.SHUFFLED, GRAVEYARD, A.EXACTLY, (A.UP_TO, True), (A.ANY_GRAVEYARD, True),
            ("select", Select(CARD, side=EITHER, zone=GRAVEYARD))))

    def e_owner_summons_cheaper(self, _: list[Any]) -> Any:
        """«Его владелец вызывает существо меньшей стоимости {м}»: ``owner_summons_cheaper`` of the card named before
        (the pronoun «его»)."""
        return Draft("owner_summons_cheaper", NP("it"))

    def e_reveal_top_his(self, _: list[Any]) -> Draft:
        """«Покажите верхнюю карту его колоды»: the deck of the player of the trigger's card (a hero: «Когда игрок
        перемешивает колоду»; checked in ``cards.language.abilities.check_event_cost_below_ref``); it is «её» next."""
        return looks_at_top_card(NP("ref", ref=Ref("event")), reveal=True)

    def e_search_same_cost(self, children: list[Any]) -> Draft:
        """«Поиск — <карта> той же стоимости»: a Поиск of cards whose printed cost is that of the card the instruction
        before acted on (IT: the card shown), counted when the search begins."""
        search = self._deck_pick("search", _np_of(children), "deck")
        return replace(search, params=(*search.params, ("cost", Amount("cost", ref=IT))))

    def e_opponent_search(self, children: list[Any]) -> Draft:
        """«Противник выполняет Поиск — <карта>»: a Поиск by the opponent in his own deck (params searcher OPPONENT: he
        chooses, may decline, and his deck is shuffled); the select, seen from the controller, names the opponent's cards."""
        search = self._deck_pick("search", _np_of(children), "deck")
        params = tuple((k, replace(v, side=OPPONENT) if k == "select" else v) for k, v in search.params)
        return replace(search, params=(*params, (A.SEARCHER, A.OPPONENT)))

    def e_opponent_search_same_cost(self, children: list[Any]) -> Draft:
        """«Противник выполняет Поиск — <карта> той же стоимости»: the opponent's Поиск of cards whose printed cost is
        that of the card the instruction before acted on (IT: the card found by the first Поиск; none found: none)."""
        search = self.e_opponent_search(children)
        return replace(search, params=(*search.params, ("cost", Amount("cost", ref=IT))))

    def e_put_shown_card(self, children: list[Any]) -> Draft:
        """«Положите показанную карту под низ колоды / в руку …»: the card the look before showed (IT), to its owner's
        zone."""
        zone, position = _destination_of(children)
        return _move(NP("ref", ref=IT), zone, position)

    def e_that_opponent_reveals_hand_shuffle(self, children: list[Any]) -> Any:
        """«Этот противник показывает руку и замешивает карту на ваш выбор в колоду» (Вольт, after a paragraph about the
        opponent): as «Противник …»."""
        return self.e_reveal_hand_shuffle([OPPONENT])

    def s_cannot_play_self_if(self, children: list[Any]) -> list[StaticPart]:
        """«Вы не можете разыграть <эту карту>, если <условие>»: while the condition holds its owner may not play it."""
        cond = next(c for c in children if isinstance(c, Condition))
        return [StaticPart(A.CANNOT_PLAY_SELF, condition=cond)]

    def s_only_first_card(self, children: list[Any]) -> list[StaticPart]:
        """«Может быть разыгран только первой картой в ход»: not playable once any card was played this turn (either
        player's: the text asks for the turn's first card)."""
        played = HistoryQuery(A.CARD_PLAYED, subject=Select(CARD, side=ANY, zone=A.HAND))
        return [StaticPart(A.CANNOT_PLAY_SELF, condition=Condition("history", history=played, op=">=", value=1))]

    def c_not_shuffled_recently(self, children: list[Any]) -> Condition:
        """«<игрок> не перемешивал колоду в этот или прошлый ход»: no DECK_SHUFFLED of his deck in this turn nor in the
        turn before it."""
        shuffled = [Condition("history", history=HistoryQuery(A.DECK_SHUFFLED, window, subject=Select(
            HERO, side=children[0])), op=">=", value=1) for window in (A.THIS_TURN, PREVIOUS_TURN)]
        return Condition("not", parts=(Condition("or", parts=tuple(shuffled)),))

    def e_chosen_player_shuffles(self, _: list[Any]) -> Any:
        """«Выбранный игрок перемешивает свою колоду»: the caster picks a player (two modes), whose deck is shuffled
        (an instructed shuffle: it counts under either value of the rules option ``deck_shuffles``)."""
        return self._a_player(lambda who, _: [_shuffle_deck(who.side)])

    def ev_deck_shuffled(self, children: list[Any]) -> Trigger:
        """«Когда <игрок> перемешивает колоду»: DECK_SHUFFLED, whose subject is the hero of the deck's owner."""
        return Trigger(A.DECK_SHUFFLED, subject=Select(HERO, side=children[0]))

    def pl_any_player(self, _: list[Any]) -> str:
        """«игрок» of an event: either player."""
        return ANY

    def e_chosen_player_reveals(self, _: list[Any]) -> Any:
        """«Выбранный игрок показывает руку»: the caster picks a player (two modes, as «Игрок сбрасывает карту»), who
        shows his hand (``reveal_hand``: information only)."""
        return self._a_player(lambda who, _: [shows_hand(NP("ref", ref=who))])

    def e_search_equipment(self, children: list[Any]) -> Draft:
        """«Поиск — экипировка (стоимостью …)»: a search for one weapon, armour or amulet (the noun of «экипировку»)
        with the modifiers after it."""
        np = build_np([*EQUIPMENT_NOUN, *(c for c in children if isinstance(c, (tuple, list)))])
        return self._deck_pick("search", np, "deck")

    def e_discard_else_reveal(self, children: list[Any]) -> Any:
        """«Противник сбрасывает карту, если ваш герой {Тьма} или {Нейтральные}, вместо этого он показывает руку и
        сбрасывает существо на ваш выбор» (Тёмный ворг): when the condition (your hero's element / class: it cannot
        change meanwhile) does not hold, the opponent discards a card he picks; when it holds, his hand is shown and
        he discards a card of that kind that you pick (nothing if he has none)."""

        side = children[0]
        cond = next((c for c in children if isinstance(c, Condition)), None)
        sels = _one_card_selects(children)
        if cond is None or side != OPPONENT or not stable_hero_condition(cond) or len(sels) != 1 or sels[0].zone != PLAY \
                or sels[0].side != "any":
            raise CompileError("«противник сбрасывает карту, если …, вместо этого …»: whose, which condition, what")
        him = NP("ref", ref=Ref("player", side=OPPONENT))
        plain = Draft("discard", him, 1, params=(("chooser", "owner"),))
        plain.condition = Condition("not", parts=(cond,))
        pick = Draft("discard", him, 1, params=(("chooser", YOU),
                                                 ("select", dataclasses.replace(sels[0], side=OPPONENT, zone=HAND))))
        instead = Draft("sequence", group=[shows_hand(him), pick])
        instead.condition = cond
        return Draft("sequence", group=[plain, instead])

    def e_opponent_shuffles(self, _: list[Any]) -> Any:
        """«противник перемешивает колоду»: the opponent's deck is shuffled (a ``move`` of the deck into itself)."""

        return _shuffle_deck(OPPONENT)

    @staticmethod
    def _moment(children: list[Any]) -> str:
        return next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("moment",))

    @staticmethod
    def _delayed(moment: str, drafts: list[Any]) -> Any:

        return Draft("delayed", None, params=(("moment", moment),), group=drafts)

    def e_perish_at(self, children: list[Any]) -> Any:
        """«Оно погибает в начале вашего следующего хода»: the creature dies then (not a destruction)."""

        return self._delayed(self._moment(children), [Draft("destroy", _np_of(children), params=(("dies", True),))])

    def e_hand_at(self, children: list[Any]) -> Any:
        """«положите <эту карту> в вашу руку в конце хода»: the card goes back to the hand at the end of this turn."""
        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("«положите … в вашу руку в конце хода»: only this card")
        return self._delayed(self._moment(children), [_move(np, HAND, source=PLAY)])

    def e_return_to_play_at(self, children: list[Any]) -> Any:
        """«в конце хода верните его в игру» (after «<X> добывает существо»): at that moment the card named before, if it
        is still hoarded, enters play (not summoned); under whose control is the rules option hoard_return_control
        (params under RETURNED)."""
        np = _np_of(children)
        if np is None or np.kind != "it" or _destination_of(children)[0] != PLAY:
            raise CompileError("«в конце хода верните … в игру»: only the card named before («его»), into play")
        return self._delayed(A.END_THIS, [Draft(A.PUT_INTO_PLAY, np, params=A.entering_params(
            (A.HOARDED,), under=A.RETURNED))])

    def _grave_to_deck(self, children: list[Any], position: str) -> Any:

        np = _np_of(children)
        if np is None or np.kind != "ref" or np.ref != THIS:
            raise CompileError("«… вместо кладбища»: only this card")
        return _move(np, DECK, position, GRAVEYARD)

    def e_grave_to_deck(self, children: list[Any]) -> Any:
        """«Гибель: Вы можете положить <эту карту> на верх колоды / замешать <эту карту> в колоду вместо кладбища»."""
        zone, position = _destination_of(children)
        if position is None or MOVE_VERBS.get((_verb_of(children), zone, position)) is None:
            raise CompileError("«… вместо кладбища»: on top of the deck or shuffled into it")
        return self._grave_to_deck(children, position)

    def ba_play_cards(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "play", None, 0)

    def ba_play_spells(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "play", Select(SPELL, zone=HAND), 0)

    def ba_play_limit(self, children: list[Any]) -> tuple[str, str, Select | None, int]:

        return ("action", "play", None, _ints(children)[0])

    def ba_draw(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        return ("action", "draw", None, 0)

    def ba_draw_limit(self, children: list[Any]) -> tuple[str, str, Select | None, int]:

        return ("action", "draw", None, _ints(children)[0])

    def ba_play_named(self, _: list[Any]) -> tuple[str, str, Select | None, int]:
        """«разыгрывать карты с таким названием»: the name of the «Назовите карту» before (the Finaliser refuses
        NAMED without it)."""
        return ("action", "play", Select(CARD, name=NAMED), 0)

    def e_steal_next_draw(self, _: list[Any]) -> Any:
        """«В следующий раз, когда противник должен взять карту, вместо этого вы берёте карту»."""

        return Draft("establish", NP("ref", ref=Ref("player", side=OPPONENT)), 1,
                     params=(("rule", DRAW_INSTEAD), ("by", YOU), ("duration", PERMANENT)))

    def e_take_his_support(self, children: list[Any]) -> Any:
        """«взять под контроль его карту поддержки до <срока>» after «При ударе / атаке по герою»: a support card of
        the struck hero's player (the opponent); checked against the trigger by :func:`check_triggers`."""
        duration = _duration(children)
        self.his_struck_hero = True
        return Draft("control", NP("target", Select(SUPPORT, side=OPPONENT)), params=(("duration", duration),))

    def e_draw_x(self, _: list[Any]) -> Any:
        """«Возьмите Х карт» (Х from the chain's «где Х — …»)."""
        return Draft("draw", NP("ref", ref=Ref("player", side=YOU)), X_AMOUNT)

    def e_draw_player_x(self, children: list[Any]) -> Any:
        """«<Игрок> берёт Х карт» (Х from the chain's «где Х — …»): that player (each player: every one) draws Х."""
        return Draft("draw", NP("ref", ref=Ref("player", side=children[0])), X_AMOUNT)

    def e_reveal_hand_if_look_top_bottom(self, children: list[Any]) -> Any:
        """«<игрок> показывает руку, если <условие>, посмотрите верхнюю карту <вашей / любой> колоды, можете положить
        её под низ колоды»: a sequence — the reveal; then, both under the condition, the look at the top card (``look``) and
        the optional ``to_deck_bottom`` of IT (the card looked at; «под низ колоды»: its owner's deck)."""
        side = children[0]
        cond = next(c for c in children if isinstance(c, Condition))
        deck = next(c for c in children[2:] if c in (YOU, ANY))
        look = looks_at_top_card(NP("ref", ref=Ref("player", side=deck)), condition=cond)
        bottom = _move(NP("it"), DECK, A.DECK_BOTTOM)
        bottom.optional, bottom.condition = True, cond
        return Draft("sequence", group=[shows_hand(NP("ref", ref=Ref("player", side=side))),
                                           look, bottom])

    def e_reveal_and_apply_spell(self, children: list[Any]) -> Any:
        """«покажите заклинание стоимостью N{м} из вашей руки, примените его эффект»: ``reveal_and_apply_spell`` (you) with
        params ``select`` — a spell of your hand picked when it resolves (not a declared target), shown, its abilities
        applied (digest §6.3 «Применить эффект заклинания»)."""
        np = _np_of(children)
        sel = np.select if np is not None else None
        if np is None or np.kind != "target" or sel is None or sel.kind != SPELL or sel.zone != HAND \
                or sel.side != YOU or np.max != 1:
            raise CompileError("«покажите …, примените его эффект»: only one spell of your hand")
        return Draft("reveal_and_apply_spell", NP("ref", ref=Ref("player", side=YOU)), params=(("select", sel),))

    def e_all_reveal_discard_named(self, _: list[Any]) -> Any:
        """«все игроки показывают руки и сбрасывают все карты с таким названием»: each player (the controller first)
        shows his hand and discards every card of the name named before (a ``reveal`` of the hand and
        a ``discard`` of all matching cards)."""
        self.all_discard_named = True
        each = NP("ref", ref=Ref("player", side=EACH))
        return Draft("sequence", group=[shows_hand(each), Draft("discard", each, params=(
            (A.COUNT, A.ALL_MATCHING), ("select", Select(CARD, zone=HAND, name=NAMED))))])

    def ev_summoned(self, children: list[Any]) -> Trigger:
        """«Когда вы вызываете <демона>»: a card you summon («Вызовите») from the deck."""
        side, np = children[0], children[-1]
        sel = self._subject(np)
        if side != YOU or sel is None or sel.side == OPPONENT or sel.zone != "play":
            raise _error("summoned: whose / what")
        return Trigger(SUMMONED, subject=replace(sel, side=YOU))

    def ev_revived(self, children: list[Any]) -> Trigger:
        """«Когда вы возрождаете <существо>»: a card that enters play under you from a graveyard without being played
        (any «Возродите», Инкарнация)."""
        side, np = children[0], children[-1]
        sel = self._subject(np)
        if side != YOU or sel is None or sel.side == OPPONENT or sel.zone != "play":
            raise _error("revived: whose / what")
        return Trigger(REVIVED, subject=replace(sel, side=YOU))

    def own_equipment_same_class(self, _: list[Any]) -> NP:
        """«вашу экипировку того же класса»: one card of yours in play of the type of the trigger's card."""
        return NP("target", Select(SUPPORT, side=YOU, state=TYPE_OF_EVENT))

    def ev_equipment_leaves_play(self, _: list[Any]) -> Trigger:
        """«Когда ваша экипировка покидает игру»: a weapon, armour or amulet of yours leaves play."""
        return Trigger(LEAVES_PLAY, subject=Select(SUPPORT, side=YOU, state="equipment"))

    def ev_leaves_play(self, children: list[Any]) -> Trigger:
        """«Когда <np> покидает игру» (to any zone, or hoarded)."""
        return Trigger(LEAVES_PLAY, subject=self._subject(_np(children)))

    def ev_leaves_play_self(self, _: list[Any]) -> Trigger:
        """«Когда покидает игру» (this card)."""
        self.self_subject = True
        return Trigger(LEAVES_PLAY)

    def ev_returned_to_hand(self, children: list[Any]) -> Trigger:
        """«Когда существо возвращается в руку владельца» (from play)."""
        sel = self._subject(_np(children))
        if sel is None or sel.zone != "play":
            raise _error("returned to hand: what")
        return Trigger(RETURNED_TO_HAND, subject=sel)

    def ev_hoards_creature(self, children: list[Any]) -> Trigger:
        """«Когда ваш кошмар добывает существо»: subject the holder, other the hoarded creature."""
        return Trigger(HOARDS, subject=self._subject(_np(children)), other=Select(CREATURE))

    def e_may_hoard(self, children: list[Any]) -> Any:
        """«<holder> может добыть <np>»: an optional «добывает»."""
        draft = self.e_hoard(children)
        draft.optional = True
        return draft

    def c_opp_empty_hand(self, _: list[Any]) -> Condition:
        """«если у противника нет карт в руке»."""
        return Condition("opponent_hand_size", op="==", value=0)

    def may_hoard_effect(self, children: list[Any]) -> Any:
        return children[0]

    def e_reveal_self(self, _: list[Any]) -> Any:
        """«покажите <эту карту> из вашей руки» (an ability that works in the hand)."""

        self.reveals_self = True
        return Draft("reveal", NP("ref", ref=THIS), params=(("zone", HAND),))

    def c_no_death_last_turn(self, _: list[Any]) -> Condition:
        """«если в прошлый ход не погибло существо» (no creature died in the previous turn)."""
        return Condition("history", history=HistoryQuery(DIES, PREVIOUS_TURN, subject=Select(CREATURE)), op="==",
                         value=0)

    def c_entered_last_turn(self, children: list[Any]) -> Condition:
        """«если в предыдущий ход в игру входило другое ваше существо»."""
        np = _np(children)
        sel = None if np is None else np.select
        if sel is None or np.kind != "target" or sel.kind != CREATURE or sel.zone != "play" or sel != Select(
                CREATURE, side=sel.side, other=sel.other):
            raise _error("entered in the previous turn: what")
        entered = HistoryQuery(ENTERS_PLAY, PREVIOUS_TURN, subject=sel, measure=DISTINCT_CARDS)
        return Condition("history", history=entered, op=">=", value=1)

    def s_not_summoned_by(self, children: list[Any]) -> list[StaticPart]:
        """«Не может быть вызван {Нейтральные} картами» (with «эта особенность работает в колоде»): a «Вызов» of a card
        of that element passes over this card in the deck."""
        element = element_of_token(str(next(c for c in children if str(c).startswith("%"))))
        return [StaticPart(A.NOT_SUMMONED_BY, select=Select(CARD, elements=(element,)))]

    def s_revived_only_by_itself(self, _: list[Any]) -> list[StaticPart]:
        """«может быть возрождён только своей особенностью» (with «эта особенность работает на кладбище»): a revival by
        another card's ability passes over this card in the graveyard."""
        return [StaticPart(A.REVIVED_ONLY_BY_ITSELF)]

    def s_found_by_any_search(self, _: list[Any]) -> list[StaticPart]:
        """«Эта карта может быть найдена любым Поиском» (with «эта особенность работает в колоде»): a Поиск in its
        owner's deck may take it whatever that Поиск asks for."""
        return [StaticPart(A.FOUND_BY_ANY_SEARCH)]

    def e_shuffle_chosen_graveyard(self, _: list[Any]) -> Draft:
        """«Замешайте все карты с любого кладбища в колоду владельца»: «любого» is one graveyard, the controller's pick
        (by its owner's hero; «с кладбищ» would be both) — every card of it goes into its owner's deck, shuffled in."""
        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=ANY)), params=_picked_params(
            DECK, A.SHUFFLED, GRAVEYARD, A.ALL_MATCHING))

    def s_play_self_hoarded(self, _: list[Any]) -> list[StaticPart]:
        """«Вы можете разыгрывать <эту карту>, пока он добыт (как если бы он находился в вашей руке)»: its owner may
        play it from under any holder, at its cost."""
        return [StaticPart("play_self_hoarded")]

    def rehoard_effect(self, children: list[Any]) -> Any:
        return children[0]

    def e_rehoard(self, children: list[Any]) -> Any:
        """«<ваш герой> становится добывшей картой для всех <добытых вашими персонажами карт>»: those cards move
        under the new holder."""

        holder, what = [c for c in children if type(c).__name__ == "NP"]
        if what.kind != "all" or what.select is None or what.select.zone not in (HOARDED, HOARDED_HERO):
            raise _error("which hoarded cards")
        return Draft("hoard", what, params=(("holder", self._holder(holder)), (A.FROM, A.HOARDED)))

    def e_look_hoard(self, children: list[Any]) -> Any:
        """«Посмотрите N верхних карт колоды противника, <эта карта> может добыть K из них»."""

        n, k = [int(c) for c in children if type(c).__name__ == "Token" and c.type == "NUMBER"]
        holder = self._holder(_np(children))
        if k != 1 or n < 1:
            raise _error("look and hoard: how many")
        return Draft("look", NP("ref", ref=Ref("player", side=OPPONENT)), params=(  # «может»: he may pick none
            ("n", n), ("take", k), ("up_to", True), ("to", A.HOARD), ("holder", holder), ("rest", A.REST_KEEP)))

    def give_control_effect(self, children: list[Any]) -> Any:
        return children[0]

    def e_each_opponent_draws(self, children: list[Any]) -> Any:
        """«каждый противник берёт карту»."""

        n = next(c for c in children if isinstance(c, int) and not isinstance(c, bool))
        return Draft("draw", NP("ref", ref=Ref("player", side=OPPONENT)), n)

    def e_players_refresh(self, children: list[Any]) -> Any:
        """«Игроки сбрасывают свои руки, затем замешивают свои кладбища в колоды и берут по N карт»: each player
        discards his whole hand (no choice: every card), then every card of both graveyards goes into its owner's
        deck (shuffled), then each player draws N."""

        each = NP("ref", ref=Ref("player", side=EACH))
        return Draft("sequence", group=[
            Draft("discard", each, params=((A.COUNT, A.ALL_MATCHING), (A.NOTED, True))),
            _shuffle_in(NP("all", Select(CARD, side=EITHER, zone=GRAVEYARD), plural=True), ("graveyards", "all")),
            Draft("draw", each, _ints(children)[0])])

    def e_play_free_hand_or_grave(self, children: list[Any]) -> Any:
        """«(Вы можете) бесплатно разыграть <карту> из вашей руки или с кладбища»: one card of that kind from your
        hand or from your graveyard (FAQ #16: «с кладбища» is yours), played without paying its cost."""

        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.zone != HAND \
                or np.select.side not in (YOU, ANY) or np.min != 1 or np.max != 1:
            raise CompileError("play what for free from the hand or the graveyard")
        hand = dataclasses.replace(np.select, side=YOU)
        grave = dataclasses.replace(hand, zone=GRAVEYARD)
        return Draft(A.PLAY_FROM, NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=(("select", hand), ("or_select", grave)))

    def e_mill_if_opp_got(self, children: list[Any]) -> Any:
        """«Мор N, если из-за Мора <этой карты> на кладбище противника попало <существо>, возьмите карту»: the Мор
        (any deck, §Мор), then the draw if one of the cards it moved (``frame.last``) fits, in the opponent's
        graveyard (condition ``it_any`` with side OPPONENT)."""

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None or np.kind != "target" or np.select is None or np.select.side != ANY or np.max != 1:
            raise CompileError("if what went to the opponent's graveyard")
        n, draw = _ints(children)[0], [c for c in children if isinstance(c, int) and not isinstance(c, bool)][-1]
        got = Condition("it_any", select=dataclasses.replace(np.select, side=OPPONENT, zone=GRAVEYARD))
        return Draft("sequence", group=[Draft("mill", NP("ref", ref=Ref("player", side=ANY)), n, params=(("mor", True),)),
                                        Draft("draw", NP("ref", ref=Ref("player", side=YOU)), draw, condition=got)])

    def e_reveal_shuffle_named_draw(self, children: list[Any]) -> Any:
        """«Противник показывает руку и замешивает в колоду все карты с таким названием, затем берёт карту за каждую
        карту, замешанную таким образом» (the name named before): his hand is shown, every card of it with that name
        goes into his deck (shuffled), then he draws one card for each (``Amount("done")``)."""

        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[
            shows_hand(who),
            Draft(A.MOVE, who, params=_picked_params(DECK, A.SHUFFLED, HAND, A.ALL_MATCHING,
                                                     ("select", Select(CARD, zone=HAND, name=NAMED)))),
            Draft("draw", who, Amount("done"))])

    def e_hoard_any_from_hand(self, children: list[Any]) -> Any:
        """«<X> добывает карту из руки любого игрока по его выбору / по выбору этого игрока»: the controller picks a
        player (you or the opponent, by his hero), that player picks one card of his hand, X hoards it."""

        np = next((c for c in children if isinstance(c, NP)), None)
        if np is None:
            raise CompileError("who hoards")
        holder = self._holder(np)
        return Draft("hoard", NP("ref", ref=Ref("player", side=ANY)), 1, params=(("holder", holder), (A.FROM, HAND)))

    def e_put_into_play(self, children: list[Any]) -> Any:
        """«Положите <добытое … существо> в игру под вашим контролем»: one such hoarded card, picked by you on resolution,
        enters play under your control (it is not played)."""
        from berserk_heroes.abilities import (
            HOARDED,
            HOARDED_HERO,
            HOARDED_NIGHTMARE,
            HOARDED_NIGHTMARE_HERO,
            HOARDED_THIS,
        )

        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.max != 1 or np.select.zone not in (
                HOARDED, HOARDED_HERO, HOARDED_NIGHTMARE_HERO, HOARDED_NIGHTMARE, HOARDED_THIS):
            raise CompileError("put what into play")
        return Draft(A.PUT_INTO_PLAY, NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=A.entering_params((A.HOARDED,), select=np.select))

    def e_put_own_hoarded_into_play(self, children: list[Any]) -> Any:
        """«Положите добытого им <существо> в игру»: one card of the noun phrase hoarded by this card, picked by you on
        resolution, enters play under its owner's control (it is not played)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.max != 1 or np.select.zone != PLAY:
            raise CompileError("put which hoarded card into play")
        select = replace(np.select, zone=HOARDED_THIS, side=ANY)
        return Draft(A.PUT_INTO_PLAY, NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=A.entering_params((A.HOARDED,), select=select, under=A.OWNER))

    def if_yours_draw(self, children: list[Any]) -> int:
        """«; если таким образом была добыта ваша карта, возьмите N карт»: the number of cards to draw."""
        return next(c for c in children if isinstance(c, int) and not isinstance(c, bool))

    def e_hoard_any_from_opp_hand(self, children: list[Any]) -> Draft:
        """The controller picks a player (two modes, as «Игрок сбрасывает карту»); that player picks the card of his
        hand the holder hoards. «если таким образом была добыта ваша карта, возьмите карту» → the mode of your own
        hand draws (``then``: only if a card was hoarded)."""
        holder = self._holder(next(c for c in children if isinstance(c, NP)))
        draw = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]

        def mode(who: Any, then: list[Draft]) -> list[Draft]:
            return [Draft("hoard", NP("ref", ref=who), 1,
                          params=(("holder", holder), (A.FROM, HAND), (A.CHOOSER, A.OWNER)), then=then)]

        yours_then = [Draft("draw", NP("ref", ref=YOU_PLAYER), draw[0])] if draw else []
        modes = [mode(YOU_PLAYER, yours_then), mode(OPPONENT_PLAYER, [])]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def summon_from_deck_or_hand(self, np: Any) -> Draft:
        """«Вызовите <существо …> из вашей колоды или руки»: one card picked among your deck and your hand
        (``put_into_play`` from both zones, params otherwise as a summon's)."""
        draft = self._deck_pick("summon", replace(np, select=replace(np.select, zone="deck")), "deck")
        return Draft(draft.verb, draft.np, draft.amount, params=(("from", (A.DECK, A.HAND)), *draft.params[1:]))

    def _to_sideboard(self, np: NP | None) -> Draft:
        """One chosen card — in play, or in a graveyard (either, «с любого кладбища») — goes to its owner's sideboard."""
        if np is None or np.kind != "target" or np.select is None or np.max != 1 or np.select.zone not in (PLAY, GRAVEYARD):
            raise CompileError("what goes to the sideboard")
        return _move(np, SIDEBOARD)

    def e_random_discard_if_search(self, children: list[Any]) -> Draft:
        """Each player discards a random card; then, if one of the discarded cards (IT) fits the first noun phrase, the
        controller searches (condition ``discarded_card_fits``, evaluated on the cards just discarded)."""
        who = children[0]
        nps = [c for c in children if isinstance(c, NP)]
        if who != EACH or len(nps) != 2:
            raise CompileError("who discards")
        found, wanted = nps
        if found.kind != "target" or found.select is None or found.select.side != ANY or found.select.zone != PLAY:
            raise CompileError("discarded what")
        search = self._deck_pick("search", wanted, "deck")
        search.condition = Condition("discarded_card_fits", select=replace(found.select, zone=GRAVEYARD))
        discard = Draft("discard", NP("ref", ref=Ref("player", side=EACH)), 1, params=(("chooser", "random"),))
        return Draft("sequence", group=[discard, search])

    def e_hand_into_deck_draw(self, children: list[Any]) -> Draft:
        """«Противник замешивает свою руку в колоду и берёт на N карт меньше, чем замешал»: every card of his hand goes
        into his deck (shuffled), then he draws the number of cards shuffled this way less N (none below zero)."""
        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        who = NP("ref", ref=OPPONENT_PLAYER)
        fewer = Amount("sum", parts=(Amount("done"), Amount("fixed", value=-_ints(children)[-1])))
        return Draft("sequence", group=[
            Draft(A.MOVE, who, params=_picked_params(DECK, A.SHUFFLED, HAND, A.ALL_MATCHING)),
            Draft("draw", who, fewer)])

    def e_this_spell_to_hand(self, _: list[Any]) -> Draft:
        """«это заклинание» = the trigger's spell, in a graveyard by then: ``grave_card_to_hand`` of the event's card
        (``milled_card_effects`` checks the trigger: «Когда <ваше заклинание> попадает на кладбище»)."""
        return _move(NP("ref", ref=EVENT()), HAND, None, GRAVEYARD, ("spell_from_grave", True))

    def e_reveal_shuffle_namesakes(self, _: list[Any]) -> Draft:
        """«этот противник показывает свою руку и замешивает все карты с таким же названием в колоду»: after «Выберите
        карту на кладбище противника» (the one target: checked in ``milled_card_effects``, so its owner is the opponent) —
        he shows his hand, then every card of it with the chosen card's name goes into his deck (shuffled)."""
        self.namesakes_marker = True
        who = NP("ref", ref=OPPONENT_PLAYER)
        return Draft("sequence", group=[shows_hand(who), Draft(A.MOVE, who, params=_picked_params(
            DECK, A.SHUFFLED, HAND, A.ALL_MATCHING, (A.SAME_NAME_AS, Ref("target", index=0))))])

    def e_summon_self_sideboard(self, _: list[Any]) -> Any:
        """«Вызовите <эту карту> из вашей дополнительной колоды»: this very card, from its owner's sideboard, enters
        play under the controller. Supported only in an ability that works in the sideboard (``engine/support.py``)."""

        return Draft(A.PUT_INTO_PLAY, NP("ref", ref=THIS), params=A.entering_params((A.SIDEBOARD,), summoned=True))

    def e_summon_under_owner(self, children: list[Any]) -> Draft:
        """«Вызовите <существо> из колоды или руки игрока под его контролем»: one card picked among both players'
        decks and hands (picking it picks the player) enters play under its owner (params under OWNER)."""
        np = _np_of(children)
        if np is None or np.select is None or np.select.zone != DECK_OR_HAND or np.select.side != EITHER:
            raise CompileError("«под его контролем» after a summon not from a player's deck or hand")
        yours = self.summon_from_deck_or_hand(replace(np, select=replace(np.select, side=YOU)))
        either = tuple((key, replace(value, side=EITHER) if key == "select" else value) for key, value in yours.params)
        return Draft(yours.verb, yours.np, yours.amount, params=(*either, ("under", A.OWNER)))

    def e_discard_kind(self, children: list[Any]) -> Any:
        """«Сбросьте заклинание / существо»: one card of that kind from your hand, picked by you (``discard`` with params
        ``select``); nothing when there is none (so an «иначе …» after it happens)."""

        sel = next((c for c in children if isinstance(c, Select)), None)
        if sel is None:
            raise CompileError("discard what")
        return Draft("discard", NP("ref", ref=Ref("player", side=YOU)), 1, params=(("chooser", "owner"), ("select", sel)))

    def e_discard_kind_cost_x(self, children: list[Any]) -> Any:
        """«Сбросьте заклинание стоимостью Х{м}»: as «Сбросьте заклинание», a card whose printed cost is the X paid for
        the ability (params ``x_cost``; the compiler checks that the ability has an X to pay)."""
        draft = self.e_discard_kind(children)
        draft.params = (*draft.params, (A.X_COST, True))
        return draft

    def e_opp_may_discard_else(self, children: list[Any]) -> Any:
        """«Противник может сбросить <карту>, иначе показывает руку и сбрасывает <карту> на ваш выбор»: the opponent may
        discard one card of his hand of the first kind (he picks it, or declines); if he does not, his hand is shown
        and he discards one card of the second kind that you pick (nothing if he has none)."""

        sels = _one_card_selects(children)
        if len(sels) != 2 or any(sel.side != ANY or sel.zone != PLAY for sel in sels):
            raise CompileError("the opponent may discard what, else what")
        first, second = (dataclasses.replace(sel, side=OPPONENT, zone=HAND) for sel in sels)
        him = NP("ref", ref=Ref("player", side=OPPONENT))
        reveal = shows_hand(him)
        pick = Draft("discard", him, 1, params=(("chooser", YOU), ("select", second)))
        may = Draft("discard", him, 1, params=((A.COUNT, A.UP_TO), ("select", first)))
        may.otherwise.append(Draft("sequence", group=[reveal, pick]))
        return may

    def e_reveal_hand_search_same_name(self, children: list[Any]) -> Any:
        """«показать <карту> из вашей руки, Поиск — <карта> с таким же названием»: you pick one such card of your hand
        (or none: then nothing more happens) and show it; its name is kept as the named card (``GameState.named``), and
        the search looks for a card of that name (``Select.name`` NAMED)."""
        from berserk_heroes.abilities import DECK, NAMED


        sels = _one_card_selects(children)
        if len(sels) != 2 or sels[0].zone != HAND or sels[0].side not in (YOU, ANY) \
                or sels[1].zone != PLAY or sels[1].side != ANY or sels[1].name != SAME_NAME:
            raise CompileError("show what (from your hand), search what")
        shown = dataclasses.replace(sels[0], side=YOU, zone=HAND)
        found = dataclasses.replace(sels[1], side=YOU, zone=DECK, name=NAMED)
        me = NP("ref", ref=Ref("player", side=YOU))
        show = Draft("reveal", me, 1, params=(("zone", HAND), ("select", shown), ("names", True)))
        show.then.append(Draft("search", me, 1, params=(("select", found), ("up_to", False))))
        return show

    def e_put_from_hand_into_play(self, children: list[Any]) -> Any:
        """«положите в игру <существо>»: one card of your hand matching the noun phrase, picked on resolution, enters
        play under your control (``put_into_play`` from HAND; it is not played)."""
        sels = _one_card_selects(children)
        if len(sels) != 1 or sels[0].zone != PLAY or sels[0].side not in (YOU, ANY) or sels[0].kind != A.CREATURE:
            raise CompileError("put what into play (from the hand)")
        select = dataclasses.replace(sels[0], side=YOU, zone=HAND)
        return Draft(A.PUT_INTO_PLAY, NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=A.entering_params((HAND,), select=select))

    def e_each_reveals_top(self, children: list[Any]) -> Any:
        """«Каждый игрок показывает верхнюю карту колоды»: you, then the opponent, show the top card of your own deck (a
        ``look`` of one card, shown, kept on top); «ваша карта» later reads it (:meth:`c_top_card_costliest`)."""
        if children[0] != EACH:
            raise CompileError("«показывает верхнюю карту колоды»: which player")
        self.each_top_shown = True
        shown = (("n", 1), ("take", 0), ("rest", A.REST_KEEP), ("reveal", True))
        return Draft("sequence", group=[Draft("look", NP("ref", ref=Ref("player", side=side)), params=shown)
                                        for side in (YOU, OPPONENT)])

    def c_top_card_costliest(self, _: list[Any]) -> Condition:
        """«если ваша карта имеет наибольшую стоимость {м}» — only after «Каждый игрок показывает верхнюю карту колоды»
        (checked in ``_ability``): the top card of your deck costs more than the opponent's (a tie: RulesConfig
        ``greatest_cost_ties``); an empty deck of his shows nothing, so yours is the greatest."""
        self.top_card_compared = True
        return Condition(A.SHOWN_TOP_COST, op=">")

    def e_reveal_one_from_hand(self, children: list[Any]) -> Any:
        """«Покажите карту из руки»: you show one card of your hand matching the noun phrase (one if you have any: params
        count EXACTLY); the engine keeps it as the card this ability showed (``A.SHOWN_CARD``: «такого же типа»)."""
        sels = _one_card_selects(children)
        if len(sels) != 1 or sels[0].zone != HAND or sels[0].side not in (YOU, ANY):
            raise CompileError("show what (from your hand)")
        shown = dataclasses.replace(sels[0], side=YOU)
        return Draft("reveal", NP("ref", ref=Ref("player", side=YOU)), 1,
                     params=(("zone", HAND), ("select", shown), (A.COUNT, A.EXACTLY)))

    def e_search_opp_deck_to_grave(self, _: list[Any]) -> Any:
        """«Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище»: you
        look through the opponent's deck for a card whose cost is at most the cost of the trigger's card (the creature
        that died), may take one (a search may be declined), it is shown and goes to its owner's graveyard; his deck
        is shuffled. Only after a trigger about one card (checked by ``check_zc``)."""

        return Draft("search", NP("ref", ref=OPPONENT_PLAYER), 1, params=(
            ("select", Select(CARD, side=OPPONENT, zone=DECK)), ("to", GRAVEYARD),
            ("cost_max", Amount("cost", ref=Ref("event")))))

    def e_look_opp_grave_top_bottom(self, children: list[Any]) -> Any:
        """«Посмотрите Х верхних карт колоды противника, где Х — <количество>; положите одну из них на кладбище,
        остальные положите на верх или под низ колоды в любом порядке» (Подрыв-гоблин): only the controller sees the
        cards; one goes to the opponent's graveyard, each other one on the top or at the bottom, his choice."""

        amount = next((c for c in children if isinstance(c, Amount)), None)
        if amount is None or amount.kind != "count":
            raise CompileError("«где Х — …» of the look")
        if _ints(children) != [1]:
            raise CompileError("more than one card to the graveyard")
        return Draft("look", NP("ref", ref=Ref("player", side=OPPONENT)), amount,
                     params=(("take", 1), ("to", GRAVEYARD), ("rest", A.REST_TOP_OR_BOTTOM)))

    def e_revive_x_self(self, _: list[Any]) -> Any:
        """«Возродите Х <этих карт>»: X cards of this card's name from your graveyard enter play under you (as many as
        there are, up to X; the X paid for the ability). ``put_into_play`` from the graveyard of ``Select(CARD,
        side=YOU, zone=GRAVEYARD, name=<this name>)``."""

        sel = Select(A.CARD, side=A.YOU, zone=A.GRAVEYARD, name=self.ctx.name)
        return Draft(A.PUT_INTO_PLAY, NP("ref", ref=A.Ref("player", side=A.YOU)), X_AMOUNT,
                     params=A.entering_params((A.GRAVEYARD,), select=sel, up_to=False))

    def e_discard_hand_noted(self, _: list[Any]) -> Any:
        """«Сбросьте все карты (эта карта уже находится на кладбище, когда разыгрывается)»: a ``discard`` of every card
        of your hand (the spell itself is in the graveyard already); the number is noted for «сколько вы сбросили»."""

        return Draft("discard", NP("ref", ref=A.Ref("player", side=A.YOU)), params=((A.COUNT, A.ALL_MATCHING), (A.NOTED, True)))

    def e_discard_own_hand(self, _: list[Any]) -> Any:
        """«Сбросьте руку»: a ``discard`` of every card of your hand (no choice)."""
        return Draft("discard", NP("ref", ref=A.Ref("player", side=A.YOU)), params=((A.COUNT, A.ALL_MATCHING),))

    def e_draw_until_hand(self, children: list[Any]) -> Any:
        """«Берите карты, пока у вас не станет N карт»: you draw N minus the cards in your hand (none when you have N or
        more), counted once as the instruction resolves (docs/compiler.md «Zones, round 8»)."""
        n = int(next(c for c in children if isinstance(c, (int, str)) and str(c).isdigit()))
        return Draft("draw", NP("ref", ref=A.Ref("player", side=A.YOU)), Amount("hand_short", value=n))

    def e_each_discards_any(self, _: list[Any]) -> Any:
        """«Каждый игрок, начиная с вас, может сбросить любое количество карт из своей руки»: a ``discard`` (up to any number) of each
        player (the controller first): each picks any number of cards of his own hand, one at a time, or stops."""

        return Draft("discard", NP("ref", ref=A.Ref("player", side=A.EACH)), params=((A.COUNT, A.UP_TO),))

    def e_each_discards_x_draw_short(self, children: list[Any]) -> Any:
        """«Каждый игрок сбрасывает Х карт, где Х — <количество>, возьмите карту за каждую карту, которую противник не смог
        сбросить»: ``discard`` of each player (the controller first, each picks his own) by the amount, then ``draw`` of
        the controller by ``Amount("opp_short", parts=(<the amount>,))`` — that amount minus the opponent's cards the
        discard just before was done to."""

        if children[0] != A.EACH:
            raise CompileError("which players discard")
        amount = next((c for c in children if isinstance(c, Amount)), None)
        if amount is None or amount.kind == "x":
            raise CompileError("what is Х")
        discard = Draft("discard", NP("ref", ref=A.Ref("player", side=A.EACH)), amount, params=(("chooser", "owner"),))
        draw = Draft("draw", NP("ref", ref=A.Ref("player", side=A.YOU)), Amount("opp_short", parts=(amount,)))
        return Draft("sequence", group=[discard, draw])

    def e_player_reveals_discards_named(self, children: list[Any]) -> Any:
        """«Игрок показывает руку и сбрасывает карту / все карты с таким названием» (after «Назовите карту»): the
        controller chooses the player (two modes, at declaration, as «Игрок сбрасывает карту»); that player shows his hand
        (``reveal_hand``) and discards one card of the name named (``discard`` with ``select``, he picks which) or every
        such card (a ``discard`` of all matching cards, as «Противник показывает руку и сбрасывает все карты …»)."""

        how = next(c for c in children if c in ("one", "all"))
        named = Select(A.CARD, zone=A.HAND, name=A.NAMED)

        def make(who: A.Ref, _: A.Ref) -> list[Any]:
            player = NP("ref", ref=who)
            if how == "one":
                drop = Draft("discard", player, 1, params=(("chooser", "owner"), ("select", named)))
            else:
                drop = Draft("discard", player, params=((A.COUNT, A.ALL_MATCHING), ("select", named)))
            return [shows_hand(player), drop]

        return self._a_player(make)

    def e_revive_two_enemy_creatures(self, children: list[Any]) -> Any:
        """«Возродите двух существ с разных кладбищ; они становятся <классом> и наносят друг другу раны, равные своему
        удару»: ``revive_two_enemy_creatures`` (param ``class``) — a creature of your graveyard and one of the opponent's (two
        players: one per graveyard; picked on resolution, as every «Возродите») enter play under you, both become that
        class, then each deals the other wounds equal to its strike (an ability's wounds, at the same time)."""
        from lark import Token


        token = next(c for c in children if isinstance(c, Token) and c.type == "CLASS")
        cls, plural = class_of_token(str(token))
        if _ints(children)[0] != 2 or plural:
            raise CompileError("«с разных кладбищ»: two creatures, one per graveyard")
        return Draft(REVIVE_TWO_ENEMIES, NP("ref", ref=Ref("player", side=YOU)), 2, params=(("class", cls),))

    def e_play_free_any_grave_x(self, _: list[Any]) -> Any:
        """«разыграйте с любого кладбища карту стоимостью до Х{м} бесплатно»: ``play_free`` of one card of either
        graveyard (side EITHER) whose cost is at most Х (the «где Х — …» after it fills the bound)."""

        sel = Select(CARD, side=EITHER, zone=GRAVEYARD, cost_max_amount=X_AMOUNT)
        return Draft(A.PLAY_FROM, NP("ref", ref=Ref("player", side=YOU)), 1, params=(("select", sel),))

    def deck_of_you(self, _: list[Any]) -> str:
        return YOU

    def deck_of_any(self, _: list[Any]) -> str:
        return ANY

    def e_look_top_one(self, children: list[Any]) -> Any:
        """«Посмотрите верхнюю карту (вашей / любой) колоды»: the controller (alone) sees it; it is «её» next."""

        side = next(c for c in children if c in (YOU, ANY))
        return looks_at_top_card(NP("ref", ref=Ref("player", side=side)))

    def e_look_x_top_cards_where(self, children: list[Any]) -> Draft:
        """«Посмотрите Х верхних карт вашей колоды, где Х — …, <clauses>»: the look's amount is the «где»'s."""
        where = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("where",))
        return look_at_top_cards(where, False, _the(children, list))

    def e_look_x_any_deck_where(self, children: list[Any]) -> Draft:
        """«Посмотрите Х верхних карт любой колоды, где Х — …, <clauses>»: the controller picks the deck (``what`` a
        player of side ANY); a look that takes cards from another's deck is refused (whose hand would they go to?)."""
        d = self.e_look_x_top_cards_where(children)
        if dict(d.params).get("take"):
            raise CompileError("cards taken from any player's deck")
        d.np = NP("ref", ref=Ref("player", side=ANY))
        return d

    def e_show_x_top_to_hand(self, _: list[Any]) -> Draft:
        """«Покажите Х верхних карт колоды и положите их в руку» (Х: the «где Х — …» of the chain): shown to both, all
        of them taken into the hand."""
        return Draft("look", NP("ref", ref=A.YOU_PLAYER), Amount("x"), params=(
            ("n", 0), ("take", A.ANY_NUMBER), ("take_all", True), ("rest", A.REST_KEEP), ("reveal", True)))

    def e_look_x_top_cards(self, children: list[Any]) -> Draft:
        """«Посмотрите Х верхних карт вашей колоды, <clauses>» (Х: the X of the ability or card)."""
        return look_at_top_cards(Amount("x"), False, _the(children, list))

    def e_shuffle_deck(self, _: list[Any]) -> Any:
        """«Перемешайте колоду» (your deck)."""

        return _shuffle_deck(YOU)

    def e_shuffle_it_and(self, children: list[Any]) -> Any:
        """«Замешайте его и <карту …> в колоду»: two shuffles into the owners' decks, «его» first."""

        nps = [c for c in children if isinstance(c, NP)]
        if len(nps) != 1 or nps[0].kind != "target":
            raise CompileError("shuffle it and what")
        return Draft("sequence", group=[_shuffle_in(NP("it")), _shuffle_in(nps[0])])

    def e_player_hand_to_deck(self, children: list[Any]) -> Any:
        """«Противник замешивает карту из руки в колоду по его выбору»: he picks it from his hand."""

        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=OPPONENT)), 1, params=_picked_params(
            DECK, A.SHUFFLED, HAND, A.EXACTLY, ("select", Select(CARD, side=OPPONENT, zone=HAND))))

    def e_player_hand_grave_to_deck(self, children: list[Any]) -> Any:
        """«Каждый игрок замешивает карту из руки и карту из кладбища в колоду»: each picks one of each, his own."""

        who = NP("ref", ref=Ref("player", side=children[0]))
        return Draft("sequence", group=[
            Draft(A.MOVE, who, 1, params=_picked_params(DECK, A.SHUFFLED, HAND)),
            Draft(A.MOVE, who, 1, params=_picked_params(DECK, A.SHUFFLED, GRAVEYARD))])

    def e_reveal_hand_shuffle(self, children: list[Any]) -> Any:
        """«Противник показывает руку и замешивает в колоду карту на ваш выбор»: you pick the card (the hand is
        shown to both)."""

        if children[0] != OPPONENT:
            raise CompileError("reveal and shuffle: whose hand")
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[shows_hand(who),
                                        Draft(A.MOVE, who, 1, params=_picked_params(
                                            DECK, A.SHUFFLED, HAND, A.EXACTLY, (A.CHOOSER, A.BY_YOU)))])

    def e_reveal_until_hand(self, children: list[Any]) -> Any:
        """«Показывайте по одной верхней карте вашей колоды, пока не покажете до N <класс>; возьмите показанных <класс>
        в руку, замешайте остальные карты в колоду»: one by one (shown to both) until N of the class are shown or the
        deck runs out."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        one, n = _ints(children)
        classes = [class_of_token(str(c)) for c in children if getattr(c, "type", "") == "CLASS"]
        if one != 1 or len(classes) != 2 or classes[0][0] != classes[1][0] or not (classes[0][1] and classes[1][1]):
            raise CompileError("reveal until: which cards")
        sel = Select(CREATURE, zone=DECK, classes=(classes[0][0],))
        return Draft("look", NP("ref", ref=Ref("player", side=YOU)), params=(
            ("until", True), ("take", n), ("select", sel), ("to", HAND), ("rest", A.REST_SHUFFLE), ("reveal", True)))

    def e_reveal_until_summon(self, children: list[Any]) -> Any:
        """«Показывайте карты с верха колоды, пока не покажете <класс>; вызовите его, положите остальные карты под
        низ колоды в случайном порядке»."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        classes = [class_of_token(str(c)) for c in children if getattr(c, "type", "") == "CLASS"]
        if len(classes) != 1 or classes[0][1]:
            raise CompileError("reveal until: which card")
        sel = Select(CREATURE, zone=DECK, classes=(classes[0][0],))
        return Draft("look", NP("ref", ref=Ref("player", side=YOU)), params=(
            ("until", True), ("take", 1), ("select", sel), ("to", PLAY), ("rest", A.REST_BOTTOM_RANDOM),
            ("reveal", True)))

    def e_name_card(self, _: list[Any]) -> Any:
        """«Назовите карту»: the name is remembered on this card (Select.name NAMED: «с таким названием»)."""

        return Draft("name", NP("ref", ref=THIS), params=(("named", CARD_NAME),))

    def e_name_creature(self, _: list[Any]) -> Any:
        """«Назовите существо»: as «Назовите карту», among the names of creatures (params ``kind`` creature)."""
        return Draft("name", NP("ref", ref=THIS), params=(("named", CARD_NAME), ("kind", A.CREATURE)))

    def e_player_destroys_named(self, children: list[Any]) -> Any:
        """«Противник уничтожает существо / всех существ с таким названием» (after «Назовите …»): ``destroy`` by the
        opponent of his creatures of the named name (params ``select``; ``count`` ALL_MATCHING for «всех»). The text does
        not say «своё»: param ``owner_unsaid`` lets the rules option ``unsaid_owner_destroys`` decide whose creatures
        he may pick (docs/engine.md)."""
        if children[0] != OPPONENT:
            raise CompileError("who destroys the named creatures")
        how = next(c for c in children if c in ("one", "all"))
        named = Select(A.CREATURE, side=OPPONENT, name=A.NAMED)
        if how == "one":
            return Draft("destroy", NP("ref", ref=Ref("player", side=OPPONENT)), 1,
                         params=(("select", named), ("owner_unsaid", True)))
        return Draft("destroy", NP("ref", ref=Ref("player", side=OPPONENT)),
                     params=((A.COUNT, A.ALL_MATCHING), ("select", named), ("owner_unsaid", True)))

    def e_search_named_hoard(self, _: list[Any]) -> Any:
        """«Поиск – все карты с таким названием в колоде игрока; ваш герой добывает найденные таким образом карты» (after
        «Назовите карту»): «игрока» is a player of the controller's choice (two modes, as «Игрок …»); a ``search`` of that
        player's deck for every card of the named name (count ALL_MATCHING) that your hero hoards (``to`` HOARD, holder
        your hero). The search may be declined (FAQ #2)."""
        named = Select(A.CARD, zone=A.DECK, name=A.NAMED)
        return self._a_player(lambda who, _: [Draft("search", NP("ref", ref=who), params=(
            ("select", named), (A.COUNT, A.ALL_MATCHING), ("to", A.HOARD), ("holder", A.YOUR_HERO)))])

    def e_search_owner_zones_hoard(self, children: list[Any]) -> Any:
        """«Поиск — все <существа> с таким же названием в колоде, руке и кладбище его владельца, <holder> добывает
        найденные таким образом карты» (after «<holder> добывает <существо>», its one target): a ``search`` of the
        zones listed of that card's owner («его»: the first target; hoarded, the card is its owner's) at once (params
        ``search_zones``) for every card of the noun phrase named as the card chosen (count ALL_MATCHING); the holder
        hoards them. The search may be declined (FAQ #2)."""
        looked, holder = [c for c in children if isinstance(c, NP)]
        listed = next(c for c in children if isinstance(c, list))
        zones = tuple(_SEARCHED_ZONES[z] for z in listed)
        if looked.kind != "all" or looked.select is None or looked.select.name != SAME_NAME or DECK not in zones:
            raise CompileError("Поиск of the owner's zones: which cards")
        named = dataclasses.replace(looked.select, zone=DECK, side=ANY, name=None, state="name_of_target")
        self.owner_of_target_searched = True  # («его»: checked in ``_ability`` — one card chosen before)
        return Draft("search", NP("ref", ref=Ref("target", index=0)), params=(
            ("select", named), (A.COUNT, A.ALL_MATCHING), ("to", A.HOARD), ("holder", self._holder(holder)),
            (A.SEARCH_ZONES, zones)))

    def searched_zone_list(self, children: list[Any]) -> list[str]:
        return [str(c) for c in children]

    def searched_zone(self, children: list[Any]) -> str:
        return str(children[0])

    def e_choose_card_in_any_graveyard(self, _: list[Any]) -> Any:
        """«Выберите карту на любом кладбище»: one card of either graveyard, a target named when the card is played
        (its name is read by the instructions after it: Select state ``name_of_target``)."""
        return Draft("declare_target", NP("target", select=Select(CARD, side=EITHER, zone=GRAVEYARD), min=1, max=1))

    def e_search_chosen_name_hoard(self, _: list[Any]) -> Any:
        """«Поиск — все карты с таким названием в колоде и руке каждого противника; ваш герой добывает найденные таким
        образом карты, а также все карты с таким названием со всех кладбищ» (after «Выберите карту …»): one ``search``
        of the opponent's deck and hand at once (params ``search_zones``) for every card named as the chosen one, that
        your hero hoards (it may be declined, FAQ #2); then, searched or not, your hero hoards every card of that name
        in both graveyards (no Поиск: nothing to decline)."""
        opponent = NP("ref", ref=Ref("player", side=OPPONENT))
        named = Select(CARD, zone=DECK, state="name_of_target")
        search = Draft("search", opponent, params=(
            ("select", named), (A.COUNT, A.ALL_MATCHING), ("to", A.HOARD), ("holder", A.YOUR_HERO),
            (A.SEARCH_ZONES, (DECK, HAND))))
        in_graveyards = NP("all", Select(CARD, side=EITHER, zone=GRAVEYARD, state="name_of_target"), plural=True)
        hoarded = Draft("hoard", in_graveyards, params=(("holder", A.YOUR_HERO), ("graveyards", "all")))
        return Draft("sequence", group=[search, hoarded])

    def e_name_and_reveal(self, children: list[Any]) -> Any:
        """«Назовите карту и покажите верхнюю карту вашей колоды»."""

        return Draft("sequence", group=[self.e_name_card(children),
                                        looks_at_top_card(NP("ref", ref=Ref("player", side=YOU)), reveal=True)])

    def e_reveal_hand_discard_named(self, children: list[Any]) -> Any:
        """«Противник показывает руку и сбрасывает все карты с таким названием» (the name named before)."""

        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        who = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[shows_hand(who), Draft("discard", who, params=(
            (A.COUNT, A.ALL_MATCHING), ("select", Select(CARD, zone=HAND, name=NAMED))))])

    def e_shuffle_play_and_graves(self, children: list[Any]) -> Any:
        """«Замешайте всех <класс> с поля боя и всех кладбищ в колоды владельцев»: every one in play and in both
        graveyards (``graveyards`` "all": «всех кладбищ» is both, unlike «любого кладбища»)."""
        from berserk_heroes.cards.compiler_normalise import class_of_token

        cls, plural = class_of_token(str(next(c for c in children if getattr(c, "type", "") == "CLASS")))
        if not plural:
            raise CompileError("shuffle whom")
        in_play = Select(CREATURE, classes=(cls,))
        in_graves = Select(CREATURE, side=EITHER, zone=GRAVEYARD, classes=(cls,))
        return Draft("sequence", group=[_shuffle_in(NP("all", in_play, plural=True)),
                                        _shuffle_in(NP("all", in_graves, plural=True), ("graveyards", "all"))])

    def e_shuffle_graves(self, _: list[Any]) -> Any:
        """«Замешайте все карты с кладбищ в колоды» (both graveyards, each card into its owner's deck)."""

        return _shuffle_in(NP("all", Select(CARD, side=EITHER, zone=GRAVEYARD), plural=True), ("graveyards", "all"))

    def e_shuffle_own_graveyard(self, _: list[Any]) -> Any:
        """«Замешайте все карты с вашего кладбища в колоду»: every card of your graveyard into your deck, shuffled."""
        return _shuffle_in(NP("all", Select(CARD, side=YOU, zone=GRAVEYARD), plural=True))

    def e_deck_top_owners_order(self, children: list[Any]) -> Any:
        """«Положите всех существ на верх колоды владельца в порядке, выбранном их владельцами»: each owner orders his
        own cards."""

        np = _np_of(children)
        if np is None or np.kind != "all" or np.select is None or np.select.zone != "play":
            raise CompileError("put which cards on top")
        return _move(np, DECK, A.DECK_TOP, None, (A.ORDER, A.OWNERS_CHOOSE))

    def e_deck_top_chosen_order(self, children: list[Any]) -> Any:
        """«Положите каждое существо на верх колоды владельца в выбранном порядке»: the controller orders the cards of
        each owner's deck."""

        np = _np_of(children)
        if np is None or np.kind not in ("all", "each") or np.select is None or np.select.zone != "play":
            raise CompileError("put which cards on top")
        return _move(NP("all", select=np.select), DECK, A.DECK_TOP, None, (A.ORDER, A.CONTROLLER_CHOOSES))

    def hand_kind_spell(self, _: list[Any]) -> Select:
        return Select(SPELL, side=YOU, zone=HAND)

    def hand_kind_creature(self, _: list[Any]) -> Select:
        return Select(CREATURE, side=YOU, zone=HAND)

    def e_discard_and_return_self(self, children: list[Any]) -> Any:
        """«сбросить заклинание и вернуть <эту карту> с кладбища в руку»: discard one such card of your hand (you pick);
        only then (``then``, «при этом») this card goes from the graveyard to the hand."""

        sel = next(c for c in children if isinstance(c, Select))
        back = self._grave_to_hand(NP("ref", ref=THIS))
        draft = Draft("discard", NP("ref", ref=Ref("player", side=YOU)), 1,
                      params=(("chooser", "owner"), ("select", sel)))
        draft.then.append(back)
        return draft

    def e_draw(self, children: list[Any]) -> Draft:
        return Draft("draw", NP("ref", ref=Ref("player", side=YOU)), children[-1])

    def e_draw_more(self, children: list[Any]) -> Draft:
        """«возьмите ещё N карт(у)»."""
        return Draft("draw", NP("ref", ref=Ref("player", side=YOU)), _ints(children)[0])

    def e_draw_player(self, children: list[Any]) -> Draft:
        return Draft("draw", NP("ref", ref=Ref("player", side=children[0])), children[-1])

    def e_return_hand(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.select is not None and np.select.zone == GRAVEYARD:
            np = one_of_indeclinable(np)  # «верните слуа с кладбища в руку»: one card, as «верните гнома …»
        if np is not None and np.kind == "ref" and np.ref == THIS and "grave" in children:
            return self._grave_to_hand(np)
        if np is not None and np.select is not None and np.select.zone == GRAVEYARD:
            return self._grave_to_hand(np)
        return _move(self._in_play(np), HAND, source=PLAY)

    def e_move_to(self, children: list[Any]) -> Draft:
        """«Верните / положите <карты> в руку (владельца)», «положите <карты> на верх / под низ колоды (владельца)»,
        «замешайте <карты> в колоду (владельца)»: the verb and the destination (:data:`DESTINATIONS`) say the move;
        a pair :data:`MOVE_VERBS` does not hold is not compiled."""
        zone, position = _destination_of(children)
        verb = MOVE_VERBS.get((_verb_of(children), zone, position))
        if verb is None:
            raise CompileError("this verb does not move cards there")
        np = _np_of(children)
        if verb == "to_hand":
            return self.e_return_hand(children)
        if verb == "to_sideboard":
            return self._to_sideboard(np)
        if verb == "to_play":
            return self._return_to_play(np)
        if verb == "shuffle" or position is None:
            return self._shuffle_into_deck(np)
        return self._to_deck(np, position)

    def _to_deck(self, np: NP | None, position: str) -> Draft:
        """On top of / under the deck: cards of your hand are picked on resolution, cards in play are named."""
        if np is not None and np.kind == "target" and np.select is not None and np.select.zone == HAND:
            return self._hand_to_deck(np, position)
        return _move(self._in_play(np), DECK, position)

    def destination(self, children: list[Any]) -> tuple[str, str, str | None]:
        """Where the cards go: :data:`DESTINATIONS`."""
        return ("destination", *DESTINATIONS[" ".join(str(c) for c in children)])

    def _hand_to_deck(self, np: NP, position: str) -> Draft:
        """«Положите карту из (вашей) руки на верх / под низ колоды», «замешайте карту из руки в колоду»: the card
        is picked from your hand on resolution (the hand may have changed since the declaration)."""
        if np.select is None or np.select.side not in (ANY, YOU) or np.min != np.max:
            raise CompileError("hand to deck")
        sel = dataclasses.replace(np.select, side=YOU)
        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=YOU)), np.max,
                     params=_picked_params(DECK, position, HAND, A.EXACTLY, ("select", sel)))

    def _in_play(self, np: NP | None) -> NP:
        if np is None or (np.select is not None and np.select.zone != "play"):
            raise CompileError("zone")
        return np

    def _grave_to_hand(self, np: NP) -> Draft:
        """«Верните <карты> с кладбища в руку»: like a revive, the cards are picked on resolution (``what`` the
        acting player, ``amount`` how many, params ``select`` / ``up_to``); this very card: ``what`` THIS
        and ``select`` its name in your graveyard."""
        if np.kind == "ref" and np.ref == THIS:
            sel = Select(CARD, side=YOU, zone=GRAVEYARD, name=self.ctx.name)
            return Draft(A.MOVE, np, 1, params=_picked_params(HAND, None, GRAVEYARD, A.EXACTLY, ("select", sel)))
        if np is None or np.kind != "target" or np.select is None:
            raise CompileError("graveyard to hand")
        if np.select.side not in (ANY, YOU):
            raise CompileError("graveyard to hand: not your graveyard")
        pick = self._deck_pick("return from the graveyard", dataclasses.replace(
            np, select=dataclasses.replace(np.select, zone="play")), GRAVEYARD)
        count = A.UP_TO if pick.params[1][1] else A.EXACTLY
        return Draft(A.MOVE, pick.np, pick.amount, params=_picked_params(HAND, None, GRAVEYARD, count, pick.params[0]))

    def _deck_pick(self, verb: str, np: NP | None, zone: str) -> Draft:
        """Search/summon/revive: the NP names which cards (and how many) to take from ``zone``."""
        if np is None or (np.control_yours and verb != "revive"):
            raise CompileError(verb)
        if np.kind == "it" and verb == "summon":  # «покажите верхнюю карту …; если это …, вызовите его»: that very card,
            return Draft(A.PUT_INTO_PLAY, np, 1, params=A.entering_params((A.DECK,), summoned=True))  # if still there
        if np.kind == "demonstrative" and verb == "summon":  # any card of your deck, unless a «Поиск» found it
            return Draft(A.PUT_INTO_PLAY, np, 1, params=A.entering_params(
                (A.DECK,), select=Select(A.CARD, side=A.YOU, zone=A.DECK), summoned=True))
        if np.kind == "ref" and np.ref == THIS:
            sel, count = Select(CARD, zone=zone, name=self.ctx.name), 1
        elif np.kind == "self_upto":
            sel, count = Select(CARD, zone=zone, name=self.ctx.name), np.max
        elif np.kind == "target" and np.select is not None and np.select.side == EITHER and zone == GRAVEYARD \
                and verb == "revive" and np.max == 1:  # «возродите существо с любого кладбища» (either graveyard)
            sel, count = dataclasses.replace(np.select, zone=zone), 1
        elif np.kind == "target" and np.select is not None and np.select.side in (ANY, YOU):
            if np.select.other and np.select.name == self.ctx.name:  # another copy: never this card in a zone
                np = NP("target", dataclasses.replace(np.select, other=False), min=np.min, max=np.max)
            assert np.select is not None
            if np.select.zone in (SIDEBOARD, A.DECK_OR_SIDEBOARD) and verb == "search":
                zone = np.select.zone  # the select's zone says «in the sideboard» (the engine must honour it)
            elif np.select.zone not in ("play", zone):
                raise CompileError(f"{verb} from {np.select.zone}")
            sel, count = dataclasses.replace(np.select, zone=zone, side=YOU), np.max
        else:
            raise CompileError(verb)
        if np.kind == "target" and np.min != np.max and np.min != 1:
            raise CompileError(verb)
        upto = (np.kind == "target" and np.max > 1 and np.min < np.max) or np.kind == "self_upto"
        if verb in _ENTERING_FROM:  # «Вызовите» (a SUMMONED event) / «Возродите»
            return Draft(A.PUT_INTO_PLAY, NP("ref", ref=Ref("player", side=YOU)), count, params=A.entering_params(
                (_ENTERING_FROM[verb],), select=sel, up_to=upto, summoned=verb == "summon"))
        return Draft(verb, NP("ref", ref=Ref("player", side=YOU)), count,
                     params=(("select", sel), ("up_to", upto)))

    def e_search(self, children: list[Any]) -> Draft:
        return self._deck_pick("search", _np_of(children), "deck")

    def e_summon(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.closed_form:  # «Вызов — дракон в закрытом виде …»: it enters play closed
            draft = self.e_summon([dataclasses.replace(np, closed_form=False)])
            draft.params = (*draft.params, ("closed", True))
            return draft
        if np is not None and np.select is not None and np.select.zone == DECK_OR_HAND:
            return self.summon_from_deck_or_hand(np)

        return self._deck_pick("summon", one_of_indeclinable(np), "deck")

    def e_revive(self, children: list[Any]) -> Draft:
        np = _np_of(children)
        if np is not None and np.select is not None and np.select.zone == GRAVEYARD:
            np = dataclasses.replace(np, select=dataclasses.replace(np.select, zone="play"))
        return self._deck_pick("revive", np, GRAVEYARD)

    def e_revive_from_any_grave_yours(self, children: list[Any]) -> Draft:
        """«возродите с любого кладбища под вашим контролем <существо>»: as «возродите <существо> с любого кладбища под
        вашим контролем» (one card of either graveyard enters play under you)."""
        np = _np_of(children)
        if np is None or np.select is None or np.select.zone != PLAY:
            raise CompileError("«возродите с любого кладбища» what")
        np = replace(np, select=replace(np.select, zone=GRAVEYARD, side=EITHER), control_yours=True)
        return self.e_revive([np])

    def e_revive_within_total(self, children: list[Any]) -> Draft:
        """«Возродите <до N карт> суммарной стоимостью (до) M{м}»: a «Возродите» of up to N cards whose printed costs add
        up to at most M (params total_cost); the player may stop at any time."""
        return self._within_total(self.e_revive([_any_number_if_bare(c) for c in children[:-1]]), children[-1][1])

    def e_summon_x_within_total(self, children: list[Any]) -> Draft:
        """«Вызовите не более Х <существ> суммарной стоимостью …»: up to Х cards (the «где Х — …» fills both Х)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or not np.plural or np.select is None or np.select.zone != PLAY:
            raise CompileError("«не более Х» of what")
        many = NP("target", select=np.select, min=1, max=2, plural=True)  # (a count of several: Х replaces it below)
        draft = self.e_summon_within_total([many if c is np else c for c in children])
        draft.amount = X_AMOUNT
        return draft

    def e_revive_within_total_any_graves(self, children: list[Any]) -> Draft:
        """«Возродите <карты> суммарной стоимостью … с любых кладбищ»: the same pick from both graveyards (the cards
        enter play under you)."""
        return _from_any_graveyards(self.e_revive_within_total(children))

    def e_revive_any_number_within_total_any_graves(self, children: list[Any]) -> Draft:
        """«Возродите любое число <существ> суммарной стоимостью … с любых кладбищ»: as «до N», with no bound but the
        total (common.ANY_NUMBER)."""
        np = _np_of(children)
        if np is None or np.kind != "all" or not np.plural or np.select is None or np.select.zone != PLAY:
            raise CompileError("«любое число» of what")
        many = NP("target", select=np.select, min=1, max=ANY_NUMBER, plural=True)
        return self.e_revive_within_total_any_graves([many if c is np else c for c in children])

    def e_search_any_number_within_total(self, children: list[Any]) -> Draft:
        """«Поиск — любое число <карт> суммарной стоимостью до Х{м}»: up to any number of the cards from your deck,
        picked one at a time within the total (params total_cost, up_to); one card found or more is the search done."""
        np = _np_of(children)
        if np is None or np.kind != "all" or not np.plural or np.select is None or np.select.zone != PLAY:
            raise CompileError("«Поиск — любое число» of what")
        many = NP("target", select=np.select, min=1, max=ANY_NUMBER, plural=True)
        draft = self.e_search([many])
        total = next(c for c in children if isinstance(c, tuple) and c[0] == "total_cost")[1]
        draft.params = (*(p for p in draft.params if p[0] != A.UP_TO), (A.UP_TO, True), (A.TOTAL_COST, total))
        return draft

    def e_play_free_each_within_total(self, children: list[Any]) -> Draft:
        """«Разыграйте с кладбища <карту>, <карту> и <карту> суммарной стоимостью Х{м} бесплатно»: one card of your
        graveyard for each noun phrase (params each_of), picked one at a time within the total, each played for free."""
        nps = [c for c in children if isinstance(c, NP)]
        if any(np.kind != "target" or np.select is None or np.max != 1 or np.select.zone != PLAY
               or np.select.side not in (ANY, YOU) for np in nps):
            raise CompileError("«разыграйте с кладбища <карту>, <карту> и <карту>» of what")
        selects = tuple(dataclasses.replace(np.select, zone=GRAVEYARD, side=YOU) for np in nps if np.select)
        total = next(c for c in children if isinstance(c, tuple) and c[0] == "total_cost")[1]
        return Draft(A.PLAY_FROM, NP("ref", ref=Ref("player", side=YOU)), len(selects), params=(
            ("select", Select(CARD, side=YOU, zone=GRAVEYARD)), (A.EACH_OF, selects), (A.TOTAL_COST, total)))

    def e_play_free_within_total_any_graves(self, children: list[Any]) -> Draft:
        """«Разыграйте бесплатно до N <карт> с любых кладбищ суммарной стоимостью до M{м}»: the controller picks the
        cards one at a time from both graveyards, each within what the ones picked before left of the total, and may
        stop; each is played for free (a spell: declared after this ability, in the order picked)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.max < 2 or np.select.zone != PLAY:
            raise CompileError("«разыграйте бесплатно … с любых кладбищ» of what")
        total = next(c for c in children if isinstance(c, tuple) and c[0] == "total_cost")[1]
        sel = dataclasses.replace(np.select, zone=GRAVEYARD)
        return _from_any_graveyards(Draft(A.PLAY_FROM, NP("ref", ref=Ref("player", side=YOU)), np.max, params=(
            ("select", sel), (A.UP_TO, True), (A.TOTAL_COST, total))))

    def e_summon_within_total(self, children: list[Any]) -> Draft:
        """«Вызовите <до N карт> суммарной стоимостью (до) M{м}»: the same pick from the deck."""
        return self._within_total(self.e_summon(children[:-1]), children[-1][1])

    @staticmethod
    def _within_total(draft: Draft, total: int) -> Draft:
        if draft.verb != A.PUT_INTO_PLAY or dict(draft.params).get("select") is None or draft.amount in (None, 1):
            raise CompileError("«суммарной стоимостью» of one card")
        draft.params = (*(p for p in draft.params if p[0] != A.UP_TO), (A.UP_TO, True), (A.TOTAL_COST, total))
        return draft

    def total_cost(self, children: list[Any]) -> tuple[str, int | Amount]:
        """«суммарной стоимостью (до) N{м} / Х{м}»: a number, or the Х of the card (its «где Х — …», or the X paid for
        the spell: abilities._replace_x fills the placeholder)."""
        value = next(c for c in children if isinstance(c, tuple) and c[0] in ("cost_number", "cost_value"))
        if value[0] == "cost_number":
            return ("total_cost", value[1])
        if value[1] == "х {м}":
            return ("total_cost", X_AMOUNT)
        raise CompileError(f"«суммарной стоимостью {value[1]}»")

    def e_summon_or_revive(self, children: list[Any]) -> Draft:
        """«Вызовите или возродите <np>»: a choice between the two (from the deck or from the graveyard)."""
        np = _np_of(children)
        modes = [[self._deck_pick("summon", np, "deck")], [self._deck_pick("revive", np, GRAVEYARD)]]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def _shuffle_into_deck(self, np: NP | None) -> Draft:
        if np is None or np.kind in ("it", "demonstrative"):
            raise CompileError("shuffle what")
        if np.kind == "target" and np.select is not None and np.select.zone == HAND:
            return self._hand_to_deck(np, "shuffle")
        return _shuffle_in(np)

    def e_reveal_top(self, _: list[Any]) -> Draft:
        return looks_at_top_card(NP("ref", ref=Ref("player", side=YOU)), reveal=True)

    def e_reveal_hand(self, children: list[Any]) -> Draft:
        """«Противник показывает руку» (information only)."""
        return shows_hand(NP("ref", ref=Ref("player", side=children[0])))

    def e_reveal_hand_discard(self, children: list[Any]) -> Draft:
        """«Противник показывает руку и сбрасывает карту на ваш выбор»: you pick the discarded card."""
        side = children[0]
        if side != OPPONENT:
            raise CompileError("reveal and discard: whose hand")
        reveal = shows_hand(NP("ref", ref=Ref("player", side=side)))
        discard = Draft("discard", NP("ref", ref=Ref("player", side=side)), _the(children, int),
                        params=(("chooser", YOU),))
        return Draft("sequence", group=[reveal, discard])

    def e_look_top_cards(self, children: list[Any]) -> Draft:
        """«Посмотрите N верхних карт (вашей) колоды, <clauses>»: only the controller sees them."""
        return look_at_top_cards(_the(children, int), False, _the(children, list))

    def e_show_top_cards(self, children: list[Any]) -> Draft:
        """«Покажите N верхних карт (вашей) колоды, <clauses>»: both players see them."""
        return look_at_top_cards(_the(children, int), True, _the(children, list))

    def look_then(self, children: list[Any]) -> list[LookClause]:
        return [c for c in children if isinstance(c, LookClause)]

    def lc_all_back(self, _: list[Any]) -> LookClause:
        """«положите их обратно в любом порядке»."""
        return LookClause("all", (("take", 0), ("rest", A.REST_TOP)))

    def lc_all_top_or_bottom(self, _: list[Any]) -> LookClause:
        """«положите их на верх или под низ колоды в любом порядке»: none taken; each card on the top or at the
        bottom of that deck, the looker's choice (``rest`` top_or_bottom, as the Подрыв-гоблин's other cards)."""
        return LookClause("all", (("take", 0), ("rest", A.REST_TOP_OR_BOTTOM)))

    def lc_any_to_graveyard(self, _: list[Any]) -> LookClause:
        """«можете положить любые из них на кладбище»: the others stay on top in their order."""
        return LookClause("all", (("take", ALL_OF_THEM), ("rest", A.REST_KEEP), ("to", GRAVEYARD), ("up_to", True)))

    def lc_take_to_hand(self, children: list[Any]) -> LookClause:
        """«возьмите / положите K из них в руку»."""
        return LookClause("take", (("take", _ints(children)[0]),))

    def lc_show_one_to_hand(self, children: list[Any]) -> LookClause:
        """«можете показать из них <карту> и положить её в руку»: up to one matching card, shown to both."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.max != 1 or np.select is None or np.select.side != ANY \
                or np.select.zone != PLAY:
            raise CompileError("show which card of them")
        return LookClause("take", (("take", 1), ("up_to", True), ("select", replace(np.select, zone=DECK)),
                                   ("show", True)))

    def lc_more_if(self, children: list[Any]) -> LookClause:
        """«если <условие>, положите ещё M карт(у)»: M more, when the condition holds at resolution."""
        return LookClause("more", (("more", _ints(children)[0]), ("more_if", _the(children, Condition))))

    def lc_next_to_graveyard(self, _: list[Any]) -> LookClause:
        """«…, другую на кладбище»: after the one for the hand, one card for the graveyard."""
        return LookClause("next", (("to", GRAVEYARD),))

    def lc_summon_of_them(self, children: list[Any]) -> LookClause:
        """«(можете) вызовите из них <существ>»."""
        return taken_of_them(_np_of(children), PLAY, "may" in children)

    def lc_all_shown_to_hand(self, children: list[Any]) -> LookClause:
        """«положите все показанные таким образом <карты> в руку»."""
        np = _np_of(children)
        if np is None or np.kind != "target" or not np.implicit:
            raise CompileError("«все показанные таким образом <карты>»")
        return taken_of_them(replace(np, kind="all"), HAND, False)

    def lc_rest(self, children: list[Any]) -> LookClause:
        """«остальные (карты) положите на верх / под низ колоды / на кладбище (в любом порядке)»; «… под низ колоды в
        случайном порядке»: shuffled under it (REST_BOTTOM_RANDOM)."""
        rest = LOOKED_REST.get(_destination_of(children))
        if rest is None:
            raise CompileError("where the other cards go")
        if RANDOM_ORDER in children:
            if rest != A.REST_BOTTOM:
                raise CompileError("a random order other than under the deck")
            rest = A.REST_BOTTOM_RANDOM
        return LookClause("rest", (("rest", rest),))

    def look_random_order(self, _: list[Any]) -> str:
        return RANDOM_ORDER

    def lc_distinct_elements_to_hand(self, children: list[Any]) -> LookClause:
        """«положите в руку <карты> с отличными друг от друга сочетаниями стихий»: every matching card goes to the hand,
        but only one of the cards with the same set of elements (params distinct_elements: the looker picks which)."""
        np = _np_of(children)
        if np is None or np.kind not in ("all", "target") or np.select is None or np.select.zone != PLAY \
                or np.select.side != ANY or not np.implicit:  # («карты» bare: the case does not tell the number)
            raise CompileError("which cards of distinct element sets")
        return LookClause("take", (("take", ALL_OF_THEM), ("to", HAND), ("select", replace(np.select, zone=DECK)),
                                   (A.DISTINCT_ELEMENTS, True)))

    def lc_rest_hoarded_by_hero(self, _: list[Any]) -> LookClause:
        """«оставшуюся добывает ваш герой»."""
        return LookClause("rest", (("rest", A.HOARD), ("holder", YOUR_HERO)))

    def look_n(self, children: list[Any]) -> int:
        return _ints(children)[0]

    def e_take_revealed(self, _: list[Any]) -> Draft:
        """«Положите / возьмите её в руку» after «Покажите верхнюю карту»: the card shown moves from its owner's deck to
        his hand (nothing if it has left the deck meanwhile)."""
        return Draft(A.MOVE, NP("it"), params=((A.TO, HAND), (A.FROM, DECK)))

    def e_mill(self, children: list[Any]) -> Draft:
        """«Мор N» (params ``mor``: printed as Мор — 's «срабатывает ваш Мор» listens to it;
        «Ваши карты с Мором имеют +2 к Мору» adds to it)."""
        return Draft("mill", NP("ref", ref=Ref("player", side=ANY)), _ints(children)[0], params=(("mor", True),))

    def e_play_free_zone_first(self, children: list[Any]) -> Draft:
        """«разыграть с кладбища противника <заклинание …> бесплатно»: the zone words before the noun mean what they mean
        after it (the NP's modifiers are (tag, value) pairs, in any order)."""
        return self.e_play_free([build_np([c for c in children if isinstance(c, (tuple, list))])])

    def e_play_free(self, children: list[Any]) -> Draft:
        """«Разыграйте <карту с кладбища противника> бесплатно», «можете разыграть её бесплатно» (a revealed card)."""
        np = _np_of(children)
        if np is not None and np.kind == "it":
            return Draft(A.PLAY_FROM, np)
        if np is None or np.kind != "target" or np.select is None or np.select.zone not in (GRAVEYARD, HAND, HOARDED,
                                                                                        HOARDED_HERO) \
                or np.min != 1 or np.max != 1:
            raise CompileError("play what for free")
        sel = np.select if np.select.side != ANY else dataclasses.replace(np.select, side=YOU)
        return Draft(A.PLAY_FROM, NP("ref", ref=Ref("player", side=YOU)), 1, params=(("select", sel),))

    def e_reveal_random_from_hand(self, children: list[Any]) -> Draft:
        """«Противник показывает случайную карту из руки»: one card of that player's hand, picked at random, is shown to
        both; it is IT for the instructions after it and its name is the card named («карты с таким названием»)."""
        if children[0] != OPPONENT:
            raise CompileError("who shows a random card")
        shown = Select(CARD, side=OPPONENT, zone=HAND)
        return Draft("reveal", NP("ref", ref=OPPONENT_PLAYER), 1,
                     params=(("zone", HAND), ("select", shown), ("chooser", "random"), ("names", True)))

    def e_put_shown_card_under(self, _: list[Any]) -> Draft:
        """«положить эту карту под низ колоды» after «Покажите верхнюю карту вашей колоды»: the card shown goes under the
        deck (NP ``shown_card``: the Finaliser takes it only right after a card was shown)."""
        return _move(NP(SHOWN_CARD_NP), DECK, A.DECK_BOTTOM)

    def e_play_it_at_cost(self, _: list[Any]) -> Draft:
        """«можете разыграть её» (the card just shown): the controller plays it paying its cost (price OWN_COST)."""
        return Draft(A.PLAY_FROM, NP("it"), params=(("price", A.OWN_COST),))

    def e_play_free_thirst_own_cost(self, children: list[Any]) -> Draft:
        """«Разыграйте <карту с кладбища> бесплатно, она имеет жажду Х, где Х — её стоимость {м}»: the controller picks
        one card of the zone and plays it for free, paying its «Жажда» of its own cost (params thirst OWN_COST)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.min != 1 or np.max != 1 \
                or np.select.zone not in (GRAVEYARD, HAND) or np.select.side not in (YOU, ANY):
            raise CompileError("play what for free with a Жажда of its cost")
        return Draft(A.PLAY_FROM, NP("ref", ref=YOU_PLAYER), 1,
                     params=(("select", replace(np.select, side=YOU)), ("thirst", A.OWN_COST)))

    def e_look_any_deck_play_free(self, children: list[Any]) -> Draft:
        """«Посмотрите N верхних карт любой колоды, можете бесплатно разыграть из них <карту …>, где Х — …; положите
        остальные …»: the controller picks the deck and may play one matching card of its top N for free (``look`` to
        PLAY_FROM, up to one); the «где Х» is the cost bound of that card."""
        from berserk_heroes.cards.language.abilities import replace_x_in_selects

        play = next(c for c in children if isinstance(c, LookClause) and c.part == "take")
        rest = next(c for c in children if isinstance(c, LookClause) and c.part == "rest")
        where = next(c[1] for c in children if isinstance(c, tuple) and c and c[0] == "where")
        n = next(int(c) for c in children if type(c).__name__ == "Token" and c.type == "NUMBER")
        d = look_at_top_cards(n, False, [play, rest])
        if not replace_x_in_selects(d, where):
            raise CompileError("«где Х» without an Х in the cards played")
        d.np = NP("ref", ref=Ref("player", side=ANY))
        return d

    def play_free_of_them(self, children: list[Any]) -> LookClause:
        """«можете бесплатно разыграть из них <карту …>»: one of the cards looked at, or none, played for free."""
        if "may" not in children:
            raise CompileError("a free play of the cards looked at that is not optional")
        return taken_of_them(_np_of(children), A.PLAY_FROM, True)

    def e_may_play_it_at_cost(self, children: list[Any]) -> Draft:
        """«вы можете разыграть её / эту карту» (the card just shown): as ``e_play_it_at_cost``, optional."""
        d = self.e_play_it_at_cost(children)
        d.optional = True
        return d

    def e_mill_opp(self, children: list[Any]) -> Draft:
        """«(Каждый) противник кладёт N верхних карт своей колоды на кладбище» — a Мор of the opponent's deck."""
        return Draft("mill", NP("ref", ref=Ref("player", side=OPPONENT)), _amt(children))

    def e_opp_hand_to_deck(self, children: list[Any]) -> Draft:
        """«Противник кладёт N карт из руки на верх своей колоды» (that player picks them)."""
        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=OPPONENT)), _ints(children)[0], params=_picked_params(
            DECK, A.DECK_TOP, HAND, A.EXACTLY, ("select", Select(CARD, side=OPPONENT, zone=HAND))))

    def e_mill_put(self, children: list[Any]) -> Draft:
        """«Положите N верхних карт <вашей / любой / каждой> колоды на кладбище» — a Мор of that deck."""
        side, position, n = next(c for c in children if isinstance(c, tuple) and c[0] != "destination")
        if position != "top" or side == OPPONENT or _destination_of(children) != (GRAVEYARD, None):
            raise CompileError("mill of what")
        return Draft("mill", NP("ref", ref=Ref("player", side=side)), n)

    def e_draw_and_discard(self, children: list[Any]) -> Draft:
        """«Возьмите и сбросьте N карт»: draw N, then discard N of the hand (the player picks), in that order."""
        you = NP("ref", ref=Ref("player", side=YOU))
        return Draft("sequence", group=[Draft("draw", you, children[-1]),
                                        Draft("discard", you, children[-1], params=(("chooser", "owner"),))])

    def e_discard(self, children: list[Any]) -> Draft:
        return Draft("discard", NP("ref", ref=Ref("player", side=YOU)), children[-1],
                     params=(("chooser", "owner"),))

    def e_discard_draw_player(self, children: list[Any]) -> Draft:
        """«Каждый игрок сбрасывает карту и берёт карту»."""
        who = NP("ref", ref=Ref("player", side=children[0]))
        n_discard, n_draw = [c for c in children if isinstance(c, int) and not isinstance(c, bool)]
        return Draft("sequence", group=[Draft("discard", who, n_discard, params=(("chooser", "owner"),)),
                                        Draft("draw", who, n_draw)])

    def e_discard_player(self, children: list[Any]) -> Draft:
        return Draft("discard", NP("ref", ref=Ref("player", side=children[0])), children[-1],
                     params=(("chooser", "owner"),))

    def _holder(self, np: NP) -> Ref:
        if np.kind == "ref" and np.ref is not None and (np.ref == THIS or np.ref.kind == "hero"):
            return np.ref
        raise CompileError("hoarder")

    def e_hoard(self, children: list[Any]) -> Draft:
        holder, what = [c for c in children if isinstance(c, NP)]
        if what.kind == "ref" and what.ref is not None and what.ref.kind == "last_found":
            return self.hoard_last_found(holder, what)
        if what.select is not None and what.select.zone == HAND:  # «добывает орка из руки»
            return self.hoard_own_hand(holder, what)
        if holder.kind == "it" and what.kind == "ref" and what.ref == THIS:  # «оно добывает эту карту»
            return self.it_hoards_this(what)
        if what.select is not None and what.select.zone not in ("play", GRAVEYARD, A.PLAY_OR_GRAVEYARD):
            raise CompileError("hoard zone")
        if what.chooser == OPPONENT and what.select is not None and what.select.side == ANY \
                and holder.ref != Ref("hero", side=OPPONENT):  # «Герой противника добывает зверя по его выбору»
            raise CompileError("«по его выбору» of any card: «его» is not the opponent just named")
        return Draft("hoard", what, params=(("holder", self._holder(holder)),))

    def e_hoard_deck_or_opp_hand(self, children: list[Any]) -> Draft:
        """«<holder> добывает <карты колоды> или карту из руки противника по его выбору»: two modes, the controller picks
        one on resolution (the opponent then picks the card of his hand); without a holder named the card itself
        hoards («Найм: Добывает …»)."""
        np = _np_of(children)
        holder = NP("ref", ref=THIS) if np is None else np
        deck = next(c for c in children if isinstance(c, tuple))
        modes = [[self.e_hoard_deck([holder, deck])], [self.e_hoard_hand([holder])]]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def e_hoard_one_of(self, children: list[Any]) -> Draft:
        """«<holder> добывает одно из: • … • …»: one mode per hoard printed, the controller picks one on resolution."""
        if _ints(children) != [1]:
            raise CompileError("hoards one of: how many")
        holder = self._holder(next(c for c in children if isinstance(c, NP)))
        modes = [make(holder) for make in children if callable(make)]
        return Draft("choose_mode", params=(("modes", modes), ("min", 1), ("max", 1), ("times", 1)))

    def hoard_mode(self, children: list[Any]) -> Any:
        return next(c for c in children if callable(c))

    def ho_any_graveyard(self, children: list[Any]) -> Any:
        """«N карт с любого кладбища» (a mode of e_hoard_one_of): a graveyard picked on resolution, then N of its cards
        (both graveyards' cards under the rules option any_graveyard_picks 'mixed': params any_graveyard)."""
        n = _ints(children)[0]
        return lambda holder: [Draft("hoard", NP("ref", ref=Ref("player", side=ANY)), n, params=(
            ("holder", holder), (A.FROM, GRAVEYARD), (A.ANY_GRAVEYARD, True)))]

    def ho_deck_top_and_bottom(self, _: list[Any]) -> Any:
        """«верхнюю и нижнюю карты колоды противника»: the top card, then the bottom one."""
        opponent = NP("ref", ref=Ref("player", side=OPPONENT))
        return lambda holder: [Draft("hoard", opponent, 1, params=(("holder", holder), (A.FROM, DECK), (A.POSITION, end)))
                               for end in (A.DECK_TOP, A.DECK_BOTTOM)]

    def ho_any_hand(self, _: list[Any]) -> Any:
        """«карту из руки любого игрока по его выбору»: you pick the player, he picks the card."""
        return lambda holder: [Draft("hoard", NP("ref", ref=Ref("player", side=ANY)), 1,
                                     params=(("holder", holder), (A.FROM, HAND)))]

    def e_hoarded_of_each_player_to_grave(self, children: list[Any]) -> Draft:
        """«положите <существо> каждого игрока, добытое <этой картой>, на кладбище владельца»: for each player, one such
        card he owns of those hoarded by this card (the controller picks) goes to its owner's graveyard."""
        np = _np_of(children)
        zone = next((c for c in children if isinstance(c, tuple)), (None,))[0]
        if np is None or np.kind != "target" or np.select is None or np.max != 1 or np.select.zone != PLAY \
                or np.select.side != ANY or zone != HOARDED_THIS:
            raise CompileError("put which hoarded card of each player to the graveyard")
        return Draft(A.MOVE, NP("ref", ref=Ref("player", side=EACH)), 1, params=_picked_params(
            GRAVEYARD, None, HOARDED_THIS, A.EXACTLY, ("select", replace(np.select, zone=HOARDED_THIS)),
            (A.CHOOSER, A.BY_YOU)))

    def e_destroy_one_of_each_class(self, children: list[Any]) -> Draft:
        """«Уничтожьте одну или менее карту поддержки каждого класса»: a support card's class is its type, so one target
        per support type, of no card or one («или менее»: none at all may be chosen), each destroyed."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.max != 1 or np.select is None or np.select.kind != SUPPORT \
                or np.select.card_type is not None or np.select.classes or np.select.zone != PLAY:
            raise CompileError("destroy one of each class: only support cards, one or fewer")
        return Draft("sequence", group=[
            Draft("destroy", replace(np, min=0, select=replace(np.select, card_type=kind))) for kind in A.SUPPORT_TYPES])

    def e_hand_to_bottom_wound_short(self, children: list[Any]) -> Draft:
        """«положите N карт из руки под низ колоды в любом порядке; ранить вашего героя на M за каждую карту, которую вы
        не положили таким образом»: a picked ``move`` of N cards of your hand to the bottom of your deck (in the order
        picked: «в любом порядке»), then a ``wound`` of your hero by M × (N − the cards moved)."""
        np = _np_of(children)
        if np is None or np.kind != "target" or np.select is None or np.select.zone != HAND or np.select.kind != CARD \
                or np.min != np.max or np.select != Select(CARD, side=np.select.side, zone=HAND):
            raise CompileError("put which cards of the hand at the bottom of the deck")
        n, per = np.max, _ints(children)[-1]
        move = Draft(A.MOVE, NP("ref", ref=YOU_PLAYER), n, params=_picked_params(
            DECK, A.DECK_BOTTOM, HAND, A.EXACTLY, ("select", Select(CARD, side=YOU, zone=HAND))))
        missing = Amount(DONE_SHORT, parts=(Amount("fixed", value=n),), per=per)
        return Draft("sequence", group=[move, Draft("wound", NP("ref", ref=YOUR_HERO), missing)])

    def e_coins_per_hoarded_capped(self, children: list[Any]) -> Draft:
        """«получите N{м} за каждую добытую <np> до конца хода (не более M{м})»: temporary coins, N per card of the noun
        phrase hoarded by the holder of the instruction before (zone HOARDED_BY_HOLDER_BEFORE until
        ``abilities.check_amount`` knows that holder), at most M."""
        counted = _np_of(children)
        if counted is None or counted.select is None or counted.select.zone != PLAY or counted.select.side != ANY \
                or _duration(children) != END_OF_TURN:
            raise CompileError("coins for each card hoarded: which cards")
        per, cap = _ints(children)
        each = Amount("count", select=replace(counted.select, zone=HOARDED_BY_HOLDER_BEFORE, side=YOU), per=per)
        return Draft("gain_coins", NP("ref", ref=YOU_PLAYER), Amount("at_most", parts=(each,), value=cap))

    def e_hoard_until(self, children: list[Any]) -> Draft:
        """«<holder> добывает <карту с кладбища> до конца хода»: the hoard; at the end of this turn that card, if it is
        still hoarded, goes back to its owner's graveyard (a ``delayed`` ``move`` from HOARDED, set up in the hoard's
        ``then``: only a card hoarded goes back; «при этом» after it adds to that ``then``)."""
        holder, what = [c for c in children if isinstance(c, NP)]
        if _duration(children) != END_OF_TURN or what.kind != "target" or what.select is None \
                or what.select.zone != GRAVEYARD or what.max != 1:
            raise CompileError("hoard until the end of the turn: only one card of a graveyard")
        hoard = self.e_hoard([holder, what])
        hoard.then.append(self._delayed(A.END_THIS, [_move(NP("it"), GRAVEYARD, None, A.HOARDED)]))
        return hoard

    def ad_hoarded_by_holder_before(self, _: list[Any]) -> Amount:
        """«количество добытых им карт» after a hoard: the cards under that holder (resolved by
        ``abilities.check_amount``)."""
        return Amount("count", select=Select(CARD, side=YOU, zone=HOARDED_BY_HOLDER_BEFORE))

    def e_hoard_self(self, children: list[Any]) -> Draft:
        draft = self.e_hoard([NP("ref", ref=THIS), *children])
        draft.subject_elided = True
        return draft

    def e_hoard_deck(self, children: list[Any]) -> Draft:
        holder = self._holder(children[0])
        side, position, n = next(c for c in children if isinstance(c, tuple))
        return Draft("hoard", NP("ref", ref=Ref("player", side=side)), n,
                     params=(("holder", holder), (A.FROM, DECK), (A.POSITION, position)))

    def e_hoard_hand(self, children: list[Any]) -> Draft:
        """«<holder> добывает N карт из руки противника по его выбору»."""
        holder = self._holder(children[0])
        return Draft("hoard", NP("ref", ref=Ref("player", side=OPPONENT)), (_ints(children) or [1])[0],
                     params=(("holder", holder), (A.FROM, HAND), (A.CHOOSER, A.OWNER)))

    def e_reveal_hand_hoard(self, children: list[Any]) -> Draft:
        """«Противник показывает руку, <holder> добывает выбранную карту из его руки» (you choose)."""
        if children[0] != OPPONENT:
            raise CompileError("whose hand")
        np = _np_of(children)
        if np is None:
            raise CompileError("who hoards")
        holder = self._holder(np)
        opp = NP("ref", ref=Ref("player", side=OPPONENT))
        return Draft("sequence", group=[shows_hand(opp), Draft("hoard", opp, 1, params=(
            ("holder", holder), (A.FROM, HAND), (A.CHOOSER, A.BY_YOU)))])

    def e_hoard_deck_self(self, children: list[Any]) -> Draft:
        return self.e_hoard_deck([NP("ref", ref=THIS), *children])

    def dc_opp(self, children: list[Any]) -> tuple[str, str, int]:
        return (OPPONENT, *children[0])

    def dc_any(self, children: list[Any]) -> tuple[str, str, int]:
        return (ANY, *children[0])

    def dc_you(self, children: list[Any]) -> tuple[str, str, int]:
        return (YOU, *children[0])

    def e_return_hand_self(self, children: list[Any]) -> Draft:
        return self._grave_to_hand(NP("ref", ref=THIS))

    def e_return_hand_giver(self, _: list[Any]) -> Draft:
        """«верните <имя давшей карты> с кладбища в руку» in an ability a card gives: that card (GIVER), from its
        owner's graveyard into its owner's hand, if it is there when the ability resolves."""
        sel = Select(CARD, side=ANY, zone=GRAVEYARD, name=self.ctx.name)
        return Draft(A.MOVE, NP("ref", ref=A.GIVER), 1, params=_picked_params(HAND, None, GRAVEYARD, A.EXACTLY, ("select", sel)))

    def from_grave(self, _: list[Any]) -> str:
        return "grave"

    def a_hoard_doubled(self, children: list[Any]) -> A.Ability:
        """«Если <ваш гном> должен добыть карту, вместо этого он добывает вдвое больше карт»: a static of the holders the
        subject names, whichever of them hoards (StaticPart ``hoard_scaled`` DOUBLE; engine/zones.hoard_scale)."""
        subject = next(c for c in children if isinstance(c, NP))
        if subject.kind not in ("target", "all") or subject.select is None or subject.select.zone != A.PLAY:
            raise CompileError("«должен добыть карту»: which holders")
        return A.Ability(A.STATIC, statics=(A.StaticPart("hoard_scaled", select=subject.select, what=A.DOUBLE),))

    def e_hoard_own_cards(self, children: list[Any]) -> Draft:
        """«каждый герой / ваш герой добывает все свои карты из игры, руки и кладбища»: the hero of each player named
        hoards every card of that player in those zones (params ``own_zones``)."""
        subject = children[0]
        side = _hero_side(subject)
        zones = tuple(dict.fromkeys(_OWN_ZONES[z] for z in children[-1]))
        return Draft("hoard", NP("ref", ref=Ref("player", side=side)), params=((A.OWN_ZONES, zones),))

    def own_zone_list(self, children: list[Any]) -> list[str]:
        return [str(c) for c in children]

    def own_zone(self, children: list[Any]) -> str:
        return str(children[0])

    def e_look_hand_and_top(self, children: list[Any]) -> Draft:
        """The player's top card is looked at (and is «её» next) and so is his hand (look params ``with_hand``)."""
        d = looks_at_top_card(NP("ref", ref=Ref("player", side=children[-1])))
        return dataclasses.replace(d, params=(*d.params, (A.WITH_HAND, True)))

    def hto_any(self, _: list[Any]) -> str:
        return ANY

    def hto_opponent(self, _: list[Any]) -> str:
        return OPPONENT

    def a_first_drawn_play_for(self, children: list[Any]) -> Ability:
        """«Если это первая карта, которую вы взяли за ход, покажите её и разыграйте за N{м}»: a trigger of the hand on
        drawing this card (DRAWN_NTH 1 without a subject: this card, the first its owner drew this turn); it is played
        for exactly N{м} (``play_from`` price SET_PRICE) — shown to both players by being played."""
        play = Effect(A.PLAY_FROM, THIS, _ints(children)[0], params=(("price", A.SET_PRICE),))
        return Ability(TRIGGERED, zone=HAND, trigger=Trigger(A.DRAWN_NTH, nth=1), effects=(play,))


# «из игры, руки и кладбища»: the zones of «все свои карты»
_OWN_ZONES = {"игра": PLAY, "рука": HAND, "кладбище": GRAVEYARD}


def _hero_side(np: Any) -> str:
    """«каждый герой» → EACH (every player in turn), «ваш герой» → YOU, «герой противника» → OPPONENT."""
    if isinstance(np, NP) and np.kind == "all" and np.select is not None and np.select.kind == A.HERO \
            and np.select.side == ANY and np.select.zone == PLAY:
        return A.EACH
    ref = np.ref if isinstance(np, NP) and np.kind == "ref" else None
    if ref is not None and ref.kind == "hero" and ref.side in (YOU, OPPONENT):
        return ref.side
    raise CompileError("«добывает все свои карты»: whose hero")
