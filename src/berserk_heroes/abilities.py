"""The ability vocabulary: what a card's text compiles to, and what the engine executes.

Everything here is immutable data (frozen, slotted dataclasses), shared by every game and clone. The
card-text compiler produces these objects; scenarios and tests may write them by hand. The engine
interprets them: effects in ``engine/effects/``, triggers in ``engine/triggers.py``, costs in
``engine/payment.py``, static abilities in ``engine/continuous.py``.

Reading an ability should feel like reading the card::

    # «Найм: Ранить выбранное существо противника на 2.»
    Ability.triggered(Trigger(ENTERS_PLAY), targets=(Target(Select(CREATURE, side=OPPONENT)),),
                      effects=(Wound(TARGET(0), 2),))
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

# ----------------------------------------------------------------------------------------------------------
# Words of the vocabulary
# ----------------------------------------------------------------------------------------------------------

# What kinds of cards a selector matches.
CREATURE = "creature"
CHARACTER = "character"  # hero or creature («персонаж»)
HERO = "hero"
CARD = "card"
SPELL = "spell"
SUPPORT = "support"

# Sides, relative to the ability's controller.
YOU = "you"
OPPONENT = "opponent"
ANY = "any"

# Zones.
PLAY = "play"
HAND = "hand"
DECK = "deck"
GRAVEYARD = "graveyard"
RESERVE = "reserve"
COMPLETED = "completed"  # the completed quests of a player («завершённые квесты», docs/quests.md); ``move`` params to
# ``move`` params to COMPLETED with REPLACED True: the quest is put aside for another («Замените ваш квест завершённым
# квестом»), not completed (no QUEST_COMPLETED event; RulesConfig.replaced_quest_to says where it goes)
REPLACED = "replaced"
QUEST_COUNTER = "quest"  # ``counters`` params counter: the quest counter {!} (docs/quests.md)
PAID_FOR_ABILITY = "paid_for_ability"  # Amount kind: the coins paid to activate this very ability («потраченных таким образом {м}»)
ABILITY_DISCOUNT = "ability_discount"  # Ability.meta: «эта способность стоит на N{м} меньше за каждый …» (an Amount)
COIN_DIFFERENCE = "coin_difference"  # Amount kind: «разница между количеством ваших {м} и {м} противников»
# the «где Х — …» amounts an ability's own discount «стоит на Х{м} меньше» may read (counted as it is declared)
# (and «сила удара выбранного этой способностью существа»: Amount ``strike`` of the ability's target, as it is declared)
WHERE_DISCOUNT_AMOUNTS = frozenset({COIN_DIFFERENCE, "strike"})
QUEST_COUNTER_COUNT = "quest_counter_count"  # Select state of a target spec: as many targets as the {!} on the source
# Select state of a target spec: as many targets as were named for the first target («Выберите Х ваших существ и Х
# существ противника», Бардак: the first target is any number, this one the same number)
COUNT_OF_FIRST_TARGET = "count_of_first_target"
X_DECLARED_COUNT = "x_declared_count"  # Select state of a target spec: as many targets as the X of the ability's X cost
WITH_QUEST_COUNTERS = "with_quest_counters"  # Select state: «существо с {!}» — a card with quest counters (as it left play)

# Durations of effects.
PERMANENT = "permanent"  # until the card leaves play («получает» without a duration)
END_OF_TURN = "end_of_turn"  # «до конца хода»
NEXT_OWN_TURN = "next_own_turn"  # «до начала вашего следующего хода»
WHILE = "while"  # «пока …»: an existence condition (120.6)

# Ability kinds (111).
STATIC = "static"
ACTIVATED = "activated"
TRIGGERED = "triggered"
SPELL_ABILITY = "spell"  # a spell's list of instructions (117.1)

# Trigger events (what ``engine/events.py`` emits; see ``Trigger``).
ENTERS_PLAY = "enters_play"  # «Найм:» (source) / «Когда … входит в игру»
DIES = "dies"  # «Гибель:» (source) / «При гибели …»
TURN_START = "turn_start"  # «В начале (вашего) хода»
TURN_END = "turn_end"  # «В конце (вашего) хода»
ATTACKS = "attacks"  # «При атаке»
STRIKES = "strikes"  # «При ударе» (includes retaliation)
WOUNDED = "wounded"  # «Когда … получает раны»
DEALS_WOUNDS = "deals_wounds"  # «Когда … наносит раны»
CARD_PLAYED = "card_played"  # «Когда вы разыгрываете …»
DISCARDED = "discarded"  # «Когда … сбрасывает карту»
CLOSED = "closed"  # «Когда … закрывается»
READIED = "readied"  # «Когда … был подготовлен»
DRAWN = "drawn"  # «Когда вы берёте карту»
SEARCHED = "searched"  # «Когда вы используете поиск» (works in the deck, 112.8)
DESTROYED = "destroyed"  # «Когда … уничтожает …»
HEALED = "healed"
EVENTS: tuple[str, ...] = (ENTERS_PLAY, DIES, TURN_START, TURN_END, ATTACKS, STRIKES, WOUNDED, DEALS_WOUNDS, CARD_PLAYED,
          DISCARDED, CLOSED, READIED, DRAWN, SEARCHED, DESTROYED, HEALED)


# ----------------------------------------------------------------------------------------------------------
# Selectors and references
# ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Select:
    """A set of cards described by the text: «другое ваше закрытое существо стоимостью 3 или менее».

    ``kind`` is one of CREATURE, CHARACTER, HERO, CARD, SPELL, SUPPORT; ``side`` YOU/OPPONENT/ANY relative to
    the ability's controller; ``zone`` where to look; ``other`` excludes the ability's source. Filters:
    classes / elements (any of), cost bounds, ``state`` («open», «closed», «wounded», «unwounded»,
    «stunned», «poisoned»), ``name`` (exact), ``keyword`` (code name the card must have),
    ``strike_max``/``strike_min``, ``not_classes`` (e.g. «не являющиеся созданными»: ``not_created``).
    """

    kind: str = CREATURE
    side: str = ANY
    zone: str = PLAY
    other: bool = False
    classes: tuple[str, ...] = ()
    not_classes: tuple[str, ...] = ()
    elements: tuple[str, ...] = ()
    cost_min: int | None = None
    cost_max: int | None = None
    state: str | None = None
    name: str | None = None
    keyword: str | None = None
    strike_min: int | None = None
    strike_max: int | None = None
    life_min: int | None = None  # «с N или более жизнями»: maximum life before static abilities (no circle: see fits)
    card_type: str | None = None  # exact data type for CARD/SUPPORT ('weapon', 'spell' …)
    not_created: bool = False
    cost_max_amount: Amount | None = None  # cost at most this count, computed when matching
    not_elements: tuple[str, ...] = ()  # none of these elements («не-степные существа»)
    keywords_any: tuple[str, ...] = ()  # has one of these keywords («с Превосходством или Подавлением»)
    holder_classes: tuple[str, ...] = ()  # zone HOARDED: the holder has one of these classes («добытых вашим гномом»)


@dataclass(frozen=True, slots=True)
class Ref:
    """Which cards or players an effect acts on.

    kind: ``this`` (the source), ``target`` (the cards chosen for ``Target`` number ``index``), ``all`` (every
    card matching ``select`` — untargeted), ``event`` (the card named by the trigger's event, role
    ``role``: ``subject`` or ``other``), ``hero`` (the hero of ``side``), ``player`` (the player ``side``),
    ``it`` (the card(s) the previous effect acted on: «…, подготовьте его»). Role ``player`` (EVENT_PLAYER) of an
    ``event`` Ref: the hero of the event's player («Когда игрок берёт карту …, ранить его»).
    """

    kind: str
    index: int = 0
    select: Select | None = None
    side: str = YOU
    role: str = "subject"


ENTERED_PLAY_THIS_TURN = "entered_play_this_turn"  # Select.state: it entered play this turn (the history)
SAME_TYPE_AS_SHOWN = "same_type_as_shown"  # Select.state: «того же типа» — the type of the card the ability showed
OTHER_NAME_NOT_DEARER_THAN_TARGET = "other_name_not_dearer_than_target"  # Select.state: «с другим названием той
# же или меньшей стоимости» — a pick whose name is not the chosen card's (TARGET 0) and whose cost is at most its cost
SHOWN_CARD = "@shown_card"  # a source's counter: the card its ability last showed (payment or instruction)
# Condition: your shown top card costs more (op ">") / less (op "<") than every other player's shown top card
SHOWN_TOP_COST = "shown_top_cost"
# the ``turn_counts`` key of «ход немедленно заканчивается» (verb end_turn): the turn frame ends this turn at once
TURN_ENDS_NOW = "@turn_ends_now"
NOT_CHOSEN_THIS_TURN = "not_chosen_this_turn"  # choose_mode param: «выберите ранее не выбранное в этом ходу»
EVENT_PLAYER = "player"  # Ref("event", role=EVENT_PLAYER): the hero of the player who did what the trigger heard
# Ref("event", role="other") of a DIES event is the card that destroyed the dying card (its killer's wounds, or the
# source of the «Уничтожьте»; -1: none known), so «Игрок, уничтоживший эту карту» is that card's controller (players_of);
# role EVENT_DESTROYER_OPPONENT: the hero of that player's opponent («его противник»)
EVENT_DESTROYER_OPPONENT = "destroyer_opponent"
THIS = Ref("this")
IT = Ref("it")
YOU_PLAYER = Ref("player", side=YOU)
OPPONENT_PLAYER = Ref("player", side=OPPONENT)
YOUR_HERO = Ref("hero", side=YOU)
ENEMY_HERO = Ref("hero", side=OPPONENT)


def TARGET(index: int = 0) -> Ref:  # noqa: N802 - reads like the card text
    """The cards chosen for target spec ``index`` at declaration (118)."""
    return Ref("target", index=index)


def ALL(select: Select) -> Ref:  # noqa: N802
    """Every card matching ``select`` when the effect executes (untargeted, 118.2)."""
    return Ref("all", select=select)


def EVENT(role: str = "subject") -> Ref:  # noqa: N802
    """The card the triggering event is about (e.g. the creature that died)."""
    return Ref("event", role=role)


@dataclass(frozen=True, slots=True)
class Target:
    """A target requirement named at declaration (118.1): choose ``min``..``max`` distinct cards matching
    ``select``; ``chooser`` is YOU (the controller) or OPPONENT («Противник выбирает …»). With
    ``at_execution`` the target is named only when the resolution reaches the first effect that uses it
    (combined abilities whose parts are separated by «.» or «;», §7.4)."""

    select: Select
    min: int = 1
    max: int = 1
    chooser: str = YOU
    at_execution: bool = False  # §7.4: a part after «.»/«;» names its target when execution reaches it


# Windows of the event history (engine/history.py): which turns a history query looks at.
THIS_TURN = "this_turn"  # «в этот ход», «в этом ходу»
PREVIOUS_TURN = "previous_turn"  # «в прошлый / предыдущий ход»: the turn just before this one, whoever's it was
LAST_OWN_TURN = "last_own_turn"  # «в ваш прошлый ход»: the controller's last turn that has ended

# What a history query measures over the events it keeps.
COUNT_EVENTS = "events"  # how many events
SUM_AMOUNTS = "amounts"  # the sum of their amounts (wounds dealt, wounds healed …)
DISTINCT_CARDS = "cards"  # how many different cards (under the same player) they are about


@dataclass(frozen=True, slots=True)
class HistoryQuery:
    """«если в этот ход погибло существо противника», «если не атаковал в прошлый ход», «количество ран, излеченных
    с ваших существ в ваш прошлый ход»: a measure of the events of kind ``event`` (an event name: ATTACKS, DIES,
    WOUNDED, HEALED, DISCARDED, DRAWN, CARD_PLAYED, ENTERS_PLAY, PUT_INTO_GRAVEYARD) in ``window``.

    ``subject`` filters the card the event is about (its ``side`` is read against the player of the event: the card's
    controller then, or the player who played / drew / discarded it, or the graveyard's owner; other filters against
    the card's characteristics); ``of_source``: the card must be the ability's source; ``other``: the event's second
    card (the one attacked, the wounds' dealer) must fit it (as a card now: its side is its controller's, or its
    owner's out of play). Answered by ``engine/selectors.history_measure``."""

    event: str
    window: str = THIS_TURN
    subject: Select | None = None
    of_source: bool = False
    other: Select | None = None
    measure: str = COUNT_EVENTS


@dataclass(frozen=True, slots=True)
class Amount:
    """A number computed at execution: ``count`` of cards matching ``select``, ``x`` (the declared X),
    ``strike`` of a ref, or ``fixed``; multiplied by ``per``."""

    kind: str
    select: Select | None = None
    ref: Ref | None = None
    value: int = 0
    per: int = 1
    div: int = 1  # «за каждые N …» — the number is divided by N (rounded down) before ``per``
    parts: tuple[Amount, ...] = ()  # kind ``sum`` adds these up («за каждое Яйцо и каждого дракона»)
    history: HistoryQuery | None = None  # kind ``history``: a measure of the game's event history
    marker: str | None = None  # kind ``your_counters``: the name of the counters counted on the cards you control


# ----------------------------------------------------------------------------------------------------------
# Conditions
# ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Condition:
    """A yes/no question about the game: «если …», «в ваш ход», «пока …».

    kinds: ``your_turn``, ``opponent_turn``, ``count`` (number of ``select`` cards compared with ``value`` by
    ``op`` ∈ {">=", "<=", "==", ">", "<"}), ``source_state`` (the source is in ``state``), ``ref_state``
    (``ref`` is in ``state``), ``hand_size``, ``not`` / ``and`` (over ``parts``), ``history`` (a measure of the
    event history, ``HistoryQuery``, compared with ``value`` by ``op``).
    """

    kind: str
    select: Select | None = None
    ref: Ref | None = None
    op: str = ">="
    value: int = 1
    state: str | None = None
    parts: tuple[Condition, ...] = ()
    history: HistoryQuery | None = None  # kind ``history``: its measure compared with ``value`` by ``op``


TOKEN_COUNTER_PREFIX = "жетон_"
"""The name of a «жетон <noun-gen>» counter starts with this (digest §3.3 «жетоны молитвы»: a player's resource, held by
his hero or a «тотемный столбик», paid from any card of his that holds it), a «эффект <noun-gen>» counter's does not."""


REVEALED_COST_NAMED = "revealed_cost_named"
"""Condition kind: the card just shown (IT) costs the {м} this card's «Назовите стоимость {м}» named."""

PREVIOUS_TURN_YOURS = "previous_turn_yours"
"""Condition kind: the turn before this one was the controller's (false in the first turn: there was none)."""

RULES_OPTION = "rules_option"
"""Condition kind: the rules option named by ``state`` (a ``RulesConfig`` field) is on. An ability under it exists only
in games that choose that reading of a rule the rules leave open («Вымогательство» offered each turn)."""


# ----------------------------------------------------------------------------------------------------------
# Effects
# ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of an ability, executed in order (119.1).

    ``verb`` names the handler in ``engine/effects/`` (see ``VERBS``); ``what`` is the Ref it acts on;
    ``amount`` an int or Amount; ``params`` verb-specific extras as a tuple of (key, value) pairs.
    Connectors (§7.4): ``then`` runs only if this effect was fully done («при этом»); ``otherwise`` runs if
    it was refused or could not be fully done («иначе»). ``optional`` marks «может/можете» on this part.
    """

    verb: str
    what: Ref | None = None
    amount: int | Amount | None = None
    params: tuple[tuple[str, Any], ...] = ()
    then: tuple[Effect, ...] = ()
    otherwise: tuple[Effect, ...] = ()
    optional: bool = False
    condition: Condition | None = None

    def param(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default


VERBS = {
    "draw": "Возьмите N карт",
    "discard": "Сбросьте N карт: from the hands of the players `what` to the graveyard, a DISCARDED event each; params "
               "count (EXACTLY: N picked by params chooser — OWNER, BY_YOU, 'opponent', 'random' — then discarded "
               "together; ALL_MATCHING: every card that fits, params noted; UP_TO: each player in turn discards up to N "
               "(any number without an amount) one at a time, or stops), select",
    "move": "Move cards between zones: `what` (cards: each goes if still in params from, or in play or its owner's deck "
            "by default; a player: he picks `amount` cards of his own params from zone — params count, chooser, "
            "select, x_cost, same_name_as: a Ref whose card's name they bear) to their owner's params to (HAND, DECK at params position, SIDEBOARD; "
            "COMPLETED: «завершите этот квест», a quest in play goes to the completed quests, docs/quests.md; with params "
            "replaced: put aside, not completed, «Замените ваш квест …»; GRAVEYARD only with params from HOARDED: the "
            "named cards still hoarded go to their owners' graveyards); params order "
            "OWNERS_CHOOSE: several cards on top of decks in the order each owner chooses",
    "put_into_play": "Cards enter play, not played (engine/effects/entering.py). ``what``: a player Ref with params "
                     "select — he picks ``amount`` matching cards (all he can unless up_to; THIS narrows the pick to "
                     "the source) — or a card Ref — those cards, each one only if it is in a zone of params from. "
                     "Params: from (a tuple of ENTER_ZONES: DECK «Вызовите», GRAVEYARD «Возродите», HAND, SIDEBOARD, "
                     "HOARDED «добытые», COMPLETED: a completed quest back into play); under (YOU: the ability's controller, default; OWNER: each card's owner); "
                     "summoned (True: «вызов», the SUMMONED event follows each card); closed (enters closed); life "
                     "(enters with N life left); up_to («до N»: the picker may stop); price (N: the controller may "
                     "give up N{м} for it, asked yes or no, and only a card of his own comes — «Инкарнация N»; how "
                     "the coins are given up is the rules option incarnation_payment: lost or closed)",
    "play_from": "A card is played from a zone at another price (engine/effects/entering.py): it is played as usual "
                 "(CARD_PLAYED, its Найм; a spell is declared and queued) but params price says what is paid: FREE "
                 "(default) «Разыграйте бесплатно» — ``what`` names the card (IT: the card just revealed) or, with "
                 "params select (and or_select: «… или …», either zone), the controller picks one; AMBUSH «Засада "
                 "N» — ``what`` (THIS, in the hand) for ``amount`` {м} as the Засада cost modifiers change it",
    "create": "Cards are created in play (engine/effects/entering.py): with params name, ``amount`` cards of that name "
              "from the controller's запас («Создайте Яйцо»); otherwise ``amount`` copies of each card ``what`` names "
              "(«Создайте копию …», §2.1). Params: under (YOU: for the controller, default; EACH: for each player in "
              "turn, the controller first — «каждый игрок создаёт копию»); no_enters (the copy's own «Найм» does not "
              "trigger); gift_copy (words only: the further copy «Дара жизни» makes)",
    "mill": "Мор N",
    "choose_mode": "Выберите одно из: (params modes; min, max, times; chooser; not_chosen_this_turn — «выберите ранее не "
                   "выбранное в этом ходу»: a mode this ability chose earlier this turn is not offered). With times "
                   "an Amount («Выберите Х раз одно из», «за каждую сброшенную таким образом карту противник выбирает "
                   "одно из»): the choice is made at resolution that many times, each mode done before the next "
                   "choice; chooser 'opponent': the opponent chooses",
    "sequence": "a group of effects (for connectors)",
}

# ---- wounds, healing, extra lives, prevention, destruction, a card's open/closed state, attacks made by an effect ----
# Parameter values of these verbs (the keys are documented with each verb below).
TO_OWNERS_HERO = "owners_hero"  # wound `to`: the hero of the owner of each card of `what` (each hero once)
TO_ENEMY_CONTROLLERS_HERO = "enemy_controllers_hero"  # wound `to`: the hero of its controller, if he is an opponent
STRIKE_EQUAL = "equal"  # `strike_is`: only the cards of `what` whose current strike equals the amount
STRIKE_BELOW = "below"  # `strike_is`: only the cards of `what` whose current strike is below the amount
PORTION = "portion"  # destroy: the share of his own cards each player picks (instead of a number)
HALF_UP = "half_up"  # PORTION: half, rounded up («половину своих существ (с округлением вверх)»)
EXCESS_TO_EXTRA_LIVES = "extra_lives"  # heal `excess`: the healing beyond the wounds becomes extra lives (Вампиризм)
EXCESS_NOTED = "noted"  # heal `excess`: the healing beyond the wounds is noted for this turn («избыточное лечение»)
ATTACK_AT_ONCE = "at_once"  # attack `mode`: «немедленно атакует»
ATTACK_STOPPED = "stopped"  # attack `mode`: «атака ударом прерывается»
# The params that turn one of these verbs from its basic form (the cards of `what` are wounded, healed, given lives,
# destroyed) into a pick by a player (`split`, `select`, `remove`) or an act on other cards than `what` (`to`,
# `strike_is`, `source_too`) or of another kind (`dealer`, `dies`, `excess`). A replacement runs only basic forms inline.
FORM_PARAMS = frozenset({"split", "select", "remove", "to", "dealer", "strike_is", "source_too", "dies", "excess"})


def basic_form(e: Effect) -> bool:
    """Whether ``e`` has none of FORM_PARAMS set."""
    return not any(value and key in FORM_PARAMS for key, value in e.params)

VERBS.update({
    "wound": "Ранить `what` на N (an ability's wounds). Params: `split` True — «Распределите N ран среди …»: the "
             "controller assigns the N wounds one at a time among the cards of `what`, then each is wounded once by its "
             "share (with `per_pick` K: N picks of a card that could be named as a target, each a wounding of K of "
             "its own — «Ранить персонажа на K за каждые … (вы можете выбирать разные цели)»); `to` TO_OWNERS_HERO / "
             "TO_ENEMY_CONTROLLERS_HERO — the wounds go to that hero of each card of `what` "
             "instead; `dealer` (a Ref) — the card that deals them (the source by default); `strike_is` STRIKE_EQUAL / "
             "STRIKE_BELOW — only the cards whose current strike is equal to / below the amount («с таким же ударом»), "
             "none when the amount's card is not in play",
    "shot": "Выстрел на N по `what` (an attack: «–X от атаки» lessens it; params `shooter`, a Ref: another card shoots)",
    "poison": "Отравите `what` на N (the highest value applies; params `add` True: «усилить отравление» adds N)",
    "fight": "Сразиться: `what` is fought by params `attacker` (a Ref; the source by default) by the fight rules (§5.6); "
             "several cards («с любым числом существ»): each in turn, in the order named, while the fighter is in play",
    "attack": "An attack made or stopped by an effect. Params `mode` ATTACK_AT_ONCE — «`what` немедленно атакует»: the "
              "creature makes a strike attack once the ability has resolved (param `at`, a Ref: the card attacked; else "
              "its controller picks a legal target); ATTACK_STOPPED — «атака ударом прерывается»: the strike attack `what` "
              "is making stops (no defender, no fight); params `again` True — the second attack of «Атакует дважды подряд» "
              "(`what` attacks again right after its strike attack, closed as it is; attack_rules.able_to_attack_again)",
    "heal": "Излечите `what` на N. Params: `all` True — полностью; `keyword` — the keyword that heals (Регенерация: its "
            "current value); `excess` EXCESS_TO_EXTRA_LIVES / EXCESS_NOTED — what the healing beyond the wounds becomes; "
            "`split` True — N wounds in all, one at a time, from the wounded characters of player `what` the controller "
            "picks (`up_to` True: he may stop, «Излечите до N ран»)",
    "extra_life": "`what` получает N дополнительных жизней (markers, not healing). Params `remove` True — «Снимите до N "
                  "дополнительных жизней с персонажей»: one at a time from characters of the controller (`side` ANY: of "
                  "any player) that he picks, or he stops",
    "prevent": "Предотвратите следующие N ран, наносимые <вашим персонажам>: a shield on the hero of each player `what` "
               "that prevents the next N wounds his characters would take (params `scope` 'characters' / 'hero' / 'creatures', "
               "`duration`). With params `from` (a Ref): `what` takes N fewer wounds from that card («получает на N ран "
               "меньше от …», until the end of the turn unless `duration`); with params `more` True too: N more wounds "
               "from it («получает на N ран больше от <этой карты>», for as long as RulesConfig marked_more_wounds_lasts)",
    "destroy": "Уничтожьте `what`. Params: `select` (a Select) — player `what` picks N of his own cards matching it "
               "(«Противник уничтожает своё …»); `strike_is` (as for wound); `source_too` True — the source first, in the "
               "same instruction («эту карту и всех существ …»); `dies` True — «погибает»: creatures die without being "
               "destroyed; `portion` HALF_UP with `select` — each player of `what` in turn picks half his own matching "
               "cards, rounded up, then all are destroyed («Каждый игрок уничтожает половину своих существ (с "
               "округлением вверх)»)",
    "close": "Закройте `what` (params `stun` True: оглушите — it stays closed in the next восстановление); with params "
             "count EXACTLY the player `what` closes `amount` of his open cards fitting params select or none (a "
             "shortfall: not done), params may: he may decline, asked only when he has enough; params `suppression` "
             "True: the close of «Подавление» — under the rules option suppression_timing 'after_attack' it waits "
             "for the end of the strike attack in progress (unless the source has suppression_on_declaration)",
    "open": "Откройте `what` (params `ready` True: подготовьте — it opens unless asleep, may attack, defend and use its "
            "«1 раз за ход» abilities again)",
})


# Looking at hidden cards, showing them, searching (engine/effects/looking.py). Destinations of the cards taken
# (``to``) are zones (HAND, GRAVEYARD, PLAY: they enter play), DECK_TOP (on top of the deck they came from) or:
HOARD = "hoard"  # hoarded by the card of param ``holder``
# Where the cards looked at and not taken go (``rest``), besides GRAVEYARD and HOARD:
REST_TOP = "top"  # back on top of the deck, in the order the player picks
REST_BOTTOM = "bottom"  # under the deck, in the order the player picks
REST_KEEP = "keep"  # they stay where they are
REST_SHUFFLE = "shuffle"  # the deck is shuffled with them
REST_BOTTOM_RANDOM = "bottom_random"  # under the deck, in a random order
REST_TOP_OR_BOTTOM = "top_or_bottom"  # one at a time as the player picks, each on top or under the deck
# StaticPart kind of a card in a deck («может быть найдена любым Поиском»): a Поиск in that deck may find it whatever it
# looks for (engine/effects/looking.found_by_any_search)
FOUND_BY_ANY_SEARCH = "found_by_any_search"
# StaticPart kind of a card in a deck («Не может быть вызван {Нейтральные} картами»): a «Вызов» / «Вызовите» of a card
# whose elements include one of ``select.elements`` may not pick it from the deck (engine/effects/_from_zone_to)
NOT_SUMMONED_BY = "not_summoned_by"
# StaticPart kind of a card in a graveyard («может быть возрождён только своей особенностью»): a «Возродите» of any
# other card's ability may not bring it from the graveyard into play (engine/effects.refuses_revive_by)
REVIVED_ONLY_BY_ITSELF = "revived_only_by_itself"
# StaticPart kind of a card in a hand («Вы не можете разыграть это заклинание, если …»): its owner may not play it while
# the part's condition holds (engine/restrictions.self_play_ban)
CANNOT_PLAY_SELF = "cannot_play_self"

VERBS.update({
    "look": "«Посмотрите / Покажите N верхних карт колоды, возьмите K из них …, остальные …»: `what` the player whose "
            "deck (side ANY: the controller picks a deck by its hero; a card: its controller's deck); the top `amount` "
            "cards (or params n) are seen by the controller, or by both players with params reveal. params take: how "
            "many the controller picks of them (select: which may be picked; up_to: he may stop early, even at none; "
            "take_all: every fitting card, no choice; more_if / more: K more when a Condition holds; show: the "
            "picked ones are shown to both); to: where they go (HAND, GRAVEYARD, PLAY, HOARD under params holder, or "
            "a tuple: one card to each place in turn); rest: where the others go (REST_*, GRAVEYARD, HOARD); until: "
            "the cards are shown one at a time until `take` fitting ones are (or the deck ends). Taking none with "
            "rest REST_KEEP: the top card is IT for the next effects",
    "reveal": "«Покажите …» / «раскрывается»: params zone PLAY (default): the hidden card `what` turns face up; zone "
              "HAND: `what` a card: it is shown from its owner's hand (done only if it is there); `what` a player: "
              "his whole hand, or with params select the cards he picks of it — any number (no amount: they are the "
              "«показанные» cards, Amount done) or up to `amount` (shown to both; params names: the name of the card "
              "shown becomes this card's named card, Select.name NAMED)",
    "search": "Поиск (FAQ #2) — up to `amount` cards of params select from the deck (or the sideboard) of the "
              "controller; he may decline; the found cards are shown and the deck is shuffled. params to: HAND "
              "(default), DECK_TOP or GRAVEYARD (placed after the shuffle); up_to; cost: an Amount, the exact printed "
              "cost asked for («стоимостью Х{м}», Х counted at resolution). `what` OPPONENT_PLAYER: his deck is "
              "searched for one card of printed cost at most params cost_max (an Amount), which goes to his graveyard. "
              "params searcher OPPONENT: the controller's opponent performs the Поиск in his own deck (he chooses)",
})


def RevealHand(who: Ref) -> Effect:  # noqa: N802
    """«<игрок> показывает руку»."""
    return Effect("reveal", who, params=(("zone", HAND),))


def LookAtTopCard(who: Ref, reveal: bool = False, **more: Any) -> Effect:  # noqa: N802
    """«Посмотрите (reveal: «Покажите») верхнюю карту колоды»: it stays on top and is IT next."""
    params: tuple[tuple[str, Any], ...] = (("n", 1), ("take", 0), ("rest", REST_KEEP))
    return Effect("look", who, params=(*params, ("reveal", True)) if reveal else params, **more)


# ---- cards entering play: the parameter values of ``put_into_play`` (engine/effects/entering.py) ----
PUT_INTO_PLAY = "put_into_play"
CREATE = "create"
PLAY_FROM = "play_from"
FREE = "free"  # params price of play_from: without paying the card's cost («бесплатно»)
AMBUSH = "ambush"  # params price of play_from: the Засада's price, ``amount`` {м} («Засада N»)
OWNER = "owner"  # params under: each card enters under its owner's control («под контроль владельцев»)
RETURNED = "returned"  # params under: «верните его в игру» (a hoarded card back): RulesConfig hoard_return_control


def entering_params(origin: tuple[str, ...], *, select: Select | None = None, up_to: bool | None = None,
                    summoned: bool = False, under: str = YOU, closed: bool = False,
                    life: int | None = None, price: int | None = None) -> tuple[tuple[str, Any], ...]:
    """The params of a ``put_into_play`` in their usual order, leaving out the defaults (``up_to`` None: not said)."""
    params: list[tuple[str, Any]] = [("from", origin)]
    params += [("summoned", True)] if summoned else []
    params += [("under", under)] if under != YOU else []
    params += [("select", select)] if select is not None else []
    params += [("up_to", up_to)] if up_to is not None else []
    params += [("closed", True)] if closed else []
    params += [("life", life)] if life is not None else []
    params += [("price", price)] if price is not None else []
    return tuple(params)


def is_summon(effect: Any) -> bool:
    """Whether ``effect`` (an Effect or a compiler draft) is a «Вызовите» from the deck."""
    return effect.verb == PUT_INTO_PLAY and dict(effect.params).get("from") == (DECK,) \
        and bool(dict(effect.params).get("summoned"))


def is_ambush(effect: Any) -> bool:
    """Whether ``effect`` is a «Засада N» (a ``play_from`` at the Засада's price)."""
    return effect.verb == PLAY_FROM and effect.param("price") == AMBUSH


def is_revive(effect: Any) -> bool:
    """Whether ``effect`` (an Effect or a compiler draft) is a «Возродите» from a graveyard."""
    return effect.verb == PUT_INTO_PLAY and dict(effect.params).get("from") == (GRAVEYARD,)

# ---- A card's qualities and who controls it (engine/effects/stats.py, keyword_grants.py, control.py) ---------------
# ``modify`` params ``how``: how strike and life change.
ADD = "add"  # +strike / +life (params strike, life; times the amount when there is one): the default
SET = "set"  # params ``stat`` becomes the amount («Удар … становится равен N»)
SWAP = "swap"  # strike and current life change places («Поменяйте местами значения удара и текущих жизней»)
# the initial strike and life become params strike / life («Начальные удар и жизни существа становятся равны 7{удар} и
# 11{жизнь}»: every other change of them still counts, digest §2.2), for good
SET_BASE = "set_base"
# each card's strike becomes its own maximum life, counted as the instruction is done («удар ваших существ становится
# равен их максимальным жизням»)
STRIKE_TO_MAX_LIFE = "strike_to_max_life"
STRIKE = "strike"  # params ``stat`` of SET
# ``counters`` params ``counter``: the kind of counter put on a card (digest §2.2 «эффекты»).
BOOST = "boost"  # эффект усиления (+1 strike, +1 life); an эффект ослабления on the card is removed instead (§2.2)
WEAKENING = "weakening"  # эффект ослабления (−1/−1); an эффект усиления on the card is removed instead (§2.2)
EGG = "egg"  # {яйцо}; any other name is a named marker («эффект воли»), counted by statics and conditions
# ``counters`` params ``from`` THIS: the counters are moved — taken off the source and put on ``what`` («переместите на
# него эффект усиления с этой карты»); not done when the source has none left or ``what`` is not in play.
# Any effect's params ``if_unable``: its ``otherwise`` is «если вы не можете этого сделать» — run when the effect was not
# done, but not when a «можете» was declined while it could be done (RulesConfig ``declined_is_unable``).
IF_UNABLE = "if_unable"
# ``lose`` params ``all``: everything of one kind (instead of params ``keyword``).
ALL_ABILITIES = "abilities"  # «теряет особенности»: its printed text stops counting
ALL_EFFECTS = "effects"  # «Снимите все эффекты»: effects go (Оглушение, Отравление too); markers (wounds) stay
# ``control`` params ``to``: who controls the cards afterwards: YOU (the ability's controller, the default), OPPONENT
# (his opponent), OWNER (each card's owner), or FEWEST_LIFE (the player whose hero has the least current life; on a
# tie nobody has the fewest and control stays: with two players the controller is always one of the tied).
# (OWNER: defined above, for params under.)
FEWEST_LIFE = "fewest_life"

VERBS.update({
    "modify": "`what` changes strike / life by params how: ADD (params strike, life — times the amount if any), SET "
              "(params stat becomes the amount), SWAP (strike and current life change places; wounds stay); for "
              "params duration (END_OF_TURN unless printed), or while params while holds (duration WHILE)",
    "counters": "Положите N <counter> на `what`: params counter BOOST / WEAKENING (opposite ones cancel, §2.2), EGG or "
                "a marker's name; params distribute: the N go one at a time, each on a card of `what` the controller "
                "picks; params from THIS: moved off the source onto `what`",
    "grant": "`what` gains params keyword (the amount: its number; params over: the class Превосходство is over, "
             "CHOSEN_CLASS) or params ability (a quoted Ability), for params duration (END_OF_TURN for a keyword "
             "unless printed, else PERMANENT) or while params while holds",
    "lose": "`what` loses params keyword, or params all (ALL_ABILITIES, ALL_EFFECTS), for params duration "
            "(PERMANENT unless printed); losing what it has not is not done; «теряет Спящий» opens it",
    "set_class": "`what`'s classes become params class (CHOSEN_CLASS: the class this card named; NO_CLASSES: none, "
                 "«теряет классы») until it leaves play, or for params duration; a target named in a graveyard "
                 "(«Существо на кладбище становится …») has it while it stays there; "
                 "params new_only: not done to a card that has the class already («Усовершенствуйте» → Механизм)",
    "control": "`what` comes under the control of params to (YOU, OPPONENT, OWNER, FEWEST_LIFE), for params duration (PERMANENT: "
               "for good; else control goes back when it ends); a control change makes it weak this turn (209.2). "
               "With params select: the player `what` may give one card of select he controls (or decline); with "
               "params total_strike (an Amount): the controller picks cards of `what` one at a time while their "
               "strikes add up to no more than it, and may stop",
})

# ---- cards moving between zones (engine/effects/moves.py; compiler: cards/language/zone_moves.py) ----
# One verb moves cards between zones other than play: ``move`` (params below). ``draw``, ``discard``, ``mill`` and
# ``hoard`` keep names of their own: the rules give them events of their own (DRAWN, DISCARDED, Мор, HOARDS) with
# triggers and replacements. The parameter values are these constants.
MOVE = "move"
TO = "to"  # param: the destination zone (HAND, DECK, SIDEBOARD)
FROM = "from"  # param: the zone the cards must still be in (``what`` a card Ref) or are picked from (``what`` a player)
POSITION = "position"  # param: where in a deck they go
DECK_TOP = "top"  # «на верх колоды»
DECK_BOTTOM = "bottom"  # «под низ колоды»
SHUFFLED = "shuffle"  # «замешайте в колоду»: anywhere, the deck shuffled (§8.2)
ORDER = "order"  # param: the order of several cards going on top of a deck
OWNERS_CHOOSE = "owners_choose"  # «в порядке, выбранном их владельцами»: each owner orders his own
COUNT = "count"  # param: how many of the matching cards (``amount`` says N)
EXACTLY = "exactly"  # N, or as many as there are (default)
ALL_MATCHING = "all"  # every matching card («все карты …»)
MAY = "may"  # param of a ``close`` of picked cards: the picking player may decline («может закрыть»)
SAME_NAME_AS = "same_name_as"  # param (a Ref): only cards with the name of the card it names («с таким же названием»)
UP_TO = "up_to"  # N or fewer: the picking player may stop («до N карт»)
ANY_NUMBER = 99  # the count of «любое число <карт>»: no practical bound; a pick of one card or more is the instruction done
TOTAL_COST = "total_cost"  # param (int or Amount): the cards picked cost at most this together («суммарной стоимостью до N»)
EACH_OF = "each_of"  # param (a tuple of Selects): one card of each («существо, заклинание и карту поддержки»)
ANY_GRAVEYARDS = "any_graveyards"  # param True: «с любых кладбищ» — the cards picked may come from both graveyards
# param True: «до Х карт с любого кладбища» — the cards are picked among both graveyards; with RulesConfig
# any_graveyard_picks 'one' (the default) all from the graveyard of the first one picked
ANY_GRAVEYARD = "any_graveyard"
CHOOSER = "chooser"  # param: who picks the cards (default OWNER: the player whose zone it is)
# OWNER (above) also names, in params chooser, the player whose zone the cards are in («по своему выбору»).
BY_YOU = "you"  # the controller of the ability («на ваш выбор»)
ARRIVED = "arrived"  # param THIS_TURN: only the cards that came to params from this turn («попавших … в этом ходу»)
NOTED = "noted"  # param True: the number of cards moved is noted for a later instruction of the same card
# SWAP (above) is also a move param: True — the cards of params to come to params from at the same time.
X_COST = "x_cost"  # param True: only cards whose printed cost is the X of the ability («стоимостью Х{м}»)


def move_params(to: str, position: str | None = None, source: str | None = None,
                *more: tuple[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The params of a ``move`` to zone ``to`` (a deck: at ``position``) from zone ``source`` (None: wherever the
    cards are), then ``more`` params as they are."""
    return ((TO, to), *(((POSITION, position),) if position else ()), *(((FROM, source),) if source else ()), *more)


def is_move(verb: str, params: tuple[tuple[str, Any], ...], to: str, source: str | None = None) -> bool:
    """Whether an effect (its ``verb`` and ``params``; an Effect or a compiler Draft) moves cards to zone ``to``, from
    zone ``source`` when one is given."""
    if verb != MOVE:
        return False
    found = dict(params)
    return found.get(TO) == to and (source is None or found.get(FROM) == source)


def nested_effects(effects: Any) -> Any:
    """Every effect of ``effects`` and every effect inside them (``then``, ``otherwise``, a group's ``effects``, each
    mode of «Выберите одно из»), each one before the effects inside it — for scans of what a card can do."""
    for e in effects:
        yield e
        yield from nested_effects(e.then)
        yield from nested_effects(e.otherwise)
        yield from nested_effects(e.param("effects", ()) or ())
        for mode in e.param("modes", ()) or ():
            yield from nested_effects(getattr(mode, "effects", mode))


# Effect constructors that read like the card («Fireplace style»).
def _amount(n: int | Amount | None) -> int | Amount | None:
    return n


def Wound(what: Ref, n: int | Amount) -> Effect:  # noqa: N802
    return Effect("wound", what, _amount(n))


def Heal(what: Ref, n: int | Amount | None = None) -> Effect:  # noqa: N802
    return Effect("heal", what, n, params=(("all", n is None),))


def Draw(n: int | Amount = 1, who: Ref = YOU_PLAYER) -> Effect:  # noqa: N802
    return Effect("draw", who, n)


def Discard(n: int | Amount = 1, who: Ref = YOU_PLAYER, chooser: str = "owner") -> Effect:  # noqa: N802
    return Effect("discard", who, n, params=(("chooser", chooser),))


def Shot(what: Ref, n: int | Amount) -> Effect:  # noqa: N802
    return Effect("shot", what, n)


def Poison(what: Ref, n: int | Amount) -> Effect:  # noqa: N802
    return Effect("poison", what, n)


def Stun(what: Ref) -> Effect:  # noqa: N802
    return Effect("close", what, params=(("stun", True),))


def Ready(what: Ref) -> Effect:  # noqa: N802
    return Effect("open", what, params=(("ready", True),))


def Destroy(what: Ref) -> Effect:  # noqa: N802
    return Effect("destroy", what)


def Modify(what: Ref, strike: int = 0, life: int = 0, duration: str = END_OF_TURN) -> Effect:  # noqa: N802
    return Effect("modify", what, None, params=(("strike", strike), ("life", life), ("duration", duration)))


def Grant(what: Ref, keyword: str, value: int = 1, duration: str = END_OF_TURN) -> Effect:  # noqa: N802
    return Effect("grant", what, value, params=(("keyword", keyword), ("duration", duration)))


def GainCoins(n: int, temporary: bool = True) -> Effect:  # noqa: N802
    """«Получите N{м} (до конца хода)»: temporary coins, or (``temporary`` False) the player's own ones."""
    return Effect("gain_coins", YOU_PLAYER, n, params=() if temporary else (("duration", PERMANENT),))


def Search(select: Select, n: int = 1) -> Effect:  # noqa: N802
    return Effect("search", YOU_PLAYER, n, params=(("select", select),))


# ----------------------------------------------------------------------------------------------------------
# Costs (payment, written before the colon; 113.1, §3.2)
# ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cost:
    """One resource of a payment. kinds: ``coins`` (N or X), ``close`` ({Т}: close the source — an action),
    ``discard`` (N cards from hand), ``wound_self`` (N wounds on the source, never more than its remaining
    life), ``destroy_self``, ``remove_markers`` (``marker`` name, N)."""

    kind: str
    amount: int = 1
    is_x: bool = False
    marker: str | None = None
    select: Select | None = None  # ``close_own`` — the creature closed must match («вашу речную деву»)


PER_BATTLE = "per_battle"
"""Ability meta: «(N раз за бой)» — at most N uses in the whole battle (the game), beside the per-turn limit (RulesConfig
``per_battle`` may read it as per turn instead)."""

COINS = "coins"
CLOSE = "close"
STAY_OPEN = "stay_open"  # «Не закрываясь:» (§6.2): the source must be open and stays open; not an action


# ----------------------------------------------------------------------------------------------------------
# Triggers and static parts
# ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Trigger:
    """When a triggered ability fires (112.2).

    ``event`` is one of EVENTS. ``subject`` filters the card the event is about (None = the source itself,
    e.g. «Найм:», «Гибель:»); ``whose_turn`` YOU / OPPONENT / ANY restricts to turns («в ваш ход»);
    ``other`` filters the other card of the event (the one attacked, the one that dealt wounds …).
    """

    event: str
    subject: Select | None = None
    whose_turn: str = ANY
    other: Select | None = None
    nth: int = 0  # compiler addition: for the *_NTH events, which one this turn («вторую карту за ход» → 2)
    except_first: bool = False  # «…, кроме первого раза за ход»: not the first such event of that player this turn
    from_play: bool | None = None  # PUT_INTO_GRAVEYARD: the card came from the play zone (True) or not («не с поля боя»)
    # MOR_FIRES: every card that Мор put into a graveyard fits it («если из-за Мора … на кладбище попали только
    # существа»; whether a Мор that moved none counts: RulesConfig ``mor_only_needs_a_card``)
    moved: Select | None = None


@dataclass(frozen=True, slots=True)
class StaticPart:
    """One continuous effect of a static ability (114), applied while the source is in the ability's zone.

    kinds: ``modify`` (strike/life +N to ``select``), ``grant`` (keyword to ``select``), ``cost`` (cards of
    ``select`` being played cost ``value`` more; negative = cheaper), ``forbid`` (``what``: 'attack',
    'defend', 'be_attacked', 'be_targeted' for ``select``).
    """

    kind: str
    select: Select | None = None
    value: int = 0
    keyword: str | None = None
    what: str | None = None
    condition: Condition | None = None
    counter: str | None = None  # kind ``play_hoarded``: ``value`` counts once per such counter on the holder
    destroy_holder: bool = False  # kind ``play_hoarded``: «при этом уничтожьте его» (the holder)
    strike: int = 0  # compiler addition: kind ``modify`` — strike bonus (+N к удару)
    life: int = 0  # compiler addition: kind ``modify`` — life bonus (+N к жизням)
    ability: Any = None  # compiler addition: kind ``grant_ability`` — the quoted Ability the cards have
    per: Any = None  # compiler addition: a Select — ``value`` counts once per card matching it («за каждого …»)
    floor: int | None = None  # kind ``cost`` — «…, но не менее N{м}»: this change never takes the cost below N
    victim: Any = None  # kind ``strike_vs`` — a Select the card struck must match


# StaticPart ``what`` of kind ``wounds_dealt``: «Способности <np> наносят на N ран больше» — only the wounds those
# cards deal by their abilities (every wound but a strike's: an instruction's, a shot's)
ABILITY_WOUNDS = "ability_wounds"
# StaticPart kind: «Если существо должно войти в игру не в результате розыгрыша, вместо этого оно входит в игру без
# особенностей» — the cards of ``select`` entering play unplayed have lost their abilities as they enter
ENTERS_WITHOUT_ABILITIES = "enters_without_abilities"
# Select.state: a support card of the same type (weapon, armour, amulet …) as the trigger's card («того же класса»)
TYPE_OF_EVENT = "type_of_event"
# StaticPart kind: «Под вашим контролем может быть до N экипировок каждого класса» — the support cards of ``select``
# under the static's controller: up to ``value`` of each class (type) instead of one (digest §2.1)
SUPPORT_SLOTS = "support_slots"
# StaticPart ``limit`` what: «Медитация <ваших карт> срабатывает N раз за ход» — the Медитация of the cards of ``select``
# works up to ``value`` times a turn where RulesConfig ``meditation_per_turn`` sets a lower limit
MEDITATION_LIMIT = "meditation_per_turn"
# StaticPart ``prevent_first`` what: the wounds of the first attack of the turn («… ран от первой атаки в ход противника»)
FIRST_ATTACK = "first_attack"


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card (111): static, activated, triggered, or a spell's instruction list.

    ``per_turn``: uses allowed per turn («один (X) раз за ход»); ``None`` means the rules' default (113.4:
    activated once per turn; 112.5: triggered once per turn unless ``every_time``).
    ``zone``: where the ability works (play by default; «эта особенность работает в руке» → hand).
    """

    kind: str
    text: str = ""
    zone: str = PLAY
    costs: tuple[Cost, ...] = ()
    trigger: Trigger | None = None
    condition: Condition | None = None
    optional: bool = False
    every_time: bool = False
    per_turn: int | None = None
    targets: tuple[Target, ...] = ()
    effects: tuple[Effect, ...] = ()
    statics: tuple[StaticPart, ...] = ()
    keyword: tuple[str, int] | None = None
    meta: tuple[tuple[str, Any], ...] = field(default=())

    @property
    def is_triggered(self) -> bool:
        return self.kind == TRIGGERED

    @property
    def is_activated(self) -> bool:
        return self.kind == ACTIVATED

    @property
    def is_static(self) -> bool:
        return self.kind == STATIC

    @property
    def closes_source(self) -> bool:
        """Whether the payment includes {Т} (so using it is an action, §7.3)."""
        return any(c.kind == CLOSE for c in self.costs)

    @property
    def coin_cost(self) -> int:
        return sum(c.amount for c in self.costs if c.kind == COINS and not c.is_x)


# ----------------------------------------------------------------------------------------------------------
# Keywords (digest §6): code name → printed Russian word. A keyword line compiles to
# ``Ability(STATIC, keyword=(code, value))`` (value 1 for plain keywords; X for «Броня X» etc.) unless it
# is really a triggered/activated ability in disguise (then the compiler emits that ability too).
# ----------------------------------------------------------------------------------------------------------

KEYWORDS: dict[str, str] = {
    "haste": "Рывок",
    "first_strike": "Первый удар",
    "last_strike": "Последний удар",
    "directed_strike": "Направленный удар",
    "armor": "Броня",
    "scales": "Чешуя",
    "attack_experience": "Опыт в атаке",
    "defence_experience": "Опыт в защите",
    "wrath": "Гнев",
    "horde": "Орда",
    "unique": "Уникальность",
    "frenzy": "Бешенство",
    "vulnerability": "Уязвимость",
    "sleeping": "Спящий",
    "stealth": "Скрытность",
    "suppression": "Подавление",
    "vampirism": "Вампиризм",
    "regeneration": "Регенерация",
    "might": "Могущество",
    "ambush": "Засада",
    "vanguard": "Авангард",
    "clutch": "Кладка",
    "thirst": "Жажда",
    "fury": "Ярость",
    "concentration": "Концентрация",
    "meditation": "Медитация",
    "incarnation": "Инкарнация",
    "unity": "Единение",
    "undead": "Немертвый",
    "superiority": "Превосходство",
    "elusive": "Неуловимость",
    "module": "Модуль",
    "cannot_attack": "Не может атаковать",
    "cannot_defend": "Не может выступать защитником",
    "cannot_be_stunned": "Не может быть оглушён",
    "no_wounds": "Не получает ран",
    "spell_protection": "Защита от заклинаний",
    "untargetable": "Не может быть выбран целью заклинаний и способностей",
    "shot_protection": "Защита от выстрелов",
    "poison_protection": "Защита от отравления",
    "attack_reduction": "–X от атаки",
    "stays_open_after_attack": "Не закрывается после атаки",
}


# ----------------------------------------------------------------------------------------------------------
# Additions by the card-text compiler (cards/compiler.py). Each is something the engine must implement.
# ----------------------------------------------------------------------------------------------------------

SIDEBOARD = "sideboard"  # zone: «дополнительная колода» (ability zone «работает в дополнительной колоде»)
END_OF_YOUR_TURN = "end_of_your_turn"  # duration «до конца вашего хода»
END_OF_NEXT_OWN_TURN = "end_of_next_own_turn"  # duration «до конца вашего следующего хода»
EACH = "each"  # Ref("player", side=EACH): every player in turn («каждый игрок»), starting with you
CHOSEN_CLASS = "@chosen_class"  # in Select.classes: the class named by this card's «Выберите класс»
NO_CLASSES = "@no_classes"  # set_class params class: the card has no class any more («теряет классы»)

KILLS = "kills"  # «Когда … убивает существо»: subject dealt the wounds that made `other` die
HOARDS = "hoards"  # «Когда … добывает карту»: subject hoarded a card
PUT_INTO_GRAVEYARD = "put_into_graveyard"  # «Когда … попадает на кладбище» (from any zone, not only death)
EVENTS = (*EVENTS, KILLS, HOARDS, PUT_INTO_GRAVEYARD)

VERBS.update({
    "hoard": "добывает: put cards under params holder (a Ref), a HOARDS event each: the cards `what` names; or, params "
             "from DECK, `amount` cards of player `what`'s deck from its params position end; from HAND, `amount` cards "
             "of player `what`'s hand that fit params select, picked by params chooser (OWNER, BY_YOU) — with params "
             "count UP_TO and no amount, any number of them (the picker may stop); from HAND or "
             "GRAVEYARD with `what` the player ANY, the controller first chooses whose zone; from HOARDED, cards "
             "already hoarded change holder; params arrived THIS_TURN: every card of params select that came to a "
             "graveyard this turn",
})

KEYWORDS.update({
    "gift_of_life": "Дар жизни",
    "created": "Созданный",
    "directed_strike_creatures": "Направленный удар по существам (по существу противника)",
    "directed_strike_heroes": "Направленный удар по героям (no defender against its strikes at a hero)",
    "no_wounds_from_strikes": "Не получает ран от ударов",
    "cannot_be_attacked": "Не может быть целью атаки ударом",
    "cannot_attack_hero": "Не может атаковать героя",
    "max_per_deck": "Не более N в колоде (deck building; value N)",
    "deck_any_hero_of_class": "Может быть в колоде любого героя-<класса> (deck building; meta hero_class)",
    "deck_only_hero_of_class": "Может быть в колоде только у любого героя-<класса> (deck building; meta hero_class)",
    "deck_not_hero_element": "Не может быть в колоде, если ваш герой — <стихия> (deck building; meta element)",
})

# Kinds used by the compiler beyond those listed in the docstrings above:
# - StaticPart ``grant_ability`` (field ``ability``), ``play_from_graveyard`` (``what`` = "hero_hoards": the
#   source may be played from the graveyard, then your hero hoards it); ``select=None`` means the source
#   itself; ``per`` multiplies ``value`` by the number of cards matching it; ``modify`` uses ``strike`` /
#   ``life``.
# - Condition ``no_coins_spent`` («если при розыгрыше … не было потрачено {м}»), ``revealed`` (the card revealed
#   last, IT, matches ``select``), ``source_state`` with state "attacking", ``hand_size``.
# - Cost ``discard`` (N), ``destroy_self``, ``lose_coins`` (N coins lost, not closed), ``close_own`` (close one
#   of your creatures), ``close_hero`` (close your hero), ``destroy_own`` (destroy one of your creatures).
# - Effect ``modify`` with an ``amount`` (an Amount): strike/life are multiplied by it («+1 за каждое …»).

VERBS.update({
})

# Additions by the card-text compiler, second round. Each is something the engine must implement.
KEYWORDS.update({
    "deck_hero_elements_only": "В вашей колоде не может быть карт со стихиями, отличными от стихий <героя> "
                               "(deck building: every card's elements are among the hero's)",
    "deck_multi_or_neutral_only": "В вашей колоде могут быть только мультистихийные и нейтральные карты "
                                  "(deck building: every card has two or more elements, or is Нейтральные)",
})

VERBS.update({
})
# StaticPart kind ``play_hoarded``: the holder's controller may play the cards hoarded under it, their cost
# changed by ``value`` per ``counter`` on the holder; ``destroy_holder``: then destroy the holder.
VERBS.update({
})
# - Amount ``ambushes_this_turn``: the number of «Засада» abilities used this turn (by any player), times ``per``
#   («… за каждую засаду, сработавшую в этот ход»).
# - StaticPart ``all_classes`` (select None: the source): the card has every creature class («обладает всеми
#   классами существ»).
# - StaticPart ``all_elements`` (select: the cards named): those cards in play have every element, «Нейтральные»
#   included («Ваш герой считается нейтральным и обладает всеми стихиями»; engine/selectors.elements_of).
# - StaticPart ``shares_abilities`` (select: a hero): that card has this card's other abilities — its printed keywords
#   and its statics of itself («Ваш герой имеет все другие особенности этой карты»; engine/continuous.applies).
# - StaticPart ``copy_rule`` / ``copy_rule_not_copied``: the lines of the token Копия that state the rule of copies
#   (digest §2.1); the engine reads neither — every copy it makes follows the rule (effects.control_copies.copy_for).
# - StaticPart ``lose_abilities`` (select: the cards named, never the source): those cards have lost their abilities
#   while the static works («Другие существа теряют особенности, пока <эта карта> в игре», «Герой противника теряет
#   особенности»; engine/continuous.lost_abilities, the order of such statics: RulesConfig.lose_abilities_statics).
# - Select.state ``not_event``: not the card the trigger is about (a hero's «другое ваше существо» after «Когда
#   вы разыгрываете существо»).
KEYWORDS.update({
    "deck_up_to_n_of_class": "В вашей колоде может быть до N любых <класс> (deck building of a hero; value N, meta "
                             "class: up to N cards of that class, of any element, in the deck)",
})
VERBS.update({
    "flip": "Переверните `what`: a double-faced card turns to its other side, the «Обращённый» one, and back (digest "
            "§2.1; CardDef.back; engine/effects/double_faced.py): the same card in play, with the other side's name, "
            "properties and abilities; wounds, effects and counters stay",
})
KEYWORDS.update({
    "superiority_lower_strike": "Превосходство над существами с меньшей силой удара (than this card's, when compared)",
    "superiority_lower_cost": "Превосходство над существами меньшей стоимости (than this card's cost)",
})
KEYWORDS.update({
    "shot_bonus": "+N к выстрелам (this card's shots deal N more wounds)",
})
# «-N к атакам» (Мохноног-провокатор, given by a static): each attack of this card — a strike attack, a fight, a shot
# (an attack: digest §5.5, FAQ #29) — is N weaker; a retaliation is not an attack (§5.1). Values add up (continuous.added_keyword)
KEYWORDS.update({
    "attack_penalty": "-N к атакам (each attack of this card, strike or shot, is N weaker)",
})
# Static kind ``must_attack_source`` («<существо> должно атаковать <эту карту> при первой возможности»): the cards named
# must attack the static's own card as soon as they can (digest §4 «Obligations»; restrictions.obliged_attack_targets)
# - Select.state ``no_abilities``: «без особенностей» (the card has no abilities now: none printed or all lost).

# «… N-ю карту за ход» triggers (Trigger.nth = N): like CARD_PLAYED / DRAWN / ENTERS_PLAY, but only for the N-th such
# card this turn (counting the subject's matches of that player; ENTERS_PLAY_NTH: of every player).
CARD_PLAYED_NTH = "card_played_nth"  # «Когда противник разыгрывает второе существо за ход»
DRAWN_NTH = "drawn_nth"  # «Когда противник берёт вторую карту за ход»
ENTERS_PLAY_NTH = "enters_play_nth"  # «Когда в игру входит второе существо за ход»
DISCARDED_NTH = "discarded_nth"  # «Когда вы сбрасываете третью карту за ход»
# «Когда вы разыгрываете пятого дракона за игру»: the N-th such card that player played in the whole game
CARD_PLAYED_NTH_IN_GAME = "card_played_nth_in_game"
FLIPPED = "flipped"  # a double-faced card turned to its other side (subject: the side now in play; other: the old one)
EVENTS = (*EVENTS, CARD_PLAYED_NTH, DRAWN_NTH, ENTERS_PLAY_NTH, DISCARDED_NTH, CARD_PLAYED_NTH_IN_GAME, FLIPPED)
KEYWORDS.update({
    "deck_any_of_class": "В вашей колоде могут быть любые <класс> (deck building of a hero; meta class: cards of that "
                         "class of any element may be in the deck)",
    "deck_up_to_n_of_element_class": "В колоде может быть до N <стихия> <класс> (deck building of a hero; value N, meta "
                                     "element and of_class: up to N cards of that element and class in the deck)",
    "deck_sideboard_bonus": "В вашей дополнительной колоде может быть на N карт больше (deck building of a hero; "
                            "value N: the sideboard limit raised by N)",
    "deck_mentioning_class": "В вашей колоде могут быть любые карты, на которых упоминаются <класс> (deck building of "
                             "a hero; meta class: any card whose name, classes or text names the class)",
})
TARGETED = "targeted"  # «Когда становится целью заклинания»: subject (None: this card) was chosen as a target of
#                       the `other` card's ability (Select(SPELL): a spell)
EVENTS = (*EVENTS, TARGETED)

# «После атаки» (112.2 «После»): the attack is over — the fight was dealt (or the attack ended without it).
# subject: the attacker; other: the final target.
AFTER_ATTACK = "after_attack"
EVENTS = (*EVENTS, AFTER_ATTACK)
VERBS.update({
})
# - Cost ``thirst`` (amount N): «Жажда N:» written as the payment of an activated ability — wound another of your
#   characters by N (§3.2).

# A strike (attack or retaliation) that put wounds on its target — subject: the striker, other: the card
# struck, amount: the wounds. «Вампиризм X» listens to it (§6.2).
STRIKE_WOUNDS = "strike_wounds"
EVENTS = (*EVENTS, STRIKE_WOUNDS)

# ---- Replacement, prevention, prohibitions: verbs, events and keywords ----
# Replacement and prevention: engine/replacements.py.
PLAYED_FREE = "played_free"  # Select.state: a card in play played for no {м} («Когда вы бесплатно разыгрываете …»)
# Select.state: a card in play for which no {м} was paid — played for nothing or put into play by an effect («вошло в
# игру бесплатно»); the same test as PLAYED_FREE (a card not played paid nothing), worded for an entry
ENTERED_FREE = "entered_free"
NOT_PLAYED = "not_played"  # Select.state: a card in play that entered it without being played (summoned, revived,
#                            created, put into play: «вошло в игру, но не было разыграно»; zones.enter_play notes plays)
NOT_IT = "not_it"  # Select.state of «все другие <карты>» right after an instruction on every card of a set: the cards
#                   that instruction did not act on (IT; Пляски до упаду: «откройте всех закрытых …; закройте всех других …»)
END_OF_OPPONENT_TURN = "end_of_opponent_turn"  # duration «до конца хода противника»: ends at the end of the next
#                                                turn of the effect owner's opponent (this turn, if it is his)
KEYWORDS.update({
    "no_wounds_from_attacks": "Не получает ран от атак (strikes of an attacker in its attack, and shots)",
    "attack_ordinal_protection": "Защита от второй и третьей атаки по себе за ход (value: bit N set for the N-th attack on "
                                 "the card in a turn; as Не получает ран от атак for those attacks)",
    "no_wounds_from_spells": "Не получает ран от заклинаний (the source of the wounds is a spell)",
    "no_wounds_from_poison": "Не получает ран от отравления",
    "no_wounds_from_opponent": "Не получает ран от карт противника (the source is a card of the holder's opponent)",
    "no_wounds_from": "Не получает ран от <карт> (meta from: a Select the source of the wounds fits; printed only)",
    "no_untap": "Не открывается в начале (вашего) хода (the фаза восстановления does not open it)",
    "no_open_own_turn": "Не открывается в свой ход (nothing opens it in its controller's turn: the фаза "
                        "восстановления, «Откройте», «Подготовьте»)",
    "no_wounds_while_attacking": "Не получает ран, пока атакует (as a keyword a card can be given for a time)",
    "cannot_be_shot_target": "Не может быть целью выстрелов (not a legal target of an instruction «Выстрел»)",
    "cannot_lose_abilities": "Не может быть лишён особенностей («теряет особенности» does nothing to it)",
    "not_closed_by_opponent": "Карты противника не могут заставить <её> закрыться (their Закройте / Оглушите / "
                              "Подавление do nothing to it)",
})
# «<Особенность> не работает» (digest §6.2): while a card with one of these is in play, that ability of every card in
# play is switched off — Рывок does not exist, «Найм:» / «Гибель:» abilities do not trigger, «Вызовите» does nothing
NOT_WORKING: dict[str, str] = {"рывок": "haste_off", "найм": "hire_off", "гибель": "death_off", "вызов": "summon_off"}
KEYWORDS.update({
    "haste_off": "Рывок не работает (no card in play has Рывок)",
    "hire_off": "Найм не работает (no «Найм:» ability triggers)",
    "death_off": "Гибель не работает (no «Гибель:» ability triggers)",
    "summon_off": "Вызов не работает (a «Вызовите» instruction does nothing)",
})
# - StaticPart ``replace`` (what: the event replaced, e.g. WOUNDED; select: whose event, None = this card;
#   condition: may use Condition ``event_card`` — the card the event is about fits ``select``): «Если <X> должен
#   получить раны, вместо этого …». The static's Ability holds in ``effects`` what is done instead (run at once,
#   no Queue, no decisions); in them EVENT("subject") is X, EVENT("other") the source, Amount ``event_amount``
#   the event's number («столько же ран»).
VERBS.update({
    "instead_of_death": "«если оно должно погибнуть, вместо этого …»: each card of `what` in play at 0 life (it would "
                        "die at the next rules effects) does params effects instead (run now, before the rules effects). A rules concept: a replacement effect («эффект замещения», digest §7.5 «Вместо»)",
})
# - Condition ``hero_life_below_source``: your hero has less current life than the source («пока имеет меньше текущих
#   жизней, чем <эта карта>»); ``hero_life_below_sum``: … than the sum of the current lives of the cards of
#   ``select`` («…, чем сумма текущих жизней ваших великанов»).
# - StaticPart ``prevent_first`` (select: the characters, value N): once a turn, each of them is spared the first N
#   wounds it would take («Предотвратите первую рану, полученную каждым вашим персонажем за ход»). With ``what``
#   FIRST_ATTACK: of the wounds the cards of ``select`` take from the first attack of a turn (which one: RulesConfig
#   ``first_attack_shield``), up to N (× ``per``, counted as they come) in all are prevented («Предотвратите Х ран от
#   первой атаки в ход противника, где Х — …»; the turn: its ``condition``).
# - StaticPart ``forbid`` what ``be_destroyed`` («не могут быть уничтожены»: «Уничтожьте» does nothing), ``be_hoarded``
#   («… или добыты»), ``hoarded_by_opponent`` / ``to_hand_by_opponent`` («Карты противника не могут добыть или положить
#   в руку <X>»), ``be_controlled`` («не могут быть взяты под контроль»), ``forced_fight`` («нельзя
#   заставить сразиться»: no «Сразиться» effect makes it fight); StaticPart ``limit`` what ``gain_coins`` value N
#   («Игроки не могут получать более N{м} за ход»: every player, every turn, income included); what
#   ``offturn_coins`` («Игроки не могут закрывать или оплачивать {м} не в свой ход»: no coin payment — Засада,
#   abilities, «Заплатите» — outside one's own turn).
# - Select / Condition state ``fighting``: the card is in a fight now (striking or struck, «пока сражается»).
# (end of replacement, prevention, prohibitions)

# ---- Amounts (computed numbers): verbs, events and keywords ----
VERBS.update({
})
# Amount kinds (evaluated by ``engine.effects.amount_of``; the result is divided by ``div``, then times ``per``):
# - ``sum``: the sum of ``parts`` («за каждое ваше Яйцо и каждого вашего дракона»).
# - ``history``: a measure of the game's event history («карт, которые вы взяли в этот ход», «за каждую карту, которую
#   вы сбросили в этом ходу», «количество ран, излеченных с ваших существ в ваш прошлый ход») (``HistoryQuery``, engine/history.py).
# - ``done``: the cards the previous instruction of this resolution acted on, «таким образом» (drawn, discarded,
#   shuffled, healed …); ``select`` (kind only) filters them («за каждое замешанное таким образом существо»).
# - ``hand_gap``: how many more cards the opponent has in hand than you (0 if not more) — «берите карты, пока у вас в
#   руке не будет столько же карт, сколько у противника», «противник сбрасывает карты, пока у него не станет столько
#   же карт, сколько и у вас».
# - ``own_wounds`` (verb wound only): each card acted on is wounded by the wounds it has («удвойте количество ран»).
# - ``event_cards``: 1 per card of the triggering draw / discard event («Каждый раз, когда вы сбрасываете карты, …
#   за каждую сброшенную карту»; the engine emits one event per card).
# - ``cost``: the printed cost of the card(s) of ``ref`` (IT: the cards the previous instruction acted on — «стоимость
#   {м} сброшенной таким образом карты», «… уничтоженной карты», «стоимость этого существа» after «Положите … в руку»).
# - ``distinct_classes`` / ``distinct_names``: how many different classes / names the cards of ``select`` have («за
#   каждый разный класс среди других существ», «за каждые 5 карт с разным названием на кладбище»).
# - ``event_amount``: the number of the triggering event — the wounds of a WOUNDED / DEALS_WOUNDS event («наносит
#   столько же ран …», «за каждую полученную рану»).
# - ``paid``: the coins paid for the card of a CARD_PLAYED event («количество {м}, потраченных на розыгрыш этой карты»).
# - ``spent_on_action``: the coins spent on the action of an ACTS_EVENT («количество потраченных {м} на это действие»).
# - ``coins``: all the controller's coins, open and closed, temporary included («за каждую {м} под вашим контролем»).
# - ``excess``: the excess damage («избыточный урон», digest §5.4.8) of the previous «Ранить» of this resolution:
#   the wounds beyond the victim's life, at most the wounds it dealt.
# More amounts and costs of mixed phrases:
# Cost kind ``wound_hero`` (amount N): «Раньте вашего героя на N:» — N wounds on your hero as payment (no source).
KEYWORDS.update({
    "defend_any_times": "Может выступать защитником любое число раз за ход: the once-per-turn limit on defending "
                        "(digest §5.3) does not apply to this creature (it must still be open)",
})
# (end of amounts (computed numbers))

# ---- Zones and hidden information: verbs, events and keywords ----
# Select.side EITHER: the zone of either player — «с любого кладбища». Unlike ANY (which in a private zone means
# *your* zone, FAQ #16), the candidates are the cards of both players' zones. The compiler uses it only for one
# card chosen from a graveyard (a target, or a pick of one card on resolution): «все карты / до N карт с любого
# кладбища» (one graveyard or both?) stays refused.
EITHER = "either"
# «Когда <эта карта> попадает из колоды на кладбище»: subject went from a deck straight into a graveyard (Мор, «Положите
# N верхних карт … на кладбище», a look / search that puts it there); emitted after PUT_INTO_GRAVEYARD.
DECK_TO_GRAVEYARD = "deck_to_graveyard"
EVENTS = (*EVENTS, DECK_TO_GRAVEYARD)
# «Когда (противник / игрок) перемешивает колоду», «если противник не перемешивал колоду …»: a player's deck was
# shuffled (zones.shuffle_deck; which shuffles count is the rules option ``deck_shuffles``). Subject: the hero of the
# deck's owner (so «его колоды» is the deck of the event's card's controller), player: the deck's owner.
DECK_SHUFFLED = "deck_shuffled"
EVENTS = (*EVENTS, DECK_SHUFFLED)
VERBS.update({
})
# «look_top» params added for zones and hidden information: ``to`` ('hand' by default, or 'graveyard') where the picked cards go;
# ``up_to`` the player may pick fewer than ``take`` (none too); ``select`` which cards may be picked; ``show`` the
# picked cards are shown to both players («можете показать из них …»); ``rest`` 'keep' leaves the others on top in
# their order; ``amount`` (an Amount, e.g. X) instead of ``n``; ``more`` cards more may be taken when the Condition
# ``more_if`` holds («если у противника нет открытых {м}, положите ещё одну карту»).
NAMED = "@named"  # in Select.name: the card name this card's «Назовите карту» named
VERBS.update({
})
# - Condition ``it_any``: one of the cards the previous effect acted on (IT) matches ``select`` («если противник
#   сбросил существо»).
# - Select.state ``other_name``: «с другим названием» — the card's name differs from the source's.
# - Cost ``shuffle_self`` («замешайте <эту карту> в колоду:»: the source, in play, goes into its owner's deck) and
#   ``shuffle_grave`` (amount N: «замешайте N карт с вашего кладбища в колоду:», picked by the player).
# (end of zones and hidden information)

# ---- Combat keywords: verbs, events and keywords ----
# «Когда становится целью атаки»: a card was named as the target of an attack (a declared strike attack, a shot, a
# fight) — subject: that card, other: the attacker. Emitted right after ATTACKS.
ATTACK_TARGETED = "attack_targeted"
# «Когда <существо> выступает защитником»: a defender was assigned — subject: the defender, other: the attacker.
DEFENDER_ASSIGNED = "defender_assigned"
# «Когда от атаки <этого существа> был назначен защитник»: subject: the attacker, other: the defender.
ATTACK_DEFENDED = "attack_defended"
# «Когда у <вашей карты> срабатывает Медитация»: subject: the card whose Медитация X made the attacker pay (X > 0),
# other: the attacker, amount: X.
MEDITATION_USED = "meditation_used"
# «При атаке ударом» / «Когда <существо> атакует ударом»: like ATTACKS, only for an attack by strike (a declared
# strike attack or a fight), not for a shot (§5.1: «атака» is a strike or a shot).
ATTACKS_BY_STRIKE = "attacks_by_strike"
# «Когда получает раны от удара»: WOUNDED, only from a strike (attack or retaliation).
WOUNDED_BY_STRIKE = "wounded_by_strike"
# «Когда получает раны от удара или выстрела»: WOUNDED, only from a strike or a shot.
WOUNDED_BY_ATTACK = "wounded_by_attack"
# «Когда персонаж противника получает раны от выстрела» (Наладчик): WOUNDED, only from a shot.
WOUNDED_BY_SHOT = "wounded_by_shot"
# «Когда <существо> наносит Х ран не ударом»: DEALS_WOUNDS, only from a shot or an ability (not a strike).
DEALS_WOUNDS_NOT_STRIKE = "deals_wounds_not_strike"
EVENTS = (*EVENTS, ATTACK_TARGETED, DEFENDER_ASSIGNED, ATTACK_DEFENDED, MEDITATION_USED, ATTACKS_BY_STRIKE,
          WOUNDED_BY_STRIKE, WOUNDED_BY_ATTACK, DEALS_WOUNDS_NOT_STRIKE, WOUNDED_BY_SHOT)
# - Amount ``event_amount``: the number the trigger's event carries («наносит Х ран ударом» → the wounds dealt;
#   «При ударе на Х» → the strike's strength), times ``per``.
# - StaticPart ``strike_vs`` (select None: the source): the source's strikes (attacks and retaliations) at a card
#   matching ``victim`` are ``value`` stronger («+2 к удару по оглушённым существам»; with condition
#   ``source_state`` attacking: «Пока атакует раненого персонажа, имеет +4 к удару»).
KEYWORDS.update({
    "attacks_reduced_to": "Атаки по этому существу сводятся к X (an attack's strength at it, strike or shot, is at "
                          "most X: «Сведение удара к X», digest §6.2)",
})
KEYWORDS.update({
    "attacks_only_unwounded": "Может атаковать только персонажей без ран (strike attacks and fights: only at an "
                              "unwounded character)",
})
KEYWORDS.update({
    "attack_ability_reduction": "–X от атак и способностей (в том числе от заклинаний): an attack's strength at it "
                                "is X less (as «–X от атак», strikes and shots), and so are an ability's wounds",
})
# A state trigger («Теряет Спящий, если у вас 5 или более {м}»): the rules effects check the ability's condition each
# time before priority; while it holds (and no point of it is pending) the ability triggers. subject: the source.
CONDITION_MET = "condition_met"
EVENTS = (*EVENTS, CONDITION_MET)
END_OF_ITS_TURN = "end_of_its_turn"  # duration «до конца своего хода»: ends at the end of a turn of the controller of
#                                      the card that has the effect
# - Condition ``coins``: the coins the controller has (open or closed, temporary ones included) compared by ``op``
#   with ``value``.
# - Condition ``hand_vs_opponent``: your hand size compared by ``op`` with the opponent's («пока у вас в руке
#   меньше карт, чем у противника»).
# (end of combat keywords)

# ---- Triggers: hoarded cards as nouns, new events, amounts from the event: verbs, events and keywords ----
# Zones of a Select for cards hoarded («добытые») under other cards; ``side`` then means the *holder's* controller
# (the hoarded card itself may be anyone's): «добытые вашими персонажами карты» → zone HOARDED, side YOU;
# «добытые персонажами карты» → side ANY; «добытое вашим героем существо» → zone HOARDED_HERO, side YOU.
HOARDED = "hoarded"  # under a character (hero or creature) of ``side``
ENTER_ZONES = (DECK, HAND, GRAVEYARD, SIDEBOARD, HOARDED, COMPLETED)  # the zones of ``put_into_play``'s params from
HOARDED_HERO = "hoarded_hero"  # under the hero of ``side``
SUMMONED = "summoned"  # «Когда вы вызываете <np>»: subject the card put into play by «Вызовите» (from the deck), player
#                       the one whose ability summoned it
BOOSTED = "boosted"  # «Когда вы кладёте эффект усиления на <np>»: subject the card an эффект усиления was put on,
#                     player the controller of the ability that put it (ослабления are not this event)
LEAVES_PLAY = "leaves_play"  # «Когда <np> покидает игру»: subject left the play zone (to any zone, or hoarded; §8.1)
RETURNED_TO_HAND = "returned_to_hand"  # «Когда <np> возвращается в руку владельца»: subject went from play to the hand
EVENTS = (*EVENTS, SUMMONED, BOOSTED, LEAVES_PLAY, RETURNED_TO_HAND)
REVIVED = "revived"  # «Когда вы возрождаете <np>»: subject a card that came from a graveyard into play without being
#                     played (Возрождение, Инкарнация: digest §8, graveyard → play), player the controller it entered under
EVENTS = (*EVENTS, REVIVED)
# «если в прошлый ход (не) погибло существо», «если в предыдущий ход в игру входило другое ваше существо»: Condition
# ``history`` over the PREVIOUS_TURN window (``HistoryQuery``, engine/history.py).
# Condition ``life_below_count`` («пока у вас меньше жизней, чем <np>»): your hero's current life < count(select).
# StaticPart ``play_self_hoarded`` («Вы можете разыгрывать <эту карту>, пока он добыт»): the card's owner may play it
# from under any holder, as if from the hand (its usual cost).
VERBS.update({
})
# Amount ``event_cost``: the cost of the event's other card — «Когда … добывает существо, … где Х – стоимость добытой
# карты» (HOARDS: subject the holder, other the hoarded card).
# Amount ``event_amount``: the number the triggering event carries — «Когда … получает Х ран, … на Х» (the wounds).
# (end of triggers: hoarded cards as nouns, new events, amounts from the event)

# (the duration «до конца хода противника», END_OF_OPPONENT_TURN, is defined with replacement, prevention, prohibitions above)
# - Condition ``hand_vs_opponent``: the controller's hand size compared by ``op`` with the opponent's («если у вас в
#   руке больше / меньше карт, чем у противника»).
# - Condition ``open_coins``: the controller's open coins compared by ``op`` with ``value`` («если у вас есть 3 или
#   более открытых {м}»).
# - Condition ``ref_state`` with ref IT: the card(s) the previous instruction acted on are in ``state`` («если оно
#   оглушено»).
# - StaticPart ``cost_set`` (select None: the source itself): its printed cost is ``value`` while ``condition`` holds
#   («Стоит 1{м}, если …»); the other cost modifiers still apply to it — unless ``what`` is "free" («можете разыграть
#   <эту карту> бесплатно», an alternative cost: the others are discarded). StaticPart ``cost`` with ``floor`` N: the change
#   never takes the cost below N («…, но не менее 1{м}»; a card that already costs less keeps its cost).
# - «если вы разыграли трёх или более существ в этом ходу»: Condition ``history`` of CARD_PLAYED (``HistoryQuery``, engine/history.py).
# - Effect ``discard`` params chooser "opponent": the discarding player's opponent picks the card («… сбрасывает карту
#   по выбору противника» of each player).
# - Cost ``wound_own`` (amount N): «ранить ваше существо на N:» — one of your creatures (this one too), picked when
#   paying, takes N wounds from this card.
# - «если вы сбрасывали карту в этом ходу» (any way: an instruction, a payment): Condition ``history`` of DISCARDED.
# - StaticPart ``ambush_cost``: the «Засада N» price of the cards of ``select`` changes by ``value`` (``floor`` as for
#   ``cost``) — «Засады ваших существ стоят на 1{м} меньше, но не менее 1{м}».
# - Condition ``went_second``: the controller did not take the first turn of the game («если вы ходили вторым»).
# - Trigger(CARD_PLAYED) without a subject: this very card was played («При розыгрыше <этой карты>», «Когда вы
#   разыгрываете <эту карту>»); it is in play by then (creatures and support cards only).
# (end of costs, playing cards, miscellaneous conditions)

# ---- cards/language/statics.py ----
KEYWORDS.update({
    # «Направленный удар по Яйцам»: no defender may be assigned against this card's strike at a card matching the
    # Select in meta ("vs", Select) (engine/attack_rules.py defenders)
    "directed_strike_vs": "Направленный удар по <картам>",
    # «-X от ударов <карт>»: every strike (an attack's or a retaliation) of a card matching meta ("from", Select) at this
    # one is X weaker (engine/combat.py strike_against; printed only)
    "strike_reduction_from": "-X от ударов <карт>",
})
VERBS.update({
    # «Существо становится энтом»: the classes of `what` are replaced by params class until it leaves play (digest §2.2:
    # a change of a non-base property overwrites the old value; kept as a ``set_classes`` card effect, like upgrade)
})
# - StaticPart ``wounds_taken`` with ``what`` "attack": only the wounds of an attack count (a shot, or a strike of
#   an attacking card; a retaliation is not an attack, digest §5.1) — «Получает на 1 рану меньше от атак».
# - Cost ``stun_own`` (amount N): «Оглушите N ваших открытых существ:» — N open creatures of yours (not this card),
#   picked when paying, are stunned. Cost ``close_own`` with ``select``: the creature closed must match it.
# - Select state ``single_element``: printed with exactly one element («существа с одной стихией»).
# (end of static abilities, conditional statics, class changes, unusual costs)
# ---- the keywords of digest §6 that are abilities or rules of their own ----
# «Когда вы применяете Дар жизни»: a «Дар жизни» was carried out (a copy was created) — subject: the card whose ability
# it was, other: the copy, player: the one who applied it.
GIFT_OF_LIFE_USED = "gift_of_life_used"
EVENTS = (*EVENTS, GIFT_OF_LIFE_USED)
VERBS.update({
    # «Дар жизни (X)» (digest §6.2): the player `what` removes up to `amount` (None: any number — the unnumbered «Дар
    # жизни», rules option ``gift_of_life_unnumbered``) дополнительных жизней from his characters and creates a copy of
    # his chosen non-created creature in play whose cost equals the number removed. The copy comes from the запас
    # (``cards.compiled.reserve_for`` keeps copies of the deck's creatures there); it is IT next. Done when a copy
    # was created (for «при этом»).
    "gift_of_life": "Дар жизни (X): remove ≤X extra lives from your characters, create a copy of your non-created "
                    "creature of that cost. A keyword with its own rule (digest §6.2 «Дар жизни (X)»)",
    # «Скрыться» / «Скрытность» (= «Найм: это существо скрывается»): `what` becomes a hidden character (face down:
    # counter ``hidden``) — no targets, no wounds, not destroyed, untouched by untargeted abilities, its abilities
    # do not work (except Уникальность and its own «раскрыться», which would otherwise mean nothing).
    "hide": "Скрыться: `what` becomes hidden (digest §6.2 «Скрытый персонаж»)",
    # «Раскрыться»: `what` stops being hidden (face up again); it may act as usual (first-turn weakness counts from
    # when it entered play).
    # «Авангард X» (expanded by engine/keywords.py): the controller may play from his hand, without paying its cost, a
    # creature of cost ≤ `amount`; it gets Рывок and goes back to its owner's hand at the end of the turn if it is
    # still in play; if one was played, the Авангард card (THIS) closes.
    "vanguard": "Авангард X: play a creature of cost ≤ X from hand for free; Рывок; back to hand at end of turn. "
                "A keyword with its own rule (digest §6.2 «Авангард X»)",
})
# - Effect ``create_copy`` with params ``gift_copy`` and what EVENT("other") of a GIFT_OF_LIFE_USED trigger: another copy of
#   the creature «Дар жизни» just copied (its copies wait in the запас, ``cards.compiled.reserve_for``).
KEYWORDS.update({
    # «Неуловимость от <select>»: creatures matching meta ``from`` (a Select) cannot defend against its attacks, and
    # cannot attack it while it is open (digest §6.2).
    "elusive": "Неуловимость от X",
    # «Концентрация: <текст>» is a triggered ability (start of your turn, only if this character has no wounds); the
    # ability carries keyword ("concentration", 1) for the record.
})
# - Cost ``remove_extra_lives`` (amount N): «Снимите N дополнительные жизни с ваших персонажей:» — N extra lives removed
#   from your characters (picked by the player, one at a time).
# - Keyword ``gift_of_life`` value 0: the unnumbered «Дар жизни» (no upper bound; see VERBS «gift_of_life»).
# (end of keywords that are abilities or rules of their own (digest §6.2))
# ---- combined cards, engine/combined.py ----
VERBS.update({
    # «Присоедините к <host> <card>», «при этом присоединить к нему Манипулятор»: each card of `what` (a creature in
    # play or in a graveyard) becomes a part of the creature in play that param `to` means: one combined card (digest
    # §2.1) — summed strike, life and cost; all names, elements, classes and abilities; wounds of a card that was in
    # play carry over; the parts separate again when the combined card leaves play.
    "attach": "Присоедините X к Y: X becomes a part of the combined card Y (params entering: «как если бы они имели "
              "способность Модуль и только что вошли в игру» — X's own Найм fire, as a «Модуль» card's do)",
})
# - Keyword ``module`` («Модуль»): when its controller plays it from hand and controls a механизм, he may attach it to
#   that механизм instead of it entering play (its «Найм:» still trigger, with the combined card as «this card»).
# - Amount ``cost`` with the ref of the card the instruction acts on («Ранить существо на Х, где Х - его стоимость»):
#   that card's cost; a combined card's is the sum of its parts'.
# (end of combined cards: «Модуль», «Присоедините»)
# ---- Delayed instructions, «вместо кладбища», «не может действовать»: verbs, events and keywords ----
VERBS.update({
    # «В начале вашего следующего хода <инструкции>», «… в конце хода», «… в конце (вашего) следующего хода»: a one-shot
    # trigger set up when this instruction resolves (engine/delayed.py); params moment ('start_next_own', 'end_this',
    # 'end_next_own', 'end_next'; 'next_event' with param trigger: the next event that Trigger matches) and effects (the
    # instructions, run then with the targets and X of this resolution, and that event's cards).
    "delayed": "<момент> <инструкции>: a delayed trigger set up by an instruction",
    # «Гибель: Вы можете положить <эту карту> на верх колоды / замешать <эту карту> в колоду вместо кладбища»: `what`
    # (THIS), if it is in its owner's graveyard, goes into his deck (params position 'top' / 'shuffle').
})
KEYWORDS.update({
    "cannot_act": "Не может действовать: no attack by strike, no defending, no ability that closes it (digest §5.1)",
})
END_OF_NEXT_OPPONENT_TURN = "end_of_next_opponent_turn"  # «до конца следующего хода противника»: ends at the end of
#                                                          the first turn of the effect owner's opponent after this one
# (end of delayed instructions, «вместо кладбища», «не может действовать»)
# ---- Trigger events, conditions and effects of triggered abilities: verbs, events and keywords ----
# «Если противник закрыл {м} для оплаты медитации»: the attacker's controller closed one or more coins to pay the
# Медитация X of subject (the card attacked); other: the attacker; amount: the coins closed (digest §6.2).
MEDITATION_COINS = "meditation_coins"
# «Если противник ранил героя для оплаты медитации»: he lacked coins, so his hero took wounds for the Медитация of
# subject; other: the attacker; amount: the wounds put on his hero. Also a replaceable event (a ``replace`` static,
# «Когда противник не оплачивает медитацию {м}, можете ранить существо вместо героя»): those wounds about to be put on
# his hero; amount: the coins he lacks.
MEDITATION_WOUNDS = "meditation_wounds"
# «Когда <персонаж> получает дополнительную жизнь / дополнительные жизни»: subject got `amount` (≥ 1) extra life
# markers (an instruction, Вампиризм's excess healing …); player: the controller of the ability that gave them.
EXTRA_LIFE_GAINED = "extra_life_gained"
# «Когда (<персонаж>) получает N или более ран за ход»: subject took wounds, and the wounds it took this turn reach
# Trigger.nth = N (amount: the total this turn; emitted after WOUNDED, only when a card of the game listens).
WOUNDS_IN_TURN = "wounds_in_turn"
EVENTS = (*EVENTS, MEDITATION_COINS, MEDITATION_WOUNDS, EXTRA_LIFE_GAINED, WOUNDS_IN_TURN)
# - ``gain_coins`` params duration END_OF_YOUR_TURN («получите N{м} до конца вашего хода»): gained in another player's
#   turn, the temporary coins last until the end of the gainer's next turn.
# - Amount ``opponent_closed_coins``: the opponent's closed coins («за каждую его закрытую {м}»), times ``per``.
# - ``ban`` with params action ``heal``: the characters of the players `what` cannot be healed («персонажи не могут
#   быть излечены до конца хода»; Вампиризм's excess gives no extra lives either).
# ---- Cards moving between zones: the opponent's hand, the sideboard, Мор: verbs, events and keywords ----
# «Каждый раз, когда из-за Мора <этой карты> на (ваше) кладбище попало существо»: subject the card a mill effect
# («Мор N») put from a deck into a graveyard, other the source of that effect, player the graveyard's owner. Emitted
# by every ``mill`` effect (after PUT_INTO_GRAVEYARD / DECK_TO_GRAVEYARD); the trigger matches only when ``other`` is
# the trigger's own source (the compiler accepts it only on cards whose one mill instruction is their printed Мор).
MILLED = "milled"
EVENTS = (*EVENTS, MILLED)
DECK_OR_SIDEBOARD = "deck_or_sideboard"  # Select.zone of a Поиск «в колоде и дополнительной колоде»: both looked through
PLAY_OR_GRAVEYARD = "play_or_graveyard"  # Select.zone of «существо из игры или любого кладбища»: in play or in either
#                                           graveyard (a target of a «добывает»)
DECK_OR_HAND = "deck_or_hand"  # Select.zone of «из вашей колоды или руки» (only inside the compiler: a «Вызовите»
#                                 of such cards compiles to ``put_into_play`` from the deck and the hand)
# Ability.every_time on an ACTIVATED ability: «(эту способность можно применить любое число раз за ход)» — no
# once-per-turn limit (113.4); ``trigger_points.per_turn_limit`` reads it for both kinds.
# (end of cards moving between zones: the opponent's hand, the sideboard, Мор)
# ---- cards moving between zones; cards/language/zone_moves.py, engine/effects/zone_moves.py ----
# - Effect ``play_free`` params ``or_select``: a second zone to pick the card from («… из вашей руки или с кладбища»).
# - Select state ``not_hoarding``: no card is hoarded under it now («каждое существо, не добывшее карту»).
# - Condition ``source_in_graveyard``: the source is in its owner's graveyard («если <эта карта> на кладбище»).
# - Condition ``revealed`` («если это <карта>») also after an instruction that acted on one card: «Верните существо в
#   руку владельца, если это тёмное существо – …», «<X> добывает карту из руки противника …; если это заклинание, …»
#   (the card returned / hoarded). Its «иначе» (``not`` of the same condition) is evaluated on the same card.
# - Zone ``hoarded_nightmare_hero`` (HOARDED_NIGHTMARE_HERO): cards hoarded under a Кошмар creature or the hero of
#   ``side`` («добытое вашим кошмаром или героем существо»).
HOARDED_NIGHTMARE_HERO = "hoarded_nightmare_hero"
# (end of cards moving between zones)
# - Cost ``shuffle_grave_opp`` (amount N): «Замешайте N карт с кладбища противника в его колоду:» — N cards of the
#   opponent's graveyard, picked by the payer, go into the opponent's deck (shuffled).
# - Effect ``mill`` now leaves the cards it moved as «it» (``frame.last``): condition ``it_any`` after a Мор asks about
#   them («если из-за Мора <этой карты> на кладбище противника попало существо»).
# ---- Texts of heroes and support cards: verbs, events and keywords ----
# (cards/language/conditions.py, selectors.py; engine/effects/coins.py).
# - Amount ``strike_sum`` («где Х – сумма ударов всех ваших существ»): the current strikes of the cards matching
#   ``select`` (in play), added up (a negative strike counts 0).
# - Amount ``greatest_cost`` («где Х — наибольшая стоимость {м} среди карт под вашим контролем»): the greatest printed
#   cost among the cards matching ``select`` (0 if none).
# - Condition ``grave_distinct_names``: the cards of ``select`` have ``value`` or more different names (op ``>=``) — «если на
#   вашем кладбище есть 13 карт с разными названиями».
# - Condition ``cost_sum_above_enemy_life``: the printed costs of the cards of ``select`` (in play), added up, are more
#   than the current life of the enemy hero.
# - Cost ``close_own`` with ``select``: only your creatures matching it may be closed («закройте вашего аккенийца:»).
# - «если он разыгрывал …»: Condition ``history`` of CARD_PLAYED with the subject's side OPPONENT.
# ---- (excess damage, Спящий, lost abilities, granted statics;
# cards/language/triggers.py, engine/effects/amounts.py) ----
# «При атаке по существу ранить героя противника на величину избыточного урона»: the excess of an attack (digest §5.4.8)
# is known only once its wounds are dealt, so the ability answers this event, emitted right after the attack's wounds
# (after the fight of a strike attack or a «Сразиться», after each shot) when the attack was declared at a creature:
# subject the attacker, other the attacked creature (the one named when the attack was declared), amount the excess
# of the attacker's wounds (beyond the life the struck card had left; emitted only when > 0).
ATTACK_EXCESS_WOUNDS = "attack_excess_wounds"
EVENTS = (*EVENTS, ATTACK_EXCESS_WOUNDS)
# «При ударе добывает Х верхних карт колоды противника, где Х — избыточный урон»: «При ударе» fires on every strike,
# retaliation too (digest §5.4.7), and the strike's excess is known only once its wounds are dealt, so the ability
# answers this event, emitted right after each strike's wounds when they went beyond the life the struck card had
# left: subject the striker, other the card struck, amount the excess (Amount ``strike_excess_wounds``).
STRIKE_EXCESS_WOUNDS = "strike_excess_wounds"
EVENTS = (*EVENTS, STRIKE_EXCESS_WOUNDS)
# - Amount ``attack_excess_wounds``: the excess of the ATTACK_EXCESS_WOUNDS event that triggered the ability (event[3]).
# - Amount ``excess`` also after a «<существо> сражается с <существом>» (``fight``): the excess of the fighter's strike
#   at the creature fought (the retaliation's excess is not counted).
# ---- texts of heroes (cards/language/costs.py, selectors.py; engine/effects/stats.py) ----
# - Zone ``hoarded_nightmare`` (HOARDED_NIGHTMARE): cards hoarded under a Кошмар creature of ``side`` («добытое
#   вашим кошмаром существо»; engine/selectors.hoarded_cards).
HOARDED_NIGHTMARE = "hoarded_nightmare"
VERBS.update({
    # «Поиск — <карта> стоимостью Х{м}» after «Когда у <карты> срабатывает Медитация Х»: a Поиск (params select,
    # up_to as ``search``) of cards whose printed cost is exactly the triggering event's number (the Медитация's Х).
})
# - Amount ``life_value_of`` (ref a card): its {жизнь} value now — maximum life with its modifiers, wounds not counted
#   («Удвойте {удар} и {жизнь} вашего существа»: ``modify`` life +1 × this).
VERBS.update({
})
# - Amount ``current_life_of`` (ref THIS): the life this card has left now («количество текущих жизней этого существа»; 0 once
#   it has left play).
# - Cost ``wound_all_own`` (amount N): «ранить всех ваших персонажей на N:» — each character of the payer (his hero
#   and his creatures) takes N wounds from this card (as ``wound_own``: dealt wounds, their triggers fire).
# - Condition ``creature_lead`` (op, value N): your creatures in play minus the opponent's, compared with N («пока у
#   вас ровно на одно существо больше, чем у противника»).
VERBS.update({
    # «Поменяйте местами значения удара и текущих жизней существа»: `what` (in play) with strike S and life left L gets
    # strike +(L − S) and life +(S − L), permanently (its wounds stay).
})
# ---- hoarding, Яйцо, copies, control changes (cards/language/control_copies.py,
# engine/effects/zone_moves.py) ----
VERBS.update({
    # «Все существа возвращаются под контроль владельцев», «Верните всех существ под контроль владельца»: every card of
    # `what` (in play) controlled by another player than its owner comes under its owner's control (first-turn weakness
    # applies; a «возьмите под контроль … до …» effect on it ends).
})
# - Zone ``hoarded_this`` (HOARDED_THIS): the cards hoarded under the ability's own card («добытых <этой картой>
#   существ», «добытого этой картой орка»); a Select's side is then any (the hoarded card may be anyone's).
HOARDED_THIS = "hoarded_this"
VERBS.update({
    # «<эта карта> добывает <орка> из руки»: the controller picks `amount` cards of his own hand matching params select
    # and params holder hoards them (not optional: one must be picked if there is one).
})
# - Amount ``hoarded_strike`` (static abilities too): the printed strikes of the cards of ``select`` (hoarded cards are
#   not in play: no effects), added up — «где Х — сила удара добытого этой картой орка».
# - Ref ``last_found`` (LAST_FOUND): «найденного таким образом <дракона>» — the cards the last «Поиск» of the resolution found
#   (other instructions may come between: «Поиск — дракон …; создайте яйцо, оно добывает найденного таким образом
#   дракона»).
LAST_FOUND = Ref("last_found")
VERBS.update({
    # «(Вы можете) потерять Х{м}, при этом создать Х копий этого существа»: the controller chooses X (0 … his coins),
    # loses X coins, then creates X copies of `what` (this card) from his запас (``cards.compiled.reserve_for`` keeps up
    # to 10 copies of such a card); the copies are IT next. Done when X > 0 copies were created.
    "lose_x_copies_of_hoarded": "Потеряйте Х{м}, при этом создайте Х копий <этой карты>",
})


# ----  ----------------------------------------------------------------------------------
# ---- playing cards and paying for them (cards/language/coins.py, engine/effects/coins.py) ----
# - Effect ``change_cost`` with params ``sign`` (-1 / +1): «… стоит на Х{м} дешевле / дороже, где Х —
#   …» — the amount is an Amount (not a signed number), the direction is kept apart; the change is amount × sign.
# ---- Zones: the sideboard, searches, discards, revivals (cards/language/zone_moves.py, engine/effects/zone_moves.py) ----
# - Zone ``sideboard`` (SIDEBOARD) of an ability («эта особенность работает в дополнительной колоде»): its triggered and
#   activated abilities work while the card is in its owner's sideboard (engine/triggers.py, engine/declare.py).
VERBS.update({
    # «Поменяйте местами вашу руку и дополнительную колоду»: every card of the player's hand goes to his sideboard and
    # every card of his sideboard to his hand (at the same time).
    # «Противник может сбросить <карту>»: the player `what` picks one card of his hand matching params select, or
    # declines; done only if he discarded (an «иначе» runs otherwise).
    # «покажите <карту> из вашей руки, Поиск — <карта> с таким же названием»: the controller may pick one card of his
    # hand matching params select and show it; its name becomes the source's named card (Select.name NAMED after it).
    # «снять N дополнительные жизни с ваших персонажей»: the controller picks N of the дополнительные жизни of his
    # characters in play (one pick per life) and they come off; nothing when they have fewer than N in all.
    "remove_extra_lives": "Снимите N дополнительных жизней с ваших персонажей (also a cost kind; a rules concept: "
                          "extra lives are a characteristic of their own, digest §2.2 «Дополнительные жизни»)",
    # «Поиск — карта той же или меньшей стоимости в колоде противника; положите найденную карту на кладбище» (after a
    # «погибает» trigger): one card of the opponent's deck costing at most the trigger's card, to its owner's graveyard.
})
# (end of zones: the sideboard, searches, discards, revivals)
# ---- Trigger events and amounts of triggered abilities (cards/language/triggers.py,
# engine/effects/stats.py) ----
# «При атаке, если цель погибла, …»: emitted when an attack of `subject` ends (a strike attack after its fight, a shot
# after its wounds) and its final target `other` (the defender, if one was assigned: digest §5.3) was a creature that
# died (left play for the graveyard) during that attack. Emitted only when some ability of the game listens.
ATTACK_TARGET_DIED = "attack_target_died"
# «Когда <эта карта> убивает существо ударом»: as KILLS (subject dealt the wounds that made `other` die), when those last
# wounds came from a strike of the subject (its attack or its retaliation, digest §5.1). Emitted only when listened.
KILLS_BY_STRIKE = "kills_by_strike"
EVENTS = (*EVENTS, ATTACK_TARGET_DIED, KILLS_BY_STRIKE)
VERBS.update({
    # «Распределите Х эффектов усиления среди <ваших существ>»: `amount` boosts, each put in turn on one card of the
    # controller's choice among those matching params select (in play when it resolves); one card may get several.
})
# - Select state ``hire_chosen``: «выбранное при Найме существо» — the card named by the «Выберите …» (``declare_target``)
#   of the source's own «Найм:» ability, the last time it resolved while the source is in play (counter
#   ``@hire_chosen`` of the source).
# - «количество ран, излеченных с ваших существ в ваш прошлый ход»: Amount ``history`` of HEALED over LAST_OWN_TURN,
#   SUM_AMOUNTS — the controller's most recent turn that has ended (0 before he has had one).
# - Amount ``life`` (ref): «текущие жизни <этой карты>» — the current life of the card (its life after wounds,
#   continuous.life), or 0 when it is not in play.
# ---- cards/language/prevention.py, engine/effects/prevention.py ----
VERBS.update({
    # «отмените <эту карту / это заклинание>», «отмените его эффект» (after «Когда/Если противник разыгрывает <карту>»):
    # cancellation, 309.1 step 10 — the card of the trigger's event (`what` = Ref EVENT subject) is not played: its
    # spell abilities still in the Queue are removed; a creature / support card leaves play for its owner's graveyard
    # without dying, its own «Найм» is dropped. RulesConfig.cancel_timing says when such an ability resolves.
    "cancel_card": "отмените эту карту / это заклинание. A rules concept: cancellation, step 10 of playing a card "
                   "(digest §7.8, 309.1)",
})
# ---- cards/language/statics.py, engine/effects/keyword_grants.py ----
VERBS.update({
    # «<np> получает Превосходство над выбранным классом»: the keyword Превосходство over the creatures of the class
    # that this ability's source named with «Выберите класс» (read when it resolves and kept on the card); param
    # `duration` (permanent when none is printed)
})
KEYWORDS.update({
    # «Не закрывается, когда атакует существо, которое превосходит» (Мантег grants it to «ваши существа с
    # Превосходством»): a strike attack declared at a creature over which the attacker has Превосходство does not
    # close the attacker (as Опыт в атаке does for every attack; shots close by their {Т} payment, not by attacking)
    "open_vs_dominated": "Не закрывается, когда атакует существо, которое превосходит",
    # «Подавление ваших существ срабатывает при объявлении атаки (а не после атаки)» (Пантера grants it): the card's
    # Подавление closes the target at the declaration, before the fight, under either rules option
    # ``suppression_timing`` (engine/effects/open_closed._close, param ``suppression``)
    "suppression_on_declaration": "Подавление срабатывает при объявлении атаки (а не после атаки)",
    # «(Закрытие карты происходит после сражения, если она выжила)» printed on a card (Паровой страж): this card pays
    # its closing for attacking or defending once the fight is over, if it survived — as every card does under the
    # rules option ``fight_closing`` 'after_fight' (engine/combat.pay_closing)
    "closes_after_fight": "Закрывается после сражения, если выжила",
})
# «Когда <существо> теряет Спящий»: emitted by ``lose`` (effects.keyword_grants) when a card loses the keyword Спящий (the only way
# to stop being Спящий, digest §6.2); subject = that card
LOSES_SLEEPING = "loses_sleeping"
EVENTS = (*EVENTS, LOSES_SLEEPING)

# ---- replacements «вместо …»; cards/language/prevention.py ----
# «Когда <существо> должно получить избыточное лечение, вместо этого …»: a replacement static's event (never emitted as
# a trigger): `subject` is about to be healed by more than its wounds (wounds.heal, a healing with a number; Вампиризм's
# excess already becomes extra lives and is not offered); the event's amount is the excess.
HEALED_BEYOND_WOUNDS = "healed_beyond_wounds"
EVENTS = (*EVENTS, HEALED_BEYOND_WOUNDS)
# ---- (graveyard, hand, discarding; cards/language/zone_moves.py,
# engine/effects/zone_moves.py) ----
# Duration «до начала хода» (no «вашего»): ends when the next turn starts, whoever's turn it is (engine/turn.py).
NEXT_TURN = "next_turn"
# - Cost ``discard`` with ``select`` («Сбросьте существо:»): the card discarded must match it (a card of the hand).
# - Amount ``greatest_noncreature_grave_cost`` (static only): «наибольшая стоимость {м} среди карт не-существ на любом
#   кладбище» — the greatest printed cost among the cards of both graveyards that are not creatures (0 if none).
# - Amount ``cost_done``: «на стоимость {м} уничтоженной карты» — the printed cost of the cards the previous
#   instruction was done to (destroyed), 0 when none.
# - ``delayed`` param ``noted_discard_count`` "discarded": the delayed instruction's X is the number a ``discard`` with param ``noted`` of the same
#   source discarded this turn (fixed when it is set up).
# - Amount ``opp_short`` (parts: one amount): «за каждую карту, которую противник не смог сбросить» — that amount
#   minus the opponent's cards the previous instruction (a discard of each player) was done to.
# ---- engine/effects/costs.py ----
VERBS.update({
    # «(Уничтожьте существо.) Его владелец вызывает существо меньшей стоимости {м}»: the owner of `what` (the card named
    # before, wherever it is now) puts a creature from his deck whose printed cost is lower than `what`'s into play under
    # his control (he picks it; nothing if none; his deck is shuffled after he looked through it).
    "owner_summons_cheaper": "Его владелец вызывает существо меньшей стоимости {м}",
})
KEYWORDS.update({
    # «Отравление N(в начале вашего хода ранить это существо на N)» printed on a card: it has Отравление N (the poison
    # of «Отравите на N», digest §6.2) from the moment it enters play (zones.enter_play); the usual poison rules apply
    # (N wounds at the start of its controller's turn, «Защита от отравления», «отравленное существо» …).
    "self_poison": "Отравление N (напечатано на карте)",
    # «Чешуя Х, где Х — сила удара <этой карты>»: Чешуя whose value is the card's current strike (the highest value of
    # Чешуя applies; lost with its abilities or with «теряет Чешую»; engine/wounds.py).
    "scales_strike": "Чешуя Х, где Х — сила удара этой карты",
})
# - Amount ``x_paid_for_it``: «Х» in the «Найм» of a card of cost X — the X paid when it was played (0 otherwise).
# - Amount ``strike`` with the ref of the opening «Выберите …» target: «сила удара выбранного существа».
# - StaticPart ``enters_boosted_by_paid``: «Входит в игру с Х эффектами усиления» — the card enters play with Х boosts
#   (Х: the X paid for it; applied by paid_x.entered_with_x); its ``what`` X_PAID_HALF: «с Х/2 эффектами усиления
#   (с округлением вниз)» — half the X paid, rounded down.
X_PAID_HALF = "x_paid_half"
# - Amount kind SPENT_PLAYING_IT: «{м}, потраченные при розыгрыше <этой карты>» — the coins paid to play the source, its
#   cost and X together (CardState counter ``paid``, set as it entered play; 0 when it entered without being played).
SPENT_PLAYING_IT = "spent_playing_it"
# - Amount kind THIRST_CHOSEN: «за каждого персонажа, выбранного его жаждой» — the different characters the Жажда
#   payments of the source's play chose this turn (engine/play.ThirstFrame; several with RulesConfig repeated_thirst)
THIRST_CHOSEN = "thirst_chosen"
# - Select state NOT_ATTACKED_OTHER_TARGET: «(кроме атакованного) … другое»: not the card the trigger's attack is at
#   (as ``not_attacked``) and not a card named for another target of the ability (as ``other_target``)
NOT_ATTACKED_OTHER_TARGET = "not_attacked_other_target"
# - Effect ``gain_coins`` params OWNERS_OF_DONE: «за каждую уничтоженную таким образом карту её владелец получает N{м}» —
#   the owner of each card the instruction before acted on gains N coins (no ``what``); those cards stay «таким
#   образом» for the next instruction («за каждую уничтоженную карту противника»: Amount ``done`` of the opponent's)
OWNERS_OF_DONE = "owners_of_done"
# ---- Trigger-led one-card mechanics (cards/language/triggers.py,
# engine/effects/coins.py) ----
# «атаковавшее существо не нанесло ран <вашему существу>»: a strike attack, a fight or a creature's shot ended
# (combat.AttackFrame, effects «Сразиться», effects._shot) whose final target `subject` is a creature, and the attacker
# `other` dealt it no wound (it did not strike, or its wounds were all prevented or absorbed). Emitted only when some
# ability listens.
ATTACK_NO_WOUNDS = "attack_no_wounds"
EVENTS = (*EVENTS, ATTACK_NO_WOUNDS)
# «Когда существа сражаются и оба выживают»: a fight of two creatures (a strike attack at a creature, «Сразиться»;
# combat.fight) is over and both are still in play with life left — subject the attacker, other the creature it
# fought. Emitted only when some ability listens.
FIGHT_SURVIVED = "fight_survived"
EVENTS = (*EVENTS, FIGHT_SURVIVED)
# «Когда вы завершаете квест»: subject the quest completed (now in a pile of completed quests), player the one whose
# pile it went to (docs/quests.md point 4; engine/quests.complete)
QUEST_COMPLETED = "completed"
# «Когда ваш квест получает {!}»: one instruction put quest counters on `subject`; `other` the card whose ability put
# them, `amount` how many, `player` that ability's controller. An ability does not answer the counters its own card put
# (engine/trigger_points._matches: «можете положить на него ещё 1{!}» would answer itself without end; docs/quests.md §3).
QUEST_COUNTERS_PUT = "quest_counters_put"
EVENTS = (*EVENTS, QUEST_COMPLETED, QUEST_COUNTERS_PUT)
# (end of trigger-led one-card mechanics)
# ---- the deck — looks, searches, «замешайте» (cards/language/zone_moves.py,
# engine/effects/zone_moves.py) ----
VERBS.update({
    # «Посмотрите Х верхних карт колоды противника; положите одну из них на кладбище, остальные положите на верх или под
    # низ колоды в любом порядке»: the controller looks at the top `amount` cards of the deck of `what` (a player; only
    # he sees them), puts params `to_grave` (1) of them into its owner's graveyard, then places each of the others, one
    # at a time in the order he picks, on the top or at the bottom of that deck (his choice per card).
    # «Посмотрите Х верхних карт вашей колоды, положите одну из них в руку, остальные — под низ колоды в случайном
    # порядке»: as look_top with params take (cards to the hand, chosen by the controller, not shown), the others go to
    # the bottom of the deck in a random order (nobody chooses it).
    # «(Противник показывает руку и) замешивает в колоду карту стоимостью Х{м} на ваш выбор»: the controller picks one
    # card of the hand of `what` whose printed cost equals the ability's X (QueueItem.x); it is shuffled into its
    # owner's deck. Nothing when there is none.
})
# - Cost ``reveal_and_shuffle_hand`` (select: a kind of card of your hand): «Покажите <архаалита> стоимостью Х{м},
#   замешайте его в колоду:» — at declaration the player picks one card of his hand matching select; on payment it is
#   shown to both players and shuffled into his deck, and the ability's X is its printed cost (engine/declare.py).
# - Effect ``search`` params ``searcher`` (OPPONENT): «противник выполняет Поиск — …» — the opponent of the controller
#   searches his own deck: he chooses the cards (or declines), and his deck is shuffled. Its select (side OPPONENT) is
#   seen from the controller, as every select of the ability.
SEARCHER = "searcher"
# (end of the deck: looks, searches, cards put on it or under it)
# ---- cards/language/coins.py, engine/effects/coins.py, engine/payment.py ----
VERBS.update({
})
# - Ability.meta (ANY_ACTIVATOR, True): «(эту особенность может активировать каждый игрок)» — an activated ability that
#   every player may activate in his own фаза Выбора, whoever controls the card; the activator is its controller
#   («вы», «ваше существо» of its costs and effects).
ANY_ACTIVATOR = "any_activator"
# «Когда игрок закрывает монеты не для розыгрыша карты»: a player closed N > 0 coins to pay for anything but playing a
# card (an activated or triggered ability's cost, Медитация, Немертвый, «Заплатите N{м}», «противник может заплатить»
# …) or closed his coins by an instruction («Закройте свои монеты»); subject: that player's hero, amount: N
COINS_CLOSED_NOT_PLAY = "coins_closed_not_play"
EVENTS = (*EVENTS, COINS_CLOSED_NOT_PLAY)
# Events of a player's coins (engine/payment.coins_event, emitted only in a game where an ability listens to them;
# subject: that player's hero, amount: how many coins, player: that player):
COINS_OPENED = "coins_opened"  # «Когда открывается 1 или более {м}»: closed coins of his turned open
COINS_LOST = "coins_lost"  # «Когда вы теряете {м}»: coins of his were lost («Потеряйте N{м}», a cost, Инкарнация …)
COINS_GAINED = "coins_gained"  # «Когда игрок получает {м}»: he gained coins (the фаза накопления's income too)
EVENTS = (*EVENTS, COINS_OPENED, COINS_LOST, COINS_GAINED)
# «Каждый раз, когда карта покидает любую дополнительную колоду»: `subject` left its owner's sideboard (found there,
# summoned from it, swapped into the hand …); player: its owner. Emitted only when listened (engine/zones.py).
LEAVES_SIDEBOARD = "leaves_sideboard"
EVENTS = (*EVENTS, LEAVES_SIDEBOARD)
# A card left a graveyard (revived, returned, shuffled into a deck, played, hoarded, paid …): `subject` that card,
# `other` the hero of the player who made it leave (whose card or ability moved it, or who played or paid with it),
# player: that player. Emitted by engine/zones.remove_from_zone only when listened: «Когда противник заставляет
# существо покинуть кладбище», «Каждый раз, когда игрок заставляет карту покинуть кладбище».
LEFT_GRAVEYARD = "left_graveyard"
EVENTS = (*EVENTS, LEFT_GRAVEYARD)
# A card of a graveyard was shuffled into its owner's deck («замешивает карту с кладбища в колоду»): subject, other and
# player as LEFT_GRAVEYARD's (emitted by engine/zones.to_deck after the shuffle, only when listened).
SHUFFLED_FROM_GRAVEYARD = "shuffled_from_graveyard"
EVENTS = (*EVENTS, SHUFFLED_FROM_GRAVEYARD)
# StaticPart ``forbid`` what: «Карты не могут покидать кладбища» — the cards of ``select`` in a graveyard stay there
# (engine/restrictions.may_leave_graveyard: no move takes them out, no choice offers them).
LEAVE_GRAVEYARD = "leave_graveyard"
# - Effect ``play_discount`` params ``of_kind`` (CREATURE): «найденных таким образом существ» — the cards the search
#   just before found (IT), which the compiler checks are all of that kind.
# - A Select's ``cost_max_amount`` Amount("x") (value 0: «стоимостью Х{м} или менее», −1: «менее Х{м}») in the
#   ``select`` of summon / search / revive / grave_to_hand: the X paid for the ability or the spell.
# ---- copies of arbitrary cards, control changes, hoarding ----
# - Effect ``create_copy`` of a card in play other than this one (a declared target, the event's card): the copy is made
#   then (``engine/effects/control_copies.copy_for``: a copy waiting in the запас, else a new instance, ``Catalog.with_copy``).
# - Select state ``made_by_this``: a copy in play that an instruction of the ability's own card created («Когда
#   <эта карта> покидает игру, уничтожьте созданную им копию»).
# - Select state ``least_strike``: the least current strike among all creatures in play, either side («существо с
#   наименьшей силой удара»; ties: all of them).
# (end of copies of arbitrary cards, control changes, hoarding)
# «Когда <существо> получает Отравление»: `subject` was poisoned (an «Отравите» instruction applied to it, whatever
# its value was before; not when Защита от отравления stopped it); `amount` the value given. Emitted only when listened.
GOT_POISONED = "got_poisoned"
EVENTS = (*EVENTS, GOT_POISONED)
# ---- amounts «где Х — …», values of cards, a few statics ----
# Amount kind «количество последних полученных вашим персонажем ран»: the wounds that the last wounding of any character
# of the controller (his hero or a creature of his) put on it, however long ago (engine/wounds.deal_wounds notes the
# number on the player's hero as counter LAST_WOUNDS_MARK, in games that use this amount); 0 before any wounding
LAST_WOUNDS_RECEIVED = "last_wounds_received"
# Amount kind «суммарная стоимость {м} <карт>»: the printed costs of the cards ``select`` names, added up (a combined
# card: the sum of its parts'); counted without a resolution too (continuous.static_amount), so it may bound a cost
COST_SUM = "cost_sum"
# Amount kind «количество уничтоженных этой картой существ» (a spell's): the creatures this card destroyed this turn — by
# its wounds (KILLS: it dealt the last wounding before the creature died) or by an «Уничтожьте» (DESTROYED of a
# creature). The history keeps those two events only in games that use this amount (engine/history.ON_DEMAND)
DESTROYED_BY_THIS = "destroyed_by_this"
LAST_WOUNDS_MARK = "@last_wounds_received"
KEYWORDS.update({
    # «–N от способностей (в том числе от заклинаний)»: the wounds an ability (a spell included) deals to the card are N
    # less (engine/wounds.deal_wounds); attacks are not reduced
    "ability_reduction": "–N от способностей (в том числе от заклинаний)",
})
# ---- attacks and combat ----
KEYWORDS.update({
    # «–N от атак существ» (Санкторум): «–X от атаки» (digest §6.2) for an attack made by a creature only — its strike,
    # or its shot (a hero's or a spell's shot is not lessened)
    "attack_reduction_creatures": "–X от атак существ",
    # «<эта карта> должна быть выбрана целью атаки ударом в ход противника» (Санкторум, digest §5.2.5 FAQ #20): in
    # the turn of its controller's opponent, a creature declaring a strike attack must name such a card when it may
    # (among several, the attacking player picks any); fights and shots are not concerned
    "must_be_struck_offturn": "Должен быть выбран целью атаки ударом в ход противника",
    # «<ваш герой> должен быть выбран целью каждой атаки противника, если это возможно» (Вызов на бой, granted for a
    # time): every strike attack and every shot (an attack, digest §5.5 / FAQ #29) of its controller's opponents must
    # name it when it is a legal target of that attack (any turn)
    "must_be_attacked": "Должен быть выбран целью каждой атаки противника, если это возможно",
    # «<эта карта> должна быть выбрана целью первого заклинания каждый ход, если это возможно» (Кицунэ): the first spell
    # played in a turn, by either player, must name it when it is a legal target of one of the spell's targets (one of
    # its targets is enough: once it is named, the other targets are free; restrictions.first_spell_targets)
    "must_be_first_spell_target": "Должен быть выбран целью первого заклинания каждый ход, если это возможно",
    # «<существо> не наносит ран» (Все на одного!, granted for a time): no wound it would deal — its strike, its
    # retaliation, its abilities' wounds — is dealt (engine/wounds.deal_wounds)
    "deals_no_wounds": "Не наносит ран",
    # «существа имеют Направленный удар по этому существу» (granted to that creature for a time): no defender may be
    # assigned against a strike at it (only an enemy attacks it; digest §6.1 Направленный удар; attack_rules.defenders)
    "no_defender_against": "Существа имеют Направленный удар по этому существу",
    # «Существа могут выбирать <эту карту> только в качестве цели атаки ударом» (Неистовый страж): an ability of a
    # creature may not name it as a target, except as the creature fought by a «Сразиться» (a strike attack, digest
    # §5.6); spells and heroes' abilities may
    "strike_target_only": "Существа могут выбирать эту карту только в качестве цели атаки ударом",
    # «может атаковать дважды за ход» = «один (2) раз за ход» (digest §5.2.4: more than one strike attack per turn;
    # engine/attack_rules.attacks_allowed already reads it)
    "attacks_per_turn": "Один (X) раз за ход: X strike attacks per turn",
    # «только разные цели» (after «может атаковать дважды за ход»): no strike attack at a character this creature has
    # already attacked (declared its attack at) this turn
    "only_different_targets": "Только разные цели",
})
# «Если от атаки этого существа не был назначен защитник»: `subject` (this card) made a strike attack and the defender
# stage ended with no defender (none chosen, or none possible); `other` the card attacked. Emitted only when listened;
# its abilities resolve before the fight (engine/combat.AttackFrame)
ATTACK_UNDEFENDED = "attack_undefended"
EVENTS = (*EVENTS, ATTACK_UNDEFENDED)
# - Condition ``acted_on_survived`` (ref same_card): the card the instruction acts on is in play with life above 0 («затем
#   полностью излечите это существо (Если оно выжило)» after a fight).
# - Condition ``no_other_creatures``: the controller controls no creature other than the trigger's card («Каждый раз,
#   когда ваше существо атакует ударом, если под вашим контролем нет других существ, …» on a hero).
# - Effect ``shot`` param ``shooter`` = Ref("event", role="subject"): «оно производит Выстрел на N» — the trigger's
#   creature shoots.
# (end of attacks and combat)
# ---- «добывает / добытые карты» ----
# «Когда возвращается из-под добывающей карты в руку»: ``subject`` (a card hoarded from a hand) went back to that hand
# because its holder left play (zones.release_hoard); ``other``: the holder; ``player``: its owner. Emitted only when
# listened.
UNHOARDED_BACK_TO_HAND = "unhoarded_back_to_hand"
EVENTS = (*EVENTS, UNHOARDED_BACK_TO_HAND)
# - «число карт, попавших на его кладбище в этом ходу»: Amount ``history`` of PUT_INTO_GRAVEYARD (player: whose
#   graveyard), DISTINCT_CARDS — those that left it again included.
# - Amount ``event_regeneration``: the Регенерация value of the trigger's card («… с регенерацией Х погибает»).
# - Cost ``destroy_own`` with a ``select`` of one class: «Уничтожьте вашего тролля:».
# - Condition ``event_cost_below_count`` (select): the trigger's card costs strictly less than the number of select
#   cards («если его стоимость {м} меньше количества добытых вашим героем карт»).
# - Condition ``hoarded_namesake_in_opp_grave``: a card hoarded under your characters has the name of a card in the
#   opponent's graveyard.
# (end of hoarding: «добывает / добытые карты»)
VERBS.update({
    # «посмотрите N верхние карты его колоды, <holder> добывает K из них; положите остальные карты обратно в любом
    # порядке» (after «При ударе по герою»): what = the hero struck (whose controller's deck), amount K (must be hoarded),
    # params holder, n; the rest go back on top in the order the player picks
})
# ---- graveyards, decks, Мор; cards/language/zone_moves.py, engine/effects/zone_moves.py ----
# - Effect ``mill`` param ``mor`` (True): the instruction is a printed «Мор X» (not «Положите N верхних карт … на
#   кладбище»), so «+N к Мору» adds to it.
# - StaticPart ``mor_bonus_static`` (select: the cards it applies to, ``value`` N): «Ваши карты с Мором имеют +N к Мору» —
#   every «Мор X» of an ability of such a card (controlled by the static's controller) moves X+N cards.
VERBS.update({
    "revive_two_enemy_creatures": "Возродите двух существ с разных кладбищ (one of each graveyard, under you); они становятся "
                             "<param class> и наносят друг другу раны, равные своему удару",
})
# - Amount ``excess_healed_noted``: the excess noted by this source's ``heal`` with ``excess`` EXCESS_NOTED (a Select's
#   ``cost_max_amount``: «вызовите существо стоимостью {м} равной или меньшей, чем избыточное лечение»).
# - Select.state ``grave_namesake``: a card named as another card in the graveyard of the player concerned.
# - StaticPart ``ban_play`` (only inside «игроки получают: «…»», turned into a ``ban``; not executed alone).
# ---- («Засада» variants; cards/language/costs.py,
# engine/effects/costs.py) ----
VERBS.update({
})
# - Select state ``attacked_this_turn``: the card made an attack this turn — a strike, a shot or a fight (every
#   ATTACKS event of the history; a shot is an attack, FAQ #29).
# - Ref("event", role=…, select=Select(CREATURE)): «атакующее существо» of an attack whose attacker may be a hero (a
#   hero's shot): the event's card only if it is a creature.
# (end of «Засада» variants, cost changes)
# «Каждый раз, когда вы применяете Засаду»: a card was played by its «Засада» (effects._ambush, after CARD_PLAYED);
# subject: that card, player: who played it, amount: the price paid. Emitted only when some ability listens.
AMBUSH_USED_MARK = "ambush_used_mark"
EVENTS = (*EVENTS, AMBUSH_USED_MARK)
# - Effect ``gain_coins`` with params ``duration`` END_OF_NEXT_OWN_TURN («получите N{м} до конца вашего следующего
#   хода»): temporary coins that last to the end of the player's next turn (gained in the opponent's turn: the coming
#   one, as temp_own; gained in his own turn: turn.cleanup keeps them through its end, then as temp_own).
# ---- (coins for a time, summons closed; cards/language/coins.py,
# engine/effects/keyword_grants.py) ----
# Duration «до конца следующего хода» (no «вашего» / «противника»): ends at the end of the turn after the one it was
# made in, whoever's turn that is (engine/durations.ends_this_turn).
END_OF_NEXT_TURN = "end_of_next_turn"
VERBS.update({
    # «замешать <эту карту> из руки»: the source, only if it is in its controller's hand, shuffled into its owner's deck
    # (an ability that works in the hand: «<trigger>, можете заплатить N{м}, при этом …»).
})
# - ``summon`` / ``revive`` with params ``closed`` True («вызовите / возродите <np> закрытым»): the card enters play closed
#   (engine/effects._summon / _revive).
# (end of coins lost or gained for a time, cards entering play closed)
# ---- triggers on keywords firing, on a class of your creatures acting ----
# «Когда у <вашего орка> срабатывает Могущество»: the Могущество X of subject triggered (its end-of-turn trigger point
# was created: the card had fewer than X усиления, digest §6.2); player: its controller. Emitted by triggers.collect,
# only in games that listen.
MIGHT_FIRES = "might_fires"
# «Каждый второй раз за ход, когда у вас срабатывает Медитация»: a Медитация of subject fired (as MEDITATION_USED) and
# it is the N-th Медитация of that player's cards this turn, N a multiple of Trigger.nth; amount: N. Emitted by
# combat.meditation, only in games that listen.
NTH_MEDITATION = "nth_meditation"
# «Когда <ваша боевая машина> действует»: subject performed an action (digest §5.1 «Действие (карты)»): it declared a
# strike attack (combat.declare_attack; not a fight or a shot ordered by an instruction), was assigned as a defender
# (combat.AttackFrame), or its controller paid an activated ability of it by closing it ({Т}: declare.DeclareFrame);
# player: its controller. Emitted only in games that listen.
ACTS_EVENT = "acts_event"
# «когда срабатывает ваш Мор»: a «Мор N» instruction (Effect ``mill`` with params ``mor``: printed as Мор, not «положите N
# верхних карт … на кладбище») of an ability of player has just been carried out (whatever it moved); subject -1,
# other: the ability's source, amount: how many cards it put into graveyards (they are the last that many
# PUT_INTO_GRAVEYARD entries of the history: Trigger.moved asks about them). Emitted by effects._mill, only in games
# that listen.
MOR_FIRES = "mor_fires"
# «Каждый раз, когда <эта карта> должен быть излечен и на нём нет ран»: a healing by an amount ≥ 1 (or a full one) was
# aimed at subject, a character in play with no wounds (wounds.heal; not when healing is banned). Emitted only when listened.
HEAL_WITHOUT_WOUNDS = "heal_without_wounds"
# «Когда у вашего существа срабатывает Регенерация»: the Регенерация X of subject triggered (its end-of-turn trigger
# point was created); amount: X, its current value; player: its controller. Emitted by triggers.collect, only in games
# that listen.
REGENERATION_FIRES = "regeneration_fires"
EVENTS = (*EVENTS, MIGHT_FIRES, NTH_MEDITATION, ACTS_EVENT, MOR_FIRES, HEAL_WITHOUT_WOUNDS, REGENERATION_FIRES)
VERBS.update({
    # «(В конце хода противника) он должен закрыть своё существо, иначе раниться на N»: each player of `what` closes one
    # of his open creatures (his pick; not one that cards of the opponent cannot close); with none, the source deals
    # his hero N wounds (an ability's)
    "must_close_or_be_wounded": "он должен закрыть своё существо, иначе раниться на N",
    # «покажите <заклинание …> из вашей руки, примените его эффект»: the player `what` picks a spell of his hand matching
    # params ``select`` (at resolution), shows it, and its abilities are declared and resolve without paying, playing or
    # moving it (digest §6.3 «Применить эффект заклинания»; it stays in the hand)
    "reveal_and_apply_spell": "покажите заклинание из руки, примените его эффект. A rules concept: «Применить эффект "
                              "заклинания» (digest §6.3; 309.1 without steps 10–11)",
    # «примените особенность <вашего героя> стоимостью N{м} или менее без оплаты»: the player `what` picks an activated
    # ability of the card params ``holder`` (a Ref) names, whose coins are within params ``cost_max`` / ``cost_min``; it is
    # declared at once with nothing paid (no coins, no {Т}, no other cost, so no «1 раз за ход» marker: 113.4)
    "apply_ability": "примените особенность … без оплаты. A rules concept: an activated ability declared without its "
                     "payment (113.3 skipped; engine/effects/costs.py)",
})
# (end of triggers on keywords firing, on a class of your creatures acting)
# ---- a mixed list; cards/language/conditions.py, engine/effects/wounds_healing.py ----
VERBS.update({
    # «Противник может отдать своё существо под ваш контроль» (Шантаж): the player of `what` (the opponent) picks one
    # card of params select (his creatures in play that can change control) and the ability's controller takes control
    # of it (first-turn weakness applies, 209.2), or he declines; done (FULL) only if he gave one
})
KEYWORDS.update({
    # «Чешуя <ваших существ> предотвращает также раны от способностей (в том числе от заклинаний)» (given by a static
    # only): the card's «Чешуя X» also prevents the wounds an ability deals (kind ABILITY) when they are X or less
    "scales_vs_abilities": "Чешуя предотвращает также раны от способностей",
    # «Жажда N (вместо вашей карты можете ранить существо противника)»: printed beside ``thirst`` N — the payment may
    # wound a creature of the opponent (in play, not hidden) instead of another character of yours
    "thirst_enemy_only": "Жажда: вместо вашей карты можете ранить существо противника",
})
# - Static kind ``no_replay_of_played_names`` («Игроки не могут разыгрывать карты с таким же названием, как у карт, разыгранных
#   в этот ход»): while its card is in play, no player may play a card whose name is that of a card played this turn
#   (CARD_PLAYED in the event history, either player); read by every way of playing a card (engine/effects/wounds_healing.replay_barred).
# «Если в вашей колоде не осталось карт, вместо взятия первой карты за ход …» (Шарль де Лорм): a replaced event only
# (StaticPart("replace", what=…)): a player must draw with an empty deck and has not drawn, or tried to draw, a card
# this turn yet; subject: his hero (engine/zones.draw)
FIRST_DRAW_FROM_EMPTY_DECK = "first_draw_from_empty_deck"
EVENTS = (*EVENTS, FIRST_DRAW_FROM_EMPTY_DECK)
# - Condition ``thirst_killed_one`` («если от жажды этой карты погибло существо», a spell with «Жажда X»): the character
#   its «Жажда» payment wounded was a creature brought to 0 life by it and is no longer in play.
# - Condition ``creature_survived`` («если раненное таким образом существо выжило», right after a «Ранить» / «Выстрел»
#   of one card): that card is a creature in play with life above 0.
# - Condition ``it_died`` («если существо погибло», right after a «Выстрел» / «Ранить» of one card): that card is a
#   creature and did not survive (it left play, or its life is 0 or less: it dies once the ability has resolved).
# - Select state ``has_own_shot`` («если у него есть выстрел»): a card in play with an ability that shoots (a «Выстрел»
#   instruction without another shooter), printed and not lost, or given to it (engine/selectors.has_shot).
# (end of long tail: a mixed list of one-card phrases)

# ----------------------------------------------------------------------------------------------------------
# Restrictions and obligations (engine/restrictions.py decides them, in one place)
# ----------------------------------------------------------------------------------------------------------
# A restriction is a «не может …» of a card: the card that has its keyword (printed, granted by an effect for a time,
# or given by a static) may not take part in one action. An obligation is a «должен …»: an attack must name the card
# that has its keyword when it may. Both are data: the compiler emits the keyword, the engine looks the keyword up
# here. Static «не может …» of other cards (StaticPart ``forbid``, `what` one of the actions below) and timed bans on
# players (verb ``ban``, params action / select / limit / window) use the same action words.

# Actions a card may be forbidden (the card is the actor, or the object, as the name says).
ATTACK = "attack"  # make a strike attack (§5.2)
ATTACK_HERO = "attack_hero"  # make a strike attack at a hero
ATTACK_SAME_TARGET = "attack_same_target"  # a strike attack at a character it has already attacked this turn
DEFEND = "defend"  # be assigned as a defender (§5.3)
BE_ATTACKED = "be_attacked"  # be the target of a strike attack
BE_DEFENDED = "be_defended"  # have a defender assigned against a strike at it
BE_TARGETED = "be_targeted"  # be named as a target by an ability of an opponent (118.1)
BE_TARGETED_BY_SPELLS = "be_targeted_by_spells"  # be named as a target by a spell
BE_TARGETED_AT_ALL = "be_targeted_at_all"  # be named as a target by any spell or ability, of any player
BE_SHOT_TARGET = "be_shot_target"  # be named as the target of a «Выстрел»
BE_TARGETED_BY_CREATURES = "be_targeted_by_creatures"  # be named by a creature's ability (but the one it fights)
OPEN = "open"  # be opened in the фаза восстановления (§4.2)
OPEN_IN_OWN_TURN = "open_in_own_turn"  # be opened by anything (restore, «Откройте», «Подготовьте») in its controller's turn


@dataclass(frozen=True, slots=True)
class Restriction:
    """A «не может …»: the card that has ``keyword`` may not ``action``. ``code``, ``rule``, ``ru``, ``en``: the
    refusal a player gets when he tries (engine/explain.py; the most specific rule of the digest)."""

    keyword: str
    action: str
    code: str
    rule: str
    ru: str
    en: str


RESTRICTIONS: tuple[Restriction, ...] = (
    Restriction("cannot_attack", ATTACK, "cannot_attack", "5.2", "это существо не может атаковать",
                "that creature cannot attack"),
    Restriction("cannot_attack_hero", ATTACK_HERO, "cannot_attack_hero", "5.2", "это существо не может атаковать героя",
                "that creature cannot attack a hero"),
    # «только разные цели» (after «может атаковать дважды за ход»)
    Restriction("only_different_targets", ATTACK_SAME_TARGET, "only_different_targets", "5.2",
                "это существо уже атаковало этого персонажа в этот ход (только разные цели)",
                "that creature has already attacked that character this turn (only different targets)"),
    Restriction("cannot_defend", DEFEND, "cannot_defend", "5.3", "это существо не может выступать защитником",
                "that creature cannot defend"),
    Restriction("cannot_be_attacked", BE_ATTACKED, "cannot_be_attacked", "5.2", "этого персонажа нельзя атаковать",
                "that character cannot be attacked"),
    # «существа имеют Направленный удар по этому существу»
    Restriction("no_defender_against", BE_DEFENDED, "no_defender_against", "5.3",
                "против атаки по этому существу нельзя назначить защитника",
                "no defender can be assigned against an attack at that creature"),
    Restriction("spell_protection", BE_TARGETED_BY_SPELLS, "spell_protection", "6.1",
                "эту карту нельзя выбрать целью заклинания (Защита от заклинаний)",
                "that card cannot be the target of a spell (Spell protection)"),
    # «не могут быть выбраны целью заклинаний и способностей»: of any player, his own included
    Restriction("untargetable", BE_TARGETED_AT_ALL, "untargetable", "118.1",
                "эту карту нельзя выбрать целью заклинаний и способностей",
                "that card cannot be the target of spells and abilities"),
    Restriction("cannot_be_shot_target", BE_SHOT_TARGET, "cannot_be_shot_target", "5.5",
                "эта карта не может быть целью выстрелов", "that card cannot be the target of shots"),
    # «Существа могут выбирать <эту карту> только в качестве цели атаки ударом»
    Restriction("strike_target_only", BE_TARGETED_BY_CREATURES, "strike_target_only", "5.6",
                "существа могут выбирать эту карту только целью атаки ударом",
                "creatures may choose that card only as the target of a strike attack"),
    Restriction("no_untap", OPEN, "no_untap", "4.2", "эта карта не открывается в начале хода",
                "that card does not open at the start of the turn"),
    Restriction("no_open_own_turn", OPEN_IN_OWN_TURN, "no_open_own_turn", "4.2",
                "эта карта не открывается в свой ход", "that card does not open in its controller's turn"),
)

# The kinds of attack an obligation concerns.
STRIKE_ATTACK = "strike"
SHOT_ATTACK = "shot"
FIRST_SPELL = "first_spell"  # Obligation.attacks: not an attack — the first spell of a turn (its targets)


@dataclass(frozen=True, slots=True)
class Obligation:
    """A «должен быть выбран целью …» (taunt): an attack of kind in ``attacks`` made by an opponent of the card that has
    ``keyword`` must name such a card when one is a legal target (any of them: the attacking player picks);
    ``opponents_turn``: only in the turn of the card's controller's opponent."""

    keyword: str
    attacks: tuple[str, ...]
    opponents_turn: bool
    rule: str


OBLIGATIONS: tuple[Obligation, ...] = (
    # «<эта карта> должна быть выбрана целью атаки ударом в ход противника» (Санкторум; digest §5.2.5, FAQ #20)
    Obligation("must_be_struck_offturn", (STRIKE_ATTACK,), True, "5.2"),
    # «<ваш герой> должен быть выбран целью каждой атаки противника, если это возможно» (a shot is an attack: FAQ #29)
    Obligation("must_be_attacked", (STRIKE_ATTACK, SHOT_ATTACK), False, "5.5"),
    # «<эта карта> должна быть выбрана целью первого заклинания каждый ход, если это возможно» (Кицунэ; either player's)
    Obligation("must_be_first_spell_target", (FIRST_SPELL,), False, "7.4"),
)


# The delayed moments of «до конца хода» and the like (engine/delayed.py ends them; cards/language/durations.py names them).
START_NEXT_OWN = "start_next_own"
END_THIS = "end_this"
END_NEXT_OWN = "end_next_own"
END_NEXT = "end_next"
END_OWN = "end_own"
# «При следующем розыгрыше заклинания …»: the first event after it was set up that the delayed effect's param
# ``trigger`` (a Trigger) matches, whenever it comes (engine/delayed.py).
NEXT_EVENT = "next_event"

# The support card types: one slot each (digest §2.1).
SUPPORT_TYPES = ("weapon", "armor", "amulet", "event", "terrain")


def effect_tree(effects: tuple[Effect, ...]) -> Iterator[Effect]:
    """The effects and their «при этом» / «затем» / «иначе» parts (nested), in printed order."""
    for e in effects:
        yield e
        yield from effect_tree((*e.then, *e.otherwise))


def abilities_read_paid_x(abilities: tuple[Ability, ...]) -> bool:
    """Whether a card's abilities read the X paid for it (its play then asks for X)."""
    def uses(effects: tuple[Effect, ...]) -> bool:
        return any((isinstance(e.amount, Amount) and e.amount.kind == "x_paid_for_it") or uses(e.then) or uses(e.otherwise)
                   for e in effects)

    return any(any(p.kind == "enters_boosted_by_paid" for p in ab.statics) or uses(ab.effects)
               or any(t.select.state == "x_paid_count" for t in ab.targets)  # «Х <карт>» targets of its Найм
               for ab in abilities)


# ----------------------------------------------------------------------------------------------------------
# Coins and payment (engine/effects/coins.py; compiler: cards/language/coins.py)
# ----------------------------------------------------------------------------------------------------------
# Coins are markers, open or closed (digest §3.1). A player's own coins stay (up to the cap); temporary coins vanish
# when their duration ends; coins «только на <…>» pay only for what ``spend_on`` says (engine/payment.SPEND_ON).

# params ``state`` of ``set_coins``
OPEN_COINS = "open"
CLOSED_COINS = "closed"
# params ``shortfall`` of ``pay``: the source deals the payer's hero a wound per coin he lacks
SHORTFALL_WOUNDS = "wounds"
# params ``applies_to`` of ``change_cost``: which cards the change is for
NEXT_CARD = "next_card"  # the next matching card each player `what` plays (used up by it)
CARDS_UNTIL = "cards_until"  # every matching card he plays until the duration ends
THESE_CARDS = "these_cards"  # the cards `what` (in the controller's hand), until played or the duration ends
SAME_NAME_CARDS = "same_name_cards"  # cards named as `what`, for every player in the opponent's next turn

VERBS.update({
    "gain_coins": "Получите N{м}: each player `what` gains N coins. params duration: PERMANENT — his own coins "
                  "(closed: True — they come closed); else temporary coins until it ends (default END_OF_TURN; "
                  "END_OF_YOUR_TURN, END_OF_NEXT_OWN_TURN, or longer: kept by an effect on his hero); spend_on: they "
                  "pay only for that («Вы можете тратить эти монеты только на …»)",
    "lose_coins": "Потеряйте N{м}: each player `what` loses N of his own coins. params all: every coin he has (own, "
                  "temporary, tagged); duration: the coins lost come back, open, when it ends (own True: measured "
                  "from the turns of the player who loses them, «до начала своего хода»)",
    "set_coins": "Откройте / закройте {м}: params state OPEN_COINS or CLOSED_COINS; amount N coins of each player "
                 "`what`, or (None) all of them (closing is not paying)",
    "pay": "Заплатите N{м}: the player `what` closes N open coins; not done if he cannot. params may: he decides "
           "(«противник может заплатить …, иначе …»: done only if he pays); choose_x: he chooses X (1 up to his open "
           "coins), the ability's X from then on; shortfall SHORTFALL_WOUNDS: he pays what he has, up to N, and the "
           "source wounds his hero once per coin missing",
    "change_cost": "<карты> стоят на N{м} дешевле / дороже: amount the signed change (params sign multiplies a count); "
                   "params applies_to NEXT_CARD / CARDS_UNTIL (params select: which cards the players `what` play; "
                   "duration; in_next_turn: only in their next turn; unowned: no player is named, so whose next card "
                   "it is, is the rules option unowned_next_card), THESE_CARDS (the cards `what` in your hand; "
                   "of_kind: only those of that kind), SAME_NAME_CARDS (cards of params select's kind named as `what`)",
})


# ----------------------------------------------------------------------------------------------------------
# Flow: the order and choices of instructions, and what they name (engine/effects/flow.py)
# ----------------------------------------------------------------------------------------------------------

# params ``named`` of ``name``
CARD_NAME = "card_name"  # a card name of the card data (read by Select.name NAMED)
CLASS_NAME = "class_name"  # a creature class (read by Select.classes CHOSEN_CLASS)
COST_NAME = "cost_name"  # a cost in {м} («Назовите стоимость {м}»; read by Condition REVEALED_COST_NAMED)
NAMED_COST_KEY = "@named_cost/"  # turn_counts key prefix (+ the source): the cost its «Назовите стоимость» named
NAME_OTHER_COST = "name_other_cost"  # repeat param: «повторите это заклинание, называя другую стоимость {м}»
# params ``chooser`` of ``name``: the player whose turn it is (else YOU, the controller)
ACTIVE_PLAYER = "active_player"

VERBS.update({
    "declare_target": "Выберите <target>: only declares the target (what=TARGET(i)); later effects use it (IT)",
    "name": "Назовите карту / Выберите класс: params named CARD_NAME or CLASS_NAME, remembered on `what` (THIS); "
            "params chooser YOU (default) or ACTIVE_PLAYER («активный игрок называет карту»); COST_NAME: «Назовите "
            "стоимость {м}», a cost (0 to the highest printed cost of the game), remembered for this turn",
    "repeat": "повторите …: params repeated SPELL (the spell `what` is declared again, no payment, new targets) or "
              "ENTERS_PLAY («Найм <what> срабатывает ещё раз»: its «Найм» abilities trigger again); `amount` times "
              "(1 by default; «за каждого игрока, у которого {м} больше»: Amount richer_players); params "
              "name_other_cost («…, называя другую стоимость {м}»): the repeated spell's «Назовите стоимость» may not "
              "name the cost(s) named before (RulesConfig other_cost_named)",
    "extra_turn": "Получите дополнительный ход: each player `what` takes a turn after this one (§4.2.5); params skip "
                  "(«пропускает свой ход»): each one's next normal turn is skipped instead",
    "lose_game": "<игрок> проигрывает игру: the game ends at once, the other player wins",
    "end_turn": "Ход немедленно заканчивается (digest §4.2 «Немедленно»): nothing more of this turn is done — no further "
                "phase or stage, no фаза Выбора, no «В конце хода» triggers, no hand limit — only what 310.2/310.3 keep "
                "(«до конца хода» effects end, temporary coins vanish); the abilities already in the Queue: RulesConfig "
                "turn_end_now_queue",
})

# params ``rule`` of ``establish``: the rule changed for a time (the kind of the effect put on each player's hero)
BAN = "ban"  # «<игроки> не могут <действие>» (params action, select, limit, window: engine/restrictions.py)
GRAVE_PLAY = "grave_play"  # «Вы можете разыгрывать <карты> с вашего кладбища» (params select; engine/play.py)
ENTER_CLOSED = "enter_closed"  # «существа входят в игру закрытыми» (every creature, anyone's; engine/zones.enters_closed)
# «Следующее существо противника входит в игру под вашим контролем; его {удар} и {жизнь} становятся равны …» (an
# ``establish`` rule on your hero, its value the strike and life counted then, −1 for none): the next creature of
# your opponent to enter play uses it up and enters under your control (engine/zones.enter_play)
NEXT_ENTERS_YOURS = "next_enters_yours"
# ``establish`` rule: «При следующем розыгрыше противником заклинания, имеющего цель, вы выбираете цель вместо него»
# (on that player's hero): the targets of the next spell he plays that names targets as it is declared are named by
# his opponent, the spell staying his (engine/declare.py; used up by that spell)
TARGETS_BY_OPPONENT = "targets_by_opponent"
NEXT_ENTERS_CLOSED = "next_enters_closed"  # «Следующее существо входит в игру закрытым» (anyone's; used up by it)
NEXT_HIRE_OFF = "next_hire_off"  # «Следующий Найм не срабатывает» (anyone's; used up by the next card whose Найм would)
# StaticPart kind: «Монеты, закрытые для оплаты медитации, не открываются в начале следующего хода их владельца»
# (Конклав линунгов): the permanent coins a Медитация closes stay closed in their owner's next фаза восстановления
# (engine/payment.keep_closed_at_restore, engine/turn.restore_phase) — if such a static is still in play then
MEDITATION_COINS_STAY_CLOSED = "meditation_coins_stay_closed"
COINS_KEPT_CLOSED = "coins_kept_closed"  # counter on a player's hero: his coins that stay closed at his next restore
COINS_STAY_CLOSED = "coins_stay_closed"  # «{м} не открываются в начале вашего хода» (engine/turn.py)
DRAW_INSTEAD = "replace_draw"  # «в следующий раз, когда <игрок> должен взять карту, вместо этого <params by> берёт»
WOUND_SCALE = "wound_scale"  # «в следующий раз, когда ваша карта нанесёт (получит) раны, вместо этого вдвое больше (меньше)»
# wound scales (``establish`` WOUND_SCALE params scale; static parts ``wounds_dealt_scaled`` / ``wounds_taken_scaled``
# ``what``): engine/replacements.scaled_wounds
DOUBLE, HALF_UP, HALF_DOWN = "double", "half_up", "half_down"

VERBS.update({
    "establish": "a rule changed for a time: params rule (BAN, GRAVE_PLAY, ENTER_CLOSED, COINS_STAY_CLOSED, "
                 "DRAW_INSTEAD, WOUND_SCALE) holds for each player `what` until params duration ends (END_OF_TURN by default). "
                 "BAN: they may not do params action ('play': play cards fitting params select, any card if None; "
                 "'draw'; 'attack'; 'heal'; 'be_controlled') — at all, or (params limit N) more than N times a turn; "
                 "params window 'own_next_turn': only in that player's next turn. GRAVE_PLAY: he may play the cards "
                 "of his graveyard fitting params select, as from the hand. ENTER_CLOSED: every creature entering "
                 "play comes in closed. COINS_STAY_CLOSED: his coins do not open. DRAW_INSTEAD: his next draw is made "
                 "by params by (YOU: the controller). WOUND_SCALE: the next wounds his cards deal (params side 'dealt') or "
                 "take (side 'taken') are scaled by params scale (DOUBLE, HALF_UP, HALF_DOWN), then it is used up",
})

# ---- ability words of digest §6.2 that condition an ability («Набег X — …», «Душелов — …», «Расход X: …») ----
# «Расход X: <текст>»: a player closed N > 0 coins to pay for anything (a card, an ability, Медитация …); subject: his
# hero, amount: N. Emitted only when listened (engine/payment.py pay_coins).
COINS_SPENT = "coins_spent"
EVENTS = (*EVENTS, COINS_SPENT)
# - Condition ``coins_spent``: the controller has spent ``value`` or more coins this turn (``op``), «Расход X».
# «Игнорирует Броню / Чешую» (§6.2 «Игнорировать …»): the wounds this card deals are not prevented by that keyword
KEYWORDS.update({"ignores_armor": "Игнорирует Броню", "ignores_scales": "Игнорирует Чешую"})

# ---- hoard: «вдвое больше карт», holders of a class (cards/language/zone_moves.py; engine/zones.hoard_scale) ----
# StaticPart ``hoard_scaled`` (what DOUBLE): «Если <X> должен добыть карту, вместо этого он добывает вдвое больше
# карт» — every number of cards a holder fitting ``select`` is to hoard (N cards of a deck, a hand, a graveyard, N of
# the cards looked at) is doubled; a card the text names itself («его», «эту карту», «всех …») is hoarded as printed
# (docs/engine.md «Hoarding»). Select.holder_classes: «добытых вашим гномом карт» (zone HOARDED).
# ``hoard`` params ``own_zones`` (a tuple of PLAY, HAND, GRAVEYARD): «каждый герой добывает все свои карты из игры, руки
# и кладбища» — the hero of each player of ``what`` hoards every card of that player there (in play: the cards he
# controls but his hero; quests only as RulesConfig.quests_are_cards_in_play says).
OWN_ZONES = "own_zones"
# ``modify`` params how SET_LIFE: «Жизни <np> становятся равны N» — its wounds are removed, then a permanent life
# effect makes its current life N (digest §2.2 «Жизни сокращаются до X»: not a wounding, not a healing).
SET_LIFE = "set_life"
# ``look`` params ``with_hand`` (with «верхнюю карту», take 0): «посмотрите руку и верхнюю карту колоды любого игрока» —
# the controller also sees that player's hand (the same player: picked once).
WITH_HAND = "with_hand"
# (end of hoard: «вдвое больше карт», holders of a class)

# ---- costs ----
# A source's counter: the card discarded to pay for its activation (engine/declare.py), read by Condition
# ``paid_discard_fits`` («если было сброшено заклинание»: that card fits the condition's select).
PAID_DISCARD = "@paid_discard"

# --- copies: characteristics, copies and delayed instructions ---
# Select state of the subject of a delayed instruction's awaited event: the card the set-up's (only) target named
# («Закройте существо противника; если оно погибнет в этом ходу, …»: engine/delayed._next_event_due)
SET_UP_TARGET = "set_up_target"
# «Когда вы создаёте копию <существа>» (Аллир): a copy entered play — subject the copy, other the card it copies, player
# the one who created it (engine/effects/control_copies.enter_as_copy; every instruction that makes a copy emits it).
COPY_CREATED = "copy_created"  # (amount: 1 when the copy's own «Найм» was switched off by the instruction)
# params of ``create`` of the event's copy: «ещё одну такую же копию» — made as that copy was (its «Найм» off when that
# one's was; RulesConfig ``same_copy_hire``)
LIKE_EVENT_COPY = "like_event_copy"
EVENTS = (*EVENTS, COPY_CREATED)
COPY_OF = "@copy_of"  # CardState counter of a card that entered play as a copy: the card it copies
IS_COPY = "is_copy"  # Select state: a card in play that entered as a copy («Уничтожьте копию вашего существа:»)
# Select state of a deck / graveyard pick «… с таким же названием» after the payment «Уничтожьте <карту>:» (Аллир): the
# name of the card destroyed to pay, which the payment leaves in the source's counter PAID_DESTROYED (engine/declare.py)
NAME_OF_PAID = "name_of_paid"
PAID_DESTROYED = "@paid_destroyed"
# Condition kind: «если количество <select> больше силы удара <этой карты>» (Пещерный дракон) — the count of ``select``
# compared by ``op`` with the source's strike (the strike it left play with, when it has: continuous.own_strike)
COUNT_ABOVE_OWN_STRIKE = "count_above_own_strike"
# «удвойте … стоимость этой особенности» (Энт-прародитель): a counter of that name on the source (put by ``counters``)
# doubles the coins of its activated ability once per counter; the ability carries meta ABILITY_COST_DOUBLED (True),
# so that only it reads the counter (engine/cost_modifiers.ability_coins)
ABILITY_COST_DOUBLED = "@ability_cost_doubled"
# Condition kind: «<инструкция об этом существе>, если оно не <класс>» (the quoted ability Призрачный Сонм gives) —
# the source is not of the class of ``select`` (its classes now: effects that set classes count)
SOURCE_NOT_CLASS = "source_not_class"

# ---- triggers and the event history (what happened this turn) ----
# static ``limit`` what: «Каждый игрок не может объявлять атаку более N раз за ход» (engine/attack_rules.attack_declarations_left;
# which attacks count: RulesConfig ``declared_attacks``)
ATTACK_DECLARATIONS = "attack_declarations"
# ---- zones: zone moves, revealing and playing at a price (cards/language/zone_moves.lark) ----
CONTROLLER_CHOOSES = "controller_chooses"  # params order of ``move``: «… на верх колоды владельца в выбранном порядке» —
#                                            the ability's controller orders the cards of each deck
SET_PRICE = "set_price"  # params price of play_from: «разыграйте <эту карту> за N{м}» — exactly ``amount`` {м}
DISTINCT_ELEMENTS = "distinct_elements"  # params of look: «… карты с отличными друг от друга сочетаниями стихий» — one card
#                                          of each set of elements is taken (the looker picks which)
PAIRS_BY = "pairs_by"  # params of fight: «Для каждого своего существа противник выбирает ваше существо …; они сражаются с
#                        вашими» — that player (OPPONENT) pairs each attacker with a different card of `what`
# (end of zones)
# ---- granted abilities (cards/language/keyword_grants.lark, statics.lark; engine/continuous.granted_statics) ----
# - Effect ``grant`` with params ``ability`` a STATIC ability: the card gains it (a ``gain_ability`` effect) and it works
#   as if printed there while the effect lasts (for a mode choice «получает одно из: • «…»; • «…»» too).
# - StaticPart ``forbid`` what BE_HEALED: the cards named cannot be healed («Персонажи не могут быть излечены»;
#   engine/wounds.heal_forbidden).
BE_HEALED = "be_healed"
# - StaticPart ``forbid`` what BE_PLAYED: the cards named cannot be played, from anywhere, by anyone («Существа не могут
#   быть разыграны», «Заклинания не могут быть заявлены»; engine/restrictions.play_forbidden); what BE_CREATED: no card
#   is created («Карты не могут быть созданы»; engine/effects/entering._create).
BE_PLAYED = "be_played"
BE_CREATED = "be_created"
# - StaticPart ``forbid`` what BE_PLAYED_NOT_FROM_HAND: the cards named can be played only from a hand («Карты не могут
#   быть разыграны не из руки»; engine/restrictions.play_forbidden).
BE_PLAYED_NOT_FROM_HAND = "be_played_not_from_hand"
# - StaticPart ``base_cost_only`` («Карты могут быть разыграны только за базовую стоимость {м}»): the cards named cost
#   their printed cost when played (no cost modifier, no «Ярость»), and no alternative cost plays them (Засада,
#   «бесплатно», «за N{м}», Авангард: digest §3.2, an alternative cost ignores the base cost); engine/cost_modifiers.py.
BASE_COST_ONLY = "base_cost_only"
# (end of granted abilities)

# ---- playing cards from elsewhere (cards/language/zone_moves.lark; engine/play.py) ----
# params price of play_from: «можете разыграть её» — the card ``what`` names (IT: the card just shown, e.g. from the
# opponent's hand) is played by the controller from where it is as if from his hand: its cost with every modifier,
# its Жажда, X and the checks of a play from the hand (engine/effects/entering._play_at_own_cost)
OWN_COST = "own_cost"
# (end of playing cards from elsewhere)

# ---- the event history, its triggers and the end of the game ----
# «Когда существо получает раны от жажды» (Искатель запретного): a character took wounds from a «Жажда» paid (§3.2: as its
# card was played, or as an ability's payment «Жажда N:»); subject the wounded card, other the card with the Жажда, amount
# the wounds (engine/wounds.thirst_wounds).
WOUNDED_BY_THIRST = "wounded_by_thirst"
EVENTS = (*EVENTS, WOUNDED_BY_THIRST)
# PUT_INTO_GRAVEYARD's amount is 1 when the card left the play zone for the graveyard, 0 when it came from anywhere else
# (hand, deck, the Queue …); Trigger.from_play («попадает на кладбище не с поля боя»: False) filters on it.
# Condition ``hand_cost_run`` («покажите руку, если в ней есть N карт разной стоимости {м} подряд»): the printed costs of
# the cards in the controller's hand hold ``value`` consecutive numbers (engine/selectors.hand_cost_run).
# «вы выигрываете игру» is ``lose_game`` of the opponent (the game ends at once, the controller wins).
# COINS_SPENT's other card is the card the coins paid for — played (FOR_PLAY) or whose activated ability it is
# (FOR_ABILITY); -1 for any other payment (Медитация, «заплатите N{м}» …): «Когда вы оплачиваете способность или карту».
# Condition ``markers_on`` («если их N или более» after «положите эффект X на <карту>»): the counters named ``state`` on
# the card ``ref`` names (this card, or a hero) compared by ``op`` with ``value``.
# StaticPart ``counters_kept`` («Эффекты X не могут быть сняты, пока эта карта в игре»): no payment takes counters named
# ``counter`` off any card (engine/cost_modifiers.counters_kept).
COUNTERS_KEPT = "counters_kept"
# StaticPart ``counters_pay`` («Вы можете тратить эффекты подати для оплаты орков»): its controller's counters named
# ``counter`` may pay, 1{м} each, the cost of his cards of ``select`` as he plays them (engine/play.CounterPaymentFrame).
COUNTERS_PAY = "counters_pay"
# Cost ``shuffle_own`` («Замешайте вашу карту поддержки в колоду:»): a card of the payer's in play fitting ``select``,
# picked when paying, is shuffled into its owner's deck; the ability's X is its printed cost (engine/declare.py).
SHUFFLE_OWN = "shuffle_own"
# Cost ``reveal_top`` («Покажите верхнюю карту колоды:»): the top card of the payer's deck is shown to both (no card,
# no payment); it stays there, and is the card its ability showed (``SHOWN_CARD`` on the source).
REVEAL_TOP = "reveal_top"
# Condition ``shown_life_vs_strike`` («если у показанной карты значение жизней больше значения удара»): the printed life
# of the card the ability showed compared by ``op`` with its printed strike (a card without them: false).
SHOWN_LIFE_VS_STRIKE = "shown_life_vs_strike"
# Amount ``hand_over`` (value N, ref a player): how many cards that player's hand holds over N, 0 when N or fewer
# («он замешивает карты в колоду до тех пор, пока не останется N карт», Логово бандитов).
HAND_OVER = "hand_over"
# «Когда Яйцо добывает <эту карту>» (Воррокс): WAS_HOARDED — subject the card hoarded, other its holder (the reverse of
# HOARDS); the card answers its own hoarding from wherever it came (engine/triggers._zone_ok), emitted only when listened.
WAS_HOARDED = "was_hoarded"
EVENTS = (*EVENTS, WAS_HOARDED)

# ---- amounts / replacement (prevention.lark) ----
# static kind: «Если игрок должен выполнить Поиск карты в колоде, вместо этого он выполняет Поиск карты в
# дополнительной колоде» — while the card is in play, every Поиск of a deck looks through that deck's owner's
# sideboard instead (engine/effects/looking.searched_zone)
SEARCH_IN_SIDEBOARD = "search_in_sideboard"
# Condition of a replacement of DESTROYED («Если карта противника должна уничтожить …»): the destroying card is the
# opponent's (of the replacement's controller; in play: its controller, elsewhere its owner)
EVENT_SOURCE_IS_OPPONENTS = "event_source_is_opponents"
# (end of amounts / replacement)

# ---- summons and the healing history ----
# «Когда вы излечиваете <персонажа>»: subject the card healed (wounds removed), player the controller of the instruction
# that healed it (engine/wounds.heal: emitted only when an ability of the game listens)
HEALS = "heals"
EVENTS = (*EVENTS, HEALS)

# ---- a hero's first turn (Бориксон) ----
# Condition kind: how many turns of its own the controller has begun, compared with ``value`` by ``op`` («В начале
# вашего первого хода»: TURN_START of your turn with OWN_TURN_NUMBER == 1; GameState.turn_owner_count)
OWN_TURN_NUMBER = "own_turn_number"
# (end of a hero's first turn)

# ---- abilities given to cards in a hand for a time ----
# params ``rule`` of ``establish``: «До конца хода противника заклинания в вашей руке имеют: «…»» (Ирдли) — while it
# lasts, every card of the player's hand fitting params select has the quoted params ability (a triggered one: a Засада
# works from the hand), cards drawn later included (engine/triggers.hand_granted_triggers)
HAND_ABILITY = "hand_ability"
# (end of abilities given to cards in a hand)

# ---- the card that gave an ability (quotesource) ----
# Ref: inside a quoted ability an instruction gives, the giving card's own name («Выбранное существо получает "…
# верните Неистовство с кладбища в руку"»): the card whose ``gain_ability`` effect put the ability on the card that
# uses it (engine/continuous.giver_of), not that card itself (THIS)
GIVER = Ref("giver")
# (end of the card that gave an ability)

# (a Поиск of several zones at once — Объявить в розыск) params ``search_zones`` of a ``search`` to HOARD: the zones of
# the searched player looked through together (DECK, HAND, GRAVEYARD); without it, the deck alone
SEARCH_ZONES = "search_zones"
# (end of a Поиск of several zones)

# ---- «срабатывает Жажда» (Эксплуататор магии) ----
# THIRST_USED: the «Жажда X» of a card was paid as it was played (engine/play.ThirstFrame): subject the card, other the
# character wounded, amount X (the Жажда's own number, as MEDITATION_USED carries the Медитация's).
THIRST_USED = "thirst_used"
EVENTS = (*EVENTS, THIRST_USED)
# ``play_from`` params ``cost_max`` (an Amount): «заклинание стоимостью Х{м} или менее» where Х is the event's number —
# the bound is counted when the instruction resolves (engine/effects/entering._play_for_free).
# (end of «срабатывает Жажда»)
